// A governed execution exported as a signed enforcement record: the
// governor's events appear with the seed's cause and action vocabulary, a
// persona's events carry its name, the tier is R3, the limits name the
// profile and the cost model, and the record verifies.
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../../helpers/airlock';
import { runExport } from '../../../src/cli/commands/export';
import { verifyRecord, type EnforcementRecord } from '../../../src/main/evidence';
import type { PolicyInput } from '../../../src/main/core';

let harness: Harness;
const savedKeychain = process.env.AIRLOCK_KEYCHAIN;

const POLICY = {
  maxAutonomousSteps: 100,
  agents: {
    coder: {
      tools: ['Read', 'Bash'],
      permissions: { resource_limits: { budget: { tokens: { per_session: 1000 } } }, sub_agents: [{ name: 'tester', tools: ['Bash'] }] },
      runtime: { degradation: { on_anomaly: { action: 'continue' } } },
      anomaly_baseline: { expected_tools: ['Read'] },
      phases: [{ name: 'plan', tools: ['Read'] }, { name: 'build' }],
    },
  },
} as PolicyInput;

async function record(executionId: string, extra: { noHints?: boolean } = {}): Promise<EnforcementRecord> {
  const out: string[] = [];
  const code = await runExport(executionId, { home: harness.home, format: 'record', ...(extra.noHints ? { hints: false } : {}) }, { out: (t) => out.push(t), err: () => {} });
  expect(code).toBe(0);
  return JSON.parse(out.join('')) as EnforcementRecord;
}

beforeEach(() => {
  process.env.AIRLOCK_KEYCHAIN = 'file';
  harness = openHarness({ policy: POLICY });
});

afterEach(() => {
  harness.close();
  fs.rmSync(harness.home, { recursive: true, force: true });
  if (savedKeychain === undefined) delete process.env.AIRLOCK_KEYCHAIN;
  else process.env.AIRLOCK_KEYCHAIN = savedKeychain;
});

describe('signed record of a governed execution', () => {
  it('lists the governor\'s events with the seed\'s causes, personas named, tier R3, and verifies', async () => {
    const { agent } = harness.airlock;
    // After the policy's adoption at start (an event of its own, at the same instant on a frozen clock).
    harness.clock.advance(1000);
    const root = agent.executeAgent('c', { element_name: 'coder' }).execution_id;
    harness.clock.advance(1000);
    expect(agent.recordStep('c', { element_name: 'coder', execution_id: root, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } }).directive.reason).toBe('tool_not_granted');
    agent.enterPhase('c', { element_name: 'coder', phase: 'build' });
    harness.clock.advance(1000);
    expect(agent.recordStep('c', { element_name: 'coder', execution_id: root, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } }).directive.continue).toBe(true);
    const child = agent.executeAgent('c', { element_name: 'coder', persona: 'tester', parent_execution_id: root }).execution_id;
    harness.clock.advance(1000);
    agent.recordStep('c', { element_name: 'coder', execution_id: child, nextActionHint: 'running the tests', action: { tool: 'Bash', arguments: { command: 'npm test' } }, usage: { tokens: 2000 } });
    harness.clock.advance(1000);
    agent.completeExecution('c', { element_name: 'coder', execution_id: root });

    const rec = await record(root);
    expect(verifyRecord(rec, { publicKey: rec.governor })).toMatchObject({ ok: true });
    expect(rec.tier).toBe('R3');
    expect(rec.limits).toMatchObject({ governance: { session_kind: 'root', profile_key: 'coder', cost_model: expect.stringContaining('usage.cost_usd'), profile: { tools: ['Read', 'Bash'] } } });
    const events = rec.events.map((e) => [e.cause, e.action]);
    expect(events).toEqual([
      ['on_tool_not_granted', 'fallback'],
      ['on_anomaly', 'continue'],
      ['on_sub_agent_admitted', 'continue'],
      ['on_budget_exhausted', 'halt'],
    ]);
    expect(rec.events[1]!.detail).toMatchObject({ deviation: 'unexpected_tool', tool: 'Bash', overrode: 'on_anomaly' });
    expect(rec.events[3]!.detail).toMatchObject({ persona: 'tester', fail_closed: true, scope: 'per_session', execution: child });
    expect(rec.outcome).toBe('halted');
    // Every event is chained; the governor's own summary is left out with --no-hints.
    const bare = await record(root, { noHints: true });
    expect(bare.events.every((e) => e.detail?.summary === undefined)).toBe(true);
    expect(verifyRecord(bare, { publicKey: bare.governor })).toMatchObject({ ok: true });
  });

  it('an execution without a profile keeps its R2 record', async () => {
    const { agent } = harness.airlock;
    const id = agent.recordStep('c', { element_name: 'someone', nextActionHint: 'reading a' }).execution_id;
    const rec = await record(id);
    expect(rec.tier).toBe('R2');
    expect(rec.limits?.governance).toBeUndefined();
  });
});
