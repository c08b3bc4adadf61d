// Two classifier trees side by side in one process: what a change costs or saves per call, on the
// hints `airlock serve` sees in the throughput bench and on routine agent hints, and over the open corpora.
//
//   node --import tsx bench/classifier-ab.ts <treeA> <treeB> [--calls 8000] [--corpus-reps 3] [--no-corpus]
//
// A tree is a checkout's root (e.g. a `git archive` of the base in /tmp, with node_modules linked). On a
// shared machine two runs of the same code differ by up to ~10 %, so both copies are imported into one
// process and timed in alternating blocks (routine hints) or alternating per hint (corpora); run it
// twice with the trees swapped. CPU time (process.cpuUsage), never wall time. Only open corpora are read.
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { loadCorpus } from '../scripts/eval-classifier';
import type { StructuredAction } from '../src/shared/vocabulary';

type Classify = (hint: string, action?: StructuredAction) => unknown;
interface Tree {
  root: string;
  classify: Classify;
  clearMemos: () => void;
}

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const roots = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && (argv[i - 1] ?? '').startsWith('--') && argv[i - 1] !== '--no-corpus'));
if (roots.length !== 2) {
  console.error('usage: node --import tsx bench/classifier-ab.ts <treeA> <treeB> [--calls N] [--corpus-reps N] [--no-corpus]');
  process.exit(2);
}
const CALLS = opt('calls', 8000);
const CORPUS_REPS = opt('corpus-reps', 3);

/** Distinct hints of the shapes agents send most (the first is the throughput bench's own, bench/drive.ts). */
const ROUTINE: Record<string, (i: number) => string> = {
  bench: (i) => `read file src/a${i % 32}/module-${i % 997}/part-${i}.ts`,
  'Read file': (i) => `Read file src/x${i}.ts`,
  'npm test': (i) => `npm test -- --grep case${i}`,
  'git commit': (i) => `git commit -m "fix parser bug ${i}"`,
};

async function load(root: string): Promise<Tree> {
  const index = (await import(join(root, 'src/main/classifier/index.ts'))) as { classify: Classify };
  const memo = (await import(join(root, 'src/main/classifier/memo.ts'))) as { clearMemos: () => void };
  return { root, classify: index.classify, clearMemos: memo.clearMemos };
}

function cpuUs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return c.user + c.system;
}

function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * p) - 1))] ?? 0);
}

const trees = [await load(roots[0] as string), await load(roots[1] as string)];
const out: Record<string, unknown> = { a: trees[0]?.root, b: trees[1]?.root, load_avg_start: loadavg().map((x) => Math.round(x * 100) / 100) };

// Routine hints: distinct texts (as in serve, where each step's hint is new), memos kept, 20 blocks
// per tree in alternating order after a warm-up of both.
const routine: Record<string, { a_us: number; b_us: number }> = {};
for (const f of Object.values(ROUTINE)) for (let i = 0; i < 1500; i++) for (const t of trees) t.classify(f(i + 1e6));
for (const [name, f] of Object.entries(ROUTINE)) {
  const total = [0, 0];
  const per = Math.max(1, Math.floor(CALLS / 20));
  for (let blk = 0; blk < 20; blk++) {
    for (const k of blk % 2 === 0 ? [0, 1] : [1, 0]) {
      const t = trees[k] as Tree;
      total[k] = (total[k] ?? 0) + cpuUs(() => {
        for (let i = 0; i < per; i++) t.classify(f(blk * 100_000 + i));
      });
    }
  }
  routine[name] = { a_us: Math.round(((total[0] ?? 0) / (per * 20)) * 10) / 10, b_us: Math.round(((total[1] ?? 0) / (per * 20)) * 10) / 10 };
}
out.routine_cpu_us_per_call = routine;

// Open corpora: each hint `reps` times per tree with the memos emptied before every call (a fresh hint's
// cost), the tree order alternating per hint.
if (!argv.includes('--no-corpus')) {
  const dir = join(import.meta.dirname, '..', 'test', 'corpus');
  const items = ['hints-dev.jsonl', 'hints-train-open.jsonl', 'hints-airlock.jsonl', 'metamorphic.jsonl'].flatMap((f) => loadCorpus(join(dir, f)));
  for (const it of items) for (const t of trees) t.classify(it.hint, it.action);
  const cost: number[][] = [[], []];
  items.forEach((it, i) => {
    for (const k of i % 2 ? [0, 1] : [1, 0]) {
      const t = trees[k] as Tree;
      cost[k]?.push(cpuUs(() => {
        for (let r = 0; r < CORPUS_REPS; r++) {
          t.clearMemos();
          t.classify(it.hint, it.action);
        }
      }) / CORPUS_REPS);
    }
  });
  const fig = (a: number[]) => ({ mean_us: Math.round(a.reduce((x, y) => x + y, 0) / a.length), p50_us: percentile(a, 0.5), p99_us: percentile(a, 0.99) });
  out.corpus = { hints: items.length, a: fig(cost[0] ?? []), b: fig(cost[1] ?? []) };
}
out.load_avg_end = loadavg().map((x) => Math.round(x * 100) / 100);
console.log(JSON.stringify(out, null, 2));
