// The hint search index (steps_fts) follows the steps in batches, outside the
// steps' own transactions: an agent's answer never waits for it, and one
// batch writes one small index segment instead of one per step (see the
// migration in ./schema). Whoever searches with a writable connection brings
// it up to date first; a read-only reader (the history CLI beside a running
// Airlock) sees steps once the running Airlock's next batch is in, a fraction
// of a second later.
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from './database';
import type { StateCache } from './state-cache';

/** How long the index may trail the newest step while Airlock runs. */
export const HINT_INDEX_DELAY_MS = 50;
/** Steps indexed per transaction (a burst larger than this takes several, with the event loop free in between). */
const BATCH = 5000;

interface Statements {
  upto: Statement<[]>;
  last: Statement<[number, number]>;
  add: Statement<[number, number]>;
  mark: Statement<[number]>;
}
/** Prepared once per connection (a search checks on every query). */
const prepared = new WeakMap<SqliteDatabase, Statements>();

function statements(db: SqliteDatabase): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      upto: db.prepare<[]>('SELECT indexed_upto AS upto FROM steps_fts_progress WHERE id = 1'),
      last: db.prepare<[number, number]>('SELECT max(id) AS last FROM (SELECT id FROM steps WHERE id > ? ORDER BY id LIMIT ?)'),
      add: db.prepare<[number, number]>('INSERT INTO steps_fts(rowid, hint) SELECT id, hint FROM steps WHERE id > ? AND id <= ? ORDER BY id'),
      mark: db.prepare<[number]>('UPDATE steps_fts_progress SET indexed_upto = ? WHERE id = 1'),
    };
    prepared.set(db, s);
  }
  return s;
}

/** Indexes the steps not yet in the search index, up to `limit` of them; returns how many. Writable connections only. */
export function indexPendingHints(db: SqliteDatabase, limit = Number.MAX_SAFE_INTEGER): number {
  const s = statements(db);
  const pending = (): { upto: number; last: number } | null => {
    const upto = (s.upto.get() as { upto: number } | undefined)?.upto ?? 0;
    const last = (s.last.get(upto, limit) as { last: number | null }).last;
    return last === null ? null : { upto, last };
  };
  // Nothing to do (the common case for a search): two index reads, no write transaction.
  if (!db.inTransaction && pending() === null) return 0;
  const run = (): number => {
    const range = pending();
    if (range === null) return 0;
    const added = s.add.run(range.upto, range.last).changes;
    s.mark.run(range.last);
    return added;
  };
  return db.inTransaction ? run() : db.transaction(run).immediate();
}

/** Keeps the index following the store's commits: a batch at most HINT_INDEX_DELAY_MS after a commit. */
export class HintIndexer {
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly onError: (error: unknown) => void = () => {},
    /** The store's state cache: the index's writes change nothing it holds (./state-cache.ts). */
    private readonly cache?: StateCache,
  ) {}

  private indexBatch(): number {
    return this.cache ? this.cache.alongside(() => indexPendingHints(this.db, BATCH)) : indexPendingHints(this.db, BATCH);
  }

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
    while (this.indexBatch() === BATCH) {
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
      if (this.indexBatch() === BATCH) this.schedule(0);
      this.failures = 0;
    } catch (error) {
      // SQLITE_BUSY from another writer, say: try again later; the steps are safe either way.
      this.onError(error);
      if (++this.failures < 50) this.schedule(HINT_INDEX_DELAY_MS * 10);
    }
  }
}
