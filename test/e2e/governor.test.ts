// The runtime governor in the window: a governed agent's counters against its
// caps and its phase in Blocks & agents, a fail-closed halt with the reason it
// fired and the person's Resume, and profile editing in the Policy view, where
// the engine's validation names the bad field and nothing is saved until it passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { callTool, screenshot, startRig, type Rig } from './harness';

let rig: Rig;
let agent: Client;

const POLICY = {
  maxAutonomousSteps: 1000,
  agents: {
    coder: {
      permissions: { resource_limits: { budget: { tokens: { per_session: 100, per_day: 1000 } } } },
      runtime: { tool_invocation: { max_iterations: 50 } },
      phases: [{ name: 'plan', tools: ['Read'] }, { name: 'build', confirm_entry: true }],
    },
  },
};

const step = (hint: string, tokens: number) =>
  callTool(agent, 'mcp_aql_create', 'record_execution_step', { element_name: 'coder', nextActionHint: hint, action: { tool: 'Read', arguments: { file_path: 'src/app.ts' } }, usage: { tokens } });

beforeAll(async () => {
  rig = await startRig({ policy: POLICY });
  agent = await rig.connectAgent('e2e-governed');
  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-live').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

describe('governed agents in the window', () => {
  it('shows the profile, the session\'s counters against its caps and its phase', async () => {
    expect(((await step('reading src/app.ts', 60)).data as { directive: { continue: boolean } }).directive.continue).toBe(true);
    await rig.page.getByTestId('nav-blocks').click();
    const session = rig.page.getByTestId('governor-session').first();
    await session.waitFor();
    await expect(rig.page.getByTestId('governor-profile').first().textContent()).resolves.toMatch(/coder.*tokens 100\/session, 1,000\/day.*phases: plan → build/s);
    await expect.poll(() => session.textContent()).toMatch(/Tokens this session60 of 100/);
    await expect(session.textContent()).resolves.toMatch(/Tokens last 24 h60 of 1,000/);
    await expect(session.textContent()).resolves.toMatch(/Iterations1 of 50/);
    await expect(rig.page.getByTestId('governor-phase').first().textContent()).resolves.toBe('phase plan');
    await screenshot(rig.page, '40-governor-session');
  });

  it('a fail-closed halt shows why it fired, and the person resumes the agent', async () => {
    const halted = await step('reading src/more.ts', 60);
    expect((halted.data as { directive: { degradation?: { action: string } } }).directive.degradation?.action).toBe('halt');
    const card = rig.page.getByTestId('governor-halt');
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('on_budget_exhausted');
    const why = rig.page.getByTestId('governor-why').first();
    await expect.poll(() => why.textContent()).toMatch(/on_budget_exhausted → halted \(fail-closed: no response declared\).*120 tokens in this session, over the cap of 100 tokens/);
    await screenshot(rig.page, '41-governor-halt');
    await rig.page.getByRole('button', { name: 'Resume coder' }).click();
    await expect.poll(() => rig.airlock.human.governorState().halts.length).toBe(0);
    await card.waitFor({ state: 'detached' });
  });

  it('edits a profile in the Policy view; the engine names the bad field and nothing is saved until it passes', async () => {
    await rig.page.getByTestId('nav-policy').click();
    const entry = rig.page.getByTestId('profile-entry').first();
    await entry.waitFor();
    const box = rig.page.getByLabel('Profile of coder');
    const profile = JSON.parse(await box.inputValue()) as Record<string, unknown>;
    expect(profile).toMatchObject({ phases: [{ name: 'plan' }, { name: 'build' }] });
    await box.fill(JSON.stringify({ ...profile, runtime: { degradation: { on_budget_exhausted: { action: 'explode' } } } }, null, 2));
    await rig.page.getByRole('button', { name: 'Save profiles' }).click();
    const error = rig.page.getByTestId('profiles-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('agents.coder.runtime.degradation.on_budget_exhausted.action');
    expect(rig.airlock.human.getPolicy().agents.coder?.runtime?.degradation).toBeUndefined();
    await screenshot(rig.page, '42-governor-profile-error');

    await box.fill('{ not json');
    await rig.page.getByRole('button', { name: 'Save profiles' }).click();
    await expect.poll(() => error.textContent()).toContain('not valid JSON');

    await box.fill(JSON.stringify({ ...profile, runtime: { degradation: { on_budget_exhausted: { action: 'pause' } } } }, null, 2));
    await rig.page.getByRole('button', { name: 'Save profiles' }).click();
    await expect.poll(() => rig.airlock.human.getPolicy().agents.coder?.runtime?.degradation?.on_budget_exhausted?.action).toBe('pause');
    await error.waitFor({ state: 'detached' });

    // A new profile for every Claude Code session.
    await rig.page.getByRole('button', { name: 'Add a profile' }).click();
    await rig.page.getByLabel('Agent name or pattern').last().fill('claude-code:*');
    await rig.page.getByRole('button', { name: 'Save profiles' }).click();
    await expect.poll(() => Object.keys(rig.airlock.human.getPolicy().agents)).toEqual(['coder', 'claude-code:*']);
    await screenshot(rig.page, '43-governor-profiles');
  });
});
