// The MCP gateway's figure on its own (issue 16 item 8), without the rest of
// the suite: one `airlock serve` in a temporary home, then bench/gateway.ts.
//
//   npm run -s build:cli
//   node --import tsx bench/gateway-only.ts [calls] [warm-up]   (default 3000, 300)
//
// Prints the result as JSON and writes it to bench/results/<date>-gateway.json.
// AIRLOCK_WRAP_NODE_OPTIONS is passed to the wrapper's node (e.g.
// `--cpu-prof --cpu-prof-dir=prof` to profile it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { tempHome } from '../test/integration/helpers/serve';
import type { PolicyInput } from '../src/main/core/policy';
import { runGatewayBench } from './gateway';
import { BenchServe } from './lib/serve';
import { loadAverage, machine } from './lib/stats';

/** As bench/run.ts: no step limit in the way. */
const BENCH_POLICY_INPUT: PolicyInput = { mode: 'enforcing', maxAutonomousSteps: 100_000, gateway: { sessionStepLimit: 1_000_000 } };

const n = Number(process.argv[2] ?? 3000);
const warmup = Number(process.argv[3] ?? 300);

async function main(): Promise<void> {
  const home = tempHome(BENCH_POLICY_INPUT);
  const serve = await BenchServe.start(home);
  try {
    const loadStart = loadAverage();
    const started = new Date();
    const result = await runGatewayBench({
      home,
      socketPath: serve.socketPath,
      warmup,
      n,
      log: (message) => process.stderr.write(`${message}\n`),
      countSteps: (where, ...params) => {
        const db = new Database(path.join(home, 'airlock.db'), { readonly: true, fileMustExist: true });
        try {
          return (db.prepare(`SELECT count(*) AS n FROM steps ${where}`).get(...params) as { n: number }).n;
        } finally {
          db.close();
        }
      },
      serveCpuMs: () => serve.cpuMs(),
    });
    const out = { kind: 'gateway', date: started.toISOString(), machine: { ...machine(), load_avg_start: loadStart, load_avg_end: loadAverage() }, calls: n, warmup, ...result };
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `${started.toISOString().slice(0, 16).replace(':', '')}Z-gateway.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await serve.stop();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
