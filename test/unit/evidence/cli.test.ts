// `airlock verify-record` and `airlock audit verify`, through their run functions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAuditVerify } from '../../../src/cli/commands/audit';
import { runVerifyRecord } from '../../../src/cli/commands/verify-record';
import { SigningKey, createRecord, jcsDigest } from '../../../src/main/evidence';
import { AUDIT_GENESIS, auditHash } from '../../../src/main/store/audit-hash';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-cli-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, io: { out: (l: string) => lines.push(l), err: (l: string) => errors.push(l) } };
}

const key = SigningKey.generate();
function writeRecord(nonce?: string): string {
  const record = createRecord(
    {
      subject: { id: 'builder', passport_digest: jcsDigest({}) },
      session: 'exec-1',
      tier: 'R2',
      window: { start: '2026-11-22T01:00:00Z', end: '2026-11-22T01:05:00Z' },
      iat: '2026-11-22T01:06:00Z',
      ...(nonce ? { nonce } : {}),
      events: [
        { cause: 'on_iteration_limit', action: 'pause', at: '2026-11-22T01:01:00Z' },
        { cause: 'on_anomaly', action: 'halt', at: '2026-11-22T01:02:00Z' },
      ],
      outcome: 'halted',
    },
    key,
  );
  const file = path.join(dir, 'record.json');
  fs.writeFileSync(file, JSON.stringify(record, null, 2));
  return file;
}

describe('verify-record', () => {
  it('exit 0 for a valid record, naming the governor and warning when the key is not pinned', () => {
    const file = writeRecord('n-1');
    const c = capture();
    expect(runVerifyRecord(file, { nonce: 'n-1' }, c.io)).toBe(0);
    expect(c.lines[0]).toBe(`valid enforcement record: ${file}`);
    expect(c.lines.join('\n')).toContain('taken from the record itself');
    expect(c.lines.join('\n')).toContain('nonce     matches');
    const pinned = capture();
    fs.writeFileSync(path.join(dir, 'key.pem'), key.publicKey.export({ format: 'pem', type: 'spki' }));
    expect(runVerifyRecord(file, { publicKey: `@${path.join(dir, 'key.pem')}` }, pinned.io)).toBe(0);
    expect(pinned.lines.join('\n')).toContain('the key you supplied');
  });

  it('exit 1 with every failure listed', () => {
    const file = writeRecord();
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as { events: Array<{ action: string }> };
    record.events[0]!.action = 'continue';
    fs.writeFileSync(file, JSON.stringify(record));
    const c = capture();
    expect(runVerifyRecord(file, { nonce: 'expected' }, c.io)).toBe(1);
    expect(c.lines[0]).toBe(`INVALID enforcement record: ${file}`);
    expect(c.lines).toContain(
      "  ✗ chain: event 1's prev_hash does not match event 0 — the record was altered, reordered or an event was removed",
    );
    expect(c.lines.some((l) => l.startsWith('  ✗ signature: '))).toBe(true);
    expect(c.lines.some((l) => l.startsWith('  ✗ nonce: the record carries no nonce'))).toBe(true);
  });

  it('exit 1 for another governor\'s key; --json prints the result', () => {
    const c = capture();
    expect(runVerifyRecord(writeRecord(), { publicKey: SigningKey.generate().governor, json: true }, c.io)).toBe(1);
    const result = JSON.parse(c.lines.join('\n')) as { ok: boolean; failures: Array<{ check: string }> };
    expect(result.ok).toBe(false);
    expect(result.failures.map((f) => f.check)).toContain('signature');
  });

  it('exit 2 for a missing or non-JSON file', () => {
    const c = capture();
    expect(runVerifyRecord(path.join(dir, 'nope.json'), {}, c.io)).toBe(2);
    fs.writeFileSync(path.join(dir, 'bad.json'), '{');
    expect(runVerifyRecord(path.join(dir, 'bad.json'), {}, c.io)).toBe(2);
    expect(c.errors[0]).toContain('cannot read');
    expect(c.errors[1]).toContain('is not JSON');
  });
});

describe('audit verify', () => {
  function makeDb(rows: number): string {
    const file = path.join(dir, 'airlock.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE audit (seq INTEGER PRIMARY KEY, at TEXT NOT NULL, kind TEXT NOT NULL, agent TEXT, client TEXT,
      execution_id TEXT, detail TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)`);
    let prev = AUDIT_GENESIS;
    for (let seq = 1; seq <= rows; seq++) {
      const entry = { seq, at: `2026-11-22T01:00:0${seq}.000Z`, kind: 'halt', agent: null, client: null, execution_id: null, detail: { all: true } };
      const hash = auditHash(prev, entry);
      db.prepare('INSERT INTO audit VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(seq, entry.at, entry.kind, null, null, null, JSON.stringify(entry.detail), prev, hash);
      prev = hash;
    }
    db.close();
    return file;
  }

  it('exit 0 when intact, 1 at the first broken link, 2 without a database', () => {
    const file = makeDb(4);
    const ok = capture();
    expect(runAuditVerify({ home: dir }, ok.io)).toBe(0);
    expect(ok.lines[0]).toBe(`audit chain intact: 4 rows in ${file}`);
    const db = new Database(file);
    db.prepare("UPDATE audit SET detail = '{\"all\":false}' WHERE seq = 3").run();
    db.close();
    const broken = capture();
    expect(runAuditVerify({ home: dir }, broken.io)).toBe(1);
    expect(broken.lines[0]).toBe(`audit chain BROKEN at row 3 (2 rows before it are intact): ${file}`);
    expect(broken.lines[1]).toContain("row 3's hash does not match its content");
    const none = capture();
    expect(runAuditVerify({ home: path.join(dir, 'empty') }, none.io)).toBe(2);
  });
});
