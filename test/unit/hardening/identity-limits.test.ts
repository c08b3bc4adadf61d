// Items 5 and 6 of issue 14: names are identities, limits the agent cannot
// reset, no burning another agent's code, capped lockouts, bounded load.
import { describe, expect, it } from 'vitest';
import { catchError, harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();
const challengeOf = (d: { notifications?: Array<{ metadata?: { verificationId?: string } }> }): string =>
  d.notifications!.find((n) => n.metadata?.verificationId)!.metadata!.verificationId!;

describe('renamed agents are the same agent', () => {
  it('a halt, a block and a step limit on "worker" hold for "Worker", "worker\\u200b" and "ｗｏｒｋｅｒ"', () => {
    const h = harness({ policy: { maxAutonomousSteps: 2, patterns: { deny: ['*drop database*'] } } });
    const { agent, human } = h.airlock;
    human.halt('worker');
    for (const name of ['Worker', 'worker\u200b', 'ｗｏｒｋｅｒ', '\u202eworker']) {
      expect(agent.recordStep(`c-${name}`, { element_name: name, nextActionHint: 'ls' }).directive.reason).toBe('halted by the operator');
    }
    human.resume('WORKER');
    expect(agent.recordStep('c1', { element_name: 'worker', nextActionHint: 'ls' }).directive.continue).toBe(true);
    expect(agent.recordStep('c1', { element_name: 'Worker', nextActionHint: 'pwd' }).directive.continue).toBe(true);
    // The step limit (2) is the agent's, whatever its spelling.
    expect(agent.recordStep('c1', { element_name: 'worker\u200b', nextActionHint: 'whoami' }).directive.reason).toBe('step limit reached');
    // A block by name holds on another client too.
    agent.recordStep('c2', { element_name: 'blocker', nextActionHint: 'drop database users' });
    expect(agent.recordStep('c3', { element_name: 'BLOCKER\u2060', nextActionHint: 'ls' }).directive.stopped).toBe(true);
    expect(catchError(() => agent.recordStep('c3', { element_name: '\u200b\u200c', nextActionHint: 'ls' })).code).toBe('VALIDATION_INVALID_TYPE');
  });
});

describe('limits accumulate per agent across executions until the person resets them', () => {
  it('a new execute_agent or abort_execution does not escape a step-limit pause', () => {
    const h = harness({ policy: { maxAutonomousSteps: 3 } });
    const { agent, human } = h.airlock;
    for (let i = 0; i < 3; i++) expect(agent.recordStep('c', { element_name: 'bot', nextActionHint: `read file ${i}` }).directive.continue).toBe(true);
    expect(agent.recordStep('c', { element_name: 'bot', nextActionHint: 'read file 3' }).directive.reason).toBe('step limit reached');
    agent.abortExecution('c', { element_name: 'bot' });
    const fresh = agent.executeAgent('c', { element_name: 'bot' });
    expect(agent.recordStep('c', { element_name: 'bot', nextActionHint: 'read file 4', execution_id: fresh.execution_id }).directive.reason).toBe('step limit reached');
    human.resetLimits('BOT');
    expect(agent.recordStep('c', { element_name: 'bot', nextActionHint: 'read file 5' }).directive.continue).toBe(true);
    const row = h.airlock.store.db.prepare(`SELECT sig FROM audit WHERE kind = 'limits_reset'`).get() as { sig: string };
    expect(row.sig).toBeTruthy();
  });

  it('loop detection and budgets span executions too', () => {
    // pauseOn "any": the repeated read counts as a loop (by default only suspicious repeats do).
    const h = harness({ policy: { maxAutonomousSteps: 1000, loopDetection: { repeats: 3, windowSteps: 10, pauseOn: 'any' }, budgets: { maxTokens: 100 } } });
    const { agent } = h.airlock;
    for (let i = 0; i < 2; i++) {
      expect(agent.recordStep('c', { element_name: 'looper', nextActionHint: 'cat notes.txt' }).directive.continue).toBe(true);
      agent.completeExecution('c', { element_name: 'looper' });
    }
    expect(agent.recordStep('c', { element_name: 'looper', nextActionHint: 'cat notes.txt' }).directive.reason).toBe('the same action keeps repeating');
    agent.recordStep('c', { element_name: 'spender', nextActionHint: 'ls', usage: { tokens: 80 } });
    agent.completeExecution('c', { element_name: 'spender' });
    expect(agent.recordStep('c', { element_name: 'spender', nextActionHint: 'pwd', usage: { tokens: 30 } }).directive.reason).toBe('token budget exceeded');
  });
});

describe("another agent's wrong codes", () => {
  it("never retire or lock out the owner's challenge; they count against the caller", () => {
    const h = harness({ policy: { rateLimit: { maxFailures: 3, windowSeconds: 600, lockoutSeconds: 600 } } });
    const { agent } = h.airlock;
    const paused = agent.recordStep('victim-client', { element_name: 'victim', nextActionHint: 'rotate the production keys', riskScore: 70 });
    const id = challengeOf(paused.directive);
    for (let i = 0; i < 3; i++) expect(catchError(() => agent.verifyChallenge('attacker-client', { challenge_id: id, code: 'WRONG' })).code).toBe('VERIFICATION_FAILED');
    expect(catchError(() => agent.verifyChallenge('attacker-client', { challenge_id: id, code: 'WRONG' })).code).toBe('RATE_LIMIT_EXCEEDED');
    expect(h.airlock.human.listChallenges().find((c) => c.id === id)?.status).toBe('active');
    expect(agent.verifyChallenge('victim-client', { challenge_id: id, code: h.codes.at(-1)!.code })).toEqual({ verified: true });
  });

  it('lockouts are capped at 15 minutes, however many in a row', () => {
    const h = harness({ policy: { rateLimit: { maxFailures: 1, windowSeconds: 86_400, lockoutSeconds: 60 } } });
    const { agent } = h.airlock;
    const stopped = agent.recordStep('c', { element_name: 'bot', nextActionHint: 'drop database users', riskScore: 95 });
    const id = challengeOf(stopped.directive);
    let longest = 0;
    for (let i = 0; i < 12; i++) {
      const e = catchError(() => agent.verifyChallenge('c', { challenge_id: id, code: 'WRONG' }));
      if (e.code === 'RATE_LIMIT_EXCEEDED') {
        longest = Math.max(longest, Number(e.details?.retryAfterSeconds));
        h.clock.advance(Number(e.details?.retryAfterSeconds) * 1000 + 1);
      }
    }
    expect(longest).toBeGreaterThan(60);
    expect(longest).toBeLessThanOrEqual(900);
  });
});

describe('floods', () => {
  it('300 actions needing approval: 20 wait, the rest are refused with a clear error, and the person gets one notice', () => {
    const h = harness({ policy: { maxAutonomousSteps: 100_000, patterns: { requiresApproval: ['*deploy*'] } } });
    const { agent } = h.airlock;
    const outcomes = { paused: 0, refused: 0 };
    let refusal: ReturnType<typeof catchError> | undefined;
    for (let i = 0; i < 300; i++) {
      try {
        agent.recordStep('c', { element_name: 'flooder', nextActionHint: `deploy service ${i} to staging` });
        outcomes.paused += 1;
      } catch (error) {
        refusal = error as ReturnType<typeof catchError>;
        outcomes.refused += 1;
      }
    }
    expect(outcomes).toEqual({ paused: 20, refused: 280 });
    expect(refusal?.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refusal?.details).toMatchObject({ reason: 'too_many_waiting', limit: 20 });
    expect(refusal?.message).toMatch(/wait for their answers/);
    expect(h.notices.filter((n) => /flooding/.test(n.title))).toHaveLength(1);
    expect(h.airlock.human.listPending()).toHaveLength(20);
    const flood = h.airlock.store.db.prepare(`SELECT COUNT(*) AS n FROM audit WHERE kind = 'flood_refused'`).get() as { n: number };
    expect(flood.n).toBe(1);
  });

  it('200 verification codes: 5 per agent wait (5 codes shown), the rest are refused', () => {
    const h = harness({ policy: { maxAutonomousSteps: 100_000 } });
    const { agent } = h.airlock;
    let refused = 0;
    for (let i = 0; i < 200; i++) {
      const run = agent.executeAgent('c', { element_name: 'coder' }).execution_id;
      try {
        agent.recordStep('c', { element_name: 'coder', nextActionHint: `rotate key ${i}`, riskScore: 70, execution_id: run });
      } catch {
        refused += 1;
      }
    }
    expect(refused).toBe(195);
    expect(h.codes).toHaveLength(5);
  });

  it('new agent names do not escape: one MCP client has at most 50 actions and 20 codes waiting', () => {
    const h = harness({ policy: { patterns: { requiresApproval: ['*deploy*'] } } });
    const { agent } = h.airlock;
    const attempt = (name: string, hint: string, extra: Record<string, unknown> = {}): 'ok' | string => {
      try {
        agent.recordStep('one-client', { element_name: name, nextActionHint: hint, ...extra });
        return 'ok';
      } catch (error) {
        return String((error as { code?: string }).code);
      }
    };
    const pending = Array.from({ length: 60 }, (_, i) => attempt(`name-${i}`, `deploy service ${i} to staging`));
    expect(pending.filter((r) => r === 'ok')).toHaveLength(50);
    expect(pending.slice(50).every((r) => r === 'RATE_LIMIT_EXCEEDED')).toBe(true);
    const codes = Array.from({ length: 30 }, (_, i) => attempt(`coder-${i}`, `rotate key ${i}`, { riskScore: 70 }));
    expect(codes.filter((r) => r === 'ok')).toHaveLength(20);
    expect(h.codes).toHaveLength(20);
  });

  it('stored findings and arguments are bounded, the cut visible', () => {
    const h = harness();
    const big = 'x'.repeat(60_000);
    h.airlock.agent.recordStep('c', { element_name: 'bot', nextActionHint: 'read file a', findings: big, action: { tool: 'Write', arguments: { content: 'y'.repeat(900_000) } } });
    const row = h.airlock.store.db.prepare('SELECT findings, action, length(findings) + length(action) AS bytes FROM steps').get() as { findings: string; action: string; bytes: number };
    expect(row.bytes).toBeLessThan(40_000);
    expect(row.findings).toMatch(/\[cut by Airlock: \d+ more characters were not stored\]$/);
    expect(JSON.parse(row.action)).toMatchObject({ tool: 'Write', arguments: { _cut_by_airlock: expect.stringMatching(/characters/) } });
  });
});

describe('notices for new items are coalesced', () => {
  it('a burst of new items is one notice now and one summary after the window', async () => {
    const { CoalescingNotifier } = await import('../../../src/main/loop/state');
    const seen: string[] = [];
    const notifier = new CoalescingNotifier({ notify: (n) => seen.push(n.title) }, 50);
    for (let i = 0; i < 200; i++) notifier.notify({ title: `item ${i}`, body: '' });
    expect(seen).toEqual(['item 0']);
    await new Promise((r) => setTimeout(r, 120));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatch(/^199 more things need you/);
    notifier.close();
  });
});
