// The real OS keychain (Secret Service under D-Bus on Linux, Keychain on macOS,
// Credential Manager on Windows). Runs when one answers; skips, saying why,
// when none does. In CI (Linux) it runs under:
//   dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run --project unit test/unit/evidence'
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY_SERVICE, OsKeychain, loadOrCreateSigningKey, openKeychain, probeKeychain } from '../../../src/main/evidence';

const keychain = new OsKeychain(5000);
const unreachable = await probeKeychain(keychain).then(
  () => undefined,
  (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
);
if (unreachable && process.env.AIRLOCK_REQUIRE_OS_KEYCHAIN === '1') {
  // CI provides a Secret Service: there, an unreachable keychain is a failure, not a skip.
  throw new Error(`AIRLOCK_REQUIRE_OS_KEYCHAIN=1 but no OS keychain is reachable: ${unreachable}`);
}
if (unreachable) {
  console.info(`OS keychain tests skipped: no OS keychain is reachable (${unreachable}). On Linux run them under dbus-run-session with gnome-keyring-daemon unlocked.`);
}

const account = `test-${randomBytes(6).toString('hex')}`;
const title = unreachable ? `OS keychain (skipped: none reachable — ${unreachable})` : 'OS keychain (real)';

describe.skipIf(unreachable !== undefined)(title, () => {
  afterAll(async () => {
    await keychain.delete(KEY_SERVICE, account).catch(() => false);
  });

  it('stores, returns and deletes a secret', async () => {
    await keychain.set(KEY_SERVICE, account, 'first');
    await keychain.set(KEY_SERVICE, account, 'second');
    expect(await new OsKeychain().get(KEY_SERVICE, account)).toBe('second');
    expect(await keychain.delete(KEY_SERVICE, account)).toBe(true);
    expect(await keychain.get(KEY_SERVICE, account)).toBeNull();
    expect(await keychain.delete(KEY_SERVICE, account)).toBe(false);
  });

  it('keeps the signing key: created once, the same key on the next load', async () => {
    const first = await loadOrCreateSigningKey(keychain, { account });
    const second = await loadOrCreateSigningKey(new OsKeychain(), { account });
    expect(second.kid).toBe(first.kid);
    expect(await keychain.delete(KEY_SERVICE, account)).toBe(true);
  });

  it('openKeychain picks it, with no warning and no key file', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-oskeys-'));
    try {
      const opened = await openKeychain(home, { env: {} });
      expect(opened.kind).toBe('os');
      expect(opened.warning).toBeUndefined();
      expect(fs.existsSync(path.join(home, 'keys'))).toBe(false);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
