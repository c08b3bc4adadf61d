// Before a record is signed (issue 14): the history it is made from must be
// what the audit chain proves. The chain, its signatures and its anchor must
// verify (verifyAuditHistory), and every state row the record draws on must
// agree with its audit event: each step with its `step` row, each human
// decision, verified code and lifted block with its signed event. A record is
// never signed over history the chain does not prove.
import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { openReadOnly, type AuditRow, type StepRow } from '../store';
import { signedRowVerifies } from './audit-chain';
import { AuditDatabaseError, verifyAuditHistory } from './audit-db';

export interface HistoryProof {
  ok: boolean;
  /** What the chain does not prove, for a person. */
  problems: string[];
  /** The chain head the record is bound to (when ok). */
  head?: { seq: number; hash: string };
}

export function proveExecution(file: string, executionId: string, publicKey: KeyObject): HistoryProof {
  if (!fs.existsSync(file)) throw new AuditDatabaseError(`no Airlock database at ${file}`);
  const chain = verifyAuditHistory(file, publicKey);
  const problems: string[] = [];
  if (!chain.ok) problems.push(`the audit log is broken at row ${chain.seq}: ${chain.message}`);
  const db = openReadOnly(file);
  try {
    const signedFor = (subject: string, kinds: string[]): AuditRow | undefined => {
      const rows = db
        .prepare(`SELECT seq, at, kind, agent, client, execution_id, detail, prev_hash, hash, sig FROM audit WHERE subject = ? AND sig IS NOT NULL ORDER BY seq DESC`)
        .all(subject) as AuditRow[];
      return rows.find((row) => kinds.includes(row.kind) && signedRowVerifies(row, publicKey));
    };
    const steps = db.prepare('SELECT id, seq, tier, continued, stopped FROM steps WHERE execution_id = ?').all(executionId) as Array<Pick<StepRow, 'id' | 'seq' | 'tier' | 'continued' | 'stopped'>>;
    const audited = new Map<number, { tier?: string; continue?: boolean; stopped?: boolean }>();
    for (const row of db.prepare(`SELECT detail FROM audit WHERE execution_id = ? AND kind = 'step'`).all(executionId) as Array<{ detail: string }>) {
      const detail = JSON.parse(row.detail) as { stepId?: number; tier?: string; continue?: boolean; stopped?: boolean };
      if (typeof detail.stepId === 'number') audited.set(detail.stepId, detail);
    }
    for (const step of steps) {
      const event = audited.get(step.id);
      if (!event || event.tier !== step.tier || event.continue !== (step.continued === 1) || event.stopped !== (step.stopped === 1)) {
        problems.push(`step ${step.seq} does not match its audit event (it was edited or inserted)`);
      }
    }
    for (const c of db.prepare(`SELECT id, status, scope FROM confirmations WHERE execution_id = ? AND status IN ('approved', 'denied')`).all(executionId) as Array<{
      id: string;
      status: string;
      scope: string | null;
    }>) {
      if (!signedFor(c.id, ['confirmation_approved', 'confirmation_denied', 'confirmation_settled'])) {
        problems.push(`confirmation ${c.id.slice(0, 8)} says "${c.status}" but no signed decision by the person proves it`);
      }
    }
    for (const ch of db.prepare(`SELECT id FROM challenges WHERE execution_id = ? AND status = 'verified'`).all(executionId) as Array<{ id: string }>) {
      if (!signedFor(ch.id, ['verification_succeeded'])) problems.push(`challenge ${ch.id.slice(0, 8)} says "verified" but no signed event proves it`);
    }
    for (const b of db.prepare(`SELECT id FROM blocks WHERE execution_id = ? AND lifted_at IS NOT NULL`).all(executionId) as Array<{ id: string }>) {
      if (!signedFor(b.id, ['block_override', 'block_lifted'])) problems.push(`block ${b.id.slice(0, 8)} says "lifted" but no signed unblock or verification proves it`);
    }
    const head = db.prepare('SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1').get() as { seq: number; hash: string } | undefined;
    return problems.length === 0 ? { ok: true, problems, ...(head ? { head } : {}) } : { ok: false, problems };
  } finally {
    db.close();
  }
}
