// Item 3 of issue 14: the policy the engine runs is the one the person saw. A
// policy.json changed outside Airlock's editor runs as the stricter of the
// accepted policy and the file until the person acknowledges (or rejects) the
// diff; an audit event and a notice either way.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPolicy, parsePolicy, stricterPolicy, type Policy, type PolicyInput } from '../../../src/main/core';
import { harnessPerTest, type Harness } from '../../helpers/airlock';

const harness = harnessPerTest();
const STRICT: PolicyInput = { mode: 'enforcing', maxAutonomousSteps: 5, patterns: { deny: ['*drop database*'], requiresApproval: ['*deploy*'], autoApprove: [] } };
const LOOSE: PolicyInput = { mode: 'disabled', maxAutonomousSteps: 100_000, patterns: { deny: [], requiresApproval: [], autoApprove: ['*'] } };

function editOnDisk(h: Harness, policy: unknown): void {
  fs.writeFileSync(path.join(h.home, 'policy.json'), typeof policy === 'string' ? policy : JSON.stringify(policy));
}
const kinds = (h: Harness): string[] => (h.airlock.store.db.prepare('SELECT kind FROM audit ORDER BY seq').all() as Array<{ kind: string }>).map((r) => r.kind);
const flush = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('a policy changed outside Airlock', () => {
  it('is not loaded on restart: the stricter of both runs, the person sees the diff, and decides', async () => {
    let h = harness({ policy: STRICT });
    expect(kinds(h)).toContain('policy_adopted');
    h.close();
    editOnDisk(h, LOOSE);
    h = h.reopen();
    const { human, agent } = h.airlock;
    const inForce = human.getPolicy();
    expect(inForce.mode).toBe('enforcing');
    expect(inForce.patterns.autoApprove).toEqual([]);
    expect(inForce.patterns.deny).toEqual(['*drop database*']);
    expect(inForce.maxAutonomousSteps).toBe(5);
    expect(agent.recordStep('c', { element_name: 'bot', nextActionHint: 'drop database users' }).directive.stopped).toBe(true);
    const pending = human.pendingPolicy();
    expect(pending?.diff).toMatch(/-\s+"mode": "enforcing"/);
    expect(pending?.diff).toMatch(/\+\s+"mode": "disabled"/);
    expect(kinds(h)).toContain('policy_changed_outside');
    await flush();
    expect(h.notices.some((n) => /changed outside Airlock/.test(n.title))).toBe(true);

    // The person accepts it: now (and only now) it runs, recorded as theirs.
    human.acceptPolicyChange();
    expect(human.getPolicy().mode).toBe('disabled');
    expect(human.pendingPolicy()).toBeNull();
    expect(kinds(h)).toContain('policy_acknowledged');
    h = h.reopen();
    expect(h.airlock.human.getPolicy().mode).toBe('disabled');
    expect(h.airlock.human.pendingPolicy()).toBeNull();
  });

  it('rejected, the accepted policy is written back to the file', () => {
    let h = harness({ policy: STRICT });
    h.close();
    editOnDisk(h, LOOSE);
    h = h.reopen();
    h.airlock.human.rejectPolicyChange();
    expect(JSON.parse(fs.readFileSync(path.join(h.home, 'policy.json'), 'utf8'))).toMatchObject({ mode: 'enforcing', maxAutonomousSteps: 5 });
    expect(kinds(h)).toContain('policy_change_rejected');
    h = h.reopen();
    expect(h.airlock.human.pendingPolicy()).toBeNull();
  });

  it('on reload (the file watcher) too, and an unreadable or deleted file never falls back to looser defaults', () => {
    let h = harness({ policy: STRICT });
    editOnDisk(h, LOOSE);
    expect(h.airlock.loop.reloadPolicy()).toEqual({ ok: true });
    expect(h.airlock.human.getPolicy().mode).toBe('enforcing');
    expect(h.airlock.human.pendingPolicy()).not.toBeNull();
    h.close();
    editOnDisk(h, '{ not json');
    h = h.reopen();
    expect(h.airlock.human.getPolicy()).toMatchObject({ mode: 'enforcing', maxAutonomousSteps: 5 });
    expect(h.airlock.policyProblem()).toMatch(/you last accepted/);
    h.close();
    fs.rmSync(path.join(h.home, 'policy.json'));
    h = h.reopen();
    expect(h.airlock.human.getPolicy()).toMatchObject({ maxAutonomousSteps: 5, patterns: { deny: ['*drop database*'] } });
  });

  it("Airlock's own editor changes it at once, signed", () => {
    const h = harness({ policy: STRICT });
    h.airlock.human.setMode('monitoring');
    expect(h.airlock.human.getPolicy().mode).toBe('monitoring');
    const row = h.airlock.store.db.prepare(`SELECT sig FROM audit WHERE kind = 'mode_changed'`).get() as { sig: string | null };
    expect(row.sig).toBeTruthy();
    expect(h.reopen().airlock.human.pendingPolicy()).toBeNull();
  });
});

describe('stricterPolicy', () => {
  it('takes the stricter of every field', () => {
    const a = parsePolicy(STRICT) as { ok: true; policy: Policy };
    const b = parsePolicy({ ...LOOSE, riskTolerance: 'conservative', budgets: { maxTokens: 10 }, patterns: { deny: ['rm *'], requiresApproval: [], autoApprove: ['git status'] } }) as { ok: true; policy: Policy };
    const s = stricterPolicy(a.policy, b.policy);
    expect(s).toMatchObject({ mode: 'enforcing', maxAutonomousSteps: 5, riskTolerance: 'conservative', budgets: { maxTokens: 10 } });
    expect(s.patterns).toEqual({ deny: ['*drop database*', 'rm *'], requiresApproval: ['*deploy*'], autoApprove: [] });
    expect(stricterPolicy(defaultPolicy, defaultPolicy)).toEqual(defaultPolicy);
    expect(parsePolicy(s).ok).toBe(true);
  });
});
