// The window's security settings, in one module without an electron import so
// a unit test can assert them and the build can write the CSP into the page.
// Follows Electron's security checklist (electronjs.org/docs/latest/tutorial/security).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The renderer's Content-Security-Policy: our own scripts and styles only, no
 *  inline script, no eval, no network, no frames, no plugins. Delivered as a
 *  <meta> tag in index.html (written at build time from this string) and as a
 *  response header for any http(s) response the window's session sees. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Development only (electron-vite dev): the dev server's HMR needs its inline
 *  preamble and a websocket. Never used for a built renderer. */
export function developmentCsp(devServerUrl: string): string {
  const origin = new URL(devServerUrl).origin;
  const ws = origin.replace(/^http/, 'ws');
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'unsafe-inline' ${origin}`)
    .replace("style-src 'self'", `style-src 'self' 'unsafe-inline' ${origin}`)
    .replace("connect-src 'none'", `connect-src ${origin} ${ws}`);
}

/** BrowserWindow webPreferences of every Airlock window. */
export function windowWebPreferences(preloadPath: string, options: { devTools?: boolean } = {}) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    // Middle-click (auxclick) opens links in new windows; the window-open
    // handler denies those anyway, this stops the event at the source.
    disableBlinkFeatures: 'Auxclick',
    devTools: options.devTools ?? false,
  } as const;
}

/** Permissions the renderer may be granted: none (no camera, no notifications
 *  from the page — the main process shows notifications itself). */
export const ALLOWED_PERMISSIONS: readonly string[] = [];

/** No remote content: the window's session lets through only the app's own
 *  renderer files (and, in development, the dev server). Everything else —
 *  any http(s) host, other file:// paths — is cancelled. */
export function isAllowedRequest(url: string, allowed: { rendererDir: string; devOrigin?: string }): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case 'file:': {
      if (parsed.host !== '') return false;
      let file: string;
      try {
        file = path.resolve(fileURLToPath(parsed));
      } catch {
        return false;
      }
      const dir = path.resolve(allowed.rendererDir);
      return file === dir || file.startsWith(dir + path.sep);
    }
    case 'data:':
    case 'devtools:':
      return true;
    case 'http:':
    case 'https:':
    case 'ws:':
      return !!allowed.devOrigin && parsed.origin === new URL(allowed.devOrigin).origin.replace(/^http/, parsed.protocol === 'ws:' ? 'ws' : 'http');
    default:
      return false;
  }
}
