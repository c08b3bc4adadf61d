// A client-side MCP transport over Airlock's local socket (Unix socket or
// Windows named pipe): newline-delimited JSON-RPC framed with the SDK's own
// ReadBuffer / serializeMessage, the same framing the server uses. For the
// hooks, tests and other tools that talk to Airlock without `airlock bridge`.
import net from 'node:net';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

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
