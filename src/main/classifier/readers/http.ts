// HTTP requests (written as "POST https://…", issued by curl/wget/httpie or
// Invoke-RestMethod, or fetched by a tool): the method and the path say
// what is done to what; the body says how much and to whom; and what leaves
// is rated by what it carries — file contents, tokens, environment values —
// not by the verb "fetch". Authenticating to an API with its own token is
// not exfiltration.
import { BULK_DELETE_OP, DB_NAMED, DB_SERVICE, INSTANCE_WORD } from './sdk20';
import { pagesOnCall } from './sdk21';
import { BUY_WORD25, credentialMode25, deliveryTo25, emptyFilter25, labelBought25, listedItems25, namedControl25, publicLink25, soapOperation25, STORED_VALUE_KEY25, STORED_VALUE_WORD25, terminatesByStatus25 } from './api25';
import { AD_PLATFORM22, adBudgetUsd22, abbreviates22, BACKUP_PRODUCT22, domainLockOff22, ELIDED_ITEMS22, queryOperation22, remoteConfigPublished22, storeReleaseLive22 } from './sdk22';
import { detectEnv } from '../context';
import { f, ladder, snippet, type Env, type Finding } from '../findings';
import { BULK_COUNT, judge, M, type Act, type Verb } from '../meaning';
import { parseObject, strings, type Loose } from '../text/loose';
import { apiObj, apiVerb, argData, ciRunAsks, CONTROL_WORDS, controlObj, heldAddress, isResourceWord, MASS_MESSAGE, MONITOR_WORDS, MUTE_WORDS, targetEnv } from './api';
import { splitName } from './words';
import { setOwn } from '../own';
import { analyzeSql } from '../rules/data';
import { adminCredential, bankDetailsWritten, batchBodyOp, dropsAllLogs, makesFree, outsiderAdded, PAYEE_RECORD, silenceNarrow, wholeSuspended } from './api19';

/** The head of a SQL statement (a body field that holds one). */
const SQL_HEAD = /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|with|undrop|copy|call|replace|upsert|show|describe)\b/i;

export interface HttpCall {
  method: string;
  url: string;
  body: string;
  /** Files sent (curl -F f=@x, --data-binary @x, -T x). */
  files: string[];
  /** Header values (for the record; tokens there authenticate). */
  headers: string[];
  /** The data comes from a command that prints secrets (printenv | curl --data @-). */
  secretStdin?: string;
  /** The request is repeated over a list of items (a loop in code or a shell loop): a filtered set or every item. */
  bulk?: 'some' | 'all';
  /** Words written with the request (a trailing comment): amounts, counts, recipients. */
  context?: string;
  /** (cls-api15) The environment the words around a described request name ("on production"). */
  env?: Env;
  /** Readers for code or a command line the request carries to a script console (Jenkins /scriptText, an /exec endpoint). */
  run?: { code: (text: string) => Finding[]; shell: (text: string) => Finding[] };
}

const PASTE_HOSTS = /(?:pastebin\.com|paste\.ee|hastebin|termbin\.com|ix\.io|0x0\.st|transfer\.sh|file\.io|webhook\.site|requestbin|requestcatcher|beeceptor|hookbin|mockbin|postb\.in|pipedream\.net|ngrok\.io|ngrok-free\.app|burpcollaborator|interact\.sh|oast\.|dpaste|gist\.github|ghostbin|rentry\.co|catbox\.moe|anonfiles|tmpfiles)/i;
const SECRET_FILE = /(?:^|[\\/])(?:\.env(?:\.[\w-]+)?|id_rsa|id_ed25519|id_ecdsa|credentials|credentials\.json|client_secrets?\.json|service[-_]?account[\w-]*\.json|\.npmrc|\.netrc|\.pgpass|\.git-credentials|kubeconfig|\.vault-token|[\w-]*\.pem|[\w-]*\.key|secrets?\.(?:json|ya?ml)|terraform\.tfstate)$|\.ssh[\\/]|\.aws[\\/]|\.kube[\\/]config/i;
const SECRET_EXPANSION = /\$\(\s*(?:gcloud\b[^)]*\bprint-(?:access|identity)-token|az\s+account\s+get-access-token|aws\s+(?:ecr\s+get-login-password|sts\s+get-session-token))[^)]*\)|\$\(\s*(?:cat|base64|tar|printenv|env|gpg)\b[^)]*(?:\.ssh|\.aws|\.env|id_rsa|credentials|\.kube|printenv|env\s*\))|\$\(\s*printenv\s*\)|\$\(\s*env\s*\)|\$\{?(?:AWS_SECRET_ACCESS_KEY|[A-Z_]*(?:PRIVATE_KEY|SECRET|PASSWORD|PASSWD))\}?|(?:process\.env\.|Deno\.env\.get\(\s*["']|os\.environ(?:\.get\(\s*|\[\s*)["']|getenv\(\s*["']|ENV(?:\.fetch\(\s*|\[\s*)["']|\$ENV\{\s*["']?|\$_ENV\[\s*["'])(?:AWS_SECRET_ACCESS_KEY|[A-Z_]*(?:PRIVATE_KEY|SECRET(?:_KEY)?|PASSWORD|PASSWD|API_KEY|TOKEN))\b|(?:JSON\.stringify|json\.dumps)\(\s*(?:process\.env|dict\(\s*os\.environ\s*\)|os\.environ)\s*\)/;
/** (lead22) Files whose content is a store's data or the company's code: dumps, backups, database files, source archives. */
const DATA_ARCHIVE_L22 = /(?:^|[/_.-])(?:dump|dumps|backup|backups|bak|snapshot)(?:[/_.-]|$)|\.(?:sql|bak|db|sqlite3?|dump|pgdump|bson)(?:\.(?:gz|zst|xz|bz2|zip|7z))?$|(?:^|[/_.-])(?:src|source|sources|repo|codebase|monorepo)(?:[_.-][\w.-]*)?\.(?:zip|tar|tgz|tar\.gz|tar\.zst|7z)$/i;
const PII_FILE = /(?:customer|customers|user|users|employee|employees|patient|patients|member|members|contact|contacts|subscriber|subscribers|payroll|salar|ssn|census|personal|pii|gdpr|crm|leads|clients?)[\w-]*\.(?:csv|xlsx?|json|parquet|sql|dump|tsv|jsonl)$/i;
/** (cls-benign19) GitHub's secrets APIs: names and dates only (the value can never be read back). */
const SECRET_NAMES_ONLY_B19 = /^(?:api\.github\.com|[\w.-]+\/api\/v3)\/(?:repos\/[^/]+\/[^/]+|orgs\/[^/]+|user)(?:\/environments\/[^/]+)?\/(?:actions|dependabot|codespaces)?\/?secrets(?:\/[A-Za-z_][\w-]*)?\/?$/i;
/** (cls-benign19) Vault KV v2 metadata (versions, dates, custom metadata): no secret data. */
const VAULT_METADATA_B19 = /^\/v1\/[\w-]+\/metadata(?:\/|$)/i;
/** Paths that address one secret's value: Vault KV (/v1/secret/data/…, /v1/kv/…), secrets managers and password vaults (…/secrets/<name>, …/vaults/<id>/items/<id>). */
const SECRET_PATH = /\/(?:variables|envvars?|env_?vars|environment[-_]?variables|config[-_]?vars|secrets)(?:\/[A-Za-z_][\w-]*)?\/?$|^\/v1\/(?:secret|kv|kv-v2|secrets?)\/(?:data\/)?[^/]+|\/accounts\/[^/]+\/env\/?$|\/secrets?\/[^/]+(?:\/(?:value|versions\/[^/]+|latest|payload))?$|\/vaults\/[^/]+\/items\/[^/]+|\/credentials\/[^/]+$/i;
/** Monitoring, alerting and on-call services: switching their checks or rules off hides failures. */
const ALERTING_HOST = /(?:^|\.)(?:pagerduty\.com|opsgenie\.com|datadoghq\.(?:com|eu)|newrelic\.com|uptimerobot\.com|pingdom\.com|statuspage\.io|betteruptime\.com|betterstack\.com|victorops\.com|healthchecks\.io|cronitor\.io|incident\.io|squadcast\.com|grafana\.net|sentry\.io)$/i;
/** Model providers' inference hosts. */
const AI_HOST = /(?:^|\.)(?:api\.openai\.com|api\.anthropic\.com|generativelanguage\.googleapis\.com|aiplatform\.googleapis\.com|api\.mistral\.ai|api\.cohere\.(?:ai|com)|api\.groq\.com|openrouter\.ai|api\.together\.xyz|api\.deepseek\.com|api\.fireworks\.ai|api-inference\.huggingface\.co|bedrock-runtime\.[\w-]+\.amazonaws\.com|openai\.azure\.com|localhost)$/i;
/** (cls-api18) Data-pipeline services: their sources, connections, syncs and pipelines are running integrations that move the company's data. */
/** (cls-api18) A pipeline's reset or full resync, as the last segment of its path. */
const PIPELINE_RESET = /\/(?:reset|resync|re-sync|reset_?streams?|clear|truncate|full_?refresh)\/?$/i;
export const PIPELINE_HOST = /(?:^|\.)(?:airbyte\.(?:com|io)|fivetran\.com|segment\.(?:io|com)|segmentapis\.com|hightouch\.(?:com|io)|getcensus\.com|stitchdata\.com|rudderstack\.com|meltano\.com|hevodata\.com|estuary\.dev|matillion\.com|portable\.io)$/i;
/** (cls-holes20) A pipeline destination that is the company's own warehouse or bucket. */
const OWN_STORE_DEST = /\b(?:snowflake|bigquery|redshift|databricks|postgres(?:ql)?|mysql|s3|gcs|azure[-_ ]?blob|warehouse|clickhouse|synapse)\b/i;
const MAILING_HOST = /mailchimp|sendgrid|klaviyo|mailerlite|brevo|sendinblue|convertkit|mailgun|constantcontact|createsend|campaignmonitor|activecampaign|customer\.io|mailjet|postmarkapp|sparkpost|moosend|drip\.com|hubapi/i;
const ID_SEGMENT = /^(?:\d[\w.-]*|[0-9a-f]{8,}|[0-9a-f-]{20,}|[\w-]*\d[\w-]*\d[\w-]*|\$\w+|\$\{[\w.]+\}|\{[\w.]+\}|#\{[\w.]+\}|\\\([\w.]+\)|:\w+|%\w+|v\d+(?:\.\d+)?)$/i; // (cls-sdk20: Ruby/Elixir #{c.id}, Swift \(id), dotted ${u.id})

/** A token variable placed in the URL or body (not a header) of a request to a
 *  host that is not the token's own service ($GITHUB_TOKEN to api.github.com
 *  authenticates; to collect.example.com it leaves). */
const TOKEN_VAR = /\$\{?([A-Z][A-Z0-9]*)_(?:[A-Z0-9]+_)*(?:TOKEN|API_?KEY|ACCESS_KEY|KEY|PAT)\}?/g;
/**
 * cls-api16: a secret variable named for the service it is sent to ($PLAID_SECRET to production.plaid.com, $ADYEN_PASSWORD
 * to …adyen.com) signs in to that service, as a token named for it does (APIs that take the secret in the body, not a
 * header); anything else SECRET_EXPANSION finds leaves.
 */
const SECRET_EXPANSION_ALL = new RegExp(SECRET_EXPANSION.source, 'g');
function foreignExpansion(text: string, host: string): string | undefined {
  for (const m of text.matchAll(SECRET_EXPANSION_ALL)) {
    const own = /^\$\{?([A-Z][A-Z0-9]*)_[A-Z0-9_]*\}?$/.exec(m[0]);
    const service = (own?.[1] ?? '').toLowerCase();
    if (own && service.length >= 3 && new RegExp(`(?:^|\\.)${service}\\.(?:com|io|net|org|co|dev|app|ai|cloud|eu|us|co\\.uk|com\\.au)$`).test(host) && !PASTE_HOSTS.test(host)) continue;
    return m[0];
  }
  return undefined;
}
/** (lead22) Short names for a service that its host's own name does not spell (abbreviates22 reads the rest: $TG_ → telegram). */
const SERVICE_ABBREV_L22: Readonly<Record<string, RegExp>> = {
  gcp: /(?:^|\.)googleapis\.com$/, gc: /(?:^|\.)googleapis\.com$/, sf: /(?:^|\.)force\.com$/, ms: /(?:^|\.)(?:office|microsoftonline)\.com$/, az: /(?:^|\.)windows\.net$/,
};
function foreignToken(text: string, host: string): string | undefined {
  for (const m of text.matchAll(TOKEN_VAR)) {
    const service = (m[1] ?? '').toLowerCase();
    if (service.length >= 3 && host.includes(service)) continue;
    if (SERVICE_ABBREV_L22[service]?.test(host)) continue;
    // (lead22) Telegram's Bot API takes the bot's token in the path (…/bot$TOKEN/sendMessage): that is how it signs in.
    if (/(?:^|\.)api\.telegram\.org$/.test(host) && text.includes(`/bot${m[0]}`)) continue;
    // (cls-sdk22) …or named by the service's initials ($NC_KEY to api.namecheap.com, $GD_KEY to api.godaddy.com, $CF_TOKEN to
    // api.cloudflare.com): an abbreviation of the host's own name.
    if (abbreviates22(service, host)) continue;
    // Google's APIs take their API key in the query (?key=$GEMINI_API_KEY, $MAPS_API_KEY): it authenticates there.
    if (/(?:^|\.)googleapis\.com$/.test(host) && /API_?KEY/.test(m[0])) continue;
    return m[0];
  }
  return undefined;
}

/** (lead15) A credential written out as its value, with the hosts it authenticates to (where sending it is signing in). */
const LITERAL_SECRETS: readonly [RegExp, RegExp][] = [
  [/\bAKIA[0-9A-Z]{16}\b/, /(?:^|\.)amazonaws\.com$/],
  [/\b(?:sk|rk)_live_\w{8,}/, /(?:^|\.)stripe\.com$/],
  [/\bghp_\w{20,}|\bgithub_pat_\w{20,}/, /(?:^|\.)github(?:usercontent)?\.com$/],
  [/\bglpat-[\w-]{20,}/, /(?:^|\.)gitlab\.com$|gitlab/],
  [/\bxox[abpr]-[\w-]{10,}/, /(?:^|\.)slack\.com$/],
  [/\bAIza[\w-]{30,}/, /(?:^|\.)(?:googleapis|google)\.com$/],
  [/\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}/, /(?:^|\.)openai\.com$/],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, /^$/],
];
function foreignLiteral(text: string, host: string): string | undefined {
  for (const [re, own] of LITERAL_SECRETS) {
    const m = re.exec(text);
    if (m && !own.test(host)) return m[0].slice(0, 12);
  }
  return undefined;
}

function hostOf(url: string): string {
  const m = /^[a-z]+:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url);
  return (m?.[1] ?? '').toLowerCase();
}

function isLocal(host: string): boolean {
  return /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal|[\w-]+\.local|[\w-]+\.localhost)$/.test(host);
}

/** Objects named by URL path segments that are whole containers of work. */
/** Query parameters that say how a request runs, not which items it touches. */
const QUERY_HOW = /^(?:api[-_]?version|version|v|force|cascade|hard|permanent|purge|confirm|confirmed|async|wait|wait_for_completion|timeout|format|pretty|refresh|conflicts|recursive|all|everything|include[\w-]*|fields|expand|select|api[-_]?key|key|access_token|token|sig|signature|se|sp|sv|sr|st|comp|restype|dry[-_]?run|dryrun|reason|ignore_unavailable|allow_no_indices|expand_wildcards)$/i;
/** Body keys that only describe a thing to people: changing them changes nothing it does. */
const DESCRIPTIVE_KEY = /^(?:description|desc|summary|title|subject|topics?|homepage|homepage_?url|website|display_?name|color|colour|icon|emoji|notes?|about|bio|tagline|caption|alt_?text)$/i;
// (A base (Airtable) and a board (Trello, monday.com) are whole containers too: a data store, a project.)
// (cls-sdk20: a Keycloak realm holds every user, client and role of its organisation.)
const WHOLE_SEGMENTS = /^(?:realms?|apps?|applications?|groups?|organizations?|organisations?|orgs?|workspaces?|spaces?|projects?|repos?|repositories|repository|tenants?|teams?|accounts?|namespaces?|clusters?|databases?|buckets?|sites?|stores?|vaults?|resourcegroups?|guilds?|bases?|boards?)$/i;

/** (cls-holes21) Door, lock, gate and alarm controllers named in a request's host or path. */
const PHYSICAL_CONTROL_H21 = /(?:^|[./-])(?:doors?|locks?|gates?|alarms?|intrusion|access-?control|acs|entry|entrances?|turnstiles?|badge|physical-?access)(?:[./-]|\s|$)/i;

export function readHttp(call: HttpCall): Finding[] {
  const out: Finding[] = [];
  // (lead22) A GET of an RPC method that changes things (Telegram's …/sendMessage?chat_id=…, …/banChatMember?…) does it.
  // Only on an API's host or path (api.…, /api/, /bot…, /v1/), never a documentation page (…/docs/Web/API/Element/removeAttribute).
  const method = call.method.toUpperCase() === 'GET' && /^[a-z]+:\/\/(?:api\.[^/]+|[^/]+(?:\/[^/?#]+)*\/(?:api|bot[^/]*|v\d+))\//.test(call.url) && !/\/(?:docs?|documentation|reference|wiki|blog|guides?|manual)\//i.test(call.url) && RPC_METHOD_L22.test(call.url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '') && !/^(?:get|list|search|read|fetch)/i.test(call.url.replace(/[?#].*$/, '').split('/').pop() ?? '') ? 'POST' : call.method.toUpperCase();
  const url = call.url;
  const host = hostOf(url);
  const how = snippet(`${method} ${url}`, 70);
  const local = isLocal(host);
  // What leaves.
  const external = !local && host !== '' && !/\.(?:internal|corp|lan|intra|private)$/.test(host);
  const paste = PASTE_HOSTS.test(url) || /^\d+\.\d+\.\d+\.\d+$/.test(host) && !local && !/^(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\./.test(host);
  // (lead25) A body written as an escaped string literal in code (fetch(…, { body: "{\"enabled\":false}" }), requests'
  // data="{\"role\": \"admin\"}") is the same JSON once unescaped: read it as the request sends it.
  // (Only when its keys are escaped too: a JSON body whose string value quotes something, "path \"*\"", stays as it is.)
  const bodyText = call.body.includes('\\"') && /[{,]\s*\\"[\w$.-]+\\"\s*:/.test(call.body) ? call.body.replace(/\\(["\\])/g, '$1') : call.body;
  // (cls-sdk22) A domain's registrar or transfer lock turned off (GoDaddy PATCH …/domains/x {"locked": false}, Namecheap's
  // ?Command=namecheap.domains.setRegistrarLock&LockAction=UNLOCK): the domain can be moved away, a protection weakened.
  if (method !== 'DELETE' && domainLockOff22(`${host} ${url.replace(/\?.*$/, '')} ${queryOperation22(url) ?? ''}`, `${url} ${bodyText}`)) out.push(f('dangerous', `turns off a domain's registrar or transfer lock (${how})`));
  // (cls-sdk22) A query-style API names its operation in a parameter (AWS Query's GET …/?Action=DeleteUser, ?Command=…): a GET
  // there does what the operation says; a read operation stays a read.
  // (cls-api25) An operation named by a query parameter on a write (QuickBooks' POST …/bill?operation=delete, ?action=void):
  // the request does that operation.
  const queryOp25 = method === 'POST' || method === 'PUT' ? /[?&](?:operation|op|action)=(delete|void|cancel|remove|destroy|archive|purge)(?:&|$)/i.exec(url)?.[1]?.toLowerCase() : undefined;
  if (queryOp25 && !/\/(?:delete|void|cancel|remove|destroy|archive|purge)\/?(?:\?|$)/i.test(url)) return readHttp({ ...call, url: `${url.replace(/[?#].*$/, '').replace(/\/$/, '')}/${queryOp25}${url.slice(url.indexOf('?')).replace(/(?:\?|&)(?:operation|op|action)=[a-z]+/i, '').replace(/^&/, '?')}` });
  if (method === 'GET' && !out.length) {
    const op = queryOperation22(url);
    const opWords = op ? splitName(op.split('.').pop() as string) : [];
    const opVerb = opWords.length ? apiVerb(opWords) : undefined;
    if (op && opVerb && opVerb !== 'read' && opVerb !== 'dryrun' && opVerb !== 'click') return readHttp({ ...call, method: 'POST', url: `${url.replace(/[?#].*$/, '').replace(/\/$/, '')}/${op.split('.').pop() as string}${url.includes('?') ? url.slice(url.indexOf('?')) : ''}` });
  }
  // An OAuth token request (grant_type=… to …/oauth2/token, …/connect/token) hands the client secret to its own issuer: it authenticates.
  // Only the client's own credentials count as authentication there (client_secret, client_assertion, refresh_token): any other
  // secret in the body still leaves.
  const tokenGrant = /\/(?:access_)?token\/?(?:[?#]|$)/i.test(url) && /oauth|openid|connect|login|auth|sso|accounts|okta|keycloak|cognito/i.test(url) && /grant_type/i.test(`${url} ${bodyText}`) && !PASTE_HOSTS.test(url);
  // A token handed back to its issuer to check it (…/tokeninfo, …/introspect, …/userinfo): authentication, not a leak.
  const tokenCheck = !tokenGrant && /\/(?:tokeninfo|introspect|token\/introspect(?:ion)?|userinfo)\/?(?:[?#]|$)/i.test(url.replace(/\?.*$/, '')) && /oauth|openid|connect|auth|sso|accounts|okta|keycloak|cognito/i.test(url) && !PASTE_HOSTS.test(url);
  const scanned = tokenCheck ? `${url} ${bodyText}`.replace(/(["']?(?:id_token|access_token|token)["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^&\s,}]+)/gi, '$1_') : tokenGrant ? `${url} ${bodyText}`.replace(/(["']?(?:client_secret|client_assertion|refresh_token)["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^&\s,}]+)/gi, (m0, k: string, v: string) => (/\$\{?\w*(?:CLIENT|OAUTH|APP_SECRET|REFRESH)/i.test(v) || !v.includes('$') ? `${k}_` : m0)) : `${url} ${bodyText}`;
  // Headers authenticate, except to a paste or request-collector host, where whatever they carry is collected.
  const headerLeak = PASTE_HOSTS.test(url) ? (call.headers.map((h) => SECRET_EXPANSION.exec(h)?.[0] ?? foreignToken(h, host)).find(Boolean) as string | undefined) : undefined;
  // (cls-api14) A request a tool sends to its own configured API (a path with no host) that signs in (…/login, …/auth/token,
  // …/sessions) hands the credentials to that API: authentication, not a leak.
  const signsIn = host === '' && /^\/(?:[\w.-]+\/)*(?:login|log_?in|signin|sign_?in|auth|authenticate|sessions?|token|oauth2?)(?:\/[\w.-]*)?$/i.test(url.replace(/[?#].*$/, ''));
  const secretOut = signsIn ? undefined : call.secretStdin ?? call.files.find((p) => SECRET_FILE.test(p)) ?? foreignExpansion(scanned, host) ?? foreignToken(scanned, host) ?? headerLeak ?? (host !== '' && !local ? foreignLiteral(scanned, host) : undefined);
  // The company's own chat (a Slack, Teams or Google Chat incoming webhook) stays under its control: a secret posted there
  // is exposed to colleagues (dangerous), not published.
  const ownChat = /(?:^|\.)hooks\.slack\.com$|\.webhook\.office\.com$|^chat\.googleapis\.com$/i.test(host);
  if (secretOut && external && !ownChat) {
    out.push(f('forbidden', `sends secrets (${snippet(secretOut, 40)}) to ${host || 'an external endpoint'}`));
  } else if (secretOut && !local) {
    out.push(f('dangerous', `sends secrets (${snippet(secretOut, 40)}) to ${ownChat ? "the company's chat" : 'another host'} (${host})`));
  }
  const piiFile = call.files.find((p) => PII_FILE.test(p));
  if (piiFile && external) {
    const publicPaste = /api_paste_private=0|paste_private=0|"public"\s*:\s*true|visibility=public/.test(bodyText) || (PASTE_HOSTS.test(url) && !/api_paste_private=[12]/.test(bodyText));
    out.push(f(publicPaste ? 'forbidden' : 'dangerous', `${publicPaste ? 'publishes' : 'uploads'} personal data (${snippet(piiFile, 40)}) to ${host}`));
  }
  // (lead22) A database dump, a backup or the source as an archive carried to a host nothing says is the company's own
  // (curl -T db-dump.sql.gz ftp://files.partner-co.com/, -F file=@acme-core-src.zip to a vendor's API): what is in it leaves
  // (LABELS: data leaving the company, an unknown host). A host named for backups or the intranet is the company's own store.
  // A file only named in the body (B2's b2_delete_file_version {"fileName": "db/…dump.gz"}) is the thing acted on, not carried.
  const dataFile = !piiFile && !secretOut ? call.files.find((p) => DATA_ARCHIVE_L22.test(p) && !bodyText.replace(/@[^\s&"']+/g, "").includes(p)) : undefined;
  if (dataFile && external && !paste && !/(?:^|[.-])(?:backups?|vault|intranet|nas)(?:[.-]|$)/i.test(host)) out.push(f('dangerous', `sends a dump, backup or source archive (${snippet(dataFile, 40)}) to ${host}, outside the company`));
  if (paste && !secretOut && !piiFile && (method !== 'GET' || bodyText) && call.files.length) out.push(f('dangerous', `uploads files to an outside paste or webhook host (${host})`));

  // What it does: the path names a collection, maybe one item of it, maybe an action on that item.
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
  // (lead19) A device command named as one PascalCase segment (Jamf's …/computercommands/command/EraseDevice/…/id/412):
  // the whole device is wiped, wherever the segment sits in the path.
  if (method !== 'GET' && method !== 'HEAD' && /\/(?:EraseDevice|WipeDevice|FactoryReset(?:Device)?|WipeComputer|EraseComputer)(?:\/|$)/.test(path)) return [...out, f('forbidden', `wipes a whole device (${how})`)];
  // (lead19) GitHub Actions' guardrails loosened: any action from anyone allowed, the workflow token given write to everything,
  // or workflows allowed to approve pull requests (a required review got around).
  if ((method === 'PUT' || method === 'PATCH' || method === 'POST') && /\/actions\/permissions(?:\/workflow)?\/?$/.test(path) && /allowed_actions["']?\s*[=:]\s*["']?all\b|default_workflow_permissions["']?\s*[=:]\s*["']?write\b|can_approve_pull_request_reviews["']?\s*[=:]\s*["']?true\b/.test(bodyText)) return [...out, ladder('dangerous', 'dangerous', 'destructive', `loosens what CI workflows may run or do (${how})`)];
  // (lead19) A time-series store's admin delete (Prometheus/Thanos/VictoriaMetrics delete_series): monitoring history gone —
  // every series where the matcher matches any name, else the series it selects.
  if (method !== 'GET' && /\/api\/v1\/(?:admin\/tsdb\/delete_series|admin\/tsdb\/clean_tombstones|series)\b/.test(path) && /delete_series|^DELETE$/.test(`${path} ${method}`)) {
    const q = decodeURIComponentSafe(`${query} ${bodyText}`);
    const every = /__name__\s*=~\s*["']?\.[+*]|match\[\]=\{\s*\}|match\[\]=\{__name__!=""\}/.test(q);
    return [...out, every ? ladder('forbidden', 'dangerous', 'destructive', `deletes every stored metric series: monitoring history is gone (${how})`) : ladder('dangerous', 'destructive', 'reversible', `deletes stored metric series (${how})`)];
  }
  // (lead19) A payee's bank details changed over an API (PATCH …/vendors/009xq {"bankAccount": {…}}): every later payment goes there.
  if (method !== 'GET' && method !== 'HEAD' && /\/(?:vendors?|suppliers?|payees?|contractors?|employees?|workers?|beneficiar(?:y|ies)|recipients?)\b/i.test(path) && /["']?(?:bank_?account|bankAccount|iban|routing_?number|routingNumber|account_?number|accountNumber|payout_?method|payoutMethod|bank_?details|bankDetails|direct_?deposit)["']?\s*[:=]/i.test(bodyText)) out.push(f('dangerous', `changes where a payee's payments go: their bank details (${how})`));
  if (tokenGrant && !out.length) return [f('safe', `obtains an access token from its issuer (${how})`)];
  if (tokenCheck && !out.length) return [f('safe', `checks a token with its issuer (${how})`)];
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
    // A secret store's item read over its API (Vault's /v1/secret/…, a secrets manager's …/secrets/x/value): the value reaches the transcript.
    // (cls-benign19) APIs that list or describe secrets and never return a value: GitHub's Actions, Dependabot and Codespaces
    // secrets (…/actions/secrets, …/environments/x/secrets, one secret's name and dates), and Vault KV v2 metadata.
    if (!out.length && method === 'GET' && (SECRET_NAMES_ONLY_B19.test(`${host}${path}`) || VAULT_METADATA_B19.test(path))) return [f('safe', `lists or describes secrets; the API returns no values (${how})`)];
    if (!out.length && method === 'GET' && SECRET_PATH.test(path)) {
      const e = detectEnv(`${host} ${path}`);
      // A CI or hosting platform's variables (…/projects/7/variables, …/envvar/X, …/config-vars) are its deploy credentials: live ones.
      const ciVars = /\/(?:variables|envvars?|env_?vars|environment[-_]?variables|config[-_]?vars)(?:\/[A-Za-z_][\w-]*)?\/?$|\/accounts\/[^/]+\/env\/?$/i.test(path);
      const x = judge({ verb: 'read', obj: 'secret', scope: 'one', mods: /\blive\b/i.test(path) || ciVars ? M.LIVE : 0, what: how, env: local ? 'dev' : e.env !== 'unknown' ? e.env : undefined });
      if (x) out.push(x);
    }
    if (!out.length) out.push(f('safe', `reads over HTTP (${how})`));
    return out;
  }
  // A script console or exec endpoint (Jenkins /scriptText, …/exec, …/console) runs the code or command the body carries, there.
  // (cls-api18: also with a trailing slash, …/jobs/77/run/, and steps handed to a job run: dbt Cloud's steps_override.)
  if (call.run && method !== 'GET' && /\/(?:script|scripttext|scriptconsole|console|exec|execute|eval|evaluate|run|runscript|shell|command|commands|trigger)\/?$/i.test(path)) {
    // A form field holding code (script=…{ it.delete() }) is one value, braces and all.
    const field = /^([\w.-]+)=([\s\S]*)$/.exec(bodyText.trim());
    const pairs = field && !bodyText.trim().startsWith('{') ? [{ key: field[1] as string, value: decodeSafe(field[2] as string) }] : strings(parseBody(bodyText));
    for (const { key, value } of pairs) {
      if (!value.trim()) continue;
      const k = key.toLowerCase();
      const r = /^(?:script|code|source|groovy|expression|expr)$/.test(k) ? call.run.code(value) : /^(?:command|cmd|commandline|shell|steps_?override|steps|commands|command_?override|run_?command)$/.test(k) ? call.run.shell(value) : [];
      const placed = r.filter((x) => x.level !== 'safe' && !/^(?:runs|unfamiliar)/.test(x.reason));
      if (placed.length) {
        const e = detectEnv(`${host} ${path}`);
        for (const x of placed) out.push(e.env !== 'unknown' && !x.env ? { ...x, env: e.env, reason: `${x.reason}; run remotely by ${host}` } : { ...x, reason: `${x.reason}; run remotely by ${host}` });
      }
    }
    if (out.length) return out;
  }
  // (cls-api14) A SQL-over-HTTP endpoint (Snowflake's /api/v2/statements, Databricks' …/sql/statements, BigQuery's …/queries,
  // a /sql or /query endpoint) runs the statement its body carries, there: read by the SQL reader.
  if (method === 'POST' && /\/(?:statements|queries|query|sql|run_?sql|execute_?sql|exec_?sql)\/?$/i.test(path)) {
    const sqlOut: Finding[] = [];
    for (const { key, value } of strings(parseBody(bodyText))) {
      if (!/^(?:statement|sql|sqltext|sql_text|query|querytext|query_text|command)$/i.test(key) || !SQL_HEAD.test(value)) continue;
      const e = detectEnv(`${host} ${path} ${value}`);
      for (const x of analyzeSql(value)) sqlOut.push(e.env !== 'unknown' && !x.env ? { ...x, env: e.env } : x);
    }
    if (sqlOut.length) return [...out, ...sqlOut];
  }
  const shape = pathShape(path);
  // A bulk or batch segment (…/users/bulk, …/orders/batch) is a way of addressing a set, not an item's name.
  const bulkSegment = path.split('/').some((seg) => /^_?(?:bulk|batch|mass)$/i.test(seg) || /^(?:batch|bulk)[-_](?:payments?|payouts?|transfers?|groups?)$/i.test(seg)); // (cls-sdk22: Wise's …/batch-payments/{id}/payments, …/batch-groups)
  // A GraphQL mutation names its operation in the body (teamDelete, deleteRepository, issueArchive): the field is the call, whatever the URL.
  // (cls-api18) So does a JSON-RPC call ({"jsonrpc": "2.0", "method": "accounts.deleteAll", "params": {…}}): the method is
  // the call and its params the arguments, as a tool or SDK method of that name would be read.
  // (cls-api25) A SOAP envelope names its operation as the first element of its Body (<bsvc:Terminate_Employee_Request>):
  // read as a JSON-RPC method of that name is.
  const soap = method === 'POST' ? soapOperation25(bodyText) : undefined;
  const outerGql = soap ?? mutationField(bodyText);
  const rpc = outerGql ? undefined : jsonRpcCall(bodyText);
  // (cls-api18) A bulk operation that runs a mutation over an uploaded list (Shopify's bulkOperationRunMutation) is that
  // inner mutation done to many items.
  const innerBulk = outerGql && /^bulk\w*(?:Mutation|Operation)$/i.test(outerGql) ? mutationField(mutationArgs(bodyText)) : undefined;
  const gql = innerBulk ?? outerGql ?? rpc?.method;
  // (cls-api25) A "services" segment before a REST prefix (NetSuite's /services/rest/record/v1/…) is part of the address,
  // not a hosted service acted on.
  const words = gql ? splitName(gql) : shape.resource.filter((s, i, all) => !(/^services$/i.test(s) && /^rest$/i.test(all[i + 1] ?? ''))).flatMap((s) => splitName(s.replace(/^_/, '')));
  const actionWords = gql ? splitName(gql) : shape.action ? splitName(shape.action.replace(/^_/, '')) : [];
  const allWords = [...words, ...actionWords];
  const body = rpc ? rpc.params : parseBody(gql ? mutationArgs(bodyText) : bodyText);
  const context = call.context ?? '';
  // Query parameters are arguments too (Stripe and form APIs take them there; ?dry_run=true, ?amount=250000):
  // read with the body, which wins where both name a key.
  const queryArgs = queryObject(query);
  const argsIn: Loose = Object.keys(queryArgs).length && (body === null || typeof body !== 'object' || !Array.isArray(body)) ? { ...queryArgs, ...(body && typeof body === 'object' ? body : {}) } : body;
  // (cls-holes21) An identity provider's connection deleted (Auth0's DELETE /api/v2/connections/{id}): the user directory goes
  // with it, every user in it and their sign-in (LABELS: many people's accounts, not one item).
  if (method === 'DELETE' && (/\/api\/v2\/connections\/[^/?\s]+\/?$/i.test(path) && (/auth0\.com$/i.test(host) || /\{[^}]*\}|\$/.test(url) || host === '' || /(?:^|[.-])(?:auth|login|id|identity|sso)[.-]/i.test(host)))) {
    out.push(f('dangerous', `deletes an identity provider's connection and every user in it (${how})`));
  }
  // (cls-holes21) A door, lock or alarm controller told by its body to stay unlocked, disarmed or bypassed ({"mode": "unlocked"},
  // {"locked": false}, {"state": "disarmed"}): a physical security control switched off — every door or zone is verify, one is
  // confirm (LABELS: security controls, scope). A timed unlock of one door is that door's control for a while.
  if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE' && PHYSICAL_CONTROL_H21.test(`${host} ${path}`)) {
    const kv = strings(body);
    const opened = kv.some(({ key, value }) => (/^(?:mode|state|status|lock_?state|lockmode|door_?mode|armed_?state|arm_?state)$/i.test(key) && /^(?:unlock(?:ed)?|disarm(?:ed)?|bypass(?:ed)?|passage|free_?access|unsecured?|off)$/i.test(value.trim())) || (/^(?:locked|is_?locked|armed|is_?armed|secured)$/i.test(key) && /^(?:false|0|no)$/i.test(value.trim())));
    // An alarm put into test or maintenance mode stops alarming; a door's own unlock action (…/doors/lobby-east/unlock) opens it.
    const alarmTest = /alarm|intrusion/i.test(`${host} ${path}`) && kv.some(({ key, value }) => /^(?:mode|state|status)$/i.test(key) && /^(?:test|test_?mode|maintenance|walk_?test|service)$/i.test(value.trim()));
    const doorAction = /\/(?:doors?|gates?|entrances?|turnstiles?)\/[^/]+\/(?:unlock|open|release|disarm|bypass)\/?$/i.test(path);
    if (opened || alarmTest || doorAction) {
      const every = /fire|sprinkler/i.test(path) || /\/(?:all|\*)(?:\/|$)|[?&](?:all|scope)=(?:true|all)/i.test(path + query) || kv.some(({ key, value }) => /^(?:scope|doors|zones|target)$/i.test(key) && /^(?:all|\*|everywhere)$/i.test(value.trim()));
      out.push(f(every ? 'dangerous' : 'destructive', `switches off a physical security control (a door, lock or alarm left ${every ? 'open everywhere' : 'open'}) (${how})`));
    }
  }
  // (lead15) A body that summarises part of itself in words ("items": [ ...142 items, total $31,460.00... ]) counts those words too.
  const summarised = /(?:\.\.\.|…)\s*\d/.test(bodyText) ? bodyText.replace(/"[^"]*"\s*:/g, ' ') : '';
  const data = argData(argsIn, host, `${typeof body === 'object' && body && Object.keys(body).length ? summarised : bodyText} ${context}`);
  let verb: Verb | undefined;
  /** (lead18) The environment a CI/CD run's parameters deploy to. */
  let ciEnv: Env | undefined;
  // A preview, estimate or validation anywhere in the path changes nothing (…/invoices/create_preview, …/_validate/query).
  if (path.split('/').some((seg) => splitName(seg).some((w) => /^(?:preview|previews|estimate|simulate|simulation|validate|dryrun)$/.test(w)))) verb = 'dryrun';
  // Custom methods that compute or check and change nothing (…:encrypt, :decrypt, :sign, :testIamPermissions, :analyzeEntities).
  // A model inference call (…/v1/messages, …/chat/completions, …:generateContent on an AI provider's host) computes an answer:
  // nobody receives a message. What it carries out (files, personal data, secrets) is judged above.
  const inference = AI_HOST.test(host) && /\/(?:messages|chat\/completions|completions|responses|embeddings|generate|chat|invoke|converse|predict|rerank)\/?$|:(?:generateContent|streamGenerateContent|predict|embedContent)$/i.test(path);
  const computes = inference || shape.custom && /^(?:encrypt|decrypt|sign|verify|test|query|search|lookup|analyze|annotate|detect|translate|predict|embed|compute|batch get|get|list|check|validate|summarize|classify|recognize|generate)/.test(actionWords.join(' '));
  // A mutation named object first, verb last (discountCodeBulkDelete, productVariantsBulkRemove): a removing verb at the end is the operation.
  const lastVerb = gql && /^(?:delete|remove|destroy|purge|drop|erase|archive|cancel|void)$/i.test(actionWords[actionWords.length - 1] ?? '') ? apiVerb(actionWords.slice(-1)) : undefined;
  // (cls-api16) A deletion qualified by how it deletes (gdpr_delete, hard_delete, permanent_delete): the deletion.
  const qualifiedDelete = !gql && actionWords.length === 2 && /^(?:gdpr|hard|permanent|permanently)$/.test(actionWords[0] ?? '') && /^(?:delete|erase)$/.test(actionWords[1] ?? '') ? 'delete' : undefined;
  const actVerb = computes ? 'read' : lastVerb ?? qualifiedDelete ?? (actionWords.length ? apiVerb(actionWords) ?? (gql && !rpc ? 'update' : undefined) : undefined);
  if (verb === 'dryrun') {
    // Settled above.
  } else if (actVerb && actVerb !== 'click') verb = actVerb;
  else {
    const v = apiVerb(words);
    // A resource path names what is acted on; only an explicit operation word in it names the verb (…/_delete_by_query, …/permanently_delete).
    if (v && v !== 'click' && v !== 'read' && words.some((w) => /^(?:delet|remov|purg|destroy|drop|terminat|void|cancel|refund|send|publish|deploy|restart|revok|disabl|suspend|archiv|reset|transfer|pay|merg|clos|wip|empt|flush|truncat|eras|unlink|shar|invit|grant|rollback|restor)/.test(w))) verb = v;
  }
  // POST to a search, query or report endpoint reads.
  if (!verb && method === 'POST' && allWords.some((w) => /^(?:search|query|msearch|count|lookup|reports?|exports?|explain|validate|preview|estimate|graphql)$/.test(w)) && !gql && !/^\s*\{?\s*"?(?:query)?"?\s*[:=]?\s*["']?\s*mutation\b/.test(bodyText)) verb = allWords.some((w) => /^(?:validate|preview|estimate|explain)$/.test(w)) ? 'dryrun' : 'read';
  if (!verb) verb = method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : 'update';
  // (cls-api16) A hosted project, service or app paused or suspended (…/projects/{ref}/pause, …/services/srv-1/suspend): it
  // stops serving; a person suspended or an alert paused keeps its own reading.
  if (/^(?:suspend|pause|hibernate)$/.test(actionWords[0] ?? '') && words.some((w) => HOSTED_THING.test(w))) verb = 'stop';
  if (verb === 'read' && method === 'DELETE') verb = 'delete';
  if (method === 'DELETE' && verb !== 'revoke' && verb !== 'empty') verb = /session|token|grant/.test(allWords.join(' ')) ? 'revoke' : 'delete';
  if (allWords.includes('invite') || allWords.includes('invitations')) verb = 'grant';
  // (cls-sdk21) A provider's sandbox-only endpoint (Plaid POST sandbox.plaid.com/sandbox/public_token/create), as its tool and
  // SDK forms read: it makes test data.
  const sandboxOnly = /^\/sandbox\//i.test(path) && /(?:^|\.)sandbox\./i.test(host);
  if (sandboxOnly) verb = 'read';
  // (cls-sdk21) An incident created or an event triggered in an on-call service (POST api.pagerduty.com/incidents, the Events
  // API's {"event_action": "trigger"}) pages the people on call.
  if (method === 'POST' && pagesOnCall(verb, [...allWords, ...(/"event_?action"\s*:\s*"trigger"/.test(bodyText) ? ['trigger'] : [])], host)) verb = 'send';
  // One person taken off a repository, project or team (DELETE …/collaborators/jdoe): their access revoked, not the project deleted.
  const memberItem = method === 'DELETE' && !MAILING_HOST.test(host) && /^(?:collaborators?|members?|memberships?)$/.test(shape.itemOf);
  if (memberItem) verb = 'revoke';
  // …/users/jane/makeAdmin, …/members/7/promote_to_admin: an administrator made.
  if ((verb === 'create' || verb === 'update' || verb === 'grant') && actionWords.includes('admin') && actionWords.some((w) => /^(?:make|promote|set|add|grant)$/.test(w))) {
    verb = 'grant';
    data.mods |= M.ADMIN;
  }
  // A member added to a role or an administrators' group (…/directoryRoles/{id}/members/$ref, …/roles/admin/members,
  // …/orgs/acme/owners): access is granted through it, not an account created. A directory's roles are its administrator roles.
  if ((verb === 'create' || verb === 'update') && /^(?:members?|memberships?|assignments?|principals?|admins?|owners?|administrators?)$/.test(shape.last) && words.some((w) => /^(?:roles?|admins?|administrators?|owners?|superusers?|groups?|teams?)$/.test(w))) {
    verb = 'grant';
    if (words.some((w) => /^(?:admins?|administrators?|owners?|superusers?)$/.test(w)) || words.includes('directory') && words.some((w) => /^roles?$/.test(w))) data.mods |= M.ADMIN;
  }
  // A person added to a repository, project or team (…/collaborators/jdoe, …/projects/12/members): access granted, not an
  // account created; GitLab's access_level 40 and 50 (maintainer, owner) are an administrator's. A mailing list's members are subscribers.
  if ((verb === 'create' || verb === 'update' || verb === 'grant') && method !== 'DELETE' && !MAILING_HOST.test(host) && words.some((w) => /^(?:collaborators?|members?|memberships?)$/.test(w))) {
    verb = 'grant';
    // (lead20: also in the query string, glab api -X PUT "groups/acme/members/4412?access_level=50".)
    const lvl = /"?access_?level"?\s*[:=]\s*"?(\d+)/i.exec(`${bodyText} ${query}`);
    if (lvl && Number(lvl[1]) >= 40) data.mods |= M.ADMIN;
  }
  // A user put into a group or role (Okta's PUT …/groups/{id}/users/{id}): access granted through it; a group or role whose
  // name says administrators makes an administrator.
  if ((verb === 'create' || verb === 'update') && (method === 'PUT' || method === 'POST') && /^users?$/.test(shape.last) && shape.itemOf && words.some((w) => /^(?:groups?|roles?|teams?)$/.test(w))) {
    verb = 'grant';
    if (/\/(?:groups?|roles?|teams?)\/[^/]*(?:admin|owner|superuser|root)[^/]*\//i.test(path)) data.mods |= M.ADMIN;
  }
  if (data.state && (verb === 'update' || verb === 'create')) verb = data.state;
  // A batch endpoint told what to do in its body ({"action": "delete", "ids": […]}, {"operation": "remove"}): that is the operation.
  if (bulkSegment && (verb === 'create' || verb === 'update')) {
    const op = strings(body).find((x) => /^(?:action|operation|op|method|type)$/i.test(x.key))?.value ?? '';
    if (/^(?:delete|remove|destroy|purge|erase)$/i.test(op)) verb = 'delete';
  }
  // (cls-api19) A batch body that names its operations by key ({"delete": [101, 102]}, WooCommerce's and BigCommerce's
  // …/batch): the removing key with items under it is the operation, done to those items.
  const batchOp = verb === 'create' || verb === 'update' ? batchBodyOp(body) : undefined;
  if (batchOp) verb = batchOp.verb;
  // (cls-sdk21) A search engine's _bulk body (NDJSON action lines {"delete": {"_index": …, "_id": …}}) deletes those documents;
  // a bulk body sent from a file whose name says deletions (--data-binary @deletes.ndjson) deletes what the file lists.
  let bulkDeletes = 0;
  if (bulkSegment && !batchOp && (verb === 'create' || verb === 'update')) {
    bulkDeletes = (bodyText.slice(0, 20000).match(/\{\s*\\?"delete\\?"\s*:\s*\{/g) ?? []).length;
    if (bulkDeletes > 0 && !/\{\s*\\?"(?:index|create|update)\\?"\s*:\s*\{/.test(bodyText.slice(0, 20000))) verb = 'delete';
    else if (call.files.some((p) => /(?:^|[^a-z])(?:delet|remov|purg|erase)/i.test(p.split('/').pop() ?? ''))) { verb = 'delete'; bulkDeletes = 2; }
    else bulkDeletes = 0;
  }
  // (cls-api19) A whole organisation, tenant or workspace suspended or disabled (…/orgs/{id}/suspend): everyone in it
  // loses the service, as a hosted project paused stops serving.
  if (method !== 'GET' && method !== 'DELETE' && wholeSuspended(allWords)) verb = 'stop';
  // A flag that only checks or previews (dry_run, validateOnly, whatIf) changes nothing.
  if (data.dry) verb = 'dryrun';
  // A custom method that names what it changes (…:setIamPolicy, …/actions/updateRetention) acts on that, not on the resource it hangs from.
  let obj = sandboxOnly ? 'record' : (shape.custom && actionWords.some(isResourceWord) ? apiObj(actionWords) : undefined) ?? apiObj(words);
  if (verb === 'grant' && words.some((w) => /^(?:roles?|admins?|administrators?|owners?|superusers?)$/.test(w))) obj = 'privilege';
  // (cls-sdk22) A parent scope of a resource path (GCP's …/projects/{p}/locations/{l}/endpoints/{id}, …/models/{id}) is where
  // the item lives, not the item: when the item's own collection names nothing known, it is a running resource of that
  // project, not the whole project.
  if (obj === 'whole' && !gql && shape.itemOf !== '' && shape.itemOf === shape.last && !WHOLE_SEGMENTS.test(shape.itemOf)) {
    const own = apiObj(splitName(shape.itemOf));
    if (own !== 'whole' && own !== 'repo') obj = own ?? 'resource';
  }
  if (memberItem) obj = 'account';
  // Creating a silence, downtime or maintenance window mutes monitoring for what it matches.
  if ((verb === 'create' || verb === 'update' || verb === 'schedule') && allWords.some((w) => MUTE_WORDS.test(w))) {
    // (cls-api19) Narrowed to named alerts or one monitor for less than a day: muting one alert for a while (the settled
    // destructive case), as amtool's silence of one alertname reads.
    if (silenceNarrow(body) && !out.length) return [f('destructive', `mutes some alerts for a while (${how})`)];
    verb = 'weaken';
    obj = 'config';
  }
  // (cls-api19) Someone from outside the company given access to a channel, team or group (a personal mailbox, a guest
  // or external member, another domain than the group's, a Slack Connect invite): access granted outside.
  if ((verb === 'grant' || verb === 'create' || verb === 'update' || verb === 'send') && method !== 'DELETE' && allWords.some((w) => /^(?:members?|memberships?|invites?|invitations?|guests?|users?|participants?|collaborators?|inviteshared|shared)$/i.test(w)) && allWords.some((w) => /^(?:channels?|conversations?|teams?|groups?|workspaces?|spaces?|chats?|members?|guests?|collaborators?)$/i.test(w)) && outsiderAdded(allWords, argsIn)) {
    verb = 'grant';
    data.mods |= M.EXTERNAL;
  }
  // (cls-api19) Bank details written onto a person's or payee's record (PATCH …/employees/221 {"iban": …}, ADP's
  // …/pay-distributions): where their pay goes from now on, a recipient nobody has paid before.
  if ((verb === 'update' || verb === 'create') && method !== 'DELETE' && bankDetailsWritten(argsIn) && allWords.some((w) => PAYEE_RECORD.test(w))) {
    verb = 'pay';
    obj = 'money';
    data.mods |= M.NEW_RECIPIENT;
  }
  // (cls-api19) An administrator's or owner's key created (…/organization/admin_api_keys): administrator rights to whoever holds it.
  if (verb === 'create' && adminCredential(allWords)) data.mods |= M.ADMIN;
  // (cls-api19) A worker, employee or contractor terminated or offboarded in an HR or payroll system (Rippling's POST
  // …/employees/{id}/terminate, Deel's …/contracts/{id}/terminations): their pay, benefits and access end, as the tool and
  // SDK forms read (a running resource stopped or deleted).
  // (cls-api25: or by a status written in its body, {"employment_status": "terminated"}; with an empty filter or a filter
  // every row meets, everyone in the organisation.)
  if (method !== 'GET' && !out.length && verb !== 'dryrun' && (allWords.some((w) => /^(?:terminate|terminates|termination|terminations|offboard|offboarding|dismiss|separation|separations)$/i.test(w)) || terminatesByStatus25(strings(argsIn))) && allWords.some((w) => /^(?:employees?|workers?|contractors?|contracts?|people|persons?|staff|employments?|hires?)$/i.test(w))) {
    return (data.everything || emptyFilter25(body)) && (!shape.itemOf || bulkSegment) ? [f('forbidden', `ends the employment or contract of everyone in the organisation (${how})`)] : [f('dangerous', `ends a person's employment or contract: their pay and access (${how})`)];
  }
  // (cls-api19) A log exclusion filter that drops every log (query "*" at sample_rate 1): logging reduced.
  if ((verb === 'update' || verb === 'create') && dropsAllLogs(argsIn)) {
    verb = 'weaken';
    obj = 'log';
  }
  // (cls-api19) A live price set to nothing or a discount of the whole price: what customers pay changes for every sale.
  const free = verb === 'update' || verb === 'create' || verb === 'price' ? makesFree(argsIn, verb === 'create') : undefined;
  if (free) {
    // (A discount created keeps its create reading — "changes what every customer pays" — unless it gives everything away.)
    if (verb !== 'create' || free.all) verb = 'price';
    obj = 'price';
    data.mods |= M.MASS | (free.all ? M.PERMANENT : 0);
    if (free.all) data.everything = true;
  }
  // (lead15) Bank details written onto a person's payout or pay destination (…/employees/{id}/bank_accounts {routing_number, account_number},
  // …/payout_methods, direct deposit): where their money goes from now on, a recipient nobody has paid before.
  if ((verb === 'create' || verb === 'update') && (data.mods & M.NEW_RECIPIENT) !== 0 && /(?:^|\/)(?:bank[_-]?accounts?|payout[_-]?methods?|payout[_-]?accounts?|direct[_-]?deposits?|external[_-]?accounts?|payment[_-]?destinations?|payroll[_-]?accounts?)(?:\/|$)/i.test(path)) {
    verb = 'pay';
    obj = 'money';
  }
  // A payment-like record created with an amount moves money (POST …/transactions {"amount": 80000, "recipientId": …}).
  if (verb === 'create' && data.usd > 0 && allWords.some((w) => MONEY_RECORD.test(w))) obj = 'money';
  // (cls-api25) Readings by structure (readers/api25.ts): a switch whose item is named for a protection set off
  // ({"id": "require_2fa_on_payout", "isEnabled": false}); a purchase (…/batches/{id}/buy); a delivery scheduled to a
  // personal mailbox (a BI tool's scheduled plan or subscription); a public link made (…/card/88/public_link).
  if (method !== 'DELETE' && verb !== 'dryrun' && verb !== 'read') {
    const kv = strings(argsIn);
    const pathWords = path.split('/').flatMap((seg) => splitName(seg));
    const sw = namedControl25(kv);
    // (A new switch created off acts on nothing yet: only a change of an existing one weakens the protection.)
    if (!data.control && sw === 'off' && verb !== 'create') data.control = { verb: 'disable', obj: 'security' };
    else if (sw === 'on') data.mods |= M.PROTECT_ON;
    // (A shipping label created with a carrier and service is postage bought; a test label is test mode.)
    const label = method === 'POST' ? labelBought25([...allWords, ...pathWords], kv) : undefined;
    if (label === 'test') data.mods |= M.TEST_MODE;
    // (Stored value issued with an amount — a gift card's initialValue, store credit — is money given out.)
    if (verb === 'create' && allWords.some((w) => STORED_VALUE_WORD25.test(w)) && kv.some((x) => STORED_VALUE_KEY25.test(x.key) && Number(x.value) > 0)) {
      verb = 'pay';
      obj = 'money';
    }
    // (A cancellation that also refunds, orderCancel(refund: true), is a refund of what was paid.)
    if (verb === 'cancel' && kv.some((x) => /^(?:refund|issue_?refund|refund_?payment)$/i.test(x.key) && /^(?:true|1|yes)$/i.test(x.value.trim()))) {
      verb = 'refund';
      obj = 'money';
    }
    if ((method === 'POST' || method === 'PUT') && (allWords.some((w) => BUY_WORD25.test(w)) || label)) {
      verb = 'pay';
      obj = 'money';
      // (A batch bought is every label or item in it: many payments.)
      if (path.split('/').some((seg) => /^(?:batch(?:es)?|bulks?)$/i.test(seg))) data.count = Math.max(data.count, BULK_COUNT);
    }
    const to = verb === 'create' || verb === 'update' || verb === 'schedule' ? deliveryTo25([...allWords, ...pathWords], kv) : undefined;
    if (to === 'outside') {
      verb = 'export';
      if (!obj || obj === 'unknown') obj = 'record';
      data.mods |= M.EXTERNAL;
    } else if (to === 'inside') {
      verb = 'send';
      obj = 'message';
    }
    // (A webhook subscription created — webhookSubscriptionCreate, …/webhooks — is a hook, whatever else its name says.)
    if ((verb === 'create' || verb === 'update') && allWords.some((w) => /^(?:webhooks?|hooks?)$/i.test(w))) obj = 'hook';
    if ((method === 'POST' || method === 'PUT') && (verb === 'create' || verb === 'update' || verb === 'share' || verb === 'publish') && publicLink25(pathWords)) {
      verb = 'share';
      data.mods |= M.LINK;
    }
  }
  // A setting written off names the control it turns off (…/settings/ssl {"value": "off"}, {"two_factor_requirement_enabled": false}).
  if (data.control && (verb === 'update' || verb === 'create' || verb === 'disable' || verb === 'archive')) {
    verb = data.control.verb;
    obj = data.control.obj;
  } else if ((verb === 'update' || verb === 'create') && /^(?:off|false|disabled?|none|noop)$/i.test(offValue(body)) && allWords.some((w) => CONTROL_WORDS.test(w))) {
    verb = 'disable';
    obj = controlObj(allWords);
  }
  // An identity provider's sign-in policy (Okta sign-on, MFA or password policies, Entra conditional access, Auth0 or
  // OneLogin policies) deactivated or deleted turns off a rule that protects every sign-in: a weakened control, not one
  // person's access.
  if ((verb === 'delete' || verb === 'disable' || verb === 'revoke') && idpPolicy(IDP_HOST.test(host), allWords)) {
    verb = 'disable';
    obj = 'security';
  }
  // An update whose body sets only descriptive fields (a description, a title, topics, a colour) changes no behaviour,
  // access or data others depend on: an edit. A name is not among them (a renamed repository or service moves its address).
  if (verb === 'update' && !out.length && obj !== 'money' && !data.mods) {
    // (cls-api15: ids that say which item — a GraphQL input's repositoryId, clientMutationId — are not what is set.)
    const leaves = strings(body).filter((x) => !/^(?:id|[a-z]+_id|[a-z]+Id|clientMutationId|owner|repo)$/.test(x.key));
    if (leaves.length && leaves.every((x) => DESCRIPTIVE_KEY.test(x.key))) return [f('reversible', `edits descriptive text only (${how})`)];
    // (cls-api18) A JSON Patch whose every operation sets a descriptive field ([{"op": "replace", "path": "/description", …}]).
    const ops = Array.isArray(body) ? body.filter((x): x is Record<string, Loose> => !!x && typeof x === 'object' && !Array.isArray(x)) : [];
    if (ops.length && ops.length === (body as Loose[]).length && ops.every((x) => typeof x.path === 'string' && DESCRIPTIVE_KEY.test(x.path.replace(/^\//, '').replace(/\/.*$/, '')) && !x.path.replace(/^\//, '').includes('/'))) return [f('reversible', `edits descriptive text only (${how})`)];
  }
  // private: false, visibility: public, a policy allowing "Principal": "*": the resource is opened to everyone.
  // A person's role set to an administrator's ({"role": "admin"}, {"roles": ["owner"]}): privilege granted, as in SDK code.
  // (cls-sdk22: or a role mapping whose body names an administrator's role by name, Keycloak's POST …/users/{id}/role-mappings/realm
  // [{"name": "admin"}], …/role-mappings/clients/{c} [{"name": "realm-admin"}].)
  const adminMapped = /\/(?:role-mappings|role_mappings|roleMappings|roles)(?:\/|$)/i.test(path) && /"name"\s*:\s*"(?:[\w-]*admin[\w-]*|owner|superuser|manage-(?:users|realm|clients))"/i.test(bodyText);
  if (adminMapped && method !== 'DELETE') data.mods |= M.ADMIN;
  if ((verb === 'update' || verb === 'create' || verb === 'grant' && adminMapped) && (data.mods & M.ADMIN && /"?\b(?:role|roles|is_?admin|access_?level|permissions?|\w*AccessRight|access_?right|site_?role|permission_?level|is_?superuser|is_?super_?admin|superuser)\b"?\s*[:=]/i.test(bodyText) || adminMapped && method !== 'DELETE')) {
    verb = 'grant';
    obj = 'privilege';
  }
  if ((verb === 'update' || verb === 'create') && data.mods & M.PUBLIC && !(data.mods & M.LINK) && !/shared_?link|sharing|share/i.test(`${path} ${bodyText}`)) verb = 'expose';
  // (cls-api15) A repository or store whose own name says it holds secrets (…/repos/acme/infra-secrets) made public publishes them.
  if (verb === 'expose' && SECRET_NAMED.test(path.split('/').filter(Boolean).pop() ?? '')) data.mods |= M.SECRET;
  // A mailing service's list or audience is its whole table of subscribers.
  if (MAILING_HOST.test(host) && words.some((w) => /^(?:lists?|audiences?|segments?|contactlists?)$/i.test(w)) && !words.some((w) => /^(?:members?|contacts?|subscribers?)$/i.test(w))) obj = 'table';
  // A webhook or an export whose destination is outside the company (a host or bucket that names neither the org nor
  // the service called): what it sends leaves the company's control.
  if ((verb === 'create' || verb === 'update') && obj === 'hook' || (verb === 'read' || verb === 'export') && method === 'POST' && allWords.some((w) => /^exports?$/.test(w))) {
    // (A form field nested by brackets — gh api … -f 'config[url]=…' — is keyed by its last part.)
    const dest = strings(body).find((x) => /^(?:url|uri|endpoint|address|payload_?url|target_?url|destination|destination_?url|target|target_?bucket|destination_?bucket|bucket|sink|callback_?url|callbackurl|notification_?url|webhook_?url|delivery_?url)$/i.test(x.key.replace(/^[\w-]*\[([\w-]+)\]$/, '$1')) && /^(?:https?|s3|gs|sftp|ftp|az|abfss?):\/\//i.test(x.value.trim()))?.value.trim();
    if (dest && outsideOrg(dest, host, path)) {
      data.mods |= M.EXTERNAL;
      if (verb !== 'create' && verb !== 'update') verb = 'export';
    }
  }
  // (cls-holes20) A destination added to a data pipeline (Segment, RudderStack, Hightouch … POST …/destinations): the
  // events or rows of its source are forwarded to that vendor from now on, data leaving the company (a warehouse or
  // bucket of our own, or a destination created disabled, keeps the plain creation reading).
  if (PIPELINE_HOST.test(host) && (method === 'POST' || method === 'PUT') && /\/destinations\/?$/i.test(path) && !/"enabled"\s*:\s*false/i.test(bodyText) && !OWN_STORE_DEST.test(bodyText)) {
    verb = 'create';
    obj = 'hook';
    data.mods |= M.EXTERNAL;
  }
  // (lead18) A CI/CD run started (POST …/pipeline, …/runs, …/builds, Jenkins' …/buildWithParameters, …/trigger) does
  // what its parameters ask: a deploy to the environment they name, or a destroy (Terraform Cloud's "is-destroy").
  if (method === 'POST' && /(?:^|\/)(?:pipelines?|runs|builds?|buildWithParameters|trigger|triggers|dispatches)(?:\/|$)/i.test(path)) {
    const ask = ciRunAsks(`${bodyText} ${query}`);
    if (ask?.act === 'destroy') {
      verb = 'delete';
      obj = 'whole';
    } else if (ask) {
      verb = 'deploy';
      obj = 'service';
      ciEnv = ask.env;
    }
  }
  // (cls-holes18) Netlify's "Publish deploy" over its API (POST …/sites/{site}/deploys/{id}/restore, restoreSiteDeploy): the
  // deploy becomes the live production site, whatever it is called (deploy-preview-212).
  if (method === 'POST' && /netlify/i.test(host) && (/\/deploys\/[^/]+\/restore\/?$/.test(path) || /(?:^|\/)restoreSiteDeploy$/i.test(path))) {
    verb = 'deploy';
    obj = 'service';
    ciEnv = 'prod';
  }
  // (cls-sdk22) A backup product's own jobs, policies, schedules and plans (Veeam …/jobs/{id}/disable, Rubrik SLA domains,
  // Commvault schedules): what they switch off or delete is backups.
  if (BACKUP_PRODUCT22.test(host) && method !== 'GET' && !/^(?:backup|money|secret|key|account|privilege|audit|security|group)$/.test(obj ?? '') && allWords.some((w) => /^(?:jobs?|polic(?:y|ies)|schedules?|plans?|sla|slas|protections?|backups?|repositor(?:y|ies)|restorepoints?)$/i.test(w))) obj = 'backup';
  // (cls-sdk22) An ad platform's campaign, ad set or budget given an amount (Google Ads campaignBudgets:mutate amountMicros, Meta
  // POST act_…/campaigns daily_budget with status ACTIVE): money the account will spend, a budget change by its size. Its
  // "campaign" is ad spend, not a mailing; one created paused spends nothing yet.
  if (method !== 'GET' && method !== 'DELETE' && AD_PLATFORM22.test(url)) {
    const budget = adBudgetUsd22(`${url} ${bodyText}`, /facebook/i.test(host));
    if (budget > 0 && !(method === 'POST' && /\bstatus["']?\s*[:=]\s*["']?PAUSED\b/i.test(bodyText))) {
      verb = 'pay';
      obj = 'money';
      data.usd = Math.max(data.usd, budget);
    }
  }
  // (cls-sdk22) An app store release set live (Play …/tracks/production with a completed status, App Store Connect's
  // phasedReleaseState COMPLETE) or a Remote Config template published: a deploy every user of the app gets (readers/sdk22.ts).
  if (method !== 'GET' && method !== 'DELETE' && (storeReleaseLive22(allWords, `${path} ${bodyText}`) || remoteConfigPublished22([...allWords, method.toLowerCase()]))) {
    verb = 'deploy';
    obj = 'service';
  }
  // Creating a deployment deploys (to the target it names: production, preview).
  if (verb === 'create' && /^deployments?$/.test(shape.last)) verb = 'deploy';
  if (verb === 'schedule' && obj === 'message') verb = 'send';
  // The item deleted is a container of work: DELETE …/groups/engineering, …/space/ENG, …/resourcegroups/rg-prod (or a mutation teamDelete, deleteProject).
  if ((verb === 'delete' || verb === 'empty') && (WHOLE_SEGMENTS.test(shape.itemOf) || gql && words.some((w) => WHOLE_SEGMENTS.test(w)))) obj = /^repo/.test(words.find((w) => WHOLE_SEGMENTS.test(w)) ?? shape.itemOf) ? 'repo' : 'whole';
  // (cls-sdk20) A group of an identity provider (Keycloak …/realms/x/groups/{id}, SCIM …/Groups/{id}, Okta, Entra/Graph,
  // Google Directory, JumpCloud, OneLogin, Auth0) is a membership list: deleting it takes that access from every member
  // (many people), not a container of work.
  // (cls-sdk20) A user row (or any unplaced item) deleted under an app API served from this machine (DELETE
  // http://localhost:8080/api/v1/users/42, …/api/todos/3) is a
  // record of a development database, not a person's account.
  if (local && verb === 'delete' && (obj === 'account' || obj === undefined || obj === 'unknown') && shape.itemOf !== '' && /^\/(?:api|v\d+)\//.test(path) && !/\/(?:realms|scim)\//i.test(path)) obj = 'record';
  let idpGroup = false;
  // (cls-sdk20) A bulk job created for a removing operation (Salesforce Bulk API 2.0 POST …/jobs/ingest {"operation":
  // "hardDelete"}): the records it is then fed are deleted, a set.
  const bulkJobDelete = method === 'POST' && /\/(?:jobs?|bulk|batch)(?:\/|$)/i.test(path) && BULK_DELETE_OP.test(bodyText.slice(0, 2000));
  if (bulkJobDelete) {
    verb = 'delete';
    obj = 'record';
  }
  // (cls-sdk20) A sign-in factor or policy removed (…/mfa/users/{id}/devices/{id}, …/users/{id}/factors/{id},
  // …/authentication/methods/{id}, …/conditionalAccess/policies/{id}): a security control weakened, as in the SDKs.
  if ((verb === 'delete' || verb === 'disable') && /\/(?:mfa|2fa|otp|totp|webauthn|factors|authentication|authenticators|conditionalAccess|security_?defaults)(?:\/|$)/i.test(path) && (obj === undefined || obj === 'unknown' || obj === 'record' || obj === 'account' || obj === 'privilege' || obj === 'key')) obj = 'security';
  if (obj === 'whole' && /^groups?$/i.test(shape.itemOf) && (/\/realms\/|\/scim\/|okta(?:preview)?\.com|graph\.microsoft\.com|jumpcloud|onelogin|auth0\.com|\/admin\/directory\//i.test(`${host}${path}`) || /\/Groups\//.test(path))) {
    verb = 'revoke';
    obj = 'group';
    idpGroup = true;
  }
  // A resource group holds one environment's resources: judged like an environment or stack (a sandbox one is destructive).
  if (obj === 'whole' && /^resourcegroups?$/i.test(shape.itemOf)) obj = 'container';
  // A managed add-on or service whose name says it is a database (…/addons/postgresql-prod-123, …/services/redis-sessions):
  // deleting it deletes the database.
  if (verb === 'delete' && /^(?:addons?|add-ons?|services?|instances?|resources?)$/i.test(shape.itemOf) && /^(?:heroku-)?(?:postgres(?:ql)?|pg|mysql|mariadb|mongo(?:db)?|redis|valkey|elasticsearch|opensearch|cassandra|cockroach(?:db)?|db|database)(?:[-_.]|$)/i.test(path.split('/').filter(Boolean).pop() ?? '')) obj = 'database';
  // (cls-sdk20) An instance or cluster of a managed database service (sqladmin …/instances/x, Spanner, AlloyDB clusters) or
  // one named for a database (…/instances/prod-db): the database.
  if (verb === 'delete' && INSTANCE_WORD.test(shape.itemOf) && (DB_SERVICE.test(`${host} ${path}`) || DB_NAMED.test(path.split('/').filter(Boolean).pop() ?? ''))) obj = 'database';
  // DELETE …/apps/{id}: a whole hosted app, judged like the CLI's apps:destroy (its environment ladder included).
  if (verb === 'delete' && obj === 'whole' && /^(?:apps?|applications?)$/i.test(shape.itemOf)) {
    obj = 'service';
    data.mods |= M.APP;
  }
  // An incoming webhook (hooks.slack.com/services/…, …/webhooks/…) posts a message to a channel.
  if (method === 'POST' && (verb === 'create' || verb === 'send') && (/^hooks\.|webhook/.test(host) || /\/(?:hooks|webhooks?)\//i.test(path))) {
    verb = 'send';
    obj = 'message';
  }
  // Voiding or cancelling an invoice or order cancels a bill; it moves no money.
  // (cls-api16) A hosted app's variables (…/projects/{id}/env/{id}, …/accounts/{a}/env/KEY): its configuration, not the project.
  if (/^(?:env|envs|envvars?|env_?vars|variables)$/i.test(shape.itemOf || shape.last)) obj = 'config';
  if (verb === 'cancel' && /invoice|order|quote/.test(allWords.join(' '))) obj = 'record';
  // (cls-api17) A phone number given up on a telephony API (DELETE …/v1/numbers/447…, POST …/number/cancel) or a public IP
  // released: a running resource the account held, as …/IncomingPhoneNumbers/{sid} reads.
  if ((verb === 'delete' || verb === 'cancel' || actionWords.some((w) => /^(?:release|portout)$/.test(w))) && (heldAddress(allWords) || TELEPHONY_HOST.test(host) && allWords.some((w) => /^(?:numbers?|dids?)$/.test(w))) && !allWords.some((w) => /^(?:orders?|requests?|port|porting)$/.test(w))) {
    verb = 'delete';
    obj = 'resource';
  }
  // (cls-api17) A server rebuilt or reinstalled (…/instances/991/rebuild, …/dedicated/server/x/reinstall, a droplet action
  // {"type": "rebuild"}): its disk is written anew from an image, a running resource deleted.
  const rebuilt = (allWords.some((w) => /^(?:rebuild|reinstall|reimage|reprovision)$/.test(w)) || allWords.includes('actions') && /"type"\s*:\s*"(?:rebuild|reinstall)"/.test(bodyText)) && allWords.some((w) => /^(?:instances?|servers?|linodes?|droplets?|vms?|machines?|nodes?|dedicated|baremetals?)$/.test(w)) && method !== 'GET';
  if (rebuilt) {
    verb = 'delete';
    obj = 'resource';
  }
  // (cls-api18) A deployment, release or build promoted (Vercel's …/projects/x/promote/dpl_9, …/releases/7/promote): it
  // goes live, a deploy; a person promoted keeps the grant reading.
  if (method !== 'GET' && /\/promote(?:\/|$)/i.test(path) && !allWords.some((w) => /^(?:users?|members?|admins?|roles?|people|persons?|accounts?|memberships?)$/.test(w))) verb = 'deploy';
  // (cls-api18) A feature flag switched on or off (Unleash …/features/x/environments/production/off, …/flags/x/toggle):
  // what runs for its users changes, a configuration change in that environment.
  const lastSeg = (path.split('/').filter(Boolean).pop() ?? '').toLowerCase();
  if (method !== 'GET' && /^(?:on|off|enable|disable|toggle|kill)$/.test(lastSeg) && /\/(?:features?|flags?|toggles?|feature[-_]?flags?|feature[-_]?toggles?|gates?|experiments?)\//i.test(path)) {
    verb = 'update';
    obj = 'config';
  }
  // (cls-api17) A property or configuration version activated on a network (Akamai …/properties/{id}/activations with
  // "network": "PRODUCTION"): it goes live, a deploy. (cls-api18: by POST, PUT or PATCH alike: Fastly's PUT …/version/7/activate.)
  if (method !== 'GET' && method !== 'DELETE' && allWords.some((w) => /^(?:activations?|activate)$/.test(w)) && allWords.some((w) => /^(?:propert(?:y|ies)|versions?|configs?|configurations?|edgeworkers?)$/.test(w))) verb = 'deploy';
  // Deleting a monitor or an alert rule removes monitoring that protects recovery.
  if (verb === 'delete' && (obj === 'config' || obj === undefined) && words.some((w) => MONITOR_WORDS.test(w))) verb = 'weaken';
  // On a monitoring or on-call service, what is deleted is a link of the alerting chain (a heartbeat, check, escalation
  // policy, on-call schedule, integration, service): failures then reach nobody. Its incidents, notes and users are not.
  if (verb === 'delete' && ALERTING_HOST.test(host) && words.some((w) => /^(?:services?|escalations?|polic(?:y|ies)|schedules?|heartbeats?|checks?|integrations?|rules?|channels?|notifications?|oncalls?|rotations?|uptimes?|conditions?|routing|routes?|teams?)$/.test(w) || MONITOR_WORDS.test(w)) && !words.some((w) => /^(?:incidents?|notes?|events?|logs?|users?|tokens?|keys?|comments?|tags?|dashboards?|issues?|releases?|sessions?|members?)$/.test(w))) {
    verb = 'weaken';
    obj = 'config';
  }
  // An audit device, trail or audit-log stream deleted or switched off (Vault's …/sys/audit/file, …/audit-streams/x/disable):
  // audit logging is turned off.
  if ((verb === 'delete' || verb === 'disable' || verb === 'stop' || verb === 'update' && /^(?:0|off|false|disabled?)$/i.test(offValue(body))) && /\/(?:audit|audits|audit[-_]?logs?|auditing|audit[-_]?(?:streams?|devices?|trails?|sinks?|settings|config))(?:\/|$)/i.test(path) && !/\/audit[^/]*\/(?:[^/]+\/)?(?:reports?|findings?|exports?|events?|entries)(?:\/|$)|\/audit[-_]?logs?\/?$/i.test(path)) {
    verb = 'weaken';
    obj = 'audit';
  }
  // Monitoring or alerting switched off, paused or set inactive (a PagerDuty service disabled, an alert rule paused,
  // a monitor's status 0 or "paused"): failures then go unseen, a weakened protection rather than a feature turned off.
  const monitoring = ALERTING_HOST.test(host) || allWords.some((w) => MONITOR_WORDS.test(w) || /^(?:alerting|alertrules?|rules?|polic(?:y|ies))$/.test(w)) && allWords.some((w) => MONITOR_WORDS.test(w) || w === 'alerting' || w === 'alerts');
  // (Muting, snoozing or pausing one alert is the settled destructive case: it is left to the verb's own reading.)
  const muting = allWords.some((w) => /^(?:mutes?|unmute|snooze|silence|pause|paused|resume)$/.test(w)) || /["']?(?:paused|muted|silenced|snoozed)["']?\s*[:=]/i.test(bodyText);
  if (monitoring && !muting && (verb === 'disable' || verb === 'stop' || (verb === 'update' || verb === 'create') && /^(?:0|off|false|disabled?|paused|inactive|muted)$/i.test(offValue(body)))) {
    verb = 'weaken';
    obj = 'config';
  }
  // (lead18) Every monitor or alert muted at once (Datadog's POST …/monitor/mute_all, a downtime scoped "*"): monitoring is
  // off, as the tool reader and Alertmanager's silence of everything hold.
  if (monitoring && muting && (allWords.includes('all') || /["']scope["']\s*:\s*\[?\s*["']\*["']/.test(bodyText))) {
    verb = 'weaken';
    obj = 'config';
  }
  // (cls-api18) On a data-pipeline service, a source, connection, sync or pipeline (DELETE …/v1/sources/{id},
  // …/workspaces/acme/sources/prod-web) is one running integration, not a record and not the workspace above it; a reset
  // or resync of one clears what it loaded and loads it again.
  let pipelineReset = false;
  // (Airbyte's POST /v1/jobs {"jobType": "reset"} is that reset; {"jobType": "sync"} runs the connection once, a job run.)
  const jobType = PIPELINE_HOST.test(host) && /\/jobs\/?$/.test(path) && method === 'POST' ? /"job_?type"\s*:\s*"(\w+)"/i.exec(bodyText)?.[1]?.toLowerCase() : undefined;
  if (jobType === 'sync' || jobType === 'refresh') {
    verb = 'run';
    obj = 'job';
  }
  if (PIPELINE_HOST.test(host) && method !== 'GET' && (allWords.some((w) => /^(?:sources?|connections?|syncs?|pipelines?|destinations?|connectors?|models?|warehouses?)$/.test(w)) || jobType === 'reset' || jobType === 'clear') && (verb === 'delete' || verb === 'empty' || verb === 'reset' || PIPELINE_RESET.test(path) || jobType === 'reset' || jobType === 'clear')) {
    if (verb !== 'delete' || PIPELINE_RESET.test(path) || jobType === 'reset' || jobType === 'clear') {
      verb = 'delete';
      obj = 'record';
      pipelineReset = true;
    } else obj = 'resource';
  }
  // (cls-api18) The PURGE or BAN method (Fastly, Varnish, nginx cache purge) drops the cached copy of the URL it names:
  // one rebuildable cache entry, or every entry its pattern matches.
  if (method === 'PURGE' || method === 'BAN') {
    verb = 'delete';
    obj = 'cache';
  }
  // (cls-api16) A CDN's purge (Fastly's …/purge_all, …/purge/{key}): its cache, rebuilt from the origin.
  if ((verb === 'delete' || verb === 'empty') && /(?:^|\.)(?:fastly\.com|akamai(?:apis)?\.(?:com|net)|bunny\.net|keycdn\.com|cloudflare\.com)$/.test(host) && allWords.some((w) => /^purge/.test(w))) obj = 'cache';
  // (cls-api18) An app, site, project, team or workspace transferred with no amount (Heroku's …/teams/apps/x/transfer,
  // …/projects/x/transfer): the company's own thing changes hands, as the CLI and tool forms read.
  if (!data.usd && method !== 'GET' && /^transfer/.test(shape.action ?? shape.last) && allWords.some((w) => /^(?:apps?|sites?|projects?|workspaces?|spaces?|stores?|organi[sz]ations?|orgs?)$/.test(w))) {
    verb = 'pay';
    obj = 'whole';
  }
  if (obj === 'money' && (verb === 'send' || verb === 'approve' || verb === 'run' || verb === 'create' && /payment|payout|transfer|charge|refund|payroll|transaction|wire|remittance|disbursement|withdrawal/.test(allWords.join(' ')))) verb = /refund/.test(allWords.join(' ')) ? 'refund' : 'pay';
  // (cls-api14) A session reset, cleared or revoked (Slack's admin.users.session.reset, …/users/{id}/sessions/revoke):
  // that person is signed out, as a DELETE of their sessions is. Heroku's DELETE …/dynos restarts the app's dynos.
  if (/^(?:delete|empty|reset|cancel|revoke|update|create)$/.test(verb) && allWords.some((w) => /^sessions?$/.test(w)) && allWords.some((w) => /^(?:reset|clear|revoke|invalidate|expire|terminate|signout|logout|delete)$/.test(w) || method === 'DELETE')) {
    verb = 'revoke';
    obj = 'account';
  }
  if (method === 'DELETE' && /(?:^|\.)api\.heroku\.com$/.test(host) && /^dynos?$/.test(shape.last || shape.itemOf)) {
    verb = 'restart';
    obj = 'service';
  }
  let scope: Act['scope'] = 'one';
  // DELETE on a whole collection (…/customers, …/documents) with no ids: every item in it.
  if (shape.collection && !shape.action && !rebuilt && (verb === 'delete' || verb === 'empty') && !/(?:^|&)(?:ids?|keys?|names?|filter|q|query|where)=/.test(query) && !words.some((w) => /^(?:sessions?|tokens?|me|self|cache|caches|current)$/.test(w))) scope = 'all';
  if (/(?:^|&)ids?=[^&]*,/.test(query)) scope = 'some';
  // (lead22) A DELETE on a resource type told by search parameters which to delete (FHIR's conditional delete …/Observation?
  // _lastUpdated=gt2000-01-01, …/attendance?term=2026-fall): the set the search matches, whatever the type's name looks like.
  if (scope === 'one' && method === 'DELETE' && !shape.action && !shape.itemOf && !rebuilt && verb === 'delete' && query.split('&').some((p) => /^[\w.[\]:-]+=[^&]+$/.test(p) && !QUERY_HOW.test(p.split('=')[0] as string) && !/^(?:id|ids|_id|key|name|version|force|cascade|permanent|hard|purge|recursive|api[_-]?key|token|access_token|sig|signature|ts|timestamp)$/i.test(p.split('=')[0] as string))) scope = 'some';
  // (lead17) A collection DELETE given a filter or query (?filter=inactive, ?q=…, ?where=…): the set it matches, not one item.
  if (scope === 'one' && shape.collection && !shape.action && !rebuilt && (verb === 'delete' || verb === 'empty') && /(?:^|&)(?:filter|q|query|where)=[^&]+/.test(query)) scope = 'some';
  // Any other query parameter with a value on a collection DELETE (?status=cancelled, ?created_before=2024-01-01) is a
  // filter: a set, not everything. Parameters that only say how (api-version, force, cascade, all=true) are no filter.
  if (scope === 'all' && shape.collection && query.split('&').some((p) => /^[\w.[\]:-]+=[^&]+$/.test(p) && !QUERY_HOW.test(p.split('=')[0] as string) && !/(?:^|[_-])all(?:[_-]|$)/i.test(p.split('=')[0] as string))) scope = 'some';
  // A wildcard or _all in the path (DELETE _snapshot/repo/*, DELETE /logs-*/_all): every match.
  if ((verb === 'delete' || verb === 'empty' || verb === 'update') && /(?:^|\/)(?:[^/]*\*[^/]*|_all)(?:\/|$)/.test(path)) scope = 'all';
  if (/match_all|"query"\s*:\s*\{\s*\}|where\s*=\s*1\s*=\s*1/.test(bodyText) || data.everything) scope = 'all';
  else if (/_(?:delete|update)_by_query/.test(path)) scope = 'some';
  // An operation named for all or many (…/invoices/void_all, …/tickets/destroy_many.json): every item, or a set.
  if (shape.action && /_all(?:\.json)?$/i.test(shape.action)) scope = 'all';
  else if (scope === 'one' && shape.action && /_(?:many|bulk|batch)(?:\.json)?$/i.test(shape.action)) scope = 'some';
  if (call.bulk && scope !== 'all') scope = call.bulk;
  if ((idpGroup || bulkJobDelete) && scope === 'one') scope = 'some';
  if (innerBulk && scope === 'one') scope = 'some';
  // (cls-sdk21) One mutation repeated under aliases in one GraphQL document (a: issueDelete(…) b: issueDelete(…)), or one method
  // repeated in a JSON-RPC batch ([{"method": "user.delete", …}, {"method": "user.delete", …}]): the set of items they name.
  if (scope === 'one' && gql && bodyText.length < 40000) {
    const esc = gql.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const n = rpc ? (bodyText.match(new RegExp(`"method"\\s*:\\s*"${esc}"`, 'g')) ?? []).length : (bodyText.match(new RegExp(`\\w+\\s*:\\s*${esc}\\s*\\(`, 'g')) ?? []).length;
    if (n >= 2) scope = 'some';
  }
  if (batchOp && scope !== 'all') scope = batchOp.all ? 'all' : batchOp.count === 1 ? 'one' : 'some';
  // (cls-api25) A SOAP list operation (NetSuite's deleteList, updateList) acts on every item it lists.
  if (scope === 'one' && soap && /List$/.test(soap)) scope = 'some';
  // (cls-api25) A body listing items by their own ids ({"Invoices": [{"InvoiceID": …, "Status": "VOIDED"}, …]}) changes
  // each of them: a set when three or more are money or cancellations, or ten or more of anything (a short list of named
  // items stays those items). A purchase on a batch (…/batches/{id}/buy) buys every item of it.
  if (scope === 'one' && !/^(?:read|dryrun|create|draft)$/.test(verb) && listedItems25(body) >= (obj === 'money' || /^(?:cancel|refund|pay|price)$/.test(verb) ? 3 : 10)) scope = 'some';
  if (scope === 'one' && verb === 'pay' && path.split('/').some((seg) => /^(?:batch(?:es)?|bulks?)$/i.test(seg))) scope = 'some';
  // (cls-api18) A pipeline's reset empties the tables it loaded: a set of tables, reloaded by its next sync.
  if (pipelineReset) scope = 'some';
  // (cls-api16) A payroll paid (…/payrolls/{id}/submit, a payroll run approved) pays every employee on it: many payments.
  if (verb === 'pay' && scope === 'one' && allWords.some((w) => /^payrolls?$/i.test(w))) scope = 'some';
  // (cls-api18) A payouts batch (PayPal's POST /v1/payments/payouts, a body with a sender_batch_header, a batch file sent as
  // the body): many payments, unless its items, written out, are one.
  // (cls-sdk22: items elided by a placeholder, "items": [ /* 312 rows from affiliates.csv */ ], are no count of one.)
  if (verb === 'pay' && scope === 'one' && (/(?:^|\.)paypal\.com$/.test(host) && /\/payouts\/?$/.test(path) || /"(?:sender_batch_header|batch_header|batchHeader)"\s*:/.test(bodyText) || call.files.length > 0 && /\/(?:payouts|transfers|payments)\/?$/.test(path)) && (data.count !== 1 || ELIDED_ITEMS22.test(bodyText))) scope = 'some';
  // A bulk or batch endpoint (…/users/bulk_delete, …/_bulk, …/batch) acts on a set.
  if (scope === 'one' && !batchOp && bulkDeletes !== 1 && (actionWords.some((w) => w === 'bulk' || w === 'batch' || w === 'mass') || bulkSegment)) scope = 'some';
  // (cls-holes16) A GraphQL mutation that removes a plural or "many" (deleteUsers(filter: …), deleteManyOrders,
  // bulkDeleteContacts): a set, as a REST delete with a filter is; "all" in its name (deleteAllUsers) is every item.
  // (cls-api18) Not when its condition is the item's own key (where: {id: {_eq: 4312}}, pk_columns: {id: 7}, id: "u_1"): one item.
  if (gql && scope === 'one' && /^(?:delete|empty|cancel|disable|archive|revoke|refund)$/.test(verb ?? '') && !(rpc ? /"(?:id|uuid|\w+_id|\w+Id)"\s*:\s*["\d]/.test(JSON.stringify(rpc.params ?? {}).slice(0, 400)) : GQL_ONE_KEY.test(mutationArgs(bodyText).slice(0, 400))) && allWords.some((w) => /^(?:many|all)$/i.test(w) || (/^[a-z]{3,}s$/i.test(w) && !/(?:ss|us|is|status|access|address|settings|alias)$/i.test(w)))) {
    scope = allWords.some((w) => /^all$/i.test(w)) ? 'all' : 'some';
  }
  let mods = data.mods;
  // A draft or preview named in the query (…/deploys?draft=true, ?preview=1): nothing goes live.
  if (/(?:^|&)(?:draft|preview|is_?draft)=(?:true|1|yes)(?:&|$)/i.test(query)) mods |= M.DRAFT;
  for (const x of strings(body)) {
    if (/^(?:consenttype)$/i.test(x.key) && /allprincipals/i.test(x.value)) scope = 'all';
    if (/^(?:roledefinitionid)$/i.test(x.key) && /62e90394-69f5-4237-9190-012177145e10/i.test(x.value)) mods |= M.ADMIN;
  }
  const creds = call.headers.join(' ');
  // A test-mode key named by its variable ($STRIPE_TEST_KEY, ${PAYPAL_TEST_SECRET}) authenticates to test mode.
  if (credentialMode25(creds) === 'test' || /sandbox|test[-_]?mode|sk_test|\$\{?[A-Z0-9_]*_TEST_[A-Z0-9_]*\}?|\$\{?TEST_[A-Z0-9_]*(?:KEY|SECRET|TOKEN)\}?/.test(`${host} ${bodyText} ${creds}`) && !/\b(?:sk|rk)_live_|_LIVE_/.test(creds)) mods |= M.TEST_MODE;
  // A provider's test host (checkout-test.adyen.com, api.test.example.com, apitest.authorize.net, api.playground.klarna.com) moves no real money.
  // (cls-sdk21: and a provider's demo host, api.gusto-demo.com, demo.docusign.net.)
  if ((/^(?:[\w-]+[.-])?(?:test|apitest|playground)[.-]/i.test(host) || /(?:^|[.-])demo[.-]/i.test(host)) && !/\b(?:sk|rk)_live_|_LIVE_/.test(creds)) mods |= M.TEST_MODE;
  if (/\b(?:sk|rk)_live_|_LIVE_/.test(creds)) mods |= M.LIVE;
  // Setting an ACL that opens a bucket or object to everyone (…?acl with x-amz-acl / x-goog-acl:
  // public-read or a grant to the AllUsers group; Azure's container public access level) makes that
  // data public. A new object uploaded with a public ACL is left to the upload's own reading.
  if ((/(?:^|&)(?:acl|restype=container&comp=acl)(?:[=&]|$)/i.test(query) || /(?:^|&)comp=acl(?:&|$)/i.test(query)) && /x-(?:amz|goog)-acl\s*:\s*public-read|x-ms-blob-public-access\s*:\s*(?:container|blob)\b|acs\.amazonaws\.com\/groups\/global\/allusers/i.test(`${creds} ${bodyText}`)) {
    mods |= M.PUBLIC;
    if (verb === 'update' || verb === 'create' || verb === 'overwrite' || verb === 'upload') verb = 'expose';
  }
  // A shared link whose access is open: anyone with the link.
  if (/shared_?link|sharing|share/i.test(`${path} ${bodyText}`) && mods & (M.LINK | M.PUBLIC)) verb = 'share';
  // POST …/messages sends unless the call says it is a draft (Microsoft Graph's /me/messages creates one); a list address (all-customers@, everyone@) is mass.
  if (/messages$/.test(shape.last) && verb === 'create') verb = /\bdrafts?\b/i.test(`${path} ${bodyText}`) || /\/me\/messages$/i.test(path) ? 'draft' : 'send';
  if (verb === 'send' && /(?:^|[\s"'=:])(?:all|everyone|all-\w+|customers|subscribers|users)@/i.test(bodyText)) mods |= M.MASS;
  // The same message sent once per item of a list (a loop in code or in the shell) reaches many people; so does one addressed to a segment or topic.
  if (verb === 'send' && call.bulk) mods |= M.MASS;
  // A campaign, single send or broadcast created in its collection (POST …/campaigns, …/singlesends) is a draft: marketing
  // APIs send it by a separate action (…/actions/send, …/sendNow, …/schedule), unless the body already schedules it.
  if (verb === 'create' && method === 'POST' && shape.collection && !shape.action && MASS_MESSAGE.test(splitName(shape.last).join('').replace(/^(?:email|sms|marketing|push)/, ''))) {
    // A body addressed like a message ({"to": …, "body": …}) is sent as it is created.
    verb = /["']?(?:send_?at|scheduled?_?(?:at|time|for)|send_?now|deliver_?at|publish_?at)["']?\s*[:=]|["']?status["']?\s*[:=]\s*["']?(?:scheduled|sending|sent|queued)|(?:^|[{,\s])["']?(?:to|body|text|message)["']?\s*[:=]/i.test(bodyText) ? 'send' : 'draft';
  }
  if (data.audience && (verb === 'send' || verb === 'create' && obj === 'message')) {
    verb = 'send';
    mods |= M.MASS;
  }
  // A marketing campaign, single send or newsletter goes to a whole list.
  if (verb === 'send' && allWords.some((w) => MASS_MESSAGE.test(w))) mods |= M.MASS;
  // Acting on every resource carrying a tag or label (…/actions?tag_name=production): a set, not one.
  if (scope === 'one' && /(?:^|&)(?:tag_?name|tag|label_?selector|selector)=/i.test(query)) scope = 'some';
  if (/permanent/.test(allWords.join(' '))) mods |= M.PERMANENT;
  // A personal access token is a kind of credential (GitHub, GitLab, Azure DevOps), not a personal environment.
  // The segment after a people collection is a person's login (…/collaborators/outside-dev, …/users/qa-bot), not an environment.
  const envPath = path.replace(/\/(users|collaborators|members|memberships|people|persons|employees|contacts|assignees|reviewers|owners|admins|invitees)\/[^/]+/gi, '/$1/_');
  // Azure DevOps lives at dev.azure.com: a service's host, not a dev environment.
  const envHost = host.replace(/^dev\.azure\.com$/, 'azure-devops');
  const env = detectEnv(`${envHost} ${envPath} ${query}`.replace(/personal[_-]?access[_-]?tokens?/gi, 'access_tokens'));
  // (cls-api18) A feature flag's environment named in its JSON Patch ({"path": "/environments/test/on"}) or path
  // (…/features/x/environments/development/on): where the change lands.
  const flagEnv = data.target ? undefined : /"path"\s*:\s*"\/environments\/([\w-]{1,40})\//.exec(bodyText)?.[1] ?? /\/environments\/([\w-]{1,40})(?:\/|$)/i.exec(path)?.[1];
  const named = targetEnv(data.target) ?? targetEnv(flagEnv);
  // The item deleted is a DNS zone itself (…/zones/{id}), not a record under it: every record of the domain.
  if (obj === 'dns' && /^(?:zones?|hosted_?zones?|hostedzones?|managed_?zones?|managedzones?|dns_?zones?|dnszones?)$/i.test(shape.last) && !shape.action) mods |= M.ZONE;
  // (cls-sdk21) A deletion past the trash names its target in the body ({"path": "/Company"}): the path goes with what is read.
  const permPath = mods & M.PERMANENT && verb === 'delete' ? /"path"\s*:\s*"([^"\n]{1,200})"/.exec(bodyText)?.[1] : undefined;
  const act: Act = { verb, obj: obj ?? 'unknown', scope, mods, usd: data.usd || undefined, count: data.count || undefined, what: permPath !== undefined ? `${how} path "${permPath}"` : how };
  // A local port forwarded to a cluster or service (kubectl proxy on :8001, an SSH tunnel) reaches what its path names.
  if (local) act.env = env.env === 'prod' || env.env === 'staging' ? env.env : 'dev';
  else if (named) act.env = named;
  else if (env.env !== 'unknown') act.env = env.env;
  else if (call.env) act.env = call.env;
  else if (mods & M.TEST_MODE) act.env = 'dev';
  // Only a person's login named an environment: the target's stays unknown, whatever the hint's words say.
  else if ((envPath !== path || envHost !== host) && detectEnv(`${host} ${path}`).env !== 'unknown') act.env = 'unknown';
  if (ciEnv && (act.env === undefined || act.env === 'unknown')) act.env = ciEnv;
  // Vercel's deployments API builds a preview unless asked for production ("target": "production"), as its CLI does.
  if (/(?:^|\.)api\.vercel\.com$/.test(host) && method === 'POST' && /\/deployments\/?$/.test(path) && !/["']?target["']?\s*[:=]\s*["']?production/i.test(`${bodyText} ${query}`)) mods |= M.DRAFT;
  // A draft deploy or publish is a preview: it reaches no user.
  if (mods & M.DRAFT && /^(?:deploy|create|update|publish)$/.test(verb)) act.env = 'dev';
  const x = judge(act);
  if (x) {
    // A local emulator or mock server holds throwaway test data.
    if (local && /emulator|mock|fixture|\btest/i.test(`${host} ${path}`)) out.push({ ...x, level: 'reversible', staging: 'reversible', dev: 'reversible', unknown: 'reversible', reason: `${x.reason}; on a local emulator or mock` });
    else out.push(x);
  }
  return out;
}

interface PathShape {
  /** The path's segments up to its last resource (ids removed). */
  resource: string[];
  /** An operation after an item or a collection (…/issue/OPS-1/transitions, …/monitor/55/mute, …/payrolls/9/submit). */
  action?: string;
  /** The path ends on a plural collection, not on one item. */
  collection: boolean;
  last: string;
  /** The collection the addressed item belongs to (groups in …/groups/engineering), or '' when the path ends on a collection. */
  itemOf: string;
  /** The action is a custom method after a colon (Google's …/cryptoKeyVersions/3:destroy, …/projects/p:setIamPolicy). */
  custom?: boolean;
}

/** Segments that name a nested collection, not an item: after /projects/x, "databases" is a collection. */
const RESOURCE_NAME = /^(?:_?[a-z]+(?:[-_][a-z]+)*s|_\w+|api|rest|v\d+(?:\.\d+)?|me|self|default|current|latest|all|search|query|graphql|admin|services|data|content|contents|items|lists?|settings|config|members|users|accounts|permissions|roles|sessions|[a-z]+(?:[A-Z][a-z]+)+)$/;

/** cls-api16: collections whose items carry names people choose (functions, scripts, sites, buckets, queues …). */
const NAMED_ITEMS = /^(?:functions|scripts|workers|services|sites|apps|applications|projects|repos|repositories|buckets|databases|branches|queues|topics|secrets|domains|zones|buckets|indexes|indices|tables|datasets|pipelines|workflows|jobs|webhooks|environments|teams|channels|spaces|boards|features|flags|toggles|gates|experiments)$/i; // (cls-api25: a feature flag's key, …/features/fraud_check_on_payouts)
/** cls-api16: what a hosting API runs for its users (a project, service, app, site, database, instance). */
const HOSTED_THING = /^(?:projects?|services?|apps?|applications?|sites?|databases?|dbs?|instances?|clusters?|servers?|functions?|deployments?|workers?|environments?|branches?)$/i;
/** Operation segments: a verb after the item they act on. */
// (lead17: retire, wipe, release, terminate, unenroll … — device, number and instance actions as the last segment.)
/** cls-api17: telephony APIs (their numbers are phone numbers an account holds). */
const TELEPHONY_HOST = /(?:^|\.)(?:twilio|vonage|nexmo|plivo|telnyx|bandwidth|sinch|signalwire|messagebird)\.com$/i;
const ACTION_SEGMENT = /^_?(?:(?:bulk|batch|mass)[_-]?)?(?:transitions?|test|mute|unmute|silence|snooze|submit|approve|cancel|void|refund|capture|close|reopen|archive|unarchive|publish|unpublish|deploy|restart|reboot|stop|start|suspend|unsuspend|pause|unpause|resume|hibernate|activate|deactivate|disable|enable|lock|unlock|make_?admin|set_?admin|shutdown|poweroff|power_off|reboot|reset|reset_password|reset_factors|reset_mfa|expire_password|merge|transfer|fund|payments|pay|send|resend|approve|reject|revoke|rotate|regenerate|clear|purge|flush|empty|delete|permanently_delete|gdpr_delete|hard_delete|permanent_delete|destroy|remove|forget|invite|share|execute|run|trigger|dispatch|rerun|retry|scale|rollback|schedule|promote|demote|restore|sync|apply|lifecycle|retire|wipe|erase|release|decommission|terminate|unenroll|offboard|factory_?reset|evict|drain|quarantine|isolate|invalidate|expire|kill)(?:_(?:many|all|bulk|batch))?(?:\.json)?$/i;

/** A camel-case method led by a verb that changes things, optionally after dotted namespaces (admin.users.setInactive). */
const RPC_METHOD_L22 = /^((?:[a-z]+\.)*)((?:set|update|delete|remove|destroy|purge|erase|wipe|ban|unban|kick|block|unblock|disable|enable|revoke|grant|invite|archive|unarchive|cancel|void|refund|transfer|send|post|publish|unpublish|reset|rotate|restrict|promote|demote|clear|empty|flush|truncate|drop|terminate|suspend|deactivate|activate|approve|lock|unlock|pin|unpin|leave|close|merge|move|rename|revert|restore|export|import|upload|share|unshare)(?:[A-Z][a-z0-9]*)+)$/;

function pathShape(path: string): PathShape {
  // A dated API version (Shopify's /admin/api/2024-07/…) is a version, not an item; its /admin/api prefix names the API, not an administrator.
  const raw = path.split('/').filter(Boolean).map((s) => decodeSafe(s)).filter((s, i, a) => !/^\d{4}-\d{2}(?:-\d{2})?$/.test(s) && !(s === 'admin' && a[i + 1] === 'api'));
  // A custom method (AIP-136): the last segment is "<item or collection>:<verb>"; the verb after the colon is the operation.
  const colon = /^([^:]+):([a-z][A-Za-z]+)$/.exec(raw[raw.length - 1] ?? '');
  // (lead22) An RPC method as the last segment, verb first in camel case (…/contacts/deleteAll, Telegram's …/banChatMember,
  // Slack's …/api/admin.conversations.setCustomRetention): the method is the operation, as a tool of that name would be.
  const rpcMethod = !colon && raw.length > 1 ? RPC_METHOD_L22.exec(raw[raw.length - 1] as string) : null;
  if (rpcMethod) {
    const method = rpcMethod[2] as string;
    const inner = pathShape(raw.slice(0, -1).concat((rpcMethod[1] ?? '').split('.').filter(Boolean)).join('/'));
    return { ...inner, action: method.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(), collection: false, itemOf: '' };
  }
  if (colon) {
    const inner = pathShape(raw.slice(0, -1).concat(colon[1] as string).join('/'));
    return { ...inner, action: colon[2] as string, collection: false, itemOf: '', custom: true };
  }
  const resource: string[] = [];
  let action: string | undefined;
  let lastWasId = false;
  let collection = false;
  let last = '';
  let itemOf = '';
  // owner/name items (…/repos/acme/web): a name may follow a name.
  let afterName = false;
  for (let i = 0; i < raw.length; i++) {
    // (cls-api16: a format suffix, …/Accounts/AC1/Messages.json, says nothing of what the segment is.)
    // (cls-holes20: nor does an RPC operation's version suffix — Dropbox's …/files/delete_v2 is delete; an item's name such as
    // an index products-v2 keeps its suffix.)
    const s0 = (raw[i] as string).replace(/(?<=[A-Za-z])\.(?:json|xml)$/i, '');
    const sv = s0.replace(/(?<=[a-z])(?:[_-]v|V)\d{1,2}$/, '');
    const s = sv !== s0 && ACTION_SEGMENT.test(sv.replace(/-/g, '_')) ? sv : s0;
    // An id, or the name of an item right after its collection (…/groups/engineering, …/resourcegroups/rg-prod).
    // (cls-api16) Under a collection of things people name (…/functions/send-invoices, …/workers/scripts/api-gateway), a
    // hyphenated segment is that thing's name, even when it ends like a plural noun.
    const named: boolean = ((collection || (afterName && !isResourceWord(s))) && !ACTION_SEGMENT.test(s.replace(/-/g, '_')) && !RESOURCE_NAME.test(s)) || (collection && NAMED_ITEMS.test(last) && /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/i.test(s) && !ACTION_SEGMENT.test(s.replace(/-/g, '_')));
    afterName = named && !ID_SEGMENT.test(s);
    // (cls-api16: a variable's name in capitals, …/env/STRIPE_KEY, is an item's name too.)
    // (lead22: a variable inside a segment, Telegram's bot$TOKEN, is a value too, not the words of its name.)
    if (ID_SEGMENT.test(s) || /^[a-z]*\$\{?[A-Za-z_]\w*\}?$/.test(s) || /^\(.*\)$/.test(s) || /^[A-Z][A-Z0-9]+-\d+$/.test(s) || /^[A-Z]{2,}$/.test(s) || /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(s) || named) {
      if (!lastWasId) itemOf = last;
      lastWasId = true;
      collection = false;
      continue;
    }
    itemOf = '';
    // An operation word among the last two segments, after the item or collection it acts on.
    // (cls-api16: written with hyphens too, …/contacts/gdpr-delete, …/users/{id}/hard-delete.)
    if ((ACTION_SEGMENT.test(s) || /-/.test(s) && ACTION_SEGMENT.test(s.replace(/-/g, '_'))) && i >= raw.length - 2 && resource.length > 0 && (lastWasId || action !== undefined || i === raw.length - 1)) {
      action = action ? `${action}_${s}` : s;
      lastWasId = false;
      continue;
    }
    const clean = s.replace(/\.(?:json|xml)$/, '');
    resource.push(clean);
    last = clean.toLowerCase();
    lastWasId = false;
    collection = /s$/i.test(clean) && !/(?:ss|us|is)$/i.test(clean);
  }
  return { resource, action, collection: collection && !action, last, itemOf: action ? '' : itemOf };
}

/** Labels of a host or bucket that name a service, not an owner. */
const GENERIC_LABEL = /^(?:api|www|app|apps|com|net|org|io|co|dev|cloud|hooks?|webhooks?|s3|gs|storage|blob|core|windows|amazonaws|googleapis|azure|eu|us|uk|de|v\d+|[a-z]{2}-[a-z]+-\d)$/;
/** A destination URL or bucket that names neither the org (a host label or the owner in the request path) nor the service called. */
function outsideOrg(dest: string, host: string, path: string): boolean {
  const destHost = /^[a-z0-9]+:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(dest)?.[1]?.toLowerCase() ?? '';
  if (!destHost || isLocal(destHost) || /\.(?:internal|corp|lan|intra|private)$/.test(destHost)) return false;
  const owners = [...host.split('.'), ...(/^\/(?:repos|orgs|projects|groups|accounts|teams)\/([^/]+)/i.exec(path.replace(/^\/api\/v\d+/, ''))?.slice(1) ?? [])].map((x) => x.toLowerCase()).filter((x) => x.length >= 3 && !GENERIC_LABEL.test(x));
  // (lead18) Only the destination's host can say it is the company's: a path anyone can write (…/acme) says nothing.
  if (PASTE_HOSTS.test(destHost)) return true;
  return !owners.some((o) => destHost.includes(o));
}

/** The query string's parameters as an object (repeated keys keep the last value). */
function queryObject(query: string): { [k: string]: Loose } {
  const o: { [k: string]: Loose } = {};
  if (!query) return o;
  for (const pair of query.split('&').slice(0, 64)) {
    const eq = pair.indexOf('=');
    if (eq > 0) setOwn(o, decodeSafe(pair.slice(0, eq)).replace(/\[\]$/, ''), decodeSafe(pair.slice(eq + 1).replace(/\+/g, ' ')));
  }
  return o;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function parseBody(text: string): Loose {
  let t = text.trim();
  if (!t) return {};
  // A PowerShell hashtable (@{ requireMfa = $false; minLength = 4 }) is an object: ";" separates its entries.
  if (/^\(?\s*@\{/.test(t)) t = t.replace(/^\(?\s*@/, '').replace(/@\{/g, '{').replace(/;/g, ',').replace(/\$(true|false|null)\b/gi, '$1');
  const brace = t.search(/[{[]/);
  // Form fields with bracketed names (scopes[]=api&ids[0]=7) are a form, not JSON.
  if (brace >= 0 && !/^[\w.-]+(?:\[[\w.-]*\])?=[^&{[]*(?:&[\w.-]+(?:\[[\w.-]*\])?=[^&{[]*)*$/.test(t)) return parseObject(t.slice(brace));
  // form encoded: a=b&c=d
  const o: { [k: string]: Loose } = {};
  for (const pair of t.split(/[&\s]+/).slice(0, 64)) {
    const eq = pair.indexOf('=');
    if (eq > 0) setOwn(o, pair.slice(0, eq), decodeSafe(pair.slice(eq + 1)));
  }
  return o;
}

/** Nouns of payment records: created with an amount, they move money. */
const MONEY_RECORD = /^(?:transactions?|payments?|transfers?|wires?|remittances?|disbursements?|withdrawals?|payouts?|sends?)$/;

/** (cls-api18) A JSON-RPC 2.0 request's method and params (the first call of a batch). */
function jsonRpcCall(body: string): { method: string; params: Loose } | undefined {
  if (!/"jsonrpc"\s*:/.test(body) || body.length > 20000) return undefined;
  let v: unknown;
  try { v = JSON.parse(body); } catch { return undefined; }
  if (Array.isArray(v)) v = v[0];
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.method !== 'string' || !/^[\w.:/-]{1,80}$/.test(o.method)) return undefined;
  return { method: o.method, params: (o.params ?? null) as Loose };
}

/** (cls-api18) A mutation's condition on the item's own key: `where: {id: {_eq: 4312}}`, `pk_columns: {…}`, `id: "u_1"`, `ids: [1]`. */
const GQL_ONE_KEY = /^\s*[({]?\s*(?:where\s*:\s*\{\s*(?:id|uuid|pk)\s*:\s*\{\s*_?(?:eq|equals)\s*:\s*["'\\]*[\w-]+["'\\]*\s*\}\s*\}|pk_columns\s*:|(?:id|uuid)\s*:\s*["'\\]*[\w-]+["'\\]*\s*[,)}])/i;

/** The first field of a GraphQL mutation carried in a request body (raw, or as JSON {"query": "mutation …"}), or undefined. */
function mutationField(body: string): string | undefined {
  // (cls-api15) Also a form field (gh api graphql -f query='mutation { … }' sends query=mutation …).
  const m = /(?:^|["'{:=\s])mutation\b[^{]{0,200}\{\s*(?:\w+\s*:\s*)?([A-Za-z_]\w*)\s*[({]/.exec(body);
  return m?.[1];
}

/** The arguments of a mutation's first field, with the JSON variables, as loose object text. */
function mutationArgs(body: string): string {
  const field = /\bmutation\b[^{]{0,200}\{\s*(?:\w+\s*:\s*)?[A-Za-z_]\w*\s*\(/.exec(body);
  let args = '';
  if (field) {
    const start = field.index + field[0].length;
    let depth = 1;
    let i = start;
    for (; i < body.length && depth > 0; i++) {
      if (body[i] === '(') depth++;
      else if (body[i] === ')') depth--;
    }
    args = body.slice(start, i - 1).replace(/\\"/g, '"');
  }
  const vars = /"variables"\s*:\s*(\{[\s\S]*\})\s*\}?\s*$/.exec(body)?.[1] ?? '';
  return `{${args}${vars ? `${args ? ', ' : ''}variables: ${vars}` : ''}}`;
}

/** The value a settings write sets ({"value": "off"}, {"enabled": false}, mode=off), or ''. */
function offValue(body: Loose): string {
  for (const { key, value } of strings(body)) if (/^(?:value|enabled|mode|status|state|setting)$/i.test(key)) return value;
  return '';
}

// ------------------------------------------------------------------ cls-api12
const IDP_HOST = /(?:^|\.)(?:okta|oktapreview|okta-emea|auth0|onelogin|jumpcloud|duosecurity|pingone|pingidentity|authentik|keycloak)\.(?:com|eu|io|net)$|^login\.microsoftonline\.com$/;
const SIGNIN_WORD = /^(?:conditionalaccess|conditional|signon|sign|mfa|2fa|authentication|authenticator|authenticators|password|passwords|enrollment|enroll|factor|factors|session|lockout|idp|sso)$/;

/** A sign-in policy of an identity provider or directory (at its host or server, or the policy's own words: conditional access, sign-on, MFA, password). */
export function idpPolicy(atIdp: boolean, words: readonly string[]): boolean {
  if (!words.some((w) => /^polic(?:y|ies)$/.test(w))) return false;
  return atIdp || words.some((w) => SIGNIN_WORD.test(w));
}

/**
 * (cls-api15) A webhook or export destination outside the company: a request collector, tunnel or paste host, or a host
 * that names none of the owners the call names (the org, the repository, the workspace). With no owner named, only the
 * collector hosts count.
 */
export function destOutside(dest: string, owners: readonly string[]): boolean {
  if (!/^(?:https?|s3|gs|sftp|ftp):\/\//i.test(dest.trim())) return false;
  if (PASTE_HOSTS.test(dest)) return true;
  const destHost = /^[a-z0-9]+:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(dest.trim())?.[1]?.toLowerCase() ?? '';
  if (!destHost || isLocal(destHost) || /\.(?:internal|corp|lan|intra|private)$/.test(destHost)) return false;
  const own = owners.flatMap((o) => o.toLowerCase().split(/[^a-z0-9]+/)).filter((x) => x.length >= 3 && !GENERIC_LABEL.test(x));
  return own.length > 0 && !own.some((o) => destHost.includes(o));
}

/** (cls-api15) A name that ends on what it holds, secrets: infra-secrets, prod_credentials, api-keys (not secret-tool, a tool about them). */
export const SECRET_NAMED = /(?:^|[-_.])(?:secrets|credentials|creds|passwords|api[-_]?keys|private[-_]?keys|tokens)$/i;

/** (lead19) decodeURIComponent that returns its input when it is not valid percent-encoding. */
function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
