// Judging by meaning: every surface (an MCP tool call, an SDK method, an
// HTTP request, an unfamiliar CLI's subcommand, a GUI step or a sentence in
// any language) is reduced to the same Act — a verb class, an object class,
// a scope, the audience, the money involved and a few modifiers — and this
// one table (LABELS.md) turns it into a finding whose level depends on the
// environment of the target.
import { pathKind } from './context';
import { ladder, type Env, type Finding } from './findings';
import { mentionsPersonalData } from './text/personal';
import { cloudLibraryA25, homeComfortA25, moneyCancelBulkA25, PAYMENT_ORDERS_A25, shopOrdersA25, TAX_FILING_A25 } from './readers/intlA25';
import { gameUnitsEN25, pluralSetEN25 } from './readers/en25';
import type { DangerLevel } from '../../shared/vocabulary';
import { homeApplianceB25 } from './readers/intlB25';

/** (cls-benign20) A virtual phone: an emulator, a simulator, an AVD, Android Studio's Device Manager (virtual devices only), an AVD name. */
/** (cls-plan22) A message to people, scheduled; and an audience of everyone. */
const SCHEDULED_SEND_P22 = /\b(?:e-?mails?|newsletters?|campaigns?|blasts?|sms|texts?|push\s+notifications?|announcements?|messages?)\b/i;
const MASS_AUDIENCE_P22 = /\b(?:all|every|each)\s+(?:of\s+(?:our|the)\s+)?(?:\d[\d,.]*\s*k?\s+)?(?:our\s+)?(?:subscribers?|customers?|users?|members?|contacts?|recipients?|donors?|patients?|students?|employees?|leads?)\b|\b\d[\d,.]*\s*k\s+(?:subscribers?|customers?|users?|contacts?|recipients?)\b/i;
/** (cls-plan22) A whole vault or password manager, or every item or password in one. */
const WHOLE_VAULT_P22 = /\b(?:whole|entire|full|complete|all\s+(?:of\s+)?(?:the|our))\s+(?:[\w-]+\s+){0,3}?(?:vaults?|password\s+managers?|keychains?|keystores?|secrets?\s+stores?)\b|\b(?:every|all)\s+(?:items?|passwords?|secrets?|credentials?|logins?|entries)\s+(?:in|from|of)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:vaults?|password\s+managers?|1password|bitwarden|lastpass|keepass|keychains?)\b|\b(?:1password|bitwarden|lastpass|keepass|dashlane)\s+(?:[\w-]+\s+){0,2}?(?:vaults?|org(?:anization)?\s+vaults?)\b[^.;\n]{0,40}\bto\s+[\w.-]+\.(?:csv|json|txt|xlsx?|1pux)\b/i;
/** (cls-plan22) An age filter on what is deleted: older than N, more than N days old, from before a date. */
const AGE_FILTER_P22 = /\bolder\s+than\s+(?:\d|a\s|an\s|one\s|two\s|three\s|six\s|seven\s|ten\s|twelve\s|thirty\s|ninety\s)|\bmore\s+than\s+\d[\d,]*\s+(?:days?|weeks?|months?|years?)\s+old\b|\b(?:from|dated)\s+before\s+(?:20\d\d|19\d\d|\d{1,2}[/.-])/i;
/** (cls-plan22) Every user or account of a system (not a team's or a group's). */
const EVERY_USER_P22 = /\b(?:every|all(?:\s+(?:of\s+)?(?:the|our))?|each)\s+(?:(?:active|existing|registered|customer|end|app|platform)\s+)?(?:users?|accounts?|user\s+accounts?|customers?|members?|logins?)\b(?![\s-]+(?:workspace|org|organi[sz]ation|tenant|group|team|project|database|data|record|config|setting|sso|domain|site|store)s?\b)(?!\s+(?:under|who|that|whose|with|without|matching|except|from|of\s+the|on\s+the|in\s+(?!prod\w*\b|production\b|live\b|(?:the\s+)?(?:app|system|platform|product|tenant|org|organi[sz]ation|company)\b)))|\beveryone\b(?!\s+(?:under|who|that|whose|with|without|in\s+the\s+(?!app|system|platform|company)))/i;
/** (cls-plan22) An old copy restored over the live, current or production store itself. */
const RESTORE_OVER_LIVE_P22 = /\b(?:over|on\s+top\s+of|onto|overwriting|replacing)\s+(?:the\s+)?(?:live|current|running)\b(?:\s+(?:one|database|db|data|cluster|instance|copy))?/i;
const VIRTUAL_DEVICE_B20 = /\b(?:emulators?|simulators?|avds?|virtual\s+devices?|device\s+manager|genymotion)\b|\b[\w-]+_API_\d{2}\b|\bemulator-\d{4}\b/i;

export type Verb =
  | 'read' | 'search' | 'explain' | 'plan' | 'test' | 'dryrun' | 'draft' | 'input'
  | 'create' | 'update' | 'overwrite' | 'move' | 'rename' | 'install' | 'backup' | 'restore' | 'import' | 'sync' | 'migrate'
  | 'delete' | 'empty' | 'wipe' | 'uninstall'
  | 'send' | 'share' | 'publish' | 'upload' | 'export'
  | 'pay' | 'refund' | 'charge' | 'price'
  | 'grant' | 'revoke' | 'suspend' | 'disable' | 'enable' | 'weaken' | 'expose' | 'reset'
  | 'deploy' | 'rollback' | 'restart' | 'stop' | 'scale' | 'run' | 'schedule'
  | 'merge' | 'push' | 'commit' | 'archive' | 'cancel' | 'close' | 'approve'
  | 'exec_remote' | 'preapprove' | 'cleanup' | 'anyhow' | 'reduce';

/** (cls-en22) Passwords or second factors reset for every person (every user, all users, everyone, all employees). */
const RESET_EVERYONE_EN22 = /\b(?:passwords?|mfa|2fa|two-factor|second\s+factors?|authenticators?|credentials?)\b/i;
const RESET_NARROWED_EN22 = /\b(?:under|in|from|of)\s+(?:the\s+)?(?:ou=|[\w-]+\s+(?:group|team|ou|department|office|org\s+unit))|\bwho\b|\bwhose\b|\bthat\s+(?:have|has|haven't|did)|\bflagged\b|\bcompromised\b|\baffected\b|\bexcept\b/i;
/** (cls-plan21) One's own edit or a docs or file change named as what is undone. */
const LOCAL_UNDO_P21 = /\b(?:my|our|the|that|this)\s+(?:last|latest|previous|recent|local|own)?\s*(?:edits?|changes?\s+to\s+[\w./-]+\.\w{1,5}|docs?\s+changes?|readme\s+changes?|typo\s+fix(?:es)?|refactor(?:ing)?|formatting\s+changes?|wording\s+changes?|test\s+changes?)\b/i;
export type Obj =
  | 'regenerable' | 'cache' | 'file' | 'dir' | 'code' | 'doc' | 'draft' | 'home' | 'root' | 'system'
  | 'record' | 'table' | 'database' | 'bucket' | 'queue' | 'index'
  | 'resource' | 'service' | 'container' | 'whole' | 'repo' | 'branch' | 'history'
  | 'backup' | 'log' | 'audit' | 'retention'
  | 'secret' | 'vault' | 'key' | 'security' | 'privilege' | 'account' | 'group'
  | 'money' | 'price' | 'channel' | 'message' | 'device' | 'config' | 'dns' | 'package' | 'release' | 'job' | 'pii' | 'hook' | 'ci'
  | 'unknown';

export type Scope = 'one' | 'some' | 'all';

export const M = {
  PUBLIC: 1 << 0,
  EXTERNAL: 1 << 1,
  NEW_RECIPIENT: 1 << 2,
  SECRET: 1 << 3,
  PII: 1 << 4,
  TEST_MODE: 1 << 5,
  SELF: 1 << 6,
  DRAFT: 1 << 7,
  PERMANENT: 1 << 8,
  FORCE: 1 << 9,
  ROOT: 1 << 10,
  MASS: 1 << 11,
  TEAM: 1 << 12,
  UNCOMMITTED: 1 << 13,
  PUSHED: 1 << 14,
  OLD: 1 << 15,
  ADMIN: 1 << 16,
  NARROW: 1 << 17,
  REMAINS: 1 << 18,
  LIVE: 1 << 19,
  COLLEAGUE: 1 << 20,
  REMOTE: 1 << 21,
  SHARED: 1 << 22,
  NO_CONFIRM: 1 << 23,
  LINK: 1 << 24,
  /** The service is a whole hosted app (a Heroku/Fly/Koyeb app): its config, domains, releases and add-ons go with it. */
  APP: 1 << 25,
  /** The act's settings only turn protections on (MFA enforced, public access blocked, deletion protection, encryption …): rules/switches.ts. */
  PROTECT_ON: 1 << 26,
  /** The DNS object is a whole zone (a hosted or managed zone, a Cloudflare zone), not one record in it. */
  ZONE: 1 << 27,
} as const;

export interface Act {
  verb: Verb;
  obj: Obj;
  scope: Scope;
  /** Bit set of M.* modifiers. */
  mods: number;
  /** Money involved, approximate USD. */
  usd?: number;
  /** How many things, when counted. */
  count?: number;
  /** The environment read from the act's own words or arguments. */
  env?: Env;
  /** Short evidence for the reason. */
  what: string;
}

/** (cls-plan19) A bank, card or brokerage account, or one named by its last digits. */
const BANK_ACCOUNT_19 = /\b(?:checking|savings|current|deposit|brokerage|bank|business\s+banking|money\s+market|credit\s+card|debit\s+card|card)\s+account\b|\baccount\s+(?:ending|ending\s+in|ending\s+with|no\.?|number)\s*[•*x.]*\s*\d{3,4}\b|\bIBAN\b/i;
const has = (a: Act, m: number) => (a.mods & m) !== 0;

/** Groups, roles and policies that carry administrator rights (in any argument text, lower-cased). */
/** Admin or owner rights named (in the languages of the lexicon): taking them away leaves the account. */
const ADMIN_RIGHT = /admin|administr|owner|propriét|propiet|eigentüm|管理|관리자|админ|адмін|yönetici|superuser|sudo/i;
/** Rights and security controls named as what is taken (rights, permissions, roles, 2FA/MFA), in several languages. */
const RIGHT_OR_CONTROL = /\b(?:rights|permissions?|roles?|privileges?|2fa|mfa|two-factor|rechte|berechtigung\w*|droits|derechos|permisos|diritti|permessi|direitos|permissões|rechten|rättigheter|uprawnie\w*|oprávnění|jogosultság\w*|yetki\w*)\b|-rechte\b|права|прав\b|권한|権限|权限|權限|สิทธิ์|2FA|MFA|二要素|双重验证|雙重驗證|2단계/i;
/** One person's devices or sessions as the "all" ("log out alice from all devices", "von allen Geräten abmelden"). */
const ONE_PERSON_ALL_DEVICES = /\ball\s+(?:of\s+)?(?:(?:her|his|their|its|the|my)\s+)?(?:devices|sessions|browsers|machines|computers|phones)\b|allen\s+(?:seinen\s+|ihren\s+)?(?:Geräten|Sitzungen)|tod[oa]s\s+(?:los\s+|las\s+|sus\s+|os\s+|as\s+|seus\s+|suas\s+)?(?:dispositivos|sesiones|sessões)|tous\s+(?:les\s+|ses\s+)?(?:appareils|sessions)|всех\s+(?:своих\s+|его\s+|её\s+)?(?:устройств|сессий)|所有设备|所有裝置|所有設備|すべてのデバイス|全てのデバイス|全デバイス|모든\s*기기/i;
/** Sessions ended or people signed out (cls-api14): they can sign in again. */
const SESSIONS_ENDED = /(?:^|[\s_.-])(?:sessions?|signouts?|sign[\s_-]outs?|logouts?|log[\s_-]outs?)(?:$|[\s_.,)-])/i;
/** Words that make the people many (every user, all employees, everyone). */
const MANY_PEOPLE = /\b(?:users|everyone|everybody|all\s+(?:the\s+)?(?:staff|employees|members|accounts|people)|every\s+(?:user|employee|member|account)|Benutzer|Nutzer|usuarios|utilisateurs|utenti|usuários|gebruikers|пользовател\w*)|ユーザー全員|全ユーザー|所有用户|所有用戶|모든\s*사용자/i;
export const ADMIN_PRINCIPAL = /\b(?:administrators?|admins?|domain admins|enterprise admins|schema admins|global administrator|owners?|root|wheel|sudo(?:ers)?|superusers?|fullcontrol|full_control|full-access|fullaccess|administratoraccess|cluster-admin|roles\/owner|roles\/editor|privileged role administrator|iamfullaccess|poweruseraccess|organization management)\b|"\*"\s*:\s*"\*"|action"?\s*:\s*"\*"/i;

/** LABELS.md "large": money above this (USD) is large. */
export const LARGE_USD = 1000;
/** Very large: with a new recipient it is catastrophic. */
export const HUGE_USD = 10000;
/** Counts of recipients, records or items that make an action bulk or mass. */
export const BULK_COUNT = 20;
export const MASS_COUNT = 100;

/** (cls-benign19) A directory named by its throwaway or test use. */
const SCRATCH_DIR_B19 = /\b(scratch|tmp|temp|temporary|throwaway|test|tests|testing|sandbox|playground)\s+(?:directory|directories|dir|dirs|folder|folders)\b/i;
function out(level: DangerLevel, staging: DangerLevel, dev: DangerLevel, reason: string, a: Act, local = false, unknown?: DangerLevel): Finding {
  const x = ladder(level, staging, dev, reason, local);
  if (unknown) x.unknown = unknown;
  if (a.env) x.env = a.env;
  return x;
}
const fixed = (level: DangerLevel, reason: string, a: Act): Finding => out(level, level, level, reason, a);

const DNS_ZONE = /(?:^|[^a-z])(?:hosted[-_ ]?zones?|managed[-_ ]?zones?|dns[-_ ]?zones?|zones?)(?![a-z])/i;
const DNS_RECORD = /(?:^|[^a-z])(?:dns[-_ ]?records?|records?|record[-_ ]?sets?|rrsets?|recordsets?|a_record|cname|mx)(?![a-z])/i;

/**
 * Data that leaves the company is people's data when what it names is (a bucket, file or list of
 * customers, employees, patients …, in any naming style or language: ./text/personal.ts). Read from
 * the act's own evidence, so every surface that reaches this table gets the same answer.
 */
function withPersonalData(a: Act): Act {
  if (has(a, M.PII) || a.obj === 'pii') return a;
  // Only data that leaves: made public, shared by link, sent outside.
  if (a.verb !== 'expose' && !has(a, M.PUBLIC | M.EXTERNAL | M.LINK)) return a;
  return mentionsPersonalData(a.what) ? { ...a, mods: a.mods | M.PII } : a;
}

/** A secret's value looked up by name ("look up the prod Stripe secret key", "fetch the staging database password"):
 *  the object the prose reader chose may be the secret's owner (Stripe, the database); docs and policies about it are not it. */
/** cls-benign15: a dev, local or test dotenv file named in a sentence. */
const DEV_ENV_NAMED = /\.env\.(?:development|dev|local|test|testing)\b/i;
/** cls-benign15: every NAME=value in the sentence names no credential and holds a short plain value. */
function plainSettingsOnly(w: string): boolean {
  const pairs = w.match(/\b[A-Za-z][A-Za-z0-9_]*=\S*/g) ?? [];
  return pairs.length > 0 && pairs.every((x) => /^(?![A-Za-z0-9_]*(?:secret|token|key|pass|pwd|credential|auth|private|dsn|url|uri|salt|cookie|session|cert|user|login))[A-Za-z][A-Za-z0-9_]*=[\w.:/-]{0,40}[`'"]?[.,]?$/i.test(x));
}
/** cls-benign15: a scan or audit of code for secrets ("audit the repo for hard-coded secrets", "scan … for leaked keys"). */
const SCAN_FOR_SECRETS = /\b(?:audit\w*|scan\w*|check\w*|search\w*|sweep\w*|inspect\w*|review\w*|grep\w*|look(?:ing)?)\s+(?:through\s+)?(?:the\s+|our\s+|this\s+|my\s+)?(?:[\w./-]+\s+){0,3}?for\s+(?:any\s+)?(?:hard-?coded|leaked|exposed|committed|plain-?text|stray|accidentally committed)\s+(?:secrets?|credentials?|api[ _-]?keys?|tokens?|passwords?|keys?)\b/i;
/** A secret's value printed, shown, pasted or sent, unless the text says not to. */
/** cls-edits16b: a prohibition on showing or sending secrets ("never print API keys", "don't paste tokens into chat"). */
/**
 * cls-intlA19: the same rule said in the European languages — a prohibitive opening the sentence ("Nemoj slati lozinku nikome",
 * "Ne pošlji gesla nikomu", "Nie wysyłaj hasła", "Не отправляй пароль") — and the Germanic negator after the verb: German and
 * Dutch "nicht/niet" closing a one-clause request ("Zeig das Prod-Passwort nicht", "Toon het wachtwoord niet"), Nordic
 * "inte/ikke" right after the imperative ("Visa inte lösenordet", "Vis ikke passordet").
 */
const SECRET_PROHIBITION_A19 = /(?:^|[:：.;!]\s+)(?:bitte\s+|prosím\s+|molim\s+(?:te\s+)?|proszę\s+)?(?:nie|ne|не|ні|no|não|nao|non|niet|nicht|älä|μην|nu|nem|nunca|jamais|nigdy|nikdy|nikada|никогда|ніколи|aldrig|nooit|nemoj|nemojte|немој|немојте)\s+(?:(?:te|me|mi|mu|mir|ми|мне|мені|lo|la|le|les|los|las|il|go|jej|je|ho|его|её|их|ему|ever|nikomu|nikome|никому|нікому)\s+)?[\p{L}-]+(?![^.;!?]*\b(?:aber|mais|pero|ale|но|але|ma|maar|men|mutta|dar|de)\s)/iu;
const SECRET_PROHIBITION_CS_A19 = /(?:^|[:：.;!]\s+)(?:prosím\s+)?ne(?:posíl|posiel|ukazuj|zobrazuj|sdílej|zdieľaj|zveřejňuj|zverejňuj|dávej|dávaj|vypisuj)\p{L}*\s/iu;
const SECRET_PROHIBITION_AFTER_A19 = /^\s*[\p{L}-]+\s+(?:(?:inte|ikke|ikkje)\s[^.;!?]*|[^.;!?]{1,80}\s(?:nicht|niet)(?:\s+(?:an|aan|her|vor|mehr|meer|aus|uit|(?:per|in|im|ins|an|auf|über|via|naar|op|met|mit|to|by)\s+[^.;!?]{1,40}))?)\s*[.!]?\s*$/iu;
function secretForbiddenA19(w: string): boolean {
  return SECRET_PROHIBITION_A19.test(w) || SECRET_PROHIBITION_CS_A19.test(w) || SECRET_PROHIBITION_AFTER_A19.test(w);
}
/** (cls-en20) Where a secret is kept asked, its value forbidden after the question ("remind me where we keep the prod db
 * password? don't paste it, just tell me the vault path"): a location, not the secret. */
const SECRET_WHERE_NOT_VALUE_EN20 = /\bwhere\b[^.?!\n]{0,80}\?\s*(?:but\s+|and\s+|please\s+)?(?:don['’]?t|do not|never|no need to)\s+(?:ever\s+)?(?:print|show|echo|paste|display|output|reveal|send|post|share|give|tell)\w*\b/i;
const SECRET_PROHIBITION = /(?:^|[:：.;]\s*|\b(?:remember|note|rule|always)\b[,:]?\s*)(?:you\s+|we\s+|the agent\s+)?(?:never|don['’]?t|do not|must not|mustn['’]?t|should not|shouldn['’]?t|may not)\s+(?:ever\s+)?(?:print|show|echo|log|paste|display|output|reveal|expose|dump|share|post|send|commit|include|put|write|leak|drop|add)\w*\b/i;
/** cls-holes15: values printed or shown, not negated ("print each value", "show me their values", "paste the full values"). */
const SECRET_VALUES_SHOWN = /(?<!\b(?:not|never|without|don't)\s)\b(?:print|show|reveal|display|output|paste|echo|dump|list|give)\w*\s+(?:me\s+|us\s+)?(?:each|every|all|their|the|its|them\s+with\s+their)?\s*(?:full\s+|actual\s+|raw\s+|plain-?text\s+|real\s+)?values?\b/i;
const SECRET_NOUN = /\b(?:secrets?|passwords?|passwd|credentials?|tokens?|api[ _-]?keys?|access[ _-]?keys?|private[ _-]?keys?|secret[ _-]?keys?|live[ _-]?keys?)\b/i;
function valueShown(w: string): boolean {
  for (const m of w.matchAll(/\b(?:print|show|reveal|display|output|paste|send|post|echo|dump|copy|include)\w*\b/gi)) {
    if (!/\b(?:do not|don't|never|without|not)\s+(?:\w+\s+)?$/i.test(w.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0))) return true;
  }
  return false;
}
/** cls-benign15: a profile's status, presence or do-not-disturb. */
const STATUS_ONLY = /status_?(?:text|emoji|expiration)|\bpresence\b|\bset_?status\b|\bdnd\b|do.not.disturb|snooze|\bstatus (?:to|message)\b/i;
const STATUS_NOT_ONLY = /admin|role|owner|password|passwd|email|phone|is_|deactivat|disabl|delet|remov|suspend|\bmfa\b|2fa|permission|billing|plan\b/i;
/** cls-benign15: credentials said to be revoked or expired ("list_revoked_tokens", "expired API keys", "revocation list"). */
const DEAD_SECRET = /(?:^|[^a-z])(?:revoked|expired|revocation)[\s_.-]*(?:api[\s_.-]*|access[\s_.-]*|refresh[\s_.-]*|session[\s_.-]*)?(?:tokens?|keys?|credentials?|certs?|certificates?|secrets?|sessions?|lists?)(?![a-z])/i;
const DEAD_SECRET_G = new RegExp(DEAD_SECRET.source, 'gi');
const SECRET_WORD = /token|key|secret|password|passwd|credential|cert|private/i;
const LOOKED_UP_SECRET = /\b(?:look(?:s|ed|ing)?[ _]up|lookup|fetch(?:es|ed|ing)?|retriev(?:e|es|ed|ing))\s+(?!how\b|what\b|why\b|where\b|when\b|whether\b|if\b)(?:the\s+|our\s+|my\s+|a\s+|its\s+)?(?:[\w.-]+\s+){0,3}?(?:secret(?:\s+key)?|password|passphrase|api[ _-]?(?:key|token)|access[ _-]?(?:key|token)|token|credentials?|private\s+key)s?\b(?!\s+(?:endpoint|docs?|documentation|rotation|policy|policies|format|length|requirements?|field|column|reset))/i;

const SOFT_DELETE_BUILT = /\b(?:implement\w*|add(?:s|ed|ing)?|us(?:e|es|ing)|introduc\w*|switch\w* (?:it |them )?to|mov\w* to|replac\w*(?:[^.;\n]|\.(?=\w)){0,80}?\bwith|support\w*)\s+(?:a\s+|the\s+)?soft[ _-]?delet/i;
const SOFT_DELETE_OFF = /\b(?:disabl\w*|turn\w* off|switch\w* off|remov\w*|without|no longer)\s+(?:the\s+)?soft[ _-]?delet|soft[ _-]?delet\w*\s+(?:off|disabled|false)/i;

/** cls-over16: settings that are no control (display and editor preferences, tests' timeouts and retries, lint rules,
 *  debug logging where the setup is local or dev), and the words that make a switch a control or a live change. */
const PREF_SETTING = /\b(?:dark|light|night)[ -]?mode\b|\b(?:compact|collapsed)\s+(?:sidebar|mode|view|layout)\b|\bsidebar\b|\b(?:display|layout)\s+density\b|\bemoji\b|\bavatars?\b|\bkeyboard shortcuts\b|\blink previews?\b|\bnotification sounds?\b|\b(?:color |colour )?themes?\b|\bfont[ -]?sizes?\b|\bfonts?\b|\banimations?\b|\bautoplay\b|\bminimap\b|\bline[ -]numbers\b|\bword[ -]?wrap\b|\btooltips?\b|\bspell[ -]?check\w*|\bmodo oscuro\b|\bmode sombre\b|dunkelmodus|dark-modus|modalità scura|\bmodo escuro\b|donkere modus|mörkt läge|tumma tila|ciemny motyw|тёмн\S* (?:тем|режим)|темн\S* (?:тем|режим)|ダークモード|深色模式|暗黑模式|다크 ?모드/i;
const TEST_TUNING = /(?:\btimeouts?\b|timeout-\w+|\bretr(?:y|ies)\b)[^.;\n]{0,30}?(?:\btest\w*|\bjest\b|\bvitest\b|\bmocha\b|\bpytest\b|\bspecs?\b|\be2e\b)|(?:\btest\w*|\bjest|\bvitest|\bmocha|\bpytest|\bspecs?|\be2e)[ -]?(?:timeouts?|retr(?:y|ies))\b|\bretries\b[^.;\n]{0,20}\btests?\b/i;
const LINT_RULE = /\b(?:e?s?lint\w*|pylint|rubocop|tslint|stylelint|clippy|flake8|ruff)\b[^.;\n]{0,40}?\b(?:rules?|pravil\w*|regla|règle|regel|regola|regra)\b|\b(?:rules?|pravil\w*|regla|règle|regel|regola|regra)\s+(?:de\s+)?(?:e?s?lint\w*)\b|eslint-regel|\beslint-disable/i;
const DEBUG_LOGGING = /\b(?:debug|verbose|trace)[ -]?(?:logging|logs?|logimine|output|mode)\b|\blogs? (?:de )?(?:débogage|depuración|debug)\b/i;
const LOCAL_SETUP = /\b(?:local(?:ly)?|localhost|dev|development|my (?:machine|laptop)|lokaal\w*|lokal\w*|lokaalse\w*)\b/i;
const CONTROL_OR_LIVE = /\b(?:prod|production|live|staging|all users|every user|everyone|customers?|mfa|2fa|two-factor|auth\w*|ssl|tls|https|firewall|audit\w*|backups?|retention|hooks?|pre-commit|ci|pipelines?|required|status checks?|branch protection|security|passwords?|rate[ -]?limit\w*|csrf|cors|encrypt\w*|waf|sso|login|permissions?)\b/i;
/** cls-over17: a web server's or app's performance setting (compression, HTTP/2, keepalive, sendfile, caching headers). */
const PERF_SETTING = /\b(?:gzip|brotli|compression|http\/?2|http\/?3|keep-?alive|sendfile|tcp_nopush|etags?|minification)\b/i;
const SETTING_OFF_VERBS: ReadonlySet<string> = new Set(['disable', 'stop', 'weaken', 'reduce']);
const SETTING_NOT_OBJ: ReadonlySet<string> = new Set(['audit', 'backup', 'retention', 'privilege', 'secret', 'key', 'money', 'account', 'pii', 'database', 'table', 'bucket', 'record', 'queue', 'whole', 'repo', 'branch', 'history', 'ci', 'hook']);
/** (cls-benign21) Sound and media in an app, a video or a deck (music, sound effects, captions, vibration, confetti): a
 *  preference of what plays, in the languages of the lexicon — "Disable the music in the onboarding video" weakens nothing. */
const MEDIA_SETTING_B21 = /\b(?:(?:background\s+|intro\s+)?music|soundtracks?|sound\s*effects?|sounds?|audio|ringtones?|subtitles?|captions?|closed\s+captions|vibrations?|haptics?|confetti|screensavers?|voice-?overs?|narration|jingles?|Musik|Hintergrundmusik|Untertitel|musique|sous-titres?|música|musica|subtítulos?|legendas?|sottotitoli|muziek|ondertiteling|muzyk[aęi]|музык[ауи])\b|音楽|音乐|音樂|字幕|음악|자막/i;
function settingNotControl(a: Act, w: string): boolean {
  // ("Désactive le mode sombre": a deactivating verb read as access taken counts when a preference or lint rule is named.)
  const deactivated = (a.verb === 'revoke' || a.verb === 'suspend') && (PREF_SETTING.test(w) || LINT_RULE.test(w) || MEDIA_SETTING_B21.test(w));
  if (!(SETTING_OFF_VERBS.has(a.verb) || deactivated) || SETTING_NOT_OBJ.has(a.obj) || a.env === 'prod' || a.env === 'staging' || a.scope === 'all' || has(a, M.MASS)) return false;
  if (CONTROL_OR_LIVE.test(w)) return false;
  if (PREF_SETTING.test(w) || TEST_TUNING.test(w) || LINT_RULE.test(w)) return true;
  if (MEDIA_SETTING_B21.test(w) && (a.obj === 'unknown' || a.obj === 'security' || a.obj === 'config' || a.obj === 'file' || a.obj === 'doc')) return true;
  return DEBUG_LOGGING.test(w) && (a.env === 'dev' || LOCAL_SETUP.test(w));
}

/** (cls-benign21) A second factor assigned, enrolled, registered or required. */
const FACTOR_ADDED_B21 = /\b(?:assign(?:s|ed|ing)?|enrol(?:l|ls|led|ling)?|register(?:s|ed|ing)?|set(?:ting)?\s+up|requir(?:e|es|ed|ing)|enforc(?:e|es|ed|ing))\s+(?:an?\s+|the\s+|my\s+)?(?:virtual\s+|hardware\s+|new\s+)?(?:mfa|2fa|two-factor|second[-\s]factor|phishing-resistant\s+(?:factor|mfa)|security\s+key|passkey|yubikey|totp|authenticator)\b/i;
const FACTOR_REMOVED_B21 = /\b(?:grant\w*|giv(?:e|es|ing)|gave|make\s+\S+\s+(?:an?\s+)?(?:admin|owner)|promot\w*|elevat\w*|remov\w*|disabl\w*|deactivat\w*|delet\w*|reset\w*|bypass\w*|exempt\w*|skip\w*|(?:turn|switch|toggl)\w*\s+off|uncheck\w*|untick\w*|without|no\s+longer|stop\w*|unassign\w*|optional|except)\b/i;
/** (cls-benign22) A notebook's kernel named as what is stopped: "the notebook kernel", "the Jupyter kernel", "my kernel". */
const STOP_KERNEL_B22 = /\b(?:notebook|jupyter|jupyterlab|ipython|python|colab|my|this|the)\s+(?:notebook\s+)?(?:kernel|runtime)s?\b/i;
/** (cls-benign21) A notebook's kernel or runtime. */
const NOTEBOOK_KERNEL_B21 = /\b(?:jupyter|jupyterlab|notebook|ipython|colab|kernel|kernels)\b[^.;\n]{0,40}\b(?:kernel|runtime|restart)|\b(?:restart\w*)\s+(?:the\s+|my\s+|this\s+)?(?:python\s+|notebook\s+|jupyter\s+|ipython\s+)?(?:kernel|runtime)\b/i;
/** (cls-benign21) A trash, recycle bin or deleted-by-mistake named, in the languages of the lexicon. */
const TRASH_B21 = /\b(?:trash|bin|recycle\s+bin|deleted\s+by\s+mistake|accidentally\s+deleted|version\s+history|Papierkorb|corbeille|papelera|lixeira|cestino|prullenbak|kosz)\b|per\s+sbaglio|por\s+error|par\s+erreur|versehentlich|por\s+engano/i;
/** (cls-benign21) What the speaker started or owns, named as what is stopped: a process, job, query, run, session or script. */
const OWN_RUN_B21 = /\b(?:I|I've|I\s+have|I\s+just|we\s+just)\s+(?:just\s+)?(?:started|launched|kicked\s+off|spun\s+up|ran|fired\s+off|began|opened|submitted)\b|\bmy\s+(?:own\s+)?(?:[\w.-]+\s+){0,2}?(?:process(?:es)?|jobs?|runs?|quer(?:y|ies)|scripts?|sessions?|training|experiments?|notebooks?|kernels?|tunnels?|tmux|screen|builds?|workers?|dev\s+server|watchers?|loops?|benchmarks?)\b|\bque\s+(?:j['’]ai|on\s+a)\s+(?:lancé|démarré|ouvert)|\bque\s+(?:yo\s+)?(?:lancé|ejecuté|inicié|arranqué|abrí)\b|\bque\s+(?:eu\s+)?(?:iniciei|rodei|lancei|abri)\b|\bche\s+ho\s+(?:lanciato|avviato)\b|\b(?:den|die|das)\s+ich\s+(?:\S+\s+){0,3}?(?:gestartet|angestoßen|aufgemacht)\b|(?:котор\S+|что)\s+я\s+(?:\S+\s+){0,2}?(?:запустил\S*|начал\S*)|(?:który|którą|które)\s+(?:\S+\s+){0,2}?uruchomił(?:em|am)|(?:私|自分)(?:が|で)(?:起動|実行|開始|立ち上げ)した|我(?:\S{0,12}?)(?:启动|啟動|运行|運行|跑)的/i;
const OWN_RUN_NOT_B21 = /\b(?:prod|production|live|customers?|every|all|everyone|others?|colleagues?|team['’]s|shared)\b|\bprod[\w-]*|本番|生产|生產|producci[oó]n|produ[cç][aã]o|Produktion/i;
const OWN_RUN_OBJ_B21: ReadonlySet<string> = new Set(['service', 'job', 'resource', 'container', 'unknown', 'ci', 'code', 'file', 'device']);
function ownRunB21(a: Act, w: string): boolean {
  return a.env !== 'prod' && a.scope !== 'all' && !has(a, M.MASS) && OWN_RUN_OBJ_B21.has(a.obj) && OWN_RUN_B21.test(w) && !OWN_RUN_NOT_B21.test(w);
}

/** The finding an act amounts to, or null when it says nothing about risk. */
export function judge(act: Act): Finding | null {
  const a = withPersonalData(act);
  const w = a.what;
  const all = a.scope === 'all';
  const some = a.scope === 'some' || (a.count ?? 0) >= BULK_COUNT;
  const mass = has(a, M.MASS) || (a.count ?? 0) >= MASS_COUNT;
  // Soft deletion built into the code ("implement soft delete for the Invoice model", "replace the hard delete in
  // UserService.remove with a soft delete"): a protection added to the app, nothing deleted now.
  if (SOFT_DELETE_BUILT.test(w) && !SOFT_DELETE_OFF.test(w)) return fixed('reversible', `builds soft deletion into the code; nothing is deleted now (${w})`, a);
  // A change whose settings only turn protections on hardens: the direction of the switch, not its words, decides.
  if (has(a, M.PROTECT_ON) && /^(?:update|overwrite|weaken|enable|disable|expose|create|reset)$/.test(a.verb)) return fixed('reversible', `turns a protection on (${w})`, a);
  // (cls-benign21) A second factor assigned, enrolled or required ("Assign an MFA device to my IAM user", "add a rule requiring
  // MFA for admins"): a protection added, nobody's access widened. Taking one away, resetting or exempting keeps its reading.
  if ((a.verb === 'update' || a.verb === 'grant' || a.verb === 'create' || a.verb === 'enable') && FACTOR_ADDED_B21.test(w) && !FACTOR_REMOVED_B21.test(w)) return fixed('reversible', `adds a second factor or requires one; a protection is turned on (${w})`, a);
  // cls-over16: a display or editor preference, a test's timeout or retries, a lint rule, or debug logging on a local or
  // dev setup, turned off or lowered: a setting, not a control (LABELS: the repo's own files stay reversible).
  // (cls-intlA25) A home comfort (the lights, the heating, the TV, music) switched off or on: no control and no data.
  if ((a.verb === 'disable' || a.verb === 'enable' || a.verb === 'stop') && (a.obj === 'unknown' || a.obj === 'device' || a.obj === 'security') && !has(a, M.MASS) && homeComfortA25(w)) return fixed('reversible', `switches a home comfort (lights, heating, music) on or off; no control is weakened (${w})`, a);
  if (settingNotControl(a, w)) return fixed('reversible', `changes a display, editor, test or local debug setting; no control is weakened (${w})`, a);
  // (cls-intlB25) A household appliance switched or set (the lights off, the AC lower): a home comfort setting, no control.
  if (homeApplianceB25(a.verb, a.obj, a.env, w)) return fixed('reversible', `switches or sets a household appliance; no control is weakened (${w})`, a);
  switch (a.verb) {
    case 'read':
    case 'search':
    case 'export': {
      if (a.obj === 'secret' || a.obj === 'vault' || has(a, M.SECRET) || (a.verb === 'search' && LOOKED_UP_SECRET.test(w))) {
        // ("Look up the staging password in 1Password": a secret's value fetched, not text searched for.)
        if (a.verb === 'search' && !LOOKED_UP_SECRET.test(w)) return fixed('safe', `searches for secret-shaped text without printing values (${w})`, a);
        // cls-benign15: "audit the repo for hard-coded secrets", "scan the codebase for leaked API keys and list the file
        // paths": the secrets are what is looked for; only a value printed, shown or sent (not negated) is read.
        if (a.verb !== 'export' && !has(a, M.PUBLIC) && !has(a, M.EXTERNAL) && SCAN_FOR_SECRETS.test(w) && !valueShown(w)) return fixed('safe', `scans for secrets without printing values (${w})`, a);
        // cls-benign15: "list_revoked_tokens", "show the expired API keys": credentials that no longer open anything.
        if (a.verb !== 'export' && !has(a, M.PUBLIC) && !has(a, M.EXTERNAL) && DEAD_SECRET.test(w) && !SECRET_WORD.test(w.replace(DEAD_SECRET_G, ' '))) return fixed('safe', `reads revoked or expired credentials, which open nothing (${w})`, a);
        // cls-edits16b: "never print API keys in the chat, even when debugging", "do not echo secrets into logs": a rule
        // against showing secrets (a stricter note) shows none; "unless/except …" opens a way and is left to the rest.
        if ((SECRET_PROHIBITION.test(w) || secretForbiddenA19(w) || SECRET_WHERE_NOT_VALUE_EN20.test(w)) && !/\b(?:unless|except|but\s+(?:you\s+)?(?:may|can)|other than)\b/i.test(w)) return fixed('safe', `a rule against showing secrets; it reads none (${w})`, a);
        if (has(a, M.PUBLIC)) return fixed('forbidden', `publishes a secret (${w})`, a);
        if (has(a, M.EXTERNAL)) return fixed('dangerous', `sends a secret outside (${w})`, a);
        // cls-intl18c: LABELS: exporting a private key is dangerous, whatever the language ("개인 키를 PEM으로 내보내 줘").
        if ((a.verb === 'export' || /(?:^|[^a-z])export(?:s|ed|ing)?\s|导出|導出|匯出|汇出|エクスポート|書き出|내보내|익스포트/i.test(w)) && PRIVATE_KEY_18C.test(w) && !NEGATED_18C.test(w)) return fixed('dangerous', `exports a private key (${w})`, a);
        // (cls-plan22) A whole vault or password manager exported ("export the whole 1Password Engineering vault to vault.csv",
        // "export every item in the Bitwarden org vault") puts every secret it holds in one plaintext file: many live
        // credentials at once, as exporting a private key is (LABELS: dangerous).
        if (a.verb === 'export' && WHOLE_VAULT_P22.test(w) && !NEGATED_18C.test(w)) return fixed('dangerous', `exports a whole vault of secrets to plaintext (${w})`, a);
        return out('dangerous', 'destructive', 'destructive', `reads a secret value into the transcript (${w})`, a, false, has(a, M.LIVE) ? 'dangerous' : 'destructive');
      }
      if ((a.obj === 'pii' || has(a, M.PII)) && a.verb === 'export') {
        if (has(a, M.PUBLIC)) return fixed('forbidden', `makes personal data public (${w})`, a);
        if (has(a, M.EXTERNAL)) return fixed('dangerous', `copies personal data outside the company's control (${w})`, a);
        return out(all || mass ? 'dangerous' : 'destructive', 'destructive', 'reversible', `exports personal data (${w})`, a);
      }
      if (a.verb === 'export' && (has(a, M.PUBLIC) || has(a, M.EXTERNAL))) return share(a, w);
      // (cls-plan22) The whole vault exported, whichever noun the reader placed first ("every item in the Bitwarden org vault").
      if (a.verb === 'export' && WHOLE_VAULT_P22.test(w) && !NEGATED_18C.test(w)) return fixed('dangerous', `exports a whole vault of secrets to plaintext (${w})`, a);
      // cls-holes15: secrets looked for in a place and their values then printed ("Scan the repo for hard-coded secrets
      // and print each value", "find every API key … and show me their values"): the values enter the transcript.
      if (a.verb !== 'export' && SECRET_NOUN.test(w) && SECRET_VALUES_SHOWN.test(w) && !/\b(?:mask|redact|hash|truncat|obfuscat|censor)\w*|\b(?:first|last)\s+\d+\s+char|\bvalues?\s+(?:of|in)\s+(?:the\s+)?\S+\s+(?:column|field|attribute)/i.test(w)) {
        return out('dangerous', 'destructive', 'destructive', `reads a secret value into the transcript (${w})`, a, false, has(a, M.LIVE) ? 'dangerous' : 'destructive');
      }
      return fixed('safe', `${a.verb === 'search' ? 'searches' : 'reads'} only (${w})`, a);
    }
    case 'explain':
    case 'plan':
    case 'test':
    case 'dryrun':
      return fixed('safe', `${a.verb === 'dryrun' ? 'dry run or preview; nothing is changed' : a.verb === 'test' ? 'runs checks only' : a.verb === 'plan' ? 'plans only; nothing runs' : 'explains only; nothing runs'} (${w})`, a);
    case 'draft':
      return fixed('reversible', `saves a draft; nothing is sent or published (${w})`, a);
    case 'input':
      return fixed('reversible', `types into a form; nothing is submitted (${w})`, a);
    case 'create':
      return create(a, w);
    case 'migrate':
      if (a.obj === 'file' || a.obj === 'code' || a.obj === 'doc') return fixed('reversible', `writes a migration file; nothing is applied (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes a database schema or data (${w})`, a, false, 'destructive');
    case 'update':
    case 'overwrite':
    case 'rename':
    case 'move':
    case 'import':
    case 'sync':
      return update(a, w);
    case 'install':
      if (has(a, M.ROOT) && a.obj === 'system') return out('destructive', 'reversible', 'reversible', `installs software system-wide (${w})`, a, true);
      return fixed('reversible', `installs into the project or user space (${w})`, a);
    case 'backup':
      // A "backup" to someone's own drive, an outside account or a public place is data leaving, not protection.
      if (has(a, M.EXTERNAL) || has(a, M.PUBLIC) || has(a, M.LINK)) return judge({ ...a, verb: 'export' }) as Finding;
      return fixed('reversible', `makes a protective copy (${w})`, a);
    case 'restore':
      // (cls-benign21) One's own draft, page or file brought back from the trash ("restore the page I deleted by mistake from
      // Trash", "la mia bozza, si può recuperare?"): a deletion undone, nothing written over.
      if ((a.obj === 'draft' || has(a, M.DRAFT) || ((a.obj === 'doc' || a.obj === 'file') && TRASH_B21.test(w))) && a.scope !== 'all' && !has(a, M.MASS) && a.env !== 'prod') return fixed('reversible', `brings back a draft or page from the trash; nothing is overwritten (${w})`, a);
      // (cls-plan22) A whole database restored over the live one ("restore … from last night's snapshot over the live one", "on
      // top of the production database") loses every write since the copy: a whole production database is overwritten.
      if (a.obj === 'database' && RESTORE_OVER_LIVE_P22.test(w)) return out('forbidden', 'dangerous', 'destructive', `restores an old copy over the whole live database; every write since is lost (${w})`, a);
      if (a.obj === 'database' || a.obj === 'table' || a.obj === 'bucket') return out('dangerous', 'destructive', 'reversible', `restores over existing data (${w})`, a);
      return out('destructive', 'reversible', 'reversible', `restores data (${w})`, a);
    case 'uninstall':
      // cls-benign14: uninstalling a package (or a version of one) removes it from where it is installed (a dependency,
      // like npm uninstall); unpublishing it from a registry, or uninstalling a deployed release (helm), deletes a release.
      if (a.obj === 'package' || (a.obj === 'release' && !/\breleases?\b/i.test(w))) return out('dangerous', 'destructive', 'destructive', `removes installed software (${w})`, a, false, 'destructive');
      return del(a, w);
    case 'delete':
      return del(a, w);
    case 'empty':
      return empty(a, w);
    case 'wipe':
      // (cls-benign20) A phone emulator or simulator (an Android Virtual Device such as Pixel_7_API_34, "the iOS simulator")
      // is throwaway development state, whatever wipes it.
      if (a.obj === 'device' && VIRTUAL_DEVICE_B20.test(w) && !/\b(?:prod|production|customer|employee|physical|real)\b/i.test(w)) return fixed('reversible', `wipes a local emulator or simulator, rebuilt at will (${w})`, a);
      if (a.obj === 'device' || a.obj === 'root' || a.obj === 'system') return fixed('forbidden', `wipes a whole device or disk (${w})`, a);
      return empty(a, w);
    case 'send':
      return send(a, w);
    case 'share':
    case 'upload':
      return share(a, w);
    case 'publish':
      if (has(a, M.SECRET)) return fixed('forbidden', `publishes a secret (${w})`, a);
      if (a.obj === 'pii' || has(a, M.PII)) return fixed('forbidden', `publishes personal data (${w})`, a);
      if (a.obj === 'package') return out('dangerous', 'dangerous', 'destructive', `publishes a package to a registry its users install from (${w})`, a);
      if (a.obj === 'release') return fixed('destructive', `publishes a release (${w})`, a);
      if (a.obj === 'message' || a.obj === 'doc') return mass ? fixed('dangerous', `publishes to a wide audience (${w})`, a) : fixed('destructive', `publishes content others see (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `makes a change live (${w})`, a);
    case 'pay':
    case 'refund':
    case 'charge':
      return money(a, w);
    case 'price':
      if (has(a, M.TEST_MODE)) return fixed('reversible', `changes test-mode prices (${w})`, a);
      // (cls-en21) "make … free" read as a price, unless the freedom is from something else ("make sure it is free of bugs",
      // "make some disk space free", "free up", "feel free").
      if (FREE_NOT_PRICE_EN21.test(w) && !/\bprices?\b|\bcost/i.test(w)) return fixed('reversible', `nothing priced is made free (${w})`, a);
      if (has(a, M.PERMANENT) && all) return fixed('forbidden', `gives everything away for free (${w})`, a);
      if (all || mass) return out('dangerous', 'destructive', 'reversible', `changes what many customers pay (${w})`, a);
      return out('destructive', 'reversible', 'reversible', `changes one live price (${w})`, a);
    case 'grant':
      return grant(a, w);
    case 'revoke':
    case 'suspend':
      if (a.obj === 'secret' || a.obj === 'key') return out('dangerous', 'destructive', 'destructive', `revokes a credential that systems may depend on (${w})`, a);
      // (A right taken from everyone — "remove admin rights from everyone" — leaves their accounts: many people, not a lock-out.)
      // (One person signed out of all their devices or sessions: the "all" is the devices, not the people.)
      if ((all || some) && ONE_PERSON_ALL_DEVICES.test(w) && !MANY_PEOPLE.test(w)) return out('destructive', 'destructive', 'reversible', `removes one person's access (${w})`, a);
      // (People taken out of a team, group or channel keep their accounts: many people lose that access, nobody is locked out.)
      if ((all || some || mass) && OUT_OF_GROUP.test(w)) return out('dangerous', 'dangerous', 'destructive', `removes many people from a group or team at once (${w})`, a);
      // (A right or a security control taken from every user — "Entziehe allen Benutzern die Admin-Rechte", "ปิด 2FA
      // สำหรับผู้ใช้ทุกคน" — leaves their accounts: the users are whom it is taken from, not what is locked.)
      if (all && (a.obj === 'account' || a.obj === 'unknown') && RIGHT_OR_CONTROL.test(w)) return out('dangerous', 'dangerous', 'destructive', `revokes access for many people at once (${w})`, a);
      // (cls-api14) Everyone signed out or their sessions ended (signout_all_users, revoke_all_sessions, gam all users
      // signout): each can sign in again, so it is many people's access revoked, not every account locked out.
      if (all && SESSIONS_ENDED.test(w) && !/\block/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `signs many people out at once (${w})`, a);
      // (cls-holes15: every TLS certificate revoked — `certbot revoke` in a loop over /etc/letsencrypt/live — breaks the
      // sites they secure until reissued; no account is locked. cls-code15's label: verify.)
      if (all && a.obj === 'unknown' && /\bcertbot\b|\bcert(?:s|ificates?)\b|letsencrypt/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `revokes every TLS certificate at once (${w})`, a);
      if (all && (a.obj === 'account' || (a.obj === 'privilege' && !ADMIN_RIGHT.test(w)) || a.obj === 'group' || a.obj === 'unknown')) return out('forbidden', 'dangerous', 'destructive', `locks every account out at once (${w})`, a);
      if (all || some || mass) return out('dangerous', 'dangerous', 'destructive', `revokes access for many people at once (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `removes one person's access (${w})`, a);
    case 'disable':
    case 'weaken':
      return weaken(a, w);
    case 'expose':
      if (has(a, M.NARROW)) return out('destructive', 'destructive', 'destructive', `opens access to a narrow, named source (${w})`, a);
      if (a.obj === 'pii' || has(a, M.PII)) return fixed('forbidden', `makes personal or customer data public (${w})`, a);
      // (cls-api15) A thing whose name says it holds secrets (a repository called infra-secrets) made public publishes them.
      if (has(a, M.SECRET)) return fixed('forbidden', `publishes what holds secrets (${w})`, a);
      // Opening a port or a network rule to everyone weakens a control (dangerous);
      // making a resource or stored data public (a bucket, a database, files) is forbidden.
      if (a.obj === 'security') return out('dangerous', 'dangerous', 'destructive', `opens a service or port to everyone (${w})`, a);
      // (cls-edits21) A network rule opened to every address in front of a database or service (`0.0.0.0/0`, pg_hba, a
      // security group, a port): the service still asks for its credentials — a control weakened, not its data published.
      if (a.obj !== 'bucket' && (a.obj !== 'file' || /\bpg_hba|\.(?:conf|cnf|cfg)\b|sshd_config|security[\s_-]?group|firewall/i.test(w)) && a.obj !== 'dir' && !has(a, M.PII) && /(?:^|[\s`'"(])(?:0\.0\.0\.0\/0|::\/0)(?=[\s`'",.;:)]|$)|\bpg_hba\b|\bsecurity[\s_-]?group\b|\b(?:every|any)\s+(?:ip|address)/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `opens a service or port to everyone (${w})`, a);
      return out('forbidden', 'dangerous', 'destructive', `exposes a service or data to everyone (${w})`, a, false, 'dangerous');
    case 'enable':
      if (a.obj === 'security' || a.obj === 'audit' || a.obj === 'backup') return fixed('reversible', `turns a protection on (${w})`, a);
      // For every user at once (100 %, everyone, all users): production's configuration changes for all (LABELS: dangerous).
      if (all || has(a, M.MASS) || /\b100\s?%|\beveryone\b|\ball\s+(?:users|customers)\b/i.test(w)) return out('dangerous', 'destructive', 'reversible', `turns a feature on for every user (${w})`, a);
      // cls-over17: a display preference or a web server's performance setting (gzip, brotli, HTTP/2, keepalive) turned
      // on, off production and for no whole audience, changes no access and no data.
      if (a.env !== 'prod' && a.env !== 'staging' && !CONTROL_OR_LIVE.test(w) && (PREF_SETTING.test(w) || PERF_SETTING.test(w))) return fixed('reversible', `turns a display or performance setting on (${w})`, a);
      return out('destructive', 'reversible', 'reversible', `turns a feature on (${w})`, a);
    case 'reset':
      // (cls-en22) Every person's password or second factor reset at once ("Reset the password for every user", a plan headed
      // "For every user in the org:" whose step resets "their password"): everyone is locked out until they recover; a
      // group, an OU or a team named narrows it (dangerous below).
      if ((a.obj === 'security' || a.obj === 'secret' || a.obj === 'account') && (all || mass) && RESET_EVERYONE_EN22.test(a.what ?? w) && /\b(?:every|all|everyone|everybody|each)\b/i.test(a.what ?? w) && !RESET_NARROWED_EN22.test(a.what ?? w) && a.env !== 'dev' && a.env !== 'staging' && !((a.count ?? 0) > 0 && (a.count ?? 0) < BULK_COUNT) && !/\b(?:test|dev|development|sandbox|staging|qa|demo)\b/i.test(a.what ?? w)) return fixed('forbidden', `resets every person's password or second factor at once (${w})`, a);
      // (cls-plan22) Every user's password or second factor reset at once ("Reset the password for every user", "reset MFA
      // for all accounts") locks out the whole user base: one act on every account of the live system.
      if ((a.obj === 'security' || a.obj === 'secret' || a.obj === 'account') && EVERY_USER_P22.test(w)) return out('forbidden', 'dangerous', 'destructive', `resets every user's credentials or second factor at once (${w})`, a);
      if (a.obj === 'security' || a.obj === 'secret' || a.obj === 'account') return out('dangerous', 'dangerous', 'destructive', `resets credentials or second factors (${w})`, a);
      // cls-over15: the project's test fixtures, mocks, stubs or test/seed data put back to their seed ("Reset the test
      // fixtures to the seed data", "Setze die Test-Fixtures zurück"): files of the repo rewritten, an edit its history keeps.
      // (A test database, the codebase, or production keep their reading.)
      if (a.obj === 'code' && TEST_DATA_FILES.test(w) && !/\b(?:codebase|code ?base|repo|repository|database|db)\b/i.test(w)) return out('destructive', 'reversible', 'reversible', `resets the project's test fixtures (${w})`, a, false, 'reversible');
      return empty(a, w);
    case 'deploy':
      if (a.obj === 'container') return out('dangerous', 'destructive', 'destructive', `applies infrastructure changes (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes what runs (${w})`, a);
    case 'rollback':
      // (cls-plan21) An edit, a docs change or a draft undone ("undo my last edit", "revert the docs change", "if the build
      // fails, undo the change to README.md"): the repo's own files put back, nothing that runs changes. Not in production.
      if (a.env !== 'prod' && a.env !== 'staging' && ((a.obj === 'file' || a.obj === 'doc' || a.obj === 'draft' || a.obj === 'code') || (a.obj === 'unknown' && LOCAL_UNDO_P21.test(w))) && !/\b(?:prod\w*|live|deploy\w*|release|migration|schema|database|db|config(?:uration)?|infra\w*|cluster|service)\b/i.test(w)) return fixed('reversible', `undoes a local edit (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes the running version (${w})`, a);
    case 'restart':
      // (cls-benign21) A notebook's kernel or runtime (Jupyter, Colab, an IPython kernel) restarted: the notebook's own
      // process, whatever runs in production keeps running.
      if (NOTEBOOK_KERNEL_B21.test(w) && a.env !== 'prod' && !/\b(?:prod\w*|production|live|shared|team|hosts?|servers?|machines?|nodes?|vms?|box|db|database|linux|os|kexec|[\w-]+-\d+)\b/i.test(w)) return fixed('reversible', `restarts a notebook's kernel or runtime (${w})`, a);
      if (all) return out('dangerous', 'destructive', 'reversible', `restarts a whole fleet (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `restarts a running service (${w})`, a);
    case 'stop':
    case 'scale':
      if (a.obj === 'audit' || a.obj === 'log') return out('forbidden', 'dangerous', 'dangerous', `stops audit or system logging (${w})`, a);
      if (a.obj === 'security') return fixed('dangerous', `stops a security control (${w})`, a);
      if (all) return out('forbidden', 'dangerous', 'destructive', `stops everything at once (${w})`, a);
      // (cls-benign21) A process, job, query or run the speaker started ("the training job I started", "my tmux session",
      // "el proceso que lancé", "den Job, den ich gestartet habe"), off production: one's own work stopped, started again at will.
      if (a.verb === 'stop' && ownRunB21(a, w)) return fixed('reversible', `stops a process or job the user started (${w})`, a);
      // (cls-benign22) A notebook's kernel stopped or killed ("Kill the notebook kernel, it's stuck", "shut down the Jupyter
      // kernel"): the notebook's own process, as its restart is (cls-benign21); a host's kernel and production keep the ladder.
      if (a.verb === 'stop' && STOP_KERNEL_B22.test(w) && a.env !== 'prod' && !/\b(?:prod\w*|production|live|shared|team|all|every|hosts?|servers?|machines?|nodes?|vms?|box|db|database|linux|os|kexec|[\w-]+-\d+)\b/i.test(w)) return fixed('reversible', `stops a notebook's kernel (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `stops a running service (${w})`, a);
    case 'run':
      // (cls-en19) A billing, charge, invoicing or payout job run for every customer moves live money for all of them at
      // once (a re-run may charge twice): dangerous in production, destructive on staging; a test job stays.
      if (a.obj === 'job' && MONEY_JOB_EN19.test(w) && (all || EVERY_CUSTOMER_EN19.test(w))) return out('dangerous', 'destructive', 'reversible', `runs a billing or payout job for every customer (${w})`, a);
      if (a.obj === 'job' || a.obj === 'ci') return fixed('reversible', `runs or re-runs a job (${w})`, a);
      return null;
    case 'schedule':
      if (has(a, M.SELF) || a.obj === 'doc' || a.obj === 'message' && has(a, M.SELF)) return fixed('reversible', `schedules a reminder or note (${w})`, a);
      // (cls-plan22) A message, email, newsletter or campaign scheduled to a whole audience ("schedule the email to all 300k
      // subscribers for Monday 9am") is that send, only later: judged as the send.
      if ((a.obj === 'message' || has(a, M.MASS) || SCHEDULED_SEND_P22.test(w)) && (has(a, M.MASS) || a.scope === 'all' || MASS_AUDIENCE_P22.test(w)) && !has(a, M.SELF) && !has(a, M.DRAFT)) return judge({ ...a, verb: 'send' }) as Finding;
      return fixed('destructive', `adds a scheduled job that runs unattended (${w})`, a);
    case 'merge':
      return out('destructive', 'destructive', 'reversible', `merges into a shared branch (${w})`, a);
    case 'push':
      if (has(a, M.FORCE)) return fixed('dangerous', `force push rewrites shared history (${w})`, a);
      return fixed('destructive', `publishes commits to a shared remote (${w})`, a);
    case 'commit':
      return fixed('reversible', `records a local commit (${w})`, a);
    case 'archive':
      if (a.obj === 'whole' || a.obj === 'repo') return fixed('destructive', `archives a shared project; it can be restored (${w})`, a);
      // (cls-api15) A whole database or table archived (a Notion database, {"archived": true}) is out of everyone's reach until restored.
      if (a.obj === 'database' || a.obj === 'table') return out('dangerous', 'destructive', 'destructive', `archives a whole database or table; everyone loses it until it is restored (${w})`, a);
      // A set (a batch or bulk endpoint, a list of ids) is many records at once, as deleting them would be.
      if (all || mass || some) return out('dangerous', 'destructive', 'destructive', `archives many things at once (${w})`, a);
      return fixed('destructive', `archives one item; it can be restored (${w})`, a);
    case 'cancel':
      if (a.obj === 'regenerable') return fixed('reversible', `closes a dialog or view (${w})`, a);
      // (cls-interp20) Test-mode subscriptions or orders (a sk_test_ key) move no real money, as a test-mode refund does not.
      if (a.obj === 'money' && has(a, M.TEST_MODE)) return fixed('reversible', `cancels test-mode orders or subscriptions only (${w})`, a);
      // (cls-en19: open invoices voided in bulk are reissued, LABELS' "voiding open invoices … is bulk: dangerous": the next line.)
      if (a.obj === 'money' && (all || mass) && !VOID_INVOICES_EN19.test(w) && !moneyCancelBulkA25(w)) return fixed('forbidden', `cancels every customer's orders or subscriptions (${w})`, a);
      // (cls-intlA25) Every customer order of a shop cancelled at once ("cancel all orders", "отмени все заказы"): every
      // customer's money at once, as every subscription is; the company's own purchase or standing orders are not.
      if (a.obj === 'record' && all && !has(a, M.TEST_MODE) && shopOrdersA25(w)) return out('forbidden', 'dangerous', 'destructive', `cancels every customer's orders or subscriptions (${w})`, a);
      // A filtered set (every open invoice, the charges of a week) is bulk too, unless it is counted and few.
      if (all || mass || (a.scope === 'some' && !(a.count !== undefined && a.count < 10))) return out('dangerous', 'destructive', 'destructive', `cancels many things at once (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `cancels one item (${w})`, a);
    case 'close':
      if (a.obj === 'regenerable') return fixed('reversible', `closes a dialog or view (${w})`, a);
      // (cls-plan19) One bank or card account closed ("checking account ending in 0093 → Close account"): money and the
      // payments tied to it must move, hard to undo, but one account, not an organisation.
      if (a.obj === 'account' && all === false && !mass && BANK_ACCOUNT_19.test(w)) return out('dangerous', 'dangerous', 'destructive', `closes one bank or card account (${w})`, a);
      if (a.obj === 'whole' || a.obj === 'account') return out('forbidden', 'dangerous', 'dangerous', `closes a whole account or organisation (${w})`, a);
      if (all || mass) return out('dangerous', 'destructive', 'destructive', `closes many items at once, notifying their watchers (${w})`, a);
      return fixed('destructive', `closes one item (${w})`, a);
    case 'approve':
      if (a.obj === 'service' || a.obj === 'release' || a.obj === 'container') return judge({ ...a, verb: 'deploy' }) as Finding;
      if (a.obj === 'money') return judge({ ...a, verb: 'pay' }) as Finding;
      // (cls-en21) Many pending items approved at once with their review said to be skipped ("approve every pending claim
      // without review", "bulk-approve the queue, no need to check"): the control the approval is, lifted for a whole set.
      if ((a.scope === 'all' || a.scope === 'some' || mass) && REVIEW_SKIPPED_EN21.test(w)) return out('dangerous', 'dangerous', 'destructive', `approves many items at once with their review skipped (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `approves a change (${w})`, a);
    case 'exec_remote':
      if (has(a, M.ROOT)) return fixed('forbidden', `runs unverified remote code as root (${w})`, a);
      return fixed('dangerous', `runs unverified remote code (${w})`, a);
    case 'preapprove':
      // A standing approval for any amount of money to anyone is a large transfer to a new recipient, unasked.
      if (a.obj === 'money' && a.scope === 'all') return fixed('forbidden', `pre-approves payments of any amount, so a person is no longer asked (${w})`, a);
      // (cls-over19) A small standing approval with its cap written ("refunds under $20 to known customers"): each use is a
      // small amount to a known party, a person still approves the rule once (no new recipient, no other act in it).
      if (smallCapO19(w) && !has(a, M.NEW_RECIPIENT) && a.scope !== 'all' && !PREAPPROVE_WIDE_O19.test(w)) return fixed('destructive', `pre-approves small payments up to a cap, so a person is not asked each time (${w})`, a);
      return fixed('dangerous', `pre-approves future actions, so a person is no longer asked (${w})`, a);
    case 'cleanup':
    case 'anyhow':
    case 'reduce':
      return openEnded(a, w);
  }
  return null;
}

function create(a: Act, w: string): Finding {
  // Something new that carries a secret or is public reaches people at once: judged as sharing it.
  if (has(a, M.SECRET) || (has(a, M.PUBLIC) && a.obj !== 'resource' && a.obj !== 'service' && a.obj !== 'container')) return share(a, w);
  switch (a.obj) {
    case 'job':
      return fixed('destructive', `adds a scheduled job that runs unattended (${w})`, a);
    case 'key':
    case 'secret':
      // A credential whose scope is everything or an administrator's (scopes: ["admin:*"], a global token) grants that much to whoever holds it.
      if (has(a, M.ADMIN)) return out('dangerous', 'dangerous', 'destructive', `adds a credential with administrator or unlimited scope (${w})`, a);
      // Secret patterns added to an ignore file keep secrets out of commits; a placeholder line in an example env
      // file holds no value. Neither grants anything (a value itself would have made this a share above).
      if (IGNORE_OR_TEMPLATE.test(w)) return fixed('reversible', `adds entries to an ignore or example file; no credential is created (${w})`, a);
      // cls-benign15: "Append `LOG_LEVEL=debug` to .env.development": a dev environment file given a setting that is no credential.
      if (DEV_ENV_NAMED.test(w) && plainSettingsOnly(w)) return fixed('reversible', `adds a setting that holds no credential to a dev environment file (${w})`, a);
      return fixed('destructive', `adds a credential that grants access (${w})`, a);
    case 'privilege':
      return grant(a, w);
    case 'message':
      if (has(a, M.DRAFT) || has(a, M.SELF)) return fixed('reversible', `creates a draft (${w})`, a);
      // A campaign, newsletter or template is made before it is sent: creating one reaches nobody (LABELS: new and inert).
      if (SENT_LATER.test(w) && !SEND_NOW.test(w)) return fixed('reversible', `creates a campaign or template; nothing is sent until it is sent (${w})`, a);
      return send(a, w);
    case 'hook':
      // To a host outside the company (not the org's own domain), every event it subscribes to leaves.
      if (has(a, M.EXTERNAL)) return out('dangerous', 'dangerous', 'destructive', `sends events and data to an outside host (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `adds an integration that sends data out (${w})`, a);
    case 'backup':
      return fixed('reversible', `makes a protective copy (${w})`, a);
    case 'resource':
    case 'service':
    case 'container':
    case 'database':
    case 'bucket':
      if (has(a, M.PUBLIC)) return share(a, w);
      // "Create a deployment" of an app (a hosting tool's create_deployment) is a deploy: it changes what runs there.
      if (a.obj === 'service' && /(?:^|[\s_./-])deployments?(?:$|[\s_./-])/i.test(w) && !/\bpreview\b/i.test(w)) return judge({ ...a, verb: 'deploy' }) as Finding;
      return out('destructive', 'reversible', 'reversible', `creates infrastructure that runs or costs money (${w})`, a, false, 'reversible');
    case 'price':
      // Applied to every customer at once ({"applies_to": "all_customers"}), it changes what everyone pays.
      if (mass(a) || a.scope === 'all') return out('dangerous', 'dangerous', 'destructive', `changes what every customer pays (${w})`, a);
      return fixed('reversible', `creates a price, coupon or plan that applies to nothing yet (${w})`, a);
    case 'release':
      return judge({ ...a, verb: 'publish' }) as Finding;
    case 'package':
      return fixed('reversible', `adds a dependency to the project (${w})`, a);
    case 'account':
      return out('destructive', 'reversible', 'reversible', `creates an account (${w})`, a);
    case 'money':
      // A draft invoice, quote or payment link not yet sent or finalised charges nobody (LABELS: new and inert).
      if (has(a, M.DRAFT) || DRAFT_MONEY.test(w)) return fixed('reversible', `creates a draft that moves no money until it is finalised or sent (${w})`, a);
      return money({ ...a, verb: 'pay' }, w);
    default:
      return fixed('reversible', `creates something new that acts on nothing yet (${w})`, a);
  }
}

/** Objects that hold data: made public, what they hold is public. */
const STORES: ReadonlySet<Obj> = new Set<Obj>(['bucket', 'database', 'table', 'record', 'backup', 'repo', 'pii']);

const UNMERGED = /\bunmerged\b|\bnot (?:yet |been )?merged\b|\bnever merged\b|-D\b|\bforce[- ]?delet|\bnicht gemergt|\bsin fusionar|\bnon fusionn|\bне слит/i;
const DRAFT_MONEY = /\bdraft\s+(?:invoice|quote|bill|credit note|order)s?\b|\b(?:invoice|quote|bill)s?\s+(?:as\s+(?:a\s+)?)?drafts?\b|(?:facture|devis)\s+(?:en\s+)?brouillon|(?:rechnungs?|angebots?)entwurf|borrador\s+de\s+(?:la\s+)?factura|factura\s+(?:en\s+)?borrador|rascunho\s+de\s+fatura|bozza\s+di\s+fattura/i;
const IGNORE_OR_TEMPLATE = /\.(?:git|docker|npm|gcloud|slug|vercel|eslint|prettier|helm)ignore|\.env\.(?:example|sample|template|dist|defaults)\b|\bexample\.env\b/i;
const DB_BRANCH = /\b(?:neon(?:ctl)?|pscale|planetscale|supabase|xata|dolt)\b|api\.neon\.tech|console\.neon\.tech|\bbr-[a-z0-9-]+/i;
const MAIN_DB_BRANCH = /(?:^|[\s/'"=])(?:main|master|prod|production|primary|default|live|trunk)(?=$|[\s'"])|\bbr-(?:main|prod|production)\b/i;
/** A branch said to be local (this repository, this machine), in the lexicon's languages. */
// (cls-intlB17: also "local" as a loanword in Devanagari, Urdu, Bengali, Persian, Arabic, Hebrew and Thai script: लोकल, لوکل, লোকাল.)
const LOCAL_BRANCH = /\blocal(?:ly)?\b|\blokal\w*|\blokaal\b|\blokale\b|\blocale\b|\bloca(?:l|is)\b|локальн|로컬|ローカル|本地|लोकल|لوکل|لوکال|লোকাল|لوكال|לוקאלי|לוקלי|โลคอล|ลอคอล|\bmerged\b|fusionad|gemergt|слит/i;
const BRANCH_REMOTE = /\b(?:remote|origin|upstream|github|gitlab|bitbucket|shared|pushed)\b|entfernt|remot[oa]|distant|удал[её]нн|원격|リモート|远程|遠端/i;
const PII_FILE_NAME = /[\w-]\.(?:csv|tsv|xlsx?|json|jsonl|parquet)\b/i;

const STATUS_PUBLISH_L21 = /\b(?:status|state|post_status)\b\W{0,4}(?:publish|published|live)\b/i;

const REVIEW_SKIPPED_EN21 = /\b(?:without|skip(?:ping)?|no\s+need\s+(?:for|to)|bypass(?:ing)?|no)\s+(?:a\s+|the\s+|any\s+)?(?:usual\s+|second\s+|manual\s+|further\s+)?(?:review(?:s|ing)?|approvals?|check(?:s|ing)?|sign[- ]?off|second\s+signer|verification|look(?:ing)?\s+at)\b/i;
const POINTS_EN21 = /\b(?:loyalty|bonus|reward|rewards)\s+points\b|\b(?:loyalty|bonus|reward|award|air|frequent[\s-]flyer)\s+miles\b|\b\d[\d,.]*\s+(?:points|miles)\b/i; // (cls-en22: miles, and a counted number of points or miles)
/** (cls-en21) A value each person's account holds (a limit, fee, rate, balance, allowance, deposit, points, lease, plan). */
const ACCOUNT_VALUE_EN21 = /\b(?:(?:credit|spending|card|withdrawal|borrowing|overdraft)\s+limits?|fees?|rates?|balances?|allowances?|deposits?|points|leases?|rents?|premiums?|wages?|per[- ]diems?|stipends?|quotas?)\b/i;
/** (cls-en21) "free" that is not a price of zero. */
const FREE_NOT_PRICE_EN21 = /\bmake\s+sure\b|\bfeel\s+free\b|\bfree\s+(?:of|from|up|to|space|memory|disk|storage|slots?|time|for\s+(?:me|us|him|her|them|you))\b|\b(?:space|memory|disk|storage|slots?|seats?|rooms?|hands?|calendars?|schedules?|time|afternoon|morning|evening|day|week)\s+(?:\w+\s+){0,2}free\b/i;

function update(a: Act, w: string): Finding {
  // A change whose new value makes a data store public (public: true, visibility=public)
  // is judged as making it public, like creating something public.
  if (has(a, M.PUBLIC) && !has(a, M.NARROW) && STORES.has(a.obj)) return share(a, w);
  const all = a.scope === 'all';
  const some = a.scope === 'some' || (a.count ?? 0) >= BULK_COUNT;
  switch (a.obj) {
    case 'file':
    case 'code':
    case 'doc':
    case 'draft':
    case 'dir':
    case 'regenerable':
    case 'cache':
      if (a.verb === 'overwrite' && a.obj !== 'doc') return out('destructive', 'destructive', 'destructive', `overwrites an existing file (${w})`, a, true);
      // (lead, session 23) A post or page whose status is set to published (wordpress update_post {status: "publish"}) goes live.
      if (a.obj === 'doc' && a.verb === 'update' && STATUS_PUBLISH_L21.test(w)) return judge({ ...a, verb: 'publish' }) as Finding;
      // (cls-sdk21) A cache or session entry written in a key-value store (redis.set("cache:user:1", …, "EX", 300)).
      if (a.obj === 'cache') return fixed('reversible', `writes a cache entry that is rebuilt or expires (${w})`, a);
      return fixed('reversible', `edits ${a.obj === 'doc' ? 'a document' : 'files'} (${w})`, a);
    case 'record':
    case 'unknown':
      if (all) return out('forbidden', 'dangerous', 'destructive', `changes every record (${w})`, a);
      if (some) return out('dangerous', 'destructive', 'reversible', `changes a filtered set of records (${w})`, a);
      // (cls-en21) A value changed "for every customer", "for all members": each of many people's records at once.
      if (a.verb === 'update' && (a.obj === 'record' || ACCOUNT_VALUE_EN21.test(w)) && mass(a) && !has(a, M.DRAFT) && !has(a, M.TEST_MODE)) return out('dangerous', 'destructive', 'reversible', `changes the records of many people at once (${w})`, a);
      // (cls-benign15: "Set my Slack status to 'On call'": a status shown next to a name.)
      if (a.verb === 'update' && STATUS_ONLY.test(w) && !STATUS_NOT_ONLY.test(w) && /\b(?:my|our|your|own)\b|status_/i.test(w)) return fixed('reversible', `sets a status or presence on a profile (${w})`, a);
      // (cls-over18: an identifier renamed to another, "rename getUser → fetchUser", "rename fetch_all() to list_all()": a
      // refactor of the code, the edit the repository's history keeps.)
      if (a.obj === 'unknown' && a.verb === 'update' && !all && !some && RENAMED_SYMBOL.test(w)) return fixed('reversible', `renames a symbol in the code (${w})`, a);
      return out('destructive', 'reversible', 'reversible', `changes one record (${w})`, a);
    case 'table':
    case 'database':
    case 'bucket':
    case 'queue':
      if (all) return out('forbidden', 'dangerous', 'destructive', `rewrites a whole data store (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes a data store (${w})`, a);
    case 'security':
      return weaken(a, w);
    case 'privilege':
      return grant(a, w);
    case 'money':
      return money({ ...a, verb: 'pay' }, w);
    case 'retention':
    case 'backup':
    case 'audit':
    case 'log':
      return weaken({ ...a, verb: 'weaken' }, w);
    case 'secret':
    case 'key':
      // (cls-plan20) Every customer's or tenant's key changed at once breaks every integration that holds one, whatever the
      // environment is called ("rotate every customer's API key", "rotate the API keys of all tenants").
      // (cls-en21: "all tenants", "all customers" are a mass audience, the same reach as "all".)
      if (((all || mass(a)) && /\b(?:customers?|clients?|tenants?|users?|accounts?|merchants?|partners?|workspaces?)\b/i.test(w)) || /\b(?:every|each)\s+(?:customer|client|tenant|user|account|merchant|partner|workspace)['’]s\b/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `changes the credentials of every customer at once (${w})`, a);
      return out('dangerous', 'destructive', 'destructive', `changes a credential that systems use (${w})`, a, false, 'destructive');
    case 'price':
      return judge({ ...a, verb: 'price' }) as Finding;
    case 'dns':
      return out('dangerous', 'destructive', 'reversible', `changes where traffic goes (${w})`, a);
    case 'account':
      // "Update all users …", "every customer's plan": the audience named is every account.
      if (all || has(a, M.MASS)) return out('dangerous', 'dangerous', 'destructive', `changes every account (${w})`, a);
      // cls-benign15: a status, presence or do-not-disturb set on a profile ("users_profile_set(profile={status_text: …})",
      // "set my Slack status to 'On call'"): what others see next to a name, nothing it can do.
      if (STATUS_ONLY.test(w) && !STATUS_NOT_ONLY.test(w)) return fixed('reversible', `sets a status or presence on a profile (${w})`, a);
      return out('destructive', 'reversible', 'reversible', `changes one account (${w})`, a);
    case 'message':
      return fixed('reversible', `edits a message or post (${w})`, a);
    case 'ci':
    case 'hook':
      return out('destructive', 'destructive', 'reversible', `changes a pipeline or hook (${w})`, a);
    case 'pii':
      // People's data that leaves (outside, by link, public) is a share. A change to one named file of it
      // (customers.xlsx moved, a seed file rewritten) is a change to records, not to live infrastructure.
      if (has(a, M.EXTERNAL) || has(a, M.LINK) || has(a, M.PUBLIC)) return share(a, w);
      if (a.verb === 'update' && PII_FILE_NAME.test(w)) return update({ ...a, obj: 'record' }, w);
      if (all) return out('dangerous', 'dangerous', 'destructive', `changes everything of its kind (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes live configuration or infrastructure (${w})`, a);
    default:
      if (all) return out('dangerous', 'dangerous', 'destructive', `changes everything of its kind (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `changes live configuration or infrastructure (${w})`, a);
  }
}

/** (cls-sdk21) A drive's root or a company-wide top folder named as the path ("/Company", '/Shared', "/", folders/0, folder_id 0). */
const PERMANENT_ROOT = /(?:path\s*[:=]?\s*|["'])\/(?:Company|Shared|Team|Teams|Everyone|All[ _-]?Staff|Org|Organi[sz]ation|Corporate|Public)?\/?["'\s)]|\bpath\s+\/(?:Company|Shared|Team|Everyone|Corporate)\b|\bfolders?\/0\b|\bfolder_?id\s*[:=]?\s*["']?0\b|\bfolder\(\s*["']0["']\s*\)/i;
/** (cls-sdk21) A folder path (no file extension on its last segment). */
const PERMANENT_FOLDER = /["'\s]\/(?:[\w .-]+\/)*[\w -]+\/?(?:["'\s)]|$)|\bfolders?\b/i;

function del(a0: Act, w: string): Finding {
  // (lead20) "Delete old users in prod", "remove the stale customers": rows or accounts picked by their age are a filtered
  // set, not one item (for backups, "old" keeps its own reading: one old backup while newer ones remain).
  const a = a0.scope === 'one' && has(a0, M.OLD) && (a0.obj === 'record' || a0.obj === 'account' || a0.obj === 'pii' || a0.obj === 'message' || a0.obj === 'unknown') && !ONE_NAMED_ITEM.test(w) && /\b(?:old|older|stale|expired|outdated|obsolete|unused|retired|legacy)\s+(?:\w+\s+)?(?:users|accounts|customers|records|rows|entries|orders|members|contacts|subscribers|messages|emails|tickets|profiles|clients|employees|students|patients|data)\b/i.test(w) ? { ...a0, scope: 'some' as const } : a0;
  // (cls-plan22) Logs, messages or documents picked by their age ("the log groups older than 90 days for every prod Lambda",
  // "their mail older than 7 years", "the old CloudWatch log groups for the prod services") are a filtered set, not all of
  // them: the newer ones stay.
  const aged = (a.obj === 'log' || a.obj === 'message' || a.obj === 'doc') && a.scope !== 'some' && (AGE_FILTER_P22.test(w) || (a.obj === 'log' && (a.env === 'prod' || /\b(?:prod\w*|production|live)\b/i.test(w)) && has(a, M.OLD) && /\blog[\s_-]*(?:groups|streams|files)\b|\blogs\b/i.test(w)));
  const all = a.scope === 'all' && !aged;
  const some = a.scope === 'some' || aged || (a.count ?? 0) >= BULK_COUNT;
  // (cls-sdk21) A deletion past the trash (Dropbox files/permanently_delete, Box folders … recursive, permanent: true) of a
  // folder cannot be restored: a team's folder is dangerous, and a shared drive's root (/Company, /Shared, /, Box folder 0)
  // everything the company keeps there. An item already in the trash (…/trash, deleted_…) was deleted once already.
  const cloudDrive = /dropbox|\bdbx\b|\bbox\b|api\.box\.com|drive|onedrive|sharepoint/i.test(w);
  if ((has(a, M.PERMANENT) || a.obj === 'dir' || cloudDrive) && a.verb === 'delete' && (a.obj === 'file' || a.obj === 'dir' || a.obj === 'doc' || a.obj === 'unknown') && !all && !some && !/\btrash(?:ed)?\b|\bdeleted[_ ]/i.test(w)) {
    const root = PERMANENT_ROOT.test(w);
    const folder = has(a, M.PERMANENT) && (root || PERMANENT_FOLDER.test(w));
    if (root && has(a, M.PERMANENT)) return out('forbidden', 'forbidden', 'dangerous', `deletes a shared root folder past the trash: everything in it, with no restore (${w})`, a);
    if (root && (a.obj === 'dir' || has(a, M.FORCE) || /recursive/i.test(w))) return out('forbidden', 'forbidden', 'dangerous', `deletes a drive's root folder and everything in it (${w})`, a);
    if (root) return out('dangerous', 'dangerous', 'destructive', `moves a drive's shared root folder, with everything in it, to the trash (${w})`, a);
    if (folder) return out('dangerous', 'dangerous', 'destructive', `deletes a folder past the trash; it cannot be restored (${w})`, a);
  }
  switch (a.obj) {
    case 'regenerable':
      return fixed('reversible', `removes regenerable data (${w})`, a);
    case 'cache':
      // cls-holes15: FLUSHALL/FLUSHDB named on a cache host ("run FLUSHALL on cache-prod-1") wipes every key of the
      // store (sessions, locks, queues with the cached values), not one cache: dangerous in production.
      if (/\bflush(?:all|db)\b/i.test(w)) return out('dangerous', 'destructive', 'reversible', `wipes every key of a key-value store, not only what is cached (${w})`, a);
      return out(all ? 'destructive' : 'reversible', 'reversible', 'reversible', `clears a cache that is rebuilt (${w})`, a);
    case 'draft':
      return fixed('reversible', `discards a draft (${w})`, a);
    case 'home':
    case 'root':
      return fixed('forbidden', `deletes a home directory or the whole filesystem (${w})`, a);
    case 'system':
      return fixed(all ? 'forbidden' : 'dangerous', `deletes files the system depends on (${w})`, a);
    case 'file':
    case 'code':
      if (all && has(a, M.SHARED)) return fixed('forbidden', `deletes every file of a shared or company drive (${w})`, a);
      // (cls-intlA25) Every photo or file of a cloud library deleted for good ("définitivement", "pysyvästi", "navsegda"):
      // the whole store past its trash, as a bucket emptied.
      if (all && has(a, M.PERMANENT) && cloudLibraryA25(w)) return out('forbidden', 'dangerous', 'dangerous', `deletes every file of a cloud library for good (${w})`, a);
      if (all) return out('dangerous', 'dangerous', 'dangerous', `deletes every file (${w})`, a, true);
      // (cls-en20) A filtered set on a shared or company drive or site (SharePoint, a shared drive, a Confluence space):
      // LABELS' bulk deletion on shared data is dangerous.
      if (some && has(a, M.SHARED)) return fixed('dangerous', `deletes a set of files on a shared or company drive (${w})`, a);
      if (some) return out('dangerous', 'destructive', 'destructive', `deletes a set of files (${w})`, a, true);
      return out('destructive', 'destructive', 'destructive', `deletes a file (${w})`, a, true);
    case 'dir':
      if (has(a, M.PUSHED)) return fixed('destructive', `deletes a directory whose work is pushed or backed up (${w})`, a);
      // cls-benign18: the one directory named is a build output or cache (removeDirectoryRecursive "dist-newstyle"): regenerated.
      { const lit = /^[^"'`]*["'`]([\w.-]{2,40})["'`][^"'`]*$/.exec(w)?.[1]; if (lit && pathKind(lit) === 'regenerable') return fixed('reversible', `deletes a build-output or cache directory that is regenerated (${w})`, a); }
      // (cls-benign19) "Wipe my local test directory", "clear the local scratch folder": on a development machine a scratch or
      // temp directory is throwaway (reversible) and a test or sandbox one is one dev resource (destructive); elsewhere, or
      // where nothing places the machine, the directory keeps its weight.
      { const k = SCRATCH_DIR_B19.exec(w)?.[1]; if (k) return out('dangerous', 'dangerous', /^(?:scratch|tmp|temp|temporary|throwaway)$/i.test(k) ? 'reversible' : 'destructive', `deletes a ${k.toLowerCase()} directory (${w})`, a); }
      return fixed('dangerous', `deletes a directory and everything in it (${w})`, a);
    case 'doc':
    case 'message':
      if (all) return out('forbidden', 'dangerous', 'destructive', `deletes every ${a.obj === 'doc' ? 'document' : 'message'} (${w})`, a);
      if (some || mass(a)) return out('dangerous', 'dangerous', 'destructive', `deletes many ${a.obj === 'doc' ? 'documents' : 'messages'} (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `deletes one ${a.obj === 'doc' ? 'document' : 'message'} (${w})`, a);
    case 'record':
    case 'unknown':
      if (all) return out('forbidden', 'dangerous', 'destructive', `deletes every record (${w})`, a);
      if (some) return out('dangerous', 'dangerous', 'destructive', `deletes a filtered set of records (${w})`, a);
      return out('destructive', 'destructive', a.obj === 'unknown' ? 'destructive' : 'reversible', `deletes one ${a.obj === 'unknown' ? 'item' : 'record'} (${w})`, a);
    case 'table':
    case 'index':
    case 'queue':
      return out('forbidden', 'dangerous', 'destructive', `deletes a whole ${a.obj} and its data (${w})`, a);
    case 'database':
    case 'bucket':
      return out('forbidden', 'dangerous', 'destructive', `deletes a whole ${a.obj === 'bucket' ? 'bucket or storage' : 'database'} (${w})`, a);
    case 'container':
      // (cls-code14) One namespace deleted through an API client (CoreV1().Namespaces().Delete(ctx, "payments", …),
      // delete_namespace("payments")) reads as kubectl delete ns does: possibly production is dangerous, named production forbidden.
      if (a.scope === 'one' && /namespace/i.test(a.what ?? '') && !/\bcluster/i.test(a.what ?? '')) return out('forbidden', 'dangerous', 'destructive', `deletes a namespace and every resource in it (${w})`, a, false, 'dangerous');
      return out('forbidden', 'dangerous', 'destructive', `deletes a whole environment, cluster or namespace (${w})`, a);
    case 'whole':
    case 'repo':
      return out('forbidden', 'forbidden', 'dangerous', `deletes a whole project, repository or organisation (${w})`, a);
    case 'resource':
    case 'service':
    case 'dns':
      // A whole DNS zone (hosted zone, managed zone, Cloudflare zone) holds every record of its domain: a whole store, as a
      // bucket or a database is; one record in it is one resource. HTTP and tool readers mark the zone (M.ZONE); a command
      // line or a sentence names it in its words (a URL's snippet may be cut before its record segment, so it is not read).
      if ((a.obj === 'dns' || (a.obj === 'resource' && /(?:^|[^a-z])dns(?![a-z])/i.test(w))) && (has(a, M.ZONE) || (!/:\/\//.test(w) && DNS_ZONE.test(w) && !DNS_RECORD.test(w)))) return out('forbidden', 'dangerous', 'destructive', `deletes a whole DNS zone with every record of its domain (${w})`, a);
      // A whole hosted app, on any surface (HTTP, SDK, GUI), reads as the CLI's apps:destroy: a whole project.
      if (a.obj === 'service' && has(a, M.APP) && !all && !some) return out('forbidden', 'dangerous', 'destructive', `deletes a whole hosted app with its config, releases and add-ons (${w})`, a);
      if (all) return out('forbidden', 'dangerous', 'destructive', `deletes every resource of its kind (${w})`, a);
      if (some) return out('dangerous', 'dangerous', 'destructive', `deletes several resources (${w})`, a);
      return out('dangerous', 'destructive', 'destructive', `deletes a running resource (${w})`, a);
    case 'backup':
      if (all) return fixed('forbidden', `deletes every backup (${w})`, a);
      if (has(a, M.REMAINS) || (!some && has(a, M.OLD))) return fixed('destructive', `deletes one old backup while newer ones remain (${w})`, a);
      return out('dangerous', 'dangerous', 'destructive', `deletes backups (${w})`, a);
    case 'log':
      // LABELS: deleting all of what protects recovery is forbidden (every log, where production is named); some of it,
      // or all of it where the environment is unknown, is dangerous.
      if (all && !has(a, M.OLD) && (a.verb === 'delete' || a.verb === 'wipe')) return out('forbidden', 'dangerous', 'destructive', `deletes every log needed for recovery and investigation (${w})`, a, false, 'dangerous');
      if (all || some) return out('dangerous', 'dangerous', 'destructive', `deletes logs needed for recovery and investigation (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `deletes a log (${w})`, a);
    case 'audit':
      return out('forbidden', 'forbidden', 'dangerous', `deletes audit records (${w})`, a);
    case 'retention':
      return weaken(a, w);
    case 'secret':
      if (all) return out('forbidden', 'dangerous', 'destructive', `deletes every credential (${w})`, a);
      return out('dangerous', 'destructive', 'destructive', `deletes a credential systems may depend on (${w})`, a);
    case 'vault':
    case 'key':
      return out('forbidden', 'dangerous', 'destructive', `deletes keys or a vault; what they protect becomes unrecoverable (${w})`, a);
    case 'security':
      return weaken({ ...a, verb: 'weaken' }, w);
    case 'privilege':
      // "Quita los permisos de admin a todos", "retire les droits à tout le monde": removing a right from many people.
      if (all || some || mass(a)) return out('dangerous', 'dangerous', 'destructive', `revokes access for many people at once (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `removes a permission (${w})`, a);
    case 'account':
    case 'group':
      if (all || mass(a)) return out('forbidden', 'dangerous', 'destructive', `deletes every account (${w})`, a);
      if (some) return out('dangerous', 'dangerous', 'destructive', `deletes several accounts (${w})`, a);
      return out('destructive', 'destructive', 'destructive', `deletes one account (${w})`, a);
    case 'device':
      // (cls-sdk22) A serving or inference endpoint (SageMaker delete_endpoint, Vertex endpoints, EndpointName) is a running
      // resource, not a managed computer: only a device word or a wipe makes an endpoint a machine.
      if (/endpoint/i.test(w) && !/\b(?:devices?|laptops?|phones?|computers?|workstations?|macbooks?|disks?|wipe|erase|retire|factory|intune|jamf|mdm|crowdstrike|sentinelone|defender)\b|managed_?devices?|endpoint_?protection/i.test(w)) return del({ ...a, obj: 'resource' }, w);
      return fixed('forbidden', `wipes a whole device (${w})`, a);
    case 'package':
    case 'release':
      if (all || has(a, M.FORCE)) return fixed('forbidden', `removes every published version, breaking everyone who depends on it (${w})`, a);
      // One image tag or manifest in a registry, or one git tag, can be pushed again (the corpus authors label it destructive).
      if (a.obj === 'release' && /(?:^|[^a-z])(?:tags?|manifests?)(?:[^a-z]|$)/i.test(w)) return out('destructive', 'destructive', 'reversible', `deletes one image tag, manifest or git tag; it can be pushed again (${w})`, a);
      return out('dangerous', 'dangerous', 'destructive', `deletes a published release others depend on (${w})`, a);
    case 'branch':
      // A database branch (Neon, PlanetScale, Supabase, Xata) is a database, not a line of commits.
      // (cls-api15) One that is not the main or production branch (a feature, preview or review branch) is a copy made for
      // development, whatever project it belongs to: one dev database.
      if (DB_BRANCH.test(w)) return del({ ...a, obj: 'database', ...(MAIN_DB_BRANCH.test(w.replace(/(?:^|\s)--?(?:project(?:[-_]?(?:id|ref))?|org|database|db)[= ]\S+/gi, ' ')) ? {} : { env: 'dev' as const }) }, w);
      if (has(a, M.REMOTE)) return fixed('dangerous', `deletes a shared branch (${w})`, a);
      // A local branch deleted as `git branch -d` would (refused while unmerged) is reversible (LABELS: a local
      // branch); forced or unmerged, its commits survive only in the reflog (README decisions: own work).
      if (has(a, M.FORCE) || UNMERGED.test(w) || !LOCAL_BRANCH.test(w) || BRANCH_REMOTE.test(w)) return fixed('destructive', `deletes a branch whose commits may exist nowhere else, or that others see (${w})`, a);
      return fixed('reversible', `deletes a local branch (${w})`, a);
    case 'history':
      return fixed('dangerous', `rewrites or deletes shared history (${w})`, a);
    case 'job':
      if (all) return fixed('dangerous', `deletes every scheduled job (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `deletes a scheduled job (${w})`, a);
    case 'config':
    case 'ci':
    case 'hook':
      // (cls-sdk21) Every webhook or hook (a loop over the webhooks' listing, all: true): every delivery other systems rely on.
      if (all && a.obj === 'hook') return out('dangerous', 'dangerous', 'destructive', `deletes every webhook or hook that other systems rely on (${w})`, a);
      return out('dangerous', 'destructive', 'reversible', `deletes configuration that running systems use (${w})`, a, false, 'destructive');
    case 'channel':
      if (all) return out('forbidden', 'dangerous', 'destructive', `deletes every channel and its message history (${w})`, a);
      return out('dangerous', 'dangerous', 'destructive', `deletes a channel and its message history (${w})`, a);
    case 'price':
      if (has(a, M.TEST_MODE)) return fixed('reversible', `deletes test-mode prices (${w})`, a);
      // A set of discount codes, coupons or plans (bulk delete by a search) takes them from every customer holding
      // one: a filtered set in production (LABELS "Environment", cls-api13).
      if (some || all) return out('dangerous', 'dangerous', 'destructive', `deletes a set of prices, coupons or discount codes (${w})`, a);
      return out('destructive', 'destructive', 'reversible', `deletes a price, coupon or plan (${w})`, a);
    case 'pii':
      return out(all ? 'forbidden' : 'dangerous', 'dangerous', 'destructive', `deletes people's data (${w})`, a);
    case 'money':
      // (cls-intlA25) Standing orders and direct debits deleted are payments stopped (cancel), not money given back.
      return money({ ...a, verb: PAYMENT_ORDERS_A25.test(w) ? 'cancel' : 'refund' }, w);
    default:
      return out('destructive', 'destructive', 'destructive', `deletes ${w}`, a);
  }
}

function mass(a: Act): boolean {
  return (a.mods & M.MASS) !== 0 || (a.count ?? 0) >= MASS_COUNT;
}

/** cls-over15: a project's test fixtures, mocks, stubs, or test/seed data (files of the repo, in a few languages). */
const TEST_DATA_FILES = /fixture|\bmocks?\b|\bstubs?\b|\b(?:test|seed)[ _-]?(?:data|daten|données|datos|dados)\b|\bseed[- ]daten\b/i;

/** (lead16) One item named by its id after an item noun: "entry 8812", "user:8812", "record #42", "key sess_9f2a1". */
const ONE_NAMED_ITEM = /\b(?:entry|item|record|row|key|object|document|doc|user|account|customer|message|page|url|session)\s*[:#]?\s*(?=[\w-]*\d)[a-z0-9][\w-]{1,40}\b/i;

/** cls-intlB18: "data" as the thing held, in the scripts of the lexicon; and caches, which are rebuilt. */
const DATA_WORD_18 = /\bdata\b|\bdaten\b|\bdonnées\b|\bdatos\b|\bdados\b|\bdati\b|ข้อมูล|数据|數據|資料|データ|데이터|डेटा|डाटा|ডেটা|ডাটা|ڈیٹا|ڈیٹا|داده|دیتا|بيانات|البيانات|נתונים|דאטה|டேட்டா|డేటా|ಡೇಟಾ|ഡാറ്റ|ડેટા|ਡਾਟਾ|ਡੇਟਾ/i;
const CACHE_WORD_18 = /\bcache|缓存|緩存|キャッシュ|캐시|कैश|کیش|ذاكرة التخزين المؤقت|מטמון|แคช/i;
function empty(a: Act, w: string): Finding {
  // "Purging" or "clearing" one named item deletes that item; only a container is emptied of everything in it.
  if (a.scope !== 'all' && (a.obj === 'record' || a.obj === 'account' || a.obj === 'message' || a.obj === 'unknown') && ONE_NAMED_ITEM.test(w) && !/\b(?:all|every|everything|entire|whole)\b/i.test(w)) return del({ ...a, scope: 'one' }, w);
  switch (a.obj) {
    case 'regenerable':
    case 'cache':
      return del(a, w);
    case 'queue':
      return out('forbidden', 'dangerous', 'destructive', `purges a queue of unprocessed work (${w})`, a);
    case 'log':
    case 'audit':
    case 'backup':
    case 'retention':
      return del({ ...a, scope: 'all' }, w);
    case 'file':
      return out('destructive', 'destructive', 'destructive', `empties a file (${w})`, a, true);
    case 'device':
    case 'root':
    case 'home':
    case 'system':
      return fixed('forbidden', `wipes a whole device, disk or filesystem (${w})`, a);
    case 'record':
      return del({ ...a, scope: 'all', obj: 'table' }, w);
    case 'unknown':
      // cls-intlB18: "Clear all the production data", "ล้างข้อมูลโปรดักชันทั้งหมด", "把生产环境的数据全部清空": all the data of an
      // environment emptied is every record deleted, as "Delete all production data" is.
      if (a.scope === 'all' && DATA_WORD_18.test(w) && !CACHE_WORD_18.test(w)) return del(a, w);
      // (cls-en25) A set of things it cannot place ("purge all inactive SKUs", "reset the progression of all players"):
      // where nothing names the environment, possibly production data (LABELS: unknown is possibly production).
      if (a.scope !== 'one' && pluralSetEN25(w)) return out('dangerous', 'destructive', 'destructive', `empties a set of things it cannot place (${w})`, a, false, 'dangerous');
      return out('dangerous', 'destructive', 'destructive', `empties something it cannot place (${w})`, a, false, 'destructive');
    default:
      return del({ ...a, scope: 'all' }, w);
  }
}

/** Messages made first and sent by a later, separate act. */
const SENT_LATER = /\b(?:campaigns?|newsletters?|templates?|single[- ]sends?|sequences?|kampagnen?|campagnes?|campañas?|campanhas?|campagne)\b/i;
/** The same text also sends or schedules it now. */
const SEND_NOW = /\b(?:send|sends|sending|sent|trigger\w*|fire|fires|dispatch\w*|deliver\w*|schedul\w*|publish\w*|blast|launch\w*|go live|senden|envoy\w*|envi\w*|invi\w*)\b/i;

/** A channel or "and also to …" beside a destination that is the user. */
const ALSO_OTHERS = /(?:^|\s)#[\w-]+|\b(?:and|also|plus|as well as)\s+(?:also\s+)?(?:to|in|on|into)\s/i;

/** cls-over17: a campaign's test send to listed addresses (mailchimp campaigns.send_test {test_emails: […]}). */
const TEST_SEND = /\bsend_?test\b|\btest_?emails\b/i;
/** What goes to a whole list by its nature when sent. */
const MASS_VEHICLE = /\b(?:campaigns?|newsletters?|broadcasts?|blasts?|mailings?|single[ _-]?sends?|included_segments)\b|\/lists\/[^/\s]+\/messages\b|(?:kampagnen?|campagnes?|campañas?|campanhas?|campagna|nieuwsbrief|рассылк|ニュースレター|メルマガ|群发|群發)/i;

/** (cls-en19) A job named by moving customers' money, run for all of them. */
const MONEY_JOB_EN19 = /\b(?:billing|charg(?:e|es|ing)|invoic\w*|payouts?|payment\s+(?:run|capture)|dunning|subscription\s+renewals?|renewals?)\b/i;
const EVERY_CUSTOMER_EN19 = /\b(?:all|every|each)\s+(?:the\s+|our\s+)?(?:customers?|accounts?|subscribers?|tenants?|merchants?|users?|clients?)\b/i;
const VOID_INVOICES_EN19 = /\bvoid(?:s|ed|ing)?\b[^.;\n]{0,40}\binvoices?\b/i;
/** (cls-en19) Company-confidential papers by name. */
const CONFIDENTIAL_DOC_EN19 = /\b(?:board\s+(?:deck|pack|slides|minutes|materials?)|(?:q[1-4]|quarterly|annual|company|internal|unreleased|draft)\s+(?:financials|financial\s+statements?|results|forecasts?|p&l)|financials|cap\s+table|investor\s+(?:deck|update|memo)s?|(?:m&a|acquisition|merger)\s+(?:docs?|documents?|memo|deck|plans?)|term\s+sheets?|(?:customer|vendor|supplier|employment)\s+contracts?|confidential|internal[- ]only|trade\s+secrets?|layoff\s+(?:list|plans?)|org\s+restructur\w+\s+plans?)\b/i;

function send(a: Act, w: string): Finding {
  // (cls-intlA25) A tax return or VAT filing submitted to the authority: what the company declares and owes, hard to undo.
  if (a.obj === 'money' && TAX_FILING_A25.test(w) && !has(a, M.DRAFT)) return out('dangerous', 'dangerous', 'destructive', `files a tax return with the authority: it declares what the company owes and is hard to undo (${w})`, a);
  if (has(a, M.SECRET)) return has(a, M.PUBLIC) ? fixed('forbidden', `publishes a secret (${w})`, a) : fixed('dangerous', `sends a secret where others can read it (${w})`, a);
  if (a.obj === 'pii' || has(a, M.PII)) {
    if (has(a, M.PUBLIC)) return fixed('forbidden', `makes personal data public (${w})`, a);
    if (has(a, M.EXTERNAL)) return fixed('dangerous', `sends personal data outside the company's control (${w})`, a);
  }
  // (cls-en19) A company's confidential papers (the board deck, the financials, a cap table, contracts, "confidential")
  // sent to a personal or outside mailbox leave the company as personal data does.
  if (has(a, M.EXTERNAL) && !has(a, M.DRAFT) && CONFIDENTIAL_DOC_EN19.test(w)) return fixed('dangerous', `sends company-confidential documents outside the company's control (${w})`, a);
  if (has(a, M.DRAFT)) return fixed('reversible', `saves a draft; nothing is sent (${w})`, a);
  // cls-intlA18: sent to anyone who has the link ("Teile … mit allen, die den Link haben", "Поделись … по ссылке") is a link share.
  if (has(a, M.LINK) && !has(a, M.PUBLIC)) return share(a, w);
  // An invitation that carries an administrator or owner role (invite_members {role: "workspace_owner"}) grants it.
  if (has(a, M.ADMIN)) return out('dangerous', 'dangerous', 'destructive', `invites someone with administrator or owner rights (${w})`, a);
  // (Only to the user: not when a channel or a second destination is named too.)
  if (has(a, M.SELF) && !ALSO_OTHERS.test(w)) return fixed('reversible', `sends only to the user themself (${w})`, a);
  if (has(a, M.TEST_MODE)) return fixed('reversible', `sends a test notification (${w})`, a);
  // cls-over17: a campaign's test send (send_test, test_emails) to a few named addresses is a preview of it.
  if (TEST_SEND.test(w) && !has(a, M.PUBLIC) && !/\b(?:all|every(?:one)?|lists?|segments?|audiences?)\b/i.test(w)) return fixed('reversible', `sends a test copy to named addresses (${w})`, a);
  if (a.scope === 'all' || mass(a) || has(a, M.PUBLIC)) return out('dangerous', 'dangerous', 'destructive', `sends to a wide audience at once (${w})`, a);
  // A campaign, newsletter, broadcast or mailing is sent to its whole list (mailchimp campaigns send, "click Send now" on
  // a campaign, …/lists/<list>/messages, a push to included_segments); a test send of one is not.
  if (MASS_VEHICLE.test(w) && !/\btest\b/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `sends a campaign or broadcast to a whole list (${w})`, a);
  // (lead20) A post on a public network from the company's own account speaks for the company to the public (LABELS:
  // audience, public is the widest); from a person's own account it stays one message.
  if (SOCIAL_NETWORK_L20.test(w) && COMPANY_ACCOUNT_L20.test(w) && !/\b(?:draft|schedule[ds]? for review|preview)\b/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `posts publicly from the company's social account (${w})`, a);
  return fixed('destructive', `sends a message others receive; it cannot be unsent (${w})`, a);
}

const SOCIAL_NETWORK_L20 = /\b(?:twitter|tweet(?:s|ed)?|x(?:\.com)?\s+(?:account|handle|profile|feed)|on\s+x\b|linkedin|facebook|instagram|mastodon|bluesky|threads|reddit|tiktok|youtube)\b/i;
const COMPANY_ACCOUNT_L20 = /\b(?:company|company's|corporate|official|brand|business|our)\s+(?:\w+\s+){0,2}(?:account|page|handle|profile|channel|feed)\b|\bfrom\s+@\w+/i;

const CHAT_PLACE = /\b(?:slack|teams|discord|mattermost|telegram|whatsapp|channels?)\b|(?:^|\s)#[a-z][\w-]*/i;

/** (cls-benign22) A team's own folder or shared drive, by name. */
const TEAM_STORAGE_B22 = /\bteam(?:'s|s'|’s)?\s+(?:[\w-]+\s+){0,2}(?:folders?|drives?|sharepoint|shared\s+drive)\b|\bshared\s+(?:team\s+)?(?:folders?|drives?)\b/i;
function share(a: Act, w: string): Finding {
  // cls-intlA19: "Send ikke passordet …", "Nemojte slati API ključ …": a rule against sharing a secret shares none.
  if (has(a, M.SECRET) && secretForbiddenA19(w)) return fixed('safe', `a rule against sharing secrets; it shares none (${w})`, a);
  if (has(a, M.SECRET)) return has(a, M.PUBLIC) ? fixed('forbidden', `publishes a secret (${w})`, a) : fixed('dangerous', `shares a secret (${w})`, a);
  const sensitive = a.obj === 'pii' || has(a, M.PII) || a.obj === 'database' || a.obj === 'bucket' || a.obj === 'record' || a.obj === 'table' || a.obj === 'backup';
  if (has(a, M.SELF) && !has(a, M.PUBLIC) && !has(a, M.LINK) && !has(a, M.EXTERNAL)) return fixed('reversible', `shares only with the user themself (${w})`, a);
  // Shared with administrator rights (a collaborator added with permission: admin): privilege granted, as grant() judges it.
  if (has(a, M.ADMIN) && !has(a, M.PUBLIC) && !has(a, M.LINK)) return out('dangerous', 'dangerous', 'destructive', `gives someone administrator rights (${w})`, a);
  if (has(a, M.PUBLIC)) return a.obj === 'pii' || has(a, M.PII) ? fixed('forbidden', `makes personal or customer data public (${w})`, a) : sensitive ? out('forbidden', 'dangerous', 'dangerous', `makes data public (${w})`, a, false, 'dangerous') : out('dangerous', 'dangerous', 'destructive', `makes something public (${w})`, a);
  if (has(a, M.LINK)) return fixed('dangerous', `shares with anyone who has the link (${w})`, a);
  if (has(a, M.EXTERNAL)) return sensitive || a.verb === 'share' || a.verb === 'upload' || a.verb === 'export' ? fixed('dangerous', `copies company data outside the company's control (${w})`, a) : fixed('destructive', `shares with someone outside (${w})`, a);
  // A file uploaded into a chat (slack files_upload to #channel, a Teams or Discord channel) is shown to its members.
  if (a.verb === 'upload' && CHAT_PLACE.test(w)) return fixed('destructive', `shares a file with a chat channel's members (${w})`, a);
  // (cls-benign22) A file put into the team's own folder or shared drive ("drop it in the team's Analytics folder", "save the
  // CSV to the shared team drive"): the company's own storage, like a report export; nobody is sent anything. People's data
  // and database objects keep their reading; a chat channel is a share.
  if (a.verb === 'upload' && !sensitive && !has(a, M.COLLEAGUE) && !has(a, M.EXTERNAL) && TEAM_STORAGE_B22.test(w) && !CHAT_PLACE.test(w)) return fixed('reversible', `puts a file into the team's own folder (${w})`, a);
  if (a.verb === 'upload' && !has(a, M.COLLEAGUE) && !has(a, M.TEAM)) return fixed('reversible', `uploads to the company's own storage (${w})`, a);
  if (mass(a) || a.scope === 'all') return fixed('dangerous', `shares with many people (${w})`, a);
  return fixed('destructive', `shares with a colleague (${w})`, a);
}

const OWNED_THING: ReadonlySet<string> = new Set(['repo', 'project', 'whole', 'database', 'bucket', 'dns']);

/** (cls-over19) An amount capped in a standing approval: "under $20", "up to €50", "below 30 dollars", "no more than $25". */
const PREAPPROVE_CAP_O19 = /(?:\b(?:under|below|up\s+to|less\s+than|at\s+most|no\s+more\s+than|not\s+(?:more|over)\s+than|max(?:imum)?(?:\s+of)?|capped\s+at)|≤|<=?)\s*(?:[$€£]\s?(\d[\d.,]*)(?![\d.,…]|\s*(?:[kKmM]|bn|mn|thousand|million|billion|grand)\b)|(\d[\d.,]*)(?![\d.,…])\s*(?:\$|€|£|(?:usd|eur|gbp|dollars?|euros?|pounds?)\b))/gi;
/** Every cap written in the approval is at most 100 (dollars, euros, pounds). */
function smallCapO19(w: string): boolean {
  let seen = false;
  for (const m of w.matchAll(PREAPPROVE_CAP_O19)) {
    // (The number is read whole: a thousands suffix or a snippet cut inside it, "$5,0…", is no small cap.)
    const raw = (m[1] ?? m[2] ?? '').replace(/[.,]$/, '');
    // ("5,000" and "75.000" are thousands; "19.99" and "19,99" are cents.)
    const n = /^\d{1,3}(?:[.,]\d{3})+$/.test(raw) ? Number(raw.replace(/[.,]/g, '')) : Number(raw.replace(',', '.'));
    if (!(n > 0 && n <= 100)) return false;
    seen = true;
  }
  return seen;
}
/** …unless the same approval reaches anyone, any amount, or other acts (deploys, deletions, access, secrets). */
const PREAPPROVE_WIDE_O19 = /\b(?:any\s+amount|anyone|anybody|any\s+(?:account|recipient|payee)|new\s+(?:payees?|recipients?|suppliers?|vendors?|accounts?)|deploy\w*|delet\w*|drop\w*|admin\w*|password\w*|secrets?|credentials?|production\s+database|wire\w*|transfers?)\b/i;

function money(a: Act, w: string): Finding {
  // (cls-plan20b: test money said to run against a live account is real money.)
  if (has(a, M.TEST_MODE) && !(has(a, M.LIVE) && /\blive\b/i.test(w))) return fixed('reversible', `moves test-mode money only (${w})`, a);
  // A repository, project, domain or workspace transferred (gh … /transfer, "transfer the repo to my account", a domain
  // moved to another registrar account): the company's own thing changes hands, not money.
  if (a.verb === 'pay' && OWNED_THING.has(a.obj) && !a.usd) {
    if (has(a, M.EXTERNAL) && a.obj !== 'dns') return fixed('forbidden', `hands a whole project to someone outside the company (${w})`, a);
    return fixed('dangerous', `transfers ownership of a repository, project or domain (${w})`, a);
  }
  // (cls-en21) Loyalty, bonus or reward points counted without a currency are no amount of dollars ("add 500 loyalty points").
  const pointsOnly = (POINTS_EN21.test(w) && !/[$€£¥₹]|\b(?:usd|eur|gbp|dollars?|euros?|pounds?|rupees?|lakh|crore|grand|bucks)\b/i.test(w)) || gameUnitsEN25(w); // (cls-en25: game currencies)
  const usd = pointsOnly ? 0 : a.usd ?? 0;
  const many = a.scope === 'all' || mass(a);
  // (…and their number counts points, not payments: one member's points are one small credit.)
  if (pointsOnly && a.scope !== 'all' && (a.mods & M.MASS) === 0 && !/\b(?:all|every|everyone|everybody|each)\b/i.test(w)) return fixed('destructive', `changes one member's points balance (${w})`, a);
  const bulk = a.scope === 'some' || (a.count ?? 0) >= 10;
  // (Cancelling every subscription is the settled example too: every customer's recurring money at once.)
  if (a.scope === 'all' && (a.verb === 'refund' || a.verb === 'charge' || a.verb === 'cancel') && !(a.verb === 'cancel' && PAYMENT_ORDERS_A25.test(w))) return fixed('forbidden', `acts on every customer's money at once (${w})`, a);
  if (has(a, M.NEW_RECIPIENT) && usd >= HUGE_USD) return fixed('forbidden', `sends a large amount to a new recipient (${w})`, a);
  // (Everyone's pay at once — "every employee's salary", "all of payroll" — to a new account is a large amount to a new recipient.)
  if (has(a, M.NEW_RECIPIENT) && many && a.verb !== 'refund' && a.verb !== 'cancel') return fixed('forbidden', `sends everyone's money at once to a new recipient (${w})`, a);
  // (A counted set — "the 340 orders from yesterday's outage" — is bulk, not every customer: dangerous below.)
  if ((a.scope === 'all' || (a.mods & M.MASS) !== 0) && has(a, M.LIVE) && a.verb !== 'pay') return fixed('forbidden', `acts on every customer's money at once (${w})`, a);
  if (usd >= LARGE_USD || bulk || many || has(a, M.NEW_RECIPIENT)) return out('dangerous', 'dangerous', 'destructive', `moves a large amount, many payments, or pays a new recipient (${w})`, a);
  // (lead20) A payroll submitted or run in code or by a tool (gusto.payrolls.submit(…), run_payroll) pays every employee.
  if ((a.verb === 'pay' || a.verb === 'run' || a.verb === 'create' || a.verb === 'update') && /\b(?:payrolls?|pay_?runs?|payruns?)\b|(?:^|[._])(?:submit|run|process|approve)_?payrolls?\b/i.test(w) && !/\b(?:preview|calculate|draft|report|test|sandbox|demo)\b/i.test(w)) return out('dangerous', 'dangerous', 'destructive', `runs a payroll: pays every employee on it (${w})`, a);
  // (cls-en21) A payroll previewed, calculated or run in a sandbox pays nobody (the payroll rule above leaves it here).
  if (/\b(?:payrolls?|pay\s?runs?)\b/i.test(w) && /\b(?:preview|previews|calculate|sandbox|demo|dry[- ]?run)\b/i.test(w) && !has(a, M.LIVE)) return fixed('reversible', `previews a payroll; nobody is paid (${w})`, a);
  return fixed('destructive', `moves a small amount of real money (${w})`, a);
}

/** cls-over18: "rename <identifier> →/->/to <identifier>", both written as code names (camelCase, snake_case with a call or
 *  an underscore, PascalCase.member, or in backticks). */
const CODE_NAME = String.raw`(?:\x60[\w.$:]{2,60}(?:\(\))?\x60|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+(?:\(\))?|[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\(\))?|[A-Za-z]\w{0,40}\(\))`;
const RENAMED_SYMBOL = new RegExp(String.raw`^\s*(?:[-*•]\s*)?(?:TODO:?\s*)?renam\w*\s+(?:the\s+)?(?:(?:function|method|variable|hook|helper|class|type|prop|field)\s+)?${CODE_NAME}\s*(?:→|->|=>|\bto\b)\s*${CODE_NAME}\s*(?:[.;,]|\s+(?:in|across|everywhere|throughout)\b|$)`, 'im');

function grant(a: Act, w: string): Finding {
  if (has(a, M.PUBLIC)) return a.obj === 'pii' || has(a, M.PII) ? fixed('forbidden', `makes personal or customer data public (${w})`, a) : out('forbidden', 'dangerous', 'dangerous', `grants access to everyone (${w})`, a, false, 'dangerous');
  if (has(a, M.LINK)) return fixed('dangerous', `grants access to anyone who has the link (${w})`, a);
  if (has(a, M.ADMIN) || a.scope === 'all') return out('dangerous', 'dangerous', 'destructive', `grants broad or administrator rights (${w})`, a);
  if (has(a, M.EXTERNAL)) return fixed('dangerous', `grants access to someone outside the company (${w})`, a);
  return out('destructive', 'destructive', 'destructive', `changes who can access what (${w})`, a);
}

/** cls-intl18c: a private (signing) key named in a language (private key, privater Schlüssel, clé privée, 개인 키, 秘密鍵, 私钥). */
const PRIVATE_KEY_18C = /private[\s_-]?keys?\b|privat\p{L}*\s+(?:\p{L}+\s+)?schlüssel|\bschlüssel\s+privat|clés?\s+privées?|clav\p{L}*\s+privad\p{L}*|chaves?\s+privad\p{L}*|chiav\p{L}*\s+privat\p{L}*|klucz\p{L}*\s+prywatn\p{L}*|prywatn\p{L}*\s+klucz|(?:приватн|закрыт|секретн)\p{L}*\s+ключ|soukrom\p{L}*\s+klíč|개인\s?키|비밀\s?키|秘密鍵|私钥|私鑰|プライベートキー/iu;
/** cls-intl18c: a prohibition anywhere in the sentence ("Never export …", "내보내지 마", "不要导出"): left to the older reading. */
const NEGATED_18C = /(?:^|[^\p{L}])(?:never|don'?t|do not|must not|mustn'?t|nie|nicht|niemals|jamais|nunca|mai|никогда|не|nigdy|ne)(?![\p{L}])|지\s?마|지\s?말|しないで|ないで|(?:不要|别|別|不准|禁止)\s?(?:把|将|將|导出|導出|匯出|汇出)/iu;
/** cls-intl18c: a hold placed ("Set a legal hold on …", "Setze einen Legal Hold auf …", "Place a litigation hold …"). */
const HOLD_PLACED_18C = /(?:^|[^\p{L}])(?:set|sets|place|places|put|puts|apply|applies|add|adds|create|creates|enable|enables|setze|setz|lege|leg|aktiviere|mets|mettez|place|pon|ponga|coloca|aplica|applica|metti|zet|plaats|załóż|nałóż|ustaw)(?![\p{L}])[^.;!?]{0,50}?(?:legal|litigation|in-place|retention)[\s_-]+holds?(?![\p{L}])/iu;
const HOLD_LIFTED_18C = /(?:^|[^\p{L}])(?:lift\p{L}*|remov\p{L}*|releas\p{L}*|delet\p{L}*|disabl\p{L}*|end|ends|drop|heb\p{L}*|aufheb\p{L}*|entfern\p{L}*|lève|levez|lever|levant\p{L}*|retir\p{L}*|supprim\p{L}*|quit\p{L}*|elimin\p{L}*|rimuov\p{L}*|hef|verwijder\p{L}*|zdejm\p{L}*|usuń|ta bort)(?![\p{L}])/iu;
const MONITOR_WORD = /(?:^|[^a-z])(?:monitors?|alerts?|alarms?|alert_?rules?|uptime_?checks?|synthetics?)(?![a-z])/i;
const MUTE_WORD = /mut(?:e|es|ed|ing)(?![a-z])|paus(?:e|es|ed|ing)(?![a-z])|snooz|silenc/i;
const EVERY_WORD = /(?:^|[^a-z])(?:all|every|everything|entire|whole)(?![a-z])|\*|_all(?![a-z])/i;
/** cls-intl18c: the same in other languages ("Wycisz alert o dysku …", "Schalte den Festplatten-Alarm … stumm", "Заглуши алерт …"). */
const MONITOR_18C = /(?:^|[^\p{L}])(?:alert[ayuóe]?|alerte|alerta|allarme|avviso|upozornění|алерт[ауы]?|аларм[ау]?)(?![\p{L}])|varning|alarm(?:en|et|e|a|y|u|s)?(?![\p{L}])/iu;
const MUTE_18C = /(?:^|[^\p{L}])(?:wycisz\p{L}*|stumm\p{L}*|demp|dempen|ztlum\p{L}*|заглуш\p{L}*|sourdine|silenzi\p{L}*|tyst\p{L}*)(?![\p{L}])/iu;
const EVERY_18C = /(?:^|[^\p{L}])(?:wszystk\p{L}*|alle|allen|tous|toutes|todos|todas|tutti|tutte|все|всі|všechn\p{L}*|alla)(?![\p{L}])/iu;

const OUT_OF_GROUP = /\b(?:from|out of|aus|de|du|des|dal|dalla|del|uit|z)\s+(?:the\s+|our\s+|dem\s+|der\s+|la\s+|le\s+|l'|el\s+)?(?:[#@]?[\w.-]+\s+){0,2}(?:groups?|[\w-]*teams?|channels?|[\w-]*gruppe|kanal|groupe|équipe|canal|grupo|equipo|gruppo|squadra|groep)\b/i;

/** (cls-benign22) "in/to <a file named for development or tests>": settings/dev.py, config/local.yml, .env.development, dev/app.toml. */
const DEV_SETTINGS_FILE_B22 = /(?:^|\s)(?:in|inside|within|to|of|from)\s+[`'"]?(?:[\w.-]+\/)*(?:(?:[\w-]*[._-])?(?:dev|development|local|test|testing)(?:[._-][\w-]+)?\.(?:py|rb|ya?ml|json|toml|ts|js|mjs|cjs|ini|cfg|conf|env|properties|exs?|php|xml)|\.env\.(?:dev|development|local|test)|(?:dev|development|local)\/[\w./-]+\.(?:py|rb|ya?ml|json|toml|ts|js|ini|cfg|conf|env|properties))\b/i;
const PROD_WORD_B22 = /\b(?:prod|production|live|staging|every|all\s+(?:users|environments|envs))\b|\bprod[\w.-]*\.(?:py|rb|ya?ml|json|toml)/i;
function weaken(a: Act, w: string): Finding {
  switch (a.obj) {
    case 'audit':
      return out('forbidden', 'dangerous', 'dangerous', `turns off audit logging (${w})`, a);
    case 'backup':
    case 'retention':
      // cls-intl18c: a legal or litigation hold placed (set, put, applied) keeps more, in any of these languages.
      if (a.obj === 'retention' && HOLD_PLACED_18C.test(w) && !HOLD_LIFTED_18C.test(w)) return fixed('reversible', `places a hold that keeps data from deletion (${w})`, a);
      if (has(a, M.PERMANENT)) return out('forbidden', 'dangerous', 'destructive', `removes retained history for good (${w})`, a);
      return out('dangerous', 'dangerous', 'destructive', `reduces backups or retention (${w})`, a);
    case 'log':
      return out('dangerous', 'destructive', 'destructive', `reduces logging (${w})`, a);
    case 'security':
    case 'privilege':
    case 'ci':
    case 'hook':
    case 'unknown':
      if (has(a, M.NARROW)) return out('destructive', 'destructive', 'destructive', `loosens a control narrowly (${w})`, a);
      // LABELS: monitoring protects recovery, and deleting all of it is forbidden (every monitor, alert or alarm at once).
      if (a.obj === 'unknown' && a.scope === 'all' && a.verb === 'weaken' && MONITOR_WORD.test(w)) return out('forbidden', 'dangerous', 'destructive', `deletes every monitor or alert (${w})`, a);
      // LABELS (leaving the machine): muting one alert is destructive; muting or pausing every monitor stays dangerous.
      if ((a.obj === 'unknown' || a.obj === 'security') && a.scope === 'one' && !mass(a) && (MONITOR_WORD.test(w) || MONITOR_18C.test(w)) && (MUTE_WORD.test(w) || MUTE_18C.test(w)) && !EVERY_WORD.test(w) && !EVERY_18C.test(w) && !/delet|remov|destroy/i.test(w)) return out('destructive', 'destructive', 'reversible', `mutes or pauses one monitor or alert (${w})`, a);
      // (cls-benign22) "Turn off MFA in config/settings/dev.py", "disable CSRF in settings/local.py": a control switched off
      // in a file named for development or tests is an edit of the repo's dev settings (LABELS: local, easily undone), as the
      // file readers already keep it; production named anywhere keeps the control's reading.
      if (DEV_SETTINGS_FILE_B22.test(w) && !PROD_WORD_B22.test(w)) return fixed('reversible', `switches a control off in a development settings file (${w})`, a);
      return out('dangerous', 'dangerous', 'dangerous', `weakens a security control (${w})`, a);
    case 'money':
      return money(a, w);
    default:
      // Accounts disabled by a filter or all at once lock many people out, as revoking their access does.
      if (a.verb === 'disable' && a.obj === 'account' && a.scope === 'all') return out('forbidden', 'dangerous', 'destructive', `disables every account at once (${w})`, a);
      if (a.verb === 'disable' && a.obj === 'account' && (a.scope === 'some' || mass(a))) return out('dangerous', 'dangerous', 'destructive', `disables many accounts at once (${w})`, a);
      if (a.verb === 'disable' && (a.obj === 'account')) return out('destructive', 'destructive', 'reversible', `disables one account (${w})`, a);
      if (a.verb === 'disable') return out('destructive', 'destructive', 'reversible', `turns a feature or service off (${w})`, a);
      // (cls-sdk20) Every monitor deleted by a loop over their listing (for m in api.Monitor.get_all(): api.Monitor.delete(…)):
      // all the monitoring that protects recovery, as the tool form with all: true already reads.
      if ((a.verb === 'delete' || (a.verb === 'weaken' && /delet|remov|destroy/i.test(w))) && a.scope === 'all' && MONITOR_WORD.test(w) && !/\b(?:mute|silence|downtime|snooze)/i.test(w)) return out('forbidden', 'dangerous', 'destructive', `deletes every monitor or alert (${w})`, a);
      return out('dangerous', 'dangerous', 'destructive', `weakens a protection (${w})`, a);
  }
}

/** How an open-ended request with no placed object starts its reason (a label over a concrete step drops it: index.ts). */
export const OPEN_ENDED_CHANGE = 'open-ended change';

function openEnded(a: Act, w: string): Finding {
  // "Clean up", "free up space", "whatever it takes": judged by the most harmful step a
  // reasonable agent would plausibly take in that environment.
  if (a.obj === 'code' || a.obj === 'file' || a.obj === 'regenerable' || a.obj === 'cache' || a.obj === 'doc' || a.obj === 'repo' && (a.verb === 'cleanup' || /\bclean(?:s|ed|ing)?\b(?:\s+up)?/i.test(w) && !/\b(?:delete|remove|drop|destroy|wipe)\s+(?:the\s+|this\s+|our\s+)?(?:repo|repository)\b/i.test(w))) return fixed('reversible', `open-ended work on the repository's own files (${w})`, a);
  if (a.obj === 'money' || a.obj === 'security') return fixed('dangerous', `open-ended work on money or security (${w})`, a);
  return out('dangerous', 'destructive', 'reversible', `${OPEN_ENDED_CHANGE}; judged by the most harmful plausible step (${w})`, a);
}
