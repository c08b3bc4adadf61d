// Pure: each client's hook event → the step Airlock records, with the
// structured action `{ tool, server?, arguments }` the classifier reads. The
// action is whole (never a clipped string) up to LIMITS.action; the hint is
// for people and may be shortened.
//
// The payload formats (sources in docs/clients.md, "Hook formats"):
// - Claude Code PreToolUse: { session_id, transcript_path, cwd, permission_mode,
//   hook_event_name, tool_name, tool_input, tool_use_id }; MCP tools mcp__<server>__<tool>.
// - Cursor: common { conversation_id, generation_id, hook_event_name,
//   workspace_roots, … } plus beforeShellExecution { command, cwd, sandbox? },
//   beforeMCPExecution { tool_name, tool_input (JSON text), url | command },
//   beforeReadFile { file_path, content, attachments }, sessionEnd { session_id,
//   reason, duration_ms, … } (fire-and-forget).
// - Codex CLI PreToolUse: { session_id, turn_id, transcript_path, cwd,
//   hook_event_name, model, permission_mode, tool_name, tool_input, tool_use_id };
//   shell tools arrive as "Bash" { command } (argv shell-joined, e.g.
//   `bash -lc '…'`), apply_patch as { command: <patch> }, MCP tools as
//   mcp__<server>__<tool> with their arguments.
// - Gemini CLI BeforeTool: { session_id, transcript_path, cwd, hook_event_name,
//   timestamp, tool_name, tool_input, mcp_context?, original_request_name? };
//   MCP tools mcp_<server>_<tool>, with mcp_context { server_name, tool_name, … }.
import type { RecordStepParams } from '../../core/params';
import { LIMITS, type StructuredAction } from '../../../shared/vocabulary';
import { heredocPatch, parsePatch, type PatchEdit } from './apply-patch';
import { boundArguments, clipText } from './bound';
import type { HookClient } from './clients';
import { shellCommand, type ShellCommand } from './shell';

export class HookInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HookInputError';
  }
}

/** What the hook observed, ready to be recorded; the client session that ended;
 *  or why it is not Airlock's business. */
export type Observed =
  | { kind: 'step'; agent: string; params: RecordStepParams & { action: StructuredAction }; event: string }
  | { kind: 'end'; agent: string; session: string; why: string; event: string }
  | { kind: 'skip'; why: string; event: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ⏎ ').trim();
}

function argsText(args: Record<string, unknown>): string {
  const json = JSON.stringify(args);
  return json === '{}' ? '' : ` with ${json}`;
}

const SHELL_TOOLS = new Set(['Bash', 'shell', 'run_shell_command', 'local_shell', 'exec_command', 'shell_command', 'container.exec']);
const FILE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Read', 'write_file', 'replace', 'read_file']);

function urlsIn(text: string): string[] {
  return [...new Set(text.match(/\bhttps?:\/\/[^\s"'<>)\]]+/g) ?? [])];
}

/** Files an agent reads back as standing instructions: what a note there says is
 *  authorised later, so a write to one is shown (and judged) by its text. */
function isMemoryFile(path: string): boolean {
  return /(?:^|[\\/])(?:GEMINI|MEMORY|CLAUDE|AGENTS)(?:\.local)?\.md$/i.test(path) || /(?:^|[\\/])\.cursor[\\/]rules[\\/][^\\/]+\.mdc?$/.test(path);
}

/** The tools that write a file, and the new text they write. */
const MEMORY_WRITERS = new Set(['write_file', 'replace', 'Write', 'Edit', 'MultiEdit']);
function newText(input: Record<string, unknown>): string {
  const edits = Array.isArray(input.edits) ? input.edits.map((e) => (isObject(e) ? (str(e.new_string) ?? '') : '')).join(' ') : undefined;
  return str(input.content) ?? str(input.new_string) ?? edits ?? '';
}

/** The specific, human-readable action the person (and the classifier) reads. */
export function hintFor(tool: string, input: Record<string, unknown>, server?: string): string {
  const path = str(input.file_path) ?? str(input.notebook_path) ?? str(input.absolute_path) ?? str(input.path);
  let hint: string;
  if (server) hint = `calling MCP tool ${tool} on server ${server}${argsText(input)}`;
  else if (SHELL_TOOLS.has(tool)) hint = `executing shell command: ${oneLine(str(input.command) ?? '')}`;
  else if (MEMORY_WRITERS.has(tool) && path && isMemoryFile(path)) {
    hint = `saving a memory note in ${path}: ${oneLine(newText(input))}`;
  } else if (FILE_TOOLS.has(tool)) {
    const content = str(input.content);
    const lines = content === undefined ? '' : ` (${String(content.split('\n').length)} lines)`;
    hint = `calling ${tool} on ${path ?? '(no path given)'}${lines}`;
  } else {
    switch (tool) {
      case 'Glob':
      case 'Grep':
      case 'glob':
      case 'grep_search':
        hint = `calling ${tool} for ${JSON.stringify(str(input.pattern) ?? '')}${path ?? str(input.dir_path) ? ` in ${path ?? str(input.dir_path) ?? ''}` : ''}`;
        break;
      case 'list_directory':
        hint = `calling list_directory on ${str(input.dir_path) ?? path ?? '.'}`;
        break;
      case 'WebFetch':
        hint = `calling WebFetch on ${str(input.url) ?? '(no url given)'}`;
        break;
      case 'web_fetch': {
        const prompt = str(input.prompt) ?? '';
        const urls = urlsIn(prompt);
        hint = `calling web_fetch on ${urls.length > 0 ? urls.join(' ') : '(no url given)'}: ${oneLine(prompt)}`;
        break;
      }
      case 'WebSearch':
      case 'google_web_search':
        hint = `calling ${tool} for ${JSON.stringify(str(input.query) ?? '')}`;
        break;
      case 'save_memory':
        hint = `saving a memory note: ${oneLine(str(input.fact) ?? '')}`;
        break;
      case 'Task':
        hint = `calling Task (sub-agent): ${oneLine(str(input.description) ?? str(input.prompt) ?? '')}`;
        break;
      default:
        hint = `calling ${tool}${argsText(input)}`;
    }
  }
  return clipText(hint, LIMITS.hint);
}

function agentName(prefix: HookClient, id: unknown): string {
  return `${prefix}:${str(id) ?? 'unknown-session'}`.slice(0, LIMITS.name);
}

/** `mcp__<server>__<tool>` → { server, tool } (Claude Code's and Codex's naming of MCP tools). */
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

/** The client's session id as Airlock keys a session by (CONTRACT.md, client sessions). */
function sessionId(session: unknown): string | undefined {
  const id = str(session)?.trim();
  return id && id.length <= LIMITS.id ? id : undefined;
}

/** The client's session ended (Claude Code and Gemini CLI SessionEnd, Cursor sessionEnd): its execution ends. */
function sessionEnd(client: HookClient, session: unknown, event: string, reason: unknown): Observed {
  const id = sessionId(session);
  if (!id) return { kind: 'skip', why: `${event} without a session id`, event };
  return { kind: 'end', agent: agentName(client, session), session: id, why: `${event}${str(reason) ? ` (${str(reason) ?? ''})` : ''}`, event };
}

/** A recordable step: the action kept within LIMITS (marked when cut), the hint clipped for display. */
function stepOf(client: HookClient, session: unknown, event: string, hint: string, action: StructuredAction): Observed {
  const agent = agentName(client, session);
  const id = sessionId(session);
  const bounded = boundArguments(action.arguments ?? {});
  const kept: StructuredAction = { tool: action.tool.slice(0, LIMITS.name) };
  // A server is named by its command line in Cursor, which can be long: shortened visibly (it names, it does not act).
  if (action.server !== undefined) kept.server = action.server.length <= LIMITS.name ? action.server : `${action.server.slice(0, LIMITS.name - 1)}…`;
  kept.arguments = bounded.arguments;
  if (bounded.truncated || kept.tool !== action.tool) kept.arguments = { ...kept.arguments, truncated: true };
  return { kind: 'step', event, agent, params: { element_name: agent, nextActionHint: clipText(hint, LIMITS.hint), action: kept, ...(id ? { session_id: id } : {}) } };
}

function inputObject(raw: unknown): Record<string, unknown> {
  if (isObject(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : { input: parsed };
    } catch {
      return { input: raw };
    }
  }
  return raw === undefined || raw === null ? {} : { input: raw };
}

// ---- shared pieces: shell commands and patches ------------------------------------------

function shellArgs(cmd: ShellCommand, extra: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = { command: cmd.script };
  if (cmd.wrapper) args.wrapper = cmd.wrapper;
  return { ...extra, ...args };
}

function patchHint(edits: PatchEdit[]): string {
  const parts = edits.map((e) => {
    if (e.operation === 'delete') return `delete ${e.file_path}`;
    if (e.operation === 'add') {
      const lines = (e.content ?? '').split('\n').length - 1;
      return `add ${e.file_path} (${String(lines)} lines: ${clipText(oneLine((e.content ?? '').trimEnd()), 300)})`;
    }
    const added = e.added ? e.added.split('\n').length : 0;
    const removed = e.removed ? e.removed.split('\n').length : 0;
    const moved = e.move_to ? ` → ${e.move_to}` : '';
    const preview = e.added ? `: adds ${clipText(oneLine(e.added), 300)}` : '';
    return `update ${e.file_path}${moved} (+${String(added)} −${String(removed)} lines${preview})`;
  });
  return `applying a patch: ${parts.length > 0 ? parts.join('; ') : '(no files)'}`;
}

/** apply_patch (or `apply_patch <<EOF` through the shell): one edit per file the patch touches. */
function patchStep(client: HookClient, session: unknown, event: string, patch: string, extra: Record<string, unknown> = {}): Observed {
  const edits = parsePatch(patch);
  if (!edits) return stepOf(client, session, event, 'applying a patch (not in the apply_patch format; see the action)', { tool: 'apply_patch', arguments: { ...extra, patch } });
  return stepOf(client, session, event, patchHint(edits), { tool: 'apply_patch', arguments: { ...extra, edits, file_count: edits.length } });
}

function mcpStep(client: HookClient, session: unknown, event: string, server: string, tool: string, input: Record<string, unknown>): Observed {
  if (isAirlockOwnTool(server, tool)) return { kind: 'skip', why: 'Airlock\'s own tool', event };
  return stepOf(client, session, event, hintFor(tool, input, server), { tool, server, arguments: input });
}

// ---- Claude Code --------------------------------------------------------------------------

export function observeClaudeCode(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? 'PreToolUse';
  if (event === 'SessionEnd') return sessionEnd('claude-code', p.session_id, event, p.reason);
  if (event !== 'PreToolUse') return { kind: 'skip', why: `Airlock handles PreToolUse and SessionEnd only (got ${event})`, event };
  const toolName = str(p.tool_name);
  if (!toolName) throw new HookInputError('the PreToolUse input has no tool_name');
  const input = inputObject(p.tool_input);
  const mcp = splitMcpToolName(toolName);
  if (mcp) return mcpStep('claude-code', p.session_id, event, mcp.server, mcp.tool, input);
  return stepOf('claude-code', p.session_id, event, hintFor(toolName, input), { tool: toolName, arguments: input });
}

// ---- Cursor ---------------------------------------------------------------------------------

export function observeCursor(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? '';
  const session = p.conversation_id;
  // Fire-and-forget for Cursor; its session id is the conversation id.
  if (event === 'sessionEnd') return sessionEnd('cursor', p.conversation_id ?? p.session_id, event, p.reason);
  if (event === 'beforeShellExecution') {
    const command = str(p.command);
    if (!command) throw new HookInputError('the beforeShellExecution input has no command');
    const cmd = shellCommand(command);
    return stepOf('cursor', session, event, hintFor('shell', { command: cmd.script }), { tool: 'shell', arguments: shellArgs(cmd, str(p.cwd) ? { cwd: p.cwd } : {}) });
  }
  if (event === 'beforeMCPExecution') {
    const tool = str(p.tool_name);
    if (!tool) throw new HookInputError('the beforeMCPExecution input has no tool_name');
    return mcpStep('cursor', session, event, str(p.url) ?? str(p.command) ?? 'unknown server', tool, inputObject(p.tool_input));
  }
  if (event === 'beforeReadFile') {
    const path = str(p.file_path);
    if (!path) throw new HookInputError('the beforeReadFile input has no file_path');
    // The file's content (also in the input) is never recorded: a read of a secret must not copy it into the audit log.
    return stepOf('cursor', session, event, hintFor('Read', { file_path: path }), { tool: 'Read', arguments: { file_path: path } });
  }
  // Not an event Airlock installs itself for: nothing to judge, so no opinion.
  return { kind: 'skip', why: `Airlock handles Cursor's beforeShellExecution, beforeMCPExecution, beforeReadFile and sessionEnd only (got ${event ? `"${event}"` : 'no hook_event_name'})`, event };
}

// ---- Codex CLI --------------------------------------------------------------------------------

export function observeCodex(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? 'PreToolUse';
  if (event !== 'PreToolUse') return { kind: 'skip', why: `Airlock handles PreToolUse only (got ${event})`, event };
  const toolName = str(p.tool_name);
  if (!toolName) throw new HookInputError('the PreToolUse input has no tool_name');
  const input = inputObject(p.tool_input);
  const session = p.session_id;
  const mcp = splitMcpToolName(toolName);
  if (mcp) return mcpStep('codex', session, event, mcp.server, mcp.tool, input);
  if (toolName === 'apply_patch') {
    const patch = str(input.command) ?? str(input.input) ?? str(input.patch);
    if (patch === undefined) throw new HookInputError('the apply_patch input has no patch in tool_input.command');
    return patchStep('codex', session, event, patch);
  }
  if (SHELL_TOOLS.has(toolName)) {
    const raw = input.command ?? input.cmd;
    const command = typeof raw === 'string' || (Array.isArray(raw) && raw.every((w) => typeof w === 'string')) ? (raw as string | string[]) : undefined;
    if (command === undefined || command.length === 0) throw new HookInputError(`the ${toolName} input has no command`);
    const cmd = shellCommand(command);
    const extra: Record<string, unknown> = {};
    for (const key of ['workdir', 'cwd', 'timeout_ms', 'justification']) if (input[key] !== undefined && input[key] !== null) extra[key] = input[key];
    // `apply_patch` through the shell (argv or a heredoc) is a patch, and is judged as one.
    const viaArgv = cmd.argv && /^(?:apply_patch|applypatch)$/.test(cmd.argv[0] ?? '') && typeof cmd.argv[1] === 'string' ? cmd.argv[1] : undefined;
    const patch = viaArgv ?? heredocPatch(cmd.script);
    if (patch !== undefined) return patchStep('codex', session, event, patch, { via: 'shell' });
    return stepOf('codex', session, event, hintFor('Bash', { command: cmd.script }), { tool: 'Bash', arguments: shellArgs(cmd, extra) });
  }
  return stepOf('codex', session, event, hintFor(toolName, input), { tool: toolName, arguments: input });
}

// ---- Gemini CLI ---------------------------------------------------------------------------------

/** `mcp_<server>_<tool>` → { server, tool } (Gemini CLI's naming; the server name has no "_"). */
export function splitGeminiMcpName(name: string): { server: string; tool: string } | undefined {
  const m = /^mcp_([^_]+)_(.+)$/.exec(name);
  return m?.[1] && m[2] ? { server: m[1], tool: m[2] } : undefined;
}

export function observeGemini(payload: unknown): Observed {
  const p = parsePayload(payload);
  const event = str(p.hook_event_name) ?? 'BeforeTool';
  if (event === 'SessionEnd') return sessionEnd('gemini', p.session_id, event, p.reason);
  if (event !== 'BeforeTool') return { kind: 'skip', why: `Airlock handles BeforeTool and SessionEnd only (got ${event})`, event };
  const toolName = str(p.tool_name);
  if (!toolName) throw new HookInputError('the BeforeTool input has no tool_name');
  const input = inputObject(p.tool_input);
  const session = p.session_id;
  const context = isObject(p.mcp_context) ? p.mcp_context : undefined;
  const named = splitGeminiMcpName(toolName);
  if (context || named) {
    const server = str(context?.server_name) ?? named?.server ?? 'unknown server';
    const tool = str(context?.tool_name) ?? named?.tool ?? toolName;
    return mcpStep('gemini', session, event, server, tool, input);
  }
  if (toolName === 'run_shell_command') {
    const command = str(input.command);
    if (!command) throw new HookInputError('the run_shell_command input has no command');
    const cmd = shellCommand(command);
    const { command: _command, ...rest } = input;
    return stepOf('gemini', session, event, hintFor(toolName, { command: cmd.script }), { tool: toolName, arguments: shellArgs(cmd, rest) });
  }
  if (toolName === 'web_fetch') {
    const urls = urlsIn(str(input.prompt) ?? '');
    return stepOf('gemini', session, event, hintFor(toolName, input), { tool: toolName, arguments: urls.length > 0 ? { ...input, urls } : input });
  }
  return stepOf('gemini', session, event, hintFor(toolName, input), { tool: toolName, arguments: input });
}

export function observe(client: HookClient, payload: unknown): Observed {
  switch (client) {
    case 'claude-code':
      return observeClaudeCode(payload);
    case 'cursor':
      return observeCursor(payload);
    case 'codex':
      return observeCodex(payload);
    case 'gemini':
      return observeGemini(payload);
  }
}
