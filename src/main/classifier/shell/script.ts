// Reads a script the way a shell would run it, without running anything:
// every simple command of every line, pipeline, list, subshell, group, loop
// body, function and alias, with variables expanded where their values are
// known (X=rm; $X -rf ~ → rm -rf ~, rm${IFS}-rf → rm -rf), and wrappers
// unwrapped (sudo, env, nice, timeout, xargs, sh -c, bash -lc, eval, ssh host
// '…', docker/kubectl exec, su -c, powershell -Command / -EncodedCommand,
// cmd /c, base64 text decoded into a shell). The result is a flat list of
// commands; nothing is capped silently — when the input is too large or too
// deep to read fully, `unread` says so and the classifier rates it at least
// confirm.
import { detectEnv, pathKind, type PathKind } from '../context';
import { decodeBase64, decodeUtf16leBase64 } from '../text/codec';
import { lex, type Dialect, type Part, type Tok, type Word } from './lex';
import { baseName, type Cmd, type Redirect, SHELLS } from './parse';
import { NETOS_LEAD } from '../rules/netos';
import { extraLaunched, extraRemoteRunner, namedHostList, sshShellReadingStdin, WIN_REMOTE_LINE } from '../readers/remote26';

export const LIMITS = {
  /** Nesting of sh -c / eval / ssh / functions / substitutions. */
  depth: 8,
  /** Commands read from one input. */
  commands: 4000,
  /** Characters lexed for one input, all nesting levels together. */
  chars: 1 << 20,
};

export interface ScriptResult {
  cmds: Cmd[];
  /** Why the input could not be read fully (empty when it was). */
  unread: string[];
  /** Comments found in the script (# …): context for the reader. */
  comments: string[];
}

interface Scope {
  vars: Map<string, string | null>;
  funcs: Map<string, string>;
  aliases: Map<string, string>;
  /** Positional parameters inside a function body; null at the top level (unknown). */
  args: string[] | null;
}

interface Run {
  out: Cmd[];
  unread: string[];
  comments: string[];
  chars: number;
  /** Functions defined but not (yet) called: read once at the end with unknown arguments. */
  uncalled: Map<string, { body: string; st: Frame }>;
  /** Arrays filled from a whole listing (mapfile -t nss < <(kubectl get ns -o name)): a loop over one is over everything. */
  listed?: Set<string>;
}

interface Frame {
  depth: number;
  dialect: Dialect;
  sudo: boolean;
  loop: boolean;
  /** The loop runs over an unfiltered listing of a remote system's resources. */
  every: boolean;
  host?: string;
  via: string[];
  env: Record<string, string>;
}

const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'esac', '!', '{', '}', 'in', 'time', 'coproc', 'begin', 'process', 'end', 'try', 'catch', 'finally', 'trap']);
const LOOP_OPENERS = new Set(['for', 'while', 'until', 'select', 'foreach']);
const SUDO_OPTS_WITH_VALUE = new Set(['-u', '-g', '-h', '-p', '-C', '-U', '-r', '-t', '-D', '-R', '-T']);
/** (cls-shell19) GNU parallel's options that take a value (`parallel -j 20 ssh {} …`): the value is no command word. */
const PARALLEL_OPTS_WITH_VALUE = new Set(['-j', '--jobs', '-N', '--joblog', '--results', '--timeout', '--delay', '--retries', '--colsep', '-C', '--tagstring', '--memfree', '--load', '--halt', '--tmpdir', '--wd', '--workdir', '--env', '--slf', '--sshloginfile', '--sshlogin', '--max-replace-args', '--basefile', '--return', '--transferfile']);
const XARGS_OPTS_WITH_VALUE = new Set(['-n', '-I', '-i', '-P', '-L', '-l', '-d', '-s', '-E', '-a', '--max-args', '--max-procs', '--delimiter', '--arg-file', '-S', '-R']);
/** Tools that run a command inside a project's environment: `<tool> run <command>`. */
const PROJECT_RUNNERS = /^(?:poetry|uv|pipenv|pdm|rye|hatch|pixi|conda|mamba|micromamba)$/;
/** Interpreter version managers: `<tool> exec|run|x <command>`. */
const VERSION_MANAGERS = /^(?:pyenv|rbenv|nodenv|goenv|jenv|plenv|phpenv|asdf|mise|rtx|volta|fnm|nvm)$/;
const RUNNER_OPTS_WITH_VALUE = /^(?:-n|--name|-p|--prefix|--with|--python|-e|--env|--from|--project|--directory|--group|--extra|--package|--environment|--env-file)$/;
const SYSTEMD_RUN_OPTS = new Set(['-u', '--unit', '-p', '--property', '-E', '--setenv', '--uid', '--gid', '-M', '--machine', '-H', '--host', '--description', '--slice', '--working-directory', '--on-active', '--on-boot', '--on-startup', '--on-unit-active', '--on-unit-inactive', '--on-calendar', '--timer-property', '--path-property', '--socket-property', '--nice', '--service-type']);
const PLAIN_WRAPPERS = new Set(['nohup', 'time', 'exec', 'command', 'builtin', 'caffeinate', 'unbuffer', 'stdbuf', 'ionice', 'chronic', 'noglob', 'setsid', 'nocorrect', 'catchsegv', 'strace', 'ltrace', 'torsocks', 'proxychains', 'proxychains4', 'firejail', 'chrt', 'taskset', 'numactl', 'systemd-run', 'doppler', 'with-contenv', 'dotenv', 'aws-vault', 'op', 'envchain', 'direnv', 'sem']);
const PS_SHELLS = new Set(['powershell', 'pwsh', 'powershell_ise']);
const SSH_OPTS_WITH_VALUE = new Set(['-i', '-p', '-l', '-o', '-F', '-J', '-L', '-R', '-D', '-W', '-b', '-c', '-e', '-m', '-S', '-w', '-E', '-B', '-O', '-Q', '-I']);

/**
 * A frame with some fields changed, built with every field in the same order. Object spreads
 * (`{ ...fr, loop }`) over frames of several shapes took V8's slow clone path, once per command.
 */

/** The index of the operator that closes the one at toks[k] (`}` for `{`, `)` for `(`), or toks.length if none does. */
function closingOf(toks: readonly Tok[], k: number, open: '{' | '(', close: '}' | ')'): number {
  let depth = 0;
  let j = k;
  for (; j < toks.length; j++) {
    const tj = toks[j] as Tok;
    if (tj.t === 'op' && tj.v === open) depth++;
    else if (tj.t === 'op' && tj.v === close && --depth === 0) break;
  }
  return j;
}

function withFrame(fr: Frame, change: Partial<Frame>): Frame {
  return {
    depth: change.depth ?? fr.depth,
    dialect: change.dialect ?? fr.dialect,
    sudo: change.sudo ?? fr.sudo,
    loop: change.loop ?? fr.loop,
    every: change.every ?? fr.every,
    host: 'host' in change ? change.host : fr.host,
    via: change.via ?? fr.via,
    env: change.env ?? fr.env,
  };
}

/** Environment tables hold agent-given names (`__proto__=x`): no prototype, so only assigned names exist. */
function copyEnv(env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.assign(Object.create(null) as Record<string, string>, env);
}

/** Reads a script (or a single command line) into simple commands. */
export function readScript(text: string, dialect: Dialect = detectDialect(text)): ScriptResult {
  const run: Run = { out: [], unread: [], comments: [], chars: 0, uncalled: new Map() };
  const scope: Scope = { vars: new Map(), funcs: new Map(), aliases: new Map(), args: null };
  const frame: Frame = { depth: 0, dialect, sudo: false, loop: false, every: false, host: undefined, via: [], env: copyEnv({}) };
  runText(text, scope, frame, run);
  for (const [name, f] of run.uncalled) {
    run.uncalled.delete(name);
    runText(f.body, { ...scope, args: [] }, withFrame(f.st, { depth: f.st.depth + 1 }), run);
  }
  servedFromCd(run.out);
  readLoopOverFind(run.out);
  return { cmds: run.out, unread: run.unread, comments: run.comments };
}

// (cls-holes19) `find DIR … | while read -r d; do rm -rf "$d"; done` (or `done < <(find DIR …)`): a remover run for every
// entry of an unfiltered find listing gets what find prints, as `find … | xargs rm -rf` does, so `$d` is read as the path
// find stands for (DIR/FOUND_FILE) and judged by DIR's kind (every home directory, every backup).
function readLoopOverFind(cmds: Cmd[]): void {
  if (!cmds.some((c) => c.every && PATH_REMOVERS.test(c.name))) return;
  const finds = cmds.filter((c) => c.name === 'find' && !c.args.some((x) => /^-(?:exec|execdir|ok|okdir|delete)$/.test(x)));
  if (finds.length === 0 || finds.some((x) => x.args[0] !== finds[0]?.args[0])) return;
  const vars = new Set(cmds.filter((c) => c.name === 'read').map((c) => c.args.filter((x) => !x.startsWith('-'))[0]).filter((x): x is string => !!x));
  if (vars.size !== 1) return;
  const found = foundPath((finds[0] as Cmd).args);
  for (const c of cmds) {
    if (!c.every || !PATH_REMOVERS.test(c.name)) continue;
    c.args = c.args.map((x) => {
      const m = /^\$\{?(\w+)\}?$/.exec(x);
      return m && vars.has(m[1] as string) ? found : x;
    });
  }
}

// (cls-holes19) A file server started with no directory of its own (python -m http.server, php -S) serves the directory
// the last `cd` before it set on the same machine (`cd ~ && python3 -m http.server --bind 0.0.0.0`): that directory is
// handed to it as its --directory / -t, so the server's reader judges what it serves. A bare `cd` is the home.
function servedFromCd(cmds: Cmd[]): void {
  if (!cmds.some((c) => c.name === 'cd' || c.name === 'pushd')) return;
  const cwd = new Map<string, string>();
  for (const c of cmds) {
    const at = c.host ?? c.container ?? '';
    if (c.name === 'cd' || c.name === 'pushd') {
      const dir = c.args.filter((x) => !/^-[LPe@]$/.test(x))[0] ?? '~';
      if (dir === '-') cwd.delete(at);
      else cwd.set(at, dir);
      continue;
    }
    const dir = cwd.get(at);
    if (dir === undefined) continue;
    const a = c.args;
    if (/^python[\d.]*$/.test(c.name) && a[0] === '-m' && /^(?:http\.server|SimpleHTTPServer)$/.test(a[1] ?? '') && !a.some((x) => /^(?:-d|--directory)(?:=|$)/.test(x))) c.args = [...a, '--directory', dir];
    else if (c.name === 'php' && a.includes('-S') && !a.includes('-t')) c.args = [...a, '-t', dir];
  }
}

// (cls-code14) A PowerShell loop whose only step removes the item it is given, over a Get-ChildItem listing, is that
// listing piped into Remove-Item: `gci D:\backups | ForEach-Object { Remove-Item $_.FullName -Force }`,
// `foreach ($f in Get-ChildItem D:\backups) { Remove-Item $f -Force }`, `$files = gci D:\backups; foreach ($f in $files) { … }`.
const PS_LISTER = String.raw`(?:Get-ChildItem|gci|ls|dir)\b[^|;{}\n]*`;
const PS_REMOVE_ITEM = (v: string) => String.raw`\{\s*(?:Remove-Item|ri|del|rm|erase|rd|rmdir)\s+(?:-(?:Path|LiteralPath)\s+)?\$(?:${v})(?:\.(?:FullName|Name|PSPath|Path))?((?:\s+-\w+(?::\$?\w+)?)*)\s*;?\s*\}`;
function psLoopsAsPipes(text: string): string {
  if (text.length > 20000) return text;
  return text
    .replace(new RegExp(String.raw`(${PS_LISTER})\|\s*(?:ForEach-Object|foreach|%)\s*${PS_REMOVE_ITEM('_|PSItem')}`, 'gi'), (_m, list: string, opts: string) => `${list.trim()} | Remove-Item${opts}`)
    .replace(new RegExp(String.raw`foreach\s*\(\s*\$(\w+)\s+in\s+\(?\s*(${PS_LISTER.replace('[^|;{}\\n]*', '[^|;{}()\\n]*')})\)?\s*\)\s*${PS_REMOVE_ITEM('\\w+')}`, 'gi'), (_m, _v: string, list: string, opts: string) => `${list.trim()} | Remove-Item${opts}`)
    .replace(new RegExp(String.raw`\$(\w+)\s*=\s*(${PS_LISTER})(?:;|\n)\s*foreach\s*\(\s*\$\w+\s+in\s+\$(\w+)\s*\)\s*${PS_REMOVE_ITEM('\\w+')}`, 'gi'), (m, v: string, list: string, w: string, opts: string) => (v.toLowerCase() === w.toLowerCase() ? `${list.trim()} | Remove-Item${opts}` : m))
    // (cls-code16b) Any Get- listing handed item by item to one cmdlet (Get-ADUser -Filter * | ForEach-Object {
    // Disable-ADAccount -Identity $_ }), or bound to a name first and piped from it ($u = Get-ADUser -Filter *; $u | …):
    // that listing piped into the cmdlet, so its filter decides the scope.
    .replace(new RegExp(String.raw`(${PS_GETTER})\|\s*(?:ForEach-Object|foreach|%)\s*${PS_EACH_ACT}`, 'gi'), (_m, list: string, cmdlet: string, opts: string) => `${list.trim()} | ${cmdlet}${opts}`)
    .replace(new RegExp(String.raw`\$(\w+)\s*=\s*(${PS_GETTER})(?:;|\n)\s*\$(\w+)\s*\|\s*(?:(?:ForEach-Object|foreach|%)\s*${PS_EACH_ACT}|([A-Za-z]+-[A-Za-z]\w*)(?=[ \t]|$))`, 'gim'), (m, v: string, list: string, w: string, c1: string | undefined, opts: string | undefined, c2: string | undefined) => (v.toLowerCase() === w.toLowerCase() ? `${list.trim()} | ${c1 ?? c2 ?? ''}${c1 ? (opts ?? '') : ''}` : m))
    // (cls-shell18) foreach ($u in $users) { Remove-ADUser -Identity $u … } over a name bound to a Get- listing, or
    // foreach ($u in (Get-ADUser -Filter *)) { … }: that listing piped into the cmdlet.
    .replace(new RegExp(String.raw`\$(\w+)\s*=\s*(${PS_GETTER})(?:;|\n)\s*foreach\s*\(\s*\$(\w+)\s+in\s+\$(\w+)\s*\)\s*\{\s*([A-Za-z]+-[A-Za-z]\w*)\s+(?:-(?:Identity|UserId|Id|Members|Name)\s+)?\$(\w+)(?:\.\w+)?((?:\s+-\w+(?:(?::|\s+)(?!-)(?:'[^'\n]*'|"[^"\n$]*"|\$?[\w.@:\\/-]+))?)*)\s*;?\s*\}`, 'gim'), (m, v: string, list: string, it: string, w: string, cmdlet: string, it2: string, opts: string) => (v.toLowerCase() === w.toLowerCase() && it.toLowerCase() === it2.toLowerCase() ? `${list.trim()} | ${cmdlet}${opts}` : m))
    .replace(new RegExp(String.raw`foreach\s*\(\s*\$(\w+)\s+in\s+\(\s*(${PS_GETTER})\)\s*\)\s*\{\s*([A-Za-z]+-[A-Za-z]\w*)\s+(?:-(?:Identity|UserId|Id|Members|Name)\s+)?\$(\w+)(?:\.\w+)?((?:\s+-\w+(?:(?::|\s+)(?!-)(?:'[^'\n]*'|"[^"\n$]*"|\$?[\w.@:\\/-]+))?)*)\s*;?\s*\}`, 'gim'), (m, it: string, list: string, cmdlet: string, it2: string, opts: string) => (it.toLowerCase() === it2.toLowerCase() ? `${list.trim()} | ${cmdlet}${opts}` : m));
}
// (cls-code17) cmd.exe's loop over a wildcard whose only step deletes the item it is given (for /d %%D in (D:\Backups\*)
// do rd /s /q "%%D", for %F in (C:\logs\*.log) do del "%F", for /r D:\data %%F in (*.bak) do del "%%F") is that
// deletion handed the wildcard: every entry the pattern names, judged by its path like rd /s /q D:\Backups\*.
const CMD_FOR = /\bfor\s+(?:\/[dr]\s+(?:[^\s%]+\s+)?|\/f\s+(?:"[^"\n]*"\s+)?)?%%?\w\s+in\s*\(/i;
function cmdLoopsAsCommands(text: string): string {
  if (text.length > 20000) return text;
  // (cls-shell18) for /f ["opts"] %%v in ('command') do step: the step once for each line the command prints, like
  // `command | xargs -I %%v step`, so a listing of everything (net user, wevtutil el) makes it act on everything.
  text = text.replace(/\bfor\s+\/f\s+(?:"[^"\n]*"\s+)?(%%?\w)\s+in\s*\(\s*(['`])([^'`\n]+)\2\s*\)\s*do\s+(?:\(\s*\r?\n?([^()]*?)\r?\n?\s*\)|([^\n]+))/gi, (_m, v: string, _q: string, cmd: string, block: string | undefined, line: string | undefined) => {
    const lines = (block ?? line ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    const list = cmd.replace(/\^([|&<>])/g, '$1');
    return lines.map((l) => `${list} | xargs -I ${v} ${l.replace(/^@/, '')}`).join('\n');
  });
  return text.replace(/\bfor\s+(?:\/(d|r)\s+(?:("?)([^\s%"]+)\2\s+)?)?(%%?)(\w)\s+in\s*\(\s*("?)([^\s()"]+)\6\s*\)\s*do\s+(rd|rmdir|del|erase)((?:\s+\/[a-z]+)*)\s+("?)\4\5\10[ \t]*(?=\r?\n|&|$)/gim, (_m, sw: string | undefined, _q: string, root: string | undefined, _p: string, _v: string, _q2: string, list: string, cmd: string, opts: string) => {
    const target = sw?.toLowerCase() === 'r' && root ? `${root.replace(/\\$/, '')}\\${list}` : list;
    const recurse = sw?.toLowerCase() === 'r' && /^(?:del|erase)$/i.test(cmd) && !/\/s\b/i.test(opts) ? ' /s' : '';
    return `${cmd}${opts}${recurse} ${target}`;
  });
}
const PS_GETTER = String.raw`Get-[A-Za-z]\w*\b[^|;{}\n$]*`;
// (cls-shell18) Options may carry a value (-ForwardingSmtpAddress 'x@y', -AccountEnabled:$false, -Value 1).
const PS_EACH_ACT = String.raw`\{\s*([A-Za-z]+-[A-Za-z]\w*)\s+(?:-(?:Identity|UserId|Id|Members|Name)\s+)?\$(?:_|PSItem)(?:\.\w+)?((?:\s+-\w+(?:(?::|\s+)(?!-)(?:'[^'\n]*'|"[^"\n$]*"|\$?[\w.@:\\/-]+))?)*)\s*;?\s*\}`;

// (cls-code15) Only at a command position (a line's start, after ; | ( { & or =): `aws sts get-caller-identity` and
// `aws ssm get-parameter` pass a Verb-Noun word as an argument, and their scripts stay POSIX.
const PS_CMDLET = /(?:^|[\n;|({&=])[ \t]*(?:get|set|new|remove|add|clear|copy|move|rename|start|stop|restart|invoke|enable|disable|register|unregister|install|uninstall|import|export|update|test|select|where|foreach|format|out|write|read|send|connect|disconnect|mount|dismount|suspend|resume|grant|revoke|lock|unlock|reset|publish|unpublish|search|find|measure|compare|convertto|convertfrom|expand|compress|backup|restore|push|pop|wait|debug|resolve|block|unblock|deny|approve|limit|initialize|optimize|repair|save|sync|use|show|hide|open|close|merge|split|join|skip|request|receive|submit|undo|redo|checkpoint|protect|unprotect)-[A-Za-z]/i;

const WIN_PROGRAM_LINE = /^\s*(?:reg|icacls|cacls|takeown|schtasks|sc|wevtutil|vssadmin|wbadmin|bcdedit|cipher|attrib|diskpart|wmic|msiexec|auditpol|mklink|bitsadmin|certutil|fsutil|manage-bde|dism)(?:\.exe)?\s[^\n]*?(?:\b(?:HK(?:LM|CU|CR|U|CC)|HKEY_[A-Z_]+)\\|\b[A-Za-z]:\\|\\\\[\w.-]+\\)/i;

export function detectDialect(text: string): Dialect {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  // (lead25) `'\''` — a single quote put inside a single-quoted POSIX word — is the POSIX shell's own idiom (and what any
  // argv re-quoting writes): `pwsh -c 'Get-ADUser -SearchBase '\''OU=x'\'' | Remove-ADUser'` is typed at a POSIX prompt.
  if (head.includes("'\\''") && /^\s*(?:sudo\s+)?(?:powershell|pwsh)(?:\.exe)?\s/i.test(head)) return 'posix';
  if (PS_CMDLET.test(head) || /^\s*\$[A-Za-z_][\w:]*\s*=/.test(head) || /\$env:/i.test(head)) return 'powershell';
  // (cls-interp22) The PowerShell launcher typed at a PowerShell prompt, its -Command string escaping a variable with a
  // backtick (powershell -Command "Set-MpPreference -DisableRealtimeMonitoring `$true"): PowerShell's escape, not a POSIX
  // command substitution.
  if (/^\s*(?:powershell|pwsh)(?:\.exe)?\s[^\n]*`\$/i.test(head)) return 'powershell';
  if (/^\s*(?:@echo\s+off|rd\s+\/s|del\s+\/[fqsa]|rmdir\s+\/s|dir\s+\/[sbaw]|copy\s+\/y|xcopy\s|robocopy\s|set\s+\w+=|for\s+\/[frdl]\s|for\s+%%?\w\s+in\s*\()/i.test(head) || /%[A-Za-z_]\w*%/.test(head)) return 'cmd';
  // (cls-shell19) A Windows-only program given a Windows path (`reg add HKLM\\SOFTWARE\\…`, `icacls D:\\Shares\\HR …`): its
  // backslashes are path separators, not POSIX escapes.
  if (WIN_PROGRAM_LINE.test(head)) return 'cmd';
  // (cls-remote26) psexec / winrs typed at a Windows prompt: cmd's line, `\\HOST` kept.
  if (WIN_REMOTE_LINE.test(head) && !head.includes('\\"')) return 'cmd';
  return 'posix';
}

function runText(text: string, scope: Scope, frame: Frame, run: Run): void {
  if (frame.dialect === 'powershell' && /\bforeach\b|%\s*\{|^\s*\$\w+\s*\|/im.test(text)) text = psLoopsAsPipes(text);
  if (frame.dialect === 'cmd' && CMD_FOR.test(text)) text = cmdLoopsAsCommands(text);
  // (cls-code18) cmd's for /f over a command's output (for /f "skip=4" %u in ('net user') do net user %u /delete): the step run
  // once per line that command lists, as listing | xargs step.
  if (frame.dialect === 'cmd' && /\bfor\s+\/f\b/i.test(text) && text.length < 20000) text = text.replace(/\bfor\s+\/f\s+(?:"[^"\n]*"\s+)?(%%?)(\w)\s+in\s*\(\s*'([^'\n]+)'\s*\)\s*do\s+([^\n&|]+?)[ \t]*(?=\r?\n|$)/gim, (m, p: string, v: string, cmd: string, body: string) => (body.includes(`${p}${v}`) ? `${cmd.trim()} | xargs -I{} ${body.split(`${p}${v}`).join('{}')}` : m));
  // (cls-code17) zsh glob qualifiers that only pick the kind of entry or keep dotfiles (*(D), *(N), *(.), *(/), *(DN)) name
  // every entry still: /srv/backups/*(D) is /srv/backups/*. nushell's `ls DIR | each { |f| rm … $f.name }` with no
  // `where` stage between is rm of every entry of DIR.
  if (frame.dialect === 'posix' && (text.includes('*(') || text.includes('| each'))) {
    text = text
      .replace(/([*?])\([DN./@^-]{1,6}\)(?=[\s;|&)"']|$)/g, '$1')
      .replace(/^([ \t]*)ls\s+([^\s|;&]+)\s*\|\s*each\s*\{\s*\|\s*(\w+)\s*\|\s*(rm(?:\s+-[a-zA-Z]+|\s+--\w+)*)\s+\$\3\.name\s*\}/gm, (_m, ind: string, dir: string, _v: string, rm: string) => `${ind}${rm} ${dir.replace(/\/$/, '')}/*`);
  }
  // (cls-shell18) fish loops (`for b in (aws s3 ls …); aws s3 rb s3://$b --force; end`, `… | while read x; …; end`) are
  // read as the POSIX loops they are: `(…)` the command's output, `end` the loop's close.
  if (frame.dialect === 'posix' && FISH_END.test(text) && FISH_LOOP.test(text)) text = fishLoopsAsPosix(text);
  if (frame.depth > LIMITS.depth) {
    run.unread.push('nested too deeply to read fully');
    return;
  }
  run.chars += text.length;
  if (run.chars > LIMITS.chars) {
    if (!run.unread.includes('too large to read fully')) run.unread.push('too large to read fully');
    return;
  }
  const { toks, comments } = lex(text, frame.dialect);
  for (const c of comments) if (c && run.comments.length < 64) run.comments.push(c);
  runToks(text, toks, scope, frame, run);
}

const FISH_END = /(?:^|[;\n])[ \t]*end[ \t]*(?:$|[;\n|&])/m;
const FISH_LOOP = /(?:^|[;\n|])[ \t]*(?:for[ \t]+\w+[ \t]+in[ \t]|while[ \t])/m;
/** (cls-shell18) fish `for`/`while` loops rewritten as POSIX loops; text with other fish blocks (if, function, switch, begin) is left alone. */
function fishLoopsAsPosix(text: string): string {
  if (text.length > 20000 || /\bdo\b|\bdone\b/.test(text) || /(?:^|[;\n])[ \t]*(?:if|function|switch|begin)[ \t\n;]/m.test(text)) return text;
  let out = '';
  let i = 0;
  const head = /(^|[;\n|])([ \t]*)(for[ \t]+\w+[ \t]+in[ \t]+|while[ \t]+)/gm;
  let m: RegExpExecArray | null;
  while ((m = head.exec(text))) {
    let j = m.index + m[0].length;
    let body = '';
    // The loop's head runs to its `;` or newline; a `(…)` in it is a command substitution.
    while (j < text.length && text[j] !== ';' && text[j] !== '\n') {
      if (text[j] === '(' && text[j - 1] !== '$') {
        let depth = 0;
        let k = j;
        for (; k < text.length; k++) {
          if (text[k] === '(') depth++;
          else if (text[k] === ')' && --depth === 0) break;
        }
        if (k >= text.length) return text;
        body += `$${text.slice(j, k + 1)}`;
        j = k + 1;
      } else body += text[j++];
    }
    out += `${text.slice(i, m.index)}${m[1]}${m[2]}${m[3]}${body}; do`;
    i = j;
    head.lastIndex = j;
  }
  out += text.slice(i);
  return out.replace(/(^|[;\n])([ \t]*)end([ \t]*)(?=$|[;\n|&])/gm, '$1$2done$3');
}

interface Pending {
  words: Word[];
  redirects: { op: string; target: Word | null; doc?: { body: string; literal: boolean } }[];
  start: number;
  end: number;
}

function runToks(src: string, toks: readonly Tok[], scope: Scope, frame: Frame, run: Run): void {
  let cur: Pending = { words: [], redirects: [], start: -1, end: -1 };
  let pipeline: Cmd[] = [];
  let pipeNext = false;
  /** Loop nesting: 'pending' until `do` / `{`, then 'body'. */
  const loops: ('pending' | 'body')[] = [];
  /** Per loop in `loops`: does it run over an unfiltered listing? */
  const loopsEvery: boolean[] = [];
  /**
   * Per loop in `loops`: does it run over items written out in full (`for d in build dist .cache`, `while read p … done
   * <<EOF` with literal lines)? Then its body acts on exactly those named items, as if they were written in the command:
   * no bulk operation over a set of unknown size.
   */
  const loopsNamed: boolean[] = [];
  /** Where each open loop's commands start in run.out (while … done < <(listing) marks them once the loop closes). */
  const loopStarts: number[] = [];
  const braceBlockLoop: boolean[] = [];
  let caseDepth = 0;
  let lastCmdName = '';

  /** Where each open ( … ) group's commands start in run.out, the group just closed, and one piped onward. */
  const groupStarts: number[] = [];
  let closedGroup: Cmd[] | null = null;
  let groupFeed: Cmd[] | null = null;

  const inLoop = () => frame.loop || loops.some((l, i) => l === 'body' && loopsNamed[i] !== true) || braceBlockLoop.includes(true);
  const inEvery = () => frame.every || loopsEvery.some((e, i) => e && loops[i] === 'body');

  const finishPipeline = () => {
    linkPipeline(pipeline, scope, frame, run);
    pipeline = [];
  };

  /** The last thing read closed a compound command (`}`, `)`, `done`, `fi`, `esac`): redirects now are its own. */
  let compoundOut = false;

  const flush = (nextIsPipe: boolean) => {
    const afterCompound = compoundOut;
    compoundOut = false;
    if (cur.words.length === 0 && cur.redirects.length === 0) {
      if (!nextIsPipe) finishPipeline();
      pipeNext = nextIsPipe;
      return;
    }
    const p = cur;
    cur = { words: [], redirects: [], start: -1, end: -1 };
    const before = run.out.length;
    const made = simple(src, p, scope, withFrame(frame, { loop: inLoop(), every: inEvery() }), run);
    // `{ rm -rf build; } > log 2>&1`, `done > out.txt`: the compound's output goes to the file, as each command's
    // would (`rm -rf build > log`), not an empty command that truncates it.
    const owner = run.out[before - 1];
    if (afterCompound && made && made.name === ':' && p.words.length === 0 && run.out[run.out.length - 1] === made && run.out.length === before + 1 && owner && made.redirects.every((r) => !r.op.startsWith('<'))) {
      run.out.pop();
      owner.redirects.push(...made.redirects);
      closedGroup = null;
      groupFeed = null;
      if (!nextIsPipe) finishPipeline();
      pipeNext = nextIsPipe;
      return;
    }
    closedGroup = null;
    if (made && groupFeed) {
      // "(crontab -l; echo '*/5 * * * * curl … | sh') | crontab -": what the group prints literally is part of
      // what the next command reads.
      const printed = groupFeed.map((g) => staticOutput(g)).filter((x): x is string => x !== null);
      if (printed.length && made.stdin === undefined) made.stdin = printed.join('\n');
    }
    groupFeed = null;
    if (made) {
      lastCmdName = made.name;
      if (pipeNext || nextIsPipe) pipeline.push(made);
      else {
        pipeline.push(made);
      }
    }
    if (!nextIsPipe) finishPipeline();
    pipeNext = nextIsPipe;
  };

  for (let k = 0; k < toks.length; k++) {
    if (run.out.length >= LIMITS.commands) {
      if (!run.unread.includes('too many commands to read fully')) run.unread.push('too many commands to read fully');
      return;
    }
    const t = toks[k] as Tok;
    if (t.t === 'op') {
      const v = t.v;
      if (v === '|' || v === '|&') {
        if (cur.words.length === 0 && cur.redirects.length === 0 && closedGroup) groupFeed = closedGroup;
        flush(true);
        continue;
      }
      if (v === '(' ) {
        // name() { … } — a function definition.
        if (frame.dialect === 'posix' && cur.words.length === 1 && toks[k + 1]?.t === 'op' && (toks[k + 1] as { v: string }).v === ')') {
          const name = literalOf(cur.words[0] as Word);
          cur = { words: [], redirects: [], start: -1, end: -1 };
          k = defineFunction(src, toks, k + 2, name, scope, frame, run);
          continue;
        }
        if (frame.dialect !== 'posix' && cur.words.length > 0) {
          // PowerShell / cmd: a parenthesised expression inside a command is an argument;
          // the commands in it run first ((Get-Date).AddDays(-7), -Trigger (New-ScheduledTaskTrigger …)).
          const j = closingOf(toks, k, '(', ')');
          const inner = toks.slice(k + 1, j);
          const first = inner[0];
          if (first && first.t === 'word' && /^[A-Za-z]/.test(literalOf(first.w))) runToks(src, inner, scope, withFrame(frame, { via: [...frame.via, 'substitution'] }), run);
          const close = toks[j];
          // (cls-holes18: empty parentheses, as in an empty array @(), stay "()": nothing runs, and the emptiness is the value.)
          cur.words.push({ parts: [{ k: 'lit', v: inner.length === 0 ? '()' : '(…)' }], start: t.start, end: close ? (close.t === 'word' ? close.w.end : close.end) : src.length });
          k = j;
          continue;
        }
        flush(false);
        if (frame.dialect === 'posix') groupStarts.push(run.out.length);
        continue;
      }
      if (v === ')' && frame.dialect === 'posix' && groupStarts.length) {
        flush(false);
        closedGroup = run.out.slice(groupStarts.pop() as number);
        compoundOut = true;
        continue;
      }
      if (v === '{' && frame.dialect === 'powershell') {
        // -Filter {Department -eq "Sales"}: a filter expression is an argument, not commands that run.
        const prev = cur.words[cur.words.length - 1];
        const prevLit = prev ? literalOf(prev).toLowerCase() : '';
        // (cls-shell19) A filter or sort key's script block (`Where-Object { $_.Status -eq 'Running' }`, `Sort-Object { $_.Length }`)
        // is an expression over each item, an argument of that cmdlet: it runs no command of its own.
        const head0 = cur.words[0] ? literalOf(cur.words[0]).toLowerCase() : '';
        if (/^(?:where-object|where|\?|sort-object|sort|select-object|select|group-object|group|measure-object|measure)$/.test(head0)) {
          const j = closingOf(toks, k, '{', '}');
          const close = toks[j];
          const end = close ? (close.t === 'word' ? close.w.end : close.end) : src.length;
          const body = src.slice(t.end, close && close.t === 'op' ? close.start : src.length);
          if (/^\s*(?:!\s*|-not\s+|\(\s*)?\$(?:_|psitem)\b/i.test(body) && !/[;|\n]|\$\((?!\s*get-date\b)/i.test(body.replace(/'[^']*'|"[^"$]*"/g, ''))) {
            cur.words.push({ parts: [{ k: 'lit', v: src.slice(t.start, end) }], start: t.start, end });
            cur.end = end;
            k = j;
            continue;
          }
        }
        if (prev && /^-\w+$/.test(prevLit) && !/^-(?:scriptblock|process|begin|end|action|command|sb)$/.test(prevLit)) {
          const j = closingOf(toks, k, '{', '}');
          const close = toks[j];
          cur.words.push({ parts: [{ k: 'lit', v: src.slice(t.start, close ? (close.t === 'word' ? close.w.end : close.end) : src.length) }], start: t.start, end: close ? (close.t === 'word' ? close.w.end : close.end) : src.length });
          k = j;
          continue;
        }
        // (cls-shell18) Invoke-Command -ComputerName HOST[,HOST…] -ScriptBlock { … } (also icm, -Session, -VMName): the block
        // runs on those machines, judged there as `ssh host '…'` is; a list, a variable or a file of names is many hosts.
        const head = cur.words.map((w) => literalOf(w));
        if (/^(?:invoke-command|icm)$/i.test(head[0] ?? '')) {
          const at = head.findIndex((x) => /^-(?:computername|cn|session|vmname|hostname|containerid)$/i.test(x));
          if (at > 0) {
            const j = closingOf(toks, k, '{', '}');
            const close = toks[j];
            const body = src.slice(t.end, close && close.t === 'op' ? close.start : src.length);
            const target = head[at + 1] ?? '';
            const many = !/^[\w.-]+$/.test(target);
            const hostName = many ? 'the listed computers' : target;
            flush(false);
            runText(body, scope, withFrame(frame, { depth: frame.depth + 1, host: hostName, loop: frame.loop || many, via: [...frame.via, `Invoke-Command on ${hostName}`] }), run);
            k = j;
            continue;
          }
        }
        flush(false);
        const isLoop = /^(foreach-object|foreach|%|for|while|do|until|parallel)$/.test(lastCmdName) || loops[loops.length - 1] === 'pending';
        if (loops[loops.length - 1] === 'pending') loops[loops.length - 1] = 'body';
        lastCmdName = '';
        braceBlockLoop.push(isLoop);
        continue;
      }
      if (v === '}' && frame.dialect === 'powershell') {
        flush(false);
        if (braceBlockLoop.pop() && loops[loops.length - 1] === 'body') {
          loops.pop();
          loopsEvery.length = loops.length;
          loopsNamed.length = loops.length;
        }
        continue;
      }
      if (v === ';;') {
        flush(false);
        continue;
      }
      flush(false);
      continue;
    }
    if (t.t === 'redir') {
      if (cur.start < 0) cur.start = t.start;
      cur.end = t.end;
      const next = toks[k + 1];
      if (t.v.endsWith('&')) continue;
      if (t.doc) cur.redirects.push({ op: t.v, target: null, doc: t.doc });
      else if (next && next.t === 'word') {
        cur.redirects.push({ op: t.v, target: next.w });
        cur.end = next.w.end;
        k++;
      }
      continue;
    }
    // A word.
    const w = t.w;
    if (cur.words.length === 0) {
      const lw = literalOf(w);
      const lower = lw.toLowerCase();
      if (caseDepth > 0 && lower !== 'esac') {
        // A case pattern "pat)" or "pat|pat)": skip to the closing parenthesis.
        let j = k + 1;
        while (j < toks.length && (toks[j] as Tok).t === 'word') j++;
        const tj = toks[j];
        if (tj && tj.t === 'op' && tj.v === ')') {
          k = j;
          continue;
        }
        if (tj && tj.t === 'op' && tj.v === '|') {
          let m = j;
          while (m < toks.length && !((toks[m] as Tok).t === 'op' && ((toks[m] as { v: string }).v === ')' || (toks[m] as { v: string }).v === '\n'))) m++;
          if ((toks[m] as { v?: string } | undefined)?.v === ')') {
            k = m;
            continue;
          }
        }
      }
      if (lower === 'case' && frame.dialect === 'posix') {
        // case WORD in
        caseDepth++;
        while (k + 1 < toks.length && !((toks[k + 1] as Tok).t === 'word' && literalOf((toks[k + 1] as { w: Word }).w) === 'in')) k++;
        k++;
        continue;
      }
      if (lower === 'esac') {
        caseDepth = Math.max(0, caseDepth - 1);
        compoundOut = frame.dialect === 'posix';
        continue;
      }
      if (lower === 'function' && (frame.dialect === 'posix' || frame.dialect === 'powershell')) {
        const nameTok = toks[k + 1];
        if (nameTok && nameTok.t === 'word') {
          let j = k + 2;
          const tj = toks[j];
          FUNC_PARAMS.delete(literalOf(nameTok.w).toLowerCase());
          if (tj && tj.t === 'op' && tj.v === '(' && (toks[j + 1] as { v?: string } | undefined)?.v === ')') j += 2;
          // (cls-code16) PowerShell's named parameters, function Clear-Backups($path, $days) { … }: bound at each call.
          else if (tj && tj.t === 'op' && tj.v === '(' && frame.dialect === 'powershell') {
            const params: string[] = [];
            let e = j + 1;
            for (; e < toks.length && e < j + 40; e++) {
              const t = toks[e] as Tok;
              if (t.t === 'op' && t.v === ')') break;
              if (t.t === 'word') for (const part of t.w.parts) if (part.k === 'var' && /^\w+$/.test(part.name)) params.push(part.name);
            }
            if (e < toks.length && (toks[e] as Tok).t === 'op' && params.length) {
              FUNC_PARAMS.set(`${literalOf(nameTok.w).toLowerCase()}`, params);
              j = e + 1;
            }
          }
          k = defineFunction(src, toks, j, literalOf(nameTok.w), scope, frame, run);
          continue;
        }
      }
      if (LOOP_OPENERS.has(lower) && (frame.dialect !== 'powershell' || toks[k + 1]?.t === 'op')) {
        // `aws s3 ls | while read …`: the loop runs over what the pipeline before it lists.
        const fedBy = pipeNext && (lower === 'while' || lower === 'until') ? pipeline.slice() : [];
        loops.push('pending');
        loopStarts.length = loops.length - 1;
        loopStarts.push(run.out.length);
        loopsEvery.length = loops.length - 1;
        loopsEvery.push(fedBy.length > 0 && isWholeListing(fedBy));
        loopsNamed.length = loops.length - 1;
        loopsNamed.push(false);
        // while read NAME; do …; done <<EOF (or <<< 'text') with literal lines: NAME takes those lines, the most
        // far-reaching first, like a for loop over words written out.
        if (lower === 'while' && fedBy.length === 0 && frame.dialect === 'posix') {
          const fed = readLoopLines(toks, k, scope, frame);
          if (fed) {
            scope.vars.set(fed.name, fed.value);
            loopsNamed[loopsNamed.length - 1] = true;
          }
        }
        if (lower === 'for' || lower === 'select' || lower === 'foreach') {
          // for ((i = 0; i < n; i++)); do — C-style arithmetic, no commands: skip to its closing parentheses.
          if (isOp(toks[k + 1], '(') && isOp(toks[k + 2], '(')) {
            let depth = 0;
            let j = k + 1;
            for (; j < toks.length; j++) {
              if (isOp(toks[j], '(')) depth++;
              else if (isOp(toks[j], ')') && --depth === 0) break;
            }
            k = j;
          }
          // for NAME [in WORDS]; do — the loop variable takes unknown values, or, over a list written out in full
          // (`for t in build/*.o`, `for d in /var/log/app /var/backups`), the most far-reaching of its words: a
          // script is judged by its most dangerous pass.
          const nameTok = toks[k + 1];
          if (nameTok && nameTok.t === 'word') {
            const listed = literalLoopValue(toks, k + 2, scope, frame);
            scope.vars.set(literalOf(nameTok.w), listed?.value ?? null);
            if (listed?.named) loopsNamed[loopsNamed.length - 1] = true;
            k++;
          }
          // Skip the word list, but run its substitutions: for h in $(cat hosts.txt).
          // (cls-shell19) PowerShell's `foreach ($u in $users) { … }` on one line: the list ends at the block's brace.
          let j = k + 1;
          while (j < toks.length) {
            const tj = toks[j] as Tok;
            if (tj.t === 'op' && (tj.v === ';' || tj.v === '\n' || (tj.v === '{' && frame.dialect === 'powershell'))) break;
            if (tj.t === 'word') {
              const lj = literalOf(tj.w);
              if (lj === 'do') break;
              for (const p of tj.w.parts) {
                // for ns in "${nss[@]}" over an array mapfile filled from a whole listing.
                if (p.k === 'var' && run.listed?.has(p.name)) loopsEvery[loopsEvery.length - 1] = true;
                if (p.k !== 'sub') continue;
                const before = run.out.length;
                runSub(p.script, scope, frame, run);
                // for b in $(aws s3 ls …): a loop over everything the listing names.
                if (isWholeListing(run.out.slice(before))) loopsEvery[loopsEvery.length - 1] = true;
              }
            }
            j++;
          }
          k = j - 1;
        }
        continue;
      }
      if (lower === 'do' && frame.dialect !== 'cmd') {
        if (loops.length && loops[loops.length - 1] === 'pending') loops[loops.length - 1] = 'body';
        else {
          loops.push('body');
          loopsEvery.length = loops.length - 1;
          loopsEvery.push(false);
          loopsNamed.length = loops.length - 1;
          loopsNamed.push(false);
        }
        continue;
      }
      if (lower === 'done' && frame.dialect === 'posix') {
        // while read x; do …; done < <(gh api orgs/acme/members …): the loop runs over what the listing prints.
        const start = loopStarts[loops.length - 1];
        const r1 = toks[k + 1];
        const r2 = toks[k + 2];
        if (start !== undefined && r1 && r1.t === 'redir' && r1.v === '<' && r2 && r2.t === 'word' && r2.w.parts.length === 1 && r2.w.parts[0]?.k === 'sub' && r2.w.parts[0].proc) {
          const end = run.out.length;
          runSub(r2.w.parts[0].script, scope, frame, run);
          if (isWholeListing(run.out.slice(end))) for (const c of run.out.slice(start, end)) if (c.bulk) c.every = true;
        }
        // (cls-shell19) while IFS=: read -r name _ uid _; do …; done < /etc/passwd: the loop runs over every account of the
        // machine, as `cut -d: -f1 /etc/passwd | while read …` does; a test in the body that picks names or uids by equality
        // narrows it (a uid bound such as `-ge 1000` keeps every human account).
        else if (start !== undefined && r1 && r1.t === 'redir' && r1.v === '<' && r2 && r2.t === 'word' && /^\/etc\/(?:passwd|shadow)$/.test(literalOf(r2.w))) {
          const body = run.out.slice(start);
          const picks = body.some((c) => (c.name === '[' || c.name === '[[' || c.name === 'test') && c.args.some((x) => x === '=' || x === '==' || x === '-eq' || x === '=~'));
          if (!picks) for (const c of body) if (c.bulk) c.every = true;
        }
        loops.pop();
        loopStarts.length = loops.length;
        loopsEvery.length = loops.length;
        loopsNamed.length = loops.length;
        compoundOut = true;
        continue;
      }
      // trap 'rm -rf "$tmp"' EXIT: the quoted command line runs later, with this script's variables.
      if (lower === 'trap' && frame.dialect === 'posix' && toks[k + 1]?.t === 'word') {
        const body = literalOf((toks[k + 1] as { w: Word }).w);
        if (/[\s;&|]/.test(body.trim())) {
          runText(body, scope, withFrame(frame, { depth: frame.depth + 1, via: [...frame.via, 'trap'] }), run);
          let j = k + 2;
          while (j < toks.length && !((toks[j] as Tok).t === 'op' && ((toks[j] as { v: string }).v === ';' || (toks[j] as { v: string }).v === '\n'))) j++;
          k = j - 1;
          continue;
        }
      }
      if (KEYWORDS.has(lower) && frame.dialect !== 'cmd' && !(lower === 'time' && toks[k + 1]?.t !== 'word')) {
        if (lower === '}' || lower === 'fi') compoundOut = frame.dialect === 'posix';
        if ((lower === '{' || lower === 'then' || lower === 'else') && loops[loops.length - 1] === 'pending') loops[loops.length - 1] = 'body';
        continue;
      }
      if (frame.dialect === 'cmd' && (lower === 'do' || lower === 'else')) continue;
      if (frame.dialect === 'cmd' && lower === 'if') {
        // if [not] exist X cmd / if errorlevel N cmd / if "a"=="b" cmd
        let j = k + 1;
        const lj = () => literalOf((toks[j] as { w: Word }).w).toLowerCase();
        if (toks[j]?.t === 'word' && lj() === 'not') j++;
        if (toks[j]?.t === 'word' && (lj() === 'exist' || lj() === 'errorlevel' || lj() === 'defined')) j += 2;
        else j += 1;
        k = j - 1;
        continue;
      }
    }
    if (cur.start < 0) cur.start = w.start;
    cur.end = w.end;
    cur.words.push(w);
  }
  flush(false);
  finishPipeline();
}

// (cls-code16) Named parameters of the PowerShell functions defined in the script being read (one script at a time).
const FUNC_PARAMS = new Map<string, string[]>();

function defineFunction(src: string, toks: readonly Tok[], from: number, name: string, scope: Scope, frame: Frame, run: Run): number {
  // Body: { … } (posix words or PowerShell ops) or ( … ).
  let k = from;
  while (k < toks.length && (toks[k] as Tok).t === 'op' && (toks[k] as { v: string }).v === '\n') k++;
  const open = toks[k];
  if (!open) return k;
  const isOpen = (t: Tok) => (t.t === 'word' && literalOf(t.w) === '{') || (t.t === 'op' && (t.v === '{' || t.v === '('));
  const isClose = (t: Tok) => (t.t === 'word' && literalOf(t.w) === '}') || (t.t === 'op' && (t.v === '}' || t.v === ')'));
  if (!isOpen(open)) return k - 1;
  let depth = 0;
  let j = k;
  for (; j < toks.length; j++) {
    const t = toks[j] as Tok;
    if (isOpen(t)) depth++;
    else if (isClose(t) && --depth === 0) break;
  }
  const startAt = open.t === 'word' ? open.w.end : open.end;
  const close = toks[j];
  const endAt = close ? (close.t === 'word' ? close.w.start : close.start) : src.length;
  const body = src.slice(startAt, endAt);
  scope.funcs.set(name, body);
  run.uncalled.set(name, { body, st: frame });
  return j;
}

function isOp(t: Tok | undefined, v: string): boolean {
  return t !== undefined && t.t === 'op' && t.v === v;
}

/** How far a path reaches, most first: a loop over written-out words takes the first of these it lists. */
const REACH: readonly PathKind[] = ['root', 'home', 'system', 'critical', 'device', 'dbfile', 'auditlog', 'secret', 'git', 'log', 'cwd', 'normal', 'regenerable', 'tmp', 'null'];
const BACKUP_WORD = /(?:^|[\\/])[\w.-]*(?:backups?|bak|snapshots?)(?:[\\/]|$)/i;

/**
 * `for x in a b c` with every word literal: the word that reaches furthest, else null (unknown values). `named` when
 * the list is read to its end and no word is a glob: the loop acts on exactly the items written out.
 */
function literalLoopValue(toks: readonly Tok[], from: number, scope: Scope, frame: Frame): { value: string; named: boolean } | null {
  const first = toks[from];
  if (!first || first.t !== 'word' || literalOf(first.w) !== 'in') return null;
  const words: string[] = [];
  let named = false;
  let globbed = false;
  for (let j = from + 1; j < toks.length && words.length < 64; j++) {
    const tj = toks[j] as Tok;
    if (tj.t === 'op' && (tj.v === ';' || tj.v === '\n')) {
      named = true;
      break;
    }
    if (tj.t !== 'word') return null;
    const lit = literalOf(tj.w);
    if (lit === 'do') {
      named = true;
      break;
    }
    if (tj.w.parts.some((x) => x.k === 'lit' && /[*?[]/.test(x.v))) globbed = true;
    // "${TARGETS[@]}": the elements of an array written out earlier in the script.
    const only = tj.w.parts.length === 1 ? tj.w.parts[0] : undefined;
    // (cls-shell19) for f in $(ls /var/backups/*.gz) / $(find /srv/x -name '*.dump'): the paths that listing prints.
    const listedBy = only && only.k === 'sub' ? listedPaths(only.script) : null;
    if (listedBy) {
      words.push(...listedBy);
      globbed = true;
      continue;
    }
    // (cls-interp21) for d in $DIRS: a plain variable holding a list of words, split as the shell splits it.
    if (only && only.k === 'var' && only.mod === '' && scope.vars.has(only.name)) {
      const v = lookup(only.name, only.mod, scope, frame);
      if (v !== null && /\s/.test(v.trim()) && !v.includes('\u0000')) {
        words.push(...v.split(/\s+/).filter(Boolean));
        continue;
      }
    }
    if (only && only.k === 'var' && /^\[[@*]\]$/.test(only.mod)) {
      const v = lookup(only.name, only.mod, scope, frame);
      if (v === null) return null;
      words.push(...v.split(/\s+/).filter(Boolean));
      continue;
    }
    if (lit.includes('\u0000') || lit === '') return null;
    if (BRACE_LIST.test(lit) && !tj.w.parts.some((x) => x.k !== 'lit')) {
      words.push(...braceExpand(lit));
      continue;
    }
    words.push(lit);
  }
  if (words.length === 0) return null;
  return { value: farthest(words), named: named && !globbed };
}

/** (cls-shell19) One `{a,b,c}` list in a word, with no nested braces or spaces. */
const BRACE_LIST = /^[^{}\s]*\{[^{}\s,]*,[^{}\s]*\}[^{}\s]*$/;
function braceExpand(w: string): string[] {
  const m = /^([^{}]*)\{([^{}]*)\}(.*)$/.exec(w);
  if (!m) return [w];
  return (m[2] as string).split(',').slice(0, 16).map((x) => `${m[1]}${x}${m[3]}`);
}

/** Of items a loop runs over, the one that reaches furthest: a script is judged by its most dangerous pass. */
function farthest(words: readonly string[]): string {
  let best = words[0] as string;
  let rank = Infinity;
  let envRank = Infinity;
  for (const x of words) {
    const kind = pathKind(x);
    const r = kind === 'normal' && BACKUP_WORD.test(x) ? REACH.indexOf('dbfile') : REACH.indexOf(kind);
    // (cls-code15) Among items that reach as far, the one in the riskiest environment: `for env in dev staging prod` has a
    // production pass.
    const e = r <= rank && words.length > 1 ? ENV_REACH.indexOf(detectEnv(x).env) : 0;
    if (r < rank || (r === rank && e < envRank)) {
      rank = r;
      envRank = e;
      best = x;
    }
  }
  return best;
}
const ENV_REACH = ['prod', 'unknown', 'staging', 'dev'];

/**
 * `while read [-r] NAME; do …; done <<EOF` (or `<<< 'a b'`) whose input is literal text: NAME and the line that
 * reaches furthest. Null when the loop reads anything else (a file, a pipe, text with expansions).
 */
function readLoopLines(toks: readonly Tok[], at: number, scope: Scope, frame: Frame): { name: string; value: string } | null {
  const w = (j: number) => {
    const t = toks[j];
    return t && t.t === 'word' ? literalOf(t.w) : null;
  };
  let j = at + 1;
  if (w(j) !== 'read') return null;
  j++;
  while (w(j) === '-r') j++;
  const name = w(j);
  if (!name || !/^[A-Za-z_]\w*$/.test(name)) return null;
  // The condition is `read NAME` alone, then the body up to the loop's own `done`.
  const after = toks[j + 1];
  if (!after || after.t !== 'op' || (after.v !== ';' && after.v !== '\n')) return null;
  let depth = 1;
  for (j += 2; j < toks.length; j++) {
    const lj = w(j);
    if (lj === 'while' || lj === 'until' || lj === 'for' || lj === 'select') depth++;
    else if (lj === 'done' && --depth === 0) break;
  }
  const redir = toks[j + 1];
  if (!redir || redir.t !== 'redir') return null;
  let text: string | null = null;
  if ((redir.v === '<<' || redir.v === '<<-') && redir.doc) text = redir.doc.body;
  else if (redir.v === '<<<') {
    const target = toks[j + 2];
    if (target && target.t === 'word') {
      const lit = literalOf(target.w);
      if (!lit.includes('\u0000')) text = lit;
    }
  }
  if (text === null || /[$`]/.test(text)) return null;
  const lines = text.split('\n').map((x) => x.trim()).filter(Boolean);
  if (lines.length === 0 || lines.length > 64) return null;
  void scope;
  void frame;
  return { name, value: farthest(lines) };
}

/** The literal text of a word when it has no expansions (for keywords and names). */
export function literalOf(w: Word): string {
  let s = '';
  for (const p of w.parts) {
    if (p.k === 'lit' || p.k === 'q') s += p.v;
    else return `${s}\u0000`;
  }
  return s;
}

interface Expanded {
  fields: string[];
  quoted: boolean[];
  /** Some part's value is unknown at read time. */
  dynamic: boolean;
}

const IFS_WS = /[ \t\n]+/;

/** Expands one word into fields (unquoted expansions split on whitespace). Runs its substitutions. */
function expandWord(w: Word, scope: Scope, frame: Frame, run: Run): Expanded {
  // Most words are one literal or one quoted text: one field, nothing to expand (no closure made below).
  if (w.parts.length === 1) {
    const only = w.parts[0] as Part;
    if (only.k === 'lit' || only.k === 'q') return { fields: [only.v], quoted: [only.k === 'q'], dynamic: false };
  }
  const fields: string[] = [];
  const quoted: boolean[] = [];
  let cur = '';
  let curQuoted = false;
  let started = false;
  let dynamic = false;
  const pushSplit = (value: string) => {
    const pieces = value.split(IFS_WS);
    for (let i = 0; i < pieces.length; i++) {
      if (i > 0) {
        if (started || cur) {
          fields.push(cur);
          quoted.push(curQuoted);
        }
        cur = '';
        curQuoted = false;
        started = false;
      }
      if (pieces[i]) {
        cur += pieces[i];
        started = true;
      }
    }
  };
  for (const p of w.parts) {
    if (p.k === 'lit') {
      cur += p.v;
      started = true;
    } else if (p.k === 'q') {
      cur += p.v;
      curQuoted = true;
      started = true;
    } else if (p.k === 'var') {
      const v = lookup(p.name, p.mod, scope, frame);
      if (v === null) {
        dynamic = true;
        cur += `$${p.name}`;
        started = true;
      } else if ((p.quoted && !/^\[[@*]\]$/.test(p.mod) && p.name !== '@') || frame.dialect !== 'posix') {
        // ("$@", like "${a[@]}", is one word per element.)
        cur += v;
        started = true;
      } else pushSplit(v);
    } else {
      const value = runSub(p.script, scope, frame, run);
      if (value === null) {
        dynamic = true;
        cur += p.proc ? '<(…)' : '$(…)';
        started = true;
      } else if (p.quoted || p.proc) {
        // <(echo 'DROP …'): the file a process substitution names holds its output whole, one word (psql -f <(…)).
        cur += value;
        started = true;
      } else pushSplit(value);
    }
  }
  if (started || cur) {
    fields.push(cur);
    quoted.push(curQuoted);
  }
  return { fields, quoted, dynamic };
}

/** GNU parallel's input-source separators. */
const PARALLEL_SOURCE = /^::::?\+?$/;

/** Environment variables that name a well-known place (home, temp, the working directory). */
const PLACE_VARS = new Set(['HOME', 'USERPROFILE', 'TMPDIR', 'TEMP', 'TMP', 'PWD']);

function lookup(name: string, mod: string, scope: Scope, frame: Frame): string | null {
  if (name === 'IFS') return ' ';
  if (/^[1-9]$/.test(name)) {
    if (scope.args) return scope.args[Number(name) - 1] ?? defaultFor(mod, '');
    // A script's own argument with a default (`${1:-/}`): run with no argument, the default is what runs.
    return defaultFor(mod, null);
  }
  if (name === '@' || name === '*') return scope.args ? scope.args.join(' ') : null;
  if (name === '#') return scope.args ? String(scope.args.length) : null;
  if (scope.vars.has(name)) {
    const v = scope.vars.get(name) ?? null;
    if (v === null) return null;
    // A bash array `A=(x y)`: `${A[@]}` is every element, `$A` / `${A[0]}` the first.
    const arr = /^\((.*)\)$/s.exec(v);
    if (arr) {
      const items = ((arr[1] as string).match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((x) => x.replace(/^(["'])(.*)\1$/s, '$2'));
      return /^\[[@*]\]$/.test(mod) ? items.join(' ') : (items[0] ?? '');
    }
    return v === '' ? defaultFor(mod, v) : v;
  }
  if (Object.hasOwn(frame.env, name)) return frame.env[name] ?? null;
  // "D=$HOME; rm -rf "$D"/": a well-known place keeps its name through assignments, so the rules still see it.
  if (!mod && PLACE_VARS.has(name)) return `$${name}`;
  // Unset: a default (${X:-/tmp}) is what runs.
  const d = defaultFor(mod, null);
  // (cls-interp21) ${X:=/var/backups} (often as `: "${X:=…}"`) also assigns it: later plain $X is that value.
  if (d !== null && /^:?=/.test(mod) && /^[A-Za-z_]\w*$/.test(name)) scope.vars.set(name, d);
  return d;
}

function defaultFor(mod: string, fallback: string | null): string | null {
  const m = /^:?[-=](.*)$/s.exec(mod);
  if (m) return m[1] ?? '';
  return fallback;
}

/** Runs a command substitution (its commands are read); returns its output when it can be known statically. */
function runSub(script: string, scope: Scope, frame: Frame, run: Run): string | null {
  if (frame.depth + 1 > LIMITS.depth) {
    run.unread.push('nested too deeply to read fully');
    return null;
  }
  const before = run.out.length;
  runText(script, { ...scope, vars: new Map(scope.vars) }, withFrame(frame, { depth: frame.depth + 1, via: [...frame.via, 'substitution'] }), run);
  // The output is known when the substitution is a pipeline of literal producers and decoders.
  const made = run.out.slice(before);
  if (made.length === 0) return null;
  return staticOutput(made[made.length - 1] as Cmd);
}

// ---------------------------------------------------------------------------------------------
// Simple commands

function simple(src: string, p: Pending, scope: Scope, frame: Frame, run: Run): Cmd | null {
  // Leading assignments: NAME=value.
  const env = copyEnv(frame.env);
  let i = 0;
  const assigned: [string, string | null][] = [];
  const writtenForm = new Map<string, string>();
  for (; i < p.words.length; i++) {
    const w = p.words[i] as Word;
    const first = w.parts[0];
    if (!first || first.k !== 'lit') break;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(first.v);
    if (!m) break;
    const rest: Word = { parts: [{ k: 'lit', v: first.v.slice(m[0].length) }, ...w.parts.slice(1)], start: w.start, end: w.end };
    const ex = expandWord(rest, scope, frame, run);
    // A value known only at run time keeps its written form (`DATABASE_URL=$PROD_DATABASE_URL`), so the variable it names still tells where it points.
    const written = ex.dynamic && w.start >= 0 && w.end <= src.length ? src.slice(w.start + m[0].length, w.end).replace(/^"(.*)"$/s, '$1') : '';
    assigned.push([m[1] as string, ex.dynamic ? null : ex.fields.join(' ')]);
    if (/^\$\{?\w+\}?$/.test(written)) writtenForm.set(m[1] as string, written);
  }
  // PowerShell prints a bare expression: a lone `$env:NAME` statement writes its value to the transcript.
  if (frame.dialect === 'powershell' && p.words.length === 1 && p.words[0]?.parts.length === 1 && p.words[0].parts[0]?.k === 'var' && p.redirects.length === 0) {
    const name = (p.words[0].parts[0] as Extract<Part, { k: 'var' }>).name;
    if (/^env:\w+$/i.test(name)) return dispatch(['write-output', `$env:${name.slice(4).toUpperCase()}`], [false, false], [], src.slice(Math.max(0, p.start), Math.max(p.start, p.end)), undefined, env, false, scope, frame, run);
  }
  // PowerShell: $x = <pipeline>
  if (frame.dialect === 'powershell' && p.words.length >= 2 && p.words[0]?.parts.length === 1 && p.words[0].parts[0]?.k === 'var' && literalOf(p.words[1] as Word) === '=') {
    const name = (p.words[0].parts[0] as Extract<Part, { k: 'var' }>).name;
    const rest = p.words.slice(2);
    if (rest.length === 1 && rest[0]?.parts.every((x) => x.k === 'q' || x.k === 'lit')) {
      scope.vars.set(name, literalOf(rest[0]));
      return null;
    }
    scope.vars.set(name, null);
    if (rest.length === 0) return null;
    return simple(src, { ...p, words: rest, start: rest[0]?.start ?? p.start }, scope, frame, run);
  }
  if (frame.dialect === 'cmd' && p.words.length >= 2 && literalOf(p.words[0] as Word).toLowerCase() === 'set') {
    const m = /^(?:\/a\s+|\/p\s+)?"?([A-Za-z_][\w]*)=(.*?)"?$/i.exec(p.words.slice(1).map((w) => literalOf(w)).join(' '));
    if (m) {
      scope.vars.set((m[1] as string).toUpperCase(), m[2] ?? '');
      return null;
    }
  }
  const words = p.words.slice(i);
  if (words.length === 0) {
    for (const [k, v] of assigned) {
      // (cls-code15) A variable given a production value and then a dev one (the arms of `if …; then HOST=db-prod; else
      // HOST=localhost; fi` or of a case read one after the other) keeps the production one: a script is judged by its
      // most dangerous pass.
      const old = scope.vars.get(k);
      if (old && v && old !== v && ENV_REACH.indexOf(detectEnv(old).env) < ENV_REACH.indexOf(detectEnv(v).env) && detectEnv(v).env !== 'unknown' && detectEnv(old).env !== 'unknown') continue;
      scope.vars.set(k, v);
    }
    // Redirections alone (": > file", "> file") still write.
    if (p.redirects.length === 0) return null;
  } else for (const [k, v] of assigned) env[k] = v ?? writtenForm.get(k) ?? `$${k}`;

  // Expand the remaining words.
  const argv: string[] = [];
  const quoted: boolean[] = [];
  let dynamicName = false;
  for (let j = 0; j < words.length; j++) {
    const ex = expandWord(words[j] as Word, scope, frame, run);
    if (j === 0 && ex.dynamic && ex.fields.length <= 1) dynamicName = true;
    // (cls-shell19) Brace expansion of an unquoted word (`rm -rf /var/lib/{mysql,postgresql}`): each word it makes.
    if (j > 0 && frame.dialect === 'posix' && ex.fields.length === 1 && !ex.quoted[0] && BRACE_LIST.test(ex.fields[0] as string)) {
      const made = braceExpand(ex.fields[0] as string);
      argv.push(...made);
      quoted.push(...made.map(() => false));
      continue;
    }
    argv.push(...ex.fields);
    quoted.push(...ex.quoted);
  }
  const redirects: Redirect[] = [];
  let stdin: string | undefined;
  const outBefore = run.out.length;
  for (const r of p.redirects) {
    if (r.doc) {
      const body = r.doc.literal ? r.doc.body : expandText(r.doc.body, scope, frame, run);
      stdin = body;
      redirects.push({ op: r.op, target: '', body });
    } else if (r.target) {
      const ex = expandWord(r.target, scope, frame, run);
      const target = ex.fields.join(' ');
      if (r.op === '<<<') stdin = `${target}\n`;
      // < <(echo 'DROP …'): what the process substitution prints is the command's input.
      else if (r.op === '<' && !ex.dynamic && r.target.parts.length === 1 && r.target.parts[0]?.k === 'sub' && r.target.parts[0].proc) stdin = `${target}\n`;
      redirects.push({ op: r.op, target });
    }
  }
  const text = src.slice(Math.max(0, p.start), Math.max(p.start, p.end));
  // mapfile / readarray filling an array from a listing of everything: remember the array's name for the loops over it.
  if ((argv[0] === 'mapfile' || argv[0] === 'readarray') && p.redirects.some((r) => r.op === '<' && r.target?.parts[0]?.k === 'sub') && isWholeListing(run.out.slice(outBefore))) {
    const name = argv.slice(1).filter((x, i, all) => !x.startsWith('-') && !/^-[dnOsuC]$/.test(all[i - 1] ?? '')).pop() ?? 'MAPFILE';
    (run.listed ??= new Set()).add(name).add(name.toUpperCase());
  }
  if (argv.length === 0) {
    if (redirects.length === 0) return null;
    argv.push(':');
    quoted.push(false);
  }
  // The command name never keeps backslashes (\rm = rm).
  if (!quoted[0]) argv[0] = (argv[0] as string).replace(/^\\+/, '');
  // PowerShell member access after a group ((Get-Date).AddDays(-7)) is not a command.
  if (frame.dialect === 'powershell' && /^\.[A-Za-z]/.test(argv[0] as string)) return null;
  return dispatch(argv, quoted, redirects, text, stdin, env, dynamicName, scope, frame, run);
}

/** Expands $VAR and $( … ) in heredoc bodies (unquoted delimiter). */
function expandText(body: string, scope: Scope, frame: Frame, run: Run): string {
  if (!body.includes('$') && !body.includes('`')) return body;
  const lx = lex(`"${body.replace(/"/g, '\\"')}"`, 'posix');
  const t = lx.toks[0];
  if (!t || t.t !== 'word') return body;
  const ex = expandWord(t.w, scope, frame, run);
  return ex.fields.join(' ');
}

function makeCmd(argv: string[], quoted: boolean[], redirects: Redirect[], text: string, stdin: string | undefined, env: Record<string, string>, frame: Frame, dynamicName: boolean): Cmd {
  const raw = argv[0] ?? ':';
  return {
    name: baseName(raw),
    rawName: raw,
    args: argv.slice(1),
    quoted: quoted.slice(1),
    redirects,
    sudo: frame.sudo,
    bulk: frame.loop,
    every: frame.every,
    pipeIn: null,
    pipeOut: null,
    text: text || argv.join(' '),
    env,
    host: frame.host,
    stdin,
    via: frame.via,
    dynamicName,
    dialect: frame.dialect,
  };
}

/** Peels wrappers and unwraps nested scripts; appends the real command(s) to run.out. */
function dispatch(argv: string[], quoted: boolean[], redirects: Redirect[], text: string, stdin: string | undefined, env: Record<string, string>, dynamicName: boolean, scope: Scope, frame: Frame, run: Run): Cmd | null {
  let a = argv;
  let q = quoted;
  let fr = frame;
  for (let guard = 0; guard < 12 && a.length > 0; guard++) {
    const raw = a[0] as string;
    const b = baseName(raw);
    // Aliases and functions defined earlier in the script.
    if (!q[0] && scope.aliases.has(raw) && guard < 4) {
      const body = scope.aliases.get(raw) as string;
      const lx = lex(body, fr.dialect);
      const words = lx.toks.filter((t): t is Extract<Tok, { t: 'word' }> => t.t === 'word').map((t) => expandWord(t.w, scope, fr, run).fields).flat();
      if (lx.toks.some((t) => t.t === 'op')) {
        runText(`${body} ${a.slice(1).join(' ')}`, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `alias ${raw}`] }), run);
        return null;
      }
      a = [...words, ...a.slice(1)];
      q = [...words.map(() => false), ...q.slice(1)];
      continue;
    }
    if (!q[0] && scope.funcs.has(raw)) {
      run.uncalled.delete(raw);
      const before = run.out.length;
      const params = fr.dialect === 'powershell' ? FUNC_PARAMS.get(raw.toLowerCase()) : undefined;
      const bound = params ? params.map((p, i) => (a[i + 1] !== undefined ? `$${p} = '${(a[i + 1] as string).replace(/'/g, "''")}'\n` : '')).join('') : '';
      // (cls-interp20) `main "$@"` at the top of a script shown without its arguments forwards arguments nobody knows:
      // inside, `${1:-default}` is the default, as at the top level.
      const forwarded = scope.args === null && /^\S+[ \t]+"?\$[@*]"?[ \t]*$/.test(text.trim());
      runText(bound + (scope.funcs.get(raw) as string), { ...scope, args: forwarded ? null : a.slice(1) }, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `function ${raw}`] }), run);
      const made = run.out.slice(before);
      return made[made.length - 1] ?? null;
    }
    // `set -- rm -rf ~` sets the positional parameters: a later "$@" runs them.
    if (b === 'set' && fr.dialect === 'posix' && a[1] === '--') {
      scope.args = a.slice(2);
      return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
    }
    if (b === 'alias' && fr.dialect === 'posix') {
      for (const def of a.slice(1)) {
        const m = /^([^=]+)=(.*)$/s.exec(def);
        if (m) scope.aliases.set(m[1] as string, m[2] as string);
      }
      return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
    }
    if ((b === 'export' || b === 'local' || b === 'declare' || b === 'typeset' || b === 'readonly') && fr.dialect === 'posix') {
      for (const def of a.slice(1)) {
        const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(def);
        if (m) scope.vars.set(m[1] as string, (m[2] as string).includes('$') ? null : (m[2] as string));
      }
      return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
    }
    if (b === 'sudo' || b === 'doas' || b === 'run0' || b === 'pkexec' || b === 'gsudo') {
      let i = 1;
      while (i < a.length && (a[i] as string).startsWith('-')) {
        const o = a[i] as string;
        if (o === '--') {
          i++;
          break;
        }
        if (o === '-s' || o === '-i') {
          // sudo -s / sudo -i with a command: a root shell runs it; without one, stdin is the script.
          i++;
          continue;
        }
        i += SUDO_OPTS_WITH_VALUE.has(o) ? 2 : 1;
      }
      while (i < a.length && /^[A-Za-z_]\w*=/.test(a[i] as string)) {
        const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(a[i] as string);
        if (m) env[m[1] as string] = m[2] as string;
        i++;
      }
      fr = withFrame(fr, { sudo: true });
      if (i >= a.length) return push(makeCmd(['sudo'], [false], redirects, text, stdin, env, fr, dynamicName), run);
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if (b === 'env' && fr.dialect === 'posix') {
      let i = 1;
      while (i < a.length) {
        const o = a[i] as string;
        if (o === '-u' || o === '--unset' || o === '-C' || o === '--chdir' || o === '-S') {
          if (o === '-S') {
            // env -S "cmd args": split string.
            a = [...(a[i + 1] ?? '').split(/\s+/).filter(Boolean), ...a.slice(i + 2)];
            q = a.map(() => false);
            i = 0;
            break;
          }
          i += 2;
          continue;
        }
        if (o.startsWith('-')) {
          i++;
          continue;
        }
        const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(o);
        if (m) {
          env[m[1] as string] = m[2] as string;
          i++;
          continue;
        }
        break;
      }
      if (i === 0) continue;
      if (i >= a.length) return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if (PLAIN_WRAPPERS.has(b) && a.length > 1) {
      let i = 1;
      if (b === 'op' || b === 'doppler' || b === 'aws-vault' || b === 'envchain' || b === 'direnv' || b === 'dotenv') {
        // Secret injectors: "op run -- cmd", "doppler run -- cmd", "aws-vault exec prof -- cmd".
        const dd = a.indexOf('--');
        if (dd < 0) break;
        i = dd + 1;
      } else if (b === 'systemd-run') {
        // Options given their value as the next word (--unit cleanup, -p Nice=5); a timer (--on-calendar …) makes a scheduled job.
        while (i < a.length && (a[i] as string).startsWith('-')) i += SYSTEMD_RUN_OPTS.has(a[i] as string) ? 2 : 1;
        if (a.slice(1, i).some((x) => /^--on-/.test(x))) push(makeCmd(['systemd-run-timer', ...a.slice(1, i)], q.slice(0, i), [], text, undefined, env, fr, dynamicName), run);
      } else if (b === 'firejail' || b === 'ionice' || b === 'chrt' || b === 'taskset' || b === 'numactl' || b === 'stdbuf' || b === 'sem') {
        while (i < a.length && ((a[i] as string).startsWith('-') || /^[0-9,x-]+$/.test(a[i] as string))) i++;
      } else {
        while (i < a.length && (a[i] as string).startsWith('-') && b !== 'command') i++;
        if (b === 'command' && (a[1] === '-v' || a[1] === '-V')) break;
        if (b === 'command' && a[1] === '-p') i = 2;
      }
      if (i >= a.length) break;
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if ((b === 'nice' || b === 'timeout' || b === 'watch' || b === 'flock' || b === 'retry' || b === 'chroot') && a.length > 1) {
      let i = 1;
      while (i < a.length && /^-|^[0-9.]+[smhd]?$/.test(a[i] as string)) {
        const o = a[i] as string;
        i += o === '-n' || o === '-s' || o === '-k' || o === '--signal' || o === '--kill-after' || o === '-w' || o === '-E' ? 2 : 1;
      }
      if (b === 'flock' || b === 'chroot') i++;
      if (i >= a.length) break;
      // watch hands its arguments to sh -c as one command line: watch -n 60 'rm -rf …' runs that line.
      if (b === 'watch') {
        runText(a.slice(i).join(' '), scope, withFrame(fr, { loop: true, depth: fr.depth + 1, via: [...fr.via, 'watch'] }), run);
        return null;
      }
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    // Project runners run a command in the project's environment (bundle exec rails runner …, poetry run python -c …,
    // uv run …, pipenv run …, conda run -n env …, pnpm exec …): judged as that command.
    // Version managers run a command under a chosen interpreter version (pyenv exec python …, volta run node …, mise exec -- …).
    if (a.length > 2 && (((b === 'bundle' || b === 'bundler') && a[1] === 'exec') || (PROJECT_RUNNERS.test(b) && a[1] === 'run') || ((b === 'pnpm' || b === 'yarn') && a[1] === 'exec') || (VERSION_MANAGERS.test(b) && /^(?:exec|run|x)$/.test(a[1] as string)))) {
      let i = 2;
      // nvm exec 20 node …: the version first.
      if (b === 'nvm' && /^(?:v?\d[\w.]*|lts\/\S+|node|default|system)$/.test(a[2] as string)) i = 3;
      while (i < a.length && (a[i] as string).startsWith('-') && a[i] !== '--') i += RUNNER_OPTS_WITH_VALUE.test(a[i] as string) ? 2 : 1;
      if (a[i] === '--') i++;
      if (i >= a.length) break;
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if ((b === 'npx' || b === 'bunx' || b === 'pnpx') && a.length > 1) {
      let i = 1;
      while (i < a.length && (a[i] as string).startsWith('-')) i += a[i] === '-p' || a[i] === '--package' ? 2 : 1;
      if (i >= a.length) break;
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if ((b === 'pnpm' || b === 'yarn') && a[1] === 'dlx' && a.length > 2) {
      a = a.slice(2);
      q = q.slice(2);
      continue;
    }
    // (cls-interp21) uvx / pipx run (a tool fetched into a throwaway environment): the command after their options
    // (uvx --from mytool python -c …, pipx run --spec git+… cleaner); yarn/pnpm naming an interpreter run it (yarn node -e …).
    if ((b === 'uvx' || (b === 'pipx' && a[1] === 'run')) && a.length > (b === 'uvx' ? 1 : 2) && !a.some((x) => /^(?:git\+|https?:\/\/|[\w.-]+@(?:git\+|https?:))/.test(x))) {
      let i = b === 'uvx' ? 1 : 2;
      while (i < a.length && (a[i] as string).startsWith('-') && a[i] !== '--') i += /^(?:--from|--with|--python|-p|--spec|--index-url|--pip-args|--with-requirements)$/.test(a[i] as string) ? 2 : 1;
      if (a[i] === '--') i++;
      if (i >= a.length) break;
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    if ((b === 'yarn' || b === 'pnpm') && a.length > 2 && /^(?:node|tsx|ts-node|python3?)$/.test(a[1] as string)) {
      a = a.slice(1);
      q = q.slice(1);
      continue;
    }
    // (cls-interp21) nix-shell … --run 'line' / --command 'line', nix develop -c CMD …: the line runs in that shell.
    if (b === 'nix-shell' && a.length > 2) {
      const at = a.findIndex((x) => x === '--run' || x === '--command');
      if (at > 0 && a[at + 1] !== undefined) {
        runText(a[at + 1] as string, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'nix-shell'] }), run);
        return null;
      }
    }
    if (b === 'nix' && a[1] === 'develop' && a.length > 3) {
      const at = a.findIndex((x) => x === '-c' || x === '--command');
      if (at > 1 && at + 1 < a.length) {
        a = a.slice(at + 1);
        q = q.slice(at + 1);
        continue;
      }
    }
    if (b === 'npm' && a[1] === 'exec' && a.length > 2) {
      const i = a[2] === '--' ? 3 : 2;
      a = a.slice(i);
      q = q.slice(i);
      continue;
    }
    // (lead15) GAM's `gam csv - gam <command> ~field`: the command once per row of the CSV on stdin, as xargs does.
    if (b === 'gam' && a[1] === 'csv' && a[2] === '-' && a[3] === 'gam') {
      fr = withFrame(fr, { loop: true, via: [...fr.via, 'gam csv'] });
      a = a.slice(3);
      q = q.slice(3);
      continue;
    }
    if (b === 'xargs' || b === 'parallel') {
      let i = 1;
      while (i < a.length && (a[i] as string).startsWith('-') && !PARALLEL_SOURCE.test(a[i] as string)) {
        const o = a[i] as string;
        i += XARGS_OPTS_WITH_VALUE.has(o) || (b === 'parallel' && PARALLEL_OPTS_WITH_VALUE.has(o)) ? 2 : 1;
      }
      fr = withFrame(fr, { loop: true, via: [...fr.via, b] });
      // (cls-over19) parallel --dry-run only prints the command lines it would run; it runs none.
      if (i >= a.length || (b === 'parallel' && a.slice(1, i).some((o) => o === '--dry-run' || o === '--dryrun'))) {
        // xargs with no command runs echo.
        return push(makeCmd(['echo'], [false], redirects, text, stdin, env, fr, dynamicName), run);
      }
      let rest = a.slice(i);
      // parallel's input sources: ::: values, :::: files, :::+ / ::::+ linked.
      const triple = rest.findIndex((x) => PARALLEL_SOURCE.test(x));
      // parallel ::: 'cmd a' 'cmd b': with no command before the values, each value is a command line.
      if (b === 'parallel' && triple === 0 && rest[0] === ':::') {
        for (const line of rest.slice(1, 17)) if (!PARALLEL_SOURCE.test(line)) runText(line, scope, withFrame(fr, { depth: fr.depth + 1 }), run);
        return null;
      }
      // (cls-code15) parallel CMD ::: $(listing): once for every item an unfiltered listing names, as `listing | xargs CMD`.
      const values = triple >= 0 ? rest.slice(triple + 1) : [];
      let everyListed = false;
      // (The substitution ran just before this command: its commands end the list read so far.)
      if (b === 'parallel' && values.length === 1 && values[0] === '$(…)') {
        let from = run.out.length;
        while (from > 0 && run.out[from - 1]?.via[run.out[from - 1]!.via.length - 1] === 'substitution') from--;
        everyListed = from < run.out.length && isWholeListing(run.out.slice(from));
      }
      if (triple >= 0) rest = rest.slice(0, triple);
      // A single quoted argument is a command line for a shell (parallel 'rm {}').
      if ((rest.length === 1 && /\s/.test(rest[0] as string)) || (everyListed && rest.length > 0)) {
        const start = run.out.length;
        runText(rest.length === 1 ? (rest[0] as string) : rest.map((x) => (/^[\w./:=@%+,{}-]+$/.test(x) ? x : `'${x.replace(/'/g, "'\\''")}'`)).join(' '), scope, withFrame(fr, { depth: fr.depth + 1 }), run);
        if (everyListed) for (const c of run.out.slice(start)) if (c.bulk) c.every = true;
        return null;
      }
      a = rest;
      q = q.slice(i);
      continue;
    }
    if (SHELLS.has(b) || (b === 'busybox' && SHELLS.has(a[1] ?? ''))) {
      if (b === 'busybox') {
        a = a.slice(1);
        q = q.slice(1);
        continue;
      }
      const ci = a.findIndex((x, idx) => idx > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(x) && !x.startsWith('--'));
      if (ci > 0 && a[ci + 1] !== undefined) {
        // sh -c 'script' [name args…]
        const script = a[ci + 1] as string;
        const inner: Scope = { ...scope, args: a.slice(ci + 3) };
        const sub = withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `${b} -c`], dialect: 'posix' as Dialect });
        const before = run.out.length;
        runText(script, inner, sub, run);
        return run.out[run.out.length - 1] !== undefined && run.out.length > before ? (run.out[run.out.length - 1] as Cmd) : null;
      }
      const file = a.slice(1).find((x) => !x.startsWith('-') && !x.startsWith('+'));
      if (!file || file === '-' || a.includes('-s')) {
        // The script comes on stdin (heredoc, here-string or a pipe).
        const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
        if (stdin !== undefined) {
          made.stdinRead = true;
          push(made, run);
          runText(stdin, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `${b} reading its script from stdin`], dialect: 'posix' }), run);
          return made;
        }
        return push(made, run);
      }
      return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
    }
    if (b === 'eval' && fr.dialect === 'posix') {
      const script = a.slice(1).join(' ');
      if (a.slice(1).some((x) => x.includes('$(…)') || x.includes('$'))) {
        // What eval runs is only known at run time (e.g. eval "$(curl …)"): the substitution was read above.
        const made = makeCmd(a, q, redirects, text, stdin, env, fr, true);
        return push(made, run);
      }
      const before = run.out.length;
      runText(script, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'eval'] }), run);
      return run.out.length > before ? (run.out[run.out.length - 1] as Cmd) : null;
    }
    if ((b === 'invoke-expression' || b === 'iex') && a.length > 1) {
      const script = a.slice(1).join(' ');
      // Code fetched and run (iex (New-Object Net.WebClient).DownloadString(…), IEX (iwr …).Content) stays the iex command
      // itself, so it is read as remote code rather than as the harmless-looking download inside it.
      if (!script.includes('(…)') && !/^\$/.test(script) && !/\b(?:downloadstring|downloadfile|net\.webclient|iwr|irm|invoke-webrequest|invoke-restmethod|curl|wget)\b/i.test(script)) {
        runText(script, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'Invoke-Expression'], dialect: 'powershell' }), run);
        return null;
      }
    }
    if ((b === 'start-process' || b === 'saps' || (b === 'start' && fr.dialect === 'powershell')) && a.length > 1) {
      // Start-Process exe -ArgumentList "…" [-Verb RunAs]: runs exe with those arguments (elevated with RunAs).
      let exe = '';
      let argList = '';
      let elevated = false;
      for (let i = 1; i < a.length; i++) {
        const o = (a[i] as string).toLowerCase();
        if (/^-(?:filepath|file|f)$/.test(o)) exe = a[++i] ?? '';
        else if (/^-(?:argumentlist|args|arguments|a)$/.test(o)) {
          // A PowerShell array (-ArgumentList '-c', 'rm -rf ~/'): each element is one argument, so each is quoted again.
          const parts = [a[++i] ?? ''];
          while (/,$/.test(parts[parts.length - 1] as string) && i + 1 < a.length) parts.push(a[++i] as string);
          // Written without spaces ('push','--force','origin','main') the array reaches us as one word: split it at its commas.
          if (parts.length === 1 && /^[^\s,]+(?:,[^\s,]+)+$/.test(parts[0] as string)) parts.splice(0, 1, ...(parts[0] as string).split(',').map((x, k, all) => (k < all.length - 1 ? `${x},` : x)));
          argList = parts.length > 1 ? parts.map((x) => `'${x.replace(/,$/, '').replace(/'/g, `'\\''`)}'`).join(' ') : (parts[0] as string);
        }
        else if (o === '-verb') elevated = /^runas$/i.test(a[++i] ?? '') || elevated;
        else if (/^-(?:windowstyle|workingdirectory|credential|redirectstandard\w+)$/.test(o)) i++;
        else if (o.startsWith('-')) continue;
        else if (!exe) exe = a[i] as string;
        else if (!argList) argList = a[i] as string;
      }
      if (exe) {
        const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
        push(made, run);
        const inner = /\s/.test(exe) && !/^["']/.test(exe) ? `'${exe}'` : exe;
        runText(`${inner} ${argList}`, scope, withFrame(fr, { depth: fr.depth + 1, sudo: fr.sudo || elevated, via: [...fr.via, elevated ? 'Start-Process -Verb RunAs' : 'Start-Process'], dialect: 'powershell' }), run);
        return null;
      }
    }
    if (PS_SHELLS.has(b)) {
      const lower = a.map((x) => x.toLowerCase());
      const enc = lower.findIndex((x, idx) => idx > 0 && /^-(?:e|ec|en|enc|enco|encod|encode|encoded|encodedc|encodedcommand)$/.test(x));
      if (enc > 0 && a[enc + 1]) {
        const decoded = decodeUtf16leBase64(a[enc + 1] as string);
        if (decoded === null) {
          run.unread.push('an encoded PowerShell command that cannot be decoded');
          return push(makeCmd(a, q, redirects, text, stdin, env, fr, true), run);
        }
        runText(decoded, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'powershell -EncodedCommand'], dialect: 'powershell' }), run);
        return null;
      }
      // (cls-shell19) powershell -ExecutionPolicy Bypass -File .\\build.ps1 args: the named script is run, with its arguments,
      // as `.\\build.ps1 args` is; the launcher's own switches (-NoProfile, an execution policy for this one process) lapse
      // with it and weaken nothing that stays.
      const fi = lower.findIndex((x, idx) => idx > 0 && /^-(?:f|fi|fil|file)$/.test(x));
      if (fi > 0 && a[fi + 1] && lower.slice(1, fi).every((x, idx, arr) => x.startsWith('-') || /^-(?:ep|ex|exe|exec|executionpolicy|windowstyle|w|version|v|configurationname|workingdirectory|wd|outputformat|of|inputformat|if)$/.test(arr[idx - 1] ?? ''))) {
        runArgv(a.slice(fi + 1), scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `${b} -File`], dialect: 'powershell' }), run, stdin);
        return null;
      }
      const ci = lower.findIndex((x, idx) => idx > 0 && /^-(?:c|co|com|comm|comma|comman|command)$/.test(x));
      const scriptArgs = ci > 0 ? a.slice(ci + 1) : a.slice(1).filter((x, idx) => idx === a.length - 2 && !x.startsWith('-'));
      if (ci > 0 || (scriptArgs.length === 1 && /\s/.test(scriptArgs[0] as string))) {
        // (cls-en17) From a POSIX shell, `pwsh -c "… -Enabled \$false"`: the backslash only kept bash from expanding the
        // variable; PowerShell is given `$false`.
        const joined = scriptArgs.join(' ');
        // (Read whole as PowerShell when a cmdlet stands after a pipe, the outer words keep the backslash; PowerShell itself
        // escapes with a backtick, so a backslash before `$` is never its own.)
        const script = /\\\$/.test(joined) ? joined.replace(/\\([$"])/g, '$1') : joined;
        if (script === '-' && stdin !== undefined) {
          runText(stdin, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `${b} -Command`], dialect: 'powershell' }), run);
          return null;
        }
        runText(script, scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, `${b} -Command`], dialect: 'powershell' }), run);
        return null;
      }
      return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
    }
    if (b === 'cmd' && a.length > 1 && /^\/[ck]$/i.test(a[1] as string)) {
      runText(a.slice(2).join(' '), scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'cmd /c'], dialect: 'cmd' }), run);
      return null;
    }
    // Session and namespace launchers run the command after their options: screen -dmS job cmd …,
    // nsenter -t 1 -m -u -n -p -- cmd …, tmux new-session -d 'cmd …', vagrant ssh -c 'cmd …'.
    const launched = launchedCommand(b, a);
    if (launched) {
      const sub = withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, b], sudo: fr.sudo || b === 'nsenter' });
      if (launched.line !== undefined) {
        runText(launched.line, scope, sub, run);
        return null;
      }
      fr = sub;
      a = a.slice(launched.from);
      q = q.slice(launched.from);
      continue;
    }
    if ((b === 'su' || b === 'runuser') && a.length > 1) {
      // (A -c after `--` is the launched program's own: runuser -u x -- psql -c "…".)
      const end = a.indexOf('--');
      const ci = a.findIndex((x, i) => (x === '-c' || x === '--command') && (end < 0 || i < end));
      if (ci > 0 && a[ci + 1]) {
        runText(a[ci + 1] as string, scope, withFrame(fr, { depth: fr.depth + 1, sudo: true, via: [...fr.via, `${b} -c`] }), run);
        return null;
      }
      const dd = a.indexOf('--');
      if (dd > 0 && dd + 1 < a.length) {
        fr = withFrame(fr, { sudo: true });
        a = a.slice(dd + 1);
        q = q.slice(dd + 1);
        continue;
      }
    }
    if (b === 'ssh' || b === 'mosh' || b === 'autossh') {
      let i = 1;
      // (cls-remote26: autossh's -M takes its monitoring port.)
      while (i < a.length && (a[i] as string).startsWith('-')) i += SSH_OPTS_WITH_VALUE.has(a[i] as string) || (b === 'autossh' && a[i] === '-M') ? 2 : 1;
      const host = a[i];
      // (cls-shell18) OpenSSH also takes its own options right after the destination (`ssh bastion -t ssh db-1 '…'`): they
      // are ssh's, not the start of the remote command.
      let from = i + 1;
      while (from < a.length && /^-[a-zA-Z46]+$/.test(a[from] as string)) from += SSH_OPTS_WITH_VALUE.has(a[from] as string) ? 2 : 1;
      const rest = a.slice(from);
      const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
      push(made, run);
      const hostName = host?.replace(/^[^@]*@/, '') ?? '';
      // ssh "$h" … in a loop over a host list (for h in $(cat hosts); while read h; … < hosts): every host of the list, like a fleet runner.
      const eachHost = fr.loop && /^\$\{?\w/.test(hostName);
      const sub: Frame = withFrame(fr, { depth: fr.depth + 1, host: hostName, every: fr.every || eachHost, via: [...fr.via, eachHost ? `every host of the loop (ssh ${hostName})` : `ssh ${hostName}`], dialect: 'posix', sudo: fr.sudo || /^root@/.test(host ?? '') });
      // (cls-holes17) A switch's or router's own command line (`show …`, `write erase`, `configure; set …; commit`) is read
      // as the device's, never as Unix programs; only here, inside ssh's remote command.
      const remoteText = rest.join(' ');
      if (rest.length && NETOS_LEAD.test(remoteText.trim())) runText(`netos-cli '${remoteText.replace(/'/g, `'\\''`)}'`, { ...scope, vars: new Map() }, sub, run);
      // (cls-holes17) `… | ssh host crontab -` installs what it reads from stdin there: read as a heredoc to that crontab.
      else if (rest.length && stdin !== undefined && /^(?:sudo\s+)?crontab(?:\s+-u\s+\S+)?\s+-$/.test(remoteText.trim())) runText(`${remoteText.trim()} <<'CRONTAB_IN'\n${stdin}\nCRONTAB_IN`, { ...scope, vars: new Map() }, sub, run);
      // (cls-interp20) Any other remote program is handed ssh's standard input (ssh db1 'python3 -' <<'PY' … PY, ssh h 'psql app'
      // <<'SQL' … SQL): read as that program with the heredoc. A remote shell reading stdin is read just below.
      else if (rest.length && stdin !== undefined && !/^(?:sudo\s+(?:-\S+\s+)*)?(?:\S*\/)?(?:ba|z|da|k|mk|a)?sh(?:\s|$)/.test(remoteText.trim()) && !/\nZQSSHSTDIN\b/.test(stdin)) runText(`${remoteText.trim()} <<'ZQSSHSTDIN'\n${stdin}\nZQSSHSTDIN`, { ...scope, vars: new Map() }, sub, run);
      else if (rest.length) runText(remoteText, { ...scope, vars: new Map() }, sub, run);
      // No remote command, or a remote shell reading its script from stdin (ssh host bash -s <<EOF): stdin is the script.
      // The remote side re-splits the command line, so `'bash -s'` and `'sudo bash -s'` quoted as one word are the same shell.
      const remoteWords = rest.join(' ').split(/\s+/).filter(Boolean);
      const shellAt = remoteWords[0] === 'sudo' ? 1 : 0;
      const remoteShellReadsStdin = remoteWords.length > shellAt && SHELLS.has(baseName(remoteWords[shellAt] as string)) && remoteWords.slice(shellAt + 1).every((x) => x.startsWith('-') && !/c/.test(x.replace(/^--?/, '')));
      const remoteSub = shellAt === 1 ? withFrame(sub, { sudo: true }) : sub;
      if (stdin !== undefined && (rest.length === 0 || remoteShellReadsStdin)) runText(stdin, { ...scope, vars: new Map() }, remoteSub, run);
      // A local script file fed to the remote shell (ssh host 'bash -s' < cleanup.sh) runs there, unseen: read as running that file there.
      const fed = redirects.find((r) => r.op === '<' && r.target);
      if (stdin === undefined && fed && (rest.length === 0 || remoteShellReadsStdin)) runText(`sh ${fed.target}`, { ...scope, vars: new Map() }, remoteSub, run);
      return made;
    }
    const remote = remoteRunner(b, a);
    if (remote) {
      // A cloud CLI that carries a command to run on a machine (gcloud compute ssh --command,
      // az vm run-command --scripts, aws ssm send-command, heroku run): judged as that command, there.
      const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
      made.remoteCarrier = true;
      push(made, run);
      // A fleet runner aimed at many hosts does it on each of them: like a loop over every item.
      const onEvery = remote.fleet === true && remote.many && !namedHostList(remote.host);
      const sub = withFrame(fr, { depth: fr.depth + 1, host: remote.host, loop: fr.loop || remote.many, every: fr.every || onEvery, via: [...fr.via, onEvery ? `every host of ${remote.via}` : remote.via], dialect: remote.dialect ?? 'posix', sudo: fr.sudo || remote.root === true });
      for (const script of remote.scripts) runText(script, { ...scope, vars: new Map() }, sub, run);
      return made;
    }
    if ((b === 'docker' || b === 'podman' || b === 'nerdctl') && a[1] === 'exec') {
      let i = 2;
      while (i < a.length && (a[i] as string).startsWith('-')) i += /^(-e|--env|-u|--user|-w|--workdir|--env-file)$/.test(a[i] as string) ? 2 : 1;
      const container = a[i] ?? '';
      const rest = a.slice(i + 1);
      const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
      made.container = container;
      push(made, run);
      if (rest.length) runArgv(rest, scope, withFrame(fr, { depth: fr.depth + 1, host: container, via: [...fr.via, `${b} exec ${container}`] }), run, stdin);
      return made;
    }
    // (cls-interp20) docker compose exec SERVICE cmd … (and docker-compose / podman-compose): the command runs in the
    // service's container with this command's standard input, as docker exec -i does.
    const composeAt = (b === 'docker' || b === 'podman') && a[1] === 'compose' ? 2 : (b === 'docker-compose' || b === 'podman-compose') ? 1 : -1;
    if (composeAt > 0 && a[composeAt] === 'exec' && stdin !== undefined) {
      let i = composeAt + 1;
      while (i < a.length && (a[i] as string).startsWith('-')) i += /^(-e|--env|-u|--user|-w|--workdir|--index)$/.test(a[i] as string) ? 2 : 1;
      const service = a[i] ?? '';
      const rest = a.slice(i + 1);
      if (service && rest.length) {
        const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
        made.container = service;
        made.stdinRead = true;
        push(made, run);
        runArgv(rest, scope, withFrame(fr, { depth: fr.depth + 1, host: service, via: [...fr.via, `compose exec ${service}`] }), run, stdin);
        return made;
      }
    }
    if ((b === 'kubectl' || b === 'oc') && a.includes('exec') && a.includes('--')) {
      const dd = a.indexOf('--');
      const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
      push(made, run);
      runArgv(a.slice(dd + 1), scope, withFrame(fr, { depth: fr.depth + 1, via: [...fr.via, 'kubectl exec'] }), run, stdin);
      return made;
    }
    if (b === 'find') {
      const made = makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName);
      push(made, run);
      // What {} stands for: the start directory joined with the -name pattern (find /tmp -name 'pytest-of-*' → /tmp/pytest-of-*),
      // so the command is judged by the kind of path it gets (temporary, generated, system …).
      const found = foundPath(a.slice(1));
      // -exec / -execdir / -ok: the command runs once per file found.
      for (let i = 1; i < a.length; i++) {
        if (!/^-(exec|execdir|ok|okdir)$/.test(a[i] as string)) continue;
        const rest = a.slice(i + 1);
        const stop = rest.findIndex((x) => x === ';' || x === '+' || x === '\\;');
        const inner = (stop >= 0 ? rest.slice(0, stop) : rest).map((x) => (x === '{}' ? found : x));
        if (inner.length) {
          const sub = run.out.length;
          runArgv(inner, scope, withFrame(fr, { depth: fr.depth + 1, loop: true, via: [...fr.via, 'find -exec'] }), run, undefined);
          for (const c of run.out.slice(sub)) c.execOf = made;
        }
        i += stop >= 0 ? stop + 1 : rest.length;
      }
      return made;
    }
    break;
  }
  if (a.length === 0) return null;
  return push(makeCmd(a, q, redirects, text, stdin, env, fr, dynamicName), run);
}

/** The value of `--name VALUE` / `--name=VALUE` (first of the names given). */
function optionValue(a: readonly string[], ...names: string[]): string | undefined {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    for (const n of names) {
      if (x === n) return a[i + 1];
      if (x.startsWith(`${n}=`)) return x.slice(n.length + 1);
    }
  }
  return undefined;
}

/** Every value after `--name` up to the next option (az … --scripts 'a' 'b'). */
function optionValues(a: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (x.startsWith(`${name}=`)) out.push(x.slice(name.length + 1));
    else if (x === name) for (let j = i + 1; j < a.length && !(a[j] as string).startsWith('--'); j++) out.push(a[j] as string);
  }
  return out;
}

/** The command lines in `commands=…` of an SSM parameter (shorthand, a JSON list, or a JSON object). */
function ssmCommands(param: string): string[] {
  const t = param.trim();
  if (t.startsWith('{')) {
    try {
      const v = JSON.parse(t) as Record<string, unknown>;
      const c = v.commands ?? v.Commands ?? v.command;
      return Array.isArray(c) ? c.filter((x): x is string => typeof x === 'string') : typeof c === 'string' ? [c] : [];
    } catch {
      return [t];
    }
  }
  // cls-holes15: start-session's AWS-StartInteractiveCommand document takes `command=`.
  const m = /^commands?=([\s\S]*)$/i.exec(t);
  if (!m) return [];
  const body = (m[1] as string).trim();
  if (body.startsWith('[')) {
    try {
      const v = JSON.parse(body) as unknown;
      if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    } catch {
      return [body.slice(1, -1)];
    }
  }
  return [body.replace(/^["']|["']$/g, '')];
}

/** Cloud and hosting CLIs that run a command on a machine: the command, where, and whether on many machines. */
/** Options that take a value, per fleet runner (the first word that is no option starts the command). */
const PSSH_OPTS_WITH_VALUE = new Set(['-h', '--hosts', '-H', '--host', '-l', '--user', '-p', '--par', '-o', '--outdir', '-e', '--errdir', '-t', '--timeout', '-O', '--option', '-x', '--extra-args', '-X', '--extra-arg']);
const FLEET_OPTS_WITH_VALUE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['pssh', PSSH_OPTS_WITH_VALUE],
  ['parallel-ssh', PSSH_OPTS_WITH_VALUE],
  ['pdsh', new Set(['-w', '-x', '-g', '-X', '-l', '-R', '-f', '-t', '-u', '-F', '-M'])],
  ['clush', new Set(['-w', '-x', '-g', '-X', '-l', '-f', '-t', '-u', '-o', '-O', '-R', '--nodes', '--exclude', '--group', '--user', '--fanout', '--options'])],
]);
const SALT_OPTS_WITH_VALUE = new Set(['-t', '--timeout', '-b', '--batch', '--batch-size', '-c', '--config-dir', '--out', '--output', '-s', '--state-output', '--return']);
const ANSIBLE_OPTS_WITH_VALUE = ['-m', '--module-name', '-a', '--args', '-i', '--inventory', '-u', '--user', '-l', '--limit', '-e', '--extra-vars', '-f', '--forks', '-b', '--become-user', '-T', '--timeout', '-M', '--module-path', '--private-key', '-c', '--connection'];

/**
 * Fleet runners (pssh / parallel-ssh, pdsh, clush, salt's cmd.run, ansible's shell/command/raw
 * modules): the command they carry runs on every host they target. `many` when the target is a
 * group, a pattern, a range, a list or a host file rather than one named host.
 */
function fleetRunner(b: string, a: readonly string[]): { scripts: string[]; host: string; via: string; many: boolean } | null {
  const withValue = FLEET_OPTS_WITH_VALUE.get(b);
  if (withValue) {
    let i = 1;
    const seen: string[] = [];
    while (i < a.length && (a[i] as string).startsWith('-')) {
      const o = a[i] as string;
      if (withValue.has(o)) {
        seen.push(`${o} ${a[i + 1] ?? ''}`);
        i += 2;
      } else {
        seen.push(o);
        i++;
      }
    }
    const script = a.slice(i).join(' ');
    if (!script) return null;
    const target = seen.filter((x) => /^-(?:h|H|w|g|a|-hosts|-host|-nodes|-group)\b/.test(x)).join(' ');
    const single = /^-(?:H|w) [\w.@-]+$/.test(target) && !/[[,]/.test(target);
    return { scripts: [script], host: target, via: `${b} ${target}`.trim(), many: !single };
  }
  if (b === 'salt') {
    const pos = positionalsAfter(a, 0, [...SALT_OPTS_WITH_VALUE]);
    const target = pos[0] ?? '';
    const fn = pos[1] ?? '';
    if (!/^cmd\.(?:run|shell|run_all|run_stdout|exec_code_all|powershell)$/.test(fn) || pos.length < 3) return null;
    const grouped = a.some((x) => /^-(?:[GENLCIP]|-grain|-pcre|-nodegroup|-list|-compound|-pillar)$/.test(x));
    return { scripts: [pos.slice(2).join(' ')], host: target, via: `salt ${target}`, many: grouped || /[*?[,]/.test(target) };
  }
  if (b === 'knife' && a[1] === 'ssh') {
    const pos = positionalsAfter(a, 1, ['-x', '--ssh-user', '-a', '--attribute', '-C', '--concurrency', '-i', '--ssh-identity-file', '-p', '--ssh-port', '-P', '--ssh-password', '-G', '--ssh-gateway', '-e', '--exit-on-error']);
    if (pos.length < 2) return null;
    const manual = a.includes('-m') || a.includes('--manual-list');
    return { scripts: [pos.slice(1).join(' ')], host: pos[0] as string, via: `knife ssh ${pos[0] as string}`, many: !manual || /[\s,]/.test(pos[0] as string) };
  }
  if (b === 'fab' || b === 'fabric') {
    const dd = a.indexOf('--');
    if (dd < 0 || dd + 1 >= a.length) return null;
    const hosts = optionValue(a, '-H', '--hosts') ?? optionValue(a, '-R', '--roles') ?? '';
    return { scripts: [a.slice(dd + 1).join(' ')], host: hosts, via: `fab ${hosts}`.trim(), many: hosts.includes(',') || a.includes('-R') || a.includes('--roles') };
  }
  if (b === 'ansible') {
    if (a.some((x) => x === '--check' || x === '-C' || x === '--list-hosts')) return null;
    const mod = optionValue(a, '-m', '--module-name') ?? 'command';
    const args = optionValue(a, '-a', '--args');
    if (!args || !/^(?:(?:ansible\.builtin\.)?(?:command|shell|raw|win_shell|win_command))$/.test(mod)) return null;
    const hosts = positionalsAfter(a, 0, ANSIBLE_OPTS_WITH_VALUE)[0] ?? '';
    return { scripts: [args], host: hosts, via: `ansible ${hosts}`, many: !/^[\w.-]+\d$/.test(hosts) };
  }
  return null;
}

const SCREEN_OPTS_WITH_VALUE = new Set(['-S', '-c', '-t', '-p', '-e', '-h', '-Logfile', '-T']);
const NSENTER_OPTS_WITH_VALUE = new Set(['-t', '--target', '-S', '--setuid', '-G', '--setgid', '-w', '--wd', '-r', '--root']);
const TMUX_OPTS_WITH_VALUE = new Set(['-s', '-n', '-t', '-c', '-x', '-y', '-F', '-e', '-l', '-f']);

/** Where a launcher's command starts (argv index) or the command line it hands to a shell. */
function launchedCommand(b: string, a: readonly string[]): { from: number; line?: undefined } | { from?: undefined; line: string } | null {
  if (a.length < 2) return null;
  const extra = extraLaunched(b, a);
  if (extra) return extra;
  // (cls-holes17) sshpass -p PW | -f FILE | -e | -d FD [-P PROMPT] [-v] ssh …: supplies the password; the ssh after it runs.
  if (b === 'sshpass') {
    let i = 1;
    while (i < a.length && (a[i] as string).startsWith('-')) i += /^-[pfdP]$/.test(a[i] as string) ? 2 : 1;
    return i < a.length ? { from: i } : null;
  }
  if (b === 'screen' || b === 'nsenter') {
    const withValue = b === 'screen' ? SCREEN_OPTS_WITH_VALUE : NSENTER_OPTS_WITH_VALUE;
    let i = 1;
    while (i < a.length && (a[i] as string).startsWith('-')) {
      const o = a[i] as string;
      if (o === '--') {
        i++;
        break;
      }
      // screen -dmS name: the S takes the next word; -X sends a command to a session, not a shell.
      if (b === 'screen' && (o === '-X' || o === '-r' || o === '-ls' || o === '-list' || o === '-x')) return null;
      i += withValue.has(o) || (b === 'screen' && /^-[dmDRAaiLlOqUu]*S$/.test(o)) ? 2 : 1;
    }
    return i < a.length ? { from: i } : null;
  }
  if (b === 'tmux') {
    const sub = a.findIndex((x, k) => k > 0 && /^(?:new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawnp|respawn-window|respawnw|send-keys|send)$/.test(x));
    if (sub < 0) return null;
    const words: string[] = [];
    for (let i = sub + 1; i < a.length; i++) {
      const x = a[i] as string;
      if (x.startsWith('-')) {
        if (TMUX_OPTS_WITH_VALUE.has(x)) i++;
        continue;
      }
      words.push(x);
    }
    // send-keys types keys into a pane: the literal text, Enter/C-m ending the line.
    const keys = words.filter((x) => !/^(?:Enter|C-m|KPEnter)$/.test(x));
    return keys.length ? { line: keys.join(' ') } : null;
  }
  // script -qc 'cmd' /dev/null: records a terminal session of the command line it runs.
  if (b === 'script') {
    const ci = a.findIndex((x, k) => k > 0 && (x === '--command' || /^-[a-zA-Z]*c$/.test(x)));
    return ci > 0 && a[ci + 1] ? { line: a[ci + 1] as string } : null;
  }
  // wsl [-d distro] [-u user] [--cd dir] [-e|--exec|--] cmd …: the command runs in the Linux distribution.
  if (b === 'wsl' || b === 'wsl.exe') {
    let i = 1;
    while (i < a.length && (a[i] as string).startsWith('-')) {
      const o = a[i] as string;
      if (o === '-e' || o === '--exec' || o === '--') {
        i++;
        break;
      }
      if (/^(?:--list|-l|--status|--shutdown|--terminate|-t|--unregister|--export|--import|--install|--update|--set-default|-s|--set-version|--mount|--unmount|--help)$/.test(o)) return null;
      i += /^(?:-d|--distribution|-u|--user|--cd)$/.test(o) ? 2 : 1;
    }
    return i < a.length ? { from: i } : null;
  }
  if (b === 'vagrant' && a[1] === 'ssh') {
    const c = optionValue(a, '-c', '--command');
    return c ? { line: c } : null;
  }
  return null;
}

function remoteRunner(b: string, a: readonly string[]): { scripts: string[]; host: string; via: string; many: boolean; fleet?: boolean; dialect?: Dialect; root?: boolean } | null {
  const extra = extraRemoteRunner(b, a);
  if (extra) return extra;
  const fleet = fleetRunner(b, a);
  if (fleet) return { ...fleet, fleet: true };
  // (cls-shell18) aws ecs execute-command --command "…" runs it in the task's container; a startup-script put in an instance's
  // metadata (gcloud compute instances add-metadata/create --metadata startup-script=…) runs as root at every boot; dsh -a/-g
  // runs on every machine of its list.
  if (b === 'aws' && a[1] === 'ecs' && a[2] === 'execute-command') {
    const cmd = optionValue(a, '--command');
    // (An interactive shell opened there is the session itself: the CLI's own reading.)
    if (!cmd || /^\s*(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|a)?sh\s*$/.test(cmd)) return null;
    const host = `${optionValue(a, '--cluster') ?? ''} ${optionValue(a, '--task') ?? ''}`.trim();
    return { scripts: [cmd], host, via: `aws ecs execute-command ${host}`.trim(), many: false };
  }
  if (b === 'gcloud' && a.includes('instances') && (a.includes('add-metadata') || a.includes('create'))) {
    const meta = optionValues(a as string[], '--metadata').join(',');
    const m = /(?:^|,)(?:startup-script|user-data)=([\s\S]+)$/.exec(meta);
    if (!m) return null;
    const host = positionalsAfter(a, a.indexOf(a.includes('add-metadata') ? 'add-metadata' : 'create'))[0] ?? '';
    return { scripts: [m[1] as string], host, via: `the startup script of ${host || 'the instance'}`, many: false, root: true };
  }
  if (b === 'dsh' || b === 'dancers-shell') {
    const rest = a.slice(1);
    const at = rest.findIndex((x, k) => !x.startsWith('-') && !/^-[gmfMw]$|^--(?:group|machine|file)$/.test(rest[k - 1] ?? ''));
    const many = rest.some((x) => /^-(?:a|g|f)$|^--(?:all|group|file)/.test(x));
    if (at < 0) return null;
    return { scripts: [rest.slice(at).join(' ')], host: many ? 'every listed machine' : (optionValue(rest, '-m', '--machine') ?? ''), via: 'dsh', many, fleet: true };
  }
  // (cls-shell18) Windows remote runners: psexec \\HOST[,HOST…|@file] [opts] cmd …, winrs -r:HOST cmd, wmic /node:HOST process
  // call create "cmd": the command runs there, read as cmd.exe; a list, a file of names or a loop variable is many hosts.
  if (/^(?:psexec(?:64)?|paexec)$/.test(b)) {
    let i = 1;
    let host = '';
    for (; i < a.length; i++) {
      const x = a[i] as string;
      // (cls-remote26: `\\HOST` read at a POSIX prompt keeps one backslash.)
      if (x.startsWith('\\\\') || (i === 1 && /^\\[\w.-]+$/.test(x))) host = x.replace(/^\\+/, '');
      else if (/^-(?:u|p|n|w|r|a|cpu)$/i.test(x)) i++;
      else if (!/^[-/]/.test(x) && !/^@/.test(x)) break;
      else if (/^@/.test(x)) host = x;
    }
    const rest = a.slice(i) as string[];
    if (!rest.length) return null;
    return { scripts: [rest.map((x) => (/[\s&|<>^]/.test(x) ? `"${x}"` : x)).join(" ")], host: host || 'the listed computers', via: `psexec ${host}`.trim(), many: !host || /[%@*,$]/.test(host), dialect: 'cmd' };
  }
  if (b === 'winrs') {
    const r = a.find((x) => /^[-/]r(?:emote)?:/i.test(x));
    const rest = a.slice(1).filter((x) => !/^[-/]\w+(?::|$)/.test(x));
    if (!r || !rest.length) return null;
    const host = r.replace(/^[-/]r(?:emote)?:/i, '');
    return { scripts: [rest.join(' ')], host, via: `winrs ${host}`, many: /[%@*,$]/.test(host), dialect: 'cmd' };
  }
  if (b === 'wmic') {
    const node = a.find((x) => /^\/node:/i.test(x));
    const at = a.findIndex((x, k) => x.toLowerCase() === 'create' && a[k - 1]?.toLowerCase() === 'call');
    if (!node || at < 0 || !a[at + 1]) return null;
    const host = node.slice(6);
    return { scripts: [a.slice(at + 1).join(' ')], host, via: `wmic ${node}`, many: /[%@*,$]/.test(host), dialect: 'cmd' };
  }
  if (b === 'gcloud' && a.includes('ssh')) {
    const cmd = optionValue(a, '--command');
    if (!cmd) return null;
    const host = positionalsAfter(a, a.indexOf('ssh'))[0] ?? '';
    return { scripts: [cmd], host, via: `gcloud compute ssh ${host}`, many: false };
  }
  if (b === 'az' && (a[1] === 'vm' || a[1] === 'vmss') && a[2] === 'run-command') {
    const scripts = optionValues(a as string[], '--scripts');
    if (!scripts.length) return null;
    const host = optionValue(a, '--name', '-n') ?? '';
    return { scripts: [scripts.join('\n')], host, via: `az ${a[1]} run-command ${host}`, many: a[1] === 'vmss' };
  }
  if (b === 'aws' && a[1] === 'ssm' && (a[2] === 'send-command' || a[2] === 'start-session')) {
    const param = optionValue(a, '--parameters');
    const scripts = param ? ssmCommands(param) : [];
    if (!scripts.length) return null;
    const targets = optionValue(a, '--targets') ?? (a[2] === 'start-session' ? optionValue(a, '--target') ?? '' : '');
    const ids = optionValue(a, '--instance-ids') ?? '';
    return { scripts, host: `${targets} ${ids}`.trim(), via: `aws ssm ${a[2]}`, many: a[2] === 'send-command' && (targets !== '' || /\s|,/.test(ids)) };
  }
  if ((b === 'heroku' && a[1] === 'run') || ((b === 'fly' || b === 'flyctl') && a[1] === 'ssh' && a[2] === 'console')) {
    const app = optionValue(a, '-a', '--app') ?? '';
    const cmd = b === 'heroku' ? positionalsAfter(a, 1, ['-a', '--app', '-r', '--remote', '-s', '--size', '-e', '--env', '--type']).join(' ') : optionValue(a, '-C', '--command');
    if (!cmd) return null;
    return { scripts: [cmd], host: app, via: `${b} ${a[1]} ${app}`.trim(), many: false };
  }
  return null;
}

/** Positional words after index `from`, skipping options and the values of `withValue` options. */
function positionalsAfter(a: readonly string[], from: number, withValue: readonly string[] = ['--zone', '--project', '--ssh-flag', '--command', '--tunnel-through-iap']): string[] {
  const out: string[] = [];
  for (let i = from + 1; i < a.length; i++) {
    const x = a[i] as string;
    if (x === '--') continue;
    if (x.startsWith('-')) {
      if (!x.includes('=') && withValue.includes(x)) i++;
      continue;
    }
    out.push(x);
  }
  return out;
}

/** CLIs whose listings name remote resources (buckets, namespaces, instances, containers, keys). */
const LISTING_CLIS = new Set(['aws', 'gcloud', 'gsutil', 'az', 'kubectl', 'oc', 'docker', 'podman', 'helm', 'doctl', 'heroku', 'fly', 'flyctl', 'vercel', 'gh', 'glab', 'redis-cli', 'mc', 'rclone', 's3cmd', 'linode-cli', 'hcloud', 'openstack', 'exo', 'scw', 'ibmcloud', 'oci', 'virsh', 'lxc', 'incus', 'nomad', 'consul', 'vault', 'argocd', 'velero', 'restic', 'kafka-topics', 'kafka-topics.sh', 'bq', 'stripe', 'tmutil', 'borg', 'kopia', 'wal-g', 'pgbackrest', 'barman', 'wbadmin', 'vssadmin',
  // (lead17) hypervisors: their listings name every guest.
  'qm', 'pct', 'govc', 'vboxmanage', 'multipass',
  // (lead18) image registries, message brokers: their listings name every tag, queue or stream.
  'crane', 'regctl', 'skopeo', 'rabbitmqctl', 'rabbitmqadmin', 'nats']);
const LIST_WORD = /^(?:ls|list|find|list(?:backups|snapshots|archives)|get|ps|images|keys|describe-[\w-]+|list-[\w-]+|get-[\w-]+s|list_[a-z_]+|list-tags)$/;
/** Options that narrow a listing: a label, a filter, a name pattern, a prefix. */
const NARROWING_OPTION = /^--?(?:filters?|selector|field-selector|l|f|label|labels|prefix|name-prefix|pattern|match|tag|tags|search|grep|regex|owner|limit|max-items|max-results|page-size|first|last|where|status|state|since|until|before|after|older-than|newer-than|created|customer|type)(?:[=.]|$)/;
/** Commands that list a local directory's entries. */
const LOCAL_LISTERS = new Set(['ls', 'dir', 'get-childitem', 'gci', 'find']);

/**
 * `ls /var/backups | xargs …`, `find /srv/data -mindepth 1 | xargs …`: every entry of a directory,
 * unless a name pattern, a time or size test, or a picker downstream narrows it.
 */
function isWholeLocalListing(first: Cmd, rest: readonly Cmd[]): boolean {
  const a = first.args;
  if (a.some((x) => /[*?[]/.test(x))) return false;
  if (first.name === 'find' && a.some((x) => /^-(?:i?name|i?path|i?regex|[acm](?:time|min)|newer\w*|size|user|group|perm|empty|links|wholename)$/.test(x))) return false;
  if (first.name !== 'find' && a.some((x) => /^-(?:filter|include|exclude)$/i.test(x))) return false;
  for (const c of rest) {
    if (PICKERS.has(c.name)) return false;
    if ((c.name === 'tail' || c.name === 'sed' || c.name === 'awk') && !/print \$|^\{?print/.test(c.args.join(' '))) return false;
  }
  return true;
}

/** Commands downstream of a listing that pick some of its lines. */
const PICKERS = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'head', 'findstr', 'select-string', 'where-object', 'where', '?', 'fzf', 'shuf', 'comm', 'look']);

/**
 * Is this pipeline an unfiltered listing of a remote system's resources (aws s3 ls | awk '{print $3}',
 * kubectl get ns -o name, docker ps -aq)? A loop over it acts on everything there is.
 */
function positionalsOf(a: readonly string[]): string[] {
  return a.filter((x, i) => !x.startsWith('-') && !(i > 0 && /^-[a-zA-Z]$|^--(?:jq|template|hostname|header)$/.test(a[i - 1] as string)));
}

function isWholeListing(cmds: readonly Cmd[]): boolean {
  // (cls-shell19) `cat /etc/passwd | awk …` is `awk … /etc/passwd`: the file read by the next command of the pipe.
  const head = cmds[0];
  const next = cmds[1];
  if (head && next && head.name === 'cat' && head.args.length === 1 && !head.args[0]?.startsWith('-') && next.args.every((x) => x !== '-')) return isWholeListing([{ ...next, args: [...next.args, head.args[0] as string], pipeIn: null }, ...cmds.slice(2)]);
  const first = cmds[0];
  // (cls-shell18) A listing of a machine's or directory's accounts: every account there is (`net user`, `cut -d: -f1
  // /etc/passwd`, `getent passwd`, `awk -F: '$3>=1000 …' /etc/passwd` — the uid test keeps every human account).
  if (first && isAccountListing(first)) return !cmds.slice(1).some((c) => picksSome(c) && !uidOnly(c));
  if (first && LOCAL_LISTERS.has(first.name)) return isWholeLocalListing(first, cmds.slice(1));
  if (first && HTTP_GETTERS.has(first.name) && isCollectionGet(first.args)) return !cmds.slice(1).some(picksSome);
  // gam print users|groups|devices … with no query: every one of them.
  if (first && first.name === 'gam' && first.args[0] === 'print' && !first.args.some((x) => /^(?:query|queries|ou|ou_and_children|select|limit)$/i.test(x))) return !cmds.slice(1).some(picksSome);
  // (cls-code18) Every account of a machine or directory listed: net user (cmd's for /f … in ('net user')), getent passwd,
  // Get-LocalUser, Get-ADUser -Filter *: a loop deleting each is every account.
  if (first && ((first.name === 'net' && /^users?$/i.test(first.args[0] ?? '') && first.args.length === 1) || (first.name === 'getent' && first.args[0] === 'passwd' && first.args.length === 1) || (/^get-localuser$/i.test(first.name) && first.args.length === 0) || (/^get-aduser$/i.test(first.name) && /^-filter$/i.test(first.args[0] ?? '') && /^["']?\*["']?$/.test(first.args[1] ?? '')))) return !cmds.slice(1).some(picksSome);
  // (cls-interp21) etcdctl get --prefix with an empty or root prefix (--keys-only or not), or --from-key "": every key.
  if (first && first.name === 'etcdctl' && first.args[0] === 'get' && first.args.some((x) => x === '--prefix' || x === '--from-key' || x === '--from-key=true') && positionalsOf(first.args.slice(1)).every((x) => /^(?:\/|\/registry\/?)?$/.test(x))) return !cmds.slice(1).some(picksSome);
  if (!first || !LISTING_CLIS.has(first.name)) return false;
  const a = first.args;
  let listAt = -1;
  let seen = 0;
  for (let i = 0; i < a.length && seen < 4; i++) {
    const x = a[i] as string;
    if (x.startsWith('-')) continue;
    seen++;
    if (LIST_WORD.test(x.toLowerCase())) {
      listAt = i;
      break;
    }
  }
  const redisAll = first.name === 'redis-cli' && (a.includes('--scan') ? !a.some((x, i) => x === '--pattern' && a[i + 1] !== '*') : listAt >= 0 && a[listAt + 1] === '*');
  // gh api orgs/acme/members, glab api projects/12/members: a GET of a collection lists it.
  if ((first.name === 'gh' || first.name === 'glab') && a[0] === 'api' && !a.some((x) => /^(?:-X|--method)$/.test(x) || /^-X(?!GET)/.test(x)) && /(?:^|\/)[a-z_]+s\/?(?:\?.*)?$/.test(positionalsOf(a.slice(1))[0] ?? '')) listAt = 0;
  if (listAt < 0 && !redisAll) return false;
  if (first.name !== 'redis-cli') {
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as string;
      // (lead17) govc find -type m: the kind of object listed (every VM), not a filter.
      if (first.name === 'govc' && x === '-type') continue;
      // (cls-en17) A filter naming only the environment (--filters Name=tag:env,Values=prod, --filter=labels.env=staging,
      // -l env=prod, --tag-name prod) narrows nothing within it: every resource of that environment is listed.
      if (NARROWING_OPTION.test(x) && ENV_ONLY_FILTER.test(x.includes('=') && !/^--?(?:filters?|tag-name|tag|l|label|labels|selector)$/.test(x) ? x.replace(/^--?[\w-]+=/, '') : (a[i + 1] ?? '')) && !/^--?(?:name-prefix|prefix|pattern|match|search|grep|regex|owner|limit|max-items|max-results|page-size|first|last|since|until|before|after|older-than|newer-than|created|customer|type|status|state)\b/.test(x)) {
        if (!x.includes('=') || /^--?(?:filters?|tag-name|tag|l|label|labels|selector)$/.test(x)) i++;
        continue;
      }
      if (NARROWING_OPTION.test(x)) return false;
      // --query 'Reservations[].Instances[?State…]': a JMESPath with a condition picks some.
      if (/\[\?|==|contains\(|starts_with\(/.test(x)) return false;
    }
    // kubectl get pods web-1: a named item, not a listing of all.
    const after = a.slice(listAt + 1).filter((x, i, arr) => !x.startsWith('-') && !/^-/.test(arr[i - 1] ?? ''));
    if (after.length > 1) return false;
    // (lead16) aws s3 ls s3://bucket/tmp/, gsutil ls gs://b/2024/: a prefix under the bucket lists only what is under it.
    if (after.some((x) => /^[a-z][a-z0-9+]*:\/\/[^/\s]+\/[^\s*]+/i.test(x) && !/^(?:https?|ftp|file):/i.test(x))) return false;
  }
  return !cmds.slice(1).some(picksSome);
}

/** (cls-shell18) A command that lists every account of a machine or domain. */
function isAccountListing(c: Cmd): boolean {
  const a = c.args;
  if (c.name === 'net' && /^users?$/i.test(a[0] ?? '')) return a.slice(1).every((x) => /^\/(?:domain|do)$/i.test(x));
  if (c.name === 'getent' && a[0] === 'passwd' && a.length === 1) return true;
  if (c.name === 'compgen' && a.length === 1 && a[0] === '-u') return true;
  if (c.name === 'dscl' && a.includes('-list') && a.some((x) => /^\/Users\/?$/i.test(x))) return true;
  if ((c.name === 'cut' || c.name === 'awk' || c.name === 'gawk') && a[a.length - 1] === '/etc/passwd') return c.name === 'cut' || !picksSome({ ...c, args: a.slice(0, -1) }) || uidOnly(c);
  return false;
}
/** (cls-shell18) An awk stage whose only test is the uid threshold of human accounts ($3 >= 1000, $3 > 999, below nobody's 65534). */
function uidOnly(c: Cmd): boolean {
  if (!/^g?awk$/.test(c.name)) return false;
  const prog = c.args.find((x) => x.includes('$3'));
  if (!prog) return false;
  const cond = (prog.split('{')[0] ?? '').replace(/\s+/g, '');
  return /^\$3(?:>=1000|>999)(?:&&\$3(?:<65534|!=65534|<=65533|<60000))?$/.test(cond);
}
/** (cls-shell18) A grep/findstr that only drops a listing's header, footer or built-in entries (kube-system, root, Administrator). */
function dropsOnlyBuiltins(c: Cmd): boolean {
  if (!['grep', 'egrep', 'findstr'].includes(c.name)) return false;
  const a = c.args;
  if (!a.some((x) => /^-[a-zA-Z]*v[a-zA-Z]*$|^\/v$/i.test(x))) return false;
  const pats = a.filter((x) => !/^[-/]/.test(x) || /^\/(?:etc|var|home)\b/.test(x)).join(' ').split(/\s+|\\\|/).filter(Boolean);
  return pats.length > 0 && pats.every((x) => /^\^?(?:NAME|ID|kube-?(?:system|public|node-lease)?|default|openshift-?|root|administrator|guest|defaultaccount|wdagutilityaccount|krbtgt|command|completed|the|successfully|-+|user|accounts?|for|\\\\.*|\^-+)\$?$/i.test(x.replace(/^["']|["']$/g, '')));
}
/** (cls-en17) A listing filter's value that names only an environment (a tag or label env/environment/stage = prod …). */
const ENV_ONLY_FILTER = /^["']?(?:name=tag:(?:env|environment|stage|tier),values=|(?:labels?|tags?)\.(?:env|environment|stage|tier)\s*[=:]\s*|(?:env|environment|stage|tier)\s*[=:]\s*)["']?(?:prod|production|prd|live|staging|stage|stg)["']?$|^["']?(?:prod|production|staging)["']?$/i;
/** A filter stage that keeps only some lines of a listing. */
function picksSome(c: Cmd): boolean {
  if (dropsOnlyBuiltins(c)) return false;
  if (PICKERS.has(c.name)) return true;
  // tail -n +2 skips a header; any other tail keeps only some lines.
  if (c.name === 'tail' && !/(?:^|\s)(?:-n\s*)?\+\d+/.test(c.args.join(' '))) return true;
  if ((c.name === 'awk' || c.name === 'gawk' || c.name === 'mawk') && c.args.some((x) => /(?:^|[^{])\s*(?:\/[^/]+\/|\$\d+\s*(?:[=!]=|~|!~|[<>]))/.test(x.split('{')[0] ?? ''))) return true;
  if (c.name === 'jq' && c.args.some((x) => /select\(/.test(x))) return true;
  if (c.name === 'sed' && c.args.some((x) => /^-[a-z]*n/.test(x))) return true;
  return false;
}

const HTTP_GETTERS = new Set(['curl', 'http', 'https', 'xh', 'curlie', 'wget']);
/** Query keys that only page or shape a listing; any other key filters it. */
const PAGING_KEY = /^(?:limit|page|per_page|page_size|pagesize|size|cursor|after|offset|start|fields|expand|include|sort|order|format)$/i;

/**
 * lead15: `curl -s "$OKTA/api/v1/users?limit=200" | jq -r '.[].id' | while read id; do curl -X DELETE …/$id`: a GET of
 * a collection (a plural last path segment, no filter in its query, no body) lists every item there is.
 */
function isCollectionGet(a: readonly string[]): boolean {
  let url = '';
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    if (/^(?:-X|--request)$/.test(x) || /^-[a-zA-Z]+X$/.test(x)) {
      if (!/^get$/i.test(a[i + 1] ?? '')) return false;
      i++;
    } else if (/^-X(?!GET$)/.test(x) || /^(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|--json)$/.test(x) || /^(?:POST|PUT|PATCH|DELETE)$/.test(x)) return false;
    else if (/^(?:-H|--header|-u|--user|-o|--output|-w|--write-out|-A|--user-agent|-b|--cookie|--cacert|--cert|--key|-m|--max-time|--connect-timeout|--retry)$/.test(x)) i++;
    else if (!url && !x.startsWith('-') && /^(?:https?:\/\/|\$\{?\w+\}?\/|[\w.-]+\.[a-z]{2,}\/)/i.test(x)) url = x;
  }
  if (!url) return false;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const segs = path.replace(/\/+$/, '').split('/');
  const last = segs[segs.length - 1] ?? '';
  // The members of one group, list, segment or role (…/groups/<id>/users) are a chosen set, not everyone.
  if (/^(?:groups|teams|lists|segments|audiences|tags|labels|channels|roles|departments|cohorts|views|filters|saved_searches)$/i.test(segs[segs.length - 3] ?? '')) return false;
  if (!/^[a-z][a-z_-]*[a-z]s$/i.test(last) || /(?:status|news|settings|stats|metrics|logs|events)$/i.test(last)) return false;
  for (const kv of query.split('&')) if (kv && !PAGING_KEY.test(kv.split('=')[0] ?? '')) return false;
  return true;
}

/**
 * What find's `{}` stands for: the start directory joined with the -name pattern (find /tmp -name 'pytest-of-*' →
 * /tmp/pytest-of-*), so a command run on it is judged by the kind of path it gets (temporary, generated, system …).
 */
function foundPath(findArgs: readonly string[]): string {
  const start = findArgs[0] !== undefined && !(findArgs[0] as string).startsWith('-') ? (findArgs[0] as string).replace(/\/+$/, '') : '.';
  const nameAt = findArgs.findIndex((x) => x === '-name' || x === '-iname');
  const pattern = nameAt >= 0 ? (findArgs[nameAt + 1] ?? '') : '';
  return `${start}/${pattern && !/[/\\]/.test(pattern) && pattern !== '*' ? pattern : 'FOUND_FILE'}`;
}

/**
 * (lead16) `find … | xargs rm -f`, `find … -print0 | xargs -0 -I{} rm {}`: the command runs on what find found, exactly as
 * `find … -exec rm -f {} +` does, so both are read the same way: find is judged with that -exec (its directory, name and
 * age tests), and the command gets find's path in place of its input.
 */
function xargsOverFind(prev: Cmd, cur: Cmd): void {
  if (prev.args.some((x) => /^-(?:exec|execdir|ok|okdir|delete)$/.test(x))) return;
  const replace = /(?:^|\s)-I\s*(\S+)/.exec(cur.text)?.[1] ?? '{}';
  const inner = cur.args.some((x) => x.includes(replace)) ? cur.args.map((x) => x.split(replace).join('{}')) : [...cur.args, '{}'];
  const found = foundPath(prev.args);
  prev.args = [...prev.args.filter((x) => x !== '-print0' && x !== '-print'), '-exec', cur.name, ...inner, '+'];
  cur.args = inner.map((x) => x.split('{}').join(found));
  cur.quoted = cur.args.map(() => false);
  cur.execOf = prev;
}

/** (cls-shell19) Programs that remove the files named as their arguments. */
const PATH_REMOVERS = /^(?:rm|unlink|shred|srm|del|erase|remove-item|trash|trash-put|rimraf)$/i;

/**
 * (cls-shell19) `ls /var/backups/mysql/*.sql.gz | xargs -P 8 rm -f`: `ls` of a glob prints the very paths the glob names,
 * so a remover fed them acts on exactly that set, as `rm -f /var/backups/mysql/*.sql.gz` would (a loop over a listing is the
 * set the listing returns). Only globs: `ls DIR` prints bare names, which the remover would look for elsewhere.
 */
function xargsOverGlob(prev: Cmd, cur: Cmd): void {
  if (!PATH_REMOVERS.test(cur.name)) return;
  const globs = lsGlobs(prev.args);
  if (globs === null) return;
  const replace = /(?:^|\s)-I\s*(\S+)/.exec(cur.text)?.[1] ?? (/(?:^|\s)(?:-i|--replace)(?:\s|=|$)/.test(cur.text) ? '{}' : null);
  if (replace) {
    // Only the bare item (`-I{} rm -f {}`): a name built around it (`/other/{}`) is another path.
    if (!cur.args.some((a) => a === replace)) return;
    cur.args = cur.args.flatMap((a) => (a === replace ? globs : [a]));
  } else {
    if (cur.args.some((a) => !a.startsWith('-'))) return;
    cur.args = [...cur.args, ...globs];
  }
  cur.quoted = cur.args.map(() => false);
  cur.bulk = false;
}

/** (cls-shell19) The globs an `ls` is given, when every path it lists is one (no -R, which lists inside directories). */
function lsGlobs(args: readonly string[]): string[] | null {
  const paths = args.filter((x) => !x.startsWith('-'));
  if (paths.length === 0 || paths.length > 8 || args.some((x) => /^-[a-zA-Z]*R|^--recursive$/.test(x))) return null;
  return paths.every((x) => /[*?]/.test(x) && !/[$`{}]/.test(x)) ? paths : null;
}

/** (cls-shell19) The paths a `$(ls GLOB…)` or `$(find DIR [-type f] [-name GLOB])` word list stands for, or null. */
export function listedPaths(script: string): string[] | null {
  const t = script.trim();
  if (t.length > 300 || /[|;&<>`$()]/.test(t)) return null;
  const w = t.split(/\s+/).map((x) => x.replace(/^(["'])(.*)\1$/, '$2'));
  if (w[0] === 'ls') return lsGlobs(w.slice(1));
  if (w[0] !== 'find' || !w[1] || w[1].startsWith('-')) return null;
  let name = '*';
  for (let i = 2; i < w.length; i++) {
    const x = w[i] as string;
    if ((x === '-type' && w[i + 1] === 'f') || x === '-maxdepth' || x === '-mindepth') i++;
    else if ((x === '-name' || x === '-iname') && w[i + 1] && !/[/]/.test(w[i + 1] as string)) name = w[++i] as string;
    else if (x === '-print') continue;
    else return null;
  }
  return [`${(w[1] as string).replace(/\/+$/, '')}/${name}`];
}

/** Runs an argv that is already split (docker exec c rm -rf /data, find -exec rm {}). */
function runArgv(argv: string[], scope: Scope, frame: Frame, run: Run, stdin: string | undefined): void {
  dispatch(argv, argv.map(() => false), [], argv.join(' '), stdin, copyEnv(frame.env), false, scope, frame, run);
}

function push(c: Cmd, run: Run): Cmd {
  if (run.out.length < LIMITS.commands) run.out.push(c);
  else if (!run.unread.includes('too many commands to read fully')) run.unread.push('too many commands to read fully');
  return c;
}

// ---------------------------------------------------------------------------------------------
// Pipelines: link neighbours, and follow literal text through decoders into interpreters.

const INTERPRETERS_READING_STDIN = new Set([...SHELLS, 'python', 'python3', 'python2', 'perl', 'ruby', 'node', 'php', 'deno', 'bun', 'iex', 'invoke-expression', 'pwsh', 'powershell', 'source', '.']);

function linkPipeline(cmds: Cmd[], scope: Scope, frame: Frame, run: Run): void {
  // `echo x | sh -c 'curl … | sudo bash'`: the element standing for `sh -c` is the last command of its own script,
  // already fed by that script's pipe (curl → bash). The outer pipe feeds the script's first command, not that one:
  // relinking it would cut curl → bash and read "x" as bash's script instead.
  const fedInside = cmds.map((c) => c.pipeIn !== null);
  // (cls-interp21) `xargs rm -rf <<< '/var/backups'`, a heredoc into xargs: the literal text is its items, as piped echo is.
  const head = cmds[0];
  if (head && head.bulk && !head.every && !head.pipeIn && head.stdin !== undefined && head.via[head.via.length - 1] === 'xargs' && !head.dynamicName && head.redirects.some((r) => r.op === '<<<' || r.body !== undefined)) namedXargsItems(head, head.stdin);
  for (let i = 1; i < cmds.length; i++) {
    const prev = cmds[i - 1] as Cmd;
    const cur = cmds[i] as Cmd;
    prev.pipeOut = cur;
    if (fedInside[i]) continue;
    cur.pipeIn = prev;
    // kubectl get ns -o name | xargs kubectl delete: once for everything the listing names.
    const how = cur.via[cur.via.length - 1];
    if (cur.bulk && (how === 'xargs' || how === 'parallel' || how === 'gam csv') && isWholeListing(cmds.slice(0, i))) cur.every = true;
    if (how === 'xargs' && prev.name === 'find' && cur.bulk && !cur.dynamicName) xargsOverFind(prev, cur);
    if (how === 'xargs' && prev.name === 'ls' && cur.bulk && !cur.dynamicName) xargsOverGlob(prev, cur);
  }
  for (let i = 1; i < cmds.length; i++) {
    const cur = cmds[i] as Cmd;
    if (cur.stdin !== undefined || fedInside[i]) continue;
    const upstream = staticOutput(cmds[i - 1] as Cmd);
    if (upstream === null) continue;
    cur.stdin = upstream;
    if (cur.bulk && !cur.every && cur.via[cur.via.length - 1] === 'xargs') namedXargsItems(cur, upstream);
    // (cls-remote26) `echo … | base64 -d | ssh host bash`: the remote shell runs the piped text, there.
    const remoteShell = cur.name === 'ssh' ? sshShellReadingStdin(cur.args) : null;
    if (remoteShell) {
      cur.stdinRead = true;
      runText(upstream, { ...scope, vars: new Map() }, withFrame(frame, { depth: frame.depth + 1, host: remoteShell.host, sudo: frame.sudo || remoteShell.sudo, via: [...frame.via, `ssh ${remoteShell.host}`], dialect: 'posix' }), run);
    }
    if (INTERPRETERS_READING_STDIN.has(cur.name) && isShellName(cur.name) && !cur.args.some((x) => !x.startsWith('-'))) {
      cur.stdinRead = true;
      const decoded = cmds.slice(0, i).some((c) => c.name === 'base64' || c.name === 'xxd' || c.name === 'rev' || c.name === 'openssl');
      runText(upstream, scope, withFrame(frame, { depth: frame.depth + 1, sudo: frame.sudo || cur.sudo, via: [...frame.via, decoded ? 'decoded text piped into a shell' : 'text piped into a shell'], dialect: cur.name === 'iex' || cur.name === 'invoke-expression' || cur.name === 'pwsh' || cur.name === 'powershell' ? 'powershell' : 'posix' }), run);
    }
  }
}

/**
 * `echo build dist | xargs rm -rf`, `printf '/tmp/a\\n' | xargs -I{} rm -rf {}`: xargs fed literal text runs its command
 * on exactly those items, as if they were written in it (appended, or in place of the replace string, where the one
 * that reaches furthest stands for every pass). A set of named items, not a bulk operation over unknown input.
 */
function namedXargsItems(cur: Cmd, upstream: string): void {
  if (/[$`]/.test(upstream)) return;
  const replace = /(?:^|\s)-I\s*(\S+)/.exec(cur.text)?.[1] ?? (/(?:^|\s)(?:-i|--replace)(?:\s|=|$)/.test(cur.text) ? '{}' : null);
  const items = (replace ? upstream.split('\n') : upstream.split(/\s+/)).map((x) => x.trim()).filter(Boolean);
  if (items.length === 0 || items.length > 64) return;
  if (replace) {
    if (!cur.args.some((a) => a.includes(replace))) return;
    const item = farthest(items);
    cur.args = cur.args.map((a) => a.split(replace).join(item));
  } else {
    cur.args = [...cur.args, ...items];
    cur.quoted = [...cur.quoted, ...items.map(() => false)];
  }
  cur.bulk = false;
}

function isShellName(name: string): boolean {
  return SHELLS.has(name) || name === 'iex' || name === 'invoke-expression' || name === 'pwsh' || name === 'powershell' || name === 'source' || name === '.';
}

/** The output of a command when it is fixed text (echo, printf, cat <<EOF) or a decoding of it. */
export function staticOutput(c: Cmd): string | null {
  const n = c.name;
  if (n === 'echo' || n === 'write-output' || n === 'write-host') {
    let args = c.args;
    let interpret = false;
    while (args[0] === '-n' || args[0] === '-e' || args[0] === '-ne' || args[0] === '-en' || args[0] === '-E') {
      if (args[0]?.includes('e') && args[0] !== '-E') interpret = true;
      args = args.slice(1);
    }
    const s = args.join(' ');
    if (s.includes('$(…)') || /\$[A-Za-z_{]/.test(s)) return null;
    return interpret ? unescapeEcho(s) : s;
  }
  if (n === 'printf') {
    const [fmt, ...rest] = c.args;
    if (fmt === undefined || fmt.includes('$(…)')) return null;
    let k = 0;
    let out = unescapeEcho(fmt).replace(/%[-0-9.]*[sbdq]/g, () => rest[k++] ?? '');
    // (cls-edits17) printf reuses its format while arguments remain: `printf '%s\n' a b c` prints three lines.
    for (let i = 0; i < 64 && k > 0 && k < rest.length; i++) out += unescapeEcho(fmt).replace(/%[-0-9.]*[sbdq]/g, () => rest[k++] ?? '');
    return out;
  }
  if ((n === 'cat' || n === 'type') && c.args.length === 0 && c.stdin !== undefined) return c.stdin;
  // awk '{ print "rm -rf /home/" $1 }': each line it prints is that text around a field of its input.
  if (/^(?:g|m|n)?awk$/.test(n)) {
    const prog = c.args.find((x) => !x.startsWith('-')) ?? '';
    const m = /^\s*\{?\s*print\s+"([^"]*)"\s*\$(?:\d+|NF)\s*(?:"([^"]*)")?\s*;?\s*\}?\s*$/.exec(prog);
    if (m) return `${m[1] as string}$ARG${m[2] ?? ''}`;
  }
  // `mktemp [-d]` prints a fresh name under the temp directory (`-p DIR`, `--tmpdir=DIR` choose another parent):
  // `tmp=$(mktemp -d); …; rm -rf "$tmp"` removes only what it made.
  if (n === 'mktemp') {
    const a = c.args;
    let dir = '/tmp';
    for (let i = 0; i < a.length; i++) {
      const x = a[i] as string;
      if ((x === '-p' || x === '--tmpdir') && a[i + 1] && !a[i + 1]?.startsWith('-')) dir = a[i + 1] as string;
      else if (x.startsWith('--tmpdir=')) dir = x.slice(9);
      else if (!x.startsWith('-') && x.includes('/')) return /X{3,}/.test(x) ? x.replace(/X{3,}/, 'mktemp') : null;
    }
    if (/\$|\(…\)/.test(dir)) return null;
    return `${dir.replace(/\/+$/, '')}/tmp.mktemp`;
  }
  const input = c.stdin ?? (c.pipeIn ? staticOutput(c.pipeIn) : null);
  if (input === null) return null;
  if (n === 'base64' && c.args.some((x) => x === '-d' || x === '--decode' || x === '-D' || x === '-di')) return decodeBase64(input.trim());
  if (n === 'openssl' && c.args[0] === 'base64' && c.args.includes('-d')) return decodeBase64(input.trim());
  if (n === 'xxd' && c.args.includes('-r')) {
    const hex = input.replace(/[^0-9a-fA-F]/g, '');
    let s = '';
    for (let i = 0; i + 1 < hex.length; i += 2) s += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
    return s;
  }
  if (n === 'rev') return input.split('\n').map((l) => [...l].reverse().join('')).join('\n');
  if (n === 'tr' && c.args[0] === 'a-zA-Z' && c.args[1] === 'n-za-mN-ZA-M') return input.replace(/[a-zA-Z]/g, (ch) => String.fromCharCode(((ch.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (ch === ch.toLowerCase() ? 97 : 65)));
  if (n === 'cat' && c.args.length === 0) return input;
  return null;
}

function unescapeEcho(s: string): string {
  return s.replace(/\\(x[0-9a-fA-F]{1,2}|0[0-7]{0,3}|[0-7]{1,3}|[ntr\\])/g, (_m, e: string) => {
    if (e === 'n') return '\n';
    if (e === 't') return '\t';
    if (e === 'r') return '\r';
    if (e === '\\') return '\\';
    if (e.startsWith('x')) return String.fromCharCode(parseInt(e.slice(1), 16));
    return String.fromCharCode(parseInt(e, 8) & 0xff);
  });
}
