// A text-filtered list of executions (perf-history21): however it is found —
// collected in one statement (few matches), or walked execution by execution
// with the matches inside each one's span of step ids (many) — it gives the
// same executions, in the same order, with the same cursors, as a plain
// reading of the database: every execution with a step whose hint matches,
// through every other filter. Over a real SQLite file with varied shapes:
// agents one after another and side by side, executions with no steps, large
// executions without the word, steps written out of seq order, ties on the
// start time, executions started early whose steps came last, a word only
// in an agent's name.
import { describe, expect, it } from 'vitest';
import { sqliteFilesPerTest } from '../../helpers/sqlite-files';
import { HistoryService, HISTORY_TIERS, ftsQuery, type ListExecutionsInput } from '../../../src/main/history';
import { indexPendingHints, openDatabase, openReadOnly, type SqliteDatabase } from '../../../src/main/store';
import { seededRandom as rng } from '../../../bench/lib/seeded-random';

const sqlite = sqliteFilesPerTest('airlock-text-filter-');

interface Execution {
  id: string;
  agent: string;
  client: string;
  status: 'running' | 'completed' | 'cancelled';
  tier: (typeof HISTORY_TIERS)[number];
  startedAt: string;
}

const T0 = Date.parse('2026-03-01T00:00:00Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();


/** Writes a varied history straight through the store's schema and indexes it; returns the executions. */
function fill(db: SqliteDatabase): Execution[] {
  const r = rng(18);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const executions: Execution[] = [];
  const insertExecution = db.prepare(
    `INSERT INTO executions (id, agent, client, status, implicit, step_limit, steps_used, step_count, highest_tier, pauses, approvals, blocks, policy_digest, started_at, ended_at)
     VALUES (@id, @agent, @client, @status, 1, 100, 0, @count, @tier, 0, 0, 0, 'test', @startedAt, NULL)`,
  );
  const insertStep = db.prepare(
    `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at)
     VALUES (?, ?, ?, ?, ?, 'd', 'safe', 5, 'advisory', 1, 0, '[]', '{}', 1, ?)`,
  );
  const clients = ['claude-code', 'cursor', 'vscode'];
  const words = ['shard', 'ledger', 'billing', 'invoice', 'kernel', 'parser'];
  let n = 0;
  const newExecution = (agent: string, startedAt: string, count: number): Execution => {
    const e: Execution = {
      id: `${(n++).toString(16).padStart(6, '0')}-${Math.floor(r() * 0xffff).toString(16)}`,
      agent,
      client: pick(clients),
      status: pick(['running', 'completed', 'completed', 'cancelled'] as const),
      tier: pick(HISTORY_TIERS),
      startedAt,
    };
    insertExecution.run({ ...e, count });
    executions.push(e);
    return e;
  };
  const hint = (e: Execution, i: number): string => {
    const parts = [`reading file ${i}`, pick(words)];
    if (r() < 0.3) parts.push('deploying the web app');
    if (r() < 0.02) parts.push('zebracorn');
    if (e.agent === 'release-bot') parts.push('via the release train');
    return parts.join(' ');
  };
  db.transaction(() => {
    let t = 0;
    // 1. Agents one after another: short executions, some empty, some ties on the start time.
    for (let k = 0; k < 60; k++) {
      t += k % 7 === 0 ? 0 : 1000;
      const count = k % 9 === 0 ? 0 : 1 + Math.floor(r() * 8);
      const e = newExecution(pick(['coder', 'reviewer', 'release-bot', 'zephyr-bot']), iso(t), count);
      for (let seq = 1; seq <= count; seq++) insertStep.run(e.id, seq, e.agent, e.client, hint(e, seq), iso(t + seq));
    }
    // Long-lived executions, started early, with steps written last (their spans lie above newer executions').
    const early = t;
    const lateA = newExecution('sleeper', iso(early + 1), 2);
    insertStep.run(lateA.id, 1, lateA.agent, lateA.client, 'idle ping', iso(early + 2));
    const lateB = newExecution('sleeper', iso(early + 2), 1);
    const lateC = newExecution('sleeper', iso(early + 3), 1);
    // 2. Six agents side by side (steps interleaved), two waves.
    for (let wave = 0; wave < 2; wave++) {
      t += 5000;
      const side = Array.from({ length: 6 }, (_, a) => newExecution(`side-${a}`, iso(t + a), 25));
      for (let seq = 1; seq <= 25; seq++) {
        for (const e of side) {
          // side-0 alone says "ledger" (so the word is dense elsewhere for side-1..5's spans).
          const text = e.agent === 'side-0' ? `ledger entry ${seq}` : `compiling module ${seq} shard`;
          insertStep.run(e.id, seq, e.agent, e.client, text, iso(t + 10 + seq));
        }
      }
    }
    // 3. A large execution without the common words, then one with them.
    t += 5000;
    const big = newExecution('bulk', iso(t), 400);
    for (let seq = 1; seq <= 400; seq++) insertStep.run(big.id, seq, big.agent, big.client, `read_graph on server memory ${seq}`, iso(t + seq));
    t += 1000;
    const after = newExecution('coder', iso(t), 3);
    for (let seq = 1; seq <= 3; seq++) insertStep.run(after.id, seq, after.agent, after.client, hint(after, seq), iso(t + seq));
    // 4. Steps written out of seq order (the span by seq is not the span by id), and a match in the middle only.
    t += 1000;
    const odd = newExecution('oddity', iso(t), 5);
    for (const seq of [3, 1, 5, 2, 4]) insertStep.run(odd.id, seq, odd.agent, odd.client, seq === 3 ? 'unusual quokka shard' : `plain step ${seq}`, iso(t + seq));
    // 5. More agents one after another, newest.
    for (let k = 0; k < 40; k++) {
      t += 1000;
      const count = 1 + Math.floor(r() * 5);
      const e = newExecution(pick(['coder', 'reviewer', 'release-bot']), iso(t), count);
      for (let seq = 1; seq <= count; seq++) insertStep.run(e.id, seq, e.agent, e.client, hint(e, seq), iso(t + seq));
    }
    t += 1000;
    insertStep.run(lateA.id, 2, lateA.agent, lateA.client, 'late shard', iso(t));
    insertStep.run(lateB.id, 1, lateB.agent, lateB.client, 'idle ping', iso(t + 1));
    insertStep.run(lateC.id, 1, lateC.agent, lateC.client, 'late shard', iso(t + 2));
  })();
  indexPendingHints(db);
  return executions;
}

/** The plain reading: executions with a matching step (by the index's own matches), every filter, newest first. */
function expected(db: SqliteDatabase, executions: Execution[], input: ListExecutionsInput): string[] {
  const stepIds = (db.prepare('SELECT rowid AS id FROM steps_fts WHERE steps_fts MATCH ?').all(ftsQuery(input.text!)) as Array<{ id: number }>).map((s) => s.id);
  const owner = db.prepare('SELECT execution_id AS eid FROM steps WHERE id = ?');
  const withMatch = new Set(stepIds.map((id) => (owner.get(id) as { eid: string }).eid));
  const tiers = input.tier === undefined ? HISTORY_TIERS : input.tierMatch === 'exact' ? [input.tier] : HISTORY_TIERS.slice(HISTORY_TIERS.indexOf(input.tier));
  return executions
    .filter(
      (e) =>
        withMatch.has(e.id) &&
        (input.agent === undefined || e.agent === input.agent) &&
        (input.client === undefined || e.client === input.client) &&
        (input.status === undefined || e.status === input.status) &&
        (input.from === undefined || e.startedAt >= new Date(input.from).toISOString()) &&
        (input.to === undefined || e.startedAt < new Date(input.to).toISOString()) &&
        (tiers as readonly string[]).includes(e.tier),
    )
    .sort((a, b) => (a.startedAt === b.startedAt ? (a.id < b.id ? 1 : -1) : a.startedAt < b.startedAt ? 1 : -1))
    .map((e) => e.id);
}

/** Every page of a list, with the cursors. */
function pages(history: HistoryService, input: ListExecutionsInput): Array<{ ids: string[]; next: string | null }> {
  const out: Array<{ ids: string[]; next: string | null }> = [];
  let cursor: string | undefined;
  do {
    const page = history.listExecutions({ ...input, ...(cursor ? { cursor } : {}) });
    out.push({ ids: page.items.map((e) => e.id), next: page.nextCursor });
    cursor = page.nextCursor ?? undefined;
    expect(out.length).toBeLessThan(200);
  } while (cursor);
  return out;
}

const TEXTS = [
  'reading', // nearly every step
  'shard', // common, and in every side-by-side execution but side-0
  'ledger', // side-0 alone among the side-by-side, and some others
  'billing',
  'zebracorn', // rare
  'quokka', // one step, in the middle of an execution written out of seq order
  'memory', // the large execution alone
  'nothing-like-it', // none
  'zephyr', // only in an agent's name, never in a hint: none
  'train', // release-bot's own words
  '"web app"', // a phrase
  '"app web"', // the phrase reversed: none
  'deplo*', // a prefix the index keeps
  'deployi*', // a prefix longer than the prefix indexes
  'compil* shard', // a prefix and a word
  'read*', // matches "reading" and "read_graph"
  'idle', // the long-lived executions' early steps
];

describe('listExecutions with a text filter', () => {
  it('gives exactly the plain reading, every way it is run, through every filter and page', () => {
    const file = sqlite.file();
    const db = sqlite.keep(openDatabase(file));
    const executions = fill(db);
    const ro = sqlite.keep(openReadOnly(file));
    const ways = {
      collected: new HistoryService(ro, { denseMatches: Number.MAX_SAFE_INTEGER }),
      walked: new HistoryService(ro, { denseMatches: 0 }),
      walkedNoReadAhead: new HistoryService(ro, { denseMatches: 0, readAhead: 0 }),
      walkedLongReadAhead: new HistoryService(ro, { denseMatches: 0, readAhead: 10_000 }),
      budgeted: new HistoryService(ro, { denseMatches: 0, walkBudget: 3 }),
    };
    const agents = [...new Set(executions.map((e) => e.agent))];
    const mid = executions[Math.floor(executions.length / 2)]!.startedAt;
    const filters: ListExecutionsInput[] = [
      {},
      { agent: 'coder' },
      { agent: 'side-0' },
      { agent: 'side-3' },
      { agent: 'release-bot' },
      { agent: 'sleeper' },
      { agent: 'zephyr-bot' },
      { client: 'cursor' },
      { status: 'completed' },
      { status: 'running', client: 'vscode' },
      { tier: 'verify' },
      { tier: 'confirm', tierMatch: 'exact' },
      { from: mid },
      { to: mid },
      { from: executions[10]!.startedAt, to: executions[100]!.startedAt, agent: 'coder' },
    ];
    expect(agents).toContain('zephyr-bot');
    let nonEmpty = 0;
    for (const text of TEXTS) {
      for (const filter of filters) {
        for (const limit of [3, 50]) {
          const input = { ...filter, text, limit };
          const want = expected(ro, executions, input);
          const truth = pages(ways.collected, input);
          expect(truth.flatMap((p) => p.ids), JSON.stringify(input)).toEqual(want);
          for (const [name, history] of Object.entries(ways)) {
            expect(pages(history, input), `${name} ${JSON.stringify(input)}`).toEqual(truth);
          }
          if (want.length > 0) nonEmpty++;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(150);
    // The shapes are there: a word only in an agent's name and a reversed phrase match nothing.
    expect(ways.walked.listExecutions({ text: 'zephyr' }).items).toEqual([]);
    expect(ways.walked.listExecutions({ text: '"app web"' }).items).toEqual([]);
    expect(ways.walked.listExecutions({ text: 'quokka' }).items.map((e) => e.agent)).toEqual(['oddity']);
    expect(ways.walked.listExecutions({ text: 'ledger', agent: 'side-3' }).items).toEqual([]);
    expect(ways.walked.listExecutions({ text: 'ledger', agent: 'side-0' }).items).toHaveLength(2);
    expect(ways.walked.listExecutions({ text: 'shard', agent: 'sleeper' }).items).toHaveLength(2);
    expect(ways.walked.listExecutions({ text: 'idle', agent: 'sleeper' }).items).toHaveLength(2);
  });

  it('a cursor from one way pages on in another', () => {
    const file = sqlite.file();
    const db = sqlite.keep(openDatabase(file));
    const executions = fill(db);
    const collected = new HistoryService(db, { denseMatches: Number.MAX_SAFE_INTEGER });
    const walked = new HistoryService(db, { denseMatches: 0 });
    for (const text of ['reading', 'shard', 'deplo*', 'ledger']) {
      const want = expected(db, executions, { text });
      const got: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; ; i++) {
        const page = (i % 2 === 0 ? walked : collected).listExecutions({ text, limit: 3, ...(cursor ? { cursor } : {}) });
        got.push(...page.items.map((e) => e.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(got, text).toEqual(want);
    }
  });

  it('search pages through a cursor give every hit once, newest first (the cursor bound reaches FTS5 as an integer)', () => {
    const db = sqlite.keep(openDatabase(sqlite.file()));
    fill(db);
    const history = new HistoryService(db);
    for (const text of ['reading', 'shard', 'deplo*', '"web app"']) {
      const all = history.search(text, { limit: 500 }).hits.map((h) => h.stepId);
      expect(all.length, text).toBeGreaterThan(10);
      const paged: number[] = [];
      let cursor: string | undefined;
      do {
        const page = history.search(text, { limit: 7, ...(cursor ? { cursor } : {}) });
        paged.push(...page.hits.map((h) => h.stepId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(paged, text).toEqual(all);
      expect([...all].sort((a, b) => b - a)).toEqual(all);
    }
  });
});
