// Web APIs and SDKs read one way: the resource a call or a URL names (the
// collection nearest the operation: stripe.Refund.create, octokit.rest.
// issues.update, DELETE /channels/1/messages/2), the operation done to it,
// and the arguments read as data — amounts, counts, recipients, audience,
// roles, a state change, test mode — never as instructions. Shared by the
// program-code reader (readers/code.ts) and the HTTP reader (readers/http.ts),
// so the same call written as SDK code or as a request means the same Act.
import { quantities } from '../context';
import type { Env } from '../findings';
import { ADMIN_PRINCIPAL, BULK_COUNT, M, type Obj, type Verb } from '../meaning';
import { strings, type Loose } from '../text/loose';
import { forWords } from '../text/normalize';
import { readOp } from './words';
import { PAY_AMOUNT_KEY25, STORED_VALUE_KEY25 } from './api25';
import { ownTable } from '../own';
import { onlyHardens, switchesOf } from '../rules/switches';
import { filterMatchesAll } from '../text/filters';

/**
 * Resource nouns of web APIs, where the API meaning is settled: a ticket is a
 * shared work item (editing it reaches its watchers), a customer or member is
 * an account, a snapshot is a backup, a workspace or guild is a whole
 * organisation, a topic is a queue of unprocessed work.
 */
const RESOURCE = ownTable<Obj>({
  issue: 'record', ticket: 'record', task: 'record', card: 'record', story: 'record', epic: 'record', bug: 'record', incident: 'record',
  comment: 'message', deal: 'record', lead: 'record', order: 'record', row: 'record', item: 'record', entry: 'record',
  customer: 'account', user: 'account', member: 'account', mailbox: 'account', employee: 'account', seat: 'account', identity: 'account',
  snapshot: 'backup', backup: 'backup', recovery: 'backup',
  guild: 'whole', workspace: 'whole', space: 'whole', organization: 'whole', organisation: 'whole', org: 'whole', tenant: 'whole', project: 'whole',
  instance: 'resource', droplet: 'resource', linode: 'resource', dyno: 'service', server: 'resource', vm: 'resource', machine: 'resource', function: 'resource', volume: 'resource', disk: 'resource',
  cluster: 'container', namespace: 'container', environment: 'container',
  topic: 'queue', queue: 'queue', stream: 'queue',
  trail: 'audit', audit: 'audit',
  transaction: 'money', wire: 'money', remittance: 'money', disbursement: 'money', withdrawal: 'money',
  payroll: 'money', payout: 'money', transfer: 'money', payment: 'money', charge: 'money', refund: 'money', invoice: 'money', balance: 'money',
  permission: 'privilege', role: 'privilege', policy: 'privilege', acl: 'privilege', grant: 'privilege', binding: 'privilege',
  webhook: 'hook', hook: 'hook',
  mfa: 'security', '2fa': 'security', factor: 'security', authenticator: 'security', authentication: 'security', twofactor: 'security', otp: 'security', totp: 'security', sso: 'security', saml: 'security', firewall: 'security', waf: 'security', protection: 'security', encryption: 'security',
  retention: 'retention', lifecycle: 'retention',
  audience: 'table', segment: 'table',
  secret: 'secret', credential: 'secret', token: 'secret', password: 'secret',
  message: 'message', email: 'message', mail: 'message', sms: 'message', singlesend: 'message', campaign: 'message', broadcast: 'message', newsletter: 'message', blast: 'message', notification: 'message', post: 'message', tweet: 'message',
  channel: 'channel', conversation: 'channel',
  file: 'file', object: 'file', blob: 'file', attachment: 'file', upload: 'file',
  folder: 'dir', directory: 'dir', drive: 'dir',
  bucket: 'bucket', redis: 'database', memcache: 'database', memcached: 'database', table: 'table', collection: 'table', database: 'database', db: 'database', index: 'index',
  repo: 'repo', repository: 'repo', branch: 'branch', release: 'release', package: 'package',
  zone: 'dns', dns: 'dns', domain: 'dns',
  log: 'log', logging: 'log',
  session: 'regenerable', cache: 'cache',
  // A CI runner registration, a build artifact, a workflow run: one thing of a repository's CI, not the repository.
  runner: 'resource', artifact: 'file', workflow: 'ci',
  monitor: 'config', alert: 'config', alarm: 'config', check: 'config', setting: 'config', config: 'config',
  // (cls-api16) A Cloudflare worker (…/workers/scripts/{name}) is a deployed service.
  worker: 'service',
  resourcegroup: 'container', stack: 'container', site: 'resource', service: 'service', deployment: 'service',
  // A Helm chart's release is a running service; a document block (Notion) is one record.
  chart: 'service', block: 'record',
  price: 'price', coupon: 'price', discount: 'price', promotion: 'price',
  // (cls-api14) A tag or manifest under a repository (…/repositories/acme/api/tags/v2.3.1, …/git/refs/tags/v1.0,
  // …/v2/api/manifests/sha256:…) is one published version others pull, not the repository. Salesforce's sObjects and a
  // CRM's contacts, companies and opportunities are records.
  tag: 'release', manifest: 'release', sobject: 'record', contact: 'record', company: 'record', opportunity: 'record',
  // (cls-holes17) A data pipeline's connector or destination (Fivetran, Airbyte, Segment …/connectors/{id}): a running
  // integration that moves the company's data, not a record.
  connector: 'resource', destination: 'resource',
  // (cls-api18) A feature flag, its per-environment state or a toggle (LaunchDarkly …/flags/x, Flagsmith …/featurestates/4411,
  // Unleash …/features/x): configuration of what runs for users, not the environment or project it sits under.
  flag: 'config', featureflag: 'config', featurestate: 'config', toggle: 'config', featuretoggle: 'config',
});

/** A word that names a kind of resource (protection, webhook, snapshot), never an item's name. */
export function isResourceWord(w: string): boolean {
  // (cls-api16: a hosted app's variables, …/accounts/acme/env/KEY, are a kind of resource in a path, not an item's name.)
  return RESOURCE[singular(w.toLowerCase())] !== undefined || /^(?:env|envs|envvars?|variables)$/i.test(w);
}

/** Monitoring muted for what it matches: a silence, a downtime, a maintenance window, a mute or a snooze created. */
export const MUTE_WORDS = /^(?:silences?|downtimes?|maintenance|maintenances|mutes?|muting|snoozes?)$/;

/** Monitoring that protects recovery: deleting a monitor, alert or alarm removes a safeguard, not just a setting. */
export const MONITOR_WORDS = /^(?:monitors?|alerts?|alarms?|uptimes?|healthchecks?|synthetics?|slos?|alertrules?|alertpolic(?:y|ies))$/;

/** Parts of names that say nothing about the resource: plumbing, versions, shapes. */
const NOISE_WORDS = new Set(['version', 'versions', 'command', 'request', 'input', 'output', 'response', 'async', 'sync', 'api', 'rest', 'v1', 'v2', 'v3', 'v4', 'by', 'id', 'ids', 'json', 'client', 'sdk', 'the', 'a', 'to', 'for', 'of', 'with', 'in', 'from', 'me', 'my', 'self', 'gateway', 'php', 'json']);

function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|is|us)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The resource the words of a name or URL path name: the one nearest the end wins. */
export function apiObj(words: readonly string[]): Obj | undefined {
  // (cls-api17) A phone number or public IP address the account holds (IncomingPhoneNumbers, release_address, floating_ips):
  // a running resource, not an account or a device.
  if (heldAddress(words)) return 'resource';
  // An audit trail is audit whatever else it is called (AuditLog, audit_events, cloudtrail).
  if (words.some((w) => w === 'audit' || w === 'cloudtrail' || w === 'auditlog')) return 'audit';
  // A retention rule or a second factor is what a policy or setting named for it protects.
  if (words.some((w) => w === 'retention')) return 'retention';
  // An alert policy or rule is monitoring configuration, not an access policy.
  if (words.some((w) => MONITOR_WORDS.test(w)) && words.some((w) => /^(?:polic(?:y|ies)|rules?|conditions?)$/.test(w))) return 'config';
  // (cls-api16) A second factor's own configuration (…/guardian/factors/sms, …/users/{id}/factors, authenticators): a control,
  // whatever channel it names (sms, email, push).
  if (words.some((w) => /^(?:factors?|guardian|authenticators?)$/.test(w))) return 'security';
  // A blob container or file share is a bucket (Azure's BlobContainerClient, ShareClient); a database instance or cluster is the database.
  if (words.some((w) => w === 'container' || w === 'containers') && words.some((w) => /^(?:blob|blobs|storage|share|azure)$/.test(w))) return 'bucket';
  // (cls-code15: Cloud SQL's sqladmin client too.)
  if (words.some((w) => /^(?:db|dbinstance|database|rds|sql|sqladmin|aurora|postgres|mysql|cosmosdb|cosmos)$/.test(w)) && words.some((w) => /^(?:instances?|clusters?|servers?)$/.test(w))) return 'database';
  if (words.some((w) => SECURITY_WORDS.test(w)) && words.some((w) => /^(?:polic(?:y|ies)|settings?|rules?|requirements?|enforcement|config)$/.test(w))) return 'security';
  // A protection rule over branches, tags or environments (GitLab's protected_branches, GitHub's rulesets, unprotect_branch) is a control.
  if (words.some((w) => /^(?:protected|protections?|rulesets?|unprotect)$/.test(w))) return 'security';
  // (cls-sdk22) DNS records by their API's own words (Route 53 change_resource_record_sets / ChangeResourceRecordSets, Cloud DNS
  // rrsets, a dns_records collection): live DNS, as the CLI reads change-resource-record-sets, not a database row.
  if (words.some((w) => /^(?:rrsets?|resourcerecordsets?|dnsrecords?)$/i.test(w)) || words.some((w) => /^records?$/i.test(w)) && words.some((w) => /^(?:resource|dns|route53|hostedzones?|zones?)$/i.test(w)) && words.some((w) => /^(?:sets?|dns|route53)$/i.test(w))) return 'dns';
  // A CI run or job (repos/…/actions/runs/…): one record of the repository's CI, not the repository.
  if (words.includes('actions') && words.some((w) => w === 'runs' || w === 'jobs')) return 'record';
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] as string;
    if (NOISE_WORDS.has(w)) continue;
    const s = singular(w);
    if (s === 'key') {
      const before = words[i - 1] ?? '';
      return /^(?:access|api|ssh|deploy|personal|app|application|service|account)$/.test(before) ? 'secret' : 'key';
    }
    // (cls-api14) A tag is a published version only under a repository, registry or image (…/tags/v2.3.1, git/refs/tags);
    // elsewhere (ec2 CreateTags, a ticket's tags) it is a label on something else.
    if (s === 'tag' && !words.some((w) => /^(?:repositor(?:y|ies)|repos?|registr(?:y|ies)|images?|refs|git|containers?|packages?|docker|charts?)$/.test(w))) continue;
    // (cls-sdk22) A serving endpoint (SageMaker, Vertex, Azure ML …/endpoints/{id}, delete_endpoint) is a running resource;
    // only beside a device word is an endpoint a managed machine.
    if (s === 'endpoint' && !words.some((x) => /^(?:devices?|managed|computers?|laptops?|phones?|mdm|intune|jamf|wipe|erase|protection|webhooks?|hooks?|web)$/i.test(x))) return 'resource';
    if (s === 'subscription') return /stripe|paddle|chargebee|recurly|braintree|billing|paypal|chargify|lemon/.test(words.join(' ')) ? 'money' : undefined;
    // (lead17) A payment order (Modern Treasury's payment_orders, a bank's) is an instruction to pay, not a shop order.
    if (s === 'order' && /^payments?$/i.test(words[i - 1] ?? '')) return 'money';
    const o = RESOURCE[s];
    if (o) return o;
  }
  return readOp(words.filter((w) => !NOISE_WORDS.has(w))).obj;
}

/** cls-api17: words naming a phone number or a public IP address an account holds (a name split into words, or a URL path). */
export function heldAddress(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    if (/^(?:incomingphonenumbers?|phonenumbers?|dids?|msisdns?|eips?|elasticips?|floatingips?|reservedips?|staticips?|addresses|address)$/.test(w) && (!/^address/.test(w) || /^(?:ip|ips|elastic|floating|static|reserved|public|eip)$/.test((words[i - 1] ?? '').toLowerCase()) || /^(?:release|allocate|associate|disassociate)$/.test((words[i - 1] ?? '').toLowerCase()) && words.some((x) => /^(?:ec2|eip|ip|ips|vpc|compute|network|networking)$/i.test(x)))) return true;
    if (/^(?:numbers?)$/.test(w) && /^(?:phone|incoming|tollfree|toll|free|did|sms|voice|mobile|local)$/.test((words[i - 1] ?? '').toLowerCase())) return true;
    if (/^(?:ips?)$/.test(w) && /^(?:elastic|floating|reserved|static|public)$/.test((words[i - 1] ?? '').toLowerCase())) return true;
  }
  return false;
}

const SECURITY_WORDS = /^(?:mfa|2fa|twofactor|otp|totp|sso|saml|password|firewall|waf|protection|encryption|lockout)$/;

/** Marketing sends reach a whole list: a campaign, a single send, a newsletter, a broadcast. */
export const MASS_MESSAGE = /^(?:campaigns?|singlesends?|newsletters?|broadcasts?|blasts?|mailings?)$/;

/** The environment a target/stage argument names by itself ("production", "preview"): a value of that key is an environment, so plain words settle it. */
export function targetEnv(target: string | undefined): Env | undefined {
  if (!target) return undefined;
  const t = target.toLowerCase();
  if (/^(?:prod|production|live|prd|main)$/.test(t)) return 'prod';
  if (/^(?:staging|stage|stg|uat|qa|preprod|pre-prod)$/.test(t)) return 'staging';
  if (/^(?:preview|development|dev|test|testing|sandbox|local|review|ephemeral)$/.test(t)) return 'dev';
  return undefined;
}

/** Pagination and dispatch helpers: the call they wrap or iterate is the operation. */
export const PLUMBING = /^(?:auto_?paging_?iter|auto_?paging_?each|auto_?paging_?to_?array|paginate|get_paginator|iter_?pages|each_?page|pages|promise|result|wait|then)$/i;

const DRY_WORDS = /^(?:preview|previews|estimate|estimates|simulate|simulation|dry|dryrun|validate|validation|quote|calculate|compute|check|lint|diff)$/;
const READ_WORDS = /^(?:list|get|describe|retrieve|fetch|read|search|find|query|count|aggregate|lookup|show|head|exists|download|export|scan|select|info|status|history|iter|iterate|stats|inspect|watch|poll)$/;

/** The operation words of a name: dry runs and previews first, then the settled API verbs, then the lexicon. */
export function apiVerb(words: readonly string[]): Verb | 'click' | undefined {
  if (words.some((w) => DRY_WORDS.test(w))) return 'dryrun';
  // Ruby's and Elixir's puts (IO.puts, $stdout.puts) prints; it is no HTTP PUT.
  if (words.includes('puts')) return 'read';
  // A scope word before the operation (bulkTransition, batch_delete, mass_archive) is not the operation.
  const first = singular(words.find((w) => !NOISE_WORDS.has(w) && !/^(?:bulk|batch|mass)$/.test(w)) ?? '');
  if (/^(?:terminate|destroy|purge|remove|del|delete|erase|drop)$/.test(first)) return first === 'purge' ? 'empty' : 'delete';
  if (/^(?:flushall|flushdb|flush_all|flush_db|truncate|wipe)$/.test(first) || first === 'flush' && words.includes('all')) return 'empty';
  // Resolving or closing an issue or incident closes it for everyone watching it.
  if (/^(?:resolve|close|complete|finish)$/.test(first) && words.some((w) => RESOURCE[singular(w)] === 'record')) return 'close';
  // (cls-api17) A number or public address released, ported out or cancelled (release_phone_number, ec2.release_address,
  // numbers:cancel, port_out): given up, the running resource deleted.
  if (/^(?:release|cancel|port|portout|unassign)$/.test(first) && (first !== 'port' || words.includes('out')) && (heldAddress(words) || words.some((w) => /^(?:numbers?|ips?)$/.test(w)))) return 'delete';
  if (/^(?:void|cancel|abort|revoke)$/.test(first)) return first === 'revoke' ? 'revoke' : 'cancel';
  if (first === 'unprotect') return 'disable';
  // Removing a person from a channel, server or team: kick, evict, expel, eject.
  if (/^(?:kick|evict|expel|eject)$/.test(first)) return 'revoke';
  if (/^(?:submit|execute|fund|approve|process|capture|confirm)$/.test(first) && words.some((w) => RESOURCE[singular(w)] === 'money')) return 'pay';
  // (cls-api14) A sale on a payment record (Braintree's transaction.sale, a gateway's sale call) charges the card.
  if (words.includes('sale') && words.some((w) => RESOURCE[singular(w)] === 'money')) return 'pay';
  // Scheduling or triggering a campaign sends it.
  if (/^(?:schedule|trigger|send|deliver|dispatch|blast)$/.test(first) && words.some((w) => RESOURCE[singular(w)] === 'message')) return 'send';
  if (/^(?:shutdown|poweroff|halt)$/.test(first) || first === 'power' && words.includes('off')) return 'stop';
  // (cls-sdk22) A model or app undeployed from its endpoint (Vertex endpoint.undeploy_all(), undeploy_model, SageMaker-style
  // undeploy): what served requests stops serving them.
  if (first === 'undeploy') return 'stop';
  if (/^(?:reboot|powercycle)$/.test(first)) return 'restart';
  if (/^(?:transition|move|assign|set|edit|modify|patch|put|update|upsert|replace|change)$/.test(first)) return first === 'move' ? 'move' : 'update';
  if (READ_WORDS.test(first)) return 'read';
  // (cls-code15) Secret Manager's access_secret_version / accessSecretVersion (and reveal_secret, unseal_secret) fetch a secret's value.
  if (/^(?:access|reveal|unseal|fetch|resolve)$/.test(first) && words.some((w) => /^(?:secrets?|passwords?|credentials?|keys?)$/.test(w))) return 'read';
  // A name led by a computation (randomBytes, hash_password, uuid4, computeChecksum) computes a value; it changes nothing.
  if (/^(?:random|hash|digest|checksum|hmac|uuid\d?|compute|calculate)$/.test(first)) return 'read';
  // Unpacking an archive (shutil.unpack_archive, tar.extractall, unzip) only reads it into new local files; it archives or publishes nothing.
  if (/^(?:unpack|extract|extractall|unzip|untar|decompress|gunzip)$/.test(first)) return 'read';
  // Building a local object (redis createClient, mysql createPool / createConnection, crypto createHash, SQLAlchemy
  // create_engine, fs createReadStream) or paging through a listing (Stripe autoPagingIterable) acts on nothing.
  if (first === 'create' && /^(?:client|connection|pool|transport|logger|reader|writer|interface|hash|hmac|cipher|decipher|sign|verify|engine|agent|parser|stream|read|write|context)$/.test(singular(words[1] ?? ''))) return 'read';
  if (first === 'auto' && words.includes('paging')) return 'read';
  const lex = readOp(words).verb;
  if (lex) return lex;
  // A name led by its service or resource (s3_put_bucket_policy, conversations_kick, iam.set_policy): the settled verb after it.
  for (const w of words.slice(1)) {
    const s = singular(w);
    if (/^(?:kick|evict|expel|eject|ban)$/.test(s)) return 'revoke';
    if (/^(?:terminate|destroy|remove|delete|erase|drop)$/.test(s)) return 'delete';
    if (/^(?:purge|truncate|wipe|flushall|flushdb)$/.test(s)) return 'empty';
    if (/^(?:put|set|patch|update|modify|replace|upsert)$/.test(s)) return 'update';
  }
  return undefined;
}

/** Words that name a protection: turned off or set to false, the control is weakened. */
export const CONTROL_WORDS = /^(?:mfa|2fa|twofactor|two|otp|totp|sso|ssl|tls|https|hsts|audit|auditing|logging|encryption|encrypted|protection|protected|firewall|waf|security|signing|signed|verification|verify|scanning|scan|backup|backups|monitoring|alerting|deletionprotection|pitr|versioning|lockout|captcha|csrf|cors|auth|authentication|ratelimit|ratelimiting|required|enforce|enforced|enforcement|requirement)$/;

/** The object a control named by these words protects. */
export function controlObj(words: readonly string[]): Obj {
  if (words.some((w) => /^(?:audit|auditing)$/.test(w))) return 'audit';
  if (words.some((w) => /^(?:backups?|pitr|versioning)$/.test(w))) return 'backup';
  if (words.some((w) => /^(?:logging)$/.test(w))) return 'log';
  return 'security';
}

/** What the arguments of a call say, read as data. */
export interface ArgData {
  /** A key that names a protection set off (two_factor_requirement_enabled: false, xpack.security.audit.enabled: false) or retention cut to days. */
  control?: { verb: Verb; obj: Obj };
  usd: number;
  count: number;
  mods: number;
  /** A state the call sets: closed, cancelled, voided, archived, disabled. */
  state?: Verb;
  /** The call carries no filter: every item (an empty filter object, `where: {}`). */
  everything?: boolean;
  /** A flag that makes the call only check or preview (dry_run=True, DryRun, validateOnly, whatIf). */
  dry?: boolean;
  /** The environment a target/stage/environment argument names ("production", "preview"). */
  target?: string;
  /** The call is addressed to a segment, topic or list, not to named people: a send reaches all of it. */
  audience?: boolean;
  /** (cls-api18) A filter or search expression that is not one item's key (search: 'profile.department eq "Sales"'): a set. */
  filtered?: boolean;
}

// (cls-sdk20: also exports of mail addresses, leads, applicants, staff, support tickets and chat transcripts)
const PII_WORDS = /(?:customers?|users?|employees?|patients?|members?|subscribers?|payroll|salar\w*|personal|contacts?|clients?|emails|leads|signups|applicants|candidates|students|staff|hr[_-]\w*|tickets|transcripts|conversations)[\w-]*\.(?:csv|xlsx?|json|jsonl|parquet|sql|dump|tsv)\b|\bssn\b|social security|date_?of_?birth|\bdob\b|\bpayroll\b|\bpassport/i;
const CENT_SERVICES = /stripe|square|adyen|braintree|checkout|paddle|chargebee|recurly|mollie/;
/** A chat mention that notifies everyone in the channel or workspace (@channel, @here, @everyone, Slack's <!channel>). */
export const MASS_MENTION = /(?:^|[\s(])@(?:channel|here|everyone|all)\b|<!(?:channel|here|everyone)>/i;
export const MASS_ADDRESS = /(?:^|[\s,<"'])(?:all|everyone|everybody|all[-_.]?(?:staff|employees|hands|company|users|customers|members|team|teams|people|org)|staff|employees|company|customers|subscribers|users|announce(?:ments?)?|newsletter)@[\w-]+(?:\.[\w-]+)+/i;
const PERSONAL = /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|mail|yandex)\./i;
const TEST_KEY = /\b(?:sk|pk|rk)_test_|test[-_ ]?mode|sandbox|[A-Z0-9_]*_TEST_[A-Z0-9_]*|TEST_[A-Z0-9_]*KEY|livemode["']?\s*[:=]\s*(?:false|False)/;

/** Reads the arguments of an API call (object, keyword arguments, JSON body) and any free text with them. */
export function argData(value: Loose, service: string, freeText = ''): ArgData {
  const d: ArgData = { usd: 0, count: 0, mods: 0 };
  const all = strings(value);
  let text = '';
  let discoverable = false;
  let oneItem = false;
  let adminRole = false;
  let publicPrincipal = false;
  let denies = false;
  let bankDetails = false;
  let savedPayee = false;
  let closes = false;
  let payoutBatch = false;
  // (cls-code14) A form-encoded body written as one string (data='charge=ch_1&amount=900000', body: "amount=5000000&currency=usd")
  // carries its fields: each pair is read as the key and value it is.
  for (const { value } of [...all]) {
    if (value.length < 2000 && /^[\w.[\]%-]+=[^&\s=]*(?:&[\w.[\]%-]+=[^&\s=]*)+$/.test(value)) {
      for (const pair of value.split('&')) {
        const eq = pair.indexOf('=');
        let k = pair.slice(0, eq);
        let val = pair.slice(eq + 1);
        try { k = decodeURIComponent(k); val = decodeURIComponent(val.replace(/\+/g, ' ')); } catch { /* kept as written */ }
        all.push({ key: k.replace(/\[\]$/, ''), value: val });
      }
    }
  }
  // (cls-api14) Stripe's object ids among the values (ch_…, pi_…, cus_…, acct_…) say the API is Stripe's: amounts in cents.
  const stripeIds = all.some((x) => /^(?:ch|pi|py|cus|acct|re|in|sub|po|tr|src|card|pm|seti|price|prod)_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{1,40}$/.test(x.value.trim()));
  for (const { key, value } of all) {
    let v = value;
    const k = key.toLowerCase().replace(/[_-]/g, '').replace(/\[\]$/, '');
    // Digit separators in code (1_500_000) are one number.
    if (/^\d{1,3}(?:_\d{3})+(?:\.\d+)?$/.test(v)) v = v.replace(/_/g, '');
    // (cls-sdk22) An enum member given as a value (C# State = ConditionalAccessPolicyState.Disabled, Kotlin Status.PAUSED, Java
    // ChangeAction.DELETE) is that member's own word.
    const member = /^(?:[A-Z]\w*\.){1,3}([A-Za-z]\w*)$/.exec(v.trim());
    if (member) v = member[1] as string;
    // A string amount with thousands commas ("48,500.00") is the same number.
    if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(v)) v = v.replace(/,/g, '');
    // (cls-code14) An amount wrapped in a decimal type (Decimal("12500.00"), new BigDecimal("9000"), BigDecimal(9000)) is that number.
    const dec = /^(?:new\s+)?(?:decimal\.|java\.math\.)?(?:Big)?Decimal(?:\.valueOf)?\(\s*["']?(-?[\d_.,]+)["']?\s*\)$/.exec(v.trim());
    if (dec) v = (dec[1] as string).replace(/[_,]/g, '');
    // (cls-code15) Go's pointer helpers and conversions (stripe.Int64(4800000), aws.Float64(12.5), to.Ptr(9000), int64(500)) and
    // a number's type suffix (4800000L, 48000.00m, 9000d) are the number itself.
    const wrapped = /^(?:[a-z]\w{0,15}\.)?(?:Int64|Int32|Int|Uint64|Float64|Float32|Ptr|ToPtr|To|int64|int32|float64|uint64|Long|Double)\(\s*(-?[\d_.]+)\s*\)$|^(-?\d[\d_]*(?:\.\d+)?)[LlMmDdFf]$/.exec(v.trim());
    if (wrapped) v = ((wrapped[1] ?? wrapped[2]) as string).replace(/_/g, '');
    // PowerShell's $false / $true / $null are the plain values.
    if (/^\$(?:true|false|null)$/i.test(v)) v = v.slice(1);
    text += ` ${key} ${v.length > 200 ? v.slice(0, 200) : v}`;
    // (cls-api25: and what a person is paid — wage, salary, gross pay, bonus.)
    if ((/^(?:amount|total|sourceamount|targetamount|value|sum|unitamount|amountcents|grossamount|netamount|totalamt|totalamount|amt)$/.test(k) || PAY_AMOUNT_KEY25.test(k) || STORED_VALUE_KEY25.test(k)) && /^-?\d+(?:\.\d+)?$/.test(v)) {
      // A negative amount (a credit, a balance adjustment) moves money all the same: its size counts.
      let n = Math.abs(Number(v));
      if ((CENT_SERVICES.test(service) || /cents/.test(k) || stripeIds) && !v.includes('.')) n /= 100;
      d.usd = Math.max(d.usd, n);
    }
    if (/^(?:text|message|body|content|msg|blocks)$/.test(k) && MASS_MENTION.test(v)) d.mods |= M.MASS;
    // A distribution list that names everyone (all-staff@, everyone@, customers@, all-hands@) reaches many people.
    if (MASS_ADDRESS.test(v) && /^(?:to|cc|bcc|recipient|recipients|emails|email|toemails|toaddress|toaddresses|sendto|deliverto|address|list|listaddress|audience)$/.test(k)) d.mods |= M.MASS;
    // A network rule's source opened to every address ({"sourceAddressPrefix": "*"}, cidr_blocks 0.0.0.0/0, sourceRanges ::/0) weakens the firewall.
    if (!d.control && /(?:source(?:address)?(?:prefix(?:es)?|ranges?|cidrs?|ips?)?|cidr(?:s|blocks?|ip|ipv6)?|ipranges?|iprules?|allowedips?|allowlist|whitelist|remoteip(?:prefix)?|sourceaddresses|addresses)$/.test(k) && /^(?:\*|0\.0\.0\.0(?:\/0)?|::\/0|internet|any)$/i.test(v.trim())) d.control = { verb: 'weaken', obj: 'security' };
    // (cls-holes18) A mesh VPN's access rule from everyone to every port (Tailscale/Headscale ACL {"src": ["*"], "dst": ["*:*"]}):
    // every device reaches every other on every port; the network's access control is gone.
    if (!d.control && k === 'dst' && /^\*:\*$/.test(v.trim()) && all.some((x) => x.key.toLowerCase() === 'src' && x.value.trim() === '*')) d.control = { verb: 'weaken', obj: 'security' };
    // An audience named as everyone ({"audience": "all_users"}, recipients=everyone, segment: "all"): every person of it.
    if (/^(?:to|audience|audiences|recipients?|target|targets|targetaudience|sendto|segment|segments|group|groups|channel|channels|users|who|appliesto|applyto|eligiblecustomers|customers|customerselection|customereligibility|eligibility)$/.test(k) && /^(?:all|everyone|everybody|\*|all[\s_-]?(?:users|customers|members|subscribers|staff|employees|contacts|accounts|devices|people|tenants|clients))$/i.test(v.trim())) d.mods |= M.MASS;
    // (lead17) An upload's destination path named as one's own folder (files_upload(data, "/personal/…")): a personal account.
    if (/^(?:path|dest|destination|destpath|targetpath|folder|remote|topath|uploadpath|\$?\d+)$/.test(k) && /^\/?(?:personal|private[_ -]?stuff|my[_ -]?(?:drive|dropbox|files|documents))\//i.test(v.trim())) d.mods |= M.EXTERNAL;
    if (PERSONAL.test(v) && /^(?:to|email|emailaddress|recipient|recipients|receiver|member|invitee|user|cc|bcc|address|emails|deliverto|sendto|destination|forwardto|forwardingemail|forwardingaddress|sharewith|recipientemail|targetemail|notify|payee|owner|newowner|newowneremail|transferto|toowner|targetowner)$/.test(k)) d.mods |= M.EXTERNAL;
    // Anyone with the link (Drive's "anyone", Box's "open") vs listed for everyone (public, allUsers, discoverable).
    // (cls-holes19) An SDK's enum member (RequestedVisibility.public, Visibility.PUBLIC, LinkAudience.ANYONE) is its member's value.
    const ev = /^[A-Z]\w*(?:\.[A-Z]\w*)*\.\w+$/.test(v) ? v.slice(v.lastIndexOf('.') + 1) : v;
    if (/^(?:visibility|access|acl|privacy|sharing|type|audience|permission|scope)$/.test(k) && /^(?:anyone|open|anyonewithlink|anyone_with_link)$/i.test(ev)) d.mods |= M.LINK;
    // Keys that end on a visibility word carry it too (requested_visibility, default_access, link_privacy).
    if (/^(?:visibility|access|acl|privacy|sharing|type|audience|permission|scope)$|\w(?:visibility|access|privacy|sharing)$/.test(k) && /^(?:public|everyone|allusers|public-read|publicread|public_read)$/i.test(ev)) d.mods |= M.PUBLIC;
    // (lead18) Published to the web ({"public_access": "share_to_web"}, {"sharing": "web"}): readable by anyone on the internet.
    if (/^(?:visibility|access|acl|privacy|sharing|type|audience|permission|scope)$|\w(?:visibility|access|privacy|sharing)$/.test(k) && /^(?:share_?to_?web|sharetoweb|web|internet|published_?to_?web|publish_?to_?web)$/i.test(v)) d.mods |= M.PUBLIC;
    // A resource policy that allows anyone ("Principal": "*", allUsers): open to the world.
    if (/"Principal"\s*:\s*(?:"\*"|\{\s*"AWS"\s*:\s*"\*"\s*\})|"members"\s*:\s*\[[^\]]*"allUsers"/.test(v) && !/"Effect"\s*:\s*"Deny"/.test(v)) d.mods |= M.PUBLIC;
    // The items named are "all" or "*": every item (ids: "all", targets: "*").
    // (cls-holes19) …and so is a segment or audience that is "all" (contacts.bulk_delete({"segment": "all"})).
    if (/^(?:ids?|keys?|targets?|items?|records?|users?|userids?|selection|select|segments?|audiences?)$/.test(k) && /^(?:all|\*|everything)$/i.test(v)) d.everything = true;
    // (cls-sdk21) …and a query or filter that is only a wildcard ({"query": "*"}, q: "*"), as the tool reader holds.
    if (/^(?:query|q|filter|where|search|selector|match)$/.test(k) && /^\s*\*\s*$/.test(v)) d.everything = true;
    // (cls-api18) A filter string that every row meets (filter: "id > 0", soql: "… WHERE CreatedDate > 1900-01-01T00:00:00Z",
    // where: "created_at < '2999-01-01'") or a bound no row can fail ({"created_at": {"_lt": "2999-01-01"}}, {"id": {"_gt": 0}}):
    // everything, as a WHERE clause that matches all rows is.
    if (FILTER_KEY.test(k) && filterMatchesAll(v) || boundMatchesAll(k, v)) d.everything = true;
    else if (/^(?:filter|filters|where|search|searchquery|jql|soql|criteria|conditions?|selector|match|segmentfilter)$/.test(k) && v.trim().length > 2 && !/^\s*\{\s*\}\s*$/.test(v) && !/^\s*(?:[\w"`]+\.)?["`]?(?:_?id|uuid|pk|key|[a-z]+_id)["`]?\s*(?:=|==|eq)\s*['"]?[\w-]+['"]?\s*$/i.test(v)) d.filtered = true;
    // A flag that widens the call to everything (purge_everything: true, delete_all, all: true).
    if (/^(?:purgeeverything|purgeall|deleteall|removeall|everything|all|invalidateall)$/.test(k) && /^(?:true|1|yes)$/i.test(v)) d.everything = true;
    // An environment tag among the arguments (tags: ["env:production"]) names where the resource lives.
    if (!d.target && /^(?:env|environment|stage):[a-z]+$/i.test(v)) d.target = v.slice(v.indexOf(':') + 1);
    if (/^(?:allowfilediscovery|discoverable|searchable|indexable)$/.test(k) && /^(?:true|1)$/i.test(v)) discoverable = true;
    if (/^(?:fileid|documentid|itemid|docid|file|path|folderid|sharedfolderid)$/.test(k)) oneItem = true;
    if (/^(?:private|isprivate)$/.test(k) && v === 'false') d.mods |= M.PUBLIC;
    if (/^(?:public|ispublic)$/.test(k) && v === 'true') d.mods |= M.PUBLIC;
    if (k === 'draft' && v === 'true') d.mods |= M.DRAFT;
    // A state or status of draft: saved, not sent or published ({"status": "draft"}, state=draft).
    if (/^(?:state|status|publishstatus|stage)$/.test(k) && /^drafts?$/i.test(v)) d.mods |= M.DRAFT;
    // A principal or member that is everyone (GCP allUsers / allAuthenticatedUsers, AWS "Principal": "*", Azure Everyone) in a policy that allows.
    if (/^(?:members?|principals?|principal|aws|grantee|grantees|identity|identities|subjects?|assignee|who)$/.test(k) && /^(?:allusers|allauthenticatedusers|\*|everyone|anonymous|authenticatedusers|public)$/i.test(v.trim())) publicPrincipal = true;
    if (k === 'effect' && /^deny$/i.test(v)) denies = true;
    // A credential's scope that is everything or an administrator's (scopes: ["admin:*"], scope=global, scopes[]=sudo).
    if (/^(?:scopes?|tokenscopes?|permissions?|privileges?|grants?)$/.test(k) && ADMIN_SCOPE.test(v.trim())) adminRole = true;
    // Bank details written out for a payment (iban, account and routing numbers, sort code): a recipient not on file.
    if (/^(?:iban|accountnumber|routingnumber|sortcode|bic|swift|swiftcode|bsb|ifsc|clabe|abanumber|aba|bankaccountnumber)$/.test(k) && v.trim() !== '') bankDetails = true;
    if (/^(?:payeeid|recipientid|beneficiaryid|counterpartyid|contactid|vendorid|supplierid|savedpayee|payee|recipient|beneficiary|externalaccountid|bankaccountid)$/.test(k) && /^[\w-]+$/.test(v.trim()) && !/@/.test(v)) savedPayee = true;
    // Paused, muted or silenced set on: switched off for now.
    if (/^(?:paused|ispaused|muted|ismuted|silenced|issilenced)$/.test(k) && /^(?:true|1|yes)$/i.test(v)) d.state = 'disable';
    // (cls-code14) An administrator flag set on (update!(admin: true), update(is_superuser=True), {"isAdmin": true}).
    if (/^(?:is)?(?:admin|administrator|superuser|superadmin|siteadmin|sysadmin|root)$/.test(k) && /^(?:true|1|yes)$/i.test(v.trim())) adminRole = true;
    // (cls-api25: and an access right or site role by any prefix — Power BI's groupUserAccessRight, Tableau's siteRole.)
    if (/^(?:role|roles|rolenames?|approles|roleid|roleids|roledefinitionid|rolename|accesslevel|permission|permissions|policy|policyarn|group|groupname|\w*accessright|siterole|permissionlevel|memberrole|userrole)$/.test(k) && (/admin|owner|superuser|write-all|^\*$/i.test(v) || ADMIN_PRINCIPAL.test(v))) adminRole = true;
    if (/^(?:state|status|stateid|statename|stateevent|lifecycle|action)$/.test(k)) {
      if (/^(?:closed?|done|resolved|completed?)$/i.test(v)) d.state = 'close';
      else if (/cancel|void/i.test(v)) d.state = 'cancel';
      else if (/^(?:archived?)$/i.test(v)) d.state = 'archive';
      else if (/^(?:disabled?|inactive|suspended|off|deactivated?)$/i.test(v)) d.state = 'disable';
      else if (/^(?:live|published)$/i.test(v) && /^(?:state|status)$/.test(k)) d.state = 'publish';
    }
    if (/^(?:enabled|isenabled|enable|active)$/.test(k) && /^(?:false|off|0)$/i.test(v)) d.state = 'disable';
    // (cls-api15) archived: true archives the thing ({"archived": true} on a repository); private: true, visibility: private
    // or internal closes it to the public (a protection turned on).
    if (/^(?:archived|isarchived)$/.test(k) && /^(?:true|1)$/i.test(v)) d.state = 'archive';
    if (/^(?:private|isprivate)$/.test(k) && /^(?:true|1)$/i.test(v) || /^(?:visibility|repositoryvisibility)$/.test(k) && /^(?:private|internal)$/i.test(v)) closes = true;
    // A key that names a protection (require_mfa, two_factor_requirement_enabled, xpack.security.audit.enabled, ssl) set off.
    if (!d.control && /^(?:false|off|disabled?|none|noop|0)$/i.test(v) && k.length > 3 && !/^(?:value|enabled|isenabled|enable|active|state|status|mode)$/.test(k)) {
      const kw = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])/).flatMap((x) => x.split('_')).filter(Boolean);
      if (kw.some((w) => CONTROL_WORDS.test(w) && !/^(?:required|enforce|enforced|enforcement|requirement|two|verify)$/.test(w)) || kw.some((w) => /^(?:required?|requires|enforced|requirement|enforce|enforcement)$/.test(w)) && kw.some((w) => /^(?:mfa|2fa|two|factor|otp|sso|ssl|tls|https|signing|signed|review|reviews|approval|approvals|checks?)$/.test(w))) d.control = { verb: 'disable', obj: controlObj(kw) };
    }
    // (cls-api17) Reviews or approvals a merge needs cut to none (approvals_before_merge: 0, required_reviewers: 0,
    // min_approvals: 0), administrators let past the rules (enforce_admins: false), force pushes or deletions of a protected
    // branch allowed: the branch protection is weakened.
    if (!d.control && (/^0$/.test(v.trim()) && /^(?:approvalsbeforemerge|requiredapprovals?|requiredapprovalcount|minapprovals?|minimumapprovals?|approvalsrequired|requiredreviewers?|requiredreviewercount|reviewersrequired|minreviewers|requiredapprovingreviewcount|approvalcount|approvals)$/.test(k) || /^(?:false|0)$/i.test(v.trim()) && /^(?:enforceadmins|includeadministrators|isadminenforced|enforceonadmins)$/.test(k) || /^(?:true|1)$/i.test(v.trim()) && /^(?:allowforcepush(?:es)?|allowdeletions?|allowforcepushing|allowbypass\w*|bypasspullrequestallowances)$/.test(k))) d.control = { verb: 'disable', obj: 'security' };
    // (cls-code14) A public-access block set off (BlockPublicAcls: False, RestrictPublicBuckets: false) opens the store to public grants.
    if (!d.control && /^(?:false|0)$/i.test(v.trim()) && /^(?:blockpublic\w*|restrictpublic\w*|ignorepublic\w*)$/.test(k)) d.control = { verb: 'disable', obj: 'security' };
    // Retention cut to a few days (retention_days: 1, ttl_days: 3, keep_days: 2) shrinks what can be recovered.
    if (/^(?:retentiondays|retentionperiod|retentionindays|retentionperiodindays|retention|ttldays|keepdays|expirationindays|expirationdays|deleteafterdays|daystoretain|logretentiondays|backupretentionperiod|backupretentiondays)$/.test(k) && /^\d+$/.test(v) && Number(v) <= 7) d.control = { verb: 'weaken', obj: k.includes('backup') ? 'backup' : 'retention' };
    // (cls-api14) An expiration or retention in milliseconds or seconds (defaultTableExpirationMs: 3600000, retention_seconds) of a week or less; a cache TTL is no retention.
    if (!d.control && /(?:expiration|retention)\w*(?:ms|seconds?|secs?)$/.test(k) && /^\d+$/.test(v) && Number(v) > 0 && Number(v) / (/ms$/.test(k) ? 86_400_000 : 86_400) <= 7) d.control = { verb: 'weaken', obj: 'retention' };
    // Action endpoints name the operation in the body: {"type": "power_off"}, {"action": "reboot"}.
    if (/^(?:type|action|operation|op|command)$/.test(k)) {
      if (/^(?:power_?off|shut_?down|stop|halt|hibernate)$/i.test(v)) d.state = 'stop';
      else if (/^(?:reboot|restart|power_?cycle)$/i.test(v)) d.state = 'restart';
    }
    // (cls-holes21) A conversation API's reply part that is the act ({"message_type": "close"}, Intercom's parts endpoint).
    if (/^(?:messagetype|parttype|replytype)$/.test(k) && /^(?:close|closed|resolve|resolved)$/i.test(v.trim())) d.state = 'close';
    if (/^(?:dryrun|validateonly|whatif|noop|simulate|previewonly|checkonly|plan)$/.test(k) && /^(?:true|1|yes)$/i.test(v)) d.dry = true;
    // (cls-api25: a feature-flag API's environmentKey / environment_name.)
    if (/^(?:target|environment|env|stage|deploymenttarget|environmentkey|envkey|environmentname|envname)$/.test(k) && v.length < 40) d.target = v;
    // (cls-api17) A CDN's activation network (Akamai's "network": "PRODUCTION" / "STAGING") is the environment.
    if (!d.target && k === 'network' && /^(?:production|staging|prod)$/i.test(v.trim())) d.target = v.trim();
    if ((k === 'broadcast' || k === 'everyone' || k === 'notifyall') && v === 'true') d.mods |= M.MASS;
    // (cls-api18) A payouts batch (PayPal's sender_batch_header / sender_batch_id): many payments unless one item is written out.
    if (/^(?:senderbatchid|senderbatchheader|batchheader|batchid)$/.test(k) && /payout|paypal/i.test(`${service} ${freeText}`) || k === 'senderbatchid') payoutBatch = true;
    // (cls-api14) A recipient segment or list named for everyone ({"to": {"type": "segment", "id": "all-users"}}).
    if (/^(?:id|name|segment|segmentid|list|listid|audience|audienceid)$/.test(k) && /^all[-_ ]?(?:users|customers|contacts|subscribers|members|leads|people|accounts)$/i.test(v.trim())) d.audience = true;
    // A send addressed to a segment, topic or list rather than to people (OneSignal's included_segments, FCM's topic/condition, a list id).
    if (/^(?:includedsegments|segments?|segmentids?|segmentid|topics?|condition|audienceid|listids?|filters)$/.test(k) && v.trim() !== '') d.audience = true;
  }
  // (cls-api15) An amount counted in a crypto asset (currency: "ETH") is worth that many of it; a large one sent to a wallet
  // address written out goes to a recipient not on file.
  const rate = cryptoRateOf(all);
  // (cls-api18) The whole balance of a crypto asset sent ({"amount": "max", "asset": "ETH"}): as large as a payment gets.
  if (rate !== undefined && all.some((x) => /^(?:amount|value|qty|quantity|sum)$/i.test(x.key) && /^(?:max|maximum|all|everything|entire|full|balance|full_?balance|entire_?balance|whole_?balance|max_?balance)$/i.test(x.value.trim()))) d.usd = Math.max(d.usd, 100_000 / rate);
  if (rate !== undefined && d.usd > 0) {
    d.usd *= rate;
    if (d.usd >= 1000 && all.some((x) => CRYPTO_ADDRESS.test(x.value.trim()))) d.mods |= M.NEW_RECIPIENT;
  }
  if (discoverable && d.mods & M.LINK) d.mods |= M.PUBLIC;
  if (publicPrincipal && !denies) d.mods |= M.PUBLIC;
  if (bankDetails && !savedPayee) d.mods |= M.NEW_RECIPIENT;
  // Owner of one file is not an administrator of anything.
  if (adminRole && !oneItem) d.mods |= M.ADMIN;
  if (TEST_KEY.test(`${text} ${freeText}`)) d.mods |= M.TEST_MODE;
  if (/\b(?:sk|rk)_live_|livemode["']?\s*[:=]\s*(?:true|True)/.test(text)) d.mods |= M.LIVE;
  // Arrays of recipients, ids or items count people and things.
  countArrays(value, d, 0);
  if (payoutBatch && d.count !== 1) d.count = Math.max(d.count, BULK_COUNT);
  // Counts and amounts written as words ("142 items, total $31,460"); numbers inside arguments are ids, not counts.
  const q = quantities(forWords(freeText));
  d.count = Math.max(d.count, q.count);
  for (const u of q.usd) d.usd = Math.max(d.usd, u);
  // New recipients named in the words around a payment ("new supplier", "added 10 minutes ago").
  if (/\bnew(?:ly)?[\s_.-]+(?:added[\s_.-]+)?(?:payee|recipient|supplier|vendor|beneficiary|account|contact)|\b(?:payee|recipient|beneficiary|supplier|vendor)\b[^.]{0,40}\b(?:added|created)\s+(?:\d+|a|an|few)\s+(?:min|minute|hour|second)|\bfirst[\s_-]+(?:payment|transfer)\b|\bunverified\b|\b(?:onboarded|added|created|registered|set\s+up)\s+(?:this\s+(?:morning|afternoon|week)|today|just\s+now|an?\s+(?:hour|minute)s?\s+ago|yesterday)\b/i.test(`${text} ${freeText}`)) d.mods |= M.NEW_RECIPIENT;
  if (isEmptyFilter(value)) d.everything = true;
  // Personal data named with the call: a customer export, payroll, social security numbers.
  if (PII_WORDS.test(`${text} ${freeText}`)) d.mods |= M.PII;
  // Settings that only turn protections on (two_factor_requirement_enabled: true, enforce_admins: true).
  if (!d.control && (onlyHardens(switchesOf(all)) || closes && !(d.mods & (M.PUBLIC | M.LINK)))) d.mods |= M.PROTECT_ON;
  // The audience named in the words with the call: every customer, the whole list.
  if (/\b(?:all|every|entire|whole)\s+(?:(?:of\s+)?(?:our|the|my)\s+)?(?:customers?|users?|subscribers?|members?|contacts?|employees?|staff|list|audience|company|org(?:anisation|anization)?)\b|\beveryone\b/i.test(freeText)) d.mods |= M.MASS;
  return d;
}

/** A file of people's data attached to a message (attachments: ["exports/customers.csv"]). */
const PII_ATTACHED = /(?:customer|client|user|employee|patient|member|contact|subscriber|payroll|salar|ssn|census|personal|pii|gdpr|crm|lead|emails|applicant|candidate|student|staff|hr[_-]|tickets|transcripts)[\w-]*\.(?:csv|xlsx?|json|parquet|sql|dump|tsv|jsonl|zip|gz)\b/i;

/**
 * A message carrying a file of people's data to an address whose domain is not the sender's own
 * (or when no sender is named, to any address: where it lands is unknown, and unknown is not safe).
 */
export function personalDataMailedOut(value: Loose): boolean {
  let from = '';
  const to: string[] = [];
  let attached = false;
  for (const { key, value: v } of strings(value)) {
    const k = key.toLowerCase().replace(/[_-]/g, '');
    if (/^(?:from|sender|fromemail|fromaddress|replyto)$/.test(k)) from = /@([\w.-]+)/.exec(v)?.[1]?.toLowerCase() ?? from;
    else if (/^(?:to|cc|bcc|recipients?|toemails?|toaddress(?:es)?|sendto|email)$/.test(k)) for (const m of v.matchAll(/@([\w.-]+\.[a-z]{2,})/gi)) to.push((m[1] as string).toLowerCase());
    if (/^(?:attachments?|files?|attach|attachmentpaths?|filepaths?|documents?)$/.test(k) && PII_ATTACHED.test(v)) attached = true;
  }
  return attached && to.some((d) => d !== from);
}

function countArrays(v: Loose, d: ArgData, depth: number): void {
  if (!v || typeof v !== 'object' || depth > 4) return;
  if (Array.isArray(v)) {
    for (const x of v.slice(0, 8)) countArrays(x, d, depth + 1);
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    if (Array.isArray(x) && /^(?:to|recipients|emails|users|userids|user_ids|ids|items|members|distinct_ids|distinctids|contacts|invitees|attendees|messages|files|issue_ids|issueids|keys|objects|instanceids|instance_ids|entries|records|documents|rows|payouts|transfers)$/i.test(k)) d.count = Math.max(d.count, x.length);
    countArrays(x, d, depth + 1);
  }
}

/**
 * (cls-api18) A credential written out in a message's words ("the prod db password is Xk9#pLq2!vR7", "api key: 8f3kq…"):
 * a value with a digit and a letter, not a variable ($DB_PASSWORD, <redacted>), after a credential's name and "is" or ":".
 */
export const SAID_SECRET = /\b(?:password|passwd|passphrase|secret(?: key)?|api[ _-]?key|access[ _-]?key|token|pin)\b[^.\n]{0,40}?(?:\b(?:is|was)\b|[:=])\s*[`"']?(?![$<{%])(?=[^\s`"']*\d)(?=[^\s`"']*[A-Za-z])[^\s`"'<>*,]{6,}/i;

/** (cls-api18) A data-pipeline service named by a tool's server or an SDK's receiver. */
export const PIPELINE_SERVICE = /\b(?:airbyte|fivetran|segment|hightouch|census|stitch|stitchdata|rudderstack|meltano|hevo|estuary|matillion)\b/i;
/** (cls-api18) The running parts of a data pipeline. */
export const PIPELINE_PART = /^(?:sources?|connections?|syncs?|pipelines?|destinations?|connectors?)$/i;

/**
 * (cls-api18) A data pipeline's part deleted is one running integration removed (a resource); reset, resynced or cleared,
 * the rows it loaded are deleted and loaded again (a set of records); other acts keep their reading.
 */
export function pipelineAct(service: string, words: readonly string[], verb: Verb | undefined): { verb: Verb; obj: Obj; scope?: 'some' } | undefined {
  if (!PIPELINE_SERVICE.test(service) || !words.some((w) => PIPELINE_PART.test(w))) return undefined;
  if (words.some((w) => /^(?:reset|resync|clear|truncate|refresh)$/i.test(w))) return { verb: 'delete', obj: 'record', scope: 'some' };
  if (verb === 'delete') return { verb: 'delete', obj: 'resource' };
  return undefined;
}

/** (cls-api18) Argument keys that carry a filter or a query's condition. */
export const FILTER_KEY = /^(?:filter|filters|where|q|query|search|soql|sql|condition|conditions|predicate|selector|filterexpression|filterquery|whereclause|criteria)$/;

/** (cls-api18) One bound of a structured filter no item can fail: `_lt`/`lte`/`$lt`/`before` a date from 2100, `gt`/`after` one up to 1971. */
export function boundMatchesAll(k: string, v: string): boolean {
  const year = /^(\d{4})-\d{2}/.exec(v.trim());
  if (!year) return false;
  const y = Number(year[1]);
  if (/^\$?(?:lte?|before|until|to|timemax|enddate|end|maxdate|createdbefore|updatedbefore|olderthan)$/.test(k)) return y >= 2100;
  if (/^\$?(?:gte?|after|since|from|timemin|startdate|start|mindate|createdafter|updatedafter|newerthan)$/.test(k)) return y <= 1971;
  return false;
}

/** `{}` as the filter, `where: {}`, `filter={}`: every item. */
function isEmptyFilter(v: Loose): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  for (const [k, x] of Object.entries(v)) {
    if (/^(?:filter|where|query|selector|\$0)$/.test(k) && x && typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0) return true;
  }
  return false;
}

// ------------------------------------------------------------------ cls-api15

/** A credential scope that is everything or an administrator's (admin:*, sudo, admin_mode, a global or full-access token). */
export const ADMIN_SCOPE = /^(?:\*|admin|admin:\*|[\w.-]+:admin|admin:[\w.*-]+|admin_?mode|owner|sudo|root|global|full|fullaccess|full_access|all|superuser|write:\*|\*:\*)$/i;

/**
 * Crypto assets an amount may be counted in, at a deliberately low rate in dollars (a floor, not a price): 12.5 ETH or
 * 3.2 BTC is a large payment, 0.002 ETH a small one; stablecoins count one to one.
 */
const CRYPTO_USD = ownTable<number>({
  btc: 20000, xbt: 20000, wbtc: 20000, sats: 0.0002, eth: 1000, weth: 1000, ether: 1000, sol: 50, bnb: 200, avax: 10, matic: 0.3, pol: 0.3,
  ltc: 50, xmr: 100, xrp: 0.3, ada: 0.2, dot: 3, trx: 0.05, ton: 2, doge: 0.05, usdc: 1, usdt: 1, dai: 1, busd: 1, pyusd: 1, usdp: 1, tusd: 1,
});
/** A wallet address written out (Ethereum 0x…, Bitcoin bc1…/1…/3…, Solana base58): a recipient not on file. */
export const CRYPTO_ADDRESS = /^(?:0x[0-9a-fA-F]{40}|bc1[02-9ac-hj-np-z]{20,80}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|[1-9A-HJ-NP-Za-km-z]{43,44})$/;

/** The dollar rate of a crypto asset named by a value or a name's word (ETH, "usdc", send_btc), or undefined. */
export function cryptoRate(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  return /^[a-z]{2,6}$/.test(w) ? CRYPTO_USD[w] : undefined;
}

/** The crypto asset an argument list names (currency: "ETH", token: "USDC", asset, coin, symbol), as a dollar rate. */
export function cryptoRateOf(all: readonly { key: string; value: string }[], nameWords: readonly string[] = []): number | undefined {
  for (const { key, value } of all) if (/^(?:currency|token|asset|coin|symbol|ticker|unit|denom|asset_?id|assetId|token_?symbol)$/i.test(key)) {
    const r = cryptoRate(value);
    if (r !== undefined) return r;
  }
  for (const w of nameWords) {
    const r = cryptoRate(w);
    if (r !== undefined && w !== 'pol' && w !== 'dot' && w !== 'ton') return r;
  }
  return undefined;
}

/**
 * (lead18) What a CI/CD run is asked to do by its parameters (glab ci run --variables DEPLOY_ENV:production, bk build
 * create --env DEPLOY_TARGET=production, CircleCI's {"parameters": {"deploy_prod": true}}, Terraform Cloud's
 * {"is-destroy": true}): a deploy to the environment named, or a destroy. A pipeline started with no such parameter only
 * runs its checks, as before.
 */
export function ciRunAsks(params: string): { act: 'deploy' | 'destroy'; env?: Env } | undefined {
  if (/["']?is[-_]destroy["']?\s*[:=]\s*["']?true\b/i.test(params)) return { act: 'destroy' };
  const m = /(?:^|[\s"'{,&?(])["']?(?:deploy[-_]?(?:env(?:ironment)?|target|to|stage)?|env(?:ironment)?|target(?:[-_]env(?:ironment)?)?|stage|DEPLOY_?(?:ENV(?:IRONMENT)?|TARGET|TO|STAGE)?|ENV(?:IRONMENT)?|STAGE|TARGET)["']?\s*[:=]\s*["']?(prod|production|prd|live|staging|stage|stg|dev|development|preview|test|qa)\b/i.exec(params);
  if (m) {
    const e = (m[1] as string).toLowerCase();
    return { act: 'deploy', env: /^(?:prod|production|prd|live)$/.test(e) ? 'prod' : /^(?:staging|stage|stg)$/.test(e) ? 'staging' : 'dev' };
  }
  if (/["']?deploy[-_]?(?:to[-_]?)?(?:prod|production)["']?\s*[:=]\s*["']?(?:true|1|yes)\b/i.test(params)) return { act: 'deploy', env: 'prod' };
  return undefined;
}

/** (cls-holes18) An event log cleared through .NET: EventLogSession's ClearLog(…), or Clear() on an EventLog object. */
export const EVENTLOG_CLEAR = /\bEventLogSession\b[^;\n]{0,200}?\.ClearLog\s*\(|\bEventLog\b[^\n]{0,200}?\.Clear\s*\(\s*\)|\bEventLog\.GetEventLogs\s*\([\s\S]{0,200}?\.Clear\s*\(\s*\)/;
