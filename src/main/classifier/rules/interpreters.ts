// Interpreter one-liners and scripts fed to interpreters: python -c, node -e /
// -p, perl -e / -ne, ruby -e, php -r, deno eval, bun -e, osascript -e,
// Rscript -e; a heredoc or literal piped into an interpreter. The code goes
// to the program-code reader; a script file is judged by its name.
import { f, ladder, snippet, type Finding } from '../findings';
import { positionals, type Cmd } from '../shell/parse';
import { commandFamily, type Ctx, type Handler } from './types';

const CODE_FLAG: Record<string, RegExp> = {
  python: /^-c$/,
  node: /^(?:-e|--eval|-p|--print)$/,
  // (cls-code15) a flag that takes its value joined (ruby -rstripe, -Ilib; perl -Mfeature, -Idir) is no -e however it ends.
  perl: /^-(?![MmIx])[a-zA-Z]*[eE]$/,
  ruby: /^-(?![rIxCE])[a-zA-Z]*e$/,
  php: /^-r$/,
  bun: /^(?:-e|--eval|-p|--print)$/,
  osascript: /^-e$/,
  rscript: /^-e$/,
  lua: /^-e$/,
  pwsh: /^-c$/,
  julia: /^(?:-e|--eval|-E|--print)$/,
  elixir: /^(?:-e|--eval)$/,
  groovy: /^-e$/,
  scala: /^-e$/,
  swift: /^-e$/,
  kotlin: /^-e$/,
  raku: /^-e$/,
  erl: /^-eval$/,
  ipython: /^-c$/,
  // Lisps: Clojure (clojure/clj -M -e, babashka bb -e), Racket -e, SBCL --eval, Guile -c, Emacs --eval.
  clojure: /^(?:-e|--eval)$/,
  racket: /^(?:-e|--eval)$/,
  sbcl: /^--eval$/,
  guile: /^(?:-c)$/,
  emacs: /^--eval$/,
  crystal: /^eval$/,
  // Haskell's ghc -e / ghci -e evaluate an expression.
  ghc: /^-e$/,
  // (cls-interp21) Google's zx evaluates JavaScript whose $`…` templates run shell commands.
  zx: /^(?:-e|--eval)$/,
};

/** (cls-interp21) How an inline program names the words given after it, and which of them index 1 is. */
const ARGV_REF: Record<string, { re: RegExp; first: number }> = {
  python: { re: /\bsys\.argv\[\s*(\d)\s*\]/g, first: 1 },
  node: { re: /\bprocess\.argv\[\s*(\d)\s*\]/g, first: 1 },
  bun: { re: /\b(?:process|Bun)\.argv\[\s*(\d)\s*\]/g, first: 1 },
  ruby: { re: /\bARGV\[\s*(\d)\s*\]|\bARGV\.(first)\b/g, first: 0 },
  perl: { re: /\$ARGV\[\s*(\d)\s*\]/g, first: 0 },
  php: { re: /\$argv\[\s*(\d)\s*\]/g, first: 1 },
};

/** (cls-interp21) `python3 -c "…shutil.rmtree(sys.argv[1])" /var/backups`: the words after the code are its arguments, so
 *  a reference to one is that word (a name bound on the command line is resolved, as a shell variable is). */
export function withArgv(kind: string, code: string, after: readonly string[]): string {
  const ref = ARGV_REF[kind];
  if (!ref || after.length === 0 || code.length > 20_000) return code;
  const words = after[0] === '--' ? after.slice(1) : after;
  if (words.length === 0 || !ref.re.test(code)) return code;
  ref.re.lastIndex = 0;
  return code.replace(ref.re, (m, n: string) => {
    const k = (n === 'first' ? 0 : Number(n)) - ref.first;
    const w = k >= 0 ? words[k] : undefined;
    return w === undefined ? m : JSON.stringify(w);
  });
}

/** (cls-interp21) A one-liner's statements put on lines of their own (`d='/x'; os.system(f'rm -rf {d}')`), so names bound
 *  in it are read as a script's are. Only `;` outside quotes, brackets and braces; short code only. */
export function oneLinerStatements(code: string): string {
  if (code.length > 4000 || !code.includes(';') || code.includes('\n')) return code;
  let out = '';
  let q = '';
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i] as string;
    if (q) {
      if (ch === '\\') {
        out += ch + (code[i + 1] ?? '');
        i++;
        continue;
      }
      if (ch === q) q = '';
      out += ch;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') q = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      out += ';\n';
      while (code[i + 1] === ' ') i++;
      continue;
    }
    out += ch;
  }
  return out;
}

function interp(kind: string): Handler {
  return (cmd: Cmd, ctx: Ctx): Finding[] => {
    const a = cmd.args;
    const re = CODE_FLAG[kind];
    // (cls-code15) A file server over the home directory or the root (python -m http.server -d ~, php -S 0.0.0.0:8000 -t /,
    // ruby -run -e httpd ~) hands every key and credentials file in it to whoever reaches the port: a control weakened.
    // Bound to localhost it stays on this machine; over the project's own folder it is routine.
    if (servesSecrets(kind, a)) return [servingSecrets(cmd.text)];
    // deno run - reads the program from standard input (a heredoc); deno eval takes it as arguments.
    if (kind === 'deno' && a[0] === 'run' && a.includes('-') && cmd.stdin !== undefined) return readCode(cmd.stdin, cmd, ctx);
    if (kind === 'deno' && (a[0] === 'eval' || a[0] === 'run' && a.includes('-'))) return readCode(a.slice(1).join(' '), cmd, ctx);
    // The code joined to its flag (nim e --eval:'…', node --eval=…, julia --eval=…): the same code.
    const joined = a.find((x) => /^--eval[:=]/.test(x));
    if (joined !== undefined && joined.length > 7) return readCode(joined.slice(7), cmd, ctx);
    if (re) {
      const i = a.findIndex((x) => re.test(x));
      if (i >= 0 && a[i + 1] !== undefined) {
        // perl -pi -e 's/…/' file: an in-place edit, read by the files it changes.
        // (-M and -I load modules and paths: -MFile::Path is no -i.)
        if (kind === 'perl' && a.some((x) => /^-(?![MmI])[a-zA-Z]*i/.test(x))) return [];
        // (cls-interp20) ruby -pi -e 'sub(/re/, "text")' file (or gsub, $_.sub!): the same in-place edit as sed -i.
        if (kind === 'ruby' && a.some((x) => /^-[a-zA-Z]*i/.test(x) && !/^-[rIxCE]/.test(x))) {
          const sub = /\bg?sub!?\s*\(\s*\/((?:[^/\\\n]|\\.){1,200})\/\w*\s*,\s*(["'])((?:[^"'\\\n]|\\.){0,200})\2\s*\)/.exec(a[i + 1] as string);
          const files = positionals(a.slice(i + 2));
          if (sub && files.length) return ctx.inner(`sed -i ${shellQuote(`s/${sub[1] as string}/${(sub[3] as string).replace(/\//g, '\\/')}/`)} ${files.map(shellQuote).join(' ')}`);
        }
        // node -p / --print (and bun, julia -E) print the value of the expression they are given.
        if (/^(?:-p|--print|-E)$/.test(a[i] as string) && kind !== 'perl') return readCode(`console.log(${withArgv(kind, a[i + 1] as string, a.slice(i + 2))})`, cmd, ctx);
        return readCode(oneLinerStatements(withArgv(kind, a[i + 1] as string, a.slice(i + 2))), cmd, ctx);
      }
    }
    if (cmd.stdin !== undefined && (a.length === 0 || a.includes('-'))) return readCode(cmd.stdin, cmd, ctx);
    if (kind === 'python' && a[0] === '-m') return [];
    // (cls-code15) deno run / bun run SCRIPT: the script is the word after the subcommand.
    const script = (kind === 'deno' || kind === 'bun') && a[0] === 'run' ? positionals(a.slice(1))[0] : positionals(a)[0];
    if (!script) return [f('reversible', `opens an interactive ${cmd.name} session`)];
    // php artisan …: Laravel's console, read by its task (tinker --execute code, migrate:fresh).
    if (kind === 'php' && script === 'artisan') {
      // (cls-code17) What is fed to it (echo '…' | php artisan tinker, a here-doc) stays fed to it.
      const line = ['artisan', ...a.slice(a.indexOf('artisan') + 1)].map(shellQuote).join(' ');
      const fed = cmd.pipeIn && (cmd.pipeIn.name === 'echo' || cmd.pipeIn.name === 'printf') ? `${cmd.pipeIn.text} | ` : '';
      return ctx.inner(cmd.stdin !== undefined && !fed ? `${line} <<'ZQARTISAN'\n${cmd.stdin}\nZQARTISAN` : `${fed}${line}`);
    }
    // (lead17) Symfony's console: SQL handed to doctrine:query:sql / dbal:run-sql runs on the app's database (in the
    // environment APP_ENV or --env names); a database or schema dropped empties it; other tasks read by their name.
    if (kind === 'php' && /^(?:\.\/)?bin\/console$/.test(script)) {
      const rest = positionals(a.slice(a.indexOf(script) + 1));
      const t = (rest[0] ?? '').toLowerCase();
      const envWord = [cmd.env.APP_ENV ?? '', a.find((x) => x.startsWith('--env='))?.slice(6) ?? a.find((x, i) => a[i - 1] === '--env' || a[i - 1] === '-e') ?? ''].join(' ').trim();
      const where = envWord ? ` (environment ${envWord})` : '';
      if ((t === 'doctrine:query:sql' || t === 'dbal:run-sql') && rest[1]) return ctx.sql(rest[1]).map((x) => ({ ...x, reason: `${x.reason}${where}` }));
      if (/^doctrine:(?:database|schema):drop$/.test(t) && a.includes('--force')) return [ladder('forbidden', 'dangerous', 'destructive', `drops the app's database or schema${where} (${snippet(cmd.text, 60)})`)];
      const named = ctx.byName(`${t.replace(/^app:/, '')} ${envWord}`, cmd).filter((x) => !/^(?:changes one record|edits files)/.test(x.reason));
      return named.length ? named : [f('reversible', `runs the Symfony console task ${snippet(t, 40)}`)];
    }
    const named = ctx.byName(script, cmd);
    return named.length ? named : [f('reversible', `runs the script ${snippet(script, 40)}`)];
  };
}

export function servingSecrets(text: string): Finding {
  return f('dangerous', `serves the home directory or the whole disk over the network, keys and credentials files included (${snippet(text, 60)})`);
}

export function servesSecrets(kind: string, a: readonly string[]): boolean {
  const server = (kind === 'python' && a[0] === '-m' && /^(?:http\.server|SimpleHTTPServer)$/.test(a[1] ?? '')) || (kind === 'php' && a.includes('-S')) || (kind === 'ruby' && a[0] === '-run' && a.includes('httpd'));
  if (!server) return false;
  if (a.some((x, i) => /^(?:-b|--bind)$/.test(x) && /^(?:127\.|localhost|::1)/.test(a[i + 1] ?? '')) || (kind === 'php' && a.some((x) => /^(?:127\.|localhost)/.test(x)))) return false;
  const dirAt = a.findIndex((x) => /^(?:-d|--directory|-t)$/.test(x));
  const dir = dirAt >= 0 ? a[dirAt + 1] ?? '' : kind === 'ruby' ? (a[a.indexOf('httpd') + 1] ?? '') : '';
  return /^(?:~\/?|\$HOME\/?|\$\{HOME\}\/?|\/|\/root\/?|\/home\/[\w.-]+\/?|\/Users\/[\w.-]+\/?|\/etc\/?)$/.test(dir);
}

/** awk: its program runs commands only through system("…") or by printing into a pipe to a shell. */
/** (cls-code19) Tcl's own commands that act: `exec prog args` runs a program; `file delete ?-force? ?--? path …` deletes,
 *  the home as $env(HOME); the rest of the script is read for nothing else. */
const tclCmd: Handler = (cmd, ctx) => {
  const ci = cmd.args.findIndex((x) => x === '-c');
  const script = ci >= 0 ? cmd.args[ci + 1] : cmd.stdin;
  if (script === undefined) return [];
  const out: Finding[] = [];
  const home = (p: string): string => p.replace(/\$(?:::)?env\(HOME\)|\[file normalize ~\]/g, '~');
  for (const m of script.slice(0, 8000).matchAll(/(?:^|[;\n[{])[ \t]*(?:exec[ \t]+(?:--[ \t]+)?([^\n;\]}]{1,400})|file[ \t]+delete[ \t]+((?:-force[ \t]+)?)(?:--[ \t]+)?([^\n;\]}]{1,400}))/g)) {
    if (m[1]) out.push(...ctx.inner(home((m[1] as string).replace(/[ \t]*&[ \t]*$/, ''))));
    else out.push(...ctx.inner(`rm ${m[2] ? '-rf ' : ''}${home(m[3] as string)}`));
    if (out.length >= 8) break;
  }
  return out.length ? out : [f('reversible', `runs a Tcl script (${snippet(script, 40)})`)];
};

const awkCmd: Handler = (cmd, ctx) => {
  const prog = cmd.args.find((x, i) => !x.startsWith('-') && !/^-[fv]$/.test(cmd.args[i - 1] ?? '')) ?? '';
  const shell: string[] = [];
  for (const m of prog.matchAll(/\bsystem\s*\(\s*"((?:[^"\\]|\\.){1,2000})"/g)) shell.push((m[1] as string).replace(/\\(["\\])/g, '$1'));
  // print "rm -rf " $1 | "sh": each line printed is a command for the shell.
  for (const m of prog.matchAll(/\bprint\s+"((?:[^"\\]|\\.){1,400})"[^|]{0,200}\|\s*"(?:\/bin\/)?(?:ba|z|da)?sh"/g)) shell.push(`${(m[1] as string).replace(/\\(["\\])/g, '$1')}$ARG`);
  // (cls-code17) "cmd" | getline v and print … | "cmd": awk runs the quoted command line through the shell either way.
  for (const m of prog.matchAll(/"((?:[^"\\]|\\.){1,2000})"\s*\|\s*getline\b|\bprint[f]?\b[^|\n]{0,200}\|\s*"((?:[^"\\]|\\.){1,400})"/g)) {
    const c = (m[1] ?? m[2]) as string;
    if (!/^(?:\/bin\/)?(?:ba|z|da)?sh$/.test(c)) shell.push(c.replace(/\\(["\\])/g, '$1'));
  }
  if (shell.length) return shell.slice(0, 8).flatMap((x) => ctx.inner(x));
  if (/\bsystem\s*\(|\|\s*"(?:\/bin\/)?(?:ba|z|da)?sh"|\|&/.test(prog)) return [f('destructive', `awk runs commands it builds at run time (${snippet(cmd.text, 50)})`)];
  return [f('safe', `read-only command (${snippet(cmd.text, 50)})`)];
};

/** One argument quoted for the shell reader again. */
function shellQuote(x: string): string {
  return /^[\w./:=@%+,-]+$/.test(x) ? x : `'${x.replace(/'/g, "'\\''")}'`;
}

function readCode(code: string, cmd: Cmd, ctx: Ctx): Finding[] {
  // Erlang's halt() / init:stop() end the interpreter itself, not a service.
  if (cmd.name === 'erl') code = code.replace(/,?\s*(?:halt|init:stop)\(\s*\)\s*\.?/g, '');
  // AppleScript's `do shell script "…"`, and backticks in Ruby and Perl: shell commands the interpreter runs. (The code
  // reader cannot tell Ruby backticks from a JavaScript template on its own; here the program says which it is.)
  const shell: string[] = [];
  if (cmd.name === 'osascript') for (const m of code.matchAll(/\bdo shell script\s+"((?:[^"\\]|\\.){1,2000})"/g)) shell.push((m[1] as string).replace(/\\(["\\])/g, '$1'));
  // (cls-interp20) A terminal driven by AppleScript runs what it is given: Terminal's `do script "…"`, iTerm's `write text
  // "…"`, and text typed by System Events followed by Return (`keystroke "…" & return`, then `key code 36`).
  if (cmd.name === 'osascript') {
    for (const m of code.matchAll(/\b(?:do script|write text)\s+"((?:[^"\\]|\\.){1,2000})"/g)) shell.push((m[1] as string).replace(/\\(["\\])/g, '$1'));
    for (const m of code.matchAll(/\bkeystroke\s+"((?:[^"\\]|\\.){1,2000})"\s*(?:&\s*return\b|[\s\S]{0,80}?\b(?:keystroke\s+return|key code (?:36|76))\b)/g)) shell.push((m[1] as string).replace(/\\(["\\])/g, '$1'));
  }
  if (/^(?:ruby|perl|irb|pry)$/.test(cmd.name)) for (const m of code.matchAll(/`([^`\n]{1,2000})`/g)) shell.push(m[1] as string);
  // Raku's shell "…" / run «…»; IPython's !cmd lines.
  if (/^(?:raku|perl6|rakudo)$/.test(cmd.name)) for (const m of code.matchAll(/\b(?:shell|qx)\s*[("]\s*"?((?:[^"\\]|\\.){1,2000})"/g)) shell.push((m[1] as string).replace(/\\(["\\])/g, '$1'));
  if (cmd.name === 'ipython') for (const m of code.matchAll(/(?:^|[;\n])\s*!([^\n;]{1,2000})/g)) shell.push(m[1] as string);
  // (lead26) An application told to delete: the Finder's Trash emptied (its files are gone for good), or every item of a
  // personal app's store (Mail's messages, Notes, Contacts, Photos, Calendar events, Reminders) deleted.
  const told: Finding[] = [];
  if (cmd.name === 'osascript') {
    if (/\bempty\s+(?:the\s+)?trash\b/i.test(code)) told.push(f('destructive', `empties the Trash; the files in it are deleted for good (${snippet(cmd.text, 60)})`));
    const every = /\bdelete\s+(?:every|all(?:\s+the)?)\s+(\w+)/i.exec(code);
    if (every) told.push(f('dangerous', `deletes every ${snippet(every[1] as string, 20)} in the application it tells (${snippet(cmd.text, 60)})`));
  }
  if (shell.length || told.length) {
    const found = [...told, ...shell.slice(0, 8).flatMap((x) => ctx.inner(x))];
    const rest = ctx.code(code).filter((x) => !/no risky (?:call|operation) recognised|no rule could place/.test(x.reason));
    return [...found, ...rest];
  }
  const r = ctx.code(code);
  return r.length ? r : [f('reversible', `runs inline code (${snippet(cmd.text, 50)})`)];
}

export const interpreterFamily = commandFamily(
  'interpreters',
  'interpreter one-liners and piped scripts (python -c, node -e, perl -e, ruby -e, php -r, deno eval, bun -e, osascript -e, scala/swift/kotlin/raku -e, erl -eval, ipython -c, clojure/bb/racket -e, sbcl/emacs --eval, guile -c; awk system()): the code is read call by call',
  {
    node: interp('node'),
    nodejs: interp('node'),
    perl: interp('perl'),
    ruby: interp('ruby'),
    php: interp('php'),
    deno: interp('deno'),
    bun: interp('bun'),
    osascript: interp('osascript'),
    rscript: interp('rscript'),
    Rscript: interp('rscript'),
    lua: interp('lua'),
    // TypeScript runners take node's flags (tsx -e, ts-node -e); irb and pry read Ruby from standard input.
    tsx: interp('node'),
    'ts-node': interp('node'),
    irb: interp('ruby'),
    pry: interp('ruby'),
    julia: interp('julia'),
    elixir: interp('elixir'),
    groovy: interp('groovy'),
    scala: interp('scala'),
    swift: interp('swift'),
    kotlin: interp('kotlin'),
    raku: interp('raku'),
    perl6: interp('raku'),
    erl: interp('erl'),
    ipython: interp('ipython'),
    ipython3: interp('ipython'),
    clojure: interp('clojure'),
    clj: interp('clojure'),
    bb: interp('clojure'),
    racket: interp('racket'),
    sbcl: interp('sbcl'),
    guile: interp('guile'),
    emacs: interp('emacs'),
    crystal: interp('crystal'),
    // Other names of the same interpreters: ghc/ghci -e, R -e, LuaJIT, JRuby, scala-cli -e, kotlinc -e; nim e --eval:'…'.
    ghc: interp('ghc'),
    ghci: interp('ghc'),
    R: interp('rscript'),
    luajit: interp('lua'),
    jruby: interp('ruby'),
    'scala-cli': interp('scala'),
    kotlinc: interp('kotlin'),
    nim: interp('nim'),
    // awk's system("…") and print … | "sh" run shell commands; otherwise awk only reads and prints.
    awk: awkCmd,
    gawk: awkCmd,
    mawk: awkCmd,
    nawk: awkCmd,
    // jshell reads Java from standard input (a heredoc) or runs a script file.
    jshell: interp('java'),
    python2: interp('python'),
    zx: interp('zx'),
    // (cls-code19) Tcl (tclsh/wish, a script on stdin or after -c): exec runs a program, file delete removes. (Not expect:
    // the word is RSpec's and Jest's too.)
    tclsh: tclCmd,
    wish: tclCmd,
    // dotnet itself (script eval, nuget push) is the package family's.
    'dotnet-script': (cmd, ctx) => {
      if (cmd.args[0] === 'eval' && cmd.args[1] !== undefined) return readCode(cmd.args.slice(1).join(' '), cmd, ctx);
      // (cls-code14) dotnet-script -e / --eval "<C#>".
      const at = cmd.args.findIndex((x) => x === '-e' || x === '--eval');
      return at >= 0 && cmd.args[at + 1] !== undefined ? readCode(cmd.args[at + 1] as string, cmd, ctx) : [];
    },
  },
  // Not "local": code reaches databases and APIs as often as files. File deletions the code reader finds are marked local one by one.
);

export { interp };
