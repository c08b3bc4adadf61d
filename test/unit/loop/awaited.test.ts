import { afterEach, expect, it } from 'vitest';
import { openHarness, type Harness } from '../../helpers/airlock';

let h: Harness | undefined;
afterEach(() => h?.close());

it('tells whether an agent is waiting on a confirmation right now', async () => {
  h = openHarness({ policy: { patterns: { requiresApproval: ['*deploy*'] } } as never });
  const { agent, human } = h.airlock;
  const step = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy the docs to staging' });
  const id = step.directive.notifications!.find((n) => n.metadata?.confirmationId)!.metadata!.confirmationId!;
  expect(human.awaited(id)).toBe(false);
  const waiting = agent.confirmOperation('cli', { confirmation_id: id, wait_seconds: 30 });
  await new Promise((r) => setImmediate(r));
  expect(human.awaited(id)).toBe(true);
  human.approve(id, 'once');
  expect((await waiting).status).toBe('approved');
  expect(human.awaited(id)).toBe(false);
});
