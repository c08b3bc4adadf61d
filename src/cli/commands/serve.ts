// `airlock serve`: Airlock without the desktop window — the engine, the MCP
// socket and a terminal console for the human.
import path from 'node:path';
import { Option, type Command } from 'commander';
import { runServe } from '../../main/headless/serve';
import { AlreadyRunningError } from '../../main/mcp';
import { airlockHome, socketPath } from '../../main/paths';

interface ServeFlags {
  console?: 'tty' | 'jsonl';
  home?: string;
  socket?: string;
  singleTool?: boolean;
  dialog: boolean;
  socketGroup?: string;
}

export function register(program: Command): void {
  program
    .command('serve')
    .description('Run Airlock headless (SSH sessions, servers, tests): the safety engine, the local socket agents connect to through `airlock bridge`, and a terminal console where you approve, deny, read verification codes and lift blocks.')
    .addOption(new Option('--console <kind>', 'tty: interactive console (default on a terminal); jsonl: one JSON event per line on stdout, one JSON command per line on stdin (stops when a stdin pipe closes)').choices(['tty', 'jsonl']))
    .option('--home <dir>', 'Airlock\'s data directory (default: AIRLOCK_HOME or the OS app-data dir)')
    .option('--socket <path>', 'socket path (default: AIRLOCK_SOCKET, or run/airlock.sock under the home)')
    .option('--single-tool', 'expose one tool, mcp_aql, instead of mcp_aql_read / mcp_aql_create / mcp_aql_execute')
    .option('--no-dialog', 'do not pop OS dialogs with verification codes (they still show on the console)')
    .option('--socket-group <group>', "the agent runs as another OS user: open the socket (0660, its directory 0750) to this group, of which that user is a member; the socket must be outside Airlock's home (AIRLOCK_SOCKET_GROUP)")
    .action(async (flags: ServeFlags) => {
      const home = flags.home ? path.resolve(flags.home) : airlockHome();
      const socket = flags.socket ?? socketPath(flags.home ? { ...process.env, AIRLOCK_HOME: home } : process.env);
      const consoleKind = flags.console ?? (process.stdin.isTTY ? 'tty' : 'jsonl');
      try {
        const running = await runServe({
          home,
          socketPath: socket,
          console: consoleKind,
          toolMode: flags.singleTool ? 'single' : 'crude',
          dialogs: flags.dialog && process.env.AIRLOCK_NO_DIALOG !== '1',
          ...((flags.socketGroup ?? process.env.AIRLOCK_SOCKET_GROUP) ? { socketGroup: flags.socketGroup ?? process.env.AIRLOCK_SOCKET_GROUP } : {}),
        });
        const shutdown = (): void => void running.stop();
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
        process.once('SIGHUP', shutdown);
        await running.stopped;
        process.stdout.write('', () => process.exit(0));
      } catch (error) {
        if (error instanceof AlreadyRunningError) {
          process.stderr.write(`airlock serve: ${error.message}\n`);
        } else {
          process.stderr.write(`airlock serve: could not start: ${error instanceof Error ? error.message : 'unknown error'}\n`);
        }
        process.exit(1);
      }
    });
}
