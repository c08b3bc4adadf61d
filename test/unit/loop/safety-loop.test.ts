// The safety loop with a real SQLite store in a temp dir, through the same
// agent-side and human-side APIs the MCP server and the window use.
import { describe, expect, it } from 'vitest';
import type { AgentNotification } from '../../../src/shared/vocabulary';
import { catchError, harnessPerTest } from '../../helpers/airlock';

const CLIENT = 'test-client';
const harness = harnessPerTest();

const meta = (n: AgentNotification[] | undefined, type: AgentNotification['type']) => n?.find((x) => x.type === type)?.metadata;

describe('executions', () => {
  it('starts implicitly on the first step, counts steps, and ends', () => {
    const h = harness();
    const r1 = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading README.md' });
    expect(r1.step).toBe(1);
    expect(r1.directive).toMatchObject({ continue: true, stepsRemaining: 9, nextStepRisk: 'advisory' });
    const r2 = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading package.json' });
    expect(r2.execution_id).toBe(r1.execution_id);
    expect(r2.step).toBe(2);
    const execution = h.airlock.human.listExecutions()[0]!;
    expect(execution).toMatchObject({ implicit: true, stepsUsed: 2, status: 'running' });
    expect(h.airlock.agent.completeExecution(CLIENT, { element_name: 'bot' })).toEqual({ execution_id: r1.execution_id, status: 'completed' });
    const r3 = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading README.md' });
    expect(r3.execution_id).not.toBe(r1.execution_id);
  });

  it('honours a lower maxAutonomousSteps and caps a higher one', () => {
    const h = harness({ policy: { maxAutonomousSteps: 5 } });
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'a', maxAutonomousSteps: 2 }).stepsRemaining).toBe(2);
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'b', maxAutonomousSteps: 50 }).stepsRemaining).toBe(5);
  });

  it('refuses steps for an execution that ended or belongs to someone else', () => {
    const h = harness();
    const { execution_id } = h.airlock.agent.executeAgent(CLIENT, { element_name: 'bot' });
    expect(catchError(() => h.airlock.agent.recordStep('other-client', { element_name: 'bot', nextActionHint: 'x', execution_id })).code).toBe('NOT_FOUND_RESOURCE');
    h.airlock.agent.abortExecution(CLIENT, { element_name: 'bot', execution_id, reason: 'done' });
    expect(catchError(() => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'x', execution_id })).code).toBe('NOT_FOUND_RESOURCE');
  });
});

describe('step limit', () => {
  it('pauses after the limit and continues when the human grants more steps', () => {
    const h = harness({ policy: { maxAutonomousSteps: 3, agents: { special: { maxAutonomousSteps: 1 } } } });
    const step = (hint: string, agent = 'bot') => h.airlock.agent.recordStep(CLIENT, { element_name: agent, nextActionHint: hint });
    expect(step('reading a.txt').directive.continue).toBe(true);
    expect(step('reading b.txt').directive.continue).toBe(true);
    expect(step('reading c.txt').directive).toMatchObject({ continue: true, stepsRemaining: 0 });
    const paused = step('reading d.txt');
    expect(paused.directive).toMatchObject({ continue: false, reason: 'step limit reached', stepsRemaining: 0 });
    expect(meta(paused.directive.notifications, 'autonomy_pause')?.confirmationId).toBeTruthy();
    h.airlock.human.grantSteps(paused.execution_id, 2);
    expect(h.airlock.human.listPending()).toHaveLength(0);
    expect(step('reading d.txt').directive).toMatchObject({ continue: true, stepsRemaining: 1 });
    // Per-agent override.
    expect(step('reading a.txt', 'special').directive.continue).toBe(true);
    expect(step('reading b.txt', 'special').directive.continue).toBe(false);
  });

  it('a pause at the limit shows the action itself; granting steps never approves a confirm-tier action unseen', () => {
    const h = harness({ policy: { maxAutonomousSteps: 1, patterns: { deny: [], requiresApproval: ['*release notes*'], autoApprove: [] } } });
    const step = (hint: string) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: hint });
    expect(step('reading a.txt').directive.continue).toBe(true);
    const paused = step('reading the release notes');
    expect(paused.directive).toMatchObject({ continue: false, reason: 'step limit reached' });
    const card = h.airlock.human.listPending()[0]!;
    expect(card.kind).toBe('step_limit');
    expect(card.factors.join(' ')).toContain('→');
    // Granting steps from the executions view settles the pause…
    h.airlock.human.grantSteps(paused.execution_id, 5);
    expect(h.airlock.human.listPending()).toHaveLength(0);
    // …but the action still needs its own approval: a new card, for the policy.
    const again = step('reading the release notes');
    expect(again.directive).toMatchObject({ continue: false });
    expect(h.airlock.human.listPending().map((c) => c.kind)).toEqual(['policy']);
  });
});

describe('confirm tier', () => {
  const policy = { patterns: { deny: [], requiresApproval: ['*deploy*'], autoApprove: [] } };

  it('waits for the human; approve once lets that action through once', async () => {
    const h = harness({ policy });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy service to staging' });
    expect(r.directive).toMatchObject({ continue: false, nextStepRisk: 'confirm' });
    const id = meta(r.directive.notifications, 'permission_pending')!.confirmationId!;
    expect(h.airlock.human.listPending().map((c) => c.id)).toEqual([id]);
    expect(h.notices.some((n) => n.ref?.id === id)).toBe(true);
    // Re-reporting the same action while it waits does not ask twice (spacing folds; case does not).
    const again = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy  service to staging' });
    expect(meta(again.directive.notifications, 'permission_pending')!.confirmationId).toBe(id);
    expect(h.airlock.human.listPending()).toHaveLength(1);

    const waiting = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 5 });
    h.airlock.human.approve(id, 'once');
    await expect(waiting).resolves.toEqual({ confirmation_id: id, status: 'approved', decided_by: 'human', expires_at: '2026-01-01T00:05:00.000Z' });

    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy service to staging' }).directive.continue).toBe(true);
    // Used once: the next identical action asks again.
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy service to staging' }).directive.continue).toBe(false);
  });

  it('approve for this execution covers the same action for the rest of the execution only', () => {
    const h = harness({ policy: { ...policy, loopDetection: { repeats: 10, windowSteps: 10 } } });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy web to staging' });
    h.airlock.human.approve(meta(r.directive.notifications, 'permission_pending')!.confirmationId!, 'execution');
    for (let i = 0; i < 3; i++) expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy web to staging' }).directive.continue).toBe(true);
    // A different action is not covered.
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy db to staging' }).directive.continue).toBe(false);
    // A new execution is not covered.
    h.airlock.agent.completeExecution(CLIENT, { element_name: 'bot' });
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy web to staging' }).directive.continue).toBe(false);
  });

  it('deny sends the reason back to the agent', async () => {
    const h = harness({ policy });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy to staging now' });
    const id = meta(r.directive.notifications, 'permission_pending')!.confirmationId!;
    h.airlock.human.deny(id, 'not on a Friday');
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0 })).resolves.toEqual({
      confirmation_id: id,
      status: 'denied',
      decided_by: 'human',
      reason: 'not on a Friday',
      expires_at: '2026-01-01T00:05:00.000Z',
    });
    const next = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading logs' });
    expect(next.directive.notifications?.find((n) => n.type === 'status')?.message).toContain('not on a Friday');
    expect(() => h.airlock.human.approve(id)).toThrow(/already denied/);
  });

  it('fails closed: unanswered past the oversight timeout means denied', async () => {
    const h = harness({ policy: { ...policy, oversightTimeoutSeconds: 60 } });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy to staging now' });
    const id = meta(r.directive.notifications, 'permission_pending')!.confirmationId!;
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0 })).resolves.toMatchObject({ status: 'pending' });
    h.clock.advance(61_000);
    h.airlock.loop.tick();
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0 })).resolves.toMatchObject({ status: 'expired' });
    expect(() => h.airlock.human.approve(id)).toThrow(/^Too late: nobody answered in time.*had no effect/);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy to staging now' }).directive.continue).toBe(false);
  });

  it('confirm_operation returns as soon as the human decides, without waiting out wait_seconds', async () => {
    const h = harness({ policy });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy to staging now' });
    const id = meta(r.directive.notifications, 'permission_pending')!.confirmationId!;
    const started = Date.now();
    const waiting = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 30 });
    setTimeout(() => h.airlock.human.approve(id), 50);
    await expect(waiting).resolves.toMatchObject({ status: 'approved' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('previous failure and loops pause until a person approves', () => {
    const h = harness();
    const failed = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading x', outcome: 'failure' });
    expect(failed.directive).toMatchObject({ continue: false, reason: 'the previous step failed' });
    h.airlock.human.approve(meta(failed.directive.notifications, 'autonomy_pause')!.confirmationId!);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading x' }).directive.continue).toBe(true);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading x' }).directive.continue).toBe(true);
    const loop = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'READING   x' });
    expect(loop.directive).toMatchObject({ continue: false, reason: 'the same action keeps repeating' });
  });

  it('budgets from reported usage pause the execution', () => {
    const h = harness({ policy: { budgets: { maxTokens: 1000 } } });
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a', usage: { tokens: 600 } }).directive.continue).toBe(true);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading b', usage: { tokens: 600 } }).directive).toMatchObject({
      continue: false,
      reason: 'token budget exceeded',
    });
  });
});

describe('approvals are bound to the exact action', () => {
  it('an approval for /srv/backups does not cover /srv/Backups', () => {
    const h = harness({ policy: { patterns: { deny: [], requiresApproval: ['*rsync*'], autoApprove: [] } } });
    const step = (hint: string) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: hint });
    const first = step('rsync -a ./out/ /srv/backups/');
    h.airlock.human.approve(meta(first.directive.notifications, 'permission_pending')!.confirmationId!, 'execution');
    expect(step('rsync -a ./out/ /srv/backups/').directive.continue).toBe(true);
    expect(step('rsync -a ./out/ /srv/Backups/').directive.continue).toBe(false);
  });
});

describe('where the person decides (the window, or the console of airlock serve)', () => {
  it('a pause names the host\'s place in its notification and in decideIn; an advisory step carries none; the block error names it too', () => {
    const onConsole = harness({ place: 'console' });
    const verify = onConsole.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    expect(verify.directive).toMatchObject({ continue: false, decideIn: 'console' });
    const text = JSON.stringify(verify.directive.notifications);
    expect(text).toContain("Airlock's console");
    expect(text).not.toContain('window');
    expect(onConsole.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading README.md' }).directive.decideIn).toBeUndefined();
    const danger = onConsole.airlock.agent.recordStep(CLIENT, { element_name: 'rm-bot', nextActionHint: 'executing shell command: rm -rf ~' });
    expect(danger.directive).toMatchObject({ stopped: true, decideIn: 'console' });
    const again = onConsole.airlock.agent.recordStep(CLIENT, { element_name: 'rm-bot', nextActionHint: 'reading README.md' });
    expect(again.directive).toMatchObject({ stopped: true, decideIn: 'console' });
    const blocked = catchError(() => onConsole.airlock.agent.executeAgent(CLIENT, { element_name: 'rm-bot' }));
    expect(blocked).toMatchObject({ code: 'AGENT_BLOCKED', details: expect.objectContaining({ decideIn: 'console' }) as unknown });
    expect(blocked.message).toContain("Airlock's console");

    const inApp = harness();
    const confirm = inApp.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'executing shell command: git push origin main' });
    expect(confirm.directive).toMatchObject({ continue: false, decideIn: 'window' });
    expect(JSON.stringify(confirm.directive.notifications)).toContain("in Airlock's window");
  });
});

describe('verify tier', () => {
  it('pauses with a challenge whose code goes only to the code display; the code resumes the action', () => {
    const h = harness();
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    expect(r.directive).toMatchObject({ continue: false, nextStepRisk: 'verify' });
    expect(r.directive.stopped).toBeUndefined();
    const challengeId = meta(r.directive.notifications, 'autonomy_pause')!.verificationId!;
    expect(challengeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(h.codes).toHaveLength(1);
    expect(h.codes[0]).toMatchObject({ challengeId, kind: 'verify', agent: 'bot', client: CLIENT });
    expect(h.airlock.human.listChallenges()[0]).toMatchObject({ id: challengeId, code: h.codes[0]!.code });

    // The same action again waits for the verification (same challenge, no new code);
    // the agent's other advisory actions are judged on their own.
    const again = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    expect(again.directive).toMatchObject({ continue: false, reason: 'waiting for out-of-band verification' });
    expect(meta(again.directive.notifications, 'autonomy_pause')!.verificationId).toBe(challengeId);
    expect(h.codes).toHaveLength(1);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }).directive.continue).toBe(true);

    const typed = ` ${h.codes[0]!.code.toLowerCase().replace(/-/g, ' ')} `;
    expect(h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: challengeId, code: typed })).toEqual({ verified: true });
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 }).directive.continue).toBe(true);
    // One use: the code cannot be replayed.
    expect(catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: challengeId, code: h.codes[0]!.code })).code).toBe('VERIFICATION_FAILED');
  });

  it('a wrong code retires the challenge; re-reporting the action gets a new one', () => {
    const h = harness();
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    const id = meta(r.directive.notifications, 'autonomy_pause')!.verificationId!;
    const wrong = catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: id, code: 'AAAA-BBBB' }));
    expect(wrong.code).toBe('VERIFICATION_FAILED');
    expect(catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: id, code: h.codes[0]!.code })).code).toBe('VERIFICATION_FAILED');
    const again = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    const id2 = meta(again.directive.notifications, 'autonomy_pause')!.verificationId!;
    expect(id2).not.toBe(id);
    expect(h.codes).toHaveLength(2);
  });

  it('expires after the challenge timeout, and does not survive a restart', () => {
    const h = harness({ policy: { challengeTimeoutSeconds: 60 } });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    const id = meta(r.directive.notifications, 'autonomy_pause')!.verificationId!;
    h.clock.advance(61_000);
    expect(catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: id, code: h.codes[0]!.code })).code).toBe('VERIFICATION_EXPIRED');

    const r2 = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate credentials', riskScore: 70 });
    expect(r2.directive.continue).toBe(false);
    const h2 = h.reopen();
    expect(h2.airlock.human.listChallenges()).toHaveLength(0);
    expect(h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }).directive.continue).toBe(true);
  });
});

describe('danger zone', () => {
  it('hard-blocks the agent and its client, broadcasts to the other executing agents, and survives reopening', () => {
    const h = harness();
    const other = h.airlock.agent.recordStep('other-client', { element_name: 'helper', nextActionHint: 'reading a' });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'wipe the disk', riskScore: 95 });
    expect(r.directive).toMatchObject({ continue: false, stopped: true, nextStepRisk: 'danger_zone' });
    const challengeId = meta(r.directive.notifications, 'danger_zone')!.verificationId!;
    expect(h.airlock.human.listBlocks()).toMatchObject([{ agent: 'bot', client: CLIENT, challengeId }]);

    const otherNext = h.airlock.agent.recordStep('other-client', { element_name: 'helper', nextActionHint: 'reading b', execution_id: other.execution_id });
    expect(meta(otherNext.directive.notifications, 'danger_zone')?.verificationId).toBe(challengeId);
    expect(otherNext.directive.continue).toBe(true);

    const h2 = h.reopen();
    const still = h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' });
    expect(still.directive).toMatchObject({ continue: false, stopped: true });
    // Neither a new execution nor a new agent name from the same client escapes.
    expect(catchError(() => h2.airlock.agent.executeAgent(CLIENT, { element_name: 'bot' })).code).toBe('AGENT_BLOCKED');
    expect(catchError(() => h2.airlock.agent.executeAgent(CLIENT, { element_name: 'renamed-bot' })).code).toBe('AGENT_BLOCKED');
    expect(h2.airlock.agent.recordStep(CLIENT, { element_name: 'renamed-bot', nextActionHint: 'reading a' }).directive.stopped).toBe(true);
    // Nor the same agent name from another client.
    expect(h2.airlock.agent.recordStep('another-client', { element_name: 'bot', nextActionHint: 'reading a' }).directive.stopped).toBe(true);
    expect(catchError(() => h2.airlock.agent.completeExecution(CLIENT, { element_name: 'bot' })).code).toBe('AGENT_BLOCKED');
    expect(catchError(() => h2.airlock.agent.abortExecution(CLIENT, { element_name: 'bot' })).code).toBe('AGENT_BLOCKED');
  });

  it('after a restart the human issues a fresh code, and the agent verifies with it', () => {
    const h = harness();
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'wipe the disk', riskScore: 95 });
    const firstId = meta(r.directive.notifications, 'danger_zone')!.verificationId!;
    const h2 = h.reopen();
    const block = h2.airlock.human.listBlocks()[0]!;
    const fresh = h2.airlock.human.reissueCode(block.id);
    expect(fresh.challengeId).not.toBe(firstId);
    expect(h2.codes.map((c) => c.code)).toEqual([fresh.code]);
    // The old challenge is superseded.
    expect(catchError(() => h2.airlock.agent.verifyChallenge(CLIENT, { challenge_id: firstId, code: h.codes[0]!.code })).code).toBe('VERIFICATION_FAILED');
    expect(h2.airlock.agent.verifyChallenge(CLIENT, { challenge_id: fresh.challengeId, code: fresh.code })).toEqual({ verified: true, unblocked: true });
    expect(h2.airlock.human.listBlocks()).toHaveLength(0);
    expect(h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }).directive.continue).toBe(true);
  });

  it('the human can lift a block as an audited override', () => {
    const h = harness({ policy: { patterns: { deny: ['*nuke*'], requiresApproval: [], autoApprove: [] } } });
    h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' });
    const block = h.airlock.human.listBlocks()[0]!;
    expect(block.reason).toContain('*nuke*');
    h.airlock.human.unblock(block.id, 'false alarm');
    expect(h.airlock.human.listBlocks()).toHaveLength(0);
    const audit = h.airlock.store.db.prepare(`SELECT detail FROM audit WHERE kind = 'block_override'`).get() as { detail: string };
    expect(JSON.parse(audit.detail)).toMatchObject({ blockId: block.id, by: 'human', note: 'false alarm' });
    // The deny pattern still stands for the next attempt.
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' }).directive.stopped).toBe(true);
  });
});

describe('halt switch', () => {
  it('halts all or one agent and resumes', () => {
    const h = harness();
    h.airlock.human.halt('bot');
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }).directive).toMatchObject({ continue: false, reason: 'halted by the operator' });
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'other', nextActionHint: 'reading a' }).directive.continue).toBe(true);
    h.airlock.human.halt();
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'other', nextActionHint: 'reading b' }).directive.continue).toBe(false);
    expect(h.airlock.human.haltState()).toEqual({ all: true, agents: ['bot'] });
    const h2 = h.reopen();
    expect(h2.airlock.human.haltState()).toEqual({ all: true, agents: ['bot'] });
    h2.airlock.human.resume();
    expect(h2.airlock.human.haltState()).toEqual({ all: false, agents: [] });
    expect(h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading c' }).directive.continue).toBe(true);
  });
});

describe('modes', () => {
  const policy = { patterns: { deny: ['*nuke*'], requiresApproval: ['*deploy*'], autoApprove: [] } };

  it('monitoring evaluates everything but never pauses, never stops, never blocks', () => {
    const h = harness({ policy: { ...policy, mode: 'monitoring' } });
    for (const [hint, riskScore] of [['nuke it', undefined], ['deploy to staging', undefined], ['rotate keys', 70], ['wipe', 95]] as const) {
      const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: hint, ...(riskScore ? { riskScore } : {}) });
      expect(r.directive.continue).toBe(true);
      expect(r.directive.stopped).toBeUndefined();
      expect(r.directive.factors.join(' ')).toContain('Monitoring mode');
    }
    expect(h.airlock.human.listBlocks()).toHaveLength(0);
    expect(h.airlock.human.listPending()).toHaveLength(0);
    expect(h.codes).toHaveLength(0);
    expect(h.airlock.agent.policySummary().mode).toBe('monitoring');
  });

  it('logging records without evaluating; disabled does not evaluate either', () => {
    const h = harness({ policy: { ...policy, mode: 'logging' } });
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' });
    expect(r.directive).toMatchObject({ continue: true, factors: [expect.stringContaining('Logging mode')] });
    expect(h.airlock.human.recentSteps(10)).toHaveLength(1);
    h.airlock.human.setMode('disabled');
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' }).directive.continue).toBe(true);
    expect(h.airlock.human.listBlocks()).toHaveLength(0);
    h.airlock.human.setMode('enforcing');
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke that' }).directive.stopped).toBe(true);
  });
});

describe('policy', () => {
  it('refuses a bad replacement naming the field, and keeps the last good policy', () => {
    const h = harness({ policy: { maxAutonomousSteps: 7 } });
    expect(() => h.airlock.human.replacePolicy({ maxAutonomousSteps: 'lots' })).toThrow(/maxAutonomousSteps/);
    expect(h.airlock.human.getPolicy().maxAutonomousSteps).toBe(7);
    h.airlock.human.replacePolicy({ maxAutonomousSteps: 4 });
    const h2 = h.reopen();
    expect(h2.airlock.human.getPolicy().maxAutonomousSteps).toBe(4);
  });

  it('a bad policy file on disk is refused with the field named, and defaults apply', () => {
    const h = harness({ policy: { riskTolerance: 'reckless' } as never });
    expect(h.airlock.policyProblem()).toMatch(/riskTolerance/);
    expect(h.airlock.human.getPolicy().riskTolerance).toBe('moderate');
  });

  it('a policy change mid-execution is recorded as an integrity event of that execution', () => {
    const h = harness();
    const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' });
    h.airlock.human.replacePolicy({ maxAutonomousSteps: 20 });
    const kinds = h.airlock.store.audit.byExecution(r.execution_id).map((a) => a.kind);
    expect(kinds).toContain('policy_changed_during_execution');
  });

  it('previews what a hint would get, without recording anything', () => {
    const h = harness({ policy: { patterns: { deny: [], requiresApproval: ['*README*'], autoApprove: [] } } });
    expect(h.airlock.human.previewHint('reading README.md').directive).toMatchObject({ continue: false, nextStepRisk: 'confirm' });
    expect(h.airlock.human.recentSteps(10)).toHaveLength(0);
    expect(h.airlock.human.listPending()).toHaveLength(0);
  });
});
