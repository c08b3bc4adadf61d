// SQL (Postgres, MySQL, SQLite …), MongoDB shell calls and Redis commands.
import { whereSaidMissing26 } from '../readers/intl26';
import type { DangerLevel } from '../../../shared/vocabulary';
import { detectEnv } from '../context';
import { f, snippet, type Finding } from '../findings';
import { judge } from '../meaning';
import type { Cmd } from '../shell/parse';
import { optValue, positionals } from '../shell/parse';
import { commandFamily, type Ctx, type Handler } from './types';
import { alwaysTrue } from '../text/filters';
import { anotherOwnersStore, PEOPLE_STORE_NAME } from '../text/personal';
import { localDbFile25 } from '../readers/benign25';
import { procedureBody26 } from '../readers/interp26';

// ------------------------------------------------------------------ SQL

/** Finds where an SQL statement starts in free text (-1 when there is none). */
const SQL_START = new RegExp(
  [
    String.raw`\bselect\s+(?:[\w*"\x60.(),\s]{1,300}?\s+from\b|count\s*\(|\*|1\b|version\(|now\(|current_)`,
    String.raw`\binsert\s+(?:ignore\s+)?into\s`,
    String.raw`\bupsert\s+into\s`,
    String.raw`\breplace\s+into\s`,
    String.raw`\bupdate\s+(?:only\s+)?[\w."\x60\[\]]+\s+set\s`,
    String.raw`\bdelete\s+from\s`,
    String.raw`\bdelete\s+[\w.]+\s+from\s`,
    String.raw`\bdrop\s+(?:table|database|schema|view|materialized\s+view|index|collection|user|role|keyspace|sequence|function|procedure|trigger|owned|extension|type|policy|if\s+exists)\b`,
    String.raw`\btruncate\s+(?:table\s+)?[\w."\x60]+`,
    String.raw`\balter\s+(?:table|database|schema|user|role|system|index|view|sequence)\s`,
    String.raw`\bcreate\s+(?:table|temp\s+table|temporary\s+table|unique\s+index|index|view|materialized\s+view|schema|database|user|role|or\s+replace|extension|function|procedure|trigger|sequence|type|policy)\b`,
    String.raw`\bgrant\s+[\w ,]+\s+on\s`,
    String.raw`\bgrant\s+\w+\s+to\s`,
    String.raw`\brevoke\s+[\w ,]+\s+(?:on|from)\s`,
    String.raw`\bshow\s+(?:tables|databases|schemas|columns|index|indexes|create|processlist|full\s+processlist|grants|variables|status|search_path|all)\b`,
    String.raw`\bexplain\b`,
    String.raw`\b(?:describe|desc)\s+[\w.\x60"]+\s*;?\s*$`,
    String.raw`\bvacuum\b`,
    String.raw`\breindex\s`,
    String.raw`\bmerge\s+into\s`,
    String.raw`\bcopy\s+[\w.]+\s*(?:\([^)]*\)\s*)?(?:from|to)\s`,
    String.raw`\bpragma\s+\w+`,
    String.raw`\bcopy\s*\(\s*select\b[\s\S]{0,400}?\)\s*to\s`,
    // (cls-sdk21) Snowflake's and Databricks' COPY INTO a stage, a cloud URL or a table.
    String.raw`\bcopy\s+into\s+(?:@|'|"|[\w.]+\s+from\s)`,
    // Cypher (Neo4j, Memgraph, AGE): a pattern match, or a write of a matched pattern.
    String.raw`^\s*(?:optional\s+)?match\s*\(`,
    String.raw`\bmatch\s*\([\w:\s]*(?:\{[^}]*\})?\)[\s\S]{0,300}?\b(?:detach\s+)?delete\b`,
    String.raw`\bcall\s+apoc\.`,
    String.raw`^\s*\.(?:schema|tables|indexes|dump|databases|show|mode|headers)\b`,
    String.raw`^\s*\\(?:d[tnviusf+]*|l|dn|du|conninfo)\b`,
  ].join('|'),
  'i',
);

const SQL_WORDS = /select|insert|upsert|replace|update|delete|drop|truncate|alter|create|grant|revoke|show|explain|describe|desc|vacuum|reindex|merge|copy|pragma|match|apoc|^\s*[.\\]/i;

export function findSql(text: string): number {
  if (!SQL_WORDS.test(text)) return -1;
  const m = SQL_START.exec(text);
  return m ? m.index : -1;
}

const CLIENT_LINE = /^(?:\\[a-zA-Z!?]\S*(?:[ \t][^;\n]*)?|(?:whenever\s+(?:sqlerror|oserror)|set\s+(?:feedback|echo|serveroutput|pagesize|linesize|heading|termout|timing|verify|define|trimspool|colsep|long|autocommit)\b|spool\b|prompt\b|conn(?:ect)?\s+\S)[^;\n]*;?)\s*$/i;
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let q = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i] as string;
    // (cls-code17) A client's own command at the start of a statement (psql's \c db, \set, \timing; SQL*Plus WHENEVER,
    // SET FEEDBACK, SPOOL, PROMPT, CONNECT) ends at its line, not at a semicolon: the statement after it is its own.
    if (!q && !cur.trim() && (c === '\\' || c === 'W' || c === 'w' || c === 'S' || c === 's' || c === 'P' || c === 'p' || c === 'C' || c === 'c')) {
      const eol = sql.indexOf('\n', i);
      const line = sql.slice(i, eol < 0 ? sql.length : eol);
      if (eol > 0 && CLIENT_LINE.test(line)) {
        out.push(line.trim().replace(/;$/, ''));
        cur = '';
        i = eol;
        continue;
      }
    }
    if (q) {
      if (c === q) q = '';
    } else if (c === "'" || c === '"' || c === '`') q = c;
    else if (c === ';') {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

type WhereScope = 'none' | 'all' | 'key' | 'filter';

const KEY_COL = String.raw`[\x60"\[]?(?:\w+\.)?(?:id|uuid|guid|pk|key|\w+_id|\w+Id|\w+_uuid|email|username|slug|sku|code|handle|name)[\x60"\]]?`;
const KEY_VAL = String.raw`(?:'[^']*'|"[^"]*"|-?\d+|\$\d+|\?|:\w+|@\w+|ObjectId\([^)]*\))`;
const KEY_EQ = new RegExp(String.raw`^${KEY_COL}\s*(?:=\s*${KEY_VAL}|in\s*\(\s*${KEY_VAL}(?:\s*,\s*${KEY_VAL}){0,19}\s*\))`, 'i');
const TAUTOLOGY = /^(?:\(?\s*)?(?:1\s*=\s*1|true|1|'(\w*)'\s*=\s*'\1'|"(\w*)"\s*=\s*"\2"|(\d+)\s*=\s*\3|(\w+)\s*=\s*\4|(?:\w+\.)?(?:id|\w+_id|pk)\s*(?:>|>=)\s*[01]|(?:\w+\.)?(?:id|\w+_id|pk|created_at|createdat|created|email|uuid)\s+is\s+not\s+null|(?:\w+\.)?created_?at\s*(?:>|>=)\s*'(?:19[0-9]{2}|200[0-9])[-\d]*'|(?:\w+\.)?created_?at\s*<\s*now\(\)|(?:\w+\.)?\w+\s+like\s+'%+')(?:\b|(?<=['"]))\s*\)?\s*$|\bor\s+(?:1\s*=\s*1|true|'(\w*)'\s*=\s*'\5')(?:\b|(?<='))/i;

/** (cls-holes18) A column naming a group many rows belong to (clinic_id, tenant_id, department_id, org_id): equal to one
 *  value it selects every row of that group, a set, unless the table is that group's own (clinics WHERE clinic_id = 12). */
const GROUP_COL = /^[\x60"[]?(?:\w+\.)?(clinic|hospital|practice|tenant|org|organi[sz]ation|company|department|dept|team|school|district|region|store|branch|site|location|warehouse|workspace|project|cohort|course|class|facility|ward|division|campus|franchise|agency|plan|segment|campaign)_?[iI]d[\x60"\]]?\s*(?:=|in\b)/i;

function groupKey(cond: string, table: string): boolean {
  const g = GROUP_COL.exec(cond)?.[1]?.toLowerCase();
  if (!g) return false;
  const t = (table.split('.').pop() ?? '').toLowerCase().replace(/[\x60"[\]]/g, '');
  return !(t === g || t === `${g}s` || t === `${g}es` || (g.endsWith('y') && t === `${g.slice(0, -1)}ies`));
}

function whereScope(stmt: string, table = ''): { scope: WhereScope; clause: string } {
  const m = /\bwhere\b/i.exec(stmt);
  // (cls-intl26) "… without a WHERE clause", "ohne WHERE", "sin where": the statement is said to have none.
  if (m && whereSaidMissing26(stmt.slice(Math.max(0, m.index - 16), m.index))) return { scope: 'none', clause: '' };
  if (!m) {
    if (/\blimit\s+1\b/i.test(stmt)) return { scope: 'key', clause: 'LIMIT 1' };
    return { scope: 'none', clause: '' };
  }
  let clause = stmt.slice(m.index + 5).trim();
  const cut = /\b(?:order\s+by|group\s+by|limit|returning|on\s+the|in\s+the|on\s+(?:prod|staging|dev)|via|using\s+the|from\s+the)\b/i.exec(clause);
  const full = clause;
  if (cut) clause = clause.slice(0, cut.index).trim();
  clause = clause.replace(/;+\s*$/, '').trim();
  if ((clause.match(/'/g)?.length ?? 0) % 2 === 1 && clause.endsWith("'")) clause = clause.slice(0, -1).trim();
  if ((clause.match(/"/g)?.length ?? 0) % 2 === 1 && clause.endsWith('"')) clause = clause.slice(0, -1).trim();
  // (cls-api18) Also far-future/far-past time bounds, `x IS NULL OR x IS NOT NULL`, `Id != null`, `id > -1` (text/filters.ts).
  if (TAUTOLOGY.test(clause) || alwaysTrue(clause)) return { scope: 'all', clause };
  // Several conditions joined by AND: scoped by key when one of them is.
  const conj = clause.split(/\s+and\s+/i);
  for (const c of conj) if (KEY_EQ.test(c.trim()) && !(table && groupKey(c.trim(), table))) return { scope: 'key', clause };
  if (/\blimit\s+1\b/i.test(full)) return { scope: 'key', clause };
  return { scope: 'filter', clause };
}

function tableAfter(stmt: string, re: RegExp): string {
  const m = re.exec(stmt);
  return m?.[1] ? m[1].replace(/[\x60"[\]]/g, '') : '';
}

/** Levels by environment, LABELS.md: [production, unknown, staging, dev]. */
type Ladder = readonly [DangerLevel, DangerLevel, DangerLevel, DangerLevel];
/** (cls-en17) SET of an administrator role or flag: role/user_role/access_level = 'admin|owner|superuser|root', is_admin/admin/is_superuser/superuser/is_staff/is_root = 1|true. */
// (cls-interp26: MySQL's double-quoted string, SET role = "admin", too.)
const ADMIN_ROW_SET = /\bset\b[^;]*?\b(?:(?:user_?)?roles?|access_?level|user_?type|account_?type|permission_?level|rank)\s*=\s*['"](?:admin|administrator|owner|super_?admin|super_?user|superuser|root|sysadmin)['"]|\bset\b[^;]*?\b(?:is_?admin|admin|is_?super_?user|super_?user|is_?staff|is_?root|is_?owner|is_?super_?admin)\s*=\s*(?:1|true|'t'|'true'|'1'|'y'|'yes')\b/i;
function at(l: Ladder, reason: string): Finding {
  return { level: l[0], unknown: l[1], staging: l[2], dev: l[3], reason };
}
/** Every row, a whole table, database or schema. */
const ALL_DATA: Ladder = ['forbidden', 'forbidden', 'dangerous', 'destructive'];
/** A filtered set of rows. */
const SOME_DATA: Ladder = ['dangerous', 'dangerous', 'dangerous', 'destructive'];
const SOME_UPDATE: Ladder = ['dangerous', 'dangerous', 'destructive', 'reversible'];
/** One named row. */
const ONE_DELETE: Ladder = ['destructive', 'destructive', 'destructive', 'reversible'];
const ONE_UPDATE: Ladder = ['destructive', 'destructive', 'reversible', 'reversible'];
const ADD_ROWS: Ladder = ['destructive', 'reversible', 'reversible', 'reversible'];
const SCHEMA_CHANGE: Ladder = ['dangerous', 'destructive', 'destructive', 'reversible'];
const LOSSY_SCHEMA: Ladder = ['dangerous', 'dangerous', 'dangerous', 'destructive'];
const WEAKEN: Ladder = ['dangerous', 'dangerous', 'dangerous', 'destructive'];

/** A database setting that turns a protection off: audit or general logging, retention / time travel, transport security, password checks. */
function settingOff(s: string): Finding | null {
  const sn = snippet(s, 70);
  const sets = [...s.matchAll(/\b([\w.]+)\s*(?:=|\bto\b)\s*'?([\w.-]+)'?/gi)].map((m) => [(m[1] as string).toLowerCase(), (m[2] as string).toLowerCase()] as const);
  let found: Finding | null = null;
  // (lead15) SQL Server: ALTER SERVER|DATABASE AUDIT [SPECIFICATION] x WITH (STATE = OFF) stops that audit.
  if (/^\s*alter\s+(?:server|database)\s+audit\b/i.test(s) && /\bstate\s*=\s*off\b/i.test(s)) return at(['forbidden', 'dangerous', 'dangerous', 'destructive'], `turns off audit logging (${sn})`);
  for (const [name, value] of sets) {
    const off = /^(?:off|none|0|false|no|disabled?|null)$/.test(value);
    if (/audit/.test(name) && off) return at(['forbidden', 'dangerous', 'dangerous', 'destructive'], `turns off audit logging (${sn})`);
    // A retention counted in seconds (CockroachDB gc.ttlseconds, *_retention_seconds): minutes keep nothing to recover.
    if (/(?:ttl_?seconds|retention_?(?:seconds|secs))$/.test(name) && /^\d+$/.test(value) && Number(value) <= 600) found = at(WEAKEN, `shrinks data retention to ${value} seconds: recovery history is lost (${sn})`);
    else if (/(?:retention|time_travel|timetravel|ttl|expiration|retain)/.test(name) && /^\d+$/.test(value) && Number(value) <= 1) found = at(WEAKEN, `shrinks data retention to ${value}: recovery history is lost (${sn})`);
    else if (/^(?:require_secure_transport|ssl|require_ssl|validate_password\w*|password_encryption|log_connections|log_disconnections|pgaudit\.\w+|local_infile)$/.test(name) && (off || name === 'local_infile' && /^(?:on|1|true)$/.test(value))) found = at(WEAKEN, `weakens a database security setting (${sn})`);
    else if (/^(?:general_log|log_statement|slow_query_log|log_min_duration_statement|binlog\w*|log_bin\w*)$/.test(name) && off) found = found ?? at(['dangerous', 'destructive', 'destructive', 'reversible'], `turns off database logging (${sn})`);
  }
  return found;
}

/** A graph key: id(n) = 5, elementId(n) = '…', n.id / n.uuid / n.email = value. */
const CYPHER_KEY = /^\s*(?:(?:element)?id\s*\(\s*\w+\s*\)\s*=\s*[\w'"$-]+|\w+\.(?:id|uuid|guid|email|username|slug|key|\w+_id|\w+Id)\s*(?:=\s*[\w'"$.-]+|in\s*\[[^\]]{0,200}\]))\s*$/i;

/**
 * Cypher (Neo4j, Memgraph, AGE): MATCH … [WHERE …] (DETACH) DELETE / SET / REMOVE. A pattern with no WHERE and no
 * properties matches every node of its label (or of the graph); a key matches one; anything else is a filtered set.
 */
function analyzeCypher(s: string): Finding[] {
  const sn = snippet(s, 70);
  // apoc.periodic.iterate("MATCH … RETURN n", "DETACH DELETE n", {…}): the outer query picks, the inner one acts.
  if (/^call\s+apoc\./i.test(s)) {
    const parts = [...s.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? '');
    const pick = parts.find((x) => /^\s*(?:optional\s+)?match\b/i.test(x));
    const act = parts.find((x) => x !== pick && /\b(?:delete|set|remove)\b/i.test(x));
    if (pick && act) return analyzeCypher(`${pick.replace(/\breturn\b[\s\S]*$/i, '')} ${act}`).map((x) => ({ ...x, reason: `${x.reason} in batches` }));
    if (/apoc\.(?:meta|help|export|schema\.nodes|schema\.relationships)/i.test(s)) return [f('safe', `reads the graph (${sn})`)];
    return [at(ONE_UPDATE, `runs a graph procedure (${sn})`)];
  }
  const del = /\b(?:detach\s+)?delete\b/i.test(s);
  const set = /\bset\b|\bremove\b/i.test(s);
  if (!del && !set) return /\b(?:create|merge)\b/i.test(s) ? [at(ADD_ROWS, `adds nodes or relationships (${sn})`)] : [f('safe', `read-only graph query (${sn})`)];
  const where = /\bwhere\b([\s\S]*?)(?=\b(?:detach\s+)?delete\b|\bset\b|\bremove\b|\bwith\b|\breturn\b|$)/i.exec(s)?.[1];
  const props = /\bmatch\s*\(\s*\w*\s*(?::\s*[\w`]+\s*)*(\{[^}]*\})?\s*\)/i.exec(s)?.[1];
  let scope: WhereScope;
  if (where !== undefined) scope = CYPHER_KEY.test(where) ? 'key' : whereScope(`x WHERE ${where}`).scope;
  else if (props) scope = /\b(?:id|uuid|guid|email|username|slug|key|\w+Id|\w+_id)\s*:/i.test(props) ? 'key' : 'filter';
  else scope = 'none';
  if (scope === 'none' || scope === 'all') return [at(ALL_DATA, `${del ? 'deletes' : 'rewrites'} every node the pattern matches: no filter (${sn})`)];
  if (scope === 'key') return [at(del ? ONE_DELETE : ONE_UPDATE, `${del ? 'deletes' : 'changes'} one node selected by key (${sn})`)];
  return [at(del ? SOME_DATA : SOME_UPDATE, `${del ? 'deletes' : 'changes'} the nodes matching a filter (${sn})`)];
}

// sp_MSforeachtable / sp_MSforeachdb run their command once per table or database ("?" stands for each).
const DYNAMIC_SQL = /execute\s+immediate\s+'([^']*)|(?<=\bloop\s+)execute\s+'([^']*)|execute\s+format\s*\(\s*'([^']*)|exec(?:ute)?\s*\(\s*'([^']*)|sp_executesql\s+N?'([^']*)|sp_msforeach(?:table|db)\s+(?:@command1\s*=\s*)?N?'([^']*)/gi;

/** The bodies of a WITH clause's common table expressions that delete, update, insert or merge (RETURNING dropped). */
function modifyingCtes(s: string): string[] {
  const out: string[] = [];
  const re = /\bas\s+(?:not\s+)?(?:materialized\s+)?\(/gi;
  for (let m = re.exec(s); m && out.length < 20; m = re.exec(s)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const from = i;
    for (; i < s.length && depth > 0; i++) {
      const c = s[i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === "'") i = Math.max(i, s.indexOf("'", i + 1));
      if (i < 0) break;
    }
    const body = s.slice(from, i - 1).trim();
    if (/^(?:delete|update|insert|merge)\b/i.test(body)) out.push(body.replace(/\breturning\b[\s\S]*$/i, '').trim());
  }
  return out;
}

/**
 * cls-holes15: a SELECT whose column list names credentials (api_token, users.password_hash, client_secret), or every
 * column of a table of them (SELECT * FROM api_keys), prints their values. Counted, hashed, measured or cut columns
 * (count(api_token), length(password)) and columns only filtered on (WHERE api_token IS NULL) print none.
 */
const SECRET_COLUMN = /(?<![\w(])(?:\w+\.)?((?:api|access|refresh|auth|session|reset|bearer|oauth|personal_access)_?tokens?|api_?keys?|secret_?keys?|private_?keys?|client_?secrets?|\w+_secret|secrets?|passwords?|passwd|password_?(?:hash|digest)|encrypted_?password|(?:otp|totp|mfa)_?secret|recovery_?codes?)\b(?!\s*\()/i;
const SECRET_TABLE = /^\s*select\s+(?:\w+\.)?\*\s+from\s+(?:[\w"`]+\.)?["`]?(?:(?:api|access|oauth|personal_access|refresh)_?tokens|api_?keys|secrets|credentials|user_credentials)["`]?(?:\s|;|$)/i;
function selectsSecrets(s: string): boolean {
  if (SECRET_TABLE.test(s)) return true;
  const list = /^\s*select\s+([\s\S]{1,600}?)\s+from\s/i.exec(s)?.[1];
  if (!list) return false;
  for (const col of list.split(',').slice(0, 40)) {
    if (/\b(?:count|length|char_length|octet_length|md5|sha\d*|digest|left|right|substr\w*|bool_or|bool_and)\s*\(/i.test(col) || /\bis\s+(?:not\s+)?null\b/i.test(col)) continue;
    if (SECRET_COLUMN.test(col)) return true;
  }
  return false;
}

/** lead15: functions called from a SELECT that change the server, not just read it. */
const SELECT_EFFECTS = /\b(?:setval|lo_unlink|pg_promote|pg_reload_conf|dblink_exec|dblink|cron\.schedule(?:_in_database)?)\s*\(/i;
/** The quoted SQL a function is given to run (dblink_exec(conn, 'DROP …'), cron.schedule(name, when, 'DELETE …')). */
function quotedSqlArgs(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/'((?:[^']|'')*)'/g)) {
    const v = (m[1] ?? '').replace(/''/g, "'");
    if (/^\s*(?:drop|truncate|delete|update|insert|alter|grant|revoke|create|vacuum|copy)\b/i.test(v)) out.push(v);
  }
  return out;
}
function selectEffects(s: string, sn: string): Finding[] {
  const out: Finding[] = [];
  // Statements handed to another connection or to the scheduler run as written (a scheduled one keeps running).
  if (/\bdblink(?:_exec)?\s*\(|\bcron\.schedule/i.test(s)) for (const inner of quotedSqlArgs(s)) out.push(...analyzeSql(inner).map((x) => ({ ...x, reason: `${x.reason}, run through ${/cron\./i.test(s) ? 'a scheduled database job' : 'another connection'}` })));
  if (/\bcron\.schedule/i.test(s)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `schedules a job inside the database (${sn})`));
  // A sequence moved back hands out ids that rows already have (key collisions on every insert).
  if (/\bsetval\s*\(/i.test(s)) out.push(at(['dangerous', 'destructive', 'destructive', 'reversible'], `resets a sequence, so new rows may reuse existing ids (${sn})`));
  if (/\blo_unlink\s*\(/i.test(s)) out.push(at(/\bwhere\b/i.test(s) ? SOME_DATA : ['dangerous', 'dangerous', 'dangerous', 'destructive'], `deletes large objects stored in the database (${sn})`));
  if (/\bpg_promote\s*\(/i.test(s)) out.push(at(['dangerous', 'dangerous', 'destructive', 'reversible'], `promotes a replica to primary: a failover (${sn})`));
  if (/\bpg_reload_conf\s*\(/i.test(s)) out.push(at(ONE_UPDATE, `reloads the database server's configuration (${sn})`));
  return out.length ? out : [f('safe', `read-only query (${sn})`)];
}

export function analyzeSql(sql: string): Finding[] {
  const out: Finding[] = [];
  // (cls-interp26) A DO block or an anonymous BEGIN … END block runs the statements of its body.
  const text = procedureBody26(sql.replace(/^\s*(?:--[^\n]*\n\s*)+/, '')) ?? sql.replace(/^\s*(?:--[^\n]*\n\s*)+/, '');
  // Statements built in a loop over every table ("FOR t IN (SELECT table_name …) LOOP EXECUTE IMMEDIATE 'DROP TABLE …'").
  // (cls-interp26: PL/pgSQL writes the query without parentheses, FOR r IN SELECT tablename FROM pg_tables …)
  const loopAll = /\bfor\s+\w+\s+in\s*\(?\s*select\b[\s\S]*?\bfrom\s+(?:user_tables|all_tables|information_schema\.tables|pg_tables|sys\.tables|dba_tables)\b/i.test(text) || /\bsp_msforeach(?:table|db)\b/i.test(text);
  // Any loop over a query's rows (FOR r IN (SELECT …) LOOP, a cursor): dynamic statements run once per row.
  const loopRows = loopAll || /\bfor\s+\w+\s+in\s*\(?\s*select\b|\bcursor\b[\s\S]*\bfor\s+select\b|\bfetch\s+next\b|\bwhile\b[\s\S]*\bloop\b/i.test(text);
  DYNAMIC_SQL.lastIndex = 0;
  let dm: RegExpExecArray | null;
  let guard = 0;
  while ((dm = DYNAMIC_SQL.exec(text)) && guard++ < 20) {
    const inner = (dm[1] ?? dm[2] ?? dm[3] ?? dm[4] ?? dm[5] ?? dm[6] ?? '').trim();
    if (/^(drop|truncate|delete)\b/i.test(inner) && loopAll) out.push(at(ALL_DATA, `drops or empties every table in a loop (${snippet(inner, 50)})`));
    else if (/^(?:drop\s+(?:user|schema|database|table|owner)|truncate|delete\s+from)\b/i.test(inner) && loopRows) out.push(at(ALL_DATA, `drops or empties one object per row of a query, in a loop (${snippet(inner, 50)})`));
    else if (inner) out.push(...analyzeSql(`${inner} x`).map((x) => ({ ...x, reason: `dynamic SQL: ${x.reason}` })));
  }
  const stmts = splitStatements(text);
  const rolledBack = rolledBackStatements(stmts);
  for (const raw of stmts.slice(0, 200)) {
    const before = out.length;
    let s = raw.replace(/^(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*/g, '').trim();
    // EXPLAIN ANALYZE runs the statement; plain EXPLAIN does not.
    const ex = /^explain\s+(?:\([^)]*\)\s*)?(analy[sz]e\s+)?/i.exec(s);
    if (ex) {
      if (!ex[1]) {
        out.push(f('safe', `shows a query plan only (${snippet(s, 40)})`));
        continue;
      }
      s = s.slice(ex[0].length);
    }
    if (/^begin\b|^declare\b|^do\s+\$\$/i.test(s) && /\bloop\b/i.test(s)) {
      if (loopAll || loopRows && /\bexecute\s+immediate\b|\bexecute\s+format\b|\bsp_executesql\b/i.test(s)) continue;
    }
    // A transaction that ends in ROLLBACK leaves no rows changed.
    if (rolledBack.has(raw) && /^(?:insert|update|delete|merge|upsert|replace)\b/i.test(s)) {
      out.push(f('safe', `rolled back in the same transaction; nothing is kept (${snippet(s, 50)})`));
      continue;
    }
    // "WITH gone AS (DELETE FROM invoices RETURNING *) SELECT count(*) FROM gone": a data-modifying CTE changes its
    // rows whatever the outer query reads.
    if (/^with\b/i.test(s)) for (const inner of modifyingCtes(s)) out.push(...analyzeSql(inner));
    const head = (/^\s*(?:with\s+[\s\S]*?\)\s*)?([a-z.\\]+)/i.exec(s)?.[1] ?? '').toLowerCase();
    const sn = snippet(s, 70);
    if (/^(?:optional\s+)?match\s*\(|^call\s+apoc\.|^unwind\b/i.test(s)) {
      out.push(...analyzeCypher(s));
      continue;
    }
    switch (head) {
      case 'select':
      case 'show':
      case 'describe':
      case 'desc':
      case 'values':
      case 'table':
      case 'summarize':
      case 'list':
      case 'use':
        if (head === 'select' && /\bselect\b[\s\S]*\binto\s+(?!@|outfile|dumpfile)\w+[\s\S]*\bfrom\b/i.test(s)) {
          out.push(at(ADD_ROWS, `creates a table from a query (${sn})`));
        } else if (/\bpg_terminate_backend|pg_cancel_backend|pg_drop_replication_slot/i.test(s)) {
          out.push(at(ONE_UPDATE, `terminates database sessions (${sn})`));
        } else if (/\binto\s+outfile\b/i.test(s)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `exports rows to a file (${sn})`));
        else if (head === 'select' && SELECT_EFFECTS.test(s)) out.push(...selectEffects(s, sn));
        else if (head === 'select' && selectsSecrets(s)) out.push(at(['dangerous', 'destructive', 'destructive', 'reversible'], `reads secret values (tokens, keys, password hashes) into the transcript (${sn})`));
        else out.push(f('safe', `read-only query (${sn})`));
        break;
      case 'pragma':
        out.push(f(/=/.test(s) ? 'reversible' : 'safe', `SQLite pragma (${sn})`));
        break;
      case 'insert':
      case 'upsert':
      case 'replace':
        out.push(at(ADD_ROWS, `adds rows (${sn})`));
        break;
      case 'copy':
      case 'unload':
      case '\\copy':
        // (cls-sdk21) COPY INTO a stage or a storage URL (Snowflake, Databricks) unloads rows there; into a table it loads them.
        // The user's or a table's own stage (@~, @%t) stays in the warehouse; any other stage or URL takes the rows out of it.
        if (/^\s*copy\s+into\s+@[~%]/i.test(s)) {
          out.push(f('reversible', `unloads rows to the warehouse's own internal stage (${sn})`));
          break;
        }
        if (/\bto\s+program\b/i.test(s) || /\bunload\b/i.test(head) || /\bto\s+'(?:s3|gs|az|https?):/i.test(s) || /^\s*copy\s+into\s+(?:@|'|")/i.test(s)) {
          const intoDest = /^\s*copy\s+into\s+(\S+)/i.exec(s)?.[1];
          const publicDest = intoDest !== undefined ? /public/i.test(intoDest) : /public/i.test(s);
          // Every row of a table about people, or any rows to a partner's or vendor's bucket: data leaving the company.
          const people = /\bfrom\s+[\w."]*\b(?:users?|customers?|employees?|patients?|members?|contacts?|people|persons?|accounts?|subscribers?|clients?)\b/i.test(s) && !/\bwhere\b/i.test(s);
          const outside = /(?<![a-z])(?:partner|vendor|external|third[-_]?party|contractor|agency)\w*/i.test(intoDest ?? s.replace(/^[\s\S]*?\bto\b/i, ''));
          if (!publicDest && (people || outside)) {
            out.push(at(['dangerous', 'dangerous', 'dangerous', 'destructive'], `copies ${people ? 'every row of a table about people' : 'rows'} to storage ${outside ? 'outside the company' : 'outside the database'} (${sn})`));
            break;
          }
          out.push(at(publicDest ? ['forbidden', 'forbidden', 'forbidden', 'dangerous'] : ['dangerous', 'destructive', 'destructive', 'reversible'], `exports rows out of the database${publicDest ? ' to a public place' : ''} (${sn})`));
        } else if (/\bto\b/i.test(s) && !/\bfrom\b/i.test(withoutCopyQuery(s))) out.push(f('safe', `exports rows (${sn})`));
        else out.push(at(ADD_ROWS, `loads rows (${sn})`));
        break;
      case 'create': {
        if (/^create\s+or\s+replace\s+(?:transient\s+|temporary\s+|temp\s+)?table\b/i.test(s)) out.push(at(ALL_DATA, `replaces a whole table, discarding its rows (${sn})`));
        else if (/^create\s+or\s+replace\b/i.test(s)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `replaces an existing database object (${sn})`));
        else if (/^create\s+(?:role|user)\b/i.test(s) && /\b(superuser|createrole|bypassrls|sysadmin|dba)\b/i.test(s)) out.push(at(WEAKEN, `creates a database superuser (${sn})`));
        else if (/^create\s+(?:role|user|login)\b/i.test(s)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `creates a database login (${sn})`));
        else out.push(f('reversible', `creates a database object (${sn})`));
        break;
      }
      case 'update': {
        const t = tableAfter(s, /^update\s+(?:only\s+)?([\w."\x60[\]]+)/i);
        const w = whereScope(s, t);
        // (cls-en17) A row given an administrator's role or flag (SET role = 'admin', is_admin = 1, is_superuser = true,
        // is_staff = true): the application grants that person administrator rights.
        if (ADMIN_ROW_SET.test(s) && w.scope !== 'none' && w.scope !== 'all') {
          out.push(at(['dangerous', 'dangerous', 'destructive', 'reversible'], `grants administrator rights through a user row of ${t} (${sn})`));
          break;
        }
        if (w.scope === 'none') out.push(at(ALL_DATA, `rewrites every row of ${t} (UPDATE without WHERE)`));
        else if (w.scope === 'all') out.push(at(ALL_DATA, `rewrites every row of ${t} (WHERE ${snippet(w.clause, 20)} matches all rows)`));
        else if (w.scope === 'key') out.push(at(ONE_UPDATE, `overwrites a row of ${t} selected by key (${sn})`));
        else out.push(at(SOME_UPDATE, `bulk update of ${t} rows matching a filter (WHERE ${snippet(w.clause, 40)})`));
        break;
      }
      case 'delete': {
        const t = tableAfter(s, /^delete\s+(?:[\w.]+\s+)?from\s+([\w."\x60[\]]+)/i);
        const w = whereScope(s, t);
        if (w.scope === 'none') out.push(at(ALL_DATA, `deletes every row of ${t} (DELETE without WHERE)`));
        else if (w.scope === 'all') out.push(at(ALL_DATA, `deletes every row of ${t} (WHERE ${snippet(w.clause, 20)} matches all rows)`));
        else if (w.scope === 'key') out.push(at(ONE_DELETE, `deletes a row of ${t} selected by key (${sn})`));
        else out.push(at(SOME_DATA, `bulk delete of ${t} rows matching a filter (WHERE ${snippet(w.clause, 40)})`));
        break;
      }
      case 'drop': {
        const what = (/^drop\s+(?:temporary\s+|temp\s+)?(materialized\s+view|\w+)/i.exec(s)?.[1] ?? '').toLowerCase();
        // (cls-interp22) InfluxQL's DROP MEASUREMENT is a table with every point in it; DROP SERIES FROM without WHERE every
        // series of the measurement (InfluxDB 1.x, through influx -execute, its HTTP /query or a here-string).
        if (what === 'measurement' || (what === 'series' && !/\bwhere\b/i.test(s))) out.push(at(ALL_DATA, `drops a ${what} and all its points (${sn})`));
        else if (/^(table|database|schema|collection|keyspace|owned|stage|warehouse|catalog|dataset|bucket|index_if)$/.test(what) || (what === 'if' && !/\b(index|view|function|trigger|sequence|procedure)\b/i.test(s))) {
          out.push(at(ALL_DATA, `drops a ${what === 'if' || what === 'owned' ? 'table' : what} and all its data (${sn})`));
        // (lead19) Oracle's DROP USER … CASCADE drops the user's schema with every object and row in it.
        } else if (what === 'user' && /\bcascade\s*;?\s*$/i.test(s)) {
          out.push(at(ALL_DATA, `drops a user's schema with every object and row in it (${sn})`));
        } else if (what === 'user' || what === 'role' || what === 'policy' || what === 'login') {
          out.push(at(['dangerous', 'dangerous', 'destructive', 'destructive'], `drops a database ${what} (${sn})`));
        // (cls-intlA18: or an article of another language — "drop la table users en prod", "droppe die Tabelle": code-switched prose.)
        // (cls-plan19: nor an environment or "db" — "drop prod db", "drop staging database", "prod: drop db" — a terse
        // plan step whose object the prose reader places; DROP takes no environment and no "db" in SQL.)
        } else if (!/^(?:it|them|everything|all|this|that|these|those|the|my|our|its|whatever|whichever|any|every|each|some|unused|old|both|your|their|a|an|la|le|les|el|los|las|il|lo|gli|os|die|der|das|den|het|de|det|dem|des|et|une|un|una|uno|ma|mes|mi|mis|tout|tous|toda|todas|todo|todos|tutta|tutte|tutti|alle)$/.test(what) && !/^(?:prod|production|staging|stage|dev|test|live|qa|uat|sandbox|local|db)$/.test(what)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `drops a database ${what} (${sn})`));
        // "… : drop it", "drop everything": prose with a pronoun, not a DROP statement; the prose reader judges it.
        // (cls-en16: also a determiner — "Drop whatever tables we're not using", "drop any unused indexes".)
        break;
      }
      case 'truncate':
        out.push(at(ALL_DATA, `truncates a table, deleting every row (${sn})`));
        break;
      // (lead19) MySQL: RESET MASTER / RESET BINARY LOGS AND GTIDS deletes every binary log (point-in-time recovery and
      // replicas' source).
      case 'reset':
        if (/^reset\s+(?:master|binary\s+logs)\b/i.test(s)) out.push(at(['forbidden', 'forbidden', 'dangerous', 'destructive'], `deletes every binary log: point-in-time recovery and replication from them are gone (${sn})`));
        break;

      case 'alter': {
        // ClickHouse mutations: ALTER TABLE t DELETE WHERE … / UPDATE … WHERE …
        const ch = /^alter\s+table\s+([\w.`"]+)(?:\s+on\s+cluster\s+\S+)?\s+(delete|update)\b([\s\S]*)$/i.exec(s);
        if (ch) {
          const t = (ch[1] as string).replace(/[`"]/g, '');
          const w = whereScope(`x ${ch[3] ?? ''}`);
          const del = (ch[2] as string).toLowerCase() === 'delete';
          if (w.scope === 'none' || w.scope === 'all') out.push(at(ALL_DATA, `${del ? 'deletes' : 'rewrites'} every row of ${t} (${sn})`));
          else if (w.scope === 'key') out.push(at(del ? ONE_DELETE : ONE_UPDATE, `${del ? 'deletes' : 'changes'} a row of ${t} (${sn})`));
          else out.push(at(del ? SOME_DATA : SOME_UPDATE, `${del ? 'deletes' : 'changes'} rows of ${t} matching a filter (${sn})`));
        } else if (settingOff(s)) out.push(settingOff(s) as Finding);
        else if (/\b(?:disable|no\s+force)\s+row\s+level\s+security\b|\bdrop\s+policy\b/i.test(s)) out.push(at(WEAKEN, `turns off row-level security (${sn})`));
        // Turning row-level security on (ENABLE / FORCE) hardens: the switch's direction decides, not its words.
        else if (/^alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?[\w.`"]+\s+(?:enable|force)\s+row\s+level\s+security\s*;?\s*$/i.test(s)) out.push(f('reversible', `turns row-level security on (${sn})`));
        else if (/\b(?:modify\s+)?ttl\s+[\w.]+\s*\+\s*(?:interval|to)/i.test(s) && !/\bremove\s+ttl\b/i.test(s)) out.push(at(SOME_DATA, `sets a TTL: rows older than it are deleted from now on (${sn})`));
        else if (/\bdrop\s+(?:partition|part)\b/i.test(s)) out.push(at(SOME_DATA, `drops a partition and its rows (${sn})`));
        else if (/\bdrop\s+(?:column\b|(?!constraint|index|default|not\b|primary|foreign|check|partition)\w+\s*(?:,|$|;|\s+cascade))/i.test(s)) out.push(at(LOSSY_SCHEMA, `drops a column and its data irreversibly (${sn})`));
        else if (/^alter\s+system\b|^alter\s+(?:database|server)\b[\s\S]*\bset\b/i.test(s)) out.push(at(SCHEMA_CHANGE, `changes server-wide database settings (${sn})`));
        else if (/^alter\s+(?:role|user)\b[\s\S]*\b(superuser|createrole|bypassrls)\b/i.test(s)) out.push(at(WEAKEN, `grants superuser rights (${sn})`));
        else if (/\b(?:add\s+column|add\s+\w+\s+\w+|add\s+constraint|add\s+index|set\s+default)\b/i.test(s) && !/\bdrop\b/i.test(s)) out.push(at(['dangerous', 'reversible', 'reversible', 'reversible'], `additive schema change; in production it is a migration (${sn})`));
        else out.push(at(SCHEMA_CHANGE, `changes the schema of an existing object (${sn})`));
        break;
      }
      case 'grant':
        if (/\bto\s+(?:public|anon|anonymous|guest|everyone|web_anon)\b/i.test(s) && /\b(?:insert|update|delete|all|truncate|select)\b/i.test(s)) out.push(at(WEAKEN, `grants access to every caller, signed in or not (${sn})`));
        else if (/\b(?:to\s+public|all\s+privileges|superuser|with\s+grant\s+option|sysadmin|dba|accountadmin|securityadmin)\b/i.test(s)) out.push(at(WEAKEN, `grants broad database privileges (${sn})`));
        // (lead15) Every table of a schema or database at once (users, payments and all) is a broad grant, even read-only.
        else if (/\bon\s+all\s+(?:tables|sequences|functions)\s+in\s+schema\b|\bon\s+(?:database|schema)\s+\w+\.\*|\bon\s+\*\.\*|\bon\s+(?:future\s+tables|all\s+tables)\s+in\s+database\b/i.test(s)) out.push(at(['dangerous', 'dangerous', 'destructive', 'reversible'], `grants access to every table at once (${sn})`));
        else out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `grants database privileges (${sn})`));
        break;
      case 'revoke':
        out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `revokes database privileges (${sn})`));
        break;
      case 'merge':
        out.push(at(SOME_UPDATE, `merges rows into a table (${sn})`));
        break;
      case 'vacuum':
        // (cls-code17) Delta's VACUUM … RETAIN n HOURS below the 7-day default deletes the table's older versions: time
        // travel and restores to those points are gone (retention shortened).
        if (/\bretain\s+(\d+)\s+hours?\b/i.test(s) && Number(/\bretain\s+(\d+)/i.exec(s)?.[1]) < 168) out.push(at(['dangerous', 'dangerous', 'destructive', 'reversible'], `deletes the table's older versions (time travel) by shortening retention (${sn})`));
        else if (/\bfull\b/i.test(s)) out.push(at(['dangerous', 'destructive', 'reversible', 'reversible'], `rewrites a table under an exclusive lock (${sn})`));
        else out.push(f('safe', `database maintenance (${sn})`));
        break;
      case 'reindex':
      case 'optimize':
        out.push(at(['destructive', 'reversible', 'reversible', 'reversible'], `rebuilds indexes or parts (${sn})`));
        break;
      case 'analyze':
      case 'analyse':
        out.push(f('safe', `refreshes planner statistics (${sn})`));
        break;
      case 'backup':
        out.push(f('reversible', `writes a backup (${sn})`));
        break;
      case 'restore':
        out.push(at(['dangerous', 'destructive', 'reversible', 'reversible'], `restores a database over existing data (${sn})`));
        break;
      case 'undrop':
        out.push(f('reversible', `restores a dropped object (${sn})`));
        break;
      case 'flashback':
        // (lead15) Oracle: TO BEFORE DROP brings a dropped table back; to a past time or SCN it rewinds every row since.
        if (/\bto\s+before\s+drop\b/i.test(s)) out.push(f('reversible', `restores a dropped table (${sn})`));
        else out.push(at(/^flashback\s+database\b/i.test(s) ? ALL_DATA : SOME_UPDATE, `rewinds data to an earlier point; later changes are lost (${sn})`));
        break;
      case 'purge':
        // (lead19) MySQL: PURGE BINARY LOGS shortens what is kept (LABELS: retention shrunk).
        if (/^purge\s+(?:binary|master)\s+logs\b/i.test(s)) {
          out.push(at(['dangerous', 'dangerous', 'destructive', 'reversible'], `deletes older binary logs, shortening point-in-time recovery (${sn})`));
          break;
        }
        // Oracle's recycle bin is where dropped tables wait to be restored: purging it ends that.
        out.push(at(/\brecyclebin\b/i.test(s) ? ['dangerous', 'dangerous', 'destructive', 'reversible'] : ['dangerous', 'destructive', 'destructive', 'reversible'], `permanently removes dropped tables from the recycle bin (${sn})`));
        break;
      case 'set':
        if (settingOff(s)) out.push(settingOff(s) as Finding);
        else if (/^set\s+(?:global|persist)\b/i.test(s)) out.push(at(SCHEMA_CHANGE, `changes server-wide settings (${sn})`));
        else out.push(f('safe', `session setting (${sn})`));
        break;
      case 'kill':
        out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `kills a database session or query (${sn})`));
        break;
      default:
        if (head.startsWith('.') || head.startsWith('\\')) {
          if (/^\.(?:drop|restore|import|read|load)/i.test(s)) out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `SQLite shell command that changes the database (${sn})`));
          else out.push(f('safe', `database shell inspection (${sn})`));
        }
    }
    // The object written names its environment (DEV_ALICE.SCRATCH.T, prod.core.orders): that decides, not a source it reads.
    const target = writtenObject(s);
    if (target) {
      const e = detectEnv(target.replace(/[_.]/g, '-')).env;
      if (e === 'dev' || e === 'prod') for (let k = before; k < out.length; k++) if (!(out[k] as Finding).env) (out[k] as Finding).env = e;
    }
  }
  return out;
}

/** The table, schema or database a statement writes (not one it only reads). */
function writtenObject(s: string): string {
  const m = /^(?:create\s+(?:or\s+replace\s+)?(?:transient\s+|temporary\s+|temp\s+)?(?:table|view|schema|database)\s+(?:if\s+not\s+exists\s+)?|drop\s+(?:table|view|schema|database)\s+(?:if\s+exists\s+)?|truncate\s+(?:table\s+)?|alter\s+table\s+|update\s+(?:only\s+)?|delete\s+from\s+|insert\s+(?:ignore\s+)?into\s+|merge\s+into\s+)([\w."\x60[\]$]+)/i.exec(s);
  return m ? (m[1] as string).replace(/[\x60"[\]]/g, '') : '';
}

/** Statements that run between BEGIN / START TRANSACTION and a ROLLBACK, with no COMMIT in between. */
function rolledBackStatements(stmts: readonly string[]): Set<string> {
  const out = new Set<string>();
  let open: string[] | null = null;
  for (const raw of stmts) {
    const s = raw.trim().toLowerCase();
    if (/^(?:begin(?:\s+(?:transaction|work|tran))?|start\s+transaction)$/.test(s)) open = [];
    else if (/^(?:commit|end)(?:\s+(?:transaction|work|tran))?$/.test(s)) open = null;
    else if (/^rollback(?:\s+(?:transaction|work|tran))?$/.test(s)) {
      for (const x of open ?? []) out.add(x);
      open = null;
    } else if (open) open.push(raw);
  }
  return out;
}

// ------------------------------------------------------------------ MongoDB

const MONGO_CALL = /\bdb(?:\.(?:getCollection\(\s*['"][^'"]*['"]\s*\)\.|getSiblingDB\([^)]*\)\.)?(?:([\w$-]+)\.)?|\[[^\]\n]{1,60}\]\.)(\w+)\s*\(([^)]{0,200})/g;
const MONGO_SAFE = new Set([
  'find', 'findone', 'count', 'countdocuments', 'estimateddocumentcount', 'distinct', 'getindexes', 'stats', 'explain',
  'getcollectionnames', 'getcollectioninfos', 'listcollections', 'watch', 'datasize', 'storagesize', 'totalsize', 'validate',
  'getusers', 'serverstatus', 'currentop', 'hello', 'ismaster', 'version', 'getname', 'printcollectionstats', 'limit', 'sort',
  'pretty', 'toarray', 'itcount', 'getmongo', 'getuser', 'getroles', 'hostinfo', 'latencystats',
]);
const MONGO_ADD = new Set(['insertone', 'insertmany', 'insert', 'createindex', 'createindexes', 'createcollection', 'createview', 'createuser', 'save']);
const MONGO_ONE = new Set(['updateone', 'replaceone', 'findoneandupdate', 'findoneandreplace', 'findoneanddelete', 'findandmodify', 'deleteone', 'dropindex', 'dropindexes', 'renamecollection', 'bulkwrite', 'killop', 'dropuser', 'hideindex']);
const MONGO_MANY = new Set(['updatemany', 'deletemany', 'remove', 'update']);
const MONGO_DROP = new Set(['drop', 'dropdatabase', 'dropallusers', 'dropcollection']);

export function hasMongo(text: string): boolean {
  if (!text.includes('db.')) return false;
  MONGO_CALL.lastIndex = 0;
  return MONGO_CALL.test(text);
}

export function analyzeMongo(text: string): Finding[] {
  const out: Finding[] = [];
  MONGO_CALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = MONGO_CALL.exec(text)) && guard++ < 20) {
    const coll = m[1] ?? '';
    const op = (m[2] ?? '').toLowerCase();
    const arg = m[3] ?? '';
    const call = snippet(m[0] + (arg.length < 60 ? ')' : ''), 60);
    const emptyFilter = /^\s*(?:\{\s*\}\s*)?(?:,|$)/.test(arg);
    if (MONGO_SAFE.has(op)) {
      out.push(f('safe', `read-only MongoDB query (${call})`));
    } else if (op === 'aggregate') {
      if (/\$(?:out|merge)\b/.test(text)) out.push(at(ONE_UPDATE, `aggregation writes its result over a collection (${call})`));
      else out.push(f('safe', `read-only MongoDB aggregation (${call})`));
    } else if (/^(?:createuser|updateuser|grantrolestouser|createrole|grantprivilegestorole)$/.test(op) && /\b(?:root|dbOwner|userAdmin(?:AnyDatabase)?|clusterAdmin|readWriteAnyDatabase|dbAdminAnyDatabase|__system|restore)\b/.test(text)) {
      out.push(at(WEAKEN, `grants MongoDB administrator roles (${call})`));
    } else if (/^(?:grantrolestouser|grantprivilegestorole|revokerolesfromuser|revokeprivilegesfromrole|updateuser|updaterole|droprole|changeuserpassword)$/.test(op)) {
      // Other roles or privileges changed: who can read or write what changes, as a SQL GRANT does.
      out.push(at(['destructive', 'destructive', 'reversible', 'reversible'], `changes MongoDB users' roles or privileges (${call})`));
    } else if (MONGO_ADD.has(op)) out.push(at(ADD_ROWS, `adds MongoDB documents or indexes (${call})`));
    else if (MONGO_ONE.has(op)) out.push(at(op.includes('delete') ? ONE_DELETE : ONE_UPDATE, `changes or deletes one MongoDB document (${call})`));
    else if (MONGO_MANY.has(op)) {
      if (emptyFilter) out.push(at(ALL_DATA, `empty filter: ${op} applies to every document of ${coll || 'the collection'} (${call})`));
      else out.push(at(op.startsWith('update') ? SOME_UPDATE : SOME_DATA, `bulk ${op} of ${coll || 'a collection'} documents matching a filter (${call})`));
    } else if (MONGO_DROP.has(op)) {
      out.push(at(ALL_DATA, op === 'dropdatabase' ? `drops the entire MongoDB database (${call})` : `drops the MongoDB collection ${coll || 'named at run time (every one it loops over)'} and all its documents (${call})`));
    }
  }
  return out;
}

// ------------------------------------------------------------------ Redis

const REDIS_SAFE = new Set([
  'get', 'mget', 'ttl', 'pttl', 'exists', 'type', 'strlen', 'hget', 'hmget', 'hgetall', 'hkeys', 'hvals', 'hlen', 'hexists',
  'lrange', 'llen', 'lindex', 'smembers', 'scard', 'sismember', 'zrange', 'zrangebyscore', 'zrevrange', 'zcard', 'zscore',
  'zrank', 'info', 'ping', 'dbsize', 'monitor', 'slowlog', 'memory', 'object', 'xrange', 'xrevrange', 'xlen', 'xinfo',
  'pubsub', 'echo', 'time', 'lastsave', 'role', 'keys', 'scan', 'sscan', 'hscan', 'zscan', 'randomkey', 'getrange',
  'bitcount', 'pfcount', 'geopos', 'geodist', 'subscribe', 'psubscribe', 'latency', 'command', 'dump', 'touch',
]);
const REDIS_DEL = new Set(['del', 'unlink', 'getdel', 'hdel', 'srem', 'lrem', 'zrem', 'xdel', 'ltrim', 'zremrangebyscore', 'zremrangebyrank', 'xtrim', 'spop', 'lpop', 'rpop', 'persist', 'expire', 'pexpire', 'expireat', 'rename', 'move', 'migrate']);
const REDIS_DANGER = new Set(['shutdown', 'debug', 'slaveof', 'replicaof', 'swapdb', 'failover']);
const REDIS_OPTS_WITH_VALUE = ['-h', '-p', '-a', '-n', '-u', '-s', '--user', '--pass', '--pattern', '-r', '-i', '--tls-cert', '--cacert', '--key', '--cert', '-d', '--count'];

export function analyzeRedisWords(words: readonly string[], bulk: boolean): Finding[] {
  const cmd = (words[0] ?? '').toLowerCase();
  const sub = (words[1] ?? '').toLowerCase();
  const text = snippet(words.join(' '), 50);
  if (cmd === 'flushall' || cmd === 'flushdb') {
    return [at(ALL_DATA, cmd === 'flushall' ? `wipes every key in every Redis database (${text})` : `wipes every key in the Redis database (${text})`)];
  }
  if (REDIS_DEL.has(cmd)) {
    if (bulk) return [at(SOME_DATA, `bulk ${cmd.toUpperCase()} of Redis keys fed by a pipeline (${text})`)];
    // A cache key by its first segment (cache:…, page:…) or a cache segment inside a namespaced key (feature:cache:home).
    if (/^(?:cache|page|fragment|tmp|temp|view|html|render|ratelimit|rl|lock)[:._-]|[:.](?:cache[sd]?|page_?cache|fragment_?cache)[:.]/i.test(words[1] ?? '')) return [f('reversible', `deletes a cache key that is rebuilt (${text})`)];
    if (cmd === 'xtrim' && /maxlen\s+0\b/i.test(words.join(' '))) return [at(['forbidden', 'forbidden', 'dangerous', 'destructive'], `empties a stream, losing unprocessed entries (${text})`)];
    return [at(ONE_DELETE, `deletes or changes a Redis key (${text})`)];
  }
  // A protection written as off: no password, protected mode off, persistence off, a user with no password or every command.
  if (cmd === 'config' && sub === 'set') {
    const key = (words[2] ?? '').toLowerCase();
    const value = (words[3] ?? '').replace(/^['"]|['"]$/g, '').toLowerCase();
    if ((/^(?:requirepass|masterauth)$/.test(key) && value === '') || (key === 'protected-mode' && value === 'no')) return [at(WEAKEN, `removes Redis access protection (${text})`)];
    if ((key === 'appendonly' && value === 'no') || (key === 'save' && value === '')) return [at(WEAKEN, `turns off Redis persistence: data lives only in memory (${text})`)];
  }
  if (cmd === 'acl' && sub === 'setuser' && words.some((w) => /^(?:nopass|\+@all|allcommands)$/i.test(w))) return [at(WEAKEN, `gives a Redis user every command or no password (${text})`)];
  if (REDIS_DANGER.has(cmd) || (cmd === 'config' && (sub === 'set' || sub === 'rewrite' || sub === 'resetstat')) || (cmd === 'cluster' && (sub === 'reset' || sub === 'failover' || sub === 'forget')) || ((cmd === 'script' || cmd === 'function') && sub === 'flush') || (cmd === 'acl' && (sub === 'deluser' || sub === 'setuser'))) {
    return [at(SCHEMA_CHANGE, `changes the Redis server itself (${text})`)];
  }
  if (cmd === 'eval') {
    const r = redisScript(words[1] ?? '', words.slice(2), text);
    if (r) return r;
  }
  if (cmd === 'eval' || cmd === 'evalsha' || cmd === 'fcall') return [at(ONE_UPDATE, `runs a Redis script that may change data (${text})`)];
  if (REDIS_SAFE.has(cmd) || (cmd === 'config' && sub === 'get') || (cmd === 'client' && sub === 'list')) return [f('safe', `read-only Redis command (${text})`)];
  if (cmd === '') return [f('reversible', 'opens a Redis shell')];
  return [f('reversible', `writes a Redis key (${text})`)];
}

// (cls-code19) A Lua script handed to EVAL is judged by the Redis calls inside it: FLUSHALL/FLUSHDB empty the store;
// keys listed by KEYS/SCAN and deleted are every key (pattern *) or a bulk DEL of the pattern (a literal or the first
// ARGV); a script of reads only is a read. Anything else stays "may change data".
const LUA_CALL = /\bredis\.p?call\(\s*(["'])(\w+)\1\s*(?:,\s*((?:["'][^"'\n]{0,200}["']|ARGV\[\d\]|KEYS\[\d\]|[\w.]+)))?/g;
function redisScript(script: string, rest: readonly string[], text: string): Finding[] | null {
  const calls = [...script.slice(0, 4000).matchAll(LUA_CALL)].slice(0, 20).map((m) => ({ cmd: (m[2] as string).toLowerCase(), arg: m[3] ?? '' }));
  if (!calls.length) return null;
  const flush = calls.find((c) => c.cmd === 'flushall' || c.cmd === 'flushdb');
  if (flush) return analyzeRedisWords([flush.cmd], false);
  const listed = calls.find((c) => c.cmd === 'keys' || c.cmd === 'scan');
  const del = calls.some((c) => REDIS_DEL.has(c.cmd) && c.cmd !== 'expire' && c.cmd !== 'persist');
  if (listed && del) {
    const nkeys = Number(rest[0] ?? '0') || 0;
    const argv = rest.slice(1 + nkeys);
    const keys = rest.slice(1, 1 + nkeys);
    const ref = /^(ARGV|KEYS)\[(\d)\]$/.exec(listed.arg);
    const pat = (ref ? (ref[1] === 'ARGV' ? argv : keys)[Number(ref[2]) - 1] ?? '' : listed.arg).replace(/^["']|["']$/g, '');
    if (pat === '*' || pat === '') return [at(ALL_DATA, `deletes every key in the Redis database through a script (${text})`)];
    return analyzeRedisWords(['del', pat], true);
  }
  if (calls.every((c) => REDIS_SAFE.has(c.cmd))) return [f('safe', `read-only Redis script (${text})`)];
  return null;
}

export function redisCli(cmd: Cmd): Finding[] {
  const a = cmd.args;
  // (cls-code15) --rdb FILE copies the whole store (sessions, tokens, people's data) into a local file, as pg_dump does:
  // dangerous from production, routine from this machine's own Redis.
  if (a.includes('--rdb')) {
    const host = optValue(a, '-h') ?? '';
    const local = host === '' || /^(?:localhost|127\.0\.0\.1|::1)$/.test(host);
    return [{ level: 'dangerous', unknown: local ? 'reversible' : 'destructive', staging: 'reversible', dev: 'reversible', reason: `copies the whole Redis store to a file (${snippet(cmd.text, 50)})` }];
  }
  // (cls-code19) --eval FILE runs a Lua script this input does not show: it may change any data (unknown is not safe).
  if (a.includes('--eval')) return [at(ONE_UPDATE, `runs a Redis script file not shown here (${snippet(cmd.text, 50)})`)];
  if (a.some((x) => x === '--scan' || x === '--bigkeys' || x === '--memkeys' || x === '--stat' || x === '--latency' || x === '--hotkeys' || x === '--help' || x === '--version')) {
    return [f('safe', `scans or inspects Redis without changing it (${snippet(cmd.text, 50)})`)];
  }
  const pos = positionals(a, REDIS_OPTS_WITH_VALUE);
  // Keys fed from an unfiltered listing (redis-cli --scan | xargs redis-cli UNLINK; KEYS *): every key.
  const src = cmd.pipeIn;
  const pattern = src ? optValue(src.args, '--pattern') ?? (src.args.some((x) => x.toLowerCase() === 'keys') ? src.args[src.args.findIndex((x) => x.toLowerCase() === 'keys') + 1] : undefined) : undefined;
  const everyKey = !!src && src.name === 'redis-cli' && (src.args.includes('--scan') || src.args.some((x) => x.toLowerCase() === 'keys')) && (pattern === undefined || /^['"]?\*['"]?$/.test(pattern));
  if (everyKey && REDIS_DEL.has((pos[0] ?? '').toLowerCase())) return [at(ALL_DATA, `deletes every key a full scan lists (${snippet(`${src.text} | ${cmd.text}`, 60)})`)];
  // Commands fed on stdin (echo FLUSHALL | redis-cli -h …, a heredoc): each line is a command.
  if (pos.length === 0 && cmd.stdin) return cmd.stdin.split('\n').slice(0, 64).flatMap((l) => (l.trim() ? analyzeRedisWords(l.trim().split(/\s+/), false) : []));
  return analyzeRedisWords(pos, cmd.bulk || cmd.pipeIn !== null);
}

// ------------------------------------------------------------------ BigQuery

/** bq: query carries SQL; rm deletes tables and datasets; load/cp with --replace/-f overwrite a table. */
function bq(cmd: Cmd): Finding[] {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const pos = positionals(a, ['--project_id', '--location', '--format', '--destination_table', '--parameter', '--max_rows', '-n', '--dataset_id', '--api']);
  const sub = (pos[0] ?? '').toLowerCase();
  const dry = a.some((x) => /^--dry_run(?:=true)?$/.test(x));
  const env = detectEnv(a.join(' ').replace(/[_:.]/g, '-')).env;
  const pinEnv = (xs: Finding[]): Finding[] => (env === 'unknown' ? xs : xs.map((x) => (x.env ? x : { ...x, env })));
  if (dry) return [f('safe', `dry run: bq estimates the query and changes nothing (${how})`)];
  // (lead19) A table extracted to a bucket another owner holds (a vendor's drop bucket): its rows leave the company.
  if (sub === 'extract' && pos[1] && pos[2] && anotherOwnersStore(`gs://${(pos[1].split(/[:.]/)[0] ?? '')}`, pos[2]) && PEOPLE_STORE_NAME.test(pos[1])) return [f('dangerous', `extracts personal data into a bucket another owner holds (${how})`)];
  switch (sub) {
    case 'query': {
      const sql = pos.slice(1).join(' ');
      const dest = optValue(a, '--destination_table');
      const out = sql ? analyzeSql(sql) : [];
      if (dest && a.some((x) => /^--replace(?:=true)?$/.test(x))) out.push(at(ALL_DATA, `replaces every row of ${dest} with a query's result (${how})`));
      return pinEnv(out.length ? out : [f('safe', `runs a BigQuery query (${how})`)]);
    }
    case 'rm': {
      const dataset = a.includes('-d') || a.includes('--dataset') || a.includes('-r');
      return pinEnv([at(ALL_DATA, `deletes a BigQuery ${dataset ? 'dataset and every table in it' : 'table and its data'} (${how})`)]);
    }
    case 'load':
    case 'cp':
      if (a.some((x) => /^(?:--replace(?:=true)?|-f|--force)$/.test(x))) return pinEnv([at(ALL_DATA, `overwrites a BigQuery table (${how})`)]);
      return [f('reversible', `bq ${sub} adds data (${how})`)];
    case 'ls':
    case 'show':
    case 'head':
    case 'wait':
    case 'version':
    case 'help':
    case 'extract':
      return [f('safe', `bq ${sub} reads (${how})`)];
    case 'mk':
      return [f('reversible', `creates a BigQuery dataset or table (${how})`)];
    case 'update': {
      // (cls-api14) An expiration of a week or less (seconds: --default_table_expiration 3600, --expiration 86400) has the
      // tables deleted that soon: retention cut. Zero clears the expiration (tables kept); other updates edit a schema or a description.
      const exp = a.map((x, i) => (/^--(?:default_table_expiration|default_partition_expiration|expiration|time_partitioning_expiration)(?:=(\d+))?$/.exec(x) ? Number(/=(\d+)$/.exec(x)?.[1] ?? a[i + 1]) : NaN)).find((n) => Number.isFinite(n));
      if (exp !== undefined && exp > 0 && exp <= 7 * 86400) return pinEnv([judge({ verb: 'weaken', obj: 'retention', scope: 'one', mods: 0, what: `BigQuery tables set to expire within ${Math.round(exp / 3600)} hours (${how})` }) as Finding]);
      return [f('reversible', `bq ${sub} (${how})`)];
    }
    default:
      return [f('reversible', `bq ${sub} (${how})`)];
  }
}

// ------------------------------------------------------------------ Kafka

/** kafka-topics, kafka-consumer-groups, kafka-delete-records: topics are queues of unprocessed work. */
function kafka(cmd: Cmd): Finding[] {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const tool = cmd.name.replace(/\.sh$/, '');
  const env = detectEnv(`${optValue(a, '--bootstrap-server', '--zookeeper', '--broker-list') ?? ''} ${optValue(a, '--topic', '--group') ?? ''}`).env;
  const pinEnv = (x: Finding): Finding => (env !== 'unknown' ? { ...x, env } : x);
  const has = (o: string) => a.includes(o);
  if (has('--list') || has('--describe') || has('--help') || has('--version')) return [f('safe', `${tool} lists or describes (${how})`)];
  if (tool === 'kafka-topics') {
    if (has('--delete')) return [pinEnv(at(['forbidden', 'forbidden', 'dangerous', 'destructive'], `deletes a topic and every message not yet consumed (${how})`))];
    if (has('--create')) return [f('reversible', `creates a topic (${how})`)];
    if (has('--alter')) return [pinEnv(at(['dangerous', 'destructive', 'destructive', 'reversible'], `changes a topic's partitions or settings (${how})`))];
  }
  if (tool === 'kafka-consumer-groups') {
    if (has('--reset-offsets')) {
      if (!has('--execute')) return [f('safe', `previews an offset reset; nothing changes without --execute (${how})`)];
      // Jumping forward skips messages nobody has processed; jumping back re-delivers them.
      if (has('--to-latest') || has('--to-offset') || has('--shift-by') && !/^-/.test(optValue(a, '--shift-by') ?? '') || has('--to-datetime')) return [pinEnv(at(['forbidden', 'forbidden', 'dangerous', 'destructive'], `skips unprocessed messages: they are never handled (${how})`))];
      return [pinEnv(at(['dangerous', 'destructive', 'destructive', 'reversible'], `rewinds a consumer group: messages are processed again (${how})`))];
    }
    if (has('--delete') || has('--delete-offsets')) return [pinEnv(at(['destructive', 'destructive', 'reversible', 'reversible'], `deletes a consumer group's offsets (${how})`))];
  }
  if (tool === 'kafka-delete-records') return [pinEnv(at(['forbidden', 'forbidden', 'dangerous', 'destructive'], `deletes a topic's messages up to an offset (${how})`))];
  return [f('reversible', `${tool} (${how})`)];
}

// ------------------------------------------------------------------ database clients

/** Runs the statement text carried by a database client command (psql -c, mysql -e, sqlite3 db 'sql' …). */
export function dbClient(cmd: Cmd, ctx?: Ctx): Finding[] {
  const found = dbClientFindings(cmd);
  // (cls-code17) A client's shell escape in its script (psql/mysql \! cmd, mysql's system cmd, SQL*Plus HOST cmd) runs that
  // command on the machine the client runs on, whatever the statements around it do.
  const script = cmd.stdin ?? optValue(cmd.args, '-c', '--command', '-e', '--execute') ?? '';
  const esc = cmd.name === 'sqlplus' ? /^[ \t]*(?:host|!)[ \t]+(\S[^\n]*)$/gim : /^(?:mysql|mariadb)$/.test(cmd.name) ? /^[ \t]*(?:\\!|system)[ \t]+(\S[^\n]*)$/gim : /^[ \t]*\\![ \t]*(\S[^\n]*)$/gm;
  const escaped: Finding[] = [];
  if (ctx && script) for (const m of script.slice(0, 20000).matchAll(esc)) escaped.push(...ctx.inner(m[1] as string).map((x) => ({ ...x, reason: `${cmd.name}'s shell escape runs: ${x.reason}` })));
  // The server and database connected to name the environment (-S localhost -d AppDev); table names do not.
  const conn = [optValue(cmd.args, '-h', '--host', '-S', '--server', '-H', '--url'), optValue(cmd.args, '-d', '--dbname', '-D', '--database'), cmd.args.find((x) => /^(?:postgres(?:ql)?|pg|mysql|my|mongodb(?:\+srv)?|sqlserver|clickhouse|cockroach):\/\//i.test(x)), cmd.name === 'sqlplus' ? cmd.args.find((x) => /@/.test(x) && !x.startsWith('@'))?.replace(/^.*@/, '') : undefined].filter((x): x is string => !!x).join(' ');
  if (conn) {
    const e = detectEnv(conn.replace(/([a-z])([A-Z])/g, '$1-$2')).env;
    if (e !== 'unknown') for (const x of found) x.env = e;
  } else if (localDbFile25(cmd)) for (const x of found) x.env ??= 'dev';
  // (The escape runs where the client runs: its command keeps its own environment.)
  return escaped.length ? [...found, ...escaped] : found;
}

const SQL_TEXT = /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|begin|with|copy|vacuum|reindex|\\)/i;

function dbClientFindings(cmd: Cmd): Finding[] {
  const a = cmd.args;
  let sql: string | undefined;
  switch (cmd.name) {
    case 'psql':
      sql = optValue(a, '-c', '--command');
      // (cls-interp21) psql runs every -c in turn (psql -c "SELECT 1" -c "DROP TABLE t"): each statement is read.
      if (sql !== undefined && a.filter((x) => x === '-c' || x === '--command').length > 1) sql = a.filter((_x, i) => i > 0 && (a[i - 1] === '-c' || a[i - 1] === '--command')).join(';\n');
      if (!sql) {
        const file = optValue(a, '-f', '--file');
        // A process substitution's text (-f <(echo 'DROP …')) is the script itself.
        if (file && /\s/.test(file) && SQL_TEXT.test(file)) sql = file;
        else if (file) return [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs the SQL script ${file} against the database`)];
      }
      break;
    case 'mysql':
    case 'mariadb':
      sql = optValue(a, '-e', '--execute');
      break;
    case 'sqlite3':
    case 'sqlite':
    case 'duckdb': {
      const pos = positionals(a, ['-cmd', '-separator']);
      sql = pos.slice(1).join(' ') || optValue(a, '-cmd', '-c');
      // (cls-code19) An in-memory database (sqlite3 :memory: "…", duckdb with no file) is gone when the client exits: its
      // statements act on nothing lasting, unless they reach a file or the shell (ATTACH, COPY … TO, .open, .shell).
      if (sql && (pos[0] === ':memory:' || (cmd.name === 'duckdb' && (pos.length === 0 || pos[0] === ':memory:' || (pos.length === 1 && pos[0] === optValue(a, '-c'))))) && !/\b(?:attach|copy|export|install|load)\b|\.(?:open|output|once|backup|save|shell|system|import)\b/i.test(sql)) return [f('safe', `statements on an in-memory database, gone when the client exits (${snippet(sql, 50)})`)];
      break;
    }
    case 'cqlsh':
      sql = optValue(a, '-e', '--execute');
      break;
    case 'clickhouse-client':
    case 'clickhouse':
      sql = optValue(a, '-q', '--query');
      break;
    case 'sqlcmd':
      sql = optValue(a, '-Q', '-q');
      break;
    case 'snowsql':
      sql = optValue(a, '-q', '--query');
      break;
    // More SQL clients (their statement in an option, else on stdin): CockroachDB's `cockroach sql -e`,
    // Trino/Presto `--execute`, usql `-c`, mycli `-e`, Oracle's sqlplus (a script or stdin only).
    case 'cockroach':
      if (a[0] !== 'sql') return [];
      sql = optValue(a, '-e', '--execute');
      break;
    case 'trino':
    case 'presto':
      sql = optValue(a, '--execute');
      break;
    case 'usql':
      sql = optValue(a, '-c', '--command');
      break;
    case 'mycli':
      sql = optValue(a, '-e', '--execute');
      break;
    case 'sqlplus': {
      const script = a.find((x) => /^@/.test(x));
      if (script && cmd.stdin === undefined) return [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs the SQL script ${script.slice(1)} against the database`)];
      break;
    }
    case 'mongo':
    case 'mongosh': {
      // Code given by --eval, as an argument, or piped in (echo 'db.x.deleteMany({})' | mongosh …).
      const js = optValue(a, '--eval') ?? (positionals(a, ['--host', '--port', '-u', '-p', '--username', '--password', '--authenticationDatabase']).filter((x) => x.includes('(')).join(' ') || cmd.stdin || '');
      if (js) {
        const r = analyzeMongo(js);
        if (r.length) return r;
      }
      return [f('reversible', 'opens a MongoDB shell')];
    }
  }
  if (!sql && cmd.stdin !== undefined && cmd.name !== 'mongo' && cmd.name !== 'mongosh') sql = cmd.stdin;
  if (sql) {
    const r = analyzeSql(sql);
    if (r.length) return r;
    return [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs SQL that could not be analysed (${snippet(sql, 50)})`)];
  }
  // Statements piped in from another command (cat drop.sql | sqlplus …): a script whose text is not shown.
  if (cmd.pipeIn && cmd.pipeIn.name !== 'echo' && cmd.pipeIn.name !== 'printf') return [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs SQL piped in from ${cmd.pipeIn.name} against the database`)];
  return [f('reversible', `opens an interactive ${cmd.name} session`)];
}

/** The environment a database server command names by its connection (-h db-prod-1, neo4j://graph-staging). */
function connEnv(cmd: Cmd, found: Finding[]): Finding[] {
  const conn = [optValue(cmd.args, '-h', '--host', '-a', '--address'), cmd.args.find((x) => /^(?:neo4j|bolt)(?:\+s)?:\/\/|^https?:\/\//i.test(x))].filter((x): x is string => !!x).join(' ');
  if (conn) {
    const e = detectEnv(conn).env;
    if (e !== 'unknown') for (const x of found) x.env = e;
  }
  return found;
}

/** dropdb / dropuser: a whole database or a login removed on a server whose environment the connection names (unknown counts as production). */
function pgAdmin(cmd: Cmd): Finding[] {
  const how = snippet(cmd.text, 50);
  if (cmd.args.some((x) => x === '--help' || x === '--version')) return [f('safe', `prints usage (${how})`)];
  if (cmd.name === 'dropdb') return connEnv(cmd, [at(ALL_DATA, `deletes a whole database (${how})`)]);
  return connEnv(cmd, [at(['dangerous', 'dangerous', 'destructive', 'destructive'], `drops a database role (${how})`)]);
}

/** cypher-shell: the statement comes as an argument, a file or stdin, and is read as Cypher. */
function cypherShell(cmd: Cmd): Finding[] {
  const pos = positionals(cmd.args, ['-a', '--address', '-u', '--username', '-p', '--password', '-d', '--database', '-f', '--file', '--format', '-P', '--param']);
  const stmt = pos.join(' ') || cmd.stdin || '';
  const file = optValue(cmd.args, '-f', '--file');
  if (!stmt) return connEnv(cmd, [file ? at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs the Cypher script ${file}`) : f('reversible', 'opens a Cypher shell')]);
  const r = analyzeSql(stmt);
  return connEnv(cmd, r.length ? r : [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs Cypher that could not be analysed (${snippet(stmt, 50)})`)]);
}

/** A duration such as 1h, 30m, 2d, 72h in hours (0 means "forever" to InfluxDB). */
function hours(d: string): number | undefined {
  const m = /^(\d+)(ns|us|µs|ms|s|m|h|d|w)$/.exec(d);
  if (!m) return undefined;
  const per: Record<string, number> = { ns: 1 / 3.6e12, us: 1 / 3.6e9, µs: 1 / 3.6e9, ms: 1 / 3.6e6, s: 1 / 3600, m: 1 / 60, h: 1, d: 24, w: 168 };
  return Number(m[1]) * (per[m[2] as string] ?? 1);
}

/** influx (InfluxDB 2 CLI): delete without a predicate removes every point in the time range; buckets hold whole series. */
function influx(cmd: Cmd): Finding[] {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const pos = positionals(a, ['--bucket', '-b', '--bucket-id', '--org', '-o', '--org-id', '--host', '--token', '-t', '--start', '--stop', '--predicate', '-p', '--name', '-n', '--id', '-i', '--retention', '-r', '--file', '-f', '--format', '--description', '-d']);
  const sub = (pos[0] ?? '').toLowerCase();
  const verb = (pos[1] ?? '').toLowerCase();
  const env = (xs: Finding[]) => connEnv(cmd, xs);
  // InfluxDB 1.x: influx -execute 'DROP DATABASE metrics' carries an InfluxQL statement.
  const stmt = optValue(a, '-execute', '--execute', '-e');
  if (stmt) {
    const r = analyzeSql(stmt);
    return env(r.length ? r : [at(['dangerous', 'destructive', 'destructive', 'reversible'], `runs InfluxQL that could not be analysed (${how})`)]);
  }
  if (sub === 'delete') {
    if (optValue(a, '--predicate', '-p')) return env([at(SOME_DATA, `deletes the points matching a predicate (${how})`)]);
    return env([at(ALL_DATA, `deletes every point of the bucket in the time range: no predicate (${how})`)]);
  }
  if (sub === 'bucket' || sub === 'buckets') {
    if (verb === 'delete') return env([at(ALL_DATA, `deletes a whole bucket and its data (${how})`)]);
    if (verb === 'update') {
      const h = hours(optValue(a, '--retention', '-r') ?? '');
      if (h !== undefined && h > 0 && h <= 24 * 7) return env([at(WEAKEN, `shrinks the bucket's retention: older data is deleted (${how})`)]);
      return env([at(SCHEMA_CHANGE, `changes a bucket's settings (${how})`)]);
    }
    if (verb === 'create') return [f('reversible', `creates a bucket (${how})`)];
    return [f('safe', `lists buckets (${how})`)];
  }
  if (/^(?:query|ping|version|help|config|auth|org|user|task|dashboards|export|backup)$/.test(sub) && !/^(?:delete|create|update|run|retry|restore)$/.test(verb)) return [f(sub === 'backup' ? 'reversible' : 'safe', `influx ${sub} (${how})`)];
  if (sub === 'write') return [f('reversible', `writes points (${how})`)];
  if (sub === 'restore') return env([at(['dangerous', 'destructive', 'destructive', 'reversible'], `restores data over existing buckets (${how})`)]);
  return env([at(['destructive', 'destructive', 'reversible', 'reversible'], `influx ${sub} ${verb} (${how})`)]);
}

const DB_CLIENTS = ['psql', 'mysql', 'mariadb', 'sqlite3', 'sqlite', 'duckdb', 'cqlsh', 'clickhouse-client', 'clickhouse', 'sqlcmd', 'snowsql', 'mongo', 'mongosh', 'cockroach', 'trino', 'presto', 'usql', 'mycli', 'sqlplus'];
const KAFKA_TOOLS = ['kafka-topics', 'kafka-topics.sh', 'kafka-consumer-groups', 'kafka-consumer-groups.sh', 'kafka-delete-records', 'kafka-delete-records.sh'];
const dataHandlers: Record<string, Handler> = { 'redis-cli': (c) => redisCli(c), ...Object.fromEntries(DB_CLIENTS.map((n) => [n, (c: Cmd, ctx: Ctx) => dbClient(c, ctx)])), ...Object.fromEntries(KAFKA_TOOLS.map((n) => [n, (c: Cmd) => kafka(c)])), bq: (c) => bq(c), dropdb: pgAdmin, dropuser: pgAdmin, 'cypher-shell': cypherShell, influx };
/** (lead18) COPY (query) TO …: the text with the parenthesised query taken out, balanced (its own FROM is no load). */
function withoutCopyQuery(s: string): string {
  const open = s.indexOf('(');
  if (open < 0 || !/^\s*\\?copy\s*$/i.test(s.slice(0, open))) return s;
  let depth = 0;
  for (let i = open; i < s.length && i < open + 4000; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return s.slice(0, open) + s.slice(i + 1);
  }
  return s;
}

export const dataFamily = commandFamily('data', 'database clients (psql -c, mysql -e, sqlite3, cqlsh, clickhouse-client, sqlcmd, snowsql, mongosh --eval, cypher-shell), dropdb / dropuser, influx, redis-cli and Kafka topic and consumer-group tools; the statements they carry go to the SQL / MongoDB / Redis readers', dataHandlers);
