import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { readScript } from '../../../src/main/classifier/shell/script';
import { LEVEL_BANDS, tierForScore } from '../../../src/shared/vocabulary';
import { DANGER_LEVELS } from '../../../src/shared/vocabulary';

describe('script reader', () => {
  it('splits pipes and && chains, keeps quoted words whole, records redirects', () => {
    const { cmds } = readScript(`sudo FOO=1 rm -rf "my dir" && echo 'a | b' > out.txt | grep x`);
    expect(cmds.map((c) => c.name)).toEqual(['rm', 'echo', 'grep']);
    expect(cmds[0]?.sudo).toBe(true);
    expect(cmds[0]?.env.FOO).toBe('1');
    expect(cmds[0]?.args).toEqual(['-rf', 'my dir']);
    expect(cmds[1]?.args).toEqual(['a | b']);
    expect(cmds[1]?.redirects).toEqual([{ op: '>', target: 'out.txt' }]);
    expect(cmds[1]?.pipeOut?.name).toBe('grep');
  });
  it('marks xargs stages as bulk and keeps Windows paths', () => {
    const { cmds } = readScript(String.raw`ls | xargs -n1 rm -f && del /f C:\tmp\a.txt`);
    expect(cmds[1]?.name).toBe('rm');
    expect(cmds[1]?.bulk).toBe(true);
    expect(cmds[2]?.args).toEqual(['/f', String.raw`C:\tmp\a.txt`]);
  });
  it('keeps call syntax written into a command inside one word', () => {
    const { cmds } = readScript('mongo db.users.find({a: 1}).limit(2)');
    expect(cmds).toHaveLength(1);
    expect(cmds[0]?.args).toEqual(['db.users.find({a: 1}).limit(2)']);
  });
});

describe('scores, levels and reasons', () => {
  it('every score lies in its level band and maps to the matching tier', () => {
    const hints = ['ls', 'mkdir x', 'rm a.txt', 'git push --force', 'rm -rf /', 'unknown gibberish words', ''];
    for (const h of hints) {
      const c = classify(h);
      const [lo, hi] = LEVEL_BANDS[c.level];
      expect(c.score).toBeGreaterThanOrEqual(lo);
      expect(c.score).toBeLessThanOrEqual(hi);
      expect(DANGER_LEVELS).toContain(c.level);
      expect(c.reasons.length).toBeGreaterThan(0);
      for (const r of c.reasons) expect(r.length).toBeLessThan(300);
    }
    expect(tierForScore(classify('rm -rf /').score)).toBe('danger_zone');
  });
  it('words that name Object.prototype members are ordinary words', () => {
    for (const h of ['constructor', 'toString x', '__proto__ a', 'hasOwnProperty(1)', 'calling constructor tool', 'valueOf -rf /']) {
      expect(classify(h).level).toBe('reversible');
    }
  });
  it('is deterministic', () => {
    const h = 'kubectl delete deploy api -n production && git push --force';
    expect(classify(h)).toEqual(classify(h));
  });
  it('unknown text is a reversible step, said plainly', () => {
    const c = classify('doing the thing we discussed');
    expect(c.level).toBe('reversible');
    expect(c.reasons[0]).toMatch(/no risky operation/);
  });
  it('handles hostile input: 8 KiB hints, unbalanced quotes, many operators, non-strings', () => {
    const big = `${'a'.repeat(4000)} ${"'".repeat(500)} ${'|'.repeat(1000)} ${'('.repeat(800)} rm -rf /`;
    expect(() => classify(big)).not.toThrow();
    expect(() => classify('x'.repeat(20000))).not.toThrow();
    expect(() => classify(`SELECT ${'a,'.repeat(3000)} FROM`)).not.toThrow();
    expect(() => classify(`DELETE FROM t WHERE ${'a = 1 and '.repeat(700)}`)).not.toThrow();
    expect(() => classify(undefined as unknown as string)).not.toThrow();
    expect(classify(`echo "${'x'.repeat(100)}`).level).toBe('safe');
  });
});

describe('any input', () => {
  const fragments = ['rm', '-rf', '/', '~', '.', '|', '&&', ';', '>', "'", '"', '`', '(', ')', '$(', 'sudo', 'git', 'push', '--force', 'DELETE FROM', 'WHERE', '1=1', 'db.x.drop()', 'kubectl', 'delete', 'ns', 'production', 'calling', 'drop_table', 'all', '12,000', '$5,000', 'without', 'not', 'reading', 'clicking', "'Delete'", 'and', 'then', '{"tool":', 'mcp__a__b', 'find', '-delete', 'printenv', 'curl', 'https://x.y', '\\', 'C:\\', 'constructor'];
  it('never throws and always returns a level, a score in its band and reasons', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((xs) => xs.join(' '))), (hint) => {
        const c = classify(hint);
        const [lo, hi] = LEVEL_BANDS[c.level];
        return c.score >= lo && c.score <= hi && c.reasons.length > 0 && c.reasons.every((r) => typeof r === 'string' && r.length > 0);
      }),
      { numRuns: 400 },
    );
  });
});
