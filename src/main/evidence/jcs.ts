// RFC 8785 JSON Canonicalization Scheme, through the `canonicalize` package
// (by two of the RFC's authors). Everything Airlock signs or hashes goes
// through here, so the bytes are the same on every machine.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The RFC 8785 canonical form of a JSON value. Throws on values JSON cannot
 *  carry (NaN, Infinity, a bare undefined, functions). */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value cannot be canonicalised: it is not a JSON value');
  return text;
}

/** base64url (no padding) of the SHA-256 of the canonical UTF-8 bytes. */
export function jcsDigest(value: unknown): string {
  return createHash('sha256').update(jcs(value), 'utf8').digest('base64url');
}
