// (cls-api18) A filter that matches every row is no filter: the set it names is everything. Shared by the SQL reader
// (rules/data.ts `whereScope`), tool-call arguments (readers/tool.ts) and API arguments and bodies (readers/api.ts), so a
// WHERE clause, a SOQL query handed to a tool, a REST `filter` string and a GraphQL/Mongo-style bound mean the same scope.
//
// Always-true shapes read here (the older TAUTOLOGY in rules/data.ts keeps 1=1, 'a'='a', id > 0, LIKE '%' …):
// - a time bound no row can fail: `< '2999-01-01'` (any year from 2100), `> '1900-01-01'` / `>= 1970-01-01T00:00:00Z`
//   (any year up to 1971), on any column, quoted, unquoted (SOQL) or wrapped (DATE '…', TIMESTAMP '…');
// - `x IS NULL OR x IS NOT NULL` (either order) on one column;
// - a key compared with null or a negative number (`Id != null` in SOQL, `id > -1`, `id >= 0`);
// - a constant inequality (`1 <> 0`, `1 != 2`);
// - a search-syntax bound of the same kind (`created_at:<2999-01-01`, `created:>1970-01-01`).

const COL = String.raw`[\x60"\[]?(?:\w+\.)*(\w+)[\x60"\]]?`;
const DATE_LIT = String.raw`(?:(?:date|timestamp|datetime)\s*\(?\s*)?['"]?(\d{4})-\d{2}(?:-\d{2})?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?['"]?\s*\)?`;
const LESS_THAN = new RegExp(String.raw`^${COL}\s*<=?\s*${DATE_LIT}$`, 'i');
const MORE_THAN = new RegExp(String.raw`^${COL}\s*>=?\s*${DATE_LIT}$`, 'i');
const NULL_EITHER = new RegExp(String.raw`^${COL}\s+is\s+(?:not\s+)?null\s+or\s+${COL}\s+is\s+(?:not\s+)?null$`, 'i');
const KEY_NOT_NULL = /^[\x60"[]?(?:\w+\.)*(?:id|pk|uuid|guid|\w+_id|\w+Id)[\x60"\]]?\s*(?:!=|<>)\s*null$/i;
const KEY_ABOVE_NEGATIVE = /^[\x60"[]?(?:\w+\.)*(?:id|pk|\w+_id)[\x60"\]]?\s*(?:>\s*-\s*\d+|>=\s*-?\s*0)$/i;
const SEARCH_BOUND = /^([\w.]+):\s*([<>]=?)\s*["']?(\d{4})-\d{2}(?:-\d{2})?(?:[T ][\d:.]+Z?)?["']?$/;
const CONST_UNEQUAL = /^(\d{1,3})\s*(?:!=|<>)\s*(\d{1,3})$/;
/** The SQL reader's older shapes, for filters outside SQL: 1=1, true, x = x, id > 0, LIKE '%'. */
const PLAIN = /^(?:1\s*=\s*1|true|(\w+)\s*=\s*\1|[\x60"[]?(?:\w+\.)*(?:id|pk|\w+_id)[\x60"\]]?\s*(?:>\s*0|>=\s*[01])|[\x60"[]?(?:\w+\.)*\w+[\x60"\]]?\s+like\s+'%+')$/i;

/** One condition (no AND/OR at its top but the null pair) that every row meets. */
export function alwaysTrue(clause: string): boolean {
  let c = clause.trim();
  if (c.length > 300) return false;
  while (c.startsWith('(') && c.endsWith(')')) c = c.slice(1, -1).trim();
  c = c.replace(/;+$/, '').trim();
  let m = LESS_THAN.exec(c);
  if (m && Number(m[2]) >= 2100) return true;
  m = MORE_THAN.exec(c);
  if (m && Number(m[2]) <= 1971) return true;
  // Search syntax (Shopify, GitHub, Stripe search): created_at:<2999-01-01, created:>1970-01-01.
  m = SEARCH_BOUND.exec(c);
  if (m && (m[2]?.startsWith('<') ? Number(m[3]) >= 2100 : Number(m[3]) <= 1971)) return true;
  m = NULL_EITHER.exec(c);
  if (m && m[1]?.toLowerCase() === m[2]?.toLowerCase() && /\bnot\s+null\b/i.test(c) && /\bis\s+null\b/i.test(c)) return true;
  if (PLAIN.test(c) || KEY_NOT_NULL.test(c) || KEY_ABOVE_NEGATIVE.test(c)) return true;
  m = CONST_UNEQUAL.exec(c);
  if (m && m[1] !== m[2]) return true;
  return false;
}

/**
 * A filter argument's text (a bare condition, or a query whose WHERE clause is it: `SELECT Id FROM Account WHERE
 * CreatedDate > 1900-01-01T00:00:00Z`) that matches every row.
 */
export function filterMatchesAll(text: string): boolean {
  if (text.length > 2000) return false;
  const w = /\bwhere\b/i.exec(text);
  let clause = w ? text.slice(w.index + 5) : text;
  const cut = /\b(?:order\s+by|group\s+by|limit|returning)\b/i.exec(clause);
  if (cut) clause = clause.slice(0, cut.index);
  return alwaysTrue(clause);
}

/**
 * A structured bound no item can fail, written as data (Hasura/Prisma/Mongo style): `{"created_at": {"_lt": "2999-01-01"}}`,
 * `{"$lte": "2100-01-01"}`, `{"createdAt": {"gt": "1900-01-01"}}`, `{"id": {"_gt": 0}}`.
 */
export const DATA_BOUND_ALL = /["']?\$?_?(?:lte?|before)["']?\s*:\s*["'](?:2[1-9]\d\d|[3-9]\d{3})-\d{2}|["']?\$?_?(?:gte?|after)["']?\s*:\s*["'](?:1[0-8]\d\d|19[0-6]\d|197[01])-\d{2}|["']?id["']?\s*:\s*\{\s*["']?\$?_?gte?["']?\s*:\s*(?:0|-\d+)\s*\}/i;
