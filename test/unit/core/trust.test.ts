// Trust × danger gating (seed 001 §4.1) for calls through `airlock wrap`:
// the matrix cell by cell, and how the pipeline combines it with Airlock's
// own tier — the stricter applies, trust never removes a gate.
import { describe, expect, it } from 'vitest';
import {
  defaultPolicy,
  directiveFor,
  evaluateStep,
  gateFor,
  minimumTrustFor,
  parsePolicy,
  trustOf,
  TRUST_DANGER_MATRIX,
  type Policy,
  type StepFacts,
} from '../../../src/main/core';
import { DANGER_LEVELS, TRUST_LEVELS, type Classification, type DangerLevel, type TrustLevel } from '../../../src/shared/vocabulary';

/** Fixed classifications in each level's band, so these tests exercise the gate, not the classifier. */
const CLASSIFIED: Record<DangerLevel, Classification> = {
  safe: { level: 'safe', score: 5, reasons: ['only reads'] },
  reversible: { level: 'reversible', score: 20, reasons: ['creates a note'] },
  destructive: { level: 'destructive', score: 45, reasons: ['deletes a note'] },
  dangerous: { level: 'dangerous', score: 70, reasons: ['bulk deletion'] },
  forbidden: { level: 'forbidden', score: 95, reasons: ['wipes everything'] },
};

function gatewayFacts(level: DangerLevel, trust: TrustLevel, overrides: Partial<StepFacts> = {}, policy: Partial<Policy> = {}): StepFacts {
  return {
    policy: { ...defaultPolicy, ...policy },
    hint: `tool_${level} on MCP server "notes"`,
    action: { tool: `tool_${level}`, server: 'notes', arguments: {} },
    classification: CLASSIFIED[level],
    halted: { all: false, agent: false },
    block: null,
    usage: { tokens: 0, costUsd: 0 },
    stepsUsed: 0,
    stepLimit: 10_000,
    repeats: 0,
    awaitingVerification: null,
    humanPass: null,
    gateway: { server: 'notes', trust: { trust, source: 'policy' } },
    ...overrides,
  };
}

describe('the seed 001 §4.1 matrix, cell by cell', () => {
  // Copied from the seed's table (rows: danger level; columns: untested, generated, validated, community_reviewed, certified).
  const SEED: Record<DangerLevel, string> = {
    safe: 'introspect_only allow allow allow allow',
    reversible: 'deny deny allow allow allow',
    destructive: 'deny deny confirm allow allow',
    dangerous: 'deny deny deny confirm allow',
    forbidden: 'deny deny deny deny confirm',
  };

  for (const level of DANGER_LEVELS) {
    const row = SEED[level].split(' ');
    TRUST_LEVELS.forEach((trust, i) => {
      it(`${level} × ${trust} → ${row[i]}`, () => {
        expect(gateFor(trust, level)).toBe(row[i]);
        expect(TRUST_DANGER_MATRIX[level][trust]).toBe(row[i]);
      });
    });
  }

  it('names the lowest trust that stops refusing each danger level', () => {
    expect(DANGER_LEVELS.map((l) => minimumTrustFor(l))).toEqual(['generated', 'validated', 'validated', 'community_reviewed', 'certified']);
  });
});

describe('the stricter of the matrix and Airlock\'s own tier applies, cell by cell', () => {
  // What a gateway call ends in: "denied" (PERMISSION_DANGER_LEVEL_DENIED), or Airlock's verdict.
  // Airlock's own tiers here: safe/reversible advisory, destructive confirm, dangerous verify, forbidden danger_zone.
  const EXPECTED: Record<DangerLevel, string> = {
    safe: 'denied continue continue continue continue',
    reversible: 'denied denied continue continue continue',
    destructive: 'denied denied confirm confirm confirm',
    dangerous: 'denied denied denied verify verify',
    forbidden: 'danger_zone danger_zone danger_zone danger_zone danger_zone',
  };

  for (const level of DANGER_LEVELS) {
    const row = EXPECTED[level].split(' ');
    TRUST_LEVELS.forEach((trust, i) => {
      it(`${level} call to a ${trust} server → ${row[i]}`, () => {
        const e = evaluateStep(gatewayFacts(level, trust));
        expect(e.verdict.kind).toBe(row[i]);
        expect(e.gate).toMatchObject({ server: 'notes', trust, dangerLevel: level, decision: gateFor(trust, level) });
        if (e.verdict.kind === 'denied') {
          expect(e.verdict.decision).toBe(gateFor(trust, level));
          expect(e.reason).toContain(level === 'safe' ? 'untested' : `(danger: ${level})`);
          expect(e.factors.join(' ')).toContain(`at least ${minimumTrustFor(level)}`);
        }
      });
    });
  }

  it('the same calls without the gateway get Airlock\'s tier alone', () => {
    const airlockOnly = DANGER_LEVELS.map((level) => {
      const { gateway: _gateway, ...rest } = gatewayFacts(level, 'untested');
      return evaluateStep(rest).verdict.kind;
    });
    expect(airlockOnly).toEqual(['continue', 'continue', 'confirm', 'verify', 'danger_zone']);
  });

  it('autoApprove and the risk tolerance never lift a confirm the matrix asks for', () => {
    const loose: Partial<Policy> = { riskTolerance: 'aggressive', patterns: { deny: [], requiresApproval: [], autoApprove: ['tool_destructive*', '*'] } };
    // Without the gateway, the autoApprove pattern lets a confirm-tier call go…
    const { gateway: _gateway, ...plain } = gatewayFacts('destructive', 'validated', {}, loose);
    expect(evaluateStep(plain).verdict.kind).toBe('continue');
    // …through the gateway at "validated", the matrix's confirm stands.
    const gated = evaluateStep(gatewayFacts('destructive', 'validated', {}, loose));
    expect(gated.verdict).toEqual({ kind: 'confirm', pause: 'tier' });
    expect(gated.factors.join(' ')).toContain('Server "notes" is trusted as validated');
  });

  it('a person\'s approval lets a matrix confirm through, once', () => {
    const pass = { via: 'confirmation' as const, id: 'c1', tier: 'confirm' as const };
    const e = evaluateStep(gatewayFacts('destructive', 'validated', { humanPass: pass }));
    expect(e.verdict.kind).toBe('continue');
    expect(e.usedPass).toEqual(pass);
  });

  it('no human pass gets a call past a matrix refusal: only raising the trust does', () => {
    const approval = { via: 'confirmation' as const, id: 'c1', tier: 'confirm' as const };
    const verified = { via: 'verification' as const, id: 'v1', tier: 'danger_zone' as const };
    expect(evaluateStep(gatewayFacts('reversible', 'generated', { humanPass: approval })).verdict.kind).toBe('denied');
    expect(evaluateStep(gatewayFacts('dangerous', 'validated', { humanPass: { ...verified, tier: 'verify' } })).verdict.kind).toBe('denied');
    // A verified danger_zone code lifts Airlock's block, and the matrix still refuses below "certified"…
    expect(evaluateStep(gatewayFacts('forbidden', 'validated', { humanPass: verified })).verdict.kind).toBe('denied');
    // …while at "certified" (matrix: confirm) the verified code is the person's go-ahead.
    expect(evaluateStep(gatewayFacts('forbidden', 'certified', { humanPass: verified })).verdict.kind).toBe('continue');
  });

  it('brakes come first: a halted or blocked agent is stopped before the matrix is consulted', () => {
    expect(evaluateStep(gatewayFacts('safe', 'certified', { halted: { all: true, agent: false } })).verdict.kind).toBe('halted');
    expect(evaluateStep(gatewayFacts('safe', 'certified', { block: { id: 'b', challengeId: 'c', reason: 'x' } })).verdict.kind).toBe('blocked');
    // The gate cell is still reported, whatever stage decided.
    expect(evaluateStep(gatewayFacts('reversible', 'untested', { halted: { all: true, agent: false } })).gate?.decision).toBe('deny');
  });

  it('a client re-reading the same thing through the gateway is not a loop; repeated writes still are', () => {
    expect(evaluateStep(gatewayFacts('safe', 'validated', { repeats: 50 })).verdict.kind).toBe('continue');
    expect(evaluateStep(gatewayFacts('destructive', 'certified', { repeats: 5 })).verdict).toEqual({ kind: 'confirm', pause: 'loop' });
    // Even where every repetition pauses (pauseOn "any"), a re-read through the gateway does not; the same outside it does.
    const everyRepeat = { loopDetection: { ...defaultPolicy.loopDetection, pauseOn: 'any' as const } };
    expect(evaluateStep(gatewayFacts('safe', 'validated', { repeats: 50 }, everyRepeat)).verdict.kind).toBe('continue');
    const { gateway: _gateway, ...plain } = gatewayFacts('safe', 'validated', { repeats: 50 }, everyRepeat);
    expect(evaluateStep(plain).verdict).toEqual({ kind: 'confirm', pause: 'loop' });
  });
});

describe('the directive for a refused call', () => {
  it('enforcing: continue false, not stopped, an error notification naming PERMISSION_DANGER_LEVEL_DENIED', () => {
    const e = evaluateStep(gatewayFacts('dangerous', 'validated'));
    const d = directiveFor(e, 'enforcing', { hint: 'tool_dangerous on MCP server "notes"', stepsLeft: 10, at: '2026-01-01T00:00:00.000Z' });
    expect(d.continue).toBe(false);
    expect(d.stopped).toBeUndefined();
    expect(d.reason).toBe(`Operation 'tool_dangerous' (danger: dangerous) denied for server "notes" at trust level 'validated'`);
    expect(d.notifications).toEqual([
      expect.objectContaining({ type: 'error', metadata: expect.objectContaining({ reason: 'PERMISSION_DANGER_LEVEL_DENIED', level: 'dangerous' }) }),
    ]);
  });

  it('monitoring: goes ahead, saying what enforcing would have done', () => {
    const e = evaluateStep(gatewayFacts('reversible', 'untested'));
    const d = directiveFor(e, 'monitoring', { hint: 'x', stepsLeft: 10, at: '2026-01-01T00:00:00.000Z' });
    expect(d.continue).toBe(true);
    expect(d.factors.join(' ')).toContain("enforcing would have denied the call (the server's trust level does not allow it)");
  });
});

describe('where a server\'s trust comes from', () => {
  const policy = (servers: Policy['servers'], defaultTrust: TrustLevel = 'validated'): Policy => {
    const parsed = parsePolicy({ servers, gateway: { defaultTrust } });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.policy;
  };

  it('a new server gets the policy\'s default, "validated" unless the person changed it', () => {
    expect(trustOf(defaultPolicy, 'memory')).toEqual({ trust: 'validated', source: 'default' });
    expect(trustOf(policy({}, 'untested'), 'memory')).toEqual({ trust: 'untested', source: 'default' });
  });

  it('the person\'s setting for a named server wins over the default', () => {
    expect(trustOf(policy({ memory: { trust: 'certified' } }), 'memory')).toEqual({ trust: 'certified', source: 'policy' });
  });

  it('the wrapper\'s --trust can lower the trust, never raise it', () => {
    const p = policy({ memory: { trust: 'community_reviewed' } });
    expect(trustOf(p, 'memory', 'untested')).toEqual({ trust: 'untested', source: 'wrapper' });
    expect(trustOf(p, 'memory', 'certified')).toEqual({ trust: 'community_reviewed', source: 'policy' });
    expect(trustOf(defaultPolicy, 'new', 'certified')).toEqual({ trust: 'validated', source: 'default' });
  });

  it('the policy refuses an unknown trust level, naming the field', () => {
    const parsed = parsePolicy({ servers: { memory: { trust: 'trusted' } } });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('servers.memory.trust');
  });
});
