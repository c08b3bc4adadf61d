// `airlock install <client> --wrap`: the client's own MCP servers run through
// `airlock wrap`, which gates every tool call through Airlock:
//   command: <node>, args: [<checkout>/bin/airlock.mjs, "wrap", "--name", <entry name>,
//                           "--", <original command>, <original args…>]
// Every other field (env, cwd, type, timeouts …) stays. `--uninstall --wrap`
// puts the original command and args back. Only the `command` and `args` values
// are edited (the rest of the file keeps its bytes); remote (url) servers and
// Airlock's own entry are left alone. Pure planning, like install.ts.
import { isPlainObject, parseConfig, removeAt, replaceAt, setAt } from './config-edit';
import { SERVER_NAME, launchesAirlock, readIfExists, type FileChange, type Plan, type ReadFile } from './install';
import type { LaunchSpec } from './launch';
import { clientLocations, type ClientEnv, type ClientId } from './locations';
import { checkEdit, readToml, replaceValue, samePath, tomlValue } from './toml-edit';

export interface WrapOptions {
  env: ClientEnv;
  /** How to run Airlock: `command` is node, `args[0]` bin/airlock.mjs (as for the bridge). */
  launch: LaunchSpec;
  read?: ReadFile;
}

interface ServerCommand {
  command: string;
  args?: string[];
}

/** The entry's command and args once wrapped. */
export function wrappedCommand(name: string, original: ServerCommand, launch: LaunchSpec): ServerCommand {
  const bin = launch.args[0] ?? 'airlock';
  return { command: launch.command, args: [bin, 'wrap', '--name', name, '--', original.command, ...(original.args ?? [])] };
}

/** A wrapped entry's original command and args (args left out when there were none). */
export function unwrappedCommand(entry: unknown): ServerCommand | undefined {
  if (!launchesAirlock(entry, 'wrap') || !isPlainObject(entry) || !Array.isArray(entry.args)) return undefined;
  const args = entry.args.filter((a): a is string => typeof a === 'string');
  const dash = args.indexOf('--');
  const command = dash >= 0 ? args[dash + 1] : undefined;
  if (command === undefined) return undefined;
  const rest = args.slice(dash + 2);
  return rest.length > 0 ? { command, args: rest } : { command };
}

function candidates(map: Record<string, unknown>, wrap: boolean): Array<[string, Record<string, unknown>]> {
  return Object.entries(map).flatMap(([name, entry]) => {
    if (name === SERVER_NAME || !isPlainObject(entry) || typeof entry.command !== 'string') return [];
    if (launchesAirlock(entry, 'bridge')) return [];
    return launchesAirlock(entry, 'wrap') === !wrap ? [[name, entry] as [string, Record<string, unknown>]] : [];
  });
}

function stringArgs(entry: Record<string, unknown>): string[] | undefined {
  return Array.isArray(entry.args) ? entry.args.map(String) : undefined;
}

function editJson(text: string, key: string, name: string, next: ServerCommand, hadArgs: boolean): string {
  let out = replaceAt(text, [key, name, 'command'], next.command);
  if (next.args) out = hadArgs ? replaceAt(out, [key, name, 'args'], next.args) : setAt(out, [key, name, 'args'], next.args);
  else if (hadArgs) out = removeAt(out, [key, name, 'args']);
  return out;
}

function editToml(text: string, file: string, name: string, next: ServerCommand): string {
  const doc = readToml(text, file);
  const path = ['mcp_servers', name];
  const commandKv = doc.keyValues.find((kv) => samePath(kv.path, [...path, 'command']));
  const argsKv = doc.keyValues.find((kv) => samePath(kv.path, [...path, 'args']));
  if (!commandKv) throw new Error(`mcp_servers.${name}: no command to wrap`);
  let out = text;
  // From the end of the file backwards, so earlier offsets stay valid.
  const edits: Array<{ at: number; apply: (t: string) => string }> = [];
  if (argsKv) {
    edits.push({ at: argsKv.valueStart, apply: (t) => (next.args ? replaceValue(t, argsKv, next.args) : removeLine(t, argsKv.valueStart)) });
  } else if (next.args) {
    const lineEnd = text.indexOf('\n', commandKv.valueEnd);
    const at = lineEnd < 0 ? text.length : lineEnd;
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    edits.push({ at, apply: (t) => `${t.slice(0, at - (t[at - 1] === '\r' ? 1 : 0))}${eol}args = ${tomlValue(next.args)}${t.slice(at - (t[at - 1] === '\r' ? 1 : 0))}` });
  }
  edits.push({ at: commandKv.valueStart, apply: (t) => replaceValue(t, commandKv, next.command) });
  for (const e of edits.sort((a, b) => b.at - a.at)) out = e.apply(out);
  return out;
}

function removeLine(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const n = text.indexOf('\n', offset);
  return text.slice(0, start) + text.slice(n < 0 ? text.length : n + 1);
}

function plan(client: ClientId, options: WrapOptions, wrap: boolean): Plan {
  const read = options.read ?? readIfExists;
  const loc = clientLocations(client, options.env);
  const before = read(loc.mcpFile);
  const changes: FileChange[] = [];
  const notes: string[] = [];
  if (before !== null) {
    const data = loc.format === 'toml' ? readToml(before, loc.mcpFile).data : parseConfig(before, loc.mcpFile);
    const map = isPlainObject(data[loc.serversKey]) ? (data[loc.serversKey] as Record<string, unknown>) : {};
    let after = before;
    const done: string[] = [];
    for (const [name, entry] of candidates(map, wrap)) {
      const original = stringArgs(entry);
      const next = wrap ? wrappedCommand(name, { command: entry.command as string, ...(original ? { args: original } : {}) }, options.launch) : unwrappedCommand(entry);
      if (!next) continue;
      after = loc.format === 'toml' ? editToml(after, loc.mcpFile, name, next) : editJson(after, loc.serversKey, name, next, original !== undefined);
      done.push(name);
    }
    if (loc.format === 'toml' && after !== before) {
      // Only the wrapped servers' command / args may differ.
      checkEdit(before, after, loc.mcpFile, (d) => {
        const servers = d.mcp_servers;
        if (isPlainObject(servers)) for (const name of done) if (isPlainObject(servers[name])) { delete (servers[name] as Record<string, unknown>).command; delete (servers[name] as Record<string, unknown>).args; }
        return d;
      });
    }
    const remote = Object.entries(map).filter(([, e]) => isPlainObject(e) && typeof e.command !== 'string').map(([n]) => n);
    if (wrap && remote.length > 0) notes.push(`Not wrapped (remote servers, no command to run): ${remote.join(', ')}.`);
    const what = done.length === 0 ? (wrap ? 'no servers to wrap' : 'no wrapped servers') : `${wrap ? 'run through airlock wrap' : 'restore the original command of'}: ${done.join(', ')}`;
    changes.push({ file: loc.mcpFile, what, before, after, changed: after !== before });
  } else {
    changes.push({ file: loc.mcpFile, what: 'no MCP configuration file', before, after: before, changed: false });
  }
  return { client, action: wrap ? 'install' : 'uninstall', changes, notes };
}

/** Rewrites the client's MCP servers (not Airlock's own) to run through `airlock wrap`. */
export function planWrap(client: ClientId, options: WrapOptions): Plan {
  return plan(client, options, true);
}

/** Puts back the original command and args of every wrapped server. */
export function planUnwrap(client: ClientId, options: Omit<WrapOptions, 'launch'> & { launch?: LaunchSpec }): Plan {
  return plan(client, { ...options, launch: options.launch ?? { command: 'node', args: [] } }, false);
}
