// `npm start`: the desktop app where Electron's binary exists (builds it
// first if needed); otherwise explains how to run Airlock headless.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { binary, why } = electronBinary();

if (!binary) {
  console.log(
    [
      'Airlock: the desktop app needs Electron, and its binary is not installed here',
      `  (${why}).`,
      '',
      'Run Airlock headless instead — the same safety engine, with approvals and',
      'verification codes in this terminal:',
      '',
      '    npx airlock serve',
      '',
      'then connect your MCP client with `npx airlock install <claude-desktop|claude-code|cursor|vscode>`',
      '(it adds `node <this checkout>/bin/airlock.mjs bridge` to the client\'s config).',
      'For the desktop app, run `npm install` where Electron\'s download host is reachable',
      '(it fetches the binary), or install a packaged build of Airlock.',
    ].join('\n'),
  );
  process.exit(0);
}

const built = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'].every((f) => existsSync(path.join(root, f)));
if (!built || process.argv.includes('--build')) {
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = [root, ...process.argv.slice(2).filter((a) => a !== '--build')];
const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const child = spawn(binary, args, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
