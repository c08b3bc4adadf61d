// The full bench's 1M-step fill, without the 16 minutes: steps shaped as
// bench/run.ts's fill writes them (32 agents, executions of 100 steps, the
// same hints), inserted through the store's schema in batches of 50 with the
// hint index following batch by batch as Airlock's does (many small index
// segments, never 'optimize'd), then bench/history.ts's queries on it.
//
//   node --import tsx bench/fill-like.ts [--steps 1000000] [--db path] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indexPendingHints, openDatabase } from '../src/main/store';
import { runHistoryBench } from './history';
import { loadAverage } from './lib/stats';

const argv = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const STEPS = Number(value('--steps') ?? 1_000_000);
const AGENTS = 32;
const EXECUTION_STEPS = 100;
const BATCH = 50;
const file = value('--db') ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-fill-like-')), 'airlock.db');
const hintFor = (agent: string, i: number): string => `read file src/${agent}/module-${i % 997}/part-${i}.ts`;

function generate(): void {
  const db = openDatabase(file);
  const insertExecution = db.prepare(
    `INSERT INTO executions (id, agent, client, status, implicit, step_limit, steps_used, step_count, highest_tier, pauses, approvals, blocks, policy_digest, started_at, ended_at)
     VALUES (@id, @agent, @client, 'completed', 0, 100000, @n, @n, 'advisory', 0, 0, 0, 'bench', @at, @at)`,
  );
  const insertStep = db.prepare(
    `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at)
     VALUES (@execution_id, @seq, @agent, @client, @hint, @digest, 'safe', 5, 'advisory', 1, 0, '[]', '{"continue":true}', 100, @at)`,
  );
  db.pragma('synchronous = OFF');
  const sent = new Array<number>(AGENTS).fill(0);
  const t0 = Date.parse('2026-11-20T00:00:00Z');
  let made = 0;
  let batch = 0;
  const writeBatch = db.transaction(() => {
    for (let k = 0; k < BATCH && made < STEPS; k++, made++) {
      const a = made % AGENTS;
      const i = sent[a]!++;
      const agent = `fill-agent-${a}`;
      const execution = `${a.toString(16).padStart(4, '0')}-${Math.floor(i / EXECUTION_STEPS).toString(16).padStart(8, '0')}-fill`;
      const at = new Date(t0 + made).toISOString();
      if (i % EXECUTION_STEPS === 0) insertExecution.run({ id: execution, agent, client: `fill-client-${a}`, n: EXECUTION_STEPS, at });
      insertStep.run({ execution_id: execution, seq: (i % EXECUTION_STEPS) + 1, agent, client: `fill-client-${a}`, hint: hintFor(agent, i), digest: `d${made}`, at });
    }
  });
  while (made < STEPS) {
    writeBatch();
    indexPendingHints(db); // one small index segment per batch, as the running server's HintIndexer writes them
    if (++batch % 2000 === 0) process.stderr.write(`fill-like: ${made} steps\n`);
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

const load0 = loadAverage();
if (!fs.existsSync(file)) {
  const t = Date.now();
  generate();
  process.stderr.write(`fill-like: ${STEPS} steps in ${((Date.now() - t) / 1000).toFixed(0)} s, ${file}\n`);
} else {
  process.stderr.write(`fill-like: using ${file}\n`);
}
const result = await runHistoryBench({ dbFile: file, log: (line) => process.stderr.write(`${line}\n`) });
const pick = (name: string) => result.queries.find((q) => q.name === name);
const out = { db_file: file, steps: STEPS, prefix3: pick('search: prefix (3 letters)'), prefix5: pick('search: prefix (5 letters)'), list_prefix: pick('list: text filter, prefix'), worst_p95_ms: Math.max(...result.queries.map((q) => q.p95_ms)), load_avg: [load0, loadAverage()] };
if (argv.includes('--json')) process.stdout.write(`${JSON.stringify({ ...out, queries: result.queries }, null, 2)}\n`);
else process.stdout.write(`${JSON.stringify(out)}\n`);
