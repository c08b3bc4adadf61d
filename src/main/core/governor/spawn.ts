// §4 Sub-agents and delegation. A persona (§4.1) acts under the parent's
// identity: it is capped, never admitted — it must be declared, within its
// parallelism and the parent's concurrency, and it draws down the parent's
// budget. A peer (§4.2) is separately identified: admission checks its
// identity against match/deny, the chain depth, and attenuation of scopes and
// budget. Every failing check is named, so the record says why.
import { BUDGET_DIMENSIONS } from './budgets';
import { identityMatches, toolMatches } from './match';
import type { Budget, GovernanceProfile, SubAgent } from './profile';

/** Tools that start a persona in hook mode, and the argument naming it. Claude
 *  Code's sub-agent tool, and Cursor's (its agent calls the same Task tool). */
export const SPAWN_TOOLS: Readonly<Record<string, string>> = { Task: 'subagent_type' };
/** Claude Code's sub-agent when Task names no subagent_type. */
export const DEFAULT_PERSONA = 'general-purpose';

/** The persona a hook-observed action spawns, or undefined when it spawns none. */
export function spawnedPersona(action: { tool: string; arguments?: Record<string, unknown> } | undefined): string | undefined {
  if (!action) return undefined;
  const key = SPAWN_TOOLS[action.tool];
  if (key === undefined) return undefined;
  const named = action.arguments?.[key];
  return typeof named === 'string' && named.trim().length > 0 ? named.trim() : DEFAULT_PERSONA;
}

export interface PersonaRequest {
  persona: string;
  /** Persona sessions of the parent's session running now. */
  runningChildren: number;
  /** Of those, running as this persona. */
  runningOfPersona: number;
}

export type Admission<T> = { admitted: true; detail: Record<string, unknown> } & T | { admitted: false; reasons: string[]; detail: Record<string, unknown> };

/** §4.1 steps 1–2. Deny-by-default: a persona not in sub_agents is not spawned. */
export function admitPersona(profile: GovernanceProfile, request: PersonaRequest): Admission<{ subAgent: SubAgent }> {
  const declared = profile.permissions?.sub_agents ?? [];
  const subAgent = declared.find((s) => s.name === request.persona);
  const detail: Record<string, unknown> = { persona: request.persona, running: request.runningChildren, running_of_persona: request.runningOfPersona };
  if (!subAgent) {
    return {
      admitted: false,
      reasons: [`persona "${request.persona}" is not declared in permissions.sub_agents (${declared.length === 0 ? 'none are' : declared.map((s) => `"${s.name}"`).join(', ')}); undeclared personas are denied`],
      detail: { ...detail, rule: 'deny-by-default' },
    };
  }
  const reasons: string[] = [];
  if (subAgent.max_parallel !== undefined && request.runningOfPersona + 1 > subAgent.max_parallel) {
    reasons.push(`persona "${subAgent.name}" may run ${subAgent.max_parallel} at a time and ${request.runningOfPersona} already run`);
  }
  const maxConcurrent = profile.permissions?.resource_limits?.max_concurrent;
  if (maxConcurrent !== undefined && request.runningChildren + 1 > maxConcurrent) {
    reasons.push(`the session may run ${maxConcurrent} personas at once (resource_limits.max_concurrent) and ${request.runningChildren} already run`);
  }
  const matched = { ...detail, rule: `sub_agents["${subAgent.name}"]`, ...(subAgent.budget_share !== undefined ? { budget_share: subAgent.budget_share } : {}) };
  return reasons.length > 0 ? { admitted: false, reasons, detail: matched } : { admitted: true, subAgent, detail: matched };
}

/** The tool grant of a persona: its own subset, and never a tool the parent lacks (§4.1 step 1). */
export function personaGrants(profile: GovernanceProfile, persona: string): Array<{ patterns: string[]; what: string }> {
  const grants: Array<{ patterns: string[]; what: string }> = [];
  const subAgent = profile.permissions?.sub_agents?.find((s) => s.name === persona);
  if (subAgent?.tools) grants.push({ patterns: subAgent.tools, what: `persona "${persona}"'s tools` });
  return grants;
}

export interface DelegationRequest {
  peer: string;
  scopes: readonly string[];
  budget: Budget | undefined;
  /** Depth the new delegation would have below the chain's root (root = 0). */
  depth: number;
  /** max_depth declared by each delegating ancestor in the chain (the root's included). */
  ancestorMaxDepths: readonly number[];
}

export interface Delegator {
  profile: GovernanceProfile | undefined;
  /** This agent's scope ceiling: its admitted scopes when it is itself a delegated peer, else security.scopes. */
  scopes: readonly string[] | undefined;
  /** This agent's caps: its admitted caps when it is a delegated peer, else its budget. */
  budget: Budget | undefined;
}

/** §4.2 steps 1–3. */
export function admitDelegation(delegator: Delegator, request: DelegationRequest): Admission<{ maxDepth: number }> {
  const delegation = delegator.profile?.permissions?.delegation;
  const reasons: string[] = [];
  const detail: Record<string, unknown> = { peer: request.peer, depth: request.depth };
  if (!delegation || !delegation.allowed) {
    return { admitted: false, reasons: ['this agent may not delegate (permissions.delegation.allowed is not true)'], detail: { ...detail, rule: 'deny-by-default' } };
  }
  const denied = delegation.deny?.find((p) => identityMatches([p], request.peer));
  const matched = delegation.match?.find((p) => identityMatches([p], request.peer));
  if (denied) reasons.push(`peer "${request.peer}" matches deny pattern "${denied}"`);
  else if (!matched) reasons.push(`peer "${request.peer}" matches no delegation.match pattern (deny-by-default)`);
  detail.rule = denied ? `deny "${denied}"` : matched ? `match "${matched}"` : 'deny-by-default';

  const maxDepth = Math.min(delegation.max_depth ?? 1, ...request.ancestorMaxDepths);
  detail.max_depth = maxDepth;
  if (request.depth > maxDepth) reasons.push(`delegation depth ${request.depth} exceeds max_depth ${maxDepth} (counted from the root of the chain)`);

  const attenuation: Record<string, unknown> = {};
  if (delegation.attenuation?.scopes_subset) {
    const ceiling = new Set(delegator.scopes ?? []);
    const wider = request.scopes.filter((s) => !ceiling.has(s));
    attenuation.scopes_subset = wider.length === 0 ? 'ok' : { wider };
    if (wider.length > 0) reasons.push(`claimed scopes ${wider.map((s) => `"${s}"`).join(', ')} are not within this agent's scopes`);
  }
  if (delegation.attenuation?.budget_subset) {
    const over = budgetNotWithin(request.budget, delegator.budget);
    attenuation.budget_subset = over.length === 0 ? 'ok' : { over };
    if (over.length > 0) reasons.push(`claimed budget is not within this agent's: ${over.join('; ')}`);
  }
  if (Object.keys(attenuation).length > 0) detail.attenuation = attenuation;
  return reasons.length > 0 ? { admitted: false, reasons, detail } : { admitted: true, maxDepth, detail };
}

/** Every cap of `ceiling` the claimed budget lacks or exceeds. */
export function budgetNotWithin(claimed: Budget | undefined, ceiling: Budget | undefined): string[] {
  const over: string[] = [];
  if (!ceiling) return over;
  for (const dimension of BUDGET_DIMENSIONS) {
    const mine = ceiling[dimension];
    if (!mine) continue;
    for (const scope of ['per_session', 'per_day'] as const) {
      const limit = mine[scope];
      if (limit === undefined) continue;
      const theirs = claimed?.[dimension]?.[scope];
      if (theirs === undefined) over.push(`${dimension}.${scope} is unbounded (this agent's is ${limit})`);
      else if (theirs > limit) over.push(`${dimension}.${scope} ${theirs} > ${limit}`);
    }
  }
  return over;
}

/** Whether a tool is within every grant that applies (used for personas and phases alike). */
export function withinGrants(grants: ReadonlyArray<{ patterns: readonly string[] }>, names: readonly string[]): boolean {
  return grants.every((g) => toolMatches(g.patterns, names));
}
