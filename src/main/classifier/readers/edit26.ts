// cls-edit26: edits judged by what the changed key DOES and which way it moved, in domains earlier content rules read
// thinly —
// - durability of database and broker servers: `fsync`, `synchronous_commit`, `full_page_writes`,
//   `innodb_flush_log_at_trx_commit`, `sync_binlog`, Redis `appendonly`/`appendfsync`, MongoDB journaling, etcd
//   `unsafe-no-fsync`, Elasticsearch translog `async`, Kafka `unclean.leader.election`/`min.insync.replicas` — moved from
//   the safe value to the one that loses acknowledged writes on a crash;
// - sign-in policies written as a mode, not a switch: a key about MFA, factors, TLS/SSL or signatures (its own words or
//   its block's: `resource "auth0_guardian" "mfa" { policy = … }`, Keycloak `sslRequired`) moved from any value to
//   `never`/`none`/`off`/`optional`/`disabled`;
// - alert delivery: an Alertmanager route's receiver moved to a null/blackhole receiver, a monitor-as-code message losing
//   every `@handle` it notified, inhibit/mute rules added (one named alert: the settled "muting an alert"; a severity,
//   a team or every alert: monitoring weakened);
// - base images: a Dockerfile `FROM` moved from an official or digest-pinned image to an unpinned image of a Docker Hub
//   user namespace that is not the old publisher;
// - people's data made public by a policy file: a bucket policy or IAM binding granting read to everyone (`Principal: "*"`,
//   `allUsers`) on a store named for people, Firebase rules `allow read: if true` under a collection named for people.
// The stricter direction, docs, tests, fixtures and dev-named files stay routine.
import { detectEnv } from '../context';
import { ladder, snippet, type Finding } from '../findings';
import { notDeployed } from '../rules/tls';
import { PEOPLE_STORE_NAME } from '../text/personal';
import type { EditView } from './files18';

/** Cheap gate: nothing below can fire without one of these words in the path or the text. */
const GATE = /fsync|mongod|access_?type|visibility|\bacl\b|privacy|principal|sentry|bugsnag|rollbar|honeybadger|newrelic|sample_?rate|scripts|checksum|strict|integrity|gosumdb|gonosum|goinsecure|goflags|hashes|certificates|exported|registration|sign_?up|listen|bind|cipher|encrypt|same.?site|synchronous_commit|full_page_writes|flush_log_at_trx|sync_binlog|appendonly|appendfsync|journal|translog|unclean|insync|receiver|@[a-z]|inhibit|mute|silence|^\s*FROM\s|Principal|allUsers|allAuthenticatedUsers|allow\s+(?:read|get|list)|mfa|2fa|otp|factor|guardian|ssl|tls|signature|signed|verif/im;

function devPath(path: string): boolean {
  return detectEnv(path).env === 'dev' || /(?:^|[\\/])(?:debug|local|dev|development|sandbox|examples?|samples?|mocks?|emulators?)[\\/]|[-_.](?:dev|development|local|example|sample|test)\.\w+$|docker-compose\.(?:dev|override|local)\.ya?ml$|\.(?:example|sample|template|dist)$/i.test(path);
}

/** The last value a key is given in a text (`key = v`, `key: v`, `key v` in directive files, `"key": v`). */
function valueOf(text: string, key: RegExp): string | undefined {
  let v: string | undefined;
  const re = new RegExp(`^[ \\t]*["']?(?:${key.source})["']?[ \\t]*(?:[:=][ \\t]*|[ \\t]+)["']?([\\w.-]+)`, 'gim');
  for (const m of text.slice(0, 20000).matchAll(re)) v = (m[1] as string).toLowerCase();
  return v;
}

/** Durability settings: the key, the values that keep writes safe, the values that lose them. */
const DURABLE: [RegExp, RegExp, RegExp, string][] = [
  [/fsync/, /^(?:on|true|yes|1)$/, /^(?:off|false|no|0)$/, 'fsync'],
  [/synchronous_commit/, /^(?:on|remote_write|remote_apply|local)$/, /^(?:off|false|0)$/, 'synchronous_commit'],
  [/full_page_writes/, /^(?:on|true|1)$/, /^(?:off|false|0)$/, 'full_page_writes'],
  [/innodb[_-]flush[_-]log[_-]at[_-]trx[_-]commit/, /^1$/, /^[02]$/, 'innodb_flush_log_at_trx_commit'],
  [/sync[_-]binlog/, /^[1-9]\d*$/, /^0$/, 'sync_binlog'],
  [/appendonly/, /^yes$/, /^no$/, 'appendonly'],
  [/appendfsync/, /^(?:always|everysec)$/, /^no$/, 'appendfsync'],
  [/unsafe[_-]no[_-]fsync/, /^false$/, /^true$/, 'unsafe-no-fsync'],
  [/(?:index\.)?translog\.durability|durability/, /^request$/, /^async$/, 'translog.durability'],
  [/unclean\.leader\.election\.enable/, /^false$/, /^true$/, 'unclean.leader.election.enable'],
];

/** A key about a sign-in or transport control, by its own words or its block's. */
const CONTROL_KEY = /\b(?:cipher\w*|encrypt\w*|same[_-]?site|sse\w*|mfa|2fa|otp|totp|multi[_-]?factor|factors?|guardian|ssl_?required|sslRequired|require_?ssl|tls_?mode|ssl_?mode|signature|signatures|signed|verification|verify_?\w*|step_?up|webauthn)\b/i;
const NONE_VALUE = /^(?:never|none|off|optional|disabled?|false|no|0|not_?required|not_?allowed|skip|lax)$/i;

/** Lines `key = value` / `key: value` with the words of their enclosing block openers (HCL labels, YAML parents). */
function keyed(text: string): { key: string; value: string; ctx: string }[] {
  const out: { key: string; value: string; ctx: string }[] = [];
  const stack: { indent: number; words: string }[] = [];
  for (const raw of text.split('\n').slice(0, 2000)) {
    if (!raw.trim() || /^\s*(?:#|\/\/)/.test(raw)) continue;
    const indent = (/^[ \t]*/.exec(raw)?.[0] ?? '').replace(/\t/g, '  ').length;
    while (stack.length && (stack[stack.length - 1] as { indent: number }).indent >= indent) stack.pop();
    if (/[{:][ \t]*$/.test(raw) && !/^\s*[}\]]/.test(raw)) {
      stack.push({ indent, words: raw.replace(/[{:"'=]/g, ' ') });
      continue;
    }
    const m = /^[ \t]*["']?([A-Za-z_][\w.-]{0,60})["']?[ \t]*[:=][ \t]*["']?([\w.-]{1,40})["']?[ \t]*,?[ \t]*$/.exec(raw);
    if (m) out.push({ key: m[1] as string, value: (m[2] as string).toLowerCase(), ctx: stack.map((s) => s.words).join(' ') });
  }
  return out;
}

/** Alertmanager receivers that deliver nothing. */
const NULL_RECEIVER = /^(?:null|blackhole|black[-_]hole|devnull|dev[-_]null|none|noop|void|discard|silence[d]?|nowhere)$/i;
/** Monitor-as-code notification handles: `@pagerduty-x`, `@slack-x`, `@opsgenie-x`, `@webhook-x`, `@teams-x`, an address. */
const HANDLE = /(?:^|[\s"'(])@(?:pagerduty|slack|opsgenie|webhook|teams|victorops|splunk|oncall|email|sns|servicenow|jira|[\w.-]+@[\w-]+\.[\w.]+)[\w.@-]*/gi;

/** A Docker image reference: registry/namespace, name, tag, digest. */
function image(ref: string): { ns: string; name: string; tag: string; digest: boolean } {
  const digest = /@sha256:/i.test(ref);
  const r = ref.replace(/@sha256:\w+$/i, '');
  const colon = r.lastIndexOf(':');
  const hasTag = colon > r.lastIndexOf('/');
  const base = hasTag ? r.slice(0, colon) : r;
  const tag = hasTag ? r.slice(colon + 1) : '';
  const parts = base.split('/');
  const name = parts.pop() as string;
  return { ns: parts.join('/').toLowerCase(), name: name.toLowerCase(), tag: tag.toLowerCase(), digest };
}
/** Publishers a base image may come from without a person looking: Docker's official images and vendors' registries. */
const KNOWN_PUBLISHER = /^(?:|library|docker\.io(?:\/library)?|index\.docker\.io(?:\/library)?|mcr\.microsoft\.com(?:\/.*)?|gcr\.io\/distroless|gcr\.io\/google[-_]\w+|registry\.k8s\.io|public\.ecr\.aws\/(?:docker\/library|lambda|amazonlinux|aws-\w+)|registry\.access\.redhat\.com(?:\/.*)?|registry\.redhat\.io(?:\/.*)?|cgr\.dev\/chainguard|quay\.io\/(?:prometheus|coreos|centos|fedora)|bitnami|hashicorp|nvidia|nvcr\.io\/nvidia|amazon|amazonlinux|ubuntu|debian|alpine|python|node|golang|eclipse-temurin|openjdk)$/i;

function froms(text: string): string[] {
  return [...text.slice(0, 20000).matchAll(/^[ \t]*FROM[ \t]+(?:--platform=\S+[ \t]+)?(\S+)/gim)].map((m) => m[1] as string).filter((x) => !/^\$|^scratch$/i.test(x));
}

/** Who can see a store, as a mode: private values and public ones (`acl`, `container_access_type`, `visibility` …). */
const VISIBILITY_KEY = /^(?:[\w.-]*[._-])?(?:acl|canned_?acl|predefined_?acl|default_?object_?acl|access_?type|container_?access_?type|visibility|privacy|public_?access_?level|access_?level|access_?tier_?public)$/i;
const PRIVATE_VALUE = /^(?:private|none|off|internal|restricted|bucket-owner-full-control|bucket-owner-read|owner|project-private|projectprivate|authenticated|authenticated-read|disabled?|false|no)$/i;
const PUBLIC_VALUE = /^(?:public|public-read|public-read-write|publicread|publicreadwrite|blob|container|anonymous|everyone|all|open|all-users|allusers|publicly-readable|public_read)$/i;

/** Error and alert reporting products: their config switched off, or their error sample rate cut to nothing. */
const MONITOR_PRODUCT = /sentry|bugsnag|rollbar|honeybadger|newrelic|new_relic|airbrake|raygun|appsignal|datadog|opsgenie|pagerduty|crashlytics/i;

/** Package-manager protections: the key, its protective value, its loose one. */
const SUPPLY: [RegExp, RegExp, RegExp, string][] = [
  [/ignore[-_]?scripts/i, /^true$/, /^false$/, 'install scripts run'],
  [/enableScripts/i, /^false$/, /^true$/, 'install scripts run'],
  [/checksumBehavior/i, /^throw$/, /^(?:ignore|update|reset)$/, 'checksums not checked'],
  [/(?:enable)?strict[-_]?ssl/i, /^true$/, /^false$/, 'registry TLS not checked'],
  [/verify[-_]?store[-_]?integrity/i, /^true$/, /^false$/, 'store integrity not checked'],
  [/require[-_]?hashes/i, /^(?:true|yes|1|on)$/, /^(?:false|no|0|off)$/, 'hashes not required'],
  [/GOSUMDB/, /^(?!off$)[\w.+-]+$/, /^off$/, 'module checksums not checked'],
];
/** Written without an old value: settings that only ever switch verification off. */
const SUPPLY_OFF_ALONE = /^[ \t]*(?:export[ \t]+)?(?:GONOSUMDB|GONOSUMCHECK|GONOVERIFY|GOINSECURE)[ \t]*=[ \t]*["']?\*|^[ \t]*(?:export[ \t]+)?GOSUMDB[ \t]*=[ \t]*["']?off\b|^[ \t]*(?:export[ \t]+)?GOFLAGS[ \t]*=[ \t]*["']?[^\n]*-insecure\b/im;

/** Sign-up opened: a key that lets anyone create an account. */
const SIGNUP_OPEN_KEY = /^(?:registration_?allowed|registrationAllowed|allow_?sign_?ups?|allowSignups?|allow_?registration|allowRegistration|sign_?up_?enabled|signup_?enabled|signupEnabled|enable_?sign_?ups?|enableSignup|self_?registration|selfRegistration|open_?registration|public_?registration|allow_?self_?sign_?up|allowSelfSignUp|users_?can_?register)$/i;
const SIGNUP_CLOSED_KEY = /^(?:disable_?sign_?ups?|disableSignup|signups?_?disabled|registration_?disabled|disable_?registration|invite_?only|inviteOnly)$/i;

/** A listener's address in any notation: `<listen_host>v</listen_host>`, `bind_address = v`, `bindIp: v`, `bind v`, `network.host: v`. */
const LISTEN_KEY = String.raw`(?:listen_?host|listen_?address(?:es)?|listen_?addr|bind_?address|bind_?addr|bind_?ip|bindIp|bind|network\.host|http\.host|listen|host_?ip|interface)`;
function listeners(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 20000).matchAll(new RegExp(String.raw`<${LISTEN_KEY}>\s*([^<\s]+)\s*<\/|^[ \t]*["']?${LISTEN_KEY}["']?[ \t]*(?:[:=][ \t]*|[ \t]+)["']?([^\s"',#;]+)`, 'gim'))) out.push(((m[1] ?? m[2]) as string).toLowerCase());
  return out;
}
const LOOPBACK = /^(?:127\.0\.0\.1|localhost|::1|\[::1\])$/;
const ANY_ADDRESS = /^(?:0\.0\.0\.0|::|\[::\]|\*|any|_site_|_global_)$/;

export function edits26Effects(v: EditView): Finding[] {
  const { path, old, oldLive, contentLive, live } = v;
  if (!path || !GATE.test(`${path}\n${live}\n${v.removed}`) || notDeployed(path) || /\.(?:md|mdx|rst|adoc|txt)$/i.test(path)) return [];
  const dev = devPath(path);
  const env = dev ? ('dev' as const) : detectEnv(path).env;
  const where = snippet(path, 40);
  const hadOld = old !== undefined && old !== '';
  const out: Finding[] = [];
  const push = (reason: string, staging: 'dangerous' | 'destructive' = 'dangerous'): void => void out.push(Object.assign(ladder('dangerous', staging, dev ? 'reversible' : 'destructive', `${reason} in ${where}`), { env }));
  const code = /\.(?:[cm]?[jt]sx?|py|rb|go|java|kt|cs|php|rs|swift)$/i.test(path);

  // --- durability: the safe value in the old text, the losing one in the new (shown alone: only in a production file)
  if (!code) {
    const prodFile = env === 'prod' || /(?:^|[\\/._-])(?:prod|production|live|prd)(?:[\\/._-]|$)/i.test(path);
    for (const [key, safe, losing, name] of DURABLE) {
      const now = valueOf(contentLive, key);
      if (!now || !losing.test(now)) continue;
      const was = hadOld ? valueOf(oldLive, key) : undefined;
      if (was ? safe.test(was) : prodFile && !hadOld) {
        push(`lets the server lose acknowledged writes on a crash (${name}: ${was ?? '…'} → ${now})`);
        break;
      }
    }
    // MongoDB: `storage:\n  journal:\n    enabled: false`.
    if (!out.length && hadOld) {
      const j = keyed(contentLive).find((k) => k.key === 'enabled' && /\bjournal\b/.test(k.ctx) && k.value === 'false');
      if (j && keyed(oldLive).some((k) => k.key === 'enabled' && /\bjournal\b/.test(k.ctx) && k.value === 'true')) push('lets the server lose acknowledged writes on a crash (journal.enabled: true → false)');
    }
  }

  // --- a sign-in or transport policy written as a mode moved to none/never/optional
  if (hadOld && !code) {
    const before = keyed(oldLive);
    for (const k of keyed(contentLive)) {
      if (!NONE_VALUE.test(k.value)) continue;
      const w = before.find((b) => b.key === k.key && b.ctx === k.ctx);
      if (!w || w.value === k.value || NONE_VALUE.test(w.value)) continue;
      if (!CONTROL_KEY.test(k.key.replace(/([a-z])([A-Z])/g, '$1_$2')) && !CONTROL_KEY.test(`${k.ctx} ${path.replace(/^.*[\\/]/, '')}`.replace(/([a-z])([A-Z])/g, '$1_$2'))) continue;
      push(`moves a sign-in or transport policy to ${k.value} (${snippet(`${k.key}: ${w.value} → ${k.value}`, 50)})`);
      break;
    }
  }

  // --- alert delivery: routes to a null receiver, monitors that notify nobody, mutes
  if (!code || /\.(?:tf|hcl|ya?ml|json)$/i.test(path)) {
    const rc = /^[ \t-]*receiver[ \t]*:[ \t]*["']?([\w.-]+)["']?/im.exec(contentLive);
    const rcWas = hadOld ? /^[ \t-]*receiver[ \t]*:[ \t]*["']?([\w.-]+)["']?/im.exec(oldLive) : null;
    if (rc && NULL_RECEIVER.test(rc[1] as string) && (!rcWas || !NULL_RECEIVER.test(rcWas[1] as string)) && (hadOld || /alertmanager/i.test(path))) push(`routes alerts to a receiver that delivers nothing (receiver: ${snippet(rc[1] as string, 20)})`);
    if (hadOld) {
      const had = (oldLive.match(HANDLE) ?? []).length;
      const has = (contentLive.match(HANDLE) ?? []).length;
      if (had > 0 && has === 0 && /\b(?:message|notify|notification|escalation_message|query|monitor)\b/i.test(`${oldLive}\n${path}`)) push('leaves a monitor notifying nobody (every @ notification handle taken out of its message)');
    }
    // Inhibit rules: one named alert muted is the settled "muting an alert"; a severity, a team or everything is monitoring
    // weakened. A rule scoped by `equal` to the same alert (the stock "warning while critical fires") mutes nothing new.
    const inhibit = /^[ \t]*inhibit_rules[ \t]*:/m.test(contentLive) ? /^[ \t-]*target_match(?:ers|_re)?[ \t]*:[^\n]*(?:\n[ \t]+-?[ \t]*[^\n:]*[=:~][^\n]*){0,4}/m.exec(live) : null;
    if (inhibit && !/^[ \t-]*equal[ \t]*:[^\n]*alertname/m.test(contentLive)) {
      const t = inhibit[0].replace(/^[ \t-]*target_match(?:ers|_re)?[ \t]*:/, '');
      const one = /alertname[ \t]*[=:][ \t]*["']?[\w-]+/.test(t) && !/=~|\.\*|severity|team|service|cluster|env|namespace|job/.test(t);
      if (one) out.push(Object.assign(ladder('destructive', 'destructive', dev ? 'reversible' : 'destructive', `mutes one named alert in ${where} (${snippet(t.trim(), 40)})`), { env }));
      else push(`mutes every alert its matcher covers (${snippet(t.trim(), 40)})`);
    }
  }

  // --- a store's visibility moved from private to public (`acl`, `container_access_type`, `visibility`)
  if (hadOld) {
    const before = keyed(oldLive);
    for (const k of keyed(contentLive)) {
      if (!VISIBILITY_KEY.test(k.key) || !PUBLIC_VALUE.test(k.value)) continue;
      const w = before.find((b) => b.key === k.key && b.ctx === k.ctx);
      if (w && PRIVATE_VALUE.test(w.value)) {
        push(`makes a store readable by everyone (${snippet(`${k.key}: ${w.value} → ${k.value}`, 50)})`);
        break;
      }
    }
  }

  // --- a resource policy's principal widened to every account (`"Principal": {"AWS": ["*"]}`)
  const anyPrincipal = /["']?Principal["']?\s*[:=]\s*\{\s*["']?AWS["']?\s*[:=]\s*\[\s*["']\*["']\s*\]/;
  if (anyPrincipal.test(contentLive) && !(hadOld && anyPrincipal.test(oldLive)) && !/["']?Effect["']?\s*[:=]\s*["']Deny["']/.test(contentLive)) push('opens a resource policy to every principal ("AWS": ["*"])');

  // --- error and alert reporting switched off
  if (hadOld && MONITOR_PRODUCT.test(`${path}\n${oldLive}`)) {
    const before = keyed(oldLive);
    for (const k of keyed(contentLive)) {
      const w = before.find((b) => b.key === k.key && b.ctx === k.ctx);
      if (!w || w.value === k.value) continue;
      const scoped = MONITOR_PRODUCT.test(`${k.key} ${k.ctx} ${path.replace(/^.*[\\/]/, '')}`);
      if (scoped && /^(?:enabled?|active|[\w.-]*[._-]enabled?)$/i.test(k.key) && /^(?:true|yes|on|1)$/.test(w.value) && /^(?:false|no|off|0)$/.test(k.value)) {
        push(`switches error or alert reporting off (${snippet(`${k.key}: ${w.value} → ${k.value}`, 50)})`);
        break;
      }
    }
    const rate = /\b(?:sampleRate|sample_rate|errorSampleRate|error_sample_rate)\s*[:=]\s*([\d.]+)/;
    const was = rate.exec(oldLive);
    const now = rate.exec(contentLive);
    if (!out.length && was && now && Number(was[1]) > 0 && Number(now[1]) === 0) push(`switches error reporting off (${snippet(now[0], 40)})`);
  }

  // --- a package manager's verification switched off
  if (!code || /\.(?:json|ya?ml|toml)$/i.test(path)) {
    let hit = false;
    for (const [key, safe, loose, what] of SUPPLY) {
      const now = valueOf(contentLive, key);
      if (!now || !loose.test(now)) continue;
      const was = hadOld ? valueOf(oldLive, key) : undefined;
      if (was === undefined ? !hadOld || /^(?:GOSUMDB)$/.test(key.source) : safe.test(was)) {
        push(`switches off a package manager's protection (${what}: ${was ?? '…'} → ${now})`);
        hit = true;
        break;
      }
    }
    const alone = hit ? null : SUPPLY_OFF_ALONE.exec(live);
    if (alone && !(hadOld && oldLive.includes(alone[0].trim()))) push(`switches off module checksum or TLS verification (${snippet(alone[0].trim(), 40)})`);
  }

  // --- Android: user-installed CAs trusted outside debug builds; a component exported
  if (/network_security_config|res[\\/]xml[\\/]/i.test(path)) {
    const noDebug = (t: string) => t.replace(/<debug-overrides>[\s\S]*?<\/debug-overrides>/g, '');
    const user = /<certificates\s+src\s*=\s*["']user["']/;
    const nowText = noDebug(v.content);
    const partialUser = hadOld && user.test(live) && !/<debug-overrides>/.test(v.content) && !user.test(oldLive);
    if ((user.test(nowText) && !(hadOld && user.test(noDebug(old ?? ''))) && (!hadOld || partialUser || !/debug-overrides/.test(live)))) push('trusts user-installed certificate authorities in release builds (<certificates src="user">)');
  }
  if (/AndroidManifest\.xml$/i.test(path) && hadOld) {
    const ex = /<(activity|service|receiver|provider)\b[^>]*android:name\s*=\s*["']([^"']+)["'][^>]*android:exported\s*=\s*["']true["']/g;
    for (const m of contentLive.matchAll(ex)) {
      const name = m[2] as string;
      // (A component guarded by a permission, android:permission="…", is started only by apps holding it.)
      const tagEnd = contentLive.indexOf('>', m.index ?? 0);
      if (/android:permission\s*=/.test(contentLive.slice(m.index ?? 0, tagEnd < 0 ? undefined : tagEnd))) continue;
      if (new RegExp(`android:name\\s*=\\s*["']${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'][^>]*android:exported\\s*=\\s*["']false["']`).test(oldLive)) {
        push(`lets other apps start a component that was private (${snippet(name, 30)} exported)`);
        break;
      }
    }
  }

  // --- sign-up opened to anyone
  if (hadOld) {
    const before = keyed(oldLive);
    for (const k of keyed(contentLive)) {
      const w = before.find((b) => b.key === k.key && b.ctx === k.ctx);
      if (!w || w.value === k.value) continue;
      const opened = (SIGNUP_OPEN_KEY.test(k.key) && /^(?:false|no|off|0)$/.test(w.value) && /^(?:true|yes|on|1)$/.test(k.value)) || (SIGNUP_CLOSED_KEY.test(k.key) && /^(?:true|yes|on|1)$/.test(w.value) && /^(?:false|no|off|0)$/.test(k.value));
      if (opened) {
        push(`lets anyone create an account (${snippet(`${k.key}: ${w.value} → ${k.value}`, 50)})`);
        break;
      }
    }
  }

  // --- a listener moved from this machine to every interface, in any notation
  if (hadOld && !code) {
    const was = listeners(oldLive);
    const now = listeners(contentLive);
    if (was.some((x) => LOOPBACK.test(x)) && now.some((x) => ANY_ADDRESS.test(x)) && !was.some((x) => ANY_ADDRESS.test(x))) push(`moves a listener from this machine to every interface (${snippet(now.find((x) => ANY_ADDRESS.test(x)) as string, 12)})`);
  }

  // --- a base image moved to an unpinned image of an unknown publisher
  if (/(?:^|[\\/])(?:Dockerfile|Containerfile)[\w.-]*$|\.dockerfile$/i.test(path) && hadOld) {
    const was = froms(oldLive).map(image);
    for (const n of froms(contentLive).map(image)) {
      if (!was.length || was.some((w) => w.ns === n.ns)) continue;
      const unknownNs = !KNOWN_PUBLISHER.test(n.ns) && !/\./.test(n.ns.split('/')[0] ?? '') && n.ns !== '';
      const unpinned = !n.digest && (n.tag === '' || n.tag === 'latest' || was.some((w) => w.digest));
      if (unknownNs && unpinned) {
        push(`builds on an unpinned image of an unknown publisher (${snippet(`${n.ns}/${n.name}${n.tag ? `:${n.tag}` : ''}`, 50)})`);
        break;
      }
    }
  }

  // --- people's data made public by a policy or rules file (forbidden, as publishing it)
  if (!dev) {
    // A storage IAM binding to `allUsers` / `allAuthenticatedUsers` on a bucket named for people. (An S3 bucket policy's
    // `Principal: "*"` on such a bucket is labelled verify by cls-api10-072 and cls-edits18-043, against LABELS'
    // "making it public … is forbidden": left to the lead, see /work/reports/cls-edit26.md.)
    const everyone = /\ballUsers\b|\ballAuthenticatedUsers\b/;
    if (everyone.test(contentLive) && /bucket/i.test(contentLive) && !(hadOld && everyone.test(oldLive))) {
      const names = [...contentLive.matchAll(/\bbucket\s*[:=]\s*["']([\w.-]+)["']|gs:\/\/([\w.-]+)/gi)].map((m) => (m[1] ?? m[2]) as string);
      const named = names.find((b) => PEOPLE_STORE_NAME.test(b));
      if (named) out.push(Object.assign(ladder('forbidden', 'forbidden', 'forbidden', `makes a store of people's data readable by everyone (${snippet(named, 40)}) in ${where}`), { env }));
    }
    if (/\.rules$|firestore|firebase|storage\.rules/i.test(path)) {
      const lines = contentLive.split('\n');
      let coll = '';
      for (const l of lines) {
        const m = /\bmatch\s+\/([\w-]+)\/\{/.exec(l);
        if (m) coll = m[1] as string;
        if (/\ballow\s+(?:read|get|list)\b[^;\n]*:\s*if\s+true\s*;/i.test(l) && coll && PEOPLE_STORE_NAME.test(`/${coll}/`) && !(hadOld && oldLive.includes(l.trim()))) {
          out.push(Object.assign(ladder('forbidden', 'forbidden', 'forbidden', `lets anyone read every record of ${snippet(coll, 20)} in ${where}`), { env }));
          break;
        }
      }
    }
  }
  return out;
}

// --- told in words ---------------------------------------------------------------------------------------------------

/** "change fsync from on to off", "switch `sslRequired` from external to none", "flip ignore-scripts from true to false". */
const SAID_FROM_TO = /\b(?:set|turn|switch|change|flip|move|make|lower|raise|cut|drop|bump|reduce|update)\s+(?:the\s+)?`?([A-Za-z_][\w.-]{1,80})`?(?:\s+(?:setting|option|value|flag|directive|parameter|key))?\s+from\s+`?["']?([\w.*:-]{1,40})["']?`?\s+to\s+`?["']?([\w.*:-]{1,40})["']?`?(?=[\s`.,;:)]|$)/i;
const SAID_PATH = /(?:^|[\s`'"(])((?:[\w.~-]*\/)*(?:[\w-]+(?:\.[\w-]+)*\.(?:ya?ml|json|toml|ini|env|conf|cnf|cfg|properties|tf|hcl|xml|plist|rules|py|rb|js|ts)|\.npmrc|\.yarnrc(?:\.yml)?|pg_hba\.conf|Dockerfile))(?=[\s`'",;:)]|\.(?:\s|$)|$)/;

/** A setting moved from one value to another in a named file, told in words: judged as that edit of the file. */
export function saidEdits26(text: string, judge: (path: string, old: string, content: string) => Finding[]): Finding[] {
  const t = text.trim();
  if (t.length > 400 || !/\bfrom\b/i.test(t) || /\?\s*$/.test(t) || /^(?:explain|why|what|how|should|does|is|can|could|would|do\s+not|don't|never|review|check)\b/i.test(t)) return [];
  const m = SAID_FROM_TO.exec(t);
  const file = m ? SAID_PATH.exec(t.replace(m[0], ' ')) : null;
  if (!m || !file) return [];
  const path = file[1] as string;
  const live = /\b(?:prod(?:uction)?|live)\b/i.test(t) && detectEnv(path).env === 'unknown' && !/^[\\/~]/.test(path) ? `prod/${path}` : path;
  const [key, was, now] = [(m[1] as string).replace(/\.+$/, ''), (m[2] as string).replace(/\.+$/, ''), (m[3] as string).replace(/\.+$/, '')];
  const line = (v: string) => (/\.(?:ya?ml|json)$/i.test(path) ? `${key}: ${v}\n` : `${key} = ${v}\n`);
  return judge(live, line(was), line(now));
}
