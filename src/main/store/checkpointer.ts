// WAL checkpoints off the event loop.
//
// SQLite copies the WAL back into the database (a checkpoint) inside the
// commit that crosses wal_autocheckpoint (1,000 pages): that commit — and so
// the answer of every step in it — waits for about 1,000 page writes and two
// fsyncs, 6–50 ms on the VM the bench runs on, about once every 100 steps of
// a lone agent: the step latency's p99. Here the main connection does no
// automatic checkpoint; a worker thread with a connection of its own runs
// PASSIVE checkpoints (which never block the writer, nor wait for it) a few
// times a second while commits happen. A checkpoint copies only committed
// frames: what is durable and when an answer leaves does not change.
//
// A WAL is rewound only when a checkpoint caught up with the last commit, and
// a writer that never pauses keeps the worker a little behind; so when the
// WAL holds more than FALLBACK_FRAMES (the worker has copied nearly all of
// it), the main connection runs one PASSIVE checkpoint itself after a commit —
// short, as only the rest is left to copy — which lets the next commit rewind
// it. If the worker cannot start or fails, SQLite's own automatic checkpoint
// comes back. AIRLOCK_CHECKPOINT=inline keeps SQLite's own (for comparison).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './database';

/** How often the worker checkpoints while commits happen. */
const INTERVAL_MS = 200;
/** Without commits seen, a checkpoint every this many intervals anyway. */
const IDLE_EVERY = 25;
/** The WAL size (pages) from which the main connection finishes a checkpoint itself. */
export const FALLBACK_FRAMES = 4000;
/** SQLite's default automatic checkpoint, restored when the worker is gone. */
const SQLITE_AUTOCHECKPOINT = 1000;

// CommonJS, evaluated in the worker: better-sqlite3 is resolved by the main
// thread (works from the CLI bundle, the Electron main process and tsx alike).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const state = new Int32Array(workerData.state);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
parentPort.on('message', (message) => {
  if (message === 'close') {
    try { db.close(); } catch {}
    Atomics.store(state, 0, 1);
    Atomics.notify(state, 0);
    parentPort.close();
    return;
  }
  try {
    const row = db.pragma('wal_checkpoint(PASSIVE)')[0];
    parentPort.postMessage({ ok: true, log: row.log, checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error && error.code || error) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Report {
  ready?: boolean;
  ok?: boolean;
  log?: number;
  checkpointed?: number;
}

export class Checkpointer {
  private worker: Worker | undefined;
  private readonly state = new SharedArrayBuffer(4);
  private timer: NodeJS.Timeout | undefined;
  private inFlight = false;
  private committedSince = false;
  private inlineScheduled = false;
  private ticks = 0;
  /** Frames in the WAL at the worker's last checkpoint (log) and how many of them it had copied. */
  private lastLog = 0;
  /** For tests and the bench. */
  readonly stats = { worker: 0, inline: 0, failed: 0 };

  /** better-sqlite3's entry point, for the worker; undefined when checkpoints stay in SQLite's commits. */
  private readonly module: string | undefined;
  private started = false;

  constructor(private readonly db: SqliteDatabase) {
    if (db.memory || db.readonly || process.env.AIRLOCK_CHECKPOINT?.trim().toLowerCase() === 'inline') return;
    try {
      this.module = createRequire(import.meta.url).resolve('better-sqlite3');
    } catch {
      return;
    }
    db.pragma('wal_autocheckpoint = 0');
    // The worker starts at the first tick that saw a commit (a store opened for a moment never starts one).
    this.timer = setInterval(() => this.tick(), INTERVAL_MS);
    this.timer.unref();
  }

  private start(): void {
    this.started = true;
    try {
      this.worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { module: this.module, file: this.db.name, state: this.state },
        // It holds a connection and a few small objects: a small heap keeps its memory small.
        resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
      });
    } catch {
      this.stop();
      return;
    }
    this.worker.unref();
    this.worker.on('message', (report: Report) => this.onReport(report));
    this.worker.on('error', () => this.stop());
    this.worker.on('exit', () => this.stop());
  }

  /** Whether checkpoints are off SQLite's commits (on the worker, once started). */
  get active(): boolean {
    return this.timer !== undefined;
  }

  /** After every commit on the main connection (cheap: a flag, and now and then one checkpoint). */
  committed(): void {
    this.committedSince = true;
    if (this.lastLog > FALLBACK_FRAMES && this.worker !== undefined && !this.inlineScheduled) {
      // After the answers of this commit have left (they wait for no checkpoint).
      this.inlineScheduled = true;
      setImmediate(() => this.inlineCheckpoint());
    }
  }

  private tick(): void {
    // Writes that bypass the store's transactions (the hint index, retention) are caught up every few seconds.
    if (++this.ticks % IDLE_EVERY !== 0 && !this.committedSince) return;
    // A WAL that is due for rewinding waits for the main connection's checkpoint (committed()).
    if (!this.started) this.start();
    if (this.inFlight || this.worker === undefined || this.lastLog > FALLBACK_FRAMES) return;
    this.committedSince = false;
    this.inFlight = true;
    this.worker.postMessage('run');
  }

  private onReport(report: Report): void {
    if (report.ready) return;
    this.inFlight = false;
    if (report.ok) {
      this.stats.worker++;
      this.lastLog = report.log ?? 0;
    } else {
      this.stats.failed++;
    }
  }

  /**
   * The rest of a checkpoint the worker nearly finished, on the main connection
   * between two commits: it catches up with the last commit, so the next
   * commit rewinds the WAL. Not while the worker is checkpointing (one
   * checkpointer at a time): then at a later commit.
   */
  private inlineCheckpoint(): void {
    this.inlineScheduled = false;
    if (this.inFlight || !this.db.open || this.db.inTransaction) return;
    try {
      const row = (this.db.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number }>)[0];
      if (row?.busy === 0) {
        this.stats.inline++;
        this.lastLog = 0;
      }
    } catch {
      this.stats.failed++;
      this.lastLog = 0;
    }
  }

  /** The worker is gone: SQLite checkpoints by itself again. */
  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.worker = undefined;
    this.inFlight = false;
    try {
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT}`);
    } catch {
      // closing
    }
  }

  /** Closes the worker's connection first (waiting up to a second), so that the main
   *  connection, closing last, checkpoints the WAL and removes it as SQLite does. */
  close(): void {
    const worker = this.worker;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (worker === undefined) return;
    this.worker = undefined;
    const state = new Int32Array(this.state);
    worker.postMessage('close');
    Atomics.wait(state, 0, 0, 1000);
    void worker.terminate();
  }
}
