// The store: better-sqlite3, one repository per aggregate.
import type { LoopStore } from '../loop/store-port';
import { openDatabase, type SqliteDatabase } from './database';
import { AuditRepository } from './audit';
import { BlockRepository } from './blocks';
import { BrakeRepository } from './brakes';
import { ChallengeRepository } from './challenges';
import { ConfirmationRepository } from './confirmations';
import { ExecutionRepository } from './executions';
import { NotificationRepository } from './notifications';
import { StepRepository } from './steps';

export class AirlockStore implements LoopStore {
  readonly executions: ExecutionRepository;
  readonly steps: StepRepository;
  readonly confirmations: ConfirmationRepository;
  readonly challenges: ChallengeRepository;
  readonly blocks: BlockRepository;
  readonly brakes: BrakeRepository;
  readonly notifications: NotificationRepository;
  readonly audit: AuditRepository;

  constructor(readonly db: SqliteDatabase) {
    this.executions = new ExecutionRepository(db);
    this.steps = new StepRepository(db);
    this.confirmations = new ConfirmationRepository(db);
    this.challenges = new ChallengeRepository(db);
    this.blocks = new BlockRepository(db);
    this.brakes = new BrakeRepository(db);
    this.notifications = new NotificationRepository(db);
    this.audit = new AuditRepository(db);
  }

  /** Runs fn in one transaction: everything it writes commits together, or
   *  nothing does. IMMEDIATE takes the write lock up front, so another writer
   *  (the CLI's retention, say) makes it wait (busy_timeout) instead of failing
   *  half-way with SQLITE_BUSY. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

export function openStore(file: string): AirlockStore {
  return new AirlockStore(openDatabase(file));
}

export { openDatabase, migrate } from './database';
export type { SqliteDatabase } from './database';
export { AUDIT_GENESIS, auditHash } from './audit-hash';
export type { AuditEntry } from './audit-hash';
export type * from '../loop/store-port';
