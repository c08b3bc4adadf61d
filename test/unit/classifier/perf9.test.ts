// perf9: worst-case inputs read in linear work, with the same readings. Structure only (no timing).
import { describe, expect, it } from 'vitest';
import { MAX_RUN, numbersInWords } from '../../../src/main/classifier/text/numbers';

describe('number words over long runs (perf9)', () => {
  it('still reads a number phrase after a long run of words that start no number ("a", digits, "half")', () => {
    expect(numbersInWords('a\n'.repeat(3000).slice(0, -1) + ' forty thousand dollars').endsWith(' 40000 dollars')).toBe(true);
    expect(numbersInWords('1 2 3 4 5 6 7 8 9 ten thousand')).toBe('55000');
    expect(numbersInWords('a a a a a half a million')).toBe('a a a a a 500000');
    expect(numbersInWords('a\nb\nhalf a million')).toBe('a\nb\n500000');
  });

  it('reads the longest real number phrases whole (the run cap is far above them)', () => {
    expect(MAX_RUN).toBeGreaterThanOrEqual(24);
    expect(numbersInWords('nine hundred and ninety nine thousand nine hundred and ninety nine')).toBe('999999');
    expect(numbersInWords('send one hundred and twenty three thousand four hundred and fifty six euros')).toBe('send 123456 euros');
  });

  it('reads a long run worth 10 or more whole, as before; a run still worth under 10 ends after MAX_RUN words', () => {
    // 40 "one" and "forty thousand": one run, (40 + 40) × 1000.
    expect(numbersInWords(`${'one '.repeat(40)}forty thousand dollars`)).toBe('80000 dollars');
    // 40 "zero" first: the amount is still read (the zeros before it stay words).
    expect(numbersInWords(`${'zero '.repeat(40)}forty thousand dollars`).endsWith(' 40000 dollars')).toBe(true);
  });

  it('leaves a long run of one word as it was', () => {
    for (const w of ['a', 'zero', '0', 'half']) {
      const text = Array.from({ length: 20000 }, () => w).join('\n');
      expect(numbersInWords(text)).toBe(text);
    }
  });
});
