// inert() returns text with nothing to change without its two replaces, and inertDeep() builds objects
// without entry pairs (perf11): both must give exactly what the plain versions below give.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inert, inertDeep, type InertOptions } from '../../../src/shared/text';

// The implementations before perf11, as they were.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\p{Cf}\u2028\u2029\u034f\u115f\u1160\u3164\uffa0\u180b-\u180d\ufe00-\ufe0f\u{e0100}-\u{e01ef}]|\p{Cs}/gu;
const tag = (ch: string): string => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
function plainInert(text: string, options: InertOptions = {}): string {
  let out = text.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    if (options.keepNewlines && (ch === '\n' || ch === '\t')) return ch;
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return tag(ch);
  });
  out = out.replace(INVISIBLE, tag);
  if (options.escapeMarkup) out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return out;
}
function plainInertDeep<T>(value: T): T {
  if (typeof value === 'string') return plainInert(value, { keepNewlines: true }) as T;
  if (Array.isArray(value)) return value.map(plainInertDeep) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [plainInert(k), plainInertDeep(v)])) as T;
  }
  return value;
}

/** Same members in the same order, same prototypes, same values (toStrictEqual reads a member named "constructor" as the type). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// Characters at every edge of the two classes, tab and line feed, lone surrogates and pairs, markup.
const EDGES = [
  '\u0000', '\u0008', '\t', '\n', '\u000b', '\r', '\u001f', ' ', '~', '\u007f', '\u0080', '\u009f', '\u00a0', '\u00ad', '\u034f',
  '\u061c', '\u115f', '\u1160', '\u180b', '\u180d', '\u180e', '\u200b', '\u200f', '\u2028', '\u2029', '\u202e', '\u2060', '\u3164',
  '\ufe00', '\ufe0f', '\ufeff', '\uffa0', '\ufff9', '\ud800', '\udfff', '\ud83d\ude00', '\u{e0001}', '\u{e0100}', '\u{e01ef}', '\u{e01f0}',
  '&', '<', '>', 'a', 'é', '中',
];
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.constantFrom(...EDGES), { maxLength: 12 }).map((xs) => xs.join('')), fc.string({ unit: 'binary', maxLength: 20 }));
const options = fc.record({ keepNewlines: fc.option(fc.boolean(), { nil: undefined }), escapeMarkup: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: [] });

describe('inert and inertDeep, fast paths', () => {
  it('inert gives what the two replaces give, for every option', () => {
    fc.assert(fc.property(text, options, (t, o) => inert(t, o) === plainInert(t, o)), { numRuns: 20_000 });
    for (const ch of EDGES) for (const o of [{}, { keepNewlines: true }, { escapeMarkup: true }]) expect(inert(`x${ch}y`, o)).toBe(plainInert(`x${ch}y`, o));
  });

  it('inertDeep gives the same members in the same order, keys inert, "__proto__" an own member', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'a\u0000', 'a\u2400')), tie('value'), { maxKeys: 5 })),
    })).value;
    fc.assert(
      fc.property(json, (v) => {
        const got = inertDeep(v);
        const want = plainInertDeep(v);
        expect(JSON.stringify(got)).toBe(JSON.stringify(want));
        expect(same(got, want)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    // Two keys that become one ("a\u0000" is shown as "a␀"): the later value, at the earlier place.
    const merged = inertDeep({ 'a\u0000': 1, b: 2, 'a\u2400': 3 });
    expect(Object.entries(merged)).toEqual(Object.entries(plainInertDeep({ 'a\u0000': 1, b: 2, 'a\u2400': 3 })));
    const proto = inertDeep(JSON.parse('{"__proto__": {"x": "\\u0007"}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });
});
