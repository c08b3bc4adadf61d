// `airlock audit verify`: walks the audit table's hash chain in the database
// (opened read-only) and reports the first broken link. Exit 0 when intact,
// 1 when broken, 2 when there is no database to check.
import type { Command } from 'commander';
import path from 'node:path';
import { AuditDatabaseError, verifyAuditDatabase } from '../../main/evidence';
import { airlockHome, databaseFile } from '../../main/paths';
import { stdio, type Output } from '../io';


export function runAuditVerify(options: { home?: string; json?: boolean }, io: Output = stdio): number {
  const file = databaseFile(options.home ? path.resolve(options.home) : airlockHome());
  let result;
  try {
    result = verifyAuditDatabase(file);
  } catch (error) {
    if (error instanceof AuditDatabaseError) {
      io.err(`airlock audit verify: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (options.json) {
    io.out(JSON.stringify({ database: file, ...result }, null, 2));
  } else if (result.ok) {
    io.out(`audit chain intact: ${result.rows} row${result.rows === 1 ? '' : 's'} in ${file}`);
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
    .action((options: { home?: string; json?: boolean }) => {
      process.exitCode = runAuditVerify(options);
    });
}
