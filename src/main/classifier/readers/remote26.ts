// (cls-remote26) One command, any carrier: what a remote or fleet executor runs is judged as that command there, and the
// carrier's target adds scope (every host of a group, a pattern or a host file) and environment (a production host).
//
// - More carriers (`extraRemoteRunner`, called from the script reader's `remoteRunner`): fleet runners that carry a command
//   line to many hosts — mussh (`-H file`, `-h h1 h2`, `-c cmd`), Puppet Bolt (`bolt command run CMD --targets T`),
//   MCollective/Choria (`mco shell run CMD`), salt-ssh (`salt-ssh TARGET cmd.run CMD`) — and single-guest carriers that
//   run a command inside one container, guest or pod: `lxc`/`incus exec NAME -- cmd`, Proxmox `pct exec ID -- cmd`,
//   `oc rsh POD cmd`, `crictl exec ID cmd`, `machinectl shell [user@]NAME cmd`.
// - A script piped into a remote shell (`echo … | base64 -d | ssh host bash`, `cat <<EOF | ssh host sudo bash -s`): the
//   remote shell runs the piped text (`sshShellReadingStdin`), as a heredoc fed to it does.
// - Ansible modules other than command/shell whose effect is a shell act (`ansibleModuleAsShell`): lineinfile writes its
//   line into its file (or deletes matching lines), authorized_key for root or for every host adds a login key.
// - HDFS (`hdfs dfs`, `hadoop fs`): reads are safe; `-rm -r` of a directory is a filtered set of a distributed store, of a
//   store's root (`/`, one top-level directory, a Hive warehouse root) the whole store; an unnamed cluster counts as
//   production.
import { f, ladder, snippet, unplacedRun, type Finding } from '../findings';
import { isCmdletShapeOnly, isProgram } from '../programs';
import { commandFamily, type Handler } from '../rules/types';
import type { Dialect } from '../shell/lex';
import { baseName, SHELLS } from '../shell/parse';

export interface RemoteRun {
  scripts: string[];
  host: string;
  via: string;
  many: boolean;
  fleet?: boolean;
  dialect?: Dialect;
  root?: boolean;
}

/** Cheap gate: the program names this file reads as carriers. */
const CARRIERS = new Set(['mussh', 'bolt', 'mco', 'choria', 'salt-ssh', 'salt-call', 'lxc', 'incus', 'pct', 'qm', 'multipass', 'pdcp', 'invoke-command', 'icm', 'oc', 'crictl', 'machinectl', 'winrs']);

/** A target that reads as one host (`web01`, `db-3.prod.example.com`), not a group, a pattern or a list. */
function oneHost(t: string): boolean {
  return /^[\w@.-]+$/.test(t) && (/\d$/.test(t) || /\.[a-z]{2,}$/i.test(t)) && !/^all$/i.test(t);
}

function valueOf(a: readonly string[], ...names: string[]): string | undefined {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    for (const n of names) {
      if (x === n) return a[i + 1];
      if (n.startsWith('--') && x.startsWith(`${n}=`)) return x.slice(n.length + 1);
    }
  }
  return undefined;
}

/** Words after `from` that are no option, skipping the values of `withValue` options. */
function words(a: readonly string[], from: number, withValue: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = from; i < a.length; i++) {
    const x = a[i] as string;
    if (x === '--') {
      out.push(...(a.slice(i + 1) as string[]));
      break;
    }
    if (x.startsWith('-') && x.length > 1) {
      if (!x.includes('=') && withValue.has(x)) i++;
      continue;
    }
    out.push(x);
  }
  return out;
}

/**
 * The first `n` words after `from` that are no option (skipping the values of `withValue` options), then the rest of the
 * argv as it stands: the carried command keeps its own options (`crictl exec -it ID sh -c '…'`).
 */
function headThenRest(a: readonly string[], from: number, withValue: ReadonlySet<string>, n: number): { head: string[]; rest: string[] } {
  const head: string[] = [];
  let i = from;
  for (; i < a.length && head.length < n; i++) {
    const x = a[i] as string;
    if (x === '--') continue;
    if (x.startsWith('-') && x.length > 1) {
      if (!x.includes('=') && withValue.has(x)) i++;
      continue;
    }
    head.push(x);
  }
  const rest = a.slice(i) as string[];
  return { head, rest: rest[0] === '--' ? rest.slice(1) : rest };
}

const BOLT_OPTS = new Set(['-t', '--targets', '-n', '--nodes', '-q', '--query', '--rerun', '-u', '--user', '-p', '--password', '--run-as', '--sudo-password', '--private-key', '--concurrency', '-c', '--inventoryfile', '-i', '--project', '--transport', '--format', '--log-level', '--env-var', '--connect-timeout']);
const MCO_OPTS = new Set(['-I', '--identity', '-F', '--wf', '--with-fact', '-C', '--wc', '--with-class', '-A', '--wa', '--with-agent', '-W', '--with', '-S', '--select', '-T', '--target', '--limit-nodes', '--ln', '--one', '--batch', '--batch-sleep', '--dt', '--discovery-timeout', '-t', '--timeout', '--config', '-c']);
const SALT_SSH_OPTS = new Set(['-i', '--roster-file', '--roster', '--priv', '-r', '--raw', '--user', '--passwd', '-c', '--config-dir', '--out', '--output', '-t', '--timeout', '--extra-filerefs', '--thin-extra-modules', '-E', '-L', '-G', '-N']);
const OC_RSH_OPTS = new Set(['-n', '--namespace', '-c', '--container', '--shell', '--timeout', '--context', '--kubeconfig']);
const CRICTL_EXEC_OPTS = new Set(['--timeout', '--name', '--label']);

/**
 * A carrier the script reader's own `remoteRunner` does not know: the command it runs, where, and whether on many hosts.
 * `b` is the program's base name, `a` its argv (a[0] the program).
 */
export function extraRemoteRunner(b: string, a: readonly string[]): RemoteRun | null {
  if (!CARRIERS.has(b) || a.length < 3) return null;
  if (b === 'mussh') {
    const cmd = valueOf(a, '-c');
    if (!cmd) return null;
    const file = valueOf(a, '-H');
    const hi = a.indexOf('-h');
    const hosts: string[] = [];
    if (hi > 0) for (let i = hi + 1; i < a.length && !(a[i] as string).startsWith('-'); i++) hosts.push(a[i] as string);
    const target = file ?? hosts.join(',');
    return { scripts: [cmd], host: target, via: `mussh ${target}`.trim(), many: file !== undefined || hosts.length !== 1, fleet: true };
  }
  if (b === 'bolt') {
    if (a[1] !== 'command' || a[2] !== 'run') return null;
    const cmd = words(a, 3, BOLT_OPTS)[0];
    if (!cmd) return null;
    const target = valueOf(a, '-t', '--targets', '-n', '--nodes') ?? valueOf(a, '-q', '--query') ?? 'all';
    return { scripts: [cmd], host: target, via: `bolt ${target}`, many: !oneHost(target), fleet: true, root: a.includes('--run-as') && valueOf(a, '--run-as') === 'root' };
  }
  if (b === 'mco' || b === 'choria') {
    if (a[1] !== 'shell' || a[2] !== 'run') return null;
    const cmd = words(a, 3, MCO_OPTS).join(' ');
    if (!cmd) return null;
    const filter = ['-I', '--identity', '-F', '--wf', '--with-fact', '-C', '--wc', '--with-class', '-W', '--with', '-S', '--select'].map((o) => valueOf(a, o)).filter(Boolean).join(' ');
    const one = /^(?:-I|--identity)$/.test(a.find((x) => /^(?:-I|--identity|-F|--wf|--with-fact|-C|--wc|--with-class|-W|--with|-S|--select)$/.test(x)) ?? '') && oneHost(filter);
    return { scripts: [cmd], host: filter || 'every node', via: `mco ${filter || 'every node'}`, many: !one, fleet: true };
  }
  if (b === 'salt-ssh') {
    const pos = words(a, 1, SALT_SSH_OPTS);
    const target = pos[0] ?? '';
    if (!/^cmd\.(?:run|shell|run_all|run_stdout)$/.test(pos[1] ?? '') || pos.length < 3) return null;
    const grouped = a.some((x) => /^-(?:[GENLC]|-grain|-nodegroup|-list|-compound)$/.test(x));
    return { scripts: [pos.slice(2).join(' ')], host: target, via: `salt-ssh ${target}`, many: grouped || /[*?[,]/.test(target), fleet: true };
  }
  if ((b === 'lxc' || b === 'incus') && a[1] === 'exec') {
    const { head, rest } = headThenRest(a, 2, new Set(['--env', '--user', '--group', '--cwd', '--mode', '--project']), 1);
    const name = head[0];
    if (!name || rest.length === 0) return null;
    return { scripts: [quoteLine(rest)], host: name.replace(/^[\w-]+:/, ''), via: `${b} exec ${name}`, many: false };
  }
  if (b === 'pct' && a[1] === 'exec') {
    const dd = a.indexOf('--');
    const id = a[2];
    if (dd < 0 || !id || dd + 1 >= a.length) return null;
    return { scripts: [quoteLine(a.slice(dd + 1))], host: `container ${id}`, via: `pct exec ${id}`, many: false };
  }
  if (b === 'oc' && a[1] === 'rsh') {
    const { head, rest } = headThenRest(a, 2, OC_RSH_OPTS, 1);
    const pod = head[0];
    if (!pod || rest.length === 0) return null;
    const ns = valueOf(a, '-n', '--namespace') ?? '';
    return { scripts: [quoteLine(rest)], host: `${ns} ${pod}`.trim(), via: `oc rsh ${pod}`, many: false };
  }
  if (b === 'crictl' && a[1] === 'exec') {
    const { head, rest } = headThenRest(a, 2, CRICTL_EXEC_OPTS, 1);
    const id = head[0];
    if (!id || rest.length === 0) return null;
    return { scripts: [quoteLine(rest)], host: id, via: `crictl exec ${id}`, many: false };
  }
  if (b === 'machinectl' && a[1] === 'shell') {
    const { head, rest } = headThenRest(a, 2, new Set(['--uid', '-E', '--setenv', '-M', '--machine', '-H', '--host']), 1);
    const name = head[0];
    if (!name || rest.length === 0) return null;
    return { scripts: [quoteLine(rest)], host: name.replace(/^[^@]*@/, ''), via: `machinectl shell ${name}`, many: false, root: /^root@/.test(name) };
  }
  // Proxmox `qm guest exec VMID -- cmd` (the guest agent runs it in the VM), Multipass `multipass exec NAME -- cmd`.
  if ((b === 'qm' && a[1] === 'guest' && a[2] === 'exec') || (b === 'multipass' && a[1] === 'exec')) {
    const at = b === 'qm' ? 3 : 2;
    const { head, rest } = headThenRest(a, at, new Set(['--timeout', '--pass-stdin', '-d', '--working-directory']), 1);
    const id = head[0];
    if (!id || rest.length === 0) return null;
    return { scripts: [quoteLine(rest)], host: b === 'qm' ? `vm ${id}` : id, via: `${b} ${b === 'qm' ? 'guest exec' : 'exec'} ${id}`, many: false };
  }
  // pdcp -w HOSTS src… dest: the files written to dest on every host (read as that copy there).
  if (b === 'pdcp') {
    const pos = words(a, 1, new Set(['-w', '-x', '-g', '-X', '-l', '-R', '-f', '-t', '-u', '-F', '-M']));
    const target = valueOf(a, '-w', '-g') ?? '';
    if (pos.length < 2) return null;
    return { scripts: [quoteLine(['cp', ...(a.includes('-r') ? ['-r'] : []), ...pos])], host: target, via: `pdcp ${target}`.trim(), many: !oneHost(target), fleet: true };
  }
  // Invoke-Command -ComputerName HOSTS -FilePath script.ps1: the local script runs on those machines (read by its name there).
  if (b === 'invoke-command' || b === 'icm') {
    const file = valueOf(a, '-FilePath', '-filepath', '-PSPath', '-pspath');
    const target = valueOf(a, '-ComputerName', '-computername', '-cn', '-Session', '-session', '-VMName', '-vmname') ?? '';
    if (!file || !target) return null;
    const many = !/^[\w.-]+$/.test(target);
    // (Read by its base name: a Windows path's backslashes are no words of it.)
    return { scripts: [`powershell -File ./${file.replace(/^.*[\\/]/, '').replace(/[^\w.-]/g, '')}`], host: many ? 'the listed computers' : target, via: `Invoke-Command on ${many ? 'the listed computers' : target}`, many };
  }
  // salt-call runs an execution module on this minion itself.
  if (b === 'salt-call') {
    const pos = words(a, 1, new Set(['-c', '--config-dir', '--out', '--output', '-l', '--log-level', '--id', '--master', '--file-root', '--pillar-root', '--retcode-passthrough']));
    if (!/^cmd\.(?:run|shell|run_all|run_stdout)$/.test(pos[0] ?? '') || pos.length < 2) return null;
    return { scripts: [pos.slice(1).join(' ')], host: '', via: 'salt-call', many: false };
  }
  // winrs [-options] -r:HOST [-options] command …: options come before the command; the command keeps its own switches.
  if (b === 'winrs') {
    const r = a.find((x) => /^[-/]r(?:emote)?:/i.test(x));
    const at = a.findIndex((x, k) => k > 0 && !/^[-/]\w+(?::\S*)?$/.test(x));
    if (!r || at < 0) return null;
    const host = r.replace(/^[-/]r(?:emote)?:/i, '');
    return { scripts: [a.slice(at).join(' ')], host, via: `winrs ${host}`, many: /[%@*,$]/.test(host), dialect: 'cmd' };
  }
  return null;
}

/** An argv as one command line (a word with blanks or shell characters quoted). */
function quoteLine(argv: readonly string[]): string {
  return argv.map((x) => (/^[\w@%+=:,./-]+$/.test(x) ? x : `'${x.replace(/'/g, `'\\''`)}'`)).join(' ');
}

const SSH_WITH_VALUE = new Set(['-i', '-p', '-l', '-o', '-F', '-J', '-L', '-R', '-D', '-W', '-b', '-c', '-e', '-m', '-S', '-w', '-E', '-B', '-O', '-Q', '-I']);

/**
 * `… | ssh host bash`, `… | ssh host 'sudo bash -s'`, `… | ssh host` (no remote command): the remote shell reads its script
 * from the pipe. The host and whether the shell runs as root; null when the remote side runs anything else.
 */
export function sshShellReadingStdin(args: readonly string[]): { host: string; sudo: boolean } | null {
  let i = 0;
  while (i < args.length && (args[i] as string).startsWith('-')) i += SSH_WITH_VALUE.has(args[i] as string) ? 2 : 1;
  const host = args[i];
  if (!host) return null;
  let from = i + 1;
  while (from < args.length && /^-[a-zA-Z46]+$/.test(args[from] as string)) from += SSH_WITH_VALUE.has(args[from] as string) ? 2 : 1;
  const remote = args.slice(from).join(' ').split(/\s+/).filter(Boolean);
  let k = 0;
  let sudo = /^root@/.test(host);
  if (remote[k] === 'sudo') {
    sudo = true;
    k++;
    while (k < remote.length && (remote[k] as string).startsWith('-')) k += /^-[ugh]$/.test(remote[k] as string) ? 2 : 1;
  }
  if (remote.length > 0) {
    if (k >= remote.length || !SHELLS.has(baseName(remote[k] as string))) return null;
    if (!remote.slice(k + 1).every((x) => x.startsWith('-') && !/c/.test(x.replace(/^--?/, '')))) return null;
  }
  return { host: host.replace(/^[^@]*@/, ''), sudo };
}

/** `key=value` pairs of an ansible module's free-form arguments (values may be quoted). */
function moduleArgs(margs: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /(\w+)=(?:'([^']*)'|"([^"]*)"|(\S+))/g;
  for (let m = re.exec(margs); m; m = re.exec(margs)) out.set(m[1] as string, m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/**
 * The shell act an ansible module's arguments amount to, when it is one the shell reader judges by its target file:
 * lineinfile (a line written into, or lines removed from, a file) and authorized_key (a login key added for root, or on
 * every host). Null for anything else (the ansible rule keeps its own reading).
 */
export function ansibleModuleAsShell(mod: string, margs: string, every: boolean): string | null {
  const m = mod.replace(/^(?:ansible\.(?:builtin|posix)|community\.general)\./, '');
  if (m !== 'lineinfile' && m !== 'authorized_key') return null;
  const kv = moduleArgs(margs);
  if (m === 'lineinfile') {
    const path = kv.get('path') ?? kv.get('dest') ?? kv.get('name');
    if (!path) return null;
    const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
    if (kv.get('state') === 'absent') {
      const re = kv.get('regexp') ?? kv.get('regex') ?? kv.get('line');
      return re ? `sed -i ${q(`/${re.replace(/\//g, '\\/')}/d`)} ${path}` : null;
    }
    const line = kv.get('line');
    return line !== undefined ? `echo ${q(line)} >> ${path}` : null;
  }
  if (kv.get('state') === 'absent') return null;
  const user = kv.get('user') ?? '';
  if (user !== 'root' && !every) return null;
  const home = user === 'root' ? '/root' : `/home/${user || 'user'}`;
  return `echo 'ssh-key' >> ${home}/.ssh/authorized_keys`;
}

// ------------------------------------------------------------------ HDFS

const HDFS_READ = /^-(?:ls|lsr|cat|text|tail|head|du|dus|df|stat|count|get|copyToLocal|getmerge|find|test|checksum|getfacl|getfattr|usage|help)$/;
/** A store's root: `/`, one top-level directory, a Hive or Spark warehouse root (`/user/hive/warehouse`), or all of it by a glob. */
const HDFS_ROOT = /^(?:hdfs:\/\/[^/]*)?(?:\/|\/[\w.-]+\/?|\/(?:user|apps)\/(?:hive|spark)\/warehouse\/?|\/(?:[\w.-]+\/)?\*)$/;

const hdfs: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 70);
  const sub = a[0];
  if (sub !== 'dfs' && sub !== 'fs') {
    if (sub === 'dfsadmin' && a.some((x) => /^-(?:report|printTopology|listOpenFiles)$/.test(x) || x === 'get')) return [f('safe', `reads the HDFS cluster's state (${how})`)];
    return [];
  }
  const op = a.find((x, k) => k > 0 && x.startsWith('-')) ?? '';
  if (HDFS_READ.test(op)) return [f('safe', `reads from HDFS (${how})`)];
  const paths = a.slice(1).filter((x) => !x.startsWith('-'));
  if (/^-(?:rm|rmr|rmdir|expunge)$/.test(op)) {
    if (op === '-expunge') return [ladder('destructive', 'destructive', 'reversible', `empties the HDFS trash: what was deleted can no longer be restored (${how})`)];
    const recursive = op === '-rmr' || a.some((x) => /^-[rRf]*[rR][rRf]*$/.test(x));
    const root = paths.some((p) => HDFS_ROOT.test(p));
    const skip = a.includes('-skipTrash') ? ', skipping the trash' : '';
    let x: Finding;
    if (recursive && root) x = ladder('forbidden', 'dangerous', 'destructive', `deletes a whole HDFS store or warehouse${skip} (${how})`);
    else if (recursive || op === '-rmdir') x = ladder('dangerous', 'destructive', 'destructive', `deletes an HDFS directory and everything in it${skip} (${how})`);
    else x = ladder('destructive', 'destructive', 'reversible', `deletes HDFS files${skip} (${how})`);
    return [x];
  }
  if (/^-(?:chmod|chown|chgrp|setfacl|setfattr)$/.test(op)) {
    if (op === '-chmod' && a.some((x) => /^(?:0?777|a\+w|o\+w|a\+rwx)$/.test(x))) return [ladder('dangerous', 'dangerous', 'destructive', `opens HDFS paths to everyone (${how})`)];
    return [ladder('destructive', 'destructive', 'reversible', `changes who can access HDFS paths (${how})`)];
  }
  if (/^-(?:mkdir|touchz|touch|put|copyFromLocal|moveFromLocal|appendToFile|cp|mv|setrep)$/.test(op)) {
    if (a.includes('-f') && /^-(?:put|copyFromLocal|cp)$/.test(op)) return [ladder('destructive', 'destructive', 'reversible', `overwrites HDFS files (${how})`)];
    return [f('reversible', `writes to HDFS (${how})`)];
  }
  return [unplacedRun('reversible', `HDFS command (${how})`, true)];
};

export const remote26Family = commandFamily('hdfs', '(cls-remote26) hdfs dfs / hadoop fs: reads, deletions scoped by path (a store root is the whole store), permissions', { hdfs, hadoop: hdfs });

/** Acts that are one control or one account on each host: a fleet does not make them more than dangerous. */
const CONTROL_OR_ACCOUNT = /\b(?:firewall\w*|ufw|iptables|nftables|selinux|apparmor|defender|antivirus|real-time protection|security control|user account|login account|lockout|system file|configuration file)\b/i;
const DATA_LOST = /\b(?:backups?|snapshots?|logs?|audit|data(?:base)?s?|volumes?|tables?|buckets?|uploads?|repositor(?:y|ies))\b/i;

/** (cls-remote26) A finding that a fleet runner's every host leaves at its level (see raiseForEvery). */
export function fleetKeepsLevel(reason: string): boolean {
  return CONTROL_OR_ACCOUNT.test(reason) && !DATA_LOST.test(reason);
}

/** A Windows remote runner typed at a prompt (`psexec \\HOST …`, `winrs -r:HOST …`): cmd.exe's line, backslashes kept. */
export const WIN_REMOTE_LINE = /^\s*(?:psexec(?:64)?|paexec|winrs)(?:\.exe)?\s/i;

/**
 * (cls-remote26) Launchers the script reader's `launchedCommand` does not know: `gosu USER cmd …` and `su-exec USER cmd …`
 * run cmd as USER; `screen … -X stuff 'text\n'` types a command line into a running session (like tmux send-keys) when it
 * starts with a program the reader knows.
 */
export function extraLaunched(b: string, a: readonly string[]): { from: number; line?: undefined } | { from?: undefined; line: string } | null {
  if (b === 'gosu' || b === 'su-exec') return a.length > 2 ? { from: 2 } : null;
  if (b === 'screen') {
    const x = a.indexOf('-X');
    if (x > 0 && a[x + 1] === 'stuff' && a[x + 2]) {
      const line = (a[x + 2] as string).replace(/(?:\\n|\\r|\^M|\n|\r)+$/, '').trim();
      // (The session may run any program — a game server's console reads `save-all` —: only a line that starts with a
      // program the reader knows is read as a command.)
      const first = line.split(/\s+/)[0] as string;
      return line && isProgram(first) && !isCmdletShapeOnly(first) ? { line } : null;
    }
  }
  return null;
}

/**
 * (cls-remote26) A fleet runner's target that is a short list of hosts named one by one (`-H web1.prod,web2.prod`,
 * `\\APP1,APP2`): a filtered set of hosts, not every host of a group, pattern, range or host file. A per-host act there
 * is not raised as if it were done to everything.
 */
export function namedHostList(target: string): boolean {
  const t = target.replace(/^-{1,2}[A-Za-z-]+[ =]/, '').trim();
  if (!t.includes(',') || /[*?[\]{}@%$/\\]|\.(?:txt|ini|ya?ml|list|csv)\b/i.test(t)) return false;
  const items = t.split(/[,\s]+/).filter(Boolean);
  return items.length >= 2 && items.length <= 8 && items.every((x) => /^[\w-]+(?:\.[\w-]+)*$/.test(x) && !/^(?:all|every|\*)$/i.test(x));
}
