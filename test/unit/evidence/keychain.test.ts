// Key storage: the 0600 file fallback, falling back when no OS keychain
// answers, and the signing key's life cycle through a Keychain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Keychain } from '../../../src/main/ports';
import {
  FileKeychain,
  KEY_ACCOUNT,
  KEY_SERVICE,
  SigningKey,
  keyFile,
  loadOrCreateSigningKey,
  openKeychain,
} from '../../../src/main/evidence';

const posix = process.platform !== 'win32';
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-keys-'));
});
afterEach(() => {
  fs.rmSync(home, { recursive: true, force: true });
});

const mode = (p: string): number => fs.statSync(p).mode & 0o777;

class UnreachableKeychain implements Keychain {
  async get(): Promise<string | null> {
    throw new Error('org.freedesktop.DBus.Error.ServiceUnknown: no Secret Service');
  }
  async set(): Promise<void> {
    throw new Error('org.freedesktop.DBus.Error.ServiceUnknown: no Secret Service');
  }
  async delete(): Promise<boolean> {
    throw new Error('org.freedesktop.DBus.Error.ServiceUnknown: no Secret Service');
  }
}

class HangingKeychain implements Keychain {
  get(): Promise<string | null> {
    return new Promise(() => {});
  }
  set(): Promise<void> {
    return new Promise(() => {});
  }
  delete(): Promise<boolean> {
    return new Promise(() => {});
  }
}

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

describe('FileKeychain', () => {
  it.skipIf(!posix)('writes the file 0600 inside a 0700 directory, even under a lax umask', async () => {
    const old = process.umask(0o000);
    try {
      const kc = new FileKeychain(keyFile(home));
      await kc.set('svc', 'acct', 'secret-1');
      expect(mode(keyFile(home))).toBe(0o600);
      expect(mode(path.dirname(keyFile(home)))).toBe(0o700);
      await kc.set('svc', 'acct2', 'secret-2');
      expect(mode(keyFile(home))).toBe(0o600);
    } finally {
      process.umask(old);
    }
  });

  it('stores, returns and deletes; leaves no temporary files', async () => {
    const kc = new FileKeychain(keyFile(home));
    expect(await kc.get('svc', 'acct')).toBeNull();
    await kc.set('svc', 'acct', 'one');
    await kc.set('svc', 'acct', 'two');
    expect(await new FileKeychain(keyFile(home)).get('svc', 'acct')).toBe('two');
    expect(await kc.delete('svc', 'acct')).toBe(true);
    expect(await kc.delete('svc', 'acct')).toBe(false);
    expect(await kc.get('svc', 'acct')).toBeNull();
    expect(fs.readdirSync(path.dirname(keyFile(home)))).toEqual(['keychain.json']);
  });

  it.skipIf(!posix)('tightens a key file someone made readable by others', async () => {
    const kc = new FileKeychain(keyFile(home));
    await kc.set('svc', 'acct', 'x');
    fs.chmodSync(keyFile(home), 0o644);
    await kc.get('svc', 'acct');
    expect(mode(keyFile(home))).toBe(0o600);
  });

  it('a corrupt file is reported without echoing its content', async () => {
    fs.mkdirSync(path.dirname(keyFile(home)), { recursive: true });
    fs.writeFileSync(keyFile(home), 'MC4CAQAwBQYDK2VwBCIEI-not-json');
    const error = await new FileKeychain(keyFile(home)).get('svc', 'acct').catch((e: Error) => e);
    expect((error as Error).message).toContain('is not valid JSON');
    expect((error as Error).message).not.toContain('MC4CAQ');
  });
});

describe('openKeychain', () => {
  it('falls back to the file, with the warning, when no OS keychain is reachable', async () => {
    const opened = await openKeychain(home, { os: new UnreachableKeychain(), env: {} });
    expect(opened.kind).toBe('file');
    expect(opened.file).toBe(keyFile(home));
    expect(opened.warning).toBe(
      `No OS keychain is reachable (org.freedesktop.DBus.Error.ServiceUnknown: no Secret Service); the signing key is kept in ${keyFile(home)}, readable only by you: other OS users cannot use it, but any program running as you (an agent's shell too) can read it and sign as Airlock — run the agent as another OS user to keep it out of reach.`,
    );
    const key = await loadOrCreateSigningKey(opened.keychain);
    if (posix) expect(mode(keyFile(home))).toBe(0o600);
    expect((await loadOrCreateSigningKey(new FileKeychain(keyFile(home)))).kid).toBe(key.kid);
  });

  it('falls back when the keychain does not answer in time', async () => {
    const opened = await openKeychain(home, { os: new HangingKeychain(), env: {}, probeTimeoutMs: 50 });
    expect(opened.kind).toBe('file');
    expect(opened.warning).toMatch(/^No OS keychain is reachable \(the OS keychain did not answer within 50 ms\)/);
  });

  it('uses a keychain that answers, and leaves no probe behind', async () => {
    const memory = new MemoryKeychain();
    const opened = await openKeychain(home, { os: memory, env: {} });
    expect(opened.kind).toBe('os');
    expect(opened.warning).toBeUndefined();
    expect(memory.map.size).toBe(0);
  });

  it('AIRLOCK_KEYCHAIN=file chooses the file outright', async () => {
    const opened = await openKeychain(home, { os: new MemoryKeychain(), env: { AIRLOCK_KEYCHAIN: 'file' } });
    expect(opened).toMatchObject({ kind: 'file', file: keyFile(home) });
    expect(opened.warning).toBeUndefined();
  });

  const noDbus = process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS;
  it.skipIf(!noDbus)('falls back for real when no D-Bus session is there (Linux without DBUS_SESSION_BUS_ADDRESS)', async () => {
    const opened = await openKeychain(home, { env: {} });
    expect(opened.kind).toBe('file');
    expect(opened.warning).toMatch(/^No OS keychain is reachable \(/);
  });
});

describe('loadOrCreateSigningKey', () => {
  it('creates once, then returns the same key', async () => {
    const memory = new MemoryKeychain();
    const first = await loadOrCreateSigningKey(memory);
    const second = await loadOrCreateSigningKey(memory);
    expect(second.kid).toBe(first.kid);
    expect(memory.map.has(`${KEY_SERVICE}/${KEY_ACCOUNT}`)).toBe(true);
  });

  it('a stored key that is not a key fails without repeating it', async () => {
    const memory = new MemoryKeychain();
    await memory.set(KEY_SERVICE, KEY_ACCOUNT, 'c2VjcmV0LWJ1dC1ub3QtYS1rZXk');
    const error = await loadOrCreateSigningKey(memory).catch((e: Error) => e);
    expect((error as Error).message).toBe('the stored signing key is not a readable PKCS#8 key');
  });

  it('round-trips through PKCS#8', () => {
    const key = SigningKey.generate();
    expect(SigningKey.fromPkcs8(key.exportPkcs8()).governor).toBe(key.governor);
  });
});
