// CONTRACT.md's guarantees 1–7, at engine level, on a real SQLite file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32crockford } from '@scure/base';
import { AirlockError } from '../../../src/main/core';
import type { AgentNotification } from '../../../src/shared/vocabulary';
import { allFileBytes, catchError, codeForms, harnessPerTest, tempHome, type Harness } from '../../helpers/airlock';

const CLIENT = 'test-client';
const harness = harnessPerTest();

const meta = (n: AgentNotification[] | undefined, type: AgentNotification['type']) => n?.find((x) => x.type === type)?.metadata;
const policy = { patterns: { deny: ['*nuke*'], requiresApproval: ['*deploy*'], autoApprove: [] } };

describe('guarantee 1: nothing on the agent side approves, lifts, changes policy or reads a code', () => {
  it('holds for any sequence of agent operations with any arguments', async () => {
    const h = harness({ policy });
    const agent = h.airlock.agent;
    const pending = agent.recordStep(CLIENT, { element_name: 'waiting', nextActionHint: 'deploy app to staging' });
    const confirmationId = meta(pending.directive.notifications, 'permission_pending')!.confirmationId!;
    const blocked = agent.recordStep(CLIENT, { element_name: 'victim', nextActionHint: 'nuke prod' });
    const verificationId = meta(blocked.directive.notifications, 'danger_zone')!.verificationId!;
    const paused = agent.recordStep('verify-client', { element_name: 'careful', nextActionHint: 'rotate keys', riskScore: 70 });
    const verifyId = meta(paused.directive.notifications, 'autonomy_pause')!.verificationId!;
    h.airlock.human.halt('halted-agent');
    const policyBefore = JSON.stringify(h.airlock.human.getPolicy());
    const codes = h.codes.map((c) => c.code);
    expect(codes).toHaveLength(2);

    const ids = fc.constantFrom(confirmationId, verificationId, verifyId, 'approve', 'human', '*', '');
    const names = fc.constantFrom('waiting', 'victim', 'careful', 'halted-agent', 'human', 'airlock');
    const clients = fc.constantFrom(CLIENT, 'verify-client', 'human', 'airlock-window');
    const hints = fc.oneof(
      fc.constantFrom('approve confirmation', 'unblock victim', 'set mode monitoring', 'resume all', 'deploy app to staging', 'nuke prod', 'reading a'),
      fc.string({ maxLength: 40 }),
    );
    const op = fc.oneof(
      fc.record({ kind: fc.constant('execute'), client: clients, params: fc.oneof(fc.record({ element_name: names, maxAutonomousSteps: fc.integer() }), fc.anything()) }),
      fc.record({
        kind: fc.constant('step'),
        client: clients,
        params: fc.oneof(
          fc.record({ element_name: names, nextActionHint: hints, riskScore: fc.integer({ min: 0, max: 100 }), outcome: fc.constantFrom('success', 'failure', 'skipped') }, { requiredKeys: ['element_name', 'nextActionHint'] }),
          fc.anything(),
        ),
      }),
      fc.record({ kind: fc.constant('confirm'), client: clients, params: fc.oneof(fc.record({ confirmation_id: ids, wait_seconds: fc.constant(0) }), fc.anything()) }),
      fc.record({ kind: fc.constant('verify'), client: clients, params: fc.oneof(fc.record({ challenge_id: ids, code: fc.string({ maxLength: 40 }) }), fc.anything()) }),
      fc.record({ kind: fc.constant('complete'), client: clients, params: fc.oneof(fc.record({ element_name: names, outcome: fc.constant('success') }), fc.anything()) }),
      fc.record({ kind: fc.constant('abort'), client: clients, params: fc.oneof(fc.record({ element_name: names }), fc.anything()) }),
      fc.record({ kind: fc.constant('summary'), client: clients, params: fc.anything() }),
    );

    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          try {
            const result =
              o.kind === 'execute' ? agent.executeAgent(o.client, o.params)
              : o.kind === 'step' ? agent.recordStep(o.client, o.params)
              : o.kind === 'confirm' ? await agent.confirmOperation(o.client, o.params)
              : o.kind === 'verify' ? agent.verifyChallenge(o.client, o.params)
              : o.kind === 'complete' ? agent.completeExecution(o.client, o.params)
              : o.kind === 'abort' ? agent.abortExecution(o.client, o.params)
              : agent.policySummary();
            seen.push(JSON.stringify(result));
          } catch (error) {
            expect(error).toBeInstanceOf(AirlockError);
            const e = error as AirlockError;
            seen.push(`${e.code} ${e.message} ${JSON.stringify(e.details ?? {})}`);
          }
        }
        const pendingNow = h.airlock.human.listPending().find((c) => c.id === confirmationId);
        expect(pendingNow?.status).toBe('pending');
        expect(h.airlock.human.listBlocks().map((b) => b.agent)).toContain('victim');
        expect(JSON.stringify(h.airlock.human.getPolicy())).toBe(policyBefore);
        expect(h.airlock.human.haltState()).toEqual({ all: false, agents: ['halted-agent'] });
        expect(agent.recordStep(CLIENT, { element_name: 'victim', nextActionHint: 'reading a' }).directive.stopped).toBe(true);
      }),
      { numRuns: 60 },
    );
    const replies = seen.join('\n');
    for (const code of codes) for (const form of codeForms(code)) expect(replies).not.toContain(form);
  });
});

describe('guarantee 2: no code in any reply, error, log line or the database file', () => {
  it('scans every return value, thrown error, log line and the bytes on disk', async () => {
    const h = harness({ policy });
    const out: string[] = [];
    const call = (fn: () => unknown) => {
      try {
        out.push(JSON.stringify(fn()));
      } catch (error) {
        const e = error as AirlockError;
        out.push(`${e.name} ${e.message} ${e.stack ?? ''} ${JSON.stringify(e.details ?? {})}`);
      }
    };
    const a = h.airlock.agent;
    // verify tier: one wrong try, then a fresh challenge verified with its code
    const v = a.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate keys', riskScore: 70 });
    out.push(JSON.stringify(v));
    const vId = meta(v.directive.notifications, 'autonomy_pause')!.verificationId!;
    call(() => a.verifyChallenge(CLIENT, { challenge_id: vId, code: 'WRONG-CODE' }));
    const v2 = a.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate keys', riskScore: 70 });
    out.push(JSON.stringify(v2));
    call(() => a.verifyChallenge(CLIENT, { challenge_id: meta(v2.directive.notifications, 'autonomy_pause')!.verificationId!, code: h.codes.at(-1)!.code }));
    // danger zone: block, reissue, verify, replay
    const d = a.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' });
    out.push(JSON.stringify(d));
    call(() => a.executeAgent(CLIENT, { element_name: 'bot' }));
    const issued = h.airlock.human.reissueCode(h.airlock.human.listBlocks()[0]!.id);
    call(() => a.recordStep('other', { element_name: 'watcher', nextActionHint: 'reading a' }));
    call(() => a.verifyChallenge(CLIENT, { challenge_id: issued.challengeId, code: issued.code }));
    call(() => a.verifyChallenge(CLIENT, { challenge_id: issued.challengeId, code: issued.code }));
    call(() => a.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke it' }));
    call(() => a.policySummary());
    out.push(JSON.stringify(await a.confirmOperation(CLIENT, { confirmation_id: meta(a.recordStep(CLIENT, { element_name: 'x', nextActionHint: 'deploy to staging' }).directive.notifications, 'permission_pending')!.confirmationId!, wait_seconds: 0 })));

    const codes = h.codes.map((c) => c.code);
    expect(codes.length).toBeGreaterThanOrEqual(4);
    h.close();
    const disk = allFileBytes(h.home).toString('latin1');
    const replies = out.join('\n');
    const logs = h.logs.join('\n');
    expect(replies).toContain('verified');
    expect(disk.length).toBeGreaterThan(10_000);
    for (const code of codes) {
      for (const form of codeForms(code)) {
        expect(replies).not.toContain(form);
        expect(logs).not.toContain(form);
        expect(disk).not.toContain(form);
      }
    }
  });
});

describe('guarantee 3: codes carry >= 128 bits from the CSPRNG; ids say nothing about codes', () => {
  it('issues 136-bit Crockford codes, all distinct, with UUID v4 challenge ids', () => {
    const h = harness({ policy: { ...policy, loopDetection: { repeats: 1000, windowSteps: 10 } } });
    const seen = new Set<string>();
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      // One client per agent: codes waiting per client are bounded (LOAD_LIMITS.codesPerClient).
      const r = h.airlock.agent.recordStep(`${CLIENT}-${i}`, { element_name: `bot${i}`, nextActionHint: 'rotate keys', riskScore: 70 });
      const id = meta(r.directive.notifications, 'autonomy_pause')!.verificationId!;
      const shown = h.codes.at(-1)!;
      expect(shown.challengeId).toBe(id);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(shown.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
      const bytes = base32crockford.decode(shown.code.replace(/-/g, ''));
      expect(bytes.length * 8).toBeGreaterThanOrEqual(128);
      // The id does not carry the code: no 12-character run of it (chance match ~1e-13).
      const normalised = shown.code.replace(/-/g, '').toLowerCase();
      for (let at = 0; at + 12 <= normalised.length; at++) expect(id.replace(/-/g, '')).not.toContain(normalised.slice(at, at + 12));
      ids.add(id);
      seen.add(shown.code);
    }
    expect(seen.size).toBe(200);
    expect(ids.size).toBe(200);
  });
});

describe('guarantee 4: failed verifications are rate-limited per agent, persistently, and audited', () => {
  it('rejects the 11th attempt within 60 s, still after reopening, and audits each failure', () => {
    const h = harness({ policy: { ...policy, loopDetection: { repeats: 1000, windowSteps: 10 } } });
    const attempt = () => {
      const r = h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate keys', riskScore: 70 });
      const id = meta(r.directive.notifications, 'autonomy_pause')?.verificationId;
      return catchError(() => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: id!, code: '0000-0000' }));
    };
    for (let i = 0; i < 10; i++) {
      expect(attempt().code).toBe('VERIFICATION_FAILED');
      h.clock.advance(1000);
    }
    const limited = attempt();
    expect(limited.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(0);
    const failures = h.airlock.store.db.prepare(`SELECT COUNT(*) AS n FROM audit WHERE kind = 'verification_failed'`).get() as { n: number };
    expect(failures.n).toBe(10);

    const h2 = h.reopen();
    const r = h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate keys', riskScore: 70 });
    const id = meta(r.directive.notifications, 'autonomy_pause')!.verificationId!;
    // Even the right code is refused during the lockout.
    expect(catchError(() => h2.airlock.agent.verifyChallenge(CLIENT, { challenge_id: id, code: h2.codes.at(-1)!.code })).code).toBe('RATE_LIMIT_EXCEEDED');
    // Another agent is not affected.
    const other = h2.airlock.agent.recordStep(CLIENT, { element_name: 'other', nextActionHint: 'rotate keys', riskScore: 70 });
    const otherId = meta(other.directive.notifications, 'autonomy_pause')!.verificationId!;
    expect(h2.airlock.agent.verifyChallenge(CLIENT, { challenge_id: otherId, code: h2.codes.at(-1)!.code })).toEqual({ verified: true });
    // After the lockout, the agent can verify again.
    h2.clock.advance(121_000);
    const later = h2.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'rotate keys', riskScore: 70 });
    const laterId = meta(later.directive.notifications, 'autonomy_pause')?.verificationId ?? id;
    const code = h2.codes.find((c) => c.challengeId === laterId)?.code ?? '';
    expect(h2.airlock.agent.verifyChallenge(CLIENT, { challenge_id: laterId, code })).toEqual({ verified: true });
  });
});

describe('guarantee 5: hard blocks survive kill -9', () => {
  it('a process killed with SIGKILL right after the block was returned leaves the block in force', { timeout: 20_000 }, async () => {
    const home = tempHome();
    fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify(policy));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'block-then-wait.ts'), home], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        if (buffer.includes('\n')) resolve(buffer.split('\n')[0]!);
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    const returned = JSON.parse(line) as { directive: { stopped?: boolean } };
    expect(returned.directive.stopped).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const h = harness({ home });
    expect(h.airlock.human.listBlocks()).toMatchObject([{ agent: 'bot', client: 'child-client' }]);
    expect(h.airlock.agent.recordStep('child-client', { element_name: 'another-name', nextActionHint: 'reading a' }).directive.stopped).toBe(true);
    expect(catchError(() => h.airlock.agent.executeAgent('child-client', { element_name: 'bot' })).code).toBe('AGENT_BLOCKED');
    const integrity = h.airlock.store.db.pragma('integrity_check', { simple: true });
    expect(integrity).toBe('ok');
  });
});

describe('guarantee 6: every directive given was recorded first, in one transaction', () => {
  it('stores each step with the exact directive returned and its audit row', () => {
    const h = harness({ policy });
    const results = [
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }),
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'deploy a to staging' }),
      h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'nuke a' }),
    ];
    const rows = h.airlock.store.steps.byExecution(results[0]!.execution_id);
    expect(rows.map((r) => r.directive)).toEqual(results.map((r) => r.directive));
    for (const row of rows) {
      const audit = h.airlock.store.db.prepare(`SELECT detail FROM audit WHERE kind = 'step' AND json_extract(detail, '$.stepId') = ?`).get(row.id);
      expect(audit).toBeTruthy();
    }
  });

  it('writes nothing when any part of the transaction fails, and answers INTERNAL_ERROR', () => {
    const h = harness();
    const count = () => (h.airlock.store.db.prepare('SELECT (SELECT COUNT(*) FROM steps) + (SELECT COUNT(*) FROM executions) + (SELECT COUNT(*) FROM audit) AS n').get() as { n: number }).n;
    const before = count();
    const original = h.airlock.store.audit.append.bind(h.airlock.store.audit);
    let calls = 0;
    h.airlock.store.audit.append = (input) => {
      calls++;
      if (input.kind === 'step') throw new Error('disk full (secret detail)');
      return original(input);
    };
    const error = catchError(() => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).not.toContain('secret detail');
    expect(calls).toBeGreaterThan(1);
    expect(count()).toBe(before);
    h.airlock.store.audit.append = original;
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' }).step).toBe(1);
  });
});

describe('guarantee 7: bad input gets a typed error and writes nothing', () => {
  const big = 'x'.repeat(9000);
  const cases: Array<[string, (h: Harness) => unknown, string]> = [
    ['step without a hint', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot' }), 'VALIDATION_MISSING_PARAM'],
    ['step with a number for a hint', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 42 }), 'VALIDATION_INVALID_TYPE'],
    ['step with a huge hint', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: big }), 'VALIDATION_PAYLOAD_TOO_LARGE'],
    ['step with an unknown param', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'a', approve: true }), 'VALIDATION_UNKNOWN_PARAM'],
    ['step with a bad outcome', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'a', outcome: 'great' }), 'VALIDATION_INVALID_TYPE'],
    ['step with a riskScore over 100', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'a', riskScore: 500 }), 'VALIDATION_INVALID_TYPE'],
    ['step with params that are not an object', (h) => h.airlock.agent.recordStep(CLIENT, 'hello'), 'VALIDATION_INVALID_TYPE'],
    ['step for an unknown execution', (h) => h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'a', execution_id: 'nope' }), 'NOT_FOUND_RESOURCE'],
    ['step from a client with a huge name', (h) => h.airlock.agent.recordStep(big, { element_name: 'bot', nextActionHint: 'a' }), 'VALIDATION_INVALID_TYPE'],
    ['execute with a huge name', (h) => h.airlock.agent.executeAgent(CLIENT, { element_name: big }), 'VALIDATION_PAYLOAD_TOO_LARGE'],
    ['execute with steps of the wrong type', (h) => h.airlock.agent.executeAgent(CLIENT, { element_name: 'bot', maxAutonomousSteps: 'ten' }), 'VALIDATION_INVALID_TYPE'],
    ['verify an unknown challenge', (h) => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: 'nope', code: 'x' }), 'NOT_FOUND_RESOURCE'],
    ['verify with a huge code', (h) => h.airlock.agent.verifyChallenge(CLIENT, { challenge_id: 'nope', code: big }), 'VALIDATION_PAYLOAD_TOO_LARGE'],
    ['complete with nothing running', (h) => h.airlock.agent.completeExecution(CLIENT, { element_name: 'bot' }), 'NOT_FOUND_RESOURCE'],
    ['abort with a null name', (h) => h.airlock.agent.abortExecution(CLIENT, { element_name: null }), 'VALIDATION_INVALID_TYPE'],
  ];
  for (const [name, call, code] of cases) {
    it(name, () => {
      const h = harness();
      const count = () => (h.airlock.store.db.prepare('SELECT (SELECT COUNT(*) FROM steps) + (SELECT COUNT(*) FROM executions) + (SELECT COUNT(*) FROM audit) AS n').get() as { n: number }).n;
      const before = count();
      const error = catchError(() => call(h));
      expect(error).toBeInstanceOf(AirlockError);
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
      expect(count()).toBe(before);
    });
  }

  it('confirm_operation rejects bad input and unknown ids with typed errors', async () => {
    const h = harness();
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: 'nope', wait_seconds: 0 })).rejects.toMatchObject({ code: 'NOT_FOUND_RESOURCE' });
    await expect(h.airlock.agent.confirmOperation(CLIENT, { confirmation_id: 'x', wait_seconds: 999 })).rejects.toMatchObject({ code: 'VALIDATION_INVALID_TYPE' });
  });

  it('the human side rejects bad input with a message for a person', () => {
    const h = harness();
    expect(() => h.airlock.human.approve('nope')).toThrow(/no longer exists/);
    expect(() => h.airlock.human.grantSteps('nope', 5)).toThrow(/no longer exists/);
    expect(() => h.airlock.human.grantSteps('x', -5)).toThrow(/number of steps/);
    expect(() => h.airlock.human.setMode('yolo' as never)).toThrow(/mode/);
    expect(() => h.airlock.human.unblock('nope')).toThrow(/no longer exists/);
    expect(() => h.airlock.human.deny('x'.repeat(500))).toThrow(/confirmation id/);
  });
});

describe('text that cannot round-trip through SQLite', () => {
  it('is refused at the door, and the audit chain still verifies', async () => {
    const { verifyAuditChain } = await import('../../../src/main/evidence');
    const h = harness();
    expect(catchError(() => h.airlock.agent.recordStep(CLIENT, { element_name: 'evil\ud800', nextActionHint: 'a' })).code).toBe('VALIDATION_INVALID_TYPE');
    expect(catchError(() => h.airlock.agent.recordStep('client\udfff', { element_name: 'ok', nextActionHint: 'a' })).code).toBe('VALIDATION_INVALID_TYPE');
    h.airlock.agent.recordStep(CLIENT, { element_name: 'ok', nextActionHint: 'reading a', action: { tool: 'Read', arguments: { file_path: 'x\ud800' } } });
    h.airlock.store.audit.append({ at: new Date().toISOString(), kind: 'test', detail: { note: 'lone \ud800 surrogate' } });
    const rows = h.airlock.store.db.prepare('SELECT * FROM audit ORDER BY seq').all() as Parameters<typeof verifyAuditChain>[0];
    expect(verifyAuditChain(rows)).toMatchObject({ ok: true });
  });
});

describe('local files', () => {
  it('keeps the data directory 0700 and the database, its WAL and the policy 0600', () => {
    const h = harness();
    h.airlock.agent.recordStep(CLIENT, { element_name: 'bot', nextActionHint: 'reading a' });
    expect(fs.statSync(h.home).mode & 0o777).toBe(0o700);
    for (const name of ['airlock.db', 'airlock.db-wal', 'airlock.db-shm', 'policy.json']) {
      expect((fs.statSync(path.join(h.home, name)).mode & 0o777).toString(8)).toBe('600');
    }
  });
});
