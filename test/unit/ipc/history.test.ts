// The History view's IPC channels: their input schemas (the history service's
// own), and the handlers through the real gate over a real store — list,
// search, timeline (with step flags), exports (a signed record that verifies),
// retention and compaction; plus the message when a host has no history.
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../../../src/shared/contract';
import { createIpcGate, createIpcHandlers, createSenderCheck } from '../../../src/main/ipc';
import { HistoryService } from '../../../src/main/history';
import { STEP_CSV_COLUMNS, openSigningKey, verifyRecord } from '../../../src/main/evidence';
import { openHarness, testClock, type Harness } from '../../helpers/airlock';

const origin = 'http://127.0.0.1:5555';
const trusted = { url: `${origin}/index.html`, isMainFrame: true };
const status = () => ({ version: 't', platform: 'linux', desktop: false, socket: { state: 'listening' as const, path: '/s' }, launchAtLogin: null, clients: [] });

describe('history channel inputs', () => {
  it.each([
    ['history:list', { agent: '' }],
    ['history:list', { from: 'yesterday-ish' }],
    ['history:list', { tier: 'catastrophic' }],
    ['history:list', { status: 'paused' }],
    ['history:list', { limit: 0 }],
    ['history:list', { limit: 501 }],
    ['history:list', { text: 'x'.repeat(501) }],
    ['history:list', { sql: 'DROP TABLE steps' }],
    ['history:search', {}],
    ['history:search', { text: 'deploy', limit: 1.5 }],
    ['history:timeline', { executionId: '' }],
    ['history:timeline', { executionId: 'x'.repeat(129) }],
    ['history:facets', { agent: 'a' }],
    ['history:export', { executionId: 'e1' }],
    ['history:export', { executionId: 'e1', format: 'pdf' }],
    ['history:export', { executionId: ' ', format: 'csv' }],
    ['history:export', { executionId: 'e1', format: 'record', nonce: '' }],
    ['history:export', { executionId: 'e1', format: 'csv', path: '/etc/passwd' }],
    ['history:retention:set', { keepDays: 0 }],
    ['history:retention:set', { keepDays: 2.5 }],
    ['history:retention:set', { unlimited: false }],
    ['history:retention:set', { keepDays: 30, unlimited: true }],
    ['history:retention:get', { now: 1 }],
    ['history:compact', { vacuum: 'full' }],
  ])('rejects %s %j', (channel, input) => {
    expect(contract[channel as keyof typeof contract].input.safeParse(input).success).toBe(false);
  });

  it('accepts good input; dates become UTC instants', () => {
    expect(contract['history:list'].input.parse(undefined)).toBeUndefined();
    expect(contract['history:list'].input.parse({ from: '2026-01-31T12:00:00+02:00', tier: 'confirm' })).toEqual({ from: '2026-01-31T10:00:00.000Z', tier: 'confirm' });
    expect(contract['history:export'].input.parse({ executionId: ' e1 ', format: 'record', nonce: 'n-1' })).toEqual({ executionId: 'e1', format: 'record', nonce: 'n-1' });
    expect(contract['history:retention:set'].input.parse({ keepDays: 30 })).toEqual({ keepDays: 30 });
    expect(contract['history:retention:set'].input.parse({ unlimited: true })).toEqual({ unlimited: true });
  });
});

describe('history handlers through the gate', () => {
  let h: Harness | undefined;
  afterEach(() => h?.close());

  function setUp() {
    // Runs that ended ten days ago (by the engine's clock).
    h = openHarness({ clock: testClock(Date.now() - 10 * 86_400_000), policy: { mode: 'enforcing', patterns: { requiresApproval: ['*deploy*'] } } });
    const { agent, human } = h.airlock;
    agent.executeAgent('cli', { element_name: 'builder', goal: 'build it' });
    agent.recordStep('cli', { element_name: 'builder', nextActionHint: 'executing shell command: npm run build' });
    agent.recordStep('cli', { element_name: 'builder', nextActionHint: 'executing shell command: cat notes.txt', action: { tool: 'Bash', arguments: { command: 'cat notes.txt' } } });
    agent.recordStep('cli', { element_name: 'builder', nextActionHint: 'deploy the build to staging' });
    h.clock.advance(1500);
    const pending = human.listPending()[0]!;
    human.approve(pending.id, 'once');
    agent.completeExecution('cli', { element_name: 'builder' });
    const executionId = human.listExecutions({ agent: 'builder' })[0]!.id;
    const home = h.home;
    const handlers = createIpcHandlers(human, {
      status,
      copyCode: () => ({ clearsAfterSeconds: 30 }),
      history: {
        service: new HistoryService(h.airlock.store),
        home,
        policy: () => human.getPolicy(),
        signingKey: () => openSigningKey(home, { env: { AIRLOCK_KEYCHAIN: 'file' } }),
      },
    });
    const gate = createIpcGate({ handlers, isTrustedSender: createSenderCheck({ origins: [origin] }) });
    const call = async (channel: string, input?: unknown) => gate.dispatch(channel, input, trusted);
    const ok = async <T>(channel: string, input?: unknown): Promise<T> => {
      const result = await call(channel, input);
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
      return result.value as T;
    };
    return { executionId, call, ok };
  }

  it('lists, searches and opens a timeline with the human decision and the unannounced flag', async () => {
    const { executionId, ok } = setUp();
    const page = await ok<{ items: Array<{ id: string; highestTier: string; approvals: number }>; nextCursor: string | null }>('history:list', { agent: 'builder' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: executionId, highestTier: 'confirm', approvals: 1 });
    expect(await ok('history:facets')).toEqual({ agents: ['builder'], clients: ['cli'] });

    const hits = await ok<{ hits: Array<{ snippet: Array<{ text: string; match: boolean }> }> }>('history:search', { text: 'staging' });
    expect(hits.hits).toHaveLength(1);
    expect(hits.hits[0]!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['staging']);

    const timeline = await ok<{ entries: Array<{ type: string; step?: { hint: string; flags: string[] }; decision?: { humanMs: number; decidedBy: string } }> }>(
      'history:timeline',
      { executionId },
    );
    const steps = timeline.entries.filter((e) => e.type === 'step').map((e) => e.step!);
    expect(steps.map((s) => s.flags)).toEqual([[], ['unannounced'], []]);
    const decision = timeline.entries.find((e) => e.type === 'decision')!.decision!;
    expect(decision).toMatchObject({ decidedBy: 'human', humanMs: 1500 });
  });

  it('exports CSV, JSON and a signed record that verifies; an unknown run is a message', async () => {
    const { executionId, call, ok } = setUp();
    const csv = await ok<{ text: string; filename: string; mime: string }>('history:export', { executionId, format: 'csv' });
    expect(csv.mime).toBe('text/csv');
    expect(csv.filename).toMatch(/^airlock-steps-.+\.csv$/);
    expect(csv.text.split('\r\n')[0]).toBe(STEP_CSV_COLUMNS.join(','));

    const json = await ok<{ text: string }>('history:export', { executionId, format: 'json' });
    expect(JSON.parse(json.text)).toMatchObject({ execution: { id: executionId } });

    const exported = await ok<{ text: string; governor: string; kid: string }>('history:export', { executionId, format: 'record', nonce: 'counterparty-7' });
    const record = JSON.parse(exported.text) as { governor: string; session: string };
    expect(record.governor).toBe(exported.governor);
    expect(record.session).toBe(executionId);
    expect(verifyRecord(record, { publicKey: exported.governor, nonce: 'counterparty-7' })).toMatchObject({ ok: true });

    const saved = await call('history:export', { executionId, format: 'csv', save: true });
    expect(saved).toMatchObject({ ok: false, error: { code: 'FAILED', message: expect.stringMatching(/only possible in the desktop app/) } });
    const missing = await call('history:export', { executionId: 'nope', format: 'csv' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'FAILED', message: expect.stringMatching(/no longer in the history/) } });
    const bad = await call('history:export', { executionId, format: 'pdf' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/format/) } });
  });

  it('sets retention (audited) and removes runs that ended before it; compacts', async () => {
    const { ok } = setUp();
    expect(await ok('history:retention:get')).toEqual({ unlimited: true });
    expect(await ok('history:retention:set', { keepDays: 30 })).toMatchObject({ executions: 0 });
    expect(await ok('history:retention:set', { keepDays: 5 })).toMatchObject({ setting: { keepDays: 5 }, executions: 1, steps: 3 });
    expect(await ok('history:retention:get')).toEqual({ keepDays: 5 });
    expect((await ok<{ items: unknown[] }>('history:list')).items).toHaveLength(0);
    expect(await ok('history:compact')).toMatchObject({ ftsOptimized: true });
  });

  it('a host without history says where to look instead', async () => {
    h = openHarness();
    const handlers = createIpcHandlers(h.airlock.human, { status, copyCode: () => ({ clearsAfterSeconds: 30 }) });
    const gate = createIpcGate({ handlers, isTrustedSender: createSenderCheck({ origins: [origin] }) });
    const result = await gate.dispatch('history:list', {}, trusted);
    expect(result).toMatchObject({ ok: false, error: { code: 'FAILED', message: expect.stringMatching(/airlock history/) } });
  });
});
