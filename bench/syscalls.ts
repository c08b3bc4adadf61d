// System calls per call of the bare echo and of a step, on each server and on
// the bridge (strace -c -f attached for the timed calls only): what a call
// wakes and writes besides its reply. Linux with strace only.
//
//   node --import tsx bench/syscalls.ts [--n 2000] [--bridge]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { CLI, ROOT, tempHome } from '../test/integration/helpers/serve';
import { BenchServe } from './lib/serve';
import { lineClient } from './lib/line-client';

const argv = process.argv.slice(2);
const N = Number(argv[argv.indexOf('--n') + 1] ?? 2000) || 2000;
const BRIDGE = argv.includes('--bridge');
const RAW = argv.includes('--raw'); // every call, not a count (to /tmp/airlock-strace-<label>.txt)
const BENCH_POLICY = { mode: 'enforcing' as const, maxAutonomousSteps: 100_000, gateway: { sessionStepLimit: 1_000_000 } };

async function connect(socket: string): Promise<{ request: (m: string, p: unknown) => Promise<string>; bridge?: ChildProcess; close: () => void }> {
  let request;
  let bridge: ChildProcess | undefined;
  let close: () => void;
  if (BRIDGE) {
    bridge = spawn(process.execPath, [CLI, 'bridge', '--socket', socket], { cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore'] });
    request = lineClient(bridge.stdin!, bridge.stdout!);
    close = () => bridge!.stdin!.end();
  } else {
    const net = await import('node:net');
    const s = net.connect(socket);
    await new Promise((r) => s.once('connect', r));
    request = lineClient(s, s);
    close = () => s.destroy();
  }
  await request('initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'syscalls', version: '1' } });
  return { request, bridge, close };
}

async function traced(label: string, pids: number[], run: () => Promise<void>): Promise<void> {
  const out = path.join('/tmp', `airlock-strace-${process.pid}-${label}.txt`);
  const st = spawn('strace', [...(RAW ? ['-tt', '-T'] : ['-c']), '-f', '-o', out, ...pids.flatMap((p) => ['-p', String(p)])], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  await run();
  st.kill('SIGINT');
  await new Promise((r) => st.once('exit', r));
  const text = fs.readFileSync(out, 'utf8');
  if (RAW) {
    fs.renameSync(out, `/tmp/airlock-strace-${label}.txt`);
    return;
  }
  fs.rmSync(out);
  process.stdout.write(`== ${label}: ${N} calls\n`);
  for (const line of text.split('\n')) {
    const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$/.exec(line);
    if (m) process.stdout.write(`  ${m[2]!.padEnd(18)} ${(Number(m[1]) / N).toFixed(2)} per call\n`);
  }
}

async function main(): Promise<void> {
  const home = tempHome(BENCH_POLICY);
  const serve = await BenchServe.start(home);
  const echoSocket = path.join(home, 'run', 'echo.sock');
  const echo = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'echo-server.ts'), echoSocket], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => echo.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve()));
  const args = (i: number): Record<string, unknown> => ({ operation: 'record_execution_step', params: { element_name: 'lat-direct', nextActionHint: `read file src/lat-direct/module-${i % 997}/part-${i}.ts` } });
  for (const [label, socket, tool, pid] of [
    ['echo', echoSocket, 'echo', echo.pid!],
    ['step', serve.socketPath, 'mcp_aql_create', serve.pid],
  ] as const) {
    const c = await connect(socket);
    for (let i = 0; i < 300; i++) await c.request('tools/call', { name: tool, arguments: args(i) });
    await traced(label, c.bridge ? [pid, c.bridge.pid!] : [pid], async () => {
      for (let i = 300; i < 300 + N; i++) await c.request('tools/call', { name: tool, arguments: args(i) });
    });
    c.close();
  }
  echo.kill('SIGTERM');
  await serve.stop();
  fs.rmSync(home, { recursive: true, force: true });
}

void main();
