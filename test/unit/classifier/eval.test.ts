import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, loadCorpus } from '../../../scripts/eval-classifier';

// The dev corpus lives beside the repository (../shared/corpus). Goals from issue 5.
const CORPUS = new URL('../../../../shared/corpus/hints-dev.jsonl', import.meta.url).pathname;

describe.skipIf(!existsSync(CORPUS))('dev corpus goals', () => {
  it('meets under_dangerous = 0, exact >= 0.92, over_benign <= 0.03', () => {
    const r = evaluate(loadCorpus(CORPUS), { timing: false });
    expect(r.under_dangerous).toBe(0);
    expect(r.exact).toBeGreaterThanOrEqual(0.92);
    expect(r.over_benign).toBeLessThanOrEqual(0.03);
  });
});
