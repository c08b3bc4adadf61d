// The one Airlock window: sandboxed, context-isolated, no Node, CSP'd,
// protected from screen capture (it shows verification codes), hidden to the
// tray on close.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, nativeImage } from 'electron';
import { windowWebPreferences } from './security';

const here = path.dirname(fileURLToPath(import.meta.url));

export const rendererDir = (): string => path.join(here, '..', 'renderer');
export const preloadFile = (): string => path.join(here, '..', 'preload', 'index.cjs');
export const resourceFile = (name: string): string => path.join(app.getAppPath(), 'resources', name);

/** electron-vite's dev server, only when not packaged. */
export function devServerUrl(): string | undefined {
  const url = process.env.ELECTRON_RENDERER_URL;
  return !app.isPackaged && url ? url : undefined;
}

export function createMainWindow(options: { show: boolean; isQuitting: () => boolean }): BrowserWindow {
  // electronegativity cannot see through windowWebPreferences(); it checks
  // the evaluated values instead (scripts/check-electron-security.ts).
  const win = new BrowserWindow({ // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
    width: 1120,
    height: 760,
    minWidth: 760,
    minHeight: 480,
    show: false,
    title: 'Airlock',
    icon: nativeImage.createFromPath(resourceFile('icon.png')),
    backgroundColor: '#f6f7f9',
    autoHideMenuBar: true,
    webPreferences: windowWebPreferences(preloadFile(), { devTools: !app.isPackaged }),
  });
  // Verification codes are on screen here: keep them out of screenshots and
  // screen sharing where the OS allows (macOS, Windows).
  win.setContentProtection(true);

  win.on('close', (event) => {
    if (options.isQuitting()) return;
    event.preventDefault();
    win.hide();
  });
  win.once('ready-to-show', () => {
    if (options.show) win.show();
  });

  const dev = devServerUrl();
  if (dev) void win.loadURL(dev);
  else void win.loadFile(path.join(rendererDir(), 'index.html'));
  return win;
}
