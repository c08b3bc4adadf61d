// WAL checkpoints on a worker thread (store/checkpointer.ts): the main
// connection makes no automatic checkpoint inside a commit, the worker's
// connection copies the WAL back, the WAL is still rewound (bounded), every
// committed row is kept, and closing leaves no WAL behind. On a real file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReadOnly, openStore, type AirlockStore } from '../../../src/main/store';
import { FALLBACK_FRAMES } from '../../../src/main/store/checkpointer';

const dirs: string[] = [];
const stores: AirlockStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshStore(): { store: AirlockStore; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-ckpt-'));
  dirs.push(dir);
  const file = path.join(dir, 'airlock.db');
  const store = openStore(file);
  stores.push(store);
  return { store, file };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('WAL checkpoints off the event loop', () => {
  it('the worker checkpoints, the WAL is rewound, every row is kept, and closing removes the WAL', async () => {
    const { store, file } = freshStore();
    expect(store.checkpointer.active).toBe(true);
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    store.db.exec('CREATE TABLE scratch (n INTEGER, pad BLOB)');
    const insert = store.db.prepare('INSERT INTO scratch VALUES (?, ?)');
    const pad = Buffer.alloc(3000, 7);
    // Plain group commits (no flush), as steps, with turns for the worker's messages,
    // until the main connection has finished a checkpoint and so made a rewind possible.
    let written = 0;
    while (written < 20_000 && store.checkpointer.stats.inline === 0) {
      await store.grouped(() => insert.run(written, pad), () => true).durable;
      written++;
      if (written % 25 === 0) await pause(1);
    }
    expect(store.checkpointer.stats.worker).toBeGreaterThan(0);
    expect(store.checkpointer.stats.inline).toBeGreaterThan(0);
    expect(store.checkpointer.stats.failed).toBe(0);
    // The WAL had grown past the point where it must be rewound: the next commit starts it over.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(FALLBACK_FRAMES * 4096);
    await store.grouped(() => insert.run(written++, pad), () => true).durable;
    const { log } = (store.db.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>)[0]!;
    expect(log).toBeLessThan(50); // that commit's own frames

    store.close();
    stores.length = 0;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reader = openReadOnly(file);
    try {
      expect(reader.prepare('SELECT count(*) AS n, sum(n) AS s FROM scratch').get()).toEqual({ n: written, s: (written * (written - 1)) / 2 });
    } finally {
      reader.close();
    }
  });

  it('AIRLOCK_CHECKPOINT=inline leaves the checkpoints to SQLite inside commits', () => {
    process.env.AIRLOCK_CHECKPOINT = 'inline';
    try {
      const { store } = freshStore();
      expect(store.checkpointer.active).toBe(false);
      expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      delete process.env.AIRLOCK_CHECKPOINT;
    }
  });
});
