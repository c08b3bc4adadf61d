// The fast hook: what every installed client hook runs before each tool call
// (through bin/airlock-hook.mjs), bundled alone into out/hook/airlock-hook.mjs.
// It loads the hook runtime only — the client mappings, the answers and a raw
// socket client — never the MCP SDK, zod, commander or the full CLI, so a tool
// call costs about what starting Node costs. `airlock hook <client>` in the CLI
// runs the same runtime.
//
//   airlock-hook <claude-code|cursor|codex|gemini> [--socket PATH] [--wait S] [--verify-wait S] [--fail-open]
import { parseHookArgs, processIo, runHookProcess } from '../main/clients/hooks/process';

declare const AIRLOCK_VERSION: string;

async function main(): Promise<number> {
  const parsed = parseHookArgs(process.argv.slice(2));
  if ('error' in parsed) {
    // A mistyped command line must not let the call through: exit 2 blocks in every client.
    process.stderr.write(`airlock hook: ${parsed.error}.\n`);
    return 2;
  }
  return runHookProcess(parsed.client, parsed.options, processIo(typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev'));
}

// Nothing else may keep the client waiting once the answer is out. A failure that
// escaped everything still blocks (exit 2), never exit 1 (which lets the call run).
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Airlock's hook failed (${error instanceof Error ? error.message.split('\n')[0] ?? '' : 'unknown error'}), so this action was blocked.\n`, () => process.exit(2));
  },
);
