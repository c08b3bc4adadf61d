// `airlock audit verify`: reads the audit table straight from the database
// file, read-only, and walks its chain.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { verifyAuditChain, type AuditRowInput, type AuditVerifyOptions, type AuditVerifyResult } from './audit-chain';

export class AuditDatabaseError extends Error {}

export function verifyAuditDatabase(file: string, options: AuditVerifyOptions = {}): AuditVerifyResult {
  if (!fs.existsSync(file)) throw new AuditDatabaseError(`no Airlock database at ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new AuditDatabaseError(`cannot open ${file} read-only: ${(error as Error).message}`);
  }
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'audit'").get();
    if (!table) throw new AuditDatabaseError(`${file} has no audit table`);
    const rows = db
      .prepare('SELECT seq, at, kind, agent, client, execution_id, detail, prev_hash, hash FROM audit ORDER BY seq')
      .iterate() as IterableIterator<AuditRowInput>;
    return verifyAuditChain(rows, options);
  } finally {
    db.close();
  }
}
