// Two source trees' step-path pieces outside the classifier and SQLite, alternated in one process, CPU
// per call: the pipeline (evaluateStep on a fixed classification, the default policy), and the step
// event's view (stepView of decodeStep of the row a plain step writes). Serve-level figures cannot
// resolve a few microseconds per step on a loaded 2-core VM; alternated pairs in one process can.
//
//   node --import tsx bench/step-path-ab.ts <treeA> <treeB> [--calls 20000] [--rounds 6]
//
// A tree is a checkout (e.g. `git archive <commit> | tar -x -C /tmp/base`, with node_modules linked).
// tsx keeps function names (esbuild keepNames: a defineProperty per closure made), which the built
// CLI does not: absolute figures run higher than in `airlock serve`; the difference is the result.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAverage } from './lib/stats';
import { abArgs } from './lib/ab-args';

const { trees, opt } = abArgs('usage: node --import tsx bench/step-path-ab.ts <treeA> <treeB> [--calls N] [--rounds R]');
const CALLS = opt('calls', 20_000);
const ROUNDS = opt('rounds', 6);

interface Tree {
  name: string;
  evaluateStep: (facts: unknown) => unknown;
  defaultPolicy: unknown;
  stepView: (step: unknown) => unknown;
  decodeStep: (row: unknown) => unknown;
}

async function load(dir: string): Promise<Tree> {
  const at = (file: string): string => pathToFileURL(path.resolve(dir, file)).href;
  const core = (await import(at('src/main/core/index.ts'))) as { evaluateStep: Tree['evaluateStep']; defaultPolicy: unknown };
  const views = (await import(at('src/main/loop/views.ts'))) as { stepView: Tree['stepView'] };
  const steps = (await import(at('src/main/store/steps.ts'))) as { decodeStep: Tree['decodeStep'] };
  return { name: dir, evaluateStep: core.evaluateStep, defaultPolicy: core.defaultPolicy, stepView: views.stepView, decodeStep: steps.decodeStep };
}

const hint = (i: number): string => `read file src/agent-${i % 32}/module-${i % 997}/part-${i}.ts`;
const reason = 'Reads a file (read): nothing is changed.';
const facts = (tree: Tree, i: number): unknown => ({
  policy: tree.defaultPolicy,
  hint: hint(i),
  classification: { level: 'safe', score: 5, reasons: [reason] },
  halted: { all: false, agent: false },
  block: null,
  usage: { tokens: 0, costUsd: 0 },
  stepsUsed: i % 50,
  stepLimit: 1000,
  repeats: 0,
  recentFailures: 0,
  awaitingVerification: null,
  refused: null,
  humanPass: null,
});
const row = (i: number): unknown => ({
  id: i,
  execution_id: `execution-${i % 32}`,
  seq: i,
  agent: `bench-agent-${i % 32}`,
  client: 'bench-client',
  hint: hint(i),
  action_digest: 'd'.repeat(64),
  loop_key: 'k'.repeat(64),
  action: null,
  description: null,
  outcome: null,
  findings: null,
  level: 'safe',
  risk_score: 5,
  tier: 'advisory',
  continued: 1,
  stopped: 0,
  reasons: JSON.stringify([reason]),
  directive: JSON.stringify({ continue: true, factors: [reason, 'Danger level safe, risk 5 → advisory.'], stepsRemaining: 900 - (i % 50), nextStepRisk: 'advisory', riskScore: 5 }),
  decision_us: 120,
  at: new Date(1.8e12 + i).toISOString(),
  flags: null,
});

const cpuUs = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

async function main(): Promise<void> {
  const loaded = [await load(trees[0] as string), await load(trees[1] as string)];
  const load0 = loadAverage();
  const figures = new Map<string, number[]>();
  const note = (key: string, value: number): void => void (figures.get(key) ?? figures.set(key, []).get(key)!).push(value);
  for (let round = 0; round < ROUNDS; round++) {
    for (const tree of round % 2 === 0 ? loaded : [...loaded].reverse()) {
      let t = cpuUs();
      for (let i = 0; i < CALLS; i++) tree.evaluateStep(facts(tree, i));
      note(`${tree.name}\tevaluateStep`, (cpuUs() - t) / CALLS);
      t = cpuUs();
      for (let i = 0; i < CALLS; i++) tree.stepView(tree.decodeStep(row(i)));
      note(`${tree.name}\tstep event view`, (cpuUs() - t) / CALLS);
    }
  }
  const median = (xs: number[]): number => {
    const s = xs.slice(1).sort((a, b) => a - b); // the first round warms up
    return s[Math.floor(s.length / 2)] as number;
  };
  const out = [...figures].map(([key, xs]) => {
    const [tree, what] = key.split('\t');
    return { tree, what, cpu_us_per_call_median: Math.round(median(xs) * 100) / 100, rounds: xs.map((x) => Math.round(x * 100) / 100) };
  });
  process.stdout.write(`${JSON.stringify({ calls: CALLS, rounds: ROUNDS, results: out, load_avg_start: load0, load_avg_end: loadAverage() }, null, 1)}\n`);
}

void main();
