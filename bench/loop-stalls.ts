// One agent's back-to-back steps through the engine in one process (as
// bench/ckpt-probe.ts), for two trees alternated round by round: per step,
// the CPU time (process.cpuUsage, which waiting for a core does not inflate)
// and the wall time from the call to its durable answer, including whatever
// else the event loop ran in between (the hint index's batches, the previous
// step's event, timers). The steps' CPU tail is the server's own share of the
// latency tail, measurable on a loaded machine.
//
//   node --import tsx bench/loop-stalls.ts <treeA> <treeB> [--steps 4000] [--rounds 3] [--think 0]
//
// --think N: N microseconds of idle time between steps (0: the next step is
// reported as soon as the answer is in, as the latency bench's client does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { loadAverage, median, round } from './lib/stats';
import { abArgs } from './lib/ab-args';

// GC pauses of this process (start, end in performance.now() ms), to tell a step slowed by GC from one slowed by other work.
const gcs: Array<[number, number]> = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push([e.startTime, e.startTime + e.duration]);
}).observe({ entryTypes: ['gc'] });
const gcIn = (t0: number, t1: number): boolean => {
  for (let i = gcs.length - 1; i >= 0; i--) {
    const [s, e] = gcs[i]!;
    if (e < t0) return false;
    if (s < t1) return true;
  }
  return false;
};

const { trees, opt } = abArgs('usage: loop-stalls.ts <treeA> <treeB> [--steps N] [--rounds R]');
const STEPS = opt('steps', 4000);
const ROUNDS = opt('rounds', 3);
const THINK_US = opt('think', 0);

interface Airlock {
  agent: {
    executeAgent(client: string, p: Record<string, unknown>): { execution_id: string };
    recordStepGrouped(client: string, p: Record<string, unknown>): Promise<unknown>;
  };
  close(): void;
}
type Open = (o: { home: string; signingKey: unknown }) => Airlock;

async function load(tree: string): Promise<{ open: Open; key: () => unknown }> {
  const at = (p: string): string => path.resolve(tree, p);
  const a = (await import(at('src/main/airlock.ts'))) as { openAirlock: Open };
  const k = (await import(at('src/main/evidence/keys.ts'))) as { SigningKey: { generate(): unknown } };
  return { open: a.openAirlock, key: () => k.SigningKey.generate() };
}

const pause = (us: number): Promise<void> => new Promise((resolve) => (us <= 0 ? setImmediate(resolve) : setTimeout(resolve, us / 1000)));

async function round1(t: { open: Open; key: () => unknown }): Promise<{ cpu: number[]; wall: number[]; slowWithGc: number }> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-stalls-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000, gateway: { sessionStepLimit: 1_000_000 } }));
  const airlock = t.open({ home, signingKey: t.key() });
  const executionId = airlock.agent.executeAgent('c', { element_name: 'lat-direct' }).execution_id;
  const cpu: number[] = [];
  const wall: number[] = [];
  const slow: Array<[number, number]> = [];
  for (let i = 0; i < STEPS + 500; i++) {
    const c0 = process.cpuUsage();
    const p0 = performance.now();
    const t0 = process.hrtime.bigint();
    await airlock.agent.recordStepGrouped('c', { element_name: 'lat-direct', execution_id: executionId, nextActionHint: `read file src/lat-direct/module-${i % 997}/part-${i}.ts` });
    const dt = Number(process.hrtime.bigint() - t0) / 1e6;
    const c = process.cpuUsage(c0);
    if (i >= 500) {
      wall.push(dt);
      cpu.push((c.user + c.system) / 1000);
      if ((c.user + c.system) / 1000 > 0.5) slow.push([p0, performance.now()]);
    }
    if (THINK_US > 0) await pause(THINK_US);
  }
  airlock.close();
  fs.rmSync(home, { recursive: true, force: true });
  await new Promise((resolve) => setTimeout(resolve, 20)); // the GC observer's entries arrive later
  const slowWithGc = slow.filter(([a, b]) => gcIn(a, b)).length;
  return { cpu, wall, slowWithGc };
}

const pct = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function main(): Promise<void> {
  const loaded = [await load(trees[0]!), await load(trees[1]!)];
  const load0 = loadAverage();
  const rows: Array<Array<Record<string, number>>> = [[], []];
  for (let r = 0; r < ROUNDS; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const { cpu, wall, slowWithGc } = await round1(loaded[k]!);
      rows[k]!.push({
        cpu_p50_ms: pct(cpu, 0.5),
        cpu_p99_ms: pct(cpu, 0.99),
        cpu_p999_ms: pct(cpu, 0.999),
        cpu_max_ms: Math.max(...cpu),
        cpu_over_0_5ms: cpu.filter((x) => x > 0.5).length,
        cpu_over_0_5ms_with_gc: slowWithGc,
        cpu_mean_ms: cpu.reduce((a, b) => a + b, 0) / cpu.length,
        wall_p50_ms: pct(wall, 0.5),
        wall_p99_ms: pct(wall, 0.99),
      });
    }
  }
  const summary = (k: number): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const key of Object.keys(rows[k]![0]!)) out[key] = round(median(rows[k]!.map((x) => x[key]!)), 4);
    return out;
  };
  console.log(JSON.stringify({ steps: STEPS, rounds: ROUNDS, think_us: THINK_US, load_avg: [load0, loadAverage()], [trees[0]!]: summary(0), [trees[1]!]: summary(1), per_round: rows }, null, 1));
}

void main();
