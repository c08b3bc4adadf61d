// Sizes of the reliability suite. Quick by default (it runs inside `npm test`);
// the full sizes of issue 8 with AIRLOCK_RELIABILITY=full
// (`npm run test:reliability`).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const FULL = process.env.AIRLOCK_RELIABILITY === 'full';

export const SIZES = FULL
  ? { crashCycles: 50, hostileMessages: 10_000, oversized: 10, loadAgents: 32, loadSteps: 1_000 }
  : { crashCycles: 4, hostileMessages: 500, oversized: 2, loadAgents: 8, loadSteps: 100 };

/** The error codes of CONTRACT.md's envelope. */
export const ENVELOPE_CODES = new Set([
  'VALIDATION_MISSING_PARAM',
  'VALIDATION_INVALID_TYPE',
  'VALIDATION_UNKNOWN_PARAM',
  'VALIDATION_PAYLOAD_TOO_LARGE',
  'NOT_FOUND_OPERATION',
  'ENDPOINT_MISMATCH',
  'NOT_FOUND_RESOURCE',
  'AGENT_BLOCKED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
  'RATE_LIMIT_EXCEEDED',
  'GOVERNOR_DENIED',
  'INTERNAL_ERROR',
]);

/** A second connection to the store of a running (or crashed) Airlock. */
export function openStoreDb(home: string, readonly = true): Database.Database {
  const db = new Database(path.join(home, 'airlock.db'), { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function rmHome(home: string | undefined): void {
  if (home) fs.rmSync(home, { recursive: true, force: true });
}

/** One line for the suite's summary (read by RELIABILITY.md's author from the test output). */
export function report(name: string, figures: Record<string, unknown>): void {
  process.stdout.write(`[reliability ${FULL ? 'full' : 'quick'}] ${name}: ${JSON.stringify(figures)}\n`);
}
