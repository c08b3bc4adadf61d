// Test wiring: a real Airlock (real SQLite file in a temp dir) with ports that
// record what they were given, and a clock the test moves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { openAirlock, type Airlock } from '../../src/main/airlock';
import type { CodeForHuman, HumanNotice } from '../../src/main/ports';
import type { PolicyInput } from '../../src/main/core';
import type { DecisionPlace } from '../../src/shared/vocabulary';
import { SigningKey } from '../../src/main/evidence/keys';
import { FileKeychain, KEY_ACCOUNT, KEY_SERVICE, keyFile } from '../../src/main/evidence/keychain';
import { markerFile } from '../../src/main/evidence/signing-key';

/** One governor key for every test home of a test file (generating one per home is slow). */
export const TEST_SIGNING_KEY = SigningKey.generate();

/** Puts the test key in the home's key file (and its marker), as `openSigningKey` would, so the CLI finds it. */
function installTestKey(home: string): void {
  if (fs.existsSync(markerFile(home))) return;
  new FileKeychain(keyFile(home)).setSync(KEY_SERVICE, KEY_ACCOUNT, TEST_SIGNING_KEY.exportPkcs8());
  fs.writeFileSync(
    markerFile(home),
    JSON.stringify({ governor: TEST_SIGNING_KEY.governor, kid: TEST_SIGNING_KEY.kid, store: 'file', created_at: new Date(0).toISOString() }),
    { mode: 0o600 },
  );
}

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-01-01T00:00:00Z')): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export interface Harness {
  airlock: Airlock;
  home: string;
  clock: TestClock;
  codes: CodeForHuman[];
  notices: HumanNotice[];
  logs: string[];
  reopen(): Harness;
  close(): void;
}

const homes = new Set<string>();
// Registered once per test file (vitest isolates modules per file): the file's
// temp homes go when its tests are done.
afterAll(() => {
  for (const home of homes) fs.rmSync(home, { recursive: true, force: true });
  homes.clear();
});

/** A temp AIRLOCK_HOME, removed after the test file's tests. */
export function tempHome(prefix = 'airlock-test-'): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  homes.add(home);
  return home;
}

export function writePolicy(home: string, policy: PolicyInput | Record<string, unknown>): void {
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify(policy));
}

export function openHarness(options: { home?: string; policy?: PolicyInput; clock?: TestClock; place?: DecisionPlace } = {}): Harness {
  const home = options.home ?? tempHome();
  if (options.policy) writePolicy(home, options.policy);
  const clock = options.clock ?? testClock();
  installTestKey(home);
  const codes: CodeForHuman[] = [];
  const notices: HumanNotice[] = [];
  const logs: string[] = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    logs.push(`${level} ${message} ${fields ? JSON.stringify(fields) : ''}`);
  const airlock = openAirlock({
    home,
    signingKey: TEST_SIGNING_KEY,
    ...(options.place ? { place: options.place } : {}),
    ports: {
      clock,
      codeDisplay: { show: (c) => codes.push(c) },
      notifier: { notify: (n) => notices.push(n) },
      logger: { info: log('info'), warn: log('warn'), error: log('error') },
    },
  });
  const harness: Harness = {
    airlock,
    home,
    clock,
    codes,
    notices,
    logs,
    reopen() {
      airlock.close();
      return openHarness({ home, clock, ...(options.place ? { place: options.place } : {}) });
    },
    close: () => airlock.close(),
  };
  return harness;
}

/** Every byte Airlock keeps on disk for this home (database, WAL, policy). */
export function allFileBytes(home: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) parts.push(fs.readFileSync(full));
    }
  };
  walk(home);
  return Buffer.concat(parts);
}

/** The forms a code could leak in: as shown, and normalised without dashes. */
export function codeForms(code: string): string[] {
  return [code, code.replace(/-/g, ''), code.toLowerCase(), code.replace(/-/g, '').toLowerCase()];
}

export function catchError(fn: () => unknown): Error & { code?: string; details?: Record<string, unknown> } {
  try {
    fn();
  } catch (error) {
    return error as Error & { code?: string; details?: Record<string, unknown> };
  }
  throw new Error('expected the call to throw');
}

/** `const harness = harnessPerTest()` at the top of a test file: every harness
 *  it opens (and every reopen of one) is closed after each test. */
export function harnessPerTest(): (...args: Parameters<typeof openHarness>) => Harness {
  let open: Harness[] = [];
  afterEach(() => {
    for (const h of open) h.close();
    open = [];
  });
  const track = (h: Harness): Harness => {
    open.push(h);
    const reopen = h.reopen.bind(h);
    h.reopen = () => track(reopen());
    return h;
  };
  return (...args) => track(openHarness(...args));
}
