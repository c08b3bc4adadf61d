// Verifying an enforcement record, per the seed's §8.6: schema, governor key,
// signature, passport binding, nonce, hash chain. Every failure says what a
// person needs to know: which check, what was expected, and what it means.
import { timingSafeEqual, type KeyObject } from 'node:crypto';
import { jcsDigest } from './jcs';
import {
  isDidKey,
  keyIdOf,
  parsePublicKey,
  publicKeyFromDidKey,
  sameKey,
  verifySignature,
} from './keys';
import { recordHeader, recordSchema, signingInput } from './record';
import { fieldProblems, formatProblem } from '../../shared/issues';

export type VerifyCheck = 'schema' | 'key' | 'signature' | 'passport' | 'nonce' | 'chain';

export interface VerifyFailure {
  check: VerifyCheck;
  message: string;
}

export interface VerifyOptions {
  /** The governor key the verifier trusts (did:key, PEM, or base64url SPKI/raw).
   *  Without it the key comes from the record itself and proves only that the
   *  record is intact, not who made it. */
  publicKey?: string | KeyObject;
  /** The nonce the counterparty issued; the record must carry exactly it. */
  nonce?: string;
  /** When the nonce was issued and how long it lives (§1.2.7): the record's
   *  iat must fall inside [issuedAt, issuedAt + ttl]. */
  nonceIssuedAt?: string | Date;
  nonceTtlSeconds?: number;
  /** The passport (policy) digest admitted for the session (§8.6 step 4). */
  passportDigest?: string;
}

export type VerifyResult =
  | {
      ok: true;
      governor: string;
      kid: string;
      /** True when the key was supplied by the verifier, false when taken from the record. */
      keyPinned: boolean;
      events: number;
    }
  | { ok: false; failures: VerifyFailure[] };

const equalStrings = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

function describeValue(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function verifyRecord(input: unknown, options: VerifyOptions = {}): VerifyResult {
  // 1. Schema.
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      failures: fieldProblems(parsed.error.issues, input).map((problem) => ({ check: 'schema' as const, message: formatProblem(problem, 'the record') })),
    };
  }
  const record = parsed.data;
  // Hash and verify the record as given, not zod's copy (which may differ in member order or dropped keys).
  const raw = input as Record<string, unknown>;
  const rawEvents = raw.events as unknown[];
  const failures: VerifyFailure[] = [];

  // 2. The governor's key.
  let key: KeyObject | undefined;
  let keyPinned = false;
  let embedded: KeyObject | undefined;
  if (record.signature.public_key !== undefined) {
    try {
      embedded = parsePublicKey(record.signature.public_key);
    } catch (error) {
      failures.push({ check: 'key', message: `signature.public_key is not a usable key: ${(error as Error).message}` });
    }
  }
  let named: KeyObject | undefined;
  if (isDidKey(record.governor)) {
    try {
      named = publicKeyFromDidKey(record.governor);
    } catch (error) {
      failures.push({ check: 'key', message: `the governor "${record.governor}" cannot be resolved: ${(error as Error).message}` });
    }
  }
  if (named && embedded && !sameKey(named, embedded)) {
    failures.push({
      check: 'key',
      message: `signature.public_key is not the key the governor "${record.governor}" names — the record mixes two identities`,
    });
  }
  if (options.publicKey !== undefined) {
    try {
      key = typeof options.publicKey === 'string' ? parsePublicKey(options.publicKey) : options.publicKey;
      keyPinned = true;
    } catch (error) {
      failures.push({ check: 'key', message: `the public key you supplied is not usable: ${(error as Error).message}` });
    }
    if (key && named && !sameKey(key, named)) {
      failures.push({
        check: 'key',
        message: `the record names governor "${record.governor}" (key ${keyIdOf(named)}), not the key you supplied (${keyIdOf(key)}) — it was made by another governor`,
      });
    }
  } else {
    key = named ?? embedded;
    if (!key && failures.length === 0) {
      failures.push({
        check: 'key',
        message: `the governor "${record.governor}" is not a did:key and the record carries no public key: supply the governor's key (--public-key)`,
      });
    }
  }
  if (key && record.signature.kid !== keyIdOf(key)) {
    failures.push({
      check: 'key',
      message: `signature.kid is "${record.signature.kid}" but the governor key's id is "${keyIdOf(key)}" — the record claims a different key`,
    });
  }

  // 3. Signature over JCS(record minus signature).
  if (key) {
    if (!verifySignature(key, signingInput(raw), record.signature.value)) {
      failures.push({
        check: 'signature',
        message: keyPinned
          ? 'the signature does not verify with the key you supplied — the record was altered after signing, or another key signed it'
          : `the signature does not verify with the governor's key (${keyIdOf(key)}) — the record was altered after signing, or another key signed it`,
      });
    }
  }

  // 4. Passport binding.
  if (options.passportDigest !== undefined && record.subject.passport_digest !== options.passportDigest) {
    failures.push({
      check: 'passport',
      message: `subject.passport_digest is "${record.subject.passport_digest}", not the admitted "${options.passportDigest}" — the record is for a different policy/passport version`,
    });
  }

  // 5. Nonce.
  if (options.nonce !== undefined) {
    if (record.nonce === undefined) {
      failures.push({
        check: 'nonce',
        message: 'the record carries no nonce, but you issued one — it may be stale or made before your challenge',
      });
    } else if (!equalStrings(record.nonce, options.nonce)) {
      failures.push({
        check: 'nonce',
        message: `the record's nonce ${describeValue(record.nonce)} is not the one you issued — it answers another challenge or is stale`,
      });
    } else if (options.nonceIssuedAt !== undefined) {
      const issued = new Date(options.nonceIssuedAt).getTime();
      const iat = Date.parse(record.iat);
      if (iat < issued) {
        failures.push({ check: 'nonce', message: `the record was issued (${record.iat}) before the nonce was (${new Date(issued).toISOString()})` });
      } else if (options.nonceTtlSeconds !== undefined && iat > issued + options.nonceTtlSeconds * 1000) {
        failures.push({
          check: 'nonce',
          message: `the record was issued (${record.iat}) after the nonce expired (${options.nonceTtlSeconds} s after ${new Date(issued).toISOString()})`,
        });
      }
    }
  }

  // 6. Hash chain (§8.4) and numbering.
  rawEvents.forEach((event, i) => {
    const seq = record.events[i]?.seq;
    if (seq !== i) {
      failures.push({
        check: 'chain',
        message: `event at position ${i} has seq ${seq}, expected ${i} — events were reordered, removed or renumbered`,
      });
    }
    const prevHash = record.events[i]?.prev_hash;
    const expected = i === 0 ? jcsDigest(recordHeader(raw)) : jcsDigest(rawEvents[i - 1]);
    if (prevHash !== expected) {
      failures.push({
        check: 'chain',
        message:
          i === 0
            ? "event 0's prev_hash does not match the record header — the header (governor, subject, session, tier, window, iat, nonce, limits or outcome) was altered, or event 0 was removed or replaced"
            : `event ${i}'s prev_hash does not match event ${i - 1} — the record was altered, reordered or an event was removed`,
      });
    }
  });

  if (failures.length > 0) return { ok: false, failures };
  return { ok: true, governor: record.governor, kid: record.signature.kid, keyPinned, events: record.events.length };
}
