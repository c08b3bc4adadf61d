// `airlock verify-record <file>`: checks an enforcement record per the seed's
// §8.6 — schema, governor key, signature, hash chain, nonce (and, if given,
// the passport digest) — and says exactly what failed. Exit 0 when valid,
// 1 when not, 2 when the file cannot be read as JSON.
import fs from 'node:fs';
import type { Command } from 'commander';
import { verifyRecord, type VerifyOptions } from '../../main/evidence';
import { stdio, type Output } from '../io';

export interface VerifyRecordOptions {
  nonce?: string;
  publicKey?: string;
  passportDigest?: string;
  nonceIssuedAt?: string;
  nonceTtl?: string;
  json?: boolean;
}


function readPublicKey(value: string): string {
  // "@path" reads the key from a file (PEM or one line of base64url / did:key).
  return value.startsWith('@') ? fs.readFileSync(value.slice(1), 'utf8') : value;
}

export function runVerifyRecord(file: string, options: VerifyRecordOptions, io: Output = stdio): number {
  let text: string;
  try {
    text = file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(file, 'utf8');
  } catch (error) {
    io.err(`airlock verify-record: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    return 2;
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    io.err(`airlock verify-record: ${file} is not JSON (${(error as Error).message})`);
    return 2;
  }
  const verifyOptions: VerifyOptions = {};
  try {
    if (options.publicKey !== undefined) verifyOptions.publicKey = readPublicKey(options.publicKey);
  } catch (error) {
    io.err(`airlock verify-record: cannot read the public key file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    return 2;
  }
  if (options.nonce !== undefined) verifyOptions.nonce = options.nonce;
  if (options.passportDigest !== undefined) verifyOptions.passportDigest = options.passportDigest;
  if (options.nonceIssuedAt !== undefined) {
    if (Number.isNaN(Date.parse(options.nonceIssuedAt))) {
      io.err('airlock verify-record: --nonce-issued-at must be an ISO 8601 time');
      return 2;
    }
    verifyOptions.nonceIssuedAt = options.nonceIssuedAt;
  }
  if (options.nonceTtl !== undefined) {
    const ttl = Number(options.nonceTtl);
    if (!Number.isFinite(ttl) || ttl <= 0) {
      io.err('airlock verify-record: --nonce-ttl must be a number of seconds');
      return 2;
    }
    verifyOptions.nonceTtlSeconds = ttl;
  }

  const result = verifyRecord(record, verifyOptions);
  if (options.json) {
    io.out(JSON.stringify(result, null, 2));
    return result.ok ? 0 : 1;
  }
  if (!result.ok) {
    io.out(`INVALID enforcement record: ${file}`);
    for (const failure of result.failures) io.out(`  ✗ ${failure.check}: ${failure.message}`);
    return 1;
  }
  const r = record as { session: string; subject: { id: string }; tier: string; outcome: string; nonce?: string };
  io.out(`valid enforcement record: ${file}`);
  io.out(`  governor  ${result.governor} (key ${result.kid}${result.keyPinned ? ', the key you supplied' : ', taken from the record itself'})`);
  io.out(`  subject   ${r.subject.id}   session ${r.session}   tier ${r.tier}   outcome ${r.outcome}`);
  io.out(`  events    ${result.events}, hash chain intact`);
  if (options.nonce !== undefined) io.out('  nonce     matches');
  else if (r.nonce !== undefined) io.out(`  nonce     ${JSON.stringify(r.nonce)} (not checked: pass --nonce)`);
  if (!result.keyPinned) {
    io.out("note: the key came from the record itself — this shows the record is intact, not who made it; pin the governor's key with --public-key.");
  }
  io.out('note: a valid record is tamper-evidence of what the governor recorded, not proof that nothing went unrecorded.');
  return 0;
}

export function register(program: Command): void {
  program
    .command('verify-record')
    .description('Check a signed enforcement record: schema, signature, hash chain and nonce (exit 0 when valid).')
    .argument('<file>', 'the record (JSON); - reads standard input')
    .option('--nonce <nonce>', 'the nonce you issued; the record must carry exactly it')
    .option('--public-key <key>', "the governor's public key you trust: did:key, base64url SPKI or raw key, PEM, or @file")
    .option('--passport-digest <digest>', 'the policy/passport digest admitted for the session')
    .option('--nonce-issued-at <time>', 'when the nonce was issued (ISO 8601); the record must be issued after it')
    .option('--nonce-ttl <seconds>', 'how long the nonce is valid after --nonce-issued-at')
    .option('--json', 'print the result as JSON')
    .action((file: string, options: VerifyRecordOptions) => {
      process.exitCode = runVerifyRecord(file, options);
    });
}
