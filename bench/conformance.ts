// MCP protocol conformance of Airlock through `airlock bridge`, with the
// official @modelcontextprotocol/conformance runner (server scenarios).
//
// The runner only speaks Streamable HTTP (`server --url`), while Airlock is
// reached over stdio (`airlock bridge`) and its local socket. So this script
// puts a message-for-message relay in between: each HTTP session gets its own
// `airlock bridge` child (the command MCP clients launch) and every JSON-RPC
// message is passed through unchanged. What is tested is Airlock's MCP
// behaviour; HTTP-level details (session header, SSE) belong to the relay.
//
// Scenarios that apply to a tools-only server: server-initialize, ping,
// tools-list. The tools-call-* scenarios call fixed tools of the SDK's
// "everything" test server (test_simple_text, …) and the resources-,
// prompts-, logging-, completion-, elicitation-, sampling- and sse-
// scenarios need capabilities Airlock does not have, so they do not apply.
//
// The runner is not a dependency of this project. Install it anywhere:
//   npm install --prefix /tmp/mcp-conformance @modelcontextprotocol/conformance@0.1.10
//   node --import tsx bench/conformance.ts --runner /tmp/mcp-conformance/node_modules/@modelcontextprotocol/conformance/dist/index.js [--json]
// (0.1.11 and later import fs.globSync, which needs Node >= 22.)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CLI, ROOT, tempHome } from '../test/integration/helpers/serve';
import { BenchServe } from './lib/serve';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const APPLICABLE_SCENARIOS = ['server-initialize', 'ping', 'tools-list'];

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const JSON_OUT = argv.includes('--json');
/** `--scenarios a,b` runs others too (informative: they do not apply to Airlock). */
const SCENARIOS = flag('--scenarios')?.split(',').filter(Boolean) ?? APPLICABLE_SCENARIOS;

function findRunner(): string | null {
  const candidates = [flag('--runner'), process.env.MCP_CONFORMANCE_RUNNER, path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js')];
  return candidates.find((c): c is string => typeof c === 'string' && fs.existsSync(c)) ?? null;
}

interface Relay {
  url: string;
  sessions(): number;
  close(): Promise<void>;
}

/** Streamable HTTP in front, one `airlock bridge` per session behind. */
async function startRelay(socketPath: string): Promise<Relay> {
  const sessions = new Map<string, { http: StreamableHTTPServerTransport; bridge: StdioClientTransport }>();
  const server = http.createServer(async (req, res) => {
    try {
      const id = req.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (known) {
        await known.http.handleRequest(req, res);
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(400).end('no session');
        return;
      }
      const bridge = new StdioClientTransport({ command: process.execPath, args: [CLI, 'bridge', '--socket', socketPath], cwd: ROOT, stderr: 'pipe' });
      const front: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => void sessions.set(sid, { http: front, bridge }),
      });
      front.onmessage = (message) => void bridge.send(message).catch(() => {});
      bridge.onmessage = (message) => void front.send(message).catch(() => {});
      front.onclose = () => {
        void bridge.close();
        if (front.sessionId) sessions.delete(front.sessionId);
      };
      await bridge.start();
      await front.start();
      await front.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    sessions: () => sessions.size,
    async close() {
      for (const s of sessions.values()) {
        await s.http.close().catch(() => {});
        await s.bridge.close().catch(() => {});
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Check {
  id: string;
  name?: string;
  status: string;
  errorMessage?: string;
}

function runScenario(runner: string, url: string, scenario: string, outDir: string): Promise<{ exit: number | null; checks: Check[]; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, 'server', '--url', url, '--scenario', scenario, '-o', outDir], { cwd: outDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (exit) => {
      clearTimeout(timer);
      const checks: Check[] = [];
      const walk = (dir: string): void => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.name === 'checks.json') checks.push(...(JSON.parse(fs.readFileSync(full, 'utf8')) as Check[]));
        }
      };
      walk(outDir);
      resolve({ exit, checks, output });
    });
  });
}

async function main(): Promise<void> {
  const runner = findRunner();
  if (!runner) {
    process.stderr.write(
      'The conformance runner is not installed. Install it outside the project, then pass its path:\n' +
        '  npm install --prefix /tmp/mcp-conformance @modelcontextprotocol/conformance@0.1.10\n' +
        '  node --import tsx bench/conformance.ts --runner /tmp/mcp-conformance/node_modules/@modelcontextprotocol/conformance/dist/index.js\n',
    );
    process.exit(2);
  }
  const runnerVersion = (() => {
    try {
      return (JSON.parse(fs.readFileSync(path.join(path.dirname(runner), '..', 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
    } catch {
      return 'unknown';
    }
  })();
  const home = tempHome({ maxAutonomousSteps: 100 });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-conformance-'));
  let serve: BenchServe | undefined;
  let relay: Relay | undefined;
  try {
    serve = await BenchServe.start(home);
    relay = await startRelay(serve.socketPath);
    const scenarios: Array<{ scenario: string; exit: number | null; passed: number; failed: number; checks: Check[] }> = [];
    for (const scenario of SCENARIOS) {
      const dir = path.join(out, scenario);
      fs.mkdirSync(dir);
      const r = await runScenario(runner, relay.url, scenario, dir);
      const relevant = r.checks.filter((c) => c.status === 'SUCCESS' || c.status === 'FAILURE' || c.status === 'WARNING');
      scenarios.push({
        scenario,
        exit: r.exit,
        passed: relevant.filter((c) => c.status === 'SUCCESS').length,
        failed: relevant.filter((c) => c.status !== 'SUCCESS').length,
        checks: relevant.map((c) => ({ id: c.id, status: c.status, ...(c.errorMessage ? { errorMessage: c.errorMessage } : {}) })),
      });
      if (!JSON_OUT) process.stderr.write(`${scenario}: exit ${r.exit}, ${relevant.map((c) => `${c.id}=${c.status}`).join(', ') || r.output.slice(-300)}\n`);
    }
    const result = {
      date: new Date().toISOString(),
      runner: `@modelcontextprotocol/conformance ${runnerVersion}`,
      node: process.version,
      path: 'conformance runner -> Streamable HTTP relay -> airlock bridge (stdio) -> airlock serve (local socket)',
      scenarios,
      all_passed: scenarios.every((s) => s.exit === 0 && s.failed === 0 && s.passed > 0),
    };
    fs.mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
    const name = SCENARIOS === APPLICABLE_SCENARIOS ? 'conformance' : 'conformance-other';
    fs.writeFileSync(path.join(BENCH_DIR, 'results', `${result.date.slice(0, 10)}-${name}.json`), JSON.stringify(result, null, 2) + '\n');
    process.stdout.write(JSON_OUT ? JSON.stringify(result) + '\n' : `\nconformance (${result.runner}): ${result.all_passed ? 'all applicable scenarios passed' : 'FAILURES'}\n`);
    process.exitCode = result.all_passed ? 0 : 1;
  } finally {
    await relay?.close();
    await serve?.stop();
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`conformance failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
