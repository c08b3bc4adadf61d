// Framework and migration tools: Django manage.py, rails / rake, prisma, alembic,
// knex / sequelize / typeorm, flyway, liquibase; plain interpreters running scripts.
import { oneLinerStatements, withArgv } from './interpreters';
import { f, ladder, snippet, unplacedRun, type Finding } from '../findings';
import { positionals, type Cmd } from '../shell/parse';
import { commandFamily, type Ctx, type Handler } from './types';
import { servesSecrets, servingSecrets } from './interpreters';

const WIPE = /(?:^|[:_-])(drop|reset|purge|flush|clean|truncate|wipe|nuke|destroy|schema:load|structure:load|dropall|drop-all|rollback-all|fresh)(?:$|[:_-])/;
const MIGRATE = /(?:^|[:_-])(migrate|migration:run|upgrade|downgrade|rollback|redo|push|deploy|update|apply|up|down|loaddata|import|sync)(?:$|[:_-])/;
const ADD = /(?:^|[:_-])(seed|create|setup|generate|make|makemigrations|new|init|createsuperuser|scaffold)(?:$|[:_-])/;
const READ = /(?:^|[:_-])(test|check|status|showmigrations|routes|validate|format|studio|history|current|heads|show|version|info|help|diff|sqlmigrate|inspectdb|dbshell|shell|console|runserver|server|s|c|lint|stats)(?:$|[:_-])/;

/** Code handed to a framework's console (manage.py shell -c, rails runner, artisan tinker --execute): read as program code, in the environment the command names. */
function consoleCode(cmd: Cmd, ctx: Ctx, code: string): Finding[] {
  const r = ctx.code(code);
  const envArg = /(?:^|\s)(?:-e|--environment)[=\s]+(\w+)|RAILS_ENV=(\w+)|--settings[=\s]+[\w.]*?(prod\w*|staging|dev\w*)/i.exec(cmd.text);
  const named = (envArg?.[1] ?? envArg?.[2] ?? envArg?.[3] ?? '').toLowerCase();
  const env = /^prod/.test(named) ? 'prod' : /^stag/.test(named) ? 'staging' : /^(?:dev|test|local)/.test(named) ? 'dev' : undefined;
  if (env) for (const x of r) if (!x.env) x.env = env;
  return r.length ? r : [f('reversible', `runs code in the application console (${snippet(cmd.text, 50)})`)];
}

/** The code a console task is given: manage.py shell -c/--command, rails runner/r, artisan tinker --execute. */
function consoleArg(words: readonly string[], cmd: Cmd): string | undefined {
  const a = cmd.args;
  const after = (flags: RegExp): string | undefined => {
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as string;
      const eq = /^(--?[\w-]+)=(.*)$/s.exec(x);
      if (eq && flags.test(eq[1] as string)) return eq[2];
      if (flags.test(x)) return a[i + 1];
    }
    return undefined;
  };
  const sub = (words[0] ?? '').toLowerCase();
  // (cls-code17) A console fed its code on standard input (echo 'User.delete_all' | rails console -e production,
  // rails c <<'RB' … RB, echo '…' | php artisan tinker, manage.py shell < <<'PY'): that code runs.
  const fed = cmd.stdin ?? (cmd.pipeIn && (cmd.pipeIn.name === 'echo' || cmd.pipeIn.name === 'printf') ? cmd.pipeIn.args.filter((x) => !/^-[neE]+$/.test(x)).join(' ') : undefined);
  if (sub === 'shell' || sub === 'shell_plus') return after(/^(?:-c|--command)$/) ?? fed;
  if (sub === 'tinker') return after(/^--execute$/) ?? fed;
  if ((sub === 'console' || sub === 'c') && fed !== undefined) return fed;
  // rails runner - <<RUBY: the code comes on standard input.
  if (sub === 'runner' || sub === 'r') return words[1] === '-' && cmd.stdin !== undefined ? cmd.stdin : words[1];
  return undefined;
}

/**
 * (cls-benign19) A generator subcommand that writes a new migration file, with the words after it its name: undefined when
 * the task is no generator; true for a generator undone (rails destroy/d <kind>), which removes generated files.
 */
const GENERATOR_HEAD = /^(?:migrate:make|make:migration|migration:create|migration:generate|migrations:generate|migrations:create|makemigrations|revision|ecto:gen:migration|create|new)$/;
const GENERATOR_KIND = /^(?:migration|model|controller|scaffold|resource|job|mailer|channel|helper|task|integration_test|system_test|serializer|service|component)$/;
function generatedName(all: readonly string[]): boolean | undefined {
  // goose takes its directory, driver and connection string before the command (goose -dir db/migrations postgres "…" create x).
  let i = 0;
  while (i < 3 && /[/:?=]|^(?:postgres|mysql|sqlite3?|mssql|redshift|tidb|clickhouse|vertica|ydb|turso|starrocks)$/i.test(all[i] ?? '') && !/^[a-z]+(?::[a-z]+)+$/i.test(all[i] ?? '')) i++;
  const words = all.slice(i);
  const w0 = (words[0] ?? '').toLowerCase();
  const w1 = (words[1] ?? '').toLowerCase();
  if ((w0 === 'generate' || w0 === 'g') && GENERATOR_KIND.test(w1)) return false;
  if ((w0 === 'destroy' || w0 === 'd') && GENERATOR_KIND.test(w1) && words.length <= 6) return true;
  // goose create NAME, migrate create … NAME, dbmate new NAME, knex migrate:make NAME: a name follows (dbmate create alone
  // creates the database: not a generator here).
  if (GENERATOR_HEAD.test(w0) && (words.length >= 2 || !/^(?:create|new)$/.test(w0))) return false;
  return undefined;
}

/** (cls-benign19) The values given to a name option (--name X, --name=X, -n X, -m X, --message X). */
function nameValues(args: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const x = args[i] as string;
    const eq = /^--(?:name|message)=(.+)$/s.exec(x);
    if (eq) out.add(eq[1] as string);
    else if (/^(?:--name|--message|-n|-m)$/.test(x) && args[i + 1] !== undefined) out.add(args[i + 1] as string);
  }
  return out;
}

/** Classifies a framework task by the words of its subcommand. */
function task(words0: readonly string[], cmd: Cmd, tool: string, ctx?: Ctx): Finding[] {
  let words = words0;
  const how = snippet(cmd.text, 60);
  const code = ctx ? consoleArg(words, cmd) : undefined;
  if (ctx && code) return consoleCode(cmd, ctx, code);
  // (cls-benign19) A migration file generated (rails g migration drop_x, knex migrate:make drop_x, artisan make:migration,
  // goose/golang-migrate create, dbmate new, mix ecto.gen.migration, drizzle-kit generate) and a generator undone
  // (rails destroy model X): the words after the generator are the new file's name, and nothing touches a database.
  const gen = generatedName(words);
  if (gen !== undefined) return [f('reversible', `${tool} writes${gen ? ' or removes' : ''} a migration or generated file in the project; nothing is applied (${how})`)];
  // A name given with --name/-m/--message (prisma migrate dev --name drop_legacy_flag, alembic revision -m "drop …") is
  // what the migration is called, not a task word.
  const named = nameValues(cmd.args);
  if (named.size) words = words.filter((w) => !named.has(w));
  const joined = words.join(' ').toLowerCase();
  const a = cmd.args.join(' ');
  for (const w of words) {
    const lw = w.toLowerCase();
    // The whole database of the environment the task runs in: a dev/test one is rebuilt from migrations and seeds.
    if (WIPE.test(lw)) return [ladder('forbidden', 'dangerous', 'destructive', `${tool} ${lw} empties or drops the database (${how})`)];
  }
  // (cls-interp20) The framework's own scratch and build output (rails tmp:clear, tmp:cache:clear, assets:clobber,
  // assets:clean) is rebuilt: reversible wherever it runs.
  if (/^(?:tmp(?::(?:cache|sockets|pids|screenshots|storage))?:clear|assets:(?:clobber|clean))$/.test(joined)) return [f('reversible', `${tool} ${joined} removes files the framework rebuilds (${how})`)];
  // On a named dev or test database the loss is one dev database's rows (LABELS: dev, one table emptied is destructive).
  if (/--accept-data-loss|--force-reset/.test(a)) return [{ ...f('dangerous', `${tool} applies schema changes that may lose data (${how})`, true), dev: 'destructive' }];
  // Reverting every migration (alembic downgrade base, migrate:reset, rollback --all) drops the schema.
  if (/\b(?:downgrade|down|rollback|migrate:rollback|migrate:reset|db:rollback)\b/.test(joined) && /\b(?:base|0|zero|--all|all)\b/.test(`${joined} ${a}`)) return [{ level: 'forbidden', unknown: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `${tool} reverts every migration, dropping the schema (${how})` }];
  // (cls-code14) A migration printed instead of run (artisan migrate --pretend, alembic upgrade --sql, flyway -dryRunOutput) changes nothing.
  // (cls-en17: Django's migrate --plan and --check, showmigrations print or test the plan.)
  if (/(?:^|\s)(?:--pretend|--sql|--dry-run|-dryRunOutput(?:=\S*)?|--fake|--plan|--check)(?=\s|$)/.test(` ${a}`) && !/--force\b/.test(a)) return [f('safe', `${tool} only prints what the migration would run (${how})`)];
  // Status, SQL previews and validation read only: db:migrate:status, rollback-count-sql, updateSQL.
  for (const w of words) {
    const lw = w.toLowerCase();
    if (/(?:[:_-]|^)(?:status|show|list|info|history|validate|check|help|version|diff|current|heads|plan)$|-?sql$/.test(lw)) return [f('safe', `${tool} ${lw} only reads or prints (${how})`)];
  }
  // (cls-code16) A new migration file written (knex migrate:make, artisan make:migration, typeorm migration:create /
  // migration:generate, alembic revision, makemigrations): code in the repo, nothing applied.
  if (/(?:^|\s)(?:migrate:make|make:migration|migration:create|migration:generate|makemigrations|revision)(?=\s|$)/.test(joined) && !/\b(?:upgrade|migrate:latest|migrate:up|migration:run)\b/.test(joined)) return [f('reversible', `${tool} writes a new migration file; nothing is applied (${how})`)];
  for (const w of words) {
    const lw = w.toLowerCase();
    // Applying migrations to a named dev/test database is the daily loop of development (prisma migrate dev).
    if (MIGRATE.test(lw)) return [{ ...f('destructive', `${tool} ${lw} changes the database schema or data (${how})`, true), dev: 'reversible' }];
  }
  for (const w of words) if (ADD.test(w.toLowerCase())) return [f('reversible', `${tool} ${w} (${how})`)];
  for (const w of words) if (READ.test(w.toLowerCase())) return [f(/dbshell|shell|console|runserver|server|studio/.test(w) ? 'reversible' : 'safe', `${tool} ${w} (${how})`)];
  // (cls-code16) A project's own task is read by its name's words, as a script's name is (deactivate_users --all,
  // purge_orders, send_newsletter): what it names, on the environment its settings name.
  if (ctx && words[0] && /[a-z]/i.test(words[0])) {
    const named = ctx.byName(words[0], cmd).filter((x) => x.level !== 'safe' && x.level !== 'reversible');
    // Handed --all, the act reaches every item it names: a set, never one.
    if (named.length && /(?:^|\s)--(?:all|everyone|all-users|all-tenants)(?=\s|=|$)/.test(` ${a}`)) return named.map((x) => (x.level === 'destructive' ? { ...x, level: 'dangerous', reason: `${x.reason} for every item (--all)` } : x));
    if (named.length) return named;
  }
  return joined ? [f('reversible', `${tool} task (${how})`)] : [];
}

/** (cls-interp20) Python packages whose module form is a command-line tool: the tool's name. */
const MODULE_CLI: Record<string, string> = { django: 'django-admin', alembic: 'alembic', flask: 'flask', celery: 'celery', awscli: 'aws', twine: 'twine', dbt: 'dbt', airflow: 'airflow', prefect: 'prefect', ansible: 'ansible', uvicorn: 'uvicorn', gunicorn: 'gunicorn', poetry: 'poetry', pipx: 'pipx', mkdocs: 'mkdocs', sqlfluff: 'sqlfluff', 'huggingface_hub': 'huggingface-cli', locust: 'locust', scrapy: 'scrapy', rq: 'rq', 'dramatiq': 'dramatiq', 'flower': 'flower', 'gsutil': 'gsutil', 'yoyo': 'yoyo' };
const python: Handler = (cmd, ctx: Ctx) => {
  // Interpreter options before the program (-u, -I, -B, -O, -E, -s, -S, -q, -W arg, -X arg) change how it runs, not what.
  let skip = 0;
  while (skip < cmd.args.length && (/^-[uIBOEsSqbdvRP]+$/.test(cmd.args[skip] as string) || /^-[WX]$/.test(cmd.args[skip] as string))) skip += /^-[WX]$/.test(cmd.args[skip] as string) ? 2 : 1;
  const a = skip ? cmd.args.slice(skip) : cmd.args;
  if (a[0] === '-m') {
    const mod = a[1] ?? '';
    // (cls-code15) http.server over the home directory or the root: rules/interpreters.ts servesSecrets.
    if (servesSecrets('python', a)) return [servingSecrets(cmd.text)];
    if (/^(pytest|unittest|mypy|pyflakes|pylint|black|ruff|flake8|doctest|http\.server|json\.tool|pydoc|timeit|venv|compileall)$/.test(mod)) return [f(mod === 'black' || mod === 'venv' ? 'reversible' : 'safe', `runs ${mod} (${snippet(cmd.text, 50)})`)];
    if (mod === 'pip') return [];
    // (cls-interp20) A tool's package run as a module is that tool's command line (python -m django flush, python -m
    // alembic downgrade base, python -m celery purge, python -m awscli s3 rb …, python -m twine upload).
    const cli = MODULE_CLI[mod];
    if (cli && ctx) {
      const rest = a.slice(2).map((x) => (/^[\w./:=@%+,-]+$/.test(x) ? x : `'${x.replace(/'/g, "'\\''")}'`)).join(' ');
      const r = ctx.inner(`${cli}${rest ? ` ${rest}` : ''}`);
      if (r.length) return r;
    }
    return [f('reversible', `runs the Python module ${mod}`)];
  }
  if (a[0] === '-c' || (a.length === 0 || a[0] === '-') && cmd.stdin !== undefined) {
    const r = ctx.code(a[0] === '-c' ? oneLinerStatements(withArgv('python', a[1] ?? '', a.slice(2))) : (cmd.stdin ?? ''));
    return r.length ? r : [f('reversible', `runs inline Python (${snippet(cmd.text, 50)})`)];
  }
  const pos = positionals(a);
  const script = pos[0];
  if (!script) return [f('reversible', 'opens a Python shell')];
  if (/manage\.py$/.test(script)) return task(pos.slice(1), cmd, 'manage.py', ctx);
  const named = ctx.byName(script, cmd);
  return named.length ? named : [f('reversible', `runs the script ${script}`)];
};

const railsLike: Handler = (cmd, ctx: Ctx) => {
  const pos = positionals(cmd.args);
  // rails runner 'User.delete_all': the Ruby it runs.
  if (cmd.name === 'rails' && (pos[0] === 'runner' || pos[0] === 'r') && pos[1] && !/\.rb$/.test(pos[1])) {
    const r = ctx.code(pos[1] === '-' && cmd.stdin !== undefined ? cmd.stdin : pos.slice(1).join(' '));
    if (r.length) return r;
  }
  return task(pos, cmd, cmd.name, ctx);
};
const sub2: Handler = (cmd, ctx) => task(positionals(cmd.args), cmd, cmd.name, ctx);

/**
 * Task runners driven by a named target (tox -e migrate-prod, nox -s drop_db, invoke db.reset, mage dropProd, fab
 * deploy, poe seed-prod): the target's name is what runs, read by its words like a script's name.
 */
const namedTarget: Handler = (cmd, ctx: Ctx) => {
  const a = cmd.args;
  const opt = cmd.name === 'tox' ? /^(?:-e|--envlist)$/ : cmd.name === 'nox' ? /^(?:-s|--sessions?|-k)$/ : undefined;
  let names: string[];
  if (opt) {
    const i = a.findIndex((x) => opt.test(x));
    names = i >= 0 && a[i + 1] ? (a[i + 1] as string).split(',') : [];
  } else names = positionals(a).slice(0, 3);
  const out: Finding[] = [];
  for (const n of names) out.push(...ctx.byName(n.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[.:]/g, ' '), cmd));
  return out.length ? out : [unplacedRun('reversible', `runs ${cmd.name} ${snippet(names.join(' '), 30)} (${snippet(cmd.text, 60)})`)];
};

export const frameworkHandlers: Record<string, Handler> = {
  tox: namedTarget,
  nox: namedTarget,
  invoke: namedTarget,
  inv: namedTarget,
  mage: namedTarget,
  fab: namedTarget,
  doit: namedTarget,
  poe: namedTarget,
  python,
  python3: python,
  py: python,
  rails: railsLike,
  'bin/rails': railsLike,
  './bin/rails': railsLike,
  rake: railsLike,
  prisma: sub2,
  alembic: sub2,
  knex: sub2,
  sequelize: sub2,
  'sequelize-cli': sub2,
  typeorm: sub2,
  flyway: sub2,
  liquibase: sub2,
  'drizzle-kit': sub2,
  dbmate: sub2,
  goose: sub2,
  migrate: sub2,
  'django-admin': sub2,
  artisan: sub2,
  // Elixir's mix: Ecto's database tasks (ecto.drop, ecto.reset, ecto.migrate, ecto.rollback --all) read like rake's db:*,
  // `mix run -e` by its code; its other tasks are not placed here (deps.clean is no database).
  mix: (cmd, ctx) => {
    const pos = positionals(cmd.args);
    const t = (pos[0] ?? '').toLowerCase();
    if (/^ecto\.\w/.test(t)) return task([t.replace(/\./g, ':'), ...pos.slice(1)], cmd, 'mix', ctx);
    // mix run -e 'code' runs that Elixir code in the project.
    const e = cmd.args.findIndex((x) => x === '-e' || x === '--eval');
    if (t === 'run' && e >= 0 && cmd.args[e + 1]) {
      const r = ctx.code(cmd.args[e + 1] as string);
      if (r.length) return r;
    }
    return [unplacedRun('reversible', `runs mix ${snippet(t, 30)} (${snippet(cmd.text, 60)})`)];
  },
  php: (cmd, ctx) => {
    const pos = positionals(cmd.args);
    if (pos[0] === 'artisan') return task(pos.slice(1), cmd, 'artisan', ctx);
    return ctx.byName(pos[0] ?? '', cmd);
  },
};

export const frameworkFamily = commandFamily('frameworks', 'framework and migration tools by the words of their task (manage.py, rails / rake, prisma, alembic, knex, sequelize, typeorm, flyway, liquibase, artisan, mix ecto.*)', frameworkHandlers);

/**
 * (cls-benign19) Rust's migration CLIs write a new migration file with `sqlx migrate add NAME` and `diesel migration
 * generate NAME`: the name is no act and nothing is applied. Their other commands go on to the generic reader.
 */
const newMigrationFile: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['--source', '--migration-dir', '--database-url', '-D', '--config-file']).map((x) => x.toLowerCase());
  const gen = cmd.name === 'sqlx' ? pos[0] === 'migrate' && pos[1] === 'add' : pos[0] === 'migration' && (pos[1] === 'generate' || pos[1] === 'new');
  return gen && pos.length <= 4 ? [f('reversible', `${cmd.name} writes a new migration file; nothing is applied (${snippet(cmd.text, 60)})`)] : [];
};
/**
 * (cls-benign19) Flask-Migrate's `flask db …` is Alembic: `flask db migrate` autogenerates a revision file (nothing applied),
 * `upgrade`/`downgrade` (base: every table) apply, read as Alembic's tasks. Other flask commands go on to the generic reader.
 */
const flaskDb: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-m', '--message', '--app', '-A', '--env-file', '-e', '-d', '--directory', '--rev-id']);
  if (pos[0] !== 'db') return [];
  return task(pos.slice(1).map((x) => (x === 'migrate' ? 'revision' : x)), cmd, 'flask db', ctx);
};
export const migrationFileFamily = commandFamily('migration-files', '(cls-benign19) sqlx migrate add, diesel migration generate: a new migration file written; flask db (Flask-Migrate) read as Alembic', { sqlx: newMigrationFile, diesel: newMigrationFile, flask: flaskDb }, false, true);
