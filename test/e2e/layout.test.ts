// End-to-end: toasts never cover what a person acts on, and the Pending key
// legend is always on screen — at the window's minimum size and at its
// default size (src/main/app/window.ts). Toasts are raised by real clicks
// (Approve once), then the page clock is paused so they stay up while every
// box is measured: nothing here depends on how fast this machine is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Locator, Page } from 'playwright-core';
import { callTool, screenshot, startRig, type Rig } from './harness';

const POLICY = {
  mode: 'enforcing',
  maxAutonomousSteps: 500,
  oversightTimeoutSeconds: 600,
  patterns: { requiresApproval: ['*deploy to staging*'] },
};

/** The window's minimum and default content sizes (window.ts). */
const VIEWPORTS = [
  { name: 'minimum', width: 760, height: 480 },
  { name: 'default', width: 1120, height: 760 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of `box` inside `clip` (what the person can see), or null. */
function clipTo(box: Box, clip: Box): Box | null {
  const x = Math.max(box.x, clip.x);
  const y = Math.max(box.y, clip.y);
  const right = Math.min(box.x + box.width, clip.x + clip.width);
  const bottom = Math.min(box.y + box.height, clip.y + clip.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) found.push(box);
  }
  return found;
}

/** Every actionable thing the person sees in the scrolling content: Live
 *  rows, Pending cards' buttons and checkboxes, and any other control —
 *  each clipped to the visible part of the content area. */
async function visibleActionables(page: Page): Promise<{ what: string; box: Box }[]> {
  const [content] = await boxes(page.locator('.content'));
  expect(content).toBeDefined();
  const result: { what: string; box: Box }[] = [];
  const groups: [string, Locator][] = [
    ['live row', page.getByTestId('live-row')],
    ['pending button', page.getByTestId('pending-item').getByRole('button')],
    ['pending checkbox', page.getByTestId('pending-item').getByRole('checkbox')],
    ['control', page.locator('.content').locator('button, input, select, textarea')],
  ];
  for (const [what, locator] of groups) {
    for (const box of await boxes(locator)) {
      const seen = clipTo(box, content!);
      if (seen) result.push({ what, box: seen });
    }
  }
  return result;
}

async function expectNoToastCovers(page: Page, where: string): Promise<void> {
  const toasts = await boxes(page.getByTestId('toast'));
  expect(toasts, `${where}: three toasts on screen`).toHaveLength(3);
  const targets = await visibleActionables(page);
  const legend = await boxes(page.getByTestId('key-legend'));
  for (const box of legend) targets.push({ what: 'key legend', box });
  expect(targets.length, `${where}: there is something to cover`).toBeGreaterThan(3);
  const viewport = page.viewportSize()!;
  for (const toast of toasts) {
    expect(clipTo(toast, { x: 0, y: 0, ...viewport }), `${where}: a toast is on screen`).toEqual(toast);
    const covered = targets.filter((t) => intersects(toast, t.box)).map((t) => `${t.what} at ${JSON.stringify(t.box)}`);
    expect(covered, `${where}: toast at ${JSON.stringify(toast)} covers`).toEqual([]);
  }
}

let rig: Rig;
const agents: Client[] = [];

beforeAll(async () => {
  rig = await startRig({ policy: POLICY });
  await rig.page.clock.install();
  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-live').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

describe('the dock: toasts and the key legend', () => {
  for (const viewport of VIEWPORTS) {
    it(`keeps toasts off every row, button and the legend at the ${viewport.name} size (${viewport.width}×${viewport.height})`, async () => {
      const { page } = rig;
      await page.clock.resume();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      // Enough Live rows to fill the list, and six agents waiting in Pending.
      const worker = await rig.connectAgent(`layout-${viewport.name}`);
      agents.push(worker);
      for (let i = 0; i < 30; i++) {
        await callTool(worker, 'mcp_aql_create', 'record_execution_step', { element_name: `reader-${viewport.name}`, nextActionHint: `reading file src/module-${i}.ts` });
      }
      for (let i = 0; i < 6; i++) {
        const client = await rig.connectAgent(`layout-${viewport.name}-${i}`);
        agents.push(client);
        const env = await callTool(client, 'mcp_aql_create', 'record_execution_step', { element_name: `deployer-${viewport.name}-${i}`, nextActionHint: `deploy to staging, build ${i}` });
        expect(env.success).toBe(true);
      }
      await page.getByTestId('nav-pending').click();
      await expect.poll(() => page.getByTestId('pending-item').count()).toBe(6);

      // Three real toasts: approve the first three (each says so), then hold
      // the page clock so none of them times out while we measure.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      for (let i = 0; i < 3; i++) {
        await page.getByTestId('pending-item').first().getByRole('button', { name: 'Approve once' }).click();
        await expect.poll(() => page.getByTestId('pending-item').count()).toBe(5 - i);
      }
      await expect.poll(() => page.getByTestId('toast').count()).toBe(3);

      // Pending: the legend is entirely on screen even though the cards
      // overflow, and no toast covers a card's button or the legend.
      const [legend] = await boxes(page.getByTestId('key-legend'));
      expect(legend, 'the key legend is shown').toBeDefined();
      expect(clipTo(legend!, { x: 0, y: 0, ...page.viewportSize()! }), 'the key legend is entirely on screen').toEqual(legend);
      await expectNoToastCovers(page, `Pending ${viewport.name}`);
      // Scrolled to the last card, too.
      await page.getByTestId('pending-item').last().scrollIntoViewIfNeeded();
      await expectNoToastCovers(page, `Pending ${viewport.name}, scrolled`);
      await screenshot(page, `layout-pending-${viewport.name}`);

      // Live: the same toasts, over a full list of rows.
      await page.getByTestId('nav-live').click();
      await expect.poll(() => page.getByTestId('live-row').count()).toBeGreaterThan(3);
      await expectNoToastCovers(page, `Live ${viewport.name}`);
      await screenshot(page, `layout-live-${viewport.name}`);

      // Let the toasts time out before the next size.
      await page.clock.runFor(10_000);
      await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
      // Leave nothing waiting for the next size.
      await page.getByTestId('nav-pending').click();
      for (let left = await page.getByTestId('pending-item').count(); left > 0; left--) {
        await page.getByTestId('pending-item').first().getByRole('button', { name: 'Approve once' }).click();
        await expect.poll(() => page.getByTestId('pending-item').count()).toBe(left - 1);
      }
      await page.clock.runFor(10_000);
    });
  }
});
