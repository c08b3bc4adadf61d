// Findings: what one rule concluded about one piece of a hint.
import type { DangerLevel } from '../../shared/vocabulary';

export const RANK: Record<DangerLevel, number> = { safe: 0, reversible: 1, destructive: 2, dangerous: 3, forbidden: 4 };
export const LEVEL_BY_RANK: readonly DangerLevel[] = ['safe', 'reversible', 'destructive', 'dangerous', 'forbidden'];

export interface Finding {
  level: DangerLevel;
  /** A short sentence a human reads in the approval window. */
  reason: string;
  /** Production context raises this finding one level (mutations of real infrastructure or data). */
  envSensitive?: boolean;
}

export const f = (level: DangerLevel, reason: string, envSensitive?: boolean): Finding =>
  envSensitive === undefined ? { level, reason } : { level, reason, envSensitive };

export function raise(level: DangerLevel, by = 1): DangerLevel {
  return LEVEL_BY_RANK[Math.min(4, RANK[level] + by)] ?? 'forbidden';
}

export function atLeast(level: DangerLevel, floor: DangerLevel): DangerLevel {
  return RANK[level] >= RANK[floor] ? level : floor;
}

export function maxLevel(findings: readonly Finding[]): DangerLevel {
  let best: DangerLevel = 'safe';
  for (const x of findings) if (RANK[x.level] > RANK[best]) best = x.level;
  return best;
}

/** Shortens evidence quoted inside a reason. */
const MESSY_SPACE = /\s\s|[\t\n\r\f\v]|^\s|\s$/;

export function snippet(s: string, max = 60): string {
  const t = MESSY_SPACE.test(s) ? s.replace(/\s+/g, ' ').trim() : s;
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}
