// Per-step wall time in one process, one agent, through the group commit: the
// WAL checkpoint on a worker (default) or inside commits (AIRLOCK_CHECKPOINT=inline).
//
//   node --import tsx bench/ckpt-probe.ts [steps]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openAirlock } from '../src/main/airlock';
import { SigningKey } from '../src/main/evidence/keys';
import { loadAverage } from './lib/stats';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-ckpt-'));
fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000 }));
const airlock = openAirlock({ home, signingKey: SigningKey.generate() });
const executionId = airlock.agent.executeAgent('c', { element_name: 'a' }).execution_id;
const times: number[] = [];
const N = Number(process.argv[2] ?? 3000);
const load = loadAverage();
for (let i = 0; i < N + 300; i++) {
  const t = process.hrtime.bigint();
  await airlock.agent.recordStepGrouped('c', { element_name: 'a', execution_id: executionId, nextActionHint: `read file src/a/module-${i % 997}/part-${i}.ts` });
  if (i >= 300) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  // Give the hint index's timer and the checkpointer's messages their turn, as a server between steps.
  if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
}
times.sort((a, b) => a - b);
const p = (q: number): string => times[Math.floor(q * times.length)]!.toFixed(3);
console.log(
  JSON.stringify({
    checkpoint: airlock.store.checkpointer.active ? 'worker' : 'inline',
    p50_ms: p(0.5),
    p90_ms: p(0.9),
    p99_ms: p(0.99),
    p999_ms: p(0.999),
    max_ms: times.at(-1)!.toFixed(2),
    over_5ms: times.filter((t) => t > 5).length,
    checkpoints: airlock.store.checkpointer.stats,
    wal_mb: fs.statSync(path.join(home, 'airlock.db-wal')).size / 1e6,
    load_avg: [load, loadAverage()],
  }),
);
airlock.close();
console.log(JSON.stringify({ wal_left_after_close: fs.existsSync(path.join(home, 'airlock.db-wal')) }));
fs.rmSync(home, { recursive: true, force: true });
