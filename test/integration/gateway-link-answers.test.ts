// The gateway's link to Airlock reads only the envelope it needs from a tool result (perf9: no second, full
// CallToolResult schema check). Whatever else comes back — a result that is not an object, no envelope, a
// directive it cannot read — must still refuse the call (Unreachable), never let it through. A real Unix
// socket with a minimal newline-JSON-RPC server standing in for `airlock serve`.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AirlockLink, Unreachable } from '../../src/main/gateway/airlock-link';

const envelope = (data: unknown) => {
  const e = { success: true, data };
  return { content: [{ type: 'text', text: JSON.stringify(e) }], structuredContent: e };
};

/** Answers initialize, the session start, then `recordResult` to every record_execution_step. */
function fakeServe(recordResult: unknown): Promise<{ socketPath: string; close: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-link-'));
  const socketPath = path.join(dir, 's.sock');
  const server = net.createServer((sock) => {
    let buf = '';
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const msg = JSON.parse(line) as { id?: number; method?: string; params?: { arguments?: { operation?: string } } };
        if (msg.id === undefined) continue;
        let result: unknown;
        if (msg.method === 'initialize') result = { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'fake', version: '0' } };
        else if (msg.params?.arguments?.operation === 'execute_agent') result = envelope({ execution_id: 'exec-1' });
        else result = recordResult;
        sock.write(`${JSON.stringify({ jsonrpc: '2.0', id: msg.id, result })}\n`);
      }
    });
  });
  return new Promise((resolve) => server.listen(socketPath, () => resolve({ socketPath, close: () => { server.close(); fs.rmSync(dir, { recursive: true, force: true }); } })));
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function record(result: unknown) {
  const fake = await fakeServe(result);
  close = fake.close;
  const link = new AirlockLink({ socketPath: fake.socketPath, server: 'memory', clientName: () => 'test', version: '0', recordTimeoutMs: 2000 });
  try {
    return await link.record('read_graph on MCP server "memory"', { tool: 'read_graph', server: 'memory', arguments: {} });
  } finally {
    await link.close();
  }
}

describe('the gateway link reads only the envelope, and fails closed on anything else', () => {
  it('follows a well-formed directive', async () => {
    const out = await record(envelope({ directive: { continue: true }, execution_id: 'exec-1' }));
    expect(out.ok && out.step.directive.continue).toBe(true);
  });

  it.each([
    ['a result that is not an object', 'go ahead'],
    ['a result that is a list', [{ success: true }]],
    ['no envelope', { content: [{ type: 'text', text: 'fine' }] }],
    ['an envelope without a readable directive', envelope({ directive: { continue: 'yes' } })],
  ])('refuses on %s', async (_what, result) => {
    await expect(record(result)).rejects.toBeInstanceOf(Unreachable);
  });
});
