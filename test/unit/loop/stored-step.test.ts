// The store decodes a step once; every reader maps from that shape. A damaged
// column reads as empty rather than failing the reader, and read-only opens
// really are read-only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeStep, openReadOnly, openStore, type StepRow } from '../../../src/main/store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const row = (overrides: Partial<StepRow> = {}): StepRow => ({
  id: 7,
  execution_id: 'exec-1',
  seq: 3,
  agent: 'bot',
  client: 'cli',
  hint: 'reading README.md',
  action_digest: 'd',
  loop_key: 'k',
  action: JSON.stringify({ tool: 'Read', arguments: { file_path: 'README.md' } }),
  description: null,
  outcome: 'success',
  findings: null,
  level: 'low',
  risk_score: 5,
  tier: 'advisory',
  continued: 1,
  stopped: 0,
  reasons: JSON.stringify(['reads a file']),
  directive: JSON.stringify({ continue: true, reason: 'ok', factors: ['a'] }),
  decision_us: 12,
  at: '2026-01-01T00:00:00.000Z',
  flags: JSON.stringify(['unannounced']),
  ...overrides,
});

describe('decodeStep', () => {
  it('parses the JSON columns and the 0/1 flags once', () => {
    const step = decodeStep(row());
    expect(step).toMatchObject({
      id: 7,
      executionId: 'exec-1',
      action: { tool: 'Read', arguments: { file_path: 'README.md' } },
      continued: true,
      stopped: false,
      reasons: ['reads a file'],
      directive: { continue: true, factors: ['a'] },
      flags: ['unannounced'],
      outcome: 'success',
    });
  });

  it('reads damaged columns as empty instead of throwing', () => {
    const step = decodeStep(row({ action: '{not json', reasons: '"a string"', directive: '[1,2]', flags: 'nope' }));
    expect(step.action).toBeNull();
    expect(step.reasons).toEqual([]);
    expect(step.directive).toEqual({});
    expect(step.flags).toEqual([]);
  });
});

describe('the store returns decoded steps', () => {
  it('byExecution, byId and recent give the decoded shape; a read-only open cannot write', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-step-'));
    dirs.push(dir);
    const file = path.join(dir, 'airlock.db');
    const store = openStore(file);
    store.db
      .prepare(
        `INSERT INTO executions (id, agent, client, status, implicit, step_limit, policy_digest, started_at)
         VALUES ('exec-1', 'bot', 'cli', 'running', 0, 10, 'p', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    const { id: _id, ...fresh } = row();
    const id = store.steps.insert(fresh);
    expect(store.steps.byId(id)?.reasons).toEqual(['reads a file']);
    expect(store.steps.byExecution('exec-1')[0]?.continued).toBe(true);
    expect(store.steps.recent(1)[0]?.directive).toMatchObject({ reason: 'ok' });
    store.close();

    const reader = openReadOnly(file);
    try {
      expect(() => reader.prepare('DELETE FROM steps').run()).toThrow();
      expect((reader.prepare('SELECT count(*) AS n FROM steps').get() as { n: number }).n).toBe(1);
    } finally {
      reader.close();
    }
  });
});
