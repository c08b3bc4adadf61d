// The hook's real adapter: the SDK Client over a local socket, against an SDK
// McpServer served on that socket (the same framing Airlock's server uses).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectAirlock } from '../../../src/main/clients';

let dir: string;
let socketPath: string;
let server: net.Server;
const seenClients: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-st-'));
  socketPath = process.platform === 'win32' ? `\\\\.\\pipe\\airlock-st-${path.basename(dir)}` : path.join(dir, 's.sock');
  server = net.createServer((socket) => {
    const mcp = new McpServer({ name: 'fake-airlock', version: '1.0.0' });
    mcp.registerTool('mcp_aql_create', { inputSchema: { operation: z.string(), params: z.record(z.string(), z.unknown()).optional() } }, (args) => {
      seenClients.push(mcp.server.getClientVersion()?.name ?? '?');
      const envelope = args.operation === 'record_execution_step' ? { success: true, data: { execution_id: 'e', step: 1, directive: { continue: true, factors: [], echo: args.params } } } : { success: false, error: { code: 'NOT_FOUND_OPERATION', message: 'no such operation' } };
      return { content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope, isError: !envelope.success };
    });
    mcp.registerTool('mcp_aql_execute', { inputSchema: { operation: z.string(), params: z.record(z.string(), z.unknown()).optional() } }, () => {
      // An older server that only puts the envelope in the text content.
      return { content: [{ type: 'text', text: JSON.stringify({ success: true, data: { status: 'pending' } }) }] };
    });
    const transport = new StdioServerTransport(socket, socket);
    socket.on('close', () => void mcp.close());
    void mcp.connect(transport);
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('connectAirlock over a local socket', () => {
  it('calls tools and returns the envelope from structuredContent (or the text content)', async () => {
    const conn = await connectAirlock({ socketPath, clientName: 'claude-code', timeoutMs: 5000 });
    const env = await conn.callTool('mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'h' } });
    expect(env).toEqual({ success: true, data: { execution_id: 'e', step: 1, directive: { continue: true, factors: [], echo: { element_name: 'a', nextActionHint: 'h' } } } });
    expect(await conn.callTool('mcp_aql_create', { operation: 'nope' })).toEqual({ success: false, error: { code: 'NOT_FOUND_OPERATION', message: 'no such operation' } });
    expect(await conn.callTool('mcp_aql_execute', { operation: 'confirm_operation' })).toEqual({ success: true, data: { status: 'pending' } });
    expect(seenClients).toContain('claude-code');
    await conn.close();
  });

  it('a socket where nothing listens fails fast with a readable error', async () => {
    const missing = path.join(dir, 'missing.sock');
    const started = Date.now();
    await expect(connectAirlock({ socketPath: missing, clientName: 'claude-code', timeoutMs: 5000 })).rejects.toThrow(`nothing is listening at ${missing}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
