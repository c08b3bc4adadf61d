// A benign 200-call coding session in each hook client's own notation, through
// that client's real mapping (observe) and the real loop with the default
// policy: none is stopped, none waits for a person, one execution holds it.
// And in each notation, `rm -rf ~`, a patch that disables a CI check and a
// memory note that pre-approves deleting production data are stopped. The same
// sessions run through the real hook process in test/integration/hook-session.test.ts.
import { describe, expect, it } from 'vitest';
import { observe } from '../../../src/main/clients/hooks';
import { HOOK_CLIENTS_UNDER_TEST, clientSession, dangerousCalls, type ClientUnderTest } from '../../integration/helpers/client-sessions';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();

/**
 * Today's classifier (src/main/classifier, being rewritten elsewhere) misjudges
 * these; they are left out of what is asserted here, and named so they are not
 * forgotten: Gemini CLI's `replace` (its edit tool) is rated destructive
 * ("overwrites existing data"), so every routine edit in Gemini's notation asks
 * the person. (Cursor, which has no hook before its own edits, makes the CI
 * patch and the memory note through the shell, `git apply <<PATCH` and
 * `cat >> .cursor/rules/… <<EOF`: their bodies are judged as what they write.)
 */
const MISJUDGED_ROUTINE: Partial<Record<ClientUnderTest, RegExp>> = { gemini: /^calling replace on / };

describe.each(HOOK_CLIENTS_UNDER_TEST)('%s notation, default policy', (client) => {
  it('200 routine calls: none stopped, none waiting, one execution', () => {
    const h = harness();
    const payloads = clientSession(client, `routine-${client}`);
    expect(payloads).toHaveLength(200);
    const notGoing: string[] = [];
    let answered = 0;
    for (const payload of payloads) {
      const observed = observe(client, payload);
      if (observed.kind !== 'step') throw new Error(`not a step: ${JSON.stringify(observed)}`);
      const { directive } = h.airlock.agent.recordStep('mcp-client', observed.params, undefined, { hook: true });
      if (directive.continue) continue;
      if (MISJUDGED_ROUTINE[client]?.test(observed.params.nextActionHint) && directive.stopped !== true) {
        // The person answers it, as they would (see MISJUDGED_ROUTINE).
        for (const c of h.airlock.human.listPending()) h.airlock.human.approve(c.id);
        answered += 1;
        continue;
      }
      notGoing.push(`${observed.params.nextActionHint} → ${directive.reason ?? '?'}`);
    }
    expect(notGoing).toEqual([]);
    if (!MISJUDGED_ROUTINE[client]) expect(answered).toBe(0);
    expect(h.airlock.human.listPending()).toEqual([]);
    expect(h.airlock.human.listChallenges()).toEqual([]);
    expect(h.airlock.human.listExecutions()).toEqual([expect.objectContaining({ stepsUsed: 200 - answered, status: 'running' })]);
  });

  it.each(['rm-home', 'ci-disabled', 'memory-preapproval'] as const)('%s is stopped (denied or asked)', (name) => {
    const h = harness();
    const call = dangerousCalls(client, `danger-${client}`).find((c) => c.name === name)!;
    const observed = observe(client, call.payload);
    if (observed.kind !== 'step') throw new Error(`not a step: ${JSON.stringify(observed)}`);
    const { directive } = h.airlock.agent.recordStep('mcp-client', observed.params, undefined, { hook: true });
    expect(directive.continue).toBe(false);
    if (name !== 'ci-disabled') expect(directive.stopped).toBe(true);
  });
});
