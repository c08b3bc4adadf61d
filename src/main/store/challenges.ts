import type { SqliteDatabase } from './database';
import type { ChallengeRow, NewChallenge, ChallengeStore } from '../loop/store-port';
import type { StateCache } from './state-cache';

/** What every step asks of the table and is nearly always "nothing": any active verify challenge,
 *  any verified unused one (a pass), and until when a refused verify challenge still stands. */
interface Standing {
  active: number;
  passes: number;
  refused_until_ms: number;
}


export class ChallengeRepository implements ChallengeStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly activeForExecutionStmt;
  private readonly setStatusStmt;
  private readonly verifyPassStmt;
  private readonly dangerPassStmt;
  private readonly useStmt;
  private readonly activeStmt;
  private readonly refusedForStmt;
  private readonly refuseStmt;
  private readonly activeCountStmt;
  private readonly forceStatusStmt;
  private readonly standingStmt;
  /** Read once inside a checked transaction (./state-cache.ts) and dropped by every write of this
   *  repository and every clear of the cache: a step's three look-ups are skipped when it says none. */
  private standing: Standing | undefined;

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => (this.standing = undefined));
    this.standingStmt = db.prepare(
      `SELECT EXISTS (SELECT 1 FROM challenges WHERE status = 'active' AND kind = 'verify') AS active,
              EXISTS (SELECT 1 FROM challenges WHERE status = 'verified' AND used = 0) AS passes,
              COALESCE((SELECT MAX(expires_at_ms) FROM challenges WHERE status = 'refused' AND kind = 'verify'), 0) AS refused_until_ms`,
    );
    this.insertStmt = db.prepare(
      `INSERT INTO challenges (id, kind, agent, client, execution_id, action_digest, hint, code_hash, salt, status, created_at, expires_at_ms, block_id)
       VALUES (@id, @kind, @agent, @client, @execution_id, @action_digest, @hint, @code_hash, @salt, 'active', @created_at, @expires_at_ms, @block_id)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM challenges WHERE id = ?');
    this.activeForExecutionStmt = db.prepare(
      `SELECT * FROM challenges WHERE execution_id = ? AND action_digest = ? AND kind = 'verify' AND status = 'active' ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    );
    this.setStatusStmt = db.prepare('UPDATE challenges SET status = @status WHERE id = @id AND status = @from');
    this.verifyPassStmt = db.prepare(
      `SELECT * FROM challenges WHERE execution_id = ? AND action_digest = ? AND status = 'verified' AND used = 0 LIMIT 1`,
    );
    this.dangerPassStmt = db.prepare(
      `SELECT * FROM challenges WHERE agent = ? AND action_digest = ? AND kind = 'danger_zone' AND status = 'verified' AND used = 0 LIMIT 1`,
    );
    this.useStmt = db.prepare('UPDATE challenges SET used = 1 WHERE id = ?');
    this.activeStmt = db.prepare(`SELECT * FROM challenges WHERE status = 'active' ORDER BY created_at, rowid`);
    this.refusedForStmt = db.prepare(
      `SELECT * FROM challenges WHERE execution_id = ? AND action_digest = ? AND kind = 'verify' AND status = 'refused' AND expires_at_ms > ?
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    );
    this.refuseStmt = db.prepare(`UPDATE challenges SET status = 'refused', reason = ? WHERE id = ? AND status = 'active'`);
    this.activeCountStmt = db.prepare(
      `SELECT COALESCE(SUM(agent = @agent), 0) AS agent, COALESCE(SUM(client = @client), 0) AS client FROM challenges WHERE status = 'active' AND kind = 'verify'`,
    );
    this.forceStatusStmt = db.prepare('UPDATE challenges SET status = ? WHERE id = ?');
  }

  /** Active verify challenges of this agent, and of this MCP client. */
  activeVerifyCount(agent: string, client: string): { agent: number; client: number } {
    return this.activeCountStmt.get({ agent, client }) as { agent: number; client: number };
  }

  /** Puts back a status no authenticated audit event proves (a forged row). */
  restoreStatus(id: string, status: ChallengeRow['status']): void {
    this.standing = undefined;
    this.forceStatusStmt.run(status, id);
  }

  insert(row: NewChallenge): void {
    this.standing = undefined;
    this.insertStmt.run(row);
  }

  byId(id: string): ChallengeRow | undefined {
    return this.byIdStmt.get(id) as ChallengeRow | undefined;
  }

  activeVerifyFor(executionId: string, actionDigest: string): ChallengeRow | undefined {
    if (this.known()?.active === 0) return undefined;
    return this.activeForExecutionStmt.get(executionId, actionDigest) as ChallengeRow | undefined;
  }

  refusedFor(executionId: string, actionDigest: string, nowMs: number): ChallengeRow | undefined {
    const known = this.known();
    if (known && known.refused_until_ms <= nowMs) return undefined;
    return this.refusedForStmt.get(executionId, actionDigest, nowMs) as ChallengeRow | undefined;
  }

  refuse(id: string, reason: string | null): boolean {
    this.standing = undefined;
    return this.refuseStmt.run(reason, id).changes > 0;
  }

  transition(id: string, from: ChallengeRow['status'], status: ChallengeRow['status']): boolean {
    this.standing = undefined;
    return this.setStatusStmt.run({ id, from, status }).changes > 0;
  }

  /** A verified, unused challenge for this action: the human's pass. */
  pass(executionId: string, agent: string, actionDigest: string): ChallengeRow | undefined {
    if (this.known()?.passes === 0) return undefined;
    return (this.verifyPassStmt.get(executionId, actionDigest) ?? this.dangerPassStmt.get(agent, actionDigest)) as
      | ChallengeRow
      | undefined;
  }

  use(id: string): void {
    this.standing = undefined;
    this.useStmt.run(id);
  }

  active(): ChallengeRow[] {
    return this.activeStmt.all() as ChallengeRow[];
  }

  /** The standing summary, inside a checked transaction of the store only (else undefined: ask the table). */
  private known(): Standing | undefined {
    if (!this.cache?.active) return undefined;
    return (this.standing ??= this.standingStmt.get() as Standing);
  }
}
