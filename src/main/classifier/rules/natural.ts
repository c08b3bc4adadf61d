// Natural language, MCP tool-call style ("calling delete_file on src/old.ts"),
// snake_case / camelCase operation names, button labels and script names.
// One verb lexicon serves all of them: an action is a verb, the things it acts
// on, and the modifiers around it (all, bulk, permanently, recursive, amounts).
import { largestCount, looksLikePath, pathKind } from '../context';
import { f, snippet, type Finding } from '../findings';
import { seedFloor } from '../seed';

export type VerbClass =
  | 'read' | 'write' | 'exec' | 'delete' | 'destroy' | 'reset' | 'disable' | 'terminate' | 'close' | 'send'
  | 'publish' | 'share' | 'money' | 'deploy' | 'merge' | 'grant' | 'revoke' | 'overwrite' | 'move' | 'click'
  | 'call' | 'take' | 'bypass' | 'scale' | 'restore' | 'migrate' | 'exfil' | 'test' | 'neutral';

const LEX: Record<string, VerbClass> = Object.create(null) as Record<string, VerbClass>;
function add(cls: VerbClass, words: string): void {
  for (const w of words.split(/\s+/)) if (w) LEX[w] = cls;
}
add('read', `list get fetch read view show display describe inspect search find look query check count explain review preview
  browse navigate watch monitor examine analyze analyse summarize summarise retrieve compare diff verify audit validate lint
  screenshot grep scan tail peek study understand investigate research debug trace profile measure calculate estimate plan
  simulate evaluate ping visit load poll lookup locate scroll hover zoom observe identify determine detect ask answer outline
  parse collect gather print dump export extract open reopen see skim glance proofread dry-run dryrun fetching introspect
  learn document discuss listen hear note consult request`);
add('write', `create add insert make draft save generate scaffold init initialize initialise setup configure build compile commit
  stash tag label star bookmark react book copy clone fork import pull checkout branch register write append attach assign
  comment annotate pin subscribe follow like upvote hold reserve duplicate backup snapshot mark record type fill enter input
  select choose edit update modify change fix patch adjust tweak set correct amend reword translate convert compress rename
  refactor bump increment upload download install enable reorder sort format resize seed cache provision allocate spin
  unassign untag unlabel unstar unfollow unsubscribe mute unmute upgrade downgrade rotate regenerate reply-draft link
  schedule reschedule log store persist keep configure toggle rebase cherry-pick apply`);
add('exec', 'run execute trigger invoke launch start kick rerun retry resume restart reload refresh sync perform process initiate issue kick_off spin_up');
add('delete', 'delete remove erase trash unlink discard clear empty expunge uninstall unpublish detach rm del deletes cleanup clean');
add('destroy', 'destroy nuke obliterate wipe purge drop truncate teardown decommission demolish annihilate shred zap raze tear_down take_down wipe_out');
add('reset', 'reset reinitialize reinitialise reformat factory_reset');
add('disable', 'disable deactivate turn_off switch_off suspend pause freeze block ban kick lock restrict unprotect unverify');
add('terminate', 'terminate kill stop halt shutdown shut_down evict drain');
add('close', 'close cancel archive reject decline dismiss withdraw revert rollback roll_back undo demote expire invalidate leave unlist hide');
add('write', 'approve');
add('send', 'send post reply respond email mail message dm text tweet announce broadcast notify invite submit forward cc mention ping_all blast');
add('publish', 'publish release ship push');
add('share', 'share expose');
add('money', 'pay payout transfer wire refund charge bill buy purchase order donate tip withdraw');
add('deploy', 'deploy promote rollout roll_out go_live');
add('merge', 'merge');
add('grant', 'grant authorize authorise allow whitelist allowlist elevate');
add('revoke', 'revoke');
add('overwrite', 'overwrite replace clobber supersede');
add('move', 'move mv relocate');
add('click', 'click press tap hit');
add('call', 'call calling invoke use using');
add('take', 'take capture grab');
add('bypass', 'bypass override circumvent skip ignore force');
add('scale', 'scale');
add('restore', 'restore');
add('migrate', 'migrate');
add('exfil', 'exfiltrate leak');
add('write', 'paste resolve');
add('close', 'accept');
add('test', 'test tests');
add('neutral', 'confirm proceed continue go try attempt need want help let finish complete wait prepare');
// "call"/"use" are handled as tool-call introducers; "invoke" too.
LEX.invoke = 'call';

const PARTICLES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { down: '_down', off: '_off', out: '_out', back: '_back', live: '_live', up: '_up' });
const COMPOUNDS = new Set(['tear_down', 'take_down', 'shut_down', 'turn_off', 'switch_off', 'roll_back', 'roll_out', 'go_live', 'wipe_out', 'set_up', 'back_up', 'kick_off', 'clean_up', 'spin_up', 'spin_down', 'scale_down', 'scale_up', 'sign_out', 'log_out', 'factory_reset']);

function undouble(b: string): string {
  return b.length > 3 && b[b.length - 1] === b[b.length - 2] && !/(ss|ll|zz|ff)$/.test(b) ? b.slice(0, -1) : b;
}

/** Base forms to try for an inflected English word (deleting → delete, closes → close …). */
function stems(w: string): string[] {
  const out = [w];
  if (w.endsWith('ing') && w.length > 5) {
    const b = w.slice(0, -3);
    out.push(b, `${b}e`, undouble(b));
    if (b.endsWith('ll')) out.push(b.slice(0, -1));
  } else if (w.endsWith('ied') && w.length > 4) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith('ed') && w.length > 4) {
    const b = w.slice(0, -2);
    out.push(b, `${b}e`, undouble(b), w.slice(0, -1));
  } else if (w.endsWith('ies') && w.length > 4) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith('es') && w.length > 3) out.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.endsWith('s') && w.length > 3 && !w.endsWith('ss')) out.push(w.slice(0, -1));
  return out;
}

type VerbHit = { readonly cls: VerbClass; readonly base: string };
const VERB_CACHE = new Map<string, VerbHit | null>();

/** The verb a word inflects (deleting → delete), or undefined. Pure; memoised per word (bounded). */
export function verbOf(word: string): VerbHit | undefined {
  const hit = VERB_CACHE.get(word);
  if (hit !== undefined) return hit ?? undefined;
  const v = verbOfUncached(word);
  if (VERB_CACHE.size >= 4096) VERB_CACHE.clear();
  VERB_CACHE.set(word, v ?? null);
  return v;
}

function verbOfUncached(word: string): VerbHit | undefined {
  let w = word.toLowerCase();
  if (w.startsWith('re-')) w = `re${w.slice(3)}`;
  for (const s of stems(w)) {
    const c = LEX[s];
    if (c) return { cls: c, base: s };
  }
  if (w.startsWith('re') && w.length > 5) {
    for (const s of stems(w.slice(2))) {
      const c = LEX[s];
      if (c === 'exec' || c === 'write' || c === 'read') return { cls: c, base: s };
    }
  }
  return undefined;
}

// ------------------------------------------------------------------ words

export interface Prose {
  /** Lower-cased words outside quotes, negations removed. */
  words: string[];
  /** Original-case words (same indexes), for paths. */
  raw: string[];
  /** Quoted segments in order (button labels, names). */
  quotes: string[];
  /** The lower-cased text including quotes, for phrase checks. */
  lower: string;
}

const NEGATORS = new Set(['without', 'not', 'no', 'never', "don't", "doesn't", "won't", 'instead', 'nothing', 'none']);
const LEAD_PUNCT = new Set([',', ';', ':', '!', '?', '(', ')', '[', ']', '{', '}', '"', "'", '`']);
const TRAIL_PUNCT = new Set([...LEAD_PUNCT, '.']);

/** Strips surrounding punctuation but keeps a leading dot (.env, ./data). */
function stripPunct(tok: string): string {
  let a = 0;
  let b = tok.length;
  while (a < b && LEAD_PUNCT.has(tok[a] as string)) a++;
  while (b > a && TRAIL_PUNCT.has(tok[b - 1] as string)) b--;
  return a === 0 && b === tok.length ? tok : tok.slice(a, b);
}

const QUOTED = /(^|[\s(=:,[{])(['"`])([^'"`]{0,200}?)\2(?=$|[\s).,;:!?\]}])/g;

export function prose(text: string): Prose {
  const quotes: string[] = [];
  // Pull out quoted segments ('…', "…", `…`) but keep apostrophes inside words (registrar's).
  let unquoted = text;
  if (/['"`]/.test(text)) {
    QUOTED.lastIndex = 0;
    let m: RegExpExecArray | null;
    let acc = '';
    let last = 0;
    while ((m = QUOTED.exec(text))) {
      quotes.push(m[3] ?? '');
      acc += `${text.slice(last, m.index)}${m[1] ?? ''} \u0001 `;
      last = m.index + m[0].length;
    }
    unquoted = acc + text.slice(last);
  }
  const words: string[] = [];
  const raw: string[] = [];
  let negated = false;
  let parenNeg = false;
  for (const tok of unquoted.split(/\s+/)) {
    if (!tok) continue;
    const opens = tok.charCodeAt(0) === 40;
    const last = tok[tok.length - 1] as string;
    const endsClause = last === ',' || last === '.' || last === ';' || last === ':';
    const closes = last === ')' || (endsClause && tok[tok.length - 2] === ')');
    const w = stripPunct(tok);
    const lw = (w.endsWith("'s") || w.endsWith('’s') ? w.slice(0, -2) : w).toLowerCase();
    if (opens && negated === false) parenNeg = false;
    if (NEGATORS.has(lw)) {
      negated = true;
      parenNeg = opens || parenNeg;
    } else if (!negated && w && w !== '\u0001') {
      words.push(lw);
      raw.push(w);
    } else if (!negated && w === '\u0001') {
      words.push('\u0001');
      raw.push('\u0001');
    }
    if (negated && (endsClause || (closes && parenNeg) || lw === 'and' || lw === 'but')) {
      negated = false;
      parenNeg = false;
    }
  }
  return { words, raw, quotes, lower: text.toLowerCase() };
}

// ------------------------------------------------------------------ object analysis

const FILLERS = new Set([
  'i', "i'm", "i'll", 'we', "we'll", 'will', 'now', 'then', 'first', 'next', 'going', 'to', 'about', 'am', 'is', 'are', 'be',
  'let', 'me', "let's", 'please', 'the', 'agent', 'just', 'also', 'trying', 'want', 'need', 'plan', 'planning', 'shall',
  'should', 'would', 'can', 'could', 'may', 'might', 'again', 'finally', 'step', 'intend', 'intending', 'and', 'after', 'that',
  'attempting', 'action', 'next:', 'quickly', 'carefully', 'safely', 'manually', 'automatically', 'programmatically',
]);
const MODIFIERS = new Set(['bulk', 'mass', 'permanently', 'force', 'forcibly', 'forcefully', 'recursively', 'silently', 'immediately', 'irreversibly', 'completely', 'fully', 'hard', 'batch', 'en', 'masse']);

const ALL_WORDS = new Set(['all', 'every', 'everything', 'entire', 'whole', 'everyone', 'everybody', 'each']);
const CONTAINER_A = new Set(['organization', 'organisation', 'org', 'workspace', 'company', 'enterprise', 'tenant', 'database', 'databases', 'db', 'schema', 'repository', 'repo', 'repositories', 'repos', 'project', 'drive', 'filesystem', 'disk', 'partition', 'keyspace', 'table', 'tables', 'collection', 'collections']);
const CONTAINER_B = new Set(['environment', 'env', 'cluster', 'account', 'namespace', 'bucket', 'stack', 'server', 'instance', 'instances', 'vm', 'vms', 'machine', 'deployment', 'service', 'volume', 'volumes', 'channel', 'channels', 'folder', 'directory', 'site', 'website', 'app', 'application', 'domain', 'zone', 'queue', 'topic', 'mailbox', 'inbox', 'calendar', 'wiki', 'space', 'board', 'pipeline', 'backup', 'backups', 'snapshot', 'snapshots', 'node', 'nodes', 'index', 'indices', 'team', 'group', 'workspace', 'store', 'registry']);
const RECORDS = new Set(['records', 'rows', 'data', 'documents', 'entries', 'users', 'customers', 'files', 'messages', 'emails', 'issues', 'tickets', 'objects', 'items', 'contacts', 'orders', 'accounts', 'posts', 'comments', 'events', 'logs', 'keys', 'images', 'photos', 'branches', 'pages', 'notes', 'subscribers', 'members', 'invoices', 'payments', 'transactions', 'products', 'tasks', 'pods', 'containers', 'secrets', 'credentials', 'repos', 'repositories', 'projects', 'channels', 'tables', 'collections', 'docs', 'videos', 'uploads', 'mails', 'threads', 'conversations', 'chats', 'sessions', 'objects', 'blobs', 'buckets', 'instances', 'servers', 'vms', 'databases', 'backups', 'snapshots', 'releases', 'tags', 'labels', 'workflows', 'jobs', 'teams', 'groups', 'folders', 'directories', 'deployments', 'services', 'volumes', 'nodes', 'clusters', 'namespaces', 'subscriptions', 'charges', 'refunds', 'webhooks', 'domains', 'accounts']);
const PROTECTION = /\b(two[- ]factor|2fa|mfa|multi[- ]factor|sso|authentication|branch protection|protection|protections|status checks?|required checks?|checks?|tests?|test suite|test job|ci|firewall|antivirus|audit|auditing|logging|monitoring|alerts?|alerting|backups?|encryption|ssl|tls|https|verification|rate[- ]limit(?:ing|s)?|safety|guardrails?|guards?|deletion protection|reviews?|approvals?|hooks?|pre-commit|signing|captcha|password policy|security|secret scanning|dependabot|waf|sandbox|content security policy|csp|cors|rls|row level security)\b/;
const AUDIT = /\b(audit|auditing|audit logs?|audit trail|cloudtrail|security logs?|access logs?)\b/;
const EXPOSURE = /\b(anyone with the link|public(?:ly)?|public-read(?:-write)?|world[- ](?:readable|writable)|open to the (?:internet|world)|everyone on the internet|0\.0\.0\.0\/0|allusers|all users)\b/;
const SECRET_NOUN = /(?:^|\s)(passwords?|secret values?|secrets?|private keys?|ssh keys?|id_rsa|id_ed25519|api[ _-]?keys?|access (?:keys?|tokens?)|tokens?|credentials?|\.env\b|env file|keychain|signing keys?|seed phrase|mnemonic)/;
const SECRET_EXPOSING = new Set(['read', 'get', 'fetch', 'retrieve', 'print', 'show', 'display', 'view', 'dump', 'export', 'decode', 'decrypt', 'copy', 'output', 'echo', 'open', 'access', 'extract', 'grab', 'obtain', 'pull', 'download', 'cat', 'reveal']);
const MASS_MARKERS = /(@channel|@everyone|@here|@all|all-hands|#company-all|#all-\w+|#everyone|newsletter|mailing list|all subscribers|all users|all customers|all members|whole company|entire company|every (?:user|customer|subscriber|member|employee))/;
const PREVIEW_ENVS = new Set(['preview', 'dev', 'development', 'local', 'localhost', 'sandbox', 'ephemeral', 'scratch', 'test', 'testing']);
const PROD_WORDS = /\b(prod|production|prd|live mode|livemode|live environment|live site)\b/;
const TEST_MODE = /\b(test[- ]mode|testmode|sandbox|sk_test|test clock|test customer|test data)\b/;
const WRITE_TRIGGER = /iam|instance|cluster|lambda|function|helm|release|deployment|statefulset|load balancer|rds|database|autoscaling|node pool|service|retention|backup|versioning|lifecycle|password|secret|private key|ssh|id_rsa|id_ed25519|api[ _-]?key|access key|token|credential|\.env|env file|keychain|signing key|seed phrase|mnemonic|policy|mfa|2fa|factor|sso|firewall|encrypt|ssl|tls|protection|audit|security|cors|csp|rate limit|authentication|timeout|lockout|allowlist|anyone|public|world|open to|0\.0\.0\.0|allusers|all users|owner|admin|root|superuser|dns|record|nameserver|terraform|pulumi|infrastructure|infra|cloudformation|stack|plan|opentofu|cdk|flag|toggle|experiment|partner|vendor|customer|client|external|third|their|supplier|portal|regulator|auditor|release|overwrit|if:|continue-on-error/;
const INFRA_NOUNS = /\b(helm releases?|deployments?|statefulsets?|daemonsets?|(?:db|database|rds|ec2|vm|compute) instances?|instances?|clusters?|node ?pools?|lambdas?|function code|functions?|load balancers?|autoscaling|auto-scaling|security groups?|vpcs?|subnets?|services?|replicas?|ingress)\b/;
const SECURITY_SETTING = /\b(password policy|password requirements?|mfa|2fa|two[- ]factor|sso|firewall|encryption|ssl|tls|branch protection|audit|security groups?|cors|content security policy|csp|rate limit(?:ing|s)?|authentication|session timeout|lockout|ip allowlist|allowlist)\b/;
const WEAKEN = /\b(allow|disable|lower|reduce|weaken|turn off|off|false|skip|remove|permissive|any|shorter|6[- ]character|none|open)\b/;
const CI_PATH = /(^|\/)(\.github\/workflows\/|\.gitlab-ci\.ya?ml|jenkinsfile|\.circleci\/|azure-pipelines\.ya?ml|\.travis\.ya?ml|bitbucket-pipelines\.ya?ml|\.buildkite\/|cloudbuild\.ya?ml)/i;
const TEST_OBJECTS = /\b(unit tests?|tests?|test suite|specs?|linter|lint|type ?check(?:er)?|typecheck|benchmarks?|the build|a build|build|formatter|static analysis|coverage)\b/;
const REGENERABLE_OBJECTS = /\b(cache|caches|node_modules|build artifacts|build output|build folder|build dir|build directory|temp files|tmp files|tmp|temporary files|dist|__pycache__|derived data)\b/;
const CLEAR_BENIGN = /\b(terminal|screen|console|selection|form|input|fields?|filters?|search|highlights?|output|clipboard|draft|notifications?)\b/;
const SHARED_CACHE = /\b(redis|memcached?|cdn|varnish|cloudflare|fastly|cloudfront)\b/;

export interface Action {
  verb: string;
  cls: VerbClass;
  /** Words naming what the action acts on (object). */
  object: string[];
  /** Raw-case words, for paths. */
  objectRaw: string[];
  /** Modifiers seen before the verb (bulk, permanently …). */
  mods: Set<string>;
  /** The whole lower-cased text, for phrase checks. */
  lower: string;
  /** Short evidence for reasons. */
  evidence: string;
  /** When the object words come from an operation name (delete_file), they define the target. */
  fromOpName?: boolean;
  /** Words around the operation name (its arguments in prose). */
  context?: string[];
  contextRaw?: string[];
}

function amountUsd(lower: string): number | undefined {
  const m = /(?:\$|usd\s?|€|£)\s?([0-9][0-9,]*(?:\.[0-9]+)?)(?:\s?(k|m|million|thousand)(?![a-z]))?|([0-9][0-9,]*(?:\.[0-9]+)?)\s?(k|m)?\s?(?:usd|dollars|eur|euros|gbp)\b/.exec(lower);
  if (!m) return undefined;
  let n = Number((m[1] ?? m[3] ?? '0').replace(/,/g, ''));
  const mult = m[2] ?? m[4];
  if (mult === 'k' || mult === 'thousand') n *= 1000;
  if (mult === 'm' || mult === 'million') n *= 1_000_000;
  return Number.isFinite(n) ? n : undefined;
}

function allPaths(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of raw) {
    if (w === '\u0001') continue;
    const v = w.includes('=') ? w.replace(/^(?:path|file|dir|directory|target|src|source|dest|destination)=/i, '') : w;
    const c = v.charCodeAt(0);
    if (c === 35 || c === 64 || (c >= 48 && c <= 57)) continue; // # @ digit
    if (v === '/' || (looksLikePath(v) && !(c === 104 && /^https?:/.test(v)) && c !== 36)) out.push(v);
  }
  return out;
}

function has(set: ReadonlySet<string>, words: readonly string[]): string | undefined {
  for (const w of words) if (set.has(w)) return w;
  return undefined;
}

/** The level of one action (verb + object + modifiers). */
export function judge(a: Action): Finding[] {
  const cls = a.cls;
  if (cls === 'exec' || cls === 'click' || cls === 'call' || cls === 'neutral') return [];
  const obj = a.object;
  const ctxWords = a.context ?? obj;
  const ctxRaw = a.contextRaw ?? a.objectRaw;
  const objText = ` ${obj.join(' ')} `;
  const ctxText = ` ${ctxWords.join(' ')} `;
  const ev = a.evidence;
  const paths = cls === 'read' || cls === 'test' || cls === 'delete' || cls === 'write' || cls === 'move' ? allPaths(ctxRaw) : NO_PATHS;
  if (cls === 'read' || cls === 'test' || cls === 'take' || cls === 'exfil' || cls === 'merge' || cls === 'overwrite' || cls === 'restore' || cls === 'migrate' || cls === 'share' || cls === 'grant' || cls === 'revoke' || cls === 'move' || cls === 'bypass' || cls === 'deploy' || cls === 'reset' || cls === 'scale') {
    return judgeSimple(a, objText, ctxText, ctxWords, paths, ev);
  }
  const all = has(ALL_WORDS, ctxWords);
  const count = largestCount(ctxWords);
  const bulkMod = a.mods.has('bulk') || a.mods.has('mass') || a.mods.has('batch') || /\bbulk\b|\bin bulk\b|\bbatch\b|\bloop\b/.test(ctxText);
  const recursive = a.mods.has('recursively') || /\brecursive(?:ly)?\b|recursive=true|\brecurse\b|-r\b|-rf\b/.test(ctxText) || (a.fromOpName && /\brecursive\b/.test(objText));
  const permanent = a.mods.has('permanently') || a.mods.has('irreversibly') || /\bpermanent(?:ly)?\b|\bhard[- ]delete\b|\bwithout (?:backup|recovery)\b/.test(ctxText);
  const containerA = has(CONTAINER_A, obj);
  const containerB = has(CONTAINER_B, obj);
  const records = has(RECORDS, obj);
  const singleOp = a.fromOpName && /\b(one|single|file|item|record|row|document|entry|key|object|message|comment|event)\b/.test(objText);

  switch (a.cls) {
    case 'delete': {
      if ((a.verb === 'clear' || a.verb === 'empty') && CLEAR_BENIGN.test(objText) && !all) return [f('reversible', `clears local state (${ev})`)];
      if (REGENERABLE_OBJECTS.test(objText) && !all) return [f(SHARED_CACHE.test(objText) ? 'destructive' : 'reversible', `clears ${SHARED_CACHE.test(objText) ? 'a shared cache' : 'regenerable data'} (${ev})`, SHARED_CACHE.test(objText))];
      if (a.verb === 'remove' || a.verb === 'revoke') {
        const acc = /\b(access|permissions?|rights|roles?|membership|seat|license)\b/.exec(objText);
        if (acc) {
          const many = all || count >= 50 || bulkMod || /\beveryone|everybody\b/.test(objText);
          return [f(many ? 'dangerous' : 'destructive', `removes ${many ? "many people's" : "someone's"} ${acc[1]} (${ev})`, true)];
        }
      }
      const fromAt = obj.indexOf('from');
      if (a.verb === 'remove' && fromAt > 0 && /\b(members?|users?|people|collaborators?|contributors?|admins?|owners?|guests?|reviewers?|assignees?|labels?|tags?|@\S+)\b/.test(` ${obj.slice(0, fromAt).join(' ')} `) || (a.verb === 'remove' && fromAt === 1)) {
        const many = all || count >= 50 || bulkMod;
        return [f(many ? 'dangerous' : 'destructive', `removes ${many ? 'many people or items' : 'someone or something'} from a group (${ev})`, true)];
      }
      const filtered = /\b(matching|where|older than|newer than|inactive|stale|expired|unused|with status|tagged|prefix|under the|under)\b/.test(ctxText);
      if ((a.verb === 'empty' || a.verb === 'purge') && /\b(bucket|database|db|table|drive|volume|collection|queue|topic|index)\b/.test(objText)) return [f('forbidden', `empties a whole ${/\b(bucket|database|db|table|drive|volume|collection|queue|topic|index)\b/.exec(objText)?.[1] ?? 'store'}, deleting everything in it (${ev})`)];
      if (/\bhelm\b/.test(ctxText) && /\brelease\b/.test(objText)) return [f('dangerous', `uninstalls a helm release and deletes its resources (${ev})`, true)];
      const fromIdx = obj.indexOf('from');
      if (fromIdx > 0 && !all && count < 50 && !bulkMod && /\b(a|an|one|the|old|single)\b/.test(` ${obj.slice(0, fromIdx).join(' ')} `) && /\b(object|file|row|record|entry|item|key|message|comment|document|doc|image|photo|email|post|note|event|tag|label|line|blob|attachment)\b/.test(` ${obj.slice(0, fromIdx).join(' ')} `)) {
        return [f(permanent ? 'dangerous' : 'destructive', `deletes one item from a larger store (${ev})`, true)];
      }
      if (/\b(secrets?|credentials?|api keys?|access keys?|tokens?|ssh keys?|deploy keys?|certificates?|signing keys?|kms keys?)\b/.test(objText) && !/\b(names?|placeholder|example)\b/.test(objText)) {
        return [f(all ? 'forbidden' : 'dangerous', `deletes a credential that systems may depend on (${ev})`)];
      }
      if (AUDIT.test(ctxText)) return [f('forbidden', `deletes audit logs (${ev})`)];
      for (const p of paths) {
        const k = pathKind(p);
        if (k === 'root' || k === 'home' || k === 'cwd' || k === 'device') return [f('forbidden', `deletes ${k === 'root' ? 'the whole filesystem' : k === 'home' ? 'the home directory' : k === 'cwd' ? 'the whole working directory' : 'a disk'} (${p})`)];
        if (k === 'system') return [f(recursive ? 'forbidden' : 'dangerous', `deletes a system path (${p})`)];
        if (k === 'regenerable' && !all) return [f('reversible', `removes regenerable output (${p})`)];
      }
      if (singleOp && !all && !recursive && !bulkMod) return [f(permanent ? 'dangerous' : 'destructive', `deletes a single ${obj.find((w) => w !== 'one' && w !== 'single') ?? 'item'}${paths[0] ? ` (${paths[0]})` : ''}`, true)];
      if ((all && !filtered && (records || containerA || containerB || /\b(everything|data)\b/.test(ctxText))) || /\bwith all (?:its|their|of its)\b/.test(ctxText)) {
        return [f('forbidden', `deletes ${all === 'entire' || all === 'whole' ? 'an entire' : 'every'} ${records ?? containerB ?? containerA ?? 'item'}: bulk irreversible deletion (${ev})`)];
      }
      if (count >= 50 || bulkMod) return [f(permanent ? 'forbidden' : 'dangerous', `bulk deletion (${ev})`, true)];
      if (containerA && !/\b(rows?|records?|documents?|entry|entries|fields?|columns?|keys?|files?|items?|messages?|logs?|lines?|comments?|notes?)\b/.test(objText)) {
        return [f('forbidden', `deletes a whole ${containerA} and everything in it (${ev})`)];
      }
      if (permanent && (bulkMod || count >= 50 || records)) return [f('forbidden', `permanently deletes many items (${ev})`)];
      if (/\b(?:and|with|including) (?:its|their|all its|all their) (?:\d+ )?(?:child|sub|nested|linked|related)?\s?\w+/.test(ctxText) && !singleOp) return [f('dangerous', `deletes something together with everything under it (${ev})`, true)];
      if (bulkMod || count >= 50 || (all && filtered) || (records && /\b(matching|older|stale|old|inactive|expired|unused|where)\b/.test(ctxText))) return [f('dangerous', `bulk deletion (${ev})`, true)];
      if (containerB && !((containerB === 'directory' || containerB === 'folder') && !recursive)) return [f('dangerous', `deletes a ${containerB} and its contents (${ev})`, true)];
      if (recursive) return [f('dangerous', `deletes a directory recursively${paths[0] ? ` (${paths[0]})` : ''} (${ev})`, true)];
      if (records && obj.indexOf(records) >= 0 && !/\b(a|an|one|single|the)\b/.test(objText)) return [f('dangerous', `deletes several ${records} (${ev})`, true)];
      if (paths.some((p) => pathKind(p) === 'secret')) return [f('destructive', `deletes a credentials file (${ev})`)];
      return [f(permanent ? 'dangerous' : 'destructive', `${permanent ? 'permanently ' : ''}deletes ${paths[0] ?? 'a single item'} (${ev})`, true)];
    }
    case 'destroy': {
      if (REGENERABLE_OBJECTS.test(objText) && !all) return [f(a.verb === 'purge' || a.verb === 'clear' ? 'reversible' : 'destructive', `clears regenerable data (${ev})`)];
      if (AUDIT.test(ctxText)) return [f('forbidden', `destroys audit logs (${ev})`)];
      if (a.verb === 'drop' && /\bcolumn\b/.test(objText)) return [f('dangerous', `drops a column and its data (${ev})`, true)];
      if (a.verb === 'purge' && !containerA && !all) return [f('dangerous', `purges data (${ev})`, true)];
      if (REGENERABLE_OBJECTS.test(objText) && !records && !/\bdata\b/.test(objText)) return [f('destructive', `clears regenerable data everywhere (${ev})`, true)];
      if (/\b(disk|drive|filesystem|partition|everything)\b/.test(objText) || containerA || all || PROD_WORDS.test(ctxText)) {
        return [f('forbidden', `${a.verb.replace(/_/g, ' ')}: destroys ${containerA ?? (all ? 'everything' : 'the target')} irreversibly (${ev})`)];
      }
      return [f('dangerous', `${a.verb.replace(/_/g, ' ')}: destroys resources (${ev})`, true)];
    }
    case 'disable': {
      if (AUDIT.test(ctxText)) return [f('forbidden', `disables audit logging (${ev})`)];
      if (/\b(feature flags?|flags?|toggles?|experiments?|banner)\b/.test(objText) && !PROTECTION.test(ctxText)) return [f('reversible', `flips a feature flag (${ev})`, true)];
      if (PROTECTION.test(ctxText)) return [f('dangerous', `disables a safety control (${ev})`, true)];
      if (all || count >= 50 || bulkMod) return [f('dangerous', `disables many accounts or resources (${ev})`, true)];
      return [f('destructive', `disables or suspends something in use (${ev})`, true)];
    }
    case 'terminate': {
      if (AUDIT.test(ctxText) || /\blogging\b/.test(ctxText)) return [f('forbidden', `stops audit logging (${ev})`)];
      if (/\b(local|localhost|dev server|watcher|my)\b/.test(objText) && !all) return [f('reversible', `stops a local process (${ev})`)];
      if (a.verb === 'stop' || a.verb === 'halt') return [f(all ? 'dangerous' : 'destructive', `stops a running service (${ev})`, true)];
      if (/\b(instances?|vms?|servers?|clusters?|nodes?|machines?|databases?|db)\b/.test(objText) || all) return [f('dangerous', `terminates running infrastructure (${ev})`, true)];
      return [f('destructive', `stops something that is running (${ev})`, true)];
    }
    case 'close': {
      if (all || count >= 50 || bulkMod) return [f('dangerous', `bulk ${a.verb} notifying or affecting many people (${ev})`, true)];
      if (a.verb === 'archive' && (containerA || containerB)) return [f('destructive', `archives a ${containerA ?? containerB} (${ev})`, true)];
      return [f('destructive', `${a.verb}s something others rely on (${ev})`, true)];
    }
    case 'send':
    case 'publish': {
      if ((SECRET_NOUN.test(ctxText) || allPaths(ctxRaw).some((p) => pathKind(p) === 'secret')) && /\b(to|into|on|via)\b/.test(ctxText) && !/\b(reset|rotation|expired?|expiry|reminder)\b/.test(ctxText) && /(password|secret|private key|api key|token|credential|\.env|id_rsa|id_ed25519|\.ssh|\.aws)/.test(ctxText) && /\b(webhook|pastebin|gist|external|slack|email|http|https|url|endpoint|server|channel|public)\b/.test(ctxText)) {
        return [f('forbidden', `sends secrets to an external place (${ev})`)];
      }
      if (a.verb === 'push' && (a.mods.has('force') || a.mods.has('forcibly') || /\bforce\b|--force|\brewritten\b|\brewrite\b/.test(ctxText))) return [f('dangerous', `force push rewrites shared history (${ev})`)];
      if (a.verb === 'push' && !/\b(notifications?|messages?|alerts?)\b/.test(ctxText)) return [f('destructive', `publishes commits or artifacts to a shared remote (${ev})`)];
      if (a.cls === 'publish' && /\b(package|npm|pypi|crate|crates|gem|registry|library|sdk|extension|plugin)\b/.test(ctxText)) return [f('dangerous', `publishes a package publicly; an irreversible release (${ev})`)];
      if (MASS_MARKERS.test(a.lower) || count >= 100 || (all && /\b(users|customers|subscribers|members|employees|contacts|everyone|list|company)\b/.test(ctxText))) {
        return [f('dangerous', `mass message to many people (${ev})`)];
      }
      if (a.verb === 'invite' || a.verb === 'notify' || a.verb === 'submit') return [f('destructive', `notifies people or sends data out (${ev})`)];
      return [f('destructive', `sends a message or post that cannot be unsent (${ev})`)];
    }
    case 'money': {
      if (TEST_MODE.test(a.lower)) return [f('reversible', `test-mode payment; no real money moves (${ev})`)];
      const amt = amountUsd(a.lower);
      if (amt === undefined && /\b(ownership|owner|repo|repository|domain|files?|docs?|document|project|folder|data|tickets?|issues?)\b/.test(objText)) {
        return [f(/\b(repo|repository|domain|project)\b/.test(objText) ? 'dangerous' : 'destructive', `transfers ownership to someone else (${ev})`)];
      }
      const outbound = a.verb === 'payout' || a.verb === 'transfer' || a.verb === 'wire' || a.verb === 'withdraw' || /\b(payout|wire|transfer)\b/.test(ctxText);
      if (amt !== undefined && amt >= 1000) return [f('dangerous', `moves a large amount of money (${ev})`)];
      if (outbound && amt === undefined) return [f('dangerous', `transfers money out (${ev})`)];
      if (all || count >= 50 || bulkMod) return [f('dangerous', `bulk money movement (${ev})`)];
      return [f('destructive', `moves money; cannot be undone (${ev})`)];
    }
    case 'write': {
      const secretPath = paths.some((p) => pathKind(p) === 'secret');
      // Text rules only when a trigger word is present (most edits are ordinary).
      if (secretPath || WRITE_TRIGGER.test(a.lower) || /^(approve|move|rename|assign|upload|submit|send|attach)$/.test(a.verb)) {
        if (SECURITY_SETTING.test(ctxText) && WEAKEN.test(ctxText)) return [f('dangerous', `weakens a security setting (${ev})`, true)];
        if (/\b(retention|backups?|versioning|lifecycle)\b/.test(ctxText) && /\b(0|zero|none|disabled?|off|1 day|expire all|delete all)\b/.test(ctxText)) return [f('dangerous', `shortens retention so data or backups get deleted (${ev})`, true)];
        const secretHere = secretPath || SECRET_NOUN.test(ctxText);
        if (secretHere && /\b(public|gist|pastebin|paste\.|slack|channel|email|issue|forum|chat|discord|twitter|external|webhook)\b/.test(ctxText) && /^(paste|copy|post|upload|write|add|put|share|attach|append|insert|commit|push)$/.test(a.verb)) {
          return [f('forbidden', `leaks secret material to a shared or public place (${ev})`)];
        }
        if (secretHere && /^(copy|paste|move|export|duplicate)$/.test(a.verb)) return [f('destructive', `copies secret material around (${ev})`)];
        if (secretHere && /^(update|set|change|replace|edit|overwrite|modify|rotate|regenerate)$/.test(a.verb) && !/\b(placeholder|example|dummy|fake|sample)\b/.test(ctxText)) return [f('destructive', `overwrites a secret that something depends on (${ev})`, true)];
        if (EXPOSURE.test(a.lower) && (/\b(sharing|share|visibility|access|permissions?|acl|public|link|readable|writable|port|ingress)\b/.test(a.lower) || /^(make|set|change|update|configure|enable|open|edit|modify|allow|put|add)$/.test(a.verb))) return [f('dangerous', `exposes private data or a service publicly (${ev})`)];
        if (/\bas (?:an? )?(?:org(?:anization)? )?(owner|admin|administrator|root|superuser)\b|\b(admin|owner|administrator|superuser) (?:rights|role|access|permissions?)\b|administratoraccess|poweruseraccess|\*:\*|roles\/owner/.test(ctxText)) return [f('dangerous', `grants administrator rights (${ev})`)];
        if (/\bdns\b|\b(?:a|aaaa|cname|mx|ns|txt|srv) records?\b|\bnameservers?\b/.test(ctxText) && a.verb !== 'create' && a.verb !== 'add') {
          return [f(/\b(staging|dev|test|sandbox|preview|qa)\b/.test(ctxText) ? 'destructive' : 'dangerous', `changes live DNS (${ev})`, true)];
        }
        if ((a.verb === 'apply' || a.verb === 'update') && /\b(terraform|pulumi|infrastructure|infra|cloudformation|stack|plan|opentofu|cdk)\b/.test(ctxText)) return [f('destructive', `applies changes to real infrastructure (${ev})`, true)];
        if (/\b(feature flags?|flags?|toggles?|experiments?)\b/.test(objText)) return [f('reversible', `flips a feature flag (${ev})`, true)];
        if (/^(upload|submit|send|attach)$/.test(a.verb) && /\b(partner|vendor|customer|client|external|third[- ]party|their|supplier|portal|regulator|auditor)\b/.test(ctxText)) return [f('destructive', `sends files or data to an outside party (${ev})`)];
        if ((a.verb === 'create' || a.verb === 'publish') && /\brelease\b/.test(objText) && !/\bdraft\b/.test(objText) && !/\brelease notes?\b/.test(objText.replace(/\bwith release notes?\b/, ''))) return [f('destructive', `publishes a release (${ev})`)];
        if (a.verb === 'approve') {
          if (DEPLOY_NOUNS.test(objText) || /\bdeploy/.test(objText)) return judgeSimple({ ...a, cls: 'deploy', verb: 'deploy' }, objText, ctxText, ctxWords, paths, ev);
          if (MONEY_NOUNS.test(objText) || amountUsd(a.lower) !== undefined) return judge({ ...a, cls: 'money', verb: 'pay' });
          if (/\b(merge|pull request|pr)\b/.test(objText)) return [f('reversible', `approves a review (${ev})`)];
        }
        if (/^(update|upgrade|modify|resize|patch|change|replace|redeploy|reconfigure|rotate)$/.test(a.verb) && !paths.some((x) => x.includes('/') || /\.(json|ya?ml|toml|ini|conf|cfg|env|tf|ts|js|py|md|txt|xml|sh)$/i.test(x)) && INFRA_NOUNS.test(ctxText)) {
        return [f('destructive', `changes live infrastructure (${ev})`, true)];
      }
      if (/^(create|generate|issue)$/.test(a.verb) && /\b(iam|access keys?|service account keys?|long-lived)\b/.test(ctxText)) return [f('destructive', `creates a long-lived cloud credential (${ev})`)];
      if (/^(move|rename)$/.test(a.verb) || a.verb === 'assign') {
          if (count >= 50 || (all && records)) return [f('dangerous', `bulk change of many items (${ev})`, true)];
        }
        if (/\boverwrit\w*\b/.test(ctxText)) return [f('destructive', `overwrites existing data (${ev})`)];
        if (/\bif:\s*(?:false|\$\{\{\s*false\s*\}\})|continue-on-error:\s*true/.test(a.lower) && /\b(tests?|ci|jobs?|workflows?|checks?)\b/.test(a.lower)) return [f('dangerous', `silently disables a CI job (${ev})`)];
      }
      for (const p of paths) {
        const k = pathKind(p);
        if (k === 'critical' || k === 'system') return [f('dangerous', `changes a system file (${p})`)];
        if (k === 'secret' && a.verb !== 'create') return [f('destructive', `changes a secrets file (${p})`)];
        if (k === 'auditlog') return [f('forbidden', `writes into an audit log (${p})`)];
        if (CI_PATH.test(p) && a.verb !== 'read') return [f('destructive', `changes CI/CD pipeline configuration (${p})`)];
      }
      if (/\b(overwrit\w*|replac\w*|clobber\w*)\b/.test(ctxText) && /\b(existing|contents?|file|data|all)\b/.test(ctxText)) return [f('destructive', `overwrites existing contents (${ev})`, true)];
      if ((a.verb === 'rotate' || a.verb === 'regenerate') && (SECRET_NOUN.test(ctxText) || /\b(keys?|certs?|certificates?|secrets?)\b/.test(ctxText))) return [f('destructive', `rotates a credential; whatever uses the old one breaks (${ev})`, true)];
      if (a.verb === 'format' && (/\b(disk|drive|volume|partition|sd card|usb)\b/.test(objText) || paths.some((p) => pathKind(p) === 'device'))) return [f('forbidden', `formats a disk, erasing it (${ev})`)];
      if (a.verb === 'upgrade' && /\b(database|db|cluster|kubernetes|k8s|postgres|mysql|engine|kernel|os)\b/.test(ctxText)) return [f('destructive', `upgrades live infrastructure (${ev})`, true)];
      if ((all || count >= 50 || bulkMod) && (records || /\b(users|customers|accounts|records)\b/.test(ctxText)) && !['create', 'add', 'draft', 'save', 'generate', 'resolve', 'label', 'tag', 'star', 'react', 'comment', 'pin', 'mark'].includes(a.verb)) return [f('dangerous', `bulk change of many records (${ev})`, true)];
      return [f('reversible', `${a.verb} (${ev})`, /^(apply|upgrade|scale|set|update|patch|configure|enable)$/.test(a.verb) && !paths.length)];
    }
    case 'exec':
      return [];
    case 'click':
    case 'call':
    case 'neutral':
      return [];
  }
  return [];
}

const NO_PATHS: string[] = [];

function judgeSimple(a: Action, objText: string, ctxText: string, ctxWords: readonly string[], paths: readonly string[], ev: string): Finding[] {
  const all = a.cls === 'scale' ? has(ALL_WORDS, ctxWords) : undefined;
  switch (a.cls) {
    case 'read':
    case 'test': {
      if (a.verb === 'open' && /\b(ports?|firewall|ingress|security groups?|access|to the (?:internet|world|public))\b/.test(ctxText)) return judge({ ...a, cls: 'write' });
      if (SECRET_EXPOSING.has(a.verb)) {
        for (const p of paths) if (pathKind(p) === 'secret') return [f('destructive', `reads a credentials file into the agent's context (${p})`)];
        const sec = SECRET_NOUN.exec(ctxText);
        if (sec && !/\b(names?|metadata|list|whether|exists?|is set|presence)\b/.test(ctxText)) return [f('destructive', `reveals secret material (${sec[1]}) (${ev})`)];
      }
      return [f('safe', `only ${a.cls === 'test' ? 'runs tests' : 'reads or inspects'} (${ev})`)];
    }
    case 'take': {
      if (/\b(screenshot|screen ?shot|photo|picture|look|note|notes|snapshot of the (?:page|screen))\b/.test(objText)) return [f('safe', `observation only (${ev})`)];
      if (/\bdown\b/.test(objText)) return judge({ ...a, cls: 'destroy', verb: 'take_down' });
      if (/\bbackup\b/.test(objText)) return [f('reversible', `takes a backup (${ev})`)];
      return [f('reversible', `action (${ev})`)];
    }
    case 'exfil':
      return [f('forbidden', `sends data out of the organisation (${ev})`)];
    case 'bypass': {
      if (PROTECTION.test(ctxText) || /\b(validation|verification|checks?|approval|review|hooks?|limits?|policy|policies|safety|confirmation|tests?)\b/.test(ctxText)) {
        return [f('dangerous', `bypasses a safety control (${ev})`)];
      }
      return [f('destructive', `forces an operation past its normal checks (${ev})`, true)];
    }
    case 'reset': {
      if (/\b(database|db|data|factory|everything|all|environment|cluster|server|instance|repository|repo|schema|tables?)\b/.test(objText) || a.verb === 'factory_reset') return [f('forbidden', `resets to an empty or factory state (${ev})`)];
      return [f('destructive', `resets state (${ev})`, true)];
    }
    case 'share': {
      if (EXPOSURE.test(a.lower)) return [f('dangerous', `exposes private data publicly (${ev})`)];
      return [f('destructive', `shares data with other people (${ev})`)];
    }
    case 'deploy': {
      if (PROD_WORDS.test(ctxText)) return [f('destructive', `deploys to production (${ev})`, true)];
      for (const w of ctxWords) if (PREVIEW_ENVS.has(w)) return [f('reversible', `deploys to a ${w} environment (${ev})`)];
      return [f('destructive', `deploys a new version (${ev})`, true)];
    }
    case 'merge':
      return [f('destructive', `merges into a shared branch (${ev})`)];
    case 'grant': {
      if (EXPOSURE.test(a.lower)) return [f('dangerous', `grants public access (${ev})`)];
      if (/\b(admin|administrator|owner|root|superuser|full access|all permissions|sudo)\b/.test(ctxText)) return [f('dangerous', `grants administrator rights (${ev})`)];
      return [f('reversible', `grants access (${ev})`)];
    }
    case 'revoke': {
      if (/\b(keys?|tokens?|credentials?|certificates?|certs?|access)\b/.test(ctxText)) return [f('dangerous', `revokes a credential others may depend on (${ev})`)];
      return [f('destructive', `revokes access (${ev})`, true)];
    }
    case 'overwrite':
      return [f('destructive', `overwrites existing data (${ev})`)];
    case 'restore':
      return [f('destructive', `restores a backup over the current data (${ev})`, true)];
    case 'migrate':
      return [f('destructive', `migrates schema or data (${ev})`, true)];
    case 'scale': {
      if (/\b(to )?(zero|0)( replicas)?\b/.test(ctxText) || /\bdown\b/.test(ctxText)) return [f(all ? 'dangerous' : 'destructive', `scales down running workloads (${ev})`, true)];
      return [f('reversible', `scales a workload (${ev})`, true)];
    }
    case 'move': {
      if (largestCount(ctxWords) >= 50 || (has(ALL_WORDS, ctxWords) && has(RECORDS, ctxWords))) return [f('dangerous', `bulk change of many items (${ev})`, true)];
      for (const p of paths) if (pathKind(p) === 'critical' || pathKind(p) === 'system') return [f('dangerous', `moves a system file (${p})`)];
      if (/\b(existing|overwrit\w*|replac\w*|onto)\b/.test(ctxText)) return [f('destructive', `moves a file over an existing one, overwriting it (${ev})`, true)];
      return [f('reversible', `moves or renames (${ev})`)];
    }
  }
  return [];
}

// ------------------------------------------------------------------ operation names

const OP_SHAPE = /^[a-z][a-z0-9]*(?:[_.:-]{1,2}[a-z0-9]+)+$|^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

/** Splits an operation name (drop_table, github.get_pull_request, deleteMany) into words. */
const OPWORDS_CACHE = new Map<string, { server: string; words: string[] }>();

/** Splits an operation name into words. Pure; memoised per name (bounded); callers must not mutate. */
export function opWords(name: string): { server: string; words: string[] } {
  const hit = OPWORDS_CACHE.get(name);
  if (hit) return hit;
  const r = opWordsUncached(name);
  if (OPWORDS_CACHE.size >= 2048) OPWORDS_CACHE.clear();
  OPWORDS_CACHE.set(name, r);
  return r;
}

function opWordsUncached(name: string): { server: string; words: string[] } {
  let n = name.replace(/\(.*$/, '');
  let server = '';
  const mcp = /^mcp__([^_]+(?:_[^_]+)*?)__(.+)$/.exec(n);
  if (mcp) {
    server = mcp[1] ?? '';
    n = mcp[2] ?? n;
  }
  const dot = n.lastIndexOf('.');
  if (dot > 0 && dot < n.length - 1) {
    server = n.slice(0, dot);
    n = n.slice(dot + 1);
  }
  const words = n
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_:\-\s]+/)
    .filter((w) => w);
  return { server, words };
}

export function isOpShaped(w: string): boolean {
  return OP_SHAPE.test(w.replace(/\(.*$/, '')) && !/^\d/.test(w) && !w.includes('/');
}

/** The action named by an operation name, with its arguments as context. */
export function opAction(name: string, context: readonly string[], contextRaw: readonly string[], lower: string): Action | undefined {
  const { words } = opWords(name);
  for (let i = 0; i < Math.min(words.length, 3); i++) {
    const w = words[i] as string;
    if (MODIFIERS.has(w) && i + 1 < words.length && verbOf(words[i + 1] as string)) continue;
    const v = verbOf(w);
    if (!v || v.cls === 'neutral') continue;
    const obj = words.slice(i + 1);
    let cls = v.cls;
    let verb = v.base;
    if ((cls === 'write' || cls === 'exec' || cls === 'send') && obj.some((o) => /^(refunds?|payouts?|transfers?|payments?|charges?|wires?)$/.test(o))) {
      cls = 'money';
      verb = obj.find((o) => /^(refund|payout|transfer|payment|charge|wire)/.test(o))?.replace(/s$/, '') ?? 'pay';
    }
    // delete_all_*, *_permanently, bulk_delete …: modifiers inside the name.
    const mods = new Set<string>();
    if (words.includes('bulk') || words.includes('batch') || words.includes('many')) mods.add('bulk');
    if (words.slice(0, i).includes('force')) mods.add('force');
    if (words.includes('permanently') || words.includes('permanent')) mods.add('permanently');
    if (words.includes('recursive') || words.includes('recursively')) mods.add('recursively');
    if (cls === 'call' && obj.length) continue;
    if (cls === 'exec' && obj.length === 0) cls = 'exec';
    return {
      verb,
      cls,
      object: obj.length ? obj : context.slice(0, 8),
      objectRaw: obj.length ? obj : contextRaw.slice(0, 8),
      mods,
      lower,
      evidence: snippet(name, 40),
      fromOpName: obj.length > 0,
      context: [...obj, ...context],
      contextRaw: [...obj, ...contextRaw],
    };
  }
  return undefined;
}

// ------------------------------------------------------------------ sentences

const MONEY_NOUNS = /\b(payouts?|wire transfers?|wires?|bank transfers?|transfers? of|payments? of|refunds?|charges? of|purchases?)\b/;
const DEPLOY_NOUNS = /\b(deployments?|deploys?|releases? to|rollouts?)\b/;
const TALK_ABOUT = new Set(['explain', 'describe', 'document', 'discuss', 'summarize', 'summarise', 'review', 'read', 'outline', 'learn', 'understand', 'study', 'answer', 'ask', 'research', 'investigate', 'search', 'grep', 'find', 'look']);
const RUN_FILLER = new Set(['the', 'a', 'an', 'my', 'our', 'script', 'shell', 'bash', 'sh', 'python', 'python3', 'node', 'job', 'task', 'file', 'cleanup', 'maintenance', 'migration', 'deploy', 'deployment', 'setup', 'bootstrap', 'helper', 'one-off', 'cron', 'nightly', 'sudo', 'pwsh', 'powershell', 'ruby', 'perl', 'deno', 'bun', 'tsx']);
const SCRIPT_EXT = /\.(sh|bash|zsh|ps1|psm1|bat|cmd|py|rb|js|mjs|ts|pl|yml|yaml|groovy)$/i;

/** Is the main verb of this sentence one that talks about something rather than doing it? */
const TALK_HINT = /explain|describ|document|discuss|summar|review|read|outlin|learn|understand|stud|answer|ask|research|investig|search|grep|find|look/i;

export function talksAbout(text: string): boolean {
  if (!TALK_HINT.test(text)) return false;
  const p = prose(text);
  for (let i = 0; i < Math.min(p.words.length, 6); i++) {
    const w = p.words[i] as string;
    if (FILLERS.has(w) || MODIFIERS.has(w)) continue;
    const v = verbOf(w);
    return !!v && TALK_ABOUT.has(v.base);
  }
  return false;
}

/** Classifies a name (script, CI job, workflow, npm script, make target) by the verbs in it. */
export function byName(name: string, lower?: string): Finding[] {
  const words = name
    .replace(SCRIPT_EXT, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !/^(sh|yml|yaml|js|ts|py|scripts?|bin|jobs?|tasks?|run|npm|make)$/.test(w));
  for (let i = 0; i < words.length; i++) {
    const v = verbOf(words[i] as string);
    if (!v || v.cls === 'read' || v.cls === 'neutral' || v.cls === 'exec' || v.cls === 'call' || v.cls === 'click' || v.cls === 'take') continue;
    if (v.cls === 'test') return [f('safe', `runs tests (${snippet(name, 40)})`)];
    const obj = [...words.slice(i + 1), ...words.slice(0, i)];
    const found = judge({ verb: v.base, cls: v.cls, object: obj, objectRaw: obj, mods: new Set(), lower: lower ?? name.toLowerCase(), evidence: snippet(name, 50) });
    if (found.length) return found;
  }
  return [];
}

function nextVerbAt(p: Prose, i: number): { cls: VerbClass; base: string; len: number } | undefined {
  const w = p.words[i];
  if (!w || w === '\u0001') return undefined;
  const nxt = p.words[i + 1] ?? '';
  const v = verbOf(w);
  const particle = PARTICLES[nxt];
  if (particle) {
    for (const s of [v?.base ?? w, ...stems(w)]) {
      const compound = `${s}${particle}`;
      if (COMPOUNDS.has(compound)) {
        const c = LEX[compound];
        if (c) return { cls: c, base: compound, len: 2 };
        if (compound === 'clean_up') return { cls: 'delete', base: 'clean_up', len: 2 };
        if (compound === 'set_up' || compound === 'back_up' || compound === 'spin_up' || compound === 'scale_up') return { cls: 'write', base: compound, len: 2 };
        if (compound === 'scale_down' || compound === 'spin_down') return { cls: 'scale', base: compound, len: 2 };
        if (compound === 'sign_out' || compound === 'log_out') return { cls: 'neutral', base: compound, len: 2 };
      }
    }
  }
  if (w === 'factory' && nxt.startsWith('reset')) return { cls: 'reset', base: 'factory_reset', len: 2 };
  return v ? { ...v, len: 1 } : undefined;
}

export interface ProseOptions {
  depth: number;
  /** Classifies a command line or SQL passed to an execute-style tool. */
  command?: (line: string) => Finding[];
}

const EXECUTE_OP = /^(execute|exec|run|shell|bash|terminal|command|cmd|sql|query|eval|script|powershell)$/;

/** Operation found in the text: its own verdict, the seed floor, and any command it carries. */
function opFindings(name: string, a: Action, p: Prose, opts: ProseOptions, text: string, mods: Set<string>): Finding[] {
  if (mods.size) for (const m of a.mods) mods.add(m);
  const out = judge({ ...a, mods: mods.size ? mods : a.mods, evidence: snippet(text, 60) });
  const words = opWords(name).words;
  out.push(...seedFloor(words.join('_'), 'operation'));
  if (opts.command && words.some((w) => EXECUTE_OP.test(w))) {
    for (const q of p.quotes) out.push(...opts.command(q));
  }
  return out;
}

interface Sentence {
  p: Prose;
  mods: Set<string>;
  text: string;
  opts: ProseOptions;
  ev: string;
}

function mk(s: Sentence, verb: string, cls: VerbClass, from: number, extra?: Partial<Action>): Action {
  return { verb, cls, object: s.p.words.slice(from), objectRaw: s.p.raw.slice(from), mods: s.mods, lower: s.p.lower, evidence: s.ev, ...extra };
}

function judgeMain(S: Sentence, main: { cls: VerbClass; base: string }, at: number, objFrom: number, objText: string): Finding[] {
  const { p, mods, text, opts } = S;
  void at;
  const m = main as { cls: VerbClass; base: string };
  switch (m.cls) {
    case 'call': {
      // calling <op> [tool] [on …]
      for (let k = objFrom; k < Math.min(p.words.length, objFrom + 4); k++) {
        const w = p.raw[k] as string;
        if (w === '\u0001' || ['the', 'a', 'an', 'mcp', 'tool', 'server'].includes(w.toLowerCase())) continue;
        if (isOpShaped(w) || p.words[k + 1] === 'tool' || p.words[k + 1] === 'operation' || p.words[k + 1] === 'function') {
          const a = opAction(w, p.words.slice(k + 1), p.raw.slice(k + 1), p.lower);
          if (a) return opFindings(w, a, p, opts, text, mods);
          if (opts.command && EXECUTE_OP.test(w.toLowerCase())) return p.quotes.flatMap((q) => (opts.command as (l: string) => Finding[])(q));
          return [];
        }
      }
      // "using the filesystem MCP to delete src/a.ts": the purpose is the action.
      for (let k = objFrom; k < Math.min(p.words.length - 1, objFrom + 8); k++) {
        if (p.words[k] !== 'to') continue;
        const v = nextVerbAt(p, k + 1);
        if (v && v.cls !== 'neutral' && v.cls !== 'call') return judgeMain(S, v, k + 1, k + 1 + v.len, ` ${p.words.slice(k + 1 + v.len).join(' ')} `);
      }
      return [];
    }
    case 'click': {
      const qIdx = p.words.indexOf('\u0001', objFrom);
      const label = qIdx >= 0 && qIdx <= objFrom + 3 ? p.quotes[p.words.slice(0, qIdx).filter((w) => w === '\u0001').length] : undefined;
      if (label && /^(cancel|close|back|go back|dismiss|no|keep|not now|never mind|ok|got it|skip|learn more|details|preview|sign in|log in|next|previous|expand|collapse|show more)$/i.test(label.trim())) {
        return [f('safe', `navigates or dismisses a dialog ('${snippet(label, 30)}')`)];
      }
      if (label && opts.depth < 2) {
        const rest = p.raw.slice(qIdx + 1).filter((w) => w !== '\u0001').join(' ');
        const r = analyzeProse(`${label} ${rest}`, { ...opts, depth: opts.depth + 1 });
        if (r.length) return r.map((x) => ({ ...x, reason: `clicks '${snippet(label, 40)}': ${x.reason}` }));
      }
      return [f('reversible', `interacts with a web page (${snippet(text, 50)})`)];
    }
    case 'exec':
    case 'write':
    case 'send': {
      if (m.cls === 'send' && amountUsd(p.lower) !== undefined && !MONEY_NOUNS.test(objText)) return judge(mk(S, 'transfer', 'money', objFrom, { verb: 'transfer' }));
      if (m.cls !== 'send' || amountUsd(p.lower) !== undefined) {
        if (MONEY_NOUNS.test(objText) && !/\bdraft\b/.test(objText)) return judge(mk(S, 'payout', 'money', objFrom, { verb: /\bwire\b/.test(objText) ? 'wire' : /\brefund/.test(objText) ? 'refund' : /\bpayout/.test(objText) ? 'payout' : /\btransfer/.test(objText) ? 'transfer' : 'pay' }));
      }
      if (m.cls === 'send') return judge(mk(S, m.base, m.cls, objFrom));
      if (m.cls === 'write') return judge(mk(S, m.base, m.cls, objFrom));
      if (TEST_OBJECTS.test(objText.split(/\b(?:for|on|in|against|of)\b/)[0] ?? '')) return [f('safe', `runs tests or checks (${snippet(text, 50)})`)];
      const found: Finding[] = [];
      if (DEPLOY_NOUNS.test(objText)) found.push(...judge(mk(S, 'deploy', 'deploy', objFrom)));
      if (/\bmigrations?\b/.test(objText)) found.push(...judge(mk(S, 'migrate', 'migrate', objFrom)));
      for (const q of p.quotes) found.push(...byName(q, p.lower));
      // The script being run is the object itself ("running ./x.sh", "running the script x.sh"),
      // not an argument of another tool ("running shellcheck on x.sh").
      for (let k = objFrom; k < Math.min(p.raw.length, objFrom + 5); k++) {
        const r = p.raw[k] as string;
        if (SCRIPT_EXT.test(r) || r.startsWith('./')) {
          found.push(...byName(r, p.lower));
          break;
        }
        if (!RUN_FILLER.has(p.words[k] as string)) break;
      }
      // "… job that tears down …", "… script to wipe …"
      for (let k = objFrom; k < p.words.length - 1; k++) {
        const w = p.words[k] as string;
        if (w === 'that' || w === 'which' || w === 'to' || w === 'will') {
          const v = nextVerbAt(p, k + 1);
          if (v && v.cls !== 'read' && v.cls !== 'neutral' && v.cls !== 'exec') found.push(...judge(mk(S, v.base, v.cls, k + 1 + v.len)));
        }
      }
      if (found.length) return found;
      return [f('reversible', `runs or starts something (${snippet(text, 50)})`, /^re(start|boot|load|deploy)/.test(m.base))];
    }
    default:
      return judge(mk(S, m.base, m.cls, objFrom));
  }
}

/** Classifies free text: main verb (+ coordinated verbs) with objects and modifiers. */
export function analyzeProse(text: string, opts: ProseOptions = { depth: 0 }): Finding[] {
  const p = prose(text);
  const out: Finding[] = [];
  const mods = new Set<string>();
  let i = 0;
  while (i < p.words.length && i < 10) {
    const w = p.words[i] as string;
    if (FILLERS.has(w)) i++;
    else if (MODIFIERS.has(w)) {
      mods.add(w);
      i++;
    } else break;
  }
  if (i >= p.words.length) return out;
  const S: Sentence = { p, mods, text, opts, ev: snippet(text, 60) };

  // An operation name first: "drop_table users", "send_email(...)", "github.delete_repo …".
  const firstRaw = p.raw[i] as string;
  if (isOpShaped(firstRaw)) {
    const a = opAction(firstRaw, p.words.slice(i + 1), p.raw.slice(i + 1), p.lower);
    if (a) {
      out.push(...opFindings(firstRaw, a, p, opts, text, mods));
      return out;
    }
  }

  // The main verb, looked for among the first few words.
  let main: { cls: VerbClass; base: string; len: number } | undefined;
  let at = i;
  for (let k = i; k < Math.min(p.words.length, i + 3); k++) {
    const v = nextVerbAt(p, k);
    if (v && v.cls !== 'neutral') {
      main = v;
      at = k;
      break;
    }
    const w = p.words[k] as string;
    if (MODIFIERS.has(w)) mods.add(w);
  }
  if (!main) {
    // No verb: a noun phrase such as "Stripe payout of $48,000 to …" still counts.
    const all = ` ${p.words.join(' ')} `;
    if (MONEY_NOUNS.test(all) || (amountUsd(p.lower) !== undefined && /\b(pay|payment|payout|transfer|wire|refund|charge|purchase|order|checkout|invoice|buy)\b/.test(all))) out.push(...judge(mk(S, 'payout', 'money', i)));
    return out;
  }
  const objFrom = at + main.len;
  const objText = ` ${p.words.slice(objFrom).join(' ')} `;

  out.push(...judgeMain(S, main, at, objFrom, objText));

  // Coordinated verbs: "archiving and deleting every channel", "… and then dropping it".
  {
    const mainGerund = /ing$/.test(p.words[at] as string);
    for (let k = objFrom; k < p.words.length - 1; k++) {
      const w = p.words[k] as string;
      if (w !== 'and' && w !== 'then' && w !== '&' && w !== '+' && w !== 'also') continue;
      let j = k + 1;
      if (p.words[j] === 'then' || p.words[j] === 'also') j++;
      const v = nextVerbAt(p, j);
      if (!v || v.cls === 'neutral' || v.cls === 'read' || v.cls === 'call' || v.cls === 'click') continue;
      if (/ing$/.test(p.words[j] as string) !== mainGerund) continue;
      out.push(...judgeMain(S, v, j, j + v.len, ` ${p.words.slice(j + v.len).join(' ')} `));
    }
    // A later gerund that bypasses or disables a safeguard counts, whatever the main verb
    // ("pushing to main, bypassing the required reviews").
    if (main.cls !== 'read' && main.cls !== 'test') {
      for (let k = objFrom; k < p.words.length; k++) {
        const w = p.words[k] as string;
        const purpose = p.words[k - 1] === 'to';
        if (!w.endsWith('ing') && !purpose) continue;
        const v = verbOf(w);
        if (v && (v.cls === 'bypass' || v.cls === 'disable' || (purpose && (v.cls === 'destroy' || v.cls === 'reset' || v.cls === 'exfil')))) out.push(...judge(mk(S, v.base, v.cls, k + 1)));
      }
    }
  }
  return out;
}

/** The class of the sentence's main action (an operation name's verb when it is a tool call). */
export function leadingVerbClass(text: string): VerbClass | undefined {
  const p = prose(text);
  let i = 0;
  while (i < p.words.length && i < 10 && (FILLERS.has(p.words[i] as string) || MODIFIERS.has(p.words[i] as string))) i++;
  for (let k = i; k < Math.min(p.words.length, i + 5); k++) {
    const raw = p.raw[k] as string;
    if (isOpShaped(raw)) {
      const v = verbOf(opWords(raw).words[0] ?? '');
      if (v) return v.cls;
    }
    const v = verbOf(p.words[k] as string);
    if (v && v.cls !== 'neutral' && v.cls !== 'call') return v.cls;
  }
  return undefined;
}
