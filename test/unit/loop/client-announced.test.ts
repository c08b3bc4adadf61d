// The latest step each client announced (a step without a structured action)
// is one row per client (client_announced) instead of an index over every
// step by client (issue 18, fewer pages per step). A database written before
// it is upgraded in place with each client's newest announced step, and from
// then on the store answers exactly what the old query over the steps table
// answers, across restarts and whatever the order of clients and kinds.
// Since perf19 the row follows the steps in the hint index's batches, not in
// each step's transaction: until a batch reaches a step, the store reads it
// from the steps past the batches' mark, and a run killed before its batch is
// caught up when the store opens.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteFilesPerTest } from '../../helpers/sqlite-files';
import { MIGRATIONS } from '../../../src/main/store/schema';
import { openDatabase, openStore, type SqliteDatabase } from '../../../src/main/store';
import type { NewStep } from '../../../src/main/loop/store-port';

const sqlite = sqliteFilesPerTest('airlock-announced-');
const tempFile = (): string => sqlite.file();

/** What the step path asked the steps table before client_announced. */
const OLD_QUERY = 'SELECT hint, at FROM steps WHERE client = ? AND action IS NULL ORDER BY id DESC LIMIT 1';
const CLIENTS = ['claude-code', 'cursor', 'cli', 'never-announces'];

/** Deterministic steps over four clients, about a third of them hook-observed (with an action). */
function steps(count: number, from: number): NewStep[] {
  let seed = from * 7 + 3;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  return Array.from({ length: count }, (_, i) => {
    const client = CLIENTS[Math.floor(next() * CLIENTS.length)]!;
    const withAction = client === 'never-announces' || next() < 0.35;
    return {
      execution_id: `e-${client}`,
      seq: from + i,
      agent: 'coder',
      client,
      hint: `step ${from + i} of ${client}`,
      action_digest: 'd',
      loop_key: 'k',
      action: withAction ? JSON.stringify({ tool: 'Bash', arguments: { command: 'ls' } }) : null,
      description: null,
      outcome: null,
      findings: null,
      level: 'safe',
      risk_score: 5,
      tier: 'advisory',
      continued: 1,
      stopped: 0,
      reasons: '[]',
      directive: '{}',
      decision_us: 1,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, from + i)).toISOString(),
      flags: null,
    };
  });
}

function oldAnswers(db: SqliteDatabase): Array<unknown> {
  return CLIENTS.map((c) => db.prepare(OLD_QUERY).get(c));
}

describe('client_announced', () => {
  it('upgrades a database written before it with each client\'s newest announced step, and drops the per-step index', () => {
    const file = tempFile();
    const old = new Database(file);
    const before = MIGRATIONS.findIndex((sql) => sql.includes('CREATE TABLE client_announced'));
    expect(before).toBeGreaterThan(0);
    for (const sql of MIGRATIONS.slice(0, before)) old.exec(sql);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare(
      `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, loop_key, action, description, outcome, findings,
         level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at, flags)
       VALUES (@execution_id, @seq, @agent, @client, @hint, @action_digest, @loop_key, @action, @description, @outcome, @findings,
         @level, @risk_score, @tier, @continued, @stopped, @reasons, @directive, @decision_us, @at, @flags)`,
    );
    old.transaction(() => steps(300, 1).forEach((s) => insert.run(s)))();
    const expected = oldAnswers(old);
    expect(expected.filter((a) => a !== undefined)).toHaveLength(3); // three clients announced, one never did
    old.close();

    const db = openDatabase(file);
    sqlite.keep(db);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'steps_client_announced'").get()).toBeUndefined();
    db.close();

    const store = openStore(file);
    try {
      expect(CLIENTS.map((c) => store.steps.latestAnnounced(c))).toEqual(expected);
    } finally {
      store.close();
    }
  });

  it('answers what the old query over the steps table answers, through the cache and after a restart', () => {
    const file = tempFile();
    let store = openStore(file);
    try {
      let from = 1;
      for (let round = 0; round < 6; round++) {
        const batch = steps(40, from);
        from += batch.length;
        // Half of the rounds inside a checked transaction (cached answers), half outside.
        const write = () => batch.forEach((s) => store.steps.insert(s));
        if (round % 2 === 0) store.transaction(write);
        else write();
        const inside = store.transaction(() => CLIENTS.map((c) => store.steps.latestAnnounced(c)));
        const outside = CLIENTS.map((c) => store.steps.latestAnnounced(c));
        expect(inside, `round ${round}`).toEqual(oldAnswers(store.db));
        expect(outside, `round ${round}`).toEqual(oldAnswers(store.db));
        if (round === 2) {
          store.close();
          store = openStore(file);
        }
      }
      expect(oldAnswers(store.db).filter((a) => a !== undefined)).toHaveLength(3);
    } finally {
      store.close();
    }
  });

  it('is written by the hint index batch, not by each step, and is caught up on open after a kill', () => {
    const file = tempFile();
    let store = openStore(file);
    const rows = (db: SqliteDatabase) => db.prepare('SELECT client, step_id FROM client_announced ORDER BY client').all();
    try {
      store.transaction(() => steps(60, 1).forEach((s) => store.steps.insert(s)));
      // The steps' commit left the table alone; the store still answers from the steps past the mark,
      // with and without the cache.
      expect(rows(store.db)).toEqual([]);
      expect(CLIENTS.map((c) => store.steps.latestAnnounced(c))).toEqual(oldAnswers(store.db));
      expect(store.transaction(() => CLIENTS.map((c) => store.steps.latestAnnounced(c)))).toEqual(oldAnswers(store.db));
      store.hintIndex.flush();
      const afterBatch = rows(store.db);
      expect(afterBatch).toHaveLength(3);
      expect(CLIENTS.map((c) => store.steps.latestAnnounced(c))).toEqual(oldAnswers(store.db));
      // More steps, then the process dies before its batch: the connection goes without the store's close.
      store.transaction(() => steps(50, 61).forEach((s) => store.steps.insert(s)));
      expect(rows(store.db)).toEqual(afterBatch);
      store.hintIndex.cancel();
      store.checkpointer.close();
      store.db.close();
      store = openStore(file);
      expect(rows(store.db)).not.toEqual(afterBatch);
      for (const c of CLIENTS) {
        const expected = store.db.prepare('SELECT max(id) AS id FROM steps WHERE client = ? AND action IS NULL').get(c) as { id: number | null };
        const row = store.db.prepare('SELECT step_id FROM client_announced WHERE client = ?').get(c) as { step_id: number } | undefined;
        expect(row?.step_id ?? null, c).toBe(expected.id);
      }
      expect(CLIENTS.map((c) => store.steps.latestAnnounced(c))).toEqual(oldAnswers(store.db));
    } finally {
      store.close();
    }
  });
});
