// `airlock policy schema|show|describe|check`: the policy's JSON Schema for
// editors, the policy in force (as JSON, or described in plain words with
// every governance profile), and a check of a policy file before it is used.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describePolicy, governor, parsePolicy, policySchemaJson, type Policy } from '../../main/core';
import { airlockHome, policyFile } from '../../main/paths';
import { formatProblem } from '../../shared/issues';

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
      process.exitCode = check(file, true);
    });

  policy
    .command('describe')
    .argument('[file]', 'policy file to describe (default: the one in AIRLOCK_HOME)')
    .option('--home <dir>', 'Airlock data directory (default: AIRLOCK_HOME or the OS app-data dir)')
    .description('Describe the policy in plain words: defaults, patterns, and every agent\'s governance profile with what happens when each limit fires.')
    .action((file: string | undefined, options: { home?: string }) => {
      const target = file ? path.resolve(file) : policyFile(options.home ? path.resolve(options.home) : airlockHome());
      const loaded = load(target, true);
      if (!loaded.ok) {
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`${target}${fs.existsSync(target) ? '' : ' (not written yet: the defaults)'}\n${describe(loaded.policy).map((l) => `  ${l}`).join('\n')}\n`);
    });

  policy
    .command('check')
    .argument('[file]', 'policy file to check (default: the one in AIRLOCK_HOME)')
    .description('Validate a policy file; lists every bad field with its path.')
    .action((file: string | undefined) => {
      process.exitCode = check(file ? path.resolve(file) : policyFile(airlockHome()), false);
    });
}

function check(file: string, print: boolean): number {
  const loaded = load(file, print);
  if (!loaded.ok) return 1;
  if (print) process.stdout.write(`${JSON.stringify(loaded.policy, null, 2)}\n`);
  else process.stdout.write(`${file}: valid\n`);
  return 0;
}

/** The policy in a file (defaults when it does not exist and `missingOk`); errors go to stderr. */
function load(file: string, missingOk: boolean): { ok: true; policy: Policy } | { ok: false } {
  let raw: unknown = {};
  if (fs.existsSync(file)) {
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      process.stderr.write(`airlock policy: ${file} is not valid JSON; fix it (Airlock keeps the last good policy meanwhile).\n`);
      return { ok: false };
    }
  } else if (!missingOk) {
    process.stderr.write(`airlock policy: ${file} does not exist; Airlock uses the defaults until you write one.\n`);
    return { ok: false };
  }
  const parsed = parsePolicy(raw);
  if (!parsed.ok) {
    const count = parsed.problems.length === 1 ? 'a bad field' : `${parsed.problems.length} bad fields`;
    const lines = [`airlock policy: ${file} has ${count}; Airlock refuses this file and keeps the last good policy until it is fixed:`];
    for (const problem of parsed.problems) lines.push(`  ${formatProblem(problem, 'the policy')}`);
    process.stderr.write(`${lines.join('\n')}\n`);
    return { ok: false };
  }
  return { ok: true, policy: parsed.policy };
}

/** The policy in plain lines. */
export function describe(policy: Policy): string[] {
  // Every setting in words (the core's description), then each agent's entry.
  const lines = describePolicy(policy);
  const profiles = Object.entries(policy.agents).filter(([, entry]) => governor.isGoverned(entry));
  const plain = Object.entries(policy.agents).filter(([, entry]) => !governor.isGoverned(entry));
  for (const [name, entry] of plain) lines.push(`agent ${JSON.stringify(name)}: step limit ${entry.maxAutonomousSteps ?? policy.maxAutonomousSteps} (no governance profile)`);
  if (profiles.length === 0) {
    lines.push('governance profiles: none (every agent runs on the defaults above)');
  } else {
    lines.push(`governance profiles (runtime governor, seed 004 tier ${policy.mode === 'enforcing' ? 'R3' : 'R1'}):`);
    for (const [key, profile] of profiles) lines.push(...governor.describeProfile(key, profile).map((l) => `  ${l}`));
    lines.push(`cost model: ${governor.COST_MODEL}`);
  }
  return lines;
}
