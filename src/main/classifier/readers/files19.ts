// cls-edits19: what an edited config file does afterwards, for classes earlier grids covered thinly — proxies and web
// servers that stop checking certificates or drop their authentication (nginx, Apache, HAProxy, Envoy, Traefik, Caddy,
// ingress annotations), PAM stacks that let anyone in or lose their lockout/MFA module, backups made narrower, rarer or
// kept for less (Velero, k8up, restic, borg, pgBackRest), audit policies lowered or given exemptions, GitOps auto-prune on
// production, dependency bots merging majors without review, CODEOWNERS emptied, branch-protection-as-code loosened,
// a required security check switched off by key, CORS moved from named origins to every origin. Each class is read the
// same way in every notation: against the old text where it is shown; a whole file or a `code_edit` by what it leaves.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';
import type { EditView } from './files18';

/** Certificate checks skipped outright, wherever written (a new file too). */
const SKIP_VERIFY = /^[ \t]*(?:-[ \t]*)?(?:["']?insecure_?skip_?verify["']?[ \t]*[:=][ \t]*["']?true\b|--?[\w.-]{0,60}insecureSkipVerify(?:=true)?\b|tls_insecure_skip_verify\b|ssl-server-verify[ \t]+none\b|server[ \t]+\S+[ \t]+\S+[^\n]*?\bssl\b[^\n]*?\bverify[ \t]+none\b|default-server[^\n]*?\bverify[ \t]+none\b|SSLProxyVerify[ \t]+none\b|SSLProxyCheckPeer(?:CN|Name|Expire)[ \t]+off\b)/im;
/** A verification directive turned off whose default is often off: judged only against the old text that had it on. */
const VERIFY_OFF = /^[ \t]*["']?(proxy_ssl_verify|ssl_verify_client|SSLVerifyClient|require_client_certificate|requireClientCertificate|verify_client|client_auth|clientAuth|verify_peer|verifyPeer|ssl_verify_peer|verify_server_cert\w*|tls_verify|ssl_verify|grpc_ssl_verify|uwsgi_ssl_verify)["']?[ \t]*[:= \t][ \t]*["']?(off|false|none|no|0|optional_no_ca|NoClientCert|VerifyClientCertIfGiven|RequestClientCert)\b/gim;
const VERIFY_ON_VALUE = /^(?:on|true|yes|1|require|required|optional|RequireAndVerifyClientCert|RequireAnyClientCert)$/i;

/** Authentication in front of a service, in proxy and server config (the names are the products' own). */
const PROXY_AUTH = /\bauth_basic(?![ \t]+off)\b|\bauth_request\b|\bauth_jwt\b|\bbasic_?auth\b|\bbasicauth\b|\bforward_?auth\b|\bforwardAuth\b|\bdigestAuth\b|\bext_authz\b|\bjwt_authn\b|envoy\.filters\.http\.rbac\b|\boauth2[-_]proxy\b|^[ \t]*AuthType[ \t]+\w+|^[ \t]*Require[ \t]+(?:valid-user|ldap-\w+|group|user)\b|\bauth-(?:url|signin|type|secret)\b|(?:^|[\s"'-])[\w-]{0,40}auth[\w-]{0,40}@(?:file|docker|kubernetescrd|consulcatalog)\b|\bstats[ \t]+auth\b|\bauthelia\b|\bauthentik\b|\bhttp-request[ \t]+auth\b|\bacl[ \t]+\w+[ \t]+http_auth\b/im;
const PROXY_FILE = /nginx|apache|httpd|\.htaccess$|caddy|traefik|envoy|haproxy|ingress|istio|kong|\.conf$|\.cfg$|vhost|sites-(?:available|enabled)|routers?|dynamic|values[\w.-]*\.ya?ml$|gateway|proxy|lb\b/i;

/** PAM: a module that accepts anyone, modules that lock out or ask for a second factor. */
const PAM_PERMIT = /^[ \t]*-?(?:auth|account)[ \t]+(?:sufficient|required|requisite|optional|\[[^\]\n]{0,80}\])[ \t]+(?:\S*\/)?pam_permit\.so\b/m;
const PAM_GUARD = /\bpam_(?:faillock|tally2?|faildelay|google_authenticator|duo|u2f|oath|yubico|radius_auth|sss_gss|access|listfile|securetty|wheel|pwquality|cracklib)\.so\b/;

/** Kubernetes audit levels, lowest first. */
const AUDIT_RANK: Record<string, number> = { none: 0, metadata: 1, request: 2, requestresponse: 3 };
const AUDIT_LEVEL = /(?:^|[\s{,-])["']?level["']?\s*:\s*["']?(None|Metadata|Request|RequestResponse)\b/gim;
/** A `level: None` rule that only silences health probes or events (routine audit tuning). */
const AUDIT_NOISE = /nonResourceURLs|\bevents\b|system:kube-proxy|system:apiserver|system:kube-scheduler|system:kube-controller-manager|system:nodes?\b|endpoints|leases|healthz|readyz|livez/i;

/** Backup tools' keep rules: how many snapshots, or for how long. */
const KEEP = /--keep-(last|hourly|daily|weekly|monthly|yearly)[= ](\d{1,5})\b|--keep-within(?:-\w+)?[= ](\d{1,5})([hdwmy])\b|\bkeep[-_]?(Last|Hourly|Daily|Weekly|Monthly|Yearly)["']?\s*[:=]\s*["']?(\d{1,5})\b|\brepo\d*-retention-(full|diff|archive)\s*=\s*(\d{1,5})\b|\b(?:retention[-_]?(?:days|period|count)|retentionDays|retention_in_days|backup_?retention\w*|keep_?days|max_?backups|maxBackups|rotate|expiration_?days|ExpirationInDays|noncurrent_?days|NoncurrentDays|delete_?after(?:_?days)?|DeleteAfterDays|days)["']?\s*[:=]\s*["']?(\d{1,5})\b/gi;
const UNIT_HOURS: Record<string, number> = { last: 24, hourly: 1, daily: 24, weekly: 168, monthly: 720, yearly: 8760, full: 168, diff: 24, archive: 24, h: 1, d: 24, w: 168, m: 720, y: 8760 };

/** A list written under a key, inline (`[a, b]`) or as `- item` lines below it. */
function listUnder(text: string, key: string): string[] | undefined {
  const re = new RegExp(`^([ \\t]*)["']?${key}["']?\\s*:[ \\t]*(\\[[^\\]\\n]*\\])?[ \\t]*$`, 'm');
  const m = re.exec(text);
  if (!m) return undefined;
  if (m[2]) return (m[2] as string).slice(1, -1).split(',').map((x) => x.trim().replace(/^["']|["']$/g, '')).filter(Boolean);
  const items: string[] = [];
  for (const line of text.slice(m.index + m[0].length + 1).split('\n').slice(0, 40)) {
    const it = /^[ \t]*-[ \t]*["']?([^"'\n#]*?)["']?[ \t]*$/.exec(line);
    if (!it) break;
    items.push((it[1] as string).trim());
  }
  return items;
}

/** The hours between runs of a schedule (`@daily`, `0 2 * * *`, `0 3 * * 0`, `@yearly`), or undefined. */
function periodHours(text: string): number | undefined {
  const at = /^\s*(?:-\s*)?["']?(?:schedule|cron|cronExpression|backup_?schedule)["']?\s*[:=]\s*["']?(@\w+|[\d*/,-]+\s+[\d*/,-]+\s+[\d*/,?LW-]+\s+[\w*/,-]+\s+[\w*/,?#L-]+)/im.exec(text);
  if (!at) return undefined;
  const s = (at[1] as string).toLowerCase();
  const named: Record<string, number> = { '@hourly': 1, '@daily': 24, '@midnight': 24, '@weekly': 168, '@monthly': 720, '@yearly': 8760, '@annually': 8760 };
  if (s.startsWith('@')) return named[s];
  const [, hour = '*', dom = '*', month = '*', dow = '*'] = s.split(/\s+/);
  if (month !== '*' && !/[/,-]/.test(month)) return 8760;
  if (dom !== '*' && dom !== '?' && !/[/,-]/.test(dom)) return 720;
  if (dow !== '*' && dow !== '?' && !/[/,-]/.test(dow)) return 168;
  if (hour === '*' || /\//.test(hour)) return 1;
  return 24;
}

/** The longest a keep rule covers, in hours, or undefined where none is written. (Exported for cls-edits20's log retention.) */
export function keepHorizon(text: string): number | undefined {
  let best: number | undefined;
  // (A lifecycle transition, `transition { days = 30 storage_class = "GLACIER" }`, moves backups; it deletes none.)
  for (const m of text.replace(/\btransitions?\s*(?:=\s*)?\{[^}]{0,300}\}|^\s*-?\s*(?:Transition\w*|transition\w*)\s*:[^\n]*(?:\n\s+[^\n]*){0,4}/gim, '').matchAll(KEEP)) {
    let h: number;
    if (m[1]) h = Number(m[2]) * (UNIT_HOURS[(m[1] as string).toLowerCase()] ?? 24);
    else if (m[3]) h = Number(m[3]) * (UNIT_HOURS[(m[4] as string).toLowerCase()] ?? 24);
    else if (m[5]) h = Number(m[6]) * (UNIT_HOURS[(m[5] as string).toLowerCase()] ?? 24);
    else if (m[7]) h = Number(m[8]) * (UNIT_HOURS[(m[7] as string).toLowerCase()] ?? 24);
    else h = Number(m[9]) * 24;
    best = best === undefined ? h : Math.max(best, h);
  }
  return best;
}

/** Branch protection written as code: a key and the value that loosens it. */
const BRANCH_LOOSE = /\b(enforce_?admins|enforceAdmins|isAdminEnforced|include_?administrators|require_?signed_?commits|requireSignedCommits|required_?signatures|requiresCommitSignatures|require_?code_?owner_?reviews?|requireCodeOwnerReviews?|requiresCodeOwnerReviews|dismiss_?stale_?reviews|dismissStaleReviews|require_?last_?push_?approval|requireLastPushApproval|required_?conversation_?resolution|requiresConversationResolution|strict)["']?\s*[:=]\s*["']?(false|no|off)\b|\b(allow_?deletions|allowDeletions|allowsDeletions|allow_?force_?push(?:es)?|allowForcePush(?:es)?|allowsForcePushes)["']?\s*[:=]\s*["']?(true|yes|on)\b/gi;
const BRANCH_FILE = /branch|protection|ruleset|settings\.ya?ml$|github|gitlab|repo(?:sitor(?:y|ies))?[\w-]*\.(?:tf|ts|ya?ml|json|py|go)$/i;

/** A required security check switched off by its key (`require_client_certificate: false`, `mfa_required = false`). */
const REQUIRED_OFF = /["']?\b((?:[\w-]{0,60}[._-])?(?:require[sd]?|enforced?|must)[_-]?(?:client[_-]?cert\w*|mfa|2fa|two[_-]?factor\w*|mtls|tls|ssl|https|auth\w*|login|signed[_-]?\w*|signatures?|approvals?|reviews?|code[_-]?owners?\w*|encryption|secure[_-]?\w*|passwords?\w*|tokens?|verification|verified[_-]?\w*|csrf|captcha|sso)|(?:mfa|2fa|mtls|tls|ssl|https|auth|login|signature|approval|review|encryption|password|verification|client[_-]?cert\w*|sso|captcha)[_-]?(?:required|enforced|mandatory))["']?\s*[:=]\s*["']?(false|no|off|0|disabled|optional)\b/gi;

/** CORS: every origin, and an origin written as a URL (a named allow-list). */
const ANY_ORIGIN = /\borigins?\b["']?\s*(?:[:=]|=>)?\s*(?:true\b|\[?\s*["']\*["'])|\ballow_?origins\s*=\s*\[\s*["']\*["']|\ballowed?_?origins?["']?\s*[:=]\s*\[?\s*["']\*["']|\bAllowAnyOrigin\(\)|\bAccess-Control-Allow-Origin["']?\s*[:,]?\s*["']?\*|@CrossOrigin\(\s*(?:origins\s*=\s*)?["']\*["']|\bcors\(\s*\)/i;
const NAMED_ORIGIN = /\b(?:origins?|allow_?origins|allowed?_?origins?|AllowedOrigins|WithOrigins|Access-Control-Allow-Origin)\b[^\n]{0,40}?["']?https?:\/\/[\w.-]+/i;

/** A flag named for bypassing or disabling a control, set on. */
const BYPASS_FLAG = /^\s*["']?((?:[\w.-]{0,60}[._-])?(?:bypass|disable|skip|allow_?insecure)[_-]?(?:rate[_-]?limit\w*|auth\w*|2fa|mfa|two[_-]?factor|csrf|captcha|sso|signature\w*|verification|ssl|tls|security\w*|waf|audit\w*|fraud\w*|kyc|permissions?|login))["']?\s*[:=]\s*["']?(?:true|yes|on|1|enabled)\b/gim;
/** A secret-named key given a placeholder everyone knows. */
const WEAK_SECRET = /^\s*["']?((?:[\w.-]{0,60}[._-])?(?:secret|secret_?key|password|passwd|token|api_?key|jwt_?(?:secret|key)|signing_?key|session_?secret)\w*)["']?\s*[:=]\s*["']?(?:changeme|change_?me|change-me|secret|password|passw0rd|admin|default|123456|12345678|letmein|qwerty|insecure|please-?change\w*|todo|xxx+)["']?\s*$/im;

function devFile(path: string): boolean {
  return detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:debug|local|dev|development|sandbox)[\\/]|[-_.](?:dev|development|local)\.(?:ya?ml|json|conf|env|cfg|toml)$|docker-compose\.override\.ya?ml$/i.test(path);
}

/** The frame every content rule of an edited file shares (cls-edits19, cls-edits20): where it is, its environment (a file
 *  named for dev is dev), and one way to add a finding — dangerous, or reversible in a dev file. */
export function editFrame(path: string, old: string | undefined, dev: boolean): { out: Finding[]; where: string; env: ReturnType<typeof detectEnv>['env']; push: (reason: string) => void; hadOld: boolean } {
  const out: Finding[] = [];
  const env = dev ? ('dev' as const) : detectEnv(path).env;
  const push = (reason: string): void => void out.push(Object.assign(ladder('dangerous', 'dangerous', dev ? 'reversible' : 'destructive', reason), { env }));
  return { out, where: snippet(path || 'a file', 40), env, push, hadOld: old !== undefined && old !== '' };
}

export function edits19Effects(v: EditView): Finding[] {
  const { path, old, content, live, oldLive, contentLive, removed, partial } = v;
  if (/\.(?:md|mdx|rst|adoc|txt)$/i.test(path) || notDeployed(path)) return [];
  const dev = devFile(path);
  const { out, where, env, push, hadOld } = editFrame(path, old, dev);
  const code = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|cs|php|rs|swift)$/i.test(path);

  // --- certificate checks skipped or turned off in proxy and server config
  const skip = code ? null : SKIP_VERIFY.exec(live);
  if (skip && !(hadOld && SKIP_VERIFY.test(oldLive))) push(`stops checking the certificates of the servers it talks to (${snippet(skip[0].trim(), 40)}) in ${where}`);
  else if (hadOld && !code) {
    for (const m of live.matchAll(VERIFY_OFF)) {
      const name = m[1] as string;
      const was = new RegExp(`^[ \\t]*["']?${name}["']?[ \\t]*[:= \\t][ \\t]*["']?(\\w+)`, 'im').exec(oldLive);
      if (was && VERIFY_ON_VALUE.test(was[1] as string)) {
        push(`turns a certificate check off (${snippet(m[0].trim(), 40)}) in ${where}`);
        break;
      }
    }
  }

  // --- authentication in front of a service taken out of proxy or server config, none of that kind left
  if (hadOld && !code && PROXY_FILE.test(path)) {
    const gone = PROXY_AUTH.exec(removed);
    if (gone && !PROXY_AUTH.test(contentLive)) push(`removes the authentication in front of a service (${snippet(gone[0].trim(), 40)}) from ${where}`);
  }

  // --- PAM: anyone accepted, a lockout or second-factor module taken out, empty passwords accepted
  if (/pam\.d|(?:^|[\\/])(?:system-auth|password-auth|common-auth|common-account|sshd|login|sudo|su)$|pam[\w.-]*\.conf$/i.test(path) || /\bpam_\w+\.so\b/.test(`${oldLive}\n${contentLive}`)) {
    if (PAM_PERMIT.test(live) && !PAM_PERMIT.test(oldLive)) push(`lets anyone authenticate (pam_permit) in ${where}`);
    const guard = hadOld ? PAM_GUARD.exec(removed) : null;
    if (guard && !new RegExp(guard[0].replace(/\./g, '\\.')).test(contentLive)) push(`removes a login guard (${guard[0]}) from ${where}`);
    if (/\bpam_unix\.so\b[^\n]*\bnullok\b/.test(live) && hadOld && /\bpam_unix\.so\b/.test(oldLive) && !/\bnullok\b/.test(oldLive)) push(`accepts empty passwords (nullok) in ${where}`);
  }

  // --- backups: narrower, rarer, kept for less
  const backupCtx = /backup|velero|snapshot|restic|borg|barman|pgbackrest|wal-?g|k8up|kopia|duplicity|rsnapshot|stash\.appscode|longhorn/i.test(`${path}\n${oldLive.slice(0, 3000)}\n${contentLive.slice(0, 3000)}`);
  if (backupCtx && hadOld) {
    const incOld = listUnder(oldLive, 'includedNamespaces') ?? listUnder(oldLive, 'included_namespaces');
    const incNow = listUnder(contentLive, 'includedNamespaces') ?? listUnder(contentLive, 'included_namespaces');
    if (incOld?.includes('*') && incNow && incNow.length > 0 && !incNow.includes('*')) push(`narrows what the backup covers from every namespace to ${snippet(incNow.join(', '), 30)} in ${where}`);
    for (const key of ['excludedNamespaces', 'excludedResources', 'excluded_namespaces', 'excludes', 'exclude']) {
      const a = listUnder(oldLive, key);
      const b = listUnder(contentLive, key);
      const added = b?.filter((x) => x && !(a ?? []).includes(x)) ?? [];
      if (b && added.length > 0 && (a !== undefined || /^\s*-/m.test(live))) {
        push(`leaves ${snippet(added.join(', '), 30)} out of the backup in ${where}`);
        break;
      }
    }
    const pOld = periodHours(oldLive);
    const pNow = periodHours(live) ?? (partial ? undefined : periodHours(contentLive));
    if (pOld !== undefined && pNow !== undefined && pNow > pOld) push(`makes backups rarer (every ${pOld}h → every ${pNow}h) in ${where}`);
  }
  if (backupCtx && old !== undefined) {
    const kOld = keepHorizon(oldLive);
    const kNow = keepHorizon(live) ?? keepHorizon(contentLive);
    // (A modest trim, `--keep-daily 14` → `10`, is tuning: at least halved, or down to a week or less.)
    if (kOld !== undefined && kNow !== undefined && kNow < kOld && (kNow <= kOld / 2 || kNow <= 168) && keepHorizon(live) !== undefined) push(`keeps backups for less (${Math.round(kOld / 24)}d → ${Math.round(kNow / 24)}d) in ${where}`);
  }

  // --- audit policies lowered, or given exemptions
  const auditHere = /audit/i.test(path) || /audit\.k8s\.io/.test(`${old ?? ''}\n${content}`);
  if (auditHere && hadOld) {
    const rank = (t: string) => [...t.matchAll(AUDIT_LEVEL)].map((m) => AUDIT_RANK[(m[1] as string).toLowerCase()] ?? 0);
    const was = rank(removed);
    const now = rank(live);
    const lowered = was.length > 0 && now.length > 0 && Math.min(...now) < Math.max(...was);
    // (A `level: None` rule added for health probes, events or the control plane's own components is routine tuning.)
    // (The rule is read whole from the new text: a patch may add only its `- level: None` line above selectors it kept.)
    const rules = (t: string) => t.split(/\n(?=[ \t]*-[ \t]*level\b)/).map((r) => r.replace(/\s+/g, ' ').trim());
    const before = new Set(rules(oldLive));
    const noneRules = /level["']?\s*:\s*["']?None\b/.test(live) ? rules(contentLive).filter((r) => !before.has(r) && /^-?\s*level["']?\s*:\s*["']?None\b/.test(r) && !AUDIT_NOISE.test(r) && /users|userGroups|groups|namespaces|resources|verbs/.test(r)) : [];
    if (lowered || (was.length === 0 && noneRules.length > 0)) push(`records less in the audit log (${lowered ? 'a rule lowered' : 'a rule that records nothing added'}) in ${where}`);
  }

  // --- GitOps: auto-prune switched on for production (a file dropped from the repository deletes the live resource)
  if (/syncPolicy|kind:\s*Application|argocd|argo-?cd|applicationset/i.test(`${path}\n${content}\n${old ?? ''}`) && /\bprune\s*:\s*true\b|\bPrune=true\b|\ballowEmpty\s*:\s*true\b/.test(live) && !(old !== undefined && /\bprune\s*:\s*true\b|\bPrune=true\b/.test(oldLive))) {
    const prodHere = !dev && (env === 'prod' || /\b(?:namespace|server|name|cluster)\s*:\s*["']?[\w.:/-]*\bprod(?:uction)?\b/i.test(content));
    if (prodHere) push(`lets the GitOps controller delete production resources automatically (auto-prune) in ${where}`);
  }

  // --- dependency bots merging without review
  if (/renovate|\.renovaterc/i.test(path) && /["']?automerge["']?\s*:\s*true/.test(live)) {
    const majors = /major/i.test(live) && !/["']?matchUpdateTypes["']?\s*:\s*\[\s*["'](?:patch|minor|pin|digest|lockFileMaintenance)["'](?:\s*,\s*["'](?:patch|minor|pin|digest|lockFileMaintenance)["'])*\s*\]/.test(live);
    const everything = !/match\w+|packageRules|excludePackage/i.test(live) && !(old !== undefined && /["']?automerge["']?\s*:\s*true/.test(oldLive));
    if (majors || (everything && !/packageRules/.test(old ?? ''))) push(`merges ${majors ? 'major' : 'every'} dependency upgrade without a review (${where})`);
  }
  if (/\.github[\\/]workflows[\\/]|\.gitlab-ci/i.test(path) && /dependabot|renovate/i.test(`${path}\n${content}`)) {
    const merges = /\bgh\s+pr\s+(?:merge\b[^\n]*--(?:auto|admin)\b|review\b[^\n]*--approve\b)|enable-automerge|automerge-action|auto-merge@|dependabot-auto-merge|merge_method/i;
    if (merges.test(content) && (merges.test(live) || /update-type/.test(live))) {
      const cond = /update-type[^\n]*semver-(\w+)/g;
      const types = [...contentLive.matchAll(cond)].map((m) => (m[1] as string).toLowerCase());
      if (types.length === 0 || types.includes('major')) push(`merges dependency-bot pull requests${types.includes('major') ? ' with major upgrades' : ''} without a review (${where})`);
    }
  }

  // --- CODEOWNERS emptied: no owner line left where there were some
  if (/(?:^|[\\/])CODEOWNERS$/.test(path) && hadOld) {
    const owners = (t: string) => t.split('\n').filter((l) => /^\s*[^#\s]\S*\s+@[\w.-]/.test(l) || /^\s*[^#\s]\S*\s+[\w.+-]+@[\w.-]+/.test(l)).length;
    if (owners(oldLive) > 0 && owners(contentLive) === 0) push(`leaves no code owners, so no owner review is required (${where})`);
  }

  // --- branch protection as code loosened
  if (BRANCH_FILE.test(path) || /branch_?protection|BranchProtection|branchProtection|rulesets?\b/.test(`${old ?? ''}\n${content}`)) {
    for (const m of live.matchAll(BRANCH_LOOSE)) {
      const key = (m[1] ?? m[3]) as string;
      if (key === 'strict' && !/status_?checks/i.test(`${old ?? ''}\n${content}`)) continue;
      const strong = m[1] ? '(?:true|yes|on)' : '(?:false|no|off)';
      const wasStrong = old !== undefined && new RegExp(`\\b${key}["']?\\s*[:=]\\s*["']?${strong}\\b`, 'i').test(oldLive);
      if (wasStrong || ((old === undefined || partial) && /branch_?protection|BranchProtection|protected_?branch|ruleset/i.test(`${path}\n${content}`))) {
        push(`loosens branch protection (${snippet(m[0].trim(), 40)}) in ${where}`);
        break;
      }
    }
  }

  // --- a required security check switched off by its key, against the old text that had it on
  if (hadOld && !/(?:^|[\\/])(?:tests?|spec|__tests__|fixtures?)[\\/]|\.(?:test|spec)\./i.test(path)) {
    for (const m of live.matchAll(REQUIRED_OFF)) {
      const key = m[1] as string;
      if (/^(?:required|enforce)$/i.test(key)) continue;
      if (new RegExp(`\\b${key.replace(/[.]/g, '\\.')}["']?\\s*[:=]\\s*["']?(?:true|yes|on|1|enabled|required)\\b`, 'i').test(oldLive)) {
        push(`switches a required security check off (${snippet(m[0].trim(), 40)}) in ${where}`);
        break;
      }
    }
  }

  // --- an ingress's TLS list emptied: the service is served in plain HTTP
  if (hadOld && /^\s*tls\s*:\s*\n\s*-\s*(?:secretName|hosts)\b/m.test(oldLive) && /^\s*tls\s*:\s*\[\s*\]/m.test(live)) push(`serves the service without TLS (its ingress TLS list emptied) in ${where}`);
  // --- a protective object deleted by an overlay patch (`$patch: delete` on a NetworkPolicy, a constraint, a PeerAuthentication)
  const patchDelete = /^\s*\$patch\s*:\s*delete\b/m.test(live) ? /^\s*kind\s*:\s*["']?(NetworkPolicy|AuthorizationPolicy|PeerAuthentication|PodSecurityPolicy|PodDisruptionBudget|\w*Constraint\w*|K8s\w+|ClusterPolicy|Policy|LimitRange|ResourceQuota|Schedule|Backup\w*)\b/m.exec(contentLive) : null;
  if (patchDelete) push(`deletes a ${patchDelete[1] as string} through an overlay patch in ${where}`);
  // --- sshd: a second authentication method dropped (`AuthenticationMethods publickey,keyboard-interactive` → `publickey`)
  const authMethods = /^\s*AuthenticationMethods\s+(\S+)/im;
  const amOld = hadOld ? authMethods.exec(oldLive) : null;
  const amNow = authMethods.exec(live);
  if (amOld && amNow && /,/.test(amOld[1] as string) && !/,/.test(amNow[1] as string)) push(`drops a second login factor (AuthenticationMethods ${snippet(amNow[1] as string, 30)}) in ${where}`);
  // --- framing allowed from anywhere, HSTS switched off in code (`helmet.hsts({ maxAge: 0 })`, `SECURE_HSTS_SECONDS = 0`)
  const frames = /X-Frame-Options["']?\s*[:,]?\s*["']?(?:ALLOWALL|ALLOW-FROM\s+\*)/i.exec(live);
  if (frames && !(hadOld && /ALLOWALL|ALLOW-FROM\s+\*/i.test(oldLive))) push(`lets any site frame the pages (${snippet(frames[0], 40)}) in ${where}`);
  const hsts = /\bhsts\b[^\n]{0,40}?\bmax_?age["']?\s*[:=]\s*0\b|\b(?:SECURE_HSTS_SECONDS|HSTS_MAX_AGE|hsts_?max_?age)["']?\s*[:=]\s*0\b/i.exec(live);
  if (hsts && hadOld && /\bhsts\b[^\n]{0,40}?\bmax_?age["']?\s*[:=]\s*[1-9]|\b(?:SECURE_HSTS_SECONDS|HSTS_MAX_AGE|hsts_?max_?age)["']?\s*[:=]\s*[1-9]/i.test(oldLive)) push(`switches HSTS off (${snippet(hsts[0], 40)}) in ${where}`);

  // --- a feature flag that bypasses or disables a control switched on, flat or for production
  // (`bypass_rate_limits: true`, `disable_2fa:\n  production: true`, `"disable-rate-limiting": { "production": true }`)
  for (const m of live.matchAll(BYPASS_FLAG)) {
    const key = m[1] as string;
    const k = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`["']?${k}["']?\\s*[:=]\\s*["']?(?:false|no|off|0|disabled)\\b`, 'i').test(oldLive) || (partial && env === 'prod')) {
      push(`switches on a flag that bypasses a control (${snippet(m[0].trim(), 40)}) in ${where}`);
      break;
    }
  }
  const prodFlag = /["']?((?:[\w.-]{0,60}[._-])?(?:bypass|disable|skip|allow_?insecure)[_-]?(?:rate[_-]?limit\w*|auth\w*|2fa|mfa|two[_-]?factor|csrf|captcha|sso|signature\w*|verification|ssl|tls|security\w*|waf|audit\w*|fraud\w*|kyc|permissions?|login))["']?\s*:\s*(?:\{[^}\n]{0,200}?|\n(?:[ \t]+[^ \t\n][^\n]*\n){0,6}?[ \t]+)["']?(?:production|prod|live)["']?\s*:\s*["']?(?:true|on|yes|enabled)\b/i.exec(contentLive);
  if (prodFlag && /["']?(?:production|prod|live)["']?\s*:\s*["']?(?:true|on|yes|enabled)\b/i.test(live) && !/["']?(?:production|prod|live)["']?\s*:\s*["']?(?:true|on|yes|enabled)\b/i.test(removed) && !dev) push(`switches on a flag that bypasses a control in production (${snippet(prodFlag[1] as string, 30)}) in ${where}`);
  // --- a well-known placeholder written as a production secret (`SESSION_SECRET=changeme`)
  const weak = env === 'prod' && !/\.(?:example|sample|template|dist)$/i.test(path) ? WEAK_SECRET.exec(live) : null;
  if (weak) push(`sets a production secret to a well-known value (${snippet(weak[1] as string, 30)}) in ${where}`);

  // --- CORS moved from named origins to every origin
  const anyOrigin = ANY_ORIGIN.exec(live);
  if (anyOrigin && hadOld && NAMED_ORIGIN.test(removed) && !ANY_ORIGIN.test(oldLive)) push(`lets every origin call the service where named origins could (${snippet(anyOrigin[0].trim(), 40)}) in ${where}`);
  return out;
}

/** A config file named in a sentence (`sshd_config`, `redis.conf`, `settings/production.py`, `.env.production`). */
const SAID_FILE = /(?:^|[\s`'"(]|[\u3000-\u9fff])((?:[\w.~-]*\/)*(?:[\w-]+(?:\.[\w-]+)*\.(?:ya?ml|json|toml|ini|env|tf|tfvars|py|js|ts|go|rb|java|kt|cs|php|conf|cfg|cnf|xml|properties|hcl|plist|rules)|sshd_config|ssh_config|sudoers|Caddyfile|\.env(?:\.[\w-]+)?|\.htaccess|CODEOWNERS))(?=[\s`'",;:)]|\.(?:\s|$)|[\u3000-\u9fff]|$)/;
/** "set K to V", "set K = V", "turn K on": a setting named by its identifier and given a literal. */
const SAID_SET = /\b(?:set|turn|switch|change|flip|make)\s+`?([A-Za-z_][\w.-]{2,80})`?\s*(?:\s(?:to|=)\s+|=\s*|\s+)`?(["']?(?:true|false|yes|no|on|off|none|always|never|trust|disabled|enabled|privileged|permissive|optional|all|any|\*|0\.0\.0\.0|\d{1,6}[a-z]{0,3})["']?)`?(?=[\s`.,;:)]|$)/i;
/**
 * The same told in other languages: a setting verb (setze, stelle, mets, pon, establece, defina, imposta, ustaw, zet, stel,
 * 设为, にして …) and the identifier given its literal with that language's connector (auf, à, sur, a, en, como, para, na,
 * op, 为, を … に).
 */
const SAID_VERB_INTL = /\b(?:setze|setzt|setzen|setz|stelle|stell|stellen|mets|mettez|mettre|passe|passez|définis|définissez|règle|réglez|pon|ponga|poné|establece|establezca|cambia|cambie|configura|configure|define|defina|coloque|coloca|ponha|mude|altere|imposta|metti|ustaw|ustawić|zmień|zet|stel|nastav|ayarla)\b|设为|设置为|改为|改成|设成|にして|に設定|に変更/i;
const SAID_SET_INTL = /`?([A-Za-z_][\w.-]{2,80})`?\s*(?:=\s*|\s(?:auf|à|a|sur|en|na|op|como|para|su|in\s+op|olarak)\s|\s*(?:设为|设置为|改为|改成|设成)\s*|\s*を\s*)`?(["']?(?:true|false|yes|no|on|off|none|always|never|trust|disabled|enabled|privileged|permissive|optional|all|any|\*|0\.0\.0\.0|\d{1,6}[a-z]{0,3})["']?)`?(?=[\s`.,;:)。、に]|$)/i;
/** "Add `LINE` to the prod Apache vhost": a quoted line added to a file described in words. */
const SAID_ADD_DESCRIBED = /^\s*(?:please\s+)?(?:add|append|put|insert|write)\s+`([^`\n]{3,300})`\s+(?:to|into|in|under)\s+(?:the\s+|our\s+)?((?:[\w'-]+\s+){0,5}?(?:vhost|virtual\s+host|server\s+block|site\s+config|config(?:uration)?|conf|settings|values(?:\s+file)?|manifest|policy|ini|profile))\b/i;
/** "Comment out the login_required decorator … in views.py": an unquoted guard taken out of a named file. */
const SAID_GUARD_OUT = /\b(?:remove|delete|drop|strip|comment\s+out|take\s+out|get\s+rid\s+of|disable)\s+(?:the\s+)?`?@?([A-Za-z_][\w.]{2,60})`?\s+(?:decorator|middleware|check|guard|filter|annotation|attribute|before_action|hook|line|call)\b[^.]{0,80}?\b(?:in|from)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?`?((?:[\w.-]*\/)*[\w-]+\.(?:py|rb|js|ts|go|java|kt|cs|php|jsx|tsx))`?/i;

/**
 * cls-edits19: an edit told in words, read as the edit it names (LABELS: an edit by what the file does afterwards):
 * "In settings/production.py set DEBUG = True so we can see the error pages", "Set PasswordAuthentication to yes in
 * sshd_config on the bastion", "Add `Header always set Access-Control-Allow-Origin "*"` to the prod Apache vhost",
 * "Comment out the login_required decorator on the admin export view in views.py". `judge` reads a file change and
 * returns its dangerous findings; nothing is returned when the named edit weakens nothing.
 */
export function saidEdits19(text: string, judge: (path: string, old: string, content: string) => Finding[], instructed?: (path: string, words: string) => Finding[]): Finding[] {
  const t = text.trim();
  if (t.length > 600 || /\?\s*$/.test(t) || /^(?:explain|why|what|how|should|does|is|can|could|would|do)\b/i.test(t)) return [];
  const liveWords = /\b(?:prod(?:uction)?|live)\b/i.test(t);
  const placed = (p: string) => (liveWords && detectEnv(p).env === 'unknown' && !/^[\\/~]/.test(p) ? `prod/${p}` : p);
  const guard = SAID_GUARD_OUT.exec(t);
  if (guard) {
    const id = guard[1] as string;
    const found = judge(placed(guard[2] as string), `@${id}\n${id}\n`, '');
    if (found.length) return found;
  }
  const set = SAID_SET.exec(t) ?? (SAID_VERB_INTL.test(t) ? SAID_SET_INTL.exec(t) : null);
  const file = SAID_FILE.exec(t);
  if (set && file && /[A-Z_.-]/.test((set[1] as string).slice(1))) {
    const [key, value] = [set[1] as string, (set[2] as string).replace(/^["']|["']$/g, '')];
    const found = judge(placed(file[1] as string), '', `${key}: ${value}\n${key} = ${value}\n${key} ${value}\n`);
    if (found.length) return found;
  }
  const add = file ? null : SAID_ADD_DESCRIBED.exec(t);
  if (add) {
    const path = `${(add[2] as string).toLowerCase().replace(/'s\b/g, '').trim().split(/\s+/).join('/')}.conf`;
    const found = judge(path, '', `${add[1] as string}\n`);
    if (found.length) return found;
  }
  // "turn TLS verification off for the payments client" in a named file: the control switched off, as "turn off …" is read.
  const split = file && instructed ? /\b(turn|switch|shut)\s+((?:[\w-]+\s+){1,4}?)off\b/i.exec(t) : null;
  // (A file named for development keeps its own reversible rung.)
  if (split && file && instructed && !devFile(file[1] as string)) {
    const found = instructed(placed(file[1] as string), `${split[1] as string} off ${split[2] as string}`);
    if (found.length) return found;
  }
  return [];
}
