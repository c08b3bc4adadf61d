// Pure mappings between client hooks and the safety loop:
//   hook payload (stdin JSON) -> record_execution_step params
//   Airlock's decision        -> the client's hook output (stdout JSON)
//
// Claude Code PreToolUse (docs.anthropic.com/en/docs/claude-code/hooks):
//   stdin  { session_id, transcript_path, cwd, permission_mode?, hook_event_name: "PreToolUse",
//            tool_name, tool_input, tool_use_id? }; MCP tools are named mcp__<server>__<tool>.
//   stdout { hookSpecificOutput: { hookEventName: "PreToolUse",
//            permissionDecision: "allow" | "deny" | "ask", permissionDecisionReason } }, exit 0.
//   No output and exit 0 = no decision: Claude Code's own permission rules apply.
//   "allow" skips Claude Code's prompt but not its deny / ask rules; a deny reason is shown to Claude.
// Cursor (cursor.com/docs/agent/hooks):
//   stdin  common { conversation_id, generation_id, hook_event_name, workspace_roots, … } plus
//          beforeShellExecution { command, cwd } / beforeMCPExecution { tool_name, tool_input
//          (a JSON string), url | command (the MCP server) }.
//   stdout { permission: "allow" | "deny" | "ask", user_message, agent_message }. Cursor 1.7's
//          first hooks release spelled the messages userMessage / agentMessage; Airlock writes
//          both spellings so either version shows them.
import type { RecordStepParams } from '../../core/params';
import { LIMITS } from '../../core/params';
import type { StructuredAction } from '../../../shared/vocabulary';

export type HookClient = 'claude-code' | 'cursor';

/** The MCP clientInfo.name each client sends when it connects to an MCP server
 *  ("claude-code"; Cursor: "cursor-vscode", as observed in MCP server logs). The
 *  hook connects under the same name, so the steps it records share a principal
 *  with what the same client reports over MCP (announced vs performed, blocks). */
export const MCP_CLIENT_NAME: Record<HookClient, string> = {
  'claude-code': 'claude-code',
  cursor: 'cursor-vscode',
};

export class HookInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HookInputError';
  }
}

/** What the hook observed, ready to be recorded; or why it is not Airlock's business. */
export type Observed =
  | { kind: 'step'; agent: string; params: RecordStepParams & { action: StructuredAction }; event: string }
  | { kind: 'skip'; why: string; event: string };

const MAX_ARG_STRING = 1000;
const MAX_ARGS_JSON = 16 * 1024;
const MAX_HINT = Math.min(LIMITS.hint, 4000);

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** Cuts a long text, saying how much was left out. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const rest = text.length - max;
  return `${text.slice(0, max)}… (${String(rest)} more characters)`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ⏎ ').trim();
}

/** The tool's arguments as recorded: long strings cut, the whole kept under 16 KB. */
export function summarizeArguments(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clip(value, MAX_ARG_STRING);
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => summarizeArguments(v, depth + 1));
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).slice(0, 50)) out[k] = summarizeArguments(v, depth + 1);
    if (depth === 0 && JSON.stringify(out).length > MAX_ARGS_JSON) {
      return { _truncated: true, keys: Object.keys(value).slice(0, 50) };
    }
    return out;
  }
  return value;
}

function argsText(args: Record<string, unknown>): string {
  const json = JSON.stringify(args);
  return json === '{}' ? '' : ` with ${clip(json, 600)}`;
}

/** The specific, human-readable action the classifier and the human see. */
export function hintFor(tool: string, input: Record<string, unknown>, server?: string): string {
  const path = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
  let hint: string;
  switch (tool) {
    case 'Bash':
    case 'shell':
      hint = `executing shell command: ${oneLine(str(input.command) ?? '')}`;
      break;
    case 'Write':
    case 'Edit':
    case 'MultiEdit':
    case 'NotebookEdit':
    case 'Read':
      hint = `calling ${tool} on ${path ?? '(no path given)'}`;
      break;
    case 'Glob':
    case 'Grep':
      hint = `calling ${tool} for ${JSON.stringify(str(input.pattern) ?? '')}${path ? ` in ${path}` : ''}`;
      break;
    case 'WebFetch':
      hint = `calling WebFetch on ${str(input.url) ?? '(no url given)'}`;
      break;
    case 'WebSearch':
      hint = `calling WebSearch for ${JSON.stringify(str(input.query) ?? '')}`;
      break;
    case 'Task':
      hint = `calling Task (sub-agent): ${oneLine(str(input.description) ?? str(input.prompt) ?? '')}`;
      break;
    default:
      hint = server ? `calling MCP tool ${tool} on server ${server}${argsText(input)}` : `calling ${tool}${argsText(input)}`;
  }
  return clip(hint, MAX_HINT);
}

function agentName(prefix: HookClient, id: unknown): string {
  return `${prefix}:${str(id) ?? 'unknown-session'}`.slice(0, LIMITS.name);
}

/** `mcp__<server>__<tool>` → { server, tool } (Claude Code's naming of MCP tools). */
export function splitMcpToolName(name: string): { server: string; tool: string } | undefined {
  const m = /^mcp__(.+?)__(.+)$/.exec(name);
  return m?.[1] && m[2] ? { server: m[1], tool: m[2] } : undefined;
}

/** Airlock's own MCP-AQL tools are how an agent reports to and recovers with Airlock
 *  (record_execution_step, confirm_operation, verify_challenge): recording them as
 *  steps would only add noise, and denying them while a block stands would leave the
 *  agent no way to submit the code. None of them can approve or unblock anything. */
function isAirlockOwnTool(server: string, tool: string): boolean {
  return /airlock/i.test(server) && /^mcp_aql(?:_read|_create|_execute)?$/.test(tool);
}

function parsePayload(payload: unknown): Record<string, unknown> {
  if (!isObject(payload)) throw new HookInputError('the hook input is not a JSON object');
  return payload;
}

export function observeClaudeCode(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? 'PreToolUse';
  if (event !== 'PreToolUse') return { kind: 'skip', why: `Airlock handles PreToolUse only (got ${event})`, event };
  const toolName = str(p.tool_name);
  if (!toolName) throw new HookInputError('the PreToolUse input has no tool_name');
  const input = isObject(p.tool_input) ? p.tool_input : {};
  const mcp = splitMcpToolName(toolName);
  if (mcp && isAirlockOwnTool(mcp.server, mcp.tool)) return { kind: 'skip', why: 'Airlock\'s own tool', event };
  const action: StructuredAction = mcp
    ? { tool: mcp.tool, server: mcp.server, arguments: summarizeArguments(input) as Record<string, unknown> }
    : { tool: toolName, arguments: summarizeArguments(input) as Record<string, unknown> };
  return {
    kind: 'step',
    event,
    agent: agentName('claude-code', p.session_id),
    params: {
      element_name: agentName('claude-code', p.session_id),
      nextActionHint: mcp ? hintFor(mcp.tool, input, mcp.server) : hintFor(toolName, input),
      action,
    },
  };
}

function parseToolInput(raw: unknown): Record<string, unknown> {
  if (isObject(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : { input: parsed };
    } catch {
      return { input: raw };
    }
  }
  return {};
}

export function observeCursor(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? '';
  const agent = agentName('cursor', p.conversation_id);
  if (event === 'beforeShellExecution') {
    const command = str(p.command);
    if (!command) throw new HookInputError('the beforeShellExecution input has no command');
    const args: Record<string, unknown> = { command: clip(command, MAX_ARG_STRING * 4) };
    if (str(p.cwd)) args.cwd = p.cwd;
    return { kind: 'step', event, agent, params: { element_name: agent, nextActionHint: hintFor('shell', { command }), action: { tool: 'shell', arguments: args } } };
  }
  if (event === 'beforeMCPExecution') {
    const tool = str(p.tool_name);
    if (!tool) throw new HookInputError('the beforeMCPExecution input has no tool_name');
    const server = str(p.url) ?? str(p.command) ?? 'unknown server';
    if (isAirlockOwnTool(server, tool)) return { kind: 'skip', why: 'Airlock\'s own tool', event };
    const input = parseToolInput(p.tool_input);
    const shortServer = clip(server, 200);
    return {
      kind: 'step',
      event,
      agent,
      params: {
        element_name: agent,
        nextActionHint: hintFor(tool, input, shortServer),
        action: { tool, server: shortServer, arguments: summarizeArguments(input) as Record<string, unknown> },
      },
    };
  }
  // Not an event Airlock installs itself for: nothing to judge, so no opinion.
  return { kind: 'skip', why: `Airlock handles Cursor's beforeShellExecution and beforeMCPExecution only (got ${event ? `"${event}"` : 'no hook_event_name'})`, event };
}

export function observe(client: HookClient, payload: unknown): Observed {
  return client === 'claude-code' ? observeClaudeCode(payload) : observeCursor(payload);
}

// ---- decisions → output ----------------------------------------------------------

/** What Airlock decided about one observed action.
 *  pass: no override (the client's own rules apply); allow / deny: an explicit decision.
 *  `reason` is written for the agent (it reads it); `userMessage` for the person. */
export type Decision =
  | { kind: 'pass'; note?: string }
  | { kind: 'allow'; reason: string; userMessage: string }
  | { kind: 'deny'; reason: string; userMessage: string };

/** The exact stdout of the hook ("" means: print nothing). */
export function renderOutput(client: HookClient, decision: Decision): string {
  if (client === 'claude-code') {
    if (decision.kind === 'pass') return '';
    return JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: decision.kind,
        permissionDecisionReason: decision.reason,
      },
    });
  }
  if (decision.kind === 'pass') return JSON.stringify({ permission: 'allow' });
  return JSON.stringify({
    permission: decision.kind,
    user_message: decision.userMessage,
    agent_message: decision.reason,
    userMessage: decision.userMessage,
    agentMessage: decision.reason,
  });
}
