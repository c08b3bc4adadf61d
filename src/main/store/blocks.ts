import type { SqliteDatabase } from './database';
import type { BlockRow, NewBlock, BlockStore } from '../loop/store-port';


export class BlockRepository implements BlockStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly activeForStmt;
  private readonly activeStmt;
  private readonly liftStmt;
  private readonly setChallengeStmt;
  private readonly restoreStmt;
  private readonly liftedStmt;

  constructor(db: SqliteDatabase) {
    this.insertStmt = db.prepare(
      `INSERT INTO blocks (id, agent, client, reason, hint, execution_id, challenge_id, created_at)
       VALUES (@id, @agent, @client, @reason, @hint, @execution_id, @challenge_id, @created_at)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM blocks WHERE id = ?');
    // A block holds both the agent name and the MCP client that triggered it.
    this.activeForStmt = db.prepare(
      `SELECT * FROM blocks WHERE lifted_at IS NULL AND (agent = ? OR client = ?) ORDER BY created_at, rowid LIMIT 1`,
    );
    this.activeStmt = db.prepare('SELECT * FROM blocks WHERE lifted_at IS NULL ORDER BY created_at, rowid');
    this.liftStmt = db.prepare(
      `UPDATE blocks SET lifted_at = @at, lifted_by = @by, note = @note WHERE id = @id AND lifted_at IS NULL`,
    );
    this.setChallengeStmt = db.prepare('UPDATE blocks SET challenge_id = ? WHERE id = ?');
    this.restoreStmt = db.prepare(
      `INSERT INTO blocks (id, agent, client, reason, hint, execution_id, challenge_id, created_at)
       VALUES (@id, @agent, @client, @reason, @hint, @execution_id, @challenge_id, @created_at)
       ON CONFLICT(id) DO UPDATE SET lifted_at = NULL, lifted_by = NULL, note = NULL`,
    );
    this.liftedStmt = db.prepare('SELECT * FROM blocks WHERE lifted_at IS NOT NULL');
  }

  /** Puts a standing block back (its lift or deletion was not proven by an authenticated audit event). */
  restore(row: NewBlock): void {
    this.restoreStmt.run(row);
  }

  lifted(): BlockRow[] {
    return this.liftedStmt.all() as BlockRow[];
  }

  insert(row: NewBlock): void {
    this.insertStmt.run(row);
  }

  byId(id: string): BlockRow | undefined {
    return this.byIdStmt.get(id) as BlockRow | undefined;
  }

  activeFor(agent: string, client: string): BlockRow | undefined {
    return this.activeForStmt.get(agent, client) as BlockRow | undefined;
  }

  active(): BlockRow[] {
    return this.activeStmt.all() as BlockRow[];
  }

  lift(id: string, at: string, by: 'verification' | 'override', note: string | null): boolean {
    return this.liftStmt.run({ id, at, by, note }).changes > 0;
  }

  setChallenge(id: string, challengeId: string): void {
    this.setChallengeStmt.run(challengeId, id);
  }
}
