// The window's states for a person when something is wrong: a refused policy
// file, and a window that cannot reach the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startRig, type Rig } from './harness';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig({ policy: { maxAutonomousSteps: 'lots' } });
  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-live').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

describe('states written for a person', () => {
  it('says when the policy file was refused, until a valid policy is saved', async () => {
    const banner = rig.page.getByTestId('policy-problem');
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toMatch(/policy file was not used.*maxAutonomousSteps/s);
    await screenshot(rig.page, '10-policy-problem');

    await rig.page.getByTestId('nav-policy').click();
    await rig.page.getByLabel('Step limit per run').fill('12');
    await rig.page.getByRole('button', { name: 'Save policy' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(rig.airlock.human.getPolicy().maxAutonomousSteps).toBe(12);
    expect(rig.airlock.policyProblem()).toBeNull();
  });

  it('explains a window that cannot reach the app (no window.airlock)', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 900, height: 500 } });
    const page = await context.newPage();
    await page.goto(rig.renderer.url);
    await page.getByRole('heading', { name: 'This window can’t reach Airlock' }).waitFor();
    await screenshot(page, '11-no-bridge');
    await context.close();
  });
});
