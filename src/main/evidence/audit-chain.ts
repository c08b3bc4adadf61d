// Verifying the store's audit table: each row's hash is auditHash(prev_hash,
// entry) and each row's prev_hash is the previous row's hash, from
// AUDIT_GENESIS on. Walks rows in seq order and reports the first broken link.
// It then keeps walking from the broken row's stored hash, so one break (made
// by anyone) cannot hide later ones: those are listed in `later`.
import type { KeyObject } from 'node:crypto';
import { AUDIT_GENESIS, AUTHENTICATED_KINDS, auditEntryOf, auditHash } from '../store/audit-hash';
import type { AuditRow } from '../store';
import { verifySignature } from './keys';

/** The newest signed checkpoint, kept outside the database (store/audit.ts). */
export interface AuditAnchorInput {
  seq: number;
  hash: string;
  sig: string;
}

export type AuditBreak =
  | 'missing_row'
  | 'out_of_order'
  | 'prev_hash_mismatch'
  | 'hash_mismatch'
  | 'bad_detail'
  | 'bad_start'
  | 'bad_signature'
  | 'unsigned_decision'
  | 'truncated'
  | 'bad_anchor';

export interface AuditLinkBreak {
  seq: number;
  problem: AuditBreak;
  message: string;
}

export type AuditVerifyResult =
  | { ok: true; rows: number; head: string }
  | ({
      ok: false;
      /** Rows before the first break (all intact). */
      rows: number;
      /** Further breaks after the first, checked from each broken row's stored hash (at most 100). */
      later: AuditLinkBreak[];
    } & AuditLinkBreak);

export interface AuditVerifyOptions {
  /** The prev_hash the first row must carry: AUDIT_GENESIS unless the older
   *  rows were compacted away and a checkpoint hash was kept. */
  anchor?: string;
  /** The seq the first row must carry, when known (the genesis link already
   *  catches a deleted first row). */
  firstSeq?: number;
  /** The governor's public key: signed rows are checked with it, and rows of
   *  authenticated kinds without a valid signature are reported. */
  publicKey?: KeyObject;
  /** The anchor file's checkpoint: the chain must still reach it, unchanged. */
  anchor_checkpoint?: AuditAnchorInput | null;
}

/** Whether a row's content hashes to its hash and the key signed that hash. */
export function signedRowVerifies(row: AuditRow, publicKey: KeyObject): boolean {
  if (!row.sig) return false;
  return contentBreak(row) === null && verifySignature(publicKey, row.hash, row.sig);
}

const LATER_MAX = 100;

function linkBreak(row: AuditRow, prevSeq: number | undefined, prevHash: string, firstSeq: number | undefined): AuditLinkBreak | null {
  const seq = row.seq;
  if (prevSeq === undefined) {
    if (firstSeq !== undefined && seq !== firstSeq) {
      return { seq, problem: 'bad_start', message: `the audit trail starts at row ${seq}, not ${firstSeq} — the earliest rows were deleted` };
    }
    if (row.prev_hash !== prevHash) {
      return {
        seq,
        problem: 'bad_start',
        message: `row ${seq} is the first row but its prev_hash is not the chain's start — rows before it were deleted or it was altered`,
      };
    }
    return null;
  }
  if (seq <= prevSeq) {
    return { seq, problem: 'out_of_order', message: `row ${seq} comes after row ${prevSeq} — rows are out of order or duplicated` };
  }
  if (row.prev_hash !== prevHash) {
    if (seq !== prevSeq + 1) {
      const gap = seq - prevSeq === 2 ? `row ${prevSeq + 1} is` : `rows ${prevSeq + 1}–${seq - 1} are`;
      return {
        seq,
        problem: 'missing_row',
        message: `row ${seq} follows row ${prevSeq}: ${gap} missing, and its prev_hash does not match row ${prevSeq}'s hash — rows were deleted`,
      };
    }
    return {
      seq,
      problem: 'prev_hash_mismatch',
      message: `row ${seq}'s prev_hash does not match row ${prevSeq}'s hash — row ${prevSeq} was altered (and its hash recomputed), or rows were reordered, inserted or deleted`,
    };
  }
  return null;
}

function contentBreak(row: AuditRow): AuditLinkBreak | null {
  const seq = row.seq;
  let detail: Record<string, unknown>;
  try {
    detail = JSON.parse(row.detail) as Record<string, unknown>;
  } catch {
    return { seq, problem: 'bad_detail', message: `row ${seq}'s detail is not valid JSON — the row was altered` };
  }
  let hash: string;
  try {
    hash = auditHash(row.prev_hash, auditEntryOf(row, detail));
  } catch {
    return { seq, problem: 'bad_detail', message: `row ${seq}'s content cannot be canonicalised — the row was altered` };
  }
  if (hash !== row.hash) {
    return {
      seq,
      problem: 'hash_mismatch',
      message: `row ${seq}'s hash does not match its content — the row (${row.kind}, ${row.at}) was edited after it was written`,
    };
  }
  return null;
}

export function verifyAuditChain(rows: Iterable<AuditRow>, options: AuditVerifyOptions = {}): AuditVerifyResult {
  let prevHash = options.anchor ?? AUDIT_GENESIS;
  let prevSeq: number | undefined;
  let intact = 0;
  let first: AuditLinkBreak | undefined;
  const later: AuditLinkBreak[] = [];

  const key = options.publicKey;
  const anchor = options.anchor_checkpoint ?? null;
  let signing = false;
  let reachedAnchor = false;
  for (const row of rows) {
    let broken = linkBreak(row, prevSeq, prevHash, options.firstSeq) ?? contentBreak(row);
    if (!broken && key) {
      if (row.sig) {
        signing = true;
        if (!verifySignature(key, row.hash, row.sig)) {
          broken = { seq: row.seq, problem: 'bad_signature', message: `row ${row.seq} (${row.kind}) carries a signature the governor key did not make over its hash — the chain was rewritten (rows deleted and re-linked) or the row forged` };
        }
      } else if (signing && AUTHENTICATED_KINDS.has(row.kind)) {
        broken = { seq: row.seq, problem: 'unsigned_decision', message: `row ${row.seq} (${row.kind}) records a decision but is not signed by the governor key — it was written outside Airlock` };
      }
    }
    if (anchor && row.seq === anchor.seq) {
      reachedAnchor = row.hash === anchor.hash;
      if (!reachedAnchor && !broken) {
        broken = { seq: row.seq, problem: 'truncated', message: `row ${row.seq} is not the one the last signed checkpoint sealed — the chain was rewritten from here or before` };
      }
    }
    if (broken) {
      if (!first) first = broken;
      else if (later.length < LATER_MAX) later.push(broken);
    } else if (!first) {
      intact += 1;
    }
    // Go on from what this row claims, so later breaks are found too.
    if (prevSeq === undefined || row.seq > prevSeq) prevSeq = row.seq;
    prevHash = row.hash;
  }
  if (anchor && !reachedAnchor && !first) {
    const ends = prevSeq ?? 0;
    first =
      ends < anchor.seq
        ? { seq: ends + 1, problem: 'truncated', message: `the audit log ends at row ${ends}, but the last signed checkpoint sealed row ${anchor.seq} — rows were cut off the end` }
        : { seq: anchor.seq, problem: 'truncated', message: `row ${anchor.seq}, sealed by the last signed checkpoint, is missing or changed — rows were deleted or the chain rewritten` };
  }
  if (first) return { ok: false, rows: intact, ...first, later };
  return { ok: true, rows: intact, head: prevHash };
}
