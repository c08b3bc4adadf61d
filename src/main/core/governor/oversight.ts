// §5 Oversight triggers: a structured trigger fires when all of its `when`
// predicates hold — cost_usd_over against the session's projected cost,
// data_classification_at_least against the step's data class,
// tool against the tool about to be invoked, path_matches against its target
// paths. A fired trigger pauses (the person reviews through the declared
// intervention model); monitor_only records it and does not gate.
import { DATA_CLASSES, type DataClass } from '../../../shared/vocabulary';
import { pathMatches, toolMatches } from './match';
import type { GovernanceProfile, Trigger } from './profile';

export interface TriggerFacts {
  sessionCostUsd: number;
  dataClass: DataClass | undefined;
  names: readonly string[];
  paths: readonly string[];
}

export interface FiredTrigger {
  id: string;
  trigger: Trigger;
  /** The predicates that held, for the record. */
  matched: Record<string, unknown>;
}

export const dataClassRank = (c: DataClass): number => DATA_CLASSES.indexOf(c);

export function triggerId(trigger: Trigger, index: number): string {
  return trigger.name ?? `trigger ${index + 1}`;
}

export function firedTriggers(profile: GovernanceProfile, facts: TriggerFacts): FiredTrigger[] {
  const fired: FiredTrigger[] = [];
  (profile.human_oversight?.triggers ?? []).forEach((trigger, index) => {
    const w = trigger.when;
    const matched: Record<string, unknown> = {};
    if (w.cost_usd_over !== undefined) {
      if (!(facts.sessionCostUsd > w.cost_usd_over)) return;
      matched.cost_usd_over = { observed: facts.sessionCostUsd, over: w.cost_usd_over };
    }
    if (w.data_classification_at_least !== undefined) {
      if (facts.dataClass === undefined || dataClassRank(facts.dataClass) < dataClassRank(w.data_classification_at_least)) return;
      matched.data_classification_at_least = { observed: facts.dataClass, at_least: w.data_classification_at_least };
    }
    if (w.tool !== undefined) {
      if (!toolMatches([w.tool], facts.names)) return;
      matched.tool = facts.names[0];
    }
    if (w.path_matches !== undefined) {
      if (!pathMatches(w.path_matches, facts.paths)) return;
      matched.path_matches = w.path_matches;
    }
    fired.push({ id: triggerId(trigger, index), trigger, matched });
  });
  return fired;
}

/** Milliseconds a governor pause waits for the person, when the profile says. */
export function responseTimeMs(profile: GovernanceProfile): number | undefined {
  const minutes = profile.human_oversight?.response_time_minutes;
  return minutes === undefined ? undefined : Math.round(minutes * 60_000);
}
