// `airlock install [client] [--hook] [--wrap] [--dry-run] [--uninstall]`:
// connect an MCP client to Airlock (its MCP config gets the `airlock` server
// entry, launching `node <this checkout>/bin/airlock.mjs bridge`), optionally
// with Airlock's fail-closed hook (--hook) or with the client's other MCP
// servers running through `airlock wrap` (--wrap). Without a client: which
// clients are connected, hooked, and which of their servers are wrapped.
import type { Command } from 'commander';
import {
  CLIENT_IDS,
  CLIENT_NAMES,
  InstallRequestError,
  RELOAD_HINT,
  airlockEnv,
  bridgeLaunch,
  clientEnvFromProcess,
  clientStatuses,
  isClientId,
  runInstall,
  type InstallResult,
} from '../../main/clients/install';
import { DEFAULT_WAIT_SECONDS, HOOK_CLIENTS } from '../../main/clients/hooks';

interface InstallOptions {
  dryRun?: boolean;
  uninstall?: boolean;
  hook?: boolean;
  wrap?: boolean;
  wait?: string;
  check?: boolean;
}

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
    if (s.servers.length > 0) {
      const list = s.servers.map((v) => `${v.name} (${v.wrapped ? 'wrapped' : v.remote ? 'remote, not wrappable' : 'not wrapped'})`);
      out(`    servers: ${list.join(', ')}`);
    }
    if (s.problem) out(`    ! ${s.problem}`);
  }
  out();
  out(`Connect one with: airlock install <${CLIENT_IDS.join('|')}> [--hook] [--dry-run]`);
  out('Guard its other MCP servers with: airlock install <client> --wrap');
}

function report(result: InstallResult, dryRun: boolean): void {
  if (!result.changed) {
    out(result.summary);
  } else if (dryRun) {
    out(result.diff.trimEnd());
    out();
    out(result.summary);
  } else {
    out(`${CLIENT_NAMES[result.client]}:`);
    for (const a of result.applied) {
      const verb = { unchanged: 'already as wanted, nothing changed', created: 'created', updated: 'updated', deleted: 'removed (it held only Airlock\'s entries)' }[a.result];
      out(`  ${a.file}: ${a.result === 'unchanged' ? verb : `${a.what}: ${verb}`}`);
      if (a.backup) out(`    backup: ${a.backup}`);
    }
    out(RELOAD_HINT[result.client]);
  }
  for (const note of result.notes) out(note);
  if (result.check) out(`${result.check.state === 'broken' ? '! ' : ''}${result.check.message}`);
}

export function register(program: Command): void {
  program
    .command('install')
    .description('Connect an MCP client to Airlock (adds the Airlock bridge to its MCP config; --hook also enforces through its hooks; --wrap guards its other MCP servers). Without a client: show which clients are connected.')
    .argument('[client]', CLIENT_IDS.join(' | '))
    .option('--dry-run', 'print the change as a unified diff and write nothing')
    .option('--uninstall', 'remove what install added (the Airlock server entry and Airlock\'s hooks; with --wrap: restore the wrapped servers)')
    .option('--hook', `also add Airlock's fail-closed hook (${HOOK_CLIENTS.join(', ')})`)
    .option('--wrap', 'run the client\'s own MCP servers through `airlock wrap` (all but Airlock\'s own entry)')
    .option('--wait <seconds>', `with --hook: how long the hook waits for your decision (default ${String(DEFAULT_WAIT_SECONDS)})`)
    .option('--no-check', 'with --hook: skip running the installed hook once with a harmless test action')
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
      try {
        const result = runInstall({
          client,
          uninstall: options.uninstall === true,
          hook: options.hook === true,
          wrap: options.wrap === true,
          dryRun: options.dryRun === true,
          verify: options.check !== false,
          ...(options.wait !== undefined ? { waitSeconds: Number(options.wait) } : {}),
        });
        report(result, options.dryRun === true);
      } catch (error) {
        process.stderr.write(`airlock install: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = error instanceof InstallRequestError ? 2 : 1;
      }
    });
}
