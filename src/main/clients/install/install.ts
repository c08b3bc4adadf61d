// `airlock install <client>`: adds (or removes) the Airlock bridge in a client's
// MCP configuration and, with --hook, Airlock's hook entry in its hook settings.
//
// Planning is pure (text in, text out). Every edit splices only the text of
// what Airlock adds or removes (config-edit.ts for JSON with comments,
// toml-edit.ts for Codex's TOML): every other byte of the user's file stays as
// it was. Applying writes a backup of every file it changes first
// (`<file>.airlock-backup-<timestamp>`), then replaces the file atomically
// (temp file + rename, keeping its mode). Running the same install twice changes
// nothing. Uninstall removes exactly the entries install adds: the `airlock`
// server entry and hook entries whose command runs Airlock's hook for that
// client; a container left empty by that removal goes too.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { ConfigFileError, appendAt, isPlainObject, jsonEqual, parseConfig, removeAt, replaceAt, setAt, withFinalNewline, type JsonPath } from './config-edit';
import { isAirlockHookCommand, type LaunchSpec } from './launch';
import { CLIENT_IDS, CLIENT_NAMES, clientLocations, isHookClient, type ClientEnv, type ClientId, type HookClientId } from './locations';
import { checkEdit, eolOf, insertBlock, readToml, removeTables, replaceValue, samePath, startsWith, tomlTable, type TomlData } from './toml-edit';

/** The key of Airlock's entry in every client's server map. */
export const SERVER_NAME = 'airlock';

/** Events of Cursor's hooks.json that Airlock enforces (cursor.com/docs/reference/hooks). */
export const CURSOR_HOOK_EVENTS = ['beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile'] as const;
const CURSOR_SESSION_END = 'sessionEnd';

/** The event each grouped-hooks client runs Airlock's hook on. */
const HOOK_EVENT: Record<'claude-code' | 'codex' | 'gemini', string> = { 'claude-code': 'PreToolUse', codex: 'PreToolUse', gemini: 'BeforeTool' };

/** Each client's session-end event, where it has one: the same hook then ends the client
 *  session's execution at once instead of after `sessions.idleMinutes`. Codex has none:
 *  its published hook events are SessionStart, UserPromptSubmit, PreToolUse,
 *  PermissionRequest, PostToolUse, PreCompact, PostCompact, Stop (the end of a turn, not
 *  of the session), StopFailure, SubagentStart and SubagentStop. */
export const SESSION_END_EVENT: Record<HookClientId, string | undefined> = { 'claude-code': 'SessionEnd', cursor: CURSOR_SESSION_END, codex: undefined, gemini: 'SessionEnd' };
/** A session end waits for nobody (the hook only tells Airlock), and a client may hold its exit for it. */
export const SESSION_END_TIMEOUT_SECONDS = 15;

export interface HookSpec {
  /** The shell command line the client runs (see launch.hookCommand). */
  command: string;
  /** The client's per-hook timeout, in seconds (longer than the hook's own wait). */
  timeoutSeconds: number;
}

export interface FileChange {
  file: string;
  /** What the change is, for a person: "add the Airlock MCP server", … */
  what: string;
  /** Current text, or null when the file does not exist. */
  before: string | null;
  /** Text after the change, or null when the change deletes the file. */
  after: string | null;
  changed: boolean;
}

export interface Plan {
  client: ClientId;
  action: 'install' | 'uninstall';
  changes: FileChange[];
  /** What the person must do once, in the client (e.g. Codex's hook review). */
  notes: string[];
}

export type ReadFile = (file: string) => string | null;

export const readIfExists: ReadFile = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

// ---- the entries ---------------------------------------------------------------

/** Airlock's server entry in the client's own format. */
export function serverEntry(client: ClientId, launch: LaunchSpec): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  // Claude Code (`claude mcp add`) and VS Code name the transport; the others infer stdio.
  if (client === 'claude-code' || client === 'vscode') entry.type = 'stdio';
  entry.command = launch.command;
  entry.args = [...launch.args];
  if (launch.env && Object.keys(launch.env).length > 0) entry.env = { ...launch.env };
  return entry;
}

/** Airlock's hook entry, fail-closed in each client's own terms. */
export function hookEntry(client: HookClientId, hook: HookSpec): Record<string, unknown> {
  switch (client) {
    case 'claude-code':
      // onFailure "block" (Claude Code 2.1.295+): a hook that cannot start, times out or exits
      // unexpectedly blocks the call. Older versions ignore the key; the entry itself exits 2.
      return { type: 'command', command: hook.command, timeout: hook.timeoutSeconds, onFailure: 'block' };
    case 'cursor':
      // failClosed: a hook that crashes, times out or answers nothing blocks the action.
      return { command: hook.command, timeout: hook.timeoutSeconds, failClosed: true };
    case 'codex':
      return { type: 'command', command: hook.command, timeout: hook.timeoutSeconds, statusMessage: 'Checking with Airlock' };
    case 'gemini':
      // Gemini's timeout is in milliseconds.
      return { name: 'airlock', type: 'command', command: hook.command, timeout: hook.timeoutSeconds * 1000, description: 'Airlock checks every tool call before it runs (fails closed).' };
  }
}

/** Airlock's session-end entry (undefined for a client without a session-end event). It
 *  blocks nothing, so it needs no fail-closed setting. */
export function sessionEndEntry(client: HookClientId, hook: HookSpec): Record<string, unknown> | undefined {
  switch (client) {
    case 'claude-code':
      return { type: 'command', command: hook.command, timeout: SESSION_END_TIMEOUT_SECONDS };
    case 'cursor':
      return { command: hook.command, timeout: SESSION_END_TIMEOUT_SECONDS };
    case 'codex':
      return undefined;
    case 'gemini':
      return { name: 'airlock-session-end', type: 'command', command: hook.command, timeout: SESSION_END_TIMEOUT_SECONDS * 1000, description: 'Airlock ends this session\'s record when Gemini CLI exits.' };
  }
}

// ---- JSON files ------------------------------------------------------------------

function docOf(text: string | null, file: string): Record<string, unknown> {
  return text === null ? {} : parseConfig(text, file);
}

function valueAt(data: unknown, p: JsonPath): unknown {
  let v: unknown = data;
  for (const k of p) {
    if (Array.isArray(v) && typeof k === 'number') v = v[k];
    else if (isPlainObject(v) && typeof k === 'string') v = v[k];
    else return undefined;
  }
  return v;
}

/** After an uninstall: a file that held only Airlock's entries goes; a new file gets a final newline. */
function finish(before: string | null, text: string, file: string): string | null {
  const data = parseConfig(text, file);
  if (Object.keys(data).length === 0 && before !== null && Object.keys(parseConfig(before, file)).length > 0) return null;
  if (before === null || before.trim() === '') return withFinalNewline(text);
  return text;
}

/** Removes the value at `p`, then the objects/arrays above it that this leaves empty (down to `keep` path elements). */
function removeAndPrune(text: string, file: string, p: JsonPath, keep = 0): string {
  let out = removeAt(text, p);
  for (let depth = p.length - 1; depth > keep; depth--) {
    const parent = valueAt(parseConfig(out, file), p.slice(0, depth));
    const empty = Array.isArray(parent) ? parent.length === 0 : isPlainObject(parent) && Object.keys(parent).length === 0;
    if (!empty) break;
    out = removeAt(out, p.slice(0, depth));
  }
  return out;
}

function refuse(file: string, what: string): never {
  throw new ConfigFileError(file, `${file}: ${what}; fix it by hand, then run the command again. Nothing was changed.`);
}

/** Adds or updates the `airlock` server entry; every other entry stays as it is. */
export function mergeServer(text: string | null, file: string, serversKey: string, entry: Record<string, unknown>): string | null {
  const data = docOf(text, file);
  const servers = data[serversKey];
  if (servers !== undefined && !isPlainObject(servers)) refuse(file, `"${serversKey}" is not an object`);
  if (servers && jsonEqual(servers[SERVER_NAME], entry)) return text;
  return finish(text, setAt(text ?? '', [serversKey, SERVER_NAME], entry), file);
}

/** Removes the `airlock` server entry (and the server map, when that leaves it empty). */
export function unmergeServer(text: string | null, file: string, serversKey: string): string | null {
  if (text === null) return null;
  const servers = parseConfig(text, file)[serversKey];
  if (!isPlainObject(servers) || !Object.hasOwn(servers, SERVER_NAME)) return text;
  return finish(text, removeAndPrune(text, file, [serversKey, SERVER_NAME]), file);
}

/** Where Airlock's hook entries are in a `hooks.<event>` list of matcher groups. */
function groupedHookPaths(data: Record<string, unknown>, event: string, client: string): JsonPath[] {
  const found: JsonPath[] = [];
  const list = isPlainObject(data.hooks) ? data.hooks[event] : undefined;
  if (!Array.isArray(list)) return found;
  list.forEach((group: unknown, g) => {
    if (!isPlainObject(group) || !Array.isArray(group.hooks)) return;
    group.hooks.forEach((hook: unknown, h) => {
      if (isPlainObject(hook) && isAirlockHookCommand(hook.command, client)) found.push(['hooks', event, g, 'hooks', h]);
    });
  });
  return found;
}

/** Removes one hook entry from its matcher group; a group left without hooks goes too, and so do the lists above it. */
function removeGroupedHook(text: string, file: string, p: JsonPath): string {
  const group = valueAt(parseConfig(text, file), p.slice(0, 3)) as { hooks?: unknown[] } | undefined;
  if (Array.isArray(group?.hooks) && group.hooks.length === 1) return removeAndPrune(text, file, p.slice(0, 3));
  return removeAt(text, p);
}

/** Adds Airlock's hook (matcher "*": every tool) as its own matcher group under `hooks.<event>`
 *  (Claude Code settings.json, Gemini CLI settings.json, Codex hooks.json). */
export function mergeGroupedHook(text: string | null, file: string, event: string, client: string, entry: Record<string, unknown>): string | null {
  const data = docOf(text, file);
  if (data.hooks !== undefined && !isPlainObject(data.hooks)) refuse(file, '"hooks" is not an object');
  const list = (data.hooks as Record<string, unknown> | undefined)?.[event];
  if (list !== undefined && !Array.isArray(list)) refuse(file, `"hooks.${event}" is not a list`);
  const found = groupedHookPaths(data, event, client);
  const first = found[0];
  if (first && found.length === 1 && jsonEqual(valueAt(data, first), entry)) return text;
  let out = text ?? '';
  for (const p of found.slice(1).reverse()) out = removeGroupedHook(out, file, p);
  if (first) out = replaceAt(out, first, entry);
  else if (Array.isArray(list)) out = appendAt(out, ['hooks', event], { matcher: '*', hooks: [entry] });
  else out = setAt(out, ['hooks', event], [{ matcher: '*', hooks: [entry] }]);
  return finish(text, out, file);
}

export function unmergeGroupedHook(text: string | null, file: string, event: string, client: string): string | null {
  if (text === null) return null;
  let out = text;
  for (;;) {
    const last = groupedHookPaths(parseConfig(out, file), event, client).at(-1);
    if (!last) break;
    out = removeGroupedHook(out, file, last);
  }
  return out === text ? text : finish(text, out, file);
}

function cursorHookPaths(data: Record<string, unknown>, event: string): JsonPath[] {
  const list = isPlainObject(data.hooks) ? data.hooks[event] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((h: unknown, i) => (isPlainObject(h) && isAirlockHookCommand(h.command, 'cursor') ? [['hooks', event, i] as JsonPath] : []));
}

/** Adds Airlock's fail-closed entry to Cursor's beforeShellExecution, beforeMCPExecution and
 *  beforeReadFile hooks, and `endEntry` (when given) to its sessionEnd hook. */
export function mergeCursorHooks(text: string | null, file: string, entry: Record<string, unknown>, endEntry?: Record<string, unknown>): string | null {
  const data = docOf(text, file);
  if (data.hooks !== undefined && !isPlainObject(data.hooks)) refuse(file, '"hooks" is not an object');
  if (data.version !== undefined && data.version !== 1) {
    throw new ConfigFileError(file, `${file} has "version": ${JSON.stringify(data.version)}; Airlock knows Cursor's hooks format version 1 only. Nothing was changed.`);
  }
  let out = text ?? '';
  if (data.version === undefined) out = setAt(out, ['version'], 1);
  const wanted: Array<[string, Record<string, unknown>]> = CURSOR_HOOK_EVENTS.map((event) => [event, entry]);
  if (endEntry) wanted.push([CURSOR_SESSION_END, endEntry]);
  for (const [event, want] of wanted) {
    const current = parseConfig(out === '' ? '{}' : out, file);
    const list = isPlainObject(current.hooks) ? current.hooks[event] : undefined;
    if (list !== undefined && !Array.isArray(list)) refuse(file, `"hooks.${event}" is not a list`);
    const found = cursorHookPaths(current, event);
    const first = found[0];
    if (first && found.length === 1 && jsonEqual(valueAt(current, first), want)) continue;
    for (const p of found.slice(1).reverse()) out = removeAndPrune(out, file, p, 2);
    if (first) out = replaceAt(out, first, want);
    else if (Array.isArray(list)) out = appendAt(out, ['hooks', event], want);
    else out = setAt(out, ['hooks', event], [want]);
  }
  if (out === (text ?? '')) return text;
  return finish(text, out, file);
}

export function unmergeCursorHooks(text: string | null, file: string): string | null {
  if (text === null) return null;
  let out = text;
  for (const event of [...CURSOR_HOOK_EVENTS, CURSOR_SESSION_END]) {
    for (;;) {
      const last = cursorHookPaths(parseConfig(out, file), event).at(-1);
      if (!last) break;
      out = removeAndPrune(out, file, last, 0);
    }
  }
  if (out === text) return text;
  // Only the version marker left: the file held nothing but Airlock's hooks.
  const left = parseConfig(out, file);
  if (Object.keys(left).length === 1 && left.version === 1) out = removeAt(out, ['version']);
  return finish(text, out, file);
}

/** Gemini CLI runs no hooks when `hooksConfig.enabled` (or, before v0.27, `tools.enableHooks`) is false. */
export function enableGeminiHooks(text: string, file: string): string {
  let out = text;
  const data = parseConfig(out, file);
  if (isPlainObject(data.hooksConfig) && data.hooksConfig.enabled === false) out = replaceAt(out, ['hooksConfig', 'enabled'], true);
  if (isPlainObject(data.tools) && data.tools.enableHooks === false) out = replaceAt(out, ['tools', 'enableHooks'], true);
  return out;
}

// ---- Codex's config.toml ----------------------------------------------------------

function isOurCodexHook(hook: unknown): boolean {
  return isPlainObject(hook) && isAirlockHookCommand(hook.command, 'codex');
}

/** The document with Airlock's own parts taken out: what an edit must leave unchanged. */
function stripCodex(data: TomlData): TomlData {
  const servers = data.mcp_servers;
  if (isPlainObject(servers)) {
    delete servers[SERVER_NAME];
    if (Object.keys(servers).length === 0) delete data.mcp_servers;
  }
  const hooks = data.hooks;
  const groups: unknown = isPlainObject(hooks) ? hooks.PreToolUse : undefined;
  if (isPlainObject(hooks) && Array.isArray(groups)) {
    hooks.PreToolUse = groups.flatMap((group: unknown) => {
      if (!isPlainObject(group) || !Array.isArray(group.hooks)) return [group];
      const rest = group.hooks.filter((h) => !isOurCodexHook(h));
      return rest.length === 0 ? [] : [{ ...group, hooks: rest }];
    });
    if ((hooks.PreToolUse as unknown[]).length === 0) delete hooks.PreToolUse;
    if (Object.keys(hooks).length === 0) delete data.hooks;
  }
  const features = data.features;
  if (isPlainObject(features)) {
    if (features.hooks === false) features.hooks = true;
    if (features.codex_hooks === false) features.codex_hooks = true;
  }
  return data;
}

/** `[mcp_servers.airlock]` in Codex's config.toml, as its own table block. */
export function mergeCodexServer(text: string | null, file: string, entry: Record<string, unknown>): string | null {
  const before = text ?? '';
  const doc = readToml(before, file);
  const servers = doc.data.mcp_servers;
  if (servers !== undefined && !isPlainObject(servers)) refuse(file, '"mcp_servers" is not a table');
  if (isPlainObject(servers) && jsonEqual(servers[SERVER_NAME], entry)) return text;
  const ours = doc.tables.filter((t) => startsWith(t.path, ['mcp_servers', SERVER_NAME]));
  if (isPlainObject(servers) && servers[SERVER_NAME] !== undefined && ours.length === 0) refuse(file, `"mcp_servers.${SERVER_NAME}" is written inline`);
  const eol = eolOf(before);
  const block = tomlTable(`[mcp_servers.${SERVER_NAME}]`, entry, eol);
  let out: string;
  if (ours.length > 0) {
    // An outdated entry (e.g. the checkout moved): the old table goes, the new one is appended.
    const removed = removeTables(before, ours);
    out = insertBlock(removed, removed.length, block);
  } else {
    // Beside the other servers: right after the last [mcp_servers.*] table, else at the end.
    const siblings = doc.tables.filter((t) => t.path[0] === 'mcp_servers');
    const at = siblings.length > 0 ? Math.max(...siblings.map((t) => t.end)) : before.length;
    out = insertBlock(before, at, block);
  }
  checkEdit(before, out, file, stripCodex);
  return out;
}

export function unmergeCodexServer(text: string | null, file: string): string | null {
  if (text === null) return null;
  const doc = readToml(text, file);
  const ours = doc.tables.filter((t) => startsWith(t.path, ['mcp_servers', SERVER_NAME]));
  if (ours.length === 0) return text;
  const out = removeTables(text, ours);
  checkEdit(text, out, file, stripCodex);
  return out.trim() === '' ? null : out;
}

/** Airlock's `[[hooks.PreToolUse]]` group (and its `[[hooks.PreToolUse.hooks]]`) appended to config.toml. */
export function mergeCodexTomlHook(text: string | null, file: string, entry: Record<string, unknown>): string | null {
  const before = text ?? '';
  const doc = readToml(before, file);
  const hooks = doc.data.hooks;
  if (hooks !== undefined && !isPlainObject(hooks)) refuse(file, '"hooks" is not a table');
  const list = isPlainObject(hooks) ? hooks.PreToolUse : undefined;
  if (list !== undefined && !Array.isArray(list)) refuse(file, '"hooks.PreToolUse" is not a list of tables');
  const groups = (list ?? []) as unknown[];
  const oursNow = groups.flatMap((g) => (isPlainObject(g) && Array.isArray(g.hooks) ? g.hooks.filter(isOurCodexHook) : []));
  if (oursNow.length === 1 && jsonEqual(oursNow[0], entry)) return text;
  let out = removeCodexHookTables(before, file);
  // A list written inline cannot grow by a [[table]]: checkEdit refuses that below.
  const eol = eolOf(before);
  const block = tomlTable('[[hooks.PreToolUse]]', { matcher: '*' }, eol) + eol + tomlTable('[[hooks.PreToolUse.hooks]]', entry, eol);
  out = insertBlock(out, out.length, block);
  checkEdit(before, out, file, stripCodex);
  return out;
}

/** Removes Airlock's hook tables from config.toml: its group when the group holds only Airlock's hook. */
function removeCodexHookTables(text: string, file: string): string {
  const doc = readToml(text, file);
  const list = (isPlainObject(doc.data.hooks) ? doc.data.hooks.PreToolUse : undefined) as unknown[] | undefined;
  if (!Array.isArray(list)) return text;
  const remove = doc.tables.filter((t) => {
    if (!startsWith(t.path, ['hooks', 'PreToolUse']) || typeof t.path[2] !== 'number') return false;
    const group = list[t.path[2]];
    if (!isPlainObject(group) || !Array.isArray(group.hooks)) return false;
    if (t.path.length === 3) return group.hooks.length > 0 && group.hooks.every(isOurCodexHook);
    return samePath(t.path.slice(3, 4), ['hooks']) && typeof t.path[4] === 'number' && isOurCodexHook(group.hooks[t.path[4]]);
  });
  return remove.length === 0 ? text : removeTables(text, remove);
}

export function unmergeCodexTomlHook(text: string | null, file: string): string | null {
  if (text === null) return null;
  const out = removeCodexHookTables(text, file);
  if (out === text) return text;
  checkEdit(text, out, file, stripCodex);
  return out.trim() === '' ? null : out;
}

/** Codex 0.124+ runs hooks unless `[features] hooks` (or the older `codex_hooks`) is false. */
export function enableCodexHooks(text: string, file: string): string {
  const doc = readToml(text, file);
  let out = text;
  const flags = doc.keyValues.filter((kv) => samePath(kv.path, ['features', 'hooks']) || samePath(kv.path, ['features', 'codex_hooks']));
  for (const kv of flags.sort((a, b) => b.valueStart - a.valueStart)) if (text.slice(kv.valueStart, kv.valueEnd) === 'false') out = replaceValue(out, kv, true);
  if (out !== text) checkEdit(text, out, file, stripCodex);
  return out;
}

// ---- plans --------------------------------------------------------------------------

export interface InstallOptions {
  env: ClientEnv;
  launch: LaunchSpec;
  /** Also add the client's hook. */
  hook?: HookSpec;
  read?: ReadFile;
}

function change(file: string, what: string, before: string | null, after: string | null): FileChange {
  return { file, what, before, after, changed: before !== after };
}

/** What the person must do once in the client after Airlock's hook was added. */
export const HOOK_NOTES: Partial<Record<ClientId, string>> = {
  codex:
    'Once: Codex asks you to review and trust a new hook: start `codex`, open /hooks, and trust the Airlock hook. Until you do, Codex skips it and Airlock does not see Codex\'s tool calls. (Codex 0.124 or later.)',
  gemini: 'Once: Gemini CLI loads hooks at start: restart it; `/hooks panel` lists the Airlock hook.',
};

/** Codex keeps hooks in config.toml unless the person already uses ~/.codex/hooks.json
 *  (and config.toml has no [hooks]): a layer with both gets a warning from Codex. */
function codexHooksInJson(config: string | null, hooksJson: string | null, file: string): boolean {
  if (hooksJson === null) return false;
  return config === null || !isPlainObject(readToml(config, file).data.hooks);
}

export function planInstall(client: ClientId, options: InstallOptions): Plan {
  const read = options.read ?? readIfExists;
  const loc = clientLocations(client, options.env);
  const notes: string[] = [];
  const entry = serverEntry(client, options.launch);
  if (options.hook && !isHookClient(client)) throw new Error(`${CLIENT_NAMES[client]} has no hooks Airlock can use; --hook works with ${['claude-code', 'cursor', 'codex', 'gemini'].join(', ')}.`);
  const hook = options.hook && isHookClient(client) ? hookEntry(client, options.hook) : undefined;
  const endHook = options.hook && isHookClient(client) ? sessionEndEntry(client, options.hook) : undefined;
  const changes: FileChange[] = [];
  if (client === 'codex') {
    const before = read(loc.mcpFile);
    const hooksJsonBefore = loc.hooksJsonFile ? read(loc.hooksJsonFile) : null;
    let after = mergeCodexServer(before, loc.mcpFile, entry);
    if (hook && loc.hooksJsonFile && codexHooksInJson(before, hooksJsonBefore, loc.mcpFile)) {
      changes.push(change(loc.hooksJsonFile, 'add the Airlock PreToolUse hook', hooksJsonBefore, mergeGroupedHook(hooksJsonBefore, loc.hooksJsonFile, 'PreToolUse', 'codex', hook)));
    } else if (hook) {
      after = mergeCodexTomlHook(after, loc.mcpFile, hook);
    }
    if (hook && after !== null) after = enableCodexHooks(after, loc.mcpFile);
    changes.unshift(change(loc.mcpFile, hook ? 'add the Airlock MCP server and PreToolUse hook' : 'add the Airlock MCP server', before, after));
  } else if (client === 'gemini') {
    const before = read(loc.mcpFile);
    let after = mergeServer(before, loc.mcpFile, loc.serversKey, entry);
    if (hook) {
      after = mergeGroupedHook(after, loc.mcpFile, HOOK_EVENT.gemini, 'gemini', hook);
      if (endHook) after = mergeGroupedHook(after, loc.mcpFile, 'SessionEnd', 'gemini', endHook);
      if (after !== null) after = enableGeminiHooks(after, loc.mcpFile);
    }
    changes.push(change(loc.mcpFile, hook ? 'add the Airlock MCP server, BeforeTool and SessionEnd hooks' : 'add the Airlock MCP server', before, after));
  } else {
    const before = read(loc.mcpFile);
    changes.push(change(loc.mcpFile, 'add the Airlock MCP server', before, mergeServer(before, loc.mcpFile, loc.serversKey, entry)));
    if (hook && loc.hooksFile) {
      const hb = read(loc.hooksFile);
      let after: string | null;
      if (client === 'cursor') after = mergeCursorHooks(hb, loc.hooksFile, hook, endHook);
      else {
        after = mergeGroupedHook(hb, loc.hooksFile, HOOK_EVENT['claude-code'], 'claude-code', hook);
        if (endHook) after = mergeGroupedHook(after, loc.hooksFile, 'SessionEnd', 'claude-code', endHook);
      }
      changes.push(change(loc.hooksFile, client === 'cursor' ? 'add the Airlock beforeShellExecution / beforeMCPExecution / beforeReadFile / sessionEnd hooks' : 'add the Airlock PreToolUse and SessionEnd hooks', hb, after));
    }
  }
  if (hook) {
    const note = HOOK_NOTES[client];
    if (note && changes.some((c) => c.changed)) notes.push(note);
  }
  return { client, action: 'install', changes, notes };
}

/** Removes Airlock's server entry and, for hook clients, Airlock's hooks. */
export function planUninstall(client: ClientId, options: { env: ClientEnv; read?: ReadFile }): Plan {
  const read = options.read ?? readIfExists;
  const loc = clientLocations(client, options.env);
  const changes: FileChange[] = [];
  const before = read(loc.mcpFile);
  if (client === 'codex') {
    let after = unmergeCodexServer(before, loc.mcpFile);
    after = unmergeCodexTomlHook(after, loc.mcpFile);
    changes.push(change(loc.mcpFile, 'remove the Airlock MCP server and hook', before, after));
    if (loc.hooksJsonFile) {
      const hb = read(loc.hooksJsonFile);
      changes.push(change(loc.hooksJsonFile, 'remove the Airlock hook', hb, unmergeGroupedHook(hb, loc.hooksJsonFile, 'PreToolUse', 'codex')));
    }
  } else if (client === 'gemini') {
    const withoutHook = unmergeGroupedHook(unmergeServer(before, loc.mcpFile, loc.serversKey), loc.mcpFile, HOOK_EVENT.gemini, 'gemini');
    const after = unmergeGroupedHook(withoutHook, loc.mcpFile, 'SessionEnd', 'gemini');
    changes.push(change(loc.mcpFile, 'remove the Airlock MCP server and hook', before, after));
  } else {
    changes.push(change(loc.mcpFile, 'remove the Airlock MCP server', before, unmergeServer(before, loc.mcpFile, loc.serversKey)));
    if (loc.hooksFile && isHookClient(client)) {
      const hb = read(loc.hooksFile);
      const after = client === 'cursor' ? unmergeCursorHooks(hb, loc.hooksFile) : unmergeGroupedHook(unmergeGroupedHook(hb, loc.hooksFile, HOOK_EVENT['claude-code'], 'claude-code'), loc.hooksFile, 'SessionEnd', 'claude-code');
      changes.push(change(loc.hooksFile, 'remove the Airlock hooks', hb, after));
    }
  }
  return { client, action: 'uninstall', changes, notes: [] };
}

/** A unified diff of every file the plan changes ("" when it changes nothing). */
export function planDiff(plan: Pick<Plan, 'changes' | 'action'>): string {
  return plan.changes
    .filter((c) => c.changed)
    .map((c) =>
      createTwoFilesPatch(
        c.before === null ? '/dev/null' : c.file,
        c.after === null ? '/dev/null' : c.file,
        c.before ?? '',
        c.after ?? '',
        c.before === null ? '(new file)' : '(current)',
        c.after === null ? '(deleted)' : `(after airlock ${plan.action})`,
      ),
    )
    .join('');
}

// ---- applying ----------------------------------------------------------------------

export interface Applied {
  file: string;
  what: string;
  result: 'unchanged' | 'created' | 'updated' | 'deleted';
  backup?: string;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

export function backupPath(file: string, now: Date, exists: (p: string) => boolean = existsSync): string {
  const base = `${file}.airlock-backup-${stamp(now)}`;
  if (!exists(base)) return base;
  for (let i = 2; ; i++) if (!exists(`${base}-${String(i)}`)) return `${base}-${String(i)}`;
}

function writeAtomically(file: string, text: string, mode: number): void {
  const tmp = `${file}.airlock-tmp-${String(process.pid)}`;
  writeFileSync(tmp, text, { mode });
  chmodSync(tmp, mode);
  renameSync(tmp, file);
}

/** Writes the plan: backup first, then the new text. Files whose text does not change are not touched. */
export function applyPlan(plan: Pick<Plan, 'changes'>, now: Date = new Date()): Applied[] {
  return plan.changes.map((c): Applied => {
    if (!c.changed) return { file: c.file, what: c.what, result: 'unchanged' };
    let backup: string | undefined;
    let mode = 0o600;
    if (c.before !== null && existsSync(c.file)) {
      mode = statSync(c.file).mode & 0o777;
      backup = backupPath(c.file, now);
      writeFileSync(backup, readFileSync(c.file), { mode });
    }
    if (c.after === null) {
      unlinkSync(c.file);
      return backup ? { file: c.file, what: c.what, result: 'deleted', backup } : { file: c.file, what: c.what, result: 'deleted' };
    }
    mkdirSync(path.dirname(c.file), { recursive: true });
    writeAtomically(c.file, c.after, mode);
    const result = c.before === null ? 'created' : 'updated';
    return backup ? { file: c.file, what: c.what, result, backup } : { file: c.file, what: c.what, result };
  });
}

// ---- which clients are connected ---------------------------------------------------

export interface ServerStatus {
  name: string;
  /** Runs through `airlock wrap`. */
  wrapped: boolean;
  /** A remote (url) server: it cannot be wrapped. */
  remote: boolean;
}

export interface ClientStatus {
  client: ClientId;
  name: string;
  mcpFile: string;
  /** The MCP config holds an entry that launches `airlock bridge`. */
  connected: boolean;
  /** Its name in the server map ("airlock" when install added it). */
  entryName?: string;
  /** The entry launches exactly what `launch` would (false when missing or stale). */
  current: boolean;
  hooksFile?: string;
  /** The hook settings run Airlock's hook (hook clients only). */
  hooked?: boolean;
  /** The client's other MCP servers, and whether each runs through `airlock wrap`. */
  servers: ServerStatus[];
  /** Set when a file could not be read (e.g. invalid JSON); the rest is then a guess. */
  problem?: string;
}

function safeParse(text: string | null, file: string, format: 'json' | 'toml' = 'json'): { data: Record<string, unknown>; problem?: string } {
  if (text === null) return { data: {} };
  try {
    return { data: format === 'toml' ? readToml(text, file).data : parseConfig(text, file) };
  } catch (error) {
    return { data: {}, problem: (error as Error).message };
  }
}

/** The words of a server entry's command line. */
function commandWords(entry: unknown): string[] | undefined {
  if (!isPlainObject(entry) || typeof entry.command !== 'string') return undefined;
  const args = Array.isArray(entry.args) ? entry.args.filter((a): a is string => typeof a === 'string') : [];
  return [entry.command, ...args];
}

/** Does this server entry run `airlock <sub>` (node …/bin/airlock.mjs <sub>, or airlock <sub>)? */
export function launchesAirlock(entry: unknown, sub: string): boolean {
  const words = commandWords(entry);
  if (!words) return false;
  const at = words.findIndex((w) => /(?:^|[\\/])airlock(?:\.mjs)?$/.test(w));
  return at >= 0 && words[at + 1] === sub;
}

/** For the Settings view and `airlock install` without a client: which clients have Airlock. */
export function clientStatuses(options: { env: ClientEnv; launch?: LaunchSpec; read?: ReadFile }): ClientStatus[] {
  const read = options.read ?? readIfExists;
  return CLIENT_IDS.map((client) => {
    const loc = clientLocations(client, options.env);
    const mcp = safeParse(read(loc.mcpFile), loc.mcpFile, loc.format);
    const servers = mcp.data[loc.serversKey];
    const map = isPlainObject(servers) ? servers : {};
    // Our own entry, or one the user added by hand under another name.
    const entryName = isPlainObject(map[SERVER_NAME]) ? SERVER_NAME : Object.keys(map).find((k) => launchesAirlock(map[k], 'bridge'));
    const entry = entryName === undefined ? undefined : map[entryName];
    const status: ClientStatus = {
      client,
      name: CLIENT_NAMES[client],
      mcpFile: loc.mcpFile,
      connected: entryName !== undefined,
      current: entryName === SERVER_NAME && (options.launch ? jsonEqual(entry, serverEntry(client, options.launch)) : true),
      servers: Object.entries(map)
        .filter(([name]) => name !== entryName)
        .map(([name, value]) => ({ name, wrapped: launchesAirlock(value, 'wrap'), remote: !isPlainObject(value) || typeof value.command !== 'string' })),
    };
    if (entryName !== undefined) status.entryName = entryName;
    let problem = mcp.problem;
    if (loc.hooksFile && isHookClient(client)) {
      status.hooksFile = loc.hooksFile;
      status.hooked = hookedIn(client, loc, read, mcp.data);
      if (!problem && loc.hooksFile !== loc.mcpFile) problem = safeParse(read(loc.hooksFile), loc.hooksFile).problem;
    }
    if (problem) status.problem = problem;
    return status;
  });
}

function hookedIn(client: HookClientId, loc: ReturnType<typeof clientLocations>, read: ReadFile, mcpData: Record<string, unknown>): boolean {
  switch (client) {
    case 'claude-code':
      return groupedHookPaths(safeParse(read(loc.hooksFile ?? ''), loc.hooksFile ?? '').data, 'PreToolUse', client).length > 0;
    case 'cursor': {
      const data = safeParse(read(loc.hooksFile ?? ''), loc.hooksFile ?? '').data;
      return CURSOR_HOOK_EVENTS.some((event) => cursorHookPaths(data, event).length > 0);
    }
    case 'gemini':
      return groupedHookPaths(mcpData, 'BeforeTool', client).length > 0;
    case 'codex': {
      const inToml = groupedHookPaths(mcpData, 'PreToolUse', client).length > 0;
      const json = loc.hooksJsonFile ? safeParse(read(loc.hooksJsonFile), loc.hooksJsonFile).data : {};
      return inToml || groupedHookPaths(json, 'PreToolUse', client).length > 0;
    }
  }
}
