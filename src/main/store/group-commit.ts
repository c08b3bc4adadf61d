// Group commit: steps that arrive together are written in one transaction,
// committed (and, where ./durability.ts asks for it, flushed to disk) once,
// and each answer is released only after that.
//
// better-sqlite3 is synchronous and Airlock has one connection, so "together"
// means "in the same turn of the event loop": the first unit of work opens
// the transaction (BEGIN IMMEDIATE) and schedules the commit with
// setImmediate, which runs right after the event loop has handled the I/O
// that is already waiting — the other agents' requests that arrived
// meanwhile. An agent alone pays one event-loop turn (microseconds), never a
// timer. Every unit runs in a savepoint of its own, in arrival order, on the
// same connection: a later step sees the rows of the earlier ones (loop
// detection, limits, the governor), and a unit that throws takes back only
// its own rows.
//
// Any other transaction (a person's decision, a CLI write through the store)
// commits the open group first, so nothing joins a group it does not belong
// to and nobody is answered before their own rows are durable.
import type { SqliteDatabase } from './database';

/** The group's transaction did not commit: none of its units' rows were kept. */
export class GroupCommitError extends Error {
  constructor(cause: unknown) {
    super('the database did not commit this batch of steps; nothing of it was kept', { cause });
    this.name = 'GroupCommitError';
  }
}

export interface GroupHooks {
  /** After the group's COMMIT; `plain`: every unit in it said it need not survive a power cut. */
  committed(plain: boolean): void;
  /** After the group's ROLLBACK (its rows are gone). */
  rolledBack(): void;
  /** Runs the COMMIT (the store keeps its state cache in step around it). */
  commit?(run: () => void): void;
}

interface Member {
  durable: () => void;
  lost: (error: GroupCommitError) => void;
}

export class GroupCommit {
  private open = false;
  /** Inside a unit's callback: a nested transaction there is part of the unit. */
  private depth = 0;
  private members: Member[] = [];
  /** Every unit of the open group so far is plain (see run). */
  private plain = true;
  /** Commits so far and the units they carried (for the bench and tests). */
  readonly stats = { groups: 0, units: 0, largest: 0 };
  /** Runs a unit in a savepoint (nested in the open transaction, better-sqlite3 uses one). Made once:
   *  db.transaction() builds four wrapper functions each time it is called. */
  private readonly inSavepoint: <T>(fn: () => T) => T;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly hooks: GroupHooks,
  ) {
    this.inSavepoint = db.transaction(<T>(fn: () => T): T => fn()) as <T>(fn: () => T) => T;
  }

  /** Whether a unit of work is running right now (its nested transactions belong to it). */
  get running(): boolean {
    return this.depth > 0;
  }

  /** A group is open and none of its units is running: it must commit before anything else writes. */
  get pending(): boolean {
    return this.open && this.depth === 0;
  }

  /**
   * Runs `fn` now, in the open group (opening one if none is). `isPlain` says
   * whether what it wrote may be lost to a power cut (./durability.ts); any
   * unit that is not makes the group's commit flushed to disk. Returns what
   * `fn` returned and a promise that settles when the group committed: resolved
   * once its rows are durable, rejected with GroupCommitError if the group's
   * commit failed (then none of them was kept). If `fn` throws, its own rows
   * are taken back and the error is thrown here; the group goes on.
   */
  run<T>(fn: () => T, isPlain: (value: T) => boolean = () => false): { value: T; durable: Promise<void> } {
    if (!this.open) {
      this.db.exec('BEGIN IMMEDIATE');
      this.open = true;
      setImmediate(() => this.commit());
    }
    this.depth++;
    let value: T;
    try {
      value = this.inSavepoint(fn);
    } finally {
      this.depth--;
    }
    if (!isPlain(value)) this.plain = false;
    const durable = new Promise<void>((resolve, reject) => this.members.push({ durable: resolve, lost: reject }));
    return { value, durable };
  }

  /** Commits the open group now (before another transaction, or on close). Does nothing when none is open. */
  commit(): void {
    if (!this.open || this.depth > 0) return;
    const members = this.members;
    const plain = this.plain;
    this.members = [];
    this.plain = true;
    this.open = false;
    try {
      const commit = (): void => void this.db.exec('COMMIT');
      if (this.hooks.commit) this.hooks.commit(commit);
      else commit();
    } catch (cause) {
      try {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
      } catch {
        // the connection rolled back on its own
      }
      this.hooks.rolledBack();
      const error = new GroupCommitError(cause);
      for (const member of members) member.lost(error);
      return;
    }
    this.stats.groups++;
    this.stats.units += members.length;
    this.stats.largest = Math.max(this.stats.largest, members.length);
    try {
      this.hooks.committed(plain);
    } catch (cause) {
      // Committed, but not known to be on disk (the flush failed): no answer may claim it is.
      const error = new GroupCommitError(cause);
      for (const member of members) member.lost(error);
      return;
    }
    for (const member of members) member.durable();
  }
}
