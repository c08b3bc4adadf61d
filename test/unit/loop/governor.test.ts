// The runtime governor in the safety loop, with a real SQLite store and a
// clock the test moves: counters per session and per rolling day, halts that
// hold the agent until the person resumes it, pauses and their timeouts,
// personas, delegation, phases, anomalies, monitoring mode.
import { describe, expect, it } from 'vitest';
import type { PolicyInput } from '../../../src/main/core';
import { observe } from '../../../src/main/clients/hooks';
import { catchError, harnessPerTest } from '../../helpers/airlock';

const CLIENT = 'gov-client';
const harness = harnessPerTest();

function governed(agent: Record<string, unknown>, extra: PolicyInput = {}): PolicyInput {
  return { maxAutonomousSteps: 1000, loopDetection: { repeats: 100, windowSteps: 200 }, ...extra, agents: { coder: agent } } as PolicyInput;
}

const read = (file: string) => ({ tool: 'Read', arguments: { file_path: file } });

describe('§2 budgets and §6 degradation', () => {
  it('an exhausted session budget with nothing declared halts the session (fail-closed); the person resumes the agent', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { tokens: { per_session: 100 } } } } }) });
    const step = (n: number, tokens: number, execution_id?: string) =>
      h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: `reading part ${n}`, action: read(`src/${n}.ts`), usage: { tokens }, ...(execution_id ? { execution_id } : {}) });
    const first = step(1, 60);
    expect(first.directive.continue).toBe(true);
    const halted = step(2, 60);
    expect(halted.directive).toMatchObject({ continue: false, reason: 'halted by the governor: on_budget_exhausted', degradation: { cause: 'on_budget_exhausted', action: 'halt', fail_closed: true } });
    // No further step goes, in this session or a new one.
    expect(step(3, 0).directive).toMatchObject({ continue: false, degradation: { action: 'halt' } });
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' }))).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_budget_exhausted', action: 'halt' } });
    const view = h.airlock.human.governorState();
    expect(view.halts).toEqual([expect.objectContaining({ agent: 'coder', cause: 'on_budget_exhausted' })]);
    expect(view.sessions[0]).toMatchObject({ agent: 'coder', halted: { cause: 'on_budget_exhausted' }, usage: { tokens: 120 } });
    expect(view.events.map((e) => [e.cause, e.action])).toContainEqual(['on_budget_exhausted', 'halt']);
    // The person resumes: a new session starts with fresh per-session counters.
    h.airlock.human.resume('coder');
    const next = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    expect(step(4, 10, next.execution_id).directive.continue).toBe(true);
    expect(h.airlock.human.governorState().halts).toEqual([]);
  });

  it('per_day counts every session of the profile in the last 24 hours, then lets go', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { cost_usd: { per_day: 1 } } } }, runtime: { degradation: { on_budget_exhausted: { action: 'fallback', value: 'come back tomorrow' } } } }) });
    const step = (cost: number) => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes', action: read('notes.md'), usage: { cost_usd: cost } });
    expect(step(0.6).directive.continue).toBe(true);
    h.airlock.agent.completeExecution(CLIENT, { element_name: 'coder' });
    const over = step(0.6);
    expect(over.directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'fallback', value: 'come back tomorrow' } });
    h.clock.advance(24 * 3600_000 + 120_000);
    expect(step(0.1).directive.continue).toBe(true);
  });

  it('the person\'s "reset limits" of an agent also starts its profile\'s rolling day again, as a signed event', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { cost_usd: { per_day: 1 } } } }, runtime: { degradation: { on_budget_exhausted: { action: 'fallback', value: 'come back tomorrow' } } } }) });
    const step = (cost: number) => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes', action: read('notes.md'), usage: { cost_usd: cost } });
    expect(step(0.6).directive.continue).toBe(true);
    h.airlock.agent.completeExecution(CLIENT, { element_name: 'coder' });
    expect(step(0.6).directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'fallback' } });
    expect(h.airlock.human.governorState().profiles[0]?.day.costUsd).toBeCloseTo(1.2);
    h.airlock.agent.completeExecution(CLIENT, { element_name: 'coder' });
    h.airlock.human.resetLimits('coder');
    expect(h.airlock.human.governorState().profiles[0]?.day.costUsd).toBe(0);
    expect(step(0.1).directive.continue).toBe(true);
    const reset = h.airlock.store.db.prepare("SELECT detail, sig FROM audit WHERE kind = 'limits_reset'").get() as { detail: string; sig: string | null };
    expect(JSON.parse(reset.detail)).toEqual({ by: 'human', governorDay: 'coder' });
    expect(reset.sig).toBeTruthy();
  });

  it('wall-clock time counts between steps; a declared pause asks the person, whose approval lets that step go', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { wall_clock_sec: { per_session: 60 } } } }, runtime: { degradation: { on_budget_exhausted: { action: 'pause' } } } }) });
    const step = () => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes', action: read('notes.md') });
    expect(step().directive.continue).toBe(true);
    h.clock.advance(61_000);
    const paused = step();
    expect(paused.directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'pause' } });
    const card = h.airlock.human.listPending()[0]!;
    expect(card).toMatchObject({ kind: 'governor' });
    h.airlock.human.approve(card.id);
    expect(step().directive.continue).toBe(true);
    expect(step().directive.continue).toBe(false);
  });

  it('continue is recorded with the cause it overrode', () => {
    const h = harness({ policy: governed({ runtime: { tool_invocation: { max_iterations: 1 }, degradation: { on_iteration_limit: { action: 'continue' } } } }) });
    const step = (n: number) => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: `reading ${n}`, action: read(`${n}.md`) });
    step(1);
    const over = step(2);
    expect(over.directive.continue).toBe(true);
    const event = h.airlock.human.governorState().events.find((e) => e.cause === 'on_iteration_limit')!;
    expect(event).toMatchObject({ action: 'continue' });
    const detail = JSON.parse(h.airlock.store.governor.eventsOf([over.execution_id])[0]!.detail) as Record<string, unknown>;
    expect(detail).toMatchObject({ overrode: 'on_iteration_limit', boundary: 'max_iterations' });
  });
});

describe('§5 oversight triggers and their timeout', () => {
  const trigger = (onTimeout: unknown) =>
    governed({ human_oversight: { triggers: [{ name: 'payroll', when: { path_matches: 'payroll/**' } }], response_time_minutes: 1 }, runtime: { degradation: { on_oversight_timeout: onTimeout } } });

  it('pauses, and times out to the declared fallback, which confirm_operation reports', async () => {
    const h = harness({ policy: trigger({ action: 'fallback', value: 'skipped: secrets need a review' }) });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading the payroll summary', action: read('payroll/summary.md') });
    expect(r.directive).toMatchObject({ continue: false, degradation: { cause: 'on_oversight_trigger', action: 'pause' } });
    const id = r.directive.notifications!.find((n) => n.metadata?.confirmationId)!.metadata!.confirmationId!;
    const card = h.airlock.human.listPending()[0]!;
    expect(Date.parse(card.expiresAt) - Date.parse(card.createdAt)).toBe(60_000);
    h.clock.advance(61_000);
    h.airlock.loop.tick();
    const answer = await h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0 });
    expect(answer).toMatchObject({ status: 'expired', degradation: { cause: 'on_oversight_timeout', action: 'fallback', value: 'skipped: secrets need a review' } });
    const causes = h.airlock.store.governor.eventsOf([r.execution_id]).map((e) => [e.cause, e.action]);
    expect(causes).toEqual([
      ['on_oversight_trigger', 'pause'],
      ['on_oversight_timeout', 'fallback'],
    ]);
    // The agent hears it on its next step too.
    const next = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading README', action: read('README.md') });
    expect(next.directive.notifications?.some((n) => n.message.includes('skipped: secrets need a review'))).toBe(true);
  });

  it('nothing declared: the timeout halts the session', () => {
    const h = harness({ policy: governed({ human_oversight: { triggers: [{ when: { tool: 'Bash' } }], response_time_minutes: 0.5 } }) });
    h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } });
    h.clock.advance(31_000);
    h.airlock.loop.tick();
    const after = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading a', action: read('a') });
    expect(after.directive).toMatchObject({ continue: false, degradation: { cause: 'on_oversight_timeout', action: 'halt' } });
  });

  it('pause on timeout escalates once to a new card; a second timeout halts (fail-closed)', async () => {
    const h = harness({ policy: trigger({ action: 'pause' }) });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading the payroll summary', action: read('payroll/summary.md') });
    const first = r.directive.notifications!.find((n) => n.metadata?.confirmationId)!.metadata!.confirmationId!;
    h.clock.advance(61_000);
    h.airlock.loop.tick();
    const answer = await h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: first, wait_seconds: 0 });
    expect(answer).toMatchObject({ status: 'expired', degradation: { action: 'pause', confirmation_id: expect.any(String) } });
    const second = answer.degradation!.confirmation_id!;
    expect(h.airlock.human.listPending().map((c) => c.id)).toEqual([second]);
    h.clock.advance(301_000);
    h.airlock.loop.tick();
    expect((await h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: second, wait_seconds: 0 })).degradation).toMatchObject({ action: 'halt', fail_closed: true });
    expect(h.airlock.human.governorState().halts).toEqual([expect.objectContaining({ agent: 'coder', cause: 'on_oversight_timeout' })]);
  });

  it('continue on timeout lets that very action go once', () => {
    const h = harness({ policy: trigger({ action: 'continue' }) });
    const payroll = () => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading the payroll summary', action: read('payroll/summary.md') });
    expect(payroll().directive.continue).toBe(false);
    h.clock.advance(61_000);
    h.airlock.loop.tick();
    expect(payroll().directive.continue).toBe(true);
    expect(payroll().directive.continue).toBe(false);
  });
});

describe('§4 personas and delegation', () => {
  const profile = {
    tools: ['Read', 'Bash', 'Edit'],
    security: { scopes: ['repo:read', 'repo:write'] },
    permissions: {
      resource_limits: { budget: { tokens: { per_session: 1000 } }, max_concurrent: 2 },
      sub_agents: [{ name: 'tester', tools: ['Bash'], max_parallel: 1, budget_share: 0.25 }],
      delegation: { allowed: true, match: ['reviewer*'], max_depth: 1, attenuation: { scopes_subset: true, budget_subset: true } },
    },
    runtime: { degradation: { on_sub_agent_denied: { action: 'fallback', value: 'do it yourself' } } },
  };

  it('admits a declared persona under the parent, holds it to its tools and share; refuses undeclared ones and a second in parallel', () => {
    const h = harness({ policy: governed(profile) });
    const parent = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', goal: 'fix the build' });
    const child = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'tester', parent_execution_id: parent.execution_id });
    expect(child.session).toMatchObject({ root_execution_id: parent.execution_id, persona: 'tester' });
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'tester', parent_execution_id: parent.execution_id }))).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_sub_agent_denied', action: 'fallback', value: 'do it yourself' } });
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', persona: 'designer', parent_execution_id: parent.execution_id }))).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_sub_agent_denied' } });
    const step = (hint: string, action: Record<string, unknown>, tokens = 0) => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id: child.execution_id, nextActionHint: hint, action: action as { tool: string }, usage: { tokens } });
    expect(step('running the tests', { tool: 'Bash', arguments: { command: 'npm test' } }).directive.continue).toBe(true);
    expect(step('editing a file', { tool: 'Edit', arguments: { file_path: 'a.ts' } }).directive).toMatchObject({ continue: false, reason: 'tool_not_granted' });
    // 0.25 × 1000 tokens: the persona's own 300 are over its share (the parent's session is not).
    expect(step('running the tests again', { tool: 'Bash', arguments: { command: 'npm test -- --watch=false' } }, 300).directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'halt' } });
    // The persona's halt is the persona's: the parent goes on, and its session carries the persona's consumption.
    const parentStep = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id: parent.execution_id, nextActionHint: 'reading a.ts', action: read('a.ts') });
    expect(parentStep.directive.continue).toBe(true);
    const session = h.airlock.human.governorState().sessions.find((s) => s.executionId === parent.execution_id)!;
    expect(session.usage.tokens).toBe(300);
    const events = h.airlock.store.governor.eventsOf([parent.execution_id, child.execution_id]);
    expect(events.map((e) => e.cause)).toEqual(expect.arrayContaining(['on_sub_agent_admitted', 'on_sub_agent_denied', 'on_tool_not_granted', 'on_budget_exhausted']));
    expect(JSON.parse(events.find((e) => e.cause === 'on_budget_exhausted')!.detail)).toMatchObject({ persona: 'tester', scope: 'budget_share' });
  });

  it('admits a delegation within depth and attenuation; denies one too deep or with wider scopes (fail-closed halts the delegator)', () => {
    const h = harness({ policy: { ...governed(profile), agents: { coder: profile, 'reviewer-1': { permissions: { delegation: { allowed: true, match: ['*'], max_depth: 3 } } } } } as PolicyInput });
    const lead = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    const peer = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', parent_execution_id: lead.execution_id, delegate: { peer: 'reviewer-1', scopes: ['repo:read'], budget: { tokens: { per_session: 500 } } } });
    expect(peer.session).toMatchObject({ peer: 'reviewer-1', depth: 1 });
    // Depth 2 is beyond the root's max_depth 1 (the peer's own profile would allow 3).
    const tooDeep = catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'reviewer-1', parent_execution_id: peer.execution_id, delegate: { peer: 'reviewer-2' } }));
    expect(tooDeep).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_delegation_denied' } });
    expect(String(tooDeep.message)).toContain('max_depth 1');
    // Nothing declared for the peer: the denial halts its session (fail-closed).
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'reviewer-1', execution_id: peer.execution_id, nextActionHint: 'reading a.ts' }).directive).toMatchObject({ continue: false, degradation: { cause: 'on_delegation_denied', action: 'halt' } });
    // Another peer's own session: the caps it was admitted with hold.
    const other = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', parent_execution_id: lead.execution_id, delegate: { peer: 'reviewer-4', scopes: [], budget: { tokens: { per_session: 500 } } } });
    const peerStep = h.airlock.agent.recordStep(CLIENT, { element_name: 'reviewer-4', execution_id: other.execution_id, nextActionHint: 'reading a.ts', usage: { tokens: 600 } });
    expect(peerStep.directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted' } });
    const wider = catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder', parent_execution_id: lead.execution_id, delegate: { peer: 'reviewer-3', scopes: ['repo:admin'], budget: { tokens: { per_session: 10 } } } }));
    expect(wider).toMatchObject({ code: 'GOVERNOR_DENIED', details: { cause: 'on_delegation_denied', action: 'halt', fail_closed: true } });
    expect(String(wider.message)).toContain('"repo:admin"');
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id: lead.execution_id, nextActionHint: 'reading b', action: read('b') }).directive).toMatchObject({ continue: false, degradation: { cause: 'on_delegation_denied', action: 'halt' } });
  });

  it('hook mode: what the Claude Code hook reports for its Task tool is a persona spawn', () => {
    const h = harness({ policy: { agents: { 'claude-code:*': { permissions: { sub_agents: [{ name: 'Explore' }] } } } } as PolicyInput });
    const task = (subagent_type: string) => {
      const seen = observe('claude-code', { session_id: 's-42', transcript_path: '/tmp/t.jsonl', cwd: '/work', permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Task', tool_input: { description: 'look around', prompt: 'find the parser', subagent_type }, tool_use_id: 't1' });
      if (seen.kind !== 'step') throw new Error(seen.why);
      // As Airlock's client hook reports it (only a hook may name a session).
      return h.airlock.agent.recordStep('claude-code', seen.params, undefined, { hook: true });
    };
    expect(task('Explore').directive.continue).toBe(true);
    expect(task('general-purpose').directive).toMatchObject({ continue: false, degradation: { cause: 'on_sub_agent_denied', action: 'halt', fail_closed: true } });
  });

  it('hook mode: Claude Code\'s Task tool spawns a persona; an undeclared subagent_type is denied', () => {
    const h = harness({ policy: { agents: { 'claude-code:*': { permissions: { sub_agents: [{ name: 'Explore' }] }, runtime: { degradation: { on_sub_agent_denied: { action: 'fallback', value: 'use Explore' } } } } } } as PolicyInput });
    const task = (type: string) => h.airlock.agent.recordStep(CLIENT, { element_name: 'claude-code:s1', nextActionHint: 'calling Task (sub-agent): look around', action: { tool: 'Task', arguments: { subagent_type: type, prompt: 'look around' } } });
    expect(task('Explore').directive.continue).toBe(true);
    expect(task('general-purpose').directive).toMatchObject({ continue: false, degradation: { cause: 'on_sub_agent_denied', action: 'fallback', value: 'use Explore' } });
  });
});

describe('R6 phases', () => {
  it('refuses what the phase does not grant, and moves on when the person confirms the next phase', () => {
    const h = harness({ policy: governed({ phases: [{ name: 'plan', tools: ['Read'], action_classes: ['safe'] }, { name: 'build', tools: ['Read', 'Bash', 'Edit'], confirm_entry: true }] }) });
    const { execution_id } = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    const bash = () => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } });
    expect(bash().directive).toMatchObject({ continue: false, reason: 'tool_not_granted' });
    const asked = h.airlock.agent.enterPhase(CLIENT, { element_name: 'coder', phase: 'build' });
    expect(asked).toMatchObject({ status: 'pending', phase: 'plan' });
    expect(bash().directive.reason).toBe('tool_not_granted');
    h.airlock.human.approve(asked.confirmation_id!);
    expect(bash().directive.continue).toBe(true);
    expect(h.airlock.human.governorState().sessions[0]).toMatchObject({ phase: 'build' });
    expect(h.airlock.agent.enterPhase(CLIENT, { element_name: 'coder', phase: 'plan' })).toMatchObject({ status: 'entered', phase: 'plan' });
    expect(catchError(() => h.airlock.agent.enterPhase(CLIENT, { element_name: 'coder', phase: 'ship' })).code).toBe('VALIDATION_INVALID_TYPE');
  });
});

describe('§7 anomalies and modes', () => {
  it('an unexpected tool fires on_anomaly once per session; a cost below the range fires at the end', () => {
    const h = harness({ policy: governed({ anomaly_baseline: { expected_tools: ['Read'], cost_per_session_usd: { min: 0.5 } }, runtime: { degradation: { on_anomaly: { action: 'pause' } } } }) });
    const { execution_id } = h.airlock.agent.executeAgent(CLIENT, { element_name: 'coder' });
    const grep = () => h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', execution_id, nextActionHint: 'searching for TODO', action: { tool: 'Grep', arguments: { pattern: 'TODO' } } });
    expect(grep().directive).toMatchObject({ continue: false, degradation: { cause: 'on_anomaly', action: 'pause' } });
    h.airlock.human.approve(h.airlock.human.listPending()[0]!.id);
    expect(grep().directive.continue).toBe(true);
    expect(grep().directive.continue).toBe(true);
    h.airlock.agent.completeExecution(CLIENT, { element_name: 'coder', execution_id });
    const end = h.airlock.store.governor.eventsOf([execution_id]).pop()!;
    expect(end).toMatchObject({ cause: 'on_anomaly', action: 'pause' });
    expect(JSON.parse(end.detail)).toMatchObject({ deviation: 'cost_below_range', at_session_end: true });
  });

  it('monitoring mode records what would apply and stops nothing', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { tokens: { per_session: 10 } } } } }, { mode: 'monitoring' }) });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading a', action: read('a'), usage: { tokens: 50 } });
    expect(r.directive.continue).toBe(true);
    const [event] = h.airlock.store.governor.eventsOf([r.execution_id]);
    expect(event).toMatchObject({ cause: 'on_budget_exhausted', action: 'continue' });
    expect(JSON.parse(event!.detail)).toMatchObject({ would_have: 'halt', mode: 'monitoring' });
    expect(h.airlock.human.governorState().halts).toEqual([]);
  });

  it('an agent without a profile is not governed and gets no governor rows', () => {
    const h = harness({ policy: governed({ permissions: { resource_limits: { budget: { tokens: { per_session: 10 } } } } }) });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'someone-else', nextActionHint: 'reading a', usage: { tokens: 5000 } });
    expect(r.directive.continue).toBe(true);
    expect(h.airlock.store.governor.session(r.execution_id)).toBeUndefined();
    expect(catchError(() => h.airlock.agent.executeAgent(CLIENT, { element_name: 'someone-else', persona: 'x', parent_execution_id: r.execution_id }))).toMatchObject({ code: 'GOVERNOR_DENIED', details: { profile: null } });
  });
});
