import type { SqliteDatabase } from './database';
import type { BlockRow, BlockStore, BlockSubject, NewBlock } from '../loop/store-port';
import type { BlockScope } from '../../shared/vocabulary';


export class BlockRepository implements BlockStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly activeForStmt;
  private readonly activeStmt;
  private readonly liftStmt;
  private readonly setChallengeStmt;
  private readonly setScopeStmt;
  private readonly restoreStmt;
  private readonly liftedStmt;

  constructor(db: SqliteDatabase) {
    this.insertStmt = db.prepare(
      `INSERT INTO blocks (id, agent, client, reason, hint, execution_id, challenge_id, created_at, scope, session)
       VALUES (@id, @agent, @client, @reason, @hint, @execution_id, @challenge_id, @created_at, @scope, @session)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM blocks WHERE id = ?');
    // client: the agent anywhere and everything of its MCP client; agent: that agent
    // name; session: that client session (and its agent name within the client).
    this.activeForStmt = db.prepare(
      `SELECT * FROM blocks WHERE lifted_at IS NULL AND (
         (scope = 'client' AND (agent = @agent OR client = @client))
         OR (scope = 'agent' AND agent = @agent)
         OR (scope = 'session' AND client = @client AND (agent = @agent OR session = @session)))
       ORDER BY created_at, rowid LIMIT 1`,
    );
    this.activeStmt = db.prepare('SELECT * FROM blocks WHERE lifted_at IS NULL ORDER BY created_at, rowid');
    this.liftStmt = db.prepare(
      `UPDATE blocks SET lifted_at = @at, lifted_by = @by, note = @note WHERE id = @id AND lifted_at IS NULL`,
    );
    this.setChallengeStmt = db.prepare('UPDATE blocks SET challenge_id = ? WHERE id = ?');
    this.setScopeStmt = db.prepare('UPDATE blocks SET scope = ? WHERE id = ? AND lifted_at IS NULL');
    this.restoreStmt = db.prepare(
      `INSERT INTO blocks (id, agent, client, reason, hint, execution_id, challenge_id, created_at, scope, session)
       VALUES (@id, @agent, @client, @reason, @hint, @execution_id, @challenge_id, @created_at, @scope, @session)
       ON CONFLICT(id) DO UPDATE SET lifted_at = NULL, lifted_by = NULL, note = NULL, scope = excluded.scope`,
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

  activeFor(subject: BlockSubject): BlockRow | undefined {
    return this.activeForStmt.get({ agent: subject.agent, client: subject.client, session: subject.session ?? null }) as BlockRow | undefined;
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

  setScope(id: string, scope: BlockScope): boolean {
    return this.setScopeStmt.run(scope, id).changes > 0;
  }
}
