// Airlock benchmarks. See bench/README.md.
//
//   npm run bench                        full run (1,000,000-step fill; several minutes)
//   npm run bench -- --quick             ~35 s, smaller samples and a 10,000-step fill
//   npm run -s bench -- --quick --json   one JSON object on stdout (progress on stderr)
//   npm run bench -- --quick --governed  the same with every agent under a governance profile
//
// Everything runs against the real thing: `airlock serve --console jsonl`
// (built CLI, `npm run -s build:cli` first) in a temporary AIRLOCK_HOME, real
// `airlock bridge` processes, the real MCP SDK client. Results are also
// written to bench/results/<date>-<quick|full>.json.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { SocketClientTransport } from '../src/main/mcp/socket-client-transport';
import type { PolicyInput } from '../src/main/core/policy';
import { CLI, ROOT, tempHome } from '../test/integration/helpers/serve';
import { runGatewayBench } from './gateway';
import { runHookBench } from './hook';
import { RawMcpClient } from './lib/raw-client';
import { BenchServe } from './lib/serve';
import { loadAverage, machine, median, round, sleep, summarize, type LatencySummary } from './lib/stats';
import { durabilitySetting } from '../src/main/store/durability';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The MCP-AQL reference adapter's step p50 with the same SDK client loop, the
 * one figure the bench does not measure (issue 18 keeps it as filed): the
 * issue measured the adapter ~13x slower than Airlock's step through the
 * bridge when Airlock's was 1.144 ms (BENCHMARKS.md, full run of 2026-11-22),
 * so 13 x 1.144 ms.
 */
const REFERENCE_ADAPTER_STEP_P50_MS = 14.87;

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const JSON_OUT = args.has('--json');

const CONFIG = QUICK
  ? { latencyWarmup: 200, latencyN: 1500, tpWarmupMs: 300, tpMs: 2500, fillSteps: 10_000, startupRuns: 5, idleSettleMs: 1000, bigStartupRuns: 2 }
  : { latencyWarmup: 1000, latencyN: 10_000, tpWarmupMs: 1000, tpMs: 10_000, fillSteps: 1_000_000, startupRuns: 10, idleSettleMs: 3000, bigStartupRuns: 5 };

/** A policy under which the benchmark's steps are plain advisory steps:
 *  no step limit in the way, loop detection on as usual (hints differ). */
export const BENCH_POLICY: PolicyInput = { mode: 'enforcing', maxAutonomousSteps: 100_000, gateway: { sessionStepLimit: 1_000_000 } };
/** `--governed`: every agent under a governance profile (issue 17) that runs
 *  every procedure on every step — budgets per session and day, iteration
 *  caps, loop detection, an oversight trigger, the anomaly baseline, a phase
 *  grant — with limits the benchmark never reaches. */
export const GOVERNED_POLICY: PolicyInput = {
  ...BENCH_POLICY,
  agents: {
    '*': {
      permissions: { resource_limits: { budget: { tokens: { per_session: 1e12, per_day: 1e12 }, cost_usd: { per_session: 1e9, per_day: 1e9 }, wall_clock_sec: { per_session: 1e9 } } } },
      runtime: { tool_invocation: { max_iterations: 10_000_000, max_tool_calls_per_session: 10_000_000, loop_detection: { window: 10, repeats: 11 } } },
      human_oversight: { triggers: [{ name: 'never', when: { cost_usd_over: 1e9 } }] },
      anomaly_baseline: { expected_tools: ['*'], cost_per_session_usd: { max: 1e9 }, data_classes: ['public', 'internal', 'confidential', 'restricted'] },
      phases: [{ name: 'all', tools: ['*'] }],
    },
  },
};
/** Steps per execution: the fill uses executions of 100 steps (so the history
 *  figures see a realistic number of executions); throughput loops keep one. */
const FILL_EXECUTION_STEPS = 100;
const EXECUTION_STEPS = 50_000;

const children = new Set<ChildProcess>();
const serves = new Set<BenchServe>();
const homes = new Set<string>();
function cleanup(): void {
  for (const s of serves) s.kill();
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const GOVERNED = args.has('--governed');

function newHome(): string {
  const home = tempHome(GOVERNED ? GOVERNED_POLICY : BENCH_POLICY);
  homes.add(home);
  return home;
}

async function startServe(home: string): Promise<BenchServe> {
  const serve = await BenchServe.start(home);
  serves.add(serve);
  return serve;
}

async function stopServe(serve: BenchServe): Promise<void> {
  await serve.stop();
  serves.delete(serve);
}

const hintFor = (agent: string, i: number): string => `read file src/${agent}/module-${i % 997}/part-${i}.ts`;

// ------------------------------------------------------------------ startup

async function benchStartup(): Promise<{ startup_ms: number; startup_ms_max: number; runs: number[]; rss_mb_idle: number | null }> {
  const runs: number[] = [];
  let idle: number | null = null;
  for (let i = 0; i < CONFIG.startupRuns; i++) {
    const home = newHome();
    const serve = await startServe(home);
    runs.push(round(serve.startupMs, 1));
    if (i === 0) {
      await sleep(CONFIG.idleSettleMs);
      idle = serve.memory()?.rssMb ?? null;
    }
    await stopServe(serve);
    fs.rmSync(home, { recursive: true, force: true });
    homes.delete(home);
  }
  return { startup_ms: round(median(runs), 1), startup_ms_max: round(Math.max(...runs), 1), runs, rss_mb_idle: idle === null ? null : round(idle, 1) };
}

// ------------------------------------------------------------------ latency

async function startEcho(socketPath: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'echo-server.ts'), socketPath], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('echo server did not start')), 20_000);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (chunk.includes('"ready"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('echo server exited')));
  });
  return child;
}

async function sdkDirect(socketPath: string, name: string): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(new SocketClientTransport(socketPath));
  return client;
}

async function sdkBridge(socketPath: string, name: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'bridge', '--socket', socketPath],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>) },
    stderr: 'pipe',
  });
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transport);
  return client;
}

interface PathResult {
  step: LatencySummary;
  echo: LatencySummary;
  ratio_p50: number;
  ratio_p90: number;
  ratio_p99: number;
  steps_acknowledged: number;
}

/** Interleaved: each round times one echo call and one step call (order
 *  alternating), so drift in machine load hits both series alike. */
async function measurePath(stepClient: Client, echoClient: Client, agent: string): Promise<PathResult> {
  const stepNs: number[] = [];
  const echoNs: number[] = [];
  let acknowledged = 0;
  let continued = 0;
  const total = CONFIG.latencyWarmup + CONFIG.latencyN;
  for (let i = 0; i < total; i++) {
    const stepArgs = { operation: 'record_execution_step', params: { element_name: agent, nextActionHint: hintFor(agent, i) } };
    const timeEcho = async (): Promise<void> => {
      const t0 = process.hrtime.bigint();
      const r = await echoClient.callTool({ name: 'echo', arguments: stepArgs });
      const dt = Number(process.hrtime.bigint() - t0);
      if (r.isError) throw new Error('echo failed');
      if (i >= CONFIG.latencyWarmup) echoNs.push(dt);
    };
    const timeStep = async (): Promise<void> => {
      const t0 = process.hrtime.bigint();
      const r = (await stepClient.callTool({ name: 'mcp_aql_create', arguments: stepArgs })) as { structuredContent?: { success?: boolean; data?: { directive?: { continue?: boolean } } } };
      const dt = Number(process.hrtime.bigint() - t0);
      if (!r.structuredContent?.success) throw new Error(`step failed: ${JSON.stringify(r).slice(0, 300)}`);
      acknowledged++;
      if (r.structuredContent.data?.directive?.continue) continued++;
      if (i >= CONFIG.latencyWarmup) stepNs.push(dt);
    };
    if (i % 2 === 0) {
      await timeEcho();
      await timeStep();
    } else {
      await timeStep();
      await timeEcho();
    }
  }
  if (continued !== acknowledged) throw new Error(`only ${continued} of ${acknowledged} benchmark steps were plain "continue" steps`);
  const step = summarize(stepNs);
  const echo = summarize(echoNs);
  return {
    step,
    echo,
    ratio_p50: round(step.p50_ms / echo.p50_ms, 2),
    ratio_p90: round(step.p90_ms / echo.p90_ms, 2),
    ratio_p99: round(step.p99_ms / echo.p99_ms, 2),
    steps_acknowledged: acknowledged,
  };
}

function countSteps(home: string, where: string, ...params: unknown[]): number {
  const db = new Database(path.join(home, 'airlock.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM steps ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function benchLatency(serve: BenchServe, echoSocket: string): Promise<{ direct: PathResult; bridge: PathResult; recorded_ok: boolean }> {
  const directStep = await sdkDirect(serve.socketPath, 'bench-latency-direct');
  const directEcho = await sdkDirect(echoSocket, 'bench-latency-direct');
  log(`latency: direct socket, ${CONFIG.latencyWarmup} warm-up + ${CONFIG.latencyN} interleaved step/echo calls`);
  const direct = await measurePath(directStep, directEcho, 'lat-direct');
  await directStep.close();
  await directEcho.close();

  const bridgeStep = await sdkBridge(serve.socketPath, 'bench-latency-bridge');
  const bridgeEcho = await sdkBridge(echoSocket, 'bench-latency-bridge');
  log(`latency: through airlock bridge, ${CONFIG.latencyWarmup} warm-up + ${CONFIG.latencyN} interleaved step/echo calls`);
  const bridge = await measurePath(bridgeStep, bridgeEcho, 'lat-bridge');
  await bridgeStep.close();
  await bridgeEcho.close();

  const recordedDirect = countSteps(serve.home, 'WHERE agent = ? AND client = ?', 'lat-direct', 'bench-latency-direct');
  const recordedBridge = countSteps(serve.home, 'WHERE agent = ? AND client = ?', 'lat-bridge', 'bench-latency-bridge');
  const recorded_ok = recordedDirect === direct.steps_acknowledged && recordedBridge === bridge.steps_acknowledged;
  if (!recorded_ok) log(`!! recorded ${recordedDirect}/${direct.steps_acknowledged} direct, ${recordedBridge}/${bridge.steps_acknowledged} bridge`);
  return { direct, bridge, recorded_ok };
}

// ------------------------------------------------------------------ throughput

interface AgentLoop {
  client: RawMcpClient;
  name: string;
  agent: string;
  executionId: string;
  inExecution: number;
  sent: number;
  ok: number;
  failures: number;
}

async function openAgents(socketPath: string, prefix: string, n: number): Promise<AgentLoop[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const name = `${prefix}-client-${i}`;
      const agent = `${prefix}-agent-${i}`;
      const client = await RawMcpClient.open(socketPath, name);
      const loop: AgentLoop = { client, name, agent, executionId: '', inExecution: 0, sent: 0, ok: 0, failures: 0 };
      await newExecution(loop);
      return loop;
    }),
  );
}

async function newExecution(loop: AgentLoop): Promise<void> {
  const { envelope } = await loop.client.callTool('mcp_aql_execute', { operation: 'execute_agent', params: { element_name: loop.agent, goal: 'benchmark' } });
  if (!envelope?.success) throw new Error(`execute_agent failed: ${JSON.stringify(envelope?.error)}`);
  loop.executionId = String(envelope.data!.execution_id);
  loop.inExecution = 0;
}

/** Every agent reports steps back to back (one in flight each) until `until()` says stop. */
async function drive(loops: AgentLoop[], until: () => boolean, onStep?: () => void, executionSteps = EXECUTION_STEPS): Promise<void> {
  await Promise.all(
    loops.map(async (loop) => {
      while (!until()) {
        if (loop.inExecution >= executionSteps) await newExecution(loop);
        const i = loop.sent++;
        const { envelope } = await loop.client.step(loop.agent, hintFor(loop.agent, i), { execution_id: loop.executionId });
        loop.inExecution++;
        if (envelope?.success && envelope.data?.directive?.continue === true) loop.ok++;
        else {
          loop.failures++;
          if (loop.failures > 10) throw new Error(`agent ${loop.agent}: repeated failures: ${JSON.stringify(envelope).slice(0, 300)}`);
        }
        onStep?.();
      }
    }),
  );
}

interface ThroughputResult {
  agents: number;
  steps: number;
  seconds: number;
  steps_per_s: number;
  recorded_ok: boolean;
  /** CPU time of airlock serve per step during the timed window (load-independent). */
  serve_cpu_ms_per_step: number | null;
  /** CPU time of this bench process (the agents' raw clients) per step in the same window: what the
   *  load generator itself takes from the same cores. */
  bench_cpu_ms_per_step: number;
}

async function benchThroughput(serve: BenchServe, agents: number): Promise<ThroughputResult> {
  const loops = await openAgents(serve.socketPath, `tp${agents}`, agents);
  let deadline = Date.now() + CONFIG.tpWarmupMs;
  await drive(loops, () => Date.now() >= deadline);
  const before = loops.map((l) => l.ok);
  const cpu0 = serve.cpuMs();
  const own0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  deadline = Date.now() + CONFIG.tpMs;
  await drive(loops, () => Date.now() >= deadline);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = serve.cpuMs();
  const own = process.cpuUsage(own0);
  const steps = loops.reduce((sum, l, i) => sum + l.ok - before[i]!, 0);
  let recorded_ok = true;
  for (const l of loops) {
    const rows = countSteps(serve.home, 'WHERE client = ? AND agent = ?', l.name, l.agent);
    if (rows !== l.sent || l.failures > 0) {
      recorded_ok = false;
      log(`!! ${l.name}: ${rows} rows for ${l.sent} steps sent (${l.failures} failures)`);
    }
  }
  for (const l of loops) l.client.close();
  const serve_cpu_ms_per_step = cpu0 !== null && cpu1 !== null && steps > 0 ? round((cpu1 - cpu0) / steps, 3) : null;
  const bench_cpu_ms_per_step = steps > 0 ? round((own.user + own.system) / 1000 / steps, 3) : 0;
  return { agents, steps, seconds: round(seconds, 2), steps_per_s: Math.round(steps / seconds), recorded_ok, serve_cpu_ms_per_step, bench_cpu_ms_per_step };
}

// ------------------------------------------------------------------ fill + memory

async function benchFill(serve: BenchServe, target: number): Promise<{ total_steps: number; seconds: number; steps_per_s: number; rss_samples: Array<[number, number]> }> {
  const already = countSteps(serve.home, '');
  const loops = await openAgents(serve.socketPath, 'fill', 32);
  let done = already;
  const samples: Array<[number, number]> = [];
  let nextSample = already;
  const every = Math.max(10_000, Math.floor(target / 20));
  const t0 = process.hrtime.bigint();
  await drive(
    loops,
    () => done >= target,
    () => {
      done++;
      if (done >= nextSample) {
        nextSample += every;
        const mem = serve.memory();
        if (mem) samples.push([done, round(mem.rssMb, 1)]);
        log(`fill: ${done.toLocaleString('en-US')} steps, serve RSS ${mem ? round(mem.rssMb, 1) : '?'} MB`);
      }
    },
    FILL_EXECUTION_STEPS,
  );
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  for (const l of loops) l.client.close();
  const total = countSteps(serve.home, '');
  return { total_steps: total, seconds: round(seconds, 1), steps_per_s: Math.round((total - already) / seconds), rss_samples: samples };
}

function dbBytes(home: string): number {
  let total = 0;
  for (const f of ['airlock.db', 'airlock.db-wal', 'airlock.db-shm']) {
    try {
      total += fs.statSync(path.join(home, f)).size;
    } catch {
      // absent
    }
  }
  return total;
}

// ------------------------------------------------------------------ history (bench/history.ts, when present)

async function benchHistory(home: string, steps: number): Promise<Record<string, unknown>> {
  const file = path.join(BENCH_DIR, 'history.ts');
  if (!fs.existsSync(file)) return { status: 'missing', note: 'bench/history.ts is not in this tree yet; no history figures' };
  const mod = (await import(pathToFileURL(file).href)) as { runHistoryBench?: (options: Record<string, unknown>) => Promise<unknown> | unknown };
  if (typeof mod.runHistoryBench !== 'function') return { status: 'missing', note: 'bench/history.ts does not export runHistoryBench' };
  try {
    const result = await mod.runHistoryBench({ quick: QUICK, home, dbFile: path.join(home, 'airlock.db'), steps, log });
    return { status: 'ok', ...(typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : { result }) };
  } catch (error) {
    return { status: 'failed', note: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  }
}

/** The slowest list/search query's p95 in the history result, or null. */
function worstP95(history: Record<string, unknown>): number | null {
  const queries = (history as { queries?: Array<{ name: string; p95_ms: number }> }).queries;
  if (!Array.isArray(queries)) return null;
  const goal = queries.filter((q) => q.name.startsWith('list') || q.name.startsWith('search'));
  return goal.length ? Math.max(...goal.map((q) => q.p95_ms)) : null;
}

/** One named query's p95 in the history result, or null. */
function queryP95(history: Record<string, unknown>, name: string): number | null {
  const queries = (history as { queries?: Array<{ name: string; p95_ms: number }> }).queries;
  return Array.isArray(queries) ? (queries.find((q) => q.name === name)?.p95_ms ?? null) : null;
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  const started = new Date();
  const loadStart = loadAverage();
  log(`${QUICK ? 'quick' : 'full'} run; load average ${loadStart.join(' ')}`);
  if (!fs.existsSync(path.join(ROOT, 'out', 'cli', 'airlock.mjs'))) throw new Error('out/cli/airlock.mjs is missing: run `npm run -s build:cli` first');
  if (!fs.existsSync(path.join(ROOT, 'out', 'hook', 'airlock-hook.mjs'))) throw new Error('out/hook/airlock-hook.mjs is missing: run `npm run -s build:cli` first');

  log(`startup: ${CONFIG.startupRuns} cold starts on fresh homes`);
  const startup = await benchStartup();

  const home = newHome();
  const serve = await startServe(home);
  const echoSocket = path.join(home, 'run', 'echo.sock');
  const echo = await startEcho(echoSocket);
  const latency = await benchLatency(serve, echoSocket);
  echo.kill('SIGTERM');

  const gateway = await runGatewayBench({
    home,
    socketPath: serve.socketPath,
    warmup: CONFIG.latencyWarmup,
    n: CONFIG.latencyN,
    log,
    countSteps: (where, ...params) => countSteps(home, where, ...params),
    serveCpuMs: () => serve.cpuMs(),
  });

  const throughput: ThroughputResult[] = [];
  for (const n of [1, 8, 32]) {
    log(`throughput: ${n} concurrent agent connection(s), ${CONFIG.tpMs / 1000} s`);
    throughput.push(await benchThroughput(serve, n));
  }

  log(`fill: 32 agents until ${CONFIG.fillSteps.toLocaleString('en-US')} steps are recorded`);
  const fill = await benchFill(serve, CONFIG.fillSteps);
  await sleep(CONFIG.idleSettleMs);
  const memAfter = serve.memory();
  await stopServe(serve); // SIGTERM: closes the database (WAL checkpointed)
  const steps = countSteps(home, '');
  const bytes = dbBytes(home);

  log(`startup on the filled database (${steps.toLocaleString('en-US')} steps), ${CONFIG.bigStartupRuns} runs`);
  const bigRuns: number[] = [];
  for (let i = 0; i < CONFIG.bigStartupRuns; i++) {
    const s = await startServe(home);
    bigRuns.push(round(s.startupMs, 1));
    await stopServe(s);
  }

  log('history');
  const history = await benchHistory(home, steps);
  // AIRLOCK_BENCH_KEEP_DB=<file>: keep a copy of the filled database (for bench/history.ts and EXPLAIN on the same data).
  const keep = process.env.AIRLOCK_BENCH_KEEP_DB;
  if (keep) {
    const db = new Database(path.join(home, 'airlock.db'));
    try {
      await db.backup(keep);
    } finally {
      db.close();
    }
    log(`kept the filled database as ${keep}`);
  }

  const hook = await runHookBench({ quick: QUICK, log });

  const tp = (n: number): ThroughputResult | undefined => throughput.find((t) => t.agents === n);
  const result = {
    kind: QUICK ? 'quick' : 'full',
    ...(GOVERNED ? { governed: true } : {}),
    date: started.toISOString(),
    machine: { ...machine(), load_avg_start: loadStart, load_avg_end: loadAverage() },
    step_echo_ratio_p50: latency.direct.ratio_p50,
    step_echo_ratio_p50_bridge: latency.bridge.ratio_p50,
    step_p50_direct_ms: latency.direct.step.p50_ms,
    step_p99_direct_ms: latency.direct.step.p99_ms,
    step_p50_bridge_ms: latency.bridge.step.p50_ms,
    step_p99_bridge_ms: latency.bridge.step.p99_ms,
    reference_adapter_step_p50_ms: REFERENCE_ADAPTER_STEP_P50_MS,
    faster_than_reference_adapter: round(REFERENCE_ADAPTER_STEP_P50_MS / latency.bridge.step.p50_ms, 1),
    durability: durabilitySetting(),
    echo_p99_bridge_ms: latency.bridge.echo.p99_ms,
    gateway_overhead_p50_ms: gateway.overhead_p50_ms,
    gateway_read_p50_direct_ms: gateway.direct.p50_ms,
    gateway_read_p50_wrapped_ms: gateway.wrapped.p50_ms,
    steps_per_s_1: tp(1)?.steps_per_s,
    steps_per_s_8: tp(8)?.steps_per_s,
    steps_per_s_32: tp(32)?.steps_per_s,
    serve_cpu_ms_per_step_32: tp(32)?.serve_cpu_ms_per_step ?? null,
    bench_cpu_ms_per_step_32: tp(32)?.bench_cpu_ms_per_step ?? null,
    rss_mb_idle: startup.rss_mb_idle,
    rss_mb_after_fill: memAfter ? round(memAfter.rssMb, 1) : null,
    rss_mb_peak_fill: memAfter ? round(memAfter.peakMb, 1) : null,
    fill_steps: steps,
    db_bytes: bytes,
    db_bytes_per_step: round(bytes / steps, 1),
    startup_ms: startup.startup_ms,
    startup_ms_filled_db: round(median(bigRuns), 1),
    all_recorded: latency.recorded_ok && throughput.every((t) => t.recorded_ok) && gateway.steps_recorded === gateway.calls_wrapped,
    hook_vs_node: hook.hook_vs_node,
    hook_vs_node_by_client: Object.fromEntries(Object.entries(hook.clients).map(([client, c]) => [client, c.hook_vs_node])),
    hook_ms_p50: hook.hook_ms_p50,
    node_ms_p50: hook.node_ms_p50,
    hook_replay_not_allowed: hook.replay.not_allowed,
    history_worst_p95_ms: worstP95(history),
    history_prefix3_p95_ms: queryP95(history, 'search: prefix (3 letters)'),
    history_all_under_goal: (history as { all_under_goal?: boolean }).all_under_goal ?? null,
    history,
    details: {
      config: CONFIG,
      note: QUICK ? `quick run: the memory figure is after ${CONFIG.fillSteps.toLocaleString('en-US')} recorded steps, not 1,000,000` : undefined,
      durability: `every step is committed (step + directive + audit row; the steps of one event-loop turn in one transaction) before its reply; WAL; durability ${durabilitySetting()} (src/main/store/durability.ts): ${
        { decisions: 'every commit but plain go-ahead steps is fsynced before its replies', full: 'every commit is fsynced before its replies', normal: 'no fsync per commit' }[durabilitySetting()]
      }`,
      latency,
      gateway,
      throughput,
      fill,
      startup,
      startup_filled_db_runs: bigRuns,
      hook,
    },
  };

  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `${started.toISOString().slice(0, 16).replace(':', '')}Z-${QUICK ? 'quick' : 'full'}${GOVERNED ? '-governed' : ''}.json`);
  fs.writeFileSync(outFile, JSON.stringify(result, null, 2) + '\n');
  log(`results written to ${path.relative(ROOT, outFile)}`);

  if (JSON_OUT) {
    process.stdout.write(JSON.stringify(result) + '\n');
  } else {
    const rows: Array<[string, unknown, string]> = [
      ['step/echo ratio p50 (direct socket)', result.step_echo_ratio_p50, 'goal <= 1.3'],
      ['step/echo ratio p50 (through bridge)', result.step_echo_ratio_p50_bridge, 'goal <= 1.3'],
      ['step p50 / p99 direct (ms)', `${result.step_p50_direct_ms} / ${result.step_p99_direct_ms}`, ''],
      ['step p50 / p99 through bridge (ms)', `${result.step_p50_bridge_ms} / ${result.step_p99_bridge_ms}`, 'goal p99 < 2 ms'],
      ['step p50: times faster than the reference adapter', `${result.faster_than_reference_adapter} (its p50 ${REFERENCE_ADAPTER_STEP_P50_MS} ms, as filed)`, 'goal >= 30'],
      ['durability (AIRLOCK_SYNCHRONOUS)', result.durability, ''],
      ['gateway read p50 direct / wrapped (ms)', `${result.gateway_read_p50_direct_ms} / ${result.gateway_read_p50_wrapped_ms}`, ''],
      ['gateway overhead p50 (ms)', result.gateway_overhead_p50_ms, 'goal <= 1'],
      ['steps/s at 1 / 8 / 32 agents', `${result.steps_per_s_1} / ${result.steps_per_s_8} / ${result.steps_per_s_32}`, 'goal >= 5,000 at 32'],
      ['RSS idle (MB)', result.rss_mb_idle, ''],
      [`RSS after ${steps.toLocaleString('en-US')} steps (MB)`, result.rss_mb_after_fill, 'goal < 150 after 1M'],
      ['database bytes per step', result.db_bytes_per_step, ''],
      ['startup to socket ready (ms, median)', result.startup_ms, 'goal < 500'],
      ['startup on the filled database (ms)', result.startup_ms_filled_db, ''],
      ['every step recorded', result.all_recorded, ''],
      ['client hook / node -e 0 (median wall)', `${result.hook_vs_node} (${result.hook_ms_p50} / ${result.node_ms_p50} ms)`, 'goal <= 1.5'],
      ...Object.entries(hook.clients).map(([client, c]): [string, unknown, string] => [`  ${client} hook / node -e 0`, `${c.hook_vs_node} (${c.hook_ms_p50} ms)`, 'goal <= 1.5']),
      [`coding session replay: calls not allowed`, `${hook.replay.not_allowed} of ${hook.replay.calls}`, 'goal 0'],
      ['history: slowest list/search p95 (ms)', result.history_worst_p95_ms ?? String(history.status), 'goal < 100 ms each'],
      [`history: 3-letter prefix search p95 (ms, ${steps.toLocaleString('en-US')} steps)`, result.history_prefix3_p95_ms ?? String(history.status), 'goal < 100 ms on 1M'],
    ];
    process.stdout.write(`\nAirlock benchmarks (${result.kind}), ${result.date}\n`);
    process.stdout.write(`machine: ${JSON.stringify(result.machine)}\n\n`);
    for (const [k, v, goal] of rows) process.stdout.write(`  ${k.padEnd(42)} ${String(v).padEnd(24)} ${goal}\n`);
  }
  cleanup();
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  cleanup();
  process.exit(1);
});
