// cls-sdk20: readings shared by the HTTP, gRPC and SDK readers, so one act gets one tier on every carrier.
import { f, snippet, type Finding } from '../findings';
import { M } from '../meaning';
import { strings, type Loose } from '../text/loose';
import type { Op } from './words';

/** A managed database service, named by its API host, gRPC service or client (Cloud SQL, Spanner, Bigtable, AlloyDB,
 * Memorystore, RDS/Aurora, DocumentDB, Neptune, ElastiCache, Cosmos DB, Atlas …). Its instances and clusters are databases. */
export const DB_SERVICE = /(?:^|[^a-z])(?:sqladmin|spanner|bigtable(?:admin)?|alloydb|redis\.googleapis|memcache\.googleapis|memorystore|rds|aurora|docdb|documentdb|neptune|elasticache|memorydb|cosmos(?:db)?|mongodbatlas|cloud\.mongodb|InstanceAdmin|DatabaseAdmin|BigtableInstanceAdmin|CloudRedis|SqlInstances|sql_?admin|databases(?=\/))(?:[^a-z]|$)/i;

/** The word of an instance or cluster collection (instances, Instance, clusters). */
export const INSTANCE_WORD = /^(?:instances?|clusters?)$/i;

/** A resource name that says it is a database (prod-db, orders_database, pg-main, mysql-1). */
export const DB_NAMED = /(?:^|[-_./])(?:db|database|postgres(?:ql)?|pg|mysql|mariadb|mongo(?:db)?|redis|valkey|sql)(?:[-_.\d]|$)/i;

/** A bulk job created for a removing operation (Salesforce Bulk API 2.0 {"operation": "hardDelete"}). */
export const BULK_DELETE_OP = /["']?operation["']?\s*[:=]\s*["'](?:hard_?delete|delete|purge)["']/i;


const SIGNED_LINK = /\b(?:GenerateSasUri|GetSasUri|generate_(?:container|blob|account|share|file|queue)_sas|generate(?:Blob|Account|File|Queue)SASQueryParameters|generateSasUrl|generate_signed_url|getSignedUrl(?:Promise)?|generate_presigned_url|presignedPutObject|presignedGetObject|createPresignedPost|getSignedUrl)\s*\(/;
const WIDE_RIGHTS = /Permissions\.All\b|\b(?:write|delete|add|create)\s*=\s*True\b|\b(?:write|delete)\s*:\s*true\b|permissions?\s*[:=]\s*["'][racwdlxt]*[wd][racwdlxt]*["']|method\s*[:=]\s*["'](?:PUT|POST|DELETE)["']|\baction\s*:\s*["'](?:write|delete|resumable)["']|put_object|presignedPutObject|createPresignedPost|Permissions\.(?:Write|Delete|Create|Add)\b/;
const LONG_LIFE = /\.Add(?:Years|Months)\(\s*\d|\.AddDays\(\s*(?:[3-9]\d|\d{3,})\b|timedelta\(\s*(?:days\s*=\s*(?:[3-9]\d|\d{3,})|weeks\s*=\s*(?:[5-9]|\d{2,}))\b|\b(?:expires_?in|ExpiresIn|expiration|expires)\s*[:=]\s*(?:[2-9]\d{6}|\d{8,})\b|relativedelta\(\s*(?:years|months)\s*=/;

/** A signed URL or SAS handed out: write or delete rights and a lifetime of a month or more make it a standing credential
 * given by link (dangerous); write or delete rights alone reach whoever holds the link (destructive); a short read stays routine. */
export function signedLinks(code: string): Finding[] {
  const m = SIGNED_LINK.exec(code);
  if (!m) return [];
  const around = code.slice(Math.max(0, m.index - 600), m.index + 800);
  const wide = WIDE_RIGHTS.test(around);
  const long = LONG_LIFE.test(around);
  const what = snippet(code.slice(m.index, m.index + 80), 60);
  if (long && (wide || /container|account|bucket/i.test(m[0]))) return [f('dangerous', `hands out a signed link that stays valid for months${wide ? ' with write or delete rights' : ''}: a standing credential anyone holding it can use (${what})`)];
  if (wide) return [f('destructive', `hands out a signed link with write or delete rights (${what})`)];
  return [];
}


const IDP = /^(?:keycloak|okta|entra|azuread|aad|graph|msgraph|auth0|onelogin|jumpcloud|scim|google_?workspace|gworkspace|directory|admin_?directory|cognito|ping(?:identity|one)?|fusionauth|authentik|zitadel|workos)$/i;

/** (cls-sdk20) A tool call of the acts the HTTP and SDK readers read: a realtime database's root or child path, a Keycloak
 * realm, an identity provider's group or sign-in control, a bulk job's operation, a managed database instance, a signed
 * link's rights, an administrator made, a multi-recipient send, a provider's sandbox endpoint. */
export function sdk20Tool(op: Op, words: readonly string[], a: Loose, server: string): Op {
  const all = [...words, ...server.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  const has = (re: RegExp) => all.some((w) => re.test(w));
  const args = strings(a).slice(0, 60);
  const arg = (re: RegExp) => args.find((x) => re.test(x.key))?.value;
  // A provider's sandbox-only endpoint (Plaid sandbox_public_token_create): test data.
  if (/^sandbox$/i.test(words[0] ?? '')) return { ...op, verb: 'read', obj: 'record', mods: op.mods | M.TEST_MODE };
  // A realtime database removed at a path: the root is every record, a child path one record.
  if (op.verb === 'delete' && has(/^(?:database|rtdb|firebase|realtime)$/i)) {
    const p = arg(/^(?:path|ref|reference|node|key)$/i);
    if (p !== undefined) {
      const depth = p.split('/').filter(Boolean).length;
      if (depth === 0) return { ...op, obj: 'database', scope: 'all' };
      if (depth >= 2) return { ...op, obj: 'record', scope: 'one' };
      return { ...op, obj: 'table', scope: 'all' };
    }
  }
  if (op.verb === 'delete' && words.some((w) => /^realms?$/i.test(w)) && !words.some((w) => /^(?:groups?|users?|clients?|roles?|sessions?|keys?)$/i.test(w))) return { ...op, obj: 'whole', scope: 'one' };
  if (op.verb === 'delete' && words.some((w) => /^groups?$/i.test(w)) && !words.some((w) => /^(?:users?|members?|memberships?|owners?|principals?)$/i.test(w)) && has(IDP)) return { ...op, verb: 'revoke', obj: 'group', scope: 'some' };
  if ((op.verb === 'delete' || op.verb === 'disable') && (words.some((w) => /^(?:factors?|authenticators?|mfa|2fa|otp|totp|webauthn)$/i.test(w)) || (words.some((w) => /^conditional$/i.test(w)) && words.some((w) => /^access$/i.test(w))))) return { ...op, obj: 'security' };
  // A bulk job is the operation it names (Salesforce create_bulk_job {"operation": "hardDelete"}); a query job reads.
  if (words.some((w) => /^(?:bulk|ingest|jobs?)$/i.test(w))) {
    const o = arg(/^operation$/i);
    if (o && /^(?:hard_?delete|delete|purge)$/i.test(o)) return { ...op, verb: 'delete', obj: 'record', scope: 'some' };
    if (o && /^query(?:all)?$/i.test(o)) return { ...op, verb: 'read', obj: 'record' };
    if (o && /^(?:insert|upsert|update)$/i.test(o)) return { ...op, verb: 'update', obj: 'record', scope: 'some' };
  }
  if (op.verb === 'delete' && words.some((w) => INSTANCE_WORD.test(w))) {
    const name = arg(/^(?:instance|instance_?id|instanceid|name|cluster|cluster_?id|clusterid)$/i) ?? '';
    if (DB_SERVICE.test(all.join(' ')) || has(/^(?:sql|spanner|bigtable|alloydb|redis|memorystore|database|db)$/i) || DB_NAMED.test(name.split('/').pop() ?? '')) return { ...op, obj: 'database' };
  }
  // A signed link's rights: every right, or both write and delete, is a standing credential handed out; write alone
  // reaches whoever holds the link.
  if (words.some((w) => /^(?:sas|signed|presign|presigned|signedurl)$/i.test(w))) {
    const perm = arg(/^(?:permissions?|perms?|sp|access)$/i) ?? '';
    if (/^all$/i.test(perm) || (/w/i.test(perm) && /d/i.test(perm) && /^[racwdlxtimpuy]+$/i.test(perm))) return { ...op, verb: 'share', obj: 'secret', mods: op.mods | M.LINK };
    if (/^[racwdlxtimpuy]*w[racwdlxtimpuy]*$/i.test(perm)) return { ...op, verb: 'share', obj: 'file', mods: op.mods | M.LINK };
  }
  // Expense reports, bills or invoices approved for payment in bulk (expensify.approve_reports {"all": true}, a plural
  // name with a filter and no id): many payments released; one report approved stays one payment approved.
  if (approvesPayments(words, args.some((x) => /^all$/i.test(x.key) && /^true$/i.test(x.value)) || (words.some((w) => MONEY_RECORDS.test(w) && /s$/i.test(w)) && !args.some((x) => /(?:^id$|_?ids?$|Ids?$|IDs?$)/.test(x.key))))) return { ...op, verb: 'pay', obj: 'money', scope: 'some' };
  if (words.some((w) => /^make$/i.test(w)) && words.some((w) => /^(?:admin|superadmin|owner)$/i.test(w)) && !/^false$/i.test(arg(/^status$/i) ?? '')) return { ...op, verb: 'grant', obj: 'privilege', mods: op.mods | M.ADMIN };
  if ((op.verb === 'send' || !op.verb) && words.some((w) => /^(?:multiple|multicast|bulk|batch)$/i.test(w)) && words.some((w) => /^(?:send|sends)$/i.test(w))) return { ...op, verb: 'send', obj: op.obj ?? 'message', mods: op.mods | M.MASS };
  return op;
}

const MONEY_RECORDS = /^(?:reports?|expenses?|expense_?reports?|bills?|invoices?|reimbursements?|payouts?|payments?|timesheets?|claims?)$/i;

/** (cls-sdk20) An approval that releases money (expense reports, bills, invoices, reimbursements) over many at once. */
export function approvesPayments(words: readonly string[], many: boolean): boolean {
  return many && words.some((w) => /^(?:approve|approves|approval|approveall|approve_?all)$/i.test(w)) && words.some((w) => MONEY_RECORDS.test(w)) && !words.some((w) => /^(?:list|get|preview|draft|request|requests|submit)$/i.test(w));
}
