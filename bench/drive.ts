// Drives the built `airlock serve` with A raw agents for S seconds and prints
// steps/s and serve CPU per step: the throughput stage of bench/run.ts on its
// own, for profiling (AIRLOCK_SERVE_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=prof")
// and for quick before/after comparisons of the server's CPU per step.
//
//   node --import tsx bench/drive.ts [--agents 32] [--seconds 6] [--rounds 1]
//
// With AIRLOCK_GROUP_STATS=1 it also prints how many steps each group commit carried.
import fs from 'node:fs';
import { tempHome } from '../test/integration/helpers/serve';
import { RawMcpClient } from './lib/raw-client';
import { BenchServe } from './lib/serve';
import { loadAverage, round } from './lib/stats';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const AGENTS = opt('agents', 32);
const SECONDS = opt('seconds', 6);
const ROUNDS = opt('rounds', 1);

const hintFor = (agent: string, i: number): string => `read file src/${agent}/module-${i % 997}/part-${i}.ts`;

async function round1(serve: BenchServe, tag: string): Promise<Record<string, number | null>> {
  const loops = await Promise.all(
    Array.from({ length: AGENTS }, async (_, a) => {
      const agent = `${tag}-agent-${a}`;
      const client = await RawMcpClient.open(serve.socketPath, `${tag}-client-${a}`);
      const { envelope } = await client.callTool('mcp_aql_execute', { operation: 'execute_agent', params: { element_name: agent, goal: 'drive' } });
      return { client, agent, executionId: String(envelope!.data!.execution_id), sent: 0 };
    }),
  );
  let latencies: number[] = [];
  const go = async (ms: number): Promise<number> => {
    const deadline = Date.now() + ms;
    let ok = 0;
    latencies = [];
    await Promise.all(
      loops.map(async (l) => {
        while (Date.now() < deadline) {
          const t = process.hrtime.bigint();
          const { envelope } = await l.client.step(l.agent, hintFor(l.agent, l.sent++), { execution_id: l.executionId });
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          if (envelope?.data?.directive?.continue !== true) throw new Error(`step failed: ${JSON.stringify(envelope).slice(0, 200)}`);
          ok++;
        }
      }),
    );
    return ok;
  };
  await go(500);
  const cpu0 = serve.cpuMs();
  const t0 = process.hrtime.bigint();
  const steps = await go(SECONDS * 1000);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = serve.cpuMs();
  for (const l of loops) l.client.close();
  latencies.sort((a, b) => a - b);
  const pct = (q: number): number => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN, 3);
  return {
    steps_per_s: Math.round(steps / seconds),
    serve_cpu_ms_per_step: cpu0 !== null && cpu1 !== null ? round((cpu1 - cpu0) / steps, 3) : null,
    p50_ms: pct(0.5),
    p99_ms: pct(0.99),
    p999_ms: pct(0.999),
  };
}

async function main(): Promise<void> {
  const home = tempHome({ mode: 'enforcing', maxAutonomousSteps: 100_000 });
  const serve = await BenchServe.start(home);
  const load0 = loadAverage();
  try {
    for (let r = 0; r < ROUNDS; r++) console.log(JSON.stringify({ agents: AGENTS, ...(await round1(serve, `r${r}`)) }));
  } finally {
    let stats = '';
    serve.child.stderr!.on('data', (chunk: Buffer | string) => (stats += String(chunk)));
    serve.child.kill('SIGTERM');
    await serve.exited;
    const group = /group-commit (\{.*\})/.exec(stats)?.[1];
    if (group) {
      const g = JSON.parse(group) as { groups: number; units: number; largest: number; checkpoints: unknown };
      console.log(JSON.stringify({ group_commits: g.groups, steps_per_group: round(g.units / Math.max(1, g.groups), 2), largest_group: g.largest, checkpoints: g.checkpoints }));
    }
    fs.rmSync(home, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ load_avg_start: load0, load_avg_end: loadAverage() }));
}

void main();
