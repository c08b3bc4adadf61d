// Limits per agent across executions (issue 14): steps, tokens and cost since
// the person last reset them, and the step id loop detection starts after.
// A new execution does not reset them; only the person does.
import type { SqliteDatabase } from './database';
import type { AgentLimitRow, AgentLimitStore } from '../loop/store-port';
import type { StateCache } from './state-cache';

export class AgentLimitRepository implements AgentLimitStore {
  private readonly getStmt;
  private readonly recordStmt;
  private readonly grantStmt;
  private readonly resetStmt;
  /** Rows (null: none yet) read inside a checked transaction (./state-cache.ts). */
  private readonly rows = new Map<string, AgentLimitRow | null>();

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => this.rows.clear());
    this.getStmt = db.prepare('SELECT * FROM agent_limits WHERE agent = ?');
    this.recordStmt = db.prepare(
      // Positional (run on every step; a named parameter costs a property look-up per name).
      `INSERT INTO agent_limits (agent, steps_used, tokens, cost_usd) VALUES (?, ?, ?, ?)
       ON CONFLICT(agent) DO UPDATE SET steps_used = steps_used + excluded.steps_used, tokens = tokens + excluded.tokens, cost_usd = cost_usd + excluded.cost_usd`,
    );
    this.grantStmt = db.prepare(
      `INSERT INTO agent_limits (agent, steps_granted) VALUES (@agent, @steps)
       ON CONFLICT(agent) DO UPDATE SET steps_granted = steps_granted + @steps`,
    );
    this.resetStmt = db.prepare(
      `INSERT INTO agent_limits (agent, since_step, reset_at) VALUES (@agent, @since, @at)
       ON CONFLICT(agent) DO UPDATE SET steps_used = 0, steps_granted = 0, tokens = 0, cost_usd = 0, since_step = @since, reset_at = @at`,
    );
  }

  get(agent: string): AgentLimitRow | undefined {
    if (!this.cache?.active) return this.getStmt.get(agent) as AgentLimitRow | undefined;
    const cached = this.rows.get(agent);
    if (cached !== undefined) return cached ?? undefined;
    const row = this.getStmt.get(agent) as AgentLimitRow | undefined;
    this.rows.set(agent, row ?? null);
    return row;
  }

  record(agent: string, used: boolean, tokens: number, cost: number): void {
    const usedCount = used ? 1 : 0;
    // A step that used nothing (paused, refused, no usage reported) changes no counter: the upsert
    // would rewrite the row (and its page) as it was, or add a row of zeros that reads as none does.
    if (usedCount === 0 && tokens === 0 && cost === 0) return;
    this.recordStmt.run(agent, usedCount, tokens, cost);
    // The cached row follows the upsert (a new object); a first row is read back when next asked.
    const row = this.rows.get(agent);
    if (row) this.rows.set(agent, { ...row, steps_used: row.steps_used + usedCount, tokens: row.tokens + tokens, cost_usd: row.cost_usd + cost });
    else this.rows.delete(agent);
  }

  grant(agent: string, steps: number): void {
    this.rows.delete(agent);
    this.grantStmt.run({ agent, steps });
  }

  reset(agent: string, sinceStep: number, at: string): void {
    this.rows.delete(agent);
    this.resetStmt.run({ agent, since: sinceStep, at });
  }
}
