// The hook's connection to Airlock: a minimal MCP client on the local socket —
// node:net and newline-delimited JSON-RPC (initialize, notifications/initialized,
// tools/call), the framing Airlock's server speaks. No MCP SDK and no zod: the
// hook runs once per tool call, and what it costs is almost all module loading
// and waiting on the socket. So the handshake is not awaited before the first
// call: Airlock's server reads one connection's lines in order and handles the
// initialize request before the call behind it, and a failed handshake fails
// the call. One round trip per tool call instead of two.
import net from 'node:net';
import { HOOK_CAPABILITY } from '../../../shared/vocabulary';
import type { AirlockConnection, Envelope } from './runner';

/** A protocol version every Airlock server (MCP SDK 1.x) supports. */
const PROTOCOL_VERSION = '2025-06-18';

interface RpcReply {
  id?: unknown;
  result?: { structuredContent?: unknown; content?: unknown };
  error?: { code?: unknown; message?: unknown };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function envelopeOf(result: RpcReply['result']): Envelope {
  const structured = result?.structuredContent as Envelope | undefined;
  if (isObject(structured) && typeof structured.success === 'boolean') return structured;
  const first = Array.isArray(result?.content) ? (result.content[0] as { type?: unknown; text?: unknown } | undefined) : undefined;
  if (first?.type === 'text' && typeof first.text === 'string') {
    const parsed = JSON.parse(first.text) as Envelope;
    if (isObject(parsed) && typeof parsed.success === 'boolean') return parsed;
  }
  throw new Error('the tool result carries no MCP-AQL envelope');
}

/** Connects to Airlock's socket as MCP client `clientName` (the client the hook
 *  enforces for, e.g. "claude-code") and completes the initialize handshake. */
export function connectRaw(options: { socketPath: string; clientName: string; version?: string; timeoutMs?: number }): Promise<AirlockConnection> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const socket = net.connect(options.socketPath);
  const pending = new Map<number, { resolve: (reply: RpcReply) => void; reject: (error: Error) => void }>();
  let buffer = '';
  let nextId = 1;
  let closedWith: Error | undefined;

  const failAll = (error: Error): void => {
    closedWith ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i).trim();
      buffer = buffer.slice(i + 1);
      if (line === '') continue;
      let reply: RpcReply;
      try {
        reply = JSON.parse(line) as RpcReply;
      } catch {
        failAll(new Error('Airlock sent a line that is not JSON'));
        socket.destroy();
        return;
      }
      if (typeof reply.id !== 'number') continue; // a notification or a request: not ours to answer
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      waiter?.resolve(reply);
    }
  });
  socket.on('close', () => failAll(new Error('Airlock closed the connection')));

  const request = (method: string, params: Record<string, unknown>, ms: number): Promise<RpcReply> => {
    if (closedWith) return Promise.reject(closedWith);
    const id = nextId++;
    return new Promise<RpcReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(Object.assign(new Error(`Airlock did not answer within ${String(Math.round(ms / 1000))} s`), { code: 'ETIMEDOUT' }));
      }, ms);
      pending.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      socket.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  };

  let handshake: Promise<void> = Promise.resolve();
  const connection: AirlockConnection = {
    async callTool(name, args, callOptions) {
      const call = request('tools/call', { name, arguments: args }, callOptions?.timeoutMs ?? 60_000);
      call.catch(() => undefined); // the handshake's failure, if any, is the one reported
      await handshake;
      const reply = await call;
      if (reply.error) throw new Error(`Airlock refused the call (${String(reply.error.message ?? reply.error.code ?? 'error')})`);
      return envelopeOf(reply.result);
    },
    close() {
      socket.end();
      socket.destroy();
      return Promise.resolve();
    },
  };

  return new Promise<AirlockConnection>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(Object.assign(new Error(`no connection to ${options.socketPath} within ${String(timeoutMs)} ms`), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const nobody = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
      const failure = nobody ? Object.assign(new Error(`nothing is listening at ${options.socketPath}`), { code: error.code }) : error;
      failAll(failure);
      reject(failure);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.on('error', (error) => failAll(error));
      handshake = request('initialize', { protocolVersion: PROTOCOL_VERSION, capabilities: { experimental: { [HOOK_CAPABILITY]: {} } }, clientInfo: { name: options.clientName, version: options.version ?? '0.0.0' } }, timeoutMs).then(
        (reply) => {
          if (reply.error) throw new Error(`Airlock refused the connection (${String(reply.error.message ?? 'initialize failed')})`);
        },
      );
      handshake.catch(() => socket.destroy());
      socket.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
      resolve(connection);
    });
  });
}
