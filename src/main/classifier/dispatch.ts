// Finds commands inside a hint and sends each one to its rule family.
import { f, snippet, type Finding } from './findings';
import { cloudHandlers } from './rules/cloud';
import { dbClient, redisCli } from './rules/data';
import { gh, git } from './rules/git';
import { frameworkHandlers } from './rules/frameworks';
import { infraHandlers } from './rules/infra';
import { k8sHandlers } from './rules/k8s';
import { packageHandlers } from './rules/packages';
import { cmdlet, pipelineFindings, READ_ONLY, redirectFindings, shellHandlers } from './rules/shell';
import type { Ctx, Handler } from './rules/types';
import { baseName, type Cmd } from './shell/parse';
import type { Token } from './shell/tokenize';

const DB_CLIENTS = ['psql', 'mysql', 'mariadb', 'sqlite3', 'sqlite', 'duckdb', 'cqlsh', 'clickhouse-client', 'clickhouse', 'sqlcmd', 'snowsql', 'mongo', 'mongosh'];

const HANDLERS: Record<string, Handler> = Object.assign(Object.create(null) as Record<string, Handler>, {
  ...shellHandlers,
  ...cloudHandlers,
  ...k8sHandlers,
  ...infraHandlers,
  ...packageHandlers,
  ...frameworkHandlers,
  git,
  gh,
  'redis-cli': (c: Cmd) => redisCli(c),
  ...Object.fromEntries(DB_CLIENTS.map((n) => [n, (c: Cmd) => dbClient(c)])),
});
const READ_ONLY_SET = new Set(READ_ONLY);
const WRAPPERS = new Set(['sudo', 'doas', 'env', 'nohup', 'time', 'xargs', 'npx', 'bunx', 'pnpx', 'nice', 'timeout', 'exec', 'command', 'watch']);
/** Command names that are also ordinary English words: need argument-like company. */
const AMBIGUOUS = new Set([
  'find', 'kill', 'cat', 'make', 'sort', 'head', 'tail', 'touch', 'test', 'open', 'watch', 'which', 'top', 'time', 'date',
  'more', 'less', 'diff', 'type', 'start', 'copy', 'move', 'del', 'dir', 'format', 'mount', 'history', 'tree', 'clear', 'set',
  'export', 'read', 'echo', 'file', 'id', 'host', 'join', 'paste', 'cut', 'expand', 'fold', 'last', 'w', 'who', 'ping',
  'help', 'man', 'env', 'true', 'false', 'sleep', 'source', 'exit', 'alias', 'http', 'code', 'node', 'go', 'task', 'just',
  'bundle', 'service', 'init', 'halt', 'net', 'sc', 'reg', 'cipher', 'trash', 'shred', 'wipe', 'truncate', 'render', 'fly',
  'k', 'rake', 'tee', 'column', 'comm', 'rev', 'seq', 'nl', 'arch', 'groups', 'locale', 'unset', 'cd', 'printf', 'command',
  'exec', 'nice', 'timeout', 'apt', 'print', 'sed', 'reboot', 'shutdown', 'ln', 'mv', 'cp', 'dd', 'at', 'erase', 'rd',
  'python', 'ruby', 'java', 'deno', 'bun', 'dotnet', 'gradle', 'mvn', 'ip', 'ss', 'users', 'unlink', 'passwd', 'init',
]);
const TASK_RUNNERS = new Set(['make', 'just', 'rake', 'task']);
const ENGLISH_NEXT = new Set(['a', 'an', 'the', 'sure', 'it', 'this', 'that', 'me', 'us', 'them', 'some', 'all', 'any', 'my', 'our', 'your', 'new', 'changes', 'sense', 'progress', 'use', 'way', 'room', 'time', 'note', 'notes', 'space', 'one', 'two', 'more', 'less', 'up', 'out', 'of', 'to', 'and', 'for', 'on', 'in']);
const PS_VERBS = /^(get|set|remove|new|clear|stop|start|format|invoke|disable|enable|copy|move|rename|add|test|select|write|out|restart|uninstall|install|import|export|update|limit|initialize|measure|where|sort|foreach|convertto|convertfrom|resolve|compare|show|find|search|read|send|publish|register|unregister|connect|disconnect|mount|dismount|expand|compress|unblock|save|push|pop|reset|revoke|grant|wait|suspend|resume)-[a-z]+$/;
const PS_HINT = /powershell|pwsh/i;
const INTRODUCERS = new Set(['running', 'run', 'runs', 'ran', 'executing', 'execute', 'executes', 'exec', 'with', 'via', 'using', 'use', 'then', 'invoking', 'command', 'cmd', 'typing', 'type', 'and']);
const TAIL = new Set(['to', 'in', 'on', 'from', 'for', 'so', 'because', 'which', 'that', 'since', 'before', 'after', 'while', 'when', 'into', 'onto', 'via', 'within', 'across', 'against', 'at', 'without', 'instead', 'until', 'inside', 'under', 'over', 'as', 'and', 'but', 'then', 'using', 'with', 'where', 'if', 'unless', 'once', 'per']);

function isCmdletName(raw: string, psContext: boolean): boolean {
  if (!raw.includes('-')) return false;
  const lower = raw.toLowerCase();
  if (!PS_VERBS.test(lower)) return false;
  return psContext || /^[A-Z][a-z]+-[A-Z][A-Za-z]+$/.test(raw);
}

function argLike(t: Token | undefined): boolean {
  if (!t) return true;
  if (t.t !== 'word') return true;
  if (t.q) return true;
  const v = t.v;
  return /^[-/.~$@%+*\\:]/.test(v) || /[/.=:\\*]/.test(v) || /^\d+$/.test(v) || /^[A-Z_][A-Z0-9_]*$/.test(v);
}

export function isKnownCommand(tokens: readonly Token[], k: number, psContext: boolean): boolean {
  const t = tokens[k];
  if (!t || t.t !== 'word' || t.q) return false;
  const raw = t.v;
  if (raw.length > 60) return false;
  if (/^[A-Za-z_][A-Za-z0-9_]*=\S*$/.test(raw)) return isKnownCommand(tokens, k + 1, psContext) || argLike(tokens[k + 1]);
  let name = baseName(raw);
  if (name.startsWith('mkfs.')) name = 'mkfs';
  if (WRAPPERS.has(name) && raw === raw.toLowerCase()) {
    if (name === 'sudo' || name === 'doas' || name === 'npx' || name === 'xargs' || name === 'bunx' || name === 'pnpx') return !!tokens[k + 1];
    return argLike(tokens[k + 1]) || isKnownCommand(tokens, k + 1, psContext);
  }
  if (name === ':') return !!tokens[k + 1] && tokens[k + 1]?.t === 'redir';
  if (isCmdletName(raw, psContext)) return true;
  const known = name in HANDLERS || READ_ONLY_SET.has(name);
  const script = /^\.{0,2}\/[\w./-]+$/.test(raw) && /\.(sh|bash|ps1|py|rb|js|pl)$|^\.\//.test(raw);
  if (!known && !script) return false;
  if (script) return true;
  if (raw !== raw.toLowerCase()) return false;
  if (TASK_RUNNERS.has(name)) {
    const n = tokens[k + 1];
    return !n || n.t !== 'word' || argLike(n) || (!n.q && /^[a-z][\w:.-]*$/.test(n.v) && !ENGLISH_NEXT.has(n.v));
  }
  if (AMBIGUOUS.has(name)) return argLike(tokens[k + 1]);
  return true;
}

/** Index of the token where the next command starts, or -1. */
export function findCommandStart(src: string, tokens: readonly Token[], from: number, atStart: boolean, talks: (text: string) => boolean): number {
  const psContext = from === 0 ? PS_HINT.test(src.length > 200 ? src.slice(0, 200) : src) : PS_HINT.test(src.slice(0, 200));
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.t === 'redir' && k === 0 && atStart && from === 0) return k;
    if (t.t !== 'word') continue;
    const prev = tokens[k - 1];
    let introduced = false;
    if (k === from && atStart && from === 0) introduced = true;
    else if (prev && prev.t === 'op') introduced = prev.v !== '(' || !talks(src.slice(0, t.start));
    else if (prev && prev.t === 'word' && !prev.q) {
      const pv = prev.v.toLowerCase();
      introduced = INTRODUCERS.has(pv) || pv.endsWith(':') || pv === '$' || pv === '>';
    }
    if (introduced && isKnownCommand(tokens, k, psContext)) return k;
    if (k > from + 40) break;
  }
  return -1;
}

/** Where a command ends and plain English resumes ("… in the staging workspace"). */
export function isTailAt(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  if (!t || t.t !== 'word' || t.q) return false;
  if (!TAIL.has(t.v)) return false;
  const n = tokens[k + 1];
  if (!n || n.t !== 'word' || n.q) return false;
  return /^[a-z][a-z'’-]*$/.test(n.v);
}

const NO_REDIRECT_CHECK = new Set(['echo', 'printf', ':', 'true', 'sed', 'curl', 'wget', 'tee']);

const DRY_RUN = /^(?:--dry-?run(?:=(?!none).*)?|-whatif|--what-if|--noop|--simulate|--plan-only)$/i;
const DRY_RUN_N = new Set(['rsync', 'make']);

/** A dry run or preview changes nothing, whatever it would do for real. */
function isDryRun(c: Cmd): boolean {
  for (const a of c.args) if (a.charCodeAt(0) === 45 && DRY_RUN.test(a)) return true;
  if (DRY_RUN_N.has(c.name) && c.args.some((a) => /^-[a-zA-Z]*n[a-zA-Z]*$/.test(a) && !a.startsWith('--'))) return true;
  if (c.name === 'git' && c.args[0] === 'push' && c.args.includes('-n')) return true;
  return false;
}

export function commandFindings(cmds: readonly Cmd[], ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  let psContext = false;
  for (const c of cmds) if (c.name.includes('-') && PS_VERBS.test(c.name)) psContext = true;
  for (const c of cmds.slice(0, 24)) {
    let r: Finding[] = [];
    if (c.name.startsWith('mkfs.') || c.name.startsWith('mkswap')) c.name = 'mkfs';
    const h = HANDLERS[c.name];
    if (h) r = h(c, ctx);
    else if (c.name.includes('-') && PS_VERBS.test(c.name) && (psContext || /^[A-Z]/.test(c.rawName))) r = cmdlet(c, ctx);
    if (r.length === 0) {
      if (READ_ONLY_SET.has(c.name)) r = [f('safe', `read-only command (${snippet(c.text, 50)})`)];
      else if (/^\.{0,2}\/|\.(sh|ps1|py|bat|cmd)$/.test(c.rawName)) {
        r = ctx.byName(c.rawName, c);
        if (r.length === 0) r = [f('reversible', `runs the script ${snippet(c.rawName, 40)}`)];
      }
    }
    if (isDryRun(c)) r = r.map((x) => (x.level === 'safe' ? x : f('safe', `dry run only; nothing is changed (${snippet(c.text, 50)})`)));
    if (!NO_REDIRECT_CHECK.has(c.name)) r = r.concat(redirectFindings(c, c.name === 'cat' && c.args.length > 0 && c.args.every((x) => x === '/dev/null')));
    if (c.sudo) for (const x of r) if (x.level === 'reversible' && !/^read/.test(x.reason)) x.reason = `${x.reason} (as root)`;
    out.push(...r);
  }
  out.push(...pipelineFindings(cmds));
  return out;
}

