// Opens (and migrates) Airlock's SQLite database.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './schema';
import { durabilitySetting, sqliteSynchronous } from './durability';

export type SqliteDatabase = Database.Database;

/** WAL; SQLite's synchronous setting follows the durability (./durability.ts):
 *  a committed transaction survives kill -9 in every setting. */
export function openDatabase(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  if (!options.readonly && file !== ':memory:' && process.platform !== 'win32') {
    // Private to this OS user; SQLite gives the -wal and -shm files the same mode.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
  }
  if (options.readonly) return openReadOnly(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${sqliteSynchronous(durabilitySetting())}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Every reader that must not write (history CLI, exports, audit verify,
 *  proofs) opens here: read-only, never migrated, waits out a writer's lock
 *  like the app does. Works on a database of any schema version. */
export function openReadOnly(file: string): SqliteDatabase {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('query_only = ON');
  return db;
}

export function migrate(db: SqliteDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `This database was written by a newer Airlock (schema ${current}, this build knows ${MIGRATIONS.length}); update Airlock or point AIRLOCK_HOME elsewhere.`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    const sql = MIGRATIONS[version]!;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
