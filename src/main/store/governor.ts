// The runtime governor's tables (issue 17): sessions and counters, per-day
// buckets, enforcement events, halted agents. Implements loop/governor-port.
import type { SqliteDatabase } from './database';
import type { StateCache } from './state-cache';
import type {
  GovernorEventRow,
  GovernorHaltRow,
  GovernorSessionRow,
  GovernorStore,
  NewGovernorEvent,
  NewGovernorSession,
  SessionTotals,
} from '../loop/governor-port';

/** Buckets older than this many minutes are dropped (a rolling day plus slack). */
const KEEP_MINUTES = 24 * 60 + 5;

export class GovernorRepository implements GovernorStore {
  private readonly sessionStmt;
  private readonly insertSessionStmt;
  private readonly treeStmt;
  private readonly totalsStmt;
  private readonly personaTotalsStmt;
  private readonly runningPersonasStmt;
  private readonly addUsageStmt;
  private readonly addDayStmt;
  private readonly pruneDayStmt;
  private readonly dayStmt;
  private readonly insertEventStmt;
  private readonly byConfirmationStmt;
  private readonly signaturesStmt;
  private readonly setObservedStmt;
  private readonly latchedStmt;
  /** Per profile entry, the minute last pruned: old buckets go once a minute, not on every step. */
  private readonly prunedMinute = new Map<string, number>();

  /** Executions known to have no governor session, inside a checked transaction (./state-cache.ts): an
   *  ungoverned agent's step (nearly all of them) does not look its session up again. Only
   *  insertSession adds a row, and it drops the entry. */
  private readonly ungoverned = new Set<string>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => this.ungoverned.clear());
    this.sessionStmt = db.prepare('SELECT * FROM governor_sessions WHERE execution_id = ?');
    this.insertSessionStmt = db.prepare(
      `INSERT INTO governor_sessions (execution_id, root_id, parent_id, kind, agent, profile_key, persona, peer, scopes, budget, depth, phase, last_step_ms)
       VALUES (@execution_id, @root_id, @parent_id, @kind, @agent, @profile_key, @persona, @peer, @scopes, @budget, @depth, @phase, @last_step_ms)`,
    );
    this.treeStmt = db.prepare('SELECT * FROM governor_sessions WHERE root_id = ? ORDER BY rowid');
    const sums = 'COUNT(*) AS sessions, COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(cost_usd), 0) AS cost_usd, COALESCE(SUM(wall_ms), 0) AS wall_ms, COALESCE(SUM(iterations), 0) AS iterations, COALESCE(SUM(tool_calls), 0) AS tool_calls';
    this.totalsStmt = db.prepare(`SELECT ${sums} FROM governor_sessions WHERE root_id = ?`);
    this.personaTotalsStmt = db.prepare(`SELECT ${sums} FROM governor_sessions WHERE root_id = ? AND persona = ?`);
    this.runningPersonasStmt = db.prepare(
      `SELECT g.execution_id, g.persona FROM governor_sessions g JOIN executions e ON e.id = g.execution_id
       WHERE g.root_id = ? AND g.kind = 'persona' AND e.status = 'running' AND g.halted_cause IS NULL`,
    );
    this.addUsageStmt = db.prepare(
      `UPDATE governor_sessions SET tokens = tokens + @tokens, cost_usd = cost_usd + @cost, wall_ms = wall_ms + @wallMs,
         iterations = iterations + @iteration, tool_calls = tool_calls + @toolCall, last_step_ms = MAX(last_step_ms, @atMs)
       WHERE execution_id = @id`,
    );
    this.addDayStmt = db.prepare(
      `INSERT INTO governor_usage (profile_key, minute, tokens, cost_usd, wall_ms) VALUES (@key, @minute, @tokens, @cost, @wallMs)
       ON CONFLICT(profile_key, minute) DO UPDATE SET tokens = tokens + @tokens, cost_usd = cost_usd + @cost, wall_ms = wall_ms + @wallMs`,
    );
    this.pruneDayStmt = db.prepare('DELETE FROM governor_usage WHERE profile_key = ? AND minute < ?');
    this.dayStmt = db.prepare(
      `SELECT COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(cost_usd), 0) AS cost_usd, COALESCE(SUM(wall_ms), 0) AS wall_ms
       FROM governor_usage WHERE profile_key = ? AND minute > ?`,
    );
    this.insertEventStmt = db.prepare(
      `INSERT INTO governor_events (execution_id, session_id, step_id, at, cause, action, fail_closed, detail, confirmation_id)
       VALUES (@execution_id, @session_id, @step_id, @at, @cause, @action, @fail_closed, @detail, @confirmation_id)`,
    );
    this.byConfirmationStmt = db.prepare('SELECT * FROM governor_events WHERE confirmation_id = ? ORDER BY id DESC LIMIT 1');
    this.signaturesStmt = db.prepare('SELECT id, loop_key FROM steps WHERE execution_id = ? AND continued = 1 ORDER BY seq DESC LIMIT ?');
    this.setObservedStmt = db.prepare('UPDATE governor_sessions SET observed = ? WHERE execution_id = ?');
    this.latchedStmt = db.prepare('SELECT * FROM governor_halts WHERE agent = ?');
  }

  session(executionId: string): GovernorSessionRow | undefined {
    const active = this.cache?.active === true;
    if (active && this.ungoverned.has(executionId)) return undefined;
    const row = this.sessionStmt.get(executionId) as GovernorSessionRow | undefined;
    if (!row && active) {
      if (this.ungoverned.size >= 10_000) this.ungoverned.clear();
      this.ungoverned.add(executionId);
    }
    return row;
  }

  insertSession(row: NewGovernorSession): void {
    this.ungoverned.delete(row.execution_id);
    this.insertSessionStmt.run(row);
  }

  tree(rootId: string): GovernorSessionRow[] {
    return this.treeStmt.all(rootId) as GovernorSessionRow[];
  }

  totals(rootId: string): SessionTotals {
    return this.totalsStmt.get(rootId) as SessionTotals;
  }

  personaTotals(rootId: string, persona: string): SessionTotals {
    return this.personaTotalsStmt.get(rootId, persona) as SessionTotals;
  }

  recentSignatures(rootId: string, limit: number, sessions: number): string[] {
    // A session without personas (the common case) needs no look at its tree.
    const ids = sessions > 1 ? this.tree(rootId).map((s) => s.execution_id) : [rootId];
    const rows = ids.flatMap((id) => this.signaturesStmt.all(id, limit) as Array<{ id: number; loop_key: string }>);
    if (ids.length > 1) rows.sort((a, b) => b.id - a.id);
    return rows.slice(0, limit).map((r) => r.loop_key);
  }

  runningPersonas(rootId: string): Array<{ execution_id: string; persona: string }> {
    return this.runningPersonasStmt.all(rootId) as Array<{ execution_id: string; persona: string }>;
  }

  addUsage(executionId: string, u: { tokens: number; cost: number; wallMs: number; iteration: boolean; toolCall: boolean; atMs: number }): void {
    this.addUsageStmt.run({ id: executionId, tokens: u.tokens, cost: u.cost, wallMs: Math.max(0, Math.round(u.wallMs)), iteration: u.iteration ? 1 : 0, toolCall: u.toolCall ? 1 : 0, atMs: u.atMs });
  }

  setObserved(executionId: string, observed: string): void {
    this.setObservedStmt.run(observed, executionId);
  }

  setPhase(executionId: string, phase: string | null): void {
    this.db.prepare('UPDATE governor_sessions SET phase = ?, pending_phase = NULL, pending_phase_confirmation = NULL WHERE execution_id = ?').run(phase, executionId);
  }

  setPendingPhase(executionId: string, phase: string | null, confirmationId: string | null): void {
    this.db.prepare('UPDATE governor_sessions SET pending_phase = ?, pending_phase_confirmation = ? WHERE execution_id = ?').run(phase, confirmationId, executionId);
  }

  halt(executionId: string, cause: string, at: string): void {
    this.db.prepare('UPDATE governor_sessions SET halted_cause = ?, halted_at = ? WHERE execution_id = ? AND halted_cause IS NULL').run(cause, at, executionId);
  }

  unhalt(executionIds: readonly string[]): void {
    const stmt = this.db.prepare('UPDATE governor_sessions SET halted_cause = NULL, halted_at = NULL WHERE execution_id = ?');
    for (const id of executionIds) stmt.run(id);
  }

  haltedOf(agent: string | null): GovernorSessionRow[] {
    return (agent === null
      ? this.db.prepare('SELECT * FROM governor_sessions WHERE halted_cause IS NOT NULL').all()
      : this.db.prepare('SELECT * FROM governor_sessions WHERE halted_cause IS NOT NULL AND agent = ?').all(agent)) as GovernorSessionRow[];
  }

  running(): GovernorSessionRow[] {
    return this.db
      .prepare(`SELECT g.* FROM governor_sessions g JOIN executions e ON e.id = g.execution_id WHERE e.status = 'running' ORDER BY e.started_at DESC LIMIT 500`)
      .all() as GovernorSessionRow[];
  }

  addDay(key: string, minute: number, u: { tokens: number; cost: number; wallMs: number }): void {
    this.addDayStmt.run({ key, minute, tokens: u.tokens, cost: u.cost, wallMs: Math.max(0, Math.round(u.wallMs)) });
    if (this.prunedMinute.get(key) !== minute) {
      this.pruneDayStmt.run(key, minute - KEEP_MINUTES);
      this.prunedMinute.set(key, minute);
    }
  }

  clearDay(key: string): void {
    this.db.prepare('DELETE FROM governor_usage WHERE profile_key = ?').run(key);
  }

  day(key: string, sinceMinute: number): { tokens: number; cost_usd: number; wall_ms: number } {
    return this.dayStmt.get(key, sinceMinute) as { tokens: number; cost_usd: number; wall_ms: number };
  }

  insertEvent(row: NewGovernorEvent): number {
    return Number(this.insertEventStmt.run(row).lastInsertRowid);
  }

  eventsOf(executionIds: readonly string[]): GovernorEventRow[] {
    if (executionIds.length === 0) return [];
    const marks = executionIds.map(() => '?').join(', ');
    return this.db.prepare(`SELECT * FROM governor_events WHERE execution_id IN (${marks}) ORDER BY id`).all(...executionIds) as GovernorEventRow[];
  }

  eventByConfirmation(confirmationId: string): GovernorEventRow | undefined {
    return this.byConfirmationStmt.get(confirmationId) as GovernorEventRow | undefined;
  }

  recentEvents(limit: number): GovernorEventRow[] {
    return this.db.prepare('SELECT * FROM governor_events ORDER BY id DESC LIMIT ?').all(limit) as GovernorEventRow[];
  }

  latch(row: GovernorHaltRow): void {
    this.db
      .prepare('INSERT INTO governor_halts (agent, session_id, cause, at) VALUES (@agent, @session_id, @cause, @at) ON CONFLICT(agent) DO UPDATE SET session_id = @session_id, cause = @cause, at = @at')
      .run(row);
  }

  latched(agent: string): GovernorHaltRow | undefined {
    return this.latchedStmt.get(agent) as GovernorHaltRow | undefined;
  }

  unlatch(agent: string | null): GovernorHaltRow[] {
    const rows = (agent === null ? this.db.prepare('SELECT * FROM governor_halts').all() : this.db.prepare('SELECT * FROM governor_halts WHERE agent = ?').all(agent)) as GovernorHaltRow[];
    if (agent === null) this.db.prepare('DELETE FROM governor_halts').run();
    else this.db.prepare('DELETE FROM governor_halts WHERE agent = ?').run(agent);
    return rows;
  }

  latches(): GovernorHaltRow[] {
    return this.db.prepare('SELECT * FROM governor_halts ORDER BY at').all() as GovernorHaltRow[];
  }
}
