// The hint search index (steps_fts) follows the steps in batches, outside the
// steps' own transactions: an agent's answer never waits for it, and one
// batch writes one small index segment instead of one per step (see the
// migration in ./schema). Whoever searches with a writable connection brings
// it up to date first; a read-only reader (the history CLI beside a running
// Airlock) sees steps once the running Airlock's next batch is in, a fraction
// of a second later.
//
// The same batches keep client_announced (each client's newest step without a
// structured action, see the schema) following the steps: one row per client
// written once per batch instead of once per step (a WAL page per step for a
// single agent, perf19). Until a batch reaches a step, store/steps.ts reads it
// from the steps past the mark; on open the store flushes, so a killed run's
// tail is caught up there too.
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from './database';
import type { StateCache } from './state-cache';

/** How long the index may trail the newest step while Airlock runs. */
export const HINT_INDEX_DELAY_MS = 50;
/**
 * Steps indexed per transaction while Airlock runs. A batch holds the event
 * loop (tokenising the hints, FTS5's segment write, the COMMIT): 50 ms of one
 * agent's back-to-back steps (150–300 steps) took 0.7–2.6 ms in a CPU profile,
 * and the step that arrived meanwhile waited that long — one in a hundred or
 * two, the step's p99 (perf18). At the ~5.5 µs a step that profile showed, 32
 * steps take about 0.2 ms; a larger backlog takes several batches, a timer
 * apart, with the agents' requests served in between.
 */
export const HINT_INDEX_SLICE = 32;
/** Steps per transaction when nobody is waiting (on open, on close): a crashed run's tail in few transactions. */
const BATCH = 5000;

interface Statements {
  upto: Statement<[]>;
  last: Statement<[number, number]>;
  add: Statement<[number, number]>;
  mark: Statement<[number]>;
  announced: Statement<[number, number]>;
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
      // Each client's newest announced step in the batch (store/steps.ts reads the steps past the mark itself).
      announced: db.prepare<[number, number]>(
        `INSERT INTO client_announced (client, step_id)
           SELECT client, max(id) FROM steps WHERE id > ? AND id <= ? AND action IS NULL GROUP BY client
         ON CONFLICT(client) DO UPDATE SET step_id = excluded.step_id WHERE excluded.step_id > client_announced.step_id`,
      ),
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
    s.announced.run(range.upto, range.last);
    s.mark.run(range.last);
    return added;
  };
  return db.inTransaction ? run() : db.transaction(run).immediate();
}

/** Keeps the index following the store's commits: a batch at most HINT_INDEX_DELAY_MS after a commit. */
export class HintIndexer {
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  /** Background batches so far: how many, the steps they indexed, the largest, the longest and all of them in ms (bench/drive.ts). */
  readonly stats = { batches: 0, steps: 0, largest: 0, longestMs: 0, totalMs: 0 };

  constructor(
    private readonly db: SqliteDatabase,
    private readonly onError: (error: unknown) => void = () => {},
    /** The store's state cache: the index's writes change nothing it holds (./state-cache.ts). */
    private readonly cache?: StateCache,
  ) {}

  private indexBatch(limit: number): number {
    return this.cache ? this.cache.alongside(() => indexPendingHints(this.db, limit)) : indexPendingHints(this.db, limit);
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
    while (this.indexBatch(BATCH) === BATCH) {
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
      const t0 = process.hrtime.bigint();
      // A timer, not setImmediate: timers run before the event loop reads requests, so a batch
      // never lands between a group's steps and their COMMIT (./group-commit.ts).
      const added = this.indexBatch(HINT_INDEX_SLICE);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      this.stats.batches++;
      this.stats.steps += added;
      this.stats.largest = Math.max(this.stats.largest, added);
      this.stats.longestMs = Math.max(this.stats.longestMs, Math.round(ms * 1000) / 1000);
      this.stats.totalMs = Math.round((this.stats.totalMs + ms) * 1000) / 1000;
      if (added === HINT_INDEX_SLICE) this.schedule(0);
      this.failures = 0;
    } catch (error) {
      // SQLITE_BUSY from another writer, say: try again later; the steps are safe either way.
      this.onError(error);
      if (++this.failures < 50) this.schedule(HINT_INDEX_DELAY_MS * 10);
    }
  }
}
