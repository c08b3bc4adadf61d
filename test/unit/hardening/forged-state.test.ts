// Item 2 of issue 14: decisions are provable. Rows forged in the database the
// way an agent with a shell would (a second SQLite connection, like sqlite3)
// are ignored, put back and raised to the person; the audit chain's
// signatures and anchor find truncated and re-linked chains; export refuses
// to sign forged history, and a record edited to match it does not verify.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runAuditVerify } from '../../../src/cli/commands/audit';
import { runExport } from '../../../src/cli/commands/export';
import { verifyRecord, type EnforcementRecord } from '../../../src/main/evidence';
import { databaseFile } from '../../../src/main/paths';
import { auditEntryOf, auditHash, AUDIT_GENESIS, type AuditRow } from '../../../src/main/store';
import { catchError, harnessPerTest, type Harness } from '../../helpers/airlock';

const harness = harnessPerTest();
const savedKeychain = process.env.AIRLOCK_KEYCHAIN;
process.env.AIRLOCK_KEYCHAIN = 'file';
afterEach(() => {
  if (savedKeychain === undefined) delete process.env.AIRLOCK_KEYCHAIN;
  else process.env.AIRLOCK_KEYCHAIN = savedKeychain;
  process.env.AIRLOCK_KEYCHAIN = 'file';
});

const POLICY = { maxAutonomousSteps: 1000, patterns: { requiresApproval: ['*deploy*'], deny: ['*drop database*'] }, rateLimit: { maxFailures: 2, windowSeconds: 600, lockoutSeconds: 600 } };

/** What an agent with a shell does: its own connection to the database file. */
function sqlite3(h: Harness, sql: string, ...params: unknown[]): void {
  const db = new Database(databaseFile(h.home));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

function alertsOf(h: Harness, kind: string): number {
  return h.airlock.human.integrityAlerts().filter((a) => a.kind === kind).length;
}

function auditKinds(h: Harness): string[] {
  return (h.airlock.store.db.prepare('SELECT kind FROM audit ORDER BY seq').all() as Array<{ kind: string }>).map((r) => r.kind);
}

const flush = (): Promise<void> => new Promise((r) => setImmediate(r));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (l: string) => err.push(l) } };
}

describe('forged rows are ignored and raised', () => {
  it('a confirmation set to approved with sqlite3: confirm_operation still says pending, the step stays paused, the person is told', async () => {
    const h = harness({ policy: POLICY });
    const { agent, human } = h.airlock;
    const events: string[] = [];
    human.subscribe((e) => events.push(e.type));
    const step = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy the docs to staging' });
    const id = step.directive.notifications!.find((n) => n.metadata?.confirmationId)!.metadata!.confirmationId!;
    sqlite3(h, `UPDATE confirmations SET status = 'approved', scope = 'execution', decided_at = ? WHERE id = ?`, new Date().toISOString(), id);
    const reported = await agent.confirmOperation('cli', { confirmation_id: id, wait_seconds: 0 });
    expect(reported.status).toBe('pending');
    expect(reported.decided_by).toBeUndefined();
    expect(agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy the docs to staging' }).directive.continue).toBe(false);
    await flush();
    expect(alertsOf(h, 'forged_confirmation')).toBe(1);
    expect(events).toContain('integrity');
    expect(h.notices.some((n) => /tampered/.test(n.title))).toBe(true);
    expect(auditKinds(h)).toContain('integrity_alert');
    // The person's own approval still works, and is reported as theirs.
    human.approve(id, 'once');
    expect((await agent.confirmOperation('cli', { confirmation_id: id, wait_seconds: 0 })).status).toBe('approved');
    expect(agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy the docs to staging' }).directive.continue).toBe(true);
  });

  it('a block lifted or deleted with sqlite3 stays in force, also after a restart, and is put back', async () => {
    let h = harness({ policy: POLICY });
    const stopped = h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'drop database users' });
    expect(stopped.directive.stopped).toBe(true);
    sqlite3(h, `UPDATE blocks SET lifted_at = ?, lifted_by = 'override'`, new Date().toISOString());
    expect(h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'ls' }).directive.stopped).toBe(true);
    await flush();
    expect(alertsOf(h, 'forged_unblock')).toBe(1);
    expect(h.airlock.human.listBlocks()).toHaveLength(1);
    // Deleted outright while Airlock is stopped: rebuilt from the signed audit events at start.
    h.close();
    sqlite3(h, 'DELETE FROM blocks');
    h = h.reopen();
    expect(h.airlock.human.listBlocks()).toHaveLength(1);
    expect(h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'ls' }).directive.stopped).toBe(true);
    expect(catchError(() => h.airlock.agent.executeAgent('cli', { element_name: 'bot' })).code).toBe('AGENT_BLOCKED');
    // The person's unblock still works.
    h.airlock.human.unblock(h.airlock.human.listBlocks()[0]!.id);
    expect(h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'ls' }).directive.stopped).not.toBe(true);
  });

  it('a challenge set to verified with sqlite3 is no pass; a code hash swapped in is refused', async () => {
    const h = harness({ policy: POLICY });
    const { agent } = h.airlock;
    const paused = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'rotate the production keys', riskScore: 70 });
    const challengeId = paused.directive.notifications!.find((n) => n.metadata?.verificationId)!.metadata!.verificationId!;
    sqlite3(h, `UPDATE challenges SET status = 'verified' WHERE id = ?`, challengeId);
    expect(agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'rotate the production keys', riskScore: 70 }).directive.continue).toBe(false);
    await flush();
    expect(alertsOf(h, 'forged_verification')).toBe(1);

    // A fresh challenge; the attacker writes the hash of a code it chose.
    h.clock.advance(3_600_000);
    const again = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'rotate the staging keys', riskScore: 70 });
    const id2 = again.directive.notifications!.find((n) => n.metadata?.verificationId)!.metadata!.verificationId!;
    const { hashCode } = await import('../../../src/main/loop/codes');
    sqlite3(h, `UPDATE challenges SET salt = '00', code_hash = ? WHERE id = ?`, hashCode('00', 'AAAA-AAAA'), id2);
    expect(catchError(() => agent.verifyChallenge('cli', { challenge_id: id2, code: 'AAAA-AAAA' })).code).toBe('VERIFICATION_FAILED');
    await flush();
    expect(alertsOf(h, 'forged_challenge')).toBe(1);
  });

  it('failed verifications deleted or back-dated while Airlock is stopped still count (from the signed audit chain)', async () => {
    let h = harness({ policy: POLICY });
    const stopped = h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'drop database users' });
    const challengeId = stopped.directive.notifications!.find((n) => n.metadata?.verificationId)!.metadata!.verificationId!;
    for (let i = 0; i < 2; i++) expect(catchError(() => h.airlock.agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('VERIFICATION_FAILED');
    h = h.reopen();
    sqlite3(h, 'DELETE FROM verify_failures');
    h = h.reopen();
    // Without the signed count this attempt would be a fresh start; it is the third failure in the window.
    expect(catchError(() => h.airlock.agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('RATE_LIMIT_EXCEEDED');
    await flush();
    expect(alertsOf(h, 'forged_failures')).toBe(1);

    // The person's unlock is the one reset: the count starts again after it.
    h.airlock.human.clearLockout('bot');
    expect(catchError(() => h.airlock.agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('VERIFICATION_FAILED');
    sqlite3(h, 'UPDATE verify_failures SET at_ms = 0');
    expect(catchError(() => h.airlock.agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('VERIFICATION_FAILED');
    expect(catchError(() => h.airlock.agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('a lockout cleared or a halt removed with sqlite3 stays in force', async () => {
    const h = harness({ policy: POLICY });
    const { agent, human } = h.airlock;
    const stopped = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'drop database users' });
    const challengeId = stopped.directive.notifications!.find((n) => n.metadata?.verificationId)!.metadata!.verificationId!;
    for (let i = 0; i < 2; i++) catchError(() => agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' }));
    expect(catchError(() => agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('RATE_LIMIT_EXCEEDED');
    sqlite3(h, 'DELETE FROM lockouts');
    sqlite3(h, 'DELETE FROM verify_failures');
    expect(catchError(() => agent.verifyChallenge('cli', { challenge_id: challengeId, code: 'WRONG' })).code).toBe('RATE_LIMIT_EXCEEDED');
    await flush();
    expect(alertsOf(h, 'forged_lockout_clear')).toBe(1);

    human.halt('other');
    sqlite3(h, 'DELETE FROM halts');
    expect(agent.recordStep('cli2', { element_name: 'other', nextActionHint: 'ls' }).directive.reason).toBe('halted by the operator');
    await flush();
    expect(alertsOf(h, 'forged_resume')).toBe(1);
    human.resume('other');
    expect(agent.recordStep('cli2', { element_name: 'other', nextActionHint: 'ls' }).directive.continue).toBe(true);
  });
});

describe('the audit chain proves its own end', () => {
  function scene(): Harness {
    const h = harness({ policy: POLICY });
    const { agent, human } = h.airlock;
    const exec = agent.executeAgent('cli', { element_name: 'bot' }).execution_id;
    for (let i = 0; i < 5; i++) agent.recordStep('cli', { element_name: 'bot', nextActionHint: `read file ${i}`, execution_id: exec });
    const step = agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy to staging', execution_id: exec });
    human.approve(step.directive.notifications!.find((n) => n.metadata?.confirmationId)!.metadata!.confirmationId!, 'once');
    agent.recordStep('cli', { element_name: 'bot', nextActionHint: 'deploy to staging', execution_id: exec });
    for (let i = 0; i < 5; i++) agent.recordStep('cli', { element_name: 'bot', nextActionHint: `read log ${i}`, execution_id: exec });
    agent.completeExecution('cli', { element_name: 'bot', execution_id: exec });
    h.close(); // the closing checkpoint, anchored outside the database
    return h;
  }
  const verify = (h: Harness): { code: number; text: string } => {
    const c = capture();
    const code = runAuditVerify({ home: h.home }, c.io);
    return { code, text: [...c.out, ...c.err].join('\n') };
  };
  const rows = (h: Harness) => {
    const db = new Database(databaseFile(h.home), { readonly: true });
    try {
      return db.prepare('SELECT * FROM audit ORDER BY seq').all() as AuditRow[];
    } finally {
      db.close();
    }
  };

  it('is intact as written, signatures checked with the governor key', () => {
    const h = scene();
    const result = verify(h);
    expect(result.code).toBe(0);
    expect(result.text).toMatch(/signatures checked with this home's governor did:key:/);
    expect(rows(h).at(-1)!.kind).toBe('checkpoint');
    expect(JSON.parse(fs.readFileSync(path.join(h.home, 'audit-anchor.json'), 'utf8'))).toMatchObject({ seq: rows(h).at(-1)!.seq });
  });

  it('finds rows deleted from the end (exit 1)', () => {
    const h = scene();
    const last = rows(h).at(-1)!.seq;
    sqlite3(h, 'DELETE FROM audit WHERE seq > ?', last - 4);
    const result = verify(h);
    expect(result.code).toBe(1);
    expect(result.text).toMatch(/cut off the end/);
  });

  it('finds rows deleted mid-chain and re-linked with plain SHA-256 (exit 1)', () => {
    const h = scene();
    const all = rows(h);
    const victim = all.find((r) => r.kind === 'confirmation_approved')!;
    // Delete the approval, renumber and re-link everything after it, as an attacker would.
    const db = new Database(databaseFile(h.home));
    db.transaction(() => {
      db.prepare('DELETE FROM audit WHERE seq = ?').run(victim.seq);
      let prev = victim.prev_hash;
      for (const row of all.filter((r) => r.seq > victim.seq)) {
        const seq = row.seq - 1;
        const hash = auditHash(prev, { seq, at: row.at as string, kind: row.kind as string, agent: row.agent as string | null, client: row.client as string | null, execution_id: row.execution_id as string | null, detail: JSON.parse(row.detail) as Record<string, unknown> });
        db.prepare('UPDATE audit SET seq = ?, prev_hash = ?, hash = ? WHERE seq = ?').run(seq, prev, hash, row.seq);
        prev = hash;
      }
    })();
    db.close();
    // The plain hash chain alone is fooled …
    expect(prev(rows(h))).toBe(true);
    // … the signatures and the anchor are not.
    const result = verify(h);
    expect(result.code).toBe(1);
    expect(result.text).toMatch(/signature|checkpoint/);
  });

  it('finds a decision row inserted without the governor key (exit 1)', () => {
    const h = scene();
    const last = rows(h).at(-1)!;
    const entry = { seq: last.seq + 1, at: new Date().toISOString(), kind: 'block_override', agent: 'bot', client: 'cli', execution_id: null, detail: { blockId: 'x', by: 'human' } };
    sqlite3(h, 'INSERT INTO audit (seq, at, kind, agent, client, execution_id, detail, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', entry.seq, entry.at, entry.kind, entry.agent, entry.client, null, JSON.stringify(entry.detail), last.hash, auditHash(last.hash, entry));
    const result = verify(h);
    expect(result.code).toBe(1);
    expect(result.text).toMatch(/not signed by the governor key/);
  });

  it('export refuses to sign forged history; a record edited to match it does not verify', async () => {
    const h = scene();
    const exec = (rows(h).find((r) => r.kind === 'execution_started')!.execution_id) as string;
    const good = capture();
    expect(await runExport(exec, { home: h.home, format: 'record' }, good.io)).toBe(0);
    const record = JSON.parse(good.out.join('')) as EnforcementRecord;
    expect(verifyRecord(record, { publicKey: record.governor }).ok).toBe(true);
    expect(record.subject).toHaveProperty('audit_head');

    // Forge: the step that paused now claims it went ahead, and the approval is gone.
    sqlite3(h, `UPDATE steps SET continued = 1 WHERE execution_id = ? AND hint = 'deploy to staging' AND continued = 0`, exec);
    const forged = capture();
    expect(await runExport(exec, { home: h.home, format: 'record' }, forged.io)).toBe(1);
    expect(forged.out.join('')).toBe('');
    expect(forged.err.join('\n')).toMatch(/does not prove/);
    // Edited by hand to tell the forged story instead: the signature breaks.
    const edited = structuredClone(record);
    edited.events = edited.events.filter((e) => e.cause !== 'on_anomaly');
    expect(verifyRecord(edited, { publicKey: record.governor }).ok).toBe(false);
  });
});

/** Whether the plain hash chain (no signatures) verifies: what an attacker re-linked for. */
function prev(all: AuditRow[]): boolean {
  let p = AUDIT_GENESIS;
  for (const r of all) {
    if (r.prev_hash !== p) return false;
    if (auditHash(p, auditEntryOf(r, JSON.parse(r.detail) as Record<string, unknown>)) !== r.hash) return false;
    p = r.hash;
  }
  return true;
}

describe('upgrading a store written before signing', () => {
  it('keeps blocks lifted back then lifted (recorded once, signed), and still guards new ones', async () => {
    const { tempHome } = await import('../../helpers/airlock');
    const { openStore } = await import('../../../src/main/store');
    const home = tempHome();
    const old = openStore(databaseFile(home));
    const at = new Date().toISOString();
    old.blocks.insert({ id: 'old-block', agent: 'veteran', client: 'cli', reason: 'long ago', hint: 'rm -rf /', execution_id: null, challenge_id: null, created_at: at, scope: 'client', session: null });
    old.blocks.lift('old-block', at, 'override', null);
    old.close();
    const h = harness({ home });
    expect(h.airlock.human.listBlocks()).toEqual([]);
    expect(h.airlock.agent.recordStep('cli', { element_name: 'veteran', nextActionHint: 'ls' }).directive.stopped).not.toBe(true);
    const epoch = h.airlock.store.db.prepare(`SELECT detail, sig FROM audit WHERE kind = 'integrity_epoch'`).get() as { detail: string; sig: string };
    expect(JSON.parse(epoch.detail)).toMatchObject({ liftedBlocks: ['old-block'] });
    expect(epoch.sig).toBeTruthy();
  });
});
