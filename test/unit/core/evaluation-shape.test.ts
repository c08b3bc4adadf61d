// The evaluation is built member by member (perf11): its members, their values and their order must be
// what the object spreads it replaced gave, whichever stage decides.
import { describe, expect, it } from 'vitest';
import { evaluateStep, type StepFacts } from '../../../src/main/core';
import { facts } from './facts';

/** The order the spreads gave: base (classification, score, tier, actionTier, gate?), then verdict,
 *  factors, reason?, usedPass?, governor?; a stage's own tier replaced the classified one in place. */
const ORDER = ['classification', 'score', 'tier', 'actionTier', 'gate', 'verdict', 'factors', 'reason', 'usedPass', 'governor'];

const destructive = { level: 'destructive' as const, score: 45, reasons: ['changes something that matters'] };
const gateway = { server: 'notes', trust: { trust: 'validated' as const, source: 'policy' as const } };
const pass = { via: 'confirmation' as const, id: 'c1', tier: 'confirm' as const };

const cases: Array<[string, StepFacts]> = [
  ['advisory', facts()],
  ['advisory through the gateway', facts({ gateway })],
  ['halted', facts({ halted: { all: true, agent: false } })],
  ['halted through the gateway', facts({ halted: { all: false, agent: true }, gateway })],
  ['blocked (a stage tier)', facts({ block: { id: 'b', challengeId: 'c', reason: 'forbidden' } })],
  ['refused', facts({ refused: { challengeId: 'c', reason: 'no' } })],
  ['awaiting verification', facts({ awaitingVerification: { challengeId: 'c' } })],
  ['step limit', facts({ stepsUsed: 10, stepLimit: 10 })],
  ['budget', facts({ usage: { tokens: 1001, costUsd: 0 } }, { budgets: { maxTokens: 1000 } })],
  ['destructive', facts({ classification: destructive })],
  ['destructive with a pass', facts({ classification: destructive, humanPass: pass })],
  ['destructive with a pass through the gateway', facts({ classification: destructive, humanPass: pass, gateway })],
  ['agent score over the classifier', facts({ agentRiskScore: 55 })],
  ['loop', facts({ repeats: 50 })],
  ['governor halt', facts({ governorHalt: { cause: 'on_budget_exhausted' } })],
];

describe('an evaluation keeps the members and order of the spreads it replaced', () => {
  it.each(cases)('%s', (_name, f) => {
    const e = evaluateStep(f);
    expect(Object.keys(e)).toEqual(ORDER.filter((key) => key in e));
    expect(e.actionTier).toBeDefined();
    if (f.gateway) expect(e.gate?.server).toBe('notes');
    else expect('gate' in e).toBe(false);
    for (const key of ['reason', 'usedPass', 'governor'] as const) if (key in e) expect(e[key]).toBeDefined();
  });

  it('a stage that sets its own tier replaces the classified one; actionTier keeps the classifier’s', () => {
    const e = evaluateStep(facts({ block: { id: 'b', challengeId: 'c', reason: 'forbidden' } }));
    expect(e.tier).toBe('danger_zone');
    expect(e.actionTier).toBe('advisory');
    expect(Object.keys(e).indexOf('tier')).toBe(2);
  });
});
