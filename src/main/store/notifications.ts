// Pull-based notifications: queued per execution, delivered with its next step.
import type { NotificationStore } from '../loop/store-port';
import type { SqliteDatabase } from './database';
import type { StateCache } from './state-cache';

export class NotificationRepository implements NotificationStore {
  private readonly insertStmt;
  private readonly pendingStmt;
  private readonly deliverStmt;
  /** Executions known, inside a checked transaction (./state-cache.ts), to have nothing undelivered:
   *  their steps skip the look-up. Dropped by a notice queued for them and by every clear of the cache. */
  private readonly nothingPending = new Set<string>();

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => this.nothingPending.clear());
    this.insertStmt = db.prepare('INSERT INTO notifications (execution_id, payload) VALUES (?, ?)');
    this.pendingStmt = db.prepare('SELECT id, payload FROM notifications WHERE execution_id = ? AND delivered = 0 ORDER BY id');
    this.deliverStmt = db.prepare('UPDATE notifications SET delivered = 1 WHERE execution_id = ? AND delivered = 0');
  }

  enqueue(executionId: string, payload: unknown): void {
    this.nothingPending.delete(executionId);
    this.insertStmt.run(executionId, JSON.stringify(payload));
  }

  /** Takes the undelivered notifications of an execution (call inside the step's transaction). */
  take(executionId: string): unknown[] {
    const cached = this.cache?.active === true;
    if (cached && this.nothingPending.has(executionId)) return [];
    const rows = this.pendingStmt.all(executionId) as Array<{ id: number; payload: string }>;
    if (rows.length > 0) this.deliverStmt.run(executionId);
    if (cached) {
      if (this.nothingPending.size >= 10_000) this.nothingPending.clear(); // bounded: the oldest executions ended long ago
      this.nothingPending.add(executionId);
    }
    if (rows.length === 0) return [];
    return rows.map((r) => JSON.parse(r.payload) as unknown);
  }
}
