// `airlock audit verify`: reads the audit table straight from the database
// file, read-only, and walks its chain.
import fs from 'node:fs';
import { openReadOnly, type AuditRow, type SqliteDatabase } from '../store';
import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import { verifyAuditChain, type AuditAnchorInput, type AuditVerifyOptions, type AuditVerifyResult } from './audit-chain';
import { verifySignature } from './keys';

export class AuditDatabaseError extends Error {}

/** The anchor file beside the database (<home>/audit-anchor.json); null when there is none. */
export function readAuditAnchor(databaseFile: string): AuditAnchorInput | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(path.dirname(databaseFile), 'audit-anchor.json'), 'utf8')) as Partial<AuditAnchorInput>;
    if (typeof parsed.seq === 'number' && typeof parsed.hash === 'string' && typeof parsed.sig === 'string') return { seq: parsed.seq, hash: parsed.hash, sig: parsed.sig };
  } catch {
    // none
  }
  return null;
}

/**
 * The chain, its signatures and its anchor: with the governor's public key,
 * signed rows must verify, decisions must be signed, and the chain must still
 * reach the anchored checkpoint (a missing anchor while signed checkpoints
 * exist is reported too).
 */
export function verifyAuditHistory(file: string, publicKey: KeyObject): AuditVerifyResult {
  const anchor = readAuditAnchor(file);
  if (anchor && !verifySignature(publicKey, anchor.hash, anchor.sig)) {
    return { ok: false, rows: 0, seq: anchor.seq, problem: 'bad_anchor', message: 'the audit anchor file is not signed by the governor key — it was replaced', later: [] };
  }
  const result = verifyAuditDatabase(file, { publicKey, anchor_checkpoint: anchor });
  if (result.ok && !anchor && hasSignedCheckpoint(file)) {
    return { ok: false, rows: result.rows, seq: 0, problem: 'bad_anchor', message: 'the audit log has signed checkpoints but the anchor file (audit-anchor.json) is gone — it was deleted, perhaps to hide rows cut off the end', later: [] };
  }
  return result;
}

function hasSignedCheckpoint(file: string): boolean {
  const db = openReadOnly(file);
  try {
    const columns = db.prepare('PRAGMA table_info(audit)').all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'sig')) return false;
    return db.prepare(`SELECT 1 FROM audit WHERE kind = 'checkpoint' AND sig IS NOT NULL LIMIT 1`).get() !== undefined;
  } finally {
    db.close();
  }
}

export function verifyAuditDatabase(file: string, options: AuditVerifyOptions = {}): AuditVerifyResult {
  if (!fs.existsSync(file)) throw new AuditDatabaseError(`no Airlock database at ${file}`);
  let db: SqliteDatabase;
  try {
    db = openReadOnly(file);
  } catch (error) {
    throw new AuditDatabaseError(`cannot open ${file} read-only: ${(error as Error).message}`);
  }
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'audit'").get();
    if (!table) throw new AuditDatabaseError(`${file} has no audit table`);
    const signed = (db.prepare('PRAGMA table_info(audit)').all() as Array<{ name: string }>).some((c) => c.name === 'sig');
    const rows = db
      .prepare(`SELECT seq, at, kind, agent, client, execution_id, detail, prev_hash, hash${signed ? ', sig' : ''} FROM audit ORDER BY seq`)
      .iterate() as IterableIterator<AuditRow>;
    return verifyAuditChain(rows, options);
  } finally {
    db.close();
  }
}
