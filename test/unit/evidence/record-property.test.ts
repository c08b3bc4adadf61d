// Property: any edit, deletion or reordering of a record's events is caught —
// by the chain (edits to any but the last event, deletions, reorderings) and
// always by the signature.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ADL_CAUSES, SigningKey, createRecord, verifyRecord, type EnforcementRecord, type EventInput } from '../../../src/main/evidence';

const key = SigningKey.generate();
const eventArb: fc.Arbitrary<EventInput> = fc.record({
  cause: fc.constantFrom(...ADL_CAUSES),
  action: fc.constantFrom(...ACTIONS),
  at: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') }).map((ms) => new Date(ms).toISOString()),
  detail: fc.record({ n: fc.integer(), note: fc.string({ maxLength: 20 }) }),
});

function recordOf(events: EventInput[]): EnforcementRecord {
  return createRecord(
    {
      subject: { id: 'agent', passport_digest: 'sha256:00' },
      session: 'exec',
      tier: 'R2',
      window: { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' },
      iat: '2027-01-01T00:00:01Z',
      events,
      outcome: 'completed',
    },
    key,
  );
}

const checksOf = async (record: unknown): Promise<string[]> => {
  const result = verifyRecord(record);
  return result.ok ? [] : result.failures.map((f) => f.check);
};

describe('record tampering (property)', () => {
  it('deleting any event (renumbered) breaks the chain', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 6 }), fc.nat(), async (events, pick) => {
        const record = structuredClone(recordOf(events));
        record.events.splice(pick % record.events.length, 1);
        record.events.forEach((e, i) => (e.seq = i));
        const checks = await checksOf(record);
        expect(checks).toContain('signature');
        // Deleting the last event leaves every remaining link intact; only the signature sees it.
        if (pick % events.length !== events.length - 1) expect(checks).toContain('chain');
      }),
      { numRuns: 60 },
    );
  });

  it('swapping two different events (renumbered) breaks the chain', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 2, maxLength: 6 }), fc.nat(), fc.nat(), async (events, a, b) => {
        const i = a % events.length;
        const j = b % events.length;
        fc.pre(i !== j && JSON.stringify(events[i]) !== JSON.stringify(events[j]));
        const record = structuredClone(recordOf(events));
        [record.events[i], record.events[j]] = [record.events[j]!, record.events[i]!];
        record.events.forEach((e, k) => (e.seq = k));
        const checks = await checksOf(record);
        expect(checks).toContain('chain');
        expect(checks).toContain('signature');
      }),
      { numRuns: 60 },
    );
  });

  it('editing any member of any event is caught', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom('cause', 'action', 'at', 'detail'),
        async (events, pick, member) => {
          const record = structuredClone(recordOf(events));
          const index = pick % record.events.length;
          const event = record.events[index]!;
          if (member === 'cause') event.cause = event.cause === 'on_anomaly' ? 'on_tool_error' : 'on_anomaly';
          if (member === 'action') event.action = event.action === 'halt' ? 'continue' : 'halt';
          if (member === 'at') event.at = new Date(Date.parse(event.at) + 1000).toISOString();
          if (member === 'detail') event.detail = { ...event.detail, n: Number(event.detail?.n) + 1 };
          const checks = await checksOf(record);
          expect(checks).toContain('signature');
          if (index < record.events.length - 1) expect(checks).toContain('chain');
        },
      ),
      { numRuns: 80 },
    );
  });
});
