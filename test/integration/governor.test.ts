// The runtime governor through the real socket: `airlock serve --console
// jsonl` as a child process, agents as real MCP SDK clients through real
// `airlock bridge` processes. One test per cause of issue 17's list, then a
// session that trips several of them, exported as a signed enforcement record
// that `airlock verify-record` accepts and that lists the seed's cause names.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PolicyInput } from '../../src/main/core/policy';
import { Agent, airlockEnv, CLI, ROOT, type Envelope } from './helpers/serve';
import { servedAirlock } from './helpers/served-airlock';

const read = (file: string) => ({ tool: 'Read', arguments: { file_path: file } });
const bash = (command: string) => ({ tool: 'Bash', arguments: { command } });
const budget = (extra: Record<string, unknown> = {}) => ({ permissions: { resource_limits: { budget: { tokens: { per_session: 100 } } } }, ...extra });

const POLICY = {
  mode: 'enforcing',
  maxAutonomousSteps: 1000,
  loopDetection: { repeats: 100, windowSteps: 200 },
  agents: {
    'budget-halt': budget(),
    'budget-pause': budget({ runtime: { degradation: { on_budget_exhausted: { action: 'pause' } } } }),
    'budget-fallback': budget({ runtime: { degradation: { on_budget_exhausted: { action: 'fallback', value: { answer: 'use the cached summary' } } } } }),
    'iter-continue': { runtime: { tool_invocation: { max_iterations: 1 }, degradation: { on_iteration_limit: { action: 'continue' } } } },
    spawner: { permissions: { sub_agents: [{ name: 'tester', tools: ['Bash'] }] } },
    delegator: {
      security: { scopes: ['repo:read'] },
      permissions: { resource_limits: { budget: { tokens: { per_session: 10_000 } } }, delegation: { allowed: true, match: ['reviewer*'], max_depth: 1, attenuation: { scopes_subset: true, budget_subset: true } } },
      runtime: { degradation: { on_delegation_denied: { action: 'fallback', value: 'review it yourself' } } },
    },
    'reviewer-1': { permissions: { delegation: { allowed: true, match: ['*'], max_depth: 3 } }, runtime: { degradation: { on_delegation_denied: { action: 'fallback', value: 'no deeper' } } } },
    watcher: { human_oversight: { triggers: [{ name: 'payroll', when: { path_matches: 'payroll/**' } }], response_time_minutes: 0.05 }, runtime: { degradation: { on_oversight_timeout: { action: 'fallback', value: 'skipped: payroll needs a review' } } } },
    planner: { phases: [{ name: 'plan', tools: ['Read'], action_classes: ['safe'] }, { name: 'build', tools: ['Read', 'Bash'], confirm_entry: true }] },
    drifter: { anomaly_baseline: { expected_tools: ['Read'] }, runtime: { degradation: { on_anomaly: { action: 'pause' } } } },
    // The session exported as a record below: several causes, ending in a fail-closed halt.
    lead: {
      tools: ['Read', 'Bash', 'Task'],
      permissions: { resource_limits: { budget: { tokens: { per_session: 1000 } } }, sub_agents: [{ name: 'tester', tools: ['Bash'] }] },
      runtime: { degradation: { on_sub_agent_denied: { action: 'fallback', value: 'run the tests yourself' }, on_anomaly: { action: 'continue' } } },
      anomaly_baseline: { expected_tools: ['Read', 'Task'] },
      phases: [{ name: 'plan', tools: ['Read', 'Task'] }, { name: 'build' }],
    },
  },
} as PolicyInput;

const airlock = servedAirlock(POLICY);


const execute = (a: Agent, params: Record<string, unknown>): Promise<Envelope> => a.call('mcp_aql_execute', 'execute_agent', params);
const confirmationOf = (r: Envelope): string | undefined => r.data?.directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
const degradation = (r: Envelope) => (r.data?.directive as { degradation?: Record<string, unknown> } | undefined)?.degradation;
const governorState = async () => (await airlock.serve.command({ command: 'governor' })).data as { events: Array<{ cause: string; action: string; executionId: string }>; halts: Array<{ agent: string; cause: string }> };


describe.sequential('the runtime governor through airlock serve + airlock bridge', () => {
  it('introspection advertises the tier (R3) and the cost model, and shows the profiles', async () => {
    const a = await airlock.connect('gov-intro');
    const ops = await a.call('mcp_aql_read', 'introspect');
    expect(ops.data).toMatchObject({ _protocol: { capabilities: { runtime_governor: { tier: 'R3', cost_model: expect.stringContaining('usage.cost_usd') } } } });
    const policy = await a.call('mcp_aql_read', 'introspect', { query: 'policy' });
    expect(policy.data).toMatchObject({ policy: { agents: { planner: { phases: [{ name: 'plan' }, { name: 'build' }] } } }, runtime_governor: { tier: 'R3' } });
    const op = await a.call('mcp_aql_read', 'introspect', { query: 'operations', name: 'execute_agent' });
    expect((op.data as { parameters: Array<{ name: string }> }).parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['persona', 'parent_execution_id', 'delegate', 'phase']));
  });

  it('on_budget_exhausted, nothing declared: the session halts (fail-closed), and so does the next one', async () => {
    const a = await airlock.connect('gov-budget-halt');
    expect((await a.step('budget-halt', 'reading the spec', { action: read('spec.md'), usage: { tokens: 80 } })).data?.directive?.continue).toBe(true);
    const halted = await a.step('budget-halt', 'reading the tests', { action: read('tests.md'), usage: { tokens: 80 } });
    expect(halted.data?.directive).toMatchObject({ continue: false, reason: 'halted by the governor: on_budget_exhausted' });
    expect(degradation(halted)).toEqual({ cause: 'on_budget_exhausted', action: 'halt', fail_closed: true });
    const again = await execute(a, { element_name: 'budget-halt' });
    expect(again).toMatchObject({ success: false, error: { code: 'GOVERNOR_DENIED', details: { cause: 'on_budget_exhausted', action: 'halt' } } });
    expect((await governorState()).halts).toContainEqual(expect.objectContaining({ agent: 'budget-halt', cause: 'on_budget_exhausted' }));
  });

  it('on_budget_exhausted → pause: a pending confirmation the person approves', async () => {
    const a = await airlock.connect('gov-budget-pause');
    await a.step('budget-pause', 'reading the spec', { action: read('spec.md'), usage: { tokens: 150 } }).then((r) => r.data?.directive);
    const paused = await a.step('budget-pause', 'reading the tests', { action: read('tests.md') });
    expect(degradation(paused)).toMatchObject({ cause: 'on_budget_exhausted', action: 'pause' });
    const id = confirmationOf(paused);
    expect(id).toBeTruthy();
    const card = await airlock.serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { id: string }).id === id);
    expect(card.confirmation).toMatchObject({ kind: 'governor', status: 'pending', agent: 'budget-pause' });
    await airlock.serve.command({ command: 'approve', id });
    expect((await a.confirm(id!, 5)).data).toMatchObject({ status: 'approved' });
    expect((await a.step('budget-pause', 'reading the tests', { action: read('tests.md') })).data?.directive?.continue).toBe(true);
  });

  it('on_budget_exhausted → fallback: the declared value comes back instead of a go', async () => {
    const a = await airlock.connect('gov-budget-fallback');
    const r = await a.step('budget-fallback', 'summarising the repository', { action: read('README.md'), usage: { tokens: 500 } });
    expect(r.data?.directive?.continue).toBe(false);
    expect(degradation(r)).toEqual({ cause: 'on_budget_exhausted', action: 'fallback', value: { answer: 'use the cached summary' } });
  });

  it('continue is recorded with the cause it overrode', async () => {
    const a = await airlock.connect('gov-continue');
    await a.step('iter-continue', 'reading a', { action: read('a.md') });
    const over = await a.step('iter-continue', 'reading b', { action: read('b.md') });
    expect(over.data?.directive?.continue).toBe(true);
    const state = await governorState();
    expect(state.events).toContainEqual(expect.objectContaining({ cause: 'on_iteration_limit', action: 'continue', executionId: over.data?.execution_id }));
  });

  it('an undeclared persona is denied (deny-by-default); a declared one starts under its parent', async () => {
    const a = await airlock.connect('gov-spawn');
    const parent = (await execute(a, { element_name: 'spawner' })).data!.execution_id!;
    const denied = await execute(a, { element_name: 'spawner', persona: 'designer', parent_execution_id: parent });
    expect(denied).toMatchObject({ success: false, error: { code: 'GOVERNOR_DENIED', details: { cause: 'on_sub_agent_denied', action: 'halt', fail_closed: true } } });
    expect(denied.error?.message).toContain('not declared');
    // Fail-closed: the parent's session is halted too.
    expect((await a.step('spawner', 'reading a', { execution_id: parent, action: read('a.md') })).data?.directive).toMatchObject({ continue: false, degradation: { cause: 'on_sub_agent_denied', action: 'halt' } });
    await airlock.serve.command({ command: 'resume', agent: 'spawner' });
    const child = await execute(a, { element_name: 'spawner', persona: 'tester', parent_execution_id: parent });
    expect(child.data).toMatchObject({ status: 'running', session: { root_execution_id: parent, persona: 'tester' } });
  });

  it('a delegation beyond max_depth, or with wider scopes, is denied', async () => {
    const a = await airlock.connect('gov-delegate');
    const lead = (await execute(a, { element_name: 'delegator' })).data!.execution_id!;
    const wider = await execute(a, { element_name: 'delegator', parent_execution_id: lead, delegate: { peer: 'reviewer-1', scopes: ['repo:read', 'repo:admin'], budget: { tokens: { per_session: 100 } } } });
    expect(wider).toMatchObject({ success: false, error: { code: 'GOVERNOR_DENIED', details: { cause: 'on_delegation_denied', action: 'fallback', value: 'review it yourself' } } });
    expect(wider.error?.message).toContain('"repo:admin"');
    const peer = await execute(a, { element_name: 'delegator', parent_execution_id: lead, delegate: { peer: 'reviewer-1', scopes: ['repo:read'], budget: { tokens: { per_session: 100 } } } });
    expect(peer.data).toMatchObject({ status: 'running', session: { peer: 'reviewer-1', depth: 1 } });
    const deeper = await execute(a, { element_name: 'reviewer-1', parent_execution_id: peer.data!.execution_id, delegate: { peer: 'reviewer-2' } });
    expect(deeper).toMatchObject({ success: false, error: { code: 'GOVERNOR_DENIED', details: { cause: 'on_delegation_denied', value: 'no deeper' } } });
    expect(deeper.error?.message).toContain('exceeds max_depth 1');
  });

  it('a fired oversight trigger pauses and times out to its declared response', async () => {
    const a = await airlock.connect('gov-trigger');
    const r = await a.step('watcher', 'reading the payroll summary', { action: read('payroll/summary.md') });
    expect(degradation(r)).toMatchObject({ cause: 'on_oversight_trigger', action: 'pause' });
    const id = confirmationOf(r)!;
    const card = await airlock.serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { id: string }).id === id);
    expect(card.confirmation).toMatchObject({ kind: 'governor' });
    // response_time_minutes 0.05: nobody answers within 3 s.
    const answer = await a.confirm(id, 15);
    expect(answer.data).toMatchObject({ status: 'expired', degradation: { cause: 'on_oversight_timeout', action: 'fallback', value: 'skipped: payroll needs a review' } });
    expect((await governorState()).events).toContainEqual(expect.objectContaining({ cause: 'on_oversight_timeout', action: 'fallback', executionId: r.data?.execution_id }));
  });

  it('an action outside the current phase\'s grants is refused with tool_not_granted; the person confirms the next phase', async () => {
    const a = await airlock.connect('gov-phase');
    const started = await execute(a, { element_name: 'planner', phase: 'plan' });
    const execution_id = started.data!.execution_id!;
    const refused = await a.step('planner', 'running the build', { execution_id, action: bash('npm run build') });
    expect(refused.data?.directive).toMatchObject({ continue: false, reason: 'tool_not_granted' });
    expect(refused.data?.directive?.notifications?.[0]?.metadata?.reason).toBe('tool_not_granted');
    const asked = await a.call('mcp_aql_execute', 'enter_phase', { element_name: 'planner', phase: 'build', execution_id });
    expect(asked.data).toMatchObject({ status: 'pending', phase: 'plan' });
    await airlock.serve.command({ command: 'approve', id: asked.data!.confirmation_id });
    expect((await a.step('planner', 'running the build', { execution_id, action: bash('npm run build') })).data?.directive?.continue).toBe(true);
  });

  it('an anomaly fires on_anomaly', async () => {
    const a = await airlock.connect('gov-anomaly');
    const r = await a.step('drifter', 'searching for secrets', { action: { tool: 'Grep', arguments: { pattern: 'password' } } });
    expect(degradation(r)).toMatchObject({ cause: 'on_anomaly', action: 'pause' });
    expect((await governorState()).events).toContainEqual(expect.objectContaining({ cause: 'on_anomaly', action: 'pause', executionId: r.data?.execution_id }));
  });

  it('a signed record of a governed session verifies and lists the events with the seed\'s cause names', async () => {
    const a = await airlock.connect('gov-record');
    const root = (await execute(a, { element_name: 'lead', goal: 'fix the flaky test' })).data!.execution_id!;
    const step = (hint: string, action: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      a.step('lead', hint, { execution_id: root, action, ...extra }).then((r) => r.data?.directive);
    expect(await step('running the tests', bash('npm test'))).toMatchObject({ reason: 'tool_not_granted' });
    expect(await step('spawning a designer', { tool: 'Task', arguments: { subagent_type: 'designer', prompt: 'draw it' } })).toMatchObject({ degradation: { cause: 'on_sub_agent_denied', action: 'fallback' } });
    await a.call('mcp_aql_execute', 'enter_phase', { element_name: 'lead', phase: 'build', execution_id: root });
    expect(await step('running the tests', bash('npm test'))).toMatchObject({ continue: true });
    const child = (await execute(a, { element_name: 'lead', persona: 'tester', parent_execution_id: root })).data!.execution_id!;
    expect((await a.step('lead', 'running the tests again', { execution_id: child, action: bash('npm test -- --runInBand'), usage: { tokens: 1500 } })).data?.directive).toMatchObject({
      degradation: { cause: 'on_budget_exhausted', action: 'halt', fail_closed: true },
    });

    const env = { ...process.env, ...airlockEnv(airlock.home), AIRLOCK_KEYCHAIN: 'file' };
    const cli = (...args: string[]): string => execFileSync(process.execPath, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' });
    const file = path.join(airlock.home, 'governed-record.json');
    cli('export', root, '--out', file);
    expect(cli('verify-record', file)).toMatch(/valid/i);
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as { tier: string; limits: { governance?: Record<string, unknown> }; outcome: string; events: Array<{ cause: string; action: string; detail?: Record<string, unknown> }> };
    expect(record.tier).toBe('R3');
    expect(record.limits.governance).toMatchObject({ profile_key: 'lead', cost_model: expect.any(String) });
    expect(record.events.map((e) => `${e.cause}/${e.action}`)).toEqual([
      'on_tool_not_granted/fallback',
      'on_sub_agent_denied/fallback',
      'on_anomaly/continue',
      'on_sub_agent_admitted/continue',
      'on_budget_exhausted/halt',
    ]);
    expect(record.events[4]!.detail).toMatchObject({ persona: 'tester', fail_closed: true });
    expect(record.outcome).toBe('halted');
  });
});
