// Ed25519 keys for signing enforcement records (node:crypto only).
//
// Serialisations:
//   private key  PKCS#8 DER, base64url  (only ever handed to a Keychain)
//   public key   SPKI DER, base64url    (signature.public_key, --public-key)
//   key id       first 22 characters of base64url(SHA-256(SPKI DER)) — 132 bits,
//                a name for the key, not a substitute for comparing keys
//   governor id  did:key (W3C did:key method, Ed25519: multicodec 0xed01 +
//                the 32 raw key bytes, base58btc, multibase prefix "z").
//                A did:key resolves to its key without any network lookup,
//                which suits a local app that has no web origin of its own
//                (the seed's §8.2 names HTTPS URIs and did:web; a counterparty
//                pins a did:key exactly as it would pin a did:web key).
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign as cryptoSign,
  verify as cryptoVerify,
  type KeyObject,
} from 'node:crypto';
import { base58 } from '@scure/base';

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const MULTICODEC_ED25519_PUB = Buffer.from([0xed, 0x01]);
const DID_KEY_PREFIX = 'did:key:z';

/** The governor's signing key. The private half lives in a private field:
 *  it is not enumerable, not printed by console.log, and not in toJSON. */
export class SigningKey {
  readonly #privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** SPKI DER, base64url. */
  readonly publicKeySpki: string;
  readonly kid: string;
  /** did:key identifier of this key, used as the record's `governor`. */
  readonly governor: string;

  private constructor(privateKey: KeyObject) {
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the signing key is not an Ed25519 key');
    this.#privateKey = privateKey;
    this.publicKey = createPublicKey(privateKey);
    this.publicKeySpki = spkiOf(this.publicKey);
    this.kid = keyIdOf(this.publicKey);
    this.governor = didKeyOf(this.publicKey);
  }

  static generate(): SigningKey {
    return new SigningKey(generateKeyPairSync('ed25519').privateKey);
  }

  /** From the stored PKCS#8 DER, base64url. The error never repeats the input. */
  static fromPkcs8(pkcs8Base64url: string): SigningKey {
    let key: KeyObject;
    try {
      key = createPrivateKey({ key: Buffer.from(pkcs8Base64url, 'base64url'), format: 'der', type: 'pkcs8' });
    } catch {
      throw new Error('the stored signing key is not a readable PKCS#8 key');
    }
    return new SigningKey(key);
  }

  /** PKCS#8 DER, base64url: for a Keychain only. */
  exportPkcs8(): string {
    return (this.#privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64url');
  }

  /** Ed25519 signature, base64url. */
  sign(data: string | Uint8Array): string {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    return cryptoSign(null, bytes, this.#privateKey).toString('base64url');
  }

  toJSON(): { kid: string; governor: string; public_key: string } {
    return { kid: this.kid, governor: this.governor, public_key: this.publicKeySpki };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `SigningKey { kid: '${this.kid}', governor: '${this.governor}' }`;
  }
}

export function spkiOf(publicKey: KeyObject): string {
  return (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64url');
}

export function rawPublicKeyOf(publicKey: KeyObject): Buffer {
  const der = publicKey.export({ format: 'der', type: 'spki' }) as Buffer;
  return der.subarray(SPKI_ED25519_PREFIX.length);
}

export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' }) as Buffer;
  return createHash('sha256').update(der).digest('base64url').slice(0, 22);
}

export function didKeyOf(publicKey: KeyObject): string {
  return DID_KEY_PREFIX + base58.encode(Buffer.concat([MULTICODEC_ED25519_PUB, rawPublicKeyOf(publicKey)]));
}

export function isDidKey(id: string): boolean {
  return id.startsWith(DID_KEY_PREFIX);
}

function fromRaw(raw: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** The Ed25519 public key a did:key names; throws with a plain reason otherwise. */
export function publicKeyFromDidKey(did: string): KeyObject {
  if (!isDidKey(did)) throw new Error(`"${did}" is not a did:key identifier`);
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length));
  } catch {
    throw new Error('the did:key is not valid base58btc');
  }
  if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) {
    throw new Error('the did:key does not name an Ed25519 public key');
  }
  return fromRaw(bytes.subarray(2));
}

/**
 * Reads a public key given by a person: a did:key, a PEM "PUBLIC KEY" block,
 * or base64/base64url of either the SPKI DER or the 32 raw key bytes.
 */
export function parsePublicKey(text: string): KeyObject {
  const input = text.trim();
  if (isDidKey(input)) return publicKeyFromDidKey(input);
  let key: KeyObject;
  if (input.startsWith('-----BEGIN')) {
    try {
      key = createPublicKey({ key: input, format: 'pem' });
    } catch {
      throw new Error('the PEM text is not a readable public key');
    }
  } else {
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(input)) {
      throw new Error('a public key must be a did:key, a PEM block, or base64url of the SPKI DER or the 32 raw key bytes');
    }
    const bytes = Buffer.from(input.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
    try {
      key = bytes.length === 32 ? fromRaw(bytes) : createPublicKey({ key: bytes, format: 'der', type: 'spki' });
    } catch {
      throw new Error(`the public key does not decode (${bytes.length} bytes; an Ed25519 key is 32 raw or 44 SPKI bytes)`);
    }
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`the public key is ${key.asymmetricKeyType ?? 'of an unknown type'}, not Ed25519`);
  return key;
}

export function sameKey(a: KeyObject, b: KeyObject): boolean {
  return spkiOf(a) === spkiOf(b);
}

export function verifySignature(publicKey: KeyObject, data: string, signatureBase64url: string): boolean {
  try {
    return cryptoVerify(null, Buffer.from(data, 'utf8'), publicKey, Buffer.from(signatureBase64url, 'base64url'));
  } catch {
    return false;
  }
}
