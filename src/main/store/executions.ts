import type { SqliteDatabase } from './database';
import type { ExecutionRow, NewExecution, ExecutionStore, ExecutionStepUpdate } from '../loop/store-port';


export class ExecutionRepository implements ExecutionStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly runningStmt;
  private readonly afterStepStmt;
  private readonly endStmt;
  private readonly grantStmt;
  private readonly countersStmt;
  private readonly idleStmt;

  constructor(private readonly db: SqliteDatabase) {
    this.insertStmt = db.prepare(
      `INSERT INTO executions (id, agent, client, status, implicit, goal, parameters, step_limit, policy_digest, started_at, session, last_step_at)
       VALUES (@id, @agent, @client, 'running', @implicit, @goal, @parameters, @stepLimit, @policyDigest, @startedAt, @session, @startedAt)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM executions WHERE id = ?');
    this.runningStmt = db.prepare(
      `SELECT * FROM executions WHERE agent = ? AND client = ? AND session IS ? AND status = 'running' ORDER BY started_at DESC, rowid DESC LIMIT 1`,
    );
    this.afterStepStmt = db.prepare(
      `UPDATE executions SET step_count = step_count + 1, steps_used = steps_used + @used, last_outcome = @outcome,
         tokens = tokens + @tokens, cost_usd = cost_usd + @cost, highest_tier = @highestTier,
         pauses = pauses + @paused, blocks = blocks + @blocked, last_step_at = @at
       WHERE id = @id`,
    );
    this.endStmt = db.prepare(
      `UPDATE executions SET status = @status, ended_at = @endedAt, summary = @summary WHERE id = @id AND status = 'running'`,
    );
    this.grantStmt = db.prepare('UPDATE executions SET steps_granted = steps_granted + ? WHERE id = ?');
    this.countersStmt = db.prepare('UPDATE executions SET approvals = approvals + ? WHERE id = ?');
    this.idleStmt = db.prepare(`SELECT * FROM executions WHERE status = 'running' AND session IS NOT NULL AND last_step_at < ?`);
  }

  insert(execution: NewExecution): void {
    this.insertStmt.run({
      ...execution,
      implicit: execution.implicit ? 1 : 0,
      goal: execution.goal ?? null,
      parameters: execution.parameters ? JSON.stringify(execution.parameters) : null,
      session: execution.session ?? null,
    });
  }

  byId(id: string): ExecutionRow | undefined {
    return this.byIdStmt.get(id) as ExecutionRow | undefined;
  }

  running(agent: string, client: string, session: string | null): ExecutionRow | undefined {
    return this.runningStmt.get(agent, client, session) as ExecutionRow | undefined;
  }

  idleSessions(beforeIso: string): ExecutionRow[] {
    return this.idleStmt.all(beforeIso) as ExecutionRow[];
  }

  recordStep(update: ExecutionStepUpdate): void {
    this.afterStepStmt.run({
      ...update,
      used: update.used ? 1 : 0,
      paused: update.paused ? 1 : 0,
      blocked: update.blocked ? 1 : 0,
    });
  }

  end(id: string, status: 'completed' | 'cancelled', endedAt: string, summary: string | null): boolean {
    return this.endStmt.run({ id, status, endedAt, summary }).changes > 0;
  }

  grantSteps(id: string, steps: number): void {
    this.grantStmt.run(steps, id);
  }

  countApproval(id: string): void {
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
