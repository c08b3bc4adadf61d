// The bridge alone (perf20): `airlock bridge` relaying N request/reply lines to an echo served in this process, so
// nothing but the bridge hop is on the path. Each round times one call straight on the echo's socket and one through
// each relay, the order rotated every round, so load drift hits every series alike. Per relay: latency p50/p90/p99/
// p99.9 and its extra over the direct call, the relay process's CPU per call (every thread, /proc/<pid>/task/*/
// schedstat: runtime, not wall), its run-queue wait per call, and its RSS. `--cli a.mjs,b.mjs` relays through each
// build's `bridge` (A/B in one process: keep a base build under out/cli/); `--floor` adds bench/lib/min-relay.mjs, the
// least a Node relay can do (two 'data' listeners, nothing else), as the reference for "no more than a raw relay".
// `relay_start_ms`: spawn to the first relayed reply. `--cli bin/airlock.mjs` runs the command as clients do (the
// loader picks out/cli/bridge.mjs); `--cli out/cli/airlock.mjs` the full bundle's bridge.
//
//   node --import tsx bench/bridge-relay.ts [--n 20000] [--warm 2000] [--bytes 450] [--cli out/cli/base.mjs,out/cli/airlock.mjs] [--floor] [--strace] [--json]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CLI as BUILT_CLI, ROOT } from '../test/integration/helpers/serve';
import { loadAverage, round } from './lib/stats';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? String(argv[i + 1]) : fallback;
};
const N = Number(opt('n', '20000'));
const WARM = Number(opt('warm', '2000'));
const BYTES = Number(opt('bytes', '450'));
const CLIS = opt('cli', process.env.AIRLOCK_BENCH_CLI ?? BUILT_CLI).split(',');
const FLOOR = argv.includes('--floor');
const STRACE = argv.includes('--strace');
const JSON_OUT = argv.includes('--json');
const log = (s: string): void => void process.stderr.write(s + '\n');

interface Path {
  name: string;
  send: (b: Buffer) => void;
  wait: () => Promise<void>;
  child?: ChildProcess;
  samples: Float64Array;
  cpu0: number;
  wait0: number;
}

/** A reader that resolves once per newline, without decoding or copying the bytes. */
function lineWaiter(input: NodeJS.ReadableStream): () => Promise<void> {
  let pending = 0;
  let wake: (() => void) | undefined;
  input.on('data', (chunk: Buffer) => {
    let i = -1;
    while ((i = chunk.indexOf(10, i + 1)) >= 0) pending++;
    if (pending > 0 && wake) {
      pending--;
      const w = wake;
      wake = undefined;
      w();
    }
  });
  return () =>
    new Promise<void>((resolve) => {
      if (pending > 0) {
        pending--;
        resolve();
      } else wake = resolve;
    });
}

function taskStat(pid: number): { cpu: number; wait: number } {
  let cpu = 0;
  let wait = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const [run, delay] = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'latin1').split(' ');
      cpu += Number(run);
      wait += Number(delay);
    } catch {
      // the thread ended
    }
  }
  return { cpu, wait };
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'));
  return m ? round(Number(m[1]) / 1024, 1) : NaN;
}

const pct = (sorted: Float64Array, q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! / 1e6;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-relay-'));
  const sock = path.join(dir, 'echo.sock');
  // The echo: every byte back as it came (a request line in, the same line out).
  const server = net.createServer((s) => s.on('data', (b) => s.write(b)));
  await new Promise<void>((r) => server.listen(sock, r));

  const line = Buffer.from(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${'x'.repeat(Math.max(0, BYTES - 90))}"}}}\n`);
  const paths: Path[] = [];
  const direct = net.connect(sock);
  await new Promise((r) => direct.once('connect', r));
  paths.push({ name: 'direct', send: (b) => direct.write(b), wait: lineWaiter(direct), samples: new Float64Array(N), cpu0: 0, wait0: 0 });

  const relays: Array<{ name: string; args: string[] }> = CLIS.map((cli) => ({ name: `bridge:${path.relative(ROOT, cli) || cli}`, args: [cli, 'bridge', '--socket', sock] }));
  if (FLOOR) relays.push({ name: 'floor:min-relay', args: [path.join(ROOT, 'bench', 'lib', 'min-relay.mjs'), sock] });
  const startMs: Record<string, number> = {};
  for (const r of relays) {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, r.args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    const wait = lineWaiter(child.stdout!);
    const p: Path = { name: r.name, send: (b) => child.stdin!.write(b), wait, child, samples: new Float64Array(N), cpu0: 0, wait0: 0 };
    // The first reply says the relay is connected.
    p.send(line);
    await wait();
    startMs[r.name] = Number(process.hrtime.bigint() - t0) / 1e6;
    paths.push(p);
  }

  const call = async (p: Path): Promise<number> => {
    const t0 = process.hrtime.bigint();
    p.send(line);
    await p.wait();
    return Number(process.hrtime.bigint() - t0);
  };
  for (let i = 0; i < WARM; i++) for (const p of paths) await call(p);

  const strace = STRACE
    ? spawn('strace', ['-c', '-f', '-o', path.join(dir, 'strace.txt'), ...paths.filter((p) => p.child).flatMap((p) => ['-p', String(p.child!.pid)])], { stdio: 'ignore' })
    : undefined;
  if (strace) await new Promise((r) => setTimeout(r, 500));
  const load0 = loadAverage();
  for (const p of paths) if (p.child) ({ cpu: p.cpu0, wait: p.wait0 } = taskStat(p.child.pid!));
  const cpuSelf0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    for (let k = 0; k < paths.length; k++) {
      const p = paths[(i + k) % paths.length]!;
      p.samples[i] = await call(p);
    }
  }
  const cpuSelf = process.cpuUsage(cpuSelf0);
  const load1 = loadAverage();
  const d = paths[0]!.samples.slice().sort();
  const result = {
    n: N,
    warm: WARM,
    bytes: line.length,
    node: process.version,
    load_avg_start: load0,
    load_avg_end: load1,
    client_cpu_us_per_round: round((cpuSelf.user + cpuSelf.system) / N, 1),
    paths: paths.map((p) => {
      const s = p.samples.slice().sort();
      const base = {
        path: p.name,
        p50_ms: round(pct(s, 0.5), 4),
        p90_ms: round(pct(s, 0.9), 4),
        p99_ms: round(pct(s, 0.99), 4),
        p999_ms: round(pct(s, 0.999), 4),
        extra_p50_ms: round(pct(s, 0.5) - pct(d, 0.5), 4),
        extra_p99_ms: round(pct(s, 0.99) - pct(d, 0.99), 4),
      };
      if (!p.child) return base;
      const st = taskStat(p.child.pid!);
      return { ...base, relay_start_ms: round(startMs[p.name] ?? NaN, 1), relay_cpu_us_per_call: round((st.cpu - p.cpu0) / N / 1e3, 2), relay_runq_wait_us_per_call: round((st.wait - p.wait0) / N / 1e3, 2), relay_rss_mb: rssMb(p.child.pid!) };
    }),
  };
  if (strace) {
    strace.kill('SIGINT');
    await new Promise((r) => strace.once('exit', r));
    const text = fs.readFileSync(path.join(dir, 'strace.txt'), 'utf8');
    const counts: Record<string, number> = {};
    for (const l of text.split('\n')) {
      const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$/.exec(l);
      if (m) counts[m[2]!] = round(Number(m[1]) / N / (paths.length - 1), 2);
    }
    Object.assign(result, { relay_syscalls_per_call: counts });
  }
  for (const p of paths) p.child?.stdin!.end();
  direct.destroy();
  await Promise.all(paths.filter((p) => p.child).map((p) => new Promise((r) => (p.child!.exitCode !== null ? r(null) : p.child!.once('exit', r)))));
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });

  if (JSON_OUT) process.stdout.write(JSON.stringify(result) + '\n');
  else {
    log(`${N} calls of ${line.length} bytes each way, load ${load0.join(' ')} → ${load1.join(' ')}; client CPU ${result.client_cpu_us_per_round} µs per round`);
    for (const p of result.paths) log(`  ${JSON.stringify(p)}`);
    if ('relay_syscalls_per_call' in result) log(`  syscalls per call per relay: ${JSON.stringify((result as { relay_syscalls_per_call: unknown }).relay_syscalls_per_call)}`);
  }
}

await main();
