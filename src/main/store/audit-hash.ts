// The audit table is a hash chain: each row's hash covers its content and the
// previous row's hash, so an edited, reordered or deleted row breaks a link.
import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { AuditEntry, AuditRow } from '../loop/store-port';

export const AUDIT_GENESIS = '0'.repeat(64);

/** The hashed content of a stored row, given its parsed detail: exactly the
 *  AuditEntry members, so a row read back hashes as it was written. */
export function auditEntryOf(row: Pick<AuditRow, 'seq' | 'at' | 'kind' | 'agent' | 'client' | 'execution_id'>, detail: Record<string, unknown>): AuditEntry {
  return { seq: row.seq, at: row.at, kind: row.kind, agent: row.agent, client: row.client, execution_id: row.execution_id, detail };
}

/** sha256 hex over the previous hash, a newline, and the entry's RFC 8785 JSON. */
export function auditHash(prevHash: string, entry: AuditEntry): string {
  const body = canonicalize(entry);
  if (body === undefined) throw new Error('audit entry cannot be canonicalised');
  return auditHashOfBody(prevHash, body);
}

/** The same hash, given the entry's RFC 8785 JSON (canonicalEntry). */
export function auditHashOfBody(prevHash: string, body: string): string {
  // One shot (no Hash object per row); the same bytes as hashing the three pieces in turn.
  return hash('sha256', `${prevHash}\n${body}`, 'hex');
}

/** RFC 8785 JSON of a detail object (what the audit table stores, and what the entry's JSON embeds). */
export function canonicalDetail(detail: Record<string, unknown>): string {
  const json = canonicalize(detail);
  if (json === undefined) throw new Error('audit detail cannot be canonicalised');
  return json;
}

/**
 * canonicalize(entry), built around the detail's canonical JSON so that a row
 * is serialised once when written: the members of an AuditEntry in RFC 8785
 * order (sorted by UTF-16 code units), each scalar as JSON.stringify writes it
 * (which is RFC 8785's serialisation of strings, null and integers).
 */
export function canonicalEntry(entry: Omit<AuditEntry, 'detail'>, detailJson: string): string {
  const text = JSON.stringify;
  return `{"agent":${text(entry.agent)},"at":${text(entry.at)},"client":${text(entry.client)},"detail":${detailJson},"execution_id":${text(entry.execution_id)},"kind":${text(entry.kind)},"seq":${text(entry.seq)}}`;
}

/**
 * Audit kinds that are written signed with the governor key (issue 14): the
 * state changes the engine acts on only when such an event proves them, and
 * the checkpoints that seal the chain. `airlock audit verify` reports a row of
 * one of these kinds without a valid signature (once signing has begun).
 */
export const AUTHENTICATED_KINDS: ReadonlySet<string> = new Set([
  'confirmation_approved',
  'confirmation_denied',
  'confirmation_settled',
  'verification_succeeded',
  'challenge_issued',
  'block',
  'block_override',
  'block_lifted',
  'halt',
  'resume',
  'mode_changed',
  'policy_changed',
  'policy_adopted',
  'policy_acknowledged',
  'policy_change_rejected',
  'policy_changed_outside',
  'steps_granted',
  'limits_reset',
  'lockout_cleared',
  'verification_locked_out',
  'integrity_alert',
  'integrity_epoch',
  'checkpoint',
]);
