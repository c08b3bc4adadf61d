// cls-sdk25: SDK calls read by structure where the words of a call misplace its object or its scope — ML registries and
// experiment trackers, model hubs, vector databases, feature stores, GIS portals and tile services, LIMS/ELN/HPC job
// APIs, accounting and commerce SDKs. Each rule reads a shape (a versioned item, a store told which items, a resource
// the method names, a flag flipped on every row of a listing, a public switch), never a product's wording.
import { f, type Finding } from '../findings';
import { M, type Act } from '../meaning';
import { mentionsPersonalData } from '../text/personal';
import { splitName } from './words';
import { apiObj } from './api';
import { detectEnv } from '../context';

/** What the code reader knows of one call (a subset of its Call). */
export interface Call25 {
  name: string;
  receiver: string;
  rawRecv: string;
}

/** What the code reader knows of the snippet around it. */
export interface Scope25 {
  loop: boolean;
  everyScope: boolean;
  comments: string;
  literals: string;
  /** The whole snippet (as the code reader holds it). */
  code: string;
}

/**
 * A named thing that holds data or serves it, deleted whole: a model in a registry, a tileset, a layer, a feature group or
 * view, a notebook of records, an endpoint, a style or map, a deployment. One of them is one resource (dangerous where
 * production is possible), not a whole table and not one record.
 */
const RESOURCE_NOUN25 = /^(?:models?|tilesets?|layers?|maps?|styles?|notebooks?|endpoints?|deployments?|featureviews?|featuregroups?|featureservices?|webmaps?|webapps?|dashboards?|registr(?:y|ies)|pipelines?|workflows?)$/i;
/** Of those, the ones the word lists take for a table or a device (a model, a registry, a notebook). */
const MISREAD_NOUN25 = /^(?:models?|registr(?:y|ies)|notebooks?|tilesets?|layers?)$/i;
/** A feature store's compound nouns (feature group, feature view, feature set, feature service): one resource of the store. */
const FEATURE_PAIR25 = /^(?:groups?|views?|sets?|services?|tables?)$/i;
/** Argument keys that tell a store's own delete which items to remove (ids, a filter, a selector, an expression). */
const ITEM_KEYS25 = /(?:^|[\s,({])(?:ids?|keys?|vector_?ids|point_?ids|document_?ids|doc_?ids|points_?selector|points|selector|filter|where|expr|expression|query|ids_?list)\s*[:=](?!=)/;
/** A single literal id handed over (ids=["a"], id: 'x'): one item. */
const ONE_ID25 = /(?:^|[\s,({])(?:ids?|keys?|points?|point_?ids|vector_?ids|document_?ids|doc_?ids)\s*[:=]\s*(?:\[\s*)?(?:["'`][^"'`,\]]*["'`]|\d+)\s*\]?\s*(?:[,)}]|$)/;
/** Flags only: delete_artifacts=True, force: true — a side effect, not the object. */
const FLAGS_ONLY25 = /^\s*[A-Za-z_]\w*\s*[:=]\s*(?:True|False|true|false)\s*(?:,\s*[A-Za-z_]\w*\s*[:=]\s*(?:True|False|true|false)\s*)*$/;
/** A client made in memory or embedded in the process (nothing outlives it). */
const EPHEMERAL25 = /\bQdrantClient\(\s*(?:location\s*=\s*)?["']:memory:["']|\bchromadb\.(?:EphemeralClient|Client)\(\s*\)|\bweaviate\.connect_to_embedded\(|\bEphemeralClient\(\s*\)/;
/** A client on a local file or directory (a dev store on this machine). */
const LOCAL_STORE25 = /\bQdrantClient\(\s*path\s*=|\bchromadb\.PersistentClient\(|\bPersistentClient\(\s*path\s*=\s*["'](?:\.|\/tmp|~)|\blancedb\.connect\(\s*["'](?:\.{1,2}\/|\/tmp\/|~\/|[\w-]+\/)|\bMilvusClient\(\s*["'][\w./-]*\.db["']|\bweaviate\.connect_to_local\(|\bQdrantClient\(\s*(?:url\s*=\s*)?["']https?:\/\/(?:localhost|127\.0\.0\.1)[:/"']/;
/** A public switch in the arguments (private=False, public: true, visibility "public", everyone=True, a public-read ACL). */
const PUBLIC_SWITCH25 = /\bprivate\s*[:=]\s*(?:False|false)\b|["']?\b(?:public|is_?public|isPublic|everyone|all_?users_?can_?read|allUsersCanRead)["']?\s*[:=]\s*(?:True|true)\b|["']?\b(?:visibility|access|privacy|sharing|acl)["']?\s*[:=]\s*["'](?:public|public-read|everyone|anyone)["']/;
/** Words of a method that publish, push, upload, share or set access. */
const PUBLISHING25 = /^(?:push|upload|publish|share|create|update|set|make|change|put|patch|save)$/;
/** People's data named in the comments or literals of the snippet. */
const PEOPLE_WORDS25 = /\b(?:customers?|clients?|patients?|employees?|members?|subscribers?|students?|users?|contacts?|tickets?_with_\w*emails?|emails?|phone(?:s|_?numbers?)?|addresses|personal|pii|transcripts?)\b/i;
/** A soft flag that can be turned back (active, enabled, archived, status): flipped, the record is kept. */
const SOFT_FLAG25 = /^(?:active|is_?active|isActive|enabled|is_?enabled|archived|is_?archived|status|state|visible|hidden|published|discarded|deleted|inactive)$/i;

/** (cls-sdk25) The verb a wrapper names before it (submit_delete, enqueue_delete, start_remove): the wrapped verb. */
function wrappedVerb(words: readonly string[]): Act['verb'] | undefined {
  if (words.length >= 2 && /^(?:submit|enqueue|schedule|trigger)$/i.test(words[0] ?? '') && /^(?:delete|remove|purge|erase|destroy)$/i.test(words[1] ?? '')) return 'delete';
  return undefined;
}

/**
 * (cls-sdk25) A loop's source that lists everything or a filtered set, when the shared listing patterns do not know the
 * method: `for run in api.runs("team/project")` (a plural noun called on a path), `Customer.all(qb=client)` (only a
 * client handle), `pyslurm.job().get().keys()` (a chain of calls with no argument on a collection word). A keyword
 * other than paging, a handle or the container (filters=, query=, status=, owner:) narrows it; a positional query
 * string ("owner:jdoe", "name='x'") narrows it too.
 */
export function loopListing25(text: string): 'all' | 'some' | undefined {
  const src = /\bfor\s*\(?\s*(?:const|let|var|val)?\s*[A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)?\s+(?:in|of)\s+(?:await\s+)?([A-Za-z_$][\w$.]*(?:\([^()\n]{0,300}\)[\w$.]*){1,4})/.exec(text)?.[1] ?? /\b([A-Za-z_$][\w$.]*(?:\([^()\n]{0,300}\)[\w$.]*){1,4})\s*\.\s*(?:each|forEach|map)\s*(?:\{|\(|do\b)/.exec(text)?.[1];
  if (!src || /^(?:range|enumerate|zip|sorted|reversed|Object\.(?:keys|entries|values)|os\.|sys\.|open|glob|Path|json|re\.)/.test(src)) return undefined;
  const calls = [...src.matchAll(/\.?([A-Za-z_$][\w$]*)\(([^()\n]{0,300})\)/g)];
  if (!calls.length) return undefined;
  const names = calls.map((m) => m[1] as string);
  const collection = names.some((n) => {
    const w = splitName(n);
    const last = (w[w.length - 1] ?? '').toLowerCase();
    return /^(?:all|find|find_all|get_all|getall)$/i.test(n) || (w.length <= 2 && /^(?:runs|jobs?|samples|items|products|customers|users|orders|payments|invoices|models|artifacts|datasets|collections|indexes|experiments|entries|records|documents|tasks|projects|repos|sequences|entities|contacts|bills|vendors|accounts|layers|tilesets|features|points|vectors|files|folders|notebooks|subscriptions|charges|refunds|payouts|webhooks|snapshots|backups|sessions|tokens|keys)$/.test(last));
  });
  if (!collection) return undefined;
  const args = calls.map((m) => (m[2] as string).trim()).filter(Boolean);
  if (!args.length) return 'all';
  for (const a of args) {
    for (const part of a.split(/,(?![^[{(]*[\]})])/)) {
      const p = part.trim();
      if (!p) continue;
      const kv = /^["']?([A-Za-z_]\w*)["']?\s*[:=](?!=)\s*([\s\S]*)$/.exec(p);
      if (kv) {
        if (/^(?:qb|session|client|conn|connection|db|api|ctx|context|auth|limit|per_page|page_size|pageSize|max_results|maxResults|max_items|page|offset|cursor|timeout|expand|include_?archived)$/i.test(kv[1] as string)) continue;
        // An empty body or filter (body={}, filter=None) narrows nothing.
        if (/^(?:\{\s*\}|\[\s*\]|None|null|nil|undefined)$/.test((kv[2] as string).trim())) continue;
        return 'some';
      }
      // A positional string: a query expression narrows. (A positional name or path is the container the listing is in, one project's or folder's items: a set, as a
      // container keyword such as project= is; one named for production, "acme/prod/…", is everything there.)
      const lit = /^["'`]([^"'`]*)["'`]$/.exec(p)?.[1];
      if (lit !== undefined && detectEnv(lit).env === 'prod') continue;
      if (/^(?:self|this|[a-z_]\w*_?(?:client|session|conn|ctx))$/i.test(p)) continue;
      return 'some';
    }
  }
  return 'all';
}

/**
 * (cls-sdk25) The code reader's act for one SDK call, corrected where the call's shape says more than its words. Returns the
 * act (changed or not), a finding that replaces it, or null when the call is no act at all (a client constructed).
 */
export function sdk25Act(act: Act | null, c: Call25, argStr: string, s: Scope25): Act | Finding | null {
  const nameWords = splitName(c.name);
  const recvWords = splitName(c.receiver.replace(/\.$/, ''));
  const what = `${c.rawRecv}${c.name}(${argStr.slice(0, 60)})`.slice(0, 80);
  // Calls whose words the reader does not place: shared history squashed or rewritten (HfApi.super_squash_history,
  // squash_history, rewrite_history: past versions gone), a protection switched off by its own method (item.protect(
  // enable=False), set_protection(False), lock(False)).
  if (nameWords.some((w) => /^history$/i.test(w)) && nameWords.some((w) => /^(?:squash|rewrite|purge|reset|truncate|erase|wipe|clear)$/i.test(w))) return { verb: 'delete', obj: 'history', scope: 'all', mods: act?.mods ?? 0, what };
  if (/^(?:protect|set_?protection|setProtection|set_?delete_?protection|setDeleteProtection|lock|set_?lock|setLock)$/.test(c.name) && /^\s*(?:(?:enable|enabled|value|protect|protected|locked|on)\s*[:=]\s*)?(?:False|false|0)\s*$/.test(argStr)) return { verb: 'weaken', obj: 'security', scope: 'one', mods: act?.mods ?? 0, what };
  if (!act) return null;
  // A client, service or session constructed (TransferClient(authorizer=…), new PaymentsApi(cfg)) does nothing yet: its
  // name says what it talks to, not an act.
  if (/^[A-Z]\w*(?:Client|Service|Session|Connection|Authorizer|Configuration|Credentials|Api|API)$/.test(c.name) && !/^(?:Delete|Remove|Purge|Drop|Truncate)/.test(c.name)) return null;
  let a: Act = act;
  // A wrapper's verb: submit_delete(dd) deletes what the request names.
  const wrapped = wrappedVerb(nameWords);
  if (wrapped && a.verb !== wrapped) a = { ...a, verb: wrapped, obj: 'unknown', scope: 'one' };
  const removing = a.verb === 'delete' || a.verb === 'empty' || a.verb === 'reset';
  // A store or vector client made in memory or embedded in the process: what it removes or rebuilds lasts no longer than it.
  if (EPHEMERAL25.test(s.code) && (removing || a.verb === 'create' || a.verb === 'update') && (a.obj === 'table' || a.obj === 'index' || a.obj === 'record' || a.obj === 'database' || a.obj === 'unknown' || a.obj === 'doc')) return f('safe', `acts on an in-memory store the code made (${a.what})`);
  if (LOCAL_STORE25.test(s.code) && !a.env && (removing || a.verb === 'create' || a.verb === 'update')) a = { ...a, env: 'dev' };
  if (removing) {
    const head = (nameWords[nameWords.length - 1] ?? '').toLowerCase();
    const prev = (nameWords[nameWords.length - 2] ?? '').toLowerCase();
    const own = nameWords.length >= 2 ? nameWords.slice(1) : [];
    // The object came from an argument only: neither the method's words nor the receiver's place it.
    const fromArgs = apiObj(nameWords.length > 1 ? nameWords : []) === undefined && apiObj(recvWords) === undefined;
    // A version of something (delete_model_version, DeleteArtifactVersion) is one item of its history.
    if (/^versions?$/.test(head) && (a.obj === 'table' || a.obj === 'index' || a.obj === 'database' || a.obj === 'resource' || a.obj === 'whole' || a.obj === 'repo' || a.obj === 'unknown')) a = { ...a, obj: 'record' };
    // A feature store's group, view or set (delete_feature_group): one resource of the store, not an account group.
    else if (prev === 'feature' && FEATURE_PAIR25.test(head)) a = { ...a, obj: 'resource' };
    // A resource the method names (deleteTileset, delete_registered_model, notebooks.delete): one resource, not a table,
    // a device or what an argument's value happens to say.
    else if (own.length && RESOURCE_NOUN25.test(head) && (((a.obj === 'table' || a.obj === 'device') && MISREAD_NOUN25.test(head)) || ((a.obj === 'dns' || a.obj === 'unknown' || a.obj === 'group' || a.obj === 'account' || a.obj === 'file') && fromArgs))) a = { ...a, obj: 'resource' };
    else if (!own.length && a.obj === 'device' && recvWords.some((w) => /^notebooks?$/i.test(w))) a = { ...a, obj: 'resource' };
    // A method that names its own noun, whose object the reader took from an argument (deleteTrackingCategory($tenantId, id):
    // the tenant is where, not what): one record of that kind, or one resource if the noun is one.
    else if (own.length && fromArgs && (a.obj === 'whole' || a.obj === 'dns' || a.obj === 'account' || a.obj === 'money') && !own.some((w) => /^(?:tenants?|organi[sz]ations?|orgs?|accounts?|users?|zones?|domains?|records?|payments?|transfers?|members?)$/i.test(w))) a = { ...a, obj: RESOURCE_NOUN25.test(head) ? 'resource' : 'record' };
    // A bare delete on a store's handle told which items (index.delete(ids=[…]), client.delete(collection_name=…,
    // points_selector=…), delete(delete_all=True, namespace="t-1")): those items, not the store.
    if (nameWords.length === 1 && s.loop && FLAGS_ONLY25.test(argStr) && a.obj === 'file' && /^[a-z_]\w*\.$/.test(c.receiver) && !/file|blob|object|bucket|path|dir/i.test(c.receiver)) a = { ...a, obj: 'unknown' };
    if (nameWords.length === 1 && (a.obj === 'table' || a.obj === 'index' || a.obj === 'whole' || a.obj === 'repo' || a.obj === 'database' || a.obj === 'unknown')) {
      const ns = /\bnamespace\s*[:=]\s*["'`]([^"'`]*)["'`]/.exec(argStr)?.[1];
      // (A namespace named for an environment, "prod", "default" or "", is everything there.)
      if (/\bdelete_?all\s*[:=]\s*(?:True|true)\b|\bdeleteAll\s*[:=]\s*true\b/.test(argStr)) a = ns && detectEnv(ns).env === 'unknown' && !/^(?:default|__default__|all)$/i.test(ns) ? { ...a, obj: 'record', scope: 'some' } : { ...a, obj: a.obj === 'whole' || a.obj === 'repo' || a.obj === 'unknown' ? 'table' : a.obj, scope: 'all' };
      else if (ITEM_KEYS25.test(argStr)) a = { ...a, obj: 'record', scope: ONE_ID25.test(argStr) && !s.loop && !/(?:selector|filter|where|expr|expression|query)\s*[:=]/i.test(argStr) ? 'one' : 'some' };
      // Only flags handed over (run.delete(delete_artifacts=True)): the item the receiver holds.
      else if (FLAGS_ONLY25.test(argStr) && s.loop && /^[a-z_]\w*\.$/.test(c.receiver) && (a.obj === 'whole' || a.obj === 'unknown')) a = { ...a, obj: 'record', scope: s.loop ? (s.everyScope ? 'all' : 'some') : 'one' };
    }
    // Deleted by its key (collection.data.delete_by_id(uuid), deleteById, delete_one): that item of the store, not the store.
    if ((nameWords.includes('by') && nameWords.some((w) => /^(?:ids?|keys?|uuids?|pks?)$/i.test(w))) || /^(?:delete|remove)_?[Oo]ne$/.test(c.name)) {
      if (a.obj === 'table' || a.obj === 'index' || a.obj === 'database' || a.obj === 'whole' || a.obj === 'unknown') a = { ...a, obj: 'record', scope: s.loop ? (s.everyScope ? 'all' : 'some') : /s$/i.test(c.name) ? 'some' : 'one' };
    }
    // A where clause that only names one key (delete_features(where="OBJECTID=42")): one record.
    if (a.scope === 'some' && !s.loop && /^\s*(?:where|filter)\s*=\s*["'](?:OBJECTID|FID|objectid|fid|id|ID|Id|GlobalID|globalid|uuid|pk)\s*=\s*['"]?[\w-]+['"]?["']\s*\)?\s*$/.test(argStr)) a = { ...a, scope: 'one' };
    // A resource object built by its name and deleted (aiplatform.Featurestore("prod_fs").delete(force=True),
    // Endpoint("…").delete()): that resource; a store of data (…store, …database, …warehouse) is the whole store.
    const built = /(?:^|\.)([A-Z]\w*)\(\s*["'`][^"'`]+["'`]\s*\)\.$/.exec(c.rawRecv.replace(/\s+/g, ''))?.[1];
    if (built && nameWords.length === 1 && a.verb === 'delete' && (a.obj === 'unknown' || a.obj === 'record') && (!argStr.trim() || FLAGS_ONLY25.test(argStr)) && !/^(?:Path|File|Dir|Directory|Blob|Object|Key|Doc|Document|Record|Row|Item|Entry|Message)$/.test(built)) a = { ...a, obj: /(?:store|database|warehouse|lake)$/i.test(built) ? 'database' : 'resource', scope: 'one' };
    // A bare delete handed a filter or selector among its arguments (qdrant.delete('kb', {filter: …})): the set it matches.
    // (A where on one key, prisma.user.delete({ where: { id: 42 } }), stays one row.)
    if (nameWords.length === 1 && a.obj === 'record' && a.scope === 'one' && /(?:^|[\s,({])(?:selector|points_?selector|filter|where|expr|expression)\s*[:=](?!=)/.test(argStr) && !/(?:where|filter)\s*[:=]\s*\{\s*["']?(?:id|pk|uuid|_id|[a-z]\w*_id|[a-z]\w*Id)["']?\s*:/.test(argStr)) a = { ...a, scope: 'some' };
    // Emptied with nothing named (layer.manager.truncate(), table.truncate()): everything it holds.
    if (a.verb === 'empty' && (a.obj === 'unknown' || a.obj === 'record') && !argStr.trim() && !/(?:^|\.)(?:f|fh|fp|file|fd|stream|buf|buffer|out|stdout|stderr|io|sio|bio|log|logger)\.$/i.test(c.receiver)) a = { ...a, obj: 'table', scope: 'all' };
  }
  // Directory removal told recursive=True with a directory path added (Globus DeleteData + add_item("/projects/x/")):
  // a whole directory tree on that storage.
  if (a.verb === 'delete' && (a.obj === 'unknown' || a.obj === 'record' || a.obj === 'file') && /\brecursive\s*[:=]\s*(?:True|true)\b/.test(s.code) && /["'`]\/[\w.-]+\/[\w./-]*\/["'`]/.test(s.code)) a = { ...a, obj: 'dir', scope: 'one' };
  // One id named to a client that happens to be called batch or bulk (AWS Batch batch.cancel_job(jobId="…")): one item.
  if (a.scope === 'some' && !s.loop && /^(?:batch|bulk)\.$/.test(c.receiver) && /^\s*\w*[Ii]d\s*=\s*["'][^"']+["']\s*(?:,\s*\w+\s*=\s*["'][^"']*["']\s*)*$/.test(argStr)) a = { ...a, scope: 'one' };
  // One batch job killed (slurm_kill_job(8812231, 9), cancel_job(id)): one queued or running item of work cancelled, not a
  // service stopped; every job of a listing stays everything.
  if (a.verb === 'stop' && a.obj === 'job' && a.scope === 'one' && !s.loop) a = { ...a, verb: 'cancel' };
  // A draft made (status "DRAFT" set on what is created): new and inert.
  if ((a.verb === 'create' || a.verb === 'pay' || a.verb === 'charge') && /\bstatus\s*[:=]\s*["'](?:DRAFT|Draft|draft)["']/.test(`${argStr}\n${s.code}`) && !/\bstatus\s*[:=]\s*["'](?:AUTHORISED|AUTHORIZED|SUBMITTED|PAID|OPEN|open|sent|SENT|APPROVED|approved|final|FINAL)["']/.test(`${argStr}\n${s.code}`)) return { ...a, verb: 'create', obj: 'draft', scope: 'one', mods: a.mods | M.DRAFT };
  // A public switch on a publishing call (push_to_hub(…, private=False), item.share(everyone=True)): made public; whose data
  // it is comes from the snippet's own names and comments.
  if (PUBLIC_SWITCH25.test(argStr) && nameWords.some((w) => PUBLISHING25.test(w))) {
    const people = mentionsPersonalData(`${s.literals} ${s.comments}`) || PEOPLE_WORDS25.test(`${s.comments} ${s.literals.slice(0, 1000)}`);
    a = { ...a, verb: 'publish', obj: a.obj === 'unknown' || a.obj === 'repo' || a.obj === 'record' ? 'file' : a.obj, mods: a.mods | M.PUBLIC | (people ? M.PII : 0) };
  }
  // A flag flipped on the loop's item and saved (for c in Customer.all(…): c.Active = False; c.save()): every item the
  // listing gives changed. A soft flag can be turned back (dangerous at most); any other value overwritten is an update.
  if (s.loop && (a.verb === 'create' || a.verb === 'update') && /^(?:save|save_?changes|update|put|commit|persist|store|sync)!?$/.test(c.name)) {
    const v = /^([a-z_]\w*)\.$/.exec(c.receiver)?.[1];
    const set = v ? new RegExp(String.raw`\b${v}\.([A-Za-z_]\w*)\s*=(?!=)\s*([^\n;]{1,80})`).exec(s.code) : null;
    if (set && new RegExp(String.raw`\b(?:for|each|forEach)\b[^\n]{0,80}\b${v}\b|\|\s*${v}\s*\|`).test(s.code)) {
      if (SOFT_FLAG25.test(set[1] as string)) return s.everyScope ? f('dangerous', `turns a flag (${set[1]}) on every item a listing gives and saves each; it can be turned back (${a.what})`) : { ...a, verb: 'update', obj: 'record', scope: 'some' };
      return { ...a, verb: 'update', obj: 'record', scope: s.everyScope ? 'all' : 'some' };
    }
  }
  return a;
}

/**
 * (cls-sdk25) A tool's delete whose name or arguments name the items of a store (mcp__qdrant__delete_points {"points": [42]},
 * delete_vectors {"ids": […]}, {"filter": …}, {"deleteAll": true, "namespace": "t-9"}): those items, not the store, as the
 * same call in SDK code reads.
 */
export function toolItems25(act: Act, words: readonly string[], a: Record<string, unknown>): Act {
  if (act.verb !== 'delete' || !(act.obj === 'table' || act.obj === 'index' || act.obj === 'whole' || act.obj === 'database' || act.obj === 'unknown')) return act;
  const keys = Object.keys(a);
  const ns = typeof a.namespace === 'string' ? a.namespace : undefined;
  if (keys.some((k) => /^(?:delete_?all|deleteAll)$/i.test(k) && a[k] === true)) return ns && detectEnv(ns).env === 'unknown' && !/^(?:default|__default__|all)?$/i.test(ns) ? { ...act, obj: 'record', scope: 'some' } : act;
  // (A singular id names the thing itself: delete_project {"id": …} is that project.)
  const itemKey = keys.find((k) => /^(?:ids|points?|point_?ids|vector_?ids|document_?ids|doc_?ids|keys|filter|where|selector|points_?selector|expr)$/i.test(k));
  const itemWord = words.some((w) => /^(?:points?|vectors?|documents?|docs?|records?|rows?|items?|entries|embeddings?|chunks?)$/i.test(w));
  if (!itemKey && !itemWord) return act;
  const v = itemKey ? a[itemKey] : undefined;
  // An empty filter ({}, "", "*", match_all) selects everything: the act stays what it was.
  // (lead25: so do ids given as "all" or "everything", and a filter every row meets, a date bound in the far future.)
  if (v !== undefined && (v === null || v === '' || v === '*' || (typeof v === 'string' && /^(?:all|everything|every)$/i.test(v.trim())) || /"\$(?:lt|lte)"\s*:\s*"(?:2[1-9]\d\d|[3-9]\d\d\d)-/.test(JSON.stringify(v)) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) || /match_?all|"\*"/i.test(JSON.stringify(v)))) return act;
  const one = (Array.isArray(v) && v.length === 1 && (typeof v[0] === 'string' || typeof v[0] === 'number')) || typeof v === 'number' || (typeof v === 'string' && /^(?:ids?|point_?ids|keys?)$/i.test(itemKey ?? '') && !/[,*]/.test(v));
  return { ...act, obj: 'record', scope: one ? 'one' : 'some' };
}

/** Cheap gate: the snippet has something these rules read. */
export const SDK25_GATE = /delete|kill|job|history|protect|lock|remove|purge|truncate|drop|destroy|recreate|reset|private|public|everyone|visibility|DRAFT|draft|save|Client|\bfor\b|\.each/i;
