// Seed 002 R6 (contextual brake), with §4.1's persona tool subset: a step is
// granted only when its tool is within every grant that applies — the
// agent's own declared tools, the persona's tools, the current phase's tools
// — and its action class (the danger level Airlock classified) is one the
// phase grants. Otherwise it is refused with `tool_not_granted`.
import type { DangerLevel } from '../../../shared/vocabulary';
import { toolMatches } from './match';
import type { GovernanceProfile, Phase } from './profile';
import { personaGrants } from './spawn';

export interface GrantFacts {
  /** Names the step's tool answers to (empty: the step names no tool). */
  names: readonly string[];
  level: DangerLevel;
  persona?: string;
  phase?: string;
}

export type GrantResult = { granted: true } | { granted: false; why: string; detail: Record<string, unknown> };

/** The phase a session is in: the named one, else the first declared. */
export function phaseOf(profile: GovernanceProfile, name: string | undefined | null): Phase | undefined {
  const phases = profile.phases;
  if (!phases) return undefined;
  return (name ? phases.find((p) => p.name === name) : undefined) ?? phases[0];
}

export function checkGrant(profile: GovernanceProfile, facts: GrantFacts): GrantResult {
  const tool = facts.names[0] ?? '(no tool named)';
  const grants: Array<{ patterns: string[]; what: string }> = [];
  if (profile.tools) grants.push({ patterns: profile.tools, what: "the agent's tools" });
  if (facts.persona) grants.push(...personaGrants(profile, facts.persona));
  const phase = phaseOf(profile, facts.phase);
  if (phase?.tools) grants.push({ patterns: phase.tools, what: `phase "${phase.name}"'s tools` });
  for (const grant of grants) {
    if (!toolMatches(grant.patterns, facts.names)) {
      return {
        granted: false,
        why: `"${tool}" is not among ${grant.what} (${grant.patterns.join(', ')})`,
        detail: { tool, grant: grant.what, granted: grant.patterns, ...(phase ? { phase: phase.name } : {}), ...(facts.persona ? { persona: facts.persona } : {}) },
      };
    }
  }
  if (phase?.action_classes && !phase.action_classes.includes(facts.level)) {
    return {
      granted: false,
      why: `a ${facts.level} action is not granted in phase "${phase.name}" (it grants ${phase.action_classes.join(', ')})`,
      detail: { tool, action_class: facts.level, phase: phase.name, granted_classes: phase.action_classes },
    };
  }
  return { granted: true };
}
