// cls-interp20: a console or REPL session typed line by line. An agent opens a console (`heroku run rails console -a
// acme-prod`, `kubectl exec -it … -- python manage.py shell`, `psql -h db.prod app`, `mongosh "$URL"`, `redis-cli -h …`,
// `php artisan tinker`, `iex -S mix`, `flask shell`) and then types statements at its prompt (`irb(main):001:0>`, `>>>`,
// `In [3]:`, `[1] pry(main)>`, `iex(1)>`, `mysql>`, `app=>`, `127.0.0.1:6379>`, `app>`, a bare `>`), or types them with
// no prompt shown. The launch line is a command; every statement typed after it is read in the console's language (code,
// SQL or Redis), not as shell text where `>` would be a redirect. The launch line still names the host and environment.

import { isProgram } from './programs';

/** Keywords of the consoles' languages that are also program names. */
const CODE_WORDS = /^(?:import|from|def|class|for|if|while|print|puts|p|pp|require|use|let|const|var|await|return|del|with|try|begin|end|do|exit|quit|help|alias|include|load|open|system|exec|eval|time|test|type|raise|yield)$/;

/** The language a console reads. */
export type SessionLang = 'code' | 'sql' | 'redis';

export interface Session {
  /** The lines before the first typed statement: the commands that open the console. */
  launch: string;
  /** The typed statements, grouped by language in order. */
  parts: { lang: SessionLang; text: string }[];
  /** The console is an in-memory SQLite or DuckDB database (`sqlite3`, `sqlite3 :memory:`, `duckdb` with no file). */
  memory?: boolean;
}

/** A command that opens an interactive console or REPL (at the end of its line, or with only connection options after it). */
const LAUNCH_CODE = /(?:^|[\s'"/;&|(])(?:(?:bin\/)?rails\s+(?:c|console)|irb|pry|ipython\d?|python\d?(?:\.\d+)?(?:\s+-i)?|(?:\.\/)?manage\.py\s+(?:shell|shell_plus)|django-admin\s+shell|flask\s+shell|(?:php\s+)?artisan\s+tinker|tinker|psysh|iex(?:\s+-S\s+mix)?|node|deno(?:\s+repl)?|bun\s+repl|ts-node|julia|R|scala|sbt\s+console|ghci|lein\s+repl|clj|erl|groovysh|jshell|mongosh|mongo|(?:bundle\s+exec\s+)?(?:hanami|padrino)\s+console|(?:bin\/)?console|(?:rails|rake)\s+console)(?=\s|$|['"])/;
const LAUNCH_SQL = /(?:^|[\s'"/;&|(])(?:psql|pgcli|mysql|mariadb|mycli|sqlite3|duckdb|cqlsh|sqlcmd|snowsql|clickhouse-client|clickhouse\s+client|(?:bin\/)?rails\s+(?:dbconsole|db)|(?:\.\/)?manage\.py\s+dbshell|usql|trino|presto|spark-sql|beeline|hive|sqlplus)(?=\s|$|['"])/;
const LAUNCH_REDIS = /(?:^|[\s'"/;&|(])(?:redis-cli|valkey-cli|keydb-cli)(?=\s|$|['"])/;

// Prompts that only a console prints (never a shell line): Ruby, Python, IPython, Elixir, SQL and Redis clients.
const P_CODE = /^[ \t]*(?:irb\([^)\n]{0,40}\):?[\d:]*[>*"'](?:[ \t]|$)|(?:\[\d+\][ \t]+)?pry\([^)\n]{0,40}\)[>*](?:[ \t]|$)|>>>(?:[ \t]|$)|In[ \t]*\[\d*\]:(?:[ \t]|$)|iex\([^)\n]{0,60}\)\d*>(?:[ \t]|$)|[\w-]{1,40}\((?:dev|development|prod|production|staging|test)\)[>*][ \t]|(?:ipdb|pdb|Pdb)>[ \t]|julia>[ \t]|scala>[ \t]|ghci>[ \t]|jshell>[ \t]|php[ \t]>[ \t]|(?:rs\d*|atlas-[\w-]{1,40})?[ \t]*\[(?:primary|secondary|direct: \w+)\][ \t]+[\w-]{1,40}>[ \t])/;
const P_CONT = /^[ \t]*(?:\.\.\.:?|\.\.\.\.:|[ \t]*->|[\w-]{1,40}-[#>])(?:[ \t]|$)/;
const P_SQL = /^[ \t]*(?:(?:mysql|MariaDB[ \t]+\[[^\]\n]{0,60}\]|mariadb|sqlite|duckdb|D|cqlsh(?::[\w-]{1,40})?|snowsql|sql|SQL|presto(?::[\w-]{1,40})?|trino(?::[\w-]{1,40})?|spark-sql|hive|\d+)>|[\w.-]{1,40}=[*!]?[#>]|[\w.-]{1,40}#[\w.-]{1,40}@[\w.-]{1,80}>)[ \t]+/;
const P_REDIS = /^[ \t]*(?:(?:\d{1,3}\.){3}\d{1,3}|[\w.-]{1,80}):\d{2,5}(?:\[\d+\])?>[ \t]+|^[ \t]*redis>[ \t]+/;
/** A bare `>` prompt, or a mongosh `db>` one: a console prompt only when the launch line opened a console. */
const P_LOOSE = /^[ \t]*(?:[\w-]{1,40})?>[ \t]+/;

const SQL_STATEMENT = /^(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|with|merge|replace|copy|vacuum|set|show|describe|explain|begin|commit|rollback|\\[a-z])\b/i;

function promptOf(line: string, launchLang: SessionLang | undefined): { lang: SessionLang; rest: string } | null {
  let m = P_CODE.exec(line);
  if (m) return { lang: 'code', rest: line.slice(m[0].length) };
  m = P_REDIS.exec(line);
  if (m) return { lang: 'redis', rest: line.slice(m[0].length) };
  if (launchLang === 'sql' || /^[ \t]*(?:mysql|MariaDB|mariadb|sqlite|duckdb|cqlsh)\b/.test(line)) {
    m = P_SQL.exec(line);
    if (m) return { lang: 'sql', rest: line.slice(m[0].length) };
  }
  if (launchLang) {
    m = P_LOOSE.exec(line);
    if (m) return { lang: launchLang, rest: line.slice(m[0].length) };
  }
  return null;
}

/** A command line: its first word a program or path (after `$ `, NAME=value prefixes, sudo), not an assignment or code. */
const COMMAND_LINE = /^[ \t]*(?:\$[ \t]+)?(?:[A-Za-z_]\w*=\S*[ \t]+)*(?:sudo[ \t]+)?[\w.~/-]+(?:[ \t]|$)/;

function launchLangOf(line: string): SessionLang | undefined {
  if (!COMMAND_LINE.test(line) || /^[ \t]*(?:\$[ \t]+)?[\w.]+[ \t]*=/.test(line)) return undefined;
  if (LAUNCH_REDIS.test(line)) return 'redis';
  if (LAUNCH_SQL.test(line)) return 'sql';
  if (LAUNCH_CODE.test(line)) return 'code';
  return undefined;
}

/**
 * A console session: up to four lines that open a console, then statements typed at its prompt (or, after a launch
 * line that ends in a bare console with nothing after it, statements typed with no prompt). Output lines between the
 * prompts are left out; continuation lines (`...`, `...:`, `->`) join their statement. Returns null for anything else.
 */
export function consoleSession(t: string): Session | null {
  if (t.length > 40_000 || !t.includes('\n')) return null;
  const lines = t.split('\n');
  if (lines.length > 400) return null;
  // The launch: the lines before the first prompt. The last of them must open a console.
  let first = -1;
  let lang: SessionLang | undefined;
  for (let i = 0; i < Math.min(lines.length, 5); i++) {
    const l = lines[i] as string;
    const ll = i > 0 ? launchLangOf(lines[i - 1] as string) : undefined;
    if (i > 0 && promptOf(l, ll)) {
      first = i;
      lang = ll;
      break;
    }
  }
  let bare = false;
  if (first < 0) {
    // No prompt shown: a launch line that is only a console (`heroku run rails console -a acme-prod`, `psql -h db app`)
    // followed by statements in its language.
    const l0 = (lines[0] as string).trim();
    lang = launchLangOf(l0);
    if (!lang || !consoleOnly(l0, lang)) return null;
    first = 1;
    bare = true;
  }
  const launch = lines.slice(0, first).join('\n').trim();
  if (!launch || /^(?:>>>|In \[|irb\(|\[\d+\] pry)/.test(launch)) return null;
  // The launch must open a console: its last line names one.
  if (!launchLangOf(lines[first - 1] as string)) return null;
  const parts: { lang: SessionLang; text: string }[] = [];
  let cur: { lang: SessionLang; text: string } | null = null;
  let typed = 0;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.trim()) continue;
    const p = bare ? null : promptOf(line, lang);
    if (p) {
      typed++;
      if (cur && cur.lang === p.lang) cur.text += `\n${p.rest}`;
      else {
        cur = { lang: p.lang, text: p.rest };
        parts.push(cur);
      }
      continue;
    }
    if (bare) {
      const l = line.trim();
      if (lang === 'sql' && !SQL_STATEMENT.test(l) && !(cur && !/;\s*$/.test(cur.text))) return null;
      if (/^(?:exit|quit|\\q|\.exit|exit\(\))\s*;?$/.test(l)) break;
      // A shell command after a bare interpreter (`python3⏎rm -rf /srv/data`) is no typed statement: leave the text to the script reader.
      const w = /^([a-z][\w.-]*)(?:[ \t]|$)/.exec(l)?.[1];
      if (lang === 'code' && w && !/[(=.]/.test(l.slice(0, 40)) && isProgram(w) && !CODE_WORDS.test(w)) return null;
      typed++;
      if (cur) cur.text += `\n${line}`;
      else {
        cur = { lang: lang as SessionLang, text: line };
        parts.push(cur);
      }
      continue;
    }
    const c = P_CONT.exec(line);
    if (c && cur) {
      cur.text += `\n${line.slice(c[0].length)}`;
      continue;
    }
    // Anything else is the console's output.
  }
  if (!typed || !parts.length) return null;
  for (const part of parts) part.text = part.text.trim();
  const last = (lines[first - 1] as string).trim();
  const memory = /(?:^|[\s'"/])(?:sqlite3|duckdb)(?:\s+-[\w-]+)*(?:\s+:memory:)?\s*$/.test(last);
  return { launch, parts: parts.filter((p) => p.text), ...(memory ? { memory } : {}) };
}

/** A launch line with nothing run inline: the console waits for typed input (no -c/-e/-f/--eval/--execute/runner). */
function consoleOnly(line: string, lang: SessionLang): boolean {
  if (line.length > 400 || /[|<>;]|&&/.test(line)) return false;
  if (/\s(?:-[ceCfx]|--(?:command|eval|execute|file|exec)|-\w*e\w*\s+['"])(?:\s|=|$)/.test(line)) return false;
  if (/\brunner\b|<<|\bexec\s+(?!-it?\b)/.test(line) && !/\bkubectl\s+exec\b|\bdocker\s+exec\b/.test(line)) return false;
  if (lang === 'redis' && /redis-cli(?:\s+-[hpna]\s+\S+|\s+--(?:tls|user|pass)\S*(?:\s+\S+)?|\s+-u\s+\S+)*\s+[A-Za-z]/.test(line)) return false;
  // The console is the last thing on the line, with only its own options after it; a database client or an app's
  // console may also name its database, connection or environment.
  const l = line.trim();
  if (/(?:^|[\s'"/])(?:irb|pry|ipython\d?|iex(?:\s+-S\s+mix)?|node|deno|julia|python\d?(?:\.\d+)?)(?:\s+-{1,2}[\w-]+)*\s*['"]?$/.test(l)) return true;
  return /(?:^|[\s'"/])(?:rails\s+(?:c|console|dbconsole|db)|shell|shell_plus|dbshell|tinker|console|psql|pgcli|mysql|mariadb|mycli|sqlite3|duckdb|cqlsh|sqlcmd|snowsql|clickhouse-client|redis-cli|valkey-cli|mongosh|mongo)(?:\s+(?:-{1,2}[\w-]+(?:[ =](?![-'"])\S+)?|"[^"\n]*"|'[^'\n]*'|[\w.:/@%$?=&{}][\w.:/@%$?=&{}-]*)){0,12}\s*['"]?$/.test(l);
}
