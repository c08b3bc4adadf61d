import type { SqliteDatabase } from './database';
import type { ConfirmationRow, NewConfirmation, ConfirmationStore } from '../loop/store-port';
import type { ApprovalScope } from '../../shared/vocabulary';
import type { StateCache } from './state-cache';


export class ConfirmationRepository implements ConfirmationStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly pendingStmt;
  private readonly decideStmt;
  private readonly passStmt;
  private readonly useStmt;
  private readonly dueStmt;
  private readonly pendingForStmt;
  private readonly linkStepStmt;
  private readonly spendOnceStmt;
  private readonly pendingOfStmt;
  private readonly pendingCountStmt;
  private readonly restoreStmt;
  private readonly anyPassStmt;
  /** Whether any approval could still pass an action (0 / 1), read once inside a checked transaction
   *  (./state-cache.ts) and dropped by every write of this repository and every clear of the cache:
   *  a step's look-up of its pass is skipped when there is none at all. */
  private anyPass: number | undefined;

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => (this.anyPass = undefined));
    this.anyPassStmt = db
      .prepare(`SELECT EXISTS (SELECT 1 FROM confirmations WHERE status = 'approved' AND (scope IS NOT 'once' OR used = 0))`)
      .pluck();
    this.insertStmt = db.prepare(
      `INSERT INTO confirmations (id, execution_id, step_id, agent, client, action_digest, hint, kind, tier, risk_score, factors, status, created_at, expires_at_ms, session)
       VALUES (@id, @execution_id, @step_id, @agent, @client, @action_digest, @hint, @kind, @tier, @risk_score, @factors, 'pending', @created_at, @expires_at_ms, @session)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM confirmations WHERE id = ?');
    this.pendingStmt = db.prepare(`SELECT * FROM confirmations WHERE status = 'pending' ORDER BY created_at, rowid`);
    this.decideStmt = db.prepare(
      `UPDATE confirmations SET status = @status, scope = @scope, reason = @reason, decided_at = @decidedAt
       WHERE id = @id AND status = 'pending'`,
    );
    // Lasting approvals first, so a one-time approval is not spent when one covers the action anyway.
    this.passStmt = db.prepare(
      `SELECT * FROM confirmations WHERE action_digest = @digest AND status = 'approved' AND (
         (execution_id = @executionId AND (scope = 'execution' OR (scope = 'once' AND used = 0)))
         OR (scope = 'session' AND client = @client AND session = @session))
       ORDER BY scope = 'once', decided_at DESC LIMIT 1`,
    );
    this.useStmt = db.prepare('UPDATE confirmations SET used = used + 1 WHERE id = ?');
    this.dueStmt = db.prepare(`SELECT * FROM confirmations WHERE status = 'pending' AND expires_at_ms <= ?`);
    this.pendingForStmt = db.prepare(
      `SELECT * FROM confirmations WHERE execution_id = ? AND action_digest = ? AND status = 'pending' LIMIT 1`,
    );
    this.linkStepStmt = db.prepare('UPDATE confirmations SET step_id = ? WHERE id = ?');
    this.spendOnceStmt = db.prepare(`UPDATE confirmations SET used = used + 1 WHERE id = ? AND status = 'approved' AND scope = 'once' AND used = 0`);
    this.pendingOfStmt = db.prepare(`SELECT * FROM confirmations WHERE execution_id = ? AND status = 'pending' ORDER BY created_at, rowid`);
    this.pendingCountStmt = db.prepare(
      `SELECT COALESCE(SUM(agent = @agent), 0) AS agent, COALESCE(SUM(client = @client), 0) AS client FROM confirmations WHERE status = 'pending'`,
    );
    this.restoreStmt = db.prepare(`UPDATE confirmations SET status = 'pending', scope = NULL, reason = NULL, decided_at = NULL, used = 0 WHERE id = ?`);
  }

  /** Pending confirmations of this agent, and of this MCP client. */
  pendingCount(agent: string, client: string): { agent: number; client: number } {
    return this.pendingCountStmt.get({ agent, client }) as { agent: number; client: number };
  }

  /** Undoes a decision no authenticated audit event proves (a forged row). */
  restorePending(id: string): void {
    this.anyPass = undefined;
    this.restoreStmt.run(id);
  }

  insert(row: NewConfirmation): void {
    this.anyPass = undefined;
    this.insertStmt.run(row);
  }

  byId(id: string): ConfirmationRow | undefined {
    return this.byIdStmt.get(id) as ConfirmationRow | undefined;
  }

  pending(): ConfirmationRow[] {
    return this.pendingStmt.all() as ConfirmationRow[];
  }

  decide(
    id: string,
    status: 'approved' | 'denied' | 'expired' | 'withdrawn',
    decidedAt: string,
    scope: ApprovalScope | null,
    reason: string | null,
  ): boolean {
    this.anyPass = undefined;
    return this.decideStmt.run({ id, status, scope, reason, decidedAt }).changes > 0;
  }

  /** An approval the human gave for this action, still usable (this execution, or this client session). */
  pass(executionId: string, actionDigest: string, client: string, session: string | null): ConfirmationRow | undefined {
    if (this.cache?.active && (this.anyPass ??= this.anyPassStmt.get() as number) === 0) return undefined;
    return this.passStmt.get({ executionId, digest: actionDigest, client, session }) as ConfirmationRow | undefined;
  }

  use(id: string): void {
    this.anyPass = undefined;
    this.useStmt.run(id);
  }

  spendOnce(id: string): boolean {
    this.anyPass = undefined;
    return this.spendOnceStmt.run(id).changes > 0;
  }

  pendingOf(executionId: string): ConfirmationRow[] {
    return this.pendingOfStmt.all(executionId) as ConfirmationRow[];
  }

  due(nowMs: number): ConfirmationRow[] {
    return this.dueStmt.all(nowMs) as ConfirmationRow[];
  }

  /** The pending confirmation for this same action, so a re-report does not ask twice. */
  pendingFor(executionId: string, actionDigest: string): ConfirmationRow | undefined {
    return this.pendingForStmt.get(executionId, actionDigest) as ConfirmationRow | undefined;
  }

  linkStep(id: string, stepId: number): void {
    this.linkStepStmt.run(stepId, id);
  }
}
