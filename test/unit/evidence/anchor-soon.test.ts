// The periodic audit anchor (store/audit.ts anchorSoon): the WAL flush it
// needs runs off the event loop, and the anchor names the checkpoint only
// once that flush is done.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AirlockStore } from '../../../src/main/store';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();

describe('audit anchor off the event loop', () => {
  it('writes the newest checkpoint to the anchor after an asynchronous flush, once', async () => {
    const h = harness();
    await h.airlock.agent.recordStepGrouped('anchor-client', { element_name: 'anchor-agent', nextActionHint: 'read file a.ts' });
    const store = h.airlock.store as AirlockStore;
    const seq = store.transaction(() => store.audit.checkpoint(new Date(0).toISOString()));
    expect(seq).toBeGreaterThan(0);
    const anchorFile = path.join(h.home, 'audit-anchor.json');
    const flushes = store.wal.flushes;
    const written = store.audit.anchorSoon();
    // Nothing is anchored before the flush is done.
    expect(fs.existsSync(anchorFile) ? (JSON.parse(fs.readFileSync(anchorFile, 'utf8')) as { seq: number }).seq : 0).not.toBe(seq);
    await written;
    expect(store.wal.flushes).toBe(flushes + 1);
    expect(JSON.parse(fs.readFileSync(anchorFile, 'utf8'))).toMatchObject({ seq });
    // Already anchored: no second flush.
    await store.audit.anchorSoon();
    expect(store.wal.flushes).toBe(flushes + 1);
  });
});
