// Danger level → risk score inside the level's band (seed 001 §8.1, tiers.ts).
import { LEVEL_BANDS } from '../../shared/vocabulary';
import type { DangerLevel } from '../../shared/vocabulary';

/** Where each level starts inside its band. Reversible stays inside the
 *  advisory part of its band (16–30); the risk-tolerance stage decides more. */
const BASE: Record<DangerLevel, number> = { safe: 5, reversible: 20, destructive: 45, dangerous: 70, forbidden: 90 };
const CAP: Record<DangerLevel, number> = { safe: 15, reversible: 30, destructive: 60, dangerous: 85, forbidden: 100 };

/** `extra` = how many further independent findings reached the same level (each adds 3). */
export function scoreFor(level: DangerLevel, extra: number): number {
  const [lo, hi] = LEVEL_BANDS[level];
  const s = BASE[level] + 3 * Math.max(0, Math.min(extra, 5));
  return Math.max(lo, Math.min(s, CAP[level], hi));
}
