// The hint search index (steps_fts) follows the steps in batches, outside the
// steps' own transactions: an agent's answer never waits for it, and one
// batch writes one small index segment instead of one per step (see the
// migration in ./schema). Whoever searches with a writable connection brings
// it up to date first; a read-only reader (the history CLI beside a running
// Airlock) sees steps once the running Airlock's next batch is in, a fraction
// of a second later.
import type { SqliteDatabase } from './database';

/** How long the index may trail the newest step while Airlock runs. */
export const HINT_INDEX_DELAY_MS = 100;
/** Steps indexed per transaction (a burst larger than this takes several, with the event loop free in between). */
const BATCH = 5000;

/** Indexes the steps not yet in the search index, up to `limit` of them; returns how many. Writable connections only. */
export function indexPendingHints(db: SqliteDatabase, limit = Number.MAX_SAFE_INTEGER): number {
  const run = (): number => {
    const upto = (db.prepare('SELECT indexed_upto AS upto FROM steps_fts_progress WHERE id = 1').get() as { upto: number } | undefined)?.upto ?? 0;
    const last = db
      .prepare('SELECT max(id) AS last FROM (SELECT id FROM steps WHERE id > ? ORDER BY id LIMIT ?)')
      .get(upto, limit) as { last: number | null };
    if (last.last === null) return 0;
    const added = db.prepare('INSERT INTO steps_fts(rowid, hint) SELECT id, hint FROM steps WHERE id > ? AND id <= ? ORDER BY id').run(upto, last.last).changes;
    db.prepare('UPDATE steps_fts_progress SET indexed_upto = ? WHERE id = 1').run(last.last);
    return added;
  };
  return db.inTransaction ? run() : db.transaction(run).immediate();
}

/** Whether steps are waiting to be indexed. */
export function hintsPending(db: SqliteDatabase): boolean {
  const row = db.prepare('SELECT 1 AS pending FROM steps WHERE id > (SELECT indexed_upto FROM steps_fts_progress WHERE id = 1) LIMIT 1').get();
  return row !== undefined;
}

/** Keeps the index following the store's commits: a batch at most HINT_INDEX_DELAY_MS after a commit. */
export class HintIndexer {
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** After a commit: index soon (one timer for any number of commits). */
  schedule(delayMs = HINT_INDEX_DELAY_MS): void {
    if (this.timer !== undefined || !this.db.open) return;
    this.timer = setTimeout(() => this.run(), delayMs);
    this.timer.unref();
  }

  /** Indexes everything pending now (also on open and before close). */
  flush(): void {
    this.cancel();
    if (!this.db.open) return;
    while (indexPendingHints(this.db, BATCH) === BATCH) {
      // a large tail (a crashed run's): next batch
    }
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private run(): void {
    this.timer = undefined;
    if (!this.db.open) return;
    try {
      if (indexPendingHints(this.db, BATCH) === BATCH) this.schedule(0);
      this.failures = 0;
    } catch (error) {
      // SQLITE_BUSY from another writer, say: try again later; the steps are safe either way.
      this.onError(error);
      if (++this.failures < 50) this.schedule(HINT_INDEX_DELAY_MS * 10);
    }
  }
}
