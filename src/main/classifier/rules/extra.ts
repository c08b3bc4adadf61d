// Families for tools whose meaning the generic subcommand reader would miss:
// scheduling (crontab, at, schtasks, launchctl, systemd timers), log and
// message retention (journalctl, kafka-configs), security controls on hosts
// (auditctl, csrutil, spctl, netsh, Defender), secret stores (vault, op, bw,
// pass), data tooling (dbt, airflow, pg_dump and friends), GitOps (argocd,
// flux), ML hubs (huggingface-cli), and developer stacks (supabase).
import { detectEnv, pathKind } from '../context';
import { BACKUP_JOB_NAME, backupsStopped, f, type Finding, ladder, readSecret, snippet, unplacedRun } from '../findings';
import { judge, LARGE_USD, M } from '../meaning';
import { hasFlag, optValue, positionals, type Cmd } from '../shell/parse';
import { readSubcommands } from '../readers/generic';
import { imageLeavesOwner } from './infra';
import { commandFamily, type Ctx, type Handler } from './types';

// ------------------------------------------------------------------ durations

/** Parses "1h", "86400000" (ms), "7d", "500M" (size, not a duration → null), "P1D". */
export function seconds(value: string, unitHint: 'ms' | 's' = 's'): number | null {
  const v = value.trim().toLowerCase();
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|weeks?|months?|mo|y|years?)?$/.exec(v);
  if (!m) return null;
  const n = Number(m[1]);
  const u = m[2] ?? (unitHint === 'ms' ? 'ms' : 's');
  const mult: Record<string, number> = { ms: 0.001, s: 1, sec: 1, secs: 1, second: 1, seconds: 1, m: 60, min: 60, mins: 60, minute: 60, minutes: 60, h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600, d: 86400, day: 86400, days: 86400, w: 604800, week: 604800, weeks: 604800, month: 2592000, months: 2592000, mo: 2592000, y: 31536000, year: 31536000, years: 31536000 };
  return n * (mult[u] ?? 1);
}

/** A retention set to `secs`: near zero deletes what is kept (forbidden in production); short weakens recovery. */
export function retentionFinding(secs: number, what: string): Finding {
  if (secs <= 3600) return ladder('forbidden', 'dangerous', 'destructive', `sets retention to ${secs < 60 ? 'seconds' : 'an hour or less'}: what is kept now is deleted (${what})`);
  if (secs <= 3 * 86400) return { ...ladder('dangerous', 'dangerous', 'destructive', `shortens retention to ${Math.round(secs / 3600)} hours; older data is deleted (${what})`), unknown: 'dangerous' };
  return { ...ladder('dangerous', 'destructive', 'reversible', `changes retention (${what})`), unknown: 'destructive' };
}

// ------------------------------------------------------------------ scheduling

/** Commands carried by cron lines ("15 2 * * * [user] cmd"). */
export function cronCommands(text: string, withUser: boolean): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (!l || l.startsWith('#')) continue;
    const m = /^(?:@\w+|(?:\S+\s+){5})(.*)$/.exec(l);
    if (!m) continue;
    let cmd = (m[1] as string).trim();
    if (withUser) cmd = cmd.replace(/^\S+\s+/, '');
    if (cmd) out.push(cmd);
  }
  return out;
}

function scheduledContent(lines: readonly string[], ctx: Ctx, how: string): Finding[] {
  const out: Finding[] = [f('destructive', `adds a scheduled job that runs unattended (${snippet(how, 60)})`)];
  // The job's command keeps its own locality: a database it drops stays possibly production (the scheduler itself
  // is local). A script file run by its path is read only by the words of its name: that reading keeps the
  // scheduler's own (local) rung, as before.
  for (const l of lines) {
    const ownScript = /^\s*(?:sudo\s+)?(?:(?:ba|z)?sh\s+|python3?\s+)?[~./$]\S*\.(?:sh|py|rb|pl|js)\b/.test(l);
    for (const x of ctx.inner(l)) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, ...(ownScript ? {} : { local: x.local === true }), reason: `the scheduled job would run: ${x.reason}` });
  }
  return out;
}

/** Lines echoed into the same script (… echo '15 2 * * * x.sh') | crontab -). */
function echoedLines(cmd: Cmd): string[] {
  const out: string[] = [];
  if (cmd.stdin) out.push(...cmd.stdin.split('\n'));
  for (let c = cmd.pipeIn; c; c = c.pipeIn) if (c.name === 'echo' || c.name === 'printf') out.push(c.args.filter((x) => !x.startsWith('-')).join(' '));
  return out;
}

const crontab: Handler = (cmd, ctx) => {
  const a = cmd.args;
  if (a.includes('-l')) return [f('safe', `lists scheduled jobs (${snippet(cmd.text, 40)})`)];
  if (a.includes('-r') || a.includes('-ir')) return [ladder('dangerous', 'dangerous', 'destructive', `deletes every scheduled job, with no backup (${snippet(cmd.text, 40)})`)];
  if (a.includes('-e')) return [f('destructive', `edits scheduled jobs (${snippet(cmd.text, 40)})`)];
  const lines = echoedLines(cmd);
  const file = positionals(a, ['-u'])[0];
  if (file && file !== '-') return [ladder('dangerous', 'dangerous', 'destructive', `replaces the whole crontab with ${file} (${snippet(cmd.text, 40)})`)];
  return scheduledContent(cronCommands(lines.join('\n'), false), ctx, cmd.text);
};

const at: Handler = (cmd, ctx) => {
  // at -l / atq list the queue; at -c N prints a queued job's script.
  if (cmd.name === 'atq' || cmd.args.includes('-l') || (cmd.name === 'at' && cmd.args[0] === '-c')) return [f('safe', 'lists scheduled jobs or prints one')];
  if (cmd.name === 'atrm' || cmd.args.includes('-r') || cmd.args.includes('-d')) return [f('destructive', `removes a scheduled job (${snippet(cmd.text, 40)})`)];
  const lines = echoedLines(cmd);
  return scheduledContent(lines, ctx, cmd.text);
};

/** systemd-run with a timer (--on-calendar, --on-active …): a transient scheduled job; its command is read where it runs. */
const systemdTimer: Handler = (cmd) => [f('destructive', `adds a scheduled job that runs unattended (systemd-run ${snippet(cmd.args.join(' '), 50)})`)];

const schtasks: Handler = (cmd, ctx) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  if (a.includes('/query')) return [f('safe', `queries scheduled tasks (${how})`)];
  if (a.includes('/delete')) return [ladder('dangerous', 'dangerous', 'destructive', `deletes a scheduled task (${how})`)];
  if (a.includes('/change') || a.includes('/end')) return [f('dangerous', `changes or stops an existing scheduled task (${how})`)];
  if (a.includes('/run')) return [f('reversible', `runs a scheduled task now (${how})`)];
  if (a.includes('/create')) {
    const tr = optValue(cmd.args, '/tr', '/TR') ?? '';
    const out = scheduledContent(tr ? [tr] : [], ctx, cmd.text);
    const system = /\bsystem\b/i.test(optValue(cmd.args, '/ru', '/RU') ?? '');
    if (system) for (const x of out) if (x.level === 'destructive') x.reason += ' as SYSTEM';
    // (cls-shell18) A download run as code by a task that runs as SYSTEM: unverified remote code as root at every trigger,
    // as Register-ScheduledTask reads it.
    if (system && /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|downloadfile|curl|wget|bitsadmin|certutil)\b[\s\S]*?(?:https?|ftp):\/\//i.test(tr) && /\b(?:iex|invoke-expression)\b|\|\s*(?:ba)?sh\b|\b(?:mshta|rundll32|regsvr32)\b/i.test(tr)) out.push(f('forbidden', `schedules unverified remote code to run as SYSTEM unattended (${snippet(tr, 60)})`));
    return out;
  }
  return [unplacedRun('reversible', `Task Scheduler command (${how})`)];
};

const SECURITY_AGENT = /crowdstrike|falcon|sentinel|carbonblack|cb\.|defender|mdatp|osquery|wazuh|sophos|eset|kandji|jamf|santa|xprotect|littlesnitch|lulu|tanium|qualys|rapid7|insightagent|cylance|elastic-agent|auditd|syslog|nessus/i;

const launchctl: Handler = (cmd) => {
  const a = cmd.args;
  const sub = (a[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  if (/^(list|print|print-disabled|blame|dumpstate|getenv|version|help)$/.test(sub)) return [f('safe', `reads launchd state (${how})`)];
  const target = a.join(' ');
  if (/^(bootout|unload|remove|disable|kill|stop)$/.test(sub)) {
    // (cls-shell19) The audit daemon itself (com.apple.auditd, auditd): audit logging off, as `systemctl stop auditd` reads.
    if (/\bauditd\b/i.test(target)) return [{ ...ladder('forbidden', 'dangerous', 'dangerous', `turns off the audit daemon, so audit logging stops (${how})`), local: false }];
    if (SECURITY_AGENT.test(target)) return [f('dangerous', `stops an endpoint security or audit agent (${how})`)];
    // (cls-shell25) A system daemon (system/…, /Library/LaunchDaemons) stopped on this machine is a service stopped, as
    // `systemctl stop` reads; a user's own agent stays routine.
    const daemon = /(?:^|\s)system\/|\/Library\/LaunchDaemons\//.test(target);
    return [{ ...ladder('dangerous', 'destructive', daemon ? 'destructive' : 'reversible', `stops or removes a launchd service (${how})`), unknown: 'destructive', local: true }];
  }
  if (/^(bootstrap|load|enable|kickstart|start|submit)$/.test(sub)) return [f('destructive', `loads a launchd agent or daemon that runs unattended (${how})`)];
  return [f('reversible', `launchctl (${how})`)];
};

// ------------------------------------------------------------------ logs and retention

const journalctl: Handler = (cmd) => {
  const vac = cmd.args.find((x) => /^--vacuum-(time|size|files)/.test(x));
  if (vac) {
    const how = snippet(cmd.text, 60);
    const t = /^--vacuum-time=?(.*)$/.exec(vac)?.[1] || (vac === '--vacuum-time' ? cmd.args[cmd.args.indexOf(vac) + 1] ?? '' : '');
    const secs = t ? seconds(t) : null;
    // (cls-shell19) Nearly everything kept: a day or less, a few megabytes, one file. On a machine nothing names, possibly a
    // server's whole log history (LABELS: shrinking what protects recovery moves up); a named dev machine stays destructive.
    const size = /^--vacuum-size=?(.*)$/.exec(vac)?.[1] || (vac === '--vacuum-size' ? cmd.args[cmd.args.indexOf(vac) + 1] ?? '' : '');
    const tiny = /^\d+(?:[bk]|m)?$/i.test(size) && (/k|^\d+b?$/i.test(size) || Number(size.replace(/m$/i, '')) <= 16);
    const files = /^--vacuum-files=?(.*)$/.exec(vac)?.[1] || (vac === '--vacuum-files' ? cmd.args[cmd.args.indexOf(vac) + 1] ?? '' : '');
    if ((secs !== null && secs <= 86400) || tiny || /^[01]$/.test(files)) return [{ ...ladder('dangerous', 'destructive', 'destructive', `deletes nearly all retained system logs (${how})`), local: false }];
    return [{ ...ladder('dangerous', 'destructive', 'destructive', `deletes older system logs (${how})`), local: true }];
  }
  if (cmd.args.includes('--rotate') || cmd.args.includes('--flush')) return [f('reversible', `rotates or flushes the journal (${snippet(cmd.text, 40)})`)];
  return [f('safe', `reads system logs (${snippet(cmd.text, 40)})`)];
};

const kafkaConfigs: Handler = (cmd) => {
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 70);
  if (!/--alter\b/.test(a)) return [f('safe', `reads Kafka configuration (${how})`)];
  const ret = /retention\.(ms|bytes|hours|minutes)=(\d+)/.exec(a);
  if (ret) {
    const unit = ret[1] as string;
    if (unit === 'bytes') return [ladder('dangerous', 'dangerous', 'destructive', `caps topic retention by size; older messages are deleted (${how})`)];
    const n = Number(ret[2]);
    const secs = unit === 'ms' ? n / 1000 : unit === 'hours' ? n * 3600 : n * 60;
    return [retentionFinding(secs, how)];
  }
  if (/--delete-config/.test(a)) return [ladder('dangerous', 'destructive', 'reversible', `removes a topic or broker setting (${how})`)];
  return [ladder('dangerous', 'destructive', 'reversible', `changes Kafka configuration (${how})`)];
};

// ------------------------------------------------------------------ host security controls

const auditctl: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 50);
  if (a.includes('-l') || a.includes('-s') || a.length === 0) return [f('safe', `reads audit rules (${how})`)];
  const e = optValue(a, '-e');
  // (cls-shell19) The machine's audit trail switched off: on a machine nothing names, possibly production (LABELS: audit logging
  // off in production is forbidden), as `systemctl stop auditd` reads; a named dev or staging machine keeps dangerous.
  if (e === '0') return [{ ...ladder('forbidden', 'dangerous', 'dangerous', `turns off kernel audit logging (${how})`), local: false }];
  if (a.includes('-D')) return [{ ...ladder('forbidden', 'dangerous', 'dangerous', `deletes every audit rule (${how})`), local: false }];
  return [ladder('dangerous', 'destructive', 'destructive', `changes audit rules (${how})`)];
};

const macSecurity: Handler = (cmd) => {
  const a = cmd.args.join(' ').toLowerCase();
  const how = snippet(cmd.text, 50);
  if (/\b(status|--status|-a|--assess)\b/.test(a) && !/disable|--master-disable|--add/.test(a)) return [f('safe', `reads a protection status (${how})`)];
  if (/disable|--master-disable|authenticated-root\s+disable|--add\b/.test(a)) return [f('dangerous', `turns off an operating-system protection (${how})`)];
  return [f('destructive', `changes an operating-system protection (${how})`)];
};

/**
 * (cls-shell19) macOS configuration profiles: the ones an MDM installs carry security policy (FileVault, firewall, passcode,
 * EDR approvals). Removing them, or all of them, removes those controls; listing and showing read.
 */
const profilesCmd: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const sub = a[0] ?? '';
  if (sub === 'remove' || a.includes('-r') || a.includes('-d')) {
    const all = a.includes('-all') || a.includes('-d');
    return [f('dangerous', `removes ${all ? 'every configuration profile' : 'a configuration profile'} and the security policy it enforces (${how})`)];
  }
  if (sub === 'install' || a.includes('-i')) return [f('destructive', `installs a configuration profile that changes the machine's policy (${how})`)];
  if (/^(?:list|show|status|validate|help|version|sync|renew)$/.test(sub) || a.includes('-p') || a.includes('-l') || a.includes('-c') || a.includes('-h')) return [f('safe', `reads configuration profiles (${how})`)];
  return [unplacedRun('reversible', `profiles command (${how})`)];
};

/**
 * (cls-shell19) macOS and Linux host protections by their own tools, read as their twins are (csrutil, spctl, setenforce,
 * ufw disable): a firewall, remote login, guest access, Gatekeeper's quarantine, kernel extension or endpoint agent, MAC
 * profiles turned off or opened; their reads stay reads.
 */
const hostGuards: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const j = a.join(' ');
  const how = snippet(cmd.text, 60);
  const weak = (what: string): Finding[] => [f('dangerous', `${what} (${how})`)];
  switch (cmd.name) {
    case 'systemsetup':
      if (/-set(?:remotelogin|remoteappleevents)\s+on\b/.test(j)) return weak('opens the machine to remote login');
      if (/-get\w+/.test(j) || a.length === 0) return [f('safe', `reads a system setting (${how})`)];
      return [f('destructive', `changes a system setting (${how})`)];
    case 'socketfilterfw':
      if (/--setglobalstate\s+off\b|--setblockall\s+off\b|--setstealthmode\s+off\b/.test(j)) return weak("turns the machine's application firewall off");
      if (/--setallowsigned(?:app)?\s+on\b|--add\b|--unblockapp\b/.test(j)) return [f('destructive', `lets more applications through the firewall (${how})`)];
      if (/--get\w*|--list/.test(j)) return [f('safe', `reads firewall state (${how})`)];
      return [f('destructive', `changes the application firewall (${how})`)];
    case 'nvram':
      if (/amfi_get_out_of_my_way|cs_enforcement_disable|csr-active-config|-arm64e_preview_abi|amfi=0x?\d/.test(j)) return weak('turns off an operating-system protection at boot');
      if (a.length === 0 || a.every((x) => x.startsWith('-p') || x === '-x' || x === '-p')) return [f('safe', `reads firmware variables (${how})`)];
      return [f('destructive', `changes a firmware variable (${how})`)];
    case 'kextunload':
    case 'kmutil':
    case 'systemextensionsctl':
      if (cmd.name === 'systemextensionsctl' && /^(?:list|developer)$/.test(a[0] ?? '')) return [f('safe', `lists system extensions (${how})`)];
      if (cmd.name === 'kmutil' && !/^(?:unload|remove)$/.test(a[0] ?? '')) return [f('safe', `kernel extension management (${how})`)];
      if (SECURITY_AGENT.test(j)) return weak('unloads or removes an endpoint security extension');
      return [f('destructive', `unloads or removes a kernel or system extension (${how})`)];
    case 'firewall-cmd': {
      if (/--(?:list|get|query|state|info)\w*/.test(j) || a.length === 0) return [f('safe', `reads firewall state (${how})`)];
      if (/--set-default-zone[= ](?:trusted|public-open)\b|--zone[= ]trusted\b.*--add-(?:interface|source)|--add-(?:interface|source)\S*.*--zone[= ]trusted\b|--add-port[= ](?:0-65535|1-65535)\b|--add-rich-rule[= ][\s\S]{0,200}?source address=["']?0\.0\.0\.0\/0[\s\S]{0,200}?accept/.test(j)) return weak('opens the firewall to every port or every source');
      if (/--panic-on\b/.test(j)) return [f('dangerous', `drops every network connection of the machine (${how})`)];
      if (/--(?:add|remove)-(?:port|service|rich-rule|source|interface|forward-port|masquerade)/.test(j)) return [f('destructive', `changes which traffic the firewall lets through (${how})`, true)];
      if (/--reload|--runtime-to-permanent|--complete-reload/.test(j)) return [f('reversible', `reloads the firewall's rules (${how})`)];
      return [f('destructive', `changes the firewall (${how})`, true)];
    }
    case 'aa-teardown':
      return weak('unloads every AppArmor profile');
    // (cls-interp22) A profile removed from the kernel (apparmor_parser -R) leaves its program unconfined, as aa-disable.
    case 'apparmor_parser':
      if (cmd.args.some((x) => x === '-R' || x === '--remove')) return weak('removes AppArmor profiles from the kernel: their programs run unconfined');
      if (cmd.args.some((x) => x === '-C' || x === '--complain')) return weak('loads AppArmor profiles in complain mode: their rules no longer block');
      return [f('reversible', `loads or checks AppArmor profiles (${how})`)];
    // (cls-interp22) An SELinux boolean switched on widens what confined services may do (httpd_can_network_connect,
    // allow_execmem); switched off it narrows them. -P makes it survive a reboot.
    case 'setsebool': {
      const on = a.filter((x) => !x.startsWith('-')).some((x, i, p) => /^(?:1|on|true)$/i.test(x) || /=(?:1|on|true)$/i.test(x) || (i > 0 && /^(?:1|on|true)$/i.test(p[i] ?? '')));
      return on ? weak('widens what SELinux lets confined services do') : [f('destructive', `changes an SELinux policy switch (${how})`, true)];
    }
    case 'getsebool':
      return [f('safe', `reads SELinux switches (${how})`)];
    case 'aa-complain':
    case 'aa-disable':
      return weak(`puts AppArmor profiles ${cmd.name === 'aa-disable' ? 'out of force' : 'in complain mode'}: their rules no longer block`);
    case 'nvme':
      if (/^(?:format|sanitize)$/.test(a[0] ?? '')) return [f('forbidden', `erases a whole NVMe device (${how})`)];
      return [f('safe', `reads NVMe device state (${how})`)];
    case 'hdparm':
      if (/--security-erase(?:-enhanced)?\b|--trim-sector-ranges\b|--write-sector\b/.test(j)) return [f('forbidden', `erases a whole disk (${how})`)];
      if (/--security-disable\b|--security-set-pass\b/.test(j)) return [f('destructive', `changes a disk's security password (${how})`)];
      return [f('reversible', `reads or tunes disk parameters (${how})`)];
    case 'asr':
      if (/--erase\b/.test(j)) return [f('forbidden', `erases the target volume and restores an image over it (${how})`)];
      return [f('dangerous', `restores an image onto a volume, replacing what it holds (${how})`)];
    case 'jamf':
      if (/^(?:removeframework|removemdmprofile|unenroll)$/.test(a[0] ?? '')) return weak('removes device management and the security policies it enforces');
      if (/^(?:recon|checkjsscon|about|help|version|listusers|getcomputername)$/.test(a[0] ?? '')) return [f('safe', `reads device-management state (${how})`)];
      return [f('destructive', `runs device-management policies (${how})`)];
  }
  return [];
};

/**
 * (cls-shell19) `defaults write|delete` of a setting that guards the machine: the firewall (com.apple.alf globalstate 0), guest
 * login, the screen-saver password, Gatekeeper's quarantine, library validation, automatic security updates. Other
 * preferences stay a local setting.
 */
const macDefaults: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const sub = a[0] ?? '';
  if (/^(?:read|read-type|domains|find|export|help)$/.test(sub) || a.length === 0) return [f('safe', `reads preferences (${how})`)];
  if (sub !== 'write' && sub !== 'delete') return [f('reversible', `changes preferences (${how})`)];
  const j = a.slice(1).join(' ');
  const off = /(?:-bool(?:ean)?|-int(?:eger)?)\s+(?:false|no|0)\b/;
  const on = /(?:-bool(?:ean)?|-int(?:eger)?)\s+(?:true|yes|1)\b/;
  if ((/com\.apple\.alf\b.*\b(?:globalstate|stealthenabled)\b/.test(j) && off.test(j)) || (/\bguestenabled\b|\bdisablelibraryvalidation\b|\ballowunsignedapps\b/.test(j) && on.test(j)) || (/\b(?:askforpassword|lsquarantine|automaticallyinstallmacosupdates|criticalupdateinstall|configdatainstall|automaticcheckenabled|enableassessment)\b/.test(j) && off.test(j)) || (sub === 'delete' && /com\.apple\.(?:alf|security|managedclient)\b/.test(j))) return [f('dangerous', `turns off a protection of the machine (${how})`)];
  return [f('reversible', `changes a preference (${how})`)];
};

const netsh: Handler = (cmd) => {
  const a = cmd.args.join(' ').toLowerCase();
  const how = snippet(cmd.text, 60);
  if (/key\s*=\s*clear/.test(a)) return [f('destructive', `reveals a stored Wi-Fi password in clear text (${how})`)];
  if (/advfirewall\s+set\s+\S+\s+state\s+off|firewall\s+set\s+opmode\s+(?:mode=)?disable/.test(a)) return [f('dangerous', `turns the firewall off (${how})`)];
  if (/advfirewall\s+firewall\s+add\s+rule/.test(a)) return [f(/remoteip\s*=\s*any|localport\s*=\s*any/.test(a) || !/remoteip/.test(a) ? 'dangerous' : 'destructive', `adds a firewall rule (${how})`)];
  // (cls-shell18) An existing rule group switched on or to allow (set rule group="remote desktop" new enable=yes): remote
  // access opened, as Enable-NetFirewallRule reads; advfirewall's default inbound policy set to allow opens everything.
  if (/advfirewall\s+firewall\s+set\s+rule\b[\s\S]*\bnew\b[\s\S]*(?:enable\s*=\s*yes|action\s*=\s*allow)/.test(a)) return [f(/remote desktop|remotedesktop|remote management|winrm|file and printer sharing|\bssh\b|3389|5985|445/.test(a) ? 'dangerous' : 'destructive', `enables a firewall rule that lets traffic in (${how})`)];
  if (/advfirewall\s+set\s+\S+\s+firewallpolicy\s+\S*allowinbound/.test(a)) return [f('dangerous', `lets every inbound connection through the firewall (${how})`)];
  if (/\b(show|dump)\b/.test(a)) return [f('safe', `reads network settings (${how})`)];
  return [f('destructive', `changes network settings (${how})`)];
};

// ------------------------------------------------------------------ secret stores

const vault: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-field', '-format', '-address', '-namespace', '-mount', '-path']);
  const [g, v] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  const how = snippet(cmd.text, 60);
  const path = pos.slice(2).join(' ');
  if (g === 'audit') {
    if (v === 'disable') return [ladder('forbidden', 'dangerous', 'dangerous', `turns off Vault audit logging (${how})`)];
    if (v === 'list') return [f('safe', `lists audit devices (${how})`)];
    return [f('reversible', `changes Vault audit devices (${how})`)];
  }
  if (g === 'kv' || g === 'read' || g === 'write' || g === 'delete') {
    const verb = g === 'kv' ? v : g;
    if (verb === 'list' || verb === 'metadata' && pos[2] === 'get') return [f('safe', `lists secret names (${how})`)];
    if (verb === 'get' || verb === 'read') return [secretRead(how, `${path} ${cmd.args.join(' ')}`)];
    if (verb === 'put' || verb === 'patch' || verb === 'write' || verb === 'rollback') return [{ ...ladder('dangerous', 'destructive', 'destructive', `overwrites a secret that systems use (${how})`), unknown: 'destructive' }];
    if (verb === 'delete' || verb === 'destroy' || verb === 'metadata') return [ladder('dangerous', 'destructive', 'destructive', `deletes a secret (${how})`)];
  }
  // (lead18) An auth method disabled: nobody logs in through it any more and every token it issued is revoked.
  if (g === 'auth' && v === 'disable') return [ladder('dangerous', 'dangerous', 'destructive', `turns off a way to log in to Vault and revokes its tokens (${how})`)];
  if (g === 'auth' && v === 'list') return [f('safe', `lists Vault auth methods (${how})`)];
  if (g === 'secrets' && v === 'disable') return [ladder('forbidden', 'dangerous', 'destructive', `disables a secrets engine and deletes every secret in it (${how})`)];
  if (g === 'policy' && (v === 'write' || v === 'delete')) return [ladder('dangerous', 'dangerous', 'destructive', `changes who can read which secrets (${how})`)];
  // (cls-en16) A token under the root policy (or with no policy limit, as root) holds every right in Vault.
  if (g === 'token' && v === 'create' && cmd.args.some((x, i) => /^-?-policy=root$/.test(x) || (/^-?-policy$/.test(x) && cmd.args[i + 1] === 'root'))) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `creates a Vault root token (${how})` }) as Finding];
  if (g === 'token' && v === 'create') return [f('destructive', `creates a Vault token (${how})`)];
  if (g === 'operator' && /^(seal|unseal|raft|step-down|rekey|generate-root)$/.test(v)) return [f('dangerous', `operates the Vault cluster itself (${how})`)];
  if (g === 'status' || g === 'version' || g === 'login' || v === 'list') return [f('safe', `Vault status (${how})`)];
  return [unplacedRun('reversible', `Vault command (${how})`)];
};

/** Reading a secret value: destructive; a production or live one is dangerous. */
function secretRead(how: string, text: string): Finding {
  // (cls-interp22) A root, administrator or master credential printed is as good as a production one.
  if (/(?:^|[\s'"/:_-])(?:root|admin|administrator|master|superuser|break-?glass)(?:$|[\s'"/:_-])/i.test(text)) return f('dangerous', `prints a root or administrator credential into the transcript (${how})`);
  return readSecret(`reads a secret value into the transcript (${how})`);
}

const passwordManagers: Handler = (cmd) => {
  const pos = positionals(cmd.args).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  if (cmd.name === 'op') {
    if (g === 'read' || (g === 'item' && v === 'get' && /--reveal|--fields|--format/.test(cmd.args.join(' '))) || g === 'inject') return [secretRead(how, cmd.args.join(' '))];
    if (g === 'run') return [];
    if (/^(delete|rm)$/.test(v) && g === 'vault') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole password vault (${how})`)];
    if (/^(delete|rm|archive)$/.test(v)) return [ladder('dangerous', 'destructive', 'destructive', `deletes a stored secret (${how})`)];
    if (/^(edit|create)$/.test(v)) return [f('destructive', `changes a stored secret (${how})`)];
    if (/^(list|ls)$/.test(v) || g === 'whoami' || g === 'signin' || g === 'account') return [f('safe', `lists vault items (${how})`)];
  }
  if (cmd.name === 'bw' || cmd.name === 'lpass' || cmd.name === 'pass' || cmd.name === 'gopass') {
    // (cls-interp22) A whole vault exported (bw export, lpass export): every stored password written out in the clear, as a
    // private key exported; an encrypted export (bw --format encrypted_json) stays a secret read.
    if (g === 'export' && (cmd.name === 'bw' || cmd.name === 'lpass') && !/encrypted_json|--password\b/.test(cmd.args.join(' '))) return [f('dangerous', `exports every stored password in the clear (${how})`)];
    // (cls-interp22) The password store pushed to its git remote leaves this machine (encrypted entries, but a push).
    if (g === 'git' && /^(?:push|remote)$/.test(v)) return [f('destructive', `pushes the password store to its remote (${how})`)];
    if (/^(get|show|cat|export)$/.test(g)) return [secretRead(how, cmd.args.join(' '))];
    if (/^(delete|rm)$/.test(g)) return [ladder('dangerous', 'destructive', 'destructive', `deletes a stored secret (${how})`)];
    if (/^(list|ls|find|search|status)$/.test(g)) return [f('safe', `lists vault items (${how})`)];
  }
  if (cmd.name === 'security' && /^(find-generic-password|find-internet-password)$/.test(g) && cmd.args.some((x) => x === '-w' || x === '-g')) return [secretRead(how, '')];
  // (cls-shell19) macOS keychains: a whole keychain deleted is every password, key and certificate in it gone (as deleting
  // ~/.ssh); one stored item deleted, as `op item delete`; a keychain exported with its private keys leaves them in a file.
  if (cmd.name === 'security') {
    if (g === 'delete-keychain') return [f('dangerous', `deletes a whole keychain: every stored password, key and certificate in it (${how})`)];
    if (/^delete-(?:generic|internet)-password$|^delete-(?:certificate|identity)$/.test(g)) return [ladder('dangerous', 'destructive', 'destructive', `deletes a stored secret from this machine's keychain (${how})`, true)];
    if (g === 'export' && /(?:^|\s)-t\s+(?:identities|privkeys|all)\b/.test(cmd.args.join(' '))) return [f('dangerous', `exports private keys from a keychain (${how})`)];
    if (g === 'remove-trusted-cert') return [f('destructive', `removes a trusted certificate (${how})`)];
    if (g === 'add-trusted-cert' && /(?:^|\s)-d\b/.test(cmd.args.join(' '))) return [f('dangerous', `trusts a certificate for the whole machine: its holder can intercept TLS (${how})`)];
    if (/^(?:list-keychains|show-keychain-info|find-certificate|dump-trust-settings|verify-cert|cms|help)$/.test(g) || /^find-/.test(g)) return [f('safe', `reads the keychain list or metadata (${how})`)];
  }
  return [unplacedRun('reversible', `password manager command (${how})`)];
};

// ------------------------------------------------------------------ data tooling

const dbt: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--select', '-s', '--target', '-t', '--exclude', '--vars', '--args', '--profiles-dir', '--project-dir', '--selector', '--threads', '--state']);
  const sub = (pos[0] ?? '').toLowerCase();
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/^(compile|parse|ls|list|debug|docs|deps|clean|init|test|source|show|retry)$/.test(sub)) return [f(sub === 'deps' || sub === 'clean' || sub === 'init' ? 'reversible' : 'safe', `dbt ${sub} (${how})`)];
  if (sub === 'run-operation') {
    const macro = (pos[1] ?? '').toLowerCase();
    // The macro told to only report (--args '{dry_run: true}'): it lists what it would drop.
    if (/["']?\b(?:dry_?run|dryrun|preview|simulate|what_?if)["']?\s*:\s*(?:true|yes|1)\b/i.test(optValue(cmd.args, '--args') ?? '')) return [f('safe', `runs the ${macro} macro as a dry run (${how})`)];
    if (/drop|delete|truncate|purge|clean|reset/.test(macro)) return [ladder('forbidden', 'dangerous', 'destructive', `runs the ${macro} macro, which drops data (${how})`)];
    return [{ ...ladder('dangerous', 'destructive', 'reversible', `runs the ${macro} macro in the warehouse (${how})`), unknown: 'destructive' }];
  }
  if (/^(run|build|seed|snapshot)$/.test(sub)) {
    // (cls-benign22) The target named for development (--target dev, -t local, ci, sandbox, ana_dev): the developer's own schema.
    const target = optValue(cmd.args, '--target', '-t') ?? '';
    const devTarget = /^(?:dev|development|local|ci|test|sandbox|scratch)$|[_-](?:dev|local|sandbox|scratch)$|^(?:dev|local|sandbox)[_-]/i.test(target);
    if (/--full-refresh/.test(a)) return [{ ...ladder('dangerous', 'destructive', 'reversible', `drops and rebuilds models; history outside the source window is lost (${how})`), unknown: 'destructive', ...(devTarget ? { env: 'dev' as const } : {}) }];
    // (cls-benign25) …also without --full-refresh: a path of production artifacts given to --state/--defer is only read.
    return [{ ...ladder('destructive', 'reversible', 'reversible', `builds models in the warehouse (${how})`), unknown: 'reversible', ...(devTarget ? { env: 'dev' as const } : {}) }];
  }
  return [f('reversible', `dbt ${sub} (${how})`)];
};

const airflow: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-s', '--start-date', '-e', '--end-date', '-t', '--task-regex', '-c', '--conf', '-o', '--output', '--subdir']).map((x) => x.toLowerCase());
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/--dry-run|\bdry[-_]run\b/.test(a) || /^(list|list-runs|list-jobs|show|state|details|next-execution|list-import-errors|report|test|render|version|info|config|cheat-sheet|db-check)$/.test(v) || /^(version|info|cheat-sheet)$/.test(g)) return [f('safe', `reads Airflow state (${how})`)];
  if (g === 'dags' && v === 'delete') return [ladder('dangerous', 'destructive', 'reversible', `deletes a DAG and its run history (${how})`)];
  if (g === 'dags' && v === 'backfill') return [{ ...ladder('dangerous', 'destructive', 'reversible', `re-runs a DAG over a range of past dates (${how})`), unknown: 'destructive' }];
  if (g === 'tasks' && v === 'clear') return [{ ...ladder('dangerous', 'destructive', 'reversible', `clears and re-runs task instances (${how})`), unknown: 'destructive' }];
  if (g === 'dags' && v === 'pause' && BACKUP_JOB_NAME.test(pos[2] ?? '')) return [backupsStopped(how)];
  if (g === 'dags' && (v === 'pause' || v === 'unpause')) return [{ ...ladder('destructive', 'reversible', 'reversible', `${v}s a DAG (${how})`), unknown: 'destructive' }];
  // (cls-code17) The DAG triggered is read by its id's words, as a project task's name is (purge_all_customers, wipe_prod_tables).
  if (g === 'dags' && v === 'trigger' || g === 'tasks' && v === 'run') {
    const named = pos[2] ? ctx.byName(pos[2], cmd).filter((x) => x.level !== 'safe' && x.level !== 'reversible' && !x.unplaced) : [];
    if (named.length) return named.map((x) => ({ ...x, reason: `runs the DAG ${pos[2] as string}, which ${x.reason}` }));
  }
  if (g === 'dags' && v === 'trigger' || g === 'tasks' && v === 'run') return [{ ...ladder('destructive', 'reversible', 'reversible', `runs a DAG now (${how})`), unknown: 'reversible' }];
  if (g === 'db' && /^(reset|clean|downgrade)$/.test(v)) return [ladder('forbidden', 'dangerous', 'destructive', `resets or cleans the Airflow metadata database (${how})`)];
  return [unplacedRun('reversible', `Airflow command (${how})`)];
};

/** (cls-code18) A job, flow or workflow started from its scheduler's CLI is read by its name's words, as airflow's DAG id
 *  (dagster job execute -j wipe_prod_tables, prefect deployment run 'purge-all-tenants/production', temporal workflow start
 *  --type PurgeAllUsers, argo submit --from workflowtemplate/purge-users). A name that says nothing stays "runs a job". */
function namedJob(name: string | undefined, kind: string, cmd: Cmd, ctx: Ctx): Finding[] {
  if (!name) return [];
  const words = name.replace(/^(?:workflowtemplate|clusterworkflowtemplate|cronworkflow|cronjob)\//i, '');
  const named = ctx.byName(words, cmd).filter((x) => x.level !== 'safe' && x.level !== 'reversible' && !x.unplaced);
  // (cls-code19) The name's environment (purge-stale-uploads/prod, cleanup_prod) is where the job acts; a cleanup the name
  // does not narrow further (cleanup-stale-uploads, prune-old-records) is open-ended work on that environment's data.
  const env = detectEnv(words.replace(/[_./:-]+/g, ' ')).env;
  if (!named.length && CLEANUP_NAME.test(words)) named.push({ ...ladder('dangerous', 'destructive', 'reversible', `cleans up data in whatever it reaches (${words})`), unknown: 'destructive' });
  return named.map((x) => ({ ...x, ...(env !== 'unknown' && !x.env ? { env } : {}), reason: `runs the ${kind} ${name}, which ${x.reason}` }));
}
const CLEANUP_NAME = /(?:^|[\W_])(?:clean(?:[-_ ]?up)?|prune|purge|sweep|reap|expire|gc|garbage[-_ ]?collect|wipe|scrub|vacuum)(?:$|[\W_])/i;
const JOB_READS = /^(?:list|ls|inspect|describe|show|print|get|logs?|status|view|history|count|ps|lint|validate|template)$/;
const dagster: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-j', '--job', '--job-name', '-p', '--pipeline', '-m', '--module-name', '-f', '--python-file', '-w', '--workspace', '-d', '--working-directory', '-c', '--config', '-l', '--location', '-r', '--repository', '--tags', '-a', '--attribute', '--package-name', '--select', '--partition']).map((x) => x.toLowerCase());
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  if (/--dry-run|\bdry[-_]run\b/.test(cmd.args.join(' ')) || JOB_READS.test(v)) return [f('safe', `reads Dagster state (${snippet(cmd.text, 60)})`)];
  if ((g === 'job' || g === 'pipeline') && /^(?:execute|launch|backfill)$/.test(v)) return namedJob(optValue(cmd.args, '-j', '--job', '--job-name', '-p', '--pipeline') ?? pos[2], 'Dagster job', cmd, ctx);
  return [];
};
const prefect: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-p', '--param', '--params', '--tag', '--start-in', '--start-at', '--job-variable', '-jv', '--id']);
  const [g, v] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  if (JOB_READS.test(v)) return [f('safe', `reads Prefect state (${snippet(cmd.text, 60)})`)];
  if (g === 'deployment' && v === 'run') return namedJob(pos[2], 'Prefect deployment', cmd, ctx);
  return [];
};
const temporal: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['--type', '--workflow_type', '--wt', '-t', '--task-queue', '--taskqueue', '--tq', '-w', '--workflow-id', '--workflow_id', '--wid', '-i', '--input', '--namespace', '-n', '--address']);
  const [g, v] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  if (JOB_READS.test(v) || JOB_READS.test(g)) return [f('safe', `reads Temporal state (${snippet(cmd.text, 60)})`)];
  if (g === 'workflow' && /^(?:start|execute|run)$/.test(v)) return namedJob(optValue(cmd.args, '--type', '--workflow_type', '--wt'), 'Temporal workflow', cmd, ctx);
  return [];
};
const argo: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['--from', '-n', '--namespace', '-p', '--parameter', '--serviceaccount', '-o', '--output', '--name', '-l', '--selector']);
  if ((pos[0] ?? '').toLowerCase() === 'submit') return namedJob(optValue(cmd.args, '--from'), 'Argo workflow', cmd, ctx);
  return [];
};

/** Where backups are kept: a protective copy there is reversible. */
const BACKUP_PLACE = /(?:^|[/\s:])(?:backups?|bak|snapshots?|archive)(?:[/._-]|$)|s3:\/\/[\w.-]*backup/i;
/** A person's own folders and removable media: data there has left the systems that guard it. */
const PERSONAL_PLACE = /(?:^|[\s=])(?:~|\$HOME|\/home\/[\w.-]+|\/Users\/[\w.-]+|C:\\Users\\[\w.-]+)[/\\](?:Downloads|Desktop|Documents|Dropbox|OneDrive|Google Drive|iCloud)|(?:^|[\s=])\/(?:media|Volumes|mnt\/usb)\//i;

/** The values given to any of `names` ("-f out.dump", "--file=out.dump", "-fout.dump" is not read). */
function flagValues(args: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    for (const n of names) {
      if (a === n && i + 1 < args.length) out.push(args[i + 1] as string);
      else if (a.startsWith(n + '=')) out.push(a.slice(n.length + 1));
    }
  }
  return out;
}

/** A pipeline after a dump that only compresses or encrypts, then copies stdin to a backup place. */
function pipedToBackupPlace(first: Cmd | null): boolean {
  for (let c = first, guard = 0; c && guard < 6; c = c.pipeOut, guard++) {
    const a = c.args;
    const upload = (c.name === 'aws' && a[0] === 's3' && a[1] === 'cp' && a[2] === '-') || (c.name === 'gsutil' && a[0] === 'cp' && a[1] === '-') || (c.name === 'gcloud' && a[0] === 'storage' && a[1] === 'cp' && a[2] === '-') || (c.name === 'rclone' && a[0] === 'rcat');
    if (upload) return a.some((x) => /^(?:s3|gs):\/\/[\w.-]*(?:backup|backups|snapshots?|archive)[\w.-]*(?:\/|$)/i.test(x) || (c.name === 'rclone' && /^[\w-]*backup[\w-]*:/i.test(x)));
    if (!/^(?:gzip|pigz|zstd|xz|bzip2|lz4|openssl|gpg|age|pv|tee)$/.test(c.name)) return false;
  }
  return false;
}

/** Dumps of a whole database to a file: the data leaves the database's control. */
const dumps: Handler = (cmd) => {
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/--schema-only|-s\b|--no-data|-d\b.*--no-data|--list/.test(a) && cmd.name !== 'mongodump') return [f('safe', `dumps the schema only (${how})`)];
  const toStdout = !/(?:^|\s)(?:-f|--file|-o|--out|--result-file|--archive=)/.test(a) && !cmd.redirects.some((r) => r.op.startsWith('>'));
  if (toStdout && cmd.pipeOut && /^(grep|head|wc|less|jq)$/.test(cmd.pipeOut.name)) return [f('safe', `reads a dump (${how})`)];
  const dest = [...cmd.redirects.filter((r) => r.op.startsWith('>')).map((r) => r.target), ...(cmd.pipeOut?.redirects ?? []).filter((r) => r.op.startsWith('>')).map((r) => r.target), ...flagValues(cmd.args, ['-f', '--file', '-o', '--out', '--result-file', '--archive'])].join(' ');
  // A protective copy into the company's own backup place is reversible (LABELS "New and inert stays reversible").
  if (dest && BACKUP_PLACE.test(dest) && !PERSONAL_PLACE.test(dest)) return [f('reversible', `makes a protective copy of a database (${how})`)];
  // (lead20) Streamed through compressors or encryption into the company's backup bucket (pg_dump … | gzip | aws s3 cp -
  // s3://acme-prod-backups/…, gsutil cp - gs://…-backups/…, rclone rcat backups:…): the same protective copy.
  if (toStdout && pipedToBackupPlace(cmd.pipeOut)) return [f('reversible', `makes a protective copy of a database into backup storage (${how})`)];
  // A database on this machine (no host, localhost) is the developer's own data.
  const remoteHost = flagValues(cmd.args, ['-h', '--host', '--uri', '--dbname', '-d']).some((h) => !/^(?:localhost|127\.0\.0\.1|::1|\/|\.)/.test(h) && !/^(?:[\w-]+)$/.test(h) || /prod|live/i.test(h));
  // Production data copied to a laptop's personal folders or removable media has left the place that guards it.
  const personal = PERSONAL_PLACE.test(dest);
  return [{ ...ladder('dangerous', personal ? 'destructive' : 'reversible', 'reversible', `copies a whole database, personal data included, ${personal ? 'to a personal folder or removable media' : 'to a file'} (${how})`), unknown: remoteHost ? 'destructive' : 'reversible' }];
};

// ------------------------------------------------------------------ GitOps, hubs, stacks

const argocd: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--server', '--auth-token', '-o', '--output', '--project', '--revision']).map((x) => x.toLowerCase());
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/^(list|get|diff|history|manifests|logs|resources|wait)$/.test(v) || /^(version|context|login|account)$/.test(g)) return [f('safe', `reads Argo CD state (${how})`)];
  if (g === 'app' && v === 'delete') return [/--cascade(?!=false)/.test(a) || !/--cascade=false/.test(a) ? ladder('forbidden', 'dangerous', 'destructive', `deletes an application and every resource it manages (${how})`) : ladder('dangerous', 'destructive', 'reversible', `deletes an application record (${how})`)];
  if (g === 'app' && (v === 'sync' || v === 'rollback')) return [ladder('dangerous', 'destructive', 'reversible', `${v === 'rollback' ? 'rolls back' : 'deploys'} an application${/--prune/.test(a) ? ' and prunes resources' : ''} (${how})`)];
  if (g === 'app' && (v === 'set' || v === 'patch' || v === 'create')) return [ladder('dangerous', 'destructive', 'reversible', `changes an application (${how})`)];
  return [unplacedRun('reversible', `Argo CD command (${how})`)];
};

const hfUpload: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--repo-type', '--revision', '--token', '--commit-message']).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  if (pos[0] === 'upload' || pos[0] === 'repo' && pos[1] === 'create') {
    const isPrivate = cmd.args.includes('--private');
    const files = pos.slice(2).join(' ');
    const personal = /customer|user|email|patient|employee|personal|pii|ticket|crm|member|contact/.test(files);
    if (!isPrivate) return [f(personal ? 'forbidden' : 'dangerous', `uploads to a public Hugging Face repository (no --private)${personal ? '; the data holds personal information' : ''} (${how})`)];
    return [f('destructive', `uploads to a private Hugging Face repository (${how})`)];
  }
  if (pos[0] === 'delete' || pos[0] === 'repo' && pos[1] === 'delete') return [f('dangerous', `deletes a Hugging Face repository (${how})`)];
  return [f('reversible', `huggingface-cli (${how})`)];
};

const supabase: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--db-url', '--project-ref', '-p', '--password']).map((x) => x.toLowerCase());
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  const remote = /--linked|--db-url|--project-ref/.test(a);
  if (g === 'db' && v === 'reset') return [remote ? ladder('forbidden', 'dangerous', 'destructive', `resets a linked Supabase database (${how})`) : f('destructive', `resets the local Supabase database from migrations and seed (${how})`)];
  if (g === 'db' && v === 'push') return [{ ...ladder('dangerous', 'destructive', 'reversible', `applies migrations to the linked database (${how})`), unknown: 'destructive' }];
  // A deployed edge function deleted stops serving whoever calls it: a running resource, by the project it is in.
  if (g === 'functions' && v === 'delete') return [{ ...ladder('dangerous', 'destructive', 'destructive', `deletes a deployed edge function (${how})`), unknown: remote ? 'dangerous' : 'destructive' }];
  if (/^(start|stop|status|init|login|link|gen|functions|migration)$/.test(g) && !(g === 'functions' && v === 'deploy')) return [f(g === 'stop' || g === 'start' ? 'reversible' : 'safe', `Supabase CLI (${how})`)];
  if (g === 'functions' && v === 'deploy') return [ladder('dangerous', 'destructive', 'reversible', `deploys edge functions (${how})`)];
  // (cls-api14) A project's secrets removed or set (supabase secrets unset/set): what its live functions read, as the hosting
  // CLIs' env:rm / secrets:set are read.
  if (g === 'secrets' && /^(?:unset|rm|remove|delete)$/.test(v)) return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `deletes secrets a live project reads (${how})` }];
  if (g === 'secrets' && /^(?:set|put)$/.test(v)) return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `changes secrets a live project reads (${how})` }];
  // Anything else by the words of its subcommands (projects delete, branches delete, storage rm).
  const r = readSubcommands(cmd);
  if (r.length && !/no risky operation recognised/.test(r[0]?.reason ?? '')) return r;
  return [unplacedRun('reversible', `Supabase CLI (${how})`)];
};

const mountCmd: Handler = (cmd) => {
  const how = snippet(cmd.text, 50);
  if (cmd.name === 'umount' || cmd.name === 'swapoff') return [{ ...ladder('destructive', 'destructive', 'reversible', `detaches a filesystem others may be using (${how})`), local: true }];
  if (cmd.name === 'mount' && cmd.args.length === 0) return [f('safe', 'lists mounts')];
  return [f('reversible', `mounts a filesystem (${how})`)];
};

/** Kernel settings that switch off an OS protection (address randomisation, pointer hiding, ptrace limits, link protections). */
const OS_PROTECTION_OFF = /(?:randomize_va_space|kptr_restrict|dmesg_restrict|ptrace_scope|protected_(?:symlinks|hardlinks|fifos|regular)|unprivileged_bpf_disabled|rp_filter)\s*=\s*0\b|(?:accept_redirects|accept_source_route|unprivileged_userns_clone)\s*=\s*1\b/;
const sysctl: Handler = (cmd) => {
  const how = snippet(cmd.text, 50);
  if (OS_PROTECTION_OFF.test(cmd.args.join(' '))) return [f('dangerous', `turns off an operating-system protection (${how})`)];
  if (cmd.args.some((x) => x === '-w' || x.includes('=')) || cmd.args.includes('-p')) return [{ ...ladder('dangerous', 'destructive', 'reversible', `changes kernel parameters (${how})`), local: true, unknown: 'destructive' }];
  return [f('safe', `reads kernel parameters (${how})`)];
};

const sshCopyId: Handler = (cmd) => [f('destructive', `adds an SSH key to a remote host's authorised keys (${snippet(cmd.text, 60)})`)];

/** (cls-interp22) A borg repository on a backup disk, share or host (/mnt/backup/…, /media/…, user@host:…): the machine's backups, not a scratch copy. */
const BACKUP_MOUNT_I22 = /(?:^|\s)(?:\/(?:mnt|media|backup|backups|srv\/backup)\S*|[\w.-]+@[\w.-]+:\S*|ssh:\/\/\S+)(?:\s|$)/;
const restic: Handler = (cmd) => {
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['-r', '--repo', '--password-file', '--keep-last', '--keep-daily', '--keep-weekly', '--keep-monthly', '--keep-within', '--tag', '--host']);
  let sub = (pos[0] ?? '').toLowerCase();
  // (cls-interp22) kopia's verbs come after a noun (kopia snapshot delete ID --delete, kopia snapshot expire --all --delete,
  // kopia policy set --keep-latest 1): the verb is the second word. Its delete and expire only act with --delete.
  if (cmd.name === 'kopia') {
    const [noun, verb] = [sub, (pos[1] ?? '').toLowerCase()];
    if (/^(?:snapshots?|policy|policies|repository|repo|maintenance|blob|content|index|manifest|cache|mount|server|user|acl)$/.test(noun) && verb) {
      if (/^(?:list|ls|show|get|status|verify|info|stats|estimate|diff|throttle)$/.test(verb)) return [f('safe', `reads backups (${how})`)];
      if (/^(?:delete|rm|remove|expire|gc|prune)$/.test(verb) && noun !== 'cache' && noun !== 'user' && noun !== 'acl') {
        if (!/(?:^|\s)--delete\b/.test(a) && /^snapshots?$/.test(noun)) return [f('safe', `shows what would be deleted; kopia deletes only with --delete (${how})`)];
        if (noun === 'repository' || noun === 'repo' || /--all-snapshots-for-source\b/.test(a) || (verb === 'expire' && /--all\b/.test(a) && /--keep-\w+[= ]0\b/.test(a))) return [f('forbidden', `deletes every backup of the repository or source (${how})`)];
        if (verb === 'expire') return [{ ...ladder('dangerous', 'dangerous', 'destructive', `deletes older backups by the retention policy (${how})`), local: false }];
        if (/^(?:blob|content|index|manifest)$/.test(noun)) return [{ ...ladder('dangerous', 'dangerous', 'destructive', `deletes a repository's stored backup data directly (${how})`), local: false }];
        return [{ ...ladder('destructive', 'destructive', 'reversible', `deletes one backup snapshot; others remain (${how})`), local: false }];
      }
      if (/^(?:policy|policies)$/.test(noun) && /^(?:set|edit)$/.test(verb)) {
        const keeps = [...a.matchAll(/--keep-(?:latest|hourly|daily|weekly|monthly|annual)[= ](\d+)/g)].map((k) => Number(k[1]));
        if (keeps.length && keeps.every((n) => n === 0)) return [f('forbidden', `sets a retention that keeps no backup (${how})`)];
        if (keeps.length && keeps.every((n) => n <= 1)) return [{ level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `shortens backup retention to the newest snapshot (${how})`, local: false }];
        if (keeps.length || /--(?:snapshot-interval|compression|add-ignore|max-file-size)\b/.test(a)) return [{ ...ladder('dangerous', 'destructive', 'reversible', `changes a backup policy (${how})`), local: false, unknown: 'destructive' }];
      }
      if (/^(?:policy|policies)$/.test(noun) && /^(?:delete|remove|rm)$/.test(verb)) return [{ ...ladder('dangerous', 'destructive', 'reversible', `removes a backup policy (${how})`), local: false, unknown: 'destructive' }];
      sub = verb === 'create' && /^snapshots?$/.test(noun) ? 'create' : sub;
    }
  }
  if (/^(snapshots|ls|stats|check|diff|find|cat|version|list|info)$/.test(sub)) return [f('safe', `reads backups (${how})`)];
  // (cls-interp22) restic's and borg's -n is --dry-run on forget, prune and delete: what would go is listed.
  if (/^(forget|prune|delete|compact)$/.test(sub) && cmd.args.some((x) => x === '-n' || x === '--dry-run' || /^-[a-zA-Z]*n[a-zA-Z]*$/.test(x) && cmd.name === 'borg')) return [f('safe', `dry run; lists what would be deleted (${how})`)];
  // (cls-interp22) A repository key removed (restic key remove ID, borg key … ): whoever held it loses access; the last key
  // removed locks every backup away.
  if (sub === 'key' && /^(?:remove|rm|delete)$/i.test(pos[1] ?? '')) return [{ ...ladder('dangerous', 'dangerous', 'destructive', `removes a backup repository's key: whoever holds it loses access to every backup (${how})`), local: false }];
  if (/^(backup|create|init)$/.test(sub)) return [f('reversible', `writes a backup (${how})`)];
  // borg delete: a repository without ::archive, or every archive a glob matches ("*"), is every backup in it;
  // REPO::archive is one backup among others.
  if (cmd.name === 'borg' && sub === 'delete') {
    const target = pos[1] ?? '';
    const globAll = /(?:--glob-archives|-a|--match-archives)[= ]["']?(?:\*|sh:\*|re:\.\*)["']?(?:\s|$)/.test(a);
    if (globAll || (target && !target.includes('::'))) return [f('forbidden', `deletes every backup in the repository (${how})`)];
    return [f('destructive', `deletes one backup archive; others remain (${how})`)];
  }
  if (/^(forget|prune|delete|rm|purge)$/.test(sub) || /--prune/.test(a)) {
    // (cls-interp22: a keep of 0 for one period with another period kept, --keep-daily 1 --keep-weekly 0, still keeps some.)
    const allKeeps = [...a.matchAll(/--keep-(?:last|hourly|daily|weekly|monthly|yearly|within)[= ](\S+)/g)].map((k) => k[1] as string);
    const keepNone = allKeeps.length > 0 && allKeeps.every((k) => /^0\w?$/.test(k)) || !/--keep-/.test(a) && /forget/.test(sub) && pos.length <= 1;
    if (keepNone) return [f('forbidden', `deletes every backup (${how})`)];
    // (cls-en16) Every rule keeping at most one backup (--keep-last 1, --keep-within 1d): all but the newest are deleted.
    const keeps = [...a.matchAll(/--keep-(last|daily|weekly|monthly|yearly|within)[= ](\S+)/g)];
    if (keeps.length && keeps.every((k) => k[1] === 'within' ? (seconds(k[2] as string) ?? Infinity) <= 86400 : /^[01]$/.test(k[2] as string))) return [{ level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `keeps only the newest backup; every other one is deleted (${how})`, ...(/(?:^|\s)(?:-r|--repo)[= ]?(?:s3|sftp|b2|gs|azure|rest|rclone|swift):/.test(a) || (cmd.name === 'restic' && !/(?:^|\s)(?:-r|--repo|--repository-file)\b/.test(a)) || (cmd.name === 'borg' && BACKUP_MOUNT_I22.test(a)) ? { local: false } : {}) }];
    return [ladder('dangerous', 'dangerous', 'destructive', `deletes older backups by a retention policy (${how})`)];
  }
  if (/^(restore|mount)$/.test(sub)) return [f('reversible', `restores from a backup (${how})`)];
  return [f('reversible', `backup tool (${how})`)];
};

/**
 * (cls-en17) PostgreSQL backup managers. pgbackrest: `stanza-delete` removes every backup of the stanza, `stop` halts
 * backups and archiving, `expire --set` removes one backup set, `expire` with a full retention of one keeps only the
 * newest. wal-g: `delete` without `--confirm` only lists what it would remove; `delete everything` is every backup,
 * `delete retain 1` keeps one. barman: `delete SERVER ID` is one backup among others.
 */
const pgBackupTool: Handler = (cmd) => {
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  const pos = cmd.args.filter((x) => !x.startsWith('-'));
  const sub = (pos[0] ?? '').toLowerCase();
  const keepsOne = (n: string | undefined) => n !== undefined && Number(n) <= 1;
  const keepOneFinding = (): Finding => ({ level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `keeps only the newest backup; every other one is deleted (${how})`, local: false });
  if (cmd.name === 'pgbackrest') {
    if (/^(?:info|check|verify|version|help|archive-get|repo-ls|repo-get)$/.test(sub)) return [f('safe', `reads backups (${how})`)];
    if (/^(?:backup|start|stanza-create|stanza-upgrade|archive-push)$/.test(sub)) return [f('reversible', `writes a backup or resumes backups (${how})`)];
    if (sub === 'stanza-delete') return [f('forbidden', `deletes every backup and archived WAL of the stanza (${how})`)];
    // (Backups stop for the server, wherever pgbackrest is typed: not a local-only change.)
    if (sub === 'stop') return [{ ...ladder('dangerous', 'dangerous', 'destructive', `stops backups and WAL archiving (${how})`), local: false }];
    if (sub === 'restore') return [ladder('dangerous', 'destructive', 'reversible', `restores over a database cluster's files (${how})`)];
    if (sub === 'expire') {
      if (/--dry-run\b/.test(a)) return [f('safe', `shows what an expire would remove (${how})`)];
      if (/--set[= ]/.test(a)) return [{ ...ladder('destructive', 'destructive', 'reversible', `deletes one backup set; others remain (${how})`), local: false }];
      const full = /--repo\d*-retention-(?:full|diff)[= ](\d+)/.exec(a);
      if (full && keepsOne(full[1])) return [keepOneFinding()];
      if (full) return [{ ...ladder('dangerous', 'dangerous', 'destructive', `deletes older backups by a retention given on the command line (${how})`), local: false }];
      return [{ ...ladder('destructive', 'destructive', 'reversible', `deletes backups past the configured retention (${how})`), local: false }];
    }
    return [{ ...ladder('destructive', 'destructive', 'reversible', `changes backups (${how})`), local: false }];
  }
  if (cmd.name === 'wal-g') {
    if (/^(?:backup-list|wal-show|wal-verify|st|backup-fetch|wal-fetch|catchup-list|delete-garbage-preview)$/.test(sub) && !/^st\s+rm\b/.test(pos.join(' '))) return [f('safe', `reads backups (${how})`)];
    if (/^(?:backup-push|wal-push|catchup-push|backup-mark)$/.test(sub)) return [f('reversible', `writes a backup (${how})`)];
    if (sub === 'delete' || (sub === 'st' && pos[1] === 'rm')) {
      if (sub === 'delete' && !/--confirm\b/.test(a)) return [f('safe', `lists what a delete would remove; nothing is deleted without --confirm (${how})`)];
      const mode = (pos[1] ?? '').toLowerCase();
      if (mode === 'everything') return [f('forbidden', `deletes every backup (${how})`)];
      if (mode === 'retain') { const n = pos.find((x) => /^\d+$/.test(x)); if (keepsOne(n)) return [keepOneFinding()]; }
      if (mode === 'target') return [{ ...ladder('destructive', 'destructive', 'reversible', `deletes one backup; others remain (${how})`), local: false }];
      return [{ ...ladder('dangerous', 'dangerous', 'destructive', `deletes older backups by a retention policy (${how})`), local: false }];
    }
    return [{ ...ladder('destructive', 'destructive', 'reversible', `changes backups (${how})`), local: false }];
  }
  // barman
  if (/^(?:list-backups?|list-servers|show-backup|show-server|check|status|diagnose|list-files|check-backup|verify-backup)$/.test(sub)) return [f('safe', `reads backups (${how})`)];
  if (/^(?:backup|switch-wal|switch-xlog|cron|receive-wal)$/.test(sub)) return [f('reversible', `writes a backup (${how})`)];
  // (cls-interp22) barman's backup id may be a keyword: `all` is every backup of the server.
  if (sub === 'delete' && /^all$/i.test(pos[2] ?? '')) return [f('forbidden', `deletes every backup of the server (${how})`)];
  if (sub === 'delete') return [{ ...ladder('destructive', 'destructive', 'reversible', `deletes one backup; others remain (${how})`), local: false }];
  if (sub === 'recover' || sub === 'restore') return [ladder('dangerous', 'destructive', 'reversible', `restores over a database cluster's files (${how})`)];
  return [{ ...ladder('destructive', 'destructive', 'reversible', `changes backups (${how})`), local: false }];
};

/** (cls-interp22) tarsnap's operations are flags: -d deletes the archives named by -f (one each), --nuke every archive of the
 *  key, -c creates one, -x restores; --list-archives, -t, --print-stats and --fsck read. */
const tarsnap: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (a.includes('--nuke')) return [f('forbidden', `deletes every archive of the account (${how})`)];
  if (a.includes('--dry-run')) return [f('safe', `dry run; nothing is changed (${how})`)];
  if (a.some((x) => x === '-d' || /^-[a-zA-Z]*d[a-zA-Z]*$/.test(x) && !x.startsWith('--'))) {
    const n = a.filter((x) => x === '-f').length;
    return [n > 1 || cmd.bulk ? { ...ladder('dangerous', 'dangerous', 'destructive', `deletes several backup archives (${how})`), local: false } : { ...ladder('destructive', 'destructive', 'reversible', `deletes one backup archive; others remain (${how})`), local: false }];
  }
  if (a.some((x) => x === '-c' || x === '-x' || x === '--recover')) return [f('reversible', `writes or restores a backup (${how})`)];
  return [f('safe', `reads backups (${how})`)];
};

const tmutil: Handler = (cmd) => {
  const sub = (cmd.args[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  if (/^(listbackups|latestbackup|status|destinationinfo|compare|calculatedrift|machinedirectory|isexcluded|version)$/.test(sub)) return [f('safe', `reads Time Machine state (${how})`)];
  // (cls-shell25) `tmutil delete -a` deletes every backup on the destination.
  if (sub === 'delete' && cmd.args.includes('-a')) return [{ ...f('forbidden', `deletes every Time Machine backup on the destination (${how})`), local: false }];
  if (sub === 'delete' || sub === 'deletelocalsnapshots' || sub === 'thinlocalsnapshots') return [judge({ verb: 'delete', obj: 'backup', scope: cmd.bulk ? 'some' : 'one', mods: cmd.bulk ? 0 : M.REMAINS, what: how }) as Finding];
  if (sub === 'disable' || sub === 'removedestination' || sub === 'addexclusion') return [ladder('dangerous', 'dangerous', 'destructive', `turns off or narrows Time Machine backups (${how})`)];
  return [f('reversible', `Time Machine (${how})`)];
};

const velero: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--kubecontext', '-n', '--namespace', '--selector', '-l', '--ttl']).map((x) => x.toLowerCase());
  const [g, v] = [pos[0] ?? '', pos[1] ?? ''];
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/^(get|describe|logs|version)$/.test(v) || /^(get|describe|version)$/.test(g)) return [f('safe', `reads Velero state (${how})`)];
  // (lead17) One named backup deleted while the others remain is destructive (LABELS: backups); a schedule deleted stops
  // every future backup, a selector deletes a set.
  if (g === 'backup' && v === 'delete' && !a.includes('--all') && !/(?:^|\s)(?:--selector|-l)\b/.test(a) && pos.length === 3) return [ladder('destructive', 'destructive', 'reversible', `deletes one cluster backup; others remain (${how})`)];
  if ((g === 'backup' || g === 'schedule') && v === 'delete') return [a.includes('--all') ? f('forbidden', `deletes every cluster backup (${how})`) : ladder('dangerous', 'dangerous', 'destructive', `deletes cluster backups (${how})`)];
  // (cls-interp22) A backup or snapshot location deleted: backups stop having a place to go, and the ones there are lost to Velero.
  if (/^(?:backup-location|snapshot-location)$/.test(g) && v === 'delete') return [ladder('dangerous', 'dangerous', 'destructive', `deletes where cluster backups are kept, so backups stop (${how})`)];
  if (g === 'backup' && v === 'create') return [f('reversible', `takes a cluster backup (${how})`)];
  if (g === 'restore' && v === 'create') return [ladder('dangerous', 'destructive', 'reversible', `restores cluster resources over what runs now (${how})`)];
  return [f('reversible', `Velero (${how})`)];
};

// ------------------------------------------------------------------ mail from the shell

/** A personal mailbox provider: whatever lands there has left the company's control. */
const PERSONAL_MAILBOX = /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|pm|aol|gmx|mail|yandex|tutanota|fastmail|zoho)\.[a-z.]+$/i;
/** Files of people's data by their names (customers.csv, payroll_2026.xlsx, users.sql). */
const PEOPLE_FILE = /(?:customer|user|employee|patient|member|contact|subscriber|payroll|salar|ssn|census|personal|pii|gdpr|crm|lead|client|staff|hr)[\w.-]*\.(?:csv|xlsx?|json|parquet|sql|dump|tsv|jsonl|gz|zip|bak)$/i;

/**
 * mail, mailx, mutt, sendmail, swaks, msmtp: a message leaves the machine (at least confirm). Data
 * attached or fed on stdin from a file (a dump, an export, a spreadsheet) sent to a personal
 * mailbox, or people's data sent anywhere outside, is data leaving the company: verify.
 */
const mailCmd: Handler = (cmd) => {
  const how = snippet(cmd.text, 70);
  // mail -H, mail -e, mail -f box: headers or a mailbox are read, nothing is sent.
  const reads = (cmd.name === 'mail' || cmd.name === 'mailx') && cmd.args.some((x) => x === '-H' || x === '-e' || x === '-f') && !cmd.args.some((y) => y.includes('@'));
  if (reads) return [f('safe', `reads a mailbox (${how})`)];
  const recipients = cmd.args.filter((x) => /^[^\s@=:]+@[\w-]+(?:\.[\w-]+)+$/.test(x) && !x.startsWith('-'));
  const attached: string[] = [];
  for (let i = 0; i < cmd.args.length; i++) {
    const x = cmd.args[i] as string;
    if (/^(?:-a|-A|--attach|--attach-file|--attachment)$/.test(x) && cmd.args[i + 1]) attached.push(cmd.args[i + 1] as string);
  }
  for (const r of cmd.redirects) if (r.op === '<' && r.target && r.target !== '/dev/null') attached.push(r.target);
  const fed = cmd.pipeIn && /^(?:cat|gzip|zcat|tar|pg_dump|mysqldump|mongodump|mongoexport|base64|uuencode|zip)$/.test(cmd.pipeIn.name) ? cmd.pipeIn.args.filter((x) => !x.startsWith('-')) : [];
  const data = [...attached, ...fed];
  const personal = recipients.find((r) => PERSONAL_MAILBOX.test(r));
  const people = data.find((p) => PEOPLE_FILE.test(p)) ?? (cmd.pipeIn && /dump|export/.test(cmd.pipeIn.name) ? cmd.pipeIn.name : undefined);
  if (personal && (data.length > 0 || people)) return [f('dangerous', `sends ${people ? `people's data (${snippet(people, 30)})` : 'a file'} to a personal mailbox outside the company (${personal})`)];
  if (people && recipients.length > 0) return [f('dangerous', `mails people's data (${snippet(people, 30)}) to ${snippet(recipients.join(', '), 40)}`)];
  return [f('destructive', `sends an e-mail; it cannot be unsent (${how})`)];
};

/** nc/ncat/netcat with -e/-c, socat with EXEC:/SYSTEM: a shell handed to a network peer is remote control of this machine. */
const netcat: Handler = (cmd) => {
  const how = snippet(`${cmd.name} ${cmd.args.join(' ')}`, 60);
  const exec = cmd.name === 'socat' ? cmd.args.some((a) => /^(?:exec|system):/i.test(a)) : cmd.args.some((a, i) => /^-(?:[a-z]*[ec]|-exec|-sh-exec|-lua-exec)$/i.test(a) && /\b(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell|pwsh|python\d?|perl)\b/i.test(cmd.args[i + 1] ?? a));
  if (exec) return [f('dangerous', `hands a shell on this machine to a network peer (a remote shell or backdoor) (${how})`)];
  return [unplacedRun('reversible', `opens a raw network connection (${how})`)];
};

/**
 * Container registry CLIs (crane, gcrane, regctl, skopeo, oras): reading manifests and tags is safe; pushing, copying or
 * retagging changes what every deploy that pulls the tag runs (as docker push); deleting an image or tag removes an
 * artifact deploys and rollbacks may need, by the environment its reference names; a repository or every tag is more.
 */
const registryCli: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--platform', '--format', '-o', '--output', '--creds', '--src-creds', '--dest-creds', '--username', '-u', '--password', '-p', '--authfile']).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const ops = pos.slice(0, 3);
  const refs = pos.filter((x) => /[./].*[:@/]/.test(x) || /^docker:\/\//.test(x)).join(' ');
  const env = detectEnv(refs).env;
  const all = cmd.args.some((x) => x === '--all' || x === '-a');
  const withEnv = (x: Finding): Finding => (env !== 'unknown' ? { ...x, env } : x);
  if (ops.some((w) => /^(?:ls|list|catalog|manifest|config|digest|inspect|get|blob|export|pull|validate|version|auth|login|info|index|referrers|discover)$/.test(w)) && !ops.some((w) => /^(?:delete|rm|remove|put|push|tag|cp|copy|mutate|append|rebase|flatten|mod|attach)$/.test(w))) return [f('safe', `reads a container registry (${how})`)];
  if (ops.some((w) => /^(?:delete|rm|remove)$/.test(w))) {
    const repoWide = all || ops.includes('repo') || ops.includes('repository');
    return [withEnv(repoWide ? { level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `deletes every image of a registry repository (${how})` } : { level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `deletes an image or tag from a shared registry; deploys and rollbacks may need it (${how})` })];
  }
  // A copy from one owner into another owner's account on a public registry: the image leaves the company.
  const images = pos.filter((x) => /[./].*[:@/]/.test(x) || /^docker:\/\//.test(x));
  if (ops.some((w) => /^(?:cp|copy|sync)$/.test(w)) && images.length >= 2 && imageLeavesOwner(images[0] as string, images[1] as string)) return [f('dangerous', `copies an image into another owner's account on a public registry (${how})`)];
  if (ops.some((w) => /^(?:tag|push|put|cp|copy|sync|mutate|append|rebase|flatten|mod|attach)$/.test(w))) return [withEnv({ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `publishes or repoints an image tag in a shared registry; what pulls it changes (${how})` })];
  return [unplacedRun('reversible', `container registry command (${how})`)];
};

/** (lead15) manage-bde / Disable-BitLocker: a disk's encryption turned off (or its protectors suspended) weakens a control. */
const bitlocker: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  if (cmd.args.some((x) => /^-(?:off|protectors)$/i.test(x)) && (cmd.args.some((x) => /^-off$/i.test(x)) || cmd.args.some((x) => /^-disable$/i.test(x)))) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `turns off disk encryption or its protection (${how})` }) as Finding];
  return [f('safe', `shows or manages BitLocker state (${how})`)];
};

/** (lead15) consul acl: a token or policy with global management (consul's root) is administrator rights. */
const consul: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (a[0] === 'acl' && /^(?:token|policy|role)$/.test(a[1] ?? '') && /^(?:create|update)$/.test(a[2] ?? '')) {
    if (a.some((x) => /global-management|00000000-0000-0000-0000-000000000001/.test(x)) || /rules?[= ].*(?:operator|acl)\s*=\s*"write"/.test(a.join(' '))) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `creates a token or policy with global management rights (${how})` }) as Finding];
    return [f('destructive', `changes who may do what in Consul (${how})`, true)];
  }
  // (cls-interp21) -recurse with no prefix, or the root one, is every key of the store.
  if (a[0] === 'kv' && a[1] === 'delete' && a.includes('-recurse') && positionals(a.slice(2)).every((x) => /^(?:["']{2}|\/+)?$/.test(x))) return [f('forbidden', `deletes every key in Consul's key-value store (${how})`)];
  if (a[0] === 'kv' && /^(?:delete)$/.test(a[1] ?? '')) return [f(a.includes('-recurse') ? 'dangerous' : 'destructive', `deletes Consul keys (${how})`, true)];
  if (a[0] === 'kv' && /^(?:put|import)$/.test(a[1] ?? '')) return [f('destructive', `writes a Consul value (${how})`, true)];
  if (/^(?:members|catalog|info|version|monitor|kv|acl|intention)$/.test(a[0] ?? '') && /^(?:get|list|read|export|check|members|services|nodes|)$/.test(a[1] ?? '')) return [f('safe', `reads Consul state (${how})`)];
  return [];
};

/** (lead15) fastlane: a build submitted for review or released to a store's users is a production release. */
const fastlane: Handler = (cmd0) => {
  // cls-benign18: a platform before the lane (fastlane ios beta, fastlane android deploy) names where the lane runs.
  const cmd = /^(?:ios|android|mac)$/i.test(cmd0.args[0] ?? '') ? { ...cmd0, args: cmd0.args.slice(1) } : cmd0;
  const a = cmd.args.join(' ');
  const how = snippet(cmd.text, 60);
  if (/\b(?:submit_for_review|automatic_release|--submit|track[: =]+["']?production|release_status[: =]+["']?completed)\b/i.test(a) || /^(?:release|release_production|production|deploy|submit)$/i.test(cmd.args[0] ?? '')) return [judge({ verb: 'deploy', obj: 'service', scope: 'one', mods: 0, what: `releases the app to its store's users (${how})` }) as Finding];
  // (lead20) An upload that skips the testers (pilot upload --skip_submission, --distribute_external false alone does not) only
  // stores the build in the store's console: an unpublished copy.
  if (/^(?:pilot|testflight)$/i.test(cmd.args[0] ?? '') && /(?:^|\s)(?:--)?skip_submission(?:[:= ]+["']?true["']?)?(?=\s|$)/i.test(a)) return [f('reversible', `uploads a build without sending it to testers (${how})`)];
  if (/^(?:beta|pilot|testflight|firebase_app_distribution)$/i.test(cmd.args[0] ?? '')) return [f('destructive', `sends a beta build to its testers (${how})`, true)];
  // (cls-benign20) `match nuke` / `match_nuke` revokes every certificate and profile of that type for the whole team
  // (every build signed with them stops installing): a credential revoked for many people.
  if (/^match$/i.test(cmd.args[0] ?? '') && /^nuke$/i.test(cmd.args[1] ?? '') || /^match_nuke$/i.test(cmd.args[0] ?? '')) return [f('dangerous', `revokes every signing certificate and profile of a type for the whole team (${how})`)];
  if (/^(?:test|tests|scan|build|match|snapshot|screenshots|lint|gym)$/i.test(cmd.args[0] ?? '')) return [f('reversible', `builds or tests the app (${how})`)];
  return [];
};

// ------------------------------------------------------------------ cls-benign18

/**
 * cls-benign18: a data scientist's local tools. jupyter runs or converts notebooks and serves them on this machine; dvc
 * tracks data in the project: status/diff/pull/fetch/checkout/repro/add/exp read or rebuild local files; push uploads to the
 * shared remote (leaves the machine); gc deletes unused cached versions (locally: recoverable from the remote; with
 * --cloud/-c from the shared remote itself: hard to undo); destroy removes the project's DVC files and cache.
 */
const jupyter: Handler = (cmd) => {
  const sub = cmd.args[0] ?? '';
  const how = snippet(cmd.text, 60);
  if (/^(?:lab|notebook|server|nbclassic)$/.test(sub) && notebookOpen(cmd.args)) return [{ level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'dangerous', reason: `serves a notebook server, which runs any code it is sent, on every network interface without a token or password (${how})` }];
  if (/^(?:nbconvert|execute|lab|notebook|console|kernelspec|kernel|server|--version|--paths|troubleshoot|run|nbclassic)$/.test(sub) && !/\bkernelspec\s+(?:remove|uninstall)\b/.test(cmd.args.join(' '))) return [f('reversible', `runs or converts a notebook on this machine (${how})`)];
  return [];
};
// (lead19) A notebook server on every interface with its token or password emptied runs code for anyone who reaches the port.
const OPEN_BIND = /^--(?:ip|ServerApp\.ip|NotebookApp\.ip)=(?:0\.0\.0\.0|\*|::)$/;
const NO_AUTH = /^--(?:ServerApp|NotebookApp|IdentityProvider)\.(?:token|password)=(?:''|""|)$/;
function notebookOpen(a: readonly string[]): boolean {
  return a.some((x) => OPEN_BIND.test(x)) && a.some((x) => NO_AUTH.test(x) || /^--(?:ServerApp|NotebookApp)\.disable_check_xsrf=True$/i.test(x));
}
const dvc: Handler = (cmd) => {
  const a = cmd.args;
  const sub = a[0] ?? '';
  const how = snippet(cmd.text, 60);
  if (/^(?:status|diff|dag|doctor|version|list|ls|params|metrics|plots|data|check-ignore|config|root|get-url|--version)$/.test(sub) && !(sub === 'config' && a.length > 2)) return [f('safe', `reads the project's data tracking (${how})`)];
  if (/^(?:pull|fetch|checkout|repro|add|exp|experiments|stage|run|init|import|get|update|commit|unprotect|move|freeze|unfreeze|install)$/.test(sub)) return [f('reversible', `updates the project's tracked data on this machine (${how})`)];
  if (sub === 'push') return [f('destructive', `uploads tracked data to the shared remote (${how})`, true)];
  if (sub === 'gc') return hasFlag(a, 'c', '--cloud') ? [f('dangerous', `deletes unused data versions from the shared remote storage (${how})`, true)] : [f('destructive', `deletes unused data versions from the local cache (${how})`, true)];
  if (sub === 'destroy' || sub === 'remove') return [f('destructive', `removes the project's DVC files or stages (${how})`, true)];
  return [];
};

// ------------------------------------------------------------------ cls-api15

/**
 * kafka-acls: --list reads; --add grants a principal access, and a principal that is every client (User:*, ANONYMOUS) or
 * every operation on every topic opens the cluster (a control weakened); --remove takes access away.
 */
const kafkaAcls: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const env = detectEnv(`${optValue(a, '--bootstrap-server', '--authorizer-properties') ?? ''} ${optValue(a, '--topic', '--group') ?? ''}`).env;
  const pinEnv = (x: Finding): Finding => (env !== 'unknown' ? { ...x, env } : x);
  if (a.includes('--list') || a.includes('--help') || a.includes('--version')) return [f('safe', `lists access rules (${how})`)];
  const principals: string[] = [];
  for (let i = 0; i < a.length; i++) if (/^--(?:allow|deny)-principal$/.test(a[i] as string)) principals.push(a[i + 1] ?? '');
  const allowed = a.some((x) => x === '--allow-principal');
  if (a.includes('--add') && allowed) {
    const everyone = principals.some((p) => /^User:(?:\*|ANONYMOUS)$/i.test(p)) || optValue(a, '--allow-host') === '*' && principals.length === 0;
    const everything = /^all$/i.test(optValue(a, '--operation') ?? '') && (optValue(a, '--topic') === '*' || a.includes('--cluster'));
    if (everyone) return [{ ...pinEnv(ladder('dangerous', 'dangerous', 'destructive', `opens the cluster's topics to every client (${how})`)), unknown: 'dangerous' }];
    if (everything) return [{ ...pinEnv(ladder('dangerous', 'dangerous', 'destructive', `grants a principal every operation on every topic (${how})`)), unknown: 'dangerous' }];
    return [pinEnv(ladder('destructive', 'destructive', 'reversible', `grants a principal access to topics (${how})`))];
  }
  if (a.includes('--remove') || a.includes('--add')) return [pinEnv(ladder('destructive', 'destructive', 'reversible', `changes who can reach the cluster's topics (${how})`))];
  return [unplacedRun('reversible', `kafka-acls (${how})`)];
};

/** A test network or a local node (sepolia, anvil, regtest): test money. */
const TEST_CHAIN = /sepolia|goerli|holesky|testnet|devnet|regtest|signet|localhost|127\.0\.0\.1|anvil|hardhat|ganache|mumbai|amoy|fuji/i;

/** A payment in a crypto asset from a wallet CLI: judged as money moved, a large one to an address written out as a new recipient. */
function cryptoPay(cmd: Cmd, amount: number, usdPerUnit: number, address: string): Finding[] {
  const how = snippet(cmd.text, 60);
  const usd = amount * usdPerUnit;
  const test = TEST_CHAIN.test(cmd.args.join(' '));
  const x = judge({ verb: 'pay', obj: 'money', scope: 'one', mods: (test ? M.TEST_MODE : 0) | (usd >= 1000 && address ? M.NEW_RECIPIENT : 0), usd, what: how });
  return x ? [x] : [];
}

/** bitcoin-cli (and litecoin-cli …): sendtoaddress / sendmany / send move coins; reads and wallet listings are safe. */
const bitcoinCli: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-rpcwallet', '-rpcconnect', '-rpcport', '-rpcuser', '-rpcpassword', '-conf', '-datadir']);
  const how = snippet(cmd.text, 60);
  const rate = cmd.name.startsWith('litecoin') ? 50 : cmd.name.startsWith('dogecoin') ? 0.05 : 20000;
  const sub = (pos[0] ?? '').toLowerCase();
  if (/^(?:get|list|validate|estimate|decode|help|uptime|ping|scantxoutset|test)/.test(sub)) return [f('safe', `reads the node or wallet (${how})`)];
  if (sub === 'sendtoaddress') return cryptoPay(cmd, Number(pos[2] ?? '0') || 0, rate, pos[1] ?? '');
  if (sub === 'sendmany' || sub === 'send') {
    let total = 0;
    for (const m of cmd.args.join(' ').matchAll(/"[^"]{20,90}"\s*:\s*([\d.]+)/g)) total += Number(m[1]);
    return cryptoPay(cmd, total, rate, 'many');
  }
  if (/^(?:dumpprivkey|dumpwallet|exportprivkey)$/.test(sub)) return [f('dangerous', `prints the wallet's private keys (${how})`)];
  return [unplacedRun('destructive', `changes the node or wallet (${how})`)];
};

/** Foundry's cast: send with --value moves ether (15ether, 2.5 ether, wei); calls, balances and reads are safe. */
const castCli: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--value', '--rpc-url', '-r', '--private-key', '--from', '--gas-limit', '--gas-price', '--chain', '--keystore', '--account']);
  const how = snippet(cmd.text, 60);
  const sub = (pos[0] ?? '').toLowerCase();
  if (sub !== 'send' && sub !== 'publish' && sub !== 'mktx') return [f('safe', `reads the chain or computes (${how})`)];
  const v = (optValue(cmd.args, '--value') ?? '').toLowerCase().replace(/\s+/g, '');
  const m = /^(\d+(?:\.\d+)?)(ether|eth|gwei|wei)?$/.exec(v);
  const eth = m ? Number(m[1]) / (m[2] === 'gwei' ? 1e9 : m[2] === 'wei' || !m[2] ? 1e18 : 1) : 0;
  if (eth > 0) return cryptoPay(cmd, eth, 1000, pos[1] ?? '');
  // (lead18) --value $(cast balance …): everything the wallet holds.
  if (/\$\(.*\bbalance\b/.test(v) || /^\$\w*bal/i.test(v) || /--value[=\s]+["']?\$\([^)]*\bbalance\b/.test(cmd.text)) return cryptoPay(cmd, 1000, 1000, pos[1] ?? '');
  const test = TEST_CHAIN.test(cmd.args.join(' '));
  // (lead18) A token contract's transfer(address,uint256) / transferFrom / approve moves or allows moving tokens; their
  // amount is in base units of a token whose decimals and price are not known here: judged as a large payment.
  if (/^["']?(?:transfer|transferFrom|approve|increaseAllowance)\s*\(\s*address/.test(pos[2] ?? '')) {
    if (test) return [f('reversible', `moves test-network tokens (${how})`)];
    const x = judge({ verb: 'pay', obj: 'money', scope: 'one', mods: 0, usd: LARGE_USD, what: how });
    return x ? [x] : [];
  }
  return [f(test ? 'reversible' : 'destructive', `sends a transaction that changes a contract's state (${how})`)];
};

/** solana transfer RECIPIENT AMOUNT moves SOL; balances and account reads are safe. */
const solanaCli: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--url', '-u', '--keypair', '-k', '--from', '--fee-payer', '--with-memo']);
  const how = snippet(cmd.text, 60);
  const sub = (pos[0] ?? '').toLowerCase();
  if (sub === 'transfer') return cryptoPay(cmd, /^all$/i.test(pos[2] ?? '') ? 1000 : Number(pos[2] ?? '0') || 0, 50, pos[1] ?? '');
  if (/^(?:balance|account|address|block|epoch|slot|transaction-history|confirm|cluster-version|config|validators|leader-schedule|help)$/.test(sub)) return [f('safe', `reads the chain (${how})`)];
  return [unplacedRun('reversible', `solana (${how})`)];
};

/** (lead15) certbot: a certificate revoked stops every site that serves it from being trusted, and cannot be taken back. */
const certbot: Handler = (cmd) => {
  const sub = (positionals(cmd.args)[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  if (sub === 'revoke') return [ladder('dangerous', 'dangerous', 'destructive', `revokes a TLS certificate: sites serving it are no longer trusted until a new one is issued (${how})`)];
  if (sub === 'delete') return [f('destructive', `deletes a certificate and its renewal settings from this machine (${how})`, true)];
  if (sub === 'certificates' || sub === 'show_account' || cmd.args.includes('--dry-run')) return [f('safe', `reads certificate state (${how})`)];
  return [f('reversible', `obtains or renews a certificate (${how})`)];
};

// ------------------------------------------------------------------ lead19

/**
 * (lead19) Tunnels that put a service on the internet: ngrok, cloudflared quick tunnels, localtunnel (lt), bore, tailscale
 * funnel, pinggy-like relays. A local port reached from anywhere has left the machine (destructive); a database, remote
 * shell, admin page or another machine's service reached from anywhere is a control weakened (dangerous).
 */
const SENSITIVE_PORT = /(?:^|:)(?:22|23|2375|2376|3306|3389|5432|5900|5984|6379|7000|7199|8500|9042|9200|9300|11211|15672|27017|1433|1521|2181|2379|5601|6443|10250)$/;
function tunnelTarget(t: string, how: string): Finding {
  const url = t.replace(/^(?:https?|tcp|tls):\/\//i, '');
  const host = url.split(/[:/]/)[0] ?? '';
  const other = host !== '' && !/^\d+$/.test(host) && !/^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|::1)$/i.test(host);
  const env = other ? detectEnv(host).env : 'unknown';
  if (other) return { level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `puts another machine's service (${host}) on the internet through a tunnel (${how})`, local: false, ...(env !== 'unknown' ? { env } : {}) };
  // On this machine, whatever it is for: a database, a remote shell or an admin page reached from anywhere.
  if (SENSITIVE_PORT.test(url.split('/')[0] ?? '') || /\/(?:admin|wp-admin|phpmyadmin|console|actuator|_?debug|manage)\b/i.test(url)) return { level: 'dangerous', reason: `puts a database, remote shell or admin page on the internet through a tunnel (${how})`, local: false };
  return { level: 'destructive', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `puts a local service on the internet through a tunnel (${how})`, local: false };
}
const tunnel: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const pos = positionals(a, ['--url', '--port', '-p', '--to', '--subdomain', '--region', '--hostname', '--authtoken', '--config', '--domain', '--log', '--log-level', '--basic-auth', '--oauth', '--host-header', '-l', '--local-host']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (/^(?:version|help|--help|-h|--version|list|info|config|diagnose|update|login|logout|status|api)$/.test(sub) || a.includes('--help')) return [f('safe', `reads or configures the tunnel tool (${how})`)];
  if (cmd.name === 'ngrok' && /^(?:http|tcp|tls)$/.test(sub) && pos[1]) return [tunnelTarget(pos[1], how)];
  if (cmd.name === 'ngrok' && sub === 'start') return [f('destructive', `starts configured tunnels to the internet (${how})`)];
  if (cmd.name === 'cloudflared' && sub === 'tunnel') {
    const u = optValue(a, '--url');
    if (u) return [tunnelTarget(u, how)];
    if (/^(?:run|route|create)$/.test((pos[1] ?? '').toLowerCase())) return [f('destructive', `runs or routes a named tunnel to the internet (${how})`)];
    if ((pos[1] ?? '').toLowerCase() === 'delete') return [f('destructive', `deletes a named tunnel (${how})`)];
    return [f('safe', `reads tunnel state (${how})`)];
  }
  if ((cmd.name === 'lt' || cmd.name === 'localtunnel') && optValue(a, '--port', '-p')) return [tunnelTarget(`${optValue(a, '--local-host', '-l') ?? 'localhost'}:${optValue(a, '--port', '-p') ?? ''}`, how)];
  if (cmd.name === 'bore' && sub === 'local' && pos[1]) return [tunnelTarget(`${optValue(a, '--local-host', '-l') ?? 'localhost'}:${pos[1]}`, how)];
  if (cmd.name === 'tailscale' && sub === 'funnel') {
    if (/^(?:status|reset|off)$/.test((pos[1] ?? '').toLowerCase()) || a.includes('off')) return [f('reversible', `changes or reads the funnel (${how})`)];
    const t = pos.slice(1).find((x) => /^\d+$|:\/\/|^localhost/.test(x));
    return [tunnelTarget(t ?? '443', how)];
  }
  return [];
};

/**
 * (lead19) Mail and DNS servers. Postfix/Exim queues hold mail not yet delivered: one message deleted is lost mail
 * (destructive), ALL or a whole queue is every sender's (forbidden in production). `postconf -e` changes the live mail
 * configuration: relaying for every network or turning checks off opens an open relay (dangerous). PowerDNS/BIND/nsupdate:
 * a zone deleted takes a domain off the internet; a record deleted or changed is production configuration (dangerous).
 */
const mailServer: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (cmd.name === 'mailq' || (cmd.name === 'postqueue' && (a.includes('-p') || a.includes('-j'))) || (cmd.name === 'exim' || cmd.name === 'exim4') && a.some((x) => /^-(?:bp|bpc|bpr|bpu|bP|bt|bV|Mvh|Mvb|Mvl)$/.test(x)) || cmd.name === 'postconf' && !a.includes('-e') && !a.includes('-X') && !a.includes('-#')) return [f('safe', `reads the mail queue or settings (${how})`)];
  if (cmd.name === 'postsuper' && a.includes('-d')) {
    const what = a[a.indexOf('-d') + 1] ?? '';
    if (/^ALL$/i.test(what)) return [f('forbidden', `deletes every message in the mail queue: mail not yet delivered is lost (${how})`)];
    return [f('destructive', `deletes queued mail that was not yet delivered (${how})`)];
  }
  if ((cmd.name === 'exim' || cmd.name === 'exim4') && a.some((x) => /^-Mrm$/.test(x))) return [f('destructive', `deletes queued mail that was not yet delivered (${how})`)];
  if (cmd.name === 'postqueue' && a.includes('-f')) return [f('reversible', `retries delivery of queued mail (${how})`)];
  if (cmd.name === 'postconf' && (a.includes('-e') || a.includes('-X') || a.includes('-#'))) {
    const set = a.filter((x) => x.includes('=')).join(' ');
    if (/\bmynetworks\s*=\s*[^\n]*(?:0\.0\.0\.0\/0|::\/0|\*)|smtpd_relay_restrictions\s*=\s*(?:permit\b|$)|smtpd_recipient_restrictions\s*=\s*permit\b|smtpd_tls_security_level\s*=\s*none|smtpd_sasl_auth_enable\s*=\s*no/i.test(set)) return [f('dangerous', `opens the mail server to relay or drops its checks (${how})`)];
    return [f('destructive', `changes the live mail server configuration (${how})`)];
  }
  return [];
};
const dnsServer: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const sub = (a[0] ?? '').toLowerCase();
  if (cmd.name === 'pdnsutil') {
    if (/^(?:list-zone|list-all-zones|show-zone|check-zone|check-all-zones|list-keys|export-zone-dnskey|export-zone-ds|list-tsig-keys|rectify-zone|test-schema|help)$/.test(sub)) return [f('safe', `reads DNS zones (${how})`)];
    if (sub === 'delete-zone') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a DNS zone: every name in the domain stops resolving (${how})`)];
    if (/^(?:delete-rrset|replace-rrset|add-record|edit-zone|increase-serial|disable-dnssec|deactivate-zone-key|remove-zone-key|set-kind)$/.test(sub)) return [ladder(/disable-dnssec|remove-zone-key|deactivate/.test(sub) ? 'dangerous' : 'dangerous', 'destructive', 'reversible', `changes live DNS records or keys (${how})`)];
  }
  if (cmd.name === 'nsupdate') {
    const body = cmd.stdin ?? (cmd.pipeIn ? cmd.pipeIn.text.replace(/\\n/g, '\n') : '');
    if (/\bupdate\s+(?:delete|del|add)\b/i.test(body)) return [ladder('dangerous', 'destructive', 'reversible', `changes live DNS records (${how})`)];
    return [f('destructive', `sends a dynamic DNS update (${how})`)];
  }
  if (cmd.name === 'rndc') {
    if (/^(?:status|zonestatus|showzone|dumpdb|stats|secroots|tsig-list|signing)$/.test(sub)) return [f('safe', `reads the DNS server's state (${how})`)];
    if (sub === 'delzone') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a DNS zone from the server (${how})`)];
    if (/^(?:reload|reconfig|flush|flushname|flushtree|freeze|thaw|sync|retransfer|notify|refresh)$/.test(sub)) return [f('reversible', `reloads or refreshes the DNS server (${how})`, true)];
  }
  // (cls-interp22) Knot DNS's control tool: a zone unset from the configuration or purged is the zone gone, as pdnsutil
  // delete-zone; a record unset inside a zone transaction changes live records; reads and status stay reads.
  if (cmd.name === 'knotc') {
    const j = a.join(' ');
    if (/^(?:zone-status|zone-read|conf-read|status|stats|zone-stats|conf-list|zone-check|conf-check|conf-diff|zone-diff)$/.test(sub)) return [f('safe', `reads DNS zones (${how})`)];
    if (sub === 'zone-purge' || (sub === 'conf-unset' && /\bzone\b/.test(j) && !/\bzone\[[^\]]*\]\.\w/.test(j))) return [ladder('forbidden', 'dangerous', 'destructive', `deletes a DNS zone: every name in the domain stops resolving (${how})`)];
    if (/^(?:zone-unset|zone-set|conf-set|conf-unset|zone-commit|conf-commit|zone-key-rollover)$/.test(sub)) return [ladder('dangerous', 'destructive', 'reversible', `changes live DNS records or the server's zones (${how})`)];
    if (/^(?:reload|zone-reload|zone-refresh|zone-retransfer|zone-notify|zone-flush|zone-freeze|zone-thaw|zone-begin|conf-begin|zone-abort|conf-abort)$/.test(sub)) return [f('reversible', `reloads or refreshes the DNS server (${how})`, true)];
  }
  return [];
};

/** (lead19) sftp's own commands come from its batch input (a here-doc, a here-string, `-b file` piped, echo … |): each `put
 *  LOCAL [REMOTE]` is an upload of LOCAL to the host, read as the scp that would copy the same file there. */
const sftpBatch: Handler = (cmd, ctx) => {
  const fed = cmd.stdin ?? (cmd.pipeIn && /^(?:echo|printf)$/.test(cmd.pipeIn.name) ? cmd.pipeIn.args.join(' ').replace(/\\n/g, '\n') : '');
  const host = positionals(cmd.args, ['-b', '-P', '-i', '-o', '-F', '-J', '-l', '-R', '-B', '-S', '-s']).find((x) => /@|\./.test(x)) ?? '';
  if (!fed || !host) return [];
  const out: Finding[] = [];
  for (const m of fed.matchAll(/(?:^|[\n;])\s*(?:put|mput|reput)\s+(?:-[a-zA-Z]+\s+)*(\S+)(?:\s+(\S+))?/g)) {
    const local = (m[1] as string).replace(/^['"]|['"]$/g, '');
    const remote = (m[2] ?? '').replace(/^['"]|['"]$/g, '');
    out.push(...ctx.inner(`scp ${local} ${host.replace(/:.*$/, '')}:${remote}`).map((x) => ({ ...x, reason: `${x.reason} (sftp put)` })));
  }
  return out;
};

// ------------------------------------------------------------------ cls-holes19

/**
 * (cls-holes19) ZooKeeper's shells (zkCli.sh -server h:p CMD …, zookeeper-shell.sh h:p CMD …): a recursive delete
 * (deleteall, the older rmr) of a top-level tree (/kafka, /hbase, /brokers) is the whole state a cluster keeps there;
 * a deeper subtree stays with the generic reading. Other commands fall through.
 */
const zkShell: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const i = a.findIndex((x) => /^(?:deleteall|rmr|delete|create|set|setAcl|setquota|delquota|ls|ls2|get|stat|getAcl|getEphemerals|getAllChildrenNumber|config|whoami|listquota|version)$/.test(x));
  if (i < 0) return [];
  const op = a[i] as string;
  if (/^(?:ls|ls2|get|stat|getAcl|getEphemerals|getAllChildrenNumber|config|whoami|listquota|version)$/.test(op)) return [f('safe', `reads ZooKeeper nodes (${how})`)];
  const path = a.slice(i + 1).find((x) => !x.startsWith('-')) ?? '';
  const segs = path.split('/').filter(Boolean);
  if (!/^(?:deleteall|rmr)$/.test(op) || !path.startsWith('/') || segs.length > 1) return [f('destructive', `${/^(?:delete|deleteall|rmr|delquota)$/.test(op) ? 'deletes' : 'changes'} ZooKeeper nodes (${how})`, true)];
  return [{ level: 'forbidden', unknown: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `deletes a whole top-level tree of a coordination store, the state the cluster keeps there (${how})` }];
};

/**
 * (cls-holes19) A GitHub Actions self-hosted runner registered (./config.sh|config.cmd --url https://github.com/o/r --token …):
 * this machine then runs whatever the repository's workflows send it (confirm); on a repository whose name says it is public
 * or open source, anyone's pull request can (verify). Anything else falls through to the script's own reading.
 */
const runnerConfig: Handler = (cmd) => {
  const url = optValue(cmd.args, '--url') ?? '';
  if (!/^https?:\/\/(?:www\.)?github\.com\/[\w.-]+/i.test(url) || !cmd.args.some((x) => /^--(?:token|pat)(?:=|$)/.test(x))) return [];
  const how = snippet(cmd.text, 60);
  if (/\/[\w.-]*\b(?:public|oss|open-?source|community|opensource)\b[\w.-]*\/?$/i.test(url)) return [f('dangerous', `registers this machine as a CI runner of a public repository, so code from anyone's pull request runs on it (${how})`)];
  return [f('destructive', `registers this machine as a CI runner, so the repository's workflows run code on it (${how})`)];
};

export const extraFamilies = [
  commandFamily('sftp-batch', '(lead19) sftp uploads fed as batch input (put LOCAL REMOTE): read as scp of the same files', { sftp: sftpBatch }),
  commandFamily('mail-and-dns-servers', '(lead19) postfix/exim queues and settings, PowerDNS, nsupdate and rndc: queued mail deleted, open relays, zones and records changed', { postsuper: mailServer, postqueue: mailServer, mailq: mailServer, postconf: mailServer, exim: mailServer, exim4: mailServer, pdnsutil: dnsServer, nsupdate: dnsServer, rndc: dnsServer, knotc: dnsServer }),
  commandFamily('tunnels', '(lead19) ngrok, cloudflared --url, localtunnel, bore and tailscale funnel: a local service put on the internet is confirm; a database, shell or admin page, or another machine\'s service, verify', { ngrok: tunnel, cloudflared: tunnel, lt: tunnel, localtunnel: tunnel, bore: tunnel, tailscale: tunnel }),
  commandFamily('coordination-and-runners', '(cls-holes19) zkCli/zookeeper-shell recursive deletes of a top-level tree; GitHub self-hosted runners registered by config.sh', { 'zkcli.sh': zkShell, zkcli: zkShell, 'zookeeper-shell.sh': zkShell, 'zookeeper-shell': zkShell, 'config.sh': runnerConfig, config: runnerConfig }),
  commandFamily('store-and-disk', 'manage-bde (BitLocker off), consul acl tokens with global management, fastlane releases, certbot revoke', { 'manage-bde': bitlocker, consul, fastlane, certbot }),
  commandFamily('data-science', 'jupyter notebooks run on this machine; dvc data tracking (gc --cloud deletes from the shared remote) (cls-benign18)', { jupyter, dvc }),
  commandFamily('registries', 'crane, gcrane, regctl, skopeo, oras: reads are safe; a tag pushed or repointed, or an image deleted, by the environment its reference names', { crane: registryCli, gcrane: registryCli, regctl: registryCli, skopeo: registryCli, oras: registryCli }),
  commandFamily('netcat', 'nc, ncat, netcat, socat: a shell handed to a network peer (-e /bin/sh, EXEC:bash) is verify', { nc: netcat, ncat: netcat, netcat, socat: netcat }),
  commandFamily('mail', 'mail, mailx, mutt, sendmail, swaks, msmtp: a message sent is confirm; a file or people\'s data sent to a personal mailbox is verify', { mail: mailCmd, mailx: mailCmd, mutt: mailCmd, sendmail: mailCmd, swaks: mailCmd, msmtp: mailCmd, 's-nail': mailCmd }),
  commandFamily('scheduling', 'crontab, at, schtasks and launchctl: a new scheduled job is at least confirm and its command is read; removing or replacing existing ones is verify; stopping a security agent is verify', { crontab, at, atq: at, atrm: at, batch: at, schtasks, launchctl, 'systemd-run-timer': systemdTimer }, true),
  commandFamily('retention', 'journalctl --vacuum, kafka-configs retention: shrinking what is kept is judged by the duration left', { journalctl, 'kafka-configs': kafkaConfigs, 'kafka-configs.sh': kafkaConfigs }),
  commandFamily('host-security', 'auditctl, csrutil, spctl, netsh: turning off audit, OS protections or the firewall; revealing stored Wi-Fi keys', { auditctl, csrutil: macSecurity, spctl: macSecurity, netsh, profiles: profilesCmd, systemsetup: hostGuards, socketfilterfw: hostGuards, nvram: hostGuards, kextunload: hostGuards, kmutil: hostGuards, systemextensionsctl: hostGuards, 'firewall-cmd': hostGuards, 'aa-teardown': hostGuards, 'aa-complain': hostGuards, 'aa-disable': hostGuards, apparmor_parser: hostGuards, setsebool: hostGuards, getsebool: hostGuards, nvme: hostGuards, hdparm: hostGuards, asr: hostGuards, jamf: hostGuards, defaults: macDefaults }, true),
  commandFamily('secret-stores', 'vault, op (1Password), bw, lpass, pass, security: reading a secret value is confirm, a production one verify; audit devices and engines', { vault, op: passwordManagers, bw: passwordManagers, lpass: passwordManagers, pass: passwordManagers, gopass: passwordManagers, security: passwordManagers }),
  commandFamily('job-runners', '(cls-code18) dagster, prefect, temporal/tctl and argo starting a job, flow deployment or workflow, read by its name', { dagster, prefect, temporal, tctl: temporal, argo }),
  commandFamily('data-tools', 'dbt, airflow and database dumps (pg_dump, mysqldump, mongodump, pg_dumpall): full refreshes, backfills, drop macros, data copied to files', { dbt, airflow, pg_dump: dumps, pg_dumpall: dumps, mysqldump: dumps, mongodump: dumps, mongoexport: dumps }),
  commandFamily('gitops', 'argocd: cascade deletes, syncs with prune, rollbacks', { argocd }),
  commandFamily('hubs-and-stacks', 'huggingface-cli uploads (public unless --private), supabase db reset/push, velero backups', { 'huggingface-cli': hfUpload, hf: hfUpload, supabase, velero }),
  commandFamily('acls-and-wallets', 'kafka-acls (every client or every operation opens the cluster), and wallet CLIs (bitcoin-cli, cast, solana): coins sent are money, counted in dollars', { 'kafka-acls': kafkaAcls, 'kafka-acls.sh': kafkaAcls, 'bitcoin-cli': bitcoinCli, 'litecoin-cli': bitcoinCli, 'dogecoin-cli': bitcoinCli, cast: castCli, solana: solanaCli }),
  commandFamily('system', 'mount/umount/swapoff, sysctl, ssh-copy-id, restic/borg/kopia forget and prune, tmutil', { umount: mountCmd, mount: mountCmd, swapoff: mountCmd, sysctl, 'ssh-copy-id': sshCopyId, restic, borg: restic, kopia: restic, tarsnap, tmutil, pgbackrest: pgBackupTool, 'wal-g': pgBackupTool, barman: pgBackupTool }, true),
];

void hasFlag;
void pathKind;
