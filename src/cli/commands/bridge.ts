// `airlock bridge`: the command MCP clients launch. Pipes stdin/stdout to
// Airlock's local socket byte for byte; logs only to stderr; exits when either
// side closes. Fails closed when Airlock is not running.
import net from 'node:net';
import type { Command } from 'commander';
import { socketPath } from '../../main/paths';

export const NOT_RUNNING = 'Airlock is not running — start the Airlock app or `airlock serve`';

export function runBridge(target: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(target);
    let connected = false;
    let finished = false;
    const finish = (code: number, message?: string): void => {
      if (finished) return;
      finished = true;
      if (message) process.stderr.write(`${message}\n`);
      process.stdin.unpipe(socket);
      process.stdin.pause();
      socket.destroy();
      resolve(code);
    };

    socket.once('connect', () => {
      connected = true;
      process.stdin.pipe(socket);
      socket.pipe(process.stdout);
      // The client closed our stdin: finish sending, then let Airlock close.
      process.stdin.once('end', () => {
        setTimeout(() => finish(0), 2000).unref();
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) finish(1, NOT_RUNNING);
      else finish(1, `airlock bridge: connection to Airlock failed (${error.code ?? 'error'})`);
    });
    socket.once('close', () => {
      if (!connected) finish(1, NOT_RUNNING);
      else if (process.stdin.readableEnded) finish(0);
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
