// Reads the shape of an input before its meaning: which surface it is written
// on. A hint may be a client's notation for a tool call (Claude Code's
// `Bash(command: …)`, `mcp__server__tool {…}`, Cline's `<execute_command>`,
// Codex's `shell {"command": ["bash","-lc", …]}`, a JSON `{"name", "arguments"}`
// object, `server.tool key=value`), an HTTP request, a GraphQL operation, a
// patch, SQL, program code, a shell script, or prose in any language with
// commands inside it. Each part becomes a unit for its reader; descriptions,
// comments and trailing notes become context (environment, scope, amounts)
// without being read as actions themselves.
import { addedTo25 } from './readers/shell25';
import { computerUseStep20, menuPath20, naturalUiTask20 } from './readers/gui20';
import { drivenBank25, narratedComputerUse25, typedConfirmDriven25 } from './readers/gui25';
import { ahkPress26, axJsonPress26, drivenInvite26, typedSubmit26 } from './readers/gui26';
import { uiDrivenSteps } from './uidrive';
import { LISP_FORM } from './readers/lisp';
import { neutralizeAsserted } from './readers/inline';
import { statusLabelsP22 } from './readers/prose';
import { clip } from '../../shared/text';
import { LIMITS, type StructuredAction, type ToolAnnotations } from '../../shared/vocabulary';
import { isCapitalisedProgram, isCmdletShapeOnly, isProgram } from './programs';
import { familyFor } from './registry';
import type { Dialect } from './shell/lex';
import { closeBracket, looseArgs, looseValue, parseObject, type Loose } from './text/loose';
import { joinArgs } from './shell/parse';
import { namesOnlyOver18 } from './text/named';
import { MEMORY_LEAD, memoryWaives, NOTE_FILE_LEAD, quotesOnlyRoutine, standingNote } from './text/memory';
import { DECLINED_WORDS_B20 } from './readers/plan19';
import { asksAboutCommand, awaitsPerson, GATED_STEP, GATED_TAIL, laysOutOptions, planSteps, TEXT_TASK_LEAD, waitsForPerson } from './readers/prose';
import { readOp, splitName } from './readers/words';
import { setOwn } from './own';
import { consoleSession } from './sessions';

export interface ToolCall {
  name: string;
  server?: string;
  args: { [k: string]: Loose };
  annotations?: ToolAnnotations;
}

export type Unit =
  | { k: 'shell'; text: string; dialect?: Dialect; embedded?: boolean; fenced?: boolean }
  | { k: 'sql'; text: string; embedded?: boolean; fenced?: boolean }
  | { k: 'tool'; call: ToolCall }
  | { k: 'http'; method: string; url: string; rest: string; words?: string; bulk?: 'all' | 'some' }
  | { k: 'graphql'; text: string }
  | { k: 'code'; text: string }
  | { k: 'write'; path: string; content: string; old?: string; tool: string }
  | { k: 'patch'; text: string }
  | { k: 'read'; path: string; tool: string }
  | { k: 'prose'; text: string; role: 'main' | 'task' | 'memory' | 'label' }
  /** A command that is only mentioned (written in a comment): nothing runs it. */
  | { k: 'mention'; text: string; why?: string };

export interface Framed {
  units: Unit[];
  /** Descriptions, comments and notes: read for environment, scope and amounts only. */
  context: string[];
  /** A to-do list in text (a status table) reduced to its rows under way: the whole text is not read again. */
  todo?: boolean;
}

const MAX_FRAME_DEPTH = 4;
/** cls-edits19: Aider's whole-file edit — `path\n```lang\n…\n````, one or more, nothing around them (no SEARCH block). */
const AIDER_PATH = String.raw`(?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z]\w{0,9}|(?:[\w.-]+\/)+[\w.-]+|Dockerfile|Makefile|Jenkinsfile|Caddyfile|Gemfile|Procfile|Vagrantfile|CODEOWNERS`;
const AIDER_WHOLE = new RegExp(String.raw`^\s*(?:(?:${AIDER_PATH})[ \t]*\n\x60{3}[\w+-]{0,20}[ \t]*\n(?![\s\S]*?<<<<<<< SEARCH)[\s\S]*?\n\x60{3}[ \t]*(?:\n\s*|$))+$`);
const AIDER_WHOLE_BLOCK = new RegExp(String.raw`^(${AIDER_PATH})[ \t]*\n\x60{3}[\w+-]{0,20}[ \t]*\n([\s\S]*?)\n\x60{3}[ \t]*$`, 'gm');

/** Frames a hint and, when given, a structured action. */
/** cls-plan15: keys under which an agent lays out a plan, and the keys that carry a step's words. */
const PLAN_KEY = /^(?:plan|steps|plan_?steps|tasks|subtasks|actions|phases|checklist|next_?steps|proposed_?steps|execution_?plan)$/i;
const STEP_TEXT_KEY = /^(?:action|description|task|title|content|text|step|summary|what|details|instruction|name)$/i;
/** A sentence, not a command line: an article or a preposition among its words, and no shell operators. */
const SENTENCE_STEP = /\b(?:the|a|an|to|in|on|for|of|from|all|every|our|its|their|then)\b/i;
function jsonPlan(obj: unknown): string | undefined {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (!PLAN_KEY.test(k) || !Array.isArray(v) || v.length < 1 || v.length > 64) continue;
    const steps: string[] = [];
    // (cls-holes21) A step object whose action is only a verb and whose object sits under target / resource / name
    // ({"action": "delete", "target": "prod-db-cluster", "tool": "aws_rds"}): the step is the verb on that object, with
    // its tool ("delete prod-db-cluster (aws_rds)"); "delete target" had read as removing a build directory.
    const verbSteps: string[] = [];
    for (const item of v) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) break;
      const o = item as Record<string, unknown>;
      const verb = typeof o.action === 'string' ? o.action.trim() : typeof o.op === 'string' ? o.op.trim() : typeof o.operation === 'string' ? o.operation.trim() : '';
      const what = ['target', 'resource', 'resource_name', 'resourceName', 'object', 'name', 'id', 'path'].map((x) => o[x]).find((x): x is string => typeof x === 'string' && x.trim() !== '');
      if (!/^[A-Za-z][\w-]{1,30}$/.test(verb) || !what || /[|;&`$\n]/.test(what)) break;
      verbSteps.push(`${verb.replace(/[_-]/g, ' ')} ${what.trim()}${typeof o.tool === 'string' && /^[\w.:/-]{1,60}$/.test(o.tool) ? ` (${o.tool})` : ''}`);
    }
    if (verbSteps.length === v.length) return verbSteps.length === 1 ? verbSteps[0] : `Plan:\n${verbSteps.map((x, i) => `${i + 1}. ${x}`).join('\n')}`;
    if (v.length < 2) continue;
    for (const item of v) {
      if (typeof item === 'string') steps.push(item);
      else if (item && typeof item === 'object' && !Array.isArray(item)) {
        // (A to-do list with statuses is the to-do tools' shape, judged by its step in progress elsewhere.)
        if ('status' in item) return undefined;
        const e = Object.entries(item as Record<string, unknown>).find(([key, x]) => STEP_TEXT_KEY.test(key) && typeof x === 'string' && x.trim());
        if (e) steps.push(e[1] as string);
      }
    }
    if (steps.length >= 2 && steps.some((x) => SENTENCE_STEP.test(x) && /\s\S+\s/.test(x)) && steps.every((x) => !/[|;&`$]|&&/.test(x))) return `Plan:\n${steps.map((x, i) => `${i + 1}. ${x.trim()}`).join('\n')}`;
  }
  return undefined;
}
/** (lead26) The key of a plan step's object that holds the command it runs (`"command": "kops delete cluster …"`). */
const STEP_COMMAND_KEY_L26 = /^(?:command|cmd|run|shell|script|exec|bash|sh)$/i;
const STEP_QUERY_KEY_L26 = /^(?:sql|query|statement)$/i;
const STEP_DONE_L26 = /^(?:done|completed?|finished|cancell?ed|skipped|succeeded|failed)$/i;

/** (lead26) A step's command value that is an SQL statement, not a program's command line. */
function bareStatement(x: string): boolean {
  return SQL_HEAD.test(x) && !isProgram(firstWord(x));
}

/** (lead26) A JSON plan whose step objects carry the command they run ({"plan": [{"step": 1, "action": "inspect"},
 *  {"step": 2, "action": "run", "command": "…"}]}): each command is a step of the plan, read by its reader; the other
 *  steps' sentences are read as steps too. A step reported done or cancelled ran before, or never will. Null when no step
 *  carries a command. */
function jsonCommandSteps(obj: unknown): { commands: { sql: boolean; text: string }[]; sentences: string[]; done: string[] } | null {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return null;
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (!PLAN_KEY.test(k) || !Array.isArray(v) || v.length < 1 || v.length > 64) continue;
    const commands: { sql: boolean; text: string }[] = [];
    const sentences: string[] = [];
    const done: string[] = [];
    for (const item of v) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
      const o = item as Record<string, unknown>;
      const cmd = Object.entries(o).find(([key, x]) => (STEP_COMMAND_KEY_L26.test(key) || STEP_QUERY_KEY_L26.test(key)) && typeof x === 'string' && /\S\s+\S/.test(x));
      if (typeof o.status === 'string' && STEP_DONE_L26.test(o.status.trim())) {
        if (cmd) done.push(cmd[1] as string);
        continue;
      }
      // (A statement under a command key is that statement: {"command": "DELETE FROM sessions"}.)
      if (cmd) {
        const text = (cmd[1] as string).trim();
        commands.push({ sql: STEP_QUERY_KEY_L26.test(cmd[0]) || bareStatement(text), text });
      }
      else {
        const e = Object.entries(o).find(([key, x]) => STEP_TEXT_KEY.test(key) && typeof x === 'string' && /\S\s+\S/.test(x));
        if (e) sentences.push((e[1] as string).trim());
      }
    }
    if (commands.length > 0 || done.length > 0) return { commands, sentences, done };
  }
  return null;
}

/**
 * (cls-plan22) A step object whose act is split across fields — the tool or service in one (`tool`, `service`, `app`,
 * `integration`, `provider`, `connector`, `server`), the API operation in another (`action`, `op`, `operation`, `method`,
 * `api`) and the call's parameters beside them ({"tool": "github", "action": "delete_repo", "repo": "acme/x"},
 * {"service": "s3", "op": "put_bucket_acl", "acl": "public-read"}) — is one call of `<tool>_<operation>` with those
 * parameters, the same act as the tool called directly. Alone, or as the items of a plan list; a step whose status says
 * done or cancelled is reported, not run. The operation must be an API name (two or more words joined: snake, kebab,
 * dotted or camel case): a bare verb with its object under `target` is the step sentence cls-holes21 reads.
 */
const STEP_TOOL_KEY_P22 = ['tool', 'service', 'app', 'integration', 'provider', 'connector', 'server', 'platform'];
const STEP_OP_KEY_P22 = ['action', 'op', 'operation', 'method', 'api', 'function'];
const STEP_META_P22 = /^(?:step|id|n|no|num|number|index|order|status|state|title|description|summary|note|notes|why|reason|rationale|owner|assignee|eta|due|priority|name)$/i;
const API_OP_P22 = /^(?:[A-Za-z][a-z0-9]*(?:[_.-][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+)$/;
function stepCallP22(item: unknown): ToolCall | null | 'done' {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const o = item as Record<string, Loose>;
  const toolKey = STEP_TOOL_KEY_P22.find((k) => typeof o[k] === 'string' && /^[\w.:/-]{1,60}$/.test((o[k] as string).trim()));
  const opKey = STEP_OP_KEY_P22.find((k) => typeof o[k] === 'string' && API_OP_P22.test((o[k] as string).trim()) && (o[k] as string).length <= 60);
  if (!toolKey || !opKey || 'command' in o || 'cmd' in o || 'code' in o) return null;
  if (typeof o.status === 'string' && /^(?:done|completed?|finished|cancel+ed|skipped|declined|dropped|won'?t[ _-]?do)$/i.test(o.status.trim())) return 'done';
  const tool = (o[toolKey] as string).trim();
  const op = (o[opKey] as string).trim();
  const args: { [k: string]: Loose } = {};
  for (const [k, x] of Object.entries(o)) if (k !== toolKey && k !== opKey && !STEP_META_P22.test(k)) args[k] = x;
  // (Nested parameters, {"params": {…}} / {"arguments": {…}} / {"input": {…}}, are the call's own.)
  for (const k of ['params', 'parameters', 'arguments', 'args', 'input', 'with']) {
    const x = args[k];
    if (x && typeof x === 'object' && !Array.isArray(x)) { delete args[k]; Object.assign(args, x as Record<string, Loose>); }
  }
  const name = op.toLowerCase().startsWith(tool.toLowerCase()) ? op : `${tool}_${op}`;
  return { name, args };
}
function stepCallsP22(obj: unknown): ToolCall[] {
  if (!obj || typeof obj !== 'object') return [];
  const one = stepCallP22(obj);
  if (one === 'done') return [{ name: '', args: {} }];
  if (one) return [one];
  if (Array.isArray(obj)) return [];
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (!PLAN_KEY.test(k) || !Array.isArray(v) || v.length < 1 || v.length > 64) continue;
    const calls: ToolCall[] = [];
    let ok = true;
    for (const item of v) {
      const c = stepCallP22(item);
      if (c === null) { ok = false; break; }
      if (c !== 'done') calls.push(c);
    }
    if (ok) return calls.length ? calls : [{ name: '', args: {} }];
  }
  return [];
}
/** cls-plan15: "Edit .npmrc", "In deploy/Caddyfile", "Update config/auth.yml (production)": an edit verb and one file. */
const EDIT_FILE_LABEL = /^(?:in|edit|editing|update|updating|modify|modifying|open|change|changing)\s+(?:the\s+)?(?:file\s+)?[`'"]?(?:[\w.~-]*[\\/][\w.\\/-]+|\.[\w.-]+|[\w-]+\.(?:ya?ml|json|toml|ini|conf|cfg|tf|env|properties|xml)|(?:Dockerfile|Caddyfile|Makefile|Jenkinsfile)(?:\.[\w-]+)?)[`'"]?(?:\s*\([^)\n]{1,40}\))?$/i;
/** What a described edit does after its file: change, replace, set, add, remove … */
const EDIT_REST = /^(?:(?:i'll|i will|let me|then|now)\s+)?(?:change|replace|set|switch|flip|add|append|insert|put|remove|delete|drop|strip|comment(?:ing)? out|turn|take out|get rid of)\b/i;
export function frame(hint: string, action?: StructuredAction): Framed {
  // (cls-code19) A string an assertion only inspects (assert is_dangerous("rm -rf /")) is no command embedded in the text.
  hint = neutralizeAsserted(hint);
  // (cls-plan22) Step labels with their status in brackets (readers/prose.ts statusLabelsP22).
  hint = statusLabelsP22(hint);
  const out: Framed = { units: [], context: [] };
  if (action && typeof action.tool === 'string') {
    const call: ToolCall = { name: action.tool, args: (action.arguments ?? {}) as { [k: string]: Loose } };
    if (action.server) call.server = action.server;
    if (action.annotations) call.annotations = action.annotations;
    out.units.push({ k: 'tool', call });
    // The gateway's own rendering of the call says nothing the action does not. Only an exact
    // rendering is skipped: any other text an agent adds is still read.
    // (Every rendering names the server: the eight strings are built only when the hint does too.)
    if (hint.includes('MCP server "') && gatewayRenderings(action).includes(hint)) return out;
    // A client hook's summary of a patch ("applying a patch: update src/a.ts (+1 −1 lines …)",
    // clients/hooks) says nothing its edits do not: the edits are judged file by file.
    // Chained commands after it are still read (classify reads catastrophic chain tails).
    if (action.tool === 'apply_patch' && Array.isArray(call.args.edits) && hint.startsWith('applying a patch: ')) return out;
  }
  // Claude Code's memory shortcut: a prompt of one line that is "# " and a sentence saves that sentence to memory
  // (a shell would run nothing: it is a comment). It is read as the note it is, judged by what it authorises.
  // (cls-plan21) ChatGPT's memory tool addressed as `to=bio: …` (or on the next line): the rest is the note (it was read as a
  // shell variable assignment, `to=bio:`).
  const bio = /^\s*to=bio\s*(?:[:：]|\n)\s*(\S[\s\S]{0,4000})$/i.exec(hint);
  if (bio && !out.units.length) {
    out.units.push({ k: 'prose', text: bio[1] as string, role: 'memory' });
    return out;
  }
  const hash = HASH_NOTE.exec(hint.trim());
  if (hash && !out.units.length && (hash[1] as string).split(/\s+/).length >= 5) {
    out.units.push({ k: 'prose', text: hash[1] as string, role: 'memory' });
    return out;
  }
  // (cls-code17) A hint that is only crontab lines ("30 2 * * * /usr/local/bin/backup-db.sh", "0 * * * * root rm -rf …") is
  // the entry being added: judged as that table's new content, a scheduled job and what it runs (a user field: the system table).
  if (!out.units.length && BARE_CRON.test(hint.trim())) {
    const lines = hint.trim().split('\n');
    if (lines.length <= 20 && lines.every((l) => !l.trim() || l.trim().startsWith('#') || BARE_CRON.test(l.trim()) || /^[A-Z_]+=\S*$/.test(l.trim()))) {
      const system = lines.some((l) => /^(?:\S+\s+){5}root\s+\S/.test(l.trim()));
      out.units.push({ k: 'write', path: system ? '/etc/crontab' : 'crontab', content: `${hint.trim()}\n`, old: '', tool: 'cron entry' });
      return out;
    }
  }
  // (cls-holes17) A cloud-init user-data document shown with no path (it starts with its own `#cloud-config` marker): what a
  // machine does at first boot, judged as that file's content (the same as a Write of user-data).
  if (!out.units.length && /^#cloud-config[ \t]*\r?\n/.test(hint.trimStart())) {
    out.units.push({ k: 'write', path: 'user-data', content: hint.trimStart(), old: '', tool: 'cloud-init user-data' });
    return out;
  }
  // (cls-shell18) A compose file whose service mounts host paths (`volumes: - /:/host`) and runs a command: paths under a
  // mount in its command lines are the host's (`rm -rf /host/var/lib/postgresql` removes /var/lib/postgresql), as with
  // `docker run -v`.
  frameText(!out.units.length && hint.length < 20000 && /^services:[ \t]*$/m.test(hint) ? composeOnHost(hint) : hint, out, 0);
  return out;
}

/** (cls-shell18) A compose document with its command lines' container paths put back on the host paths mounted there. */
function composeOnHost(text: string): string {
  const binds: [string, string][] = [];
  for (const m of text.matchAll(/^[ \t]*-[ \t]*["']?((?:\/|~|\.{1,2}\/|\$\{?\w+\}?)[^\s:"']*):(\/[^\s:"']+)(?::[a-z,]+)?["']?[ \t]*$/gm)) binds.push([m[1] as string, (m[2] as string).replace(/\/+$/, '')]);
  if (!binds.length) return text;
  binds.sort((a, b) => b[1].length - a[1].length);
  return text.replace(/^([ \t]*(?:command|entrypoint)[ \t]*:.*)$/gm, (line) => {
    let t = line;
    for (const [host, inside] of binds) {
      const esc = inside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      t = t.replace(new RegExp(`(^|[\\s"'=,[])${esc}(?=$|[/\\s"'*;&|,\\]])`, 'g'), (_m, pre: string) => `${pre}${host === '/' ? '' : host.replace(/\/+$/, '')}`);
    }
    return t.replace(/(^|[\s"'=])(?=\*)/g, '$1/');
  });
}

const BARE_CRON = /^(?:@(?:reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)|(?:(?:\*|\d{1,2})(?:[-/,]\d{1,2})*(?:\/\d{1,2})?\s+){4}(?:\*|\d|[A-Za-z]{3})[\w*/,-]*)\s+[~/.$A-Za-z]\S*/;

/** "# Always use yarn in this repo": one line, "# " then words (no shell or code punctuation). */
// (cls-plan21: a dollar amount, "$50", is no shell variable: "# Always ask before any refund over $50" is a note.)
const HASH_NOTE = /^#[ \t]+([A-Za-z](?:[^\n|&$`<>{}]|\$(?=\d))*)$/;

const HINT_ARGUMENTS = 600;

/** The texts the gateway writes for a call or a protocol request (gateway/call.ts hintFor), to recognise them exactly. */
function gatewayRenderings(action: StructuredAction): string[] {
  const server = action.server;
  if (typeof server !== 'string') return [];
  const on = `MCP server "${clip(server, LIMITS.name)}"`;
  const args = (action.arguments ?? {}) as Record<string, unknown>;
  const argsText = (a: Record<string, unknown>) => (Object.keys(a).length > 0 ? ` with ${clip(JSON.stringify(a), HINT_ARGUMENTS)}` : '');
  const textArg = (v: unknown) => clip(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), HINT_ARGUMENTS);
  const tool = clip(action.tool, LIMITS.name);
  const { name, ...rest } = args;
  return [
    `${tool} on ${on}${argsText(args)}`,
    `read resource ${textArg(args.uri)} on ${on}`,
    `subscribe to updates of resource ${textArg(args.uri)} on ${on}`,
    `get prompt ${textArg(name)} on ${on}${argsText(rest)}`,
    `list completions for ${textArg(args.argument)} of ${textArg(args.ref)} on ${on}`,
    `${on} asks the client's model for a message (sampling)${argsText(args)}`,
    `${on} asks the user for input (elicitation)${argsText(args)}`,
    `MCP method ${tool} on ${on}${argsText(args)}`,
  ];
}

/** Prompt prefixes that only say where a command is typed. */
const PROMPT = /^(?:\[?[\w.-]+@[\w.-]+(?:[: ][^\s$#\]]*)?\]?[$#]\s+|(?:rails\s+c(?:onsole)?(?:\s+-e\s+\w+)?|irb\([^)]*\)[:\d]*|[\w-]{1,40}\((?:dev|development|prod|production|staging|test)\)|iex\([^)]*\)\d*|(?:\[\d+\]\s+)?pry\([^)]*\)|>>>|In \[\d+\]:|mongo(?:sh)?\s+(?!-)[\w:/.@-]+)\s*[>#:]?\s+(?![-'"])|(?:mysql|mariadb|psql|postgres(?:ql)?|sqlite3?|sqlite|mongo(?:sh)?|redis(?:-cli)?|cqlsh|sql|snowsql|clickhouse|duckdb|bq|hive|spark-sql|trino|presto|[\w.-]{1,40}=?)\s*[>#]\s+|PS [^>\n]{0,120}>\s*|[$%]\s+|>\s+)/i;
/** (cls-interp21) A bare `>` (or `true >`, `: >`) before one path that names no program or script: the file is emptied. */
function emptyingRedirect(prompt: string, rest: string): boolean {
  if (!/^(?:(?:true|:)\s*)?>\s+$/.test(prompt)) return false;
  const m = /^((?:\/|~\/|\.{1,2}\/|\$\{?\w)[^\s;|&<>]*)\s*(?:$|&&|;|\|\|)/.exec(rest);
  if (!m) return false;
  const path = m[1] as string;
  return !/\/(?:s?bin|libexec)\/|\.(?:sh|bash|zsh|py|rb|pl|js|mjs|ts|php|ps1|exe|bat|cmd)$/i.test(path);
}
/** A one-word "prompt" ending in `>` that is a non-interactive program writing its output to a file. */
function isOutputRedirect(prompt: string): boolean {
  const m = /^([\w.-]+)\s+>\s+$/.exec(prompt);
  return !!m && isProgram(m[1] as string) && !/^(?:mysql|mariadb|psql|postgres(?:ql)?|sqlite3?|mongo(?:sh)?|redis(?:-cli)?|cqlsh|sql|snowsql|clickhouse|duckdb|bq|hive|spark-sql|trino|presto|python\d?|node|irb|iex|pry|rails|julia|ghci|lua|php|R)$/i.test(m[1] as string);
}
/** "PowerShell:", "cmd.exe:", "zsh:", "/run" — a named shell before the command. */
const SHELL_LABEL = /^(?:(powershell|pwsh|ps|windows powershell)|(cmd(?:\.exe)?|command prompt)|(?:bash|zsh|sh|fish|shell|terminal|console))\s*(?:\([^)\n]{0,80}\))?\s*:\s*/i;
const SLASH_RUN = /^\/(?:run|bash|shell|sh|exec|cmd)\s+/i;
const CLAUDE_TOOL = /^(Bash|BashOutput|Read|Write|Edit|MultiEdit|Glob|Grep|LS|WebFetch|WebSearch|Task|TodoWrite|NotebookEdit|NotebookRead|ExitPlanMode|KillShell|SlashCommand|Skill)\s*\(/;
const HTTP = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)/;
const GRAPHQL = /^(mutation|query|subscription)\b\s*[\w]*\s*(?:\([^)]*\))?\s*\{/;
/** (lead16) `query {"sql": …}`, `mutation {"id": …}`: a tool named query called with JSON arguments; GraphQL's selection set holds no quoted keys. */
const TOOL_JSON_ARGS = /^\w+\s*\{\s*"[^"\n]{1,64}"\s*:/;
// (cls-plan19: "drop prod db", "drop staging database", "drop db on prod" — a terse step naming an environment or "db" — are prose.)
const SQL_HEAD = /^(?:with\s+\w+(?:\s*\([^)]*\))?\s+as\s*\(|select\s|insert\s+(?:ignore\s+)?into\s|upsert\s+into\s|replace\s+into\s|update\s+[\w."`[\]]+\s+set\s|delete\s+from\s|delete\s+[\w.]+\s+from\s|drop\s(?!\s*(?:it|them|everything|all|this|that|these|those)\s*[.!]?\s*$)(?!\s*(?:(?:prod|production|staging|stage|dev|test|live|qa|uat|sandbox|local)\s+(?:db|database|dbs|databases|tables?|schemas?|cluster|bucket|data)|db)\b)|truncate\s|alter\s|create\s|grant\s|revoke\s|merge\s+into\s|copy\s|unload\s*\(|vacuum\b|analyze\b|reindex\s|explain\b|show\s|describe\s|desc\s|backup\s+database|restore\s+database|undrop\s|flashback\s+(?:table|database)\s|purge\s+(?:recyclebin|dba_recyclebin|table\s|index\s|binary\s+logs\s|master\s+logs\s)|reset\s+(?:master|binary\s+logs(?:\s+and\s+gtids)?)\s*(?:;|$)|use\s+\w+\s*;|begin\b[\s\S]{0,40}\b(?:for|loop|execute|delete|update|drop)\b|declare\s|exec(?:ute)?\s+(?:sp_|immediate)|call\s+\w+\(|pragma\s|(?:optional\s+)?match\s*\([\w:\s`]*(?:\{[^}]*\})?\)|call\s+apoc\.|set\s+(?:global|session)\s|\\copy\s|optimize\s+table|kill\s+(?:query|connection)?\s*\d)/i;

/** "/deploy prod", "/db reset --env production", "/payout create --amount 25000": a slash command (not a path). */
const SLASH_COMMAND = /^\/[a-z][\w:.-]*(?:\s|$)/i;
/** Commands of the agent clients themselves: they show, configure or tidy the session, acting on nothing outside it. */
const CLIENT_COMMANDS = new Set(['help', 'clear', 'compact', 'cost', 'status', 'model', 'config', 'memory', 'doctor', 'bug', 'init', 'vim', 'agents', 'mcp', 'hooks', 'resume', 'rewind', 'export', 'context', 'permissions', 'login', 'logout', 'quit', 'exit', 'ide', 'terminal-setup', 'upgrade', 'release-notes', 'tools', 'stats', 'settings', 'theme', 'about', 'chat', 'copy', 'diff', 'review', 'reset', 'undo', 'tokens', 'map', 'ls', 'add', 'drop', 'ask', 'architect', 'editor', 'web', 'paste', 'voice', 'models', 'settings', 'auth', 'privacy', 'extensions', 'directory', 'restore', 'summary', 'new', 'plan']);

/** Client commands that put files or a question into the chat's context ("/drop src/app.py", "/ask …"): the session only. */
const CONTEXT_COMMANDS = new Set(['add', 'drop', 'read-only', 'ask', 'architect', 'web', 'map', 'chat-mode', 'model', 'tokens', 'ls']);
/** Client commands whose argument is a command line run in a shell. */
const SHELL_SLASH = new Set(['run', 'git', 'shell', 'sh', 'bash', 'exec', 'cmd', 'terminal']);

/** Client commands that only show something, whatever follows them ("/help deploy", "/cost today"). */
const CLIENT_READ_COMMANDS = new Set(['help', 'cost', 'status', 'doctor', 'context', 'stats', 'about', 'tokens', 'models', 'tools', 'release-notes', 'usage']);

/**
 * A slash command read as a tool call: its name and the subcommand words that follow it
 * ("/db reset" → db_reset, "/release publish" → release_publish), flags as arguments
 * ("--env production"), the remaining words as positional arguments ("/deploy prod").
 * A client's own command with no arguments ("/compact", "/clear") changes only the session.
 */
function slashCommand(t: string, out: Framed): boolean {
  const first = /^\/([a-z][\w:.-]*)/i.exec(t);
  if (!first) return false;
  const name0 = (first[1] as string).toLowerCase();
  const rest = t.slice(first[0].length).trim();
  if ((CLIENT_COMMANDS.has(name0) && !rest) || CLIENT_READ_COMMANDS.has(name0) || (CONTEXT_COMMANDS.has(name0) && rest)) {
    out.units.push({ k: 'read', path: '', tool: `/${name0}` });
    return true;
  }
  // "/run …", "/git push …", "/shell …" (Aider, Goose, many clients): the rest of the line is a shell command.
  if (SHELL_SLASH.has(name0) && rest) {
    out.units.push({ k: 'shell', text: name0 === 'git' ? `git ${rest}` : rest });
    return true;
  }
  // (cls-plan21) "/memory add …", "/remember …", "/memorize …": a client command that saves the rest as a note to memory.
  if (/^(?:memory|memories|remember|memorize|memorise|mem|bio)$/.test(name0) && rest) {
    const note = rest.replace(/^(?:add|save|set|store|new|create|append|write|update)\s+/i, '').trim();
    if (note) {
      out.units.push({ k: 'prose', text: note, role: 'memory' });
      return true;
    }
  }
  const words = looseArgWords(rest);
  const nameParts = [name0];
  // "/gh pr merge 412": leading words up to the last verb among the first three name the operation.
  let lead = 0;
  for (let i = 0; i < Math.min(3, words.length); i++) {
    const w = words[i] as string;
    if (!/^[a-z][a-z-]*$/.test(w)) break;
    if (readOp(splitName(w)).verb) lead = i + 1;
  }
  if (lead > 1) nameParts.push(...words.splice(0, lead - 1));
  const args: { [k: string]: Loose } = {};
  let positional = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const flag = /^--?([a-z][\w-]*)(?:=(.*))?$/i.exec(w);
    if (flag) {
      const key = (flag[1] as string).replace(/-/g, '_');
      if (flag[2] !== undefined) setOwn(args, key, flag[2]);
      else if (i + 1 < words.length && !/^--?[a-z]/i.test(words[i + 1] as string)) setOwn(args, key, words[++i] as string);
      else setOwn(args, key, true);
      continue;
    }
    // Subcommand words come first and are verbs ("reset", "create", "publish", "send").
    if (positional === 0 && nameParts.length < 3 && /^[a-z][a-z-]*$/.test(w) && readOp(splitName(w)).verb) {
      nameParts.push(w);
      continue;
    }
    args[positional === 0 ? 'target' : `arg${positional + 1}`] = w;
    positional++;
  }
  out.units.push({ k: 'tool', call: { name: nameParts.join('_'), args } });
  return true;
}

/** Words of a command line, quoted strings kept whole (without their quotes). */
function looseArgWords(s: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|“([^”]*)”|(\S+)/g;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(s)) && guard++ < 200) out.push((m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
  return out;
}

/** "drop the orders table in prod", "create a ticket", "drop `users` table" (cls-intlA18: "drop la table users", "truncate la tabla"): an English sentence that starts with an
 * SQL keyword (SQL's DROP is always followed by an object type, never by a quoted name or an article). */
const ENGLISH_NOT_SQL = /^(?:drop|truncate)\s+(?:[a-z][\w-]*\s+){0,2}?(?:tables|databases|schemas|views|indexes|indices|columns|collections|rows|partitions|buckets)(?:\s|[.,;!]|$)|^(?:drop|truncate|delete)\s+(?:la|le|les|el|los|las|il|lo|gli|os|die|der|das|den|het|une|un|una|uno|tout|tous|toutes|toda|todas|todo|todos|tutte|tutti|alle|ma|mes|mi|mis)\s+[a-zà-ÿ]|^(?:drop|truncate|delete)\s+(?:tabel|tabelnya|bảng|tabela|tabelę|tabeli|tabulku|tabulky|tabulka|таблицу|таблицы|таблицю|tablo|tabloyu|taulu|taulun|tabla|tabelle|tabella|tabellen|tabell|tabellen)\s|^(?:drop\s+[`'"“‘]|drop|truncate|delete|create|alter|grant|revoke|show|describe|copy|explain|analyze|merge|use)\s+(?:(?:the|a|an|all|every|my|our|their|your|this|that|these|those|some|any|it|them|me|us|him|her|everything|each|everyone|everybody|anyone|anybody|you)\s+[`'"“‘]?[a-z0-9$€£]|(?:then|how|what|why|which|who|where|when|whether|if|again|first|now|please)\b)/i;
/** "Select all rows in the Users grid, then click Delete": a GUI step, not a query — unless a FROM clause follows as in SQL. */
// "Select all 2,300 subscribers and click …": a count after the determiner is still a GUI selection.
const ENGLISH_SELECT = /^select\s+(?:the|a|an|all|every|my|our|their|your|this|that|these|those|some|any|it|them|each)\s+(?:\d[\d,.]*\s+)?['"‘“]?[a-z]/i;
// cls-api16: "select all 312 → Batch actions → Void", "select all, then …": a count or nothing, then a menu arrow or a pause.
/** cls-api16: one pointer call (click, left_click, pyautogui.click, mouse.double_click …; cls-gui18: browser-use click_element(index=…)) followed by a comment naming its target. */
const GUI_CALL_COMMENT = /^(?:[A-Za-z_]\w*\.)?(?:left_|right_|middle_|double_|triple_)?(?:click|tap)(?:_element(?:_by_index)?|_at|_on|_button|_coordinates)?\s*\([^()\n]{0,60}\)\s*;?\s*(?:#|\/\/|—|--)\s*([^\n]{3,200})$/i;
/** cls-api17: the JSON a websocket client sends (wscat -x/--execute '…', websocat … <<< '…', echo '…' | websocat). */
const WS_MESSAGE = /\bwscat\b[^\n]*?\s(?:-x|--execute)\s+(?:'(\{[^'\n]{2,2000}\})'|"(\{(?:[^"\\\n]|\\.){2,2000}\})")|\b(?:websocat|wsta)\b[^\n]*?<<<\s*'(\{[^'\n]{2,2000}\})'|\becho\s+'(\{[^'\n]{2,2000}\})'\s*\|\s*(?:websocat|wsta|wscat)\b/;
/** cls-api17: a role and an accessible name, then a press (group 1 or 2: the name). */
const AX_PRESS = /^\s*(?:(?:click|press|tap)\s+(?:on\s+)?)?(?:role\s*[=:]\s*)?["']?(?:button|menuitem|menuitemcheckbox|link|checkbox|switch|tab|option|radio|AXButton|AXMenuItem|AXCheckBox|AXLink)["']?\s*(?:,\s*|\s+)(?:name\s*[=:]\s*["“']([^"”'\n]{2,100})["”']|["“']([^"”'\n]{2,100})["”'])\s*(?:\[[^\]\n]{0,40}\]\s*)*(?:(?:→|->|:|,|\.)\s*(?:click|press|tap|activate|invoke)(?:ed)?\b|$(?<=^\s*(?:click|press|tap)\b[^\n]*))/i;
/** cls-api17: a line of device or desktop input commands ending on a comment (group 1: the comment). */
const INPUT_CHAIN = /^\s*(?:(?:adb(?:\s+-[sdet](?:\s+[\w.:-]+)?)*\s+shell\s+input\s+(?:tap|text|keyevent|swipe|press|draganddrop))|xdotool|ydotool|cliclick)\b[^;&|#\n]{0,200}(?:\s*(?:;|&&|\|\|)\s*(?:(?:adb(?:\s+-[sdet](?:\s+[\w.:-]+)?)*\s+shell\s+input\s+\w+|xdotool|ydotool|cliclick|sleep)\b[^;&|#\n]{0,200}))*\s*(?:;\s*)?(?:#|\/\/)\s*([^\n]{3,200})$/;
/** cls-api17: a press among them: a tap, a click, Enter. */
const INPUT_PRESS = /\binput\s+(?:tap|keyevent\s+(?:66|KEYCODE_ENTER|ENTER))\b|\bxdotool\b[^;&|\n]*\b(?:click|key\s+(?:Return|KP_Enter|enter))\b|\bydotool\s+(?:click|key\s+28)|\bcliclick\b[^;&|\n]*\b(?:c|dc|tc):/i;
/** cls-api17: text typed by them (adb input text "…", xdotool type "…", cliclick t:…). */
const INPUT_TYPED = /\binput\s+text\s+["']([^"'\n]{1,80})["']|\b(?:xdotool|ydotool)\s+type\s+(?:--\S+\s+)*["']([^"'\n]{1,80})["']|\bcliclick\b[^;&|\n]*\bt:["']?([^"'\s]{1,80})/g;
const ENGLISH_SELECT_ALL = /^select\s+all\b\s*(?:\d[\d,.]*\s*)?(?:→|->|,|;|\)|$)/i;
const SQL_FROM = /\bfrom\s+[\w."`[\]]+(?:\s+(?:where|limit|order|group|join|as|inner|left|right)\b|\s*;|\s*$)/i;
/** A shell `select name in …; do … done` menu loop, not an SQL SELECT. */
const SHELL_SELECT = /^select\s+[A-Za-z_]\w*\s+in\b[^\n;]*(?:;|\n)\s*do\b/;

/**
 * cls-intlB17: an SQL keyword followed straight by a word of another script ("drop 和 truncate 有什么区别？", "drop と
 * truncate の違い", "drop 하면 어떻게 돼?", "delete और truncate में फ़र्क"): a code-switched sentence, not SQL (SQL's DROP
 * and ALTER name an object type first).
 */
const KEYWORD_THEN_OTHER_SCRIPT = /^(?:drop|truncate|delete|alter|grant|revoke|show|describe|explain|analyze|merge)\s*[\u0590-\u08ff\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u10a0-\u10ff\u1100-\u11ff\u1200-\u137f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/i;

function englishNotSql(t: string): boolean {
  if (SHELL_SELECT.test(t)) return true;
  if (KEYWORD_THEN_OTHER_SCRIPT.test(t)) return true;
  return ENGLISH_NOT_SQL.test(t) || ENGLISH_GRANT.test(t) || ((ENGLISH_SELECT.test(t) || ENGLISH_SELECT_ALL.test(t)) && !SQL_FROM.test(t));
}

// (cls-en17: "drop legacy tables from the production schema", "drop tables from …": no DROP statement names a plural noun.)
/** "grant roles/owner on the prod project to …", "revoke admin access from bob": SQL grants a privilege or a role name,
 * never a cloud role path (`roles/owner`), never "access"/"rights", never ON or TO an article. */
const ENGLISH_GRANT = /^(?:grant|revoke)\s+(?:[\w.-]*\/[\w./-]+|(?:\S+\s+){0,3}?(?:access|rights|permissions?|admin|owner)\s+(?:to|on|for|from)\b|(?:\S+\s+){0,4}?(?:on|to|from)\s+(?:the|a|an|my|our|their|your|this|that|every|all\s+the)\s)/i;

const PS_BLOCK_HEAD = /^(?:if\s*\(|try\s*\{|foreach\s*\(|for\s*\(|while\s*\(|do\s*\{|switch\s*\(|function\s+[\w-]+\s*(?:\([^)]*\)\s*)?\{|[&.]\s*\{|\d+\s*\.\.\s*\d+\s*\||@\(|\[[\w.]+\]::)/i;
/** (cls-intl14) The verbs a PowerShell cmdlet name starts with (the approved list, plus a few common unapproved ones). */
const PS_VERB = /^(?:Add|Approve|Assert|Backup|Block|Build|Checkpoint|Clear|Close|Compare|Complete|Compress|Confirm|Connect|Convert|ConvertFrom|ConvertTo|Copy|Debug|Deny|Deploy|Disable|Disconnect|Dismount|Edit|Enable|Enter|Exit|Expand|Export|Find|Format|Get|Grant|Group|Hide|Import|Initialize|Install|Invoke|Join|Limit|Lock|Measure|Merge|Mount|Move|New|Open|Optimize|Out|Ping|Pop|Protect|Publish|Push|Read|Receive|Redo|Register|Remove|Rename|Repair|Request|Reset|Resize|Resolve|Restart|Restore|Resume|Revoke|Save|Search|Select|Send|Set|Show|Skip|Split|Start|Step|Stop|Submit|Suspend|Switch|Sync|Tee|Test|Trace|Unblock|Undo|Uninstall|Unlock|Unprotect|Unpublish|Unregister|Update|Use|Wait|Watch|Where|Write|Delete|Kill|Drop|Purge|Flush|Wipe|Erase|Destroy|Truncate|Run|Execute|Apply|Create|Rotate|Upload|Download|Sort|Measure|Foreach|ForEach)-/;
/** A Verb-Noun cmdlet where a command starts (after a brace, `;`, `|`, a newline or at the start), not inside a string. */
const PS_ENV_LISTING = /^(?:gci|ls|dir|gi)[ \t]+(?:-path[ \t]+)?env:[\\/]?\*?(?:[ \t]*$|[ \t]*\|[ \t]*[A-Za-z])/i;
const PS_CMDLET_AT_COMMAND = /(?:^|[{;|\n(]\s*)(?:get|set|new|remove|add|clear|copy|move|rename|start|stop|restart|invoke|enable|disable|register|unregister|install|uninstall|import|export|update|test|write|send|connect|disconnect|mount|dismount|suspend|resume|grant|revoke|lock|unlock|reset|publish|backup|restore|wait|save|sync|protect|unprotect|format|out)-[A-Za-z]+\b(?!['"\]])/i;
/** (cls-plan21) A YAML key that opens a plan's step list. */
const YAML_PLAN_P21 = /^[ \t]*(?:steps|plan|tasks|todo|todos|runbook|actions|procedure)[ \t]*:[ \t]*$/m;
const COMMAND_VALUE_LINE = /^(?:command|cmd|run|exec|script|shell|command_?line|entrypoint)\s*[:=]\s*("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|\[[^\n]*\])\s*$/i;

/** A double-quoted JSON/YAML/TOML string's text (escapes resolved), or its inside as written when it does not parse. */
function looseString(v: string): string {
  try {
    const s: unknown = JSON.parse(v);
    return typeof s === 'string' ? s : v.slice(1, -1);
  } catch {
    return v.slice(1, -1);
  }
}

/** cls-edits16b: "1. a 2. b 3. c" or "1) a 2) b" on one line. */
const INLINE_STEPS = /^\s*1[.)]\s+\S[^\n]*?\s2[.)]\s+\S[^\n]*?\s3[.)]\s+\S/;
function inlineSteps(t: string): string | undefined {
  const parts: string[] = [];
  let next = 1;
  let from = 0;
  const re = /(^|\s)(\d{1,2})([.)])\s+/g;
  let m: RegExpExecArray | null;
  let last = -1;
  while ((m = re.exec(t))) {
    if (Number(m[2]) !== next) continue;
    const at = m.index + (m[1] as string).length;
    if (last >= 0) parts.push(t.slice(from, at).trim());
    from = at;
    last = at;
    next++;
  }
  if (next <= 3) return undefined;
  parts.push(t.slice(from).trim());
  return parts.join('\n');
}

/** cls-plan17: "Thought: …\nAction: tool\nAction Input: {json}" (optionally followed by "Observation:"). */
const REACT_JSON = /^(?:(?:thought|reasoning)\s*:[^\n]*\n\s*)*action\s*:\s*`?([A-Za-z_][\w.\-/:]{0,80})`?\s*\n\s*action[ _]input\s*:\s*(\{[\s\S]*\})\s*(?:\n\s*(?:observation|thought)\s*:[\s\S]*)?$/i;
/** (cls-plan20) A ReAct step whose tool is a shell or an interpreter and whose input is the command itself. */
const REACT_TEXT_P20 = /^(?:(?:thought|reasoning)\s*:[^\n]*\n\s*)*action\s*:\s*`?(bash|shell|sh|zsh|terminal|run_shell_command|execute_command|run_command|run_terminal_cmd|shell_exec|exec|cmd|powershell|pwsh|python|python_repl|python_repl_ast)`?\s*\n\s*action[ _]input\s*:\s*(?![{[])([^\n][\s\S]{0,4000}?)\s*(?:\n\s*(?:observation|thought)\s*:[\s\S]*)?$/i;
/** (cls-interp21) A Jupyter cell or notebook as JSON ({"cell_type": "code", "source": [...]}, {"cells": [...]}): each code
 *  cell's source is what runs (markdown cells are prose). Null when the text is no such JSON. */
function notebookCells(t: string): { code: boolean; text: string }[] | null {
  if (t.charCodeAt(0) !== 123 || t.length > 200_000 || !t.includes('"cell_type"') || !t.includes('"source"')) return null;
  let j: unknown;
  try {
    j = JSON.parse(t);
  } catch {
    return null;
  }
  const o = j as { cells?: unknown; cell_type?: unknown; source?: unknown };
  const cells = (Array.isArray(o.cells) ? o.cells : [o]) as { cell_type?: unknown; source?: unknown }[];
  const out: { code: boolean; text: string }[] = [];
  for (const c of cells.slice(0, 200)) {
    if (!c || typeof c !== 'object') continue;
    const src = Array.isArray(c.source) ? c.source.filter((x): x is string => typeof x === 'string').join('') : typeof c.source === 'string' ? c.source : '';
    if (src.trim()) out.push({ code: c.cell_type !== 'markdown' && c.cell_type !== 'raw', text: src });
  }
  return out.length ? out : null;
}

function frameText(raw: string, out: Framed, depth: number): void {
  let t = raw.trim();
  if (!t) return;
  const cells = notebookCells(t);
  if (cells) {
    for (const c of cells) {
      if (c.code) frameText(c.text, out, depth + 1);
      else out.units.push({ k: 'prose', text: c.text, role: 'label' });
    }
    return;
  }
  // cls-edits16b: a numbered plan written on one line ("1. git checkout main 2. git pull … 5. npm publish"): each number
  // in sequence opens a step, as on its own line.
  if (!t.includes('\n') && t.length < 2000 && INLINE_STEPS.test(t)) {
    const split = inlineSteps(t);
    if (split) t = split;
  }
  // (cls-gui20) A menu path written with " > ", " / " or " | " between its steps is a console walk, not a redirection,
  // a path or a pipeline (readers/gui20.ts menuPath20).
  if (depth === 0 && !t.includes('\n') && t.length <= 600 && /\s[>/|]\s/.test(t)) t = menuPath20(t) ?? t;
  if (depth > MAX_FRAME_DEPTH) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // cls-interp20: a Jupyter `%%writefile [-a] PATH` cell writes its body to PATH (judged by what the file does afterwards).
  const wf = /^%%(?:writefile|file)[ \t]+(?:-a[ \t]+)?(\S+)[ \t]*\r?\n([\s\S]*)$/.exec(t);
  if (wf) {
    out.units.push({ k: 'write', path: wf[1] as string, content: wf[2] as string, tool: '%%writefile' });
    return;
  }
  // cls-interp20: IPython's `%env` with nothing after it prints every environment variable, as `env` does.
  if (/^%env[ \t]*$/.test(t)) {
    out.units.push({ k: 'shell', text: 'env' });
    return;
  }
  // cls-interp20: a Ruby or Elixir constant path called as code (Rake::Task["db:drop"].invoke, Rake.application["x"].invoke,
  // Mix.Task.run("ecto.drop")) is program code, not a tool named Rake::Task.
  if (/^(?:(?:require\s+["']rake["']|Rails\.application\.load_tasks|[\w:]+\.application\.load_tasks)\s*[;\n]\s*)*(?:[A-Z]\w*::[A-Z]\w*(?:::[A-Z]\w*)*\s*\[\s*["']|Rake\.application\s*\[\s*["']|Mix\.Task\.(?:run|rerun)\s*\(\s*["'])[\w.:-]+["']\s*[\]),]/.test(t) || /^(?:[A-Za-z_]\w*\s*=\s*)?get_ipython\(\s*\)\s*\.\s*(?:system|getoutput|run_line_magic|run_cell_magic)\s*\(/.test(t)) {
    out.units.push({ k: 'code', text: t });
    return;
  }
  // cls-interp20: a console opened (`heroku run rails console -a acme-prod`, `psql -h db.prod app`, `mongosh "$URL"`), then
  // statements typed at its prompt or after it: each read in the console's language, the launch line as a command.
  const session = t.includes('\n') ? consoleSession(t) : null;
  if (session) {
    frameText(session.launch, out, depth + 1);
    for (const p of session.parts) {
      // (An in-memory SQLite or DuckDB console keeps nothing: read as the CLI given `:memory:`.)
      if (p.lang === 'sql' && session.memory) out.units.push({ k: 'shell', text: `sqlite3 :memory: '${p.text.replace(/'/g, "'\\''")}'` });
      else if (p.lang === 'sql') sqlUnit(p.text, out);
      else if (p.lang === 'redis') for (const l of p.text.split('\n')) out.units.push({ k: 'shell', text: `redis-cli ${l}` });
      else out.units.push({ k: 'code', text: p.text });
    }
    return;
  }
  // cls-plan17: an HTML list of steps (<ol><li>read …</li><li>drop …</li></ol>) is a bulleted list, not a tool call named ol.
  if (/^<(?:ol|ul)\b[^>]*>\s*<li\b/i.test(t) && t.length < 20_000) t = t.replace(/<\/?(?:ol|ul)\b[^>]*>/gi, '\n').replace(/<li\b[^>]*>/gi, '\n- ').replace(/<\/li>/gi, '').replace(/\n\s*\n/g, '\n').trim();
  // cls-plan17: a ReAct trace whose "Action Input:" is a JSON object ("Action: bash / Action Input: {"command": …}",
  // "Action: delete_bucket / Action Input: {"bucket": …}") is that tool called with those arguments; the thought before it
  // is context.
  const react = REACT_JSON.exec(t);
  if (react && t.length < 20_000) {
    try {
      const args: unknown = JSON.parse(react[2] as string);
      if (args && typeof args === 'object' && !Array.isArray(args)) {
        const before = t.slice(0, Math.max(0, t.search(/(?:^|\n)\s*action\s*:/i))).trim();
        if (before) out.context.push(before);
        out.units.push({ k: 'tool', call: { name: react[1] as string, args: args as ToolCall['args'] } });
        return;
      }
    } catch {
      // not JSON: read as written
    }
  }
  // (cls-plan20) …and one whose input is a command line, not JSON ("Action: bash / Action Input: rm -rf …", "Action: terminal",
  // "Action: python_repl / Action Input: import shutil; …"): the command the shell or interpreter tool runs.
  const reactText = REACT_TEXT_P20.exec(t);
  if (reactText && t.length < 20_000) {
    const cmd = (reactText[2] as string).trim().replace(/^(["'`])([\s\S]*)\1$/, '$2').replace(/^```\w*\n?|\n?```$/g, '').trim();
    if (cmd) {
      const before = t.slice(0, Math.max(0, t.search(/(?:^|\n)\s*action\s*:/i))).trim();
      if (before) out.context.push(before);
      if (/python/i.test(reactText[1] as string)) out.units.push({ k: 'code', text: cmd });
      else shellUnit(cmd, out);
      return;
    }
  }
  // cls-api16: a computer-use step written as a call with its target in a comment ("left_click(x=812, y=440)  # the
  // \"Delete 14 selected users\" button", "pyautogui.click(812, 440)  # \"Terminate all instances\""): a click on what the
  // comment names, read as that GUI step in words.
  const guiCall = GUI_CALL_COMMENT.exec(t);
  if (guiCall) {
    // (cls-gui20: with the call's own quoted label first, "click("Make public")  # repo acme/customer-data".)
    const own = /\(\s*["']([^"'\n]{2,60})["']/.exec(t)?.[1];
    out.units.push({ k: 'prose', text: `click ${own ? `"${own}" (${(guiCall[1] as string).trim()})` : (guiCall[1] as string).trim()}`, role: 'main' });
    return;
  }
  // (cls-gui20) A computer-use action (CUA `{"type": "click", …}`, `computer(action="left_click", …)`, `computer_call {…}`)
  // with its target in a caption, summary or reasoning: that step in words (readers/gui20.ts).
  // (cls-gui25: also with the agent's narration before the action, and a typed text submitted with "then Enter" in words.)
  // (cls-gui26: a text typed and submitted with Enter in computer-use, xdotool or AppleScript notation, into a confirmation.)
  const cuStep = axJsonPress26(t) ?? typedSubmit26(t) ?? ahkPress26(t) ?? computerUseStep20(t) ?? naturalUiTask20(t) ?? narratedComputerUse25(t);
  if (cuStep) {
    out.units.push({ k: 'prose', text: cuStep, role: 'main' });
    return;
  }
  // cls-api17: an accessibility-tree locator pressed ('role=button name="Delete organization" → click', 'getByRole button
  // "Remove member" → press'): a click on the control it names.
  const ax = t.length < 400 ? AX_PRESS.exec(t) : null;
  if (ax) {
    out.units.push({ k: 'prose', text: `click "${(ax[1] ?? ax[2]) as string}"${t.slice(ax.index + ax[0].length).trim() ? ` ${t.slice(ax.index + ax[0].length).trim()}` : ''}`, role: 'main' });
    return;
  }
  // cls-api17: device and desktop input commands (adb shell input tap/text/keyevent, xdotool, ydotool, cliclick) with a
  // comment naming what is pressed ("adb shell input tap 540 1650  # \"Delete account\" confirm button"): the press is that
  // GUI step in words, with what was typed before it; the commands themselves are still framed below.
  const input = t.length < 1200 && !t.includes('\n') ? INPUT_CHAIN.exec(t) : null;
  if (input && INPUT_PRESS.test(t.slice(0, input.index + input[0].length - (input[1] as string).length))) {
    const typed = [...t.slice(0, t.length - (input[1] as string).length).matchAll(INPUT_TYPED)].map((m) => (m[1] ?? m[2] ?? m[3]) as string).filter(Boolean);
    out.units.push({ k: 'prose', text: `${typed.length ? `enter ${typed.map((x) => `"${x}"`).join(', ')}, then ` : ''}click ${(input[1] as string).trim()}`, role: 'main' });
  }
  // cls-api17: a websocket message sent from the command line (wscat -c URL -x '{"op": "disable_rule", …}', websocat URL
  // <<< '{…}', echo '{…}' | websocat URL) whose JSON names an operation: that operation, read as a tool call of that name
  // with the message's other fields as its arguments; the command line is still framed below.
  if (depth === 0 && t.length < 4000 && /\b(?:wscat|websocat|wsta|ws)\b/.test(t)) {
    const ws = WS_MESSAGE.exec(t);
    const msg = ws ? parseObject((ws[1] ?? ws[2] ?? ws[3] ?? ws[4]) as string) : undefined;
    if (msg && typeof msg === 'object' && !Array.isArray(msg)) {
      const opKey = Object.keys(msg).find((k) => /^(?:op|operation|action|cmd|command|method|type|name)$/i.test(k) && typeof (msg as Record<string, unknown>)[k] === 'string' && /^[A-Za-z][\w.:/-]{2,60}$/.test((msg as Record<string, string>)[k] as string) && !/^(?:command|request|message|event|call|rpc)$/i.test((msg as Record<string, string>)[k] as string));
      if (opKey) {
        const { [opKey]: name, ...args } = msg as Record<string, unknown>;
        out.units.push({ k: 'tool', call: { name: name as string, args: args as Record<string, Loose> } });
      }
    }
  }
  // cls-api17: code that drives an interface (Playwright, Selenium, Appium, XCUITest …) presses what its locators name:
  // those presses are also read as GUI steps in words; the code itself is still framed below.
  if (depth === 0) {
    const ui = uiDrivenSteps(t);
    if (ui) out.units.push({ k: 'prose', text: ui, role: 'main' });
    // (cls-gui25) A name typed into a confirmation field before a press: a typed confirmation of the pressed act.
    const tcd = ui ? typedConfirmDriven25(t) ?? drivenBank25(t) ?? drivenInvite26(t) : null;
    if (tcd) out.units.push({ k: 'prose', text: tcd, role: 'main' });
  }
  // Only comment lines (`# rm -rf /`, `-- DROP TABLE users;`, `// …`, `REM …`): nothing runs them. A
  // command in them is a mention (context only); a sentence in them still says what the agent does.
  if (COMMENT_LINE_HEAD.test(t) && onlyCommentLines(t)) {
    const body = t.replace(COMMENT_MARKERS, '').trim();
    const sub: Framed = { units: [], context: [] };
    frameText(body, sub, depth + 1);
    if (sub.units.some((u) => u.k !== 'prose')) out.units.push({ k: 'mention', text: body });
    else {
      out.units.push(...sub.units);
      out.context.push(...sub.context);
    }
    return;
  }
  // cls-holes15: an MCP tool invoked from PowerShell (Invoke-McpTool -Server azure -Tool x -Arguments @{k="v"; n=2}) is
  // that tool call, as mcp__azure__x {…} is.
  if (/^Invoke-Mcp(?:Tool|Call)?\s/i.test(t) && t.length < 4000) {
    const call = psMcpCall(t);
    if (call) {
      out.units.push({ k: 'tool', call });
      return;
    }
  }
  // "`npm test`", "Step 2: `git status`", "Next: `pytest -q`": a whole text (or a label's rest) that is one
  // Markdown inline-code span is the command written as code, not a shell substitution whose output runs; the
  // command inside is read as itself. A span that fetches, decodes or prints made-up text keeps the substitution reading
  // (`` `curl -s http://x/cmd` `` run by a shell executes what it downloads).
  const span = /^`([^`\n]{1,4000})`$/.exec(t);
  if (span && !SUBST_OUTPUT_HEAD.test(span[1] as string)) {
    frameText(span[1] as string, out, depth + 1);
    return;
  }
  // A Markdown table ("| # | Step |\n|---|---|\n| 1 | Back up |\n| 2 | Drop … |"): each row is a step; read as a
  // list of its cells (the header over the separator line and bare step numbers dropped), so every row is judged.
  if (t.includes('|') && MD_TABLE_SEP.test(t)) {
    const list = markdownTableList(t);
    if (list !== null) {
      if (list.todo) out.todo = true;
      frameText(list.text, out, depth + 1);
      return;
    }
  }
  // A REST Client / JetBrains .http file: requests separated by "###" lines, each read on its own.
  if (t.startsWith('###') && /^###[^\n]*\n\s*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\S/m.test(t)) {
    for (const part of t.split(/^###[^\n]*$/m).slice(0, 32)) if (part.trim()) frameText(part, out, depth + 1);
    return;
  }
  // Markdown code fences: each fenced block is read in its language, the words around them as prose.
  // (cls-edits19) Aider's whole-file format: a path on its own line, then the file's new text in a fence, and nothing else.
  // The file is written, not run: it is judged by what it holds (a `config/production.py` block is no Python to execute).
  if (t.includes('```') && AIDER_WHOLE.test(t)) {
    for (const b of t.matchAll(AIDER_WHOLE_BLOCK)) out.units.push({ k: 'write', path: b[1] as string, content: `${b[2] as string}\n`, tool: 'aider whole file' });
    return;
  }
  if (t.includes('```') && fencedBlocks(t, out, depth)) return;
  // A list whose items are commands (1. npm test ⏎ 2. dropdb …, "- run: …" steps, a checklist): each item is a step of its
  // own, read on its own — not the rest of the list glued onto the first command. A list under a plan's or a proposal's
  // heading stays the plan it is.
  // (A client's tool call whose quoted argument spans lines, `Edit(file_path: …, old_string: "…⏎- run: npm test⏎…")`,
  // is one call, not a list.)
  // (lead26) A list under a lead that forbids running it and nothing else ("Never run these:", "Do not run any of the
  // following:"): each item names a command that must not run (a mention); the lead is read as the rule it is.
  const forbidden = NEVER_LIST_L26.exec(t);
  if (forbidden) {
    for (const line of (forbidden[2] as string).split('\n')) {
      const m = LIST_ITEM.exec(line);
      if (m && (m[1] as string).trim()) out.units.push({ k: 'mention', text: (m[1] as string).trim(), why: 'a command the text says never to run' });
    }
    out.units.push({ k: 'prose', text: forbidden[1] as string, role: 'main' });
    return;
  }
  if (t.includes('\n') && !/^[<{[]/.test(t) && !wholeCall(t) && commandList(t, out, depth)) return;
  // A script opened by its interpreter line: `#!/bin/bash`, `#!/usr/bin/env sh` is a shell script, read command by
  // command (the line itself is a comment to the shell); `#!/usr/bin/env python3` or `node` is program code.
  const bang = /^#!\s*(?:\/usr)?(?:\/local)?\/bin\/(?:env\s+(?:-\S+\s+)*)?([\w.-]+)/.exec(t);
  if (bang) {
    const interp = (bang[1] as string).toLowerCase();
    if (/^(?:ba|z|k|da|a|mk)?sh$/.test(interp)) {
      shellUnit(t, out);
      return;
    }
    if (/^(?:python[\d.]*|node|ruby|perl|php|deno|bun)$/.test(interp)) {
      out.units.push({ k: 'code', text: t.slice(t.indexOf('\n') + 1 || t.length) });
      return;
    }
  }
  // (cls-plan21) A plan or task list written as YAML (`steps:` / `plan:` / `tasks:` over items with `name:` and `run:` /
  // `command:`) runs its command lines; the names label them (a CI workflow's `jobs:` / `on:` file is left to its readers).
  if (t.length < 8000 && YAML_PLAN_P21.test(t) && !/^\s*(?:jobs|on|stages|pipeline|workflow|services|spec|kind|apiVersion)\s*:/m.test(t)) {
    const runs = [...t.matchAll(/^[ \t]*(?:-[ \t]+)?(?:run|command|cmd|shell|exec)[ \t]*:[ \t]*(?![|>][ \t]*$)(\S[^\n]*)$/gm)].slice(0, 32).map((m) => {
      const v = (m[1] as string).trim();
      return v.startsWith('"') ? looseString(v) : v.startsWith("'") && v.endsWith("'") ? v.slice(1, -1) : v;
    // (lead26) A value under a command key is a command line whenever it reads as one: an unfamiliar CLI (kops, grpcurl,
    // zeabur) or a loop or chain (`for b in …; do …; done`) as well as a known program.
    }).filter((x) => x.trim() && (isProgram(firstWord(x)) || familyFor(firstWord(x)) !== undefined || looksLikeShell(x) || SQL_HEAD.test(x)));
    if (runs.length > 0) {
      for (const m of t.matchAll(/^[ \t]*(?:-[ \t]+)?(?:name|title|step|description)[ \t]*:[ \t]*(\S[^\n]{0,200})$/gm)) out.context.push(m[1] as string);
      for (const r of runs) {
        if (bareStatement(r)) sqlUnit(r, out);
        else shellUnit(r, out);
      }
      return;
    }
  }
  // (cls-plan22) A workflow or plan in YAML whose steps call a service's operation (`uses: gmail.send` / `call:` / `tool:` /
  // `action: s3.put_bucket_acl`, with its parameters under `with:` / `args:` / `params:` / `input:`, as an inline map or
  // indented lines) calls that operation with those parameters: each step is read as the tool call it is. Only a dotted or
  // slashed operation name with no `@version` (a CI action, `actions/checkout@v4`, is left to the CI readers).
  if (t.length < 8000 && /^[ \t]*(?:-[ \t]+)?(?:uses|call|tool|action|op|operation)[ \t]*:[ \t]*[A-Za-z][\w-]*[./][A-Za-z][\w./-]*[ \t]*$/m.test(t) && /^[ \t]*(?:-[ \t]+)?(?:steps|workflow|plan|tasks|jobs_to_run|actions|procedure|step|name|id)[ \t]*:/m.test(t) && !/@v?\d|^\s*(?:on|jobs|runs-on)\s*:/m.test(t)) {
    const lines = t.split('\n');
    const calls: ToolCall[] = [];
    for (let i = 0; i < lines.length && calls.length < 32; i++) {
      const m = /^([ \t]*)(?:-[ \t]+)?(?:uses|call|tool|action|op|operation)[ \t]*:[ \t]*([A-Za-z][\w-]*[./][A-Za-z][\w./-]*)[ \t]*$/.exec(lines[i] as string);
      if (!m) continue;
      const indent = (m[1] as string).length;
      const args: { [k: string]: Loose } = {};
      for (let j = i + 1; j < lines.length; j++) {
        const l = lines[j] as string;
        const li = (/^[ \t]*/.exec(l)?.[0] ?? '').length;
        if (!l.trim()) continue;
        if (li < indent || /^[ \t]*-[ \t]/.test(l) && li <= indent) break;
        const inline = /^[ \t]*(?:with|args|params|parameters|input|arguments)[ \t]*:[ \t]*\{([^\n]{0,600})\}[ \t]*$/.exec(l);
        if (inline) { for (const kv of (inline[1] as string).split(',')) { const x = /^\s*["']?([\w-]+)["']?\s*:\s*(.*?)\s*$/.exec(kv); if (x) args[x[1] as string] = (x[2] as string).replace(/^["']|["']$/g, ''); } continue; }
        const kv = /^[ \t]*["']?([\w-]+)["']?[ \t]*:[ \t]*(\S[^\n]{0,300})$/.exec(l);
        if (kv && !/^(?:with|args|params|parameters|input|arguments|name|step|id|description)$/.test(kv[1] as string)) args[kv[1] as string] = (kv[2] as string).replace(/^["']|["']$/g, '');
      }
      calls.push({ name: (m[2] as string).replace(/[./]/g, '_'), args });
    }
    if (calls.length > 0) {
      for (const call of calls) out.units.push({ k: 'tool', call });
      return;
    }
  }
  // `command: "rm -rf …"`, `cmd = "…"`, `command: ["sh", "-c", "…"]`: a command given as a config value (YAML, TOML,
  // compose, a task runner) on its own line is the command line that runs.
  const keyed = COMMAND_VALUE_LINE.exec(t);
  if (keyed) {
    const v = keyed[1] as string;
    const parsed = v.startsWith('[') ? parseObject(v) : undefined;
    const line = Array.isArray(parsed) ? (parsed.every((x) => typeof x === 'string') ? joinArgs(parsed as string[]) : '') : v.startsWith('"') ? looseString(v) : v.slice(1, -1);
    if (line.trim()) {
      shellUnit(line, out);
      return;
    }
  }
  // Client notations.
  if (t.startsWith('<') && /^<[a-z_]+>/i.test(t)) {
    if (xmlTool(t, out, depth)) return;
  }
  if (t.startsWith('{') || t.startsWith('[')) {
    const end = closeBracket(t, 0);
    const obj = parseObject(t.slice(0, end));
    const rest = t.slice(end).trim();
    // Several calls at once: an OpenAI message's `tool_calls`, an Anthropic message's `content` blocks, a bare
    // array of calls. Each call is read; a list that is not calls falls through to the readers below.
    const calls = callList(obj);
    if (calls.length > 0) {
      for (const call of calls) out.units.push({ k: 'tool', call });
      if (rest) contextOrMore(rest, out, depth);
      return;
    }
    // (cls-plan22) Step objects whose act is split across a tool field and an operation field are those tool calls.
    const stepCalls = stepCallsP22(obj);
    if (stepCalls.length > 0) {
      // (Only done steps: they are reported, a mention of what was run before.)
      for (const call of stepCalls) out.units.push(call.name ? { k: 'tool', call } : { k: 'mention', text: t.slice(0, end), why: 'a step reported done' });
      if (rest) contextOrMore(rest, out, depth);
      return;
    }
    const commandSteps = jsonCommandSteps(obj);
    if (commandSteps) {
      for (const x of commandSteps.done) out.units.push({ k: 'mention', text: x, why: 'a step reported done' });
      for (const x of commandSteps.sentences) frameText(x, out, depth + 1);
      for (const c of commandSteps.commands) {
        if (c.sql) sqlUnit(c.text, out);
        else shellUnit(c.text, out);
      }
      if (rest) contextOrMore(rest, out, depth);
      return;
    }
    // cls-plan15: a plan given as JSON ({"plan": [{"step": 1, "action": "…"}, …]}, {"steps": ["…", "…"]}) whose steps are
    // sentences: read as a numbered plan, step by step.
    const planned = jsonPlan(obj);
    if (planned) {
      frameText(planned, out, depth + 1);
      if (rest) contextOrMore(rest, out, depth);
      return;
    }
    // (cls-shell18) package.json's scripts shown before `npm run x`: only that script (and its pre/post hooks) runs.
    const npmRun = rest ? npmScripts(t) : null;
    if (npmRun) {
      out.context.push(t);
      shellUnit(npmRun, out);
      return;
    }
    // Commands listed as data: ["npm test", "dropdb …"], {"commands": […]}, package.json's {"scripts": {…}}: each runs.
    const listed = commandStrings(obj);
    if (listed.length) {
      for (const c of listed) shellUnit(c, out);
      if (rest) contextOrMore(rest, out, depth);
      return;
    }
    if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
      const call = toolFromObject(obj);
      if (call) {
        out.units.push({ k: 'tool', call });
        if (rest) contextOrMore(rest, out, depth);
        return;
      }
      // The step reported as an object ({"nextActionHint": "run rm -rf ~"}, {"action": "…", "reason": "…"}): the hint is its value.
      const said = Object.entries(obj).find(([k, v]) => HINT_KEY.test(k) && typeof v === 'string' && v.trim());
      if (said) {
        frameText(said[1] as string, out, depth + 1);
        for (const [k, v] of Object.entries(obj)) if (k !== said[0] && typeof v === 'string' && v.trim()) out.context.push(v);
        if (rest) contextOrMore(rest, out, depth);
        return;
      }
    }
  }
  const m = CLAUDE_TOOL.exec(t);
  if (m) {
    claudeCall(t, m[1] as string, m[0].length - 1, out, depth);
    return;
  }
  const sr = t.indexOf('<<<<<<< SEARCH');
  // (cls-edits17) Not a block inside a tool call's JSON (`apply_diff {"path": …, "diff": "<<<<<<< SEARCH\n…"}`): that call is
  // read below with its path and its decoded diff.
  if (sr >= 0 && t.includes('>>>>>>> REPLACE') && !/^[\w.:/-]+\s*\{\s*"/.test(t)) {
    // The file named on the first line: `src/a.py`, or a path with no extension (`.husky/pre-push`, `Dockerfile`).
    // (cls-edits18: also the other well-known names without an extension: Gemfile, Podfile, Procfile, CODEOWNERS …)
    const path = (/^\s*([^\s`]+\.\w+|[^\s`]*\/[^\s`]+|Dockerfile|Makefile|Jenkinsfile|Gemfile|Podfile|Procfile|Vagrantfile|Brewfile|Rakefile|Caddyfile|Containerfile|Justfile|Pipfile|CODEOWNERS)\s*$/m.exec(t.slice(0, sr))?.[1] ?? '').trim();
    const body = t.slice(sr);
    const split = body.indexOf('=======');
    out.units.push({ k: 'write', path, old: body.slice(14, split < 0 ? 14 : split), content: body.slice(split < 0 ? 14 : split + 7).replace(/>>>>>>> REPLACE[\s\S]*$/, ''), tool: 'search-replace' });
    return;
  }
  // A unified diff shown as it is (git diff, diff -u): each file judged by its + lines against its - lines.
  if (/^(?:diff --git \S|--- \S[^\n]*\n\+\+\+ \S)/.test(t)) {
    out.units.push({ k: 'patch', text: t });
    return;
  }
  if (/^(?:apply_patch\b|\*\*\* Begin Patch)/.test(t)) {
    out.units.push({ k: 'patch', text: t });
    return;
  }
  // Edit tools written as text: "write_to_file <path>\n<content>", "Create <path>:\n<content>", "str_replace in
  // <path>\nold: …\nnew: …". The file is judged by what it holds afterwards (LABELS: an edit by what the file does).
  const wt = WRITE_TEXT.exec(t);
  if (wt) {
    const empty = wt[2] !== undefined;
    const body = t.slice(wt[0].length);
    if (empty || body.trim()) {
      out.units.push({ k: 'write', path: wt[1] as string, content: empty ? '' : body, old: '', tool: 'write (text)' });
      return;
    }
  }
  // (cls-shell25) "Add to <file>:" / "Append to <file>:" and the lines under it: those lines written into the file.
  const added25 = addedTo25(t);
  if (added25) {
    out.units.push({ k: 'write', path: added25.path, content: added25.body, old: '', tool: 'described edit' });
    return;
  }
  const rt = REPLACE_TEXT.exec(t);
  if (rt) {
    const unq = (x: string) => x.trim().replace(/^(["'`])([\s\S]*)\1$/, '$2').replace(/\\n/g, '\n');
    out.units.push({ k: 'write', path: rt[1] as string, old: unq(rt[2] as string), content: unq(rt[3] as string), tool: 'replace (text)' });
    return;
  }
  // (cls-api15) A request described in words ("Send a POST to /v1/transfers with amount 50000 and destination acct_1…",
  // "Make a DELETE request to https://…/customers", "Fire a PATCH at /admin/settings with {…}"): the request it names,
  // its body from the JSON or the "key value" pairs written after "with", the sentence's words for the environment.
  const said = saidRequest(t);
  if (said) {
    out.units.push(said);
    return;
  }
  const h = HTTP.exec(t);
  // …/path, a full URL, or an Elasticsearch console path (_snapshot/repo/*, orders/_delete_by_query).
  if (h && /^(?:https?:\/\/|\/|\$|\{|_[a-z]|[\w.*,-]+\/_[a-z])/.test(h[2] as string)) {
    out.units.push({ k: 'http', method: h[1] as string, url: h[2] as string, rest: t.slice(h[0].length) });
    return;
  }
  if (GRAPHQL.test(t) && !TOOL_JSON_ARGS.test(t)) {
    out.units.push({ k: 'graphql', text: t });
    return;
  }
  // A Dockerfile: each RUN line runs inside the image being built. Files it removes or changes are the image's
  // (gone with the build container), so only what reaches outside it is judged: downloads, pushes, cloud calls.
  const docker = dockerfileRuns(t);
  if (docker !== null) {
    out.units.push({ k: 'mention', text: t, why: 'a Dockerfile: steps that only change the image being built' });
    if (docker.trim()) shellUnit(docker, out);
    return;
  }
  // package.json scripts shown with `npm run x` / `yarn x` / `pnpm x`: what runs is the script (with its pre/post hooks).
  const npm = npmScripts(t);
  if (npm) {
    out.context.push(t);
    shellUnit(npm, out);
    return;
  }
  // `memory.save({key: …, value: …})`, `mem0.add("…", user_id="dana")`, `client.memories.create({…})`: a memory
  // store called as a method is the memory tool (its note judged by what it authorises or stores), not SDK code.
  // (cls-edits22) …also after the lines that set the client up (`from mem0 import Memory`, `m = Memory()`, `client =
  // Letta(token=…)`), and Letta's core and archival memory writes (`client.agents.blocks.modify(…, value="…")`,
  // `core_memory_append(…)`, `archival_memory_insert(…)`, `client.agents.passages.create(…, text="…")`).
  const e22 = memorySetupE22(t);
  if (e22 !== t && (MEMORY_METHOD.test(e22) || MEMORY_METHOD_P20.test(e22) || MEMORY_METHOD_E22.test(e22))) {
    frameText(e22, out, depth + 1);
    return;
  }
  const l22 = MEMORY_METHOD_E22.exec(t);
  if (l22) {
    out.units.push({ k: 'tool', call: { name: 'memory_save', args: looseArgs(t.slice(l22[0].length, t.lastIndexOf(')'))) } });
    return;
  }
  const mcall = MEMORY_METHOD.exec(t) ?? MEMORY_METHOD_P20.exec(t) ?? MEMORY_METHOD_P21.exec(t);
  if (mcall) {
    const body = t.slice(mcall[0].length, t.lastIndexOf(')'));
    const inner = body.trim();
    const parsed = inner.startsWith('{') ? parseObject(inner.slice(0, closeBracket(inner, 0))) : null;
    let args = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : looseArgs(body);
    // (cls-plan21) A LangGraph put's note is its value object, after the namespace tuple and the key: its strings are the note.
    if (!MEMORY_METHOD.exec(t) && !MEMORY_METHOD_P20.exec(t)) {
      const at = body.indexOf('{');
      const value = at >= 0 ? parseObject(body.slice(at, closeBracket(body, at))) : null;
      const strings = value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value).filter((x): x is string => typeof x === 'string') : [];
      args = { content: strings.length ? strings.join('. ') : body.replace(/^[\s\S]*?\)\s*,\s*/, '').slice(0, 2000) };
    }
    out.units.push({ k: 'tool', call: { name: 'memory_save', args } });
    return;
  }
  // (cls-code16) A rollback command shown with the migration it reverts: its down step is what runs, on the
  // environment the command names (knex migrate:down --env production + exports.down = … dropTable(…)).
  const down = migrationDown(t);
  if (down) {
    shellUnit(down.cmd, out);
    out.units.push({ k: 'code', text: down.body });
    return;
  }
  // A Makefile or justfile recipe shown with the command that runs it: the recipe is what runs.
  const recipe = makeRecipe(t);
  if (recipe) {
    out.context.push(t.slice(0, recipe.at));
    shellUnit(recipe.script, out);
    return;
  }
  // Each test runs at most once per text (prose reaches both checks below); plain variables, not
  // memoising closures, since this runs for every input.
  // (cls-edits18) An edit tool named before its JSON arguments (Gemini `replace {"file_path", "old_string", …}`, Roo
  // `apply_diff {"path", "diff"}`): a tool call, even when the text it carries (`if (!ok) throw new BadRequest()`) reads as code.
  if (/^[a-z][\w-]*\s*\{\s*"(?:file_path|path|target_file|absolute_path|command)"\s*:/.test(t) && namedCall(t, out, depth)) return;
  // PowerShell blocks (`if (Test-Path x) { Remove-Item … }`, `try { … } catch { … }`, `& { … }`, `1..3 | ForEach-Object
  // { … }`, `function Do-It { … }`) look like C-like code; with a cmdlet at a command position they are PowerShell.
  if (PS_BLOCK_HEAD.test(t) && PS_CMDLET_AT_COMMAND.test(t)) {
    shellUnit(t, out, 'powershell');
    return;
  }
  // (cls-holes16) PowerShell's environment drive listed by an alias of Get-ChildItem (gci env:, ls env:, dir env:*), alone or
  // piped on: a PowerShell line (the trailing colon of `env:` is no label, `gci` no word of prose).
  if (PS_ENV_LISTING.test(t)) {
    shellUnit(t, out, 'powershell');
    return;
  }
  // A shell function written with the `function` keyword (function wipe { … }, function wipe() { … }) whose body opens on
  // a program (rm, psql, kubectl …) is a script, not JavaScript.
  const fnHead = /^function\s+[\w:.-]+\s*(?:\(\s*\))?\s*\{?[ \t]*\n\s*([^\n]*)/.exec(t);
  if (fnHead && (isProgram(firstWord(fnHead[1] as string)) || /^(?:local|declare|readonly|typeset)\s+-?\w|^(?:if|while|until)\s+\[|^for\s+\w+\s+in\s/.test(fnHead[1] as string)) && !looksLikeCode((fnHead[1] as string).trim())) {
    shellUnit(t, out);
    return;
  }
  // An SQL statement with a function call in it (`WHERE expires_at < now()`) looks like code to the code test: SQL first.
  const code = looksLikeCode(t) && !(SQL_HEAD.test(t) && !/^\w+\s*\(/.test(t) && !englishNotSql(t) && !isProgram(firstWord(t)));
  let shell: boolean | undefined = code ? looksLikeShell(t) : undefined;
  // Python/JS statements no shell program starts with (from x import y; import a, b; def f(): …) are code even when the first word is also a program name.
  // (cls-code15) A name bound with spaces around "=" (op = client.delete(…), ls = s3.list_objects(…)) is no shell
  // assignment and no command line, even when the name is also a program's (1Password's op, ls).
  if ((code && !shell) || (code && (SPACED_BINDING.test(t) || PHP_BOUND.test(t))) || ZX_AWAIT.test(t) || STRONG_CODE_HEAD.test(t) || CODE_CARRIER_HEAD.test(t) || CONSTRUCT_HEAD.test(t) || LAMBDA_CALL_HEAD.test(t) || ANNOTATED_HEAD.test(t) || SSHKIT_HEAD.test(t) || RUBY_TEST_HEAD.test(t) || VB_HEAD.test(t) || (code && t.startsWith('(') && LISP_FORM.test(t)) || (code && /(?:\|>|%>%)\s*[A-Za-z_][\w.:]*[!?]?\s*\(/.test(t))) {
    out.units.push({ k: 'code', text: t });
    return;
  }
  // Code under leading comment lines ("# pay the vendor…" then a call): the comment is context, the code runs.
  const lead = LEADING_COMMENTS.exec(t);
  if (lead && lead[0].length < t.length) {
    const rest = t.slice(lead[0].length);
    if ((looksLikeCode(rest) && !looksLikeShell(rest)) || STRONG_CODE_HEAD.test(rest)) {
      out.units.push({ k: 'code', text: t });
      return;
    }
  }
  // Comment lines over a command or statement ("# cleanup\nrm -rf build/", "-- nightly purge\nDELETE …"): the comment
  // names the step like a label (what it says still counts), the lines under it are what runs.
  const heading = LEAD_COMMENT_LINES.exec(t);
  if (heading && heading[0].length < t.length) {
    const sub: Framed = { units: [], context: [] };
    frameText(t.slice(heading[0].length), sub, depth + 1);
    if (sub.units.length > 0 && sub.units.every((u) => u.k !== 'prose')) {
      const words = heading[0].replace(COMMENT_MARKERS, '').trim();
      if (words) out.units.push({ k: 'prose', text: words, role: 'label' });
      out.units.push(...sub.units);
      out.context.push(...sub.context);
      return;
    }
  }
  // A notebook cell's prompt (IPython/Jupyter "In [7]:"): the cell is what follows (!shell, %sql, %%bash or code).
  const cell = /^In\s*\[\s*\d*\s*\]\s*:\s*/.exec(t);
  if (cell && cell[0].length < t.length) {
    frameText(t.slice(cell[0].length), out, depth + 1);
    return;
  }
  // (cls-interp21) A notebook cell mixing Python lines and `!cmd` lines (path = "/x" ⏎ !rm -rf {path}), or opened by a cell
  // magic that only wraps it (%%capture, %%time): Python code whose `!` lines are shell escapes, read by the code reader.
  if (t.includes('\n') && t.length < 40_000 && /^[ \t]*!(?!=)[A-Za-z./~$]/m.test(t) && (/^(?:[A-Za-z_]\w*\s*=(?!=)|import\s+\w|from\s+[\w.]+\s+import\s)/m.test(t) || /^%%(?:capture|time|timeit|prun|debug)\b/.test(t))) {
    out.units.push({ k: 'code', text: t });
    return;
  }
  // (cls-interp21) Databricks' language magics (%python, %scala, %r, %sh, %md) open a cell in that language.
  const dbx = /^%(python|scala|r|sh|md)[ \t]*(?:\n|[ \t](?=\S))/.exec(t);
  if (dbx && dbx[0].length < t.length) {
    const rest = t.slice(dbx[0].length);
    const lang = dbx[1] as string;
    if (lang === 'md') out.units.push({ k: 'prose', text: rest, role: 'label' });
    else if (lang === 'sh') shellUnit(rest, out);
    else out.units.push({ k: 'code', text: rest });
    return;
  }
  // A notebook shell escape (!gsutil rm …, !pip install …): the command after the "!".
  if (/^!\s*[a-z]/i.test(t) && isProgram(firstWord(t.replace(/^!\s*/, '')))) {
    shellUnit(t.replace(/^!\s*/, ''), out);
    return;
  }
  // "name {json}" / "name(args)" / "server.tool key=value" tool calls.
  if (namedCall(t, out, depth)) return;
  // Shell labels and prompts.
  const sl = SHELL_LABEL.exec(t);
  if (sl) {
    const dialect: Dialect | undefined = sl[1] ? 'powershell' : sl[2] ? 'cmd' : undefined;
    shellUnit(t.slice(sl[0].length), out, dialect);
    return;
  }
  const sr2 = SLASH_RUN.exec(t);
  if (sr2) {
    shellUnit(t.slice(sr2[0].length), out);
    return;
  }
  if (SLASH_COMMAND.test(t) && slashCommand(t, out)) return;
  const p = PROMPT.exec(t);
  // (cls-interp21) `> /var/log/auth.log`, `true > /etc/hosts`, `:> file`: a redirect with nothing (or a builtin that prints
  // nothing) before it empties the file; it is no prompt followed by a program named like a data file.
  if (p && emptyingRedirect(p[0], t.slice(p[0].length))) {
    shellUnit(t, out);
    return;
  }
  // `cat > notes.md`, `sort > out.txt`: a program's output redirected, not a `name>` prompt.
  if (p && p[0].length < t.length && !isOutputRedirect(p[0])) {
    const rest = t.slice(p[0].length);
    const label = p[0].replace(/[>#$%]\s*$/, '').trim();
    if (label) out.context.push(label);
    // "Next: grant roles/owner on the prod project to …": an English sentence after a label is no statement.
    if (/^(?:mysql|mariadb|psql|postgres|sqlite|sql|snowsql|clickhouse|duckdb|cqlsh|bq|hive|spark-sql|trino|presto)/i.test(label) || (SQL_HEAD.test(rest) && !englishNotSql(rest))) {
      out.units.push({ k: 'sql', text: rest });
      return;
    }
    if (/^(?:mongo|mongosh|redis|redis-cli)/i.test(label)) {
      out.units.push({ k: 'code', text: /^redis/i.test(label) ? `redis-cli ${rest}` : rest });
      return;
    }
    if (/console|irb|rails|iex|python|node|>>>|\((?:dev|development|prod|production|staging|test)\)$/i.test(label)) {
      out.units.push({ k: 'code', text: rest });
      return;
    }
    frameText(rest, out, depth + 1);
    return;
  }
  // (cls-gui18: "Create memory: …", "Update memory: …" open a memory note, not a CREATE or UPDATE statement.)
  if (SQL_HEAD.test(t) && !englishNotSql(t) && !/^\s*(?:create|update|insert|add|save|store)\s+(?:a\s+)?(?:new\s+)?memor(?:y|ies)(?:\s+(?:entry|item|note))?\s*[:：]/i.test(t) && (!isProgram(firstWord(t)) || /^set\s+(?:global|session|persist)\s/i.test(t) || /^copy\s*\(\s*select\b/i.test(t) || /^copy\s+into\s+(?:@|'|"|[\w.]+\s+from\s)/i.test(t) || /^truncate\s+table\s/i.test(t) || /^RESET\s+(?:MASTER|BINARY\s+LOGS)\b/.test(t) || /^reset\s+(?:master|binary\s+logs)[\w\s]*;\s*$/i.test(t) && !/^reset\s+master\s+\w/i.test(t))) {
    // cls-benign17: "DROP TABLE users คืออะไร", "DELETE FROM orders 有什么用？": the statement is asked about.
    if (askedAboutB17(t)) {
      out.units.push({ k: 'mention', text: t, why: 'a statement asked about' });
      return;
    }
    sqlUnit(t, out);
    return;
  }
  if (/^(?:mongo(?:sh)?\s*:\s*)?db\.[\w$]+\.\w+\(|^db\.\w+\(/.test(t)) {
    out.units.push({ k: 'code', text: t.replace(/^mongo(?:sh)?\s*:\s*/, '') });
    return;
  }
  if ((shell ??= looksLikeShell(t))) {
    shellUnit(t, out);
    return;
  }
  // A bare PowerShell expression ($env:NAME) is a statement: PowerShell prints its value.
  if (/^\$\{?env:\w+\}?\s*;?$/i.test(t)) {
    shellUnit(t, out, 'powershell');
    return;
  }
  if (code) {
    out.units.push({ k: 'code', text: t });
    return;
  }
  // A memory note runs nothing: what it names is what later runs may do without asking (or must ask about).
  // A note that opens on what it describes ("Note for future sessions: the `rm -rf` in clean.sh only touches
  // ./build") states a fact about a named thing; the commands it quotes are that thing's, not run now.
  // A line written into an agent's instruction file (CLAUDE.md, .cursorrules …) is such a note too; one that waives
  // asking keeps the commands it quotes, judged as the acts it pre-approves.
  const noteFile = NOTE_FILE_LEAD.test(t);
  if (noteFile && memoryWaives(t)) {
    out.units.push({ k: 'prose', text: t, role: 'memory' });
    // cls-plan15: a waiver whose quoted commands are all routine (`npm test`, `npm run lint`) pre-approves only those;
    // the note's reading judges them and its other words.
    if (quotesOnlyRoutine(t)) return;
  }
  if ((noteFile && !memoryWaives(t)) || MEMORY_LEAD.test(t) || standingNote(t)) {
    out.units.push({ k: 'prose', text: t, role: 'memory' });
    return;
  }
  // "Translate this runbook step to Spanish: 'DROP DATABASE billing;'", "Übersetze ins Englische: …": the text after
  // the colon is material to translate or reword, so a command or statement inside it is not run. Only one line
  // with nothing chained after the material outside quotes: "Translate: hi && rm -rf ~" still runs its tail.
  if (TEXT_TASK_LEAD.test(t) && !/\n|&&|\|\||;\s*\S|\|/.test(t.replace(/(["'`“«])[^"'`”»\n]*["'`”»]/g, ''))) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // "Update README.md: add a section on `DROP DATABASE`", "Adding a line to docs/x.md: \"…\"": documentation
  // being written; what follows the colon is the document's text (mentioned), the words before it the edit.
  if (DOCS_EDIT.test(t)) {
    // (cls-benign19) "Document in docs/ops.md that `DROP TABLE` must never be run by hand": after the named document, a
    // that/saying clause is the document's text, when nothing follows it as a further step.
    const said = DOC_THAT_B19.exec(t);
    const cut = said && !/[.;!?]\s+\S|\b(?:then|afterwards|after that|and also)\b/i.test(t.slice(said.index + said[0].length)) ? { index: said.index + said[0].length - 1 } : /:\s|\s["“«]/.exec(t);
    if (cut && cut.index > 0) {
      out.units.push({ k: 'prose', text: t.slice(0, cut.index), role: 'main' });
      out.units.push({ k: 'mention', text: t.slice(cut.index + 1).trim(), why: 'the text of a document being written' });
    } else out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // Options laid out for the person ("Option 1: `…`. Option 2: …. Your call."): read whole, as prose.
  if (laysOutOptions(t)) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // "Step 1: open src/a.ts\nStep 2: …": a plan's first marker is no label over a script; the plan is read step by
  // step as prose, with the commands written in its steps.
  const colon = labelSplit(t);
  // "Roadmap:\n- Q1: migrate …\n- Q2: …": a colon inside a step's own label ("Q1:", "M2:") after a heading and a
  // bullet: the text is a list of steps, not a label over a script. So is a list whose first item has its own label
  // ("- Lint: `npm run lint`\n- Test: `npm test`").
  if (colon && ((/\n[ \t]*(?:[-*•]|\d{1,2}[.)]|\[[ xX]\])[ \t]+\S[^\n]*$/.test(colon[0]) || (/^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+[^\n]*$/.test(colon[0]) && t.includes('\n'))) && planSteps(t) !== null)) {
    proseWithCommands(t, out);
    return;
  }
  // "Next steps: 1) grep … 2) replace … 3) run …", "Plan:\n- …\n- …": a plan's heading over two or more enumerated
  // steps (inline or on lines) is no label over a script either.
  // (cls-plan19: also "(1) … (2) …".)
  if (colon && PLAN_LABEL.test(colon[0]) && (colon[1].match(/(?:^|\s)(?:\(?\d{1,2}[.)]|[-*•])\s+\S/g)?.length ?? 0) >= 2) {
    proseWithCommands(t, out);
    return;
  }
  if (colon && STEP_LABEL.test(colon[0]) && /\n\s*(?:(?:step|phase|stage|schritt|paso|étape|passo|fase|krok|шаг)\s*\d{1,2}\s*[:.)-]|\d{1,2}[.)]\s)/i.test(colon[1])) {
    proseWithCommands(t, out);
    return;
  }
  // cls-plan15: "Edit .npmrc: change `a` to `b`", "In k8s/prod/x.yaml: add `hostPath: …`": a file named by an edit verb
  // over a described change is one sentence about that file's edit (readers/files.ts describedEdit), not a label over
  // commands.
  if (colon && EDIT_FILE_LABEL.test(colon[0].trim()) && EDIT_REST.test(colon[1].trim())) {
    proseWithCommands(t, out);
    return;
  }
  // cls-api16: "Okta Admin Console → Security → … → Catch-all rule: set \"…\" to Password only, Save": after a GUI path of
  // menu arrows, the colon opens the step taken on that page, in words; no label over a command.
  if (colon && /\s→\s[^\n]*\s→\s/.test(colon[0]) && !/[`$|;&]|\s--?[a-z]/.test(colon[1])) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // (cls-en18) Ticket shorthand with the verb last: "customers table: truncate", "prod cache: flush pls": a bare English
  // verb after the colon, with no argument, is no command (`truncate` alone fails); the line is read in words.
  // (A heading such as "Note:" or "TODO:" names no thing: only a store named before the colon is what the verb acts on.)
  if (colon && !colon[0].includes('\n') && TICKET_STORE_EN18.test(colon[0]) && /^\s*(?:truncate|flush|wipe|purge|nuke|drop|delete|destroy|erase|empty|shred|kill)(?:\s+(?:it|them|all|everything|now|pls|plz|please|asap|today|tonight))*\s*[.!]*\s*$/i.test(colon[1])) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // "Label: <surface>": "Snowflake worksheet (role X): MERGE …", "Disabling the WAF: aws wafv2 …".
  if (colon) {
    const [label, rest0] = colon;
    // "Step 2: `curl -s localhost:3000/healthz`", "Next step: `wget …`": under a plan's step label the backticks are
    // Markdown's code quoting, so even a fetch is the command itself, not a substitution whose output runs.
    const code = (STEP_LABEL.test(label) || PLAN_LABEL.test(label)) ? /^\s*`([^`\n]{1,4000})`\s*$/.exec(rest0) : null;
    const rest = code ? (code[1] as string) : rest0;
    const sub: Framed = { units: [], context: [] };
    frameText(rest, sub, depth + 1);
    if (sub.units.some((u) => u.k !== 'prose')) {
      // "Proposed migration for your review (I will not apply it): ALTER TABLE …": shown, not run.
      if (uncommitted(t, label.length)) {
        out.context.push(label);
        out.units.push({ k: 'mention', text: rest, why: UNCOMMITTED_WHY });
        return;
      }
      // cls-intlB15: "이 명령어가 뭘 하는지 설명해 줘: DROP …", "ये कमांड क्या करता है: …": asked about, not run.
      if (asksAboutCommand(label)) {
        out.units.push({ k: 'mention', text: rest, why: 'a command asked about (what it does), not run' });
        out.units.push({ k: 'prose', text: label, role: 'main' });
        return;
      }
      // (cls-benign20) "In the postmortem, quote the exact command: `…`", "Cite verbatim in the incident report: …": the text
      // after the colon is what the document quotes.
      if (QUOTE_LABEL_B20.test(label) && !/\b(?:run|execute|apply|then)\b/i.test(label)) {
        out.units.push({ k: 'mention', text: rest, why: 'a command quoted in a document being written, not run' });
        out.units.push({ k: 'prose', text: label, role: 'main' });
        return;
      }
      out.units.push({ k: 'prose', text: label, role: 'label' });
      out.units.push(...sub.units);
      out.context.push(...sub.context);
      return;
    }
  }
  proseWithCommands(t, out);
}

/** (cls-benign20) A label that quotes what follows into a document: quote/cite/verbatim with a document or "the (exact) command". */
const QUOTE_LABEL_B20 = /^(?=[^\n]{0,160}$)(?:[^\n]*\b(?:post-?mortem|incident\s+(?:report|review|doc|summary)|write-?up|rca|timeline|report|runbook|ticket|notes|doc(?:ument)?|changelog|wiki|slack\s+message|email)\b[^\n]*\b(?:quote|quoting|cite|citing|verbatim|word\s+for\s+word)\b[^\n]*|[^\n]*\b(?:quote|quoting|cite|citing)\b[^\n]*\b(?:post-?mortem|incident|report|write-?up|rca|timeline|runbook|ticket|notes|doc(?:ument)?|changelog|wiki)\b[^\n]*|\s*(?:quote|cite)\s+(?:the\s+|this\s+)?(?:exact\s+|full\s+|offending\s+|bad\s+)?(?:command|statement|query|line|error|log\s+line|message)s?(?:\s+verbatim)?\s*)$/i;
/** (cls-en18) A store named as a ticket's subject ("customers table", "prod db", "old backups", "staging redis"). */
const TICKET_STORE_EN18 = /\b(?:tables?|db|dbs|database|databases|schema|buckets?|cache|caches|queues?|index|indices|backups?|snapshots?|logs|cluster|collection|redis|sessions|data|users|accounts|records|volumes?|disks?|topics?|namespaces?|vms?|instances?|servers?)\s*$/i;
/** "running `make clean`; Makefile target:\nclean:\n\trm -rf build/": the recipe's lines, with make variables. */
/** cls-holes15: `Invoke-McpTool -Server S -Tool T -Arguments @{k="v"; n=2}` (or a JSON object) as a tool call. */
function psMcpCall(t: string): ToolCall | null {
  const opt = (name: string): string | undefined => new RegExp(`(?:^|\\s)-${name}\\s+(?:"([^"]*)"|'([^']*)'|([^\\s@{]+))`, 'i').exec(t)?.slice(1).find((x) => x !== undefined);
  const tool = opt('(?:Tool|ToolName|Name)');
  if (!tool) return null;
  const server = opt('(?:Server|ServerName)');
  const args: { [k: string]: Loose } = {};
  const body = /-(?:Arguments|Args|Params|Parameters)\s+['"]?(@?\{[^{}]{0,2000}\})/i.exec(t)?.[1];
  if (body?.startsWith('{')) {
    const v = jsonValue(body);
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(args, v);
  } else if (body) {
    for (const p of body.slice(2, -1).split(/[;\n]/).slice(0, 32)) {
      const kv = /^\s*["']?([\w.-]+)["']?\s*=\s*(?:"([^"]*)"|'([^']*)'|(\$(?:true|false))|(\S+?))\s*$/i.exec(p);
      if (!kv) continue;
      const bool = kv[4]?.toLowerCase();
      const raw = kv[5];
      setOwn(args, kv[1] as string, bool ? bool === '$true' : raw !== undefined ? (/^-?\d+$/.test(raw) && raw.length < 15 ? Number(raw) : raw) : (kv[2] ?? kv[3] ?? ''));
    }
  }
  const call: ToolCall = { name: tool, args };
  if (server) call.server = server;
  return call;
}

const ROLLBACK_CMD = /^[ \t]*(?:\$[ \t]*)?((?:[A-Z_]+=\S+[ \t]+)*(?:npx[ \t]+|yarn[ \t]+|pnpm[ \t]+|bundle[ \t]+exec[ \t]+|php[ \t]+)?(?:knex[ \t]+migrate:(?:down|rollback)|sequelize(?:-cli)?[ \t]+db:migrate:undo(?::all)?|alembic[ \t]+downgrade|(?:bin\/)?rails[ \t]+db:(?:rollback|migrate:down)|rake[ \t]+db:(?:rollback|migrate:down)|artisan[ \t]+migrate:(?:rollback|reset)|typeorm[ \t]+migration:revert|flask[ \t]+db[ \t]+downgrade|migrate[ \t]+[^\n]*\bdown\b)[^\n]*)$/m;
const DOWN_STEP = /(?:exports\.down\s*=|export\s+(?:async\s+)?function\s+down\s*\(|(?:public\s+)?async\s+down\s*\(|def\s+(?:self\.)?down\b|def\s+downgrade\s*\(|public\s+function\s+down\s*\(|protected\s+override\s+void\s+Down\s*\()/;
function migrationDown(t: string): { cmd: string; body: string } | null {
  if (!t.includes('\n') || t.length > 20_000 || !/down|rollback|revert|undo/i.test(t)) return null;
  const c = ROLLBACK_CMD.exec(t);
  const d = DOWN_STEP.exec(t);
  if (!c || !d) return null;
  // The down step runs to the next step of the migration (an up written after it) or the end.
  const rest = t.slice(d.index);
  const next = /\n[ \t]*(?:exports\.up\s*=|export\s+(?:async\s+)?function\s+up\s*\(|(?:public\s+)?async\s+up\s*\(|def\s+(?:self\.)?up\b|def\s+upgrade\s*\(|public\s+function\s+up\s*\()/.exec(rest);
  const body = (next ? rest.slice(0, next.index) : rest).slice(0, 3000);
  const env = /\b(?:--env[= ]|RAILS_ENV=|APP_ENV=|NODE_ENV=|-e[ \t]+)(\w+)/.exec(c[1] as string)?.[1];
  return { cmd: c[1] as string, body: env ? `// environment: ${env}\n${body}` : body };
}

function makeRecipe(t: string): { at: number; script: string } | null {
  // Every form below needs a line break (a heading or target line, then the recipe's lines): one line is no recipe.
  if (!t.includes('\n')) return null;
  const m = /\b(?:makefile|justfile|recipe|target)\b[^\n]*\n/i.exec(t);
  // A bare Makefile: variables, then a target line and its tab-indented recipe.
  // A justfile indents its recipe with spaces: a target line, then indented lines none of which is YAML
  // (`key: value`, `- item`), so a YAML mapping ("cleanup:\n  stage: test") is not taken for a recipe.
  const bare = !m && (/^(?:[A-Za-z_]\w*\s*[?:+]?=[^\n]*\n)*[\w./-]+\s*:(?!=)[^\n]*\n\t\S/.test(t) || spaceRecipe(t));
  if (!m && !bare) return null;
  const body = m ? t.slice(m.index + m[0].length) : t;
  const lines = body.split('\n');
  const vars = new Map<string, string>();
  const script: string[] = [];
  // (cls-code16) The invocation shown with the file (`$ make purge ENV=dev`, `ENV=dev make purge`, `$ just drop prod`):
  // only the target it names runs; VAR=value on its line overrides the file's value, and a justfile recipe's parameters
  // (`drop env:`) take the words after the target.
  const inv = /^[ \t]*(?:\$[ \t]*)?((?:[A-Za-z_]\w*=\S*[ \t]+)*)(?:make|gmake|just)[ \t]+([^\n]*)$/m.exec(body);
  const invWords = inv ? (inv[2] as string).split(/\s+/).filter((w) => w && !w.startsWith('-')) : [];
  const overrides = [...((inv?.[1] ?? '') as string).split(/\s+/), ...invWords].filter((w) => /^[A-Za-z_]\w*=/.test(w));
  const positional = invWords.filter((w) => !/^[A-Za-z_]\w*=/.test(w));
  const target = positional[0];
  // Only a justfile's recipe line names parameters (`drop env:`); elsewhere `for c in xs:` is no target.
  const justMode = /justfile/i.test(m?.[0] ?? '') || /(?:^|\s)just\s/.test(inv?.[0] ?? '');
  const byTarget = new Map<string, string[]>();
  const params = new Map<string, string[]>();
  let current = '';
  let inRecipe = false;
  for (const line of lines) {
    const v = /^([A-Za-z_]\w*)\s*[?:+]?=\s*(.*)$/.exec(line);
    if (v && !inRecipe) {
      vars.set(v[1] as string, JSON.stringify((v[2] as string).trim()));
      continue;
    }
    const head = (justMode ? /^([\w.-]+)((?:[ \t]+[\w=*+-]+)*)[ \t]*:(?!=)/ : /^([\w.-]+)()[ \t]*:(?!=)/).exec(line);
    if (head) {
      inRecipe = true;
      current = head[1] as string;
      params.set(current, ((head[2] ?? '') as string).trim().split(/\s+/).filter(Boolean).map((x) => x.replace(/[=*+].*$/, '')));
      continue;
    }
    if (inRecipe && /^(?:\t| {2,})\S/.test(line)) {
      const cmd = line.trim().replace(/^[@-]+/, '');
      script.push(cmd);
      byTarget.set(current, [...(byTarget.get(current) ?? []), cmd]);
    }
  }
  if (!script.length) return null;
  const chosen = target && byTarget.has(target) ? (byTarget.get(target) as string[]) : script;
  if (target && byTarget.has(target)) {
    (params.get(target) ?? []).forEach((p, i) => {
      if (p && positional[i + 1] !== undefined) vars.set(p, JSON.stringify(positional[i + 1]));
    });
  }
  for (const o of overrides) {
    const k = o.slice(0, o.indexOf('='));
    vars.set(k, JSON.stringify(o.slice(k.length + 1)));
  }
  // Make expands an unset variable to nothing: $(DESTDIR)$(PREFIX) with DESTDIR unset is $(PREFIX).
  // A justfile interpolates {{name}}.
  const text = chosen.join('\n').replace(/\$[({](\w+)[)}]/g, '${$1}').replace(/\{\{\s*(\w+)\s*\}\}/g, '${$1}');
  const used = [...new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((x) => x[1] as string))];
  for (const u of used) if (!vars.has(u)) vars.set(u, '');
  return { at: m ? m.index : 0, script: `${[...vars].map(([k, v]) => `${k}=${v}`).join('\n')}\n${text}` };
}

/** `name:` (or `name arg:` / `name: dep`) then lines indented by spaces that are commands, not YAML keys or items. */
function spaceRecipe(t: string): boolean {
  const lines = t.split('\n');
  if (lines.length < 2 || !/^[\w.-]+(?:\s+[\w.=*+-]+)*\s*:(?!=)(?:\s+[\w.-]+)*\s*$/.test(lines[0] as string)) return false;
  const body = lines.slice(1).filter((l) => l.trim());
  return body.length > 0 && body.every((l) => /^ {2,}(?![-#]\s|[\w.-]+\s*:(?:\s|$))\S/.test(l));
}

const DOCKER_LINE = /^(?:FROM|RUN|COPY|ADD|WORKDIR|ENV|ARG|CMD|ENTRYPOINT|EXPOSE|USER|LABEL|VOLUME|SHELL|HEALTHCHECK|ONBUILD|STOPSIGNAL)\b/;
/** Programs that only change files: inside an image build they change the image. */
const IMAGE_FILE_OPS = /^(?:sudo\s+)?(?:rm|rmdir|unlink|mkdir|touch|chmod|chown|chgrp|ln|cp|mv|sed|tee|echo|printf|cat|find|tar|unzip|gzip|gunzip|cd|true|useradd|adduser|groupadd|addgroup|apt-get\s+(?:clean|autoremove|purge)|apk\s+del|yum\s+clean|dnf\s+clean)\b/;

/**
 * The RUN commands of a Dockerfile (FROM … RUN … lines, continuations joined), without the steps that only change
 * files in the image; null when the text is no Dockerfile.
 */
function dockerfileRuns(t: string): string | null {
  // A Dockerfile here needs a RUN line, and joining continuations only adds spaces: no "RUN" in the text, no Dockerfile.
  if (!t.includes('RUN')) return null;
  const lines = t.replace(/\\\n\s*/g, ' ').split('\n');
  const docker = lines.filter((l) => DOCKER_LINE.test(l.trim()));
  const built = lines.some((l) => /^(?:\$\s*)?(?:docker|podman|buildah)\s+(?:build|buildx\s+build|image\s+build)\b/.test(l.trim()));
  if (!docker.some((l) => /^RUN\s/.test(l.trim())) || !(built || (docker.length >= 2 && docker.some((l) => /^(?:FROM|COPY|WORKDIR|CMD|ENTRYPOINT)\b/.test(l.trim()))))) return null;
  // Every other line is a build command, a comment or blank.
  if (lines.some((l) => l.trim() && !DOCKER_LINE.test(l.trim()) && !/^#/.test(l.trim()) && !/^(?:\$\s*)?(?:docker|podman|buildah)\s+(?:build|buildx\s+build|image\s+build)\b/.test(l.trim()) && !/^dockerfile\s*:?$/i.test(l.trim()))) return null;
  const kept: string[] = [];
  for (const l of docker) {
    const m = /^RUN\s+(.*)$/.exec(l.trim());
    if (!m) continue;
    // (cls-code17: an echo or printf of a secret variable without a redirect prints it into the build log, which leaves the image.)
    for (const part of (m[1] as string).split(/\s*(?:&&|;)\s*/)) if (part.trim() && (!IMAGE_FILE_OPS.test(part.trim()) || (/^(?:echo|printf)\b/.test(part.trim()) && /\$\{?\w*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIALS?)\w*/i.test(part) && !/>/.test(part)))) kept.push(part.trim());
  }
  return kept.join('\n');
}

/** The commands `npm run <name>` (or yarn/pnpm/bun) runs when the text also shows the "scripts" block that defines it. */
function npmScripts(t: string): string | null {
  if (!/"scripts"\s*:\s*\{/.test(t)) return null;
  const run = /(?:^|\n)\s*(?:\$\s*)?(?:npm|pnpm|yarn|bun)\s+(?:run(?:-script)?\s+)?([\w:.-]+)/.exec(t);
  if (!run) return null;
  const name = run[1] === 'test' || run[1] === 't' ? 'test' : (run[1] as string);
  const script = (key: string): string | undefined => {
    const m = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`).exec(t);
    return m ? (m[1] as string).replace(/\\"/g, '"') : undefined;
  };
  const main = script(name);
  if (main === undefined) return null;
  return [script(`pre${name}`), main, script(`post${name}`)].filter((x): x is string => !!x).join('\n');
}

function firstWord(t: string): string {
  return (/^\S+/.exec(t)?.[0] ?? '').toLowerCase();
}

const LIST_ITEM = /^[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+(?:\[[ xX]\][ \t]+)?(.*)$/;
const ITEM_KEY = /^(?:(?:run|cmd|command|script|exec|entry|shell)\s*:\s*|(?:run|execute|then)\s+)/i;
const PLAN_HEADING = /\b(?:plan|proposal|proposed|propose|suggest(?:ed|ion)?|for (?:your )?review|awaiting|waiting for|approv\w*|nothing (?:runs|will run|has run)|not run|won't run|dry[- ]?run|would|could|options?|alternatives?|examples?|e\.g\.|docs?|documentation|runbook|readme|how to)\b/i;

/** Frames a list of commands item by item; false when the text is not one (fewer than two items, none a command, or a plan). */
function commandList(t: string, out: Framed, depth: number): boolean {
  const lines = t.split('\n');
  if (lines.length > 400) return false;
  const items: string[] = [];
  const other: string[] = [];
  for (const line of lines) {
    const m = LIST_ITEM.exec(line);
    if (m) items.push((m[1] as string).trim());
    else if (line.trim()) other.push(line.trim());
  }
  if (items.length < 2) return false;
  // A diff or patch: its "-" lines are removed text, not list items.
  if (/^(?:\*\*\* (?:Begin Patch|Update File|Add File)|@@|--- |\+\+\+ |diff --git|<<<<<<< |={7}$|>{7} )/m.test(t)) return false;
  const command = (x: string) => {
    const c = x.replace(ITEM_KEY, '').replace(/^`([^`]+)`$/, '$1').trim();
    return isProgram(firstWord(c)) && /\s/.test(c) ? c : undefined;
  };
  // Every item a command line: a list that mixes words in ("decide with you what to delete") is read as the text it is.
  const commands = items.map(command);
  if (!commands.every((c): c is string => c !== undefined)) return false;
  // A command line outside the items (cat > ci.yml <<'EOF' over a YAML list) makes the list that command's data.
  if (other.some((x) => /<<|^\$\s/.test(x) || (isProgram(firstWord(x)) && !/^[\w.-]+:\s*$/.test(x)))) return false;
  // Headings and other lines: a plan, a proposal or documentation keeps the list as it is read today.
  if (other.some((x) => PLAN_HEADING.test(x))) return false;
  // Lines other than items: a YAML key over the list ("steps:", "script:") names it; other text is read as text.
  for (const x of other) if (!/^[\w.-]+:\s*$/.test(x)) frameText(x, out, depth + 1);
  for (const c of commands) frameText(c, out, depth + 1);
  return true;
}

/** Command lines given as data: an array of strings (each several words, at least one a command line), or such an array or a
 * name → command map under commands/cmds/steps/script/scripts. Empty when the value is anything else (an argv list of
 * single words is one command and is read elsewhere). */
function commandStrings(obj: Loose): string[] {
  const lines = (v: Loose): string[] => {
    if (Array.isArray(v)) return v.length >= 1 && v.length <= 64 && v.every((x) => typeof x === 'string' && /\S\s+\S/.test(x)) && v.some((x) => isProgram(firstWord(x as string))) ? (v as string[]) : [];
    if (v && typeof v === 'object') {
      const vals = Object.values(v).slice(0, 64);
      return vals.length && vals.every((x) => typeof x === 'string') && vals.some((x) => isProgram(firstWord(x as string))) ? (vals as string[]) : [];
    }
    return typeof v === 'string' && isProgram(firstWord(v)) ? [v] : [];
  };
  if (Array.isArray(obj)) return lines(obj).length >= 2 ? lines(obj) : [];
  if (!obj || typeof obj !== 'object') return [];
  const keys = Object.keys(obj);
  const k = keys.find((x) => /^(?:commands|cmds|steps|scripts?)$/i.test(x));
  return k ? lines(obj[k] as Loose) : [];
}

function contextOrMore(rest: string, out: Framed, depth: number): void {
  const r = rest.replace(/^(?:#|\/\/|--)\s*/, '').trim();
  if (!r) return;
  // (cls-edits17) A further client call on the next line (`Write(…)` then `Bash(command: "git add … && git commit …")`) is
  // the next step, read as its own call, not a note about the first.
  if (CLAUDE_TOOL.test(rest) && depth < 8) {
    frameText(rest, out, depth + 1);
    return;
  }
  // A trailing note ("# on the public server", "(production project)") is context.
  out.context.push(r);
  void depth;
}

// ------------------------------------------------------------------ tool calls

const NAME_KEYS = ['name', 'tool', 'tool_name', 'toolName', 'function', 'method', 'operation', 'action', 'command_name'];
const ARG_KEYS = ['arguments', 'args', 'input', 'tool_input', 'toolInput', 'parameters', 'params', 'payload', 'argument'];

const CALL_WRAPPER_KEYS = ['functionCall', 'function_call', 'toolUse', 'tool_use', 'toolCall', 'tool_call'];
const CALL_LIST_KEYS = ['tool_calls', 'toolCalls', 'function_calls', 'calls', 'content', 'tool_uses'];

/** The tool calls of a message that carries several (up to 16), or none. */
function callList(obj: Loose | undefined): ToolCall[] {
  let list: Loose[] | undefined;
  if (Array.isArray(obj)) list = obj;
  else if (obj && typeof obj === 'object') {
    for (const k of CALL_LIST_KEYS) {
      const v = obj[k];
      if (Array.isArray(v)) {
        list = v;
        break;
      }
    }
  }
  if (!list) return [];
  const calls: ToolCall[] = [];
  for (const item of list.slice(0, 16)) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    // Anthropic content blocks: text blocks are words, tool_use blocks are calls.
    if (item.type === 'text' || !callShaped(item)) continue;
    const call = toolFromObject(item);
    if (call) calls.push(call);
  }
  return calls;
}

/** An object written as a call, not a data record that happens to have a `name`. */
function callShaped(o: { [k: string]: Loose }): boolean {
  if (typeof o.type === 'string' && /^(?:tool_use|function|tool_call|function_call|server_tool_use|mcp_tool_use)$/.test(o.type)) return true;
  if (o.function && typeof o.function === 'object') return true;
  if (typeof o.tool_name === 'string' || typeof o.toolName === 'string' || typeof o.tool === 'string') return true;
  return typeof o.name === 'string' && ['arguments', 'args', 'input', 'parameters', 'params'].some((k) => k in o);
}

function toolFromObject(obj: { [k: string]: Loose }): ToolCall | null {
  // One call under its API's wrapper key: Gemini's {"functionCall": {name, args}}, OpenAI's legacy {"function_call": …},
  // Bedrock's {"toolUse": {name, input}} (cls-api13).
  for (const k of CALL_WRAPPER_KEYS) {
    const inner = obj[k];
    if (inner && typeof inner === 'object' && !Array.isArray(inner) && typeof inner.name === 'string') return toolFromObject(inner);
  }
  // A request written as an object ({"method": "DELETE", "url": "https://…", "body": {…}}; Postman's {"request": {…}}
  // with url {"raw": …}): the request it sends, read by the generic request tool, not a JSON-RPC method named POST.
  const req = obj.request && typeof obj.request === 'object' && !Array.isArray(obj.request) ? obj.request : obj;
  const rawUrl = req.url && typeof req.url === 'object' && !Array.isArray(req.url) ? req.url.raw : req.url;
  if (typeof req.method === 'string' && /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i.test(req.method) && typeof rawUrl === 'string' && /^https?:\/\//i.test(rawUrl)) {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) && typeof req.body.raw === 'string' ? req.body.raw : (req.body ?? req.data ?? req.json);
    return { name: 'http_request', args: body === undefined ? { method: req.method, url: rawUrl } : { method: req.method, url: rawUrl, body } };
  }
  // {"tool_name": "Bash", "tool_input": {...}}, {"name": "x", "arguments": {...}}, {"function": {"name", "arguments"}}
  const fn = obj.function;
  if (fn && typeof fn === 'object' && !Array.isArray(fn) && typeof fn.name === 'string') {
    const a = typeof fn.arguments === 'string' ? parseObject(fn.arguments) : fn.arguments;
    return { name: fn.name, args: asArgs(a) };
  }
  for (const nk of NAME_KEYS) {
    const name = obj[nk];
    if (typeof name !== 'string' || !/^[\w.:/-]{2,120}$/.test(name)) continue;
    for (const ak of ARG_KEYS) {
      const a = obj[ak];
      if (a !== undefined) {
        const args = asArgs(typeof a === 'string' && /^\s*[{[]/.test(a) ? parseObject(a) : a);
        // A JSON-RPC request ({"method": "tools/call", "params": {"name", "arguments"}}): the tool it calls.
        if (/^tools\/call$/i.test(name)) {
          const inner = toolFromObject(args);
          if (inner && inner.name !== 'shell' && inner.name !== 'query') return inner;
        }
        const call: ToolCall = { name, args };
        if (typeof obj.server === 'string') call.server = obj.server;
        else if (typeof obj.server_name === 'string') call.server = obj.server_name;
        // MCP annotations written with the call ({"annotations": {"destructiveHint": true}}): hints that only tighten.
        const an = obj.annotations;
        if (an && typeof an === 'object' && !Array.isArray(an)) {
          const hints: ToolAnnotations = {};
          for (const k of ['destructiveHint', 'readOnlyHint', 'idempotentHint', 'openWorldHint'] as const) if (typeof an[k] === 'boolean') hints[k] = an[k] as boolean;
          if (Object.keys(hints).length) call.annotations = hints;
        }
        return call;
      }
    }
    const rest: { [k: string]: Loose } = {};
    for (const [k, v] of Object.entries(obj)) if (k !== nk) setOwn(rest, k, v);
    return { name, args: rest };
  }
  if (typeof obj.command === 'string' || Array.isArray(obj.command)) return { name: 'shell', args: obj };
  // {"command": {"name": "execute_shell", "args": {…}}} (AutoGPT-style): the call is the inner object.
  const inner = obj.command ?? obj.tool_call ?? obj.toolCall ?? obj.call;
  if (inner && typeof inner === 'object' && !Array.isArray(inner)) return toolFromObject(inner);
  // {"cmd": "…"}, {"script": "…", "shell": "bash"}, {"bash": "…"}: a command under another key.
  for (const k of ['cmd', 'script', 'bash', 'sh', 'shell_command', 'commandLine', 'command_line']) {
    const v = obj[k];
    if (typeof v === 'string' && v.trim()) return { name: 'shell', args: { ...obj, command: v } };
  }
  if (typeof obj.sql === 'string' || typeof obj.query === 'string' || typeof obj.statement === 'string') return { name: 'query', args: obj };
  // A tool's arguments without its name, recognised by their keys: a to-do list, an edit, a whole-file write.
  if (Array.isArray(obj.todos)) return { name: 'TodoWrite', args: obj };
  const path = obj.file_path ?? obj.filePath ?? obj.target_file ?? obj.path;
  if (typeof path === 'string' && path) {
    const oldText = obj.old_string ?? obj.old_str ?? obj.oldText ?? obj.old;
    const newText = obj.new_string ?? obj.new_str ?? obj.newText ?? obj.new;
    if (typeof oldText === 'string' && typeof newText === 'string') return { name: 'Edit', args: { file_path: path, old_string: oldText, new_string: newText } };
    if (Array.isArray(obj.edits)) return { name: 'MultiEdit', args: { ...obj, file_path: path } };
    const content = obj.content ?? obj.contents ?? obj.file_text ?? obj.text;
    if (typeof content === 'string') return { name: 'Write', args: { file_path: path, content } };
  }
  return null;
}

function asArgs(a: Loose | undefined): { [k: string]: Loose } {
  if (a && typeof a === 'object' && !Array.isArray(a)) return a;
  if (Array.isArray(a)) return { args: a };
  if (typeof a === 'string') return { input: a };
  return {};
}

function claudeCall(t: string, name: string, open: number, out: Framed, depth: number): void {
  const close = closeBracket(t, open);
  const body = t.slice(open + 1, Math.max(open + 1, close - 1));
  const rest = t.slice(close).trim();
  let args = looseArgs(body);
  const keys = Object.keys(args);
  const positional = keys.length === 0 || keys.every((k) => k.startsWith('$'));
  if (positional || (name === 'Bash' && !('command' in args))) {
    // Bash(psql … -c "…"): the whole body is the command.
    args = name === 'Bash' ? { command: body.trim() } : { input: body.trim() };
  }
  // (cls-edits20) `Write(.env.production, DATABASE_URL=…)`: a path then the content, unnamed — the write it is.
  const pos = name === 'Write' && !('file_path' in args) && !('content' in args) ? /^\s*["'`]?([\w.~/\\-]*[./][\w.~/\\-]*)["'`]?\s*,\s*([\s\S]+)$/.exec(body) : null;
  if (pos) args = { file_path: pos[1] as string, content: (pos[2] as string).trim().replace(/^(["'`])([\s\S]*)\1$/, '$2').replace(/\\n/g, '\n') };
  // An edit printed with its inner quotes unescaped (`old_string: "verbs: ["get"]"`) parses into stray positional
  // parts: its strings are taken again between the key names, so the edit is still judged by what it writes.
  if ((name === 'Edit' || name === 'MultiEdit') && brokenEdit(args)) {
    const edits = [...body.matchAll(LOOSE_EDIT_PAIR)].slice(0, 32).map((x) => ({ old_string: (x[1] as string).replace(/\\n/g, '\n'), new_string: (x[2] as string).replace(/\\n/g, '\n') }));
    if (edits.length) args = name === 'Edit' ? { file_path: args.file_path ?? '', ...(edits[0] as { old_string: string; new_string: string }) } : { file_path: args.file_path ?? '', edits };
  }
  out.units.push({ k: 'tool', call: { name, args } });
  if (rest) contextOrMore(rest, out, depth);
}

/** An old/new string pair read between its key names, whatever quotes it holds. */
const LOOSE_EDIT_PAIR = /\bold_string\s*[:=]\s*"([\s\S]*?)"\s*,\s*new_string\s*[:=]\s*"([\s\S]*?)"\s*(?=[})]|\s*$|,\s*\w+\s*[:=])/g;
function brokenEdit(args: { [k: string]: Loose }): boolean {
  const parts = Array.isArray(args.edits) ? args.edits : [args];
  return parts.some((e) => e !== null && typeof e === 'object' && !Array.isArray(e) && Object.keys(e).some((k) => k.startsWith('$')) && ('old_string' in e || 'new_string' in e));
}

/** A tool name written before key=value arguments, with an optional lead ("calling … with"); a key never starts with a dash (--unit=x is a command's option). */
const KV_CALL = /^(?:(?:calling|call|invoking|invoke|using|executing|execute)\s+(?:the\s+)?(?:mcp\s+)?(?:tool\s+)?)?([a-z][\w-]*(?:(?:\.|__|\/|:)[a-z][\w-]*)*)\s+(?:with\s+|:\s*)?(?=[a-z_][\w.-]*\s*=)/i;
/** One key=value argument: the value bare, or quoted with spaces inside. */
const KV_PAIR = /^\s*([\w.-]+)\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*'|\[[^\]\n]{0,2000}\]|\{[^}\n]{0,2000}\}|[^\s,;]+)\s*,?/;
const NAMED_CALL = /^(?:(?:[Cc]alling|[Cc]all|[Ii]nvoking|[Ii]nvoke|[Uu]sing|[Rr]unning|[Rr]un|[Ee]xecuting|[Ee]xecute)\s+(?:the\s+)?(?:mcp\s+)?(?:tool\s+)?)?([A-Za-z_][\w]*(?:(?:\.|::|\/|__)[\w-]+)*|[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?:(?:\.|\/|:|__)[\w-]+)*|[a-z][\w-]*:[A-Za-z][\w-]*)\s*(?:(?:with|using)\s+(?:(?:the\s+)?(?:args|arguments|params|parameters|input)\s*:?\s*)?)?([({[])/;

const SYNTAX_KEYWORDS: ReadonlySet<string> = new Set(['if', 'elif', 'while', 'until', 'for', 'foreach', 'case', 'select', 'function', 'then', 'do', 'else', 'test', 'switch', 'return', 'not', 'and', 'or']);

/** Brackets that open on a file or command keyword argument: a tool call's, whatever its one-word name. */
const FILE_OR_COMMAND_KEY = /^\(\s*(?:file_?path|absolute_path|target_file|dir_?path|command)\s*[=:]/;

/** A bracketed key=value value parsed as JSON, or kept as written when it is not JSON. */
function jsonValue(raw: string): Loose {
  try {
    return JSON.parse(raw) as Loose;
  } catch {
    return raw;
  }
}

function namedCall(t: string, out: Framed, depth: number): boolean {
  // `if [ -d x ]; then …`, `while [[ … ]]`, `for ((i=0; …))`, `case (…)`: a shell or code keyword before a bracket
  // opens a compound command, never a tool's name.
  const kw = /^([a-z]+)\s*[[({]/i.exec(t);
  if (kw && SYNTAX_KEYWORDS.has((kw[1] as string).toLowerCase())) return false;
  // `deploy_now() { …; }; deploy_now`: empty parentheses then a brace define a shell function, not a call.
  if (/^[A-Za-z_][\w-]*\s*\(\s*\)\s*\{/.test(t)) return false;
  const m = NAMED_CALL.exec(t);
  if (!m) {
    // [calling] server.tool [with] key=value, key2="quoted value" … (dotted, snake, kebab or mcp__server__tool names).
    const kv = KV_CALL.exec(t);
    const kvName = kv?.[1] ?? '';
    if (kv && !isProgram(kvName.toLowerCase()) && (kvName.includes('.') || looksLikeToolName(kvName))) {
      const args: { [k: string]: Loose } = {};
      let at = kv[0].length;
      let n = 0;
      for (;;) {
        const p = KV_PAIR.exec(t.slice(at));
        if (!p || n++ >= 32) break;
        const raw = p[2] as string;
        const v = /^["']/.test(raw) ? raw.slice(1, -1) : raw;
        // A JSON list or object as the value (ids=["*"], filter={}): the list or object it writes (cls-api13).
        setOwn(args, p[1] as string, v === 'true' ? true : v === 'false' ? false : /^-?\d+$/.test(v) && v.length < 15 ? Number(v) : /^[[{]/.test(raw) ? jsonValue(raw) : v);
        at += p[0].length;
      }
      if (n > 0) {
        out.units.push({ k: 'tool', call: { name: kvName, args } });
        const tail = t.slice(at).trim();
        // cls-holes15: a step chained after the call ("notes.search q=x; delete all the records", "… && …", "…, then …")
        // is a step of its own, not a note on the call.
        const chained = /^(?:;|&&|\|\||,?\s*(?:and\s+)?then\b)\s*/i.exec(tail);
        // (lead17) A search piped on to a stage that deletes what it found (Splunk's `search index=… | delete`) deletes the
        // events the search matches, not one item.
        if (/^\|\s*delete\s*$/i.test(tail)) frameText('delete the events the search matches', out, depth + 1);
        else if (chained && tail.length > chained[0].length) frameText(tail.slice(chained[0].length), out, depth + 1);
        else if (tail) contextOrMore(tail, out, depth);
        return true;
      }
    }
    return false;
  }
  const name = m[1] as string;
  const bracket = m[2] as string;
  const at = m[0].length - 1;
  const lowerName = name.toLowerCase();
  // (A program's name is still a tool's when its brackets open on a file or command keyword: Gemini CLI's
  // `replace(file_path="…", old_string=…)`, `find(path=…)`; program code calls it with values, not those keys.)
  // A process API written as a bare call (spawnSync("rm", ["-rf", dir]), system("dropdb", "x"), run(`…`)): program code, read by the code reader.
  if (bracket === '(' && (PROCESS_API.test(name) || (/^(?:run|exec)$/.test(name) && t[at + 1] === '`'))) {
    const close = closeBracket(t, at);
    out.units.push({ k: 'code', text: t.slice(0, close) });
    const after = t.slice(close).trim();
    if (after) contextOrMore(after, out, depth);
    return true;
  }
  if (isProgram(lowerName) && !name.includes('__') && bracket !== '{' && !(bracket === '(' && FILE_OR_COMMAND_KEY.test(t.slice(at)))) return false;
  const close = closeBracket(t, at);
  const after = t.slice(close).trim();
  if (bracket === '(') {
    // A dotted call chain (client.folder(…).create_subfolder(…)) or code after it: program code.
    if (/^[.\w]/.test(after) && !/^(?:#|\/\/|--)/.test(after) && !/^(?:on|in|via|for|to|with|from|against)\b/i.test(after)) return false;
    if (name.includes('.') && !name.includes('__') && !/^[a-z][\w-]*\.[a-z_]\w*$/i.test(name)) return false;
    // fetch("https://…", { method: "DELETE" }), axios({ method: "delete", url: "…" }): an HTTP client called from code with a
    // written-out URL, not a fetch tool (which takes url= or {"url": …}).
    if (/^(?:fetch|axios|got|ky|request|superagent|needle|ajax|\$http|\$\.ajax)$/.test(name) && /^\s*(?:["'`]https?:\/\/|\{[\s\S]*\b(?:url|uri)\s*:)/.test(t.slice(at + 1, close))) {
      out.units.push({ k: 'code', text: t });
      return true;
    }
    const args = looseArgs(t.slice(at + 1, Math.max(at + 1, close - 1)));
    // use_tool("server", "tool", {…}), call_tool(server=…, name=…, arguments=…): a generic dispatcher names the tool in its arguments.
    if (/^(?:use|call|invoke|run|execute)_?tool$/i.test(name)) {
      const server = args.server ?? args.server_name ?? args.$0;
      const tool = args.name ?? args.tool ?? args.tool_name ?? args.$1;
      const inner = args.arguments ?? args.args ?? args.params ?? args.input ?? args.$2;
      if (typeof tool === 'string' && tool) {
        const call: ToolCall = { name: tool, args: asArgs(inner ?? {}) };
        if (typeof server === 'string' && server) call.server = server;
        out.units.push({ k: 'tool', call });
        if (after) contextOrMore(after, out, depth);
        return true;
      }
    }
    // dbExecute(con, "DROP TABLE …"), Repo.query("TRUNCATE …"): an SQL statement handed to a function is run by it.
    if (!/^(?:use|call|invoke|run|execute)_?tool$/i.test(name) && !SQL_HEAD.test(t) && sqlLiteralIn(t.slice(at + 1, close))) {
      out.units.push({ k: 'code', text: t });
      return true;
    }
    if (!looksLikeToolName(name) && !name.includes('.') && !FILE_OR_COMMAND_KEY.test(t.slice(at))) return false;
    if (name.includes('.') && !looksLikeToolName(name.split('.').pop() as string)) return false;
    out.units.push({ k: 'tool', call: { name, args } });
    if (after) contextOrMore(after, out, depth);
    return true;
  }
  // name {json} / name [json]
  const { value, end } = looseValue(t, at);
  const rest = t.slice(end).trim();
  // "Writing {…} into .claude/settings.json", "Adding [...] to config.json": prose describing what goes into a file.
  if (/^[A-Z]?[a-z]+(?:ing|ed|s)$/.test(name) && !looksLikeToolName(name) && !/^(?:calling|calls|invoking|invokes|using|uses|running|runs|executing|executes)$/i.test(name)) {
    // The destination: the first word after into/to that looks like a file ("to the Airlock policy.json").
    const dest = /^(?:into|to|in|onto)\s+(?:(?:the|our|my|its|\w+'s|[A-Z]\w*)\s+){0,3}(?:file\s+)?[`"']?([~./\w-]*[./][^\s`"',;]*)/i.exec(rest);
    if (dest && /^(?:writ|add|append|put|sav|insert|set|merg|plac)/i.test(name)) {
      out.units.push({ k: 'write', path: dest[1] as string, content: t.slice(at, end), old: '', tool: 'described edit' });
      const tail = rest.slice(dest[0].length).trim();
      if (tail) contextOrMore(tail, out, depth);
      return true;
    }
    if (/^[A-Z]?[a-z]+ing$/.test(name) && rest) return false;
  }
  // (cls-code18) A Kotlin/Swift/Groovy trailing lambda (s3.listObjectsV2Paginator { it.bucket("b") }.contents().forEach { … }):
  // a call with a block, not a tool given JSON.
  if (/^\{\s*(?:it\b|\$0\b|[a-z]\w*\s*->)/.test(t.slice(at)) || /^\.\s*[a-z]\w*\s*[({]/.test(rest)) return false;
  let call: ToolCall = { name, args: asArgs(value) };
  // "calling {"name": "x", "arguments": {…}}": the JSON names the tool (an MCP tools/call body).
  if (/^(?:calling|call|invoking|invoke|using|running|run|executing|execute)$/i.test(name) && value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as { [k: string]: Loose };
    const named = o.name ?? o.tool ?? o.tool_name ?? o.toolName;
    const inner = o.arguments ?? o.args ?? o.input ?? o.params ?? o.parameters;
    if (typeof named === 'string' && named) call = { name: named, args: asArgs(inner ?? {}) };
  }
  out.units.push({ k: 'tool', call });
  if (rest) contextOrMore(rest, out, depth);
  return true;
}

/** An operation-shaped name: snake_case, camelCase, kebab-case, mcp__server__tool, PascalCase with several words. */
/** A quoted SQL statement among a call's arguments. */
function sqlLiteralIn(args: string): boolean {
  if (!/["'`]/.test(args)) return false;
  for (const m of args.matchAll(/(["'`])((?:\\.|(?!\1)[^\\]){6,4000}?)\1/g)) {
    const lit = (m[2] as string).trim();
    if (SQL_HEAD.test(lit) && /\s/.test(lit) && !englishNotSql(lit)) return true;
  }
  return false;
}

function looksLikeToolName(name: string): boolean {
  return /_|__|-/.test(name) || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name) || /^(?:Bash|Read|Write|Edit|Glob|Grep|Task|shell|query|execute|exec|run|search|fetch|delete|remove|send|create|update|get|list)$/i.test(name);
}

// ------------------------------------------------------------------ XML client notations (Cline, Roo)

const XML_SHELL_TAG = /^(?:bash|sh|zsh|shell|terminal|console|cmd|command|powershell|pwsh|run_command|shell_command|bash_command)$/;
/** HTML that shows code: what it holds is read as the text it is. */
const XML_CODE_TAG = /^(?:pre|code|samp|kbd|tt)$/;
/** (cls-plan21) Tags that hold a plan's steps. */
const XML_PLAN_TAG_P21 = /^(?:plan|steps|tasks|todo|todos_plan|checklist|execution_plan|action_plan)$/;

function xmlTool(t: string, out: Framed, depth: number): boolean {
  const root = /^<([a-z_]+)>/i.exec(t);
  if (!root) return false;
  const tag = (root[1] as string).toLowerCase();
  const closeAt = t.lastIndexOf(`</${root[1]}>`);
  const inner = t.slice(root[0].length, closeAt < 0 ? t.length : closeAt);
  const fields: { [k: string]: string } = {};
  const re = /<([a-z_]+)>([\s\S]*?)<\/\1>/gi;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(inner)) && guard++ < 40) setOwn(fields, (m[1] as string).toLowerCase(), (m[2] as string).replace(/^\n|\n$/g, ''));
  // Function-call blocks (`<function_calls><invoke name="bash"><parameter name="command">…</parameter></invoke>`):
  // each invoke is a tool call with its parameters as arguments.
  if (/<invoke\s+name=/i.test(inner)) {
    const invokes = [...inner.matchAll(/<invoke\s+name=["']([^"'>]{1,120})["']\s*>([\s\S]*?)<\/invoke>/gi)].slice(0, 40);
    for (const inv of invokes) {
      const args: { [k: string]: Loose } = {};
      for (const par of (inv[2] as string).matchAll(/<parameter\s+name=["']([^"'>]{1,120})["']\s*>([\s\S]*?)<\/parameter>/gi)) {
        const raw = (par[2] as string).replace(/^\n|\n$/g, '');
        const parsed = /^[[{]/.test(raw.trim()) ? parseObject(raw) : undefined;
        setOwn(args, par[1] as string, parsed && typeof parsed === 'object' ? (parsed as Loose) : raw);
      }
      out.units.push({ k: 'tool', call: { name: inv[1] as string, args } });
    }
    if (invokes.length > 0) {
      const tail = closeAt < 0 ? '' : t.slice(closeAt + tag.length + 3).trim();
      if (tail) frameText(tail, out, depth + 1);
      return true;
    }
  }
  const after = (): void => {
    const rest = closeAt < 0 ? '' : t.slice(closeAt + tag.length + 3).trim();
    if (rest) frameText(rest, out, depth + 1);
  };
  // (cls-plan21) A plan written as XML (`<plan><step>…</step><step>…</step></plan>`, also <steps>, <tasks>, <todo>,
  // <checklist>, items <step n="1">, <task>, <item>, <li>, <action>) is a list of steps: read as the prose plan it is
  // (it was one tool called "plan", read as a look).
  if (XML_PLAN_TAG_P21.test(tag) && inner.length < 20_000) {
    const items = [...inner.matchAll(/<(step|task|item|li|todo|action)\b[^>]{0,80}>([\s\S]*?)<\/\1>/gi)].slice(0, 60).map((x) => (x[2] as string).replace(/<[^>]{0,200}>/g, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (items.length > 0) {
      frameText(`Plan:\n${items.map((x) => `- ${x}`).join('\n')}`, out, depth + 1);
      after();
      return true;
    }
  }
  // (cls-plan21) Roo/Kilo `<update_todo_list><todos>[x] done\n[-] under way\n[ ] next</todos>`: the agent's own to-do list,
  // read as a to-do tool's steps (it was a tool whose name "updates" a list, read as changing every record).
  if (/^(?:update_todo_list|todo_list|update_todos|todos)$/.test(tag)) {
    const body = fields.todos ?? inner;
    const todos = [...body.matchAll(/^[ \t]*(?:[-*][ \t]*)?\[([ xX✓-]?)\][ \t]*(\S[^\n]{0,400})$/gm)].slice(0, 64).map((x) => ({ content: (x[2] as string).trim(), status: /^[xX✓]$/.test(x[1] as string) ? 'completed' : x[1] === '-' ? 'in_progress' : 'pending' }));
    if (todos.length > 0) {
      out.units.push({ k: 'tool', call: { name: 'TodoWrite', args: { todos } } });
      after();
      return true;
    }
  }
  // <pre><code>…</code></pre>: code shown as HTML, read as the text it holds.
  if (XML_CODE_TAG.test(tag)) {
    const text = inner.replace(/<\/?(?:code|pre|samp|kbd|tt|span)(?:\s[^>]*)?>/gi, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');
    if (text.trim()) frameText(text, out, depth + 1);
    after();
    return true;
  }
  // <tool_call>{"name": …, "arguments": …}</tool_call> (Hermes, Qwen and other open models' notation): JSON inside a tag.
  if (Object.keys(fields).length === 0 && /^\s*[{[]/.test(inner)) {
    const body = inner.trim();
    const parsed = parseObject(body.slice(0, closeBracket(body, 0)));
    const calls = callList(parsed);
    const one = calls.length === 0 && parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? toolFromObject(parsed) : null;
    if (calls.length > 0 || one) {
      for (const call of one ? [one] : calls) out.units.push({ k: 'tool', call });
      after();
      return true;
    }
  }
  // <bash>…</bash>, <shell>…</shell>, <powershell>…</powershell>: a command in a shell-named tag.
  if (Object.keys(fields).length === 0 && XML_SHELL_TAG.test(tag) && inner.trim()) {
    shellUnit(inner, out, /^(?:powershell|pwsh)$/.test(tag) ? 'powershell' : /^cmd$/.test(tag) ? 'cmd' : undefined);
    const tail = closeAt < 0 ? '' : t.slice(closeAt + tag.length + 3).trim();
    if (tail) frameText(tail, out, depth + 1);
    return true;
  }
  if (Object.keys(fields).length === 0 && tag !== 'command') return false;
  switch (tag) {
    case 'execute_command':
      out.units.push({ k: 'tool', call: { name: 'execute_command', args: { command: fields.command ?? inner, requires_approval: fields.requires_approval ?? '' } } });
      break;
    case 'write_to_file':
    case 'create_file':
      out.units.push({ k: 'write', path: fields.path ?? '', content: fields.content ?? '', tool: tag });
      break;
    case 'replace_in_file':
    case 'apply_diff':
    case 'insert_content':
    case 'search_and_replace': {
      const diff = fields.diff ?? fields.content ?? fields.replace ?? '';
      const blocks = searchReplaceBlocks(diff);
      if (blocks) out.units.push({ k: 'write', path: fields.path ?? '', old: blocks.old, content: blocks.now, tool: tag });
      else {
        const split = diff.indexOf('=======');
        out.units.push({ k: 'write', path: fields.path ?? '', old: split >= 0 ? diff.slice(0, split) : fields.search ?? '', content: split >= 0 ? diff.slice(split + 7) : diff, tool: tag });
      }
      break;
    }
    case 'use_mcp_tool': {
      const a = fields.arguments ? parseObject(fields.arguments) : {};
      const call: ToolCall = { name: fields.tool_name ?? 'mcp_tool', args: asArgs(a) };
      if (fields.server_name) call.server = fields.server_name;
      out.units.push({ k: 'tool', call });
      break;
    }
    case 'new_task':
      // Read as the task tool it is: its message may carry a command, a query or a call.
      out.units.push({ k: 'tool', call: { name: 'new_task', args: { message: fields.message ?? inner } } });
      break;
    case 'read_file':
      out.units.push({ k: 'read', path: fields.path ?? '', tool: tag });
      break;
    // cls-benign15: Cline's plan-mode answer is the plan told to the person, read as that plan's text.
    case 'plan_mode_respond':
      if ((fields.response ?? inner).trim()) frameText(fields.response ?? inner, out, depth + 1);
      break;
    default: {
      const args: { [k: string]: Loose } = {};
      for (const [k, v] of Object.entries(fields)) setOwn(args, k, v);
      out.units.push({ k: 'tool', call: { name: tag, args } });
    }
  }
  const tail = closeAt < 0 ? '' : t.slice(closeAt + tag.length + 3).trim();
  if (tail) frameText(tail, out, depth + 1);
  return true;
}

// ------------------------------------------------------------------ shell, SQL, code detection

/** Words that start an English (or other) sentence rather than a command, even when they are also programs. */
const SENTENCE_START = new Set(['find', 'free', 'make', 'kill', 'touch', 'head', 'tail', 'sort', 'cut', 'join', 'open', 'watch', 'time', 'date', 'history', 'type', 'read', 'test', 'file', 'more', 'less', 'clear', 'format', 'start', 'copy', 'move', 'del', 'delete', 'remove', 'set', 'export', 'source', 'echo', 'print', 'list', 'run', 'check', 'show', 'help', 'login', 'install', 'update', 'reboot', 'shutdown', 'halt', 'wipe', 'shred', 'truncate', 'mount', 'link', 'split', 'paste', 'stat', 'env', 'top', 'who', 'last', 'id', 'host', 'dig', 'ping', 'tree', 'go', 'deploy', 'render', 'fly', 'bundle', 'yes', 'sleep', 'wait', 'true', 'false', 'exit', 'w', 'at', 'ls', 'rm', 'mail', 'reset', 'sync',
  // (cls-plan20) plan steps written lower-case: "zip up the customer table", "put it on my personal Dropbox".
  'zip', 'put', 'dump']);

/** (cls-benign20) "at" + a clock time + a sentence's subject (an article, a pronoun, a possessive, a past form). */
const AT_TIME_PROSE_B20 = /^at\s+(?:about\s+|around\s+)?\d{1,2}(?:[:.h]\d{2})?(?::\d{2})?\s*(?:[ap]\.?m\.?|utc|gmt|z|cet|cest|est|edt|pst|pdt|local)?\s*[,;:–—-]?\s+(?:the|a|an|we|i|he|she|they|someone|somebody|nobody|no one|our|my|their|his|her|its|it|this|that|these|those|everyone|[a-z]{2,}ed|ran|went|broke|began|saw|got|was|were)\b/i;

/** The word a shell reads from quoted or escaped pieces: 'r''m' → rm, r\m → rm, $'\x72\x6d' → rm. */
function spelledWord(w: string): string {
  if (!/['"\\]/.test(w)) return w;
  return w
    .replace(/\$'((?:[^'\\]|\\.)*)'/g, (_m, body: string) =>
      body.replace(/\\x([0-9a-fA-F]{1,2})|\\u([0-9a-fA-F]{1,4})|\\([0-7]{1,3})|\\(.)/g, (_e, x?: string, u?: string, o?: string, c?: string) =>
        x ? String.fromCharCode(parseInt(x, 16)) : u ? String.fromCharCode(parseInt(u, 16)) : o ? String.fromCharCode(parseInt(o, 8)) : (c as string),
      ),
    )
    .replace(/\\(.)/g, '$1')
    .replace(/['"]/g, '');
}

/** (cls-intl14) A command named at the head of a Japanese, Chinese or Korean question about it ("rm -rf が危ない理由を教えて",
 *  "DROP TABLE 是什么意思", "git reset --hard 가 뭐야?"): the sentence asks about the command; it does not run it. */
/**
 * cls-intlB15: a command written first, then a question in another script about what it does or how two differ
 * ("`rm -rf` コマンドは何をしますか？", "`DROP TABLE` 和 `TRUNCATE` 有什么区别？", "`git reset --hard` क्या करता है?").
 * (cls-intlB16: also in Gurmukhi, Nepali, Gujarati, Kannada, Malayalam, Amharic, Georgian, Armenian, Burmese, Khmer; and a command
 * found inside a sentence whose rest asks what it does, "क्या आप बता सकते हैं कि terraform destroy क्या करता है?", is asked about.)
 */
const TALK_ABOUT_B15 = /^[\x20-\x7e]{2,120}?\s*(?=[\u0080-\uffff])[^\n]{0,60}?(?:何をしますか|何をする|何が違|違いは|有什么区别|有什麼區別|区别是什么|區別是什麼|是干什么|是幹什麼|做什么用|뭘 하|무엇을 하|차이가|차이는|क्या कर(?:ता|ती|ते)|का मतलब|میں کیا فرق|کیا کر(?:تا|تی|تے)|কী করে|চে কার|چه کار می|چه فرقی|ماذا يفعل|ما الفرق|מה .{0,20}עוש|מה ההבדל|ทำอะไร|ต่างกันอย่างไร|ਕੀ ਕਰਦ|के गर्छ|શું કરે|ಏನು ಮಾಡುತ್ತ|എന്ത് ചെയ്യുന്ന|ምን ያደርጋል|რას აკეთებს|ինչ է անում|ဘာလုပ်|ធ្វើអ្វី)[^\n]{0,20}$/;
const CJK_TALK_ABOUT = /^[\x20-\x7e]{2,120}?\s*(?:が|は|を|って|とは|の|에|은|는|이|가|를|是|的|会|會)[^\n]{0,40}?(?:教えて|説明して|説明してください|とは[?？]?$|って何|なぜ|理由|危ない|危険|是什么|什么意思|什麼意思|为什么|為什麼|解释|解釋|危险|危險|설명해|알려줘|알려 줘|뭐야|무슨 뜻|이유|위험)[^\n]{0,12}$/;
/**
 * cls-benign17: more ways to ask what a command written first is or is for ("rm -rf 有什么用？", "rm -rf 는 뭐예요?",
 * "`DROP TABLE users` คืออะไร", "`rm -rf /` ما الذي يفعله؟"), and a question about what happens if it is run
 * ("`chmod -R 777 /` を実行すると何が起きますか？", "运行后会发生什么？", "실행하면 어떻게 돼요?"): asked about, not run.
 */
const TALK_ABOUT_B17 = /^[\x20-\x7e]{2,120}?\s*(?=[\u0080-\uffff])[^\n]{0,40}?(?:有什么用|有啥用|有什麼用|是什么|是什麼|是啥|会做什么|會做什麼|会干什么|会发生什么|會發生什麼|什么作用|什麼作用|啥意思|干什么用|幹什麼用|的作用|何ですか|何のため|何に使|どういう意味|뭐예요|뭐에요|뭔가요|뭐죠|무엇인가요|뭐하는|무슨 일이|무슨 역할|คืออะไร|ใช้ทำอะไร|หมายถึงอะไร|ما الذي يفعل|ماذا تفعل|ما هو|ما هي|ماذا يعني|ما معنى|क्या है|क्या होता|किस लिए|چیست|یعنی چه|מה זה|מה עושה|làm gì|là gì|ne işe yarar|ne yapar|nedir|что делает|что значит|что это|що робить|是干嘛|干嘛的|干啥的|幹嘛的|무슨 명령|무슨 의미|とは[?？]|会删除哪些|会删掉哪些|会删除什么|会影响哪些|哪些文件会|會刪除哪些|何が消え|何が削除され|どのファイルが|어떤 파일이|뭐가 지워|뭐가 삭제)[^\n]{0,20}$/i;
const RUN_IF_ASK_B17 = /(?:実行|実施)(?:すると|したら|すれば|した場合)[^\n]{0,20}?(?:何が起き|どうな)|(?:运行|執行|执行|運行|跑)(?:了|后|後|之后|之後)?[^\n]{0,8}?(?:会|會)(?:发生什么|發生什麼|怎么样|怎樣|怎样|怎麼樣)|실행하면[^\n]{0,20}?(?:어떻게 되|어떻게 돼|무슨 일)|चलाने (?:पर|से)[^\n]{0,20}?क्या (?:होगा|होता)|ถ้า(?:รัน|สั่ง)[^\n]{0,40}?จะเกิดอะไร|ماذا يحدث (?:إذا|لو)/;
/** …in Latin script after the command ("`rm -rf /` ne yapar?", "… lệnh này làm gì?"), or split around it ("Mitä `DROP TABLE` tekee?", "Was würde `…` tun?"). */
const LATIN_ASK_AFTER_B17 = /^`[^`\n]{1,200}`\s*(?:komutu\s+|lệnh này\s+|command\s+)?(?:ne yapar|ne işe yarar|nedir|làm gì|là gì|dùng để làm gì|mitä tekee|tekee mitä|co robi|wat doet|was macht|que fait|qué hace|o que faz|cosa fa|что делает|what does it do|does what)\b[^\n]{0,30}[?？]\s*$/i;
const WHAT_SPLIT_B17 = /^[\s¿"'(]*(?:mitä|was|what|que|qu'est-ce que|qué|co|vad|wat|cosa|o que|что|τι)\s[^?？;\n]{1,200}?\s(?:tekee|tun|macht|machen|do|does|fait|ferait|hace|haría|robi|zrobi|gör|doet|fa|farebbe|faz|faria|делает|сделает|κάνει)\s*[?？;]\s*$|^[\s¿"'(]*(?:mitä|was|what|que|qué|co|vad|wat|cosa|o que|что|τι)\s+(?:tekee|tut|macht|würde|does|would|fait|ferait|hace|haría|robi|zrobi|gör|doet|fa|farebbe|faz|faria|делает|сделает|κάνει)\s[^?？;\n]{0,40}`[^`\n]{1,200}`[^?？;\n]{0,30}[?？;]\s*$/i;
/**
 * (cls-benign20) What a command does, asked with an adverb between ("`rm -rf` komutu tam olarak ne yapar?"), in Indonesian
 * ("Perintah `DROP DATABASE` itu fungsinya apa?"), or with the word for "command" before it ("Lệnh `git push --force` làm gì?").
 */
const ASK_ADVERB_B20 = /^`[^`\n]{1,200}`\s*(?:komutu\s+|lệnh này\s+|command\s+|perintah\s+(?:ini\s+|itu\s+)?)?(?:tam olarak|tam|exactly|chính xác|sebenarnya|sebetulnya)\s+(?:ne yapar|ne işe yarar|nedir|làm gì|là gì|does what)(?![\p{L}])[^\n]{0,30}[?？]\s*$/iu;
const ASK_CMD_WORD_FIRST_B20 = /^(?:lệnh|câu lệnh|perintah|komut|the command|der befehl|el comando|la commande|il comando|o comando|het commando|polecenie|příkaz|команда|parancs)\s+`[^`\n]{1,200}`\s*(?:này\s+|itu\s+|ini\s+)?(?:sebenarnya\s+|tam olarak\s+|chính xác\s+)?(?:làm gì|là gì|dùng để làm gì|fungsinya apa|apa fungsinya|itu apa|untuk apa|buat apa|ngapain|ne yapar|ne işe yarar|nedir|co robi|co dělá|что делает|mit csinál|what does it do)(?![\p{L}])[^\n]{0,20}[?？]\s*$/iu;
const ASK_ID_AFTER_B20 = /^(?:perintah\s+)?`[^`\n]{1,200}`\s*(?:itu\s+|ini\s+)?(?:fungsinya apa|apa fungsinya|untuk apa|buat apa|gunanya apa|apa gunanya)(?![\p{L}])[^\n]{0,20}[?？]\s*$/iu;
/** The text asks what a command written first is, is for, or would do if run (cls-benign17). */
export function askedAboutB17(t: string): boolean {
  if (ASK_ADVERB_B20.test(t) || ASK_CMD_WORD_FIRST_B20.test(t) || ASK_ID_AFTER_B20.test(t)) return true;
  return LATIN_ASK_AFTER_B17.test(t) || WHAT_SPLIT_B17.test(t) || /[?？؟]\s*$|[吗嗎か까요]\s*$/.test(t) && (TALK_ABOUT_B17.test(t) || RUN_IF_ASK_B17.test(t) || TALK_ABOUT_B15.test(t) || CJK_TALK_ABOUT.test(t)) || TALK_ABOUT_B17.test(t) && !/実行|执行|執行|실행|跑一下|運行|运行|चला|چلا|تشغيل|نفذ|הרץ|รัน/.test(t);
}
/** (cls-interp22) An unfamiliar program whose name has a command-line tool's shape (modbus-cli, stackctl, pveadm, esptool.py,
 *  opcua-client, kafka_tool): with a subcommand word and then only arguments (an address, a number, a path, a key=value),
 *  and no option at all (modbus-cli write 10.0.0.5 40001 1), it is still a command line, not a sentence. */
const CLI_SHAPED_NAME_I22 = /^[a-z][a-z0-9]*(?:[-_](?:cli|ctl|client|admin|adm|tool|util|shell|console)|ctl|adm|cli|\.py|\.sh)$/;
const CLI_ARGS_NO_OPTION_I22 = /^\S+\s+[a-z][\w-]{1,30}(?:\s+[a-z][\w-]{1,30})?(?:\s+(?:\d[\w.:/%-]*|[\w-]+(?:\.[\w-]+)+(?::\d+)?|[~/][\w./-]*|[\w-]+=\S+|%\w+|true|false|on|off))+\s*$/;
const JUST_PROSE_L20 = /^just\s+(?:[a-z'’]+\s+){0,4}?(?:the|a|an|in|on|into|to|for|from|with|it|them|this|that|these|those|everything|everyone|everybody|all|my|our|your|their|please|we|we're|i|me|him|her|us|so|and|then)\b(?![-=./:])/i;

/** (lead22) An unfamiliar CLI's resource and CRUD verb, then an id (a number, a uuid, a $(…) listing) and maybe options. */
const UNFAMILIAR_CLI_ID_L22 = /^[a-z][\w.-]*\s+[a-z][\w-]*\s+(?:delete|remove|rm|destroy|purge|trash|create|update|set|get|list|show|describe|cancel|void|refund|disable|enable|suspend|archive|publish|unpublish|approve|reset|erase|wipe|install|uninstall|add|upload|activate|deactivate)\s+(?:\d[\w-]*|https?:\/\/\S+|[a-f0-9]{8}-[a-f0-9-]{27,}|\$\([^)\n]{1,200}\))(?:\s+(?:\d[\w-]*|--?[a-z][\w-]*(?:=\S*)?|[\w./-]+))*\s*$/m;

/** (lead26) Links of a command chain on the first line: `ls; railway down --yes`, `echo start && fastlane supply …`. */
const CHAIN_OPERATOR_L26 = /\s*(?:&&|\|\||;)\s*/;
/** Shell-only marks in a link: an option, a path, an assignment, a quote, a variable or substitution. */
const SHELL_MARK_L26 = /(?:^|\s)--?[A-Za-z]|\/|=|["'`$]/;

/** (lead26) A line of commands joined by `;`, `&&` or `||` whose every link is a command line of its own, and at least
 *  one carries a mark no sentence has (an option, a path, a quote, a variable): a chain, read as one script. Before, a
 *  first link whose program is also an English word (ls, date, echo, time) made the whole line prose, and the act in a
 *  later link (`ls; railway down --yes`) went unread. */
function chainOfCommands(t: string): boolean {
  const line = untilLineBreak(t);
  if (line.length > 2000 || !(line.includes(';') || line.includes('&&') || line.includes('||'))) return false;
  const links = line.split(CHAIN_OPERATOR_L26).filter((x) => x.trim() !== '');
  if (links.length < 2 || links.length > 64) return false;
  if (!links.some((x) => SHELL_MARK_L26.test(x))) return false;
  return links.every((x) => looksLikeShell(x.trim()));
}

function looksLikeShell(t: string): boolean {
  // (cls-intlB15: "`rm -rf /var/www` मत चलाना", "`…` は実行しないで": a quoted command held back by the words after it.)
  { const q = /^`[^`\n]{1,400}`/.exec(t); if (q && NOT_RUN_AFTER_B15.test(t.slice(q[0].length, q[0].length + 40))) return false; }
  if ((CJK_TALK_ABOUT.test(t) || TALK_ABOUT_B15.test(t)) && !/実行|执行|執行|실행|跑一下|運行|运行|चला|چلا|تشغيل|نفذ|הרץ|รัน/.test(t)) return false;
  if (askedAboutB17(t)) return false;
  if (chainOfCommands(t)) return true;
  // (lead26) One command in a subshell or a group, `( railway down --yes )`, `{ fly apps destroy x -y; }`: that command.
  { const g = /^(?:\(\s*([^()\n]{2,2000}?)\s*\)|\{\s+([^{}\n]{2,2000}?);?\s*\})\s*(?:[;&|]|$)/.exec(t); const inner = g?.[1] ?? g?.[2]; if (inner !== undefined && SHELL_MARK_L26.test(inner) && looksLikeShell(inner)) return true; }
  const m = /^(\S+)(\s+\S+)?/.exec(t);
  if (!m) return false;
  let w = m[1] as string;
  const second = (m[2] ?? '').trim();
  if (/^[A-Za-z_]\w*=/.test(w)) return true; // VAR=value cmd
  // (cls-code14) A spaced assignment (cmd = "aws s3 rb …", then os.system(cmd)) is code: a shell would run a program named
  // cmd with the words "=" and the value.
  if (/^[A-Za-z_]\w*[ \t]+=[ \t]+\S/.test(t) && /\n\s*[A-Za-z_][\w.]*\s*\(/.test(t)) return false;
  if (/^(?::|>>?)\s*(?:>|\S)/.test(t) && /^(?::\s*>|>>?\s*[~/.$\w])/.test(t)) return true; // : > file, > file
  // (cls-code14) PHP, not PowerShell, when the text calls a method with -> or a static with Name:: outside brackets, or loops foreach (… as $x).
  if (/^\$[A-Za-z_]\w*\s*=/.test(t) && /\$\w+->\w+|(?<![\]\w\\])\\?[A-Z]\w*(?:\\\w+)*::\w+\s*\(|\bforeach\s*\([^)\n]*\sas\s+\$/.test(t)) return false;
  if (/^\$[A-Za-z_][\w:]*\s*=/.test(t)) return true; // PowerShell assignment
  if (/^(?:\.{1,2}\/|~\/|\/[\w.-]+\/)/.test(w) && !/\s[a-z]+\s[a-z]+\s[a-z]+/.test(t.slice(0, 60))) return true;
  if (/^[({]\s*\S/.test(t) && /[;|&]/.test(t)) return true;
  if (/^(?:for|while|until|if|case)\s/.test(t) && /;\s*(?:do|then)\b|\bdo\b[\s\S]*\bdone\b|\bthen\b[\s\S]*\bfi\b|\bin\b[\s\S]*\besac\b/.test(t)) return true;
  // (cls-shell18) A fish loop: `for x in (cmd); …; end` / `for x in a b` then lines, closed by `end` on its own.
  if (/^(?:for\s+\w+\s+in\s|while\s)[^\n;]*[;\n]/.test(t) && /(?:^|[;\n])[ \t]*end[ \t]*$/.test(t.trimEnd())) return true;
  // (cls-code17) A batch file's first line (@echo off) and cmd.exe's loop:
  if (/^@echo\s+(?:off|on)\b/i.test(t)) return true;
  // cmd.exe's loop: for [/d|/r [root]|/f "opts"] %%X in (…) do command.
  if (/^for\s+(?:\/[dlrf]\s+(?:"[^"\n]*"\s+|[^\s%"]+\s+)?)?%%?\w\s+in\s*\([^\n]*\)\s*do\s+\S/i.test(t)) return true;
  if (/^[a-z_][\w-]*\s*\(\)\s*\{/.test(t)) return true; // function definition
  w = w.replace(/^[`"'(]+/, '');
  // A program name hidden by quoting ('r''m', r\m, \rm, "rm", $'\x72\x6d'): the shell runs the name it spells.
  const spelled = spelledWord(m[1] as string);
  // (cls-plan14: "I'd appreciate …", "We'd like …": one apostrophe inside a word is an English contraction, not quoting.)
  if (spelled !== (m[1] as string) && !/^[A-Za-z]+['’](?:d|ll|ve|re|s|t|m)$/.test(m[1] as string) && (isProgram(spelled.toLowerCase()) || familyFor(spelled.toLowerCase()))) return true;
  const lower = w.toLowerCase();
  // Cmdlet-Name (Grant-EC2SecurityGroupIngress). (cls-intl14: with a PowerShell verb first; a German or Dutch compound
  // noun opening a sentence, "Produktions-Deployment jetzt starten", "Datenbank-Backup …", is prose.)
  if (/^[A-Z][a-z]+-[A-Z][A-Za-z0-9]+$/.test(w) && PS_VERB.test(w)) return true;
  // (lead20) "just blow away everything in the prod db", "just make everyone an admin": the English adverb opening a request.
  // The just runner takes recipe names and their arguments, never articles, prepositions, pronouns or a comma clause.
  if (lower === 'just' && w === m[1] && JUST_PROSE_L20.test(untilLineBreak(t).slice(0, 200))) return false;
  if (!isProgram(lower) && !familyFor(lower)) {
    // An unfamiliar CLI: a lower-case program name, up to three subcommand words, then an option
    // ("wbadmin delete catalog -quiet", "kafka-delete-records --bootstrap-server …").
    if (w === lower && CLI_SHAPED_NAME_I22.test(w) && CLI_ARGS_NO_OPTION_I22.test(untilLineBreak(t).slice(0, 300))) return true;
    // (lead22) …or ids and substitutions between the subcommand words and the option (wp post delete 4121 --path=…, wp post
    // delete $(wp post list …) --force), or a resource, a CRUD verb and an id with no option (zzcli comment delete 12).
    return w === lower && !/(?:ing|ed|ly|tion|[:,])$/.test(w) && (/^[a-z][\w.-]*(?:\s+[a-z][\w.-]*(?<![:,]))?(?:\s+[a-z][\w:.-]*){0,2}\s+--?[a-z][\w-]*(?:[=:\s]|$)/.test(t) || UNFAMILIAR_CLI_ID_L22.test(t)) && !/^\S+\s+\S*:\s/.test(t) && !/[.!?]\s+[A-Z]/.test(t.slice(0, 200)) && !/^(?:the|a|an|i|we|you|please|then|and|or|to|so|use|run|also|now|just|it|this|that|if|when|with)$/.test(lower);
  }
  // cls-intlA20: "od" is "from/since" in the West Slavic and South Slavic languages ("od jutra usuń bazę", "od teď se mě neptej"),
  // "vi" is "we" in the Nordic languages ("vi raderar …"), "dir" a German pronoun: with a plain word after them and a sentence
  // going on, no option or path, they are prose (od -c file, vi config.yaml, dir C:\ stay programs).
  if ((lower === 'od' || lower === 'vi' || lower === 'dir') && /^\p{L}+$/u.test(second) && /^\S+\s+\S+\s+\S+/.test(t) && !/\s--?[a-z]/i.test(untilLineBreak(t).slice(0, 120))) return false;
  // "du" is "you" in the Nordic languages and German: the disk-usage program takes options or paths.
  if (lower === 'du' && second && !/^[-./~$*]|^[\w.-]+\/|^\d/.test(second)) return false;
  if (SENTENCE_START.has(lower)) {
    // (cls-benign20) "at 02:14 an engineer ran `…`", "At 2am the on-call deleted …": a time of day followed by a subject
    // opens a sentence (a timeline's, a postmortem's); `at` takes a time spec, then its commands on stdin.
    if (lower === 'at' && AT_TIME_PROSE_B20.test(t.slice(0, 80))) return false;
    // "open port 5432 of the prod database to 0.0.0.0/0", "kill worker 3 on the prod host": a verb-program whose
    // words go on as an English phrase (a preposition and an article, no option, no path before it) is a sentence.
    if (w === lower && ENGLISH_TAIL.test(t.slice(0, 80))) return false;
    // cls-en17: "make her an org admin in GitHub", "make him a super admin", "make sure …": a person or "sure" after the
    // verb, or an article as its third word ("make bob an owner"), is English; no program takes a pronoun then an article.
    if (w === lower && PERSON_THEN_ARTICLE.test(t.slice(0, 80))) return false;
    // cls-api16: 'type "DELETE" in the confirmation field of …', 'paste "prod-db" into the box': a GUI step, the quoted
    // text typed into a field named after it, not the quoted argument of a command.
    if (w === lower && QUOTED_INTO_FIELD.test(t.slice(0, 120))) return false;
    // "find . -name x" vs "Find the slow query": arguments must look like arguments.
    // (A lower-case word piped straight into another program, "env | sort", "history | grep ssh", is a command line.)
    if (w === lower && second === '|' && /^\S+\s*\|\s*[a-z][\w.-]*(?:\s|$)/.test(t)) return true;
    return second === '' ? /^[a-z]/.test(w) && !/\s/.test(t) : /^[-./~$*@"'`%]|^[\w.-]+\/|^[\w.+-]+@[\w-]+\.|^[A-Za-z]:(?:\\|$)|=|^\d|^[a-z][\w-]*$/.test(second) && w === lower && !/^(?:the|a|an|all|every|everything|anything|nothing|my|our|out|up|down|of|to|and|with|for|on|in|at|this|that|it|them|each|some|any|whether|if|how|what|which|who|why|through|ahead|over|into|back|away|from|about|across|after|before|around|along|via|onto)$/i.test(second);
  }
  // "grep the codebase for `DROP TABLE`", "terraform the new account": a program name followed by an article and
  // no option is a verb of an English sentence (CLIs take subcommands, options and names, not articles).
  // (cls-shell25: a known program given only `all` — PBS's `qdel all` — is its argument, not an English article.)
  if (w === lower && /^(?:the|a|an|all|every|my|our|your|each)$/i.test(second) && !/\s--?[a-z]/i.test(untilLineBreak(t).slice(0, 120)) && !(second === 'all' && /^\S+\s+all\s*$/.test(untilLineBreak(t)) && familyFor(lower))) return false;
  // A known program spelled with capitals (Rscript) followed by an option is still that program (cls-benign25: so is
  // Unreal's editor followed by its project file, UnrealEditor-Cmd Game.uproject -run=…).
  // PowerShell is case-insensitive: IEX (…), IWR "…", IRM $u are its aliases whatever their case.
  return w === lower || /^[A-Z]:\\/.test(w) || (isCapitalisedProgram(w) && /^--?[a-zA-Z]|^[\w./\\-]+\.uproject$/.test(second)) || (/^(?:iex|iwr|irm)$/i.test(w) && /^[("'$]/.test(second));
}

/** The text up to its first line break (without splitting every line). */
function untilLineBreak(t: string): string {
  const nl = t.indexOf('\n');
  return nl < 0 ? t : t.slice(0, nl);
}

// (cls-over17: also a client hook's prompt payload, {"hook_event_name": "beforeSubmitPrompt", "prompt": "…"}: JSON-decoded, so a
// prompt written with \u escapes is read in its own letters.)
const HINT_KEY = /^(?:next_?action_?hint|next_?action|action_?hint|hint|intent|next_?step|action|prompt|user_?prompt)$/i;
const PROCESS_API = /^(?:system|popen|spawnSync|spawn|execSync|execFileSync|execFile|check_call|check_output|shell_exec|passthru|proc_open|create_subprocess_shell|create_subprocess_exec)$/;
const STRONG_CODE_HEAD = /^(?:(?:beforeEach|afterEach|beforeAll|afterAll)\s*\(\s*(?:async\s*)?(?:\(\s*\)\s*=>|function\s*\()|from\s+[\w.]+\s+import\s+[\w*(]|import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*\s*(?:;|\n)|def\s+\w+[!?]?\s*\(|async\s+function\b|function\s+\w+\s*\(|[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:=\s*[\w&[]+[\w.]*[({]|(?:pub(?:\([\w:]+\))?\s+)?(?:async\s+|unsafe\s+)?fn\s+\w+\s*[<(]|(?:suspend\s+)?fun\s+\w+\s*\(|func\s+(?:\([^)\n]*\)\s*)?\w+\s*\(|(?:(?:public|private|protected|internal|static|final|async|override|virtual)\s+){0,4}(?:void|int|bool|boolean|string|String|Task|Future<\w+>)\s+\w+\s*\([^)\n]*\)\s*(?:throws\s+[\w, ]+)?\s*\{|my\s+[$@%]\w+\s*=|val\s+\w+\s*(?::\s*[\w<>?, ]+)?=\s|[A-Za-z_]\w*\s+=\s+[[{(]|print\((?=[^\n]*\)\s*(?:$|\n))|\((?:ns|require|defn|defun|define|use-modules)\s|class\s+(?![^\n]*Migration\b)[A-Z]\w*\s*(?:\([^)\n]*\))?\s*:\s*\n|(?:(?:export|public|abstract|final|sealed|data)\s+)*class\s+(?![^\n]*Migration\b)[A-Z]\w*(?:<[^>\n]*>)?(?:\s*\([^)\n]*\))?(?:\s+(?:extends|implements|:)\s*[\w.<>, ()]+)?\s*\{|class\s+(?![^\n]*Migration\b)[A-Z]\w*(?:\s*<\s*[\w:]+)?\s*\n\s+(?:def|attr_\w+|include)\s|try\s*(?:\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)\s*)?\{|let\s+mut\s+\w+|[A-Z]\w*(?:\.[A-Z]\w*)*\.[a-z_]\w*[!?]\(|[A-Z]\w*(?:::[A-Z]\w*)+\.[a-z_]\w*|\$[A-Za-z_]\w*\s*(?:=\s*new\s+[\\A-Z]|->\s*[A-Za-z_]\w*\s*\()|\(\s*new\s+[\\A-Z][\w\\]*\s*\([^()\n]*\)\s*\)\s*->|local\s+[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*=\s|new\s+[A-Z][\w.]*\s*\((?:[^()\n]|\([^()\n]*\))*\)\s*\.\s*[a-z]\w*\s*\(|system2?\(\s*["']|[A-Za-z_]\w*\s+=\s+[A-Z]\w*(?:::[A-Z]\w*)+|unlink\s*\(?\s*glob\s*[("']|(?:unlink|rm|removeDir|file\.remove)\(\s*(?:["'](?:[~/.]|[A-Za-z]:)|homedir\(|getHomeDir\(|path\.expand\(|joinpath\(|mktempdir\(|tempdir\(|tmpdir\(|pwd\(|file\.path\()|discard\s+[a-z]\w*\()/; // (cls-code15b: a test hook, beforeEach(async () => …), is code too) … Java/Groovy's new File(…).deleteDir(), a bare file deletion (R unlink("/x", …), Julia rm("/x"; …), Nim removeDir(…)), Nim's discard f(…), PHP's $x = new Pdo(…) / $x->exec(…) / (new Fs())->remove(…) and Lua's local x = …: no shell writes these // … Go's short declaration (cmd := exec.Command(…)), which no shell writes; a function defined with a typed head (Rust fn, Kotlin fun, Go func, C/Java/C#/Dart void main() {), a Perl my, Kotlin/Scala val, a list or map bound with spaced = (a shell would run the name) a Lisp ns/require/defn form a class (Python class X:, Ruby class X then def, class X { … }), a try block, Rust's let mut an Elixir/Ruby bang call (Repo.query!(…)) and a Ruby namespaced call (Stripe::Charge.list) no shell writes either
const LEADING_COMMENTS = /^(?:[ \t]*(?:#(?![!{])|\/\/)[^\n]*\n)+/;
/** Comment lines of a shell, C-like or SQL text (`#`, `//`, `-- `) at its start. */
const LEAD_COMMENT_LINES = /^(?:[ \t]*(?:#(?![!{])|\/\/|--[ \t])[^\n]*\n)+/;
/** A comment marker of shell/PowerShell (`#`, not `#!` or `#{`), C-like code (`//`), SQL (`-- `) or cmd (`REM`, `::`). */
const COMMENT_LINE_HEAD = /^(?:#(?![!{])|\/\/|--[ \t]|REM[ \t]|::)/i;
const COMMENT_MARKERS = /^[ \t]*(?:#(?![!{])|\/\/|--(?=[ \t])|REM(?=[ \t])|::)[ \t]?/gim;
/** Every non-blank line is a comment. */
function onlyCommentLines(t: string): boolean {
  for (const line of t.split('\n')) if (line.trim() && !COMMENT_LINE_HEAD.test(line.trim())) return false;
  return true;
}

const CODE_KEYWORD_HEAD = new RegExp(
  '^(?:' +
    [
      String.raw`await\s+(?:new\s+)?[\w$.]+\s*[(.]`,
      String.raw`(?:const|let|var)\s+(?:[\w$]+|\{[^}]*\}|\[[^\]]*\])\s*(?::[^=\n]+)?[=;]`,
      String.raw`def\s+\w+[!?]?\s*\(`,
      String.raw`async\s+(?:def|function|fn|\(|[\w$]+\s*=>)`,
      String.raw`func\s+(?:\([^)]*\)\s*)?\w+\s*\(`,
      String.raw`package\s+[\w.]+\s*(?:;|\n|$)`,
      String.raw`using\s+(?:static\s+|var\s+|\(|[A-Z][\w.]*\s*;)`,
      String.raw`require(?:_once)?\s*\(`,
      // Ruby's require 'net/http' (a library name, then the line ends): no shell program is spelled so.
      String.raw`require(?:_relative)?\s+["'][\w./-]+["']\s*(?:;|\n|$)`,
      String.raw`export\s+(?:default|const|let|var|function|class|async|type|interface|enum|\{|\*)`,
      String.raw`return\s+[^\n]*[;(]`,
    ].join('|') +
    ')',
);

/** A line that reads as a sentence: five plain words in a row and no call, assignment, block or statement end. */
function plainSentence(line: string): boolean {
  return /(?:[A-Za-z][A-Za-z'’]+[ ,]+){4,}[A-Za-z][A-Za-z'’]+/.test(line) && !/[;{}=]|\w\(|\.\w+\(/.test(line);
}

/**
 * Heads of code that carries its acts inside a block (cls-code13's carrier grid: the act inside lost its tier): Python's
 * `if __name__ == "__main__":` and a lambda bound to a name, JS's immediately invoked function (`(async () => {`), an
 * exported handler (`export default async function`, `module.exports = async`), and a call chained into a callback
 * (`connect().then(async () => {`); a subscripted receiver (`db["orders"].delete_many(…)`,
 * `client[:orders].drop`); Ruby's `begin`, `at_exit {`, a Rake task and `.each do |x|`; Go's `go func() {`; PHP's
 * open tag and a closure bound to a variable; Kotlin's coroutine builders; Swift's `do {` and `Task {`. No shell writes these.
 */
/** (cls-code18) An infrastructure construct (CDK, CDKTF) made in its scope: new SecurityGroup(this, "web", { … }), no shell writes it. */
const CONSTRUCT_HEAD = /^(?:(?:const|let|var|val|final)\s+\w+\s*(?::\s*[\w.<>]+\s*)?=\s*)?new\s+(?:[a-z]\w*\.)?[A-Z]\w*\(\s*this\s*,\s*["'][^"'\n]*["']\s*,/;
/** (cls-code18) A call given a Kotlin/Swift/Groovy block lambda (s3.deleteObject { it.bucket(…) }, items.forEach { x -> … }). */
const LAMBDA_CALL_HEAD = /^[A-Za-z_]\w*(?:\.\w+)*(?:\([^()\n]*\))?\s*\{\s*(?:it\b|\$0\b|[a-z]\w*(?:\s*,\s*[a-z]\w*)*\s*->)|^[A-Za-z_]\w*(?:(?:\.|::)\w+)+(?:\([^()\n]*\))?\s*(?:\{|do)\s*\|\s*[a-z_]\w*(?:\s*,\s*[a-z_]\w*)*\s*\||^[A-Za-z_]\w*(?:\.\w+)*\.(?:forEach|forEachIndexed|onEach|map|mapNotNull|flatMap|filter|also|apply|let|use)\s*\{\s*[A-Za-z_][\w.]*\s*[.(]/; // (cls-sdk20: a Kotlin collection lambda whose body is a call, users.forEach { twilio.messages.create(…) }) // (cls-sdk20: a Ruby block on a dotted call, gateway.transaction.search { |s| … })
/** (cls-code18) A Java/Kotlin/C# declaration under its annotation (@DataJpaTest ⏎ class …, @Test ⏎ void …, @Bean ⏎ fun …). */
const ANNOTATED_HEAD = /^@[A-Z]\w*(?:\([^()\n]*\))?[ \t]*\n[ \t]*(?:@[A-Z]\w*(?:\([^()\n]*\))?[ \t]*\n[ \t]*)*(?:(?:public|private|protected|internal|final|abstract|static|open|data|sealed|suspend)\s+)*(?:class|interface|object|fun|void|record)\s+[A-Za-z_]/;
/** (cls-code18) A Capistrano/SSHKit block: on roles(:app) do … end. */
const SSHKIT_HEAD = /^on\s+(?:roles|release_roles|primary)\s*\([^()\n]*\)\s*(?:,[^\n]*)?\bdo\b/;
const CODE_CARRIER_HEAD = /^(?:if\s+__name__\s*==\s*["']__main__["']\s*:|[A-Za-z_]\w*\s*=\s*lambda\b[^\n]*:|;?\(\s*(?:async\s+)?(?:\([^()\n]*\)\s*=>|function\b)|export\s+(?:default\s+)?(?:async\s+)?function\b|export\s+(?:const|let)\s+\w+\s*=\s*(?:async\s*)?\(|module\.exports\s*=|[A-Za-z_$][\w$.]*\([^()\n]*\)\s*\.\s*(?:then|subscribe|on|use|catch|finally)\s*\(\s*(?:async\s*)?(?:\([^()\n]*\)|\w+)\s*=>|[A-Za-z_]\w*(?:\.\w+)*(?:\[\s*(?:["'][^"'\n]+["']|:\w+)\s*\])+\s*\.\s*[A-Za-z_]\w*\s*\(|begin[ \t]*\n|def\s+(?:self\.)?[a-z_]\w*[?!]?[ \t]*\n|at_exit\s*(?:\{|do\b)|(?:task|namespace)\s+:\w+(?:\s*=>\s*[\w:[\]]+)?\s+do\b|[\w[\]"'., ]+\.each(?:_with_index)?\s+(?:do|\{)\s*\||go\s+func\s*\(|<\?php\b|\$[A-Za-z_]\w*\s*=\s*[a-z_]\w*\s*\((?=[^\n]*\)\s*;)|(?:puts|pp)\s+[A-Z]\w*(?:::[A-Z]\w*)*\.[a-z_]\w*[(\s]|\$\w+\s*=\s*(?:static\s+)?(?:function|fn)\s*\(|(?:runBlocking|launch|coroutineScope|supervisorScope|withContext\([^()\n]*\))\s*\{|(?:do|Task(?:\.detached)?)\s*\{[ \t]*\n)/;

const PHP_BOUND = /^\$[A-Za-z_]\w*\s*=\s*[^\n]*;[ \t]*\n[\s\S]*(?<![\w$>.:])(?:shell_exec|exec|system|passthru|proc_open|popen|unlink|rmdir|file_put_contents|mysqli_query|pg_query|curl_exec|array_map)\s*\(\s*\$|^\$[A-Za-z_]\w*\s*=\s*[^\n]*;[\s\S]*\$[A-Za-z_]\w*->\w+\s*\(/;
/** (cls-code15) An awaited tagged shell template (await $`rm -rf ${dir}`, const r = await Bun.$`…`): JavaScript (zx, Bun). */
const ZX_AWAIT = /^(?:(?:const|let|var)\s+\w+\s*=\s*)?await\s+(?:Bun\.)?\$`/;
const SPACED_BINDING = /^[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*[ \t]+=[ \t]+(?:await[ \t]+)?[A-Za-z_$][\w.$]*[ \t]*[(.[]/;

/** (cls-code17) Visual Basic (VBA, VBScript, VB.NET): a COM object bound with Set, a Sub or Function head, Dim, Option Explicit, On Error. */
const VB_HEAD = /^(?:Set\s+\w+\s*=\s*(?:CreateObject|GetObject|New)\b|(?:(?:Public|Private|Friend)\s+)?(?:Sub|Function)\s+\w+\s*\([^()\n]*\)[ \t]*(?:As\s+\w+[ \t]*)?\r?\n|Dim\s+\w+(?:\s+As\s+\w+|\s*,\s*\w+)*[ \t]*\r?\n|Option\s+Explicit\b|On\s+Error\s+(?:Resume\s+Next|GoTo)\b)/;
const RUBY_TEST_HEAD = /^(?:it|test|specify|scenario|before|after|setup|teardown)(?:\s*\(\s*:(?:each|all)\s*\))?[ \t]+(?:["'][^"'\n]{1,200}["'](?:[ \t]*,[ \t]*[^\n]{0,200}?)?[ \t]+)?(?:do\b[ \t]*(?:\|[^|\n]*\|)?[ \t]*\n|\{[ \t]*[A-Z][\w:]*(?:\.\w+)+)/;
/** (lead18) The head of a Terraform/OpenTofu/HCL block. */
export const HCL_BLOCK_HEAD = /^(?:resource|module|data|provider|terraform|locals|variable|output)(?:\s+"[\w.-]+"){0,2}\s*\{\s*(?:\n|$)/;
function looksLikeCode(t: string): boolean {
  const head = t.length > 400 ? t.slice(0, 400) : t;
  if (/^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s+=\s+\S/.test(head) || /^if\s+[\w, ]+:=\s*[\w.]+\(/.test(head)) return true; // obj.attr = value; Go's if err := f()
  // Each keyword with the shape that follows it in code: a sentence opening on "exporting", "let's",
  // "using the console …" or "returning …" is prose, not a program.
  if (CODE_KEYWORD_HEAD.test(head)) return true;
  // (lead18) A Terraform/OpenTofu block (resource "type" "name" {, module "x" {, provider "y" {): configuration code.
  if (HCL_BLOCK_HEAD.test(head)) return true;
  // (cls-benign21) An exception raised or thrown (raise PermissionError("…"), throw new Error('…')): code, its message text.
  if (/^(?:raise\s+[A-Z]\w*(?:\.[A-Z]\w*)*\s*\(|throw\s+new\s+[A-Z]\w*\s*\()/.test(head)) return true;
  // (cls-code16b) A Ruby or Elixir test block (it "…" do, test "…", %{conn: c} do, before { … }, setup do): code.
  if (RUBY_TEST_HEAD.test(head)) return true;
  // (cls-code17) Elixir's tuple match on a call's result ({:ok, _} = Oban.insert(…)) and RSpec's block expectation
  // (expect { … }.to have_enqueued_job(…)): code.
  // (R's arrow binding of a call's result, con <- DBI::dbConnect(…), is code too.)
  if (/^[A-Za-z][\w.]*\s*<<?-\s*[A-Za-z][\w.]*(?:::[A-Za-z][\w.]*)?\s*\(/.test(head)) return true;
  if (/^\{:(?:ok|error)\b[^\n]{0,60}\}\s*=\s*[A-Za-z_][\w.]*[!?]?\s*\(|^expect\s*\{[^\n]{0,300}\}\s*\.\s*(?:to|not_to|to_not)\b/.test(head)) return true;
  if (/^(?:import\s+[{\w*]|from\s+\S+\s+import|for\s*\(|for\s+await|_,\s*err\s*[:=]|\w+(?:,\s*\w+)*\s*:=|\w+(?:,\s*\w+)*\s*=\s*(?:await\s+)?[\w.]+[!?]?\(|\$?\w+\s*=\s*new\s|var\s+\w+\s+\[?\]?\w+)/.test(head)) return true;
  // Loop, guard and context heads that prose opens with too ("for everything in prod: delete …",
  // "if (you agree) I'll drop …"): code only when the line carries code, not a run of plain words.
  if (/^(?:for\s+\w+(?:,\s*\w+)?\s+in\s+[^;]*:|with\s+\S[^:]*\bas\b\s*\w+\s*:|if\s*\(|try\s*(?::\s*(?:\n|$)|\{))/.test(head) && !plainSentence(untilLineBreak(head))) return true;
  if (/^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+\s*\(/.test(head)) return true; // dotted call
  // (cls-sdk26) A Ruby block call bound to a name (search = gateway.transaction.search do |s| …): code, not a shell do.
  if (/^[a-z_]\w*\s*=\s*[A-Za-z_]\w*(?:(?:\.|::)[A-Za-z_]\w*)+(?:\([^()\n]*\))?\s*(?:\s+do|\{)\s*\|\s*\w+\s*\|/.test(head)) return true;
  // A name bound to a literal, then code that uses it (target = "/srv/app" ⏎ subprocess.run([…, target])); a list
  // literal's method (["rm", "-rf", d].execute()); Haskell's process calls (callProcess "rm" […]).
  // (cls-holes21) A trailing comment after the literal (amount = 95000  # GBP) keeps it code.
  if (/^[A-Za-z_]\w*\s*:?=\s*(?:f?["'][^"'\n]*["']|\d+(?:_\d+)*|\[[^\]\n]*\])\s*;?[ \t]*(?:(?:#|\/\/)[^\n]*)?\n[\s\S]*^\s*[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*\s*\(/m.test(head) || /^\[[^\]\n]*\]\s*\.\s*[A-Za-z_]\w*\s*\(/.test(head) || /^(?:callProcess|readProcess\w*|spawnProcess|rawSystem|callCommand|spawnCommand|removeDirectoryRecursive|removePathForcibly|removeFile|removeDirectory)\s+"|^getHomeDirectory\s*>>=/.test(head)) return true;
  // Swift/JS/Kotlin statements led by try/await before a dotted call (try await Order.query(on: db).delete()); a Python
  // comprehension assigned (ids = [u.id for u in User.objects.all()]); a block call whose body is a call (transaction { X.deleteAll() }).
  if (/^(?:try\s+)?await\s+[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s*\(|^try\s+[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s*\(|^[A-Za-z_]\w*\s*=\s*\[[^\]\n]*\bfor\s+\w+\s+in\s+[^\]\n]*\]|^[a-z]\w*\s*\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\s*\(|^foreach\s*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\b(?:as\s+\$|in\s+)/.test(head)) return true;
  // (cls-code19) Java's try-with-resources head (try (var s = Files.list(…)) { … }) opens code.
  if (/^try\s*\(\s*(?:final\s+)?(?:var|[A-Z]\w*(?:<[^<>\n]{0,80}>)?)\s+\w+\s*=\s*[\w.]+\s*\(/.test(head)) return true;
  // A Python with-block without a name (with mock_aws():, with transaction.atomic():) followed by an indented line.
  if (/^with\s+[\w.]+\([^()\n]*\)\s*:[ \t]*\n[ \t]+\S/.test(head)) return true;
  // Go's range loop (for _, b := range out.Buckets {) is code whatever its body says.
  // (cls-sdk21) So is Go's bare loop (for { page, _ := c.List(…); … }) and a C-family do/while (do { … } while (page.hasNext());):
  // no shell writes a brace right after for, and a do block closed by while ( is not a shell group.
  if (/^for\s*\{/.test(head) || (/^do\s*\{/.test(head) && /\}\s*while\s*\(/.test(t))) return true;
  if (/^for\s+[\w, ]+:=\s*range\s+[\w.[\]"()]+\s*\{/.test(head)) return true;
  // An ORM chain with no parentheses at its end (Ruby: AuditEvent.delete_all, Order.where(x: 1).destroy_all): a model's bulk call.
  if (/^[A-Z]\w*(?:\.\w+(?:\([^)\n]*\))?)*\.(?:destroy_all|delete_all|update_all|really_destroy_all|in_batches|find_each)\b/.test(head)) return true;
  // (cls-code15) PHP binding a value and handing it to one of PHP's own functions ($cmd = "…"; shell_exec($cmd);,
  // $pdo->exec(…)): PowerShell has no such functions and no `->`.
  if (PHP_BOUND.test(head)) return true;
  // (cls-code14) PHP binding a static call's result ($customers = \Stripe\Customer::all();): no shell or PowerShell writes it.
  if (/^\$[A-Za-z_]\w*\s*=\s*\\?[A-Z]\w*(?:\\\w+)*::\w+\s*\(/.test(head)) return true;
  // (cls-code14) A value piped into a call (Elixir's and R's |>: from(u in User, where: …) |> Repo.delete_all()).
  // (cls-sdk22: R's namespaced calls and magrittr pipe too, httr2::request(u) |> httr2::req_method("DELETE"), x %>% f().)
  if (/(?:\|>|%>%)\s*[A-Za-z_][\w.:]*[!?]?\s*\(/.test(head)) return true;
  // (cls-sdk20) Elixir's comprehension over a call (for c <- Req.get!(…).body do): code.
  if (/^for\s+[\w{}, :]+\s*<-\s*[A-Za-z_][\w.]*[!?]?\s*\(/.test(head)) return true;
  // (cls-code14) A bare process call handed a command string (exec(`rm -rf ${os.homedir()}`), execSync("…"), shell_exec('…')).
  if (/^(?:exec|execSync|spawnSync|shell_exec|passthru|popen)\(\s*[`"']|^(?:exec|eval)\(\s*(?:await\s*)?\(?\s*(?:await\s+)?[A-Za-z_][\w.]*\s*\(/.test(head)) return true;
  // (cls-code14) A Clojure form: a namespaced or interop call, or a core form followed by code ((jdbc/execute! db […]), (doseq [f …] …)).
  if (head.startsWith('(') && LISP_FORM.test(head) && /\)\s*$/.test(t)) return true;
  // (cls-code14) A whole line that is a dotted chain ending in a store-emptying or record-removing method without
  // parentheses (Ruby: redis.flushall, $redis.flushdb, Redis.current.flushall, order.destroy!): no shell writes these.
  if (/^\$?[A-Za-z_]\w*(?:\.\w+(?:\([^)\n]*\))?)*\.(?:flushall|flushdb|flush_all|flush_db|destroy_all|delete_all|destroy!?|delete!|really_destroy!?|purge!?|truncate!?|refund!?|cancel!)[ \t]*;?[ \t]*$/.test(head)) return true;
  // An annotated or decorated definition (@Test void …, @pytest.fixture def …) and test-framework calls (it('…', …), expect(…)).
  // (cls-code16: a decorator's arguments may hold calls, @retry(stop=stop_after_attempt(5)).)
  // (cls-code16) A collection literal mapped or walked with a function (list(map(lambda u: u.delete(), …)), Kotlin
  // listOf("a", "b").forEach { … }, Python [f(x) for x in …] was already code): no shell writes these.
  if (/^(?:(?:list|set|tuple|sorted|any|all)\(\s*)?(?:map|filter)\(\s*lambda\b|^(?:listOf|setOf|arrayOf|mutableListOf|sequenceOf|List\.of|Arrays\.asList|Stream\.of)\([^\n]{0,300}\)\s*\.\s*(?:forEach|map|filter|onEach|forEachIndexed)\s*[({]/.test(head)) return true;
  if (/^@[A-Za-z][\w.]*(?:\((?:[^()\n]|\([^()\n]*\))*\))?\s*\n\s*(?:public|private|protected|internal|void|def|async|fun|func|static|override|@|[A-Za-z][\w<>,[\]? ]*\s+\w+\s*\()/.test(head) || /^(?:it|test|describe|expect)\s*\(\s*[\w"'`]/.test(head)) return true;
  if (/^(?:val\s+\w+\s*=\s*)?[A-Za-z_]\w*(?:(?:::|\.)[A-Za-z_]\w*)*::[A-Za-z_]\w*(?:(?:::|\.)[A-Za-z_]\w*)*\s*(?:\(|<[\w:]+>\s*\()/.test(head)) return true; // a path call (Rust sqlx::query(…), C++ std::fs::remove_all(…), PHP Model::query(…)); Kotlin val
  if (/^(?:\$\w+\s*=\s*)?\[[\w.]+\]::\w+(?:\.\w+){0,3}\s*\(/.test(head)) return true; // PowerShell's .NET static call: [System.IO.Directory]::Delete(…) (cls-holes18: or a member's, ::GlobalSession.ClearLog(…))
  // MongoClient(…).x; an agent framework's action record (OpenHands CmdRunAction(command=…)) is a tool call, not code.
  if (/^[A-Z]\w*\([\s\S]*\)\s*(?:\.\w+|$)/.test(head) && /[.(]/.test(head) && !/^(?:[A-Z]\w*Action|Shell|Terminal|Command|WriteFile|ReadFile|ReadFolder|ReadManyFiles|FindFiles|SearchText|GoogleSearch|SaveMemory|WebFetch|Edit|Write|Read|Update|Create)\(\s*\w+\s*[=:]/.test(head)) return true;
  if (/\bnew\s+[A-Z]\w*(?:Command|Client|Request)\s*\(/.test(head)) return true;
  // (cls-code15) A statement that constructs a namespaced object (new gcp.storage.BucketIAMMember("pub", {…}),
  // new s3.Bucket(this, …)), over one line or several: code, as an infrastructure program declares resources.
  if (/^(?:await\s+)?new\s+(?:[A-Za-z_]\w*\.)+[A-Z]\w*\s*\(/.test(head)) return true;
  if (/;\s*$/.test(untilLineBreak(head)) && /\w\(.*\)\s*;/.test(head) && !/^\s*[a-z][\w-]*\s+-/.test(head)) return true;
  if (/^(?:spark|df|\w+_df|session|client|db|conn|cursor|engine|boto3|stripe|requests|s3|ec2|rds|iam|admin|slack|octokit|gh|api|svc|service|ddb|dynamo|firestore|supabase|prisma)\.[\w.]+\(/.test(head)) return true;
  return false;
}

const FENCE_OPEN = /^[ \t]*```[ \t]*([\w+#.-]*)/;
const FENCE_CLOSE = /^[ \t]*```[ \t]*$/;
const SHELL_LANGS = /^(?:bash|sh|shell|zsh|fish|ksh|console|terminal|shell-session|shellsession|sh-session|bash-session)$/i;
const PS_LANGS = /^(?:powershell|pwsh|ps1|ps|posh)$/i;
const CMD_LANGS = /^(?:cmd|bat|batch|dos|batchfile)$/i;
const SQL_LANGS = /^(?:sql|psql|pgsql|postgres|postgresql|mysql|plsql|tsql|sqlite|snowflake|bigquery|hive|cql)$/i;
const FENCE_NOT_RUN = /(?:\b(?:don['’]t|do not|never|nobody should)\s+(?:ever\s+)?(?:run|execute|paste|type|try)\s+(?:this|these|that|the following|it|them|any of (?:this|these|them))\b[^.!?\n;]{0,30}|\b(?:runbook|docs?|documentation|readme|guide|wiki|article|answer|post|tutorial|manual|page|comment|issue|ticket|log|error|stack ?trace|script's header|example)\s+(?:says?|said|reads|shows?|showed|documents?|describes?|suggests?|recommends?|contains)\s*|\b(?:for example|e\.g\.|such as|the output(?: was| is)?|it printed|it returned)\s*)[:.]?$/i;
/** A console transcript's prompt at the start of a line: "$ ", "# " only in a console block, "PS C:\> ", "user@host:~$ ". */
const LINE_PROMPT = /^[ \t]*(?:\$|%|PS [^>\n]{0,120}>|[\w.-]+@[\w.-]+(?::[^\s$#]*)?[$#]|>)[ \t]+/;

/**
 * Splits text with Markdown code fences: each block is framed in its language (prompts of a console
 * transcript removed, output lines left out), the text around the blocks as prose. Blocks inside prose
 * are embedded: words that make them talk ("the runbook says …", "don't run …") keep them talk.
 * Returns false when no complete fence is found.
 */
function fencedBlocks(t: string, out: Framed, depth: number): boolean {
  // One pass over the lines (a regular expression that looks ahead for each opening fence is quadratic on text
  // made of unclosed fences): an opening line with an info string, the body, a bare closing line.
  const blocks: { start: number; end: number; lang: string; body: string }[] = [];
  let open: { start: number; lang: string; bodyStart: number } | null = null;
  let at = 0;
  while (at <= t.length && blocks.length < 256) {
    const nl = t.indexOf('\n', at);
    const lineEnd = nl < 0 ? t.length : nl;
    const line = t.slice(at, lineEnd);
    if (open === null) {
      const m = FENCE_OPEN.exec(line);
      if (m) open = { start: at, lang: m[1] as string, bodyStart: lineEnd + 1 };
    } else if (FENCE_CLOSE.test(line)) {
      blocks.push({ start: open.start, end: lineEnd, lang: open.lang, body: t.slice(open.bodyStart, Math.max(open.bodyStart, at - 1)) });
      open = null;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  if (blocks.length === 0) return false;
  let prose = '';
  let from = 0;
  for (const b of blocks) {
    prose += `${t.slice(from, b.start)} `;
    from = b.end;
  }
  prose += t.slice(from);
  prose = prose.trim();
  const embedded = prose.length > 0;
  if (embedded) {
    // The words around the blocks say whether the blocks are done or only talked about.
    frameText(prose, out, depth + 1);
  }
  for (const b of blocks) {
    // "Don't run this:", "The runbook says:", "for example:" right before a block: the block is shown, not run.
    const lead = t.slice(Math.max(0, b.start - 160), b.start).replace(/\s+$/, '');
    if (FENCE_NOT_RUN.test(lead) || (embedded && uncommitted(t, b.start))) {
      out.units.push({ k: 'mention', text: b.body.trim(), why: 'shown in a block the text does not run' });
      continue;
    }
    let body = b.body;
    // Aider names the file on the line above the fence: a SEARCH/REPLACE block keeps it, so the edit has its file.
    if (/^\s*<<<<<<< SEARCH/.test(body)) {
      const above = t.slice(0, b.start).trimEnd().split('\n').pop()?.trim() ?? '';
      if (/^[^\s`]{2,300}$/.test(above) && /\.\w+$|\//.test(above)) body = `${above}\n${body}`;
    }
    const lines = body.split('\n');
    const prompted = lines.filter((l) => LINE_PROMPT.test(l));
    // A console transcript: the prompted lines are the commands; the rest is their output.
    if (prompted.length > 0 && (SHELL_LANGS.test(b.lang) || PS_LANGS.test(b.lang) || b.lang === '' || prompted.length === lines.filter((l) => l.trim()).length)) body = prompted.map((l) => l.replace(LINE_PROMPT, '')).join('\n');
    if (!body.trim()) continue;
    // (lead25) A block of its own is whole structure even with words around it: `fenced` lets the second reading defer
    // to its reader as it does for the same command alone (the words around are read as prose all the same).
    if (SHELL_LANGS.test(b.lang)) shellUnit(body, out, undefined, embedded, embedded);
    else if (PS_LANGS.test(b.lang)) shellUnit(body, out, 'powershell', embedded, embedded);
    else if (CMD_LANGS.test(b.lang)) shellUnit(body, out, 'cmd', embedded, embedded);
    else if (SQL_LANGS.test(b.lang)) out.units.push(embedded ? { k: 'sql', text: body, embedded, fenced: true } : { k: 'sql', text: body, embedded });
    else if (embedded) {
      // Another language inside prose: framed on its own; a command or statement found there is embedded.
      const sub: Framed = { units: [], context: [] };
      frameText(body, sub, depth + 1);
      for (const u of sub.units) out.units.push(u.k === 'shell' || u.k === 'sql' ? { ...u, embedded: true } : u);
      out.context.push(...sub.context);
    } else frameText(body, out, depth + 1);
  }
  return true;
}

function sqlUnit(t: string, out: Framed): void {
  // Trailing notes after the statement: "(invoices.customer_id is NOT NULL)", "-- on the prod db", " on the dev database".
  let body = t;
  const note = /(?:;\s*|\s{2,})(\(([^()]{3,200})\)|--\s*[^\n]*)\s*$/.exec(body);
  if (note) {
    out.context.push((note[1] as string).replace(/^--\s*|^\(|\)$/g, ''));
    body = body.slice(0, note.index + (note[0].startsWith(';') ? 1 : 0));
  }
  const tail = /\s+((?:on|in|against|via)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:database|db|connection|server|cluster|environment|env|schema|instance|replica|staging|production|prod|dev)\b[^;]*|in\s+(?:staging|production|prod|dev|the\s+\w+\s+workspace))\s*$/i.exec(body);
  if (tail) {
    out.context.push(tail[1] as string);
    body = body.slice(0, tail.index);
  }
  out.units.push({ k: 'sql', text: body });
}

/** Words where English (or another language) resumes after a command: "rm -rf build on my dev laptop". */
const TAIL_WORDS = new Set([
  'on', 'in', 'at', 'from', 'via', 'using', 'for', 'against', 'because', 'so', 'since', 'while', 'after', 'before', 'inside', 'within', 'across', 'onto', 'into', 'then', 'and', 'but', 'which', 'that', 'to', 'as', 'with', 'without', 'where', 'when', 'if', 'or',
  'en', 'para', 'sur', 'dans', 'pour', 'avec', 'sans', 'auf', 'im', 'um', 'mit', 'ohne', 'für', 'nel', 'sul', 'per', 'con', 'senza', 'no', 'na', 'em', 'com', 'sem', 'op', 'voor', 'zonder', 'på', 'för', 'utan', 'og', 'och', 'w', 'we', 'na', 'bez', 'dla', 'в', 'на', 'для', 'без', 'чтобы', 'и', 'у', 'з', 'щоб', 'ile', 've', 'için', 'di', 'ke', 'untuk', 'dan', 'tanpa', 'sa', 'ng', 'para', 'kwa', 'bila', 'na', 'trên', 'để', 'và',
]);
const TAIL_NEXT = /^(?:the|a|an|my|our|your|their|its|this|that|all|every|each|some|any|order|prod|production|staging|stage|dev|local|shared|la|le|les|el|los|las|un|une|una|der|die|das|den|dem|il|lo|gli|o|os|as|de|het|een|den|det|ten|tego|этот|этом|cluster|host|server|[a-z]+-[a-z0-9-]*\d[a-z0-9-]*|[a-z]+-(?:prod|staging|dev|test|qa)[a-z0-9-]*|(?:prod|staging|dev|test|qa)-[a-z0-9-]+)$/i;

/** Splits a command line from the prose that follows it; the prose becomes context. */
function shellUnit(text: string, out: Framed, dialect?: Dialect, embedded = false, fenced = false): void {
  let t = text.trim();
  // A trailing parenthetical note: "… --prune   (production Airflow)".
  const note = /\s(\((?![^()]*[|;&`$])[^()]*[A-Za-z][^()]*\s[^()]*\))\s*$/.exec(t);
  // (cls-shell18: not cmd.exe's block after `do (` / `else (`, nor a parenthesis opening a new line: those are commands.)
  if (note && !/^\(\s*(?:cd|export|set)\b/.test(note[1] as string) && !/^\([ \t]*\r?\n/.test(note[1] as string) && !/\b(?:do|else)\s*$/i.test(t.slice(0, note.index + 1))) {
    out.context.push((note[1] as string).slice(1, -1));
    t = t.slice(0, note.index).trim();
  }
  // English (or other) prose after the command on the first line.
  const nl = t.indexOf('\n');
  const firstLine = nl < 0 ? t : t.slice(0, nl);
  if (nl < 0 || !/<<|\\$/.test(firstLine)) {
    const cut = proseTail(firstLine);
    if (cut > 0) {
      out.context.push(firstLine.slice(cut));
      t = nl < 0 ? firstLine.slice(0, cut).trim() : `${firstLine.slice(0, cut).trim()}${t.slice(nl)}`;
    }
  }
  // A whole command written as one quoted or inline-code span ("Next: `git status`", "\"aws s3 rb … --force\" — needed
  // …"): the span is the command, not a program named by its whole text or a substitution whose output runs.
  const span = /^(`)([^`\n]+)`$|^(")([^"\n]+)"$|^(')([^'\n]+)'$/.exec(t)?.filter((x) => x !== undefined);
  // (Inline code is code; words in quotation marks are a command unless they read as a sentence: "wipe the production
  // cluster" is a request quoted, not the wipe(1) program.)
  if (span && /\s/.test(span[2] as string) && isProgram(firstWord((span[2] as string).trim())) && ((span[1] === '`' && !SUBST_OUTPUT_HEAD.test(span[2] as string)) || (span[1] !== '`' && !/^\S+\s+(?:the|a|an|all|every|my|our|your|this|that|these|those|everything|it|them)\b/i.test((span[2] as string).trim())))) t = (span[2] as string).trim();
  // (cls-code16) A PowerShell foreach over values written out (foreach ($e in @('dev','prod')) { … }, or a name bound to
  // them): each pass is read with its value, so the production pass counts.
  if (/\bforeach\s*\(\s*\$\w+\s+in\s/i.test(t)) t = unrollForeach(t);
  const unit: Unit = dialect ? { k: 'shell', text: t, dialect, embedded } : { k: 'shell', text: t, embedded };
  if (fenced) unit.fenced = true;
  out.units.push(unit);
}

function unrollForeach(t: string): string {
  if (t.length > 10_000) return t;
  return t.replace(/\bforeach\s*\(\s*\$(\w+)\s+in\s+(@\([^()\n]*\)|(?:"[^"\n]*"|'[^'\n]*')(?:\s*,\s*(?:"[^"\n]*"|'[^'\n]*'))+|\$\w+)\s*\)\s*\{([^{}]{1,2000})\}/gi, (all, v: string, list: string, body: string) => {
    let src = list;
    if (src.startsWith('$')) {
      const b = new RegExp(String.raw`^\s*\$` + src.slice(1) + String.raw`\s*=\s*(@\([^()\n]*\)|(?:"[^"\n]*"|'[^'\n]*')(?:\s*,\s*(?:"[^"\n]*"|'[^'\n]*'))+)\s*$`, 'im').exec(t);
      if (!b) return all;
      src = b[1] as string;
    }
    const vals = [...src.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => (m[1] ?? m[2]) as string).slice(0, 8);
    if (!vals.length) return all;
    return vals.map((x) => body.replace(new RegExp(`\\$(?:\\{${v}\\}|${v}\\b)`, 'g'), x.replace(/\$/g, '$$$$')).trim()).join('\n');
  });
}

/** Index where prose resumes in a one-line command, or -1. Quotes are skipped. */
function proseTail(line: string): number {
  // Em/en dashes always end a command.
  const dash = /\s[—–]\s|\s[—–]$/.exec(line);
  const limit = dash ? dash.index : line.length;
  const words: { w: string; at: number }[] = [];
  let i = 0;
  while (i < limit) {
    while (i < limit && (line[i] === ' ' || line[i] === '\t')) i++;
    if (i >= limit) break;
    const at = i;
    let w = '';
    while (i < limit && line[i] !== ' ' && line[i] !== '\t') {
      const c = line[i] as string;
      if (c === '"' || c === "'" || c === '`') {
        const e = line.indexOf(c, i + 1);
        const stop = e < 0 ? limit : e;
        w += line.slice(i, stop + 1);
        i = stop + 1;
        continue;
      }
      if (c === '|' || c === ';' || c === '&' || c === '>' || c === '<') {
        // Operators: a shell structure continues; no prose tail before here.
        words.length = 0;
      }
      w += c;
      i++;
    }
    words.push({ w, at });
  }
  for (let k = 2; k < words.length; k++) {
    const cur = (words[k] as { w: string }).w;
    const next = words[k + 1]?.w ?? '';
    if (!TAIL_WORDS.has(cur.toLowerCase())) continue;
    if (TAIL_NEXT.test(next.replace(/[.,;:!?)]+$/, '')) || (next && /^[a-z]+$/.test(next) && /^[a-z]+$/.test(words[k + 2]?.w ?? '') && /^[a-z]+$/.test(words[k + 3]?.w ?? ''))) {
      // "for x in" loops and find -exec … are structure, not prose.
      const head = words.slice(0, k).map((x) => x.w.toLowerCase());
      if (cur === 'in' && head.includes('for')) continue;
      if (cur === 'to' && (head[0] === 'scp' || head[0] === 'rsync')) continue;
      return (words[k] as { at: number }).at;
    }
  }
  if (dash) return dash.index;
  void limit;
  return -1;
}

/** "Label: rest" where the label is short and says what or where. */
function labelSplit(t: string): [string, string] | null {
  // "Tool call -> github.delete_repo(…)", "Next => kubectl …": an arrow after a few plain words labels what follows too.
  const arrow = /^([A-Za-z][\w ]{0,40}?)\s*(?:->|=>|→|⟶)\s+(?=\S)/.exec(t);
  if (arrow) {
    const rest = t.slice(arrow[0].length);
    if (isProgram(firstWord(rest)) || SQL_HEAD.test(rest) || /^[\w.]+\s*\(|^mcp__/.test(rest)) return [arrow[1] as string, rest];
  }
  const i = t.indexOf(': ');
  if (i <= 0 || i > 160) return null;
  const label = t.slice(0, i);
  if (/[`{}[\]|;]/.test(label)) return null;
  return [label, t.slice(i + 2)];
}

// ------------------------------------------------------------------ prose with commands inside

const BACKTICK = /`([^`\n]{1,4000})`/g;

/** Words after which a command is reported or named rather than run. */
// (cls-over15: also "to say that `chmod 777` must never …", "state that", "warn that": the sentence a doc is edited to hold.)
const REPORTED_BEFORE = /\b(?:says|said|saying|say|state|states|stating|warn|warns|suggests|recommends|tells you|mentions|documents?|documenting|describes?|explains?)\s+(?:to\s+(?:run\s+|use\s+)?|that\s+|how\s+)?(?:the\s+)?$|\b(?:the|a|an)\s+$/i;

/** "Editing README.md to document `make reset-db`": commands named in documentation being written are its text. */
// (cls-benign19: also "Document in docs/ops.md that …", "Write in the README that …", "Note in the runbook that …".)
const DOCS_EDIT = /^\s*(?:edit|updat|writ|add|append|document|expand|extend|note|fix(?:ing)? (?:a typo in|the wording of))\w*\s+(?:(?:in|into)\s+)?(?:the\s+|a\s+|our\s+)?(?:(?:(?:a|an|one|the|new|short)\s+)*(?:lines?|sections?|paragraphs?|notes?|warnings?|entry|entries|examples?|sentences?|callouts?|faq(?: entry)?)\s+(?:to|in|into|of)\s+(?:the\s+|our\s+)?)?(?:section\s+(?:of|in)\s+)?[\w./-]*(?:README|CHANGELOG|CONTRIBUTING|\.md\b|\.mdx\b|\.rst\b|\.adoc\b|\.txt\b|docs?\/|runbook|wiki page)/i;

/** (cls-benign19) The clause after a document named by DOCS_EDIT that says what it will say ("… docs/ops.md that …"). */
const DOC_THAT_B19 = /^[^\n:]{0,120}?(?:README|CHANGELOG|CONTRIBUTING|\.md|\.mdx|\.rst|\.adoc|\.txt|docs?\/\S*|runbook|wiki page|guide|handbook|playbook)\s+(?:that|saying|stating|to say that|to state that|explaining that|warning that)\s/i;

const DESCRIBED_SWAP = /^\s*(?:in|inside|within|edit|editing)\s+(?:the\s+)?(?:file\s+)?[`'"]?[^\s`'",:]+[`'"]?\s*[,:]?\s+(?:change|changing|replace|replacing|switch|switching|swap|swapping)\s+`[^`\n]{1,300}`\s+(?:to|with|by|for|->|→)\s+`[^`\n]{1,300}`\s*[.!]?\s*$/i;
// cls-edits17: the same swap said in Spanish, French, German, Portuguese, Italian, Dutch, Polish, Russian and Japanese.
const DESCRIBED_SWAP_INTL = /^\s*(?:(?:en|dans|no|na|nel|im|in|w|в)\s+(?:(?:le|la|el|o|a|der|die|dem)\s+)?(?:(?:fichier|archivo|arquivo|datei|file|pliku|файле)\s+)?)?[`'"]?[^\s`'",:]+[`'"]?\s*[,:]?\s+(?:cambi[ae]|reemplaza|sustituye|remplace[rz]?|change[rz]|modifie[rz]?|ersetze|ersetzen|ändere|troque|substitua|altere|mude|sostituisci|vervang|wijzig|zmień|zamień|замени|измени)\s+`[^`\n]{1,300}`\s+(?:por|par|con|durch|door|naar|na|на|en|in|zu|auf|para|ile)\s+`[^`\n]{1,300}`\s*[.!]?\s*$/i;
const DESCRIBED_SWAP_CJK = /^\s*[^\s`]+\s*の\s*`[^`\n]{1,300}`\s*を\s*`[^`\n]{1,300}`\s*に(?:変更|置き換え|書き換え|置換)(?:してください|して下さい)?\s*[。.]?\s*$/;
/** The words before a quoted command make it a subject: talked about or searched for. */
/**
 * cls-benign15: a backticked command asked about for its effect ("what would `…` do …?", the question closing its
 * sentence) or told as run by someone ("because someone ran `…`", "the intern accidentally executed `…`").
 */
/** (cls-benign20) Where a statement embedded at `at` ends: its closing quote, else its line. */
function sqlQuoteEndB20(t: string, at: number): number {
  const close = t[at - 1] === '`' ? t.indexOf('`', at) : -1;
  if (close >= 0) return close + 1;
  const nl = t.indexOf('\n', at);
  return nl < 0 ? t.length : nl;
}
function askedOrToldAround(t: string, start: number, end: number): boolean {
  // ("…; run it again on db-2", "… Run that now.": the command is then asked for after all.)
  if (/(?<!\b(?:don'?t|do not|never|not|won'?t|will not)\s+)\b(?:run|re-?run|execute|exec|do|repeat|retry|try|apply)\s+(?:it|that|this|them|the same)\b/i.test(t.slice(end))) return false;
  if (ASKED_WOULD_BEFORE.test(t.slice(Math.max(0, start - 60), start)) && /^[^.!;\n]{0,80}\?/.test(t.slice(end))) return true;
  // "Ask before any `git push`", "check with me before every `terraform apply`": a care rule about the command (a
  // waiver — "don't ask before …" — pre-approves it and keeps it).
  if (ASK_BEFORE_CMD.test(t.slice(Math.max(0, start - 50), start)) && !/\b(?:don['’]?t|do not|never|no need to|without|needn['’]?t)\s+(?:\w+\s+)?(?:ask|check|confirm)\w*\s+(?:\w+\s+){0,2}before\s+(?:\w+\s+)?$/i.test(t.slice(Math.max(0, start - 50), start))) return true;
  return PERSON_RAN_BEFORE.test(t.slice(Math.max(0, start - 80), start)) || personRanIntlB20(t, start, end);
}

function mentionedBefore(before: string): boolean {
  // (cls-benign14: a review's subject or a checker's finding too.)
  return SQL_MENTIONED_AFTER.test(before) || SEARCHED_FOR.test(before) || REVIEWED_BEFORE.test(before) || FLAGGED_BEFORE.test(before.slice(-40));
}

/** (lead26) A whole text that is a lead forbidding a list ("Never run these:") and the list's items. */
const NEVER_LIST_L26 = /^\s*((?:please\s+)?(?:never|do not|don['’]t|must not|should not|shouldn['’]t)\s+(?:ever\s+)?(?:run|execute|use|type|paste)\b[^:\n]{0,60}:)[ \t]*\n((?:[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]+[^\n]+(?:\n|$)){1,40})\s*$/i;
/** (lead26) A list's lead that holds its commands back: "Never run these:", "Don't run any of:", "Avoid:". */
const HELD_BACK_LEAD_L26 = /\b(?:never|don['’]?t|do not|must not|mustn['’]t|should not|shouldn['’]t|avoid|forbidden|not allowed|banned|dangerous|careful|warning)\b/i;
/** English words a command line carries only inside quotes. */
const SENTENCE_WORD_L26 = /(?<![\w./=:-])(?:the|a|an|and|then|to|with|of|for|into|from|so|that|this|it|them|our|my|your|we|i|you|please|if|when|after|before|until)(?![\w./=:-])/i;
/** (lead26) The list items of a text that are command lines by their shape alone: a program or CLI that is no English word,
 *  an option, a path, a quote or a variable, no sentence words outside quotes, and the line reading as a command. Each is
 *  read as a command (embedded, as a quoted command in a sentence is); the text is returned without those lines. */
function listedCommandLines(text: string, out: Framed): string {
  const lines = text.split('\n');
  if (lines.length > 200) return text;
  let changed = false;
  let at = 0;
  for (const [i, line] of lines.entries()) {
    const lineAt = at;
    at += line.length + 1;
    const m = LIST_ITEM.exec(line);
    if (!m) continue;
    // (Not a list the text holds back: "If we ever had to, we would run: …", "Never run: …".)
    if (uncommitted(text, lineAt) || NEVER_RUN_BEFORE.test(text.slice(Math.max(0, lineAt - 40), lineAt))) continue;
    const item = (m[1] as string).trim();
    const w = firstWord(item).toLowerCase();
    // (A program that is also an English verb, echo or fly, only with shell syntax: a pipe, a redirect, a substitution.)
    if (item.length < 6 || item.length > 2000 || item.includes('`') || (SENTENCE_START.has(w) && !/\s[|>]\s|\$\(|\s--?[a-z]/.test(item)) || !SHELL_MARK_L26.test(item)) continue;
    if (SENTENCE_WORD_L26.test(item.replace(/"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, ' '))) continue;
    if (!looksLikeShell(item)) continue;
    shellUnit(item, out, undefined, true);
    lines[i] = line.slice(0, line.length - (m[1] as string).length);
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}

function proseWithCommands(t: string, out: Framed): void {
  // (cls-benign19) A test's expectation about a checker written as a Python assert statement (`assert is_dangerous("rm -rf /")`,
  // `assert classify("DROP DATABASE prod") == "danger_zone"`) is code that names the command; nothing in it runs it.
  if (/^\s*assert\b/.test(t) && !t.includes('\n') && namesOnlyOver18(t)) {
    out.units.push({ k: 'code', text: t });
    return;
  }
  let prose = t;
  // A plan handed to the person before anything runs: its commands are shown, and the plan is read whole as talk.
  if (awaitsPerson(t)) {
    out.units.push({ k: 'mention', text: t, why: UNCOMMITTED_WHY });
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  if (DOCS_EDIT.test(t)) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // cls-plan14: "In Dockerfile, change `RUN npm ci` to `RUN curl … | bash`": the quotes are the file's old and new text,
  // judged as the file's change (readers/files.ts describedEdit), not commands run now.
  if (DESCRIBED_SWAP.test(t) || DESCRIBED_SWAP_INTL.test(t) || DESCRIBED_SWAP_CJK.test(t)) {
    out.units.push({ k: 'prose', text: t, role: 'main' });
    return;
  }
  // (lead26) A step of a list that is a whole command line (`2. railway down --yes`, `- grpcurl -d '{}' orders.prod:443
  // …/PurgeAllOrders`, `- echo … | base64 -d | sh`): that command, as the same line alone reads; the rest is read without it.
  if (t.includes('\n') && !MEMORY_LEAD.test(t) && !askedAboutB17(t) && !HELD_BACK_LEAD_L26.test(t.slice(0, Math.max(0, t.search(/\n[ \t]*(?:\d{1,3}[.)]|[-*•])[ \t]/))))) {
    t = listedCommandLines(t, out);
    prose = t;
  }

  if (t.includes('`')) {
    BACKTICK.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = BACKTICK.exec(t)) && guard++ < 32) {
      const body = (m[1] as string).trim();
      // "the runbook says to run `rm -rf …`", "the `make reset-db` target": quoted or named, not run.
      // (cls-holes15: unless the text goes on to ask for it: "The runbook says `…` fixes it, so run it on prod now".)
      if ((REPORTED_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index)) || DOC_SAYS_BEFORE.test(t.slice(Math.max(0, m.index - 60), m.index))) && !runAskedAfter(t.slice(m.index + m[0].length, m.index + m[0].length + 200))) continue;
      // cls-benign14: a command a review, a linter or a report names ("I'm reviewing a PR that adds `terraform destroy`
      // to …", "the linter flags `rm -rf $DIR/` as dangerous") is what is looked at, not run.
      if (REVIEWED_BEFORE.test(t.slice(Math.max(0, m.index - 120), m.index)) || FLAGGED_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index))) continue;
      // cls-benign14: one bare word used as a name ("the unused `stripe` import", "the `docker` group", "a `redis` client")
      // names a thing; a command run carries its words after it, or a verb of running before it.
      if (/^[\w.-]+$/.test(body) && (NAMED_AFTER.test(t.slice(m.index + m[0].length, m.index + m[0].length + 24)) || /\b(?:the|a|an|this|that|our|my|your|its|unused|old|new)\s+$/i.test(t.slice(Math.max(0, m.index - 12), m.index)))) continue;
      // "the incident doc about the accidental `DROP SCHEMA …`", "grep for `rm -rf`", "what does `…` do": its subject.
      if (SQL_MENTIONED_AFTER.test(t.slice(Math.max(0, m.index - 60), m.index)) || SEARCHED_FOR.test(t.slice(Math.max(0, m.index - 60), m.index)) || ASKED_ABOUT.test(t.slice(Math.max(0, m.index - 60), m.index))) continue;
      // cls-benign16: counted in a text ("how many times `…` appears", "多少行包含 `…`").
      if (countedOrAskedAround(t, m.index + 1)) continue;
      // cls-benign17: the text opens on the span and then asks what it is or would do ("`DROP TABLE users` คืออะไร").
      if ((m.index === 0 || WHAT_SPLIT_B17.test(t) || ASK_CMD_WORD_FIRST_B20.test(t) || ASK_ID_AFTER_B20.test(t)) && askedAboutB17(t)) continue;
      // cls-benign15: "what would `…` do to the StatefulSet?", "what happens if I run `…`?": a question about its effect;
      // "the outage happened because someone ran `…`", "the intern accidentally executed `…`": told as done by someone.
      if (askedOrToldAround(t, m.index, m.index + m[0].length)) continue;
      // "Never run `git push --force`", "don't use `rm -rf`", "n'exécute jamais `…`": a rule against it, not the act.
      if (NEVER_RUN_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index))) continue;
      // cls-intlB15: the same outside Latin script, the negator before the span or after it in a verb-final language
      // ("不要执行 `…`", "`…` は実行しないでください", "`…` 는 실행하지 마세요", "`…` मत चलाना", "لا تشغّل `…`", "אל תריץ `…`"),
      // and a document or a log quoting it ("手順書には `…` と書いてあります", "日志里显示有人执行了 `…`", "런북에 `…` 라고 적혀 있어요")
      // unless the text goes on to ask for it to be run.
      if (notRunB15(t, m.index, m.index + m[0].length)) continue;
      // "If we ever had to, I would run `…`, but I'm not proposing that": a command its sentence does not commit to.
      if (uncommitted(t, m.index)) {
        out.units.push({ k: 'mention', text: body, why: UNCOMMITTED_WHY });
        continue;
      }
      // "`@reboot curl … | sh`", "`0 3 * * * rm -rf …`": a crontab line runs its command.
      const cron = /^(?:@(?:reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)|(?:[\d*/,-]+\s+){4}[\d*/,-]+)\s+(\S[\s\S]*)$/.exec(body);
      if (cron) {
        // "Appending `…` to /etc/cron.d/agent": the line written into that schedule file (a user field and all),
        // judged as that file's new content; "… to the deploy user's crontab": one entry added to a table that
        // is kept (the settled new cron entry), judged with what it runs.
        const dest = CRON_FILE_DEST.exec(t);
        if (dest) {
          out.units.push({ k: 'write', path: dest[1] as string, content: `${body}\n`, old: '', tool: 'described' });
          continue;
        }
        if (/\bcrontab\b|\bcron (?:table|entry|line|job)\b/i.test(t)) {
          shellUnit(`(crontab -l; echo '${body.replace(/'/g, "'\\''")}') | crontab -`, out, undefined, true);
        }
        // A bare script path says nothing by its name alone; a command line with programs does.
        if (!/^[~./][^\s|;&]*(?:\s+[^|;&\s]+)*$/.test((cron[1] as string).trim())) shellUnit(cron[1] as string, out, undefined, true);
        continue;
      }
      if (SQL_HEAD.test(body)) out.units.push({ k: 'sql', text: body, embedded: true });
      else if (looksLikeShell(body) || /[|;&]/.test(body) && isProgram(firstWord(body))) shellUnit(body, out, undefined, true);
    }
  }
  // A command after an introducer: "… as root: curl … | sudo bash", "(userdel -r)", "with rm -rf".
  const found = embeddedCommand(t);
  // (Also one searched for or talked about, as in the loop above: "grep the repo for `rm -rf /` examples".)
  if (found && (uncommitted(t, found.start) || askedAboutB17(found.text) || (found.start <= 1 || WHAT_SPLIT_B17.test(t)) && askedAboutB17(t) || (TALK_ABOUT_B15.test(found.text) && !/実行|执行|執行|실행|跑一下|運行|运行|चला|چلا|تشغيل|نفذ|הרץ|รัน/.test(t)) || NEVER_RUN_BEFORE.test(t.slice(Math.max(0, found.start - 40), found.start)) || notRunB15(t, found.start, found.end) || ((t[found.start - 1] === '`' || t[found.start] === '`') && askedOrToldAround(t, t[found.start] === '`' ? found.start : found.start - 1, found.end + (t[found.end] === '`' ? 1 : 0))) || (t[found.start - 1] === '`' || t[found.start] === '`') && mentionedBefore(t.slice(Math.max(0, found.start - 60), t[found.start] === '`' ? found.start : found.start - 1)))) {
    out.units.push({ k: 'mention', text: found.text, why: UNCOMMITTED_WHY });
    prose = `${t.slice(0, found.start)} ${t.slice(found.end)}`;
  } else if (found) {
    // cls-benign14: "Let me grep for places where we call `deleteUser`": in a sentence, backticks after a search program
    // are inline code marking the pattern searched for, not a command substitution.
    shellUnit(/^(?:grep|egrep|fgrep|rg|ag|ack)\s/.test(found.text) ? found.text.replace(/`([^`\n]*)`/g, "'$1'") : found.text, out, undefined, true);
    prose = `${t.slice(0, found.start)} ${t.slice(found.end)}`;
  } else if (countedSql(t)) {
    // cls-benign16: a statement counted in a text or asked about after its quote is named; the prose reads without it.
    const at = (EMBEDDED_SQL.exec(t) as RegExpExecArray).index;
    const close = quoteClose(t, at);
    const stop = close >= 0 ? close : t.length;
    out.units.push({ k: 'mention', text: t.slice(at, stop), why: 'a statement counted in a text or asked about' });
    prose = `${t.slice(0, at)} ${t.slice(stop + 1)}`;
  } else {
    const sqlAt = embeddedSql(t);
    // (cls-benign14: so is one a document reports as what someone ran: "The postmortem says the engineer ran DROP DATABASE …".)
    if (sqlAt >= 0 && (uncommitted(t, sqlAt) || askedAboutB17(t) || NEVER_RUN_BEFORE.test(t.slice(Math.max(0, sqlAt - 40), sqlAt)) || notRunB15(t, sqlAt, t.length) || TOLD_RAN_BEFORE.test(t.slice(Math.max(0, sqlAt - 120), sqlAt)) || PERSON_RAN_BEFORE.test(t.slice(Math.max(0, sqlAt - 80), sqlAt).replace(/`$/, '')) || personRanIntlB20(t, sqlAt, sqlQuoteEndB20(t, sqlAt)))) {
      out.units.push({ k: 'mention', text: t.slice(sqlAt), why: UNCOMMITTED_WHY });
      prose = t.slice(0, sqlAt);
    } else if (sqlAt >= 0) {
      out.units.push({ k: 'sql', text: t.slice(sqlAt).replace(/[)"'”»].*$/s, ''), embedded: true });
      // The words after the statement are its target or purpose, read as context.
      out.context.push(t.slice(sqlAt));
      prose = t.slice(0, sqlAt);
    }
  }
  // A note saved to the agent's memory is judged by what it authorises and what it stores.
  out.units.push({ k: 'prose', text: prose, role: MEMORY_LEAD.test(prose) || NOTE_FILE_LEAD.test(prose) || standingNote(prose) ? 'memory' : 'main' });
}


/** A file path: a folder part or a name with an extension ("src/a.ts", ".husky/pre-commit", ".env.example"). */
const PATH_TOKEN = String.raw`[\w.~-]*\/[\w./~-]+|[\w-]*\.[\w.-]+`;
/** "write_to_file <path>" (then the content on the next line), "Create <path>:", "write_to_file <path> with empty content". */
const WRITE_TEXT = new RegExp(String.raw`^(?:write_to_file|write_file|create_file|writefile|createfile|create (?:the )?file|write (?:the )?file|overwrite|new file)\s*[:(]?\s*[\`'"]?(${PATH_TOKEN})[\`'"]?\)?\s*(?::\s*\n|\n|\s+(?:with\s+)?(?:(empty|no|blank)\s+(?:content|contents|text|body))\s*$)`, 'i');
/** "str_replace in <path>\nold: …\nnew: …" (quoted or on their own lines). */
const REPLACE_TEXT = new RegExp(String.raw`^(?:str_replace(?:_editor)?|replace(?:_in_file)?|edit(?:_file)?|search_replace)\s+(?:in\s+)?[\`'"]?(${PATH_TOKEN})[\`'"]?\s*:?\s*\n\s*old(?:_str(?:ing)?)?\s*:\s*([\s\S]*?)\n\s*new(?:_str(?:ing)?)?\s*:\s*([\s\S]*)$`, 'i');

/** Programs whose names are not ordinary words in any language: they start a command wherever they appear. */
function distinctive(w: string): boolean {
  return isProgram(w) && !SENTENCE_START.has(w) && w.length > 1 && !/^(?:a|i|do|go|no|on|in|at|to|it|is|as|be|we|me|my|or|and|the|for|not|but|can|all|new|set|get|put|add|run|use|see|let|via|per|net|sc|cp|mv|ln|dd|su|nc|tr|wc|pr|op|ip|ss|bq|fd|ag|jq|yq|cd|df|du|ps|ed|vi|od)$/.test(w);
}

/** Program names that are also ordinary English words ("open port 22", "every task in Asana", "make the site
 * faster"): inside prose they start a command only when a flag, a path or a name-like argument follows. */
// (cls-intlA15: also 'jest', the Polish "is", and 'dir', the German "you": "Jakie jest hasło …", "schau dir … an".)
// (cls-intlA20: and 'od', the Slavic "from": "ukaž mi heslo od prod db", "od teď …".)
const WORD_PROGRAMS = new Set(['od', 'jest', 'dir', 'timeout', 'port', 'task', 'format', 'free', 'last', 'file', 'time', 'watch', 'history', 'clear', 'reset', 'open', 'locate', 'test', 'read', 'wait', 'type', 'sort', 'cut', 'tree', 'date', 'who', 'install', 'move', 'copy', 'erase', 'pass', 'age', 'trash', 'make', 'just', 'render', 'migrate', 'more', 'less', 'head', 'tail', 'top', 'nice', 'source', 'parallel', 'batch', 'halt', 'service', 'where', 'which', 'mount', 'flux', 'kind', 'atlas', 'goose', 'convex', 'railway', 'amplify', 'consul', 'vault', 'fly', 'hub', 'diff', 'stat', 'column', 'strings', 'yes', 'true', 'false', 'local', 'hash', 'alias', 'trap', 'exit', 'bundle', 'stern', 'packer', 'boundary', 'nomad', 'snap', 'manage', 'at', 'man', 'echo', 'sleep', 'exec', 'export', 'declare', 'unset', 'readonly', 'cat', 'find', 'kill', 'truncate', 'wipe']);
// (cls-intl17c: a number with a Turkic case ending — "port 22-ni", "8080-ə", "22'yi" — is a word of the sentence, no argument.)
const ARGUMENT_LIKE = /^\s+(?!\d+['’-](?:n[ıiuü]|y[ıiuüaeə]|[ıiuüaeə]|[dt][aeə]n?|l[aeə]r\S*)(?=[\s.,!?]|$))(?:--?[a-zA-Z]|[~./$*]|[\w-]*[-=_/:@.][\w.-]*(?:\s|$))/;

const RUN_BEFORE = /\b(?:run|running|execute|executing|exec|type|typing)\s+[`"'“]?$|\b(?:run|execute|command|cmd)\s*[:：]\s*[`"'“]?$|(?:执行|執行|运行|運行|実行(?:します|する)?|실행(?:합니다|해)?|ejecut[oa]r?|exécute[rz]?|führe\s+(?:\w+\s+)?aus|esegu[oi]|executo|uitvoeren)\s*[:：]\s*[`"'“]?$/i;

/** An article or possessive and one or two plain words right before a word ("the live ", "our prod aws "). */
/** A subcommand verb right after a program name ("kubectl delete", "stripe refunds create"): a command line after all. */
const CLI_SUBCOMMAND = /^\s+(?:delete|del|rm|remove|destroy|drop|purge|flush|truncate|apply|create|run|exec|deploy|push|update|set|put|patch|scale|rollout|reset|revoke|rotate|restore|terminate|stop|kill|disable|enable|transfer|refunds?|payouts?|charges?|transfers?|s3|iam|ec2|rds|ns|namespace|pods?|secrets?\s+(?:get|put|delete|list|describe|create))\b/i;
const DETERMINER_AND_WORDS = /\b(?:the|this|that|my|your|our|their|its)\s+(?!(?:run|running|execute|executing|use|using|call|calling|invoke|invoking)\s)[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+$/;

/** The Azure CLI's command groups (az vm, az storage, az group …): what follows az when it is the program. */
const AZ_GROUP = /^\s+(?:account|acr|ad|aks|apim|appconfig|appservice|backup|batch|bicep|cdn|cloud|cognitiveservices|config|connection|consumption|container|containerapp|cosmosdb|databricks|deployment|devops|dls|dns|eventgrid|eventhubs|extension|feature|functionapp|group|identity|image|iot|keyvault|kusto|lock|login|logout|logicapp|managedapp|maps|mariadb|ml|monitor|mysql|netappfiles|network|policy|postgres|provider|redis|relay|repos|pipelines|boards|resource|role|search|security|servicebus|sf|sig|signalr|snapshot|sql|ssh|staticwebapp|storage|synapse|tag|upgrade|version|vm|vmss|webapp|disk|rest|--?[a-z])\b/;
/** cls-benign14: a review's subject before a command ("reviewing a PR that adds `…`", "looking at the diff, which runs `…`"). */
const REVIEWED_BEFORE = /\b(?:review|check|look\s+(?:at|over)|go\s+over|explain|audit)\b[^`\n]{0,80}[.?!]?\s+(?:it|this|the\s+script|my\s+script|the\s+job|that|the\s+cron(?:\s+job)?)\s+(?:runs|calls|executes|does)\s+[`"']?$|\b(?:review\w*|reading|looking at|going through|checking)\s+(?:(?:a|an|the|this|that|my|your|our|their)\s+)?(?:[\w#-]+\s+){0,2}?(?:pr|pull request|mr|merge request|diff|patch|commit|change|changeset|script|job|workflow|playbook|migration)(?:\s+#?\d+)?(?:,?\s+(?:that|which)\s+(?:\w+\s+){0,2}?(?:adds?|introduces?|contains?|includes?|uses?|calls?|runs?|has|removes?|changes?)|\s+(?:adding|introducing|containing|with))\s+(?:a\s+|an\s+|the\s+|new\s+)?[`"']?$/i;
/** cls-benign14: a checker naming a command ("the linter flags `…`", "shellcheck warns about `…`"). */
const FLAGGED_BEFORE = /\b(?:flags?|flagged|warns? (?:about|against)|warned (?:about|against)|complains? about|detects?|detected|catches|caught)\s+(?:the\s+)?[`"']?$/i;
/** cls-benign14: a document or a person told as having run a statement ("the postmortem says the engineer ran …"). */
const TOLD_RAN_BEFORE = /\b(?:says?|said|reports?|reported|shows?|showed|notes?|noted|wrote|explains?)\b[^.!?;\n]{0,80}\b(?:ran|executed|typed|issued|had run|accidentally ran)\s+(?:an?\s+|the\s+)?$/i;

/** cls-benign15: a question for what a command would do, right before it. */
const ASKED_WOULD_BEFORE = /\bwhat\s+(?:would|will|could|might)\s+(?:running\s+)?$|(?:^|[.:?!]\s+|\bquestion:?\s+)(?:so\s+|and\s+)?(?:if|when)\s+(?:i|we|someone|somebody)\s+(?:(?:were to|was to|accidentally|ever)\s+)?(?:run|ran|execute|executed|type|typed)\s+$|\bwhat\s+(?:would\s+happen|happens|will\s+happen)\s+(?:if|when)\s+(?:i|we|you|someone|somebody)\s+(?:run|runs|ran|execute|executes|type|types)\s+$/i;
/** cls-benign15: asking the person before a command ("Ask before any `…`", "check with me before running `…`"). */
const ASK_BEFORE_CMD = /\b(?:ask|check with|confirm with)\s+(?:(?:me|us|the user|the team|first)\s+)*(?:first\s+)?before\s+(?:(?:any|every|each|running|using|doing|a|an)\s+)?$/i;
/** cls-benign15: someone told as having run it ("because someone ran", "the intern accidentally executed", "I ran"). */
const PERSON_RAN_BEFORE = /\b(?:someone|somebody|i|we|he|she|they|(?:the|a|an|our|my|their)\s+(?:[\w-]+\s+){0,2}?(?:engineer|intern|on-?call|admin|administrator|developer|dev|operator|contractor|team|teammate|colleague|script|job|bot|user|customer|sre|dba))\s+(?:(?:had|accidentally|mistakenly|once|apparently|previously|already)\s+)*(?:ran|executed|typed|issued|had run)\s+(?:an?\s+|the\s+)?$/i;
/**
 * (cls-benign20) Someone told as having run a command, in other languages: the subject and the past run verb before it
 * ("alguien ejecutó `…`", "quelqu'un a lancé `…`", "qualcuno ha eseguito `…`", "alguém executou `…`", "ktoś uruchomił `…`",
 * "кто-то выполнил `…`", "有人执行了 `…`"), or, where the verb closes the clause, the subject and auxiliary before it and the
 * participle after it ("jemand hat `…` ausgeführt", "iemand heeft `…` uitgevoerd", "誰かが `…` を実行した", "누군가 `…`를 실행했").
 */
const PERSON_INTL_B20 = String.raw`(?:alguien|quelqu['’]un|qualcuno|alguém|iemand|jemand|ktoś|někdo|niekto|cineva|birisi|biri|någon|nogen|joku|valaki|кто-то|хтось|(?:el|la|un|una|le|l['’]|o|a|um|uma|il|lo|der|die|ein|eine|de|het|een)\s*(?:[\w-]+\s+){0,1}?(?:ingenier[oa]|ingénieur|ingegnere|engenheir[oa]|ingenieur|técnic[oa]|becari[oa]|stagiaire|stagista|estagiári[oa]|praktikant|desarrollador[a]?|développeur|sviluppatore|desenvolvedor[a]?|entwickler(?:in)?|administrador[a]?|administrateur|amministratore|admin|operador[a]?|opérateur|operatore|kollege|kollegin|collega|compañer[oa]|colègue|colega|guardia|d['’]astreinte|bereitschaft|on-?call|script|skript|job|bot))`;
const PERSON_RAN_BEFORE_B20 = new RegExp(String.raw`(?:^|[\s,;:(])` + PERSON_INTL_B20 + String.raw`\s+(?:(?:ya|accidentalmente|por\s+error|sin\s+querer|déjà|accidentellement|par\s+erreur|per\s+errore|accidentalmente|por\s+engano|sem\s+querer|per\s+sbaglio|przypadkowo|omyłkowo|omylem|случайно|по\s+ошибке|yanlışlıkla|ved\s+en\s+fejl|av\s+misstag|vahingossa|véletlenül)\s+)*(?:ejecutó|corrió|lanzó|tecleó|a\s+(?:exécuté|lancé|tapé)|avait\s+(?:exécuté|lancé)|exécuta|ha\s+(?:eseguito|lanciato|digitato)|aveva\s+(?:eseguito|lanciato)|eseguì|executou|rodou|digitou|rulase|a\s+rulat|a\s+executat|uruchomił[aoy]?|wykonał[aoy]?|spustil[aiy]?|vykonal[aiy]?|выполнил[аи]?|запустил[аи]?|ввёл|ввел[аи]?|виконав|запустив|kørte|körde|kjørte|ajoi|futtatta|çalıştırdı)\s+(?:(?:el|la|le|il|lo|o|a)\s+)?(?:(?:comando|commande|commandement|polecenie|příkaz|příkazu|команду|komutu)\s+)?$`, 'i');
const PERSON_AUX_BEFORE_B20 = new RegExp(String.raw`(?:^|[\s,;:(])` + PERSON_INTL_B20 + String.raw`\s+(?:(?:hat|hatte|heeft|had)\s+)?(?:(?:versehentlich|aus\s+Versehen|gestern|heute|per\s+ongeluk|gisteren|einfach|den\s+Befehl|het\s+commando|de\s+opdracht)\s+)*$`, 'i');
const RAN_AFTER_VERB_FINAL_B20 = /^[\s`'"]{0,3}(?:\S+\s+){0,4}?(?:ausgeführt|eingegeben|gestartet|abgesetzt|laufen\s+lassen|uitgevoerd|gedraaid|ingetypt)\b/i;
const PERSON_CJK_BEFORE_B20 = /(?:有人|某人|某位同事|同事|工程师|值班(?:人员|工程师)?|运维|誰か|エンジニア|担当者|当番|누군가|엔지니어|담당자|당직자)(?:が|가|이|は|는)?[^\n`]{0,16}$/;
const RAN_AFTER_CJK_B20 = /^[\s`'"]{0,3}(?:を|를|을)?\s*(?:実行し|実行され|打ち込|流し|실행했|실행하였|돌렸)/;
const RAN_BEFORE_ZH_B20 = /(?:有人|某人|某位同事|同事|工程师|值班(?:人员|工程师)?|运维)[^\n`]{0,10}?(?:执行了|運行了|运行了|跑了|敲了|输入了)\s*$/;
/** (cls-benign20) True when the words around a command at [start, end) tell that someone ran it, in another language. */
function personRanIntlB20(t: string, start: number, end: number): boolean {
  const before = t.slice(Math.max(0, start - 90), start).replace(/[`'"«“„]$/, '');
  if (PERSON_RAN_BEFORE_B20.test(before) || RAN_BEFORE_ZH_B20.test(before)) return true;
  const after = t.slice(end, end + 60);
  if (PERSON_AUX_BEFORE_B20.test(before) && RAN_AFTER_VERB_FINAL_B20.test(after)) return true;
  return PERSON_CJK_BEFORE_B20.test(before) && RAN_AFTER_CJK_B20.test(after);
}
/** cls-benign14: the noun a bare backticked word names ("`stripe` import", "`docker` group", "`redis` client"). */
const NAMED_AFTER = /^\s+(?:imports?|packages?|modules?|library|libraries|dependency|dependencies|client|clients|sdk|group|user|calls?|functions?|variables?|flags?|options?|settings?|keys?|binary|binaries|cli|sections?|lines?|blocks?|fields?|columns?|namespace|class|classes|methods?|types?|helpers?|wrapper|version|config|service|container|image|extension|plugin)\b/i;

/** Commands that start one inside a sentence when a flag or a path follows them, program list or not. */
const BARE_COMMANDS = new Set(['rm', 'ls', 'find', 'kill', 'chmod', 'crontab', 'userdel', 'shred', 'mkfs', 'dd', 'cp', 'mv', 'truncate', 'wipe', 'cat', 'rd', 'del']);

function embeddedCommand(t: string): { start: number; end: number; text: string } | null {
  // A script path after "run"/"running"/"execute": ./scripts/reset_prod_db.sh
  const script = /\b(?:run|running|runs|execute|executing|executes|launch|launching|ejecut\w*|lanc\w*|ausführ\w*|start\w*)\s+((?:sudo\s+)?(?:\.{1,2}\/|~\/|\/)[\w./-]+(?:\s+-{1,2}[\w-]+)*)/i.exec(t);
  if (script) {
    const start = script.index + script[0].length - (script[1] as string).length;
    return { start, end: start + (script[1] as string).length, text: script[1] as string };
  }
  // Program names are lower case; a PowerShell cmdlet is written Verb-Noun (Remove-Item).
  const re = /(^|[\s(:：`"'„«“]|\$\s)((?:sudo\s+)?(?:[a-z][\w.-]*|[A-Z][a-z]+-[A-Z][A-Za-z]+))(?=\s)/g;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(t)) && guard++ < 200) {
    const word = (m[2] as string).replace(/^sudo\s+/, '');
    const start = m.index + (m[1] as string).length;
    if (start === 0) continue;
    // "I'll", "we'd", "l'équipe": an apostrophe inside a word opens nothing.
    if ((m[1] === "'" || m[1] === '’') && /[\p{L}]/u.test(t[m.index - 1] ?? '')) continue;
    const lower = word.toLowerCase();
    // (cls-speed17) Each way below to accept a word (`ok`) needs a program name (isProgram, also inside distinctive) or one
    // of BARE_COMMANDS: test that first, so the ordinary words of a sentence skip the context tests (they are all pure).
    if (!isProgram(lower) && !BARE_COMMANDS.has(lower)) continue;
    // (lead18) "code review", "code freeze", "code owners": VS Code's CLI takes paths and flags, never a plain word.
    if (lower === 'code' && /^\s+[a-z]+\b(?![./-])/.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 24))) continue;
    // "az összes felhasználót", "ip адрес": a program name followed by a word of another script is a word of
    // that language (Hungarian "az" is "the"); subcommands and arguments of CLIs are written in ASCII.
    if (/^\s+\P{ASCII}/u.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 3)) && !/^\s+[«“„"']/.test(t.slice(start + (m[2] as string).length))) continue;
    // "pre-commit hook'larını atlıyorum": a suffix after an apostrophe in another script inflects a word of that language.
    if (/^\s+[A-Za-z-]+['’]\p{L}*\P{ASCII}/u.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 40))) continue;
    // "mit kubectl die alten Pods …", "avec terraform les ressources …": a program followed by an article is the
    // instrument named in the sentence; CLIs take subcommands, flags and names, never articles.
    if (/^\s+(?:the|die|der|das|den|dem|des|le|la|les|el|los|las|il|lo|gli|het|een|um|uma|un|une|una)\s/i.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 8))) continue;
    // cls-benign17: "the deploy user's crontab that runs backup.sh", "a crontab which …": a relative pronoun after the name
    // makes it a noun the clause describes; CLIs take no relative clauses.
    if (/^\s+(?:that|which|who|whose)\s/i.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 8))) continue;
    // "the kubectl delete command", "an example of git push --force", "the terraform destroy output": named, not run.
    const before = t.slice(Math.max(0, start - 24), start).toLowerCase();
    if (/\b(?:the|a|an|this|that|these|those|my|your|our|his|her|its|their|of|about|like|what|whether|how)\s+[`"'“]?$/.test(before) && !/\b(?:run|running|execute|executing|with)\s+(?:the\s+)?[`"'“]?$/.test(before)) continue;
    // "stop the local docker compose stack", "the shared kubectl context": an adjective between the article and the
    // program name still makes the name a noun's modifier.
    if (/\b(?:the|a|an|this|that|my|your|our|their)\s+(?:local|shared|old|new|dev|development|test|staging|remote|whole|entire|running|current|default|existing)\s+$/.test(before)) continue;
    if (/\b(?:says|saying|said|suggests|recommends|titled|named|called|reads|text|comment|note|message|example|docs?)(?:\s+to(?:\s+(?:run|use|execute|type))?)?\s*[:"'`]?\s*$/.test(before)) continue;
    // (cls-intl14) "la caché de npm y …", "den Cache von npm und …", "npm y yarn": after "of" in another language, or
    // before "and", a program name is a noun of the sentence; a CLI takes no "and" as its argument.
    if (/(?:^|\s)(?:de|du|des|del|della|di|von|vom|van|av|från)\s+$/.test(before) || /^\s+(?:y|und|et|and|и|ve|dan|và|och|og|és|și|oraz|та)\s/i.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 8))) continue;
    // (cls-intlA16) "Haz un dry-run del borrado de …", "do a dry run of": after "dry run" the words name what is rehearsed
    // (Spanish "del" is "of the", not cmd's del).
    if (/\bdry[-\s]?run\s+$/.test(before)) continue;
    // (cls-en17) "bump eslint to 9", "upgrade terraform from 1.5 to 1.7": a program named with the version it moves to is
    // the package bumped, not a command run.
    if (/\b(?:bump|bumps|bumping|bumped|upgrade|upgrades|upgrading|downgrade|downgrades|pin|pins|pinning)\s+$/.test(before) && /^\s+(?:(?:from\s+v?[\d.x^~]+\s+)?to|->|→|from)\s+v?[\d^~]/.test(t.slice(start + (m[2] as string).length, start + (m[2] as string).length + 30))) continue;
    // cls-over17: "Turn on gzip in nginx.conf", "Enable gzip compression": a program name right after a switch verb is the
    // feature switched (a setting), not a command run; a command line would carry a flag.
    if (/\b(?:enable|disable|turn (?:on|off)|switch (?:on|off))\s+$/.test(before) && !/^\s+--?[a-zA-Z]/.test(t.slice(start + (m[2] as string).length))) continue;
    // After "sudo", or right after a verb of running ("let me run dd if=…", "executing ln -sf …"), a program name starts a command.
    const sudo = /^sudo\s/.test(m[2] as string);
    const afterRun = RUN_BEFORE.test(before);
    const next = t.slice(start + (m[2] as string).length);
    // Hungarian "az" (the) opens a noun phrase ("az éles adatbázisból"); the Azure CLI's az takes one of its command groups.
    if (lower === 'az' && !sudo && !afterRun && !AZ_GROUP.test(next)) continue;
    // "read-only access", "a set-up step", "open-source code": a lower-case hyphenated word in prose is English;
    // a cmdlet named in a sentence is written Verb-Noun or takes a -Parameter.
    if (!sudo && !afterRun && isCmdletShapeOnly(lower) && (!/[A-Z]/.test(word) || !ARGUMENT_LIKE.test(next)) && !/^\s+-[A-Za-z]/.test(next)) continue;
    const ok = ((sudo || afterRun) && isProgram(lower) && !/^\s+(?:the|a|an|this|that|it|them|all|every|some|my|our|your)\b/i.test(next) && (!WORD_PROGRAMS.has(lower) || sudo || ARGUMENT_LIKE.test(next) || /^\s+["'>]/.test(next))) || (distinctive(lower) && (!WORD_PROGRAMS.has(lower) || ARGUMENT_LIKE.test(t.slice(start + (m[2] as string).length)))) || (BARE_COMMANDS.has(lower) && /^\s+(?:--?[a-zA-Z]|[~./$*])/.test(t.slice(start + (m[2] as string).length)));
    if (!ok) continue;
    // cls-api16: "Key vault kv-prod-payments → Secrets → db-password": a name followed by a menu arrow is a GUI path
    // (a console page and its items); no command line contains "→".
    if (!sudo && !afterRun && /^[^\n`|;&]{0,60}?\s→\s/.test(next)) continue;
    // "print the live stripe secret key", "show me the production aws access key": a program name after an article
    // and one or two words is a noun's modifier (whose key, which account); a command line would carry a flag.
    if (!sudo && !afterRun && DETERMINER_AND_WORDS.test(before) && !/\s--?[a-zA-Z]/.test(next.slice(0, 80)) && !CLI_SUBCOMMAND.test(next)) continue;
    // Where the command ends: a closing bracket/quote that opened it, a dash, or a sentence end.
    const opener = m[1] as string;
    let end = t.length;
    const closer = opener === '(' ? ')' : opener === '`' ? '`' : opener === '"' || opener === '“' ? /["”]/ : opener === "'" ? "'" : opener === '„' ? '“' : opener === '«' ? '»' : null;
    if (closer) {
      const rest = t.slice(start);
      const e = typeof closer === 'string' ? (closer === ')' ? closeBracket(`(${rest}`, 0) - 2 : rest.indexOf(closer)) : rest.search(closer);
      if (e >= 0) end = start + e;
    } else {
      const rest = t.slice(start);
      // (A command written inside Chinese, Japanese or Korean prose ends where that script resumes.)
      // (cls-plan14: a command on a list line ends with that line when the next line opens another item: "* git tag v1".)
      // (cls-over15: a command ends before a time clause of prose: "run mypy before pushing", "ruff after you commit".)
      const stop = /\s*(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff1f\u3001\u3002])|[ \t]*\n(?=[ \t]*(?:[-*•+]|\d{1,2}[.)]|\[[ xX]\])[ \t])|\s+(?:to|in order to|so (?:that )?(?:we|i) can)\s+(?:clean|free|fix|remove|reset|make|get|see|check|test|rebuild|start|restart|update|install|debug|verify|confirm|avoid|speed|save|reclaim|tidy|clear|unblock|refresh)\b|\s[—–]\s|\s+(?:before|after|once|until|whenever)\s+(?:(?:you|we|i|they|anyone|any|every|each)\s+)?(?:push|pushing|commit|committing|merge|merging|open|opening|release|releasing|ship|shipping|tag|tagging)\b|[.!?](?:\s+[A-ZÀ-ÿА-Я]|\s*$)|,\s+(?:because|so|since|but|and then|then|which|as|while|it's|its|they|we|I|without|nothing|no|not|and nothing|and no)\b/.exec(rest);
      if (stop) end = start + stop.index;
      // "…; nothing is applied", "…; it only reads": a clause after a semicolon opened by a word of prose (not a
      // program, not shell syntax such as "; do", "; then") is the sentence going on, not the next command.
      const semi = /;\s+([A-Za-z][\w'-]*)(?=\s)/g;
      let sm: RegExpExecArray | null;
      while ((sm = semi.exec(rest.slice(0, end - start)))) {
        const wd = (sm[1] as string).toLowerCase();
        if (/^(?:nothing|none|no|it|it's|this|that|these|we|we'll|i|i'll|they|only|just|here|here's|which|so|but|the|nobody)$/.test(wd)) {
          end = start + sm.index;
          break;
        }
      }
    }
    const text = t.slice(start, end).trim();
    if (!text) continue;
    return { start, end, text };
  }
  return null;
}

const EMBEDDED_SQL = /\b(?:DROP\s+(?:TABLE|DATABASE|SCHEMA|KEYSPACE|COLLECTION)|TRUNCATE\s+(?:TABLE\s+)?\w|DELETE\s+FROM\s|UPDATE\s+\w+\s+SET\s|ALTER\s+TABLE\s|INSERT\s+INTO\s|GRANT\s+\w|SELECT\s[\s\S]{1,200}?\sFROM\s)/i;

function embeddedSql(t: string): number {
  const m = EMBEDDED_SQL.exec(t);
  if (!m) return -1;
  // Upper-case SQL keywords in prose are written as SQL ("Je fais un DROP TABLE factures");
  // lower-case ones count after a word that introduces a statement ("with select …").
  const head = m[0].split(/\s/)[0] as string;
  if (head !== head.toUpperCase() && !/(?:\bwith|\bexecute|\brun|\brunning|:)\s*$/i.test(t.slice(0, m.index))) return -1;
  // "Next: grant roles/owner on the prod project to …", "Step 2: drop the orders table": English after the colon.
  if (head !== head.toUpperCase() && englishNotSql(t.slice(m.index))) return -1;
  // "Explícame qué hace DROP TABLE", "Was macht TRUNCATE?": a statement asked about is the prose's subject, not run.
  if (ASKED_ABOUT.test(t.slice(Math.max(0, m.index - 60), m.index))) return -1;
  // "a postmortem about the accidental DROP TABLE", "docs on DELETE FROM", "grep for TRUNCATE": named, not run.
  if (SQL_MENTIONED_AFTER.test(t.slice(Math.max(0, m.index - 60), m.index))) return -1;
  // cls-plan14: "The docs say `DROP DATABASE` can't be undone", "the runbook warns that TRUNCATE …": a document's words.
  if (DOC_SAYS_BEFORE.test(t.slice(Math.max(0, m.index - 60), m.index))) return -1;
  // cls-benign16: "Count how many times 'DROP TABLE' appears in the logs", "日志里出现了多少次 'DROP TABLE'", "このSQL「…」が何を
  // するか説明して": a statement counted in a text or asked about after its quote is what is looked for.
  if (countedOrAskedAround(t, m.index)) return -1;
  // cls-benign17: a quoted statement first, then asked about ("`DELETE FROM orders` 有什么用？").
  if (askedAboutB17(t.slice(m.index))) return -1;
  return m.index;
}

/** cls-benign16: a count of occurrences before a quoted statement or command, in the languages of the lexicon. */
const COUNTED_BEFORE = /(?:how many times|how often|number of times|occurrences of|count (?:the )?(?:lines|rows|entries|occurrences|matches|times)(?: (?:containing|with|matching|of))?|多少次|几次|幾次|何回|몇 번|kaç kez|combien de fois|wie oft|cuántas veces|quantas vezes|quante volte|hoe vaak|hur många gånger|сколько раз|ile razy|kolikrát|包含|含む|포함(?:된|하는))(?:\s+(?!(?:and|then|run|execute|drop|delete|truncate)\b)[^\s,;.!?]+){0,4}?\s*[`'"「『“«]?$/i;
/** … and after the quote's end: the quoted text appearing, counted or asked about in a verb-final sentence. */
const COUNTED_AFTER = /^\s*(?:が|は|を|이|가|은|는|을|를|)?\s*(?:appears?|appeared|occurs?|occurred|shows? up|is (?:found|logged|mentioned)|出现|出現|が?何回|몇 번|出てくる|現れ|何をする|何をします|どういう意味|是做什么|做什么|什么意思|是什么意思|무엇을 하는|뭘 하는|무슨 뜻|ne yapar|ne işe yarar|क्या करता)/;
function countedSql(t: string): boolean {
  const m = EMBEDDED_SQL.exec(t);
  return !!m && countedOrAskedAround(t, m.index);
}
function countedOrAskedAround(t: string, start: number): boolean {
  if (COUNTED_BEFORE.test(t.slice(Math.max(0, start - 60), start))) return true;
  // The quote the statement stands in closes within a few hundred characters.
  const stop = quoteClose(t, start);
  return stop >= 0 && COUNTED_AFTER.test(t.slice(stop + 1, stop + 30));
}
const CLOSER: Record<string, string> = { '「': '」', '『': '』', '“': '”', '«': '»', '‘': '’', "'": "'", '"': '"', '`': '`' };
/** Where the quote a statement at `start` stands in closes (the opener's own closer), or -1. */
function quoteClose(t: string, start: number): number {
  const closer = CLOSER[t[start - 1] ?? ''];
  if (closer) {
    const i = t.indexOf(closer, start);
    return i >= 0 && i - start <= 300 ? i : -1;
  }
  const m = /[」』"'`”’»]/.exec(t.slice(start, start + 300));
  return m ? start + m.index : -1;
}

/**
 * cls-holes15: the text after a quoted command asks for it to be run ("…, so run it on prod now", "Please execute that
 * on the primary"): not negated, not asked as a question.
 */
function runAskedAfter(rest: string): boolean {
  const m = /(?:^|[\s,;.:—–-])(?:(?:so|then|now|please|just|go ahead and|and)\s+)*(?:run|execute|apply)\s+(?:it|that|this|them|the command)\b([^.!?\n]{0,80})([.!?]|$)/i.exec(rest);
  if (!m || m[2] === '?') return false;
  return !/\b(?:don['’]t|do not|never|not|won['’]t|shouldn['’]t|should we|can we|could we|would|if)\s+(?:\w+\s+)?$/i.test(rest.slice(Math.max(0, m.index - 24), m.index + 1 + (/^\s/.test(m[0]) ? 0 : 0)));
}

/** A document reported as saying something about the statement that follows (cls-plan14). */
/**
 * cls-intlB15: a command in a sentence outside Latin script that a prohibition before or after it holds back, or that a
 * document or log quotes, unless the text goes on to ask for it to be run (see the patterns below).
 */
function notRunB15(t: string, start: number, end: number): boolean {
  const before = t.slice(Math.max(0, start - 40), start).replace(/`\s*$/, '');
  const after = t.slice(end, end + 40).replace(/^`/, '');
  if (NOT_RUN_BEFORE_B15.test(before) || NOT_RUN_AFTER_B15.test(after)) return true;
  return DOC_WORD_B15.test(before) && (SAYS_B15.test(before) || SAYS_AFTER_B15.test(after)) && !RUN_ASKED_B15.test(t.slice(end));
}
/** cls-intlB15: a prohibition right before a quoted command, outside Latin script (不要执行, 别跑, لا تشغّل, אל תריץ, อย่ารัน). */
const NOT_RUN_BEFORE_B15 = /(?:不要|别|別|请勿|請勿|禁止|千万别|千萬別)\s*(?:再)?(?:执行|執行|运行|運行|跑)?\s*$|(?:^|\s)(?:لا\s+(?:تشغ\u0651?ل|تنف\u0651?ذ)|אל\s+(?:תריץ|תפעיל|תבצע)|अभी\s+मत|मत)\s*$|อย่า\s*(?:รัน|เรียกใช้)?\s*$/;
/** … and after it, in the verb-final languages (は実行しないで, 실행하지 마세요, मत चलाना, مت چلاؤ). */
const NOT_RUN_AFTER_B15 = /^\s*(?:は|を|も)?\s*(?:絶対に|決して)?\s*(?:実行|実施)?(?:しないで|しないでください|しちゃだめ|禁止)|^\s*(?:는|은|를|을|도)?\s*(?:절대\s*|절대로\s*)?(?:실행|돌리|쓰)(?:하지|지)\s*(?:마|말)|^\s*(?:को\s+)?(?:कभी\s+)?(?:मत|ना)\s+(?:चला|रन)|^\s*(?:کو\s+)?(?:کبھی\s+)?مت\s+چلا/;
/** A document, runbook or log that a quoted command is read from. */
const DOC_WORD_B15 = /手順書|ランブック|ドキュメント|マニュアル|ログ|运行手册|手册|手冊|文档|文檔|日志|日誌|런북|문서|매뉴얼|로그|रनबुक|डॉक्यूमेंटेशन|दस्तावेज़|लॉग|دليل|السجل|التوثيق|רנבוק|ראנבוק|התיעוד|הלוג|המדריך|คู่มือ|ล็อก|เอกสาร|مستندات|راهنما|لاگ/;
const SAYS_B15 = /显示|顯示|写着|寫著|写道|寫道|提到|说|說|によると|には|에\s*따르면|में लिखा|में बताया|يقول|تقول|يذكر|כתוב|אומר|บอกว่า|ระบุว่า|میگه|میگوید|نوشته/;
const SAYS_AFTER_B15 = /^\s*(?:と|って)(?:書いて|書かれて|あり|記載)|^\s*(?:라고|이라고)\s*(?:적혀|쓰여|나와|되어)|^\s*(?:लिखा|दिया)|^\s*(?:مکتوب|نوشته)/;
/** The text goes on to ask for the quoted command to be run ("…ので本番で実行して", "所以在生产环境执行它"). */
const RUN_ASKED_B15 = /実行して|実行してください|実行しろ|执行一下|执行它|執行它|跑一下|실행해|돌려\s?줘|चला\s?दो|चलाओ|شغ\u0651?له|نف\u0651?ذه|תריץ\s+את|הרץ|รันเลย|รันบน|اجراش\s*کن/;
const DOC_SAYS_BEFORE = /\b(?:docs?|documentation|manual|runbook|playbook|wiki|readme|guide|article|handbook|faq|postmortem|post-mortem)\s+(?:page\s+|section\s+)?(?:says?|said|warns?|warned|notes?|explains?|states?|mentions?|points out)\s+(?:that\s+)?(?:an?\s+|the\s+)?[`"'“«]?$/i;
/** Words before a statement that ask what it does or explain it, in the languages of the lexicon. */
const ASKED_ABOUT = /(?:explain|expl[ií]c|expliqu|erklär|spieg|uitleg|leg uit|förklar|forklar|wyjaśn|wytłumacz|vysvětl|объясн|поясн|açıkla|jelaskan|giải thích|説明|解释|解釋|설명|اشرح|תסביר|समझा|εξήγ|what (?:does|is)|qué (?:hace|es)|que fait|qu'est-ce que|was (?:macht|tut|ist)|cosa fa|o que (?:faz|é)|wat doet|vad gör|hva gjør|hvad gør|co (?:dělá|robi)|что (?:делает|такое)|що (?:робить|таке)|τι κάνει|ne yapar|apa fungsi)[^.!?;]*$/i;
/**
 * A search verb right before a quoted command: "grep the repo for `rm -rf /`", "buscar `git push --force` en …",
 * "suche nach `DROP TABLE`", "найти `rm -rf`": the string searched for, not run. No "and"/"then"/"run" between.
 */
const SEARCHED_FOR = /(?:^|[\s(])(?:grep\w*|search\w*|look(?:ing)? for|find|finding|scan\w*|buscar|busca|busque|buscando|such\w*|cherch\w*|recherch\w*|procur\w*|cerc\w*|szuk\w*|wyszukaj|ищ\w*|искать|найд\w*|найти|検索|搜索|查找|검색)(?:\s+(?!(?:and|then|run|execute|y|und|et|puis|e|i|и)\b)[^\s`]+){0,5}?\s*[`"'“«]?$/i;
const SQL_MENTIONED_AFTER = /\b(?:about|regarding|on|explains?|explaining|explained|describes?|describing|documents?|documenting|mentions?|mentioning|why|whether|how|like|avoid|avoids|avoiding|never|prevent|prevents|preventing|forbids?|blocks?|blocking|detects?|detecting|against|for|containing|contains|sur|über|sobre|acerca\s+de|à\s+propos\s+d[eu]s?|su|sul|sulla|over|про|об?)\s+(?:(?:an?|the|any|every|each|all|this|that|its|our|their|le|la|les|l'|un|une|du|des|den|die|das|der|dem|einen?|el|los|las|o|os|as|il|lo|gli|het|de)\s*)?(?:(?:accidental|stray|manual|unguarded|raw|dangerous|destructive|bare|unfiltered)\s+)?[`"'“«]?$/i;

/** A prohibition right before a quoted command ("never run", "do not use", "no ejecutes nunca", "nie … ausführen"). */
const NEVER_RUN_BEFORE = /(?:\b(?:never|don['’]t|do not|must not|mustn['’]t|should not|shouldn['’]t|avoid|no one should|nobody should)\s+(?:ever\s+)?(?:(?:run|use|call|execute|invoke|type|do)(?:ning|ing)?\s+)?|\b(?:nunca|jamás|no)\s+(?:ejecutes|uses|corras|lances|executes|rodes|use|execute)\s+(?:nunca\s+)?|\b(?:n['’]|ne\s+)(?:exécute|lance|utilise|tape)z?\s+jamais\s+|\bjamais\s+(?:de\s+)?|\bniemals\s+|\bnie\s+|\bmai\s+|\bnon\s+(?:eseguire|usare|lanciare)\s+(?:mai\s+)?)[`"'“«]?$/i;

// ------------------------------------------------------------------ commands a sentence does not commit to

/** "if … would/could", "suppose we …": a hypothetical (the sentence must also be in the conditional mood). */
const HYPO_IF_WORD = /(?:^|[\s,(])(?:if|suppose|supposing|wenn|falls|si|se|als)\s/i;
const HYPO_WOULD = /\b(?:would|could|might|würde|würden|könnte|könnten|pourrais|pourrait|pourrions|podría|podríamos|poderia|poderíamos|potrei|potremmo|zou|zouden)\b/i;
/**
 * The step withheld or left to the person: "I'm not proposing that", "I will not apply it", "not running it yet",
 * "nothing has been executed", "for your review", "only writing it up as a proposal", and the same in a few languages.
 */
const WITHHELD = /\b(?:not (?:proposing|suggesting|recommending|planning(?: to (?:run|do) (?:it|that|this))?)|(?:i|we) (?:will not|won['’]t|am not going to|['’]m not going to|are not going to|['’]re not going to|do not|don['’]t) (?:run|apply|execute|do|make|perform) (?:it|that|this|them|anything|any of (?:it|this|them))|not (?:running|applying|executing) (?:it|that|this|them|anything)|without (?:running|applying|executing) (?:it|that|this|them|anything)|nothing (?:has been|was|is|will be|gets) (?:run|executed|applied|changed)|(?:for|awaiting|pending) (?:your|the user['’]s|a person['’]s|human|team) (?:review|approval|sign-off|decision|go-?ahead|green light|ok|okay|confirmation)|(?:only|just) (?:writing|drafting|sketching) (?:it|this|that) (?:up|down|out)|as a proposal|for (?:tomorrow['’]s|the) review)\b|\b(?:no (?:lo|la|los|las) (?:ejecutaré|aplicaré|voy a ejecutar|voy a aplicar)|para (?:tu|su|vuestra) (?:revisión|aprobación)|pour (?:ta|votre) (?:relecture|revue|validation|approbation)|je ne (?:le|la|les) (?:lancerai|exécuterai|appliquerai) pas|zur (?:prüfung|durchsicht|freigabe)|(?:ich )?führe (?:es|ihn|sie) nicht aus|per (?:la tua|la vostra|sua) (?:revisione|approvazione)|para (?:sua|tua) (?:revisão|aprovação)|não (?:o|a) (?:vou )?(?:executar|aplicar|executarei|aplicarei)|sin ejecutar(?:lo)?|nicht aus(?:führen|geführt)|ohne (?:es )?auszuführen|sans (?:l['’])?(?:exécuter|appliquer)|je ne (?:l['’])?(?:exécute|applique)(?:rai)? pas|senza eseguir\w*|sem execut\w*|niet uit(?:voeren|gevoerd))\b/i;

/**
 * The sentence around a command found inside prose does not commit to running it: a hypothetical, a withheld
 * step, a proposal left for review (LABELS: planning and talk about a dangerous change are safe). The sentence
 * is the text between line breaks and sentence ends around `at`, so one hypothetical step of a plan does not
 * withdraw the next.
 */
/** A plan's step marker used as a label ("Step 1", "Phase 2", "Schritt 3"). */
/** A plan's heading: "Next steps", "Plan", "Proposed changes", "To-do", "Checklist", "Nächste Schritte", "Étapes", "План". */
const PLAN_LABEL = /^\s*(?:#{1,4}\s*)?(?:(?:the|my|our|here(?:'s| is) (?:the|my))\s+)?(?:(?:proposed|planned|suggested|next|remaining|intended|upcoming|follow-up)\s+)?(?:steps?|plan|changes|to-?dos?|tasks|checklist|outline|actions|work items?)(?:\s*\([^)]{0,40}\))?\s*$|^\s*(?:nächste schritte|schritte|plan|étapes|prochaines étapes|pasos|próximos pasos|plan de trabajo|passos|próximos passos|passi|prossimi passi|piano|kroki|план|шаги|計画|计划|步骤|단계|계획)\s*$/i;
const STEP_LABEL = /^\s*(?:step|phase|stage|schritt|paso|étape|passo|fase|krok|шаг)\s*\d{1,2}$/i;
/** A schedule file named as where a line goes ("to /etc/cron.d/agent", "into /etc/crontab"). */
const CRON_FILE_DEST = /\b(?:to|into|in)\s+[`'"]?((?:\/etc\/(?:crontab|anacrontab|cron\.(?:d|hourly|daily|weekly|monthly)\/[\w.-]+)|\/var\/spool\/cron\/[\w./-]+))/;
/** The withheld step named as the code span itself: "I won't run `git reset --hard`", "we shouldn't run 'terraform destroy'". */
const WITHHELD_SPAN = /\b(?:(?:i['’]m|we['’]re) not going to|(?:i|we) (?:will not|won['’]t|am not going to|['’]m not going to|are not going to|['’]re not going to|do not|don['’]t|should not|shouldn['’]t|would not|wouldn['’]t|will never|never)) (?:run|apply|execute|use|try) [`'"]/i;
const UNCOMMITTED_WHY = 'only named in a hypothetical or a step withheld or left for review';
function uncommitted(t: string, at: number): boolean {
  const before = t.slice(0, at);
  const lineStart = Math.max(before.lastIndexOf('\n'), before.search(/[.!?]\s+(?=[^.!?]*$)/)) + 1;
  const afterText = t.slice(at);
  const stop = afterText.search(/\n|[.!?](?:\s|$)/);
  const sentence = t.slice(lineStart, stop < 0 ? t.length : at + stop + 1);
  const step = sentence.replace(/^\s*(?:\d{1,2}[.)]|[-*•]|(?:step|phase)\s*\d{1,2}\s*[:.)-])\s*/i, '');
  // "3. Attendere conferma prima di `terraform apply`": a step that waits for the person holds what it names.
  if (WITHHELD.test(sentence) || WITHHELD_SPAN.test(sentence) || GATED_STEP.test(step) || GATED_TAIL.test(step) || waitsForPerson(step) || awaitsPerson(t)) return true;
  return HYPO_IF_WORD.test(sentence.slice(0, Math.max(0, at - lineStart))) && HYPO_WOULD.test(sentence);
}

/** Programs whose output, run by a shell substitution, would be a command only known at run time. */
const SUBST_OUTPUT_HEAD = /^\s*(?:sudo\s+)?(?:(?:curl|wget|fetch|http|https|echo|printf|base64|xxd|dig|nslookup|nc|ncat|openssl|gpg|eval)\b|\$|(?:python[\d.]*|node|perl|ruby|php)\s+-[ceE]\b)/;

/** The separator line under a Markdown table's header: `|---|:--:|`. */
const MD_TABLE_SEP = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/m;
/**
 * A Markdown table's rows as a bulleted list (cells joined, step numbers dropped), the text around it kept; null
 * when the rows are not a table (a pipeline, a `|`-separated log).
 */
function markdownTableList(t: string): { text: string; todo: boolean } | null {
  const lines = t.split('\n');
  const sep = lines.findIndex((l) => MD_TABLE_SEP.test(l));
  if (sep < 1 || !/^\s*\|.*\|\s*$/.test(lines[sep - 1] as string)) return null;
  const out = lines.slice(0, sep - 1);
  const rows: { cells: string[]; status: string }[] = [];
  let i = sep + 1;
  for (; i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i] as string); i++) {
    // Cells split on pipes outside backticks (a quoted pipeline `a | b` stays one cell).
    const cells = ((lines[i] as string).trim().slice(1, -1).match(/(?:`[^`]*`|[^|`])+/g) ?? []).map((c) => c.trim()).filter((c) => c && !/^#?\d{1,3}[.)]?$/.test(c));
    const status = cells.find((c) => STATUS_CELL.test(c)) ?? '';
    if (cells.length) rows.push({ cells: cells.filter((c) => c !== status), status });
  }
  if (i === sep + 1) return null;
  // A table with a status column is a to-do list: as with a to-do tool, the rows in progress are the work now (done
  // rows are past, pending ones come as their own actions); with none in progress, every row not done is the plan.
  const active = rows.filter((r) => ACTIVE_CELL.test(r.status));
  // (cls-plan20b) A row one of whose later cells says it will not be done is left out like a done one.
  const declined = (r: { cells: string[] }): boolean => r.cells.slice(1).some((c) => c.length <= 80 && DECLINED_CELL_B20.test(c));
  const kept = (active.length ? active : rows.filter((r) => !DONE_CELL.test(r.status))).filter((r) => !declined(r));
  for (const r of kept) if (r.cells.length) out.push(`- ${r.cells.join(': ')}`);
  out.push(...lines.slice(i));
  return { text: out.join('\n'), todo: kept.length < rows.length };
}

/** A memory store's write method called on its own: `memory.save(`, `mem0.add(`, `client.memories.create(`. */
/**
 * (cls-plan20) mem0's own call shape on any client name (`m.add("…", user_id="alice")`, `client.add([{role, content}],
 * user_id="u7")`, `memory_client.update(…, agent_id=…)`): `add`/`update` given a user, agent or run id is a memory write;
 * and ChatGPT's bio tool (`bio.update("…")`, `bio.write(…)`). Its note is judged like every other memory note.
 */
/**
 * (cls-plan21) LangGraph's long-term store, `store.put(("user", "42", "prefs"), "style", {…})` / `await store.aput(namespace,
 * key, {…})` (also `in_memory_store`, `memory_store`): a note saved to the agent's memory, not a record of one account.
 */
/** (cls-edits22) Letta's memory writes (a core-memory block changed, a core or archival memory appended or inserted) and
 *  Zep's thread messages (`client.thread.add_messages(thread_id, messages=[Message(role="user", content="…")])`). */
const MEMORY_METHOD_E22 = /^(?:await\s+)?(?:(?:[\w$]+\.)*blocks\.(?:modify|update)\s*\((?=[^\n]{0,400}?\b(?:value|block_label|label)\s*[=:])|(?:[\w$]+\.)*passages\.(?:create|insert)\s*\((?=[^\n]{0,400}?\btext\s*[=:])|(?:[\w$]+\.)*(?:thread|memory|session)\.add_messages?\s*\((?=[^\n]{0,400}?\bcontent\s*[=:])|(?:[\w$]+\.)?(?:core_memory_(?:append|replace)|archival_memory_insert|memory_(?:insert|replace|rethink))\s*\()(?=[\s\S]*\)\s*;?\s*$)/;
/** (cls-edits22) The lines that only set a memory client up before its one call: imports and `x = Client(…)`. */
const MEMORY_SETUP_E22 = /^(?:(?:from\s+[\w.]+\s+)?import\s+[^\n]{1,200}|(?:const|let|var)?\s*[\w$]+\s*=\s*(?:await\s+)?(?:new\s+)?[\w$.]*(?:Memory|MemoryClient|Letta|Zep|AsyncZep|ZepClient|Mem0|Client)\s*\([^\n]{0,200}\)\s*;?|(?:const|let|var)\s+[\w${}\s,]+=\s*require\([^\n]{1,100}\)\s*;?)\s*$/;
function memorySetupE22(t: string): string {
  const lines = t.split('\n');
  if (lines.length < 2 || lines.length > 12) return t;
  let i = 0;
  while (i < lines.length - 1 && (!(lines[i] as string).trim() || MEMORY_SETUP_E22.test((lines[i] as string).trim()))) i++;
  return i > 0 && lines.slice(0, i).some((l) => /mem0|letta|zep|memory/i.test(l)) ? lines.slice(i).join('\n').trim() : t;
}
const MEMORY_METHOD_P21 = /^(?:await\s+)?(?:[\w$]+\.)?(?:store|in_?memory_?store|memory_?store|long_?term_?store|user_?store|mem_?store|[\w$]*memory_?store)\.a?put\s*\((?=[\s\S]*\)\s*;?\s*$)/i;
const MEMORY_METHOD_P20 = /^(?:await\s+)?(?:(?:[\w$]+\.)?(?:add|update)\s*\((?=[^\n]{0,2000}?\b(?:user_id|agent_id|run_id|userId|agentId|runId)\s*[=:])|(?:to=)?bio\.(?:update|write|add|set|remember)\s*\()(?=[\s\S]*\)\s*;?\s*$)/;
const MEMORY_METHOD = /^(?:await\s+)?(?:(?:[\w$]+\.)?(?:memory|memories|mem0|long_?term_?memory|agent_?memory)\.(?:save|add|store|write|update|create|set|put|remember)|(?:[\w$]+\.)?(?:remember|memori[sz]e|(?:save|add|store|write|create|update|manage|upsert|insert|append|record)_?(?:memory|memories|to_?memory)))\s*\((?=[\s\S]*\)\s*;?\s*$)/i; // (cls-gui18: also a memory tool called as a bare function, `remember(content="…")`)

/** Two or three plain words, then a preposition and an article: the tail of an English phrase, not arguments. */
/** cls-api16: a word, a quoted text, then "in/into the … field/box/dialog/prompt": text typed into a GUI form. */
const QUOTED_INTO_FIELD = /^[a-z]+\s+(?:"[^"\n]{1,60}"|'[^'\n]{1,60}'|“[^”\n]{1,60}”)\s+(?:in|into|inside)\s+(?:the|a|an|that|this)\s+(?:[\w-]+\s+){0,3}(?:field|box|input|textbox|text\s+box|dialog|modal|prompt|form)\b/;
/** (cls-en17) A verb-program followed by a pronoun or "sure", or by one word then an article: an English sentence. */
const PERSON_THEN_ARTICLE = /^[a-z]+\s+(?:(?:her|him|them|me|us|sure|everyone|everybody|someone|somebody)(?=[\s,.!?]|$)|[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:a|an|the)\s+[A-Za-z])(?![^\n]*\s--?[a-z])|^set\s+[a-z][\w-]*(?:\s+[\w./#-]+){0,6}?\s+to\s+\S(?![^\n]*=)/;
const ENGLISH_TAIL = /^[a-z]+(?:\s+[a-z][a-z-]*|\s+\d+){1,3}\s+(?:of|to|on|in|for|from|with|across|into)\s+(?:the|a|an|our|my|your|all|every|each|this|that)\s/;
/** A to-do table's status cell. */
const STATUS_CELL = /^(?:\*\*)?(?:done|complete|completed|finished|✅|✔️?|☑️?|pending|todo|to-?do|to do|not started|queued|blocked|waiting|next|⏳|🔜|in[ _-]?progress|doing|active|running|wip|current|🔄|🚧)(?:\*\*)?$/i;
const ACTIVE_CELL = /in[ _-]?progress|doing|active|running|wip|current|🔄|🚧/i;
const DONE_CELL = /done|complete|finished|✅|✔|☑/i;
/**
 * (cls-plan20b) A to-do table's cell that says the row will not be done ("won't do, needs DBA", "skipped", "not doing",
 * "❌ cancelled", "out of scope", "descartado", "entfällt", "abandonné", "не делаем", "やらない", "不做"): the row is
 * dropped from the plan, as a done one is. The marker opens the cell (a reason may follow it).
 */
const DECLINED_CELL_B20 = new RegExp(String.raw`^(?:\*\*)?${DECLINED_WORDS_B20}(?:\*\*)?(?=$|[\s,;:.(—–-])`, 'iu');

/**
 * Cline's and Roo's SEARCH/REPLACE blocks (`------- SEARCH` / `<<<<<<< SEARCH`, Roo's `:start_line:` and `-------`,
 * `=======`, `+++++++ REPLACE` / `>>>>>>> REPLACE`): every block's old and new text, without the markers, so an edit
 * that only adds lines is seen to remove none.
 */
function searchReplaceBlocks(diff: string): { old: string; now: string } | undefined {
  const re = /^(?:-{3,}|<{3,})\s*SEARCH[ \t]*\n((?::(?:start|end)_line:\s*\d+[ \t]*\n)*(?:-{3,}[ \t]*\n)?)([\s\S]*?)^={3,}[ \t]*\n([\s\S]*?)^(?:\+{3,}|>{3,})\s*REPLACE[ \t]*$/gm;
  const old: string[] = [];
  const now: string[] = [];
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(diff)) && guard++ < 64) {
    old.push((m[2] as string).replace(/\n$/, ''));
    now.push((m[3] as string).replace(/\n$/, ''));
  }
  return old.length ? { old: old.join('\n'), now: now.join('\n') } : undefined;
}

/** The whole text is one call `Name(…)` whose brackets close at its end (a client's tool call written over lines). */
function wholeCall(t: string): boolean {
  const m = CLAUDE_TOOL.exec(t);
  if (!m) return false;
  return t.slice(closeBracket(t, m[0].length - 1)).trim() === '';
}

// ------------------------------------------------------------------ cls-api15

/** A request named in a sentence: an optional lead ("I'll", "now", "please"), a sending verb, the method in capitals, then the address. */
const SAID_REQUEST = /^(?:(?:ok(?:ay)?|now|next|then|first|please|so)[,:]?\s+){0,2}(?:(?:i(?:'|’)ll|i will|i am going to|i'm going to|let me|we(?:'|’)ll|we will|going to)\s+)?((?:send|make|issue|fire|do|perform|hit|call|run|execute|submit|curl)\s+(?:off\s+)?(?:an?\s+|the\s+(?:following\s+)?|one\s+|this\s+|following\s+)?)?(GET|POST|PUT|PATCH|DELETE|HEAD)\s+(?:(?:api\s+)?(?:request|call)\s+)?((?:to|at|on|against|for)\s+)?(?:the\s+(?:endpoint|url|path|route)\s+)?(?:`|")?(https?:\/\/[^\s`"]+|\/[\w.~:%$@{}/?=&,*-]*)(?:`|")?/i;
/** Talk that does not commit to the request: a question, a negation, a hypothetical. */
const SAID_NOT_DONE = /\?|\b(?:don['’]?t|do not|never|not|won['’]?t|wouldn['’]?t|shouldn['’]?t|if|would|whether|how|why|explain\w*|document\w*|describe\w*)\b/i;

function saidRequest(t: string): Unit | undefined {
  if (t.length > 600 || t.includes('\n')) return undefined;
  const m = SAID_REQUEST.exec(t);
  if (!m) return undefined;
  // The method must be written in capitals (an HTTP method), or the sentence is ordinary prose ("post to #general").
  const method = m[2] as string;
  if (method !== method.toUpperCase()) return undefined;
  // A request line written as it is (`DELETE /orders-*`, `POST https://…`) is the raw request's, read as one; a described
  // one has a sending verb before the method or a preposition after it ("POST to /v1/refunds with …").
  if (!m[1] && !m[3]) return undefined;
  const rest = t.slice(m[0].length);
  if (SAID_NOT_DONE.test(t.replace(/"[^"]*"|\{[^}]*\}|\S*\/\S*/g, ''))) return undefined;
  let body = '';
  const json = /\{[\s\S]*\}/.exec(rest);
  if (json) body = json[0];
  else {
    // "with amount 5000000 and destination acct_1", "amount=250000 currency=usd", "with charge ch_1, amount 1200"
    const w = /\b(?:with|body|payload|data|setting|sets?)\b:?\s+([\s\S]*)$/i.exec(rest)?.[1] ?? (/^\s+[\w.]+=/.test(rest) ? rest : '');
    const pairs: string[] = [];
    for (const part of w.split(/,\s*|\s+and\s+|;\s*|\s+(?=[a-z_][\w.]*=)/i).slice(0, 16)) {
      const kv = /^\s*(?:the\s+|an?\s+)?([a-z_][\w.]{1,40})(?:\s*[=:]\s*|\s+(?:of\s+|set to\s+|to\s+|=\s*)?)("[^"]*"|'[^']*'|[$€£]?[\w.@:/+-]+)/i.exec(part);
      if (kv && !/^(?:the|a|an|to|on|in|for|from|it|this|that|my|our|your|its)$/i.test(kv[1] as string)) pairs.push(`${encodeURIComponent(kv[1] as string)}=${encodeURIComponent((kv[2] as string).replace(/^["']|["']$/g, '').replace(/^[$€£]/, ''))}`);
    }
    body = pairs.join('&');
  }
  // Repeated for each item of a listing: every item, or a filtered set when the listing is narrowed (…?created[gte]=…).
  const each = /\b(?:for|to|on)\s+(?:each|every|all)\b([\s\S]*)$/i.exec(rest);
  const bulk = each ? (/\?[\w[\]%.-]+=/.test(each[1] as string) ? 'some' as const : 'all' as const) : undefined;
  return { k: 'http', method: method.toUpperCase(), url: m[4] as string, rest: body, words: t, ...(bulk ? { bulk } : {}) };
}
