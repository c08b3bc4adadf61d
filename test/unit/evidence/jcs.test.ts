// RFC 8785 (JCS) conformance, with the RFC's own published examples written out.
import { describe, expect, it } from 'vitest';
import { jcs, jcsDigest } from '../../../src/main/evidence';

const fromBits = (bits: bigint): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
};

describe('jcs (RFC 8785)', () => {
  it('§3.2.2: the sample object canonicalises to the published bytes', () => {
    // The RFC's input, as JSON text (whitespace, escapes and number forms as printed).
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const expected = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;
    expect(jcs(JSON.parse(input))).toBe(expected);
  });

  it('§3.2.3: property names sort by UTF-16 code units', () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    const out = jcs(JSON.parse(input));
    const names = Object.keys(JSON.parse(out) as object);
    // JSON.parse reorders integer-like keys, so check the byte order in the text itself.
    expect(names.sort()).toHaveLength(7);
    const order = ['\\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'].map((k) => out.indexOf(`"${k}":`));
    expect(order.every((pos, i) => pos >= 0 && (i === 0 || pos > order[i - 1]!))).toBe(true);
    expect(out).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('§3.2.4: the sample object in UTF-8 has the published bytes', () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const hex = Buffer.from(jcs(JSON.parse(input)), 'utf8').toString('hex').match(/../g)!.join(' ');
    expect(hex).toBe(
      [
        '7b 22 6c 69 74 65 72 61 6c 73 22 3a 5b 6e 75 6c 6c 2c 74 72',
        '75 65 2c 66 61 6c 73 65 5d 2c 22 6e 75 6d 62 65 72 73 22 3a',
        '5b 33 33 33 33 33 33 33 33 33 2e 33 33 33 33 33 33 33 2c 31',
        '65 2b 33 30 2c 34 2e 35 2c 30 2e 30 30 32 2c 31 65 2d 32 37',
        '5d 2c 22 73 74 72 69 6e 67 22 3a 22 e2 82 ac 24 5c 75 30 30',
        '30 66 5c 6e 41 27 42 5c 22 5c 5c 5c 5c 5c 22 2f 22 7d',
      ].join(' '),
    );
  });

  // Appendix B: IEEE 754 double (as hex bits) → canonical text.
  const APPENDIX_B: Array<[bigint, string]> = [
    [0x0000000000000000n, '0'],
    [0x8000000000000000n, '0'],
    [0x0000000000000001n, '5e-324'],
    [0x8000000000000001n, '-5e-324'],
    [0x7fefffffffffffffn, '1.7976931348623157e+308'],
    [0xffefffffffffffffn, '-1.7976931348623157e+308'],
    [0x4340000000000000n, '9007199254740992'],
    [0xc340000000000000n, '-9007199254740992'],
    [0x4430000000000000n, '295147905179352830000'],
    [0x44b52d02c7e14af5n, '9.999999999999997e+22'],
    [0x44b52d02c7e14af6n, '1e+23'],
    [0x44b52d02c7e14af7n, '1.0000000000000001e+23'],
    [0x444b1ae4d6e2ef4en, '999999999999999700000'],
    [0x444b1ae4d6e2ef4fn, '999999999999999900000'],
    [0x444b1ae4d6e2ef50n, '1e+21'],
    [0x3eb0c6f7a0b5ed8cn, '9.999999999999997e-7'],
    [0x3eb0c6f7a0b5ed8dn, '0.000001'],
    [0x41b3de4355555553n, '333333333.3333332'],
    [0x41b3de4355555554n, '333333333.33333325'],
    [0x41b3de4355555555n, '333333333.3333333'],
    [0x41b3de4355555556n, '333333333.3333334'],
    [0x41b3de4355555557n, '333333333.33333343'],
    [0xbecbf647612f3696n, '-0.0000033333333333333333'],
    [0x43143ff3c1cb0959n, '1424953923781206.2'],
  ];
  it.each(APPENDIX_B)('Appendix B: %s serialises as %s', (bits, text) => {
    expect(jcs(fromBits(bits))).toBe(text);
    expect(jcs([fromBits(bits)])).toBe(`[${text}]`);
  });

  it('Appendix B: NaN and Infinity are errors', () => {
    expect(() => jcs(fromBits(0x7fffffffffffffffn))).toThrow();
    expect(() => jcs(fromBits(0x7ff0000000000000n))).toThrow();
    expect(() => jcs({ a: Number.NEGATIVE_INFINITY })).toThrow();
  });

  it('refuses a value that is not JSON', () => {
    expect(() => jcs(undefined)).toThrow(/not a JSON value/);
  });

  it('jcsDigest is base64url SHA-256 of the canonical bytes, independent of member order', () => {
    expect(jcsDigest({ b: 1, a: [1, 2] })).toBe(jcsDigest({ a: [1, 2], b: 1 }));
    // sha256("{}") in base64url
    expect(jcsDigest({})).toBe('RBNvo1WzZ4oRRq0W9-hknpT7T8If536DEMBg9hyq_4o');
  });
});
