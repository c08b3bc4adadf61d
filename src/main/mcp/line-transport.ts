// Server side of one socket connection: newline-delimited JSON-RPC (the MCP
// stdio framing) with an input limit. A line over the limit is discarded and
// answered with a structured JSON-RPC error; a line that is not JSON-RPC is
// answered with a parse / invalid-request error. The connection keeps working.
import type { Socket } from 'node:net';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../ports';
import type { PlainRequest } from './server';

export const MAX_MESSAGE_BYTES = 1024 * 1024;
const EDGE = 256;

type JsonRpcId = string | number | null;

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingLength = 0;
  private discarding = false;
  private head: Buffer = Buffer.alloc(0);
  private tail: Buffer = Buffer.alloc(0);
  private closed = false;

  /** A message of the chunk being read went to the SDK (see endLine). */
  private handedToSdk = false;
  /** Requests answered by the fast route (tests read it). */
  fastReplies = 0;

  constructor(
    private readonly socket: Socket,
    private readonly options: {
      maxMessageBytes?: number;
      logger?: Logger;
      label?: string;
      /** Answers a plain request itself (the reply line) or returns undefined to leave it to the SDK (server.ts fastStep). */
      fastRoute?: (request: PlainRequest) => Promise<string> | undefined;
    } = {},
  ) {}

  private get max(): number {
    return this.options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  }

  async start(): Promise<void> {
    this.socket.on('data', this.onData);
    this.socket.once('close', this.onSocketClose);
  }

  private readonly onSocketClose = (): void => {
    void this.close();
  };

  private readonly onData = (chunk: Buffer): void => {
    this.handedToSdk = false;
    let start = 0;
    while (!this.closed) {
      const newline = chunk.indexOf(10, start);
      if (newline === -1) {
        this.accumulate(chunk.subarray(start));
        return;
      }
      this.accumulate(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
  };

  private accumulate(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.discarding) {
      this.tail = Buffer.concat([this.tail, piece.subarray(Math.max(0, piece.length - EDGE))]);
      this.tail = this.tail.subarray(Math.max(0, this.tail.length - EDGE));
      return;
    }
    if (this.pendingLength + piece.length > this.max) {
      const all = Buffer.concat([...this.pending, piece.subarray(0, EDGE)]);
      this.head = all.subarray(0, EDGE);
      this.tail = piece.subarray(Math.max(0, piece.length - EDGE));
      this.pending = [];
      this.pendingLength = 0;
      this.discarding = true;
      return;
    }
    this.pending.push(piece);
    this.pendingLength += piece.length;
  }

  private endLine(): void {
    if (this.discarding) {
      const id = guessId(this.head, this.tail);
      this.discarding = false;
      this.head = Buffer.alloc(0);
      this.tail = Buffer.alloc(0);
      this.options.logger?.warn('mcp: discarded a message over the size limit', { connection: this.options.label, limit: this.max });
      this.reply(id, -32600, `Message too large: at most ${this.max} bytes per message; send less and try again.`, {
        code: 'VALIDATION_PAYLOAD_TOO_LARGE',
        limit: this.max,
      });
      return;
    }
    // One piece (a line inside one chunk, the common case) is decoded where it lies, without a copy.
    const joined = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    const raw = joined.toString('utf8');
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    this.pending = [];
    this.pendingLength = 0;
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.reply(null, -32700, 'Parse error: each message must be one line of JSON.');
      return;
    }
    let message: JSONRPCMessage;
    if (isPlainRequest(json)) {
      // The common case, checked by hand: the SDK validates the request itself against its
      // method's schema (tools/call, …) before any handler sees it, so a second full parse
      // of the envelope here is work done twice on every step.
      // Requests start in arrival order: the SDK starts a handler a few microtasks after it
      // is handed the message, so once a message of this chunk went to the SDK (an initialize
      // the next step relies on, an execute_agent), the rest of the chunk follows it there.
      // Between chunks the microtasks have run.
      const fast = this.handedToSdk ? undefined : this.options.fastRoute?.(json as PlainRequest);
      if (fast !== undefined) {
        this.fastReplies++;
        void fast.then((line) => this.write(line));
        return;
      }
      message = json;
    } else {
      const parsed = JSONRPCMessageSchema.safeParse(json);
      if (!parsed.success) {
        const id = isRecord(json) && (typeof json.id === 'string' || typeof json.id === 'number') ? json.id : null;
        this.reply(id, -32600, 'Invalid request: not a JSON-RPC 2.0 message.');
        return;
      }
      message = parsed.data;
    }
    this.handedToSdk = true;
    try {
      this.onmessage?.(message);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error('message handler failed'));
    }
  }

  private reply(id: JsonRpcId, code: number, message: string, data?: Record<string, unknown>): void {
    const error = data ? { code, message, data } : { code, message };
    void this.write(JSON.stringify({ jsonrpc: '2.0', id, error }) + '\n');
  }

  private write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed || this.socket.destroyed || !this.socket.writable) {
        resolve();
        return;
      }
      if (this.socket.write(text)) resolve();
      else {
        const done = (): void => {
          this.socket.off('drain', done);
          this.socket.off('close', done);
          resolve();
        };
        this.socket.once('drain', done);
        this.socket.once('close', done);
      }
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(JSON.stringify(message) + '\n');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.socket.off('data', this.onData);
    this.socket.off('close', this.onSocketClose);
    this.pending = [];
    if (!this.socket.destroyed) this.socket.end();
    this.onclose?.();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON-RPC 2.0 request in the plainest shape JSONRPCMessageSchema accepts: exactly
 *  jsonrpc, a string or integer id, a method name and params absent or an object without
 *  `_meta`. Anything else (notifications, responses, `_meta`, odd ids, extra keys) goes
 *  through the schema. */
export function isPlainRequest(value: unknown): value is JSONRPCMessage {
  if (!isRecord(value) || value.jsonrpc !== '2.0' || typeof value.method !== 'string') return false;
  const id = value.id;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return false;
  for (const key in value) if (!REQUEST_KEYS.has(key)) return false; // the schema is strict
  const params = value.params;
  return params === undefined || (isRecord(params) && !('_meta' in params));
}
const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

const ID_AT_END = /"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,100}")\s*}\s*$/;
const ID_AT_START = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,100}")/;

/** The request id of an oversized message, when it sits at the top level at
 *  either end of the line (where JSON-RPC serializers put it). */
function guessId(head: Buffer, tail: Buffer): JsonRpcId {
  const match = ID_AT_END.exec(tail.toString('latin1')) ?? ID_AT_START.exec(head.toString('latin1'));
  if (!match?.[1]) return null;
  try {
    const id: unknown = JSON.parse(match[1]);
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
