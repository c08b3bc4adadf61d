// A minimal MCP client over Airlock's local socket: newline-delimited
// JSON-RPC, the initialize handshake, then tools/call. Used where the SDK
// client's own per-call cost would hide the server's (throughput, the 1M-step
// fill) and by the reliability suite for hostile frames. One call in flight
// per agent is the realistic pattern (an agent reports a step, then acts).
import net from 'node:net';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';

export interface RpcReply {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: { content?: Array<{ type: string; text?: string }>; structuredContent?: unknown; isError?: boolean } & Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

export interface ToolEnvelope {
  success: boolean;
  data?: Record<string, unknown> & { execution_id?: string; step?: number; directive?: Record<string, unknown> };
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

export class RawMcpClient {
  private buffer = '';
  private nextId = 1;
  private readonly waiting = new Map<number | string, (reply: RpcReply) => void>();
  /** Replies with an id nobody waits for (e.g. id null error replies to garbage). */
  readonly unmatched: RpcReply[] = [];
  /** Every byte received, when `record` is set (to scan for codes). */
  readonly received: string[] = [];
  closed = false;
  private closeWaiters: Array<() => void> = [];

  private constructor(
    readonly socket: net.Socket,
    private readonly record: boolean,
  ) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', () => {});
    socket.once('close', () => {
      this.closed = true;
      for (const wake of this.waiting.values()) wake({ jsonrpc: '2.0', id: null, error: { code: -1, message: 'connection closed' } });
      this.waiting.clear();
      for (const w of this.closeWaiters) w();
    });
  }

  static connect(socketPath: string, options: { record?: boolean } = {}): Promise<RawMcpClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(socketPath);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RawMcpClient(socket, options.record ?? false));
      });
      socket.once('error', reject);
    });
  }

  /** Connects and performs the MCP initialize handshake as `clientName`. */
  static async open(socketPath: string, clientName: string, options: { record?: boolean } = {}): Promise<RawMcpClient> {
    const client = await RawMcpClient.connect(socketPath, options);
    const init = await client.request('initialize', {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: clientName, version: '1.0.0' },
    });
    if (init.error) throw new Error(`initialize failed: ${init.error.message}`);
    client.notify('notifications/initialized');
    return client;
  }

  private onData(chunk: string): void {
    if (this.record) this.received.push(chunk);
    this.buffer += chunk;
    let i;
    while ((i = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 1);
      if (line.trim() === '') continue;
      let reply: RpcReply;
      try {
        reply = JSON.parse(line) as RpcReply;
      } catch {
        this.unmatched.push({ jsonrpc: '2.0', id: null, error: { code: -2, message: `unparseable reply line (${line.length} chars)` } });
        continue;
      }
      const wake = reply.id !== null && reply.id !== undefined ? this.waiting.get(reply.id) : undefined;
      if (wake) {
        this.waiting.delete(reply.id!);
        wake(reply);
      } else {
        this.unmatched.push(reply);
      }
    }
  }

  request(method: string, params?: unknown, timeoutMs = 30_000): Promise<RpcReply> {
    const id = this.nextId++;
    return this.requestWithId(id, method, params, timeoutMs);
  }

  requestWithId(id: number | string, method: string, params: unknown, timeoutMs = 30_000): Promise<RpcReply> {
    return new Promise((resolve) => {
      if (this.closed) {
        resolve({ jsonrpc: '2.0', id, error: { code: -1, message: 'connection closed' } });
        return;
      }
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve({ jsonrpc: '2.0', id, error: { code: -3, message: `no reply within ${timeoutMs} ms` } });
      }, timeoutMs);
      this.waiting.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.writeLine(JSON.stringify(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params }));
    });
  }

  notify(method: string, params?: unknown): void {
    this.writeLine(JSON.stringify(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params }));
  }

  writeLine(line: string): void {
    if (!this.closed && this.socket.writable) this.socket.write(line + '\n');
  }

  writeRaw(bytes: string | Buffer): void {
    if (!this.closed && this.socket.writable) this.socket.write(bytes);
  }

  /** tools/call, returning the Airlock envelope (or null when the reply is not a tool result). */
  async callTool(name: string, args: Record<string, unknown>, timeoutMs = 30_000): Promise<{ reply: RpcReply; envelope: ToolEnvelope | null }> {
    const reply = await this.request('tools/call', { name, arguments: args }, timeoutMs);
    const text = reply.result?.content?.[0]?.text;
    if (typeof text !== 'string') return { reply, envelope: null };
    try {
      return { reply, envelope: JSON.parse(text) as ToolEnvelope };
    } catch {
      return { reply, envelope: null };
    }
  }

  step(element: string, hint: string, extra: Record<string, unknown> = {}, timeoutMs?: number): Promise<{ reply: RpcReply; envelope: ToolEnvelope | null }> {
    return this.callTool('mcp_aql_create', { operation: 'record_execution_step', params: { element_name: element, nextActionHint: hint, ...extra } }, timeoutMs);
  }

  waitClosed(timeoutMs = 5000): Promise<boolean> {
    if (this.closed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
