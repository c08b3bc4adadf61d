// What the danger classifier costs per hint, on every open corpus (issue 12 item 6:
// p99 per hint under 50 µs in the eval command, measured under load).
//
//   node --import tsx bench/classifier.ts [--reps 30] [--top 10] [--json]
//
// The eval command (`npm run -s eval:classifier`) reports wall time: on a shared machine
// that moves with other load, because a call that is descheduled counts the time it waited.
// This bench adds CPU time, which waiting does not inflate: each hint is classified `reps`
// times in a row (after warm-up rounds over all hints), and its cost is the process CPU
// time of those calls (process.cpuUsage: includes V8's GC helper threads) divided by
// `reps`, next to the median of its single calls' wall times. Figures are percentiles
// over hints. Only open corpora are read (never test/corpus/sealed/).
//
// Two passes: "fresh" empties the classifier's memo tables (keyed by text) before every
// call, so each call costs what a hint never seen before costs (the figure the eval
// reports); "warm" keeps them, as a server does for texts it has seen recently.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadCorpus, type Item } from '../scripts/eval-classifier';
import { classify } from '../src/main/classifier/index';
import { clearMemos } from '../src/main/classifier/memo';

const OPEN_CORPORA = ['hints-dev.jsonl', 'hints-train-open.jsonl', 'hints-airlock.jsonl', 'metamorphic.jsonl'];
const CORPUS_DIR = join(import.meta.dirname, '..', 'test', 'corpus');

interface HintCost {
  id: string;
  cpuUs: number;
  wallMedianUs: number;
}

/** Percentiles over hints of one pass. */
export interface PassFigures {
  cpu_us_p50: number;
  cpu_us_p99: number;
  wall_us_p50: number;
  wall_us_p99: number;
}

export interface ClassifierBench extends PassFigures {
  hints: number;
  reps: number;
  /** The same with the memo tables kept between calls (top-level figures are fresh). */
  warm: PassFigures;
  load_avg_start: number[];
  load_avg_end: number[];
  slowest: HintCost[];
}

function percentile(sorted: readonly number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1));
  return Math.round((sorted[idx] ?? 0) * 10) / 10;
}

function costOf(it: Item, reps: number, fresh: boolean): Omit<HintCost, 'id'> {
  const walls: number[] = [];
  // CPU time is read once over all reps (the process clock is too coarse for one call);
  // emptying the memo tables (a few small maps) is counted in it, not in the wall times.
  const c0 = process.cpuUsage();
  for (let r = 0; r < reps; r++) {
    if (fresh) clearMemos();
    const t0 = process.hrtime.bigint();
    classify(it.hint, it.action);
    walls.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const c = process.cpuUsage(c0);
  const cpuUs = c.user + c.system;
  walls.sort((a, b) => a - b);
  return { cpuUs: cpuUs / reps, wallMedianUs: walls[Math.floor(walls.length / 2)] ?? 0 };
}

function figuresOf(costs: readonly HintCost[]): PassFigures {
  const cpu = costs.map((c) => c.cpuUs).sort((a, b) => a - b);
  const wall = costs.map((c) => c.wallMedianUs).sort((a, b) => a - b);
  return { cpu_us_p50: percentile(cpu, 0.5), cpu_us_p99: percentile(cpu, 0.99), wall_us_p50: percentile(wall, 0.5), wall_us_p99: percentile(wall, 0.99) };
}

export function runClassifierBench(reps = 30, top = 10): ClassifierBench {
  const items = OPEN_CORPORA.flatMap((f) => loadCorpus(join(CORPUS_DIR, f)));
  const loadStart = loadavg();
  for (let r = 0; r < 20; r++) for (const it of items) classify(it.hint, it.action);
  const warmCosts: HintCost[] = items.map((it, i) => ({ id: it.id ?? `#${i + 1}`, ...costOf(it, reps, false) }));
  const costs: HintCost[] = items.map((it, i) => ({ id: it.id ?? `#${i + 1}`, ...costOf(it, reps, true) }));
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    hints: items.length,
    reps,
    ...figuresOf(costs),
    warm: figuresOf(warmCosts),
    load_avg_start: loadStart.map(round),
    load_avg_end: loadavg().map(round),
    slowest: [...costs].sort((a, b) => b.cpuUs - a.cpuUs).slice(0, top).map((c) => ({ id: c.id, cpuUs: round(c.cpuUs), wallMedianUs: round(c.wallMedianUs) })),
  };
}

function main(argv: string[]): void {
  let reps = 30;
  let top = 10;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reps') reps = Number(argv[++i]);
    else if (a === '--top') top = Number(argv[++i]);
    else if (a === '--json') json = true;
    else throw new Error(`unknown argument ${a}; usage: bench/classifier.ts [--reps N] [--top N] [--json]`);
  }
  if (!Number.isInteger(reps) || reps < 1 || !Number.isInteger(top) || top < 0) throw new Error('--reps and --top take whole numbers (reps at least 1)');
  const res = runClassifierBench(reps, top);
  if (json) {
    process.stdout.write(`${JSON.stringify(res)}\n`);
    return;
  }
  const lines = [
    `classifier: ${res.hints} hints of the open corpora, ${res.reps} calls each after 20 warm-up rounds`,
    `load average ${res.load_avg_start.join(' ')} -> ${res.load_avg_end.join(' ')}`,
    'fresh (memo tables emptied before each call, as the eval times it):',
    `  CPU per hint (µs):          p50 ${res.cpu_us_p50}   p99 ${res.cpu_us_p99}`,
    `  wall per hint, median (µs): p50 ${res.wall_us_p50}   p99 ${res.wall_us_p99}`,
    'warm (memo tables kept between calls):',
    `  CPU per hint (µs):          p50 ${res.warm.cpu_us_p50}   p99 ${res.warm.cpu_us_p99}`,
    `  wall per hint, median (µs): p50 ${res.warm.wall_us_p50}   p99 ${res.warm.wall_us_p99}`,
    'slowest hints by CPU, fresh (µs):',
    ...res.slowest.map((c) => `  ${c.id.padEnd(24)} cpu ${String(c.cpuUs).padStart(8)}   wall ${String(c.wallMedianUs).padStart(8)}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] !== undefined && /bench[\\/]classifier\.ts$/.test(process.argv[1])) main(process.argv.slice(2));
