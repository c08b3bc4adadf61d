// One McpServer (per connection) exposing the MCP-AQL tools of CONTRACT.md,
// all derived from the operations table.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AgentSide } from '../loop/api';
import { serialisedText } from '../loop/serialised';
import { AirlockError } from '../core/errors';
import type { Logger } from '../ports';
import { HOOK_CAPABILITY } from '../../shared/vocabulary';
import { fail, fromError, ok, toToolResult, type Envelope } from './envelope';
import {
  ENDPOINT_TOOLS,
  OPERATIONS,
  SINGLE_TOOL,
  findOperation,
  operationsFor,
  toolFor,
  unknownOperation,
  type OperationDef,
  type SemanticCategory,
  type ToolMode,
} from './operations';

declare const AIRLOCK_VERSION: string;
const VERSION = typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev';

export const UNKNOWN_CLIENT = 'unknown-client';

export const SERVER_INSTRUCTIONS = [
  'Airlock is the human-in-the-loop safety layer for your actions (MCP-AQL execution safety loop).',
  'Before EVERY action (tool call, shell command, file write, network request), call mcp_aql_create with operation "record_execution_step" and a specific nextActionHint (e.g. "executing shell command: rm -rf build/"), then obey the directive:',
  '- stopped: true → cease all actions and tell the user; only the human can lift the block.',
  '- continue: false → do not take the action. If a notification carries a confirmationId, call mcp_aql_execute "confirm_operation" to wait for the human\'s decision; proceed only if it returns "approved", and respect a denial\'s reason.',
  '- a verificationId → ask the user for the code Airlock shows them, then call mcp_aql_create "verify_challenge". Never guess or invent a code.',
  'Call mcp_aql_read "introspect" to see the operations and the policy in force.',
].join('\n');

function singleModeInstructions(): string {
  return SERVER_INSTRUCTIONS.replace(/mcp_aql_(create|execute|read)/g, SINGLE_TOOL);
}

export interface McpServerOptions {
  agent: AgentSide;
  toolMode?: ToolMode;
  logger?: Logger;
  /** This connection's id (what it starts ends when it closes). */
  connection?: string;
}

// The presented input schema is { operation: string, params?: object }. Parsing
// itself is lenient so that a wrong type gets Airlock's structured envelope
// (VALIDATION_INVALID_TYPE) instead of the SDK's unstructured error.
function toolInputSchema(operations: OperationDef[]): z.ZodObject {
  const names = operations.map((op) => op.name).join(', ');
  return z
    .object({
      operation: z.unknown().optional().meta({ type: 'string', description: `The operation: ${names}.` }),
      params: z.unknown().optional().meta({ type: 'object', description: 'The operation\'s parameters (introspect with a "name" lists them).' }),
    })
    .loose()
    .meta({ required: ['operation'], additionalProperties: false });
}

function toolDescription(category: SemanticCategory | 'ALL', operations: OperationDef[]): string {
  const lines = operations.map((op) => `- ${op.name}: ${op.description}`);
  const head =
    category === 'ALL'
      ? 'Airlock execution safety loop (MCP-AQL). Input { operation, params }.'
      : `Airlock execution safety loop (MCP-AQL ${category} endpoint). Input { operation, params }.`;
  return [head, ...lines].join('\n');
}

/** A plain JSON-RPC request (line-transport.ts isPlainRequest). */
export interface PlainRequest {
  jsonrpc: '2.0';
  id: string | number;
  method: string;
  params?: Record<string, unknown>;
}

/** One connection's MCP server, and the direct route of its steps (see fastStep). */
export interface McpEndpoint {
  server: McpServer;
  /**
   * A `tools/call` of record_execution_step in its plainest shape, answered
   * without the SDK's dispatch: the reply line (what the SDK would have sent,
   * byte for byte), or undefined for anything else, which goes to the SDK.
   */
  fastStep(request: PlainRequest): Promise<string> | undefined;
}

export function createMcpServer(options: McpServerOptions): McpServer {
  return createMcpEndpoint(options).server;
}

export function createMcpEndpoint(options: McpServerOptions): McpEndpoint {
  const toolMode = options.toolMode ?? 'crude';
  const server = new McpServer(
    { name: 'airlock', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions: toolMode === 'single' ? singleModeInstructions() : SERVER_INSTRUCTIONS,
    },
  );

  const principal = (): string => {
    const name = server.server.getClientVersion()?.name;
    if (typeof name !== 'string') return UNKNOWN_CLIENT;
    const trimmed = name.trim().slice(0, 200);
    return trimmed.length > 0 ? trimmed : UNKNOWN_CLIENT;
  };

  const dispatch = async (tool: string, args: Record<string, unknown>, signal: AbortSignal | undefined): Promise<Envelope> => {
    try {
      const extra = Object.keys(args).filter((key) => key !== 'operation' && key !== 'params');
      if (args.operation === undefined) {
        return fail('VALIDATION_MISSING_PARAM', 'Missing "operation"; call with { operation, params } (introspect lists the operations).', { param: 'operation' });
      }
      if (typeof args.operation !== 'string') {
        return fail('VALIDATION_INVALID_TYPE', '"operation" must be a string; call with { operation, params }.', { param: 'operation' });
      }
      const op = findOperation(args.operation);
      if (!op) throw unknownOperation(args.operation, toolMode);
      const expected = toolFor(op, toolMode);
      if (expected !== tool) {
        return fail('ENDPOINT_MISMATCH', `Operation "${op.name}" belongs to the ${expected} tool; call ${expected} instead.`, {
          operation: op.name,
          expected_endpoint: expected,
          semantic_category: op.category,
        });
      }
      if (extra.length > 0) {
        const keys = extra.slice(0, 5).map((k) => k.slice(0, 60));
        return fail('VALIDATION_UNKNOWN_PARAM', `Unknown argument ${keys.map((k) => `"${k}"`).join(', ')}; put the operation's parameters inside "params".`, { params: keys });
      }
      const params = args.params;
      if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
        return fail('VALIDATION_INVALID_TYPE', '"params" must be an object; call with { operation, params: { … } }.', { param: 'params' });
      }
      const hook = server.server.getClientCapabilities()?.experimental?.[HOOK_CAPABILITY] !== undefined;
      const data = await op.handler(
        { agent: options.agent, client: principal(), toolMode, hook, ...(options.connection ? { connection: options.connection } : {}), ...(signal ? { signal } : {}) },
        params ?? {},
      );
      return ok(data);
    } catch (error) {
      if (!(error instanceof AirlockError)) {
        // Never the exception's text: it could carry anything.
        options.logger?.error('mcp: operation failed with an unexpected exception', {
          tool,
          operation: typeof args.operation === 'string' ? args.operation.slice(0, 60) : undefined,
          exception: error instanceof Error ? error.name : typeof error,
        });
      }
      return fromError(error);
    }
  };

  const register = (name: string, category: SemanticCategory | 'ALL', readOnly: boolean): void => {
    const operations = category === 'ALL' ? [...OPERATIONS] : operationsFor(category);
    server.registerTool(
      name,
      {
        description: toolDescription(category, operations),
        inputSchema: toolInputSchema(operations),
        annotations: readOnly
          ? { readOnlyHint: true, openWorldHint: false }
          : { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
      },
      async (args: Record<string, unknown>, extra) => toToolResult(await dispatch(name, args, extra.signal)),
    );
  };

  const tools = new Set<string>();
  if (toolMode === 'single') {
    register(SINGLE_TOOL, 'ALL', false);
    tools.add(SINGLE_TOOL);
  } else {
    register(ENDPOINT_TOOLS.READ, 'READ', true);
    register(ENDPOINT_TOOLS.CREATE, 'CREATE', false);
    register(ENDPOINT_TOOLS.EXECUTE, 'EXECUTE', false);
    for (const tool of Object.values(ENDPOINT_TOOLS)) tools.add(tool);
  }

  // Every step went through the SDK's dispatch: three zod type guards on the
  // message, CallToolRequestSchema twice, the tool's input schema, an
  // AbortController, CallToolResultSchema on the result, and the envelope
  // serialised twice (as text and inside the reply) — about a tenth of the
  // server's CPU per step. None of it checks anything about a step that
  // `dispatch` does not check again (it is the gate: operation, endpoint,
  // arguments, then the operation's own params schema). So a request that
  // the SDK would hand to our tool handler unchanged — tools/call, one of our
  // tools by name, arguments a plain object, nothing else in params (no
  // _meta, no task) — and that reports a step goes straight to dispatch.
  // A step ignores cancellation (it is recorded either way), so no signal.
  const fastStep = (request: PlainRequest): Promise<string> | undefined => {
    if (request.method !== 'tools/call') return undefined;
    const params = request.params;
    if (params === undefined || typeof params.name !== 'string' || !tools.has(params.name)) return undefined;
    const args = params.arguments;
    if (typeof args !== 'object' || args === null || Array.isArray(args) || Object.getPrototypeOf(args) !== Object.prototype) return undefined;
    for (const key in params) if (key !== 'name' && key !== 'arguments') return undefined;
    if ((args as Record<string, unknown>).operation !== 'record_execution_step') return undefined;
    const id = request.id;
    return dispatch(params.name, args as Record<string, unknown>, undefined)
      .then((envelope) => toolReplyLine(id, envelope))
      .catch(() => toolReplyLine(id, fromError(undefined))); // unserialisable data: INTERNAL_ERROR, never the exception's text
  };

  return { server, fastStep };
}

/**
 * The JSON-RPC reply line the SDK sends for toToolResult(envelope): the same
 * keys in the same order (the SDK re-parses the result with
 * CallToolResultSchema, which keeps content, structuredContent, isError), with
 * the envelope serialised once and used both as content[0].text and, as it
 * is valid JSON of the same value, as structuredContent.
 */
export function toolReplyLine(id: string | number, envelope: Envelope): string {
  const text = envelopeText(envelope);
  return `{"result":{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text},"isError":${!envelope.success}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}\n`;
}

/**
 * JSON.stringify(envelope), with a step's directive taken as the text its row
 * was written with (loop/serialised.ts) instead of serialised a second time:
 * only for the exact shape record_execution_step answers (success; data with
 * execution_id, step and directive, in that order, nothing else), whose
 * directive object is the one the row's text was built from.
 */
export function envelopeText(envelope: Envelope): string {
  if (envelope.success) {
    const data = envelope.data;
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      const d = data as Record<string, unknown>;
      const directive = d.directive;
      const known = typeof directive === 'object' && directive !== null ? serialisedText(directive) : undefined;
      if (known !== undefined && typeof d.execution_id === 'string' && typeof d.step === 'number') {
        const keys = Object.keys(d);
        if (keys.length === 3 && keys[0] === 'execution_id' && keys[1] === 'step' && keys[2] === 'directive') {
          return `{"success":true,"data":{"execution_id":${JSON.stringify(d.execution_id)},"step":${JSON.stringify(d.step)},"directive":${known}}}`;
        }
      }
    }
  }
  return JSON.stringify(envelope);
}
