// The baseline for the step-latency ratio: a bare MCP `echo` tool served the
// way Airlock serves its tools — a Unix socket, one McpServer per connection,
// Airlock's own LineTransport (newline-delimited JSON-RPC with its input
// limit), the same SDK and zod. The tool does no work: it returns its
// arguments wrapped in the same envelope shape (text + structuredContent).
//
//   node --import tsx bench/echo-server.ts <socket-path>
//
// Prints one line `{"type":"ready",...}` when listening; stops on SIGTERM or
// when stdin closes.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LineTransport } from '../src/main/mcp/line-transport';

const socketPath = process.argv[2];
if (!socketPath) {
  process.stderr.write('usage: echo-server.ts <socket-path>\n');
  process.exit(2);
}

function createEchoServer(): McpServer {
  const server = new McpServer({ name: 'bench-echo', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'echo',
    {
      description: 'Returns its arguments.',
      inputSchema: z.object({ operation: z.unknown().optional(), params: z.unknown().optional() }).loose(),
    },
    async (args: Record<string, unknown>) => {
      const envelope = { success: true, data: args };
      return { content: [{ type: 'text' as const, text: JSON.stringify(envelope) }], structuredContent: envelope };
    },
  );
  return server;
}

fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
try {
  fs.unlinkSync(socketPath);
} catch {
  // none
}
const open = new Set<net.Socket>();
const server = net.createServer((socket) => {
  const mcp = createEchoServer();
  open.add(socket);
  socket.on('error', () => {});
  socket.once('close', () => {
    open.delete(socket);
    mcp.close().catch(() => {});
  });
  mcp.connect(new LineTransport(socket)).catch(() => socket.destroy());
});
server.listen(socketPath, () => {
  fs.chmodSync(socketPath, 0o600);
  process.stdout.write(JSON.stringify({ type: 'ready', socket: socketPath, pid: process.pid }) + '\n');
});
const stop = (): void => {
  for (const s of open) s.destroy();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
