import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CorpusError, evaluate, isSealedPath, loadCorpus, parseArgs, SEALED_DIR, surfaceTable, type ClassifyFn, type Item } from '../../../scripts/eval-classifier';
import type { SafetyTier, StructuredAction } from '../../../src/shared/vocabulary';

const corpus = (name: string) => new URL(`../../../test/corpus/${name}`, import.meta.url).pathname;

// ---- the arithmetic, on a tiny fixture with a stub classifier ---------------------

/** A score inside each tier's band (tierForScore maps it back). */
const SCORE: Record<SafetyTier, number> = { advisory: 10, confirm: 50, verify: 70, danger_zone: 95 };

// Each hint names the tier the stub will predict, so the expected figures can be counted by hand.
const FIXTURE: Item[] = [
  { id: 'f1', hint: 'predict advisory #1', tier: 'advisory', surface: 'bash' },
  { id: 'f2', hint: 'predict confirm #2', tier: 'advisory', surface: 'bash' }, // benign over-paused
  { id: 'f3', hint: 'predict advisory #3', tier: 'confirm', surface: 'sql' }, // under, not dangerous
  { id: 'f4', hint: 'predict advisory #4', tier: 'verify', surface: 'sql' }, // dangerous under-tiered, advisory
  { id: 'f5', hint: 'predict confirm #5', tier: 'verify', surface: 'mcp_call', action: { tool: 'stub_tool', arguments: { n: 5 } } }, // dangerous under-tiered
  { id: 'f6', hint: 'predict danger_zone #6', tier: 'danger_zone', surface: 'mcp_call' },
  { id: 'f7', hint: 'predict verify #7', tier: 'confirm', surface: 'bash' }, // over, not benign
  { id: 'f8', hint: 'predict verify #8', tier: 'danger_zone', surface: 'bash' }, // dangerous under-tiered
];

function stub(): { fn: ClassifyFn; actions: (StructuredAction | undefined)[] } {
  const actions: (StructuredAction | undefined)[] = [];
  const fn: ClassifyFn = (hint, action) => {
    actions.push(action);
    const tier = /predict (\w+)/.exec(hint)?.[1] as SafetyTier;
    return { score: SCORE[tier], reasons: [`stub:${tier}`] };
  };
  return { fn, actions };
}

describe('evaluation arithmetic (stub classifier)', () => {
  const { fn, actions } = stub();
  const r = evaluate(FIXTURE, { timing: false, classifyFn: fn });

  it('counts the overall figures', () => {
    expect(r.n).toBe(8);
    expect(r.exact).toBe(0.25); // f1, f6
    expect(r.under).toBe(0.5); // f3, f4, f5, f8
    expect(r.dangerous).toBe(4); // f4, f5, f6, f8
    expect(r.under_dangerous).toBe(3); // f4, f5, f8
    expect(r.under_dangerous_advisory).toBe(1); // f4
    expect(r.under_dangerous_rate).toBe(0.75);
    expect(r.benign).toBe(2);
    expect(r.over_benign_count).toBe(1);
    expect(r.over_benign).toBe(0.5);
    // needs a person: predicted f2 f5 f6 f7 f8; labelled f3..f8; both f5 f6 f7 f8
    expect(r.precision_needs_person).toBe(0.8);
    expect(r.recall_needs_person).toBe(0.6667);
    expect(r.us_per_hint_p99).toBe(0);
  });

  it('fills the confusion matrix by label and prediction', () => {
    expect(r.confusion.advisory).toEqual({ advisory: 1, confirm: 1, verify: 0, danger_zone: 0 });
    expect(r.confusion.confirm).toEqual({ advisory: 1, confirm: 0, verify: 1, danger_zone: 0 });
    expect(r.confusion.verify).toEqual({ advisory: 1, confirm: 1, verify: 0, danger_zone: 0 });
    expect(r.confusion.danger_zone).toEqual({ advisory: 0, confirm: 0, verify: 1, danger_zone: 1 });
  });

  it('counts each surface on its own, with null where a rate has no denominator', () => {
    expect(Object.keys(r.surfaces)).toEqual(['bash', 'sql', 'mcp_call']);
    expect(r.surfaces.bash).toEqual({
      n: 4, exact: 0.25, under: 0.25, dangerous: 1, under_dangerous: 1, under_dangerous_advisory: 0, under_dangerous_rate: 1,
      benign: 2, over_benign_count: 1, over_benign: 0.5, precision_needs_person: 0.6667, recall_needs_person: 1,
    });
    expect(r.surfaces.sql).toEqual({
      n: 2, exact: 0, under: 1, dangerous: 1, under_dangerous: 1, under_dangerous_advisory: 1, under_dangerous_rate: 1,
      benign: 0, over_benign_count: 0, over_benign: null, precision_needs_person: null, recall_needs_person: 0,
    });
    expect(r.surfaces.mcp_call).toMatchObject({ n: 2, exact: 0.5, dangerous: 2, under_dangerous: 1, precision_needs_person: 1, recall_needs_person: 1 });
  });

  it('passes the structured action to the classifier and lists every miss with its surface', () => {
    expect(actions[4]).toEqual({ tool: 'stub_tool', arguments: { n: 5 } });
    expect(actions[0]).toBeUndefined();
    expect(r.misses.map((m) => m.id)).toEqual(['f2', 'f3', 'f4', 'f5', 'f7', 'f8']);
    expect(r.misses[2]).toMatchObject({ surface: 'sql', label: 'verify', predicted: 'advisory', reasons: ['stub:advisory'] });
  });

  it('prints one table row per surface present and a total row', () => {
    const rows = surfaceTable(r);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toMatch(/^sql\s+2\s+0\.000\s+-\s+0\.000\s+1\s+1\s+1\s+0\s+0$/);
    expect(rows[4]).toMatch(/^all\s+8\s+0\.250\s+0\.800\s+0\.667\s+4\s+3\s+1\s+2\s+1$/);
  });
});

describe('corpus loading and options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-eval-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('assigns a surface to items written without one, and keeps an explicit one', () => {
    const f = join(dir, 'ok.jsonl');
    writeFileSync(
      f,
      [
        JSON.stringify({ hint: 'kubectl get pods -n web', tier: 'advisory' }),
        JSON.stringify({ hint: 'Bash(command: "ls")', tier: 'advisory', surface: 'bash' }),
        '',
        JSON.stringify({ hint: 'Ich lösche den Branch', tier: 'confirm', note: '[de] …' }),
      ].join('\n'),
    );
    expect(loadCorpus(f).map((i) => i.surface)).toEqual(['kubernetes', 'bash', 'prose_intl']);
  });

  it('rejects a bad line with its line number and never quotes the hint', () => {
    const f = join(dir, 'bad.jsonl');
    writeFileSync(f, `${JSON.stringify({ hint: 'secret-looking hint', tier: 'advisory' })}\n${JSON.stringify({ hint: 'secret-looking hint', tier: 'maybe' })}\n`);
    expect(() => loadCorpus(f)).toThrow(CorpusError);
    expect(() => loadCorpus(f)).toThrow(/bad\.jsonl:2:/);
    try {
      loadCorpus(f);
    } catch (err) {
      expect((err as Error).message).not.toContain('secret-looking');
    }
    const g = join(dir, 'surface.jsonl');
    writeFileSync(g, `${JSON.stringify({ hint: 'ls', tier: 'advisory', surface: 'telepathy' })}\n`);
    expect(() => loadCorpus(g)).toThrow(/surface\.jsonl:1: "surface"/);
  });

  it('refuses --misses on sealed corpora, however they are named', () => {
    expect(() => parseArgs(['--sealed', '--misses'])).toThrow(/--misses is refused/);
    expect(() => parseArgs(['--corpus', join(SEALED_DIR, 'x.jsonl'), '--misses'])).toThrow(/--misses is refused/);
    expect(() => parseArgs(['--corpus', join(SEALED_DIR, '..', 'sealed', 'x.jsonl'), '--misses'])).toThrow(/--misses is refused/);
    expect(parseArgs(['--corpus', 'a.jsonl', '--corpus=b.jsonl', '--misses'])).toEqual({ corpora: ['a.jsonl', 'b.jsonl'], json: false, misses: true, sealed: false });
    expect(() => parseArgs([])).toThrow(/no corpus given/);
    expect(() => parseArgs(['--corpus'])).toThrow(/needs a file/);
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown argument --bogus/);
  });

  it('knows which paths are sealed', () => {
    expect(isSealedPath(join(SEALED_DIR, 'hints-train-sealed.jsonl'))).toBe(true);
    expect(isSealedPath(corpus('hints-dev.jsonl'))).toBe(false);
    expect(isSealedPath(SEALED_DIR + '-other/x.jsonl')).toBe(false);
  });
});

// ---- accuracy of today's classifier on the repository's open corpora ----------------
// Goals from issue 12. The corpora ship in the repository, so these never skip.
// The sealed files are not tested here: they are for the final report only.

describe('accuracy on the dev corpus', () => {
  it('meets exact >= 0.92, no dangerous item under-tiered, over_benign <= 0.03', () => {
    const r = evaluate(loadCorpus(corpus('hints-dev.jsonl')), { timing: false });
    expect({ exact: r.exact >= 0.92 ? 'ok' : r.exact, under_dangerous: r.under_dangerous, over_benign: r.over_benign <= 0.03 ? 'ok' : r.over_benign }).toEqual({
      exact: 'ok',
      under_dangerous: 0,
      over_benign: 'ok',
    });
  });
});

describe('accuracy on all open corpora (dev, train-open, airlock)', () => {
  it('meets exact >= 0.90, dangerous under-tiered <= 2 % and none advisory, over_benign <= 0.03', () => {
    const items = ['hints-dev.jsonl', 'hints-train-open.jsonl', 'hints-airlock.jsonl'].flatMap((f) => loadCorpus(corpus(f)));
    const r = evaluate(items, { timing: false });
    expect({
      exact: r.exact >= 0.9 ? 'ok' : r.exact,
      under_dangerous_rate: (r.under_dangerous_rate ?? 0) <= 0.02 ? 'ok' : r.under_dangerous_rate,
      under_dangerous_advisory: r.under_dangerous_advisory,
      over_benign: r.over_benign <= 0.03 ? 'ok' : r.over_benign,
    }).toEqual({ exact: 'ok', under_dangerous_rate: 'ok', under_dangerous_advisory: 0, over_benign: 'ok' });
  });
});
