// The Electron main process, run under Node against a recording stand-in for
// the `electron` module (the real binary cannot be downloaded on CI). It
// drives the real startDesktopApp(): real engine + store in a temp dir, real
// socket server, real IPC gate. What it checks is the wiring only Electron
// would otherwise show: single-instance lock, secure window, every channel
// behind the sender check, navigation/new-window denial, close-to-tray,
// native code dialog (promise form, no parent), notification click, tray
// count and menu, clean shutdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

type Listener = (...args: unknown[]) => unknown;

class Emitter {
  listeners = new Map<string, Listener[]>();
  on(name: string, fn: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
    return this;
  }
  once(name: string, fn: Listener) {
    return this.on(name, fn);
  }
  emit(name: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(name) ?? []) fn(...args);
  }
}

const fake = vi.hoisted(() => {
  const state = {
    windows: [] as Array<Record<string, unknown>>,
    handlers: new Map<string, (event: unknown, input: unknown) => unknown>(),
    dialogs: [] as unknown[][],
    notifications: [] as Array<{ options: { title: string; body: string }; emit(name: string): void }>,
    trays: [] as Array<Record<string, unknown>>,
    readyResolve: (() => {}) as () => void,
    exitCode: null as number | null,
    lock: true,
    clipboard: '',
    downloads: '',
    saveDialogs: [] as unknown[][],
    saveAnswer: { canceled: true } as { canceled: boolean; filePath?: string },
  };
  return { state };
});

vi.mock('electron', () => {
  const { state } = fake;
  const app = Object.assign(new Emitter(), {
    requestSingleInstanceLock: () => state.lock,
    whenReady: () => new Promise<void>((resolve) => (state.readyResolve = resolve)),
    getVersion: () => '0.0.0-test',
    getPath: (name: string) => (name === 'downloads' ? state.downloads : state.downloads),
    isPackaged: false,
    getAppPath: () => process.cwd(),
    quit: vi.fn(),
    exit: vi.fn((code: number) => void (state.exitCode = code)),
    setBadgeCount: vi.fn(),
    getLoginItemSettings: () => ({ openAtLogin: false }),
    setLoginItemSettings: vi.fn(),
  });
  class WebContents extends Emitter {
    mainFrame = { url: '', parent: null };
    send = vi.fn();
    windowOpenHandler: Listener | null = null;
    setWindowOpenHandler(fn: Listener) {
      this.windowOpenHandler = fn;
    }
  }
  class BrowserWindow extends Emitter {
    options: Record<string, unknown>;
    webContents = new WebContents();
    visible = false;
    destroyed = false;
    setContentProtection = vi.fn();
    loadFile = vi.fn(async () => {});
    loadURL = vi.fn(async () => {});
    setOverlayIcon = vi.fn();
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      state.windows.push(this as unknown as Record<string, unknown>);
      app.emit('web-contents-created', {}, this.webContents);
    }
    show() {
      this.visible = true;
    }
    hide() {
      this.visible = false;
    }
    focus() {}
    restore() {}
    isMinimized() {
      return false;
    }
    isDestroyed() {
      return this.destroyed;
    }
    static getAllWindows() {
      return state.windows;
    }
  }
  class Tray extends Emitter {
    tooltip = '';
    title = '';
    image: unknown = null;
    menu: Array<Record<string, unknown>> = [];
    constructor(image: unknown) {
      super();
      this.image = image;
      state.trays.push(this as unknown as Record<string, unknown>);
    }
    setToolTip(t: string) {
      this.tooltip = t;
    }
    setTitle(t: string) {
      this.title = t;
    }
    setImage(i: unknown) {
      this.image = i;
    }
    setContextMenu(m: Array<Record<string, unknown>>) {
      this.menu = m;
    }
    destroy = vi.fn();
  }
  class Notification extends Emitter {
    constructor(readonly options: { title: string; body: string }) {
      super();
    }
    static isSupported() {
      return true;
    }
    show() {
      state.notifications.push(this as never);
    }
  }
  return {
    app,
    BrowserWindow,
    Tray,
    Notification,
    Menu: { buildFromTemplate: (t: unknown) => t },
    nativeImage: { createFromPath: (p: string) => ({ path: p, setTemplateImage: vi.fn() }) },
    ipcMain: {
      handle: (channel: string, fn: (event: unknown, input: unknown) => unknown) => state.handlers.set(channel, fn),
      removeHandler: (channel: string) => state.handlers.delete(channel),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onBeforeRequest: vi.fn(), onHeadersReceived: vi.fn() },
      },
    },
    dialog: {
      showMessageBox: vi.fn(async (...args: unknown[]) => {
        state.dialogs.push(args);
        return { response: 2 };
      }),
      showSaveDialog: vi.fn(async (...args: unknown[]) => {
        state.saveDialogs.push(args);
        return state.saveAnswer;
      }),
    },
    clipboard: {
      writeText: (t: string) => void (state.clipboard = t),
      readText: () => state.clipboard,
      clear: () => void (state.clipboard = ''),
    },
  };
});

const { state } = fake;
let home: string;
let socketPath: string;
let agent: Client;
type Win = {
  options: { webPreferences: Record<string, unknown> };
  webContents: Emitter & { send: ReturnType<typeof vi.fn>; mainFrame: unknown; windowOpenHandler: Listener | null };
  setContentProtection: ReturnType<typeof vi.fn>;
  visible: boolean;
  emit(name: string, ...args: unknown[]): void;
};
type TrayRec = { tooltip: string; menu: Array<{ label?: string; click?: () => void }> };
const win = (): Win => state.windows[0] as unknown as Win;
const tray = (): TrayRec => state.trays[0] as unknown as TrayRec;
let rendererIndexUrl: string;

async function call(tool: string, operation: string, params: Record<string, unknown>) {
  const result = (await agent.callTool({ name: tool, arguments: { operation, params } })) as { content: Array<{ text?: string }> };
  return JSON.parse(result.content[0]!.text!) as { success: boolean; data?: Record<string, unknown>; error?: { code: string } };
}

function invoke(channel: string, input: unknown, url = rendererIndexUrl) {
  const w = win();
  const frame = { url, parent: null };
  return state.handlers.get(channel)!({ sender: w.webContents, senderFrame: frame }, input) as Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;
}

async function until(check: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-shell-'));
  socketPath = path.join(home, 'run', 'airlock.sock');
  process.env.AIRLOCK_HOME = home;
  state.downloads = home;
  process.env.AIRLOCK_SOCKET = socketPath;
  fs.writeFileSync(
    path.join(home, 'policy.json'),
    JSON.stringify({ maxAutonomousSteps: 100, patterns: { deny: ['*rm -rf /*'], requiresApproval: ['*deploy*'], autoApprove: [] } }),
  );
  const { startDesktopApp } = await import('../../../src/main/app/main');
  const { rendererDir } = await import('../../../src/main/app/window');
  rendererIndexUrl = pathToFileURL(path.join(rendererDir(), 'index.html')).href;
  startDesktopApp();
  state.readyResolve();
  await until(() => fs.existsSync(socketPath) && state.windows.length === 1, 'the socket and the window');
  agent = new Client({ name: 'shell-test-client', version: '1' });
  const { SocketClientTransport } = await import('../../../src/main/mcp');
  await agent.connect(new SocketClientTransport(socketPath));
});

afterAll(async () => {
  await agent?.close().catch(() => {});
  fs.rmSync(home, { recursive: true, force: true });
  delete process.env.AIRLOCK_HOME;
  delete process.env.AIRLOCK_SOCKET;
});

describe('the Electron main process (against a stand-in electron module)', () => {
  it('opens one secure window, protected from screen capture', async () => {
    const { windowWebPreferences } = await import('../../../src/main/app/security');
    expect(state.windows).toHaveLength(1);
    const prefs = win().options.webPreferences;
    expect(prefs).toEqual(windowWebPreferences(prefs.preload as string, { devTools: true }));
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(win().setContentProtection).toHaveBeenCalledWith(true);
  });

  it('registers every contract channel, each behind the sender check', async () => {
    const { INVOKE_CHANNELS } = await import('../../../src/shared/channels');
    expect([...state.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    await expect(invoke('pending:list', undefined)).resolves.toEqual({ ok: true, value: [] });
    await expect(invoke('pending:list', undefined, 'https://evil.example/')).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    // A subframe of the right page is refused too.
    const sub = state.handlers.get('pending:list')!({ sender: win().webContents, senderFrame: { url: rendererIndexUrl, parent: {} } }, undefined);
    await expect(sub).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    // Another webContents (not our window) is refused.
    const other = state.handlers.get('pending:list')!({ sender: {}, senderFrame: { url: rendererIndexUrl, parent: null } }, undefined);
    await expect(other).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    const status = await invoke('app:status', undefined);
    expect(status.value).toMatchObject({ desktop: true, socket: { state: 'listening', path: socketPath } });
  });

  it('denies navigation and new windows', () => {
    const contents = win().webContents;
    const prevent = vi.fn();
    contents.emit('will-navigate', { preventDefault: prevent }, 'https://evil.example/');
    contents.emit('will-redirect', { preventDefault: prevent }, 'https://evil.example/');
    contents.emit('will-attach-webview', { preventDefault: prevent });
    expect(prevent).toHaveBeenCalledTimes(3);
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('hides the window to the tray on close', () => {
    win().visible = true;
    const prevent = vi.fn();
    win().emit('close', { preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
    expect(win().visible).toBe(false);
  });

  it('announces a confirmation with a notification; its click opens the item; the tray counts it', async () => {
    const env = await call('mcp_aql_create', 'record_execution_step', { element_name: 'shell-agent', nextActionHint: 'deploy the site to staging' });
    expect(env.data!.directive).toMatchObject({ continue: false });
    await until(() => state.notifications.length > 0, 'a notification');
    const pending = (await invoke('pending:list', undefined)).value as Array<{ id: string }>;
    expect(pending).toHaveLength(1);
    expect(tray().tooltip).toContain('1 waiting');
    expect(tray().menu.some((m) => m.label === 'Pending: 1…')).toBe(true);

    state.notifications.at(-1)!.emit('click');
    expect(win().visible).toBe(true);
    expect(win().webContents.send).toHaveBeenCalledWith('airlock:event', { type: 'navigate', view: 'pending', id: pending[0]!.id });
    // Engine events are pushed to the window.
    expect(win().webContents.send.mock.calls.some(([, e]) => (e as { type: string }).type === 'confirmation')).toBe(true);

    await invoke('confirmation:deny', { id: pending[0]!.id, reason: 'no' });
    expect(tray().tooltip).toContain('nothing waiting');
  });

  it('shows a verification code in a native dialog: promise form, no parent window, never in a reply', async () => {
    const env = await call('mcp_aql_create', 'record_execution_step', { element_name: 'shell-agent', nextActionHint: 'executing shell command: rm -rf /' });
    expect(env.data!.directive).toMatchObject({ stopped: true });
    await until(() => state.dialogs.length > 0, 'the code dialog');
    const [options, ...rest] = state.dialogs.at(-1)!;
    expect(rest).toHaveLength(0); // no parent BrowserWindow argument
    const challenges = (await invoke('challenges:list', undefined)).value as Array<{ code?: string; status: string }>;
    const code = challenges.find((c) => c.status === 'active' && c.code)!.code!;
    expect((options as { detail: string }).detail).toContain(code);
    expect(JSON.stringify(env)).not.toContain(code);

    // The tray halts everyone; Resume undoes it.
    tray().menu.find((m) => m.label === 'Halt all agents')!.click!();
    expect(((await invoke('halt:get', undefined)).value as { all: boolean }).all).toBe(true);
    tray().menu.find((m) => m.label === 'Resume all agents')!.click!();
    expect(((await invoke('halt:get', undefined)).value as { all: boolean }).all).toBe(false);
  });

  it('History: an export asks where to save (the window as parent) and writes the file 0600; cancelling writes nothing', async () => {
    const list = (await invoke('history:list', { agent: 'shell-agent' })).value as { items: Array<{ id: string }> };
    const id = list.items[0]!.id;
    const target = path.join(home, 'chosen.csv');
    state.saveAnswer = { canceled: false, filePath: target };
    const saved = (await invoke('history:export', { executionId: id, format: 'csv', save: true })) as { ok: boolean; value: { savedTo: string; text: string; filename: string } };
    expect(saved).toMatchObject({ ok: true, value: { savedTo: target } });
    expect(fs.readFileSync(target, 'utf8')).toBe(saved.value.text);
    if (process.platform !== 'win32') expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    const [parent, options] = state.saveDialogs.at(-1)!;
    expect(parent).toBe(win());
    expect(options).toMatchObject({ defaultPath: path.join(home, saved.value.filename), filters: [{ extensions: ['csv'] }] });

    state.saveAnswer = { canceled: true };
    await expect(invoke('history:export', { executionId: id, format: 'json', save: true })).resolves.toMatchObject({ ok: true, value: { savedTo: null } });
    expect(fs.existsSync(path.join(home, `airlock-execution-${id}.json`))).toBe(false);
  });

  it('shuts down cleanly: socket closed, then exit', async () => {
    const { app } = await import('electron');
    const emitter = app as unknown as Emitter;
    emitter.emit('before-quit');
    const prevent = vi.fn();
    emitter.emit('will-quit', { preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
    await until(() => state.exitCode !== null, 'app.exit');
    expect(state.exitCode).toBe(0);
    expect(fs.existsSync(socketPath)).toBe(false);
    expect(state.handlers.size).toBe(0);
  });
});
