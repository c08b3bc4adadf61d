import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, fieldPath, fieldProblems } from '../../../src/shared/issues';
import { IdLookupError, idsStartingWith, resolveIdPrefix } from '../../../src/shared/ids';

describe('validation problems for a person', () => {
  const schema = z.strictObject({ name: z.string().max(5), tags: z.array(z.string()), mode: z.enum(['a', 'b']) });

  it('lists every bad field with its path, telling missing from wrong type', () => {
    const input = { name: 'too long here', tags: ['ok', 3], extra: 1 };
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const problems = fieldProblems(parsed.error.issues, input);
    expect(problems.map((p) => [p.field, p.kind])).toEqual(
      expect.arrayContaining([
        ['name', 'too_long'],
        ['tags[1]', 'type'],
        ['mode', 'missing'],
        ['extra', 'unknown'],
      ]),
    );
    expect(problems).toHaveLength(4);
    const line = describeIssues(parsed.error.issues, input);
    expect(line).toContain('tags[1]: must be a string');
    expect(line).toContain('mode: is missing');
    expect(line).toContain('extra: is not a known field');
  });

  it('names the value itself when the path is empty, and shows keys inert', () => {
    expect(describeIssues(z.string().safeParse(5).error!.issues, 5, 'the command')).toBe('the command: must be a string');
    expect(fieldPath(['a\u001b[31m', 0])).not.toContain('\u001b');
  });
});

describe('one id prefix rule', () => {
  const ids = ['c60d0a5e-1111-4000-8000-000000000001', 'c60d0a5e-2222-4000-8000-000000000002', 'ab12cd34-0000-4000-8000-000000000003'];
  const find = idsStartingWith(ids);

  it('takes a full id, a unique prefix, or capitals', () => {
    expect(resolveIdPrefix('execution', ids[2], find)).toBe(ids[2]);
    expect(resolveIdPrefix('execution', 'ab12', find)).toBe(ids[2]);
    expect(resolveIdPrefix('execution', 'AB12CD', find)).toBe(ids[2]);
  });

  it('refuses missing, too short, unknown and ambiguous prefixes with a reason', () => {
    const problem = (given: string | undefined): string => {
      try {
        resolveIdPrefix('confirmation', given, find);
        return 'resolved';
      } catch (error) {
        expect(error).toBeInstanceOf(IdLookupError);
        return (error as IdLookupError).problem;
      }
    };
    expect(problem(undefined)).toBe('missing');
    expect(problem('ab')).toBe('too_short');
    expect(problem('ffff')).toBe('unknown');
    expect(problem('c60d0a5e')).toBe('ambiguous');
    expect(() => resolveIdPrefix('confirmation', 'c60d', find)).toThrow(/c60d0a5e-111.*c60d0a5e-222/);
  });
});
