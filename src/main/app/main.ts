// The Electron main process: one instance, the host (store, loop, socket —
// the same assembly as `airlock serve`, src/main/host.ts) opened on `ready`,
// the tray, the window, the IPC gate, and a clean shutdown (socket closed,
// database closed). This is only the shell.
import { BrowserWindow, app, clipboard, dialog, ipcMain, nativeImage, session, type IpcMainInvokeEvent, type WebContents } from 'electron';
import fs from 'node:fs';
import path from 'node:path';
import { openHost, type AirlockHost } from '../host';
import { AlreadyRunningError } from '../mcp';
import { airlockHome, socketPath } from '../paths';
import type { Logger } from '../ports';
import { createIpcGate, createIpcHandlers, createSenderCheck, type SenderInfo } from '../ipc';
import { EVENT_CHANNEL, INVOKE_CHANNELS, type View } from '../../shared/channels';
import type { AppEvent, AppStatus } from '../../shared/types';
import { HIDDEN_ARG } from './autostart';
import { createClipboardGuard } from './clipboard-guard';
import { clientSnippets } from './client-snippets';
import { electronCodeDisplay, electronNotifier } from './electron-ports';
import { getLaunchAtLogin, setLaunchAtLogin } from './login-item';
import { ALLOWED_PERMISSIONS, CONTENT_SECURITY_POLICY, developmentCsp, isAllowedRequest } from './security';
import { createTray, type AirlockTray } from './tray';
import { createMainWindow, devServerUrl, rendererDir, resourceFile } from './window';

const logger: Logger = {
  // Operator log lines on stderr. The engine never gives a logger a code.
  info: (m, f) => console.error(`airlock info: ${m}${f ? ` ${safeJson(f)}` : ''}`),
  warn: (m, f) => console.error(`airlock warn: ${m}${f ? ` ${safeJson(f)}` : ''}`),
  error: (m, f) => console.error(`airlock error: ${m}${f ? ` ${safeJson(f)}` : ''}`),
};

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

export function startDesktopApp(): void {
  if (!app.requestSingleInstanceLock()) {
    // Another Airlock owns the socket and the database; it shows its window.
    app.quit();
    return;
  }

  let quitting = false;
  let window: BrowserWindow | null = null;
  let tray: AirlockTray | null = null;
  let host: AirlockHost | null = null;
  let unsubscribe: (() => void) | null = null;
  const home = airlockHome();
  const sockPath = socketPath();
  const startHidden = process.argv.includes(HIDDEN_ARG);
  const clipboardGuard = createClipboardGuard(clipboard);
  const status: AppStatus = {
    version: app.getVersion(),
    platform: process.platform,
    desktop: true,
    socket: { state: 'starting', path: sockPath },
    launchAtLogin: null,
    clients: clientSnippets(),
  };

  const send = (event: AppEvent): void => {
    if (window && !window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  };
  const open = (view?: View, id?: string): void => {
    if (!window || window.isDestroyed()) window = createMainWindow({ show: true, isQuitting: () => quitting });
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    if (view) send({ type: 'navigate', view, id });
  };
  const setStatus = (patch: Partial<AppStatus>): void => {
    Object.assign(status, patch);
    send({ type: 'status', status: { ...status } });
  };

  app.on('second-instance', () => open());
  app.on('activate', () => open()); // macOS dock click
  // The tray keeps Airlock running with no window open.
  app.on('window-all-closed', () => {});
  app.on('before-quit', () => {
    quitting = true;
  });

  // ---- security (Electron checklist) ------------------------------------------
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  const dev = devServerUrl();
  const isTrustedSender = createSenderCheck({ rendererDir: rendererDir(), origins: dev ? [dev] : [] });

  app.whenReady().then(async () => {
    const ses = session.defaultSession;
    ses.setPermissionRequestHandler((_wc, permission, callback) => callback(ALLOWED_PERMISSIONS.includes(permission)));
    ses.setPermissionCheckHandler((_wc, permission) => ALLOWED_PERMISSIONS.includes(permission));
    // No remote content: only our own files (and the dev server in development).
    ses.webRequest.onBeforeRequest((details, callback) => {
      const allowed = isAllowedRequest(details.url, { rendererDir: rendererDir(), devOrigin: dev });
      if (!allowed) logger.warn('blocked a request for remote content', { url: details.url.slice(0, 200) });
      callback({ cancel: !allowed });
    });
    ses.webRequest.onHeadersReceived((details, callback) => {
      callback({
        // The CSP is computed; electronegativity checks the evaluated one
        // (scripts/check-electron-security.ts).
        responseHeaders: { // eng-disable CSP_GLOBAL_CHECK
          ...details.responseHeaders,
          'Content-Security-Policy': [dev ? developmentCsp(dev) : CONTENT_SECURITY_POLICY],
        },
      });
    });

    // Never run a second engine on the same data: if an Airlock already
    // answers on the socket (e.g. `airlock serve` in a terminal), say so and stop.
    const portHost = { clipboard: clipboardGuard, logger, open };
    try {
      host = await openHost({ home, socketPath: sockPath, ports: { codeDisplay: electronCodeDisplay(portHost), notifier: electronNotifier(portHost), logger } });
      if (host.signing.warning) logger.warn(host.signing.warning);
    } catch (error) {
      if (error instanceof AlreadyRunningError) {
        logger.warn('another Airlock is already running', { socket: sockPath });
        await dialog.showMessageBox({
          type: 'info',
          title: 'Airlock is already running',
          message: 'Another Airlock is already running on this computer.',
          detail: `Something already answers on ${sockPath} — probably \`airlock serve\` in a terminal. Quit it, then start the Airlock app again.`,
        });
        app.exit(0);
        return;
      }
      logger.error('could not open the Airlock store', { error: error instanceof Error ? error.message : String(error) });
      await dialog.showMessageBox({
        type: 'error',
        title: 'Airlock cannot start',
        message: 'Airlock could not open its data.',
        detail: `${error instanceof Error ? error.message : String(error)}\n\nFolder: ${home}`,
      });
      app.exit(1);
      return;
    }
    const airlock = host.airlock;
    const human = airlock.human;
    status.launchAtLogin = safeGetLaunchAtLogin();

    // ---- IPC: one gate, every channel ------------------------------------------
    const handlers = createIpcHandlers(human, {
      status: () => ({ ...status, policyProblem: airlock.policyProblem() }),
      copyCode: (code) => clipboardGuard.copy(code),
      setLaunchAtLogin: (enabled) => {
        const result = setLaunchAtLogin(enabled);
        status.launchAtLogin = result;
        tray?.update();
        return result;
      },
      history: {
        service: host.history,
        home,
        policy: () => human.getPolicy(),
        saveFile: (file) => saveExport(window, file),
      },
    });
    const gate = createIpcGate({ handlers, isTrustedSender, logger });
    const senderOf = (event: IpcMainInvokeEvent): SenderInfo => {
      const frame = event.senderFrame;
      const ours = !!window && !window.isDestroyed() && event.sender === window.webContents;
      return { url: frame?.url ?? '', isMainFrame: ours && !!frame && frame.parent === null };
    };
    for (const channel of INVOKE_CHANNELS) {
      ipcMain.handle(channel, (event, input: unknown) => gate.dispatch(channel, input, senderOf(event)));
    }

    tray = createTray({
      human,
      open,
      quit: () => app.quit(),
      launchAtLogin: () => status.launchAtLogin,
      setLaunchAtLogin: (enabled) => {
        status.launchAtLogin = setLaunchAtLogin(enabled);
        setStatus({});
      },
      onError: (message) => logger.warn('tray action failed', { error: message }),
      onPendingCount: (count) => {
        // Windows: a badge on the taskbar button too.
        if (process.platform === 'win32' && window && !window.isDestroyed()) {
          window.setOverlayIcon(count > 0 ? nativeImage.createFromPath(resourceFile('badge.png')) : null, count > 0 ? `${count} waiting` : '');
        }
      },
    });

    unsubscribe = human.subscribe((event) => {
      send(event);
      if (['confirmation', 'decision', 'halt', 'mode', 'policy'].includes(event.type)) tray?.update();
    });

    window = createMainWindow({ show: !startHidden, isQuitting: () => quitting });

    try {
      await host.listen();
      setStatus({ socket: { state: 'listening', path: sockPath } });
      logger.info('listening', { socket: sockPath });
    } catch (error) {
      const message =
        error instanceof AlreadyRunningError
          ? 'Another Airlock (perhaps `airlock serve` in a terminal) is already answering on this socket.'
          : error instanceof Error
            ? error.message
            : String(error);
      logger.error('could not open the socket', { socket: sockPath, error: message });
      setStatus({ socket: { state: 'failed', path: sockPath, error: message } });
      open();
    }
  }).catch((error: unknown) => {
    logger.error('Airlock failed to start', { error: error instanceof Error ? error.message : String(error) });
    app.exit(1);
  });

  // ---- clean shutdown -----------------------------------------------------------
  let shutDown = false;
  app.on('will-quit', (event) => {
    if (shutDown) return;
    event.preventDefault();
    shutDown = true;
    void (async () => {
      try {
        unsubscribe?.();
        clipboardGuard.flush();
        for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
        await host?.close();
        tray?.destroy();
      } catch (error) {
        logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
      } finally {
        app.exit(0);
      }
    })();
  });
}

/** An export, written where the person chooses in a save dialog (0600: it names agents and actions). */
async function saveExport(window: BrowserWindow | null, file: { filename: string; mime: string; text: string }): Promise<string | null> {
  const csv = file.mime === 'text/csv';
  const options = {
    title: 'Export execution',
    defaultPath: path.join(app.getPath('downloads'), file.filename),
    filters: [csv ? { name: 'CSV', extensions: ['csv'] } : { name: 'JSON', extensions: ['json'] }],
  };
  const result = window && !window.isDestroyed() ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return null;
  fs.writeFileSync(result.filePath, file.text, { mode: 0o600 });
  return result.filePath;
}

function safeGetLaunchAtLogin(): boolean | null {
  try {
    return getLaunchAtLogin();
  } catch {
    return null;
  }
}
