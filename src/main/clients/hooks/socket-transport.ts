// The real adapter the hook uses: an MCP SDK Client on Airlock's socket.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SocketClientTransport } from '../../mcp/socket-client-transport';
import type { AirlockConnection, Envelope } from './runner';
import { HOOK_CAPABILITY } from '../../../shared/vocabulary';

export { SocketClientTransport };

function envelopeOf(raw: unknown): Envelope {
  const result = raw as { structuredContent?: unknown; content?: unknown };
  const structured = result.structuredContent as Envelope | undefined;
  if (structured && typeof structured.success === 'boolean') return structured;
  const first = Array.isArray(result.content) ? (result.content[0] as { type?: string; text?: string } | undefined) : undefined;
  if (first?.type === 'text' && typeof first.text === 'string') {
    const parsed = JSON.parse(first.text) as Envelope;
    if (typeof parsed.success === 'boolean') return parsed;
  }
  throw new Error('the tool result carries no MCP-AQL envelope');
}

/** Connects an MCP SDK Client to Airlock's socket. `clientName` is the
 *  clientInfo.name Airlock sees (the hook uses the client it enforces for,
 *  e.g. "claude-code", so hook-recorded steps and blocks share its principal). */
export async function connectAirlock(options: { socketPath: string; clientName: string; version?: string; timeoutMs?: number }): Promise<AirlockConnection> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const transport = new SocketClientTransport(options.socketPath, timeoutMs);
  const client = new Client({ name: options.clientName, version: options.version ?? '0.0.0' }, { capabilities: { experimental: { [HOOK_CAPABILITY]: {} } } });
  try {
    await client.connect(transport, { timeout: timeoutMs });
  } catch (error) {
    await transport.close();
    throw error;
  }
  return {
    async callTool(name, args, callOptions) {
      const result = await client.callTool({ name, arguments: args }, undefined, { timeout: callOptions?.timeoutMs ?? 60_000 });
      return envelopeOf(result);
    },
    async close() {
      await client.close();
    },
  };
}
