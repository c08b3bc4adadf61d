// The audit table is a hash chain: each row's hash covers its content and the
// previous row's hash, so an edited, reordered or deleted row breaks a link.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export const AUDIT_GENESIS = '0'.repeat(64);

export interface AuditEntry {
  seq: number;
  at: string;
  kind: string;
  agent: string | null;
  client: string | null;
  execution_id: string | null;
  detail: Record<string, unknown>;
}

/** sha256 hex over the previous hash, a newline, and the entry's RFC 8785 JSON. */
export function auditHash(prevHash: string, entry: AuditEntry): string {
  const body = canonicalize(entry);
  if (body === undefined) throw new Error('audit entry cannot be canonicalised');
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}
