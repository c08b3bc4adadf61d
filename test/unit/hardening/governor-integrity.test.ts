// The runtime governor's decisions are provable like the rest (issue 14 item 2
// applied to issue 17): a governor halt removed with sqlite3 stays in force and
// is put back, also after a restart; the person's resume is a signed event; a
// phase entry or a paused spawn approved in the database without the person
// counts for nothing.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyInput } from '../../../src/main/core';
import { databaseFile } from '../../../src/main/paths';
import { catchError, harnessPerTest, type Harness } from '../../helpers/airlock';

const harness = harnessPerTest();
const savedKeychain = process.env.AIRLOCK_KEYCHAIN;
process.env.AIRLOCK_KEYCHAIN = 'file';
afterEach(() => {
  if (savedKeychain === undefined) delete process.env.AIRLOCK_KEYCHAIN;
  else process.env.AIRLOCK_KEYCHAIN = savedKeychain;
  process.env.AIRLOCK_KEYCHAIN = 'file';
});

const CLIENT = 'gov-client';
const read = (file: string) => ({ tool: 'Read', arguments: { file_path: file } });

function governed(agent: Record<string, unknown>): PolicyInput {
  return { maxAutonomousSteps: 1000, loopDetection: { repeats: 100, windowSteps: 200 }, agents: { coder: agent } } as PolicyInput;
}

/** What an agent with a shell does: its own connection to the database file. */
function sqlite3(h: Harness, sql: string, ...params: unknown[]): void {
  const db = new Database(databaseFile(h.home));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const flush = (): Promise<void> => new Promise((r) => setImmediate(r));
const alertsOf = (h: Harness, kind: string): number => h.airlock.human.integrityAlerts().filter((a) => a.kind === kind).length;

describe('governor halts and resumes are provable', () => {
  it('a governor halt deleted with sqlite3 stays in force (also after a restart); the resume is signed', async () => {
    let h = harness({ policy: governed({ permissions: { resource_limits: { budget: { tokens: { per_session: 10 } } } } }) });
    const step = (tokens: number, execution_id?: string) =>
      h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes', action: read('notes.md'), usage: { tokens }, ...(execution_id ? { execution_id } : {}) });
    expect(step(20).directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'halt' } });
    const signedHalt = h.airlock.store.db.prepare("SELECT subject, sig FROM audit WHERE kind = 'governor_halt'").get() as { subject: string; sig: string | null };
    expect(signedHalt).toMatchObject({ subject: 'coder' });
    expect(signedHalt.sig).toBeTruthy();

    // The agent (with a shell) lifts its own halt in the database.
    sqlite3(h, 'DELETE FROM governor_halts');
    sqlite3(h, 'UPDATE governor_sessions SET halted_cause = NULL, halted_at = NULL');
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' }))).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_budget_exhausted' } });
    await flush();
    expect(alertsOf(h, 'forged_resume')).toBe(1);
    expect(h.airlock.human.governorState().halts).toEqual([expect.objectContaining({ agent: 'coder' })]);

    // Deleted again, then Airlock restarts: the signed halt is the proof.
    sqlite3(h, 'DELETE FROM governor_halts');
    h = h.reopen();
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' })).code).toBe('GOVERNOR_DENIED');

    // The person resumes: a signed decision, and the agent runs again.
    h.airlock.human.resume('coder');
    const resumed = h.airlock.store.db.prepare("SELECT subject, sig FROM audit WHERE kind = 'governor_resumed'").get() as { subject: string; sig: string | null };
    expect(resumed).toMatchObject({ subject: 'coder' });
    expect(resumed.sig).toBeTruthy();
    const next = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    expect(step(1, next.execution_id).directive.continue).toBe(true);
    h = h.reopen();
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' }).execution_id).toBeTruthy();
  });

  it('a persona\'s own halt is signed too: cleared with sqlite3 it is put back (also after a restart); the person\'s resume of it is signed', async () => {
    const profile = {
      tools: ['Read', 'Bash'],
      permissions: { resource_limits: { budget: { tokens: { per_session: 1000 } } }, sub_agents: [{ name: 'tester', tools: ['Bash'], max_parallel: 1, budget_share: 0.25 }] },
    };
    let h = harness({ policy: governed(profile) });
    const parent = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    const persona = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'tester', parent_execution_id: parent.execution_id });
    const personaStep = (tokens: number) =>
      h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id: persona.execution_id, nextActionHint: 'running the tests', action: { tool: 'Bash', arguments: { command: 'npm test' } }, usage: { tokens } });
    expect(personaStep(300).directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'halt' } });
    const signed = h.airlock.store.db.prepare("SELECT subject, sig, detail FROM audit WHERE kind = 'governor_halt'").all() as Array<{ subject: string; sig: string | null; detail: string }>;
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatchObject({ subject: `persona:${persona.execution_id}` });
    expect(signed[0]!.sig).toBeTruthy();
    expect(JSON.parse(signed[0]!.detail)).toMatchObject({ scope: 'persona' });
    // A persona's halt does not hold the agent: its parent session goes on.
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id: parent.execution_id, nextActionHint: 'reading a.ts', action: read('a.ts') }).directive.continue).toBe(true);

    // The agent clears the persona's halt in the database: the persona stays halted, and it is raised.
    sqlite3(h, 'UPDATE governor_sessions SET halted_cause = NULL, halted_at = NULL WHERE execution_id = ?', persona.execution_id);
    expect(personaStep(0).directive).toMatchObject({ continue: false, degradation: { action: 'halt' } });
    await flush();
    expect(alertsOf(h, 'forged_resume')).toBe(1);
    expect(h.airlock.human.governorState().sessions.find((s) => s.executionId === persona.execution_id)?.halted).toMatchObject({ cause: 'on_budget_exhausted' });

    // Cleared again, then Airlock restarts: the signed halt is the proof.
    sqlite3(h, 'UPDATE governor_sessions SET halted_cause = NULL, halted_at = NULL WHERE execution_id = ?', persona.execution_id);
    h = h.reopen();
    expect(personaStep(0).directive).toMatchObject({ continue: false, degradation: { action: 'halt' } });

    // The person resumes the agent: the persona's halt is lifted by a signed event, and stays lifted after a restart.
    h.airlock.human.resume('coder');
    const resumed = h.airlock.store.db.prepare("SELECT subject, sig FROM audit WHERE kind = 'governor_resumed'").all() as Array<{ subject: string; sig: string | null }>;
    expect(resumed).toEqual([expect.objectContaining({ subject: `persona:${persona.execution_id}` })]);
    expect(resumed[0]!.sig).toBeTruthy();
    expect(h.airlock.human.governorState().sessions.find((s) => s.executionId === persona.execution_id)?.halted).toBeNull();
    h = h.reopen();
    expect(h.airlock.human.governorState().sessions.find((s) => s.executionId === persona.execution_id)?.halted).toBeNull();
    expect(alertsOf(h, 'forged_resume')).toBe(0);
  });

  it('a phase entry approved with sqlite3 does not move the phase; the forged decision is undone', async () => {
    const h = harness({ policy: governed({ phases: [{ name: 'plan', tools: ['Read'] }, { name: 'build', tools: ['Read', 'Bash'], confirm_entry: true }] }) });
    const { execution_id } = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    const bash = () => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } });
    const asked = h.airlock.agent.enterPhase(CLIENT, { element_name: 'coder', phase: 'build' });
    expect(asked.status).toBe('pending');
    sqlite3(h, "UPDATE confirmations SET status = 'approved', scope = 'once', decided_at = ? WHERE id = ?", new Date().toISOString(), asked.confirmation_id);
    expect(bash().directive.reason).toBe('tool_not_granted');
    expect(h.airlock.agent.enterPhase(CLIENT, { element_name: 'coder', phase: 'build' }).status).toBe('pending');
    await flush();
    expect(alertsOf(h, 'forged_confirmation')).toBeGreaterThanOrEqual(1);
    expect(h.airlock.human.governorState().sessions[0]).toMatchObject({ phase: 'plan' });
  });

  it('a paused persona spawn approved with sqlite3 is still refused', async () => {
    const h = harness({ policy: governed({ permissions: { sub_agents: [{ name: 'tester', tools: ['Bash'] }] }, runtime: { degradation: { on_sub_agent_denied: { action: 'pause' } } } }) });
    const root = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' }).execution_id;
    const spawn = () => catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'reviewer', parent_execution_id: root }));
    expect(spawn()).toMatchObject({ code: 'GOVERNOR_DENIED' });
    const card = h.airlock.human.listPending()[0]!;
    sqlite3(h, "UPDATE confirmations SET status = 'approved', scope = 'once', decided_at = ? WHERE id = ?", new Date().toISOString(), card.id);
    expect(spawn()).toMatchObject({ code: 'GOVERNOR_DENIED' });
    await flush();
    expect(alertsOf(h, 'forged_confirmation')).toBeGreaterThanOrEqual(1);
    // The person's own approval lets the same spawn go.
    h.airlock.human.approve(card.id);
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'reviewer', parent_execution_id: root }).execution_id).toBeTruthy();
  });
});

describe('the governor view is inert', () => {
  it('agent text in sessions and events (tool names, personas) reaches the screen with controls and bidi overrides tagged', () => {
    const h = harness({ policy: governed({ anomaly_baseline: { expected_tools: ['Read'] }, runtime: { degradation: { on_anomaly: { action: 'continue' } } } }) });
    const tool = 'Sh\u202eell\u001b[2J';
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'running a tool', action: { tool, arguments: {} } }).directive.continue).toBe(true);
    const view = h.airlock.human.governorState();
    const shown = JSON.stringify([view.sessions, view.events, view.halts]);
    expect(view.events.some((e) => e.cause === 'on_anomaly' && e.summary.includes('<U+202E>'))).toBe(true);
    expect(shown).not.toContain('\u202e');
    expect(shown).not.toContain('\u001b');
  });
});
