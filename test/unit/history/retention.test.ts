// Retention and compaction on a real SQLite file filled through the engine:
// only what ended before the cutoff goes, never the audit chain, never a
// running execution or a standing block; the setting persists.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { verifyAuditChain, verifyAuditDatabase } from '../../../src/main/evidence';
import { HistoryService, getRetention, startHistoryMaintenance } from '../../../src/main/history';
import { databaseFile } from '../../../src/main/paths';
import type { AuditRow, SqliteDatabase } from '../../../src/main/store';
import { catchError, openHarness, type Harness } from '../../helpers/airlock';
import { buildHistory, DAY } from './fixture';

let open: Harness[] = [];
afterEach(() => {
  for (const h of open) h.close();
  open = [];
});

const count = (db: SqliteDatabase, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
const auditRows = (db: SqliteDatabase) => db.prepare('SELECT * FROM audit ORDER BY seq').all() as AuditRow[];

function scene() {
  const built = buildHistory();
  const { h } = built;
  open.push(h);
  const A = h.airlock.agent;
  const H = h.airlock.human;
  // An old execution whose block was lifted by the human (override).
  const wrecked = A.recordStep('term', { element_name: 'wrecker', nextActionHint: 'rm -rf / --no-preserve-root' });
  expect(wrecked.directive.stopped).toBe(true);
  const liftedBlock = H.listBlocks().find((b) => b.agent === 'wrecker')!;
  H.unblock(liftedBlock.id, 'checked it');
  A.completeExecution('term', { element_name: 'wrecker' });
  // An old execution with a STANDING block (ended by other means).
  const stuck = A.recordStep('term2', { element_name: 'stuck', nextActionHint: 'rm -rf / --no-preserve-root' });
  const standing = H.listBlocks().find((b) => b.agent === 'stuck')!;
  h.airlock.store.executions.end(stuck.execution_id, 'cancelled', new Date(h.clock.now()).toISOString(), null);
  // 40 days later: a fresh execution.
  h.clock.advance(40 * DAY);
  const fresh = A.recordStep('claude-code', { element_name: 'coder', nextActionHint: 'reading the fresh changelog' }).execution_id;
  A.completeExecution('claude-code', { element_name: 'coder' });
  return { ...built, wrecked: wrecked.execution_id, liftedBlock: liftedBlock.id, stuck: stuck.execution_id, standing, fresh };
}

describe('applyRetention', () => {
  it('deletes executions that ended before the cutoff with their rows, and nothing else', () => {
    const s = scene();
    const db = s.h.airlock.store.db;
    const history = new HistoryService(s.h.airlock.store);
    const gone = [s.ids.reading, s.ids.approved, s.ids.verified, s.ids.denied, s.wrecked];
    const kept = [s.ids.expired, s.stuck, s.fresh];
    const before = {
      audit: count(db, 'SELECT count(*) AS n FROM audit'),
      steps: gone.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM steps WHERE execution_id = ?', id), 0),
      keptSteps: kept.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM steps WHERE execution_id = ?', id), 0),
      confirmations: gone.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM confirmations WHERE execution_id = ?', id), 0),
      challenges: gone.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM challenges WHERE execution_id = ?', id), 0),
      notifications: gone.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM notifications WHERE execution_id = ?', id), 0),
    };
    expect(before.confirmations).toBeGreaterThanOrEqual(2);
    expect(before.challenges).toBeGreaterThanOrEqual(2);
    expect(before.notifications).toBeGreaterThanOrEqual(1);
    expect(history.search('parser').hits).toHaveLength(2);

    const report = history.applyRetention({ keepDays: 30 }, s.h.clock.now());
    expect(report).toMatchObject({
      executions: 5,
      steps: before.steps,
      confirmations: before.confirmations,
      challenges: before.challenges,
      notifications: before.notifications,
      blocks: 1,
      cutoff: new Date(s.h.clock.now() - 30 * DAY).toISOString(),
    });
    expect(history.listExecutions().items.map((e) => e.id).sort()).toEqual([...kept].sort());
    for (const id of gone) {
      expect(history.timeline(id)).toBeNull();
      for (const table of ['steps', 'confirmations', 'challenges', 'notifications', 'blocks']) {
        expect(count(db, `SELECT count(*) AS n FROM ${table} WHERE execution_id = ?`, id), `${table} of ${id}`).toBe(0);
      }
    }
    // Kept: the running execution, the one under a standing block (with its block and challenge), the fresh one.
    expect(kept.reduce((n, id) => n + count(db, 'SELECT count(*) AS n FROM steps WHERE execution_id = ?', id), 0)).toBe(before.keptSteps);
    expect(s.h.airlock.human.listBlocks().map((b) => b.id)).toEqual([s.standing.id]);
    expect(count(db, 'SELECT count(*) AS n FROM challenges WHERE id = ?', s.standing.challengeId)).toBe(1);
    expect(catchError(() => s.h.airlock.agent.executeAgent('term2', { element_name: 'stuck' })).code).toBe('AGENT_BLOCKED');

    // The FTS index followed the deletes.
    expect(history.search('parser').hits).toEqual([]);
    expect(history.search('fresh changelog').hits).toHaveLength(1);
    expect(() => db.exec("INSERT INTO steps_fts(steps_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();

    // The audit table lost nothing, gained the record of the deletion, and still verifies.
    const rows = auditRows(db);
    expect(rows).toHaveLength(before.audit + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'retention_applied', seq: report.auditSeqs[0] });
    expect(JSON.parse(rows.at(-1)!.detail as string)).toMatchObject({ keepDays: 30, executions: 5, steps: before.steps });
    expect(verifyAuditChain(rows)).toMatchObject({ ok: true, rows: before.audit + 1 });
    expect(verifyAuditDatabase(databaseFile(s.h.home)).ok).toBe(true);
    expect(count(db, "SELECT count(*) AS n FROM audit WHERE execution_id = ? AND kind = 'step'", s.ids.approved)).toBe(2);

    // Applying again removes nothing and records nothing.
    const again = history.applyRetention({ keepDays: 30 }, s.h.clock.now());
    expect(again).toMatchObject({ executions: 0, steps: 0, auditSeqs: [] });
    expect(auditRows(db)).toHaveLength(before.audit + 1);
  });

  it('unlimited keeps everything; a longer window keeps more', () => {
    const s = scene();
    const history = new HistoryService(s.h.airlock.store.db);
    expect(history.applyRetention({ unlimited: true }, s.h.clock.now())).toMatchObject({ executions: 0, cutoff: null });
    // A wider window: exactly the executions that ended before its cutoff go.
    const all = history.listExecutions().items;
    const report = history.applyRetention({ keepDays: 42 }, s.h.clock.now());
    const expected = all.filter((e) => e.endedAt !== null && e.endedAt < report.cutoff! && e.id !== s.stuck);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(5);
    expect(report.executions).toBe(expected.length);
    expect(history.listExecutions().items.map((e) => e.id)).toEqual(all.filter((e) => !expected.includes(e)).map((e) => e.id));
    expect(() => history.applyRetention({ keepDays: 0 })).toThrow(/keepDays/);
  });

  it('works in batches, each recorded in the audit log, and the chain verifies', { timeout: 120_000 }, () => {
    // Step limits span an agent's executions: give this one room for 1001.
    const h = openHarness({ policy: { maxAutonomousSteps: 100_000 } });
    open.push(h);
    for (let i = 0; i < 1001; i++) {
      h.airlock.agent.recordStep('c', { element_name: 'batcher', nextActionHint: `reading file ${i}` });
      h.airlock.agent.completeExecution('c', { element_name: 'batcher' });
    }
    h.clock.advance(10 * DAY);
    const history = new HistoryService(h.airlock.store);
    const report = history.applyRetention({ keepDays: 5 }, h.clock.now());
    expect(report).toMatchObject({ executions: 1001, steps: 1001 });
    expect(report.auditSeqs).toHaveLength(3);
    expect(verifyAuditChain(auditRows(h.airlock.store.db)).ok).toBe(true);
    expect(history.listExecutions().items).toEqual([]);
  });
});

describe('retention setting', () => {
  it('is unlimited by default, persists in the database, is audited, and is applied on start by hosts', () => {
    const s = scene();
    const db = s.h.airlock.store.db;
    const history = new HistoryService(db);
    expect(history.retention()).toEqual({ unlimited: true });
    // Setting it stores it and applies it at once.
    const report = history.setRetention({ keepDays: 30 }, s.h.clock.now());
    expect(report.executions).toBe(5);
    const changed = auditRows(db).filter((r) => r.kind === 'retention_changed');
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]!.detail as string)).toEqual({ by: 'human', from: { unlimited: true }, to: { keepDays: 30 } });
    // Same value again: no new audit event.
    history.setRetention({ keepDays: 30 }, s.h.clock.now());
    expect(auditRows(db).filter((r) => r.kind === 'retention_changed')).toHaveLength(1);

    // Another connection (another process: the CLI, the app) sees it.
    const other = new Database(databaseFile(s.h.home), { readonly: true });
    expect(getRetention(other)).toEqual({ keepDays: 30 });
    other.close();

    // Hosts: applied on start and then daily, with the stored setting.
    s.h.clock.advance(45 * DAY);
    const logs: string[] = [];
    const stop = startHistoryMaintenance(db, { now: () => s.h.clock.now(), logger: { info: (m) => logs.push(m), warn: (m) => logs.push(`warn ${m}`) } });
    stop();
    expect(logs).toEqual(['history retention applied']);
    expect(history.listExecutions().items.map((e) => e.id).sort()).toEqual([s.ids.expired, s.stuck].sort());
    expect(history.execution(s.fresh)).toBeNull();
    expect(history.execution(s.stuck)).not.toBeNull();
    expect(verifyAuditChain(auditRows(db)).ok).toBe(true);
  });
});

describe('compact', () => {
  it('optimises the index, vacuums, truncates the WAL; the data and the chain are intact', () => {
    const s = scene();
    const db = s.h.airlock.store.db;
    const history = new HistoryService(s.h.airlock.store);
    history.applyRetention({ keepDays: 30 }, s.h.clock.now());
    const listed = history.listExecutions();
    const report = history.compact();
    expect(report).toMatchObject({ ftsOptimized: true, vacuum: 'full', walCheckpointed: true });
    expect(report.bytesAfter).toBeLessThanOrEqual(report.bytesBefore);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    // Later compactions of a big file use the incremental vacuum.
    expect(history.compact({ fullVacuumMaxBytes: 0 })).toMatchObject({ vacuum: 'incremental' });
    expect(history.listExecutions()).toEqual(listed);
    expect(history.search('fresh').hits).toHaveLength(1);
    expect(verifyAuditChain(auditRows(db)).ok).toBe(true);
    // The engine goes on writing.
    s.h.airlock.agent.recordStep('claude-code', { element_name: 'coder', nextActionHint: 'reading after compaction' });
    expect(history.search('compaction').hits).toHaveLength(1);
  });
});
