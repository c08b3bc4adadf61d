// One gated request as the gateway sees it — a `tools/call`, or another
// request that reaches the server's data or side effects (resources/read,
// prompts/get, …) or the client's model and user (sampling, elicitation):
// the tool or method, its arguments with the gateway's reserved ones taken
// out, the text a person reads on the pending card, the form Airlock
// records, and the digest a confirmation token is bound to.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { LIMITS, type StructuredAction, type ToolAnnotations } from '../../shared/vocabulary';
import { clip } from '../../shared/text';

/** Arguments the gateway reads and strips before anything else sees the call (seed 001 §4.3). */
export const CONFIRMATION_ARGUMENT = '_confirmation';
export const VERIFICATION_CODE_ARGUMENT = '_verification_code';

export interface ToolCall {
  /** A tools/call (`tool` is the tool's name), or another gated request (`tool` is its method). */
  kind: 'tool' | 'request';
  tool: string;
  /** The arguments without the reserved ones: what the child receives and Airlock records. */
  arguments: Record<string, unknown> | undefined;
  /** Whether reserved arguments were taken out (the request must then be re-serialised). */
  stripped: boolean;
  confirmation?: string;
  /** The out-of-band code the person relayed. Never logged, recorded, forwarded or echoed. */
  verificationCode?: string;
}

export type ReadCall = { ok: true; call: ToolCall } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads the params of a tools/call request. */
export function readCall(params: unknown): ReadCall {
  if (!isObject(params) || typeof params.name !== 'string' || params.name === '') {
    return { ok: false, message: 'tools/call needs params.name, the tool to call.' };
  }
  const raw = params.arguments;
  if (raw !== undefined && !isObject(raw)) return { ok: false, message: 'tools/call params.arguments must be an object.' };
  return { ok: true, call: withReservedTakenOut({ kind: 'tool', tool: params.name, arguments: raw, stripped: false }) };
}

function withReservedTakenOut(call: ToolCall): ToolCall {
  const raw = call.arguments;
  if (raw && (CONFIRMATION_ARGUMENT in raw || VERIFICATION_CODE_ARGUMENT in raw)) {
    const { [CONFIRMATION_ARGUMENT]: confirmation, [VERIFICATION_CODE_ARGUMENT]: code, ...rest } = raw;
    call.arguments = rest;
    call.stripped = true;
    if (typeof confirmation === 'string' && confirmation !== '') call.confirmation = confirmation;
    if (typeof code === 'string' && code !== '') call.verificationCode = code;
  }
  return call;
}

/**
 * Reads a gated request other than tools/call. Its "arguments" are its
 * params without `_meta` (transport detail, not what the request asks for);
 * a retry carries the reserved `_confirmation` / `_verification_code` among
 * the params, as a tool call does among its arguments.
 */
export function readRequest(method: string, params: unknown): ReadCall {
  if (params !== undefined && !isObject(params)) return { ok: false, message: `${method} params must be an object.` };
  const { _meta: _omit, ...args } = params ?? {};
  return { ok: true, call: withReservedTakenOut({ kind: 'request', tool: method, arguments: args, stripped: false }) };
}

/** The request to forward once the call may go: unchanged unless reserved arguments were stripped. */
export function forwardedRequest(request: Record<string, unknown>, call: ToolCall): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (call.kind === 'request') {
    const { [CONFIRMATION_ARGUMENT]: _c, [VERIFICATION_CODE_ARGUMENT]: _v, ...rest } = params;
    return { ...request, params: rest };
  }
  const { arguments: _omit, ...rest } = params;
  return { ...request, params: call.arguments === undefined ? rest : { ...rest, arguments: call.arguments } };
}

/** Binds a token to one call: the server, the tool (or method) and the arguments, key order aside. */
export function callDigest(server: string, call: ToolCall): string {
  const text = canonicalize({ server, kind: call.kind, tool: call.tool, arguments: call.arguments ?? {} }) ?? '';
  return createHash('sha256').update(text).digest('hex');
}

// ---- what Airlock records ------------------------------------------------------

/** The classifier reads at most this much of one text; recording more adds nothing. */
const STRING_KEPT = 8192;
const ARRAY_KEPT = 100;
const DEPTH_KEPT = 8;

const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

function shrink(value: unknown, stringKept: number, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length <= stringKept ? value : `${value.slice(0, stringKept)}… [${value.length} characters, sha256 ${sha(value)}]`;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_KEPT) {
    const json = JSON.stringify(value);
    return `[nested value, ${json.length} characters, sha256 ${sha(json)}]`;
  }
  if (Array.isArray(value)) {
    const kept = value.slice(0, ARRAY_KEPT).map((v) => shrink(v, stringKept, depth + 1));
    if (value.length > ARRAY_KEPT) kept.push(`[… ${value.length - ARRAY_KEPT} more items, sha256 ${sha(JSON.stringify(value.slice(ARRAY_KEPT)))}]`);
    return kept;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = shrink(v, stringKept, depth + 1);
  return out;
}

/**
 * The arguments as Airlock records and classifies them: in canonical key
 * order (so a retry with the keys reordered is the same action), with very
 * long texts and lists cut to what the classifier reads plus a hash of the
 * rest (so the record still names exactly one call). Within LIMITS.action;
 * when that needs cuts into what the classifier would read, the arguments
 * say `truncated: true` (CONTRACT.md), so the call is rated at least confirm.
 */
export function recordedArguments(args: Record<string, unknown> | undefined): Record<string, unknown> {
  const canonical = JSON.parse(canonicalize(args ?? {}) ?? '{}') as Record<string, unknown>;
  const kept = shrink(canonical, STRING_KEPT, 0) as Record<string, unknown>;
  if (JSON.stringify(kept).length <= LIMITS.action) return kept;
  return { ...(shrink(canonical, 512, 0) as Record<string, unknown>), truncated: true };
}

/** The structured action Airlock records for a call. */
export function actionFor(server: string, call: ToolCall, annotations: ToolAnnotations | undefined): StructuredAction {
  return {
    tool: call.tool,
    server,
    arguments: recordedArguments(call.arguments),
    ...(annotations && Object.keys(annotations).length > 0 ? { annotations } : {}),
  };
}

const HINT_ARGUMENTS = 600;

const argumentsText = (args: Record<string, unknown> | undefined): string =>
  args && Object.keys(args).length > 0 ? ` with ${clip(JSON.stringify(args), HINT_ARGUMENTS)}` : '';
const textArg = (value: unknown): string => clip(typeof value === 'string' ? value : JSON.stringify(value) ?? '', HINT_ARGUMENTS);

/**
 * What the person reads on the pending card and in Live, and what the
 * classifier judges next to the structured action: the server, the tool and
 * the arguments. A request other than tools/call is said in words (`read
 * resource notes://all on MCP server "notes"`), so the card says what it
 * does; the action keeps the exact method for the policy's patterns.
 */
export function hintFor(server: string, action: StructuredAction, kind: ToolCall['kind'] = 'tool'): string {
  const on = `MCP server "${clip(server, LIMITS.name)}"`;
  const args = action.arguments ?? {};
  if (kind === 'tool') return `${clip(action.tool, LIMITS.name)} on ${on}${argumentsText(action.arguments)}`;
  switch (action.tool) {
    case 'resources/read':
      return `read resource ${textArg(args.uri)} on ${on}`;
    case 'resources/subscribe':
      return `subscribe to updates of resource ${textArg(args.uri)} on ${on}`;
    case 'prompts/get': {
      const { name, ...rest } = args;
      return `get prompt ${textArg(name)} on ${on}${argumentsText(rest)}`;
    }
    case 'completion/complete':
      return `list completions for ${textArg(args.argument)} of ${textArg(args.ref)} on ${on}`;
    case 'sampling/createMessage':
      return `${on} asks the client's model for a message (sampling)${argumentsText(action.arguments)}`;
    case 'elicitation/create':
      return `${on} asks the user for input (elicitation)${argumentsText(action.arguments)}`;
    default:
      return `MCP method ${clip(action.tool, LIMITS.name)} on ${on}${argumentsText(action.arguments)}`;
  }
}

/** The annotations a server declared for a tool (only the four hints Airlock reads). */
export function annotationsOf(tool: unknown): ToolAnnotations | undefined {
  if (!isObject(tool) || !isObject(tool.annotations)) return undefined;
  const a = tool.annotations;
  const out: ToolAnnotations = {};
  for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    if (typeof a[key] === 'boolean') out[key] = a[key];
  }
  return out;
}
