// A stored step as the store decodes it (StoredStep), for tests of the readers
// that map from it (exports, records, views) without an engine run.
import type { StoredStep } from '../../src/main/store';

export function storedStep(overrides: Partial<StoredStep> = {}): StoredStep {
  const id = overrides.id ?? 1;
  return {
    id,
    executionId: 'exec-1',
    seq: id,
    agent: 'builder',
    client: 'claude-code',
    hint: `action ${id}`,
    actionDigest: `d${id}`,
    loopKey: `action ${id}`,
    action: null,
    description: null,
    outcome: null,
    findings: null,
    level: 'safe',
    riskScore: 5,
    tier: 'advisory',
    continued: true,
    stopped: false,
    reasons: [],
    directive: { continue: overrides.continued ?? true, factors: [] },
    decisionUs: 120,
    at: '2026-11-22T01:00:00.000Z',
    flags: [],
    ...overrides,
  };
}
