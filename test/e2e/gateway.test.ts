// The window and the MCP gateway: a call through `airlock wrap` waits on the
// same pending card as any step, naming server, tool and arguments; the
// Policy view lists the guarded servers and sets their trust.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { callTool, screenshot, startRig, type Rig } from './harness';

let rig: Rig;
let gateway: Client;

/** What `airlock wrap` sends for one call (src/main/gateway/airlock-link.ts). */
const gatewayStep = (tool: string, args: Record<string, unknown>, annotations: Record<string, boolean>) => ({
  element_name: 'notes',
  nextActionHint: `${tool} on MCP server "notes" with ${JSON.stringify(args)}`,
  action: { tool, server: 'notes', arguments: args, annotations },
  gateway: {},
});

beforeAll(async () => {
  rig = await startRig({ policy: { servers: { github: { trust: 'community_reviewed' } } } });
  gateway = await rig.connectAgent('claude-ai');
  await rig.page.goto(rig.renderer.url);
  await rig.page.getByTestId('nav-live').waitFor();
});

afterAll(async () => {
  await rig?.close();
});

describe('gateway calls in the window', () => {
  it('a destructive call waits on a pending card naming the server, the tool and the arguments', async () => {
    const reply = await callTool(gateway, 'mcp_aql_create', 'record_execution_step', gatewayStep('delete_note', { id: 'n1' }, { destructiveHint: true }));
    expect((reply.data as { directive: { continue: boolean } }).directive.continue).toBe(false);
    await rig.page.getByTestId('nav-pending').click();
    const card = rig.page.getByTestId('pending-item').first();
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('delete_note on MCP server "notes" with {"id":"n1"}');
    await screenshot(rig.page, '30-gateway-pending');
  });

  it('the Policy view lists guarded servers and sets a server\'s trust', async () => {
    await callTool(gateway, 'mcp_aql_create', 'record_execution_step', gatewayStep('read_note', { id: 'n1' }, { readOnlyHint: true }));
    await rig.page.getByTestId('nav-policy').click();
    const table = rig.page.getByTestId('servers');
    await table.waitFor();
    await expect(table.textContent()).resolves.toMatch(/github.*notes.*claude-ai/s);
    const select = rig.page.getByLabel('Trust for notes');
    await expect(select.inputValue()).resolves.toBe('validated');
    await select.selectOption('untested');
    await expect.poll(() => rig.airlock.human.getPolicy().servers.notes?.trust, { timeout: 10_000 }).toBe('untested');
    await screenshot(rig.page, '31-gateway-servers');
    // The next call is judged with it.
    const denied = await callTool(gateway, 'mcp_aql_create', 'record_execution_step', gatewayStep('read_note', { id: 'n1' }, { readOnlyHint: true }));
    expect((denied.data as { gate: { decision: string } }).gate.decision).toBe('introspect_only');
  });
});
