// What reaches the disk before an answer leaves (docs/CONTRACT.md, guarantee 6).
//
// SQLite runs WAL with synchronous=NORMAL: a commit is written to the WAL
// (safe from kill -9) but not fsynced. Airlock then fsyncs the WAL itself
// after every commit that carries anything but plain go-ahead steps — a
// person's decision, a block, a pause, a spent approval, a lockout, a policy
// change, a signed checkpoint — before that commit's answers leave. A power
// cut can therefore lose only the records of the last plain advisory steps
// answered "continue" (with their step counts), never a decision or a block.
// Fsyncing every commit (SQLite's FULL) costs a disk flush per answer — 6 ms
// and more on the shared VM the bench runs on — so it is a choice, not the
// default: AIRLOCK_SYNCHRONOUS=FULL. AIRLOCK_SYNCHRONOUS=NORMAL fsyncs
// nothing itself (SQLite still does at checkpoints).
import fs from 'node:fs';
import path from 'node:path';
import type { SqliteDatabase } from './database';

export type Durability = 'decisions' | 'full' | 'normal';

export function durabilitySetting(env: NodeJS.ProcessEnv = process.env): Durability {
  const value = env.AIRLOCK_SYNCHRONOUS?.trim().toUpperCase();
  return value === 'FULL' ? 'full' : value === 'NORMAL' ? 'normal' : 'decisions';
}

/** SQLite's own synchronous setting for a durability. */
export function sqliteSynchronous(durability: Durability): 'FULL' | 'NORMAL' {
  return durability === 'full' ? 'FULL' : 'NORMAL';
}

/** Flushes the WAL file to disk (fdatasync), for the commits that must survive a power cut. */
export class WalSync {
  private fd: number | undefined;
  private inode: number | undefined;
  /** Flushes so far (tests and the bench read it). */
  flushes = 0;
  /** The descriptor an asynchronous flush is using: close() leaves it to that flush to close. */
  private asyncFd: number | undefined;
  private closeAsyncFd = false;

  constructor(
    private readonly db: SqliteDatabase,
    readonly durability: Durability,
  ) {}

  /** After a commit: flush it when this durability asks for it. */
  afterCommit(mustSurvivePowerCut: boolean): void {
    if (mustSurvivePowerCut && this.durability === 'decisions') this.flush();
  }

  /** Flushes what was committed so far (no-op for an in-memory database or without a WAL yet). */
  flush(): void {
    const fd = this.walFd();
    if (fd === undefined) return;
    fs.fdatasyncSync(fd);
    this.flushes++;
  }

  /**
   * The same flush off the event loop (libuv's thread pool): for what may wait
   * for it without holding up every agent's answer — the audit anchor, which
   * is written only once the checkpoint it names is on disk.
   */
  flushAsync(): Promise<void> {
    const fd = this.walFd();
    if (fd === undefined) return Promise.resolve();
    if (this.asyncFd !== undefined) return this.flushAsyncAfter(fd);
    this.asyncFd = fd;
    return new Promise((resolve, reject) => {
      fs.fdatasync(fd, (error) => {
        this.asyncFd = undefined;
        if (this.closeAsyncFd) {
          this.closeAsyncFd = false;
          fs.close(fd, () => {});
        }
        if (error) reject(error);
        else {
          this.flushes++;
          resolve();
        }
      });
    });
  }

  /** One asynchronous flush at a time (the anchor asks for at most one): a second one flushes synchronously. */
  private flushAsyncAfter(fd: number): Promise<void> {
    fs.fdatasyncSync(fd);
    this.flushes++;
    return Promise.resolve();
  }

  /** The WAL file's descriptor (opened once per WAL file), or undefined when there is nothing to flush. */
  private walFd(): number | undefined {
    if (this.durability !== 'decisions' || !this.db.open || this.db.memory) return undefined;
    const file = `${this.db.name}-wal`;
    let inode: number;
    try {
      inode = fs.statSync(file).ino;
    } catch {
      return undefined; // no WAL file: nothing committed into one
    }
    if (this.fd === undefined || inode !== this.inode) {
      this.close();
      this.fd = fs.openSync(file, 'r');
      this.inode = inode;
      // The WAL's directory entry must survive a power cut too.
      const dir = fs.openSync(path.dirname(file), 'r');
      try {
        fs.fsyncSync(dir);
      } finally {
        fs.closeSync(dir);
      }
    }
    return this.fd;
  }

  close(): void {
    if (this.fd !== undefined) {
      if (this.fd === this.asyncFd) this.closeAsyncFd = true;
      else fs.closeSync(this.fd);
    }
    this.fd = undefined;
    this.inode = undefined;
  }
}
