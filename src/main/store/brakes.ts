// The human's halt switches and the verification rate limiter's state.
import { ALL_AGENTS } from '../../shared/vocabulary';
import type { BrakeStore } from '../loop/store-port';
import type { SqliteDatabase } from './database';
import type { StateCache } from './state-cache';


export class BrakeRepository implements BrakeStore {
  private readonly haltsStmt;
  private readonly haltStmt;
  private readonly resumeStmt;
  private readonly resumeAllStmt;
  private readonly failureStmt;
  private readonly failuresSinceStmt;
  private readonly lockoutStmt;
  private readonly setLockoutStmt;
  private readonly clearFailuresStmt;
  /** The halt switches as read inside a checked transaction (./state-cache.ts); halting or resuming drops them. */
  private halts: readonly string[] | undefined;

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => (this.halts = undefined));
    this.haltsStmt = db.prepare('SELECT scope FROM halts ORDER BY scope');
    this.haltStmt = db.prepare('INSERT OR REPLACE INTO halts (scope, at) VALUES (?, ?)');
    this.resumeStmt = db.prepare('DELETE FROM halts WHERE scope = ?');
    this.resumeAllStmt = db.prepare('DELETE FROM halts');
    this.failureStmt = db.prepare('INSERT INTO verify_failures (agent, at_ms) VALUES (?, ?)');
    this.failuresSinceStmt = db.prepare('SELECT COUNT(*) AS n, MIN(at_ms) AS oldest FROM verify_failures WHERE agent = ? AND at_ms > ?');
    this.lockoutStmt = db.prepare('SELECT until_ms, strikes FROM lockouts WHERE agent = ?');
    this.setLockoutStmt = db.prepare('INSERT OR REPLACE INTO lockouts (agent, until_ms, strikes) VALUES (?, ?, ?)');
    this.clearFailuresStmt = db.prepare('DELETE FROM verify_failures WHERE agent = ?');
  }

  halted(): string[] {
    if (this.cache?.active && this.halts) return [...this.halts];
    const scopes = (this.haltsStmt.all() as Array<{ scope: string }>).map((r) => r.scope);
    if (this.cache?.active) this.halts = scopes;
    return [...scopes];
  }

  halt(scope: string, at: string): void {
    this.halts = undefined;
    this.haltStmt.run(scope, at);
  }

  /** Resuming all lifts every halt switch; resuming one agent lifts only its own. */
  resume(scope: string): void {
    this.halts = undefined;
    if (scope === ALL_AGENTS) this.resumeAllStmt.run();
    else this.resumeStmt.run(scope);
  }

  recordFailure(agent: string, atMs: number): void {
    this.failureStmt.run(agent, atMs);
  }

  failuresSince(agent: string, sinceMs: number): { n: number; oldest: number | null } {
    return this.failuresSinceStmt.get(agent, sinceMs) as { n: number; oldest: number | null };
  }

  lockout(agent: string): { until_ms: number; strikes: number } | undefined {
    return this.lockoutStmt.get(agent) as { until_ms: number; strikes: number } | undefined;
  }

  setLockout(agent: string, untilMs: number, strikes: number): void {
    this.setLockoutStmt.run(agent, untilMs, strikes);
  }

  clearFailures(agent: string): void {
    this.clearFailuresStmt.run(agent);
  }
}
