// The shape of one simple command after the script reader (script.ts) has
// expanded and unwrapped it, and the helpers rules use to read its options.
import type { Dialect } from './lex';

export interface Redirect {
  op: string;
  target: string;
  /** Heredoc body (<<EOF … EOF), expanded unless the delimiter was quoted. */
  body?: string;
}

export interface Cmd {
  /** Lower-cased command name without directory or .exe suffix. */
  name: string;
  rawName: string;
  args: string[];
  quoted: boolean[];
  redirects: Redirect[];
  /** Runs as root (sudo, doas, su -c, ssh root@…). */
  sudo: boolean;
  /** Runs once per input item (loop body, xargs, find -exec, ForEach-Object): a bulk operation. */
  bulk: boolean;
  /** Runs once for every item of an unfiltered listing (for b in $(aws s3 ls), kubectl get ns -o name | xargs …): scope is everything. */
  every?: boolean;
  pipeIn: Cmd | null;
  pipeOut: Cmd | null;
  /** The source text of the command, for reasons. */
  text: string;
  /** NAME=value assignments in effect for this command (prefix, env, sudo VAR=…). */
  env: Record<string, string>;
  /** The remote host or container it runs on (ssh host '…', docker exec c …). */
  host?: string;
  /** Text the command reads on stdin when it is known (heredoc, here-string, literal pipe). */
  stdin?: string;
  /** The reader already read `stdin` as this command's script. */
  stdinRead?: boolean;
  /** How the command was reached: "bash -c", "ssh db-prod-1", "decoded text piped into a shell" … */
  via: string[];
  /** The command name is only known at run time ($CMD, $(…)). */
  dynamicName: boolean;
  /** (cls-sdk21) The script's comments, read as a request's context (an amount said only in a comment: # 60k EUR). */
  note?: string;
  dialect: Dialect;
  /** docker exec: the container name. */
  container?: string;
  /** It carries a command line run on another machine (gcloud compute ssh --command …); that line is read as commands of its own. */
  remoteCarrier?: boolean;
  /** find … -exec: the find command whose results this one runs on. */
  execOf?: Cmd;
}

/** POSIX shells by program name (a command line handed to one is a script it runs). */
export const SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'busybox', 'rbash']);

export function baseName(word: string): string {
  let w = word;
  const slash = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\'));
  if (slash >= 0 && slash < w.length - 1) w = w.slice(slash + 1);
  w = w.toLowerCase();
  if (w.endsWith('.exe') || w.endsWith('.cmd') || w.endsWith('.bat') || w.endsWith('.com')) w = w.slice(0, -4);
  return w;
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
