import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { tierForScore } from '../../../src/shared/vocabulary';
import type { SafetyTier, StructuredAction } from '../../../src/shared/vocabulary';

export const T = { a: 'advisory', c: 'confirm', v: 'verify', d: 'danger_zone' } as const satisfies Record<string, SafetyTier>;
export type Short = keyof typeof T;

export function tier(hint: string, action?: StructuredAction): SafetyTier {
  return tierForScore(classify(hint, action).score);
}

/**
 * Hints marked as known gaps: rows written "x! hint" whose target tier x the
 * classifier does not reach yet. They stay in the tables as the target; the test
 * asserts the gap is still there, so closing one fails until its mark is removed.
 */
const GAPS = new Set<string>();

/** Rows "x hint" where x is a/c/v/d; "x! hint" marks a known gap (see GAPS). */
export function rows(table: string): [Short, string][] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const gap = l[1] === '!';
      const hint = l.slice(gap ? 3 : 2);
      if (gap) GAPS.add(hint);
      return [l[0] as Short, hint];
    });
}

/** The row's hint lands in tier t; for a known gap, it still does not (remove the mark once it does). */
export function expectRow(t: Short, hint: string): void {
  const got = tier(hint);
  if (GAPS.has(hint)) expect(got, `known gap now reaches ${T[t]}: remove its "!" mark`).not.toBe(T[t]);
  else expect(got).toBe(T[t]);
}

/** A row whose tier may carry a trailing '!' (a known gap): it lands in that tier, or for a gap still does not. */
export function checkMarked(t: string, hint: string): void {
  const want = T[t.replace('!', '') as Short];
  const got = tier(hint);
  if (t.endsWith('!')) expect(got, `known gap now reaches ${want}: remove its "!" mark`).not.toBe(want);
  else expect(got).toBe(want);
}

/**
 * Rows "t hint" whose code t is a tier letter with an optional "!" (checked by checkMarked): " ⏎ " in a hint is a
 * newline, and \${ and \` written inside a String.raw table stand for the plain characters.
 */
export function markedRows(table: string): [string, string][] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const sp = l.indexOf(' ');
      return [l.slice(0, sp), l.slice(sp + 1).replace(/ ⏎ /g, '\n').replace(/\\\$\{/g, '${').replace(/\\`/g, '`')];
    });
}

/**
 * A replayed routine session: every step must be advisory (a hook that pauses routine work gets switched off), and
 * each dangerous twin written in the same notation must keep its tier.
 */
export function replaySession(title: string, routine: readonly string[], dangerous: readonly (readonly [SafetyTier, string])[], minSteps = 35): void {
  describe(title, () => {
    it('every step is advisory', () => {
      const paused = routine.map((h) => [tier(h), h] as const).filter(([t]) => t !== 'advisory');
      expect(paused).toEqual([]);
      expect(routine.length).toBeGreaterThanOrEqual(minSteps);
    });
    it.each(dangerous.map(([t, h]) => [t, h]))('the twin %s: %s', (t, h) => {
      expect(tier(h)).toBe(t);
    });
  });
}
