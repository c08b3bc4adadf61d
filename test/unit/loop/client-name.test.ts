// The MCP client's name is checked and normalised at the agent side's door; a
// connection's name is the same on every call and is checked once. Every call
// still gets the checked name, and a bad name is refused every time.
import { describe, expect, it } from 'vitest';
import { AirlockError } from '../../../src/main/core';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();
const step = (client: unknown, i: number) => ({ client, params: { element_name: 'bot', nextActionHint: `read file src/part-${i}.ts` } });

describe('client name at the door', () => {
  it('the same raw name, on every call, is recorded as its normalised form', () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    for (let i = 0; i < 3; i++) {
      const s = step('Ｗorker\u200b', i);
      h.airlock.agent.recordStep(s.client as string, s.params);
    }
    const clients = h.airlock.human.listExecutions({ agent: 'bot' }).map((e) => e.client);
    expect(clients).toEqual(['worker']);
  });

  it('a name over the limit is refused on every call, also after good names were seen', () => {
    const h = harness({ policy: { mode: 'enforcing', maxAutonomousSteps: 1000 } });
    h.airlock.agent.recordStep('good-client', step('good-client', 0).params);
    for (let i = 1; i < 3; i++) {
      expect(() => h.airlock.agent.recordStep('x'.repeat(300), step('x', i).params)).toThrow(AirlockError);
    }
  });
});
