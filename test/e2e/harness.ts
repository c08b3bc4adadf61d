// The browser test rig: the built renderer (out/renderer) served on loopback,
// Chromium (test/helpers/chromium.ts picks which) driven by playwright-core,
// and `window.airlock` built by the SAME bridge the preload uses
// (src/shared/bridge.ts, bundled for the page) over a Playwright binding that
// calls the SAME IPC gate + handler table the Electron main registers, wired
// to a REAL Airlock (engine + SQLite store in a temp dir) and the REAL MCP
// socket server.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { openAirlock, type Airlock } from '../../src/main/airlock';
import { SocketClientTransport, startSocketServer, type SocketServer } from '../../src/main/mcp';
import type { CodeForHuman, HumanNotice } from '../../src/main/ports';
import { createIpcGate, createIpcHandlers, createSenderCheck, type IpcGate } from '../../src/main/ipc';
import { HistoryService } from '../../src/main/history';
import { openSigningKey } from '../../src/main/evidence';
import { createClipboardGuard } from '../../src/main/app/clipboard-guard';
import { clientSnippets } from '../../src/main/app/client-snippets';
import { CONTENT_SECURITY_POLICY } from '../../src/main/app/security';
import type { AppStatus } from '../../src/shared/types';
import { chromiumLaunchOptions, testChromium } from '../helpers/chromium';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const rendererDir = path.join(root, 'out', 'renderer');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error(`The renderer is not built (${path.join(rendererDir, 'index.html')} is missing). Run \`npm run build\` (or \`npx electron-vite build\`) first.`);
  }
  testChromium();
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A static file server for out/renderer on 127.0.0.1 (random port). */
export async function serveRenderer(dir = rendererDir): Promise<{ url: string; origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    // The same CSP the Electron session adds as a header.
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': CONTENT_SECURITY_POLICY });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/index.html`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** src/shared/bridge.ts bundled for the page, installing `window.airlock`
 *  over the test's binding exactly as the preload does over ipcRenderer. */
export async function bridgeInitScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createBridge } from './src/shared/bridge';
        const listeners = new Set();
        Object.defineProperty(window, '__airlockPush', { value: (event) => listeners.forEach((l) => l(event)) });
        window.airlock = createBridge({
          invoke: (channel, input) => window.__airlockInvoke(channel, input),
          subscribe(listener) { listeners.add(listener); return () => listeners.delete(listener); },
        });`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface Rig {
  airlock: Airlock;
  home: string;
  socketPath: string;
  server: SocketServer;
  gate: IpcGate;
  codes: CodeForHuman[];
  notices: HumanNotice[];
  clipboard: { text: string };
  logs: string[];
  browser: Browser;
  context: BrowserContext;
  page: Page;
  renderer: { url: string; origin: string; close(): Promise<void> };
  consoleMessages: string[];
  /** Changes the host status and pushes it, as the Electron main does. */
  setStatus(patch: Partial<AppStatus>): Promise<void>;
  /** Pushes any app event to every page, as webContents.send does. */
  push(event: unknown): Promise<void>;
  connectAgent(name?: string): Promise<Client>;
  close(): Promise<void>;
}

export async function startRig(options: { policy: Record<string, unknown> }): Promise<Rig> {
  assertBuilt();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-e2e-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify(options.policy));
  const socketPath = path.join(home, 'run', 'airlock.sock');
  const codes: CodeForHuman[] = [];
  const notices: HumanNotice[] = [];
  const logs: string[] = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) => logs.push(`${level} ${message} ${fields ? JSON.stringify(fields) : ''}`);
  const logger = { info: log('info'), warn: log('warn'), error: log('error') };

  const airlock = openAirlock({
    home,
    ports: { codeDisplay: { show: (c) => codes.push(c) }, notifier: { notify: (n) => notices.push(n) }, logger },
  });
  const server = await startSocketServer({ agent: airlock.agent, socketPath, logger });
  const renderer = await serveRenderer();

  const clipboard = { text: '' };
  const status: AppStatus = {
    version: 'e2e',
    platform: process.platform,
    desktop: false,
    socket: { state: 'listening', path: socketPath },
    launchAtLogin: null,
    clients: clientSnippets(),
  };
  const handlers = createIpcHandlers(airlock.human, {
    status: () => ({ ...status, policyProblem: airlock.policyProblem() }),
    copyCode: createClipboardGuard({ writeText: (t) => (clipboard.text = t), readText: () => clipboard.text, clear: () => (clipboard.text = '') }).copy,
    // As the Electron main wires it, minus the save dialog (the page downloads
    // instead) and with the signing key in the temp home's 0600 file, never in
    // the OS keychain of the machine running the tests.
    history: {
      service: new HistoryService(airlock.store),
      home,
      policy: () => airlock.human.getPolicy(),
      signingKey: () => openSigningKey(home, { env: { AIRLOCK_KEYCHAIN: 'file' } }),
    },
  });
  const gate = createIpcGate({ handlers, isTrustedSender: createSenderCheck({ origins: [renderer.origin] }), logger });

  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, colorScheme: 'light', acceptDownloads: true });
  await context.exposeBinding('__airlockInvoke', (source, channel: unknown, input: unknown) =>
    gate.dispatch(channel, input, { url: source.frame.url(), isMainFrame: source.frame.parentFrame() === null }),
  );
  await context.addInitScript({ content: await bridgeInitScript() });
  const page = await context.newPage();
  const consoleMessages: string[] = [];
  page.on('console', (m) => consoleMessages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleMessages.push(`pageerror: ${e.message}`));

  // main → renderer pushes, as webContents.send does in Electron.
  const push = async (event: unknown): Promise<void> => {
    await Promise.all(context.pages().map((p) => p.evaluate((e) => (globalThis as unknown as Partial<PageGlobals>).__airlockPush?.(e), event).catch(() => {})));
  };
  const unsubscribe = airlock.human.subscribe((event) => void push(event));

  const clients: Client[] = [];
  return {
    airlock,
    home,
    socketPath,
    server,
    gate,
    codes,
    notices,
    clipboard,
    logs,
    browser,
    context,
    page,
    renderer,
    consoleMessages,
    push,
    async setStatus(patch) {
      Object.assign(status, patch);
      await push({ type: 'status', status: { ...status } });
    },
    async connectAgent(name = 'e2e-client') {
      const client = new Client({ name, version: '1.0.0' });
      await client.connect(new SocketClientTransport(socketPath));
      clients.push(client);
      return client;
    },
    async close() {
      unsubscribe();
      for (const c of clients) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await renderer.close();
      await server.close();
      airlock.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/** What the test's page-side functions (page.evaluate) may touch; the node
 *  tsconfig has no DOM lib, and these run in the page, not in Node. */
interface PageElement {
  scrollTop: number;
  scrollHeight: number;
  textContent: string | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

export interface PageGlobals {
  airlock?: import('../../src/shared/bridge').AirlockApi;
  __airlockPush(event: unknown): void;
  requestAnimationFrame(callback: () => void): number;
  document: { querySelector(selector: string): PageElement | null };
}

export type Envelope = { success: boolean; data?: Record<string, unknown>; error?: { code: string; message: string } };

export async function callTool(client: Client, tool: string, operation: string, params: Record<string, unknown>): Promise<Envelope> {
  const result = (await client.callTool({ name: tool, arguments: { operation, params } })) as { content: Array<{ text?: string }> };
  return JSON.parse(result.content[0]?.text ?? 'null') as Envelope;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
