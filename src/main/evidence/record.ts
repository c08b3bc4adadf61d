// Enforcement records, as the runtime-governor seed (004, §8.3–§8.4) defines
// them: a header binding governor, subject, session, tier and window; an
// ordered, hash-chained list of enforcement events; an Ed25519 signature over
// the RFC 8785 bytes of everything but the signature.
import { z } from 'zod';
import { jcs, jcsDigest } from './jcs';
import type { SigningKey } from './keys';
import { describeIssues } from '../../shared/issues';
import { DEGRADATION_ACTIONS, DEGRADATION_CAUSES } from '../../shared/vocabulary';

export const RECORD_VERSION = '1.0' as const;

/** The causes the seed names (§6, §8.3): the governor's degradation causes, one list. */
export const ADL_CAUSES = DEGRADATION_CAUSES;
/** Causes Airlock adds where the seed has no name (see README.md). */
export const AIRLOCK_CAUSES = ['on_session_integrity_fault', 'on_operator_halt'] as const;
export type Cause = (typeof ADL_CAUSES)[number] | (typeof AIRLOCK_CAUSES)[number];

/** The §6 degradation actions. */
export const ACTIONS = DEGRADATION_ACTIONS;
export type EnforcementAction = (typeof ACTIONS)[number];

export const GOVERNOR_TIERS = ['R1', 'R2', 'R3'] as const;
export type GovernorTier = (typeof GOVERNOR_TIERS)[number];

export const RECORD_OUTCOMES = ['completed', 'halted', 'paused'] as const;
export type RecordOutcome = (typeof RECORD_OUTCOMES)[number];

const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' });
const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding');
const sha256b64url = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url SHA-256 digest (43 characters)');

export const eventSchema = z.looseObject({
  seq: z.number().int().min(0),
  // A third party's record may use causes beyond the seed's list (§6 leaves it open).
  cause: z.string().regex(/^on_[a-z][a-z0-9_]*$/, 'must be a cause name such as "on_iteration_limit"'),
  action: z.enum(ACTIONS),
  at: isoTime,
  prev_hash: sha256b64url,
  detail: z.record(z.string(), z.unknown()).optional(),
});

export const signatureSchema = z.looseObject({
  alg: z.literal('Ed25519'),
  kid: z.string().min(1),
  public_key: b64url.optional(),
  value: b64url,
});

export const recordSchema = z.looseObject({
  adl_enforcement_record: z.literal(RECORD_VERSION),
  governor: z.string().min(1),
  subject: z.looseObject({ id: z.string().min(1), passport_digest: z.string().min(1) }),
  session: z.string().min(1),
  tier: z.enum(GOVERNOR_TIERS),
  window: z.looseObject({ start: isoTime, end: isoTime }),
  iat: isoTime,
  nonce: z.string().min(1).optional(),
  limits: z.record(z.string(), z.unknown()).optional(),
  events: z.array(eventSchema),
  outcome: z.enum(RECORD_OUTCOMES),
  signature: signatureSchema,
});

export interface EnforcementEvent {
  seq: number;
  cause: string;
  action: EnforcementAction;
  at: string;
  prev_hash: string;
  detail?: Record<string, unknown>;
}

export interface RecordSignature {
  alg: 'Ed25519';
  kid: string;
  /** SPKI DER, base64url. */
  public_key?: string;
  value: string;
}

export interface UnsignedRecord {
  adl_enforcement_record: typeof RECORD_VERSION;
  governor: string;
  subject: { id: string; passport_digest: string } & Record<string, unknown>;
  session: string;
  tier: GovernorTier;
  window: { start: string; end: string };
  iat: string;
  nonce?: string;
  limits?: Record<string, unknown>;
  events: EnforcementEvent[];
  outcome: RecordOutcome;
}

export interface EnforcementRecord extends UnsignedRecord {
  signature: RecordSignature;
}

/** One enforcement event before chaining: what fired, what was done, when. */
export interface EventInput {
  cause: Cause | `on_${string}`;
  action: EnforcementAction;
  at: string;
  detail?: Record<string, unknown>;
}

/** What a record is built from: the record's members, events not yet chained. */
export interface RecordInput extends Omit<UnsignedRecord, 'adl_enforcement_record' | 'governor' | 'events'> {
  /** Defaults to the signing key's did:key. */
  governor?: string;
  events: EventInput[];
}

/** The record minus events and signature: what events[0].prev_hash covers. */
export function recordHeader(record: Record<string, unknown>): Record<string, unknown> {
  const { events: _events, signature: _signature, ...header } = record;
  return header;
}

/** The bytes the signature covers: JCS of the record minus signature. */
export function signingInput(record: Record<string, unknown>): string {
  const { signature: _signature, ...rest } = record;
  return jcs(rest);
}

/** Expected prev_hash of events[index] (§8.4). */
export function expectedPrevHash(record: Record<string, unknown>, events: readonly unknown[], index: number): string {
  return index === 0 ? jcsDigest(recordHeader(record)) : jcsDigest(events[index - 1]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops undefined members and turns Dates into strings, as JSON would, and
 *  replaces lone UTF-16 surrogates with U+FFFD: RFC 8785 needs well-formed
 *  strings, and a verifier in another language would otherwise decode them
 *  differently and reject a good signature. */
const plain = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v)) as T;

/** Builds the header and the hash-chained events (§8.3–§8.4), unsigned. */
export function buildRecord(input: RecordInput, governor: string): UnsignedRecord {
  const header: Record<string, unknown> = plain({
    adl_enforcement_record: RECORD_VERSION,
    governor: input.governor ?? governor,
    subject: input.subject,
    session: input.session,
    tier: input.tier,
    window: input.window,
    iat: input.iat,
    ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
    ...(input.limits !== undefined ? { limits: input.limits } : {}),
    outcome: input.outcome,
  });
  const events: EnforcementEvent[] = [];
  let prev = jcsDigest(header);
  input.events.forEach((event, seq) => {
    const chained: EnforcementEvent = plain({
      seq,
      cause: event.cause,
      action: event.action,
      at: event.at,
      prev_hash: prev,
      ...(event.detail !== undefined ? { detail: event.detail } : {}),
    });
    events.push(chained);
    prev = jcsDigest(chained);
  });
  return { ...header, events } as UnsignedRecord;
}

export interface SignOptions {
  /** Put the SPKI public key in signature.public_key (default true). */
  includePublicKey?: boolean;
}

export function signRecord(unsigned: UnsignedRecord, key: SigningKey, options: SignOptions = {}): EnforcementRecord {
  const value = key.sign(signingInput(unsigned as unknown as Record<string, unknown>));
  return {
    ...unsigned,
    signature: {
      alg: 'Ed25519',
      kid: key.kid,
      ...(options.includePublicKey === false ? {} : { public_key: key.publicKeySpki }),
      value,
    },
  };
}

/** Build, chain and sign in one go; the result passes verifyRecord. */
export function createRecord(input: RecordInput, key: SigningKey, options: SignOptions = {}): EnforcementRecord {
  const record = signRecord(buildRecord(input, key.governor), key, options);
  const checked = recordSchema.safeParse(record);
  if (!checked.success) {
    throw new Error(`the record does not fit the format: ${describeIssues(checked.error.issues, record, 'the record')}`);
  }
  return record;
}
