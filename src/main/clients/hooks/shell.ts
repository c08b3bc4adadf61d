// Reading a client's shell command as the command that will really run:
// Codex hands hooks `bash -lc '<script>'` (its argv, shell-joined) or the argv
// array itself; what matters is the script. Pure.

const POSIX_SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'mksh', 'ash']);

/** The words of a command line that is one plain command: quotes and
 *  backslashes resolved. Undefined when the line uses any other shell syntax
 *  (operators, redirections, substitutions, a newline), so a caller never
 *  mistakes `bash -lc 'x'; rm -rf ~` for a single invocation. */
export function plainWords(line: string): string[] | undefined {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      continue;
    }
    inWord = true;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word += line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        const d = line[j]!;
        if (d === '$' || d === '`') return undefined;
        if (d === '\\' && j + 1 < line.length && '"\\$`\n'.includes(line[j + 1]!)) {
          j++;
          word += line[j];
        } else word += d;
      }
      if (j >= line.length) return undefined;
      i = j;
    } else if (c === '\\') {
      if (i + 1 >= line.length || line[i + 1] === '\n') return undefined;
      word += line[++i];
    } else if (';&|<>()`$\n\r'.includes(c)) {
      return undefined;
    } else {
      word += c;
    }
  }
  if (inWord) words.push(word);
  return words;
}

function baseName(word: string): string {
  return word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1);
}

/** `["bash", "-lc", script]` → script (also `-c`, `-ic`, `-lic`; sh, zsh …). */
function scriptOf(argv: readonly string[]): string | undefined {
  if (argv.length !== 3) return undefined;
  const [shell, flag, script] = argv as [string, string, string];
  return POSIX_SHELLS.has(baseName(shell)) && /^-[a-z]*c$/.test(flag) ? script : undefined;
}

/** Quotes one word the way a POSIX shell would read it back. */
export function quoteWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'"'"'`)}'`;
}

export interface ShellCommand {
  /** What the shell will run: the inner script when the command is a plain
   *  `bash -lc <script>` invocation, else the command line itself. */
  script: string;
  /** The wrapping invocation, when one was removed (e.g. ["bash", "-lc"]). */
  wrapper?: string[];
  /** The argv, when the client sent an array. */
  argv?: string[];
}

/** A client's shell command — a command line or an argv array — as the script that runs. */
export function shellCommand(command: string | readonly string[]): ShellCommand {
  if (typeof command !== 'string') {
    const argv = command.map(String);
    const script = scriptOf(argv);
    if (script !== undefined) return { script, wrapper: argv.slice(0, 2), argv };
    return { script: argv.map(quoteWord).join(' '), argv };
  }
  const words = plainWords(command.trim());
  const script = words ? scriptOf(words) : undefined;
  return script !== undefined && words ? { script, wrapper: words.slice(0, 2) } : { script: command };
}
