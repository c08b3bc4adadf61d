// Where the signing key lives: the OS keychain (macOS Keychain, Windows
// Credential Manager, the Secret Service on Linux) through @napi-rs/keyring,
// or — when none is reachable — a JSON file readable only by the user.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Keychain } from '../ports';
import { SigningKey } from './keys';

export const KEY_SERVICE = 'Airlock';
export const KEY_ACCOUNT = 'evidence-signing-key';

const POSIX = process.platform !== 'win32';

/** A one-line reason from an error, without stack or multi-line noise. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() || 'unknown error';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type KeyringModule = typeof import('@napi-rs/keyring');

/**
 * The OS keychain. On Linux the entry is pinned to the Secret Service: the
 * library's default would otherwise fall back to the kernel keyring, which
 * forgets everything at reboot (and with it the governor's identity).
 */
export class OsKeychain implements Keychain {
  #module: Promise<KeyringModule> | undefined;
  constructor(private readonly timeoutMs = 5000) {}

  private async entry(service: string, account: string) {
    this.#module ??= import('@napi-rs/keyring');
    const { AsyncEntry } = await this.#module;
    return new AsyncEntry(service, account, process.platform === 'linux' ? { linux: { store: 'secret-service' } } : undefined);
  }

  async get(service: string, account: string): Promise<string | null> {
    const entry = await this.entry(service, account);
    return withTimeout(entry.getPassword(), this.timeoutMs, 'the OS keychain');
  }

  async set(service: string, account: string, secret: string): Promise<void> {
    const entry = await this.entry(service, account);
    await withTimeout(entry.setPassword(secret), this.timeoutMs, 'the OS keychain');
  }

  async delete(service: string, account: string): Promise<boolean> {
    const entry = await this.entry(service, account);
    return withTimeout(entry.deleteCredential(), this.timeoutMs, 'the OS keychain');
  }
}

type Secrets = Record<string, Record<string, string>>;

/**
 * The fallback: `{ "<service>": { "<account>": "<secret>" } }` in a file of
 * mode 0600 inside a directory of mode 0700. Writes go to a temporary file
 * (created 0600) that is renamed over the old one, so a crash never leaves a
 * half-written key.
 */
export class FileKeychain implements Keychain {
  constructor(readonly file: string) {}

  private read(): Secrets {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new Error(`cannot read the key file ${this.file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    if (POSIX) {
      const mode = fs.statSync(this.file).mode & 0o777;
      if (mode & 0o077) fs.chmodSync(this.file, 0o600);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Secrets;
    } catch {
      // fall through: never echo the file's content
    }
    throw new Error(`the key file ${this.file} is not valid JSON; move it aside to start a new key`);
  }

  private write(secrets: Secrets): void {
    const dir = path.dirname(this.file);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (POSIX) fs.chmodSync(dir, 0o700);
    const tmp = `${this.file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const fd = fs.openSync(tmp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, `${JSON.stringify(secrets, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      if (POSIX) fs.chmodSync(tmp, 0o600);
      fs.renameSync(tmp, this.file);
    } catch (error) {
      fs.rmSync(tmp, { force: true });
      throw error;
    }
  }

  async get(service: string, account: string): Promise<string | null> {
    return this.getSync(service, account);
  }

  async set(service: string, account: string, secret: string): Promise<void> {
    this.setSync(service, account, secret);
  }

  getSync(service: string, account: string): string | null {
    return this.read()[service]?.[account] ?? null;
  }

  setSync(service: string, account: string, secret: string): void {
    const secrets = this.read();
    secrets[service] = { ...secrets[service], [account]: secret };
    this.write(secrets);
  }

  async delete(service: string, account: string): Promise<boolean> {
    const secrets = this.read();
    const accounts = secrets[service];
    if (!accounts || !(account in accounts)) return false;
    delete accounts[account];
    if (Object.keys(accounts).length === 0) delete secrets[service];
    this.write(secrets);
    return true;
  }
}

export const keyFile = (home: string): string => path.join(home, 'keys', 'keychain.json');

export interface OpenedKeychain {
  keychain: Keychain;
  kind: 'os' | 'file';
  /** The key file, when kind is 'file'. */
  file?: string;
  /** For the window and the console, when the OS keychain was wanted but unreachable. */
  warning?: string;
}

export interface OpenKeychainOptions {
  /** The OS keychain to probe (tests pass a stand-in); default OsKeychain. */
  os?: Keychain;
  env?: NodeJS.ProcessEnv;
  probeTimeoutMs?: number;
}

/** Checks that the keychain really stores and returns a secret, then cleans up. */
export async function probeKeychain(keychain: Keychain): Promise<void> {
  const account = `probe-${randomBytes(8).toString('hex')}`;
  const value = randomBytes(16).toString('base64url');
  await keychain.set(KEY_SERVICE, account, value);
  try {
    const back = await keychain.get(KEY_SERVICE, account);
    if (back !== value) throw new Error('the keychain did not return what was stored');
  } finally {
    await keychain.delete(KEY_SERVICE, account).catch(() => false);
  }
}

/**
 * The OS keychain when it answers; otherwise the key file under `home`, with
 * a warning to show. AIRLOCK_KEYCHAIN=file chooses the file outright.
 */
export async function openKeychain(home: string, options: OpenKeychainOptions = {}): Promise<OpenedKeychain> {
  const env = options.env ?? process.env;
  const file = keyFile(home);
  if (env.AIRLOCK_KEYCHAIN === 'file') return { keychain: new FileKeychain(file), kind: 'file', file };
  const os = options.os ?? new OsKeychain(options.probeTimeoutMs ?? 5000);
  try {
    await withTimeout(probeKeychain(os), options.probeTimeoutMs ?? 5000, 'the OS keychain');
    return { keychain: os, kind: 'os' };
  } catch (error) {
    return {
      keychain: new FileKeychain(file),
      kind: 'file',
      file,
      warning: `No OS keychain is reachable (${reasonOf(error)}); the signing key is kept in ${file}, readable only by you: other OS users cannot use it, but any program running as you (an agent's shell too) can read it and sign as Airlock — run the agent as another OS user to keep it out of reach.`,
    };
  }
}

/** The governor's key from the keychain, created and stored on first use. */
export async function loadOrCreateSigningKey(
  keychain: Keychain,
  where: { service?: string; account?: string } = {},
): Promise<SigningKey> {
  const service = where.service ?? KEY_SERVICE;
  const account = where.account ?? KEY_ACCOUNT;
  const stored = await keychain.get(service, account);
  if (stored !== null) return SigningKey.fromPkcs8(stored);
  const key = SigningKey.generate();
  await keychain.set(service, account, key.exportPkcs8());
  // Another process may have created one at the same moment: whatever was
  // stored last is the key, so read it back rather than trust our copy.
  const winner = await keychain.get(service, account);
  if (winner === null) throw new Error('the keychain accepted the signing key but does not return it');
  return winner === key.exportPkcs8() ? key : SigningKey.fromPkcs8(winner);
}
