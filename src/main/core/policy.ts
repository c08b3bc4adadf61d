// The policy: what the human configures. Validated by one zod schema, which is
// also exported as JSON Schema for editors (see policySchemaJson).
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import { BLOCK_SCOPES, LIMITS, LOOP_PAUSES, MODES, NO_STEP_LIMIT, RISK_TOLERANCES, TRUST_LEVELS, type TrustLevel } from '../../shared/vocabulary';
import { agentEntryFor, governanceProfileSchema, isGoverned } from './governor/profile';
import { fieldProblems, formatProblems, type FieldProblem } from '../../shared/issues';

/** The name a wrapped MCP server goes by (`airlock wrap --name`). */
export const serverName = z.string().trim().min(1, 'a server name cannot be empty').max(LIMITS.name);

const pattern = z.string().min(1, 'a pattern cannot be empty').max(512, 'a pattern is at most 512 characters');

export const policySchema = z
  .object({
    mode: z.enum(MODES).default('enforcing'),
    maxAutonomousSteps: z.number().int().min(1).max(100_000).default(10),
    riskTolerance: z.enum(RISK_TOLERANCES).default('moderate'),
    /** Seconds a verification code stays valid. */
    challengeTimeoutSeconds: z.number().int().min(30).max(86_400).default(300),
    /** Seconds a confirmation waits for the human before it is denied (fail-closed). */
    oversightTimeoutSeconds: z.number().int().min(10).max(86_400).default(300),
    rateLimit: z
      .object({
        maxFailures: z.number().int().min(1).max(1000).default(10),
        windowSeconds: z.number().int().min(1).max(86_400).default(60),
        /** First lockout; each further lockout in a row doubles it. */
        lockoutSeconds: z.number().int().min(1).max(86_400).default(60),
      })
      .strict()
      .default({ maxFailures: 10, windowSeconds: 60, lockoutSeconds: 60 }),
    loopDetection: z
      .object({
        repeats: z.number().int().min(2).max(1000).default(3),
        windowSteps: z.number().int().min(2).max(10_000).default(10),
        /** `suspicious` (default): only an action above the advisory tier, or repeats
         *  while steps fail, pauses; the same read, test or build run again never does.
         *  `any`: every repetition pauses. */
        pauseOn: z
          .enum(LOOP_PAUSES)
          .default('suspicious')
          .describe('suspicious: only a repeated action above advisory (not covered by autoApprove), or repeats while steps fail, pause; any: every repetition pauses.'),
      })
      .strict()
      .default({ repeats: 3, windowSteps: 10, pauseOn: 'suspicious' }),
    /** Client sessions: executions whose steps carry the client's session id (client hooks). */
    sessions: z
      .object({
        /** A step limit for a session; null (default): none, a hook judges every call on its own. */
        maxAutonomousSteps: z
          .number()
          .int()
          .min(1)
          .max(100_000)
          .nullable()
          .default(null)
          .describe('Step limit of a client session (hooks); null: none.'),
        /** A session's execution ends after this many minutes without a step. */
        idleMinutes: z.number().int().min(1).max(10_080).default(30).describe('A client session\'s execution ends after this many minutes without a step.'),
        /** What a danger_zone from a session blocks: that session (default), the agent, or the whole client. */
        blockScope: z.enum(BLOCK_SCOPES).default('session').describe('What a danger_zone in a client session blocks: that session, the agent, or the whole client.'),
      })
      .strict()
      .default({ maxAutonomousSteps: null, idleMinutes: 30, blockScope: 'session' }),
    budgets: z
      .object({
        maxTokens: z.number().int().positive().optional(),
        maxCostUsd: z.number().positive().optional(),
      })
      .strict()
      .default({}),
    // Per agent (a name, or a glob such as "claude-code:*"): the step limit and
    // the governance profile (ADL members; src/main/core/governor/profile.ts).
    agents: z.record(z.string().min(1), governanceProfileSchema).default({}),
    patterns: z
      .object({
        deny: z.array(pattern).default([]),
        requiresApproval: z.array(pattern).default([]),
        autoApprove: z.array(pattern).default([]),
      })
      .strict()
      .default({ deny: [], requiresApproval: [], autoApprove: [] }),
    /** Per wrapped MCP server (`airlock wrap --name NAME`): how far the person trusts it (seed 001 §4.1). */
    servers: z.record(serverName, z.object({ trust: z.enum(TRUST_LEVELS) }).strict()).default({}),
    gateway: z
      .object({
        /** Trust of a wrapped server the policy does not name. */
        defaultTrust: z.enum(TRUST_LEVELS).default('validated'),
        /** Calls one gateway session (a client's connection to one wrapped server) may make before a person grants more. */
        sessionStepLimit: z.number().int().min(1).max(1_000_000).default(10_000),
      })
      .strict()
      .default({ defaultTrust: 'validated', sessionStepLimit: 10_000 }),
  })
  .strict();

export type Policy = z.infer<typeof policySchema>;
export type PolicyInput = z.input<typeof policySchema>;

export const defaultPolicy: Policy = policySchema.parse({});

export const RISK_TOLERANCE_THRESHOLD = { conservative: 25, moderate: 50, aggressive: 75 } as const;

export type PolicyParseResult = { ok: true; policy: Policy } | { ok: false; error: string; problems: FieldProblem[] };

/** Validates a stored or edited policy; the error names every bad field with its path. */
export function parsePolicy(raw: unknown): PolicyParseResult {
  const result = policySchema.safeParse(raw);
  if (result.success) return { ok: true, policy: result.data };
  const problems = fieldProblems(result.error.issues, raw);
  const count = problems.length === 1 ? 'a bad field' : `${problems.length} bad fields`;
  return { ok: false, error: `the policy has ${count}: ${formatProblems(problems, 'the policy')}`, problems };
}

export function policySchemaJson(): unknown {
  return z.toJSONSchema(policySchema, { io: 'input' });
}

/** The step limit of a new execution: the agent's own (policy keys match agent
 *  names as identities, see normaliseName), else (for a client session) the
 *  sessions' limit or none, else the policy's. */
export function stepLimitFor(policy: Policy, agent: string, session?: string | null): number {
  const own = agentEntryFor(policy.agents, agent)?.entry.maxAutonomousSteps;
  if (own !== undefined) return own;
  if (session) return policy.sessions.maxAutonomousSteps ?? NO_STEP_LIMIT;
  return policy.maxAutonomousSteps;
}

/** The digest an execution pins at its start: "sha256:" + hex SHA-256 of the policy's RFC 8785 JSON. */
export function policyDigest(policy: Policy): string {
  return 'sha256:' + createHash('sha256').update(canonicalize(policy) ?? '').digest('hex');
}

export interface PolicySummary {
  mode: Policy['mode'];
  maxAutonomousSteps: number;
  riskTolerance: Policy['riskTolerance'];
  challengeTimeoutSeconds: number;
  oversightTimeoutSeconds: number;
  rateLimit: Policy['rateLimit'];
  loopDetection: Policy['loopDetection'];
  sessions: Policy['sessions'];
  budgets: Policy['budgets'];
  patterns: Policy['patterns'];
  servers: Policy['servers'];
  gateway: Policy['gateway'];
  /** Per-agent step limits and governance profiles, as declared. */
  agents: Policy['agents'];
}

/** The policy in words, one line per setting, for `airlock policy describe`. */
export function describePolicy(p: Policy): string[] {
  const list = (items: readonly string[]): string => (items.length === 0 ? 'none' : items.map((i) => `"${i}"`).join(', '));
  return [
    `mode: ${p.mode}`,
    `step limit per execution: ${p.maxAutonomousSteps}${Object.keys(p.agents).length > 0 ? ' (agents with their own entry: below)' : ''}`,
    `risk tolerance: ${p.riskTolerance} (pause above ${RISK_TOLERANCE_THRESHOLD[p.riskTolerance]})`,
    `verification codes valid for ${p.challengeTimeoutSeconds} s; unanswered requests denied after ${p.oversightTimeoutSeconds} s`,
    `failed verifications: at most ${p.rateLimit.maxFailures} per ${p.rateLimit.windowSeconds} s, then a ${p.rateLimit.lockoutSeconds} s lockout (doubling)`,
    `loop detection: the same action ${p.loopDetection.repeats} times within ${p.loopDetection.windowSteps} steps pauses ${p.loopDetection.pauseOn === 'any' ? 'always' : 'only when suspicious (an action above advisory not covered by autoApprove, or repeats while steps fail)'}`,
    `client sessions (hooks): ${p.sessions.maxAutonomousSteps === null ? 'no step limit' : `step limit ${p.sessions.maxAutonomousSteps}`}; end after ${p.sessions.idleMinutes} min idle; a danger zone blocks ${p.sessions.blockScope === 'session' ? 'that session' : p.sessions.blockScope === 'agent' ? 'that agent' : 'the whole client'}`,
    `budgets: ${p.budgets.maxTokens !== undefined ? `${p.budgets.maxTokens} tokens` : 'no token cap'}, ${p.budgets.maxCostUsd !== undefined ? `$${p.budgets.maxCostUsd}` : 'no cost cap'}`,
    `deny (broad): ${list(p.patterns.deny)}`,
    `requires approval (broad): ${list(p.patterns.requiresApproval)}`,
    `auto-approve (narrow, every command part): ${list(p.patterns.autoApprove)}`,
  ];
}

/** What introspection shows of the policy: mode and defaults, never a code. */
export function summarizePolicy(p: Policy): PolicySummary {
  return {
    mode: p.mode,
    maxAutonomousSteps: p.maxAutonomousSteps,
    riskTolerance: p.riskTolerance,
    challengeTimeoutSeconds: p.challengeTimeoutSeconds,
    oversightTimeoutSeconds: p.oversightTimeoutSeconds,
    rateLimit: p.rateLimit,
    loopDetection: p.loopDetection,
    sessions: p.sessions,
    budgets: p.budgets,
    patterns: p.patterns,
    servers: p.servers,
    gateway: p.gateway,
    agents: p.agents,
  };
}

const MODE_STRICTNESS: Record<Policy['mode'], number> = { disabled: 0, logging: 1, monitoring: 2, enforcing: 3 };
const TOLERANCE_STRICTNESS: Record<Policy['riskTolerance'], number> = { aggressive: 0, moderate: 1, conservative: 2 };
const minDefined = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/**
 * The stricter of two policies, field by field: the more enforcing mode,
 * fewer steps, the more conservative tolerance, shorter timeouts (a code or a
 * pause that waits less fails closed sooner), the tighter rate limit and loop
 * detection, the lower budgets, every deny and requiresApproval pattern of
 * both, only the autoApprove patterns both have, and the lower trust in
 * every wrapped server; every governance profile either has (the accepted
 * one where both do). What runs while a policy
 * changed outside Airlock waits for the person's acknowledgement.
 */
export function stricterPolicy(a: Policy, b: Policy): Policy {
  const agents: Policy['agents'] = {};
  for (const name of new Set([...Object.keys(a.agents), ...Object.keys(b.agents)])) {
    const steps = minDefined(a.agents[name]?.maxAutonomousSteps ?? a.maxAutonomousSteps, b.agents[name]?.maxAutonomousSteps ?? b.maxAutonomousSteps);
    // A governance profile is never dropped: the accepted one stands, else the file's
    // (any profile governs more than none). Profiles are not merged member by member.
    const governed = [a.agents[name], b.agents[name]].find((entry) => entry !== undefined && isGoverned(entry)) ?? {};
    agents[name] = { ...governed, ...(steps === undefined ? {} : { maxAutonomousSteps: steps }) };
  }
  const union = (x: string[], y: string[]): string[] => [...new Set([...x, ...y])];
  // Lower trust in a wrapped server is stricter (TRUST_LEVELS runs from least to most trusted).
  const lessTrust = (x: TrustLevel, y: TrustLevel): TrustLevel => (TRUST_LEVELS.indexOf(x) <= TRUST_LEVELS.indexOf(y) ? x : y);
  const servers: Policy['servers'] = {};
  for (const name of new Set([...Object.keys(a.servers), ...Object.keys(b.servers)])) {
    servers[name] = { trust: lessTrust(a.servers[name]?.trust ?? a.gateway.defaultTrust, b.servers[name]?.trust ?? b.gateway.defaultTrust) };
  }
  const budgets: Policy['budgets'] = {};
  const maxTokens = minDefined(a.budgets.maxTokens, b.budgets.maxTokens);
  const maxCostUsd = minDefined(a.budgets.maxCostUsd, b.budgets.maxCostUsd);
  if (maxTokens !== undefined) budgets.maxTokens = maxTokens;
  if (maxCostUsd !== undefined) budgets.maxCostUsd = maxCostUsd;
  return {
    mode: MODE_STRICTNESS[a.mode] >= MODE_STRICTNESS[b.mode] ? a.mode : b.mode,
    maxAutonomousSteps: Math.min(a.maxAutonomousSteps, b.maxAutonomousSteps),
    riskTolerance: TOLERANCE_STRICTNESS[a.riskTolerance] >= TOLERANCE_STRICTNESS[b.riskTolerance] ? a.riskTolerance : b.riskTolerance,
    challengeTimeoutSeconds: Math.min(a.challengeTimeoutSeconds, b.challengeTimeoutSeconds),
    oversightTimeoutSeconds: Math.min(a.oversightTimeoutSeconds, b.oversightTimeoutSeconds),
    rateLimit: {
      maxFailures: Math.min(a.rateLimit.maxFailures, b.rateLimit.maxFailures),
      windowSeconds: Math.max(a.rateLimit.windowSeconds, b.rateLimit.windowSeconds),
      lockoutSeconds: Math.max(a.rateLimit.lockoutSeconds, b.rateLimit.lockoutSeconds),
    },
    loopDetection: {
      repeats: Math.min(a.loopDetection.repeats, b.loopDetection.repeats),
      windowSteps: Math.max(a.loopDetection.windowSteps, b.loopDetection.windowSteps),
      // Pausing on every repetition is the stricter of the two.
      pauseOn: a.loopDetection.pauseOn === 'any' || b.loopDetection.pauseOn === 'any' ? 'any' : 'suspicious',
    },
    sessions: {
      maxAutonomousSteps: minDefined(a.sessions.maxAutonomousSteps ?? undefined, b.sessions.maxAutonomousSteps ?? undefined) ?? null,
      idleMinutes: Math.min(a.sessions.idleMinutes, b.sessions.idleMinutes),
      // A block covering more is the stricter one.
      blockScope: BLOCK_SCOPES.indexOf(a.sessions.blockScope) >= BLOCK_SCOPES.indexOf(b.sessions.blockScope) ? a.sessions.blockScope : b.sessions.blockScope,
    },
    budgets,
    agents,
    patterns: {
      deny: union(a.patterns.deny, b.patterns.deny),
      requiresApproval: union(a.patterns.requiresApproval, b.patterns.requiresApproval),
      autoApprove: a.patterns.autoApprove.filter((p) => b.patterns.autoApprove.includes(p)),
    },
    servers,
    gateway: {
      defaultTrust: lessTrust(a.gateway.defaultTrust, b.gateway.defaultTrust),
      sessionStepLimit: Math.min(a.gateway.sessionStepLimit, b.gateway.sessionStepLimit),
    },
  };
}
