// `airlock audit verify`: walks the audit table's hash chain in the database
// (opened read-only) and reports the first broken link. With the governor's
// public key (--public-key, or the key this home signs with) it also checks
// every signature (decisions, checkpoints), that no decision is unsigned, and
// that the chain still reaches the signed checkpoint anchored outside the
// database — so rows cut off the end, or deleted and re-linked with plain
// SHA-256, are found. Exit 0 when intact, 1 when broken, 2 when there is no
// database to check.
import type { KeyObject } from 'node:crypto';
import type { Command } from 'commander';
import fs from 'node:fs';
import path from 'node:path';
import { AuditDatabaseError, markerFile, parsePublicKey, verifyAuditDatabase, verifyAuditHistory } from '../../main/evidence';
import { airlockHome, databaseFile } from '../../main/paths';
import { stdio, type Output } from '../io';


/** The key to check signatures with: the one given, else the governor this home signs with. */
function governorKey(home: string, given: string | undefined): { key?: KeyObject; from: string } {
  if (given !== undefined) return { key: parsePublicKey(given.startsWith('@') ? fs.readFileSync(given.slice(1), 'utf8') : given), from: 'the key you supplied' };
  try {
    const marker = JSON.parse(fs.readFileSync(markerFile(home), 'utf8')) as { governor?: string };
    if (typeof marker.governor === 'string') return { key: parsePublicKey(marker.governor), from: `this home's governor ${marker.governor}` };
  } catch {
    // no governor key yet
  }
  return { from: 'none (no governor key in this home: signatures and the anchor were not checked)' };
}

export function runAuditVerify(options: { home?: string; json?: boolean; publicKey?: string }, io: Output = stdio): number {
  const home = options.home ? path.resolve(options.home) : airlockHome();
  const file = databaseFile(home);
  let result;
  let keyFrom: string;
  try {
    const { key, from } = governorKey(home, options.publicKey);
    keyFrom = from;
    result = key ? verifyAuditHistory(file, key) : verifyAuditDatabase(file);
  } catch (error) {
    if (error instanceof AuditDatabaseError) {
      io.err(`airlock audit verify: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (options.json) {
    io.out(JSON.stringify({ database: file, key: keyFrom, ...result }, null, 2));
  } else if (result.ok) {
    io.out(`audit chain intact: ${result.rows} row${result.rows === 1 ? '' : 's'} in ${file}`);
    io.out(`  signatures checked with ${keyFrom}`);
    if (result.rows > 0) io.out(`  head hash ${result.head} (keep it: a later check can tell if rows were cut off the end)`);
  } else {
    io.out(`audit chain BROKEN at row ${result.seq} (${result.rows} row${result.rows === 1 ? '' : 's'} before it are intact): ${file}`);
    io.out(`  ✗ ${result.message}`);
    if (result.later.length > 0) {
      io.out(`  and ${result.later.length}${result.later.length === 100 ? '+' : ''} more broken link${result.later.length === 1 ? '' : 's'} after it:`);
      for (const more of result.later.slice(0, 10)) io.out(`  ✗ ${more.message}`);
      if (result.later.length > 10) io.out(`  … (--json lists up to 100)`);
    }
  }
  return result.ok ? 0 : 1;
}

export function register(program: Command): void {
  const audit = program.command('audit').description('The hash-chained audit log.');
  audit
    .command('verify')
    .description("Check the audit log's hash chain and report the first broken link (exit 0 when intact).")
    .option('--home <dir>', "Airlock's data directory (default: AIRLOCK_HOME or the OS app-data folder)")
    .option('--json', 'print the result as JSON')
    .option('--public-key <key>', "the governor's public key to check signatures with (did:key, base64url, PEM or @file; default: this home's governor)")
    .action((options: { home?: string; json?: boolean; publicKey?: string }) => {
      process.exitCode = runAuditVerify(options);
    });
}
