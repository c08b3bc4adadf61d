// An ordinary coding session (test/integration/helpers/coding-session.ts) through
// the Claude Code mapping and the real loop with the default policy: nothing is
// paused or stopped, one execution holds the session, and `rm -rf ~` in the same
// session is still stopped. The same session runs through the real hook process
// in test/integration/hook-session.test.ts.
import { describe, expect, it } from 'vitest';
import { observe } from '../../../src/main/clients/hooks';
import { codingSession } from '../../integration/helpers/coding-session';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();

describe('an ordinary coding session with the default policy', () => {
  it('goes ahead call by call, in one execution', () => {
    const h = harness();
    const payloads = codingSession('replay-1');
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    const stopped: string[] = [];
    for (const payload of payloads) {
      const observed = observe('claude-code', payload);
      if (observed.kind !== 'step') throw new Error(`not a step: ${JSON.stringify(observed)}`);
      const { directive } = h.airlock.agent.recordStep('claude-code', observed.params, undefined, { hook: true });
      if (!directive.continue) stopped.push(`${observed.params.nextActionHint} → ${directive.reason ?? '?'}`);
    }
    expect(stopped).toEqual([]);
    expect(h.airlock.human.listPending()).toEqual([]);
    expect(h.airlock.human.listExecutions()).toEqual([expect.objectContaining({ session: 'replay-1', stepsUsed: payloads.length, status: 'running' })]);
    const danger = observe('claude-code', { ...payloads[0]!, tool_name: 'Bash', tool_input: { command: 'rm -rf ~' } });
    if (danger.kind !== 'step') throw new Error('not a step');
    expect(h.airlock.agent.recordStep('claude-code', danger.params, undefined, { hook: true }).directive).toMatchObject({ continue: false, stopped: true });
  });
});
