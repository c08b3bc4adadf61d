// Reads the simple commands of a script (shell/script.ts) with the command
// families of the registry. A program no family knows is read by the words
// of its subcommands ("velero backup delete --all", "op vault delete X"), so
// an unfamiliar CLI is judged by meaning rather than waved through; a command
// whose name is only known at run time is at least destructive.
import { detectEnv, pathKind } from '../context';
import { f, pin, raise, RANK, snippet, unplacedRun, type Finding } from '../findings';
import { judge, M, type Act } from '../meaning';
import { familyFor, READ_ONLY } from '../registry';
import { cmdlet, pipelineFindings, redirectFindings, secretSource } from '../rules/shell';
import { dbClient } from '../rules/data';
import type { Ctx } from '../rules/types';
import { positionals, type Cmd } from '../shell/parse';
import type { ScriptResult } from '../shell/script';
import { inertStartup, protectedKind, protectedTouch, readFileChange } from './files';
import { readSubcommands } from './generic';
import { writesOf } from './writes';
import { mentionsPersonalData } from '../text/personal';
import { madeFileSentOut } from './madefile20';
import { fleetKeepsLevel } from './remote26';

const PS_VERBS = /^(get|set|new|remove|add|clear|copy|move|rename|start|stop|restart|invoke|enable|disable|register|unregister|install|uninstall|import|export|update|test|select|where|foreach|format|out|write|read|send|connect|disconnect|mount|dismount|suspend|resume|grant|revoke|lock|unlock|reset|publish|unpublish|search|find|measure|compare|convertto|convertfrom|expand|compress|backup|restore|push|pop|wait|resolve|block|unblock|approve|limit|initialize|optimize|repair|save|sync|use|show|hide|open|close|merge|split|join|skip|request|receive|submit|undo|protect|unprotect)-/;
/** Cmdlets that act on this machine (files, processes, services, local security); others manage remote tenants. */
const LOCAL_CMDLET = /-(?:item|childitem|content|itemproperty|process|service|location|path|file|acl|computer|mppreference|executionpolicy|netfirewall\w*|scheduledtask\w*|printer|disk|volume|partition|psdrive|alias|variable|module|package|eventlog|windowsoptionalfeature|netadapter|dnsclientcache|clipboard|date|host|output)$/;
/** Commands of local families that act on another machine (the HTTP request, the remote host). perl -e code reaches
 *  databases and APIs as often as files, like the other interpreters: the code reader marks its file deletions local. */
const REMOTE_TOOLS = new Set(['perl', 'curl', 'wget', 'http', 'https', 'xh', 'curlie', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod', 'nc', 'ncat', 'netcat', 'socat', 'scp', 'sftp', 'gh', 'ssh-copy-id']);
const NO_REDIRECT_CHECK = new Set(['echo', 'printf', ':', 'true', 'sed', 'curl', 'wget', 'tee', 'write-output', 'write-host']);
const DRY_RUN = /^(?:--dry-?run(?:=(?!none|false).*)?|-whatif|--what-if|--noop|--simulate|--plan-only|--no-act|--dryrun|--check|-check|--preview|--validate-only|--diff)$/i;
// sh -n / bash -n: the shell parses the script and runs nothing.
const DRY_RUN_N = new Set(['rsync', 'make', 'ansible-playbook', 'wipefs', 'git-clean', 'sh', 'bash', 'zsh', 'dash', 'ksh']);
const SHELL_NAMES = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'iex', 'invoke-expression', 'source', '.', 'eval', 'pwsh', 'powershell', 'python', 'python3', 'perl', 'ruby', 'node', 'php']);
const FETCHERS = new Set(['curl', 'wget', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod', 'fetch', 'http', 'xh', 'curlie']);

/** A dry run or preview changes nothing, whatever it would do for real. */
export function isDryRun(c: Cmd): boolean {
  for (const a of c.args) if (a.charCodeAt(0) === 45 && DRY_RUN.test(a)) return !(a.toLowerCase() === '--check' && !/^(ansible|ansible-playbook|terraform|tofu|helm|kubectl|salt|puppet|chef-client|pip)$/.test(c.name)) && !(a.toLowerCase() === '--diff' && !/^(ansible|ansible-playbook|helm)$/.test(c.name));
  if (DRY_RUN_N.has(c.name) && c.args.some((a) => /^-[a-zA-Z]*n[a-zA-Z]*$/.test(a) && !a.startsWith('--'))) return true;
  if (c.name === 'git' && (c.args[0] === 'push' || c.args[0] === 'clean') && c.args.some((a) => a === '-n' || /^-[a-zA-Z]*n/.test(a) && c.args[0] === 'clean')) return true;
  if (c.name === 'kubectl' && c.args.some((a) => a.startsWith('--dry-run'))) return true;
  return false;
}

const SQL_OPTION = /^--?(?:command|sql|query|execute|statement|stmt|q|c|e)$/;
const SQL_START = /^\s*(?:delete|update|insert|drop|truncate|alter|grant|revoke|merge|replace|create|rename|with|select)\b/i;

/** A whole statement that changes data, as an unfamiliar CLI's argument (turso db shell acme "DROP TABLE orders"). */
const SQL_WRITE = /^\s*(?:delete\s+from|drop\s+(?:table|database|schema|index|view|collection)|truncate\s|update\s+\S+\s+set\s|alter\s+table|insert\s+into|grant\s|revoke\s)/i;

/** The value of the first option `named` accepts whose value `fits` (`--opt value` or `--opt=value`). */
function optionValue(c: Cmd, named: (name: string) => boolean, fits: (value: string) => boolean): string | null {
  const a = c.args;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (x.charCodeAt(0) !== 45) continue;
    const eq = x.indexOf('=');
    if (!named(eq > 0 ? x.slice(0, eq) : x)) continue;
    const v = eq > 0 ? x.slice(eq + 1) : (a[i + 1] ?? '');
    if (fits(v)) return v;
  }
  return null;
}

/** The SQL statement an option of the command carries, if any. */
const HTTP_SENDER_I22 = /^(?:curl|wget|http|https|xh|curlie)$/;
/** (cls-interp22) The statement a request carries in a q / query / sql / statement parameter, URL-decoded. */
function httpStatementI22(c: Cmd): string | null {
  for (let i = 0; i < c.args.length && i < 64; i++) {
    const x = c.args[i] as string;
    const v = /^(?:-d|--data|--data-urlencode|--data-raw|--data-binary|-F|--form|--post-data)$/.test(x) ? c.args[i + 1] ?? '' : /^--(?:data|data-urlencode|data-raw|post-data)=/.test(x) ? x.slice(x.indexOf('=') + 1) : /^https?:\/\/\S*\?/.test(x) ? x.slice(x.indexOf('?') + 1) : /^(?:q|query|sql|statement|stmt)==?/.test(x) ? x : '';
    for (const m of v.matchAll(/(?:^|[&?])(?:q|query|sql|statement|stmt)==?([^&]{4,4000})/gi)) {
      let stmt = m[1] as string;
      try { stmt = decodeURIComponent(stmt.replace(/\+/g, ' ')); } catch { /* keep as written */ }
      if (SQL_WRITE.test(stmt) || /^\s*(?:drop\s+(?:series|measurement|retention\s+policy|shard|continuous\s+query)|delete\s+(?:from|where))\b/i.test(stmt)) return stmt;
    }
  }
  return null;
}

function sqlOption(c: Cmd): string | null {
  return optionValue(c, (name) => SQL_OPTION.test(name), (v) => SQL_START.test(v));
}

/** (cls-interp20) A hosting platform's own console onto its database. */
function dbConsole(c: Cmd): boolean {
  const p = positionals(c.args, ['-a', '--app', '-r', '--remote', '--user', '-u', '--database', '-d', '-n', '--name', '-g', '--resource-group', '-p', '--admin-password', '--project']);
  const w = p.join(' ');
  if (c.name === 'heroku') return /^pg:psql\b/.test(w);
  if (c.name === 'fly' || c.name === 'flyctl') return /^(?:postgres|pg|mpg)\s+connect\b/.test(w);
  if (c.name === 'gcloud') return /^(?:beta\s+)?sql\s+connect\b/.test(w);
  if (c.name === 'render') return /^psql\b/.test(w);
  if (c.name === 'az') return /^(?:postgres|mysql)\s+(?:flexible-server\s+)?(?:execute|connect)\b/.test(w);
  if (c.name === 'pscale') return /^shell\b/.test(w);
  if (c.name === 'railway') return /^connect\b/.test(w);
  if (c.name === 'doctl') return /^databases\s+(?:connection|sql)\b/.test(w);
  return false;
}

/** Programs that only print documentation. */
const DOC_PROGRAMS = new Set(['man', 'tldr', 'info', 'whatis', 'apropos', 'cheat', 'help', 'get-help', 'navi']);

/** Asking a command for its usage (kubectl delete --help, terraform destroy -help, aws s3 rm help) runs nothing. */
export function isHelp(c: Cmd): boolean {
  if (DOC_PROGRAMS.has(c.name)) return true;
  const a = c.args;
  if (a.some((x) => x === '--help' || x === '-help' || x === '/?' || x === '-?')) return true;
  return (c.name === 'aws' || c.name === 'az' || c.name === 'gcloud') && a.length > 1 && a[a.length - 1] === 'help';
}

/** Options whose value names the environment a command acts on (--environment test, --stage prod, -n dev for kubectl/helm). */
const ENV_OPTION = /^--(?:env|environment|environment-name|stage|target-env|deploy-env|tier|context|kube-context|namespace|workspace|profile|project-env)$/;
const ENV_VALUE: Record<string, 'prod' | 'staging' | 'dev'> = {
  prod: 'prod', production: 'prod', prd: 'prod', live: 'prod',
  staging: 'staging', stage: 'staging', stg: 'staging', uat: 'staging', qa: 'staging', preprod: 'staging',
  dev: 'dev', development: 'dev', test: 'dev', testing: 'dev', local: 'dev', sandbox: 'dev', preview: 'dev', ci: 'dev', e2e: 'dev', scratch: 'dev', demo: 'dev',
};

/** The environment an option names outright: a bare word such as `test` means the test environment there. */
function envFromOptions(c: Cmd): ReturnType<typeof detectEnv> | null {
  const named = (name: string) => ENV_OPTION.test(name) || (name === '-n' && /^(?:kubectl|helm|oc)$/.test(c.name)) || (name === '-e' && /^(?:vercel|railway|serverless|sls|eb|amplify|ldcli)$/.test(c.name));
  const v = optionValue(c, named, (value) => Object.hasOwn(ENV_VALUE, value.toLowerCase()))?.toLowerCase();
  const env = v === undefined ? undefined : ENV_VALUE[v];
  return env && v !== undefined ? { env, evidence: v } : null;
}

function envOfCmd(c: Cmd): ReturnType<typeof detectEnv> {
  const named = envFromOptions(c);
  if (named) return named;
  let text = c.host ?? '';
  for (const v of Object.values(c.env)) text += ` ${v}`;
  for (const k of Object.keys(c.env)) if (/^(RAILS_ENV|NODE_ENV|APP_ENV|ENV|ENVIRONMENT|STAGE|DJANGO_SETTINGS_MODULE|FLASK_ENV|MIX_ENV|ASPNETCORE_ENVIRONMENT|DATABASE_URL|DB_URL|MONGO_URI|REDIS_URL|KUBECONFIG|AWS_PROFILE|VAULT_ADDR)$/.test(k) || /PROD|STAGING|DEV/.test(k)) text += ` ${k}`;
  // (lead18) A principal's name (--user-name svc-tmp, --role-name ci-dev-reader, --member user:bob-test@…) names who, not
  // where: an IAM user or role is account-wide, as a person's handle names no environment (lead17).
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i] as string;
    if (/^--(?:user-name|role-name|group-name|username|user|member|principal|service-account|assignee)(?:=|$)/.test(a)) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : (c.args[i + 1] ?? '');
      if (detectEnv(v).env === 'dev') {
        if (!a.includes('=')) i++;
        continue;
      }
    }
    if (a.length < 200) text += ` ${a}`;
  }
  return detectEnv(text);
}

/** (cls-benign25) Database clients the data family reads with their statements. */
const DB_SHELLS_25 = new Set(['sqlite3', 'sqlite', 'duckdb']);

export function readCommands(r: ScriptResult, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const cmds = r.cmds;
  const restarts = stopThenStart(cmds);
  // (crontab -l; echo …) | crontab -: the new table keeps the old one, so it only adds an entry.
  // A grep -v or sed …/d on the way drops entries: that rewrites the table.
  const keepsCrontab = cmds.some((c) => c.name === 'crontab' && c.args.includes('-l')) && !cmds.some((c) => (c.name === 'grep' && c.args.some((x) => /^-\w*v/.test(x) || x === '--invert-match')) || (c.name === 'sed' && c.args.some((x) => /\/d\b|^\d+d$/.test(x))));
  /** Scripts written earlier in this input whose text is visible (cat > x.sh <<EOF): what running them runs. */
  const written = new Map<string, string>();
  const note = r.comments.length ? r.comments.join('. ').slice(0, 1000) : undefined;
  for (const c of cmds) {
    if (note && c.note === undefined) c.note = note;
    let found = readOne(c, ctx);
    const writtenEffects = new Set<Finding>();
    // A statement carried in an option (wrangler d1 execute --command "DELETE …", a CLI's --sql/--query):
    // judged as SQL when the family found nothing that needs a person.
    // (cls-benign25: not a database client whose own reader placed its statements — an in-memory database's are gone.)
    if (!found.some((x) => RANK[x.level] >= RANK.destructive) && !(DB_SHELLS_25.has(c.name) && found.length > 0 && found.every((x) => x.unplaced !== true))) {
      const stmt = sqlOption(c) ?? (found.length > 0 && found.every((x) => x.unplaced) ? c.args.find((x) => /\s/.test(x) && SQL_WRITE.test(x)) : undefined);
      if (stmt) found = found.concat(ctx.sql(stmt).filter((x) => RANK[x.level] >= RANK.destructive));
    }
    // (cls-interp22) A statement sent to a database's HTTP query endpoint as a form or URL parameter (curl …/query
    // --data-urlencode 'q=DROP DATABASE telegraf', ClickHouse's ?query=, a SQL API's sql=): what the server runs.
    if (HTTP_SENDER_I22.test(c.name) && !found.some((x) => RANK[x.level] >= RANK.dangerous)) {
      const stmt = httpStatementI22(c);
      if (stmt) found = found.concat(ctx.sql(stmt).filter((x) => RANK[x.level] >= RANK.destructive).map((x) => ({ ...x, reason: `${x.reason}, sent to ${snippet(c.text, 40)}` })));
    }
    // (cls-interp20) A hosting platform's database console (heroku pg:psql, fly postgres connect, gcloud sql connect, render
    // psql, az … flexible-server execute, pscale shell, railway connect) runs the SQL it is given by option or on stdin on
    // that platform's database, whatever the platform family says of the call itself.
    if (dbConsole(c)) {
      const stmt = sqlOption(c) ?? optionValue(c, (n) => n === '--querytext', (v) => SQL_START.test(v)) ?? (c.stdin !== undefined && SQL_START.test(c.stdin) ? c.stdin : null);
      if (stmt) {
        const top = Math.max(-1, ...found.map((x) => RANK[x.level]));
        const all = ctx.sql(stmt);
        const sql = all.filter((x) => RANK[x.level] >= RANK.destructive);
        // (A read — SELECT count(*) … — is what runs: the platform call's generic reading gives way to it.)
        const generic = (x: Finding) => x.unplaced === true || / call \(/.test(x.reason);
        if (sql.some((x) => RANK[x.level] >= top)) found = sql.concat(found.filter((x) => !generic(x)));
        else if (!sql.length && all.length && found.every(generic)) found = all;
      }
    }
    // echo 'DROP DATABASE x;' | python3 -c "…execute(sys.stdin.read())": code that runs what it reads from stdin
    // runs the literal text fed to it (as SQL when it is SQL, else as a command line).
    const fed = stdinExecuted(c);
    if (fed) for (const x of SQL_FED.test(fed) ? ctx.sql(fed) : ctx.inner(fed)) if (RANK[x.level] >= RANK.destructive) found.push({ ...x, reason: `runs the text piped into it, which ${x.reason}` });
    const ran = scriptRun(c, written);
    // (cls-interp21) A SQL file written earlier in the same input and then run by a database client (psql -f x.sql,
    // mysql db < x.sql, sqlcmd -i x.sql, cqlsh -f, clickhouse-client --queries-file): the client runs that text.
    const sqlRan = written.size > 0 ? sqlFileRun(c, written) : null;
    if (sqlRan) for (const x of dbClient(sqlRan, ctx)) if (RANK[x.level] >= RANK.destructive) found.push({ ...x, reason: `${x.reason}, from the file written above` });
    // (cls-holes18) A request body read from a file written earlier in the same input (echo '{"acls": …}' > policy.hujson &&
    // curl … --data-binary @policy.hujson): the request is read with that text as its body.
    if (c.name === 'curl' && written.size > 0) {
      const k = c.args.findIndex((x, i) => i > 0 && /^@[^@\s]{1,200}$/.test(x) && /^(?:-d|--data|--data-binary|--data-raw|--json)$/.test(c.args[i - 1] as string));
      const body = k > 0 ? written.get(scriptKey((c.args[k] as string).slice(1))) : undefined;
      if (body !== undefined && body.length < 20_000) {
        const q = (x: string) => `'${x.replace(/'/g, `'\\''`)}'`;
        const line = `curl ${c.args.map((x, i) => q(i === k ? body.trim() : x)).join(' ')}`;
        for (const x of ctx.inner(line)) if (RANK[x.level] > Math.max(-1, ...found.map((y) => RANK[y.level]))) found.push({ ...x, reason: `${x.reason}, with the body written to ${(c.args[k] as string).slice(1)} above` });
      }
    }
    if (ran) for (const x of ran.code ? ctx.code(ran.text) : ctx.inner(ran.text)) if (x.level !== 'safe' && x.level !== 'reversible') found.push({ ...x, reason: `runs the script written above, which ${x.reason}` });
    if (restarts.has(c)) found = [judge({ verb: 'restart', obj: 'service', scope: 'one', mods: 0, what: snippet(c.text, 60) }) as Finding];
    if (isHelp(c) && !c.redirects.some((x) => !x.op.startsWith('<') && pathKind(x.target) !== 'null' && !/^&/.test(x.target) && pathKind(x.target) !== 'normal')) found = [f('safe', `prints usage or documentation only (${snippet(c.text, 60)})`)];
    else if (isDryRun(c) && found.some((x) => x.level !== 'safe')) found = [f('safe', `dry run or preview; nothing is changed (${snippet(c.text, 60)})`)];
    else {
      if (!NO_REDIRECT_CHECK.has(c.name)) found = found.concat(redirectFindings(c, (c.name === 'cat' || c.name === 'type') && c.args.length > 0 && c.args.every((x) => x === '/dev/null' || /^nul:?$/i.test(x))));
      const ws = writesOf(c);
      // cls-benign17: an alias or setting appended to a shell profile (`echo "alias k=kubectl" >> ~/.bashrc`) runs nothing new.
      const inertRc = new Set(ws.filter((w) => w.old === '' && protectedKind(w.path, ctx.protectedPaths) === 'startup' && inertStartup(w.content, ctx)).map((w) => w.path));
      found = found.concat(protectedTouch(c, ctx.protectedPaths, keepsCrontab, inertRc));
      found = found.concat(tlsChecksOff(c));
      // Text written into a file by the command itself is judged as that file's new content.
      for (const w of ws) {
        for (const x of readFileChange(w, ctx, { contentOnly: w.pathJudged })) if (x.level !== 'safe' && (x.level !== 'reversible' || !w.pathJudged)) {
          found.push(x);
          // What a file's new text does (a rule opened to the internet, a check removed) acts where the file is used, not here.
          if (!x.local) writtenEffects.add(x);
        }
        const key = scriptKey(w.path);
        if (written.size < 64) written.set(key, w.old === '' ? `${written.get(key) ?? ''}${w.content}` : w.content);
      }
    }
    // Code an interpreter fetches and runs, under sudo, is remote code run as root (`sudo python3 -c "exec(urlopen(…))"`).
    if (c.sudo) for (const x of found) if (/^runs unverified remote code\b/.test(x.reason) && RANK[x.level] < RANK.forbidden) Object.assign(x, { level: 'forbidden', reason: `${x.reason} as root` });
    if (c.every) for (const x of found) raiseForEvery(x, c);
    else if (c.bulk) for (const x of found) raiseForLoop(x, c);
    const onProd = projectCodeOnProductionData(c, found);
    if (onProd) found.push(onProd);
    // Where it runs: a remote host or an environment named in its own arguments.
    const env = envOfCmd(c);
    const fam = familyFor(c.name);
    for (const x of found) {
      if (!x.env && env.env !== 'unknown') x.env = env.env;
      // (A finding that says it is not local — a command a scheduler or a container carries — keeps that.)
      if (x.local !== false && (fam?.local || (!fam && PS_VERBS.test(c.name) && LOCAL_CMDLET.test(c.name))) && !c.host && !REMOTE_TOOLS.has(c.name) && !writtenEffects.has(x)) x.local = true;
      if (c.host && !x.env) {
        x.local = false;
        // Another machine whose environment nothing names counts as possibly production (LABELS): what would need
        // a person there is not advisory here (a restart over ssh). Higher levels keep the family's own unknown rung.
        if (x.unknown && RANK[x.unknown] < RANK.destructive && RANK[x.level] >= RANK.destructive && !isContainerHost(c)) x.unknown = 'destructive';
      }
      if (c.via.length && !x.reason.includes(' via ')) x.reason = `${x.reason} via ${c.via[c.via.length - 1]}`;
    }
    out.push(...found);
  }
  // cls-holes14: a secrets file staged and then pushed in the same input leaves this machine for everyone who can read
  // the remote: a person verifies it, as when it is forced past .gitignore. (Rails' encrypted credentials.yml.enc is
  // meant to be committed.)
  // (lead15) `git stash push -u … && git reset --hard origin/main`: the work the reset would discard was stashed first.
  const stashAt = cmds.findIndex((c) => c.name === 'git' && c.args[0] === 'stash' && (c.args.length === 1 || /^(?:push|save|-u|--include-untracked|-a|--all|-m)$/.test(c.args[1] ?? '')));
  if (stashAt >= 0) for (const x of out) if (/^discards local commits and uncommitted changes/.test(x.reason) && x.reason.includes('reset --hard') && out.indexOf(x) >= stashAt) Object.assign(x, { level: 'reversible', reason: `${x.reason}, after stashing them first` });
  const pushAt = cmds.findIndex((c) => c.name === 'git' && positionals(c.args)[0] === 'push');
  if (pushAt > 0) for (const x of out) if (/^stages a secrets file\b/.test(x.reason) && !/\.enc\b/.test(x.reason) && RANK[x.level] < RANK.dangerous) Object.assign(x, { level: 'dangerous', reason: `${x.reason}, then pushes it to the remote` });
  out.push(...pipelineFindings(cmds));
  out.push(...remoteDeploy(cmds));
  out.push(...remoteCode(cmds), ...secretsFoundPrinted(cmds));
  out.push(...secretsInSubstitutions(cmds));
  out.push(...personalDataCopiedOut(cmds), ...keyFileUploaded(cmds));
  // (cls-holes21) A field-bus CLI writing a controller's register or coil (modbus write --host … holding 40021 0).
  out.push(...fieldBusWrite(cmds));
  // (cls-interp20) A file a step before made (a saved image, a dump) sent to a public address or a file drop.
  out.push(...madeFileSentOut(cmds));
  out.push(...mailForwardedOut(cmds));
  out.push(...repositoryPublished(cmds));
  // git init then git push --mirror: an empty repository mirrored over the remote wipes it.
  const init = cmds.findIndex((c) => c.name === 'git' && c.args[0] === 'init');
  if (init >= 0 && cmds.slice(init + 1).some((c) => c.name === 'git' && c.args[0] === 'push' && c.args.includes('--mirror'))) out.push(f('forbidden', 'mirrors a freshly initialised, empty repository over the remote: every branch and tag there is deleted'));
  // A scheduled task registered to run as SYSTEM runs its action as root.
  if (cmds.some((c) => c.name === 'register-scheduledtask' && /-user\s+['"]?(?:system|nt authority)|-runlevel\s+highest/i.test(c.text))) {
    for (const x of out) if (/^the scheduled task would run: runs unverified remote code/.test(x.reason)) pin(x, 'forbidden');
  }
  for (const u of r.unread) out.push({ level: 'destructive', reason: `the input is ${u}; rated at least confirm`, floor: 'destructive' });
  return out;
}

/** A variable that tells the program which database or store to use. */
const DATA_TARGET_VAR = /^(?:\w*DATABASE_URL|DB_URL|DB_HOST|DATABASE_HOST|\w*_DSN|DSN|MONGO(?:DB)?_UR[IL]|REDIS_URL|POSTGRES_URL|PG(?:HOST|DATABASE)|MYSQL_HOST|ELASTICSEARCH_URL|OPENSEARCH_URL)$/;
/** A variable that picks the app's whole environment (config, database, keys); NODE_ENV only picks a build mode. */
const APP_ENV_VAR = /^(?:RAILS_ENV|RACK_ENV|APP_ENV|FLASK_ENV|MIX_ENV|DJANGO_SETTINGS_MODULE|ASPNETCORE_ENVIRONMENT|DOTNET_ENVIRONMENT|SPRING_PROFILES_ACTIVE|ENV|ENVIRONMENT|STAGE|LARAVEL_ENV)$/;
/** A database's own client: its statements are read as such. */
const DB_CLIENT = /^(?:psql|mysql|mariadb|sqlcmd|mongosh|mongo|redis-cli|sqlite3|clickhouse-client|cqlsh|bq|snowsql|pgcli|mycli|usql)$/;
const TEST_RUN = /\b(?:test|tests|spec|specs|rspec|pytest|jest|vitest|mocha|phpunit|e2e|integration|cypress|playwright|behave|cucumber)\b/i;
const SEED_RUN = /\b(?:seed|seeds|fixtures?|loaddata|db:reset|db:setup|db:schema:load|reset)\b/i;
const BUILD_ONLY = /\b(?:build|compile|precompile|assets|lint|typecheck|type-check|tsc|format|fmt|docs)\b/i;

/**
 * lead15: the project's own tests, seeds or app run with their database pointed at production
 * (`DATABASE_URL=$PROD_DATABASE_URL npm run test:integration`, `RAILS_ENV=production bundle exec rspec`). The command
 * reads as routine, but test set-up truncates and rewrites the tables it is given and seeds insert rows there.
 */
function projectCodeOnProductionData(c: Cmd, found: readonly Finding[]): Finding | null {
  if (found.length === 0 || found.some((x) => RANK[x.level] > RANK.reversible) || DB_CLIENT.test(c.name)) return null;
  const target = Object.entries(c.env).find(([k, v]) => (DATA_TARGET_VAR.test(k) && detectEnv(v.replace(/[_.]/g, '-')).env === 'prod') || (APP_ENV_VAR.test(k) && /^(?:prod|production|live)$|\.prod(?:uction)?$/i.test(v)));
  if (!target) return null;
  const what = `${c.name} ${c.args.join(' ')}`;
  const how = snippet(c.text, 60);
  // (cls-interp26) The runner's own words say it runs tests, not the names inside the code it is handed (an Integration model).
  if (TEST_RUN.test(`${c.name} ${c.args.filter((x) => !/[\s(]/.test(x)).join(' ')}`)) return f('dangerous', `runs the test suite against the production database (${target[0]}): test set-up empties and rewrites the tables it is given (${how})`);
  if (SEED_RUN.test(what)) return f('dangerous', `loads seed or fixture data into the production database (${target[0]}) (${how})`);
  // Anything else the project runs there (a dev server, a backfill script) is code a person should see pointed at production; reads stay reads.
  // (cls-interp26: so is one rebuildable cache key, which the code reader placed: LABELS' reversible.)
  if (BUILD_ONLY.test(what) || found.some((x) => x.level === 'safe' || (x.level === 'reversible' && /^deletes a cache key that is rebuilt/.test(x.reason)))) return null;
  return f('destructive', `runs the project's code against the production database (${target[0]}) (${how})`);
}

/** Interpreters given their code inline. */
const INLINE_CODE = /^(?:python[\d.]*|pypy3?|node|nodejs|deno|bun|ruby|perl|php|Rscript)$/;
/** The code passes what it reads from stdin to something that runs it. */
const EXECUTES_STDIN = /\b(?:execute|executescript|exec|eval|system|query|run|spawn|popen|check_output|call|raw)\w*\s*\(\s*(?:[\w.]+\s*,\s*)?(?:sys\.stdin\.read\(\)|input\(\)|STDIN\.read|\$stdin\.read|<STDIN>|file_get_contents\(['"]php:\/\/stdin['"]\)|fs\.readFileSync\((?:0|['"]\/dev\/stdin['"])[^)]*\)(?:\.toString\(\))?|readLines\(['"]stdin['"]\))/;
const SQL_FED = /^\s*(?:drop|truncate|delete|update|insert|alter|grant|revoke|create|merge)\b/i;

/** The literal text fed to an interpreter whose inline code executes its stdin, or undefined. */
function stdinExecuted(c: Cmd): string | undefined {
  if (!c.stdin || !INLINE_CODE.test(c.name)) return undefined;
  const code = c.args.find((x) => /\s|\(/.test(x) && EXECUTES_STDIN.test(x));
  return code ? c.stdin : undefined;
}

/** Environment settings that switch off TLS certificate checks for every program that reads them. */
const TLS_OFF_ENV = /^(?:NODE_TLS_REJECT_UNAUTHORIZED=(?:0|false)|GIT_SSL_NO_VERIFY=(?:1|true|yes)|PYTHONHTTPSVERIFY=0|CURL_INSECURE=(?:1|true)|(?:REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|SSL_CERT_FILE)=(?:|\/dev\/null)|GOINSECURE=.*|GOFLAGS=.*-insecure.*|NPM_CONFIG_STRICT_SSL=(?:false|0)|PIP_TRUSTED_HOST=.+|YARN_STRICT_SSL=false)$/i;
/** Package-manager settings that stop checking certificates or trust any host. */
const TLS_OFF_CONFIG = /\b(?:strict-ssl|strict_ssl|strictSsl)\b[\s=]+(?:false|0)\b|\bssl_verify\b[\s=]+(?:false|0|no)\b|\btrusted-host\b|\bdisable-tls\b[\s=]+true\b|\bsslVerify\b[\s=]+false\b|\benableStrictSsl\b[\s=]+false\b/i;

/** Programs whose settings can switch certificate checks off (npm config set strict-ssl false). */
const TLS_CONFIG_PROGRAMS = /^(?:npm|yarn|pnpm|pip|pip3|conda|composer|git|bun)$/;

/**
 * "NODE_TLS_REJECT_UNAUTHORIZED=0 node app.js", "export GIT_SSL_NO_VERIFY=1", "npm config set strict-ssl false":
 * certificate checks switched off by the environment or a tool's settings weaken a security control wherever
 * the command is (files.ts judges the same settings written into a file).
 */
const SAFETY_OFF_ENV = /^(?:AIRLOCK_(?:HOOK_FAIL_OPEN|FAIL_OPEN|DISABLED?|OFF|BYPASS|SKIP|NO_DIALOG|SOCKET)|(?:DISABLE|SKIP|BYPASS|NO)_AIRLOCK)=(?!$)/i;
function tlsChecksOff(c: Cmd): Finding[] {
  // Most commands set no variable and are no config program: neither test below can fire (no list built).
  if (c.name !== 'export' && c.name !== 'set' && c.name !== 'setx' && c.name !== 'env' && !TLS_CONFIG_PROGRAMS.test(c.name)) {
    let anyEnv = false;
    for (const k in c.env) {
      if (Object.hasOwn(c.env, k)) {
        anyEnv = true;
        break;
      }
    }
    if (!anyEnv) return [];
  }
  const envs = [...Object.entries(c.env).map(([k, v]) => `${k}=${v}`), ...(c.name === 'export' || c.name === 'set' || c.name === 'setx' || c.name === 'env' ? c.args.map((x, i) => (c.name === 'setx' && i === 0 ? `${x}=${c.args[1] ?? ''}` : x)) : [])];
  // (lead19) Airlock's own switches (the hook failing open, another socket, no dialog) or a safety hook disabled by the
  // environment: the check on every later action is weakened (self-protection, as for Airlock's own files).
  const selfOff = envs.find((x) => SAFETY_OFF_ENV.test(x));
  if (selfOff) return [f('dangerous', `switches off or redirects Airlock's own checks: ${snippet(selfOff, 60)}`)];
  const off = envs.find((x) => TLS_OFF_ENV.test(x));
  const config = !off && TLS_CONFIG_PROGRAMS.test(c.name) && c.args.some((x) => x === 'config' || x === '--set' || x === 'set') && TLS_OFF_CONFIG.test(c.args.join(' '));
  if (!off && !config) return [];
  return [judge({ verb: 'weaken', obj: 'security', scope: 'one', mods: 0, what: `turns off TLS certificate checks: ${off ?? snippet(c.text, 60)}` }) as Finding];
}

/**
 * A command run once for every item of an unfiltered listing (for b in $(aws s3 ls); … ,
 * kubectl get ns -o name | xargs kubectl delete) acts on everything there is: one level up
 * where it matters (production or unknown); staging and dev keep the level of the single act.
 */
/** An item path inside a backups directory (or one folder below it). */
const BACKUP_ITEM = /(?:^|[\\/])[\w.-]*(?:backups?|bak)(?:[\\/][\w.-]+)?[\\/](?:\{\}|\$\w+|\$\{\w+\}|[\w.*-]+)$/i;
const LOSES_DATA = /\b(?:delet|remov|destroy|terminat|drop|purg|wip|uninstall|truncat|flush|eras|empt|overwrit|shuts? down|stops?)\w*/i;
/** Acts on real money (refunds, payouts, transfers, charges): once per listed item they are a bulk money action (LABELS: money). */
/** Sends a message: once per listed recipient it is a bulk send (LABELS: bulk actions that notify many people move up). */
const SENDS_MESSAGE = /\bsends? (?:a |an |the )?(?:message|email|e-mail|sms|text|notification)/i;
const MOVES_MONEY = /\b(?:real money|refund|payout|transfer|charges? (?:a|the|every)|money)\w*/i;

function raiseForEvery(x: Finding, c: Cmd): void {
  if (RANK[x.level] < RANK.destructive || x.reason.startsWith('for everything')) return;
  // (cls-code15) A rule that already judged every item (`xargs docker stop` reads as "stops every running container") is not raised twice.
  if (x.reason.startsWith('stops every ') || x.reason.startsWith('restarts every ') || x.reason.startsWith('pauses every ')) return;
  // Refunding or paying out for every item of a listing of live charges is one action on every customer's money.
  if (!LOSES_DATA.test(x.reason) && MOVES_MONEY.test(x.reason)) {
    pin(x, 'forbidden');
    x.reason = `for everything an unfiltered listing names: ${x.reason}`;
    return;
  }
  if (!LOSES_DATA.test(x.reason) && !SENDS_MESSAGE.test(x.reason)) return;
  // (cls-remote26) Every host of a fleet runner or a host list is the same one act on each host: a control weakened or one
  // account removed there stays what it is on one host (dangerous); only data lost on every host is raised.
  if (c.via.some((v) => v.startsWith('every host of ')) && fleetKeepsLevel(x.reason)) return;
  // `ls /mnt/backups/pg | xargs -I{} rm -f /mnt/backups/pg/{}`: every item of a backup directory is every backup kept there.
  // A backup tool's delete once per backup its own listing names (for b in $(tmutil listbackups); do tmutil delete "$b"): the same.
  if ((/^(?:rm|del|unlink|shred|remove-item|erase)$/i.test(c.name) && c.args.some((a) => BACKUP_ITEM.test(a))) || /^(?:deletes|removes|purges|prunes|erases|destroys)\s+(?:[\w-]+\s+){0,3}?(?:backups?|snapshots?|backup archives?)\b/i.test(x.reason)) {
    pin(x, 'forbidden');
    x.reason = `for everything an unfiltered listing names: deletes every backup kept there (${snippet(c.text, 60)})`;
    return;
  }
  // (cls-shell18) An object deleted once for every object a listing of a whole bucket names (`aws s3 ls s3://b --recursive |
  // … | xargs -I{} aws s3 rm s3://b/{}`) empties the bucket, as `aws s3 rm s3://b --recursive` does.
  // (Not when "every" is every host of a fleet runner: the same one item on each host.)
  const fleet = c.via.some((v) => v.startsWith('every host of '));
  if (!fleet && /^deletes (?:an? |one )?(?:cloud |Cloud Storage )?(?:object|blob)s?\b/i.test(x.reason)) {
    Object.assign(x, { level: 'forbidden', unknown: 'forbidden', staging: 'dangerous', dev: 'destructive', reason: `for everything an unfiltered listing names: deletes every object in the bucket (${snippet(c.text, 60)})` });
    return;
  }
  // (cls-shell18) An account deleted once for every account a listing of all of them names (net user, /etc/passwd,
  // getent passwd) is every account of that machine or domain gone.
    // (cls-code18's reading of the same, merged: anywhere in the reason.)
  if (!fleet && /\b(?:deletes|removes) (?:a |an |one )?(?:user |local |domain )?accounts?\b/i.test(x.reason)) {
    pin(x, 'forbidden');
    x.reason = `for everything an unfiltered listing names: deletes every account (${snippet(c.text, 60)})`;
    return;
  }
  // (cls-en17) Everything of its kind deleted on staging is a bulk deletion there (LABELS: staging, bulk deletion is dangerous).
  if (x.staging !== undefined && RANK[x.staging] < RANK.dangerous && RANK[x.level] >= RANK.dangerous && LOSES_DATA.test(x.reason)) x.staging = 'dangerous';
  x.staging ??= x.level;
  x.unknown = raise(x.unknown ?? x.level);
  x.level = raise(x.level);
  // A fleet runner's reason already ends "via every host of …".
  if (!c.via.some((v) => v.startsWith('every host of '))) x.reason = `for everything an unfiltered listing names: ${x.reason}`;
}

/** Programs that remove local files: their own rules already read globs and paths, so a loop adds nothing to them. */
const FILE_REMOVERS = /^(?:rm|rmdir|del|erase|rd|unlink|shred|find|mv|remove-item|trash|trash-put|rimraf|git)$/i;

/**
 * One resource removed per pass of a loop (`while read sa; do gcloud iam service-accounts delete "$sa"; done < list`,
 * `for u in $(cat users); do … delete "$u"; done`) is a set removed, not one item (LABELS: one < a filtered set).
 */
function raiseForLoop(x: Finding, c: Cmd): void {
  // (cls-en17) A deletion that is dangerous for one item in production, run once per item a loop or xargs reads, is a
  // bulk deletion on staging too (LABELS: staging, bulk deletion is dangerous): `gcloud … list --filter=labels.env=staging
  // | while read n z; do gcloud compute instances delete "$n" …; done`.
  if (RANK[x.level] >= RANK.dangerous && x.staging !== undefined && RANK[x.staging] < RANK.dangerous && !FILE_REMOVERS.test(c.name) && LOSES_DATA.test(x.reason) && /\$\w|\$\{|\{\}/.test(c.text)) {
    x.staging = 'dangerous';
    return;
  }
  if (x.level !== 'destructive' || FILE_REMOVERS.test(c.name) || !(LOSES_DATA.test(x.reason) || MOVES_MONEY.test(x.reason) || SENDS_MESSAGE.test(x.reason)) || !/\$\w|\$\{|\{\}/.test(c.text)) return;
  x.staging ??= x.level;
  x.unknown = raise(x.unknown ?? x.level);
  x.level = raise(x.level);
  x.reason = `once per item the loop reads: ${x.reason}`;
}

const LOCALSTACK: Record<string, string> = { awslocal: 'aws', tflocal: 'terraform', cdklocal: 'cdk', samlocal: 'sam' };

/** A tool whose output is meant to be eval'd to set up the shell (agent sockets, version managers, prompts, completions). */
const SHELL_SETUP_EVAL = /^eval\s+["']?(?:\$\(|`)\s*(?:ssh-agent|gpg-agent|keychain|pyenv|rbenv|nodenv|jenv|goenv|plenv|direnv|brew|starship|zoxide|fnm|conda|mamba|micromamba|mise|rtx|asdf|opam|luarocks|dircolors|thefuck|atuin|register-python-argcomplete|(?:kubectl|helm|gh|npm|pip|rustup|poetry|docker) completion|\/opt\/homebrew\/bin\/brew|\/home\/linuxbrew\/\.linuxbrew\/bin\/brew)\b[^)`;&|]*(?:\)|`)["']?$/;

/** PowerShell's text replace operators, read as a command when a pipeline starts from `(Get-Content f)`. */
const PS_REPLACE = /^-[ic]?replace$/;
function readOne(c: Cmd, ctx: Ctx): Finding[] {
  if (c.stdinRead) return [];
  if (c.remoteCarrier) return [f('safe', `runs a command on another machine; that command is judged in its own right (${snippet(c.text, 60)})`)];
  if (c.dynamicName) {
    // (lead15) eval "$(ssh-agent -s)", eval "$(pyenv init -)", eval "$(brew shellenv)": a shell tool printing its own set-up.
    if (c.name === 'eval' && SHELL_SETUP_EVAL.test(c.text)) return [f('safe', `sets up the shell environment (${snippet(c.text, 60)})`)];
    // (cls-benign19) PowerShell's pipeline item in a filter or projection block (`Where-Object { $_.AccessRights -eq 'FullAccess' }`,
    // `$PSItem.Name -like 'tmp*'`) compares a property; it runs nothing. (A call on it, `$_.Delete()`, is still read.)
    if (/^\$(?:_|PSItem)(?:\.[A-Za-z]\w*)*$/.test(c.rawName) && /^(?:-(?:eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|contains|notcontains|in|notin|and|or|not|is|isnot)\b|$)/i.test((c.args[0] ?? '').trim()) && !/\.(?:Delete|Remove|Drop|Kill|Stop|Clear|Invoke)\w*\s*\(/i.test(c.text)) return [f('safe', `compares a property of the pipeline item (${snippet(c.text, 60)})`)];
    if (c.name === 'eval' || /^\$\(/.test(c.rawName) || c.rawName.startsWith('$')) return [f('destructive', `runs a command that is only known at run time (${snippet(c.text, 60)})`)];
  }
  // cls-edits15b: `(Get-Content f) -replace 'a', 'b' | Set-Content f` rewrites f: the operator computes text, and the
  // write is judged as that edit of f (readers/writes.ts), not as records changed.
  if (c.dialect === 'powershell' && PS_REPLACE.test(c.name)) return [f('safe', `replaces text in what it is given (${snippet(c.text, 60)})`)];
  if (c.dialect === 'powershell' && (c.name === 'set-content' || c.name === 'out-file') && c.pipeIn && PS_REPLACE.test(c.pipeIn.name)) return [f('reversible', `writes the replaced text back (${snippet(c.text, 60)})`)];
  // (cls-holes16) Get-ChildItem / Get-Item by an alias (gci, ls, dir, gi) on the environment drive is that cmdlet: it
  // prints every variable (`env:` names no directory on any other shell).
  if (/^(?:gci|ls|dir|gi)$/.test(c.name) && c.args.some((x) => /^env:[\\/]?\*?$/i.test(x))) return cmdlet({ ...c, name: c.name === 'gi' ? 'get-item' : 'get-childitem' }, ctx);
  let name = c.name;
  if (name.startsWith('mkfs.') || name.startsWith('mkswap')) name = 'mkfs';
  // A versioned or alternative interpreter (python3.12, pypy3, ruby3.3, node20, php8.2) reads its code as the plain one.
  const versioned = /^(python|ruby|node|perl|php|lua|pypy)(\d+(?:\.\d+)*)?$/.exec(name);
  if (versioned && (versioned[2] !== undefined || versioned[1] === 'pypy') && !familyFor(name)) name = versioned[1] === 'pypy' || versioned[1] === 'python' ? 'python3' : (versioned[1] as string);
  // (lead15) LocalStack's wrappers (awslocal, tflocal, cdklocal, samlocal) run the real CLI against a local emulator.
  // (cls-interp21) rclone sync from an empty source (rclone sync ./empty remote:bucket, /dev/null): every object of the
  // destination is deleted to match it, as rsync --delete from an empty directory; a backups or archive store is all of them.
  if (name === 'rclone' && /^(?:sync|bisync)$/.test(c.args[0] ?? '')) {
    const pos = positionals(c.args.slice(1));
    const dest = pos[1] ?? '';
    if (pos.length === 2 && /(?:^|\/)(?:empty|blank|void|nothing|null)[^/]*\/?$/i.test(pos[0] as string) && !isDryRun(c)) {
      const store = /backup|archive|snapshot|bak\b/i.test(dest);
      return [f(store ? 'forbidden' : 'dangerous', `syncs an empty directory over ${dest}: every ${store ? 'backup' : 'object'} there is deleted (${snippet(c.text, 60)})`, !store)];
    }
  }
  const emulated = LOCALSTACK[name];
  if (emulated) {
    const real = familyFor(emulated);
    if (real) return real.read({ ...c, name: emulated }, ctx).map((x) => ({ ...x, env: 'dev' as const, local: true }));
  }
  const fam = familyFor(name);
  let r: Finding[] = [];
  if (fam) r = fam.read(name === c.name ? c : { ...c, name }, ctx);
  // iex is Invoke-Expression's alias, in PowerShell and in text that does not say it is PowerShell.
  else if (PS_VERBS.test(name) || name === 'iex') r = cmdlet(c, ctx);
  // (cls-over19) A secret dump piped straight into a filter that keeps only the names (`| jq 'keys'`, `| jq '.data | keys'`,
  // `| cut -d= -f1`): no value reaches the transcript, whichever CLI printed it.
  if (namesOnlyOfSecrets(r, c)) return [f('safe', `prints only the names of the secrets, no value (${snippet(c.text, 60)})`)];
  if (r.length) return r;
  // Tcl's `file delete -force PATH…` (not POSIX `file`, which only names a file's type): read as the rm it is.
  if (name === 'file' && /^(?:delete|rename)$/.test(c.args[0] ?? '')) {
    const force = c.args.includes('-force');
    const paths = c.args.slice(1).filter((x) => x !== '-force' && x !== '--').map((x) => `'${x.replace(/'/g, `'\\''`)}'`);
    if (paths.length) return ctx.inner(c.args[0] === 'delete' ? `rm ${force ? '-rf ' : ''}${paths.join(' ')}` : `mv ${force ? '-f ' : ''}${paths.join(' ')}`).map((x) => ({ ...x, reason: `${x.reason} (Tcl file ${c.args[0]})` }));
  }
  if (READ_ONLY.has(name)) return [f('safe', `read-only command (${snippet(c.text, 50)})`)];
  if (/^\.{0,2}\/|\.(sh|ps1|py|bat|cmd|rb|pl|js)$/.test(c.rawName)) {
    // (lead18) A script given a subcommand (./bin/admin users:wipe, ./manage purge-sessions): the subcommand names the act.
    const sub = c.args.find((x) => !x.startsWith('-'));
    let named = sub && /^[a-z][\w-]*(?::[\w-]+)+$|^[a-z]+(?:[-_][a-z]+)+$/.test(sub) && c.args.indexOf(sub) === 0 ? ctx.byName(`${c.rawName} ${sub}`, c) : ctx.byName(c.rawName, c);
    // …narrowed by a filter option (--inactive-since, --older-than, --where): a filtered set, not everything.
    if (named.length && c.args.some((x) => /^--(?:inactive|older|newer|before|after|since|until|where|filter|status|ids?|only|matching|tag|segment)\b/.test(x))) named = named.map((x) => (x.level === 'forbidden' ? { ...x, level: 'dangerous' as const, unknown: 'dangerous' as const, reason: `${x.reason}, narrowed by a filter option` } : x));
    // A script nothing here shows is unplaced: its own name and options (--destroy-prod, wipe-db.sh) face the floor.
    if (named.length) return named;
    const x = unplacedRun('reversible', `runs the script ${snippet(c.rawName, 40)}`);
    // (cls-shell19) Run by `powershell … -File`: the script and its arguments are its own words for the floor, not the
    // launcher's switches (-ExecutionPolicy Bypass lapses with the process).
    if (c.via.length === 1 && / -File$/.test(c.via[0] as string) && !c.pipeIn && !c.bulk) x.part = [c.text, c.stdin ?? ''].join(' ');
    return [x];
  }
  if (fam && !fam.partial) return [];
  const out = readSubcommands(c);
  if (namesOnlyOfSecrets(out, c)) return [f('safe', `prints only the names of the secrets, no value (${snippet(c.text, 60)})`)];
  // A heredoc fed to an unfamiliar CLI is the script it runs (sf apex run <<EOF, a REPL fed a script).
  if (c.stdin !== undefined && c.redirects.some((x) => x.body !== undefined || x.op === '<<<')) out.push(...stdinScript(c.stdin, ctx));
  return out;
}

/** (cls-over19) jq filters that keep only an object's keys, optionally under one path and counted or sorted. */
const JQ_NAMES_ONLY = /^(?:-[rcMSCj]+\s+)*(['"]?)\s*(?:\.[\w.]*(?:\[\])?\s*\|\s*)?(?:keys|keys_unsorted)(?:\[\])?(?:\s*\|\s*(?:length|sort|\.\[\]|join\(\s*"[^"]{0,5}"\s*\)))*\s*\1$/;

/** A jq stage that keeps only names, whose output goes nowhere but the screen (or a pager, a count, a sort). */
function namesOnlyPipe(p: Cmd): boolean {
  if (p.pipeOut && !/^(?:head|tail|sort|uniq|wc|less|more|cat|grep)$/.test(p.pipeOut.name)) return false;
  return p.name === 'jq' && JQ_NAMES_ONLY.test(p.args.join(' ').trim());
}

/** Every finding of the command is a secret value read (or nothing), and its output is piped into names only. */
function namesOnlyOfSecrets(r: readonly Finding[], c: Cmd): boolean {
  const secret = (x: Finding): boolean => x.secretRead === true || x.reason.startsWith('reads a secret value into the transcript');
  return r.length > 0 && !!c.pipeOut && r.every((x) => secret(x) || x.level === 'safe') && r.some(secret) && namesOnlyPipe(c.pipeOut);
}

/** Apex DML over a query (`delete [SELECT Id FROM Account WHERE …]`): the SQL it amounts to. */
const APEX_DML = /\b(delete|undelete)\s*\[\s*select\s[^\]]*?\bfrom\s+(\w+)([^\]]*)\]/gi;

function stdinScript(text: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = APEX_DML.exec(text)) && guard++ < 32) {
    if ((m[1] as string).toLowerCase() !== 'delete') continue;
    const where = /\bwhere\s+([\s\S]*?)(?:\blimit\b|$)/i.exec(m[3] as string)?.[1]?.trim();
    out.push(...ctx.sql(`DELETE FROM ${m[2] as string}${where ? ` WHERE ${where}` : ''}`));
  }
  APEX_DML.lastIndex = 0;
  for (const x of ctx.code(text)) if (x.level !== 'safe' && x.level !== 'reversible') out.push(x);
  return out;
}

const SCRIPT_RUNNERS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'source', '.', 'python', 'python3', 'node', 'ruby', 'perl', 'php', 'deno', 'bun', 'tsx', 'ts-node']);

function scriptKey(path: string): string {
  return path.trim().replace(/^["']|["']$/g, '').replace(/^\.\//, '');
}

/** (cls-interp21) Database clients that run a SQL file named by an option or fed on stdin; the file's text, if written above. */
const SQL_FILE_OPT: Record<string, readonly string[]> = { psql: ['-f', '--file'], sqlcmd: ['-i'], cqlsh: ['-f', '--file'], 'clickhouse-client': ['--queries-file'], clickhouse: ['--queries-file'], snowsql: ['-f', '--filename'], cockroach: ['--file', '-f'], mysql: [], mariadb: [], sqlite3: [], duckdb: [] };
function sqlFileRun(c: Cmd, written: ReadonlyMap<string, string>): Cmd | null {
  const opts = SQL_FILE_OPT[c.name];
  if (!opts) return null;
  let file: string | undefined;
  let args = c.args;
  const i = c.args.findIndex((x) => opts.includes(x));
  if (i >= 0) {
    file = c.args[i + 1];
    args = [...c.args.slice(0, i), ...c.args.slice(i + 2)];
  } else file = c.redirects.find((r) => r.op === '<' && r.target)?.target;
  if (!file) return null;
  const text = written.get(scriptKey(file));
  if (text === undefined || text.length > 20_000) return null;
  return { ...c, args, stdin: text, redirects: c.redirects.filter((r) => r.op !== '<') };
}

/** A command that runs a file written earlier in the same input: its text, and whether it is program code rather than shell. */
function scriptRun(c: Cmd, written: ReadonlyMap<string, string>): { text: string; code: boolean } | null {
  if (written.size === 0) return null;
  let file: string | undefined;
  if (SCRIPT_RUNNERS.has(c.name)) file = c.args.find((a) => !a.startsWith('-'));
  // go run x.go, dotnet script x.csx, java X.java, kotlinc -script x.kts: a toolchain running a source file written above.
  else if (/^(?:go|dotnet|java|kotlinc|kotlin|swift|cargo|scala|jshell|groovy|Rscript|julia|lua|elixir)$/.test(c.name)) file = c.args.find((a) => /\.(?:go|csx|java|kts|swift|rs|scala|sc|jsh|groovy|R|jl|lua|exs)$/.test(a));
  else if (/^(?:\.{0,2}\/|~\/)/.test(c.rawName)) file = c.rawName;
  if (!file) return null;
  const text = written.get(scriptKey(file));
  if (text === undefined) return null;
  const source = /\.(?:go|csx|java|kts|swift|rs|scala|sc|jsh|groovy|R|jl|lua|exs|py|js|mjs|ts|rb|pl|php)$/.test(file);
  const shell = /^(?:sh|bash|zsh|dash|ksh|source|\.)$/.test(c.name) || (!SCRIPT_RUNNERS.has(c.name) && !source && (/\.(?:sh|bash|zsh)$/.test(file) || /^#!.*\b(?:ba|z|da|k)?sh\b/.test(text) || !/^#!/.test(text)));
  return { text, code: !shell };
}

/** A service stopped and then started again in the same script is restarted, not left stopped. */
function stopThenStart(cmds: readonly Cmd[]): Set<Cmd> {
  const out = new Set<Cmd>();
  // A stop followed by a start needs two commands; most inputs are one.
  if (cmds.length < 2) return out;
  const opOf = (c: Cmd): [string, string] | null => {
    const pos = positionals(c.args).map((x) => x.toLowerCase());
    let op = '';
    let rest: string[] = [];
    if (/^(stop|start)-/.test(c.name)) {
      op = c.name.slice(0, c.name.indexOf('-'));
      rest = pos;
    } else {
      const i = pos.findIndex((x) => x === 'stop' || x === 'start');
      if (i < 0 || i > 2) return null;
      op = pos[i] as string;
      rest = pos.slice(i + 1);
    }
    const target = rest.filter((x) => !x.startsWith('\\\\')).join(' ');
    return target ? [op, `${c.name} ${c.host ?? ''} ${target}`.replace(/^(?:stop|start)-/, '')] : null;
  };
  const seen = new Map<string, Cmd>();
  for (const c of cmds) {
    const o = opOf(c);
    if (!o) continue;
    if (o[0] === 'stop') seen.set(o[1], c);
    else if (seen.has(o[1])) out.add(seen.get(o[1]) as Cmd);
  }
  return out;
}

/** Remote code run by a shell: curl … | sh, eval "$(curl …)", bash <(curl …), iex (iwr …). */
/** A program fetched from a URL or a git repository and run by a runner (cls-holes14), or undefined. */
const REMOTE_SPEC = /^(?:https?:\/\/|git\+(?:https?|ssh|file):\/\/|git:\/\/|(?:github|gitlab|bitbucket|gist):[\w.-]+)/i;
const RUNNER_HEAD = /^(?:sudo\s+(?:-\S+\s+)*)?(?:npx|bunx|pnpx|uvx|(?:pnpm|yarn)\s+dlx|npm\s+(?:exec|x)|uv\s+(?:run|tool\s+run)|pipx\s+run|bun\s+(?:run|x))\s/;
function remoteProgram(c: Cmd): string | undefined {
  const pos = positionals(c.args);
  let spec: string | undefined;
  // npx, pnpm dlx, uv run … hand the command to the package they fetch: its name is the spec (npx https://…/tool).
  if (REMOTE_SPEC.test(c.rawName) && RUNNER_HEAD.test(c.text)) return c.rawName;
  if (c.name === 'deno') spec = /^(?:run|x)$/.test(pos[0] ?? '') ? pos[1] : pos[0];
  else if (c.name === 'bun') spec = pos[0] === 'run' || pos[0] === 'x' ? pos[1] : pos[0];
  else if (c.name === 'npx' || c.name === 'bunx' || c.name === 'pnpx') spec = pos[0];
  else if ((c.name === 'pnpm' || c.name === 'yarn') && pos[0] === 'dlx') spec = pos[1];
  else if (c.name === 'npm' && (pos[0] === 'exec' || pos[0] === 'x')) spec = pos[1];
  else if (c.name === 'uv' && pos[0] === 'run') spec = pos[1];
  else if (c.name === 'pipx' && pos[0] === 'run') spec = pos[1];
  // (cls-interp21) go run MODULE@VERSION fetches that module from its repository and runs it (as npx github:… does). A module
  // of the Go project itself (golang.org/x/…) is the toolchain's own.
  else if (c.name === 'go' && pos[0] === 'run' && /^(?!golang\.org\/|go\.googlesource\.com\/)[\w-]+(?:\.[\w-]+)+\/[\w./-]+@[\w.+-]+$/.test(pos[1] ?? '')) return pos[1];
  // pipx run --spec git+https://… tool, uvx --from git+https://… tool: the package comes from that repository.
  if (/^(?:pipx|uvx|uv|npx|pnpm|yarn|bunx|npm)$/.test(c.name)) {
    const i = c.args.findIndex((y) => /^(?:--spec|--from|--package|-p)$/.test(y));
    const v = i >= 0 ? c.args[i + 1] : c.args.map((y) => /^(?:--spec|--from|--package)=(.+)$/.exec(y)?.[1]).find(Boolean);
    if (v && REMOTE_SPEC.test(v)) return v;
  }
  return spec && REMOTE_SPEC.test(spec) ? spec : undefined;
}

/**
 * (cls-code15) An interpreter one-liner that fetches a URL and prints what it got (perl -MLWP::Simple -e 'getprint "https://…"',
 * python3 -c "…urlopen('https://…').read()…", node -e "fetch('https://…').then(r => r.text()).then(console.log)"): a
 * downloader like curl, so a shell fed from it runs remote code.
 */
function printsDownload(c: Cmd): boolean {
  const t = c.text;
  // A downloader run in a throwaway container (docker run --rm curlimages/curl -s https://…): its output is the download.
  if (/^(?:docker|podman|nerdctl)$/.test(c.name)) return c.args[0] === 'run' && /https?:\/\//i.test(t) && c.args.some((x) => /(?:^|\/)(?:curl|wget)(?:[:@]|$)/.test(x));
  if (!/^(?:python[\d.]*|perl|ruby|node|php|deno|bun)$/.test(c.name)) return false;
  return /https?:\/\//i.test(t) && /\b(?:getprint|getstore|get|urlopen|urlretrieve|requests\.get|httpx\.get|fetch|URI\.open|open-uri|Net::HTTP|file_get_contents|https?\.get|LWP)\b/.test(t) && /\b(?:print|puts|getprint|echo|console\.log|write|stdout|say|readpipe)\b/.test(t);
}

/**
 * (cls-code15) Key and credentials files searched for and printed (find / -name id_rsa | xargs cat, find ~ -name '*.pem'
 * -exec cat {} \;): every private key found enters the transcript (LABELS: exporting a private key is dangerous).
 */
const FILE_PRINTERS = /^(?:cat|head|tail|less|more|bat|base64|xxd|strings|od)$/;
function secretsFoundPrinted(cmds: readonly Cmd[]): Finding[] {
  for (const c of cmds) {
    if (c.name !== 'find') continue;
    const at = c.args.findIndex((x) => /^-i?(?:name|path|wholename)$/.test(x));
    const pat = at >= 0 ? (c.args[at + 1] ?? '').replace(/^\*+/, 'x').replace(/\*+$/, '') : '';
    if (!pat || pathKind(`/home/u/${pat}`) !== 'secret' && !/^(?:id_(?:rsa|ed25519|ecdsa|dsa)|x?\.(?:pem|key|p12|pfx|kdbx))$/i.test(pat)) continue;
    const ex = c.args.findIndex((x) => x === '-exec' || x === '-execdir');
    const printsHere = ex >= 0 && FILE_PRINTERS.test((c.args[ex + 1] ?? '').replace(/^.*\//, ''));
    const printsAfter = c.pipeOut !== null && c.pipeOut !== undefined && FILE_PRINTERS.test(c.pipeOut.name) && c.pipeOut.via[c.pipeOut.via.length - 1] === 'xargs';
    if (printsHere || printsAfter) return [f('dangerous', `finds key or credentials files and prints every one into the transcript (${snippet(c.text, 60)})`)];
  }
  return [];
}

function remoteCode(cmds: readonly Cmd[]): Finding[] {
  const out: Finding[] = [];
  // cls-holes14: a runner given a URL or a git repository as the program (deno run -A https://…/mod.ts, bun run https://…,
  // npx https://… / npx github:owner/repo, pnpm dlx, uv run https://…/x.py, pipx run --spec git+https://…) fetches and runs
  // that code, as curl … | bash does. A registry package (npx prettier, deno run jsr:@std/…) is no such fetch.
  for (const c of cmds) {
    const url = remoteProgram(c);
    if (!url) continue;
    const x = judge({ verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: c.sudo ? M.ROOT : 0, what: snippet(c.text, 70) });
    if (!x) continue;
    // Code served from this machine is the project's own; Deno's sandbox runs a remote module given no permission
    // only with what the person grants when asked.
    if (/^https?:\/\/(?:localhost|127\.|\[::1\])/i.test(url) || (c.name === 'deno' && !c.args.some((y) => /^(?:-A|--allow-|-[A-Za-z]*A$)/.test(y)))) Object.assign(x, { level: 'destructive', staging: 'destructive', dev: 'destructive' });
    out.push(x);
  }
  const fetchedInSub = cmds.some((c) => FETCHERS.has(c.name) && c.via.includes('substitution'));
  for (const c of cmds) {
    // bash -c "$(curl …)": the shell runs what the substitution fetched.
    const shellLike = SHELL_NAMES.has(c.name) || (c.dynamicName && / -c$/.test(c.via[c.via.length - 1] ?? ''));
    if (!shellLike) continue;
    const fromPipe = c.pipeIn && (FETCHERS.has(c.pipeIn.name) || (c.pipeIn.pipeIn && FETCHERS.has(c.pipeIn.pipeIn.name)) || printsDownload(c.pipeIn));
    const fromSub = fetchedInSub && (c.dynamicName || c.args.some((x) => x.includes('$(…)') || x.includes('<(…)') || x === '(…)'));
    if (!fromPipe && !fromSub) continue;
    const src = fromPipe ? c.pipeIn : cmds.find((x) => FETCHERS.has(x.name) && x.via.includes('substitution'));
    const url = src?.args.find((x) => /^https?:\/\//i.test(x)) ?? '';
    const act: Act = { verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: c.sudo ? M.ROOT : 0, what: snippet(`${src?.text ?? ''} | ${c.name}`, 70) };
    const x = judge(act);
    if (x) {
      if (/^https?:\/\/(?:localhost|127\.)/.test(url)) x.level = 'destructive';
      out.push(x);
    }
  }
  // curl -o x.sh URL && sudo bash x.sh, wget URL && chmod +x install.sh && ./install.sh: a file fetched
  // earlier in the same input and then run is remote code, exactly as when piped into the shell.
  const fetched = new Map<string, Cmd>();
  for (const c of cmds) {
    const file = downloadedTo(c);
    if (file) {
      fetched.set(file, c);
      fetched.set(file.replace(/^.*\//, ''), c);
      continue;
    }
    if (fetched.size === 0) continue;
    const ran = ranFile(c);
    const src = ran ? (fetched.get(ran) ?? fetched.get(ran.replace(/^\.\//, '')) ?? fetched.get(ran.replace(/^.*\//, ''))) : undefined;
    if (!src) continue;
    const url = src.args.find((y) => /^https?:\/\//i.test(y)) ?? '';
    const x = judge({ verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: c.sudo ? M.ROOT : 0, what: snippet(`${src.text} then ${c.text}`, 70) });
    if (x) {
      if (/^https?:\/\/(?:localhost|127\.)/.test(url)) x.level = 'destructive';
      out.push(x);
    }
  }
  return out;
}

/** Where a fetcher saves what it downloads (curl -o F / -O, wget -O F or the URL's last segment). */
function downloadedTo(c: Cmd): string | undefined {
  if (!FETCHERS.has(c.name)) return undefined;
  const a = c.args;
  const url = a.find((y) => /^(?:https?|ftp):\/\//i.test(y));
  if (!url) return undefined;
  const last = url.replace(/[?#].*$/, '').replace(/\/+$/, '').replace(/^.*\//, '');
  if (c.name === 'curl') {
    const o = a.findIndex((y) => y === '-o' || y === '--output');
    if (o >= 0) return a[o + 1];
    if (a.some((y) => y === '-O' || y === '--remote-name' || /^-[a-zA-Z]*O[a-zA-Z]*$/.test(y))) return last || undefined;
    return undefined;
  }
  if (c.name === 'wget') {
    const o = a.findIndex((y) => y === '-O' || y === '--output-document');
    if (o >= 0) return a[o + 1] === '-' ? undefined : a[o + 1];
    const eq = a.find((y) => y.startsWith('--output-document='));
    if (eq) return eq.slice(18);
    return last || undefined;
  }
  const out = a.findIndex((y) => /^-(?:outfile|o)$/i.test(y));
  return out >= 0 ? a[out + 1] : undefined;
}

/** The script file a command runs: bash x.sh, sh ./x.sh, source x.sh, python3 x.py, ./x.sh. */
function ranFile(c: Cmd): string | undefined {
  if (SHELL_NAMES.has(c.name)) return c.args.find((y) => !y.startsWith('-'));
  if (/^(?:\.{0,2}\/|~\/)/.test(c.rawName)) return c.rawName;
  return undefined;
}

const SENDERS = new Set(['curl', 'wget', 'http', 'https', 'xh', 'curlie', 'nc', 'ncat', 'netcat', 'socat', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod', 'ssh', 'scp', 'gh', 'aws', 'gsutil', 'rclone']);

/** curl … --data "$(cat ~/.ssh/id_rsa)": a secret read inside a substitution sent by a network command. */
function secretsInSubstitutions(cmds: readonly Cmd[]): Finding[] {
  const readers = cmds.filter((c) => c.via.includes('substitution') && secretSource(c));
  if (!readers.length) return [];
  const out: Finding[] = [];
  for (const c of cmds) {
    if (!SENDERS.has(c.name) || c.via.includes('substitution')) continue;
    if (!c.args.some((x) => x.includes('$(…)'))) continue;
    const url = c.args.find((x) => /^[a-z]+:\/\//i.test(x)) ?? c.args.find((x) => /@[\w.-]+:|^[\w.-]+\.[a-z]{2,}/i.test(x)) ?? '';
    const local = /^[a-z]+:\/\/(?:localhost|127\.|\[::1\])/i.test(url);
    const src = secretSource(readers[0] as Cmd) ?? 'a secret';
    out.push(f(local ? 'dangerous' : 'forbidden', `sends secrets (${snippet(src, 30)}) ${local ? 'to a local service' : 'to an external endpoint'} (${snippet(c.text, 50)})`));
  }
  return out;
}

/** Copy and upload commands: the subcommand words before their sources and destination. */
const COPY_SUBCOMMANDS = new Map<string, RegExp | null>(Object.entries({
  scp: null, rsync: null, sftp: null,
  aws: /^s3$/, gsutil: /^(?:cp|mv|rsync)$/, gcloud: /^storage$/, rclone: /^(?:copy|copyto|move|moveto|sync)$/, azcopy: /^(?:copy|cp|sync)$/,
  mc: /^(?:cp|mv|mirror)$/, b2: /^(?:upload-file|upload_file|file)$/, s3cmd: /^(?:put|sync|cp)$/,
}));
/** Consumer cloud drives' own upload commands (cls-holes14): the subcommand that uploads, and the service that holds the copy. */
const DRIVE_CLI = new Map<string, { sub: RegExp | null; holder: string }>([
  ['dbxcli', { sub: /^put$/, holder: 'Dropbox' }],
  ['dropbox_uploader.sh', { sub: /^upload$/, holder: 'Dropbox' }],
  ['mega-put', { sub: null, holder: 'MEGA' }],
  ['megaput', { sub: null, holder: 'MEGA' }],
  ['megacopy', { sub: null, holder: 'MEGA' }],
]);
/** Where a copy ends up, when its name says who holds it: a person's own account or machine, another company, a drop site. */
const OUTSIDE_HOLDER = /(?:^|[^a-z])(?:personal|private-me|my|mine|home|gmail|googlemail|yahoo|hotmail|outlook|icloud|dropbox|onedrive|mega|partners?|vendors?|agency|agencies|external|contractors?|freelancers?|3rd-?party|third-?party|outside)(?:[^a-z]|$)|duckdns\.org|no-ip\.|ddns\.net|dyndns|ngrok|webhook\.site|transfer\.sh|file\.io|0x0\.st|pastebin|requestbin|pipedream|tmpfiles|wetransfer/i;
/** (lead18) Folders a consumer cloud client syncs to a personal account (a business Dropbox "Dropbox (Acme)" or "OneDrive - Acme" is the company's). */
export const PERSONAL_SYNC_FOLDER = /(?:^|[\\/~])(?:Dropbox(?![ ]\()|OneDrive(?: - Personal)?(?![ ]-)|iCloud Drive|Mobile Documents[\\/]com~apple~CloudDocs|MEGA|MEGAsync|pCloud Drive|Yandex\.Disk|Personal)(?:[\\/]|["']?$)/i;
/** (cls-holes21) Code folders: a people-named folder under them (src/customers/) is code, not records. */
const CODE_DIR_H21 = /^(?:\.\/)?(?:src|lib|app|apps|components|pkg|packages|internal|tests?|spec|docs?)\//i;
/** (cls-holes21) A path segment named for people whose records a company keeps (data/customers/, hr/, backup-patients). */
const PEOPLE_DIR_H21 = /(?:^|[/\\_-])(?:customers?|clients?|employees?|patients?|members?|subscribers?|hr|payroll|personnel|applicants?|candidates?)(?:[/\\_.-]|$)/i;
/** (lead, session 23) Mount points of removable drives: Linux desktops' /media/<user>/<label>, /run/media/…, /mnt/usb…, a Mac's /Volumes/<label>. */
const REMOVABLE_MEDIA_L21 = /^(?:\/media\/[\w.-]+\/[^/\s]+|\/run\/media\/[\w.-]+\/[^/\s]+|\/mnt\/usb[\w-]*|\/Volumes\/(?!Macintosh HD|Data\b|Preboot|Recovery|VM\b)[^/\s]+)/;
const PUBLIC_ACL = /(?:^|[=\s:])(?:public-read(?:-write)?|allusers|allauthenticatedusers)(?:$|[\s,:])/i;
const PUBLIC_PLACE = /(?:^|[/:_.-])(?:public|public_html|htdocs|wwwroot|www)(?:[/_.-]|$)|\/var\/www\//i;

/** The part of a destination that names who holds it: user@host, the bucket, the rclone remote, a URL's host. */
function holderOf(dest: string): string {
  const url = /^[a-z][a-z0-9+.-]*:\/\/([^/]+)/i.exec(dest);
  if (url) return url[1] as string;
  const colon = /^([^/\\]+?):/.exec(dest);
  return colon ? (colon[1] as string) : '';
}

/** A mailbox forwarding option or rule (Exchange's -ForwardingSmtpAddress, an inbox rule's -ForwardTo/-RedirectTo, GAM's forwardingaddress/forward). */
const MAIL_FORWARD = /^-{0,2}(?:forwardingsmtpaddress|forwardingaddress|forwardto|redirectto|forwardasattachmentto|forward(?:ing)?)$/i;
const EMAIL = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/;
const CONSUMER_MAIL = /^(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|pm|aol|gmx|mail|yandex|zoho|tutanota|fastmail|qq|163)\./i;

/**
 * Mail forwarded out of the company (lead13): a mailbox or inbox rule set to forward or redirect to a personal mailbox
 * or another domain than the mailbox's own carries every message it receives outside (LABELS "Data leaving the
 * company": dangerous). To an address of the same domain it reaches a colleague (destructive).
 */
function mailForwardedOut(cmds: readonly Cmd[]): Finding[] {
  for (const c of cmds) {
    const at = c.args.findIndex((x) => MAIL_FORWARD.test(x));
    if (at < 0) continue;
    const target = c.args.slice(at + 1, at + 3).map((x) => EMAIL.exec(x)?.[1]).find((d) => d !== undefined);
    if (!target) continue;
    const own = c.args.filter((_x, i) => i < at || i > at + 2).map((x) => EMAIL.exec(x)?.[1]).filter((d): d is string => d !== undefined);
    const outside = CONSUMER_MAIL.test(target) || (own.length > 0 && !own.some((d) => d.toLowerCase() === target.toLowerCase()));
    const how = snippet(c.text, 70);
    // (cls-holes18) Every mailbox a whole listing gives (Get-Mailbox -ResultSize Unlimited | … Set-Mailbox -ForwardingSmtpAddress
    // outside@…): all the company's mail leaves it, as every customer's data exported would.
    const src = c.pipeIn;
    const everyBox = c.every === true || (src !== null && /^get-(?:exo)?mailbox$/.test(src.name) && !src.args.some((x) => /^-(?:identity|filter|recipientfilter|organizationalunit|recipienttypedetails|anr|database|server)$/i.test(x)) && src.args.filter((x, i) => !x.startsWith('-') && !/^-resultsize$/i.test(src.args[i - 1] ?? '')).length === 0);
    if (outside && everyBox) return [f('forbidden', `forwards every mailbox's mail to an outside address (${how})`)];
    return [outside ? f('dangerous', `forwards a mailbox's mail to an outside address (${how})`) : f('destructive', `forwards a mailbox's mail to another address (${how})`)];
  }
  return [];
}

/**
 * `aws s3 cp customers.csv s3://jdoe-personal/`, `scp customers.csv me@my-nas.duckdns.org:`,
 * `gsutil cp customers.csv gs://acme-www/ && gsutil acl ch -u AllUsers:R …`: a file of customer or personal
 * data copied to a place another person or company holds has left the company (LABELS: dangerous); copied
 * somewhere public, or given a public ACL, it is published (forbidden). A copy into the company's own storage
 * (a backup, an internal host) is left to the command's own reading.
 */
/** (cls-code19) A private key or a cloud/tool credentials file: exporting it is dangerous wherever it goes (LABELS: secrets). */
export const KEY_FILE = /(?:^|[\\/])id_(?:rsa|ed25519|ecdsa|dsa)$|\.(?:pem|p12|pfx|ppk|jks|keystore)$|(?:^|[\\/])[\w.-]*private[\w.-]*\.key$|[\\/]\.(?:ssh|gnupg)[\\/]|[\\/]\.aws[\\/]credentials$|[\\/]\.kube[\\/]config$|(?:^|[\\/])(?:service[-_]?account[\w-]*|[\w-]*credentials|client_secret[\w-]*)\.json$|(?:^|[\\/])\.(?:netrc|pgpass|git-credentials|vault-token)$/i;
const STORAGE_COPY = /^(?:aws|gsutil|gcloud|rclone|dbxcli|az|azcopy|mc|s3cmd|b2|oci)$/;

/**
 * (cls-code19) `aws s3 cp ~/.ssh/id_ed25519 s3://acme-shared/keys/`, `gsutil cp ~/.aws/credentials gs://…`, `dbxcli put
 * key.pem /keys/`, `rclone copy ~/.ssh remote:`: a private key or credentials file copied into storage has left this
 * machine — exported (dangerous), even into the company's own bucket. Other files are left to the command's reading.
 */
function keyFileUploaded(cmds: readonly Cmd[]): Finding[] {
  const out: Finding[] = [];
  for (const c of cmds) {
    if (!STORAGE_COPY.test(c.name)) continue;
    const pos = positionals(c.args);
    const verbAt = pos.findIndex((x) => /^(?:cp|sync|copy|copyto|put|upload|upload-batch|mv|move)$/.test(x));
    if (verbAt < 0) continue;
    const ops = pos.slice(verbAt + 1).concat(c.args.filter((x, i) => /^(?:--file|-f|--source|-s)$/.test(c.args[i - 1] ?? '') && !x.startsWith('-')));
    // A download (a remote source, the key's path as the destination) is no export.
    const srcs = c.name === 'az' ? ops : ops.slice(0, -1);
    if (srcs.some((x) => /^[a-z][\w+.-]*:\/\/|^[\w-]{2,}:(?![\\/])/i.test(x))) continue;
    const key = srcs.find((x) => KEY_FILE.test(x.replace(/\/+$/, '')) || /(?:^|[\\/])\.ssh$/.test(x.replace(/\/+$/, '')));
    if (key) out.push(f('dangerous', `exports a private key or credentials file into storage (${snippet(c.text, 60)})`));
    if (out.length >= 2) break;
  }
  return out;
}

/** (cls-holes21) Field-bus command-line tools (Modbus, BACnet, OPC UA clients): a write sets a live machine's register, coil,
 *  setpoint or object — the plant or building acts on it at once (LABELS: physical systems). A read or a scan is a read. */
const FIELD_BUS_CLI_H21 = /^(?:modbus|modbus-cli|modbus_cli|mbpoll|modpoll|pymodbus\.console|umodbus|bacnet|bacwp|bacnet-cli|opcua|opcua-client|uawrite|opcua-write)$/i;
function fieldBusWrite(cmds: readonly Cmd[]): Finding[] {
  const out: Finding[] = [];
  for (const c of cmds) {
    if (!FIELD_BUS_CLI_H21.test(c.name)) continue;
    const sub = positionals(c.args)[0] ?? '';
    if (/^(?:write|write[-_]?(?:coils?|registers?|holding|multiple|single|property|value|node)\w*|set|wr|put)$/i.test(sub) || /^(?:bacwp|uawrite|opcua-write)$/i.test(c.name) || pollWritesI22(c)) {
      out.push(f('dangerous', `writes a live controller's register or setting over its field bus (${snippet(c.text, 60)})`));
    }
  }
  // (cls-interp22) Other device protocols' set commands: an SNMP set changes a switch's, router's or UPS's managed setting
  // (an interface shut, a port's VLAN, an outlet off); a CAN frame sent onto a real bus commands what listens on it (a
  // virtual vcan bus is a test bench).
  for (const c of cmds) {
    if (out.length >= 2) break;
    if (c.name === 'snmpset' && positionals(c.args, SNMP_VALUE_OPTS_I22).length >= 3) out.push(f('dangerous', `sets a network device's managed value over SNMP (${snippet(c.text, 60)})`));
    else if (c.name === 'cansend' && c.args.length >= 2 && !/^vcan\d*$/.test(c.args[0] ?? '')) out.push(f('dangerous', `sends a command frame onto a live CAN bus (${snippet(c.text, 60)})`));
  }
  return out;
}

/** (cls-interp22) mbpoll and modpoll write when values follow the device or host (mbpoll -a 1 -r 100 -t 4 10.0.0.8 0); with
 *  only the device they poll (read). Their options that take a value are skipped. */
const POLL_VALUE_OPTS_I22 = ['-m', '-a', '-r', '-c', '-t', '-b', '-d', '-s', '-p', '-P', '-o', '-l', '-i', '-u', '-B', '-R', '-F'];
const SNMP_VALUE_OPTS_I22 = ['-v', '-c', '-u', '-l', '-a', '-A', '-x', '-X', '-t', '-r', '-n', '-m', '-M', '-O', '-e', '-E', '-Z'];
function pollWritesI22(c: Cmd): boolean {
  if (c.name !== 'mbpoll' && c.name !== 'modpoll') return false;
  const pos = positionals(c.args, POLL_VALUE_OPTS_I22);
  return pos.length >= 2 && pos.slice(1).every((x) => /^-?(?:\d+(?:\.\d+)?|0x[\da-f]+)$/i.test(x));
}

/** (cls-interp22) A drive other than the system drive, as a copy's destination (E:\, F:\dump, "G:"). */
const DRIVE_DEST_I22 = /^["']?[D-Zd-z]:(?:[\\/]|["']?$)/;
/** (cls-interp22) Windows folders holding people's files: every profile (C:\Users\*, C:\Users), a named profile's folders,
 *  a share or folder named for HR, payroll, staff or customers. The Public and Default profiles are nobody's. */
const PEOPLES_WIN_I22 = /^["']?(?:[A-Za-z]:\\Users(?:\\\*|\\?["']?$)|[A-Za-z]:\\Users\\(?!Public\b|Default\b|All Users\b)[^\\\s]+\\(?:Documents|Desktop|Downloads|Pictures|OneDrive|AppData|Mail|\*)|[A-Za-z]:\\Users\\\*|\\\\[\w.-]+\\(?:HR|Payroll|Personnel|Staff|Users|Home|Homes|Profiles|Customers?|Finance)\b)/i;
/** (cls-interp22) Sources and destination of a Windows copy: -Path/-LiteralPath and -Destination by name or position;
 *  xcopy's and robocopy's /switches skipped. */
function winCopyI22(c: Cmd): { srcs: string[]; dest: string } | undefined {
  const srcs: string[] = [];
  let dest: string | undefined;
  const pos: string[] = [];
  for (let i = 0; i < c.args.length; i++) {
    const x = c.args[i] as string;
    if (/^-(?:path|literalpath|lp|pspath)$/i.test(x)) { srcs.push(...(c.args[++i] ?? '').split(',')); continue; }
    if (/^-(?:destination|dest)$/i.test(x)) { dest = c.args[++i]; continue; }
    if (/^-\w/.test(x) || /^\/[A-Za-z]{1,8}(?::\S*)?$/.test(x)) continue;
    pos.push(x);
  }
  if (!srcs.length && pos.length) srcs.push(...(dest === undefined ? pos.slice(0, -1) : pos));
  if (dest === undefined) dest = pos.length >= 2 ? pos[pos.length - 1] : srcs.length && pos.length === 1 && c.args.some((y) => /^-(?:path|literalpath)$/i.test(y)) ? pos[0] : undefined;
  return srcs.length && dest ? { srcs, dest } : undefined;
}

function personalDataCopiedOut(cmds: readonly Cmd[]): Finding[] {
  const out: Finding[] = [];
  const publicAcl = cmds.some((c) => c.args.some((a) => PUBLIC_ACL.test(a)) || (c.name === 'gsutil' && c.args[0] === 'acl' && c.args.some((a) => /^allusers:/i.test(a))));
  for (const c of cmds) {
    // rclone link: a link anyone holding it can open (LABELS: a link-only share of personal data is dangerous).
    if (c.name === 'rclone' && c.args[0] === 'link' && c.args.some((a) => mentionsPersonalData(a))) {
      out.push(f('dangerous', `shares personal data by a public link (${snippet(c.text, 50)})`));
      continue;
    }
    // (lead18) A stream written to a remote (rclone rcat remote:path, aws s3 cp - s3://…, gsutil cp - gs://…): what is
    // piped in is the file — personal data exported by the command before it, sent to a holder outside the company.
    const streamDest = c.name === 'rclone' && c.args[0] === 'rcat' ? positionals(c.args)[1] : (/^(?:aws|gsutil)$/.test(c.name) && c.args.includes('-')) ? positionals(c.args).filter((x) => x !== '-').pop() : undefined;
    if (streamDest && c.pipeIn && (mentionsPersonalData(c.pipeIn.text) || /^(?:psql|pg_dump|mysqldump|mariadb-dump|mysql|mongoexport|mongodump|sqlite3|bq|snowsql|clickhouse-client)$/.test(c.pipeIn.name) && /\b(?:users?|customers?|clients?|employees?|patients?|members?|contacts?|subscribers?|people|persons?|accounts?|orders?|payments?|invoices?)\b/i.test(c.pipeIn.text)) && OUTSIDE_HOLDER.test(holderOf(streamDest) || streamDest)) {
      out.push(f(publicAcl ? 'forbidden' : 'dangerous', `streams personal data (${snippet(c.pipeIn.text, 40)}) to ${snippet(streamDest, 40)}, outside the company`));
      continue;
    }
    // (lead18) A local copy into a personal cloud account's synced folder (~/Dropbox/, OneDrive - Personal, iCloud Drive,
    // MEGA): the sync client uploads it, so personal data lands outside the company as with dbxcli put.
    if (/^(?:cp|mv|rsync|copy-item|cpi|copy|move-item|move|xcopy|robocopy|install|ditto)$/.test(c.name)) {
      const p = positionals(c.args);
      const dest = p[p.length - 1] ?? '';
      if (p.length >= 2 && PERSONAL_SYNC_FOLDER.test(dest) && p.slice(0, -1).some((x) => mentionsPersonalData(x))) {
        out.push(f(publicAcl ? 'forbidden' : 'dangerous', `copies personal data (${snippet(p.slice(0, -1).join(' '), 40)}) into a personal cloud account's synced folder (${snippet(dest, 40)})`));
        continue;
      }
      // (lead, session 23) A copy onto removable media (a USB stick under /media/<user>/, /run/media/, /Volumes/ on a Mac):
      // the data leaves with whoever carries the stick, outside the company's control.
      // (cls-holes21) A people-named folder (data/customers/, exports/patients) or a destination named for them counts too.
      if (p.length >= 2 && REMOVABLE_MEDIA_L21.test(dest) && (p.slice(0, -1).some((x) => mentionsPersonalData(x) || (PEOPLE_DIR_H21.test(x) && !CODE_DIR_H21.test(x))) || mentionsPersonalData(dest.replace(REMOVABLE_MEDIA_L21, '')))) {
        out.push(f('dangerous', `copies personal data (${snippet(p.slice(0, -1).join(' '), 40)}) onto removable media (${snippet(dest, 40)}), outside the company's control`));
        continue;
      }
    }
    // (cls-interp22) Windows: people's files (every profile under C:\Users, another profile's folders, an HR or payroll share)
    // copied to another drive letter (Copy-Item … E:\, xcopy … F:\ /E, robocopy C:\Users F:\dump): a stick or an external
    // disk carries them away. A destination named as the company's backup (D:\Backup\…) is a protective copy.
    if (/^(?:copy-item|cpi|copy|xcopy|robocopy|move-item|move)$/.test(c.name)) {
      const w = winCopyI22(c);
      if (w && DRIVE_DEST_I22.test(w.dest) && !/backup|archive|bak\b/i.test(w.dest) && w.srcs.some((x) => PEOPLES_WIN_I22.test(x) || mentionsPersonalData(x) || (/^\\\\/.test(x) && PEOPLE_DIR_H21.test(x)))) {
        out.push(f('dangerous', `copies people's files (${snippet(w.srcs.join(' '), 40)}) to another drive (${snippet(w.dest, 20)}), outside the company's control`));
        continue;
      }
    }
    // (lead18) The repository's own files streamed to a host by a network sender (git archive HEAD | base64 | curl --data-binary
    // @- https://…, tar c . | nc host 9000): the company's source leaves for a host nothing says is its own.
    if (/^(?:curl|wget|http|https|xh|nc|ncat|netcat|socat)$/.test(c.name) && c.pipeIn) {
      let p: Cmd | null = c.pipeIn;
      let src = false;
      for (let i = 0; p && i < 6; i++, p = p.pipeIn) if ((p.name === 'git' && p.args[0] === 'archive') || (/^(?:tar|bsdtar|zip|7z)$/.test(p.name) && p.args.some((x) => x === '.' || x === './' || /^(?:src|lib|app)\/?$/.test(x)))) src = true;
      const host = /https?:\/\/([^/\s:]+)/.exec(c.text)?.[1] ?? positionals(c.args)[0] ?? '';
      if (src && host && !/^(?:localhost|127\.|\[::1\])/.test(host) && !/\.(?:internal|corp|lan|local)$/.test(host)) {
        out.push(f('dangerous', `sends the repository's files to ${snippet(host, 40)}, outside the company (${snippet(c.text, 50)})`));
        continue;
      }
    }
    // cls-holes14: a consumer cloud drive's own CLI (dbxcli put, mega-put, megacopy, dropbox_uploader.sh upload): the
    // destination is that service's account, outside the company, whatever path it is given.
    const drive = DRIVE_CLI.get(c.name);
    if (drive) {
      const p = positionals(c.args);
      if (drive.sub && !drive.sub.test(p[0] ?? '')) continue;
      const rest = drive.sub ? p.slice(1) : p;
      const src = drive.sub && rest.length > 1 ? rest.slice(0, -1) : rest;
      if (src.some((x) => mentionsPersonalData(x))) out.push(f(publicAcl ? 'forbidden' : 'dangerous', `copies personal data (${snippet(src.join(' '), 40)}) to a ${drive.holder} account outside the company`));
      continue;
    }
    if (!COPY_SUBCOMMANDS.has(c.name)) continue;
    const sub = COPY_SUBCOMMANDS.get(c.name);
    let pos = positionals(c.args, ['-i', '-P', '-o', '-F', '-l', '-c', '-S', '-J', '-e', '--profile', '--region', '--acl', '--include', '--exclude', '--storage-class', '--sse', '--config', '--content-type', '--cache-control']);
    if (sub) {
      if (!pos.length || !sub.test(pos[0] as string)) continue;
      pos = pos.slice(1);
      if (c.name === 'aws' || c.name === 'gcloud') pos = pos.slice(1);
    }
    if (pos.length < 2) continue;
    const sources = pos.slice(0, -1);
    const dest = pos[pos.length - 1] as string;
    if (!sources.some((x) => mentionsPersonalData(x))) continue;
    const profile = /(?:^|\s)--profile[=\s]+(\S+)/.exec(c.args.join(' '))?.[1] ?? '';
    const holder = holderOf(dest);
    if (publicAcl || (PUBLIC_PLACE.test(dest) && !holder.includes('private'))) {
      out.push(f('forbidden', `publishes personal data (${snippet(sources.join(' '), 40)}) to ${snippet(dest, 40)}`));
    } else if (OUTSIDE_HOLDER.test(holder) || OUTSIDE_HOLDER.test(profile)) {
      out.push(f('dangerous', `copies personal data (${snippet(sources.join(' '), 40)}) outside the company (${snippet(holder || profile, 40)})`));
    }
  }
  return out;
}

/**
 * `gh repo create x --public --source . --push`: the local repository published as a new public one (LABELS:
 * publishing the company's code is dangerous, with customer data in it forbidden). `git remote add mine URL … git
 * push mine` after customer data was added: the data leaves for a place the chain itself just named.
 */
function repositoryPublished(cmds: readonly Cmd[]): Finding[] {
  const pii = () => cmds.some((c) => c.name === 'git' && c.args.some((a) => mentionsPersonalData(a)));
  const created = cmds.find((c) => c.name === 'gh' && c.args[0] === 'repo' && c.args[1] === 'create' && c.args.includes('--public') && c.args.some((a) => a === '--push' || a === '-s' || a.startsWith('--source')));
  if (created) return [f(pii() ? 'forbidden' : 'dangerous', `${pii() ? 'publishes personal data in' : 'publishes the local repository as'} a new public repository (${snippet(created.text, 50)})`)];
  const added = new Set(cmds.filter((c) => c.name === 'git' && c.args[0] === 'remote' && c.args[1] === 'add' && c.args[2]).map((c) => c.args[2] as string));
  if (!added.size) return [];
  const push = cmds.find((c) => c.name === 'git' && c.args[0] === 'push' && c.args.slice(1).some((a) => added.has(a)));
  return push && pii() ? [f('dangerous', `pushes personal data to a remote added in the same step (${snippet(push.text, 50)})`)] : [];
}

/** Paths named by a command (used by self-protection and path checks). */
export function pathArgs(c: Cmd): string[] {
  return positionals(c.args).filter((p) => /[/\\~.]/.test(p) || pathKind(p) !== 'normal');
}

/** docker/kubectl exec into a container: the container's host is read by its own environment words. */
/**
 * `ssh app-prod 'cd /opt/app && git pull && sudo systemctl restart app'`: new code checked out on another machine,
 * then its service restarted, is a deploy there (LABELS: deploying is dangerous in production, where a bare
 * restart is destructive).
 */
function remoteDeploy(cmds: readonly Cmd[]): Finding[] {
  const at = cmds.findIndex((c) => !!c.host && !isContainerHost(c) && c.name === 'git' && (c.args[0] === 'pull' || (c.args[0] === 'reset' && c.args.includes('--hard') && c.args.some((x) => /^(?:origin|upstream)\//.test(x))) || c.args[0] === 'checkout' && c.args.some((x) => /^v?\d+\.\d+/.test(x))));
  if (at < 0) return [];
  const host = cmds[at]?.host as string;
  const restart = cmds.slice(at + 1).find((c) => c.host === host && ((/^(?:systemctl|service|supervisorctl|pm2)$/.test(c.name) && c.args.some((x) => /^(?:restart|reload|start)$/.test(x))) || (c.name === 'docker' && c.args.includes('compose') && c.args.some((x) => /^(?:up|restart)$/.test(x)))));
  if (!restart) return [];
  const x = judge({ verb: 'deploy', obj: 'service', scope: 'one', mods: 0, what: `checks out new code on ${host} and restarts its service` }) as Finding;
  const e = detectEnv(host).env;
  if (e !== 'unknown') x.env = e;
  return [x];
}

function isContainerHost(c: Cmd): boolean {
  return c.container !== undefined || c.via.some((v) => /^(?:docker|podman|kubectl|oc)\b/.test(v));
}
