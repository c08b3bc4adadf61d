// The prose reader's per-text answers (cls-speed8) must change no answer: a text's clause and token
// lookups are binary searches, whole-text and clause tests are kept per text, clause cuts are indexed
// once. These probes go through each of those paths, short and buried in a long run of harmless clauses
// (where the old per-verb rescans made the reading quadratic), and check that answers kept for one text
// never leak into another.
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { clearMemos } from '../../../src/main/classifier/memo';

/** Harmless clauses joined without punctuation: one long clause with many verbs. */
const pad = (n: number) => Array.from({ length: n }, (_, i) => `update the notes file ${i} and check the logs`).join(' and ');

const PROBES: [string, string, RegExp][] = [
  // shapeVerb's guard-setting test on the clause and on the whole text.
  ['switch ssl_verify from yes to no on the payments service', 'dangerous', /weakens a security control/],
  // shapeVerb's near-zero period test.
  ['set the retention of the production backups to 1 day', 'dangerous', /reduces backups or retention/],
  // pastReport: the clause cut before a verb ("yesterday." ends the report, "Now delete" is the step).
  ['I deleted the staging database yesterday. Now delete the production backups', 'dangerous', /deletes backups/],
  // The tags of a verb's clause (scope "all").
  ['drop all tables from the production database', 'forbidden', /deletes a whole table/],
  // A perfect auxiliary before a participle, and the clause index with a non-English text.
  ['Ich habe die Testdaten gelöscht und lösche jetzt alle Backups der Produktionsdatenbank', 'forbidden', /deletes every backup/],
  // An object named as a place next to the object acted on.
  ['make the customer export bucket public', 'forbidden', /makes personal or customer data public/],
];

describe('prose reader per-text answers', () => {
  for (const [text, level, reason] of PROBES) {
    it(`reads "${text.slice(0, 40)}…" the same alone and inside a long clause`, () => {
      clearMemos();
      const alone = classify(text);
      expect(alone.level).toBe(level);
      expect(alone.reasons[0]).toMatch(reason);
      for (const long of [`${pad(60)} and ${text}`, `${text} and ${pad(60)}`]) {
        const c = classify(long);
        expect(c.level).toBe(level);
        expect(c.reasons.some((r) => reason.test(r))).toBe(true);
      }
      // Kept answers give what a fresh reading gives.
      expect(classify(text)).toEqual(alone);
    });
  }

  it('looks back only to the last clause cut for a past-tense marker', () => {
    // The marker right after a cut with no space ("Selesai.sudah …"): it opens the clause, so the act is reported done.
    for (const text of ['Selesai.sudah hapus database produksi', 'Fertig;habe die Produktionsdatenbank gelöscht']) {
      clearMemos();
      expect(classify(text).level).toBe('safe');
      // After a long run of other clauses the deletion is still only reported (the edits before it are what is done).
      expect(classify(`${pad(40)}. ${text}`).level).not.toBe('forbidden');
    }
  });

  it('keeps no answer of one text for another', () => {
    clearMemos();
    // (Long texts: short ones are tested directly, without the kept answers.)
    const off = classify(`${pad(20)}. switch ssl_verify from yes to no on the payments service`);
    expect(off.reasons.join(' ')).toMatch(/weakens a security control/);
    // The same words with the setting turned on: the guard test is asked of a different text.
    const on = classify(`${pad(20)}. switch ssl_verify from no to yes on the payments service`);
    expect(on.reasons.join(' ')).not.toMatch(/weakens a security control/);
    // A clause cut only in the second text: its report is not the first text's step.
    const step = classify('delete the production backups');
    const report = classify('the production backups were deleted yesterday. nothing else to do');
    expect(step.level).toBe('dangerous');
    expect(report.level).not.toBe('dangerous');
  });
});
