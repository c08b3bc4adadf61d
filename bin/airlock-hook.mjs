#!/usr/bin/env node
// The command every installed client hook runs:
//   node <checkout>/bin/airlock-hook.mjs <claude-code|cursor|codex|gemini> [--socket PATH]
// It hands over to the fast hook (out/hook/airlock-hook.mjs, built from
// src/hook with the CLI: the hook runtime alone, no SDK or CLI to load), or,
// in a checkout built before it existed, to `airlock hook <client>` in the
// built CLI (out/cli). Whatever
// keeps it from getting there or from answering — the CLI not built or not
// loadable, a crash, a signal — ends it with exit code 2 and one line on
// stderr: exit 2 is the answer Claude Code (any version), Codex CLI, Gemini CLI
// and Cursor all treat as "block the tool call". (Exit 1, Node's default for a
// crash, would let the call run in Claude Code, Codex and Gemini CLI.)
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLIENTS = ['claude-code', 'cursor', 'codex', 'gemini'];

function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}

function block(message) {
  process.exitCode = 2;
  try {
    process.stderr.write(`Airlock blocked this action: ${message} Do not try to work around this block.\n`, () => process.exit(2));
  } catch {
    process.exit(2);
  }
  setTimeout(() => process.exit(2), 1000).unref();
}

process.on('uncaughtException', (error) => block(`Airlock's hook failed (${firstLine(error)}).`));
process.on('unhandledRejection', (error) => block(`Airlock's hook failed (${firstLine(error)}).`));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => block(`Airlock's hook was stopped (${signal}) before Airlock answered.`));
}

const [client, ...rest] = process.argv.slice(2);
const checkout = fileURLToPath(new URL('..', import.meta.url));
const fast = fileURLToPath(new URL('../out/hook/airlock-hook.mjs', import.meta.url));
const bundle = fileURLToPath(new URL('../out/cli/airlock.mjs', import.meta.url));
if (!CLIENTS.includes(client)) {
  block(`the hook command names an unknown client ("${client ?? ''}"); use one of ${CLIENTS.join(', ')} (run \`airlock install <client> --hook\` again).`);
} else if (!existsSync(fast) && !existsSync(bundle)) {
  block(`Airlock's command is not built, so nothing could check this action. Run \`npm run build:cli\` (or \`npm install\`) in ${checkout}.`);
} else {
  // The fast hook reads the same arguments (process.argv after this file's path).
  if (!existsSync(fast)) process.argv = [process.argv[0], bundle, 'hook', client, ...rest];
  try {
    await import(pathToFileURL(existsSync(fast) ? fast : bundle).href);
  } catch (error) {
    block(`Airlock's command could not be loaded (${firstLine(error)}), so nothing could check this action. Rebuild it with \`npm run build:cli\` in ${checkout}.`);
  }
}
