// The one shape every rule family has. A family names itself, says in one
// line what it covers (the README table is generated from these), lists the
// program names it reads (command families) and reads one subject into
// findings. Families never see each other; they reach other surfaces only
// through the context (a nested command line, SQL, program code, prose).
import type { Finding } from '../findings';
import type { Cmd } from '../shell/parse';

export interface Ctx {
  /** Reads a nested command line with the full script reader (sh -c, docker exec, a Makefile recipe …). */
  inner: (commandLine: string) => Finding[];
  /** Reads the words of a name (a script, job, npm script, make target, workflow) as an action. */
  byName: (name: string, cmd: Cmd) => Finding[];
  /** Reads SQL text. */
  sql: (text: string) => Finding[];
  /** Reads program code (python -c, node -e, a heredoc fed to an interpreter). */
  code: (text: string) => Finding[];
  /** Reads prose or a description. */
  prose: (text: string) => Finding[];
  /** Paths Airlock protects (its home, its install, the clients' hook settings …). */
  protectedPaths: readonly string[];
}

export type Handler = (cmd: Cmd, ctx: Ctx) => Finding[];

export interface Family<S> {
  /** Short id, e.g. "shell-files". */
  id: string;
  /** One line for the README: what this family reads. */
  covers: string;
  read: (subject: S, ctx: Ctx) => Finding[];
}

export interface CommandFamily extends Family<Cmd> {
  /** Program names (lower case, no .exe) this family reads. */
  commands: readonly string[];
  /** Targets are on this machine unless the command runs on a remote host: an unknown environment is local. */
  local?: boolean;
  /** Reads only some of its programs' commands: an empty answer hands the command to the generic CLI reader. */
  partial?: boolean;
}

/** Builds a command family from a table of handlers keyed by program name. */
export function commandFamily(id: string, covers: string, handlers: Record<string, Handler>, local = false, partial = false): CommandFamily {
  const table = Object.assign(Object.create(null) as Record<string, Handler>, handlers);
  return {
    id,
    covers,
    commands: Object.keys(handlers),
    local,
    partial,
    read: (cmd, ctx) => {
      const h = table[cmd.name];
      return h ? h(cmd, ctx) : [];
    },
  };
}
