import type { SqliteDatabase } from './database';
import type { StepRow } from './rows';

export type NewStep = Omit<StepRow, 'id'>;

export class StepRepository {
  private readonly insertStmt;
  private readonly recentDigestsStmt;
  private readonly recentStmt;
  private readonly byExecutionStmt;
  private readonly byIdStmt;

  constructor(db: SqliteDatabase) {
    this.insertStmt = db.prepare(
      `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, action, description, outcome, findings,
         level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at)
       VALUES (@execution_id, @seq, @agent, @client, @hint, @action_digest, @action, @description, @outcome, @findings,
         @level, @risk_score, @tier, @continued, @stopped, @reasons, @directive, @decision_us, @at)`,
    );
    this.recentDigestsStmt = db.prepare(
      'SELECT action_digest, continued FROM steps WHERE execution_id = ? ORDER BY seq DESC LIMIT ?',
    );
    this.recentStmt = db.prepare('SELECT * FROM steps ORDER BY id DESC LIMIT ?');
    this.byExecutionStmt = db.prepare('SELECT * FROM steps WHERE execution_id = ? ORDER BY seq');
    this.byIdStmt = db.prepare('SELECT * FROM steps WHERE id = ?');
  }

  insert(step: NewStep): number {
    return Number(this.insertStmt.run(step).lastInsertRowid);
  }

  /** Digests of the execution's latest steps, newest first. */
  recentDigests(executionId: string, limit: number): Array<{ action_digest: string; continued: number }> {
    return this.recentDigestsStmt.all(executionId, limit) as Array<{ action_digest: string; continued: number }>;
  }

  recent(limit: number): StepRow[] {
    return this.recentStmt.all(limit) as StepRow[];
  }

  byExecution(executionId: string): StepRow[] {
    return this.byExecutionStmt.all(executionId) as StepRow[];
  }

  byId(id: number): StepRow | undefined {
    return this.byIdStmt.get(id) as StepRow | undefined;
  }
}
