// The audit table's hash chain: an edited, reordered or deleted row is found,
// and the first broken link is named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import canonicalize from 'canonicalize';
import { AUDIT_GENESIS, auditHash, canonicalDetail, canonicalEntry } from '../../../src/main/store/audit-hash';
import { AuditRepository } from '../../../src/main/store/audit';
import { migrate } from '../../../src/main/store/database';
import { verifyAuditChain, verifyAuditDatabase } from '../../../src/main/evidence';
import type { AuditEntry, AuditRow } from '../../../src/main/store';

/** Rows as the store writes them (AuditRepository.append). */
function chain(n: number): AuditRow[] {
  const rows: AuditRow[] = [];
  let prev = AUDIT_GENESIS;
  for (let seq = 1; seq <= n; seq++) {
    const entry = {
      seq,
      at: new Date(Date.UTC(2026, 10, 22, 1, 0, seq)).toISOString(),
      kind: seq % 2 ? 'step' : 'decision',
      agent: 'builder',
      client: 'claude-code',
      execution_id: seq === 3 ? null : 'exec-1',
      detail: { n: seq, note: `row ${seq}`, nested: { ok: true, score: 0.5 } },
    };
    const hash = auditHash(prev, entry);
    rows.push({ ...entry, detail: JSON.stringify(entry.detail), prev_hash: prev, hash });
    prev = hash;
  }
  return rows;
}

describe('verifyAuditChain', () => {
  it('an intact chain is ok and reports its head', () => {
    const rows = chain(6);
    expect(verifyAuditChain(rows)).toEqual({ ok: true, rows: 6, head: rows[5]!.hash });
    expect(verifyAuditChain([])).toEqual({ ok: true, rows: 0, head: AUDIT_GENESIS });
  });

  it('an edited row', () => {
    const rows = chain(6);
    rows[3] = { ...rows[3]!, detail: JSON.stringify({ n: 4, note: 'nothing to see', nested: { ok: true, score: 0.5 } }) };
    expect(verifyAuditChain(rows)).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'hash_mismatch',
      message: "row 4's hash does not match its content — the row (decision, 2026-11-22T01:00:04.000Z) was edited after it was written",
    });
  });

  it('an edited row whose hash was recomputed breaks the next link', () => {
    const rows = chain(6);
    const { hash: _h, prev_hash, ...rest } = rows[2]!;
    const entry = { ...rest, kind: 'harmless', detail: JSON.parse(rest.detail as string) as Record<string, unknown> };
    rows[2] = { ...rows[2]!, kind: 'harmless', hash: auditHash(prev_hash, entry) };
    expect(verifyAuditChain(rows)).toMatchObject({ ok: false, seq: 4, problem: 'prev_hash_mismatch' });
  });

  it('a deleted row', () => {
    const rows = chain(6);
    rows.splice(2, 1);
    expect(verifyAuditChain(rows)).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'missing_row',
      message: "row 4 follows row 2: row 3 is missing, and its prev_hash does not match row 2's hash — rows were deleted",
    });
  });

  it('a deleted first row, and a deleted last row with a known head', () => {
    const rows = chain(4);
    expect(verifyAuditChain(rows.slice(1))).toMatchObject({ ok: false, seq: 2, problem: 'bad_start' });
    // A chain alone cannot see a truncated tail; a remembered head can.
    const truncated = verifyAuditChain(rows.slice(0, 3));
    expect(truncated.ok && truncated.head).not.toBe(rows[3]!.hash);
  });

  it('reordered rows (content swapped between seq numbers)', () => {
    const rows = chain(6);
    const a = rows[1]!;
    const b = rows[2]!;
    rows[1] = { ...b, seq: 2 };
    rows[2] = { ...a, seq: 3 };
    expect(verifyAuditChain(rows)).toMatchObject({ ok: false, seq: 2 });
  });

  it('rows out of order', () => {
    const rows = chain(4);
    expect(verifyAuditChain([rows[0]!, rows[2]!, rows[1]!, rows[3]!])).toMatchObject({ ok: false, seq: 3, problem: 'missing_row' });
    expect(verifyAuditChain([rows[0]!, rows[1]!, rows[1]!])).toMatchObject({ ok: false, seq: 2, problem: 'out_of_order' });
  });

  it('detail that is not JSON', () => {
    const rows = chain(3);
    rows[1] = { ...rows[1]!, detail: '{broken' };
    expect(verifyAuditChain(rows)).toMatchObject({ ok: false, seq: 2, problem: 'bad_detail' });
  });

  it('a first break does not hide later ones', () => {
    const rows = chain(8);
    rows[1] = { ...rows[1]!, kind: 'edited' };
    rows.splice(5, 1);
    expect(verifyAuditChain(rows)).toMatchObject({
      ok: false,
      rows: 1,
      seq: 2,
      problem: 'hash_mismatch',
      later: [{ seq: 7, problem: 'missing_row' }],
    });
  });

  it('a compacted chain verifies from a kept anchor', () => {
    const rows = chain(5);
    expect(verifyAuditChain(rows.slice(2), { anchor: rows[1]!.hash })).toMatchObject({ ok: true, rows: 3 });
  });
});

describe('verifyAuditDatabase', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-audit-'));
    file = path.join(dir, 'airlock.db');
    const db = new Database(file);
    db.exec(`CREATE TABLE audit (seq INTEGER PRIMARY KEY, at TEXT NOT NULL, kind TEXT NOT NULL, agent TEXT, client TEXT,
      execution_id TEXT, detail TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)`);
    const insert = db.prepare('INSERT INTO audit VALUES (@seq, @at, @kind, @agent, @client, @execution_id, @detail, @prev_hash, @hash)');
    for (const row of chain(5)) insert.run(row);
    db.close();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the table read-only and finds an edit made with SQL', () => {
    expect(verifyAuditDatabase(file)).toMatchObject({ ok: true, rows: 5 });
    const db = new Database(file);
    db.prepare("UPDATE audit SET kind = 'nothing' WHERE seq = 2").run();
    db.close();
    expect(verifyAuditDatabase(file)).toMatchObject({ ok: false, seq: 2, problem: 'hash_mismatch' });
  });

  it('finds a row deleted with SQL', () => {
    const db = new Database(file);
    db.prepare('DELETE FROM audit WHERE seq = 3').run();
    db.close();
    expect(verifyAuditDatabase(file)).toMatchObject({ ok: false, seq: 4, problem: 'missing_row' });
  });

  it('says so when there is no database', () => {
    expect(() => verifyAuditDatabase(path.join(dir, 'none.db'))).toThrow(/no Airlock database at/);
  });
});

describe('an audit row serialised once (AuditRepository.append)', () => {
  // The entry's canonical JSON is built around the stored detail's: it must be exactly
  // what canonicalize(entry) gives, or a row written now would not verify.
  const entries: AuditEntry[] = [
    { seq: 1, at: '2026-11-23T22:00:00.000Z', kind: 'step', agent: 'builder', client: 'claude-code', execution_id: 'exec-1', detail: {} },
    { seq: 12_345_678, at: 'x', kind: 'k"\\\n\u2028', agent: null, client: null, execution_id: null, detail: { b: 1, a: [1, 'two', null, { z: true, y: 0.1 }], big: 1e21, small: 5e-7, neg: -0 } },
    // Keys that sort differently by UTF-16 code unit and by code point, and escapes in keys.
    { seq: 7, at: 'é', kind: '\u0000', agent: '\ud83d\ude00', client: '\ufb33', execution_id: 'e', detail: { '\ufb33': 1, '\ud83d\ude00': 2, 'a"b': { '\u0001': [] }, é: 'ü' } },
  ];
  for (const entry of entries) {
    it(`matches canonicalize for seq ${entry.seq}`, () => {
      const { detail, ...rest } = entry;
      expect(canonicalEntry(rest, canonicalDetail(detail))).toBe(canonicalize(entry));
    });
  }

  it('rows appended through the repository verify, and their stored detail is that canonical JSON', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      const audit = new AuditRepository(db);
      db.transaction(() => {
        audit.append({ at: new Date(0).toISOString(), kind: 'step', agent: 'a', client: 'c', executionId: 'e', detail: { z: 1, a: { y: 'lone \ud800 surrogate', b: [2, 1] } } });
        audit.append({ at: new Date(1).toISOString(), kind: 'note', detail: { n: 2 } });
        audit.append({ at: new Date(2).toISOString(), kind: 'bare' });
      })();
      const rows = db.prepare('SELECT * FROM audit ORDER BY seq').all() as AuditRow[];
      expect(rows.map((r) => r.detail)).toEqual(['{"a":{"b":[2,1],"y":"lone \uFFFD surrogate"},"z":1}', '{"n":2}', '{}']);
      expect(verifyAuditChain(rows)).toMatchObject({ ok: true, rows: 3 });
    } finally {
      db.close();
    }
  });
});
