import type { SqliteDatabase } from './database';
import type { StepRow, NewStep, StepStore } from '../loop/store-port';


export class StepRepository implements StepStore {
  private readonly insertStmt;
  private readonly recentLoopKeysStmt;
  private readonly recentStmt;
  private readonly byExecutionStmt;
  private readonly byIdStmt;
  private readonly latestAnnouncedStmt;
  private readonly recentAgentLoopKeysStmt;
  private readonly maxIdStmt;

  constructor(db: SqliteDatabase) {
    this.insertStmt = db.prepare(
      `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, loop_key, action, description, outcome, findings,
         level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at, flags)
       VALUES (@execution_id, @seq, @agent, @client, @hint, @action_digest, @loop_key, @action, @description, @outcome, @findings,
         @level, @risk_score, @tier, @continued, @stopped, @reasons, @directive, @decision_us, @at, @flags)`,
    );
    this.recentLoopKeysStmt = db.prepare('SELECT loop_key, continued FROM steps WHERE execution_id = ? ORDER BY seq DESC LIMIT ?');
    this.recentStmt = db.prepare('SELECT * FROM steps ORDER BY id DESC LIMIT ?');
    this.byExecutionStmt = db.prepare('SELECT * FROM steps WHERE execution_id = ? ORDER BY seq');
    this.byIdStmt = db.prepare('SELECT * FROM steps WHERE id = ?');
    this.latestAnnouncedStmt = db.prepare('SELECT hint, at FROM steps WHERE client = ? AND action IS NULL ORDER BY id DESC LIMIT 1');
    this.recentAgentLoopKeysStmt = db.prepare('SELECT loop_key, continued FROM steps WHERE agent = ? AND id > ? ORDER BY id DESC LIMIT ?');
    this.maxIdStmt = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM steps');
  }

  /** Loop keys of the agent's latest steps since a step id (its last reset), newest first, across executions. */
  recentAgentLoopKeys(agent: string, afterStepId: number, limit: number): Array<{ loop_key: string; continued: number }> {
    return this.recentAgentLoopKeysStmt.all(agent, afterStepId, limit) as Array<{ loop_key: string; continued: number }>;
  }

  lastId(): number {
    return (this.maxIdStmt.get() as { id: number }).id;
  }

  insert(step: NewStep): number {
    return Number(this.insertStmt.run(step).lastInsertRowid);
  }

  /** Loop keys of the execution's latest steps, newest first. */
  recentLoopKeys(executionId: string, limit: number): Array<{ loop_key: string; continued: number }> {
    return this.recentLoopKeysStmt.all(executionId, limit) as Array<{ loop_key: string; continued: number }>;
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

  /** The latest intent a client's agent announced itself (a step without a structured action). */
  latestAnnounced(client: string): { hint: string; at: string } | undefined {
    return this.latestAnnouncedStmt.get(client) as { hint: string; at: string } | undefined;
  }
}
