// Runs after `npm install`. Two jobs:
// 1. Fetch Electron's binary with Electron's own installer. npm skips that
//    script (package.json "allowScripts": { "electron": false }) so that an
//    unreachable download host cannot fail the whole install; here we try it
//    ourselves and, if it fails, say so in one line.
// 2. Build the `airlock` CLI bundle so `npx airlock …` works in a checkout.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const electronInstall = path.join(root, 'node_modules', 'electron', 'install.js');

if (existsSync(electronInstall)) {
  const result = spawnSync(process.execPath, [electronInstall], {
    cwd: path.dirname(electronInstall),
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  if (result.status !== 0) {
    console.log(
      'airlock: the Electron binary could not be downloaded, so the desktop window is unavailable on this machine; `npx airlock serve` still works.',
    );
  }
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
