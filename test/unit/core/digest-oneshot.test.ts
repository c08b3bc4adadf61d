// The one-shot hashes (crypto.hash over one string) must give the digests the
// streamed Hash gave: stored loop keys, action digests and the audit chain's
// hashes written before the change must still match.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionDigest, loopKey, normaliseHint } from '../../../src/main/core/digest';
import { auditHashOfBody } from '../../../src/main/store/audit-hash';
import type { StructuredAction } from '../../../src/shared/vocabulary';

function streamedDigest(hint: string, action?: StructuredAction, fold = false): string {
  const f = (s: string): string => (fold ? s.toLowerCase() : s);
  const hash = createHash('sha256').update(f(normaliseHint(hint)));
  if (action) hash.update('\u0000').update(f(JSON.stringify(action)));
  return hash.digest('hex');
}

const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('\ud800', 'a\udbff', '\udc00b', ' 😀 ', 'İ'));
const action = fc.option(fc.record({ tool: text, server: fc.option(text, { nil: undefined }), arguments: fc.option(fc.dictionary(text, text), { nil: undefined }) }, { requiredKeys: ['tool'] }), {
  nil: undefined,
});

describe('one-shot digests', () => {
  it('actionDigest and loopKey equal the streamed hashes, lone surrogates included', () => {
    fc.assert(
      fc.property(text, action, (hint, act) => {
        const a = act as StructuredAction | undefined;
        expect(actionDigest(hint, a)).toBe(streamedDigest(hint, a));
        expect(loopKey(hint, a)).toBe(streamedDigest(hint, a, true));
      }),
      { numRuns: 3000 },
    );
  });

  it('the audit hash equals the streamed hash of prev, newline, body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), text), text, (prev, body) => {
        expect(auditHashOfBody(prev, body)).toBe(createHash('sha256').update(prev).update('\n').update(body).digest('hex'));
      }),
      { numRuns: 3000 },
    );
  });
});
