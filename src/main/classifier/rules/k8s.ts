// kubectl / oc and helm.
import { detectEnv } from '../context';
import { BACKUP_JOB_NAME, backupsStopped, f, ladder, type Finding, readSecret, snippet, unplacedRun } from '../findings';
import { judge } from '../meaning';
import { hasFlag, joinArgs, optValue, positionals } from '../shell/parse';
import { carriedInto } from './infra';
import { readFileChange } from '../readers/files';
import { commandFamily, type Handler } from './types';

/** (cls-benign20) A namespace named for development work (dev, development, sandbox, local, scratch, playground, preview, dev-alice, alice-dev). */
const OWN_DEV_NS_B20 = /^(?:[\w]+[-_])?(?:dev|develop|development|sandbox|local|scratch|playground|preview)(?:[-_][\w]+)?$/i;
const KUBE_OPTS = ['-n', '--namespace', '-o', '--output', '-l', '--selector', '-c', '--container', '--context', '--cluster', '--kubeconfig', '-f', '--filename', '--field-selector', '--since', '--tail', '--replicas', '--type', '-p', '--patch', '--image', '--timeout', '--grace-period', '-k', '--kustomize', '--to-revision', '--sort-by', '--as', '--template', '-L', '--label-columns', '--current-replicas', '--port'];

const READ_VERBS = new Set(['get', 'describe', 'logs', 'log', 'top', 'explain', 'diff', 'api-resources', 'api-versions', 'version', 'cluster-info', 'events', 'auth', 'wait', 'kustomize', 'completion', 'plugin', 'options', 'whoami', 'status', 'projects', 'project']);
const MANAGED_STORE = /^(?:x?(?:rds|aurora|sql|cloudsql|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|database|db|redis|elasticache|cosmosdb|dynamodb|spanner|bigtable|firestore|documentdb|docdb)[a-z]*(?:instances?|clusters?|servers?|databases?|tables?|accounts?)|buckets?\.(?:s3|storage|gcs|azure)[\w.-]*|storageaccounts?\.[\w.-]+)(?:\.[\w.-]+)?$/;
const STATEFUL = /^(pvc|pvcs|persistentvolumeclaims?|pv|pvs|persistentvolumes?|statefulsets?|sts|namespaces?|ns|nodes?|no|crds?|customresourcedefinitions?|storageclass(es)?|sc|secrets?|clusterroles?|clusterrolebindings?|databases?|postgresql|mongodb|cluster)$/;

export const kubectl: Handler = (cmd, ctx) => {
  const a = cmd.args;
  const pos = positionals(a, KUBE_OPTS);
  const verb = (pos[0] ?? '').toLowerCase();
  let kind = (pos[1] ?? '').toLowerCase().split('/')[0] ?? '';
  // (cls-en17) `kubectl get secrets -o name | xargs -I{} kubectl get {} -o yaml`: the item xargs fills in is each secret listed.
  if (/^(?:\{\}|\$\w+|\$\{\w+\})$/.test(kind) && cmd.pipeIn?.name === 'kubectl' && /^secrets?$/i.test((positionals(cmd.pipeIn.args, KUBE_OPTS)[1] ?? '').split('/')[0] ?? '')) kind = 'secret';
  const how = snippet(cmd.text, 70);
  const all = a.includes('--all') || pos.includes('all') || hasFlag(a, '', '--all');
  const out = (x: Finding): Finding[] => [x];
  if (verb === 'get' && /^secrets?$/.test(kind)) {
    const o = optValue(a, '-o', '--output') ?? '';
    // A template that names only metadata (annotations, labels, creation time) prints no value.
    const metadataOnly = /jsonpath|go-template|custom-columns/.test(o) && /\.metadata\b/.test(o) && !/\.data\b|stringdata|\{\s*\}|\{\s*\.\s*\}|\.\.|\*/i.test(o);
    if (metadataOnly && cmd.pipeOut?.name !== 'base64') return out(f('safe', `reads secret metadata only, no values (${how})`));
    if (/yaml|json|jsonpath|go-template|custom-columns/.test(o) || cmd.pipeOut?.name === 'base64') return out(readSecret(`reveals secret values (${how})`));
    return out(f('safe', `lists secret names only (${how})`));
  }
  // The Argo Rollouts plugin (kubectl argo rollouts promote …): read like its own binary.
  if (verb === 'argo' && (pos[1] ?? '').toLowerCase() === 'rollouts') return argoRollouts((pos[2] ?? '').toLowerCase(), how);
  if (verb === 'config') {
    const s = (pos[1] ?? '').toLowerCase();
    // (lead17) A production cluster's credentials printed are a production secret printed (LABELS: secrets).
    if (s === 'view' && a.includes('--raw')) return out(readSecret(`prints cluster credentials (${how})`));
    if (/^(view|get-contexts|current-context|get-clusters|get-users)$/.test(s)) return out(f('safe', `reads kubeconfig (${how})`));
    return out(f('reversible', `changes local kubeconfig (${how})`));
  }
  if (verb === 'rollout') {
    const s = (pos[1] ?? '').toLowerCase();
    if (s === 'status' || s === 'history') return out(f('safe', `reads rollout state (${how})`));
    if (s === 'undo') return out(f('destructive', `rolls back a running workload to an older version (${how})`, true));
    // Settled: pausing or halting a rollout that can be resumed is destructive, even in production.
    if (s === 'pause') return out(ladder('destructive', 'destructive', 'reversible', `pauses a rollout; it can be resumed (${how})`));
    return out(f('reversible', `restarts or resumes a rollout (${how})`, true));
  }
  if (READ_VERBS.has(verb)) return out(f('safe', `read-only cluster command (${how})`));
  if (verb === 'exec' || verb === 'debug' || verb === 'attach') {
    const dd = a.indexOf('--');
    if (dd >= 0) {
      const inner = ctx.inner(joinArgs(a.slice(dd + 1)));
      if (inner.length) return inner;
    }
    return out(f('reversible', `runs a command inside a pod (${how})`, true));
  }
  if (verb === 'delete') {
    const target = pos.slice(1).join(' ');
    if (/^(?:cronjobs?|cj)(?:\/|$)/.test(kind) && BACKUP_JOB_NAME.test(`${kind} ${target}`)) return out(backupsStopped(how));
    // A namespace is an environment: on a dev, test or preview cluster one is destructive (LABELS: Environment).
    if (/^(namespaces?|ns|projects?)$/.test(kind)) return out(all ? { level: 'forbidden', dev: 'dangerous', reason: `deletes every namespace and every resource in them (${how})` } : { level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `deletes a namespace and every resource in it (${how})` });
    const everyNs = a.includes('-A') || a.includes('--all-namespaces');
    // Every namespace at once, or every workload of a namespace: the whole cluster or environment.
    if (all && (kind === 'all' || everyNs)) return out(f('forbidden', `deletes every ${kind || 'resource'}${everyNs ? ' in every namespace' : ''} (${how})`, true));
    const bulk = all || hasFlag(a, 'l', '--selector') || a.includes('-l') || cmd.bulk;
    // Volumes, stateful sets and secrets hold data: a selector or --all in production is the data store itself.
    if (bulk && STATEFUL.test(kind)) return out({ level: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `deletes ${all ? 'every' : 'a set of'} ${kind} and the data in them (${how})` });
    if (all && /^(nodes?|deployments?|deploy|statefulsets?|sts)$/.test(kind)) return out({ level: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `deletes every ${kind} (${how})` });
    if (bulk) return out({ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `bulk-deletes ${kind || 'resources'}${a.includes('-A') || a.includes('--all-namespaces') ? ' in every namespace' : ''} (${how})` });
    if (a.includes('-f') || a.includes('--filename') || a.includes('-k')) return out(f('dangerous', `deletes every resource defined in a manifest (${how})`, true));
    // On a cluster running on this machine (kind, minikube, k3d, Docker Desktop) a pod its controller recreates is back in seconds.
    const onThisMachine = /^(?:kind-\S*|minikube|docker-desktop|docker-for-desktop|k3d-\S*|rancher-desktop|colima|orbstack)$/.test(optValue(a, '--context', '--kube-context') ?? (cmd.name === 'minikube' ? 'minikube' : ''));
    if (/^(pods?|po|jobs?|events?|ev|replicasets?|rs)$/.test(kind) && pos.length <= 3) return out(onThisMachine ? f('reversible', `deletes a ${kind.replace(/s$/, '')} on a cluster on this machine; its controller recreates it (${how})`) : (OWN_DEV_NS_B20.test(optValue(a, '-n', '--namespace') ?? '') ? { ...f('destructive', `deletes a ${kind.replace(/s$/, '')}; its controller recreates it (${how})`, true), dev: 'reversible' } : f('destructive', `deletes a ${kind.replace(/s$/, '')}; its controller recreates it (${how})`, true)));
    // (cls-benign20: in a namespace named for development — dev, sandbox, local, scratch, preview, a person's dev-… — one pod
    // deleted is a restart of development state, like `kubectl rollout restart` there: reversible. A shared CI namespace, staging,
    // production and an unnamed one keep their rungs.)
    // One volume, stateful set or secret: its data; one ordinary workload: recreatable from its manifests. A managed
    // cloud data store declared as a resource (Crossplane, ACK, Config Connector: rdsinstance.database.aws.crossplane.io,
    // sqlinstances, xpostgresqlinstances, bucket.s3…) is deleted in the cloud with its data.
    // (lead17) A custom resource definition deleted takes every object of its kind in every namespace with it.
    if (/^(?:crds?|customresourcedefinitions?)$/.test(kind) && !onThisMachine) return out({ level: 'forbidden', unknown: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `deletes a resource type and every object of that kind in every namespace (${how})` });
    if (STATEFUL.test(kind) || MANAGED_STORE.test(kind)) return out({ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `deletes a ${kind} and the data or workloads in it (${how})` });
    return out(judge({ verb: 'delete', obj: 'resource', scope: 'one', mods: 0, what: `deletes a running ${kind || 'resource'}: ${target}` }) as Finding);
  }
  if (verb === 'scale') {
    const replicas = optValue(a, '--replicas');
    if (replicas === '0') return out(f(all ? 'dangerous' : 'destructive', `scales ${all ? 'every workload' : 'a workload'} to zero replicas, taking it down (${how})`, true));
    return out(f('reversible', `changes the replica count (${how})`, true));
  }
  if (verb === 'drain') {
    if (a.includes('--force') || a.includes('--delete-emptydir-data') || a.includes('--delete-local-data') || a.includes('--disable-eviction')) return out(f('dangerous', `evicts every pod from a node, deleting local data and overriding safety checks (${how})`, true));
    return out(f('destructive', `evicts every pod from a node (${how})`, true));
  }
  if (verb === 'replace' && a.includes('--force')) return out(f('dangerous', `deletes and recreates resources (${how})`, true));
  if (verb === 'cordon' || verb === 'uncordon') return out(f('reversible', `marks a node (un)schedulable (${how})`, true));
  if (verb === 'taint') return out(f('destructive', `taints a node, evicting workloads (${how})`, true));
  // (lead15) A binding patched or edited: who holds its role changes; cluster-admin, admin or edit is administrator rights.
  if ((verb === 'patch' || verb === 'edit' || verb === 'replace') && /^(?:clusterrolebindings?|rolebindings?|crb)(?:\/|$)/.test(kind)) {
    const admin = /cluster-admin|\badmin\b|\bedit\b|system:masters/.test(a.join(' '));
    const x: Finding = { level: admin ? 'dangerous' : 'destructive', unknown: admin ? 'dangerous' : 'destructive', staging: admin ? 'dangerous' : 'destructive', dev: 'destructive', reason: `changes who holds ${admin ? 'administrator ' : ''}rights in the cluster (${how})` };
    return out(x);
  }
  // (lead19) A CronJob that takes backups suspended (or deleted, below) stops the backups.
  if (verb === 'patch' && /^(?:cronjobs?|cj)(?:\/|$)/.test(kind) && /"?suspend"?\s*:\s*true/.test(a.join(' ')) && BACKUP_JOB_NAME.test(pos.slice(1).join(' '))) return out(backupsStopped(how));
  if (verb === 'set' || verb === 'patch' || verb === 'edit' || verb === 'replace') return out(f('destructive', `changes a running workload (${how})`, true));
  if ((verb === 'port-forward' || verb === 'proxy') && /--address[= ](?:0\.0\.0\.0|::|\*)/.test(a.join(' '))) {
    return out({ level: 'dangerous', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `exposes a cluster service on every network interface of this machine (${how})`, local: false, env: detectEnv(`${optValue(a, '--context', '--kube-context') ?? ''} ${optValue(a, '-n', '--namespace') ?? ''} ${pos.slice(1).filter((x) => !/^[\d.:*]+$/.test(x)).join(' ')}`).env });
  }
  if (verb === 'create' && /^(clusterrolebinding|rolebinding)$/.test(kind)) {
    const admin = /cluster-admin|--clusterrole[= ]admin|--role[= ]admin|\bedit\b/.test(a.join(' '));
    // (lead15) Bound to every anonymous or every signed-in caller: the cluster's rights opened to anyone who can reach it.
    if (admin && /--group[= ]system:(?:unauthenticated|anonymous|authenticated)\b|--user[= ]system:anonymous\b/.test(a.join(' '))) return out(f('forbidden', `grants administrator rights in the cluster to anyone who can reach it (${how})`));
    const x: Finding = { level: admin ? 'dangerous' : 'destructive', unknown: admin ? 'dangerous' : 'destructive', staging: admin ? 'dangerous' : 'destructive', dev: 'destructive', reason: `grants ${admin ? 'administrator ' : ''}rights in the cluster (${how})` };
    // The binding's own name says nothing about where it applies: only the namespace or context does.
    x.env = detectEnv([optValue(a, '-n', '--namespace'), optValue(a, '--context'), optValue(a, '--cluster')].join(' ')).env;
    return out(x);
  }
  if (verb === 'adm' && (pos[1] ?? '').toLowerCase() === 'policy' && /^(?:who-can|scc-subject-review|scc-review)$/.test((pos[2] ?? '').toLowerCase())) return out(f('safe', `asks who may do what; changes nothing (${how})`));
  // OpenShift's `oc adm policy add-(cluster-)role-to-user|group R X` and `add-scc-to-user S X` bind a role as a
  // rolebinding does: cluster-admin, admin, edit or a privileged / anyuid security context is administrator rights.
  if (verb === 'adm' && (pos[1] ?? '').toLowerCase() === 'policy' && /^add-(?:cluster-)?(?:role|scc)-to-(?:user|group)$/.test((pos[2] ?? '').toLowerCase())) {
    const role = (pos[3] ?? '').toLowerCase();
    const admin = /^(?:cluster-admin|admin|edit|privileged|anyuid|hostaccess|hostmount-anyuid|system:\S+)$/.test(role) || /-to-group$/.test((pos[2] ?? '').toLowerCase()) && /^system:(?:authenticated|unauthenticated)/.test((pos[4] ?? '').toLowerCase());
    const x: Finding = { level: admin ? 'dangerous' : 'destructive', unknown: admin ? 'dangerous' : 'destructive', staging: admin ? 'dangerous' : 'destructive', dev: 'destructive', reason: `grants ${admin ? 'administrator ' : ''}rights in the cluster (${how})` };
    x.env = detectEnv([optValue(a, '-n', '--namespace'), optValue(a, '--context'), optValue(a, '--cluster')].join(' ')).env;
    return out(x);
  }
  // Pod security admission labels: `enforce=privileged` (or removing enforce) lets privileged pods run.
  if ((verb === 'label' || verb === 'annotate') && /pod-security\.kubernetes\.io\/(?:enforce|warn|audit)(?:=privileged|-(?:\s|$))/.test(`${a.join(' ')} `)) {
    return out(judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `lets privileged pods run in the namespace (${how})` }) as Finding);
  }
  if (verb === 'apply' || verb === 'create' || verb === 'run' || verb === 'expose' || verb === 'label' || verb === 'annotate' || verb === 'autoscale' || verb === 'cp' || verb === 'port-forward' || verb === 'proxy') {
    if (verb === 'apply' && a.includes('--prune')) return out(f('dangerous', `applies with --prune, deleting resources missing from the manifests (${how})`, true));
    // (lead18) A service exposed on a public load balancer or node port (kubectl expose --type=LoadBalancer): reachable from
    // the internet, a network exposure (LABELS: dangerous where the cluster may be production).
    if (verb === 'expose' && /^(?:LoadBalancer|NodePort)$/i.test(optValue(a, '--type') ?? '')) return out({ level: 'dangerous', unknown: 'dangerous', staging: 'destructive', dev: 'reversible', reason: `exposes a service on a public load balancer (${how})` });
    // A manifest on stdin: judge what it runs (a CronJob's command, a Job's script) and what it grants.
    if ((verb === 'apply' || verb === 'create') && cmd.stdin) return manifest(cmd.stdin, how, ctx);
    const created: Finding = { level: 'dangerous', unknown: 'reversible', staging: 'destructive', dev: 'reversible', reason: `applies or creates cluster resources (${how})` };
    // (cls-code18) kubectl create job --from=cronjob/NAME runs that CronJob's job now: read by its name, as airflow's and
    // dagster's jobs are (purge-all-users), else a scheduled job run early (a restart's weight: destructive in production).
    const fromCron = verb === 'create' && kind === 'job' ? /^(?:cronjob|cronjobs|cj)\/([\w.-]+)$/i.exec(optValue(a, '--from') ?? '') : null;
    if (fromCron) {
      const name = fromCron[1] as string;
      const named = ctx.byName(name, cmd).filter((x) => x.level !== 'safe' && x.level !== 'reversible' && !x.unplaced);
      if (named.length) return named.map((x) => ({ ...x, reason: `runs the CronJob ${name} now, which ${x.reason}` }));
      return out(ladder('destructive', 'reversible', 'reversible', `runs the CronJob ${name} now (${how})`));
    }
    // kubectl run … -- CMD: a fresh pod runs CMD; what it does to other systems is judged as CMD.
    const dd = a.indexOf('--');
    if (verb === 'run' && dd > 0) return [created, ...carriedInto(a.slice(dd + 1), false, ctx, 'kubectl run')];
    // kubectl create job|cronjob … -- CMD: the same, run once now or on a schedule.
    if (verb === 'create' && /^(?:job|cronjob|cj)$/.test(kind) && dd > 0) return [created, ...carriedInto(a.slice(dd + 1), false, ctx, `kubectl create ${kind}`)];
    if (verb === 'apply' || verb === 'create' || verb === 'run') return out(created);
    return out(f('reversible', `changes cluster resources (${how})`, true));
  }
  return out(f('reversible', `cluster change (${how})`, true));
};

/** A YAML flow list of strings (["sh", "-c", "psql … -c 'TRUNCATE a, b'"]) as one command line, word boundaries kept. */
function flowList(body: string): string {
  try {
    const v: unknown = JSON.parse(`[${body}]`);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return joinArgs(v as string[]);
  } catch {
    // Not JSON (single quotes, bare words): split on commas.
  }
  return body.split(',').map((x) => x.trim().replace(/^["']|["']$/g, '')).join(' ');
}

/** A Kubernetes manifest: the commands its containers run, whether it schedules them, what it grants. */
function manifest(yaml: string, how: string, ctx: Parameters<Handler>[1]): Finding[] {
  const out: Finding[] = [];
  const kinds = [...yaml.matchAll(/^\s*kind:\s*(\w+)/gm)].map((m) => m[1] as string);
  const cron = kinds.includes('CronJob');
  const lines: string[] = [];
  const re = /(?:command|args):\s*\[([^\]]*)\]|^\s*-\s+(.+)$/gm;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(yaml)) && guard++ < 200) {
    if (m[1]) lines.push(flowList(m[1]));
    else if (m[2] && !/^[\w.-]+:\s/.test(m[2])) lines.push(m[2].trim().replace(/^["']|["']$/g, '').replace(/^\|\s*$/, ''));
  }
  const script = lines.filter((l) => l && !/^(?:name|image|key|value|mountPath|containerPort):/.test(l)).join('\n');
  for (const x of ctx.inner(script)) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, reason: `${cron ? 'the scheduled job' : 'the workload'} would run: ${x.reason}` });
  if (/privileged:\s*true|hostPID:\s*true|hostNetwork:\s*true|hostPath:/.test(yaml)) out.push(f('dangerous', `runs a privileged workload with host access (${how})`));
  if (/kind:\s*(?:ClusterRoleBinding|RoleBinding)[\s\S]*cluster-admin/.test(yaml)) out.push(f('dangerous', `grants cluster-admin (${how})`));
  if (cron) out.push(f('destructive', `adds a scheduled job to the cluster (${how})`));
  // (lead18) What the manifest sets, read as a written file is read (a mesh opened, a service without auth, Secret values …).
  for (const x of readFileChange({ tool: 'kubectl apply', path: 'manifest.yaml', content: yaml }, ctx, { contentOnly: true })) if (x.level !== 'safe' && x.level !== 'reversible' && !out.some((y) => y.reason === x.reason)) out.push(x);
  if (out.length === 0) out.push({ level: 'dangerous', unknown: 'reversible', staging: 'destructive', dev: 'reversible', reason: `applies cluster resources from a manifest (${how})` });
  return out;
}

export const helm: Handler = (cmd) => {
  const a = cmd.args;
  const pos = positionals(a, ['-n', '--namespace', '-f', '--values', '--set', '--set-string', '--version', '--kube-context', '-o', '--output', '--timeout', '--repo']);
  const verb = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 70);
  if (/^(list|ls|status|get|history|show|inspect|template|lint|search|version|env|verify|help|dependency|diff)$/.test(verb) || (verb === 'repo' && (pos[1] === 'list' || pos[1] === 'update'))) return [f('safe', `read-only helm command (${how})`)];
  if (verb === 'repo' || verb === 'pull' || verb === 'fetch' || verb === 'package' || verb === 'create') return [f('reversible', `manages charts locally (${how})`)];
  if (verb === 'install') return [f('reversible', `installs a release (${how})`, true)];
  if (verb === 'upgrade') return [a.includes('--force') ? f('dangerous', `force-upgrades a release (${how})`, true) : { level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `deploys a new version of a release (${how})` }];
  if (verb === 'rollback') return [f('destructive', `rolls a release back (${how})`, true)];
  if (verb === 'uninstall' || verb === 'delete' || verb === 'del' || verb === 'un') {
    // Once per line of a listing (helm ls | xargs helm uninstall): every release the listing shows.
    if (cmd.bulk) return [{ level: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `uninstalls many releases at once, deleting their resources (${how})` }];
    // One named release is one resource (LABELS: one resource in production is dangerous); its data volumes outlive it.
    return [ladder('dangerous', 'dangerous', 'destructive', `uninstalls a release and deletes its resources (${how})`)];
  }
  return [unplacedRun('reversible', `helm command (${how})`, true)];
};

// ------------------------------------------------------------------ cls-api12: progressive delivery, GitOps, cluster nodes

/** Argo Rollouts: a promotion, retry or new image is a deploy; pausing or aborting halts a resumable rollout (LABELS:
 *  destructive, even in production); undo rolls back; reads are safe. */
function argoRollouts(sub: string, how: string): Finding[] {
  if (/^(?:get|list|status|dashboard|version|lint|help|completion|notifications)$/.test(sub)) return [f('safe', `reads rollout state (${how})`)];
  if (/^(?:promote|retry|set|create)$/.test(sub)) return [ladder('dangerous', 'destructive', 'reversible', `promotes a rollout: a deploy (${how})`)];
  if (sub === 'undo') return [ladder('dangerous', 'destructive', 'reversible', `rolls a rollout back to an older version (${how})`)];
  if (/^(?:pause|abort|restart)$/.test(sub)) return [ladder('destructive', 'destructive', 'reversible', `${sub === 'restart' ? 'restarts a rollout\'s pods' : 'halts a rollout that can be resumed'} (${how})`)];
  return [unplacedRun('reversible', `Argo Rollouts command (${how})`, true)];
}

const kubectlArgoRollouts: Handler = (cmd) => argoRollouts((positionals(cmd.args, KUBE_OPTS)[0] ?? '').toLowerCase(), snippet(cmd.text, 70));

/** Flux: suspending reconciliation halts a resumable rollout (destructive); resuming or reconciling applies what the source
 *  holds (a deploy); deleting a Kustomization or HelmRelease prunes what it manages; reads are safe. */
const flux: Handler = (cmd) => {
  const pos = positionals(cmd.args, [...KUBE_OPTS, '--source', '--path', '--interval', '--url', '--branch', '--owner', '--repository', '--export']).map((x) => x.toLowerCase());
  const sub = pos[0] ?? '';
  const how = snippet(cmd.text, 70);
  if (/^(?:get|logs|tree|stats|check|diff|export|version|events|trace|help|completion|debug)$/.test(sub)) return [f('safe', `reads Flux state (${how})`)];
  if (sub === 'suspend') return [ladder('destructive', 'destructive', 'reversible', `suspends reconciliation: halts a rollout that can be resumed (${how})`)];
  if (sub === 'resume' || sub === 'reconcile') return [ladder('dangerous', 'destructive', 'reversible', `applies what the source holds: a deploy (${how})`)];
  if (sub === 'delete') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a Flux object and prunes every resource it manages (${how})`)];
  if (sub === 'uninstall') return [ladder('dangerous', 'dangerous', 'destructive', `removes GitOps from the cluster (${how})`)];
  if (sub === 'create' || sub === 'bootstrap' || sub === 'install') return [ladder('dangerous', 'destructive', 'reversible', `changes what the cluster deploys (${how})`)];
  return [];
};

/** Resetting a cluster node (kubeadm reset, talosctl reset, k3s-uninstall.sh) wipes its state: one resource, an unknown one
 *  counting as production; a control-plane node takes the cluster's state with it. */
const nodeReset: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--nodes', '-n', '--endpoints', '-e', '--talosconfig', '--context', '--cri-socket', '--kubeconfig', '--system-labels-to-wipe', '--user-disks-to-wipe', '--wipe-mode']).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 70);
  const uninstall = /uninstall\.sh$|killall\.sh$/.test(cmd.name);
  if (!uninstall && pos[0] !== 'reset') return [];
  if (/killall\.sh$/.test(cmd.name)) return [ladder('destructive', 'destructive', 'reversible', `stops every Kubernetes process on this node (${how})`)];
  return [ladder('dangerous', 'dangerous', 'destructive', `wipes a cluster node's state (${how})`)];
};

/** Cloud Foundry: a space or an org holds every app and service in it: a whole environment. Other commands go to the generic reader. */
const cf: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-o', '-s', '-p']).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 70);
  if (pos[0] === 'delete-space') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole space with every app and service in it (${how})`)];
  return [];
};

export const platformOpsFamily = commandFamily('platform-ops', 'Argo Rollouts (plugin or binary), flux, Cloud Foundry spaces, node resets (kubeadm/talosctl reset, k3s-uninstall.sh)', { 'kubectl-argo-rollouts': kubectlArgoRollouts, flux, kubeadm: nodeReset, talosctl: nodeReset, 'k3s-uninstall.sh': nodeReset, 'k3s-agent-uninstall.sh': nodeReset, 'rke2-uninstall.sh': nodeReset, 'k3s-killall.sh': nodeReset, cf }, false, true);

export const k8sHandlers: Record<string, Handler> = { kubectl, oc: kubectl, k: kubectl, microk8s: (c, x) => kubectl({ ...c, args: c.args.slice(1) }, x), helm };

export const k8sFamily = commandFamily('kubernetes', 'kubectl / oc and helm: reads, secret values, deletes by kind and scope, scale to zero, drain, rollouts, exec', k8sHandlers);
