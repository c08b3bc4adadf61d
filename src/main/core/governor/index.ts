// The runtime governor (seed 004 §1–§7, seed 002 R6), pure — the one door.
// Profiles: ./profile.ts. The decision for a step: grantBrake (R6) and
// governStep (./decide.ts). Admission of personas and peers: ./spawn.ts.
// §6 resolution: ./degradation.ts. The loop keeps the counters and applies
// the decisions (src/main/loop/governor.ts).
export {
  governanceProfileSchema,
  budgetSchema,
  responseSchema,
  isGoverned,
  profileFor,
  agentEntryFor,
  type GovernanceProfile,
  type Budget,
  type DegradationResponse,
  type Phase,
  type SubAgent,
  type Trigger,
} from './profile';
export { resolveDegradation, type Resolution } from './degradation';
export { BUDGET_DIMENSIONS, ZERO_USAGE, checkBudgets, describeExhaustion, usageOf, type BudgetDimension, type BudgetScope, type Exhaustion, type Usage } from './budgets';
export { DEFAULT_LOOP_REPEATS, checkIterations, detectLoop } from './iteration';
export { DEFAULT_PERSONA, SPAWN_TOOLS, admitDelegation, admitPersona, budgetNotWithin, spawnedPersona, type Delegator } from './spawn';
export { checkGrant, phaseOf } from './grants';
export { firedTriggers, responseTimeMs, dataClassRank } from './oversight';
export { deviations, endOfSessionDeviation, type Deviation, type Observed } from './anomaly';
export { grantBrake, governStep, type GovernorDecision, type GovernorEvent, type GovernorFacts, type SessionKind, type StopKind } from './decide';
export { targetPaths, toolNames, toolMatches } from './match';
export { describeBudget, describeProfile } from './describe';

/** How the governor meters cost (seed 004 §2: a governor claiming R2+ on cost_usd documents it). */
export const COST_MODEL =
  'cost_usd is the sum of the usage.cost_usd each record_execution_step reports (the agent\'s own accounting of its model and tool calls); Airlock does not price tokens or tool calls itself, and a step that reports no cost adds 0. tokens likewise sums usage.tokens. wall_clock_sec is the time between a session\'s consecutive steps (from its start), summed over the session and its personas. per_day sums the last 24 hours (one-minute buckets) of every session governed by the same policy.agents entry.';

/** What introspection and records say about the governor. */
export const GOVERNOR_DESCRIPTION = {
  tier: 'R3',
  procedures: ['§2 budgets (per_session, per_day, budget_share)', '§3 iteration caps and loop detection', '§4.1 persona capping', '§4.2 delegation admission', '§5 oversight triggers with response-time timeout', '§6 degradation, fail-closed', '§7 anomaly baseline', 'seed 002 R6 phase grants (tool_not_granted)'],
  loop_signature: 'the hint with whitespace and case folded, plus the structured action (tool, server, arguments) case folded; a loop is `repeats` (default 3) equal signatures within the last `window` admitted steps of the session',
  anomaly_materiality: 'the first use in a session of each tool outside expected_tools, the first touch of each data class outside data_classes, the session cost rising above cost_per_session_usd.max, and a session ending below .min',
  cost_model: COST_MODEL,
} as const;
