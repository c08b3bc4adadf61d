// The local socket agents reach Airlock through (via `airlock bridge`). One
// McpServer per connection. Unix: a socket with mode 0600 in a 0700
// directory; a stale socket file is replaced, a live Airlock never hijacked.
// Windows: a per-user named pipe (path from socketPath()).
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AgentSide } from '../loop/api';
import type { Logger } from '../ports';
import { LineTransport, MAX_MESSAGE_BYTES } from './line-transport';
import type { ToolMode } from './operations';
import { createMcpEndpoint } from './server';

export class AlreadyRunningError extends Error {
  constructor(readonly socketPath: string) {
    super(`Airlock is already running (something answers on ${socketPath}); not starting a second one.`);
    this.name = 'AlreadyRunningError';
  }
}

export interface SocketServerOptions {
  agent: AgentSide;
  socketPath: string;
  toolMode?: ToolMode;
  logger?: Logger;
  maxMessageBytes?: number;
  /**
   * A separate OS user for the agent (issue 14): the socket is 0660 and its
   * directory 0750, both in this group (the agent's user is a member, the
   * person too), so the agent's user can connect and nothing else. Unix only.
   */
  group?: string;
}

/** A group name (or number) to its gid, from /etc/group; throws with a plain message. */
export function groupId(group: string): number {
  if (/^\d+$/.test(group)) return Number(group);
  let text = '';
  try {
    text = fs.readFileSync('/etc/group', 'utf8');
  } catch {
    throw new Error(`cannot read /etc/group to find the group "${group}"; give its number instead`);
  }
  for (const line of text.split('\n')) {
    const [name, , gid] = line.split(':');
    if (name === group && gid !== undefined && /^\d+$/.test(gid)) return Number(gid);
  }
  throw new Error(`there is no group "${group}"; create it (groupadd ${group}) and add the agent's user to it`);
}

export interface SocketServer {
  readonly socketPath: string;
  /** Open connections right now. */
  connections(): number;
  close(): Promise<void>;
}

const isWindowsPipe = (p: string): boolean => p.startsWith('\\\\.\\pipe\\') || p.startsWith('\\\\?\\pipe\\');

/** Whether something answers a connect on the path. */
export function probeSocket(socketPath: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (live: boolean): void => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      resolve(live);
    };
    const timer = setTimeout(() => done(true), timeoutMs); // a hung listener is still a listener
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function preparePrivateDir(dir: string, gid?: number): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dir);
  const ownDir = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  const shared = (stat.mode & 0o1000) !== 0; // sticky, like /tmp: not ours to tighten
  if (gid !== undefined) {
    if (shared || !ownDir) throw new Error(`the socket's directory ${dir} must be a directory of its own (not shared like /tmp) to be opened to a group`);
    fs.chownSync(dir, stat.uid, gid);
    fs.chmodSync(dir, 0o750);
    return;
  }
  if (ownDir && !shared && (stat.mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700);
}

async function clearStaleSocket(socketPath: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch {
    return; // nothing there
  }
  if (!stat.isSocket()) {
    throw new Error(`${socketPath} exists and is not a socket; remove it or choose another AIRLOCK_SOCKET.`);
  }
  if (await probeSocket(socketPath)) throw new AlreadyRunningError(socketPath);
  fs.unlinkSync(socketPath);
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new AlreadyRunningError(socketPath) : error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

export async function startSocketServer(options: SocketServerOptions): Promise<SocketServer> {
  const { socketPath, logger } = options;
  const windows = isWindowsPipe(socketPath);
  if (windows) {
    if (await probeSocket(socketPath)) throw new AlreadyRunningError(socketPath);
  } else {
    preparePrivateDir(path.dirname(socketPath), options.group === undefined ? undefined : groupId(options.group));
    await clearStaleSocket(socketPath);
  }

  const open = new Map<net.Socket, McpServer>();
  let counter = 0;

  // Each connection gets an id of its own, so what it started ends when it closes.
  const run = randomUUID().slice(0, 8);
  const server = net.createServer((socket) => {
    const label = `c${++counter}`;
    const connection = `${run}-${label}`;
    const { server: mcp, fastStep } = createMcpEndpoint({ agent: options.agent, toolMode: options.toolMode, logger, connection });
    const transport = new LineTransport(socket, { maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES, logger, label, fastRoute: fastStep });
    open.set(socket, mcp);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      logger?.warn('mcp: connection error', { connection: label, code: error.code });
    });
    socket.once('close', () => {
      open.delete(socket);
      mcp.close().catch(() => {});
      try {
        options.agent.connectionClosed(connection);
      } catch {
        logger?.warn('mcp: could not settle a closed connection', { connection: label });
      }
    });
    mcp.connect(transport).catch(() => {
      logger?.error('mcp: could not start a connection', { connection: label });
      socket.destroy();
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => logger?.error('mcp: socket server error', { code: error.code }));

  await listen(server, socketPath);
  if (!windows) {
    if (options.group !== undefined) {
      fs.chownSync(socketPath, fs.statSync(socketPath).uid, groupId(options.group));
      fs.chmodSync(socketPath, 0o660);
    } else {
      fs.chmodSync(socketPath, 0o600);
    }
  }
  logger?.info('mcp: listening', { socket: socketPath });

  let closing: Promise<void> | undefined;
  return {
    socketPath,
    connections: () => open.size,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const [socket, mcp] of open) {
          mcp.close().catch(() => {});
          socket.destroy();
        }
        open.clear();
      }).then(() => {
        if (!windows) {
          try {
            fs.unlinkSync(socketPath);
          } catch {
            // already gone
          }
        }
      });
      return closing;
    },
  };
}
