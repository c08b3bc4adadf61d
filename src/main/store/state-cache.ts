// What a step reads before its decision (its execution, the agent's limits and
// recent loop keys, standing blocks and halts, the audit chain's head), kept in
// memory between steps instead of read from SQLite every time.
//
// Sound because the cache knows every write: the repositories that cache keep
// it up to date in their own write methods, and anything else that writes is
// noticed before the next cached read —
//   - another connection (the CLI, sqlite3 by hand): PRAGMA data_version moves;
//   - this connection outside the repositories (retention, a migration, raw
//     SQL): total_changes() moves;
//   - a rollback (a step's savepoint, a failed group commit, a failed
//     transaction): everything cached is dropped.
// The cache answers only inside a transaction of the store, where it has just
// been checked against both counters (data_version once per write transaction:
// while Airlock holds the write lock no other connection can commit); outside
// one every read goes to the database. Nothing is ever cached across a write
// the cache did not see. Inside a store transaction, the tables it caches are
// written only through their repositories.
import type { SqliteDatabase } from './database';


export class StateCache {
  private depth = 0;
  /** total_changes() and PRAGMA data_version when the cache was last known to be in step. */
  private changes = -1;
  private version = -1;
  /** data_version was checked inside the group commit that is open now (its end, a COMMIT through
   *  alongside() or a rollback through clear(), resets this). */
  private versionChecked = false;
  private readonly changesStmt;
  private readonly versionStmt;
  private readonly clearers: Array<() => void> = [];
  /** True inside a checked transaction of the store: cached reads are answered from memory. */
  active = false;
  /** How often everything was dropped (tests and the bench read it). */
  readonly stats = { clears: 0 };

  constructor(db: SqliteDatabase) {
    this.changesStmt = db.prepare('SELECT total_changes()').pluck();
    // About 40× the cost of total_changes(): read once per write transaction.
    this.versionStmt = db.prepare('PRAGMA data_version').pluck();
  }

  /** A repository's way to drop what it holds. */
  onClear(clear: () => void): void {
    this.clearers.push(clear);
  }

  clear(): void {
    this.stats.clears++;
    this.versionChecked = false;
    for (const clear of this.clearers) clear();
  }

  /** Runs fn (inside the store's transaction) with the cache checked and answering. `inGroup`: fn is a
   *  unit of the open group commit, whose first unit checked data_version already. */
  run<T>(fn: () => T, inGroup = false): T {
    if (this.depth++ === 0) {
      this.sync(!(inGroup && this.versionChecked));
      this.versionChecked = inGroup;
      this.active = true;
    }
    let ok = false;
    try {
      const value = fn();
      ok = true;
      return value;
    } finally {
      // A throw rolls its savepoint (or transaction) back: what was cached may be gone.
      if (!ok) this.clear();
      if (--this.depth === 0) {
        this.active = false;
        this.changes = this.readChanges();
      }
    }
  }

  /**
   * Work on this connection that changes nothing cached: the hint index, a
   * COMMIT (FTS5 writes its pending index entries when the transaction
   * commits, which moves total_changes()), or a transaction of the store's own
   * (whose writes went through the repositories, checked by run()). Anything
   * written before it is found first; its own writes leave the cache in step.
   */
  alongside<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    this.sync(!this.versionChecked);
    try {
      const value = fn();
      this.changes = this.readChanges();
      return value;
    } finally {
      // Whatever fn was, the write transaction it may have ended is over.
      this.versionChecked = false;
    }
  }

  /** Drops everything if anything wrote since the cache was last in step (another connection is
   *  checked when `withVersion`), and takes the counters as they are now. */
  private sync(withVersion: boolean): void {
    const changes = this.readChanges();
    let same = changes === this.changes;
    if (withVersion) {
      const version = this.versionStmt.get() as number;
      if (version !== this.version) same = false;
      this.version = version;
    }
    this.changes = changes;
    if (!same) this.clear();
  }

  private readChanges(): number {
    return this.changesStmt.get() as number;
  }
}
