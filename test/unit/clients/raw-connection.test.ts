// The hook's own socket client (no MCP SDK): against Airlock's real socket
// server and loop (real SQLite), and against a server that misbehaves.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRaw } from '../../../src/main/clients/hooks';
import { startSocketServer, type SocketServer } from '../../../src/main/mcp';
import { openHarness, type Harness } from '../../helpers/airlock';

let dir: string;
let harness: Harness;
let server: SocketServer;
const sock = (name: string): string => (process.platform === 'win32' ? `\\\\.\\pipe\\airlock-raw-${path.basename(dir)}-${name}` : path.join(dir, `${name}.sock`));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-raw-'));
  harness = openHarness();
  server = await startSocketServer({ agent: harness.airlock.agent, socketPath: sock('airlock') });
});

afterAll(async () => {
  await server.close();
  harness.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('connectRaw', () => {
  it('records a step as the client it names, in one connection with the handshake in front of the call', async () => {
    const conn = await connectRaw({ socketPath: sock('airlock'), clientName: 'claude-code', timeoutMs: 5000 });
    const env = await conn.callTool('mcp_aql_create', {
      operation: 'record_execution_step',
      params: { element_name: 'claude-code:s1', nextActionHint: 'executing shell command: npm test', action: { tool: 'Bash', arguments: { command: 'npm test' } }, session_id: 's1' },
    });
    expect(env).toMatchObject({ success: true, data: { step: 1, directive: { continue: true } } });
    // A second call on the same connection (the hook's confirm_operation wait).
    expect(await conn.callTool('mcp_aql_read', { operation: 'introspect', params: { query: 'policy' } })).toMatchObject({ success: true });
    await conn.close();
    expect(harness.airlock.human.recentSteps(1)[0]).toMatchObject({ client: 'claude-code', agent: 'claude-code:s1' });
    expect(harness.airlock.human.listExecutions()[0]).toMatchObject({ session: 's1' });
  });

  it('an error envelope comes back as an envelope', async () => {
    const conn = await connectRaw({ socketPath: sock('airlock'), clientName: 'claude-code', timeoutMs: 5000 });
    expect(await conn.callTool('mcp_aql_create', { operation: 'record_execution_step', params: {} })).toMatchObject({ success: false, error: { code: 'VALIDATION_MISSING_PARAM' } });
    await conn.close();
  });

  it('nothing listening fails fast with a readable error', async () => {
    const missing = sock('missing');
    await expect(connectRaw({ socketPath: missing, clientName: 'claude-code', timeoutMs: 5000 })).rejects.toThrow(`nothing is listening at ${missing}`);
  });

  it('a refused handshake, a server that hangs up, and one that never answers all fail the call', async () => {
    const refusing = net.createServer((socket) => {
      socket.on('data', () => socket.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'no' } })}\n`));
    });
    const hangingUp = net.createServer((socket) => socket.on('data', () => socket.destroy()));
    const silent = net.createServer(() => undefined);
    await Promise.all([
      new Promise<void>((r) => refusing.listen(sock('refusing'), r)),
      new Promise<void>((r) => hangingUp.listen(sock('hanging-up'), r)),
      new Promise<void>((r) => silent.listen(sock('silent'), r)),
    ]);
    try {
      const call = async (name: string, timeoutMs = 5000): Promise<unknown> => {
        const conn = await connectRaw({ socketPath: sock(name), clientName: 'claude-code', timeoutMs });
        try {
          return await conn.callTool('mcp_aql_create', { operation: 'record_execution_step', params: {} }, { timeoutMs });
        } finally {
          await conn.close();
        }
      };
      await expect(call('refusing')).rejects.toThrow(/Airlock refused the connection \(no\)/);
      await expect(call('hanging-up')).rejects.toThrow(/Airlock closed the connection/);
      await expect(call('silent', 300)).rejects.toThrow(/did not answer/);
    } finally {
      for (const s of [refusing, hangingUp, silent]) s.close();
    }
  });
});
