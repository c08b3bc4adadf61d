// From stored rows to a record: the documented cause mapping.
import { describe, expect, it } from 'vitest';
import { SigningKey, createRecord, fromExecution, verifyRecord, type ExecutionLike, type RecordStep } from '../../../src/main/evidence';
import { storedStep } from '../../helpers/steps';

const execution: ExecutionLike = {
  id: 'exec-1',
  agent: 'builder',
  client: 'claude-code',
  status: 'completed',
  started_at: '2026-11-22T01:00:00.000Z',
  ended_at: '2026-11-22T01:30:00.000Z',
  policy_digest: 'c0ffee',
  step_limit: 10,
};

const at = (minute: number): string => `2026-11-22T01:${String(minute).padStart(2, '0')}:00.000Z`;
const step = (id: number, minute: number, o: Partial<RecordStep> & { reason?: string } = {}): RecordStep => {
  const { reason, ...overrides } = o;
  return storedStep({
    id,
    at: at(minute),
    directive: { continue: o.continued ?? true, ...(reason !== undefined ? { reason } : {}), factors: [] },
    ...overrides,
  });
};

describe('fromExecution', () => {
  it('maps pauses, timeouts, blocks, halts and policy changes to causes', () => {
    const input = fromExecution({
      execution,
      mode: 'enforcing',
      iat: '2026-11-22T02:00:00.000Z',
      steps: [
        step(1, 1),
        step(2, 2, { continued: false, tier: 'confirm' }),
        step(3, 3, { continued: false, tier: 'confirm' }),
        step(4, 4, { continued: false, tier: 'confirm' }),
        step(5, 6, { continued: false, tier: 'verify', riskScore: 70 }),
        step(6, 8, { continued: false, reason: 'halted by the operator' }),
        step(7, 10, { continued: false, stopped: true, tier: 'danger_zone', reason: 'denied by policy pattern "rm -rf *"' }),
      ],
      confirmations: [
        { id: 'c2', step_id: 2, kind: 'step_limit', status: 'approved', scope: 'once', created_at: at(2), decided_at: '2026-11-22T01:02:30.000Z' },
        { id: 'c3', step_id: 3, kind: 'budget', status: 'denied', reason: 'too costly', created_at: at(3), decided_at: at(4) },
        { id: 'c4', step_id: 4, kind: 'loop', status: 'expired', created_at: at(4), expires_at_ms: Date.parse(at(9)) },
      ],
      challenges: [
        { id: 'ch5', kind: 'verify', action_digest: 'd5', status: 'expired', created_at: at(6), expires_at_ms: Date.parse(at(11)) },
        { id: 'ch7', kind: 'danger_zone', action_digest: 'd7', status: 'active', created_at: at(10), block_id: 'b7' },
      ],
      blocks: [{ id: 'b7', reason: 'policy deny', created_at: at(10), challenge_id: 'ch7' }],
      audit: [
        { seq: 40, at: at(5), kind: 'policy_replaced', detail: '{"digest":"beef"}' },
        { seq: 41, at: '2026-11-22T03:00:00.000Z', kind: 'policy_replaced', detail: '{}' },
        { seq: 42, at: at(5), kind: 'step', detail: '{}' },
      ],
    });
    expect(input.events.map((e) => [e.at.slice(14, 16), e.cause, e.action])).toEqual([
      ['02', 'on_iteration_limit', 'pause'],
      ['03', 'on_budget_exhausted', 'pause'],
      ['04', 'on_iteration_limit', 'pause'],
      ['05', 'on_session_integrity_fault', 'continue'],
      ['06', 'on_anomaly', 'pause'],
      ['08', 'on_operator_halt', 'halt'],
      ['09', 'on_oversight_timeout', 'fallback'],
      ['10', 'on_anomaly', 'halt'],
      ['11', 'on_oversight_timeout', 'fallback'],
    ]);
    expect(input.events[0]!.detail).toMatchObject({ confirmation_id: 'c2', review: { status: 'approved', decided_by: 'human', waited_ms: 30_000, scope: 'once' } });
    expect(input.events[1]!.detail).toMatchObject({ review: { status: 'denied', reason: 'too costly' } });
    expect(input.events[2]!.detail).toMatchObject({ loop_detected: true });
    expect(input.events[3]!.detail).toMatchObject({ pinned_policy_digest: 'c0ffee', audit_seq: [40], change: { digest: 'beef' } });
    expect(input.events[7]!.detail).toMatchObject({ airlock_trigger: 'policy_deny', block: { id: 'b7' }, challenge_id: 'ch7' });
    expect(input).toMatchObject({
      subject: { id: 'builder', passport_digest: 'c0ffee', client: 'claude-code' },
      session: 'exec-1',
      tier: 'R2',
      window: { start: execution.started_at, end: execution.ended_at },
      outcome: 'halted',
      limits: { max_autonomous_steps: 10 },
    });
    const key = SigningKey.generate();
    expect(verifyRecord(createRecord(input, key), { publicKey: key.governor }).ok).toBe(true);
  });

  it('monitoring mode is R1 and records would-be pauses as continue', () => {
    const input = fromExecution({ execution, mode: 'monitoring', steps: [step(1, 1, { tier: 'verify' }), step(2, 2)] });
    expect(input.tier).toBe('R1');
    expect(input.events).toEqual([
      expect.objectContaining({ cause: 'on_anomaly', action: 'continue', detail: expect.objectContaining({ would_have: 'pause' }) }),
    ]);
    expect(input.outcome).toBe('completed');
  });

  it('a running execution is paused, its window ends at iat; hints can be left out', () => {
    const input = fromExecution({
      execution: { ...execution, status: 'running', ended_at: null },
      iat: '2026-11-22T01:45:00.000Z',
      includeHints: false,
      steps: [step(1, 1, { continued: false, tier: 'verify' })],
      nonce: 'n1',
    });
    expect(input.outcome).toBe('paused');
    expect(input.window.end).toBe('2026-11-22T01:45:00.000Z');
    expect(input.events[0]!.detail).not.toHaveProperty('hint');
    expect(input.nonce).toBe('n1');
  });

  it('a mode change mid-execution lowers the claimed tier to R1', () => {
    const input = fromExecution({ execution, mode: 'enforcing', audit: [{ seq: 1, at: at(3), kind: 'mode_changed', detail: JSON.stringify({ mode: 'monitoring' }) }] });
    expect(input.tier).toBe('R1');
    expect(input.events[0]).toMatchObject({ cause: 'on_session_integrity_fault' });
  });

  it('decides by audit order, not time: the startup policy_adopted logged in the execution\'s first millisecond, before it started, is no integrity fault', () => {
    const started = execution.started_at;
    const rows = [
      { seq: 1, at: started, kind: 'policy_adopted', detail: JSON.stringify({ source: 'default', digest: 'c0ffee' }), execution_id: null },
      { seq: 2, at: started, kind: 'execution_started', detail: JSON.stringify({ policyDigest: 'c0ffee' }), execution_id: 'exec-1' },
      { seq: 3, at: started, kind: 'mode_changed', detail: JSON.stringify({ from: 'enforcing', to: 'monitoring' }), execution_id: null },
      { seq: 4, at: String(execution.ended_at), kind: 'execution_completed', detail: '{}', execution_id: 'exec-1' },
      { seq: 5, at: String(execution.ended_at), kind: 'policy_changed', detail: JSON.stringify({ digest: 'beef' }), execution_id: null },
    ];
    const input = fromExecution({ execution, mode: 'enforcing', audit: rows });
    const faults = input.events.filter((e) => e.cause === 'on_session_integrity_fault');
    // Only the mode change logged after the start row (same millisecond) counts; the adoption before it and the change after the end do not.
    expect(faults.map((e) => (e.detail as { audit_seq: number[] }).audit_seq)).toEqual([[3]]);
    expect(faults[0]!.detail).toMatchObject({ airlock_trigger: 'mode_changed' });
  });

  it('the global row and the per-execution row of one policy change make one event', () => {
    const change = { previousDigest: 'sha256:aa', digest: 'sha256:bb' };
    const input = fromExecution({
      execution,
      audit: [
        { seq: 7, at: at(3), kind: 'mode_changed', detail: JSON.stringify({ by: 'human', ...change, from: 'enforcing', to: 'monitoring' }) },
        { seq: 8, at: at(3), kind: 'policy_changed_during_execution', detail: JSON.stringify(change) },
      ],
    });
    expect(input.events).toHaveLength(1);
    expect(input.events[0]!.detail).toMatchObject({ audit_seq: [7, 8], change: { from: 'enforcing', to: 'monitoring', digest: 'sha256:bb' } });
    expect(input.tier).toBe('R1');
  });
});
