// The fields of the person's commands, one schema each, shared by every door
// a command comes through: the window's IPC contract, the JSONL and terminal
// consoles, and the human side of the loop (the loop's own door, which checks
// again with these same schemas). One limit per field, from LIMITS.
import { z } from 'zod';
import { APPROVAL_SCOPES, BLOCK_SCOPES, LIMITS, MODES, TRUST_LEVELS } from './vocabulary';
import { normaliseName } from './text';

/** Text of at most `max` characters that is valid Unicode (no lone surrogates). */
export const wellFormed = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.isWellFormed(), 'must be valid Unicode text (no lone surrogates)');

/** An id the person names (a confirmation, block, challenge or execution). */
const id = z.string().trim().min(1, 'an id is required').pipe(wellFormed(LIMITS.id));

/** An agent name is an identity: NFKC, case folded, invisible characters removed (see normaliseName). */
const agentName = z
  .string()
  .trim()
  .min(1, 'an agent name cannot be empty')
  .pipe(wellFormed(LIMITS.name))
  .transform(normaliseName)
  .pipe(z.string().min(1, 'must not be empty'));

export const humanFields = {
  id,
  agentName,
  /** A wrapped MCP server's name (`airlock wrap --name`). */
  serverName: z.string().trim().min(1, 'a server name cannot be empty').pipe(wellFormed(LIMITS.name)),
  /** Why the person denied, or a note on an unblock. */
  reason: z.string().trim().pipe(wellFormed(LIMITS.humanText)),
  scope: z.enum(APPROVAL_SCOPES),
  /** What a standing block covers: one client session, the agent, or the whole client. */
  blockScope: z.enum(BLOCK_SCOPES),
  /** The autoApprove patterns of an "always allow actions like this" rule, exactly as Airlock proposed them. */
  rulePatterns: z.array(z.string().min(1).max(512)).min(1).max(256),
  mode: z.enum(MODES),
  trust: z.enum(TRUST_LEVELS),
  /** More steps for an execution that reached its limit. */
  steps: z.number().int('steps must be a whole number').min(1, 'grant at least 1 step').max(LIMITS.grantSteps, `grant at most ${LIMITS.grantSteps} steps at once`),
  /** An action to preview in the Policy view. */
  hint: z.string().trim().min(1, 'type an action to test').pipe(wellFormed(LIMITS.hint)),
} as const;
