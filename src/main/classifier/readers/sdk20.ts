// cls-sdk20: readings shared by the HTTP, gRPC and SDK readers, so one act gets one tier on every carrier.
import { f, snippet, type Finding } from '../findings';

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
