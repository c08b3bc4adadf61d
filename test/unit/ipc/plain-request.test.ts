// The socket transport's fast path (src/main/mcp/line-transport.ts): a message it
// takes as a plain request without the SDK's envelope schema must be one that
// schema accepts; whatever the schema would refuse or reshape goes through it.
import { describe, expect, it } from 'vitest';
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { isPlainRequest } from '../../../src/main/mcp/line-transport';

const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'mcp_aql_create', arguments: { operation: 'record_execution_step', params: {} } } };

describe('plain JSON-RPC requests', () => {
  it('takes the common request shapes, each of which the schema accepts too', () => {
    for (const message of [call, { ...call, id: 'a-1' }, { jsonrpc: '2.0', id: 0, method: 'ping' }, { ...call, params: {} }]) {
      expect(isPlainRequest(message)).toBe(true);
      expect(JSONRPCMessageSchema.safeParse(message).success).toBe(true);
    }
  });

  it('leaves everything else to the schema', () => {
    const others: unknown[] = [
      { ...call, jsonrpc: '1.0' },
      { ...call, id: 1.5 },
      { ...call, id: null },
      { ...call, id: 2 ** 60 },
      { ...call, extra: true },
      { ...call, method: 5 },
      { ...call, params: [] },
      { ...call, params: { _meta: { progressToken: {} } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, result: {} },
      [call],
      'text',
      null,
    ];
    for (const message of others) expect(isPlainRequest(message)).toBe(false);
    // Of these, the schema itself refuses the malformed requests.
    for (const message of others.slice(0, 7)) expect(JSONRPCMessageSchema.safeParse(message).success).toBe(false);
  });
});
