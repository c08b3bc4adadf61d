// The hint search index (issue 18): FTS5 prefix indexes — a database written
// before them is upgraded in place (its hints re-indexed), and every prefix
// length, indexed (3–5 characters) or not (6+), finds exactly the steps that
// have a word starting with it, newest first — kept up to date in batches
// after commits rather than inside every step's transaction.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteFilesPerTest } from '../../helpers/sqlite-files';
import { HistoryService } from '../../../src/main/history';
import { MIGRATIONS } from '../../../src/main/store/schema';
import { HINT_INDEX_DELAY_MS, indexPendingHints, openDatabase, openStore, type SqliteDatabase } from '../../../src/main/store';

const sqlite = sqliteFilesPerTest('airlock-prefix-');
const tempFile = (): string => sqlite.file();

const WORDS = ['deploy', 'deployment', 'deploying', 'depot', 'dependency', 'delta', 'reading', 'ready', 'readme', 'real', 'shard', 'sharding', 'shared', 'billing', 'bill'];

function insertSteps(db: SqliteDatabase, hints: string[]): void {
  const insert = db.prepare(
    `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at)
     VALUES ('e1', ?, 'coder', 'cli', ?, 'd', 'safe', 5, 'advisory', 1, 0, '[]', '{}', 1, '2026-01-01T00:00:00.000Z')`,
  );
  db.transaction(() => hints.forEach((hint, i) => insert.run(i + 1, hint)))();
}

/** Deterministic hints of 2–5 words, some with punctuation and case. */
function hints(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  return Array.from({ length: count }, () =>
    Array.from({ length: 2 + Math.floor(next() * 4) }, () => {
      const word = WORDS[Math.floor(next() * WORDS.length)]!;
      return next() < 0.2 ? `${word.toUpperCase()}:` : word;
    }).join(' '),
  );
}

/** Step ids (newest first) whose hint has a word starting with `prefix`, case aside. */
function expected(all: string[], prefix: string): number[] {
  return all
    .map((hint, i) => ({ id: i + 1, words: hint.toLowerCase().split(/[^a-z]+/) }))
    .filter((s) => s.words.some((w) => w.startsWith(prefix)))
    .map((s) => s.id)
    .reverse();
}

describe('prefix search', () => {
  it('upgrades a database written before the prefix indexes and finds its old steps by every prefix length', () => {
    const file = tempFile();
    // The schema as an earlier Airlock left it, with steps already stored.
    const old = new Database(file);
    const before = MIGRATIONS.findIndex((sql) => sql.includes("prefix='3 4 5'"));
    expect(before).toBeGreaterThan(0);
    for (const sql of MIGRATIONS.slice(0, before)) old.exec(sql);
    old.pragma(`user_version = ${before}`);
    const all = hints(400);
    insertSteps(old, all);
    old.close();

    const db = openDatabase(file);
    sqlite.keep(db);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(() => db.exec("INSERT INTO steps_fts(steps_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
    const history = new HistoryService(db);
    for (const prefix of ['dep', 'depl', 'deplo', 'deploy', 'deploym', 'rea', 'read', 'readm', 'sha', 'shard', 'bil', 'bill']) {
      const ids = history.search(`${prefix}*`, { limit: 200 }).hits.map((h) => h.stepId);
      expect(ids, prefix).toEqual(expected(all, prefix).slice(0, 200));
    }
  });

  it('indexes steps written after the upgrade (before a search), and forgets deleted ones', () => {
    const db = openDatabase(tempFile());
    sqlite.keep(db);
    const all = hints(120);
    insertSteps(db, all);
    const history = new HistoryService(db);
    expect(history.search('shar*', { limit: 200 }).hits.map((h) => h.stepId)).toEqual(expected(all, 'shar'));
    db.exec('DELETE FROM steps WHERE id > 60');
    expect(history.search('shar*', { limit: 200 }).hits.map((h) => h.stepId)).toEqual(expected(all.slice(0, 60), 'shar'));
    const hit = history.search('deplo*', { limit: 1 }).hits[0]!;
    expect(hit.snippet.some((p) => p.match && p.text.toLowerCase().startsWith('deplo'))).toBe(true);
    expect(() => db.exec("INSERT INTO steps_fts(steps_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
  });

  it('follows the store\'s commits in batches, and indexes a killed run\'s tail when the store opens again', async () => {
    const file = tempFile();
    const store = openStore(file);
    const pending = () => (store.db.prepare('SELECT count(*) AS n FROM steps WHERE id > (SELECT indexed_upto FROM steps_fts_progress)').get() as { n: number }).n;
    const all = hints(50);
    store.transaction(() => insertSteps(store.db, all));
    // Committed, not yet indexed: the step's own transaction does not write the index.
    expect(pending()).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, HINT_INDEX_DELAY_MS * 5));
    expect(pending()).toBe(0);
    expect(() => store.db.exec("INSERT INTO steps_fts(steps_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();

    // Killed before the next batch: the rows are committed, the index trails.
    store.hintIndex.cancel();
    insertSteps(store.db, hints(80).slice(50));
    store.db.close();
    const reopened = openStore(file);
    expect((reopened.db.prepare('SELECT indexed_upto AS n FROM steps_fts_progress').get() as { n: number }).n).toBe(80);
    reopened.close();
  });

  it('never leaves a reused step id out of the index when the newest steps are deleted', () => {
    const db = openDatabase(tempFile());
    sqlite.keep(db);
    insertSteps(db, ['first shard', 'second shard', 'third shard']);
    expect(indexPendingHints(db)).toBe(3);
    db.exec('DELETE FROM steps WHERE id >= 2');
    // SQLite hands out id 2 again; it must still be indexed.
    insertSteps(db, ['sharding again']);
    expect((db.prepare('SELECT max(id) AS id FROM steps').get() as { id: number }).id).toBe(2);
    const history = new HistoryService(db);
    expect(history.search('shar*').hits.map((h) => h.hint)).toEqual(['sharding again', 'first shard']);
    expect(() => db.exec("INSERT INTO steps_fts(steps_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
  });
});
