// An unfamiliar CLI, or a subcommand a family has no special case for, read
// by the words of its subcommands and its flags ("velero backup delete
// --all", "fly volumes destroy vol_1 -y"): verb and object through the
// lexicon, scope from --all, force from -f/--yes, then the meaning table.
import { domainLockOff } from './api19';
import { debugBuild25 } from './benign25';
import { detectEnv } from '../context';
import { f, type Finding, ladder, readSecret, snippet, unplacedRun } from '../findings';
import { judge, M, type Act } from '../meaning';
import type { Cmd } from '../shell/parse';
import { ADMIN_SCOPE, apiObj, ciRunAsks, EVENTLOG_CLEAR } from './api';
import { destOutside, idpPolicy, readHttp, type HttpCall } from './http';
import { readOp, splitName } from './words';
import { namesPeople } from '../rules/cloud';
import { SECURITY_PACKAGE } from '../rules/packages';
import { wmicAct } from '../rules/shell';

/** (lead22) Nouns a CLI puts before its verb that the lexicon also reads as verbs (post, comment, message, mail, search). */
const HOMOGRAPH_NOUN_L22 = /^(?:post|posts|comment|comments|message|messages|mail|mails|reply|replies|search|order|orders|log|logs|note|notes|review|reviews|share|shares)$/;
const CRUD_VERB_L22 = /^(?:delete|remove|rm|del|destroy|purge|trash|spam|unspam|untrash|create|add|new|update|edit|set|replace|get|list|ls|show|view|describe|generate|approve|unapprove|publish|unpublish|archive|export|import|count|recount)$/;
/** A read verb as a CLI's last subcommand word. */
const READ_LAST = /^(?:list|ls|get|retrieve|describe|show|view|inspect|search|info|status|history|balance|logs?)$/;
/** What a read shows is itself sensitive: a secret's value, a credential, an environment's variables. */
const SECRET_NOUN = /^(?:secrets?|passwords?|credentials?|creds|tokens?|keys?|api-?keys?|env|envs|environment|variables?|vars?|config|configs|item|items|vault|vaults|login|logins|certs?|certificates?)$/;
/** Tools whose -d decrypts. */
const DECRYPTORS = new Set(['sops', 'age', 'rage', 'gpg', 'gpg2']);
/** Password managers and secret stores: any read of theirs can print a secret. */
const SECRET_STORES = new Set(['op', 'bw', 'lpass', 'pass', 'gopass', 'vault', 'doppler', 'infisical', 'sops', 'age', 'gpg', 'keybase', 'aws-vault', 'chamber', 'berglas', 'keeper', 'dashlane-cli', 'ksm']);
/** Words that are an act whatever their place (not a resource's plural). */
const EXPLICIT_ACT = /^(?:delete|remove|rm|del|destroy|purge|drop|create|update|set|send|cancel|close|refund|pay|transfer|disable|enable|revoke|grant|reset|rotate|reveal|export|download|dump|decrypt|print|cat|read|reveal)$/;
const VALUE_OPTS = /^--?(?:[a-z][\w-]*)$/i;
const REVEAL = /(?:^|\s)--(?:reveal(?:-secrets?|-values?)?|show-secrets?|show-values|with-decryption|decrypt(?:ed)?|plaintext|unmask(?:ed)?|show-password)(?:[\s=]|$)/;
/** A value that means every address or every caller: 0.0.0.0/0, ::/0, a bare * or "any"/"Internet" given as a source. */
const ANY_SOURCE = /(?:^|[\s,:=])(?:0\.0\.0\.0\/0|::\/0)(?:[\s,;"']|$)/;
const SOURCE_OPT = /^--?(?:source[\w-]*|src[\w-]*|remote[\w-]*|cidr[\w-]*|ip-range[\w-]*|ip[\w-]*|address(?:es)?|address-prefix(?:es)?|allowed[\w-]*|from|range|ranges|inbound-rules|rules?)$/i;
const NETWORK_WORDS = new Set(['firewall', 'firewalls', 'security', 'secgroup', 'nsg', 'ingress', 'inbound', 'rule', 'rules', 'acl', 'acls', 'allowlist', 'whitelist', 'authorized', 'networks', 'network', 'access', 'trusted', 'ip', 'port', 'ports', 'sg', 'allow']);

/**
 * A network rule opened to every address, on any CLI (az network nsg rule create --source-address-prefixes '*',
 * doctl compute firewall add-rules … address:0.0.0.0/0, openstack security group rule create --remote-ip 0.0.0.0/0):
 * the evidence when the command words name a firewall or access rule and do not only read or remove one.
 */
export function openToWorld(args: readonly string[], words: readonly string[]): string | undefined {
  if (!words.some((w) => NETWORK_WORDS.has(w)) && !args.some((x) => /^--?[\w-]*(?:network|firewall|ingress|cidr|allow|source-range|ip-range|whitelist|allowlist)[\w-]*(?:=|$)/i.test(x))) return undefined;
  if (words.some((w) => /^(?:list|ls|show|describe|get|delete|remove|rm|revoke|deny|block|validate|plan)$/.test(w))) return undefined;
  // A range from the first address to the last (--start-ip-address 0.0.0.0 --end-ip-address 255.255.255.255).
  if (args.some((x) => /(?:^|[=\s])255\.255\.255\.255$/.test(x)) && args.some((x) => /(?:^|[=\s])0\.0\.0\.0$/.test(x))) return '0.0.0.0-255.255.255.255';
  for (let i = 0; i < args.length; i++) {
    const x = args[i] as string;
    if (ANY_SOURCE.test(` ${x} `)) return x;
    const eq = x.indexOf('=');
    const key = eq > 0 ? x.slice(0, eq) : x;
    if (SOURCE_OPT.test(key)) {
      const v = eq > 0 ? x.slice(eq + 1) : (args[i + 1] ?? '');
      if (/^(?:\*|any|internet|all|everyone)$/i.test(v.replace(/^['"]|['"]$/g, ''))) return `${key} ${v}`;
    }
  }
  return undefined;
}

/**
 * The finding for a rule opened to everyone. The addresses that say "everyone" (0.0.0.0) would read as a local
 * bind address, so the environment is read from the rest of the command.
 */
export function worldFinding(evidence: string, text: string, how: string): Finding {
  const x = judge({ verb: 'expose', obj: 'security', scope: 'one', mods: 0, what: `${evidence}: ${how}` }) as Finding;
  const env = detectEnv(text.replace(/\b0\.0\.0\.0\b|\b255\.255\.255\.255\b/g, ' ')).env;
  x.env = env;
  return x;
}

/** Options that narrow a bulk operation to part of its container. */
export const NARROWING = /(?:^|\s)--?(?:prefix|include|exclude|pattern|filter|where|query|match|glob|predicate|older-than|newer-than|before|after|since|until|start|stop|ids?|keys?|file|from-file|list|tag|label|selector|l)(?:[\s=]|$)/;
const DRY_WORDS = new Set(['validate', 'preview', 'plan', 'simulate', 'estimate', 'diff', 'lint']);

const RESOURCE_PLURAL_WORD = /^[a-z]{3,}(?<!s)s$/;
/** A positional argument after the subcommand words that names one item: a numeric or key id, a file path or URL with a file. */
function namesOneItem(a: readonly string[], words: readonly string[]): boolean {
  return a.some((x) => !x.startsWith('-') && !words.includes(x) && (/^\d{2,}$|^[a-z][\w-]*:[\w-]*\d[\w-]*$|^[0-9a-f]{8,}(?:-[0-9a-f]{4,})*$/i.test(x) || /^(?:https?:\/\/[^\s]+\/|\/)[^\s*]*\.[a-z0-9]{1,5}$/i.test(x)));
}

/** (cls-holes16) A storage CLI's own option that makes a bucket or its objects public (or private again). */
function storageMadePublic(name: string, a: readonly string[]): string | 'private' | undefined {
  if (name === 's3cmd') {
    if (!/^(?:setacl|put|sync|cp|mv|modify|mb)$/.test(a.find((x) => !x.startsWith('-')) ?? '')) return undefined;
    if (a.some((x) => x === '--acl-private')) return 'private';
    return a.find((x) => x === '--acl-public' || x === '-P' || /^--acl-grant=read:(?:anon|all)/i.test(x));
  }
  if (name === 'mc') {
    const p = a.filter((x) => !x.startsWith('-'));
    const at = p[0] === 'anonymous' || p[0] === 'policy' ? 1 : -1;
    if (at < 0 || p[at] !== 'set') return undefined;
    const level = (p[at + 1] ?? '').toLowerCase();
    if (level === 'none' || level === 'private') return 'private';
    return /^(?:download|public|upload)$/.test(level) ? `${p[0]} set ${level}` : undefined;
  }
  return undefined;
}

/** (cls-en16) A whole bucket or container written in a storage CLI's own notation (not a URL scheme). */
function storeRoot(name: string, x: string): boolean {
  if (x.startsWith('-')) return false;
  if (name === 'rclone') return /^[\w-]+:[^/\s:]*\/?$/.test(x);
  if (name === 'mc') return /^[\w-]+\/[^/\s]+\/?$/.test(x);
  return /^https:\/\/[\w-]+\.(?:blob|dfs|file)\.core\.windows\.net\/[^/?\s]+\/?(?:\?\S*)?$/i.test(x);
}

/** An unfamiliar CLI: its subcommand words and flags read as an operation. */
const HTTP_METHOD = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD)$/i;
/** `<cli> api [METHOD] <path> [-X METHOD] [-d/--data/--body/-f body]`: the request a CLI's raw API command sends. */
function rawApiCall(c: Cmd): HttpCall | undefined {
  const a = c.args;
  const at = a.findIndex((x) => !x.startsWith('-'));
  if (at < 0 || a[at] !== 'api') return undefined;
  let method: string | undefined;
  let path: string | undefined;
  const body: string[] = [];
  for (let i = at + 1; i < a.length; i++) {
    const x = a[i] as string;
    if (/^(?:-X|--method|--request)$/.test(x)) method = a[++i];
    else if (/^(?:-d|--data|--data-raw|--body|--input|-f|-F|--field|--raw-field)$/.test(x)) body.push(a[++i] ?? '');
    else if (x.startsWith('-')) continue;
    else if (!method && HTTP_METHOD.test(x)) method = x;
    else if (path === undefined) path = x;
  }
  if (!path || !/^\/?[\w.~-]+(?:\/[\w.~:{}$-]*)*\/?(?:\?\S*)?$/.test(path)) return undefined;
  const m = (method ?? (body.length ? 'POST' : 'GET')).toUpperCase();
  return { method: m, url: `https://${c.name}/${path.replace(/^\//, '')}`, body: body.join('&'), files: [], headers: [] };
}

/** (cls-interp22) CLI verbs that English prose uses otherwise, as the words the operation reader knows. */
const CLI_VERB_I22: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  expire: 'prune', forget: 'prune', reap: 'prune', complain: 'disable', permissive: 'disable', mask: 'disable', disarm: 'disable',
  // A server's power by its management controller (racadm serveraction powercycle, … hardreset, … powerdown).
  powercycle: 'reboot',
  // A setting or a zone unset (knotc zone-unset acme.io, … config unset x) removes it.
  unset: 'delete', hardreset: 'reboot', graceshutdown: 'shutdown', powerdown: 'shutdown', gracereboot: 'reboot',
});
/** (cls-interp22) A flag that is the tool's verb: -delstore, -delete, /remove, --purge-all, -revoke. */
const FLAG_VERB_I22 = /^(?:--?|\/)(del(?:ete)?|remove|purge|destroy|wipe|erase|nuke|expire|revoke)(?:[-_]?(?:store|key|cert|entry|item|all|everything|alias|user|zone|record|snapshot|archive|backup)s?)?$/i;
const UNBAN_I22 = /^(?:unban|unbanip|unblock|unjail|unquarantine|delignore|unbanall)$/;
/** (cls-holes20) Feature-flag services' command-line tools. */
const FLAG_CLI = /^(?:unleash(?:-cli)?|ldcli|launchdarkly|flagsmith|growthbook|configcat(?:-cli)?|flagctl|flipt|statsig|devcycle|dvc-flags|optimizely)$/;

export function readSubcommands(c: Cmd): Finding[] {
  // (cls-api19) A domain's registrar or transfer lock removed by any registrar's CLI (namecheap domains.setRegistrarLock
  // --LockAction UNLOCK, a `transfer-lock off`): the domain can be moved away, as aws route53domains
  // disable-domain-transfer-lock reads.
  if (c.text.length < 600 && domainLockOff(c.text)) return [f('dangerous', `removes a domain's registrar or transfer lock: it can be transferred away (${snippet(c.text, 70)})`)];
  const words: string[] = [];
  const a = c.args;
  for (let i = 0; i < a.length && words.length < 4; i++) {
    const x = a[i] as string;
    if (x.startsWith('-')) {
      if (VALUE_OPTS.test(x) && !x.includes('=') && a[i + 1] && !a[i + 1]?.startsWith('-') && !/^--?(all|force|yes|y|recursive|r|prune|purge|permanent|public|confirm|quiet|q|verbose|v)$/.test(x)) i++;
      continue;
    }
    // CamelCase API actions are subcommands too (aliyun rds DeleteDBInstance, tccli cvm TerminateInstances).
    // s3cmd-style rb / mb (linode-cli obj rb, s3cmd rb): remove or make a bucket.
    if (x === 'rb' || x === 'mb') words.push(x === 'rb' ? 'remove' : 'make', 'bucket');
    // A key-value or config store's put (consul kv put, etcdctl put) writes a value; a storage CLI's put of a local
    // file to a remote path (mc put a.txt alias/bucket/) uploads it.
    else if (x === 'put') {
      const rest = a.slice(i + 1).filter((y) => !y.startsWith('-'));
      words.push(rest.length >= 2 && /^[\w./~-]+\.[A-Za-z]\w{0,4}$/.test(rest[0] as string) ? 'upload' : 'set');
    }
    // (lead16) A key that names one item (user:8812, session:ab12cd): a name, not subcommand words.
    else if (/^[a-z][\w-]*:[\w-]*\d[\w-]*$/.test(x)) break;
    else if (/^[a-z][a-z0-9:_-]*$/.test(x) && x.length <= 40) words.push(...splitName(x));
    else if (/^[A-Z][a-z]+(?:[A-Z][A-Za-z0-9]*)+$/.test(x) && x.length <= 48) words.push(...splitName(x));
    else break;
  }
  const how = snippet(c.text, 70);
  // (lead18) A CLI's raw API passthrough (sentry-cli api PUT projects/…, doctl … api, vercel api -X DELETE /v9/…): the HTTP
  // request it sends, read by the HTTP reader as if sent with curl (its host is the CLI's own service).
  // (cls-holes18) wmic's shadowcopy alias deleted (wmic shadowcopy delete /nointeractive): every copy, as vssadmin delete
  // shadows /all does; with a where clause, the copies it selects.
  if (c.name === 'wmic') {
    const sa = c.args.map((x) => x.toLowerCase());
    const at = sa.indexOf('shadowcopy');
    if (at >= 0 && sa.slice(at + 1).includes('delete')) return [f(sa.slice(at + 1).includes('where') ? 'dangerous' : 'forbidden', `deletes the volume shadow copies (backups) (${how})`)];
    // (cls-shell19) wmic product where "name like '%CrowdStrike%'" call uninstall: a security agent removed, as apt purge of it.
    const pr = sa.indexOf('product');
    if (pr >= 0 && sa.slice(pr + 1).includes('uninstall')) return [SECURITY_PACKAGE.test(` ${c.args.join(' ')} ${c.text} `) ? f('dangerous', `removes a security or audit agent, so that control stops (${how})`) : f('destructive', `uninstalls software (${how})`, true)];
    // (cls-shell19) Every other alias by its verb: accounts, services, processes, event logs, shares, the machine.
    if (at < 0 && pr < 0) {
      const wm = wmicAct(c.args, c.text, how);
      if (wm) return wm;
    }
  }
  const raw = rawApiCall(c);
  if (raw) return readHttp(raw);
  // (cls-api19) A CLI handed a GraphQL mutation document (newrelic nerdgraph query 'mutation { … }', a vendor's `graphql`
  // or `query` subcommand): the mutation it sends, read by the HTTP reader as a POST of it to that service.
  const gqlDoc = a.find((x) => /^\s*mutation\b[\s\S]*\{/.test(x) && x.length < 8000);
  if (gqlDoc) return readHttp({ method: 'POST', url: `https://${c.name}/graphql`, body: JSON.stringify({ query: gqlDoc }), files: [], headers: [] });
  // (lead18) A CI/CD run started from a CLI (glab ci run, bk build create, circleci … trigger) does what its variables ask
  // (DEPLOY_ENV:production, DEPLOY_TARGET=production): a deploy to that environment, or a destroy; without them it only
  // runs checks, as read below.
  if (words.some((w) => /^(?:run|create|trigger|start|new|rebuild|retry)$/.test(w)) && (/^(?:glab|bk|buildkite-agent|circleci|jenkins-cli|travis|drone|woodpecker-cli|tkn|codebuild|gitlab-ci)$/.test(c.name) || words.some((w) => /^(?:pipelines?|builds?|ci|workflows?)$/.test(w)))) {
    const ask = ciRunAsks(a.join(' '));
    if (ask) {
      const x = judge(ask.act === 'destroy' ? { verb: 'delete', obj: 'whole', scope: 'one', mods: 0, what: how } : { verb: 'deploy', obj: 'service', scope: 'one', mods: 0, what: how });
      if (x) return [ask.env ? { ...x, env: ask.env } : x];
    }
  }
  const flagText = a.join(' ').toLowerCase();
  // A flag that prints secret values (auth0 … --reveal-secrets, ssm … --with-decryption): a secret read, whatever the verb.
  // Decryptors' short flag (sops -d, age -d, gpg -d) is --decrypt: the plaintext secrets go to the transcript or a file.
  if (REVEAL.test(flagText) || (DECRYPTORS.has(c.name) && a.includes('-d'))) return [readSecret(`prints secret values into the transcript (${how})`)];
  // A subcommand that validates, previews or plans (sf project deploy validate, … preview, … plan): nothing changes.
  // (cls-en16: only as a whole subcommand word — inside a hyphenated name, "preview" or "plan" is part of the name of what
  // is acted on: neonctl branches delete preview-pr-42.)
  if (words.some((w) => DRY_WORDS.has(w) && a.some((x) => x.toLowerCase() === w))) return [f('safe', `validates or previews only; nothing is changed (${how})`)];
  // (cls-holes20) A feature flag switched on or off by a flag service's CLI (unleash-cli toggle disable x --environment
  // production, ldcli flags toggle-off, flagctl set x off): what runs for its users changes, a configuration change in that
  // environment (as the same switch over HTTP reads), not money or a record because of the flag's name.
  if (FLAG_CLI.test(c.name) || words.some((w) => /^(?:toggles?|flags?|features?|feature-flags?|feature-toggles?|gates?)$/.test(w))) {
    const sw = a.filter((x) => !x.startsWith('-')).map((x) => x.toLowerCase());
    if (sw.some((x) => /^(?:enable|disable|on|off|toggle-on|toggle-off|turn-on|turn-off|kill|flip)$/.test(x)) && !sw.some((x) => /^(?:list|ls|get|show|describe|status|view|create|new|add)$/.test(x))) {
      const x = judge({ verb: 'update', obj: 'config', scope: 'one', mods: 0, what: how });
      if (x) return [x];
    }
  }
  // (cls-code15) The sign-in records of every user exported to a file (firebase auth:export, auth0 users export, kcadm … export):
  // people's accounts with their password hashes, copied out of the identity service onto this machine. A production
  // project's is a production secret printed (dangerous); elsewhere a secret read (destructive).
  if (words.some((w) => /^(?:export|dump|backup)$/.test(w)) && words.some((w) => /^(?:auth|users|accounts|identities|members|realm|realms)$/.test(w)) && !words.some((w) => /^(?:import|list|ls|get)$/.test(w))) return [readSecret(`exports every user's account records, password hashes included (${how})`)];
  // Resource-then-verb CLIs (stripe charges list, twilio api:core:messages:list): a read verb last reads the resource
  // its plural names; "charges" or "refunds" before it is that resource, not an act on money.
  if (words.length >= 2 && READ_LAST.test(words[words.length - 1] as string) && !words.slice(0, -1).some((w) => EXPLICIT_ACT.test(w) || SECRET_NOUN.test(w)) && !SECRET_STORES.has(c.name)) return [f('safe', `reads only (${how})`)];
  // The same with the resource's name after it (nomad job status billing-prod, … service logs api-prod): its words are
  // a name, not an act.
  const readAt = words.findIndex((w) => READ_LAST.test(w));
  if (readAt >= 1 && readAt <= 2 && readAt < words.length - 1 && !words.some((w, i) => i !== readAt && (EXPLICIT_ACT.test(w) || SECRET_NOUN.test(w))) && !SECRET_STORES.has(c.name)) return [f('safe', `reads only (${how})`)];
  // A rollout paused or aborted (argo rollouts pause, … abort) can be resumed or re-run (LABELS: restarts).
  if (words.some((w) => /^(?:rollouts?|canar(?:y|ies))$/.test(w)) && words.some((w) => /^(?:pause|suspend|abort|halt)$/.test(w))) return [ladder('destructive', 'reversible', 'reversible', `pauses or aborts a rollout; it can be resumed (${how})`)];
  // (cls-holes16) An object store's ACL made public by a storage CLI's own option: s3cmd `--acl-public` / `-P` (setacl,
  // put, sync, cp, modify), MinIO `mc anonymous set|policy set download|public|upload` on a bucket. The same exposure as
  // `aws s3api put-bucket-acl --acl public-read`: customer or personal data made public is forbidden. `--acl-private`
  // and `mc anonymous set none` make it private again.
  const pub = storageMadePublic(c.name, a);
  if (pub === 'private') return [f('reversible', `makes a bucket private (${how})`)];
  // One web asset (an image, a stylesheet, a font) uploaded public is a small published change, as with `aws s3 cp … --acl public-read`.
  if (pub && c.name === 's3cmd' && /^(?:put|cp)$/.test(a.find((x) => !x.startsWith('-')) ?? '') && !a.some((x) => x === '--recursive' || x === '-r') && !namesPeople(a) && a.filter((x) => !x.startsWith('-') && !/^s3:/.test(x)).slice(1).every((x) => /\.(?:png|jpe?g|gif|svg|webp|ico|css|woff2?|ttf|otf|mp4|webm)$/i.test(x))) return [f('destructive', `publishes a web asset for anyone to download (${how})`)];
  if (pub) return [f(namesPeople(a) ? 'forbidden' : 'dangerous', `exposes a bucket publicly (${pub}) (${how})`, true)];
  const world = openToWorld(a, words);
  if (world) return [worldFinding(world, c.text, how)];
  // (cls-api14) A setting that names a protection switched off by an update (gam update user x is2svenforced off,
  // … config set --mfa-required=false, … update --audit-logging disabled): the control is weakened.
  // (cls-api14) An identity provider's sign-in policy deactivated or deleted from its CLI (okta policies deactivate …, auth0 …
  // policy delete) turns off a rule that protects every sign-in, as over HTTP and through a tool.
  if (words.some((w) => /^(?:deactivate|disable|delete|remove|rm)$/.test(w)) && idpPolicy(/^(?:okta|auth0|onelogin|jumpcloud|keycloak|kcadm(?:\.sh)?|authentik)$/.test(c.name), words)) return [judge({ verb: 'disable', obj: 'security', scope: 'one', mods: 0, what: how }) as Finding];
  if (words.some((w) => /^(?:update|set|config|configure|modify|patch|edit|change)$/.test(w))) {
    const off = controlOff(a);
    if (off) return [judge({ verb: 'disable', obj: off, scope: 'one', mods: 0, what: how }) as Finding];
  }
  // cls-benign16: a build tool's own "clean" with nothing named after it (flutter clean, sbt clean, cabal clean, xcodebuild clean
  // -scheme App, bazel clean --expunge, turbo clean, fvm flutter clean): the tool's build output in the project goes, and the
  // next build makes it again. A store's tool (objFromProgram), another word (airflow db clean) or a production target keep theirs.
  const cw = words.length > 1 && words[words.length - 1] === 'all' ? words.slice(0, -1) : words;
  if (BUILD_CLEAN.test(cw[cw.length - 1] ?? '') && cw.slice(0, -1).every((w) => CLEAN_LEAD.test(w)) && onlyWordsAndOptions(a, words) && !objFromProgram(c.name) && !SECRET_STORES.has(c.name) && detectEnv(c.text).env !== 'prod') return [f('reversible', `removes the tool's build output in the project; the next build makes it again (${how})`)];
  // cls-benign16: a local phone simulator or emulator (xcrun simctl erase all, emulator -avd X -wipe-data, avdmanager delete avd):
  // throwaway development devices on this machine, like a local container.
  // (cls-benign22) A device's display and developer settings for UI tests (adb shell settings put global
  // animator_duration_scale 0, show_touches, stay_on_while_plugged_in, font_scale): preferences of a test device.
  if (c.name === 'adb' && a.includes('settings') && a.includes('put') && a.some((x) => /^(?:animator_duration_scale|transition_animation_scale|window_animation_scale|show_touches|pointer_location|stay_on_while_plugged_in|screen_off_timeout|font_scale|screen_brightness|screen_brightness_mode|accelerometer_rotation|user_rotation|hidden_api_policy|always_finish_activities|development_settings_enabled|show_layout_bounds|debug_view_attributes)$/.test(x))) return [f('reversible', `changes a display or developer setting of a test device (${how})`)];
  // An app's debug build taken off or reset on a test device (adb uninstall com.acme.app.debug, adb shell pm clear …dev).
  // (cls-benign25) The emulator's own console (adb emu kill, adb -e emu avd snapshot save) is that emulator; an app's debug
  // build stopped, cleared or removed on a device (readers/benign25.ts).
  if ((c.name === 'xcrun' && a[0] === 'simctl') || c.name === 'avdmanager' || c.name === 'emulator' || (c.name === 'adb' && /^-s$/.test(a[0] ?? '') && /^emulator-\d+$/.test(a[1] ?? '')) || (c.name === 'adb' && (a[0] === 'emu' || (a[0] === '-e' && a[1] === 'emu'))) || debugBuild25(c.name, a) || (c.name === 'adb' && a.some((x) => x === 'uninstall' || x === 'clear') && a.some((x) => /^[a-z][\w]*(?:\.[\w]+)+\.(?:debug|dev|development|staging|test|qa)$/i.test(x)))) return [f('reversible', `changes a local simulator, emulator or an app's debug build on a test device: throwaway development state (${how})`)];
  // cls-benign16: a monorepo tool's own cache reset (nx reset, rush purge, watchman watch-del-all) and notebooks' outputs
  // cleared in place (jupyter nbconvert --clear-output, nbstripout): rebuildable state, or an edit of the project's files.
  if ((c.name === 'nx' && a[0] === 'reset') || (c.name === 'rush' && a[0] === 'purge') || (c.name === 'watchman' && a[0] === 'watch-del-all') || (c.name === 'jupyter' && a[0] === 'nbconvert' && !a.includes('--execute')) || c.name === 'nbstripout') return [f('reversible', `resets a build tool's cache or clears notebook outputs in the project (${how})`)];
  // (lead22) A plugin, extension or package installed from an archive at a URL (wp plugin install https://…/x.zip --activate,
  // an extension's .vsix, a .phar, a .deb) rather than from its registry: code nobody reviewed runs there, as pip and npm read.
  if (words.some((w) => /^(?:install|add|upload)$/.test(w)) && a.some((x) => /^https?:\/\/[^\s/]+\/\S*\.(?:zip|tgz|tar\.gz|tar|whl|vsix|jar|phar|deb|rpm|apk|crx|xpi|gem|nupkg)(?:\?\S*)?$/i.test(x) && !/^https?:\/\/(?:localhost|127\.)/.test(x))) return [f('dangerous', `installs a package from a URL, not from its registry: unverified remote code runs (${how})`)];
  // (cls-interp22) A CLI's own verbs that English prose uses otherwise, read by their meaning in a command's subcommand
  // position: expire / forget / evict / reap delete by age or policy (restic forget, kopia snapshot expire, cache evict),
  // complain / permissive put a security policy out of force (aa-complain, semanage permissive), mask stops a unit from
  // ever starting. An unban or unblock lifts a protection's block.
  const unban = words.findIndex((w) => UNBAN_I22.test(w));
  if (unban >= 0 && !words.some((w) => /^(?:list|ls|get|show|status|banned|check)$/.test(w))) {
    const every = /(?:^|\s)--?(?:all|everyone)(?:\s|=|$)/.test(flagText) || words.slice(unban + 1).some((w) => w === 'all' || w === 'everyone') || a.includes('*') || a.includes('0.0.0.0/0');
    return [every ? f('dangerous', `lifts every block a protection holds (${how})`) : f('destructive', `lifts one block a protection holds (${how})`)];
  }
  // (cls-interp22) A backup tool's "remove all but N" (duplicity remove-all-but-n-full 1): a retention of N, not every backup.
  const butN = words.indexOf('but');
  if (butN > 0 && objFromProgram(c.name) === 'backup' && words.slice(0, butN).some((w) => /^(?:remove|delete|rm)$/.test(w))) {
    const n = Number(a.find((x) => /^\d+$/.test(x)) ?? NaN);
    if (n === 0) return [f('forbidden', `deletes every backup (${how})`)];
    return [n === 1 ? f('dangerous', `keeps only the newest backup; every other one is deleted (${how})`) : { ...ladder('dangerous', 'dangerous', 'destructive', `deletes older backups by a retention given on the command line (${how})`), local: false }];
  }
  // (cls-interp22) A storage tool's dedupe (rclone dedupe --dedupe-mode newest remote:): duplicates deleted, one of each kept;
  // the rename mode only renames them.
  if (words[0] === 'dedupe') return [/--dedupe-mode[= ]rename\b|--dry-run\b/.test(flagText) ? f('reversible', `renames duplicate files (${how})`) : f('destructive', `deletes duplicate files, keeping one of each (${how})`)];
  const cliWords = words.some((w) => CLI_VERB_I22[w] !== undefined) ? words.map((w) => CLI_VERB_I22[w] ?? w) : words;
  // (lead22) A resource named by a word that is also a verb, then the verb (wp post delete, wp comment delete, … message
  // create, … search-replace): the second word is the operation, the first its object.
  let op = cliWords.length >= 2 && HOMOGRAPH_NOUN_L22.test(cliWords[0] as string) && CRUD_VERB_L22.test(cliWords[1] as string) ? readOp([cliWords[1] as string, cliWords[0] as string, ...cliWords.slice(2)]) : readOp(cliWords);
  // (cls-interp22) A tool whose operation is a flag (certutil -delstore My ID, keytool -delete -alias x, tarsnap -d): with no
  // verb among the words, a flag spelled as a deleting or revoking verb is the operation.
  if (!op.verb || op.verb === 'click') {
    const fv = a.find((x) => FLAG_VERB_I22.test(x));
    if (fv) op = readOp([(FLAG_VERB_I22.exec(fv)?.[1] ?? '').toLowerCase().replace(/^del$/, 'delete'), ...words]);
  }
  // (cls-holes17) A telephony CLI giving up a number (vonage numbers:cancel 4477…, nexmo number:cancel, plivo numbers
  // unrent, telnyx number delete): the account's live number released, a running resource deleted, as Twilio's is.
  if (/^(?:twilio|vonage|nexmo|plivo|telnyx|sinch|signalwire|bandwidth|messagebird)$/.test(c.name) && words.some((w) => /^(?:numbers?|dids?|phonenumbers?)$/.test(w)) && words.some((w) => /^(?:cancel|release|unrent|delete|remove|rm|destroy|portout)$/.test(w)) && !words.some((w) => /^(?:list|ls|get|search|show|info|buy|rent)$/.test(w))) op = { ...op, verb: 'delete', obj: 'resource' };
  // The program's own name may carry the operation (kafka-delete-records, az-purge-logs).
  if ((!op.verb || op.verb === 'click') && /[-_]/.test(c.name)) op = readOp([...splitName(c.name), ...words]);
  // (lead16) "Emptying" one named item (acmectl purge cache-entry user:8812, cdnctl purge /img/logo.png, … purge entry 8812)
  // deletes that item: only a container (a queue, a table, a cache, a bucket) is emptied of everything in it.
  if (op.verb === 'empty' && !words.some((w) => /^(?:all|everything)$/.test(w) || (RESOURCE_PLURAL_WORD.test(w) && w !== 'purges')) && !/(?:^|\s)--?(?:all|everything)(?:\s|=|$)/.test(flagText) && namesOneItem(a, words)) {
    op = { ...op, verb: 'delete', scope: 'one' };
  }
  const flags = flagText;
  // (cls-holes18) A .NET event log cleared from PowerShell (… | ForEach-Object { [System.Diagnostics.Eventing.Reader.
  // EventLogSession]::GlobalSession.ClearLog($_.LogName) }): the same act as wevtutil cl.
  if ((!op.verb || op.verb === 'click') && c.text.length < 4000 && (EVENTLOG_CLEAR.test(c.text) || /\bEventLogSession\]?::\w+\.ClearLog$/i.test(c.text))) return [f('forbidden', `clears Windows event logs (${how})`)];
  if (!op.verb || op.verb === 'click') {
    return [unplacedPart(unplacedRun('reversible', `runs ${c.name}; no risky operation recognised (${how})`), c)];
  }
  let scope = op.scope ?? 'one';
  // -a is "all" only when it takes no value (many CLIs use it for --app).
  const shortAll = a.some((x, i) => x === '-a' && (i + 1 >= a.length || (a[i + 1] as string).startsWith('-')));
  if (shortAll || /(?:^|\s)(?:--all|--all-\w+|--everything)(?:\s|=|$)/.test(flags) || /--keep-(?:last|daily|within)[= ]0\b/.test(flags)) scope = 'all';
  // (lead22) Ids handed over by a listing in a substitution (wp post delete $(wp post list --format=ids)): the set it lists —
  // everything it lists, unless the listing itself is narrowed by a filter.
  const listing = scope === 'one' && a.some((x) => x.startsWith('$(') || x.startsWith('`')) ? [...c.text.matchAll(/\$\(([^()\n]{1,300})\)|`([^`\n]{1,300})`/g)].map((m) => m[1] ?? m[2] ?? '').find((x) => /\b(?:list|ls|ids|find|search|query|select)\b/.test(x)) : undefined;
  if (listing) scope = /--?(?:status|where|filter|older|newer|before|after|since|until|search|s|tag|label|author|user|owner|category|match|query|q)\b/i.test(listing) ? 'some' : 'all';
  // A bulk delete with nothing to narrow it (oci os object bulk-delete --bucket-name b, … delete-batch --source c)
  // removes everything in its container.
  if (scope === 'some' && (op.verb === 'delete' || op.verb === 'empty') && words.some((w) => w === 'bulk' || w === 'batch') && !NARROWING.test(flags)) scope = 'all';
  // A key-value store's delete by prefix (etcdctl del --prefix, consul kv delete -recurse): an empty or root
  // prefix is every key, any other prefix a family of keys.
  if ((op.verb === 'delete' || op.verb === 'empty') && /(?:^|\s)(?:--prefix|--from-key|-recurse|--recurse|--recursive)(?:\s|=|$)/.test(flags)) {
    const key = a.filter((x) => !x.startsWith('-')).find((x) => !/^(?:del|delete|rm|remove|kv|purge)$/i.test(x));
    // (cls-interp21: etcd's /registry prefix is a Kubernetes cluster's whole state.)
    scope = key === undefined || /^(?:["']{2}|\/+|\*)?$/.test(key) || (c.name === 'etcdctl' && /^\/registry\/?$/.test(key)) ? 'all' : scope === 'one' ? 'some' : scope;
  }
  // A delete narrowed by a filter or query option (clerk users delete --filter …, … delete --query …): a filtered set.
  if (scope === 'one' && (op.verb === 'delete' || op.verb === 'empty' || op.verb === 'disable' || op.verb === 'revoke') && /(?:^|\s)--?(?:filter|query|where|match|predicate|selector|older-than|before|since|until)(?:[\s=]|$)/.test(flagText)) scope = 'some';
  // (cls-api15) Run once per item of a listing (… list --status open | xargs -n1 stripe invoices void, a loop over it): a
  // filtered set, or every item of an unfiltered listing.
  if (scope === 'one' && c.bulk) scope = c.every ? 'all' : 'some';
  let wholeStore = false;
  // An object-store URL removed recursively (oss://bucket -r, ss:///avatars -r, r2://media/ --recursive): its root is every
  // object in the bucket, a path under it a prefix.
  if (op.verb === 'delete' && (a.some((x) => x === '--recursive' || /^--recursive=true$/i.test(x) || /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(x)) || c.name === 'rclone')) {
    const url = a.find((x) => /^[a-z][a-z0-9+]*:\/\/\/?[^/\s]+/i.test(x) && !/^(?:https?|ftp|file):/i.test(x));
    // (cls-en16) The same root in other storage CLIs' notations: an rclone remote's bucket (remote:bucket), a MinIO
    // alias's bucket (mc rm -r alias/bucket), an Azure blob container URL (azcopy rm https://acct.blob.core.windows.net/c).
    if ((url && /^[a-z][a-z0-9+]*:\/\/\/?[^/\s]+\/?\**$/i.test(url)) || (a.some((x) => storeRoot(c.name, x)) && !NARROWING.test(flagText) && !/--(?:min|max)-(?:age|size)\b|--older|--newer/.test(flagText))) {
      scope = 'all';
      wholeStore = true;
    } else if (url && scope === 'one') scope = 'some';
  }
  let mods = op.mods;
  if (/--force|(?:^|\s)-f(?:\s|$)|--yes|(?:^|\s)-y(?:\s|$)|--confirm/.test(flags)) mods |= M.FORCE | M.NO_CONFIRM;
  if (/--public|public-read|--access[= ]public/.test(flags)) mods |= M.PUBLIC;
  // Uploaded but not live: an unpublished theme, a draft release, a hidden page.
  if (/--unpublished|--draft|--hidden|--no-publish|--inactive/.test(flags)) mods |= M.DRAFT;
  if (/--permanent|--purge|--hard/.test(flags)) mods |= M.PERMANENT;
  if (c.sudo) mods |= M.ROOT;
  // An upload whose destination names a personal account (mc put x personal-gdrive/…, … /Personal/…): it leaves the company.
  if (op.verb === 'upload' && a.some((x) => !x.startsWith('-') && /(?:^|[^a-z])(?:personal|privat|gmail|googlemail|yahoo|hotmail|icloud|protonmail)(?:[^a-z]|$)/i.test(x))) mods |= M.EXTERNAL;
  const progObj = objFromProgram(c.name);
  // Machine nouns of web APIs the lexicon does not hold (linodes, droplets): the same reading as an API call's.
  const apiKind = op.obj || progObj ? undefined : apiObj(words);
  let obj = op.obj ?? progObj ?? (apiKind === 'resource' ? apiKind : undefined);
  // A role, group or permission named for administrators given to someone (auth0 roles assign-users rol_Admin…, … add-member --role owner).
  const roleWords = words.some((w) => /^(?:roles?|permissions?|groups?|members?|memberships?|users?|collaborators?)$/.test(w));
  let verb = op.verb;
  // Activating a version, property or configuration puts it live (fastly service-version activate, akamai … activate).
  if (verb === 'enable' && words.some((w) => /^(?:version|versions|property|properties|config|configuration|release|revision|deployment)$/.test(w))) verb = 'deploy';
  if (roleWords && /^(?:grant|update|create|add|assign|invite)$/.test(verb) && a.some((x) => (!x.startsWith('-') && !words.includes(x) && /admin|owner|superuser|root/i.test(x)) || /^--?(?:role|roles|permission|access-level)[= ]?(?:.*admin|.*owner)/i.test(x))) {
    mods |= M.ADMIN;
    verb = 'grant';
    obj = 'privilege';
  }
  // (cls-api15) A domain taken off a hosted app or site (heroku domains:remove, vercel domains rm, netlify domains:remove): the
  // address people reach it by stops answering, a live DNS resource, as the tool and HTTP forms read it.
  if (verb === 'delete' && words.some((w) => /^domains?$/.test(w)) && (!obj || /^(?:unknown|record|resource)$/.test(obj))) obj = 'dns';
  // (cls-api15) A branch sub-command (pscale branch delete DB BRANCH, xata branch delete): the branch is the object, not
  // the database named beside it.
  if (verb === 'delete' && /^branch(?:es)?$/.test(words[0] ?? '')) obj = 'branch';
  // Records or messages of a queue deleted: the queue is purged.
  if (progObj === 'queue' && (obj === 'record' || obj === 'message') && (op.verb === 'delete' || op.verb === 'empty')) obj = 'queue';
  // A service, app or server suspended (render services suspend, … app suspend) is taken offline, not a person's access removed.
  if ((verb === 'suspend' || verb === 'revoke') && !words.some((w) => /^(?:users?|members?|accounts?|tokens?|keys?|sessions?|access|collaborators?)$/.test(w)) && words.some((w) => /^(?:services?|apps?|applications?|sites?|servers?|instances?|workers?|functions?|deployments?|projects?)$/.test(w))) verb = 'stop';
  // A subcommand naming a managed database (oci db system terminate, scw rdb instance delete, exo dbaas delete): deleting or
  // terminating that instance deletes the database it holds.
  if ((verb === 'delete' || verb === 'stop' && words.includes('terminate')) && (!obj || /^(?:unknown|resource|service|record|server|database)$/.test(obj)) && words.some((w) => /^(?:db|dbs|rdb|rds|dbaas|database|databases|dbsystem|autonomous)$/.test(w)) && !words.some((w) => /^branch(?:es)?$/.test(w))) {
    verb = 'delete';
    obj = 'database';
  }
  // (cls-api14) On an on-call or monitoring CLI (pd, opsgenie's lamp, dog), a service, integration, escalation policy,
  // schedule or monitor disabled or deleted means failures reach nobody: monitoring weakened, as over HTTP and through tools.
  if ((verb === 'disable' || verb === 'delete' || verb === 'stop') && /^(?:pd|pagerduty|lamp|opsgenie|dog|datadog|newrelic|checkly|cronitor)$/.test(c.name) && words.some((w) => /^(?:services?|integrations?|escalations?|ep|polic(?:y|ies)|schedules?|monitors?|checks?|heartbeats?|rules?|alerts?|synthetics?)$/.test(w)) && !words.some((w) => /^(?:incidents?|notes?|dashboards?|users?|tags?)$/.test(w))) {
    verb = 'weaken';
    obj = 'config';
  }
  // (cls-api14) A webhook endpoint (stripe webhook_endpoints delete) is a hook, not a device.
  if (words.some((w) => /^webhooks?$/.test(w))) {
    obj = 'hook';
    // (cls-api15) …pointed at a request collector or tunnel (--url https://webhook.site/…): every event it subscribes to leaves.
    if (a.some((x) => destOutside(x.replace(/^--?[\w-]+=/, ''), []))) mods |= M.EXTERNAL;
  }
  // (cls-api14) A data platform's catalog (Unity Catalog, a metastore) holds schemas and their tables: deleting it is a whole database.
  if (verb === 'delete' && words.some((w) => /^(?:catalogs?|metastores?)$/.test(w)) && (!obj || /^(?:unknown|record|resource)$/.test(obj))) obj = 'database';
  // (cls-api14) A Salesforce scratch org is a disposable dev org; a sandbox org is a shared copy (staging).
  if (verb === 'delete' && /^(?:sf|sfdx)$/.test(c.name) && words.includes('org') && /\bscratch\b/i.test(c.text)) return [f('destructive', `deletes a scratch org: a disposable development org (${how})`)];
  if (!obj) obj = 'unknown';
  // Terminating an environment or instance (eb terminate, … instance terminate) destroys it; it is not a pause.
  if (verb === 'stop' && words.includes('terminate') && obj === 'unknown') verb = 'delete';
  // Something an unfamiliar CLI names only by its own words, deleted on a target its flags or names call production
  // (copilot svc delete --env prod, kamal remove -d production, sam delete --stack-name billing-prod): deploy and cloud
  // CLIs manage resources, and one production resource is dangerous (LABELS). Unknown or dev targets keep "one item".
  if (verb === 'delete' && obj === 'unknown' && scope === 'one' && detectEnv(c.text.replace(/([a-z])([A-Z])/g, '$1-$2')).env === 'prod') obj = 'resource';
  if (wholeStore && /^(?:unknown|record|file|dir)$/.test(obj)) obj = 'bucket';
  // A store whose own name says it holds backups is the backups it holds (oci os object bulk-delete --bucket-name backups).
  if ((op.verb === 'delete' || op.verb === 'empty') && /^(?:unknown|record|bucket|file|dir)$/.test(obj) && a.some((x) => !x.startsWith('-') && !words.includes(x) && /backups?\b|snapshots?\b/i.test(x))) {
    // The whole store goes: every backup it holds.
    if (obj === 'bucket') scope = 'all';
    obj = 'backup';
  }
  // (cls-api15) A token or key minted by a CLI (glab token create --scope sudo, … tokens create --scopes admin): a credential,
  // with an administrator's reach when a scope says so.
  if (verb === 'create' && words.some((w) => /^(?:tokens?|pats?|api-?keys?|access-?tokens?)$/.test(w)) && !words.some((w) => /^(?:webhooks?|hooks?)$/.test(w))) {
    obj = 'secret';
    for (let i = 0; i < a.length; i++) {
      const m = /^--?(?:scopes?|permissions?|role)(?:=(.*))?$/.exec(a[i] as string);
      if (m && (m[1] ?? a[i + 1] ?? '').split(',').some((x) => ADMIN_SCOPE.test(x.trim()))) mods |= M.ADMIN;
    }
  }
  // Access given to a personal mailbox (heroku access:add x@gmail.com, … invite someone@outlook.com): someone outside the company.
  if ((verb === 'grant' || verb === 'share') && a.some((x) => /^[\w.+-]+@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|proton|protonmail|aol|gmx|yandex)\./i.test(x))) mods |= M.EXTERNAL;
  // (cls-api18) An app, site, project, team or workspace transferred with no amount (heroku apps:transfer --app x
  // new-owner@gmail.com, netlify sites:transfer): the company's own thing changes hands, as the tool and REST forms read;
  // to a personal mailbox it goes outside the company.
  if (verb === 'pay' && words.some((w) => /^(?:apps?|sites?|projects?|teams?|workspaces?|spaces?|stores?|ownership|orgs?|organi[sz]ations?)(?::transfer)?$/.test(w.replace(/:transfer$/, ''))) && !/(?:^|\s)--?(?:amount|source-amount|target-amount|value)[= ]/.test(flagText)) {
    obj = 'whole';
    if (a.some((x) => /^[\w.+-]+@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|proton|protonmail|aol|gmx|yandex)\./i.test(x))) mods |= M.EXTERNAL;
  }
  const act: Act = { verb, obj, scope, mods, what: how };
  // An amount given as a flag or a form field (stripe payouts create --amount 2500000, -d amount=150000): payment services count in cents.
  // (cls-api18: also --source-amount / --target-amount, Wise's and other transfer CLIs' spellings.)
  const amount = /(?:^|\s)(?:--(?:source-|target-|send-)?amount[= ]|(?:-d\s+)?amount=)(\d+(?:\.\d+)?)(?:\s|$)/.exec(flagText)?.[1];
  if (amount) act.usd = /^(?:stripe|square|adyen|braintree|paddle|chargebee|recurly|mollie)$/.test(c.name) && !amount.includes('.') ? Number(amount) / 100 : Number(amount);
  // (cls-api15) A credit note or credit created with an amount gives money back, as a refund does.
  if (act.usd && act.verb === 'create' && words.some((w) => /^(?:credit|credits|credit_notes?|creditnotes?|credit-notes?|adjustments?)$/.test(w))) {
    act.verb = 'pay';
    act.obj = 'money';
  }
  if (/(?:^|\s)--live(?:\s|$)/.test(flagText)) act.mods |= M.LIVE;
  // cls-benign14: a payment CLI given a test-mode key (STRIPE_API_KEY=sk_test_… stripe charges create …, --api-key sk_test_…)
  // moves test money only; a live key or --live keeps it real.
  else if (/(?:^|[\s=])(?:sk|rk)_test_\w+/.test(`${flagText} ${Object.values(c.env).join(' ')}`.toLowerCase()) && !/(?:^|[\s=])(?:sk|rk)_live_/.test(`${flagText} ${Object.values(c.env).join(' ')}`.toLowerCase())) act.mods |= M.TEST_MODE;
  // A list or audience named for everyone (--list all-customers, --to everyone, --segment all_users).
  if (/(?:^|\s)--?(?:list|to|audience|segment|recipients?|channel|group)[= ](?:all[-_]?\w*|everyone|every[-_]\w+|customers|subscribers)(?:\s|$)/.test(flagText)) act.mods |= M.MASS;
  // A channel or list named for its audience ("#customers-announcements", all_customers, subscribers-eu): that audience.
  else if (/(?:^|\s)--?(?:list|to|audience|segment|recipients?|channel|group)[= ]["'#@]*(?:[\w.-]*[-_.])?(?:customers?|subscribers?|clients|everyone|all[-_](?:users|customers|staff|company|hands))(?:[-_.][\w.-]*)?["']?(?:\s|$)/.test(flagText)) act.mods |= M.MASS;
  // Listing secrets shows their names, not their values (fly secrets list, gh secret list).
  if (op.verb === 'read' && (obj === 'secret' || obj === 'vault') && words.some((w) => w === 'list' || w === 'ls')) return [f('safe', `lists secret names only (${how})`)];
  if (op.verb === 'read' || op.verb === 'search' || op.verb === 'test' || op.verb === 'explain') return [judge({ ...act, verb: op.verb }) as Finding];
  if (mods & M.DRAFT && /^(?:push|publish|deploy|upload|create|release|update)$/.test(op.verb)) return [f('reversible', `uploads an unpublished copy; nothing live changes (${how})`)];
  const x = judge(act);
  // judge has no row for this verb and object: nothing placed it, so the floor judges it.
  const out = x ? [x] : [unplacedPart(unplacedRun('reversible', `runs ${c.name} (${how})`), c)];
  for (const v of op.more) {
    const y = judge({ ...act, verb: v === 'click' ? 'run' : v });
    if (y) out.push(y);
  }
  return out;
}

/** cls-benign16: a build tool's clean sub-command and the words that may lead it (fvm flutter clean, swift package clean). */
const BUILD_CLEAN = /^(?:clean|distclean|clobber)$/;
const CLEAN_LEAD = /^(?:flutter|dart|package|project|build|workspace|all)$/;
/** Every positional argument is one of the sub-command words or an option's value (xcodebuild clean -scheme App). */
function onlyWordsAndOptions(a: readonly string[], words: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (x.startsWith('-') || words.includes(x) || splitName(x).every((y) => words.includes(y))) continue;
    const prev = a[i - 1] ?? '';
    if (!(prev.startsWith('-') && !prev.includes('='))) return false;
  }
  return true;
}

/** Keys that name a protection (a second factor, SSO, TLS, audit, a firewall …), in any spelling (is2svenforced, --mfa-required). */
/** (lead17: `protected`, `masked` — a CI variable's guards; `--protected=false --masked=false` unguards a deploy token.) */
const CONTROL_KEY = /(?:2sv|2fa|mfa|twofactor|twostep|multifactor|sso|ssl|tls|https|hsts|audit|encrypt|firewall|waf|captcha|csrf|protection|protected|masked|signing|verification|lockout|passwordpolicy)/;
const OFF_VALUE = /^(?:off|false|disabled?|none|no|0)$/i;

/** The object of a protection an argument list switches off (`key off`, `--key false`, `--key=off`, `key=false`), if any. */
function controlOff(a: readonly string[]): Act['obj'] | undefined {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    const eq = /^(?:--?)?([\w.-]+)=(.*)$/.exec(x);
    const key = (eq ? eq[1] : x.replace(/^--?/, '')) ?? '';
    const value = eq ? (eq[2] ?? '') : (a[i + 1] ?? '');
    const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (k.length < 3 || k.length > 40 || !CONTROL_KEY.test(k) || !OFF_VALUE.test(value.replace(/^["']|["']$/g, ''))) continue;
    if (/audit/.test(k)) return 'audit';
    return 'security';
  }
  return undefined;
}

/** What an unfamiliar tool manages, from its name (restic → backups). */
function objFromProgram(name: string): Act['obj'] | undefined {
  if (/^(restic|borg|kopia|duplicity|tmutil|velero|vssadmin|wbadmin|bacula|rsnapshot|pgbackrest|barman|wal-g)$/.test(name)) return 'backup';
  if (/^(vault|op|bw|lpass|pass|aws-vault|sops|keeper|1password)$/.test(name) || SECRET_STORES.has(name)) return 'secret';
  if (/^(airflow|dagster|prefect|cron|schtasks)$/.test(name)) return 'job';
  if (/^(kafka|rabbitmq|rabbitmqadmin|rabbitmqctl|nats|pulsar|sqs|celery|rq|sidekiq|bull)/.test(name)) return 'queue';
  return undefined;
}


/**
 * cls-over14: an unplaced command run on its own (no pipe into it, not reached through ssh, a shell -c or a loop)
 * carries its own text, so the unknown-is-not-safe floor judges its words, not those of placed commands beside it.
 */
function unplacedPart(x: Finding, c: Cmd): Finding {
  if (c.pipeIn || c.via.length > 0 || c.bulk || c.dynamicName) return x;
  x.part = [c.text, ...Object.values(c.env), c.stdin ?? ''].join(' ');
  return x;
}
