// cls-interp26: code typed into a live console or handed to an interpreter one-liner on a running system (rails runner,
// manage.py shell -c, tinker, flask shell, a release's rpc, IPython, mongosh/psql/sqlplus, redis EVAL) read by structure:
// the queue, flag or key API it drives, whether every call of it only reads, the columns it prints, and the statements of
// a procedural block. Each rule reads a shape (a bulk verb on a job set, a flag turned on with no audience, a read chain,
// a secret column, a DO block's body), never a product's wording.
import { f, ladder, unplacedRun, type Finding } from '../findings';
import { judge, M, type Act } from '../meaning';

/** The code reader's call list (passed in: this file is also loaded by the SQL rules, before the code reader). */
type CallsFn26 = (code: string) => { name: string; receiver: string }[];

/** Cheap gate: words of the console APIs and languages this reader knows. */
const GATE26 = /[Tt]enant|index|activate|rollout|turn_?on|drain|empty|obliterate|dry_?run|dryRun|noop|retry|requeue|enable|toggle|flag|feature|\/on\b|pluck|values_list|\bkeys\b|Keys|\.(?:count|where|filter|find\w*|first|last|size|explain|objects)\b|^\s*(?:puts|pp?|print|dump|dd)\b/i;

// ---------------------------------------------------------------------------------------------------------------------
// Text normalisation (applied by the code reader before it reads calls).

/** Ruby bang methods of the text last normalised that are no read (unlock_access!, anonymize!): they change the record. */
let bangs26: string[] = [];

/**
 * Ruby's predicate methods (`Flipper[:x].enabled?`, `user.admin?`, `queue.empty?`) ask a question: read as `is_…`, which
 * the call reader already takes for a predicate. Ruby's safe navigation (`find_job(id)&.delete`) is a plain call.
 * Perl's q{…} / qq{…} literals are strings (`$dbh->do(q{UPDATE …})`).
 */
export function normaliseConsole26(text: string): string {
  let t = text;
  if (t.includes('&.')) t = t.replace(/(?<=[\w)\]])&\.(?=[A-Za-z_])/g, '.');
  // Ruby's bang methods (find_by!(…), update!, unlock_access!) are the same calls: the bang says they raise, not what they do.
  bangs26 = t.includes('!') ? [...t.matchAll(/\.([a-z_]\w*)!(?![=~])(?=[\s(.;)\]}'"]|$)/g)].map((m) => m[1] as string).filter((n) => !READ_VOCAB26.has(n) && !READ_VOCAB26.has(`${n}!`)) : [];
  if (t.includes('!')) t = t.replace(/\.([a-z_]\w*)!(?![=~])(?=[\s(.;)\]}'"]|$)/g, '.$1');
  if (t.includes('?')) t = t.replace(/\.([a-z_]\w*)\?(?![.?:=\w])/g, (_m, n: string) => `.is_${n.replace(/^is_/, '')}`);
  if (/\bqq?\s*[{(]/.test(t) && /\$\w+\s*->|\bmy\s+[$@%]|\bDBI\b|\buse\s+strict\b/.test(t)) {
    t = t.replace(/\b(qq?)\s*(?:\{([^{}\n]{1,2000})\}|\(([^()\n]{1,2000})\))/g, (m, _q: string, a?: string, b?: string) => {
      const body = (a ?? b) as string;
      if (!/\s/.test(body)) return m;
      return body.includes("'") ? `"${body.replace(/"/g, '\\"')}"` : `'${body}'`;
    });
  }
  return t;
}

// ---------------------------------------------------------------------------------------------------------------------
// Reads.

/** Methods that only read or shape a query, print or describe: a console line made only of them changes nothing. */
const READ_VOCAB26 = new Set([
  // ActiveRecord / Sequel / Eloquent
  'where', 'not', 'or', 'and', 'find', 'find_by', 'find_by!', 'first', 'last', 'take', 'limit', 'offset', 'order', 'reorder', 'group',
  'having', 'select', 'pluck', 'pick', 'ids', 'count', 'sum', 'average', 'minimum', 'maximum', 'size', 'length', 'includes',
  'joins', 'left_joins', 'left_outer_joins', 'preload', 'eager_load', 'distinct', 'explain', 'to_sql', 'to_a', 'inspect', 'as_json',
  'to_json', 'to_h', 'attributes', 'unscoped', 'all', 'none', 'tally', 'group_by', 'sort_by', 'uniq', 'compact', 'flatten',
  'is_exists', 'is_any', 'is_none', 'is_empty', 'is_present', 'is_blank', 'is_enabled', 'is_include',
  'puts', 'p', 'pp', 'print', 'printf', 'dump', 'dd', 'get', 'toSql', 'value', 'latest', 'oldest',
  // Django / SQLAlchemy
  'objects', 'filter', 'exclude', 'values', 'values_list', 'exists', 'aggregate', 'annotate', 'order_by', 'only', 'defer',
  'select_related', 'prefetch_related', 'query', 'filter_by', 'scalar', 'one', 'one_or_none', 'len', 'list', 'str', 'repr',
  // Elixir Repo / Ecto
  'aggregate', 'inspect', 'one', 'exists?',
  // JS
  'log', 'countDocuments', 'estimatedDocumentCount', 'findOne', 'findMany', 'findUnique', 'stringify', 'then', 'exit',
  // queues and flags, read-only
  'latency', 'is_enabled', 'enabled', 'isEnabled', 'stats', 'info', 'getJobCounts', 'getJobCountByTypes', 'active', 'reserved', 'scheduled',
]);
/** Words that, anywhere in the code, say it may change, send or run something. */
const MUTATING_WORD26 = /\b(?:post|put|patch|set|call|run|load|open|pop|push|shift|store)\b|\b(?:delete|destroy|update|save|create|insert|upsert|drop|truncate|send|deliver|charge|refund|cancel|purge|clear|flush|exec|execute|system|eval|remove|kill|retry|requeue|enable|disable|grant|revoke|reset|write|import|perform|run|enqueue|touch|increment|decrement|toggle|lock|unlock|obliterate|drain|empty|pay|transfer|capture|void|merge|migrate|seed|spawn|fork|invoke|apply|publish|notify|mail|sms|setattr|set_|store_|push_|run_|call_)\w*|[^=!<>]=(?![=~>])|`|%x\b|\$\(/i;
/** Plain attribute names a console prints (email, plan, status, created_at …). */
const ATTRIBUTE26 = /^(?:\w+_)?(?:email|name|id|uuid|status|state|plan|role|size|created_at|updated_at|balance|amount|total|title|slug|domain|phone|country|locale|time_?zone|tier|seats|type|kind|version|url|host|currency)$/;
/** Column or attribute names that hold a credential; names of metadata about one (…_at, …_id, …_prefix) do not. */
const SECRET_COLUMN26 = /^(?:encrypted_|hashed_)?(?:\w*_)?(?:token|secret|password|passwd|api_?key|private_?key|access_?key|secret_?key|client_?secret|refresh_?token|otp_?secret|totp_?secret|mfa_?secret|session_?key|credentials?|signing_?key|webhook_?secret|key)(?:_digest|_hash|_ciphertext)?$/i;
const SECRET_META26 = /(?:_at|_id|_ids|_count|_prefix|_suffix|_last4|_hint|_type|_name|_expires(?:_at)?|_hash|_digest|_fingerprint)$/i;

/** The column names a read chain selects (pluck(:a, :b), values_list('a'), select(:a), .only('a')). */
function selectedColumns(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\.(?:pluck|pick|values_list|values|select|only|map)\s*\(([^()\n]{0,300})\)|\.map\s*\(\s*&:(\w+)\s*\)|\.map\s*\{\s*\|\s*\w+\s*\|\s*\w+\.(\w+)\s*\}/g)) {
    if (m[2] || m[3]) out.push((m[2] ?? m[3]) as string);
    else for (const w of (m[1] as string).matchAll(/:(\w+)|["'](\w+)["']/g)) out.push((w[1] ?? w[2]) as string);
  }
  return out;
}

/** A credential column among names selected (pluck(:token), values_list('key')); metadata (…_at, …_id) is none. */
function secretColumn(x: string): boolean {
  return (SECRET_COLUMN26.test(x) && !SECRET_META26.test(x) && !/^key$/i.test(x)) || /^(?:api_?key|private_?key|secret_?key)$/i.test(x);
}

/** A read chain that names the columns it selects, none of them a credential (values_list('id', 'last_used_at')). */
export function onlyPlainColumns26(chain: string): boolean {
  if (!/\.(?:pluck|pick|values_list|values|only)\s*\(/.test(chain)) return false;
  const cols = selectedColumns(chain);
  return cols.length > 0 && !cols.some((x) => secretColumn(x) || /^key$/i.test(x));
}

/**
 * A console line whose every call only reads (counts, finds, plucks, explains, prints): safe, so that a production
 * environment named around it does not read as the project's code run against production. A read that selects a
 * credential column and prints it reads a secret (dangerous in production).
 */
function consoleReads26(code: string, calls: CallsFn26): Finding[] {
  // Symbols, hash keys and string literals name columns and values (:revoked_at, deleted_at: nil, "cancelled"), not acts.
  const bare = code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').replace(/(?<![:\w]):\w+|\b\w+:(?!:)/g, ' ');
  if (code.length > 2000 || MUTATING_WORD26.test(bare)) return [];
  // A comparison inside a block (j.klass == "X", u.plan != "pro") reads the attributes it compares.
  const list = calls(code.replace(/\.([a-z_]\w*[!?]?)\s*$/, '.$1()').replace(/\b\w+(?:\.\w+(?:\(\s*\))?)+\s*(?:==|!=|>=?|<=?|=~)\s*(?:"[^"\n]*"|'[^'\n]*'|:\w+|[\w.]+)/g, 'true'));
  if (list.length === 0 || list.length > 12) return [];
  const printed = /^\s*(?:puts|p|pp|print|dump|dd|console\.log|IO\.inspect)\b/.test(code);
  for (const c of list) {
    // What a print shows of a record: a plain attribute (puts User.find_by(…).email, p org.plan).
    if (printed && ATTRIBUTE26.test(c.name)) continue;
    if (!READ_VOCAB26.has(c.name)) return [];
    const segs = c.receiver.replace(/\.$/, '').split('.').filter(Boolean);
    // Capitalised segments are models, namespaces or constructors; a bound handle (q, es, c) is a client.
    if (segs.some((s) => !READ_VOCAB26.has(s) && !/^[A-Z]\w*$|^(?:new|Repo|db|q|qs|es|client|c|r|redis|conn|i|ctx|app|control)$/.test(s))) return [];
  }
  const cols = selectedColumns(code).filter(secretColumn);
  if (cols.length) {
    const x = judge({ verb: 'read', obj: 'secret', scope: 'some', mods: 0, what: `prints the ${cols.join(', ')} column${cols.length > 1 ? 's' : ''} from a console` } as Act);
    return x ? [x] : [];
  }
  return [f('safe', `reads only: every call of the console line counts, finds or prints (${code.slice(0, 50)})`)];
}

// ---------------------------------------------------------------------------------------------------------------------
// Job queues and feature flags.

/** Every failed or dead job of a set run again at once (Sidekiq RetrySet/DeadSet#retry_all, Resque requeue_all, Oban
 *  retry_all_jobs, BullMQ retryJobs, RQ registry requeue of every id). */
const RETRY_EACH26 = /\.each\s*\{\s*\|\s*(\w+)\s*\|\s*\1\.(?:retry|requeue)\b|\b(?:requeue|retry)(?:_job)?\s*\(\s*\w+\s*\)\s+for\s+\w+\s+in\b|\.forEach\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\2\.(?:retry|requeue)\s*\(|\bfor\s+(\w+)\s+in\b[^\n]{0,120}\n?[^\n]{0,80}\b(?:\3\.(?:retry|requeue)\s*\(|\.(?:requeue|retry)(?:_job)?\s*\(\s*\3\s*\))/;
const RETRY_ALL26 = /\.(?:retry_all|requeue_all|retry_all_jobs|retryAll|requeueAll|retryJobs|retry_jobs|requeue_jobs)\s*(?:\(|$|[;\s)}'"])|\bOban\.retry_all_jobs\b|\bFailure\.requeue_all\b/;

/** A flag API's receiver: Flipper, a flags/features client, an Unleash/LaunchDarkly/Flagsmith/GrowthBook/ConfigCat handle. */
const FLAG_RECV26 = /(?:^|\.)(?:\w*(?:Flags|Flag|Features|Toggles?|Rollouts?)\w*|Flipper(?:\[[^\]]*\])?|flipper|[\w]*[Ff]lags?|[\w]*[Ff]eatures?|unleash|Unleash|ld|ldApi|ld_api|launchdarkly|LaunchDarkly|flagsmith|Flagsmith|growthbook|GrowthBook|configcat|ConfigCat|FeatureFlag|Feature|Rollout|rollout|waffle|Waffle|split|posthog)\.?$/;

function flagOnForEveryone(code: string): string | undefined {
  // Flipper.enable(:flag) with the flag alone, Flipper[:flag].enable, enable_percentage_of_actors(:f, 100).
  for (const m of code.matchAll(/\b(Flipper(?:\[[^\]\n]{1,80}\])?|[A-Za-z_$][\w$]*(?:\([^()\n]{0,80}\))?(?:\.[A-Za-z_$][\w$]*(?:\([^()\n]{0,80}\))?)*)\s*\.\s*(enable|activate|turn_on|turnOn|toggleOn|toggle_on|enable_percentage_of_actors|enable_percentage_of_time|enableFeature|enable_feature)\s*\(([^()\n]{0,200}(?:\([^()\n]*\)[^()\n]{0,100})?)\)|\b(Flipper\[[^\]\n]{1,80}\])\s*\.\s*enable\b(?!\w)(?!\s*\()/g)) {
    if (m[4]) return m[0];
    const recv = (m[1] as string).replace(/\([^()\n]*\)/g, '');
    const name = m[2] as string;
    const args = (m[3] ?? '').trim();
    if (!recv.split('.').some((seg) => FLAG_RECV26.test(seg)) && !/^Flipper\b/.test(recv)) continue;
    const parts = args ? args.split(',').map((x) => x.trim()) : [];
    if (/percentage/.test(name)) {
      if (parts.length >= 2 && /^100(?:\.0+)?$/.test(parts[parts.length - 1] as string)) return m[0];
      continue;
    }
    if (/^Flipper\b/.test(recv)) {
      if (parts.length === (/\[/.test(recv) ? 0 : 1)) return m[0];
      continue;
    }
    // Any flag client's enable(:flag) / activate("flag") with the flag alone: no actor, group or share narrows it.
    if (parts.length === 1 && /^(?::\w+|["'`][\w.:-]+["'`])$/.test(parts[0] as string)) return m[0];
    // toggleOn('flag', 'production') / enable('flag', 'production'): an environment, not an actor, is the whole audience.
    if (parts.length === 2 && /^["'`](?:prod|production|live|prd)["'`]$/i.test(parts[1] as string)) return m[0];
  }
  // A flag's environment switched on by a JSON patch (LaunchDarkly's /environments/production/on = true).
  const patch = /["'`]?path["'`]?\s*:\s*["'`]\/environments\/([\w-]+)\/on["'`][^}\n]{0,80}?["'`]?value["'`]?\s*:\s*true\b/.exec(code);
  if (patch) return patch[0];
  return undefined;
}

const DRY_RUN_ARG26 = /\b(?:dry_?run|dryRun|noop|no_op|preview)\s*[:=]\s*(?:true|True|1)\b/;

/** Queue, flag and key-listing acts of console code. */
function consoleActs26(code: string): Finding[] {
  const out: Finding[] = [];
  const retry = RETRY_ALL26.exec(code) ?? RETRY_EACH26.exec(code);
  if (retry && !/\bdry_?run\b/i.test(code)) out.push(ladder('dangerous', 'destructive', 'reversible', `runs every failed job of the set again at once: charges, mails and writes they make happen again (${retry[0].trim()})`));
  // A job queue's own purge (BullMQ/Bull drain, empty, obliterate; a queue bound to a name or built in place): every waiting job.
  const purge = /\b(?:new\s+(?:Queue|Bull)\b|(?:Queue|Bull)\s*\(\s*["'`])[\s\S]{0,300}?\.\s*(drain|empty|obliterate)\s*\(/.exec(code);
  if (purge) {
    const x = judge({ verb: 'empty', obj: 'queue', scope: 'all', mods: 0, what: `${purge[1] as string}s a job queue (${purge[0].slice(0, 60)})` } as Act);
    if (x) out.push(x);
  }
  // A search index deleted whole from a model or client (Product.__elasticsearch__.delete_index!, searchkick_index.delete,
  // client.deleteIndex('products'), index.delete() on a search client): every document of it, as a whole table.
  const index = /\.(?:delete_index|deleteIndex|drop_index)\s*(?:\(|$|[;\s'"])|\b(?:searchkick_index|__elasticsearch__|search_index|meili\w*|algolia\w*)\.(?:delete|destroy|clear)\b|\bindex\s*\(\s*["'`][\w.-]+["'`]\s*\)\s*\.\s*delete\s*\(\s*\)/i.exec(code);
  if (index && /search|elastic|opensearch|meili|algolia|typesense|solr|index/i.test(code)) {
    const x = judge({ verb: 'delete', obj: 'table', scope: 'all', mods: 0, what: `deletes a whole search index (${index[0].trim().slice(0, 50)})` } as Act);
    if (x) out.push(x);
  }
  // A tenant's own schema or database dropped (Apartment::Tenant.drop("globex"), drop_tenant, tenancy()->delete): every row of
  // one customer organisation, hard to undo.
  const tenant = /\bTenant\.drop\s*\(|\b(?:drop|delete|destroy)_tenant\s*\(|\bdropTenant\s*\(/.exec(code);
  if (tenant) out.push(ladder('dangerous', 'dangerous', 'destructive', `drops a tenant's schema with all of one customer's data (${tenant[0]})`));
  const flag = flagOnForEveryone(code);
  if (flag) out.push(ladder('dangerous', 'destructive', 'reversible', `turns a feature flag on for every user, with no actor, group or partial rollout (${flag.slice(0, 60)})`));
  // An SDK's listing of API keys or tokens printed (getKeys(), list_api_keys(), keys.list()): the values enter the transcript.
  const keys = /\b(?:getKeys|get_keys|listKeys|list_keys|list_api_keys|listApiKeys|getApiKeys|get_api_keys|apiKeys\.list|api_keys\.list|tokens\.list|listTokens|list_tokens)\s*\(/.exec(code);
  // (A KMS or key vault lists key ids and names, never key material; nor does printing only ids.)
  if (keys && !/\bkms\b|\bKMS|Kms[A-Z.]|key_?vault|KeyVault|KeyClient|keyring|gpg|\bssh\b|crypto/i.test(code) && !/\.(?:key_?id|KeyId|keyId)\b/.test(code) && /\b(?:console\.(?:log|dir|table)|print|puts|pp|p|dump|printjson|echo|println|IO\.inspect)\b/.test(code) && !/^\s*\)?\s*\.(?:length|size|count)\b|^[^\n]{0,40}?\.(?:length|size|count|total)\b/.test(code.slice(keys.index + keys[0].length).replace(/^[^)]*\)/, '')) && !/\b(?:len|count|size)\s*\(\s*[\w.]*$/.test(code.slice(0, keys.index))) {
    // Every key of a service that is not on this machine: live credentials.
    const local = /\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\b(?:test|sandbox|dev)\b/i.test(code);
    const x = judge({ verb: 'read', obj: 'secret', scope: 'all', mods: local ? 0 : M.LIVE, what: `lists API keys and prints them (${keys[0].replace(/\s*\($/, '')})` } as Act);
    if (x) out.push(x);
  }
  return out;
}

/** The code reader's hook: what this reader finds in a console line or one-liner's code. */
export function readConsole26(code: string, nothingElse: boolean, calls: CallsFn26, onlySafe = false): Finding[] {
  // A Ruby bang method on what a read found (User.find_by!(…).unlock_access!) changes that record; when the reader placed only
  // the read, the change is unknown, and unknown is not safe.
  const bang = onlySafe && bangs26.length > 0 ? bangs26.find((n) => new RegExp(String.raw`\.${n}\b(?:\(\s*\))?\s*(?:$|[;\n}])`).test(code)) : undefined;
  if (bang) return [unplacedRun('destructive', `calls ${bang}! on a record it found: a change no rule places; unknown is not safe`)];
  if (!GATE26.test(code)) return [];
  const out = consoleActs26(code);
  if (nothingElse && out.length === 0) out.push(...consoleReads26(code, calls));
  // The project's own job or service object told it is a dry run (BackfillX.new(dry_run: true).call, task(dry_run=True)):
  // it reports what it would do and changes nothing, whatever the environment.
  if (nothingElse && out.length === 0 && DRY_RUN_ARG26.test(code) && !/\b(?:dry_?run|noop)\s*[:=]\s*(?:false|False|0|nil|None)\b/.test(code) && code.length < 400 && calls(code).length <= 3) out.push(f('safe', `a dry run: the code is told to change nothing (${code.slice(0, 50)})`));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// SQL: procedural blocks.

/**
 * The statements of a PL/pgSQL DO block (`DO $$ [DECLARE …] BEGIN … END $$`) or an anonymous PL/SQL block
 * (`[DECLARE …] BEGIN DELETE …; COMMIT; END;`): the block runs them, so they are read as the statements they are. A
 * `FOR r IN SELECT … LOOP EXECUTE '…' || … END LOOP` stays a loop over the query (read by the SQL reader's loop rule).
 * Returns the unwrapped text, or undefined when the SQL is no such block.
 */
export function procedureBody26(sql: string): string | undefined {
  if (!/\bdo\b|\bbegin\b/i.test(sql)) return undefined;
  let body: string | undefined;
  const doBlock = /^\s*do\s+(?:language\s+\w+\s+)?(\$\w*\$)([\s\S]*?)\1\s*(?:language\s+\w+\s*)?;?\s*$/i.exec(sql);
  if (doBlock) body = doBlock[2] as string;
  else if (/^\s*(?:declare\b[\s\S]*?)?\bbegin\s+(?!transaction\b|tran\b|work\b|isolation\b|deferred\b|immediate\b|exclusive\b)(?:delete|update|insert|truncate|drop|alter|execute|for|merge)\b[\s\S]*\bend\s*;?\s*\/?\s*$/i.test(sql)) body = sql;
  if (body === undefined) return undefined;
  // What a block only reports or evaluates (RAISE NOTICE '…', (SELECT …); PERFORM f()) is a read.
  body = body.replace(/\braise\s+(?:notice|info|log|debug)\b[^;]*;/gi, 'SELECT 1;').replace(/\bperform\s+(?=\w)/gi, 'SELECT ');
  // Loops keep their shape: the SQL reader reads DECLARE/BEGIN … LOOP blocks over a query as such.
  if (/\bloop\b/i.test(body)) return `BEGIN ${body.replace(/^\s*(?:declare\b[\s\S]*?)?\bbegin\b/i, '').replace(/\bend\s*;?\s*$/i, '').trim()}`;
  return body
    .replace(/^\s*(?:declare\b[\s\S]*?)?\bbegin\b/i, '')
    .replace(/\bend\s*;?\s*\/?\s*$/i, '')
    .replace(/\bcommit\s*;/gi, '')
    .trim();
}
