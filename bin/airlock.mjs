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
await import(pathToFileURL(bundle).href);
