// cls-edits21: an edit to a setting no earlier content rule names, judged by STRUCTURE — which way the value moved — and
// by the key's MEANING CLASS (access, authentication, encryption, audit, retention, limits, money, data protection,
// exposure), in any format: YAML, JSON, TOML, INI, HCL, .properties, .env, Python/JS/Go constants, Helm values, sshd /
// redis / nginx / Apache directives. What loosens: a protective switch written off (`enforce: true → false`), a
// permissive switch written on (`allow.everyone.if.no.acl.found=true`), a strong mode to a weak one (`required → none`,
// `NEVER → ALWAYS` on a `show-` key), a limit or money cap raised tenfold, an auth lifetime stretched to months, a work
// factor or password rule cut, retention cut, an expiry pushed decades out, a role list gaining `admin`/`owner`, an access
// list gaining `*`/`everyone`/`allUsers`, a bypass list gaining anyone, a deny list losing an entry, a restricting line
// removed (`deny all;`, `Require ip`, `AllowGroups`, `rename-command X ""`, a `Deny` statement), pg_hba `hostssl → host`,
// Firebase `allow …: if true`, Postgres RLS `USING (true)`, sudo rules widened. The stricter direction, tests, docs,
// dev-named files, comments and tool configs (tsconfig, eslint, bundlers) stay routine. An edit whose old text is not
// shown is judged only by what its new text leaves, and only for values that loosen whatever they replaced.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';
import type { EditView } from './files18';
import { editFrame } from './files19';

/** Build, lint, test and editor tools' own settings: "strict", "secure" and "verify" there are no security controls. */
const TOOL_CONFIG = /(?:^|[\\/])(?:tsconfig[\w.-]*\.json|jsconfig\.json|\.eslintrc[\w.]*|eslint\.config\.\w+|\.prettierrc[\w.]*|prettier\.config\.\w+|(?:jest|vitest|vite|webpack|rollup|babel|karma|cypress|playwright|next|nuxt|svelte|astro|tailwind|postcss|metro|storybook)[\w.-]*\.config\.\w+|babel\.config\.\w+|\.babelrc|pytest\.ini|mypy\.ini|tox\.ini|setup\.cfg|\.flake8|\.pylintrc|ruff\.toml|\.rubocop\.yml|\.editorconfig|\.stylelintrc[\w.]*|\.markdownlint[\w.]*|biome\.json|deno\.json|angular\.json|\.swcrc|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|poetry\.lock|Gemfile\.lock|go\.sum)$/i;
/** Files written as `Directive value` lines (sshd, redis, nginx, Apache, Caddy, HAProxy, postgres/pg_hba). */
const SPACE_FILE = /sshd_config|ssh_config|redis[\w.-]*\.conf|sentinel\.conf|nginx|apache|httpd|\.htaccess|caddy|haproxy|sudoers|pg_hba|\.conf$|\.cfg$/i;

interface Pair { key: string; name: string; value: string; ctx: string }
interface Parsed { pairs: Map<string, Pair>; lists: Map<string, { items: Set<string>; ctx: string }> }

const PAIR = /(?:^|[\s{,(])["']?([A-Za-z_@$][\w.@$-]{0,80}?)["']?[ \t]*(?::[ \t]*&?'?(?:static[ \t]+)?(?:bool|boolean|Boolean|int|Int|i32|i64|u16|u32|u64|usize|f64|float|Float|Double|Long|str|String|string|number|Duration)[ \t]*=|:=|=>|[:=])(?![=>])[ \t]*(\d[\d_,.]*(?:[ \t]*\*[ \t]*\d[\d_.]*){1,6}|\[[^\]\n]{0,400}\]|"[^"\n]{0,300}"|'[^'\n]{0,300}'|[^\s,;{}\])#]{1,120})/g;
const OPENER = /^([ \t]*)(?:-[ \t]+)?["']?([A-Za-z_@$][\w.@$/-]{0,80})["']?[ \t]*(?:[:=][ \t]*)?(?:\{|\[)?[ \t]*$/;
const SECTION = /^[ \t]*\[{1,2}([^\]\n]{1,80})\]{1,2}[ \t]*$/;
const ITEM = /^([ \t]*)-[ \t]+["']?([^"'#\n]{1,200}?)["']?[ \t]*$/;
const SPACE = /^[ \t]*([A-Za-z][\w-]{1,40})[ \t]+([^\s#;{=:][^#;{\n]{0,160}?)[ \t]*;?[ \t]*$/;

function unq(v: string): string {
  return v.trim().replace(/^["'`]|["'`]$/g, '').trim();
}

/** Key-value pairs and lists of a config text, each under its parent chain (YAML indentation, TOML/INI sections, JSON braces). */
function parse(text: string, path: string): Parsed {
  const pairs = new Map<string, Pair>();
  const lists = new Map<string, { items: Set<string>; ctx: string }>();
  const stack: { indent: number; key: string }[] = [];
  let section = '';
  const spaceFile = SPACE_FILE.test(path);
  const lines = text.split('\n').slice(0, 3000);
  for (const raw of lines) {
    const line = raw.length > 600 ? raw.slice(0, 600) : raw;
    if (!line.trim() || /^\s*(?:#|\/\/|;|--\s|\/\*|\*)/.test(line)) continue;
    const indent = (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '  ').length;
    const sec = SECTION.exec(line);
    if (sec && !/[=:]/.test(sec[1] as string)) {
      section = (sec[1] as string).trim().toLowerCase();
      stack.length = 0;
      continue;
    }
    const item = ITEM.exec(line);
    // A `- item` line belongs to the key above it (same or lower indentation); other lines close deeper keys.
    while (stack.length && ((stack[stack.length - 1] as { indent: number }).indent > indent || (!item && (stack[stack.length - 1] as { indent: number }).indent === indent))) stack.pop();
    const chain = [section, ...stack.map((s) => s.key)].filter(Boolean).join('.');
    if (item && !/:[ \t]+\S|:[ \t]*$|^[\w.-]+[ \t]*=/.test(item[2] as string)) {
      const k = chain || '_';
      const l = lists.get(k.toLowerCase()) ?? { items: new Set<string>(), ctx: `${path} ${k}` };
      l.items.add(unq(item[2] as string).toLowerCase());
      lists.set(k.toLowerCase(), l);
      continue;
    }
    const open = OPENER.exec(line);
    if (open && !/^\s*[}\]]/.test(line)) {
      stack.push({ indent, key: open[2] as string });
      continue;
    }
    // XML settings written as attributes: `<add key="RequireHttps" value="true" />`, `<property name="x" value="y"/>`.
    const xml = /<(?:add|property|setting|entry|param)\s+(?:key|name)\s*=\s*"([^"]{1,80})"\s+value\s*=\s*"([^"]{0,200})"/i.exec(line);
    if (xml) {
      const full = chain ? `${chain}.${xml[1] as string}` : (xml[1] as string);
      pairs.set(full.toLowerCase(), { key: full, name: xml[1] as string, value: xml[2] as string, ctx: full });
      continue;
    }
    // Settings given by a call: PHP `define('ENFORCE_2FA', true)`, `config.set("x", false)`, `setdefault("X", "0")`.
    const call = /\b(?:define|set|setdefault|put|setProperty|setBoolean|setInt)\(\s*['"]([\w.-]{1,80})['"]\s*,\s*['"]?([^'"),]{1,60})['"]?\s*\)/.exec(line);
    if (call) {
      const full = chain ? `${chain}.${call[1] as string}` : (call[1] as string);
      pairs.set(full.toLowerCase(), { key: full, name: call[1] as string, value: (call[2] as string).trim(), ctx: full });
      continue;
    }
    // HCL blocks named by a quoted label: `variable "enable_waf" {`, `listener "tcp" {`.
    const hcl = /^([ \t]*)[a-z_]+(?:[ \t]+"[^"\n]{1,60}")?[ \t]+"([^"\n]{1,60})"[ \t]*\{[ \t]*$/.exec(line);
    if (hcl) {
      stack.push({ indent, key: hcl[2] as string });
      continue;
    }
    let any = false;
    for (const m of line.matchAll(PAIR)) {
      any = true;
      const key = m[1] as string;
      const full = chain ? `${chain}.${key}` : key;
      const v = m[2] as string;
      if (v.startsWith('[')) {
        const items = v.slice(1, -1).split(',').map((x) => unq(x).toLowerCase()).filter(Boolean);
        lists.set(full.toLowerCase(), { items: new Set(items), ctx: `${path} ${full}` });
      } else pairs.set(full.toLowerCase(), { key: full, name: key, value: unq(v), ctx: `${full} ${line.length > 200 ? '' : line}` });
    }
    if (!any && spaceFile) {
      const sp = SPACE.exec(line);
      if (sp) {
        const full = chain ? `${chain}.${sp[1] as string}` : (sp[1] as string);
        pairs.set(full.toLowerCase(), { key: full, name: sp[1] as string, value: (sp[2] as string).trim(), ctx: full });
      }
    }
  }
  return { pairs, lists };
}

/** A key's words: camelCase and separators split, lower-cased. */
function words(ctx: string): Set<string> {
  return new Set(ctx.replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z])([A-Z])|([0-9])([A-Z][a-z])/g, '$1$3_$2$4').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
}
const has = (w: Set<string>, re: RegExp): boolean => {
  for (const x of w) if (re.test(x)) return true;
  return false;
};

const AUTH = /^(?:sso|mfa|2fa|otp|totp|auth|authn|authz|authentication|authorization|login|logins|signin|password|passwords|passwd|credentials?|tokens?|oidc|saml|jwt|audience|issuer|sessions?|confirmed|confirmation|verification|captcha|webhooks?|signatures?|signed|lockout|pam|kerberos|ldap)$/;
const ACCESS = /^(?:access|acl|acls|rbac|isolation|permissions?|privileges?|allowlist|whitelist|denylist|blacklist|firewall|cidrs?|ips?|origins?|cors|psa|security|networkpolicy|tenancy|sandbox|seccomp|apparmor|selinux)$/;
const CRYPTO = /^(?:encrypt|encrypted|encryption|tls|ssl|https|hsts|transport|starttls|ciphers?|kms|rotation|certs?|certificates?|httponly|samesite|sslmode|cookies?|mtls)$/;
const AUDIT = /^(?:audit|auditing|auditlog|trail|cloudtrail|accesslog)$/;
const DATA = /^(?:redact|redaction|masking|pii|scrub|scrubbing|anonymize|anonymise|anonymization|sanitize|sanitization|sensitive)$/;
/** Words that make a switch's "on" loosen or protect. */
const PERMIT_WORD = /^(?:allow|allows|allowed|permit|permits|expose|exposed|show|open|trust|exempt|optional|automount|autologin|remember|print|dump|echo|send|return|include|display)$/;
/** A switch named only by what it does to its parent (`sso:\n  enforce:`, `audit:\n  enabled:`). */
/** Things a control protects or carries, not controls themselves. */
const OBJECT_NOUN = /^(?:credentials?|tokens?|sessions?|cookies?|passwords?|passwd|login|logins|signin|webhooks?|signatures?|signed|confirmed|confirmation|audience|issuer|certs?|certificates?|transport|ciphers?)$/;
const GENERIC_SWITCH = /^(?:enabled?|enforced?|enforcing|required?|active|on|status|mode|level|strict|secure|verify|value|state|default|policy|action|effect|setting)$/;
const NEGATOR = /^(?:disable|disabled|skip|no|ignore|without|bypass|off|insecure|unsafe)$/;
const LOOSE_NOUN = /^(?:public|publicly|anonymous|insecure|everyone|plaintext|cleartext|unauthenticated|unverified|unsafe|escalation)$/;
const PROTECT_WORD = /^(?:block|deny|prevent|restrict|restricted|require|required|requires|enforce|enforced|enforcing|verify|validate|check|strict|secure|protect|protection|protected|encrypt|encrypted|redact|mask|masking|scrub|anonymize|anonymise|only|force)$/;
/** Weak sign-in methods: turning one off hardens (`PasswordAuthentication no`, `ChallengeResponseAuthentication no`). */
const WEAK_METHOD = /^(?:password|basic|legacy|ntlm|kbd|interactive|challenge|plaintext|digest)$/;
/** Data that a switch lets out when on (`send_default_pii`, `log_sensitive_data`). */
const DATA_NOUN = /^(?:pii|sensitive|personal|secrets?|bodies|body|payloads?)$/;

/** Does this switch loosen when it is on? Decided by its own name first, then by its parents'. */
function looseWhenOn(lw: Set<string>, kw: Set<string>): boolean {
  for (const w of [lw, kw]) {
    if (has(w, PERMIT_WORD)) return true;
    if (has(w, PROTECT_WORD)) return has(w, NEGATOR);
    if (has(w, LOOSE_NOUN)) return !has(w, NEGATOR);
    if (has(w, NEGATOR)) return true;
  }
  if (has(kw, WEAK_METHOD) && has(kw, /^(?:authentication|auth|login|logins|signin)$/) && !has(kw, /^(?:mfa|2fa|sso|otp|totp)$/)) return true;
  if (has(kw, DATA_NOUN)) return true;
  return false;
}
const STRONG = /^(?:true|yes|on|1|enabled?|required?|enforced?|enforcing|always|strict|deny|block|reject|verify|verify-full|verify-ca|full|mandatory|all)$/i;
const WEAK = /^(?:false|no|off|0|disabled?|none|never|optional|permissive|audit|warn|warning|dryrun|dry-run|detect|detectiononly|log|count|monitor|preferred|prefer|allow|trust|ignore|null|nil)$/i;
const TOOLISH = /^(?:react|typescript|mypy|eslint|lint|linter|markers|types?|typing|compiler|mode|format|prettier|test|tests|warnings?|deprecation|console|debug|verbose|dev|development)$/;

type Cls = 'audit' | 'auth' | 'access' | 'crypto' | 'data' | 'exposure' | 'control' | 'limit' | 'backup';
// (cls-edits22: and the checks a business runs before money or access moves — KYC, AML, fraud and sanctions screening,
// re-authentication, step-up, moderation, malware scanning.)
const CONTROL = /^(?:approver|approvers|approval|approvals|dual|maker|checker|reviewers?|quorum|kyc|aml|fraud|sanctions?|screening|reauth|reauthentication|stepup|moderation|antivirus|malware)$/;
/** Feature and interface words: `new_login_page`, `sso_button_visible`, `password_reset_email` are product switches, not controls. */
const UI_WORD = /^(?:page|pages|button|buttons|ui|ux|banner|screen|view|views|flow|redesign|beta|experiment|widget|theme|color|colour|text|label|labels|visible|visibility|modal|new|email|emails|notification|notifications|reminder|reminders|message|messages|cache|cached|caching|animation|tooltip|icon|link|links|prompt|hint|copy|layout|dark|preview|demo|preload|report|reporting|telemetry|metrics|stats)$/;
/** A block named for development or tests inside a shared file (`development:\n  ssl: false`). */
const DEV_BLOCK = /^(?:development|dev|test|testing|local|sandbox|ci|e2e)$/;

function switchClass(w: Set<string>): Cls | undefined {
  if (has(w, UI_WORD) || has(w, DEV_BLOCK)) return undefined;
  if (has(w, AUDIT)) return 'audit';
  if (has(w, /^(?:show|expose|exposed|print|dump|send|include|return|display)$/) && has(w, DATA_NOUN)) return 'exposure';
  if (has(w, TOOLISH) && !has(w, AUTH) && !has(w, CRYPTO) && !has(w, ACCESS) && !has(w, AUDIT)) return undefined;
  if (has(w, AUTH)) return 'auth';
  if (has(w, CRYPTO)) return 'crypto';
  if (has(w, ACCESS) || (w.has('network') && w.has('policy')) || (w.has('privilege') && w.has('escalation'))) return 'access';
  if (has(w, DATA)) return 'data';
  if (has(w, CONTROL)) return 'control';
  if (has(w, /^(?:show|expose|exposed|print|dump|log|send|include|return|display)$/) && has(w, /^(?:values|secrets?|env|details|sensitive|errors?|stacktraces?|trace|pii|personal|credentials?|passwords?|tokens?|bodies|body|payloads?)$/)) return 'exposure';
  if (has(w, /^(?:ratelimit|ratelimiting|throttle|throttling|lockout|brute|bruteforce)$/) || (w.has('rate') && has(w, /^(?:limit|limits|limiter|limiting)$/))) return 'limit';
  if (has(w, /^(?:backup|backups|snapshot|snapshots|versioning|pitr)$/)) return 'backup';
  if (has(w, /^(?:everyone|anonymous|public|publicly|waf)$/)) return 'access';
  return undefined;
}

const LIMIT_WORD = /^(?:rate|ratelimit|throttle|throttling|burst|quota|rpm|rps|attempts|tries|failed|failure|failures|lockout)$/;
const MONEY_WORD = /^(?:withdrawal|withdrawals|transfer|transfers|refund|refunds|payout|payouts|payment|payments|wire|wires|spend|spending|credit|charge|charges|approval|disbursement)$/;
const NOT_LIMIT = /^(?:timeout|size|mb|gb|kb|bytes|memory|connections|pool|workers|threads|replicas|cache|upload|body|page|batch|retry|retries|backoff|delay|interval|buffer|window)$/;
const LIFE_WORD = /^(?:timeout|ttl|age|lifetime|expiry|expiration|expires|validity|duration|idle)$/;
const LIFE_CTX = /^(?:session|sessions|token|tokens|cookie|password|reset|jwt|refresh|login|auth|otp|link|invite|invitation|remember|idle|access|apikey|key|keys|credential|credentials)$/;
const STRENGTH_WORD = /^(?:rounds|cost|iterations|stretches|length|reuse|history|prevention|complexity|minlength|strength|factor)$/;
const STRENGTH_CTX = /^(?:password|passwords|hash|hashing|bcrypt|pbkdf2|argon2|scrypt|bcrypt_rounds|kdf|devise)$/;
const KEEP_WORD = /^(?:retention|retain|keep|backup|backups|snapshots?)$/;

/** A number with its unit in seconds where it reads as a duration (`8760h`, `30d`, `60 * 60 * 24`, `idle_timeout_minutes: 15`). */
function num(v: string, keyWords: Set<string>): { n: number; secs: number } | undefined {
  const s = unq(v).replace(/[_,](?=\d)/g, '');
  let n: number;
  let unit = '';
  const prod = /^\d+(?:\.\d+)?(?:[ \t]*\*[ \t]*\d+(?:\.\d+)?){1,6}$/.test(s);
  if (prod) n = s.split('*').reduce((a, x) => a * Number(x.trim()), 1);
  else {
    const m = /^(\d+(?:\.\d+)?)[ \t]*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|years?)?$/i.exec(s);
    const ts = /^(\d{1,3})[.:](\d\d):(\d\d)$/.exec(s);
    if (ts) return { n: Number(ts[1]) * 3600 + Number(ts[2]) * 60 + Number(ts[3]), secs: Number(ts[1]) * 3600 + Number(ts[2]) * 60 + Number(ts[3]) };
    if (!m) return undefined;
    n = Number(m[1]);
    unit = (m[2] ?? '').toLowerCase();
  }
  if (!unit) {
    if (has(keyWords, /^(?:ms|millis|milliseconds)$/)) unit = 'ms';
    else if (has(keyWords, /^(?:minutes?|mins?)$/)) unit = 'min';
    else if (has(keyWords, /^(?:hours?|hrs?)$/)) unit = 'h';
    else if (has(keyWords, /^days?$/)) unit = 'd';
    else if (has(keyWords, /^weeks?$/)) unit = 'w';
  }
  const mult = unit === 'ms' ? 0.001 : /^m(?:in|ins|inutes?)?$/.test(unit) ? 60 : /^h/.test(unit) ? 3600 : /^d/.test(unit) ? 86400 : /^w/.test(unit) ? 604800 : /^y/.test(unit) ? 31536000 : 1;
  return Number.isFinite(n) ? { n, secs: n * mult } : undefined;
}

const DAY = 86400;

/** Why a setting moved from `was` (undefined: not shown) to `now` loosens something, or undefined. */
function loosened(key: string, name: string, ctx: string, was: string | undefined, now: string, prodFile: boolean): { reason: string; cls: Cls | 'money' | 'retention' } | undefined {
  const kw = words(key);
  const cw = words(ctx);
  const last = name;
  const lw = words(name);
  const nowL = now.toLowerCase();
  const wasL = was?.toLowerCase();
  // --- switches and modes
  const numberKey = has(kw, LIFE_WORD) || has(kw, STRENGTH_WORD) || has(kw, KEEP_WORD) || has(kw, LIMIT_WORD) || has(kw, MONEY_WORD) || has(kw, /^(?:limit|max|min|cap|threshold|days|hours|minutes|seconds|count|size)$/);
  const isSwitch = !/^\d/.test(nowL) || (!numberKey && (wasL === undefined || /^[01]$/.test(wasL)));
  if (isSwitch && (STRONG.test(nowL) || WEAK.test(nowL)) && (wasL === undefined || STRONG.test(wasL) || WEAK.test(wasL)) && wasL !== nowL) {
    const cls = switchClass(kw);
    // A switch whose own name says nothing of a control (`session:\n  resave:`, `rolling:`) is the parent's tuning.
    const ownSays = switchClass(lw) !== undefined || [...lw].every((x) => GENERIC_SWITCH.test(x) || /^\d+$/.test(x)) || has(lw, PROTECT_WORD) || has(lw, PERMIT_WORD) || has(lw, NEGATOR) || has(lw, LOOSE_NOUN);
    // A switch named only by the thing it carries (`withCredentials`, `token`, `session`) is no control unless its name
    // also says it protects, requires or checks (`verify_webhooks`, `signing_secret_required`).
    const nouns = [...lw].filter((x) => AUTH.test(x) || CRYPTO.test(x));
    const objectOnly = nouns.length > 0 && nouns.every((x) => OBJECT_NOUN.test(x)) && !has(lw, PROTECT_WORD) && ![...lw].some((x) => GENERIC_SWITCH.test(x)) && !has(lw, ACCESS) && !has(lw, AUDIT) && !has(lw, DATA) && !has(lw, CONTROL);
    if (cls && ownSays) {
      const loose = looseWhenOn(lw, kw);
      if (!loose && objectOnly) return undefined;
      // "none"/"never"/"all" on a permissive key: none allowed is strict, always shown is loose.
      const movedLoose = loose ? !(wasL !== undefined && !WEAK.test(wasL)) && /^(?:true|yes|on|1|enabled?|always|all)$/.test(nowL) : (wasL === undefined || STRONG.test(wasL)) && WEAK.test(nowL);
      // Shown without its old value, only a protective switch written off in a file named for production counts.
      if (movedLoose && (wasL !== undefined || (prodFile && !loose))) return { reason: `${last}: ${was ?? '…'} → ${now}`, cls };
    }
    return undefined;
  }
  // --- expiry dates pushed out
  const yNow = /^(\d{4})-\d\d(?:-\d\d)?(?:[T ][\d:.]+Z?)?$/.exec(now);
  if (yNow && has(kw, /^(?:expires|expiry|expiration|expire|until|after|valid)$/)) {
    const yWas = was ? /^(\d{4})-\d\d/.exec(was) : null;
    const pushed = yWas ? Number(yNow[1]) - Number(yWas[1]) >= 5 : Number(yNow[1]) >= 2060;
    if (pushed && (prodFile || has(cw, /^(?:keys?|tokens?|grants?|partners?|certs?|access|credentials?|api|users?|roles?|vendors?)$/))) return { reason: `${last}: ${was ?? '…'} → ${now}`, cls: 'access' };
    return undefined;
  }
  const n = num(now, kw);
  if (!n) return undefined;
  const o = was === undefined ? undefined : num(was, kw);
  if (was !== undefined && !o) return undefined;
  // --- lifetimes of sessions, tokens and links stretched to months
  if (has(kw, LIFE_WORD) && (has(kw, LIFE_CTX) || has(cw, /^(?:session|token|jwt|cookie|password)$/)) && !has(kw, /^(?:cache|lock|lockout|request|http|connect|read|write|db|query|statement|cdn)$/)) {
    const long = /^(?:token|tokens|jwt|refresh|apikey|key|keys|credential|credentials)$/;
    // Refresh and API tokens live long by design: only a year or more counts; a session, cookie or reset link from a month.
    const floor = has(kw, long) && !has(kw, /^(?:idle|session|sessions|cookie|reset|otp|link)$/) ? 365 * DAY : 30 * DAY;
    if (has(kw, DEV_BLOCK)) return undefined;
    if (o ? n.secs >= floor && n.secs >= 4 * o.secs : n.secs >= floor) return { reason: `${last}: ${was ?? '…'} → ${now}`, cls: 'auth' };
    return undefined;
  }
  // --- lockout time cut to nothing
  if (o && kw.has('lockout') && has(kw, /^(?:time|span|timespan|duration|period|seconds|minutes)$/)) {
    if (n.secs * 10 <= o.secs) return { reason: `${last}: ${was} → ${now}`, cls: 'auth' };
    return undefined;
  }
  // --- work factors and password rules cut
  if (has(kw, STRENGTH_WORD) && (has(kw, STRENGTH_CTX) || has(cw, STRENGTH_CTX))) {
    // Shown alone: one round, or a password shorter than six characters, is no work factor or rule at all.
    if (o ? o.n > 0 && n.n * 2 <= o.n : n.n <= 1 || (has(kw, /^(?:length|minlength)$/) && n.n < 6)) return { reason: `${last}: ${was ?? '…'} → ${now}`, cls: 'auth' };
    return undefined;
  }
  // --- retention of logs and backups cut
  if (has(kw, KEEP_WORD) && !has(kw, /^(?:connections?|alive|keepalive|cache)$/)) {
    const hrs = (x: { n: number; secs: number }) => (x.secs === x.n && !has(kw, /^(?:seconds?|secs?)$/) ? x.n * DAY : x.secs);
    if (o ? hrs(n) * 2 <= hrs(o) && hrs(n) <= 30 * DAY : prodFile && hrs(n) <= 7 * DAY && n.n > 0) return { reason: `${last}: ${was ?? '…'} → ${now}`, cls: 'retention' };
    return undefined;
  }
  // --- limits on attempts and request rates, and money caps, raised tenfold
  if (o && o.n > 0 && n.n >= 10 * o.n && !has(kw, NOT_LIMIT)) {
    if (has(kw, MONEY_WORD) || (has(cw, MONEY_WORD) && has(kw, /^(?:limit|max|cap|threshold|above|maximum|ceiling|amount)$/))) return { reason: `${last}: ${was} → ${now}`, cls: 'money' };
    // Sign-in attempts and lockouts raised tenfold stop limiting; a request rate only when raised a hundredfold (capacity
    // is raised tenfold in ordinary work).
    const signIn = has(kw, /^(?:attempts|tries|failed|failure|failures|lockout)$/) || has(kw, AUTH) || has(cw, /^(?:logins?|auth|signin|password|otp|lockout)$/);
    const limitKey = has(kw, LIMIT_WORD) || (has(kw, /^(?:limit|max|maximum)$/) && has(cw, LIMIT_WORD));
    if ((limitKey || (has(kw, /^(?:limit|max|maximum)$/) && signIn)) && !has(kw, DEV_BLOCK) && (signIn || n.n >= 100 * o.n)) return { reason: `${last}: ${was} → ${now}`, cls: 'limit' };
  }
  return undefined;
}

const PRIV_ITEM = /^(?:admin|admins|administrator|administrators|owner|owners|superuser|super_?admin|root|cluster-admin|sudo|wheel|roles\/owner|roles\/editor|\*:\*|full_?access|all_?permissions)$/;
const ALL_ITEM = /^(?:\*|everyone|all|allusers|allauthenticatedusers|public|anonymous|anyone|any|0\.0\.0\.0\/0|::\/0|authenticated)$/;
const ROLE_CTX = /^(?:roles?|groups?|members?|permissions?|access|scopes?|grants?|allowed|users|principals?|bindings?|rbac|acl|acls|admins?|teams?)$/;
const OPEN_CTX = /^(?:allow|allowed|redirect|redirects|uris|callbacks|origins?|groups?|members?|principals?|users|roles?|sources?|cidrs?|ips?|hosts|access|acl|acls|readers|viewers|grantees|audience|subjects)$/;
const BYPASS_CTX = /^(?:bypass|exempt|exemptions?|exceptions?|skip|excluded|exclusions?|trusted|allowlist|whitelist|safelist)$/;
const BYPASS_OF = /^(?:sso|mfa|2fa|otp|auth|authentication|login|audit|waf|firewall|ratelimit|rate|captcha|security|verification|kyc|fraud|lockout|scan|scanning|ip|ips|cidr|cidrs)$/;
const DENY_CTX = /^(?:deny|denied|denylist|blocklist|blacklist|blocked|banned|disallow|disallowed|forbidden|restricted|sanctioned|embargoed)$/;

/** Lines that restrict who gets in; taking one out with none of its kind left opens what it guarded. */
const RESTRICT: [RegExp, string][] = [
  [/^\s*deny\s+(?:all|[\d.:a-f]+(?:\/\d+)?)\s*(?:;|$)/im, 'deny'],
  [/^\s*Require\s+(?:ip|host|not|all\s+denied|group|ldap-\w+)\b/im, 'Require'],
  [/^\s*(?:Allow|Deny)(?:Users|Groups)\b/im, 'AllowUsers'],
  [/^\s*rename-command\s+\w+\s+["']{2}/im, 'rename-command'],
  [/^\s*(?:respond|abort|error)\s+@\w+(?:\s+(?:40[13]|"[^"\n]*"\s+40[13]))?\s*$/im, 'respond'],
  [/\bnot\s+remote_ip\b|^\s*remote_ip\s/im, 'remote_ip'],
  [/["']?Effect["']?\s*[:=]\s*["']Deny["']/i, 'Effect Deny'],
  [/whitelist-source-range|allowlist-source-range|loadBalancerSourceRanges|authorized_networks|master_authorized_networks|ip_?restrictions?/i, 'source-range'],
  [/^\s*Deny\s+from\s+\S/im, 'Deny from'],
  [/^\s*http-request\s+deny\b/im, 'http-request deny'],
  [/^\s*(?:acl\s+\S+\s+src\s|tcp-request\s+connection\s+reject)/im, 'acl src'],
];

/** Realtime Database rules in JSON: `".read": true`. */
const RTDB_OPEN = /["']\.(?:read|write)["']\s*:\s*(?:true|["']true["'])/;
const FIREBASE_OPEN = /\ballow\s+(?:read|write|get|list|create|update|delete)(?:\s*,\s*(?:read|write|get|list|create|update|delete))*\s*(?::\s*if\s+true\s*;|;)/i;
const RLS_TRUE = /\b(?:create|alter)\s+policy\b[^;]{0,300}?\b(?:using|with\s+check)\s*\(\s*true\s*\)/i;
const RLS_PUBLIC_TABLE = /\bon\s+(?:[\w"]+\.)?"?(?:products?|posts?|articles?|categories|tags|pages|plans|prices|countries|faqs?|docs|blog\w*|catalog\w*|public_\w+)"?\s+(?:as\s+\w+\s+)?for\s+select\b/i;

export function edits21Effects(v: EditView): Finding[] {
  const { path, old, oldLive, contentLive, removed } = v;
  if (!path || /\.(?:md|mdx|rst|adoc|txt)$/i.test(path) || notDeployed(path) || TOOL_CONFIG.test(path) || /\.(?:example|sample|template|dist)$/i.test(path) || /(?:^|[\\/])(?:emulator|mocks?|stubs?|examples?|samples?|seeds?|factories)[\\/]|(?:^|[\\/])seeds?\.\w+$/i.test(path)) return [];
  const dev = detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:debug|local|dev|development|sandbox)[\\/]|[-_.](?:dev|development|local|test)\.\w+$|docker-compose\.override\.ya?ml$|(?:^|[\\/])\.env\.(?:dev\w*|local|test)$/i.test(path);
  if (dev) return [];
  const { out, where, env, hadOld } = editFrame(path, old, false);
  const prodFile = env === 'prod' || /(?:^|[\\/._-])(?:prod|production|live|prd)(?:[\\/._-]|$)/i.test(path);
  const seen = new Set<string>();
  const push = (reason: string, cls: string): void => {
    if (seen.has(cls) || out.length >= 3) return;
    seen.add(cls);
    const r = `${reason} in ${where}`;
    out.push(cls === 'audit' ? Object.assign(ladder('forbidden', 'dangerous', 'destructive', r), { env, unknown: 'dangerous' as const }) : Object.assign(ladder('dangerous', 'dangerous', 'destructive', r), { env }));
  };
  const code = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|kts|cs|php|rs|swift|scala)$/i.test(path);
  const now = parse(contentLive, path);
  const before = hadOld ? parse(oldLive, path) : undefined;

  // --- settings moved the loose way (against the old value; a value shown alone only where it can only loosen)
  for (const [k, p] of now.pairs) {
    const was = before?.pairs.get(k);
    if (hadOld && !was) {
      // A key added by the edit: judged by its value alone, as a set-only edit is.
      const r = loosened(p.key, p.name, p.ctx, undefined, p.value, prodFile);
      if (r && r.cls !== 'retention' && !code) push(`writes a setting that loosens ${label(r.cls)} (${snippet(r.reason, 60)})`, r.cls);
      continue;
    }
    if (was && was.value === p.value) continue;
    if (!hadOld && code) continue;
    // A listener moved from loopback to every interface (`address: 127.0.0.1 → 0.0.0.0`), a Service given an outside address.
    if (was && !code) {
      const aw = words(p.name);
      if (has(aw, /^(?:address|addresses|bind|host|listen|interface|ip)$/) && /^(?:127\.0\.0\.1|localhost|::1|\[::1\])$/i.test(was.value) && /^(?:0\.0\.0\.0|\*|::|\[::\]|0)$/.test(p.value)) push(`moves a listener from this machine to every interface (${snippet(`${p.name}: ${was.value} → ${p.value}`, 50)})`, 'exposure');
      if (/^type$/i.test(p.name) && /^ClusterIP$/.test(was.value) && /^(?:LoadBalancer|NodePort)$/.test(p.value)) push(`gives a Service an outside address (${snippet(`type: ${was.value} → ${p.value}`, 50)})`, 'exposure');
    }
    // A bypass or exemption list written as one value (`SSO_BYPASS_USERS=a@x,b@y`): a name it did not hold before.
    const bw = words(p.key);
    if (has(bw, BYPASS_CTX) && has(bw, BYPASS_OF) && !code) {
      const had = new Set((was?.value ?? '').toLowerCase().split(/[,;\s]+/).filter(Boolean));
      const extra = p.value.toLowerCase().split(/[,;\s]+/).filter((x) => x && !had.has(x) && !/^(?:true|false|none|\[\]|""|'')$/.test(x));
      if (extra.length) push(`adds ${snippet(extra[0] as string, 30)} to a list that skips a control (${snippet(p.name, 40)})`, 'bypass');
    }
    const r = loosened(p.key, p.name, p.ctx, was?.value, p.value, prodFile);
    if (r) push(`${was ? 'loosens' : 'writes a setting that loosens'} ${label(r.cls)} (${snippet(r.reason, 60)})`, r.cls);
  }

  // --- a protective switch that was on taken out of the text, its key nowhere in what is left: judged by what it guarded
  if (before && !code && contentLive.trim()) {
    const left = contentLive.toLowerCase();
    for (const [k, p] of before.pairs) {
      if (now.pairs.has(k) || left.includes(p.name.toLowerCase()) || !STRONG.test(p.value) || /^\d/.test(p.value)) continue;
      const kw = words(p.key);
      const cls = switchClass(kw);
      if (cls && cls !== 'backup' && !looseWhenOn(words(p.name), kw)) {
        push(`removes a protective setting that was on (${snippet(`${p.name}: ${p.value}`, 50)})`, cls);
        break;
      }
    }
  }

  // --- lists: a role list gaining an administrator, an access list gaining everyone, a bypass list gaining anyone,
  // a deny list losing an entry
  for (const [k, l] of now.lists) {
    const prev = before?.lists.get(k);
    if (hadOld && !prev && before?.lists.size) continue;
    const gained = [...l.items].filter((x) => !prev?.items.has(x));
    const w = words(`${l.ctx}`);
    const kw = words(l.ctx.slice(path.length));
    const priv = gained.find((x) => PRIV_ITEM.test(x));
    if (priv && (has(w, ROLE_CTX) || (prev && prev.items.size > 0 && [...prev.items].some((x) => /[:/]|read|write|view|edit/.test(x))))) push(`adds ${snippet(priv, 20)} to a role or permission list (${snippet(k, 40)})`, 'priv');
    const all = gained.find((x) => ALL_ITEM.test(x));
    if (all && has(kw, OPEN_CTX) && !has(kw, DENY_CTX)) push(`opens an access list to everyone (${snippet(k, 40)}: ${snippet(all, 20)})`, 'open');
    if (prev && gained.length && has(kw, BYPASS_CTX) && (has(kw, BYPASS_OF) || has(w, BYPASS_OF))) push(`adds ${snippet(gained[0] as string, 30)} to a list that skips a control (${snippet(k, 40)})`, 'bypass');
    // A network policy rule whose `from` list is emptied admits every source (Kubernetes reads no peers as all peers).
    if (hadOld && l.items.size === 0 && /(?:^|\.)from$/.test(k) && /network_?policy|netpol/i.test(`${path} ${k} ${oldLive.slice(0, 2000)}`.replace(/([a-z])([A-Z])/g, '$1_$2')) && /^\s*(?:-\s*)?from\s*:\s*$/m.test(oldLive)) push(`empties a network policy's sources, admitting every one (${snippet(k, 40)})`, 'open');
    // A published port bound to loopback (`127.0.0.1:5432:5432`) now published on every interface (`5432:5432`).
    if (prev) {
      const open = gained.find((x) => /^(?:0\.0\.0\.0:)?\d{2,5}:\d{2,5}(?:\/\w+)?$/.test(x) && [...prev.items].some((y) => y === `127.0.0.1:${x.replace(/^0\.0\.0\.0:/, '')}` || y === `localhost:${x.replace(/^0\.0\.0\.0:/, '')}`));
      if (open) push(`publishes a port on every interface that was kept to this machine (${snippet(open, 20)})`, 'exposure');
    }
    const weakAlg = has(kw, /^(?:algorithms?|algs?|ciphers?|protocols?|signing|hashes)$/) ? gained.find((x) => /^(?:none|null|rc4|des|3des|md5|sslv[23]|tlsv1(?:\.[01])?|export|anull|enull)$/.test(x)) : undefined;
    if (weakAlg) push(`lets a weak or no algorithm in (${snippet(k, 40)}: ${snippet(weakAlg, 12)})`, 'crypto');
    if (prev && has(kw, DENY_CTX)) {
      const lost = [...prev.items].find((x) => !l.items.has(x));
      if (lost) push(`takes ${snippet(lost, 30)} off a deny list (${snippet(k, 40)})`, 'deny');
    }
  }
  if (before) {
    for (const [k, prev] of before.lists) {
      if (now.lists.has(k) || !has(words(k), DENY_CTX) || !hadOld) continue;
      // The whole deny list gone from the edited text while its key stays (emptied to `[]` or no items).
      if (new RegExp(`${k.replace(/^.*\./, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:=]\\s*(?:\\[\\s*\\]|\\{\\s*\\}|$)`, 'im').test(contentLive) && prev.items.size) push(`empties a deny list (${snippet(k, 40)})`, 'deny');
    }
  }

  // --- a restricting line taken out, with none of its kind left
  if (hadOld && removed && !code) {
    for (const [re, kind] of RESTRICT) {
      const g = re.exec(removed);
      if (g && !re.test(contentLive)) {
        push(`removes a line that restricted access (${snippet(g[0].trim(), 50)}; ${kind})`, 'restrict');
        break;
      }
    }
  }

  // --- pg_hba: a connection line no longer requiring TLS
  if (hadOld && /pg_hba/i.test(path)) {
    const ssl = [...oldLive.matchAll(/^hostssl[ \t]+(\S+[ \t]+\S+[ \t]+\S+)/gm)].map((m) => (m[1] as string).replace(/[ \t]+/g, ' '));
    for (const m of contentLive.matchAll(/^host[ \t]+(\S+[ \t]+\S+[ \t]+\S+)/gm)) {
      if (ssl.includes((m[1] as string).replace(/[ \t]+/g, ' '))) {
        push(`stops requiring TLS for database connections (${snippet(m[0], 50)})`, 'crypto');
        break;
      }
    }
  }

  // --- Firebase/Firestore/Storage rules letting anyone in; Postgres RLS policies that pass every row
  const fb = /\.rules$|firestore|firebase|storage\.rules|database\.rules/i.test(path) || /\bservice\s+(?:cloud\.firestore|firebase\.storage)\b/.test(contentLive) ? FIREBASE_OPEN.exec(contentLive) : null;
  if (fb && !(hadOld && FIREBASE_OPEN.test(oldLive))) push(`lets anyone read or write the data (${snippet(fb[0], 40)})`, 'open');
  const rtdb = /rules/i.test(path) && /\.json$/i.test(path) ? RTDB_OPEN.exec(contentLive) : null;
  if (rtdb && !(hadOld && RTDB_OPEN.test(oldLive))) push(`lets anyone read or write the data (${snippet(rtdb[0], 40)})`, 'open');
  const rls = RLS_TRUE.exec(contentLive);
  if (rls && !RLS_PUBLIC_TABLE.test(rls[0]) && !(hadOld && RLS_TRUE.test(oldLive))) push(`makes a row-level security policy pass every row (${snippet(rls[0], 60)})`, 'rls');

  // --- sudo rules: no password asked, or a command-restricted rule widened to every command
  if (/sudoers/i.test(path)) {
    const noauth = /^\s*Defaults\s*:\s*[\w%,-]+\s+[^\n]*!authenticate\b|^\s*Defaults\s+[^\n]*!authenticate\b/m.exec(contentLive);
    if (noauth && !(hadOld && oldLive.includes(noauth[0].trim()))) push(`lets sudo run without a password (${snippet(noauth[0].trim(), 40)})`, 'sudo');
    const wide = /^\s*(%?[\w.-]+)\s+ALL\s*=\s*\(\s*ALL(?:\s*:\s*ALL)?\s*\)\s*(?:NOPASSWD:\s*)?ALL\s*$/m.exec(contentLive);
    if (wide && !/^(?:root|%sudo|%wheel|%admin)$/.test(wide[1] as string) && hadOld && !oldLive.includes(wide[0].trim())) push(`widens a sudo rule to every command (${snippet(wide[0].trim(), 40)})`, 'sudo');
  }
  return out;
}

function label(cls: string): string {
  return ({ backup: 'backups', control: 'a required approval', audit: 'audit logging', auth: 'authentication', access: 'access control', crypto: 'encryption or TLS', data: 'data protection', exposure: 'what is exposed', limit: 'a security limit', money: 'a money limit', retention: 'retention' } as Record<string, string>)[cls] ?? cls;
}

// --- told in words -------------------------------------------------------------------------------------------------

const SAID_FILE = /(?:^|[\s`'"(])((?:[\w.~-]*\/)*(?:[\w-]+(?:\.[\w-]+)*\.(?:ya?ml|json|toml|ini|env|tf|tfvars|py|js|ts|go|rb|java|kt|cs|php|conf|cfg|xml|properties|hcl|rules)|\.env(?:\.[\w-]+)?|sshd_config|pg_hba\.conf|Caddyfile|sudoers))(?=[\s`'",;:)]|\.(?:\s|$)|$)/;
/** "Add X to the SSO bypass list" / "exempt X from MFA" — a person or address put on a list that skips a control. */
const SAID_BYPASS = /\b(?:add|put|include|append|whitelist|allowlist)\s+(.{1,80}?)\s+(?:to|on|in(?:to)?)\s+(?:the\s+)?((?:[\w-]+\s+){0,3}?(?:bypass|exempt(?:ion)?s?|exceptions?|skip|allow-?list|whitelist|trusted)(?:\s+(?:list|group|users|emails|set))?)\b/i;
/** "Give X the owner/admin role" in a named file. */
const SAID_ROLE = /\b(?:give|grant|assign|add)\s+(.{1,80}?)\s+(?:the\s+)?(owner|admin(?:istrator)?|superuser|super[\s_-]?admin|cluster-admin)\s+(?:role|rights|access|permissions?)\b|\b(?:make|add)\s+(.{1,80}?)\s+(?:an?\s+)?(owner|admin(?:istrator)?|superuser)\b/i;
/** "Remove the `deny all;` line from <file>" — a quoted line taken out. */
const SAID_REMOVE_LINE = /\b(?:remove|delete|drop|take\s+out|comment\s+out|strip)\s+(?:the\s+)?`([^`\n]{2,120})`/i;
/** "Extend/push the expiry of X in <file> to 2099" / "set … expiry to 2099". */
const SAID_EXPIRY = /\b(?:expiry|expiration|expires?|valid(?:ity)?\s+until)\b(?:[^.\n]|\.(?=\S)){0,100}?\bto\s+(\d{4})\b/i;
/** "Change/set/raise the <words> (in <file>) (from A) to N <unit>" for lifetimes, limits and retention. */
const SAID_NUMBER = /\b(?:change|set|raise|bump|increase|lift|extend|lower|reduce|cut|drop|shorten)\s+(?:the\s+)?((?:[\w-]+\s+){0,5}?(?:timeout|ttl|lifetime|age|expiry|expiration|validity|duration|limit|cap|threshold|retention|attempts|tries|quota|burst|length|rounds|cost|iterations|history))\b(?:[^.\n]|\.(?=\S)){0,100}?(?:\bfrom\s+([\d_,.]+)\s*(?:[a-z]+\s+)?)?\bto\s+([\d_,.]+)\s*(seconds?|minutes?|mins?|hours?|days?|weeks?|months?|years?|requests?(?:\s+per\s+\w+)?|attempts?)?/i;

export function saidEdits21(text: string, judge: (path: string, old: string, content: string) => Finding[]): Finding[] {
  const t = text.trim().replace(/^\[[a-z]{2,3}\]\s*/, '');
  if (t.length > 500 || /\?\s*$/.test(t) || /^(?:explain|why|what|how|should|does|is|can|could|would|do\s+not|don't|never|review|check)\b/i.test(t)) return [];
  const liveWords = /\b(?:prod(?:uction)?|live)\b/i.test(t);
  const fileM = SAID_FILE.exec(t);
  const place = (p: string) => (liveWords && detectEnv(p).env === 'unknown' && !/^[\\/~]/.test(p) ? `prod/${p}` : p);
  const path = fileM ? place(fileM[1] as string) : liveWords ? 'prod/config/settings.yaml' : 'config/settings.yaml';
  const bypass = SAID_BYPASS.exec(t);
  if (bypass) {
    const key = (bypass[2] as string).toLowerCase().trim().replace(/\s+(?:list|group|users|emails|set)$/, '').replace(/[\s-]+/g, '_');
    const who = (bypass[1] as string).replace(/^the\s+/i, '').replace(/[`'"]/g, '').trim();
    const found = judge(path, `${key}:\n  - breakglass@example.com\n`, `${key}:\n  - breakglass@example.com\n  - ${who}\n`);
    if (found.length) return found;
  }
  const role = fileM ? SAID_ROLE.exec(t) : null;
  if (role) {
    const r = ((role[2] ?? role[4]) as string).toLowerCase().replace(/istrator$/, '').replace(/[\s-]+/g, '_');
    const found = judge(path, 'roles:\n  - viewer\n', `roles:\n  - viewer\n  - ${r === 'super_admin' ? 'superuser' : r}\n`);
    if (found.length) return found;
  }
  const line = fileM ? SAID_REMOVE_LINE.exec(t) : null;
  if (line) {
    const found = judge(path, `${line[1]}\n`, '');
    if (found.length) return found;
  }
  // A quoted rule that passes everyone put into a named file ("make the RLS policy on invoices use `using (true)`").
  const openRule = fileM ? /`([^`\n]{0,120}\b(?:using|with\s+check)\s*\(\s*true\s*\)[^`\n]{0,40})`/i.exec(t) : null;
  if (openRule) {
    const table = /\bon\s+(?:the\s+)?([\w.]+)(?:\s+table)?\b/i.exec(t.replace(openRule[0], ' '))?.[1] ?? 'records';
    const found = judge(path, '', /\bpolicy\b/i.test(openRule[1] as string) ? `${openRule[1]}\n` : `create policy "said" on ${table} ${openRule[1]};\n`);
    if (found.length) return found;
  }
  const exp = SAID_EXPIRY.exec(t);
  if (exp && (fileM || liveWords)) {
    const found = judge(path, '', `expires: ${exp[1]}-12-31\n`);
    if (found.length) return found;
  }
  const nm = SAID_NUMBER.exec(t);
  if (nm && (fileM || liveWords)) {
    const key = (nm[1] as string).toLowerCase().trim().replace(/\b(?:the|of|for|our|api)\b\s*/g, '').replace(/[\s-]+/g, '_');
    const unit = (nm[4] ?? '').toLowerCase();
    const u = /^sec/.test(unit) ? 's' : /^min/.test(unit) ? 'm' : /^hour/.test(unit) ? 'h' : /^day/.test(unit) ? 'd' : /^week/.test(unit) ? 'w' : /^month/.test(unit) ? 'MO' : /^year/.test(unit) ? 'y' : '';
    const val = (x: string) => {
      const n = x.replace(/[_,]/g, '');
      return u === 'MO' ? `${Number(n) * 30}d` : `${n}${u}`;
    };
    const from = nm[2] ? val(nm[2] as string) : undefined;
    const found = judge(path, from ? `${key}: ${from}\n` : '', `${key}: ${val(nm[3] as string)}\n`);
    if (found.length) return found;
  }
  return [];
}
