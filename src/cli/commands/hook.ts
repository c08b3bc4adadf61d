// `airlock hook <claude-code|cursor|codex|gemini>`: the command a client runs
// before each tool call (installed entries run it through bin/airlock-hook.mjs).
// Reads the hook's JSON on stdin and answers in the client's exact format
// (hooks/answer.ts): stdout carries only the answer; an internal failure exits
// 2 with only the reason on stderr, the one answer every client treats as a
// block. Fail-closed: when Airlock cannot be reached the action is blocked,
// unless fail-open is set (--fail-open, or AIRLOCK_HOOK_FAIL_OPEN=1).
import type { Command } from 'commander';
import { DEFAULT_WAIT_SECONDS, HOOK_CLIENTS, MAX_WAIT_SECONDS, MCP_CLIENT_NAME, connectAirlock, isHookClient, runHook, type HookClient } from '../../main/clients/hooks';
import { socketPath } from '../../main/paths';

declare const AIRLOCK_VERSION: string;

const MAX_STDIN_BYTES = 32 * 1024 * 1024;

interface HookOptions {
  wait?: string;
  verifyWait?: string;
  failOpen?: boolean;
  socket?: string;
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > MAX_WAIT_SECONDS) {
    process.stderr.write(`airlock hook: ${name} must be a number of seconds from 0 to ${String(MAX_WAIT_SECONDS)}; using ${String(fallback)}.\n`);
    return fallback;
  }
  return n;
}

function truthy(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_STDIN_BYTES) throw new Error('the hook input is larger than 32 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function register(program: Command): void {
  program
    .command('hook')
    .description('Run as a client hook (Claude Code and Codex PreToolUse, Cursor beforeShellExecution / beforeMCPExecution / beforeReadFile, Gemini CLI BeforeTool): record the action in Airlock and answer in the client\'s format.')
    .argument('<client>', HOOK_CLIENTS.join(' | '))
    .option('--wait <seconds>', `how long to wait for the human's decision on a confirm-tier action (default ${String(DEFAULT_WAIT_SECONDS)}, or AIRLOCK_HOOK_WAIT_SECONDS); keep it ~15 s under the client's hook timeout`)
    .option('--verify-wait <seconds>', 'how long to keep re-checking a verify-tier pause before denying (default 0, or AIRLOCK_HOOK_VERIFY_WAIT_SECONDS)')
    .option('--fail-open', 'let actions through when Airlock is not running (default: deny; also AIRLOCK_HOOK_FAIL_OPEN=1)')
    .option('--socket <path>', 'Airlock\'s socket (default: AIRLOCK_SOCKET, or the one under AIRLOCK_HOME)')
    .addHelpText('after', '\nReads the hook JSON on stdin and prints the hook output on stdout. See docs/clients.md.')
    // A mistyped option must not let the call through: Claude Code treats exit 1 as a
    // non-blocking error (the tool runs) but exit 2 as a block.
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
    .action(async (client: string, options: HookOptions) => {
      if (!isHookClient(client)) {
        // Exit 2 makes Claude Code block the call and show this to the agent: a misconfigured hook fails closed.
        process.stderr.write(`airlock hook: unknown client "${client}"; use one of ${HOOK_CLIENTS.join(', ')}.\n`);
        process.exitCode = 2;
        return;
      }
      const env = process.env;
      const socket = options.socket ?? socketPath(env);
      const waitSeconds = seconds(options.wait ?? env.AIRLOCK_HOOK_WAIT_SECONDS, DEFAULT_WAIT_SECONDS, '--wait');
      const verifyWaitSeconds = seconds(options.verifyWait ?? env.AIRLOCK_HOOK_VERIFY_WAIT_SECONDS, 0, '--verify-wait');
      const failOpen = options.failOpen === true || truthy(env.AIRLOCK_HOOK_FAIL_OPEN);
      let stdin = '';
      // Diagnostics wait until the answer is known: when the hook exits 2, stderr is
      // the reason the client shows (Codex and Gemini CLI read all of it), so it carries nothing else.
      const diagnostics: string[] = [];
      if (process.stdin.isTTY) process.stderr.write('airlock hook: reading the hook JSON from stdin (end with Ctrl-D). Clients run this command themselves; see docs/clients.md.\n');
      try {
        stdin = await readStdin();
      } catch (error) {
        diagnostics.push(`airlock hook: could not read stdin: ${(error as Error).message}`);
      }
      const answer = await runHook(client, stdin, {
        connect: (timeoutMs) =>
          connectAirlock({
            socketPath: socket,
            clientName: MCP_CLIENT_NAME[client as HookClient],
            version: typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev',
            timeoutMs,
          }),
        waitSeconds,
        verifyWaitSeconds,
        failOpen,
        log: (line) => diagnostics.push(line),
      });
      const stderr = answer.exitCode === 2 ? answer.stderr : diagnostics.join('\n');
      await write(process.stdout, answer.stdout === '' ? '' : `${answer.stdout}\n`);
      await write(process.stderr, stderr === '' ? '' : `${stderr}\n`);
      // Nothing else may keep the client waiting once the answer is out.
      process.exit(answer.exitCode);
    });
}

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (text === '') resolve();
    else stream.write(text, () => resolve());
  });
}
