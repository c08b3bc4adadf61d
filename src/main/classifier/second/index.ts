// The second reading: an independent, surface-agnostic look at what an input
// means, from the words present wherever they stand (a sentence in any
// language the lexicon knows, a tool name in any naming style, argument keys
// and values). The primary readers each know their own surface; on unseen
// text one of them sometimes misses a wording while the meaning is plain —
// a removal verb, "every", "production" and a database or backup object.
// This reading finds such co-occurring concepts, reduces them to the same
// Act (meaning.ts) and lets `judge` name the level. It is raise-only and
// conservative (index.ts adds it only when it is strictly higher than the
// primary reading): it stays silent on talk (questions, options, plans,
// previews, dry runs, searches, documentation), on negated verbs, on named
// dev/test/staging systems, and on anything below dangerous.
//
// Pure: no I/O, no clock.
import { periodOrGroupA25 } from '../readers/intlA25';
import { walkGui25 } from '../readers/gui25';
import { blankLocaleStrings } from '../text/locale';
import type { StructuredAction } from '../../../shared/vocabulary';
import { detectEnv, quantities } from '../context';
import { askedAboutB17 } from '../frames';
import { RANK, resolveFinding, type Env, type Finding } from '../findings';
import { BULK_COUNT, judge, LARGE_USD, M, MASS_COUNT, type Act, type Obj, type Scope, type Verb } from '../meaning';
import { ASKED_OF_BEFORE, DELIST_APP_EN20, EXCEPT_NEWEST_A19, finnishDont, hypothetical, joinedDont, koreanDont, materialEnd, NOT_YET_NEAR, ownPrivate, preventedOrReported, publicKeys, refusedAfter, restrictedIntl, TEXT_TASK_LEAD, TIME_WINDOW } from '../readers/prose';
import { MOD_BITS, nounUseB18, objOf, softVerbDropped, splitName, tag, verbOf, type Tagged } from '../readers/words';
import { allNarrowedEN25 } from '../readers/en25';
import { isAnywhereScript } from '../text/match';
import { MEMORY_CONSTRAINT, MEMORY_LEAD, memoryWaives, STANDING_LEAD } from '../text/memory';
import { forWords } from '../text/normalize';
import { SESSION_LOCK, SESSION_NOT_PEOPLE, SESSION_WORD } from '../text/sessions';
import { numbersInWords } from '../text/numbers';
import { ACCESS, ARTICLE_BEFORE, AUDIENCE, CONCEPT_OF, EXPOSABLE, MANY, NOUN_AFTER, PROTECTIONS, QUESTION, STORES, TALK, type Concept } from './concepts';

/** (cls-intl14) A Japanese, Korean or Chinese whether-clause handed to a check verb. */
const CJK_WHETHER_CHECK = /(?:か|かどうか)を?\s*(?:確認|チェック|調べ|見て|教えて)|(?:인지|는지|은지|ㄴ지)\s*(?:확인|체크|봐|알려)|(?:检查|檢查|确认|確認|看看|查看|看一下)[^。！!？?]{0,30}(?:是否|有没有|有沒有)/;
/** Longer inputs are scripts, programs or documents: their own readers judge them. */
const MAX_TEXT = 800;
/** (cls-plan19) A plan's heading: the word "plan" opening the text, with at most an owner before it and a colon after it. */
const PLAN_HEADING_19 = /^(?:\s*(?:here['’]?s\s+)?(?:my|the|our)\s+)?plan\s*(?:\([^)]{0,40}\)\s*)?[:：]/i;
/** (cls-plan19) …over one act only: enumerated steps are read one by one by the primary reader, not as one sentence here. */
function planHeadingOverOne19(hint: string): boolean {
  return hint.length < 400 && PLAN_HEADING_19.test(hint) && !/(?:^|\s)\(?\d{1,2}[.)]\s|\n\s*(?:[-*•]|\[[ xX]?\])\s|[→;]|\bthen\b/i.test(hint);
}
/** Verb classes that only talk about or inspect an action: their presence makes the whole input talk. */
const TALK_VERBS = new Set(['dryrun', 'plan', 'explain', 'search', 'test', 'draft']);
/** Marker classes that make the whole input talk: documentation. */
const TALK_MARKERS = new Set(['mention']);
/** A SQL statement that changes data or schema. */
const SQL_STATEMENT = /\b(?:delete\s+from|drop\s+(?:table|database|schema|index|view|collection)|truncate\s+(?:table\s+)?[\w."`]|update\s+[\w."`]+\s+set|alter\s+(?:table|database|schema)|insert\s+into|grant\s+\w+\s+on)\b/;
/** Clause ends: sentence and clause punctuation in any script (a dot or comma inside a name or number does not end one). */
const CLAUSE_END = /[.;!?\n\u3002\uff01\uff1f\u061f\u06d4\u0964,\uff0c\u3001]|:\s/g;
/** Everything, said as an argument: `--all`, a bare `*` value. */
const EVERYTHING = /(?:^|\s)--all(?:\s|$)|(?:^|[\s:=])["']?\*["']?(?:[\s,}]|$)/;
/** A filter narrows "every": who/whose/where, older than, except … (in the clause of the act). (cls-en17: also a
 *  directory OU — "every user under OU=Sales" — and a label.) */
const RESTRICT = /\b(?:whose|where|who|which|that (?:are|were|have|match)|that (?:haven|hasn|don|didn|aren|weren)['’]t|older than|newer than|before \d|after \d|since|except|excluding|matching|filtered|inactive|unused|stale|expired|last login|tagged|labell?ed|(?:under|in|from) (?:the )?ou=|(?:under|in) (?:the )?[\w-]+ (?:ou|org unit|organi[sz]ational unit|group|team|department))\b/;

/** The objects each concept acts on (money acts on whatever is paid). */
const OBJECTS_OF: Record<Concept, ReadonlySet<Obj> | undefined> = {
  remove: new Set<Obj>([...STORES, ...MANY]),
  weaken: PROTECTIONS,
  expose: EXPOSABLE,
  broadcast: AUDIENCE,
  revoke: ACCESS,
  money: undefined,
};

interface ObjAt {
  obj: Obj;
  start: number;
  end: number;
}

/** cls-over15: right after a verb, "before" in Japanese, Chinese and Korean (…する前に, …之前, …하기 전에), its stem's rest allowed. */
const BEFORE_ACT_AFTER = /^[\p{L}\p{M}-]{0,3}?(?:する|の)?前に?|^[\p{L}-]{0,3}?(?:之前|以前)|^(?:하기|기)?\s?전에?/u;

/** The word after a verb is a path: ~/code/x, ./build, /var/lib, src/old, $HOME/tmp. */
const PATH_NEXT = /^\s+(?:(?:the|my|our)\s+)?(?:~\S|\$[a-z_{]|\.{0,2}\/\S|[\w.-]+\/)/;

/** "from", "out of" in the languages where it stands between a removal verb and the container. */
const FROM_WORD = /(?:^|\s)(?:from|out of|off of|aus|von|vom|из|från|fra|uit|dalla|dallo|dal)\s/;
/** "for", "on behalf of": whom a setting is for. */
const FOR_WORD = /(?:^|\s)(?:for|pour|für|para|per|для|voor|för|dla|pro|untuk|cho|kwa|için|pentru|számára|varten)\s|สำหรับ|ให้กับ|के लिए|کے لیے|ਲਈ|માટે|ಗಾಗಿ|ಗೆ\s|ക്ക്\s|ക്കായി|සඳහා|თვის|համար|အတွက်|សម្រាប់/;
// (cls-intlB16: "for" as a postposition in Hindi-Urdu, Gurmukhi, Gujarati, Kannada, Malayalam, Sinhala, Georgian, Armenian, Burmese, Khmer.)
/** A verb that forbids the act named after it. */
const NEGATING_BEFORE = /\b(?:den(?:y|ies|ied|ying)|prevent\w*|block\w*|forbid\w*|prohibit\w*|disallow\w*|protect\w* (?:it |them )?(?:against|from)|guard\w* against|refus\w*|(?:so|that) (?:nobody|no one|noone) (?:can|could|may)|stop\w* (?:anyone|people|users|agents?) from)\s+(?:\S+\s+){0,3}$/;
/** A relative pronoun right before the verb: it describes a thing ("the script that wipes …"). */
const RELATIVE_BEFORE = /(?:^|\s)(?:that|which|who|whose|qui|der|die|das|welche[rs]?|который|которая|которые|которое)\s+$/;

/** Nouns that name where an act happens or whom it is for, not what it acts on. */
/** "… from the engineering team", "… aus dem Team", "… du groupe": the place people are taken out of. */
const FROM_GROUP = /\b(?:from|out of|aus|de|du|des|dal|dalla|del|uit|z)\s+(?:the\s+|our\s+|dem\s+|der\s+|la\s+|le\s+|l'|el\s+)?(?:[#@]?[\w.-]+\s+){0,2}(?:groups?|teams?|channels?|gruppe|[\w-]*team|kanal|groupe|équipe|canal|grupo|equipo|gruppo|squadra|groep)\b/i;
const PLACES: ReadonlySet<Obj> = new Set<Obj>(['whole', 'container', 'account', 'group', 'service', 'resource']);

/** A value that turns something off: `enforcement: off`, `enabled=false`, "to disabled". */
const OFF_VALUE = /(?:^|[\s:="'])(?:off|disabled?|false|none|not required|optional)(?:[\s,"'}]|$)/;

interface Span {
  start: number;
  end: number;
}

/**
 * The second reading of an input: a finding when its words plainly mean a
 * high-impact act (dangerous or worse where the input's environment is),
 * else null. `env` is the input's environment when the caller has read it.
 */
const PRINT_CALL_SRC = String.raw`\b(?:print|println|printf|puts|say|console\.(?:log|info|warn|error)|fmt\.Print(?:ln|f)?|System\.out\.print(?:ln|f)?|IO\.puts|Write-Host|Console\.WriteLine)\s*\(?\s*(?:"(?:[^"\
]|\.)*"|'(?:[^'\
]|\.)*'|` + '`[^`]*`' + String.raw`)\s*\)?(?!\s*\|)`;
const PRINT_CALL = new RegExp(PRINT_CALL_SRC);
const PRINT_CALL_G = new RegExp(PRINT_CALL_SRC, 'g');

const NAMED_QUOTE = /(\b(?:named|called|titled|entitled|labell?ed)\s+)(?:'[^'\n]{1,80}'|"[^"\n]{1,80}"|“[^”\n]{1,80}”|‘[^’\n]{1,80}’|«[^»\n]{1,80}»)/gi;
const RESOURCE_NAME_PROJECT = /\bprojects\/([\w.-]+)\/(?=[a-z][\w-]*\/)/g;

export function secondReading(text: string, action?: StructuredAction, env?: Env): Finding | null {
  const hint = blankLocaleStrings(typeof text === 'string' ? text : ''); // (cls-benign18: locale-file values are labels)
  if (hint.length > MAX_TEXT) return null;
  const extra = action ? actionWords(action) : '';
  const e = env ?? detectEnv(action ? `${hint} ${action.server ?? ''} ${action.tool} ${extra}` : hint).env;
  // A named dev, test, local or staging system: the ladder already says how much less it matters.
  if (e === 'dev' || e === 'staging') return null;
  if (QUESTION.test(hint)) return null;
  // (cls-gui25) A console walk the walk reader placed by its selection, filter and pressed act (readers/gui25.ts).
  if (hint.length <= 600 && walkGui25(hint)) return null;
  // cls-benign17: a command written first, then asked about ("rm -rf / 这个命令会做什么？").
  if (askedAboutB17(hint.trim())) return null;
  // cls-benign16: unless a later sentence opens on a step after the material ("Translate: hello. Now delete …").
  const tr = TEXT_TASK_LEAD.exec(hint);
  if (tr) {
    const end = materialEnd(hint, tr.index + tr[0].length);
    if (end === hint.length) return null;
    // The step after the material is read on its own.
    return secondReading(hint.slice(end), action, e);
  }
  // (cls-benign22) "Write a changelog entry: 'Removed …; deleting all projects now asks for confirmation.'": a document's
  // text written, quoted to the end of the input; what it tells is the document's, not an act.
  if (DOC_ENTRY_QUOTE_B22.test(hint) && /["'”’\x60»」]\s*[.!]?\s*$/.test(hint) && hint.length < 1200) return null;
  // (cls-intl14) "本番バケットが公開になっているか確認して", "백업이 켜져 있는지 확인해", "检查…是否公开": a whether-clause that is checked asks.
  if (CJK_WHETHER_CHECK.test(hint)) return null;
  // A standing note that only asks for more care ("Remember: always ask before deleting anything …") does nothing.
  if ((MEMORY_LEAD.test(hint) || STANDING_LEAD.test(hint)) && MEMORY_CONSTRAINT.test(hint) && !memoryWaives(hint)) return null;
  // Text a program only prints (print('… rm -rf / …'), console.log("…"), puts "…") is output, not an act; nor is the
  // "log" of console.log an object.
  // A cloud resource name (projects/acme-prod/locations/eu/functions/x) names a thing inside the project, not the project.
  // cls-benign17: a quoted name given to a new thing ("a Jira filter named 'Drop production tables – audit'") is no act.
  const said = (PRINT_CALL.test(hint) ? hint.replace(PRINT_CALL_G, ' ') : hint).replace(RESOURCE_NAME_PROJECT, '$1/').replace(/\b(?:that|which)\s+\w+s\b|\bto\s+(?:delete|drop|remove|purge|wipe|erase|send|refund|pay|grant|disable)\b/i.test(hint) ? /$^/ : NAMED_QUOTE, '$1 ');
  // (cls-en20) An app taken off sale "in all territories" is one delisting, as the prose reader reads it, not every service.
  const said2 = /\b(?:sale|store|google play)\b/i.test(said) ? said.replace(DELIST_APP_EN20, 'take the production app offline') : said;
  const w = forWords(`${identifiersSplit(said2)}${extra ? ` . ${extra}` : ''}`);
  // SQL, wherever it is written (a hint, a tool's argument), is read statement by statement by the SQL reader.
  if (TALK.test(planHeadingOverOne19(hint) ? w.replace(PLAN_HEADING_19, ' ') : w) || SQL_STATEMENT.test(w) || hypothetical(w)) return null;
  // (A public key's "public" names no audience, and the key is no secret.)
  // (cls-plan17: "reformat the repo with prettier" lays code out again; the words reader's soft-verb test drops it there too.)
  // (cls-intlA18: the company's own private store — "our private S3 bucket", "notre bucket S3 privé" — is no outside place here either.)
  const tags = publicKeys(ownPrivate(tag(w).filter((t) => !(t.name === 'wipe' && softVerbDropped(w, t)) && !nounUseB18(w, t)), w), w); // (cls-benign18: nounUseB18)
  // Cheap exit: no high-impact verb class at all.
  let anyVerb = false;
  for (const t of tags) {
    // (cls-plan19) "Plan: …", "My plan: …", "Here's the plan (rundeck): …" head the steps that run; the heading word is
    // no act of planning (a plan handed to the person is read as talk by the primary reader, and this reading is raise-only).
    if (t.kind === 'v' && t.name === 'plan' && planHeadingOverOne19(hint) && PLAN_HEADING_19.test(w.slice(Math.max(0, t.start - 24), Math.min(w.length, t.end + 48)))) continue;
    if (t.kind === 'v' && TALK_VERBS.has(t.name)) return null;
    if (t.kind === 'n' && TALK_MARKERS.has(t.name)) return null;
    if (t.kind === 'v' && (CONCEPT_OF[t.name as Verb] || t.name === 'update' || t.name === 'run' || t.name === 'install')) anyVerb = true;
  }
  if (!anyVerb) return null;
  const clauses = clausesOf(w);
  // A URL's own words ("get.…", "/install") and its dots and colon are no verbs or clause ends: the remote-code test
  // reads a copy with each URL blanked to the same length (so the spans line up), and knows where the URLs were.
  // (Only a text that names a script or a shell can read as remote code: others skip the second tagging.)
  const urls: Span[] = [];
  const mayRunCode = SCRIPT.test(w) || INTO_SHELL.test(w);
  const wu = mayRunCode && w.includes('://') ? w.replace(/\bhttps?:\/\/\S+/g, (m: string, at: number) => (urls.push({ start: at, end: at + m.length }), 'u'.repeat(m.length))) : w;
  const remote = !mayRunCode ? null : wu === w ? remoteCodeFromOutside(w, tags, clauses, urls) : remoteCodeFromOutside(wu, publicKeys(tag(wu), wu), clausesOf(wu), urls, w);
  if (remote) return remote;
  // Amounts and counts matter to money and to sending; read them only when such a verb is present.
  let usd = 0;
  let count = 0;
  if (tags.some((t) => t.kind === 'v' && (CONCEPT_OF[t.name as Verb] === 'money' || CONCEPT_OF[t.name as Verb] === 'broadcast'))) {
    const q = quantities(numbersInWords(w));
    usd = q.usd.length ? Math.max(...q.usd) : 0;
    count = q.count;
  }
  for (const t of tags) {
    if (t.kind !== 'v') continue;
    const verb = verbOf(t.name);
    if (!verb || verb === 'click') continue;
    if (!(CONCEPT_OF[verb] || verb === 'update') || !isVerbUse(w, t)) continue;
    const clause = clauses.find((c) => t.start >= c.start && t.start < c.end) ?? { start: 0, end: w.length };
    const inClause = tags.filter((x) => x.start >= clause.start && x.end <= clause.end);
    if (negated(w, t, inClause)) continue;
    // cls-over15: a request told as asked of the agent, then refused ("… asked me to "drop …" – I declined").
    if (ASKED_OF_BEFORE.test(w.slice(Math.max(0, t.start - 48), t.start)) && refusedAfter(w.slice(t.end))) continue;
    // cls-over15: "在删除之前 … 先不要删除", "삭제하기 전에 … 아직 삭제하지 마세요", "Before deleting …, count them. Don't delete
    // anything yet.": named as when the asked step runs, and forbidden for now later on (as the prose reader reads it).
    if (BEFORE_ACT_AFTER.test(w.slice(t.end, t.end + 8)) || /(?:^|\s)before\s+$/i.test(w.slice(Math.max(0, t.start - 10), t.start))) {
      if (tags.some((x) => x.kind === 'v' && x.name === t.name && x.start > t.end && NOT_YET_NEAR.test(w.slice(Math.max(0, x.start - 16), x.end + 20)) && negated(w, x, tags.filter((y) => { const c = clauses.find((k) => x.start >= k.start && x.start < k.end); return !c || (y.start >= c.start && y.end <= c.end); })))) continue;
    }
    // "check whether … are deleted", "which tables would be dropped": the verb is what is asked about.
    if (inClause.some((x) => x.kind === 'n' && x.name === 'whether' && x.end <= t.start)) continue;
    // "Reviewing the policy that deletes all backups", "reading the report about who dropped every table":
    // a clause commits to its first verb; a read before this one, not joined by "and"/"then", makes it what is read.
    if (readGoverns(inClause, t)) continue;
    const act = actOf(w, verb, t, inClause, clause, e, usd, count);
    const concept = act ? CONCEPT_OF[act.verb] : undefined;
    if (!act || !concept || !clearEnough(concept, act, e, usd, count)) continue;
    // (cls-edits21) A database or service opened to every address (`0.0.0.0/0`, pg_hba, a security group) is a network
    // control weakened, as the first reading tiers it (meaning.ts), not its data made public.
    if (concept === 'expose' && act.obj !== 'bucket' && act.obj !== 'file' && act.obj !== 'pii' && /(?:^|[\s`'"(])(?:0\.0\.0\.0\/0|::\/0)(?=[\s`'",.;:)]|$)|\bpg_hba\b|\bsecurity[\s_-]?group\b/i.test(w.slice(clause.start, clause.end))) continue;
    const x = judge(act);
    if (!x) continue;
    if (RANK[resolveFinding(x, e)] < RANK.dangerous) continue;
    delete x.env;
    return x;
  }
  return null;
}

/** The words of a structured action: its tool name in any naming style, argument keys and string values. */
function actionWords(a: StructuredAction): string {
  const out: string[] = [splitName(a.tool).join(' ')];
  if (a.server) out.push(splitName(a.server).join(' '));
  let budget = 80;
  const walk = (v: unknown, depth: number): void => {
    if (budget-- <= 0 || depth > 4) return;
    if (typeof v === 'string') out.push(v.length > 300 ? v.slice(0, 300) : v);
    else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
    else if (Array.isArray(v)) for (const x of v.slice(0, 20)) walk(x, depth + 1);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>).slice(0, 30)) {
        out.push(splitName(k).join(' '));
        walk(x, depth + 1);
      }
    }
  };
  walk(a.arguments, 0);
  // One clause: a tool name and its arguments are one act.
  return identifiersSplit(out.join(' ').replace(RESOURCE_NAME_PROJECT, '$1/'));
}

/** Identifiers read as words: s3_empty_bucket → s3 empty bucket, purgeCollection → purge Collection. */
function identifiersSplit(s: string): string {
  // (cls-intlB20: "2FA", "2SV" are one word, not "2 FA": split, the users they are for read as the accounts acted on.)
  return s.replace(/(?<![\p{L}\p{N}])2(FA|SV)(?![\p{L}])/gu, (_m, x: string) => `2${x.toLowerCase()}`).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_+/g, ' ');
}

function clausesOf(w: string): Span[] {
  const out: Span[] = [];
  let last = 0;
  CLAUSE_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CLAUSE_END.exec(w))) {
    // A dot or comma inside a name or number (v2.4, example.com, 48,000) does not end a clause.
    if ((m[0] === '.' || m[0] === ',') && /\S/.test(w[m.index + 1] ?? ' ') && /\S/.test(w[m.index - 1] ?? ' ')) continue;
    out.push({ start: last, end: m.index });
    last = m.index + m[0].length;
  }
  out.push({ start: last, end: w.length });
  return out;
}

/** Is this verb word an action, not a noun or part of a name? */
function isVerbUse(w: string, t: Tagged): boolean {
  const word = w.slice(t.start, t.end);
  // "del" is an article in Spanish and Italian, "rm" a command its own reader places.
  if (word === 'del' || word === 'rm') return false;
  // A stem inside a longer name (mailchimp, sendgrid) is not the verb: at most an ending follows it.
  let e = t.end;
  // (Scripts without spaces and Hangul attach their endings and particles: not checked.)
  if (isAnywhereScriptOrHangul(word.charCodeAt(0))) return true;
  while (e < w.length && e - t.end < 12 && /[\p{L}\p{M}]/u.test(w[e] as string)) e++;
  const tail = w.slice(t.end, e);
  if (tail.length > 4 && !/(?:ing|ings|ion|ions|ation|ations|iyor|iyorum|iyoruz|yorum)$/.test(tail)) return false;
  const before = w[t.start - 1] ?? ' ';
  const after = w[t.end] ?? ' ';
  // Inside a hyphenated or path-like name: acme-prod-user-uploads, /api/delete-user.
  // (A clitic pronoun after a hyphen, "rulează-l", "exécute-le", is the verb's object.)
  if (before === '-' || before === '/' || (after === '-' && !HYPHEN_CLITIC.test(w.slice(t.end, t.end + 8))) || after === '/') return false;
  if (NOUN_AFTER.test(w.slice(t.end, t.end + 24).replace(/^[\p{L}]*/u, ''))) return false;
  if (ARTICLE_BEFORE.test(w.slice(Math.max(0, t.start - 12), t.start))) return false;
  return true;
}

/** (cls-intlA15) A clitic object pronoun joined to a verb by a hyphen (French, Romanian, Portuguese). */
const HYPHEN_CLITIC = /^-(?:le|la|les|l|lo|il|o|i|le-o)(?![\p{L}\d_-])/u;

/** A script or installer that comes from outside (a vendor, a third party, a URL). */
const SCRIPT = /\b(?:script|scripts|installer|installers|install\.sh|setup\.sh|bootstrap\.sh|one-liner|agent|binary|binaries|executable|package|tool|software)\b|\.(?:sh|ps1|exe|msi|deb|rpm|pkg)\b|(?:^|\s)(?:[a-zäöüß-]*skript[^\s,.;]*|skrypt[^\s,.;]*|skrip|skripnya|szkript[^\s,.;]*|scriptet|scriptul|instalador[^\s,.;]*|installateur[^\s,.;]*|installationsprogramm[^\s,.;]*|programma di installazione|скрипт[^\s,.;]*|сценари[^\s,.;]*|betiğ[^\s,.;]*|betik[^\s,.;]*|kịch bản|σκριπτ[^\s,.;]*|σενάριο)(?=[\s,.;]|$)|スクリプト|インストーラ|脚本|腳本|安装程序|스크립트|설치 프로그램|سكربت|سكريبت|البرنامج النصي|סקריפט|स्क्रिप्ट|اسکریپت/;
// Other languages: downloaded, or from the internet ("descargado de internet", "aus dem Internet geladen", "скачанный из
// интернета", "インターネットから落とした", "从网上下载的"; cls-intlB16: "网上那个脚本下载下来", "インターネットのスクリプトをダウンロードして").
const FROM_OUTSIDE_INTL = /(?:^|\s)(?:descargad[^\s,.;]*|téléchargé[^\s,.;]*|heruntergeladen[^\s,.;]*|baixad[^\s,.;]*|transferid[^\s,.;]*|scaricat[^\s,.;]*|gedownload[^\s,.;]*|pobran[^\s,.;]*|ściągnię[^\s,.;]*|nedladdad[^\s,.;]*|downloadet|lastet_ned|ladattu[^\s,.;]*|stažen[^\s,.;]*|скачанн[^\s,.;]*|скачан[^\s,.;]*|загруженн[^\s,.;]*|завантажен[^\s,.;]*|indirilen|indirdiğ[^\s,.;]*|diunduh|tải về|κατεβασμέν[^\s,.;]*|descărcat[^\s,.;]*|letöltött)(?=[\s,.;]|$)|(?:^|\s)(?:de|d'|from|aus dem|vom|da|dall'|van het|z|ze|från|fra|из|з|с|із|internetten|dari|từ|από το|de pe|az)\s*(?:l'|la |el |a |o )?(?:internet[^\s,.;]*|интернет[^\s,.;]*|інтернет[^\s,.;]*|web|веба|sieci)(?=[\s,.;]|$)|インターネットから|インターネットの|ネットから|ネットの|落とした|ダウンロードした|ダウンロードして|从网上|從網上|网上下载|網上下載|网上的|網上的|网上那|網上那|下载下来|下載下來|从互联网|從互聯網|下载的|下載的|인터넷에서|다운로드한|من الإنترنت|المحمل|מהאינטרנט|इंटरनेट से|डाउनलोड की|از اینترنت/;
/** (cls-benign22) Between "anyone" and "link": who holds it ("who has the", "that gets the", "with the", ", die den"). */
const LINK_HOLDER_B22 = /^[\s,]*(?:(?:who|that|which|die|der|qui|que|che|quien(?:es)?)\s+)?(?:has|have|had|gets?|got|holds?|receives?|having|with|mit|avec|con|com)\s+(?:(?:the|a|this|that|our|its|den|dem|le|la|el|o|il)\s+)?(?:link|url|lien|enlace|Link)\b(?![^.;\n]{0,40}\b(?:post|publish|tweet|public|internet|website)\w*)/i;
/** (cls-benign22) A document entry written, then its text in quotes after a colon. */
const DOC_ENTRY_QUOTE_B22 = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:write|draft|add|compose|prepare|update|put)\s+(?:a|an|the|this|one)\s+(?:[\w-]+\s+){0,2}?(?:changelog|change\s+log|release[\s-]notes?|entry|note|docs?|readme|faq|announcement|commit\s+message|description|summary|tooltip|banner|warning|help\s+text|copy)\b[^:\n"'“‘\x60]{0,60}:\s*["'“‘\x60«「]/i;
const FROM_OUTSIDE = /https?:\/\/|\bdownloaded\b|\bfrom the internet\b|\bfrom (?:a |their )?(?:website|github|gist|pastebin)\b|\bfrom\s+(?:an?\s+|that\s+|this\s+|some\s+|the\s+|their\s+)?(?:(?:random|unknown|unverified|untrusted|external|third[- ]party|vendor'?s?|public)\s+)*(?:url|link|site|website|web\s?page|page|source|domain|host|server|mirror|ip)\b/;
/**
 * (cls-intlA15) A script downloaded in other words and languages ("Download the install script …", "Lade das Skript
 * … herunter", "Скачай скрипт", "Pobierz skrypt", "Töltsd le a szkriptet"): a download verb with the script after
 * it; or a source named as unknown or untrusted ("von dieser unbekannten Seite", "de ce site inconnu").
 */
const DOWNLOAD_VERB = /(?:^|\s)(?:download|downloade?|lade|herunterladen|runterladen|télécharge[rz]?|descarga[rd]?|baixa[re]?|scarica(?:re)?|pobierz|ściągnij|stáhni|stáhnout|stiahni|скача(?:й|йте|ть)|загрузи|завантаж(?:те)?|indir|descarcă|töltsd\s+le|lataa|ladda\s+(?:ner|ned)|hent|last\s+ned|κατέβασε|unduh|tải\s+về|pakua|tõmba|lae\s+alla|skini|preuzmi|prenesi|skachaj|skachay|skachai|zavantazh|atsisiųsk|lejupielādē|descarrega|изтегли)(?=\s|$)/;
const UNKNOWN_SOURCE_INTL = /(?:^|\s)(?:unbekannt\p{L}*|inconnu\p{L}*|desconocid\p{L}*|desconhecid\p{L}*|sconosciut\p{L}*|onbekend\p{L}*|nieznan\p{L}*|neznám\p{L}*|neznám\p{L}*|незнаком\p{L}*|неизвестн\p{L}*|невідом\p{L}*|bilinmeyen|necunoscut\p{L}*|ismeretlen|tuntemat\p{L}*|okänd\p{L}*|ukendt\p{L}*|ukjent\p{L}*|άγνωστ\p{L}*|tidak\s+dikenal|không\s+rõ|tundmatu\p{L}*|nepoznat\p{L}*|neznan\p{L}*|neizvestn\p{L}*|nevidom\p{L}*|nežinom\p{L}*|nezinām\p{L}*|desconegu\p{L}*|непознат\p{L}*)(?=\s|$)/u;
function downloadedScript(text: string): boolean {
  const m = DOWNLOAD_VERB.exec(text);
  if (m && SCRIPT.test(text.slice(m.index, m.index + m[0].length + 60))) return true;
  return UNKNOWN_SOURCE_INTL.test(text);
}

/** A download piped or handed to a shell: "into bash", "to sh", "mit bash", "bash に", "用 bash", "with PowerShell". */
const INTO_SHELL = /(?:\b(?:into|to|through|with|via|using|in|mit|avec|con|com|met|в|у)\s+(?:an?\s+|the\s+|a\s+root\s+)?(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|shell|powershell|pwsh|iex|invoke-expression)\b|\b(?:(?:ba|z|da|k)?sh|powershell|pwsh)\s*(?:に|で|으로|로|에)|(?:用|通过)\s*(?:ba|z)?sh\b)/i;
/** The run's object said only as a pronoun ("pipe it into sh", "run it"): its source may be named on an earlier line. */
const PRONOUN_OBJECT = /\b(?:it|them|that|this)\b|それ|これ|它|그것/i;
/** A download tool named as the source ("curl the installer and pipe it to bash"). */
const FETCHED = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b/i;
/** A preposition that makes the URL after it the run's target. */
const URL_AS_TARGET = /(?:^|\s)(?:against|on|onto|for|towards?|hitting|at\s+the\s+host|gegen|auf|contre|sur|contra|sobre|contro|tegen|против|на)\s+$/;
/** Words SCRIPT counts that name something that need not be code run here: a web tool, an agent, a package, software. */
const NOT_CODE_BY_NAME = /\b(?:agent|package|tool|software)\b/g;
/** The shell it goes into run as root ("into sudo bash", "sudo sh"). */
const SUDO_SHELL = /\bsudo\s+(?:-\S+\s+)*(?:(?:ba|z|da|k)?sh|pwsh|powershell)\b/i;

/**
 * Running or installing with a script from outside ("the vendor's install script as root on every host", "pipe the
 * installer from https://… into bash"): unverified remote code (LABELS "Looks are not meaning"), as root forbidden
 * ("Whole things"). The script (or a shell it is piped into) and its outside source must be named in one clause
 * with the run or install verb, which no negator or read governs; an object said only as "it" may take its source
 * from an earlier line of the same text ("1. Download https://… 2. Pipe it into sh").
 */
function remoteCodeFromOutside(w: string, tags: readonly Tagged[], clauses: readonly Span[], urls: readonly Span[], orig: string = w): Finding | null {
  for (const t of tags) {
    if (t.kind !== 'v' || (t.name !== 'run' && t.name !== 'install') || !isVerbUse(w, t)) continue;
    // A word of a file name or path ("install.sh", "scripts/run-all") is no verb.
    // (A method call, `c.run(…)`, `.execute()`, is a run.)
    const prev = w[t.start - 1] ?? ' ';
    const wordEnd = t.end + (/^[\p{L}\p{N}_]*/u.exec(w.slice(t.end, t.end + 24))?.[0].length ?? 0);
    const latin = /[a-z]/i.test(w[t.start] ?? '');
    // A noun made from the verb ("el instalador", "l'installateur", "installer") names the program, not the act.
    // (A verb that itself ends so, Dutch "voer … uit", is the verb: the noun's ending follows the tagged stem.)
    if (latin && wordEnd - t.end >= 2 && /^\p{L}*(?:ador|adora|adores|ateur|ateurs|atore|ation|ations|ación|ação|azione|ers?)$/u.test(w.slice(t.start, wordEnd))) continue;
    // (A clitic pronoun joined by a hyphen, "exécute-le", "rulează-l", "run-it", is the verb's object, not a name.)
    if (latin && (/[\w/\\-]/.test(prev) || (prev === '.' && w[wordEnd] !== '(') || (/^(?:[.\\/][\w]|[-_]\w)/.test(w.slice(wordEnd, wordEnd + 2)) && !HYPHEN_CLITIC.test(w.slice(wordEnd, wordEnd + 8))))) continue;
    // A katakana verb inside a longer katakana noun (インストールスクリプト, the install script) names a thing.
    if (/[\u30a0-\u30ff]/.test(w[t.end - 1] ?? '') && /[\u30a0-\u30ff]/.test(w[t.end] ?? '')) continue;
    // cls-intlB16: "安装脚本", "安裝程式", "설치 스크립트", "इंस्टॉल स्क्रिप्ट": install before the script's noun names the script.
    if (t.name === 'install' && /^\s?(?:脚本|腳本|程序|程式|包|스크립트|프로그램|स्क्रिप्ट|اسکریپت)/.test(w.slice(t.end, t.end + 8))) continue;
    // A Japanese run said with "without" after it (実行せずに, 実行しないで): not run.
    if (/^(?:せず|しない|しません|するな|は?しない)/.test(w.slice(t.end, t.end + 4))) continue;
    const clause = clauses.find((c) => t.start >= c.start && t.start < c.end) ?? { start: 0, end: w.length };
    const text = w.slice(clause.start, clause.end);
    // The clause as written, URLs unblanked: a script's name may be in its URL (https://…/x.sh).
    const said = orig.slice(clause.start, clause.end);
    // "Without checking it", "sin revisarlo", "确认せずに", "不经检查": the negator denies the check, not the run.
    const inClause = uncheckedDropped(tags.filter((x) => x.start >= clause.start && x.end <= clause.end), w);
    const intoShell = INTO_SHELL.test(text);
    if (negated(w, t, inClause) || readGoverns(inClause, t) || !(SCRIPT.test(said) || intoShell)) continue;
    // Not as root, a thing that runs code by its nature must be named: "launch the tool at https://…" opens a web app.
    const runsCode = intoShell || SCRIPT.test(said.replace(NOT_CODE_BY_NAME, ' '));
    // A participle set off by a comma still describes the script ("скрипт, скачанный из интернета").
    const next = clauses.find((c) => c.start >= clause.end - 1 && c.start > clause.start && /^[\s,、，]*$/.test(w.slice(clause.end, c.start)) && /[,、，]/.test(w.slice(clause.end - 1, c.start + 1)));
    const around = next ? w.slice(clause.start, next.end) : text;
    const before = PRONOUN_OBJECT.test(text) ? w.slice(0, clause.start) : '';
    const aroundEnd = next ? next.end : clause.end;
    // A URL the script is pointed at ("against https://…", "on", "for") is its target, not where it comes from.
    const urlIn = urls.some((u) => u.start < aroundEnd && u.end > (before ? 0 : clause.start) && !URL_AS_TARGET.test(w.slice(Math.max(0, u.start - 12), u.start)));
    const outside = urlIn || FROM_OUTSIDE.test(around) || FROM_OUTSIDE_INTL.test(around) || FETCHED.test(around) || inClause.some((x) => x.kind === 'm' && x.name === 'external') || FROM_OUTSIDE.test(before) || FETCHED.test(before) || downloadedScript(around);
    if (!outside) continue;
    const root = inClause.some((x) => x.kind === 'm' && x.name === 'root') || SUDO_SHELL.test(said);
    if (!root && !runsCode) continue;
    return judge({ verb: 'exec_remote', obj: 'system', scope: 'one', mods: root ? M.ROOT : 0, what: `second reading — reads as: running a script from outside${root ? ' as root' : ''}` });
  }
  return null;
}

/** Drops a check that is negated ("without checking", "sin revisar", "確認せずに") and its negator. */
function uncheckedDropped(inClause: readonly Tagged[], w: string): Tagged[] {
  const drop = new Set<Tagged>();
  for (let i = 0; i < inClause.length; i++) {
    const x = inClause[i] as Tagged;
    if (x.kind !== 'v' || x.name !== 'read') continue;
    const prev = inClause[i - 1];
    const next = inClause[i + 1];
    if (prev && prev.kind === 'n' && prev.name === 'neg' && x.start - prev.end <= 8) drop.add(prev).add(x);
    // (A negator after a clause mark belongs to what follows: "看一下内容，不会运行".)
    else if (next && next.kind === 'n' && next.name === 'neg' && next.start - x.end <= 4 && !/[,，、;；。]/.test(w.slice(x.end, next.start))) drop.add(next).add(x);
  }
  return drop.size ? inClause.filter((x) => !drop.has(x)) : inClause.slice();
}

function readGoverns(inClause: readonly Tagged[], t: Tagged): boolean {
  let read = false;
  for (const x of inClause) {
    if (x.start >= t.start) break;
    if (x.kind === 'v' && x.name === 'read') read = true;
    else if (x.kind === 'n' && x.name === 'and') read = false;
  }
  return read;
}

/** A negator before the verb in its clause, or just after it in a verb-final script (削除しない, 삭제하지 않). */
function negated(w: string, t: Tagged, inClause: readonly Tagged[]): boolean {
  const before = w.slice(Math.max(0, t.start - 40), t.start);
  // "a policy that denies deleting …", "so nobody can drop …", "the script that wipes …" (it describes, it does not act).
  // (cls-intlB17: also "don't" joined to a light verb after a loanword, "டிராப் பண்ணாதே", "డ్రాప్ చేయొద్దు".)
  if (NEGATING_BEFORE.test(before) || preventedOrReported(w, t) || koreanDont(w, t) || finnishDont(w, t) || joinedDont(w, t)) return true;
  // …unless what it describes is being run: "running the migration that drops the users table" does the drop.
  if (RELATIVE_BEFORE.test(before) && !inClause.some((x) => x.kind === 'v' && x.end <= t.start && (x.name === 'run' || x.name === 'deploy' || x.name === 'migrate' || x.name === 'install'))) return true;
  for (const x of inClause) {
    if (x.kind !== 'n' || x.name !== 'neg') continue;
    if (x.end <= t.start && t.start - x.end < 48) return true;
    // After the verb: a verb-final script's negator (削除しない, 삭제하지 않), or a negator object right after it ("Lösche nichts", "delete nothing").
    if (x.start >= t.end && x.start - t.end <= (isAnywhereScriptOrHangul(w.charCodeAt(t.start)) ? 8 : 12)) return true;
    // cls-benign15: a German, Dutch or Nordic negator closing the verb's clause ("Verwijder de productiebackups NIET, …",
    // "Lösche die alten Backups nicht.", "Slett backupene ikke").
    if (x.start >= t.end && /^(?:nicht|niet|ikke|inte)$/i.test(w.slice(x.start, x.end)) && /^\s*(?:[,.;:!?]|$)/.test(w.slice(x.end, x.end + 3))) return true;
    // cls-intlA19: …also before the separable verb's particle that closes the clause ("Schalte die Firewall nicht aus.", "Zet de
    // firewall niet uit.", "Slå ikke brannmuren av" is the negator first).
    if (x.start >= t.end && /^(?:nicht|niet)$/i.test(w.slice(x.start, x.end)) && /^\s+(?:aus|ab|an|ein|auf|weg|zu|frei|uit|af|aan|op|weg|vrij)\s*(?:[,.;:!?]|$)/.test(w.slice(x.end, x.end + 8))) return true;
  }
  return false;
}

function isAnywhereScriptOrHangul(c: number): boolean {
  return isAnywhereScript(c) || (c >= 0xac00 && c <= 0xd7af);
}

/** The act a verb makes with the object, scope and audience of its clause. */
function actOf(w: string, verb: Verb, t: Tagged, inClause: readonly Tagged[], clause: Span, env: Env, usd: number, count: number): Act | null {
  const objs: ObjAt[] = [];
  let mods = 0;
  let all = false;
  let some = false;
  let one = false;
  for (const x of inClause) {
    if (x.kind === 'o') {
      const o = objOf(x.name);
      if (o) objs.push({ obj: o, start: x.start, end: x.end });
    } else if (x.kind === 'm') {
      // "all users", "every subscriber" (the lexicon's mass audiences) take everyone too.
      if (x.name === 'all' || x.name === 'mass') all = true;
      else if (x.name === 'some') some = true;
      else if (x.name === 'one') one = true;
      const bit = MOD_BITS[x.name];
      if (bit) mods |= bit;
    } else if (x.kind === 'n' && x.name === 'only') one = true;
  }
  // cls-intlB21: "anyone" narrowed by the link right next to it (링크 있는 사람 누구나 볼 수 있게, リンクを知っている全員に公開,
  // "für alle mit dem Link"): a link-only audience, as the first reading has it, not the public.
  if ((mods & M.PUBLIC) && (mods & M.LINK) && inClause.some((p) => p.kind === 'm' && p.name === 'public' && inClause.some((l) => l.kind === 'm' && l.name === 'link' && (l.end <= p.start ? p.start - l.end <= 12 : l.start >= p.start && l.start <= p.end + 2)))) mods &= ~M.PUBLIC;
  // (cls-benign22) … and after it through a relative: "anyone who has the link", "anyone that gets the link", "everyone
  // with the link", "alle, die den Link haben": still a link-only audience.
  // (The relative may open a clause of its own, so the words after "anyone" are read in the text.)
  if ((mods & M.PUBLIC) && inClause.some((p) => p.kind === 'm' && p.name === 'public' && LINK_HOLDER_B22.test(w.slice(p.end, p.end + 40)))) mods = (mods & ~M.PUBLIC) | M.LINK;
  const text = w.slice(clause.start, clause.end);
  // An argument or flag that takes everything counts wherever it stands in the input.
  if (EVERYTHING.test(w)) all = true;
  // A filter or a period ("of last month", "за прошлый месяц") narrows "every" to a filtered set.
  // (cls-intlB16: Thai "ทั้งหมดที่ไม่ได้…", all who have not …: a relative clause right after "all".)
  if (all && !some && (RESTRICT.test(text) || TIME_WINDOW.test(text) || allNarrowedEN25(text) || /ทั้งหมดที่(?:ไม่|ยังไม่|มี|เป็น|อายุ|เก่า|ถูก|ค้าง|หมดอายุ|สร้าง|เกิน)/.test(text))) some = true;
  // cls-intl16c: "all" narrowed by a filter adjective or a relative clause in another language ("todos los usuarios
  // inactivos", "всем клиентам, которые заказали …", "ログインしていないユーザーを全員"); and a mass audience every mention
  // of which is narrowed is a filtered set, not everyone.
  const massTags = inClause.filter((x) => x.kind === 'm' && (x.name === 'all' || x.name === 'mass'));
  if (all && !some && massTags.length && massTags.every((x) => restrictedIntl(w, x, inClause) || (x.name === 'all' && periodOrGroupA25(w, x.end)))) some = true;
  if (some && (mods & M.MASS) && massTags.length && !EVERYTHING.test(w) && massTags.every((x) => restrictedIntl(w, x, inClause) || RESTRICT.test(w.slice(x.end, x.end + 60)) || TIME_WINDOW.test(w.slice(x.end, x.end + 60)))) mods &= ~M.MASS;
  const scope: Scope = all && !some && !one ? 'all' : some ? 'some' : 'one';
  // cls-intlA19: backups deleted "except the newest" leave a newer one: the first reading tiers it (old backups, newer remain).
  if (all && objs.some((o) => o.obj === 'backup') && EXCEPT_NEWEST_A19.test(w.slice(clause.start).split(/[.;!?\n]/)[0] as string)) return null;
  // A path right after the verb is a file or directory: the file readers judge it.
  if (PATH_NEXT.test(w.slice(t.end, t.end + 40).replace(/^[\p{L}]*/u, ''))) return null;
  // (An object inside the verb's own words — "stop logging" — is part of the verb.)
  const nearest = objectOf(objs.filter((o) => o.start >= t.end || o.end <= t.start), t, w);
  // A setting changed to a value that opens data up or turns a protection off: what the value does.
  const changed = verb === 'update';
  if (verb === 'update') {
    if (!nearest) return null;
    let opened = false;
    // (A name such as the schema `public.profiles` opens nothing.)
    for (const x of inClause) if (x.kind === 'm' && (x.name === 'public' || x.name === 'link') && x.start >= nearest.start && !/^[._]\w/.test(w.slice(x.end, x.end + 2))) opened = true;
    // The thing changed is the data itself, or its access list (a bucket's ACL or policy).
    const target = nearest.obj === 'privilege' ? objs.find((o) => EXPOSABLE.has(o.obj)) : nearest;
    if (opened && target && EXPOSABLE.has(target.obj)) verb = 'expose';
    else if (OFF_VALUE.test(w.slice(nearest.end, clause.end)) && PROTECTIONS.has(nearest.obj)) verb = 'disable';
    else return null;
  }
  // Disabling or suspending people's accounts takes their access away.
  // ("Turning off two-factor for all users" weakens a protection instead: the users are whom it was for.)
  // ("Je désactive le mode sombre pour tous les utilisateurs": the users are whom a setting is for.)
  if ((verb === 'disable' || verb === 'suspend') && nearest && (nearest.obj === 'account' || nearest.obj === 'group') && !objs.some((o) => PROTECTIONS.has(o.obj)) && !FOR_WORD.test(nearest.start >= t.end ? w.slice(t.end, nearest.start) : w.slice(nearest.end, t.start))) verb = 'revoke';
  // People removed from a team, group or channel keep their accounts (the first reading tiers it: readers/prose.ts).
  if (nearest && (nearest.obj === 'account' || nearest.obj === 'group') && /^(?:remov|kick|drop|take|entfern|retir|quit|elimin|rimuov|verwijder|usu[nń])/i.test(w.slice(t.start, t.end)) && FROM_GROUP.test(w.slice(t.end, clause.end))) return null;
  // Signing people out (their sessions ended) is not revoking their accounts (text/sessions.ts; the first reading tiers it).
  if (CONCEPT_OF[verb] === 'revoke' && SESSION_WORD.test(w.slice(clause.start, clause.end)) && !SESSION_NOT_PEOPLE.test(w) && !SESSION_LOCK.test(w)) return null;
  // Revoking is done to the accounts themselves, not to a setting "for all users".
  if (CONCEPT_OF[verb] === 'revoke' && nearest && FOR_WORD.test(nearest.start >= t.end ? w.slice(t.end, nearest.start) : w.slice(nearest.end, t.start))) return null;
  // "Entziehe allen Benutzern die Admin-Rechte": a right taken from people leaves their accounts (the first reading tiers it).
  if (CONCEPT_OF[verb] === 'revoke' && nearest && (nearest.obj === 'account' || nearest.obj === 'group' || nearest.obj === 'privilege') && objs.some((o) => o.obj === 'privilege')) return null;
  // The object: the nearest one; a setting's value acts on the data or protection the clause names, and so
  // does turning something off where the nearest noun is only a place or whom it was for.
  let obj = nearest?.obj;
  if (CONCEPT_OF[verb] === 'weaken' && (!nearest || PLACES.has(nearest.obj))) obj = objs.find((o) => PROTECTIONS.has(o.obj))?.obj ?? obj;
  if (changed) {
    const kind = OBJECTS_OF[CONCEPT_OF[verb] ?? 'money'];
    if (kind && nearest && !kind.has(nearest.obj)) obj = objs.find((o) => kind.has(o.obj))?.obj;
  }
  const what = phrase(verb, obj, scope, env, mods, usd);
  return { verb, obj: obj ?? 'unknown', scope, mods, usd: usd || undefined, count: count || undefined, what };
}

/** The object of the verb: the first after it (an English compound — "customers table" — names its head last), else the last before it. */
function objectOf(objs: readonly ObjAt[], t: Tagged, w: string): ObjAt | undefined {
  let after: ObjAt | undefined;
  let before: ObjAt | undefined;
  for (let i = 0; i < objs.length; i++) {
    const o = objs[i] as ObjAt;
    if (o.start >= t.end) {
      if (after) break;
      // "remove public access from the bucket": what is removed comes before "from", and it is no object class.
      if (FROM_WORD.test(w.slice(t.end, o.start))) return undefined;
      // cls-intl16c: "usuwam z bazy produkcyjnej jeden rekord", "видаляю з продакшн-бази всі замовлення": a store after
      // "from" with the thing named after it: the thing is what is acted on.
      if ((o.obj === 'database' || o.obj === 'container' || o.obj === 'bucket') && /(?:^|\s)(?:z|ze|з|із|зі|iz|из|from|aus|de|da|dalla|van|uit|från|fra)\s+(?:\S+\s+|[^\s-]+-)?$/i.test(w.slice(Math.max(t.end, o.start - 24), o.start))) {
        const thing = objs.slice(i + 1).find((x) => x.obj === 'record' || x.obj === 'account' || x.obj === 'pii' || x.obj === 'message' || x.obj === 'doc' || x.obj === 'file');
        if (thing && !/[.;!?]/.test(w.slice(o.end, thing.start))) return thing;
      }
      after = o;
      // (Chinese names the place or owner first: 删除生产环境中已取消的订单, 正式環境資料庫裡的訂單 — the later noun is the head.)
      for (let k = i; k + 1 < objs.length; k++) {
        const cur = objs[k] as ObjAt;
        const next = objs[k + 1] as ObjAt;
        const owner = ZH_OWNER_AFTER.test(w.slice(cur.end, cur.end + 1));
        if (!owner && !/^[\s-]*$/.test(w.slice(cur.end, next.start))) break;
        after = next;
        // An English compound names its head one noun on ("customers table"); a Chinese chain of places and owners goes on.
        if (!owner && !/[\u3040-\u9fff]/.test(w[cur.end - 1] ?? '')) break;
      }
    } else if (!SOURCE_BEFORE.test(w.slice(Math.max(0, o.start - 16), o.start)) && !/^(?:에서|から|より)/.test(w.slice(o.end, o.end + 3))) before = o;
  }
  return after ?? before;
}
/**
 * "Datensätze aus der Produktionsdatenbank löschen", "사용자 테이블에서 … 삭제": a store named before a verb-final
 * verb with a word for "from" is where the things come from, not what the verb acts on.
 */
const ZH_OWNER_AFTER = /^(?:的|中|里|裡|内|內)/;
const SOURCE_BEFORE = /(?:^|\s)(?:from|aus|von|vom|uit|van|из|från|fra|desde)\s+(?:\S+\s+)?$/i;

/** Does the act carry the concepts that make it plainly high-impact? */
function clearEnough(concept: Concept, a: Act, env: Env, usd: number, count: number): boolean {
  const prod = env === 'prod';
  const all = a.scope === 'all';
  const has = (m: number) => (a.mods & m) !== 0;
  if (has(M.TEST_MODE) || has(M.DRAFT) || has(M.SELF)) return false;
  switch (concept) {
    case 'remove':
      if (STORES.has(a.obj)) return prod || all;
      if (MANY.has(a.obj)) return all || has(M.MASS);
      return false;
    case 'weaken':
      return prod && PROTECTIONS.has(a.obj);
    case 'expose':
      return EXPOSABLE.has(a.obj) && (has(M.PUBLIC) || has(M.LINK) || has(M.EXTERNAL) || (has(M.SECRET) && a.verb === 'publish'));
    case 'money':
      if (a.verb === 'pay') return usd >= LARGE_USD;
      return all && (a.obj === 'money' || a.obj === 'account');
    case 'broadcast':
      return AUDIENCE.has(a.obj) && (has(M.MASS) || has(M.PUBLIC) || count >= MASS_COUNT || (all && a.obj !== 'message' && count >= BULK_COUNT));
    case 'revoke':
      return all && ACCESS.has(a.obj);
  }
}

// ------------------------------------------------------------------ the reason

const GERUND: Partial<Record<Verb, string>> = {
  delete: 'deleting', empty: 'emptying', wipe: 'wiping', disable: 'turning off', weaken: 'weakening', stop: 'stopping',
  expose: 'exposing', grant: 'granting access to', share: 'sharing', publish: 'publishing', upload: 'uploading', export: 'exporting',
  pay: 'paying', refund: 'refunding', charge: 'charging', send: 'sending to', revoke: 'revoking', suspend: 'suspending',
};
const NOUN: Partial<Record<Obj, [one: string, many: string]>> = {
  database: ['a database', 'database'], table: ['a table', 'table'], bucket: ['a bucket', 'bucket'], backup: ['backups', 'backup'],
  queue: ['a queue', 'queue'], audit: ['audit logging', 'audit log'], container: ['an environment', 'environment'], whole: ['a whole project', 'project'],
  repo: ['a repository', 'repository'], vault: ['a vault', 'vault'], key: ['keys', 'key'], pii: ['personal data', 'record of personal data'],
  device: ['a device', 'device'], account: ['accounts', 'account'], group: ['groups', 'group'], record: ['records', 'record'],
  secret: ['credentials', 'credential'], resource: ['servers', 'server'], service: ['services', 'service'], channel: ['channels', 'channel'],
  log: ['logs', 'log'], job: ['jobs', 'job'], security: ['a security control', 'security control'], retention: ['retention', 'retention rule'],
  money: ['money', 'payment'], message: ['messages', 'message'], privilege: ['access', 'permission'],
};

/** "deleting every backup in production" */
function phrase(verb: Verb, obj: Obj | undefined, scope: Scope, env: Env, mods: number, usd: number): string {
  if (verb === 'pay') return `second reading — reads as: paying about $${String(Math.round(usd)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${mods & M.NEW_RECIPIENT ? ' to a new recipient' : ''}`;
  const noun = obj ? NOUN[obj] : undefined;
  const concept = CONCEPT_OF[verb];
  // "every" belongs to what is removed or revoked; an audience belongs to what is sent or exposed.
  const every = (scope === 'all' || (mods & M.MASS) !== 0) && (concept === 'remove' || concept === 'revoke' || concept === 'money' || concept === 'broadcast');
  const what = !noun ? 'something it cannot place' : every ? `every ${noun[1]}` : noun[0];
  const where = env === 'prod' ? ' in production' : '';
  const reach = concept === 'expose';
  const to = !reach ? '' : mods & M.PUBLIC ? ' to the public' : mods & M.LINK ? ' to anyone with the link' : mods & M.EXTERNAL ? ' outside the company' : mods & M.MASS ? ' to many people' : '';
  return `second reading — reads as: ${GERUND[verb] ?? verb} ${what}${where}${to}`;
}
