// `airlock serve --console jsonl`: the human's console as one JSON event per
// line on stdout and one JSON command per line on stdin. This is the human's
// channel: `challenge` events carry the code. A bad command line becomes an
// `error` event, never a crash.
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { HumanEvent, HumanSide } from '../loop/api';
import type { HumanNotice } from '../ports';
import { errorMessage, parseCommandLine, runCommand } from './commands';
import { jsonLine } from '../../shared/text';

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
}): JsonlConsole {
  const { human, input, output } = options;
  let closed = false;
  const emit = (event: Record<string, unknown> & { type: string }): void => {
    if (closed) return;
    output.write(jsonLine({ ...event, at: new Date().toISOString() }) + '\n');
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
    if (!parsed.ok) {
      emit({ type: 'error', command: parsed.command, ref: parsed.ref, message: parsed.error });
      return;
    }
    try {
      const data = runCommand(human, parsed.command);
      emit({ type: 'result', command: parsed.command.command, ref: parsed.ref, ok: true, data });
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
      closed = true;
      unsubscribe();
      rl.close();
    },
  };
}
