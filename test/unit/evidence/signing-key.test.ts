// openSigningKey: one governor identity per AIRLOCK_HOME, whichever store answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Keychain } from '../../../src/main/ports';
import { FileKeychain, KEY_ACCOUNT, KEY_SERVICE, keyFile, markerFile, openSigningKey } from '../../../src/main/evidence';

class MemoryKeychain implements Keychain {
  readonly map = new Map<string, string>();
  async get(s: string, a: string) {
    return this.map.get(`${s}/${a}`) ?? null;
  }
  async set(s: string, a: string, v: string) {
    this.map.set(`${s}/${a}`, v);
  }
  async delete(s: string, a: string) {
    return this.map.delete(`${s}/${a}`);
  }
}
const unreachable: Keychain = {
  get: () => Promise.reject(new Error('keychain locked')),
  set: () => Promise.reject(new Error('keychain locked')),
  delete: () => Promise.reject(new Error('keychain locked')),
};

let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-signing-'));
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

describe('openSigningKey', () => {
  it('keeps one key in the OS keychain and writes only public facts to the marker', async () => {
    const osKeychain = new MemoryKeychain();
    const first = await openSigningKey(home, { os: osKeychain, env: {} });
    const second = await openSigningKey(home, { os: osKeychain, env: {} });
    expect(first.store).toBe('os');
    expect(second.key.kid).toBe(first.key.kid);
    const marker = fs.readFileSync(markerFile(home), 'utf8');
    expect(JSON.parse(marker)).toMatchObject({ governor: first.key.governor, kid: first.key.kid, store: 'os' });
    expect(marker).not.toContain(first.key.exportPkcs8());
    expect(fs.existsSync(keyFile(home))).toBe(false);
  });

  it('refuses to make a second identity when the OS keychain that holds the key is unreachable', async () => {
    const first = await openSigningKey(home, { os: new MemoryKeychain(), env: {} });
    const error = await openSigningKey(home, { os: unreachable, env: {} }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      `The signing key (${first.key.kid}) is in the OS keychain, which is not reachable now (keychain locked). Unlock the keychain and try again; Airlock will not make a second governor identity.`,
    );
    expect(fs.existsSync(keyFile(home))).toBe(false);
  });

  it('uses the file when no keychain was ever reachable, then moves the key into the OS keychain', async () => {
    const inFile = await openSigningKey(home, { os: unreachable, env: {} });
    expect(inFile.store).toBe('file');
    expect(inFile.warning).toMatch(/^No OS keychain is reachable \(keychain locked\); the signing key is kept in /);
    const osKeychain = new MemoryKeychain();
    const moved = await openSigningKey(home, { os: osKeychain, env: {} });
    expect(moved.store).toBe('os');
    expect(moved.key.kid).toBe(inFile.key.kid);
    expect(moved.warning).toBe(`The signing key (${inFile.key.kid}) was moved from ${keyFile(home)} into the OS keychain.`);
    expect(await new FileKeychain(keyFile(home)).get(KEY_SERVICE, KEY_ACCOUNT)).toBeNull();
    expect(osKeychain.map.size).toBe(1);
  });
});
