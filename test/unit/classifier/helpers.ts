import { classify } from '../../../src/main/classifier/index';
import { tierForScore } from '../../../src/shared/vocabulary';
import type { SafetyTier, StructuredAction } from '../../../src/shared/vocabulary';

export const T = { a: 'advisory', c: 'confirm', v: 'verify', d: 'danger_zone' } as const satisfies Record<string, SafetyTier>;
export type Short = keyof typeof T;

export function tier(hint: string, action?: StructuredAction): SafetyTier {
  return tierForScore(classify(hint, action).score);
}

/** Rows "x hint" where x is a/c/v/d. */
export function rows(table: string): [Short, string][] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => [l[0] as Short, l.slice(2)]);
}
