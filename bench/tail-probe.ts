// Where a do-nothing call's tail comes from (perf18). Times calls of the bare
// echo (bench/echo-server.ts) and of record_execution_step the way bench/run.ts
// does (interleaved, alternating order), with four clients: the SDK's Client
// or a raw line client, straight on the socket or through `airlock bridge`.
// For every call it also records, outside the timed window, the run-queue
// wait (/proc/<pid>/schedstat, field 2: time runnable but not running) of
// each process on the path, and every process's GC pauses (a preloaded
// observer, bench/lib/trace-preload.mjs). A slow call is then attributed to
// what overlapped it: a GC in the client or a child, a wait for a CPU, or
// neither.
//
//   node --import tsx bench/tail-probe.ts [--n 3000] [--warm 500] [--modes sdk-direct,raw-direct,sdk-bridge,raw-bridge] [--json]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { SocketClientTransport } from '../src/main/mcp/socket-client-transport';
import { CLI as BUILT_CLI, ROOT, tempHome } from '../test/integration/helpers/serve';
import { BenchServe } from './lib/serve';
// bench/run.ts's BENCH_POLICY (importing run.ts would start the bench): the steps stay plain advisory steps.
const BENCH_POLICY = { mode: 'enforcing' as const, maxAutonomousSteps: 100_000, gateway: { sessionStepLimit: 1_000_000 } };
import { loadAverage, round } from './lib/stats';
import { lineClient } from './lib/line-client';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? String(argv[i + 1]) : fallback;
};
const N = Number(opt('n', '3000'));
const WARM = Number(opt('warm', '500'));
const MODES = opt('modes', 'sdk-direct,raw-direct,sdk-bridge,raw-bridge').split(',');
const JSON_OUT = argv.includes('--json');
// AIRLOCK_BENCH_CLI: another build of the command (serve and bridge), e.g. a base copy under out/cli/ for A/B runs.
const CLI = process.env.AIRLOCK_BENCH_CLI ?? BUILT_CLI;
const log = (s: string): void => void process.stderr.write(s + '\n');

const traceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-tail-'));
const PRELOAD = path.join(ROOT, 'bench', 'lib', 'trace-preload.mjs');
const childEnv = { ...process.env, AIRLOCK_TRACE_DIR: traceDir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim() };

// The probe's own GC pauses.
const origin = performance.timeOrigin;
const ownGc: Array<[number, number]> = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) ownGc.push([origin + e.startTime, e.duration]);
}).observe({ entryTypes: ['gc'] });
const now = (): number => origin + performance.now();

function runDelayNs(pid: number | 'self'): number {
  try {
    const text = fs.readFileSync(pid === 'self' ? '/proc/thread-self/schedstat' : `/proc/${pid}/schedstat`, 'latin1');
    return Number(text.split(' ')[1]);
  } catch {
    return 0;
  }
}

/** CPU time (ns) the threads of a process other than its main thread have run so far (V8's GC helpers, libuv's pool, serve's checkpoint worker). */
function sideThreadsCpuNs(pid: number): number {
  let total = 0;
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      if (tid === String(pid)) continue;
      try {
        total += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'latin1').split(' ')[0]);
      } catch {
        // the thread ended
      }
    }
  } catch {
    return 0;
  }
  return total;
}

interface Caller {
  call(name: string, args: Record<string, unknown>): Promise<boolean>;
  /** pid of the bridge on the path, if any */
  bridgePid?: number;
  close(): Promise<void>;
}

async function sdkCaller(socket: string, bridge: boolean, name: string): Promise<Caller> {
  const client = new Client({ name, version: '1.0.0' });
  let bridgePid: number | undefined;
  if (bridge) {
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'bridge', '--socket', socket], cwd: ROOT, env: childEnv as Record<string, string>, stderr: 'pipe' });
    await client.connect(transport);
    bridgePid = transport.pid ?? undefined;
  } else {
    await client.connect(new SocketClientTransport(socket));
  }
  return {
    bridgePid,
    async call(tool, args) {
      const r = (await client.callTool({ name: tool, arguments: args })) as { isError?: boolean };
      if (r.isError) log(JSON.stringify(r).slice(0, 400));
      return r.isError !== true;
    },
    close: () => client.close(),
  };
}

/** A raw newline-JSON-RPC client on a socket or on a bridge child's stdio. */
async function rawCaller(socket: string, bridge: boolean, name: string): Promise<Caller> {
  let out: Writable;
  let input: Readable;
  let child: ChildProcess | undefined;
  let sock: import('node:net').Socket | undefined;
  if (bridge) {
    child = spawn(process.execPath, [CLI, 'bridge', '--socket', socket], { cwd: ROOT, env: childEnv, stdio: ['pipe', 'pipe', 'ignore'] });
    out = child.stdin!;
    input = child.stdout!;
  } else {
    const net = await import('node:net');
    sock = net.connect(socket);
    await new Promise<void>((resolve, reject) => {
      sock!.once('connect', () => resolve());
      sock!.once('error', reject);
    });
    out = sock;
    input = sock;
  }
  const request = lineClient(out, input);
  await request('initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name, version: '1.0.0' } });
  out.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  return {
    bridgePid: child?.pid,
    async call(tool, args) {
      const line = await request('tools/call', { name: tool, arguments: args });
      return !line.includes('"isError":true');
    },
    async close() {
      if (child) {
        child.stdin!.end();
        await new Promise((r) => child!.once('exit', r));
      } else sock!.destroy();
    },
  };
}

function startEcho(socketPath: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'echo-server.ts'), socketPath], { cwd: ROOT, env: childEnv, stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (chunk.includes('"ready"')) resolve(child);
    });
    child.once('exit', () => reject(new Error('echo server exited')));
  });
}

interface Sample {
  kind: 'echo' | 'step';
  t0: number;
  t1: number;
  /** run-queue wait during the call, ns: client, bridge, server */
  wait: [number, number, number];
  /** CPU time of serve's side threads (its checkpoint worker, GC helpers) during the call, ns — for echo calls too */
  serveSide: number;
}

async function measure(mode: string, serve: BenchServe, echoPid: number, echoSocket: string): Promise<Sample[]> {
  const bridge = mode.endsWith('bridge');
  const make = mode.startsWith('sdk') ? sdkCaller : rawCaller;
  const step = await make(serve.socketPath, bridge, `tail-${mode}`);
  const echo = await make(echoSocket, bridge, `tail-${mode}`);
  const samples: Sample[] = [];
  const agent = mode.endsWith("bridge") ? "lat-bridge" : "lat-direct"; // the bench's agents and hints (others can pause)
  const one = async (kind: 'echo' | 'step', i: number): Promise<void> => {
    const caller = kind === 'echo' ? echo : step;
    const serverPid = kind === 'echo' ? echoPid : serve.pid;
    const args = { operation: 'record_execution_step', params: { element_name: agent, nextActionHint: `read file src/${agent}/module-${i % 997}/part-${i}.ts` } };
    const w0c = runDelayNs('self');
    const w0b = caller.bridgePid ? runDelayNs(caller.bridgePid) : 0;
    const w0s = runDelayNs(serverPid);
    const side0 = sideThreadsCpuNs(serve.pid);
    const t0 = now();
    const ok = await caller.call(kind === 'echo' ? 'echo' : 'mcp_aql_create', args);
    const t1 = now();
    const side1 = sideThreadsCpuNs(serve.pid);
    const w1s = runDelayNs(serverPid);
    const w1b = caller.bridgePid ? runDelayNs(caller.bridgePid) : 0;
    const w1c = runDelayNs('self');
    if (!ok) throw new Error(`${kind} failed`);
    if (i >= WARM) samples.push({ kind, t0, t1, wait: [w1c - w0c, w1b - w0b, w1s - w0s], serveSide: side1 - side0 });
  };
  for (let i = 0; i < WARM + N; i++) {
    if (i % 2 === 0) {
      await one('echo', i);
      await one('step', i);
    } else {
      await one('step', i);
      await one('echo', i);
    }
  }
  await step.close();
  await echo.close();
  return samples;
}

const pct = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

type Pause = [number, number]; // start, duration (ms, absolute)
function overlaps(pauses: Pause[], t0: number, t1: number): number {
  let total = 0;
  for (const [s, d] of pauses) {
    const e = s + d;
    if (e > t0 && s < t1) total += Math.min(e, t1) - Math.max(s, t0);
  }
  return total;
}

function analyse(mode: string, samples: Sample[], childGc: Map<string, Pause[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kind of ['echo', 'step'] as const) {
    const s = samples.filter((x) => x.kind === kind);
    const lat = s.map((x) => x.t1 - x.t0);
    const sorted = [...lat].sort((a, b) => a - b);
    const p50 = pct(sorted, 0.5);
    const p99 = pct(sorted, 0.99);
    const slowCut = pct(sorted, 0.98);
    const slow = s.filter((x) => x.t1 - x.t0 >= slowCut);
    const server = kind === 'echo' ? 'echo' : 'serve';
    const tally = { client_gc: 0, bridge_gc: 0, server_gc: 0, cpu_wait_over_0_3ms: 0, none: 0 };
    let gcMs = 0;
    let waitMs = 0;
    const waitBy = [0, 0, 0];
    let slowMs = 0;
    for (const x of slow) {
      const c = overlaps(ownGc, x.t0, x.t1);
      const b = mode.endsWith('bridge') ? overlaps(childGc.get('bridge') ?? [], x.t0, x.t1) : 0;
      const v = overlaps(childGc.get(server) ?? [], x.t0, x.t1);
      const wait = (x.wait[0] + x.wait[1] + x.wait[2]) / 1e6;
      if (c > 0) tally.client_gc++;
      if (b > 0) tally.bridge_gc++;
      if (v > 0) tally.server_gc++;
      if (wait > 0.3) tally.cpu_wait_over_0_3ms++;
      if (c === 0 && b === 0 && v === 0 && wait <= 0.3) tally.none++;
      gcMs += c + b + v;
      for (let k = 0; k < 3; k++) waitBy[k] = (waitBy[k] ?? 0) + (x.wait[k] ?? 0) / 1e6;
      waitMs += wait;
      slowMs += x.t1 - x.t0 - p50;
    }
    // p99 with every call that overlapped a GC or waited > 0.3 ms for a CPU left out (to read, not to publish)
    const clean = s
      .filter((x) => overlaps(ownGc, x.t0, x.t1) === 0 && overlaps(childGc.get('bridge') ?? [], x.t0, x.t1) === 0 && overlaps(childGc.get(server) ?? [], x.t0, x.t1) === 0 && (x.wait[0] + x.wait[1] + x.wait[2]) / 1e6 <= 0.3)
      .map((x) => x.t1 - x.t0)
      .sort((a, b) => a - b);
    const waits = s.map((x) => (x.wait[0] + x.wait[1] + x.wait[2]) / 1e6).sort((a, b) => a - b);
    out[kind] = {
      n: s.length,
      p50_ms: round(p50, 4),
      p90_ms: round(pct(sorted, 0.9), 4),
      p99_ms: round(p99, 4),
      max_ms: round(sorted[sorted.length - 1] ?? NaN, 3),
      cpu_wait_p50_ms: round(pct(waits, 0.5), 4),
      cpu_wait_p99_ms: round(pct(waits, 0.99), 4),
      slowest_2pct: { n: slow.length, excess_over_p50_ms: round(slowMs, 2), gc_overlap_ms: round(gcMs, 2), cpu_wait_ms: round(waitMs, 2), cpu_wait_client_bridge_server_ms: waitBy.map((w) => round(w, 1)), ...tally },
      slowest_2pct_with_serve_side_threads_over_0_1ms: slow.filter((x) => x.serveSide > 1e5).length,
      serve_side_threads_ms_in_slowest: round(slow.reduce((a, x) => a + x.serveSide, 0) / 1e6, 2),
      serve_side_threads_ms_all: round(s.reduce((a, x) => a + x.serveSide, 0) / 1e6, 2),
      p99_without_client_gc_ms: round(pct(s.filter((x) => overlaps(ownGc, x.t0, x.t1) === 0).map((x) => x.t1 - x.t0).sort((a, b) => a - b), 0.99), 4),
      calls_with_client_gc: s.filter((x) => overlaps(ownGc, x.t0, x.t1) > 0).length,
      p99_without_gc_or_wait_ms: round(pct(clean, 0.99), 4),
      kept_without: clean.length,
    };
  }
  return out;
}

async function main(): Promise<void> {
  const load0 = loadAverage();
  const home = tempHome(BENCH_POLICY);
  // BenchServe spawns with process.env: the preload reaches serve through it (this process started without it).
  Object.assign(process.env, { AIRLOCK_TRACE_DIR: childEnv.AIRLOCK_TRACE_DIR, NODE_OPTIONS: childEnv.NODE_OPTIONS });
  const serve = await BenchServe.start(home);
  const echoSocket = path.join(home, 'run', 'echo.sock');
  const echo = await startEcho(echoSocket);
  const results: Record<string, unknown> = {};
  const allSamples: Array<[string, Sample[]]> = [];
  for (const mode of MODES) {
    log(`tail-probe: ${mode}, ${WARM} + ${N} interleaved echo/step calls`);
    allSamples.push([mode, await measure(mode, serve, echo.pid!, echoSocket)]);
  }
  echo.kill('SIGTERM');
  await new Promise((r) => echo.once('exit', r));
  await serve.stop();
  await new Promise((r) => setTimeout(r, 300));
  const childGc = new Map<string, Pause[]>();
  for (const f of fs.readdirSync(traceDir)) {
    const t = JSON.parse(fs.readFileSync(path.join(traceDir, f), 'utf8')) as { role: string; gc: Array<[number, number, number]> };
    const role = t.role === 'serve' ? 'serve' : t.role === 'bridge' ? 'bridge' : t.role.endsWith('echo-server.ts') ? 'echo' : t.role;
    const list = childGc.get(role) ?? [];
    for (const [s, d] of t.gc) list.push([s, d]);
    childGc.set(role, list);
  }
  for (const [mode, samples] of allSamples) results[mode] = analyse(mode, samples, childGc);
  const gcSummary: Record<string, unknown> = { probe: { n: ownGc.length, ms: round(ownGc.reduce((a, [, d]) => a + d, 0), 1), max_ms: round(Math.max(...ownGc.map(([, d]) => d)), 2) } };
  for (const [role, list] of childGc) gcSummary[role] = { n: list.length, ms: round(list.reduce((a, [, d]) => a + d, 0), 1), max_ms: round(Math.max(...list.map(([, d]) => d)), 2) };
  const report = { load_avg_start: load0, load_avg_end: loadAverage(), n: N, gc: gcSummary, modes: results };
  if (JSON_OUT) process.stdout.write(JSON.stringify(report) + '\n');
  else process.stdout.write(JSON.stringify(report, null, 1) + '\n');
  fs.rmSync(home, { recursive: true, force: true });
  fs.rmSync(traceDir, { recursive: true, force: true });
}

void main().catch((error: unknown) => {
  log(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
