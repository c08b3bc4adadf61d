// Parameters of each agent-side operation, defined once. The engine validates
// with them at its door; the MCP layer derives its introspection from them.
import { z } from 'zod';
import { AirlockError, type ErrorCode } from './errors';
import { DATA_CLASSES, LIMITS, OUTCOMES, TRUST_LEVELS } from '../../shared/vocabulary';
import { normaliseName } from '../../shared/text';
import { wellFormed } from '../../shared/human-fields';
import { budgetSchema } from './governor/profile';
import { fieldProblems, formatProblems, type ProblemKind } from '../../shared/issues';

export { LIMITS };

/** Text that is valid Unicode: a lone surrogate cannot round-trip through
 *  SQLite unchanged, so it would break the audit chain's hashes. */
export { wellFormed };

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
    // Runtime governor (issue 17): how an execution declares its structure.
    persona: name.optional().describe('Spawn a sub-agent persona declared in your profile\'s permissions.sub_agents (it acts under your name, draws down your session\'s budget); needs parent_execution_id.'),
    parent_execution_id: id.optional().describe('Your running execution this one is spawned or delegated from (default: your running execution).'),
    delegate: z
      .object({
        peer: name.describe('The separately identified peer you delegate to.'),
        scopes: z.array(wellFormed(256).pipe(z.string().min(1))).max(200).optional().describe('The scopes the peer claims.'),
        budget: budgetSchema.optional().describe('The budget the peer claims: { tokens|cost_usd|wall_clock_sec: { per_session?, per_day? } }.'),
      })
      .strict()
      .optional()
      .describe('Delegate to a peer: Airlock admits it against your permissions.delegation (identity, max_depth, attenuation) and starts the peer\'s own execution.'),
    phase: name.optional().describe('The phase (of your profile\'s phases) to start in; one that needs the person\'s confirmation starts pending.'),
  })
  .strict()
  .refine((p) => !(p.persona !== undefined && p.delegate !== undefined), { message: 'give persona or delegate, not both', path: ['delegate'] });

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
    data_classification: z.enum(DATA_CLASSES).optional().describe('The most sensitive data this action touches (public, internal, confidential, restricted); governance profiles use it.'),
  })
  .strict()
  .refine((p) => p.gateway === undefined || (p.action?.server !== undefined && p.action.server.trim() !== ''), {
    message: 'a gateway step needs action.server (the wrapped server\'s name)',
    path: ['action', 'server'],
  });

export const enterPhaseParams = z
  .object({
    element_name: name.describe('The agent name.'),
    phase: name.describe('The phase to move to (one of your profile\'s phases).'),
    execution_id: id.optional().describe('The execution (default: your running one).'),
  })
  .strict();

// Ending an execution: by its id alone, or the agent's running one by element_name.
const namesAnExecution = { message: 'is needed when execution_id is absent (give either)', path: ['element_name'] };

export const completeExecutionParams = z
  .object({
    element_name: name.optional().describe('The agent name (needed when execution_id is absent).'),
    execution_id: id.optional().describe('The execution to end (default: the agent\'s running one).'),
    outcome: z.enum(OUTCOMES).optional(),
    summary: text.optional(),
  })
  .strict()
  .refine((p) => p.element_name !== undefined || p.execution_id !== undefined, namesAnExecution);

export const abortExecutionParams = z
  .object({
    element_name: name.optional().describe('The agent name (needed when execution_id is absent).'),
    execution_id: id.optional().describe('The execution to end (default: the agent\'s running one).'),
    reason: text.optional(),
  })
  .strict()
  .refine((p) => p.element_name !== undefined || p.execution_id !== undefined, namesAnExecution);

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
    code: wellFormed(LIMITS.code).pipe(z.string().min(1)).describe('The code the person read to you from Airlock (its window, dialog or terminal console).'),
  })
  .strict();

export type ExecuteAgentParams = z.infer<typeof executeAgentParams>;
export type RecordStepParams = z.infer<typeof recordStepParams>;
export type CompleteExecutionParams = z.infer<typeof completeExecutionParams>;
export type AbortExecutionParams = z.infer<typeof abortExecutionParams>;
export type ConfirmOperationParams = z.infer<typeof confirmOperationParams>;
export type VerifyChallengeParams = z.infer<typeof verifyChallengeParams>;
export type EnterPhaseParams = z.infer<typeof enterPhaseParams>;

/** Parses agent input, or throws an AirlockError naming every bad field.
 *  The offending value is never echoed (it may be a code). */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const params = input ?? {};
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw paramsError(result.error, params);
}

const CODE_OF: Record<ProblemKind, ErrorCode> = {
  missing: 'VALIDATION_MISSING_PARAM',
  unknown: 'VALIDATION_UNKNOWN_PARAM',
  too_long: 'VALIDATION_PAYLOAD_TOO_LARGE',
  type: 'VALIDATION_INVALID_TYPE',
  invalid: 'VALIDATION_INVALID_TYPE',
};

/** One AirlockError naming every bad parameter with its path (the code is the first one's). */
export function paramsError(error: z.ZodError, input: unknown): AirlockError {
  const problems = fieldProblems(error.issues, input);
  const first = problems[0];
  if (!first) return new AirlockError('VALIDATION_INVALID_TYPE', 'The parameters are invalid; check them against introspect.');
  const code = CODE_OF[first.kind];
  const fields = problems.map((p) => p.field || 'params');
  const unknown = problems.filter((p) => p.kind === 'unknown').map((p) => p.field);
  const details = { param: fields[0], fields, ...(unknown.length > 0 ? { params: unknown.map((f) => f.split('.').pop() ?? f) } : {}) };
  if (problems.length > 1) {
    const message = `${problems.length} parameters need fixing: ${formatProblems(problems, 'params')}. Fix them and call again (introspect lists the parameters).`;
    return new AirlockError(code, message, details);
  }
  const field = fields[0]!;
  let message: string;
  switch (first.kind) {
    case 'unknown':
      message = `Unknown parameter "${field}"; remove it (introspect lists the parameters).`;
      break;
    case 'missing':
      message = `Missing required parameter "${field}"; add it and call again.`;
      break;
    case 'too_long':
      message = `Parameter "${field}" ${first.problem}; shorten it and call again.`;
      break;
    case 'type':
      message = `Parameter "${field}" ${first.problem}; fix its type and call again.`;
      break;
    default:
      message = `Parameter "${field}" ${first.problem}; fix it and call again.`;
  }
  return new AirlockError(code, message, details);
}

// A step in its common shape, checked by hand (the zod schema above costs tens of µs per
// step on the hot path). It accepts only what recordStepParams accepts and returns what it
// returns (same values, same key order: the schema's shape order); anything else — another
// key (action, gateway, session_id), an unexpected type, a value at or past a bound — returns
// undefined and goes to the schema, so every refusal is the schema's own. Proven against the
// schema by test/unit/core/step-params-fast.test.ts.
const FAST_STEP_KEYS: ReadonlySet<string> = new Set([
  'element_name',
  'nextActionHint',
  'stepDescription',
  'outcome',
  'findings',
  'execution_id',
  'riskScore',
  'usage',
  'data_classification',
]);
const OUTCOME_SET: ReadonlySet<unknown> = new Set(OUTCOMES);
const DATA_CLASS_SET: ReadonlySet<unknown> = new Set(DATA_CLASSES);

/** normaliseName is pure and an agent sends the same name with every step: remembered (bounded). */
const normalisedNames = new Map<string, string>();
function normalisedName(raw: string): string {
  let done = normalisedNames.get(raw);
  if (done === undefined) {
    done = normaliseName(raw);
    if (normalisedNames.size >= 1024) normalisedNames.clear();
    normalisedNames.set(raw, done);
  }
  return done;
}

const plainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};
const fits = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max && value.isWellFormed();

/** The hand check (exported for its equivalence test): the parsed step, or undefined to let the schema decide. */
export function fastRecordStepParams(input: unknown): RecordStepParams | undefined {
  if (!plainObject(input)) return undefined;
  for (const key in input) if (!FAST_STEP_KEYS.has(key) || input[key] === undefined) return undefined;
  const { element_name: rawName, nextActionHint: rawHint, stepDescription, outcome, findings, execution_id, riskScore, usage, data_classification } = input;
  if (!fits(rawName, LIMITS.name)) return undefined;
  const element_name = normalisedName(rawName);
  if (element_name.length < 1) return undefined;
  if (!fits(rawHint, LIMITS.hint)) return undefined;
  const nextActionHint = rawHint.trim();
  if (nextActionHint.length < 1) return undefined;
  const out: RecordStepParams = { element_name, nextActionHint };
  if (stepDescription !== undefined) {
    if (!fits(stepDescription, LIMITS.text)) return undefined;
    out.stepDescription = stepDescription;
  }
  if (outcome !== undefined) {
    if (!OUTCOME_SET.has(outcome)) return undefined;
    out.outcome = outcome as RecordStepParams['outcome'];
  }
  if (findings !== undefined) {
    if (!fits(findings, LIMITS.findings)) return undefined;
    out.findings = findings;
  }
  if (execution_id !== undefined) {
    if (!fits(execution_id, LIMITS.id) || execution_id.length < 1) return undefined;
    out.execution_id = execution_id;
  }
  if (riskScore !== undefined) {
    if (typeof riskScore !== 'number' || !(riskScore >= 0 && riskScore <= 100)) return undefined;
    out.riskScore = riskScore;
  }
  if (usage !== undefined) {
    if (!plainObject(usage)) return undefined;
    for (const key in usage) if ((key !== 'tokens' && key !== 'cost_usd') || usage[key] === undefined) return undefined;
    const { tokens, cost_usd } = usage;
    const parsed: NonNullable<RecordStepParams['usage']> = {};
    if (tokens !== undefined) {
      if (typeof tokens !== 'number' || !Number.isSafeInteger(tokens) || tokens < 0 || tokens > 1e12) return undefined;
      parsed.tokens = tokens;
    }
    if (cost_usd !== undefined) {
      if (typeof cost_usd !== 'number' || !(cost_usd >= 0 && cost_usd <= 1e9)) return undefined;
      parsed.cost_usd = cost_usd;
    }
    out.usage = parsed;
  }
  if (data_classification !== undefined) {
    if (!DATA_CLASS_SET.has(data_classification)) return undefined;
    out.data_classification = data_classification as RecordStepParams['data_classification'];
  }
  return out;
}

/** parseParams(recordStepParams, input), with the common shape checked by hand first. */
export function parseRecordStepParams(input: unknown): RecordStepParams {
  return fastRecordStepParams(input) ?? parseParams(recordStepParams, input);
}
