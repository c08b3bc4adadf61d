// End-to-end: the built renderer in Chromium, wired through the
// real IPC gate + handlers to a real Airlock and its real MCP socket server.
// An MCP SDK client acts as the agent; the test clicks like a person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { callTool, screenshot, startRig, type PageGlobals, type Rig } from './harness';

const AGENT = 'e2e-agent';
let rig: Rig;
let agent: Client;

const POLICY = {
  mode: 'enforcing',
  maxAutonomousSteps: 500,
  oversightTimeoutSeconds: 120,
  patterns: {
    deny: ['*rm -rf /*'],
    requiresApproval: ['*deploy to staging*'],
    autoApprove: ['reading file*'],
  },
};

function notificationOf(directive: Record<string, unknown>, type: string): Record<string, string> | undefined {
  const list = (directive.notifications ?? []) as Array<{ type: string; metadata?: Record<string, string> }>;
  return list.find((n) => n.type === type)?.metadata;
}

async function step(hint: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const env = await callTool(agent, 'mcp_aql_create', 'record_execution_step', { element_name: AGENT, nextActionHint: hint, ...extra });
  expect(env.error).toBeUndefined();
  return env.data!.directive as Record<string, unknown>;
}

beforeAll(async () => {
  rig = await startRig({ policy: POLICY });
  agent = await rig.connectAgent('e2e-client');
  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-live').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

describe('the Airlock window against the real engine', () => {
  it('shows each reported step live, with tier and decision', async () => {
    const started = await callTool(agent, 'mcp_aql_execute', 'execute_agent', { element_name: AGENT, goal: 'tidy the repository' });
    expect(started.success).toBe(true);
    const directive = await step('reading file README.md');
    expect(directive.continue).toBe(true);

    const row = rig.page.getByTestId('live-row').filter({ hasText: 'reading file README.md' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(AGENT);
    await expect(row.textContent()).resolves.toContain('Advisory');
    await step('listing directory src/');
    await rig.page.getByTestId('live-row').filter({ hasText: 'listing directory src/' }).waitFor();
    await screenshot(rig.page, '1-live');
  });

  it('lists a confirm-tier step in Pending; Approve makes confirm_operation return approved', async () => {
    const directive = await step('deploy to staging with ./deploy.sh');
    expect(directive.continue).toBe(false);
    const confirmationId = notificationOf(directive, 'permission_pending')?.confirmationId ?? notificationOf(directive, 'autonomy_pause')?.confirmationId;
    expect(confirmationId).toBeTruthy();

    // The agent waits for the human (one call covers the click).
    const waiting = callTool(agent, 'mcp_aql_execute', 'confirm_operation', { confirmation_id: confirmationId, wait_seconds: 30 });

    await rig.page.getByTestId('nav-pending').click();
    const item = rig.page.getByTestId('pending-item').filter({ hasText: 'deploy to staging' });
    await item.waitFor();
    await expect(rig.page.getByTestId('nav-pending').textContent()).resolves.toContain('1');
    await expect(item.textContent()).resolves.toMatch(/Denied in/);
    await screenshot(rig.page, '2-pending');
    expect(rig.notices.some((n) => n.ref?.kind === 'confirmation' && n.ref.id === confirmationId)).toBe(true);

    await item.getByRole('button', { name: 'Approve once' }).click();
    const answer = await waiting;
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({ confirmation_id: confirmationId, status: 'approved', decided_by: 'human' });
    await item.waitFor({ state: 'detached' });
    await rig.page.getByText('Nothing is waiting for you').waitFor();
  });

  it('denies with a reason from the keyboard, and the agent reads the reason', async () => {
    const directive = await step('deploy to staging again');
    const confirmationId = notificationOf(directive, 'permission_pending')?.confirmationId ?? notificationOf(directive, 'autonomy_pause')?.confirmationId;
    const item = rig.page.getByTestId('pending-item').filter({ hasText: 'deploy to staging again' });
    await item.waitFor();
    await rig.page.locator('body').press('d');
    await item.getByRole('textbox').fill('not on a Friday');
    await item.getByRole('textbox').press('Enter');
    await item.waitFor({ state: 'detached' });
    const answer = await callTool(agent, 'mcp_aql_execute', 'confirm_operation', { confirmation_id: confirmationId, wait_seconds: 0 });
    expect(answer.data).toMatchObject({ status: 'denied', reason: 'not on a Friday' });
  });

  it('shows a verify-tier code in the code panel (the same code the dialog port got), and it works via verify_challenge', async () => {
    const directive = await step('rotate the production API keys', { riskScore: 75 });
    expect(directive.continue).toBe(false);
    expect(directive.nextStepRisk).toBe('verify');
    const challengeId = notificationOf(directive, 'autonomy_pause')?.verificationId;
    expect(challengeId).toBeTruthy();
    // The directive never carries the code.
    const shown = rig.codes.find((c) => c.challengeId === challengeId);
    expect(shown).toBeDefined();
    expect(JSON.stringify(directive)).not.toContain(shown!.code);

    await rig.page.getByTestId('nav-verification').click();
    const card = rig.page.locator(`[data-challenge-id="${challengeId}"]`);
    await card.waitFor();
    // Hidden until revealed.
    await expect(card.getByTestId('code-value').textContent()).resolves.not.toContain(shown!.code.slice(0, 4));
    await card.getByRole('button', { name: 'Reveal' }).click();
    const panelCode = (await card.getByTestId('code-value').textContent())!;
    expect(panelCode.replace(/-/g, '')).toBe(shown!.code.replace(/[\s-]/g, ''));
    await screenshot(rig.page, '3-verification');

    await card.getByRole('button', { name: 'Copy' }).click();
    await rig.page.getByText(/clears the clipboard in 30 seconds/).waitFor();
    expect(rig.clipboard.text).toBe(shown!.code);

    const verified = await callTool(agent, 'mcp_aql_create', 'verify_challenge', { challenge_id: challengeId, code: panelCode });
    expect(verified.success).toBe(true);
    expect(verified.data).toMatchObject({ verified: true });
    await card.waitFor({ state: 'detached' });
  });

  it('Refuse… on a verify code: the challenge goes, the agent is denied with the reason and cannot use the code', async () => {
    const directive = await step('rotate the staging API keys', { riskScore: 75 });
    expect(directive.nextStepRisk).toBe('verify');
    const challengeId = notificationOf(directive, 'autonomy_pause')?.verificationId;
    const shown = rig.codes.find((c) => c.challengeId === challengeId);
    expect(shown).toBeDefined();

    await rig.page.getByTestId('nav-verification').click();
    const card = rig.page.locator(`[data-challenge-id="${challengeId}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: 'Refuse…' }).click();
    await card.getByLabel('Reason (optional, the agent will see it)').fill('not this week');
    await card.getByRole('button', { name: 'Refuse', exact: true }).click();
    await card.waitFor({ state: 'detached' });

    // The same action again is denied with the person's reason, and no new code is issued.
    const codesBefore = rig.codes.length;
    const again = await step('rotate the staging API keys', { riskScore: 75 });
    expect(again.continue).toBe(false);
    expect(String(again.reason)).toContain('not this week');
    expect(rig.codes.length).toBe(codesBefore);
    // The code the person did not give cannot be used either.
    const late = await callTool(agent, 'mcp_aql_create', 'verify_challenge', { challenge_id: challengeId, code: shown!.code });
    expect(late.error?.code).toBe('VERIFICATION_FAILED');
    expect(late.error?.message).toContain('not this week');
  });

  it('shows a danger-zone block in Blocks; Unblock (after confirming) lifts it', async () => {
    const directive = await step('executing shell command: rm -rf / --no-preserve-root');
    expect(directive.stopped).toBe(true);
    const refused = await callTool(agent, 'mcp_aql_execute', 'execute_agent', { element_name: AGENT });
    expect(refused.error?.code).toBe('AGENT_BLOCKED');

    await rig.page.getByTestId('nav-blocks').click();
    const block = rig.page.getByTestId('block-item').filter({ hasText: 'rm -rf /' });
    await block.waitFor();
    await rig.page.getByTestId('agent-row').filter({ hasText: AGENT }).waitFor();
    await screenshot(rig.page, '4-blocks');

    // A fresh code for the standing block reaches the dialog port and the code panel.
    const before = rig.codes.length;
    await block.getByRole('button', { name: 'Issue a fresh code' }).click();
    await expect.poll(() => rig.codes.length).toBe(before + 1);
    const fresh = rig.codes.at(-1)!;
    expect(fresh.kind).toBe('danger_zone');
    expect(fresh.blockId).toBeTruthy();
    await rig.page.getByTestId('nav-verification').click();
    await rig.page.locator(`[data-challenge-id="${fresh.challengeId}"]`).waitFor();
    await rig.page.getByTestId('nav-blocks').click();

    await block.getByRole('button', { name: 'Unblock…' }).click();
    await block.getByRole('alertdialog').waitFor();
    await block.getByRole('button', { name: 'Yes, unblock' }).click();
    await block.waitFor({ state: 'detached' });
    expect(rig.airlock.human.listBlocks().filter((b) => !b.liftedAt)).toHaveLength(0);

    const again = await callTool(agent, 'mcp_aql_execute', 'execute_agent', { element_name: AGENT });
    expect(again.success).toBe(true);
  });

  it('batch-approves several waiting agents at once', async () => {
    const others = await Promise.all(['batch-a', 'batch-b', 'batch-c'].map((n) => rig.connectAgent(`client-${n}`)));
    const ids: string[] = [];
    for (const [i, client] of others.entries()) {
      const env = await callTool(client, 'mcp_aql_create', 'record_execution_step', { element_name: `batch-${i}`, nextActionHint: `deploy to staging, batch ${i}` });
      const directive = env.data!.directive as Record<string, unknown>;
      ids.push((notificationOf(directive, 'permission_pending') ?? notificationOf(directive, 'autonomy_pause'))!.confirmationId!);
    }
    await rig.page.getByTestId('nav-pending').click();
    await expect.poll(() => rig.page.getByTestId('pending-item').count()).toBe(3);
    await rig.page.getByRole('checkbox', { name: 'Select all' }).check();
    await screenshot(rig.page, '2b-pending-batch');
    await rig.page.getByRole('button', { name: 'Approve selected (3)' }).click();
    await rig.page.getByText('Nothing is waiting for you').waitFor();
    for (const [i, client] of others.entries()) {
      const answer = await callTool(client, 'mcp_aql_execute', 'confirm_operation', { confirmation_id: ids[i], wait_seconds: 0 });
      expect(answer.data).toMatchObject({ status: 'approved', decided_by: 'human' });
    }
  });

  it('halts and resumes one agent from the Agents table, and grants steps', async () => {
    await rig.page.getByTestId('nav-blocks').click();
    const row = rig.page.getByTestId('agent-row').filter({ hasText: AGENT });
    await row.getByRole('button', { name: 'Halt' }).click();
    await row.getByText('halted').waitFor();
    const halted = await step('reading file package.json');
    expect(halted.continue).toBe(false);
    await row.getByRole('button', { name: 'Resume' }).click();
    await row.getByRole('button', { name: 'Halt' }).waitFor();
    expect((await step('reading file tsconfig.json')).continue).toBe(true);

    // The big red button: every agent stops until resumed.
    await rig.page.getByRole('button', { name: 'Halt all agents' }).click();
    await rig.page.getByText(/All agents are halted/).first().waitFor();
    const all = await step('reading file LICENSE');
    expect(all).toMatchObject({ continue: false });
    await rig.page.getByRole('button', { name: 'Resume all agents' }).click();
    await rig.page.getByRole('button', { name: 'Halt all agents' }).waitFor();
    expect((await step('reading file LICENSE')).continue).toBe(true);

    const before = rig.airlock.human.listExecutions({ status: 'running', agent: AGENT })[0]!;
    await row.getByRole('spinbutton').fill('25');
    await row.getByRole('button', { name: 'Grant' }).click();
    await expect.poll(() => rig.airlock.human.listExecutions({ status: 'running', agent: AGENT })[0]!.stepLimit).toBe(before.stepLimit + 25);
  });

  it('tests a hint live and saves the policy from Policy & settings', async () => {
    await rig.page.getByTestId('nav-policy').click();
    await rig.page.getByTestId('hint-input').fill('deploy to staging now');
    await rig.page.getByTestId('hint-result').filter({ hasText: 'Confirm' }).waitFor();
    await rig.page.getByTestId('hint-input').fill('executing shell command: rm -rf /');
    await rig.page.getByTestId('hint-result').filter({ hasText: 'Blocked' }).waitFor();
    await screenshot(rig.page, '5-policy');

    await rig.page.getByLabel('Step limit per run').fill('0');
    await rig.page.getByRole('button', { name: 'Save policy' }).click();
    await rig.page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
    expect(rig.airlock.human.getPolicy().maxAutonomousSteps).toBe(500);
    await rig.page.getByLabel('Step limit per run').fill('40');
    await rig.page.getByRole('button', { name: 'Save policy' }).click();
    await expect.poll(() => rig.airlock.human.getPolicy().maxAutonomousSteps).toBe(40);

    await rig.page.getByRole('radio', { name: /Monitoring/ }).click();
    await expect.poll(() => rig.airlock.human.getPolicy().mode).toBe('monitoring');
    await rig.page.getByRole('radio', { name: /Enforcing/ }).click();
    await expect.poll(() => rig.airlock.human.getPolicy().mode).toBe('enforcing');

    await rig.page.getByTestId('nav-history').click();
    await screenshot(rig.page, '6-history');
  });

  it('refuses IPC from any page that is not the Airlock renderer', async () => {
    const foreign = await rig.context.newPage();
    // Same files, different origin (localhost ≠ 127.0.0.1): not the app's renderer.
    await foreign.goto(rig.renderer.url.replace('127.0.0.1', 'localhost'));
    const outcome = await foreign.evaluate(() =>
      (globalThis as unknown as PageGlobals).airlock!.invoke('pending:list').then(
        () => 'allowed',
        (e: Error) => e.message,
      ),
    );
    expect(outcome).toBe('Only the Airlock window may do that.');
    await foreign.close();

    // And the gate rejects bad input with a message naming the field.
    const bad = await rig.page.evaluate(() => (globalThis as unknown as PageGlobals).airlock!.invoke('steps:grant', { executionId: 'x', steps: -1 } as never).catch((e: Error) => e.message));
    expect(bad).toMatch(/steps/);
  });

  it('stays responsive with 10,000 live steps (virtualised)', async () => {
    await rig.page.getByTestId('nav-live').click();
    await rig.page.getByTestId('live-list').waitFor();
    const template = rig.airlock.human.recentSteps(1)[0]!;
    const elapsed = await rig.page.evaluate(async (base) => {
      const g = globalThis as unknown as PageGlobals;
      const push = g.__airlockPush;
      const t0 = performance.now();
      for (let i = 0; i < 10_000; i++) {
        push({ type: 'step', step: { ...base, id: 1_000_000 + i, seq: i, hint: `synthetic step ${i}`, tier: i % 7 === 0 ? 'confirm' : 'advisory' } });
      }
      await new Promise<void>((r) => g.requestAnimationFrame(() => g.requestAnimationFrame(() => r())));
      return performance.now() - t0;
    }, template);
    await rig.page.getByTestId('live-row').filter({ hasText: 'synthetic step 9999' }).waitFor();
    const rows = await rig.page.getByTestId('live-row').count();
    expect(rows).toBeLessThan(80); // only what is on screen is in the DOM
    await expect(rig.page.locator('.live-footer').textContent()).resolves.toMatch(/10,0\d\d steps/);
    await screenshot(rig.page, '7-live-10k');

    // Jumping anywhere in the list renders the rows at that place, and only those. (How fast
    // is measured, not asserted: frame times under a loaded CI machine say nothing about the
    // code; the virtualised list is what keeps them small, and that is what is checked.)
    const jumps = await rig.page.evaluate(async () => {
      const g = globalThis as unknown as PageGlobals;
      const list = g.document.querySelector('[data-testid="live-list"]')!;
      const out: { at: number; ms: number; rows: number; shown: number[] }[] = [];
      for (let i = 0; i <= 10; i++) {
        const t0 = performance.now();
        list.scrollTop = (list.scrollHeight * i) / 10;
        await new Promise<void>((r) => g.requestAnimationFrame(() => g.requestAnimationFrame(() => r())));
        const texts = [...list.querySelectorAll('[data-testid="live-row"]')].map((e) => e.textContent ?? '');
        const shown = texts.flatMap((t) => /synthetic step (\d+)/.exec(t)?.[1] ?? []).map(Number);
        out.push({ at: i / 10, ms: performance.now() - t0, rows: texts.length, shown });
      }
      return out;
    });
    const frames = jumps.map((j) => j.ms).sort((a, b) => a - b);
    console.log(`10k steps: pushed in ${elapsed.toFixed(0)} ms; scroll-jump frames median ${frames[Math.floor(frames.length / 2)]!.toFixed(1)} ms, max ${frames.at(-1)!.toFixed(1)} ms`);
    for (const j of jumps) expect(j.rows, `rows in the DOM at ${j.at}`).toBeLessThan(80);
    // Halfway down, the rows on screen are from the middle of the 10,000 (whichever end is newest).
    const middle = jumps[5]!.shown;
    expect(middle.length).toBeGreaterThan(0);
    for (const n of middle) {
      expect(n).toBeGreaterThan(2_000);
      expect(n).toBeLessThan(8_000);
    }
    // Each jump shows other rows than the one before.
    for (let i = 1; i < jumps.length; i++) expect(jumps[i]!.shown).not.toEqual(jumps[i - 1]!.shown);

    // Pause: new steps keep arriving but the list stays put, and says how many.
    await rig.page.getByRole('button', { name: 'Pause scrolling' }).click();
    await step('reading file CHANGELOG.md');
    await rig.page.getByRole('button', { name: 'Resume scrolling (1 new)' }).click();
    await rig.page.getByTestId('live-row').filter({ hasText: 'reading file CHANGELOG.md' }).waitFor();

    // Filters.
    await rig.page.getByLabel('Filter by tier').selectOption('confirm');
    await expect.poll(async () => (await rig.page.getByTestId('live-row').allTextContents()).every((t) => t.includes('Confirm'))).toBe(true);
    await rig.page.getByLabel('Filter by tier').selectOption('');
  });

  it('opens the item a notification click names', async () => {
    const directive = await step('deploy to staging, third time');
    const confirmationId = notificationOf(directive, 'permission_pending')?.confirmationId ?? notificationOf(directive, 'autonomy_pause')?.confirmationId;
    await rig.page.getByTestId('nav-live').click();
    // What the Electron main sends when a notification is clicked.
    await rig.push({ type: 'navigate', view: 'pending', id: confirmationId });
    await rig.page.locator('[data-testid="pending-item"].current').filter({ hasText: 'deploy to staging, third time' }).waitFor();
    await rig.page.getByRole('button', { name: 'Deny…' }).click();
    await rig.page.getByRole('button', { name: 'Deny', exact: true }).click();
    await rig.page.getByText('Nothing is waiting for you').waitFor();
  });

  it('says plainly when Airlock cannot open its socket', async () => {
    await rig.setStatus({ socket: { state: 'failed', path: rig.socketPath, error: 'EADDRINUSE' } });
    const banner = rig.page.getByTestId('socket-error');
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('Airlock can’t open its socket');
    await screenshot(rig.page, '8-socket-error');
    await rig.setStatus({ socket: { state: 'listening', path: rig.socketPath } });
    await banner.waitFor({ state: 'detached' });
  });

  it('tier colours keep a 4.5:1 contrast in light and dark themes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await rig.page.emulateMedia({ colorScheme: scheme });
      const ratios = await rig.page.evaluate(() => {
        const g = globalThis as unknown as {
          document: { createElement(t: string): { className: string; textContent: string; remove(): void }; body: { appendChild(e: unknown): void } };
          getComputedStyle(e: unknown): { color: string; backgroundColor: string };
        };
        const lum = (rgb: string) => {
          const [r, gg, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
            const c = Number(v) / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * gg! + 0.0722 * b!;
        };
        const out: Record<string, number> = {};
        for (const tier of ['advisory', 'confirm', 'verify', 'danger_zone']) {
          const el = g.document.createElement('span');
          el.className = `tier tier-${tier}`;
          el.textContent = tier;
          g.document.body.appendChild(el);
          const style = g.getComputedStyle(el);
          const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
          out[tier] = (a! + 0.05) / (b! + 0.05);
          el.remove();
        }
        return out;
      });
      for (const [tier, ratio] of Object.entries(ratios)) expect(ratio, `${scheme} ${tier}`).toBeGreaterThanOrEqual(4.5);
    }
    await rig.page.getByTestId('nav-live').click();
    await screenshot(rig.page, '9-live-dark');
    await rig.page.emulateMedia({ colorScheme: 'light' });
  });

  it('ran without CSP violations or page errors, and never logged a code', async () => {
    const problems = rig.consoleMessages.filter((m) => /Content Security Policy|pageerror|Refused to/i.test(m));
    expect(problems).toEqual([]);
    for (const { code } of rig.codes) {
      expect(rig.logs.join('\n')).not.toContain(code);
      expect(rig.consoleMessages.join('\n')).not.toContain(code);
    }
  });
});
