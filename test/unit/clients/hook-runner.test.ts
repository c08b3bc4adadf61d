// The hook's decisions against scripted Airlock answers: each recorded payload
// kind in, the exact answer out (stdout, stderr, exit code). A fake clock makes
// the wait expire instantly.
import { describe, expect, it } from 'vitest';
import { runHook, type AirlockConnection, type Envelope, type HookRunOptions } from '../../../src/main/clients';
import * as p from './payloads';

type Call = { name: string; args: Record<string, unknown>; timeoutMs?: number };

interface Script {
  /** Answers in order; a function gets the call and the fake clock. */
  answers: Array<Envelope | ((call: Call, clock: { t: number }) => Envelope)>;
}

function harness(script: Script, extra: Partial<HookRunOptions> = {}) {
  const calls: Call[] = [];
  const clock = { t: 1_000_000 };
  const logs: string[] = [];
  let connects = 0;
  let closed = 0;
  const connection: AirlockConnection = {
    callTool(name, args, options) {
      const call: Call = { name, args, ...(options?.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) };
      calls.push(call);
      const next = script.answers.shift();
      if (!next) return Promise.reject(new Error('no scripted answer left'));
      return Promise.resolve(typeof next === 'function' ? next(call, clock) : next);
    },
    close() {
      closed++;
      return Promise.resolve();
    },
  };
  const options: HookRunOptions = {
    connect: () => {
      connects++;
      return Promise.resolve(connection);
    },
    waitSeconds: 45,
    failOpen: false,
    now: () => clock.t,
    sleep: (ms) => {
      clock.t += ms;
      return Promise.resolve();
    },
    log: (line) => logs.push(line),
    ...extra,
  };
  return { calls, clock, logs, options, stats: () => ({ connects, closed }) };
}

const step = (directive: Record<string, unknown>): Envelope => ({ success: true, data: { execution_id: 'e1', step: 1, directive: { factors: [], ...directive } } });
const confirmPause = step({
  continue: false,
  nextStepRisk: 'confirm',
  reason: 'risk 45 needs approval',
  notifications: [{ type: 'permission_pending', message: 'waiting for approval', metadata: { confirmationId: 'conf-1' }, timestamp: '2026-11-22T00:00:00Z' }],
});
const verifyPause = step({
  continue: false,
  nextStepRisk: 'verify',
  reason: 'risk 70 needs verification',
  decideIn: 'window',
  notifications: [{ type: 'autonomy_pause', message: 'verification required', metadata: { verificationId: 'chal-9' }, timestamp: '2026-11-22T00:00:00Z' }],
});
const dangerStop = step({
  continue: false,
  stopped: true,
  nextStepRisk: 'danger_zone',
  reason: 'matches deny pattern "*rm -rf /*"',
  decideIn: 'window',
  notifications: [{ type: 'danger_zone', message: 'blocked', metadata: { verificationId: 'chal-dz' }, timestamp: '2026-11-22T00:00:00Z' }],
});
const confirmed = (status: string, reason?: string): Envelope => ({ success: true, data: { confirmation_id: 'conf-1', status, ...(reason ? { decided_by: 'human', reason } : {}) } });

const claudeOut = (decision: string, reason: string): string =>
  JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, permissionDecisionReason: reason } });

describe('airlock hook claude-code', () => {
  it('continue → no override (empty stdout), with the step recorded as the agent claude-code:<session>', async () => {
    const h = harness({ answers: [step({ continue: true, nextStepRisk: 'advisory', stepsRemaining: 9 })] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe('');
    expect(h.calls).toEqual([
      {
        name: 'mcp_aql_create',
        args: {
          operation: 'record_execution_step',
          params: {
            element_name: 'claude-code:4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
            nextActionHint: 'executing shell command: rm -rf build/ && npm run build',
            action: { tool: 'Bash', arguments: p.claudeBash.tool_input },
            session_id: '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
          },
        },
        timeoutMs: 10_000,
      },
    ]);
    expect(h.stats()).toEqual({ connects: 1, closed: 1 });
  });

  it('confirm → waits for the human (claiming the answer; its last wait withdraws) → approved → allow', async () => {
    const h = harness({ answers: [confirmPause, confirmed('pending'), confirmed('approved')] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeWrite), h.options);
    expect(stdout).toBe(claudeOut('allow', 'Approved by the user in Airlock.'));
    expect(h.calls[1]).toEqual({
      name: 'mcp_aql_execute',
      args: { operation: 'confirm_operation', params: { confirmation_id: 'conf-1', wait_seconds: 45, claim: true, withdraw_if_undecided: true } },
      timeoutMs: 50_000,
    });
  });

  it('waits on the pause\'s own request, not on an earlier one a queued status notice names', async () => {
    const withNotice = step({
      continue: false,
      nextStepRisk: 'confirm',
      reason: 'needs approval',
      notifications: [
        { type: 'status', message: 'A person approved "git push origin main".', metadata: { confirmationId: 'conf-old' }, timestamp: '2026-11-22T00:00:00Z' },
        { type: 'autonomy_pause', message: 'Waiting for a person', metadata: { confirmationId: 'conf-new' }, timestamp: '2026-11-22T00:00:00Z' },
      ],
    });
    const h = harness({ answers: [withNotice, confirmed('denied', 'no')] });
    await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect((h.calls[1]?.args.params as { confirmation_id: string }).confirmation_id).toBe('conf-new');
  });

  it('confirm → withdrawn when the wait ran out, or the one-time approval already used → deny', async () => {
    const withdrawn = harness({ answers: [confirmPause, confirmed('withdrawn')] });
    expect(JSON.parse((await runHook('claude-code', JSON.stringify(p.claudeBash), withdrawn.options)).stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(/no decision came within 45 seconds, so it was not allowed and the request was withdrawn/),
    });
    const used = harness({ answers: [confirmPause, confirmed('used')] });
    expect(JSON.parse((await runHook('claude-code', JSON.stringify(p.claudeBash), used.options)).stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: expect.stringMatching(/approved this action once in Airlock, and that one run was already taken/),
    });
  });

  it('an action the person refused → deny with the person\'s reason (not "ask for the code")', async () => {
    const refused = step({
      continue: false,
      nextStepRisk: 'verify',
      reason: 'refused by the person at Airlock: no force pushes',
      notifications: [{ type: 'status', message: 'A person refused …', metadata: { verificationId: 'chal-9', reason: 'no force pushes' }, timestamp: '2026-11-22T00:00:00Z' }],
    });
    const h = harness({ answers: [refused] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(claudeOut('deny', 'The user denied this action in Airlock: no force pushes. Do not retry it; take another approach or ask the user.'));
  });

  it('SessionEnd ends the session\'s execution (complete_execution for its agent) and answers nothing', async () => {
    const h = harness({ answers: [{ success: true, data: { execution_id: 'e1', status: 'completed' } }] });
    const answer = await runHook('claude-code', JSON.stringify({ session_id: 'sess-9', transcript_path: '/t', cwd: '/', hook_event_name: 'SessionEnd', reason: 'prompt_input_exit' }), h.options);
    expect(answer).toMatchObject({ stdout: '', exitCode: 0 });
    expect(h.calls).toEqual([
      {
        name: 'mcp_aql_execute',
        args: { operation: 'complete_execution', params: { element_name: 'claude-code:sess-9', summary: 'The client session ended: SessionEnd (prompt_input_exit).' } },
        timeoutMs: 10_000,
      },
    ]);
  });

  it('confirm → denied → deny with the human\'s reason', async () => {
    const h = harness({ answers: [confirmPause, confirmed('denied', 'not on a Friday')] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(claudeOut('deny', 'The user denied this action in Airlock: not on a Friday. Do not retry it; take another approach or ask the user.'));
  });

  it('confirm → the wait expires with no decision → deny, never longer than the configured wait', async () => {
    const h = harness(
      {
        answers: [
          confirmPause,
          ...Array.from({ length: 10 }, () => (call: Call, clock: { t: number }): Envelope => {
            const wait = (call.args.params as { wait_seconds: number }).wait_seconds;
            clock.t += wait * 1000;
            return confirmed('pending');
          }),
        ],
      },
      { waitSeconds: 120 },
    );
    const start = h.clock.t;
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(
      claudeOut(
        'deny',
        'Airlock asked the user to approve or deny this action, and no decision came within 120 seconds, so it was not allowed and the request was withdrawn. Tell the user; retrying the action asks them again.',
      ),
    );
    // confirm_operation waits at most 50 s per call (the contract's bound): 50 + 50 + 20, and
    // (this server ignored the withdrawal) a last ask without waiting.
    expect(h.calls.slice(1).map((c) => (c.args.params as { wait_seconds: number }).wait_seconds)).toEqual([50, 50, 20, 0]);
    // Only the last waits withdraw the request when nobody decided.
    expect(h.calls.slice(1).map((c) => (c.args.params as { withdraw_if_undecided?: boolean }).withdraw_if_undecided === true)).toEqual([false, false, true, true]);
    expect(h.clock.t - start).toBe(120_000);
  });

  it('a server that answers "pending" without waiting is polled at most once a second', async () => {
    const h = harness({ answers: [confirmPause, ...Array.from({ length: 50 }, () => confirmed('pending'))] }, { waitSeconds: 10 });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(JSON.parse(stdout).hookSpecificOutput.permissionDecisionReason).toMatch(/no decision came within 10 seconds/);
    // Ten seconds of polls, and the last ask without waiting.
    expect(h.calls.length - 1).toBeLessThanOrEqual(11);
  });

  it('confirm → expired in Airlock → deny', async () => {
    const h = harness({ answers: [confirmPause, confirmed('expired')] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(claudeOut('deny', 'The approval request for this action expired in Airlock before anyone decided, so it was not allowed. Retry the action to ask again.'));
  });

  it('--wait 0 → a confirm pause is denied at once; the request is withdrawn (asked once, without waiting), not left pending', async () => {
    const h = harness({ answers: [confirmPause, confirmed('withdrawn')] }, { waitSeconds: 0 });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(JSON.parse(stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]!.args).toEqual({ operation: 'confirm_operation', params: { confirmation_id: 'conf-1', wait_seconds: 0, claim: true, withdraw_if_undecided: true } });
  });

  it('--wait 0 and the person already approved for the session → allowed', async () => {
    const h = harness({ answers: [confirmPause, confirmed('approved')] }, { waitSeconds: 0 });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(JSON.parse(stdout).hookSpecificOutput.permissionDecision).toBe('allow');
  });

  it('verify → deny with where to look and the challenge id, never a code', async () => {
    const h = harness({ answers: [verifyPause] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeRead), h.options);
    expect(stdout).toBe(
      claudeOut(
        'deny',
        'Airlock paused this action for verification. The code is shown only in Airlock\'s window (and an OS dialog), never here: ask the user to read it there and give it to you, submit it with mcp_aql_create { "operation": "verify_challenge", "params": { "challenge_id": "chal-9", "code": "<the code>" } }, then retry the action. Never guess a code.',
      ),
    );
  });

  it('where the person decides comes from the directive: under `airlock serve` the messages name the console, never a window', async () => {
    const onConsole = (directive: Envelope): Envelope => {
      const data = (directive as { data: { directive: Record<string, unknown> } }).data;
      return { success: true, data: { ...data, directive: { ...data.directive, decideIn: 'console' } } };
    };
    const gemini = await runHook('gemini', JSON.stringify(p.geminiShell), harness({ answers: [onConsole(verifyPause)] }).options);
    const answer = JSON.parse(gemini.stdout) as { decision: string; reason: string; systemMessage: string };
    expect(answer.decision).toBe('deny');
    expect(answer.systemMessage).toBe("Airlock paused this action: read the code shown in Airlock's console and give it to the agent, or deny the action there.");
    expect(answer.reason).toContain("The code is shown only in Airlock's console, never here");
    const cursor = await runHook('cursor', JSON.stringify(p.cursorShell), harness({ answers: [onConsole(dangerStop)] }).options);
    expect(JSON.parse(cursor.stdout)).toMatchObject({ permission: 'deny', user_message: expect.stringContaining("see Airlock's console") as unknown });
    expect(cursor.stdout).not.toMatch(/window/);
    // An Airlock that does not say (an older one): both places are named.
    const unknown = await runHook('gemini', JSON.stringify(p.geminiShell), harness({ answers: [step({ continue: false, reason: 'halted by the operator' })] }).options);
    expect((JSON.parse(unknown.stdout) as { systemMessage: string }).systemMessage).toBe("Airlock paused this action: halted by the operator. See Airlock's window or console.");
  });

  it('verify with --verify-wait → re-records the step; if it now continues, no override', async () => {
    const h = harness({ answers: [verifyPause, verifyPause, step({ continue: true })] }, { verifyWaitSeconds: 30, pollSeconds: 5 });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeRead), h.options);
    expect(stdout).toBe('');
    expect(h.calls.map((c) => c.args.operation)).toEqual(['record_execution_step', 'record_execution_step', 'record_execution_step']);
  });

  it('verify with --verify-wait that runs out → deny', async () => {
    const h = harness({ answers: Array.from({ length: 10 }, () => verifyPause) }, { verifyWaitSeconds: 12, pollSeconds: 5 });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeRead), h.options);
    expect(JSON.parse(stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(h.calls).toHaveLength(3); // the first record, then re-checks at 5 s and 10 s
  });

  it('danger_zone → deny at once, naming the block and how it is lifted', async () => {
    const h = harness({ answers: [dangerStop] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(
      claudeOut(
        'deny',
        'Airlock stopped this action (danger zone): matches deny pattern "*rm -rf /*", and this agent is blocked. Do not retry it. To lift the block, the user reads the code in Airlock\'s window and gives it to you to submit with mcp_aql_create { "operation": "verify_challenge", "params": { "challenge_id": "chal-dz", "code": "<the code>" } }, or unblocks the agent there.',
      ),
    );
    expect(h.calls).toHaveLength(1);
  });

  it('halted by the operator (a pause without a confirmation) → deny with Airlock\'s reason', async () => {
    const h = harness({ answers: [step({ continue: false, reason: 'halted by the operator' })] });
    const { stdout } = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(stdout).toBe(claudeOut('deny', 'Airlock paused this action: halted by the operator. It was not allowed; retry once the user has resumed it in Airlock.'));
  });

  it('AGENT_BLOCKED → deny; other errors from Airlock → exit 2 with the reason on stderr (fail-closed)', async () => {
    const blocked = harness({ answers: [{ success: false, error: { code: 'AGENT_BLOCKED', message: 'This agent is hard-blocked; ask the human for the code.' } }] });
    expect((await runHook('claude-code', JSON.stringify(p.claudeBash), blocked.options)).stdout).toBe(
      claudeOut('deny', 'Airlock has blocked this agent: This agent is hard-blocked; ask the human for the code.'),
    );
    const bad = harness({ answers: [{ success: false, error: { code: 'VALIDATION_PAYLOAD_TOO_LARGE', message: 'Parameter too long.' } }] });
    expect(await runHook('claude-code', JSON.stringify(p.claudeBash), bad.options)).toMatchObject({
      stdout: '',
      exitCode: 2,
      stderr: 'Airlock could not record this action (VALIDATION_PAYLOAD_TOO_LARGE: Parameter too long.), so it was blocked (fail-closed).',
    });
    const odd = harness({ answers: [{ success: true, data: { nothing: 'here' } }] });
    expect(await runHook('claude-code', JSON.stringify(p.claudeBash), odd.options)).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/fail-closed/) as unknown });
  });

  it('Airlock not running → deny (fail-closed) with a clear message; stderr says how to change that', async () => {
    const h = harness({ answers: [] });
    h.options.connect = () => Promise.reject(Object.assign(new Error('nothing is listening at /tmp/x/airlock.sock'), { code: 'ENOENT' }));
    const answer = await runHook('claude-code', JSON.stringify(p.claudeBash), h.options);
    expect(answer).toMatchObject({
      stdout: '',
      exitCode: 2,
      stderr:
        'Airlock is not running or cannot be reached (nothing is listening at /tmp/x/airlock.sock), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or `airlock serve`), then retry. Do not try to work around this block.',
    });
    expect(h.logs.join('\n')).toMatch(/AIRLOCK_HOOK_FAIL_OPEN=1/);
  });

  it('Airlock not running with fail-open → no override', async () => {
    const h = harness({ answers: [] }, { failOpen: true });
    h.options.connect = () => Promise.reject(Object.assign(new Error('nothing is listening at /x'), { code: 'ECONNREFUSED' }));
    expect((await runHook('claude-code', JSON.stringify(p.claudeBash), h.options)).stdout).toBe('');
    expect(h.logs.join('\n')).toMatch(/fail-open/);
  });

  it('Airlock stops answering mid-wait → deny (fail-closed)', async () => {
    const h = harness({ answers: [confirmPause] });
    expect(await runHook('claude-code', JSON.stringify(p.claudeBash), h.options)).toMatchObject({
      stdout: '',
      exitCode: 2,
      stderr:
        'Airlock is not running or cannot be reached (no scripted answer left), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or `airlock serve`), then retry. Do not try to work around this block.',
    });
  });

  it('unreadable stdin → deny (fail-closed); Airlock\'s own tools → no override without contacting Airlock', async () => {
    const h = harness({ answers: [] });
    expect(await runHook('claude-code', '{not json', h.options)).toMatchObject({
      stdout: '',
      exitCode: 2,
      stderr: 'Airlock\'s hook could not read the hook input (it is not valid JSON), so the action was blocked (fail-closed).',
    });
    expect((await runHook('claude-code', JSON.stringify(p.claudeOwnAirlockTool), h.options)).stdout).toBe('');
    expect(h.stats().connects).toBe(0);
  });
});

describe('airlock hook cursor', () => {
  const cursorOut = (permission: string, user: string, agent: string): string =>
    JSON.stringify({ permission, user_message: user, agent_message: agent, userMessage: user, agentMessage: agent });

  it('beforeShellExecution continue → allow, recorded as cursor:<conversation>', async () => {
    const h = harness({ answers: [step({ continue: true })] });
    expect((await runHook('cursor', JSON.stringify(p.cursorShell), h.options)).stdout).toBe('{"permission":"allow"}');
    expect((h.calls[0]?.args.params as { element_name: string }).element_name).toBe('cursor:conv-7d1e');
  });

  it('beforeMCPExecution confirm → denied by the human', async () => {
    const h = harness({ answers: [confirmPause, confirmed('denied', 'wrong database')] });
    expect((await runHook('cursor', JSON.stringify(p.cursorMcp), h.options)).stdout).toBe(
      cursorOut('deny', 'Denied in Airlock: wrong database.', 'The user denied this action in Airlock: wrong database. Do not retry it; take another approach or ask the user.'),
    );
  });

  it('beforeShellExecution confirm → approved → allow', async () => {
    const h = harness({ answers: [confirmPause, confirmed('approved')] });
    expect((await runHook('cursor', JSON.stringify(p.cursorShell), h.options)).stdout).toBe('{"permission":"allow"}');
  });

  it('Airlock not running → deny (fail-closed)', async () => {
    const h = harness({ answers: [] });
    h.options.connect = () => Promise.reject(Object.assign(new Error('nothing is listening at /s'), { code: 'ENOENT' }));
    expect((await runHook('cursor', JSON.stringify(p.cursorShell), h.options)).stdout).toBe(
      cursorOut(
        'deny',
        'Airlock is not running or cannot be reached (nothing is listening at /s), so this action was blocked. Start Airlock and retry.',
        'Airlock is not running or cannot be reached (nothing is listening at /s), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or `airlock serve`), then retry. Do not try to work around this block.',
      ),
    );
  });

  it('events Airlock does not handle → allow (no opinion), without contacting Airlock', async () => {
    const h = harness({ answers: [] });
    expect((await runHook('cursor', JSON.stringify({ hook_event_name: 'afterFileEdit', conversation_id: 'c' }), h.options)).stdout).toBe('{"permission":"allow"}');
    expect(h.stats().connects).toBe(0);
  });
});
