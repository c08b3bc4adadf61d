// The hand check of a step's common shape (fastRecordStepParams) must accept
// only what the zod schema accepts and return exactly what it returns; every
// other input goes to the schema, so refusals stay the schema's own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AirlockError } from '../../../src/main/core/errors';
import { fastRecordStepParams, parseParams, parseRecordStepParams, recordStepParams } from '../../../src/main/core/params';

/** Deep equality that also checks key order and tells -0 from 0. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function outcomeOf(fn: () => unknown): { ok: unknown } | { error: { code: string; message: string; details: unknown } } {
  try {
    return { ok: fn() };
  } catch (error) {
    if (!(error instanceof AirlockError)) throw error;
    return { error: { code: error.code, message: error.message, details: error.details } };
  }
}

const LONE = '\ud800';
const edgeString = fc.oneof(
  fc.constantFrom('', ' ', '  \t', 'agent', 'Agent\u200bA ', ' code-Assistant ', 'ＡＢＣ', '\u00ad', `a${LONE}`, `${LONE}`, '\udc00x', '😀', 'success', 'Success', 'public', 'secret'),
  fc.constantFrom(99, 100, 101, 199, 200, 201, 8191, 8192, 8193, 65536, 65537).map((n) => 'x'.repeat(n)),
  fc.constantFrom(200, 201, 8192, 8193).map((n) => ` ${'y'.repeat(n - 2)} `),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, 5, 99.5, 100, 100.0001, 101, -1, -0.0001, NaN, Infinity, -Infinity, 1e12, 1e12 + 1, 1e9, 1e9 + 1, 0.5, 2 ** 53, 2 ** 53 + 2),
  fc.double(),
  fc.integer({ min: -10, max: 2e12 }),
);
const usageValue = fc.oneof(
  fc.record({ tokens: fc.oneof(edgeNumber, edgeString), cost_usd: fc.oneof(edgeNumber, edgeString) }, { requiredKeys: [] }),
  fc.constantFrom({}, { tokens: 3, extra: 1 }, { tokens: undefined }, Object.assign(Object.create(null) as object, { tokens: 7 }), [], null),
);
const anyValue = fc.oneof(
  { weight: 6, arbitrary: edgeString },
  { weight: 3, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, false, [], {}, ['a']) },
  { weight: 1, arbitrary: usageValue },
);
const keys = ['element_name', 'nextActionHint', 'stepDescription', 'outcome', 'findings', 'execution_id', 'riskScore', 'usage', 'data_classification'] as const;

/** A well-formed step of the common shape (each optional field present or not). */
const goodStep = fc.record(
  {
    element_name: fc.constantFrom('code-assistant', 'Agent\u200bA ', 'r0-agent-1', ' ＡＢＣ '),
    nextActionHint: fc.oneof(fc.constantFrom('read file src/a.ts', '  run npm test  ', 'rm -rf build/'), fc.string({ minLength: 1, maxLength: 30 })),
    stepDescription: fc.string({ maxLength: 30 }),
    outcome: fc.constantFrom('success', 'failure', 'skipped'),
    findings: fc.string({ maxLength: 30 }),
    execution_id: fc.uuid(),
    riskScore: fc.oneof(fc.constantFrom(0, -0, 100, 50.5), fc.double({ min: 0, max: 100, noNaN: true })),
    usage: fc.record({ tokens: fc.integer({ min: 0, max: 1e6 }), cost_usd: fc.double({ min: 0, max: 10, noNaN: true }) }, { requiredKeys: [] }),
    data_classification: fc.constantFrom('public', 'internal', 'confidential', 'restricted'),
  },
  { requiredKeys: ['element_name', 'nextActionHint'] },
);
const foreignKeys = ['action', 'gateway', 'session_id', '__proto__', 'extra', 'Element_name'] as const;

/** Well-formed steps, and the same with one or two fields swapped for edge values or a key the fast path leaves to zod. */
const stepInput = fc
  .tuple(
    goodStep,
    fc.array(fc.tuple(fc.constantFrom(...keys, ...foreignKeys), fc.oneof(anyValue, fc.constant(undefined), fc.constant({ tool: 'Bash' }))), { maxLength: 2 }),
    fc.boolean(),
  )
  .map(([step, changes, nullProto]) => {
    // Own keys only, __proto__ included, the way JSON.parse makes them.
    const input = nullProto ? (Object.create(null) as Record<string, unknown>) : {};
    const put = (key: string, value: unknown): void => void Object.defineProperty(input, key, { value, enumerable: true, writable: true, configurable: true });
    for (const [key, value] of Object.entries(step)) put(key, value);
    for (const [key, value] of changes) put(key, value);
    return input;
  });

describe('the fast check of a step (fastRecordStepParams)', () => {
  it('accepts only what the schema accepts, and returns exactly what it returns', () => {
    let fast = 0;
    fc.assert(
      fc.property(stepInput, (input) => {
        const mine = fastRecordStepParams(input);
        if (mine === undefined) return;
        fast++;
        const theirs = recordStepParams.safeParse(input);
        expect(theirs.success).toBe(true);
        expect(same(mine, theirs.data)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    // Not vacuous: a good share of the generated steps took the fast path.
    expect(fast).toBeGreaterThan(5000);
  });

  it('parseRecordStepParams answers as parseParams(recordStepParams) does, refusals included', () => {
    let refused = 0;
    fc.assert(
      fc.property(stepInput, (input) => {
        const mine = outcomeOf(() => parseRecordStepParams(input));
        const theirs = outcomeOf(() => parseParams(recordStepParams, input));
        if ('error' in theirs) refused++;
        expect(same(mine, theirs)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    expect(refused).toBeGreaterThan(1000);
  });

  it('takes the common shapes (what agents, the bench and the hooks without an action send)', () => {
    const common: unknown[] = [
      { element_name: 'code-assistant', nextActionHint: 'read file src/a.ts' },
      { element_name: 'r0-agent-1', nextActionHint: 'read file src/x/module-1/part-1.ts', execution_id: '6f1c0b8e-1d2f-4a3b-9c8d-7e6f5a4b3c2d' },
      { element_name: 'A', nextActionHint: ' run tests ', stepDescription: 'built', outcome: 'success', findings: 'ok', riskScore: 10, usage: { tokens: 5, cost_usd: 0.01 }, data_classification: 'internal' },
      JSON.parse('{"element_name":"a","nextActionHint":"x","usage":{}}'),
    ];
    for (const input of common) {
      const mine = fastRecordStepParams(input);
      expect(mine).toBeDefined();
      expect(same(mine, recordStepParams.parse(input))).toBe(true);
    }
  });

  it('leaves to the schema what it does not check itself', () => {
    const base = { element_name: 'a', nextActionHint: 'x' };
    const others: unknown[] = [
      { ...base, action: { tool: 'Bash' } },
      { ...base, session_id: 's' },
      { ...base, gateway: {} },
      { ...base, stepDescription: undefined },
      JSON.parse('{"element_name":"a","nextActionHint":"x","__proto__":{"x":1}}'),
      { ...base, element_name: '\u200b' },
      { ...base, nextActionHint: '   ' },
      { ...base, element_name: 'x'.repeat(201) },
      { ...base, riskScore: NaN },
      { ...base, usage: { tokens: 1.5 } },
      { ...base, usage: { tokens: 1, more: 2 } },
      { ...base, outcome: 'Success' },
      { ...base, findings: `a${LONE}` },
      [base],
      null,
      'a',
    ];
    for (const input of others) expect(fastRecordStepParams(input)).toBeUndefined();
  });

  it('checks every key it accepts', () => {
    // Each key alone with a wrong type is refused by both.
    for (const key of keys) {
      const input = { element_name: 'a', nextActionHint: 'x', [key]: { wrong: true } };
      expect(fastRecordStepParams(input)).toBeUndefined();
      expect(recordStepParams.safeParse(input).success).toBe(false);
    }
  });
});
