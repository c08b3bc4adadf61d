// `airlock serve --console jsonl`: the human's console as one JSON event per
// line on stdout and one JSON command per line on stdin. This is the human's
// channel: `challenge` events carry the code. A bad command line becomes an
// `error` event, never a crash.
//
// Proof of the person (issue 14): every command carries the per-run token
// from the `ready` event. Only the process that reads this console's stdout
// has it, so a line written into its stdin by anyone else (through
// /proc/<pid>/fd/0, say) is refused, and the person is told.
import { timingSafeEqual } from 'node:crypto';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { HumanEvent, HumanSide } from '../loop/api';
import type { HumanNotice } from '../ports';
import { approvedConfirmation, errorMessage, notWaitingNote, parseCommandLine, runCommand, type ConsoleHost } from './commands';
import { jsonLine } from '../../shared/text';
import { afterAnswers } from '../store/after-answers';

/**
 * How long the line of a step that went ahead may wait to leave with others (perf19). One agent's
 * back-to-back steps are each a turn of their own, so a write per turn was a write per step, and a
 * wake-up per step of whoever reads this console (the bench's own client process among them). These
 * lines are only a record for the person (the step is committed before its answer): a few ms late
 * is nothing to them. Anything the person must act on still leaves at once, after what waits.
 */
export const CONSOLE_RECORD_DELAY_MS = 10;
/** Past this many waiting lines they leave after the current answers instead (bounds one write and the memory). */
const CONSOLE_RECORD_BATCH = 64;

export interface JsonlConsole {
  emit(event: Record<string, unknown> & { type: string }): void;
  notice(notice: HumanNotice): void;
  close(): void;
}

export function startJsonlConsole(options: {
  human: HumanSide;
  input: Readable;
  output: Writable;
  /** Called when stdin ends (the controlling process went away). */
  onEnd?: () => void;
  /** The per-run secret every command must carry ("token"). */
  token: string;
  /** A command came without the token: told to the person (at most once a minute). */
  onRefused?: () => void;
  host?: ConsoleHost;
}): JsonlConsole {
  const { human, input, output } = options;
  let closed = false;
  // A step that went ahead is only a record for the person: its line waits up to
  // CONSOLE_RECORD_DELAY_MS and leaves together with the others of that time (one write for many
  // steps instead of one each). A timer runs before the event loop reads requests, so the write
  // never lands between a group's steps and their COMMIT; a full batch leaves after the current
  // answers (store/after-answers.ts). Every other line (a code, a confirmation, a block, a paused
  // step, a result) first sends what waits, then itself at once, so the order is kept and nothing
  // the person must act on is late.
  let waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const lines = waiting.join('');
    waiting = [];
    output.write(lines);
  };
  const emit = (event: Record<string, unknown> & { type: string }): void => {
    if (closed) return;
    const line = jsonLine({ ...event, at: new Date().toISOString() }) + '\n';
    if (event.type === 'step' && wentAhead(event.step)) {
      const count = waiting.push(line);
      if (count === 1) {
        timer = setTimeout(flush, CONSOLE_RECORD_DELAY_MS);
        timer.unref();
      } else if (count === CONSOLE_RECORD_BATCH) afterAnswers(flush);
      return;
    }
    flush();
    output.write(line);
  };

  const unsubscribe = human.subscribe((event: HumanEvent) => emit(event));

  const rl = readline.createInterface({ input, crlfDelay: Infinity });
  rl.on('line', (line) => {
    if (line.trim() === '') return;
    if (line.length > 1024 * 1024) {
      emit({ type: 'error', message: 'command line too long' });
      return;
    }
    const parsed = parseCommandLine(line);
    const isObject = parsed.ok || parsed.command !== undefined || parsed.token !== undefined || parsed.ref !== undefined;
    if (!isObject) {
      // Not a JSON command at all: nothing could be done with it, say why.
      if (!parsed.ok) emit({ type: 'error', message: parsed.error });
      return;
    }
    if (!sameToken(parsed.token, options.token)) {
      emit({
        type: 'error',
        code: 'CONSOLE_UNAUTHENTICATED',
        ref: parsed.ref,
        message: 'Refused: a console command must carry the "token" from this console\'s "ready" event. Nothing was done.',
      });
      options.onRefused?.();
      return;
    }
    if (!parsed.ok) {
      emit({ type: 'error', command: parsed.command, ref: parsed.ref, message: parsed.error });
      return;
    }
    try {
      // An approval no agent waits for any more (its hook gave up): it stands, and the result says so, as the terminal console does.
      const approving = approvedConfirmation(human, parsed.command);
      const late = approving !== undefined && !human.awaited(approving);
      const data = runCommand(human, parsed.command, options.host);
      emit({ type: 'result', command: parsed.command.command, ref: parsed.ref, ok: true, data, ...(late ? { late: true, note: notWaitingNote(agentOf(data) ?? 'The agent') } : {}) });
    } catch (error) {
      emit({ type: 'error', command: parsed.command.command, ref: parsed.ref, ...errorMessage(error) });
    }
  });
  rl.on('close', () => {
    if (!closed) options.onEnd?.();
  });

  return {
    emit,
    notice: (notice) => emit({ type: 'notice', ...notice }),
    close() {
      if (closed) return;
      flush();
      closed = true;
      unsubscribe();
      rl.close();
    },
  };
}

/** A step event's step went ahead and stopped nothing. */
function wentAhead(step: unknown): boolean {
  const view = step as { continued?: unknown; stopped?: unknown } | null | undefined;
  return view?.continued === true && view.stopped !== true;
}

/** The agent of an approving command's result (a confirmation view, or allow_always's { confirmation }); already inert. */
function agentOf(data: unknown): string | undefined {
  const view = data as { agent?: unknown; confirmation?: { agent?: unknown } } | null;
  const agent = view?.agent ?? view?.confirmation?.agent;
  return typeof agent === 'string' ? agent : undefined;
}

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
