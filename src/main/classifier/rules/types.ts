import type { Finding } from '../findings';
import type { Cmd } from '../shell/parse';

export interface Ctx {
  /** Classifies a nested command line (sh -c '…', docker exec …, ssh host '…'). */
  inner: (commandLine: string) => Finding[];
  /** Classifies the words of a name (a script, job, npm script, make target) as an action. */
  byName: (name: string, cmd: Cmd) => Finding[];
}

export type Handler = (cmd: Cmd, ctx: Ctx) => Finding[];
