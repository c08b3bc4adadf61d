// The store: better-sqlite3, one repository per aggregate.
import type { LoopStore } from '../loop/store-port';
import { openDatabase, type SqliteDatabase } from './database';
import { AuditRepository } from './audit';
import { AgentLimitRepository } from './agent-limits';
import { BlockRepository } from './blocks';
import { BrakeRepository } from './brakes';
import { ChallengeRepository } from './challenges';
import { ConfirmationRepository } from './confirmations';
import { ExecutionRepository } from './executions';
import { GovernorRepository } from './governor';
import { NotificationRepository } from './notifications';
import { StepRepository } from './steps';
import { HintIndexer } from './hint-index';
import { GroupCommit } from './group-commit';
import { WalSync, durabilitySetting } from './durability';
import { StateCache } from './state-cache';
import { Checkpointer } from './checkpointer';

export class AirlockStore implements LoopStore {
  readonly executions: ExecutionRepository;
  readonly steps: StepRepository;
  readonly confirmations: ConfirmationRepository;
  readonly challenges: ChallengeRepository;
  readonly blocks: BlockRepository;
  readonly brakes: BrakeRepository;
  readonly notifications: NotificationRepository;
  readonly audit: AuditRepository;
  readonly agentLimits: AgentLimitRepository;
  readonly governor: GovernorRepository;
  /** The hint search index, kept up to date in batches after commits. */
  readonly hintIndex: HintIndexer;
  /** Steps that arrive together commit together (./group-commit.ts). */
  readonly group: GroupCommit;
  /** Flushes the commits that must survive a power cut (./durability.ts). */
  readonly wal: WalSync;
  /** What a step reads before deciding, kept in memory while nothing else writes (./state-cache.ts). */
  readonly cache: StateCache;
  /** WAL checkpoints on a worker thread, not in a commit (./checkpointer.ts). */
  readonly checkpointer: Checkpointer;

  /** fn in a transaction of its own (IMMEDIATE), or in a savepoint inside one: made once, since
   *  db.transaction() builds its wrapper functions anew on every call. */
  private readonly immediateTransaction: <T>(fn: () => T) => T;
  private readonly savepoint: <T>(fn: () => T) => T;

  constructor(readonly db: SqliteDatabase) {
    const wrapped = db.transaction(<T>(fn: () => T): T => fn());
    this.immediateTransaction = wrapped.immediate as <T>(fn: () => T) => T;
    this.savepoint = wrapped as <T>(fn: () => T) => T;
    this.cache = new StateCache(db);
    this.executions = new ExecutionRepository(db, this.cache);
    this.steps = new StepRepository(db, this.cache);
    this.confirmations = new ConfirmationRepository(db, this.cache);
    this.challenges = new ChallengeRepository(db, this.cache);
    this.blocks = new BlockRepository(db, this.cache);
    this.brakes = new BrakeRepository(db, this.cache);
    this.notifications = new NotificationRepository(db, this.cache);
    this.audit = new AuditRepository(db, this.cache);
    this.agentLimits = new AgentLimitRepository(db, this.cache);
    this.governor = new GovernorRepository(db, this.cache);
    this.hintIndex = new HintIndexer(db, undefined, this.cache);
    this.wal = new WalSync(db, durabilitySetting());
    // A signed checkpoint is anchored outside the database only once it is on disk.
    this.audit.beforeAnchor = () => this.wal.flush();
    this.audit.beforeAnchorAsync = () => this.wal.flushAsync();
    this.checkpointer = new Checkpointer(db);
    this.group = new GroupCommit(db, {
      committed: (plain) => {
        this.audit.committed();
        this.hintIndex.schedule();
        this.wal.afterCommit(!plain);
        this.checkpointer.committed();
      },
      rolledBack: () => {
        this.audit.rolledBack();
        this.cache.clear();
      },
      commit: (run) => this.cache.alongside(run),
    });
    // Steps a previous run committed but did not get to index (killed).
    this.hintIndex.flush();
  }

  renameKeys(normalise: (name: string) => string): number {
    let changed = 0;
    const rename = (select: string, update: string): void => {
      for (const row of this.db.prepare(select).all() as Array<{ key: string; name: string }>) {
        const name = normalise(row.name);
        if (name !== row.name && name !== '') changed += this.db.prepare(update).run(name, row.key).changes;
      }
    };
    this.db.transaction(() => {
      rename('SELECT id AS key, agent AS name FROM blocks WHERE lifted_at IS NULL', 'UPDATE blocks SET agent = ? WHERE id = ?');
      rename('SELECT id AS key, client AS name FROM blocks WHERE lifted_at IS NULL', 'UPDATE blocks SET client = ? WHERE id = ?');
      rename("SELECT id AS key, agent AS name FROM executions WHERE status = 'running'", 'UPDATE executions SET agent = ? WHERE id = ?');
      rename("SELECT id AS key, client AS name FROM executions WHERE status = 'running'", 'UPDATE executions SET client = ? WHERE id = ?');
      rename("SELECT scope AS key, scope AS name FROM halts WHERE scope != '*'", 'UPDATE OR REPLACE halts SET scope = ? WHERE scope = ?');
      rename('SELECT agent AS key, agent AS name FROM lockouts', 'UPDATE OR REPLACE lockouts SET agent = ? WHERE agent = ?');
    }).immediate();
    return changed;
  }

  /** Runs fn in one transaction: everything it writes commits together, or
   *  nothing does. IMMEDIATE takes the write lock up front, so another writer
   *  (the CLI's retention, say) makes it wait (busy_timeout) instead of failing
   *  half-way with SQLITE_BUSY. */
  transaction<T>(fn: () => T): T {
    // A group waiting for its commit goes first: its answers wait for it, and this transaction is not theirs.
    if (!this.group.running) this.group.commit();
    if (this.db.inTransaction) return this.nested(fn); // the outer transaction (or the group) commits
    try {
      const result = this.cache.alongside(() => this.immediateTransaction(() => this.cache.run(fn)));
      this.audit.committed();
      this.hintIndex.schedule();
      // Everything but the group's plain steps is flushed before its caller answers anyone.
      this.wal.afterCommit(true);
      this.checkpointer.committed();
      return result;
    } catch (error) {
      this.audit.rolledBack();
      // Also when the COMMIT itself failed: what the cache learnt inside is gone.
      this.cache.clear();
      throw error;
    }
  }

  /** Runs fn now in the open group commit (../loop/store-port.ts, LoopStore.grouped). */
  grouped<T>(fn: () => T, isPlain?: (value: T) => boolean): { value: T; durable: Promise<void> } {
    if (this.db.inTransaction && !this.group.running && !this.group.pending) {
      // Called inside someone's own transaction: it is part of that one, durable when it commits.
      return { value: this.nested(fn), durable: Promise.resolve() };
    }
    const head = this.audit.pendingMark();
    try {
      return this.group.run(() => this.cache.run(fn, true), isPlain);
    } catch (error) {
      this.audit.rolledBackTo(head);
      throw error;
    }
  }

  /** A savepoint: if fn throws, its rows are taken back and the audit head it moved goes back too. */
  private nested<T>(fn: () => T): T {
    const head = this.audit.pendingMark();
    try {
      return this.savepoint(() => this.cache.run(fn));
    } catch (error) {
      this.audit.rolledBackTo(head);
      throw error;
    }
  }

  close(): void {
    if (this.db.open) {
      try {
        this.group.commit();
      } catch {
        // its members were told (GroupCommitError)
      }
      try {
        this.hintIndex.flush();
      } catch {
        // indexed on the next open instead
      }
      this.checkpointer.close();
      this.wal.close();
      this.db.close();
      // For bench/drive.ts: how many steps the group commits carried.
      if (process.env.AIRLOCK_GROUP_STATS === '1') process.stderr.write(`group-commit ${JSON.stringify({ ...this.group.stats, checkpoints: this.checkpointer.stats })}\n`);
    }
  }
}

export function openStore(file: string): AirlockStore {
  return new AirlockStore(openDatabase(file));
}

export { openDatabase, openReadOnly, migrate } from './database';
export { decodeStep } from './steps';
export { indexPendingHints, HINT_INDEX_DELAY_MS } from './hint-index';
export { GroupCommitError } from './group-commit';
export type { SqliteDatabase } from './database';
export { AUDIT_GENESIS, auditEntryOf, auditHash } from './audit-hash';
export type * from '../loop/store-port';
export type * from '../loop/governor-port';
