import { defaultPolicy, type Policy, type StepFacts } from '../../../src/main/core';

/** The facts of an ordinary step (a harmless shell read, nothing halted, no limits reached), with the given changes. */
export function facts(overrides: Partial<StepFacts> = {}, policy: Partial<Policy> = {}): StepFacts {
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
