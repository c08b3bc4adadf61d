// The browser tests' Chromium: AIRLOCK_CHROMIUM, then the system's, then the
// one packaged in @sparticuz/chromium, with an error that says what to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveChromium, type ResolvedChromium } from '../../helpers/chromium';

let dir: string;
const packaged: ResolvedChromium = { executablePath: '/packaged/chromium', source: 'packaged', env: { FONTCONFIG_FILE: '/packaged/fonts.conf' } };
const noPackaged = (): ResolvedChromium => {
  throw new Error('not on this platform');
};

function executable(name: string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
  return file;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-chromium-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveChromium', () => {
  it('takes AIRLOCK_CHROMIUM first, even when a system Chromium exists', () => {
    const chosen = executable('mine/chrome');
    const system = executable('usr-bin/chromium');
    const result = resolveChromium({ AIRLOCK_CHROMIUM: chosen, PATH: '' }, { systemFixedPath: system, packaged: () => packaged });
    expect(result).toEqual({ executablePath: chosen, source: 'AIRLOCK_CHROMIUM', env: {} });
  });

  it('refuses an AIRLOCK_CHROMIUM that is not an executable instead of falling back', () => {
    const notExecutable = path.join(dir, 'plain-file');
    fs.writeFileSync(notExecutable, '', { mode: 0o644 });
    expect(() => resolveChromium({ AIRLOCK_CHROMIUM: notExecutable, PATH: '' }, { packaged: () => packaged })).toThrow(/AIRLOCK_CHROMIUM is set to .*not an executable/);
    expect(() => resolveChromium({ AIRLOCK_CHROMIUM: path.join(dir, 'missing'), PATH: '' }, { packaged: () => packaged })).toThrow(/AIRLOCK_CHROMIUM/);
  });

  it('prefers the fixed system path, then chromium, then google-chrome on PATH', () => {
    const fixed = executable('usr-bin/chromium');
    const chromium = executable('bin-a/chromium');
    const chrome = executable('bin-b/google-chrome');
    const PATH = [path.join(dir, 'bin-b'), path.join(dir, 'bin-a')].join(path.delimiter);
    expect(resolveChromium({ PATH }, { systemFixedPath: fixed, packaged: () => packaged })).toMatchObject({ executablePath: fixed, source: 'system' });
    const absent = path.join(dir, 'none/chromium');
    expect(resolveChromium({ PATH }, { systemFixedPath: absent, packaged: () => packaged })).toMatchObject({ executablePath: chromium, source: 'system' });
    expect(resolveChromium({ PATH: path.join(dir, 'bin-b') }, { systemFixedPath: absent, packaged: () => packaged })).toMatchObject({ executablePath: chrome, source: 'system' });
  });

  it('skips non-executable files on PATH', () => {
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin', 'chromium'), '', { mode: 0o644 });
    expect(resolveChromium({ PATH: path.join(dir, 'bin') }, { systemFixedPath: path.join(dir, 'none'), packaged: () => packaged })).toEqual(packaged);
  });

  it('falls back to the packaged Chromium, and says what was tried when it is unusable too', () => {
    const env = { PATH: path.join(dir, 'empty') };
    expect(resolveChromium(env, { systemFixedPath: path.join(dir, 'none'), packaged: () => packaged })).toEqual(packaged);
    expect(() => resolveChromium(env, { systemFixedPath: path.join(dir, 'none'), packaged: noPackaged })).toThrow(
      /AIRLOCK_CHROMIUM is unset, there is no \/usr\/bin\/chromium and no chromium or google-chrome on PATH, and the packaged one is unusable — not on this platform/,
    );
  });
});
