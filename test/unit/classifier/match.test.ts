// The lexicon matcher (text/match.ts): whole words, stems, entries in scripts without spaces,
// longest match per position, and the word-start test used before costlier readings.
import { describe, expect, it } from 'vitest';
import { Matcher } from '../../../src/main/classifier/text/match';

function build(): Matcher {
  const m = new Matcher();
  m.add('delete', 'v:delete', 'exact');
  m.add('delet', 'v:delete', 'prefix');
  m.add('turn off', 'v:disable', 'exact');
  m.add('turn', 'v:run', 'exact');
  m.add('本番', 'm:prod', 'anywhere');
  m.add('--force', 'm:force', 'exact');
  return m;
}

const names = (m: Matcher, text: string) => m.scan(text).map((h) => `${m.tags[h.tag] as string}@${h.start}-${h.end}`);

describe('lexicon matcher', () => {
  it('finds whole words, stems at word starts only, and the longest entry at a position', () => {
    const m = build();
    expect(names(m, 'please delete it')).toEqual(['v:delete@7-13']);
    expect(names(m, 'deleting undeleted rows')).toEqual(['v:delete@0-5']);
    expect(names(m, 'turn off mfa, then turn it on')).toEqual(['v:disable@0-8', 'v:run@19-23']);
    expect(names(m, 'push --force now')).toEqual(['m:force@5-12']);
    expect(names(m, 'sneakdelete')).toEqual([]);
  });

  it('matches entries of scripts without spaces anywhere in a run', () => {
    expect(names(build(), 'この本番のdbを')).toEqual(['m:prod@2-4']);
  });

  it('sees entries added after a scan', () => {
    const m = build();
    expect(names(m, 'wipe the disk')).toEqual([]);
    m.add('wipe', 'v:wipe', 'exact');
    expect(names(m, 'wipe the disk')).toEqual(['v:wipe@0-4']);
  });

  it('says whether an entry starts after a boundary, as a prefix', () => {
    const m = new Matcher();
    m.add('prod', 'prefix', 'prefix');
    expect(m.startsAfterBoundary('the production db')).toBe(true);
    expect(m.startsAfterBoundary('db-prod-1')).toBe(true);
    expect(m.startsAfterBoundary('reproduce the bug')).toBe(false);
    // With another boundary test: "_" is a word character, yet not a letter or digit.
    expect(m.startsAfterBoundary('rg_prod')).toBe(false);
    expect(m.startsAfterBoundary('rg_prod', (c) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57))).toBe(true);
    const empty = new Matcher();
    expect(empty.startsAfterBoundary('anything')).toBe(false);
  });

  it('keeps the entries of one text in the order added, once each, whatever order the texts came in (perf9: no node-object trie)', () => {
    const m = new Matcher();
    // Texts sharing prefixes, added out of order, with ASCII and non-ASCII next characters.
    m.add('delete', 'b', 'exact');
    m.add('del', 'c', 'prefix');
    m.add('delete', 'a', 'exact');
    m.add('delete', 'b', 'exact');
    m.add('delete', 'b', 'prefix');
    m.add('delé', 'd', 'exact');
    m.add('de本', 'e', 'anywhere');
    m.add('d', 'f', 'exact');
    expect(names(m, 'delete')).toEqual(['b@0-6', 'a@0-6', 'b@0-6']);
    expect(m.scan('delete').map((h) => h.tag)).toEqual([m.tagId('b'), m.tagId('a'), m.tagId('b')]);
    expect(names(m, 'delé it')).toEqual(['d@0-4']);
    expect(names(m, 'de本')).toEqual(['e@0-3']);
    expect(names(m, 'd delx')).toEqual(['f@0-1', 'c@2-5']);
    // The matcher keeps its entries, not a trie of objects: no own field holds per-node objects.
    expect(Object.values(m).some((v) => v && typeof v === 'object' && 'ascii' in v)).toBe(false);
  });
});
