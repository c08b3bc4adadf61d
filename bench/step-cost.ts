// What one step costs the store, without the socket and with less of the
// machine's noise: N advisory steps through the real engine (openAirlock, the
// agent side, one committed transaction per step, WAL), in one process.
//
//   node --import tsx bench/step-cost.ts [--steps N] [--rounds R] [--json]
//
// Reports, per step, the WAL frames written (pages committed: deterministic,
// independent of the load) and the process CPU time (median of the rounds).
// The hint search index follows the steps in batches after commits
// (store/hint-index.ts); a synchronous loop gives its timer no turn, so the
// bench indexes every HINT_BATCH steps itself — what the timer does at about
// 1,000 steps/s — and counts that work too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAirlock } from '../src/main/airlock';
import { SigningKey } from '../src/main/evidence/keys';
import { loadAverage, machine, median, round } from './lib/stats';

const HINT_BATCH = 50;

export interface StepCostResult {
  steps_per_round: number;
  rounds: number;
  wal_frames_per_step: number;
  cpu_us_per_step: number;
  cpu_us_per_step_rounds: number[];
  load_avg_start: number[];
  load_avg_end: number[];
  machine: Record<string, unknown>;
}

function oneRound(steps: number): { frames: number; cpuUs: number } {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-step-cost-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000 }));
  const airlock = openAirlock({ home, signingKey: SigningKey.generate() });
  try {
    const { db } = airlock.store;
    // Count every frame: no checkpoint resets the WAL while measuring.
    db.pragma('wal_autocheckpoint = 0');
    const agent = 'bench-agent';
    const client = 'bench-client';
    const executionId = airlock.agent.executeAgent(client, { element_name: agent }).execution_id;
    const step = (i: number): void => {
      airlock.agent.recordStep(client, { element_name: agent, execution_id: executionId, nextActionHint: `read file src/${agent}/module-${i % 997}/part-${i}.ts` });
    };
    for (let i = 0; i < 300; i++) step(i); // warm-up
    airlock.store.hintIndex.flush();
    db.pragma('wal_checkpoint(TRUNCATE)');
    const cpu0 = process.cpuUsage();
    for (let i = 300; i < 300 + steps; i++) {
      step(i);
      if (i % HINT_BATCH === HINT_BATCH - 1) airlock.store.hintIndex.flush();
    }
    airlock.store.hintIndex.flush();
    const cpu = process.cpuUsage(cpu0);
    const frames = (db.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>)[0]!.log;
    return { frames: frames / steps, cpuUs: (cpu.user + cpu.system) / steps };
  } finally {
    airlock.close();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

export function runStepCost(options: { steps?: number; rounds?: number } = {}): StepCostResult {
  const steps = options.steps ?? 3000;
  const rounds = options.rounds ?? 3;
  const loadStart = loadAverage();
  const results = Array.from({ length: rounds }, () => oneRound(steps));
  return {
    steps_per_round: steps,
    rounds,
    wal_frames_per_step: round(median(results.map((r) => r.frames)), 2),
    cpu_us_per_step: Math.round(median(results.map((r) => r.cpuUs))),
    cpu_us_per_step_rounds: results.map((r) => Math.round(r.cpuUs)),
    load_avg_start: loadStart,
    load_avg_end: loadAverage(),
    machine: machine(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const value = (flag: string): number | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? Number(argv[i + 1]) : undefined;
  };
  const steps = value('--steps');
  const rounds = value('--rounds');
  const result = runStepCost({ ...(steps ? { steps } : {}), ...(rounds ? { rounds } : {}) });
  if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    process.stdout.write(
      `step cost: ${result.wal_frames_per_step} WAL frames and ${result.cpu_us_per_step} µs CPU per step (rounds ${result.cpu_us_per_step_rounds.join(', ')}; ` +
        `${result.steps_per_round} steps each); load average ${result.load_avg_start.join(' ')} -> ${result.load_avg_end.join(' ')}\n`,
    );
  }
}
