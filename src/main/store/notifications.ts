// Pull-based notifications: queued per execution, delivered with its next step.
import type { NotificationStore } from '../loop/store-port';
import type { SqliteDatabase } from './database';

export class NotificationRepository implements NotificationStore {
  private readonly insertStmt;
  private readonly pendingStmt;
  private readonly deliverStmt;

  constructor(db: SqliteDatabase) {
    this.insertStmt = db.prepare('INSERT INTO notifications (execution_id, payload) VALUES (?, ?)');
    this.pendingStmt = db.prepare('SELECT id, payload FROM notifications WHERE execution_id = ? AND delivered = 0 ORDER BY id');
    this.deliverStmt = db.prepare('UPDATE notifications SET delivered = 1 WHERE execution_id = ? AND delivered = 0');
  }

  enqueue(executionId: string, payload: unknown): void {
    this.insertStmt.run(executionId, JSON.stringify(payload));
  }

  /** Takes the undelivered notifications of an execution (call inside the step's transaction). */
  take(executionId: string): unknown[] {
    const rows = this.pendingStmt.all(executionId) as Array<{ id: number; payload: string }>;
    if (rows.length === 0) return [];
    this.deliverStmt.run(executionId);
    return rows.map((r) => JSON.parse(r.payload) as unknown);
  }
}
