// Verification codes: 136 bits from the CSPRNG, Crockford base32 in groups of
// four (easy to read aloud and type). Only a salted hash is ever stored.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { base32crockford } from '@scure/base';

const CODE_BYTES = 17; // 136 bits -> 28 base32 characters, seven groups of four

export interface IssuedSecret {
  code: string;
  salt: string;
  hash: string;
}

export function newChallengeId(): string {
  return randomUUID();
}

export function issueCode(): IssuedSecret {
  const raw = base32crockford.encode(randomBytes(CODE_BYTES));
  const code = raw.match(/.{1,4}/g)!.join('-');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: hashCode(salt, code) };
}

/** Case, spaces and dashes do not matter; Crockford's look-alikes map (O→0, I/L→1). */
export function normaliseCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(salt, 'hex').update(normaliseCode(code)).digest('hex');
}

/** Constant-time comparison of a candidate code against a stored hash. */
export function codeMatches(candidate: string, salt: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(salt, candidate), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the signed `challenge_issued` event commits to: the stored salt and hash of this challenge's code. */
export function hashCommit(challengeId: string, salt: string, codeHash: string): string {
  return createHash('sha256').update(`${challengeId}\n${salt}\n${codeHash}`).digest('hex');
}
