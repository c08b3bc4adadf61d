import { describe, expect, it } from 'vitest';
import { defaultPolicy, evaluateStep, parsePolicy, type Policy, type StepFacts } from '../../../src/main/core';

function facts(overrides: Partial<StepFacts> = {}, policy: Partial<Policy> = {}): StepFacts {
  return {
    policy: { ...defaultPolicy, ...policy },
    hint: 'executing shell command: ls -la src/',
    halted: { all: false, agent: false },
    block: null,
    usage: { tokens: 0, costUsd: 0 },
    stepsUsed: 0,
    stepLimit: 10,
    repeats: 0,
    awaitingVerification: null,
    humanPass: null,
    ...overrides,
  };
}

const patterns = (p: Partial<Policy['patterns']>): Partial<Policy> => ({
  patterns: { deny: [], requiresApproval: [], autoApprove: [], ...p },
});

describe('evaluation pipeline, in CONTRACT.md order', () => {
  it('lets a read-only action through as advisory', () => {
    const e = evaluateStep(facts());
    expect(e.verdict).toEqual({ kind: 'continue' });
    expect(e.tier).toBe('advisory');
  });

  it('stage 0: the halt switch stops before anything else, globally or per agent', () => {
    for (const halted of [{ all: true, agent: false }, { all: false, agent: true }]) {
      const e = evaluateStep(facts({ halted, block: { id: 'b', challengeId: 'c', reason: 'x' } }));
      expect(e.verdict.kind).toBe('halted');
      expect(e.reason).toBe('halted by the operator');
    }
  });

  it('stage 0: a hard block stops, and wins over every later stage', () => {
    const e = evaluateStep(facts({ block: { id: 'b', challengeId: 'c', reason: 'forbidden' }, stepsUsed: 99 }, patterns({ autoApprove: ['*'] })));
    expect(e.verdict.kind).toBe('blocked');
    expect(e.tier).toBe('danger_zone');
  });

  it('stage 0: budgets pause fail-closed when the execution is over its token or cost cap', () => {
    expect(evaluateStep(facts({ usage: { tokens: 1001, costUsd: 0 } }, { budgets: { maxTokens: 1000 } })).verdict).toEqual({ kind: 'confirm', pause: 'budget' });
    expect(evaluateStep(facts({ usage: { tokens: 0, costUsd: 2.5 } }, { budgets: { maxCostUsd: 2 } })).verdict).toEqual({ kind: 'confirm', pause: 'budget' });
    expect(evaluateStep(facts({ usage: { tokens: 999, costUsd: 1.9 } }, { budgets: { maxTokens: 1000, maxCostUsd: 2 } })).verdict.kind).toBe('continue');
  });

  it('stage 1: pauses once the step limit is used up', () => {
    expect(evaluateStep(facts({ stepsUsed: 9, stepLimit: 10 })).verdict.kind).toBe('continue');
    expect(evaluateStep(facts({ stepsUsed: 10, stepLimit: 10 })).verdict).toEqual({ kind: 'confirm', pause: 'step_limit' });
  });

  it('stage 2: pauses after a failed previous step, not after success or skipped', () => {
    expect(evaluateStep(facts({ previousOutcome: 'failure' })).verdict).toEqual({ kind: 'confirm', pause: 'previous_failure' });
    expect(evaluateStep(facts({ previousOutcome: 'success' })).verdict.kind).toBe('continue');
    expect(evaluateStep(facts({ previousOutcome: 'skipped' })).verdict.kind).toBe('continue');
  });

  it('stage 3: pauses when the same action repeats N times within the window', () => {
    expect(evaluateStep(facts({ repeats: 1 })).verdict.kind).toBe('continue');
    expect(evaluateStep(facts({ repeats: 2 })).verdict).toEqual({ kind: 'confirm', pause: 'loop' });
    expect(evaluateStep(facts({ repeats: 3 }, { loopDetection: { repeats: 5, windowSteps: 10 } })).verdict.kind).toBe('continue');
  });

  it('stage 4: deny > requiresApproval > autoApprove, case-insensitive, * spans / and spaces', () => {
    const hint = 'Deploying build/output to PROD cluster';
    const all = patterns({ deny: ['*prod cluster'], requiresApproval: ['deploying*'], autoApprove: ['*'] });
    const denied = evaluateStep(facts({ hint }, all));
    expect(denied.verdict).toEqual({ kind: 'danger_zone', byPolicy: true });
    expect(denied.reason).toContain('*prod cluster');

    const approval = evaluateStep(facts({ hint }, patterns({ requiresApproval: ['deploying*/output*'], autoApprove: ['*'] })));
    expect(approval.verdict).toEqual({ kind: 'confirm', pause: 'policy' });

    const auto = evaluateStep(facts({ hint: 'DROP TABLE users', agentRiskScore: 99 }, patterns({ autoApprove: ['drop table *'] })));
    expect(auto.verdict.kind).toBe('continue');
    expect(auto.factors.join(' ')).toContain('auto-approves');
  });

  it('stage 4: patterns also match the structured action tool name', () => {
    const e = evaluateStep(facts({ hint: 'calling a tool', action: { tool: 'delete_repo' } }, patterns({ requiresApproval: ['delete_*'] })));
    expect(e.verdict).toEqual({ kind: 'confirm', pause: 'policy' });
  });

  it('stage 5: the risk score picks the tier, and the agent may raise it but never lower it', () => {
    expect(evaluateStep(facts({ agentRiskScore: 45 })).verdict).toEqual({ kind: 'confirm', pause: 'tier' });
    expect(evaluateStep(facts({ agentRiskScore: 70 })).verdict).toEqual({ kind: 'verify' });
    const dz = evaluateStep(facts({ agentRiskScore: 90 }));
    expect(dz.verdict).toEqual({ kind: 'danger_zone', byPolicy: false });
    expect(dz.tier).toBe('danger_zone');
    const lowered = evaluateStep(facts({ hint: 'DROP TABLE users;', agentRiskScore: 0 }));
    expect(lowered.score).toBe(lowered.classification.score);
    expect(lowered.score).toBeGreaterThan(0);
  });

  it('stage 6: risk tolerance tightens for every action but relaxes only safe/reversible ones', () => {
    // 28 is advisory by score; the conservative tolerance (25) still pauses it.
    expect(evaluateStep(facts({ agentRiskScore: 28 }, { riskTolerance: 'conservative' })).verdict).toEqual({ kind: 'confirm', pause: 'tolerance' });
    expect(evaluateStep(facts({ agentRiskScore: 28 }, { riskTolerance: 'moderate' })).verdict.kind).toBe('continue');
    // A reversible action Airlock scored 38 is in the confirm band; moderate (50) and aggressive (75) let it through, conservative does not.
    const reversible38 = { level: 'reversible' as const, score: 38, reasons: ['edits a tracked file'] };
    expect(evaluateStep(facts({ classification: reversible38 }, { riskTolerance: 'aggressive' })).verdict.kind).toBe('continue');
    expect(evaluateStep(facts({ classification: reversible38 }, { riskTolerance: 'moderate' })).verdict.kind).toBe('continue');
    expect(evaluateStep(facts({ classification: reversible38 }, { riskTolerance: 'conservative' })).verdict).toEqual({ kind: 'confirm', pause: 'tier' });
    // A destructive action is never relaxed, nor one the agent itself rated riskier.
    const destructive45 = { level: 'destructive' as const, score: 45, reasons: ['deletes a file'] };
    expect(evaluateStep(facts({ classification: destructive45 }, { riskTolerance: 'aggressive' })).verdict).toEqual({ kind: 'confirm', pause: 'tier' });
    expect(evaluateStep(facts({ agentRiskScore: 45 }, { riskTolerance: 'aggressive' })).verdict).toEqual({ kind: 'confirm', pause: 'tier' });
    // Verify and danger_zone are never relaxed by tolerance.
    expect(evaluateStep(facts({ agentRiskScore: 70 }, { riskTolerance: 'aggressive' })).verdict.kind).toBe('verify');
  });

  it('a human pass lets the same action through once, and a verification pass covers the higher tiers', () => {
    const confirmPass = { via: 'confirmation' as const, id: 'c1', tier: 'confirm' as const };
    const okConfirm = evaluateStep(facts({ agentRiskScore: 55, humanPass: confirmPass }));
    expect(okConfirm.verdict.kind).toBe('continue');
    expect(okConfirm.usedPass).toEqual(confirmPass);
    // An approval does not stand in for out-of-band verification.
    expect(evaluateStep(facts({ agentRiskScore: 70, humanPass: confirmPass })).verdict.kind).toBe('verify');
    const verified = { via: 'verification' as const, id: 'v1', tier: 'verify' as const };
    expect(evaluateStep(facts({ agentRiskScore: 70, humanPass: verified })).verdict.kind).toBe('continue');
    // Brakes are never passed by an earlier approval.
    expect(evaluateStep(facts({ halted: { all: true, agent: false }, humanPass: verified })).verdict.kind).toBe('halted');
  });

  it('waits for an outstanding verification before evaluating anything else', () => {
    const e = evaluateStep(facts({ awaitingVerification: { challengeId: 'x' } }, patterns({ autoApprove: ['*'] })));
    expect(e.verdict.kind).toBe('awaiting_verification');
  });
});

describe('policy validation', () => {
  it('fills defaults and names the bad field', () => {
    const ok = parsePolicy({});
    expect(ok.ok && ok.policy.maxAutonomousSteps).toBe(10);
    const bad = parsePolicy({ patterns: { deny: [5] } });
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('patterns.deny.0') });
    const unknown = parsePolicy({ maxSteps: 3 });
    expect(unknown.ok).toBe(false);
  });
});
