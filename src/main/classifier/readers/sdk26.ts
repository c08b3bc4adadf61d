// cls-sdk26: SDK calls of identity admin, messaging, object storage, document databases, payments and forges read by
// structure where the words of a call misplace its object, its audience or its scope: a directory role's membership
// written (a grant, not a message), a push sent to a topic everyone is on or to every device token, a tenant or realm
// removed whole, a bucket's protection switched by its own settings call, a collection dropped through a handle, an
// empty filter, a loop over a listing bound to a name first, and provider keys that say test mode. Each rule reads a
// shape (the call's verb and object split from its name, its receiver chain, its argument keys and values), never a
// product's wording.
import { f, type Finding } from '../findings';
import { M, type Act } from '../meaning';
import { switchesInText } from '../rules/switches';
import { splitName } from './words';

/** What the code reader knows of one call (a subset of its Call). */
export interface Call26 {
  name: string;
  receiver: string;
  rawRecv: string;
  at: number;
}

/** What the code reader knows of the snippet around it. */
export interface Scope26 {
  loop: boolean;
  everyScope: boolean;
  /** The whole snippet (as the code reader holds it). */
  code: string;
}

/** Cheap gate: words of the shapes below (roles, pushes, tenants, bucket settings, collections, empty filters). */
export const SDK26_GATE = /role|admin|member|collaborator|polic|deactivat|blocked|disabled|suspend|active|enabled|locked|pool|messag|notif|push|topic|token|api_?key|realm|tenant|organi[sz]ation|workspace|guild|public|private|acl|versioning|collection|drop|delete|remove/i;

/** Directory roles and admin groups whose membership a call writes. */
const ROLE_CHAIN26 = /\b(?:directory_?[Rr]oles?|DirectoryRoles?|role_?[Dd]efinitions|RoleDefinitions|role_?[Aa]ssignments?|RoleAssignments?|role_?[Bb]indings?|admin_?[Rr]oles?|AdminRoles?|admins|Admins|administrators|Administrators|roles|Roles|owners|Owners)\b[^;\n]{0,120}?\b(?:members|Members|member|Member|owners|Owners|assignments|Assignments|users|Users)\b/;
const ADD_VERB26 = /^(?:post|add|create|put|assign|insert|set|append)(?:_?async|Async)?$/i;

/** A push service's client or message in the snippet. */
const PUSH_SERVICE26 = /\b(?:messaging|Messaging|FirebaseMessaging|fcm|FCM|apns2?|APNs|apn|Apns|ApnsClient|apnProvider|Notification|notification|onesignal|OneSignal|expo-server-sdk|Expo|pushNotification|PushNotification|sns)\b/;
/** A topic, segment or condition that every user is on. */
const EVERYONE26 = String.raw`["'\`](?:\/topics\/)?(?:all|everyone|everybody|all[_ -]?users|allusers|all[_ -]?devices|global|broadcast|general|news|announcements|subscribed users|active users|total subscriptions)["'\`]`;
const EVERYONE_TOPIC26 = new RegExp(String.raw`\b(?:set|with)?(?:topic|Topic|to|condition|included_?segments|includedSegments|segment|channel)["']?\s*(?:[:=]\s*[[(]?|\(\s*)\s*${EVERYONE26}|["'](?:topic|segment|condition)["']\s*,\s*${EVERYONE26}`, 'i');
/** Every device token listed (a loader or a query over the devices table with no narrowing). */
const ALL_TOKENS26 = /\b(?:load|get|fetch|list|read|select)_?[Aa]ll_?(?:[Dd]evice_?)?[Tt]okens\b|\ball_?(?:device_?)?tokens\b|\ballTokens\b|\bSELECT\s+\w*token\w*\s+FROM\s+\w*devices?\b(?![^"'`\n]*\bWHERE\b)/i;
/** A dry run or validate-only switch on a send. */
const DRY_RUN26 = /\b(?:dry_?run|dryRun|DryRun|validate_?only|validateOnly)\s*[:=]\s*(?:True|true)\b|,\s*true\s*\)?\s*;?\s*(?:\/\/[^\n]*)?$/;

/** A tenant noun: the whole of an organisation's identities or data. */
const TENANT26 = /^(?:realm|tenant|organization|organisation|org|workspace|guild)$/i;
const REMOVE26 = /^(?:remove|delete|destroy|purge|drop)(?:_?async|Async)?$/i;

/** Canned public ACLs and public access levels in SDK enum and literal notations. */
const PUBLIC_ACL26 = /\bstorage\.All(?:Authenticated)?Users\b|\bpublic_?access\s*=\s*["'](?:container|blob)["']|\bPublicAccess\.(?:Container|Blob)\b|\b(?:Bucket|Object)CannedACLPublicRead(?:Write)?\b|\b(?:CannedAccessControlList|S3CannedACL|ObjectCannedACL|BucketCannedACL|CannedAcl|ObjectCannedAcl)\s*(?:\.|::)\s*(?:PublicRead(?:Write)?|PUBLIC_READ(?:_WRITE)?)\b|\bPublicAccessType\s*\.\s*(?:BlobContainer|Blob|Container)\b|\b(?:predefined_?acl|predefinedAcl|predefinedDefaultObjectAcl|ACL|acl)["']?\s*[:=]\s*["'](?:public-read(?:-write)?|publicRead(?:Write)?|public_read)["']/;
const PRIVATE_ACL26 = /\b(?:Bucket|Object)CannedACLPrivate\b|\b(?:CannedAccessControlList|S3CannedACL|ObjectCannedACL|BucketCannedACL|CannedAcl|ObjectCannedAcl)\s*(?:\.|::)\s*(?:Private|PRIVATE)\b|\b(?:predefined_?acl|predefinedAcl|ACL|acl)["']?\s*[:=]\s*["'](?:private|projectPrivate|bucket-owner-full-control)["']/;
/** Bucket and container names that hold people's data. */
const PEOPLE_BUCKET26 = /customer|client|patient|user|member|employee|subscriber|student|kyc|passport|invoice|payroll|medical|health|upload|personal|pii|contacts?|orders?|tax/i;
/** Flags that take an account's access away. */
const ACCOUNT_OFF26 = /["']?\b(?:blocked|is_?blocked|isBlocked|disabled|is_?disabled|suspended|locked|is_?locked)["']?\s*[:=]\s*(?:True|true|1)\b|["']?\b(?:active|is_?active|isActive|enabled|is_?enabled|isEnabled|account_?enabled|accountEnabled|AccountEnabled)["']?\s*[:=]\s*(?:False|false|0)\b|["']?\bstatus["']?\s*[:=]\s*["'](?:suspended|blocked|deactivated|disabled|locked)["']/;
/** A role given as admin or owner in the arguments. */
const ADMIN_ROLE26 = /\b(?:role|Role|permission|access_?level|accessLevel)["']?\s*[:=(]\s*(?:\w+\.String\(\s*|\w+\.Ptr\(\s*)?(?:["'](?:admin|owner|maintain|maintainer|administrator|super_?admin)["']|\w+\.const\.(?:OWNER|MAINTAINER|ADMIN)\w*|(?:OWNER|MAINTAINER|ADMIN)_ACCESS)/i;
/** Public-access block settings and versioning in a storage settings call. */
const ACCESS_BLOCK_CALL26 = /public_?access_?block|PublicAccessBlock|publicAccessPrevention|public_access_prevention/i;
const VERSIONING_CALL26 = /versioning/i;

/** Mongo-style handles: a collection (or a database) bound from a client. */
const COLLECTION_BOUND26 = (name: string): RegExp => new RegExp(String.raw`\b${name}\s*:?=\s*(?:await\s+)?[\w.]*?(?:\.(?:Database|database|db|getDatabase|GetDatabase)\s*\([^()\n]*\))?\s*\.\s*(?:Collection|collection|getCollection|GetCollection(?:<[^<>\n]*>)?)\s*\(`);
const DATABASE_BOUND26 = (name: string): RegExp => new RegExp(String.raw`\b${name}\s*:?=\s*(?:await\s+)?[\w.]*\.\s*(?:Database|database|getDatabase|GetDatabase)\s*\(`);
/** An empty filter: every document matches. */
const EMPTY_FILTER26 = /^\s*(?:\{\s*\}|bson\.[DM]\s*\{\s*\}|Builders<[^<>\n]*>\.Filter\.Empty|FilterDefinition<[^<>\n]*>\.Empty|new\s+(?:BsonDocument|Document)\s*\(\s*\)|Filters\.empty\s*\(\s*\)|doc!\s*\{\s*\})\s*(?:,|$)/;
const MANY_DELETE26 = /^(?:delete_?many|deleteMany|DeleteMany|DeleteManyAsync|delete_many_async|remove)$/;

/** Provider keys and environments that say test mode, and those that say live. */
export const TEST_KEY26 = /\b(?:rzp|sk|pk|rk|whsec)_test_[A-Za-z0-9]{6,}|["'`]test_[A-Za-z0-9]{20,}["'`]|\bEnvironment\.TEST\b|\bEnvironment::TEST\b|\bENVIRONMENT_TEST\b/;
export const LIVE_KEY26 = /\b(?:rzp|sk|rk)_live_[A-Za-z0-9]{6,}|["'`]live_[A-Za-z0-9]{20,}["'`]|\bEnvironment\.LIVE\b|\bEnvironment::LIVE\b|_LIVE_/;

/** The statement a call stands in, from the call to its end (a semicolon, a line break outside brackets), up to 800 characters. */
function statementAt(code: string, at: number, argStr: string): string {
  let depth = 0;
  const end = Math.min(code.length, at + 800);
  for (let i = at; i < end; i++) {
    const ch = code[i];
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if ((ch === ';' || ch === '\n') && depth <= 0) return code.slice(at, i);
  }
  return code.slice(at, end) || argStr;
}

/** The source line of a call (for receiver chains the call parser cut at an index). */
function lineOf(code: string, at: number): string {
  const start = code.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
  const end = code.indexOf('\n', at);
  return code.slice(start, end < 0 ? undefined : end);
}

/**
 * (cls-sdk26) The call's shape corrects or places its act. Returns a new act, a finding, or undefined to keep what the
 * readers before found.
 */
export function sdk26Act(act: Act | null, c: Call26, argStr: string, s: Scope26): Act | Finding | undefined {
  const mods = act?.mods ?? 0;
  const what = `${c.rawRecv}${c.name}(${argStr.slice(0, 60)})`.slice(0, 80);
  const nameWords = splitName(c.name).map((w) => w.toLowerCase());
  const line = lineOf(s.code, c.at);
  const role = roleGrant26(c, s.code, mods);
  if (role) return role;
  // A client configured with its own key (mollie.set_api_key(k), client.setApiKey(k), sg.setApiKey(process.env.X)):
  // authenticating to the API, not a credential changed.
  if (/^(?:set_?api_?key|setApiKey|SetApiKey|set_?access_?token|setAccessToken|set_?auth_?token|setAuthToken)$/.test(c.name) && !/secret|vault|iam|kms|keys?\.$/i.test(c.receiver)) return f('safe', `configures the client with its own key (${what})`);
  // A service accessor with no arguments (admin.messaging(), admin.auth(), firebase.firestore()): a handle, no act.
  if (/^(?:messaging|auth|firestore|storage|database)$/.test(c.name) && !/\S/.test(argStr)) return f('safe', `gets a service client (${what})`);
  // A push notification sent (messaging.send(msg), sendMulticast, apns client.Push(n), provider.send(note, tokens)): its
  // audience is the topic, the segment or the tokens it goes to. A topic everyone is on, or a loop over every device
  // token, is all customers at once; a dry run delivers nothing.
  if (/^(?:send|send_?all|sendAll|send_?multicast|sendMulticast|send_?each(?:_?for_?multicast)?|sendEach(?:ForMulticast)?|push|Push|PushWithContext|publish|create_?notification|createNotification|send_?push_?notifications?|sendPushNotifications?)(?:Async|_async)?$/.test(c.name) && PUSH_SERVICE26.test(s.code)) {
    const gitPush = /^(?:push|Push)$/.test(c.name) && /\b(?:git|repo|remote|origin|Repository)\b/.test(c.rawRecv);
    if (!gitPush) {
      if (DRY_RUN26.test(argStr)) return { verb: 'dryrun', obj: 'message', scope: 'one', mods, what };
      const everyone = EVERYONE_TOPIC26.test(s.code) || (s.loop && ALL_TOKENS26.test(s.code)) || (s.loop && s.everyScope);
      if (everyone) return { verb: 'send', obj: 'message', scope: 'all', mods: mods | M.MASS, what };
      // A push for one device or one topic on a client the code built for the provider's sandbox (production: false) is a test.
      if (/\bproduction\s*:\s*false\b|\.Development\s*\(|sandbox/i.test(s.code)) return { verb: 'send', obj: 'message', scope: 'one', mods: mods | M.TEST_MODE, what };
      if (/^(?:push|Push|PushWithContext)$/.test(c.name)) return { verb: 'send', obj: 'message', scope: s.loop ? 'some' : 'one', mods, what };
    }
  }
  // People's accounts flagged off by an update (management.users.update({ id }, { blocked: true }), user.update(active:
  // false), set_status('suspended')): their access suspended, one, a filtered set or, in a loop over every account, all.
  if (/^(?:update|patch|set|modify|edit|save|put)(?:_?user|User|_?member|Member|_?account|Account)?(?:Async|_async)?$/i.test(c.name) && /\b(?:users?|Users?|members?|Members?|accounts?|Accounts?|identities|people)\b/.test(`${c.receiver} ${c.name}`) && ACCOUNT_OFF26.test(argStr)) {
    // (An ORM's bulk update, Account.objects.update(is_active=False), keeps the scope its reader found: every row.)
    const scope = s.everyScope || act?.scope === 'all' ? 'all' : s.loop || act?.scope === 'some' ? 'some' : 'one';
    return { verb: 'suspend', obj: 'account', scope, mods, what };
  }
  // A member's role raised to admin or owner (EditOrgMembership(…, &Membership{Role: "admin"}), members.update(role=
  // "owner"), addCollaborator(permission: "admin")): administrator rights granted.
  if (/member|collaborator|role|permission/i.test(c.name) && /^(?:edit|update|set|add|create|put|patch|invite|upsert|assign)/i.test(c.name) && ADMIN_ROLE26.test(argStr)) return { verb: 'grant', obj: 'privilege', scope: 'one', mods: mods | M.ADMIN, what };
  // A sign-on, MFA, password or access policy deactivated or disabled (deactivate_policy(id), disablePolicy, policy rule
  // deactivated): a security control switched off.
  if (nameWords.length >= 2 && /^(?:deactivate|disable|suspend)$/.test(nameWords[0] ?? '') && /^(?:polic(?:y|ies)|rules?|authenticators?|factors?)$/.test(nameWords[nameWords.length - 1] ?? '')) return { verb: 'weaken', obj: 'security', scope: 'one', mods, what };
  // A user pool, identity pool or user directory deleted (delete_user_pool, DeleteDirectory, deleteIdentityPool): every
  // account in it.
  if (nameWords.length >= 3 && REMOVE26.test(nameWords[0] ?? '') && /^(?:user|users|identity)$/.test(nameWords[1] ?? '') && /^(?:pools?|directory|directories|stores?)$/.test(nameWords[2] ?? '')) return { verb: 'delete', obj: 'account', scope: 'all', mods, what };
  // A tenant, realm, organisation or workspace removed whole (kc.realm("customers").remove(), guild.delete(),
  // client.Organizations.Delete(ctx, "acme")): every account, setting and record in it.
  if (REMOVE26.test(c.name)) {
    const recvWords = splitName(c.receiver.replace(/\.$/, '').split('.').pop() ?? '');
    const last = (recvWords[recvWords.length - 1] ?? '').toLowerCase().replace(/s$/, '');
    const byName = nameWords.length >= 2 && REMOVE26.test(nameWords[0] ?? '') && TENANT26.test((nameWords[nameWords.length - 1] ?? '').replace(/s$/, ''));
    if ((TENANT26.test(last) && !/\S/.test(argStr)) || byName) return { verb: 'delete', obj: 'whole', scope: 'one', mods, what };
  }
  // A canned public ACL handed to a storage call in an SDK's own notation (types.BucketCannedACLPublicRead,
  // CannedAccessControlList.PublicRead, S3CannedACL.PublicReadWrite, ObjectCannedACL.PUBLIC_READ, PublicAccessType.
  // BlobContainer, predefinedAcl: 'publicRead'): the bucket or its objects readable by anyone. A name that says people's
  // data makes it their data published.
  if (PUBLIC_ACL26.test(argStr)) {
    const names = [...`${argStr} ${c.rawRecv} ${s.code.slice(0, 2000)}`.matchAll(/["'`]([^"'`\n]{2,120})["'`]/g)].map((m) => m[1] as string).join(' ');
    const people = PEOPLE_BUCKET26.test(names);
    return { verb: 'expose', obj: 'bucket', scope: 'all', mods: mods | M.PUBLIC | (people ? M.PII : 0), what };
  }
  // …and a private one turns the protection on.
  if (PRIVATE_ACL26.test(argStr)) return { verb: 'update', obj: 'security', scope: 'one', mods: mods | M.PROTECT_ON, what };
  // A role added to an account's role mappings (users().get(id).roles().realmLevel().add(…), user.roles.add(role)): rights granted.
  if (/^(?:add|assign|grant)(?:Async|_async)?$/i.test(c.name) && /\broles?\b|\bRoles?\b|role_?mappings?|roleMappings?/.test(c.receiver) && !/\b(?:list|get_?all|remove)\b/.test(c.name)) {
    const admin = /admin|owner|global|privileged|superuser/i.test(`${argStr} ${line}`);
    return { verb: 'grant', obj: 'privilege', scope: 'one', mods: mods | (admin ? M.ADMIN : 0), what };
  }
  // A bucket's public-access block written (put_public_access_block, PutPublicAccessBlock): its settings say the
  // direction; removed altogether (delete_public_access_block) it protects nothing.
  // A builder chain carries its settings after the call that names the act (client.put_bucket_versioning().bucket(b)
  // .versioning_configuration(…Suspended…).send()): the statement is read, not only the call's own arguments.
  const stmt = statementAt(s.code, c.at, argStr);
  if (ACCESS_BLOCK_CALL26.test(c.name)) {
    if (nameWords[0] === 'delete' || nameWords[0] === 'remove') return { verb: 'weaken', obj: 'security', scope: 'one', mods, what };
    const sw = switchesInText(stmt.replace(/aws\.Bool\(\s*(true|false)\s*\)|(?:Boolean|bool)\(\s*(true|false)\s*\)/g, '$1$2'));
    if (sw.off > 0) return { verb: 'weaken', obj: 'security', scope: 'one', mods, what };
    if (sw.on > 0) return { verb: 'update', obj: 'security', scope: 'one', mods: mods | M.PROTECT_ON, what };
  }
  // A bucket's versioning switched (put_bucket_versioning Status Suspended, PutBucketVersioning, setVersioning(false)):
  // suspended, overwritten and deleted objects are gone for good (a recovery control reduced); enabled, it protects.
  // (A Rust or Java builder names the operation in the receiver: client.put_bucket_versioning().bucket(b).versioning_configuration(…).)
  const verOp = VERSIONING_CALL26.test(c.name) && /^(?:put|set|update|enable|disable|suspend|configure|patch)/i.test(c.name) ? c.name : /(?:^|\.)((?:put|set|update|enable|disable|suspend|configure|patch)_?\w*[Vv]ersioning\w*)\./.exec(c.receiver)?.[1] ?? '';
  if (verOp && /^(?:put|set|update|enable|disable|suspend|configure|patch)/i.test(verOp)) {
    if (/["']?Status["']?\s*[:=]\s*(?:["']?Suspended["']?|[\w.]*\.Suspended\b|[\w.]*StatusSuspended\b)|\b(?:set)?[Ss]tatus\(\s*["']?Suspended|(?:\.|::)(?:Suspended|SUSPENDED)\b|^\s*(?:false|False)\s*$|\bSUSPENDED\b/.test(stmt) || /^(?:disable|suspend)/i.test(verOp)) return { verb: 'disable', obj: 'backup', scope: 'one', mods, what };
    if (/["']?Status["']?\s*[:=]\s*(?:["']?Enabled["']?|[\w.]*\.Enabled\b|[\w.]*StatusEnabled\b)|\b(?:set)?[Ss]tatus\(\s*["']?Enabled|(?:\.|::)Status(?:\.|::)?Enabled\b|^\s*(?:true|True)\s*$|\bENABLED\b/.test(stmt) || /^enable/i.test(verOp)) return { verb: 'update', obj: 'security', scope: 'one', mods: mods | M.PROTECT_ON, what };
  }
  // A collection or database dropped through a handle bound from a driver (coll := client.Database("x").Collection("y");
  // coll.Drop(ctx)): the whole collection, as a drop on the chain itself.
  if (/^(?:drop|Drop|DropAsync|dropCollection)$/.test(c.name) && /^\s*(?:ctx|context\.\w+\(\s*\)|null|None|nil|cancellationToken|CancellationToken\.None)?\s*$/.test(argStr)) {
    const handle = /^([A-Za-z_$][\w$]*)\.$/.exec(c.receiver)?.[1];
    if (handle && COLLECTION_BOUND26(handle).test(s.code)) return { verb: 'delete', obj: 'table', scope: 'all', mods, what };
    if (handle && DATABASE_BOUND26(handle).test(s.code)) return { verb: 'delete', obj: 'database', scope: 'all', mods, what };
  }
  // A container deleted through a handle bound from its database or service (container = database.getContainer("orders");
  // container.delete()): a Cosmos container is a whole table, a blob container a whole bucket.
  if (/^(?:delete|Delete|DeleteAsync|deleteAsync|delete_container|deleteContainer|DeleteContainerAsync|deleteIfExists|DeleteIfExistsAsync)$/.test(c.name) && /^\s*(?:ctx|null|None|nil)?\s*$/.test(argStr)) {
    const handle = /^([A-Za-z_$][\w$]*)\.$/.exec(c.receiver)?.[1];
    if (handle && new RegExp(String.raw`\b${handle}\s*:?=\s*(?:await\s+)?[\w.]*\.\s*(?:getContainer|GetContainer|get_container_client|getContainerClient|GetBlobContainerClient|get_container)\s*\(`).test(s.code)) return { verb: 'delete', obj: /cosmos/i.test(s.code) ? 'table' : 'bucket', scope: 'all', mods, what };
  }
  // A document store's bulk delete given an empty filter (delete_many({}), DeleteManyAsync(Filter.Empty), bson.D{}):
  // every document of the collection, whatever the collection's name says it holds.
  if (MANY_DELETE26.test(c.name) && EMPTY_FILTER26.test(argStr) && (act?.obj === 'regenerable' || act?.obj === 'cache' || !act || act.scope !== 'all')) return { verb: 'empty', obj: 'table', scope: 'all', mods, what };
  return undefined;
}

/**
 * (cls-sdk26) A directory role's or admin group's membership written (graph.DirectoryRoles[id].Members.Ref.PostAsync(body),
 * directory_roles.by_directory_role_id(id).members.ref.post(ref), roles.members.add(user)): rights granted, not a message
 * sent nor a new object created. Called before the HTTP-call reading too, as some clients name their write post().
 */
export function roleGrant26(c: Call26, code: string, mods: number): Act | undefined {
  if (!ADD_VERB26.test(c.name) || !SDK26_GATE.test(c.rawRecv)) return undefined;
  const line = lineOf(code, c.at);
  if (!ROLE_CHAIN26.test(`${line} ${c.rawRecv}`)) return undefined;
  // Directory roles (Entra's directoryRoles) are administrator roles by definition.
  const admin = /admin|owner|global|privileged|superuser|directory_?roles|DirectoryRoles/i.test(`${line} ${code.slice(0, 2000)}`);
  return { verb: 'grant', obj: 'privilege', scope: 'one', mods: mods | (admin ? M.ADMIN : 0), what: `${c.rawRecv}${c.name}(…)`.slice(0, 80) };
}

/** Paging-only keys: a listing given only these lists everything. */
const PAGING_ONLY26 = /^(?:per_?page|perPage|page|page_?size|pageSize|PageSize|limit|Limit|max_?results|maxResults|MaxResults|page_?token|pageToken|PageToken|offset|cursor|starting_?after|fields|include_?totals|includeTotals|sort|order|ctx|context)$/;
const LISTING_METHOD26 = /^(?:get_?all|getAll|GetAll|list|List|list_?all|listAll|ListAll|list_?users|listUsers|ListUsers|iterate_?all|iterateAll|find_?all|findAll|scan|Scan|all|All|get_?users|getUsers|GetUsers|list_?objects(?:_v2)?|listObjects(?:V2)?|ListObjects(?:V2)?|list_?blobs|listBlobs|GetBlobs|getBlobs)(?:Async|_async)?$/;

/**
 * (cls-sdk26) A loop over a listing bound to a name first (users = await management.users.getAll({ per_page: 100 });
 * for (const u of users.data) …; resp = client.list_users(); for u in resp["Users"]: …): the loop walks what the listing
 * returned. Given only paging keys it is every item ('all'); any other argument narrows it ('some').
 */
export function boundListing26(text: string): 'all' | 'some' | undefined {
  const loopSrc = /\bfor\s*\(?\s*(?:const|let|var|val)?\s*[A-Za-z_$][\w$]*\s+(?:in|of)\s+(?:await\s+)?([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*|\[\s*["'][\w$]+["']\s*\])?\s*[):]/.exec(text)?.[1] ?? /\b([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*|\[\s*["'][\w$]+["']\s*\])?\s*\.\s*(?:each|forEach)\s*(?:\{|\(|do\b)/.exec(text)?.[1];
  if (!loopSrc) return undefined;
  // (also destructured: const { data } = await management.users.getAll(…))
  const src = loopSrc.replace(/\$/g, '\\$');
  const bound = new RegExp(String.raw`(?:\b${src}|\{[^{}\n]{0,80}\b${src}\b[^{}\n]{0,80}\})\s*:?=\s*(?:await\s+)?[\w$.]*\.\s*([A-Za-z_$][\w$]*)\s*\(([^()\n]{0,300})\)`).exec(text);
  if (!bound || !LISTING_METHOD26.test(bound[1] as string)) {
    // A search bound to the name whose only criterion is a status (gateway.transaction.search do |s| s.status.in(…Settled)
    // end; Subscription.search(status: "active")): every live item of its kind, as a status-only listing is.
    const search = new RegExp(String.raw`\b${loopSrc.replace(/\$/g, '\\$')}\s*=\s*(?:await\s+)?[\w$.:]*\.\s*(?:search|where|filter|query)\s*(?:\(([^()\n]{0,300})\))?\s*(?:do\s*\|\s*(\w+)\s*\|([\s\S]{0,400}?)\bend\b|\{\s*\|\s*(\w+)\s*\|([^{}]{0,400})\})?`).exec(text);
    if (!search || (search[1] === undefined && search[3] === undefined && search[5] === undefined)) return undefined;
    const crit = `${search[1] ?? ''} ${search[3] ?? search[5] ?? ''}`;
    const fields = [...crit.matchAll(/(?:\b\w+\.)?([A-Za-z_]\w*)\s*(?:\.\s*(?:in|is|==|eq|is_not)\b|[:=](?!=)\s*\S)/g)].map((m) => (m[1] as string).toLowerCase());
    return fields.length && fields.every((x) => /^(?:status|state)$/.test(x)) ? 'all' : 'some';
  }
  const args = (bound[2] as string).replace(/^\s*\{|\}\s*$/g, '');
  const keys = [...args.matchAll(/([A-Za-z_$][\w$]*)\s*[:=](?!=)/g)].map((m) => m[1] as string);
  const positional = args.trim() && !keys.length;
  if (positional || keys.some((k) => !PAGING_ONLY26.test(k))) return 'some';
  return 'all';
}
