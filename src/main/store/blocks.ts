import type { SqliteDatabase } from './database';
import type { BlockRow, BlockStore, BlockSubject, NewBlock } from '../loop/store-port';
import type { BlockScope } from '../../shared/vocabulary';
import type { StateCache } from './state-cache';


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
  /** activeFor's answers (null: no block) inside a checked transaction (./state-cache.ts); any block write drops them. */
  private readonly standing = new Map<string, BlockRow | null>();

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => this.standing.clear());
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
    this.standing.clear();
    this.restoreStmt.run(row);
  }

  lifted(): BlockRow[] {
    return this.liftedStmt.all() as BlockRow[];
  }

  insert(row: NewBlock): void {
    this.standing.clear();
    this.insertStmt.run(row);
  }

  byId(id: string): BlockRow | undefined {
    return this.byIdStmt.get(id) as BlockRow | undefined;
  }

  activeFor(subject: BlockSubject): BlockRow | undefined {
    const read = (): BlockRow | undefined =>
      this.activeForStmt.get({ agent: subject.agent, client: subject.client, session: subject.session ?? null }) as BlockRow | undefined;
    if (!this.cache?.active) return read();
    const key = `${subject.agent}\u0000${subject.client}\u0000${subject.session ?? '\u0001'}`;
    const cached = this.standing.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const row = read();
    this.standing.set(key, row ?? null);
    return row;
  }

  active(): BlockRow[] {
    return this.activeStmt.all() as BlockRow[];
  }

  lift(id: string, at: string, by: 'verification' | 'override', note: string | null): boolean {
    this.standing.clear();
    return this.liftStmt.run({ id, at, by, note }).changes > 0;
  }

  setChallenge(id: string, challengeId: string): void {
    this.standing.clear();
    this.setChallengeStmt.run(challengeId, id);
  }

  setScope(id: string, scope: BlockScope): boolean {
    this.standing.clear();
    return this.setScopeStmt.run(scope, id).changes > 0;
  }
}
