// `airlock hook <claude-code|cursor|codex|gemini>`: the command a client runs
// before each tool call. Installed entries run the same runtime through the
// fast entry bin/airlock-hook.mjs (src/hook/main.ts), which skips loading the
// CLI; this command is for trying it by hand and for older entries. See
// src/main/clients/hooks/process.ts for what it reads and answers.
import type { Command } from 'commander';
import { DEFAULT_WAIT_SECONDS, HOOK_CLIENTS, processIo, runHookProcess, type HookProcessOptions } from '../../main/clients/hooks';

declare const AIRLOCK_VERSION: string;

export function register(program: Command): void {
  program
    .command('hook')
    .description('Run as a client hook (Claude Code and Codex PreToolUse, Cursor beforeShellExecution / beforeMCPExecution / beforeReadFile, Gemini CLI BeforeTool; Claude Code and Gemini SessionEnd, Cursor sessionEnd): record the action in Airlock and answer in the client\'s format.')
    .argument('<client>', HOOK_CLIENTS.join(' | '))
    .option('--wait <seconds>', `how long to wait for the human's decision on a confirm-tier action (default ${String(DEFAULT_WAIT_SECONDS)}, or AIRLOCK_HOOK_WAIT_SECONDS); keep it ~15 s under the client's hook timeout`)
    .option('--verify-wait <seconds>', 'how long to keep re-checking a verify-tier pause before denying (default 0, or AIRLOCK_HOOK_VERIFY_WAIT_SECONDS)')
    .option('--fail-open', 'let actions through when Airlock is not running (default: deny; also AIRLOCK_HOOK_FAIL_OPEN=1)')
    .option('--socket <path>', 'Airlock\'s socket (default: AIRLOCK_SOCKET, or the one under AIRLOCK_HOME)')
    .addHelpText('after', '\nReads the hook JSON on stdin and prints the hook output on stdout. See docs/clients.md.')
    // A mistyped option must not let the call through: Claude Code treats exit 1 as a
    // non-blocking error (the tool runs) but exit 2 as a block.
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
    .action(async (client: string, options: HookProcessOptions) => {
      const code = await runHookProcess(client, options, processIo(typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev'));
      // Nothing else may keep the client waiting once the answer is out.
      process.exit(code);
    });
}
