// The JSONL console sends the lines of steps that went ahead together, one
// write per CONSOLE_RECORD_DELAY_MS (not one per step, nor per turn of the
// event loop), and everything else at once: a line the person must act on is
// never held back, and the order of lines is kept.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_RECORD_DELAY_MS, startJsonlConsole } from '../../../src/main/headless/jsonl-console';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();
const CLIENT = 'jsonl-client';

function recordingOutput(): { output: Writable; writes: string[] } {
  const writes: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { output, writes };
}

const lines = (writes: string[]): Array<Record<string, unknown>> =>
  writes.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('JSONL console: step lines', () => {
  it("steps that went ahead in one turn leave in one write; a confirmation's lines at once, after them, in order", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { output, writes } = recordingOutput();
    const jsonl = startJsonlConsole({ human: h.airlock.human, input: new PassThrough(), output, token: 't' });
    // The console's delay on a clock the test moves (a loaded machine's slow first step must not fire it early).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 3; i++) h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: `read file src/part-${i}.ts` });
      expect(writes).toEqual([]); // waiting for the end of this turn
      await turn();
      // Steps of later turns (one agent's back-to-back steps) join the same write.
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'read file src/part-3.ts' });
      await turn();
      await turn();
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(CONSOLE_RECORD_DELAY_MS - 1);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toHaveLength(1);
      expect(lines(writes).map((e) => e.type)).toEqual(['step', 'step', 'step', 'step']);

      writes.length = 0;
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'read file src/part-9.ts' });
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'executing shell command: git push origin main' });
      // Synchronously, before any turn: the waiting step first, then the paused step and its confirmation.
      const now = lines(writes);
      expect(now.map((e) => e.type)).toEqual(['step', 'step', 'confirmation']);
      expect((now[0]!.step as { hint: string }).hint).toBe('read file src/part-9.ts');
      expect((now[1]!.step as { continued: boolean }).continued).toBe(false);

      // Closing sends what waits.
      writes.length = 0;
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'read file src/part-10.ts' });
      expect(writes).toEqual([]);
      jsonl.close();
      expect(lines(writes).map((e) => e.type)).toEqual(['step']);
    } finally {
      vi.useRealTimers();
      jsonl.close();
    }
  });
  it('a full batch of waiting lines leaves on the next turn, without waiting for the delay', async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const { output, writes } = recordingOutput();
    const jsonl = startJsonlConsole({ human: h.airlock.human, input: new PassThrough(), output, token: 't' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 64; i++) h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: `read file src/part-${i}.ts` });
      expect(writes).toEqual([]);
      await turn();
      await turn();
      expect(writes).toHaveLength(1);
      expect(lines(writes)).toHaveLength(64);
    } finally {
      vi.useRealTimers();
      jsonl.close();
    }
  });
});
