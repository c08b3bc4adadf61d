import { describe, it } from 'vitest';
import { checkMarked } from './helpers';
import { BLOCKS } from './cls-plan20.grid';

// Issue 12, cls-plan20 census grids (plans and memory); rows in cls-plan20.grid.ts. Rows marked "x!" are known gaps.

for (const b of BLOCKS) {
  describe(b.title, () => {
    it.each(b.rows)('%s  %s', checkMarked);
  });
}
