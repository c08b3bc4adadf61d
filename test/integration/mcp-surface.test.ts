// The MCP-AQL surface over a real local socket with the real SDK client,
// against a fake AgentSide: tools and annotations, routing, envelopes,
// introspection derived from the params schemas, input limits, stale socket
// handling. The flows against the real engine are in flows.test.ts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlreadyRunningError,
  INTERNAL_ERROR_MESSAGE,
  SocketClientTransport,
  startSocketServer,
  type SocketServer,
} from '../../src/main/mcp';
import { fakeAgent, type FakeAgent } from './helpers/fake-agent';

let dir: string;
let server: SocketServer;
let single: SocketServer;
let agent: FakeAgent;
const clients: Client[] = [];

async function connect(socketPath: string, name = 'surface-test'): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(new SocketClientTransport(socketPath));
  clients.push(client);
  return client;
}

type Env = { success: boolean; data?: Record<string, unknown>; error?: { code: string; message: string; details?: Record<string, unknown> } };

async function call(client: Client, tool: string, args: Record<string, unknown>): Promise<Env> {
  const result = (await client.callTool({ name: tool, arguments: args })) as {
    structuredContent?: unknown;
    content: Array<{ type: string; text?: string }>;
    isError?: boolean;
  };
  const fromText = JSON.parse(result.content[0]?.text ?? 'null') as Env;
  expect(result.structuredContent).toEqual(fromText);
  expect(result.isError === true).toBe(!fromText.success);
  return fromText;
}

function rawExchange(socketPath: string, payload: Buffer | string, replies: number): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let buffer = '';
    const out: Array<Record<string, unknown>> = [];
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i;
      while ((i = buffer.indexOf('\n')) >= 0) {
        out.push(JSON.parse(buffer.slice(0, i)) as Record<string, unknown>);
        buffer = buffer.slice(i + 1);
        if (out.length === replies) {
          socket.destroy();
          resolve(out);
        }
      }
    });
    socket.on('error', reject);
    socket.write(payload);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-'));
  agent = fakeAgent();
  server = await startSocketServer({ agent, socketPath: path.join(dir, 'run', 's.sock') });
  single = await startSocketServer({ agent, socketPath: path.join(dir, 'run', 'single.sock'), toolMode: 'single' });
});

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await server.close();
  await single.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('MCP-AQL surface', () => {
  it('lists the three CRUDE tools with the contract annotations and instructions', async () => {
    const client = await connect(server.socketPath);
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['mcp_aql_create', 'mcp_aql_execute', 'mcp_aql_read']);
    expect(byName.mcp_aql_read?.annotations?.readOnlyHint).toBe(true);
    for (const name of ['mcp_aql_create', 'mcp_aql_execute']) {
      expect(byName[name]?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    }
    for (const tool of tools) {
      expect(tool.inputSchema.required).toEqual(['operation']);
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['operation', 'params']);
    }
    const instructions = client.getInstructions() ?? '';
    expect(instructions).toContain('record_execution_step');
    expect(instructions).toContain('confirm_operation');
    expect(instructions).toContain('verify_challenge');
  });

  it('routes operations, passes clientInfo.name as the principal, and wraps results', async () => {
    const client = await connect(server.socketPath, 'principal-x');
    const res = await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'reading README.md' } });
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({ directive: { continue: true } });
    expect(agent.calls.at(-1)).toMatchObject({ op: 'record_execution_step', client: 'principal-x' });
  });

  it('ENDPOINT_MISMATCH names the right tool; unknown operations get NOT_FOUND_OPERATION', async () => {
    const client = await connect(server.socketPath);
    const wrong = await call(client, 'mcp_aql_read', { operation: 'record_execution_step', params: {} });
    expect(wrong.error?.code).toBe('ENDPOINT_MISMATCH');
    expect(wrong.error?.message).toContain('mcp_aql_create');
    expect(wrong.error?.details).toMatchObject({ expected_endpoint: 'mcp_aql_create' });
    const confirm = await call(client, 'mcp_aql_create', { operation: 'confirm_operation', params: { confirmation_id: 'x' } });
    expect(confirm.error?.code).toBe('ENDPOINT_MISMATCH');
    const unknown = await call(client, 'mcp_aql_execute', { operation: 'approve_everything' });
    expect(unknown.error?.code).toBe('NOT_FOUND_OPERATION');
  });

  it('gives structured envelopes for wrong types, missing, unknown and oversized params', async () => {
    const client = await connect(server.socketPath);
    expect((await call(client, 'mcp_aql_create', { operation: 42 })).error?.code).toBe('VALIDATION_INVALID_TYPE');
    expect((await call(client, 'mcp_aql_create', {})).error?.code).toBe('VALIDATION_MISSING_PARAM');
    expect((await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: 'nope' })).error?.code).toBe('VALIDATION_INVALID_TYPE');
    expect((await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a' } })).error?.code).toBe('VALIDATION_MISSING_PARAM');
    expect((await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 5 } })).error?.code).toBe('VALIDATION_INVALID_TYPE');
    expect((await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'x', bogus: 1 } })).error?.code).toBe('VALIDATION_UNKNOWN_PARAM');
    expect((await call(client, 'mcp_aql_create', { operation: 'record_execution_step', element_name: 'a' })).error?.code).toBe('VALIDATION_UNKNOWN_PARAM');
    const big = await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'x'.repeat(9000) } });
    expect(big.error?.code).toBe('VALIDATION_PAYLOAD_TOO_LARGE');
  });

  it('turns an unexpected exception into INTERNAL_ERROR without its text', async () => {
    const client = await connect(server.socketPath);
    agent.failNext = new Error('secret-internal-detail-ABC123');
    const res = await call(client, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'x' } });
    expect(res.error).toEqual({ code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(res)).not.toContain('ABC123');
  });

  it('introspects operations, one operation\'s parameters (from the zod schemas), types and policy', async () => {
    const client = await connect(server.socketPath);
    const ops = await call(client, 'mcp_aql_read', { operation: 'introspect' });
    const data = ops.data as { _protocol: { version: string; capabilities: { execution_safety_loop: string } }; operations: Array<{ name: string; endpoint: string; semantic_category: string }> };
    expect(data._protocol.version).toBe('1.0.0-draft');
    expect(data._protocol.capabilities.execution_safety_loop).toBe('enforcing');
    expect(data.operations.map((o) => o.name).sort()).toEqual(
      ['abort_execution', 'complete_execution', 'confirm_operation', 'enter_phase', 'execute_agent', 'introspect', 'record_execution_step', 'verify_challenge'],
    );
    expect(data.operations.find((o) => o.name === 'record_execution_step')).toMatchObject({ endpoint: 'mcp_aql_create', semantic_category: 'CREATE' });
    const one = await call(client, 'mcp_aql_read', { operation: 'introspect', params: { query: 'operations', name: 'record_execution_step' } });
    const params = (one.data as { parameters: Array<{ name: string; type: string; required: boolean; description?: string }> }).parameters;
    expect(params.find((p) => p.name === 'nextActionHint')).toMatchObject({ type: 'string', required: true });
    expect(params.find((p) => p.name === 'riskScore')).toMatchObject({ type: 'number', required: false });
    expect(params.find((p) => p.name === 'nextActionHint')?.description).toBeTruthy();
    const types = await call(client, 'mcp_aql_read', { operation: 'introspect', params: { query: 'types' } });
    expect(Object.keys((types.data as { types: object }).types)).toEqual(['AutonomyDirective', 'AgentNotification', 'DegradationNotice', 'SafetyTier']);
    const policy = await call(client, 'mcp_aql_read', { operation: 'introspect', params: { query: 'policy' } });
    expect((policy.data as { policy: { maxAutonomousSteps: number } }).policy.maxAutonomousSteps).toBe(10);
    const missing = await call(client, 'mcp_aql_read', { operation: 'introspect', params: { name: 'nope' } });
    expect(missing.error?.code).toBe('NOT_FOUND_OPERATION');
  });

  it('confirm_operation waits without blocking other connections', async () => {
    const a = await connect(server.socketPath);
    const b = await connect(server.socketPath);
    const waiting = call(a, 'mcp_aql_execute', { operation: 'confirm_operation', params: { confirmation_id: 'c-wait', wait_seconds: 10 } });
    for (let i = 0; i < 5; i++) {
      expect((await call(b, 'mcp_aql_create', { operation: 'record_execution_step', params: { element_name: 'b', nextActionHint: `step ${i}` } })).success).toBe(true);
    }
    agent.decide('c-wait', 'approved');
    expect((await waiting).data).toMatchObject({ status: 'approved', decided_by: 'human' });
  });

  it('answers an oversized message with a JSON-RPC error and keeps the connection and others working', async () => {
    const other = await connect(server.socketPath);
    const huge = JSON.stringify({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'mcp_aql_read', arguments: { operation: 'introspect', params: { pad: 'x'.repeat(1_200_000) } } }, id: 77 });
    const ping = JSON.stringify({ jsonrpc: '2.0', method: 'ping', id: 78 });
    const replies = await rawExchange(server.socketPath, `${huge}\nnot json\n${ping}\n`, 3);
    expect(replies[0]).toMatchObject({ id: 77, error: { code: -32600, data: { code: 'VALIDATION_PAYLOAD_TOO_LARGE' } } });
    expect(replies[1]).toMatchObject({ id: null, error: { code: -32700 } });
    expect(replies[2]).toMatchObject({ id: 78, result: {} });
    expect((await call(other, 'mcp_aql_read', { operation: 'introspect' })).success).toBe(true);
  });

  it('single-tool mode exposes mcp_aql for every operation', async () => {
    const client = await connect(single.socketPath);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['mcp_aql']);
    const ops = await call(client, 'mcp_aql', { operation: 'introspect' });
    expect((ops.data as { operations: Array<{ endpoint: string }> }).operations.every((o) => o.endpoint === 'mcp_aql')).toBe(true);
    expect((await call(client, 'mcp_aql', { operation: 'record_execution_step', params: { element_name: 'a', nextActionHint: 'ls' } })).success).toBe(true);
  });

  it('socket is 0600 in a 0700 dir; a live server is never hijacked; a stale file is replaced', async () => {
    if (process.platform === 'win32') return;
    expect(fs.statSync(server.socketPath).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(server.socketPath)).mode & 0o777).toBe(0o700);
    await expect(startSocketServer({ agent, socketPath: server.socketPath })).rejects.toBeInstanceOf(AlreadyRunningError);
    // still serving
    const client = await connect(server.socketPath);
    expect((await call(client, 'mcp_aql_read', { operation: 'introspect' })).success).toBe(true);
    // a stale socket file: bound, then its listener gone without unlinking
    const stalePath = path.join(dir, 'run', 'stale.sock');
    const stale = net.createServer();
    await new Promise<void>((r) => stale.listen(stalePath, r));
    const copy = path.join(dir, 'run', 'stale2.sock');
    fs.renameSync(stalePath, copy); // the listener now answers at copy
    await new Promise<void>((r) => stale.close(() => r())); // copy stays on disk, nothing answers
    expect(fs.existsSync(copy)).toBe(true);
    const replaced = await startSocketServer({ agent, socketPath: copy });
    const c2 = await connect(copy);
    expect((await call(c2, 'mcp_aql_read', { operation: 'introspect' })).success).toBe(true);
    await replaced.close();
  });
});
