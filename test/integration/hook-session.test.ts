// Hooks a person leaves on all day, through the real thing: the installed hook
// command (bin/airlock-hook.mjs → the fast hook bundle) as a child process per
// tool call, against a real `airlock serve --console jsonl` with the DEFAULT
// policy, where the "person" answers on the console.
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, airlockEnv, codeForms, type ConsoleEvent } from './helpers/serve';
import { servedAirlock } from './helpers/served-airlock';
import { ensureBuilt, spawnHook, type Run } from './helpers/hook-process';
import { codingSession } from './helpers/coding-session';

const bash = (command: string, session: string): Record<string, unknown> => ({
  session_id: session,
  transcript_path: `/home/dev/.claude/projects/app/${session}.jsonl`,
  cwd: '/home/dev/app',
  permission_mode: 'default',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command },
  tool_use_id: 'toolu_1',
});

/** What Claude Code makes of the answer. */
function decision(run: Run): 'allow' | 'pass' | 'deny' | 'block' | 'ask' {
  if (run.code === 2) return 'block';
  if (run.code !== 0) throw new Error(`exit ${String(run.code)}: ${run.stderr}`);
  if (run.stdout.trim() === '') return 'pass';
  return (JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecision: 'allow' | 'deny' | 'ask' } }).hookSpecificOutput.permissionDecision;
}

const reasonOf = (run: Run): string => (JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecisionReason: string } }).hookSpecificOutput.permissionDecisionReason;

beforeAll(ensureBuilt, 120_000);

describe('the installed hook against a real airlock serve with the default policy', () => {
  const served = servedAirlock();
  const env = (): Record<string, string> => airlockEnv(served.home);
  const steps = (agent: string, since = 0): ConsoleEvent[] =>
    served.serve.events.slice(since).filter((e) => e.type === 'step' && (e.step as { agent: string }).agent === agent);


  it('25 identical `npm test` calls in one session: all allowed, no pause, no wait; `rm -rf ~` still denied; the session end ends the execution', { timeout: 300_000 }, async () => {
    const since = served.serve.events.length;
    const decisions: string[] = [];
    for (let i = 0; i < 25; i++) decisions.push(decision(await spawnHook('claude-code', bash('npm test', 'sess-25'), env())));
    expect(decisions).toEqual(Array.from({ length: 25 }, () => 'pass'));
    // A step that went ahead is on the console up to CONSOLE_RECORD_DELAY_MS (10 ms) after its answer.
    await expect.poll(() => steps('claude-code:sess-25', since).length, { timeout: 5_000 }).toBe(25);
    const recorded = steps('claude-code:sess-25', since);
    expect(recorded).toHaveLength(25);
    expect(recorded.every((e) => (e.step as { directive: { continue: boolean } }).directive.continue)).toBe(true);
    expect(served.serve.events.slice(since).some((e) => e.type === 'confirmation')).toBe(false);
    expect(new Set(recorded.map((e) => (e.step as { executionId: string }).executionId)).size).toBe(1);

    const danger = await spawnHook('claude-code', bash('rm -rf ~', 'sess-25'), env());
    expect(decision(danger)).toBe('deny');
    for (const code of served.serve.codes()) for (const form of codeForms(code)) expect(danger.stdout + danger.stderr).not.toContain(form);
    const block = await served.serve.waitFor((e) => e.type === 'block', 10_000, since);
    expect(block.block).toMatchObject({ scope: 'session', session: 'sess-25', covers: expect.stringMatching(/claude-code session sess-25/) });
    // Another session of the same client goes on.
    expect(decision(await spawnHook('claude-code', bash('npm test', 'sess-other'), env()))).toBe('pass');

    // The other session ends with Claude Code's SessionEnd: its execution ends.
    const endSince = served.serve.events.length;
    const ended = await spawnHook('claude-code', { session_id: 'sess-other', transcript_path: '/t', cwd: '/home/dev/app', hook_event_name: 'SessionEnd', reason: 'prompt_input_exit' }, env());
    expect(ended).toMatchObject({ code: 0, stdout: '' });
    const closed = await served.serve.waitFor((e) => e.type === 'execution' && (e.execution as { agent: string }).agent === 'claude-code:sess-other', 10_000, endSince);
    expect(closed.execution).toMatchObject({ status: 'completed', session: 'sess-other', summary: 'The client session ended: SessionEnd (prompt_input_exit).' });
  });

  it('only the hook may name a session: an agent reporting through the bridge with session_id is refused, nothing recorded', { timeout: 60_000 }, async () => {
    const since = served.serve.events.length;
    const agent = await Agent.connect(served.home, 'claude-code');
    try {
      const refused = await agent.step('claude-code:sess-forged', 'executing shell command: npm test', { session_id: 'sess-forged' });
      expect(refused).toMatchObject({ success: false, error: { code: 'VALIDATION_UNKNOWN_PARAM', message: expect.stringMatching(/session_id is set by Airlock's client hooks only/) } });
      expect(steps('claude-code:sess-forged', since)).toEqual([]);
      // Without it, the same report is an ordinary step.
      expect((await agent.step('claude-code:sess-forged', 'executing shell command: npm test')).success).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it('approve once allows exactly one run; a late approval says it had no effect', { timeout: 180_000 }, async () => {
    const since = served.serve.events.length;
    const first = spawnHook('claude-code', bash('git push origin main', 'sess-once'), env(), ['--wait', '60']);
    const asked = await served.serve.waitFor((e) => e.type === 'confirmation', 20_000, since);
    const card = asked.confirmation as { id: string; session?: string; ruleable: boolean };
    expect(card).toMatchObject({ session: 'sess-once', ruleable: true });
    expect((await served.serve.command({ command: 'approve', id: card.id })).type).toBe('result');
    const run = await first;
    expect(decision(run)).toBe('allow');

    // The same action again: the approval was spent on that run, so it asks again.
    const againSince = served.serve.events.length;
    const second = await spawnHook('claude-code', bash('git push origin main', 'sess-once'), env(), ['--wait', '2']);
    expect(decision(second)).toBe('deny');
    expect(reasonOf(second)).toMatch(/no decision came within 2 seconds, so it was not allowed and the request was withdrawn/);
    const again = (await served.serve.waitFor((e) => e.type === 'confirmation', 10_000, againSince)).confirmation as { id: string };
    expect(again.id).not.toBe(card.id);
    const withdrawn = await served.serve.waitFor((e) => e.type === 'decision' && (e.confirmation as { id: string }).id === again.id, 10_000, againSince);
    expect(withdrawn.confirmation).toMatchObject({ status: 'withdrawn' });
    // The person clicks now: it says so, and nothing is let through.
    const late = await served.serve.command({ command: 'approve', id: again.id });
    expect(late).toMatchObject({ type: 'error', message: expect.stringMatching(/^Too late: the agent stopped waiting .* so your approval had no effect/) });
    expect(decision(await spawnHook('claude-code', bash('git push origin main', 'sess-once'), env(), ['--wait', '1']))).toBe('deny');
  });

  it('a verify challenge the person refuses on the console: the agent is denied with the reason; its other actions go on', { timeout: 120_000 }, async () => {
    const since = served.serve.events.length;
    const first = await spawnHook('claude-code', bash('git push --force origin main', 'sess-v'), env());
    expect(reasonOf(first)).toMatch(/^Airlock paused this action for verification/);
    const challenge = (await served.serve.waitFor((e) => e.type === 'challenge', 10_000, since)).challenge as { id: string; kind: string };
    expect(challenge.kind).toBe('verify');
    // While it stands, an unrelated advisory action goes ahead.
    expect(decision(await spawnHook('claude-code', bash('git status', 'sess-v'), env()))).toBe('pass');
    expect(await served.serve.command({ command: 'refuse', id: challenge.id, reason: 'no force pushes to main' })).toMatchObject({ type: 'result', data: { status: 'refused' } });
    const retry = await spawnHook('claude-code', bash('git push --force origin main', 'sess-v'), env());
    expect(decision(retry)).toBe('deny');
    expect(reasonOf(retry)).toBe('The user denied this action in Airlock: no force pushes to main. Do not retry it; take another approach or ask the user.');
  });

  it('an ordinary coding session (≥ 100 calls, Claude Code notation) through the hook: none is stopped or waits', { timeout: 900_000 }, async () => {
    const payloads = codingSession('sess-replay');
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    const notAllowed: string[] = [];
    for (const payload of payloads) {
      const run = await spawnHook('claude-code', payload, env());
      const d = decision(run);
      if (d !== 'pass' && d !== 'allow') notAllowed.push(`${payload.tool_name} ${JSON.stringify(payload.tool_input).slice(0, 100)} → ${d}: ${run.stdout || run.stderr}`);
    }
    expect(notAllowed).toEqual([]);
    await expect.poll(() => steps('claude-code:sess-replay').length, { timeout: 5_000 }).toBe(payloads.length);
  });
});
