// HTTP requests (written as "POST https://…", issued by curl/wget/httpie or
// Invoke-RestMethod, or fetched by a tool): the method and the path say
// what is done to what; the body says how much and to whom; and what leaves
// is rated by what it carries — file contents, tokens, environment values —
// not by the verb "fetch". Authenticating to an API with its own token is
// not exfiltration.
import { detectEnv } from '../context';
import { f, snippet, type Finding } from '../findings';
import { judge, M, type Act, type Verb } from '../meaning';
import { parseObject, strings, type Loose } from '../text/loose';
import { forWords } from '../text/normalize';
import { readOp, splitName, tag } from './words';

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
}

const PASTE_HOSTS = /(?:pastebin\.com|paste\.ee|hastebin|termbin\.com|ix\.io|0x0\.st|transfer\.sh|file\.io|webhook\.site|requestbin|pipedream\.net|ngrok\.io|ngrok-free\.app|burpcollaborator|interact\.sh|oast\.|dpaste|gist\.github|ghostbin|rentry\.co|catbox\.moe|anonfiles|tmpfiles)/i;
const SECRET_FILE = /(?:^|[\\/])(?:\.env(?:\.[\w-]+)?|id_rsa|id_ed25519|id_ecdsa|credentials|\.npmrc|\.netrc|\.pgpass|\.git-credentials|kubeconfig|\.vault-token|[\w-]*\.pem|[\w-]*\.key|secrets?\.(?:json|ya?ml)|terraform\.tfstate)$|\.ssh[\\/]|\.aws[\\/]|\.kube[\\/]config/i;
const SECRET_EXPANSION = /\$\(\s*(?:cat|base64|tar|printenv|env|gpg)\b[^)]*(?:\.ssh|\.aws|\.env|id_rsa|credentials|\.kube|printenv|env\s*\))|\$\(\s*printenv\s*\)|\$\(\s*env\s*\)|\$\{?(?:AWS_SECRET_ACCESS_KEY|[A-Z_]*(?:PRIVATE_KEY|SECRET|PASSWORD|PASSWD))\}?/;
const PII_FILE = /(?:customer|customers|user|users|employee|employees|patient|patients|member|members|contact|contacts|subscriber|subscribers|payroll|salar|ssn|census|personal|pii|gdpr|crm|leads|clients?)[\w-]*\.(?:csv|xlsx?|json|parquet|sql|dump|tsv|jsonl)$/i;
const ID_SEGMENT = /^(?:\d[\w.-]*|[0-9a-f]{8,}|[0-9a-f-]{20,}|[\w-]*\d[\w-]*\d[\w-]*|\$\w+|\$\{\w+\}|\{\w+\}|:\w+|%\w+|v\d+(?:\.\d+)?)$/i;

/** A token variable placed in the URL or body (not a header) of a request to a
 *  host that is not the token's own service ($GITHUB_TOKEN to api.github.com
 *  authenticates; to collect.example.com it leaves). */
const TOKEN_VAR = /\$\{?([A-Z][A-Z0-9]*)_(?:[A-Z0-9]+_)*(?:TOKEN|API_?KEY|ACCESS_KEY|KEY|PAT)\}?/g;
function foreignToken(text: string, host: string): string | undefined {
  for (const m of text.matchAll(TOKEN_VAR)) {
    const service = (m[1] ?? '').toLowerCase();
    if (service.length >= 3 && host.includes(service)) continue;
    return m[0];
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
const WHOLE_SEGMENTS = /^(?:groups|organizations|organisations|orgs|workspaces|spaces|projects|repos|repositories|tenants|teams|accounts|subscriptions|namespaces|clusters|databases|buckets|sites|stores|vaults)$/;

export function readHttp(call: HttpCall): Finding[] {
  const out: Finding[] = [];
  const method = call.method.toUpperCase();
  const url = call.url;
  const host = hostOf(url);
  const how = snippet(`${method} ${url}`, 70);
  const local = isLocal(host);
  // What leaves.
  const external = !local && host !== '' && !/\.(?:internal|corp|lan|intra|private)$/.test(host);
  const paste = PASTE_HOSTS.test(url) || /^\d+\.\d+\.\d+\.\d+$/.test(host) && !local && !/^(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\./.test(host);
  const bodyText = call.body;
  const secretOut = call.secretStdin ?? call.files.find((p) => SECRET_FILE.test(p)) ?? (SECRET_EXPANSION.exec(`${url} ${bodyText}`)?.[0] as string | undefined) ?? foreignToken(`${url} ${bodyText}`, host);
  if (secretOut && external) {
    out.push(f('forbidden', `sends secrets (${snippet(secretOut, 40)}) to ${host || 'an external endpoint'}`));
  } else if (secretOut && !local) {
    out.push(f('dangerous', `sends secrets (${snippet(secretOut, 40)}) to another host (${host})`));
  }
  const piiFile = call.files.find((p) => PII_FILE.test(p));
  if (piiFile && external) {
    const publicPaste = /api_paste_private=0|paste_private=0|"public"\s*:\s*true|visibility=public/.test(bodyText) || (PASTE_HOSTS.test(url) && !/api_paste_private=[12]/.test(bodyText));
    out.push(f(publicPaste ? 'forbidden' : 'dangerous', `${publicPaste ? 'publishes' : 'uploads'} personal data (${snippet(piiFile, 40)}) to ${host}`));
  }
  if (paste && !secretOut && !piiFile && (method !== 'GET' || bodyText) && call.files.length) out.push(f('dangerous', `uploads files to an outside paste or webhook host (${host})`));

  // What it does.
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
  const segs = path.split('/').filter((s) => s && !ID_SEGMENT.test(decodeSafe(s)));
  const words = segs.flatMap((s) => splitName(s.replace(/^_/, '')));
  const op = readOp(words);
  let verb: Verb | undefined = op.verb === 'click' ? undefined : op.verb;
  const lastSeg = (segs[segs.length - 1] ?? '').toLowerCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
    if (!out.length) out.push(f('safe', `reads over HTTP (${how})`));
    return out;
  }
  if (!verb || verb === 'read' && method !== 'POST' && method !== 'PUT') {
    verb = method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : 'update';
  }
  if (method === 'DELETE' && verb !== 'delete' && verb !== 'revoke') verb = /session|token|grant/.test(words.join(' ')) ? 'revoke' : 'delete';
  if (/invite/.test(words.join(' '))) verb = 'grant';
  let obj = op.obj;
  const body = parseBody(bodyText);
  const values = strings(body);
  const bodyWords = values.map((x) => `${x.key} ${x.value}`).join(' ');
  for (const s of [...segs].reverse()) {
    const l = s.toLowerCase();
    if (WHOLE_SEGMENTS.test(l) && (verb === 'delete' || verb === 'empty')) {
      obj = 'whole';
      break;
    }
  }
  if (!obj) {
    for (const t of tag(forWords(bodyWords.slice(0, 400)))) if (t.kind === 'o') {
      obj = undefined;
      break;
    }
  }
  let scope = op.scope ?? 'one';
  let mods = op.mods;
  if (/match_all|"query"\s*:\s*\{\s*\}|where\s*=\s*1\s*=\s*1/.test(bodyText) || (/_delete_by_query|_update_by_query/.test(path) && !/"term"|"match"\s*:\s*\{\s*"\w/.test(bodyText))) scope = 'all';
  let usd = 0;
  let count = 0;
  for (const x of values) {
    if (/^(?:isenabled|enabled|enable|active|status|state)$/i.test(x.key) && /^(?:false|disabled|off|inactive)$/i.test(x.value)) verb = verb === 'update' || verb === 'create' ? 'disable' : verb;
    if (/^(?:amount|total|value|source_amount)$/i.test(x.key) && /^\d+(?:\.\d+)?$/.test(x.value)) usd = Math.max(usd, Number(x.value) / (/square|stripe/.test(host) && !x.value.includes('.') ? 100 : 1));
    if (/^(?:consenttype)$/i.test(x.key) && /allprincipals/i.test(x.value)) scope = 'all';
    if (/^(?:roledefinitionid|role|roleid)$/i.test(x.key) && /62e90394-69f5-4237-9190-012177145e10|admin|owner/i.test(x.value)) mods |= M.ADMIN;
    if (/^(?:to|email|recipient|address)$/i.test(x.key) && /@(?:gmail|outlook|hotmail|yahoo|icloud|proton)/i.test(x.value)) mods |= M.EXTERNAL;
    if (/^(?:public|is_public)$/i.test(x.key) && x.value === 'true') mods |= M.PUBLIC;
    if (/^(?:private|is_private)$/i.test(x.key) && x.value === 'false') mods |= M.PUBLIC;
  }
  for (const [, v] of Object.entries(typeof body === 'object' && body && !Array.isArray(body) ? body : {})) if (Array.isArray(v)) count = Math.max(count, v.length);
  if (/sandbox|test[-_]?mode|sk_test/.test(`${host} ${bodyText}`)) mods |= M.TEST_MODE;
  // POST …/messages sends unless the call says it is a draft (Microsoft Graph's /me/messages creates one); a list address (all-customers@, everyone@) is mass.
  if (/messages$/.test(lastSeg) && verb === 'create') verb = /\bdrafts?\b/i.test(`${path} ${bodyText}`) || /\/me\/messages$/i.test(path) ? 'draft' : 'send';
  if (verb === 'send' && /(?:^|[\s"'=:])(?:all|everyone|all-\w+|customers|subscribers|users)@/i.test(bodyText)) mods |= M.MASS;
  const env = detectEnv(`${host} ${path} ${query}`);
  const act: Act = { verb, obj: obj ?? 'unknown', scope, mods, usd: usd || undefined, count: count || undefined, what: how };
  if (local) act.env = 'dev';
  else if (env.env !== 'unknown') act.env = env.env;
  const x = judge(act);
  if (x) out.push(x);
  return out;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function parseBody(text: string): Loose {
  const t = text.trim();
  if (!t) return {};
  const brace = t.search(/[{[]/);
  if (brace >= 0) return parseObject(t.slice(brace));
  // form encoded: a=b&c=d
  const o: { [k: string]: Loose } = {};
  for (const pair of t.split(/[&\s]+/).slice(0, 64)) {
    const eq = pair.indexOf('=');
    if (eq > 0) o[pair.slice(0, eq)] = decodeSafe(pair.slice(eq + 1));
  }
  return o;
}
