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
// The cache answers only inside a transaction of the store (enter → exit),
// where it has just been checked against both counters; outside one every
// read goes to the database. Nothing is ever cached across a write the cache
// did not see.
import type { SqliteDatabase } from './database';

interface Marks {
  changes: number;
  version: number;
}

export class StateCache {
  private depth = 0;
  private marks: Marks = { changes: -1, version: -1 };
  private readonly marksStmt;
  private readonly clearers: Array<() => void> = [];
  /** True inside a checked transaction of the store: cached reads are answered from memory. */
  active = false;
  /** How often everything was dropped (tests and the bench read it). */
  readonly stats = { clears: 0 };

  constructor(db: SqliteDatabase) {
    this.marksStmt = db.prepare('SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version');
  }

  /** A repository's way to drop what it holds. */
  onClear(clear: () => void): void {
    this.clearers.push(clear);
  }

  clear(): void {
    this.stats.clears++;
    for (const clear of this.clearers) clear();
  }

  /** Runs fn (inside the store's transaction) with the cache checked and answering. */
  run<T>(fn: () => T): T {
    if (this.depth++ === 0) {
      if (!this.inStep()) this.clear();
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
        this.marks = this.read();
      }
    }
  }

  /** Work on this connection that changes nothing cached (the hint index): the cache stays in step. */
  alongside<T>(fn: () => T): T {
    const inStep = this.depth === 0 && this.inStep();
    const value = fn();
    if (inStep) this.marks = this.read();
    return value;
  }

  private inStep(): boolean {
    const now = this.read();
    return now.changes === this.marks.changes && now.version === this.marks.version;
  }

  private read(): Marks {
    return this.marksStmt.get() as Marks;
  }
}
