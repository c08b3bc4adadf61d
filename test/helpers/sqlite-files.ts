// Real SQLite files in temporary directories for store tests: each test's databases are closed and their
// directories removed after it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { SqliteDatabase } from '../../src/main/store';

export interface SqliteFiles {
  /** A path for a new database file in a fresh temporary directory. */
  file(): string;
  /** Closes this database after the test. */
  keep<T extends SqliteDatabase>(db: T): T;
}

export function sqliteFilesPerTest(prefix: string): SqliteFiles {
  const dirs: string[] = [];
  const dbs: SqliteDatabase[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) if (db.open) db.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    file() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return path.join(dir, 'airlock.db');
    },
    keep(db) {
      dbs.push(db);
      return db;
    },
  };
}
