// An MCP client Transport over Airlock's local socket (Unix socket or Windows
// named pipe): newline-delimited JSON-RPC, framed with the SDK's own
// ReadBuffer / serializeMessage (the same framing as the stdio transport the
// server uses on its end), plus the real adapter the hook uses.
import net from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { AirlockConnection, Envelope } from './hook-runner';

export class SocketClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private socket: net.Socket | undefined;
  private readonly buffer = new ReadBuffer();
  private closed = false;

  constructor(
    private readonly socketPath: string,
    private readonly connectTimeoutMs = 5000,
  ) {}

  start(): Promise<void> {
    if (this.socket) throw new Error('SocketClientTransport already started');
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.socketPath);
      this.socket = socket;
      const timer = setTimeout(() => {
        socket.destroy(Object.assign(new Error(`no connection to ${this.socketPath} within ${String(this.connectTimeoutMs)} ms`), { code: 'ETIMEDOUT' }));
      }, this.connectTimeoutMs);
      const onConnectError = (error: NodeJS.ErrnoException): void => {
        clearTimeout(timer);
        const nobody = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
        reject(nobody ? Object.assign(new Error(`nothing is listening at ${this.socketPath}`), { code: error.code }) : error);
      };
      socket.once('error', onConnectError);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.off('error', onConnectError);
        socket.on('error', (error) => this.onerror?.(error));
        resolve();
      });
      socket.on('data', (chunk: Buffer) => {
        try {
          this.buffer.append(chunk);
          for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage()) this.onmessage?.(message);
        } catch (error) {
          this.onerror?.(error as Error);
        }
      });
      socket.on('close', () => this.finish());
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const socket = this.socket;
    if (!socket || this.closed) return Promise.reject(new Error('Airlock\'s socket is not connected'));
    return new Promise((resolve, reject) => {
      socket.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  close(): Promise<void> {
    this.socket?.end();
    this.socket?.destroy();
    this.finish();
    return Promise.resolve();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.buffer.clear();
    this.onclose?.();
  }
}

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
  const client = new Client({ name: options.clientName, version: options.version ?? '0.0.0' }, { capabilities: {} });
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
