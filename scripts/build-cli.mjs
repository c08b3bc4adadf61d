// Bundles the `airlock` command (src/cli) into out/cli/airlock.mjs with
// esbuild: one file, fast start-up (the bridge runs per session), native and
// SDK packages left to node_modules. And the fast hook (src/hook) into
// out/hook/airlock-hook.mjs: alone, with nothing from node_modules, since it
// runs before every tool call and its cost is module loading.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The command's bundles share one shape: Node ESM, packages from node_modules, the version baked in. */
const cliBundle = (entry, outfile, extra = {}) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...Object.keys(pkg.dependencies ?? {}), 'electron'],
    define: { AIRLOCK_VERSION: JSON.stringify(pkg.version) },
    logLevel: 'warning',
    ...extra,
  });

await cliBundle('src/cli/main.ts', 'out/cli/airlock.mjs', {
  banner: { js: "import { createRequire as __airlockCreateRequire } from 'node:module'; const require = __airlockCreateRequire(import.meta.url);" },
});

// `airlock bridge` on its own (bin/airlock.mjs picks it): the relay an MCP client runs per session loads nothing else.
await cliBundle('src/cli/bridge-main.ts', 'out/cli/bridge.mjs');

const hook = await build({
  entryPoints: [path.join(root, 'src/hook/main.ts')],
  outfile: path.join(root, 'out/hook/airlock-hook.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: false,
  define: { AIRLOCK_VERSION: JSON.stringify(pkg.version) },
  metafile: true,
  logLevel: 'warning',
});
// The fast hook must stay small: nothing from node_modules may creep in.
const fromPackages = Object.keys(hook.metafile.inputs).filter((file) => file.includes('node_modules'));
if (fromPackages.length > 0) {
  console.error(`build-cli: the fast hook bundle must not load packages, but it includes ${fromPackages.join(', ')}`);
  process.exit(1);
}
