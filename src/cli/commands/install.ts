// `airlock install [client] [--dry-run] [--uninstall] [--hook]`: connect an MCP
// client to Airlock (its MCP config gets the `airlock` server entry, launching
// `node <this checkout>/bin/airlock.mjs bridge`), optionally with Airlock's hook.
// Without a client: which clients are connected.
import type { Command } from 'commander';
import {
  CLIENT_IDS,
  CLIENT_NAMES,
  ConfigFileError,
  INSTALLED_TIMEOUT_SECONDS,
  INSTALLED_WAIT_SECONDS,
  MAX_WAIT_SECONDS,
  OVERHEAD_SECONDS,
  airlockEnv,
  applyPlan,
  bridgeLaunch,
  clientEnvFromProcess,
  clientStatuses,
  hookCommand,
  isClientId,
  isHookClient,
  planDiff,
  planInstall,
  planUninstall,
  type ClientId,
  type Plan,
} from '../../main/clients/index';
import { socketPath } from '../../main/paths';

interface InstallOptions {
  dryRun?: boolean;
  uninstall?: boolean;
  hook?: boolean;
  wait?: string;
}

const RELOAD: Record<ClientId, string> = {
  'claude-desktop': 'Quit and reopen Claude Desktop to load the change.',
  'claude-code': 'Start a new Claude Code session to load the change (`claude mcp list` shows the server).',
  cursor: 'Restart Cursor to load the change.',
  vscode: 'Reload VS Code (or start the server from "MCP: List Servers") to load the change.',
};

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function printStatus(): void {
  const launch = bridgeLaunch({ env: airlockEnv() });
  out('MCP clients and Airlock:');
  for (const s of clientStatuses({ env: clientEnvFromProcess(), launch })) {
    const state = !s.connected ? 'not connected' : s.current ? 'connected' : 'connected (entry points elsewhere; run install again to update it)';
    const hook = s.hooked === undefined ? '' : s.hooked ? ', hook installed' : ', no hook';
    out(`  ${s.name.padEnd(15)} ${state}${hook}   ${s.mcpFile}`);
    if (s.problem) out(`    ! ${s.problem}`);
  }
  out();
  out(`Connect one with: airlock install <${CLIENT_IDS.join('|')}> [--hook] [--dry-run]`);
}

function report(plan: Plan, dryRun: boolean): void {
  const name = CLIENT_NAMES[plan.client];
  const changed = plan.changes.some((c) => c.changed);
  if (!changed) {
    out(plan.action === 'install' ? `${name}: Airlock is already installed, nothing changed.` : `${name}: Airlock is not installed there, nothing changed.`);
    return;
  }
  if (dryRun) {
    out(planDiff(plan).trimEnd());
    out();
    out(`Dry run: nothing was written. Run without --dry-run to ${plan.action === 'install' ? 'install' : 'uninstall'}.`);
    return;
  }
  out(`${name}:`);
  for (const a of applyPlan(plan)) {
    const verb = { unchanged: 'already as wanted, nothing changed', created: 'created', updated: 'updated', deleted: 'removed (it held only Airlock\'s entries)' }[a.result];
    out(`  ${a.file}: ${a.result === 'unchanged' ? verb : `${a.what}: ${verb}`}`);
    if (a.backup) out(`    backup: ${a.backup}`);
  }
  out(RELOAD[plan.client]);
}

export function register(program: Command): void {
  program
    .command('install')
    .description('Connect an MCP client to Airlock (adds the Airlock bridge to its MCP config; --hook also enforces through its hooks). Without a client: show which clients are connected.')
    .argument('[client]', CLIENT_IDS.join(' | '))
    .option('--dry-run', 'print the change as a unified diff and write nothing')
    .option('--uninstall', 'remove what install added (the Airlock server entry and Airlock\'s hooks)')
    .option('--hook', 'also add Airlock\'s hook (claude-code: PreToolUse in ~/.claude/settings.json; cursor: ~/.cursor/hooks.json)')
    .option('--wait <seconds>', `with --hook: how long the hook waits for your decision (default ${String(INSTALLED_WAIT_SECONDS)})`)
    .addHelpText('after', '\nEvery changed file is backed up first as <file>.airlock-backup-<timestamp>. See docs/clients.md.')
    .action((client: string | undefined, options: InstallOptions) => {
      if (client === undefined) {
        printStatus();
        return;
      }
      if (!isClientId(client)) {
        process.stderr.write(`airlock install: unknown client "${client}"; use one of: ${CLIENT_IDS.join(', ')}.\n`);
        process.exitCode = 2;
        return;
      }
      if (options.hook && !isHookClient(client)) {
        process.stderr.write(`airlock install: ${CLIENT_NAMES[client]} has no hooks Airlock can use; --hook works with claude-code and cursor.\n`);
        process.exitCode = 2;
        return;
      }
      const env = clientEnvFromProcess();
      try {
        let plan: Plan;
        if (options.uninstall) {
          plan = planUninstall(client, { env });
        } else {
          const extraEnv = airlockEnv();
          let hook;
          if (options.hook) {
            const wait = options.wait === undefined ? INSTALLED_WAIT_SECONDS : Number(options.wait);
            if (!Number.isFinite(wait) || wait < 0 || wait > MAX_WAIT_SECONDS) {
              process.stderr.write(`airlock install: --wait must be a number of seconds from 0 to ${String(MAX_WAIT_SECONDS)}.\n`);
              process.exitCode = 2;
              return;
            }
            const command = hookCommand(client as 'claude-code' | 'cursor', { waitSeconds: wait, ...(extraEnv ? { socket: socketPath() } : {}) });
            hook = { command, timeoutSeconds: Math.max(INSTALLED_TIMEOUT_SECONDS, Math.ceil(wait) + OVERHEAD_SECONDS + 10) };
          }
          plan = planInstall(client, { env, launch: bridgeLaunch(extraEnv ? { env: extraEnv } : {}), ...(hook ? { hook } : {}) });
        }
        report(plan, options.dryRun === true);
      } catch (error) {
        const message = error instanceof ConfigFileError || error instanceof Error ? error.message : String(error);
        process.stderr.write(`airlock install: ${message}\n`);
        process.exitCode = 1;
      }
    });
}
