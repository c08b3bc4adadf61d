// The window's webPreferences and CSP, per Electron's security checklist; the
// clipboard clearing and the Linux autostart entry.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, developmentCsp, windowWebPreferences, ALLOWED_PERMISSIONS, isAllowedRequest } from '../../../src/main/app/security';
import { createClipboardGuard } from '../../../src/main/app/clipboard-guard';
import { autostartDesktopEntry, autostartFile } from '../../../src/main/app/autostart';
import { createBridge } from '../../../src/shared/bridge';

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('window security settings', () => {
  it('isolates and sandboxes the renderer with no Node', () => {
    const prefs = windowWebPreferences('/app/out/preload/index.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
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
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    });
    expect(ALLOWED_PERMISSIONS).toEqual([]);
  });

  it('has a strict CSP: own scripts and styles only, no inline, no eval, no network, no frames', () => {
    const d = directives(CONTENT_SECURITY_POLICY);
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\bhttps?:|\*/);
  });

  it('loosens only for the local dev server in development', () => {
    const dev = developmentCsp('http://localhost:5173');
    expect(directives(dev).get('connect-src')).toEqual(['http://localhost:5173', 'ws://localhost:5173']);
    expect(dev).not.toMatch(/unsafe-eval/);
  });

  it('the built page carries the same CSP in a meta tag (when built)', () => {
    const index = path.resolve('out/renderer/index.html');
    if (!fs.existsSync(index)) return; // the e2e suite fails loudly when the build is missing
    const html = fs.readFileSync(index, 'utf8');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline scripts
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe('what the renderer bundle contains (when built)', () => {
  it('has no Node, engine, store or zod code: the renderer imports types only', () => {
    const assets = path.resolve('out/renderer/assets');
    if (!fs.existsSync(assets)) return;
    const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(assets, f), 'utf8')).join('\n');
    for (const marker of ['better-sqlite3', 'node:fs', 'node:crypto', 'ipcRenderer', 'ZodError', 'policySchema', 'SafetyLoop', 'require("electron")']) {
      expect(js, marker).not.toContain(marker);
    }
  });
  it('the preload bundle requires nothing but electron (sandboxed preloads cannot)', () => {
    const preload = path.resolve('out/preload/index.cjs');
    if (!fs.existsSync(preload)) return;
    const requires = [...fs.readFileSync(preload, 'utf8').matchAll(/require\((["'])([^"']+)\1\)/g)].map((m) => m[2]);
    expect([...new Set(requires)]).toEqual(['electron']);
  });
});

describe('copying a code', () => {
  it('clears the clipboard after 30 s if the code is still on it', () => {
    vi.useFakeTimers();
    try {
      let text = '';
      const clipboard = { writeText: (t: string) => void (text = t), readText: () => text, clear: () => void (text = '') };
      const guard = createClipboardGuard(clipboard);
      expect(guard.copy('CODE-1')).toEqual({ clearsAfterSeconds: 30 });
      expect(text).toBe('CODE-1');
      vi.advanceTimersByTime(29_000);
      expect(text).toBe('CODE-1');
      vi.advanceTimersByTime(1_000);
      expect(text).toBe('');

      // Something the person copied afterwards is left alone.
      guard.copy('CODE-2');
      text = 'my own notes';
      vi.advanceTimersByTime(30_000);
      expect(text).toBe('my own notes');

      // On quit, a pending code is cleared at once.
      guard.copy('CODE-3');
      guard.flush();
      expect(text).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('launch at login on Linux', () => {
  it('writes an XDG autostart entry that starts Airlock hidden', () => {
    expect(autostartFile({}, '/home/a')).toBe(path.join('/home/a', '.config', 'autostart', 'airlock.desktop'));
    expect(autostartFile({ XDG_CONFIG_HOME: '/x/cfg' }, '/home/a')).toBe(path.join('/x/cfg', 'autostart', 'airlock.desktop'));
    expect(autostartFile({ XDG_CONFIG_HOME: 'relative' }, '/home/a')).toBe(path.join('/home/a', '.config', 'autostart', 'airlock.desktop'));
    const entry = autostartDesktopEntry('/opt/My Apps/Airlock.AppImage');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec="/opt/My Apps/Airlock.AppImage" --hidden');
    expect(entry).toContain('Type=Application');
    expect(autostartDesktopEntry('/opt/a%b')).toContain('Exec=/opt/a%%b --hidden');
  });
});

describe('the bridge the preload exposes', () => {
  it('exposes only invoke/on over the contract channels and unwraps results', async () => {
    const sent: unknown[] = [];
    const listeners = new Set<(e: never) => void>();
    const api = createBridge({
      invoke: async (channel, input) => {
        sent.push([channel, input]);
        return channel === 'halt:get' ? { ok: true, value: { all: false, agents: [] } } : { ok: false, error: { code: 'FAILED', message: 'nope' } };
      },
      subscribe: (l) => {
        listeners.add(l as never);
        return () => listeners.delete(l as never);
      },
    });
    expect(Object.keys(api).sort()).toEqual(['channels', 'events', 'invoke', 'on']);
    expect(Object.isFrozen(api)).toBe(true);
    await expect(api.invoke('halt:get')).resolves.toEqual({ all: false, agents: [] });
    await expect(api.invoke('pending:list')).rejects.toThrow('nope');
    await expect((api.invoke as (channel: string) => Promise<unknown>)('shell:exec')).rejects.toThrow(/no "shell:exec"/);
    expect(sent).toEqual([
      ['halt:get', undefined],
      ['pending:list', undefined],
    ]);

    const seen: unknown[] = [];
    const off = api.on('mode', (e) => seen.push(e.mode));
    for (const l of listeners) (l as (e: unknown) => void)({ type: 'mode', mode: 'monitoring' });
    for (const l of listeners) (l as (e: unknown) => void)({ type: 'halt', halt: { all: true, agents: [] } });
    expect(seen).toEqual(['monitoring']);
    off();
    expect(listeners.size).toBe(0);
    expect(() => api.on('bogus' as never, () => {})).toThrow();
  });
});

describe('no remote content', () => {
  const rendererDir = path.resolve('/opt/Airlock/out/renderer');
  const file = (p: string) => `file://${path.resolve(p).split(path.sep).join('/')}`;
  it('lets through only the renderer files (and the dev server in development)', () => {
    expect(isAllowedRequest(file('/opt/Airlock/out/renderer/index.html'), { rendererDir })).toBe(true);
    expect(isAllowedRequest(file('/opt/Airlock/out/renderer/assets/index-abc.js'), { rendererDir })).toBe(true);
    expect(isAllowedRequest('data:image/png;base64,AAAA', { rendererDir })).toBe(true);
    expect(isAllowedRequest(file('/etc/passwd'), { rendererDir })).toBe(false);
    expect(isAllowedRequest(file('/opt/Airlock/out/renderer-evil/x.js'), { rendererDir })).toBe(false);
    expect(isAllowedRequest('file://host/share/x.js', { rendererDir })).toBe(false);
    expect(isAllowedRequest('https://cdn.example.com/x.js', { rendererDir })).toBe(false);
    expect(isAllowedRequest('http://localhost:5173/src/main.tsx', { rendererDir })).toBe(false);
    expect(isAllowedRequest('http://localhost:5173/src/main.tsx', { rendererDir, devOrigin: 'http://localhost:5173' })).toBe(true);
    expect(isAllowedRequest('ws://localhost:5173/', { rendererDir, devOrigin: 'http://localhost:5173' })).toBe(true);
    expect(isAllowedRequest('http://localhost:5174/', { rendererDir, devOrigin: 'http://localhost:5173' })).toBe(false);
    expect(isAllowedRequest('ftp://x/', { rendererDir })).toBe(false);
    expect(isAllowedRequest('nonsense', { rendererDir })).toBe(false);
  });
});
