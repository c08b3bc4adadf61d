// MCP clients that reach an MCP server through a real `airlock wrap` child
// process (the real SDK Client over stdio), or directly, for comparison.
// Every byte the wrapper wrote to its client is kept, so a test can prove no
// code ever reached the agent.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { envelopeOfAnswer, type ErrorEnvelope } from '../../../src/main/gateway/answers';
import { airlockEnv, CLI, ROOT } from './serve';

export const NOTES_SERVER = path.join(ROOT, 'test', 'fixtures', 'mcp', 'notes-server.mjs');
export const MEMORY_SERVER = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

export interface CallResult {
  content: Array<{ type: string; text?: string }>;
  structuredContent?: unknown;
  isError?: boolean;
}

export interface Connection {
  client: Client;
  /** What the process the client talks to (wrapper or server) wrote on stdout. */
  stdout: Buffer[];
  stderr: Buffer[];
  call(tool: string, args?: Record<string, unknown>, options?: RequestOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  home: string;
  clientName: string;
  /** The server's command and arguments (default: the notes fixture). */
  server?: string[];
  /** Options of `airlock wrap` before "--" (default: --name notes). */
  wrap?: string[];
  /** Connect to the server directly, not through the wrapper. */
  direct?: boolean;
  env?: Record<string, string>;
  capabilities?: ClientCapabilities;
  setup?(client: Client): void;
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  const server = options.server ?? [process.execPath, NOTES_SERVER];
  const [command, ...args] = options.direct ? server : [process.execPath, CLI, 'wrap', ...(options.wrap ?? ['--name', 'notes']), '--', ...server];
  const transport = new StdioClientTransport({
    command: command!,
    args,
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), ...airlockEnv(options.home), NOTES_LOG: notesLogFile(options.home), ...options.env },
    stderr: 'pipe',
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  const start = transport.start.bind(transport);
  transport.start = async () => {
    await start();
    const proc = (transport as unknown as { _process?: ChildProcess })._process;
    proc?.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  };
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const client = new Client({ name: options.clientName, version: '1.0.0' }, { capabilities: options.capabilities ?? {} });
  options.setup?.(client);
  await client.connect(transport);
  return {
    client,
    stdout,
    stderr,
    call: async (tool, args = {}, callOptions) => (await client.callTool({ name: tool, arguments: args }, undefined, { timeout: 60_000, ...callOptions })) as CallResult,
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}

export function notesLogFile(home: string): string {
  return path.join(home, 'notes-calls.jsonl');
}

/** Every tool call that reached the notes fixture, in order. */
export function notesLog(home: string): Array<{ tool: string; arguments: Record<string, unknown> }> {
  const file = notesLogFile(home);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { tool: string; arguments: Record<string, unknown> });
}

export function ran(home: string, tool: string): number {
  return notesLog(home).filter((entry) => entry.tool === tool).length;
}

/** The gateway's error envelope of a held call (undefined when the call went through). */
export function held(result: CallResult): ErrorEnvelope['error'] | undefined {
  if (!result.isError) return undefined;
  return envelopeOfAnswer(result)?.error;
}

export function textOf(result: CallResult): string {
  return result.content.map((c) => c.text ?? '').join('');
}
