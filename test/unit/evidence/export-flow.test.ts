// End to end: a real engine and store write an execution; `airlock export`
// reads it back read-only, signs it, and the record verifies; `audit verify`
// accepts the store's real audit chain and catches an edit.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../../helpers/airlock';
import { runAuditVerify } from '../../../src/cli/commands/audit';
import { runExport } from '../../../src/cli/commands/export';
import { verifyRecord, type EnforcementRecord } from '../../../src/main/evidence';
import { databaseFile } from '../../../src/main/paths';

let harness: Harness;
let executionId: string;
const savedKeychain = process.env.AIRLOCK_KEYCHAIN;

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (l: string) => err.push(l) } };
}

beforeEach(() => {
  process.env.AIRLOCK_KEYCHAIN = 'file';
  harness = openHarness({ policy: { maxAutonomousSteps: 2, patterns: { deny: ['rm -rf *'], requiresApproval: [], autoApprove: [] } } });
  const { agent, human } = harness.airlock;
  executionId = agent.executeAgent('claude-code', { element_name: 'builder' }).execution_id;
  for (const hint of ['read the README', 'list files', 'run the tests']) {
    harness.clock.advance(1000);
    agent.recordStep('claude-code', { element_name: 'builder', nextActionHint: hint, execution_id: executionId });
  }
  harness.clock.advance(1000);
  human.halt('builder');
  harness.clock.advance(1000);
  agent.recordStep('claude-code', { element_name: 'builder', nextActionHint: 'write a file', execution_id: executionId });
  human.resume('builder');
  human.grantSteps(executionId, 10);
  harness.clock.advance(1000);
  agent.recordStep('claude-code', { element_name: 'builder', nextActionHint: 'rm -rf /tmp/x', execution_id: executionId });
});

afterEach(() => {
  harness.close();
  fs.rmSync(harness.home, { recursive: true, force: true });
  if (savedKeychain === undefined) delete process.env.AIRLOCK_KEYCHAIN;
  else process.env.AIRLOCK_KEYCHAIN = savedKeychain;
});

describe('airlock export', () => {
  it('--format record: a signed record that verifies, with the mapped causes', async () => {
    const c = capture();
    expect(await runExport(executionId, { home: harness.home, format: 'record', nonce: 'n-42' }, c.io)).toBe(0);
    const record = JSON.parse(c.out.join('')) as EnforcementRecord;
    expect(verifyRecord(record, { nonce: 'n-42', publicKey: record.governor })).toMatchObject({ ok: true });
    expect(record.session).toBe(executionId);
    expect(record.subject).toMatchObject({ id: 'builder', client: 'claude-code' });
    expect(record.subject.passport_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(record.tier).toBe('R2');
    expect(record.limits).toMatchObject({ max_autonomous_steps: 2, risk_tolerance: 'moderate' });
    const causes = record.events.map((e) => `${e.cause}/${e.action}`);
    expect(causes).toContain('on_iteration_limit/pause');
    expect(causes).toContain('on_operator_halt/halt');
    expect(causes).toContain('on_anomaly/halt');
    // The mapping reads the engine's reasons: pin them against the real pipeline.
    expect(record.events.find((e) => e.cause === 'on_operator_halt')?.detail).toMatchObject({ airlock_trigger: 'operator_halt' });
    expect(record.events.find((e) => e.action === 'halt' && e.cause === 'on_anomaly')?.detail).toMatchObject({
      airlock_trigger: 'policy_deny',
      hint: 'rm -rf /tmp/x',
    });
    expect(record.outcome).toBe('halted');
    // The key went to the 0600 file (AIRLOCK_KEYCHAIN=file), and the same key signs next time.
    const again = capture();
    await runExport(executionId, { home: harness.home }, again.io);
    expect((JSON.parse(again.out.join('')) as EnforcementRecord).governor).toBe(record.governor);
    expect(c.err.join('\n')).toContain(`airlock verify-record <file> --public-key ${record.governor}`);
  });

  it('--format csv and json, and --out', async () => {
    const csv = capture();
    expect(await runExport(executionId, { home: harness.home, format: 'csv' }, csv.io)).toBe(0);
    const lines = csv.out.join('').trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('execution_id,seq,at,agent,client,hint')).toBe(true);
    expect(lines).toHaveLength(6);
    const file = path.join(harness.home, 'export.json');
    const json = capture();
    expect(await runExport(executionId, { home: harness.home, format: 'json', out: file }, json.io)).toBe(0);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { execution: { id: string }; steps: unknown[]; audit: unknown[] };
    expect(doc.execution.id).toBe(executionId);
    expect(doc.steps).toHaveLength(5);
    expect(JSON.stringify(doc)).not.toMatch(/code_hash|salt/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes the same unique id prefix as `airlock show`', async () => {
    const json = capture();
    expect(await runExport(executionId.slice(0, 8).toUpperCase(), { home: harness.home, format: 'json' }, json.io)).toBe(0);
    expect((JSON.parse(json.out.join('')) as { execution: { id: string } }).execution.id).toBe(executionId);
    const short = capture();
    expect(await runExport(executionId.slice(0, 2), { home: harness.home }, short.io)).toBe(1);
    expect(short.err.join('')).toMatch(/too short .* at least 4 characters/);
  });

  it('an unknown execution or format is refused', async () => {
    const unknown = capture();
    expect(await runExport('nope', { home: harness.home }, unknown.io)).toBe(1);
    expect(unknown.err.join('')).toMatch(/No execution has an id starting with "nope"/);
    expect(await runExport(executionId, { home: harness.home, format: 'xml' }, capture().io)).toBe(2);
  });
});

describe('airlock audit verify on the store\'s real chain', () => {
  it('intact, then broken by an SQL edit', () => {
    const ok = capture();
    expect(runAuditVerify({ home: harness.home }, ok.io)).toBe(0);
    harness.close();
    const db = new Database(databaseFile(harness.home));
    db.prepare("UPDATE audit SET detail = '{}' WHERE seq = 2").run();
    db.close();
    const broken = capture();
    expect(runAuditVerify({ home: harness.home }, broken.io)).toBe(1);
    expect(broken.out[0]).toContain('audit chain BROKEN at row 2');
  });
});
