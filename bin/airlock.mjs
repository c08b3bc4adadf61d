#!/usr/bin/env node
// The `airlock` command. The code lives in out/cli (built by `npm install`'s
// postinstall step, or `npm run build:cli`).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bundle = fileURLToPath(new URL('../out/cli/airlock.mjs', import.meta.url));
if (!existsSync(bundle)) {
  process.stderr.write('airlock: the command is not built yet — run `npm run build:cli` (or `npm install`) in the Airlock checkout.\n');
  process.exit(1);
}
// `airlock bridge [--socket <path>]`, what MCP clients run per session: the relay's own small bundle.
const args = process.argv.slice(2);
const bridgeOnly =
  args[0] === 'bridge' && (args.length === 1 || (args.length === 3 && args[1] === '--socket' && args[2] !== '' && !args[2].startsWith('-')));
const lean = fileURLToPath(new URL('../out/cli/bridge.mjs', import.meta.url));
await import(pathToFileURL(bridgeOnly && existsSync(lean) ? lean : bundle).href);
