// Cloud CLIs: aws, gcloud / gsutil, az, and hosting CLIs (vercel, netlify, fly, heroku …).
import { detectEnv, pathKind } from '../context';
import { f, type Finding, ladder, readSecret, snippet, unplacedRun } from '../findings';
import { judge, M, type Obj } from '../meaning';
import { anotherOwnersStore, mentionsPersonalData, PEOPLE_STORE_NAME } from '../text/personal';
import { targetEnv } from '../readers/api';
import { readHttp } from '../readers/http';
import { openToWorld, readSubcommands, worldFinding } from '../readers/generic';
import { optValue, positionals, type Cmd } from '../shell/parse';
import { onlyHardens, switchesInArgs } from './switches';
import { transportLoweredArgs } from './tls';
import { commandFamily, type Handler } from './types';

/** Resources whose deletion loses a single, small thing. */
const LIGHT_RESOURCE = /^(object|objects|tags?|message|alarm|alarms|log-stream|metric-filter|image|launch-template-version|parameter|subscription|notification|tag|label|labels|version|blob|file|key-value|record|item|attribute|cache|invalidation|comment)$/;
/** Deleting these removes audit trails. */
const AUDIT = /^(trail|configuration-recorder|delivery-channel|audit|diagnostic-settings|flow-logs)$/;
/** Deleting these removes a security control (threat detection, firewalls, WAF). */
const SECURITY = /^(detector|security-hub|web-acl|waf|firewall|firewall-rule|security-policy|guardrail|mfa-device|virtual-mfa-device)$/;
/** Log stores and exports: deleting one reduces logging. */
const LOGS = /^(log-group|logging|sink|sinks|log-bucket|logs)$/;
const CONTAINER = /^(organization|organizations|management-group|tenant)$/;
/** Point-in-time copies: snapshots, backups, recovery points. */
const BACKUP = /^(?:(?:db-|db-cluster-|cluster-)?snapshots?|backups?|recovery-points?|backup-vault|vault|image-backup|restore-point)$/;
/** Whole data stores. */
const STORE = /^(?:db-instance|db-cluster|instances?|database|databases|table|tables|dataset|datasets|cluster|global-table|domain|cache-cluster|replication-group|file-system|volume)$/;
const COMPUTE = /^(?:instances?|vms?|virtual-machines?|functions?|services?|apps?|webapps?|functionapps?|node-pools?|instance-groups?|disks?|load-balancers?|nat-gateways?|endpoints?|distributions?|stacks?|repositories|repository|addresses|address|networks?|subnets?|routers?)$/;

/** A cloud delete judged by what it deletes: the object's class, its scope, and the environment the finding's ladder resolves. */
function cloudDelete(res: string, verb: string, how: string, args: readonly string[]): Finding {
  const all = args.some((x) => x === '--all' || /^--all-/.test(x));
  const scope = all ? 'all' : 'one';
  const named = (re: RegExp) => args.some((x) => !x.startsWith('-') && re.test(x));
  // A store or container whose own name says it holds backups is all the backups it holds.
  if (named(/backup|snapshot/i) && /^(?:container|bucket|vault|backup-vault|storage|share|dataset)$/.test(res)) return judge({ verb: 'delete', obj: 'backup', scope: 'all', mods: 0, what: how }) as Finding;
  if (CONTAINER.test(res) || /^delete-(organization|account|project)$/.test(verb)) return f('forbidden', `deletes a whole cloud ${res || 'account'} and every resource in it (${how})`);
  // A resource group is a whole environment, like a stack or a project's workspace: on staging or shared systems
  // that is bulk deletion (dangerous, LABELS "Environment"), as `terraform destroy` and `delete-stack` are there.
  if (/^(?:group|resource-group|resourcegroup)$/.test(res)) return ladder('forbidden', 'dangerous', 'destructive', `deletes the resource group and every resource in it (${how})`);
  if (AUDIT.test(res)) return judge({ verb: 'disable', obj: 'audit', scope, mods: 0, what: how }) as Finding;
  if (SECURITY.test(res)) return judge({ verb: 'disable', obj: 'security', scope, mods: 0, what: how }) as Finding;
  if (LOGS.test(res)) return judge({ verb: 'weaken', obj: 'log', scope, mods: 0, what: how }) as Finding;
  // One snapshot named by its id is one point-in-time copy among others; every one of them is all backups.
  if (/^(?:queues?|topics?|streams?)$/.test(res) || /^purge-queue$/.test(verb)) return judge({ verb: /^purge/.test(verb) ? 'empty' : 'delete', obj: 'queue', scope, mods: 0, what: how }) as Finding;
  if (BACKUP.test(res)) return judge({ verb: 'delete', obj: 'backup', scope, mods: all ? 0 : M.REMAINS, what: how }) as Finding;
  if (LIGHT_RESOURCE.test(res) || /-(object|objects|tags?|message|alarms?|parameter|version|record)$/.test(verb)) return f('destructive', `deletes a cloud ${res} (${how})`, true);
  if (/^(revoke|delete-access-key|delete-login-profile|deactivate)/.test(verb) || /access-key|credential|secret|key$/.test(verb) || /^(?:secret|access-key|service-account-key|keys?|credential)s?$/.test(res)) return judge({ verb: 'delete', obj: 'secret', scope, mods: 0, what: how }) as Finding;
  if (/^(?:cluster|clusters|namespace|environment|kubernetes-cluster|aks|eks|gke)$/.test(res) && !/^(?:db-|cache-)/.test(verb)) return judge({ verb: 'delete', obj: 'container', scope, mods: 0, what: how }) as Finding;
  if (/^(?:bucket|buckets|storage-account|account|container|share)$/.test(res)) return judge({ verb: 'delete', obj: 'bucket', scope, mods: 0, what: how }) as Finding;
  if (STORE.test(res) && !COMPUTE.test(res)) return judge({ verb: 'delete', obj: 'database', scope, mods: 0, what: how }) as Finding;
  if (/^(?:user|users|role|roles|group|groups|service-account|principal)$/.test(res)) return judge({ verb: 'delete', obj: 'account', scope, mods: 0, what: how }) as Finding;
  return judge({ verb: 'delete', obj: 'resource', scope, mods: 0, what: how }) as Finding;
}

function verbLevel(verbIn: string, resourceIn: string, how: string, args: readonly string[] = []): Finding | undefined {
  let verb = verbIn;
  let resource = resourceIn;
  // A removing verb inside a compound operation (batch-delete-image, delete-batch, bulk-delete, force-delete-…) is that verb.
  const compound = /^(?:batch|bulk|mass|force)-(delete|remove|terminate|purge|destroy)(?:-(.+))?$|^(delete|remove|purge)-(?:batch|bulk|all)$/.exec(verb);
  if (compound) {
    verb = compound[1] ?? compound[3] ?? 'delete';
    if (compound[2]) resource = compound[2];
  }
  if (/^(describe|list|get|show|ls|read|search|lookup|query|check|test|validate|estimate|simulate|wait|view|download|export|preview|what-if|logs?|tail|info|whoami|version|help|filter|batch-get|scan|select)(-|$)/.test(verb)) {
    return f('safe', `read-only cloud call (${how})`);
  }
  if (/^(stop-logging|delete-trail|stop-configuration-recorder|disable-logging|update-trail)$/.test(verb)) return judge({ verb: 'disable', obj: 'audit', scope: 'one', mods: 0, what: how }) as Finding;
  if (/^(delete-detector|disassociate-.*waf|disassociate-web-acl|delete-web-acl|disable-security-hub|disable-guardduty|disable-macie|disable-inspector|delete-firewall-policy|disable-ebs-encryption-by-default)$/.test(verb)) return judge({ verb: 'disable', obj: 'security', scope: 'one', mods: 0, what: how }) as Finding;
  // Disabling a key is undone by enable-key: what it encrypts is unreadable (an outage) until then, but nothing is lost.
  if (verb === 'disable-key') return ladder('dangerous', 'dangerous', 'destructive', `disables an encryption key: data encrypted with it is unreadable until it is enabled again (${how})`);
  // The direction of a security switch (rules/switches.ts): `--deletion-protection`, `--https-only true`,
  // `Status=Enabled`, `enable-ebs-encryption-by-default` harden; their opposites weaken.
  if (/^(?:update|modify|put|set|patch|change|enable|disable|create)(?:-|$)/.test(verb)) {
    // tls12b: `--min-tls-version 1.0`, `--minimum-protocol-version TLSv1`: a service made to accept old TLS.
    const tls = transportLoweredArgs(args);
    if (tls) return ladder('dangerous', 'dangerous', 'destructive', `lowers transport security to accept TLS below 1.2 (${how}: ${tls})`);
    const sw = switchesInArgs([verb, ...args]);
    if (onlyHardens(sw)) return f('reversible', `turns a protection on (${how})`);
    // (cls-api15) A JSON document given to the call (a backup plan, a lifecycle or retention rule) that keeps things a week
    // or less ("DeleteAfterDays": 1) cuts what can be recovered, as the same body over HTTP or through a tool does.
    for (const x of args) {
      const days = /^\s*[[{]/.test(x) ? /"(?:DeleteAfterDays|Days|RetentionDays|RetentionPeriod|ExpirationInDays|BackupRetentionPeriod|MaxRetentionDays|retention_?days)"\s*:\s*(\d+)/i.exec(x) : null;
      if (days && Number(days[1]) <= 7) return judge({ verb: 'weaken', obj: /backup/i.test(`${verb} ${x}`) ? 'backup' : 'retention', scope: 'one', mods: 0, what: how }) as Finding;
    }
    if (sw.off > 0 && /^disable-/.test(verb) && !/^disable-key$/.test(verb)) return judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: how }) as Finding;
    // (cls-api15) A put/update that only switches protections off (put-bucket-versioning Status=Suspended,
    // update-continuous-backups … false): versioning and backups protect recovery, the rest are security controls.
    if (sw.off > 0 && sw.on === 0 && /^(?:put|update|modify|set|patch|change)-/.test(verb)) return judge({ verb: 'disable', obj: /versioning|backup|point-in-time|recovery|retention/.test(`${verb} ${args.join(' ')}`.toLowerCase()) ? 'backup' : 'security', scope: 'one', mods: 0, what: how }) as Finding;
  }
  // (cls-holes18) A user's MFA device deactivated (aws iam deactivate-mfa-device): the second factor gone, as deleting it.
  if (/^deactivate-(?:virtual-)?mfa-device$/.test(verb)) return judge({ verb: 'disable', obj: 'security', scope: 'one', mods: 0, what: how }) as Finding;
  if (/^(schedule-key-deletion|disable-key)$/.test(verb)) return judge({ verb: 'delete', obj: 'key', scope: 'one', mods: 0, what: `schedules deletion of an encryption key; data encrypted with it becomes unreadable (${how})` }) as Finding;
  if (/^(delete|remove|terminate|destroy|deregister|purge|rb|release|revoke|deprovision|detach-.*policy|disable|cancel|delete-.*)$/.test(verb) || /^(delete|terminate|remove|purge|destroy)-/.test(verb)) {
    const res = resource || verb.replace(/^[a-z]+-/, '');
    return cloudDelete(res, verb, how, args);
  }
  // (lead20) A job or over-the-air update sent to a device fleet (aws iot create-job --targets …:thinggroup/…, create-ota-update,
  // greengrassv2 create-deployment --target-arn …) runs new firmware or code on those devices: a deploy.
  if (/^(?:create-job|create-ota-update|create-deployment)$/.test(verb) && args.some((x) => /:(?:thinggroup|thing)\/|^--target(?:s|-arn)$/.test(x))) return judge({ verb: 'deploy', obj: 'service', scope: args.some((x) => /thinggroup\/(?:all|every|fleet|prod)/i.test(x)) ? 'all' : 'one', mods: 0, what: `sends a job or update to a device fleet (${how})` }) as Finding;
  // Protective copies: a snapshot or backup of something that exists.
  if (/^(create-(?:db-|db-cluster-|cluster-)?snapshot|create-backup|create-image|copy-snapshot|start-backup-job|create-recovery-point)$/.test(verb) || (/^create$/.test(verb) && BACKUP.test(resource))) return judge({ verb: 'backup', obj: 'backup', scope: 'one', mods: 0, what: how }) as Finding;
  if (/^(create|run|start|launch|put-object|upload|add|tag|register|copy|clone|import|mb|cp|allocate|associate|attach|enable|import|login|set-iam|init|provision|request|invoke|publish-version)(-|$)/.test(verb)) {
    return f('reversible', `creates or starts cloud resources (${how})`, true);
  }
  if (/^(reboot|restart)(-|$)/.test(verb) || (verb === 'reset' && /^(?:instances?|vms?)$/.test(resource))) return judge({ verb: 'restart', obj: 'service', scope: args.some((x) => x === '--all') ? 'all' : 'one', mods: 0, what: how }) as Finding;
  if (/^(update|modify|put|set|patch|change|replace|stop|scale|resize|rotate|reset|move|mv|restore|deploy|apply|failover|promote|swap|reimage|redeploy|upgrade|rollback|roll-back|sync|publish)(-|$)/.test(verb)) {
    return f('destructive', `changes live cloud resources (${how})`, true);
  }
  return undefined;
}

/** Settings that switch off a guard against public access without exposing anything yet. */
function publicGuardRemoved(args: readonly string[]): string | undefined {
  const m = /(--allow-blob-public-access[= ]true|BlockPublic\w+=false|IgnorePublicAcls=false|RestrictPublicBuckets=false|--public-network-access[= ]enabled)/i.exec(args.join(' '));
  return m?.[1];
}

function publicExposure(args: readonly string[]): string | undefined {
  const j = args.join(' ');
  // (cls-api14) AWS shares a snapshot or image with every account by the group "all" (--group-names all, Group=all,
  // --values-to-add all on a snapshot's restore attribute).
  const m = /(public-read(?:-write)?|authenticated-read|allUsers|allAuthenticatedUsers|0\.0\.0\.0\/0|::\/0|--public-access[= ](?:blob|container)|"Principal"\s*:\s*(?:"\*"|\{\s*"AWS"\s*:\s*"\*"))/i.exec(j) ?? /(--group-names[= ]all|--values-to-add[= ]all|Group=all)(?![\w-])/.exec(j);
  return m?.[1];
}

// (lead22) s3 transfer options take a value too: `--content-type text/plain` is not a destination path.
const AWS_OPTS = ['--region', '--profile', '--output', '--query', '--endpoint-url', '--cli-input-json', '--color', '--content-type', '--acl', '--storage-class', '--sse-kms-key-id', '--cache-control', '--content-disposition', '--content-encoding', '--content-language', '--expires', '--metadata', '--metadata-directive', '--exclude', '--include', '--grants', '--website-redirect', '--expected-size', '--source-region', '--page-size', '--request-payer', '--checksum-algorithm'];

/**
 * Something made reachable by everyone (a public ACL, allUsers, 0.0.0.0/0, any AWS principal).
 * What is opened decides the weight: a network rule opened to every address weakens a control;
 * stored data (a bucket, an object, a snapshot) made public, or a role anyone may assume, hands
 * the thing itself to the world.
 */
function exposed(what: string, how: string, args: readonly string[] = []): Finding {
  const network = /^(?:0\.0\.0\.0\/0|::\/0)$/.test(what);
  const principal = /principal/i.test(what) || /assume-role|role-policy|create-role/i.test(how);
  const obj: Obj = network ? 'security' : principal ? 'privilege' : 'bucket';
  // Stored data whose own name says it holds people's data (customer-uploads, employee-exports) made public is that data published.
  const mods = obj === 'bucket' && namesPeople(args) ? M.PII : 0;
  return judge({ verb: 'expose', obj, scope: 'one', mods, what: `${what}: ${how}` }) as Finding;
}

/** Names of stores that hold people's data or copies of it. */
const PERSONAL_STORE = /customer|user|employee|patient|personal|pii|export|backup|invoice|payroll|medical|member|client/i;
/** An argument (not an option, not the allUsers principal itself) names a store of people's data (or copies of it). */
export function namesPeople(args: readonly string[]): boolean {
  return args.some((x) => {
    if (x.startsWith('-')) return false;
    const name = x.replace(/all(?:Authenticated)?Users/g, '');
    return PERSONAL_STORE.test(name) || mentionsPersonalData(name);
  });
}

/** Options that take away a resource's guard against deletion or termination, on any cloud CLI. */
const PROTECTION_OFF = /^--no-(?:deletion-protection|enable-deletion-protection|disable-api-termination|disable-api-stop|termination-protection)$|^--(?:deletion-protection|enable-deletion-protection|termination-protection|enable-termination-protection)[= ](?:false|off|0|disabled?)$|^--disable-(?:deletion|termination)-protection$/i;

/** The option that removes a deletion or termination guard ("--deletion-protection false" too), or undefined. */
function protectionOff(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const x = args[i] as string;
    if (PROTECTION_OFF.test(x)) return x;
    if (/^--(?:deletion-protection|enable-deletion-protection|termination-protection)$/i.test(x) && /^(?:false|off|0|disabled?)$/i.test(args[i + 1] ?? '')) return `${x} ${args[i + 1]}`;
  }
  return undefined;
}

/** The finding for a removed deletion guard: the resource can now be deleted by one call. */
function unprotected(args: readonly string[], how: string): Finding | undefined {
  const off = protectionOff(args);
  return off ? (judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `${off} removes a guard against deletion (${how})` }) as Finding) : undefined;
}

/** A network rule opened to every address, read from the command's own words (az network nsg rule create …). */
function worldRule(cmd: Cmd, words: readonly string[], how: string): Finding | undefined {
  const w = openToWorld(cmd.args, words.flatMap((x) => x.split(/[-_]/)));
  return w ? worldFinding(w, cmd.text, how) : undefined;
}

/**
 * (lead17) A deployed function invoked by name (aws lambda invoke --function-name purge-all-orders-prod, gcloud functions
 * call purgeOrders, serverless invoke -f purgeOrders --stage prod) does what its name says, like an npm script or a make
 * target: read by its words with the payload's keys and flags. A name that says nothing stays the plain invocation.
 */
export function invokedByName(name: string, extra: readonly string[], cmd: Parameters<Handler>[0], ctx: Parameters<Handler>[1], fallback: Finding): Finding[] {
  if (!name) return [fallback];
  const payload = extra.join(' ').replace(/[{}"':,]/g, ' ');
  // (A generic change — "thumbnail-resize", "process-image" read as one record changed — is the invocation itself.)
  const named = ctx.byName(`${name} ${payload}`.slice(0, 300), cmd).filter((x) => !/^(?:changes one record|edits files|updates? )/.test(x.reason));
  return named.length ? named.map((x) => ({ ...x, reason: `invokes the function ${name}: ${x.reason}` })) : [fallback];
}

export const aws: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, AWS_OPTS);
  const service = (pos[0] ?? '').toLowerCase();
  const op = (pos[1] ?? '').toLowerCase();
  const a = cmd.args;
  const how = snippet(cmd.text, 70);
  if (service === 'lambda' && op === 'invoke') {
    const fn = a.find((x, i) => a[i - 1] === '--function-name') ?? (a.find((x) => x.startsWith('--function-name='))?.slice(16) ?? '');
    const payload = a.filter((x, i) => a[i - 1] === '--payload' || x.startsWith('--payload=') || a[i - 1] === '--cli-binary-format' && false);
    return invokedByName(fn.replace(/^arn:.*:function:/, ''), payload, cmd, ctx, f('reversible', `invokes a function (${how})`, true));
  }
  if (!service || a.includes('help') || op === 'help' || a.includes('--dry-run') && service !== 's3') return [f('safe', `read-only AWS call (${how})`)];
  // (cls-holes19) A call that mints a credential and prints it (ecr get-login-password, sts get-session-token,
  // codeartifact get-authorization-token) puts a live token in the transcript, as gcloud auth print-access-token does;
  // piped into a login (| docker login --password-stdin) or captured by a substitution, it authenticates and is not shown.
  if (/^(?:get-login-password|get-session-token|get-federation-token|get-authorization-token|get-auth-token|generate-db-auth-token)$/.test(op)) {
    if (cmd.via.includes('substitution') || (cmd.pipeOut && !/^(?:jq|yq|cat|tee|less|more|head|tail|grep|rg|awk|sed|cut|tr|base64|xxd|column|pbcopy|xclip|wl-copy|clip)$/.test(cmd.pipeOut.name))) return [f('safe', `fetches a short-lived credential to log in with (${how})`)];
    return [f('destructive', `prints a live credential (${how})`)];
  }
  const exposure = publicExposure(a);
  if (exposure && /^(create-bucket|mb|put-bucket-acl|put-object-acl|put-bucket-policy|authorize-security-group-ingress|modify-db-instance|create-db-instance|modify-snapshot-attribute|modify-db-snapshot-attribute|modify-db-cluster-snapshot-attribute|modify-image-attribute|put-bucket-website|update-assume-role-policy|put-role-policy|create-role)$/.test(op)) {
    // (lead18) A new bucket holds nothing yet: made readable by everyone from the start, whatever its name says it will hold.
    if (op === 'create-bucket' || op === 'mb') return [f('dangerous', `creates a bucket anyone on the internet can read (${exposure}) (${how})`)];
    return [exposed(exposure, how, a)];
  }
  const bare = unprotected(a, how);
  if (bare) return [bare];
  // (lead19) Shared with another AWS account: an image's launch permission, a snapshot's restore attribute or a data-lake
  // grant to another account's principal puts the data (disks, tables) where that account's people can read it.
  const otherAccount = /\bUserId=\d{12}\b|\b--values-to-add\s+\d{12}\b|arn:aws:iam::\d{12}:root\b|DataLakePrincipalIdentifier=\d{12}\b/.test(a.join(' '));
  if (otherAccount && (op === 'modify-image-attribute' || /^modify-(?:db-|db-cluster-)?snapshot-attribute$/.test(op) || service === 'lakeformation' && op === 'grant-permissions' || service === 'ram' && op === 'create-resource-share')) return [f('dangerous', `shares disks, snapshots or tables with another AWS account (${how})`)];
  // (lead19) Every image of a repository: the ids a listing of the whole repository returns, deleted in one batch.
  if (service === 'ecr' && op === 'batch-delete-image' && /--image-ids[= ]+"?\$\(aws ecr list-images\b(?![^)]*--filter)/.test(cmd.text)) return [ladder('dangerous', 'dangerous', 'destructive', `deletes every image in a repository (${how})`)];
  // (lead19) A new identity provider trusted by the account (SAML/OIDC): whoever runs it can sign in as the roles that trust it.
  if (service === 'iam' && /^create-(?:saml|open-id-connect)-provider$/.test(op)) return [ladder('dangerous', 'destructive', 'destructive', `makes the account trust a new identity provider (${how})`)];
  // (cls-api14) A member account leaving its organisation drops the organisation's guardrails (SCPs, central audit); a
  // security service's account taken out of its administrator's view (guardduty, securityhub, macie, inspector
  // disassociate) hides its findings; point-in-time recovery switched off is backups off.
  // (cls-api17) A public IP address released (ec2 release-address): the account gives up a live address, a running resource
  // deleted, as the console's "Release Elastic IP address" and a tool's release_address read.
  if (service === 'ec2' && op === 'release-address') return [judge({ verb: 'delete', obj: 'resource', scope: 'one', mods: 0, what: `releases a public IP address the account holds (${how})` }) as Finding];
  if (service === 'organizations' && op === 'leave-organization') return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `leaves the organisation and its guardrails (${how})` }) as Finding];
  if (/^(?:guardduty|securityhub|macie2?|inspector2?|detective)$/.test(service) && /^disassociate-/.test(op)) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `takes a security service's findings out of the administrator's view (${how})` }) as Finding];
  if (/PointInTimeRecoveryEnabled=false/i.test(a.join(' '))) return [judge({ verb: 'disable', obj: 'backup', scope: 'one', mods: 0, what: `turns off point-in-time recovery (${how})` }) as Finding];
  // The account password policy is replaced whole: a requirement left out reverts to off and the length to 6, so a short
  // minimum or a missing or negated requirement weakens sign-in for every IAM user.
  if (service === 'iam' && op === 'update-account-password-policy') {
    const len = Number(optValue(a, '--minimum-password-length') ?? '6');
    const missing = ['symbols', 'numbers', 'uppercase-characters', 'lowercase-characters'].some((r) => !a.includes(`--require-${r}`));
    if (len < 12 || missing) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `weakens the account password policy (${how})` }) as Finding];
  }
  const guard = publicGuardRemoved(a);
  if (guard && /^(put-public-access-block|put-account-public-access-block)$/.test(op)) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `${guard}: public access is no longer blocked (${how})` }) as Finding];
  if (op === 'delete-public-access-block' || op === 'delete-bucket-encryption') return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `removes a bucket protection (${how})` }) as Finding];
  if (op === 'put-public-access-block' && !/=false/i.test(a.join(' '))) return [f('reversible', `blocks public access (tightens a protection) (${how})`)];
  if (service === 's3') {
    const paths = pos.slice(2);
    const recursive = a.includes('--recursive');
    const del = a.includes('--delete');
    const bucketRoot = (p: string) => /^s3:\/\/[^/]+\/?$/.test(p);
    if (op === 'ls' || op === 'presign') return [f('safe', `lists objects (${how})`)];
    // A whole bucket: forbidden in production, bulk deletion on staging, one resource on dev/sandbox.
    if (op === 'rb') return [a.includes('--force') ? ladder('forbidden', 'dangerous', 'destructive', `deletes the bucket and every object in it (${how})`) : ladder('dangerous', 'destructive', 'destructive', `deletes a bucket (${how})`)];
    if (op === 'rm') {
      const p = paths[0] ?? '';
      if (recursive && bucketRoot(p)) return [ladder('forbidden', 'dangerous', 'destructive', `deletes every object in the bucket (${how})`)];
      if (recursive) return [ladder('dangerous', 'dangerous', 'destructive', `deletes every object under a prefix (${how})`)];
      return [f('destructive', `deletes an object (${how})`, true)];
    }
    if (op === 'sync' && del) {
      const src = paths[0] ?? '';
      const dest = paths[1] ?? '';
      const emptySrc = /(^|\/)(empty|blank|void|nothing|null)[^/]*\/?$/i.test(src);
      if (emptySrc && /^s3:\/\//.test(dest)) return [f(bucketRoot(dest) ? 'forbidden' : 'dangerous', `syncs an empty source with --delete: every object in ${dest} is deleted (${how})`, true)];
      return [f('destructive', `mirrors with --delete: objects missing from the source are deleted (${how})`, true)];
    }
    if (op === 'mv') return [f('destructive', `moves objects (${how})`, true)];
    if (op === 'cp' || op === 'sync') {
      // The destination is the last operand that is a path or an s3:// URL (an option's value such as public-read is not one).
      const dest = [...paths].reverse().find((p) => /^s3:\/\/|[/\\.~]/.test(p)) ?? paths[paths.length - 1] ?? '';
      const src = paths[0] ?? '';
      if (/^s3:\/\//.test(dest) && /public-read|--acl[= ]public|authenticated-read/.test(a.join(' '))) {
        const sensitive = pathKind(src) === 'secret' || /\.(?:tgz|tar|tar\.gz|zip)$/.test(src) || /customer|user|employee|patient|personal|pii|export|backup|dump|\.sql|conversation|messages|chats?\b|tickets|contacts|subscriber|members|payroll|salar|invoices|transactions/i.test(src);
        // (lead15) One web asset (an image, a stylesheet, a font) put where it is meant to be public is a small published change.
        if (!sensitive && op === 'cp' && !a.includes('--recursive') && /\.(?:png|jpe?g|gif|svg|webp|ico|css|woff2?|ttf|otf|mp4|webm)$/i.test(src)) return [f('destructive', `publishes a web asset for anyone to download (${how})`)];
        return [f(sensitive ? 'forbidden' : 'dangerous', `uploads with a public-read ACL: anyone can download it (${how})`)];
      }
      // (lead19) Personal data copied bucket to bucket into a store another owner holds has left the company.
      if (/^s3:\/\//.test(src) && /^s3:\/\//.test(dest) && anotherOwnersStore(src, dest) && PEOPLE_STORE_NAME.test(src)) return [f('dangerous', `copies personal data into a bucket another owner holds (${how})`)];
      // (lead20) Into the company's own backup bucket (…-backups, …/snapshots/): a protective copy, in production too.
      if (/^s3:\/\/[\w.-]*(?:backup|backups|snapshots?)[\w.-]*(?:\/|$)/i.test(dest) && !/^s3:\/\/[\w.-]*(?:backup|backups|snapshots?)/i.test(src) && !a.includes('--delete')) return [f('reversible', `copies objects into backup storage (${how})`)];
      if (/^s3:\/\//.test(dest)) return [f('reversible', `uploads objects (${how})`, true)];
      return [f('safe', `downloads objects (${how})`)];
    }
    if (op === 'mb') return [f('reversible', `creates a bucket (${how})`)];
  }
  // (lead15) Log retention cut to days: older logs are deleted and the record of what happened shrinks (LABELS: retention).
  if (service === 'logs' && op === 'put-retention-policy' && Number(optValue(a, '--retention-in-days') ?? '9999') <= 7) return [ladder('dangerous', 'dangerous', 'destructive', `shortens log retention to ${optValue(a, '--retention-in-days')} day(s); older logs are deleted (${how})`)];
  if (service === 'secretsmanager' && op === 'get-secret-value') return [readSecret(`retrieves a secret value into the agent's context (${how})`)];
  if (service === 'secretsmanager' && op === 'delete-secret') return [f(a.includes('--force-delete-without-recovery') ? 'forbidden' : 'dangerous', `deletes a secret (${how})`, true)];
  if (service === 'ssm' && /^get-parameters?(-by-path)?$/.test(op) && a.includes('--with-decryption')) return [readSecret(`retrieves decrypted secret parameters (${how})`)];
  if (service === 'ec2' && op === 'get-password-data') return [f('destructive', `retrieves an instance password (${how})`)];
  if (service === 'iam') {
    if (/^(attach|put)-(user|role|group)-policy$/.test(op) && /AdministratorAccess|"Action"\s*:\s*"\*"|iam:\*|\*:\*|PowerUserAccess|FullAccess/.test(a.join(' '))) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `grants administrator access (${how})` }) as Finding];
    if (/^(attach|put)-(user|role|group)-policy$|^add-user-to-group$|^update-assume-role-policy$/.test(op)) return [{ ...f('destructive', `changes what a role or user may do (${how})`, true), dev: 'destructive' }];
    // (lead15) A key for a user named as the account's administrator or root is that power, minted anew.
    if ((op === 'create-access-key' || op === 'create-login-profile') && /(?:^|[-_.])(?:root|admin|administrator|superuser|break-?glass)(?:$|[-_.\d])/i.test(optValue(a, '--user-name') ?? '')) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `creates a long-lived credential for an administrator (${how})` }) as Finding];
    if (op === 'create-access-key' || op === 'create-login-profile') return [f('destructive', `creates a new long-lived credential (${how})`, true)];
  }
  // Closing a member account (organizations close-account) deletes the whole account and every resource in it.
  if (service === 'organizations' && /^(?:close-account|delete-organization)$/.test(op)) return [f('forbidden', `closes a whole AWS account or organisation and every resource in it (${how})`)];
  // A new deployment of the same task definition and nothing else (ecs update-service --force-new-deployment) restarts
  // the service's tasks (LABELS: restarts, confirm; a remote service on any cluster); a new task definition, count or
  // network is a change.
  if (service === 'ecs' && op === 'update-service' && a.includes('--force-new-deployment') && !a.some((x) => /^--(?:task-definition|desired-count|network-configuration|capacity-provider-strategy|deployment-configuration|load-balancers|launch-type|platform-version|service-registries|enable-execute-command|propagate-tags)/.test(x))) return [f('destructive', `restarts a running service's tasks (${how})`)];
  if (service === 'route53' && op === 'change-resource-record-sets') return [ladder('dangerous', 'dangerous', 'destructive', `changes live DNS records (${how})`)]; // (lead18) production config: dangerous, not forbidden
  if (service === 's3api' && op === 'put-bucket-lifecycle-configuration') {
    const j = a.join(' ');
    const days = /"Expiration"\s*:\s*\{\s*"Days"\s*:\s*(\d+)/.exec(j)?.[1];
    const everything = /"Prefix"\s*:\s*""|"Filter"\s*:\s*\{\s*\}/.test(j);
    if (days !== undefined && Number(days) <= 3 && everything) return [{ level: 'forbidden', unknown: 'dangerous', staging: 'dangerous', dev: 'destructive', reason: `expires every object within ${days} day(s): the bucket empties itself (${how})` }];
    if (days !== undefined) return [f('destructive', `sets objects to expire after ${days} days (${how})`, true)];
  }
  // One item by its key: one record (a table's rows are its data; the table itself is delete-table).
  if (service === 'dynamodb' && op === 'delete-item') return [f('reversible', `deletes one item by its key (${how})`, true)];
  if (service === 'dynamodb' && op === 'batch-write-item') return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `writes or deletes a batch of items (${how})` }];
  // A hosted zone holds every record of its domain: a whole store (as a Cloudflare or Cloud DNS zone is).
  if (service === 'route53' && op === 'delete-hosted-zone') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole DNS zone with every record of its domain (${how})`)];
  // A stack is a whole environment's resources, as terraform, cdk or pulumi destroy; resources retained on request stay.
  if (service === 'cloudformation' && op === 'delete-stack') return [a.includes('--retain-resources') ? ladder('dangerous', 'dangerous', 'destructive', `deletes a CloudFormation stack, keeping the resources it names (${how})`) : ladder('forbidden', 'dangerous', 'destructive', `deletes a whole CloudFormation stack and every resource in it (${how})`)];
  // A change set only computes what would change; executing one (or deploy, create-stack, update-stack) changes what runs.
  if (service === 'cloudformation' && /^(?:create-change-set|describe-change-set|list-change-sets|validate-template|estimate-template-cost|detect-stack-drift|get-template-summary)$/.test(op)) return [f('safe', `previews or validates a CloudFormation change (${how})`)];
  if (service === 'cloudformation' && /^(?:execute-change-set|deploy|create-stack|update-stack)$/.test(op)) return [ladder('dangerous', 'destructive', 'reversible', `deploys a CloudFormation stack (${how})`)];
  if (service === 'rds' || service === 'dynamodb' || service === 'docdb' || service === 'elasticache' || service === 'redshift') {
    const noSnapshot = a.includes('--skip-final-snapshot') || a.includes('--delete-automated-backups');
    const retention = optValue(a, '--backup-retention-period');
    if (retention === '0') return [f('dangerous', `backup retention 0 disables and deletes automated backups (${how})`, true)];
    if (a.includes('--no-deletion-protection')) return [f('dangerous', `removes deletion protection from a database (${how})`, true)];
    if (/^delete-(?:db-|db-cluster-|cluster-)?snapshot$|^delete-backup$/.test(op)) return [cloudDelete('snapshot', op, how, a)];
    if (/^delete-/.test(op) && !/^delete-(?:tags?|subnet-group|parameter-group|option-group|event-subscription)/.test(op)) {
      const x = cloudDelete('database', op, how, a);
      if (noSnapshot) x.reason = `${x.reason.replace(/ \(.*$/, '')} with no final snapshot (${how})`;
      return [x];
    }
  }
  const resource = op.replace(/^(delete|remove|terminate|create|update|describe|list|get)-/, '');
  const fnd = verbLevel(op, resource, how, a);
  return fnd ? [fnd] : [f('reversible', `AWS call (${how})`, true)];
};

const GCLOUD_OPTS = ['--project', '--region', '--zone', '--format', '--filter', '--account', '--configuration', '--location', '--limit', '--sort-by'];

export const gcloud: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, GCLOUD_OPTS).map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 70);
  const a = cmd.args;
  if (pos[0] === 'functions' && pos[1] === 'call') {
    const fn = positionals(cmd.args, [...GCLOUD_OPTS, '--data', '--region', '--gen2'])[2] ?? '';
    return invokedByName(fn, a.filter((x, i) => a[i - 1] === '--data' || x.startsWith('--data=')), cmd, ctx, f('reversible', `calls a function (${how})`, true));
  }
  // (cls-holes19) A workload-identity provider trusting a shared issuer (GitHub Actions, GitLab, Terraform Cloud …)
  // with no attribute condition, or one that is always true, lets every repository or workspace on that issuer
  // exchange its tokens for this project's credentials; a condition that names one repository is a trust added.
  if (pos[0] === 'iam' && pos[1] === 'workload-identity-pools' && pos[2] === 'providers' && /^(?:create|update)-oidc$/.test(pos[3] ?? '')) {
    const cond = optValue(a, '--attribute-condition');
    const issuer = optValue(a, '--issuer-uri') ?? '';
    const trivial = cond !== undefined && /^\s*["']?\s*(?:true|1\s*==\s*1)?\s*["']?\s*$/i.test(cond);
    const shared = /(?:token\.actions\.githubusercontent\.com|gitlab\.com|app\.terraform\.io|oidc\.circleci\.com|bitbucket\.org|api\.bitbucket\.org|vstoken\.dev\.azure\.com)/i.test(issuer);
    if (trivial || (pos[3] === 'create-oidc' && shared && cond === undefined)) return [f('dangerous', `trusts every repository or workspace of a shared token issuer to act in this project (${how})`)];
    return [f('destructive', `adds or changes a trust that lets outside tokens act in this project (${how})`, true)];
  }
  // (lead18) A domain unlocked for transfer, or its transfer code fetched: the company's domain can then move to another
  // registrar account (LABELS: a domain changing hands).
  if (pos[0] === 'domains' && (a.some((x, i) => /^--transfer-lock-state(?:=unlocked)?$/i.test(x) && (x.includes('=') || /^unlocked$/i.test(a[i + 1] ?? ''))) || /^(?:get-authorization-code|export|reset-authorization-code)$/.test(pos[2] ?? ''))) return [f('dangerous', `unlocks the domain for transfer or reveals its transfer code (${how})`)];
  // (lead18) A subscription sought to now or to a later time acknowledges every message before it: the backlog is skipped,
  // as a Kafka offset reset to latest is; to a snapshot, the messages after it are delivered again.
  // (lead18) DNS records created, changed or deleted in a zone: where a live name points (production configuration); a
  // record whose own name says dev or preview is that environment's.
  if (pos[0] === 'dns' && pos[1] === 'record-sets' && /^(?:create|update|delete|import)$/.test(pos[2] ?? '')) {
    const name = pos[3] ?? '';
    return [detectEnv(name).env === 'dev' ? f('destructive', `changes a development DNS record (${how})`) : ladder('dangerous', 'dangerous', 'destructive', `changes live DNS records (${how})`)];
  }
  // (lead18) A scheduler job created with an HTTP target: a new scheduled job (LABELS: destructive) that sends that request
  // on every run — judged as the request too.
  if (pos[0] === 'scheduler' && pos[1] === 'jobs' && (pos[2] === 'create' || pos[2] === 'update') && pos[3] === 'http') {
    const uri = optValue(a, '--uri') ?? '';
    const method = (optValue(a, '--http-method') ?? 'POST').toUpperCase();
    const req = uri ? readHttp({ method, url: uri, body: optValue(a, '--message-body') ?? '', files: [], headers: [] }).filter((x) => x.level !== 'safe' && x.level !== 'reversible') : [];
    return [f('destructive', `adds a scheduled job that runs unattended (${how})`), ...req.map((x) => ({ ...x, reason: `the scheduled job would send: ${x.reason}` }))];
  }
  if (pos[0] === 'pubsub' && pos[1] === 'subscriptions' && pos[2] === 'seek') {
    const when = cmd.text.replace(/^[\s\S]*?--time[=\s]+/, '');
    // A computed time ($(date …), $NOW) is taken as now: a past moment would be written out.
    const toNow = /^["']?\$/.test(when) || /^["']?now\b/i.test(when);
    if (a.some((x) => /^--snapshot/.test(x)) || !toNow) return [ladder('destructive', 'destructive', 'reversible', `redelivers a subscription's messages from a snapshot (${how})`)];
    return [ladder('forbidden', 'dangerous', 'destructive', `skips a subscription's unprocessed messages: they are never handled (${how})`)];
  }
  if (cmd.name === 'gsutil' || pos[0] === 'storage') {
    const p = cmd.name === 'gsutil' ? pos : pos.slice(1);
    const op = p[0] ?? '';
    const recursive = a.some((x) => /^-[a-zA-Z]*[rR]/.test(x)) || a.includes('--recursive');
    const target = p[p.length - 1] ?? '';
    if (op === 'ls' || op === 'cat' || op === 'du' || op === 'stat' || op === 'hash') return [f('safe', `reads Cloud Storage (${how})`)];
    if (op === 'rm') {
      // (cls-code16) gs://b/** names every object at every depth, with or without -r.
      if ((recursive && /^gs:\/\/[^/]+\/?(\*\*?)?$/.test(target)) || /^gs:\/\/[^/]+\/\*\*$/.test(target)) return [ladder('forbidden', 'dangerous', 'destructive', `deletes every object in the bucket (${how})`)];
      if (recursive) return [ladder('dangerous', 'dangerous', 'destructive', `deletes every object under a prefix (${how})`)];
      return [f('destructive', `deletes Cloud Storage objects (${how})`, true)];
    }
    if (op === 'rb') return [ladder('dangerous', 'destructive', 'destructive', `deletes a bucket (${how})`)];
    if (op === 'rsync' && a.some((x) => /^-[a-zA-Z]*d/.test(x) || x === '--delete-unmatched-destination-objects')) return [f('destructive', `mirrors with deletion of unmatched objects (${how})`, true)];
    if (/^(?:buckets|objects)$/.test(op) && /add-iam-policy-binding|set-iam-policy|update/.test(p.join(' '))) {
      const ex = publicExposure(a);
      if (ex) return [f(namesPeople(a) ? 'forbidden' : 'dangerous', `makes a bucket public (${ex}) (${how})`, true)];
      return [f('destructive', `changes bucket access (${how})`, true)];
    }
    // (cls-api15) Bucket protections by their gsutil sub-command: versioning and retention protect recovery, public access
    // prevention and uniform access control keep the bucket private; `get` reads, on/enforced hardens, off/clear weakens.
    if (/^(?:versioning|retention|pap|ubla|bucketpolicyonly)$/.test(op)) {
      const sub = p[1] ?? '';
      const val = (p[2] ?? '').toLowerCase();
      if (sub === 'get' || sub === 'help') return [f('safe', `reads a bucket setting (${how})`)];
      const off = sub === 'clear' || /^(?:off|unspecified|inherited|false|disable|suspended)$/.test(val) || op === 'retention' && sub === 'set' && /^[1-7]d$/.test(val);
      if (off) return [judge({ verb: 'disable', obj: op === 'versioning' || op === 'retention' ? 'backup' : 'security', scope: 'one', mods: 0, what: how }) as Finding];
      if (/^(?:on|enforced|true|enable|set|lock)$/.test(val || sub)) return [f('reversible', `turns a bucket protection on (${how})`)];
    }
    if (op === 'iam' || op === 'acl') {
      const ex = publicExposure(a);
      if (ex) return [f(namesPeople(a) ? 'forbidden' : 'dangerous', `exposes a bucket publicly (${ex}) (${how})`, true)];
    }
    return [f('reversible', `writes Cloud Storage (${how})`, true)];
  }
  // gcloud [alpha|beta] group [subgroup…] verb [name]
  const words = pos.filter((x) => x !== 'alpha' && x !== 'beta');
  const verbIdx = words.findIndex((w, i) => i > 0 && /^(list|describe|get-[\w-]+|create|delete|update|deploy|set-[\w-]+|add-[\w-]+|remove-[\w-]+|start|stop|reset|resize|access|read|ssh|scp|import|export|patch|undelete|restore|enable|disable|cancel|rollback|promote|failover|clone|submit|run|execute|tail|logs|show|browse|login|print-access-token|print-identity-token|versions)$/.test(w));
  // gcloud secrets versions list: "versions" is a group there when a verb follows it.
  const vIdx = verbIdx >= 0 && words[verbIdx] === 'versions' && /^(list|describe|access|destroy|disable|enable|add)$/.test(words[verbIdx + 1] ?? '') ? verbIdx + 1 : verbIdx;
  const verb = vIdx >= 0 ? (words[vIdx] as string) : (words[1] ?? '');
  const groupWords = vIdx >= 0 ? words.slice(0, vIdx) : words.slice(0, 1);
  const resource = (groupWords[groupWords.length - 1] ?? '').replace(/s$/, '');
  if (groupWords.includes('secrets') && (verb === 'access' || words.includes('access'))) return [readSecret(`retrieves a secret value into the agent's context (${how})`)];
  // Captured by a substitution ("Authorization: Bearer $(gcloud auth print-access-token)"), the token authenticates a request; it is not shown.
  if ((verb === 'print-access-token' || verb === 'print-identity-token') && cmd.via.includes('substitution')) return [f('safe', `fetches an access token to authenticate a request (${how})`)];
  if (verb === 'print-access-token' || verb === 'print-identity-token') return [f('destructive', `prints a live access token (${how})`)];
  if (groupWords[0] === 'projects' && verb === 'delete') return [f('forbidden', `deletes the whole GCP project and every resource in it (${how})`)];
  if (groupWords.includes('logging') && /^(delete|update)/.test(verb) || (groupWords.includes('sinks') && verb === 'delete')) {
    // Audit logs (the _Required / _Default sinks, audit-named ones) are the trail of who did what; other sinks export logs.
    const audit = /audit|_required|_default|security|siem|cloudtrail/i.test(a.join(' '));
    return [judge({ verb: 'weaken', obj: audit ? 'audit' : 'log', scope: 'one', mods: 0, what: `${verb === 'delete' ? 'deletes' : 'changes'} ${audit ? 'audit logging' : 'a log sink or log store'} (${how})` }) as Finding];
  }
  // An organisation policy is a guardrail over every project under it: reset to the default, deleted, its enforcement
  // turned off or its allowed values widened, it no longer holds.
  const orgPol = words.indexOf('org-policies');
  if (orgPol >= 0 && /^(?:reset|delete|disable-enforce|allow)$/.test(words[orgPol + 1] ?? '')) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `lifts an organisation policy guardrail (${how})` }) as Finding];
  // (cls-api14) A service account's key created (its private key written to a file), as aws iam create-access-key: a new
  // long-lived credential, dangerous for a production account.
  const saKeys = words.indexOf('service-accounts');
  if (saKeys >= 0 && words[saKeys + 1] === 'keys' && words[saKeys + 2] === 'create') return [f('destructive', `creates a new long-lived credential and writes its private key to a file (${how})`, true)];
  const bare = unprotected(a, how);
  if (bare) return [bare];
  if (a.some((x) => /^--no-backup$|^--backup-retention(?:-count|-days)?[= ]0$|^--retained-backups-count[= ]0$/.test(x))) return [judge({ verb: 'disable', obj: 'backup', scope: 'one', mods: 0, what: `turns off automated backups (${how})` }) as Finding];
  if (/^(add-iam-policy-binding|set-iam-policy)$/.test(verb)) {
    const ex = publicExposure(a);
    if (ex) return [exposed(ex, how)];
    if (/roles\/(owner|editor)|roles\/iam\.|admin/i.test(a.join(' '))) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `grants broad IAM roles (${how})` }) as Finding];
    return [f('destructive', `changes IAM policy (${how})`, true)];
  }
  const world = /^(create|update|add-[\w-]+|set-[\w-]+|patch)$/.test(verb) ? worldRule(cmd, words, how) : undefined;
  if (world) return [world];
  if (verb === 'deploy' || verb === 'submit' && groupWords.includes('builds')) return [f('destructive', `deploys a new version (${how})`, true)];
  if (verb === 'ssh' || verb === 'scp') return [f('reversible', `opens a remote session (${how})`)];
  if (verb === 'remove-iam-policy-binding') return [f('destructive', `removes IAM access (${how})`, true)];
  // gcloud sql instances delete: the instance is the database.
  const res = groupWords[0] === 'sql' && resource === 'instance' ? 'database' : groupWords[0] === 'bigtable' && resource === 'instance' ? 'database' : resource;
  const fnd = verbLevel(verb, res, how, a);
  return fnd ? [fnd] : [f('reversible', `gcloud call (${how})`, true)];
};

const AZ_OPTS = ['-g', '--resource-group', '-n', '--name', '--subscription', '-o', '--output', '--query', '-l', '--location', '--container-name', '--account-name', '-f', '--file', '--vault-name', '--id', '--ids', '-s', '--source', '-d', '--destination', '--pattern'];

export const az: Handler = (cmd) => {
  const pos = positionals(cmd.args, AZ_OPTS).map((x) => x.toLowerCase());
  const a = cmd.args;
  const how = snippet(cmd.text, 70);
  const verbIdx = pos.findIndex((w, i) => i > 0 && /^(list|show|create|delete|update|set|upload|upload-batch|download|download-batch|start|stop|restart|deallocate|purge|add|remove|assign|login|deploy|sync|swap|scale|import|export|reset|regenerate|renew|get-credentials|invoke|run-command|exists|query|copy|move|lock|unlock|purge-deleted|what-if|validate|delete-batch)$/.test(w));
  const verb = verbIdx >= 0 ? (pos[verbIdx] as string) : (pos[1] ?? '');
  const group = verbIdx >= 0 ? pos.slice(0, verbIdx) : pos.slice(0, 1);
  const resource = group[group.length - 1] ?? '';
  // A template deployment (az deployment group|sub|mg|tenant create, az stack … create) changes what runs: a deploy; in
  // Complete mode it also deletes whatever the template leaves out. what-if and validate only preview.
  if ((pos[0] === 'deployment' || pos[0] === 'stack') && (verb === 'create' || verb === 'deploy')) {
    const complete = (optValue(a, '--mode') ?? '').toLowerCase() === 'complete' || (optValue(a, '--action-on-unmanage', '--aou') ?? '').toLowerCase().startsWith('delete');
    return [ladder('dangerous', 'destructive', 'reversible', `deploys a template${complete ? ' in Complete mode: resources missing from it are deleted' : ''} (${how})`)];
  }
  // az rest --method delete --url https://management.azure.com/…: a raw ARM request, read as the HTTP request it is.
  if (pos[0] === 'rest') {
    const url = optValue(a, '--url', '--uri', '-u');
    if (url) return readHttp({ method: optValue(a, '--method', '-m') ?? (optValue(a, '--body', '-b') ? 'POST' : 'GET'), url: url.replace(/^(?!https?:)\//, 'https://management.azure.com/'), body: optValue(a, '--body', '-b') ?? '', files: [], headers: [] });
  }
  // (lead15) A purge ends a deleted vault's (or secret's) recovery window: gone for good, keys and all.
  if (group[0] === 'keyvault' && verb === 'purge') {
    if (group.some((g) => /^(?:secret|key|certificate)$/.test(g))) return [ladder('dangerous', 'dangerous', 'destructive', `permanently destroys a deleted secret or key; no recovery (${how})`)];
    return [ladder('forbidden', 'dangerous', 'destructive', `permanently destroys a deleted key vault with every secret and key in it; no recovery (${how})`)];
  }
  // (lead19) An app's or service principal's credential reset prints the new secret (and without --append revokes the old).
  if (group[0] === 'ad' && group.includes('credential') && verb === 'reset') return [ladder('dangerous', 'dangerous', 'destructive', `creates a new client secret and prints it (${how})`)];
  // (cls-benign19) `--query attributes` (or id, name, tags, contentType): the secret's metadata, not its value.
  if (group[0] === 'keyvault' && group.includes('secret') && verb === 'show' && /^["']?(?:attributes(?:\.\w+)?|id|name|tags|contentType|\{[\w\s:.,]*\})["']?$/.test(optValue(a, '--query') ?? '') && !/\bvalue\b/.test(optValue(a, '--query') ?? '')) return [f('safe', `reads a secret's metadata, not its value (${how})`)];
  if (group[0] === 'keyvault' && group.includes('secret') && verb === 'show') return [readSecret(`retrieves a secret value into the agent's context (${how})`)];
  if (group[0] === 'account' && verb === 'get-access-token' && cmd.via.includes('substitution')) return [f('safe', `fetches an access token to authenticate a request (${how})`)];
  if (group[0] === 'account' && verb === 'get-access-token') return [f('destructive', `prints a live access token (${how})`)];
  // A role assignment, or a service principal created with a role (az ad sp create-for-rbac --role Owner): a grant.
  if ((group.includes('role') && group.includes('assignment') && verb === 'create') || (pos.includes('create-for-rbac') && optValue(a, '--role') !== undefined)) {
    if (/\b(?:owner|contributor|administrator|user access administrator)\b/i.test(a.join(' '))) return [judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: `grants broad Azure roles (${how})` }) as Finding];
    return [{ ...f('destructive', `grants an Azure role (${how})`, true), dev: 'destructive' }];
  }
  const bare = unprotected(a, how);
  if (bare) return [bare];
  const ex = publicExposure(a);
  // (cls-api14) A container's public access level set (az storage container set-permission --public-access container).
  if (ex && (/^(create|update|set|add)$/.test(verb) || pos.includes('set-permission'))) return [exposed(ex, how, a)];
  const world = /^(create|update|set|add)$/.test(verb) ? worldRule(cmd, pos, how) : undefined;
  if (world) return [world];
  const guard = publicGuardRemoved(a);
  if (guard && /^(create|update|set)$/.test(verb)) return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `${guard}: public access is allowed from now on (${how})` }) as Finding];
  if (group.includes('blob') && (verb === 'upload' || verb === 'upload-batch')) {
    if (a.includes('--overwrite') || a.some((x) => /^--overwrite=true$/i.test(x))) return [f('destructive', `overwrites an existing blob (${how})`, true)];
    return [f('reversible', `uploads a blob (${how})`, true)];
  }
  // Azure DevOps repositories: a repository counts as a project (LABELS: whole things).
  if (group[0] === 'repos' && group.length === 1 && verb === 'delete') return [f('forbidden', `deletes a whole repository and its history (${how})`)];
  if (group.includes('blob') && verb === 'delete') return [f('destructive', `deletes a blob (${how})`, true)];
  if (group.includes('blob') && verb === 'delete-batch') {
    // Without --pattern every blob of the source container goes: the container is emptied (a container of backups: every backup).
    const source = optValue(a, '--source', '-s') ?? '';
    if (!optValue(a, '--pattern') && !a.includes('--dryrun') && !a.includes('--dry-run')) return [judge({ verb: 'delete', obj: /backup|snapshot/i.test(source) ? 'backup' : 'bucket', scope: 'all', mods: 0, what: `empties the blob container ${source} (${how})` }) as Finding];
    if (a.includes('--dryrun') || a.includes('--dry-run')) return [f('safe', `lists the blobs a batch delete would remove (${how})`)];
    return [ladder('dangerous', 'dangerous', 'destructive', `deletes many blobs (${how})`)];
  }
  if (verb === 'deploy' || verb === 'swap') return [f('destructive', `deploys to a live service (${how})`, true)];
  if (verb === 'get-credentials') return [f('reversible', `stores cluster credentials locally (${how})`)];
  // az storage account delete: the account is the whole storage; az sql db / cosmosdb delete: a database.
  // az container (Container Instances) is a running container group, a service; az storage container is a bucket.
  const res = group.length === 1 && group[0] === 'container' ? 'service' : group.includes('storage') && resource === 'account' ? 'storage-account' : /^(?:db|sql|cosmosdb|postgres|mysql|flexible-server|server)$/.test(resource) ? 'database' : resource;
  // (cls-en17) Entra ID accounts: `az ad user update --account-enabled false` locks the person out; `az ad user delete` removes them.
  if (group[0] === 'ad' && group.includes('user') && (verb === 'update' || verb === 'delete')) {
    const off = verb === 'delete' || /^false$/i.test(optValue(a, '--account-enabled') ?? '');
    if (off) return [judge({ verb: verb === 'delete' ? 'delete' : 'suspend', obj: 'account', scope: 'one', mods: 0, what: how }) as Finding];
  }
  // (cls-en17) Deallocating a VM (or a VM scale set) stops it and releases its compute, as `stop` does.
  const fnd = verbLevel(verb === 'deallocate' ? 'stop' : verb, res, how, a);
  return fnd ? [fnd] : [unplacedRun('reversible', `Azure CLI call (${how})`, true)];
};

/** Flags that print values, not just names. */
const REVEAL_FLAG = /--(?:reveal|show-secrets?|decrypt|with-values|plaintext|values)\b/;

/** vercel, netlify, fly, heroku, firebase, wrangler, doctl, railway, render. */
export const hosting: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--scope', '-t', '--token', '-a', '--app', '--project', '--env', '-c', '--config']).map((x) => x.toLowerCase());
  const a = cmd.args.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  const sub = pos[0] ?? '';
  const prod = a.includes('--prod') || a.includes('--production') || pos.includes('production') || pos.includes('prod');
  // Secret values printed: config vars, database credentials.
  if (/^(config:get|pg:credentials(?::url)?|env:get|secrets:get|secret:get)$/.test(sub) || (sub === 'config' && pos.length === 1 && cmd.name === 'heroku')) {
    const name = pos[1] ?? '';
    if (!name || sub.startsWith('pg:') || /(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|CREDENTIALS?|AUTH|DATABASE_URL|_URL|DSN|URI)/i.test(name)) return [readSecret(`prints a hosted app's secret configuration (${how})`)];
    return [f('safe', `reads a configuration value (${how})`)];
  }
  // (cls-api15) Every user account of a project exported to a file (firebase auth:export, with password hashes): people's
  // data and credential material copied out of the service onto this machine; a project's indexes only listed.
  // (cls-holes15: a project nothing names reads as a secret read elsewhere does — confirm — as cls-code15 decided.)
  if (/^auth:export$/.test(sub)) return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `exports every user account with its password hashes (${how})` }];
  if (/^(?:firestore:indexes|database:instances:list|hosting:sites:list|apps:list|projects:list|functions:list|functions:log|remoteconfig:get|auth:list)$/.test(sub)) return [f('safe', `reads hosting information (${how})`)];
  // A whole hosted database emptied: forbidden in production or where nothing names the app's environment, a
  // dev or review app's one is one resource there (LABELS "Environment").
  if (/^(pg:reset|db:reset|database:reset)$/.test(sub)) return [ladder('forbidden', 'dangerous', 'destructive', `resets a hosted database (${how})`)];
  // pg:kill ends one query or connection, like a restart: nothing is deleted (LABELS "Restarts"); every connection at once is more.
  if (sub === 'pg:kill') return [ladder('destructive', 'destructive', 'reversible', `ends one running database query or connection (${how})`)];
  if (sub === 'pg:killall') return [ladder('dangerous', 'destructive', 'reversible', `ends every connection to a hosted database (${how})`)];
  // Maintenance mode on: the app answers every user with a maintenance page, as if stopped.
  if (/^maintenance:on$/.test(sub) || (sub === 'maintenance' && pos[1] === 'on')) return [ladder('dangerous', 'destructive', 'reversible', `takes the app offline for every user (maintenance mode) (${how})`)];
  // The whole hosted app, project or site.
  const words = pos.slice(0, 3).flatMap((x) => x.split(':'));
  const del = words.some((x) => /^(destroy|delete|remove|rm)$/.test(x));
  const whole = words.slice(0, 2).every((x) => /^(apps?|projects?|sites?|destroy|delete|remove|rm)$/.test(x)) || (words.length === 1 || (pos.length === 2 && /^(destroy|delete|remove|rm)$/.test(sub)));
  if (del && whole && pos.slice(1).some((x) => /\.(?:app|dev|io|com|net|sh)\b|^https?:/.test(x))) return [f('destructive', `removes one deployment (${how})`, true)];
  if (del && whole) return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole hosted app or project with its deployments (${how})`)];
  // A deployed function or worker (firebase functions:delete, netlify functions:delete) is a running service, not source code.
  if (del && words.some((x) => /^(?:functions?|workers?|lambdas?|edge-functions?)$/.test(x))) return [judge({ verb: 'delete', obj: 'service', scope: 'one', mods: 0, what: `deletes a deployed function (${how})` }) as Finding];
  // heroku addons, pg:backups:schedules, domains: a bare plural collection with nothing after it lists that collection.
  if (cmd.name === 'heroku' && pos.length === 1 && /^(?:[a-z-]+:)*(?:apps|addons|releases|domains|drains|features|labs|pipelines|spaces|webhooks|certs|buildpacks|backups|schedules|dynos|regions|stacks|sessions|keys|collaborators|members|teams|notifications|ps)$/.test(sub)) return [f('safe', `lists a collection (${how})`)];
  // heroku pg:info, addons:list, releases:info, fly status: the last word of a namespaced subcommand is what it does.
  const last = sub.includes(':') ? (sub.split(':').pop() ?? '') : '';
  if (/^(ls|list|logs|status|info|whoami|inspect|env:ls|env:pull|open|help|login|link|dev|preview|build|ps|releases|history|regions|doctor|version|checks|metrics|members)$/.test(sub) || sub === '' || /^(ls|list|info|status|logs|show|describe|diagnose|outliers|blocking|locks|ps|credentials-list)$/.test(last)) {
    if (sub === 'preview' || sub === 'build' || sub === 'dev' || sub === '') return cmd.name === 'vercel' && sub === '' ? [f(prod ? 'dangerous' : 'reversible', prod ? `deploys to production (${how})` : `creates a preview deployment (${how})`)] : [f('reversible', `local build or preview (${how})`)];
    return [f('safe', `reads hosting information (${how})`)];
  }
  // A preview channel or an expiring deployment reaches no users (firebase hosting:channel:deploy pr-12 --expires 7d).
  if ((/(?:^|:)channel(?::|$)/.test(sub) || a.some((x) => x === '--expires' || x.startsWith('--expires='))) && /deploy/.test(sub) && !prod) return [f('reversible', `deploys to a temporary preview channel (${how})`)];
  // cls-over16: the deployments named as a collection, then listed or shown (render deploys list, railway deployments
  // list): a read, like fly releases list.
  if (/^(?:deploys|deployments)$/.test(sub) && /^(?:ls|list|get|show|view|logs|status|describe|info|inspect)$/.test(pos[1] ?? '')) return [f('safe', `reads hosting information (${how})`)];
  if (/^(deploy|publish|release|up|rollback|promote|redeploy)$/.test(sub) || sub.startsWith('deploy')) {
    if (prod) return [f('dangerous', `deploys to production (${how})`)];
    // Promoting or rolling back makes a deployment the one production serves.
    if (/^(promote|rollback)$/.test(sub)) return [f('dangerous', `changes what production serves (${how})`)];
    // vercel --target staging: a custom environment others use, not a preview URL.
    const target = cmd.name === 'vercel' ? optValue(a, '--target', '--environment') : undefined;
    if (target && !/^preview$/i.test(target)) return [f('destructive', `deploys to the ${snippet(target, 20)} environment (${how})`)];
    if (cmd.name === 'vercel' || cmd.name === 'netlify') return [f('reversible', `creates a preview deployment (${how})`)];
    return [f('destructive', `deploys a new version of a live app (${how})`, true)];
  }
  // Listing a namespace's items (vercel env ls production, netlify env list): names only.
  if (/^(ls|list)$/.test(pos[1] ?? '') && !REVEAL_FLAG.test(a.join(' '))) return [f('safe', `reads hosting information (${how})`)];
  // The environment a config change lands in: a positional (vercel env rm X production) or an option (--environment production, -e prod).
  // (cls-api14) The option wins over a positional: in `netlify env:set NODE_ENV development --context production` the
  // word "development" is the variable's value, the context is production.
  const envOpt = optValue(cmd.args, '--environment', '-e', '--env', '--context');
  const optEnv = envOpt === undefined ? undefined : detectEnv(envOpt).env;
  const named = envOpt !== undefined ? targetEnv(envOpt) ?? (optEnv === 'unknown' ? undefined : optEnv) : targetEnv(pos.slice(1).find((x) => targetEnv(x) !== undefined));
  // Removing a variable breaks what reads it even on a preview; setting one there reaches no user.
  const configChange = (reason: string, removes = false): Finding => {
    const x: Finding = { level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: removes ? 'destructive' : 'reversible', reason: `${reason} (${how})` };
    if (named) x.env = named;
    return x;
  };
  if (/^(env:rm|secrets:unset|config:unset|env:remove|env:unset|env:delete|secrets:delete|secret:delete|vars:unset|variables:delete)$/.test(sub) || (/^(?:env|secrets?|config|vars?|variables?)$/.test(sub) && /^(rm|remove|delete|unset)$/.test(pos[1] ?? ''))) return [configChange('deletes configuration or secrets of a hosted app', true)];
  // (cls-en16) railway variables (no --set), render env (no set): the variables a deployed app reads, secrets among them,
  // printed, like heroku config:get.
  if (cmd.name === 'railway' && /^(?:variables?|vars?)$/.test(sub) && !a.some((x) => x === '--set' || x.startsWith('--set=') || x === 'set')) return [readSecret(`prints a hosted app's variables, secrets included (${how})`)];
  // railway variables --set K=V, render env set …: a config change.
  if (/^(variables?|vars?)$/.test(sub) && a.some((x) => x === '--set' || x.startsWith('--set=') || x === 'set')) return [configChange('changes configuration of a hosted app')];
  if (sub === 'env' && /^(add|set)$/.test(pos[1] ?? '')) {
    // vercel env add NAME [production|preview|development]: the environment is named; a new variable for previews affects no user.
    const target = pos.slice(2).find((x) => /^(production|prod|preview|development|dev|staging)$/.test(x));
    const x: Finding = { level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `sets an environment variable of a hosted app (${how})` };
    if (target) x.env = /^prod/.test(target) ? 'prod' : target === 'staging' ? 'staging' : 'dev';
    return [x];
  }
  if (/^(restart|ps:restart|dyno:restart|apps:restart|machine:restart|machines:restart)$/.test(sub) || (sub === 'apps' && pos[1] === 'restart')) return [judge({ verb: 'restart', obj: 'service', scope: 'one', mods: 0, what: `restarts a hosted app (${how})` }) as Finding];
  if (/^(config:set|env:add|secrets:set|env:set|secret:put|secrets:put)$/.test(sub) && named) return [configChange('changes configuration of a hosted app')];
  // wrangler secret put, fly secrets set, netlify env:set: a secret or variable a live app reads.
  if ((/^(secrets?)$/.test(sub) && /^(put|set|import|bulk)$/.test(pos[1] ?? '')) || /^(env:set|env:import)$/.test(sub)) return [configChange('changes configuration or secrets of a hosted app')];
  // (cls-api14) A whole object-storage bucket deleted through a hosting CLI (wrangler r2 bucket delete): every object in it.
  if (pos.includes('bucket') && /^(?:delete|remove|rm|destroy)$/.test(pos[pos.indexOf('bucket') + 1] ?? '')) return [judge({ verb: 'delete', obj: 'bucket', scope: 'all', mods: 0, what: `deletes a whole storage bucket (${how})` }) as Finding];
  // railway down, … undeploy: the live service stops serving.
  if (/^(down|undeploy)$/.test(sub)) {
    const x: Finding = { level: 'dangerous', unknown: 'dangerous', staging: 'destructive', dev: 'reversible', reason: `takes a hosted service's deployment down (${how})` };
    if (named) x.env = named;
    return [x];
  }
  if (/^(config:set|env:add|secrets:set|scale|ps:scale)$/.test(sub)) return [f('destructive', `changes a live app (${how})`, true)];
  // Anything else by the words of its subcommands (volumes destroy, kv key delete, firestore:delete --all-collections).
  const r = readSubcommands({ ...cmd, args: cmd.args.flatMap((x) => (x.startsWith('-') || x.includes('/') ? [x] : x.split(':'))) });
  if (r.length && !/no risky operation recognised/.test(r[0]?.reason ?? '')) return r;
  return [unplacedRun('reversible', `hosting CLI call (${how})`, true)];
};

export function _cloudNames(): string[] {
  return ['aws', 'gcloud', 'gsutil', 'az', 'vercel', 'netlify', 'fly', 'flyctl', 'heroku', 'firebase', 'wrangler', 'doctl', 'railway', 'render'];
}

/** bq (BigQuery's CLI) outside its queries: rm of a table or a whole dataset. Queries go to the SQL reader. */
export const bq: Handler = (cmd, ctx) => {
  const a = cmd.args;
  const pos = positionals(a, ['--project_id', '--location', '--format', '--max_rows', '-n']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 70);
  if (a.some((x) => /^--dry[_-]run(?:=true)?$/.test(x))) return [f('safe', `dry run: validates and prices the statement without running it (${how})`)];
  if (sub === 'query') {
    const sql = pos.slice(1).join(' ') || cmd.stdin || '';
    return sql ? ctx.sql(sql) : [f('safe', `runs a query (${how})`)];
  }
  if (/^(ls|show|head|help|version|wait|cp|extract|load|mk)$/.test(sub)) return [f(sub === 'ls' || sub === 'show' || sub === 'head' || sub === 'help' || sub === 'version' || sub === 'wait' ? 'safe' : 'reversible', `BigQuery ${sub} (${how})`)];
  if (sub === 'rm') {
    const dataset = a.some((x) => x === '-d' || x === '--dataset' || /^-[a-z]*d[a-z]*$/i.test(x));
    const recursive = a.some((x) => x === '-r' || x === '--recursive' || /^-[a-z]*r[a-z]*$/i.test(x));
    return [judge({ verb: 'delete', obj: dataset ? 'database' : 'table', scope: dataset && recursive ? 'all' : 'one', mods: 0, what: `deletes a BigQuery ${dataset ? 'dataset' : 'table'}${dataset && recursive ? ' and every table in it' : ''} (${how})` }) as Finding];
  }
  return [unplacedRun('reversible', `BigQuery command (${how})`, true)];
};

export const cloudHandlers: Record<string, Handler> = {
  aws,
  bq,
  gcloud,
  gsutil: gcloud,
  az,
  vercel: hosting,
  netlify: hosting,
  fly: hosting,
  flyctl: hosting,
  heroku: hosting,
  firebase: hosting,
  wrangler: hosting,
  doctl: (cmd, ctx) => {
    const pos = positionals(cmd.args).map((x) => x.toLowerCase());
    const world = worldRule(cmd, pos, snippet(cmd.text, 60));
    if (world) return [world];
    const verb = pos.find((w) => /^(list|get|delete|create|update|deploy)$/.test(w)) ?? '';
    const fnd = verbLevel(verb, pos[pos.indexOf(verb) - 1] ?? '', snippet(cmd.text, 60));
    return fnd ? [fnd] : hosting(cmd, ctx);
  },
  railway: hosting,
  render: hosting,
  // More platforms whose app is the whole hosted project (apps destroy / app delete).
  koyeb: hosting,
  scalingo: hosting,
  dokku: hosting,
  clever: hosting,
  northflank: hosting,
  qovery: hosting,
};

export type { Cmd };

export const cloudFamily = commandFamily('cloud', 'aws, gcloud / gsutil, az and hosting CLIs (vercel, netlify, fly, heroku, firebase, wrangler, doctl, railway, render, koyeb, scalingo, dokku, clever, northflank, qovery): operation verbs, public exposure, IAM, audit trails, backups and retention, secrets', cloudHandlers);
