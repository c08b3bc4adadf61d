// `npm run test:electron`: a smoke test of the real desktop app with
// Playwright's Electron driver. Opt-in, and only where Electron's binary
// exists; elsewhere it says so and exits 0 (the renderer is still tested in
// Chromium by the e2e suite). Checks: the app starts, its window loads the
// built renderer with `window.airlock` and no Node, the webPreferences are the
// secure ones, the socket answers an MCP client, a step shows up live, and
// quitting closes the socket.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { binary, why } = electronBinary();

if (!binary) {
  console.log(`test:electron skipped — the Electron binary is not installed here (${why}). The renderer is covered by \`npx vitest run --project e2e\` in Chromium.`);
  process.exit(0);
}
if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY && !process.env.AIRLOCK_UNDER_XVFB) {
  const xvfb = spawnSync('sh', ['-c', 'command -v xvfb-run'], { encoding: 'utf8' }).stdout.trim();
  if (!xvfb) {
    console.log('test:electron skipped — no display, and xvfb-run is not installed (apt-get install -y xvfb).');
    process.exit(0);
  }
  const rerun = spawnSync(xvfb, ['-a', process.execPath, fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, AIRLOCK_UNDER_XVFB: '1' } });
  process.exit(rerun.status ?? 1);
}

if (!fs.existsSync(path.join(root, 'out/main/index.js')) || !fs.existsSync(path.join(root, 'out/renderer/index.html'))) {
  const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { _electron: electron } = await import('playwright-core');

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-electron-'));
const socketPath = process.platform === 'win32' ? `\\\\.\\pipe\\airlock-electron-test-${process.pid}` : path.join(home, 'run', 'airlock.sock');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

/** A minimal MCP client over the socket: newline-delimited JSON-RPC. */
function mcpClient(socket) {
  let buffer = '';
  let nextId = 1;
  const waiting = new Map();
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const message = JSON.parse(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
      if (message.id !== undefined && waiting.has(message.id)) {
        waiting.get(message.id)(message);
        waiting.delete(message.id);
      }
    }
  });
  const request = (method, params) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const notify = (method, params) => socket.write(`${JSON.stringify({ jsonrpc: '2.0', method, params })}\n`);
  return { request, notify };
}

const app = await electron.launch({
  executablePath: binary,
  // Root cannot use Chromium's setuid sandbox (CI containers); the renderer
  // is still sandboxed by its webPreferences.
  args: [root, ...(process.platform === 'linux' && process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  cwd: root,
  env: { ...process.env, AIRLOCK_HOME: home, AIRLOCK_SOCKET: socketPath, ELECTRON_ENABLE_LOGGING: '0' },
  timeout: 60_000,
});
try {
  const page = await app.firstWindow();
  await page.getByTestId('nav-live').waitFor({ timeout: 30_000 });
  check(true, 'the window loads the built renderer');

  const renderer = await page.evaluate(() => ({
    airlock: typeof window.airlock === 'object' && typeof window.airlock.invoke === 'function',
    keys: Object.keys(window.airlock ?? {}).sort().join(','),
    require: typeof window.require,
    process: typeof window.process,
    ipc: typeof window.ipcRenderer,
    url: window.location.protocol,
  }));
  check(renderer.airlock && renderer.keys === 'channels,events,invoke,on', 'window.airlock is exposed, and nothing else of it');
  check(renderer.require === 'undefined' && renderer.process === 'undefined' && renderer.ipc === 'undefined', 'the renderer has no Node (require, process, ipcRenderer)');
  check(renderer.url === 'file:', 'the renderer is our own file, not remote content');

  const prefs = await app.evaluate(({ BrowserWindow }) => {
    const win = BrowserWindow.getAllWindows()[0];
    const p = win.webContents.getLastWebPreferences();
    return { contextIsolation: p.contextIsolation, sandbox: p.sandbox, nodeIntegration: p.nodeIntegration, webviewTag: p.webviewTag };
  });
  check(prefs.contextIsolation === true && prefs.sandbox === true && prefs.nodeIntegration === false && prefs.webviewTag === false, `secure webPreferences ${JSON.stringify(prefs)}`);

  const opened = await page.evaluate(() => window.open('https://example.com') === null);
  check(opened, 'window.open is denied');

  let status;
  for (let i = 0; i < 50; i++) {
    status = await page.evaluate(() => window.airlock.invoke('app:status'));
    if (status.socket.state !== 'starting') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  check(status.socket.state === 'listening', `the socket is listening (${status.socket.state})`);

  const socket = net.connect(socketPath);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const client = mcpClient(socket);
  await client.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'electron-smoke', version: '1' } });
  client.notify('notifications/initialized', {});
  const reply = await client.request('tools/call', {
    name: 'mcp_aql_create',
    arguments: { operation: 'record_execution_step', params: { element_name: 'smoke-agent', nextActionHint: 'reading file README.md' } },
  });
  check(!reply.error && reply.result && !reply.result.isError, 'an MCP client records a step over the socket');
  await page.getByTestId('live-row').filter({ hasText: 'reading file README.md' }).waitFor({ timeout: 10_000 });
  check(true, 'the step appears live in the window');
  fs.mkdirSync(path.join(root, 'test-results', 'screenshots'), { recursive: true });
  await page.screenshot({ path: path.join(root, 'test-results', 'screenshots', 'electron-live.png') });
  socket.destroy();

  // Closing the window hides it to the tray; the app keeps serving.
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].close());
  const hidden = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().map((w) => w.isVisible()));
  check(hidden.length === 1 && hidden[0] === false, 'closing the window hides it to the tray');
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => {});
  await app.close().catch(() => {});
}
if (process.platform !== 'win32') check(!fs.existsSync(socketPath), 'quitting closes the socket');
fs.rmSync(home, { recursive: true, force: true });

if (failures.length > 0) {
  console.error(`test:electron: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('test:electron: all checks passed');
