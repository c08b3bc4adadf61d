// Calls through `airlock wrap` as the loop records them: a gateway session is
// an execution, each gated call a step judged with the server's trust, and
// only the human side changes a server's trust.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catchError, harnessPerTest } from '../../helpers/airlock';

const CLIENT = 'claude-ai';
const harness = harnessPerTest();

const call = (tool: string, args: Record<string, unknown> = {}, trust?: string) => ({
  element_name: 'notes',
  nextActionHint: `${tool} on MCP server "notes"`,
  action: { tool, server: 'notes', arguments: args, annotations: { readOnlyHint: tool.startsWith('read') } },
  gateway: trust ? { trust } : {},
});

describe('gateway sessions and steps', () => {
  it('a gateway session gets the policy\'s session step limit, not the per-task one', () => {
    const h = harness({ policy: { maxAutonomousSteps: 3, gateway: { sessionStepLimit: 500 } } });
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'notes', gateway: { server: 'notes' } }).stepsRemaining).toBe(500);
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'notes', gateway: { server: 'notes' }, maxAutonomousSteps: 7 }).stepsRemaining).toBe(7);
    expect(h.airlock.agent.executeAgent(CLIENT, { element_name: 'agent' }).stepsRemaining).toBe(3);
  });

  it('records each call as a step with its action and annotations, and answers the gate cell', () => {
    const h = harness();
    const { execution_id } = h.airlock.agent.executeAgent(CLIENT, { element_name: 'notes', gateway: { server: 'notes' } });
    const read = h.airlock.agent.recordStep(CLIENT, { ...call('read_note', { id: 'n1' }), execution_id });
    expect(read.directive.continue).toBe(true);
    expect(read.gate).toMatchObject({ server: 'notes', trust: 'validated', trustSource: 'default', dangerLevel: 'safe', decision: 'allow' });
    const step = h.airlock.human.recentSteps(1)[0]!;
    expect(step.action).toEqual({ tool: 'read_note', server: 'notes', arguments: { id: 'n1' }, annotations: { readOnlyHint: true } });
    expect(step.executionId).toBe(execution_id);
  });

  it('a matrix refusal is recorded as a step, leaves nothing pending, and is not counted as a pause', () => {
    const h = harness({ policy: { servers: { notes: { trust: 'generated' } } } });
    const r = h.airlock.agent.recordStep(CLIENT, call('create_note', { title: 'x' }));
    expect(r.directive).toMatchObject({ continue: false, reason: `Operation 'create_note' (danger: reversible) denied for server "notes" at trust level 'generated'` });
    expect(r.gate).toMatchObject({ trust: 'generated', trustSource: 'policy', decision: 'deny', minimumTrust: 'validated' });
    expect(h.airlock.human.listPending()).toHaveLength(0);
    expect(h.airlock.human.listExecutions()[0]).toMatchObject({ paused: false });
  });

  it('the wrapper\'s trust ceiling lowers the trust for that step only', () => {
    const h = harness();
    expect(h.airlock.agent.recordStep(CLIENT, call('read_note', {}, 'untested')).gate).toMatchObject({ trust: 'untested', trustSource: 'wrapper', decision: 'introspect_only' });
    expect(h.airlock.agent.recordStep(CLIENT, call('read_note', {}, 'certified')).gate).toMatchObject({ trust: 'validated', trustSource: 'default' });
  });

  it('a gateway step needs action.server, and an unknown trust level is refused', () => {
    const h = harness();
    const noServer = catchError(() => h.airlock.agent.recordStep(CLIENT, { element_name: 'notes', nextActionHint: 'x', action: { tool: 'x' }, gateway: {} }));
    expect(noServer.code).toBe('VALIDATION_INVALID_TYPE');
    expect(noServer.message).toContain('action.server');
    expect(catchError(() => h.airlock.agent.recordStep(CLIENT, call('read_note', {}, 'trusted'))).code).toBe('VALIDATION_INVALID_TYPE');
  });
});

describe('the person sets a server\'s trust', () => {
  it('lists servers named in the policy and those seen through the gateway', () => {
    const h = harness({ policy: { servers: { github: { trust: 'community_reviewed' } } } });
    h.airlock.agent.recordStep(CLIENT, call('read_note'));
    expect(h.airlock.human.listServers()).toEqual([
      { server: 'github', trust: 'community_reviewed', source: 'policy', clients: [] },
      { server: 'notes', trust: 'validated', source: 'default', lastSeenAt: expect.any(String), clients: [CLIENT] },
    ]);
  });

  it('raising the trust applies to the next call, is saved to policy.json, and audited with from and to', () => {
    const h = harness({ policy: { servers: { notes: { trust: 'generated' } } } });
    expect(h.airlock.agent.recordStep(CLIENT, call('create_note', { title: 'a' })).directive.continue).toBe(false);
    const view = h.airlock.human.setServerTrust('notes', 'validated');
    expect(view).toMatchObject({ server: 'notes', trust: 'validated', source: 'policy' });
    expect(h.airlock.agent.recordStep(CLIENT, call('create_note', { title: 'b' })).directive.continue).toBe(true);
    const saved = JSON.parse(fs.readFileSync(path.join(h.home, 'policy.json'), 'utf8')) as { servers: unknown };
    expect(saved.servers).toEqual({ notes: { trust: 'validated' } });
    const audit = [...h.airlock.store.audit.all()].filter((row) => row.kind === 'server_trust_changed');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ by: 'human', server: 'notes', from: 'generated', to: 'validated' });
  });

  it('refuses a bad level or name with a message for a person, and changes nothing', () => {
    const h = harness();
    expect(() => h.airlock.human.setServerTrust('notes', 'trusted' as never)).toThrow(/trust level is not valid/);
    expect(() => h.airlock.human.setServerTrust('', 'certified')).toThrow(/server name is not valid/);
    expect(h.airlock.human.getPolicy().servers).toEqual({});
  });
});
