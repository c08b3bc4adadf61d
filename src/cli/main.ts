// The `airlock` command. Each subcommand lives in ./commands/<name>.ts and
// exports `register(program)`; add one line below to wire a new one.
import { Command } from 'commander';
import * as bridge from './commands/bridge';
import * as serve from './commands/serve';
import * as install from './commands/install';
import * as hook from './commands/hook';
import * as verifyRecord from './commands/verify-record';
import * as audit from './commands/audit';
import * as exportCommand from './commands/export';
import * as policy from './commands/policy';
import * as history from './commands/history';
import * as wrap from './commands/wrap';

declare const AIRLOCK_VERSION: string;

const program = new Command()
  .name('airlock')
  .description('Human-in-the-loop safety layer for AI agents (MCP-AQL execution safety loop).')
  .version(typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev', '-v, --version');

const commands: Array<{ register(program: Command): void }> = [
  // registered subcommands go here
  bridge,
  serve,
  install,
  hook,
  verifyRecord,
  audit,
  exportCommand,
  policy,
  history,
  wrap,
];
for (const command of commands) command.register(program);

// `airlock history | head`: a reader that went away is not an error. Commands
// that handle it themselves (serve stops cleanly) add their own listener.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (process.stdout.listenerCount('error') > 1) return;
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

program.showHelpAfterError();
await program.parseAsync(process.argv);
