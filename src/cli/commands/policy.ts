// `airlock policy schema|show|describe|check`: the policy's JSON Schema for
// editors, the policy in force (as JSON, or in words), and a check of a policy
// file before it is used.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describePolicy, parsePolicy, policySchemaJson } from '../../main/core';
import { airlockHome, policyFile } from '../../main/paths';

export function register(program: Command): void {
  const policy = program.command('policy').description('Show, check or describe the policy (policy.json in AIRLOCK_HOME).');

  policy
    .command('schema')
    .description('Print the policy\'s JSON Schema (point your editor at it).')
    .action(() => {
      process.stdout.write(`${JSON.stringify(policySchemaJson(), null, 2)}\n`);
    });

  policy
    .command('show')
    .description('Print the policy in force, defaults filled in.')
    .option('--home <dir>', 'Airlock data directory (default: AIRLOCK_HOME or the OS app-data dir)')
    .action((options: { home?: string }) => {
      const file = policyFile(options.home ? path.resolve(options.home) : airlockHome());
      process.exitCode = check(file, 'show');
    });

  policy
    .command('describe')
    .description('Say what the policy in force does, one line per setting (defaults filled in).')
    .option('--home <dir>', 'Airlock data directory (default: AIRLOCK_HOME or the OS app-data dir)')
    .action((options: { home?: string }) => {
      const file = policyFile(options.home ? path.resolve(options.home) : airlockHome());
      process.exitCode = check(file, 'describe');
    });

  policy
    .command('check')
    .argument('[file]', 'policy file to check (default: the one in AIRLOCK_HOME)')
    .description('Validate a policy file; names the bad field when there is one.')
    .action((file: string | undefined) => {
      process.exitCode = check(file ? path.resolve(file) : policyFile(airlockHome()), 'check');
    });
}

function check(file: string, what: 'show' | 'describe' | 'check'): number {
  const print = what !== 'check';
  let raw: unknown = {};
  if (fs.existsSync(file)) {
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      process.stderr.write(`airlock policy: ${file} is not valid JSON; fix it (Airlock keeps the last good policy meanwhile).\n`);
      return 1;
    }
  } else if (!print) {
    process.stderr.write(`airlock policy: ${file} does not exist; Airlock uses the defaults until you write one.\n`);
    return 1;
  }
  const parsed = parsePolicy(raw);
  if (!parsed.ok) {
    process.stderr.write(`airlock policy: ${file}: ${parsed.error}. Airlock refuses this file and keeps the last good policy.\n`);
    return 1;
  }
  if (what === 'describe') process.stdout.write(`${file}${fs.existsSync(file) ? '' : ' (not written yet: the defaults)'}\n${describePolicy(parsed.policy).map((l) => `  ${l}`).join('\n')}\n`);
  else if (print) process.stdout.write(`${JSON.stringify(parsed.policy, null, 2)}\n`);
  else process.stdout.write(`${file}: valid\n`);
  return 0;
}
