// What one more b-tree page in a commit costs: SQLite alone (better-sqlite3, WAL, synchronous=NORMAL as
// Airlock runs plain steps), transactions that each insert one row into k tables (k pages, k WAL frames),
// the sizes alternated round by round in one process; CPU per commit (process.cpuUsage, which waiting for
// a core does not inflate), median over rounds.
//
//   node --import tsx bench/commit-pages.ts [--commits 4000] [--rounds 8]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadAverage, median } from './lib/stats';

const argv = process.argv.slice(2);
const num = (flag: string, fallback: number): number => {
  const i = argv.indexOf(flag);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const COMMITS = num('--commits', 4000);
const ROUNDS = num('--rounds', 8);
const SIZES = [1, 5, 8, 9, 10];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-commit-pages-'));
const db = new Database(path.join(dir, 'pages.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
for (let i = 0; i < 10; i++) db.exec(`CREATE TABLE t${i} (id INTEGER PRIMARY KEY, v TEXT)`);
const inserts = Array.from({ length: 10 }, (_, i) => db.prepare(`INSERT INTO t${i} (v) VALUES (?)`));
const begin = db.prepare('BEGIN IMMEDIATE');
const commit = db.prepare('COMMIT');
const value = 'x'.repeat(200);

function run(k: number): number {
  const c0 = process.cpuUsage();
  for (let j = 0; j < COMMITS; j++) {
    begin.run();
    for (let i = 0; i < k; i++) inserts[i]!.run(value);
    commit.run();
  }
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / COMMITS;
}

const load0 = loadAverage();
const byK = new Map<number, number[]>();
for (let r = 0; r < ROUNDS; r++) {
  for (const k of SIZES) {
    byK.set(k, [...(byK.get(k) ?? []), run(k)]);
    db.pragma('wal_checkpoint(TRUNCATE)');
  }
}
db.close();
fs.rmSync(dir, { recursive: true, force: true });
const med = (k: number): number => median(byK.get(k)!);
for (const k of SIZES) process.stdout.write(`${String(k).padStart(2)} pages per commit: ${med(k).toFixed(1)} µs CPU per commit\n`);
process.stdout.write(`one page more (9 -> 10): ${(med(10) - med(9)).toFixed(1)} µs; per page from 1 to 10: ${((med(10) - med(1)) / 9).toFixed(1)} µs\n`);
process.stdout.write(`load average ${load0.join(' ')} -> ${loadAverage().join(' ')}\n`);
