// cls-edits20: what an edited file leaves, for classes that came out advisory as "writes or edits a project file" — TLS
// checks switched off for a whole process by an environment variable (NODE_TLS_REJECT_UNAUTHORIZED=0, PYTHONHTTPSVERIFY=0,
// GIT_SSL_NO_VERIFY), CSRF protection switched off in framework code and config, a production credential's value written
// into a deployed config (a connection string's Password=, a URL's user:password@), logs, archives and lifecycles kept for
// far less, stateful resources let go with their stack (CDK RemovalPolicy.DESTROY, autoDeleteObjects, Pulumi protect /
// retainOnDelete), a deploy job's branch condition taken out, XML loggers switched off, control switches (fraud, KYC,
// CAPTCHA, signature checks …) turned off in a deployed settings file, an Android component exported to every app. Each
// class is read the same way in every notation: against the old text where shown; a whole file or a `code_edit` by what
// it leaves. Files named for dev keep the reversible rung; tests and docs are not deployed.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';
import type { EditView } from './files18';
import { editFrame, keepHorizon } from './files19';

/** Environment variables that switch certificate checks off for every connection a process makes, with the value that does it. */
const TLS_ENV: Record<string, RegExp> = {
  node_tls_reject_unauthorized: /^(?:0|false|no)$/i,
  pythonhttpsverify: /^(?:0|false|no)$/i,
  git_ssl_no_verify: /^(?:1|true|yes)$/i,
  curl_insecure: /^(?:1|true|yes)$/i,
  insecure_skip_tls_verify: /^(?:1|true|yes)$/i,
  npm_config_strict_ssl: /^(?:0|false|no)$/i,
  ssl_verify: /^(?:0|false|no|off|none)$/i,
  verify_ssl: /^(?:0|false|no|off|none)$/i,
  tls_verify: /^(?:0|false|no|off|none)$/i,
  ssl_cert_verify: /^(?:0|false|no|off|none)$/i,
  requests_ca_bundle: /^$/,
  curl_ca_bundle: /^$/,
};
const TLS_ENV_NAME = /\b(NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY|GIT_SSL_NO_VERIFY|CURL_INSECURE|INSECURE_SKIP_TLS_VERIFY|NPM_CONFIG_STRICT_SSL|npm_config_strict_ssl|SSL_VERIFY|VERIFY_SSL|TLS_VERIFY|SSL_CERT_VERIFY|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE)\b/g;

/** The value given to an environment variable named at `at` in `text`, in the shapes files give it. */
function envValue(text: string, at: number, name: string): string | undefined {
  const after = text.slice(at + name.length, at + name.length + 160);
  // Kubernetes / compose long form: `- name: X` then `value: "0"` on the next line.
  const k8s = /^["']?\s*\n\s*value\s*:\s*["']?([^"'\s]*)/.exec(after);
  if (k8s) return k8s[1];
  // X=0, X: "0", ENV X 0, "X": "0", process.env.X = '0', os.environ["X"] = "0", setx X 0, $env:X = '0'.
  const kv = /^["'\]]{0,2}\s*(?:[:=]|\s)\s*["']?([^"'\s,;)}]*)/.exec(after);
  return kv ? kv[1] : undefined;
}

function tlsEnvOff(text: string): string | undefined {
  for (const m of text.matchAll(TLS_ENV_NAME)) {
    const name = m[1] as string;
    const v = envValue(text, m.index ?? 0, name);
    const off = TLS_ENV[name.toLowerCase()];
    // (An empty CA-bundle variable only counts where it is written as set to nothing: `REQUESTS_CA_BUNDLE=""`.)
    if (v !== undefined && off && off.test(v) && (v !== '' || /^["']?\s*[:=]\s*["']{2}/.test(text.slice((m.index ?? 0) + name.length)))) return `${name}=${v || '""'}`;
  }
  return undefined;
}

/** CSRF protection switched off, in the words of each framework. */
const CSRF_OFF = /\.csrf\(\s*\)\s*\.disable\(\)|\bcsrf\(\s*(?:\w+\s*->\s*\w+\s*\.\s*disable\(\)|[\w.]*::disable)\s*\)|\bcsrf\s*\{\s*(?:it\.)?disable\(\)\s*\}|\b(?:default_)?protect_from_forgery\s*=\s*false\b|\ballow_forgery_protection\s*=\s*false\b|\bskip_forgery_protection\b|\bWTF_CSRF_(?:ENABLED|CHECK_DEFAULT)["']?\s*[:=]\s*["']?(?:False|false|0)\b|\[IgnoreAntiforgeryToken\b|\bcsrf[_-]?protection["']?\s*[:=]\s*["']?(?:false|off|no|disabled)\b|^\s*["']?csrf["']?\s*[:=]\s*["']?(?:false|off|disabled)\b|\bcsrf[._-]?(?:enabled|enable|check)["']?\s*[:=]\s*["']?(?:false|off|no|0)\b|\$except\s*=\s*\[\s*['"]\*['"]|\bCSRF_(?:ENABLED|PROTECTION)["']?\s*[:=]\s*["']?(?:False|false|0|off)\b/im;
/** CSRF protection present: a middleware, a filter, a token check. */
const CSRF_ON = /\bCsrfViewMiddleware\b|\bprotect_from_forgery\b(?!\s*=\s*false)|\bapp\.use\(\s*(?:csrf|csurf|lusca\.csrf)\w*\(|\bcsurf\b|\bCSRFProtect\(|\bUseAntiforgery\(|\bVerifyCsrfToken\b|\bAutoValidateAntiforgeryToken\b/;
/** A file whose requests carry no browser session (webhooks, machine APIs): exempting them from CSRF is routine. */
const NO_SESSION = /webhook|callback|[\\/]api[\\/]|\bapi[_-]|graphql|hooks?[\\/]|ipn|stripe|twilio|signature|verify_\w*signature|construct_?event|hmac|ActionController::API/i;

/** A production credential's value inside a value: a connection string's Password= and a URL's user:password@. */
const CONN_PASSWORD = /(?:^|[;"'\s{,])(?:Password|Pwd|password)\s*=\s*(?![$<{%*]|\$\{|\{\{|changeme|change_?me|password\b|secret\b|xxx|your)([^;"'\s]{6,})/;
const URL_PASSWORD = /\b(?:jdbc:)?[a-z][a-z0-9+.-]{1,24}:\/\/[^\s:@/"'$<{]{1,64}:(?![$<{%*]|\$\{|\{\{|password@|pass@|changeme|secret@|xxx|your)([^\s@/"']{6,})@([\w.-]+)/i;
/** Values kept encrypted (SealedSecret, SOPS, Ansible Vault, Rails encrypted credentials): no value is readable. */
const ENCRYPTED = /\bkind\s*:\s*["']?SealedSecret\b|\bencryptedData\s*:|\bENC\[AES|\$ANSIBLE_VAULT|^\s*sops\s*:|\bvault:v\d:/im;

/** CDK / Pulumi / Terraform settings that let a stateful resource go with its stack. */
const DESTROY_ON = /\bremovalPolicy\s*[:=]\s*(?:[\w.]*\.)?RemovalPolicy\.DESTROY\b|\bremoval_?[pP]olicy["']?\s*[:=]\s*["']?DESTROY\b|\bremoval_policy\s*=\s*(?:[\w.]*\.)?RemovalPolicy\.DESTROY\b|\bauto_?[dD]elete_?[oO]bjects\s*[:=]\s*(?:true|True)\b|\bretainOnDelete\s*:\s*false\b|\bretain_on_delete\s*=\s*(?:false|False)\b|\bprotect\s*:\s*false\b/;
const DESTROY_OFF = /\bRemovalPolicy\.(?:RETAIN|SNAPSHOT|RETAIN_ON_UPDATE_OR_DELETE)\b|\bretainOnDelete\s*:\s*true\b|\bretain_on_delete\s*=\s*(?:true|True)\b|\bprotect\s*:\s*true\b/;

/** A condition that keeps a CI job to one branch (or to tags). */
const BRANCH_COND = /^\s*(?:-\s*)?if\s*:[^\n]*(?:github\.ref(?:_name)?|github\.event\.ref|github\.base_ref)\s*==|^\s*(?:-\s*)?if\s*:[^\n]*\$CI_COMMIT_(?:BRANCH|REF_NAME|TAG)\b|^\s*only\s*:\s*(?:\[[^\]\n]*\b(?:main|master|release|tags|production|prod)\b|\n\s*-\s*(?:main|master|release[\w/*-]*|tags|production|prod)\b)|^\s*branch(?:es)?\s*:\s*(?:\[?\s*["']?(?:main|master|release|production|prod)\b)|^\s*condition\s*:[^\n]*(?:SourceBranch|Build\.SourceBranchName)|^\s*filters\s*:\s*\n\s*branches\s*:\s*\n\s*only\s*:/im;
const DEPLOY_JOB = /\benvironment\s*:\s*(?:\n\s*name\s*:\s*)?["']?(?:prod\w*|live)\b|\bdeploy\w*[_-]?prod\w*|\bprod\w*[_-]?deploy\w*|\b(?:kubectl|helm|terraform|cdk|serverless|sls|fly|heroku|vercel|netlify|wrangler|firebase)\b[^\n]*\b(?:apply|deploy|upgrade|publish)\b[^\n]*\bprod/i;

/** XML loggers switched off (log4j2, logback, NLog): the root, or a logger named for audit. */
const XML_LOGGER_OFF = /<(?:Root|root|Logger|logger|AsyncRoot|AsyncLogger|rules)\b[^>]{0,200}?\b(?:level|minlevel)\s*=\s*["'](?:off|OFF|Off|none|None)["'][^>]{0,200}>/g;

/** A switch whose name is a control (fraud screening, KYC, CAPTCHA, signature checks …), written off. */
const CONTROL_SWITCH = /^\s*["']?((?:[\w.-]{0,60}[._-])?(?:enable_?|use_?|enforce_?|require_?)?(?:fraud|kyc|aml|sanctions?|captcha|recaptcha|hcaptcha|turnstile|antivirus|anti_?virus|virus_?scan\w*|malware\w*|webhook_?signature\w*|signature_?(?:verification|check)\w*|verify_?signatures?|email_?verification|ip_?(?:allow|white)_?list\w*|geo_?block\w*|brute_?force\w*|lockout|account_?lockout|waf|dlp|velocity_?checks?|3ds|three_?d_?secure|sca|chargeback_?protection|risk_?(?:checks?|scor\w*|engine)|https_?only|force_?(?:ssl|https)|ssl_?redirect|https\w*)[\w.-]{0,40}?(?:[._-]?(?:enabled?|checks?|active|on|enforced?|required|verification|protection|scan(?:ning)?|screening|filter\w*))?)["']?\s*[:=]\s*["']?(false|no|off|0|disabled)(?![\w.])/gim;

const CODE_FILE = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|kts|cs|php|rs|swift|scala|ex|exs)$/i;
/** A check method whose body is now only "yes" (`def authorized?(…) true end`, `canActivate() { return true; }`). */
const ALLOW_ALL_METHOD = /\b((?:authori[sz]ed?\??|can_?[aA]ctivate|has_?(?:object_?)?[pP]ermission|is_?[aA]llowed\??|is_?[aA]uthori[sz]ed\??|check_?[aA]ccess|can_?[aA]ccess\??|allow(?:ed)?\?|permitted\??|verify_?[aA]ccess))\s*\([^)\n]{0,120}\)[^\n{]{0,60}\{?\s*\n?\s*(?:return\s+)?(?:true|True|TRUE)\b\s*;?\s*(?:\n\s*(?:end|\}))?/;
/** A branch that refuses: an error or status named for a refused request, in any language's spelling. */
const DENY_RESULT = /^[^\n]*(?:\b\w*(?:Forbidden|Unauthori[sz]ed|PermissionDenied|AccessDenied|NotAuthori[sz]ed)\w*|\b\w*FORBIDDEN\b|\b\w*UNAUTHORI[SZ]ED\b|\bStatus(?:Forbidden|Unauthorized)\b|\bstatus(?:_code)?\s*[=:(]\s*40[13]\b|HTTPException\(\s*(?:status_code\s*=\s*)?40[13]\b)[^\n]*$/m;
/** A comparison of an amount against a limit, a balance or a total, and the refusal that follows it. */
const MONEY_LIMIT = /\b(?:amount|total|sum|value|withdrawal|transfer|payout|refund|charge)\w*\b[^\n]{0,40}[<>]=?[^\n]{0,60}\b\w*(?:limit|max\w*|cap|total|balance|threshold|allowance|remaining|available)\w*|\b\w*(?:limit|max\w*|cap|balance|threshold|allowance|available)\w*\b[^\n]{0,40}[<>]=?[^\n]{0,40}\b(?:amount|total|sum|withdrawal|transfer|payout|refund|charge)\w*/i;
const REFUSES = /\b(?:raise|throw|abort|reject|deny|fail)\b|\breturn\s+(?:\w*Err\w*|err|error|false|null|nil|None|res\.status\(4\d\d\))|\bErr\w*|Exceeded|Insufficient/;
const MONEY_CODE = /pay|refund|transfer|withdraw|payout|wallet|billing|charge|ledger|balance|invoice|credit|order|checkout|money|amount/i;

/** A key that opens public or anonymous access, set on. */
const PUBLIC_ON = /^\s*["']?((?:[\w.-]{0,40}[._-])?(?:allow_?(?:nested_?items_?to_?be_?)?public\w*|allow_?blob_?public_?access|public_?(?:network_?)?access(?:_?enabled)?|publicly_?accessible|public_?read(?:_?access)?|is_?public|anonymous_?(?:access|read|pull|auth)\w*|allow_?anonymous\w*|public_?ip_?enabled|map_?public_?ip_?on_?launch|associate_?public_?ip_?address))["']?\s*[:=]\s*["']?(?:true|yes|on|1|enabled|Enabled)(?![\w.])/gim;
/** Object versioning suspended. */
const VERSIONING_OFF = /\bstatus["']?\s*[:=]\s*["']?Suspended\b|\bversioning\s*\{[^}]{0,80}\benabled\s*=\s*false\b|\bversioned\s*:\s*false\b|\bVersioningConfiguration\s*:\s*\n?\s*Status\s*:\s*Suspended\b/i;
/** A WAF or firewall rule's action: one that blocks, one that only counts or logs. */
const WAF_BLOCK = /\bblock\s*\{|\baction["']?\s*[:=]\s*["']?(?:block|deny|drop|reject|challenge|captcha)\b|\bAction\s*:\s*\n?\s*Block\b|\bSecRuleEngine\s+On\b|\bdefault_?action["']?\s*[:=]\s*["']?(?:deny|block)\b|\bmode["']?\s*[:=]\s*["']?(?:block|prevention|enforce)\w*/i;
const WAF_SOFT = /\b(?:count|allow)\s*\{|\baction["']?\s*[:=]\s*["']?(?:count|log|allow|simulate|monitor|bypass|skip)\b|\bAction\s*:\s*\n?\s*(?:Count|Allow)\b|\bSecRuleEngine\s+(?:DetectionOnly|Off)\b|\bdefault_?action["']?\s*[:=]\s*["']?allow\b|\bmode["']?\s*[:=]\s*["']?(?:detection|monitor|log|simulate|report)\w*/i;
/** A personal mailbox as an IAM member or principal. */
const OUTSIDE_MEMBER = /\b(?:user:)?[\w.+-]+@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|mail|yandex|qq|163)\.(?:com|me|ch|de|ru|net)\b/i;

function devFile(path: string): boolean {
  return detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:debug|local|dev|development|sandbox)[\\/]|[-_.](?:dev|development|local|test)\.(?:ya?ml|json|conf|env|cfg|toml|py|rb|xml|properties)$|docker-compose\.override\.ya?ml$|(?:^|[\\/])\.env\.(?:dev\w*|local|test)$/i.test(path);
}

export function edits20Effects(v: EditView): Finding[] {
  const { path, old, content, live, oldLive, contentLive, removed, partial } = v;
  if (/\.(?:md|mdx|rst|adoc|txt)$/i.test(path) || notDeployed(path) || /\.(?:example|sample|template|dist)$/i.test(path)) return [];
  const dev = devFile(path);
  const { out, where, env, push, hadOld } = editFrame(path, old, dev);
  const prodFile = !dev && (env === 'prod' || /(?:^|[\\/._-])(?:prod|production|live|prd)(?:[\\/._-]|$)/i.test(path));

  // --- certificate checks off for a whole process, by environment variable
  const tlsEnv = tlsEnvOff(live);
  if (tlsEnv && !(hadOld && tlsEnvOff(oldLive) === tlsEnv)) push(`switches certificate checks off for every connection the process makes (${snippet(tlsEnv, 40)}) in ${where}`);

  // --- CSRF protection switched off, or its middleware taken out with none left
  if (!NO_SESSION.test(`${path}\n${contentLive.slice(0, 4000)}`)) {
    const csrf = CSRF_OFF.exec(live);
    if (csrf && !(hadOld && oldLive.includes(csrf[0].trim()))) push(`switches CSRF protection off (${snippet(csrf[0].trim(), 40)}) in ${where}`);
    else if (hadOld) {
      const gone = CSRF_ON.exec(removed);
      if (gone && !CSRF_ON.test(contentLive)) push(`removes CSRF protection (${snippet(gone[0], 40)}) from ${where}`);
    }
  }

  // --- a production credential's value inside a connection string or URL, in a deployed config
  if (!ENCRYPTED.test(content) && !/\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|cs|php|rs|swift)$/i.test(path)) {
    const url = URL_PASSWORD.exec(live);
    const conn = url ? null : CONN_PASSWORD.exec(live);
    const host = url ? (url[2] as string) : (/(?:Server|Host|Data Source|Address)\s*=\s*(?:tcp:)?([\w.-]+)/i.exec(live)?.[1] ?? '');
    const local = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|db|postgres|mysql|redis|host\.docker\.internal|\(local\)|\.)$/i.test(host);
    const value = (url?.[1] ?? conn?.[1]) as string | undefined;
    if (value && !(hadOld && oldLive.includes(value)) && !local && !dev && (prodFile || /\bprod(?:uction)?\b|-prod\b|\bprd\b/i.test(host) || /^\s*production\s*:/m.test(content))) push(`writes a production credential's value into ${where}, where anyone who reads or clones it has it (${snippet(host || 'connection', 30)})`);
  }

  // --- logs, archives and lifecycles kept for far less (backups: files19)
  const backupCtx = /backup|velero|snapshot|restic|borg|barman|pgbackrest|wal-?g|k8up|kopia|duplicity|rsnapshot/i.test(`${path}\n${oldLive.slice(0, 3000)}\n${contentLive.slice(0, 3000)}`);
  if (!backupCtx && old !== undefined && /logs?\b|audit|trail|archive|lifecycle|expiration|retention|siem|ilm/i.test(`${path}\n${oldLive.slice(0, 3000)}\n${contentLive.slice(0, 3000)}`)) {
    const kOld = keepHorizon(oldLive);
    const kNow = keepHorizon(live);
    if (kOld !== undefined && kNow !== undefined && kNow < kOld && (kNow <= kOld / 2 || kNow <= 168) && (kNow <= 24 * 30 || kNow <= kOld / 4)) push(`keeps logs or stored data for far less (${Math.round(kOld / 24)}d → ${Math.max(1, Math.round(kNow / 24))}d) in ${where}`);
  }

  // --- stateful resources let go with their stack
  const destroy = DESTROY_ON.exec(live);
  if (destroy && !(hadOld && DESTROY_ON.test(oldLive)) && ((hadOld && DESTROY_OFF.test(oldLive)) || (prodFile && !hadOld))) push(`lets a stack delete take the resource's data with it (${snippet(destroy[0], 40)}) in ${where}`);

  // --- a deploy job's branch condition taken out (it now deploys from any branch)
  if (hadOld && /\.github[\\/]workflows[\\/]|\.gitlab-ci|\.circleci|azure-pipelines|bitbucket-pipelines|\.drone\.ya?ml|Jenkinsfile|\.buildkite|cloudbuild/i.test(path)) {
    const cond = BRANCH_COND.exec(removed);
    if (cond && !BRANCH_COND.test(contentLive) && (DEPLOY_JOB.test(`${path}\n${contentLive}`) || (!/\S/.test(contentLive) && /(?:^|[\\/._-])(?:deploy|release|publish|cd)(?:[\\/._-]|$)/i.test(path)))) push(`lets a production deploy run from any branch (${snippet(cond[0].trim(), 40)} removed) in ${where}`);
  }

  // --- XML loggers switched off
  if (/log4j|logback|nlog|log\w*\.xml$|logging/i.test(path)) {
    for (const m of live.matchAll(XML_LOGGER_OFF)) {
      if (hadOld && oldLive.includes(m[0])) continue;
      const audit = /name\s*=\s*["'][^"']*(?:audit|security)/i.test(m[0]) || (/<(?:Root|root|AsyncRoot)\b/.test(m[0]) && /audit/i.test(`${removed}\n${contentLive}`));
      // (One library's logger silenced, `<Logger name="org.apache.kafka" level="off">`, is tuning: only the root, every
      // logger (NLog `name="*"`) or an audit or security logger counts.)
      if (!audit && !/<(?:Root|root|AsyncRoot)\b/.test(m[0]) && !/name\s*=\s*["']\*["']/.test(m[0])) continue;
      if (audit) out.push(Object.assign(ladder(dev ? 'reversible' : 'forbidden', dev ? 'reversible' : 'dangerous', dev ? 'reversible' : 'destructive', `switches audit logging off (${snippet(m[0], 50)}) in ${where}`), { unknown: 'dangerous' as const, env }));
      else push(`switches application logging off (${snippet(m[0], 50)}) in ${where}`);
      break;
    }
  }

  // --- a control switch turned off in a deployed settings file
  for (const m of live.matchAll(CONTROL_SWITCH)) {
    const key = m[1] as string;
    const was = new RegExp(`^\\s*["']?${key.replace(/[.$]/g, '\\$&')}["']?\\s*[:=]\\s*["']?(\\w+)`, 'm').exec(oldLive);
    // Judged against the old value where shown (on before); shown alone, only in a file named for production.
    if (was ? /^(?:true|yes|on|1|enabled|required|strict)$/i.test(was[1] as string) : prodFile && (!hadOld || partial)) {
      push(`switches a control off (${snippet(m[0].trim(), 40)}) in ${where}`);
      break;
    }
  }

  // --- application code: a check method made to allow everything, a deny branch or a money limit taken out
  if (hadOld && CODE_FILE.test(path)) {
    // (The method's own line is often kept: its body, read from the whole new text, is what the edit changed.)
    const allow = ALLOW_ALL_METHOD.exec(contentLive);
    if (allow && /\b(?:true|True|TRUE)\b/.test(live) && !ALLOW_ALL_METHOD.test(oldLive) && oldLive.includes((allow[1] as string).replace(/\?$/, ''))) push(`makes an access check allow everyone (${snippet(allow[1] as string, 30)} returns true) in ${where}`);
    const deny = DENY_RESULT.exec(removed);
    if (deny && !DENY_RESULT.test(contentLive) && !/^\s*(?:\/\/|#|\*)/.test(deny[0])) push(`removes an access check that refused the request (${snippet(deny[0].trim(), 40)}) from ${where}`);
    const limit = MONEY_LIMIT.exec(removed);
    if (limit && REFUSES.test(removed) && !MONEY_LIMIT.test(contentLive) && MONEY_CODE.test(`${path}\n${oldLive.slice(0, 2000)}`)) push(`removes a limit check on money (${snippet(limit[0].trim(), 40)}) from ${where}`);
  }

  // (A migration file that drops or empties a table is left alone: the team's grids label such files routine, reviewed code
  // that runs only when deployed — cls-benign19, precise7, plan11/12/15, floor5 — even for audit_events or sessions.)

  // --- IaC and platform settings: public access switched on by key, versioning suspended, a WAF rule that stops blocking,
  // an outside or personal account given a broad role, ORM schema sync that drops tables, account lockout off
  const iac = !CODE_FILE.test(path) || /(?:^|[\\/])(?:cdk|pulumi|infra\w*|terraform|iac)[\\/]/i.test(path);
  if (iac) {
    for (const m of live.matchAll(PUBLIC_ON)) {
      const key = m[1] as string;
      // (cls-edits21) `disable_public_access: true`, `block_public_access`: a negated key closes access when on.
      if (/(?:disable|block|deny|prevent|restrict|no)[._-]?public/i.test(key)) continue;
      const was = new RegExp(`["']?${key.replace(/[.$]/g, '\\$&')}["']?\\s*[:=]\\s*["']?(\\w+)`, 'i').exec(oldLive);
      if (was ? /^(?:false|no|off|0|disabled|none|private)$/i.test(was[1] as string) : prodFile && (!hadOld || partial)) {
        push(`opens public access (${snippet(m[0].trim(), 40)}) in ${where}`);
        break;
      }
    }
    if (VERSIONING_OFF.test(live) && /version|s3|bucket|storage|blob|gcs/i.test(`${path}\n${content}\n${old ?? ''}`) && !(hadOld && VERSIONING_OFF.test(oldLive))) push(`suspends object versioning, so overwritten or deleted objects cannot be recovered (${where})`);
    if (hadOld && /waf|firewall|modsec|security[_-]?rule|cloudflare|web[_-]?acl|armor/i.test(`${path}\n${oldLive.slice(0, 3000)}`) && WAF_BLOCK.test(removed) && WAF_SOFT.test(live) && !WAF_BLOCK.test(live)) push(`makes a firewall or WAF rule stop blocking (it only counts or logs now) in ${where}`);
    const outsider = OUTSIDE_MEMBER.exec(live);
    if (outsider && !(hadOld && oldLive.includes(outsider[0])) && /\b(?:role|roles|members?|binding|principal|assignee|iam)\b/i.test(`${path}\n${contentLive}`)) push(`gives a personal or outside account (${snippet(outsider[0], 40)}) a role in ${where}`);
  }
  if (!dev && !/seed|fixture|script|dev|local/i.test(path)) {
    const sync = /\bsync\(\s*\{\s*(?:force|alter)\s*:\s*true\b|\bsynchronize\s*:\s*true\b|\bdropSchema\s*:\s*true\b|\bddl[-_]?auto\s*[:=]\s*["']?(?:create-drop|create)\b/i.exec(live);
    if (sync && (/sync\(/.test(sync[0]) || prodFile || /\bNODE_ENV\s*===?\s*["']production/.test(content)) && !(hadOld && oldLive.includes(sync[0]))) push(`makes the app rebuild its database schema at start-up, dropping tables or columns (${snippet(sync[0], 40)}) in ${where}`);
  }
  if (hadOld && /\block_?strategy\s*[:=]\s*:?["']?none\b|\bmaximum_attempts\s*=\s*(?:nil|0)\b/.test(live) && /\block_?strategy\s*[:=]\s*:?["']?failed_attempts\b|\bmaximum_attempts\s*=\s*\d/.test(oldLive)) push(`switches account lockout off in ${where}`);

  // --- an Android component exported to every app, with no permission guarding it
  if (/AndroidManifest\.xml$/i.test(path) && !/[\\/]debug[\\/]/i.test(path)) {
    const exp = /<(provider|receiver|service|activity)\b[^>]*android:exported\s*=\s*"true"[^>]*/.exec(`${contentLive}`);
    const tagLive = exp && /android:exported\s*=\s*"true"/.test(live);
    if (exp && tagLive && !/android:(?:permission|readPermission|writePermission)\s*=/.test(exp[0]) && !/<intent-filter>[\s\S]{0,300}android\.intent\.category\.LAUNCHER/.test(contentLive.slice(exp.index, exp.index + 600)) && (hadOld ? /android:exported\s*=\s*"false"/.test(removed) : true) && exp[1] !== 'activity') push(`exports an Android ${exp[1] as string} to every app on the device (${where})`);
  }
  return out;
}

/** A YAML list value: inline (`["psql", "-c", "…"]`) or `- item` lines below the key (block scalars `|`/`>` joined). */
function yamlList(lines: string[], i: number, inline: string): string[] {
  const t = inline.trim();
  if (t.startsWith('[')) {
    const items: string[] = [];
    for (const m of t.slice(1, t.lastIndexOf(']') > 0 ? t.lastIndexOf(']') : t.length).matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|([^,\s][^,]*)/g)) items.push((m[1] ?? m[2] ?? (m[3] as string).trim()).replace(/\\"/g, '"'));
    return items;
  }
  if (t) return [t.replace(/^["']|["']$/g, '')];
  const items: string[] = [];
  const ind = /^(\s*)/.exec(lines[i] as string)?.[1]?.length ?? 0;
  for (let j = i + 1; j < Math.min(lines.length, i + 60); j++) {
    const l = lines[j] as string;
    const m = /^(\s*)-\s?(.*)$/.exec(l);
    if (m && (m[1] as string).length >= ind) {
      const v = (m[2] as string).trim();
      if (/^[|>][-+]?$/.test(v)) {
        const body: string[] = [];
        const bi = (m[1] as string).length;
        for (let k = j + 1; k < Math.min(lines.length, j + 40); k++) {
          const b = lines[k] as string;
          if (b.trim() && (/^(\s*)/.exec(b)?.[1]?.length ?? 0) <= bi) break;
          body.push(b.trim());
          j = k;
        }
        items.push(body.join('\n'));
      } else items.push(v.replace(/^["']|["']$/g, ''));
    } else if (l.trim() && !m) break;
  }
  return items;
}

/** The command lines a Kubernetes Job or CronJob manifest's containers run (`command:` then `args:`; `sh -c X` is X). */
export function jobCommands(text: string): string[] {
  const lines = text.split('\n').slice(0, 400);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:-\s*)?(command|args|entrypoint)\s*:\s*(.*)$/.exec(lines[i] as string);
    if (!m) continue;
    const inline = (m[3] as string).trim();
    // (A scalar value, `command: sh -c "…"`, is a command line as written, not one argument.)
    if (inline && !inline.startsWith('[') && !/^[|>][-+]?$/.test(inline)) {
      out.push(inline.replace(/^(["'])([\s\S]*)\1$/, '$2'));
      continue;
    }
    let items = yamlList(lines, i, m[3] as string);
    if (m[2] !== 'args') {
      for (let j = i + 1; j < Math.min(lines.length, i + 30); j++) {
        const a = /^\s*args\s*:\s*(.*)$/.exec(lines[j] as string);
        if (a) {
          items = items.concat(yamlList(lines, j, a[1] as string));
          lines[j] = '';
          break;
        }
        if (/^\s*-\s*name\s*:|^\s*(?:image|containers|volumes)\s*:/.test(lines[j] as string)) break;
      }
    }
    if (items.length === 0) continue;
    const sh = items.findIndex((x) => x === '-c');
    if (sh > 0 && /(?:^|\/)(?:ba|z|da)?sh$/.test(items[sh - 1] as string) && items[sh + 1]) out.push(items[sh + 1] as string);
    else out.push(items.map((x) => (/[\s"'$;|&]/.test(x) ? `"${x.replace(/(["\\$`])/g, '\\$1')}"` : x)).join(' '));
  }
  return out;
}

// ------------------------------------------------------------------ told in words
/** A code file named in a sentence. */
const SAID_CODE_FILE = /(?:^|[\s`'"(])((?:[\w.~-]*\/)*[\w-]+(?:\.[\w-]+)*\.(?:py|rb|js|mjs|cjs|ts|jsx|tsx|go|java|kt|cs|php|ex|exs|scala|rs|swift))(?=[\s`'",;:)#]|\.(?:\s|$)|$)/;
/** A removing verb in the languages the team reads (imperative or infinitive). */
const SAID_REMOVE = /\b(?:remove|delete|drop|strip|take\s+out|get\s+rid\s+of|comment\s+out|entferne\w*|l[öo]sche\w*|streiche\w*|supprime\w*|enl[eè]ve\w*|retire\w*|elimina\w*|quita\w*|borra\w*|remov[ae]\w*|apaga\w*|tira\w*|verwijder\w*|haal\b|usu[ńn]\w*|wyrzu[ćc]\w*|rimuov\w*|togli\w*|ta\s+bort|fjern\w*|odstra[nň]\w*|удали\w*|убери\w*|sil\b|kald[ıi]r)/i;
/** An access, CSRF or rate-limit guard named by its code. */
const SAID_GUARD_TOKEN = /`([^`\n]{3,100})`|((?:before_action|before_filter|skip_before_action)\s+:\w+!?|@?(?:login_required|permission_required|staff_member_required|user_passes_test|requires_auth\w*|require_(?:auth|login|admin|role|permission)\w*|jwt_required|PreAuthorize|Secured|RolesAllowed|UseGuards|limiter\.limit|csrf_protect)\b(?:\([^)\n]{0,60}\))?|\[(?:Authorize|ValidateAntiForgeryToken)[^\]\n]{0,60}\]|\bauthorize!?\s+[@:]?\w+|\brequireAuth\w*\b|\bauthenticate_\w+!)/;

/** A live credential written into a file, told in words ("put the real Stripe live key into config/secrets.yml"). */
const SAID_SECRET_INTO = /\b(?:put|write|hard[- ]?code|paste|add|store|inline|embed|commit|drop|save|copy)\b[^.]{0,60}?\b(?:(?:live|prod(?:uction)?|real|actual)\s+(?:[\w-]+\s+){0,2}?(?:key|secret|password|token|credentials?|api[_ -]?key|connection\s+string|dsn)s?|(?:key|secret|password|token|credentials?)\s+(?:for|of)\s+(?:the\s+)?(?:prod(?:uction)?|live)\b)[^.]{0,80}?\b(?:into|in|to)\b/i;
const SAID_ANY_FILE = /(?:^|[\s`'"(])((?:[\w.~-]*\/)*(?:[\w-]+(?:\.[\w-]+)*\.(?:ya?ml|json|toml|ini|env|tf|tfvars|py|js|ts|go|rb|java|kt|cs|php|conf|cfg|xml|properties|hcl|plist)|\.env(?:\.[\w-]+)?))(?=[\s`'",;:)]|\.(?:\s|$)|$)/;

/** A control named in words and turned off. */
const SAID_CONTROL_OFF = /\b(?:turn|switch|shut)\s+off\s+(?:the\s+)?((?:fraud|kyc|aml|sanctions?|captcha|recaptcha|antivirus|virus|malware|webhook\s+signature|signature|email\s+verification|velocity|risk|3ds|3-d\s+secure)(?:\s+(?:checks?|screening|scanning|verification|checking|scoring|engine))?)\b|\b(?:disable|deactivate)\s+(?:the\s+)?((?:fraud|kyc|aml|sanctions?|captcha|recaptcha|antivirus|virus|malware|webhook\s+signature|signature|email\s+verification|velocity|risk|3ds)(?:\s+(?:checks?|screening|scanning|verification|checking|scoring|engine))?)\b/i;
/** "make <check method> (always) return true". */
const SAID_ALWAYS_TRUE = /\bmake\s+`?((?:authori[sz]ed\??|can_?[aA]ctivate|has_?(?:object_?)?[pP]ermission|is_?[aA]llowed\??|is_?[aA]uthori[sz]ed\??|check_?[aA]ccess|can_?[aA]ccess\??|permitted\??))`?(?:\(\))?\s+(?:in\s+\S+\s+)?(?:always\s+)?return\s+true\b/i;

export function saidEdits20(text: string, judge: (path: string, old: string, content: string) => Finding[]): Finding[] {
  const t = text.trim().replace(/^\[[a-z]{2,3}\]\s*/, '');
  if (t.length > 600 || /\?\s*$/.test(t) || /^(?:explain|why|what|how|should|does|is|can|could|would|do|don't|never|warum|pourquoi|por\s*qu[eé])\b/i.test(t)) return [];
  const liveWords = /\b(?:prod(?:uction)?|live|produktion|producci[oó]n|produ[cç][aã]o)\b/i.test(t);
  const placed = (p: string) => (liveWords && detectEnv(p).env === 'unknown' && !/^[\\/~]/.test(p) ? `prod/${p}` : p);
  // A guard taken out of a named code file, in any of the languages' removing verbs and either word order.
  const file = SAID_CODE_FILE.exec(t);
  if (file && SAID_REMOVE.test(t)) {
    const g = SAID_GUARD_TOKEN.exec(t.replace(file[1] as string, ' '));
    const guard = (g?.[1] ?? g?.[2])?.trim();
    if (guard) {
      const found = judge(placed(file[1] as string), `${guard}\n`, '');
      if (found.length) return found;
    }
  }
  // A control named in words switched off in a named file ("turn off fraud checks in config/settings/prod.py").
  const ctlOff = SAID_CONTROL_OFF.exec(t);
  const anyFile = SAID_ANY_FILE.exec(t);
  if (ctlOff && anyFile) {
    const key = `${(ctlOff[1] ?? ctlOff[2] ?? '').toLowerCase().replace(/[\s-]+/g, '_')}_enabled`;
    const found = judge(placed(anyFile[1] as string), `${key}: true\n${key} = True\n`, `${key}: false\n${key} = False\n`);
    if (found.length) return found;
  }
  // A check method made always to allow ("make authorized? in X always return true").
  const allow = file ? SAID_ALWAYS_TRUE.exec(t) : null;
  if (allow && file) {
    const name = allow[1] as string;
    const found = judge(placed(file[1] as string), `def ${name}(user)\n  user.admin?\nend\n`, `def ${name}(user)\n  true\nend\n`);
    if (found.length) return found;
  }
  // A refusing check or a money limit taken out of a named code file, told by what it does.
  // (The check must be the removing verb's object: "remove the log line from the admin check" removes a log line.)
  if (file && /\b(?:remove|delete|drop|strip|take\s+out|get\s+rid\s+of|comment\s+out|skip|bypass)\s+(?:the\s+|this\s+|that\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:check|guard|condition|limit|cap)s?\b/i.test(t)) {
    const deny = /\b(?:check|guard|condition|branch|test)\b[^.]{0,60}?\b(?:40[13]|forbidden|unauthori[sz]ed|non-?admins?|not\s+(?:an?\s+)?admins?|permissions?|roles?|owner(?:ship)?|auth(?:entication|orization)?)\b|\b(?:admin|permission|role|owner(?:ship)?|auth(?:entication|orization)?|access)\s+check\b/i.test(t);
    const limit = /\b(?:daily|monthly|withdrawal|transfer|refund|spending|payout|amount|balance|credit|order)\s+(?:limit|cap|maximum|check)s?\b|\blimit\s+check\b/i.test(t);
    const old = deny ? "if (!user.isAdmin) return res.status(403).end();\n" : limit ? 'if (amount > dailyLimit) throw new LimitExceeded(amount);\n' : '';
    if (old) {
      const p = placed(file[1] as string);
      const found = judge(limit && !MONEY_CODE.test(p) ? `payments/${p}` : p, old, '');
      if (found.length) return found;
    }
  }
  // (A migration told in words, "write a migration to drop the sessions table", is left to the prose reader: the team
  // labels it routine coding, cls-benign19; a written migration file is judged above by the table it drops.)
  // A live credential written into a file that is kept with the code.
  const secret = SAID_SECRET_INTO.exec(t);
  const into = secret ? SAID_ANY_FILE.exec(t.slice(secret.index)) : null;
  if (secret && into && !/\.(?:example|sample|template|dist)$/i.test(into[1] as string) && !/\b(?:vault|secrets?\s+manager|key\s*vault|sealed|sops|encrypted|1password|doppler)\b/i.test(t) && !/^\s*(?:don'?t|do\s+not|never)\b/i.test(t)) {
    return [ladder('dangerous', 'dangerous', 'dangerous', `writes a live credential into ${snippet(into[1] as string, 40)}, where anyone who reads or clones it has it`)];
  }
  return [];
}

/** Lines that let a CI job or step pass or run where it should not: taking only these out tightens the pipeline. */
const CI_LOOSE_LINE = /^\s*(?:-\s*)?(?:continue-on-error\s*:\s*(?:true|\$\{\{[^}\n]*\}\})|allow_failure\s*:\s*true|if\s*:\s*(?:\$\{\{\s*)?(?:false|always\(\))\s*(?:\}\})?|when\s*:\s*always)\s*$/i;
/** Lines that make a job fail again: adding only these tightens the pipeline. */
// (Only a failing flag: a gate or a branch condition added still changes how a shared pipeline deploys — al-codex-009
// labels `when: manual` added to a staging deploy confirm.)
const CI_TIGHT_LINE = /^\s*(?:-\s*)?(?:continue-on-error\s*:\s*false|allow_failure\s*:\s*false)\s*$/i;

/** (cls-edits20) A CI edit that only takes out lines letting a step pass, or sets them false: the pipeline is stricter. */
export function ciTightened(old: string, content: string): boolean {
  const had = new Set(old.split('\n').map((l) => l.trim()));
  const has = new Set(content.split('\n').map((l) => l.trim()));
  const gone = old.split('\n').filter((l) => l.trim() && !has.has(l.trim()) && !/^\s*#/.test(l));
  const added = content.split('\n').filter((l) => l.trim() && !had.has(l.trim()) && !/^\s*#/.test(l));
  if (gone.length === 0 && added.length === 0) return false;
  // (cls-edits22) A command that lost its `|| true` (`snyk test || true` → `snyk test`): its failure fails the job again.
  const kept = new Set(added.map((l) => l.trim()));
  const unswallowed = gone.filter((l) => /\|\|\s*true\s*["']?\s*$/.test(l) && kept.has(l.replace(/\s*\|\|\s*true(\s*["']?)\s*$/, '$1').trim()));
  const gone2 = gone.filter((l) => !unswallowed.includes(l));
  const added2 = added.filter((l) => !unswallowed.some((u) => u.replace(/\s*\|\|\s*true(\s*["']?)\s*$/, '$1').trim() === l.trim()));
  if (unswallowed.length && gone2.length === 0 && added2.length === 0) return true;
  return gone.every((l) => CI_LOOSE_LINE.test(l)) && added.every((l) => CI_TIGHT_LINE.test(l));
}

/** (cls-edits20) Commands a file makes run later without a person: a scheduler DSL's entries (whenever's `runner`/`rake`/
 *  `command`, Laravel's `$schedule->command`/`exec`), a deploy hook (Procfile lines, app.json `predeploy`/`postdeploy`,
 *  package.json `start`/`prestart`/`release`/`heroku-postbuild`), a container's start command (Dockerfile `CMD`/`ENTRYPOINT`,
 *  an entrypoint or start script, a workload's `command:`/`args:`). Each with when it runs. */
export function laterCommands(path: string, text: string): { cmd: string; when: string }[] {
  const p = path.replace(/\\/g, '/');
  const name = p.replace(/^.*\//, '');
  const out: { cmd: string; when: string }[] = [];
  const unq = (s: string) => s.replace(/\\"/g, '"').replace(/\\'/g, "'");
  if (/(?:^|\/)config\/schedule\.rb$/.test(p)) {
    for (const m of text.matchAll(/^\s*(runner|rake|command)\s+(["'])((?:(?!\2)[^\n\\]|\\.){1,300})\2/gm)) out.push({ cmd: m[1] === 'runner' ? `rails runner "${unq(m[3] as string).replace(/"/g, '\\"')}"` : m[1] === 'rake' ? `rake ${unq(m[3] as string)}` : unq(m[3] as string), when: 'the scheduled job' });
  }
  if (/Console\/Kernel\.php$|routes\/console\.php$/.test(p)) {
    for (const m of text.matchAll(/\$schedule->(command|exec)\(\s*(["'])((?:(?!\2)[^\n]){1,300})\2/g)) out.push({ cmd: m[1] === 'command' ? `php artisan ${m[3] as string}` : (m[3] as string), when: 'the scheduled job' });
  }
  if (/^Procfile(?:\.\w+)?$/.test(name)) {
    for (const m of text.matchAll(/^\s*([\w-]+)\s*:\s*(.+)$/gm)) out.push({ cmd: m[2] as string, when: m[1] === 'release' ? 'every release' : 'the app at start' });
  }
  if (name === 'app.json' || name === 'package.json') {
    const keys = name === 'app.json' ? /"(predeploy|postdeploy|release|pr-predestroy)"\s*:\s*(?:\{\s*"command"\s*:\s*)?"((?:[^"\\]|\\.){1,400})"/g : /"(start|prestart|poststart|release|predeploy|postdeploy|heroku-postbuild|heroku-prebuild)"\s*:\s*"((?:[^"\\]|\\.){1,400})"/g;
    for (const m of text.matchAll(keys)) out.push({ cmd: unq(m[2] as string), when: /start/.test(m[1] as string) ? 'the app at start' : 'every deploy' });
  }
  if (/^(?:Docker|Container)file(?:\.[\w-]+)?$|\.dockerfile$/i.test(name)) {
    for (const m of text.matchAll(/^\s*(?:CMD|ENTRYPOINT)\s+(.+)$/gim)) {
      const v = (m[1] as string).trim();
      let items: string[] | undefined;
      if (v.startsWith('[')) {
        try {
          items = JSON.parse(v) as string[];
        } catch {
          items = undefined;
        }
      }
      const sh = items ? items.findIndex((x) => x === '-c') : -1;
      out.push({ cmd: items ? (sh > 0 && items[sh + 1] ? (items[sh + 1] as string) : items.join(' ')) : v, when: 'the container at start' });
    }
  }
  if (/(?:^|[-_.])(?:docker-)?entrypoint(?:\.\w+)?\.sh$|^(?:start|boot|startup)\.sh$/i.test(name)) {
    for (const l of text.split('\n')) if (l.trim() && !/^\s*(?:#|set\s|exec\s+"\$@"|echo\b)/.test(l)) out.push({ cmd: l.trim(), when: 'the container at start' });
  }
  if (/^\s*kind\s*:\s*["']?(?:Deployment|StatefulSet|DaemonSet|Pod|ReplicaSet)\b/m.test(text) || (/\.ya?ml$/i.test(name) && (/^\s*containers\s*:/m.test(text) || ((/k8s|kube|manifests?|deploy|charts?|helm|kustomiz|overlays?/i.test(p) || (/compose/i.test(p) && /prod|stag|live/i.test(p))) && /^\s*(?:-\s*)?(?:command|args|entrypoint)\s*:/m.test(text))))) {
    for (const c of jobCommands(text)) out.push({ cmd: c, when: 'the workload at start' });
  }
  return out.slice(0, 16);
}
