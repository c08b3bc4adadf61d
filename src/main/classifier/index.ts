// Stage 5 of the pipeline: classify an agent's nextActionHint (and, when a
// client hook or the gateway supplies it, the structured action) into a
// danger level, a risk score in that level's band, and the reasons a person
// reads in the window.
//
// Pure and deterministic: no I/O, no clock, no randomness. See README.md.
import type { Classification, DangerLevel, StructuredAction } from '../../shared/vocabulary';
import { detectEnv } from './context';
import { LEVEL_BY_RANK, RANK, resolveFinding, snippet, type Env, type Finding } from './findings';
import { frame, type Unit } from './frames';
import { M, OPEN_ENDED_CHANGE } from './meaning';
import { readCode } from './readers/code';
import { readCommands } from './readers/commands';
import { describedChange, describedEdit, describedSwapOnly, ledByOtherFile, readFileChange, readFileRead, readPatch } from './readers/files';
import { readHttp } from './readers/http';
import { readProse, withoutDoneSteps, EVERY_TENANT_P21, STEP_ENV_P21, type ProseRole } from './readers/prose';
import { isInertRecordTool, isPlanTool, readTool, type Readers } from './readers/tool';
import { analyzeMongo, analyzeSql, hasMongo } from './rules/data';
import type { Ctx } from './rules/types';
import { scoreFor } from './score';
import { impactFloor, unplacedFloor } from './unplaced';
import { secondReading } from './second/index';
import { readScript } from './shell/script';
import { isProgram } from './programs';
import { familyFor } from './registry';
import { clean } from './text/normalize';
import { uiFloorText26 } from './readers/gui26';

export interface ClassifyOptions {
  /** Airlock's actual home and install directories (in addition to the standard locations). */
  protectedPaths?: readonly string[];
  /** The second, surface-agnostic reading (second/): on unless false (turned off to compare). */
  secondReader?: boolean;
}

/** Inputs longer than this are read up to here and rated at least confirm (they cannot be read fully). */
export const MAX_READ = 256 * 1024;

interface Run {
  ctx: Ctx;
  readers: Readers;
  depth: number;
  powershell: (text: string) => Finding[];
  /** A file change was read during the current unit (a Write/Edit tool's path and content). */
  wroteFile: boolean;
  /** A tool's command, query, program or request was placed by its structural reader during the current unit (lead25). */
  placedInTool: boolean;
}

const MAX_NESTING = 6;

function makeRun(options: ClassifyOptions | undefined): Run {
  const protectedPaths = options?.protectedPaths?.filter((p) => typeof p === 'string' && p.length > 1) ?? [];
  const run = { depth: 0, wroteFile: false, placedInTool: false } as Run;
  const guard = (fn: () => Finding[]): Finding[] => {
    if (run.depth > MAX_NESTING) return [{ level: 'destructive', reason: 'nested too deeply to read fully; rated at least confirm', floor: 'destructive' }];
    run.depth++;
    try {
      return fn();
    } finally {
      run.depth--;
    }
  };
  const shell = (text: string): Finding[] => guard(() => readCommands(readScript(text), run.ctx));
  // A PowerShell unit is read as the argument of pwsh -Command, quoted the PowerShell way (backtick escapes) so its own quotes survive.
  run.powershell = (text: string): Finding[] => guard(() => readCommands(readScript(`pwsh -Command "${text.replace(/[`"$]/g, (c) => `\`${c}`)}"`, 'powershell'), run.ctx));
  const sql = (text: string): Finding[] =>
    guard(() => {
      const t = text.trim();
      if (hasMongo(t)) return analyzeMongo(t);
      return analyzeSql(t);
    });
  const code = (text: string): Finding[] => guard(() => readCode(text, run.ctx));
  const prose = (text: string, role: ProseRole = 'main'): Finding[] => guard(() => readProse(text, role).findings);
  run.ctx = {
    inner: shell,
    // (cls-benign19) OWASP ZAP's own launchers (zap.sh, zap-baseline.py, zap-full-scan.py, zap-api-scan.py) scan a site: the
    // name is the scanner's, not the slang verb "zap".
    byName: (name) => prose(name.replace(/^((?:.*\/)?)zap(?=(?:-(?:baseline|full-scan|api-scan))?\.(?:py|sh|bat)$)/i, '$1owasp-scanner').replace(/\.(?:sh|bash|ps1|py|rb|js|ts|pl|ya?ml|groovy)$/i, '').replace(/[_.:/-]+/g, ' '), 'label'),
    sql,
    code,
    prose: (t) => prose(t, 'main'),
    protectedPaths,
  };
  // (lead25) What a tool hands to a structural reader (Bash's command, a query tool's SQL, a runner's code, a request
  // tool's URL) is read there exactly as the same text on its own: the second reading then defers to it, as it does
  // for the bare command (Bash(git commit -m "remove the delete-all endpoint") is the commit, not a deletion).
  const placing = <A extends unknown[]>(fn: (...a: A) => Finding[]) => (...a: A): Finding[] => {
    const out = fn(...a);
    if (run.depth === 0 && out.some((x) => x.unplaced !== true)) run.placedInTool = true;
    return out;
  };
  run.readers = {
    shell: placing(shell),
    sql: placing(sql),
    code: placing(code),
    write: (path, content, old, tool) => {
      run.wroteFile = true;
      return guard(() => readFileChange({ path, content, old, tool }, run.ctx));
    },
    patch: (text) => guard(() => readPatch(text, run.ctx)),
    read: (path, tool) => readFileRead(path, tool),
    http: placing((method: string, url: string, body: string, bulk?: 'all' | 'some') => readHttp({ method, url, body, files: [], headers: [], bulk })),
    prose,
    task: (text) => guard(() => readTask(text, run)),
    // cls-edits15b: a to-do step read as a described file change, as a prose unit is below.
    edit: (text) =>
      guard(() => {
        const r = readProse(text, 'main');
        if (r.talk) return [];
        const out: Finding[] = [];
        for (const p of r.paths) out.push(...describedChange(p.path, p.verb, text, run.ctx));
        if (r.paths.length === 0 || ledByOtherFile(text, r.paths)) out.push(...describedEdit(text, run.ctx));
        return out;
      }),
  };
  return run;
}

/**
 * A sub-agent's task is judged by what it authorises (LABELS: Framings): framed like a hint, so a
 * command, query or call written into it is read by its own reader (its words are read by the caller).
 */
function readTask(text: string, run: Run): Finding[] {
  const framed = frame(text, undefined);
  if (framed.units.every((u) => u.k === 'prose')) return [];
  let talk = false;
  for (const u of framed.units) if (u.k === 'prose' && !talk) talk = readProse(u.text, u.role === 'main' ? 'task' : u.role).talk;
  const out: Finding[] = [];
  for (const u of framed.units) {
    if (u.k === 'prose' || ((u.k === 'shell' || u.k === 'sql') && u.embedded && talk)) continue;
    out.push(...readUnit(u, run));
  }
  return out;
}

/** Units written in a structure a rule family reads exactly (commands, queries, programs, requests, file changes). */
const STRUCTURED: ReadonlySet<Unit['k']> = new Set<Unit['k']>(['shell', 'sql', 'http', 'graphql', 'code', 'write', 'patch', 'read']);

/** The readers without extra protected paths, built once: classify is synchronous and the depth guard restores itself. */
let DEFAULT_RUN: Run | undefined;

function readUnit(u: Unit, run: Run): Finding[] {
  const R = run.readers;
  switch (u.k) {
    case 'shell':
      if (u.dialect === 'powershell' && !/^\s*(?:powershell|pwsh)\b/i.test(u.text)) return run.powershell(u.text);
      return R.shell(u.dialect === 'cmd' ? `cmd /c ${u.text}` : u.text);
    case 'sql':
      return R.sql(u.text);
    case 'tool':
      return readTool(u.call, R);
    case 'http': {
      // A request written out with its header lines and a blank line before the body (.http files, raw requests):
      // the headers authenticate, the body is the payload.
      // A request that ends with its headers (no body, no blank line) has only headers after the request line.
      const written = /^[^\n]*\n((?:[ \t]*[\w-]+[ \t]*:[^\n]*\n)+)[ \t]*\n([\s\S]*)$/.exec(u.rest) ?? /^[^\n]*\n((?:[ \t]*[\w-]+[ \t]*:[^\n]*(?:\n|$))+)\s*()$/.exec(u.rest);
      const raw = written ? (written[2] as string) : u.rest;
      const comment = /\s#\s*([^\n]*)$/.exec(raw)?.[1];
      const rest = raw.replace(/\s#[^\n]*$/, '');
      const headers = written ? (written[1] as string).trim().split('\n') : [];
      // A request line with only a path (`DELETE /api/v2/users/5 HTTP/1.1`) is addressed by its Host header.
      const hostHeader = u.url.startsWith('/') ? headers.map((h) => /^\s*host\s*:\s*([\w.-]+(?::\d+)?)\s*$/i.exec(h)?.[1]).find(Boolean) : undefined;
      // cls-holes14: a local file the body is said to carry ("@exports/x.csv", "(body: the contents of exports/x.csv)",
      // {"file": "exports/x.csv"}) goes with the request, as curl's --data-binary @file does.
      const files: string[] = [];
      for (const m of rest.slice(0, 4000).matchAll(BODY_FILE)) if (files.length < 8) files.push(m[1] as string);
      if (u.words !== undefined) {
        // (cls-api15) A request described in words: the sentence says where (production, staging) and how often.
        // (Test mode or a sandbox said in words — "in Stripe test mode", "with the sk_test key", "against the sandbox" — moves
        // no real money and touches no live data.)
        const env = /\b(?:test[ -]?mode|sandbox|sk_test\w*|test (?:key|account|environment)|testnet)\b/i.test(u.words) ? 'dev' : detectEnv(u.words).env;
        return readHttp({ method: u.method, url: u.url, body: u.rest, files: [], headers: [], context: u.words, ...(env !== 'unknown' ? { env } : {}), ...(u.bulk ? { bulk: u.bulk } : {}) });
      }
      return readHttp({ method: u.method, url: hostHeader ? `https://${hostHeader}${u.url}` : u.url, body: rest, files, headers, context: comment });
    }
    case 'graphql':
      return readGraphql(u.text, run);
    case 'code':
      return R.code(u.text);
    case 'write':
      return R.write(u.path, u.content, u.old, u.tool);
    case 'patch':
      return R.patch(u.text);
    case 'read':
      return R.read(u.path, u.tool);
    case 'prose':
      return R.prose(u.text, u.role);
    case 'mention':
      return [{ level: 'safe', reason: `${u.why ?? 'only a comment'}; nothing runs it (${snippet(u.text, 60)})` }];
  }
}

/** A unit written as a whole of its own: not quoted inside a sentence, or a fenced block under one (lead25). */
function standsAlone(u: Unit): boolean {
  return !('embedded' in u && u.embedded === true) || ('fenced' in u && u.fenced === true);
}

/** The sentence with each inline-quoted command that its reader placed replaced by a neutral quote. */
function maskPlacedInline(sentence: string, placed: ReadonlyMap<Unit, Finding[]>): string {
  let out = sentence;
  for (const u of placed.keys()) if (u.k === 'shell' || u.k === 'sql') out = out.split(`\`${u.text}\``).join('`…`');
  return out;
}

/** A request that a condition hold ("make sure …", "ensure that …", "check that …"). */
const ENSURE_LEAD = /^\s*(?:please\s+)?(?:make\s+sure|make\s+certain|ensure|verify|check|confirm|double-check)\s+(?:that\s+)?\S/i;

/** …that a thing behaves well (loads, passes, renders, is fast): a quality checked, not a state brought about. */
const BEHAVES = /\b(?:loads?|pass(?:es)?|works?|compiles?|builds?|renders?|returns?|responds?|succeeds?|validates?|displays?|shows?|appears?|matches|handles?|is\s+(?:fast|faster|quick|green|up|healthy|reachable|responsive|accessible|visible|correct|valid|consistent|readable|formatted|sorted|linted|typed|documented|tested|covered))\b/i;
const CHANGED_STATE = /\b(?:gone|delet\w*|remov\w*|drop\w*|wip\w*|purg\w*|empt\w*|public|disabled?|off|open(?:ed)?|revok\w*|grant\w*|admins?\s+(?:rights?|role|access)|deploy\w*|sent|paid|refund\w*|transferr?\w*|exposed|shared|unlocked|unprotected)\b/i;

/** "(main.go calls X)", "; the script runs X", ", which executes X": X is code the described program runs. */
const DESCRIBED_CODE = /(?:\(|;|—|–|,)\s*(?:the\s+(?:script|program|job|task|command|code|migration|function|handler|lambda)|it|which|that|[\w./-]+\.(?:go|py|js|mjs|ts|rb|php|java|kt|rs|cs|ex|exs|sh))\s+(?:calls|runs|does|executes|contains|invokes|issues)\s+([^\n]{8,600})$/i;

/** A local data file named as what a written-out request's body carries (cls-holes14). */
const BODY_FILE = /(?:@|\bcontents? of\s+|\b(?:upload(?:ing)?|attach(?:ing)?|the file)\s+|"(?:file|path|filename|file_path)"\s*:\s*")((?:\.{0,2}\/)?[\w.-]{1,80}(?:\/[\w.-]{1,80}){0,8}\.(?:csv|tsv|xlsx?|json|jsonl|ndjson|parquet|sql|dump|txt|gz|zip))\b/gi;

/** GraphQL: each top-level field of a mutation is an operation; a query reads. */
function readGraphql(text: string, run: Run): Finding[] {
  if (/^\s*(?:query|subscription)\b/.test(text)) return [{ level: 'safe', reason: `reads through GraphQL (${snippet(text, 60)})` }];
  const body = text.replace(/^\s*mutation\b[^{]*\{/, '');
  const fields = body.match(/\b([a-zA-Z_]\w*)\s*\(/g) ?? [];
  const name = (fields[0] ?? '').replace(/\s*\($/, '');
  // (cls-sdk21) One mutation repeated under aliases (a: productDelete(…) b: productDelete(…)) acts on the set of items named,
  // read as the same document posted over HTTP.
  if (name && text.length < 40000 && (text.match(new RegExp(`\\w+\\s*:\\s*${name}\\s*\\(`, 'g')) ?? []).length >= 2) return run.readers.http('POST', '/graphql', JSON.stringify({ query: text }));
  const comment = /#\s*([^\n]*)$/.exec(text)?.[1] ?? '';
  return run.readers.code(`${name}(${body.slice(body.indexOf('(') + 1, body.indexOf(')') + 1)})${comment ? `  # ${comment}` : ''}`);
}

/** Classifies an agent's reported next action. */
/**
 * cls-over17: the frame blanks the quotes of a command written in backticks inside prose (`alias gst=' '`), having read
 * that command on its own; a file change described around it ("Add `alias gst='git status -sb'` to my ~/.zshrc") is judged
 * by the line the file gets, so the span is given back its command where one of the frame's commands blanks to it.
 */
function withQuotedCommands(text: string, units: readonly { k: string; text?: string }[]): string {
  if (!text.includes('`') || !/(['"]) \1/.test(text)) return text;
  const cmds = units.filter((x) => x.k === 'shell' && typeof x.text === 'string').map((x) => x.text as string);
  if (!cmds.length) return text;
  return text.replace(/`([^`\n]{1,300})`/g, (all, span: string) => {
    const cmd = cmds.find((c) => c.replace(/'[^'\n]*'/g, "' '").replace(/"[^"\n]*"/g, '" "') === span);
    return cmd === undefined ? all : `\`${cmd}\``;
  });
}

/** cls-intlB18: "don't touch production" in Chinese, Japanese and Korean, the production word with it. */
const UNTOUCHED_PROD_HINT_18 = /[动動碰]|触ら|触れ|触る|いじら|건드리|손대/;
const UNTOUCHED_PROD_18 = /(?:千万|千萬)?(?:别|別|不要|不许|不許|不准|不能)(?:去)?(?:动|動|碰)(?:一下)?(?:生产|生產|线上|線上|正式)(?:环境|環境|库|庫|数据库|數據庫|資料庫|服务器|服務器|伺服器)?|(?:生产|生產|线上|線上|正式)(?:环境|環境|库|庫|数据库|數據庫|資料庫|服务器|服務器|伺服器)?(?:千万|千萬)?(?:别|別|不要|不许|不許|不准|不能)(?:去)?(?:动|動|碰)|(?:本番|プロダクション)(?:環境|DB|サーバー?)?(?:には|は|に)?(?:絶対に?)?(?:触らないで|触るな|触れないで|いじらないで|いじるな)|(?:운영|프로덕션)\s?(?:DB|서버|환경)?(?:은|는|에는)?\s?(?:절대\s?)?(?:건드리지|손대지)\s?마/gi;

/** (cls-benign19) "don't touch / leave … alone / stay away from / not on" production, in English and European languages. */
const UNTOUCHED_PROD_HINT_B19 = /\b(?:touch\w*|untouched|unaffected|unchanged|affected|alone|away|not|never|nicht|pas|no|não|nie|niet|mexa|toques|tocar)\b/i;
const PROD_NP_B19 = String.raw`(?:the\s+|la\s+|le\s+|die\s+|der\s+|a\s+|de\s+|em\s+|na\s+|à\s+la\s+|au\s+)?(?:prod(?:uction)?|live|produktion|producción|produção|produzione)(?![\w-])(?:\s+(?:database|db|environment|env|cluster|servers?|data|systems?|instances?|accounts?|buckets?|tables?))?`;
const UNTOUCHED_PROD_B19 = new RegExp(String.raw`\b(?:(?:don'?t|do\s+not|never|must\s+not|mustn'?t|please\s+don'?t)\s+(?:touch|modify|change|go\s+near|mess\s+with)\s+${PROD_NP_B19}|leave\s+${PROD_NP_B19}\s+alone|(?:stay|keep)\s+(?:away\s+from|off|out\s+of)\s+${PROD_NP_B19}|without\s+touching\s+${PROD_NP_B19}|,\s*(?:and\s+|but\s+)?not\s+(?:on\s+|against\s+|in\s+)?${PROD_NP_B19}(?=\s*[.;,!)]|\s*$)|(?:fass|rühr)\w*\s+${PROD_NP_B19}\s+nicht\s+an|finger\s+weg\s+von\s+${PROD_NP_B19}|ne\s+touche[sz]?\s+(?:pas|jamais)\s+${PROD_NP_B19}|no\s+toques\s+${PROD_NP_B19}|não\s+mexa\s+${PROD_NP_B19}|(?:^|[.;,]\s*)${PROD_NP_B19}\s+(?:is|stays|remains|will\s+(?:not\s+)?(?:be|stay|remain)|won'?t\s+be|isn'?t)\s+(?:not\s+)?(?:touched|affected|changed|modified|untouched|unaffected|unchanged)(?=\s*[.;,!)]|\s*$))`, 'gi'); // (cls-holes21) "Production is not touched." / "; production stays untouched."

/**
 * (cls-plan20b) Markdown emphasis markers around plain words dropped: `**not**`, `__Never__`, `**Do not**`, and a single
 * `*`/`_` only around a negator (a glob such as `*cache*` or a dunder such as `__init__.py` keeps its marks: the word must
 * stand between spaces or punctuation, and the opening mark must not follow a word character).
 */
const EMPHASIS_B20 = /(^|[\s(>"'`:|,;\-\u2013\u2014])(\*\*|__)([\p{L}][\p{L}'’ ]{0,38}[\p{L}]|[\p{L}])\2(?=$|[\s,;:!?)"'|\u2013\u2014-]|\.(?![\w]))|(^|[\s(>"'|])([*_])(not|never|no|don['’]t|do not|must not|nicht|nie|jamais|nunca|non|ne)\5(?=$|[\s,;:!?)"'|]|\.(?![\w]))/giu;
export function unEmphasize(t: string): string {
  // (A single word between double underscores is a dunder name, `__init__`, `__defineGetter__`, unless it is a negator.)
  return t.replace(EMPHASIS_B20, (m, a?: string, d?: string, w?: string, b?: string, _s?: string, n?: string) => (w !== undefined ? (d === '__' && !/\s/.test(w) && !/^(?:not|never|no)$/i.test(w) ? m : `${a ?? ''}${w}`) : `${b ?? ''}${n ?? ''}`));
}

export function classify(hint: string, action?: StructuredAction, options?: ClassifyOptions): Classification {
  const raw = typeof hint === 'string' ? hint : '';
  const findings: Finding[] = [];
  let text = clean(raw);
  // (cls-plan20b) Markdown emphasis around words ("do **not** run …", "__Never__ drop …", "*not*") is read as the words.
  if (text.length < 20_000 && (text.includes('**') || text.includes('__') || /[*_](?:not|never|no|don't|do not)[*_]/i.test(text))) text = unEmphasize(text);
  if (text.length > MAX_READ) {
    findings.push({ level: 'destructive', reason: `the input is too large to read fully (${text.length} characters); rated at least confirm`, floor: 'destructive' });
    text = text.slice(0, MAX_READ);
  }
  const act = action && typeof action === 'object' && typeof action.tool === 'string' ? action : undefined;
  const run = options?.protectedPaths?.length ? makeRun(options) : (DEFAULT_RUN ??= makeRun(undefined));
  const framed = frame(text, act);
  // The environment the input names as a whole (its own words, the action's server and arguments).
  let envText = text.length > 4000 ? `${text.slice(0, 2000)} ${text.slice(-2000)}` : text;
  if (act) envText += ` ${act.server ?? ''} ${act.tool} ${safeJson(act.arguments).slice(0, 2000)}`;
  // cls-intlB18: production named only to be left alone ("千万别动生产库，先在测试库上…", "本番には触らないで、テストDBで…",
  // "운영은 건드리지 마, 테스트 DB에서…") is not where the act happens.
  if (UNTOUCHED_PROD_HINT_18.test(envText)) envText = envText.replace(UNTOUCHED_PROD_18, ' ');
  // (cls-benign19) The same in English and European languages ("Don't touch the production database; only run the
  // migration against app_test", "… on app_test only, leave production alone", "fass Prod nicht an"), when the text names
  // the other environment it works in: that one is where the act happens.
  if (UNTOUCHED_PROD_HINT_B19.test(envText)) {
    const rest = envText.replace(UNTOUCHED_PROD_B19, ' ');
    const e = detectEnv(rest).env;
    if (e === 'dev' || e === 'staging') envText = rest;
  }
  // (lead18) A principal's name given to a CLI (--user-name svc-tmp, --role-name ci-dev-reader) names who, not where.
  // Only a dev-sounding name is dropped: an IAM user or role is account-wide, so "svc-tmp" does not make it a dev one, while
  // "prod-admin" still says where it acts.
  if (envText.includes('--')) envText = envText.replace(/--(?:user-name|role-name|group-name|username|member|principal|service-account|assignee)[= ](\S+)/g, (m, v: string) => (detectEnv(v).env === 'dev' ? ' ' : m));
  // (cls-plan21) Every tenant or every customer's database named, and no environment: the live system (readers/prose.ts).
  if (envText.length < 4000 && EVERY_TENANT_P21.test(envText) && !STEP_ENV_P21.test(envText)) envText += ' production';
  const env: Env = detectEnv(envText).env;
  // Notes and descriptions add modifiers only; most inputs have none to read.
  const contextText = framed.context.join('. ');
  const contextMods = contextText === '' ? 0 : readProse(contextText, 'context').mods;
  // Prose first: it says whether the embedded commands are done or only talked about.
  let talk = false;
  let mods = contextMods;
  let told = true;
  // (cls-edits17) A sentence read whole as one file's swap is placed by the file reader: the second reading defers to it.
  let swapPlaced = false;
  // (lead25) A command quoted inline in a sentence ("Next I'll run `fly status -a billing-api`.") that its own reader
  // places is read there; the sentence is read with the quote masked, so its words ("billing", "kill") are not read a
  // second time as English. Read once here, the findings are reused below.
  const inlinePlaced = new Map<Unit, Finding[]>();
  if (text.includes('`') && framed.units.some((u) => u.k === 'prose')) {
    for (const u of framed.units) {
      // (A command with its arguments: a lone word or path in quotes is a name the sentence acts on, not a step.)
      if ((u.k !== 'shell' && u.k !== 'sql') || u.embedded !== true || u.fenced === true || !/\S\s+\S/.test(u.text) || !text.includes(`\`${u.text}\``)) continue;
      run.wroteFile = false;
      const found = readUnit(u, run);
      if (found.some((x) => x.unplaced !== true)) inlinePlaced.set(u, found);
    }
  }
  for (const u of framed.units) {
    if (u.k !== 'prose') continue;
    // cls-edits17: a unit that is nothing but a swap in a repository file ("In roles/base/files/sshd_config, change `A` to
    // `B`.", in any language the swap reader knows) whose new text weakens nothing is that file's edit: the words' generic
    // reading of the path ("changes live configuration") adds nothing to it.
    const swapEdit = u.role === 'main' ? describedSwapOnly(u.text, run.ctx) : undefined;
    if (swapEdit) {
      told = false;
      swapPlaced = true;
      findings.push(...swapEdit);
      continue;
    }
    const r = readProse(inlinePlaced.size > 0 && u.role === 'main' ? maskPlacedInline(u.text, inlinePlaced) : u.text, u.role);
    told &&= r.told === true;
    // A label over a command, call or script ("clean:", "Cleanup: npm test", "Thought: clean up") names the step;
    // what runs is read from the step itself, so the label's open-ended verb adds no guess of its own.
    // So does a sentence around a command it names as the method ("Clean up with rm -rf node_modules", "用 … 清理一下").
    if ((u.role === 'label' && framed.units.some((x) => x.k !== 'prose' && x.k !== 'mention')) || (u.role === 'main' && framed.units.some((x) => (x.k === 'shell' || x.k === 'sql') && x.embedded === true))) findings.push(...r.findings.filter((x) => !x.reason.startsWith(OPEN_ENDED_CHANGE)));
    else findings.push(...r.findings);
    mods |= r.mods;
    // A file change described in words is judged by what the file does afterwards.
    for (const p of r.paths) findings.push(...describedChange(p.path, p.verb, withQuotedCommands(u.text, framed.units), run.ctx));
    // cls-edits16b: also where the only paths placed sit inside the quotes of a sentence that opens with its file.
    if ((r.paths.length === 0 || ledByOtherFile(u.text, r.paths)) && u.role === 'main' && !r.talk) findings.push(...describedEdit(u.text, run.ctx));
    // (A memory note that is all talk — a fact, a list put off for later — is talk too.)
    if ((u.role === 'main' || u.role === 'memory') && (r.talk || r.readOnly && r.findings.length > 0 && r.findings.every((x) => x.level === 'safe'))) talk = talk || r.talk;
  }
  // A command, query, program or request its structural reader placed is read precisely there: the second
  // reading defers to it (not to a command found inside a sentence, whose words it still reads).
  let placedStructure = false;
  for (const u of framed.units) {
    if (u.k === 'prose') continue;
    if ((u.k === 'shell' || u.k === 'sql') && u.embedded && talk) continue;
    run.wroteFile = false;
    run.placedInTool = false;
    const found = inlinePlaced.get(u) ?? readUnit(u, run);
    if (STRUCTURED.has(u.k) && standsAlone(u) && found.some((x) => x.unplaced !== true)) placedStructure = true;
    // A write or edit tool (Write, edit_file, str_replace_editor …) is a file change its reader judged by the file's
    // role and content: the code it writes is not run now, so the second reading of its words defers to it too.
    if (u.k === 'tool' && (run.wroteFile || run.placedInTool) && found.some((x) => x.unplaced !== true)) placedStructure = true;
    findings.push(...found);
  }
  // (lead15) A program described by the code it runs ("go run ./cmd/purge -dsn $PROD_DSN (main.go calls db.Where(…).Delete(…))",
  // "…; the script runs await client.db(…).deleteMany(…)"): that code is what runs.
  if (!talk && text.length < 8000) {
    const described = DESCRIBED_CODE.exec(text.trimEnd());
    let code = described?.[1] ?? '';
    // An aside in parentheses ends with its own closing one.
    if ((code.match(/\)/g)?.length ?? 0) > (code.match(/\(/g)?.length ?? 0)) code = code.replace(/\)\s*$/, '');
    if (described && /\w\.\w+\s*\(|\w\(\s*\{|\w\([^)]*\)\s*\./.test(code)) {
      for (const x of run.readers.code(code)) if (RANK[x.level] >= RANK.destructive) findings.push({ ...x, reason: `the program runs code that ${x.reason.replace(/^(\w)/, (c) => c.toLowerCase())}` });
    }
  }
  if (!talk && !framed.units.every((u) => u.k === 'mention')) {
    // Text only mentioned (a document's words, a step left for review) is no chain tail either.
    let chain = text;
    for (const u of framed.units) if (u.k === 'mention' && u.text.length > 0) chain = chain.split(u.text).join(' ');
    readChainTails(chain, findings, run);
  }
  adjustForContext(findings, mods);
  // A structured action its sender had to cut: what was cut is unknown, so never advisory.
  if (act && isRecord(act.arguments) && act.arguments.truncated === true) {
    findings.push({ level: 'destructive', reason: 'the action was cut before it reached Airlock (truncated: true); what was cut is unknown, so a person looks', floor: 'destructive' });
  }
  // (lead15) "Make sure the admin page loads in under two seconds": a condition asked to hold, in prose that names no
  // change at all (no verb the readers found), is a check; the floor below is for unknown acts, not for nouns.
  if (findings.length === 0 && !act && framed.units.length > 0 && framed.units.every((u) => u.k === 'prose') && ENSURE_LEAD.test(text) && BEHAVES.test(text) && !CHANGED_STATE.test(text)) findings.push({ level: 'safe', reason: `asks that something hold; names no change (${snippet(text, 60)})` });
  // Unknown is not safe: some part no rule could place, nothing above reversible found,
  // yet the text changes or removes something.
  if (findings.length === 0 || (findings.some((x) => x.unplaced === true) && findings.every((x) => RANK[x.level] <= RANK.reversible))) {
    let whole = act ? `${text} ${act.tool} ${safeJson(act.arguments).slice(0, 4000)}` : text;
    // cls-over14: a plain shell chain whose every unplaced part is a command of its own (no pipe, substitution or
    // redirect from elsewhere feeding it) is judged by those commands' words; the placed commands beside it were
    // judged by their readers ("rm -rf coverage/ && npx nyc mocha": the rm is placed, nyc carries no changing word).
    const unplacedParts = findings.filter((x) => x.unplaced === true);
    // (A client's shell tool, Bash(command: …) or run_shell_command {"command": …}, is the same chain; its other
    // arguments, a description or an explanation, are still read with the unplaced commands.)
    // (lead25) So is a hook's structured shell action with its own label line ("executing shell command: …" beside
    // {tool: "Bash", arguments: {command}}): the same chain, judged the same way as when the agent writes it bare.
    if ((!act || framed.units.some((u) => u.k === 'tool')) && unplacedParts.length > 0 && unplacedParts.every((x) => typeof x.part === 'string') && framed.units.length > 0 && framed.units.every((u) => u.k === 'shell' || u.k === 'tool' || (u.k === 'prose' && u.role === 'label')) && !/[$`<]|(?<!\|)\|(?!\|)/.test(text)) {
      const other: string[] = [];
      for (const u of framed.units) if (u.k === 'tool') for (const [k, v] of Object.entries(u.call.args)) if (k !== 'command' && k !== 'cmd') other.push(`${k} ${safeJson(v)}`);
      whole = [...unplacedParts.map((x) => x.part as string), ...other].join(' ; ');
    }
    // cls-benign14: text that is all prose whose every removing or weakening verb was read as reported, negated or talk
    // leaves the floor no change to guard.
    // (So does text the prose reading found to be talk as a whole — one question about a command — whose embedded
    // commands were therefore not run.)
    const quiet = (told && framed.units.every((u) => u.k === 'prose' || u.k === 'mention')) || (talk && framed.units.every((u) => u.k === 'prose' || u.k === 'mention' || ((u.k === 'shell' || u.k === 'sql') && u.embedded === true)));
    // (cls-gui26) Code that drives an interface is judged by what it presses, not by its comments, URLs or narration.
    const pressed = act ? null : uiFloorText26(text);
    if (pressed !== null) whole = pressed;
    const floor = quiet && !act && framed.units.length > 0 ? null : unplacedFloor(whole);
    if (floor) findings.push(floor);
    else {
      // Advisory must be earned: an unplaced operation with a wide or weighty reach (production, everything, money, no prompt).
      const kind = act || framed.units.some((u) => u.k === 'tool') ? 'tool' : findings.length === 0 ? 'prose' : 'command';
      if (kind !== 'prose' || (!talk && framed.units.every((u) => u.k === 'prose' && u.role === 'main'))) {
        const impact = impactFloor({ text: whole, env, kind });
        if (impact) findings.push(impact);
      }
    }
  }
  // The second reading: raise-only, and only where the primary reading is not already
  // forbidden and nothing framed the input as talk or a mere mention.
  // A to-do or plan tool's list is judged by its step in progress (readers/tool.ts); its pending and done steps
  // are no act now, so the words of the whole list are not read again. A memory tool's note likewise, and a status
  // table reduced to its rows under way (frames.ts). A list's steps already done are left out of the words read.
  if (options?.secondReader !== false && !talk && !placedStructure && !swapPlaced && !framed.units.every((u) => u.k === 'mention' || u.k === 'write' || u.k === 'patch') && !framed.units.every((u) => u.k === 'tool' && (isPlanTool(u.call.name) || isInertRecordTool(u.call))) && framed.todo !== true) {
    let top = 0;
    for (const x of findings) top = Math.max(top, RANK[resolveFinding(x, env)]);
    if (top < RANK.forbidden) {
      // (cls-plan20b) A cloud permission's name in a policy ("the SCP that denies s3:DeleteBucket", "allow
      // ec2:TerminateInstances") names what is allowed or denied, not an act: the words read it as "permission".
      // (lead25) Commands quoted inline and placed by their readers are read there, not again word by word.
      const base0 = withoutDoneSteps(text) ?? text;
      const base = inlinePlaced.size > 0 ? maskPlacedInline(base0, inlinePlaced) : base0;
      const second = secondReading(base.length < 4000 && /\b[a-z][\w-]{1,20}:[A-Z][A-Za-z]{3,40}\*?\b/.test(base) ? base.replace(/\b[a-z][\w-]{1,20}:[A-Z][A-Za-z]{3,40}\*?(?![\w:/.-])/g, 'permission') : base, act, env);
      if (second && RANK[resolveFinding(second, env)] > top) findings.push(second);
    }
  }
  return summarise(findings, env);
}

/** A catastrophic command joined to something else (`&&`, `||`, `;`, "then")
 *  is read on its own too, whatever framed the whole: a tool name in front
 *  must not swallow it as an argument ("notes.search q=x && rm -rf ~"). Only a
 *  forbidden reading is added, so ordinary chains keep their judgement. */
const CHAIN_JOIN = /\s*(?:&&|\|\||;|\bthen\b)\s*/;
function readChainTails(text: string, findings: Finding[], run: Run): void {
  // (The join test with its leading \s* is slow on long texts; a plain search for the joins comes first.)
  if (text.length > 20_000 || !(text.includes('&&') || text.includes('||') || text.includes(';') || (text.includes('then') && CHAIN_JOIN.test(text)))) return;
  const all = text.split(CHAIN_JOIN);
  const pieces = all.slice(1, 64);
  for (const [i, piece] of pieces.entries()) {
    // A tail using only variables an earlier part of the chain assigned (d=$(mktemp -d) && rm -rf "$d") was read with
    // their values by the script reader; alone, such a variable would look like an unknown directory.
    const uses = piece.includes('$') ? [...piece.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map((m) => m[1] as string) : [];
    // So is a loop's variable (for d in build dist; do rm -rf "$d"; done, while read p; … done <<EOF): the reader took its
    // values from the loop's own list, which this piece alone has lost.
    if (uses.length > 0 && uses.every((v) => all.slice(0, i + 1).some((p) => new RegExp(`(?:^|\\s)(?:export\\s+|local\\s+|readonly\\s+)?${v}=|(?:^|[\\s'"(])(?:for|select)\\s+${v}\\s+in(?:\\s|$)|(?:^|[\\s'"(])read\\s+(?:-[A-Za-z]+\\s+)*(?:[A-Za-z_]\\w*\\s+)*${v}(?:\\s|$)`).test(p)))) continue;
    // A call in program code (ast.parse(…), purge(dry_run=True)) is no shell command: the code reader has read it.
    if (piece.length > 2000 || !/^[a-z./~$]/.test(piece) || /[.!?]\s+[A-Z]/.test(piece) || /^[A-Za-z_$][\w$.]*\s*\(/.test(piece)) continue;
    // (cls-code18) A member assigned (cmd.CommandText = "DELETE …", conn.ConnectionString = …) is a statement of program code,
    // which no shell writes: the code reader has read it with what it runs on (an in-memory database, a test double).
    if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\s*=(?!=)/.test(piece)) continue;
    // cls-plan14: "…; ask me before deleting anything else.": a clause of English prose after a semicolon (a word that
    // names no program, plain words, a full stop, no shell syntax) is the sentence going on, read by the prose reader.
    if (/^[a-z]+\s+(?:[a-z'’]+[\s,]+){3,}[a-z'’]+[.!]\s*$/.test(piece) && !isProgram(piece.slice(0, piece.search(/\s/))) && !familyFor(piece.slice(0, piece.search(/\s/)))) continue;
    for (const x of run.readers.shell(piece)) {
      if (x.level === 'forbidden' && !findings.some((f) => f.reason === x.reason)) findings.push(x);
    }
  }
}

/** Context that changes a finding's meaning: work already pushed, test mode. */
function adjustForContext(findings: Finding[], mods: number): void {
  if (mods & M.PUSHED) {
    for (const x of findings) if (/deletes a directory and everything in it|deletes .* recursively/.test(x.reason) && x.level === 'dangerous') x.level = 'destructive';
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v ?? {}) ?? '';
  } catch {
    return '';
  }
}

function summarise(findings: readonly Finding[], env: Env): Classification {
  if (findings.length === 0) {
    return { level: 'reversible', score: scoreFor('reversible', 0), reasons: ['no risky operation recognised; treated as an ordinary reversible step'] };
  }
  const resolved: { level: DangerLevel; reason: string }[] = findings.map((x) => ({ level: resolveFinding(x, env), reason: x.reason }));
  let top = 0;
  for (const r of resolved) top = Math.max(top, RANK[r.level]);
  const level = LEVEL_BY_RANK[top] as DangerLevel;
  const reasons: string[] = [];
  let sameLevel = 0;
  let context: { level: DangerLevel; reason: string } | undefined;
  for (const r of resolved) {
    const k = RANK[r.level];
    if (k === top) {
      sameLevel++;
      if (reasons.length < 4 && !reasons.includes(r.reason)) reasons.push(r.reason);
    } else if (k > 0 && (!context || k > RANK[context.level])) context = r;
  }
  if (context && reasons.length < 4 && !reasons.includes(context.reason)) reasons.push(`also: ${context.reason}`);
  return { level, score: scoreFor(level, sameLevel - 1), reasons };
}

/**
 * Builds the lexicon and its trie (about a second of CPU on a cold process) before the first step needs them,
 * so the first agent or hook call after start-up does not pay for it. Answers nothing; safe to call twice.
 */
export function warmUp(): void {
  classify('warm up: read README.md and run git status');
}

export { commandSegments } from './segments';
