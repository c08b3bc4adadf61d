// The step's audit detail is serialised by a fixed-order writer
// (canonicalStepDetail); it must give canonicalize's RFC 8785 text byte for
// byte, or decline (undefined) so that canonicalize runs.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalStepDetail } from '../../../src/main/store/audit-hash';

const odd = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e21, 1e-7, 0.1 + 0.2, 2 ** 53 + 1, null, undefined, '', '\ud800', 'x\u2028y', '"\\\n', [], {}, true),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.double(),
);
const stepDetail = fc.record({
  stepId: fc.oneof(fc.nat(), fc.double()),
  seq: fc.oneof(fc.nat(), fc.double()),
  tier: fc.oneof(fc.constantFrom('advisory', 'confirm', 'verify', 'danger_zone'), fc.string({ maxLength: 12 })),
  riskScore: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100 })),
  verdict: fc.oneof(fc.constantFrom('continue', 'confirm', 'denied', 'logging'), fc.string({ unit: 'binary', maxLength: 12 })),
  continue: fc.boolean(),
  stopped: fc.boolean(),
  mode: fc.oneof(fc.constantFrom('enforcing', 'advisory', 'logging', 'disabled'), fc.string({ maxLength: 8 })),
});
const keys = ['stepId', 'seq', 'tier', 'riskScore', 'verdict', 'continue', 'stopped', 'mode', 'gate', 'extra', 'Seq'] as const;

/** A step detail, sometimes with a member dropped, changed to an odd value, or added. */
const detail = fc
  .tuple(stepDetail, fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(odd, fc.constant('drop'))), { maxLength: 2 }), fc.boolean())
  .map(([base, changes, shuffle]) => {
    const d: Record<string, unknown> = { ...base };
    for (const [key, value] of changes) {
      if (value === 'drop') delete d[key];
      else d[key] = value;
    }
    // Member order must not matter.
    return shuffle ? Object.fromEntries(Object.entries(d).reverse()) : d;
  });

function canonicalOrThrow(value: unknown): string | Error {
  try {
    return canonicalize(value) ?? new Error('undefined');
  } catch (error) {
    return error as Error;
  }
}

describe('canonicalStepDetail', () => {
  it('is canonicalize byte for byte, or declines', () => {
    let written = 0;
    fc.assert(
      fc.property(detail, (d) => {
        const mine = canonicalStepDetail(d);
        if (mine === undefined) return;
        written++;
        expect(mine).toBe(canonicalOrThrow(d));
      }),
      { numRuns: 20_000 },
    );
    expect(written).toBeGreaterThan(4000);
  });

  it('writes the detail a plain step records', () => {
    const d = { stepId: 12, seq: 3, tier: 'advisory', riskScore: 7, verdict: 'continue', continue: true, stopped: false, mode: 'enforcing' };
    expect(canonicalStepDetail(d)).toBe(canonicalize(d));
  });

  it('declines what it does not write itself', () => {
    const base = { stepId: 1, seq: 1, tier: 'advisory', riskScore: 0, verdict: 'continue', continue: true, stopped: false, mode: 'enforcing' };
    for (const d of [
      { ...base, gate: { server: 's', trust: 'trusted', decision: 'allow' } },
      { ...base, riskScore: NaN },
      { ...base, tier: 'a\ud800' },
      { ...base, stopped: undefined },
      { ...base, continue: 1 },
      Object.assign(Object.create({ inherited: 1 }) as object, base),
    ]) {
      expect(canonicalStepDetail(d as Record<string, unknown>)).toBeUndefined();
    }
  });
});
