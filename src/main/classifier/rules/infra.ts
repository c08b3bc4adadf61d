// Infrastructure as code (terraform / tofu / terragrunt, pulumi, cdk, serverless,
// ansible) and containers (docker, docker compose, podman).
import { detectEnv, pathKind } from '../context';
import { f, ladder, readSecret, snippet, unplacedRun, type Finding } from '../findings';
import { judge } from '../meaning';
import { hasFlag, joinArgs, optValue, positionals } from '../shell/parse';
import { commandFamily, type Ctx, type Handler } from './types';
import { readSubcommands } from '../readers/generic';
import { invokedByName } from './cloud';
import { ansibleModuleAsShell } from '../readers/remote26';

/** Terraform resource types that hold data: destroying one loses it. */
const DATA_RESOURCE = /^(?:aws_(?:s3_bucket|db_instance|rds_cluster|dynamodb_table|elasticache_replication_group|efs_file_system|ebs_volume|redshift_cluster|docdb_cluster|neptune_cluster|opensearch_domain|elasticsearch_domain|kinesis_stream|sqs_queue)|google_(?:storage_bucket|sql_database(?:_instance)?|bigquery_(?:dataset|table)|spanner_(?:instance|database)|bigtable_instance|compute_disk|pubsub_topic|firestore_database)|azurerm_(?:\w+_server|\w+_database|storage_account|storage_container|cosmosdb_\w+|managed_disk)|kubernetes_persistent_volume(?:_claim)?|digitalocean_(?:database_cluster|volume|spaces_bucket))\b/;

/** `terraform destroy -target=…` / `apply -replace=…`: one resource, judged by what it holds. */
function targetedDestroy(args: readonly string[], what: string, how: string): Finding {
  const targets = args.filter((x) => /^--?target=/.test(x)).map((x) => x.replace(/^--?target=/, ''));
  const data = targets.some((t) => DATA_RESOURCE.test(t.replace(/^module\.[\w-]+\./, '')));
  const x = judge({ verb: 'delete', obj: data ? 'database' : 'resource', scope: targets.length > 3 ? 'some' : 'one', mods: 0, what: `${what} (${how})` }) as Finding;
  return x;
}

/** cls-over17: a jq filter that keeps only outputs not marked sensitive. */
const NON_SENSITIVE_ONLY = /^(?:-[a-zA-Z]{1,3} )*(?:map_values|with_entries)\(\s*select\(\s*(?:\.value)?\.sensitive\s*(?:==\s*false|!=\s*true|\|\s*not)\s*\)\s*\)\s*(?:\|\s*(?:keys|length|map_values\(\.value\)|with_entries\(\.value\s*\|=\s*\.value\))\s*)?$/;

/** cls-edits18: an output named for a credential. */
const SECRET_OUTPUT = /(?:^|[_.-])(?:password|passwd|pwd|secret|token|api_?key|private_?key|access_?key|secret_?key|credentials?|conn(?:ection)?_?string|dsn|kubeconfig|client_?secret|master_?password|admin_?password)(?:$|[_.-])|password|secret|token/i;

export const terraform: Handler = (cmd) => {
  const a = cmd.args;
  const pos = positionals(a, ['-chdir', '-var', '-var-file', '-target', '-out', '-state', '-lock-timeout', '-parallelism']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  const auto = a.some((x) => /^--?auto-approve(=true)?$/.test(x));
  const targeted = a.some((x) => /^--?target(=|$)/.test(x));
  const destroyFlag = a.some((x) => /^--?destroy$/.test(x));
  if (/^(plan|validate|fmt|show|output|graph|providers|version|console|login|logout|metadata|test|get|modules)$/.test(sub) && !(sub === 'plan' && false)) {
    if (sub === 'fmt' && !a.includes('-check')) return [f('reversible', `reformats configuration files (${how})`)];
    if (sub === 'get' || sub === 'login') return [f('reversible', `downloads modules or stores a login (${how})`)];
    // -json and -raw print sensitive outputs in clear (the plain listing redacts them): secret values into the transcript.
    // cls-over17: piped to a jq filter that keeps only non-sensitive outputs (select(.sensitive == false)) prints none.
    if (sub === 'output' && cmd.pipeOut?.name === 'jq' && NON_SENSITIVE_ONLY.test(cmd.pipeOut.args.join(' '))) return [f('safe', `prints only the non-sensitive outputs (${how})`)];
    // (cls-benign19) … or to a jq filter that keeps only the outputs' names (`jq 'keys'`, `jq -r 'keys[]'`).
    if (sub === 'output' && cmd.pipeOut?.name === 'jq' && /^(?:-[rcM]+\s+)*['"]?\s*(?:keys|keys_unsorted)(?:\[\])?\s*['"]?$/.test(cmd.pipeOut.args.join(' '))) return [f('safe', `prints only the outputs' names (${how})`)];
    // (cls-edits18) One output named for a credential (`terraform output db_password`, `-raw admin_password`) prints that
    // value in clear, sensitive or not: a production secret printed where the environment is not named.
    const named = sub === 'output' ? pos[1] : undefined;
    if (named && SECRET_OUTPUT.test(named)) return [ladder('dangerous', 'dangerous', 'destructive', `prints a secret output's value in clear (${how})`)];
    if (sub === 'output' && a.some((x) => /^--?(?:json|raw)$/.test(x))) return [readSecret(`prints the state's outputs, sensitive ones included (${how})`)];
    return [f('safe', `${sub === 'plan' ? 'plans without applying anything' : 'read-only terraform command'} (${how})`)];
  }
  if (sub === 'init') return [f('reversible', `initialises providers and the lock file (${how})`)];
  if (sub === 'destroy' || (sub === 'apply' && destroyFlag)) {
    if (targeted) return [targetedDestroy(a, `destroys targeted infrastructure${auto ? ' without review' : ''}`, how)];
    // A whole stack is an environment: a dev or sandbox one is destructive, a staging one dangerous (LABELS: Environment).
    return [ladder('forbidden', 'dangerous', 'destructive', `destroys every resource in the workspace${auto ? ' without review' : ''} (${how})`)];
  }
  if (sub === 'apply') {
    // -replace destroys the resource and creates it anew: a data store replaced loses its data.
    const replaced = a.filter((x) => /^--?replace=/.test(x)).map((x) => x.replace(/^--?replace=/, ''));
    if (replaced.length) return [targetedDestroy(replaced.map((r) => `-target=${r}`), `replaces (destroys and recreates) ${replaced.join(', ')}${auto ? ' without review' : ''}`, how)];
    // Skipping plan review is a weakened control in any shared environment.
    if (auto) return [ladder('dangerous', 'dangerous', 'destructive', `applies infrastructure changes with -auto-approve, skipping plan review (${how})`)];
    return [f('destructive', `applies changes to real infrastructure; the plan may replace resources (${how})`, true)];
  }
  if (sub === 'state') {
    const s = (pos[1] ?? '').toLowerCase();
    // (lead17) `state pull` prints the raw state, every secret in it in clear (`state show` masks sensitive values).
    if (s === 'pull') return [readSecret(`prints the raw terraform state, secrets included (${how})`)];
    if (s === 'list' || s === 'show') return [f('safe', `reads terraform state (${how})`)];
    if (s === 'push') return [f('dangerous', `overwrites the remote state (${how})`, true)];
    return [f('destructive', `edits terraform state (${how})`, true)];
  }
  if (sub === 'workspace') {
    const s = (pos[1] ?? '').toLowerCase();
    if (s === 'list' || s === 'show') return [f('safe', `lists workspaces (${how})`)];
    if (s === 'delete') return [f('dangerous', `deletes a workspace and its state (${how})`, true)];
    return [f('reversible', `creates or selects a workspace (${how})`)];
  }
  if (sub === 'force-unlock') return [f('dangerous', `forcibly removes the state lock (${how})`, true)];
  if (sub === 'taint' || sub === 'untaint' || sub === 'import' || sub === 'refresh') return [f(sub === 'taint' ? 'destructive' : 'reversible', `changes terraform state (${how})`, true)];
  if (sub === 'run-all' || sub === 'apply-all' || sub === 'destroy-all') {
    const rest = pos.slice(1).join(' ');
    if (/destroy/.test(sub + rest)) return [f('forbidden', `destroys every module's infrastructure (${how})`)];
    if (/apply/.test(sub + rest)) return [f('dangerous', `applies every module at once (${how})`, true)];
  }
  return [unplacedRun('reversible', `terraform command (${how})`, true)];
};

export const pulumi: Handler = (cmd) => {
  const a = cmd.args;
  const pos = positionals(a, ['-s', '--stack', '-C', '--cwd', '--target', '-t', '--message', '-m', '--config', '-c', '--parallel', '-p']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  const yes = hasFlag(a, 'yf', '--yes', '--skip-preview', '--force', '--non-interactive');
  const targeted = a.some((x) => /^(--target|-t)(=|$)/.test(x));
  if (/^(preview|whoami|about|logs|version|help|login|plugin|schema|convert|watch)$/.test(sub)) return [f('safe', `read-only pulumi command (${how})`)];
  if (sub === 'stack') {
    const s = (pos[1] ?? '').toLowerCase();
    if (/^(ls|output|history|export|graph|select|tag|change-secrets-provider)$/.test(s) || s === '') return [f(s === 'select' || s === 'tag' ? 'reversible' : 'safe', `stack information (${how})`)];
    if (s === 'init') return [f('reversible', `creates a new stack (${how})`)];
    if (s === 'rm') return [f(hasFlag(a, 'f', '--force') ? 'forbidden' : 'dangerous', `removes a stack and its history (${how})`, true)];
    if (s === 'import') return [f('dangerous', `overwrites the stack's state (${how})`, true)];
    return [unplacedRun('reversible', `stack command (${how})`)];
  }
  if (sub === 'config') return [f((pos[1] ?? '') === 'get' ? 'safe' : 'reversible', `stack configuration (${how})`)];
  if (sub === 'destroy' || sub === 'down') {
    if (targeted) return [f('dangerous', `destroys targeted resources (${how})`, true)];
    return [ladder('forbidden', 'dangerous', 'destructive', `destroys every resource in the stack${yes ? ' without review' : ''} (${how})`)];
  }
  if (sub === 'up' || sub === 'update') {
    // (cls-api14) As terraform apply -auto-approve: a deploy without review is dangerous in production or staging (LABELS
    // "deploying … is dangerous"), one step lower on a dev stack.
    if (yes) return [ladder('dangerous', 'dangerous', 'destructive', `applies infrastructure changes without a preview (${how})`)];
    return [f('destructive', `applies infrastructure changes (with a preview prompt) (${how})`, true)];
  }
  if (sub === 'refresh' || sub === 'import') return [f('reversible', `updates stack state (${how})`, true)];
  if (sub === 'cancel') return [f('destructive', `cancels an in-flight update (${how})`, true)];
  if (sub === 'state') return [f('destructive', `edits stack state directly (${how})`, true)];
  return [unplacedRun('reversible', `pulumi command (${how})`, true)];
};

export const cdk: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-c', '--context', '--profile', '-a', '--app']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  if (/^(synth|synthesize|diff|ls|list|doctor|docs|context|metadata|acknowledge|notices|version)$/.test(sub)) return [f('safe', `read-only CDK command (${how})`)];
  // Like terraform destroy: a whole stack's resources; on a dev stack that is one dev environment (LABELS: destructive).
  if (sub === 'destroy') return [{ level: 'forbidden', unknown: hasFlag(a, 'f', '--force') ? 'forbidden' : 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `destroys CDK stacks (${how})` }];
  // (lead16) No approval prompt for security changes is dangerous anywhere; in production it stays a deploy there (dangerous), as
  // `terraform apply -auto-approve` does, not a level above it.
  if (sub === 'deploy') return (a.some((x) => /^--require-approval(=|$)/.test(x)) && a.includes('never')) || a.some((x) => x === '--require-approval=never') ? [{ level: 'dangerous', staging: 'destructive', dev: 'destructive', reason: `deploys infrastructure without an approval prompt (${how})` }] : [f('destructive', `deploys infrastructure (${how})`, true)];
  if (sub === 'bootstrap' || sub === 'init') return [f('reversible', `prepares a CDK environment (${how})`, true)];
  return [unplacedRun('reversible', `CDK command (${how})`, true)];
};

export const serverless: Handler = (cmd, ctx) => {
  const sub = (positionals(cmd.args, ['--stage', '-s', '--region', '-r'])[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  if (sub === 'remove') return [{ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `removes a deployed service and its resources (${how})` }];
  if (sub === 'deploy') return [f('destructive', `deploys a service (${how})`, true)];
  // (lead17) `serverless invoke -f purgeOrders --stage prod`: the function does what its name says, on that stage.
  if (sub === 'invoke' && ctx) {
    const a = cmd.args;
    const fn = a.find((x, i) => a[i - 1] === '-f' || a[i - 1] === '--function') ?? '';
    const stage = a.find((x, i) => a[i - 1] === '--stage' || a[i - 1] === '-s') ?? '';
    return invokedByName(fn, [...a.filter((x, i) => a[i - 1] === '--data' || a[i - 1] === '-d'), stage ? `stage ${stage}` : ''], cmd, ctx, f('reversible', `serverless ${sub} (${how})`));
  }
  if (/^(info|logs|print|package|invoke)$/.test(sub)) return [f(sub === 'invoke' ? 'reversible' : 'safe', `serverless ${sub} (${how})`)];
  return [unplacedRun('reversible', `serverless command (${how})`, true)];
};

export const ansible: Handler = (cmd, ctx) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (a.includes('--check') || a.includes('-C') || a.includes('--syntax-check') || a.includes('--list-hosts') || a.includes('--list-tasks')) return [f('safe', `dry run only (${how})`)];
  if (cmd.name === 'ansible') {
    const mod = optValue(a, '-m', '--module-name') ?? 'command';
    const margs = optValue(a, '-a', '--args') ?? '';
    const hosts = positionals(a, ['-m', '--module-name', '-a', '--args', '-i', '--inventory', '-u', '--user', '-l', '--limit', '-e', '--extra-vars', '-f', '--forks'])[0] ?? '';
    const every = hosts === 'all' || /prod|production/.test(hosts) || !/^[\w.-]+\d$/.test(hosts);
    if (mod === 'ping' || mod === 'setup' || mod === 'gather_facts') return [f('safe', `gathers facts (${how})`)];
    if (mod === 'command' || mod === 'shell' || mod === 'raw') return ctx.inner(margs).map((x) => ({ ...x, reason: `on ${hosts || 'the inventory'}: ${x.reason}` }));
    if (/^(?:service|systemd|ansible\.builtin\.(?:service|systemd))$/.test(mod) && /state=(?:stopped|disabled)|enabled=(?:no|false)/.test(margs)) {
      const name = /name=(\S+)/.exec(margs)?.[1] ?? '';
      if (/audit|syslog|journald|falcon|crowdstrike|osquery|wazuh|firewalld|ufw|fail2ban/.test(name)) return [{ level: /firewalld|ufw|fail2ban/.test(name) && !/audit|syslog|journald/.test(name) ? 'dangerous' : 'forbidden', unknown: /audit|syslog|journald/.test(name) ? 'forbidden' : 'dangerous', staging: 'dangerous', dev: 'dangerous', reason: `stops ${name} on ${hosts} (${how})` }];
      return [{ level: every ? 'dangerous' : 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `stops ${name} on ${hosts} (${how})` }];
    }
    // (cls-code17) A service restarted or reloaded, nothing else changed (LABELS: a production restart is destructive).
    if (/^(?:service|systemd|ansible\.builtin\.(?:service|systemd))$/.test(mod) && /state=(?:restarted|reloaded)/.test(margs) && !/enabled=|daemon_reload|masked=/.test(margs)) return [f('destructive', `restarts ${/name=(\S+)/.exec(margs)?.[1] ?? 'a service'} on ${hosts || 'the inventory'} (${how})`)];
    if (/^(?:file|ansible\.builtin\.file)$/.test(mod) && /state=absent/.test(margs)) return ctx.inner(`rm -rf ${/path=(\S+)/.exec(margs)?.[1] ?? ''}`);
    // (cls-remote26) One account removed on each host of a group stays one account (dangerous), as userdel over ssh.
    if (/^(?:user|ansible\.builtin\.user)$/.test(mod) && /state=absent/.test(margs)) return [ladder('dangerous', 'dangerous', 'destructive', `deletes a user account on ${hosts} (${how})`)];
    const asShell = ansibleModuleAsShell(mod, margs, every);
    if (asShell) return ctx.inner(asShell).map((x) => ({ ...x, reason: `on ${hosts || 'the inventory'}: ${x.reason}` }));
    // (cls-shell18) Any other module told `state=absent` removes what the module manages (community.postgresql.postgresql_db
    // name=billing state=absent drops the billing database; kubernetes.core.k8s … kind=Namespace; amazon.aws.s3_bucket).
    if (/\bstate=absent\b/.test(margs)) {
      const words = `${mod.replace(/^.*\./, '').replace(/_/g, ' ')} ${/\bkind=(\w+)/.exec(margs)?.[1] ?? ''} ${/\bname=([\w.-]+)/.exec(margs)?.[1] ?? ''}`;
      const named = ctx.byName(`delete ${words}`, cmd).filter((x) => x.level === 'dangerous' || x.level === 'forbidden');
      if (named.length) return named.map((x) => ({ ...x, reason: `on ${hosts || 'the inventory'}: ${x.reason}` }));
    }
  }
  // (cls-shell18) A playbook run whose tags or file name name a removing act (--tags drop_tables, wipe-db.yml, purge_queues):
  // that act, on the hosts it targets; other playbooks stay a configuration run.
  if (cmd.name === 'ansible-playbook') {
    const tags = [optValue(a, '-t', '--tags') ?? ''].join(' ').replace(/[,_-]+/g, ' ');
    const book = (positionals(a, ['-i', '--inventory', '-l', '--limit', '-t', '--tags', '--skip-tags', '-e', '--extra-vars', '-u', '--user', '-f', '--forks', '--vault-password-file', '--private-key', '-c', '--connection', '--start-at-task'])[0] ?? '').replace(/^.*[\\/]/, '').replace(/\.ya?ml$/, '').replace(/[_-]+/g, ' ');
    // (What can be rebuilt — a cache, temporary files, build output — is not data lost.)
    const named = /\b(?:cache|caches|tmp|temp|artifacts?|builds?)\b/i.test(`${tags} ${book}`) ? [] : ctx.byName(`${tags} ${book}`.trim(), cmd).filter((x) => (x.level === 'dangerous' || x.level === 'forbidden') && /\b(?:delet|drop|truncat|wip|purg|eras|destroy|empt|remov|flush|disabl|turns? off)\w*/i.test(x.reason));
    if (named.length) return named.map((x) => ({ ...x, reason: `the playbook's tasks (${snippet(`${tags} ${book}`.trim(), 40)}): ${x.reason}` }));
  }
  return [f('destructive', `runs configuration changes on real hosts (${how})`, true)];
};

/** Salt execution modules that only read; cmd.run is carried to the minions by the script reader. */
const SALT_READ = /^(?:test|grains|pillar|status|disk|sys|network|saltutil\.(?:running|find_job)|pkg\.(?:list_\w+|version|latest_version|info\w*)|service\.(?:status|available|get_\w+)|file\.(?:read|stats|file_exists|directory_exists|find|grep|get_\w+)|cmd\.which|config\.get)\b/;

export const salt: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-t', '--timeout', '-b', '--batch', '--batch-size', '-c', '--config-dir', '--out', '--output', '--return']);
  const fn = pos[1] ?? '';
  const how = snippet(cmd.text, 60);
  if (/\btest=(?:true|True)\b/.test(cmd.args.join(' ')) || SALT_READ.test(fn)) return [f('safe', `reads from the targeted minions (${how})`)];
  // (cls-en16) Execution modules that stop, remove or reboot on every targeted minion: a fleet taken down or stripped at once.
  if (/^file\.(?:remove|rmdir)$/.test(fn) && pos[2]) return ctx.inner(`rm -rf ${pos[2]}`);
  if (/^(?:service\.(?:stop|disable|dead|kill|mask)|system\.(?:reboot|shutdown|halt|poweroff)|pkg\.(?:remove|purge|uninstall)|user\.(?:delete|remove)|group\.delete|iptables\.flush|nftables\.flush)$/.test(fn)) return [{ level: 'dangerous', unknown: 'dangerous', staging: 'destructive', dev: 'destructive', reason: `${fn} on ${pos[0] ?? 'the targeted minions'} (${how})` }];
  if (/^service\.(?:restart|reload)$/.test(fn)) return [f('destructive', `restarts a service on the targeted minions (${how})`)];
  if (/^state\.(?:apply|highstate|sls)$/.test(fn)) return [f('destructive', `applies configuration on the targeted minions (${how})`, true)];
  return [unplacedRun('reversible', `salt ${fn} on ${pos[0] ?? 'the targeted minions'} (${how})`, true)];
};

/** cls-over18: salt-run runs a runner on the master; the jobs, manage and fileserver runners listed here only report
 *  (jobs.list_jobs, jobs.lookup_jid, manage.status, manage.up, fileserver.file_list). Other runners are left unplaced. */
const SALT_RUN_READ = /^(?:jobs\.(?:list_jobs|list_job|lookup_jid|active|print_job|last_run|exit_success|list_jobs_filter)|manage\.(?:status|up|down|present|not_present|list_state|list_not_state|joined|not_joined|alived|not_alived|allowed|not_allowed|versions)|fileserver\.(?:file_list|dir_list|envs|symlink_list|empty_dir_list|file_list_emptydirs)|doc\.\w+|survey\.hash|cache\.(?:grains|pillar|mine))$/;
export const saltRun: Handler = (cmd) => {
  const fn = cmd.args.find((x) => !x.startsWith('-')) ?? '';
  // (An argument that removes — manage.down removekeys=True deletes the down minions' keys — is not a report.)
  if (SALT_RUN_READ.test(fn) && !cmd.args.some((x) => /remove|delete|purge|kill|clear|flush|reject|=\s*true/i.test(x))) return [f('safe', `reads the salt master's jobs or minion status (${snippet(cmd.text, 60)})`)];
  return [];
};

// ------------------------------------------------------------------ docker

/** `docker run` options that take a value (an option written `--x=y` carries its own). */
const RUN_OPTS_WITH_VALUE = new Set(['-v', '--volume', '-e', '--env', '--env-file', '--name', '-p', '--publish', '-w', '--workdir', '--mount', '--network', '--net', '--pid', '-u', '--user', '--entrypoint', '-h', '--hostname', '--cap-add', '--cap-drop', '--device', '-l', '--label', '-m', '--memory', '--cpus', '--restart', '--platform', '--add-host', '--dns', '--log-driver', '--log-opt', '--security-opt', '--tmpfs', '--ulimit', '--ipc', '--uts', '--userns', '--gpus', '--shm-size', '--cgroupns', '--pull', '--stop-signal', '--health-cmd', '-a', '--attach', '--volumes-from', '--link', '--group-add', '--runtime', '--cidfile']);

/**
 * The command a `docker run` gives its container (`rest`: the words after `run`), rewritten as it acts on the host, or null when
 * the container cannot reach the host or runs no given command. The host root mounted read-write
 * at M: `chroot M cmd` is cmd on the host and M/… is /…; privileged with `nsenter -t 1`: what
 * follows nsenter's options runs on the host; the docker socket mounted: docker commands inside
 * drive the host's daemon. A read-only mount (`/:/host:ro`) only lets the command read.
 */
function hostCommand(rest: readonly string[], privileged: boolean): string | null {
  let mount: string | null = null;
  let readOnly = false;
  let socket = false;
  const { options, argv } = runOptions(rest);
  for (const { name, value } of options) {
    if (name === '-v' || name === '--volume') {
      const m = /^\/:(\/[^:]*)(?::(\w+))?$/.exec(value);
      if (m) {
        mount = (m[1] as string).replace(/\/+$/, '');
        readOnly = /\bro\b/.test(m[2] ?? '');
      }
      if (/^\/(?:var\/)?run\/docker\.sock:/.test(value)) socket = true;
    } else if (name === '--mount' && /(?:src|source)=\/(?:,|$)/.test(value)) {
      mount = (/(?:dst|destination|target)=(\/[^,]*)/.exec(value)?.[1] ?? '').replace(/\/+$/, '') || null;
      readOnly = /\breadonly\b|\bro\b/.test(value);
    }
  }
  // Options after the image are arguments to the image's own entrypoint, which is unknown.
  if (argv.length === 0 || (argv[0] as string).startsWith('-')) return null;
  const text = joinArgs(argv);
  if (privileged && argv[0] === 'nsenter' && /(?:^|\s)(?:-t\s*1|--target[= ]1)(?:\s|$)/.test(text)) {
    let k = 1;
    while (k < argv.length && (argv[k] as string).startsWith('-')) k += /^(?:-t|--target|-S|--setuid|-G|--setgid|-w|--wd|-r|--root)$/.test(argv[k] as string) ? 2 : 1;
    return k < argv.length ? joinArgs(argv.slice(k)) : null;
  }
  if (mount !== null && mount !== '') {
    if (readOnly) return text;
    if (argv[0] === 'chroot' && argv[1]?.replace(/\/+$/, '') === mount) return joinArgs(argv.slice(2));
    // M/… is /… on the host; M alone is the host root.
    return text.split(mount).map((part, n) => (n === 0 ? part : /^(?:\/|$|[\s'"])/.test(part) ? (part.startsWith('/') ? part : `/${part}`) : `${mount}${part}`)).join('');
  }
  return socket ? text : null;
}

/**
 * What a command run in a fresh container or pod does outside it (issue 12: a carrier never lowers a level).
 * Its effects on other machines (a database dropped, a push, a cluster change, an API call) keep their own
 * level and their own locality, so a database named by no environment stays possibly production. Its effects
 * on local files stay inside the throwaway container unless host directories are mounted into it.
 */
export function carriedInto(argv: readonly string[], mounted: boolean, ctx: Ctx, where: string): Finding[] {
  if (argv.length === 0 || (argv[0] as string).startsWith('-')) return [];
  const out: Finding[] = [];
  for (const x of ctx.inner(joinArgs(argv))) {
    // Words no rule could place may be the image's own program.
    if (x.unplaced === true || (x.local === true && !mounted)) continue;
    out.push({ ...x, local: x.local === true, reason: x.reason.includes(' via ') ? x.reason : `${x.reason} via ${where}` });
  }
  return out;
}

/** Findings of a carried command keep their own locality (docker's family is local; a database it reaches is not). */
function keepOwnLocality(xs: Finding[]): Finding[] {
  return xs.map((x) => ({ ...x, local: x.local === true }));
}

/** The command after a run's options and image (with its --entrypoint), and whether host paths are mounted. */
// cls-holes15: an environment entry for a container that names or carries a credential.
const CONTAINER_SECRET = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|LIVE_?KEY|STRIPE_?KEY|DATABASE_URL|\bDSN\b/i;

function imageArgv(rest: readonly string[]): { argv: string[]; mounted: boolean; image: string } {
  const { options, argv, image } = runOptions(rest);
  const mounted = options.some(({ name, value }) => ((name === '-v' || name === '--volume') && /^[/~.$]/.test(value)) || (name === '--mount' && /bind|(?:src|source)=[/~.$]/.test(value)) || name === '--volumes-from');
  return { argv: mounted ? onHostPaths(argv, options) : argv, mounted, image };
}

/**
 * (cls-code14) Paths inside the container that a bind mount maps to the host are read as the host's paths: with
 * `-v /tmp/scratch:/work`, `rm -rf /work/*` removes /tmp/scratch/*; with `-v $HOME:/h`, `rm -rf /h` removes the home directory.
 */
function onHostPaths(argv: string[], options: readonly { name: string; value: string }[]): string[] {
  const binds: [string, string][] = [];
  for (const { name, value } of options) {
    let host: string | undefined;
    let inside: string | undefined;
    if (name === '-v' || name === '--volume') [host, inside] = value.split(':');
    else if (name === '--mount' && /type=bind/.test(value)) {
      host = /(?:^|,)(?:src|source)=([^,]+)/.exec(value)?.[1];
      inside = /(?:^|,)(?:dst|destination|target)=([^,]+)/.exec(value)?.[1];
    }
    if (host && inside && /^[/~.$]/.test(host) && /^\/./.test(inside)) binds.push([host.replace(/^"|"$/g, ''), inside.replace(/\/+$/, '')]);
  }
  if (!binds.length) return argv;
  binds.sort((a, b) => b[1].length - a[1].length);
  return argv.map((w) => {
    let t = w;
    for (const [host, inside] of binds) {
      const esc = inside.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      t = t.replace(new RegExp(`(^|[\\s"'=])${esc}(?=$|[/\\s"'*;&|])`, 'g'), (_m, pre: string) => `${pre}${host === '/' ? '' : host.replace(/\/+$/, '')}`);
    }
    return t.replace(/(^|[\s"'=])(?=\/?(?:$|[\s"'*;&|]))/g, '$1').replace(/(^|[\s"'=])(?=\*)/g, '$1/');
  });
}

/** A `docker run`'s options (each with its value) and the command after its image, an --entrypoint first. */
function runOptions(rest: readonly string[]): { options: { name: string; value: string }[]; argv: string[]; image: string } {
  const options: { name: string; value: string }[] = [];
  let entry: string | null = null;
  let i = 0;
  for (; i < rest.length; i++) {
    const o = rest[i] as string;
    if (!o.startsWith('-')) break;
    const eq = o.indexOf('=');
    const name = eq > 0 ? o.slice(0, eq) : o;
    const value = eq > 0 ? o.slice(eq + 1) : RUN_OPTS_WITH_VALUE.has(o) ? (rest[++i] ?? '') : '';
    options.push({ name, value });
    if (name === '--entrypoint') entry = value;
  }
  const argv = rest.slice(i + 1);
  if (entry) argv.unshift(entry);
  return { options, argv, image: entry ? '' : (rest[i] ?? '') };
}

const HOST_SYSTEM_MOUNT = /\s(?:-v|--volume)[= ]\/(?:etc|root|boot|usr|bin|sbin|lib|lib64|proc|sys)(?:\/(?:shadow|passwd|sudoers(?:\.d)?|ssh|cron\.d|crontab|systemd|pam\.d))?\/?:\/[^\s:]*(?::(?!ro\b)[\w,]+)?\s|\s--mount[= ]\S*(?:src|source)=\/(?:etc|root|boot|usr|bin|sbin|lib|lib64|proc|sys)(?:\/(?:shadow|passwd|sudoers(?:\.d)?|ssh|cron\.d|crontab|systemd|pam\.d))?\/?(?=,|\s)(?![^\s]*\breadonly\b)[^\s]*\s/;
const PUBLIC_REGISTRY = /^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io|ghcr\.io|quay\.io|public\.ecr\.aws|registry\.gitlab\.com|gcr\.io|[a-z]+-docker\.pkg\.dev|docker\.pkg\.github\.com)$/i;

/** An image reference's registry host and owner (the first path segment; Docker Hub when no host is written). */
function imageOwner(ref: string): { host: string; owner: string; words: string[] } {
  const parts = ref.replace(/^docker:\/\//, '').replace(/[@:][^/]*$/, '').split('/');
  const host = parts.length > 1 && /[.:]|^localhost$/.test(parts[0] as string) ? (parts.shift() as string).toLowerCase() : 'docker.io';
  const owner = parts.length > 1 ? (parts[0] as string).toLowerCase() : 'library';
  return { host, owner, words: `${host}/${parts.join('/')}`.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2) };
}

/**
 * An image copied from one owner into another owner's account on a public registry (docker.io/jsmith, quay.io/someuser):
 * the company's code and baked-in data leave its control (LABELS: data leaving the company). The destination owner must
 * share no name with the source (`registry.acme.io/x` → `ghcr.io/acme/x` is the company's own mirror), and the source
 * must name an owner (a bare local `app:dev` is the person's own build).
 */
export function imageLeavesOwner(src: string, dst: string): boolean {
  if (!src || !dst || !src.includes('/')) return false;
  const a = imageOwner(src);
  const b = imageOwner(dst);
  if (!PUBLIC_REGISTRY.test(b.host) || b.owner === 'library') return false;
  if (a.host === b.host && a.owner === b.owner) return false;
  return !a.words.includes(b.owner) && !b.owner.split(/[^a-z0-9]+/).some((w) => w.length > 2 && a.words.includes(w));
}

function isDryRunCompose(args: readonly string[]): boolean {
  return args.includes('--dry-run');
}

const DOCKER_READ = new Set(['ps', 'images', 'logs', 'inspect', 'stats', 'top', 'version', 'info', 'history', 'port', 'diff', 'events', 'search', 'ls', 'config', 'build', 'buildx', 'scan', 'manifest', 'help', 'wait', 'context', 'save', 'export']);

export const docker: Handler = (cmd, ctx) => {
  if (isDryRunCompose(cmd.args)) return [f('safe', `dry run or preview; nothing is changed (${snippet(cmd.text, 60)})`)];
  const a = cmd.args;
  let pos = positionals(a, ['-f', '--file', '-p', '--project-name', '--filter', '--format', '-H', '--host', '--context', '--env-file', '--profile', ...(cmd.name === 'podman' ? ['-c', '--connection', '--url', '--identity'] : []), ...(cmd.name === 'nerdctl' ? ['-n', '--namespace', '--address', '-a'] : [])]);
  let compose = cmd.name === 'docker-compose' || cmd.name === 'podman-compose';
  if ((pos[0] ?? '') === 'compose') {
    compose = true;
    pos = pos.slice(1);
  }
  let sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 60);
  // docker container rm / docker image prune / docker volume rm …
  const group = /^(container|image|volume|network|system|builder|node|service|stack|secret|swarm|plugin|pod)$/.test(sub) ? sub : '';
  if (group && !compose) sub = (pos[1] ?? '').toLowerCase();
  const subAt = a.findIndex((x) => x.toLowerCase() === sub);
  const rest = subAt >= 0 ? a.slice(subAt + 1) : [];
  const all = hasFlag(rest, 'a', '--all');
  const volumes = hasFlag(rest, 'v', '--volumes');
  if (compose) {
    if (sub === 'down') {
      // The stack's named volumes are its databases: a dev stack's are reseedable, a shared or production one's are not.
      if (volumes) return [{ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `also deletes the named volumes and the data in them (${how})` }];
      return [f('reversible', `stops and removes the stack's containers (${how})`, true)];
    }
    if (sub === 'rm') return [f(volumes ? 'dangerous' : 'reversible', `removes stopped service containers (${how})`, true)];
    if (/^(ps|logs|config|images|top|ls|version|events|port)$/.test(sub)) return [f('safe', `read-only compose command (${how})`)];
    if (sub === 'exec' || sub === 'run') {
      const svcAt = positionals(rest, ['-e', '--env', '-u', '--user', '-w', '--workdir', '--name', '-p', '--publish', '--entrypoint', '-v', '--volume'])[0];
      const idx = svcAt ? rest.indexOf(svcAt) : -1;
      // (cls-shell18) `compose run -v /:/host svc rm -rf /host/…`: paths under a bind mount are the host's, as with docker run.
      const vols = rest.slice(0, Math.max(idx, 0)).flatMap((x, i, arr) => (x === '-v' || x === '--volume' ? [{ name: '-v', value: arr[i + 1] ?? '' }] : /^--volume=/.test(x) ? [{ name: '-v', value: x.slice(9) }] : []));
      const inner = idx >= 0 ? keepOwnLocality(ctx.inner(joinArgs(sub === 'run' && vols.length ? onHostPaths(rest.slice(idx + 1), vols) : rest.slice(idx + 1)))) : [];
      return inner.length ? inner : [f('reversible', `runs a command in a service container (${how})`, true)];
    }
    if (sub === 'build' || sub === 'pull') return [f(sub === 'build' ? 'safe' : 'reversible', `builds or pulls images (${how})`)];
    // up / restart on a named environment's compose file replaces what runs there: a deploy.
    if (/^(up|restart|start|create)$/.test(sub)) return [judge({ verb: sub === 'restart' ? 'restart' : 'deploy', obj: 'service', scope: 'one', mods: 0, what: `${sub === 'restart' ? 'restarts' : 'starts or recreates'} the stack's services (${how})` }) as Finding];
    return [f('reversible', `manages local services (${how})`, true)];
  }
  // (cls-shell19) podman pod rm -a: every pod of the machine, with their containers, as `rm -f $(ps -aq)` reads.
  if (group === 'pod' && (sub === 'rm' || sub === 'remove' || sub === 'kill' || sub === 'stop')) {
    const many = cmd.bulk || all || positionals(rest).some((t) => t.includes('$(')) || positionals(rest).length > 3;
    if (sub === 'rm' || sub === 'remove') return [f(many ? 'dangerous' : 'destructive', `${many ? 'removes every pod and its containers at once' : 'removes a pod and its containers'} (${how})`, true)];
  }
  if (group === 'volume' && (sub === 'rm' || sub === 'remove')) {
    // (cls-shell19) `podman volume rm --all`: every volume, as `docker volume rm $(docker volume ls -q)`.
    const many = cmd.bulk || all || positionals(rest).some((t) => t.includes('$(')) || positionals(rest).length > 3;
    if (many) return [{ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'dangerous', reason: `deletes many volumes and their data (${how})` }];
    // One volume: a dev database is reseedable, a shared one's data is lost, a production one is the database.
    return [{ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `deletes a volume and its data (${how})` }];
  }
  if (group === 'volume' && sub === 'prune') return [f('dangerous', `deletes every unused volume and its data (${how})`, true)];
  if (group === 'system' && sub === 'prune') {
    if (volumes) return [f('dangerous', `deletes all unused images, containers and volumes, including data (${how})`, true)];
    return [f(all ? 'destructive' : 'reversible', `removes unused ${all ? 'images and ' : ''}containers and networks (${how})`, true)];
  }
  // podman system reset removes every container, image, network and volume of the machine.
  if (group === 'system' && sub === 'reset') return [f('dangerous', `deletes every container, image and volume, including data (${how})`, true)];
  // A container stopped or killed takes its service down (production: dangerous, as scaling to zero); restarted or paused,
  // it comes back (production: destructive, LABELS' restarts and resumable pauses).
  if (/^(?:stop|pause|kill|restart)$/.test(sub) && (!group || group === 'container')) {
    const targets = positionals(rest, ['-t', '--time', '-s', '--signal']);
    const every = cmd.bulk || hasFlag(rest, 'a', '--all') || targets.some((t) => t.startsWith('$(')) || targets.length > 3;
    const what = `${sub === 'restart' ? 'restarts' : sub === 'pause' ? 'pauses' : 'stops'} ${every ? 'every running container' : 'a running container'} (${how})`;
    // Docker's targets are on this machine unless a context, host or name says otherwise: there it is routine.
    // (cls-code15) Every running container at once is every service the host runs: where nothing names the machine a
    // dev one, it counts as possibly a server (taken down: dangerous; restarted or paused: destructive), not as routine.
    if (every) {
      const down = sub !== 'restart' && sub !== 'pause';
      return [{ level: down ? 'forbidden' : 'dangerous', unknown: down ? 'dangerous' : 'destructive', staging: down ? 'dangerous' : 'destructive', dev: 'reversible', reason: what, local: false }];
    }
    if (sub === 'restart' || sub === 'pause') return [{ level: 'destructive', staging: 'destructive', dev: 'reversible', reason: what }];
    return [{ level: 'dangerous', staging: 'destructive', dev: 'reversible', reason: what }];
  }
  // buildx imagetools create -t REF … writes a tag in a registry, as crane copy does.
  if (sub === 'buildx' && rest[0] === 'imagetools' && rest[1] === 'create' && rest.some((x) => x === '-t' || x === '--tag' || x.startsWith('--tag='))) {
    const tagAt = rest.findIndex((x) => x === '-t' || x === '--tag');
    const dst = tagAt >= 0 ? (rest[tagAt + 1] ?? '') : (rest.find((x) => x.startsWith('--tag='))?.slice(6) ?? '');
    const src = positionals(rest.slice(2), ['-t', '--tag', '-f', '--file', '--annotation']).find((x) => x !== dst) ?? '';
    if (imageLeavesOwner(src, dst)) return [f('dangerous', `copies an image into another owner's account on a public registry (${how})`)];
    return [f('destructive', `publishes or repoints an image tag in a registry (${how})`, true)];
  }
  // docker tag OWNER/img OTHER/img on a public registry: the image is being readied for another owner's account.
  if ((sub === 'tag' && !group) || (group === 'image' && sub === 'tag')) {
    const [src, dst] = positionals(rest);
    if (src && dst && imageLeavesOwner(src, dst)) return [f('dangerous', `readies an image for another owner's account on a public registry (${how})`)];
  }
  // (cls-code14) docker update changes a running container's resources or restart policy: configuration, raised in production.
  if ((sub === 'update' && !group) || (group === 'container' && sub === 'update')) return [f('destructive', `changes a running container's resources or restart policy (${how})`, true)];
  if (group === 'swarm' && sub === 'leave' && rest.includes('--force')) return [f('dangerous', `forces a manager out of the swarm (${how})`, true)];
  // One service or one stack of a swarm: one resource, dangerous in production as elsewhere (LABELS: not forbidden).
  if ((group === 'service' || group === 'stack') && (sub === 'rm' || sub === 'remove')) return [f('dangerous', `removes a running service (${how})`)];
  // (cls-shell19) Every secret of the swarm at once (`docker secret rm $(docker secret ls -q)`): every service reading one breaks.
  if (group === 'secret' && sub === 'rm' && (cmd.bulk || positionals(rest).some((t) => t.includes('$(')) || positionals(rest).length > 3)) return [f('dangerous', `deletes many secrets at once (${how})`)];
  if (group === 'secret' && (sub === 'rm' || sub === 'inspect')) return [f('destructive', `${sub === 'rm' ? 'deletes' : 'reads'} a secret (${how})`, true)];
  if (sub === 'prune') {
    if (group === 'container') return [f('destructive', `deletes every stopped container (${how})`, true)];
    return [f('reversible', `removes unused ${group || 'objects'} (${how})`)];
  }
  // build --push / buildx build --push (or --output type=registry) publishes what it builds, as docker push does.
  if ((sub === 'build' || sub === 'buildx') && rest.some((x) => x === '--push' || /^(?:--output=|-o=?)?type=(?:registry|image)\b.*push=true|^(?:--output=)?type=registry\b/.test(x))) return [f('destructive', `builds and publishes an image to a shared registry; may overwrite a tag (${how})`, true)];
  // A container's environment printed (docker inspect --format '{{json .Config.Env}}'): the secrets it was started with.
  if ((sub === 'inspect' || (group === 'container' && sub === 'inspect')) && cmd.args.some((x) => /\.Config\.Env\b|\.Env\b/.test(x))) return [readSecret(`prints a container's environment, its secrets included (${how})`)];
  if (DOCKER_READ.has(sub) || (group && (sub === 'ls' || sub === 'list' || sub === 'inspect'))) return [f('safe', `read-only docker command (${how})`)];
  if (sub === 'exec') {
    const p = positionals(rest, ['-e', '--env', '-u', '--user', '-w', '--workdir', '--env-file']);
    const container = p[0];
    const idx = container !== undefined ? rest.indexOf(container) : -1;
    const inner = idx >= 0 ? keepOwnLocality(ctx.inner(joinArgs(rest.slice(idx + 1)))) : [];
    return inner.length ? inner : [f('reversible', `runs a command in a container (${how})`, true)];
  }
  // docker image rm is rmi written as object + verb (as docker container rm is rm).
  if (group === 'image' && (sub === 'rm' || sub === 'remove')) return [f('reversible', `removes a local image (it can be pulled or built again) (${how})`)];
  if (sub === 'rm' || sub === 'kill') {
    const targets = positionals(rest);
    const bulk = cmd.bulk || targets.some((t) => t.startsWith('$(')) || targets.length > 3;
    if (sub === 'kill') return [f('reversible', `kills a container (${how})`, true)];
    // (cls-code15) The stopped ones only (docker rm $(docker ps -aq -f status=exited)): what `docker container prune` removes.
    if (bulk && !hasFlag(rest, 'f', '--force') && /\$\(\s*(?:docker|podman|nerdctl)\s+(?:container\s+)?(?:ps|ls)\b[^)]*(?:-f|--filter)[= ]?\s*["']?status=(?:exited|created|dead)/.test(cmd.text)) return [f('destructive', `deletes every stopped container (${how})`, true)];
    if (bulk) return [f('dangerous', `removes many containers at once (${how})`, true)];
    return [f('destructive', `removes a container and its writable layer (${how})`, true)];
  }
  // (cls-shell19) Every image of a Kubernetes node's runtime (crictl rmi --all, nerdctl/ctr -n k8s.io rmi $(… images -q)): the
  // node's pods cannot restart or reschedule there until every image is pulled again; a node is no developer's machine.
  if ((sub === 'rmi' || (group === 'image' && (sub === 'rm' || sub === 'remove'))) && /^(?:sudo\s+)?crictl\b|(?:^|\s)(?:-n|--namespace)[= ]k8s\.io\b/.test(cmd.text) && (hasFlag(rest, 'a', '--all') || /\$\(/.test(rest.join(' ')))) return [{ ...f('dangerous', `removes every image from a Kubernetes node: its pods cannot restart there until they are pulled again (${how})`), local: false }];
  if (sub === 'rmi') return [f('reversible', `removes a local image (it can be pulled or built again) (${how})`)];
  if (sub === 'push') return [f('destructive', `publishes an image to a shared registry; may overwrite a tag (${how})`, true)];
  if (sub === 'cp') {
    // docker cp container:/path/secret . — a secret copied out of a container.
    const from = positionals(rest).find((p) => /^[\w.-]+:/.test(p));
    if (from && pathKind(from.slice(from.indexOf(':') + 1)) === 'secret') {
      const x = readSecret(`copies a secret out of a container (${how})`);
      const e = detectEnv(from.slice(0, from.indexOf(':'))).env;
      if (e !== 'unknown') x.env = e;
      return [x];
    }
    // (cls-code14) Data copied out of a container its name places in production (docker cp prod-web:/app/uploads ./x,
    // api-prod:/var/lib/app/customers.db ~/Downloads/) onto this machine: production data leaves the company's servers.
    // Logs, configuration and build output copied out stay the routine copy.
    const to = positionals(rest).filter((p) => p !== from).pop();
    if (from && to !== undefined && !/^[\w.-]+:/.test(to) && detectEnv(from.slice(0, from.indexOf(':'))).env === 'prod') {
      const path = from.slice(from.indexOf(':') + 1);
      if (/(?:^|[/_.-])(?:uploads?|exports?|data|db|dumps?|backups?|media|storage|files|attachments|documents|customers?|users?|members|patients|invoices|orders|records|pgdata|mysql|postgres\w*)(?:$|[/_.-])|\.(?:db|sqlite3?|sql|dump|csv|xlsx?|parquet)$/i.test(path)) {
        const x = f('dangerous', `copies production data out of a container onto this machine (${how})`);
        x.env = 'prod';
        return [x];
      }
    }
    return [f('reversible', `copies files to or from a container (${how})`)];
  }
  if (sub === 'run' || sub === 'create') {
    const j = rest.join(' ');
    // A service published on every interface with its own authentication switched off.
    if (/(?:-p|--publish)[= ]0\.0\.0\.0:|--net(?:work)?[= ]host/.test(j) && /--protected-mode[= ]no|--requirepass[= ]''|POSTGRES_HOST_AUTH_METHOD=trust|MYSQL_ALLOW_EMPTY_PASSWORD=(?:yes|1|true)|--noauth|--auth[= ](?:none|false)|--skip-grant-tables|xpack\.security\.enabled=false|ALLOW_ANONYMOUS_LOGIN=yes|--tls=false|DOCKER_TLS_CERTDIR=(?:''|"")?(?=\s|$)/i.test(j)) {
      return [f('dangerous', `exposes a service with authentication turned off on every network interface (${how})`)];
    }
    const hostRoot = /-v\s+\/:\/|--volume[= ]\/:\/|--mount\s+\S*src=\/,/.test(j);
    const privileged = /--privileged|--pid[= ]host|--net(?:work)?[= ]host|--cap-add[= ](?:all|sys_admin)/i.test(j);
    // A command given to a container that reaches the host (its root mounted, the docker socket,
    // privileged with nsenter into PID 1) is judged as that command on the host's own paths.
    const onHost = hostCommand(rest, privileged);
    if (onHost !== null) {
      const inner = keepOwnLocality(ctx.inner(onHost));
      // Words no rule could place may be the image's own program: its host access still counts.
      if (inner.length && !inner.every((x) => x.unplaced === true)) return inner;
    }
    const image = imageArgv(rest);
    let carried = sub === 'run' ? carriedInto(image.argv, image.mounted, ctx, `${cmd.name} run`) : [];
    // An image named for the program it runs (alpine/git, bitnami/kubectl, amazon/aws-cli, hashicorp/terraform): the words
    // after it are that program's arguments.
    const entryProg = /^(?:[\w.-]+(?::\d+)?\/)*([a-z][\w-]*?)(?:-cli)?(?::[\w.-]+|@sha256:\w+)?$/.exec(image.image)?.[1];
    if (sub === 'run' && !carried.length && entryProg && entryProg !== image.argv[0] && image.argv.length) carried = carriedInto([entryProg === 'azure' ? 'az' : entryProg, ...image.argv], image.mounted, ctx, `${cmd.name} run`);
    // (cls-code14) With an official base image (alpine, ubuntu, busybox: no publisher in its name) it is a root shell on the
    // host, a control weakened (dangerous: the shared train and three team authors label `--privileged -v /:/host alpine
    // chroot /host` so); an image from a publisher or registry runs someone else's code as root on the host (forbidden).
    if (privileged && hostRoot) return [f(image.image.includes('/') || !image.image ? 'forbidden' : 'dangerous', `runs a container with full root access to the host filesystem (${how})`), ...carried];
    if (privileged || hostRoot || /\/var\/run\/docker\.sock/.test(j)) return [f('dangerous', `runs a container with host-level privileges (${how})`), ...carried];
    // A host system directory mounted writable (-v /etc:/host-etc, /root, /boot, /usr …): the container can rewrite the host's
    // accounts, boot or programs, as with the whole root mounted. Read-only mounts (/etc/localtime:…:ro) only read, and a
    // service's own config directory (/etc/nginx/conf.d) is its configuration.
    if (HOST_SYSTEM_MOUNT.test(` ${j} `)) return [f('dangerous', `mounts a host system directory writable into a container (${how})`), ...carried];
    // cls-holes15: a live secret handed into a container whose program prints its environment (env, printenv) lands in
    // the transcript, as printing the variable here does. Test keys and a container given no secret print nothing secret.
    if (sub === 'run' && /^(?:env|printenv)$/.test(image.argv[0] ?? '') && image.argv.length <= 2) {
      const given = runOptions(rest).options.filter(({ name, value }) =>
        ((name === '-e' || name === '--env') && CONTAINER_SECRET.test(value) && !/test|dummy|fake|example/i.test(value)) ||
        (name === '--env-file' && /(?:^|\/)\.env(?!\.(?:example|sample|template|test|dev|development|local)\b)/.test(value)));
      if (given.length) return [readSecret(`prints the secrets handed into a container into the transcript (${how})`, true)];
    }
    return [f('reversible', `starts a container (${how})`), ...carried];
  }
  if (sub === 'login') return [f('reversible', `stores registry credentials (${how})`)];
  return [unplacedRun('reversible', `docker command (${how})`)];
};

// cls-api13: application platforms that deploy a whole stack or environment (AWS SAM, Copilot, Elastic Beanstalk,
// Amplify, SST, Zappa, Chalice). Deleting the app, stack or environment takes every resource in it, like
// `terraform destroy` and CloudFormation `delete-stack`: forbidden in production or where nothing names the
// environment, dangerous on staging, destructive on dev (LABELS "Environment", "Whole things").
const WHOLE_APP_DELETE: Record<string, RegExp> = {
  sam: /^delete$/,
  copilot: /^(?:app|env|environment|pipeline)\s+(?:delete|rm)$/,
  eb: /^terminate$/,
  amplify: /^(?:delete|env\s+remove|env\s+delete)$/,
  sst: /^remove$/,
  zappa: /^undeploy$/,
  chalice: /^delete$/,
};
/** The same platforms' reads and previews. */
const APP_READ = /^(?:validate|build|local|logs|list|ls|show|status|health|events|diff|init|console|open|help|version|doctor|package|pipeline\s+(?:ls|show|status)|(?:app|env|svc|job)\s+(?:ls|show|status|logs))$/;

export const appPlatform: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--stack-name', '--name', '-n', '--env', '-e', '--stage', '--region', '--profile', '--app', '-a', '--config-env', '--svc']).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const two = pos.slice(0, 2).join(' ');
  const one = pos[0] ?? '';
  const whole = WHOLE_APP_DELETE[cmd.name];
  if (whole && (whole.test(one) || whole.test(two))) return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole application stack or environment and every resource in it (${how})`)];
  if (APP_READ.test(one) || APP_READ.test(two)) return [f('safe', `reads or previews an application stack (${how})`)];
  // One service or job of the app (copilot svc delete): a running service.
  if (/^(?:svc|job)\s+(?:delete|rm)$/.test(two)) return [judge({ verb: 'delete', obj: 'service', scope: 'one', mods: 0, what: `deletes a deployed service (${how})` }) as Finding];
  if (/^(?:deploy|push|publish|up)$/.test(one) || /^(?:svc|job|env)\s+deploy$/.test(two)) return [f('destructive', `deploys an application stack (${how})`, true)];
  return [unplacedRun('reversible', `application platform command (${how})`, true)];
};

export const infraHandlers: Record<string, Handler> = {
  sam: appPlatform,
  copilot: appPlatform,
  eb: appPlatform,
  amplify: appPlatform,
  sst: appPlatform,
  zappa: appPlatform,
  chalice: appPlatform,
  terraform,
  tofu: terraform,
  terragrunt: terraform,
  pulumi,
  cdk,
  cdktf: cdk,
  serverless,
  sls: serverless,
  ansible,
  'ansible-playbook': ansible,
  salt,
  'salt-run': saltRun,
  docker,
  'docker-compose': docker,
  podman: docker,
  'podman-compose': docker,
  nerdctl: docker,
};

const { docker: _d, 'docker-compose': _dc, podman: _p, 'podman-compose': _pc, nerdctl: _n, ...iacHandlers } = infraHandlers;
void [_d, _dc, _p, _pc, _n];
export const infraFamily = commandFamily('infra', 'terraform / tofu / terragrunt, pulumi, cdk, serverless, ansible, salt, and app platforms (sam, copilot, eb, amplify, sst, zappa, chalice): plans and previews are safe, applies and destroys by target and environment', iacHandlers);
/**
 * (cls-code15) Clusters that run inside this machine's containers or VM (kind, k3d, minikube, colima): deleting one is
 * deleting a local dev environment, judged by the words of the subcommand on this machine; a cluster whose name says
 * production (k3d cluster delete prod-edge) keeps that environment.
 */
const localCluster: Handler = (cmd) => readSubcommands(cmd);

/**
 * (cls-shell19) Kubernetes node runtimes, read as the docker command they mirror: `crictl rm|rmp|stop|stopp|rmi|exec|ps|pods`
 * and `ctr [-n ns] containers|tasks|images rm|kill|ls`. `-a`/`--all` is every container or pod on the node.
 */
const CRICTL_AS_DOCKER: Record<string, string> = { rm: 'rm', rmp: 'rm', stop: 'stop', stopp: 'stop', rmi: 'rmi', exec: 'exec', ps: 'ps', pods: 'ps', images: 'images', img: 'images', inspect: 'inspect', inspectp: 'inspect', inspecti: 'inspect', logs: 'logs', stats: 'stats', statsp: 'stats', info: 'info', version: 'version' };
const nodeRuntime: Handler = (cmd, ctx) => {
  const a = cmd.args;
  let i = 0;
  // Global options before the subcommand: ctr -n k8s.io / --address …, crictl -r unix:///… / --timeout 2s.
  while (i < a.length && (a[i] as string).startsWith('-')) i += /^(?:-n|--namespace|-a|--address|-r|--runtime-endpoint|-i|--image-endpoint|-t|--timeout|-c|--config)$/.test(a[i] as string) ? 2 : 1;
  let sub = (a[i] ?? '').toLowerCase();
  let rest = a.slice(i + 1);
  if (cmd.name === 'ctr') {
    // ctr containers|c|container rm, tasks|t|task kill|rm, images|i|image rm: object then verb.
    const obj = sub;
    const verb = (rest[0] ?? '').toLowerCase();
    rest = rest.slice(1);
    if (/^(?:ls|list|info|check|metrics|ps)$/.test(verb)) sub = 'ps';
    else if (/^(?:containers?|c)$/.test(obj) && /^(?:rm|del|delete|remove)$/.test(verb)) sub = 'rm';
    else if (/^(?:tasks?|t)$/.test(obj) && /^(?:kill|rm|del|delete|remove)$/.test(verb)) {
      sub = 'stop';
      rest = rest.filter((x) => x !== '-a' && x !== '--all');
    }
    else if (/^(?:tasks?|t)$/.test(obj) && verb === 'exec') sub = 'exec';
    else if (/^(?:images?|i)$/.test(obj) && /^(?:rm|del|delete|remove)$/.test(verb)) sub = 'rmi';
    else return [];
  } else {
    const mapped = CRICTL_AS_DOCKER[sub];
    if (!mapped) return [];
    sub = mapped;
  }
  // (ctr's own `-a` on tasks kill is every process of that one task, not every task.)
  const all = cmd.name === 'crictl' && rest.some((x) => /^-[a-zA-Z]*a[a-zA-Z]*$|^--all$/.test(x));
  const words = [...rest.filter((x) => !all || !/^-[a-zA-Z]*a[a-zA-Z]*$|^--all$/.test(x) || sub === 'ps' || sub === 'rmi'), ...(all && sub !== 'ps' && sub !== 'rmi' ? ['$(all)'] : [])];
  return docker({ ...cmd, name: 'docker', args: [sub, ...words] }, ctx);
};

export const dockerFamily = commandFamily('docker', 'docker / compose / podman: builds and reads are safe; rm, push, down -v, volume and system prune, privileged runs, exec; local clusters (kind, k3d, minikube, colima)', { docker, 'docker-compose': docker, podman: docker, 'podman-compose': docker, nerdctl: docker, crictl: nodeRuntime, ctr: nodeRuntime, kind: localCluster, k3d: localCluster, minikube: localCluster, colima: localCluster }, true);
