// The step's direct route past the SDK's dispatch (src/main/mcp/server.ts
// fastStep): it takes only what the SDK would hand our tool handler
// unchanged, and answers exactly what the SDK would have answered.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallToolResultSchema, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { AgentSide } from '../../../src/main/loop/api';
import { startSocketServer, type SocketServer } from '../../../src/main/mcp';
import { fail, ok, toToolResult } from '../../../src/main/mcp/envelope';
import { createMcpEndpoint, toolReplyLine, type PlainRequest } from '../../../src/main/mcp/server';
import { openHarness, type Harness } from '../../helpers/airlock';

let dir: string;
let harness: Harness;
let server: SocketServer;
let socketPath: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-fast-'));
  harness = openHarness();
  socketPath = process.platform === 'win32' ? `\\\\.\\pipe\\airlock-fast-${path.basename(dir)}` : path.join(dir, 'airlock.sock');
  server = await startSocketServer({ agent: harness.airlock.agent, socketPath });
});

afterAll(async () => {
  await server.close();
  harness.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw line client: sends one line, resolves with the next reply line as sent. */
async function lineClient(name: string): Promise<{ call: (message: unknown) => Promise<string>; close: () => void }> {
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = '';
  const waiting: Array<(line: string) => void> = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i + 1);
      buffer = buffer.slice(i + 1);
      waiting.shift()?.(line);
    }
  });
  const call = (message: unknown): Promise<string> =>
    new Promise((resolve) => {
      waiting.push(resolve);
      socket.write(`${JSON.stringify(message)}\n`);
    });
  await call({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name, version: '1' } } });
  socket.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  return { call, close: () => socket.destroy() };
}

const step = (id: number, tool: string, params: Record<string, unknown>, meta = false): Record<string, unknown> => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: tool, arguments: { operation: 'record_execution_step', params }, ...(meta ? { _meta: {} } : {}) },
});

describe('the step reply line', () => {
  it('is what the SDK sends for the same envelope, byte for byte', () => {
    const envelopes = [
      ok({ execution_id: 'e-1', step: 3, directive: { continue: true, factors: ['line\u2028sep', '"quoted" \\ back', 'emoji \u{1F600}'], riskScore: 0 } }),
      fail('VALIDATION_MISSING_PARAM', 'Missing "nextActionHint".', { param: 'nextActionHint' }),
      fail('INTERNAL_ERROR', 'x'),
    ];
    for (const envelope of envelopes) {
      for (const id of [7, 'req-\u00e9', 0]) {
        const sdk = `${JSON.stringify({ result: CallToolResultSchema.parse(toToolResult(envelope)), jsonrpc: '2.0', id })}\n`;
        expect(toolReplyLine(id, envelope)).toBe(sdk);
      }
    }
  });
});

describe('which requests take the direct route', () => {
  // The routing decision is made before the agent side is touched.
  const { fastStep } = createMcpEndpoint({ agent: {} as AgentSide });
  const base: PlainRequest = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'mcp_aql_create', arguments: { operation: 'record_execution_step', params: {} } } };

  it('leaves to the SDK every request that is not a plain step call of one of our tools', () => {
    const others: PlainRequest[] = [
      { ...base, method: 'tools/list', params: {} },
      { ...base, params: { ...base.params, name: 'other_tool' } },
      { ...base, params: { ...base.params, arguments: [] } },
      { ...base, params: { name: 'mcp_aql_create' } },
      { ...base, params: { ...base.params, task: { ttl: 1000 } } },
      { ...base, params: { name: 'mcp_aql_create', arguments: { operation: 'introspect' } } },
      { ...base, params: { name: 'mcp_aql_execute', arguments: { operation: 'confirm_operation', params: { confirmation_id: 'x' } } } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call' },
    ];
    for (const request of others) expect(fastStep(request)).toBeUndefined();
  });

  it('takes a plain step call, on every tool name (the endpoint check is dispatch\'s)', async () => {
    for (const name of ['mcp_aql_create', 'mcp_aql_read']) {
      const reply = fastStep({ ...base, params: { name, arguments: { operation: 'record_execution_step', params: {} } } });
      expect(reply).toBeInstanceOf(Promise);
      expect(JSON.parse((await reply)!)).toMatchObject({ jsonrpc: '2.0', id: 1, result: { isError: true } });
    }
  });
});

describe('a step through the direct route and through the SDK', () => {
  it('gets the same reply: recorded the same way, refused the same way', async () => {
    const fastClient = await lineClient('fast-client');
    const sdkClient = await lineClient('sdk-client');
    try {
      // A plain step (direct route) and the same step with an empty _meta (through the SDK).
      // Each client reports as its own agent (an agent's step limit is shared by its clients).
      const cases = (agent: string): Array<[string, Record<string, unknown>]> => [
        ['mcp_aql_create', { element_name: agent, nextActionHint: 'read file src/a.ts' }],
        ['mcp_aql_create', { element_name: agent, nextActionHint: 'read file src/b.ts' }],
        ['mcp_aql_create', {}],
        ['mcp_aql_create', { element_name: agent, nextActionHint: 'x', surprise: 1 }],
        ['mcp_aql_read', { element_name: agent, nextActionHint: 'read file src/c.ts' }],
      ];
      const fastCases = cases('agent-f');
      const sdkCases = cases('agent-s');
      const normalise = (line: string): string => line.replace(/"execution_id\\?":\\?"[^"\\]+\\?"/g, '"execution_id":"E"');
      for (let i = 0; i < fastCases.length; i++) {
        const fast = await fastClient.call(step(100 + i, ...fastCases[i]!));
        const sdk = await sdkClient.call(step(100 + i, ...sdkCases[i]!, true));
        expect(normalise(fast)).toBe(normalise(sdk));
      }
      // Both clients' steps were recorded, as their own clients.
      const recent = harness.airlock.human.recentSteps(10);
      expect(recent.filter((s) => s.client === 'fast-client').length).toBe(2);
      expect(recent.filter((s) => s.client === 'sdk-client').length).toBe(2);
    } finally {
      fastClient.close();
      sdkClient.close();
    }
  });
});
