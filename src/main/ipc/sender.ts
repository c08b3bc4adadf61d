// Who may call the IPC handlers: only the app's own renderer page, in the
// window's top frame. No electron import, so it is unit-tested directly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SenderInfo {
  /** The URL of the frame that sent the message (event.senderFrame.url). */
  url: string;
  /** False for iframes: only the top frame of our window may call. */
  isMainFrame: boolean;
}

export interface TrustedRenderer {
  /** The built renderer folder (out/renderer); its index.html is trusted over file://. */
  rendererDir?: string;
  /** Trusted http(s) origins: electron-vite's dev server, or the browser tests' loopback server. */
  origins?: string[];
}

export type SenderCheck = (sender: SenderInfo) => boolean;

export function createSenderCheck(trusted: TrustedRenderer): SenderCheck {
  const indexFile = trusted.rendererDir ? path.resolve(trusted.rendererDir, 'index.html') : null;
  const origins = new Set<string>();
  for (const origin of trusted.origins ?? []) {
    const parsed = safeUrl(origin);
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isLoopback(parsed.hostname)) origins.add(parsed.origin);
  }

  return (sender) => {
    if (!sender || sender.isMainFrame !== true || typeof sender.url !== 'string') return false;
    const url = safeUrl(sender.url);
    if (!url || url.username || url.password) return false;
    if (url.protocol === 'file:') {
      if (!indexFile || url.host !== '') return false;
      let file: string;
      try {
        file = fileURLToPath(url);
      } catch {
        return false;
      }
      return samePath(path.resolve(file), indexFile);
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') return origins.has(url.origin);
    return false;
  };
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function samePath(a: string, b: string): boolean {
  return process.platform === 'win32' || process.platform === 'darwin' ? a.toLowerCase() === b.toLowerCase() : a === b;
}
