// The append-only, hash-chained audit log.
import type { SqliteDatabase } from './database';
import { AUDIT_GENESIS, auditHash, type AuditEntry } from './audit-hash';
import type { AuditRow, AuditInput, AuditStore } from '../loop/store-port';


export class AuditRepository implements AuditStore {
  private readonly lastStmt;
  private readonly insertStmt;
  private readonly byExecutionStmt;

  constructor(private readonly db: SqliteDatabase) {
    this.lastStmt = db.prepare('SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1');
    this.insertStmt = db.prepare(
      `INSERT INTO audit (seq, at, kind, agent, client, execution_id, detail, prev_hash, hash)
       VALUES (@seq, @at, @kind, @agent, @client, @execution_id, @detail, @prev_hash, @hash)`,
    );
    this.byExecutionStmt = db.prepare('SELECT * FROM audit WHERE execution_id = ? ORDER BY seq');
  }

  /** Appends one row; call inside the transaction that makes the change it records. */
  append(input: AuditInput): number {
    const last = this.lastStmt.get() as { seq: number; hash: string } | undefined;
    // Hash exactly what SQLite will store: text is made well-formed first.
    const entry = wellFormedDeep({
      seq: (last?.seq ?? 0) + 1,
      at: input.at,
      kind: input.kind,
      agent: input.agent ?? null,
      client: input.client ?? null,
      execution_id: input.executionId ?? null,
      detail: input.detail ?? {},
    }) as AuditEntry;
    const prevHash = last?.hash ?? AUDIT_GENESIS;
    const hash = auditHash(prevHash, entry);
    this.insertStmt.run({ ...entry, detail: JSON.stringify(entry.detail), prev_hash: prevHash, hash });
    return entry.seq;
  }

  byExecution(executionId: string): AuditRow[] {
    return this.byExecutionStmt.all(executionId) as AuditRow[];
  }

  all(): IterableIterator<AuditRow> {
    return this.db.prepare('SELECT * FROM audit ORDER BY seq').iterate() as IterableIterator<AuditRow>;
  }
}

function wellFormedDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormedDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toWellFormed(), wellFormedDeep(v)]));
  }
  return value;
}
