// Group commit (store/group-commit.ts): steps that arrive in the same turn of
// the event loop are written in one transaction, in arrival order, and each
// answer waits for that commit. On a real SQLite file, through the agent side
// the MCP server calls (recordStepGrouped).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReadOnly, type AirlockStore } from '../../../src/main/store';
import { verifyAuditDatabase } from '../../../src/main/evidence/audit-db';
import type { RecordStepResult } from '../../../src/main/loop/api';
import { harnessPerTest, type Harness } from '../../helpers/airlock';

const CLIENT = 'group-client';
const harness = harnessPerTest();

const dbFile = (h: Harness): string => path.join(h.home, 'airlock.db');
const store = (h: Harness): AirlockStore => h.airlock.store as AirlockStore;
/** Rows another connection can see: only what was committed. */
function committedSteps(h: Harness): number {
  const reader = openReadOnly(dbFile(h));
  try {
    return (reader.prepare('SELECT count(*) AS n FROM steps').get() as { n: number }).n;
  } finally {
    reader.close();
  }
}
function rowCounts(h: Harness): { steps: number; executions: number; audit: number } {
  return h.airlock.store.db.prepare('SELECT (SELECT count(*) FROM steps) AS steps, (SELECT count(*) FROM executions) AS executions, (SELECT count(*) FROM audit) AS audit').get() as {
    steps: number;
    executions: number;
    audit: number;
  };
}
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const summary = (r: RecordStepResult) => ({ step: r.step, continue: r.directive.continue, reason: r.directive.reason ?? null });

describe('group commit', () => {
  it('answers a step only after its rows are committed, and commits the steps of one turn together', async () => {
    const h = harness();
    const groupsBefore = store(h).group.stats.groups;
    let answered = 0;
    const steps = Array.from({ length: 5 }, (_, i) =>
      h.airlock.agent.recordStepGrouped(`${CLIENT}-${i}`, { element_name: `agent-${i}`, nextActionHint: `read file src/part-${i}.ts` }).then((r) => {
        answered++;
        return r;
      }),
    );
    await Promise.resolve();
    expect(answered).toBe(0);
    expect(committedSteps(h)).toBe(0);
    const results = await Promise.all(steps);
    expect(results.every((r) => r.directive.continue)).toBe(true);
    expect(committedSteps(h)).toBe(5);
    expect(store(h).group.stats.groups - groupsBefore).toBe(1);
    expect(store(h).group.stats.largest).toBeGreaterThanOrEqual(5);
  });

  it('an agent alone is committed in the same turn, without waiting for company', async () => {
    const h = harness();
    const step = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'alone', nextActionHint: 'read file a.ts' });
    await nextTurn();
    expect(committedSteps(h)).toBe(1);
    await expect(step).resolves.toMatchObject({ step: 1, directive: { continue: true } });
  });

  it('two steps of one agent in one group decide exactly as one after the other (loop detection, step limit)', async () => {
    const policy = { maxAutonomousSteps: 5, loopDetection: { repeats: 3, windowSteps: 10, pauseOn: 'any' as const } };
    const hints = ['read file a.ts', 'read file a.ts', 'read file a.ts', 'read file b.ts', 'read file c.ts', 'read file d.ts', 'read file e.ts'];
    const one = harness({ policy });
    const sequential = hints.map((hint) => summary(one.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: hint })));
    const two = harness({ policy });
    const concurrent = (await Promise.all(hints.map((hint) => two.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'bot', nextActionHint: hint })))).map(summary);
    expect(concurrent).toEqual(sequential);
    // The loop was seen (the third repeat paused) and the step limit was reached inside the group.
    expect(concurrent[2]).toMatchObject({ continue: false, reason: 'the same action keeps repeating' });
    expect(concurrent.filter((s) => !s.continue).length).toBeGreaterThanOrEqual(2);
    expect(concurrent.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('many agents at once: every step stored once, in order per agent, in one commit', async () => {
    const h = harness();
    const agents = 16;
    const perAgent = 4;
    const groupsBefore = store(h).group.stats.groups;
    const calls: Array<Promise<RecordStepResult>> = [];
    for (let s = 0; s < perAgent; s++) {
      for (let a = 0; a < agents; a++) calls.push(h.airlock.agent.recordStepGrouped(`${CLIENT}-${a}`, { element_name: `agent-${a}`, nextActionHint: `read file src/${a}/${s}.ts` }));
    }
    const results = await Promise.all(calls);
    expect(store(h).group.stats.groups - groupsBefore).toBe(1);
    const rows = h.airlock.store.db.prepare('SELECT agent, seq, hint, directive FROM steps ORDER BY id').all() as Array<{ agent: string; seq: number; hint: string; directive: string }>;
    expect(rows).toHaveLength(agents * perAgent);
    for (let a = 0; a < agents; a++) {
      const mine = rows.filter((r) => r.agent === `agent-${a}`);
      expect(mine.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
      expect(mine.map((r) => r.hint)).toEqual([0, 1, 2, 3].map((s) => `read file src/${a}/${s}.ts`));
    }
    // Each answer is the directive stored for it.
    for (const [i, r] of results.entries()) expect(JSON.parse(rows[i]!.directive)).toEqual(r.directive);
    expect(verifyAuditDatabase(dbFile(h)).ok).toBe(true);
  });

  it('a person\'s action in the same turn commits the waiting steps first', async () => {
    const h = harness();
    const step = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'bot', nextActionHint: 'read file a.ts' });
    h.airlock.human.halt('someone-else');
    // The halt committed in a transaction of its own, after the step's group.
    expect(committedSteps(h)).toBe(1);
    await expect(step).resolves.toMatchObject({ directive: { continue: true } });
    const kinds = (h.airlock.store.db.prepare('SELECT kind FROM audit ORDER BY seq').all() as Array<{ kind: string }>).map((r) => r.kind);
    expect(kinds.indexOf('step')).toBeLessThan(kinds.lastIndexOf('halt'));
  });

  it('a step that fails inside a group takes back only its own rows; the others are kept and the chain is whole', async () => {
    const h = harness();
    const audit = h.airlock.store.audit;
    const original = audit.append.bind(audit);
    audit.append = (input) => {
      if (input.kind === 'step' && input.agent === 'broken') throw new Error('disk trouble (secret detail)');
      return original(input);
    };
    const before = rowCounts(h);
    const good1 = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'fine-1', nextActionHint: 'read file a.ts' });
    const bad = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'broken', nextActionHint: 'read file b.ts' });
    const good2 = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'fine-2', nextActionHint: 'read file c.ts' });
    await expect(bad).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    await expect(bad).rejects.not.toThrow(/secret/);
    await expect(good1).resolves.toMatchObject({ directive: { continue: true } });
    await expect(good2).resolves.toMatchObject({ directive: { continue: true } });
    audit.append = original;
    const after = rowCounts(h);
    expect(after.steps - before.steps).toBe(2);
    expect(h.airlock.store.db.prepare("SELECT count(*) AS n FROM steps WHERE agent = 'broken'").get()).toEqual({ n: 0 });
    // The next step links to the kept rows: no tampering reported, the chain verifies.
    await h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'fine-1', nextActionHint: 'read file d.ts' });
    expect(h.airlock.store.audit.alerts()).toEqual([]);
    expect(verifyAuditDatabase(dbFile(h)).ok).toBe(true);
  });

  it('when the group\'s commit fails, every step in it gets a clear error, nothing of it remains, and nothing is shown for it', async () => {
    const h = harness();
    const db = h.airlock.store.db;
    // A real commit-time failure: a deferred foreign key is checked at COMMIT.
    db.exec('CREATE TABLE test_parent (id INTEGER PRIMARY KEY); CREATE TABLE test_child (parent INTEGER REFERENCES test_parent(id) DEFERRABLE INITIALLY DEFERRED)');
    const before = rowCounts(h);
    const events: string[] = [];
    const unsubscribe = h.airlock.human.subscribe((event) => events.push(event.type));
    const first = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'a', nextActionHint: 'read file a.ts' });
    const poison = store(h).grouped(() => db.prepare('INSERT INTO test_child (parent) VALUES (42)').run());
    // A verify-tier step: its code would be shown to the person once stored.
    const second = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'b', nextActionHint: 'rotate the signing keys', riskScore: 75 });
    for (const lost of [first, second]) {
      const error = await lost.then(
        () => null,
        (e: unknown) => e as { code?: string; message: string; details?: Record<string, unknown> },
      );
      expect(error).toMatchObject({ code: 'INTERNAL_ERROR', details: { reason: 'not_stored' } });
      expect(error!.message).toMatch(/nothing of it was kept.*report the step again/);
    }
    await expect(poison.durable).rejects.toThrow(/did not commit/);
    await nextTurn();
    expect(rowCounts(h)).toEqual(before);
    expect(h.codes).toHaveLength(0);
    expect(events).not.toContain('step');
    unsubscribe();

    // The store goes on: the next steps are kept, the chain has no gap and no false alarm.
    await expect(h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'a', nextActionHint: 'read file a.ts' })).resolves.toMatchObject({ step: 1 });
    expect(h.airlock.store.audit.alerts()).toEqual([]);
    expect(verifyAuditDatabase(dbFile(h)).ok).toBe(true);
  });

  it('flushes to disk every commit that carries more than plain go-ahead steps, before its answers', async () => {
    const h = harness({ policy: { patterns: { deny: ['*nuke*'], requiresApproval: ['*deploy*'], autoApprove: [] } } });
    const wal = store(h).wal;
    expect(wal.durability).toBe('decisions');
    expect(h.airlock.store.db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL: Airlock flushes itself
    let flushes = wal.flushes;
    await Promise.all([0, 1, 2].map((i) => h.airlock.agent.recordStepGrouped(CLIENT, { element_name: `reader-${i}`, nextActionHint: `read file ${i}.ts` })));
    expect(wal.flushes - flushes).toBe(0);
    for (const hint of ['deploy the app to staging', 'nuke the cluster']) {
      flushes = wal.flushes;
      let flushedWhenAnswered = -1;
      const plainOne = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'reader', nextActionHint: 'read file x.ts' });
      const answer = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'actor', nextActionHint: hint }).then((r) => {
        flushedWhenAnswered = wal.flushes - flushes;
        return r;
      });
      expect((await answer).directive.continue).toBe(false);
      await plainOne;
      expect(flushedWhenAnswered).toBe(1);
    }
    flushes = wal.flushes;
    h.airlock.human.halt('someone');
    expect(wal.flushes - flushes).toBe(1);
  });

  it('closing the store commits a group still waiting', async () => {
    const h = harness();
    const step = h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'bot', nextActionHint: 'read file a.ts' });
    h.close();
    await expect(step).resolves.toMatchObject({ step: 1 });
    const reader = openReadOnly(dbFile(h));
    expect(reader.prepare('SELECT count(*) AS n FROM steps').get()).toEqual({ n: 1 });
    reader.close();
  });
});
