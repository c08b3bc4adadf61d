// cls-edits22: edits to files of domains no earlier content rule knew, judged by what the file does once deployed —
// - deletion ages: object lifecycles (S3 `Expiration`, GCS `Delete` + `age`, Terraform `expiration { days }`), Elasticsearch
//   / OpenSearch ILM `delete` phases, Azure backup policies' `retention_daily { count }`: what is kept is cut to days;
// - mail authentication: SPF ending in `+all`/`?all`, DMARC `p=reject|quarantine → none`, `pct` cut to 0;
// - DNSSEC signing turned off;
// - host hardening: protective sysctls lowered (`kernel.randomize_va_space`, `kptr_restrict`, `yama.ptrace_scope`,
//   `fs.protected_*` …), SELinux `enforcing → permissive|disabled` and `selinux=0`/`apparmor=0` on a kernel line, AppArmor
//   profiles put into complain mode, password rules cut (pwquality `minlen`, `PASS_MIN_LEN`, `remember`), account lockout
//   switched off (faillock `deny = 0` or raised tenfold), fail2ban jails switched off or made toothless (`enabled`,
//   `maxretry`, `bantime`, `ignoreip` gaining a wide range), login restrictions (`/etc/security/access.conf` `-:` lines)
//   taken out, audit rules taken out (`-w …`, `-a always,exit …`) and auditing stopped (`-e 0`);
// - CI: a deployment environment losing its required reviewers, a security scanner made unable to fail the run;
// - IAM as code: an administrator-level managed policy or role attached (`AdministratorAccess`, `roles/owner`, Azure `Owner`).
// The stricter direction, tests, fixtures, docs and dev-named files stay routine; a value shown without its old text is judged
// by what it leaves only where that value can only be the loose one.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';
import type { EditView } from './files18';
import { editFrame } from './files19';
import { edits21Effects } from './files21';

const DAY = 86400;

function devPath(path: string): boolean {
  if (/(?:^|[\\/])jail\.local$/i.test(path)) return false;
  return detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:debug|local|dev|development|sandbox|examples?|samples?|mocks?)[\\/]|[-_.](?:dev|development|local|example|sample)\.(?:ya?ml|json|conf|env|cfg|toml|tf|hcl)$|\.(?:example|sample|template|dist)$/i.test(path);
}

/** Seconds of an age written `30d`, `720h`, `1d`, or a bare number of days. */
function ageSecs(n: string, unit: string | undefined): number {
  const x = Number(n);
  const u = (unit ?? 'd').toLowerCase();
  return u === 'ms' ? x / 1000 : u === 's' ? x : u === 'm' ? x * 60 : u === 'h' ? x * 3600 : x * DAY;
}

/** The shortest age after which a file's rules delete what they keep (lifecycles, ILM delete phases, backup policies). */
const DELETE_AGES: RegExp[] = [
  // ILM / ISM: "delete": { "min_age": "90d" …
  /"delete"\s*:\s*\{[^{}]{0,120}?"min_age"\s*:\s*"(\d+)(ms|s|m|h|d)?"/g,
  /^[ \t]*delete:[ \t]*\n(?:[ \t]+[^\n]*\n){0,4}?[ \t]+min_age:[ \t]*["']?(\d+)(ms|s|m|h|d)?\b/gm,
  // S3 lifecycle JSON: "Expiration": {"Days": 1}, "NoncurrentVersionExpiration": {"NoncurrentDays": 1}
  /"(?:Expiration|NoncurrentVersionExpiration)"\s*:\s*\{\s*"(?:Days|NoncurrentDays)"\s*:\s*(\d+)()/g,
  /^[ \t-]*(?:Expiration|NoncurrentVersionExpiration):[ \t]*\n[ \t]+(?:Days|NoncurrentDays):[ \t]*(\d+)()/gm,
  // Terraform / CloudFormation YAML: expiration { days = 1 }, ExpirationInDays: 1
  /\b(?:expiration|noncurrent_version_expiration)\s*\{\s*(?:days|noncurrent_days)\s*=\s*(\d+)()/g,
  /\b(?:ExpirationInDays|NoncurrentVersionExpirationInDays)\s*:\s*(\d+)()/g,
  // GCS: {"action": {"type": "Delete"}, "condition": {"age": 1}} (either order), Terraform condition { age = 1 } + Delete
  /"type"\s*:\s*"Delete"\s*\}\s*,\s*"condition"\s*:\s*\{[^{}]{0,80}?"age"\s*:\s*(\d+)()/g,
  /"condition"\s*:\s*\{[^{}]{0,80}?"age"\s*:\s*(\d+)[^{}]{0,80}\}\s*,\s*"action"\s*:\s*\{\s*"type"\s*:\s*"Delete"()/g,
  /\bcondition\s*\{\s*age\s*=\s*(\d+)\s*\}\s*action\s*\{\s*type\s*=\s*"Delete"()/g,
  // Azure backup and storage management policies
  /\bretention_(?:daily|weekly|monthly|yearly)\s*\{\s*count\s*=\s*(\d+)()/g,
  /\b(?:delete_after_days_since_(?:modification|creation)_greater_than|daysAfterModificationGreaterThan)["']?\s*[:=]\s*(\d+)()/g,
];
function deleteAge(text: string): number | undefined {
  let min: number | undefined;
  for (const re of DELETE_AGES) {
    re.lastIndex = 0;
    for (const m of text.slice(0, 20000).matchAll(re)) {
      const s = ageSecs(m[1] as string, m[2] || undefined);
      if (min === undefined || s < min) min = s;
    }
  }
  return min;
}
/** What the rules keep: backups, logs, audit trails, archives, snapshots (a `tmp/` prefix or upload scratch is not). */
const KEPT_THING = /backup|snapshot|archive|audit|logs?\b|logs?[-_/]|trail|dump|wal|retention|recovery|vault/i;

/** SPF: a record that ends letting every server send (`+all`, `?all`, bare `all`). */
const SPF_OPEN = /v=spf1\b[^"'\n]{0,400}?(?:^|\s)[+?]?all(?=["'\s;]|$)/im;
const SPF_CLOSED = /v=spf1\b[^"'\n]{0,400}?\s[-~]all(?=["'\s;]|$)/im;
const DMARC_P = /v=DMARC1\b[^"'\n]{0,300}?;\s*p\s*=\s*(reject|quarantine|none)\b/i;
const DMARC_PCT = /v=DMARC1\b[^"'\n]{0,300}?;\s*pct\s*=\s*(\d+)/i;
const DMARC_RANK: Record<string, number> = { none: 0, quarantine: 1, reject: 2 };

/** Mail authentication made stricter (DMARC none → quarantine → reject, SPF ~all → -all): a DNS change that only protects. */
export function mailAuthTightened(oldText: string, now: string): boolean {
  const po = DMARC_P.exec(oldText)?.[1]?.toLowerCase();
  const pn = DMARC_P.exec(now)?.[1]?.toLowerCase();
  if (po && pn) return (DMARC_RANK[pn] ?? 0) > (DMARC_RANK[po] ?? 0);
  return /v=spf1\b[^"'\n]{0,400}?\s~all/i.test(oldText) && /v=spf1\b[^"'\n]{0,400}?\s-all/i.test(now);
}

/** DNSSEC signing: a key naming DNSSEC moved to off. */
const DNSSEC_OFF = /\bdnssec[\w-]*["']?\s*[:=]\s*["']?(?:false|off|no|disabled?|not_signing|unsigned|none|0)\b/i;
const DNSSEC_ON = /\bdnssec[\w-]*["']?\s*[:=]\s*["']?(?:true|on|yes|enabled?|signing|signed|1)\b/i;

/** Kernel protections and the value they hold when on (lowered below it: off). `fs.suid_dumpable` protects at 0. */
const SYSCTL_GUARD: [RegExp, (v: number) => boolean, (v: number) => boolean][] = [
  [/kernel\.randomize_va_space/, (v) => v >= 2, (v) => v < 2],
  [/kernel\.(?:kptr_restrict|dmesg_restrict|kexec_load_disabled|modules_disabled|unprivileged_bpf_disabled)|kernel\.yama\.ptrace_scope|fs\.protected_(?:hardlinks|symlinks|fifos|regular)|net\.ipv4\.tcp_syncookies|net\.core\.bpf_jit_harden|dev\.tty\.ldisc_autoload/, (v) => v >= 1, (v) => v <= 0],
  [/kernel\.perf_event_paranoid/, (v) => v >= 2, (v) => v <= 0],
  [/fs\.suid_dumpable|kernel\.unprivileged_userns_clone|net\.ipv[46]\.conf\.[\w*]+\.accept_source_route|net\.ipv[46]\.conf\.[\w*]+\.accept_redirects/, (v) => v === 0, (v) => v >= 1],
  [/vm\.mmap_min_addr/, (v) => v >= 4096, (v) => v === 0],
];
const SYSCTL_LINE = /(?:^|[\s'"=-])((?:kernel|fs|net|vm|dev)\.[\w.*-]+)["']?\s*(?:[:=]|\s+value\s*[:=])?\s*["']?(-?\d+)\b/gm;
function sysctls(text: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of text.slice(0, 20000).matchAll(SYSCTL_LINE)) m.set((x[1] as string).toLowerCase(), Number(x[2]));
  // Ansible: `name: kernel.randomize_va_space` then `value: '0'` on a following line.
  for (const x of text.slice(0, 20000).matchAll(/\bname\s*[:=]\s*["']?((?:kernel|fs|net|vm|dev)\.[\w.*-]+)["']?\s*\n?[^\n]{0,10}?\n?\s*value\s*[:=]\s*["']?(-?\d+)/g)) m.set((x[1] as string).toLowerCase(), Number(x[2]));
  return m;
}

/** A kernel command line or SELinux config that switches mandatory access control off. */
const MAC_OFF_KERNEL = /\b(?:selinux=0|enforcing=0|apparmor=0|security=none)\b/;
const SELINUX_MODE = /^\s*SELINUX\s*=\s*(enforcing|permissive|disabled)\b/im;
const AA_COMPLAIN = /^\s*(?:profile\s+\S+\s+)?\/?[^\n{]{0,200}flags\s*=\s*\([^)]*\b(?:complain|unconfined)\b[^)]*\)\s*\{/im;

/** A password rule: minimum length or history, in pwquality, login.defs, PAM options. */
const PW_MIN = /\b(?:minlen|PASS_MIN_LEN|min_length|minimum_length|remember)\s*[=\s]\s*(\d+)/gi;
function pwRule(text: string, key: RegExp): number | undefined {
  let v: number | undefined;
  for (const m of text.matchAll(PW_MIN)) if (key.test(m[0])) v = Number(m[1]);
  return v;
}

/** Lockout: `deny = 3` in faillock.conf, `pam_faillock.so … deny=3`, `pam_tally2.so deny=5`. */
function lockoutDeny(text: string, path: string): number | undefined {
  const inFile = /faillock|pam_tally|pam\.d|common-auth|system-auth|password-auth/i.test(path);
  const m = /\bpam_(?:faillock|tally2?)\.so\b[^\n]{0,200}?\bdeny\s*=\s*(\d+)/.exec(text) ?? (inFile ? /^\s*deny\s*=\s*(\d+)/m.exec(text) : null);
  return m ? Number(m[1]) : undefined;
}

/** fail2ban: jail sections with their settings. */
function jails(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let cur = 'default';
  for (const raw of text.split('\n').slice(0, 2000)) {
    const line = raw.replace(/[#;].*$/, '').trim();
    if (!line) continue;
    const sec = /^\[([^\]]{1,60})\]$/.exec(line);
    if (sec) {
      cur = (sec[1] as string).toLowerCase();
      continue;
    }
    const kv = /^([\w.-]{1,40})\s*=\s*(.*)$/.exec(line);
    if (kv) {
      const m = out.get(cur) ?? new Map<string, string>();
      m.set((kv[1] as string).toLowerCase(), (kv[2] as string).trim());
      out.set(cur, m);
    }
  }
  return out;
}
const DURATION = /^(-?\d+)\s*([smhdw])?$/i;
function durSecs(v: string): number | undefined {
  const m = DURATION.exec(v.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const u = (m[2] ?? 's').toLowerCase();
  return n * (u === 'm' ? 60 : u === 'h' ? 3600 : u === 'd' ? DAY : u === 'w' ? 7 * DAY : 1);
}
/** An address range that covers much of the internet (`0.0.0.0/0`, `::/0`, a /0–/7 block; a /8 is loopback or private). */
const WIDE_RANGE = /(?:^|[\s,])(?:0\.0\.0\.0\/0|::\/0|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\/[0-7])(?=$|[\s,])/;

/** Audit rules: a watch or a syscall rule. */
const AUDIT_RULE = /^\s*-(?:w\s+\S+|a\s+(?:always|exit)\s*,\s*\w+[^\n]*)/gm;

/** A scanner made unable to fail the run. */
const SCANNER = /\b(?:sast|dast|codeql|semgrep|snyk|trivy|grype|gitleaks|trufflehog|secret[_-]?detection|secret[_-]?scan\w*|dependency[_-]?(?:scanning|check|review)|container[_-]?scanning|license[_-]?scanning|bandit|gosec|brakeman|checkov|tfsec|terrascan|kics|zap|owasp|sonar\w*|credscan|osv-scanner|pip-audit|npm\s+audit|yarn\s+audit|safety\s+check|anchore|clair|prisma\s*cloud|twistlock|veracode|fortify|checkmarx|mend|whitesource|blackduck|security[_-]?scan\w*)\b/i;
const FAIL_OK = /\bcontinue-on-error\s*:\s*true\b|\bcontinueOnError\s*:\s*true\b|\ballow_failure\s*:\s*true\b|\bcatchError\s*\(|\bsoft_fail\s*:\s*true\b|--soft-fail\b|\bexit-code\s*:\s*["']?0["']?|--exit-code\s+0\b|\bfail-build\s*:\s*false\b|\bfail_on_severity\s*:\s*["']?(?:never|none)\b|\|\|\s*true\b|\berrorMode\s*:\s*["']?(?:ignore|continue)/i;

/** A flag or remote-config parameter whose value sits one object down. */
const NESTED_SWITCH = /"([\w.-]{2,80})"\s*:\s*\{\s*"(?:on|enabled|value|defaultValue|default|state|active)"\s*:\s*(?:\{\s*"value"\s*:\s*)?("[^"\n]{0,20}"|true|false|\d+)\s*\}?\s*(?:,\s*"[\w]+"\s*:\s*[^{}\n]{0,60})?\}/g;

/** An administrator-level managed policy or role, by name, in code or IaC. */
const ADMIN_GRANT = /\bAdministratorAccess\b|\bIAMFullAccess\b|["'`]roles\/(?:owner|editor|resourcemanager\.organizationAdmin|iam\.securityAdmin|iam\.serviceAccountTokenCreator)["'`]|\brole_?[dD]efinition_?[nN]ame\s*[:=]\s*["'](?:Owner|User Access Administrator)["']|\bBuiltInRole\.(?:Owner|UserAccessAdministrator)\b/;

export function edits22Effects(v: EditView): Finding[] {
  const { path, old, live, oldLive, contentLive, removed } = v;
  if (!path || notDeployed(path) || /\.(?:md|mdx|rst|adoc|txt)$/i.test(path) || /(?:^|[\\/])(?:docs?|examples?|samples?|mocks?|stubs?|emulator)[\\/]/i.test(path)) return [];
  const dev = devPath(path);
  // fail2ban's `jail.local` is its override file, not a local environment.
  const { out, where, env, hadOld } = editFrame(path.replace(/jail\.local$/i, 'jail.conf'), old, dev);
  const seen = new Set<string>();
  const push = (cls: string, reason: string, level: 'dangerous' | 'forbidden' = 'dangerous'): void => {
    if (seen.has(cls) || out.length >= 3) return;
    seen.add(cls);
    const r = `${reason} in ${where}`;
    if (level === 'forbidden') out.push(Object.assign(ladder('forbidden', 'dangerous', dev ? 'reversible' : 'destructive', r), { env }));
    else out.push(Object.assign(ladder('dangerous', 'dangerous', dev ? 'reversible' : 'destructive', r), { env }));
  };
  const code = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|kts|cs|php|rs|swift|scala)$/i.test(path);
  const prodFile = env === 'prod' || /(?:^|[\\/._-])(?:prod|production|live|prd)(?:[\\/._-]|$)/i.test(path);

  // --- deletion ages cut: lifecycles, ILM delete phases, backup policies
  const ageNow = deleteAge(contentLive);
  if (ageNow !== undefined) {
    const ageWas = hadOld ? deleteAge(oldLive) : undefined;
    const kept = KEPT_THING.test(`${path} ${contentLive.slice(0, 4000)}`);
    if (ageWas !== undefined ? ageNow * 2 <= ageWas && ageNow <= 30 * DAY : kept && ageNow <= 7 * DAY && (!hadOld || !oldLive.trim() || prodFile)) push('age', `deletes what is kept after ${Math.round(ageNow / DAY) || '<1'} day(s)${ageWas !== undefined ? ` instead of ${Math.round(ageWas / DAY)}` : ''} (backups, logs or archives kept for less)`);
  }

  // --- mail authentication loosened
  // A sed carrier shows only the fragment it swaps (`p=reject` → `p=none`, `-all` → `+all`): in a DNS or mail file the
  // fragment is the record's.
  const dnsFile = /\.zone$|(?:^|[\\/])(?:zones?|dns|dmarc|spf|mail)[\\/._-]|\.(?:dns|bind)$/i.test(path);
  if (!code && dnsFile && hadOld && oldLive.length < 200 && contentLive.length < 200 && !/v=(?:spf1|DMARC1)/i.test(oldLive + contentLive)) {
    const fo = /(?:^|[\s;"'])p\s*=\s*(reject|quarantine)\b/i.exec(oldLive)?.[1];
    if (fo && /(?:^|[\s;"'])p\s*=\s*none\b/i.test(contentLive)) push('dmarc', `stops DMARC enforcement (p=${fo.toLowerCase()} → p=none): mail forged in the domain's name is delivered`);
    if (/(?:^|\s)[-~]all\b/.test(oldLive) && /(?:^|\s)[+?]all\b/.test(contentLive)) push('spf', 'lets every server send mail as the domain (SPF +all)');
  }
  if (!code) {
    if (SPF_OPEN.test(contentLive) && !(hadOld && SPF_OPEN.test(oldLive)) && (!hadOld || SPF_CLOSED.test(oldLive) || !/v=spf1/i.test(oldLive))) push('spf', `lets every server send mail as the domain (SPF ${snippet(SPF_OPEN.exec(contentLive)?.[0].replace(/^[\s\S]*\s/, '') ?? 'all', 8)})`);
    const po = hadOld ? DMARC_P.exec(oldLive)?.[1]?.toLowerCase() : undefined;
    const pn = DMARC_P.exec(contentLive)?.[1]?.toLowerCase();
    if (po && pn && (DMARC_RANK[pn] ?? 0) < (DMARC_RANK[po] ?? 0) && pn === 'none') push('dmarc', `stops DMARC enforcement (p=${po} → p=none): mail forged in the domain's name is delivered`);
    const co = hadOld ? DMARC_PCT.exec(oldLive)?.[1] : undefined;
    const cn = DMARC_PCT.exec(contentLive)?.[1];
    if (co && cn && Number(co) >= 50 && Number(cn) === 0) push('dmarc', `applies the DMARC policy to no mail (pct=${co} → 0)`);
    if (DNSSEC_OFF.test(live) && (!hadOld || DNSSEC_ON.test(oldLive))) push('dnssec', `turns DNSSEC signing off (${snippet(DNSSEC_OFF.exec(live)?.[0] ?? '', 40)})`);
  }

  // --- host hardening
  if (!code) {
    const sNow = sysctls(contentLive);
    const sWas = hadOld ? sysctls(oldLive) : new Map<string, number>();
    for (const [k, val] of sNow) {
      const g = SYSCTL_GUARD.find(([re]) => re.test(k));
      if (!g) continue;
      const was = sWas.get(k);
      if (g[2](val) && (was === undefined ? !hadOld || !sWas.size || !oldLive.includes(k) : g[1](was))) {
        push('sysctl', `switches a kernel protection off (${k} = ${val}${was !== undefined ? `, was ${was}` : ''})`);
        break;
      }
    }
    const mac = MAC_OFF_KERNEL.exec(live);
    if (mac && !(hadOld && oldLive.includes(mac[0]))) push('mac', `switches mandatory access control off at boot (${mac[0]})`);
    const se = SELINUX_MODE.exec(contentLive)?.[1]?.toLowerCase();
    const seWas = hadOld ? SELINUX_MODE.exec(oldLive)?.[1]?.toLowerCase() : undefined;
    if (se && se !== 'enforcing' && (seWas === 'enforcing' || (!hadOld && /selinux/i.test(path)))) push('mac', `takes SELinux out of enforcing (SELINUX=${se})`);
    if (AA_COMPLAIN.test(contentLive) && (hadOld ? !AA_COMPLAIN.test(oldLive) && /\bprofile\b|\{/.test(oldLive) : /apparmor/i.test(path))) push('mac', `puts an AppArmor profile into complain mode: it logs and no longer blocks`);
    for (const [key, name] of [[/minlen|PASS_MIN_LEN|min_length|minimum_length/i, 'minimum password length'], [/remember/i, 'password history']] as const) {
      const n = pwRule(contentLive, key);
      const o = hadOld ? pwRule(oldLive, key) : undefined;
      if (n === undefined || !/pwquality|login\.defs|pam|passw|security/i.test(`${path} ${contentLive.slice(0, 400)}`)) continue;
      if (o !== undefined ? n * 2 <= o || (n < 8 && o >= 8 && name === 'minimum password length') : name === 'minimum password length' && n < 6) push('pw', `cuts a password rule (${name} ${o ?? '…'} → ${n})`);
    }
    const dn = lockoutDeny(contentLive, path);
    const dw = hadOld ? lockoutDeny(oldLive, path) : undefined;
    if (dn !== undefined && (dw !== undefined ? dw > 0 && (dn === 0 || dn >= 10 * dw) : dn === 0 && !hadOld)) push('lockout', `switches account lockout off (deny ${dw ?? '…'} → ${dn})`);
    if (/fail2ban|jail\.(?:local|conf)|jail\.d[\\/]/i.test(path)) {
      const jn = jails(contentLive);
      const jw = hadOld ? jails(oldLive) : new Map<string, Map<string, string>>();
      for (const [name, s] of jn) {
        const w = jw.get(name);
        const en = s.get('enabled');
        if (w && /^(?:true|yes|1)$/i.test(w.get('enabled') ?? '') && /^(?:false|no|0)$/i.test(en ?? '')) push('jail', `switches the fail2ban ${name} jail off`);
        const mr = Number(s.get('maxretry'));
        const mw = Number(w?.get('maxretry'));
        if (mr && mw && mr >= 10 * mw) push('jail', `lets ${mr} failed attempts through before a ban (fail2ban maxretry ${mw} → ${mr})`);
        const bn = durSecs(s.get('bantime') ?? '');
        const bw = durSecs(w?.get('bantime') ?? '');
        if (bn !== undefined && bw !== undefined && bw > 0 && bn >= 0 && bn * 10 <= bw) push('jail', `cuts fail2ban bans to almost nothing (bantime ${w?.get('bantime')} → ${s.get('bantime')})`);
        const ig = s.get('ignoreip') ?? '';
        if (WIDE_RANGE.test(ig) && !WIDE_RANGE.test(w?.get('ignoreip') ?? '')) push('jail', `makes fail2ban ignore every address (ignoreip ${snippet(WIDE_RANGE.exec(ig)?.[0].trim() ?? '', 20)})`);
      }
    }
    if (/(?:^|[\\/])access\.conf$/i.test(path) && hadOld && /^\s*-\s*:/m.test(removed) && !/^\s*-\s*:/m.test(contentLive)) push('login', `takes out the rule that kept logins to named users or groups (${snippet(/^\s*-\s*:[^\n]*/m.exec(removed)?.[0].trim() ?? '', 40)})`);
    if (/audit|\.rules$/i.test(path) || /^\s*-[wae]\s/m.test(oldLive)) {
      const stop = /^\s*-e\s+0\s*$/m.test(contentLive) && !(hadOld && /^\s*-e\s+0\s*$/m.test(oldLive));
      if (stop) {
        // The live host's own audit rules (as `auditctl -e 0` is); a copy in a repository follows the audit ladder.
        const liveHost = /^\/etc\//.test(path);
        if (liveHost) out.push(Object.assign(ladder('forbidden', 'dangerous', 'destructive', `stops kernel auditing (-e 0) in ${where}`), { env }));
        else out.push(Object.assign(ladder('forbidden', 'dangerous', 'destructive', `stops kernel auditing (-e 0) in ${where}`), { env, unknown: 'dangerous' as const }));
        seen.add('audit');
      } else if (hadOld && removed) {
        const gone = [...removed.matchAll(AUDIT_RULE)].map((m) => m[0].trim()).filter((r) => !contentLive.includes(r));
        if (gone.length && [...oldLive.matchAll(AUDIT_RULE)].length > 0) push('audit', `takes audit rules out (${snippet(gone[0] as string, 50)})`);
      }
    }
  }

  // --- CI: a deployment environment's required reviewers removed; a scanner made unable to fail
  if (hadOld && /\breviewers?\b/i.test(oldLive) && /environment|deployment/i.test(`${path} ${oldLive.slice(0, 3000)}`)) {
    const had = /\breviewers\s*\{[^}]*\S[^}]*\}|\b(?:required_)?reviewers["']?\s*[:=]\s*\[\s*[^\]\s]/.test(oldLive);
    const left = /\breviewers\s*\{[^}]*\S[^}]*\}|\b(?:required_)?reviewers["']?\s*[:=]\s*\[\s*[^\]\s]/.test(contentLive);
    if (had && !left && contentLive.trim()) push('reviewers', 'takes the required reviewers off a deployment environment: deploys go out unapproved');
  }
  if (/\.gitlab-ci|\.github[\\/]workflows|azure-pipelines|Jenkinsfile|bitbucket-pipelines|\.circleci|buildkite|\.drone|cloudbuild|buildspec|\.ya?ml$/i.test(path)) {
    // Each such flag the edit adds, read with the step or job around it in the new text.
    for (const m of contentLive.matchAll(new RegExp(FAIL_OK.source, 'gi'))) {
      const at = m.index ?? 0;
      const line = contentLive.slice(contentLive.lastIndexOf('\n', at) + 1, (contentLive.indexOf('\n', at) + 1 || contentLive.length + 1) - 1).trim();
      if (!live.includes(line) || (hadOld && oldLive.includes(line))) continue;
      const around = contentLive.slice(Math.max(0, at - 300), Math.min(contentLive.length, at + 300));
      if (SCANNER.test(around)) {
        push('scan', `lets a security scan fail without failing the run (${snippet(m[0].trim(), 30)} near ${snippet(SCANNER.exec(around)?.[0] ?? '', 20)})`);
        break;
      }
    }
  }

  // --- a domain's CAA records all taken out (any certificate authority may then issue for it)
  const CAA = /\bIN\s+CAA\b|\btype\s*[:=]\s*["']?CAA\b|["']type["']\s*:\s*["']CAA["']/i;
  if (hadOld && CAA.test(oldLive) && !CAA.test(contentLive) && !code) push('caa', 'takes out the CAA records that limit which authority may issue certificates for the domain');

  // --- flag and remote-config files that nest a switch's value one level down (LaunchDarkly `"name": {"on": true}`,
  // Firebase Remote Config `"name": {"defaultValue": {"value": "false"}}`, Unleash/GrowthBook `enabled`/`defaultValue`):
  // read as `name: value`, so the setting reader judges the switch by its own name (readers/files21.ts).
  if (!code && /\.json$/i.test(path)) {
    const flat = (x: string) => x.replace(NESTED_SWITCH, (_m, name: string, val: string) => `"${name}": ${/^["']/.test(val) ? val : JSON.stringify(val)}`);
    const fo = flat(oldLive);
    const fn = flat(contentLive);
    if (fn !== contentLive) for (const x of edits21Effects({ ...v, oldLive: fo, contentLive: fn, live: flat(live), removed: flat(removed) })) if (out.length < 3) out.push(x);
  }

  // --- IAM as code: an administrator-level policy or role attached
  const admin = ADMIN_GRANT.exec(live);
  if (admin && !(hadOld && oldLive.includes(admin[0])) && !/\bdeny\b|NotAction|revoke|detach|remove/i.test(live.slice(Math.max(0, (admin.index ?? 0) - 120), (admin.index ?? 0) + 40))) push('admin', `grants administrator rights (${snippet(admin[0].replace(/["'`]/g, ''), 40)})`);
  return out;
}

// --- told in words --------------------------------------------------------------------------------------------------

const SAID_FILE22 = /(?:^|[\s`'"(])((?:[\w.~-]*\/)*[\w-]+(?:\.[\w-]+)*\.(?:zone|tf|hcl|ya?ml|json|conf|cfg|db)|(?:\/etc\/)[\w./-]+)(?=[\s`'",;:)]|\.(?:\s|$)|$)/;
const SAID_DMARC = /\bdmarc\b(?:[^.\n]|\.(?=\S)){0,80}?(?:\bfrom\s+(?:p\s*=\s*)?["'`]?(reject|quarantine)["'`]?\s+)?\bto\s+(?:p\s*=\s*)?["'`]?none\b|\b(?:set|change|switch|move|relax|drop|lower)\s+(?:the\s+|our\s+)?(?:dmarc\s+)?(?:policy\s+)?`?p\s*=\s*none`?(?:[^.\n]|\.(?=\S)){0,40}\bdmarc\b/i;
const SAID_SPF = /\bspf\b(?:[^.\n]|\.(?=\S)){0,80}?(?:\bend\s+(?:in|with)\s+|\bto\s+|\buse\s+)?`?([+?])all\b`?/i;
const SAID_DNSSEC = /\b(?:turn(?:ing)?\s+off|switch(?:ing)?\s+off|disabl\w*|deactivat\w*|remov\w*|stop\s+signing|unsign\w*)\b(?:[^.\n]|\.(?=\S)){0,40}\bdnssec\b|\bdnssec\b(?:[^.\n]|\.(?=\S)){0,40}\b(?:off|disabled?|to\s+not[_ ]signing)\b/i;
const SAID_LOCK = /\b(?:turn(?:ing)?\s+off|switch(?:ing)?\s+off|disabl\w*|remov\w*|unlock\w*|lift\w*|drop\w*|releas\w*)\b(?:[^.\n]|\.(?=\S)){0,40}\b(?:registrar|transfer|domain|registry)[\s-]+lock\b|\b(?:registrar|transfer|domain|registry)[\s-]+lock\b(?:[^.\n]|\.(?=\S)){0,40}\b(?:off|disabled?|false|removed)\b/i;

const SAID_COMPLAIN = /\b(?:put|set|switch|move|flip|change|turn)\b(?:[^.\n]|\.(?=\S)){0,60}\bapparmor\b(?:[^.\n]|\.(?=\S)){0,60}\bcomplain\b|\bapparmor\b(?:[^.\n]|\.(?=\S)){0,60}\b(?:to|in|into)\s+complain(?:\s+mode)?\b/i;
const SCANNER_WORDS = String.raw`(sast|dast|codeql|semgrep|snyk|trivy|grype|gitleaks|trufflehog|checkov|tfsec|bandit|gosec|brakeman|zap|sonar\w*|credscan|dependency[ -]scan(?:ning)?|container[ -]scan(?:ning)?|secret[ -](?:detection|scan(?:ning)?)|security[ -]scan|image[ -]scan|license[ -]scan|(?:unit[ -]|integration[ -]|e2e[ -]|end-to-end[ -])?tests?(?:[ -](?:suite|job|stage))?|lint(?:ing|er|ers)?|type[ -]?checks?)`;
const SAID_SCAN_FAILOK = new RegExp(String.raw`\b(?:let|allow|make|mark|set)\b(?:[^.\n]|\.(?=\S)){0,40}?\b${SCANNER_WORDS}\b(?:[^.\n]|\.(?=\S)){0,60}?\b(?:fail\w*\s+without\s+(?:failing|breaking|blocking)|allowed\s+to\s+fail|non-?blocking|advisory[- ]only|not\s+(?:fail|block)\w*|soft[- ]fail\w*|continue[- ]on[- ]error)\b|\b(?:add|set|put)\s+\`?(?:allow_failure|continue-on-error|continueOnError|soft_fail)\s*:\s*true\`?\s+(?:to|on|for)\s+(?:the\s+)?${SCANNER_WORDS}\b`, 'i');

/** An edit of a domain's mail authentication, DNSSEC or registrar lock told in words, judged as the edit itself. */
export function saidEdits22(text: string, judge: (path: string, old: string, content: string) => Finding[]): Finding[] {
  const t = text.trim().replace(/^\[[a-z]{2,3}\]\s*/, '');
  if (t.length > 500 || /\?\s*$/.test(t) || /^(?:explain|why|what|how|should|does|is|can|could|would|do\s+not|don't|never|review|check|read|show|list)\b/i.test(t) || /\b(?:never|don['’]t|do not)\b[^.\n]{0,30}$/i.test(t.slice(0, 40))) return [];
  const file = SAID_FILE22.exec(t)?.[1];
  const dm = SAID_DMARC.exec(t);
  if (dm) {
    const found = judge(file ?? 'dns/zones/domain.zone', `_dmarc IN TXT "v=DMARC1; p=${(dm[1] ?? 'reject').toLowerCase()}"\n`, '_dmarc IN TXT "v=DMARC1; p=none"\n');
    if (found.length) return found;
  }
  const spf = SAID_SPF.exec(t);
  if (spf) {
    const found = judge(file ?? 'dns/zones/domain.zone', '@ IN TXT "v=spf1 mx -all"\n', `@ IN TXT "v=spf1 mx ${spf[1]}all"\n`);
    if (found.length) return found;
  }
  if (SAID_DNSSEC.test(t)) {
    const found = judge(file ?? 'infra/dns/domain.tf', 'dnssec = true\n', 'dnssec = false\n');
    if (found.length) return found;
  }
  if (SAID_COMPLAIN.test(t)) {
    const found = judge(file ?? '/etc/apparmor.d/profile', 'profile app /usr/bin/app {\n}\n', 'profile app /usr/bin/app flags=(complain) {\n}\n');
    if (found.length) return found;
  }
  const scan = SAID_SCAN_FAILOK.exec(t);
  if (scan) {
    const name = (scan[1] ?? scan[2] ?? 'sast').toLowerCase().replace(/\s+/g, '-');
    const found = judge(file && /\.ya?ml$|Jenkinsfile/i.test(file) ? file : '.github/workflows/security.yml', `      - name: ${name}\n        run: ${name}\n`, `      - name: ${name}\n        continue-on-error: true\n        run: ${name}\n`);
    if (found.length) return found;
  }
  if (SAID_LOCK.test(t)) {
    const found = judge(file ?? 'infra/dns/domain.tf', 'transfer_lock = true\n', 'transfer_lock = false\n');
    if (found.length) return found;
  }
  return [];
}
