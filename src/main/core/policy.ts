// The policy: what the human configures. Validated by one zod schema, which is
// also exported as JSON Schema for editors (see policySchemaJson).
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import { LIMITS, MODES, RISK_TOLERANCES, TRUST_LEVELS } from '../../shared/vocabulary';

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
      })
      .strict()
      .default({ repeats: 3, windowSteps: 10 }),
    budgets: z
      .object({
        maxTokens: z.number().int().positive().optional(),
        maxCostUsd: z.number().positive().optional(),
      })
      .strict()
      .default({}),
    agents: z
      .record(
        z.string().min(1),
        z.object({ maxAutonomousSteps: z.number().int().min(1).max(100_000).optional() }).strict(),
      )
      .default({}),
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

export type PolicyParseResult = { ok: true; policy: Policy } | { ok: false; error: string };

/** Validates a stored or edited policy; the error names the bad field. */
export function parsePolicy(raw: unknown): PolicyParseResult {
  const result = policySchema.safeParse(raw);
  if (result.success) return { ok: true, policy: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(top level)';
  return { ok: false, error: `policy field "${where}": ${issue?.message ?? 'invalid'}` };
}

export function policySchemaJson(): unknown {
  return z.toJSONSchema(policySchema, { io: 'input' });
}

export function stepLimitFor(policy: Policy, agent: string): number {
  return policy.agents[agent]?.maxAutonomousSteps ?? policy.maxAutonomousSteps;
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
  budgets: Policy['budgets'];
  patterns: Policy['patterns'];
  servers: Policy['servers'];
  gateway: Policy['gateway'];
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
    budgets: p.budgets,
    patterns: p.patterns,
    servers: p.servers,
    gateway: p.gateway,
  };
}
