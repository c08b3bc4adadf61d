// HistoryService over a real SQLite file filled through the real engine:
// filters, keyset pages, FTS5 search (hostile input included), timelines.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HistoryQueryError,
  HistoryService,
  ftsQuery,
  listExecutionsInput,
  snippetText,
  splitSnippet,
  type TimelineEntry,
} from '../../../src/main/history';
import { openHarness, type Harness } from '../../helpers/airlock';
import { buildHistory, DAY, START, type Built } from './fixture';
import { IdLookupError } from '../../../src/shared/ids';

let open: Harness[] = [];
afterEach(() => {
  for (const h of open) h.close();
  open = [];
});
function build(): Built & { history: HistoryService } {
  const built = buildHistory();
  open.push(built.h);
  return { ...built, history: new HistoryService(built.h.airlock.store) };
}

describe('listExecutions', () => {
  it('lists newest first with the counts a person needs', () => {
    const { history, ids } = build();
    const page = history.listExecutions();
    expect(page.items.map((e) => e.id)).toEqual([ids.expired, ids.denied, ids.verified, ids.approved, ids.reading]);
    expect(page.nextCursor).toBeNull();
    const approved = page.items.find((e) => e.id === ids.approved)!;
    expect(approved).toMatchObject({
      agent: 'deployer',
      client: 'cursor',
      status: 'completed',
      steps: 2,
      highestTier: 'confirm',
      pauses: 1,
      approvals: 1,
      blocks: 0,
      startedAt: new Date(START + 2000 + DAY).toISOString(),
    });
    expect(approved.endedAt).not.toBeNull();
    expect(page.items.find((e) => e.id === ids.expired)).toMatchObject({ status: 'running', endedAt: null, pauses: 1 });
    expect(page.items.find((e) => e.id === ids.verified)).toMatchObject({ highestTier: 'verify' });
    expect(page.items.find((e) => e.id === ids.denied)).toMatchObject({ status: 'cancelled' });
    // Plain JSON, as an IPC channel would carry it.
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('filters by agent, client, status, date range and tier', () => {
    const { history, ids } = build();
    const idsOf = (input: Parameters<HistoryService['listExecutions']>[0]) => history.listExecutions(input).items.map((e) => e.id);
    expect(idsOf({ agent: 'coder' })).toEqual([ids.verified, ids.reading]);
    expect(idsOf({ client: 'cursor' })).toEqual([ids.verified, ids.approved]);
    expect(idsOf({ agent: 'deployer', client: 'claude-code' })).toEqual([ids.denied]);
    expect(idsOf({ status: 'running' })).toEqual([ids.expired]);
    expect(idsOf({ status: 'cancelled' })).toEqual([ids.denied]);
    expect(idsOf({ agent: 'nobody' })).toEqual([]);
    // from inclusive, to exclusive, on the start time
    expect(idsOf({ from: new Date(START + DAY).toISOString(), to: new Date(START + 3 * DAY).toISOString() })).toEqual([ids.verified, ids.approved]);
    expect(idsOf({ from: '2026-01-04' })).toEqual([ids.expired, ids.denied]);
    // tier: at least (default) or exact
    expect(idsOf({ tier: 'advisory' })).toHaveLength(5);
    expect(idsOf({ tier: 'confirm' })).toEqual([ids.expired, ids.denied, ids.verified, ids.approved]);
    expect(idsOf({ tier: 'verify' })).toEqual([ids.verified]);
    expect(idsOf({ tier: 'confirm', tierMatch: 'exact' })).toEqual([ids.expired, ids.denied, ids.approved]);
    expect(idsOf({ tier: 'advisory', tierMatch: 'exact' })).toEqual([ids.reading]);
    expect(idsOf({ tier: 'danger_zone' })).toEqual([]);
    // text: executions with a step whose hint matches
    expect(idsOf({ text: 'deploy' })).toEqual([ids.expired, ids.denied, ids.approved]);
    expect(idsOf({ text: 'deploy', agent: 'deployer', status: 'completed' })).toEqual([ids.approved]);
    expect(idsOf({ text: '"web app"' })).toEqual([ids.approved]);
    expect(idsOf({ text: 'parse*' })).toEqual([ids.reading]);
    expect(idsOf({ text: '   ' })).toHaveLength(5);
  });

  it('a text filter gives the same pages whichever way it is run (few matches, many, many with a prefix)', () => {
    const { h } = build();
    // More executions, so pages and the walk's early stop matter.
    for (let i = 0; i < 30; i++) {
      h.clock.advance(1000);
      h.airlock.agent.recordStep('c', { element_name: `walker-${i % 3}`, nextActionHint: i % 4 === 0 ? `deploying shard ${i}` : `reading shard ${i}` });
      h.airlock.agent.recordStep('c', { element_name: `walker-${i % 3}`, nextActionHint: `reading notes ${i}` });
      if (i % 5 !== 0) h.airlock.agent.completeExecution('c', { element_name: `walker-${i % 3}` });
    }
    const collect = (history: HistoryService, input: Parameters<HistoryService['listExecutions']>[0]) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = history.listExecutions({ ...input, limit: 4, ...(cursor ? { cursor } : {}) });
        ids.push(...page.items.map((e) => e.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return ids;
    };
    const sparse = new HistoryService(h.airlock.store.db);
    const dense = new HistoryService(h.airlock.store.db, { denseMatches: 1 });
    const budgeted = new HistoryService(h.airlock.store.db, { denseMatches: 1, walkBudget: 3 });
    for (const input of [{ text: 'shard' }, { text: 'read*' }, { text: 'deploy*' }, { text: 'reading', agent: 'walker-1' }, { text: 'shar*', status: 'completed' as const }, { text: 'notes' , tier: 'advisory' as const }]) {
      const expected = collect(sparse, input);
      expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(collect(dense, input), JSON.stringify(input)).toEqual(expected);
      expect(collect(budgeted, input), JSON.stringify(input)).toEqual(expected);
    }
    expect(collect(sparse, { text: 'read*' }).length).toBeGreaterThan(20);
  });

  it('rejects bad filters with a message, not a crash', () => {
    const { history } = build();
    expect(() => history.listExecutions({ tier: 'extreme' as never })).toThrow(HistoryQueryError);
    expect(() => history.listExecutions({ from: 'last tuesday-ish' })).toThrow(/from: expected a date/);
    expect(() => history.listExecutions({ limit: 0 })).toThrow(HistoryQueryError);
    expect(() => history.listExecutions({ cursor: 'garbage!' })).toThrow(/cursor is not valid/);
    expect(() => history.listExecutions({ cursor: Buffer.from('{"a":1}').toString('base64url') })).toThrow(/cursor is not valid/);
    expect(() => history.listExecutions({ unknown: 1 } as never)).toThrow(HistoryQueryError);
    expect(listExecutionsInput.safeParse({ agent: 'a', tier: 'verify', limit: 10 }).success).toBe(true);
  });

  it('keyset pages are stable: no duplicates, no gaps, unaffected by new executions and equal start times', () => {
    const h = openHarness();
    open.push(h);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      // Several executions share a start time (the clock moves every third).
      if (i % 3 === 0) h.clock.advance(1000);
      ids.push(h.airlock.agent.executeAgent('c', { element_name: `agent-${i}` }).execution_id);
    }
    const history = new HistoryService(h.airlock.store.db);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = history.listExecutions({ limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
      // New executions arriving while a person pages do not shift the older pages.
      if (pages === 2) {
        h.clock.advance(1000);
        h.airlock.agent.executeAgent('c', { element_name: 'late-arrival' });
      }
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());
    // Order: newest start first, ties by id descending.
    const rows = seen.map((id) => history.execution(id)!);
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.startedAt > b.startedAt || (a.startedAt === b.startedAt && a.id > b.id)).toBe(true);
    }
  });

  it('agents() and clients() for the filter lists', () => {
    const { history } = build();
    expect(history.agents()).toEqual(['coder', 'deployer', 'researcher']);
    expect(history.clients()).toEqual(['claude-code', 'cursor', 'vscode']);
  });

  it('resolves an execution id from a unique prefix', () => {
    const { history, ids } = build();
    expect(history.resolveExecutionId(ids.approved)).toBe(ids.approved);
    expect(history.resolveExecutionId(ids.approved.slice(0, 8))).toBe(ids.approved);
    expect(() => history.resolveExecutionId('abc')).toThrow(IdLookupError);
    expect(() => history.resolveExecutionId('abc')).toThrow(/at least 4 characters/);
    expect(() => history.resolveExecutionId('zzzzzzzz')).toThrow(/No execution/);
  });
});

describe('search', () => {
  it('finds steps by words, phrases and prefixes, newest first, with the matches marked', () => {
    const { history, ids } = build();
    const page = history.search('deploy production');
    expect(page.hits.map((h) => h.executionId)).toEqual([ids.approved, ids.approved]);
    expect(page.hits[0]!.seq).toBe(2);
    const hit = page.hits[0]!;
    expect(hit).toMatchObject({ agent: 'deployer', client: 'cursor', tier: 'confirm', hint: 'reading the deploy notes of the web app for production' });
    expect(hit.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['deploy', 'production']);
    expect(snippetText(hit.snippet)).toBe('reading the «deploy» notes of the web app for «production»');
    expect(history.search('"billing credentials"').hits).toHaveLength(2);
    expect(history.search('"credentials billing"').hits).toHaveLength(0);
    expect(history.search('vect*').hits.map((h) => h.executionId)).toEqual([ids.expired]);
    expect(history.search('nothing-like-this-anywhere').hits).toEqual([]);
  });

  it('pages with a cursor', () => {
    const { history } = build();
    const first = history.search('deploy', { limit: 3 });
    expect(first.hits).toHaveLength(3);
    const second = history.search('deploy', { limit: 3, cursor: first.nextCursor! });
    expect(second.hits).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.hits, ...second.hits].map((h) => h.stepId);
    expect(all).toEqual(history.search('deploy', { limit: 50 }).hits.map((h) => h.stepId));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(() => history.search('deploy', { cursor: 'not-a-cursor' })).toThrow(/cursor is not valid/);
  });

  it('treats FTS5 syntax as plain words: hostile strings never crash and operators are not operators', () => {
    const { history } = build();
    const hostile = ['"', '*', 'NEAR(', '-', 'AND OR', 'NOT', 'OR', '(', ')', '^', "'", '\\', '"deploy', 'deploy"', 'NEAR(deploy web, 2)', 'hint:deploy', 'deploy AND', '*deploy', 'deploy**', '{hint}: x', '-deploy', 'deploy -web', '"""', 'a"b"c', '\u0000', '🔥 deploy'];
    for (const text of hostile) {
      try {
        const page = history.search(text);
        expect(Array.isArray(page.hits)).toBe(true);
        history.listExecutions({ text });
      } catch (error) {
        expect(error, `search(${JSON.stringify(text)})`).toBeInstanceOf(HistoryQueryError);
        expect((error as Error).message).toMatch(/word|search/i);
      }
    }
    // Operators are plain words: "AND OR" finds the hint with "and" and "or" in it.
    expect(history.search('AND OR').hits.map((h) => h.hint)).toEqual(['editing src/parser.ts to handle rock and roll or jazz']);
    // "-" is not NOT: "deploy -web" finds hints with deploy and web.
    expect(history.search('deploy -web').hits.every((h) => /web/.test(h.hint))).toBe(true);
    // A column filter is not a column filter.
    expect(history.search('hint:deploy').hits).toEqual([]);
    expect(() => history.search('"')).toThrow(/Nothing to search for/);
    expect(() => history.search('* - ( )')).toThrow(/Nothing to search for/);
  });

  it('any string at all: a page or a HistoryQueryError (property)', () => {
    const { history } = build();
    const fts = fc.stringMatching(/^[a-z"*()^:\-+ ]{0,20}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fts, fc.constantFrom('NEAR', 'AND', 'OR', 'NOT')), (text) => {
        try {
          history.search(text, { limit: 5 });
          history.listExecutions({ text, limit: 5 });
        } catch (error) {
          if (!(error instanceof HistoryQueryError)) throw error;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds quoted MATCH expressions', () => {
    expect(ftsQuery('rm -rf /tmp')).toBe('"rm" "-rf" "/tmp"');
    expect(ftsQuery('"git push" main')).toBe('"git push" "main"');
    expect(ftsQuery('deplo*')).toBe('"deplo"*');
    expect(ftsQuery('say "hi')).toBe('"say" "hi"');
    expect(ftsQuery('a"b')).toBe('"a""b"');
    expect(() => ftsQuery('"" * -')).toThrow(HistoryQueryError);
    expect(() => ftsQuery('de*')).toThrow(/at least 3 letters before the \*/);
    expect(ftsQuery('dep*')).toBe('"dep"*');
  });

  it('splits snippets into parts', () => {
    expect(splitSnippet('\u0001a\u0002 b \u0001c\u0002')).toEqual([
      { text: 'a', match: true },
      { text: ' b ', match: false },
      { text: 'c', match: true },
    ]);
    expect(splitSnippet('plain')).toEqual([{ text: 'plain', match: false }]);
  });
});

describe('timeline', () => {
  const kinds = (entries: TimelineEntry[]) =>
    entries.map((e) => (e.type === 'step' ? `step ${e.step.seq}` : e.type === 'decision' ? `decision ${e.decision.decision}` : `${e.event.scope === 'global' ? 'global ' : ''}${e.event.kind}`));

  it('merges steps, the human decision (with how long it took) and audit events, in order', () => {
    const { history, ids } = build();
    const t = history.timeline(ids.approved)!;
    expect(t.execution).toMatchObject({ id: ids.approved, agent: 'deployer', client: 'cursor', steps: 2, approvals: 1, stepLimit: 10 });
    expect(kinds(t.entries)).toEqual([
      'execution_started',
      'step 1',
      'confirmation_requested',
      'decision approved',
      'global halt',
      'global resume',
      'step 2',
      'approval_used',
      'execution_completed',
    ]);
    const first = t.entries[1]!;
    expect(first.type === 'step' && first.step).toMatchObject({
      hint: 'reading the deploy notes of the web app for production',
      tier: 'confirm',
      continued: false,
      stopped: false,
      confirmation: { status: 'approved', humanMs: 4500 },
    });
    if (first.type === 'step') {
      expect(first.step.factors.join(' ')).toMatch(/deploy notes\*/);
      expect(first.step.decisionUs).toBeGreaterThanOrEqual(0);
      expect(first.step.directive).toMatchObject({ continue: false });
    }
    const decision = t.entries[3]!;
    expect(decision.type === 'decision' && decision.decision).toMatchObject({
      decision: 'approved',
      decidedBy: 'human',
      scope: 'once',
      humanMs: 4500,
      stepSeq: 1,
      requestedAt: new Date(START + 2000 + DAY).toISOString(),
      decidedAt: new Date(START + 2000 + DAY + 4500).toISOString(),
    });
    // Time order holds too.
    const times = t.entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });

  it('shows a denial with its reason, an expiry as fail-closed, and a verification', () => {
    const { history, ids } = build();
    const denied = history.timeline(ids.denied)!;
    expect(kinds(denied.entries)).toEqual(['execution_started', 'step 1', 'confirmation_requested', 'decision denied', 'execution_aborted']);
    const d = denied.entries[3]!;
    expect(d.type === 'decision' && d.decision).toMatchObject({ decidedBy: 'human', reason: 'not on a Friday', humanMs: 12_000 });

    const expired = history.timeline(ids.expired)!;
    const e = expired.entries.find((x) => x.type === 'decision')!;
    expect(e.type === 'decision' && e.decision).toMatchObject({ decision: 'expired', decidedBy: 'timeout', humanMs: 61_000 });
    expect(kinds(expired.entries).at(-1)).toBe('step 2');

    const verified = history.timeline(ids.verified)!;
    expect(kinds(verified.entries)).toEqual([
      'execution_started',
      'step 1',
      'challenge_issued',
      'verification_succeeded',
      'step 2',
      'approval_used',
      'execution_completed',
    ]);
    const issued = verified.entries[2]!;
    expect(issued.type === 'event' && issued.event.text).toMatch(/code shown to the human/);
  });

  it('is chronological even where the commit order is not: an expiry noticed late sits at its deadline', () => {
    const h = openHarness({ policy: { oversightTimeoutSeconds: 60, patterns: { requiresApproval: ['*deploy*'] } } as never });
    open.push(h);
    const first = h.airlock.agent.recordStep('cursor', { element_name: 'bot', nextActionHint: 'deploy the preview to staging' });
    // Nothing ticks for ten minutes (Airlock was not running, say); then a halt and a resume.
    h.clock.advance(10 * 60_000);
    h.airlock.human.halt();
    h.clock.advance(1000);
    h.airlock.human.resume();
    h.clock.advance(1000);
    h.airlock.loop.tick(); // the expiry is recorded only now, after the halt
    h.airlock.agent.recordStep('cursor', { element_name: 'bot', nextActionHint: 'read the build log' });
    const t = new HistoryService(h.airlock.store).timeline(first.execution_id)!;
    expect(kinds(t.entries)).toEqual(['execution_started', 'step 1', 'confirmation_requested', 'decision expired', 'global halt', 'global resume', 'step 2']);
    const times = t.entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    const expiry = t.entries.find((e) => e.type === 'decision')!;
    expect(Date.parse(expiry.at) - Date.parse(t.entries[1]!.at)).toBe(60_000);
  });

  it('returns null for an unknown execution', () => {
    const { history } = build();
    expect(history.timeline('no-such-execution')).toBeNull();
  });

  it('never carries a verification code', () => {
    const { h, history, ids } = build();
    const text = JSON.stringify([history.timeline(ids.verified), history.search('rotate'), history.listExecutions()]);
    expect(h.codes.length).toBeGreaterThan(0);
    for (const { code } of h.codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace(/-/g, ''));
    }
    expect(text).not.toMatch(/code_hash|salt/);
  });
});
