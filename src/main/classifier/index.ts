// Stage 5 of the pipeline: classify an agent's nextActionHint (and, when a
// client hook supplies it, the structured action) into a danger level, a risk
// score in that level's band, and the reasons a human reads in the window.
//
// Pure and deterministic: no I/O, no clock, no randomness. See README.md.
import type { Classification, StructuredAction } from '../../shared/vocabulary';
import { detectEnv } from './context';
import { f, maxLevel, raise, RANK, snippet, type Finding } from './findings';
import { analyzeMongo, analyzeRedisWords, analyzeSql, findSql, hasMongo } from './rules/data';
import { analyzeProse, byName, judge, leadingVerbClass, opAction, opWords, talksAbout, type ProseOptions } from './rules/natural';
import { commandFindings, findCommandStart, isKnownCommand, isTailAt } from './dispatch';
import { seedFloor } from './seed';
import { scoreFor } from './score';
import { tokenize } from './shell/tokenize';
import { parseRegion } from './shell/parse';

export const MAX_HINT = 8192;
const MAX_DEPTH = 3;

const PREFIX = /^\s*(?:(?:mysql|mariadb|psql|postgres(?:ql)?|sqlite3?|mongo(?:sh)?|redis(?:-cli)?|sql|cqlsh|[\w-]{1,30}=)\s*[>#]\s*|PS [^>\n]{0,120}>\s*|[$#]\s+)/i;

/** Classifies a command line that is known to be a command (structured action, sh -c, docker exec …). */
function commandLine(line: string, depth: number): Finding[] {
  if (depth > MAX_DEPTH) return [];
  const text = line.replace(PREFIX, '');
  const tokens = tokenize(text);
  const region = parseRegion(text, tokens, 0, () => false);
  const out = commandFindings(region.cmds, ctxFor(depth));
  if (out.length === 0 && findSql(text) >= 0) out.push(...analyzeSql(text.slice(findSql(text))));
  return out;
}

const CTX = [0, 1, 2, 3, 4].map((depth) => ({
  inner: (l: string) => commandLine(l, depth + 1),
  byName: (name: string) => byName(name),
}));
const PROSE_OPTS: ProseOptions[] = [0, 1, 2, 3, 4].map((depth) => ({
  depth,
  command: (l: string) => (findSql(l) >= 0 ? analyzeSql(l.slice(findSql(l))) : commandLine(l, depth + 1)),
}));
function ctxFor(depth: number) {
  return CTX[Math.min(depth, 4)] as (typeof CTX)[number];
}

const TOOL_KEY = /^\s*[{[]?\s*["']?(?:tool|tool_name|toolname|operation|op|function|method)["']?\s*[:=]\s*["']?([A-Za-z][\w.:-]{2,80})["']?/i;

/** A preamble that only introduces the command ("executing shell command:", "PowerShell:", "now running"). */
const JUST_INTRO = /^\s*(?:(?:executing|execute|running|run|ran|exec|invoking|shell|bash|zsh|terminal|command|cmd(?:\.exe)?|powershell|pwsh|ps|the|a|now|next|then|i'?m|i|will|going|to|let|me|about|step|with|via|using|:|\$|>)\s*:?\s*)*$/i;

const BACKTICK = /`([^`\n]{1,2000})`/g;

function backtickSpans(src: string, out: Finding[], depth: number): string {
  let result = '';
  let last = 0;
  let m: RegExpExecArray | null;
  BACKTICK.lastIndex = 0;
  let guard = 0;
  while ((m = BACKTICK.exec(src)) && guard++ < 16) {
    const body = (m[1] ?? '').trim();
    const before = src.slice(0, m.index);
    let used = false;
    if (!talksAbout(before)) {
      const toks = tokenize(body.replace(PREFIX, ''));
      if (isKnownCommand(toks, 0, /powershell|pwsh/i.test(before))) {
        out.push(...commandLine(body, depth + 1));
        used = true;
      } else if (findSql(body) === 0 || (hasMongo(body) && body.startsWith('db.'))) {
        out.push(...(findSql(body) === 0 ? analyzeSql(body) : analyzeMongo(body)));
        used = true;
      }
    }
    result += src.slice(last, m.index) + (used ? ' ' : m[0]);
    last = m.index + m[0].length;
  }
  return result + src.slice(last);
}

/** Classifies free text: finds command regions, SQL, Mongo and Redis, and reads the rest as prose. */
function analyzeText(text: string, depth: number): Finding[] {
  const out: Finding[] = [];
  let src = text.replace(PREFIX, '');
  // Commands and SQL in backticks ("I'll run `rm -rf build` to clean up") are commands,
  // unless the sentence only talks about them ("explaining what `rm -rf /` does").
  if (src.includes('`') && depth < MAX_DEPTH) src = backtickSpans(src, out, depth);
  const tokens = tokenize(src);
  const proseParts: string[] = [];
  let pos = 0;
  let k = 0;
  let first = true;
  for (let guard = 0; guard < 8 && k < tokens.length; guard++) {
    const start = findCommandStart(src, tokens, k, first, talksAbout);
    if (start < 0) break;
    const t0 = tokens[start];
    if (!t0) break;
    proseParts.push(src.slice(pos, t0.start));
    const region = parseRegion(src, tokens, start, isTailAt);
    out.push(...commandFindings(region.cmds, ctxFor(depth)));
    const next = tokens[region.next];
    pos = next ? next.start : src.length;
    k = region.next;
    // Only the text before the first command carries the action's verb; after it
    // comes purpose or context ("to check …", "in the staging workspace").
    first = false;
    if (!next) break;
    if (next.t === 'op' && next.v === ')') {
      pos = next.end;
      k++;
    }
  }
  const hadCommand = !first;
  const preamble = hadCommand ? (proseParts[0] ?? '') : src;
  // SQL / Mongo / Redis written inline (not inside a recognised command).
  const rest = hadCommand ? '' : src;
  let nl = hadCommand ? preamble : src;
  if (rest) {
    const sqlAt = findSql(rest);
    const lead = sqlAt >= 0 && insideQuotes(rest, sqlAt) ? leadingVerbClass(rest.slice(0, sqlAt)) : undefined;
    if (sqlAt >= 0 && lead !== 'read' && lead !== 'test' && lead !== 'write') {
      out.push(...analyzeSql(rest.slice(sqlAt)));
      nl = rest.slice(0, sqlAt);
    }
    if (hasMongo(rest)) {
      out.push(...analyzeMongo(rest));
      const m = /\bdb\./.exec(nl);
      if (m) nl = nl.slice(0, m.index);
    }
    const flush = /\b(flushall|flushdb)\b/i.exec(rest);
    if (flush) {
      const lead2 = leadingVerbClass(rest.slice(0, flush.index));
      if (lead2 !== 'read' && lead2 !== 'test' && lead2 !== 'write') out.push(...analyzeRedisWords([flush[1] as string], false));
    }
  }
  // JSON-ish tool calls: {"tool": "drop_table", …}, tool: delete_file {…}
  const tc = TOOL_KEY.exec(src);
  if (tc?.[1] && !hadCommand) {
    const words = src.slice(tc.index + tc[0].length).replace(/[{}"',:]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 16);
    const a = opAction(tc[1], words.map((w) => w.toLowerCase()), words, src.toLowerCase());
    if (a) out.push(...judge({ ...a, evidence: snippet(src, 60) }));
    out.push(...seedFloor(opWords(tc[1]).words.join('_'), 'operation'));
    nl = '';
  }
  if (nl.trim() && !(hadCommand && JUST_INTRO.test(nl))) out.push(...analyzeProse(nl, PROSE_OPTS[Math.min(depth, 4)] as ProseOptions));
  return out;
}

/** Is position `at` inside a quoted segment of `s`? */
function insideQuotes(s: string, at: number): boolean {
  let q = '';
  for (let i = 0; i < at; i++) {
    const c = s[i];
    if (q) {
      if (c === q) q = '';
    } else if ((c === '"' || c === '`' || (c === "'" && !/\w/.test(s[i - 1] ?? ''))) ) q = c;
  }
  return q !== '';
}

/** Findings from a structured action (client hooks: Bash, Write, Read, mcp__server__tool …). */
function analyzeAction(action: StructuredAction): Finding[] {
  const out: Finding[] = [];
  const args = action.arguments ?? {};
  const { words } = opWords(action.tool);
  const tool = words.join('_');
  const str = (k: string): string | undefined => (typeof args[k] === 'string' ? (args[k] as string) : undefined);
  const command = str('command') ?? str('cmd') ?? str('script') ?? str('commandLine');
  if (command) out.push(...commandLine(command.slice(0, MAX_HINT), 1));
  const sql = str('sql') ?? str('query') ?? str('statement');
  if (sql) {
    if (findSql(sql) >= 0) out.push(...analyzeSql(sql.slice(0, MAX_HINT)));
    else if (hasMongo(sql)) out.push(...analyzeMongo(sql.slice(0, MAX_HINT)));
  }
  // Flatten the arguments into words the operation name acts on.
  const ctxRaw: string[] = [];
  for (const [key, v] of Object.entries(args).slice(0, 24)) {
    if (key === 'command' || key === 'cmd' || key === 'sql' || key === 'content' || key === 'new_string' || key === 'old_string') continue;
    if (typeof v === 'string') ctxRaw.push(...v.slice(0, 300).split(/\s+/).slice(0, 12));
    else if (v === true) ctxRaw.push(key);
    else if (typeof v === 'number') ctxRaw.push(String(v));
    else if (Array.isArray(v)) for (const x of v.slice(0, 12)) if (typeof x === 'string') ctxRaw.push(x);
  }
  const lower = `${action.tool} ${ctxRaw.join(' ')}`.toLowerCase();
  if (/^(bash|shell|sh|terminal|run_shell_command|execute_command|run_terminal_cmd|run_command|exec|powershell|cmd)$/.test(tool)) {
    if (!command) out.push(f('reversible', `runs a shell command (${action.tool})`));
    return out;
  }
  const readTools = /^(read|read_file|view|glob|grep|ls|list|search|web_fetch|webfetch|web_search|websearch|notebook_read|todo_write|todowrite|task|fetch)$/;
  const writeTools = /^(write|edit|multi_edit|multiedit|notebook_edit|create_file|str_replace_editor|str_replace_based_edit_tool|apply_patch)$/;
  let verbName = action.tool;
  if (readTools.test(tool)) verbName = 'read_file';
  else if (writeTools.test(tool)) verbName = str('old_string') !== undefined || tool.includes('edit') ? 'edit_file' : 'write_file';
  const a = opAction(verbName, ctxRaw.map((w) => w.toLowerCase()), ctxRaw, lower);
  if (a) out.push(...judge({ ...a, evidence: snippet(`${action.tool} ${ctxRaw.join(' ')}`, 60) }));
  out.push(...seedFloor(tool, 'operation'));
  return out;
}

/** Classifies an agent's reported next action. */
export function classify(hint: string, action?: StructuredAction): Classification {
  const text = (typeof hint === 'string' ? hint : '').slice(0, MAX_HINT);
  const findings: Finding[] = [];
  findings.push(...seedFloor(text.trim().toLowerCase(), 'hint'));
  findings.push(...analyzeText(text, 0));
  let envText = text;
  if (action && typeof action.tool === 'string') {
    findings.push(...analyzeAction(action));
    envText += ` ${action.server ?? ''} ${JSON.stringify(action.arguments ?? {}).slice(0, 2000)}`;
  }
  const env = detectEnv(envText);
  if (env.env === 'production') {
    for (const x of findings) {
      if (x.envSensitive && x.level !== 'safe' && x.level !== 'forbidden') {
        x.level = raise(x.level);
        x.reason = `${x.reason}; targets production (${env.evidence})`;
      }
    }
  }
  return summarise(findings);
}

function summarise(findings: Finding[]): Classification {
  if (findings.length === 0) {
    return { level: 'reversible', score: scoreFor('reversible', 0), reasons: ['no risky operation recognised; treated as an ordinary reversible step'] };
  }
  const level = maxLevel(findings);
  const top = RANK[level];
  const reasons: string[] = [];
  let sameLevel = 0;
  let context: Finding | undefined;
  for (const x of findings) {
    const r = RANK[x.level];
    if (r === top) {
      sameLevel++;
      if (reasons.length < 4 && !reasons.includes(x.reason)) reasons.push(x.reason);
    } else if (r > 0 && (!context || r > RANK[context.level])) context = x;
  }
  // One lower-level finding for context, when it says something different.
  if (context && reasons.length < 4 && !reasons.includes(context.reason)) reasons.push(`also: ${context.reason}`);
  return { level, score: scoreFor(level, sameLevel - 1), reasons };
}
export { commandSegments } from './segments';
