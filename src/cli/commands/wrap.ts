// `airlock wrap [--name NAME] [--trust LEVEL] -- <command> [args…]`: guard
// any MCP server. The MCP client starts this in place of the server; it starts
// the server and lets a tool call through only when Airlock does.
import path from 'node:path';
import type { Command } from 'commander';
import { TRUST_LEVELS, type TrustLevel } from '../../shared/vocabulary';
import { serverName } from '../../main/core';
import { AirlockLink, OFFLINE_MODES, runGateway, type OfflineMode } from '../../main/gateway';
import { policyFileSource } from '../../main/config/policy-file';
import { airlockHome, policyFile, socketPath } from '../../main/paths';

declare const AIRLOCK_VERSION: string;
const VERSION = typeof AIRLOCK_VERSION === 'string' ? AIRLOCK_VERSION : '0.0.0-dev';

export const DEFAULT_CONFIRM_WAIT_SECONDS = 45;
const MAX_CONFIRM_WAIT_SECONDS = 3600;

const LAUNCHERS = /^(npx|npm|pnpm|pnpx|yarn|bunx|bun|uvx|uv|pipx|node|python3?|deno|docker|dlx|exec|run|x)(\.(cmd|exe))?$/i;

/** A readable default name: the package or program the command runs (`npx -y @scope/server-memory@1` → "server-memory"). */
export function defaultServerName(command: string, args: readonly string[]): string {
  const words = [command, ...args];
  for (const word of words) {
    if (word.startsWith('-')) continue;
    const base = path.basename(word).replace(/\.(m?js|cjs|ts|py|exe|cmd)$/i, '');
    if (LAUNCHERS.test(base) || base === '' || base === 'index' || base === 'main') continue;
    // "@scope/pkg@1.2.3" → "pkg"
    const name = word.replace(/^@[^/]+\//, '').replace(/@[^/]*$/, '');
    return path.basename(name).replace(/\.(m?js|cjs|ts|py|exe|cmd)$/i, '') || base;
  }
  return path.basename(command) || 'mcp-server';
}

function parseTrust(value: string): TrustLevel {
  if (!(TRUST_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`--trust must be one of ${TRUST_LEVELS.join(', ')} (it can only lower the trust set in Airlock)`);
  }
  return value as TrustLevel;
}

function parseOffline(value: string): OfflineMode {
  if (!(OFFLINE_MODES as readonly string[]).includes(value)) throw new Error(`--offline must be one of ${OFFLINE_MODES.join(', ')}`);
  return value as OfflineMode;
}

function parseWait(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_CONFIRM_WAIT_SECONDS) {
    throw new Error(`--confirm-wait is a number of seconds from 0 to ${MAX_CONFIRM_WAIT_SECONDS}`);
  }
  return seconds;
}

interface WrapOptions {
  name?: string;
  trust?: string;
  confirmWait: string;
  offline: string;
  socket?: string;
  home?: string;
}

export function register(program: Command): void {
  program
    .command('wrap')
    .usage('[options] -- <command> [args...]')
    .description(
      'Guard an MCP server: put this in your MCP client\'s config in place of the server\'s command. Every tool call is reported to Airlock and reaches the server only when Airlock lets it; listing tools, resources and prompts passes unchanged.',
    )
    .argument('<command>', 'the MCP server\'s command (after "--")')
    .argument('[args...]', 'its arguments')
    .option('--name <name>', 'the server\'s name in Airlock (its trust level is set under this name; default: from the command)')
    .option('--trust <level>', `lower this server's trust for this client: ${TRUST_LEVELS.join(' | ')} (never raises what Airlock has)`)
    .option('--confirm-wait <seconds>', 'how long a call waits for your approval before the agent is told to retry with a confirmation token', String(DEFAULT_CONFIRM_WAIT_SECONDS))
    .option('--offline <mode>', 'while Airlock is not running: "read-only" lets calls through that only read, "none" lets no call through', 'read-only')
    .option('--socket <path>', 'Airlock\'s socket (default: AIRLOCK_SOCKET, or run/airlock.sock under AIRLOCK_HOME)')
    .option('--home <dir>', 'Airlock\'s data directory, for its policy while it is not running (default: AIRLOCK_HOME or the OS app-data dir)')
    .showHelpAfterError('Put the server\'s command after "--": airlock wrap --name NAME -- <command> [args…]')
    .action(async (command: string, args: string[], options: WrapOptions) => {
      const fail = (message: string): never => {
        process.stderr.write(`airlock wrap: ${message}\n`);
        process.exit(2);
      };
      let trust: TrustLevel | undefined;
      let offline: OfflineMode;
      let confirmWaitSeconds: number;
      try {
        trust = options.trust === undefined ? undefined : parseTrust(options.trust);
        offline = parseOffline(options.offline);
        confirmWaitSeconds = parseWait(options.confirmWait);
      } catch (error) {
        return fail((error as Error).message);
      }
      const name = serverName.safeParse(options.name ?? defaultServerName(command, args));
      if (!name.success || !name.data.isWellFormed()) return fail('--name must be 1–200 characters of text.');
      const server = name.data;
      const home = options.home ? path.resolve(options.home) : airlockHome();
      const target = options.socket ?? socketPath();
      const log = (line: string): void => void process.stderr.write(`airlock wrap (${server}): ${line}\n`);

      const { gateway, done } = runGateway({
        server,
        command,
        args,
        ...(trust ? { trust } : {}),
        confirmWaitSeconds,
        offline,
        connect: (clientName) => new AirlockLink({ socketPath: target, server, clientName, version: VERSION, ...(trust ? { trust } : {}) }),
        policySource: policyFileSource(policyFile(home)),
        input: process.stdin,
        output: process.stdout,
        log,
      });
      const stop = (): void => gateway.stop();
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      process.stdout.on('error', stop); // the client went away
      const code = await done;
      process.stdout.write('', () => process.exit(code));
    });
}
