// Score bands of the safety tiers (CONTRACT.md stage 5; seed 003 §8.1).
import type { DangerLevel, SafetyTier } from './types';

export function tierForScore(score: number): SafetyTier {
  if (score >= 86) return 'danger_zone';
  if (score >= 61) return 'verify';
  if (score >= 31) return 'confirm';
  return 'advisory';
}

const TIER_RANK: Record<SafetyTier, number> = { advisory: 0, confirm: 1, verify: 2, danger_zone: 3 };
export const tierRank = (tier: SafetyTier): number => TIER_RANK[tier];
export const higherTier = (a: SafetyTier, b: SafetyTier): SafetyTier => (TIER_RANK[a] >= TIER_RANK[b] ? a : b);

/** Baseline score band of each danger level (seed 003 §8.1). */
export const LEVEL_BANDS: Record<DangerLevel, readonly [number, number]> = {
  safe: [0, 15],
  reversible: [16, 40],
  destructive: [41, 60],
  dangerous: [61, 85],
  forbidden: [86, 100],
};
