// Files written, edited, patched or read — judged by what the file does
// afterwards (LABELS.md "Framings"): a disabled CI check, a workflow that
// runs fork code with secrets, a hook, a privilege rule, a start-up or
// scheduled entry, a memory note that pre-approves actions. And Airlock's
// self-protection: its home (policy, database, keys, socket), its install,
// the clients' hook and MCP settings, shell start-up files and scheduled
// tasks are at least verify, however they are changed.
import { detectEnv, pathKind } from '../context';
import { f, ladder, readSecret, snippet, type Finding } from '../findings';
import { hasFlag, optValue, positionals, type Cmd } from '../shell/parse';
import type { Ctx } from '../rules/types';
import { cronCommands } from '../rules/extra';
import { notDeployed, transportLowered } from '../rules/tls';
import { capNoteDeletes, gateRemoved, memoryWaives } from '../text/memory';
import { readProse } from './prose';
import { unifiedDiff } from './writes';
import { edits18Effects } from './files18';
import { edits19Effects, saidEdits19 } from './files19';
import { ciTightened, edits20Effects, jobCommands, laterCommands, saidEdits20 } from './files20';
import { edits21Effects, saidEdits21 } from './files21';
import { edits22Effects, mailAuthTightened, saidEdits22 } from './files22';
import { edits26Effects, saidEdits26 } from './edit26';
import { edits25Effects, saidDiff25 } from './shell25';
import { edits25Effects as firmwareEdits25Effects, saidEdits25 } from './benign25';

// ------------------------------------------------------------------ protected places

/** Airlock's home (default and per-OS), its install and its executables. */
const AIRLOCK = [
  /(?:^|[\\/])\.config[\\/]airlock(?:[\\/]|$)/i,
  /library[\\/]application support[\\/]airlock(?:[\\/]|$)/i,
  /(?:%appdata%|\$env:appdata|\$\{?appdata\}?|appdata[\\/]roaming)[\\/]airlock(?:[\\/]|$)/i,
  /\$\{?airlock_home\}?|%airlock_home%|\$env:airlock_home/i,
  /airlock\.app(?:[\\/]|$)/i,
  /program files(?: \(x86\))?[\\/]airlock(?:[\\/]|$)/i,
  /appdata[\\/]local[\\/]programs[\\/]airlock(?:[\\/]|$)/i,
  /(?:^|[\\/])opt[\\/]airlock(?:[\\/]|$)/i,
  /[\\/]usr[\\/](?:local[\\/])?(?:bin|lib|share)[\\/]airlock(?:[\\/]|$|\.)/i,
  /(?:^|[\\/])bin[\\/]airlock(?:\.mjs|\.cmd|\.exe|\.js)?$/i,
  // (lead18) The hook and CLI inside an install found by substitution ($(npm root -g)/airlock/bin/airlock-hook.mjs).
  /(?:^|[\\/])airlock[\\/]bin[\\/]/i,
  /(?:^|[\\/])airlock-hook(?:\.m?js|\.cmd|\.exe)?$/i,
  /node_modules[\\/](?:\.bin[\\/])?airlock(?:[\\/]|$)/i,
  /(?:^|[\\/])airlock[\\/](?:policy\.json|airlock\.db(?:-wal|-shm)?|keys(?:[\\/]|$)|run(?:[\\/]|$)|out(?:[\\/]|$))/i,
  // A dot-directory named for Airlock in a home (~/.airlock, $HOME/.airlock/policy.yaml): its home as agents name it.
  /(?:^|[\\/]|~)\.airlock(?:[\\/]|$)/i,
];
/** Every AIRLOCK pattern spells "airlock": a path without that word skips the list (checked once here, so a new pattern without it only turns the shortcut off). */
const AIRLOCK_NAMED = AIRLOCK.every((re) => re.source.toLowerCase().includes('airlock'));
/** Client hook and MCP settings: one edit turns every later hook call into "no decision". */
const CLIENT_SETTINGS = [
  /(?:^|[\\/])\.claude[\\/]settings(?:\.local)?\.json$/i,
  /(?:^|[\\/])\.claude\.json$/i,
  /(?:^|[\\/])\.cursor[\\/](?:hooks|mcp)\.json$/i,
  /(?:^|[\\/])\.codex[\\/](?:config\.toml|hooks\.json)$/i,
  /(?:^|[\\/])\.gemini[\\/]settings\.json$/i,
  /claude_desktop_config\.json$/i,
  /(?:^|[\\/])\.vscode[\\/]mcp\.json$/i,
  /(?:^|[\\/])code(?: - insiders)?[\\/]user[\\/](?:mcp|settings)\.json$/i,
  /(?:^|[\\/])\.codeium[\\/]windsurf[\\/]mcp_config\.json$/i,
  /cline_mcp_settings\.json$/i,
  /(?:^|[\\/])\.continue[\\/]config\.(?:json|yaml)$/i,
];
/** Shell start-up files and profiles: whatever is written there runs in every new shell. */
const STARTUP = [
  /(?:^|[\\/])\.(?:bashrc|bash_profile|bash_login|bash_logout|bash_aliases|profile|zshrc|zprofile|zshenv|zlogin|zlogout|kshrc|cshrc|tcshrc|mkshrc|xprofile|xinitrc)$/i,
  /(?:^|[\\/])\.config[\\/]fish[\\/](?:config\.fish|conf\.d[\\/])/i,
  /^\/etc\/(?:profile|bash\.bashrc|bashrc|zshrc|zsh[\\/]|environment$|profile\.d[\\/])/i,
  /(?:microsoft\.powershell_profile|profile)\.ps1$/i,
  /^\$profile$/i,
  /start menu[\\/]programs[\\/]startup[\\/]/i,
];
/** Scheduled tasks and services: they run unattended, later. */
const SCHEDULED = [
  /^\/etc\/(?:crontab|cron\.(?:d|hourly|daily|weekly|monthly)(?:[\\/]|$)|anacrontab)/i,
  /^\/var\/spool\/cron(?:[\\/]|$)/i,
  // A crontab file anywhere (deploy/crontab, a user's crontab handed to `crontab FILE`): its lines are scheduled jobs.
  /(?:^|[\\/])crontab$/i,
  /(?:^|[\\/])(?:etc|lib|usr[\\/]lib)[\\/]systemd[\\/]system[\\/]/i,
  /(?:^|[\\/])\.config[\\/]systemd[\\/]user[\\/]/i,
  /\.(?:service|timer)$/i,
  /(?:^|[\\/])library[\\/]launch(?:agents|daemons)[\\/]/i,
  /windows[\\/]system32[\\/]tasks[\\/]/i,
];

export type Protected = 'airlock' | 'client' | 'startup' | 'scheduled';

/**
 * One pattern that matches where any of `list` does (their sources as alternatives), or null when they cannot be
 * joined (different flags, back-references, named groups): then every path is tried against the list as before.
 */
function anyOf(list: readonly RegExp[]): RegExp | null {
  if (list.length === 0 || list.some((re) => re.flags !== 'i' || /\\[1-9k]|\(\?</.test(re.source))) return null;
  return new RegExp(list.map((re) => `(?:${re.source})`).join('|'), 'i');
}
/** Most paths are none of the protected kinds: one search says so, instead of a search per pattern. */
const ANY_PROTECTED = anyOf([...CLIENT_SETTINGS, ...STARTUP, ...SCHEDULED]);

export function protectedKind(path: string, extra: readonly string[]): Protected | null {
  if (!path) return null;
  const p = path.trim().replace(/^["']|["']$/g, '');
  for (const x of extra) if (x && (p === x || p.startsWith(x.endsWith('/') || x.endsWith('\\') ? x : `${x}/`) || p.startsWith(`${x}\\`))) return 'airlock';
  if (!AIRLOCK_NAMED || p.toLowerCase().includes('airlock')) for (const re of AIRLOCK) if (re.test(p)) return 'airlock';
  if (ANY_PROTECTED && !ANY_PROTECTED.test(p)) return null;
  for (const re of CLIENT_SETTINGS) if (re.test(p)) return 'client';
  for (const re of STARTUP) if (re.test(p)) return 'startup';
  for (const re of SCHEDULED) if (re.test(p)) return 'scheduled';
  return null;
}

const WHAT: Record<Protected, string> = {
  airlock: "Airlock's own home, install or executables",
  client: "a client's hook or MCP settings, which route its tool calls through Airlock",
  startup: 'a shell start-up file, which runs in every new shell',
  scheduled: 'a scheduled task or service definition, which runs unattended',
};

// cls-benign17: lines a person adds to their own shell profile that run nothing new (confirm, not verify): an alias for a
// routine command or a locale/colour setting. An alias body is judged as the command it stands for; one that shadows sudo,
// ssh, git or an agent client, or that skips a check, is not inert. PATH, PAGER, EDITOR and the like choose which program
// runs and stay under the self-protection floor (verify), like everything else written there.
const RC_ALIAS = /^\s*alias\s+(?:--\s+)?([\w.:+-]{1,40})=(?:'([^'\n]{0,300})'|"([^"\n$`\\]{0,300})"|([^\s'"$`;|&<>()]{1,100}))\s*(?:#.*)?$/;
const RC_EXPORT = /^\s*(?:export\s+)?(LANG|LANGUAGE|LC_[A-Z]+|TERM|CLICOLOR|LSCOLORS|LS_COLORS|BAT_THEME)=(?:"([^"\n`]{0,300})"|'([^'\n]{0,300})'|([^\s'"`;|&<>()]{0,300}))\s*(?:#.*)?$/;
const RC_SHADOWED = /^(?:sudo|su|doas|ssh|scp|sftp|gpg|passwd|chmod|chown|curl|wget|airlock|claude|codex|gemini|aider|cursor|cline|goose|amp|opencode|cd|ls|cat|cp|mv|rm|git|npm|pip|python3?|node|sh|bash|zsh|kubectl|docker|terraform|aws|gcloud|az)$/i;
const RC_RISKY_BODY = /\$\(|`|\beval\b|\bsource\b|(?:^|[\s;|&])\.\s|--no-verify|dangerously|skip[-_]?permissions|\byolo\b|bypass|--insecure|\btrust\b|[|]\s*(?:ba|z|da|k)?sh\b|\b(?:curl|wget|nc|ncat|socat)\b|https?:|\/dev\/tcp|sudo\b|\bdoas\b/i;
/**
 * cls-benign17: such lines still change what every new shell has (the open corpora's authors label them a start-up entry,
 * at least destructive, like a new cron entry), but they weaken nothing: confirm, not the protected-path verify.
 */
function inertStartupFinding(how: string): Finding {
  return { level: 'destructive', reason: `adds an alias or setting to a shell start-up file; it runs nothing new (${snippet(how, 60)})`, floor: 'destructive' };
}
/** Every line of text added to a shell start-up file is an alias, setting or PATH entry that runs nothing new (cls-benign17). */
export function inertStartup(text: string, ctx: Ctx): boolean {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (lines.length === 0 || lines.length > 24) return false;
  for (const l of lines) {
    const a = RC_ALIAS.exec(l);
    if (a) {
      const body = (a[2] ?? a[3] ?? a[4] ?? '').trim();
      if (!body || RC_SHADOWED.test(a[1] as string) || RC_RISKY_BODY.test(body)) return false;
      // (The body must itself be a command that needs no person: `alias gs='git status'`, `alias k=kubectl`.)
      const head = body.split(/\s+/)[0] as string;
      if (/^(?:airlock|claude|codex|gemini|aider|cursor|cline|goose|amp|opencode)$/i.test(head)) return false;
      if (ctx.inner(body).some((x) => { const l = x.unknown ?? x.level; return l !== 'safe' && l !== 'reversible'; })) return false;
      continue;
    }
    const e = RC_EXPORT.exec(l);
    if (!e) return false;
    const value = e[2] ?? e[3] ?? e[4] ?? '';
    if (/\$|`/.test(value)) return false;
  }
  return true;
}

// cls-benign17: a hosts-file line that names a development machine: a loopback or private address given a name under a
// reserved or local suffix (.test, .localhost, .local, .internal, .lan, .home.arpa, .example, .invalid, localhost). A
// real domain sent to an address (a sign-in page, a security agent's update host) is not one.
const HOSTS_LINE = /^\s*(127(?:\.\d{1,3}){3}|::1|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|fe80::[\da-f:]+|fd[\da-f]{2}:[\da-f:]+)\s+([\w.\s-]{1,400}?)\s*(?:#.*)?$/i;
const DEV_NAME = /^(?:localhost|[\w-]+(?:\.[\w-]+)*\.(?:test|localhost|local|internal|lan|home\.arpa|example|invalid|localdomain))$/i;
/** Every line added to a hosts file names a development machine on a local or private address (cls-benign17). */
export function localHostsEntries(text: string): boolean {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (lines.length === 0 || lines.length > 32) return false;
  return lines.every((l) => {
    const m = HOSTS_LINE.exec(l);
    return !!m && (m[2] as string).split(/\s+/).filter(Boolean).every((n) => DEV_NAME.test(n));
  });
}
/** The machine's hosts file, on Unix or Windows. */
export const HOSTS_FILE = /^(?:\/private)?\/etc\/hosts$|(?:^|[\\/])system32[\\/]drivers[\\/]etc[\\/]hosts$/i;

export function protectedFinding(kind: Protected, how: string): Finding {
  return { level: 'dangerous', reason: `changes ${WHAT[kind]} (${snippet(how, 60)})`, floor: 'dangerous' };
}

/** Commands that change a protected path: write, move, delete, chmod, truncate, link — or stop Airlock itself. */
const TOUCHING = new Set(['sponge', 'rm', 'rmdir', 'unlink', 'shred', 'mv', 'cp', 'ln', 'tee', 'truncate', 'chmod', 'chown', 'chgrp', 'chattr', 'sed', 'perl', 'install', 'touch', 'dd', 'rsync', 'remove-item', 'move-item', 'copy-item', 'set-content', 'add-content', 'clear-content', 'out-file', 'new-item', 'rename-item', 'set-acl', 'del', 'erase', 'rd', 'move', 'copy', 'ren', 'rename', 'icacls', 'takeown', 'jq', 'yq', 'git', 'trash', 'trash-put', 'rimraf', 'vi', 'vim', 'nano', 'emacs', 'code', 'ed', 'ex', 'awk', 'python', 'python3', 'node']);
const STOPPERS = new Set(['kill', 'pkill', 'killall', 'taskkill', 'stop-process', 'systemctl', 'launchctl', 'service', 'sc']);

export function protectedTouch(c: Cmd, extra: readonly string[], keepsCrontab = true, inert: ReadonlySet<string> = new Set()): Finding[] {
  const out: Finding[] = [];
  // Stopping Airlock itself.
  if (STOPPERS.has(c.name)) {
    const j = c.args.join(' ');
    if (/\bairlock\b/i.test(j) && !/\b(status|list|show|is-active|print|query)\b/.test(j)) out.push({ level: 'dangerous', reason: `stops Airlock itself (${snippet(c.text, 60)})`, floor: 'dangerous' });
  }
  if (/^(npm|pnpm|yarn|brew|apt|apt-get|winget|choco|snap)$/.test(c.name) && /\b(uninstall|remove|rm|un|purge)\b/.test(c.args.join(' ')) && /(?:^|\s)airlock(?:\s|$|@)/i.test(c.args.join(' '))) {
    out.push({ level: 'dangerous', reason: `uninstalls Airlock (${snippet(c.text, 60)})`, floor: 'dangerous' });
  }
  const targets: string[] = [];
  for (const r of c.redirects) if (!r.op.startsWith('<') && r.target) targets.push(r.target);
  if (TOUCHING.has(c.name)) {
    const pos = positionals(c.args);
    if (c.name === 'git') {
      if (/^(rm|mv|checkout|restore)$/.test(pos[0] ?? '')) targets.push(...pos.slice(1));
    } else if (c.name === 'jq' || c.name === 'yq' || c.name === 'awk') {
      if (hasFlag(c.args, 'i', '--in-place') || c.name === 'yq' && c.args.includes('-i')) targets.push(...pos.slice(1));
    } else if (c.name === 'sed' || c.name === 'perl') {
      if (c.args.some((x) => /^-[a-zA-Z]*i/.test(x) || x === '--in-place')) targets.push(...pos.slice(1));
    } else targets.push(...pos);
  }
  // Where a command writes a file named by an option: a download (curl -o, wget -O), dd of=, PowerShell -Path/-FilePath.
  const outFile = writtenPath(c);
  if (outFile) targets.push(outFile);
  if (c.name === 'crontab' && !c.args.includes('-l')) targets.push('/var/spool/cron/crontab');
  if ((c.name === 'schtasks' && c.args.some((x) => /^\/(delete|change)$/i.test(x))) || (/^(unregister|set|disable)-scheduledtask$/.test(c.name))) targets.push('C:/Windows/System32/Tasks/x');
  const seen = new Set<Protected>();
  for (const t of targets) {
    const k = protectedKind(t, extra);
    if (!k || seen.has(k)) continue;
    // cls-benign17: an alias or setting appended to the person's own shell profile (judged by writesOf's text).
    if (k === 'startup' && inert.has(t)) {
      seen.add(k);
      out.push(inertStartupFinding(c.text || t));
      continue;
    }
    // Adding a new scheduled job is the settled "at least destructive" case; the rules for crontab,
    // schtasks and at judge it (and its content). Removing or rewriting existing entries is verify.
    // A table fed on stdin that does not start from `crontab -l` (cat jobs | crontab -, crontab < jobs) replaces every existing entry, like `crontab file`.
    if (k === 'scheduled' && c.name === 'crontab' && (c.args.includes('-') || c.args.length === 0) && !c.args.includes('-r') && keepsCrontab) continue;
    if (k === 'scheduled' && c.name === 'tee' && c.args.some((x) => /cron\.d/.test(x))) continue;
    seen.add(k);
    out.push(protectedFinding(k, c.text || t));
  }
  return out;
}

/** The file a command writes when an option names it (not a positional): curl -o, wget -O, dd of=, sponge, Out-File. */
export function writtenPath(c: Cmd): string | undefined {
  if (c.name === 'curl') {
    const eq = c.args.find((x) => x.startsWith('--output='));
    if (eq) return eq.slice(9);
    // -o FILE, or -o last in a bundle of short options (-fsSLo FILE).
    const at = c.args.findIndex((x) => x === '--output' || /^-[a-zA-Z]*o$/.test(x));
    return at >= 0 ? c.args[at + 1] : undefined;
  }
  if (c.name === 'wget') {
    const eq = c.args.find((x) => x.startsWith('--output-document='));
    if (eq) return eq.slice(18);
    const at = c.args.findIndex((x) => x === '--output-document' || /^-[a-zA-Z]*O$/.test(x));
    return at >= 0 ? c.args[at + 1] : undefined;
  }
  if (c.name === 'dd') return c.args.find((x) => x.startsWith('of='))?.slice(3);
  if (c.name === 'sponge') return positionals(c.args)[0];
  if (c.name === 'set-content' || c.name === 'add-content' || c.name === 'out-file' || c.name === 'clear-content' || c.name === 'new-item' || c.name === 'copy-item' || c.name === 'move-item') return optValue(c.args, '-Path', '-path', '-LiteralPath', '-literalpath', '-FilePath', '-filepath', '-Destination', '-destination');
  return undefined;
}

// ------------------------------------------------------------------ file writes, edits and patches

const CI = /(?:^|[\\/])(?:\.github[\\/]workflows[\\/]|\.gitlab-ci\.ya?ml$|jenkinsfile$|\.circleci[\\/]|azure-pipelines\.ya?ml$|\.travis\.ya?ml$|bitbucket-pipelines\.ya?ml$|\.buildkite[\\/]|cloudbuild\.ya?ml$|\.drone\.ya?ml$|\.woodpecker)/i;
const HOOKS = /(?:^|[\\/])(?:\.git[\\/]hooks[\\/]|\.config[\\/]git[\\/]hooks[\\/]|\.husky[\\/]|\.githooks[\\/])|(?:^|[\\/])(?:lefthook\.ya?ml|\.pre-commit-config\.ya?ml|\.lintstagedrc)/i;
// (cls-plan17: also AGENT.md, QWEN.md, WARP.md, aider's CONVENTIONS.md, .roorules, .goosehints, *.instructions.md, the rules
// folders of Roo, Kiro, Amazon Q, Continue and Junie, Cline's memory-bank/ and a .memory/ folder.)
// (cls-edits22: Claude's memory tool directory /memories/, Zed's `.rules`, CRUSH.md, and the rules folders of Trae, Augment, OpenHands, Tabnine and Qoder.)
const MEMORY = /(?:^|[\\/])(?:\.rules$|memories[\\/]|crush\.md|\.(?:trae|augment|openhands|tabnine|qoder)[\\/](?:rules|microagents|guidelines)[\\/]|claude\.md|claude\.local\.md|agents\.md|agent\.md|gemini\.md|qwen\.md|warp\.md|conventions\.md|\.cursorrules|\.windsurfrules|\.roorules|\.goosehints|\.augment-guidelines|copilot-instructions\.md|[\w-]+\.instructions\.md|\.clinerules|memory\.md|\.cursor[\\/]rules[\\/]|\.(?:roo|kiro|amazonq|continue|junie)[\\/]|memory-bank[\\/]|\.memory[\\/])/i;
const CODEOWNERS = /(?:^|[\\/])codeowners$/i;

/**
 * A file whose deletion removes a check: a CI workflow named for tests, scans or checks, a hook or hook
 * configuration (.pre-commit-config.yaml, lefthook, husky), CODEOWNERS (a mandatory review).
 */
export function removesCheck(path: string): boolean {
  const p = path.trim();
  // git's own example hooks (pre-commit.sample) run nothing.
  if (/\.sample$/i.test(p)) return false;
  if (HOOKS.test(p) || CODEOWNERS.test(p)) return true;
  return CI.test(p) && /(?:^|[\\/._-])(?:tests?|ci|checks?|scan|security|sast|codeql|lint|audit|verify|gitleaks|trivy|snyk|secrets?|dependency-review|required)(?:[\\/._-]|$)/i.test(p);
}

export interface FileChange {
  path: string;
  content: string;
  old?: string;
  tool: string;
  deleted?: boolean;
}

/**
 * Judges a file written, edited or deleted by what the file does afterwards.
 * `contentOnly`: the caller (a shell command with a visible body) has judged
 * the path itself already; only what the written text does is added.
 */
export function readFileChange(ch: FileChange, ctx: Ctx, opts: { contentOnly?: boolean } = {}): Finding[] {
  const out: Finding[] = [];
  const p = ch.path.trim();
  const how = `${ch.tool} ${p}`;
  const prot = protectedKind(p, ctx.protectedPaths);
  const whole = !opts.contentOnly;
  // cls-benign17: lines added to a shell profile that only define aliases or settings, with nothing taken out, run nothing new.
  const inertRc = prot === 'startup' && ch.old !== undefined && !ch.deleted && addedText(ch.content, ch.old).trim() === '' && inertStartup(addedText(ch.old, ch.content), ctx);
  // (cls-code17) A crontab entry given on its own (frames.ts, a bare cron line) is one new entry added: the settled
  // "new scheduled job" case (destructive), judged with what it runs below; no existing entry is rewritten.
  if (prot === 'scheduled' && whole && ch.tool === 'cron entry') out.push(f('destructive', `adds a scheduled job that runs unattended (${snippet(ch.content.trim(), 60)})`));
  else if (prot && whole && !inertRc) out.push(protectedFinding(prot, how));
  else if (inertRc && whole) out.push(inertStartupFinding(how));
  const kind = pathKind(p);
  if (ch.deleted) {
    if (!whole) return out;
    if (kind === 'regenerable' || kind === 'tmp') out.push(f('reversible', `deletes regenerable ${p}`));
    else if (removesCheck(p)) out.push(f('dangerous', `deletes a check the repository requires (${snippet(p, 60)})`));
    // cls-plan14: a manifest or module named for a protection (a default-deny network policy, a WAF or firewall rule, pod
    // security, an audit or backup policy) deleted from the repository stops being applied at the next deploy.
    else if (PROTECTIVE_FILE.test(p.replace(/^.*[\\/]/, '')) && !notDeployed(p)) out.push(f('dangerous', `deletes a protection the deploy applies (${snippet(p, 60)})`));
    // A patch or diff deletes a tracked file inside the repository: the history keeps it.
    else if ((ch.tool === 'apply_patch' || ch.tool === 'diff') && /^(?![\\/~]|[a-z]:|\.\.)/i.test(p) && !CI.test(p) && !HOOKS.test(p) && !MEMORY.test(p) && kind !== 'secret') out.push(f('reversible', `deletes ${snippet(p, 60)} from the repository (kept in its history)`));
    else out.push({ level: 'destructive', reason: `deletes the file ${snippet(p, 60)}`, local: true });
    return out;
  }
  const added = ch.old === undefined ? ch.content : addedText(ch.old, ch.content);
  // cls-plan15: a system file's copy kept in the repository (ansible/roles/…/sshd_config, deploy/sudoers) and edited is
  // judged by what its text does (an insecure option, a passwordless rule), not as the live file.
  const repoCopy = ch.old !== undefined && /[\\/]/.test(p) && !/^(?:[\\/~$%]|[a-z]:)/i.test(p);
  // cls-benign17: a hosts file given only names of development machines on local addresses, with nothing taken out.
  const devHosts = HOSTS_FILE.test(p) && !ch.deleted && (ch.old === undefined ? /^\s*(?:127\.0\.0\.1|::1)\s+localhost\b/im.test(ch.content) : addedText(ch.content, ch.old).trim() === '') && localHostsEntries(ch.old === undefined ? ch.content : added);
  if (devHosts) out.push(f('reversible', `adds a local name for a development machine to the hosts file (${snippet(p, 60)})`));
  // (cls-edits17) A name pointing at this machine (127.0.0.1, ::1) added to the hosts file.
  else if (whole && !repoCopy && (kind === 'critical' || kind === 'system') && loopbackHostsEntry(p, ch.old !== undefined ? added : null)) out.push(f('reversible', `adds a local name pointing at this machine to ${snippet(p, 40)}`));
  else if (whole && !repoCopy && (kind === 'critical' || kind === 'system')) out.push(f('dangerous', `changes a system file (${snippet(p, 60)})`));
  // An edit of a dev environment file (.env.development, .env.test) whose changed lines hold no credential (DEBUG=true → false) is a dev config change.
  // (cls-edits16) A connection URL is no credential unless it carries a password or a token as its user.
  const devSetting = ch.old !== undefined && detectEnv(p).env === 'dev' && !/secret|token|key|pass|pwd|credential|private|auth|dsn|:\/\/(?:[^\s/@:]+:[^\s/@]+|[^\s/@:]{16,})@|^\s*\w*(?:user|login)\s*=/im.test(`${ch.old}\n${ch.content}`.replace(/\b(?:SKIP|DISABLE|BYPASS|NO)_AUTH\w*|\bAUTH_(?:DISABLED|ENABLED|BYPASS)\b/gi, ''));
  // cls-plan15: a project's registry config whose text holds no credential's value (`_authToken=${NPM_TOKEN}`,
  // `registry=…`) is project configuration, not a secrets file.
  const rcNoValue = /^(?:\.\/)?(?:[\w.-]+\/)*\.(?:npmrc|yarnrc(?:\.yml)?)$/i.test(p) && !/^(?:~|\$|%|\/|[a-z]:)|(?:^|\/)(?:home|users)\//i.test(p) && !LIVE_SECRET.test(ch.content) && !/(?:_auth(?:Token)?|_password|npmAuthToken)\s*[:=]\s*["']?(?!\$\{)[^\s"'$]{8,}/i.test(ch.content);
  if (whole && kind === 'secret' && !devSetting && !rcNoValue && !/\.(example|sample|template)$/i.test(p)) out.push({ level: 'destructive', reason: `writes a secrets file (${snippet(p, 60)})`, local: true });
  if (prot === 'scheduled' || prot === 'startup') out.push(...runsLater(p, prot, added, ctx));
  // (cls-edits19) A schedule file kept in the repository and installed by the deploy (deploy/cron.d/cleanup,
  // ops/crontab.prod) is judged by what its entries run, as a systemd unit's Exec lines are.
  else if (!prot && !DOC_FILE.test(p) && !notDeployed(p) && /(?:^|[\\/])cron\.(?:d|daily|hourly|weekly|monthly)[\\/][^\\/]+$|(?:^|[\\/])crontab(?:[.-][\w-]+)?$|\.cron$/i.test(p)) {
    // (An entry that only names a script, `0 3 * * * /usr/local/bin/rotate-logs.sh`, runs what this edit does not show.)
    const shown = added.split('\n').filter((l) => /^\s*(?:@\w+|(?:\S+\s+){5})(?:root\s+|[a-z_][\w-]*\s+(?=\S+\s))?\S+\s+\S/.test(l)).join('\n');
    if (shown) out.push(...runsLater(/(?:^|[\\/])cron\.d[\\/]/i.test(p) ? '/etc/cron.d/repo' : 'crontab', 'scheduled', shown, ctx));
  }
  // (cls-edits20) A Kubernetes CronJob or Job manifest is judged by what its containers run (`command:` / `args:`), as a
  // repository cron file is by its entries; a command the old text already ran is not new.
  if (!prot && !DOC_FILE.test(p) && !notDeployed(p) && /^\s*kind\s*:\s*["']?(?:CronJob|Job)\b/m.test(ch.content)) {
    const before = new Set(ch.old ? jobCommands(ch.old) : []);
    for (const cmd of jobCommands(ch.content).filter((c) => !before.has(c)).slice(0, 8)) out.push(...runsLater('job', 'scheduled', cmd, ctx));
  }
  // (cls-edits20) Scheduler DSLs, deploy hooks and start commands (config/schedule.rb, Laravel's Kernel, Procfile,
  // app.json, package.json start, Dockerfile CMD, entrypoint scripts, a workload's command): judged by the commands they
  // add, as a cron file's entries are.
  else if (!prot && !DOC_FILE.test(p) && !notDeployed(p) && !/^\s*kind\s*:\s*["']?(?:CronJob|Job)\b/m.test(ch.content)) {
    const before = new Set(ch.old ? laterCommands(p, ch.old).map((c) => c.cmd) : []);
    // (A deploy hook or start command's confirm-level work — `rails db:migrate` at release — is the deploy's routine; only
    // what is dangerous or worse there counts. A scheduler's new entry counts from confirm, as a cron file's does.)
    for (const { cmd, when } of laterCommands(p, ch.content).filter((c) => !before.has(c.cmd)).slice(0, 8)) {
      for (const x of ctx.inner(cmd)) {
        const at = x.unknown ?? x.level;
        if (at === 'dangerous' || at === 'forbidden' || (when === 'the scheduled job' && x.level !== 'safe' && x.level !== 'reversible')) out.push({ ...x, reason: `${when} would run: ${x.reason}` });
      }
    }
  }
  // (cls-shell18) A cloud-init document: its `runcmd:` / `bootcmd:` entries run as root when the machine boots.
  if (CLOUD_CONFIG.test(ch.content)) out.push(...cloudInitRuns(added, ctx));
  if (CI.test(p)) out.push(...ciChange(ch, added, ctx));
  if (HOOKS.test(p)) out.push(...hookChange(ch, added, ctx));
  if (MEMORY.test(p)) {
    // (cls-edits22) A rules file's YAML front matter (Cursor .mdc, Copilot .instructions.md, OpenHands microagents) is
    // metadata, not the note; a delete permission that names no production system keeps the note's tier (capNoteDeletes).
    const note = added.replace(/^\s*---\n[\s\S]{0,600}?\n---[ \t]*(?:\n|$)/, '');
    const r = readProse(note, 'memory');
    out.push(...r.findings.filter((x) => x.level !== 'safe' && x.level !== 'reversible'));
    // (cls-plan20) A waiver is judged by the acts it names, as in every other memory notation.
    if (added.length < 2000 && r.findings.some((x) => x.level === 'dangerous' || x.level === 'forbidden') && memoryWaives(note.replace(/^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+/gm, ''))) out.push(...capNoteDeletes(readProse(note.replace(/^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+/gm, ''), 'main').findings.filter((x) => x.level === 'dangerous' || x.level === 'forbidden'), note));
    // cls-plan17: an instruction file's "Ask before deploying to production" taken out (replaced or deleted, no such rule
    // left): later runs are no longer told to ask before what it named.
    if (ch.old !== undefined && gateRemoved(ch.old, ch.content)) out.push(f('dangerous', `removes a rule that made later runs ask first (${snippet(ch.old, 60)})`));
  }
  const owners = (s: string) => (s.match(/@[\w/-]+|\b[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []).length;
  // The whole CODEOWNERS file written with no owner left: every mandatory review is gone.
  // (cls-edits19: also overwritten by a shell redirect, `echo '' > .github/CODEOWNERS`; an append keeps the owners there.)
  if (CODEOWNERS.test(p) && (whole ? !ch.old : ch.old === undefined) && owners(ch.content) === 0) out.push(f('dangerous', `writes ${snippet(p, 40)} with no owners, dropping every mandatory review`));
  if (CODEOWNERS.test(p) && ch.old !== undefined) {
    if (owners(ch.content) < owners(ch.old)) out.push(f('dangerous', `removes required code owners, dropping a mandatory review (${snippet(p, 40)})`));
  }
  if (whole && /authorized_keys$/.test(p)) out.push(f('dangerous', `adds a key that grants SSH access (${snippet(p, 60)})`));
  out.push(...contentEffects(p, ch.old, ch.content, added));
  // (cls-edits21) A test fixture's or spec's settings are not deployed: flipping them is the test's own business.
  const guard = (DOC_FILE.test(p) && !MEMORY.test(p)) || notDeployed(p) ? undefined : guardFlip(ch.old ?? '', ch.content);
  // cls-edits15b: in a file named for a development environment (config/development.yml, infra/dev/…) a safeguard
  // switched off is that environment's setting, the repository's own file (reversible).
  if (guard) out.push(detectEnv(p).env === 'dev' ? Object.assign(ladder('dangerous', 'dangerous', 'reversible', `turns off a safeguard in configuration (${guard})`), { env: 'dev' as const }) : f('dangerous', `turns off a safeguard in configuration (${guard})`));
  // Test code and docs are not deployed: a test that asserts `verify=False` is absent weakens nothing (cls-plan13).
  const check = notDeployed(p) ? undefined : weakenedCheck(ch.old, added, ch.content);
  // (cls-edits18) In a file named for development or tests (`.env.test`, `config/development.yml`) the check is that
  // environment's own, as a safeguard switched off there is (cls-edits15b).
  if (check) out.push(detectEnv(p.replace(/^.*?[\\/](?:Users|home)[\\/][^\\/]+/i, '')).env === 'dev' ? Object.assign(ladder('dangerous', 'dangerous', 'reversible', `weakens a security check in ${snippet(p || 'a file', 50)} (${check})`), { env: 'dev' as const }) : f('dangerous', `weakens a security check in ${snippet(p || 'a file', 50)} (${check})`));
  if (out.length === 0 && whole) out.push(f('reversible', `writes or edits ${snippet(p || 'a file', 60)}`));
  return out;
}

/** A command line as root runs it: the whole line, pipes included, under one root shell. */
function asRoot(line: string): string {
  return `sudo sh -c '${line.replace(/'/g, `'\\''`)}'`;
}

/** (cls-shell18) A cloud-init user-data document (its own `#cloud-config` marker). */
const CLOUD_CONFIG = /^\s*#cloud-config[ \t]*$/m;

/** One YAML flow list `[ sh, -c, "curl … | sh" ]` as the command line it runs. */
function flowArgv(item: string): string {
  const words = [...item.slice(1, -1).matchAll(/\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^,]+)\s*(?:,|$)/g)].map((m) => {
    const w = (m[1] as string).trim();
    return /^["']/.test(w) ? w.slice(1, -1).replace(/\\"/g, '"') : w;
  }).filter((w) => w !== '');
  if (words.length >= 3 && /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh$/.test(words[0] as string) && words[1] === '-c') return words.slice(2).join(' ');
  return words.map((w) => (/[\s'"|;&$]/.test(w) ? `'${w.replace(/'/g, `'\\''`)}'` : w)).join(' ');
}

/** (cls-shell18) The commands of a cloud-init document's `runcmd:` and `bootcmd:` lists (plain, quoted, flow-list and block items). */
export function cloudInitCommands(text: string): string[] {
  const lines = text.split('\n');
  const cmds: string[] = [];
  for (let i = 0; i < lines.length && cmds.length < 64; i++) {
    const key = /^(\s*)(?:runcmd|bootcmd)\s*:\s*$/.exec(lines[i] as string);
    if (!key) continue;
    const k = (key[1] as string).length;
    const inList = (l: string) => !l.trim() || /^\s*#/.test(l) || ((/^(\s*)/.exec(l) as RegExpExecArray)[1] as string).length > k || /^\s*-\s/.test(l);
    for (i++; i < lines.length && inList(lines[i] as string); i++) {
      const m = /^(\s*)-\s+(.*)$/.exec(lines[i] as string);
      if (!m) continue;
      let item = (m[2] as string).trim();
      if (/^[|>][+-]?$/.test(item)) {
        const body: string[] = [];
        const ind = (m[1] as string).length;
        while (i + 1 < lines.length && ((/^(\s*)/.exec(lines[i + 1] as string) as RegExpExecArray)[1] as string).length > ind && (lines[i + 1] as string).trim()) body.push((lines[++i] as string).trim());
        item = body.join('\n');
      } else if (/^\[.*\]$/.test(item)) item = flowArgv(item);
      else if (/^"(?:[^"\\]|\\.)*"$|^'[^']*'$/.test(item)) item = item.slice(1, -1).replace(/\\"/g, '"');
      if (item) cmds.push(item);
    }
    i--;
  }
  return cmds;
}

/** (cls-shell18) What a cloud-init document runs at boot, as root, judged as those commands. */
function cloudInitRuns(text: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  for (const l of cloudInitCommands(text)) {
    // A fresh machine has no data of its own yet: a local step that is only destructive (a service enabled, a file of its
    // own removed) is its setup; what is dangerous anywhere, or reaches other systems, counts.
    // Its own system files written (/etc/motd, a config dropped in) are setup too; what the text turns on is still read.
    for (const x of ctx.inner(asRoot(l))) if ((x.level === 'dangerous' || x.level === 'forbidden' || (x.level === 'destructive' && x.local !== true)) && !/^(?:overwrites|changes|edits|appends to|writes) (?:a |the )?(?:security-critical )?system file\b/.test(x.reason)) out.push({ ...x, reason: `the machine would run at boot, as root: ${x.reason}` });
  }
  return out;
}

/** Commands a scheduled-task or start-up file will run: cron lines (with a user
 *  field in /etc/crontab and /etc/cron.d), a systemd unit's Exec lines, or the
 *  file itself as a script (cron.daily scripts, shell rc files). */
function runsLater(path: string, kind: 'scheduled' | 'startup', text: string, ctx: Ctx): Finding[] {
  const p = path.replace(/\\/g, '/');
  let lines: string[];
  if (/\.(?:service|timer)$|systemd\//i.test(p)) lines = [...text.matchAll(/^\s*Exec\w*\s*=\s*[-@+!:]*(.+)$/gim)].map((m) => m[1] as string);
  else if (/^\/etc\/(?:crontab|cron\.d\/)/.test(p)) lines = cronCommands(text, false).map((l) => (/^root\s/.test(l) ? asRoot(l.replace(/^root\s+/, '')) : l.replace(/^\S+\s+/, '')));
  else if (/^\/var\/spool\/cron/.test(p) || /(?:^|\/)crontab$/i.test(p)) lines = cronCommands(text, false);
  else if (/(?:^|\/)library\/launch(?:agents|daemons)\//i.test(p)) lines = [...text.matchAll(/<string>([^<]{1,400})<\/string>/g)].map((m) => m[1] as string).filter((x) => /\s/.test(x));
  else lines = [text];
  // System-wide scheduled scripts and units run as root unless they say otherwise.
  if (/^\/etc\/(?:cron\.(?:hourly|daily|weekly|monthly)\/|systemd\/system\/|init\.d\/|rc\.local)|^\/(?:usr\/)?lib\/systemd\/system\/|^\/library\/launchdaemons\//i.test(p) && !/^\s*User\s*=\s*(?!root\b)\S/im.test(text)) lines = lines.map(asRoot);
  const out: Finding[] = [];
  const label = kind === 'scheduled' ? 'the scheduled job would run' : 'every new shell would run';
  for (const l of lines.slice(0, 64)) {
    if (!l.trim()) continue;
    for (const x of ctx.inner(l)) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, reason: `${label}: ${x.reason}` });
  }
  return out;
}

/** Calls and settings that verify who or what is talking: signatures, tokens, TLS, sessions, CSRF, permissions. */
const CHECK_CALL = /\b(?:verify|verif(?:y|ies)_\w+|\w*[vV]erify\w*|validate_?\w*|check_?(?:signature|auth|permission|token|csrf)\w*|construct_?[eE]vent|authenticate\w*|authori[sz]e\w*|require_?auth\w*|login_required|is_?authenticated|ensure_?auth\w*|csrf_?protect\w*|hmac\.compare\w*|compare_?digest|timingSafeEqual|has_?permission\w*|can_?access)\b/;
/** Settings written into code or config that switch a check off or open access to everyone. */
const WEAK_SETTING = /\blocation\s+[^{\n]*(?:admin|internal|metrics|actuator|debug|private|manage)[^{\n]*\{[^}]*\ballow\s+all\s*;|\b(?:verify\s*=\s*False|rejectUnauthorized\s*:\s*false|InsecureSkipVerify\s*:\s*true|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['"]?0|CURLOPT_SSL_VERIFYPEER\s*,\s*(?:0|false)|csrf_exempt|@?permitAll\(\)|skip_?(?:auth|verification|signature)\w*\s*[:=]\s*(?:true|True|1)|auth\w*\.?(?:disabled|off)\s*[:=]\s*(?:true|yes|on)|(?:auth|authentication|security)\s*[:=]\s*(?:false|off|none|disabled))\b|origin\s*[:=]\s*['"]\*['"][^\n]*credentials\s*[:=]\s*true|Access-Control-Allow-Origin['"]?\s*[:,=]\s*['"]\*|["']?(?:autoApprove|alwaysAllow|auto_approve|autoApproveAll)["']?\s*[:=]\s*(?:\[\s*["']\*["']|true)|dangerously-skip-permissions|\b(?:default|script)[-_]?src\b[^;\n"]*?(?:[\s'"[]\*(?=[\s;'"\]]|$)|'unsafe-(?:eval|inline)')|["']?defaultMode["']?\s*:\s*["']bypassPermissions|\ballow\s+(?:read|write|get|list|create|update|delete)(?:\s*,\s*(?:read|write|get|list|create|update|delete))*\s*:\s*if\s+true\b/i;

/**
 * Access opened to anonymous callers in a web framework's own terms: Spring `.permitAll()` / `@PermitAll`, ASP.NET
 * `[AllowAnonymous]` / `<allow users="*">`, Django REST `AllowAny`, Rails `skip_before_action :authenticate…`.
 */
const ANON_OPEN = /\.permitAll\(\)|[(,]\s*permitAll\s*\)|@PermitAll\b|\[AllowAnonymous\]|\.AllowAnonymous\(\)|<allow\s+users\s*=\s*["'][*?]["']|\bpermission_classes\s*=\s*[[(]\s*(?:permissions\.)?AllowAny\s*,?\s*[\])]|\bauthentication_classes\s*=\s*[[(]\s*[\])]|\bskip_before_action\s+:(?:authenticate\w*|require_login|authorize\w*|verify_authenticity_token)/;
/** What is meant to be reachable by anyone: health and readiness probes, static files, the login and sign-up pages, API docs. */
const PUBLIC_ENDPOINT = /\/(?:health\w*|ready\w*|live\w*|ping|status|static|assets|public|css|js|images?|img|fonts|favicon[\w.]*|webjars|swagger[\w-]*|api-docs|docs|login|logout|signin|signup|sign-in|sign-up|register|error|oauth2?|callback)\b|\b(?:Login|Logout|SignIn|SignUp|Register|HealthCheck|Health|Ping|ForgotPassword|ResetPassword)\b/;
/** Access opened to anonymous callers on more than the public pages: the matching text, or undefined. */
export function anonOpened(text: string): string | undefined {
  const m = ANON_OPEN.exec(text);
  if (!m) return undefined;
  const start = text.lastIndexOf('\n', m.index) + 1;
  const end = text.indexOf('\n', m.index);
  const line = text.slice(start, end < 0 ? text.length : end);
  if (PUBLIC_ENDPOINT.test(line) && !/admin|internal|["']\/\*\*["']|["']\/api\/(?!docs)/i.test(line)) return undefined;
  return m[0];
}

/** A check removed or switched off by an edit: what it was, or undefined. */
/** (cls-edits20) A filter or call that asks for a second factor, a role or a fresh login (`before_action :require_mfa`). */
const SECOND_CHECK = /\brequire_?(?:mfa|2fa|two_?factor|otp|totp|admin|role|permission|login|sudo|reauth\w*|recent_?login)\w*!?/;
function weakenedCheck(before: string | undefined, added: string, content = added): string | undefined {
  const weak = WEAK_SETTING.exec(added);
  if (weak) return snippet(weak[0], 50);
  const anon = anonOpened(added);
  if (anon && !(before !== undefined && anonOpened(before) === anon)) return `${snippet(anon, 40)}: anyone may call it`;
  if (!before) return undefined;
  const removed = addedText(added, before);
  let was = CHECK_CALL.exec(removed) ?? (content !== added ? SECOND_CHECK.exec(removed) : null);
  if (!was) return undefined;
  // The same kind of check still present in what was written: a refactoring, not a removal.
  if (CHECK_CALL.test(added)) return undefined;
  // (cls-edits20) A check the whole new text still holds was not removed (an Edit that keeps `before_action
  // :authenticate_user!` and adds a line below it); one it no longer holds was (`require_mfa` gone, `authenticate_admin!` kept).
  const kept = uncommented(content);
  if (content !== added) {
    was = [...removed.matchAll(new RegExp(`${CHECK_CALL.source}|${SECOND_CHECK.source}`, 'g'))].find((m) => !kept.includes(m[0])) ?? null;
    if (!was) return undefined;
  }
  // A policy rule whose body now starts with `false`, or a check commented out.
  return `${snippet(was[0], 40)} removed`;
}

/** Lines present in `now` but not in `before` (an edit's effect). */
function addedText(before: string, now: string): string {
  const had = new Set(before.split('\n').map((l) => l.trim()));
  return now
    .split('\n')
    .filter((l) => !had.has(l.trim()))
    .join('\n');
}

/** A documentation file: what it says about a setting is not the setting (cls-plan14). */
const DOC_FILE = /\.(?:md|mdx|rst|adoc)$/i;

/** Settings that let a destroy take data with it when on: Terraform's force_destroy, skip_final_snapshot, allow_deletion. */
const DESTROY_PERMIT = /^[\w.-]*(?:force_?destroy|force_?delet\w*|skip_?final_?snapshot|allow_?(?:destroy|delet\w*)|delete_?contents_?on_?destroy|purge_?on_?(?:delete|destroy))[\w.-]*$/;

// (lead15: WEAK_SETTING also holds an nginx location for an admin, metrics or internal path opened with `allow all;`.)
/** A guard switched off: cleanDisabled=true→false, deletion_protection true→false, verify_ssl → false … */
function guardFlip(before: string, now: string): string | undefined {
  const re = /([\w.-]*(?:protect|protection|prevent|disabled|verify|ssl|tls|secure|enforce|required|guard|mfa|2fa|encrypt|audit|backup|safe|lock|csrf|readonlyrootfilesystem|force_?destroy|force_?delet\w*|skip_?final_?snapshot|allow_?(?:destroy|delet\w*)|delete_?contents_?on_?destroy|purge_?on_?(?:delete|destroy))[\w.-]*)(?:["']\])?\s*[:=]\s*"?(true|false|yes|no|on|off|enabled|disabled)"?/gi;
  const old = new Map<string, string>();
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(before)) && guard++ < 200) old.set((m[1] as string).toLowerCase(), (m[2] as string).toLowerCase());
  re.lastIndex = 0;
  guard = 0;
  while ((m = re.exec(now)) && guard++ < 200) {
    const key = (m[1] as string).toLowerCase();
    const v = (m[2] as string).toLowerCase();
    const was = old.get(key);
    const on = (x: string) => x === 'true' || x === 'yes' || x === 'on' || x === 'enabled';
    if (was === undefined || on(was) === on(v)) continue;
    // A switch that lets a destroy take the data with it (force_destroy, skip_final_snapshot, allow_deletion):
    // turning it on lifts the guard, as turning deletion_protection off does.
    if (DESTROY_PERMIT.test(key)) {
      if (!on(was) && on(v)) return `${m[1]}: ${was} → ${v}`;
      continue;
    }
    const negative = /disabled|skip|insecure/.test(key);
    const weakened = negative ? on(was) && !on(v) && /clean|drop|delete|destroy|wipe|reset|force/.test(key) : on(was) && !on(v);
    if (weakened) return `${m[1]}: ${was} → ${v}`;
  }
  return undefined;
}

/** Lines that still run: comment lines (`#`, `//`, `--`, `;`) are text, not steps or settings. */
function uncommented(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/^\s*(?:#|\/\/|--\s|;|\/\*|\*|<!--)/.test(l))
    .join('\n');
}

/** A credential's own value (not a reference to one): live payment keys, cloud and VCS tokens, private keys. */
const LIVE_SECRET = /\b(?:sk|rk)_live_\w{6,}|\bAKIA[0-9A-Z]{16}\b|\bghp_\w{20,}|\bgithub_pat_\w{20,}|\bglpat-[\w-]{20,}|\bxox[abpr]-[\w-]{10,}|-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----|\bAIza[\w-]{30,}|\bnpm_\w{30,}|\bpypi-AgE[\w-]{16,}|\bgh[osu]_\w{30,}|\bsk-(?:proj|ant(?:-api\d\d)?)-[\w-]{20,}/;
/** Access opened to everyone: any address, any host, any principal, public buckets. */
const WIDE_OPEN = /(?:^|[\s"'[=:,(])(?:0\.0\.0\.0\/0|::\/0)\b|\b(?:CORS_?(?:ALLOWED_)?ORIGINS?|ALLOWED_ORIGINS?|CORS_ORIGIN_(?:WHITELIST|ALLOWLIST)|ACCESS_CONTROL_ALLOW_ORIGIN)\s*[:=]\s*\[?\s*['"]?\*|\bALLOWED_HOSTS\s*=\s*\[\s*['"]\*['"]|["']?Principal["']?\s*[:=]\s*(?:\{\s*["']?AWS["']?\s*[:=]\s*)?["']\*["']|\bpublic-read(?:-write)?\b|\ballUsers\b|\ballAuthenticatedUsers\b|\bpublicly_?accessible\s*[:=]\s*true\b|\bblock_?public_?(?:acls|policy)\s*[:=]\s*false\b|\bverbs\s*:\s*\[\s*["']\*["']\s*\][\s\S]{0,200}\bresources\s*:\s*\[\s*["']\*["']|\bresources\s*:\s*\[\s*["']\*["']\s*\][\s\S]{0,200}\bverbs\s*:\s*\[\s*["']\*["']|\bname\s*:\s*cluster-admin\b|\bCORS_(?:ORIGIN_)?ALLOW_ALL(?:_ORIGINS)?\s*=\s*True\b|\ballow(?:ed)?_?origins?[\w.]*["']?\s*(?:=>|[:=])\s*\[?\s*["']\*["']|\.AllowAnyOrigin\(\)|\bSetIsOriginAllowed\(\s*\(?\w*\)?\s*=>\s*true\)|\bcors\(\s*\{[^}]{0,200}\borigin\s*:\s*(?:true\b|["']\*["'])|\bAccess-Control-Allow-Origin["']?\s+["']?\*|\bpublicNetworkAccess["']?\s*[:=]\s*["']?Enabled\b|\bpublic_network_access_enabled\s*=\s*true\b|\bsource_?address_?prefix(?:es)?["']?\s*[:=]\s*\[?\s*["'](?:\*|Internet|Any)["']/i;
/** A safeguard's setting written as off: audit or access logging, MFA, encryption, TLS checks, deletion protection. */
const OFF_SETTING = /\b([\w.-]*(?:enable_?logging|logging_?enabled|audit[\w.-]*|cloudtrail[\w.-]*|mfa[\w-]*|2fa[\w-]*|two_?factor[\w-]*|require_?(?:mfa|2fa|auth\w*|signed\w*|tls|ssl|https)|encrypt(?:ed|ion)?(?:_?at_?rest)?|ssl_?verify|verify_?(?:ssl|tls|certs?|certificates?)|deletion_?protection|enable_?(?:deletion_?)?protection|protect(?:ed|ion)?|force_?ssl|enforce_?\w+|versioning_?(?:enabled|status)?|point_?in_?time_?recovery_?enabled|(?:versioning|point_?in_?time_?recovery|mfa_?delete|server_?side_?encryption)\s*\{\s*(?:enabled|status)|(?:attack|throttl|rate_?limit|firewall|waf|csrf|xss|captcha|lockout|brute_?force|helmet|secure_?headers|content_?security_?policy|csp)[\w.-]*(?:enabled|active|on)))(?:["']\])?\s*[:=]\s*["']?(false|off|no|disabled|0|none|suspended)\b/i;
/** A protection switched on in a setting (`auth_required: true`, `require_mfa = yes`, `csrf: enabled`): removing the line turns it off. */
const ON_SETTING = /\b[\w.-]*(?:auth\w*|mfa|2fa|two_?factor|requir\w*|protect\w*|enforc\w*|verif\w*|ssl|tls|https|csrf|audit\w*|logging|encrypt\w*|rate_?limit\w*|signed\w*)[\w.-]*\s*[:=]\s*["']?(?:true|on|yes|enabled|required|1)\b/i;
/** Retention and history settings, with their number of days (or kept copies). */
const RETENTION = /\b([\w.-]*(?:retention|retain|expire_?after|delete_?after|keep_?(?:last|daily|days|within)|expir\w*_?days|max_?age_?days|log_?ttl|ttl_?days|backup_?days|history_?days|(?:logs?|audit|snapshots?)_?(?:days|ttl|max_?age))[\w.-]*)["']?\s*[:=]\s*["']?(\d{1,5})(?:\s*(h|hrs?|hours?|d|days?|w|wks?|weeks?|y|yrs?|years?|mo|mons?|months?|ms|m|mins?|minutes?|s|secs?|seconds?))?\b/gi;
/** Options that weaken a control when on (and protected modes when off). */
const INSECURE_ON = /^\s*["']?(?:[\w.-]*(?:password_?auth\w*|ssh_pwauth|passwordauthentication|permitrootlogin|permitemptypasswords|allow_?anonymous\w*|anonymous_?(?:access|enabled|auth\w*|read|sign_?ins?|sign_?ups?|logins?|users?)|allow_?(?:blob_?)?public_?access|public_?access_?enabled|insecure(?:_?skip_?verify)?|skip_?(?:tls|ssl|cert)_?verif\w*|allow_?force_?push\w*|auth(?:entication)?_?disabled|disable_?(?:auth\w*|ssl|tls|csrf|mfa))["']?\s*(?:[:=]\s*|\s+)["']?(?:true|yes|on|enabled|1)\b|protected-mode\s+no\b|disable_root\s*:\s*["']?(?:false|no|off)\b|allow-(?:transfer|recursion|update)\s*\{\s*(?:any|0\.0\.0\.0\/0)\s*;)/im; // (cls-holes17: cloud-init ssh_pwauth, disable_root: false; cls-holes19: BIND zone transfers, recursion or dynamic updates allowed to any address)
/** A replica or instance count set to zero. */
const SCALED_TO_ZERO = /\b(?:replicas|replicaCount|desired_?count|desiredCount|desiredCapacity|min_?size|minReplicas|instance_?count)\s*[:=]\s*["']?0\b(?!\.)/i;
/** Debug switched on: stack traces, settings and secrets shown to whoever reaches the service. */
const DEBUG_ON = /^\s*(?:DEBUG|APP_DEBUG|FLASK_DEBUG|debug)\s*[:=]\s*["']?(?:True|true|1|on|yes)\b/m;
/** Lines that guarded a request: an auth guard answering 401/403, a permission check, a rate limit. */
const GUARD_LINE = /\b(?:status\(\s*40[13]\s*\)|status(?:_code)?\s*=\s*40[13]\b|abort\(\s*40[13]|HTTP_40[13]|\b40[13]\b[^\n]{0,40}(?:unauthori[sz]ed|forbidden)|Unauthori[sz]ed|Forbidden(?:Error|Exception)?|PermissionDenied|NotAuthenticated|AuthenticationFailed|AccessDenied\w*|@?\w*limiter\.limit|[rR]ate_?[lL]imit\w*|RateLimit\w*|[tT]hrottl\w*|@login_required|@?require[sd]?_\w*(?:auth|login|admin|role|permission)\w*|\brequire(?:Auth\w*|Login|Admin|Roles?|Permissions?|Scopes?)\s*\(|\b(?:ensureAuthenticated|checkPermissions?|hasRole|hasPermission|hasAuthority)\s*\(|@PreAuthorize|@Secured|\[Authorize\b)|(?:@login_required|@PreAuthorize|@Secured|@RolesAllowed|@requires_auth\w*|\[Authorize\b|\b\w*[lL]imiter\b|\bauthenticate_user!|\bbefore_action\s+:authenticate\w*)/;

/**
 * A guard by its name, in any naming style, called or passed as middleware or a decorator: a check verb with what it
 * checks (requireSession, ensureLoggedIn, verifyToken, require_api_key, authenticate_admin!), a guard or middleware
 * named for auth (JwtAuthGuard, authMiddleware, @UseGuards), a framework's auth middleware by name
 * (`middleware('auth')`), and security middleware (helmet, CSRF protection, nginx `limit_req`).
 */
const GUARD_NAME = /\b(?:require|ensure|check|verify|validate|assert|authenticate|authori[sz]e|protect)(?:Auth\w*|Session|Login|LoggedIn|SignedIn|User|Admin|Roles?|Permissions?|Scopes?|Token|Jwt|JWT|Api[kK]ey|APIKey|Csrf|CSRF|Signature|Owner|Staff|Superuser|Mfa|MFA|Authenticated|Authori[sz]ed)\w*|\b(?:require|ensure|check|verify|validate|authenticate|authori[sz]e|protect)_(?:auth\w*|session|login|logged_in|signed_in|user|admin|roles?|permissions?|scopes?|token|jwt|api_?key|csrf|signature|owner|staff|superuser|mfa)\w*!?|\b\w*(?:Auth|auth|Jwt|JWT|Session|Login|Admin|Roles?|Permissions?|Csrf|CSRF|Token|ApiKey)(?:Guard|Middleware|Filter|Required|Interceptor)\b|@UseGuards\s*\(|\bpassport\.authenticate\s*\(|\bmiddleware\s*\(\s*\[?\s*['"]auth(?::\w+)?['"]|\bhelmet\s*\(|\bcsurf\s*\(|\bcsrf(?:Protection)?\s*\(|\b\w*Csrf\w*Middleware\b|\bSecurityMiddleware\b|\bXFrameOptionsMiddleware\b|\bhsts\s*\(|^\s*limit_(?:req|conn)\s+zone=/m;

/** Counts of required reviews or approvals (branch protection, merge rules): each key with its number. */
const REQUIRED_COUNT = /\b([\w.-]*(?:approv|review)\w*)["']?\s*[:=]\s*["']?(\d{1,3})\b/gi;
/** A number of required reviews or approvals lowered: `required_approving_review_count: 2 → 0`, `approvals_before_merge`. */
function requirementLowered(old: string, live: string): string | undefined {
  const had = new Map<string, number>();
  let m: RegExpExecArray | null;
  let guard = 0;
  REQUIRED_COUNT.lastIndex = 0;
  while ((m = REQUIRED_COUNT.exec(old)) && guard++ < 64) if (/requir|min|count|before|needed|number/i.test(m[1] as string)) had.set((m[1] as string).toLowerCase(), Number(m[2]));
  REQUIRED_COUNT.lastIndex = 0;
  guard = 0;
  while ((m = REQUIRED_COUNT.exec(live)) && guard++ < 64) {
    const was = had.get((m[1] as string).toLowerCase());
    if (was !== undefined && Number(m[2]) < was) return `${m[1]}: ${was} → ${m[2]}`;
  }
  return undefined;
}

/** A container that ran as a named user switched to root: Dockerfile `USER app` → `USER root`, `runAsUser: 1000` → `0`. */
function rootUser(old: string, live: string): string | undefined {
  const asRoot = /^\s*USER\s+(?:root|0)(?::\S+)?\s*$|\brunAsUser\s*:\s*0\b/m.exec(live);
  if (!asRoot) return undefined;
  if (!/^\s*USER\s+(?!root\b|0\b)\S+|\brunAsUser\s*:\s*[1-9]/m.test(old)) return undefined;
  // `USER root` for one install step and back to a named user after it: the container still runs as that user.
  const users = [...live.matchAll(/^\s*USER\s+(\S+)/gm)].map((x) => x[1] as string);
  if (users.length && !/^(?:root|0)(?::|$)/.test(users[users.length - 1] as string)) return undefined;
  return snippet(asRoot[0].trim(), 30);
}

/** A privilege rule's allow list set to every action: `allow: ["*"]`, `"Action": "*"`, `permissions: '*:*'`. */
const WILDCARD_GRANT = /["']?\b(?:allow(?:ed)?(?:_?actions)?|permissions?|actions?|scopes?|privileges?|grants?|capabilities|verbs)["']?\s*[:=]\s*\[?\s*["']\*(?::\*)?["']\s*\]?/i;

/** A download piped into an interpreter (`curl … | sh`, `bash <(wget …)`, `iwr … | iex`): remote code run unread. */
const REMOTE_RUN = /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|;&]*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|iex|Invoke-Expression|node|python3?|perl|ruby)\b|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,40}\b(?:iwr|irm|DownloadString|Invoke-WebRequest)\b/i;
/** Files whose text is run: container build files, make/just/task recipes, shell and PowerShell scripts. */
const RUN_FILE = /(?:^|[\\/])(?:(?:Docker|Container)file(?:\.[\w.-]+)?|[\w.-]+\.(?:dockerfile|sh|bash|zsh|ps1|psm1|command)|(?:GNU)?[Mm]akefile|[\w.-]+\.mk|[Jj]ustfile|\.justfile|Vagrantfile|Brewfile)$/;
/** A script a package manager runs by itself on install (npm lifecycle scripts, Composer's install hooks). */
const INSTALL_HOOK = /["']?(?:(?:pre|post)?install|prepare|prepublish(?:Only)?|post-(?:install|update|autoload-dump)-cmd)["']?\s*[:=][^\n]*/gi;
function installRunsRemote(live: string): string | undefined {
  INSTALL_HOOK.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = INSTALL_HOOK.exec(live)) && guard++ < 16) if (REMOTE_RUN.test(m[0])) return m[0].trim();
  return undefined;
}

/** A backup schedule or job paused or switched off: `paused: true`, `suspend: true`, `enabled: false` in a backup file. */
const BACKUP_FILE = /backup|velero|snapshot|restic|borg|barman|pgbackrest|wal-?g/i;
const PAUSED_ON = /^\s*["']?(?:paused|suspend(?:ed)?)["']?\s*[:=]\s*["']?(?:true|yes|on)\b|^\s*["']?enabled["']?\s*[:=]\s*["']?(?:false|no|off)\b/im;
function backupPaused(path: string, content: string, live: string, old: string | undefined): string | undefined {
  if (!BACKUP_FILE.test(path) && !BACKUP_FILE.test(content.slice(0, 2000))) return undefined;
  const m = PAUSED_ON.exec(live);
  if (!m || (old !== undefined && old.includes(m[0].trim()))) return undefined;
  return snippet(m[0].trim(), 40);
}

/** A request limit's number, by key: `max: 100`, `limit = 60`, `requests_per_minute: 30`, `burst=20`. */
const LIMIT_KEY = /\b((?:max(?:_?requests)?|limit|points|burst|rate|requests?_?per_?\w+|rpm|rps|max_?attempts|max_?(?:login_?|failed_?|auth_?|sign_?in_?)attempts|attempts))["']?\s*[:=]\s*["']?(\d[\d_,]*)/gi;
const LIMIT_FILE = /rate[\s_-]*limit|limiter|throttl|limit_req|brute|login[\s_-]*attempt|lockout|lock_?out/i;
function limitRaised(path: string, old: string, live: string): string | undefined {
  if (!LIMIT_FILE.test(path) && !LIMIT_FILE.test(old) && !LIMIT_FILE.test(live)) return undefined;
  const num = (x: string) => Number(x.replace(/[_,]/g, ''));
  const before = new Map<string, number>();
  for (const m of old.matchAll(LIMIT_KEY)) before.set((m[1] as string).toLowerCase(), num(m[2] as string));
  for (const m of live.matchAll(LIMIT_KEY)) {
    const was = before.get((m[1] as string).toLowerCase());
    const now = num(m[2] as string);
    // A hundredfold or more: no client the limit was written for comes near it.
    if (was !== undefined && was > 0 && now >= was * 100) return `${m[1] as string}: ${was} → ${now}`;
  }
  return undefined;
}

/** cls-edits18: a deployed file named for a protection, deleted: the protection stops being applied (git rm, a patch, rm). */
export function deletesProtection(path: string): boolean {
  return PROTECTIVE_FILE.test(path.replace(/^.*[\\/]/, '')) && !notDeployed(path);
}
const PROTECTIVE_FILE = /network[-_]?polic|default[-_]?deny|deny[-_]?all|pod[-_]?security|(?:^|[-_.])psp(?:[-_.]|$)|(?:^|[-_.])waf(?:[-_.]|$)|firewall|security[-_]?groups?|(?:^|[-_.])rbac(?:[-_.]|$)|audit[-_]?polic|backup[-_]?(?:schedule|plan|polic)|branch[-_]?protection|^CODEOWNERS$/i; // (cls-edits19: CODEOWNERS)
/** cls-plan14: token signatures not checked, "none" accepted, password hashing made cheap. */
const TOKEN_UNCHECKED = /["']?verify_(?:signature|exp|aud|iss)["']?\s*[:=]\s*(?:False|false|0)\b|\balgorithms?\s*[:=]\s*\[?\s*["']none["']|\bignoreExpiration\s*:\s*true\b|\bverify\s*=\s*False\b(?=[^\n]*\bjwt\b)|\bjwt\b[^\n]*\bverify\s*=\s*False\b/i;
const HASH_COST = /\b(?:gensalt\(\s*(?:rounds\s*=\s*)?|bcrypt\.hash(?:Sync)?\([^,\n]+,\s*|(?:bcrypt_?)?(?:rounds|cost|log_?rounds|salt_?rounds|BCRYPT_ROUNDS|work_?factor)["']?\s*[:=]\s*)(\d{1,2})\b/i;
const WEAK_HASH = /\b(?:createHash\(\s*["'](?:md5|sha1)["']|hashlib\.(?:md5|sha1)\(|Digest::(?:MD5|SHA1)|md5\(|sha1\(|MessageDigest\.getInstance\(\s*["'](?:MD5|SHA-?1)["'])/i;
function cryptoWeakened(old: string | undefined, live: string): string | undefined {
  const tok = TOKEN_UNCHECKED.exec(live);
  if (tok && !(old !== undefined && old.includes(tok[0]))) return snippet(tok[0], 40);
  const cost = HASH_COST.exec(live);
  const was = old !== undefined ? HASH_COST.exec(old) : null;
  if (cost && was && Number(cost[1]) < Number(was[1]) && Number(cost[1]) < 10) return `hash cost ${was[1]} → ${cost[1]}`;
  // cls-edits15b: a cost written with nothing before it (a new file, Cursor's code_edit) that is far below any default.
  if (cost && !was && !old && Number(cost[1]) < 6) return `hash cost ${cost[1]}`;
  const weak = WEAK_HASH.exec(live);
  if (weak && old !== undefined && /bcrypt|argon2|scrypt|pbkdf2/i.test(old) && !/bcrypt|argon2|scrypt|pbkdf2/i.test(live) && /pass(?:word)?|\bpw\b|pwd/i.test(`${old}\n${live}`)) return `passwords hashed with ${snippet(weak[0], 24)}`;
  return undefined;
}
/** An administrator role given by name in IaC or a policy file. */
const BROAD_ROLE = /arn:aws:iam::aws:policy\/(?:AdministratorAccess|PowerUserAccess|IAMFullAccess)\b|["']roles\/(?:owner|editor)["']|\brole_definition_name\s*=\s*["'](?:Owner|Contributor|User Access Administrator)["']|\broleRef:[\s\S]{0,80}?\bname:\s*cluster-admin\b|\b(?:cluster_?role(?:_?name)?|role(?:_?name)?)\s*[:=]\s*["']?cluster-admin\b/i;
/** A protective switch that was on, in lines the edit takes out and does not write back. */
const PROTECT_ON = /\b((?:prevent_?destroy|deletion_?protection|enable_?deletion_?protection|termination_?protection|disable_?api_?termination|point_?in_?time_?recovery_?enabled|versioning|mfa_?delete|block_?public_?\w+|restrict_?public_?buckets|ignore_?public_?acls|enforce_?admins|require_?code_?owner_?reviews|require_?signed_?commits|encrypted|storage_?encrypted|kms_?key_?id))\s*[:=]\s*["']?(?:true|yes|on|enabled|1|"?\w)/i;
function protectionRemoved(old: string, content: string): string | undefined {
  const removed = uncommented(addedText(content, old));
  const m = PROTECT_ON.exec(removed);
  if (!m) return undefined;
  const key = (m[1] as string).toLowerCase();
  if (uncommented(content).toLowerCase().includes(key)) return undefined;
  return snippet(m[0].trim(), 40);
}

/** cls-plan14: the files that say where a project's dependencies are fetched from. */
const DEP_FILE = /(?:^|[\\/])(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|Pipfile\.lock|Gemfile\.lock|composer\.lock|\.npmrc|\.yarnrc(?:\.yml)?|\.pypirc|pip\.conf|pip\.ini|requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt|pyproject\.toml|Pipfile|package\.json|Gemfile|\.gemrc|go\.mod|settings\.xml|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|pom\.xml|config\.toml|nuget\.config|composer\.json|\.bunfig\.toml|bunfig\.toml)$/i;
/** A registry, index or dependency given as a web address (`registry=…`, `--index-url …`, `"lodash": "https://…"`, `source "…"`). */
const DEP_SOURCE = /(?:\b(?:registry|index-url|extra-index-url|index_url|extra_index_url|find-links|npmRegistryServer|GOPROXY|url)\b["']?\s*[:=]?\s*["']?|--(?:extra-)?index-url[\s=]+|--find-links[\s=]+|["'][@\w./-]+["']\s*:\s*["'](?:git\+)?|^\s*source\s+["']|^\s*-\s*)(https?:\/\/[^\s"'`,;]+)/gim;
/** The public registries and code hosts projects fetch from by default. */
const KNOWN_SOURCE = /^https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com|npm\.pkg\.github\.com|pypi\.org|pypi\.python\.org|files\.pythonhosted\.org|download\.pytorch\.org|rubygems\.org|proxy\.golang\.org|sum\.golang\.org|repo1\.maven\.org|repo\.maven\.apache\.org|plugins\.gradle\.org|maven\.google\.com|api\.nuget\.org|index\.crates\.io|crates\.io|repo\.packagist\.org|packagist\.org|github\.com|codeload\.github\.com|gitlab\.com|bitbucket\.org)(?:[/:]|$)/i;
/** A company's own package mirror (Artifactory, Nexus, CodeArtifact, an internal host). */
const OWN_MIRROR = /^https:\/\/[^/\s]*(?:artifactory|nexus|jfrog\.io|codeartifact\.[\w.-]*amazonaws\.com|pkgs\.dev\.azure\.com|\.internal\b|\.corp\b|\.intranet\b|\.lan\b|\.local\b)/i;
function dependencySource(path: string, old: string | undefined, live: string): Finding | undefined {
  if (!DEP_FILE.test(path)) return undefined;
  const manifest = /(?:package|composer)\.json$|pyproject\.toml$/i.test(path);
  // cls-edits16: a lockfile's every URL is where a package is fetched from (`"resolved": …`, a sed that swaps the host).
  const urls = LOCKFILE.test(path) ? [...live.matchAll(/(?:^|[\s"'(=])(https?:\/\/[^\s"'`,;)]+)/gm)] : [...live.matchAll(DEP_SOURCE)];
  for (const m of urls) {
    const url = m[1] as string;
    // (A manifest's own links — homepage, repository, bugs, funding — are where people read about it, not code fetched.)
    // cls-edits16b: in pyproject.toml a `url` under a package source or index table (`[[tool.poetry.source]]`,
    // `[[tool.uv.index]]`, `[[tool.pdm.source]]`) or ending in `/simple` is where packages are installed from.
    const indexUrl = /pyproject\.toml$/i.test(path) && /^\s*url\b/.test(m[0]) && (/\/simple\/?$/i.test(url) || /^\s*\[\[?tool\.[\w-]+\.(?:source|index)\w*\]\]?/m.test(`${live}\n${old ?? ''}`));
    if (!indexUrl && manifest && /^["']?(?:url|homepage|repository|bugs|funding|website|documentation|docs|\$schema|author|email|changelog|issues|source)["']?\s*[:=]?\s*["']?$|^["'](?:url|homepage|repository|bugs|funding|website|documentation|docs|\$schema|author|email|changelog|issues)["']\s*:\s*["']$/i.test(m[0].slice(0, m[0].length - url.length).trim())) continue;
    if (old !== undefined && old.includes(url)) continue;
    if (KNOWN_SOURCE.test(url)) continue;
    if (/^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:\/|$)/i.test(url)) continue;
    if (/^http:/i.test(url)) return f('dangerous', `fetches the project's dependencies over plain HTTP from ${snippet(url, 50)}: anyone on the path can swap the code it installs`);
    if (OWN_MIRROR.test(url)) return f('destructive', `points the project's dependencies at another registry (${snippet(url, 50)})`);
    return f('dangerous', `fetches the project's dependencies from an unknown host (${snippet(url, 50)}): unverified code runs at every install`);
  }
  return undefined;
}
/**
 * A credential's literal value under a password or secret key ("password: Pr0d-S3cret", `api_key = "…"`): not a
 * reference (`${…}`, `ENV[…]`, `<%= … %>`, `{{ … }}`) and not a placeholder.
 */
const PLAIN_CREDENTIAL = /^\s*["']?([\w.-]*(?:password|passwd|pwd|secret|secret_key|api_?key|access_?key|auth_?token|token))["']?\s*[:=]\s*["']?(?![$<{%]|ENV\b|env\(|os\.|process\.|System\.|getenv|changeme|change_me|change-me|xxx|\*{3}|your[_-]|example|placeholder|dummy|fake|test|secret\b|password\b|null\b|none\b|nil\b|true\b|false\b)[^\s"'#]{6,}/im;

/** What the text an edit leaves in place does, whatever the file is. */
// cls-plan13: privilege, CORS and secret exposure written in other shapes than the rules above know.
/** A privilege rule that allows every action of a service (`"s3:*"`, `iam:*`, `actions = ["ec2:*"]`). */
const SERVICE_WILDCARD = /["']?\b(?:action|actions|notaction|permissions?|allowed_?actions)["']?\s*[:=]\s*\[?[^\]\n]{0,200}?["'][a-z0-9-]{2,40}:\*["']/i;
/** Any origin allowed by CORS: a reflected origin (`origin: true`), `*`, or the framework's allow-any call. */
const ANY_ORIGIN = /\borigins?\s*[:=]\s*(?:true\b|\[?\s*["']\*["'])|\ballow_origins\s*=\s*\[\s*["']\*["']|\ballowed?OriginPatterns?\(\s*["']\*["']|\.AllowAnyOrigin\(\)|\bSetIsOriginAllowed\(\s*\(?\w*\)?\s*=>\s*true\)|Access-Control-Allow-Origin["']?\s*[:,]?\s*["']?\*/i;
/** CORS answers carry the caller's cookies or tokens. */
const WITH_CREDENTIALS = /\b(?:credentials\s*[:=]\s*true|allow_?credentials\s*[:=]\s*(?:true|True)|supports_credentials\s*=\s*True|allowCredentials\(\s*true\s*\)|\.AllowCredentials\(\)|Access-Control-Allow-Credentials["']?\s*[:,]?\s*["']?true)(?!\w)/i;
/**
 * The whole environment, where every secret of a deployed service lives, sent in a response or printed to a log:
 * `res.json(process.env)`, `JsonResponse(dict(os.environ))`, `c.JSON(200, os.Environ())`, `console.log(…, process.env)`,
 * `phpinfo()`. One variable read (`process.env.PORT`, `os.environ["X"]`) is configuration, not exposure.
 */
const ENV_EXPOSED = /\b(?:res|response|reply|ctx|c)\.(?:json|send|end|write|JSON|body)\s*[(=][^\n;]{0,60}?(?:process\.env\b(?![.[?])|os\.environ\b(?![.[])|os\.Environ\(\)|ENV\.to_h\b|System\.getenv\(\)|\$_ENV\b(?!\[)|\$_SERVER\b(?!\[))|\b(?:jsonify|JsonResponse|HttpResponse|Response|render\s+json:|console\.(?:log|info|debug|error|warn)|print|logger\.\w+|logging\.\w+|log\.\w+|fmt\.Print\w*|puts|print_r|var_dump|json_encode|echo)\s*\(?[^\n;]{0,60}?(?:process\.env\b(?![.[?])|os\.environ\b(?![.[])|os\.Environ\(\)|ENV\.to_h\b|System\.getenv\(\)|\$_ENV\b(?!\[)|\$_SERVER\b(?!\[))|\bphpinfo\s*\(\s*\)/;

function exposureEffects(path: string, old: string | undefined, content: string, live: string): Finding[] {
  if (notDeployed(path)) return [];
  const out: Finding[] = [];
  const env = detectEnv(path).env;
  const at = (x: Finding): Finding => (env !== 'unknown' ? Object.assign(x, { env }) : x);
  const svc = SERVICE_WILDCARD.exec(live);
  if (svc && !(old !== undefined && SERVICE_WILDCARD.test(uncommented(old)))) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `widens a privilege rule to every action of a service in ${snippet(path || 'a file', 40)} (${snippet(svc[0].trim(), 40)})`)));
  const any = ANY_ORIGIN.exec(live);
  if (any && WITH_CREDENTIALS.test(uncommented(content)) && !(old !== undefined && ANY_ORIGIN.test(uncommented(old)))) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `lets every origin make credentialed requests (CORS) in ${snippet(path || 'a file', 40)} (${snippet(any[0].trim(), 40)})`)));
  const exposed = ENV_EXPOSED.exec(live);
  if (exposed && !(old !== undefined && old.includes(exposed[0]))) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `sends or logs the whole environment, with every secret in it (${snippet(exposed[0].trim(), 50)})`)));
  // (cls-holes19) A login or a browser protection switched off in the words of the product's own setting.
  for (const [re, what] of WEAKENED_H19) {
    const m = re.exec(live);
    if (m && !(old !== undefined && re.test(uncommented(old)))) {
      out.push(at(ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `${what} (${snippet(m[0].trim(), 50)})`)));
      break;
    }
  }
  return out;
}

/** (cls-holes19) Settings that switch a login or a browser protection off: a Redis ACL user with no password, Cassandra's
 *  allow-all authenticator or authorizer, a Content-Security-Policy script source allowing inline code or eval, session
 *  cookies sent over plain http. */
const WEAKENED_H19: ReadonlyArray<readonly [RegExp, string]> = [
  [/^[ \t]*user[ \t]+\S+[ \t]+(?:[^\n]*[ \t])?on[ \t][^\n]*\bnopass\b|^[ \t]*user[ \t]+\S+[ \t]+[^\n]*\bnopass\b[^\n]*[ \t]on\b/m, 'lets a database user log in without a password'],
  [/\b(?:authenticator|authorizer)\s*:\s*["']?(?:org\.apache\.cassandra\.auth\.)?AllowAll(?:Authenticator|Authorizer)\b/, 'turns off the database\'s authentication or authorization'],
  [/(?:script-?src|scriptSrc|default-?src|defaultSrc)["']?\s*[:=]?\s*[^\n;]{0,200}?["']?'unsafe-(?:inline|eval)'/i, 'lets a page run inline scripts or eval (Content-Security-Policy weakened)'],
  [/\bCookieSecurePolicy\.None\b/, 'sends session cookies over plain http'],
];

function contentEffects(path: string, old: string | undefined, content: string, added: string): Finding[] {
  const out: Finding[] = [];
  // (cls-edits17) Config lines a carrier writes (Ansible `line: 'PermitRootLogin yes'`, Puppet `line => '…'`, a Dockerfile
  // or script's `echo '…' >> /etc/…` and `sed 's/…/PermitRootLogin yes/'`) are read as lines of the file too.
  const live = withCarried(uncommented(added));
  out.push(...exposureEffects(path, old, content, live));
  // (cls-edits22) fail2ban's `jail.local` is its override file, not a local environment.
  const env = /(?:^|[\\/])jail\.local$/i.test(path) ? 'unknown' : detectEnv(path).env;
  // (cls-edits17) A loopback or any-address written in the file (`bind 0.0.0.0`, `127.0.0.1:6379`) is no environment of
  // the hint: where the path names none, the finding's environment stays unknown.
  const pinned = fileEnvOf(path, `${old ?? ''}\n${content}`);
  const at = (x: Finding): Finding => (env !== 'unknown' ? Object.assign(x, { env }) : pinned && x.env === undefined ? Object.assign(x, { env: pinned }) : x);
  // cls-plan15: a project's own registry config (`.npmrc`, `.yarnrc.yml`, `.pypirc` in the repository, not the home
  // directory's) is committed with the project: a live token in it is in a tracked file.
  const projectRc = /^(?:\.\/)?(?:[\w.-]+\/)*\.(?:npmrc|yarnrc(?:\.yml)?|pypirc)$/i.test(path.trim()) && !/^(?:~|\$|%|\/|[a-z]:)|(?:^|\/)(?:home|users)\//i.test(path.trim());
  const secretFile = pathKind(path) === 'secret' && !projectRc && !/\.(?:example|sample|template|dist)$/i.test(path);
  // (An .npmrc line `//registry.npmjs.org/:_authToken=…` is no comment.)
  const secret = LIVE_SECRET.exec(live) ?? (/\.(?:npmrc|yarnrc(?:\.yml)?)$/i.test(path) ? LIVE_SECRET.exec(added) : null);
  // A live credential written into a file that is tracked, shared or shipped (a .env file stays on this machine).
  if (secret && !secretFile) out.push(f('dangerous', `writes a live credential into ${snippet(path || 'a file', 40)}, where anyone who reads or clones it has it (${snippet(secret[0], 14)}…)`));
  // cls-plan14: documentation (README, docs/*.md) only describes a setting ("Never set deletion_protection = false on
  // prod."): nothing in it is deployed or run; a live credential pasted into it is still written out (above).
  if (DOC_FILE.test(path) && !MEMORY.test(path)) return out;
  const wide = WIDE_OPEN.exec(live);
  // (cls-edits17) In a file named for development or tests (config/settings/dev.py, docker-compose.test.yml) it is that
  // environment's own setting, as a safeguard switched off there is (cls-edits15b).
  // (cls-edits22: not in tests and fixtures, which nothing deploys.)
  if (wide && !notDeployed(path)) out.push(at(ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `opens access to everyone in ${snippet(path || 'a file', 40)} (${snippet(wide[0].trim(), 40)})`)));
  // `allow: ["*"]`, `"Action": "*"`, `permissions: '*'`: a privilege rule widened to every action (one written
  // that way before is no change); an empty rule `- {}` in a network policy admits every source.
  const grant = WILDCARD_GRANT.exec(live);
  if (!wide && grant && !(old !== undefined && WILDCARD_GRANT.test(old))) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `widens a privilege rule to every action in ${snippet(path || 'a file', 40)} (${snippet(grant[0].trim(), 40)})`)));
  if (!wide && /network[\s_-]*polic|netpol|kind:\s*NetworkPolicy/i.test(`${path}\n${content}\n${old ?? ''}`) && /^\s*-\s*(?:\{\s*\}|namespaceSelector\s*:\s*\{\s*\})\s*$/m.test(live) && !/^\s*-\s*(?:\{\s*\}|namespaceSelector\s*:\s*\{\s*\})\s*$/m.test(old ?? '')) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `an empty network-policy rule admits every source (${snippet(path || 'a file', 40)})`)));
  const off = OFF_SETTING.exec(live);
  if (off && !(old !== undefined && new RegExp(`${escapeRe(off[1] as string)}\\s*[:=]\\s*["']?${escapeRe(off[2] as string)}`, 'i').test(old))) {
    const audit = /audit|logging|cloudtrail/i.test(off[1] as string);
    // Written into a file, not yet applied: where the file does not name production, a person verifies it (dangerous), not a hard stop.
    out.push(at(audit ? Object.assign(ladder('forbidden', 'dangerous', 'destructive', `turns off audit logging (${snippet(off[0], 50)})`), { unknown: 'dangerous' as const }) : ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `turns off a safeguard (${snippet(off[0], 50)})`)));
  }
  // cls-edits15b: CloudFormation's DeletionPolicy / UpdateReplacePolicy set from Retain or Snapshot to Delete: the next
  // stack delete or replacement takes the data with it, as turning deletion protection off does.
  const cfnDelete = /^\s*["']?(DeletionPolicy|UpdateReplacePolicy)["']?\s*:\s*["']?Delete\b/m.exec(live);
  if (cfnDelete && (old ? new RegExp(`${cfnDelete[1]}["']?\\s*:\\s*["']?(?:Retain|RetainExceptOnCreate|Snapshot)\\b`).test(old) : env === 'prod')) out.push(at(ladder('dangerous', 'dangerous', 'reversible', `lets a stack delete take the data with it (${snippet(cfnDelete[0].trim(), 40)})`)));
  const shrink = retentionShrunk(old, live, path);
  // (cls-edits19) A file named for development keeps its own reversible rung, as the other content rules do.
  if (shrink) out.push(at(ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `shortens retention of backups or logs (${shrink})`)));
  // An insecure option switched on (password or root SSH logins, anonymous or public access, TLS checks skipped,
  // force pushes allowed) or a protected mode switched off, in `key: v`, `key = v` or `Key value` form.
  const insecure = INSECURE_ON.exec(live);
  // (cls-edits19: a file named for development, docker/dev/traefik.yml, keeps its reversible rung.)
  if (insecure && !(old !== undefined && old.includes(insecure[0].trim()))) out.push(at(ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `turns on an insecure option (${snippet(insecure[0].trim(), 50)})`)));
  // A service scaled to zero in a production manifest or values file: the service stops.
  const zero = SCALED_TO_ZERO.exec(live);
  if (zero && (!old || /\b(?:replicas|replicaCount|desired_?count|desiredCount|desiredCapacity|min_?size|minReplicas|instances?|instance_?count)\s*[:=]\s*["']?[1-9]/i.test(old)) && (env === 'prod' || /(?:^|[\\/._-])prod(?:uction)?(?:[\\/._-]|$)/i.test(path))) out.push(f('dangerous', `scales a production service to zero (${snippet(zero[0].trim(), 40)})`));
  if (DEBUG_ON.test(live) && (env === 'prod' || /(?:^|[\\/._-])prod(?:uction)?(?:[\\/._-]|$)/i.test(path))) out.push(f('dangerous', `turns on debug mode in production configuration (${snippet(path, 40)})`));
  out.push(...protectionsLost(path, old, content, live).map(at));
  // A guard written commented out (`# before_action :authenticate_admin!`, `// router.use(requireAuth)`) in code whose
  // live lines keep no guard: an edit shown as the whole new text (Cursor's code_edit) that switched the guard off.
  if (!old && !/\.(?:md|mdx|txt|rst|adoc)$/i.test(path)) {
    const commented = content.split('\n').filter((l) => /^\s*(?:#|\/\/)/.test(l)).map((l) => l.replace(/^\s*(?:#|\/\/)\s*/, '')).join('\n');
    const g = GUARD_LINE.exec(commented) ?? GUARD_NAME.exec(commented);
    if (g && /^\s*[\w@[.:]/m.test(commented) && !GUARD_LINE.test(live) && !GUARD_NAME.test(live)) out.push(f('dangerous', `leaves an access guard commented out in ${snippet(path || 'a file', 40)} (${snippet(g[0], 40)})`));
  }
  // cls-plan12: an install-time script that fetches and runs remote code, a backup schedule paused, a rate limit
  // raised so far it no longer limits.
  // cls-plan14: where dependencies come from swapped to another host, and a production credential's value in config.
  const source = dependencySource(path, old, live);
  if (source) out.push(source);
  const crypto = notDeployed(path) ? undefined : cryptoWeakened(old, live);
  if (crypto) out.push(at(ladder('dangerous', 'dangerous', env === 'dev' ? 'reversible' : 'destructive', `weakens token or password checks in ${snippet(path || 'a file', 40)} (${crypto})`)));
  const broad = BROAD_ROLE.exec(live);
  if (broad && !(old !== undefined && old.includes(broad[0])) && !notDeployed(path)) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `grants an administrator role in ${snippet(path || 'a file', 40)} (${snippet(broad[0], 50)})`)));
  if (old !== undefined && !notDeployed(path)) {
    const gone = protectionRemoved(old, content);
    if (gone) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `removes a protection that was switched on in ${snippet(path || 'a file', 40)} (${gone})`)));
  }
  // (cls-edits20) Values kept encrypted (a SealedSecret's encryptedData, SOPS, Ansible Vault) are no readable credential.
  const prodPass = !notDeployed(path) && !secretFile && !/\bkind\s*:\s*["']?SealedSecret\b|\bencryptedData\s*:|\bENC\[AES|\$ANSIBLE_VAULT/.test(content) ? PLAIN_CREDENTIAL.exec(live) : null;
  if (prodPass && !(old !== undefined && old.includes(prodPass[0].trim())) && (env === 'prod' || /^\s*production\s*:|\bprod(?:uction)?[\w.-]*\.(?:internal|local|com|net|io)\b|\b(?:db|database|redis|mysql|postgres)-prod\b/im.test(content))) out.push(f('dangerous', `writes a production credential's value into ${snippet(path || 'a file', 40)}, where anyone who reads or clones it has it (${snippet(prodPass[1] as string, 20)}: …)`));
  const remote = installRunsRemote(live);
  if (remote && !(old !== undefined && old.includes(remote))) out.push(f('dangerous', `adds an install step that runs unverified remote code (${snippet(remote, 60)})`));
  // lead13: a file that is itself run (a Dockerfile's RUN lines, a Makefile recipe, a shell or PowerShell script) and
  // pipes a download into a shell: every build or run executes unverified remote code. Docs that show such a line do not.
  // cls-plan15: a Dockerfile `RUN` line is run at every build whatever the file is called (a SEARCH/REPLACE block names none).
  // (cls-code18) …and a cloud-init document's runcmd/bootcmd items (run as root at boot) and a systemd unit's Exec lines.
  const cloudInit = /^#cloud-config\b|^\s*(?:runcmd|bootcmd)\s*:/m.test(live);
  const ran = !remote && RUN_FILE.test(path) ? REMOTE_RUN.exec(live) : !remote && !DOC_FILE.test(path) ? REMOTE_RUN.exec(live.split('\n').filter((l) => /^\s*RUN\s/.test(l) || (cloudInit && /^\s*-\s/.test(l)) || /^\s*Exec(?:Start|StartPre|StartPost|Reload|Stop)=/.test(l)).join('\n')) : null;
  if (ran && !(old !== undefined && REMOTE_RUN.test(old))) out.push(f('dangerous', `writes a ${snippet(path.replace(/^.*[\\/]/, ''), 30)} that runs unverified remote code (${snippet(ran[0], 60)})`));
  // tls12b: transport security lowered (a protocol below TLS 1.2 let in, a weak cipher, HSTS off); docs only describe it.
  const tls = notDeployed(path) ? undefined : transportLowered(old === undefined ? undefined : uncommented(old), live, uncommented(content));
  if (tls) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `lowers transport security in ${snippet(path || 'a file', 40)} (${tls})`)));
  out.push(...plan15Effects(path, old, content, live).map(at));
  out.push(...edits16Effects(path, old, content, live).map(at));
  out.push(...edits16bEffects(path, old, content, live).map(at));
  out.push(...edits17Effects(path, old, content, live).map(at));
  // (cls-edits18) Application security code, audit and log config, backups, required checks, admin service accounts,
  // mobile transport and release builds, dependencies moved to a git fork (readers/files18.ts).
  const view18 = { path, old, content, live, oldLive: old === undefined ? '' : uncommented(old), contentLive: uncommented(content), removed: old ? uncommented(addedText(content, old)) : '', partial: old === '' || (!old && /\.\.\. ?existing code ?\.\.\./i.test(content)) };
  out.push(...edits18Effects(view18).map(at));
  // (cls-edits19) Proxies and servers that stop checking certificates or drop their auth, PAM, backups made narrower,
  // rarer or kept for less, audit policies lowered, GitOps auto-prune on production, bots merging majors, CODEOWNERS
  // emptied, branch protection loosened, a required check switched off by key, CORS opened (readers/files19.ts).
  out.push(...edits19Effects(view18).map(at));
  // (cls-edits20) Process-wide TLS env switches, CSRF off, credentials in connection strings, logs kept for far less,
  // stacks that take their data, deploy branch conditions removed, XML loggers off, control switches off (readers/files20.ts).
  out.push(...edits20Effects(view18).map(at));
  // (cls-edits21) A setting moved the loose way, judged by its key's meaning class in any format; lists gaining an
  // administrator, everyone or a bypass; restricting lines removed; RLS/Firebase rules passing everyone (readers/files21.ts).
  out.push(...edits21Effects(view18).map(at));
  // (cls-edits22) Deletion ages in lifecycles and ILM, mail authentication, DNSSEC, host hardening (sysctl, SELinux, AppArmor,
  // password rules, lockout, fail2ban, access.conf, audit rules), environment reviewers, scanners that cannot fail, admin
  // policies attached (readers/files22.ts).
  out.push(...edits22Effects(view18).map(at));
  // (cls-edit26) Durability switches of database servers, sign-in policies moved to never/none, alerts routed nowhere or
  // muted, base images from unknown publishers, people's data made public by a policy file (readers/edit26.ts).
  out.push(...edits26Effects(view18).map(at));
  // (cls-shell25) Game, media and print servers' settings opened, passwords emptied, listeners moved off loopback, backup
  // retention cut in a command line (readers/shell25.ts).
  out.push(...edits25Effects(view18).map(at));
  // (cls-benign25) Firmware and kernel Kconfig fragments: a guard switched off, a loosening option on (readers/benign25.ts).
  out.push(...firmwareEdits25Effects(view18).map(at));
  const paused = backupPaused(path, content, live, old);
  if (paused) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `pauses or switches off backups (${paused})`)));
  if (old) {
    const raised = limitRaised(path, old, live);
    if (raised) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `raises a rate limit so far that it no longer limits (${raised})`)));
  }
  if (old) {
    const removed = uncommented(addedText(content, old));
    const g = GUARD_LINE.exec(removed) ?? GUARD_NAME.exec(removed);
    // The same kind of guard still present in what was written: a refactoring, not a removal.
    const kept = uncommented(content);
    if (g && !GUARD_LINE.test(kept) && !GUARD_NAME.test(kept)) out.push(f('dangerous', `removes an access or rate-limit guard from ${snippet(path || 'a file', 40)} (${snippet(g[0], 40)})`));
    const fewer = requirementLowered(old, live);
    if (fewer) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `lowers the reviews or approvals a change needs (${fewer})`)));
    const root = rootUser(old, live);
    if (root) out.push(at(ladder('dangerous', 'dangerous', 'destructive', `makes the container run as root (${root})`)));
  }
  return out;
}

// ------------------------------------------------------------------ cls-plan15: settings that weaken by their number or their reach
/** A password rule's minimum length (`password_min_length`, `PASSWORD_MIN_LENGTH`, `minPasswordLength`, `min_length` under a password key). */
const PASSWORD_MIN = /\b([\w.-]*(?:passw(?:or)?d|passphrase|pwd)[\w.-]*?(?:min\w*|length)\w*|min\w*?_?(?:passw(?:or)?d|pwd)\w*)["']?\s*[:=]\s*["']?(\d{1,3})\b/gi;
/** How long a session, cookie or token stays valid, with an optional unit (`SESSION_TTL=3600`, `jwt_expiry: 15m`, `SESSION_COOKIE_AGE = 1209600`). */
const LIFETIME = /\b([\w.-]*(?:session|cookie|token|jwt|refresh|remember|login)[\w.-]*?(?:ttl|lifetime|life_?time|age|expir\w*|timeout|duration|expires_?in|validity|valid_?for)\w*)["']?\s*[:=]\s*["']?(\d[\d_]*)\s*(ms|s|m|h|d|w|y)?\b/gi;
/** A bare minimum length or lifetime key, read under a password or session/token block. */
const BARE_MIN = /^\s*["']?((?:min(?:imum)?_?(?:length|len|chars|characters))|minLength)["']?\s*[:=]\s*["']?(\d{1,3})\b/gim;
const BARE_LIFETIME = /^\s*["']?((?:expires_?in|expir\w*|ttl|lifetime|max_?age|valid_?for))["']?\s*[:=]\s*["']?(\d[\d_]*)\s*(ms|s|m|h|d|w|y)?\b/gim;
const PASSWORD_RULE_OFF = /^\s*["']?((?:require_?|must_?(?:have|include|contain)_?)(?:symbols?|special\w*|upper\w*|lower\w*|numbers?|digits?|mixed_?case|complexity))["']?\s*[:=]\s*["']?(?:false|no|off|0)\b/im;
/** A redaction or filter list emptied (`config.filter_parameters = []`, `redact: []`). */
const REDACT_EMPTIED = /\b(?:filter_parameters|redact\w*|scrub\w*|sensitive_?(?:fields|keys|params|headers))["']?\s*(?:\+?=|:)\s*(?:\[\s*\]|\{\s*\}|None|nil|null|false)(?!\w)/i;
/** Request or response bodies and headers written to the logs. */
const BODY_LOGGING = /^\s*["']?(?:[\w.-]*log_?(?:request|response|http)_?(?:bodies|body|payloads?|headers)|[\w.-]*log_?payloads?|[\w.-]*log_?bodies)["']?\s*[:=]\s*["']?(?:true|yes|on|1|all)\b/im;
/** Linux capabilities that break a container out: SYS_ADMIN, NET_ADMIN, SYS_PTRACE, SYS_MODULE, DAC_READ_SEARCH, ALL. */
const ESCAPE_CAPS = /\b(?:add|cap_add)\s*:\s*(?:\[[^\]\n]*\b(?:SYS_ADMIN|NET_ADMIN|SYS_PTRACE|SYS_MODULE|DAC_READ_SEARCH|SYS_RAWIO|ALL)\b|\n(?:\s*-\s*["']?\w+["']?\s*\n)*?\s*-\s*["']?(?:CAP_)?(?:SYS_ADMIN|NET_ADMIN|SYS_PTRACE|SYS_MODULE|DAC_READ_SEARCH|SYS_RAWIO|ALL)\b)|--cap-add[= ](?:SYS_ADMIN|NET_ADMIN|SYS_PTRACE|SYS_MODULE|ALL)\b/i;
/** Directory listings switched on in a web server. */
const LISTING_ON = /^\s*autoindex\s+on\s*;|^\s*Options\s+[^\n]*(?<![-\w])\+?Indexes\b|^\s*["']?directory[_-]?listing["']?\s*[:=]\s*["']?(?:true|on|yes)\b|^\s*file_server\s+browse\b/im;
/** A protective switch not named by the safeguard list: key rotation, HSTS, secure or HttpOnly cookies, lockout, CAPTCHA, signing. */
const MORE_GUARD_KEY = /rotation|hsts|httponly|http_?only|secure_?cookies?|cookie_?secure|lockout|captcha|signing|signature|integrity|sanitiz\w*|escap\w*|xss_?filter|frame_?deny/i;

/** Redaction, masking or scrubbing of secrets and personal data before they are logged or reported. */
const REDACT = /\b(?:redact\w*|scrub\w*|filter_parameters|filter_?sensitive\w*|sensitive_?(?:fields|keys|params|headers|data)|mask_?(?:fields|keys|secrets|sensitive\w*|pii|headers)|maskSensitive\w*|before_?send\b|beforeSend\b|send_?default_?pii\s*[:=]\s*(?:False|false))/i;
/** A flag or feature file: what it switches on reaches the users of that environment. */
const FLAG_FILE = /(?:^|[\\/._-])(?:flags?|features?|feature[_-]?flags?|feature[_-]?toggles?|toggles?|launchdarkly|unleash|flipper|rollouts?)(?:[\\/._-]|$)/i;
const FLAG_ON = /^\s*["']?(?:enabled|enable|on|active|default(?:_?value)?|value)["']?\s*[:=]\s*["']?(?:true|on|yes)\b|\b(?:rollout|percent|percentage|traffic)\w*["']?\s*[:=]\s*["']?100\b|\b(?:audience|segment|users|target\w*)["']?\s*[:=]\s*["']?(?:all|everyone|\*)["']?\s*$/im;
/** A setting under a flag or feature key switched on (`feature_flags.new_checkout: true`, `FEATURE_X_ENABLED=true`). */
const FLAG_KEY_ON = /^\s*["']?[\w.-]*(?:feature|flag|toggle)[\w.-]*["']?\s*[:=]\s*["']?(?:true|on|yes|enabled|100)\b/im;
/** A sudoers rule without a password for every command. */
const NOPASSWD_ALL = /\bALL\s*=\s*\(\s*ALL(?:\s*:\s*ALL)?\s*\)\s*NOPASSWD\s*:\s*ALL\b/;
/** The host's root or its container runtime mounted into a container: a root shell on the host. */
const HOST_ROOT_MOUNT = /\bhostPath\s*:\s*\{?\s*(?:\n\s*)?path\s*:\s*["']?\/["']?\s*(?:[},\n]|$)|\bhostPath\s*:\s*\{?\s*(?:\n\s*)?path\s*:\s*["']?\/var\/run\/docker\.sock|(?:^|[\s"'-])\/var\/run\/docker\.sock:\/var\/run\/docker\.sock|(?:^|\s-\s*["']?)\/:\/host\b/im;
/** A deploy, release or publish workflow. */
const DEPLOYS = /\b(?:deploy\w*|release\w*|publish\w*|prod(?:uction)?)\b/i;

function unitSeconds(n: number, u: string | undefined): number {
  const k = (u ?? '').toLowerCase();
  return n * (k === 'ms' ? 0.001 : k === 'm' ? 60 : k === 'h' ? 3600 : k === 'd' ? 86400 : k === 'w' ? 604800 : k === 'y' ? 31536000 : 1);
}

function plan15Effects(path: string, old: string | undefined, content: string, live: string): Finding[] {
  if (notDeployed(path) || DOC_FILE.test(path)) return [];
  const out: Finding[] = [];
  const env = detectEnv(path).env;
  const devOnly = env === 'dev';
  const where = snippet(path || 'a file', 40);
  // A destroy permit written on (force_destroy = true, skip_final_snapshot = true) where there was none: the next
  // destroy takes the data with it, as turning deletion_protection off does.
  for (const m of live.matchAll(/^\s*["']?([\w.-]+)["']?\s*[:=]\s*["']?(true|yes|on)\b/gim)) {
    const key = m[1] as string;
    if (!DESTROY_PERMIT.test(key) || devOnly) continue;
    if (old !== undefined && new RegExp(`${escapeRe(key)}["']?\\s*[:=]\\s*["']?(?:true|yes|on)`, 'i').test(old)) continue;
    out.push(ladder('dangerous', 'dangerous', 'destructive', `lets a destroy take the data with it in ${where} (${snippet(m[0].trim(), 40)})`));
    break;
  }
  if (old !== undefined) {
    // A password rule's minimum length lowered below eight (a bare `min_length` counts under a password block).
    const pwd = /passw(?:or)?d|passphrase/i.test(`${old}\n${content}\n${path}`);
    const mins = (text: string) => [...text.matchAll(PASSWORD_MIN), ...(pwd ? text.matchAll(BARE_MIN) : [])];
    const had = new Map<string, number>();
    for (const m of mins(old)) had.set((m[1] as string).toLowerCase(), Number(m[2]));
    // Complexity rules switched off under a password block (require_symbols: true → false).
    const cx = pwd ? PASSWORD_RULE_OFF.exec(live) : null;
    if (cx && !old.includes(cx[0].trim()) && new RegExp(`${escapeRe(cx[1] as string)}["']?\\s*[:=]\\s*["']?(?:true|yes|on|1)\\b`, 'i').test(old)) out.push(ladder('dangerous', 'dangerous', 'destructive', `weakens the password rule in ${where} (${snippet(cx[0].trim(), 40)})`));
    for (const m of mins(live)) {
      const was = had.get((m[1] as string).toLowerCase());
      const now = Number(m[2]);
      if (was !== undefined && now < was && now < 8) {
        out.push(ladder('dangerous', 'dangerous', 'destructive', `weakens the password rule in ${where} (${m[1] as string}: ${was} → ${now})`));
        break;
      }
    }
    // A session or token lifetime made a day-scale one into months: a stolen session stays good that long.
    const tokenish = /session|token|jwt|cookie|refresh|remember/i.test(`${old}\n${content}\n${path}`);
    const lifetimes = (text: string) => [...text.matchAll(LIFETIME), ...(tokenish ? text.matchAll(BARE_LIFETIME) : [])];
    const life = new Map<string, number>();
    for (const m of lifetimes(old)) life.set((m[1] as string).toLowerCase(), unitSeconds(Number((m[2] as string).replace(/_/g, '')), m[3]));
    for (const m of lifetimes(live)) {
      const was = life.get((m[1] as string).toLowerCase());
      const now = unitSeconds(Number((m[2] as string).replace(/_/g, '')), m[3]);
      if (was !== undefined && was > 0 && now >= was * 24 && now >= 30 * 86400 && !devOnly) {
        out.push(ladder('dangerous', 'dangerous', 'destructive', `keeps sessions or tokens valid for months in ${where} (${m[1] as string})`));
        break;
      }
    }
    // Redaction taken out: the secrets and personal data it masked now reach the logs or the error tracker.
    const removed = uncommented(addedText(content, old));
    const red = REDACT.exec(removed);
    if (red && !REDACT.test(uncommented(content)) && !devOnly) out.push(ladder('dangerous', 'dangerous', 'destructive', `stops redacting secrets or personal data from logs in ${where} (${snippet(red[0], 30)} removed)`));
  }
  // A feature flag switched on, or rolled out to everyone, in production's flag file or under a flag key of its config.
  if (env === 'prod' || /(?:^|[\\/._-])prod(?:uction)?(?:[\\/._-]|$)/i.test(path)) {
    const on = (FLAG_FILE.test(path) && old !== undefined ? FLAG_ON.exec(live) : null) ?? FLAG_KEY_ON.exec(live);
    if (on && !(old !== undefined && old.includes(on[0].trim()))) out.push(f('dangerous', `switches a feature on for production's users (${snippet(on[0].trim(), 40)} in ${where})`));
  }
  if (!devOnly) {
    const emptied = REDACT_EMPTIED.exec(live);
    if (emptied && !(old !== undefined && old.includes(emptied[0]))) out.push(ladder('dangerous', 'dangerous', 'destructive', `stops redacting secrets or personal data from logs in ${where} (${snippet(emptied[0], 40)})`));
    const bodies = BODY_LOGGING.exec(live);
    if (bodies && !(old !== undefined && old.includes(bodies[0].trim()))) out.push(ladder('dangerous', 'dangerous', 'destructive', `logs request bodies or headers, with the secrets and personal data in them (${snippet(bodies[0].trim(), 40)} in ${where})`));
    const caps = ESCAPE_CAPS.exec(live);
    if (caps && !(old !== undefined && ESCAPE_CAPS.test(old))) out.push(ladder('dangerous', 'dangerous', 'destructive', `gives a container capabilities that reach the host (${snippet(caps[0].replace(/\s+/g, ' ').trim(), 40)} in ${where})`));
    const listing = LISTING_ON.exec(live);
    if (listing && !(old !== undefined && LISTING_ON.test(old))) out.push(ladder('dangerous', 'dangerous', 'destructive', `lists a web server's directories to every visitor (${snippet(listing[0].trim(), 40)} in ${where})`));
    if (old !== undefined) {
      for (const m of live.matchAll(/^\s*["']?([\w.-]+)["']?\s*[:=]\s*["']?(false|no|off|0|disabled)\b/gim)) {
        const key = m[1] as string;
        if (!MORE_GUARD_KEY.test(key) || /disabl|skip|insecure|allow|preload/i.test(key)) continue;
        if (!new RegExp(`${escapeRe(key)}["']?\\s*[:=]\\s*["']?(?:true|yes|on|1|enabled)\\b`, 'i').test(old)) continue;
        out.push(ladder('dangerous', 'dangerous', 'destructive', `switches off a protection in ${where} (${snippet(m[0].trim(), 40)})`));
        break;
      }
    }
  }
  const sudo = NOPASSWD_ALL.exec(live);
  if (sudo && !(old !== undefined && NOPASSWD_ALL.test(old))) out.push(ladder('dangerous', 'dangerous', 'destructive', `grants every command as root without a password (${where})`));
  const mount = HOST_ROOT_MOUNT.exec(live);
  if (mount && !(old !== undefined && HOST_ROOT_MOUNT.test(old)) && !devOnly) out.push(ladder('dangerous', 'dangerous', 'destructive', `mounts the host's root or container runtime into a container (${snippet(mount[0].trim(), 40)} in ${where})`));
  return out;
}

// ------------------------------------------------------------------ cls-edits16: policy engines, database TLS, business limits, cookies
/** Keys that set how a policy engine, a WAF or an OS protection enforces: Kyverno, Gatekeeper, Sentinel, ModSecurity, SELinux, admission webhooks. */
const ENFORCE_KEY = /(?:^|[\s{,"'])["']?(validationFailureAction|enforcementAction|enforcement_?level|enforcement_?mode|enforcementMode|SecRuleEngine|SELINUX|failurePolicy|policy_?mode|waf_?mode)["']?\s*(?:[:=]\s*|\s+)["']?([\w-]+)/gim;
const ENFORCE_WEAK = /^(?:audit|dryrun|dry-run|warn|advisory|permissive|disabled|off|detectiononly|detection|ignore|log|monitor|none)$/i;
const ENFORCE_STRONG = /^(?:enforce|enforced|deny|hard-mandatory|soft-mandatory|enforcing|on|fail|block|prevention|reject)$/i;
/** A rule head in Rego (`deny[msg] {`, `deny contains msg if {`, `violation[{"msg": m}] {`) and the rules that refuse. */
const REGO_HEAD = /^\s*([a-z_][\w]*)\s*(?:\[[^\]\n]*\]|contains\b[^{\n]*)?\s*(?:if\s*)?\{/i;
const REGO_DENY = /^(?:deny|violation|block|reject|forbid|warn)\w*$/i;
/** A connection's transport security by key: `sslmode=verify-full`, `ssl-mode=REQUIRED`, `useSSL=false`, `sslmode: disable`. */
const DB_TLS = /(?:\b|PG|DB_|DATABASE_)(sslmode|ssl-mode|ssl_mode|sslMode|useSSL|requireSSL|ssl|tls|encrypt)["']?\s*[:=]\s*["']?([\w-]+)/gi;
const DB_TLS_WEAK = /^(?:disable|disabled|allow|prefer|preferred|false|off|no|skip-verify|0|allow_unencrypted\w*)$/i;
const DB_TLS_STRONG = /^(?:require|required|verify-ca|verify-full|verify_ca|verify_identity|verify-identity|true|on|yes|1|strict|encrypted_only|\w+_required)$/i;
const LOCAL_HOST = /@(?:localhost|127\.0\.0\.1|\[::1\])\b|\/\/(?:localhost|127\.0\.0\.1)\b|\bhost\s*[:=]\s*["']?(?:localhost|127\.0\.0\.1)\b/i;
/** A numeric setting on one line (env, YAML, TOML, INI, JSON, code constants); a leading `^` from a sed pattern is allowed. */
const NUM_SETTING = /^\^?\s*(?:(?:export|const|let|var|final|static|public|private|readonly)\s+)*["']?([A-Za-z_][\w.-]{2,80})["']?\s*(?::\s*[\w<>]+\s*)?[:=]\s*(?:(?:new\s+)?[A-Z][\w.]{0,30}\(\s*)?["']?(\d[\d_,]*(?:\.\d+)?)\b/;
const MONEY_WORD = /refund|transfer|withdraw|payout|payment|charge|wire|spend|credit|loan|disburs|purchase|transaction|txn|cash_?out|remit|approv|invoice|order_?(?:value|total|amount)/i;
const LIMIT_WORD = /max|limit|cap\b|_cap|cap_|ceiling|threshold|above|over|upper|daily|weekly|monthly|per_/i;
const FRAUD_KEY = /(?:fraud|risk|aml|score)[\w.-]*(?:threshold|cutoff|cut_off|block|reject|decline|review)|(?:threshold|cutoff|block|reject|decline|review)[\w.-]*(?:fraud|risk|score)/i;
const HEADER_LINE = /^\s*\[([^\]\n]+)\]\s*$|^\s*["']?([\w.-]+)["']?\s*:\s*(?:\{\s*)?$/;
/** A cookie flag written off or wide: `secure: false`, `httpOnly: false`, `SESSION_COOKIE_SECURE = False`, `sameSite: 'none'`. */
const COOKIE_OFF = /\b(secure|httpOnly|http_only|httponly|(?:SESSION|CSRF)_COOKIE_(?:SECURE|HTTPONLY)|session_cookie_(?:secure|httponly)|cookie_(?:secure|httponly)|secure_cookies?)["']?\s*(?:=>|[:=])\s*["']?(?:false|no|off|0)\b|(?:\b|_)same_?site["']?\s*[:=]\s*["']none["']|\bSameSite=None\b/gi; // (cls-edits19: also SESSION_COOKIE_SAMESITE)
/** Browser protections a security-header middleware sets, switched off: `helmet({ contentSecurityPolicy: false })`. */
const HEADER_OFF = /\b(?:contentSecurityPolicy|frameguard|hsts|strictTransportSecurity|noSniff|xssFilter|crossOriginOpenerPolicy|crossOriginResourcePolicy)\s*:\s*false\b/;
/** A key-derivation work factor: PBKDF2 iterations, Argon2 time and memory cost, scrypt N. */
const WORK_FACTOR = /\b([\w.-]*(?:iterations|iter_?count|time_?cost|timeCost|memory_?cost|memoryCost|scrypt_?n|log_?n))["']?\s*[:=]\s*["']?(\d[\d_,]*)/gi;
/** A requirement written as a word (`enroll = "REQUIRED"`, `mfa: mandatory`) downgraded to optional or off. */
const REQ_VALUE = /(?:^|[\s{,(])["']?([\w.-]{2,60})["']?\s*[:=]\s*["']?(required|mandatory|enforced|always|optional|not_allowed|not-allowed|disabled|off|never|none|lax)\b/gi;
const REQ_CONTEXT = /otp|mfa|2fa|two_?factor|factor|enrol|webauthn|totp|passkey|tls|ssl|verif|auth|signing|signature|csrf|same_?site|password/i;
const AUDIT_SINK = /\b(?:outputs?|sinks?|destinations?|exporters?|forward\w*|buckets?|log_?groups?|streams?|targets?|appenders?|handlers?|Match)\b/i;
const ZONE_FILE = /\.zone$|(?:^|[\\/])(?:zones?|dns)[\\/]|(?:^|[\\/])db\.[\w-]+\.[\w.]+$/i;
const ZONE_RECORD = /^\s*(?:\S+\s+)?(?:\d+\s+)?IN\s+(?:A|AAAA|CNAME|MX|NS|TXT|SRV|CAA|PTR|ALIAS)\b/im;
const LOCKFILE = /(?:^|[\\/])(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|Pipfile\.lock|Gemfile\.lock|composer\.lock|Cargo\.lock|uv\.lock|bun\.lock)$/i;
const FW_SOURCE = /\s(?:-s|--source|--src-range)\s+[\w.:/-]+/;

function numOf(x: string): number {
  return Number(x.replace(/[_,]/g, ''));
}

/** key → number for every numeric setting line, with the section or parent key each sits under. */
function numericSettings(text: string): Map<string, { n: number; section: string; line: string }> {
  const out = new Map<string, { n: number; section: string; line: string }>();
  let section = '';
  for (const line of text.split('\n').slice(0, 400)) {
    const h = HEADER_LINE.exec(line);
    if (h) {
      section = (h[1] ?? h[2] ?? '') as string;
      continue;
    }
    const m = NUM_SETTING.exec(line);
    if (m) out.set((m[1] as string).toLowerCase(), { n: numOf(m[2] as string), section, line: line.trim() });
  }
  return out;
}

// cls-edits16b: an auth step named in routing config or a role decorator (Traefik `middlewares: - name: admin-auth`,
// ingress-nginx `auth-url`, nginx `auth_request`/`auth_basic`, Flask/Django `@roles_required`, `@permission_required`).
const AUTH_STEP = /\bmiddlewares?\s*:[^\n]*(?:\n[ \t]*-?[ \t]*(?:name\s*:\s*)?["']?[\w@.-]*\s*)*?\n[ \t]*-?[ \t]*(?:name\s*:\s*)?["']?[\w@.-]*auth[\w@.-]*|\bnginx\.ingress\.kubernetes\.io\/auth-(?:url|type|signin|secret)\b|^\s*auth_(?:request|basic)\s+(?!off\b)\S|\bforwardAuth\s*:|\bbasicAuth\s*:|@\w*roles?_(?:required|accepted)\b|@(?:admin|staff|superuser|permission|role|group)s?_required\b|@user_passes_test\b|@staff_member_required\b/im;
/** ASP.NET on IIS: remote tracing, full error pages shown to every visitor. */
const IIS_TRACE = /<trace\b[^>]*\benabled\s*=\s*["']true["'][^>]*\blocalOnly\s*=\s*["']false["']|<trace\b[^>]*\blocalOnly\s*=\s*["']false["'][^>]*\benabled\s*=\s*["']true["']/i;
const IIS_ERRORS_OFF = /<customErrors\b[^>]*\bmode\s*=\s*["']Off["']|<httpErrors\b[^>]*\berrorMode\s*=\s*["']Detailed["']/i;
function edits16bEffects(path: string, old: string | undefined, content: string, live: string): Finding[] {
  if (notDeployed(path) || DOC_FILE.test(path) || MEMORY.test(path)) return [];
  const out: Finding[] = [];
  const where = snippet(path || 'a file', 40);
  if (old) {
    const removed = uncommented(addedText(content, old));
    const g = AUTH_STEP.exec(removed);
    if (g && !AUTH_STEP.test(uncommented(content))) out.push(ladder('dangerous', 'dangerous', 'destructive', `removes an authentication step from ${where} (${snippet(g[0].replace(/\s+/g, ' ').trim(), 40)})`));
  }
  // A security scanner told to skip checks (`[tool.bandit] skips = []` → `["B105", …]`, gosec `-exclude`, checkov
  // `skip-check`): what it looked for now passes. A style linter's ignore list is routine, and so is bandit's B101
  // (`assert` used, skipped by every pytest suite).
  const scanner = /\b(?:bandit|gosec|semgrep|checkov|tfsec|trivy|brakeman|snyk|safety|pip-audit|kics|terrascan|gitleaks|trufflehog)\b/i;
  if (scanner.test(`${path}\n${content}\n${old ?? ''}`)) {
    const SKIPS = /^\s*["']?(?:skips?|skip[-_]?checks?|skip[-_]?tests?|exclude[-_]?(?:rules|checks|tests)|excludes?|ignore[-_]?(?:rules|checks|vulns?|ids)?|disable[-_]?(?:rules|checks))["']?\s*[:=]\s*\[?([^\]\n]*)/gim;
    const count = (t: string) => Math.max(0, ...[...t.matchAll(SKIPS)].map((m) => ((m[1] as string).match(/["']?[A-Za-z]{1,10}[-_]?\d{2,6}["']?|["'][\w-]{3,}["']/g) ?? []).filter((x) => !/^["']?B101["']?$/i.test(x)).length));
    const now = count(live);
    if (now > 0 && (old !== undefined ? now > count(old) : old === '')) out.push(ladder('dangerous', 'dangerous', 'destructive', `tells a security scanner to skip checks in ${where}`));
  }
  // (Web.Debug.config and other dev transforms are a developer's own machine.)
  if (/(?:^|[\\/])web(?:\.[\w-]+)?\.config$/i.test(path) && !/\.(?:debug|dev|development|local)\.config$/i.test(path)) {
    const trace = IIS_TRACE.exec(live);
    if (trace && !(old !== undefined && IIS_TRACE.test(old))) out.push(ladder('dangerous', 'dangerous', 'destructive', `turns on remote tracing on a web server (${where}): request details shown to anyone`));
    const errs = IIS_ERRORS_OFF.exec(live);
    if (errs && (old ? /<customErrors\b[^>]*\bmode\s*=\s*["'](?:On|RemoteOnly)["']|<httpErrors\b[^>]*\berrorMode\s*=\s*["'](?:Custom|DetailedLocalOnly)["']/i.test(old) : !!trace || /inetpub|wwwroot|release|prod/i.test(path))) out.push(ladder('dangerous', 'dangerous', 'destructive', `shows full error pages to every visitor (${where}: ${snippet(errs[0], 30)})`));
  }
  return out;
}

// ------------------------------------------------------------------ cls-edits17: servers', databases' and platforms' own config
/** MySQL/MariaDB started with no privilege checks (`skip-grant-tables` under [mysqld], or as a server flag). */
const GRANTS_SKIPPED = /^\s*(?:--)?skip[-_]grant[-_]tables\b(?!\s*=\s*["']?(?:0|off|false|no)\b)|[\s"'[,]--skip[-_]grant[-_]tables\b/im;
/** The Docker daemon's API on TCP without TLS (`"hosts": ["tcp://0.0.0.0:2375"]`, `-H tcp://0.0.0.0:2375`): root on the host for anyone who can reach it. */
const DOCKER_TCP = /\btcp:\/\/(?:0\.0\.0\.0|\*|\[?::\]?|[\w.-]+)?:2375\b|\btcp:\/\/(?:0\.0\.0\.0|\[?::\]?)(?::\d+)?(?=["'\s,\]]|$)/i;
const DOCKER_CONTEXT = /daemon\.json|docker|dockerd|containerd|["']hosts["']\s*:|(?:^|\s)-H\s/i;
const DOCKER_TLS = /["']?tlsverify["']?\s*[:=]\s*["']?true\b|--tlsverify\b/i;
/** Registries the daemon may pull from without TLS checks. */
const INSECURE_REGISTRY = /["']?insecure[-_]registr(?:y|ies)["']?\s*[:=]\s*\[?\s*["']?([^\]\n"']+)|--insecure-registry[= ](\S+)/i;
/**
 * A security feature switched off by its key: `xpack.security.enabled: false`, `plugins.security.disabled: true`,
 * `client-cert-auth: false`, `auth.enabled=false`, `sasl.enabled: false`, `security.authorization: disabled`.
 */
const SECURITY_KEY_OFF = /(?:^|[\s{,"'.])["']?((?:[\w-]+[.])*(?:security|auth|authentication|authorization|authz|authn|acls?|sasl|rbac|(?:client|peer)[-_]cert[-_]auth|cert[-_]auth|requires?[-_]?auth\w*)(?:[.-_](?:enabled|enable|enforced?|required|active))?)["']?\s*[:=]\s*["']?(false|off|no|0|disabled|none)\b|(?:^|[\s{,"'.])["']?((?:[\w-]+[.])*(?:(?:security|auth|authentication|authorization|acls?|sasl|ssl|tls)[.-_]disabled?|disable[-_](?:tls|ssl|auth\w*|security)))["']?\s*[:=]\s*["']?(true|yes|on|1)\b/im;
/** Brokers and stores told to let anyone in: Kafka with no ACL, RabbitMQ's guest/guest from any host. */
const LET_ANYONE = /\ballow\.everyone\.if\.no\.acl\.found\s*[:=]\s*["']?true\b|\bloopback_users(?:\.guest)?\s*[:=]\s*["']?(?:false|none|\[\s*\])|\{\s*loopback_users\s*,\s*\[\s*\]\s*\}/i;
/** A broker listener or client protocol without authentication or TLS where the old text had it. */
const PLAIN_PROTOCOL = /\b(?:listeners|advertised\.listeners|security\.(?:inter\.broker\.)?protocol|listener\.security\.protocol\.map)\s*[:=][^\n]*\bPLAINTEXT\b/i;
const SECURE_PROTOCOL = /\b(?:SASL_SSL|SASL_PLAINTEXT|SSL)\b/;
/** A network ACL whose default lets every source in (Bicep/ARM `networkAcls.defaultAction: 'Allow'`, Terraform `default_action = "Allow"`). */
const DEFAULT_ALLOW = /["']?default_?[aA]ction["']?\s*[:=]\s*["']Allow["']/;
/** Access opened by other servers' own words: Grafana's `[auth.anonymous] enabled = true`, Jenkins' `<useSecurity>false`, a user tagged administrator. */
const ANON_SECTION = /^\s*\[[^\]\n]*anonymous[^\]\n]*\]\s*\n(?:[ \t]*(?:[^[\s][^\n]*)?\n){0,12}?[ \t]*enabled\s*=\s*["']?true\b/im;
const XML_SECURITY_OFF = /<(useSecurity|securityEnabled|authEnabled|authenticationEnabled|requireAuthentication|csrfProtection|enableCsrf|requireSsl|requireHttps)>\s*false\s*</i;
const ADMIN_TAG = /["']?tags["']?\s*[:=]\s*["'][^"'\n]*\badministrator\b/i;
/** A password emptied (`<password></password>`, `password: ""`) or set to a well-known default. */
const EMPTY_PASSWORD = /<password>\s*<\/password>|^\s*["']?[\w.-]*pass(?:word|wd)?["']?\s*[:=]\s*(?:""|'')\s*,?\s*$/im;
const DEFAULT_PASSWORD = /^\s*["']?[\w.-]*(?:PASSWORD|PASSWD|SECRET_KEY|ROOT_PASS)["']?\s*[:=]\s*["']?(?:minioadmin|admin|password|guest|root|toor|123456|admin123|default)["']?\s*$/im;
/** Branch protection blocks and switches that keep a review or a check on the default branch. */
const BRANCH_RULE = /\b(?:required_status_checks|required_pull_request_reviews|required_signatures|require_signed_commits|required_linear_history|require_conversation_resolution|push_restrictions|restrict_pushes|required_deployments|require_code_owner_reviews)\b/g;
/** A header that protects browsers, named in any config or code (`key: 'Content-Security-Policy'`, `add_header Strict-Transport-Security`). */
const HEADER_NAME = /\b(?:Content-Security-Policy|Strict-Transport-Security|X-Frame-Options|X-Content-Type-Options)\b/gi;
/** cls-edits17: the config line inside a carrier: an Ansible/Puppet/Chef `line`/`content` value, an echoed line, a sed replacement. */
const CARRIED = /\b(?:line|content|value)\s*(?::|=>|=)?\s*["']([^"'\n]{3,200})["']|\becho\s+(?:-e\s+)?["']([^"'\n]{3,200})["']\s*(?:\|\s*(?:sudo\s+)?tee\b|>>?)|\bsed\b[^\n]*?\bs([/|#,])(?:(?!\3)[^\n])*\3((?:(?!\3)[^\n]){2,200})\3|^[ \t]*-?[ \t]*line\s*:\s*([^\s"'#|>][^\n]{2,200})$/gm;
function withCarried(text: string): string {
  if (!/\b(?:line|content|value|echo|sed)\b/.test(text)) return text;
  const extra: string[] = [];
  let guard = 0;
  for (const m of text.matchAll(CARRIED)) {
    if (guard++ > 32) break;
    const v = (m[1] ?? m[2] ?? m[4] ?? m[5]) as string | undefined;
    if (v && /\S\s*\S/.test(v)) extra.push(v.replace(/\\(.)/g, '$1'));
  }
  return extra.length ? `${text}\n${extra.join('\n')}` : text;
}
/** cloud-init: password SSH logins on, root login allowed. */
const CLOUD_INIT_WEAK = /^\s*ssh_pwauth\s*:\s*["']?(?:true|yes|1)\b|^\s*disable_root\s*:\s*["']?(?:false|no|0)\b/im;
/** A server started by its arguments without auth or isolation (`"--protected-mode", "no"`). */
const ARGS_OPEN = /--protected-mode["']?\s*(?:,\s*["']?|=|\s+)no\b|--skip-auth\b|--no-auth\b|--noauth\b|--auth(?:entication)?[= ](?:none|false|off)\b/i;
const ARGS_AUTH = /["'\s[,]--(?:requirepass|auth|masterauth)\b/;
/** A control switched off by an `enable…` key, or a loosening switched on. */
const ENABLE_OFF = /\b((?:enable|enabled|is_?enabled)[-_]?(?:rbac|auth\w*|security\w*|acls?|sasl|tls|ssl|mfa|scan\w*|versioning|guard_?duty|defender\w*|key_?rotation|encryption|network_?polic\w*|pod_?security\w*|private_?endpoint|firewall|waf)|scan_?on_?push|scanOnPush|rbac_?enabled|rbacEnabled)["']?\s*[:=]\s*["']?(false|off|no|0|disabled)\b/i;
const LOOSE_ON = /\b(enable_?legacy_?abac|legacyAbac|enableLegacyAbac|allow_?insecure\w*|insecure_?(?:registry|mode|ssl|tls|auth\w*)|allow_?unauthenticated\w*|anonymous_?auth(?:entication)?_?enabled)["']?\s*[:=]\s*["']?(true|yes|on|1|enabled)\b/i;
/** (lead18) A requirement key set off: require_x / x_required / x_requirement_enabled / enforce_x / x_enforced = false. */
const REQUIRE_OFF = /\b((?:require|requires|enforce|must)[-_][\w-]*|[\w-]*[-_](?:required|requirement[-_]enabled|requirement|enforced|enforcement(?:[-_]enabled)?|enforce))["']?\s*[:=]\s*["']?(false|off|no|0|disabled|optional|none)\b/i;
/** What such a requirement protects: a second factor, transport encryption, signed or reviewed changes, strong passwords. */
const REQUIRE_SUBJECT = /2fa|mfa|two[-_]?factor|multi[-_]?factor|otp|2sv|two[-_]?step|ssl|tls|https|secure[-_]?transport|signed|signature|symbols|uppercase|lowercase|numbers|review|approv|code[-_]?owner|admins|status[-_]?checks|linear[-_]?history|conversation[-_]?resolution|encrypt|password|auth/i;
/** EC2 instance metadata v1 allowed again (`http_tokens = "optional"`, `HttpTokens: optional`). */
const IMDS_V1 = /\bhttp_?tokens["']?\s*[:=]\s*["']?optional\b/i;
/** An HCL block that protects (`advanced_security_options {`, `versioning {`, `encryption {`) with `enabled = false` inside. */
const HCL_BLOCK_OFF = /^[ \t]*([\w-]*(?:security|versioning|encryption|logging|audit|protection|auth\w*|mfa|scan\w*|backup|defender|guard\w*|firewall|waf|tls|ssl)[\w-]*)\s*(?:=\s*)?\{[ \t]*\n(?:[ \t]*[^}\n]*\n){0,8}?[ \t]*(?:enabled|enable|status)\s*=\s*["']?(?:false|disabled|suspended|off)\b/im;
/** A security service's own resource or file (GuardDuty, Security Hub, Defender, Inspector, Macie, Config) switched off. */
const SECURITY_SERVICE = /guard_?duty|security_?hub|defender|inspector|macie|config_?recorder|shield_?advanced/i;
/** Settings moved from a strong value to a weak one: [key, strong values, weak values]. */
const DOWNGRADES: readonly [RegExp, RegExp, RegExp, string][] = [
  [/pod-security\.kubernetes\.io\/enforce["']?\s*:\s*["']?(\w+)/i, /^(?:restricted|baseline)$/i, /^privileged$/i, 'lets privileged pods run in the namespace'],
  [/\bpublic_?access_?prevention["']?\s*[:=]\s*["']?(\w+)/i, /^enforced$/i, /^(?:inherited|unspecified)$/i, 'lets the bucket be made public again'],
  [/\b(?:azureADOnlyAuthentication|azuread_?authentication_?only|\w*only_?auth\w*)["']?\s*[:=]\s*["']?(\w+)/i, /^(?:true|enabled)$/i, /^(?:false|disabled)$/i, 'lets password logins in beside directory sign-in'],
  [/\buniform_?bucket_?level_?access["']?\s*[:=]\s*["']?(\w+)/i, /^true$/i, /^false$/i, 'lets per-object ACLs grant access again'],
];
/** Row-level security switched off by a migration or schema file. */
const RLS_OFF = /\b(?:DISABLE|NO\s+FORCE)\s+ROW\s+LEVEL\s+SECURITY\b/i;
/** A Vault policy over every path or the system backend with write or sudo capabilities. */
const VAULT_WIDE = /\bpath\s+"(?:\*|\+\/\*|sys\/\*?[^"]*)"\s*\{[^}]{0,300}?\bcapabilities\s*=\s*\[[^\]]*"(?:sudo|create|update|delete|root|patch)"/i;
/** A Kubernetes Secret carrying values (not a SealedSecret, an ExternalSecret, nor a template). */
const K8S_SECRET = /^\s*kind\s*:\s*["']?Secret["']?\s*$/m;
const SECRET_VALUES = /^\s*(?:stringData|data)\s*:\s*\n((?:[ \t]+[^\n]*\n?){1,40})/m;
const PLACEHOLDER_VALUE = /^["']?(?:<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|\$\(?\w+\)?|%\w+%|changeme|change[-_]me|replace[-_]?me|set[-_]?me|todo|tbd|x{3,}|\*{3,}|dummy|example|placeholder|secret|password|redacted|none|null|""|'')["']?$/i;
/** nginx/Apache/Caddy security headers by name. */
const SECURITY_HEADER = /^\s*(?:add_header|more_set_headers|Header\s+(?:always\s+)?(?:set|append)|header)\s+["']?(Content-Security-Policy|Strict-Transport-Security|X-Frame-Options|X-Content-Type-Options|Referrer-Policy|Permissions-Policy)\b/gim;
/** php.ini settings that open a deployed PHP: remote includes, errors shown to visitors, every function allowed. */
const PHP_URL_INCLUDE = /^\s*allow_url_include\s*=\s*["']?(?:on|1|true|yes)\b/im;
const PHP_ERRORS_SHOWN = /^\s*display_(?:startup_)?errors\s*=\s*["']?(?:on|1|true|yes|stdout|stderr)\b/im;
/** A password or auth directive a server config had live: `requirepass`, mongod `authorization: enabled`, `--auth`. */
const AUTH_DIRECTIVE = /^\s*(?:requirepass\s+\S|masterauth\s+\S|aclfile\s+\S|(?:security\.)?authorization\s*:\s*["']?enabled\b|xpack\.security\.enabled\s*[:=]\s*["']?true\b|client[-_]cert[-_]auth\s*[:=]\s*["']?true\b|--auth\b|auth\s*[:=]\s*["']?true\b)/im;

/** (lead18) Istio/Linkerd-style mesh settings that let plain-text or unauthenticated traffic in. */
const MESH_OPEN = /\bmtls\s*:\s*\n?\s*mode\s*:\s*["']?(?:PERMISSIVE|DISABLE)\b|kind\s*:\s*["']?AuthorizationPolicy\b[\s\S]{0,600}?\brules\s*:\s*\n?\s*-\s*\{\s*\}|kind\s*:\s*["']?AuthorizationPolicy\b[\s\S]{0,600}?\baction\s*:\s*["']?ALLOW["']?\s*$(?![\s\S]*\brules\s*:)/im;
/** A branch protection, merge or approval rule that asks for no reviewer. */
const REVIEWS_NONE = /\b(?:required_approving_review_count|requiredApprovingReviewCount|required_approvals?|requiredApprovals?|min(?:imum)?_?approvals?(?:_?count)?|approvals_before_merge|approvals_required|required_reviewers_?count|reviewers_?required)["']?\s*[:=]\s*["']?0\b(?!\.)/i;

/**
 * cls-edits17: names added to the hosts file that all point at this machine (`127.0.0.1 myapp.local`): a developer's
 * local name, undone by deleting the line; no traffic leaves or is redirected elsewhere.
 */
export function loopbackHostsEntry(path: string, text: string | null | undefined): boolean {
  if (!text || !/(?:^|[\\/])etc[\\/]hosts$/i.test(path.trim())) return false;
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return lines.length > 0 && lines.length <= 16 && lines.every((l) => /^(?:127(?:\.\d{1,3}){3}|::1)\s+[\w.-]+(?:\s+[\w.-]+)*$/.test(l));
}

/**
 * The environment a server config's findings take: its path's, or, when the path names none, unknown even where the
 * file's own text names a loopback address (`bind 127.0.0.1` being replaced says nothing about where the file runs).
 */
function fileEnvOf(path: string, text: string): Finding['env'] | undefined {
  const env = detectEnv(path).env;
  if (env !== 'unknown') return env;
  return /\b(?:127\.0\.0\.1|0\.0\.0\.0|localhost)\b|::1\b/.test(text) ? 'unknown' : undefined;
}

function edits17Effects(path: string, old: string | undefined, content: string, live: string): Finding[] {
  if (notDeployed(path) || DOC_FILE.test(path) || MEMORY.test(path)) return [];
  const out: Finding[] = [];
  const where = snippet(path || 'a file', 40);
  const oldLive = old === undefined ? '' : uncommented(old);
  const had = (re: RegExp) => old !== undefined && re.test(oldLive);
  const envPin = fileEnvOf(path, `${old ?? ''}\n${content}`);
  // (A file named for development or tests keeps its own reversible rung; elsewhere a person verifies it.)
  const push = (reason: string) => out.push(Object.assign(ladder('dangerous', 'dangerous', 'reversible', reason), envPin ? { env: envPin } : {}));
  const grants = GRANTS_SKIPPED.exec(live);
  if (grants && !had(GRANTS_SKIPPED)) push(`starts the database with no password or privilege checks (${snippet(grants[0].trim(), 30)}) in ${where}`);
  const docker = DOCKER_TCP.exec(live);
  if (docker && DOCKER_CONTEXT.test(`${path}\n${content}`) && !DOCKER_TLS.test(uncommented(content)) && !had(DOCKER_TCP)) push(`exposes the Docker daemon's API over TCP without TLS (${snippet(docker[0], 30)}): root on the host for anyone who reaches it`);
  const reg = INSECURE_REGISTRY.exec(live);
  if (reg && /\S/.test((reg[1] ?? reg[2] ?? '').replace(/["',\s]|(?:localhost|127\.0\.0\.1)(?::\d+)?/g, '')) && !had(INSECURE_REGISTRY)) push(`lets the Docker daemon pull images without TLS checks (${snippet(reg[0].trim(), 40)})`);
  const sec = SECURITY_KEY_OFF.exec(live);
  if (sec) {
    const key = (sec[1] ?? sec[3]) as string;
    const value = (sec[2] ?? sec[4]) as string;
    const same = old !== undefined && new RegExp(`${escapeRe(key)}["']?\\s*[:=]\\s*["']?${escapeRe(value)}\\b`, 'i').test(oldLive);
    if (!same) push(`switches off a security feature of a server (${snippet(sec[0].trim(), 50)}) in ${where}`);
  }
  const anyone = LET_ANYONE.exec(live);
  if (anyone && !had(LET_ANYONE)) push(`lets any client in without credentials (${snippet(anyone[0].trim(), 40)}) in ${where}`);
  const plain = PLAIN_PROTOCOL.exec(live);
  if (plain && old && SECURE_PROTOCOL.test(oldLive) && !SECURE_PROTOCOL.test(plain[0])) push(`drops authentication and TLS from a broker listener (${snippet(plain[0].trim(), 50)})`);
  // An IP firewall rule over the whole address range (Azure SQL/Bicep `startIpAddress: '0.0.0.0'` … `'255.255.255.255'`).
  const whole = /\b(?:start_?ip_?address|startIpAddress)["']?\s*[:=]\s*["']0\.0\.0\.0["'][\s\S]{0,200}?\b(?:end_?ip_?address|endIpAddress)["']?\s*[:=]\s*["']255\.255\.255\.255["']/i.exec(uncommented(content));
  if (whole && !(old !== undefined && /255\.255\.255\.255/.test(oldLive))) push(`opens a database firewall to every address (0.0.0.0–255.255.255.255) in ${where}`);
  const allow = DEFAULT_ALLOW.exec(live);
  if (allow && (old ? /["']?default_?[aA]ction["']?\s*[:=]\s*["']Deny["']/.test(oldLive) : old === '')) push(`lets every network source in by default (${snippet(allow[0], 40)}) in ${where}`);
  // (The section header is often kept from the old text: the whole new text is read.)
  for (const [re, strong, weak, what] of DOWNGRADES) {
    const now = re.exec(live);
    if (!now || !weak.test(now[1] as string)) continue;
    const was = old !== undefined ? re.exec(oldLive) : null;
    if (was ? strong.test(was[1] as string) : old === '' || (old === undefined && /\.\.\. ?existing code ?\.\.\./i.test(content))) push(`${what} (${snippet(now[0].trim(), 40)}) in ${where}`);
  }
  const rls = RLS_OFF.exec(live);
  if (rls && !had(RLS_OFF)) push(`switches off row-level security (${snippet(rls[0], 30)}) in ${where}`);
  const cloud = CLOUD_INIT_WEAK.exec(live);
  if (cloud && !had(CLOUD_INIT_WEAK)) push(`lets SSH in with passwords or as root (${snippet(cloud[0].trim(), 30)}) in ${where}`);
  const argsOpen = ARGS_OPEN.exec(live);
  if (argsOpen && !had(ARGS_OPEN)) push(`starts a server without authentication or isolation (${snippet(argsOpen[0], 30)}) in ${where}`);
  if (old && ARGS_AUTH.test(oldLive) && !ARGS_AUTH.test(uncommented(content))) push(`removes the password a server is started with (${snippet(ARGS_AUTH.exec(oldLive)?.[0].trim() ?? '', 20)}) in ${where}`);
  const enableOff = ENABLE_OFF.exec(live);
  if (enableOff && !(old !== undefined && new RegExp(`${escapeRe(enableOff[1] as string)}["']?\\s*[:=]\\s*["']?${escapeRe(enableOff[2] as string)}\\b`, 'i').test(oldLive))) push(`switches off a security control (${snippet(enableOff[0].trim(), 40)}) in ${where}`);
  // (lead18) A requirement switched off by its key: two_factor_requirement_enabled = false, require_ssl = false,
  // require_signed_commits: false, enforce_admins = false, minimum password length below 8.
  const reqOff = REQUIRE_OFF.exec(live);
  if (reqOff && REQUIRE_SUBJECT.test(reqOff[1] as string) && !(old !== undefined && new RegExp(`${escapeRe(reqOff[1] as string)}["']?\\s*[:=]\\s*["']?${escapeRe(reqOff[2] as string)}\\b`, 'i').test(oldLive))) push(`stops requiring a security control (${snippet(reqOff[0].trim(), 40)}) in ${where}`);
  const pwLen = /\b(?:minimum|min)[-_]?password[-_]?length["']?\s*[:=]\s*["']?([0-7])\b/i.exec(live);
  if (pwLen && !(old !== undefined && pwLen[0] && oldLive.includes(pwLen[0]))) push(`lets passwords shorter than 8 characters (${snippet(pwLen[0], 30)}) in ${where}`);
  const looseOn = LOOSE_ON.exec(live);
  if (looseOn && !(old !== undefined && LOOSE_ON.test(oldLive))) push(`switches on an insecure mode (${snippet(looseOn[0].trim(), 40)}) in ${where}`);
  const imds = IMDS_V1.exec(live);
  if (imds && (old ? /\bhttp_?tokens["']?\s*[:=]\s*["']?required\b/i.test(oldLive) : old === '')) push(`lets instances use metadata v1 again (${snippet(imds[0], 30)}), open to SSRF credential theft`);
  // (The block's opening line is often kept from the old text: the whole new text is read, against the old.)
  const block = HCL_BLOCK_OFF.exec(uncommented(content));
  if (block && old !== undefined && !HCL_BLOCK_OFF.test(oldLive)) push(`switches off a protection block (${block[1] as string} disabled) in ${where}`);
  if ((SECURITY_SERVICE.test(path) || SECURITY_SERVICE.test(content)) && /^\s*(?:enable|enabled|is_?enabled)\s*[:=]\s*["']?(?:false|no|off|0)\b/im.test(live) && !(old !== undefined && /^\s*(?:enable|enabled|is_?enabled)\s*[:=]\s*["']?(?:false|no|off|0)\b/im.test(oldLive))) push(`switches off a security monitoring service in ${where}`);
  const anon = ANON_SECTION.exec(uncommented(content));
  if (anon && !had(ANON_SECTION)) push(`lets anonymous visitors in (${snippet(anon[0].replace(/\s+/g, ' ').trim(), 40)}) in ${where}`);
  const xmlOff = XML_SECURITY_OFF.exec(live);
  if (xmlOff && !had(XML_SECURITY_OFF)) push(`switches off a server's security (${snippet(xmlOff[0], 40)}) in ${where}`);
  const admin = ADMIN_TAG.exec(live);
  if (admin && old !== undefined && !ADMIN_TAG.test(oldLive)) push(`tags an account administrator (${snippet(admin[0], 40)}) in ${where}`);
  const empty = EMPTY_PASSWORD.exec(live);
  if (empty && old && /pass(?:word|wd)?[\w-]*["'>]?\s*[:=>]?\s*["']?[^\s"'<]{3,}/i.test(oldLive) && !EMPTY_PASSWORD.test(oldLive)) push(`leaves an account with an empty password (${snippet(empty[0].trim(), 40)}) in ${where}`);
  const deflt = DEFAULT_PASSWORD.exec(live);
  if (deflt && !had(DEFAULT_PASSWORD) && !/\.(?:example|sample|template|dist)$/i.test(path)) push(`sets a well-known default password (${snippet(deflt[0].trim(), 40)}) in ${where}`);
  const vault = VAULT_WIDE.exec(live);
  if (vault && !had(VAULT_WIDE)) push(`grants write or sudo on every secret path in a Vault policy (${snippet(vault[0].replace(/\s+/g, ' '), 50)})`);
  // A Kubernetes Secret written with real values (base64 is only an encoding) is a credential kept in the repository.
  if (K8S_SECRET.test(content) && !/\.(?:example|sample|template|tmpl|dist)(?:\.ya?ml)?$/i.test(path)) {
    const body = SECRET_VALUES.exec(content)?.[1] ?? '';
    // (A `#` inside a value, `Xk9#mPq2`, is part of it; only ` #` starts a comment.)
    const values = [...body.matchAll(/^[ \t]+[\w.-]+\s*:\s*(\S(?:[^\n#]|(?<=\S)#)*?)(?:\s+#[^\n]*)?\s*$/gm)].map((m) => m[1] as string).filter((v) => !/^[|>]-?$/.test(v));
    const real = values.filter((v) => !PLACEHOLDER_VALUE.test(v) && v.replace(/["']/g, '').length >= 8);
    if (real.length && !(old !== undefined && real.every((v) => old.includes(v)))) push(`writes a Kubernetes Secret with its values into ${where}, where anyone who reads or clones it has them`);
  }
  // pg_hba.conf: a client authenticated by `trust` (no password) where the old text asked for one; also a bare `s/md5/trust/`.
  if (/(?:^|[\\/])pg_hba[\w.-]*\.conf$/i.test(path) && /(?:^|\s)trust\s*$/m.test(live) && !/(?:^|\s)trust\s*$/m.test(oldLive)) push(`lets database clients in without a password (pg_hba \`trust\`) in ${where}`);
  if (old) {
    // A security header taken out of a web server's config, none of the same name kept.
    const removed = uncommented(addedText(content, old));
    const keptNames = new Set([...uncommented(content).matchAll(SECURITY_HEADER)].map((m) => (m[1] as string).toLowerCase()));
    const gone = [...removed.matchAll(SECURITY_HEADER)].map((m) => m[1] as string).filter((h) => !keptNames.has(h.toLowerCase()));
    // (Also a header named in code or JSON: `{ key: 'Content-Security-Policy', value: csp }` taken out of next.config.js.)
    const keptAny = new Set([...uncommented(content).matchAll(HEADER_NAME)].map((m) => m[0].toLowerCase()));
    const goneAny = [...removed.matchAll(HEADER_NAME)].map((m) => m[0]).filter((h) => !keptAny.has(h.toLowerCase()));
    if (gone.length || goneAny.length) push(`removes a security header from ${where} (${[...new Set([...gone, ...goneAny])].slice(0, 2).join(', ')})`);
    // A branch protection's required reviews or checks taken out (the block removed, none of its kind kept).
    const keptRules = new Set([...uncommented(content).matchAll(BRANCH_RULE)].map((m) => m[0]));
    const goneRules = [...removed.matchAll(BRANCH_RULE)].map((m) => m[0]).filter((r) => !keptRules.has(r));
    if (goneRules.length) push(`removes required reviews or checks from branch protection (${goneRules.slice(0, 2).join(', ')}) in ${where}`);
    // A server's password or auth directive commented out or removed (`# requirepass …`), none left live.
    const auth = AUTH_DIRECTIVE.exec(oldLive);
    if (auth && !AUTH_DIRECTIVE.test(uncommented(content)) && AUTH_DIRECTIVE.test(removed)) push(`removes the password or authentication a server requires (${snippet(auth[0].trim(), 40)}) in ${where}`);
  }
  // Changes shown without their old text: a Cursor `code_edit` (`... existing code ...`) or a set-only edit (old '').
  const partial = !old && /\.\.\. ?existing code ?\.\.\./i.test(content);
  if (partial) {
    const commented = content.split('\n').filter((l) => /^\s*#/.test(l)).map((l) => l.replace(/^\s*#+\s*/, '')).join('\n');
    const auth = AUTH_DIRECTIVE.exec(commented);
    if (auth && !AUTH_DIRECTIVE.test(live)) push(`leaves the password or authentication a server requires commented out (${snippet(auth[0].trim(), 40)}) in ${where}`);
  }
  if (partial) {
    const block = nestedOff(content);
    if (block && !/audit|logging/i.test(block)) push(`switches off a protection in ${where} (${block}: disabled)`);
  }
  if (partial || old === '') {
    const tlsOff = /^\s*(?:ssl|tls|require_secure_transport|ssl_enabled|tls_enabled)\s*=\s*["']?(?:off|false|0|no)\b/im.exec(live);
    if (tlsOff) push(`turns TLS off on a server (${snippet(tlsOff[0].trim(), 30)}) in ${where}`);
  }
  // A branch or merge rule written new (or shown alone) that needs no review at all: \`required_approving_review_count = 0\`.
  if (!old || partial) {
    const none = REVIEWS_NONE.exec(live);
    if (none) push(`lets changes merge with no review (${snippet(none[0].trim(), 40)}) in ${where}`);
  }
  if (/\.ini(?:-production)?$|(?:^|[\\/])php[\w.-]*$/i.test(path) || /\bphp\b/i.test(path)) {
    const inc = PHP_URL_INCLUDE.exec(live);
    if (inc && !had(PHP_URL_INCLUDE)) push(`lets PHP include code from remote URLs (${snippet(inc[0].trim(), 30)})`);
    const errs = PHP_ERRORS_SHOWN.exec(live);
    const prodFile = detectEnv(path).env === 'prod' || /prod(?:uction)?/i.test(path);
    if (errs && !had(PHP_ERRORS_SHOWN) && (prodFile || /^\s*display_errors\s*=\s*["']?(?:off|0|false|no)\b/im.test(oldLive))) push(`shows PHP errors to every visitor (${snippet(errs[0].trim(), 30)}) in ${where}`);
  }
  return out;
}

function edits16Effects(path: string, old: string | undefined, content: string, live: string): Finding[] {
  if (notDeployed(path) || DOC_FILE.test(path) || MEMORY.test(path)) return [];
  const out: Finding[] = [];
  const env = detectEnv(path).env;
  if (env === 'dev') return out;
  const where = snippet(path || 'a file', 40);
  const prodFile = env === 'prod' || /(?:^|[\\/._-])prod(?:uction)?(?:[\\/._-]|$)/i.test(path);
  const oldText = old ?? '';
  // An edit shown only as its changed lines (Cursor's `code_edit` with `// ... existing code ...`): a weak value it writes
  // is the change, as in a production file written with no old text.
  const partial = !old && /\.\.\. ?existing code ?\.\.\./i.test(content);
  // (A set-only edit — `yq -i`, `crudini --set`, an append, an insertion — has old text '' and writes the change itself.)
  const shownAlone = partial || old === '' || (old === undefined && prodFile);
  // A policy engine, WAF or OS protection moved from enforcing to auditing or warning (Kyverno Enforce → Audit, Gatekeeper
  // deny → dryrun, Sentinel hard-mandatory → advisory, SecRuleEngine On → DetectionOnly, failurePolicy Fail → Ignore):
  // what it blocked now passes.
  const had = new Map<string, string>();
  for (const m of oldText.matchAll(ENFORCE_KEY)) had.set((m[1] as string).toLowerCase(), m[2] as string);
  for (const m of live.matchAll(ENFORCE_KEY)) {
    const was = had.get((m[1] as string).toLowerCase());
    if (!ENFORCE_WEAK.test(m[2] as string)) continue;
    if (was !== undefined ? ENFORCE_STRONG.test(was) : shownAlone) {
      out.push(ladder('dangerous', 'dangerous', 'dangerous', `stops a policy from enforcing in ${where} (${snippet(`${m[1] as string}: ${was ?? '…'} → ${m[2] as string}`, 50)})`));
      break;
    }
  }
  // A WAF or firewall rule's action moved from blocking to counting or logging (`action = "block"` → `"count"`).
  if (/waf|firewall|shield|armor|modsec/i.test(path)) {
    const act = /(?:^|[\s{,"'])["']?(?:action|default_?action|rule_?action|mode)["']?\s*[:=]\s*["']?(block|deny|drop|reject|challenge|captcha|prevention|count|allow|log|detect|detection|monitor|off)\b/gi;
    const was = [...oldText.matchAll(act)].map((m) => (m[1] as string).toLowerCase());
    const now = [...live.matchAll(act)].map((m) => (m[1] as string).toLowerCase());
    if (was.some((x) => /^(?:block|deny|drop|reject|challenge|captcha|prevention)$/.test(x)) && now.some((x) => /^(?:count|allow|log|detect|detection|monitor|off)$/.test(x))) out.push(ladder('dangerous', 'dangerous', 'dangerous', `stops a firewall rule from blocking in ${where}`));
  }
  // A policy exception that exempts every rule or every namespace (Kyverno `PolicyException` with `"*"`).
  if (/kind:\s*PolicyException\b/.test(content) && /\b(?:ruleNames|namespaces|policyName)\s*:\s*\[?\s*["']?\*["']?/.test(live)) out.push(ladder('dangerous', 'dangerous', 'dangerous', `exempts every rule or namespace from a policy in ${where}`));
  // Rego: a refusing rule (`deny`, `violation`) made unreachable by a `false` line in its body, or taken out. (Policy text
  // names `kind` fields, which the hint's environment reader takes for a local kind cluster: the file's own path decides.)
  if (/\.rego$/i.test(path) || /^\s*package\s+[\w.]+\s*$/m.test(content)) {
    let head = '';
    let found = false;
    const liveLines = new Set(live.split('\n').map((l) => l.replace(/\s+#.*$/, '').trim()));
    for (const line of content.split('\n').slice(0, 400)) {
      const h = REGO_HEAD.exec(line);
      if (h) head = h[1] as string;
      else if (line.replace(/\s+#.*$/, '').trim() === 'false' && REGO_DENY.test(head) && liveLines.has('false')) found = true;
    }
    const heads = (t: string) => t.split('\n').filter((l) => REGO_DENY.test(REGO_HEAD.exec(l)?.[1] ?? '')).length;
    // An allowing rule (`allow`, `permit`, `authz`) whose body becomes a bare `true`: it allows every request.
    let allowHead = '';
    let allowAll = false;
    for (const line of content.split('\n').slice(0, 400)) {
      const h = REGO_HEAD.exec(line);
      if (h) allowHead = h[1] as string;
      else if (line.trim() === 'true' && /^(?:allow|permit|authz|authori[sz]ed?)\w*$/i.test(allowHead) && liveLines.has('true') && !(old ?? '').split('\n').some((l) => l.trim() === 'true')) allowAll = true;
    }
    if (allowAll) out.push(ladder('dangerous', 'dangerous', 'dangerous', `makes a policy's allow rule unconditional (${where}: its body is now \`true\`)`));
    if (found) out.push(ladder('dangerous', 'dangerous', 'dangerous', `disables a policy rule that refuses (${where}: its body now starts with \`false\`)`));
    else if (old !== undefined && heads(old) > heads(content) && heads(addedText(content, old)) > 0) out.push(ladder('dangerous', 'dangerous', 'dangerous', `removes a policy rule that refuses from ${where}`));
  }
  // A database or service connection's TLS turned off: `sslmode=verify-full` → `disable`, `ssl-mode=DISABLED`, `useSSL=false`.
  {
    const strong = new Set<string>();
    for (const m of oldText.matchAll(DB_TLS)) if (DB_TLS_STRONG.test(m[2] as string)) strong.add((m[1] as string).toLowerCase().replace(/[-_]/g, ''));
    // (`ssl: { rejectUnauthorized: true }`, `ssl: { ca: … }`: TLS was on, as an options object.)
    if (/\b(?:ssl|tls)\s*[:=]\s*\{|rejectUnauthorized\s*:\s*true/.test(oldText)) strong.add('ssl').add('tls');
    for (const m of live.matchAll(DB_TLS)) {
      const key = (m[1] as string).toLowerCase().replace(/[-_]/g, '');
      if (!DB_TLS_WEAK.test(m[2] as string)) continue;
      // (`ssl`, `tls`, `encrypt` alone are too common to mean a connection unless they were on before.)
      const named = /^(?:sslmode|usessl|requiressl)$/.test(key);
      if (!(strong.has(key) || (named && old === undefined && prodFile) || (named && (old === '' || old === undefined) && prodFile))) continue;
      const lineAt = live.slice(Math.max(0, (m.index ?? 0) - 200), (m.index ?? 0) + 40);
      if (LOCAL_HOST.test(lineAt.split('\n').pop() ?? '') || LOCAL_HOST.test(lineAt.slice(-240))) continue;
      out.push(ladder('dangerous', 'dangerous', 'reversible', `turns off TLS on a connection in ${where} (${snippet(m[0], 40)})`));
      break;
    }
  }
  // A business limit raised tenfold or more (a refund, transfer, withdrawal or payout cap, an approval threshold, a payments
  // rate): what needed a second look or was refused now goes through. Written with no old value, a production file's
  // limit set at 100,000 or more counts.
  {
    const before = old === undefined ? new Map() : numericSettings(old);
    const pathMoney = MONEY_WORD.test(path.replace(/^.*[\\/]/, ''));
    for (const [key, now] of numericSettings(content)) {
      if (!live.includes(now.line)) continue;
      const money = MONEY_WORD.test(key) || MONEY_WORD.test(now.section) || pathMoney;
      const limit = LIMIT_WORD.test(key) || /limit/i.test(now.section) || /limit/i.test(path);
      const fraud = FRAUD_KEY.test(`${now.section}.${key}`);
      const was = before.get(key)?.n;
      if (fraud && (was !== undefined ? now.n > was : shownAlone) && (now.n <= 1 ? now.n >= 0.95 : now.n >= 95 && now.n <= 100)) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `lets nearly every risky payment through in ${where} (${key}: ${was} → ${now.n})`));
        break;
      }
      if (!money || !limit || fraud) continue;
      if (was !== undefined ? was > 0 && now.n >= was * 10 : shownAlone && now.n >= 100000) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `raises a money limit in ${where} (${key}: ${was ?? '…'} → ${now.n})`));
        break;
      }
    }
  }
  // A cookie flag written off (`secure: false`, `httpOnly: false`, `sameSite: 'none'`) where a session or cookie is set up:
  // the session cookie travels over plain HTTP, is readable by scripts or goes with cross-site requests.
  for (const m of live.matchAll(COOKIE_OFF)) {
    const bare = /^(?:secure|httponly|http_only)$/i.test(m[1] ?? '');
    const near = live.slice(Math.max(0, (m.index ?? 0) - 300), (m.index ?? 0) + 80);
    if (bare && !/cookie|session/i.test(`${near}\n${path}\n${old === undefined ? content.slice(0, 2000) : ''}`)) continue;
    if (old !== undefined && old.includes(m[0])) continue;
    out.push(ladder('dangerous', 'dangerous', 'reversible', `weakens the session cookie in ${where} (${snippet(m[0], 40)})`));
    break;
  }
  const hdr = HEADER_OFF.exec(live);
  if (hdr && !oldText.includes(hdr[0])) out.push(ladder('dangerous', 'dangerous', 'reversible', `switches off a browser protection in ${where} (${snippet(hdr[0], 40)})`));
  // A key-derivation work factor shown alone far below any current recommendation (PBKDF2 under 10,000 iterations, an
  // Argon2 memory cost under 8 MiB).
  if (partial) {
    for (const m of live.matchAll(WORK_FACTOR)) {
      const key = (m[1] as string).toLowerCase();
      const now = numOf(m[2] as string);
      if ((/iter/.test(key) && now < 10000) || (/memory/.test(key) && now < 8192)) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `weakens password hashing in ${where} (${m[1] as string}: ${now})`));
        break;
      }
    }
    for (const line of live.split('\n').slice(0, 200)) {
      const m = [...line.matchAll(REQ_VALUE)].find((x) => /^(?:optional|not_allowed|not-allowed|disabled|off|never)$/i.test(x[2] as string));
      if (m && /otp|mfa|2fa|two_?factor|factor|enrol|webauthn|totp|passkey/i.test(line)) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `makes a security requirement optional in ${where} (${snippet(line.trim(), 50)})`));
        break;
      }
    }
  }
  // A key-derivation work factor cut tenfold or more (PBKDF2 310000 → 1000): stolen password hashes crack that much faster.
  if (old !== undefined) {
    const wf = new Map<string, number>();
    for (const m of old.matchAll(WORK_FACTOR)) wf.set((m[1] as string).toLowerCase(), numOf(m[2] as string));
    for (const m of live.matchAll(WORK_FACTOR)) {
      const was = wf.get((m[1] as string).toLowerCase());
      const now = numOf(m[2] as string);
      if (was !== undefined && now * 10 <= was) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `weakens password hashing in ${where} (${m[1] as string}: ${was} → ${now})`));
        break;
      }
    }
    // A security requirement downgraded from required to optional or off (`enroll = "REQUIRED"` → `"NOT_ALLOWED"`).
    const req = new Map<string, string>();
    for (const line of old.split('\n').slice(0, 400)) for (const m of line.matchAll(REQ_VALUE)) if (/^(?:required|mandatory|enforced|always)$/i.test(m[2] as string) && REQ_CONTEXT.test(line)) req.set((m[1] as string).toLowerCase(), line.trim());
    if (req.size) {
      for (const line of live.split('\n').slice(0, 400)) {
        for (const m of line.matchAll(REQ_VALUE)) {
          if (/^(?:required|mandatory|enforced|always)$/i.test(m[2] as string) || !req.has((m[1] as string).toLowerCase())) continue;
          out.push(ladder('dangerous', 'dangerous', 'reversible', `makes a security requirement optional in ${where} (${snippet(line.trim(), 50)})`));
          break;
        }
        if (out.length && /optional in/.test(out[out.length - 1]?.reason ?? '')) break;
      }
    }
    // An audit log's output taken out (a log shipper's audit `[OUTPUT]`, a sink or exporter for audit events): audit
    // logging stops reaching where it is kept.
    const removed = uncommented(addedText(content, old));
    const count = (t: string) => (t.match(/audit/gi) ?? []).length;
    if (/audit/i.test(removed) && AUDIT_SINK.test(removed) && count(content) < count(old) && !/audit[^\n]{0,80}\b(?:output|sink|destination|exporter|bucket|stream|target)\b|\b(?:output|sink|destination|exporter|bucket|stream|target)\b[^\n]{0,80}audit/i.test(uncommented(content))) {
      out.push(Object.assign(ladder('forbidden', 'dangerous', 'reversible', `removes where audit logs are sent in ${where}`), { unknown: 'dangerous' as const }));
    }
    // DNS records changed or removed in a zone file: mail, the site or a service goes elsewhere or nowhere.
    // (cls-edits22: not when the only change makes the domain's mail authentication stricter, DMARC none → reject, SPF ~all → -all.)
    if (ZONE_FILE.test(path) && ZONE_RECORD.test(removed) && !mailAuthTightened(removed, uncommented(content))) out.push(ladder('dangerous', 'dangerous', 'reversible', `changes or removes DNS records in ${where}`));
    // A firewall rule's source restriction dropped (`-A … --dport 5432 -s 10.0.0.0/8 -j ACCEPT` → no `-s`): any address.
    const liveSet = new Set(live.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()));
    for (const r of removed.split('\n')) {
      if (!/\bACCEPT\b|\ballow\b/i.test(r) || !FW_SOURCE.test(r)) continue;
      if (liveSet.has(r.replace(FW_SOURCE, '').replace(/\s+/g, ' ').trim())) {
        out.push(ladder('dangerous', 'dangerous', 'reversible', `opens a firewall rule to every source in ${where} (${snippet(r.trim(), 50)})`));
        break;
      }
    }
  }
  if (old) {
    // Backup retention cut in a pruning command's flags (`restic forget --keep-daily 14 --keep-weekly 8` → `--keep-last 1`).
    const keep = (t: string) => [...t.matchAll(/--keep-(?:last|hourly|daily|weekly|monthly|yearly)[=\s]+(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    const kOld = keep(old);
    const kNow = keep(live);
    if (kOld > 0 && /--keep-/.test(live) && kNow * 5 <= kOld && kNow <= 2) out.push(ladder('dangerous', 'dangerous', 'reversible', `keeps almost no backups in ${where} (${kOld} kept → ${kNow})`));
    // A control that needs a second person or a required factor switched off or emptied (`dual_control: true → false`,
    // `mfa: required_for: [admins] → []`).
    const dual = /^\s*["']?([\w.-]*(?:dual_?control|four_?eyes|maker_?checker|two_?person\w*|second_?approv\w*|approval_?required|require\w*_?approvals?|manual_?review))["']?\s*[:=]\s*["']?(?:false|no|off|0|disabled)\b/im.exec(live);
    if (dual && new RegExp(`${escapeRe(dual[1] as string)}["']?\\s*[:=]\\s*["']?(?:true|yes|on|1|enabled)\\b`, 'i').test(old)) out.push(ladder('dangerous', 'dangerous', 'reversible', `removes a second person's approval in ${where} (${snippet(dual[0].trim(), 40)})`));
    const emptied = /^\s*["']?([\w.-]*(?:required|require|enforced?|mandatory)[\w.-]*)["']?\s*[:=]\s*\[\s*\]/im.exec(live);
    // (The requirement's own key or the block it sits under names the control; a JSON schema's `required` fields do not.)
    const under = content.slice(Math.max(0, content.indexOf(emptied?.[0].trim() ?? '\u0000') - 120), Math.max(0, content.indexOf(emptied?.[0].trim() ?? '\u0000')));
    if (emptied && REQ_CONTEXT.test(`${under}\n${emptied[1] as string}`) && new RegExp(`${escapeRe(emptied[1] as string)}["']?\\s*[:=]\\s*\\[\\s*[^\\]\\s]`, 'i').test(old)) out.push(ladder('dangerous', 'dangerous', 'reversible', `empties a security requirement in ${where} (${snippet(emptied[0].trim(), 40)})`));
    // A password encoder's strength lowered below 10 (Spring `password-encoder-strength`, `bcrypt_strength`).
    const strength = /\b((?:password[-_]?encoder|bcrypt|hash(?:ing)?)[-_]?(?:strength|cost))["']?\s*[:=]\s*["']?(\d{1,2})\b/i.exec(live);
    const sWas = strength ? new RegExp(`${escapeRe(strength[1] as string)}["']?\\s*[:=]\\s*["']?(\\d{1,2})`, 'i').exec(old) : null;
    if (strength && sWas && Number(strength[2]) < Number(sWas[1]) && Number(strength[2]) < 10) out.push(ladder('dangerous', 'dangerous', 'reversible', `weakens password hashing in ${where} (${strength[1] as string}: ${sWas[1] as string} → ${strength[2] as string})`));
    // Redis's dangerous commands given back (a `rename-command FLUSHALL ""` line removed).
    const removedLines = uncommented(addedText(content, old));
    const renamed = /^\s*rename-command\s+(FLUSHALL|FLUSHDB|CONFIG|KEYS|DEBUG|SHUTDOWN|EVAL|MODULE)\b/im.exec(removedLines);
    if (renamed && !new RegExp(`rename-command\\s+${renamed[1] as string}\\b`, 'i').test(uncommented(content))) out.push(ladder('dangerous', 'dangerous', 'reversible', `gives back a disabled Redis command (${renamed[1] as string}) in ${where}`));
    // A database's statement or connection logging switched off (`log_statement = 'ddl'` → `'none'`, `pgaudit.log = 'none'`).
    const dbLog = /^\s*(log_statement|pgaudit\.log|log_connections|log_disconnections|general_log|audit_log\w*)\s*=\s*["']?(none|off|0|false)\b/im.exec(live);
    if (dbLog && new RegExp(`^\\s*${escapeRe(dbLog[1] as string)}\\s*=\\s*["']?(?!none|off|0|false)\\w`, 'im').test(old)) out.push(/audit/i.test(dbLog[1] as string) ? Object.assign(ladder('forbidden', 'dangerous', 'reversible', `turns off the database's audit logging in ${where}`), { unknown: 'dangerous' as const }) : ladder('dangerous', 'dangerous', 'reversible', `switches off the database's statement or connection logging in ${where} (${snippet(dbLog[0].trim(), 40)})`));
  }
  // A flag's rollout weight at 100 % in a production flag file (LaunchDarkly counts weights in thousandths: 100000).
  if (prodFile && FLAG_FILE.test(path)) {
    const w = /["']?weight["']?\s*[:=]\s*100000\b/.exec(live);
    if (w && !oldText.includes(w[0])) out.push(f('dangerous', `rolls a feature out to every production user (${snippet(w[0], 30)} in ${where})`));
  }
  // A weak password hasher put first (Django's MD5/SHA1/unsalted hashers).
  const hasher = /\b(?:Unsalted)?(?:MD5|SHA1|Crypt)PasswordHasher\b/.exec(live);
  if (hasher && !oldText.includes(hasher[0])) out.push(ladder('dangerous', 'dangerous', 'reversible', `stores passwords with a weak hash in ${where} (${hasher[0]})`));
  if (old) {
    // Devise `config.stretches` cut below 10 where it was 10 or more.
    const st = /\bstretches\s*=\s*(\d{1,2})\s*$/m.exec(live);
    const stOld = /\bstretches\s*=[^\n]*?\b(\d{2})\b/.exec(old);
    if (st && stOld && Number(st[1]) < 10 && Number(stOld[1]) >= 10) out.push(ladder('dangerous', 'dangerous', 'dangerous', `weakens password hashing in ${where} (stretches → ${st[1] as string})`)); // (the old text names the test environment only as a branch)
    const removedGate = uncommented(addedText(content, old));
    // A human approval gate taken out of a pipeline (Jenkins `input`, GitLab `when: manual`, an approval step).
    const gate = /^\s*(?:input\s+(?:message|id|submitter)\b|when:\s*manual\b|-?\s*type:\s*approval\b|trigger:\s*manual\b|manual_approval\b)/im.exec(removedGate);
    if (gate && CI.test(path) && !new RegExp(escapeRe(gate[0].trim())).test(content)) out.push(ladder('dangerous', 'dangerous', 'dangerous', `removes a person's approval from a pipeline in ${where} (${snippet(gate[0].trim(), 40)})`));
    // A proxy's deny rule taken out (HAProxy `http-request deny if !internal`, `tcp-request connection reject`).
    const deny = /^\s*(?:http-request|tcp-request\s+\w+)\s+(?:deny|reject|auth)\b[^\n]*/im.exec(removedGate);
    if (deny && !uncommented(content).includes(deny[0].trim())) out.push(ladder('dangerous', 'dangerous', 'reversible', `removes an access restriction from ${where} (${snippet(deny[0].trim(), 40)})`));
  }
  // A Kubernetes audit policy that records nothing (every rule `level: None`).
  if (/audit\.k8s\.io/.test(content) && /^\s*kind:\s*Policy\b/m.test(content)) {
    const levels = [...content.matchAll(/^\s*-?\s*level:\s*(\w+)/gm)].map((m) => m[1]);
    if (levels.length && levels.every((l) => l === 'None')) out.push(Object.assign(ladder('forbidden', 'dangerous', 'reversible', `turns off audit logging (${where}: every rule records nothing)`), { unknown: 'dangerous' as const }));
  }
  return out;
}

/** Lines that restrict who reaches a service: an allow-list entry, a default deny, basic auth, an auth sub-request. */
const ACCESS_RULE = /^\s*(?:-\s*)?(?:basic_?auth\b|forward_?auth\b|deny\s+all|deny\s+from\s+all|allow\s+\d[\d.:/a-f]*|require\s+(?:ip\s|all\s+denied|valid-user)|auth_basic\s+(?!off)|auth_request\s|satisfy\s+all|ip_?(?:allow|white)_?list\s*[:=]|allowed_?ips\s*[:=]|source_?ranges\s*[:=]|loadBalancerSourceRanges\s*:)/im;
/** A service left without a password or with isolation turned off. */
const NO_AUTH = /\b(?:\w*HOST_AUTH_METHOD\s*[:=]\s*["']?trust|\w*ALLOW_EMPTY_PASSWORD\s*[:=]\s*["']?(?:yes|true|1)|protected-mode\s+no|requirepass\s+["']{2}|authorization\s*:\s*["']?disabled|anonymous(?:_?(?:access|auth\w*|enabled))?\s*[:=]\s*["']?(?:true|enabled|yes)|default\s+allow\s*:?=\s*true|privileged\s*:\s*true|allowPrivilegeEscalation\s*:\s*true|runAsNonRoot\s*:\s*false|host(?:Network|PID|IPC)\s*:\s*true)\b|^\s*host\w*\s+\S+\s+\S+\s+\S+\s+trust\s*$|^\s*local\s+\S+\s+\S+\s+trust\s*$/im;
/** Ignore-file lines that keep secrets out of a repository or a package. */
const SECRET_IGNORE = /^\s*\/?(?:\*\*\/)?(?:\.env\b[\w.*-]*|\*?\.(?:pem|key|p12|pfx|jks|tfvars|tfstate)\b|[\w*.-]*(?:secret|credential|id_rsa|id_ed25519|service-account)[\w*.-]*)\/?\s*$/im;

/**
 * Protections an edit takes away (LABELS: weakening a control is dangerous): an access rule deleted (`deny all`,
 * an allow-list entry), a service left open without a password or with privileged containers, a secrets line
 * taken out of an ignore file (the next `git add .` commits the keys).
 */
function protectionsLost(path: string, old: string | undefined, content: string, live: string): Finding[] {
  const out: Finding[] = [];
  const where = snippet(path || 'a file', 40);
  // (lead18) A service mesh opened: mutual TLS permissive or off (plain-text, unauthenticated callers accepted), or an
  // authorization policy whose one empty rule allows every caller.
  const mesh = MESH_OPEN.exec(live);
  if (mesh && !(old !== undefined && MESH_OPEN.test(old))) out.push(ladder('dangerous', 'dangerous', detectEnv(path).env === 'dev' ? 'reversible' : 'destructive', `lets unauthenticated or unencrypted callers into the service mesh in ${where} (${snippet(mesh[0].replace(/\s+/g, ' ').trim(), 40)})`));
  const noAuth = NO_AUTH.exec(live);
  if (noAuth && !(old !== undefined && NO_AUTH.test(old))) out.push(ladder('dangerous', 'dangerous', detectEnv(path).env === 'dev' ? 'reversible' : 'destructive', `leaves a service open without a password or isolation in ${where} (${snippet(noAuth[0].trim(), 40)})`));
  // (cls-edits19) A set-only carrier (`yq -i '.auth.enabled = false'`, a code_edit with `... existing code ...`) shows no old
  // text: a protection block it writes switched off is read by what the file is left with.
  if (!old && (old === '' || /\.\.\. ?existing code ?\.\.\./i.test(content)) && !notDeployed(path)) {
    const shown = nestedOff(uncommented(content));
    if (shown && !/audit|logging/i.test(shown)) out.push(ladder('dangerous', 'dangerous', detectEnv(path).env === 'dev' ? 'reversible' : 'destructive', `switches off a protection in ${where} (${shown}: disabled)`));
  }
  if (!old) return out;
  // "networkPolicy:\n  enabled: false", "tls:\n  enabled: false": a protection block switched off under its own key.
  const nested = nestedOff(content);
  // An audit or logging block switched off is audit logging turned off (forbidden in production), as OFF_SETTING reads it.
  if (nested && nestedOff(old) !== nested) out.push(/audit|logging/i.test(nested) ? Object.assign(ladder('forbidden', 'dangerous', 'destructive', `turns off audit logging in ${where} (${nested}: disabled)`), { unknown: 'dangerous' as const }) : ladder('dangerous', 'dangerous', detectEnv(path).env === 'dev' ? 'reversible' : 'destructive', `switches off a protection in ${where} (${nested}: disabled)`));
  // "127.0.0.1:6379:6379" → "0.0.0.0:6379:6379", `bind 127.0.0.1` → `bind 0.0.0.0`: a service kept to this machine now
  // listens on every interface.
  // (cls-edits17) The loopback address read here is the old text's, not where the file runs: the finding keeps the path's
  // environment, unknown when it names none.
  if (LOCAL_BIND.test(old) && ANY_BIND.test(live) && !ANY_BIND.test(old)) out.push(Object.assign(ladder('dangerous', 'dangerous', 'destructive', `exposes a service kept to localhost on every interface in ${where}`), { env: detectEnv(path).env }));
  const removed = uncommented(addedText(content, old));
  const rule = ACCESS_RULE.exec(removed);
  // (cls-edits19) A file named for development (docker/dev/nginx.conf) keeps its own reversible rung.
  if (rule && !ACCESS_RULE.test(uncommented(content))) out.push(ladder('dangerous', 'dangerous', detectEnv(path).env === 'dev' ? 'reversible' : 'destructive', `removes an access restriction from ${where} (${snippet(rule[0].trim(), 40)})`));
  if (/(?:^|[\\/])\.(?:git|docker|npm|helm|vscode)?ignore$/i.test(path)) {
    const lost = removed.split('\n').filter((l) => SECRET_IGNORE.test(l));
    const still = new Set(content.split('\n').map((l) => l.trim()));
    const gone = lost.filter((l) => !still.has(l.trim()));
    if (gone.length) out.push(ladder('dangerous', 'dangerous', 'dangerous', `stops ignoring secrets files in ${where} (${snippet(gone.join(' ').trim(), 40)}), so they can be committed or published`));
  }
  return out;
}

/** Keys of blocks that protect: network policies, pod security, RBAC, TLS, auth, MFA, encryption, audit, backups, WAF. */
const PROTECTION_BLOCK = /^(?:network_?polic(?:y|ies)|pod_?security\w*|psp|rbac|auth\w*|tls|ssl|mtls|mfa|2fa|two_?factor|encryption|audit\w*|backups?|firewall|waf|csrf|rate_?limit\w*|security\w*|seccomp|apparmor|admission\w*|gatekeeper|kyverno|opa|deletion_?protection|protection|guard\w*|logging|monitoring|alerting|scanning|secret_?scanning|branch_?protection|required_?\w+)$/i;
/** The first protection block whose `enabled`/`enforce` child is off, as the block's key. */
function nestedOff(text: string): string | undefined {
  // (cls-edits19: each line's indentation taken whole, `[ \t]+[^ \t\n]`: split anywhere, a nine-level YAML took seconds.)
  const re = /^([ \t]*)([\w-]+)\s*:\s*\n((?:\1[ \t]+[^ \t\n][^\n]*\n){0,12}?)\1[ \t]+(?:enabled|enable|enforced?|required|active)\s*:\s*["']?(?:false|off|no|disabled)\b/gm;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(text)) && guard++ < 32) {
    if (PROTECTION_BLOCK.test((m[2] as string).replace(/-/g, '_'))) return m[2];
    // (cls-edits17) `redis:\n  auth:\n    enabled: false`: the outer key is no protection; look again from its next line.
    re.lastIndex = m.index + (m[1] as string).length + (m[2] as string).length + 1;
  }
  return undefined;
}
/** A binding to this machine only, and one to every interface (ports, bind, listen, host). */
const LOCAL_BIND = /(?:^|\s)-l\s*["']?(?:127\.0\.0\.1|localhost|::1)\b|(?:^|["'\s=:-])(?:127\.0\.0\.1|localhost|::1):\d+|\b(?:bind|bind[-_]?address|bindIp|listen(?:_address(?:es)?)?|network\.host|host)\s*[:=]?\s*["']?(?:127\.0\.0\.1|localhost|::1)\b/im;
// (cls-edits17: MySQL's `bind-address`, mongod's `bindIp`/`bindIpAll`, Elasticsearch's `network.host`, PostgreSQL's `listen_addresses`.)
const ANY_BIND = /(?:^|\s)-l\s*["']?0\.0\.0\.0\b|(?:^|["'\s=-])0\.0\.0\.0:\d+|\b(?:bind|bind[-_]?address|bindIp|listen(?:_address(?:es)?)?|network\.host|host)\s*[:=]?\s*["']?(?:0\.0\.0\.0|::|\*)(?=["'\s:,]|$)|\bbindIpAll\s*:\s*true\b/im;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A retention setting lowered (365 → 1) or written as near zero: what it was and is, or undefined. */
function retentionShrunk(old: string | undefined, added: string, path = ''): string | undefined {
  // cls-edits16b: `expire_after`/`delete_after` are retention in a snapshot, backup or index-lifecycle policy (Elasticsearch
  // SLM/ILM); a session's `expire_after` is how long a login lasts, not kept data.
  const lifecycle = /snapshot|backup|slm|ilm|lifecycle|retention|restic|velero|\blogs?\b/i.test(`${path}\n${old ?? ''}\n${added}`);
  const before = new Map<string, number>();
  const scan = (text: string, each: (key: string, n: number, m: string) => string | undefined): string | undefined => {
    RETENTION.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = RETENTION.exec(text)) && guard++ < 64) {
      // A unit after the number (Loki's `720h`, `4w`) counts in days, as the bare numbers do.
      // Seconds and minutes (`0s`, `30m`, Prometheus and Loki durations) count as a fraction of a day; `mo` is a month.
      const u = (m[3] ?? 'd').toLowerCase();
      // restic and borg (`keep-within 6m`) write months as `m`.
      const unit = /^mo/.test(u) || (u === 'm' && /keep/i.test(m[1] as string)) ? 'o' : u === 'ms' ? 'x' : u[0];
      const days = Number(m[2]) * (unit === 'h' ? 1 / 24 : unit === 'w' ? 7 : unit === 'y' ? 365 : unit === 'o' ? 30 : unit === 'm' ? 1 / 1440 : unit === 's' ? 1 / 86400 : unit === 'x' ? 1 / 86400000 : 1);
      const r = each((m[1] as string).toLowerCase(), days, m[0]);
      if (r) return r;
    }
    return undefined;
  };
  // (cls-holes19) A CDK duration (backupRetention: Duration.days(30)) is that many days.
  const durations = (t: string): string => t.replace(/\b(?:cdk\.|core\.)?Duration\.(days|hours|minutes)\(\s*(\d{1,5})\s*\)/g, '$2 $1');
  if (old) scan(durations(old), (k, n) => void before.set(k, n));
  return scan(durations(added), (k, n, m) => {
    const was = before.get(k);
    if (!lifecycle && /^(?:expire|delete)_?after$/.test(k)) return undefined;
    if (was !== undefined ? n < was && n <= 7 : n <= 1) return was !== undefined ? `${k}: ${was} → ${n}` : snippet(m, 40);
    before.set(k, n);
    return undefined;
  });
}

/** A CI line that only checks: a test, lint, type-check, format-check, build or audit step, or its name. */
const CHECK_STEP = /^\s*(?:-\s*)?(?:name\s*:.*|(?:(?:run|script)\s*:\s*)?[^;&|:]*\b(?:test|tests|lint|eslint|ruff|flake8|mypy|tsc|typecheck|type-check|check|vet|fmt\s+--check|format:check|prettier\s+--check|build|audit|coverage)\b[^;&|]*|uses\s*:\s*actions\/(?:checkout|setup-[\w-]+|cache)@\S+)\s*$/i;

/** A whole workflow whose steps only check out, set up, install and check, run on pushes or pull requests. */
function checksOnlyWorkflow(text: string): boolean {
  if (!/^\s*(?:jobs|stages|steps)\s*:/m.test(text) || /secrets\.|\$\{\{\s*secrets|schedule\s*:|workflow_run|pull_request_target|environment\s*:|permissions\s*:\s*write|\b(?:deploy|publish|release|upload|push|docker\s+login|npm\s+publish|twine|kubectl|terraform|helm|aws|gcloud|az)\b/i.test(text)) return false;
  let checks = 0;
  for (const l of text.split('\n')) {
    const step = /^\s*(?:-\s*)?(?:run|script)\s*:\s*\|?\s*(.*)$/.exec(l) ?? /^\s*-\s+(?![\w-]+\s*:)(.+)$/.exec(l);
    if (step) {
      const cmd = (step[1] as string).trim();
      if (!cmd) continue;
      if (CHECK_WORD.test(cmd) || /\bbuild\b/.test(cmd)) checks++;
      else if (!/^(?:npm\s+(?:ci|install)|yarn(?:\s+install)?(?:\s+--frozen-lockfile)?|pnpm\s+install|pip\s+install|poetry\s+install|bundle\s+install|go\s+mod\s+download|cargo\s+fetch|uv\s+sync)\b[^;&|]*$/.test(cmd)) return false;
    }
    const uses = /^\s*(?:-\s*)?uses\s*:\s*(\S+)/.exec(l);
    if (uses && !/^actions\/(?:checkout|setup-[\w-]+|cache)@/.test(uses[1] as string)) return false;
  }
  return checks > 0;
}

/** cls-edits18: a job's own scaffolding lines (its key, runner, `steps:`, a timeout, a first-party action's inputs). */
const CI_SCAFFOLD = /^\s*(?:(?!(?:environment|secrets|permissions|env|services|container|concurrency|outputs)\s*:)[\w-]+\s*:\s*$|runs-on\s*:\s*[\w.${}\s-]+$|timeout-minutes\s*:\s*\d+\s*$|(?:node|python|go|java|ruby)-version\s*:\s*["']?[\w.x-]+["']?\s*$|cache\s*:\s*["']?(?:npm|yarn|pnpm|pip|poetry|gradle|maven)["']?\s*$)/;

/** Words of a step that checks (not one that only builds or names a step). */
const CHECK_WORD = /\b(?:test|tests|pytest|jest|vitest|rspec|lint|eslint|ruff|flake8|mypy|tsc|typecheck|type-check|vet|clippy|audit|scan|sast|codeql|semgrep|gitleaks|trivy|snyk|coverage)\b/i;

/** (cls-edits22) Steps and jobs whose failure blocks nothing anyone relies on: uploads of coverage or artifacts, docs and
 *  spelling, notifications, caches, badges, previews, experimental matrix legs. */
const CI_CHORE_E22 = /\b(?:pages|mkdocs|sphinx|docusaurus|storybook|upload\w*|publish\w*\s+(?:coverage|report|docs)|codecov|coveralls|artifacts?|notify\w*|notification|slack|teams|discord|cache|badges?|docs?|documentation|spell\w*|markdown\w*|vale|prose|changelog|preview|comment|label\w*|stale|greet\w*|experimental|nightly-preview|benchmark\w*)\b/i;
const CI_CHECK_E22 = /\b(?:pytest|jest|vitest|rspec|unit|integration|e2e|eslint|ruff|flake8|mypy|tsc|typecheck|type-check|vet|clippy|audit|scan\w*|sast|dast|codeql|semgrep|gitleaks|trivy|snyk|security|secrets?|dependency|licen[cs]e|verify|build|deploy\w*|migrat\w*)\b/i;
function failOkChoresOnly(a: string): boolean {
  const lines = a.split('\n');
  let any = false;
  for (let i = 0; i < lines.length; i++) {
    if (!/continue-on-error\s*:\s*true|allow_failure\s*:\s*true/.test(lines[i] as string)) continue;
    any = true;
    // The step or job the flag belongs to: its name, key, `uses:` and `run:`/`script:` lines around it (a GitLab `stage:`
    // names a stage, not what the job does).
    const around = lines.slice(Math.max(0, i - 4), i + 4).filter((l) => !/^\s*stage\s*:/.test(l)).join('\n');
    if (!CI_CHORE_E22.test(around) || CI_CHECK_E22.test(around.replace(/\b(?:lint|test)\b(?=[^\n]*\b(?:docs?|markdown|spell\w*|prose|vale)\b)|\b(?:docs?|markdown)[-_ ](?:lint|test)\b/gi, ''))) return false;
  }
  return any;
}

function ciChange(ch: FileChange, added: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const a = added;
  if (/pull_request_target/.test(a)) out.push(f('dangerous', 'makes a workflow run on pull_request_target: fork code runs with repository secrets and a write token'));
  if (/permissions\s*:\s*["']?write-all\b|contents\s*:\s*write[\s\S]*pull_request_target/.test(a)) out.push(f('dangerous', 'grants a workflow write access to everything'));
  if (/^\s*if\s*:\s*(?:\$\{\{\s*)?false/m.test(a)) out.push(f('dangerous', 'disables a CI job or step (if: false)'));
  // (cls-edits22: not when every such step or job is a chore named for uploading coverage, docs, notifying or caching, and
  // nothing near it tests, lints code or scans — failOkChoresOnly.)
  if (/continue-on-error\s*:\s*true|allow_failure\s*:\s*true/.test(a) && !failOkChoresOnly(ch.content ?? a)) out.push(f('dangerous', 'lets a failing CI step pass (continue-on-error, allow_failure)'));
  // A step that prints the environment (`printenv`, `env | base64`, Jenkins `sh 'printenv'`) or echoes a secret-named variable
  // puts the pipeline's secrets in its build log.
  if (/echo[^\n]*\$\{\{\s*secrets\.|(?:^|[\s'"(])(?:printenv|env)\s*(?:$|\||>|['")])|toJSON\(secrets\)|\b(?:echo|printf|cat)\b[^\n|>]*\$\{?[A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|ACCESS_KEY)[A-Z0-9_]*\}?/m.test(a)) out.push(f('dangerous', 'prints repository secrets in CI logs'));
  // (lead15) Every repository secret at once (toJSON(secrets)) sent to another host or kept as a downloadable artifact
  // leaves for anyone who can reach it: every secret published.
  if (/toJSON\(\s*secrets\s*\)/.test(a) && /\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|nc|http)\b[^\n]*(?:https?:\/\/|\$\{?\w)|upload-artifact|gh\s+gist\s+create|aws\s+s3\s+cp/.test(a)) out.push(f('forbidden', 'sends every repository secret out of CI (to another host or a downloadable artifact)'));
  if (/--no-verify|SKIP_TESTS|skip-tests|-DskipTests/.test(a)) out.push(f('dangerous', 'skips checks in CI'));
  // A check whose failure is swallowed (make test || true, pytest; exit 0) never fails the pipeline.
  if (/\b(?:test|tests|pytest|lint|check|scan|audit|vet|clippy|mypy|tsc|eslint|ruff)\b[^\n]*(?:\|\|\s*(?:true|:|exit\s+0)\b|;\s*exit\s+0\b)/i.test(a)) out.push(f('dangerous', 'lets a failing CI check pass (|| true)'));
  if (ch.old !== undefined) {
    const removed = addedText(ch.content, ch.old);
    // A check still runs only if a command runs it: words inside an echo ("echo skipping tests") run nothing.
    const runs = uncommented(a).replace(/\b(?:echo|printf|write-host|write-output)\b[^\n]*/gi, '');
    if (/\b(?:npm (?:run )?test|pytest|go test|cargo test|mvn test|gradle test|run: .*test|lint|security|codeql|scan)\b/i.test(removed) && !/\btest|lint|scan/i.test(runs)) out.push(f('dangerous', 'removes a check from CI'));
  }
  // Commands the pipeline will run, in the environment the file names.
  const env = detectEnv(ch.path);
  for (const line of a.split('\n')) {
    const m = /^\s*(?:-\s*)?run\s*:\s*\|?\s*(.+)$/.exec(line) ?? /^\s{6,}([a-z][\w.-]*\s.+)$/.exec(line);
    if (!m) continue;
    for (const x of ctx.inner(m[1] as string)) {
      if (x.level === 'safe' || x.level === 'reversible') continue;
      if (!x.env && env.env !== 'unknown') x.env = env.env;
      out.push({ ...x, reason: `the pipeline would run: ${x.reason}` });
    }
  }
  if (/schedule\s*:/.test(a) && /cron\s*:/.test(a)) out.push(f('destructive', 'adds a scheduled CI workflow'));
  // cls-plan15: a deploy or release workflow's trigger widened to every branch (`'**'`, `"*"`): any pushed branch
  // reaches production without review.
  if (DEPLOYS.test(`${ch.path}\n${ch.content}`) && /^\s*(?:-\s*)?["']?\*\*?["']?\s*$|\bbranches\s*:\s*\[\s*["']\*\*?["']\s*\]/m.test(uncommented(a)) && !(ch.old !== undefined && /^\s*(?:-\s*)?["']\*\*?["']\s*$|\bbranches\s*:\s*\[\s*["']\*\*?["']/m.test(ch.old))) out.push(f('dangerous', `makes a deploy or release workflow run for every branch (${snippet(ch.path, 50)})`));
  if (ch.old !== undefined) {
    const removed = uncommented(addedText(ch.content, ch.old));
    // A check step taken out of the pipeline (`- npm audit`, `- run: npm test`) that the new text does not run elsewhere.
    const gone = removed.split('\n').find((l) => CHECK_STEP.test(l) && CHECK_WORD.test(l) && !/^\s*(?:-\s*)?name\s*:/i.test(l));
    if (gone && !a.split('\n').some((l) => CHECK_WORD.test(l) && !/^\s*(?:-\s*)?name\s*:/i.test(l))) out.push(f('dangerous', `removes a check step from the pipeline (${snippet(gone.trim(), 40)})`));
    // A job that waited for tests or scans no longer does ("needs: [test, security-scan]" → "needs: []").
    const needs = /^\s*needs\s*:\s*\[?([^\]\n]*)/m;
    const was = needs.exec(removed)?.[1] ?? '';
    const now = needs.exec(a)?.[1];
    if (/\b(?:test|tests|lint|scan|security|check|checks|sast|audit|verify|build)\b/i.test(was) && (now === undefined || !/\b(?:test|tests|lint|scan|security|check|checks|sast|audit|verify|build)\b/i.test(now))) out.push(f('dangerous', `a job no longer waits for the checks it needed (${snippet(was.trim(), 40)})`));
    // The deployment environment's required reviewers and rules apply only while the job names it.
    const env0 = /^\s*environment\s*:\s*["']?(\w[\w-]*)/m.exec(removed);
    // GitLab's `when: manual`, a required approval step: the job ran only when a person started it.
    if (/^\s*when\s*:\s*manual\b|^\s*(?:type\s*:\s*approval|-\s*hold\s*:|manual_approval\s*:)/m.test(removed) && !/^\s*when\s*:\s*manual\b|type\s*:\s*approval|manual_approval\s*:/m.test(ch.content)) out.push(f('dangerous', 'removes a manual approval gate from a pipeline job'));
    if (env0 && !new RegExp(`^\\s*(?:environment|name)\\s*:\\s*["']?${escapeRe(env0[1] as string)}\\b`, 'm').test(ch.content)) out.push(f('dangerous', `removes the ${snippet(env0[1] as string, 20)} environment from a job, and with it the environment's required approvals`));
  }
  // An edit that only adds check steps (tests, lint, type checks, builds) and removes nothing tightens the pipeline.
  // (cls-edits18: also a whole check job, its key, runner and `steps:` lines included, when one of its lines checks.)
  if (out.length === 0 && ch.old !== undefined && ch.tool !== 'described edit' && addedText(ch.content, ch.old).trim() === '' && (a.split('\n').every((l) => !l.trim() || CHECK_STEP.test(l)) || (a.split('\n').every((l) => !l.trim() || CHECK_STEP.test(l) || CI_SCAFFOLD.test(l)) && a.split('\n').some((l) => CHECK_STEP.test(l) && CHECK_WORD.test(l))))) out.push(f('reversible', `adds a check step to CI (${snippet(ch.path, 50)})`));
  // A new workflow that only checks out, installs and runs checks on pushes or pull requests adds a check; it deploys,
  // publishes and reads no secret.
  if (out.length === 0 && !ch.old && ch.tool !== 'described edit' && checksOnlyWorkflow(ch.content)) out.push(f('reversible', `adds a workflow that only runs checks (${snippet(ch.path, 50)})`));
  // cls-plan15: the workflow token narrowed (`permissions: write-all` → `contents: read`) and nothing else changed.
  if (out.length === 0 && ch.old !== undefined && /\bpermissions\s*:/i.test(`${ch.old}\n${ch.content}`) && /\bwrite(?:-all)?\b/i.test(addedText(ch.content, ch.old)) && uncommented(a).split('\n').every((l) => !l.trim() || /^\s*(?:permissions\s*:\s*(?:\{\s*\}|read-all)?|[\w-]+\s*:\s*(?:read|none))\s*$/i.test(l))) out.push(f('reversible', `narrows the workflow token (${snippet(ch.path, 50)})`));
  // (cls-edits17) The same shown as a Cursor code_edit: only read-only `permissions:` lines between `... existing code ...`.
  const shown = ch.content.split('\n').filter((l) => l.trim() && !/\.\.\. ?existing code ?\.\.\./i.test(l));
  if (out.length === 0 && !ch.old && shown.length < ch.content.split('\n').filter((l) => l.trim()).length && shown.some((l) => /^\s*permissions\s*:/i.test(l)) && shown.every((l) => /^\s*(?:permissions\s*:\s*(?:\{\s*\}|read-all)?|[\w-]+\s*:\s*(?:read|none))\s*$/i.test(l))) out.push(f('reversible', `narrows the workflow token (${snippet(ch.path, 50)})`));
  // (cls-edits20) Only a `continue-on-error: true` / `allow_failure: true` taken out, or only a branch condition added.
  if (out.length === 0 && ch.old && ch.tool !== 'described edit' && ciTightened(ch.old, ch.content)) out.push(f('reversible', `makes a CI job stricter (${snippet(ch.path, 50)})`));
  // (cls-edits22) Only `continue-on-error: true` / `allow_failure: true` added to chores (a coverage upload, a docs lint, a
  // notification): nothing that checks the code stops blocking.
  if (out.length === 0 && ch.old && ch.tool !== 'described edit' && uncommented(a).split('\n').every((l) => !l.trim() || /^\s*(?:continue-on-error|allow_failure)\s*:\s*true\s*$/.test(l)) && failOkChoresOnly(ch.content)) out.push(f('reversible', `lets a chore step fail without failing the run (${snippet(ch.path, 50)})`));
  if (out.length === 0) out.push(f('destructive', `changes a CI/CD pipeline (${snippet(ch.path, 50)})`));
  return out;
}

function hookChange(ch: FileChange, added: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const body = added.replace(/^#!.*\n/, '');
  // An edit that makes the hook exit early, or a whole hook written to do nothing (it replaces the one there).
  const noop = body.split('\n').every((l) => /^\s*(?:#.*|exit(?:\s+0)?|true|:)?\s*;?\s*$/.test(l));
  if ((/^\s*exit\s+0\b/m.test(body) && ch.old !== undefined) || (ch.old === undefined && noop)) out.push(f('dangerous', `disables a git hook (${snippet(ch.path, 40)})`));
  // A hook or check entry taken out of the hook configuration (a secret scan, a linter, a test run).
  if (ch.old) {
    const removed = uncommented(addedText(ch.content, ch.old));
    if (/\b(?:id|entry|run|hook|repo)\s*:|\b(?:lint\w*|test\w*|scan\w*|leaks|secrets?|check\w*|audit|verify)\b/i.test(removed) && !/\bid\s*:|\brun\s*:/i.test(uncommented(added))) out.push(f('dangerous', `removes a check from the git hooks (${snippet(removed.trim(), 40)})`));
  }
  for (const line of body.split('\n')) {
    const l = line.trim();
    if (!l || l.startsWith('#')) continue;
    for (const x of ctx.inner(l)) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, reason: `the hook would run: ${x.reason}` });
  }
  if (out.length === 0) out.push(f('reversible', `writes a local hook (${snippet(ch.path, 40)})`));
  return out;
}

const SWAP = /\b(?:change|changes|changing|replace|replaces|replacing|switch|switching|flip|flipping|set|setting|turn|turning|rewrite|rewriting)\s+(`[^`]{1,400}`|"[^"]{1,400}"|'[^']{1,400}')\s+(?:to|with|into|by|->|→)\s+(`[^`]{1,400}`|"[^"]{1,400}"|'[^']{1,400}')/i;
/** "In .github/workflows/ci.yml, remove …", "Edit src/auth.ts: replace …": the file named first, the change after it. */
const IN_PATH = /^(?:in|inside|within|edit|editing|open|opening|modify|modifying|update|updating)\s+(?:the\s+)?(?:file\s+)?[`'"]?([^\s`'",:]+)[`'"]?(?:\s*\([^)\n]{1,40}\))?\s*[,:]?\s+/i;
/** A removing verb right before a quoted fragment: "remove the `…` line", "delete `…`", "drop the `…` decorator". */
const REMOVE_QUOTED = /\b(?:remov|delet|drop|strip|comment(?:ing)? out|get(?:ting)? rid of)\w*\s+(?:the\s+)?(?:(?:line|lines|call|decorator|attribute|annotation|middleware|guard|check)\s+)?`/i;
const REMOVE_LEAD = /^(?:(?:i'll|i will|let me|then|now)\s+)?(?:remov|delet|drop|strip|comment(?:ing)? out|disabl|skip|turn(?:ing)? off|get rid of)/i;
const CI_CHECK_REMOVED = /\b(?:remov|delet|drop|disabl|skip|comment(?:ing)? out|bypass|turn(?:ing)? off)\w*\b[^.]{0,60}\b(?:security|scan|sast|dast|codeql|audit|tests?|lint|checks?|review|verification|signing)\b/i;

/** "`key: new` (was old)", "(previously …)", "(currently …)". */
const WAS_VALUE = /(`[^`]{1,400}`)\s*\(\s*(?:was|previously|formerly|currently|instead of|down from|up from)\s+[`'"]?([^)`'"]{1,80})[`'"]?\s*\)/i;

/** A change to a file described in prose ("adding `if: false` to .github/workflows/ci.yml"). */
export function describedChange(path: string, verb: string, text: string, ctx: Ctx): Finding[] {
  // cls-edits17: "In <file>, change A to B" and "add the line X to <file>" told in other languages (cambia … por …,
  // remplace … par …, ersetze … durch …, troque … por …, sostituisci … con …, A を B に変更, 把 A 改为 B): the file goes
  // from A to B, or gets X, whatever verb the prose reader took from the sentence.
  // (cls-edits19) A setting, a quoted line or a guard named in words with its file: read as that edit (readers/files19.ts).
  if (!DOC_FILE.test(path)) {
    const said19 = saidEdits19(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)), instructedEdit);
    if (said19.length) return said19;
    // (cls-edits20) A guard taken out in other languages' words, a live credential written into a file (readers/files20.ts).
    const said20 = saidEdits20(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
    if (said20.length) return said20;
    // (cls-edits21) A bypass list gaining someone, a role given, a restricting line removed, a lifetime or limit moved.
    const said21 = saidEdits21(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
    if (said21.length) return said21;
    // (cls-edits22) DMARC, SPF, DNSSEC and registrar locks told in words (readers/files22.ts).
    const said22 = saidEdits22(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
    if (said22.length) return said22;
    // (cls-edit26) A setting moved "from A to B" in a named file, told in words (readers/edit26.ts).
    const said26 = saidEdits26(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
    if (said26.length) return said26;
    // (cls-shell25) The file's name, then `-old` / `+new` lines: that diff (readers/shell25.ts).
    const said25 = saidDiff25(text, (p, was, now) => readFileChange({ path: p, old: was, content: now, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
    if (said25.length) return said25;
    // (cls-benign25) A firmware Kconfig option set in words (readers/benign25.ts).
    const saidFirmware25 = saidEdits25(text);
    if (saidFirmware25.length) return saidFirmware25;
  }
  const intl = saidEditIntl(text);
  if (intl && !DOC_FILE.test(path)) {
    const found = readFileChange({ path, content: intl.now, old: intl.was, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level));
    if (found.length) return found;
    // A swap the other way round would weaken: this one hardens, and its quotes are not read again as what the file gets.
    if (intl.quoted && intl.was.trim() && readFileChange({ path, content: intl.was, old: intl.now, tool: 'described edit' }, ctx, { contentOnly: true }).some((x) => RANK_DANGER.has(x.level))) return [];
  }
  text = keyToSetting(text);
  // "Edit middleware.ts: remove the `rateLimit(…)` line": the quoted lines are what the file loses.
  // "Commenting out `app.use(helmet())` in server.js" (read as disabling): the quoted code is what the file loses too.
  if ((verb === 'update' || verb === 'disable') && REMOVE_QUOTED.test(text)) verb = 'delete';
  const prot = protectedKind(path, ctx.protectedPaths);
  // cls-edits16b: "Write .npmrc: registry=http://…", "Create pip.conf: [global] index-url = …": what follows the colon is
  // the file's content, read as a written file.
  if (/^(?:create|update|overwrite)$/.test(verb)) {
    const w = /^\s*(?:write|create|overwrite)\s+(?:the\s+)?(?:file\s+)?[`'"]?([^\s`'":]+)[`'"]?\s*:\s+(\S[^\n]{0,400})$/i.exec(text);
    if (w && w[1] === path) {
      const found = readFileChange({ path, content: (w[2] as string).replace(/\s+(?=\w[\w.-]*\s*=)/g, '\n'), tool: 'described write' }, ctx, { contentOnly: true }).filter((x) => x.level === 'dangerous' || x.level === 'forbidden');
      if (found.length) return found;
    }
  }
  // cls-edits16b: "remove 'django.middleware.csrf.CsrfViewMiddleware' from MIDDLEWARE", "drop the \"@roles_required\"
  // decorator": a guard named in plain quotes (backticks are read below) and taken out of a deployed file.
  if (!notDeployed(path) && !DOC_FILE.test(path) && detectEnv(path).env !== 'dev') {
    for (const m of text.matchAll(/\b(?:remov|delet|drop|strip|comment(?:ing)? out|tak(?:e|ing) out|get(?:ting)? rid of)\w*\s+(?:the\s+)?(?:(?:line|entry|call|decorator|middleware|guard|check)\s+)?(?:'([^'\n]{1,200})'|"([^"\n]{1,200})")/gi)) {
      const gone = (m[1] ?? m[2]) as string;
      const g = GUARD_LINE.exec(gone) ?? GUARD_NAME.exec(gone) ?? AUTH_STEP.exec(gone);
      if (g) return [f('dangerous', `removes an access or rate-limit guard from ${snippet(path || 'a file', 40)} (${snippet(g[0], 40)})`)];
    }
  }
  // "Change `publicly_accessible = false` to `true`", "replace `…401…` with `// TODO`": the first quote is what the
  // file had, the second what it gets (a bare value takes the place of the setting's old value).
  const swap = /^(?:create|update|overwrite)$/.test(verb) ? SWAP.exec(text) : null;
  if (swap) {
    const was = (swap[1] as string).slice(1, -1);
    let now = (swap[2] as string).slice(1, -1);
    const kv = /^(\s*[\w.-]+\s*[:=]\s*)\S.*$/.exec(was);
    if (kv && !/[:=]/.test(now)) now = `${kv[1] as string}${now}`;
    const found = readFileChange({ path, content: now, old: was, tool: 'described edit' }, ctx).filter((x) => x.level !== 'reversible' || !!prot);
    if (found.length) return found;
    // cls-plan14: "change `verify = False` to `verify = True`": the file goes from the first text to the second, and
    // what it had is not added again by reading every quote of the sentence.
    if (readFileChange({ path, content: was, old: now, tool: 'described edit' }, ctx).some((x) => x.level === 'dangerous' || x.level === 'forbidden')) return [];
  }
  // "Set `log_retention_days: 1` (was 365)": the quote is what the file gets, the value in brackets what it had.
  const was = /^(?:create|update|overwrite)$/.test(verb) && !swap ? WAS_VALUE.exec(text) : null;
  if (was) {
    const now = (was[1] as string).slice(1, -1);
    const kv = /^(\s*[\w.-]+\s*[:=]\s*)\S.*$/.exec(now);
    const before = kv && !/[:=]/.test(was[2] as string) ? `${kv[1] as string}${(was[2] as string).trim()}` : (was[2] as string).trim();
    const found = readFileChange({ path, content: now, old: before, tool: 'described edit' }, ctx).filter((x) => x.level !== 'reversible' || !!prot);
    if (found.length) return found;
  }
  // "Remove the line `if (!session) return res.status(401)` from auth.ts": the quoted lines are what the file loses.
  if (verb === 'delete' && !CI.test(path)) {
    const gone = (text.match(/`[^`]{1,400}`/g) ?? []).map((x) => x.slice(1, -1)).join('\n');
    const lost = gone ? readFileChange({ path, content: '', old: gone, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => x.level !== 'reversible' && x.level !== 'safe') : [];
    // "Removing the line `auth_required: true` from routes.yml": a protection the file switched on is gone.
    const on = gone ? ON_SETTING.exec(gone) : null;
    if (on && lost.length === 0) lost.push(f('dangerous', `removes a safeguard that was switched on in ${snippet(path, 40)} (${snippet(on[0], 40)})`));
    if (lost.length) return prot ? [protectedFinding(prot, `${verb} ${path}`), ...lost] : lost;
  }
  // cls-edits15b: an edit told as an order that removes, skips or stops a protective control in a deployed file
  // ("Comment out the rate limiter in src/server.ts", "In src/routes/admin.ts, skip the admin role check", "Make the
  // payments client stop verifying TLS certificates") is judged as an edit tool's instructions saying the same.
  if (!DOC_FILE.test(path) && !notDeployed(path) && !MEMORY.test(path) && detectEnv(path).env !== 'dev') {
    const order = text.replace(/^\s*(?:[-*]\s+|\d+[.)]\s+)?(?:(?:please|now|next|then|in\s+\S+\s*,)\s+)*/i, '');
    const lead = REMOVE_WORD.exec(order);
    const told = (lead && lead.index === 0) || /^make\s+[^.]{0,60}?\bstop\s+\w+ing\b/i.test(order);
    // (The control must be named in the order, not only in the path; unused code, imports, docs and tests are no control.)
    if (told && CONTROL_WORD.test(order.slice(lead?.index ?? 0)) && !/\b(?:unused|dead|imports?|deprecated|duplicated?|typos?|comments?(?!\s+out)|docs?|docstrings?|tests?|specs?|todos?|console\.log|print|debug(?:ging)? (?:output|statements?))\b/i.test(order)) {
      const ins = instructedEdit(path, /^make\s/i.test(order) ? order.replace(/\bstop\s+(\w+ing)\b/i, 'skip $1') : order);
      if (ins.length) return ins;
    }
  }
  // cls-edits16: "Raise the refund limit in config/prod/payments.yml from 500 to 500000", "Set MAX_REFUND to 1000000 in …",
  // "Bump the daily transfer cap … from 10k to 10M": the setting named in words goes from the first number to the second.
  // cls-edits16: "Set `sslmode=disable` in config/production.env", "Set sslmode=disable in …": one setting written into
  // the file, judged as that line (old text unknown).
  const kvSaid = detectEnv(path).env !== 'dev' ? /^\s*(?:please\s+)?(?:set|add|put|write)\s+`?([\w.-]+\s*[:=]\s*[^`\s]+)`?\s+(?:in|into|to)\s+\S/i.exec(text.replace(/^\s*(?:[-*]\s+(?:\[[ x]\]\s+)?|\d+[.)]\s+)/i, '')) : null;
  if (kvSaid) {
    const found = readFileChange({ path, content: `${kvSaid[1] as string}\n`, old: '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level));
    if (found.length) return found;
  }
  // (cls-edits18) "In ios/Shop/Info.plist, set NSAllowsArbitraryLoads to true", "Set `isDebuggable` to true in …": a setting
  // named by its identifier and given a literal is that line (in both `k: v` and `k = v` forms; the old text is unknown).
  const idSaid = detectEnv(path).env !== 'dev' ? /^\s*(?:in\s+\S+\s*,?\s*)?(?:please\s+)?(?:set|turn|switch|change|flip)\s+`?([A-Za-z_][\w.-]{2,80})`?\s+(?:to|=)\s+`?(true|false|yes|no|on|off|none|always|never|privileged|\*|\d{1,6}[a-z]{0,3})`?(?:\s+(?:in|on|for)\s+\S+)?\s*\.?\s*$/i.exec(text) : null;
  if (idSaid && /[A-Z_.]|[a-z][A-Z]/.test((idSaid[1] as string).slice(1))) {
    const [key, value] = [idSaid[1] as string, idSaid[2] as string];
    const found = readFileChange({ path, content: `${key}: ${value}\n${key} = ${value}\n`, old: '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level));
    if (found.length) return found;
  }
  if (!/[`"']/.test(text) && detectEnv(path).env !== 'dev') {
    // (cls-holes16: also after its file, "In config/prod/payments.yml, raise MAX_REFUND from 500 to 500000".)
    const said = SAID_NUMBER.exec(text.replace(/^\s*in\s+\S+\s*,?\s*/i, ''));
    if (said) {
      const key = (said[1] as string).trim().replace(/\s+in\s+\S+$/i, '').replace(/[\s-]+/g, '_');
      const num = (x: string) => String(Math.round(Number(x.replace(/[,_]/g, '').replace(/[kKmM]$/, '')) * (/k$/i.test(x) ? 1e3 : /m$/i.test(x) ? 1e6 : 1)));
      const found = readFileChange({ path, content: `${key} = ${num(said[3] as string)}\n`, old: said[2] ? `${key} = ${num(said[2] as string)}\n` : '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level));
      if (found.length) return found;
    }
  }
  // cls-edits15b: "Set the backup retention of the prod RDS instance to zero", "Lower BCRYPT_LOG_ROUNDS to 4" with no quoted
  // text: the setting named in words gets that value (`backup_retention_of_the_prod_rds_instance = 0`).
  if (!/[`"']/.test(text) && /^(?:create|update|overwrite|reduce|weaken|disable)$/.test(verb) && detectEnv(path).env !== 'dev') {
    const said = SAID_SETTING.exec(text);
    if (said) {
      const key = (said[1] as string).trim().replace(/[\s-]+/g, '_');
      const value = NUMBER_WORD[(said[2] as string).toLowerCase()] ?? (said[2] as string);
      const found = readFileChange({ path, content: `${key} = ${value}\n`, old: '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level));
      if (found.length) return found;
    }
  }
  // cls-benign17: "Add a cron entry to the deploy user's crontab that runs backup.sh at 2am": one entry added to a user's
  // table that is kept is the settled new cron entry (destructive), judged with what it runs; rewriting or removing entries,
  // or a system schedule file, keeps the protected reading.
  if (prot === 'scheduled' && verb === 'create' && /(?:^|[\\/])crontab$/i.test(path) && /^\s*(?:please\s+)?(?:add|append|insert|put)\b/i.test(text) && !/\b(?:replace|overwrite|remove|delete|clear|empty|wipe)\b/i.test(text)) {
    const runs = readFileChange({ path, content: (text.match(/`[^`]{1,400}`/g) ?? []).map((x) => x.slice(1, -1)).join('\n'), old: '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => x.level !== 'safe' && x.level !== 'reversible');
    return [f('destructive', `adds a scheduled job that runs unattended (${snippet(text, 60)})`), ...runs];
  }
  const special = prot || CI.test(path) || HOOKS.test(path) || MEMORY.test(path) || /authorized_keys$|sudoers/.test(path) || pathKind(path) === 'critical' || WEAK_SETTING.test(text) || contentSignal(text);
  // (lead16) A system file's server config described as edited with its new text quoted ("In /etc/nginx/conf.d/files.conf add
  // `autoindex on;` …", "Add `skip-grant-tables` under [mysqld] in /etc/mysql/my.cnf"): what the quoted text does there.
  if (!special && pathKind(path) === 'system' && /^(?:create|update|overwrite)$/.test(verb)) {
    const quotedNow = (text.match(/`[^`]{1,400}`|"[^"]{1,400}"/g) ?? []).map((x) => x.slice(1, -1)).join('\n');
    return quotedNow ? readFileChange({ path, content: quotedNow, old: '', tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)) : [];
  }
  if (!special || !/^(?:create|update|overwrite|delete|empty|upload|move|rename|disable|weaken|grant|share|publish|push|schedule|install|uninstall|reduce)$/.test(verb)) return [];
  const quoted = (text.match(/`[^`]{1,400}`|"[^"]{1,400}"|'[^']{1,400}'/g) ?? []).map((x) => x.slice(1, -1)).join('\n');
  if (verb === 'delete' || verb === 'empty' || verb === 'move' || verb === 'rename') {
    if (CI.test(path) && CI_CHECK_REMOVED.test(text)) return [f('dangerous', `removes a check from CI (described edit ${snippet(path, 50)})`)];
    return prot ? [protectedFinding(prot, `${verb} ${path}`)] : [];
  }
  // "removing the security-scan job from ci.yml" weakens the pipeline; "adding a lint step" only adds a check.
  if (CI.test(path) && (verb === 'disable' || verb === 'weaken') && CI_CHECK_REMOVED.test(text)) return [f('dangerous', `removes a check from CI (described edit ${snippet(path, 50)})`)];
  if (CI.test(path) && !quoted) {
    if (CI_CHECK_REMOVED.test(text)) return [f('dangerous', `removes a check from CI (described edit ${snippet(path, 50)})`)];
    if (verb !== 'delete' && /\b(?:add|adding|adds|enabl\w*)\b[^.]{0,40}\b(?:lint|tests?|checks?|scan|typecheck|type-check|format(?:ting)? check|coverage)\b/i.test(text) && !/\b(?:deploy|publish|release|secret|token|push)\w*/i.test(text)) return [];
  }
  const found = readFileChange({ path, content: quoted || text, old: '', tool: 'described edit' }, ctx).filter((x) => x.level !== 'reversible' || !!prot);
  // A setting described across several quotes ("`origin: '*'` with `credentials: true`") is read in the whole sentence.
  const weak = WEAK_SETTING.exec(text)?.[0] ?? (notDeployed(path) ? undefined : TOKEN_UNCHECKED.exec(text)?.[0]) ?? anonOpened(text);
  if (weak && !found.some((x) => x.level === 'dangerous' || x.level === 'forbidden')) found.push(f('dangerous', `weakens a security check in ${snippet(path, 50)} (${snippet(weak, 50)})`));
  return found;
}

/** cls-edits17: a swap or an added line said in another language, as the old and new text of the file. */
const SWAP_VERB_INTL = String.raw`(?:^|[\s,:;])(?:cambi[ae]r?|reemplaz[ae]r?|sustitu(?:ye|ir)|troc?(?:que|ar|a)|substitu(?:a|ir|i)|alter(?:e|ar)|mud(?:e|ar)|remplace[rz]?|change[rz]|modifie[rz]?|sostituisci|sostituire|cambiare|modifica|ändere|ändern|ersetze|ersetzen|vervang|verander|wijzig|zmień|zamień|zmienić|замени|заменить|измени|изменить|değiştir)\s+`;
const SWAP_END_INTL = String.raw`\s*(?:[.;!。]\s|[.;!。]?$|\s(?:y|et|e|und|en|i|и|ve|and)\s)`;
const QUOTED_INTL = String.raw`(\`[^\`\n]{1,200}\`|"[^"\n]{1,200}"|'[^'\n]{1,200}')`;
// (Both sides quoted: any of the languages' prepositions; unquoted: only prepositions no English sentence uses, so
// "Change the decoder to accept … in src/auth.py" is not read as a swap.)
const SWAP_INTL = new RegExp(`${SWAP_VERB_INTL}(?:${QUOTED_INTL}\\s+(?:por|par|con|durch|door|naar|na|на|en|in|zu|auf|para|ile)\\s+${QUOTED_INTL}|([^\\s\`"'][^\\n]{0,120}?)\\s+(?:por|par|durch|door|naar|на|para|ile|zu|auf)\\s+([^\\s\`"'][^\\n]{0,120}?))${SWAP_END_INTL}`, 'i');
const SWAP_CJK = /(?:の|中的?|里的?|把|将)\s*(`[^`\n]{1,200}`|[^\s`を]{1,120}?)\s*(?:を|改为|改成|替换为|换成|修改为)\s*(`[^`\n]{1,200}`|[^\s`に]{1,120}?)\s*(?:に(?:変更|置き換え|書き換え|置換|して)|$|[。，,])/;
const ADD_LINE_INTL = /(?:^|[\s,:;])(?:add|append|insert|füge|fügen|ergänze|aggiungi|aggiungere|ajoute[rz]?|añade|añadir|agrega|agregar|adicione|adiciona|acrescente|voeg|dodaj|добавь|добавить|ekle)\b[^`\n]{0,60}?(?:`([^`\n]{1,200})`|\b(?:line|zeile|riga|ligne|l[ií]nea|linha|regel|lini[eę]|wiersz|строку|satır(?:ı)?)\s+["']?([^\s,;"'`]+(?:\s*[=:]\s*[^\s,;"'`]+|\s+[^\s,;"'`.]+(?=\s*(?:[.,;]|$|\s(?:hinzu|in|to|a|à|al|ao|no|na|aan|do)\b)))?))/i;
const SWAP_MORE = /^\s*(`[^`\n]{1,200}`|"[^"\n]{1,200}")\s+(?:por|par|con|durch|door|naar|na|на|en|in|zu|auf|para|with|ile)\s+(`[^`\n]{1,200}`|"[^"\n]{1,200}")\s*(?:[.;!。]\s|[.;!。]?$|,?\s(?:y|et|e|und|en|i|и|ve|and)\s)/i;
function saidEditIntl(text: string): { was: string; now: string; quoted?: boolean } | undefined {
  const unq = (x: string) => x.trim().replace(/^[`"']|[`"']$/g, '');
  const mi = SWAP_INTL.exec(text);
  const m = mi ? ([mi[0], mi[1] ?? mi[3], mi[2] ?? mi[4]] as unknown as RegExpExecArray) : SWAP_CJK.exec(text);
  if (mi && m) m.index = mi.index;
  if (m) {
    const was = unq(m[1] as string);
    let now = unq(m[2] as string);
    const kv = /^(\s*[\w.-]+\s*[:=]\s*|\s*[A-Za-z][\w.-]*\s+)\S+$/.exec(was);
    if (kv && !/[:=\s]/.test(now.trim())) now = `${kv[1] as string}${now}`;
    // "… e `bind 127.0.0.1` por `bind 0.0.0.0`": further quoted pairs joined by "and" in the same sentence.
    let rest = text.slice(m.index + m[0].length);
    let wasAll = was;
    for (let i = 0; i < 6; i++) {
      const more = SWAP_MORE.exec(rest);
      if (!more) break;
      wasAll += `\n${unq(more[1] as string)}`;
      now += `\n${unq(more[2] as string)}`;
      rest = rest.slice(more[0].length);
    }
    return { was: `${wasAll}\n`, now: `${now}\n`, quoted: /^[`"']/.test((m[1] as string).trim()) && /^[`"']/.test((m[2] as string).trim()) };
  }
  const add = ADD_LINE_INTL.exec(text);
  if (add) return { was: '', now: `${unq((add[1] ?? add[2]) as string)}\n` };
  return undefined;
}

/** cls-edits17: the whole unit is "[In] <file>[,] <swap A to B>[.]" and nothing else (a system file keeps its own reading: the edit of it is judged as an Edit of it is). */
const SWAP_ONLY_LEAD = /^(?:(?:in|en|dans|no|na|nel|im|w|в)\s+(?:(?:the|le|la|el|o|a|der|die|dem)\s+)?(?:(?:file|fichier|archivo|arquivo|datei|pliku|файле)\s+)?)?[`'"]?((?:~|\.{1,2})?[\w.-]*\/[\w./-]+|\.?[\w-]+\.(?:ya?ml|json|toml|ini|conf|cfg|cnf|properties|tf|bicep|hcl|env|xml))[`'"]?\s*(?:\s*の\s*|[,:]\s*|\s+)/i;
const SWAP_ONLY_INTL = new RegExp(`^${SWAP_VERB_INTL.replace(String.raw`(?:^|[\s,:;])`, '')}${QUOTED_INTL}\\s+(?:por|par|con|durch|door|naar|na|на|en|in|zu|auf|para|ile)\\s+${QUOTED_INTL}$`, 'i');
/**
 * (cls-edits22) "Turn off MFA in config/settings/dev.py", "Disable CSRF in .env.development": a switch turned off in one
 * repository file named for development or local work (and nothing live named) is that environment's own setting, as the
 * same edit in any edit notation is (cls-edits15b/17): the words' generic "weakens a security control" adds nothing.
 */
const DEV_SETTING_OFF_E22 = /^(?:please\s+)?(?:turn\s+off|switch\s+off|disable|deactivate|relax|loosen|skip|remove|drop|comment\s+out)\s+(?:the\s+)?([^`'".,;:\n]{1,60}?)\s+(?:in|from|inside)\s+`?((?:[\w.-]+\/)*[\w.-]+\.[\w]+)`?\s*[.!]?$/i;
const DEV_SETTINGS_FILE_E22 = /(?:^|[\\/])(?:dev|development|local)[\\/][\w.\\/-]+$|(?:^|[\\/._-])(?:dev|development|local)\.(?:py|ya?ml|json|toml|ini|env|conf|cfg|rb|js|ts|exs|properties)$|(?:^|[\\/])\.env\.(?:development|dev|local)$|docker-compose\.override\.ya?ml$|application-(?:dev|local)\.(?:ya?ml|properties)$/i;
function devSettingOff(t: string): Finding[] | undefined {
  const m = DEV_SETTING_OFF_E22.exec(t);
  if (!m || !DEV_SETTINGS_FILE_E22.test(m[2] as string) || /^[/~]/.test(m[2] as string) || /\b(?:prod\w*|production|live|staging|shared|customers?|all|every)\b/i.test(m[1] as string)) return undefined;
  return [f('reversible', `changes a setting in a file for development only (${snippet(m[1] as string, 30)} in ${snippet(m[2] as string, 50)})`)];
}

export function describedSwapOnly(text: string, ctx: Ctx): Finding[] | undefined {
  const t = text.trim();
  if (t.length > 600 || t.includes('\n')) return undefined;
  const devOff = devSettingOff(t);
  if (devOff) return devOff;
  const lead = SWAP_ONLY_LEAD.exec(t);
  if (!lead) return undefined;
  const path = lead[1] as string;
  // (lead17 merge) A file outside the repository (/etc/…, ~/…) keeps its own reading: on a host nothing names, a change
  // to a live system file is a production config change (the decision cls-benign17 kept for pg_hba narrowed).
  if (/^[/~]/.test(path)) return undefined;
  const rest = t.slice(lead[0].length).replace(/\s*(?:,?\s*(?:please|por favor|s'il (?:te|vous) pla[iî]t|bitte|per favore))?\s*(?:してください|して下さい|してね|请)?\s*[。.!]?\s*$/i, '');
  const cjk = /^[`"]?/.test(rest) && /^(`[^`\n]{1,200}`)\s*を\s*(`[^`\n]{1,200}`)\s*に(?:変更|置き換え|書き換え|置換)$/.exec(rest);
  const m = cjk || new RegExp(`^(?:please\\s+)?${SWAP.source}$`, 'i').exec(rest) || (/^[^`]*`[^`]+`[^`]*`[^`]+`$/.test(rest) ? SWAP_ONLY_INTL.exec(rest) : null);
  if (!m) return undefined;
  const unq = (x: string) => x.trim().replace(/^[`"']|[`"']$/g, '');
  const was = unq(m[1] as string);
  let now = unq(m[2] as string);
  if (!was || !now || !/^`/.test((m[1] as string).trim())) return undefined;
  // "change `publicly_accessible = false` to `true`": a bare value takes the place of the setting's old value.
  const kv = /^(\s*[\w.-]+\s*[:=]\s*|\s*[A-Za-z][\w.-]*\s+)\S+$/.exec(was);
  if (kv && !/[:=\s]/.test(now.trim())) now = `${kv[1] as string}${now}`;
  const found = readFileChange({ path, content: `${now}\n`, old: `${was}\n`, tool: 'described edit' }, ctx);
  if (found.some((x) => x.level !== 'safe' && x.level !== 'reversible')) return undefined;
  return [f('reversible', `edits ${snippet(path, 60)} (${snippet(was, 30)} → ${snippet(now, 30)})`)];
}

/** "set|lower|reduce|change|drop the <setting words> to <value>" (cls-edits15b). */
/** cls-edits16: a numeric setting said in words, with its old value or not. */
const SAID_NUMBER = /^\s*(?:please\s+)?(?:set|raise|increase|bump|lift|up|change|lower|reduce|double)\s+(?:the\s+)?([A-Za-z][\w-]*(?:\s+[\w./-]+){0,7}?)\s+(?:up\s+)?(?:from\s+\$?([\d][\d.,_]*[kKmM]?)\s+)?to\s+\$?(\d[\d.,_]*[kKmM]?)(?![\w.])/i;
const SAID_SETTING = /\b(?:set|lower|reduce|change|drop|cut|bring(?:\s+down)?|decrease)\s+(?:the\s+)?([A-Za-z][\w-]*(?:\s+[\w-]+){0,7}?)\s+(?:down\s+)?to\s+(zero|one|two|three|four|five|\d{1,6}|false|off|none|disabled)\b/i;
const NUMBER_WORD: Record<string, string> = { zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5' };
const RANK_DANGER = new Set(['dangerous', 'forbidden']);

/** Text that carries what a file change does, whatever the file: a live credential, access opened to everyone, a safeguard written as off, retention, debug on. */
function contentSignal(text: string): boolean {
  return WEAK_SETTING.test(text) || TOKEN_UNCHECKED.test(text) || !!anonOpened(text) || LIVE_SECRET.test(text) || WIDE_OPEN.test(text) || OFF_SETTING.test(text) || NO_AUTH.test(text) || /\bhostPath\b|\bNOPASSWD\b|force_?destroy|skip_?final_?snapshot|\b[\w.-]*(?:feature|flag|toggle)[\w.-]*\s*[:=]\s*["']?(?:true|on|enabled)\b/i.test(text) || /\b(?:retention|retain|keep_?last|ttl)\w*\s*[:=]\s*\d/i.test(text) || DEBUG_ON.test(text.replace(/`/g, '\n'));
}

/** A verb that changes a file's content, at the head of a described edit ("Passing verify=False to …", "Putting KEY=… into .env.example"). */
const EDIT_LEAD = /^(?:(?:i'll|i will|i'm going to|i am going to|let me|now|next|then|going to)\s+)?(?:add|adding|append|appending|put|putting|pass|passing|set|setting|change|changing|write|writing|insert|inserting|replace|replacing|edit|editing|update|updating|switch|switching|flip|flipping|paste|pasting|hardcod\w*|commit|committing|raise|raising|increase|increasing|bump|bumping|lift|lifting|lower|lowering|reduce|reducing)\b/i;
const REMOVE_IN_PATH = /^(?:(?:i'll|i will|i'm going to|let me|now|next|then|going to)\s+)?(?:remov|delet|drop|strip|comment(?:ing)? out|get(?:ting)? rid of|tak(?:e|ing) out)\w*\s+(?:the\s+)?(?:(?:line|lines|call|decorator|attribute|annotation|middleware|guard|check)\s+)?`[^`]{1,400}`(?:\s+(?:line|lines|call|decorator|attribute|annotation|middleware|guard|check))?\s+(?:in|from|of)\s+(?:the\s+)?(?:file\s+)?[`'"]?([^\s`'",:;]+)/i;
const PATH_WORD = /(?:^|[\s`'"(])((?:~|\.{1,2})?[\w.-]*[\\/][\w.\\/-]+|(?:Dockerfile|Containerfile|Makefile|Jenkinsfile|Procfile|Justfile|Vagrantfile)(?:\.[\w-]+)?|[\w-]+\.(?:ya?ml|json|toml|ini|env|tf|tfvars|py|js|ts|go|rb|java|kt|cs|php|conf|cfg|xml|properties)|\.env(?:\.[\w-]+)?)(?=[\s`'",;:)]|$)/;

/**
 * A file change described in words the prose reader placed no path for: judged by what the
 * quoted or named setting does in that file. Only content that does something (contentSignal)
 * is read, so "adding a heading to README.md" stays the prose reader's.
 */
/**
 * cls-plan14: "Setting `audit_log.enabled` to false in …", "switch `verify_ssl` to off": a setting named in code and the
 * value it is set to, read as the line the file gets (`audit_log.enabled: false`).
 */
const KEY_TO_VALUE = /(^|\s)`([\w.-]{2,80})`\s+(?:to|=|→|->)\s+`?["']?(true|false|yes|no|on|off|enabled|disabled|none|0|1)["']?`?(?=[\s.,;:)]|$)/i;
function keyToSetting(text: string): string {
  return EDIT_LEAD.test(text.trim()) || /^\s*in\s/i.test(text) ? text.replace(KEY_TO_VALUE, (_m, pre: string, k: string, v: string) => `${pre}\`${k}: ${v}\``) : text;
}

function leadNamesFile(lead: RegExpExecArray | null): lead is RegExpExecArray {
  return !!lead && (PATH_WORD.test(` ${lead[1] as string} `) || /^\.[\w-]+\.(?:ya?ml|json|toml|env)$/i.test(lead[1] as string) || /^\.(?:npmrc|yarnrc|pypirc|htaccess|htpasswd|env(?:\.[\w-]+)?|gitignore|dockerignore|cursorrules|windsurfrules|clinerules|gemrc|netrc|pgpass|my\.cnf|curlrc|wgetrc)$/i.test(lead[1] as string) || /^[\w.-]+\.config$/i.test(lead[1] as string));
}
/**
 * cls-edits16b: "In .npmrc, change `registry=https://…` to `…`", "In web.config, change `<trace … />` to …": the file the
 * sentence opens with, when the prose reader placed only paths found inside its quotes (a URL, `/>`), not this file.
 */
export function ledByOtherFile(text: string, paths: readonly { path: string }[]): boolean {
  const lead = IN_PATH.exec(keyToSetting(text.trim()));
  return leadNamesFile(lead) && paths.length > 0 && !paths.some((p) => p.path === lead[1]) && paths.every((p) => text.indexOf(p.path) > 0 && (text.slice(0, text.indexOf(p.path)).match(/`/g) ?? []).length % 2 === 1);
}

export function describedEdit(text: string, ctx: Ctx): Finding[] {
  const t = keyToSetting(text.trim());
  if (t.length > 2000 || /\?\s*$/.test(t)) return [];
  // (cls-edits19) A setting, a quoted line or a guard named in words, with its file: read as that edit (readers/files19.ts).
  const said19 = saidEdits19(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)), instructedEdit);
  if (said19.length) return said19;
  // (cls-edits20) A guard taken out in other languages' words, a live credential written into a file (readers/files20.ts).
  const said20 = saidEdits20(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
  if (said20.length) return said20;
  // (cls-edits21) A bypass list gaining someone, a role given, a restricting line removed, a lifetime or limit moved.
  const said21 = saidEdits21(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
  if (said21.length) return said21;
  // (cls-edits22) DMARC, SPF, DNSSEC and registrar locks told in words (readers/files22.ts).
  const said22 = saidEdits22(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
  if (said22.length) return said22;
  // (cls-edit26) A setting moved "from A to B" in a named file, told in words (readers/edit26.ts).
  const said26 = saidEdits26(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
  if (said26.length) return said26;
  // (cls-shell25) "Edit /etc/cups/cupsd.conf:" then `-old` / `+new` lines: that diff of the file (readers/shell25.ts).
  const said25 = saidDiff25(t, (path, old, content) => readFileChange({ path, old, content, tool: 'described edit' }, ctx, { contentOnly: true }).filter((x) => RANK_DANGER.has(x.level)));
  if (said25.length) return said25;
  // (cls-benign25) A firmware Kconfig option set in words (readers/benign25.ts).
  const saidFirmware25 = saidEdits25(t);
  if (saidFirmware25.length) return saidFirmware25;
  const lead = IN_PATH.exec(t);
  if (leadNamesFile(lead)) {
    const rest = t.slice(lead[0].length);
    const verb = REMOVE_LEAD.test(rest) ? 'delete' : EDIT_LEAD.test(rest) ? 'update' : '';
    if (verb) return describedChange(lead[1] as string, verb, t, ctx);
  }
  // "Commenting out `app.use(helmet())` in server/index.js", "remove the `@login_required` decorator from views.py": the
  // quoted code is what the named file loses.
  const rm = REMOVE_IN_PATH.exec(t);
  if (rm && PATH_WORD.test(` ${rm[1] as string} `)) {
    const found = describedChange(rm[1] as string, 'delete', t, ctx);
    if (found.length) return found;
  }
  // cls-edits17: a swap or an added line said in another language, about the file the sentence names.
  if (saidEditIntl(t)) {
    const named = PATH_WORD.exec(t)?.[1];
    if (named) {
      const found = describedChange(named.replace(/[.,;:]+$/, ''), 'update', t, ctx);
      if (found.length) return found;
    }
  }
  if (!EDIT_LEAD.test(t) || !contentSignal(t)) return [];
  const path = PATH_WORD.exec(t)?.[1];
  if (!path) return [];
  return describedChange(path, 'update', t, ctx);
}

/** A protective control named in an edit's instructions or its file: network policy, firewall, auth, MFA, rate limits, audit … */
const CONTROL_WORD = /[a-z]Auth\w*|\b(?:role|admin|login|session|permission|access) checks?\b|network\s*polic\w*|firewall|security[\s_-]*group|\bwaf\b|\brbac\b|role\s*binding|\bauth\w*|\bmfa\b|\b2fa\b|two-factor|rate[\s_-]*limit\w*|throttl\w*|\bcsrf\b|\bcors\b|\btls\b|\bssl\b|certificate (?:check|verification)|audit\w*|default[\s_-]*deny|deny[\s_-]*all|\bprotection\b|\bguard\w*|permission checks?|access checks?|signature (?:check|verification)|branch protection|required (?:checks?|reviews?)/i;
const REMOVE_WORD = /\b(?:delet(?!ion[\s_-]*protect)\w*|remov\w*|drop\w*|disabl\w*|comment(?:ing)? out|turn(?:ing)? off|switch(?:ing)? off|bypass\w*|skip\w*|strip\w*|rip(?:ping)? out|get rid of|weaken\w*|loosen\w*|relax\w*|allow all|open (?:it |them )?up)\b/i;

/** An edit tool's own instructions ("Delete the default-deny-ingress NetworkPolicy"): removing a protective control weakens it. */
export function instructedEdit(path: string, instructions: string): Finding[] {
  const m = REMOVE_WORD.exec(instructions);
  if (!m) return [];
  const after = instructions.slice(m.index);
  if (!CONTROL_WORD.test(after) && !(CONTROL_WORD.test(path) && !/\b(?:test|spec|mock|fixture|example|docs?)\b/i.test(path))) return [];
  const env = detectEnv(`${path} ${instructions}`).env;
  const x = ladder('dangerous', 'dangerous', 'destructive', `the edit removes a protective control (${snippet(instructions, 60)})`);
  if (env !== 'unknown') x.env = env;
  return [x];
}

/** apply_patch bodies (*** Add File / Update File / Delete File) and unified diffs (`diff --git`, `--- a/…` `+++ b/…`): each file by what its new text does, the `-` lines as what it had. */
export function readPatch(text: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const files = unifiedDiff(text, /^\s*(?:apply_patch|\*\*\* Begin Patch)/.test(text) ? 'apply_patch' : 'diff');
  for (const fc of files) out.push(...readFileChange(fc, ctx));
  if (files.length === 0) out.push(f('reversible', 'applies a patch to files in the repository'));
  return out;
}

/** A file read: a secret file's contents enter the transcript. */
export function readFileRead(path: string, tool: string): Finding[] {
  const p = path.trim();
  const k = pathKind(p);
  if (k === 'secret') {
    const x = readSecret(`reads a secrets file; its values enter the transcript (${snippet(p, 60)})`, true);
    const e = detectEnv(p).env;
    if (e !== 'unknown') x.env = e;
    return [x];
  }
  return [f('safe', `reads ${snippet(p || 'a file', 60)} (${tool})`)];
}
