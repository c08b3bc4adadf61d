// What one step costs the store, without the socket and with less of the
// machine's noise: N advisory steps through the real engine (openAirlock, the
// agent side, WAL), in one process.
//
//   node --import tsx bench/step-cost.ts [--steps N] [--rounds R] [--agents A] [--synchronous FULL|NORMAL|DEFAULT] [--json]
//
// With --agents 1 (the default) every step is its own committed transaction
// (recordStep). With --agents A > 1, A agents each keep one step in flight
// through the group commit the MCP server uses (recordStepGrouped): the A
// steps of a turn share one transaction. --synchronous sets AIRLOCK_SYNCHRONOUS
// (src/main/store/durability.ts): FULL fsyncs every commit, NORMAL none, the
// default every commit but plain go-ahead steps (all of this bench's steps).
//
// Reports, per step, the WAL frames written (pages committed: deterministic,
// independent of the load), the process CPU time and the wall time (medians
// of the rounds; the wall time includes the fsyncs, which cost no CPU).
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
  agents: number;
  synchronous: string;
  wal_frames_per_step: number;
  cpu_us_per_step: number;
  wall_us_per_step: number;
  steps_per_s: number;
  cpu_us_per_step_rounds: number[];
  load_avg_start: number[];
  load_avg_end: number[];
  machine: Record<string, unknown>;
}

interface RoundOptions {
  steps: number;
  agents: number;
  synchronous: string | undefined;
}

async function oneRound(options: RoundOptions): Promise<{ frames: number; cpuUs: number; wallUs: number; synchronous: string }> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-step-cost-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000 }));
  if (options.synchronous === 'DEFAULT') delete process.env.AIRLOCK_SYNCHRONOUS;
  else if (options.synchronous) process.env.AIRLOCK_SYNCHRONOUS = options.synchronous;
  const airlock = openAirlock({ home, signingKey: SigningKey.generate() });
  try {
    const { db } = airlock.store;
    const synchronous = `${airlock.store.wal.durability} (sqlite ${['OFF', 'NORMAL', 'FULL', 'EXTRA'][db.pragma('synchronous', { simple: true }) as number] ?? '?'})`;
    // Count every frame: no checkpoint resets the WAL while measuring.
    db.pragma('wal_autocheckpoint = 0');
    const agents = Array.from({ length: options.agents }, (_, a) => {
      const agent = `bench-agent-${a}`;
      const client = `bench-client-${a}`;
      return { agent, client, executionId: airlock.agent.executeAgent(client, { element_name: agent }).execution_id };
    });
    const params = (a: (typeof agents)[number], i: number) => ({ element_name: a.agent, execution_id: a.executionId, nextActionHint: `read file src/${a.agent}/module-${i % 997}/part-${i}.ts` });
    // One step per agent: alone, a transaction of its own; together, one group.
    const turn = async (i: number): Promise<void> => {
      if (agents.length === 1) airlock.agent.recordStep(agents[0]!.client, params(agents[0]!, i));
      else await Promise.all(agents.map((a) => airlock.agent.recordStepGrouped(a.client, params(a, i))));
    };
    const turns = Math.max(1, Math.round(options.steps / agents.length));
    for (let i = 0; i < Math.max(10, Math.round(300 / agents.length)); i++) await turn(i); // warm-up
    airlock.store.hintIndex.flush();
    db.pragma('wal_checkpoint(TRUNCATE)');
    const cpu0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    let sinceIndex = 0;
    for (let i = 1000; i < 1000 + turns; i++) {
      await turn(i);
      sinceIndex += agents.length;
      if (sinceIndex >= HINT_BATCH) {
        airlock.store.hintIndex.flush();
        sinceIndex = 0;
      }
    }
    airlock.store.hintIndex.flush();
    const wallUs = Number(process.hrtime.bigint() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const steps = turns * agents.length;
    const frames = (db.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>)[0]!.log;
    return { frames: frames / steps, cpuUs: (cpu.user + cpu.system) / steps, wallUs: wallUs / steps, synchronous };
  } finally {
    airlock.close();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

export async function runStepCost(options: { steps?: number; rounds?: number; agents?: number; synchronous?: string } = {}): Promise<StepCostResult> {
  const steps = options.steps ?? 3000;
  const rounds = options.rounds ?? 3;
  const agents = options.agents ?? 1;
  const loadStart = loadAverage();
  const results = [];
  for (let r = 0; r < rounds; r++) results.push(await oneRound({ steps, agents, synchronous: options.synchronous }));
  const wall = median(results.map((r) => r.wallUs));
  return {
    steps_per_round: steps,
    rounds,
    agents,
    synchronous: results[0]!.synchronous,
    wal_frames_per_step: round(median(results.map((r) => r.frames)), 2),
    cpu_us_per_step: Math.round(median(results.map((r) => r.cpuUs))),
    wall_us_per_step: Math.round(wall),
    steps_per_s: Math.round(1e6 / wall),
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
  const text = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const steps = value('--steps');
  const rounds = value('--rounds');
  const agents = value('--agents');
  const synchronous = text('--synchronous')?.toUpperCase();
  if (synchronous !== undefined && !['NORMAL', 'FULL', 'DEFAULT'].includes(synchronous)) throw new Error('--synchronous takes FULL, NORMAL or DEFAULT');
  const result = await runStepCost({ ...(steps ? { steps } : {}), ...(rounds ? { rounds } : {}), ...(agents ? { agents } : {}), ...(synchronous ? { synchronous } : {}) });
  if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    process.stdout.write(
      `step cost (${result.agents} agent(s), durability ${result.synchronous}): ${result.wal_frames_per_step} WAL frames, ${result.cpu_us_per_step} µs CPU and ${result.wall_us_per_step} µs wall per step ` +
        `(${result.steps_per_s} steps/s; CPU rounds ${result.cpu_us_per_step_rounds.join(', ')}; ${result.steps_per_round} steps each); load average ${result.load_avg_start.join(' ')} -> ${result.load_avg_end.join(' ')}\n`,
    );
  }
}
