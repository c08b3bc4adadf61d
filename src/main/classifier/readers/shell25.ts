// (cls-shell25) Shared batch clusters, print servers, privacy grants and certificate trust stores, read by structure: the
// program's verb, the object it acts on and the scope its arguments select.
//
// - Batch schedulers (Slurm, PBS/Torque, LSF, SGE, HTCondor): a job cancelled by its id is one piece of work lost
//   (confirm); jobs selected by a filter that is not the caller's own (another user, every user, a partition, queue,
//   state, account or node list), by a listing in a substitution (`qdel $(qselect -q batch)`) or by a loop are many
//   people's work on a shared system (verify). Accounting and queue administration (sacctmgr, qmgr, qconf, scontrol,
//   badmin, pbsnodes) by its verb: reads are safe; an account, queue or many nodes taken away is verify; privileges
//   (admin level, managers, operators) granted are verify; pauses and limits are confirm.
// - Print servers (CUPS): a queue removed is confirm, every queue (a loop) verify; the server's administration opened to
//   the network (cupsctl --remote-admin/--remote-any) weakens a control (verify); jobs cancelled are confirm.
// - tccutil: a privacy permission reset for one app only makes it ask again (routine); for every app, confirm.
// - Certificate trust stores (certutil, Import-Certificate): a root or intermediate authority added to or removed from a
//   machine's trust store changes what every TLS connection trusts (verify); a private key exported is verify.
import { detectEnv } from '../context';
import { f, type Finding, ladder, snippet, unplacedRun } from '../findings';
import { cmdlet } from '../rules/shell';
import { commandFamily, type Handler } from '../rules/types';
import { optValue, positionals, type Cmd } from '../shell/parse';

const HELP = /^(?:-h|--help|--usage|-V|--version|-help|-\?|\/\?)$/;
/** The caller's own user: `$USER`, `$(whoami)`, `$LOGNAME`, `--me`. */
const OWN_USER = /^["']?(?:\$\{?(?:USER|LOGNAME|USERNAME)\}?|\$\(\s*(?:whoami|id -un)\s*\)|`(?:whoami|id -un)`)["']?$/;
/** A substitution's text in the command line: `$(…)` or backticks; the parser keeps its place as `$(…)`. */
const SUBST = /\$\(|`/;
/** Listings of a scheduler's jobs or a print server's queues that feed a substitution or a loop. */
const OWN_LISTING = /(?:squeue|qselect|bjobs|condor_q|qstat)\b[^|)`;]*?(?:--me\b|-u\s*=?\s*["']?\$\{?(?:USER|LOGNAME)\b|--user[= ]["']?\$\{?(?:USER|LOGNAME)\b|-u\s+["']?\$\(whoami\))/;

function how(cmd: Cmd, n = 60): string {
  return snippet(cmd.text, n);
}

/** Does the command's own text feed it a substitution or a loop (many items)? */
function many(cmd: Cmd): boolean {
  return cmd.bulk || cmd.every === true || cmd.args.some((x) => x === '$(…)' || SUBST.test(x));
}

/** Job identifiers: digits, array jobs and PBS/LSF ids (123, 123_4, 123[1-10], 123.pbs01, 123.0). */
const JOB_ID = /^["']?(?:\d+(?:[_.][\w.-]+)?(?:\[[\d,:-]*\])?|\$\{?\w+\}?)["']?$/;

interface JobSel {
  /** Users the selection names; 'ALL' for every user. */
  users: string[];
  /** A filter other than the user (partition, queue, state, account, node list, name, QOS, constraint). */
  filter: boolean;
  /** Job ids named. */
  ids: string[];
  /** Every job (`all`, `-all`, bkill `0`). */
  all: boolean;
}

const MANY_LEVEL = (cmd: Cmd, what: string): Finding => ({ ...ladder('dangerous', 'dangerous', 'destructive', `${what} (${how(cmd)})`), local: false });
const ONE_LEVEL = (cmd: Cmd, what: string): Finding => ({ ...ladder('destructive', 'destructive', 'reversible', `${what} (${how(cmd)})`), local: false });

function jobSelection(cmd: Cmd): JobSel {
  const a = cmd.args;
  const sel: JobSel = { users: [], filter: false, ids: [], all: false };
  const n = cmd.name;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    const eq = x.indexOf('=');
    const key = x.startsWith('-') && eq > 0 ? x.slice(0, eq) : x;
    const val = x.startsWith('-') && eq > 0 ? x.slice(eq + 1) : a[i + 1] ?? '';
    const takes = !(x.startsWith('-') && eq > 0);
    if (key === '--me') {
      sel.users.push('$USER');
      continue;
    }
    if (key === '-u' || key === '--user' || key === '-U' || (n === 'condor_rm' && key === '-constraint')) {
      if (n === 'condor_rm' && key === '-constraint') sel.filter = true;
      else sel.users.push(/^["']?(?:all|\*|ALL)["']?$/.test(val) ? 'ALL' : val);
      if (takes) i++;
      continue;
    }
    if (n === 'condor_rm' && (key === '-all' || key === '-a')) {
      sel.all = true;
      continue;
    }
    // Filters that take a value: Slurm's partition, state, account, name, QOS, reservation, node list, wckey, cluster;
    // LSF's queue, host, job name, project, group; SGE's queue.
    if (/^(?:-p|--partition|-t|--state|-A|--account|-n|--name|--jobname|-q|--qos|--reservation|-R|-w|--nodelist|--wckey|-M|--clusters|-m|-J|-P|-G|-g|-sla|-app|-stat|-N)$/.test(key)) {
      // (-M/--clusters only says which cluster; it narrows nothing.)
      if (!/^(?:-M|--clusters)$/.test(key)) sel.filter = true;
      if (takes) i++;
      continue;
    }
    if (x.startsWith('-')) {
      // Options with a value we skip (signals, reasons, batch flags).
      if (/^(?:-s|--signal|-W|--sibling|-r|-l)$/.test(x)) i++;
      continue;
    }
    if (/^["']?all["']?$/i.test(x) && (n === 'qdel' || n === 'canceljob')) sel.all = true;
    else if (n === 'bkill' && x === '0') sel.all = true;
    else if (JOB_ID.test(x) || x === '$(…)') sel.ids.push(x);
    else if (n === 'condor_rm') sel.users.push(x);
    else sel.ids.push(x);
  }
  return sel;
}

/** scancel, qdel, bkill, condor_rm, canceljob, qsig/qrerun: jobs stopped by the scope their arguments select. */
const jobCancel: Handler = (cmd) => {
  const a = cmd.args;
  if (a.length === 0 && cmd.name !== 'bkill' && !many(cmd)) return [f('safe', `names no job; cancels nothing (${how(cmd)})`)];
  if (a.some((x) => HELP.test(x))) return [f('safe', `shows help (${how(cmd)})`)];
  const sel = jobSelection(cmd);
  const own = sel.users.length > 0 && sel.users.every((u) => OWN_USER.test(u));
  const others = sel.users.some((u) => !OWN_USER.test(u));
  // LSF's bkill with no job named and no user kills the caller's own most recent job; `bkill 0` every own job.
  const ownAll = cmd.name === 'bkill' && sel.all && !others;
  if (sel.users.includes('ALL') || (sel.all && !ownAll && cmd.name !== 'bkill') || (sel.all && others)) return [MANY_LEVEL(cmd, 'stops every user\'s jobs on a shared cluster: many people\'s work is lost')];
  if (others) return [MANY_LEVEL(cmd, 'stops another user\'s jobs on a shared cluster')];
  if (sel.filter && !own) return [MANY_LEVEL(cmd, 'stops every job a filter selects (a partition, queue, state, account or nodes) on a shared cluster, whoever owns it')];
  if (many(cmd)) {
    // A loop or substitution over the caller's own listing (`squeue --me -h -o %i`) stays with the caller's own jobs.
    if (OWN_LISTING.test(cmd.text) || own) return [ONE_LEVEL(cmd, 'stops one\'s own jobs on a shared cluster')];
    return [MANY_LEVEL(cmd, 'stops every job a listing names on a shared cluster')];
  }
  if (own || ownAll) return [ONE_LEVEL(cmd, 'stops one\'s own jobs on a shared cluster')];
  if (sel.ids.length > 20) return [MANY_LEVEL(cmd, 'stops many jobs on a shared cluster')];
  return [ONE_LEVEL(cmd, 'stops the named job; its work so far is lost')];
};

/** Slurm's accounting manager: users, accounts, QOS and clusters of a shared cluster. */
const sacctmgr: Handler = (cmd) => {
  const words = cmd.args.filter((x) => !/^-(?:i|-immediate|n|-noheader|p|-parsable2?|P|r|-readonly|Q|-quiet|v|-verbose)$/.test(x));
  const verb = (words[0] ?? '').toLowerCase();
  const obj = (words[1] ?? '').toLowerCase();
  const rest = words.slice(2).join(' ').toLowerCase();
  if (!verb || /^(?:show|list|dump|help|version|-h|--help|-v|--version)$/.test(verb)) return [f('safe', `reads cluster accounting (${how(cmd)})`)];
  if (/^(?:delete|remove|del)$/.test(verb)) {
    if (/^clusters?$/.test(obj)) return [{ ...f('forbidden', `deletes a cluster from accounting: every account, user and usage record of it (${how(cmd)})`), local: false }];
    // One user named (in one account or all of them) is one record; an account, a QOS or a `where` with no name is many.
    const names = /\b(?:name|names|user|users)=([^\s]+)/.exec(rest)?.[1] ?? (words[2] && !/^(?:where|set)$/.test(words[2].toLowerCase()) && !words[2].includes('=') ? words[2] : '');
    if (/^users?$/.test(obj) && names && !names.includes(',') && !/[*%]/.test(names)) return [ONE_LEVEL(cmd, 'removes one user from the cluster\'s accounts')];
    return [MANY_LEVEL(cmd, `removes ${/^accounts?$/.test(obj) ? 'an account and every user association in it' : `cluster accounting entries (${obj || 'records'})`} from a shared cluster`)];
  }
  if (/\badminlevel\s*=\s*(?:admin\w*|operator)\b/.test(rest)) return [{ ...f('dangerous', `makes a user a cluster administrator or operator (${how(cmd)})`), local: false }];
  if (/^(?:add|create)$/.test(verb)) return [ONE_LEVEL(cmd, 'gives access to a shared cluster\'s resources')];
  if (/^(?:modify|update)$/.test(verb)) return [ONE_LEVEL(cmd, 'changes limits or shares on a shared cluster')];
  if (verb === 'archive') return [ONE_LEVEL(cmd, 'archives and purges accounting records')];
  return [ONE_LEVEL(cmd, 'changes cluster accounting')];
};

/** A Slurm host list names many nodes: `gpu[01-32]`, `a,b`, `ALL`. */
function manyNodes(list: string): boolean {
  return /\[|,|^["']?all["']?$/i.test(list);
}

/** Slurm's scontrol: node, partition and job state; daemons. */
const scontrol: Handler = (cmd) => {
  const words = cmd.args.filter((x) => !/^-(?:d|-details|o|-oneliner|Q|-quiet|v|-verbose|a|-all)$/.test(x));
  const verb = (words[0] ?? '').toLowerCase();
  const rest = words.slice(1).join(' ');
  const low = rest.toLowerCase();
  if (!verb || /^(?:show|ping|listpids|version|help|pidinfo|getent|token|write|notify)$/.test(verb)) return [f('safe', `reads cluster state (${how(cmd)})`)];
  if (/^(?:update)$/.test(verb)) {
    const node = /\bnode(?:name)?s?=(\S+)/i.exec(rest)?.[1];
    const part = /\bpartition(?:name)?=(\S+)/i.exec(rest)?.[1];
    const state = (/\bstate=(\S+)/i.exec(rest)?.[1] ?? '').toLowerCase();
    if (node && /^(?:down|fail|failing|power_down\w*|power_down_force|future|drain)$/.test(state)) {
      const kills = state !== 'drain';
      if (manyNodes(node)) return [kills ? MANY_LEVEL(cmd, 'takes many compute nodes out of service; jobs running there are killed') : ONE_LEVEL(cmd, 'drains many compute nodes; running jobs finish')];
      return [ONE_LEVEL(cmd, 'takes one compute node out of service')];
    }
    if (part && /^(?:down|inactive|drain)$/.test(state)) return [ONE_LEVEL(cmd, 'stops a partition taking jobs; resumable')];
    if (part && /\ballow(?:accounts|groups|qos)=all\b/.test(low)) return [ONE_LEVEL(cmd, 'opens a partition to every account or group')];
    if (node || part) return [ONE_LEVEL(cmd, 'changes node or partition settings')];
    if (/\bpriority=|\bnice=-/.test(low)) return [ONE_LEVEL(cmd, 'changes a job\'s priority over others')];
    return [f('reversible', `changes a job's settings (${how(cmd)})`)];
  }
  if (/^(?:release|resume|uhold|cancel_reboot|top|setdebug|setdebugflags|schedloglevel|reconfigure)$/.test(verb) && verb !== 'reconfigure') return [f('reversible', `resumes or adjusts jobs or logging (${how(cmd)})`)];
  if (/^(?:hold|requeue|requeuehold|suspend|reconfigure|takeover)$/.test(verb)) return [many(cmd) || /\[|,/.test(rest) ? MANY_LEVEL(cmd, 'interrupts many jobs on a shared cluster') : ONE_LEVEL(cmd, 'interrupts jobs or reloads the cluster\'s configuration')];
  if (verb === 'reboot' || verb === 'reboot_nodes') {
    const list = words.filter((x, i) => i > 0 && !/^(?:asap|nextstate=\S+|reason=\S+)$/i.test(x)).join(',');
    return [!list || manyNodes(list) ? MANY_LEVEL(cmd, 'reboots many compute nodes') : ONE_LEVEL(cmd, 'reboots a compute node')];
  }
  if (verb === 'shutdown') return [MANY_LEVEL(cmd, 'shuts down the cluster\'s scheduler daemons')];
  if (verb === 'delete') return [ONE_LEVEL(cmd, 'deletes a partition, reservation or node definition')];
  if (verb === 'create') return [ONE_LEVEL(cmd, 'reserves or defines cluster resources')];
  return [ONE_LEVEL(cmd, 'changes cluster state')];
};

/** One qmgr directive (`delete queue long`, `set server managers += bob@*`, `list server`). */
function qmgrDirective(cmd: Cmd, d: string): Finding {
  const t = d.trim().toLowerCase();
  const [v = '', o = ''] = t.split(/\s+/);
  if (!v || /^(?:l|list|p|print|h|help|q|quit|exit)$/.test(v)) return f('safe', `reads the batch server's settings (${snippet(d, 60)})`);
  if (/^(?:d|delete)$/.test(v)) {
    if (/^(?:q|queue)$/.test(o)) return MANY_LEVEL(cmd, 'deletes a batch queue and the jobs in it');
    if (/^(?:s|server)$/.test(o)) return MANY_LEVEL(cmd, 'deletes the batch server\'s configuration');
    return ONE_LEVEL(cmd, 'deletes a batch node or resource');
  }
  if (/^(?:c|create)$/.test(v)) return f('reversible', `creates a batch queue or node (${snippet(d, 60)})`);
  if (/\b(?:managers|operators|acl_roots)\s*\+?=/.test(t)) return { ...f('dangerous', `gives administrator or operator rights on the batch server (${snippet(d, 60)})`), local: false };
  if (/\b(?:acl_host_enable|acl_user_enable|acl_group_enable|query_other_jobs)\s*=\s*(?:f|false|0)\b|\bflatuid\s*=\s*(?:t|true|1)\b/.test(t)) return { ...f('dangerous', `turns off the batch server's access control (${snippet(d, 60)})`), local: false };
  return ONE_LEVEL(cmd, `changes the batch server's settings: ${snippet(d, 40)}`);
}

/** PBS/Torque qmgr: its directives come with -c or on stdin. */
const qmgr: Handler = (cmd) => {
  const c = optValue(cmd.args, '-c');
  const text = c ?? cmd.stdin ?? '';
  const dirs = text.split(/\n|;/).map((x) => x.trim()).filter(Boolean);
  if (!dirs.length) return [f('safe', `opens the batch server's manager (${how(cmd)})`)];
  return dirs.slice(0, 20).map((d) => qmgrDirective(cmd, d));
};

/** SGE's qconf: -s* shows; -d* deletes (a queue is its jobs' home); -am/-ao adds managers and operators. */
const qconf: Handler = (cmd) => {
  const op = cmd.args.find((x) => x.startsWith('-')) ?? '';
  if (!op || /^-s/.test(op) || HELP.test(op)) return [f('safe', `reads grid engine settings (${how(cmd)})`)];
  if (/^-(?:am|ao)$/.test(op)) return [{ ...f('dangerous', `gives grid engine manager or operator rights (${how(cmd)})`), local: false }];
  if (/^-(?:dq|dcq|dhgrp|dprj|dul|dstree)$/.test(op)) return [MANY_LEVEL(cmd, 'deletes a grid engine queue, host group, project or user list')];
  if (/^-d/.test(op)) return [ONE_LEVEL(cmd, 'deletes a grid engine object')];
  if (/^-a/.test(op)) return [f('reversible', `adds a grid engine object (${how(cmd)})`)];
  return [ONE_LEVEL(cmd, 'changes grid engine settings')];
};

/** Cluster-wide stops and node states: qterm, pbsnodes -o, badmin, qmod, condor_off. */
const clusterAdmin: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  if (a.some((x) => HELP.test(x))) return [f('safe', `shows help (${how(cmd)})`)];
  if (cmd.name === 'qterm') return [MANY_LEVEL(cmd, 'shuts down the batch server')];
  if (cmd.name === 'pbsnodes') {
    if (!a.some((x) => /^-[ocrN]$/.test(x))) return [f('safe', `reads node state (${how(cmd)})`)];
    const nodes = positionals(cmd.args, ['-N']);
    return [nodes.length > 3 || many(cmd) ? MANY_LEVEL(cmd, 'takes many compute nodes out of service') : ONE_LEVEL(cmd, 'marks a compute node offline or changes its note')];
  }
  if (cmd.name === 'badmin') {
    const v = a[0] ?? '';
    if (!v || /^(?:ckconfig|showstatus|showconf|help|hist|mbdhist|hhist)$/.test(v)) return [f('safe', `reads LSF state (${how(cmd)})`)];
    if (/^(?:hclose|qclose|qinact|hshutdown|mbdrestart|reconfig|hrestart|hstartup)$/.test(v)) return [a.includes('all') ? MANY_LEVEL(cmd, 'closes or restarts every host or queue of the cluster') : ONE_LEVEL(cmd, 'closes or restarts a host or queue; resumable')];
    return [ONE_LEVEL(cmd, 'changes LSF state')];
  }
  if (cmd.name === 'qmod') {
    if (a.some((x) => /^-(?:d|s|c|cq)$/.test(x))) return [ONE_LEVEL(cmd, 'disables or suspends a grid engine queue; resumable')];
    return [f('reversible', `changes a grid engine queue's state (${how(cmd)})`)];
  }
  if (cmd.name === 'condor_off' || cmd.name === 'condor_restart') {
    if (a.some((x) => /^-(?:all|pool)$/.test(x))) return [MANY_LEVEL(cmd, 'stops the pool\'s daemons on every machine')];
    return [ONE_LEVEL(cmd, 'stops or restarts a pool daemon')];
  }
  return [];
};

/** CUPS' lpadmin: -x removes a queue; -p adds or changes one; sharing and who may print. */
const lpadmin: Handler = (cmd) => {
  const a = cmd.args;
  if (a.some((x) => HELP.test(x))) return [f('safe', `shows help (${how(cmd)})`)];
  if (a.some((v) => v === '-x' || /^-x./.test(v))) return [many(cmd) ? MANY_LEVEL(cmd, 'removes every print queue a listing names from the print server') : ONE_LEVEL(cmd, 'removes a print queue from the print server')];
  const opts = a.filter((v, i) => a[i - 1] === '-o').join(' ').toLowerCase();
  if (/printer-is-shared=(?:true|yes|1)\b/.test(opts) || a.some((v, i) => a[i - 1] === '-u' && /allow:all/i.test(v))) return [ONE_LEVEL(cmd, 'shares a printer or lets everyone use it')];
  return [f('reversible', `adds or configures a print queue (${how(cmd)})`)];
};

/** cupsctl: with no settings it prints them; --remote-admin / --remote-any open the server's administration to the network. */
const cupsctl: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  if (a.length === 0 || a.every((x) => /^-(?:h|e|u)$/.test(x) || !x.startsWith('-') && !x.includes('='))) return [f('safe', `shows the print server's settings (${how(cmd)})`)];
  if (a.some((x) => /^--(?:remote-admin|remote-any)$|^_?remote_(?:admin|any)=(?:1|yes|true)$/.test(x))) return [{ ...f('dangerous', `opens the print server's administration or queues to the network (${how(cmd)})`), local: false }];
  if (a.some((x) => /^--(?:share-printers|user-cancel-any)$|^_?share_printers=(?:1|yes|true)$/.test(x))) return [ONE_LEVEL(cmd, 'shares the print server\'s printers or lets anyone cancel jobs')];
  return [f('reversible', `changes the print server's settings (${how(cmd)})`)];
};

/** lprm: print jobs stopped (`cancel` is left to the generic reader: the word opens too much prose); cupsdisable/cupsreject pause a queue. */
const printJobs: Handler = (cmd) => {
  const a = cmd.args;
  if (a.some((x) => HELP.test(x))) return [f('safe', `shows help (${how(cmd)})`)];
  if (cmd.name === 'cupsenable' || cmd.name === 'cupsaccept') return [f('reversible', `lets a print queue take jobs again (${how(cmd)})`)];
  if (cmd.name === 'cupsdisable' || cmd.name === 'cupsreject') return [ONE_LEVEL(cmd, many(cmd) ? 'stops print queues taking jobs; resumable' : 'stops a print queue taking jobs; resumable')];
  return [ONE_LEVEL(cmd, 'cancels print jobs')];
};

/** macOS tccutil: `reset SERVICE [BUNDLE]` revokes privacy permissions; apps ask again. */
const tccutil: Handler = (cmd) => {
  const pos = positionals(cmd.args);
  if ((pos[0] ?? '').toLowerCase() !== 'reset') return [f('safe', `privacy permissions tool (${how(cmd)})`)];
  if (pos.length >= 3) return [f('reversible', `revokes one app's privacy permission; it asks again (${how(cmd)})`)];
  return [f('destructive', `revokes every app's ${pos[1] ?? ''} privacy permission; each asks again (${how(cmd)})`)];
};

/** Stores whose certificates every TLS connection trusts as issuers. */
const TRUST_STORE = /^(?:root|authroot|ca|trustedpublisher|trustedpeople|disallowed|thirdpartyroot)$/i;

/** certutil: -addstore/-delstore on a trust store; -exportPFX exports a private key; views are safe. */
const certutil: Handler = (cmd) => {
  const a = cmd.args;
  const low = a.map((x) => x.toLowerCase().replace(/^\//, '-'));
  const op = low.find((x) => /^-(?:addstore|delstore|exportpfx|importpfx|repairstore|delkey|deletehelloContainer|setreg|urlcache)$/i.test(x));
  if (!op) return [];
  const pos = positionals(a.filter((x) => !/^[-/](?:f|user|enterprise|grouppolicy|p|silent|q)$/i.test(x)).map((x) => x.replace(/^\//, '-')), ['-p']);
  const store = (pos[0] ?? '').replace(/^["']|["']$/g, '');
  const user = low.includes('-user');
  if (op === '-exportpfx') return [{ ...f('dangerous', `exports a certificate with its private key (${how(cmd)})`), local: false }];
  if ((op === '-addstore' || op === '-delstore') && TRUST_STORE.test(store)) return [f('dangerous', `${op === '-addstore' ? 'adds a certificate authority to' : 'removes a certificate authority from'} ${user ? "the user's" : "the machine's"} trust store: what TLS trusts changes (${how(cmd)})`)];
  if (op === '-delstore' || op === '-delkey') return [f('destructive', `deletes a certificate or its key from a store (${how(cmd)})`)];
  if (op === '-importpfx' || op === '-addstore') return [f('reversible', `installs a certificate (${how(cmd)})`)];
  return [];
};

/** Import-Certificate / Import-PfxCertificate into a trust store (Cert:\LocalMachine\Root …). */
const importCert: Handler = (cmd, ctx) => {
  const loc = (optValue(cmd.args.map((x) => x.replace(/^-certstorelocation/i, '-CertStoreLocation')), '-CertStoreLocation') ?? '').replace(/^["']|["']$/g, '');
  const store = /cert:\\?\\?[\w]+\\([\w]+)/i.exec(loc)?.[1] ?? '';
  if (TRUST_STORE.test(store)) return [f('dangerous', `adds a certificate authority to a trust store: what TLS trusts changes (${how(cmd)})`)];
  return cmdlet(cmd, ctx);
};

/** A store's name that says it keeps backups (Time Machine, Veeam, restic, borg, snapshots, archives). */
const BACKUP_NAME = /(?:^|[^a-z])(?:backups?|bak|bkp|snapshots?|timemachine|time-machine|veeam|restic|borg|duplicati|arq|archives?)(?:[^a-z]|$)/i;

/** rclone: purge deletes a path and everything under it; move deletes the source (sync is left to the generic reader). */
const rclone: Handler = (cmd) => {
  const a = cmd.args;
  const pos = positionals(a, ['--config', '--log-file', '--transfers', '--checkers', '--bwlimit', '--include', '--exclude', '--filter', '--min-age', '--max-age', '--backup-dir', '--suffix']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (a.some((x) => /^--(?:dry-run|interactive)$|^-[ni]$/.test(x))) return sub === 'purge' || sub === 'sync' || sub === 'move' || sub === 'bisync' ? [f('safe', `dry run; nothing is changed (${how(cmd)})`)] : [];
  if (sub === 'purge') {
    const target = pos[1] ?? '';
    if (BACKUP_NAME.test(target)) return [{ ...f('forbidden', `deletes a backup store and every backup in it (${how(cmd)})`), local: false }];
    if (/^[\w-]+:[^/\s]*\/?$/.test(target)) return [{ ...ladder('forbidden', 'dangerous', 'destructive', `deletes a whole remote store and everything in it (${how(cmd)})`), local: false }];
    return [{ ...ladder('dangerous', 'dangerous', 'destructive', `deletes a remote folder and everything under it (${how(cmd)})`), local: false }];
  }
  if (sub === 'move') return [{ ...ladder('destructive', 'destructive', 'reversible', `moves files: the source copies are deleted (${how(cmd)})`), local: false }];
  return [];
};

/** Windows File History's manager: `-cleanup N` deletes every version older than N days. */
const fhmanagew: Handler = (cmd) => {
  const i = cmd.args.findIndex((x) => /^[-/]cleanup$/i.test(x));
  if (i < 0) return [];
  const days = Number(cmd.args[i + 1] ?? 'NaN');
  if (Number.isFinite(days) && days <= 30) return [f('dangerous', `deletes nearly every older File History version (kept ${days} day(s)) (${how(cmd)})`)];
  return [f('destructive', `deletes older File History versions (${how(cmd)})`)];
};

/** Game servers' remote consoles (mcrcon, rcon-cli, rcon): the console command is the act. */
const rconClient: Handler = (cmd) => {
  const words = positionals(cmd.args, ['-H', '--host', '-P', '--port', '-p', '--password', '-w', '--wait', '-c', '--config', '-a', '--address', '-t', '--type']);
  const cmds = words.map((x) => x.trim().toLowerCase()).filter(Boolean);
  if (!cmds.length) return [f('reversible', `opens a game server's console (${how(cmd)})`)];
  const out: Finding[] = [];
  for (const c of cmds.slice(0, 10)) {
    if (/^(?:whitelist|allowlist)\s+off\b|^(?:gamerule|setting)\s+\S*(?:whitelist|password|auth)\S*\s+(?:false|off|0)\b/.test(c)) out.push({ ...f('dangerous', `turns off the game server's allow-list: anyone can join (${snippet(c, 40)})`), local: false });
    else if (/^(?:op|admin\s+add|addadmin|setadmin)\s+\S/.test(c)) out.push({ ...f('dangerous', `makes a player a server operator (${snippet(c, 40)})`), local: false });
    else if (/^(?:stop|shutdown|restart|quit|save-off|reload|kick|ban|ban-ip|deop|kill\s+@[ae])\b/.test(c)) out.push({ ...f('destructive', `stops the server, kicks or bans players, or stops saving (${snippet(c, 40)})`), local: false });
    else if (/^(?:list|players|say|tell|msg|me|save-all|save|tps|help|version|whitelist\s+(?:list|on|add|reload)|seed|time\s+query|status|info|showplayers)\b/.test(c)) out.push(f('safe', `game console read or routine command (${snippet(c, 40)})`));
    else out.push(unplacedRun('reversible', `game console command (${snippet(c, 40)})`));
  }
  return out;
};

/** A GPO linked (New-GPLink, Set-GPLink -LinkEnabled Yes): at the domain's root it applies to every machine and user; a
 *  policy whose name says it allows, disables or exposes something weakens a control wherever it lands. */
const gpLink: Handler = (cmd, ctx) => {
  const j = cmd.args.join(' ');
  if (cmd.name === 'set-gplink' && !/-linkenabled\s+['"]?yes\b|-enforced\s+['"]?yes\b/i.test(j)) return cmdlet(cmd, ctx);
  const target = /-target\s+['"]?([^'"]+)['"]?/i.exec(j)?.[1] ?? '';
  const name = /-name\s+['"]?([^'"]+)['"]?/i.exec(j)?.[1] ?? '';
  if (/\b(?:allow|disable|disabled|off|open|everyone|anonymous|no[- ]?(?:password|lockout|firewall|defender|audit)|bypass|unrestricted|legacy|ntlm|smb1|guest)\b/i.test(name)) return [f('dangerous', `links a policy that loosens a control (${how(cmd)})`)];
  if (target && !/\b(?:OU|CN)=/i.test(target)) return [f('dangerous', `links a policy at the domain's root: every machine and user gets it (${how(cmd)})`)];
  return [ONE_LEVEL(cmd, 'applies a group policy to an organisational unit')];
};

/** Schedulers' and print servers' read-only listings (their options select what is shown, never what is changed). */
const reads: Handler = (cmd) => [f('safe', `reads cluster or print server state (${how(cmd)})`)];

export const shell25Family = commandFamily(
  'clusters-print-trust',
  '(cls-shell25) batch schedulers (scancel, qdel, bkill, condor_rm, sacctmgr, scontrol, qmgr, qconf), CUPS (lpadmin, cupsctl, lprm, cupsdisable), tccutil, certutil and Import-Certificate: scope by selection, trust stores',
  {
    scancel: jobCancel,
    qdel: jobCancel,
    bkill: jobCancel,
    condor_rm: jobCancel,
    canceljob: jobCancel,
    qsig: jobCancel,
    qrerun: jobCancel,
    sacctmgr,
    scontrol,
    qmgr,
    qconf,
    qterm: clusterAdmin,
    pbsnodes: clusterAdmin,
    badmin: clusterAdmin,
    qmod: clusterAdmin,
    condor_off: clusterAdmin,
    condor_restart: clusterAdmin,
    lpadmin,
    cupsctl,
    lprm: printJobs,
    cupsdisable: printJobs,
    cupsreject: printJobs,
    cupsenable: printJobs,
    cupsaccept: printJobs,
    tccutil,
    rclone,
    fhmanagew,
    mcrcon: rconClient,
    'rcon-cli': rconClient,
    ...Object.fromEntries(['squeue', 'sinfo', 'sacct', 'sshare', 'sprio', 'sstat', 'sreport', 'sdiag', 'qstat', 'qselect', 'bjobs', 'bhosts', 'bqueues', 'bhist', 'bacct', 'condor_q', 'condor_status', 'condor_history', 'lpstat', 'lpq'].map((n) => [n, reads])),
    certutil,
    'import-certificate': importCert,
    'import-pfxcertificate': importCert,
    'new-gplink': gpLink,
    'set-gplink': gpLink,
  },
  false,
  true,
);

// ------------------------------------------------------------------ (cls-shell25) server settings edited the loose way

/** Settings that protect when on: player or user authentication, allow-lists, required secure connections. */
const PROTECT_ON_KEY = /^(?:onlinemode|whitelist|enforcewhitelist|whitelistenabled|usewhitelist|enforcesecureprofile|preventproxyconnections|requireauth\w*|authrequired|requirelogin|requirepassword|passwordrequired|secureconnections|requirehttps|forcehttps|requiresecure\w*|enableauth\w*|authenabled|authenticationenabled|localnetworkauth\w*)$/;
/** Settings that open a server when on: remote consoles and administration, remote access from the internet, public listing, guests and anonymous users. */
const EXPOSE_ON_KEY = /^(?:guestok|publicshare|enablercon|rcon|rconenabled|enableremoteaccess|remoteaccess|remoteaccessenabled|remoteadmin|enableremoteadmin|allowremote\w*|enableupnp|upnp|public|publicserver|allowanonymous\w*|anonymousaccess|anonymouslogin|guestaccess|guestenabled|allowguests?|enableguest\w*)$/;
/** Settings whose value lists what is enforced, kept private or required (Slurm's AccountingStorageEnforce, PrivateData). */
const PROTECT_LIST_KEY = /(?:enforce|privatedata|restrict|require|secur|verify|protect)/;
/** Samba: which failed logins fall back to the guest account. */
const GUEST_MAP_KEY = /^maptoguest$/;
const PASS_KEY = /^(?:\w*pass(?:word|wd|phrase)?|\w*pwd)$/;
const ON_VALUE = /^(?:true|yes|on|1|2|enabled?|required?|always)$/i;
const OFF_VALUE = /^(?:false|no|off|0|disabled?|none|never)$/i;
/** Quick gate: a key of these families anywhere in what an edit adds. */
const EDIT25_GATE = /online|enforce|private|restrict|require|verify|protect|white-?list|rcon|remote|public|upnp|anonymous|guest|secure|auth|pass|https|proxy|keep|retain|retention|\bListen\b|\bAllow\b|\bRequire\b|\bPort\b|\bbind|\bhost\b|0\.0\.0\.0/i;

function normKey(k: string): string {
  return k.toLowerCase().replace(/[-_.\s]/g, '');
}

/** Settings of a text: `key=value`, `key: value`, `<Key>value</Key>`, `key="value"` attributes, and a command line's `-flag value`. */
function settings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n').slice(0, 400)) {
    if (line.length > 800 || /^\s*(?:#|\/\/|;|<!--)/.test(line)) continue;
    const kv = /^\s*["']?([A-Za-z][\w.-]{1,60})["']?\s*[:=]\s*(.*?)\s*,?\s*$/.exec(line) ?? /^\s*([a-z][a-z ]{1,40}[a-z])\s*=\s*(.*?)\s*$/.exec(line);
    if (kv && !/^(?:https?|ftp)$/i.test(kv[1] as string)) out.set(normKey(kv[1] as string), unquote(kv[2] as string));
    for (const m of line.matchAll(/<([A-Za-z][\w.-]{1,60})>([^<]{0,200})<\/\1>/g)) out.set(normKey(m[1] as string), unquote(m[2] as string));
    for (const m of line.matchAll(/\b([A-Za-z][\w.-]{1,60})\s*=\s*"([^"]{0,200})"/g)) out.set(normKey(m[1] as string), m[2] as string);
    // A command line's options (`-password "x"`, `--public=1`, `-public 0`).
    if (/^\s*(?:[.~/\w-]+\/)?[\w.-]+(?:\.x86_64|\.exe|\.sh)?\s+-/.test(line)) {
      for (const m of line.matchAll(/\s--?([A-Za-z][\w-]{1,40})(?:[= ]+("[^"]*"|'[^']*'|[^\s-][^\s]*))?/g)) out.set(`flag:${normKey(m[1] as string)}`, unquote(m[2] ?? 'true'));
    }
  }
  return out;
}

function unquote(v: string): string {
  return v.trim().replace(/^["'](.*)["']$/, '$1').trim();
}

/** Kept copies a backup command line asks for: the sum of its --keep-* counts, or a retain/-keepVersions number. */
function keptCount(text: string): number | undefined {
  let n = 0;
  let seen = false;
  for (const m of text.matchAll(/--keep-(?:last|hourly|daily|weekly|monthly|yearly)[= ](\d{1,5})\b|^\s*retain\s+\w+\s+(\d{1,5})\b|-keepversions:(\d{1,5})\b|--(?:retention(?:-days)?|keep|max-backups|backups-to-keep)[= ](\d{1,5})\b/gim)) {
    seen = true;
    n += Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  }
  return seen ? n : undefined;
}

/**
 * (cls-shell25) An edit of a server's settings that opens it: a protective switch written off (`online-mode=true → false`,
 * `white-list`, `secureConnections="1" → "0"`), an opening switch written on (`enable-rcon`, `EnableRemoteAccess`, a
 * start script's `-public 0 → 1`), a password emptied, a service moved from loopback to every address (`Listen
 * localhost:631 → Port 631`), `Allow all` where access was limited, and backup retention cut to half or less in a
 * command line (`restic forget --keep-daily 30 → --keep-last 1`). Only with the old text shown: the direction is the meaning.
 */
export function edits25Effects(v: { path: string; old: string | undefined; oldLive: string; contentLive: string; live: string; removed: string }): Finding[] {
  const { path, old, oldLive, contentLive, live, removed } = v;
  if (!old || !live || !EDIT25_GATE.test(live) || /\.(?:md|mdx|rst|adoc|txt)$/i.test(path)) return [];
  const dev = detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:tests?|spec|fixtures?|examples?|samples?|mocks?|docs?)[\\/]|[-_.](?:dev|local|example|sample|test)\.\w+$|\.(?:example|sample|template|dist)$/i.test(path);
  const where = snippet(path || 'a file', 40);
  const out: Finding[] = [];
  const push = (reason: string): void => {
    // (The file's own environment decides: a loopback address in its text, `Listen localhost:631`, names none of the hint's.)
    if (out.length < 3) out.push(dev ? Object.assign(ladder('dangerous', 'dangerous', 'reversible', `${reason} in ${where}`), { env: 'dev' as const }) : { level: 'dangerous', reason: `${reason} in ${where}`, floor: 'dangerous' });
  };
  const was = settings(oldLive);
  const now = settings(live);
  for (const [k, val] of now) {
    const key = k.replace(/^flag:/, '');
    const before = was.get(k);
    if (before === undefined || before === val) continue;
    if (PROTECT_ON_KEY.test(key) && ON_VALUE.test(before) && (OFF_VALUE.test(val) || val === '')) push(`turns off a server's protection (${key}: ${before} → ${val || 'empty'})`);
    else if (EXPOSE_ON_KEY.test(key) && (OFF_VALUE.test(before) || before === '') && ON_VALUE.test(val)) push(`opens a server to remote or anonymous use (${key}: ${before || 'empty'} → ${val})`);
    else if (PROTECT_LIST_KEY.test(key) && !ON_VALUE.test(val) && /^(?:none|0|no|false|off|disabled?)?$/i.test(val) && before !== '' && !OFF_VALUE.test(before) && !ON_VALUE.test(before) && before.toLowerCase() !== 'none') push(`empties what a server enforces or keeps private (${key}: ${before} → ${val || 'empty'})`);
    else if (GUEST_MAP_KEY.test(key) && /^never$/i.test(before)) push(`lets failed logins in as the guest account (${key}: ${before} → ${val})`);
    else if (PASS_KEY.test(key) && before !== '' && !/^\$|\{\{|\$\{/.test(before) && val === '') push(`empties a server's password (${key})`);
  }
  // A listener moved from loopback to every address.
  const loopWas = /^\s*(?:Listen|bind|bind-address|listen_addresses|host)\b[\s:=]+["']?(?:localhost|127\.0\.0\.1|::1|\[::1\])\b/im.test(removed);
  const allNow = /^\s*(?:Port\s+\d+|(?:Listen|bind|bind-address|listen_addresses|host)\b[\s:=]+["']?(?:0\.0\.0\.0|\*|::|\[::\]|any)\b)/im.test(live);
  if (loopWas && allNow) push('moves a service from this machine only to every network address');
  // `Allow all` / `Allow from all` / `Require all granted` where the old text limited who may come in.
  if (/^\s*(?:Allow\s+(?:from\s+)?all|Require\s+all\s+granted)\s*$/im.test(live) && /^\s*(?:Order\s+allow,deny|Deny\b|Allow\s+(?:from\s+)?(?:localhost|127\.|@LOCAL|\d)|Require\s+(?:local|ip|user|valid-user|group))/im.test(removed)) push('lets everyone in where access was limited');
  const keptWas = keptCount(oldLive);
  const keptNow = keptCount(contentLive);
  if (keptWas !== undefined && keptNow !== undefined && keptNow * 2 <= keptWas && keptNow < keptWas) push(`cuts how many backups are kept (${keptWas} → ${keptNow})`);
  return out;
}

/**
 * (cls-shell25) A rotation: a remover fed by a time-sorted listing with its newest lines skipped (`ls -1t … | tail -n +8 |
 * xargs rm`, `ls -t | head -n -5`, `sed 1,7d`, `awk 'NR>7'`) removes the older items while the newest remain — old
 * backups or releases rotated out, not every one of them — when at least five of the newest are kept.
 */
export function keepsNewest(cmd: Cmd): boolean {
  let skip = false;
  let sorted = false;
  for (let p = cmd.pipeIn, i = 0; p && i < 6; p = p.pipeIn, i++) {
    const j = p.args.join(' ');
    // Kept: `tail -n +N` keeps N-1, `head -n -N` / `sed 1,Nd` / `awk 'NR>N'` keep N. Fewer than five kept stays a bulk
    // deletion of what protects recovery (every backup but the newest one or three).
    const kept = p.name === 'tail' ? Number(/(?:^|\s)(?:-n\s*\+|\+|--lines=\+)(\d+)\b/.exec(j)?.[1] ?? 0) - 1 : p.name === 'head' ? Number(/(?:^|\s)(?:-n\s*-|--lines=-)(\d+)\b/.exec(j)?.[1] ?? 0) : p.name === 'sed' ? Number(/^['"]?1,(\d+)d['"]?$/.exec(j)?.[1] ?? 0) : p.name === 'awk' ? Number(/NR\s*>\s*(\d+)/.exec(j)?.[1] ?? 0) : 0;
    if (kept >= 5) skip = true;
    if ((p.name === 'ls' && p.args.some((x) => /^-[a-zA-Z1]*t/.test(x))) || p.name === 'sort' || (p.name === 'find' && /%T/.test(j))) sorted = true;
  }
  return skip && sorted;
}

/** "Edit /etc/cups/cupsd.conf:" then `-old` / `+new` lines: a diff told without its headers. */
const SAID_DIFF = /^(?:edit(?:ing)?|chang(?:e|ing)|updat(?:e|ing)|modify(?:ing)?|patch(?:ing)?|in)\s+(?:the\s+file\s+)?[`"']?((?:~|\.{0,2})?[\w./\\:@-]*[\w-]\.[\w.-]+|\/[\w./@-]+)[`"']?\s*:?[ \t]*\n((?:[ \t]*[-+ ][^\n]*(?:\n|$)){1,120})\s*$/i;

/** (cls-shell25) A described edit written as diff lines under its file's name, read as that change of the file. */
/** "Add to .github/workflows/x.yml:" then the lines it gains. */
const SAID_ADD = /^(?:add(?:ing)?|append(?:ing)?|insert(?:ing)?)(?:\s+(?:this|these(?:\s+lines)?|the\s+following|a\s+(?:step|job|line|block|section|rule|entry)))?\s+(?:to|into|at\s+the\s+end\s+of)\s+(?:the\s+file\s+)?[`"']?((?:~|\.{0,2})?[\w./\\:@-]*[\w-]\.[\w.-]+|\/[\w./@-]+)[`"']?\s*:[ \t]*\n([\s\S]{1,4000})$/i;

export function saidDiff25(text: string, read: (path: string, old: string, content: string) => Finding[]): Finding[] {
  if (text.length > 6000 || !text.includes('\n')) return [];
  const add = SAID_ADD.exec(text);
  if (add) return read(add[1] as string, '', add[2] as string);
  if (!/\n[ \t]*[-+]/.test(text)) return [];
  const m = SAID_DIFF.exec(text);
  if (!m) return [];
  const lines = (m[2] as string).split('\n');
  if (!lines.some((l) => /^[ \t]*-(?!-)/.test(l)) || !lines.some((l) => /^[ \t]*\+/.test(l))) return [];
  let old = '';
  let content = '';
  for (const l of lines) {
    const t = l.replace(/^[ \t]+(?=[-+])/, '');
    if (t.startsWith('-')) old += `${t.slice(1)}\n`;
    else if (t.startsWith('+')) content += `${t.slice(1)}\n`;
    else {
      old += `${t.slice(1)}\n`;
      content += `${t.slice(1)}\n`;
    }
  }
  return read(m[1] as string, old, content);
}

/** (cls-shell25) "Add to <file>:" / "Append to <file>:" and the lines under it: a write of those lines into that file. */
export function addedTo25(t: string): { path: string; body: string } | null {
  if (t.length > 6000 || !/^(?:add|append|insert)/i.test(t)) return null;
  const m = SAID_ADD.exec(t);
  return m && (m[2] as string).trim() ? { path: m[1] as string, body: m[2] as string } : null;
}
