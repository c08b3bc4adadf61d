// §7 Anomaly detection against the declared baseline. Materiality (what
// Airlock documents for R3): the first use in a session of each tool outside
// expected_tools, the first touch of each data class outside data_classes,
// and the session's cost rising above cost_per_session_usd.max are each one
// material deviation; a session that ends below .min is one more (checked at
// its end). Only admitted steps enter what the session has "seen", so an
// action a person refused is judged again when it comes back.
import type { DataClass } from '../../../shared/vocabulary';
import { toolMatches } from './match';
import type { GovernanceProfile } from './profile';

export interface Observed {
  /** Tools of the session's admitted steps. */
  tools: readonly string[];
  dataClasses: readonly DataClass[];
  /** The cost-above-range deviation already fired in this session. */
  costAboveFired: boolean;
}

export interface AnomalyFacts {
  names: readonly string[];
  dataClass: DataClass | undefined;
  sessionCostUsd: number;
  observed: Observed;
}

export interface Deviation {
  kind: 'unexpected_tool' | 'unexpected_data_class' | 'cost_above_range' | 'cost_below_range';
  detail: Record<string, unknown>;
  text: string;
}

export function deviations(profile: GovernanceProfile, facts: AnomalyFacts): Deviation[] {
  const baseline = profile.anomaly_baseline;
  if (!baseline) return [];
  const out: Deviation[] = [];
  const tool = facts.names[0];
  if (baseline.expected_tools && tool !== undefined && !toolMatches(baseline.expected_tools, facts.names) && !facts.observed.tools.includes(tool)) {
    out.push({ kind: 'unexpected_tool', detail: { tool, expected_tools: baseline.expected_tools }, text: `"${tool}" is not among the expected tools (${baseline.expected_tools.join(', ')}).` });
  }
  if (baseline.data_classes && facts.dataClass !== undefined && !baseline.data_classes.includes(facts.dataClass) && !facts.observed.dataClasses.includes(facts.dataClass)) {
    out.push({
      kind: 'unexpected_data_class',
      detail: { data_class: facts.dataClass, data_classes: baseline.data_classes },
      text: `The step touches ${facts.dataClass} data; the baseline expects ${baseline.data_classes.join(', ')}.`,
    });
  }
  const max = baseline.cost_per_session_usd?.max;
  if (max !== undefined && !facts.observed.costAboveFired && facts.sessionCostUsd > max) {
    out.push({ kind: 'cost_above_range', detail: { cost_usd: facts.sessionCostUsd, max }, text: `The session's cost $${facts.sessionCostUsd.toFixed(4)} is above the baseline's $${max}.` });
  }
  return out;
}

/** At a session's end: the cost below the baseline's range. */
export function endOfSessionDeviation(profile: GovernanceProfile, sessionCostUsd: number): Deviation | null {
  const min = profile.anomaly_baseline?.cost_per_session_usd?.min;
  if (min === undefined || sessionCostUsd >= min) return null;
  return { kind: 'cost_below_range', detail: { cost_usd: sessionCostUsd, min }, text: `The session ended at $${sessionCostUsd.toFixed(4)}, below the baseline's $${min}.` };
}
