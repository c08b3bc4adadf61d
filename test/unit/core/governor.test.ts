// The runtime governor's pure procedures (seed 004 §2–§7, seed 002 R6) and
// their place in evaluateStep: each cause, its §6 resolution (fail-closed
// when none is declared), the brake order, and the directive it produces.
import { describe, expect, it } from 'vitest';
import { defaultPolicy, directiveFor, evaluateStep, governor, parsePolicy, stricterPolicy, type Policy, type StepFacts } from '../../../src/main/core';

const { governanceProfileSchema, checkBudgets, resolveDegradation, checkIterations, detectLoop, admitPersona, admitDelegation, checkGrant, firedTriggers, deviations, endOfSessionDeviation, spawnedPersona, profileFor, ZERO_USAGE } = governor;
type GovernanceProfile = governor.GovernanceProfile;
type GovernorFacts = governor.GovernorFacts;

const profile = (p: unknown): GovernanceProfile => governanceProfileSchema.parse(p);

function govFacts(p: GovernanceProfile, overrides: Partial<GovernorFacts> = {}): GovernorFacts {
  return {
    key: 'coder',
    profile: p,
    session: { kind: 'root' },
    usage: { session: { ...ZERO_USAGE }, day: { ...ZERO_USAGE } },
    counts: { iterations: 0, toolCalls: 0 },
    recentSignatures: [],
    signature: 'sig',
    step: { names: ['Read'], level: 'safe', paths: [], isToolCall: true },
    observed: { tools: [], dataClasses: [], costAboveFired: false },
    passCauses: [],
    previousFailed: false,
    ...overrides,
  };
}

function stepFacts(gov: GovernorFacts | undefined, overrides: Partial<StepFacts> = {}, policy: Partial<Policy> = {}): StepFacts {
  return {
    policy: { ...defaultPolicy, ...policy },
    hint: 'calling Read on src/app.ts',
    action: { tool: 'Read', arguments: { file_path: 'src/app.ts' } },
    classification: { level: 'safe', score: 5, reasons: [] },
    halted: { all: false, agent: false },
    block: null,
    usage: { tokens: 0, costUsd: 0 },
    stepsUsed: 0,
    stepLimit: 100,
    repeats: 0,
    awaitingVerification: null,
    humanPass: null,
    ...(gov ? { governor: gov } : {}),
    ...overrides,
  };
}

describe('profiles: the one policy schema', () => {
  it('accepts ADL members under agents[...] and keeps agents without a profile as they were', () => {
    const parsed = parsePolicy({
      agents: {
        coder: {
          maxAutonomousSteps: 50,
          permissions: { resource_limits: { budget: { tokens: { per_session: 1000, per_day: 10_000 }, cost_usd: { per_day: 5 } }, max_concurrent: 2 }, sub_agents: [{ name: 'tester', tools: ['Bash'], max_parallel: 1, budget_share: 0.5 }] },
          runtime: { degradation: { on_budget_exhausted: { action: 'pause' } }, tool_invocation: { max_iterations: 20, loop_detection: { window: 5, on_detected: { action: 'halt' } } } },
          human_oversight: { triggers: [{ name: 'secrets', when: { path_matches: '**/.env*' } }], response_time_minutes: 0.5, intervention_model: 'approve_reject' },
          anomaly_baseline: { expected_tools: ['Read', 'Edit'], cost_per_session_usd: { max: 3 }, data_classes: ['public', 'internal'] },
          phases: [{ name: 'plan', tools: ['Read'] }, { name: 'build', confirm_entry: true }],
        },
        plain: { maxAutonomousSteps: 5 },
      },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(profileFor(parsed.policy.agents, 'coder')?.key).toBe('coder');
    expect(profileFor(parsed.policy.agents, 'plain')).toBeUndefined();
    expect(profileFor(parsed.policy.agents, 'someone')).toBeUndefined();
  });

  it('names the bad field when a profile is wrong', () => {
    const cases: Array<[unknown, string]> = [
      [{ runtime: { degradation: { on_anomaly: { action: 'fallback' } } } }, 'agents.a.runtime.degradation.on_anomaly'],
      [{ runtime: { degradation: { on_budget_exhausted: { action: 'explode' } } } }, 'agents.a.runtime.degradation.on_budget_exhausted.action'],
      [{ permissions: { resource_limits: { budget: { tokens: {} } } } }, 'agents.a.permissions.resource_limits.budget.tokens'],
      [{ permissions: { sub_agents: [{ name: 'x' }, { name: 'x' }] } }, 'agents.a.permissions.sub_agents'],
      [{ phases: [] }, 'agents.a.phases'],
      [{ human_oversight: { triggers: [{ when: {} }] } }, 'agents.a.human_oversight.triggers.0.when'],
      [{ bogus: 1 }, 'agents.a.bogus'],
    ];
    for (const [entry, where] of cases) {
      const parsed = parsePolicy({ agents: { a: entry } });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(`${where.replace(/\.(\d+)/g, '[$1]')}:`);
    }
  });

  it('a glob key governs every agent it matches; the own name wins', () => {
    const agents = { 'claude-code:*': profile({ tools: ['*'] }), 'claude-code:special': profile({ tools: ['Read'] }) };
    expect(profileFor(agents, 'claude-code:abc123')?.key).toBe('claude-code:*');
    expect(profileFor(agents, 'claude-code:special')?.key).toBe('claude-code:special');
    expect(profileFor(agents, 'cursor:abc')).toBeUndefined();
  });

  it('keys are identities like agent names: "Coder" and "Claude-Code:*" govern "coder" and "claude-code:abc"', () => {
    const agents = { Coder: profile({ tools: ['Read'] }), 'Claude-Code:*': profile({ tools: ['*'] }) };
    expect(profileFor(agents, 'coder')?.key).toBe('Coder');
    expect(profileFor(agents, 'claude-code:abc')?.key).toBe('Claude-Code:*');
  });

  it('a policy changed outside Airlock never drops a governance profile (stricterPolicy)', () => {
    const governed = parsePolicy({ agents: { coder: { maxAutonomousSteps: 50, phases: [{ name: 'plan', tools: ['Read'] }] } } });
    const bare = parsePolicy({ agents: { coder: { maxAutonomousSteps: 20 } } });
    expect(governed.ok && bare.ok).toBe(true);
    if (!governed.ok || !bare.ok) return;
    for (const [a, b] of [[governed.policy, bare.policy], [bare.policy, governed.policy]] as const) {
      const enforced = stricterPolicy(a, b);
      expect(profileFor(enforced.agents, 'coder')?.profile.phases?.[0]?.name).toBe('plan');
      expect(enforced.agents.coder?.maxAutonomousSteps).toBe(20);
    }
  });
});

describe('§6 degradation', () => {
  it('fails closed (halt) when no response is declared; applies a declared one', () => {
    expect(resolveDegradation(profile({}), 'on_anomaly')).toEqual({ cause: 'on_anomaly', action: 'halt', failClosed: true });
    const p = profile({ runtime: { degradation: { on_anomaly: { action: 'fallback', value: 'skip it' } } } });
    expect(resolveDegradation(p, 'on_anomaly')).toMatchObject({ action: 'fallback', value: 'skip it', failClosed: false });
  });

  it('loop_detection.on_detected comes before on_iteration_limit', () => {
    const p = profile({ runtime: { degradation: { on_iteration_limit: { action: 'pause' } }, tool_invocation: { loop_detection: { window: 4, on_detected: { action: 'continue' } } } } });
    const d = governor.governStep(govFacts(p, { recentSignatures: ['sig', 'sig'] }));
    expect(d.stop).toBeUndefined();
    expect(d.events).toEqual([expect.objectContaining({ cause: 'on_iteration_limit', action: 'continue', detail: expect.objectContaining({ loop_detected: true, overrode: 'on_iteration_limit' }) })]);
  });
});

describe('§2 budgets', () => {
  const caps = { tokens: { per_session: 1000, per_day: 5000 }, cost_usd: { per_session: 2 }, wall_clock_sec: { per_session: 60 } };
  const u = (tokens: number, costUsd = 0, wallSec = 0) => ({ tokens, costUsd, wallSec });

  it('permits up to the cap and names dimension and scope beyond it', () => {
    expect(checkBudgets({ caps, session: u(1000), day: u(1000) })).toBeNull();
    expect(checkBudgets({ caps, session: u(1001), day: u(1001) })).toMatchObject({ dimension: 'tokens', scope: 'per_session', observed: 1001, limit: 1000 });
    expect(checkBudgets({ caps, session: u(10), day: u(5001) })).toMatchObject({ dimension: 'tokens', scope: 'per_day' });
    expect(checkBudgets({ caps, session: u(0, 2.01), day: u(0) })).toMatchObject({ dimension: 'cost_usd', scope: 'per_session' });
    expect(checkBudgets({ caps, session: u(0, 0, 61), day: u(0) })).toMatchObject({ dimension: 'wall_clock_sec', scope: 'per_session' });
  });

  it('a persona draws down the parent and is held to its budget_share of the parent\'s per-session cap', () => {
    // Parent session (aggregate) still within 1000, the persona's own 600 over 0.5 × 1000.
    const persona = { name: 'tester', share: 0.5, usage: u(600) };
    expect(checkBudgets({ caps, session: u(900), day: u(900), persona })).toMatchObject({ scope: 'budget_share', persona: 'tester', limit: 500 });
    expect(checkBudgets({ caps, session: u(900), day: u(900), persona: { ...persona, usage: u(400) } })).toBeNull();
  });

  it('exhausted with nothing declared: the governor halts, fail-closed', () => {
    const p = profile({ permissions: { resource_limits: { budget: caps } } });
    const e = evaluateStep(stepFacts(govFacts(p, { usage: { session: u(1200), day: u(1200) } })));
    expect(e.verdict).toEqual({ kind: 'governor_halt', cause: 'on_budget_exhausted' });
    expect(e.governor?.events[0]).toMatchObject({ cause: 'on_budget_exhausted', action: 'halt', failClosed: true, detail: { dimension: 'tokens', scope: 'per_session', fail_closed: true } });
    const d = directiveFor(e, 'enforcing', { hint: 'x', stepsLeft: 5, at: '2026-01-01T00:00:00.000Z' });
    expect(d).toMatchObject({ continue: false, reason: 'halted by the governor: on_budget_exhausted', degradation: { cause: 'on_budget_exhausted', action: 'halt', fail_closed: true } });
  });

  it('declared pause → a governor confirmation; fallback → the value; continue → recorded with the cause it overrode', () => {
    const with_ = (action: unknown) => profile({ permissions: { resource_limits: { budget: caps } }, runtime: { degradation: { on_budget_exhausted: action } } });
    const over = { usage: { session: u(1200), day: u(1200) } };
    expect(evaluateStep(stepFacts(govFacts(with_({ action: 'pause' }), over))).verdict).toEqual({ kind: 'confirm', pause: 'governor' });
    const fb = evaluateStep(stepFacts(govFacts(with_({ action: 'fallback', value: { answer: 'use the cached result' } }), over)));
    expect(fb.verdict).toEqual({ kind: 'fallback', cause: 'on_budget_exhausted' });
    expect(directiveFor(fb, 'enforcing', { hint: 'x', stepsLeft: 5, at: 'now' }).degradation).toEqual({ cause: 'on_budget_exhausted', action: 'fallback', value: { answer: 'use the cached result' } });
    const cont = evaluateStep(stepFacts(govFacts(with_({ action: 'continue' }), over)));
    expect(cont.verdict).toEqual({ kind: 'continue' });
    expect(cont.governor?.events).toEqual([expect.objectContaining({ cause: 'on_budget_exhausted', action: 'continue', detail: expect.objectContaining({ overrode: 'on_budget_exhausted' }) })]);
  });

  it('a delegated session is held to the caps it was admitted with', () => {
    const p = profile({ tools: ['*'] });
    const e = evaluateStep(stepFacts(govFacts(p, { session: { kind: 'delegated', claimed: { tokens: { per_session: 100 } } }, usage: { session: u(101), day: u(101) } })));
    expect(e.verdict).toEqual({ kind: 'governor_halt', cause: 'on_budget_exhausted' });
    expect(e.governor?.events[0]?.detail).toMatchObject({ caps: 'delegated' });
  });
});

describe('§3 iteration control', () => {
  const p = profile({ runtime: { tool_invocation: { max_iterations: 3, max_tool_calls_per_session: 2, loop_detection: { window: 4 } } } });
  it('caps iterations and tool calls (a step without a structured action is no tool call)', () => {
    expect(checkIterations(p, { iterations: 2, toolCalls: 0, isToolCall: true })).toBeNull();
    expect(checkIterations(p, { iterations: 3, toolCalls: 0, isToolCall: false })).toMatchObject({ limit: 'max_iterations', observed: 4, cap: 3 });
    expect(checkIterations(p, { iterations: 1, toolCalls: 2, isToolCall: true })).toMatchObject({ limit: 'max_tool_calls_per_session' });
    expect(checkIterations(p, { iterations: 1, toolCalls: 2, isToolCall: false })).toBeNull();
  });
  it('detects the third equal signature within the window, not outside it', () => {
    expect(detectLoop(p, ['a', 'sig', 'sig'], 'sig')).toEqual({ repeats: 3, window: 4 });
    expect(detectLoop(p, ['a', 'b', 'c', 'sig', 'sig'], 'sig')).toBeNull();
    expect(detectLoop(p, ['sig'], 'sig')).toBeNull();
  });
});

describe('§4.1 personas and §4.2 delegation', () => {
  const p = profile({ tools: ['Read', 'Bash', 'Edit'], permissions: { resource_limits: { max_concurrent: 2 }, sub_agents: [{ name: 'tester', tools: ['Bash', 'Write'], max_parallel: 1 }] } });
  it('deny-by-default: an undeclared persona is refused; a declared one within its limits is admitted', () => {
    expect(admitPersona(p, { persona: 'hacker', runningChildren: 0, runningOfPersona: 0 })).toMatchObject({ admitted: false, detail: { rule: 'deny-by-default' } });
    expect(admitPersona(p, { persona: 'tester', runningChildren: 0, runningOfPersona: 0 })).toMatchObject({ admitted: true });
    expect(admitPersona(p, { persona: 'tester', runningChildren: 1, runningOfPersona: 1 })).toMatchObject({ admitted: false });
    const r = admitPersona(profile({ permissions: { resource_limits: { max_concurrent: 1 }, sub_agents: [{ name: 'a' }] } }), { persona: 'a', runningChildren: 1, runningOfPersona: 0 });
    expect(r.admitted).toBe(false);
    if (!r.admitted) expect(r.reasons.join()).toContain('max_concurrent');
  });
  it('a persona gets its tools, never one the parent lacks', () => {
    expect(checkGrant(p, { names: ['Bash'], level: 'safe', persona: 'tester' })).toEqual({ granted: true });
    expect(checkGrant(p, { names: ['Edit'], level: 'safe', persona: 'tester' }).granted).toBe(false);
    // Write is in the persona's list but not the parent's.
    expect(checkGrant(p, { names: ['Write'], level: 'safe', persona: 'tester' }).granted).toBe(false);
  });
  it('the hook-mode Task tool spawns a persona: undeclared → on_sub_agent_denied (halt by default)', () => {
    expect(spawnedPersona({ tool: 'Task', arguments: { subagent_type: 'tester', prompt: 'run the tests' } })).toBe('tester');
    expect(spawnedPersona({ tool: 'Task', arguments: { prompt: 'x' } })).toBe('general-purpose');
    expect(spawnedPersona({ tool: 'Bash', arguments: {} })).toBeUndefined();
    const denied = governor.governStep(govFacts(profile({ permissions: { sub_agents: [{ name: 'tester' }] } }), { step: { names: ['Task'], level: 'safe', paths: [], isToolCall: true, spawn: 'Explore' } }));
    expect(denied.stop).toMatchObject({ kind: 'halt', event: { cause: 'on_sub_agent_denied', failClosed: true } });
    const admitted = governor.governStep(govFacts(profile({ permissions: { sub_agents: [{ name: 'Explore' }] } }), { step: { names: ['Task'], level: 'safe', paths: [], isToolCall: true, spawn: 'Explore' } }));
    expect(admitted.stop).toBeUndefined();
    expect(admitted.events[0]).toMatchObject({ cause: 'on_sub_agent_admitted', action: 'continue' });
  });

  const lead = profile({
    security: { scopes: ['repo:read', 'issues:write'] },
    permissions: { resource_limits: { budget: { tokens: { per_session: 1000 } } }, delegation: { allowed: true, match: ['reviewer*'], deny: ['reviewer-evil'], max_depth: 1, attenuation: { scopes_subset: true, budget_subset: true } } },
  });
  const delegator = { profile: lead, scopes: lead.security?.scopes, budget: lead.permissions?.resource_limits?.budget };
  const request = { peer: 'reviewer-1', scopes: ['repo:read'], budget: { tokens: { per_session: 500 } }, depth: 1, ancestorMaxDepths: [] };
  it('admits a matching peer within depth and attenuated scopes and budget', () => {
    expect(admitDelegation(delegator, request)).toMatchObject({ admitted: true, detail: { rule: 'match "reviewer*"', attenuation: { scopes_subset: 'ok', budget_subset: 'ok' } } });
  });
  it('denies beyond max_depth, wider scopes, a larger or missing budget, deny patterns and unmatched peers', () => {
    const reasons = (r: ReturnType<typeof admitDelegation>) => (r.admitted ? [] : r.reasons).join(' | ');
    expect(reasons(admitDelegation(delegator, { ...request, depth: 2 }))).toContain('exceeds max_depth 1');
    expect(reasons(admitDelegation(delegator, { ...request, scopes: ['repo:read', 'repo:admin'] }))).toContain('"repo:admin"');
    expect(reasons(admitDelegation(delegator, { ...request, budget: { tokens: { per_session: 5000 } } }))).toContain('tokens.per_session 5000 > 1000');
    expect(reasons(admitDelegation(delegator, { ...request, budget: undefined }))).toContain('unbounded');
    expect(reasons(admitDelegation(delegator, { ...request, peer: 'reviewer-evil' }))).toContain('deny pattern');
    expect(reasons(admitDelegation(delegator, { ...request, peer: 'mallory' }))).toContain('matches no delegation.match');
    expect(reasons(admitDelegation({ profile: profile({ tools: ['*'] }), scopes: [], budget: undefined }, request))).toContain('may not delegate');
    // The chain root's max_depth holds further down the chain too.
    expect(reasons(admitDelegation({ ...delegator, profile: profile({ ...lead, permissions: { ...lead.permissions, delegation: { ...lead.permissions!.delegation!, max_depth: 5 } } }) }, { ...request, depth: 2, ancestorMaxDepths: [1] }))).toContain('exceeds max_depth 1');
  });
});

describe('§5 oversight triggers', () => {
  const p = profile({
    human_oversight: {
      triggers: [
        { name: 'pricey', when: { cost_usd_over: 1 } },
        { name: 'secrets', when: { path_matches: '.env*' } },
        { name: 'restricted shell', when: { tool: 'Bash', data_classification_at_least: 'confidential' } },
      ],
      response_time_minutes: 0.5,
    },
  });
  it('fires when all predicates hold', () => {
    const at = (o: Partial<governor.GovernorFacts['step']> & { cost?: number }) =>
      firedTriggers(p, { sessionCostUsd: o.cost ?? 0, dataClass: o.dataClass, names: o.names ?? ['Read'], paths: o.paths ?? [] }).map((f) => f.id);
    expect(at({})).toEqual([]);
    expect(at({ cost: 1.5 })).toEqual(['pricey']);
    expect(at({ paths: ['/home/me/app/.env.local'] })).toEqual(['secrets']);
    expect(at({ names: ['Bash'], dataClass: 'internal' })).toEqual([]);
    expect(at({ names: ['Bash'], dataClass: 'restricted' })).toEqual(['restricted shell']);
  });
  it('a fired trigger pauses with the response time; monitor_only records and goes on', () => {
    const e = evaluateStep(stepFacts(govFacts(p, { step: { names: ['Read'], level: 'safe', paths: ['.env'], isToolCall: true } })));
    expect(e.verdict).toEqual({ kind: 'confirm', pause: 'governor' });
    expect(e.governor).toMatchObject({ responseTimeMs: 30_000, degradation: { cause: 'on_oversight_trigger', action: 'pause' } });
    const monitor = profile({ human_oversight: { ...p.human_oversight, intervention_model: 'monitor_only' } });
    const m = evaluateStep(stepFacts(govFacts(monitor, { step: { names: ['Read'], level: 'safe', paths: ['.env'], isToolCall: true } })));
    expect(m.verdict.kind).toBe('continue');
    expect(m.governor?.events[0]).toMatchObject({ cause: 'on_oversight_trigger', action: 'continue', detail: { gates: false } });
  });
  it('a timed-out review resolved to continue lets that action through once', () => {
    const e = evaluateStep(stepFacts(govFacts(p, { passCauses: ['on_oversight_trigger'], step: { names: ['Read'], level: 'safe', paths: ['.env'], isToolCall: true } })));
    expect(e.verdict.kind).toBe('continue');
  });
});

describe('§7 anomaly baseline', () => {
  const p = profile({ anomaly_baseline: { expected_tools: ['Read', 'Edit'], cost_per_session_usd: { min: 0.01, max: 2 }, data_classes: ['public'] }, runtime: { degradation: { on_anomaly: { action: 'pause' } } } });
  const observed = { tools: [], dataClasses: [], costAboveFired: false };
  it('flags a tool, a data class and a cost outside the baseline, each once per session', () => {
    expect(deviations(p, { names: ['Read'], dataClass: 'public', sessionCostUsd: 1, observed }).map((d) => d.kind)).toEqual([]);
    expect(deviations(p, { names: ['Bash'], dataClass: 'internal', sessionCostUsd: 3, observed }).map((d) => d.kind)).toEqual(['unexpected_tool', 'unexpected_data_class', 'cost_above_range']);
    expect(deviations(p, { names: ['Bash'], dataClass: 'internal', sessionCostUsd: 3, observed: { tools: ['Bash'], dataClasses: ['internal'], costAboveFired: true } })).toEqual([]);
    expect(endOfSessionDeviation(p, 0.001)?.kind).toBe('cost_below_range');
    expect(endOfSessionDeviation(p, 0.5)).toBeNull();
  });
  it('fires on_anomaly with the declared response', () => {
    const e = evaluateStep(stepFacts(govFacts(p, { step: { names: ['Bash'], level: 'safe', paths: [], isToolCall: true } })));
    expect(e.verdict).toEqual({ kind: 'confirm', pause: 'governor' });
    expect(e.governor?.events[0]).toMatchObject({ cause: 'on_anomaly', action: 'pause', detail: { deviation: 'unexpected_tool', tool: 'Bash' } });
  });
});

describe('R6 phase grants and the brake order (halt → phase grant → cost → the rest)', () => {
  const p = profile({
    phases: [
      { name: 'plan', tools: ['Read', 'Grep'], action_classes: ['safe'] },
      { name: 'build', tools: ['*'], action_classes: ['safe', 'reversible', 'destructive'], confirm_entry: true },
    ],
    permissions: { resource_limits: { budget: { tokens: { per_session: 10 } } } },
  });
  it('refuses a tool outside the current phase with tool_not_granted; the first phase is where a session starts', () => {
    const e = evaluateStep(stepFacts(govFacts(p, { step: { names: ['Bash'], level: 'safe', paths: [], isToolCall: true } })));
    expect(e.verdict).toEqual({ kind: 'not_granted' });
    expect(e.reason).toBe('tool_not_granted');
    expect(e.governor?.events[0]).toMatchObject({ cause: 'on_tool_not_granted', detail: { outcome: 'tool_not_granted', phase: 'plan', tool: 'Bash' } });
    const d = directiveFor(e, 'enforcing', { hint: 'x', stepsLeft: 5, at: 'now' });
    expect(d).toMatchObject({ continue: false, reason: 'tool_not_granted' });
    expect(d.notifications?.[0]?.metadata?.reason).toBe('tool_not_granted');
    // In "build", Bash is granted — and a destructive action class too, but not a dangerous one.
    expect(evaluateStep(stepFacts(govFacts(p, { session: { kind: 'root', phase: 'build' }, step: { names: ['Bash'], level: 'destructive', paths: [], isToolCall: true } }))).verdict.kind).not.toBe('not_granted');
    expect(checkGrant(p, { names: ['Bash'], level: 'dangerous', phase: 'build' }).granted).toBe(false);
    // A step without a structured action names no tool: only "*" grants it.
    expect(checkGrant(p, { names: [], level: 'safe', phase: 'plan' }).granted).toBe(false);
    expect(checkGrant(p, { names: [], level: 'safe', phase: 'build' }).granted).toBe(true);
  });
  it('the halt comes first, the phase grant before the budget, and no human pass lifts a refused grant', () => {
    const over = { usage: { session: { tokens: 50, costUsd: 0, wallSec: 0 }, day: { tokens: 50, costUsd: 0, wallSec: 0 } }, step: { names: ['Bash'], level: 'safe' as const, paths: [], isToolCall: true } };
    expect(evaluateStep(stepFacts(govFacts(p, over), { halted: { all: false, agent: true } })).verdict.kind).toBe('halted');
    expect(evaluateStep(stepFacts(govFacts(p, over), { governorHalt: { cause: 'on_anomaly' } })).verdict).toEqual({ kind: 'governor_halt', cause: 'on_anomaly' });
    expect(evaluateStep(stepFacts(govFacts(p, over), { humanPass: { via: 'verification', id: 'c', tier: 'verify' } })).verdict.kind).toBe('not_granted');
    expect(evaluateStep(stepFacts(govFacts(p, { ...over, step: { ...over.step, names: ['Read'] } }))).verdict).toEqual({ kind: 'governor_halt', cause: 'on_budget_exhausted' });
    // Before the step limit and every later stage.
    expect(evaluateStep(stepFacts(govFacts(p, over), { stepsUsed: 500, stepLimit: 10 })).verdict.kind).toBe('not_granted');
  });
  it('an agent without a profile is untouched', () => {
    const e = evaluateStep(stepFacts(undefined, { action: { tool: 'Bash', arguments: { command: 'ls' } } }));
    expect(e.verdict.kind).toBe('continue');
    expect(e.governor).toBeUndefined();
  });
});

describe('the README\'s worked example', () => {
  it('is a valid policy, and governs every Claude Code session', async () => {
    const fs = await import('node:fs');
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Govern an agent'));
    const json = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(json).toBeTruthy();
    const parsed = parsePolicy(JSON.parse(json!));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(profileFor(parsed.policy.agents, 'claude-code:4f2a')?.profile.phases?.[0]?.name).toBe('plan');
  });
});
