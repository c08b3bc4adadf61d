// Verifying the store's audit table: each row's hash is auditHash(prev_hash,
// entry) and each row's prev_hash is the previous row's hash, from
// AUDIT_GENESIS on. Walks rows in seq order and stops at the first broken link.
import { AUDIT_GENESIS, auditHash } from '../store/audit-hash';

export interface AuditRowInput {
  seq: number;
  at: string;
  kind: string;
  agent: string | null;
  client: string | null;
  execution_id: string | null;
  /** As stored: JSON text (an object is accepted too). */
  detail: string | Record<string, unknown>;
  prev_hash: string;
  hash: string;
}

export type AuditBreak =
  | 'missing_row'
  | 'out_of_order'
  | 'prev_hash_mismatch'
  | 'hash_mismatch'
  | 'bad_detail'
  | 'bad_start';

export type AuditVerifyResult =
  | { ok: true; rows: number; head: string }
  | { ok: false; rows: number; seq: number; problem: AuditBreak; message: string };

export interface AuditVerifyOptions {
  /** The prev_hash the first row must carry: AUDIT_GENESIS unless the older
   *  rows were compacted away and a checkpoint hash was kept. */
  anchor?: string;
  /** The seq the first row must carry, when known (the genesis link already
   *  catches a deleted first row). */
  firstSeq?: number;
}

export function verifyAuditChain(rows: Iterable<AuditRowInput>, options: AuditVerifyOptions = {}): AuditVerifyResult {
  const anchor = options.anchor ?? AUDIT_GENESIS;
  const firstSeq = options.firstSeq;
  let prevHash = anchor;
  let prevSeq: number | undefined;
  let count = 0;
  const fail = (seq: number, problem: AuditBreak, message: string): AuditVerifyResult => ({
    ok: false,
    rows: count,
    seq,
    problem,
    message,
  });

  for (const row of rows) {
    const seq = row.seq;
    if (prevSeq === undefined) {
      if (firstSeq !== undefined && seq !== firstSeq) {
        return fail(seq, 'bad_start', `the audit trail starts at row ${seq}, not ${firstSeq} — the earliest rows were deleted`);
      }
      if (row.prev_hash !== anchor) {
        return fail(
          seq,
          'bad_start',
          `row ${seq} is the first row but its prev_hash is not the chain's start — rows before it were deleted or it was altered`,
        );
      }
    } else {
      if (seq <= prevSeq) {
        return fail(seq, 'out_of_order', `row ${seq} comes after row ${prevSeq} — rows are out of order or duplicated`);
      }
      if (row.prev_hash !== prevHash) {
        const missing = seq !== prevSeq + 1;
        return fail(
          seq,
          missing ? 'missing_row' : 'prev_hash_mismatch',
          missing
            ? `row ${seq} follows row ${prevSeq}: ${seq - prevSeq === 2 ? `row ${prevSeq + 1} is` : `rows ${prevSeq + 1}–${seq - 1} are`} missing, and its prev_hash does not match row ${prevSeq}'s hash — rows were deleted`
            : `row ${seq}'s prev_hash does not match row ${prevSeq}'s hash — row ${prevSeq} was altered (and its hash recomputed), or rows were reordered, inserted or deleted`,
        );
      }
    }
    let detail: Record<string, unknown>;
    if (typeof row.detail === 'string') {
      try {
        detail = JSON.parse(row.detail) as Record<string, unknown>;
      } catch {
        return fail(seq, 'bad_detail', `row ${seq}'s detail is not valid JSON — the row was altered`);
      }
    } else {
      detail = row.detail;
    }
    let hash: string;
    try {
      hash = auditHash(prevHash, {
        seq,
        at: row.at,
        kind: row.kind,
        agent: row.agent,
        client: row.client,
        execution_id: row.execution_id,
        detail,
      });
    } catch {
      return fail(seq, 'bad_detail', `row ${seq}'s content cannot be canonicalised — the row was altered`);
    }
    if (hash !== row.hash) {
      return fail(seq, 'hash_mismatch', `row ${seq}'s hash does not match its content — the row (${row.kind}, ${row.at}) was edited after it was written`);
    }
    prevHash = row.hash;
    prevSeq = seq;
    count += 1;
  }
  return { ok: true, rows: count, head: prevHash };
}
