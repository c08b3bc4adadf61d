// `airlock bridge`: the command MCP clients launch. Relays stdin/stdout to
// Airlock's local socket byte for byte; logs only to stderr; exits when either
// side closes. Fails closed when Airlock is not running.
//
// The relay never parses, frames or copies a message: each read lands in one
// buffer per direction, reused for every read (the socket's and, when stdin is
// a pipe or a socket as MCP clients give it, stdin's `onread` buffer), and is
// written on in one write. A write the kernel did not take at once keeps a
// view of that buffer, so the side it came from stops reading until the write
// has drained (backpressure, and the buffer is not reused while referenced).
import net from 'node:net';
import type { Readable, Writable } from 'node:stream';
import fs from 'node:fs';
import type { Command } from 'commander';
import { socketPath } from '../../main/paths';

export const NOT_RUNNING = 'Airlock is not running — start the Airlock app or `airlock serve`';

const CHUNK = 64 * 1024;

/**
 * The read callback of one direction: writes the `n` bytes just read into `buffer` to `to`, in one write. A write
 * the kernel did not take at once still points into `buffer`, so it returns false (stop reading `from`) and reads
 * resume once every write queued on `to` is done. (Not on 'drain': a queued write smaller than the stream's
 * high-water mark never emits it.)
 */
function forwarder(to: Writable, from: () => Readable | undefined): (n: number, buffer: Uint8Array) => boolean {
  let stopped = false;
  const written = (): void => {
    if (stopped && to.writableLength === 0) {
      stopped = false;
      from()?.resume();
    }
  };
  return (n, buffer) => {
    to.write((buffer as Buffer).subarray(0, n), written);
    if (to.writableLength === 0) return true;
    stopped = true;
    return false;
  };
}

/** stdin as a stream of reads into one reused buffer when it is a pipe or a socket; `process.stdin` otherwise (a file, a terminal). */
function openStdin(to: net.Socket): Readable {
  let kind: fs.Stats | undefined;
  try {
    kind = fs.fstatSync(0);
  } catch {
    kind = undefined;
  }
  // Not on Windows: its stdio pipes are named pipes that libuv opens its own way.
  if (process.platform !== 'win32' && kind && (kind.isFIFO() || kind.isSocket())) {
    try {
      const buffer = Buffer.allocUnsafe(CHUNK);
      // Node reads `onread` in the constructor for any socket; the types list it for connect() only.
      const options: net.SocketConstructorOpts & { onread: net.OnReadOpts } = {
        fd: 0,
        readable: true,
        writable: false,
        onread: { buffer, callback: forwarder(to, () => stdin) },
      };
      const stdin: net.Socket = new net.Socket(options);
      return stdin.resume();
    } catch {
      // not a stream handle after all (e.g. a datagram socket): the general path below
    }
  }
  process.stdin.pipe(to);
  return process.stdin;
}

export function runBridge(target: string): Promise<number> {
  return new Promise((resolve) => {
    let stdin: Readable | undefined;
    const socket: net.Socket = net.connect({
      path: target,
      onread: { buffer: Buffer.allocUnsafe(CHUNK), callback: forwarder(process.stdout, () => socket) },
    });
    let connected = false;
    let finished = false;
    const finish = (code: number, message?: string): void => {
      if (finished) return;
      finished = true;
      if (message) process.stderr.write(`${message}\n`);
      if (stdin) {
        stdin.unpipe(socket);
        stdin.pause();
        if (stdin !== process.stdin) stdin.destroy();
      }
      socket.destroy();
      resolve(code);
    };

    socket.once('connect', () => {
      connected = true;
      stdin = openStdin(socket);
      // The client closed our stdin: finish sending, then let Airlock close.
      stdin.once('end', () => {
        socket.end();
        setTimeout(() => finish(0), 2000).unref();
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) finish(1, NOT_RUNNING);
      else finish(1, `airlock bridge: connection to Airlock failed (${error.code ?? 'error'})`);
    });
    socket.once('close', () => {
      if (!connected) finish(1, NOT_RUNNING);
      else if (stdin?.readableEnded) finish(0);
      else finish(1, 'airlock bridge: Airlock closed the connection');
    });
    process.stdout.on('error', () => finish(0)); // the client went away
  });
}

export function register(program: Command): void {
  program
    .command('bridge')
    .description('Connect an MCP client (over stdio) to the running Airlock. This is the command to put in your MCP client\'s config.')
    .option('--socket <path>', 'Airlock\'s socket (default: AIRLOCK_SOCKET, or run/airlock.sock under AIRLOCK_HOME)')
    .action(async (options: { socket?: string }) => {
      const code = await runBridge(options.socket ?? socketPath());
      process.stdout.write('', () => process.exit(code));
    });
}
