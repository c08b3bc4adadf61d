// Parameters of each agent-side operation, defined once. The engine validates
// with them at its door; the MCP layer derives its introspection from them.
import { z } from 'zod';
import { AirlockError, type ErrorCode } from './errors';
import { LIMITS, OUTCOMES, TRUST_LEVELS } from '../../shared/vocabulary';
import { normaliseName } from '../../shared/text';

export { LIMITS };

/** Text that is valid Unicode: a lone surrogate cannot round-trip through
 *  SQLite unchanged, so it would break the audit chain's hashes. */
export const wellFormed = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.isWellFormed(), 'must be valid Unicode text (no lone surrogates)');

// An agent name is an identity: NFKC, case folded, invisible characters removed (see normaliseName).
const name = wellFormed(LIMITS.name).transform(normaliseName).pipe(z.string().min(1, 'must not be empty'));
const id = wellFormed(LIMITS.id).pipe(z.string().min(1));
const text = wellFormed(LIMITS.text);

/** An execution that is a gateway session: one MCP client's connection through `airlock wrap` to one server. */
export const gatewaySessionParams = z
  .object({
    server: name.describe('The wrapped MCP server\'s name (`airlock wrap --name`).'),
  })
  .strict();

export const executeAgentParams = z
  .object({
    element_name: name.describe('The agent name, e.g. "code-assistant".'),
    parameters: z.record(z.string(), z.unknown()).optional().describe('Free-form parameters of the run.'),
    goal: text.optional().describe('What this execution is for, in a sentence.'),
    maxAutonomousSteps: z.number().int().min(1).max(100_000).optional().describe('A lower step limit than the policy\'s (a higher one is capped).'),
    gateway: gatewaySessionParams.optional().describe('Set by `airlock wrap`: this execution is a gateway session (its step limit is the policy\'s gateway.sessionStepLimit).'),
  })
  .strict();

export const usageParams = z
  .object({
    tokens: z.number().int().min(0).max(1e12).optional(),
    cost_usd: z.number().min(0).max(1e9).optional(),
  })
  .strict();

/** What an MCP server declares about a tool: hints from a party that may be wrong. */
export const toolAnnotationsParams = z
  .object({
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .strict();

export const structuredActionParams = z
  .object({
    tool: wellFormed(LIMITS.name).pipe(z.string().min(1)),
    server: wellFormed(LIMITS.name).optional(),
    arguments: z.record(z.string(), z.unknown()).optional(),
    annotations: toolAnnotationsParams.optional(),
  })
  .strict();

/** A step that is a tool call through `airlock wrap` to `action.server`. */
export const gatewayStepParams = z
  .object({
    trust: z.enum(TRUST_LEVELS).optional().describe('The trust level the wrapper was started with: it can lower the policy\'s trust for the server, never raise it.'),
  })
  .strict();

export const recordStepParams = z
  .object({
    element_name: name.describe('The agent name.'),
    nextActionHint: wellFormed(LIMITS.hint)
      .pipe(z.string().trim().min(1, 'must describe the next action'))
      .describe('The specific action you are about to take, e.g. "executing shell command: rm -rf build/".'),
    stepDescription: text.optional().describe('What the previous step did.'),
    outcome: z.enum(OUTCOMES).optional().describe('Result of the previous step.'),
    findings: wellFormed(LIMITS.findings).optional().describe('Anything worth recording from the previous step.'),
    execution_id: id.optional().describe('The execution this step belongs to (started implicitly when absent).'),
    riskScore: z.number().min(0).max(100).optional().describe('Your own risk estimate, 0–100; it may raise the evaluated risk, never lower it.'),
    usage: usageParams.optional().describe('Tokens and cost spent by the previous step.'),
    action: structuredActionParams.optional().describe('Structured form of the action (tool, server, arguments, annotations), when known.'),
    gateway: gatewayStepParams.optional().describe('Set by `airlock wrap`: this step is a call to the wrapped server action.server, judged with its trust level too.'),
    session_id: wellFormed(LIMITS.id)
      .pipe(z.string().trim().min(1))
      .optional()
      .describe('The client\'s own session id, set by client hooks (Claude Code session_id, Cursor conversation_id): one execution per session.'),
  })
  .strict()
  .refine((p) => p.gateway === undefined || (p.action?.server !== undefined && p.action.server.trim() !== ''), {
    message: 'a gateway step needs action.server (the wrapped server\'s name)',
    path: ['action', 'server'],
  });

export const completeExecutionParams = z
  .object({
    element_name: name,
    execution_id: id.optional(),
    outcome: z.enum(OUTCOMES).optional(),
    summary: text.optional(),
  })
  .strict();

export const abortExecutionParams = z
  .object({
    element_name: name,
    execution_id: id.optional(),
    reason: text.optional(),
  })
  .strict();

export const confirmOperationParams = z
  .object({
    confirmation_id: id.describe('The confirmationId from the permission_pending / autonomy_pause notification.'),
    wait_seconds: z.number().min(0).max(50).optional().describe('How long to wait for the human (0–50, default 20).'),
    claim: z
      .boolean()
      .optional()
      .describe('Set by client hooks, which act on this answer themselves: a one-time approval is spent by this answer, and the request is withdrawn if this connection closes before anyone decides.'),
    withdraw_if_undecided: z
      .boolean()
      .optional()
      .describe('Withdraw the request (the action is denied, a later decision has no effect) when no decision comes within wait_seconds. Client hooks set it on their last wait.'),
  })
  .strict();

export const verifyChallengeParams = z
  .object({
    challenge_id: id.describe('The verificationId from the notification.'),
    code: wellFormed(LIMITS.code).pipe(z.string().min(1)).describe('The code the human read from Airlock\'s window or dialog.'),
  })
  .strict();

export type ExecuteAgentParams = z.infer<typeof executeAgentParams>;
export type RecordStepParams = z.infer<typeof recordStepParams>;
export type CompleteExecutionParams = z.infer<typeof completeExecutionParams>;
export type AbortExecutionParams = z.infer<typeof abortExecutionParams>;
export type ConfirmOperationParams = z.infer<typeof confirmOperationParams>;
export type VerifyChallengeParams = z.infer<typeof verifyChallengeParams>;

/** Parses agent input, or throws an AirlockError naming the first bad field.
 *  The offending value is never echoed (it may be a code). */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const params = input ?? {};
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw paramsError(result.error, params);
}

/** Whether the input has a value at the issue's path (zod does not say, to keep inputs out of issues). */
function isPresent(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}

export function paramsError(error: z.ZodError, input: unknown): AirlockError {
  const issue = error.issues[0];
  if (!issue) return new AirlockError('VALIDATION_INVALID_TYPE', 'The parameters are invalid; check them against introspect.');
  const field = issue.path.join('.') || 'params';
  let code: ErrorCode = 'VALIDATION_INVALID_TYPE';
  let message: string;
  if (issue.code === 'unrecognized_keys') {
    code = 'VALIDATION_UNKNOWN_PARAM';
    const keys = issue.keys.slice(0, 5).map((k) => k.slice(0, 60));
    message = `Unknown parameter ${keys.map((k) => `"${k}"`).join(', ')}${field === 'params' ? '' : ` in ${field}`}; remove it (introspect lists the parameters).`;
    return new AirlockError(code, message, { params: keys });
  }
  if (issue.code === 'invalid_type' && issue.path.length > 0 && !isPresent(input, issue.path)) {
    code = 'VALIDATION_MISSING_PARAM';
    message = `Missing required parameter "${field}"; add it and call again.`;
  } else if (issue.code === 'too_big' && issue.origin === 'string') {
    code = 'VALIDATION_PAYLOAD_TOO_LARGE';
    message = `Parameter "${field}" is too long (at most ${String(issue.maximum)} characters); shorten it and call again.`;
  } else if (issue.code === 'invalid_type') {
    message = `Parameter "${field}" must be ${issue.expected}; fix its type and call again.`;
  } else {
    message = `Parameter "${field}" is invalid (${issue.message}); fix it and call again.`;
  }
  return new AirlockError(code, message, { param: field });
}
