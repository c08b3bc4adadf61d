// End-to-end: the History view. Two agents run through the real socket (MCP
// SDK clients); the human approves a pause and halts everyone for a moment;
// then, in Chromium, a person filters, searches, opens a timeline and exports.
// The signed record is checked with the evidence module's own verifier.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { verifyRecord } from '../../src/main/evidence';
import { STEP_CSV_COLUMNS } from '../../src/main/evidence';
import { callTool, screenshot, startRig, type PageGlobals, type Rig } from './harness';

const MAIN = 'release-bot';
const OTHER = 'docs-bot';
let rig: Rig;
let main: Client;
let other: Client;
let mainRun = '';

const POLICY = {
  mode: 'enforcing',
  maxAutonomousSteps: 500,
  oversightTimeoutSeconds: 120,
  patterns: { deny: ['*rm -rf /*'], requiresApproval: ['*deploy to staging*'], autoApprove: ['reading file*'] },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function step(client: Client, agent: string, hint: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const env = await callTool(client, 'mcp_aql_create', 'record_execution_step', { element_name: agent, nextActionHint: hint, ...extra });
  expect(env.error).toBeUndefined();
  return env.data!.directive as Record<string, unknown>;
}

beforeAll(async () => {
  rig = await startRig({ policy: POLICY });
  main = await rig.connectAgent('release-client');
  other = await rig.connectAgent('docs-client');

  // The main run: advisory steps, an unannounced hook-observed action, a
  // pause the human approves after a moment, a halt and resume by the
  // operator while it runs, then completion.
  const started = await callTool(main, 'mcp_aql_execute', 'execute_agent', { element_name: MAIN, goal: 'ship release 2.4' });
  mainRun = (started.data as { execution_id: string }).execution_id;
  await step(main, MAIN, 'reading file CHANGELOG.md');
  await step(main, MAIN, 'executing shell command: npm test');
  await step(main, MAIN, 'executing shell command: ls -la build', { action: { tool: 'Bash', arguments: { command: 'ls -la build' } } });
  const paused = await step(main, MAIN, 'deploy to staging with ./deploy.sh');
  expect(paused.continue).toBe(false);
  const pending = rig.airlock.human.listPending().find((c) => c.executionId === mainRun)!;
  expect(pending).toBeDefined();
  await sleep(600);
  rig.airlock.human.approve(pending.id, 'once');
  expect((await step(main, MAIN, 'deploy to staging with ./deploy.sh')).continue).toBe(true);
  rig.airlock.human.halt();
  expect((await step(main, MAIN, 'reading file deploy.log')).continue).toBe(false);
  rig.airlock.human.resume();
  expect((await step(main, MAIN, 'reading file deploy.log')).continue).toBe(true);
  expect((await callTool(main, 'mcp_aql_execute', 'complete_execution', { element_name: MAIN, summary: 'released to staging' })).success).toBe(true);

  // Another agent, advisory only.
  await callTool(other, 'mcp_aql_execute', 'execute_agent', { element_name: OTHER, goal: 'tidy the docs' });
  await step(other, OTHER, 'reading file docs/index.md');
  await step(other, OTHER, 'listing directory docs/');
  await callTool(other, 'mcp_aql_execute', 'complete_execution', { element_name: OTHER });

  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-history').click();
  await rig.page.getByTestId('history-table').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

const rows = () => rig.page.getByTestId('history-row');

describe('the History view against the real store', () => {
  it('lists the runs, and filters them by agent, client, tier, status and dates', async () => {
    await expect.poll(() => rows().count()).toBe(2);
    const mainRow = rows().filter({ hasText: MAIN });
    const text = (await mainRow.textContent())!;
    expect(text).toContain('release-client');
    expect(text).toContain('Completed');
    expect(text).toContain('Confirm');
    await screenshot(rig.page, 'history-1-list');

    await rig.page.getByTestId('filter-agent').selectOption(OTHER);
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain(OTHER);
    await rig.page.getByTestId('filter-agent').selectOption('');
    await expect.poll(() => rows().count()).toBe(2);

    await rig.page.getByTestId('filter-tier').selectOption('confirm');
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain(MAIN);
    await rig.page.getByTestId('filter-tier').selectOption('advisory');
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain(OTHER);

    await rig.page.getByTestId('filter-tier').selectOption('');
    await rig.page.getByTestId('filter-client').selectOption('docs-client');
    await expect.poll(() => rows().count()).toBe(1);
    await expect(rows().first().textContent()).resolves.toContain(OTHER);
    await rig.page.getByTestId('filter-client').selectOption('');
    await rig.page.getByTestId('filter-status').selectOption('running');
    await rig.page.getByText('No run matches these filters').waitFor();
    await rig.page.getByTestId('filter-status').selectOption('completed');
    await expect.poll(() => rows().count()).toBe(2);

    // Date range (local days, both ends included).
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await rig.page.getByTestId('filter-from').fill(day(1));
    await rig.page.getByText('No run matches these filters').waitFor();
    await rig.page.getByTestId('filter-from').fill(day(-1));
    await rig.page.getByTestId('filter-to').fill(day(0));
    await expect.poll(() => rows().count()).toBe(2);
    await rig.page.getByTestId('filter-to').fill(day(-1));
    await rig.page.getByText('No run matches these filters').waitFor();
    await rig.page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows().count()).toBe(2);

    // Filters that match nothing say so.
    await rig.page.getByTestId('filter-tier').selectOption('advisory');
    await rig.page.getByTestId('filter-agent').selectOption(MAIN);
    await rig.page.getByText('No run matches these filters').waitFor();
    await screenshot(rig.page, 'history-2-no-match');
    await rig.page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('searches the steps and marks the matching word', async () => {
    await rig.page.getByTestId('history-search').fill('staging');
    await rig.page.getByTestId('history-search').press('Enter');
    const hit = rig.page.getByTestId('search-hit').first();
    await hit.waitFor();
    await expect.poll(() => rig.page.getByTestId('search-hit').count()).toBe(2);
    const marks = await hit.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('staging');
    await expect(hit.textContent()).resolves.toContain('deploy to staging');
    await screenshot(rig.page, 'history-3-search');

    // The runs tab keeps only runs with a match.
    await rig.page.getByRole('tab', { name: 'Runs with a match' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await rig.page.getByRole('tab', { name: 'Matching steps' }).click();

    // A search that cannot run says why, in words.
    await rig.page.getByTestId('history-search').fill('st*');
    await rig.page.getByTestId('history-search').press('Enter');
    await rig.page.getByRole('alert').filter({ hasText: 'at least 3 letters' }).waitFor();
    await rig.page.getByRole('tab', { name: 'Runs with a match' }).click();
    await rig.page.getByRole('alert').filter({ hasText: 'That search did not work' }).waitFor();
    await rig.page.getByRole('tab', { name: 'Matching steps' }).click();

    await rig.page.getByTestId('history-search').fill('kubernetes');
    await rig.page.getByTestId('history-search').press('Enter');
    await rig.page.getByText('No step mentions “kubernetes”').waitFor();
    await rig.page.getByTestId('history-search').fill('staging');
    await rig.page.getByTestId('history-search').press('Enter');
    await rig.page.getByTestId('search-hit').first().waitFor();
  });

  it('opens a run: steps with tier, outcome and factors, the human approval and how long it took, the halt, the unannounced flag', async () => {
    await rig.page.getByTestId('search-hit').first().getByRole('button', { name: 'Open run' }).click();
    const timeline = rig.page.getByTestId('timeline');
    await timeline.waitFor();
    expect(await timeline.getAttribute('data-execution-id')).toBe(mainRun);

    const steps = timeline.getByTestId('timeline-step');
    await expect.poll(() => steps.count()).toBe(7);
    const pausedStep = steps.filter({ hasText: 'deploy to staging' }).first();
    await expect(pausedStep.textContent()).resolves.toMatch(/Confirm[\s\S]*Paused/);
    await expect(pausedStep.textContent()).resolves.toMatch(/approved after \d/);

    const decision = timeline.getByTestId('timeline-decision');
    await expect(decision.count()).resolves.toBe(1);
    await expect(decision.textContent()).resolves.toContain('Approved by you');
    const took = (await decision.getByTestId('human-time').textContent())!;
    expect(took).toMatch(/^\d+(\.\d)? (ms|s)$/);
    const seconds = took.endsWith(' ms') ? Number.parseFloat(took) / 1000 : Number.parseFloat(took);
    expect(seconds).toBeGreaterThanOrEqual(0.5);

    const halt = timeline.locator('[data-testid="timeline-event"][data-kind="halt"]');
    await expect(halt.textContent()).resolves.toContain('Operator halted all agents');
    await expect(halt.getAttribute('class')).resolves.toContain('loud');
    await timeline.locator('[data-testid="timeline-event"][data-kind="resume"]').waitFor();

    const flagged = steps.filter({ has: rig.page.getByTestId('unannounced') });
    await expect(flagged.count()).resolves.toBe(1);
    await expect(flagged.textContent()).resolves.toContain('ls -la build');
    await expect(flagged.textContent()).resolves.toContain('Not announced');

    // Never a verification code in the history.
    await expect(timeline.textContent()).resolves.not.toMatch(/\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/);
    await screenshot(rig.page, 'history-4-timeline');
    await rig.page.getByText('Human decision').first().scrollIntoViewIfNeeded();
    await screenshot(rig.page, 'history-5-timeline-decision');
  });

  it('exports a signed record that verifies, and the steps as CSV', async () => {
    const timeline = rig.page.getByTestId('timeline');
    await timeline.getByTestId('export-nonce').fill('counterparty-42');
    const [recordDownload] = await Promise.all([rig.page.waitForEvent('download'), timeline.getByTestId('export-record').click()]);
    expect(recordDownload.suggestedFilename()).toMatch(/^airlock-record-.+\.json$/);
    const record = JSON.parse(fs.readFileSync((await recordDownload.path())!, 'utf8')) as { governor: string; session: string; subject: { id: string }; events: unknown[] };
    expect(record.session).toBe(mainRun);
    expect(record.subject.id).toBe(MAIN);
    expect(record.events.length).toBeGreaterThan(0);
    const verified = verifyRecord(record, { publicKey: record.governor, nonce: 'counterparty-42' });
    expect(verified).toMatchObject({ ok: true });
    expect(verifyRecord(record, { publicKey: record.governor, nonce: 'another-nonce' }).ok).toBe(false);
    // A record edited after signing fails.
    expect(verifyRecord({ ...record, subject: { ...record.subject, id: 'someone-else' } }, { publicKey: record.governor }).ok).toBe(false);
    const result = rig.page.getByTestId('export-result');
    await expect(result.textContent()).resolves.toContain(record.governor);
    await screenshot(rig.page, 'history-6-export');
    await rig.page.emulateMedia({ colorScheme: 'dark' });
    await timeline.getByTestId('timeline-back').scrollIntoViewIfNeeded();
    await screenshot(rig.page, 'history-6b-export-dark');
    await rig.page.getByText('Human decision').first().scrollIntoViewIfNeeded();
    await screenshot(rig.page, 'history-6c-timeline-dark');
    await rig.page.emulateMedia({ colorScheme: 'light' });

    const [csvDownload] = await Promise.all([rig.page.waitForEvent('download'), timeline.getByTestId('export-csv').click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await csvDownload.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(STEP_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(8);
    expect(csv).toContain('deploy to staging with ./deploy.sh');

    const [jsonDownload] = await Promise.all([rig.page.waitForEvent('download'), timeline.getByTestId('export-json').click()]);
    const json = JSON.parse(fs.readFileSync((await jsonDownload.path())!, 'utf8')) as { execution: { id: string } };
    expect(json.execution.id).toBe(mainRun);

    // Back to the list, as it was left (the search), then all runs again.
    await timeline.getByTestId('timeline-back').click();
    await rig.page.getByTestId('search-hit').first().waitFor();
    await rig.page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('sets retention and compacts from the window', async () => {
    const panel = rig.page.getByTestId('retention');
    await panel.getByLabel('Days to keep').fill('30');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByTestId('retention-message').filter({ hasText: 'Keeping 30 days. Nothing was old enough to remove.' }).waitFor();
    expect(rig.airlock.store.db.prepare("SELECT count(*) AS n FROM audit WHERE kind = 'retention_changed'").get()).toEqual({ n: 1 });
    await panel.getByRole('button', { name: 'Compact now' }).click();
    await panel.getByTestId('retention-message').filter({ hasText: /^Compacted:/ }).waitFor();
    await screenshot(rig.page, 'history-7-retention');
    await panel.getByRole('radio', { name: 'Without limit' }).check();
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByTestId('retention-message').filter({ hasText: 'History is kept without limit.' }).waitFor();
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('pages with Load more, and Refresh picks up new runs', async () => {
    const batch = await rig.connectAgent('batch-client');
    for (let i = 0; i < 50; i++) {
      await step(batch, 'batch-bot', `reading file part-${i}.txt`);
      await callTool(batch, 'mcp_aql_execute', 'complete_execution', { element_name: 'batch-bot' });
    }
    await expect.poll(() => rows().count()).toBe(2);
    await rig.page.getByTestId('history-refresh').click();
    await expect.poll(() => rows().count()).toBe(50);
    await rig.page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows().count()).toBe(52);
    await rig.page.getByText('52 runs shown — that is all').waitFor();
    // The oldest runs come last.
    await expect(rows().last().textContent()).resolves.toContain(MAIN);
    // The new agent is offered as a filter.
    await rig.page.getByTestId('filter-agent').selectOption('batch-bot');
    await expect.poll(() => rows().count()).toBe(50);
    await rig.page.getByRole('button', { name: 'Clear filters' }).click();
  });

  it('says so when a run is gone, and the gate refuses bad history input', async () => {
    const page = rig.page;
    const gone = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).airlock!.invoke('history:timeline', { executionId: 'no-such-run' }).catch((e: Error) => e.message),
    );
    expect(gone).toMatch(/no longer in the history/);
    const bad = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).airlock!.invoke('history:export', { executionId: 'x', format: 'pdf' } as never).catch((e: Error) => e.message),
    );
    expect(bad).toMatch(/format/);
    expect(rig.consoleMessages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
  });
});
