// Validation problems in one format, for every surface that validates input
// with zod (the policy file, agent parameters, console commands, the window's
// requests, history queries): every bad field, with its path, in words. Pure;
// structural types only, so any room may use it.
import { clip, inert } from './text';

/** The parts of a zod issue this reads (zod's own type satisfies it). */
export interface ValidationIssue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly keys?: readonly string[];
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
}

export type ProblemKind = 'missing' | 'unknown' | 'too_long' | 'type' | 'invalid';

/** One bad field: where (`patterns.deny[0]`, or "" for the value as a whole) and what is wrong with it. */
export interface FieldProblem {
  field: string;
  problem: string;
  kind: ProblemKind;
}

/** How many problems a one-line summary names before "and N more". */
const MAX_LISTED = 12;

/** A path as a person writes it: `patterns.deny[0]`. Keys are shown inert and cut (they may come from anyone). */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else {
      const name = inert(clip(String(key), 60));
      out += out === '' ? name : `.${name}`;
    }
  }
  return out;
}

/** Whether the input has a value at the path (zod's issues say not, to keep inputs out of them). */
function isPresent(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}

// zod's own messages start like this; anything else is a message the schema wrote for people.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)\b/;

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describe(issue: ValidationIssue, present: boolean): Omit<FieldProblem, 'field'> {
  const custom = !ZOD_DEFAULT.test(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (!present && issue.path.length > 0) return { kind: 'missing', problem: 'is missing' };
      return { kind: 'type', problem: `must be ${typeof issue.expected === 'string' ? article(issue.expected) : 'of another type'}` };
    case 'too_big':
      if (custom) return { kind: 'invalid', problem: issue.message };
      if (issue.origin === 'string') return { kind: 'too_long', problem: `is too long (at most ${String(issue.maximum)} characters)` };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'invalid', problem: `has too many items (at most ${String(issue.maximum)})` };
      return { kind: 'invalid', problem: `must be at most ${String(issue.maximum)}` };
    case 'too_small':
      if (custom) return { kind: 'invalid', problem: issue.message };
      if (issue.origin === 'string') return { kind: 'invalid', problem: Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${String(issue.minimum)} characters` };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'invalid', problem: `needs at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}` };
      return { kind: 'invalid', problem: `must be at least ${String(issue.minimum)}` };
    case 'invalid_value':
      if (custom || !issue.values) return { kind: 'invalid', problem: issue.message };
      return { kind: 'invalid', problem: issue.values.length === 1 ? `must be ${JSON.stringify(issue.values[0])}` : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
    case 'invalid_format':
      return { kind: 'invalid', problem: custom ? issue.message : issue.message.replace(/^Invalid /, 'must be a valid ') };
    default:
      return { kind: 'invalid', problem: issue.message.replace(/^Invalid input: /, '') };
  }
}

/** Every bad field of a failed validation, in input order; unknown keys each get their own entry.
 *  Give `input` to tell a missing field from one of the wrong type. */
export function fieldProblems(issues: readonly ValidationIssue[], input?: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) problems.push({ field: fieldPath([...issue.path, key]), kind: 'unknown', problem: 'is not a known field' });
      continue;
    }
    const present = input === undefined ? true : isPresent(input, issue.path);
    // Whatever the schema expected there (a type, one of some values), a field that is absent is missing.
    const missing = !present && issue.path.length > 0 && issue.code !== 'custom';
    problems.push({ field: fieldPath(issue.path), ...(missing ? { kind: 'missing' as const, problem: 'is missing' } : describe(issue, present)) });
  }
  return problems;
}

/** One problem as a line: `mode: must be one of …` (`whole` names the value itself when the path is empty). */
export function formatProblem(problem: FieldProblem, whole = 'the value'): string {
  return `${problem.field || whole}: ${problem.problem}`;
}

/** All problems on one line, `; `-separated (the first MAX_LISTED, then "and N more"). */
export function formatProblems(problems: readonly FieldProblem[], whole?: string): string {
  const shown = problems.slice(0, MAX_LISTED).map((p) => formatProblem(p, whole));
  if (problems.length > MAX_LISTED) shown.push(`and ${problems.length - MAX_LISTED} more`);
  return shown.join('; ');
}

/** `fieldProblems` then `formatProblems`: the usual one-liner. */
export function describeIssues(issues: readonly ValidationIssue[], input?: unknown, whole?: string): string {
  return formatProblems(fieldProblems(issues, input), whole);
}
