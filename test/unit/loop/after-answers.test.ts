// What follows an answer (a plain step's event, the console's write, the main
// connection's checkpoint) never runs between another step and its COMMIT
// (store/after-answers.ts): an agent that reports its next step as soon as it
// has an answer gets that answer before the previous step's event is built.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RECORD_DELAY_MS, startJsonlConsole } from '../../../src/main/headless/jsonl-console';
import type { HumanEvent } from '../../../src/main/loop/api';
import { afterAnswers } from '../../../src/main/store/after-answers';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();
const CLIENT = 'after-answers-client';
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('after answers', () => {
  it("a step reported at once on an answer is answered before the previous step's event and console line", async () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    const order: string[] = [];
    const unsubscribe = h.airlock.human.subscribe((event: HumanEvent) => {
      if (event.type === 'step') order.push(`event ${(event as { step: { hint: string } }).step.hint}`);
    });
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const e = JSON.parse(line) as { type: string; step?: { hint: string } };
          if (e.type === 'step') order.push(`line ${e.step!.hint}`);
        }
        done();
      },
    });
    const jsonl = startJsonlConsole({ human: h.airlock.human, input: new PassThrough(), output, token: 't' });
    try {
      const step = (hint: string): Promise<unknown> =>
        h.airlock.agent.recordStepGrouped(CLIENT, { element_name: 'bot', nextActionHint: hint }).then((r) => {
          order.push(`answer ${hint}`);
          return r;
        });
      // Back to back: the second step is sent in the same moment the first answer arrives.
      await step('read file a.ts').then(() => step('read file b.ts'));
      for (let i = 0; i < 4; i++) await turn();
      // The console's lines of steps that went ahead leave together after its delay (jsonl-console.ts).
      await new Promise((resolve) => setTimeout(resolve, CONSOLE_RECORD_DELAY_MS + 5));
      expect(order).toEqual(['answer read file a.ts', 'answer read file b.ts', 'event read file a.ts', 'event read file b.ts', 'line read file a.ts', 'line read file b.ts']);
    } finally {
      jsonl.close();
      unsubscribe();
    }
  });

  it('with no group open it runs on the next turn, in order; one that throws does not stop the others', async () => {
    const ran: number[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown): void => void errors.push(error);
    process.on('uncaughtException', onError);
    try {
      afterAnswers(() => ran.push(1));
      afterAnswers(() => {
        ran.push(2);
        throw new Error('boom');
      });
      afterAnswers(() => ran.push(3));
      expect(ran).toEqual([]);
      for (let i = 0; i < 3; i++) await turn();
      expect(ran).toEqual([1, 2, 3]);
      expect(errors).toHaveLength(1);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
