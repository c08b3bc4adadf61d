// `airlock install <client>`: adds (or removes) the Airlock bridge in a client's
// MCP configuration, and optionally Airlock's hook in its hooks file.
//
// Planning is pure (text in, text out); applying writes a backup of every file
// it changes first (`<file>.airlock-backup-<timestamp>`), then replaces the
// file atomically (temp file + rename, keeping the file's mode). Running the
// same install twice changes nothing. Uninstall removes exactly the entries
// install adds: the `airlock` server entry and hook entries whose command runs
// `airlock … hook <client>`; a container left empty by that removal goes too.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { editAt, isPlainObject, jsonEqual, parseConfig, withFinalNewline, type JsonPath } from './config-edit';
import { isAirlockHookCommand, type LaunchSpec } from './launch';
import { CLIENT_IDS, CLIENT_NAMES, clientLocations, isHookClient, type ClientEnv, type ClientId, type HookClientId } from './locations';

/** The key of Airlock's entry in every client's server map. */
export const SERVER_NAME = 'airlock';

/** Events of Cursor's hooks.json that Airlock enforces (cursor.com/docs/agent/hooks). */
export const CURSOR_HOOK_EVENTS = ['beforeShellExecution', 'beforeMCPExecution'] as const;

export interface HookSpec {
  /** The shell command line the client runs (see launch.hookCommand). */
  command: string;
  /** Claude Code's per-hook timeout, in seconds (its default is 60). */
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
}

export type ReadFile = (file: string) => string | null;

export const readIfExists: ReadFile = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

// ---- the entries ---------------------------------------------------------------

/** Airlock's server entry in the client's own format. */
export function serverEntry(client: ClientId, launch: LaunchSpec): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  // Claude Code (`claude mcp add`) and VS Code name the transport; Claude Desktop and Cursor infer stdio.
  if (client === 'claude-code' || client === 'vscode') entry.type = 'stdio';
  entry.command = launch.command;
  entry.args = [...launch.args];
  if (launch.env && Object.keys(launch.env).length > 0) entry.env = { ...launch.env };
  return entry;
}

// ---- pure merges -----------------------------------------------------------------

function docOf(text: string | null, file: string): Record<string, unknown> {
  return text === null ? {} : parseConfig(text, file);
}

function finish(before: string | null, text: string, file: string): string | null {
  const data = parseConfig(text, file);
  if (Object.keys(data).length === 0 && before !== null && Object.keys(parseConfig(before, file)).length > 0) {
    // Only Airlock's entries were in the file: uninstall leaves no empty file behind.
    return null;
  }
  if (before === null) return withFinalNewline(text.trim() === '{}' ? '{}' : text);
  return text;
}

/** Adds or updates the `airlock` server entry; every other entry stays as it is. */
export function mergeServer(text: string | null, file: string, serversKey: string, entry: Record<string, unknown>): string | null {
  const data = docOf(text, file);
  const servers = data[serversKey];
  if (servers !== undefined && !isPlainObject(servers)) {
    throw new Error(`${file}: "${serversKey}" is not an object; fix it by hand, then run the command again. Nothing was changed.`);
  }
  if (servers && jsonEqual(servers[SERVER_NAME], entry)) return text;
  return finish(text, editAt(text ?? '', [serversKey, SERVER_NAME], entry), file);
}

/** Removes the `airlock` server entry (and the server map, when that leaves it empty). */
export function unmergeServer(text: string | null, file: string, serversKey: string): string | null {
  if (text === null) return null;
  const data = parseConfig(text, file);
  const servers = data[serversKey];
  if (!isPlainObject(servers) || !Object.hasOwn(servers, SERVER_NAME)) return text;
  let out = editAt(text, [serversKey, SERVER_NAME], undefined);
  const left = parseConfig(out, file)[serversKey];
  if (isPlainObject(left) && Object.keys(left).length === 0) out = editAt(out, [serversKey], undefined);
  return finish(text, out, file);
}

/** Where Airlock's hook entries are in a hooks array of matcher groups (Claude Code). */
function claudeHookPaths(data: Record<string, unknown>): JsonPath[] {
  const found: JsonPath[] = [];
  const hooks = data.hooks;
  if (!isPlainObject(hooks) || !Array.isArray(hooks.PreToolUse)) return found;
  hooks.PreToolUse.forEach((group: unknown, g) => {
    if (!isPlainObject(group) || !Array.isArray(group.hooks)) return;
    group.hooks.forEach((hook: unknown, h) => {
      if (isPlainObject(hook) && isAirlockHookCommand(hook.command, 'claude-code')) found.push(['hooks', 'PreToolUse', g, 'hooks', h]);
    });
  });
  return found;
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

/** Removes the array element at `p`, then the arrays / objects above it that this leaves empty
 *  (up to, not including, `stopDepth` path elements). */
function removeAndPrune(text: string, file: string, p: JsonPath, stopDepth: number): string {
  let out = editAt(text, p, undefined);
  for (let depth = p.length - 1; depth > stopDepth; depth--) {
    const parentPath = p.slice(0, depth);
    const parent = valueAt(parseConfig(out, file), parentPath);
    const empty = Array.isArray(parent) ? parent.length === 0 : isPlainObject(parent) && Object.keys(parent).length === 0;
    if (!empty) break;
    out = editAt(out, parentPath, undefined);
  }
  return out;
}

export function claudeHookEntry(hook: HookSpec): Record<string, unknown> {
  return { type: 'command', command: hook.command, timeout: hook.timeoutSeconds };
}

/** Adds Airlock's PreToolUse hook (matcher "*": every tool) to Claude Code's settings.json. */
export function mergeClaudeHook(text: string | null, file: string, hook: HookSpec): string | null {
  const data = docOf(text, file);
  if (data.hooks !== undefined && !isPlainObject(data.hooks)) throw new Error(`${file}: "hooks" is not an object; fix it by hand, then run the command again. Nothing was changed.`);
  const hooks = data.hooks as Record<string, unknown> | undefined;
  if (hooks?.PreToolUse !== undefined && !Array.isArray(hooks.PreToolUse)) {
    throw new Error(`${file}: "hooks.PreToolUse" is not an array; fix it by hand, then run the command again. Nothing was changed.`);
  }
  const wanted = claudeHookEntry(hook);
  const found = claudeHookPaths(data);
  const first = found[0];
  if (first && found.length === 1 && jsonEqual(valueAt(data, first), wanted)) return text;
  let out = text ?? '';
  // Drop extra copies (from the last one up, so earlier paths stay valid), then set the first.
  for (const p of found.slice(1).reverse()) out = removeClaudeHook(out, file, p);
  if (first) {
    out = editAt(out, first, wanted);
  } else {
    const groups = (parseConfig(out === '' ? '{}' : out, file).hooks as Record<string, unknown> | undefined)?.PreToolUse;
    const index = Array.isArray(groups) ? groups.length : 0;
    out = Array.isArray(groups)
      ? editAt(out, ['hooks', 'PreToolUse', index], { matcher: '*', hooks: [wanted] }, { insert: true })
      : editAt(out, ['hooks', 'PreToolUse'], [{ matcher: '*', hooks: [wanted] }]);
  }
  return finish(text, out, file);
}

/** Removes one hook entry from a matcher group; a group left without hooks goes too,
 *  and so do PreToolUse / hooks when that leaves them empty. */
function removeClaudeHook(text: string, file: string, p: JsonPath): string {
  const groupPath = p.slice(0, 3);
  const group = valueAt(parseConfig(text, file), groupPath) as { hooks?: unknown[] } | undefined;
  if (Array.isArray(group?.hooks) && group.hooks.length === 1) return removeAndPrune(text, file, groupPath, 0);
  return editAt(text, p, undefined);
}

export function unmergeClaudeHook(text: string | null, file: string): string | null {
  if (text === null) return null;
  let out = text;
  for (;;) {
    const found = claudeHookPaths(parseConfig(out, file));
    const last = found[found.length - 1];
    if (!last) break;
    out = removeClaudeHook(out, file, last);
  }
  return out === text ? text : finish(text, out, file);
}

function cursorHookPaths(data: Record<string, unknown>, event: string): JsonPath[] {
  const hooks = data.hooks;
  if (!isPlainObject(hooks) || !Array.isArray(hooks[event])) return [];
  const list = hooks[event] as unknown[];
  return list.flatMap((h, i) => (isPlainObject(h) && isAirlockHookCommand(h.command, 'cursor') ? [['hooks', event, i] as JsonPath] : []));
}

/** Adds Airlock's command to Cursor's beforeShellExecution and beforeMCPExecution hooks. */
export function mergeCursorHooks(text: string | null, file: string, command: string): string | null {
  const data = docOf(text, file);
  if (data.hooks !== undefined && !isPlainObject(data.hooks)) throw new Error(`${file}: "hooks" is not an object; fix it by hand, then run the command again. Nothing was changed.`);
  if (data.version !== undefined && data.version !== 1) {
    throw new Error(`${file} has "version": ${JSON.stringify(data.version)}; Airlock knows Cursor's hooks format version 1 only. Nothing was changed.`);
  }
  const wanted = { command };
  let out = text ?? '';
  if (data.version === undefined) out = editAt(out, ['version'], 1);
  for (const event of CURSOR_HOOK_EVENTS) {
    const current = parseConfig(out === '' ? '{}' : out, file);
    const list = isPlainObject(current.hooks) ? current.hooks[event] : undefined;
    if (list !== undefined && !Array.isArray(list)) throw new Error(`${file}: "hooks.${event}" is not an array; fix it by hand, then run the command again. Nothing was changed.`);
    const found = cursorHookPaths(current, event);
    const first = found[0];
    if (first && found.length === 1 && jsonEqual(valueAt(current, first), wanted)) continue;
    for (const p of found.slice(1).reverse()) out = removeAndPrune(out, file, p, 2);
    if (first) out = editAt(out, first, wanted);
    else if (Array.isArray(list)) out = editAt(out, ['hooks', event, list.length], wanted, { insert: true });
    else out = editAt(out, ['hooks', event], [wanted]);
  }
  if (out === (text ?? '')) return text;
  return finish(text, out, file);
}

export function unmergeCursorHooks(text: string | null, file: string): string | null {
  if (text === null) return null;
  let out = text;
  for (const event of CURSOR_HOOK_EVENTS) {
    for (;;) {
      const found = cursorHookPaths(parseConfig(out, file), event);
      const last = found[found.length - 1];
      if (!last) break;
      out = removeAndPrune(out, file, last, 0);
    }
  }
  if (out === text) return text;
  // Only the version marker left: the file held nothing but Airlock's hooks.
  const left = parseConfig(out, file);
  if (Object.keys(left).length === 1 && left.version === 1) out = editAt(out, ['version'], undefined);
  return finish(text, out, file);
}

// ---- plans --------------------------------------------------------------------------

export interface InstallOptions {
  env: ClientEnv;
  launch: LaunchSpec;
  /** Also add the client's hook (Claude Code and Cursor only). */
  hook?: HookSpec;
  read?: ReadFile;
}

function change(file: string, what: string, before: string | null, after: string | null): FileChange {
  return { file, what, before, after, changed: before !== after };
}

export function planInstall(client: ClientId, options: InstallOptions): Plan {
  const read = options.read ?? readIfExists;
  const loc = clientLocations(client, options.env);
  const before = read(loc.mcpFile);
  const changes = [change(loc.mcpFile, 'add the Airlock MCP server', before, mergeServer(before, loc.mcpFile, loc.serversKey, serverEntry(client, options.launch)))];
  if (options.hook) {
    if (!isHookClient(client) || !loc.hooksFile) {
      throw new Error(`${CLIENT_NAMES[client]} has no hooks Airlock can use; --hook works with claude-code and cursor.`);
    }
    const hb = read(loc.hooksFile);
    const after = client === 'claude-code' ? mergeClaudeHook(hb, loc.hooksFile, options.hook) : mergeCursorHooks(hb, loc.hooksFile, options.hook.command);
    changes.push(change(loc.hooksFile, client === 'claude-code' ? 'add the Airlock PreToolUse hook' : 'add the Airlock beforeShellExecution / beforeMCPExecution hooks', hb, after));
  }
  return { client, action: 'install', changes };
}

/** Removes Airlock's server entry and, for hook clients, Airlock's hooks. */
export function planUninstall(client: ClientId, options: { env: ClientEnv; read?: ReadFile }): Plan {
  const read = options.read ?? readIfExists;
  const loc = clientLocations(client, options.env);
  const before = read(loc.mcpFile);
  const changes = [change(loc.mcpFile, 'remove the Airlock MCP server', before, unmergeServer(before, loc.mcpFile, loc.serversKey))];
  if (loc.hooksFile && isHookClient(client)) {
    const hb = read(loc.hooksFile);
    changes.push(change(loc.hooksFile, 'remove the Airlock hooks', hb, client === 'claude-code' ? unmergeClaudeHook(hb, loc.hooksFile) : unmergeCursorHooks(hb, loc.hooksFile)));
  }
  return { client, action: 'uninstall', changes };
}

/** A unified diff of every file the plan changes ("" when it changes nothing). */
export function planDiff(plan: Plan): string {
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
export function applyPlan(plan: Plan, now: Date = new Date()): Applied[] {
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
  /** The hooks file runs Airlock's hook (hook clients only). */
  hooked?: boolean;
  /** Set when a file could not be read (e.g. invalid JSON); the rest is then a guess. */
  problem?: string;
}

function safeParse(text: string | null, file: string): { data: Record<string, unknown>; problem?: string } {
  if (text === null) return { data: {} };
  try {
    return { data: parseConfig(text, file) };
  } catch (error) {
    return { data: {}, problem: (error as Error).message };
  }
}

/** For the Settings view and `airlock install` without a client: which clients have Airlock. */
export function clientStatuses(options: { env: ClientEnv; launch?: LaunchSpec; read?: ReadFile }): ClientStatus[] {
  const read = options.read ?? readIfExists;
  return CLIENT_IDS.map((client) => {
    const loc = clientLocations(client, options.env);
    const mcp = safeParse(read(loc.mcpFile), loc.mcpFile);
    const servers = mcp.data[loc.serversKey];
    const map = isPlainObject(servers) ? servers : {};
    // Our own entry, or one the user added by hand under another name.
    const entryName = isPlainObject(map[SERVER_NAME]) ? SERVER_NAME : Object.keys(map).find((k) => launchesBridge(map[k]));
    const entry = entryName === undefined ? undefined : map[entryName];
    const status: ClientStatus = {
      client,
      name: CLIENT_NAMES[client],
      mcpFile: loc.mcpFile,
      connected: entryName !== undefined,
      current: entryName === SERVER_NAME && (options.launch ? jsonEqual(entry, serverEntry(client, options.launch)) : true),
    };
    if (entryName !== undefined) status.entryName = entryName;
    let problem = mcp.problem;
    if (loc.hooksFile && isHookClient(client)) {
      const hooks = safeParse(read(loc.hooksFile), loc.hooksFile);
      status.hooksFile = loc.hooksFile;
      status.hooked = hookedIn(client, hooks.data);
      problem ??= hooks.problem;
    }
    if (problem) status.problem = problem;
    return status;
  });
}

/** Does this server entry launch `airlock bridge` (node …/bin/airlock.mjs bridge, or airlock bridge)? */
function launchesBridge(entry: unknown): boolean {
  if (!isPlainObject(entry) || typeof entry.command !== 'string' || !Array.isArray(entry.args)) return false;
  const words = [entry.command, ...entry.args.filter((a): a is string => typeof a === 'string')];
  const at = words.findIndex((w) => /(?:^|[\\/])airlock(?:\.mjs)?$/.test(w));
  return at >= 0 && words[at + 1] === 'bridge';
}

function hookedIn(client: HookClientId, data: Record<string, unknown>): boolean {
  if (client === 'claude-code') return claudeHookPaths(data).length > 0;
  return CURSOR_HOOK_EVENTS.some((event) => cursorHookPaths(data, event).length > 0);
}
