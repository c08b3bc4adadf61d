// Exports are stable across versions. A home written by the real engine (a
// fixed scene on the test clock) and the records, CSVs and JSON documents
// Airlock exported from it are kept in test/fixtures/evidence-golden/; this
// test exports the same executions again from that database and expects the
// same bytes, and checks that the kept records (signed by the version that
// wrote them) and the kept audit chain still verify.
//
// Regenerate only when a change is intended, and say why in the commit:
//   AIRLOCK_WRITE_EVIDENCE_GOLDEN=json npx vitest run --project unit test/unit/evidence/export-golden.test.ts
// re-exports the named formats (record, csv, json; comma-separated) from the
// kept database; AIRLOCK_WRITE_EVIDENCE_GOLDEN=scene writes a new database too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openHarness } from '../../helpers/airlock';
import { runAuditVerify } from '../../../src/cli/commands/audit';
import { runExport } from '../../../src/cli/commands/export';
import { verifyRecord, type EnforcementRecord } from '../../../src/main/evidence';
import type { PolicyInput } from '../../../src/main/core';

const FIXTURE = path.join(__dirname, '../../fixtures/evidence-golden');
const HOME = path.join(FIXTURE, 'home');
/** When the kept records were issued (their `iat`): the export runs with this clock. */
const ISSUED_AT = Date.parse('2026-02-01T12:00:00.000Z');
const NONCE = 'golden-nonce';
const FORMATS = ['record', 'csv', 'json'] as const;
const WRITE = process.env.AIRLOCK_WRITE_EVIDENCE_GOLDEN ?? '';

const POLICY = {
  maxAutonomousSteps: 3,
  oversightTimeoutSeconds: 60,
  patterns: { deny: ['rm -rf *'], requiresApproval: ['*deploy notes*'], autoApprove: [] },
  agents: {
    coder: {
      tools: ['Read', 'Bash'],
      permissions: { resource_limits: { budget: { tokens: { per_session: 1000 } } }, sub_agents: [{ name: 'tester', tools: ['Bash'] }] },
      runtime: { degradation: { on_anomaly: { action: 'continue' } } },
      anomaly_baseline: { expected_tools: ['Read'] },
      phases: [{ name: 'plan', tools: ['Read'] }, { name: 'build' }],
    },
  },
} as PolicyInput;

/** The scene: one execution per path the record's cause mapping takes. Returns the execution ids by name. */
function writeScene(home: string): Record<string, string> {
  const h = openHarness({ home, policy: POLICY });
  const A = h.airlock.agent;
  const H = h.airlock.human;
  const tick = (ms = 1000) => h.clock.advance(ms);
  const ids: Record<string, string> = {};
  try {
    // Step limit, an operator halt, a grant, a denied pattern (a standing block, later lifted).
    tick();
    const limited = A.executeAgent('claude-code', { element_name: 'builder', goal: 'fix the parser' }).execution_id;
    ids.limited = limited;
    for (const hint of ['read the README', 'list files, "quoted", with a comma', 'run the tests', '=SUM(A1) looks like a formula']) {
      tick();
      A.recordStep('claude-code', { element_name: 'builder', nextActionHint: hint, execution_id: limited });
    }
    tick();
    H.approve(H.listPending()[0]!.id, 'execution');
    tick();
    H.halt('builder');
    tick();
    A.recordStep('claude-code', { element_name: 'builder', nextActionHint: 'write a file', execution_id: limited });
    H.resume('builder');
    H.grantSteps(limited, 10);
    tick();
    A.recordStep('claude-code', { element_name: 'builder', nextActionHint: 'rm -rf /tmp/x', execution_id: limited, action: { tool: 'Bash', arguments: { command: 'rm -rf /tmp/x' } } });
    tick();
    H.unblock(H.listBlocks()[0]!.id, 'checked: a scratch directory');
    tick();
    A.completeExecution('claude-code', { element_name: 'builder', execution_id: limited });

    // Approved after 4.5 s, used, completed.
    tick();
    const approved = A.recordStep('cursor', { element_name: 'deployer', nextActionHint: 'reading the deploy notes of the web app' }).execution_id;
    ids.approved = approved;
    tick(4500);
    H.approve(H.listPending()[0]!.id);
    tick();
    A.recordStep('cursor', { element_name: 'deployer', nextActionHint: 'reading the deploy notes of the web app', execution_id: approved });
    tick();
    A.completeExecution('cursor', { element_name: 'deployer', execution_id: approved, summary: 'deployed' });

    // Verify tier, verified with the code the person read.
    tick();
    const v = A.recordStep('cursor', { element_name: 'keeper', nextActionHint: 'rotate the billing credentials', riskScore: 70 });
    ids.verified = v.execution_id;
    const challengeId = v.directive.notifications!.find((n) => n.type === 'autonomy_pause')!.metadata!.verificationId!;
    tick(2000);
    A.verifyChallenge('cursor', { challenge_id: challengeId, code: h.codes.at(-1)!.code });
    A.recordStep('cursor', { element_name: 'keeper', nextActionHint: 'rotate the billing credentials', riskScore: 70, execution_id: v.execution_id });
    A.completeExecution('cursor', { element_name: 'keeper', execution_id: v.execution_id });

    // Denied with a reason, aborted.
    tick();
    const denied = A.recordStep('claude-code', { element_name: 'deployer', nextActionHint: 'reading the deploy notes of the database migration' }).execution_id;
    ids.denied = denied;
    tick(12_000);
    H.deny(H.listPending()[0]!.id, 'not on a Friday');
    A.abortExecution('claude-code', { element_name: 'deployer', reason: 'denied' });

    // Nobody answers (fail-closed expiry); the mode changes while it runs; a verify-tier step in monitoring.
    tick();
    const expired = A.recordStep('vscode', { element_name: 'researcher', nextActionHint: 'reading the deploy notes of the notebook results' }).execution_id;
    ids.expired = expired;
    tick(61_000);
    h.airlock.loop.tick();
    tick();
    H.setMode('monitoring');
    tick();
    A.recordStep('vscode', { element_name: 'researcher', nextActionHint: 'reading paper notes about vector indexes', execution_id: expired });

    // Started in monitoring: what would have applied is recorded, nothing pauses.
    tick();
    const monitored = A.recordStep('zed', { element_name: 'keeper', nextActionHint: 'rotate the billing credentials', riskScore: 70 }).execution_id;
    ids.monitored = monitored;
    tick();
    A.recordStep('zed', { element_name: 'keeper', nextActionHint: 'rm -rf ./build', execution_id: monitored });
    tick();
    A.completeExecution('zed', { element_name: 'keeper', execution_id: monitored });
    tick();
    H.setMode('enforcing');

    // A governed execution with a persona (the governor's own events).
    tick();
    const root = A.executeAgent('c', { element_name: 'coder' }).execution_id;
    ids.governed = root;
    tick();
    A.recordStep('c', { element_name: 'coder', execution_id: root, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } });
    A.enterPhase('c', { element_name: 'coder', phase: 'build' });
    tick();
    A.recordStep('c', { element_name: 'coder', execution_id: root, nextActionHint: 'running ls', action: { tool: 'Bash', arguments: { command: 'ls' } } });
    const child = A.executeAgent('c', { element_name: 'coder', persona: 'tester', parent_execution_id: root }).execution_id;
    tick();
    A.recordStep('c', { element_name: 'coder', execution_id: child, nextActionHint: 'running the tests', action: { tool: 'Bash', arguments: { command: 'npm test' } }, usage: { tokens: 2000 } });
    tick();
    A.completeExecution('c', { element_name: 'coder', execution_id: root });
  } finally {
    h.close();
  }
  return ids;
}

async function exportText(home: string, executionId: string, format: (typeof FORMATS)[number]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runExport(executionId, { home, format, ...(format === 'record' ? { nonce: NONCE } : {}) }, { out: (t) => out.push(t), err: (l) => err.push(l) });
  expect(code, err.join('\n')).toBe(0);
  return out.join('');
}

const goldenFile = (name: string, format: (typeof FORMATS)[number]): string =>
  path.join(FIXTURE, `${name}.${format === 'record' ? 'record.json' : format === 'csv' ? 'steps.csv' : 'export.json'}`);

const savedKeychain = process.env.AIRLOCK_KEYCHAIN;
let home: string;
let ids: Record<string, string>;

beforeAll(async () => {
  process.env.AIRLOCK_KEYCHAIN = 'file';
  vi.useFakeTimers({ toFake: ['Date'], now: ISSUED_AT });
  if (WRITE === 'scene') {
    fs.rmSync(FIXTURE, { recursive: true, force: true });
    fs.mkdirSync(HOME, { recursive: true });
    ids = writeScene(HOME);
    // The engine has closed (WAL checkpointed): only the database file itself is kept, compressed.
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${HOME}/airlock.db${suffix}`, { force: true });
    fs.writeFileSync(`${HOME}/airlock.db.gz`, zlib.gzipSync(fs.readFileSync(`${HOME}/airlock.db`), { level: 9 }));
    fs.writeFileSync(path.join(FIXTURE, 'executions.json'), `${JSON.stringify(ids, null, 2)}\n`);
    for (const [name, id] of Object.entries(ids)) {
      for (const format of FORMATS) fs.writeFileSync(goldenFile(name, format), await exportText(HOME, id, format));
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${HOME}/airlock.db${suffix}`, { force: true });
  }
  ids = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'executions.json'), 'utf8')) as Record<string, string>;
  // A copy: SQLite may create its -shm file beside the database even when reading.
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-golden-'));
  fs.cpSync(HOME, home, { recursive: true });
  fs.writeFileSync(path.join(home, 'airlock.db'), zlib.gunzipSync(fs.readFileSync(path.join(HOME, 'airlock.db.gz'))), { mode: 0o600 });
  fs.rmSync(path.join(home, 'airlock.db.gz'));
  for (const format of FORMATS.filter((f) => WRITE.split(',').includes(f))) {
    for (const [name, id] of Object.entries(ids)) fs.writeFileSync(goldenFile(name, format), await exportText(home, id, format));
  }
});

afterEach(() => {
  vi.setSystemTime(ISSUED_AT);
});

afterAll(() => {
  vi.useRealTimers();
  fs.rmSync(home, { recursive: true, force: true });
  if (savedKeychain === undefined) delete process.env.AIRLOCK_KEYCHAIN;
  else process.env.AIRLOCK_KEYCHAIN = savedKeychain;
});

describe('exports of a kept database', () => {
  it('covers every path of the cause mapping', () => {
    const causes = new Set<string>();
    for (const name of Object.keys(ids)) {
      const record = JSON.parse(fs.readFileSync(goldenFile(name, 'record'), 'utf8')) as EnforcementRecord;
      for (const event of record.events) causes.add(`${event.cause}/${event.action}/${String(event.detail?.airlock_trigger ?? '')}`);
    }
    expect([...causes].sort()).toEqual(
      expect.arrayContaining([
        'on_iteration_limit/pause/step_limit',
        'on_operator_halt/halt/operator_halt',
        'on_anomaly/halt/policy_deny',
        'on_anomaly/pause/policy',
        'on_anomaly/pause/verify',
        'on_oversight_timeout/fallback/',
        'on_session_integrity_fault/continue/mode_changed',
        'on_anomaly/continue/risk_tier',
        'on_budget_exhausted/halt/',
        'on_tool_not_granted/fallback/',
        'on_sub_agent_admitted/continue/',
      ]),
    );
  });

  for (const format of FORMATS) {
    it(`--format ${format}: the same bytes as the kept export, for every execution`, async () => {
      for (const [name, id] of Object.entries(ids)) {
        expect(await exportText(home, id, format), `${name} (${format})`).toBe(fs.readFileSync(goldenFile(name, format), 'utf8'));
      }
    });
  }

  it('the kept records verify, and an edited one does not', () => {
    for (const name of Object.keys(ids)) {
      const record = JSON.parse(fs.readFileSync(goldenFile(name, 'record'), 'utf8')) as EnforcementRecord;
      expect(verifyRecord(record, { nonce: NONCE, publicKey: record.governor }), name).toMatchObject({ ok: true });
      const edited = structuredClone(record);
      edited.events = edited.events.slice(1);
      expect(verifyRecord(edited, { nonce: NONCE, publicKey: record.governor }).ok, name).toBe(false);
    }
  });

  it('the kept audit chain verifies, signatures and anchor included', () => {
    const out: string[] = [];
    expect(runAuditVerify({ home }, { out: (t) => out.push(t), err: (l) => out.push(l) })).toBe(0);
    expect(out.join('\n')).toMatch(/signatures checked with this home's governor did:key:/);
  });
});
