// `airlock export <execution_id> --format record|json|csv`: an execution as a
// signed enforcement record (seed 004 §8), as plain JSON, or its steps as CSV.
// Reads the database read-only; the record is signed with the governor key
// from the OS keychain (or the 0600 key file, with a warning).
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { policyFileSource } from '../../main/config/policy-file';
import { parsePolicy, type Policy } from '../../main/core/policy';
import { AuditDatabaseError, SigningKeyUnavailableError, UnprovenHistoryError, loadExecutionEvidence, openSigningKey, proveExecution, renderExport } from '../../main/evidence';
import { HistoryService } from '../../main/history';
import { airlockHome, databaseFile, policyFile } from '../../main/paths';
import { openReadOnly } from '../../main/store';
import { IdLookupError } from '../../shared/ids';
import { inert } from '../../shared/text';

export interface ExportOptions {
  format?: string;
  home?: string;
  out?: string;
  nonce?: string;
  hints?: boolean;
}

interface Output {
  out(text: string): void;
  err(line: string): void;
}

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (line) => process.stderr.write(`${line}\n`),
};

function currentPolicy(home: string): Policy | undefined {
  try {
    const raw = policyFileSource(policyFile(home)).load();
    const parsed = parsePolicy(raw ?? {});
    return parsed.ok ? parsed.policy : undefined;
  } catch {
    return undefined;
  }
}

/** A full execution id or a unique prefix, looked up read-only (throws IdLookupError). */
function resolveExecution(file: string, idOrPrefix: string): string {
  if (!fs.existsSync(file)) throw new AuditDatabaseError(`no Airlock database at ${file}`);
  const db = openReadOnly(file);
  try {
    return new HistoryService(db).resolveExecutionId(idOrPrefix);
  } finally {
    db.close();
  }
}

export async function runExport(executionIdOrPrefix: string, options: ExportOptions, io: Output = stdio): Promise<number> {
  let executionId = executionIdOrPrefix;
  const format = options.format ?? 'record';
  if (!['record', 'json', 'csv'].includes(format)) {
    io.err(`airlock export: --format must be record, json or csv (not "${format}")`);
    return 2;
  }
  const home = options.home ? path.resolve(options.home) : airlockHome();
  let evidence;
  try {
    // The same id or unique prefix `airlock show` takes.
    executionId = resolveExecution(databaseFile(home), executionIdOrPrefix);
    evidence = loadExecutionEvidence(databaseFile(home), executionId);
  } catch (error) {
    if (error instanceof AuditDatabaseError) {
      io.err(`airlock export: ${error.message}`);
      return 2;
    }
    if (error instanceof IdLookupError) {
      io.err(`airlock export: ${inert(error.message)}`);
      return 1;
    }
    throw error;
  }
  if (!evidence) {
    io.err(`airlock export: no execution "${inert(executionId)}" in ${databaseFile(home)}`);
    return 1;
  }

  let text: string;
  if (format === 'record') {
    const policy = currentPolicy(home);
    let opened;
    try {
      opened = await openSigningKey(home);
    } catch (error) {
      if (error instanceof SigningKeyUnavailableError) {
        io.err(`airlock export: ${error.message}`);
        return 1;
      }
      throw error;
    }
    if (opened.warning) io.err(`warning: ${opened.warning}`);
    const { key } = opened;
    const proof = proveExecution(databaseFile(home), executionId, key.publicKey);
    if (!proof.ok) {
      io.err(`airlock export: ${new UnprovenHistoryError(proof.problems).message}`);
      for (const problem of proof.problems.slice(0, 20)) io.err(`  ✗ ${problem}`);
      return 1;
    }
    text = renderExport(evidence, {
      executionId,
      format,
      key,
      proof,
      ...(policy ? { policy } : {}),
      ...(options.nonce !== undefined ? { nonce: options.nonce } : {}),
      includeHints: options.hints !== false,
    });
    io.err(`signed by ${key.governor} (key ${key.kid}); check it with: airlock verify-record <file> --public-key ${key.governor}`);
  } else {
    text = renderExport(evidence, { executionId, format: format as 'json' | 'csv' });
  }

  if (options.out) {
    fs.writeFileSync(options.out, text, { mode: 0o600 });
    io.err(`wrote ${options.out}`);
  } else {
    io.out(text);
  }
  return 0;
}

export function register(program: Command): void {
  program
    .command('export')
    .description('Export an execution: a signed enforcement record (default), plain JSON, or its steps as CSV.')
    .argument('<execution_id>', 'the execution to export: its id, or a unique prefix of it (as `airlock history` shows)')
    .option('--format <format>', 'record | json | csv', 'record')
    .option('--nonce <nonce>', 'a counterparty nonce to bind into the record (record format)')
    .option('--no-hints', 'leave step hints out of the record')
    .option('--out <file>', 'write to this file (mode 0600) instead of standard output')
    .option('--home <dir>', "Airlock's data directory (default: AIRLOCK_HOME or the OS app-data folder)")
    .action(async (executionId: string, options: ExportOptions) => {
      process.exitCode = await runExport(executionId, options);
    });
}
