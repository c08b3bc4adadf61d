// A step that used nothing (not counted, no tokens, no cost) leaves the agent's
// limits row alone (perf19): the upsert would rewrite the row as it was, or add
// a row of zeros, which the step path reads exactly as it reads no row.
import { describe, expect, it } from 'vitest';
import { sqliteFilesPerTest } from '../../helpers/sqlite-files';
import { openStore } from '../../../src/main/store';

const sqlite = sqliteFilesPerTest('airlock-agent-limits-');

describe('agent limits: record', () => {
  it('writes nothing for a step that used nothing, and counts every other step', () => {
    const store = openStore(sqlite.file());
    try {
      const changes = () => (store.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
      let before = changes();
      store.transaction(() => store.agentLimits.record('bot', false, 0, 0));
      expect(changes()).toBe(before);
      expect(store.agentLimits.get('bot')).toBeUndefined();

      store.transaction(() => store.agentLimits.record('bot', true, 0, 0));
      store.transaction(() => store.agentLimits.record('bot', false, 10, 0.5));
      expect(store.agentLimits.get('bot')).toMatchObject({ steps_used: 1, tokens: 10, cost_usd: 0.5 });

      before = changes();
      // Inside a transaction whose cache holds the row, and outside one: the same answer, no write.
      const inside = store.transaction(() => {
        store.agentLimits.get('bot');
        store.agentLimits.record('bot', false, 0, 0);
        return store.agentLimits.get('bot');
      });
      expect(changes()).toBe(before);
      expect(inside).toMatchObject({ steps_used: 1, tokens: 10, cost_usd: 0.5 });
      expect(store.agentLimits.get('bot')).toMatchObject({ steps_used: 1, tokens: 10, cost_usd: 0.5 });
    } finally {
      store.close();
    }
  });
});
