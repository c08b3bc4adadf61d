// What a client hook costs per tool call, against starting Node itself, and an
// ordinary coding session replayed through the real hook.
//
//   node --import tsx bench/hook.ts [--quick] [--json]     this part alone
//   npm run bench [-- --quick]                              part of the whole run (`hook_vs_node`)
//
// Whole-process wall time, measured the same way for every command: from just
// before spawn() to the child's exit, stdin = one `npm test` call in the hook
// client's own notation (Claude Code / Codex PreToolUse, Cursor
// beforeShellExecution, Gemini BeforeTool; an advisory action: recorded,
// answered, no wait). The commands take turns (node -e 0, the installed hook of
// each client, `airlock hook` in the full CLI), so load drift hits all of them
// alike; the figures are ratios of the medians.
// Against a real `airlock serve --console jsonl` (built CLI) in a temporary home
// with the default policy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLI, ROOT, airlockEnv, tempHome } from '../test/integration/helpers/serve';
import { codingSession, type HookPayload } from '../test/integration/helpers/coding-session';
import { HOOK_CLIENTS_UNDER_TEST, clientSession, type ClientUnderTest } from '../test/integration/helpers/client-sessions';
import { BenchServe } from './lib/serve';
import { loadAverage, machine, median, round } from './lib/stats';

export const HOOK_BIN = path.join(ROOT, 'bin', 'airlock-hook.mjs');

interface Run {
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One process, timed from just before spawn() to its exit. */
export function timedRun(args: string[], stdin: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, code, stdout, stderr }));
    child.stdin.on('error', () => {}); // `node -e 0` may exit before reading its stdin
    child.stdin.end(stdin);
  });
}

/** Allowed as the client reads the answer: no decision (its own rules apply) or an explicit allow
 *  (Claude Code and Codex: nothing or permissionDecision allow; Cursor: permission allow; Gemini: {}). */
export function allowed(run: Run): boolean {
  if (run.code !== 0) return false;
  if (run.stdout.trim() === '') return true;
  const out = JSON.parse(run.stdout) as { hookSpecificOutput?: { permissionDecision?: string }; permission?: string; decision?: string };
  if (out.hookSpecificOutput) return out.hookSpecificOutput.permissionDecision === 'allow';
  if (out.permission !== undefined) return out.permission === 'allow';
  return out.decision === undefined || out.decision === 'allow';
}

/** One advisory call (`npm test`) in the client's own notation. */
function npmTest(client: ClientUnderTest, session: string): string {
  const payload = clientSession(client, session).find((p) => JSON.stringify(p).includes('npm test'));
  if (!payload) throw new Error(`no npm test call in ${client}'s session`);
  return JSON.stringify(payload);
}

export interface HookBenchResult {
  /** median wall of the installed hook / median wall of `node -e 0`, same run. */
  hook_vs_node: number;
  node_ms_p50: number;
  hook_ms_p50: number;
  /** `airlock hook` through the full CLI bundle (commander, the CLI's modules), for comparison. */
  cli_hook_ms_p50: number;
  cli_hook_vs_node: number;
  runs_each: number;
  /** Per client (its own notation, `npm test`): median wall of the installed hook, and / node -e 0. */
  clients: Record<ClientUnderTest, { hook_ms_p50: number; hook_vs_node: number }>;
  /** The replayed coding session (Claude Code notation) through the installed hook. */
  replay: { calls: number; not_allowed: number; not_allowed_calls: string[]; hook_ms_p50: number; hook_vs_node: number };
}

export async function runHookBench(options: { quick: boolean; log: (line: string) => void }): Promise<HookBenchResult> {
  const { log } = options;
  if (!fs.existsSync(path.join(ROOT, 'out', 'hook', 'airlock-hook.mjs'))) throw new Error('out/hook/airlock-hook.mjs is missing: run `npm run -s build:cli` first');
  const home = tempHome();
  const serve = await BenchServe.start(home);
  try {
    const env = airlockEnv(home);
    const payload = (session: string): string =>
      JSON.stringify({ session_id: session, transcript_path: '/t.jsonl', cwd: '/home/dev/app', permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'npm test' } });
    const runs = options.quick ? 15 : 60;
    type Series = 'node' | 'cli' | ClientUnderTest;
    const series: Record<Series, number[]> = { node: [], cli: [], 'claude-code': [], cursor: [], codex: [], gemini: [] };
    const commands: Array<[Series, string[], string]> = [
      ['node', ['-e', '0'], payload('bench')],
      ...HOOK_CLIENTS_UNDER_TEST.map((client): [Series, string[], string] => [client, [HOOK_BIN, client], npmTest(client, `bench-${client}`)]),
      ['cli', [CLI, 'hook', 'claude-code'], payload('bench')],
    ];
    log(`hook: ${runs} runs each of node -e 0, the installed hook for each client (its own notation) and \`airlock hook\`, taking turns`);
    // Warm the file cache first.
    for (const [, args, stdin] of commands) await timedRun(args, stdin, env);
    for (let i = 0; i < runs; i++) {
      // Rotate who goes first, so no command always follows the same one.
      for (let k = 0; k < commands.length; k++) {
        const [name, args, stdin] = commands[(i + k) % commands.length]!;
        const run = await timedRun(args, stdin, env);
        if (name !== 'node' && !allowed(run)) throw new Error(`the ${name} hook did not allow \`npm test\`: ${run.stdout}${run.stderr}`);
        series[name].push(run.ms);
      }
    }
    const nodeP50 = median(series.node);
    const hookP50 = median(series['claude-code']);
    const cliP50 = median(series.cli);
    const clients = Object.fromEntries(
      HOOK_CLIENTS_UNDER_TEST.map((client) => [client, { hook_ms_p50: round(median(series[client]), 1), hook_vs_node: round(median(series[client]) / nodeP50, 2) }]),
    ) as HookBenchResult['clients'];

    log('hook: replaying an ordinary coding session through the installed hook');
    const session: HookPayload[] = codingSession(`replay-${Date.now().toString(36)}`);
    const replayHook: number[] = [];
    const replayNode: number[] = [];
    const notAllowed: string[] = [];
    for (const call of session) {
      replayNode.push((await timedRun(['-e', '0'], '', env)).ms);
      const run = await timedRun([HOOK_BIN, 'claude-code'], JSON.stringify(call), env);
      replayHook.push(run.ms);
      if (!allowed(run)) notAllowed.push(`${call.tool_name} ${JSON.stringify(call.tool_input).slice(0, 120)}: ${(run.stdout || run.stderr).slice(0, 200)}`);
    }
    return {
      hook_vs_node: round(hookP50 / nodeP50, 2),
      node_ms_p50: round(nodeP50, 1),
      hook_ms_p50: round(hookP50, 1),
      cli_hook_ms_p50: round(cliP50, 1),
      cli_hook_vs_node: round(cliP50 / nodeP50, 2),
      runs_each: runs,
      clients,
      replay: {
        calls: session.length,
        not_allowed: notAllowed.length,
        not_allowed_calls: notAllowed,
        hook_ms_p50: round(median(replayHook), 1),
        hook_vs_node: round(median(replayHook) / median(replayNode), 2),
      },
    };
  } finally {
    await serve.stop();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

// Run alone: node --import tsx bench/hook.ts [--quick] [--json]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href || fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = new Set(process.argv.slice(2));
  const log = (line: string): void => void process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
  const loadStart = loadAverage();
  runHookBench({ quick: args.has('--quick'), log })
    .then((result) => {
      const out = { ...result, machine: { ...machine(), load_avg_start: loadStart, load_avg_end: loadAverage() } };
      if (args.has('--json')) process.stdout.write(`${JSON.stringify(out)}\n`);
      else process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
