// The MCP gateway's cost (issue 16 item 8): a read-only tool call through
// `airlock wrap` against the same call made to the server directly. The
// server is the published @modelcontextprotocol/server-memory (its
// read-only `read_graph`), started the same way on both paths; the client is
// the real MCP SDK client over stdio; the wrapper talks to the real
// `airlock serve` under test, and every call through it is a recorded step.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { SocketClientTransport } from '../src/main/mcp/socket-client-transport';
import { CLI, ROOT } from '../test/integration/helpers/serve';
import { procCpuMs } from './lib/serve';
import { round, summarize, type LatencySummary } from './lib/stats';

const MEMORY_SERVER = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

export interface GatewayBenchResult {
  server: string;
  tool: string;
  direct: LatencySummary;
  wrapped: LatencySummary;
  /**
   * The step alone: the same record_execution_step the wrapper sends for a
   * read_graph call, made straight to Airlock's socket by an SDK client. The
   * overhead is this round trip plus the relay's two extra stdio hops.
   */
  step_direct: LatencySummary;
  /** overhead p50 − step p50: what the relay itself adds (hops and the wrapper's work). */
  relay_share_p50_ms: number;
  /** wrapped − direct, per percentile (ms). */
  overhead_p50_ms: number;
  overhead_p90_ms: number;
  overhead_p99_ms: number;
  /** Calls through the wrapper that Airlock recorded as steps (must equal the calls made). */
  steps_recorded: number;
  calls_wrapped: number;
  goal_p50_ms: number;
  goal_met: boolean;
  /** CPU time per wrapped call (load-independent): the wrapper process, and airlock serve deciding and recording the step. */
  wrapper_cpu_ms_per_call: number | null;
  serve_cpu_ms_per_call: number | null;
}

async function stdioClient(command: string, args: string[], env: Record<string, string>, name: string): Promise<{ client: Client; pid: number | null }> {
  const transport = new StdioClientTransport({ command, args, cwd: ROOT, env: { ...(process.env as Record<string, string>), ...env }, stderr: 'pipe' });
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transport);
  return { client, pid: transport.pid };
}

export async function runGatewayBench(options: {
  home: string;
  socketPath: string;
  warmup: number;
  n: number;
  log(message: string): void;
  countSteps(where: string, ...params: unknown[]): number;
  serveCpuMs(): number | null;
}): Promise<GatewayBenchResult> {
  if (!fs.existsSync(MEMORY_SERVER)) throw new Error('@modelcontextprotocol/server-memory is not installed (npm install)');
  const env = { AIRLOCK_HOME: options.home, AIRLOCK_SOCKET: options.socketPath, MEMORY_FILE_PATH: path.join(options.home, 'memory.jsonl') };
  const { client: direct } = await stdioClient(process.execPath, [MEMORY_SERVER], env, 'bench-gateway-direct');
  const { client: wrapped, pid: wrapperPid } = await stdioClient(process.execPath, [...(process.env.AIRLOCK_WRAP_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []), CLI, 'wrap', '--name', 'memory', '--', process.execPath, MEMORY_SERVER], env, 'bench-gateway');
  const step = new Client({ name: 'bench-gateway-step', version: '1.0.0' });
  await step.connect(new SocketClientTransport(options.socketPath, 5000));
  await step.callTool({ name: 'mcp_aql_execute', arguments: { operation: 'execute_agent', params: { element_name: 'memory-step', gateway: { server: 'memory-step' } } } });
  const stepArgs = {
    operation: 'record_execution_step',
    params: {
      element_name: 'memory-step',
      nextActionHint: 'read_graph on MCP server "memory-step"',
      action: { tool: 'read_graph', server: 'memory-step', arguments: {}, annotations: { readOnlyHint: true } },
      gateway: {},
    },
  };
  // A small graph, so the read does a little real work on both paths.
  await direct.callTool({ name: 'create_entities', arguments: { entities: [{ name: 'Ada', entityType: 'person', observations: ['wrote the first program'] }] } });

  const directNs: number[] = [];
  const wrappedNs: number[] = [];
  const stepNs: number[] = [];
  let callsWrapped = 0;
  let cpu: { wrapper: number | null; serve: number | null } = { wrapper: null, serve: null };
  const time = async (client: Client, into: number[], timed: boolean): Promise<void> => {
    const t0 = process.hrtime.bigint();
    const result = (await client.callTool({ name: 'read_graph', arguments: {} })) as { isError?: boolean; content: Array<{ text?: string }> };
    const dt = Number(process.hrtime.bigint() - t0);
    if (result.isError) throw new Error(`read_graph failed: ${result.content[0]?.text?.slice(0, 300) ?? ''}`);
    if (timed) into.push(dt);
  };
  const timeStep = async (timed: boolean): Promise<void> => {
    const t0 = process.hrtime.bigint();
    const result = (await step.callTool({ name: 'mcp_aql_create', arguments: stepArgs })) as { structuredContent?: { success?: boolean; data?: { directive?: { continue?: boolean } } } };
    const dt = Number(process.hrtime.bigint() - t0);
    if (result.structuredContent?.data?.directive?.continue !== true) throw new Error('the step did not continue');
    if (timed) stepNs.push(dt);
  };
  options.log(`gateway: ${options.warmup} warm-up + ${options.n} interleaved read_graph calls, direct and through airlock wrap (and the step alone, untimed by the CPU figures)`);
  for (let i = 0; i < options.warmup + options.n; i++) {
    const timed = i >= options.warmup;
    if (i === options.warmup) cpu = { wrapper: wrapperPid === null ? null : procCpuMs(wrapperPid), serve: options.serveCpuMs() };
    // Alternate the order, so drift in machine load hits both series alike.
    if (i % 2 === 0) {
      await time(direct, directNs, timed);
      await time(wrapped, wrappedNs, timed);
    } else {
      await time(wrapped, wrappedNs, timed);
      await time(direct, directNs, timed);
    }
    callsWrapped++;
    // The step alone, after the pair, so it never sits between the CPU readings of a wrapped call and its own.
    if (i % 4 === 0) await timeStep(timed);
  }
  const wrapperCpu = wrapperPid === null ? null : procCpuMs(wrapperPid);
  const serveCpu = options.serveCpuMs();
  await direct.close();
  await wrapped.close();
  await step.close();

  const d = summarize(directNs);
  const w = summarize(wrappedNs);
  const recorded = options.countSteps('WHERE agent = ? AND client = ?', 'memory', 'bench-gateway');
  const overhead = round(w.p50_ms - d.p50_ms, 4);
  return {
    server: '@modelcontextprotocol/server-memory',
    tool: 'read_graph',
    direct: d,
    wrapped: w,
    step_direct: summarize(stepNs),
    relay_share_p50_ms: round(overhead - summarize(stepNs).p50_ms, 4),
    overhead_p50_ms: overhead,
    overhead_p90_ms: round(w.p90_ms - d.p90_ms, 4),
    overhead_p99_ms: round(w.p99_ms - d.p99_ms, 4),
    steps_recorded: recorded,
    calls_wrapped: callsWrapped,
    goal_p50_ms: 1,
    goal_met: overhead <= 1,
    wrapper_cpu_ms_per_call: cpu.wrapper !== null && wrapperCpu !== null ? round((wrapperCpu - cpu.wrapper) / options.n, 3) : null,
    // Per step: the timed window also holds the direct steps.
    serve_cpu_ms_per_call: cpu.serve !== null && serveCpu !== null ? round((serveCpu - cpu.serve) / (options.n + stepNs.length), 3) : null,
  };
}
