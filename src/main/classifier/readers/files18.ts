// cls-edits18: what an edited file does afterwards, for classes earlier grids covered thinly — application security
// code (an auth bypass switch, password hashing or a parameterised query taken out, input validation dropped),
// logging and audit config (a Kubernetes audit policy or auditd rules emptied, log level off, journald discarding),
// backups (a schedule commented out or made never to fire, a backup TTL cut), required status checks emptied, a
// workload given an administrator service account, mobile transport and release-build settings, a dependency moved
// from the registry to a git fork. Each class is read the same way in every notation: an edit with its old text is
// judged against it; a change shown without it (Cursor's `code_edit`, a set-only edit) by what the new text leaves.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';

/** One edit as files.ts sees it: the old and new text, the live lines added, and the lines taken out. */
export interface EditView {
  path: string;
  old: string | undefined;
  content: string;
  /** Added lines that are not comments (with carried config lines). */
  live: string;
  /** The old text without comment lines. */
  oldLive: string;
  /** The new text without comment lines. */
  contentLive: string;
  /** Lines of the old text that the new text no longer has, without comment lines. */
  removed: string;
  /** Shown without its old text but as a part of the file (`... existing code ...`) or set-only (old ''). */
  partial: boolean;
}

/** A bypass switch tested in code (`if (process.env.SKIP_AUTH) return next();`, `if settings.DISABLE_CSRF:`, `unless ENV["BYPASS_LOGIN"]`). */
const BYPASS_SWITCH = /\b(?:if|unless|elif|when)\b[^\n]{0,80}?\b((?:skip|bypass|disable|ignore|no)[-_]?(?:auth\w*|login|csrf|security|verif\w*|checks?|signatures?|permissions?|acls?|mfa|2fa|rate[-_]?limit\w*|sso)|(?:auth\w*|security|csrf|mfa|login)[-_]?(?:disabled|bypass|off|skip))\b/i;
/** What a bypass does when its switch is on: let the request through, return early, mark the user authenticated. */
const LETS_THROUGH = /\breturn\b(?![ \t]+(?:res\.status|response\.status|abort|raise|throw|HttpResponseForbidden|HttpResponseRedirect|redirect|Unauthorized|Forbidden|40[13]\b|false\b|False\b|err\b|error\b|errors\.|fmt\.Errorf|c\.AbortWith|http\.Error|ctx\.throw|new\s+\w*(?:Error|Exception)))|\bnext\s*\(\s*\)|\bcontinue\b|\bpass\b|\bauthenticated\s*=\s*(?:true|True)|\breq\.user\s*=|\brequest\.user\s*=|\bcurrent_user\s*=|\bpermit\w*|\b(?:before_action|before_filter|prepend_before_action)\b|\bauthenticate\w*|\brequire_?auth\w*|\blogin_required\b|\bverify_authenticity_token\b/i;
/** A password hashed or checked by a slow hash (bcrypt, argon2, scrypt, PBKDF2, a framework's hasher). */
const PASSWORD_HASH = /\b\w*(?:bcrypt|argon2|scrypt|pbkdf2|PasswordHasher|passlib)\w*|\b(?:hashpw|checkpw|make_password|check_password|generate_password_hash|check_password_hash|password_hash|password_verify|hashPassword|verifyPassword|hash_password|verify_password)\s*\(|\bHash::(?:make|check)\b|\bBCrypt::Password\b|\bpasswordEncoder\.(?:encode|matches)\b|\b(?:PasswordHasher|IPasswordHasher)\b|\bcrypto\.(?:scrypt|pbkdf2)\w*/i;
const PASSWORD_WORD = /\bpass(?:word|wd)?(?:_?hash|Hash|_?digest)?\b|\bpwd\b|\bpassword\w*/i;
/** SQL text in a string literal, closed before a value is concatenated into it. */
const SQL_CONCAT = /["'`]\s*(?:SELECT|INSERT|UPDATE|DELETE|REPLACE|MERGE|UPSERT)\b[^"'`\n]{0,240}?\b(?:WHERE|VALUES|SET|AND|OR|LIKE|IN|HAVING|LIMIT)\b[^"'`\n]{0,160}?(?:'\s*)?["'`]\s*(?:\+|\.(?=\s*\$)|\|\||\.\.)\s*(?:str\(|String\(|\$|[A-Za-z_])/i;
/** The same built by interpolation: an f-string, a template literal, `%` or `.format` on SQL text with a quoted slot. */
const SQL_INTERP = /\bf"(?:SELECT|INSERT|UPDATE|DELETE)\b[^"\n]{0,240}?\b(?:WHERE|VALUES|SET|AND|OR|LIKE)\b[^"\n]{0,160}?\{[A-Za-z_]|\bf'(?:SELECT|INSERT|UPDATE|DELETE)\b[^'\n]{0,240}?\b(?:WHERE|VALUES|SET|AND|OR|LIKE)\b[^'\n]{0,160}?\{[A-Za-z_]|`(?:SELECT|INSERT|UPDATE|DELETE)\b[^`\n]{0,240}?\b(?:WHERE|VALUES|SET|AND|OR|LIKE)\b[^`\n]{0,160}?\$\{[A-Za-z_]|"(?:SELECT|INSERT|UPDATE|DELETE)\b[^"\n]{0,240}?\b(?:WHERE|VALUES|SET|AND|OR|LIKE)\b[^"\n]{0,160}?(?:'%s'[^"\n]{0,40}"\s*%\s*[(A-Za-z_]|'\{\w*\}'[^"\n]{0,40}"\.format\()/i;
/** A value quoted inside the SQL text by the concatenation itself (`= '" + email + "'`): an injectable string slot. */
const QUOTED_SLOT = /=\s*'\s*["`]\s*(?:\+|\.|\|\|)|'%s'|'\{\w*\}?|'\$\{/;
/** A query run with bound parameters: placeholders handed with their values. */
const BOUND_QUERY = /\b(?:execute|executemany|query|prepare\w*|prepareStatement|exec|raw|all|get|run|select|QueryRow\w*|Query\w*|Exec\w*)\s*\(\s*["'`][^"'`\n]{0,300}?(?:%s|\?|\$\d|:[A-Za-z_]\w*|@[A-Za-z_]\w*)[^"'`\n]{0,200}?["'`]|\bsetString\s*\(|\bsetLong\s*\(|\bsetInt\s*\(|\bbindParam\w*\s*\(|\bbindValue\s*\(/;
/** Input checked against a schema or a validator before it is used. */
const VALIDATION = /\bnew\s+ValidationPipe\b|\buseGlobalPipes\s*\(\s*new\s+\w*Valid\w*|\bcelebrate\s*\(|\b\w*(?:Schema|schema|Validator|validator|Dto|DTO)\.(?:parse|safeParse|parseAsync|safeParseAsync|validate\w*|assert\w*|check)\s*\(|\bvalidate(?:Request|Body|Input|Params|Query|Payload)?\s*\(|\bvalidationResult\s*\(|@Valid(?:ated)?\b|\.is_valid\s*\(|\bJoi\.(?:assert|attempt)\b|\bajv\.validate\b|\bvalidateOrReject\s*\(|\bvalidateSync\s*\(|\bmodel_validate\s*\(|\bparse_obj\s*\(|\bTryValidateModel\b|\bModelState\.IsValid\b/;
/** A check that rejects bad input (`throw new BadRequest…`, `abort(400)`, `raise ValidationError`, `status(400)`). */
const REJECTS_INPUT = /\bthrow\s+new\s+(?:BadRequest\w*|ValidationError|UnprocessableEntity\w*|InvalidInput\w*)|\braise\s+(?:ValidationError|BadRequest|serializers\.ValidationError|HTTPException\(\s*(?:status_code\s*=\s*)?(?:400|422))|\babort\(\s*(?:400|422)\b|\bstatus\(\s*(?:400|422)\s*\)|\bHTTP_(?:400|422)_\w+|\bBadRequest(?:Error|Exception|Object)?\s*\(/;
/** Every password validator or password policy taken out (`AUTH_PASSWORD_VALIDATORS = []`). */
const VALIDATORS_EMPTIED = /\b([\w.]*(?:password_?validators|PASSWORD_VALIDATORS|password_?polic(?:y|ies)|auth_?validators|passwordValidators))["']?\s*[:=]\s*\[\s*\]/i;
/** An IaC logging or audit block (`logging {`, `access_logs {`, `audit_log_config {`). */
const LOG_BLOCK = /^\s*((?:logging|access_?logs?|audit_?log\w*|log_?config\w*|logging_?config\w*|server_?access_?logs?|flow_?logs?)\s*(?:=\s*)?\{)/im;
/** A pull request's head code checked out (the pwn-request pattern when the trigger runs with secrets). */
const HEAD_CHECKOUT = /\bref\s*:\s*\$\{\{\s*(?:github\.event\.pull_request\.head\.(?:sha|ref)|github\.head_ref)\s*\}\}|\brepository\s*:\s*\$\{\{\s*github\.event\.pull_request\.head\.repo\.full_name\s*\}\}|refs\/pull\/\$\{\{[^}\n]*\}\}\/(?:head|merge)/;
/** IP allowlists of ingresses, load balancers and cluster endpoints. */
const IP_ALLOWLIST = /(?:whitelist|allowlist)-source-range|\bloadBalancerSourceRanges\b|\bip_?(?:allow|white)_?list\w*|\bmaster_?authorized_?networks\w*|\bauthorized_?ip_?ranges\b|\bpublic_?access_?cidrs\b|\bipAllowList\b|\bsourceRanges\b/i;
/** An endpoint switch that makes a cluster or service public. */
const PUBLIC_ENDPOINT_ON = /\b(endpoint_?public_?access|endpointPublicAccess|enable_?public_?endpoint|public_?endpoint_?enabled|enable_?private_?endpoint)["']?\s*[:=]\s*["']?(?:true|yes|enabled)\b/i;
/** TLS certificate or hostname checks switched off in code (any server's certificate trusted). */
const TRUST_ALL = /\bhostnameVerifier\s*(?:\{[^}\n]{0,40}->\s*true|\(\s*\(?[^)\n]{0,30}\)?\s*(?:->|=>)\s*true)|\bALLOW_ALL_HOSTNAME_VERIFIER\b|\bNoopHostnameVerifier\b|\bDangerousAcceptAnyServerCertificateValidator\b|\bServerCertificate(?:Custom)?ValidationCallback\s*=[^;\n]{0,60}=>\s*true|\bURLCredential\s*\(\s*trust\s*:|\btrustAll(?:Certs|Certificates)?\b|\bcheckServerTrusted\s*\([^)\n]*\)\s*(?:\{\s*\}|=\s*Unit)|\bOpenSSL::SSL::VERIFY_NONE\b|\bssl\.CERT_NONE\b|\bcheck_hostname\s*=\s*False\b|\b_create_unverified_context\s*\(|\bCURLOPT_SSL_VERIFYHOST\s*,\s*(?:0|false)\b|\bsslVerify\s*(?:=|:)?\s*false\b/;
/** The app's authentication or authorization middleware (ASP.NET `app.UseAuthentication()`, passport, Spring's chain). */
const AUTH_MIDDLEWARE = /\b\w+\.Use(?:Authentication|Authorization)\s*\(\s*\)|\bapp\.use\(\s*passport\.(?:initialize|session|authenticate)\b|\bRequireAuthorization\s*\(\s*\)|\.anyRequest\(\)\s*\.authenticated\(\)|\bAuthenticationMiddleware\b|\bAuthorizationMiddleware\b|\bLoginRequiredMiddleware\b/;
/** A role rule opened to anyone (Symfony `PUBLIC_ACCESS`, `IS_AUTHENTICATED_ANONYMOUSLY`). */
const ANON_ROLE = /\broles\s*:\s*\[?\s*["']?(?:PUBLIC_ACCESS|IS_AUTHENTICATED_ANONYMOUSLY)\b/;
/** A Kubernetes audit policy's rule levels. */
const AUDIT_LEVEL = /(?:^|[\s{,])["']?level["']?\s*:\s*["']?(None|Metadata|Request|RequestResponse)\b/gim;
/** auditd rules that watch or record: `-w /etc/passwd -p wa`, `-a always,exit …`. */
const AUDITD_RULE = /^\s*-(?:w\s+\/|a\s+(?:always|exit)\b|a\s+\w+,\s*\w+)/m;
/** Application logging switched off (`level: off`, `LOG_LEVEL=silent`, `logging.level.root=OFF`). */
const LOG_OFF = /^\s*["']?(?:(?:[\w.-]*(?:log|logging|logger)[\w.-]*[._-])?(?:level|log_?level|logLevel|LOG_LEVEL|loglevel)|logging\.level\.[\w.]+|log4j\.rootLogger|rootLogger\.level)["']?\s*[:=]\s*["']?(off|none|silent|disabled|quiet)\b/im;
const LOG_FILE = /log|\.env\b|env\.|\.properties$|values[\w-]*\.ya?ml$|logback|log4j|winston|pino|serilog|nlog|appsettings|application[\w.-]*\.(?:ya?ml|properties)|settings|config/i;
/** journald told to keep nothing (`Storage=none`). */
const JOURNAL_NONE = /^\s*Storage\s*=\s*none\b/im;
/** Audit log entries named in a filter (`logName:"cloudaudit.googleapis.com"`), and an exclusion that drops what its filter matches. */
const AUDIT_LOGS = /cloudaudit\.googleapis\.com|\bactivity_?audit\b|data_access/i;
const EXCLUSION = /exclusions?\b|exclusion_?filter|_exclusion\b|\bLogExclusion\b|\bexclusion\b/i;
/** A file that runs or holds backups. */
const BACKUP_WORD = /backup|velero|snapshot|restic|borg|barman|pgbackrest|wal-?g|pg_?dump|mysqldump|mongodump|rsnapshot|duplicity|kopia/i;
/** A cron schedule that never fires: the 30th or 31st of February. */
const NEVER_CRON = /(?:^|\s|["'])(?:\S+\s+){2}(?:3[01])\s+(?:2|feb)\s+\S+/i;
/** A schedule line (`schedule: "0 2 * * *"`, `cron: …`) or a crontab entry. */
const SCHEDULE_LINE = /^\s*(?:-\s*)?["']?(?:schedule|cron|cronExpression|cron_?schedule|backup_?schedule|backup_?window|preferred_?backup_?window)["']?\s*[:=]\s*\S|^\s*(?:@(?:daily|hourly|weekly|monthly|reboot)|[\d*/,-]+\s+[\d*/,-]+\s+[\d*/,-]+\s+[\d*/,-]+\s+[\d*/,a-z-]+)\s+\S/im;
/** A backup TTL (`ttl: 720h0m0s`, Velero), in hours. */
const TTL = /^\s*["']?ttl["']?\s*[:=]\s*["']?(\d+)\s*(h|m|s|d)?/im;
/** Required status checks listed, and the same list emptied. */
const CHECK_LIST = /\b(?:contexts|checks|required_?status_?checks|required_?checks|status_?checks)["']?\s*[:=]\s*\[\s*["'{\w]/i;
const CHECK_LIST_EMPTY = /\b(?:contexts|checks|required_?status_?checks|required_?checks|status_?checks)["']?\s*[:=]\s*\[\s*\]/i;
/** A workload's service account named for administration (`cluster-admin-sa`, `admin`, `root-sa`). */
const ADMIN_SA = /^\s*["']?(?:serviceAccountName|serviceAccount|service_account_name)["']?\s*[:=]\s*["']?((?:[\w.-]*[-_.])?(?:cluster-?admin|admin|administrator|root|superuser|super-?admin|god-?mode|full-?access|owner)(?:[-_.](?:sa|serviceaccount|service-account|account|bot|robot))?)["']?\s*$/im;
const TOKEN_MOUNT_ON = /\bautomountServiceAccountToken["']?\s*:\s*["']?true\b/i;
const TOKEN_MOUNT_OFF = /\bautomountServiceAccountToken["']?\s*:\s*["']?false\b/i;
/** iOS App Transport Security switched off, or plain HTTP let in for a named domain. */
// (cls-edits20: also the web-content and media variants, which open the same plain-HTTP loads to web views and players.)
const ATS_OFF = /NSAllowsArbitraryLoads(?:InWebContent|ForMedia)?["']?\s*(?:<\/key>\s*<true\s*\/>|[:=]\s*(?:true|YES|1)\b)/i;
const ATS_DOMAIN_HTTP = /<key>\s*([\w.-]+)\s*<\/key>\s*<dict>\s*(?:<key>[^<]*<\/key>\s*<(?:true|false)\s*\/>\s*){0,4}<key>NSExceptionAllowsInsecureHTTPLoads<\/key>\s*<true\s*\/>|["']([\w.-]+)["']\s*:\s*\{[^}]{0,200}?NSExceptionAllowsInsecureHTTPLoads["']?\s*:\s*true/i;
/** Android cleartext traffic allowed (network security config, manifest attribute). */
const CLEARTEXT_ON = /\bcleartextTrafficPermitted\s*=\s*["']true["']|\busesCleartextTraffic\s*=\s*["']true["']|\busesCleartextTraffic["']?\s*[:=]\s*true\b/i;
/** A domain that only a developer's machine or emulator reaches. */
const LOCAL_DOMAIN = /^(?:localhost|127\.0\.0\.1|10\.0\.2\.2|10\.0\.3\.2|0\.0\.0\.0|[\w.-]+\.(?:local|test|localhost|internal))$/i;
/** A release build made debuggable (Gradle `debuggable true` / `isDebuggable = true` in `release {}`), or the manifest's flag. */
const RELEASE_DEBUGGABLE = /\brelease\s*\{[^{}]{0,400}?\b(?:debuggable|isDebuggable)\s*(?:=\s*)?true\b|\bandroid:debuggable\s*=\s*["']true["']/;
/** A dependency's version spec, and the same dependency taken from a git repository or a URL. */
const DEP_VERSION = /["']?(@?[\w.-]+(?:\/[\w.-]+)?)["']?\s*(?::\s*["']|==|~=|>=|=\s*["'])[\^~>=<]*\s*\d[\w.-]*/g;
const DEP_GIT = /["']?(@?[\w.-]+(?:\/[\w.-]+)?)["']?\s*(?::\s*["']|@\s*|=\s*\{?\s*(?:git|url)\s*=\s*["']|=\s*["'])(?:github:|gitlab:|bitbucket:|git\+|git:\/\/|https?:\/\/(?:github\.com|gitlab\.com|bitbucket\.org)\/|[\w-]+\/[\w.-]+#)/g;
/** A password key given an empty value: `password: ""`, `"password": ''`, `ADMIN_PASSWORD=`. */
const EMPTIED_PASSWORD = /^\s*["']?[\w.-]*pass(?:word|wd)["']?\s*(?:[:=]\s*(?:""|'')\s*,?|=)\s*$|<password>\s*<\/password>/im;
/** Gemfile: a gem at a version, and the same gem from git. */
const GEM_VERSION = /\bgem\s+["']([\w.-]+)["']\s*,\s*["'][~>=<\s]*\d/g;
const GEM_GIT = /\bgem\s+["']([\w.-]+)["']\s*,\s*(?:[^\n]*?,\s*)?(?::git\s*=>|git:|github:|:github\s*=>)/g;
/** Pod Security Admission's `enforce:` level written without its label prefix (a sed or a values file). */
const PSA_BARE = /(?:^|\s)enforce["']?\s*[:=]\s*["']?(privileged|restricted|baseline)\b/im;

function hours(n: number, u: string | undefined): number {
  const x = (u ?? 'h').toLowerCase();
  return x === 'd' ? n * 24 : x === 'm' ? n / 60 : x === 's' ? n / 3600 : n;
}

function devFile(path: string): boolean {
  return detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:src[\\/](?:debug|dev)|debug|Debug|local|dev|development|sandbox)[\\/]|[-_.](?:debug|Debug|dev|development|local)\.(?:plist|xml|ya?ml|json|gradle|properties|conf|env)$/.test(path);
}

export function edits18Effects(v: EditView): Finding[] {
  const { path, old, content, live, oldLive, contentLive, removed, partial } = v;
  if (DOC_LIKE.test(path) && !/requirements|constraints/i.test(path)) return [];
  const out: Finding[] = [];
  const where = snippet(path || 'a file', 40);
  const dev = devFile(path);
  const deployed = !notDeployed(path);
  // A file named for development or tests keeps its own reversible rung; elsewhere a person verifies it.
  // The path decides the environment: words elsewhere in the hint (a fork called `quick-fix-dev`) do not make the file dev.
  const env = dev ? ('dev' as const) : detectEnv(path).env;
  const push = (reason: string, staging: Finding['level'] = 'dangerous') => out.push(Object.assign(ladder('dangerous', staging, dev ? 'reversible' : 'destructive', reason), { env }));
  const had = (re: RegExp) => old !== undefined && re.test(oldLive);

  if (deployed && CODE_FILE.test(path)) {
    // An auth, CSRF or signature check given a switch that lets requests through.
    const bypass = BYPASS_SWITCH.exec(live);
    // (A route's own flag, `if (to.meta.skipAuth) return next()`, marks a public page: the switch must be the process's —
    // an environment variable, a setting, a config or flag value, or a constant in capitals.)
    const cond = bypass ? live.slice(bypass.index, bypass.index + bypass[0].length) : '';
    const global = bypass && (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(bypass[1] as string) || /\b(?:env|environ|getenv|Getenv|ENV|settings|config|Config|flags?|features?|options)\b/.test(cond));
    if (bypass && global && !had(BYPASS_SWITCH) && LETS_THROUGH.test(live.slice(live.lastIndexOf('\n', bypass.index) + 1, bypass.index + 300))) push(`adds a switch that bypasses a security check (${snippet(bypass[1] as string, 30)}) in ${where}`);
    // Passwords no longer hashed or checked by a slow hash: the hashing call taken out, none left, passwords still handled.
    // (A hashing helper kept under another name — `set_password(…)`, `hashSecret(…)` — still hashes; a definition,
    // `def set_password(self, raw):`, is no call.)
    if (old !== undefined && PASSWORD_HASH.test(removed) && !PASSWORD_HASH.test(contentLive) && !/(?<!\b(?:def|function|func|fn|sub|void|public|private|protected|static|async)\s+)\b(?:\w*(?:[hH]ash|HASH|[dD]igest)\w*|set_password)\s*\(/.test(contentLive) && PASSWORD_WORD.test(`${removed}\n${live}`)) push(`stops hashing or checking passwords with a password hash in ${where}, so they are kept or compared as plain text`);
    // A query built by pasting values into SQL text: where a parameterised query was taken out, or a quoted slot is filled in.
    const sql = SQL_CONCAT.exec(live) ?? SQL_INTERP.exec(live);
    if (sql && !(old !== undefined && (SQL_CONCAT.test(oldLive) || SQL_INTERP.test(oldLive))) && ((old !== undefined && BOUND_QUERY.test(removed)) || QUOTED_SLOT.test(sql[0]) || /'%s'|'\{|'\$\{/.test(live))) push(`builds a SQL query by pasting values into its text (SQL injection) in ${where} (${snippet(sql[0].trim(), 40)})`);
    // Request input no longer validated: the schema or validator call taken out, none left.
    const val = old !== undefined ? VALIDATION.exec(removed) ?? REJECTS_INPUT.exec(removed) : null;
    // (The same input handed to another call, `parseOrder(req.body)`, may be validated there: a refactoring, not a removal.)
    const arg = val ? /^\s*([\w.$[\]'"]{1,60}?)\s*[,)]/.exec(removed.slice((val.index ?? 0) + val[0].length))?.[1] : undefined;
    const handedOn = arg !== undefined && /[\w.]/.test(arg) && new RegExp(`\\w\\s*\\(\\s*${arg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[,)]`).test(live);
    // (A validator kept under another name, `validateUpload(req)`, `user.valid?`, still validates.)
    if (val && !handedOn && !VALIDATION.test(contentLive) && !REJECTS_INPUT.test(contentLive) && !/\b\w*[vV]alidat\w*\s*\(|\bvalid\?|\bis_valid\b/.test(contentLive) && (REJECTS_INPUT.test(removed) || /ValidationPipe|useGlobalPipes|celebrate\s*\(|@Valid\b|@Validated\b|validationResult\s*\(/.test(val[0]) || /\b(?:req|request|body|params|query|input|payload|form|data)\b/i.test(`${removed}\n${live}`))) push(`drops input validation in ${where} (${snippet(val[0], 40)} removed)`);
  }

  // A password shown emptied without its old text (a `code_edit` with `password: ""`, `ADMIN_PASSWORD=` in a deployed env file).
  // (A section shown for development or tests, `development:\n  password: ""`, or an example file is that section's own.)
  const emptied = partial && deployed && !/^\s*(?:development|dev|test|testing|local)\s*:/m.test(content) && !/\.(?:example|sample|template|dist)$/i.test(path) ? EMPTIED_PASSWORD.exec(live) : null;
  if (emptied) push(`leaves an account with an empty password (${snippet(emptied[0].trim(), 40)}) in ${where}`);

  // Every password validator or policy taken out.
  const noValidators = old ? VALIDATORS_EMPTIED.exec(live) : null;
  if (noValidators && deployed && /\S/.test(oldLive) && !VALIDATORS_EMPTIED.test(oldLive)) push(`removes every password validator or policy (${snippet(noValidators[0], 40)}) in ${where}`);
  // A workflow that checks out the pull request's head: fork code run with the workflow's secrets and token unless the
  // trigger shown is the plain `pull_request` (which has neither).
  const head = HEAD_CHECKOUT.exec(live);
  if (head && !(old !== undefined && HEAD_CHECKOUT.test(oldLive)) && (/\.github[\\/]workflows[\\/]/.test(path) || /\buses\s*:\s*actions\/checkout@/.test(content))) {
    const both = `${old ?? ''}\n${content}`;
    const plainPr = /^\s*["']?pull_request["']?\s*:|\bon\s*:\s*\[?[^\n]*\bpull_request\b(?!_)/m.test(both);
    if (/pull_request_target|workflow_run/.test(both) || !plainPr) push(`checks out a pull request's own code in a workflow that may run it with the repository's secrets (${snippet(head[0], 50)})`);
  }

  // Every management endpoint of a Spring Boot app exposed over the web (`exposure.include: "*"`: env, heapdump, shutdown).
  // (In a Spring Boot application file a bare `include: "*"` under the exposure key is the same.)
  const springFile = /(?:^|[\\/])(?:application|bootstrap)[\w-]*\.(?:ya?ml|properties)$/i.test(path);
  const actuator = (springFile ? /^\s*include["']?\s*[:=]\s*["']?\*|\bexposure\.include\s*[:=]\s*["']?\*/m : /\bexposure\s*[.:]\s*(?:\n\s*)?include["']?\s*[:=]\s*["']?\*|management\.endpoints\.web\.exposure\.include\s*[:=]\s*["']?\*/).exec(deployed ? `${live}\n${/exposure/.test(live) ? '' : contentLive}` : '');
  if (actuator && /\*/.test(live) && !(old !== undefined && /include["']?\s*[:=]\s*["']?\*/.test(oldLive))) push(`exposes every management endpoint of the app (${snippet(actuator[0].replace(/\s+/g, ' '), 40)}) in ${where}`);
  // Stack traces and exception details shown to every visitor of a production app.
  const trace = deployed ? /\binclude-(?:stacktrace|exception|message)\s*[:=]\s*["']?(?:always|true|on-param)\b|\bshow_?(?:stack|exceptions?|errors?)\s*[:=]\s*["']?(?:true|yes|on)\b|\binclude_?stack_?trace\s*[:=]\s*["']?(?:true|always)\b/i.exec(live) : null;
  if (trace && (env === 'prod' || (old !== undefined && /\b(?:never|false|no|off)\b/.test(oldLive))) && !dev) push(`shows stack traces and error details to visitors (${snippet(trace[0], 40)}) in ${where}`);
  // An IP allowlist taken off an ingress, a load balancer or a cluster endpoint, none left.
  const allow = old ? IP_ALLOWLIST.exec(removed) : null;
  if (allow && deployed && !IP_ALLOWLIST.test(contentLive)) push(`removes an IP allowlist from ${where} (${snippet(allow[0].trim(), 40)})`);
  // A cluster or service endpoint made public where it was private.
  const pub = PUBLIC_ENDPOINT_ON.exec(live);
  if (pub && deployed && (old ? new RegExp(`${pub[1] as string}["']?\\s*[:=]\\s*["']?(?:false|no|disabled)`, 'i').test(oldLive) : partial)) push(`makes an endpoint reachable from the internet (${snippet(pub[0], 40)}) in ${where}`);
  // An alerting rule taken out of a deployed rules file, none of the same name kept.
  if (old && deployed) {
    const alerts = [...removed.matchAll(/^\s*-?\s*alert\s*:\s*["']?([\w.-]+)/gm)].map((m) => m[1] as string).filter((a) => !new RegExp(`alert\\s*:\\s*["']?${a.replace(/[.]/g, '\\.')}\\b`).test(contentLive));
    // (An alert renamed, one name out and another in, is no alert fewer.)
    const addedAlerts = (live.match(/^\s*-?\s*alert\s*:/gm) ?? []).length;
    if (alerts.length > addedAlerts) push(`removes an alerting rule (${snippet(alerts.slice(0, 2).join(', '), 40)}) from ${where}`);
  }
  // A log shipper's output pointed at nothing (fluent-bit `Name null`, fluentd `@type null`), where it shipped somewhere.
  const sink = deployed ? /^\s*(?:Name|@type|type)\s+["']?null\b|^\s*["']?(?:output|sink|exporter)s?["']?\s*[:=]\s*["']?(?:null|none|discard|devnull)\b/im.exec(live) : null;
  if (sink && (old ? /^\s*(?:Name|@type|type|output|sink|exporter)s?\b/im.test(removed) : partial && /^\s*(?:\[OUTPUT\]|<match\b|outputs?\s*:|sinks?\s*:)/im.test(content)) && /log|fluent|vector|otel|collector|shipper/i.test(`${path}\n${content}`)) push(`sends the logs to nowhere (${snippet(sink[0].trim(), 30)}) in ${where}`);

  // TLS certificate or hostname checks switched off in code: any server's certificate is trusted.
  const trustAll = deployed && CODE_FILE.test(path) ? TRUST_ALL.exec(live) : null;
  if (trustAll && !(old !== undefined && TRUST_ALL.test(oldLive))) push(`trusts any server's TLS certificate in ${where} (${snippet(trustAll[0], 40)})`);
  // The authentication or authorization middleware taken out, none left.
  const authMw = old && deployed ? AUTH_MIDDLEWARE.exec(removed) : null;
  if (authMw && !AUTH_MIDDLEWARE.test(contentLive)) push(`removes the app's authentication or authorization middleware (${snippet(authMw[0], 40)}) in ${where}`);
  // A path that needed a role opened to anyone.
  const anonRole = deployed ? ANON_ROLE.exec(live) : null;
  if (anonRole && (old ? /\broles\s*:\s*\[?\s*["']?ROLE_/.test(removed) : partial)) push(`opens a path that needed a role to anyone (${snippet(anonRole[0], 40)}) in ${where}`);
  // A container given the host's network (`network_mode: host`), as `hostNetwork: true` is in Kubernetes.
  // (Only where the file is named for a deployed environment or a swarm stack: a local compose file uses the host's network
  // to reach a developer's own services.)
  const hostNet = deployed && /compose|stack|swarm|docker/i.test(path) && (env === 'prod' || env === 'staging' || /stack|swarm|deploy/i.test(path)) ? /^\s*network_mode\s*:\s*["']?host\b/m.exec(live) : null;
  if (hostNet && !(old !== undefined && /^\s*network_mode\s*:\s*["']?host\b/m.test(oldLive))) push(`gives a container the host's network (${snippet(hostNet[0].trim(), 30)}) in ${where}`);
  // An install hook that fetches code and runs it (`node -e "https.get(…, r => eval(d))"`).
  const hook = /["']?(?:pre|post)?install["']?\s*:\s*"[^\n]*https?:\/\/[^\n]*(?:\beval\s*\(|\bnew\s+Function\b|child_process|\bexecSync?\s*\()/.exec(/package\.json$/i.test(path) ? live : '');
  if (hook && !(old !== undefined && oldLive.includes(hook[0]))) push(`adds an install step that downloads code and runs it (${snippet(hook[0], 50)})`);

  // --- logging and audit
  const auditHere = /audit/i.test(path) || /^\s*kind\s*:\s*["']?Policy\b[\s\S]{0,200}audit\.k8s\.io|audit\.k8s\.io[\s\S]{0,200}kind\s*:\s*["']?Policy\b/im.test(`${old ?? ''}\n${content}`);
  if (auditHere && deployed) {
    const levels = (t: string) => [...t.matchAll(AUDIT_LEVEL)].map((m) => (m[1] as string).toLowerCase());
    const now = levels(contentLive);
    const was = old !== undefined ? levels(oldLive) : [];
    // Every rule left records nothing (`- level: None`), or the rule list emptied, where rules recorded before (or a whole file).
    const recordsNothing = (now.length > 0 && now.every((l) => l === 'none')) || /^\s*rules\s*:\s*\[\s*\]/m.test(contentLive);
    if (recordsNothing && (old === undefined ? !partial || now.length > 0 : was.some((l) => l !== 'none') || old === '')) out.push(auditOff(`leaves an audit policy that records nothing (${where})`));
    // auditd: every watch and syscall rule taken out (or only `-D` left), or auditing disabled (`-e 0`).
    const auditd = /audit\.rules$|rules\.d[\\/]|auditd/i.test(path);
    // (Also a whole rules file written with none: `-D` and buffer settings only.)
    if (auditd && ((old !== undefined && old !== '' ? AUDITD_RULE.test(oldLive) && !AUDITD_RULE.test(contentLive) : old === undefined && !partial && /^\s*-D\b/m.test(contentLive) && !AUDITD_RULE.test(contentLive)) || /^\s*-e\s+0\b/m.test(live))) out.push(auditOff(`removes every audit rule from ${where}`));
  }
  if (deployed && AUDIT_LOGS.test(live) && EXCLUSION.test(`${path}\n${old ?? ''}\n${content}`) && !(old !== undefined && AUDIT_LOGS.test(oldLive))) out.push(auditOff(`excludes cloud audit logs from being kept (${where})`));
  const logOff = deployed && LOG_FILE.test(path) ? LOG_OFF.exec(live) : null;
  // (A bare `level:` is the logger's only under a logging key or in a logging file: `compression:\n  level: off` is not.)
  const bareLevel = logOff && /^\s*["']?level["']?\s*[:=]/i.test(logOff[0]);
  const parentKey = (() => {
    if (!bareLevel) return '';
    const at = content.indexOf(logOff[0].trim());
    const before = content.slice(0, at < 0 ? 0 : at).split('\n').reverse().find((l) => /^\s*["']?[\w.-]+["']?\s*:\s*$/.test(l));
    return before ?? '';
  })();
  if (logOff && (!bareLevel || /log/i.test(parentKey) || /log/i.test(path.replace(/^.*[\\/]/, ''))) && !(old !== undefined && LOG_OFF.test(oldLive))) push(`switches application logging off (${snippet(logOff[0].trim(), 40)}) in ${where}`);
  // An IaC logging or access-log block taken out (S3 server access logs, a load balancer's access_logs, flow logs).
  const logBlock = old && deployed && /\.(?:tf|hcl|bicep|ya?ml|json)$/i.test(path) ? LOG_BLOCK.exec(removed) : null;
  // (Moved to its own resource, `resource "aws_s3_bucket_logging" …`, it still logs.)
  if (logBlock && !LOG_BLOCK.test(contentLive) && !/logging|access_?logs?|flow_?logs?|log_?config/i.test(contentLive)) push(`removes a logging block from ${where} (${snippet(logBlock[1] as string, 30)})`);
  const journal = deployed ? JOURNAL_NONE.exec(live) : null;
  if (journal && /journald|systemd/i.test(`${path}\n${content}`)) push(`makes the system journal keep nothing (${snippet(journal[0].trim(), 30)}) in ${where}`);

  // --- backups
  if (deployed && (BACKUP_WORD.test(path) || BACKUP_WORD.test(`${oldLive}\n${content}`.slice(0, 4000)))) {
    // A backup schedule or crontab entry commented out or taken out with none left, or moved to a date that never comes.
    const never = NEVER_CRON.exec(live);
    if (never) push(`schedules a backup job for a date that never comes (${snippet(never[0].trim(), 30)}) in ${where}`);
    else if (old !== undefined && old !== '' && SCHEDULE_LINE.test(oldLive) && !SCHEDULE_LINE.test(contentLive) && SCHEDULE_LINE.test(removed) && BACKUP_WORD.test(`${path}\n${removed}`)) push(`stops a backup job from running (its schedule commented out or removed) in ${where}`);
    // A backup's TTL cut to a day or less (Velero `ttl: 720h` → `1h`).
    const ttl = TTL.exec(live);
    if (ttl) {
      const now = hours(Number(ttl[1]), ttl[2]);
      const wasM = old !== undefined ? TTL.exec(oldLive) : null;
      const was = wasM ? hours(Number(wasM[1]), wasM[2]) : undefined;
      if (was !== undefined ? now < was && now <= 24 : now <= 24) push(`shortens how long backups are kept (ttl ${ttl[1]}${ttl[2] ?? ''}) in ${where}`);
    }
  }

  // A backup switch shown written off without its old text (a code_edit with `backup: false`, `backup_enabled = false`).
  const backupOff = partial && deployed ? /^\s*["']?((?:[\w.-]*[._-])?(?:backups?|automated_?backups?|automatedBackups|backup_?enabled|enable_?backups?|backups_?enabled))["']?\s*[:=]\s*["']?(?:false|off|no|disabled|0)\b/im.exec(live) : null;
  if (backupOff) push(`switches backups off (${snippet(backupOff[0].trim(), 30)}) in ${where}`);
  // Point-in-time recovery or continuous backups switched off in an IaC block (`point_in_time_recovery { enabled = false }`).
  const pitr = /^[ \t]*((?:point_?in_?time_?recovery|continuous_?backups?\w*|pitr\w*|backup_?policy)\s*(?:=\s*)?\{)[ \t]*\n(?:[ \t]*[^}\n]*\n){0,6}?[ \t]*(?:enabled|enable|status)\s*[:=]\s*["']?(?:false|disabled|off)\b/im.exec(deployed ? contentLive : '');
  if (pitr && /\b(?:false|disabled|off)\b/.test(live) && !(old !== undefined && /^[ \t]*(?:enabled|enable|status)\s*[:=]\s*["']?(?:false|disabled|off)\b/im.test(oldLive))) push(`switches off point-in-time recovery or continuous backups (${snippet(pitr[1] as string, 30)}) in ${where}`);

  // --- required checks emptied (branch protection as code, Probot settings, rulesets)
  // (Shown without its old text: a required-checks list written empty.)
  const emptiedChecks = CHECK_LIST_EMPTY.test(live) && (old !== undefined && old !== '' ? CHECK_LIST.test(oldLive) : /required_?status_?checks/i.test(content));
  if (emptiedChecks && /status_?checks|branch|protection|ruleset|settings/i.test(`${path}\n${old ?? ''}\n${content}`)) push(`empties the status checks a merge requires in ${where}`);

  // --- Kubernetes: a workload run with an administrator's service account
  const sa = ADMIN_SA.exec(live);
  if (sa && deployed && !TOKEN_MOUNT_OFF.test(contentLive) && !(old !== undefined && ADMIN_SA.test(oldLive))) push(`runs a workload with an administrator's service account${TOKEN_MOUNT_ON.test(contentLive) ? ' and its token mounted' : ''} (${snippet(sa[1] as string, 30)}) in ${where}`);
  // Pod Security Admission lowered to `privileged`, the label's prefix not shown (`sed s/enforce: restricted/enforce: privileged/`).
  const psa = PSA_BARE.exec(live);
  if (psa && /^privileged$/i.test(psa[1] as string) && /namespace|pod-?security|psa|\bns\b/i.test(path) && !/pod-security\.kubernetes\.io/.test(live)) {
    const was = old !== undefined ? PSA_BARE.exec(oldLive) : null;
    if (was ? /^(?:restricted|baseline)$/i.test(was[1] as string) : partial) push(`lets privileged pods run in the namespace (${snippet(psa[0].trim(), 30)}) in ${where}`);
  }

  // --- mobile apps
  const ats = ATS_OFF.exec(live) ?? (/\.plist$|app\.json$|app\.config\.[jt]s$|Info/i.test(path) ? ATS_OFF.exec(contentLive) : null);
  if (ats && !had(ATS_OFF)) push(`switches off App Transport Security, letting the app load anything over plain HTTP (${where})`);
  const atsDomain = ATS_DOMAIN_HTTP.exec(contentLive);
  const atsHost = atsDomain ? ((atsDomain[1] ?? atsDomain[2]) as string) : '';
  if (atsDomain && !LOCAL_DOMAIN.test(atsHost) && /NSExceptionAllowsInsecureHTTPLoads/.test(live) && !had(/NSExceptionAllowsInsecureHTTPLoads/)) push(`lets the app talk to ${snippet(atsHost, 30)} over plain HTTP (${where})`);
  const clear = CLEARTEXT_ON.exec(live);
  if (clear && !had(CLEARTEXT_ON)) {
    // A domain-config for an emulator host or a local name only is a developer's setting.
    const domains = [...contentLive.matchAll(/<domain\b[^>]*>\s*([^<\s]+)\s*<\/domain>/g)].map((m) => m[1] as string);
    const localOnly = /domain-config/.test(clear.input.slice(Math.max(0, clear.index - 40), clear.index + 40)) && domains.length > 0 && domains.every((d) => LOCAL_DOMAIN.test(d));
    if (!localOnly) push(`lets the app send traffic in plain text (${snippet(clear[0], 40)}) in ${where}`);
  }
  const dbg = RELEASE_DEBUGGABLE.exec(contentLive);
  if (dbg && /true/.test(live) && !had(RELEASE_DEBUGGABLE) && (/\brelease\b/.test(dbg[0]) || !/[\\/]debug[\\/]/i.test(path))) push(`makes the release build debuggable (${where})`);

  // --- a dependency moved from its registry version to a git repository (an unknown fork's branch)
  if (old !== undefined && old !== '' && /(?:^|[\\/])(?:package\.json|requirements[\w.-]*\.(?:txt|in)|pyproject\.toml|Pipfile|Gemfile|composer\.json|Cargo\.toml|go\.mod)$/i.test(path)) {
    const versioned = new Set([...oldLive.matchAll(DEP_VERSION), ...oldLive.matchAll(GEM_VERSION)].map((m) => (m[1] as string).toLowerCase()));
    for (const m of [...live.matchAll(DEP_GIT), ...live.matchAll(GEM_GIT)]) {
      const name = (m[1] as string).toLowerCase();
      if (versioned.has(name)) {
        push(`takes ${snippet(name, 30)} from a git repository instead of the registry's published version (${where})`);
        break;
      }
    }
  }
  // go.mod: a module replaced by another owner's copy (`replace github.com/a/x => github.com/b/x v…`), not a local path.
  if (/(?:^|[\\/])go\.mod$/.test(path)) {
    const rep = /^\s*replace\s+([\w.-]+\/[\w.-]+\/[\w.-]+)\S*\s+(?:v\S+\s+)?=>\s+([\w.-]+\/[\w.-]+\/[\w.-]+)/m.exec(live);
    if (rep && !/^\./.test(rep[2] as string) && (rep[1] as string).split('/').slice(0, 2).join('/') !== (rep[2] as string).split('/').slice(0, 2).join('/')) push(`replaces a module with another owner's copy (${snippet(rep[2] as string, 40)}) in ${where}`);
  }
  return out;
}

/** Audit logging turned off: forbidden in production, dangerous where the environment is unknown. */
function auditOff(reason: string): Finding {
  return Object.assign(ladder('forbidden', 'dangerous', 'destructive', reason), { unknown: 'dangerous' as const });
}

const DOC_LIKE = /\.(?:md|mdx|rst|adoc|txt)$/i;
const CODE_FILE = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|kts|scala|cs|php|rs|swift|ex|exs|erl|clj|groovy|lua|pl|pm)$/i;
