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

const STEP_DETAIL_KEYS = ['continue', 'mode', 'riskScore', 'seq', 'stepId', 'stopped', 'tier', 'verdict'] as const;

/**
 * The RFC 8785 JSON of a step's audit detail (the one row every step writes), by a fixed-order
 * serialiser: the same text as canonicalDetail for an object with exactly these members (numbers
 * finite, booleans, well-formed strings), in their sorted order; undefined for anything else,
 * which then goes to canonicalDetail. Tested against canonicalize over many details.
 */
export function canonicalStepDetail(detail: Record<string, unknown>): string | undefined {
  let keys = 0;
  for (const key in detail) {
    if (!(STEP_DETAIL_KEYS as readonly string[]).includes(key) || !Object.hasOwn(detail, key)) return undefined;
    keys++;
  }
  if (keys !== STEP_DETAIL_KEYS.length) return undefined;
  const { continue: go, mode, riskScore, seq, stepId, stopped, tier, verdict } = detail;
  if (typeof go !== 'boolean' || typeof stopped !== 'boolean') return undefined;
  if (!finite(riskScore) || !finite(seq) || !finite(stepId)) return undefined;
  if (!wellFormedText(mode) || !wellFormedText(tier) || !wellFormedText(verdict)) return undefined;
  const text = JSON.stringify;
  return `{"continue":${go},"mode":${text(mode)},"riskScore":${text(riskScore)},"seq":${text(seq)},"stepId":${text(stepId)},"stopped":${stopped},"tier":${text(tier)},"verdict":${text(verdict)}}`;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const wellFormedText = (value: unknown): value is string => typeof value === 'string' && value.isWellFormed();

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
