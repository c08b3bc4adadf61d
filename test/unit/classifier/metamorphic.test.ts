import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSurface, TIER_OF_LEVEL } from '../../../scripts/corpus-surfaces';
import { classify } from '../../../src/main/classifier/index';
import { DANGER_LEVELS, tierForScore, type DangerLevel, type SafetyTier, type StructuredAction } from '../../../src/shared/vocabulary';

// Metamorphic groups (test/corpus/metamorphic.jsonl): one intent written on several
// surfaces (shell, PowerShell, cmd, Python, prose in English and another language,
// an MCP call with its structured action, a GUI step, an HTTP call). The label belongs
// to the intent, so every rendering must land in the group's tier: a classifier that
// only knows one way of writing an action fails here, whatever its corpus score.

interface Rendering {
  surface: string;
  hint: string;
  action?: StructuredAction;
}

interface Group {
  id: string;
  intent: string;
  level: DangerLevel;
  tier: SafetyTier;
  note: string;
  renderings: Rendering[];
}

const FILE = new URL('../../../test/corpus/metamorphic.jsonl', import.meta.url).pathname;
const groups: Group[] = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Group);

describe('metamorphic groups: the file', () => {
  it('holds at least 70 well-formed groups of 4 to 8 renderings on distinct surfaces', () => {
    expect(groups.length).toBeGreaterThanOrEqual(70);
    const ids = new Set<string>();
    for (const g of groups) {
      expect(ids.has(g.id), `${g.id} is used twice`).toBe(false);
      ids.add(g.id);
      expect(DANGER_LEVELS, g.id).toContain(g.level);
      expect(g.tier, `${g.id}: tier of level ${g.level}`).toBe(TIER_OF_LEVEL[g.level]);
      expect(g.renderings.length, g.id).toBeGreaterThanOrEqual(4);
      expect(g.renderings.length, g.id).toBeLessThanOrEqual(8);
      const surfaces = g.renderings.map((r) => r.surface);
      expect(new Set(surfaces).size, `${g.id}: surfaces repeat`).toBe(surfaces.length);
      for (const r of g.renderings) {
        expect(isSurface(r.surface), `${g.id}: ${r.surface}`).toBe(true);
        expect(r.hint.trim(), g.id).not.toBe('');
      }
    }
  });
});

// Goal (issue 12): every group lands wholly in its tier. Groups the classifier does not
// yet read the same way on every surface are listed here; their test asserts they are
// still off, so one that comes right fails until it is taken off the list, and the
// aggregate floor below fails on any regression.
const KNOWN_OFF = new Set([
  'mm-003', 'mm-029', // (mm-021, mm-023, mm-025 came right with cls-over16: kept in Drafts, a flag created off, a cached page; mm-011 with cls-benign17: rm -rf 到底会做什么？)
  'mm-031', 'mm-032', 'mm-039', 'mm-040', // mm-038 off the list: cls-api14 reads a tool's mute of one monitor as confirm; mm-036 came right with cls-intlA18 (French "chaque nuit" is a schedule)
  'mm-041', 'mm-045', 'mm-048', 'mm-050',
  'mm-055', 'mm-065', 'mm-066', // (mm-061 came right with cls-intl14: an object after 'and <verb>' is that verb's; mm-051 with cls-intl26: Polish "na jeden dzień" is a day)
  'mm-069', 'mm-075', 'mm-code-076', 'mm-code-085',
  // prose "delete my entire home directory" reads as a directory (verify), not the home directory
  'mm-precise3-002',
]);

function offRenderings(g: Group): string[] {
  return g.renderings
    .map((r) => ({ surface: r.surface, hint: r.hint, got: tierForScore(classify(r.hint, r.action).score) }))
    .filter((r) => r.got !== g.tier)
    .map((r) => `${r.surface}: ${r.got} <- ${r.hint.slice(0, 120)}`);
}

describe('metamorphic groups: the same intent lands in the same tier on every surface', () => {
  it.each(groups.map((g) => [`${g.id} ${g.intent} (${g.tier})`, g] as const))('%s', (_name, g) => {
    const off = offRenderings(g);
    if (KNOWN_OFF.has(g.id)) expect(off.length, `${g.id} now lands wholly in ${g.tier}: take it off KNOWN_OFF`).toBeGreaterThan(0);
    else expect(off, `renderings outside ${g.tier}`).toEqual([]);
  });

  it('holds the floor measured on the current classifier (goal: 100 % of renderings, none dangerous as advisory)', () => {
    let inTier = 0;
    let total = 0;
    let dangerousAsAdvisory = 0;
    for (const g of groups) {
      for (const r of g.renderings) {
        const got = tierForScore(classify(r.hint, r.action).score);
        total++;
        if (got === g.tier) inTier++;
        if (got === 'advisory' && (g.tier === 'verify' || g.tier === 'danger_zone')) dangerousAsAdvisory++;
      }
    }
    expect({ share: Math.round((inTier / total) * 1000) / 1000 >= FLOOR.share ? 'ok' : inTier / total, dangerousAsAdvisory: dangerousAsAdvisory <= FLOOR.dangerousAsAdvisory ? 'ok' : dangerousAsAdvisory }).toEqual({ share: 'ok', dangerousAsAdvisory: 'ok' });
  });
});

/** Measured today; raise as the classifier improves. Goal: share 1, dangerousAsAdvisory 0. */
const FLOOR = { share: 0.83, dangerousAsAdvisory: 12 };
