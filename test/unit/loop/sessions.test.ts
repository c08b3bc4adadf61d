// Client sessions (client hooks), decisions a person makes once, blocks scoped
// as the person expects, refusing a verification — through the real loop with a
// real SQLite store, the same agent-side and human-side APIs the MCP server, the
// window and the console use.
import { describe, expect, it } from 'vitest';
import type { AgentNotification, StructuredAction } from '../../../src/shared/vocabulary';
import { catchError, harnessPerTest } from '../../helpers/airlock';

const CLIENT = 'claude-code';
const harness = harnessPerTest();

/** The agent side as a client hook's connection reaches it (only hooks may name a session). */
const hooked = (h: ReturnType<typeof harness>) => ({
  recordStep: (client: string, params: unknown, connection?: string) => h.airlock.agent.recordStep(client, params, connection, { hook: true }),
});

const meta = (n: AgentNotification[] | undefined, type: AgentNotification['type']) => n?.find((x) => x.type === type)?.metadata;

/** A Bash call as the Claude Code hook records it, in session `session`. */
function bash(command: string, session = 'S1'): { element_name: string; nextActionHint: string; action: StructuredAction; session_id: string } {
  return {
    element_name: `claude-code:${session}`,
    nextActionHint: `executing shell command: ${command}`,
    action: { tool: 'Bash', arguments: { command } },
    session_id: session,
  };
}

describe('one execution per client session', () => {
  it('25 identical `npm test` calls in a session go ahead: no step limit, no loop pause', () => {
    const h = harness();
    const results = Array.from({ length: 25 }, () => hooked(h).recordStep(CLIENT, bash('npm test')));
    expect(results.every((r) => r.directive.continue)).toBe(true);
    expect(new Set(results.map((r) => r.execution_id)).size).toBe(1);
    expect(h.airlock.human.listPending()).toHaveLength(0);
    const [execution] = h.airlock.human.listExecutions();
    expect(execution).toMatchObject({ session: 'S1', unlimited: true, stepsUsed: 25, status: 'running' });
    // rm -rf ~ is still stopped.
    expect(hooked(h).recordStep(CLIENT, bash('rm -rf ~')).directive).toMatchObject({ continue: false, stopped: true });
  });

  it('only a client hook may name a session: a report over MCP with session_id is refused, nothing recorded', () => {
    const h = harness();
    const error = catchError(() => h.airlock.agent.recordStep(CLIENT, bash('npm test')));
    expect(error).toMatchObject({ code: 'VALIDATION_UNKNOWN_PARAM', message: expect.stringMatching(/session_id is set by Airlock's client hooks only/) });
    expect(h.airlock.human.listExecutions()).toEqual([]);
  });

  it('each session has its own execution; a report over MCP without a session does not join it', () => {
    const h = harness();
    const a = hooked(h).recordStep(CLIENT, bash('ls', 'A'));
    const b = hooked(h).recordStep(CLIENT, bash('ls', 'B'));
    const mcp = hooked(h).recordStep(CLIENT, { element_name: 'claude-code:A', nextActionHint: 'executing shell command: ls' });
    expect(new Set([a.execution_id, b.execution_id, mcp.execution_id]).size).toBe(3);
    expect(hooked(h).recordStep(CLIENT, bash('pwd', 'A')).execution_id).toBe(a.execution_id);
  });

  it('a step limit for sessions can be set in the policy', () => {
    const h = harness({ policy: { sessions: { maxAutonomousSteps: 2 } } });
    expect(hooked(h).recordStep(CLIENT, bash('ls')).directive.continue).toBe(true);
    expect(hooked(h).recordStep(CLIENT, bash('pwd')).directive.continue).toBe(true);
    expect(hooked(h).recordStep(CLIENT, bash('whoami')).directive).toMatchObject({ continue: false, reason: 'step limit reached' });
  });

  it('ends at the client\'s session end (complete_execution naming the session\'s agent) and after idle time', () => {
    const h = harness({ policy: { sessions: { idleMinutes: 30 } } });
    const first = hooked(h).recordStep(CLIENT, bash('ls'));
    expect(h.airlock.agent.completeExecution(CLIENT, { element_name: 'claude-code:S1', summary: 'session ended' })).toEqual({ execution_id: first.execution_id, status: 'completed' });
    const second = hooked(h).recordStep(CLIENT, bash('ls'));
    expect(second.execution_id).not.toBe(first.execution_id);

    h.clock.advance(29 * 60_000);
    h.airlock.loop.tick();
    expect(h.airlock.human.listExecutions({ status: 'running' }).map((e) => e.id)).toEqual([second.execution_id]);
    h.clock.advance(2 * 60_000);
    h.airlock.loop.tick();
    const ended = h.airlock.human.listExecutions().find((e) => e.id === second.execution_id);
    expect(ended).toMatchObject({ status: 'completed', summary: 'The client session was idle for 30 minutes.' });
    expect(hooked(h).recordStep(CLIENT, bash('ls')).execution_id).not.toBe(second.execution_id);
  });
});

describe('executions from an MCP connection end when it closes', () => {
  it('implicit ones complete, explicit ones the agent never completed are cancelled; session executions stay', () => {
    const h = harness();
    const implicit = hooked(h).recordStep('bridge-client', { element_name: 'bot', nextActionHint: 'reading README.md' }, 'conn-1');
    const explicit = h.airlock.agent.executeAgent('bridge-client', { element_name: 'planner' }, 'conn-1');
    const session = hooked(h).recordStep(CLIENT, bash('ls'), 'conn-1');
    const other = hooked(h).recordStep('bridge-client', { element_name: 'other', nextActionHint: 'reading a' }, 'conn-2');
    h.airlock.agent.connectionClosed('conn-1');
    const byId = new Map(h.airlock.human.listExecutions().map((e) => [e.id, e]));
    expect(byId.get(implicit.execution_id)).toMatchObject({ status: 'completed', summary: 'The MCP connection closed.' });
    expect(byId.get(explicit.execution_id)).toMatchObject({ status: 'cancelled' });
    expect(byId.get(session.execution_id)?.status).toBe('running');
    expect(byId.get(other.execution_id)?.status).toBe('running');
  });
});

describe('approve once means once, through every path', () => {
  it('a claiming hook that receives "approved" takes the one run: the same action reported again asks again', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    const waiting = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 5, claim: true }, 'hook-1');
    h.airlock.human.approve(id, 'once');
    await expect(waiting).resolves.toMatchObject({ status: 'approved' });
    const again = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    expect(again.directive.continue).toBe(false);
    expect(meta(again.directive.notifications, 'autonomy_pause')!.confirmationId).not.toBe(id);
  });

  it('a claiming hook that cancels its wait withdraws the request at once; a plain wait that is cancelled leaves it to the person', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    // A 30 s wait: only the cancellation can end it within the test's 5 s.
    const plain = new AbortController();
    const unclaimed = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 30 }, 'agent-1', plain.signal);
    plain.abort();
    await expect(unclaimed).resolves.toMatchObject({ status: 'pending' });
    expect(h.airlock.human.listPending().map((p) => p.id)).toEqual([id]);

    const hook = new AbortController();
    const claimed = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 30, claim: true }, 'hook-1', hook.signal);
    hook.abort();
    await expect(claimed).resolves.toMatchObject({ status: 'withdrawn' });
    expect(h.airlock.human.listPending()).toHaveLength(0);
  });

  it('a claim cancelled as the person approves does not spend the one run: the action reported again goes ahead', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    const hook = new AbortController();
    const claimed = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 30, claim: true }, 'hook-1', hook.signal);
    hook.abort();
    h.airlock.human.approve(id, 'once');
    await expect(claimed).resolves.toMatchObject({ status: 'approved' });
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(true);
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(false);
  });

  it('two hooks waiting on the same request: only the first gets the run, the second hears "used"', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    // The same action re-reported while it waits reuses the request.
    expect(meta(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.notifications, 'autonomy_pause')!.confirmationId).toBe(id);
    const first = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 5, claim: true }, 'hook-1');
    const second = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 5, claim: true }, 'hook-2');
    h.airlock.human.approve(id, 'once');
    const answers = (await Promise.all([first, second])).map((r) => r.status).sort();
    expect(answers).toEqual(['approved', 'used']);
  });

  it('an agent that reports again first takes the run; a later claim hears "used"', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    h.airlock.human.approve(id, 'once');
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(true);
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0, claim: true }, 'hook-1')).resolves.toMatchObject({ status: 'used' });
  });

  it('approved for the session: the claim does not spend it, and it outlives an idle-ended execution of the same session only', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    expect(h.airlock.human.listPending()[0]).toMatchObject({ session: 'S1', ruleable: true });
    h.airlock.human.approve(id, 'session');
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0, claim: true }, 'hook-1')).resolves.toMatchObject({
      status: 'approved',
      reason: 'approved for the rest of this session',
    });
    for (let i = 0; i < 5; i++) expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(true);
    h.clock.advance(31 * 60_000);
    h.airlock.loop.tick();
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(true);
    // Another session of the same client is not covered.
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main', 'S2')).directive.continue).toBe(false);
  });

  it('"for this session" is refused for a request without a session', () => {
    const h = harness();
    const r = hooked(h).recordStep('bridge-client', { element_name: 'bot', nextActionHint: 'executing shell command: git push origin main' });
    const id = meta(r.directive.notifications, 'autonomy_pause')!.confirmationId!;
    expect(catchError(() => h.airlock.human.approve(id, 'session')).message).toMatch(/does not belong to a client session/);
  });
});

describe('when the hook stops waiting', () => {
  it('its last wait withdraws the request; an approval after that says it had no effect', async () => {
    const h = harness();
    const events: string[] = [];
    h.airlock.human.subscribe((e) => e.type === 'decision' && events.push(e.confirmation.status));
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    const answer = await h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 0.05, claim: true, withdraw_if_undecided: true }, 'hook-1');
    expect(answer).toMatchObject({ status: 'withdrawn' });
    expect(answer.reason).toMatch(/stopped waiting after 0\.1 s|stopped waiting after 0\.05 s/);
    expect(h.airlock.human.listPending()).toHaveLength(0);
    expect(events).toEqual(['withdrawn']);
    expect(catchError(() => h.airlock.human.approve(id)).message).toMatch(/^Too late: the agent stopped waiting .* so your approval had no effect/);
    // The retry asks again, and nothing the late click did lets it through.
    expect(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.continue).toBe(false);
  });

  it('a claiming hook whose connection closes before anyone decides withdraws its request', async () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin main'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    const waiting = h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: id, wait_seconds: 5, claim: true }, 'hook-1');
    h.airlock.agent.connectionClosed('hook-1');
    await expect(waiting).resolves.toMatchObject({ status: 'withdrawn' });
    expect(catchError(() => h.airlock.human.approve(id)).message).toMatch(/Too late/);
  });
});

describe('"always allow actions like this"', () => {
  it('proposes an exact, narrow rule, previewed; writing it approves this run and lets the same action through from then on', () => {
    const h = harness();
    const paused = hooked(h).recordStep(CLIENT, bash('git push origin "feature/(x)"'));
    const id = meta(paused.directive.notifications, 'autonomy_pause')!.confirmationId!;
    const proposal = h.airlock.human.proposeRule(id);
    expect(proposal.parts).toEqual(['executing shell command: git push origin "feature/(x)"', 'git push origin "feature/(x)"']);
    expect(proposal.patterns).toEqual(['executing shell command: git push origin ["]feature/[(]x[)]["]', 'git push origin ["]feature/[(]x[)]["]']);
    expect(proposal.preview.directive.continue).toBe(true);
    const { added, policy, confirmation } = h.airlock.human.allowAlways(id, proposal.patterns);
    expect(added).toEqual(proposal.patterns);
    expect(policy.patterns.autoApprove).toEqual(proposal.patterns);
    expect(confirmation).toMatchObject({ status: 'approved', scope: 'once' });
    // In another session, later: the same action goes ahead; a different push still asks.
    expect(hooked(h).recordStep(CLIENT, bash('git push origin "feature/(x)"', 'S9')).directive.continue).toBe(true);
    expect(hooked(h).recordStep(CLIENT, bash('git push origin "feature/(y)"', 'S9')).directive.continue).toBe(false);
    expect(hooked(h).recordStep(CLIENT, bash('git push origin "feature/(x)"; rm -rf build', 'S9')).directive.continue).toBe(false);
  });

  it('writes only the rule it proposed', () => {
    const h = harness();
    const id = meta(hooked(h).recordStep(CLIENT, bash('git push origin main')).directive.notifications, 'autonomy_pause')!.confirmationId!;
    expect(catchError(() => h.airlock.human.allowAlways(id, ['*'])).message).toMatch(/not the one Airlock proposed/);
    expect(h.airlock.human.getPolicy().patterns.autoApprove).toEqual([]);
  });

  it('is never offered for verify, or for pauses about the run rather than the action', () => {
    const h = harness({ policy: { maxAutonomousSteps: 1, patterns: { deny: [], requiresApproval: ['*release*'], autoApprove: [] } } });
    // A step-limit pause of a verify-tier action.
    hooked(h).recordStep('bridge-client', { element_name: 'bot', nextActionHint: 'reading a' });
    const limit = hooked(h).recordStep('bridge-client', { element_name: 'bot', nextActionHint: 'executing shell command: npm publish' });
    const limitId = meta(limit.directive.notifications, 'autonomy_pause')!.confirmationId!;
    expect(h.airlock.human.listPending().find((c) => c.id === limitId)).toMatchObject({ kind: 'step_limit', tier: 'verify', ruleable: false });
    expect(catchError(() => h.airlock.human.proposeRule(limitId)).message).toMatch(/never offered for a verify action/);
    // A requiresApproval pause.
    const policyPause = hooked(h).recordStep(CLIENT, bash('echo release'));
    const policyId = meta(policyPause.directive.notifications, 'permission_pending')!.confirmationId!;
    expect(catchError(() => h.airlock.human.proposeRule(policyId)).message).toMatch(/requires approval/);
  });
});

describe('blocks scoped as the person expects', () => {
  it('a danger_zone in a session blocks that session only; the person can widen it to the client', () => {
    const h = harness();
    const stopped = hooked(h).recordStep(CLIENT, bash('rm -rf ~', 'A'));
    expect(stopped.directive.stopped).toBe(true);
    const [block] = h.airlock.human.listBlocks();
    expect(block).toMatchObject({ scope: 'session', session: 'A', agent: 'claude-code:a' /* agent names are identities, case folded */, client: CLIENT });
    expect(block!.covers).toMatch(/claude-code session A/);
    expect(hooked(h).recordStep(CLIENT, bash('ls', 'A')).directive).toMatchObject({ continue: false, stopped: true });
    expect(hooked(h).recordStep(CLIENT, bash('ls', 'A')).directive.factors.join(' ')).toMatch(/This client session is hard-blocked/);
    expect(hooked(h).recordStep(CLIENT, bash('ls', 'B')).directive.continue).toBe(true);

    const widened = h.airlock.human.setBlockScope(block!.id, 'client');
    expect(widened.covers).toMatch(/every agent and session of claude-code/);
    expect(hooked(h).recordStep(CLIENT, bash('ls', 'B')).directive.stopped).toBe(true);
    expect(hooked(h).recordStep(CLIENT, { element_name: 'code-assistant', nextActionHint: 'reading README.md' }).directive.stopped).toBe(true);
    h.airlock.human.unblock(block!.id);
    expect(hooked(h).recordStep(CLIENT, bash('ls', 'B')).directive.continue).toBe(true);
  });

  it('the default scope comes from the policy; a reported step still blocks its whole client', () => {
    const h = harness({ policy: { sessions: { blockScope: 'client' } } });
    hooked(h).recordStep(CLIENT, bash('rm -rf ~', 'A'));
    expect(h.airlock.human.listBlocks()[0]).toMatchObject({ scope: 'client' });
    const g = harness();
    hooked(g).recordStep('cursor-vscode', { element_name: 'bot', nextActionHint: 'executing shell command: rm -rf ~' });
    expect(g.airlock.human.listBlocks()[0]).toMatchObject({ scope: 'client' });
    expect(hooked(g).recordStep('cursor-vscode', { element_name: 'another-name', nextActionHint: 'reading a' }).directive.stopped).toBe(true);
    expect(catchError(() => g.airlock.human.setBlockScope(g.airlock.human.listBlocks()[0]!.id, 'session')).message).toMatch(/cannot be narrowed/);
  });
});

describe('verify tier: a standing challenge holds its own action only, and a person can refuse it', () => {
  it('other advisory actions go ahead; the same action again gets the same challenge (no new code)', () => {
    const h = harness();
    const first = hooked(h).recordStep(CLIENT, bash('git push --force origin main'));
    const challengeId = meta(first.directive.notifications, 'autonomy_pause')!.verificationId!;
    expect(h.codes).toHaveLength(1);
    expect(hooked(h).recordStep(CLIENT, bash('npm test')).directive.continue).toBe(true);
    const again = hooked(h).recordStep(CLIENT, bash('git push --force origin main'));
    expect(again.directive.continue).toBe(false);
    expect(meta(again.directive.notifications, 'autonomy_pause')!.verificationId).toBe(challengeId);
    expect(h.codes).toHaveLength(1);
  });

  it('refused: the agent is denied with the reason on every path until the challenge would have expired', () => {
    const h = harness({ policy: { challengeTimeoutSeconds: 300 } });
    const first = hooked(h).recordStep(CLIENT, bash('git push --force origin main'));
    const challengeId = meta(first.directive.notifications, 'autonomy_pause')!.verificationId!;
    const refused = h.airlock.human.refuseChallenge(challengeId, 'no force pushes to main');
    expect(refused).toMatchObject({ status: 'refused', reason: 'no force pushes to main' });
    expect(h.airlock.human.listChallenges()).toHaveLength(0);

    const retry = hooked(h).recordStep(CLIENT, bash('git push --force origin main'));
    expect(retry.directive).toMatchObject({ continue: false, reason: 'refused by the person at Airlock: no force pushes to main' });
    expect(retry.directive.notifications?.some((n) => n.type === 'status' && n.message.includes('no force pushes to main'))).toBe(true);
    expect(h.codes).toHaveLength(1);
    const verify = catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: challengeId, code: 'AAAA-BBBB' }));
    expect(verify.code).toBe('VERIFICATION_FAILED');
    expect(verify.message).toMatch(/refused this action: no force pushes to main/);

    h.clock.advance(301_000);
    const later = hooked(h).recordStep(CLIENT, bash('git push --force origin main'));
    expect(meta(later.directive.notifications, 'autonomy_pause')!.verificationId).not.toBe(challengeId);
  });

  it('a hard block is not refused, and a settled challenge cannot be refused again', () => {
    const h = harness();
    hooked(h).recordStep(CLIENT, bash('rm -rf ~'));
    const danger = h.airlock.human.listChallenges()[0]!;
    expect(catchError(() => h.airlock.human.refuseChallenge(danger.id)).message).toMatch(/hard block is not refused/);
    const v = hooked(h).recordStep(CLIENT, bash('git push --force origin main', 'S2'));
    const id = meta(v.directive.notifications, 'autonomy_pause')!.verificationId!;
    h.airlock.human.refuseChallenge(id);
    expect(catchError(() => h.airlock.human.refuseChallenge(id)).message).toMatch(/already refused/);
  });
});
