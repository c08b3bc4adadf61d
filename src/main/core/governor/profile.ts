// A governance profile: what `policy.agents["<agent>"]` may declare beyond the
// step limit, with ADL Core's member names (seed 004 §2–§7 reference them;
// seed 002 R6 adds phases). Every member is optional and enforced only when
// declared: an agent without a profile keeps Airlock's defaults.
import picomatch from 'picomatch';
import { z } from 'zod';
import { DANGER_LEVELS, DATA_CLASSES, DEGRADATION_ACTIONS, DEGRADATION_CAUSES, INTERVENTION_MODELS, LIMITS } from '../../../shared/vocabulary';
import { normaliseName } from '../../../shared/text';

const name = z.string().trim().min(1, 'a name cannot be empty').max(LIMITS.name);
/** A tool name or glob (`Read`, `mcp__github__*`, `github/*`, `*`); case counts. */
const toolPattern = z.string().min(1, 'a tool pattern cannot be empty').max(256);
const scope = z.string().min(1, 'a scope cannot be empty').max(256);
const positiveInt = z.number().int().positive().max(1e12);
const positive = z.number().positive().max(1e12);

const refineCaps = (caps: { per_session?: number; per_day?: number }) => caps.per_session !== undefined || caps.per_day !== undefined;
const capsOf = (value: z.ZodNumber) =>
  z
    .object({ per_session: value.optional(), per_day: value.optional() })
    .strict()
    .refine(refineCaps, 'declare per_session, per_day or both');

/** `permissions.resource_limits.budget` (ADL Core §9.6). */
export const budgetSchema = z
  .object({
    tokens: capsOf(positiveInt).optional(),
    cost_usd: capsOf(positive).optional(),
    wall_clock_sec: capsOf(positive).optional(),
  })
  .strict();

/** A declared §6 response. `fallback` needs the value that stands in for the refused step. */
export const responseSchema = z
  .object({
    action: z.enum(DEGRADATION_ACTIONS),
    value: z.unknown().optional(),
  })
  .strict()
  .refine((r) => r.action !== 'fallback' || r.value !== undefined, 'a fallback needs the "value" that stands in for the refused step')
  .refine((r) => r.value === undefined || JSON.stringify(r.value).length <= 4000, 'a fallback value is at most 4000 characters of JSON');

const subAgentSchema = z
  .object({
    name,
    /** The persona's tools, a subset of the parent's (never a tool the parent lacks). Omitted: the parent's. */
    tools: z.array(toolPattern).max(200).optional(),
    max_parallel: z.number().int().min(1).max(1000).optional(),
    /** The share of the parent's per-session caps this persona may consume in a session, 0–1. */
    budget_share: z.number().gt(0).max(1).optional(),
  })
  .strict();

const delegationSchema = z
  .object({
    allowed: z.boolean(),
    /** Peer identities (globs) this agent may delegate to; none declared: none match (deny-by-default). */
    match: z.array(z.string().min(1).max(LIMITS.name)).max(200).optional(),
    /** Peer identities never admitted; overrides match. */
    deny: z.array(z.string().min(1).max(LIMITS.name)).max(200).optional(),
    /** Delegation depth allowed below the root of the chain (default 1). */
    max_depth: z.number().int().min(1).max(16).optional(),
    attenuation: z
      .object({
        /** The peer's claimed scopes must be a subset of this agent's ceiling (security.scopes). */
        scopes_subset: z.boolean().optional(),
        /** The peer's claimed budget caps must be ≤ this agent's. */
        budget_subset: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const triggerSchema = z
  .object({
    name: z.string().min(1).max(100).optional(),
    /** All predicates must hold for the trigger to fire (seed 004 §5). */
    when: z
      .object({
        cost_usd_over: z.number().min(0).max(1e12).optional(),
        data_classification_at_least: z.enum(DATA_CLASSES).optional(),
        tool: toolPattern.optional(),
        path_matches: z.string().min(1).max(512).optional(),
      })
      .strict()
      .refine((w) => Object.keys(w).length > 0, 'a trigger needs at least one predicate in "when"'),
  })
  .strict();

const phaseSchema = z
  .object({
    name,
    /** Tools granted in this phase (globs); omitted: any tool. */
    tools: z.array(toolPattern).max(200).optional(),
    /** Action classes granted in this phase: the danger levels Airlock's classifier assigns; omitted: any. */
    action_classes: z.array(z.enum(DANGER_LEVELS)).max(DANGER_LEVELS.length).optional(),
    /** Entering this phase needs the person's approval (the agent declares, the person confirms). */
    confirm_entry: z.boolean().optional(),
  })
  .strict();

const unique = (names: string[]) => new Set(names).size === names.length;

export const governanceProfileSchema = z
  .object({
    maxAutonomousSteps: z.number().int().min(1).max(100_000).optional(),
    /** The agent's own tools (globs): the ceiling for its personas (ADL Core tools). */
    tools: z.array(toolPattern).max(500).optional(),
    security: z.object({ scopes: z.array(scope).max(500) }).strict().optional(),
    permissions: z
      .object({
        resource_limits: z
          .object({
            budget: budgetSchema.optional(),
            /** Personas of one session running at once. */
            max_concurrent: z.number().int().min(1).max(1000).optional(),
          })
          .strict()
          .optional(),
        sub_agents: z
          .array(subAgentSchema)
          .max(100)
          .refine((list) => unique(list.map((s) => s.name)), 'sub_agents names must be unique')
          .optional(),
        delegation: delegationSchema.optional(),
      })
      .strict()
      .optional(),
    runtime: z
      .object({
        tool_invocation: z
          .object({
            max_iterations: z.number().int().min(1).max(10_000_000).optional(),
            max_tool_calls_per_session: z.number().int().min(1).max(10_000_000).optional(),
            loop_detection: z
              .object({
                window: z.number().int().min(2).max(10_000),
                /** How many times one signature may appear in the window before it is a loop (default 3). */
                repeats: z.number().int().min(2).max(1000).optional(),
                on_detected: responseSchema.optional(),
              })
              .strict()
              .optional(),
          })
          .strict()
          .optional(),
        degradation: z.object(Object.fromEntries(DEGRADATION_CAUSES.map((c) => [c, responseSchema.optional()])) as Record<(typeof DEGRADATION_CAUSES)[number], z.ZodOptional<typeof responseSchema>>).strict().optional(),
      })
      .strict()
      .optional(),
    human_oversight: z
      .object({
        triggers: z.array(triggerSchema).max(100).optional(),
        /** How long a governor pause waits for a person before on_oversight_timeout (may be fractional). */
        response_time_minutes: z.number().positive().max(10_080).optional(),
        intervention_model: z.enum(INTERVENTION_MODELS).optional(),
      })
      .strict()
      .optional(),
    anomaly_baseline: z
      .object({
        expected_tools: z.array(toolPattern).max(500).optional(),
        cost_per_session_usd: z
          .object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() })
          .strict()
          .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not exceed max')
          .optional(),
        data_classes: z.array(z.enum(DATA_CLASSES)).max(DATA_CLASSES.length).optional(),
      })
      .strict()
      .optional(),
    /** Seed 002 R6: named phases with their grants; a session starts in the first. */
    phases: z
      .array(phaseSchema)
      .min(1)
      .max(50)
      .refine((list) => unique(list.map((p) => p.name)), 'phase names must be unique')
      .optional(),
  })
  .strict();

export type GovernanceProfile = z.infer<typeof governanceProfileSchema>;
export type Budget = z.infer<typeof budgetSchema>;
export type DegradationResponse = z.infer<typeof responseSchema>;
export type SubAgent = z.infer<typeof subAgentSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type Trigger = z.infer<typeof triggerSchema>;

/** Members that make an agents[] entry a governance profile (beyond the step limit). */
const GOVERNED_MEMBERS = ['tools', 'security', 'permissions', 'runtime', 'human_oversight', 'anomaly_baseline', 'phases'] as const;

export function isGoverned(profile: GovernanceProfile | undefined): profile is GovernanceProfile {
  return profile !== undefined && GOVERNED_MEMBERS.some((m) => profile[m] !== undefined);
}

// ---- which entry governs an agent ------------------------------------------------

/** Names match exactly, or by a glob key (`claude-code:*` covers every Claude Code session). */
const keyMatchers = new WeakMap<object, Array<{ key: string; test: (agent: string) => boolean }>>();

function keyMatchersOf(agents: Record<string, unknown>): Array<{ key: string; test: (agent: string) => boolean }> {
  let list = keyMatchers.get(agents);
  if (!list) {
    // Keys are identities like agent names (normaliseName): "Worker" governs "worker".
    // Exact keys come first, then globs, each in the policy's order.
    const keys = Object.keys(agents);
    const exact = keys.filter((key) => !/[*?[\]{}]/.test(key)).map((key) => ({ key, test: (agent: string) => normaliseName(key) === agent }));
    const globs = keys
      .filter((key) => /[*?[\]{}]/.test(key))
      .map((key) => ({ key, test: picomatch(normaliseName(key), { dot: true, bash: true }) }));
    list = [...exact, ...globs];
    keyMatchers.set(agents, list);
  }
  return list;
}

/** The agents[] entry for an agent — its own name first (as an identity), else the first glob key that matches — and that key. */
export function agentEntryFor<T>(agents: Record<string, T>, agent: string): { key: string; entry: T } | undefined {
  const own = agents[agent];
  if (own !== undefined) return { key: agent, entry: own };
  const matchers = keyMatchersOf(agents);
  // No entries (the usual policy): nothing to match, and no name to normalise on every step.
  if (matchers.length === 0) return undefined;
  const identity = normaliseName(agent);
  for (const { key, test } of matchers) {
    if (test(identity)) return { key, entry: agents[key] as T };
  }
  return undefined;
}

/** The governance profile in force for an agent, or undefined when its entry declares none. */
export function profileFor(agents: Record<string, GovernanceProfile>, agent: string): { key: string; profile: GovernanceProfile } | undefined {
  const found = agentEntryFor(agents, agent);
  return found && isGoverned(found.entry) ? { key: found.key, profile: found.entry } : undefined;
}
