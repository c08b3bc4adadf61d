// The state cache (store/state-cache.ts): what a step reads before deciding is
// kept in memory between steps. Whatever changes that state between two steps
// — the person through Airlock, another connection to the database, a write on
// Airlock's own connection outside the repositories, a rolled-back transaction —
// must be seen by the next step. Real SQLite files, through the agent side the
// MCP server calls (recordStepGrouped).
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { AirlockStore } from '../../../src/main/store';
import { AuditRepository } from '../../../src/main/store/audit';
import { verifyAuditDatabase } from '../../../src/main/evidence/audit-db';
import { harnessPerTest, type Harness } from '../../helpers/airlock';
import { actionDigest } from '../../../src/main/core';

const CLIENT = 'cache-client';
const AGENT = 'cache-agent';
const harness = harnessPerTest();
const store = (h: Harness): AirlockStore => h.airlock.store as AirlockStore;
const dbFile = (h: Harness): string => path.join(h.home, 'airlock.db');

let hintNo = 0;
const step = (h: Harness, agent = AGENT) => h.airlock.agent.recordStepGrouped(CLIENT, { element_name: agent, nextActionHint: `read file src/cache/part-${hintNo++}.ts` });

/** A second connection, as the CLI or sqlite3 by hand would open. */
function otherConnection(h: Harness, sql: string, ...params: unknown[]): void {
  const db = new Database(dbFile(h));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

describe('state cache', () => {
  it('answers repeated steps from memory: no clears while only steps write', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    await step(h);
    const clears = store(h).cache.stats.clears;
    for (let i = 0; i < 20; i++) expect((await step(h)).directive.continue).toBe(true);
    expect(store(h).cache.stats.clears).toBe(clears);
  });

  it("a person's grant between two steps is seen by the second", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 2 } });
    const first = await step(h);
    expect(first.directive.continue).toBe(true);
    expect((await step(h)).directive.continue).toBe(true);
    expect((await step(h)).directive.continue).toBe(false); // the limit
    h.airlock.human.grantSteps(first.execution_id, 5);
    expect((await step(h)).directive.continue).toBe(true);
  });

  it("a person's halt and resume between two steps are seen by the next", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    expect((await step(h)).directive.continue).toBe(true);
    h.airlock.human.halt(AGENT);
    expect((await step(h)).directive.continue).toBe(false);
    h.airlock.human.resume(AGENT);
    expect((await step(h)).directive.continue).toBe(true);
  });

  it("a person's reset of an agent's limits restarts its loop window at the next step", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000, loopDetection: { repeats: 3, windowSteps: 10, pauseOn: 'any' } } });
    const same = () => h.airlock.agent.recordStepGrouped(CLIENT, { element_name: AGENT, nextActionHint: 'run the same command: npm run lint' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await same()).directive.continue);
    expect(answers).toContain(false); // the loop was noticed
    h.airlock.human.resetLimits(AGENT);
    expect((await same()).directive.continue).toBe(true);
  });

  it('a halt written by another connection (sqlite3, the CLI) is obeyed at the next step', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    expect((await step(h)).directive.continue).toBe(true);
    expect((await step(h)).directive.continue).toBe(true);
    otherConnection(h, 'INSERT INTO halts (scope, at) VALUES (?, ?)', AGENT, new Date(0).toISOString());
    expect((await step(h)).directive.continue).toBe(false);
  });

  it("another connection's write is not lost when Airlock's own work runs before the next step", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    await step(h);
    otherConnection(h, 'INSERT INTO halts (scope, at) VALUES (?, ?)', AGENT, new Date(0).toISOString());
    // A transaction of the person's, and the hint index's batch (its timer), run first.
    h.airlock.human.grantSteps(execution_id, 1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await step(h)).directive.continue).toBe(false);
  });

  it("an agent's used steps raised by another connection count at the next step", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 50 } });
    expect((await step(h)).directive.continue).toBe(true);
    expect((await step(h)).directive.continue).toBe(true);
    otherConnection(h, 'UPDATE agent_limits SET steps_used = 50 WHERE agent = ?', AGENT);
    expect((await step(h)).directive.continue).toBe(false);
  });

  it("a write on Airlock's own connection outside the repositories is seen by the next step", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    expect((await step(h)).directive.continue).toBe(true);
    store(h).db.prepare('INSERT INTO halts (scope, at) VALUES (?, ?)').run(AGENT, new Date(0).toISOString());
    expect((await step(h)).directive.continue).toBe(false);
  });

  it('an audit row appended on the same connection by other code (retention) keeps the chain whole', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    await step(h);
    await step(h);
    const other = new AuditRepository(store(h).db);
    store(h).db.transaction(() => other.append({ at: new Date(0).toISOString(), kind: 'retention_applied', detail: { by: 'test' } }))();
    expect((await step(h)).directive.continue).toBe(true);
    expect((await step(h)).directive.continue).toBe(true);
    expect(verifyAuditDatabase(dbFile(h)).ok).toBe(true);
  });

  it('a rolled-back transaction leaves nothing of itself in memory', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    const s = store(h);
    const before = s.transaction(() => s.executions.byId(execution_id)!.step_count);
    expect(() =>
      s.transaction(() => {
        s.executions.recordStep({ id: execution_id, used: true, outcome: null, tokens: 0, cost: 0, highestTier: 'advisory', paused: false, blocked: false, at: new Date(0).toISOString() });
        expect(s.executions.byId(execution_id)!.step_count).toBe(before + 1);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(s.transaction(() => s.executions.byId(execution_id)!.step_count)).toBe(before);
    expect((await step(h)).step).toBe(before + 1);
  });

  it('a verify challenge standing for an action, written by another connection, holds that action at the next step', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    await step(h); // the table is known to hold no standing challenge now
    const hint = 'read file src/cache/held.ts';
    otherConnection(
      h,
      `INSERT INTO challenges (id, kind, agent, client, execution_id, action_digest, hint, code_hash, salt, status, created_at, expires_at_ms)
       VALUES ('held-by-test', 'verify', ?, ?, ?, ?, ?, 'x', 'x', 'active', ?, ?)`,
      AGENT,
      CLIENT,
      execution_id,
      actionDigest(hint),
      hint,
      new Date().toISOString(),
      Date.now() + 600_000,
    );
    const held = await h.airlock.agent.recordStepGrouped(CLIENT, { element_name: AGENT, nextActionHint: hint });
    expect(held.directive.continue).toBe(false);
    expect((await step(h)).directive.continue).toBe(true); // the agent's other actions go on
  });

  it('a notice queued by another connection is delivered with the next step', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    expect((await step(h)).directive.notifications ?? []).toEqual([]); // known to have nothing waiting now
    const notice = { type: 'info', message: 'queued by another connection', timestamp: new Date(0).toISOString() };
    otherConnection(h, 'INSERT INTO notifications (execution_id, payload) VALUES (?, ?)', execution_id, JSON.stringify(notice));
    expect((await step(h)).directive.notifications).toEqual([notice]);
    expect((await step(h)).directive.notifications ?? []).toEqual([]); // delivered once
  });
  it('a governor session written by another connection governs the execution from its next step', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    await step(h); // known to be ungoverned now
    otherConnection(
      h,
      `INSERT INTO governor_sessions (execution_id, root_id, kind, agent, last_step_ms) VALUES (?, ?, 'root', ?, 0)`,
      execution_id,
      execution_id,
      AGENT,
    );
    await h.airlock.agent.recordStepGrouped(CLIENT, { element_name: AGENT, nextActionHint: `read file src/cache/part-${hintNo++}.ts`, usage: { tokens: 7 } });
    expect(store(h).governor.session(execution_id)?.tokens).toBe(7);
  });

  it('a governor session added on the same connection inside the step is found by that step', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { execution_id } = await step(h);
    await step(h);
    store(h).transaction(() => {
      expect(store(h).governor.session(execution_id)).toBeUndefined();
      store(h).governor.insertSession({
        execution_id, root_id: execution_id, parent_id: null, kind: 'root', agent: AGENT, profile_key: null,
        persona: null, peer: null, scopes: null, budget: null, depth: 0, phase: null, last_step_ms: 0,
      });
      expect(store(h).governor.session(execution_id)?.execution_id).toBe(execution_id);
    });
  });

  it("an execution's highest tier is stored when a step raises it, and kept while steps stay at or under it (perf11)", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const tierOf = (id: string) => (store(h).db.prepare('SELECT highest_tier, step_count FROM executions WHERE id = ?').get(id) as { highest_tier: string; step_count: number });
    const first = await step(h);
    await step(h);
    expect(tierOf(first.execution_id)).toEqual({ highest_tier: 'advisory', step_count: 2 });
    const raised = await h.airlock.agent.recordStepGrouped(CLIENT, { element_name: AGENT, nextActionHint: 'executing shell command: git push --force origin main' });
    expect(raised.execution_id).toBe(first.execution_id);
    const high = tierOf(first.execution_id).highest_tier;
    expect(high).not.toBe('advisory');
    await step(h);
    expect(tierOf(first.execution_id)).toEqual({ highest_tier: high, step_count: 4 });
    // Another connection lowers it by hand: the next step reads the row again and stores its own tier over it.
    otherConnection(h, "UPDATE executions SET highest_tier = 'advisory' WHERE id = ?", first.execution_id);
    await h.airlock.agent.recordStepGrouped(CLIENT, { element_name: AGENT, nextActionHint: 'executing shell command: git push --force origin main' });
    expect(tierOf(first.execution_id)).toEqual({ highest_tier: high, step_count: 5 });
  });
});
