// Bundles the `airlock` command (src/cli) into out/cli/airlock.mjs with
// esbuild: one file, fast start-up (the bridge and the hooks run per session
// or per tool call), native and SDK packages left to node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

await build({
  entryPoints: [path.join(root, 'src/cli/main.ts')],
  outfile: path.join(root, 'out/cli/airlock.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies ?? {}), 'electron'],
  define: { AIRLOCK_VERSION: JSON.stringify(pkg.version) },
  banner: { js: "import { createRequire as __airlockCreateRequire } from 'node:module'; const require = __airlockCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
