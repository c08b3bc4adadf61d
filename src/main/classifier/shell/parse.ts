// Turns lexer tokens into simple commands: name, arguments, redirections, the
// pipe neighbours, and the wrappers that were peeled off (sudo, env, xargs …).
import type { Token } from './tokenize';

export interface Redirect {
  op: string;
  target: string;
}

export interface Cmd {
  /** Lower-cased command name without directory or .exe suffix. */
  name: string;
  rawName: string;
  args: string[];
  quoted: boolean[];
  redirects: Redirect[];
  sudo: boolean;
  /** Run once per input item (xargs, find -exec): a bulk operation. */
  bulk: boolean;
  pipeIn: Cmd | null;
  pipeOut: Cmd | null;
  /** The source text of the command, for reasons. */
  text: string;
}

const SUDO_OPTS_WITH_VALUE = new Set(['-u', '-g', '-h', '-p', '-C', '-U', '-r', '-t']);
const XARGS_OPTS_WITH_VALUE = new Set(['-n', '-I', '-i', '-P', '-L', '-l', '-d', '-s', '-E', '-a']);
const PLAIN_WRAPPERS = new Set(['nohup', 'time', 'exec', 'command', 'builtin', 'caffeinate', 'unbuffer', 'stdbuf', 'ionice', 'chronic', 'noglob']);

export function baseName(word: string): string {
  let w = word;
  const slash = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\'));
  if (slash >= 0 && slash < w.length - 1) w = w.slice(slash + 1);
  w = w.toLowerCase();
  if (w.endsWith('.exe') || w.endsWith('.cmd') || w.endsWith('.bat')) w = w.slice(0, -4);
  return w;
}

/** Peels wrappers off the front of a word list; returns the index of the real command. */
function unwrap(words: string[], cmd: { sudo: boolean; bulk: boolean }): number {
  let i = 0;
  for (let guard = 0; guard < 8 && i < words.length - 1; guard++) {
    const w = words[i] as string;
    const b = baseName(w);
    if (b === 'sudo' || b === 'doas' || b === 'run0' || b === 'pkexec') {
      cmd.sudo = true;
      i++;
      while (i < words.length && (words[i] as string).startsWith('-')) {
        const o = words[i] as string;
        i += SUDO_OPTS_WITH_VALUE.has(o) ? 2 : 1;
        if (o === '--') break;
      }
      continue;
    }
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) {
      i++;
      continue;
    }
    if (b === 'env') {
      i++;
      while (i < words.length && ((words[i] as string).startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i] as string))) i++;
      continue;
    }
    if (PLAIN_WRAPPERS.has(b)) {
      i++;
      continue;
    }
    if (b === 'nice' || b === 'timeout' || b === 'watch') {
      i++;
      while (i < words.length && /^-|^[0-9.]+[smhd]?$/.test(words[i] as string)) {
        const o = words[i] as string;
        i += o === '-n' ? 2 : 1;
      }
      continue;
    }
    if (b === 'xargs' || b === 'parallel') {
      cmd.bulk = true;
      i++;
      while (i < words.length && (words[i] as string).startsWith('-')) {
        const o = words[i] as string;
        i += XARGS_OPTS_WITH_VALUE.has(o) ? 2 : 1;
      }
      continue;
    }
    if (b === 'npx' || b === 'bunx' || b === 'pnpx') {
      i++;
      while (i < words.length && (words[i] as string).startsWith('-')) {
        const o = words[i] as string;
        i += o === '-p' || o === '--package' ? 2 : 1;
      }
      continue;
    }
    if ((b === 'pnpm' || b === 'yarn') && words[i + 1] === 'dlx') {
      i += 2;
      continue;
    }
    if (b === 'npm' && words[i + 1] === 'exec') {
      i += 2;
      if (words[i] === '--') i++;
      continue;
    }
    break;
  }
  return i;
}

export interface ParsedRegion {
  cmds: Cmd[];
  /** Index of the first token after the region. */
  next: number;
}

export type TailTest = (tokens: readonly Token[], k: number) => boolean;

interface RegionState {
  src: string;
  cmds: Cmd[];
  words: string[];
  quoted: boolean[];
  redirects: Redirect[];
  start: number;
  end: number;
  prevPipe: Cmd | null;
}

function flush(st: RegionState, pipeNext: boolean): void {
  if (st.words.length === 0 && st.redirects.length === 0) {
    if (!pipeNext) st.prevPipe = null;
    return;
  }
  const flags = { sudo: false, bulk: false };
  const at = unwrap(st.words, flags);
  const w = at > 0 ? st.words.slice(at) : st.words;
  const q = at > 0 ? st.quoted.slice(at) : st.quoted;
  const raw = w[0] ?? ':';
  const cmd: Cmd = {
    name: w.length ? baseName(raw) : ':',
    rawName: raw,
    args: w.slice(1),
    quoted: q.slice(1),
    redirects: st.redirects,
    sudo: flags.sudo,
    bulk: flags.bulk,
    pipeIn: st.prevPipe,
    pipeOut: null,
    text: st.start >= 0 ? st.src.slice(st.start, st.end) : '',
  };
  if (st.prevPipe) st.prevPipe.pipeOut = cmd;
  st.cmds.push(cmd);
  st.prevPipe = pipeNext ? cmd : null;
  st.words = [];
  st.quoted = [];
  st.redirects = [];
  st.start = -1;
}

/** Parses commands from tokens[from] until a tail boundary, an unmatched ')' or the end. */
export function parseRegion(src: string, tokens: readonly Token[], from: number, isTail: TailTest): ParsedRegion {
  const st: RegionState = { src, cmds: [], words: [], quoted: [], redirects: [], start: -1, end: -1, prevPipe: null };
  let depth = 0;
  let k = from;
  for (; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.t === 'op') {
      if (t.v === '(') {
        depth++;
        flush(st, false);
        continue;
      }
      if (t.v === ')') {
        if (depth === 0) break;
        depth--;
        flush(st, false);
        continue;
      }
      flush(st, t.v === '|');
      continue;
    }
    if (t.t === 'redir') {
      if (st.start < 0) st.start = t.start;
      st.end = t.end;
      const isDup = /&[0-9-]*$/.test(t.v) && t.v.length > 1 && !t.v.startsWith('&');
      const nt = tokens[k + 1];
      if (!isDup && nt && nt.t === 'word') {
        st.redirects.push({ op: t.v, target: nt.v });
        st.end = nt.end;
        k++;
      }
      continue;
    }
    if (st.words.length > 0 && isTail(tokens, k)) break;
    if (st.start < 0) st.start = t.start;
    st.end = t.end;
    st.words.push(t.v);
    st.quoted.push(t.q);
  }
  flush(st, false);
  return { cmds: st.cmds, next: k };
}

/** Options: does the command carry any of these flags (long or bundled short)? */
export function hasFlag(args: readonly string[], short: string, ...long: string[]): boolean {
  for (const a of args) {
    if (a === '--') break;
    if (a.startsWith('--')) {
      const name = a.split('=', 1)[0] as string;
      if (long.includes(name)) return true;
    } else if (short && a.startsWith('-') && a.length > 1 && !/^-[0-9]/.test(a)) {
      const body = a.slice(1);
      if (body.length <= 6 && /^[A-Za-z]+$/.test(body)) {
        for (const s of short) if (body.includes(s)) return true;
      }
    }
  }
  return false;
}

/** Value of an option given as `--name value`, `--name=value` or `-x value`. */
export function optValue(args: readonly string[], ...names: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    for (const n of names) {
      if (a === n) return args[i + 1];
      if (a.startsWith(`${n}=`)) return a.slice(n.length + 1);
    }
  }
  return undefined;
}

/** Arguments that are not options (and not option values for the given option names). */
export function positionals(args: readonly string[], withValue: readonly string[] = []): string[] {
  const out: string[] = [];
  let afterDashDash = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!afterDashDash && a === '--') {
      afterDashDash = true;
      continue;
    }
    if (!afterDashDash && a.startsWith('-') && a.length > 1) {
      if (withValue.includes(a)) i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/** Re-quotes arguments so a nested command line keeps its word boundaries. */
export function joinArgs(args: readonly string[]): string {
  return args.map((a) => (a === '' ? "''" : /[\s|&;<>()$`"'\\]/.test(a) ? `'${a.replace(/'/g, `'\\''`)}'` : a)).join(' ');
}
