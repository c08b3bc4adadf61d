// A client-side MCP transport over Airlock's local socket, for tests and
// other tools that talk to Airlock without going through `airlock bridge`.
import net from 'node:net';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export class SocketClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private socket?: net.Socket;
  private readonly buffer = new ReadBuffer();
  private closed = false;

  constructor(private readonly socketPath: string) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.socketPath);
      this.socket = socket;
      socket.once('connect', () => {
        socket.off('error', reject);
        socket.on('error', (error) => this.onerror?.(error));
        resolve();
      });
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk);
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (error) {
            this.onerror?.(error instanceof Error ? error : new Error(String(error)));
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
      socket.once('close', () => this.finish());
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = this.socket;
      if (!socket || this.closed) {
        reject(new Error('not connected'));
        return;
      }
      if (socket.write(serializeMessage(message))) resolve();
      else socket.once('drain', () => resolve());
    });
  }

  async close(): Promise<void> {
    this.socket?.end();
    this.socket?.destroy();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.buffer.clear();
    this.onclose?.();
  }
}
