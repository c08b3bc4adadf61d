// Enforcement records (seed 004 §8.3–§8.6): build, sign, verify, and catch tampering.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  SigningKey,
  createRecord,
  jcsDigest,
  keyIdOf,
  parsePublicKey,
  publicKeyFromDidKey,
  verifyRecord,
  type EnforcementRecord,
  type RecordInput,
  type VerifyResult,
} from '../../../src/main/evidence';

const key = SigningKey.generate();
const otherKey = SigningKey.generate();

function input(overrides: Partial<RecordInput> = {}): RecordInput {
  return {
    subject: { id: 'builder', passport_digest: jcsDigest({ mode: 'enforcing', maxAutonomousSteps: 10 }) },
    session: 'exec-1',
    tier: 'R2',
    window: { start: '2026-11-22T01:00:00.000Z', end: '2026-11-22T01:10:00.000Z' },
    iat: '2026-11-22T01:10:05.000Z',
    events: [
      { cause: 'on_iteration_limit', action: 'pause', at: '2026-11-22T01:02:00.000Z', detail: { step: 11 } },
      { cause: 'on_anomaly', action: 'pause', at: '2026-11-22T01:03:00.000Z', detail: { step: 12, safety_tier: 'verify' } },
      { cause: 'on_oversight_timeout', action: 'fallback', at: '2026-11-22T01:08:00.000Z' },
      { cause: 'on_anomaly', action: 'halt', at: '2026-11-22T01:09:00.000Z', detail: { airlock_trigger: 'policy_deny' } },
    ],
    outcome: 'halted',
    ...overrides,
  };
}

const clone = (record: EnforcementRecord): EnforcementRecord => structuredClone(record);
const failures = (result: VerifyResult) => (result.ok ? [] : result.failures);
const checks = (result: VerifyResult) => failures(result).map((f) => f.check);

describe('createRecord', () => {
  it('has the §8.3 members and chains events per §8.4', () => {
    const record = createRecord(input({ nonce: 'n-123' }), key);
    expect(record.adl_enforcement_record).toBe('1.0');
    expect(record.governor).toBe(key.governor);
    expect(record.governor).toMatch(/^did:key:z6Mk/);
    expect(record.signature).toMatchObject({ alg: 'Ed25519', kid: key.kid, public_key: key.publicKeySpki });
    const { events, signature: _s, ...header } = record;
    expect(events[0]!.prev_hash).toBe(jcsDigest(header));
    for (let i = 1; i < events.length; i++) expect(events[i]!.prev_hash).toBe(jcsDigest(events[i - 1]));
    expect(events.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    expect(record.nonce).toBe('n-123');
  });

  it('the did:key governor resolves to the signing key', () => {
    expect(keyIdOf(publicKeyFromDidKey(key.governor))).toBe(key.kid);
    expect(keyIdOf(parsePublicKey(key.publicKeySpki))).toBe(key.kid);
  });

  it('verifies, with and without a pinned key, and with no events', () => {
    const record = createRecord(input(), key);
    expect(verifyRecord(record)).toEqual({ ok: true, governor: key.governor, kid: key.kid, keyPinned: false, events: 4 });
    expect(verifyRecord(record, { publicKey: key.governor })).toMatchObject({ ok: true, keyPinned: true });
    expect(verifyRecord(record, { publicKey: key.publicKeySpki })).toMatchObject({ ok: true, keyPinned: true });
    const pem = key.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(verifyRecord(record, { publicKey: pem })).toMatchObject({ ok: true });
    expect(verifyRecord(createRecord(input({ events: [], outcome: 'completed' }), key))).toMatchObject({ ok: true, events: 0 });
  });

  it('survives a JSON round trip with members in another order', () => {
    const record = createRecord(input(), key);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(record).reverse()))) as unknown;
    expect(verifyRecord(reordered).ok).toBe(true);
  });

  it('lone surrogates become U+FFFD, so every JSON parser reads the signed bytes alike', () => {
    const record = createRecord(input({ subject: { id: 'evil\ud800', passport_digest: 'x' } }), key);
    expect(record.subject.id).toBe('evil\ufffd');
    expect(verifyRecord(JSON.parse(JSON.stringify(record))).ok).toBe(true);
  });

  it('never prints the private key', () => {
    const shown = `${JSON.stringify(key)} ${String(Object.keys(key))} ${inspect(key)}`;
    expect(shown).not.toContain(key.exportPkcs8());
    expect(shown).not.toContain('PRIVATE');
  });
});

describe('verifyRecord finds tampering', () => {
  const record = createRecord(input(), key);

  it('an edited event: signature and the next link fail', () => {
    const edited = clone(record);
    edited.events[1]!.detail = { step: 99, safety_tier: 'verify' };
    const result = verifyRecord(edited);
    expect(checks(result)).toEqual(expect.arrayContaining(['signature', 'chain']));
    expect(failures(result).find((f) => f.check === 'chain')?.message).toBe(
      "event 2's prev_hash does not match event 1 — the record was altered, reordered or an event was removed",
    );
  });

  it('an edited last event (no link after it) still fails the signature', () => {
    const edited = clone(record);
    edited.events[3]!.action = 'continue';
    expect(checks(verifyRecord(edited))).toEqual(['signature']);
  });

  it('reordered events', () => {
    const reordered = clone(record);
    [reordered.events[1], reordered.events[2]] = [reordered.events[2]!, reordered.events[1]!];
    const messages = failures(verifyRecord(reordered)).map((f) => f.message);
    expect(messages).toContain('event at position 1 has seq 2, expected 1 — events were reordered, removed or renumbered');
    expect(messages).toContain("event 1's prev_hash does not match event 0 — the record was altered, reordered or an event was removed");
  });

  it('a deleted event (even renumbered)', () => {
    const deleted = clone(record);
    deleted.events.splice(2, 1);
    deleted.events.forEach((e, i) => (e.seq = i));
    const result = verifyRecord(deleted);
    expect(failures(result).filter((f) => f.check === 'chain').map((f) => f.message)).toEqual([
      "event 2's prev_hash does not match event 1 — the record was altered, reordered or an event was removed",
    ]);
  });

  it('a deleted first event', () => {
    const deleted = clone(record);
    deleted.events.shift();
    deleted.events.forEach((e, i) => (e.seq = i));
    expect(failures(verifyRecord(deleted)).some((f) => f.message.startsWith("event 0's prev_hash does not match the record header"))).toBe(true);
  });

  it('an edited header (outcome) breaks event 0 and the signature', () => {
    const edited = clone(record);
    edited.outcome = 'completed';
    expect(checks(verifyRecord(edited))).toEqual(['signature', 'chain']);
  });

  it('a record signed by another key', () => {
    // Re-signed wholesale by another key, keeping the original governor id and kid.
    const forged = createRecord(input({ governor: key.governor }), otherKey, { includePublicKey: false });
    forged.signature.kid = key.kid;
    const result = verifyRecord(forged);
    expect(result.ok).toBe(false);
    expect(failures(result)[0]).toEqual({
      check: 'signature',
      message: `the signature does not verify with the governor's key (${key.kid}) — the record was altered after signing, or another key signed it`,
    });
  });

  it('a self-consistent record by another governor fails against the pinned key', () => {
    const foreign = createRecord(input(), otherKey);
    expect(verifyRecord(foreign).ok).toBe(true);
    const result = verifyRecord(foreign, { publicKey: key.publicKeySpki });
    expect(checks(result)).toEqual(expect.arrayContaining(['key', 'signature']));
    expect(failures(result)[0]!.message).toContain('not the key you supplied');
  });

  it('an embedded public key that contradicts the governor', () => {
    const mixed = clone(record);
    mixed.signature.public_key = otherKey.publicKeySpki;
    expect(failures(verifyRecord(mixed))[0]!.message).toContain('the record mixes two identities');
  });

  it('a governor that cannot be resolved without a key', () => {
    const record2 = createRecord(input({ governor: 'https://governor.example' }), key, { includePublicKey: false });
    expect(failures(verifyRecord(record2))[0]!.message).toContain('supply the governor');
    expect(verifyRecord(record2, { publicKey: key.publicKeySpki }).ok).toBe(true);
  });
});

describe('nonce (§8.5)', () => {
  it('matches', () => {
    const record = createRecord(input({ nonce: 'abc' }), key);
    expect(verifyRecord(record, { nonce: 'abc' }).ok).toBe(true);
  });
  it('wrong nonce', () => {
    const record = createRecord(input({ nonce: 'abc' }), key);
    expect(failures(verifyRecord(record, { nonce: 'abd' }))).toEqual([
      { check: 'nonce', message: 'the record\'s nonce "abc" is not the one you issued — it answers another challenge or is stale' },
    ]);
  });
  it('missing nonce', () => {
    const record = createRecord(input(), key);
    expect(failures(verifyRecord(record, { nonce: 'abc' }))).toEqual([
      { check: 'nonce', message: 'the record carries no nonce, but you issued one — it may be stale or made before your challenge' },
    ]);
  });
  it('a nonce swapped into a signed record breaks the signature', () => {
    const record = createRecord(input({ nonce: 'old' }), key);
    record.nonce = 'abc';
    expect(checks(verifyRecord(record, { nonce: 'abc' }))).toEqual(['signature', 'chain']);
  });
  it('TTL: iat must fall between issue and expiry', () => {
    const record = createRecord(input({ nonce: 'abc' }), key);
    expect(verifyRecord(record, { nonce: 'abc', nonceIssuedAt: '2026-11-22T01:10:00Z', nonceTtlSeconds: 60 }).ok).toBe(true);
    expect(checks(verifyRecord(record, { nonce: 'abc', nonceIssuedAt: '2026-11-22T01:11:00Z' }))).toEqual(['nonce']);
    expect(checks(verifyRecord(record, { nonce: 'abc', nonceIssuedAt: '2026-11-22T01:00:00Z', nonceTtlSeconds: 60 }))).toEqual(['nonce']);
  });
});

describe('schema and passport binding', () => {
  it('names what is malformed', () => {
    const record = createRecord(input(), key) as unknown as Record<string, unknown>;
    const bad: Record<string, unknown> = { ...record, adl_enforcement_record: '2.0', tier: 'R9' };
    delete bad.session;
    const messages = failures(verifyRecord(bad)).map((f) => `${f.check}: ${f.message}`);
    expect(messages.some((m) => m.startsWith('schema: adl_enforcement_record'))).toBe(true);
    expect(messages.some((m) => m.startsWith('schema: tier'))).toBe(true);
    expect(messages.some((m) => m.startsWith('schema: session'))).toBe(true);
    expect(checks(verifyRecord('not a record'))).toEqual(['schema']);
  });
  it('passport digest mismatch', () => {
    const record = createRecord(input(), key);
    expect(verifyRecord(record, { passportDigest: record.subject.passport_digest }).ok).toBe(true);
    expect(checks(verifyRecord(record, { passportDigest: jcsDigest({ other: true }) }))).toEqual(['passport']);
  });
});
