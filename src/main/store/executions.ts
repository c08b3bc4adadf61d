import type { SqliteDatabase } from './database';
import type { ExecutionRow, NewExecution, ExecutionStore, ExecutionStepUpdate } from '../loop/store-port';
import type { StateCache } from './state-cache';

/** The running-execution lookup's key (agent, client, session). */
const runningKey = (agent: string, client: string, session: string | null): string => `${agent}\u0000${client}\u0000${session ?? '\u0001'}`;


export class ExecutionRepository implements ExecutionStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly runningStmt;
  private readonly afterStepStmt;
  private readonly afterStepSameTierStmt;
  private readonly endStmt;
  private readonly grantStmt;
  private readonly countersStmt;
  private readonly idleStmt;
  /** Rows read or written inside a checked transaction (./state-cache.ts); never handed out outside one. */
  private readonly rows = new Map<string, ExecutionRow>();
  /** (agent, client, session) → its running execution's id, or null for none. */
  private readonly runningIds_ = new Map<string, string | null>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => {
      this.rows.clear();
      this.runningIds_.clear();
    });
    this.insertStmt = db.prepare(
      `INSERT INTO executions (id, agent, client, status, implicit, goal, parameters, step_limit, policy_digest, started_at, session, last_step_at)
       VALUES (@id, @agent, @client, 'running', @implicit, @goal, @parameters, @stepLimit, @policyDigest, @startedAt, @session, @startedAt)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM executions WHERE id = ?');
    this.runningStmt = db.prepare(
      `SELECT * FROM executions WHERE agent = ? AND client = ? AND session IS ? AND status = 'running' ORDER BY started_at DESC, rowid DESC LIMIT 1`,
    );
    this.afterStepStmt = db.prepare(
      // Positional (a named parameter costs a property look-up per name on every step).
      `UPDATE executions SET step_count = step_count + 1, steps_used = steps_used + ?, last_outcome = ?,
         tokens = tokens + ?, cost_usd = cost_usd + ?, highest_tier = ?,
         pauses = pauses + ?, blocks = blocks + ?, last_step_at = ?
       WHERE id = ?`,
    );
    // The same without `highest_tier = ?`, for a step that leaves the tier as it was (most steps): SQLite
    // rewrites the entry of every index over a column in the SET list (executions_history_tier) even when
    // the value does not change, which dirties one more page per group commit.
    this.afterStepSameTierStmt = db.prepare(
      `UPDATE executions SET step_count = step_count + 1, steps_used = steps_used + ?, last_outcome = ?,
         tokens = tokens + ?, cost_usd = cost_usd + ?,
         pauses = pauses + ?, blocks = blocks + ?, last_step_at = ?
       WHERE id = ?`,
    );
    this.endStmt = db.prepare(
      `UPDATE executions SET status = @status, ended_at = @endedAt, summary = @summary WHERE id = @id AND status = 'running'`,
    );
    this.grantStmt = db.prepare('UPDATE executions SET steps_granted = steps_granted + ? WHERE id = ?');
    this.countersStmt = db.prepare('UPDATE executions SET approvals = approvals + ? WHERE id = ?');
    this.idleStmt = db.prepare(`SELECT * FROM executions WHERE status = 'running' AND session IS NOT NULL AND last_step_at < ?`);
  }

  insert(execution: NewExecution): void {
    this.runningIds_.clear();
    this.insertStmt.run({
      ...execution,
      implicit: execution.implicit ? 1 : 0,
      goal: execution.goal ?? null,
      parameters: execution.parameters ? JSON.stringify(execution.parameters) : null,
      session: execution.session ?? null,
    });
  }

  byId(id: string): ExecutionRow | undefined {
    if (!this.cache?.active) return this.byIdStmt.get(id) as ExecutionRow | undefined;
    const cached = this.rows.get(id);
    if (cached) return cached;
    const row = this.byIdStmt.get(id) as ExecutionRow | undefined;
    if (row) this.rows.set(id, row);
    return row;
  }

  running(agent: string, client: string, session: string | null): ExecutionRow | undefined {
    if (!this.cache?.active) return this.runningStmt.get(agent, client, session) as ExecutionRow | undefined;
    const key = runningKey(agent, client, session);
    const id = this.runningIds_.get(key);
    if (id === null) return undefined;
    if (id !== undefined) {
      const row = this.byId(id);
      if (row?.status === 'running') return row;
    }
    const row = this.runningStmt.get(agent, client, session) as ExecutionRow | undefined;
    this.runningIds_.set(key, row?.id ?? null);
    if (row) this.rows.set(row.id, row);
    return row;
  }

  idleSessions(beforeIso: string): ExecutionRow[] {
    return this.idleStmt.all(beforeIso) as ExecutionRow[];
  }

  recordStep(update: ExecutionStepUpdate): void {
    const used = update.used ? 1 : 0;
    const paused = update.paused ? 1 : 0;
    const blocked = update.blocked ? 1 : 0;
    // The cached row is the stored row inside a checked transaction (./state-cache.ts): when it holds
    // the tier already, leaving the column out of the UPDATE stores the same row.
    const row = this.rows.get(update.id);
    if (row !== undefined && this.cache?.active === true && row.highest_tier === update.highestTier) {
      this.afterStepSameTierStmt.run(used, update.outcome, update.tokens, update.cost, paused, blocked, update.at, update.id);
    } else {
      this.afterStepStmt.run(used, update.outcome, update.tokens, update.cost, update.highestTier, paused, blocked, update.at, update.id);
    }
    // The cached row follows the UPDATE exactly (a new object: a row handed out earlier stays as it was).
    if (row) {
      this.rows.set(update.id, {
        ...row,
        step_count: row.step_count + 1,
        steps_used: row.steps_used + used,
        last_outcome: update.outcome,
        tokens: row.tokens + update.tokens,
        cost_usd: row.cost_usd + update.cost,
        highest_tier: update.highestTier,
        pauses: row.pauses + paused,
        blocks: row.blocks + blocked,
        last_step_at: update.at,
      });
    }
  }

  end(id: string, status: 'completed' | 'cancelled', endedAt: string, summary: string | null): boolean {
    this.rows.delete(id);
    this.runningIds_.clear();
    return this.endStmt.run({ id, status, endedAt, summary }).changes > 0;
  }

  grantSteps(id: string, steps: number): void {
    this.rows.delete(id);
    this.grantStmt.run(steps, id);
  }

  countApproval(id: string): void {
    this.rows.delete(id);
    this.countersStmt.run(1, id);
  }

  list(filter: { status?: string; agent?: string; limit: number }): ExecutionRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.status) {
      where.push('status = ?');
      args.push(filter.status);
    }
    if (filter.agent) {
      where.push('agent = ?');
      args.push(filter.agent);
    }
    const sql = `SELECT * FROM executions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY started_at DESC, rowid DESC LIMIT ?`;
    return this.db.prepare(sql).all(...args, filter.limit) as ExecutionRow[];
  }

  runningIds(): Array<{ id: string; agent: string; client: string }> {
    return this.db.prepare(`SELECT id, agent, client FROM executions WHERE status = 'running'`).all() as Array<{
      id: string;
      agent: string;
      client: string;
    }>;
  }
}
