// The governor's key for this AIRLOCK_HOME, wherever it lives. A small public
// marker (<home>/keys/governor.json: governor id, kid, store) remembers where
// the key was put, so that:
//   - a key kept in the OS keychain is never silently replaced by a new one in
//     the file when the keychain is briefly unreachable (locked, no D-Bus):
//     that would fork the governor's identity; it fails with a clear message;
//   - a key that had to go to the file moves into the OS keychain once one is
//     reachable (then the file copy is deleted).
import fs from 'node:fs';
import path from 'node:path';
import type { Keychain } from '../ports';
import { FileKeychain, KEY_ACCOUNT, KEY_SERVICE, keyFile, loadOrCreateSigningKey, openKeychain, type OpenKeychainOptions } from './keychain';
import { SigningKey } from './keys';

export interface GovernorMarker {
  governor: string;
  kid: string;
  store: 'os' | 'file';
  created_at: string;
}

export const markerFile = (home: string): string => path.join(home, 'keys', 'governor.json');

function readMarker(home: string): GovernorMarker | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(markerFile(home), 'utf8')) as Partial<GovernorMarker>;
    if (typeof parsed.kid === 'string' && (parsed.store === 'os' || parsed.store === 'file')) return parsed as GovernorMarker;
  } catch {
    // no marker, or unreadable: treated as none
  }
  return null;
}

function writeMarker(home: string, marker: GovernorMarker): void {
  const file = markerFile(home);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export class SigningKeyUnavailableError extends Error {}

export interface OpenedSigningKey {
  key: SigningKey;
  store: 'os' | 'file';
  /** For the window and the console (file fallback, or a move between stores). */
  warning?: string;
}

export async function openSigningKey(home: string, options: OpenKeychainOptions = {}): Promise<OpenedSigningKey> {
  const opened = await openKeychain(home, options);
  const marker = readMarker(home);
  const store = opened.kind;
  const keychain: Keychain = opened.keychain;

  if (store === 'file' && marker?.store === 'os') {
    const copy = await keychain.get(KEY_SERVICE, KEY_ACCOUNT);
    if (copy === null || SigningKey.fromPkcs8(copy).kid !== marker.kid) {
      const why = opened.warning?.match(/^No OS keychain is reachable \((.*)\); the signing key/)?.[1];
      throw new SigningKeyUnavailableError(
        `The signing key (${marker.kid}) is in the OS keychain, which is not reachable now${why ? ` (${why})` : ''}. Unlock the keychain and try again; Airlock will not make a second governor identity.`,
      );
    }
  }

  let warning = opened.warning;
  if (store === 'os' && (await keychain.get(KEY_SERVICE, KEY_ACCOUNT)) === null) {
    // A key that had to live in the file moves into the OS keychain.
    const file = new FileKeychain(keyFile(home));
    const fromFile = await file.get(KEY_SERVICE, KEY_ACCOUNT).catch(() => null);
    if (fromFile !== null) {
      const key = SigningKey.fromPkcs8(fromFile);
      await keychain.set(KEY_SERVICE, KEY_ACCOUNT, fromFile);
      if ((await keychain.get(KEY_SERVICE, KEY_ACCOUNT)) === fromFile) {
        await file.delete(KEY_SERVICE, KEY_ACCOUNT);
        warning = `The signing key (${key.kid}) was moved from ${keyFile(home)} into the OS keychain.`;
      }
    }
  }

  const key = await loadOrCreateSigningKey(keychain);
  if (!marker || marker.kid !== key.kid || marker.store !== store) {
    writeMarker(home, { governor: key.governor, kid: key.kid, store, created_at: marker?.kid === key.kid ? marker.created_at : new Date().toISOString() });
  }
  return { key, store, ...(warning ? { warning } : {}) };
}

/**
 * The governor key without the OS keychain, synchronously: for a host that
 * opens Airlock without awaiting openSigningKey (tests, tools). It uses the
 * key file; when the marker says the key lives in the OS keychain it refuses
 * (a second identity would fork the governor) — hosts await openSigningKey.
 */
export function loadSigningKeySync(home: string): SigningKey {
  const marker = readMarker(home);
  if (marker?.store === 'os') {
    throw new SigningKeyUnavailableError(`The signing key (${marker.kid}) is in the OS keychain; open it with openSigningKey before opening Airlock.`);
  }
  const file = new FileKeychain(keyFile(home));
  let stored = file.getSync(KEY_SERVICE, KEY_ACCOUNT);
  if (stored === null) {
    stored = SigningKey.generate().exportPkcs8();
    file.setSync(KEY_SERVICE, KEY_ACCOUNT, stored);
  }
  const key = SigningKey.fromPkcs8(stored);
  if (!marker || marker.kid !== key.kid) writeMarker(home, { governor: key.governor, kid: key.kid, store: 'file', created_at: new Date().toISOString() });
  return key;
}
