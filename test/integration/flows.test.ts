// The full safety loop the way it is used: `airlock serve --console jsonl` as
// a real child process (the human's console), agents as real SDK clients
// through real `airlock bridge` child processes. Tiers are forced with the
// policy file. The last test proves that no code shown on the console ever
// reached an agent (every byte the bridges delivered is recorded).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PolicyInput } from '../../src/main/core/policy';
import { codeForms, notificationOf, recorded, type ConsoleEvent } from './helpers/serve';
import { servedAirlock } from './helpers/served-airlock';

const POLICY: PolicyInput = {
  mode: 'enforcing',
  maxAutonomousSteps: 100_000,
  loopDetection: { repeats: 50, windowSteps: 100 },
  patterns: {
    deny: ['*drop database*'],
    requiresApproval: ['*deploy to staging*'],
    autoApprove: ['*read the docs*'],
  },
};

const airlock = servedAirlock(POLICY);
const allCodes = new Set<string>();


async function restart(): Promise<void> {
  for (const code of airlock.serve.codes()) allCodes.add(code);
  expect(await airlock.restart()).toBe(0);
}

const ofType = (type: string) => (e: ConsoleEvent) => e.type === type;


describe.sequential('safety loop through airlock serve + airlock bridge', () => {
  it('advisory: the agent is told to continue, and the console shows the step', async () => {
    const a = await airlock.connect('flow-advisory');
    const intro = await a.call('mcp_aql_read', 'introspect');
    expect(intro.data).toMatchObject({ _protocol: { capabilities: { execution_safety_loop: 'enforcing' } } });
    const res = await a.step('reader', 'read the docs for the parser module');
    expect(res.success).toBe(true);
    expect(res.data?.directive?.continue).toBe(true);
    expect(res.data?.directive?.stopped).not.toBe(true);
    const event = await airlock.serve.waitFor((e) => e.type === 'step' && (e.step as { hint: string }).hint === 'read the docs for the parser module');
    expect(event.step).toMatchObject({ agent: 'reader', client: 'flow-advisory' });
  });

  it('confirm: paused, the human approves on the console while confirm_operation waits, the action then continues', async () => {
    const a = await airlock.connect('flow-confirm');
    const since = airlock.serve.events.length;
    const res = await a.step('deployer', 'deploy to staging build 42');
    const directive = res.data?.directive;
    expect(directive?.continue).toBe(false);
    expect(directive?.stopped).not.toBe(true);
    const confirmationId = directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
    expect(confirmationId).toBeTruthy();
    const pending = await airlock.serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { id: string }).id === confirmationId, 10_000, since);
    expect(pending.confirmation).toMatchObject({ agent: 'deployer', client: 'flow-confirm', status: 'pending' });

    // confirm_operation alone never approves: with no human decision it stays pending.
    expect((await a.confirm(confirmationId!, 0)).data).toMatchObject({ status: 'pending' });

    const waiting = a.confirm(confirmationId!, 20);
    await new Promise((r) => setTimeout(r, 300));
    const result = await airlock.serve.command({ command: 'approve', id: confirmationId });
    expect(result.type).toBe('result');
    const answer = await waiting;
    expect(answer.data).toMatchObject({ confirmation_id: confirmationId, status: 'approved', decided_by: 'human' });

    const again = await a.step('deployer', 'deploy to staging build 42', { execution_id: res.data?.execution_id });
    expect(again.data?.directive?.continue).toBe(true);
    const next = await a.step('deployer', 'read the docs on rollbacks', { execution_id: res.data?.execution_id, outcome: 'success' });
    expect(next.data?.directive?.continue).toBe(true);
  });

  it('deny: the human\'s reason reaches the agent', async () => {
    const a = await airlock.connect('flow-deny');
    const res = await a.step('deployer2', 'deploy to staging build 43');
    const confirmationId = res.data?.directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
    expect(confirmationId).toBeTruthy();
    await airlock.serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { id: string }).id === confirmationId);
    const waiting = a.confirm(confirmationId!, 20);
    await new Promise((r) => setTimeout(r, 200));
    await airlock.serve.command({ command: 'deny', id: confirmationId, reason: 'staging is frozen until Monday' });
    expect((await waiting).data).toMatchObject({ status: 'denied', decided_by: 'human', reason: 'staging is frozen until Monday' });
    const decision = await airlock.serve.waitFor((e) => e.type === 'decision' && (e.confirmation as { id: string }).id === confirmationId);
    expect(decision.confirmation).toMatchObject({ status: 'denied' });
    const retry = await a.step('deployer2', 'deploy to staging build 43', { execution_id: res.data?.execution_id });
    expect(retry.data?.directive?.continue).toBe(false);
  });

  it('cancel: a client that cancels its claimed confirm_operation wait is not kept waiting, and the request is withdrawn at once', async () => {
    const a = await airlock.connect('flow-cancel');
    const res = await a.step('deployer3', 'deploy to staging build 44');
    const confirmationId = res.data?.directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
    expect(confirmationId).toBeTruthy();
    await airlock.serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { id: string }).id === confirmationId);
    const since = airlock.serve.events.length;
    const cancel = new AbortController();
    // A 50 s wait (the longest allowed): only the cancellation (MCP notifications/cancelled through the bridge) can end it in time.
    const waiting = a.confirm(confirmationId!, 50, { claim: true, signal: cancel.signal });
    await new Promise((r) => setTimeout(r, 300));
    cancel.abort();
    await expect(waiting).rejects.toThrow();
    const withdrawn = await airlock.serve.waitFor((e) => e.type === 'decision' && (e.confirmation as { id: string }).id === confirmationId, 10_000, since);
    expect(withdrawn.confirmation).toMatchObject({ status: 'withdrawn' });
    // The same connection keeps working.
    expect((await a.step('deployer3', 'read the docs on rollbacks', { execution_id: res.data?.execution_id })).success).toBe(true);
  });

  it('verify: the code read from the console resumes the agent', async () => {
    const a = await airlock.connect('flow-verify');
    const since = airlock.serve.events.length;
    const res = await a.step('verifier', 'open notes.txt in the editor', { riskScore: 75 });
    const directive = res.data?.directive;
    expect(directive?.continue).toBe(false);
    expect(directive?.nextStepRisk).toBe('verify');
    const challengeId = directive?.notifications?.find((n) => n.metadata?.verificationId)?.metadata?.verificationId;
    expect(challengeId).toBeTruthy();
    const shown = await airlock.serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { id: string }).id === challengeId, 10_000, since);
    const code = (shown.challenge as { code: string }).code;
    expect(code.replace(/-/g, '').length).toBeGreaterThanOrEqual(26); // >= 128 bits of base32

    // Still paused until verified.
    const held = await a.step('verifier', 'open notes.txt in the editor', { riskScore: 75, execution_id: res.data?.execution_id });
    expect(held.data?.directive?.continue).toBe(false);

    const verified = await a.verify(challengeId!, code.toLowerCase().replace(/-/g, ' '));
    expect(verified).toMatchObject({ success: true, data: { verified: true } });
    const resumed = await a.step('verifier', 'open notes.txt in the editor', { riskScore: 75, execution_id: res.data?.execution_id });
    expect(resumed.data?.directive?.continue).toBe(true);
    // One use: the same code again fails.
    expect((await a.verify(challengeId!, code)).error?.code).toBe('VERIFICATION_FAILED');
  });

  it('halt and resume from the console', async () => {
    const a = await airlock.connect('flow-halt');
    await airlock.serve.command({ command: 'halt' });
    const halted = await a.step('halted-agent', 'read the docs index');
    expect(halted.data?.directive).toMatchObject({ continue: false, reason: 'halted by the operator' });
    await airlock.serve.command({ command: 'resume' });
    const resumed = await a.step('halted-agent', 'read the docs index page 2');
    expect(resumed.data?.directive?.continue).toBe(true);
  });

  it('monitoring mode evaluates but never blocks', async () => {
    const a = await airlock.connect('flow-monitor');
    expect((await airlock.serve.command({ command: 'mode', mode: 'monitoring' })).type).toBe('result');
    const intro = await a.call('mcp_aql_read', 'introspect');
    expect(intro.data).toMatchObject({ _protocol: { capabilities: { execution_safety_loop: 'monitoring' } } });
    const since = airlock.serve.events.length;
    for (const hint of ['drop database analytics', 'deploy to staging build 44']) {
      const res = await a.step('watched', hint, { riskScore: 95 });
      expect(res.data?.directive?.continue).toBe(true);
      expect(res.data?.directive?.stopped).not.toBe(true);
    }
    expect((await a.step('watched', 'read the docs after')).data?.directive?.continue).toBe(true);
    expect(airlock.serve.events.slice(since).some((e) => e.type === 'block' || e.type === 'confirmation' || e.type === 'challenge')).toBe(false);
    expect((await airlock.serve.command({ command: 'mode', mode: 'enforcing' })).type).toBe('result');
  });

  it('bad console commands become error events; the console keeps working', async () => {
    airlock.serve.sendRaw('this is not json');
    await airlock.serve.waitFor((e) => e.type === 'error' && String(e.message).includes('not JSON'));
    expect((await airlock.serve.command({ command: 'approve' })).type).toBe('error');
    expect((await airlock.serve.command({ command: 'approve', id: 'no-such-confirmation' })).type).toBe('error');
    expect((await airlock.serve.command({ command: 'launch_missiles' })).type).toBe('error');
    expect((await airlock.serve.command({ command: 'list' })).type).toBe('result');
  });

  it('danger_zone: stopped, others are told, the block survives a restart, a fresh code lifts it', async () => {
    const observer = await airlock.connect('flow-observer');
    const watch = await observer.step('observer', 'read the docs on safety');
    expect(watch.data?.directive?.continue).toBe(true);

    const d = await airlock.connect('flow-danger');
    const since = airlock.serve.events.length;
    const res = await d.step('destroyer', 'drop database customers');
    expect(res.data?.directive).toMatchObject({ continue: false, stopped: true });
    const firstChallenge = notificationOf(res.data?.directive, 'danger_zone')?.metadata?.verificationId;
    expect(firstChallenge).toBeTruthy();
    const block = await airlock.serve.waitFor((e) => e.type === 'block' && (e.block as { agent: string }).agent === 'destroyer', 10_000, since);
    const blockId = (block.block as { id: string }).id;

    // Every other executing agent hears about it on its next step.
    const told = await observer.step('observer', 'read the docs on recovery', { execution_id: watch.data?.execution_id });
    expect(notificationOf(told.data?.directive, 'danger_zone')).toBeTruthy();
    expect(told.data?.directive?.continue).toBe(true);

    // Neither a new execution nor a new agent name escapes the block.
    expect((await d.call('mcp_aql_execute', 'execute_agent', { element_name: 'destroyer' })).error?.code).toBe('AGENT_BLOCKED');
    expect((await d.step('innocent-name', 'read the docs quietly')).data?.directive?.stopped).toBe(true);

    await restart();
    const d2 = await airlock.connect('flow-danger');
    expect((await d2.step('destroyer', 'read the docs please')).data?.directive?.stopped).toBe(true);
    expect((await d2.call('mcp_aql_execute', 'execute_agent', { element_name: 'destroyer' })).error?.code).toBe('AGENT_BLOCKED');

    const reissued = await airlock.serve.command({ command: 'reissue_code', block_id: blockId });
    expect(reissued.type).toBe('result');
    const issued = reissued.data as { challengeId: string; code: string };
    expect(issued.challengeId).not.toBe(firstChallenge);
    const verified = await d2.verify(issued.challengeId, issued.code);
    expect(verified).toMatchObject({ success: true, data: { verified: true, unblocked: true } });
    await airlock.serve.waitFor((e) => e.type === 'unblock' && (e.block as { id: string }).id === blockId);
    const free = await d2.step('destroyer', 'read the docs again');
    expect(free.data?.directive?.continue).toBe(true);
    expect(free.data?.directive?.stopped).not.toBe(true);
  });

  it('wrong codes are rate-limited, and the limit survives a restart', async () => {
    const g = await airlock.connect('flow-guess');
    const res = await g.step('guesser', 'open secrets.txt in the editor', { riskScore: 75 });
    const challengeId = res.data?.directive?.notifications?.find((n) => n.metadata?.verificationId)?.metadata?.verificationId;
    expect(challengeId).toBeTruthy();
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const attempt = await g.verify(challengeId!, `WRONG-CODE-${i}`);
      codes.push(attempt.error?.code ?? 'none');
    }
    expect(codes.every((c) => c === 'VERIFICATION_FAILED')).toBe(true);
    const limited = await g.verify(challengeId!, 'WRONG-CODE-X');
    expect(limited.error?.code).toBe('RATE_LIMIT_EXCEEDED');

    await restart();
    const g2 = await airlock.connect('flow-guess');
    expect((await g2.verify(challengeId!, 'WRONG-CODE-Y')).error?.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('malformed, mismatched and unknown input gets structured errors and the server keeps serving', async () => {
    const a = await airlock.connect('flow-garbage');
    expect((await a.call('mcp_aql_read', 'record_execution_step', { element_name: 'x', nextActionHint: 'y' })).error).toMatchObject({
      code: 'ENDPOINT_MISMATCH',
    });
    expect((await a.call('mcp_aql_execute', 'approve_my_own_request', {})).error?.code).toBe('NOT_FOUND_OPERATION');
    expect((await a.step('x', 'y'.repeat(9000))).error?.code).toBe('VALIDATION_PAYLOAD_TOO_LARGE');
    expect((await a.call('mcp_aql_create', 'record_execution_step', { element_name: 'x', nextActionHint: 'y', bogus: true })).error?.code).toBe('VALIDATION_UNKNOWN_PARAM');
    // An oversized message (over 1 MiB) is refused with a JSON-RPC error; the connection lives on.
    await expect(a.step('x', 'z'.repeat(1_100_000))).rejects.toThrow(/too large/i);
    expect((await a.step('x', 'read the docs after the flood')).data?.directive?.continue).toBe(true);
  });

  it('20 concurrent agents × 200 steps: none lost or mixed up', { timeout: 180_000 }, async () => {
    const N = 20;
    const STEPS = 200;
    const since = airlock.serve.events.length;
    const fleet = await Promise.all(Array.from({ length: N }, (_, i) => airlock.connect(`fleet-client-${i}`)));
    const results = await Promise.all(
      fleet.map(async (agent, i) => {
        const name = `fleet-${i}`;
        const started = await agent.call('mcp_aql_execute', 'execute_agent', { element_name: name, goal: 'load test' });
        const executionId = started.data?.execution_id as string;
        const seen: Array<{ step: number; execution: string; cont: boolean }> = [];
        for (let s = 0; s < STEPS; s++) {
          const res = await agent.step(name, `read the docs chapter ${s} as ${name}`, { execution_id: executionId });
          if (!res.success) throw new Error(`step failed: ${JSON.stringify(res.error)}`);
          seen.push({ step: res.data!.step!, execution: res.data!.execution_id!, cont: res.data!.directive!.continue });
        }
        const done = await agent.call('mcp_aql_execute', 'complete_execution', { element_name: name, execution_id: executionId, outcome: 'success' });
        expect(done.data).toMatchObject({ status: 'completed' });
        return { name, executionId, seen };
      }),
    );
    const executionIds = new Set(results.map((r) => r.executionId));
    expect(executionIds.size).toBe(N);
    for (const r of results) {
      expect(r.seen.map((s) => s.step)).toEqual(Array.from({ length: STEPS }, (_, k) => k + 1));
      expect(r.seen.every((s) => s.execution === r.executionId && s.cont)).toBe(true);
    }
    // The human's console saw every step, each attributed to the right agent, client and execution.
    // A plain step's event follows its answer (issue 18), so the last few may still be on their way
    // (and an earlier test's last step may arrive after `since`): wait for the fleet's own.
    const fleetNames = new Set(results.map((r) => r.name));
    const stepEvents = () => airlock.serve.events.slice(since).filter(ofType('step')).filter((e) => fleetNames.has((e.step as { agent: string }).agent));
    await expect.poll(() => stepEvents().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(N * STEPS);
    const steps = stepEvents().map((e) => e.step as { agent: string; client: string; executionId: string; seq: number; hint: string });
    for (const r of results) {
      const mine = steps.filter((s) => s.agent === r.name);
      expect(mine.length).toBe(STEPS);
      const index = Number(r.name.split('-')[1]);
      for (const s of mine) {
        expect(s.client).toBe(`fleet-client-${index}`);
        expect(s.executionId).toBe(r.executionId);
        expect(s.hint).toBe(`read the docs chapter ${s.seq - 1} as ${r.name}`);
      }
    }
  });

  it('no code shown on the console ever reached an agent, a log line or the database', async () => {
    for (const code of airlock.serve.codes()) allCodes.add(code);
    expect(allCodes.size).toBeGreaterThanOrEqual(3); // verify, danger_zone, reissued (+ the guesser's)
    const delivered = Buffer.concat(recorded.bridgeStdout).toString('utf8');
    expect(delivered.length).toBeGreaterThan(100_000); // the fleet's traffic is in there
    const logs = Buffer.concat([...recorded.bridgeStderr, ...recorded.serveStderr]).toString('utf8');
    const dbFiles = ['airlock.db', 'airlock.db-wal'].map((f) => path.join(airlock.home, f)).filter((f) => fs.existsSync(f));
    const db = Buffer.concat(dbFiles.map((f) => fs.readFileSync(f))).toString('latin1');
    for (const code of allCodes) {
      for (const form of codeForms(code)) {
        expect(delivered.includes(form), 'a code reached an agent').toBe(false);
        expect(logs.includes(form), 'a code reached a log').toBe(false);
        expect(db.includes(form), 'a code reached the database').toBe(false);
      }
    }
  });
});
