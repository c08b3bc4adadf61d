// §2 Budget enforcement: projected usage (counters plus this step's reported
// consumption and the wall-clock since the session's previous step) against
// each declared cap, per session and per rolling day; a persona's own
// consumption also against its budget_share of the parent's per-session caps.
import type { Budget } from './profile';

export interface Usage {
  tokens: number;
  costUsd: number;
  wallSec: number;
}

export const ZERO_USAGE: Usage = { tokens: 0, costUsd: 0, wallSec: 0 };

export const BUDGET_DIMENSIONS = ['tokens', 'cost_usd', 'wall_clock_sec'] as const;
export type BudgetDimension = (typeof BUDGET_DIMENSIONS)[number];
export type BudgetScope = 'per_session' | 'per_day' | 'budget_share';

export interface Exhaustion {
  dimension: BudgetDimension;
  scope: BudgetScope;
  observed: number;
  limit: number;
  persona?: string;
}

export function usageOf(usage: Usage, dimension: BudgetDimension): number {
  return dimension === 'tokens' ? usage.tokens : dimension === 'cost_usd' ? usage.costUsd : usage.wallSec;
}

export interface BudgetFacts {
  /** The profile's caps (or, for a delegated session, the caps it was admitted with). */
  caps: Budget | undefined;
  /** Projected usage of the session: root and personas in aggregate. */
  session: Usage;
  /** Projected usage of everything governed by the same profile entry in the last 24 h. */
  day: Usage;
  /** A persona session: its own projected consumption (all its spawns in the session) and share. */
  persona?: { name: string; share: number | undefined; usage: Usage };
}

/** The first cap the projected usage would exceed, or null (permit). */
export function checkBudgets(facts: BudgetFacts): Exhaustion | null {
  const { caps } = facts;
  if (!caps) return null;
  for (const dimension of BUDGET_DIMENSIONS) {
    const cap = caps[dimension];
    if (!cap) continue;
    if (cap.per_session !== undefined) {
      const observed = usageOf(facts.session, dimension);
      if (observed > cap.per_session) return { dimension, scope: 'per_session', observed, limit: cap.per_session };
      const persona = facts.persona;
      if (persona?.share !== undefined) {
        const limit = cap.per_session * persona.share;
        const own = usageOf(persona.usage, dimension);
        if (own > limit) return { dimension, scope: 'budget_share', observed: own, limit, persona: persona.name };
      }
    }
    if (cap.per_day !== undefined) {
      const observed = usageOf(facts.day, dimension);
      if (observed > cap.per_day) return { dimension, scope: 'per_day', observed, limit: cap.per_day };
    }
  }
  return null;
}

const UNIT: Record<BudgetDimension, (n: number) => string> = {
  tokens: (n) => `${Math.round(n)} tokens`,
  cost_usd: (n) => `$${n.toFixed(4)}`,
  wall_clock_sec: (n) => `${Math.round(n)} s of wall-clock time`,
};

export function describeExhaustion(e: Exhaustion): string {
  const scope = e.scope === 'per_session' ? 'this session' : e.scope === 'per_day' ? 'the last 24 hours' : `persona "${e.persona ?? '?'}"'s budget_share`;
  return `Budget exhausted: ${UNIT[e.dimension](e.observed)} in ${scope}, over the cap of ${UNIT[e.dimension](e.limit)} (${e.dimension} ${e.scope}).`;
}
