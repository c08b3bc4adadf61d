// Package managers and build tools: npm / yarn / pnpm / bun, pip / uv / poetry,
// cargo, go, apt / yum / dnf / brew / choco / winget, gem, composer, make.
import { f, type Finding, snippet, unplacedRun } from '../findings';
import { judge, M } from '../meaning';
import { positionals, type Cmd } from '../shell/parse';
import { interp } from './interpreters';
import { commandFamily, type Ctx, type Handler } from './types';

const SAFE_SCRIPTS = /^(test|tests|lint|lint:.*|typecheck|type-check|check|check:.*|format:check|fmt:check|build|build:.*|compile|test:.*|coverage|bench|benchmark|storybook:build|docs|docs:build|analyze|audit|validate|verify|e2e|spec|tsc)$/;
const LOCAL_SCRIPTS = /^(dev|start|serve|watch|preview|storybook|format|fmt|lint:fix|fix|clean|prepare|postinstall|install|generate|codegen|gen)$/;

function runScript(name: string, cmd: Cmd, ctx: Ctx): Finding[] {
  const how = snippet(cmd.text, 50);
  if (SAFE_SCRIPTS.test(name)) return [f('safe', `runs the ${name} script; writes only build or test output (${how})`)];
  if (LOCAL_SCRIPTS.test(name)) return [f('reversible', `runs the local ${name} script (${how})`)];
  const named = ctx.byName(name, cmd);
  // (lead18) A script named for a deploy, a release or a publish acts beyond this machine, whatever runs it (make, npm,
  // just): its environment is the one it names, and a deploy that names none may be production (LABELS), not the
  // local default of the package manager's own commands. A preview, dry run, draft or docs build stays as it reads.
  const words = name.split(/[^a-z0-9]+/);
  if (!words.some((w) => /^(?:dry|dryrun|preview|draft|check|notes|changelog|docs|local|dev|test)$/.test(w))) {
    if (words.some((w) => /^(?:deploy|release|publish|ship)$/.test(w))) for (const x of named) if (x.level !== 'safe') x.local = false;
    if (words.some((w) => /^(?:deploy|release|publish|ship)$/.test(w)) && !named.some((x) => x.level !== 'safe' && x.level !== 'reversible')) {
      return [...named, { level: 'destructive', reason: `runs the project's ${name} script: a release or deploy leaves this machine (${how})`, local: false }];
    }
  }
  return named.length ? named : [f('reversible', `runs the project script ${name} (${how})`)];
}

export const npm: Handler = (cmd, ctx) => {
  const a = cmd.args;
  const pos = positionals(a, ['--prefix', '-w', '--workspace', '--registry', '--tag', '--access', '--otp', '--filter', '-F', '--cwd']);
  let sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  if (cmd.name === 'yarn' && sub === '') sub = 'install';
  if (cmd.name === 'bun' && sub === 'x') return [];
  // bun -e / --eval / -p: inline code, read by the interpreter family like node -e.
  if (cmd.name === 'bun' && /^(?:-e|--eval|-p|--print)$/.test(a[0] ?? '')) return interp('bun')(cmd, ctx);
  switch (sub) {
    case 'install':
    case 'i':
    case 'add':
    case 'ci':
    case 'update':
    case 'up':
    case 'upgrade':
    case 'dedupe':
    case 'link':
    case 'rebuild':
    case 'init':
    case 'create':
    case 'import':
    case 'prune':
    case 'version':
    case 'pack':
    case 'set':
      {
        const global = a.includes('-g') || a.includes('--global');
        // A package fetched from a tarball URL (or, installed globally, from a git host) is unverified code whose install scripts run now.
        const remote = pos.slice(1).some((x) => /^(?:https?|ftp):\/\//i.test(x) || (global && /^(?:git\+|git:|github:|gitlab:|bitbucket:)/i.test(x)));
        if (remote && /^(?:install|i|add)$/.test(sub)) return [judge({ verb: 'exec_remote', obj: 'package', scope: 'one', mods: cmd.sudo ? M.ROOT : 0, what: how }) as Finding];
        if (global) return [f('reversible', `installs a global package (${how})`)];
      }
      return [f('reversible', `${sub === 'ci' ? 'reinstalls' : 'adds or updates'} dependencies (${how})`)];
    case 'uninstall':
    case 'remove':
    case 'rm':
    case 'un':
    case 'r':
    case 'unlink':
      return [f('destructive', `removes a dependency (${how})`)];
    case 'publish':
      return [f('dangerous', `publishes a package to a public registry: an irreversible release with supply-chain impact (${how})`)];
    case 'unpublish':
      if (a.includes('--force') || a.includes('-f') || !/@\d/.test(pos.slice(1).join(' '))) return [f('forbidden', `unpublishes every version of a package, breaking everyone who depends on it (${how})`)];
      return [f('dangerous', `unpublishes a package version others may depend on (${how})`)];
    case 'access':
      // npm access public / set status=public: a private package opened to everyone.
      if (pos.slice(1).some((x) => /^(?:public|status=public)$/.test(x))) return [f('dangerous', `makes a private package public (${how})`)];
      return [f('destructive', `changes a published package's registry settings (${how})`)];
    case 'dist-tag':
      // Moving "latest" changes what every new install of the package gets: a release.
      if (/^(?:add|set)$/.test(pos[1] ?? '') && pos.slice(2).includes('latest')) return [f('dangerous', `points every new install at another version (latest) (${how})`)];
      return [f('destructive', `changes a published package's registry settings (${how})`)];
    case 'owner':
      // Another account that may publish the package: a supply-chain privilege.
      if (/^(?:add)$/.test(pos[1] ?? '')) return [f('dangerous', `gives another account the right to publish the package (${how})`)];
      return [f('destructive', `changes a published package's registry settings (${how})`)];
    case 'deprecate':
    case 'team':
      return [f('destructive', `changes a published package's registry settings (${how})`)];
    case 'token':
      return [f((pos[1] ?? '') === 'list' ? 'safe' : 'destructive', `manages registry tokens (${how})`)];
    case 'audit':
      if ((pos[1] ?? '') === 'fix') return [f(a.includes('--force') ? 'destructive' : 'reversible', `upgrades vulnerable dependencies (${how})`)];
      return [f('safe', `audits dependencies (${how})`)];
    case 'run':
    case 'run-script':
      return runScript((pos[1] ?? '').toLowerCase(), cmd, ctx);
    case 'test':
    case 't':
    case 'tst':
      return [f('safe', `runs the test suite (${how})`)];
    case 'start':
    case 'dev':
    case 'serve':
      return [f('reversible', `starts the local app (${how})`)];
    case 'exec':
    case 'dlx':
    case 'x':
      return [];
    case 'cache':
      return [f('reversible', `manages the package cache (${how})`)];
    case 'config':
    case 'c':
      return [f((pos[1] ?? '') === 'get' || (pos[1] ?? '') === 'list' ? 'safe' : 'reversible', `npm configuration (${how})`)];
    case 'login':
    case 'adduser':
    case 'logout':
      return [f('reversible', `registry login (${how})`)];
  }
  if (/^(ls|list|ll|la|outdated|view|v|info|show|why|explain|search|s|find|doctor|whoami|help|root|bin|prefix|fund|query|licenses|sbom|ping|docs|repo|bugs|home|diff|pm|--version|-v|-h|--help)$/.test(sub)) {
    return [f('safe', `reads package information (${how})`)];
  }
  // yarn <script>, pnpm <script>, bun <script>
  if (cmd.name !== 'npm' && sub) return runScript(sub, cmd, ctx);
  return [unplacedRun('reversible', `package manager command (${how})`)];
};

export const pip: Handler = (cmd) => {
  const a = cmd.args;
  let pos = positionals(a, ['-r', '--requirement', '-c', '--constraint', '-e', '--editable', '-i', '--index-url', '-t', '--target', '--python', '-p']);
  if (cmd.name === 'python' || cmd.name === 'python3' || cmd.name === 'py') pos = pos.slice(1);
  if (cmd.name === 'uv' && pos[0] === 'pip') pos = pos.slice(1);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  if (/^(install|add|sync|lock|update|upgrade|download|wheel|venv|init|new|compile|inject|ensurepath|build)$/.test(sub)) {
    // A package fetched from a bare URL (not an index or a VCS) is unverified code whose setup runs at install.
    // So is one fetched from an index reached over plain http, which anyone on the path can replace.
    const index = cmd.args.find((x, i) => i > 0 && /^(?:-i|--index-url|--extra-index-url)$/.test(cmd.args[i - 1] ?? '')) ?? cmd.args.find((x) => /^--(?:extra-)?index-url=/.test(x))?.replace(/^[^=]*=/, '');
    if (sub === 'install' && (pos.slice(1).some((x) => /^(?:https?|ftp):\/\//i.test(x)) || (index !== undefined && /^http:\/\/(?!localhost|127\.)/i.test(index)))) return [judge({ verb: 'exec_remote', obj: 'package', scope: 'one', mods: cmd.sudo ? M.ROOT : 0, what: how }) as Finding];
    return [f('reversible', `installs or updates packages (${how})`)];
  }
  if (/^(uninstall|remove|rm|purge)$/.test(sub)) return [f('destructive', `removes a package (${how})`)];
  if (/^(publish|upload)$/.test(sub)) return [f('dangerous', `publishes a package to a public registry (${how})`)];
  if (/^(list|freeze|show|check|search|inspect|tree|config|debug|help|index|cache|--version|-v|run|shell|env|hash|version)$/.test(sub)) return [f(sub === 'run' || sub === 'shell' ? 'reversible' : 'safe', `reads package information (${how})`)];
  return [unplacedRun('reversible', `package command (${how})`)];
};

export const cargo: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-p', '--package', '--features', '-F', '--target', '--manifest-path', '-j', '--jobs', '--registry', '--bin', '--example', '--test']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  // (cls-code15) cargo run --bin admin -- delete-tenant acme --force: the project's own program given its words, read like
  // a command of that name (as go run ./cmd/admin … is).
  const dd = cmd.args.indexOf('--');
  if ((sub === 'run' || sub === 'r') && dd >= 0 && dd < cmd.args.length - 1) {
    const at = cmd.args.findIndex((x) => x === '--bin' || x === '--example' || x === '-p' || x === '--package');
    const name = at >= 0 && at < dd ? (cmd.args[at + 1] ?? '') : '';
    const progArgs = cmd.args.slice(dd + 1).map((x) => (/[\s'"$]/.test(x) ? `'${x.replace(/'/g, "'\\''")}'` : x));
    const read = name && /^[\w.-]+$/.test(name) ? ctx.inner([name, ...progArgs].join(' ')) : [];
    const placed = read.filter((x) => !/^(?:runs|unfamiliar)/.test(x.reason) || x.level !== 'reversible');
    if (placed.length) return placed;
  }
  if (/^(test|check|build|b|c|t|clippy|doc|tree|metadata|search|bench|fmt|verify-project|locate-project|pkgid|version|help|audit|deny|outdated|expand|nextest|llvm-cov|--version)$/.test(sub)) {
    return [f('safe', `builds or checks code; writes only to target/ (${how})`)];
  }
  if (/^(add|install|new|init|update|generate-lockfile|fetch|vendor|run|r|fix|clean|login)$/.test(sub)) return [f('reversible', `changes dependencies or local build output (${how})`)];
  if (sub === 'owner' && cmd.args.some((x) => x === '--add' || x === '-a' || x.startsWith('--add='))) return [f('dangerous', `gives another account the right to publish the crate (${how})`)];
  if (/^(remove|rm|uninstall|yank|owner|logout)$/.test(sub)) return [f('destructive', `removes a dependency or yanks a release (${how})`)];
  if (sub === 'publish') return [f('dangerous', `publishes a crate to crates.io, irreversibly (${how})`)];
  return [unplacedRun('reversible', `cargo command (${how})`)];
};

/**
 * (cls-shell19) Software that is itself a security control or the audit trail: endpoint protection and EDR agents, host
 * firewalls and MAC policy, audit and log shippers. Removing it (a package manager, `rpm -e`, `wmic product … call
 * uninstall`, Uninstall-Package, msiexec /x) weakens that control, as stopping its service does.
 */
export const SECURITY_PACKAGE = /(?:^|[\s'"=,(%*])(?:falcon-sensor|crowdstrike[\w.-]*|sentinel-?one[\w.-]*|sentinel-?agent|mdatp|microsoft defender[\w -]*|windows defender[\w -]*|osquery[\w.-]*|wazuh-agent|sophos[\w. -]*|eset[\w.-]*|clamav[\w.-]*|auditd?|audit-libs|rsyslog|syslog-ng|tanium[\w.-]*|qualys[\w.-]*|rapid7[\w.-]*|cylance[\w.-]*|elastic-agent|splunkforwarder|splunk universal forwarder|nessus-?agent|fail2ban|apparmor|selinux-policy[\w.-]*|ufw|firewalld|aide|tripwire|rkhunter|carbon ?black[\w -]*|cb-psc-sensor|jamf[\w.-]*|kandji[\w.-]*|trend ?micro[\w -]*|mcafee[\w -]*|symantec[\w -]*|bitdefender[\w -]*|malwarebytes[\w -]*|cortex xdr[\w -]*|traps)(?=$|[\s'"=,%*.)])/i;

export const systemPkg: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const pos = positionals(a, ['-o', '--option', '-t', '--target-release', '--source']);
  const sub = pos[0] ?? '';
  const how = snippet(cmd.text, 50);
  if (cmd.name === 'apt-cache' || cmd.name === 'dpkg-query' || cmd.name === 'rpm' && a.some((x) => /^-q/.test(x))) return [f('safe', `queries package metadata (${how})`)];
  if (cmd.name === 'dpkg') {
    if (a.some((x) => /^-(l|s|L|S|-list|-status|-listfiles|-search)$/i.test(x))) return [f('safe', `queries packages (${how})`)];
    if (a.some((x) => /^-(r|P|-remove|-purge)$/i.test(x))) return [SECURITY_PACKAGE.test(` ${cmd.args.join(' ')} `) ? f('dangerous', `removes a security or audit agent, so that control stops (${how})`) : f('destructive', `removes system packages (${how})`, true)];
    return [f('reversible', `installs a system package (${how})`, true)];
  }
  if (/^(search|show|info|list|policy|madison|depends|rdepends|outdated|doctor|config|home|desc|deps|uses|leaves|check|provides|whatprovides|repolist|history|help|--version)$/.test(sub)) return [f('safe', `queries package metadata (${how})`)];
  if (/^(install|add|update|upgrade|full-upgrade|dist-upgrade|reinstall|tap|link|pin|unpin|makecache|refresh|download|get|fetch|mod|tidy|vendor|require|dump-autoload|bundle|cask|services|source)$/.test(sub)) return [f('reversible', `installs or updates packages (${how})`, true)];
  // cls-benign17: `brew cleanup`, `apt-get clean`, `dnf clean all`: the download cache and superseded versions, fetched again on need.
  if (/^(cleanup|clean)$/.test(sub)) return [f('reversible', `clears the package manager's download cache and old versions (${how})`, true)];
  // (cls-shell19) rpm -e / --erase and dpkg's removals name their packages as options' operands.
  const removes = /^(remove|uninstall|purge|autoremove|erase|rm|unlink|untap|zap)$/.test(sub) || (cmd.name === 'rpm' && a.some((x) => /^-[a-z]*e[a-z]*$|^--erase$/.test(x)));
  if (removes && SECURITY_PACKAGE.test(` ${cmd.args.join(' ')} `)) return [f('dangerous', `removes a security or audit agent, so that control stops (${how})`)];
  if (cmd.name === 'rpm' && removes) return [f('destructive', `removes packages (${how})`, true)];
  if (/^(remove|uninstall|purge|autoremove|erase|rm|unlink|untap|zap)$/.test(sub)) {
    if (/\b(openssh-server|sudo|systemd|libc6|coreutils|bash|kernel|linux-image)/.test(a.join(' '))) return [f('dangerous', `removes a core system package (${how})`, true)];
    return [f('destructive', `removes packages (${how})`, true)];
  }
  return [unplacedRun('reversible', `package command (${how})`, true)];
};

/** gem push / gem yank: a release to rubygems.org, or taking one back; other gem commands install or query. */
const gem: Handler = (cmd, ctx) => {
  const sub = (positionals(cmd.args, ['--host', '-k', '--key', '-v', '--version', '--otp'])[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  if (sub === 'push') return [f('dangerous', `publishes a gem to a public registry: an irreversible release (${how})`)];
  if (sub === 'yank' || sub === 'owner') return [f('destructive', `${sub === 'yank' ? 'yanks a published gem version' : "changes a published gem's owners"} (${how})`)];
  return systemPkg(cmd, ctx);
};

/** dotnet nuget push / delete: a release to a package feed (nuget.org is public), or unlisting one; other dotnet commands are builds and runs. */
const dotnet: Handler = (cmd, ctx) => {
  // dotnet script eval "<C#>" (dotnet-script): the code is read.
  if (cmd.args[0] === 'script' && cmd.args[1] === 'eval' && cmd.args[2] !== undefined) return ctx.code(cmd.args.slice(2).join(' '));
  // (cls-code14) dotnet script -e / --eval "<C#>" evaluates the code it is given too.
  if (cmd.args[0] === 'script') {
    const at = cmd.args.findIndex((x) => x === '-e' || x === '--eval');
    if (at > 0 && cmd.args[at + 1] !== undefined) return ctx.code(cmd.args[at + 1] as string);
  }
  const pos = positionals(cmd.args, ['-k', '--api-key', '-s', '--source', '--symbol-source', '--symbol-api-key', '-t', '--timeout']);
  if ((pos[0] ?? '').toLowerCase() !== 'nuget') return [];
  const sub = (pos[1] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  const at = cmd.args.findIndex((x) => x === '-s' || x === '--source');
  const source = at >= 0 ? (cmd.args[at + 1] ?? '') : '';
  const publicFeed = source === '' || /nuget\.org/i.test(source);
  if (sub === 'push') return [f(publicFeed ? 'dangerous' : 'destructive', `${publicFeed ? 'publishes a package to nuget.org: an irreversible public release' : 'pushes a package to a shared feed'} (${how})`)];
  if (sub === 'delete') return [f(publicFeed ? 'dangerous' : 'destructive', `unlists or deletes a published package version others may depend on (${how})`)];
  return [];
};

export const goCmd: Handler = (cmd, ctx) => {
  const sub = (positionals(cmd.args)[0] ?? '').toLowerCase();
  const how = snippet(cmd.text, 50);
  // go run ./cmd/migrate --env production down --all: the project's own program, read like a command of that name.
  // go run - <<'GO' … GO: the program comes on standard input.
  if (sub === 'run' && cmd.args.includes('-') && cmd.stdin !== undefined) return ctx.code(cmd.stdin);
  if (sub === 'run') {
    const at = cmd.args.indexOf('run');
    const rest = cmd.args.slice(at + 1);
    const pkgAt = rest.findIndex((x) => !x.startsWith('-'));
    const pkg = pkgAt >= 0 ? (rest[pkgAt] as string) : '';
    const parts = pkg.replace(/\/$/, '').split('/').filter((x) => x && x !== '.');
    let name = (parts[parts.length - 1] ?? '').replace(/\.go$/, '');
    if (name === 'main' || name === '...') name = parts[parts.length - 2] ?? '';
    const progArgs = rest.slice(pkgAt + 1).filter((x) => x !== '--').map((x) => (/[\s'"$]/.test(x) ? `'${x.replace(/'/g, "'\\''")}'` : x));
    const read = name && /^[\w.-]+$/.test(name) ? ctx.inner([name, ...progArgs].join(' ')) : [];
    const placed = read.filter((x) => !/^(?:runs|unfamiliar)/.test(x.reason) || x.level !== 'reversible');
    return placed.length ? placed : [unplacedRun('reversible', `runs the Go program ${snippet(pkg || how, 40)} (${how})`)];
  }
  if (/^(build|test|vet|fmt|list|doc|version|env|help|mod|tool)$/.test(sub)) {
    if (sub === 'mod') return [f('reversible', `updates module files (${how})`)];
    return [f('safe', `builds, tests or inspects Go code (${how})`)];
  }
  return [unplacedRun('reversible', `go command (${how})`)];
};

export const make: Handler = (cmd, ctx) => {
  // Gradle's --tests and -x take a test pattern or a task to skip: names of tests, not tasks run (lead15).
  const targets = positionals(cmd.args, ['-C', '-f', '-j', '--tests', '-x', '--exclude-task', '-p', '--project-dir', '-b', '--build-file', '-c', '--settings-file', '-I', '--init-script', '--max-workers', '-g', '--gradle-user-home']).filter((t) => !t.includes('='));
  if (targets.length === 0) return [f('safe', `builds the default make target (${snippet(cmd.text, 40)})`)];
  const out: Finding[] = [];
  // A Gradle task path (:billing:test) runs its last segment's task in that project.
  for (const t of targets) out.push(...runScript((t.startsWith(':') ? (t.split(':').pop() ?? t) : t).toLowerCase(), cmd, ctx));
  return out;
};

/** cls-benign15: Gradle's tasks, without the values its options take (`--tests '*RefundServiceTest*'` names tests to run). */
// cls-holes15: a migration tool's task run through its Maven or Gradle plugin (mvn flyway:clean, ./gradlew flywayClean,
// mvn liquibase:dropAll, ./gradlew dropAll) is read as the tool's own command, with the URL given as a property.
function pluginMigration(cmd: Cmd, ctx: Ctx): Finding[] | null {
  const goals = positionals(cmd.args);
  for (const g of goals) {
    const m = /^(flyway|liquibase):([a-zA-Z][\w-]*)$/.exec(g) ?? /^(flyway)([A-Z]\w*)$/.exec(g) ?? /^()(dropAll)$/.exec(g);
    if (!m) continue;
    const tool = m[1] || 'liquibase';
    const sub = (m[2] as string).replace(/^[A-Z]/, (c) => c.toLowerCase());
    const url = cmd.args.map((x) => new RegExp(`^-[DP]${tool}\\.url=(\\S+)$`).exec(x)?.[1]).find(Boolean);
    return ctx.inner(`${tool} ${sub}${url ? ` ${tool === 'flyway' ? '-url' : '--url'}=${url}` : ''}`);
  }
  return null;
}

// (cls-benign25) Android's device tasks (installDebug, uninstallDebug, uninstallAll, :app:uninstallBenchmark) put the app's
// build on, or take it off, the connected test device or emulator: read apart from the project's other tasks.
const DEVICE_TASK_25 = /^(?::[\w-]+)*:?(?:un)?install(?:All|[A-Z]\w*)?$/;
const gradle: Handler = (cmd, ctx) => {
  const m = pluginMigration(cmd, ctx);
  if (m) return m;
  const args = positionals(cmd.args, ['--tests', '-x', '--exclude-task', '-p', '--project-dir', '-b', '--build-file', '-c', '--settings-file', '-I', '--init-script', '-g', '--gradle-user-home', '--console', '--warning-mode', '--max-workers']);
  const device = args.filter((t) => DEVICE_TASK_25.test(t) && t !== 'install');
  if (device.length === 0) return make({ ...cmd, args }, ctx);
  const rest = args.filter((t) => !device.includes(t));
  const found = [f('reversible', `installs or removes the app's build on the connected test device or emulator (${snippet(cmd.text, 50)})`)];
  return rest.length ? [...found, ...make({ ...cmd, args: rest }, ctx)] : found;
};

export const packageHandlers: Record<string, Handler> = {
  // (lead, session 23) An upload to TestPyPI (--repository testpypi, --repository-url …test.pypi.org…) is the test registry.
  twine: (cmd) => ((positionals(cmd.args)[0] ?? '') === 'upload' ? (/(?:^|\s)(?:-r|--repository)(?:\s+|=)testpypi\b|test\.pypi\.org/i.test(cmd.text) ? [f('reversible', `uploads a package to the test registry, TestPyPI (${snippet(cmd.text, 40)})`)] : [f('dangerous', `publishes a package to a public registry (${snippet(cmd.text, 40)})`)]) : [f('safe', `checks a package (${snippet(cmd.text, 40)})`)]),
  npm,
  yarn: npm,
  pnpm: npm,
  bun: npm,
  pip,
  pip3: pip,
  pipx: pip,
  uv: pip,
  poetry: pip,
  pdm: pip,
  conda: pip,
  mamba: pip,
  cargo,
  apt: systemPkg,
  'apt-get': systemPkg,
  'apt-cache': systemPkg,
  aptitude: systemPkg,
  dpkg: systemPkg,
  yum: systemPkg,
  dnf: systemPkg,
  zypper: systemPkg,
  pacman: (cmd, ctx) => {
    const a = cmd.args.join(' ');
    if (/(^|\s)-R/.test(a)) return [f('destructive', `removes packages (${snippet(cmd.text, 40)})`, true)];
    if (/(^|\s)-Q|(^|\s)-Ss/.test(a)) return [f('safe', `queries packages (${snippet(cmd.text, 40)})`)];
    return systemPkg(cmd, ctx);
  },
  apk: systemPkg,
  brew: systemPkg,
  choco: systemPkg,
  winget: systemPkg,
  scoop: systemPkg,
  snap: systemPkg,
  flatpak: systemPkg,
  gem,
  dotnet,
  bundle: systemPkg,
  composer: systemPkg,
  rpm: systemPkg,
  go: goCmd,
  make,
  just: make,
  task: make,
  rake: make,
  gradle,
  './gradlew': gradle,
  gradlew: gradle,
  // cls-holes15: the Maven wrapper is Maven (`./mvnw deploy` publishes).
  './mvnw': (cmd, ctx) => packageHandlers.mvn!(cmd, ctx),
  mvnw: (cmd, ctx) => packageHandlers.mvn!(cmd, ctx),
  mvn: (cmd, ctx) => {
    const plugin = pluginMigration(cmd, ctx);
    if (plugin) return plugin;
    const goals = positionals(cmd.args, ['-pl', '-P', '-f']).join(' ');
    if (/\bdeploy\b|\brelease:perform\b/.test(goals)) return [f('dangerous', `publishes artifacts to a shared repository (${snippet(cmd.text, 40)})`)];
    return make({ ...cmd, args: [] }, ctx);
  },
};

export const packageFamily = commandFamily('packages', 'package managers and build tools (npm / yarn / pnpm / bun scripts by name, pip / uv / poetry, cargo, go, apt / brew / winget …, twine, make / just / gradle / mvn deploy)', packageHandlers, true);
