// The MCP-AQL operations Airlock serves, each defined ONCE: name, endpoint
// tool, semantic category, description, params schema (from
// engine/params.ts) and handler. Tools, routing, validation and introspect
// are all derived from this table.
import { z } from 'zod';
import type { AgentSide } from '../loop/api';
import { AirlockError } from '../core/errors';
import { GOVERNOR_DESCRIPTION } from '../core/governor';
import {
  abortExecutionParams,
  completeExecutionParams,
  confirmOperationParams,
  enterPhaseParams,
  executeAgentParams,
  parseParams,
  recordStepParams,
  verifyChallengeParams,
} from '../core/params';

export const ENDPOINT_TOOLS = {
  READ: 'mcp_aql_read',
  CREATE: 'mcp_aql_create',
  EXECUTE: 'mcp_aql_execute',
} as const;
export type SemanticCategory = keyof typeof ENDPOINT_TOOLS;
export type EndpointTool = (typeof ENDPOINT_TOOLS)[SemanticCategory];
export const SINGLE_TOOL = 'mcp_aql';
export type ToolMode = 'crude' | 'single';

export const PROTOCOL_VERSION = '1.0.0-draft';

export interface OperationContext {
  agent: AgentSide;
  /** The connection's MCP clientInfo.name. */
  client: string;
  toolMode: ToolMode;
  /** The MCP connection's id, when the transport has one. */
  connection?: string;
  /** The connection announced itself as an Airlock client hook at initialize. */
  hook?: boolean;
  /** Aborted when the client cancels this request (MCP `notifications/cancelled`). */
  signal?: AbortSignal;
}

export interface OperationDef {
  name: string;
  category: SemanticCategory;
  description: string;
  params: z.ZodObject;
  returns: string;
  example: Record<string, unknown>;
  handler(ctx: OperationContext, params: unknown): unknown;
}

const INTROSPECT_QUERIES = ['operations', 'types', 'policy'] as const;

/** The one operation the MCP layer owns (the engine owns the rest). */
export const introspectParams = z
  .object({
    query: z.enum(INTROSPECT_QUERIES).optional().describe('What to describe: "operations" (default), "types" or "policy".'),
    name: z.string().min(1).max(100).optional().describe('With query "operations": one operation, described with its parameters, returns and an example.'),
  })
  .strict();

export const OPERATIONS: readonly OperationDef[] = [
  {
    name: 'introspect',
    category: 'READ',
    description: 'Discover the operations, the safety-loop types and the policy in force (mode, step limit, risk tolerance, patterns).',
    params: introspectParams,
    returns: 'operations: { _protocol, operations[] } (or one operation\'s parameters, returns and example when "name" is given); types: the type definitions; policy: the defaults and pattern lists in force.',
    example: { operation: 'introspect', params: { query: 'operations', name: 'record_execution_step' } },
    handler: (ctx, params) => introspect(ctx, parseParams(introspectParams, params)),
  },
  {
    name: 'execute_agent',
    category: 'EXECUTE',
    description: 'Start an execution of the safety loop for an agent. Optional: record_execution_step starts one implicitly. With persona (a declared sub-agent) or delegate (a peer), Airlock\'s governor admits it first; phase starts in a phase of your profile.',
    params: executeAgentParams,
    returns: '{ execution_id, status: "running", stepsRemaining, session?: { root_execution_id, persona?, peer?, depth?, phase?, phase_status?, confirmation_id? } }; refused with GOVERNOR_DENIED (details: cause, action, reasons, value?, confirmationId?)',
    example: { operation: 'execute_agent', params: { element_name: 'code-assistant', goal: 'Fix the failing unit test in parser.ts' } },
    handler: (ctx, params) => ctx.agent.executeAgent(ctx.client, params, ctx.connection),
  },
  {
    name: 'record_execution_step',
    category: 'CREATE',
    description: 'Report the action you are about to take, BEFORE taking it, and receive the AutonomyDirective: proceed only when continue is true.',
    params: recordStepParams,
    returns: '{ execution_id, step, directive: AutonomyDirective }',
    example: {
      operation: 'record_execution_step',
      params: { element_name: 'code-assistant', nextActionHint: 'executing shell command: npm test', stepDescription: 'edited src/parser.ts', outcome: 'success' },
    },
    handler: (ctx, params) => ctx.agent.recordStepGrouped(ctx.client, params, ctx.connection, { hook: ctx.hook === true }),
  },
  {
    name: 'verify_challenge',
    category: 'CREATE',
    description: 'Submit the verification code the person read to you from Airlock (its window, dialog or terminal console). Never guess a code: every attempt retires it.',
    params: verifyChallengeParams,
    returns: '{ verified: true, unblocked? }',
    example: { operation: 'verify_challenge', params: { challenge_id: '<verificationId from the notification>', code: '<the code the human gives you>' } },
    handler: (ctx, params) => ctx.agent.verifyChallenge(ctx.client, params),
  },
  {
    name: 'complete_execution',
    category: 'EXECUTE',
    description: 'Signal that the execution finished normally.',
    params: completeExecutionParams,
    returns: '{ execution_id, status: "completed" }',
    example: { operation: 'complete_execution', params: { element_name: 'code-assistant', outcome: 'success', summary: 'Test fixed' } },
    handler: (ctx, params) => ctx.agent.completeExecution(ctx.client, params),
  },
  {
    name: 'abort_execution',
    category: 'EXECUTE',
    description: 'Signal that the execution ended abnormally.',
    params: abortExecutionParams,
    returns: '{ execution_id, status: "cancelled" }',
    example: { operation: 'abort_execution', params: { element_name: 'code-assistant', reason: 'The user cancelled the task' } },
    handler: (ctx, params) => ctx.agent.abortExecution(ctx.client, params),
  },
  {
    name: 'enter_phase',
    category: 'EXECUTE',
    description: 'Move your execution to another phase of your governance profile (its grants decide which tools you may use). A phase that needs the person\'s confirmation answers pending with a confirmation_id: wait with confirm_operation.',
    params: enterPhaseParams,
    returns: '{ execution_id, phase, status: "entered" | "pending", confirmation_id? }',
    example: { operation: 'enter_phase', params: { element_name: 'code-assistant', phase: 'implement' } },
    handler: (ctx, params) => ctx.agent.enterPhase(ctx.client, params),
  },
  {
    name: 'confirm_operation',
    category: 'EXECUTE',
    description: 'Wait for the human\'s decision on a paused action (the confirmationId of the notification). It never approves anything itself; it reports approved / denied / pending / expired / withdrawn (/ used, to a claiming client hook).',
    params: confirmOperationParams,
    returns: '{ confirmation_id, status: "approved" | "denied" | "pending" | "expired" | "withdrawn" | "used", decided_by?, reason? }',
    example: { operation: 'confirm_operation', params: { confirmation_id: '<confirmationId from the notification>', wait_seconds: 30 } },
    handler: (ctx, params) => ctx.agent.confirmOperation(ctx.client, params, ctx.connection, ctx.signal),
  },
];

const BY_NAME = new Map(OPERATIONS.map((op) => [op.name, op]));

export function findOperation(name: string): OperationDef | undefined {
  return BY_NAME.get(name);
}

export function operationsFor(category: SemanticCategory): OperationDef[] {
  return OPERATIONS.filter((op) => op.category === category);
}

export function toolFor(op: OperationDef, toolMode: ToolMode): string {
  return toolMode === 'single' ? SINGLE_TOOL : ENDPOINT_TOOLS[op.category];
}

// ---- introspect ---------------------------------------------------------------

export interface ParameterInfo {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  enum?: unknown[];
}

interface JsonSchemaNode {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  anyOf?: JsonSchemaNode[];
}

/** Parameter names, types, required flags and descriptions, derived from the zod schema. */
export function describeParameters(schema: z.ZodObject): ParameterInfo[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, node]) => {
    const info: ParameterInfo = { name, type: typeName(node), required: required.has(name) };
    if (node.description) info.description = node.description;
    if (node.enum) info.enum = node.enum;
    return info;
  });
}

function typeName(node: JsonSchemaNode): string {
  if (Array.isArray(node.type)) return node.type.join(' | ');
  if (node.type) return node.type === 'integer' ? 'integer' : node.type;
  if (node.anyOf) return node.anyOf.map(typeName).join(' | ');
  return 'any';
}

const TYPES = {
  AutonomyDirective: {
    description: 'The answer to every record_execution_step. Obey it: stopped → cease all actions; continue false → do not take the action; continue true → you may take it.',
    fields: {
      continue: 'boolean, always present: whether you may take the reported action now.',
      factors: 'string[], always present: why.',
      stopped: 'boolean: hard stop; the agent is blocked until a human-provided code is verified.',
      reason: 'string: the reason for a pause or stop.',
      decideIn: '"window" | "console": where the person decides and reads codes (Airlock\'s window, or the console of `airlock serve`); set when the step waits for them.',
      stepsRemaining: 'number: autonomous steps left in this execution.',
      degradation: 'DegradationNotice: set when Airlock\'s runtime governor degraded this step — { cause, action: halt | pause | fallback | continue, fail_closed?, value? } (value: the profile\'s declared fallback).',
      nextStepRisk: 'SafetyTier of the reported action.',
      riskScore: 'number 0–100.',
      notifications: 'AgentNotification[]: what to do about a pause (confirmationId, verificationId).',
    },
  },
  AgentNotification: {
    description: 'A message carried by a directive.',
    fields: {
      type: '"permission_pending" | "autonomy_pause" | "danger_zone" | "status" | "error"',
      message: 'string',
      metadata: '{ operation?, reason?, level?, verificationId?, confirmationId? }: confirmationId → call confirm_operation; verificationId → ask the human for the code, then call verify_challenge.',
      timestamp: 'ISO 8601 string',
    },
  },
  DegradationNotice: {
    description: 'What the runtime governor did about a step (seed 004 §6), with the seed\'s cause names.',
    fields: {
      cause: 'on_budget_exhausted | on_iteration_limit | on_sub_agent_denied | on_delegation_denied | on_oversight_timeout | on_tool_error | on_anomaly, or Airlock\'s on_oversight_trigger | on_tool_not_granted',
      action: 'halt (the session stops; only the person resumes it) | pause (wait for the person: confirm_operation) | fallback (do not take the step; use value) | continue',
      fail_closed: 'true when no response was declared and the governor halted.',
      value: 'the declared fallback.',
    },
  },
  SafetyTier: {
    description: 'Risk tier of an action.',
    values: {
      advisory: 'risk 0–30: proceed.',
      confirm: 'risk 31–60: wait for the human\'s approval (confirm_operation).',
      verify: 'risk 61–85: paused until the human gives you the code shown on their screen (verify_challenge).',
      danger_zone: 'risk 86–100: stopped and blocked; only the human can lift it.',
    },
  },
} as const;

function introspect(ctx: OperationContext, params: z.infer<typeof introspectParams>): unknown {
  const query = params.query ?? 'operations';
  if (query === 'types') return { types: TYPES };
  const summary = ctx.agent.policySummary();
  const governor = { ...GOVERNOR_DESCRIPTION, tier: summary.mode === 'enforcing' ? GOVERNOR_DESCRIPTION.tier : 'R1' };
  if (query === 'policy') return { policy: summary, runtime_governor: governor };
  if (params.name !== undefined) {
    const op = findOperation(params.name);
    if (!op) throw unknownOperation(params.name, ctx.toolMode);
    return {
      name: op.name,
      semantic_category: op.category,
      endpoint: toolFor(op, ctx.toolMode),
      description: op.description,
      parameters: describeParameters(op.params),
      returns: op.returns,
      example: op.example,
    };
  }
  return {
    _protocol: {
      version: PROTOCOL_VERSION,
      conformance: 'execution-safety-loop',
      mode: ctx.toolMode,
      capabilities: {
        execution_safety_loop: summary.mode,
        tiers: ['advisory', 'confirm', 'verify', 'danger_zone'],
        out_of_band_verification: true,
        human_confirmation: true,
        // Seed 004: the conformance tier enforced now and the documented cost model (issue 17).
        runtime_governor: { tier: governor.tier, cost_model: governor.cost_model },
      },
    },
    operations: OPERATIONS.map((op) => ({
      name: op.name,
      semantic_category: op.category,
      endpoint: toolFor(op, ctx.toolMode),
      description: op.description,
    })),
  };
}

export function unknownOperation(name: string, toolMode: ToolMode): AirlockError {
  const shown = name.slice(0, 60);
  const tool = toolMode === 'single' ? SINGLE_TOOL : ENDPOINT_TOOLS.READ;
  return new AirlockError('NOT_FOUND_OPERATION', `Unknown operation "${shown}"; call ${tool} with operation "introspect" to list the operations.`, {
    operations: OPERATIONS.map((op) => op.name),
  });
}
