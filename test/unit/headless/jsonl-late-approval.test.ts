// The JSONL console reports a late approval as the terminal console does: an
// approval of a request no agent waits for any more (its hook or client gave
// up) stands, and the result says so; one the agent waits for has no note; one
// for a request already settled had no effect (an error saying so).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startJsonlConsole } from '../../../src/main/headless/jsonl-console';
import { harnessPerTest, type Harness } from '../../helpers/airlock';

const harness = harnessPerTest();
const CLIENT = 'jsonl-client';
const TOKEN = 'per-run-secret';

function consoleOn(h: Harness): { send(command: Record<string, unknown>): Promise<Record<string, unknown>>; close(): void } {
  const input = new PassThrough();
  const output = new PassThrough();
  const events: Array<Record<string, unknown>> = [];
  let buffer = '';
  output.on('data', (c: Buffer) => {
    buffer += c.toString();
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      events.push(JSON.parse(buffer.slice(0, at)) as Record<string, unknown>);
      buffer = buffer.slice(at + 1);
    }
  });
  const jsonl = startJsonlConsole({ human: h.airlock.human, input, output, token: TOKEN });
  let n = 0;
  return {
    async send(command) {
      const ref = `r${++n}`;
      input.write(`${JSON.stringify({ ...command, ref, token: TOKEN })}\n`);
      for (let i = 0; i < 100; i++) {
        const answer = events.find((e) => e.ref === ref);
        if (answer) return answer;
        await new Promise((r) => setImmediate(r));
      }
      throw new Error(`no answer to ${ref}`);
    },
    close: () => jsonl.close(),
  };
}

const push = (h: Harness, agent = 'bot') => h.airlock.agent.recordStep(CLIENT, { element_name: agent, nextActionHint: 'executing shell command: git push origin main' });

describe('JSONL console: late approvals', () => {
  it('an approval no agent waits for: result with late and the note; an awaited one: no note; a settled one: had no effect', async () => {
    const h = harness();
    const jsonl = consoleOn(h);

    push(h);
    const nobodyWaits = h.airlock.human.listPending()[0]!.id;
    const late = await jsonl.send({ command: 'approve', id: nobodyWaits });
    expect(late).toMatchObject({
      type: 'result',
      ok: true,
      late: true,
      note: 'bot is not waiting for this answer any more (its hook or client stopped waiting). It counts if the agent tries the same action again in this execution; tell it to retry.',
      data: { id: nobodyWaits, status: 'approved' },
    });

    push(h, 'other');
    const awaitedId = h.airlock.human.listPending()[0]!.id;
    const waiting = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: awaitedId, wait_seconds: 30 });
    await new Promise((r) => setImmediate(r));
    const onTime = await jsonl.send({ command: 'approve', id: awaitedId.slice(0, 8) });
    expect(onTime).toMatchObject({ type: 'result', ok: true, data: { id: awaitedId, status: 'approved' } });
    expect(onTime).not.toHaveProperty('late');
    expect(onTime).not.toHaveProperty('note');
    expect(await waiting).toMatchObject({ status: 'approved' });

    push(h, 'third');
    const expiring = h.airlock.human.listPending()[0]!.id;
    h.clock.advance(3600_000);
    h.airlock.loop.tick();
    expect(await jsonl.send({ command: 'approve', id: expiring })).toMatchObject({ type: 'error', message: expect.stringMatching(/^Too late: nobody answered in time.*your approval had no effect/) as unknown });
    jsonl.close();
  });
});
