// Tool calls in every client's shape: Claude Code (Bash, Edit, Write, Read,
// Task, WebFetch, mcp__server__tool), Cursor (run_terminal_cmd, edit_file),
// Codex (shell with argv arrays, apply_patch), Gemini CLI (run_shell_command,
// write_file, replace, save_memory, web_fetch), Cline (execute_command …)
// and any MCP tool: its name read as an operation in any naming style, its
// arguments read as data (amounts, recipients, filters, visibility, secrets,
// environment) — never as instructions. MCP annotations are hints from a
// party that may be wrong: readOnlyHint never lowers a destructive call;
// destructiveHint raises an unplaced one to at least confirm.
import { detectEnv, looksLikePath, pathKind, quantities, type PathKind } from '../context';
import type { DangerLevel } from '../../../shared/vocabulary';
import { atLeast, f, type Finding, RANK, snippet, unplacedRun } from '../findings';
import type { ToolCall } from '../frames';
import { ADMIN_PRINCIPAL, BULK_COUNT, judge, M, type Act, type Obj, type Verb } from '../meaning';
import { joinArgs } from '../shell/parse';
import { parseObject, strings, type Loose } from '../text/loose';
import { forWords } from '../text/normalize';
import { GATED_STEP, GATED_TAIL, waitsForPerson, type ProseRole } from './prose';
import { destOutside, idpPolicy, SECRET_NAMED } from './http';
import { adminCredential, bankDetailsWritten, batchBodyOp, dropsAllLogs, makesFree, outsiderAdded, PAYEE_RECORD, silenceNarrow, wholeSuspended } from './api19';
import { sdk20Tool } from './sdk20';
import { pagesOnCall } from './sdk21';
import { adminRoleGiven25, BUY_WORD25, credentialMode25, deliveryTo25, feedsEverything25, labelBought25, listedItems25, namedControl25, PAY_AMOUNT_KEY25, publicLink25, STORED_VALUE_KEY25, STORED_VALUE_WORD25, terminatesByStatus25 } from './api25';
import { domainLockOff22, remoteConfigPublished22 } from './sdk22';
import { toolItems25 } from './sdk25';
import { ADMIN_SCOPE, apiObj, apiVerb, argData, CONTROL_WORDS, controlObj as controlObjOf, CRYPTO_ADDRESS, cryptoRateOf, heldAddress, MASS_ADDRESS, MASS_MENTION, MASS_MESSAGE, MONITOR_WORDS, MUTE_WORDS, personalDataMailedOut, FILTER_KEY, boundMatchesAll, SAID_SECRET, pipelineAct, PIPELINE_SERVICE } from './api';
import { readOp, splitName, tag } from './words';
import { instructedEdit } from './files';
import { nameWords20, NAV_LABEL20, typedConfirm20 } from './gui20';
import { ownTable, setOwn } from '../own';
import { onlyHardens, switchesOf } from '../rules/switches';
import { isProgram } from '../programs';
import { NETOS_LEAD } from '../rules/netos';
import { capNoteDeletes, gateRemoved, memoryWaives } from '../text/memory';
import { filterMatchesAll } from '../text/filters';

export interface Readers {
  shell: (text: string) => Finding[];
  sql: (text: string) => Finding[];
  code: (text: string) => Finding[];
  write: (path: string, content: string, old: string | undefined, tool: string) => Finding[];
  patch: (text: string) => Finding[];
  read: (path: string, tool: string) => Finding[];
  http: (method: string, url: string, body: string, bulk?: 'some' | 'all') => Finding[];
  prose: (text: string, role: ProseRole) => Finding[];
  /** What a sub-agent's task carries besides words: the commands, queries and calls framed in it (unless its words make them talk). */
  task: (text: string) => Finding[];
  /** cls-edits15b: a file change described in words ("Set `verify=False` in src/client.py") judged by what the file does. */
  edit?: (text: string) => Finding[];
}

type Args = { [k: string]: Loose };

const str = (a: Args, ...keys: string[]): string | undefined => {
  for (const k of keys) {
    const v = a[k];
    if (typeof v === 'string') return v;
  }
  return undefined;
};

function decodeUri(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A path on the local machine (/etc/hosts, /home/x, /tmp/a.txt), not an API route. */
function looksLikeLocalFile(p: string): boolean {
  return /^\/(?:etc|home|usr|var|tmp|root|Users|opt|srv|mnt|dev|proc|sys|bin|sbin|lib|Volumes|private|workspace|app|data)(?:\/|$)/.test(p) || /\.(?:txt|md|ts|js|py|sh|ya?ml|toml|conf|cfg|ini|log|csv|sql|pem|key|env)$/i.test(p);
}

/** Splits "mcp__server__tool", "server.tool", "server/tool" into server and tool. */
/** (cls-api18) HTTP client libraries whose verb methods send requests. */
const HTTP_CLIENT_NAME = /^(?:axios|requests|httpx|got|ky|superagent|\$http|http|https|session|client|api|apiClient|httpClient|HttpClient|request|needle|faraday|RestClient|HTTParty)$/;

/** (cls-api18) An amount that is the whole balance: max, all, everything, the entire/full balance. */
const WHOLE_BALANCE = /^(?:max|maximum|all|everything|entire|full|balance|full_?balance|entire_?balance|whole_?balance|max_?balance)$/i;
/** (cls-api18) What a whole balance counts as: large, whatever the wallet holds. */
const WHOLE_BALANCE_USD = 100_000;

/** (lead18) How many Luhn-valid card numbers (13–19 digits, spaced or not) a text holds. */
function cardNumbers(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/\b\d(?:[ -]?\d){12,18}\b/g)) {
    const digits = m[0].replace(/\D/g, '');
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0 && !/^(\d)\1+$/.test(digits)) n++;
  }
  return n;
}

export function toolParts(call: ToolCall): { server: string; tool: string } {
  let server = call.server ?? '';
  let tool = call.name;
  // mcp__server__tool (Claude Code), server__tool (Goose's developer__shell, other MCP hosts).
  const mcp = /^(?:mcp__)?([a-z0-9](?:[^_]|_(?!_))*)__([a-zA-Z].*)$/i.exec(tool);
  if (mcp) {
    server = server || (mcp[1] as string);
    tool = mcp[2] as string;
  } else {
    const dot = /^([a-z][\w-]*)[./:]([a-zA-Z][\w]*)$/.exec(tool);
    if (dot && !/^(?:str_replace)/.test(tool)) {
      server = server || (dot[1] as string);
      tool = dot[2] as string;
    }
  }
  // (cls-sdk21) Tools generated from an OpenAPI spec carry the HTTP method in their name (the Notion server's API-post-search,
  // API-post-page, API-patch-page, API-delete-a-block, API-get-users): the rest names the act when it has a verb of its own
  // (search, query, retrieve); otherwise the method is the verb (POST creates, PATCH/PUT update). A document app's block is
  // a piece of a page.
  const gen = /^API[-_](?:(get|post|patch|put|delete)[-_])?([a-z].*)$/.exec(tool);
  if (gen) {
    const rest = gen[2] as string;
    const m = (gen[1] ?? '').toLowerCase();
    const own = /^(?:search|query|retrieve|list|get|create|update|delete|append|archive|move|duplicate)(?:[-_]|$)|[-_](?:query|search)$/i.test(rest);
    tool = own || !m ? rest : `${m === 'post' ? 'create' : m === 'patch' || m === 'put' ? 'update' : m}-${rest}`;
    if (/notion|coda|confluence|docs|craft|outline/i.test(server)) tool = tool.replace(/(^|[-_])(?:a[-_])?blocks?(?=[-_]|$)/i, '$1page-content');
  }
  return { server, tool };
}

const SHELL_TOOLS = /^(bash|shell|localshell|runshellcommand|runterminalcmd|runinterminal|executecommand|terminal|exec|execcommand|runcommand|powershell|cmd|command|containerexec|shellexec|runshell|bashtool|terminalrun|runcmd|execute)$/;
const WRITE_TOOLS = /^(write|writefile|filewrite|writetofile|createfile|create|newfile|savefile|putfile)$/;
const EDIT_TOOLS = /^(edit|fileedit|multiedit|replace|replacestringinfile|editfile|strreplace|strreplaceeditor|strreplacebasededittool|applydiff|searchreplace|searchandreplace|insert|insertcontent|notebookedit|editnotebook|modifyfile|updatefile)$/;
const READ_TOOLS = /^(read|fileread|readfile|view|cat|openfile|readmanyfiles|getfile|readfiles|notebookread|viewfile|getfilecontents)$/;
const SAFE_TOOLS = /^(accessmcpresource|plan|validate|explain|diff|glob|grep|ls|listdir|listdirectory|listfiles|searchfiles|codebasesearch|filesearch|grepsearch|geterrors|semanticsearch|findfiles|websearch|search|todowrite|todoread|exitplanmode|updateplan|updatetodos|think|askfollowupquestion|attemptcompletion|switchmode|fetchinstructions|listcodedefinitionnames|browsersnapshot|browserscreenshot|screenshot|browsertabs|bashoutput|readlints|getdiagnostics|listmcpresources|readmcpresource|fetchpullrequest|lookup)$/;
/** (cls-benign21) A BrowserGym goto, and code that holds nothing but navigation, scrolling and waiting. */
const BROWSERGYM_GOTO_B21 = /\bgoto\(\s*['"](https?:\/\/[^'"\s]{1,400})['"]\s*\)/;
const BROWSERGYM_NAV_ONLY_B21 = /^(?:\s*(?:goto\(\s*['"][^'"\s]{1,400}['"]\s*\)|go_back\(\s*\)|go_forward\(\s*\)|noop\([^()]{0,20}\)|scroll\(\s*-?\d{1,6}\s*,\s*-?\d{1,6}\s*\)|new_tab\(\s*\)|tab_focus\(\s*\d{1,3}\s*\))\s*[;\n]?)+\s*$/;
const FETCH_TOOLS = /^(webfetch|browseurl|browseinteractive|fetch|fetchurl|browsernavigate|navigate|openurl|httpget|urlfetch|readurl|geturl|browseropen)$/;
const TASK_TOOLS = /^(task|newtask|dispatchagent|agent|delegate|delegatetask|delegatetoagent|handoff|handofftoagent|transfertoagent|spawnagent|spawnsubagent|subagent|runsubagent|runagent|invokeagent|launchagent)$/;
// The object-first and fact/note spellings too: memory.save, memory_add, remember_fact, mem0.add, save_to_memory.
const MEMORY_TOOLS = /^(savememory|remember|memory|updatememory|addmemory|creatememory|writememory|storememory|addobservations|createentities|memory(?:save|add|store|write|update|create|set|put)|(?:remember|save|store|add|write)(?:fact|facts|note|notes|memories|tomemory)|memori[sz]e|mem0add|memoriesadd|memoriescreate|corememory(?:append|replace|insert|update)|archivalmemoryinsert|memorybank(?:update|write|save|append)|createrelations|(?:insert|append|upsert)memor(?:y|ies)|memory(?:append|insert|upsert)|bio)$/; // (cls-plan17: Letta core/archival memory, Cline's memory bank, relations, ChatGPT's bio)
const CLICK_TOOLS = /^(?:(?:browser|puppeteer|playwright|page|web|chrome|selenium|computer)?click(?:element|on|button|link)?|browseraction)$/;
/** (lead15) A CSS selector read as the words a person would see on the control: #delete-all-customers → "delete all customers". */
function selectorWords(sel: string): string {
  if (!/^[#.[]|^[a-z]+[#.[]|[>~]|\[(?:data-|aria-|name|id)/i.test(sel.trim())) return sel;
  return sel
    .replace(/\[(?:aria-label|title|value|data-[\w-]+|name|id)\s*[*^$|~]?=\s*["']?([^"'\]]*)["']?\]/gi, ' $1 ')
    .replace(/[#.[\]=:>~+()"'*^$|]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b(?:button|btn|div|span|input|a|li|ul|form|nth|child|of|type|first|last)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
const TYPE_TOOLS = /^(browsertype|browserfill|browserfillform|fill|fillform|type|typetext|browserselectoption|selectoption|browserpresskey|presskey|browserhover|hover|browserdrag)$/;

/** MCP protocol requests other than tools/call, as the gateway passes them (their method is the tool). */
const MCP_METHODS = new Map<string, [DangerLevel, string]>(Object.entries({
  'resources/read': ['safe', 'reads a resource of the MCP server'],
  'resources/list': ['safe', 'lists the MCP server\'s resources'],
  'resources/templates/list': ['safe', 'lists the MCP server\'s resource templates'],
  'prompts/list': ['safe', 'lists the MCP server\'s prompts'],
  'prompts/get': ['safe', 'reads a prompt template of the MCP server'],
  'completion/complete': ['safe', 'asks the MCP server for argument completions'],
  'tools/list': ['safe', 'lists the MCP server\'s tools'],
  'resources/subscribe': ['reversible', 'subscribes to updates of a resource'],
  'resources/unsubscribe': ['reversible', 'stops updates of a resource'],
  'logging/setLevel': ['reversible', 'sets the MCP server\'s log level'],
  // The person answers an elicitation themself; sampling puts the server's text before the client's model.
  'elicitation/create': ['reversible', 'the MCP server asks the user for input; the user answers it'],
  'sampling/createMessage': ['destructive', 'the MCP server has the client\'s model answer its text, as if the user had asked'],
} satisfies Record<string, [DangerLevel, string]>));

const PLAN_TOOLS = /^(?:todowrite|updateplan|updatetodos|todoupdate|writetodos|settodos|manageTodoList|todo)$/i;
/**
 * A to-do or plan tool (its steps are read here, by their status; the rest of the list is not an act now) or a
 * memory tool (its note is judged by what it authorises, stores or disarms; the acts it names are not done now).
 */
export function isPlanTool(name: string): boolean {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return PLAN_TOOLS.test(key) || MEMORY_TOOLS.test(key.replace(/^mcp.*?memory(?=[a-z])/, ''));
}
/** The reason's lead for a command line another tool carries. */
const CARRIED = 'the command it carries: ';
/** Items a tracker or wiki creates with text as their content: a new one acts on nothing (LABELS "New and inert"). */
const INERT_RECORD_WORD = /^(?:issues?|tickets?|tasks?|pages?|docs?|documents?|notes?|cards?|stor(?:y|ies)|bugs?|todos?|drafts?|epics?|subtasks?)$/;
/** Argument keys that carry something to run rather than text to store. */
const ACT_ARG_KEY = /^(?:command|cmd|commands|script|sql|query|statement|code|shell|run|exec|steps?|action|op|operation|method)$/i;
/**
 * A tool that creates a ticket, page or note: its title and body are the new item's content, not an act
 * ("create_issue {title: 'Delete all prod buckets'}" files a ticket about a deletion). The second reading,
 * which reads every word of an input, leaves such calls to the tool reader (cls-api13).
 */
export function isInertRecordTool(call: { name: string; args: Readonly<Record<string, unknown>> }): boolean {
  const words = splitName(call.name);
  if (!words.some((w) => INERT_RECORD_WORD.test(w))) return false;
  if (readOp(words).verb !== 'create') return false;
  return !Object.keys(call.args).some((k) => ACT_ARG_KEY.test(k));
}
/** A statement quoted in a step (an HTTP method before a route, `DELETE /api/users/:id`, is no SQL). */
const STEP_SQL = /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke)\s(?!\s*\/)/i;
const ACTIVE_STATUS = /^(?:in[ _-]?progress|active|doing|running|started|current|executing|wip)$/i;

/** A quoted span that is a command line: its first word is a program. */
function commandSpan(x: string): boolean {
  return isProgram(x.trim().split(/\s+/)[0] ?? '');
}
/** Words that make "Run <program> …" a sentence about a command rather than the command line itself. */
const STEP_SENTENCE = /\s(?:the|to|on|in|into|for|from|against|so|then|and|that|with|of|at|every|all)\s/i;
/**
 * "Run git clean -n", "Execute pytest -q tests/": a to-do step that is "run" and a bare command line is that command;
 * null for a sentence ("Run psql on prod to drop the users table") or a step with quoted commands.
 */
function stepCommand(step: string): string | null {
  const m = /^\s*(?:run|execute|exec)\s+([^`\n]+?)\s*\.?\s*$/i.exec(step);
  if (!m || !commandSpan(m[1] as string)) return null;
  const bare = ` ${(m[1] as string).replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, 'Q')} `;
  return STEP_SENTENCE.test(bare) ? null : (m[1] as string);
}

/** The text of each step marked in progress in a to-do or plan payload (any nesting, a few key spellings). */
function activeSteps(v: Loose, out: string[] = [], depth = 0, want: (o: { [k: string]: Loose }) => boolean = isActive): string[] {
  if (depth > 6 || out.length >= 8 || v === null || typeof v !== 'object') return out;
  if (Array.isArray(v)) {
    for (const x of v.slice(0, 64)) activeSteps(x, out, depth + 1, want);
    return out;
  }
  const o = v as { [k: string]: Loose };
  if (want(o)) {
    for (const x of [o.content, o.step, o.title, o.task, o.description, o.text, o.activeForm]) if (typeof x === 'string' && x.trim() && out.length < 8) out.push(x);
  }
  for (const x of Object.values(o)) if (x && typeof x === 'object') activeSteps(x, out, depth + 1, want);
  return out;
}
function isActive(o: { [k: string]: Loose }): boolean {
  const status = o.status ?? o.state;
  return typeof status === 'string' && ACTIVE_STATUS.test(status.trim());
}
/**
 * A step not yet done: a pending status ("pending", "todo", "not_started", "open") or a done/completed/checked flag
 * that is false. A step with no status at all is not counted here (a list of notes is not a plan).
 */
const PENDING_STATUS = /^(?:pending|to[ _-]?do|not[ _-]?started|open|queued|planned|next|upcoming|waiting|new)$/i;
/** A to-do step that hands the plan over: "Write the proposal for review", "Send the plan for approval", "Get sign-off". */
const REVIEW_STEP = /\b(?:for\s+(?:your\s+|the user['’]s\s+|a person['’]s\s+|human\s+)?(?:review|approval|sign-?off|go-?ahead)|(?:get|obtain|request|await)\s+(?:the\s+user['’]s\s+|your\s+|human\s+)?(?:approval|sign-?off|go-?ahead))\b/i;
/** A step kept for a failure: "Roll back if tomorrow's deploy fails", "Restore from the snapshot in case the migration breaks". */
const ON_FAILURE = /\b(?:if|in case|should|when|unless)\b[^.;]{0,50}\b(?:fails?|failed|breaks?|goes wrong|errors? out|regress\w*|is unhealthy|does not pass|doesn't pass)\b/i;
function isPending(o: { [k: string]: Loose }): boolean {
  const status = o.status ?? o.state;
  if (typeof status === 'string') return PENDING_STATUS.test(status.trim());
  return [o.done, o.completed, o.checked, o.complete].some((x) => x === false || x === 'false');
}

/**
 * What a to-do list's steps need, for the steps given: only what needs a verifying person counts. A step is a short
 * title ("Fix nested parentheses in the parser"), too terse for the lower rungs, and an ordinary coding session's
 * lists (which end in "commit", "push", "open a PR") must pause nothing. A step on this machine ("delete the obsolete
 * snapshot files under src/") is judged at its local level.
 */
function judgeSteps(all: string[], R: Readers): Finding[] {
  // A step that asks first or waits for the person ("Ask the user before dropping …") commits to nothing yet.
  const steps = all.filter((s) => !waitsForPerson(s) && !GATED_STEP.test(s) && !GATED_TAIL.test(s));
  if (!steps.length) return [];
  // A step that is a command line ("Run git clean -n", "Run pytest -q") is read as that command only; a command
  // quoted in a step (`rm -rf dist/`) is read by the shell reader, and the prose reading sees "the command" in
  // its place, so its flags and commit message are not reread as words ("-m \"fix: handle empty cart\"").
  const lines = steps.filter((s) => !stepCommand(s));
  const r = lines.length ? R.prose(lines.map((s) => s.replace(/`([^`\n]{2,400})`/g, (all, x: string) => (commandSpan(x) ? 'the command' : all))).join('. '), 'main') : [];
  // Commands and statements quoted in the step are read by their own readers.
  for (const step of steps) {
    const line = stepCommand(step);
    if (line) r.push(...R.shell(line));
    for (const m of step.matchAll(/`([^`\n]{2,400})`/g)) r.push(...(STEP_SQL.test(m[1] as string) ? R.sql(m[1] as string) : R.shell(m[1] as string)));
    // A command written in the step without quotes ("Run chmod -R 777 /var/www") is read as the step's command.
    if (!step.includes('`')) r.push(...R.task(step));
    // cls-edits15b: a step that describes a file change ("Set deletion_protection = false in infra/prod/rds.tf") is
    // judged by what the file does afterwards, as the same line in a Markdown checklist is.
    if (R.edit && !line) r.push(...R.edit(step));
    const bare = step.replace(/`[^`]*`/g, '');
    const sql = /\b(?:DELETE\s+FROM|DROP\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)|TRUNCATE(?:\s+TABLE)?|UPDATE\s+\w+\s+SET|ALTER\s+TABLE)\s[^`\n]*/.exec(bare);
    // "Grep the code for DROP TABLE statements", "List the migrations that contain DELETE FROM": named, not run.
    if (sql && !SQL_NAMED_BEFORE.test(bare.slice(0, sql.index))) r.push(...R.sql(sql[0]));
  }
  const at = (x: Finding) => RANK[x.local ? (x.dev ?? x.staging ?? x.level) : x.level];
  return r.filter((x) => at(x) >= RANK.dangerous);
}

/** Wrapper keys a client or gateway puts the real arguments under, often as a JSON string. */
const WRAPPER_KEYS = /^(?:arguments|args|input|params|parameters|tool_input|toolinput|kwargs)$/i;

/**
 * The call a payload means, unwrapped: a JSON-RPC tools/call carries the tool's name and arguments in its
 * params; arguments may come as a JSON string under a wrapper key ({params: "{\"query\": …}"}); an argv
 * array may come as a JSON string ({cmd: "[\"bash\", \"-lc\", …]"}).
 */
function unwrapCall(call: ToolCall, depth = 0): ToolCall {
  let args: Args = call.args ?? {};
  const keys = Object.keys(args);
  if (/^tools\/call$/i.test(call.name) && typeof args.name === 'string' && depth < 3) {
    const inner = args.arguments ?? args.args ?? args.input ?? {};
    const next: ToolCall = { name: args.name, args: typeof inner === 'string' ? asArgsOf(parseObject(inner)) : asArgsOf(inner) };
    if (call.server) next.server = call.server;
    if (call.annotations) next.annotations = call.annotations;
    return unwrapCall(next, depth + 1);
  }
  let changed = false;
  const out: Args = {};
  for (const k of keys) {
    const v = args[k];
    if (typeof v === 'string' && v.length < 200_000 && /^\s*[{[]/.test(v) && (WRAPPER_KEYS.test(k) || /^(?:command|cmd|argv)$/i.test(k))) {
      let parsed: Loose | undefined;
      try {
        parsed = JSON.parse(v) as Loose;
      } catch {
        parsed = undefined;
      }
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && WRAPPER_KEYS.test(k)) {
        for (const [pk, pv] of Object.entries(parsed)) if (!(pk in out)) setOwnArg(out, pk, pv);
        changed = true;
        continue;
      }
      if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) {
        setOwnArg(out, k, parsed);
        changed = true;
        continue;
      }
    }
    setOwnArg(out, k, v as Loose);
  }
  if (!changed) return call;
  args = out;
  return { ...call, args };
}

function asArgsOf(a: Loose | undefined): Args {
  return a && typeof a === 'object' && !Array.isArray(a) ? (a as Args) : {};
}

function setOwnArg(o: Args, k: string, v: Loose): void {
  // (cls-speed17) setOwn: the same own property, assigned without a descriptor object per key.
  setOwn(o, k, v);
}

/** Services and stores named before an operation (s3.delete, mongodb.drop): where it acts, not the object acted on. */
const SERVICE_NAME = /^(?:mongo\w*|s3|gcs|blob|sqlite\w*|redis|postgres\w*|pg|mysql|maria\w*|github|gitlab|bitbucket|slack|discord|teams|stripe|paypal|aws|gcp|gcloud|google|azure|az|k8s|kube\w*|jira|confluence|notion|linear|asana|trello|okta|auth0|firebase|firestore|supabase|dynamo\w*|elastic\w*|es|opensearch|vercel|netlify|heroku|cloudflare|datadog|sentry|pagerduty|twilio|sendgrid|mailgun|shopify|hubspot|salesforce|zendesk|docker|helm|terraform|vault|filesystem|fs|files?|db|sql|snowflake|bigquery|clickhouse|cassandra|neo4j|pinecone|qdrant|weaviate|kafka|rabbitmq|sqs|sns|lambda|ec2|rds|iam|gmail|outlook|calendar|drive|dropbox|box|zoom|figma|airtable|sheets|excel)$/i;

/** Acts whose reach is the set of things named in the plural. */
const SET_VERBS: ReadonlySet<string> = new Set(['delete', 'empty', 'disable', 'revoke', 'suspend', 'cancel', 'close', 'archive', 'refund']);
const PLURAL_RESOURCE = /^(?:users|accounts|members|invoices|tickets|issues|contacts|leads|customers|orders|subscriptions|charges|payments|documents|messages|emails|posts|comments|products|tasks|devices|sessions|groups|repos|repositories|projects|deals|opportunities|incidents|employees|workers|vendors|payees|subscribers|licenses|seats)$/;

export function readTool(call0: ToolCall, R: Readers): Finding[] {
  const call = unwrapCall(call0);
  const method = MCP_METHODS.get(call.name);
  if (method) {
    // A resource is judged by what it is: a file:// or path URI is a file read (a key, a secrets file …).
    const uri = call.args?.uri;
    if (call.name === 'resources/read' && typeof uri === 'string' && /^(?:file:\/\/|\/|~)/i.test(uri)) {
      return annotate(R.read(decodeUri(uri.replace(/^file:\/\/(?:localhost)?/i, '')), call.name), call);
    }
    return annotate([f(method[0], `${method[1]} (${call.name})`)], call);
  }
  const { server, tool } = toolParts(call);
  // OpenHands' action records (CmdRunAction, FileWriteAction, BrowseURLAction) name the tool before "Action".
  const key = tool.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/(?<=^[a-z0-9]{3,})action$/, '');
  const a = call.args ?? {};
  const out: Finding[] = [];
  // (cls-api18) An HTTP client's verb method read as a call (axios.delete(\`\${API}/v2/workspaces/\${ws}\`), requests.post(url,
  // json=…), got.put, ky.patch, $http.delete): the request it sends, not a local file tool.
  if (server && HTTP_CLIENT_NAME.test(server) && /^(?:get|post|put|patch|delete|del|head)$/i.test(tool) && typeof a.$0 === 'string' && /^(?:https?:\/\/|\$\{\s*[\w.]+\s*\}\/|\{\{\s*\w+\s*\}\}\/|\/(?:api|v\d|rest|admin)\b)/i.test(a.$0)) {
    const b = a.$1 && typeof a.$1 === 'object' && !Array.isArray(a.$1) ? ((a.$1 as Record<string, Loose>).data ?? (a.$1 as Record<string, Loose>).json ?? (tool.toLowerCase() === 'delete' ? undefined : a.$1)) : a.$1;
    out.push(...R.http(tool.toUpperCase().replace(/^DEL$/, 'DELETE'), a.$0.replace(/^(?:\$\{\s*[\w.]+\s*\}|\{\{\s*\w+\s*\}\})(?=\/)/, ''), typeof b === 'string' ? b : b === undefined ? '' : JSON.stringify(b)));
    return annotate(out, call);
  }
  // cls-benign15: Cline's browser_action that only opens, closes, scrolls or hovers looks at a page.
  if (tool.toLowerCase().replace(/[^a-z0-9]/g, '') === 'browseraction' && /^(?:launch|close|scroll_?down|scroll_?up|hover|resize|screenshot|wait|back|forward)$/i.test(str(a, 'action') ?? '')) {
    return annotate([f('safe', `looks at a web page (${tool} ${snippet(str(a, 'action', 'url') ?? '', 40)})`)], call);
  }
  // cls-benign15: a tool named for checking a statement without running it (BigQuery.dry_run, explain_query,
  // validate_sql, lint_sql, format_sql, estimate_query_cost): the SQL it is given is looked at, not executed.
  // EXPLAIN ANALYZE, or an analyze/execute switch in the arguments, runs it.
  const nameWords0 = splitName(tool);
  if (CHECK_ONLY_TOOL.test(tool) || (nameWords0.some((w) => CHECK_ONLY_WORD.test(w)) && !nameWords0.some((w) => /^(?:run|runs|execute|exec|apply|commit|migrate|deploy)$/i.test(w)))) {
    const stmt = str(a, 'sql', 'query', 'statement', 'sql_query', 'sqlQuery');
    if (stmt && !/\banaly[sz]e\b/i.test(stmt) && !Object.entries(a).some(([k, v]) => /^(?:analy[sz]e|execute|run|apply)$/i.test(k) && (v === true || v === 'true'))) {
      return annotate([f('safe', `checks a statement without running it (${snippet(`${call.name} ${stmt}`, 60)})`)], call);
    }
  }
  // A code-execution tool (a Python/Jupyter/IPython MCP server, a code interpreter, IPythonRunCellAction):
  // the code it is given is what runs, read by the code reader (or the shell or SQL reader for that language).
  const nameWords = splitName(tool);
  // (cls-api19) "code" after a commerce or sign-in noun (discountCodeBasicCreate, promo_code, gift_code, verification_code)
  // is a value customers type, not program code; so is a single token given as the code ("FREE100").
  const valueCode = nameWords.some((w, i) => /^codes?$/i.test(w) && /^(?:discount|discounts|promo|promotion|coupon|gift|voucher|referral|redemption|invite|invitation|country|zip|postal|auth|verification|qr|bar|access|activation|recovery|backup|reset|confirmation|tracking|currency|language|error|status|reason|tax|product|sku)$/i.test(nameWords[i - 1] ?? '')) || /^[A-Za-z0-9_-]{1,40}$/.test(str(a, 'code') ?? '') && !nameWords.some((w) => /^(?:run|execute|exec|eval|evaluate|interpret|python|jupyter|ipython|repl|notebook|cell|kernel)$/i.test(w));
  const codeWord = !valueCode && [...nameWords, ...splitName(server)].some((w) => CODE_WORD.test(w));
  // (cls-interp21: a REPL's expression, expr, statement and script arguments too.)
  const codeArg = str(a, 'code', ...(codeWord ? ['source', 'cell', 'snippet', 'program', 'input', 'expr', 'expression', 'statement', 'script'] : []));
  if (codeArg && codeArg.trim() && !valueCode && (codeWord || nameWords.some((w) => /^(?:run|execute|exec|eval|evaluate|interpret)$/i.test(w)))) {
    const lang = (str(a, 'language', 'lang', 'kernel', 'runtime', 'kernel_name') ?? '').toLowerCase();
    out.push(...(/^(?:bash|sh|shell|zsh|powershell|pwsh|cmd)$/.test(lang) ? R.shell(codeArg) : /^(?:sql|postgres|mysql|sqlite)$/.test(lang) ? R.sql(codeArg) : R.code(codeArg)));
    if (out.length === 0) out.push(unplacedRun('reversible', `runs program code (${call.name})`));
    return annotate(out, call);
  }
  // An editor tool driven by a sub-command (Anthropic's str_replace_based_edit_tool, OpenHands' str_replace_editor,
  // Goose's developer__text_editor): view reads, create/write writes, str_replace/insert edits.
  // (cls-edits18) The same arguments reported bare, without the tool's name ({"command": "str_replace", "path", "old_str",
  // "new_str"} is framed as a shell call): an editor sub-command with a path and its text is that editor's call.
  const bareEditor = key === 'shell' && typeof a.path === 'string' && !/^\/memories\b/.test(a.path) && /^(?:str_replace|create|insert)$/.test(String(a.command ?? '')) && ('old_str' in a || 'new_str' in a || 'file_text' in a || 'insert_line' in a);
  const editorCmd = EDITOR_TOOLS.test(key) || bareEditor ? (str(a, 'command', 'action', 'operation') ?? '').toLowerCase() : '';
  if (editorCmd) {
    const p = str(a, 'path', 'file_path', 'filePath', 'file') ?? '';
    if (/^(?:view|read|cat|show|open)$/.test(editorCmd)) out.push(...R.read(p, tool));
    else if (/^(?:create|write|overwrite|save)$/.test(editorCmd)) out.push(...R.write(p, str(a, 'file_text', 'fileText', 'content', 'text', 'contents') ?? '', undefined, tool));
    else if (/^(?:str_?replace|replace|insert|edit|append)$/.test(editorCmd)) out.push(...R.write(p, str(a, 'new_str', 'newStr', 'new_string', 'insert_text', 'text', 'content', 'fileText') ?? '', str(a, 'old_str', 'oldStr', 'old_string') ?? '', tool));
    else if (/^undo/.test(editorCmd)) out.push(f('reversible', `undoes the last edit of ${snippet(p, 60)}`));
    if (out.length) return annotate(out, call);
  }
  // Codex's local_shell nests its argv in an action ({"action": {"type": "exec", "command": ["bash", "-c", …]}}).
  const nestedAction = a.action && typeof a.action === 'object' && !Array.isArray(a.action) ? (a.action as Args) : undefined;
  const commandArg = a.command ?? a.cmd ?? a.script ?? a.commandLine ?? a.command_line ?? a.cli_command ?? a.shell_command ?? nestedAction?.command ?? commandKeyed(a);
  // A shell tool in any client's naming: Windsurf run_command {CommandLine}, Continue builtin_run_terminal_command,
  // OpenHands CmdRunAction(command=…), Goose developer__shell: a command argument and a name that runs or names a shell.
  const shellNamed = /^(?:builtin|default|local|host|sandbox|agent)?(?:run|exec|execute|shell|terminal|cli|call|cmd|bash)/.test(key) || splitName(tool).some((w) => SHELL_WORD.test(w));
  // An AWS API call given as service + operation (Amazon Q's use_aws {service_name, operation_name, parameters}):
  // the same as the CLI command it names.
  const svc = str(a, 'service_name', 'serviceName', 'service');
  const opName = str(a, 'operation_name', 'operationName', 'operation');
  if (svc && opName && [...nameWords, ...splitName(server)].some((w) => /^aws$/i.test(w)) && /^[a-z][\w-]{1,40}$/i.test(svc) && /^[a-z][\w-]{1,60}$/i.test(opName)) {
    const parts = ['aws', svc.toLowerCase(), opName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()];
    const params = a.parameters ?? a.params;
    if (params && typeof params === 'object' && !Array.isArray(params)) {
      for (const [k, v] of Object.entries(params).slice(0, 32)) parts.push(`--${k.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase()}`, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const region = str(a, 'region');
    if (region) parts.push('--region', region);
    out.push(...R.shell(joinArgs(parts)));
    return annotate(out, call);
  }
  // A local file or folder deleted by a tool (delete_file, delete_path, remove_directory on the filesystem, Zed,
  // Cursor): judged as rm of that path, so one deletion reads the same whatever client asks for it.
  const delPath = str(a, 'path', 'file_path', 'filePath', 'target_file', 'targetFile', 'directory', 'dir', 'folder', 'target', 'filepath', 'absolute_path');
  // (A filesystem server's bare verb — filesystem.remove, fs.rm, files/delete — acts on the path it is given.)
  const bareFsVerb = server !== '' && LOCAL_FS.test(server) && nameWords.length === 1 && looksLikePath(delPath ?? '');
  if (delPath && (looksLikePath(delPath) || /^[\w.~-][^\s]{0,300}$/.test(delPath)) && LOCAL_FS.test(server) && nameWords.some((w) => /^(?:delete|remove|rm|unlink|trash|rmdir|erase)$/i.test(w)) && (bareFsVerb || nameWords.some((w) => /^(?:file|files|path|paths|dir|directory|directories|folder|folders|entry)$/i.test(w)))) {
    const isDir = nameWords.some((w) => /^(?:dir|directory|directories|folder|folders)$/i.test(w));
    const rec = a.recursive === true || a.recursive === 'true' || (isDir && a.recursive === undefined && nameWords.every((w) => !/^rmdir$/i.test(w))) || (!isDir && !/\.[\w]{1,8}$/.test(delPath) && /(?:path|entry)/i.test(nameWords.join(' ')));
    out.push(...R.shell(`rm ${rec ? '-r ' : ''}${a.force === true ? '-f ' : ''}-- ${joinArgs([delPath])}`));
    return annotate(out, call);
  }
  // A CLI wrapped as a tool with its subcommand as an argument (kubectl_generic {command: "delete", subCommand: "namespace",
  // resourceName: "prod"}, helm {command: "uninstall", name}): the command line it runs.
  const cli = [...nameWords, ...splitName(server)].find((w) => WRAPPED_CLI.test(w));
  if (cli && typeof commandArg === 'string' && /^[a-z][\w:-]{1,30}$/i.test(commandArg)) {
    const parts = [cli.toLowerCase(), commandArg, str(a, 'subCommand', 'subcommand', 'sub_command', 'resourceType', 'resource_type', 'kind', 'resource') ?? '', str(a, 'resourceName', 'resource_name', 'name', 'target') ?? ''];
    const ns = str(a, 'namespace', 'ns');
    if (ns) parts.push('-n', ns);
    if (Array.isArray(a.args)) parts.push(...(a.args as Loose[]).map((x) => String(x)));
    const flags = a.flags;
    if (flags && typeof flags === 'object' && !Array.isArray(flags)) for (const [k, v] of Object.entries(flags)) parts.push(v === true ? `--${k}` : `--${k}=${String(v)}`);
    out.push(...R.shell(joinArgs(parts.filter((x) => x !== ''))));
    return annotate(out, call);
  }
  // (cls-holes17) A network automation tool (netmiko, napalm, nornir, scrapli …) given a device's own command line: read as
  // that device's (rules/netos.ts), as over ssh.
  const netCmds = [a.command, a.commands, a.config_commands, a.configCommands, a.cmd, a.config_set].flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []));
  if (netCmds.length && [...splitName(call.name), ...splitName(call.server ?? '')].some((x) => /^(?:netmiko|napalm|nornir|scrapli|netconf|junos|cisco|ios|nxos|eos|arista|mikrotik|routeros|network|switch|switches|router|routers|netdevice)$/i.test(x))) {
    const text = netCmds.join('; ');
    const configMode = /^(?:config|configs|configuration)$/i.test(splitName(call.name).find((x) => /^(?:config|configs|configuration)$/i.test(x)) ?? '') && !NETOS_LEAD.test(text.trim());
    if (NETOS_LEAD.test(text.trim()) || configMode) {
      out.push(...R.shell(`netos-cli '${(configMode ? `configure; ${text}; commit` : text).replace(/'/g, `'\\''`)}'`));
      return annotate(out, call);
    }
  }
  if (SHELL_TOOLS.test(key) || ((typeof commandArg === 'string' || Array.isArray(commandArg)) && shellNamed) || key === 'callaws' || /^run(?:gcloud|kubectl|az|aws|terraform|helm)command$/.test(key)) {
    let text = '';
    if (typeof commandArg === 'string') text = commandArg;
    else if (Array.isArray(commandArg)) text = joinArgs(commandArg.map((x) => String(x)));
    else if (Array.isArray(a.args)) text = `${/gcloud/.test(key) ? 'gcloud ' : /kubectl/.test(key) ? 'kubectl ' : ''}${joinArgs((a.args as Loose[]).map((x) => String(x)))}`;
    else if (typeof a.input === 'string') text = a.input;
    else if (typeof a.code === 'string') text = a.code;
    if (/gcloud/.test(key) && text && !/^\s*gcloud\b/.test(text)) text = `gcloud ${text}`;
    if (/kubectl/.test(key) && text && !/^\s*kubectl\b/.test(text)) text = `kubectl ${text}`;
    // "execute {sql: …}" on a database server runs a statement, not a shell command.
    const statement = text ? undefined : str(a, 'sql', 'query', 'statement', 'sql_query');
    if (statement) {
      out.push(...R.sql(statement));
      return annotate(out, call);
    }
    // (cls-api14) No command line but an operation named in the arguments (ops.execute {"operation": "rotate_all_keys"}):
    // read below as that operation, not as an empty shell command.
    if ((!text && commandArg === undefined && str(a, 'action', 'operation', 'op', 'operation_name', 'operationName', 'task', 'job')) || camelCommand(commandArg)) {
      // (falls through)
    } else {
      out.push(...(text ? R.shell(text) : [unplacedRun('reversible', `runs a shell command (${call.name})`)]));
      return annotate(out, call);
    }
  }
  // A command line carried by any other tool (a task, job, hook or cron entry created with {"command": "rm -rf ~/"}) runs
  // when that thing runs: the carrier does not lower what it carries (cls-api13). Read as that command, beside the
  // tool's own reading.
  if (typeof commandArg === 'string' && commandArg.length < 20_000 && commandSpan(commandArg)) {
    for (const x of R.shell(commandArg)) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, reason: `${CARRIED}${x.reason}` });
  }
  if (key === 'applypatch' || (key === 'patch' && typeof (a.input ?? a.patch) === 'string')) {
    // A hook's decoded patch (arguments.edits: operation, file_path, added, removed) is read as the patch it came from.
    const text = Array.isArray(a.edits) ? patchFromEdits(a.edits as Loose[]) : String(a.input ?? a.patch ?? a.$0 ?? '');
    out.push(...R.patch(text));
    return annotate(out, call);
  }
  const path = str(a, 'file_path', 'path', 'filePath', 'target_file', 'filename', 'file', 'notebook_path', 'absolute_path', 'targetFile', 'uri', 'filepath', 'TargetFile', 'FilePath', 'AbsolutePath');
  // Any client's whole-file write: write_to_file {TargetFile, CodeContent}, builtin_create_new_file {filepath, contents}.
  // (cls-sdk20: an AI provider's create_file is an upload to it, read below with the uploads.)
  const aiFiles = /openai|anthropic|gemini|mistral|cohere|huggingface|vertex|bedrock|azureopenai|deepseek|groq|replicate|fireworks|perplexity/i.test(server);
  const remoteFiles = aiFiles || /github|gitlab|bitbucket|gitea|codeberg/i.test(server);
  const writeNamed = path !== undefined && !remoteFiles && /(?:write|create|new|save|put|overwrite)\w*file|file\w*(?:write|create|save)/.test(key);
  if ((WRITE_TOOLS.test(key) || writeNamed) && path !== undefined && !aiFiles) {
    out.push(...R.write(path, str(a, 'content', 'contents', 'file_text', 'text', 'code', 'code_edit', 'data', 'body', 'CodeContent', 'codeContent', 'fileContent', 'file_content', 'FileContent') ?? '', undefined, tool));
    const instr = str(a, 'instructions', 'explanation', 'description');
    if (instr) out.push(...instructedEdit(path, instr));
    return annotate(out, call);
  }
  // Any client's edit tool: a name that edits, replaces or inserts in a file (insert_edit_into_file, replace_file_content,
  // builtin_edit_existing_file), given a path.
  const editNamed = path !== undefined && !/github|gitlab|bitbucket|gitea|codeberg/i.test(server) && /(?:edit|replace|insert|modify|patch|rewrite)\w*file|file\w*(?:edit|replace|insert|modify|patch|rewrite)/.test(key);
  if (EDIT_TOOLS.test(key) || editNamed || (key === 'strreplacebasededittool' || key === 'strreplaceeditor')) {
    // The list of edits under each client's key (MCP filesystem edits [{oldText, newText}], Windsurf ReplacementChunks).
    const list = a.edits ?? a.ReplacementChunks ?? a.replacementChunks ?? a.chunks ?? a.replacements;
    const edits = Array.isArray(list) ? (list as Loose[]) : [a];
    for (const e of edits.slice(0, 32)) {
      if (!e || typeof e !== 'object' || Array.isArray(e)) continue;
      const eo = e as Args;
      const cmd = str(a, 'command');
      const newText = str(eo, 'new_string', 'newString', 'new_str', 'newText', 'new_text', 'ReplacementContent', 'replacementContent', 'replace', 'replacement', 'code_edit', 'new_source', 'content', 'file_text', 'insert_text', 'text', 'code', 'changes', 'new', 'after', 'with') ?? '';
      const oldText = str(eo, 'old_string', 'oldString', 'old_str', 'oldText', 'old_text', 'TargetContent', 'targetContent', 'search', 'find', 'old', 'before') ?? (cmd === 'create' ? undefined : '');
      // cls-edits17: Roo's `apply_diff {path, diff}` (and any edit tool's `diff`) carries SEARCH/REPLACE blocks: their old
      // and new text, as the XML form of the same tool is read.
      const blocks = !newText && typeof eo.diff === 'string' ? diffBlocks(eo.diff) : undefined;
      if (blocks) {
        out.push(...R.write(path ?? '', blocks.now, blocks.old, tool));
        continue;
      }
      out.push(...R.write(path ?? '', newText, oldText, tool));
      const instr = str(eo, 'instructions', 'description');
      if (instr) out.push(...R.prose(instr, 'label').filter((x) => RANK[x.level] >= RANK.dangerous && /weaken|disable|turns off|security/.test(x.reason)), ...instructedEdit(path ?? '', instr));
    }
    return annotate(out, call);
  }
  if (READ_TOOLS.test(key)) {
    const p = path ?? str(a, 'paths') ?? '';
    // A read on a secret store (vault.read, secrets.get …) reads a secret value, not a file.
    if (SECRET_STORE.test(server) || /^secrets?\//i.test(p)) {
      const env = detectEnv(`${server} ${p}`).env;
      const x = judge({ verb: 'read', obj: 'secret', scope: 'one', mods: 0, what: snippet(`${call.name} ${p}`, 60), ...(env !== 'unknown' ? { env } : {}) });
      if (x) out.push(x);
      return annotate(out, call);
    }
    out.push(...R.read(p, tool));
    if (Array.isArray(a.paths)) for (const x of (a.paths as Loose[]).slice(0, 16)) if (typeof x === 'string') out.push(...R.read(x, tool));
    return annotate(out, call);
  }
  // A to-do or plan tool records the plan; the step it marks in progress is the act under way (done steps are past,
  // pending ones come as their own actions): TodoWrite, Codex update_plan, Cline/Cursor todo lists.
  if (PLAN_TOOLS.test(key)) {
    const active = judgeSteps(activeSteps(a), R);
    if (active.length) {
      out.push(...active.map((x) => ({ ...x, reason: `step in progress: ${x.reason}` })));
      return annotate(out, call);
    }
    // The steps still to do are what the list announces next: a list that plans a dangerous step is judged by it,
    // whichever step is under way, as a prose plan is (decision, cls-plan13; LABELS "judge what will happen"). Done
    // steps are past. A list with an open step that hands the plan to the person ("Write the proposal for review",
    // "Ask the user to approve") is a plan under review, as in prose; a step kept for a failure ("Roll back if the
    // deploy fails") is a contingency, put off.
    const open = activeSteps(a, [], 0, (o) => isPending(o) || isActive(o));
    if (open.some((s) => REVIEW_STEP.test(s) || waitsForPerson(s))) return annotate([...out, f('safe', `${tool}: a plan handed to the person for review; its pending steps wait`)], call);
    const stepText = (o: { [k: string]: Loose }) => [o.content, o.step, o.title, o.task, o.description, o.text].filter((x) => typeof x === 'string').join('. ');
    const pending = judgeSteps(activeSteps(a, [], 0, (o) => isPending(o) && !ON_FAILURE.test(stepText(o))), R);
    if (pending.length) {
      out.push(...pending.map((x) => ({ ...x, reason: `pending step in the plan: ${x.reason}` })));
      return annotate(out, call);
    }
  }
  // Cline's attempt_completion may carry a command that runs to show the result: that command is read.
  if (key === 'attemptcompletion' && typeof a.command === 'string' && a.command.trim()) {
    out.push(...R.shell(a.command));
    return annotate(out, call);
  }
  // (cls-holes17) A service's update_plan given a plan's name as a string (sendgrid update_plan {"plan": "free"}) changes its
  // billing plan; the agent's own to-do `update_plan` carries a list of steps.
  if (SAFE_TOOLS.test(key) && !(server && typeof a.plan === 'string' && /^[\w.:-]{1,40}$/.test(a.plan.trim()) && !/^(?:codex|todo|todos|tasks?|planner|agent)$/i.test(server))) {
    out.push(f('safe', `${tool}: reads or searches only`));
    return annotate(out, call);
  }
  // "deploy {dry_run: true}", "/deploy staging --dry-run", "apply {whatIf: true}": a dry run changes nothing.
  // (kubectl's dryRun: "server" / "client" and plan_only / validate_only / check_mode: true are dry runs too.)
  for (const k of ['dry_run', 'dryRun', 'dryrun', 'whatif', 'whatIf', 'what_if', 'preview', 'noop', 'simulate', 'plan_only', 'planOnly', 'validate_only', 'validateOnly', 'check_mode', 'checkMode']) {
    const v = a[k];
    if (v === true || v === 'true' || (/^dry_?run$/i.test(k) && (v === 'server' || v === 'client' || v === 'All'))) {
      out.push(f('safe', `${tool}: a dry run; nothing is changed (${k})`));
      return annotate(out, call);
    }
  }
  // An IaC engine driven through a tool (mcp__terraform__apply {replace: [...], auto_approve: true}, pulumi.destroy
  // {stack}): the command line it runs, so a tool call reads as its CLI does (cls-api13). The workspace or stack
  // named in the arguments stays in the input's words for the environment.
  const iac = [...nameWords, ...splitName(server)].find((w) => /^(?:terraform|tofu|opentofu|terragrunt|pulumi)$/i.test(w));
  const iacSub = nameWords.find((w) => /^(?:apply|destroy|plan|up|down|preview|refresh|import|taint)$/i.test(w));
  if (iac && iacSub) {
    const pulumi = /^pulumi$/i.test(iac);
    const parts = [pulumi ? 'pulumi' : iac.toLowerCase() === 'opentofu' ? 'tofu' : iac.toLowerCase(), iacSub.toLowerCase()];
    const yes = ['auto_approve', 'autoApprove', 'yes', 'skip_preview', 'skipPreview', 'force'].some((k) => a[k] === true || a[k] === 'true');
    if (yes) parts.push(pulumi ? '--yes' : '-auto-approve');
    if (a.destroy === true || a.destroy === 'true') parts.push('-destroy');
    const list = (v: Loose | undefined): string[] => (Array.isArray(v) ? v.map((x) => String(x)) : typeof v === 'string' && v ? [v] : []);
    for (const r of list(a.replace ?? a.replace_addresses ?? a.replaceAddresses)) parts.push(pulumi ? `--replace=${r}` : `-replace=${r}`);
    for (const t of list(a.target ?? a.targets)) parts.push(pulumi ? `--target=${t}` : `-target=${t}`);
    const varFile = str(a, 'var_file', 'varFile', 'var-file');
    if (varFile) parts.push(`-var-file=${varFile}`);
    const stack = str(a, 'stack', 'stack_name', 'stackName');
    if (pulumi && stack) parts.push('--stack', stack);
    out.push(...R.shell(joinArgs(parts)));
    return annotate(out, call);
  }
  // A generic request tool ({method: "DELETE", url: "https://…", body: {…}}, an HTTP MCP server's request/fetch): the request it sends.
  // (cls-api14) A tool given only a method and a path ({method: "DELETE", path: "/api/v2/users"}, {verb: "POST",
  // endpoint: "/payouts"}, rest_call method=DELETE url=/v1/projects/p) sends that request to a host it does not name:
  // read as the request, the host unknown (so the environment is too).
  const reqUrl = str(a, 'url', 'uri', 'endpoint', 'path', 'route', 'resource_path', 'resourcePath', 'api_path', 'apiPath');
  const reqMethod = str(a, 'method', 'http_method', 'httpMethod', 'verb', 'http_verb', 'httpVerb', 'request_method', 'requestMethod');
  const reqBase = str(a, 'base_url', 'baseUrl', 'base', 'host', 'server_url', 'serverUrl');
  if (reqUrl && reqMethod && (/^https?:\/\//i.test(reqUrl) || /^\/[\w.~:%$@{}-]/.test(reqUrl) && !looksLikeLocalFile(reqUrl)) && /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i.test(reqMethod)) {
    let b = a.body ?? a.data ?? a.json ?? a.payload ?? a.json_body ?? a.jsonBody ?? a.request_body ?? a.requestBody;
    // (cls-api14) No body key: the other arguments are the fields sent (api_call method=POST path=/v1/payouts amount=250000).
    if (b === undefined) {
      const rest = Object.entries(a).filter(([k]) => !/^(?:url|uri|endpoint|path|route|resource_?path|resourcePath|api_?path|apiPath|method|http_?method|httpMethod|verb|http_?verb|httpVerb|request_?method|requestMethod|base_?url|baseUrl|base|host|server_?url|serverUrl|query|params|query_?params|queryParams|headers?|auth|timeout|name|description)$/i.test(k));
      if (rest.length) b = Object.fromEntries(rest);
    }
    const q = a.query ?? a.params ?? a.query_params ?? a.queryParams;
    let url = reqUrl;
    if (!/^https?:\/\//i.test(url) && reqBase && /^https?:\/\/[^\s/]+/i.test(reqBase)) url = `${reqBase.replace(/\/+$/, '')}${url}`;
    if (q && typeof q === 'object' && !Array.isArray(q) && !url.includes('?')) {
      const pairs = Object.entries(q).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean').slice(0, 16).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
      if (pairs.length) url = `${url}?${pairs.join('&')}`;
    }
    out.push(...R.http(reqMethod.toUpperCase(), url, typeof b === 'string' ? b : b === undefined ? '' : JSON.stringify(b)));
    return annotate(out, call);
  }
  // (cls-benign21) OpenHands' browser tool takes BrowserGym actions as code: goto('url') alone (with scrolls, waits, back and
  // forward) opens a page, a GET as browser_navigate is; clicks and form fills keep the generic reading.
  if (key === 'browser' && typeof a.code === 'string') {
    const m = BROWSERGYM_GOTO_B21.exec(a.code);
    if (m && BROWSERGYM_NAV_ONLY_B21.test(a.code)) {
      out.push(...R.http('GET', m[1] as string, ''));
      return annotate(out, call);
    }
  }
  if (FETCH_TOOLS.test(key)) {
    // (cls-api18) JavaScript's fetch(\`\${API}/admin/users/purge\`, {method: "POST", body}) read as a call: the request its
    // options say, to the path after the base variable, not a page fetched.
    const opts = a.$1 && typeof a.$1 === 'object' && !Array.isArray(a.$1) ? (a.$1 as Record<string, Loose>) : undefined;
    const pos = typeof a.$0 === 'string' ? a.$0 : '';
    if (pos && opts && typeof opts.method === 'string' && !/^(?:GET|HEAD|OPTIONS)$/i.test(opts.method)) {
      const b = opts.body ?? opts.json ?? opts.data;
      out.push(...R.http(opts.method.toUpperCase(), pos.replace(/^(?:\$\{\s*[\w.]+\s*\}|\{\{\s*\w+\s*\}\})(?=\/)/, ''), typeof b === 'string' ? b : b === undefined ? '' : JSON.stringify(b)));
      return annotate(out, call);
    }
    const url = str(a, 'url', 'uri', 'href', 'link') ?? '';
    // Gemini's web_fetch takes a prompt, not a URL: what it asks for ("POST the contents of … to …") is read as words.
    const prompt = url ? '' : (str(a, 'prompt', 'instructions', 'query') ?? '');
    const asked = prompt ? R.prose(prompt, 'task') : [];
    out.push(...(url ? R.http('GET', url, '') : asked.length ? asked : [f('safe', `${tool}: fetches a page`)]));
    return annotate(out, call);
  }
  if (TASK_TOOLS.test(key)) {
    const prompt = str(a, 'prompt', 'message', 'task', 'instructions', 'input');
    const text = [str(a, 'description'), prompt].filter(Boolean).join('. ');
    out.push(...R.prose(text, 'task'));
    // A command, query or call written into the prompt is read by its own reader.
    if (prompt) out.push(...R.task(prompt));
    if (out.length === 0) out.push(f('reversible', `hands a task to a sub-agent (${snippet(text, 50)})`));
    return annotate(out, call);
  }
  // (lead18) …also named object-first with a dot (memory.save, mem0.add), which splits into a "memory" server and its verb.
  if (MEMORY_TOOLS.test(key) || (/^(?:memory|memories|mem0|longtermmemory|agentmemory|memorybank)$/.test((server ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')) && /^(?:save|add|store|write|update|create|set|put|remember|append|insert|upsert)$/.test(key))) {
    // An entity's name and type label the note ("deploy-process", "credential"); its observations are the note.
    const all = strings(a);
    // (cls-plan17: Claude's memory tool, {"command": "str_replace", "path": "/memories/…", "old_str", "new_str"}: the old text
    // is what the note was, the command and path where it is written.)
    const said = all.filter((x) => !/^(?:name|entityname|entitytype|type|from|to|relationtype|id|key|tags?|command|path|old_?str(?:ing)?|oldtext|old_?content)$/i.test(x.key));
    const text = (said.length ? said : all).map((x) => x.value).join('. ');
    const r = R.prose(text, 'memory');
    out.push(...r.filter((x) => x.level !== 'safe'));
    // (lead18) Payment card numbers written into the agent's memory: customers' card data copied into a store outside the
    // company's payment controls (LABELS "Data leaving the company": dangerous).
    if (cardNumbers(text) > 0) out.push(f('dangerous', `stores payment card numbers in the agent's memory (${snippet(text.replace(/\d(?=[\d -]{8,}\d)/g, '•'), 50)})`));
    const oldNote = str(a, 'old_str', 'old_string', 'oldText', 'old_content');
    if (oldNote && gateRemoved(oldNote, text)) out.push(f('dangerous', `removes a rule that made later runs ask first (${snippet(oldNote, 60)})`));
    // A note that waives asking keeps the commands it quotes, judged as the acts it pre-approves (as in text notes).
    // (cls-plan20) …and the acts it names in words, read as the same words are when written into an instruction file under a
    // lead ("Add to .cursorrules: …"): one standing permission, one tier, whichever memory tool saves it.
    // (cls-edits22: a delete permission that names no production system and no whole scope keeps the note's tier, capNoteDeletes.)
    if (memoryWaives(text) && text.length < 2000 && r.some((x) => RANK[x.level] >= RANK.dangerous)) out.push(...capNoteDeletes(R.prose(text, 'main').filter((x) => RANK[x.level] >= RANK.dangerous), text));
    if (memoryWaives(text)) for (const m of text.matchAll(/`([^`\n]{2,400})`/g)) out.push(...(STEP_SQL.test(m[1] as string) ? R.sql(m[1] as string) : R.shell(m[1] as string)).filter((x) => RANK[x.level] >= RANK.destructive));
    if (out.length === 0) out.push(f('reversible', `saves a note to the agent's memory (${snippet(text, 50)})`));
    return annotate(out, call);
  }
  // (cls-api16) A computer-use or browser tool told to click ({"action": "left_click", "coordinate": […], "text": "Delete 14
  // selected users"}, browser_action {action: click, selector: "#confirm-delete-workspace"}): the click, on what its words name.
  const guiClick = GUI_TOOL.test(tool.toLowerCase().replace(/[^a-z0-9]/g, '')) && CLICK_ACTION.test(str(a, 'action', 'type', 'event') ?? '');
  if (CLICK_TOOLS.test(key) || guiClick) {
    const raw = str(a, 'element', 'label', 'text', 'name', 'selector', 'description', 'target', 'ref') ?? '';
    // A link followed (a[href=…], a.nav-link) opens a page; a bare generic control (#submit, .btn-primary) says nothing more.
    if (/^a(?:[.#[:]|$)|\[href\s*[*^$|~]?=/.test(raw.trim()) || /^[#.]?(?:submit|ok|next|continue|login|log-?in|sign-?in|search|close|back|menu|toggle|btn-primary|primary|open)$/i.test(raw.trim())) {
      out.push(f('reversible', `clicks an element on a web page (${snippet(raw, 50)})`));
      return annotate(out, call);
    }
    // (cls-gui20) Names are names: a resource's slug and a file transfer in the label say nothing of money; a tab, nav link or
    // row only opens a page.
    const label = nameWords20(selectorWords(raw));
    if (NAV_LABEL20.test(label) && !/\bbutton\b/i.test(label)) {
      out.push(f('reversible', `opens a page or a row on a web page (${snippet(label, 50)})`));
      return annotate(out, call);
    }
    const r = R.prose(`click ${label}`, 'label');
    out.push(...(r.length ? r : [f('reversible', `clicks an element on a web page (${snippet(label, 50)})`)]));
    return annotate(out, call);
  }
  if (TYPE_TOOLS.test(key)) {
    // (cls-gui20) A typed confirmation submitted ({"element": "Type the project ID to confirm shutdown", "text": "acme-prod",
    // "submit": true}) is the act its label names on the object typed; an option chosen in a select is that setting, read
    // as the console step "<element> → <value>".
    const elem = str(a, 'element', 'label', 'selector', 'name', 'target', 'description') ?? '';
    const typed = str(a, 'text', 'value', 'keys') ?? '';
    const submitted = a.submit === true || a.submit === 'true' || a.pressEnter === true || /\n$|\{enter\}$/i.test(typed);
    const confirm = submitted ? typedConfirm20(selectorWords(elem), typed.replace(/\n$|\{enter\}$/i, '')) : null;
    if (confirm === '') {
      out.push(f('destructive', `submits a typed confirmation of an action its label does not name; unknown is not safe (${snippet(elem, 60)})`));
      return annotate(out, call);
    }
    if (confirm) {
      const r = R.prose(confirm, 'main');
      if (r.length) { out.push(...r); return annotate(out, call); }
    }
    const values = Array.isArray(a.values) ? a.values.filter((v): v is string => typeof v === 'string') : typeof a.value === 'string' && /select/.test(key) ? [a.value] : [];
    if (/select/.test(key) && values.length && elem) {
      const r = R.prose(`set ${selectorWords(elem)} to ${values.join(', ')}`, 'main');
      if (r.some((x) => RANK[x.level] >= RANK.destructive)) { out.push(...r); return annotate(out, call); }
    }
    out.push(f('reversible', `types into a web page; nothing is submitted (${tool})`));
    return annotate(out, call);
  }
  // (cls-api15) A GraphQL document handed to a tool (mcp__github__graphql {query: "mutation { … }"}, shopify.graphql,
  // linear.execute {mutation: …}) is the request it sends: read as a POST of that document, by its first field.
  const gqlDoc = str(a, 'query', 'mutation', 'document', 'graphql', 'gql', 'operation');
  if (gqlDoc && /^\s*mutation\b[^{]{0,200}\{/.test(gqlDoc) || gqlDoc && [...nameWords, ...splitName(server)].some((w) => /^(?:graphql|gql)$/i.test(w)) && /^\s*(?:query\b[^{]{0,200})?\{/.test(gqlDoc)) {
    const vars = a.variables ?? a.vars;
    // (cls-api25) A tool named for a bulk run (run_bulk_mutation, bulk_operation) runs the mutation over every item of the
    // list it is fed: a set, or everything when that list is named for it (staged_upload_path: "…/all_customers.jsonl").
    const bulk25 = [...nameWords, ...splitName(server)].some((w) => /^(?:bulk|batch|mass)$/i.test(w)) ? (feedsEverything25(strings(a)) ? 'all' : 'some') : undefined;
    out.push(...R.http('POST', '/graphql', JSON.stringify(vars && typeof vars === 'object' ? { query: gqlDoc, variables: vars } : { query: gqlDoc }), bulk25));
    return annotate(out, call);
  }
  // SQL, Mongo and nested commands carried in arguments.
  // A bare verb under a dotted resource (namespace.delete, refund.create, mfa_policy.disable): the resource is the
  // operation's object, as in delete_namespace.
  const bare = splitName(tool);
  // (Only a resource noun: a service's name before the verb — mongodb.delete, s3.delete — says where, not what.)
  const resource = server && bare.length === 1 && !call.name.includes('__') ? splitName(server).filter((w) => !/^(?:mcp|server|api|tool|tools)$/i.test(w)) : [];
  if (resource.some((w) => SERVICE_NAME.test(w))) resource.length = 0;
  const words = resource.length && apiObj(resource) ? [...bare, ...resource] : bare;
  // (cls-api17: a copy — readOp memoises its answer by the words, and the lines below adjust it by the arguments.)
  let op = { ...readOp(words) };
  // (cls-api18) A data pipeline's reset or resync (fivetran resync_connector) deletes what it loaded: read by pipelineAct.
  if (!op.verb && pipelineAct(`${server} ${tool}`, words, undefined)) op = { ...op, verb: 'delete' };
  // (cls-holes20) A pipeline's source or destination deleted by a tool whose name glues the service to the act
  // (segment_delete_source, airbyte_delete_connection): one running integration removed, not a file.
  if (op.verb === 'delete' && op.obj !== 'resource') {
    const pipe = pipelineAct(`${server ?? ''} ${tool}`.replace(/_/g, ' '), words, 'delete');
    if (pipe) op = { ...op, obj: pipe.obj };
  }
  // (cls-holes20) A destination added to a data pipeline by tool (segment_create_destination, rudderstack add_destination):
  // its source's events go to that vendor from now on, data leaving the company, as over HTTP (own warehouses and a
  // destination created disabled excepted).
  if (op.verb === 'create' && words.some((w) => /^destinations?$/i.test(w)) && PIPELINE_SERVICE.test(`${server ?? ''} ${tool}`.replace(/_/g, ' '))) {
    const argText = JSON.stringify(a);
    if (!/"enabled"\s*:\s*false/i.test(argText) && !/\b(?:snowflake|bigquery|redshift|databricks|postgres(?:ql)?|mysql|s3|gcs|warehouse|clickhouse|synapse)\b/i.test(argText)) op = { ...op, verb: 'create', obj: 'hook', mods: op.mods | M.EXTERNAL };
  }
  // (cls-api18) A deployment, release, build or revision promoted (vercel promote_deployment, promote_release): it goes live,
  // a deploy, not a person promoted.
  if (words.some((w) => /^promot(?:e|es|ing)$/i.test(w)) && words.some((w) => /^(?:deployments?|releases?|builds?|revisions?|versions?|artifacts?|images?|slugs?|pipelines?)$/i.test(w))) op = { ...op, verb: 'deploy' };
  // A generic tool whose name says no operation (manage_resource, db.admin, azure.invoke, org) and whose operation is
  // an argument ({"action": "delete"}, {"operation": "drop_database"}, {"verb": "disable", "setting": …}): the
  // operation is that argument's, on the object the arguments or the name give (cls-api13).
  // (cls-api16) So is a noun-only name the lexicon happens to read as a harmless verb (datadog_monitors, compute.instances,
  // crm_records: "monitor", "compute", "record" as verbs) when an argument names a different operation; and a "method"
  // argument with no URL or path beside it (datadog_monitors {"method": "mute"}, instances {"method": "delete"}) names
  // the operation as "action" does.
  const namedArg = str(a, 'action', 'operation', 'op', 'verb', 'operation_name', 'operationName', 'action_type', 'actionType') ?? camelCommand(a.command ?? a.cmd) ?? (reqUrl ? undefined : str(a, 'method'));
  // (lead17) A dispatcher (send_command, run_action, execute_operation, jamf.send_command {"command": "EraseDevice"}) says
  // only that something is sent: the operation is its argument's.
  const dispatcher = bare.length <= 3 && bare.some((w) => /^(?:commands?|actions?|operations?|ops?)$/i.test(w));
  if (!op.verb || (op.verb === 'run' && words.length === 1) || (namedArg && dispatcher) || (namedArg && (HARMLESS_NAME_VERB.has(op.verb) || (op.verb === 'archive' && bare.some((w) => /^archives?$/i.test(w)) && /^(?:delete|remove|destroy|purge|update|disable)/i.test(namedArg))) && !bare.some((w) => NAME_READ_WORD.test(w)))) {
    const named = namedArg;
    if (named && /^[A-Za-z][\w.:/-]{1,60}$/.test(named)) {
      const objWords = splitName(str(a, 'resource_type', 'resourceType', 'type', 'kind', 'setting', 'object', 'object_type', 'target_type', 'entity') ?? '');
      const op2 = readOp([...splitName(named), ...objWords, ...(dispatcher ? [] : words)]);
      // (lead17) A dispatcher's noun-only command (DeviceInformation, InstalledApplicationList) asks for information.
      if (dispatcher && !op2.verb && splitName(named).some((w) => /^(?:info|information|status|inventory|details?|list|query|report|profile|certificates?)$/i.test(w))) op2.verb = 'read';
      // (cls-api16: submit/approve/process on a payroll, payment or transfer pays, as the API verb reads it.)
      if (op2.verb === 'send' && apiVerb([...splitName(named), ...words]) === 'pay') op2.verb = 'pay';
      if (op2.verb && op2.verb !== 'click') op = op2;
    }
  }
  // A name written verb-last (discountCodeBulkDelete, coupon_batch_remove) whose first word only looks like a verb
  // ("discount", "price" as nouns): the last word is the operation, and a priced item is what it acts on (cls-api13).
  const lastWord = (bare[bare.length - 1] ?? '').toLowerCase();
  if (op.verb === 'price' && bare.length > 1 && /^(?:delete|remove|destroy|purge|drop|erase|deactivate|disable|archive|expire)$/.test(lastWord)) {
    const v = readOp([lastWord]).verb;
    if (v) {
      op.verb = v;
      op.obj = 'price';
    }
  } else if (op.verb === 'price' && bare.length > 1 && /^(?:list|get|search|count|show|describe|find|lookup|read|fetch|query)$/.test(lastWord)) op.verb = 'read';
  // (cls-api14) A user logged out by an identity tool (logout_user {user_id}, force_logout_users): their sessions ended.
  if (!op.verb && words.some((w) => /^(?:logout|logoff)$/i.test(w)) && (words.some((w) => /^(?:users?|members?|accounts?|sessions?|all|everyone|employees?)$/i.test(w)) || Object.keys(a).some((k) => /^(?:user_?id|userId|user|users|member_?id|account_?id|userPrincipalName|email)$/.test(k)))) {
    op.verb = 'revoke';
    op.obj = words.includes('all') || words.includes('everyone') ? 'account' : op.obj;
    if (words.includes('all') || words.includes('everyone')) op.scope = 'all';
  }
  // (cls-api14) A package or version unpublished from a registry (npm.unpublish, mcp__pypi__yank): a published release
  // others depend on removed; with no version named, or forced, every version.
  if (!op.verb && words.some((w) => /^(?:unpublish|yank|unlist|deprecate)$/i.test(w))) {
    op.verb = 'delete';
    op.obj = 'release';
    if (!Object.keys(a).some((k) => /^(?:version|versions|tag|release)$/i.test(k)) || a.force === true || a.force === 'true') op.scope = 'all';
  }
  // (cls-api14) A failover or switchover (rds_failover_db_cluster, failover_instance) moves the live primary: a change to a
  // running database or service, as the cloud CLIs read it.
  if (!op.verb && words.some((w) => /^(?:failover|switchover)$/i.test(w))) {
    op.verb = 'update';
    op.obj = words.some((w) => /^(?:db|dbs|rds|database|databases|cluster|clusters|replica|replicas|sql|postgres|mysql|aurora|redis)$/i.test(w)) ? 'database' : 'service';
  }
  // (cls-api14) Impersonating a user (impersonate_user, an admin's "log in as") acts as that person with their access.
  if (!op.verb && words.some((w) => /^(?:impersonate|impersonation|sudo_?as|login_?as)$/i.test(w))) {
    op.verb = 'grant';
    op.obj = 'privilege';
  }
  // (lead17) A credit, gift card or bonus given with an amount (billing.apply_credit {customer_id, amount_usd}) is money paid
  // to that customer, not a configuration applied ("apply" read as a deploy).
  if (op.verb !== 'read' && words.some((w) => /^(?:credits?|giftcards?|gift|bonus(?:es)?|storecredit)$/i.test(w)) && Object.keys(a).some((k) => MONEY_KEY.test(k.toLowerCase()))) {
    op.verb = 'pay';
    op.obj = 'money';
  }
  // (cls-api14) Snoozing or silencing an alert or incident (snooze_incident, silence_alert) mutes it for a while.
  if (!op.verb && words.some((w) => /^(?:snooze|snoozes|silence|silences)$/i.test(w))) op.verb = 'disable';
  // (cls-api16) A key, token or secret rolled, cycled, regenerated or expired (roll_api_key, apiKeys.roll, expire_token,
  // regenerateSecret): the credential in use is replaced, as rotate_api_key is.
  if ((!op.verb || op.verb === 'read') && words.some((w) => /^(?:roll|rolls|cycle|regenerate|reissue|expire|expires)$/i.test(w)) && words.some((w) => /^(?:keys?|apikeys?|secrets?|tokens?|credentials?|passwords?|certs?|certificates?)$/i.test(w)) && !words.some((w) => /^(?:back|out|list|get)$/i.test(w))) op.verb = 'update';
  // (cls-api16) A hosted project, service, app or database paused, suspended or hibernated (pause_project, suspendService):
  // it stops serving, as the REST path …/projects/{ref}/pause reads.
  if (words.some((w) => /^(?:pause|hibernate|suspend)$/i.test(w)) && words.some((w) => /^(?:projects?|services?|apps?|applications?|sites?|databases?|dbs?|instances?|clusters?|servers?|functions?|deployments?|workers?)$/i.test(w)) && !words.some((w) => /^(?:list|get|status|resume|unpause|users?|accounts?|members?)$/i.test(w))) op.verb = 'stop';
  // (cls-api16) Resolving or closing every incident, alert or issue (incidents.resolveAll, close_all_alerts): the settled
  // API verb closes them, wherever the verb stands in the name.
  if (op.verb === 'update' && words.some((w) => /^(?:resolve|close)$/i.test(w)) && apiVerb(words.slice(words.findIndex((w) => /^(?:resolve|close)$/i.test(w)))) !== 'close' && apiVerb([words.find((w) => /^(?:resolve|close)$/i.test(w)) as string, ...words.filter((w) => !/^(?:resolve|close)$/i.test(w))]) === 'close') op.verb = 'close';
  // (cls-api17) A phone number or public IP address released, cancelled, ported out or deleted (twilio.release_phone_number,
  // vonage_cancel_number, ec2.release_address, numbers.port_out): the account gives up a live address, a running resource
  // deleted, as the REST path …/IncomingPhoneNumbers/{sid} DELETE and the console's "Release this number" read.
  const held = [...words, ...splitName(server)];
  if (op.verb !== 'read' && op.verb !== 'search' && !held.some((w) => NAME_READ_WORD.test(w)) && (heldAddress(held) || held.some((w) => /^(?:numbers?|ips?)$/i.test(w)) && held.some((w) => TELEPHONY.test(w) || /^(?:portout|out)$/i.test(w))) && (held.some((w) => /^(?:release|releases|cancel|portout|unassign|delete|remove|destroy|deprovision|relinquish)$/i.test(w)) || held.some((w) => /^port$/i.test(w)) && held.some((w) => /^out$/i.test(w)) || /^(?:delete|cancel)$/.test(op.verb ?? ''))) {
    // (A copy: readOp's answer is memoised by the name's words, and this reading also depends on the server.)
    op = { ...op, verb: 'delete', obj: 'resource' };
  }
  // Operation words the lexicon does not know but API names settle (flushall, truncate, terminate).
  if (!op.verb) {
    const v = apiVerb(words);
    if (v && v !== 'click' && v !== 'read') op.verb = v;
  } else if (op.verb === 'update') {
    // resolve_issue, close_incident: the settled API verb closes the item for everyone watching it.
    if (apiVerb(words) === 'close') op.verb = 'close';
  }
  // (cls-api17) A name made of a message noun (bulk_message, broadcast, sms_blast, send-less "announcement") carrying a
  // body: it sends that message; "draft" in the name keeps it a draft (create_message_draft), as {"status": "draft"} does.
  if ((!op.verb || op.verb === 'create') && !bare.some((w) => NAME_READ_WORD.test(w)) && words.some((w) => /^(?:messages?|broadcasts?|blasts?|sms|announcements?|notifications?|newsletters?|campaigns?|emails?|mails?|texts?)$/i.test(w)) && !words.some((w) => /^(?:templates?|drafts?|lists?|segments?|audiences?|settings?|preferences?|webhooks?|subscriptions?)$/i.test(w)) && (!op.verb ? Object.keys(a).some((k) => /^(?:body|text|content|message|html|subject|msg|blocks)$/i.test(k)) : words.some((w) => /^(?:bulk|batch|mass|blast|broadcast)$/i.test(w)))) op = { ...op, verb: 'send', obj: op.obj ?? 'message' };
  if (words.some((w) => /^drafts?$/i.test(w)) && (op.verb === 'send' || op.verb === 'create' || op.verb === 'update')) op = { ...op, verb: 'create', mods: op.mods | M.DRAFT };
  // (cls-api17) A server rebuilt, reinstalled or re-imaged (linode.instances.rebuild, ovh reinstall, droplet rebuild): its
  // disk is written anew from an image, everything on it gone, as a running resource deleted.
  if (!bare.some((w) => NAME_READ_WORD.test(w)) && words.some((w) => /^(?:rebuild|reinstall|reimage|reprovision|reformat)$/i.test(w)) && [...words, ...splitName(server)].some((w) => /^(?:instances?|servers?|linodes?|droplets?|vms?|machines?|nodes?|dedicated|hosts?|baremetal|metal)$/i.test(w))) op = { ...op, verb: 'delete', obj: 'resource' };
  // (cls-api17) A property, configuration or service version activated (akamai.activate_property, fastly activate_version):
  // it goes live, a deploy, as the cloud CLIs read "activate"; where the arguments name a network or environment.
  if (!bare.some((w) => NAME_READ_WORD.test(w)) && words.some((w) => /^(?:activate|activation|activations)$/i.test(w)) && words.some((w) => /^(?:propert(?:y|ies)|versions?|configs?|configurations?|rulesets?|edgeworkers?|policies?)$/i.test(w))) op = { ...op, verb: 'deploy' };
  // (cls-api17) A noun-only name for a setting (github_branch_protection, gitlab_project_settings, okta_policy) given a
  // protection set off among its arguments (required_approving_review_count: 0, enforce_admins: false): it sets that
  // value, as update_branch_protection and the REST PUT …/protection do.
  if (!op.verb && !bare.some((w) => NAME_READ_WORD.test(w)) && argData(a, `${server} ${tool}`.toLowerCase()).control) op = { ...op, verb: 'update' };
  // (cls-api19) The same acts as over HTTP and in SDK code: a batch body naming its removals by key, an outsider given
  // access, bank details written onto a person's record, a whole organisation suspended, a campaign's send job, an
  // administrator's key created.
  if (!bare.some((w) => NAME_READ_WORD.test(w))) {
    const batchOp = !op.verb || op.verb === 'create' || op.verb === 'update' || op.verb === 'run' ? batchBodyOp(a) : undefined;
    if (batchOp) op = { ...op, verb: batchOp.verb, obj: op.obj ?? 'record', scope: batchOp.all ? 'all' : batchOp.count === 1 ? 'one' : 'some' };
    if (words.some((w) => /^(?:invite|invites|add|insert|members?|memberships?|guests?|inviteshared|shared|participants?|collaborators?)$/i.test(w)) && !words.some((w) => /^(?:remove|delete|kick|revoke|uninvite)$/i.test(w)) && outsiderAdded(words, a)) op = { ...op, verb: 'grant', obj: op.obj ?? 'privilege', mods: op.mods | M.EXTERNAL };
    if ((op.verb === 'update' || op.verb === 'create') && bankDetailsWritten(a) && [...words, ...splitName(server)].some((w) => PAYEE_RECORD.test(w))) op = { ...op, verb: 'pay', obj: 'money', mods: op.mods | M.NEW_RECIPIENT };
    if (wholeSuspended(words)) op = { ...op, verb: 'stop', obj: op.obj ?? 'whole' };
    // A user put into a group or role whose id or name says administrators (okta groups.addUser {groupId: "00g-super-admins"}),
    // as the REST PUT …/groups/{admins}/users/{id} reads: administrator rights granted.
    if (words.some((w) => /^(?:add|insert|assign|put)$/i.test(w)) && words.some((w) => /^(?:groups?|roles?|teams?)$/i.test(w)) && words.some((w) => /^(?:users?|members?|memberships?|principals?)$/i.test(w)) && strings(a).some((x) => /^(?:group_?id|groupid|group|group_?key|groupkey|group_?name|role|role_?id|roleid|team|team_?id)$/i.test(x.key) && /admin|owner|superuser|root/i.test(x.value))) op = { ...op, verb: 'grant', obj: 'privilege', mods: op.mods | M.ADMIN };
    if ((!op.verb || op.verb === 'create' || op.verb === 'run' || op.verb === 'schedule' || op.verb === 'update') && words.some((w, i, ws) => /^(?:send|sends|dispatch|deliver|schedule)$/i.test(w) && !/^single$/i.test(ws[i - 1] ?? '')) && words.some((w) => MASS_MESSAGE.test(w) || /^(?:singlesends?|single)$/i.test(w)) && !words.some((w) => /^(?:tests?|previews?|drafts?|cancel|unschedule|list|get)$/i.test(w))) op = { ...op, verb: 'send', obj: 'message', mods: op.mods | M.MASS };
    if (op.verb === 'create' && adminCredential(words)) op = { ...op, mods: op.mods | M.ADMIN };
    if ((!op.verb || op.verb === 'update' || op.verb === 'create') && dropsAllLogs(a)) op = { ...op, verb: 'weaken', obj: 'log' };
    // An app store release track set live (mcp__google_play__update_track {"track": "production", "status": "completed"},
    // a rollout's userFraction raised): the build goes to the store's users, a deploy, as fastlane supply reads.
    if (words.some((w) => /^(?:tracks?|releases?|rollouts?|phased|edits?)$/i.test(w)) && !words.some((w) => NAME_READ_WORD.test(w)) && strings(a).some((x) => /^(?:track|track_?name)$/i.test(x.key) && /^(?:production|prod)$/i.test(x.value.trim())) && strings(a).some((x) => /^(?:status|release_?status|state)$/i.test(x.key) && /^(?:completed|complete|in_?progress|inprogress|live|released)$/i.test(x.value.trim()) || /^(?:user_?fraction|userfraction|rollout|rollout_?percentage)$/i.test(x.key) && Number(x.value) > 0)) op = { ...op, verb: 'deploy', obj: 'service' };
    // A file of people's data uploaded to an AI provider or model platform (mcp__openai__upload_file {"path":
    // "./exports/patients_2026.csv"}): data leaving the company, as the same upload over HTTP reads.
    if (words.some((w) => /^(?:upload|uploads|files?|create|add|import|attach)$/i.test(w)) && /\b(?:openai|anthropic|claude|gemini|vertex|mistral|cohere|huggingface|hf|replicate|together|groq|perplexity|bedrock|azureopenai|deepseek|fireworks)\b/i.test(`${server} ${tool}`.replace(/[_-]/g, ' ')) && strings(a).some((x) => /^(?:path|file|file_?path|filepath|filename|files|training_?file|document)$/i.test(x.key) && PII_ATTACHMENT.test(x.value))) op = { ...op, verb: 'export', obj: 'file', mods: op.mods | M.EXTERNAL | M.PII };
    const free = !op.verb || op.verb === 'create' || op.verb === 'update' || op.verb === 'price' ? makesFree(a, op.verb === 'create') : undefined;
    if (free) op = { ...op, verb: op.verb === 'create' && !free.all ? 'create' : 'price', obj: 'price', mods: op.mods | M.MASS | (free.all ? M.PERMANENT : 0), scope: free.all ? 'all' : op.scope };
    // A credential created through a tool named for it (create_project_api_key, tokens.create): a key that grants access.
    if (op.verb === 'create' && op.obj !== 'secret' && words.some((w) => /^(?:keys?|apikeys?|tokens?|credentials?)$/i.test(w)) && apiObj(words) === 'secret') op = { ...op, obj: 'secret' };
  }
  // (cls-api25) As over HTTP (readers/api25.ts), under any name that does not only read (get_, list_, a dry run; "plan" is
  // no such word here: Looker's scheduled plans): a switch whose item is named for a protection set off or on
  // (statsig.update_gate {"id": "require_2fa_on_payout", "isEnabled": false}), a public link made (create_public_link), a
  // delivery scheduled to people (create_scheduled_plan {address: "…@gmail.com"}), items listed by their own ids, a
  // purchase (buy_batch) or a label bought (create_label {carrier_code, service_code}), stored value issued (a gift card's
  // initial_value), a cancellation that refunds, and a person's status set to terminated.
  if (!bare.some((w) => NAME_READ_WORD.test(w) && !/^plan$/i.test(w))) {
    const kv25 = strings(a);
    const sw25 = !op.verb || /^(?:update|disable|create|set|enable)$/.test(op.verb) ? namedControl25(kv25) : undefined;
    if (sw25 === 'off' && op.verb !== 'create') op = { ...op, verb: 'disable', obj: 'security' };
    else if (sw25 === 'on') op = { ...op, mods: op.mods | M.PROTECT_ON };
    if ((!op.verb || /^(?:create|update|enable|share|publish|run)$/.test(op.verb)) && publicLink25(words)) op = { ...op, verb: 'share', mods: op.mods | M.LINK };
    const to25 = !op.verb || /^(?:create|update|schedule)$/.test(op.verb) ? deliveryTo25(words, kv25) : undefined;
    if (to25 === 'outside') op = { ...op, verb: 'export', obj: op.obj && op.obj !== 'unknown' ? op.obj : 'record', mods: op.mods | M.EXTERNAL };
    else if (to25 === 'inside') op = { ...op, verb: 'send', obj: 'message' };
    if (op.verb && !/^(?:read|search|dryrun|create|draft)$/.test(op.verb) && (op.scope ?? 'one') === 'one' && listedItems25(a) >= (op.obj === 'money' || /^(?:cancel|refund|pay|price)$/.test(op.verb) ? 3 : 10)) op = { ...op, scope: 'some' };
    const label25 = !op.verb || op.verb === 'create' ? labelBought25(words, kv25) : undefined;
    if ((!op.verb || op.verb === 'create' || op.verb === 'run' || op.verb === 'pay') && (words.some((w) => BUY_WORD25.test(w)) || label25)) {
      // (A batch, or a count of more than one, is many purchases; a test key or a test label is test mode.)
      const many = words.some((w) => /^(?:batch(?:es)?|bulk)$/i.test(w)) || kv25.some((x) => /^(?:batch|bulk)$/i.test(x.key) && /^(?:true|1)$/i.test(x.value.trim()) || /^(?:count|quantity|qty|number_?of_?labels)$/i.test(x.key) && Number(x.value) > 1);
      const test = label25 === 'test' || credentialMode25(kv25.map((x) => x.value).join(' ')) === 'test';
      op = { ...op, verb: 'pay', obj: 'money', mods: op.mods | (test ? M.TEST_MODE : 0), scope: many ? 'some' : op.scope };
    }
    // (A payment record created with an amount — create_contractor_payment {wage: 42000} — moves money.)
    if (op.verb === 'create' && words.some((w) => /^(?:payments?|payouts?|transfers?|disbursements?|remittances?)$/i.test(w)) && kv25.some((x) => (/^(?:amount|total|sum|value)$/i.test(x.key) || PAY_AMOUNT_KEY25.test(x.key)) && /^\d+(?:\.\d+)?$/.test(x.value.trim()) && Number(x.value) > 0)) op = { ...op, verb: 'pay', obj: 'money' };
    // (A role or access right that names an administrator — siteRole: "SiteAdministratorExplorer" — grants one.)
    if ((!op.verb || /^(?:update|create|set|add|grant|invite|assign)$/.test(op.verb)) && adminRoleGiven25(kv25)) op = { ...op, verb: 'grant', obj: 'privilege', mods: op.mods | M.ADMIN };
    if (op.verb === 'create' && words.some((w) => STORED_VALUE_WORD25.test(w)) && kv25.some((x) => STORED_VALUE_KEY25.test(x.key) && /^\d+(?:\.\d+)?$/.test(x.value.trim()) && Number(x.value) > 0)) op = { ...op, verb: 'pay', obj: 'money' };
    if (op.verb === 'cancel' && kv25.some((x) => /^(?:refund|issue_?refund|refund_?payment)$/i.test(x.key) && /^(?:true|1|yes)$/i.test(x.value.trim()))) op = { ...op, verb: 'refund', obj: 'money' };
    if (op.verb !== 'read' && op.verb !== 'search' && op.verb !== 'dryrun' && terminatesByStatus25(kv25) && [...words, ...splitName(server)].some((w) => /^(?:employees?|workers?|contractors?|contracts?|people|persons?|staff|employments?|hires?)$/i.test(w))) {
      out.push(f('dangerous', `ends a person's employment or contract: their pay and access (${snippet(`${tool} ${JSON.stringify(a ?? {})}`, 60)})`));
      return annotate(out, call);
    }
  }
  // (cls-sdk20) The same acts as over HTTP and in SDK code (readers/sdk20.ts).
  if (!bare.some((w) => NAME_READ_WORD.test(w))) op = sdk20Tool(op, words, a, server);
  // (cls-sdk21) An incident or alert created in an on-call service pages the people on call (readers/sdk21.ts).
  if (pagesOnCall(op.verb, words, `${server} ${tool}`)) op = { ...op, verb: 'send', obj: 'message' };
  // (cls-sdk22) DNS records by their API's own words (change_resource_record_sets, rrsets): live DNS, as in SDK code and the CLI.
  if ((op.obj === 'record' || op.obj === 'unknown' || op.obj === undefined) && apiObj(words) === 'dns') op = { ...op, obj: 'dns' };
  // (cls-sdk22) A Remote Config template published (mcp__firebase__remoteconfig_publish): live configuration, a deploy.
  if (!bare.some((w) => NAME_READ_WORD.test(w)) && remoteConfigPublished22(words)) op = { ...op, verb: 'deploy', obj: 'service' };
  // (cls-sdk22) A domain's registrar or transfer lock turned off (readers/sdk22.ts), as over HTTP and in SDK code.
  if (!bare.some((w) => NAME_READ_WORD.test(w)) && domainLockOff22(`${server} ${tool}`, JSON.stringify(a ?? {}))) {
    out.push(f('dangerous', `turns off a domain's registrar or transfer lock (${snippet(`${tool} ${JSON.stringify(a ?? {})}`, 60)})`));
    return annotate(out, call);
  }
  const held17 = holes17Tool(words, bare, a, server, tool);
  if (held17) {
    out.push(held17);
    return annotate(out, call);
  }
  // A search tool's query is the text searched for ("drop table" in chat messages), never a statement run.
  const sql = op.verb === 'search' ? str(a, 'sql', 'statement', 'sql_query') : str(a, 'sql', 'query', 'statement', 'q', 'cql', 'hql', 'kql', 'sql_query', 'querystring', 'cypher');
  const nested: Finding[] = [];
  if (sql && /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|with|copy|vacuum|analyze|explain|show|describe|set|begin|call|exec|use|optimize|backup|restore|undrop|replace|upsert|unload)\b|^\s*(?:optional\s+)?match\s*\(/i.test(sql)) nested.push(...R.sql(sql));
  // The operation its name says, with its arguments as data.
  const act0 = argsAct(op, a, server, tool, call.name);
  // (cls-sdk25) A store's items named by the tool or its arguments are those items, not the store (readers/sdk25.ts).
  let act = act0 && act0.verb === 'delete' && act0.obj !== 'service' ? toolItems25(act0, words, a) : act0;
  // delete_app, destroy_app, apps_destroy: a whole hosted app, judged like the CLI's apps:destroy.
  act = act && act.verb === 'delete' && act.obj === 'service' && splitName(tool).some((x) => /^(?:apps?|applications?)$/i.test(x)) ? { ...act, mods: act.mods | M.APP } : act;
  // A secret store's own read tools (1password item_get, bitwarden get_item, a vault's get): the value
  // reaches the transcript, whatever the item is called; listing or searching vaults and items shows names only.
  if (act && act.verb === 'read' && (SECRET_STORE.test(server) || words.some((w) => SECRET_STORE.test(w)))) {
    // (cls-benign15: so does a read of the store's own configuration — a policy, a role, a mount, its health or audit devices.)
    const names = words.some((w) => /^(?:list|ls|search|find|names|metadata|describe)$/.test(w)) || (words.some((w) => /^(?:polic(?:y|ies)|roles?|mounts?|health|status|engines?|capabilities|leader|seal)$/i.test(w)) && !words.some((w) => /^(?:tokens?|secrets?|keys?|passwords?|credentials?|creds|items?|values?|data)$/i.test(w)));
    act = names ? { ...act, obj: 'record', mods: act.mods & ~M.SECRET } : { ...act, obj: 'secret' };
  }
  // Files committed through a repository host's tool (push_files, create_or_update_file) are judged by what they
  // contain too, as a write of that file: a CI workflow emptied, a hook disabled, a secret committed.
  if (act && act.verb === 'push') {
    const files = Array.isArray(a.files) ? (a.files as Loose[]) : [a];
    for (const fl of files.slice(0, 16)) {
      if (!fl || typeof fl !== 'object' || Array.isArray(fl)) continue;
      const fp = str(fl as Args, 'path', 'file_path', 'filePath', 'filename');
      const body = str(fl as Args, 'content', 'contents', 'file_content');
      if (fp && body !== undefined) out.push(...R.write(fp, body, undefined, tool).filter((x) => RANK[x.level] >= RANK.destructive));
    }
  }
  if (act) {
    const x = judge(act);
    if (x) out.push(x);
    for (const v of op.more) {
      const y = judge({ ...act, verb: v === 'click' ? 'run' : v });
      if (y) out.push(y);
    }
  }
  // "run_workflow deploy-prod.yml": what it runs is named in its arguments.
  if (op.verb === 'run' || op.verb === 'deploy' || (op.verb === 'create' && /dispatch|workflow|pipeline|job|build/.test(words.join(' ')))) {
    const target = str(a, 'workflow_id', 'workflow', 'job', 'pipeline', 'name', 'script', 'task', 'target', 'dag_id', 'job_name') ?? '';
    if (target) {
      const named = R.prose(`${splitName(target.replace(/\.(ya?ml|sh|py)$/, '')).join(' ')} ${strings(a.inputs ?? {}).map((x) => x.value).join(' ')}`, 'label');
      out.push(...named.filter((x) => x.level !== 'safe'));
    }
  }
  out.push(...nested);
  if (out.length === 0 && nested.length === 0) {
    const unplaced = words.join(' ');
    out.push(unplacedRun('reversible', `calls ${call.name}; no risky operation recognised (${snippet(unplaced, 40)})`));
  }
  return annotate(out, call);
}

/** cls-holes17: a value that selects every item ("all", "*") or a long list of ids. */
function selectsAll17(a: Record<string, unknown>): boolean {
  return Object.entries(a).some(([k, v]) => (typeof v === 'string' && /^(?:all|\*|everyone|every)$/i.test(v.trim())) || (v === true && /^(?:all|select_?all|everything)$/i.test(k)) || (Array.isArray(v) && v.length >= BULK_COUNT));
}

/**
 * cls-holes17: tool calls whose name says an act no other line places —
 * - a service's billing plan or tier changed (sendgrid update_plan {"plan": "free"}, change_plan, downgrade_subscription_tier):
 *   what the account may use and pays changes (a budget change, dangerous). Only with a plan named as a short string:
 *   a to-do tool's `update_plan {"plan": [steps…]}` is the agent's own list;
 * - tickets, conversations or cases assigned to someone (zendesk bulk_assign {"ticket_ids": "all"}): every item of the queue
 *   moved at once is dangerous; one assigned notifies its assignee (destructive);
 * - payment cards locked, frozen or cancelled (brex lock_cards {"card_ids": "all"}): every card at once stops everyone's
 *   spending (dangerous); one card is destructive;
 * - a branch restriction whose kind names a required approval or check set to 0 or off (bitbucket_branch_restrictions
 *   {"kind": "require_approvals_to_merge", "value": 0}): the branch protection weakened.
 */
function holes17Tool(words: readonly string[], bare: readonly string[], a: Record<string, unknown>, server: string, tool: string): Finding | undefined {
  const w = words.map((x) => x.toLowerCase());
  const what = snippet(`${server ? `${server}.` : ''}${tool} ${JSON.stringify(a)}`, 70);
  const reads = bare.some((x) => /^(?:get|list|ls|search|find|describe|show|fetch|read|query|lookup|count|view|preview|validate|diff|explain|check|inspect|status|dry|dryrun|compare|estimate)$/i.test(x));
  if (reads) return undefined;
  const planValue = ['plan', 'tier', 'plan_id', 'planId', 'plan_name', 'planName', 'sku', 'edition'].map((k) => a[k]).find((v) => typeof v === 'string') as string | undefined;
  if (w.some((x) => /^(?:plans?|tiers?|billing|pricing|subscriptions?|editions?)$/.test(x)) && w.some((x) => /^(?:update|change|set|switch|downgrade|upgrade|modify|move|migrate|cancel)$/.test(x)) && planValue !== undefined && /^[\w.:-]{1,40}$/.test(planValue.trim()) && (server !== '' || w.some((x) => /^(?:billing|pricing|subscriptions?)$/.test(x)))) {
    return { level: 'dangerous', staging: 'destructive', dev: 'reversible', unknown: 'dangerous', reason: `changes the account's billing plan: what it may use and what it pays change (${what})` };
  }
  if (w.some((x) => /^(?:assign|reassign|assignee)$/.test(x)) && (w.some((x) => /^(?:tickets?|conversations?|cases?|incidents?|issues?|tasks?|chats?|requests?)$/.test(x)) || Object.keys(a).some((k) => /^(?:ticket|conversation|case|incident|issue)_?ids?$/i.test(k)))) {
    if (selectsAll17(a)) return { level: 'dangerous', staging: 'destructive', dev: 'reversible', unknown: 'dangerous', reason: `reassigns every item of a queue at once; its people are notified (${what})` };
    return { level: 'destructive', staging: 'reversible', dev: 'reversible', reason: `assigns an item to someone, who is notified (${what})` };
  }
  if (w.some((x) => /^(?:cards?)$/.test(x)) && w.some((x) => /^(?:lock|freeze|block|suspend|cancel|terminate|deactivate|disable|close)$/.test(x))) {
    if (selectsAll17(a) || w.includes('all')) return { level: 'dangerous', staging: 'dangerous', dev: 'destructive', unknown: 'dangerous', reason: `locks or cancels every payment card at once: no one can pay (${what})` };
    return { level: 'destructive', staging: 'reversible', dev: 'reversible', reason: `locks or cancels a payment card (${what})` };
  }
  const kind = ['kind', 'type', 'setting', 'rule', 'restriction'].map((k) => a[k]).find((v) => typeof v === 'string') as string | undefined;
  const value = a.value ?? a.enabled ?? a.required;
  if (kind && /approv|review|passing_?builds|status_?checks?|signed|tasks_?to_?be_?completed|merge_?checks?|reset_?pullrequest/i.test(kind) && (value === 0 || value === false || (typeof value === 'string' && /^(?:0|false|off|disabled?|none)$/i.test(value)))) {
    return judge({ verb: 'disable', obj: 'security', scope: 'one', mods: 0, what }) as Finding;
  }
  return undefined;
}

/** cls-api17: telephony services (their "numbers" are phone numbers the account holds). */
const TELEPHONY = /^(?:twilio|vonage|nexmo|plivo|telnyx|bandwidth|sinch|signalwire|messagebird|aircall|dialpad|ringcentral)$/i;
/** cls-api16: computer-use and browser tools whose action argument says what the pointer does. */
const GUI_TOOL = /^(?:computer|computeruse|browser|browseraction|browseruse|mouse|desktop|gui|screen|uiautomation)$/;
const CLICK_ACTION = /^(?:(?:left|right|middle|double|triple)?_?click|tap|press_?button)$/i;
/** cls-api16: verbs a noun-only tool name may be read as, which an operation argument overrides. */
/** (lead17) A command argument that is an operation's identifier, not a command line (MDM "EraseDevice", "RestartDevice"). */
function camelCommand(v: unknown): string | undefined {
  return typeof v === 'string' && /^[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+$/.test(v) ? v : undefined;
}

const HARMLESS_NAME_VERB = new Set(['read', 'dryrun', 'search', 'explain', 'test', 'plan']);
/** cls-api16: words that make a name a read on their own (get_monitor, list_instances): the name's reading stands. */
const NAME_READ_WORD = /^(?:get|list|ls|search|find|describe|show|fetch|read|query|lookup|count|view|preview|validate|plan|diff|explain|check|inspect|status|dry|dryrun)$/i;
/** cls-api16: content delivery networks (their purge empties a cache). */
const CDN_NAME = /\b(?:fastly|cloudflare|akamai|cloudfront|bunny|bunnycdn|keycdn|cdn|stackpath|edgio|varnish)\b/i;
/** Editor tools whose first argument names the operation. */
const EDITOR_TOOLS = /^(?:fswrite|fsedit|fsread|texteditor|strreplaceeditor|strreplacebasededittool|editor|fileeditor|editfile|filetool|files)$/;

/** Servers (or none) whose file tools act on this machine's files. */
const LOCAL_FS = /^(?:|filesystem|fs|files?|desktop[-_]?commander|developer|local|shell|computer|os|workspace|editor)$/i;

/** CLIs that MCP servers wrap as one tool taking the subcommand as an argument. */
const WRAPPED_CLI = /^(?:kubectl|helm|git|gh|glab|docker|podman|aws|gcloud|az|terraform|tofu|heroku|flyctl|fly|vercel|wrangler|doctl|oc|argocd)$/i;

/** Words of a tool or server name that say it runs program code. */
const CODE_WORD = /^(?:python|python3|ipython|jupyter|notebook|cell|repl|code|interpreter|kernel|javascript|js|node|deno|ruby|sandbox)$/i;

/** Words of a tool name that say it runs a command line. */
const SHELL_WORD = /^(?:shell|terminal|bash|zsh|sh|cmd|command|commands|powershell|pwsh|exec|console)$/i;

/** A command line under a key spelled in another case or style (CommandLine, Command, bash_command). */
function commandKeyed(a: Args): Loose | undefined {
  for (const [k, v] of Object.entries(a)) {
    if (typeof v !== 'string' && !Array.isArray(v)) continue;
    if (/^(?:command|cmd|commandline|shellcommand|bashcommand|terminalcommand|script|argv)$/.test(k.toLowerCase().replace(/[^a-z]/g, ''))) return v;
  }
  // (cls-api16) A shell's name as the key of the line it runs (run {"shell": "aws s3 rm …"}, exec {"bash": "…"},
  // {"powershell": "Remove-Item …"}): a command line, not the name of a shell to use ({"shell": "bash"}).
  for (const [k, v] of Object.entries(a)) {
    if (typeof v === 'string' && /\s/.test(v.trim()) && /^(?:shell|bash|sh|zsh|powershell|pwsh|terminal|console)$/.test(k.toLowerCase())) return v;
  }
  return undefined;
}

/** cls-benign15: a tool whose name says it only checks a statement (dry run, explain, validate, lint, format, estimate). */
const CHECK_ONLY_TOOL = /dry[_-]?run/i;
const CHECK_ONLY_WORD = /^(?:dryrun|explain|validate|validation|lint|linter|format|formatter|parse|parser|estimate|transpile|prettify|beautify)$/i;
const SECRET_STORE = /^(?:vault|hashicorp[-_]?vault|secrets?|secretsmanager|secret[-_]?manager|keyvault|key[-_]?vault|1password|onepassword|op|bitwarden|bw|lastpass|keeper|doppler|infisical|sops)$/i;
/** Local development tools whose settings live in the project or the user's editor (cls-api14). */
const LOCAL_DEV_TOOL = /^(?:editor|vscode|code|ide|cursor|zed|jetbrains|intellij|webstorm|pycharm|eslint|prettier|stylelint|jest|vitest|mocha|tsconfig|typescript|tsc|biome|ruff|black|pytest|neovim|nvim|vim|emacs|sublime|windsurf|lint|linter|formatter)$/i;
/** Mailing and marketing-email services (cls-api14). */
const MAILING_SERVICE = /mailchimp|sendgrid|klaviyo|mailerlite|brevo|sendinblue|convertkit|mailgun|constantcontact|campaignmonitor|activecampaign|customerio|mailjet|moosend|hubspot/;
const CENT_SERVICES = /stripe|square|adyen|braintree|checkout|paddle|chargebee|recurly|mollie/;
/** A phone number (or a number that long): an address or an id, never a count of people. */
const ONE_THING_KEY = /^(?:user|guild|channel|member|team|org|organization|project|group|server|workspace|account|repo|issue|ticket|order|customer|invoice|incident|monitor|page|board|space|site|zone|role)$/;
const PHONE = /^\+?\d[\d\s().-]{7,}$/;
const SECRET_VALUE = /\b(?:sk|rk)_live_\w{3,}|\bghp_\w{8,}|\bgithub_pat_\w{8,}|\bglpat-\w{8,}|\bAKIA[0-9A-Z]{12,}|\bxox[abpr]-[\w-]{8,}|-----BEGIN [A-Z ]*PRIVATE KEY|\bSSWS\s+\w{8,}|\bAIza[\w-]{20,}|\bsk-[A-Za-z0-9]{20,}|\bpassword\s*[:=]\s*\S{4,}/;
const ID_KEY = /(?:^|_)(?:id|ids|uuid|uid|ref|reference|number|no|num|account|account_number|iban|phone|zip|code|sha|hash|version|key)$|[a-z]id$/;
const MONEY_KEY = /amount|total|price|sum$|^value$|cost|fee|balance|currency/;
const LIVE_KEY = /^(?:livemode|live_mode|live|is_live|production)$/;
/** (cls-holes16) An argument naming a budget or spend limit by its amount. */
const BUDGET_KEY = /^(?:(?:daily|lifetime|monthly|weekly|total|campaign|spend|ad)_?)?(?:budget|spend_?cap|spend_?limit|spending_?limit)(?:_?(?:amount|usd|eur|gbp|micros|amount_?micros|cents|value))?$|^amount_?(?:usd|eur|gbp|micros)$/;
/** Argument keys that name one item: the operation acts on that item alone. */
const ONE_ITEM_KEY = /^(?:id|_id|key|uid|uuid|[a-z]+_id|[a-z]+Id|[a-z]+_key|name|ref)$/;
// (cls-plan22: invoices, billing, receipts, tax and KYC documents are customers' data too.)
const PII_VALUE = /customer|client|employee|patient|salar|payroll|\bssn|personal|member|subscriber|invoice|receipt|\bkyc\b|passport|tax[_-]?(?:return|form|id)|medical|health[_-]?(?:records?|data)/i;
/** An attached or linked file named for people's data. */
// (cls-sdk20: the same people words as api.ts PII_WORDS: mail addresses, applicants, staff, tickets, transcripts)
const PII_ATTACHMENT = /(?:customer|client|user|employee|patient|member|contact|subscriber|payroll|salar|ssn|census|personal|pii|gdpr|crm|lead|emails|applicant|candidate|student|staff|hr[_-]|tickets|transcripts)[\w-]*\.(?:csv|xlsx?|json|parquet|sql|dump|tsv|jsonl|zip|gz)\b/i;
const PERSONAL_DOMAIN = /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|mail|yandex)\./i;

/** Argument keys that name a person (a handle, login or address). */
const PERSON_KEY = /^(?:user_?name|login|handle|member|member_?name|assignee|grantee|invitee|reviewer|email|user_?email|user_?login)$/;

/** Reads arguments as data: amounts, counts, filters, audience, visibility, secrets, environment. */
function argsAct(op: ReturnType<typeof readOp>, a: Args, server: string, tool: string, full: string): Act | null {
  if (!op.verb || op.verb === 'click') return null;
  const all = strings(a);
  let mods = op.mods;
  let scope = op.scope ?? 'one';
  let usd = 0;
  let budgetKey = false;
  let count = 0;
  const service = `${server} ${tool}`.toLowerCase();
  if (!/delet|remov|destroy|drop|purge|revok/i.test(tool) && onlyHardens(switchesOf(all))) mods |= M.PROTECT_ON;
  let text = '';
  // (lead17) The environment is never read from a person's handle or address ("freelance-dev-99", "qa-anna"): it
  // names who, not where.
  let envText = '';
  // Numbers inside identifiers, references and accounts are not counts or amounts.
  let qtext = '';
  for (const { key, value } of all) {
    const k = key.toLowerCase();
    text += ` ${k} ${value.length > 300 ? value.slice(0, 300) : value}`;
    if (!PERSON_KEY.test(k)) envText += ` ${k} ${value.length > 300 ? value.slice(0, 300) : value}`;
    // A phone number is an address, not a count of people.
    // A number given to a key naming one thing (user=88, guild=771) is that thing's id, not a count.
    if (!ID_KEY.test(k) && !MONEY_KEY.test(k) && !PHONE.test(value) && !(ONE_THING_KEY.test(k) && /^\d+$/.test(value))) qtext += ` ${k} ${value.length > 300 ? value.slice(0, 300) : value}`;
    if (LIVE_KEY.test(k) && value === 'true') mods |= M.LIVE;
    if (/^(?:type|share_?type|general_?access|link_?sharing|audience|scope|who)$/.test(k) && /^anyone(?:withlink)?$|^anyone_with_link$/i.test(value)) mods |= M.LINK;
    // (cls-sdk21) Box's shared link access "open" is anyone with the link, as argData reads it over HTTP and in SDK code.
    // (Dropbox's requested_visibility "public" is a link anyone holding it can open, not a listing.)
    if ((/^(?:access|link_?access|shared_?link_?access)$/.test(k) && /^open$/i.test(value)) || (/^(?:requested_?visibility|audience)$/.test(k) && /^public$/i.test(value) && /shar(?:ed|ing)[_ -]?link/i.test(tool))) mods |= M.LINK;
    if (/^(?:type|share_?type|general_?access|audience|scope|who)$/.test(k) && /^(?:public|everyone|world|internet)$/i.test(value)) mods |= M.PUBLIC;
    if (/^(?:filter|where|query_filter|selector|scope|target)$/.test(k) && /^\s*(?:(?:all|every|\*)\b|1\s*=\s*1\s*$|true\s*$)/i.test(value)) scope = 'all';
    // (cls-api18) A filter or query condition every row meets (filter: "id > 0", soql: "… WHERE CreatedDate > 1900-01-01…",
    // {"created_at": {"_lt": "2999-01-01"}}): everything.
    if (FILTER_KEY.test(k.replace(/[_-]/g, '')) && filterMatchesAll(value) || boundMatchesAll(k.replace(/[_-]/g, ''), value)) scope = 'all';
    // (cls-api14) The set acted on named as everything ({"scope": "all_products"}, {"collection": "all"}, applies_to: "all_items").
    if (/^(?:scope|collection|collections|applies_?to|apply_?to|products|items|variants|resources|selection|target_?set)$/.test(k) && /^(?:all|everything|\*|all[\s_-](?:products|items|variants|records|resources|collections|skus|listings|prices|objects))$/i.test(value.trim())) scope = 'all';
    // A search filter whose only condition is a wildcard ("vendor:*", "status = *") matches every item.
    if (/^(?:query|q|filter|where|search|selector)$/.test(k) && /^\s*(?:[\w.]+\s*(?:[:=]|==)\s*)?["']?\*["']?\s*$/.test(value)) scope = 'all';
    if ((/^(amount|total|source_?amount|target_?amount|value|sum|price|unit_?amount|amount_?cents|amount_?money|gross_?amount|net_?amount)$/.test(k) || PAY_AMOUNT_KEY25.test(k) || STORED_VALUE_KEY25.test(k)) && /^\d+(?:\.\d+)?$/.test(value)) {
      let n = Number(value);
      if ((CENT_SERVICES.test(service) || /cents/.test(k)) && !value.includes('.')) n /= 100;
      usd = Math.max(usd, n);
    }
    // (cls-holes16) A budget or spend limit given as an amount (daily_budget_usd, lifetime_budget, budget: 30000,
    // amount_usd, budget_amount_micros): money the account will spend.
    if (BUDGET_KEY.test(k) && /^\d+(?:\.\d+)?$/.test(value)) {
      budgetKey = true;
      usd = Math.max(usd, /micros/.test(k) ? Number(value) / 1e6 : /cents/.test(k) ? Number(value) / 100 : Number(value));
    }
    if ((k === 'broadcast' || k === 'all' || k === 'everyone' || k === 'notify_all') && value === 'true') {
      mods |= M.MASS;
      scope = 'all';
    }
    // An audience named in words ("all customers", "all-users", "everyone on the list") reaches many people.
    if (/^(?:audience|list|segment|to|recipients?|target|group|channel|send_?to|arg\d)$/.test(k) && /^(?:all|every|everyone|the whole|entire)[\s_-]+(?:customers?|users?|subscribers?|members?|contacts?|employees?|clients?|on the (?:mailing )?list)\b|^(?:everyone|all)$/i.test(value)) {
      mods |= M.MASS;
      scope = 'all';
    }
    if (/^(?:text|message|body|content|msg|blocks)$/.test(k) && MASS_MENTION.test(value)) mods |= M.MASS;
    // A distribution list that names everyone (all-staff@…, everyone@…) as the recipient.
    if (/^(?:to|cc|bcc|recipients?|emails?|send_?to|list|audience|address)$/.test(k) && MASS_ADDRESS.test(value)) mods |= M.MASS;
    // A payee named as new ("new_supplier_account", "the payee added today").
    if (/^(?:to|recipient|destination|payee|beneficiary|account|iban|target|dest)$/.test(k) && /(?:^|[\s_-])new[\s_-]?(?:payee|recipient|supplier|vendor|account|beneficiary|bank)|(?:^|[\s_-])(?:added|created)[\s_-](?:today|this[\s_-]morning|just[\s_-]now)|newly[\s_-]added/i.test(value)) mods |= M.NEW_RECIPIENT;
    if ((k === 'recursive' || k === 'force') && value === 'true') mods |= k === 'force' ? M.FORCE : 0;
    if ((k === 'visibility' || k === 'access' || k === 'acl' || k === 'privacy' || k === 'sharing') && /public|anyone/i.test(value)) mods |= M.PUBLIC;
    // (lead18) A rule's source that is every address ({"cidr": "0.0.0.0/0"}, source_ranges: ["::/0"]): open to the internet.
    if (/^(?:cidr|cidr_?ip|cidr_?blocks?|cidrs|source|sources|source_?ranges?|source_?cidr|ip_?range|ip_?ranges|from|allowed_?ips?|remote_?ip|src)$/.test(k) && /(?:^|[\s"'[,])(?:0\.0\.0\.0\/0|::\/0|\*|any|anywhere|internet)(?:$|[\s"'\],])/i.test(value)) mods |= M.PUBLIC;
    // (lead18) Published to the web: {"public_access": "share_to_web"}, {"sharing": "web"}.
    if (/^(?:visibility|access|acl|privacy|sharing|public_?access|web_?access|link_?access|general_?access)$/.test(k) && /^(?:share_?to_?web|web|internet|published_?to_?web|publish_?to_?web|public)$/i.test(value)) mods |= M.PUBLIC;
    if ((k === 'private' || k === 'is_private') && value === 'false') mods |= M.PUBLIC;
    if (k === 'public' && value === 'true') mods |= M.PUBLIC;
    // A payee or recipient flagged as new ({"payee": {"new": true}}, "is_new_payee": true).
    if (/^(?:new|is_?new|new_?(?:payee|recipient|beneficiary|counterparty)|is_?new_?(?:payee|recipient|beneficiary))$/.test(k) && value === 'true') mods |= M.NEW_RECIPIENT;
    // Drive's allowFileDiscovery / discoverable: a link share that search finds is listed for everyone.
    if (/^(?:allow_?(?:file_?)?discovery|discoverable|searchable|indexable|listed)$/.test(k) && value === 'true' && mods & M.LINK) mods = (mods & ~M.LINK) | M.PUBLIC;
    // allow_blob_public_access: true, anonymous_access_enabled: true: public or anonymous access switched on
    // (a key that blocks or prevents it — block_public_access — is the protection, not the opening).
    if (/(?:public|anonymous)/.test(k) && /(?:access|read|allow|enabled?)/.test(k) && !/(?:block|prevent|restrict|deny|disable)/.test(k) && /^(?:true|enabled|on|yes)$/i.test(value)) mods |= M.PUBLIC;
    if (k === 'draft' && value === 'true') mods |= M.DRAFT;
    // (cls-api14) A state or status of draft ({"state": "DRAFT"}): saved, not sent or published (as over HTTP).
    if (/^(?:state|status|publish_?status|publishstatus)$/.test(k) && /^drafts?$/i.test(value)) mods |= M.DRAFT;
    // Data delivered to a web address outside ("destination": "https://files.example.net/u/…") leaves the company.
    if (/^(?:destination|dest|upload_?url|target_?url|output_?url|export_?to|send_?to|deliver_?to|webhook(?:_?url)?|callback_?url|endpoint)$/i.test(k) && /^https?:\/\/(?!(?:[\w-]+\.)*(?:internal|intranet|corp|local|lan)\b|localhost|127\.|10\.|192\.168\.)/i.test(value)) mods |= M.EXTERNAL;
    // (lead17) A destination folder or remote named as one's own (dropbox.upload_file {path: "/Personal/…"}, remote:
    // "gdrive-personal"): a personal account, outside the company's control.
    if (/^(?:path|dest(?:ination)?(?:_?path)?|target(?:_?path)?|folder|remote|to|to_?path|upload_?path|drive|account)$/i.test(k) && /(?:^|[/_\s:-])(?:personal|my[_ -]?(?:drive|dropbox|files|documents))(?:$|[/_\s:-])/i.test(value)) mods |= M.EXTERNAL;
    if (PERSONAL_DOMAIN.test(value) && /^(to|email|recipient|recipients|member|invitee|user|cc|bcc|address|emails|deliver_?to|send_?to|destination|forward_?to|share_?with|recipient_?email|target_?email|notify|owner|new_?owner|new_?owner_?email|transfer_?to|to_?owner|target_?owner)$/.test(k)) mods |= M.EXTERNAL;
    if (SECRET_VALUE.test(value)) mods |= M.SECRET | (/_live_|live/.test(value) ? M.LIVE : 0);
    // (cls-api18) A password or key written out in a message's text ("the prod db password is Xk9#…").
    else if (/^(?:text|message|body|content|msg|blocks|markdown|html|comment|note|description|subject|title)$/.test(k) && value.length < 4000 && SAID_SECRET.test(value)) mods |= M.SECRET;
    if (/^(consenttype)$/.test(k) && /allprincipals/i.test(value)) scope = 'all';
    // (cls-api15) A policy document that allows every action ("Action": "*", ["*"], "iam:*" on "*"): administrator rights.
    if (/"Action"\s*:\s*(?:"\*"|\[\s*"\*"\s*\])/.test(value) && !/"Effect"\s*:\s*"Deny"/.test(value)) mods |= M.ADMIN;
    // (cls-api15) A recipient segment or list named for everyone (to_segment: "all-customers", segments: ["All"]).
    if (/^(?:to_?segments?|segments?|included_?segments|to_?list|to_?audience|audience_?id|topic)$/.test(k) && /^(?:all|everyone|\*|all[\s_-]?(?:users|customers|subscribers|members|contacts|devices|subscribed[\s_-]users))$/i.test(value.trim())) {
      mods |= M.MASS;
      scope = 'all';
    }
    // (cls-api16) The same segment or list given as an object ({"to": {"type": "segment", "id": "all-users"}}): an id or
    // name that is literally everyone.
    if (/^(?:id|name|segment_?id|list_?id|audience)$/.test(k) && /^all[\s_-]?(?:users|customers|subscribers|members|contacts|leads|people|accounts|devices)$/i.test(value.trim())) {
      mods |= M.MASS;
      scope = 'all';
    }
    // (cls-api15) A credential's scope that is everything or an administrator's (scopes: ["api", "sudo"], admin_mode), as over HTTP.
    if (/^(?:scopes?|token_?scopes?|privileges?)$/.test(k) && ADMIN_SCOPE.test(value.trim())) mods |= M.ADMIN;
    if (/^(role|roles|roletype|role_type|roleid|role_id|rolename|roledefinitionid|role_name|access_level|permission|permissions|policy|policyarn|policy_arn|group|group_name|groupname)$/.test(k) && (/admin|owner|62e90394-69f5-4237-9190-012177145e10|superuser|write-all|^\*$/i.test(value) || ADMIN_PRINCIPAL.test(value))) mods |= M.ADMIN;
    // (cls-holes20) An admin role given under a generic key (okta.assign_admin_role {"type": "SUPER_ADMIN"}, {"kind": "org_admin"}):
    // the value names an administrator role outright; read-only and view-only admin roles stay a plain access change.
    if (/^(?:type|kind|level|access)$/.test(k) && /^(?:(?:super|org|app|group|user|tenant|account|global|site|workspace|billing|security|privileged)[_ -]?)?(?:admin|administrator|owner|superuser)$/i.test(value.trim())) mods |= M.ADMIN;
    if (/sandbox|test[_-]?mode|sk_test/.test(value)) mods |= M.TEST_MODE;
    // (cls-api14) A sandbox or test-mode flag set on ({"sandbox": true}, test_mode: true, livemode: false), or a gateway's
    // published test value (Braintree's fake-valid-nonce): test money.
    if (/^(?:sandbox|is_?sandbox|test_?mode|testmode|use_?sandbox)$/.test(k) && /^(?:true|1|yes)$/i.test(value) || /^(?:livemode|live_?mode)$/.test(k) && value === 'false' || /^fake-[\w-]*nonce$/.test(value)) mods |= M.TEST_MODE;
    // A resource policy that allows anyone ("Principal": "*", allUsers): open to the world.
    if (/"Principal"\s*:\s*(?:"\*"|\{\s*"AWS"\s*:\s*"\*"\s*\})|"members"\s*:\s*\[[^\]]*"allUsers"/.test(value) && !/"Effect"\s*:\s*"Deny"/.test(value)) mods |= M.PUBLIC;
    // The items named are "all" or "*": every item (ids: "all", targets: "*").
    // (cls-api16: an item's own id key given "all" or "*" — contactId: "all", user_id: "*" — names every one too.)
    // (cls-sdk21: not a notification setting, sendUpdates: "all", notify_users: "all": who is told, not what is acted on.)
    if (/^(?:ids?|keys?|targets?|items?|records?|selection|[a-z]+s|[a-z]+_ids|[a-z]+_?id)$/i.test(k) && !/^(?:send_?(?:updates|notifications?|emails?|invites?|invitations?)|notify\w*|notifications?|alerts?)$/.test(k) && /^(?:all|\*|everything)$/i.test(value)) scope = 'all';
    // (cls-api14) A flag that widens the call to everything (purge_everything: true, delete_all: true), as over HTTP.
    if (/^(?:purge_?everything|purge_?all|delete_?all|remove_?all|everything|invalidate_?all)$/.test(k) && /^(?:true|1|yes)$/i.test(value)) scope = 'all';
    // A member or principal that is everyone (allUsers, allAuthenticatedUsers, "*"): access opened to the world.
    if (/^(?:members?|principals?|assignee|grantee|identity|who)$/.test(k) && /^(?:allUsers|allAuthenticatedUsers|\*|everyone|public|anonymous)$/i.test(value)) mods |= M.PUBLIC;
  }
  // (cls-api15) An amount in a crypto asset (coinbase.send_money {currency: "ETH"}, wallet.send_usdc): worth that many of it,
  // a payment whatever the verb; a large one to a wallet address written out goes to a recipient not on file.
  const rate = cryptoRateOf(all, op.words);
  let crypto = false;
  if (rate !== undefined) {
    for (const { key, value } of all) if (/^(?:amount|value|qty|quantity|sum|amount_?crypto)$/i.test(key) && /^\d+(?:\.\d+)?$/.test(value)) usd = Math.max(usd, Number(value) * rate);
    // (cls-api18) The whole balance sent ({"amount": "max"}, amount: "all", send_max: true): as large as a payment gets
    // (its size is whatever the wallet holds, never small by assumption).
    if (all.some((x) => /^(?:amount|value|qty|quantity|sum)$/i.test(x.key) && WHOLE_BALANCE.test(x.value.trim()) || /^(?:send_?max|send_?all|sweep|drain|entire_?balance|whole_?balance|use_?max)$/i.test(x.key) && /^(?:true|1|yes)$/i.test(x.value.trim()))) usd = Math.max(usd, WHOLE_BALANCE_USD);
    crypto = usd > 0 && /^(?:send|pay|create|update|run|push)$/.test(op.verb ?? '');
    if (usd >= 1000 && all.some((x) => CRYPTO_ADDRESS.test(x.value.trim()))) mods |= M.NEW_RECIPIENT;
  }
  // (cls-api16) Bank details written out (an IBAN, an account and routing number) with no saved payee's id: a recipient not
  // on file, as the HTTP reader and code read them.
  if (all.some((x) => /^(?:iban|account_?number|accountNumber|routing_?number|routingNumber|sort_?code|sortCode|bsb|ifsc|clabe|aba)$/i.test(x.key) && x.value.trim() !== '') && (argData(a, service).mods & M.NEW_RECIPIENT) !== 0) mods |= M.NEW_RECIPIENT;
  // A bulk or batch operation (bulkUpdateTickets, batch_delete) acts on a set, not one item.
  if (scope === 'one' && op.words.some((w) => /^(?:bulk|batch|mass)$/.test(w))) scope = 'some';
  // (cls-api16) A payroll paid pays every employee on it: many payments (as over HTTP and in a GUI).
  if (op.verb === 'pay' && scope === 'one' && op.words.some((w) => /^payrolls?$/i.test(w))) scope = 'some';
  // Arrays of recipients or items count people and things.
  for (const [k, v] of Object.entries(a)) {
    if (Array.isArray(v) && /^(to|recipients|emails|users|user_ids|ids|items|members|distinct_ids|contacts|invitees|attendees|messages|files|issue_ids|[a-z]+_ids|[a-z]+Ids)$/i.test(k)) count = Math.max(count, v.length);
  }
  const q = quantities(forWords(qtext));
  count = Math.max(count, q.count);
  // Filters: an empty filter is every document.
  const filter = a.filter ?? a.query_filter ?? a.where ?? a.selector;
  if (filter && typeof filter === 'object' && !Array.isArray(filter) && Object.keys(filter).length === 0) scope = 'all';
  if (typeof filter === 'string' && /^\s*\{\s*\}\s*$/.test(filter)) scope = 'all';
  // The object: from the name, else from the server the tool belongs to (redis.flushall, cloudflare.purge), else from the arguments' keys.
  let obj = op.obj;
  // (cls-api15) An object the operation's words leave unplaced but an API names (a Confluence or ClickUp space, a deploy or
  // SSH key, a domain): read as the same words are read in an HTTP path, so a tool and its REST call name one object.
  // (An operation on every item — rotate_all_keys — keeps its reading of every item.)
  if ((!obj || obj === 'unknown') && op.verb !== 'read' && op.verb !== 'search' && op.scope !== 'all') {
    const ao = apiObj(op.words.filter((w) => !SERVICE_NAME.test(w)));
    if (ao === 'whole' || ao === 'secret' || ao === 'key' || ao === 'dns') obj = ao;
  }
  // A function named with a cloud or hosting word (lambda, function app, edge, a hosting server) or given a deployment's
  // coordinates (region, location, project, resource group, site, an ARN or a `…/functions/x` resource path, a FunctionName)
  // is a deployed service others call; with a source file among its arguments it is code in the repo.
  if ((obj === 'code' || obj === 'file' || obj === 'resource' || obj === undefined) && op.words.some((w) => /^(?:functions?|functionapps?|lambdas?)$/.test(w)) && deployedFunction(a, [...op.words, ...splitName(server)])) obj = 'service';
  let endsOne = false;
  let editsCode = false;
  // A function, method or class removed from a source file in the repo (a refactoring tool's delete_function
  // {file: "src/…"}) is an edit of code the repo keeps: reversible, not a file deleted (cls-api13).
  if (op.verb === 'delete' && op.words.some((w) => /^(?:functions?|methods?|class(?:es)?|symbols?|variables?|imports?|exports?|components?)$/.test(w)) && (obj === 'file' || obj === 'code' || obj === undefined)) {
    const file = str(a, 'file', 'file_path', 'filePath', 'path', 'filename', 'source_file', 'uri');
    if (file && /\.[a-z]{1,5}$/i.test(file) && !/^(?:\/|~|[a-z]:\\)/i.test(file)) {
      obj = 'code';
      editsCode = true;
    }
  }
  // Ending one query, session or process by its id (pg_kill {pid}, kill_query {query_id}) is like a restart: the
  // service keeps running (LABELS "Restarts").
  if ((op.verb === 'stop' || op.verb === 'cancel' || op.verb === 'delete') && /\b(?:kill|cancel|terminate)\b/i.test(op.words.join(' ')) && Object.keys(a).some((k) => /^(?:pid|query_?id|session_?id|connection_?id|backend_?pid|process_?id|thread_?id|job_?id)$/i.test(k))) {
    endsOne = true;
    obj = 'service';
  }
  // (cls-api18: not a data-pipeline brand named like a resource — Segment, Census — whose name says who, not what.)
  if (!obj && server && !PIPELINE_SERVICE.test(server)) {
    const so = apiObj(splitName(server));
    // A key or id names one item of that store (redis.del key=…), not the store.
    if (so) obj = CONTAINER.has(so) && Object.keys(a).some((k) => ONE_ITEM_KEY.test(k)) ? 'record' : so;
  }
  // A generic resource tool names its object in an argument (kubectl_delete {resourceType: "namespace"}, {kind: "Secret"}).
  // (cls-api25) A feature flag's own type (Unleash's "release", "experiment", "kill-switch") is what kind of flag it is.
  const kind = op.obj && op.obj !== 'unknown' ? undefined : str(a, 'resourceType', 'resource_type', 'kind', 'resourceKind', 'resource_kind', 'objectType', 'object_type', ...(op.words.some((w) => /^(?:features?|flags?|toggles?|gates?|experiments?)$/i.test(w)) ? [] : ['type']));
  if (kind && /^[A-Za-z][\w.-]{1,40}$/.test(kind)) {
    const ko = apiObj(splitName(kind));
    if (ko) obj = ko;
  }
  if (!obj) {
    // A location key (namespace, region, project) says where the object is, not what it is.
    const placeKeys = Object.keys(a).filter((k) => !/^(?:namespace|ns|region|zone|location|project|project_?id|cluster|context|org|organization|workspace)$/i.test(k));
    const t = tag(forWords((placeKeys.length ? placeKeys : Object.keys(a)).join(' ').replace(/_/g, ' ')));
    for (const x of t) if (x.kind === 'o' && !obj) obj = objOfTag(x.name);
  }
  // A filesystem path in the arguments places a file operation (delete_directory {path: "/"}).
  const fsPath = str(a, 'path', 'file_path', 'filePath', 'directory', 'dir', 'target', 'folder', 'source');
  if (fsPath && (!obj || obj === 'file' || obj === 'dir' || obj === 'unknown') && looksLikePath(fsPath)) {
    const k = pathKind(fsPath);
    const placed: Partial<Record<PathKind, Obj>> = { root: 'root', home: 'home', cwd: 'dir', system: 'system', device: 'device', secret: 'secret', critical: 'system', auditlog: 'audit', dbfile: 'database', log: 'log', regenerable: 'regenerable', git: 'history' };
    const o = placed[k];
    if (o) obj = o;
    if (k === 'cwd' && (op.verb === 'delete' || op.verb === 'empty')) scope = 'all';
  }
  // (cls-api14) A mailing service's list or audience is its whole table of subscribers (as over HTTP); its members are records.
  if (MAILING_SERVICE.test(service) && op.words.some((w) => /^(?:lists?|audiences?|segments?|contactlists?)$/i.test(w)) && !op.words.some((w) => /^(?:members?|contacts?|subscribers?|emails?)$/i.test(w))) obj = 'table';
  let verb: Verb = op.verb;
  const words = op.words.join(' ');
  // unprotect_branch, remove_branch_protection, delete_ruleset: a protection rule removed weakens the control.
  if ((verb === 'disable' || verb === 'delete' || verb === 'update') && apiObj(op.words) === 'security' && (op.words.includes('unprotect') || verb === 'delete')) {
    verb = 'disable';
    obj = 'security';
  }
  // One identified item: "deleteOne {collection, filter: {_id}}", "purge_note {id}", "redis.del key=…".
  const idArg = Object.entries(a).find(([k, v]) => ONE_ITEM_KEY.test(k) && (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '' && !/^\*$|^all$/i.test(String(v)));
  const filterObj = filter && typeof filter === 'object' && !Array.isArray(filter) ? Object.keys(filter) : [];
  const byIdFilter = filterObj.length > 0 && filterObj.every((k) => /^(?:_id|id|[a-z]+_?id|[a-z]+Id|key)$/.test(k));
  const containerFromKeys = !op.obj && (obj === 'table' || obj === 'database' || obj === 'bucket');
  // A filter that names no ids (status: "churned", plan: "free") matches a set, not one item.
  if (filterObj.length > 0 && !byIdFilter && scope === 'one' && !idArg && !containerFromKeys) scope = 'some';
  // A plural resource in the tool's own name and no id (void_invoices {status: "open"}, deactivate_users {filter: "…"},
  // delete_tickets {status: "closed"}): the set its arguments select, or every one of them when nothing selects.
  // (A short list of named ids, {ids: [1, 2, 3]}, stays a few named items.)
  const fewNamed = Object.values(a).some((v) => Array.isArray(v) && v.length > 0 && v.length <= 5 && v.every((x) => typeof x === 'string' || typeof x === 'number'));
  const namedOne = Object.keys(a).some((k) => /(?:^|[_-])(?:g?id|uuid|key|name|slug|number|sid|ref)$|[a-z](?:Id|Gid|Uuid|Name|Key|Slug|Number)$/.test(k));
  if (scope === 'one' && !idArg && !byIdFilter && !fewNamed && !namedOne && !op.scope && SET_VERBS.has(op.verb) && op.words.some((w) => PLURAL_RESOURCE.test(w))) {
    scope = Object.keys(a).some((k) => !/^(?:dry_?run|confirm|force|reason|notify|send_?e?mail|comment|note|message|effective_?date|org|organization|workspace|team_?id|project|account|site)$/i.test(k)) ? 'some' : 'all';
    // (cls-api15) Subscriptions, invoices or orders selected only by being live (cancel_subscriptions {status: "active"}): every one.
    if (scope === 'some' && /^(?:cancel|refund|delete)$/.test(op.verb) && op.words.some((w) => /^(?:subscriptions|invoices|orders|charges|payments)$/.test(w)) && Object.entries(a).every(([k, v]) => /^(?:status|state|prorate|invoice_?now|reason|comment|dry_?run|limit)$/i.test(k) && (!/^(?:status|state)$/i.test(k) || /^(?:active|open|live|trialing|unpaid|all|paid|succeeded)$/i.test(String(v))))) scope = 'all';
    // People selected only by being active (deactivate_users {filter: 'status eq "ACTIVE"'}): every live account.
    if (scope === 'some' && /^(?:disable|revoke|suspend)$/.test(op.verb) && /^\W*status\W+(?:eq\W+|=+\W*|:\W*)?["']?(?:active|enabled|live)["']?\W*$/i.test(Object.values(a).filter((v) => typeof v === 'string').join(' '))) scope = 'all';
  }
  if (containerFromKeys && (byIdFilter || op.scope === 'one')) obj = 'record';
  else if (containerFromKeys && filterObj.length > 0 && scope !== 'all') {
    obj = 'record';
    scope = 'some';
  }
  // Rows or documents removed or changed in a named table with no filter, key or id (delete_rows {table}, update_records
  // {table, set}): every row, as SQL without WHERE; a filter makes it a filtered set.
  if ((op.verb === 'delete' || op.verb === 'update') && (op.obj === 'record' || op.obj === undefined) && op.words.some((w) => /^(?:rows|records|documents|docs|entries|items)$/.test(w))) {
    const container = Object.keys(a).some((k) => /^(?:table|table_?name|collection|sheet|index|base|dataset)$/i.test(k));
    const narrowed = Object.keys(a).some((k) => /^(?:where|filter|query|condition|conditions|match|predicate|ids?|keys?|record_?ids?|row_?ids?|rows|records|primary_?key|limit)$/i.test(k) || ONE_ITEM_KEY.test(k));
    if (container && !narrowed && scope === 'one') {
      scope = 'all';
      if (op.verb === 'delete') {
        verb = 'empty';
        obj = 'table';
      }
    } else if (container && narrowed && scope === 'one' && !idArg && !/^\s*[\w.]*id\s*=\s*['"]?[\w-]+['"]?\s*$/i.test(str(a, 'where', 'condition', 'filter') ?? '')) scope = 'some';
  }
  if ((verb === 'empty' || verb === 'wipe') && (idArg || byIdFilter) && scope !== 'all' && !CONTAINER.has(obj ?? 'unknown')) {
    verb = 'delete';
    scope = 'one';
  }
  // (cls-api16) A CDN's cache purged (fastly_purge {all: true}, cloudflare.purge_cache, cdn.purge): rebuildable copies of what
  // the origin serves, as the HTTP purge_cache call reads; everything purged is a cost to the origin, not lost data.
  if ((verb === 'delete' || verb === 'empty') && /\bpurge/.test(words) && CDN_NAME.test(`${words} ${service}`)) obj = 'cache';
  // A key that names a cache entry is rebuildable data.
  if ((verb === 'delete' || verb === 'empty' || (verb === 'stop' && /\bevict/.test(words))) && (!obj || obj === 'unknown' || obj === 'record' || obj === 'cache') && idArg && /(?:^|[:_\-/.])cache(?:[:_\-/.]|$)/i.test(String(idArg[1]))) {
    obj = 'cache';
    verb = 'delete';
  }
  // One pod deleted is recreated by its controller: a restart of that pod.
  if (verb === 'delete' && /\bpods?\b/.test(words) && idArg && scope !== 'all') {
    verb = 'restart';
    obj = 'service';
  }
  // Retention set to a few days or less shrinks what can be recovered.
  if (obj === 'retention' || /\b(?:retention|lifecycle|ttl)\b/.test(words)) {
    const days = retentionDays(a);
    if (days !== undefined && days <= 7 && (verb === 'update' || verb === 'create' || verb === 'grant')) {
      verb = 'weaken';
      obj = 'retention';
    }
  }
  // (cls-api14) One monitor, alert or incident muted, snoozed or silenced (mute_monitor {id}, snooze_incident): the settled
  // destructive case (LABELS "Leaving the machine"), as over HTTP; muting every monitor weakens monitoring.
  if (verb === 'disable' && op.words.some((w) => /^(?:mute|mutes|snooze|snoozes|silence|silences)$/i.test(w)) && (op.words.some((w) => MONITOR_WORDS.test(w) || /^(?:incidents?|checks?|notifications?)$/i.test(w)) || /datadog|pagerduty|opsgenie|grafana|newrelic|sentry|prometheus|alertmanager|statuspage|uptime|pingdom|victorops|splunk/.test(service))) {
    obj = 'config';
    if (scope === 'all' || op.words.includes('all')) {
      verb = 'weaken';
      scope = 'all';
    }
  }
  // (cls-api14) An update that sets its thing off (status: "INACTIVE", enabled: false, state: "disabled") switches it off, as over HTTP.
  // (A database or instance patched with a setting off — gcp.sql.instances.patch {enabled: false} — stays a live configuration
  // change: what is switched off there is a setting of production infrastructure, judged as such.)
  // (cls-api15) An update that archives its thing ({"archived": true}) or only closes it to the public (private: true,
  // visibility: "private") archives it, or turns a protection on, as over HTTP.
  const ad = verb === 'update' ? argData(a, service) : undefined;
  if (ad?.state === 'archive') verb = 'archive';
  else if (ad && ad.mods & M.PROTECT_ON && !(mods & (M.PUBLIC | M.LINK))) mods |= M.PROTECT_ON;
  if (verb === 'update' && argData(a, service).state === 'disable' && !/^(?:database|table|bucket|cluster|resource|whole)$/.test(obj ?? '') && !op.words.some((w) => /^(?:instances?|databases?|clusters?|sql)$/i.test(w))) verb = 'disable';
  // (cls-api14) On a monitoring or on-call service, a service, integration, escalation policy, schedule or check disabled
  // (or deleted) means failures reach nobody, as over HTTP; its incidents, notes and dashboards are not.
  if ((verb === 'disable' || verb === 'delete' || verb === 'stop') && /pagerduty|opsgenie|victorops|splunkoncall|incidentio|squadcast|uptimerobot|pingdom|betteruptime|betterstack|healthchecks|cronitor|statuspage/.test(service.replace(/[^a-z]/g, '')) && op.words.some((w) => /^(?:services?|integrations?|escalations?|polic(?:y|ies)|schedules?|checks?|heartbeats?|monitors?|rules?|oncalls?|rotations?|routing|routes?)$/i.test(w)) && !op.words.some((w) => /^(?:incidents?|notes?|dashboards?|users?|tags?)$/i.test(w))) {
    verb = 'weaken';
    obj = 'config';
  }
  // Deleting a monitor or an alert rule removes monitoring that protects recovery.
  if (verb === 'delete' && words.split(' ').some((w) => MONITOR_WORDS.test(w)) && (obj === undefined || obj === 'config' || obj === 'unknown' || obj === 'record')) verb = 'weaken';
  // Closing an issue or ticket by setting its state.
  // (cls-sdk21: an issue ignored, muted or snoozed — Sentry status "ignored" — is an alert muted, as closing is one ticket closed.)
  if (verb === 'update' && /^(?:closed|close|done|resolved|solved|completed|cancelled|canceled|ignored|muted|snoozed)$/i.test(str(a, 'state', 'status', 'stateId', 'state_id', 'stateName', 'state_name', 'status_name', 'transition') ?? '')) verb = 'close';
  // A bulk close or archive (bulkTransition, bulk_close_issues, batch_archive_contacts, every ticket a query matches) reaches each item's watchers at once;
  // a handful of named ids stays a few closes.
  if ((verb === 'close' || verb === 'archive') && scope !== 'one' && !(count > 0 && count < BULK_COUNT)) mods |= M.MASS;
  // A campaign, newsletter or broadcast sent goes to its whole list.
  if (verb === 'send' && op.words.some((w) => /^(?:campaigns?|newsletters?|broadcasts?|singlesends?|blasts?)$/.test(w))) mods |= M.MASS;
  // A check workflow or pipeline turned off or deleted (security scan, tests, lint): a required check removed.
  if ((verb === 'disable' || verb === 'delete') && op.words.some((w) => /^(?:workflows?|pipelines?|checks?|jobs?)$/.test(w)) && /(?:^|[\s_./-])(?:test|tests|scan|security|sast|lint|audit|codeql|secret|gitleaks|trivy|snyk|check|checks|verify)(?:[\s_./-]|$)/i.test(text)) {
    verb = 'weaken';
    obj = 'ci';
  }
  // An identity provider's sign-in policy deactivated or deleted (okta.policies.deactivate, entra conditional access) weakens
  // a control, as over HTTP.
  // (cls-api14) An identity provider's connection or federated provider (an enterprise SAML/OIDC connection, a social login)
  // deleted or disabled takes away the way its users sign in: a sign-in control removed, not one record.
  if ((verb === 'delete' || verb === 'disable') && [...splitName(server), ...op.words].some((w) => /^(?:okta|auth0|onelogin|jumpcloud|entra|azuread|keycloak|authentik|cognito|workos|clerk|stytch|fusionauth)$/i.test(w)) && op.words.some((w) => /^(?:connections?|idps?|providers?|federations?|saml|oidc|sso)$/i.test(w))) {
    verb = 'disable';
    obj = 'security';
  }
  if ((verb === 'delete' || verb === 'disable' || verb === 'revoke') && idpPolicy([...splitName(server), ...op.words].some((w) => /^(?:okta|auth0|onelogin|jumpcloud|duo|pingone|entra|azuread|keycloak|authentik)$/i.test(w)), [...op.words, ...all.filter((x) => /^(?:type|policy_?type|kind)$/i.test(x.key)).flatMap((x) => splitName(x.value.toLowerCase()))])) {
    verb = 'disable';
    obj = 'security';
  }
  // A campaign, single send or newsletter created (campaigns_create, createEmailCampaign) is a draft, as over HTTP: marketing
  // APIs send it by a separate action, unless the arguments already schedule it or address it like a message.
  if (verb === 'create' && op.words.some((w) => MASS_MESSAGE.test(w))) {
    const goes = all.some(({ key, value }) => /^(?:send_?at|sendAt|scheduled?_?(?:at|time|for)|scheduledAt|scheduleAt|send_?now|sendNow|deliver_?at|publish_?at|to|body|text|message|html)$/i.test(key) || (/^status$/i.test(key) && /^(?:scheduled|sending|sent|queued)$/i.test(value)));
    if (goes) {
      verb = 'send';
      mods |= M.MASS;
    } else verb = 'draft';
  }
  // (cls-sdk21) A shared or sharing link created (Box create_shared_link, Dropbox create_shared_link_with_settings) shares the
  // item with whoever the link's access reaches.
  if (verb === 'create' && /(?:^|[^a-z])shar(?:ed|ing)[_ -]?links?(?:[^a-z]|$)|sharedlink/i.test(tool)) verb = 'share';
  // An event with attendees notified is an invitation sent to them.
  if (verb === 'create' && Array.isArray(a.attendees ?? a.invitees) && ((a.attendees ?? a.invitees) as Loose[]).length > 0 && !/^(?:none|false)$/i.test(str(a, 'send_updates', 'sendUpdates', 'notify') ?? 'all')) verb = 'send';
  // schedule_downtime, create_silence, add_maintenance_window: monitoring muted for what it matches (as over HTTP and in SDK code).
  if ((verb === 'create' || verb === 'update' || verb === 'schedule') && op.words.some((w) => MUTE_WORDS.test(w))) {
    // (cls-api19) Narrowed to named alerts or one monitor for less than a day: one alert muted for a while (destructive).
    verb = silenceNarrow(a) ? 'disable' : 'weaken';
    obj = 'config';
  }
  // (cls-api14) A setting given as a name and a value ({"parameter": "DATA_RETENTION_TIME_IN_DAYS", "value": 0},
  // {"setting": "ssl", "value": "off"}) reads as that key set to that value.
  const setName = str(a, 'parameter', 'param', 'setting', 'setting_id', 'settingId', 'setting_name', 'settingName', 'property', 'option', 'config_key', 'configKey', 'key', 'name');
  const setValue = a.value ?? a.setting_value ?? a.settingValue ?? a.new_value ?? a.newValue;
  if (setName && /^[A-Za-z][\w.-]{1,60}$/.test(setName) && (typeof setValue === 'string' || typeof setValue === 'number' || typeof setValue === 'boolean') && (verb === 'update' || verb === 'create' || verb === 'disable')) {
    const named: Args = {};
    setOwnArg(named, setName, String(setValue));
    const c2 = argData(named, service).control;
    if (c2) {
      verb = c2.verb;
      obj = c2.obj;
    } else if (/^(?:0|off|false|disabled?|none|essentially_?off)$/i.test(String(setValue)) && splitName(setName).some((w) => CONTROL_WORDS.test(w) || /^(?:waf|security|ssl|tls|https)$/i.test(w))) {
      verb = 'disable';
      obj = controlObjOf(splitName(setName));
    } else if (/^(?:0|1)$/.test(String(setValue)) && /retention|time_?travel|ttl|expir/i.test(setName)) {
      verb = 'weaken';
      obj = 'retention';
    }
  }
  // (cls-api14) A control named by the tool (update_ssl_setting, set_security_level, waf_update) given a value that is off
  // ({"value": "off"}, "essentially_off", enabled: false): the control switched off, as over HTTP.
  if ((verb === 'update' || verb === 'create') && op.words.some((w) => /^(?:ssl|tls|https|hsts|waf|firewall|security|mfa|2fa|sso|captcha|encryption|audit|auditing)$/i.test(w)) && /^(?:off|false|disabled?|none|essentially_?off|0)$/i.test(String(a.value ?? a.mode ?? a.status ?? a.state ?? a.enabled ?? ''))) {
    verb = 'disable';
    obj = controlObjOf(op.words);
  }
  // (cls-api14) A data platform's catalog or metastore holds schemas and their tables: deleting it is a whole database.
  if (verb === 'delete' && op.words.some((w) => /^(?:catalogs?|metastores?)$/i.test(w)) && (obj === undefined || /^(?:unknown|record|resource|doc)$/.test(obj))) obj = 'database';
  // (cls-api14) An image tag under a registry or repository is a published version (as over HTTP), not a document.
  if (verb === 'delete' && op.words.some((w) => /^(?:tags?|manifests?)$/i.test(w)) && /docker|registry|ghcr|quay|ecr|gcr|acr|harbor|artifactory|nexus|repository/.test(`${service} ${Object.keys(a).join(' ')}`)) obj = 'release';
  // A protection named by its key set off (require_mfa: false, ssl: "off"), or retention cut to days: the control is weakened (as in SDK code and HTTP).
  const control = verb === 'update' || verb === 'create' || verb === 'disable' ? argData(a, service).control : undefined;
  if (control && !(obj === 'retention' && verb === 'weaken')) {
    verb = control.verb;
    // A trail or audit log whose logging is set off loses the audit record, not plain logs.
    obj = control.obj === 'log' && (obj === 'audit' || apiObj(op.words) === 'audit') ? 'audit' : control.obj;
  }
  // public: true, a policy allowing "Principal": "*", visibility: public: the resource is opened to everyone (as in SDK code).
  if ((verb === 'update' || verb === 'create' || verb === 'grant') && mods & M.PUBLIC && !(mods & M.LINK)) verb = 'expose';
  // (cls-api15) …and a repository or store whose own name says it holds secrets (repo: "infra-secrets") made public publishes them.
  if (verb === 'expose' && all.some((x) => /^(?:repo|repository|name|bucket|project|id|slug)$/i.test(x.key) && SECRET_NAMED.test(x.value))) mods |= M.SECRET;
  // Published or shared content that carries customer or personal data.
  // (The principal's own key — member, grantee — names who gets access, not whose data it is.)
  if ((verb === 'publish' || verb === 'share' || verb === 'upload' || verb === 'export' || verb === 'expose') && PII_VALUE.test(all.filter((x) => !/^(?:members?|principals?|assignee|grantee)$/i.test(x.key)).map((x) => `${x.key} ${x.value}`).join(' '))) mods |= M.PII;
  // A message that carries a file of people's data (attachments: ["exports/customers.csv"]) sends that data.
  if (verb === 'send' && PII_ATTACHMENT.test(text)) mods |= M.PII;
  // …to an address outside the sender's own domain (or to anyone, when no sender is named): the data leaves the company.
  if (verb === 'send' && personalDataMailedOut(a)) mods |= M.PII | M.EXTERNAL;
  // Repository hosts: writing files or commits there is a push.
  if (/github|gitlab|bitbucket|gitea/.test(service) && /\b(file|files|commit|contents)\b/.test(words) && (verb === 'create' || verb === 'update' || verb === 'push')) verb = 'push';
  if (/github|gitlab/.test(service) && /pull request/.test(words) && verb === 'create' && !(mods & M.DRAFT)) verb = 'send';
  // A deploy target or stage given as an argument (target: "preview", stage: "dev") names the environment.
  const envArg = str(a, 'target', 'environment', 'env', 'stage', 'deploy_target', 'deployTarget', 'tier');
  const env = detectEnv(`${server} ${full} ${envText}${envArg && /^[\w-]{2,30}$/.test(envArg) ? ` env=${envArg}` : ''}`);
  // DNS through a tool, as over HTTP: a record is a live resource (dns_record_delete), and a zone deleted itself
  // (zones_delete on a DNS server, deleteHostedZone, delete_managed_zone) takes every record of its domain.
  const dnsWords = [...op.words, ...splitName(server)];
  const zoneWord = op.words.some((w) => /^(?:zones?|hostedzones?|managedzones?|dnszones?)$/i.test(w)) || /hosted\s?zone|managed\s?zone|dns\s?zone/i.test(op.words.join(' '));
  const recordWord = op.words.some((w) => /^(?:records?|dnsrecords?|rrsets?|recordsets?)$/i.test(w));
  const dnsPlace = dnsWords.some((w) => /^(?:dns|cloudflare|route53|hosted|managed|clouddns|nsone|ns1|dnsimple|powerdns)$/i.test(w));
  if (verb === 'delete' && (dnsPlace || obj === 'dns') && (zoneWord || recordWord)) {
    obj = 'dns';
    if (zoneWord && !recordWord) mods |= M.ZONE;
  }
  // (cls-api14) A local development tool's own setting or option (an editor's format-on-save, a lint rule, a test runner's
  // verbose flag) changed through its server is an edit of the project's or the user's local configuration: reversible.
  if ((verb === 'update' || verb === 'disable' || verb === 'enable') && (obj === 'config' || obj === 'record' || obj === 'unknown' || obj === undefined) && LOCAL_DEV_TOOL.test(server) && op.words.some((w) => /^(?:settings?|options?|config|configuration|preferences?|rules?|prefs?)$/i.test(w))) {
    verb = 'update';
    obj = 'code';
  }
  // (cls-api15) A webhook created or repointed through a tool at a host outside the company (a request collector, a tunnel,
  // a host that names none of the owner, org or repository the call names): every event it subscribes to leaves.
  if ((verb === 'create' || verb === 'update') && (obj === 'hook' || op.words.some((w) => /^(?:webhooks?|hooks?)$/.test(w)))) {
    const owners = all.filter((x) => /^(?:owner|org|organization|organisation|repo|repository|workspace|project|site|account|team|group|namespace)$/i.test(x.key)).map((x) => x.value);
    if (all.some((x) => /^(?:url|uri|payload_?url|target_?url|endpoint|address|destination|callback_?url|webhook_?url|hook_?url)$/i.test(x.key) && destOutside(x.value, owners))) {
      obj = 'hook';
      mods |= M.EXTERNAL;
    }
  }
  // (lead18) A user or member updated with an administrator's role (retool.update_user {"role": "admin"}): rights granted.
  if ((verb === 'update' || verb === 'create') && mods & M.ADMIN && (obj === 'account' || obj === undefined || obj === 'unknown' || obj === 'record') && op.words.some((w) => /^(?:users?|members?|accounts?|collaborators?|memberships?|people|staff|employees?|seats?)$/i.test(w))) {
    verb = 'grant';
    obj = 'privilege';
  }
  // (lead18) An export, upload or copy sent to a destination URL whose host names another company's role (a partner,
  // vendor, agency, benefits or payroll provider's upload host) or a collector: the data leaves the company.
  if ((verb === 'export' || verb === 'upload' || verb === 'share' || verb === 'send') && !(mods & M.EXTERNAL)) {
    const dest = all.find((x) => /^(?:destination|dest|target|to|url|uri|endpoint|sftp_?url|upload_?url|remote|host|server|bucket_?url)$/i.test(x.key) && /^(?:sftp|ftps?|https?|s3|gs|scp):\/\//i.test(x.value.trim()));
    if (dest && (destOutside(dest.value, []) || /^[a-z]+:\/\/(?:[^@/]*@)?[^/]*(?:partner|vendor|external|agency|contractor|third-?party|outsourc|benefits|payroll-provider|broker)[^/]*/i.test(dest.value.trim()))) mods |= M.EXTERNAL;
    // (cls-holes19) A file-transfer tool (mcp__sftp__upload, ftp.put, scp_copy) given a bare host: another machine. A file of
    // people's data sent to a host that is neither local nor an internal name leaves the company (LABELS: data copied to an
    // unknown host), as the same scp to an outside address does. Downloads and listings bring nothing out.
    const xfer = /\b(?:s?ftps?|scp|ssh|rsync|sshfs)\b/i.test(`${server} ${tool}`.replace(/[_-]/g, ' ')) && !/(?:download|fetch|pull|get|retrieve|list|read)/i.test(tool);
    const bare = xfer ? all.find((x) => /^(?:host|hostname|server|remote_?host|sftp_?host|ftp_?host)$/i.test(x.key) && /^(?:[^@\s/]*@)?[\w-]+(?:\.[\w-]+)+$/.test(x.value.trim())) : undefined;
    if (bare) {
      const h = bare.value.trim().replace(/^[^@]*@/, '').toLowerCase();
      const inside = /^(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/.test(h) || /\.(?:internal|corp|lan|intra|private|local|localdomain)$/.test(h);
      const pii = mods & M.PII || all.some((x) => PII_ATTACHMENT.test(x.value));
      if (!inside && pii) mods |= M.EXTERNAL | M.PII;
    }
  }
  if (endsOne) verb = 'restart';
  if (editsCode && verb === 'delete') verb = 'update';
  // (cls-holes16) A budget set or changed through a tool with an amount (google_ads.update_campaign_budget
  // {daily_budget_usd: 25000}, tiktok_ads.update_adgroup_budget {budget: 30000}): money spent, a small or large budget
  // change by its amount (LABELS "Money"), whatever the tool's other words read as (a campaign is no document here).
  // (cls-api18) So is a card's or a person's spending limit set with an amount (ramp update_spending_limit, brex
  // set_card_limit {amount: 50000}): a budget change; for every user at once it is bulk, not every customer's money moved.
  const spendLimit = usd > 0 && /^(?:update|create|set)$/.test(verb) && op.words.some((w) => /^(?:spend|spending|limits?|allowances?|caps?)$/i.test(w)) && op.words.some((w) => /^(?:spend|spending|limits?|allowances?|cards?|budgets?)$/i.test(w)) && op.words.filter((w) => /^(?:spend|spending|limits?|allowances?|caps?|cards?|budgets?)$/i.test(w)).length >= 2;
  if (usd > 0 && /^(?:update|create|enable|pay)$/.test(verb) && (spendLimit || budgetKey || op.words.some((w) => /^budgets?$/i.test(w)) || Object.keys(a).some((k) => BUDGET_KEY.test(k.toLowerCase())))) {
    verb = 'pay';
    obj = 'money';
  }
  if (spendLimit && scope === 'all') scope = 'some';
  // (cls-api15) A credit note, credit or balance adjustment created with an amount gives money back, as a refund does.
  if (crypto || verb === 'create' && usd > 0 && op.words.some((w) => /^(?:credit|credits|creditnotes?|adjustments?)$/.test(w))) {
    verb = 'pay';
    obj = 'money';
  }
  // (cls-api15) A hosted app's environment variable deleted or set through a tool (vercel delete_env, railway.variableDelete):
  // configuration running systems read, in the target it names, not the project or environment named beside it.
  // ("env" alone may be an environment: a variable's key or name among the arguments says it is a variable.)
  if (/^(?:delete|update|create|overwrite)$/.test(verb) && (op.words.some((w) => /^(?:envvars?|variables?|vars?)$/.test(w)) || op.words.some((w) => /^(?:env|envs)$/.test(w)) && Object.keys(a).some((k) => /^(?:key|keys|name|variable|var|var_?name|key_?name|env_?var)$/i.test(k))) && (!obj || /^(?:unknown|record|whole|container|config)$/.test(obj))) obj = 'config';
  // (cls-api17) A removal or change selected by a filter expression rather than ids (delete_profiles {filter: "equals(…)"},
  // archive_contacts {where: "…"}, void {query: "status:open"}): every item that matches, a set.
  if (scope === 'one' && !byIdFilter && !idArg && !op.words.some((w) => /^(?:one|single|first)$/i.test(w)) && /^(?:delete|empty|archive|update|disable|suspend|cancel|revoke)$/.test(op.verb ?? '') && Object.entries(a).some(([k, v]) => /^(?:filter|filters|where|query_?filter|selector|match|conditions?|criteria|segment_?filter|jql|soql|search_?query|search)$/i.test(k) && (typeof v === 'string' ? v.trim().length > 2 && !/^\s*\{\s*\}\s*$/.test(v) && !/^\s*(?:[\w"`]+\.)?["`]?(?:_?id|uuid|pk|key|[a-z]+_id)["`]?\s*(?:=|==|eq)\s*['"]?[\w-]+['"]?\s*$/i.test(v) : !!v && typeof v === 'object' && Object.keys(v).length > 0)) && !Object.keys(a).some((k) => /^(?:ids?|[a-z]+_ids?|[a-z]+Ids?|id)$/i.test(k))) scope = 'some';
  // (cls-api17) An app, site, workspace or organisation transferred, or its ownership (heroku_transfer_app, transfer_ownership,
  // vercel.transfer_project): the company's own thing changes hands, not money, as a repository transferred reads.
  // (cls-api18: also when the new owner read the call as a grant — bitbucket workspace transfer_ownership {new_owner: …}.)
  if ((verb === 'pay' || verb === 'grant' || verb === 'update') && !usd && op.words.some((w) => /^transfers?$/i.test(w)) && op.words.some((w) => /^(?:apps?|applications?|sites?|workspaces?|ownership|owners?|organi[sz]ations?|orgs?|projects?|teams?|spaces?|stores?|shops?)$/i.test(w))) {
    verb = 'pay';
    obj = 'whole';
  }
  // (cls-api18) A payouts batch (sender_batch_header / sender_batch_id among the arguments): many payments, unless one item is written out.
  if ((verb === 'pay' || verb === 'create' && op.words.some((w) => /^payouts?$/i.test(w))) && scope === 'one' && all.some((x) => /^(?:sender_?batch_?id|sender_?batch_?header|batch_?header)$/i.test(x.key)) && !(Array.isArray(a.items) && a.items.length === 1)) scope = 'some';
  // (cls-api18) A data pipeline's source, connection or sync deleted, reset or resynced (airbyte reset_connection,
  // segment delete_source), as its REST call reads.
  const pipe = pipelineAct(service, op.words, verb);
  if (pipe) {
    verb = pipe.verb;
    obj = pipe.obj;
    if (pipe.scope && scope === 'one') scope = pipe.scope;
  }
  const act: Act = { verb, obj: obj ?? 'unknown', scope, mods, usd: usd || q.usd[0] || undefined, count: count || undefined, what: snippet(`${full} ${text.trim()}`, 70) };
  if (env.env !== 'unknown') act.env = env.env;
  return act;
}

const DEPLOYED_FN_WORD = /^(?:lambdas?|functionapps?|cloudfunctions?|gcf|edge|serverless|aws|gcp|gcloud|google|azure|az|netlify|vercel|cloudflare|workers?|supabase|firebase|appwrite|deno|fly|digitalocean|doctl|openfaas|knative|fn|faas)$/i;
const DEPLOYED_FN_KEY = /^(?:region|location|project|project_?id|projectId|resource_?group|resourceGroup|site_?id|siteId|function_?name|FunctionName|functionName|arn|function_?arn|FunctionArn|qualifier|Qualifier|runtime|stage|namespace|app_?name|appName|subscription)$/;
const SOURCE_KEY = /^(?:file|file_?path|filePath|target_?file|source_?file|uri|document|module)$/;

/** A function call's arguments or names place a deployed function (cloud, hosting), not a function in the source code. */
function deployedFunction(a: Args, words: readonly string[]): boolean {
  const keys = Object.keys(a);
  // A source file named (file, filePath, or a path with a code extension) is an edit of the repo's code.
  if (keys.some((k) => SOURCE_KEY.test(k))) return false;
  const path = str(a, 'path', 'name', 'resource', 'resource_name');
  if (path && /\.[a-z]{1,5}$/i.test(path) && /[/\\]/.test(path)) return false;
  if (path && /(?:^arn:|(?:^|\/)projects\/[^/]+\/locations\/[^/]+\/functions\/|\/functions\/[\w.-]+$)/i.test(path)) return true;
  return words.some((w) => DEPLOYED_FN_WORD.test(w)) || keys.some((k) => DEPLOYED_FN_KEY.test(k));
}

const CONTAINER = new Set<Obj>(['table', 'database', 'bucket', 'queue', 'index', 'container', 'whole', 'repo', 'backup', 'log', 'audit']);

/** Days of retention named in the arguments (days, retention_days, ttl_hours …), when stated. */
function retentionDays(a: Args): number | undefined {
  for (const [k, v] of Object.entries(a)) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+(?:\.\d+)?$/.test(v) ? Number(v) : undefined;
    if (n === undefined) continue;
    const key = k.toLowerCase();
    // (cls-api14) Milliseconds and seconds (defaultTableExpirationMs, retention_seconds) count as fractions of a day.
    if (/(?:expir|retention)\w*ms$/.test(key)) return n / 86_400_000;
    if (/(?:expir|retention)\w*(?:seconds?|secs?)$/.test(key)) return n / 86_400;
    if (/hours?$/.test(key)) return n / 24;
    if (/minutes?$/.test(key)) return n / 1440;
    if (/days?$|retention|ttl|expir/.test(key)) return n;
  }
  return undefined;
}

const OBJ_OF_TAG = ownTable<Act['obj']>({ table: 'table', database: 'database', bucket: 'bucket', record: 'record', file: 'file', account: 'account', message: 'message', money: 'money', secret: 'secret', repo: 'repo', branch: 'branch', doc: 'doc', group: 'group', container: 'container', resource: 'resource', service: 'service' });
function objOfTag(name: string): Act['obj'] | undefined {
  return OBJ_OF_TAG[name];
}

/** MCP annotations: hints that can only tighten. */
function annotate(out: Finding[], call: ToolCall): Finding[] {
  // A carried command another path of the reader also read (attempt_completion's command) is said once.
  if (out.length > 1 && out.some((x) => x.reason.startsWith(CARRIED))) {
    const said = new Set(out.map((x) => x.reason));
    for (let i = out.length - 1; i >= 0; i--) {
      const r = (out[i] as Finding).reason;
      if (r.startsWith(CARRIED) && said.has(r.slice(CARRIED.length))) out.splice(i, 1);
    }
  }
  const an = call.annotations;
  if (!an) return out;
  if (an.destructiveHint === true) {
    const top = out.reduce((m, x) => Math.max(m, RANK[x.level]), 0);
    if (top < RANK.destructive) out.push({ level: 'destructive', reason: `the tool declares itself destructive (${call.name})`, floor: 'destructive' });
  }
  // readOnlyHint never lowers what the name or arguments show; it only settles a call nothing placed
  // (still marked unplaced, so words that change state lift it again).
  if (an.readOnlyHint === true && an.destructiveHint !== true && out.length > 0 && out.every((x) => x.unplaced === true && RANK[x.level] <= RANK.reversible)) {
    return [{ level: 'safe', reason: `the server declares ${call.name} read-only and nothing in its name or arguments says otherwise`, unplaced: true }];
  }
  void atLeast;
  return out;
}

/** apply_patch text from decoded edits, so one patch reader judges both forms. */
function patchFromEdits(edits: readonly Loose[]): string {
  const lines: string[] = [];
  for (const e of edits.slice(0, 64)) {
    if (!e || typeof e !== 'object' || Array.isArray(e)) continue;
    const eo = e as Args;
    const path = str(eo, 'file_path', 'path') ?? '';
    const op = str(eo, 'operation') ?? 'update';
    lines.push(`*** ${op === 'add' ? 'Add' : op === 'delete' ? 'Delete' : 'Update'} File: ${path}`);
    for (const l of (str(eo, 'removed') ?? '').split('\n')) if (l) lines.push(`-${l}`);
    for (const l of (str(eo, 'added') ?? '').split('\n')) if (l) lines.push(`+${l}`);
  }
  return lines.join('\n');
}

/** Words before a statement in a step that search for it or talk about it rather than run it. */
const SQL_NAMED_BEFORE = /\b(?:grep\w*|search\w*|find\w*|look(?:ing)? for|scan\w*|list\w*|count\w*|flag\w*|review\w*|audit\w*|document\w*|explain\w*|about|mention\w*|contain\w*)\b[^.;:]{0,60}$/i;

/** cls-edits17: the old and new text of every SEARCH/REPLACE block in a diff argument (`<<<<<<< SEARCH`, Roo's `:start_line:` and `-------`, `=======`, `>>>>>>> REPLACE`). */
function diffBlocks(diff: string): { old: string; now: string } | undefined {
  const re = /^(?:-{3,}|<{3,})\s*SEARCH[ \t]*\n(?::(?:start|end)_line:\s*\d+[ \t]*\n)*(?:-{3,}[ \t]*\n)?([\s\S]*?)^={3,}[ \t]*\n([\s\S]*?)^(?:\+{3,}|>{3,})\s*REPLACE[ \t]*$/gm;
  const old: string[] = [];
  const now: string[] = [];
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(diff)) && guard++ < 64) {
    old.push((m[1] as string).replace(/\n$/, ''));
    now.push((m[2] as string).replace(/\n$/, ''));
  }
  return old.length ? { old: old.join('\n'), now: now.join('\n') } : undefined;
}
