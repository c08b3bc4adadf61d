// Which b-trees a grouped step's commit writes, and what each secondary index
// costs: A agents each report one step per turn through the group commit (as
// in bench/step-cost.ts), on a store that already holds W turns of steps; the
// WAL frames of the timed turns are read from the -wal file and attributed to
// their table or index through SQLite's dbstat table. Variants drop indexes
// (on a scratch database only) to price them; the variants alternate round by
// round, so load drift hits them alike.
//
//   node --import tsx bench/step-pages.ts [--agents 32] [--warm 100] [--turns 100] [--rounds 3] [--json]
//        [--variant steps_agent] [--variant steps_agent,audit_execution] ...
//
// Frames per step are deterministic (they do not move with the load); CPU per
// step is the process's (engine + SQLite), median over rounds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openAirlock } from '../src/main/airlock';
import { SigningKey } from '../src/main/evidence/keys';
import { loadAverage, median, round } from './lib/stats';

const argv = process.argv.slice(2);
const num = (flag: string, fallback: number): number => {
  const i = argv.indexOf(flag);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const AGENTS = num('--agents', 32);
const WARM = num('--warm', 100);
const TURNS = num('--turns', 100);
const ROUNDS = num('--rounds', 3);
const variants: string[][] = [[]];
argv.forEach((a, i) => {
  if (a === '--variant') variants.push(argv[i + 1]!.split(',').filter(Boolean));
});

interface Round {
  framesPerStep: number;
  cpuUsPerStep: number;
  byTree: Record<string, number>;
}

async function oneRound(drop: string[]): Promise<Round> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-step-pages-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000 }));
  const airlock = openAirlock({ home, signingKey: SigningKey.generate() });
  try {
    const { db } = airlock.store;
    for (const index of drop) {
      if (!/^\w+$/.test(index)) throw new Error(`not an index name: ${index}`);
      db.exec(`DROP INDEX ${index}`);
    }
    db.pragma('wal_autocheckpoint = 0');
    const agents = Array.from({ length: AGENTS }, (_, a) => {
      const agent = `bench-agent-${a}`;
      const client = `bench-client-${a}`;
      return { agent, client, executionId: airlock.agent.executeAgent(client, { element_name: agent }).execution_id };
    });
    const turn = async (i: number): Promise<void> => {
      await Promise.all(
        agents.map((a) =>
          airlock.agent.recordStepGrouped(a.client, { element_name: a.agent, execution_id: a.executionId, nextActionHint: `read file src/${a.agent}/module-${i % 997}/part-${i}.ts` }),
        ),
      );
    };
    for (let i = 0; i < WARM; i++) await turn(i);
    airlock.store.hintIndex.flush();
    db.pragma('wal_checkpoint(TRUNCATE)');
    const cpu0 = process.cpuUsage();
    for (let i = WARM; i < WARM + TURNS; i++) await turn(i);
    const cpu = process.cpuUsage(cpu0);
    // WAL layout: a 32-byte header, then frames of a 24-byte header (page number first) and one page.
    const wal = fs.readFileSync(`${db.name}-wal`);
    const pageSize = wal.readUInt32BE(8);
    const owner = new Map<number, string>();
    for (const r of db.prepare('SELECT name, pageno FROM dbstat').all() as Array<{ name: string; pageno: number }>) owner.set(r.pageno, r.name);
    const steps = AGENTS * TURNS;
    const byTree: Record<string, number> = {};
    let frames = 0;
    for (let off = 32; off + 24 + pageSize <= wal.length; off += 24 + pageSize) {
      const name = owner.get(wal.readUInt32BE(off)) ?? '(freed)';
      byTree[name] = (byTree[name] ?? 0) + 1;
      frames++;
    }
    for (const k of Object.keys(byTree)) byTree[k] = round(byTree[k]! / steps, 3);
    return { framesPerStep: frames / steps, cpuUsPerStep: (cpu.user + cpu.system) / steps, byTree };
  } finally {
    airlock.close();
    fs.rmSync(home, { recursive: true, force: true });
  }
}

const loadStart = loadAverage();
const results = variants.map(() => [] as Round[]);
for (let r = 0; r < ROUNDS; r++) for (const [v, drop] of variants.entries()) results[v]!.push(await oneRound(drop));
const out = variants.map((drop, v) => {
  const rounds = results[v]!;
  return {
    dropped: drop,
    wal_frames_per_step: round(median(rounds.map((r) => r.framesPerStep)), 3),
    cpu_us_per_step: Math.round(median(rounds.map((r) => r.cpuUsPerStep))),
    cpu_us_per_step_rounds: rounds.map((r) => Math.round(r.cpuUsPerStep)),
    frames_per_step_by_tree: Object.fromEntries(Object.entries(rounds[0]!.byTree).sort((a, b) => b[1] - a[1])),
  };
});
const report = { agents: AGENTS, warm_turns: WARM, turns: TURNS, rounds: ROUNDS, variants: out, load_avg_start: loadStart, load_avg_end: loadAverage() };
if (argv.includes('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else {
  for (const v of out) {
    process.stdout.write(
      `${v.dropped.length ? `without ${v.dropped.join(', ')}` : 'as shipped'}: ${v.wal_frames_per_step} WAL frames and ${v.cpu_us_per_step} µs CPU per step (rounds ${v.cpu_us_per_step_rounds.join(', ')})\n`,
    );
    for (const [tree, f] of Object.entries(v.frames_per_step_by_tree)) process.stdout.write(`    ${tree.padEnd(28)} ${f}\n`);
  }
  process.stdout.write(`load average ${report.load_avg_start.join(' ')} -> ${report.load_avg_end.join(' ')}\n`);
}
