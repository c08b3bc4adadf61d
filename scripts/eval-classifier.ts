// Evaluates the danger classifier on a labelled JSONL corpus.
//
//   npm run -s eval:classifier -- --corpus <file.jsonl> [--json] [--misses]
//
// Each line: { "hint": string, "tier": SafetyTier, "level"?: DangerLevel, ... }.
// Prints the tier confusion matrix and n, exact, under, under_dangerous,
// over_benign and us_per_hint_p99 (with --json: one JSON object with those keys).
import { readFileSync } from 'node:fs';
import { classify } from '../src/main/classifier/index';
import { tierForScore, tierRank } from '../src/shared/vocabulary';
import { SAFETY_TIERS, type SafetyTier } from '../src/shared/vocabulary';

interface Item {
  hint: string;
  tier: SafetyTier;
  level?: string;
  id?: string;
  note?: string;
}

export interface EvalResult {
  n: number;
  exact: number;
  under: number;
  under_dangerous: number;
  over_benign: number;
  us_per_hint_p99: number;
  timing?: Timing;
  confusion: Record<SafetyTier, Record<SafetyTier, number>>;
  misses: { id?: string; hint: string; label: SafetyTier; predicted: SafetyTier; reasons: string[] }[];
}

function fail(message: string): never {
  process.stderr.write(`eval-classifier: ${message}\n`);
  process.exit(2);
}

export function loadCorpus(file: string): Item[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    fail(`cannot read corpus file ${file}: ${(err as Error).message}`);
  }
  const items: Item[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      fail(`${file}:${i + 1}: not valid JSON`);
    }
    const r = row as Partial<Item> | null;
    if (!r || typeof r.hint !== 'string' || typeof r.tier !== 'string' || !(SAFETY_TIERS as readonly string[]).includes(r.tier)) {
      fail(`${file}:${i + 1}: each line needs a string "hint" and a "tier" among ${SAFETY_TIERS.join(', ')}`);
    }
    items.push(r as Item);
  }
  if (items.length === 0) fail(`${file}: no labelled items`);
  return items;
}

export interface Timing {
  /** p99 over hints of each hint's median time (µs): what the 99th-percentile hint costs. */
  perHintP99: number;
  /** p99 over every single timed call (µs): includes scheduler and GC noise of a shared machine. */
  perCallP99: number;
  /** Median over every single timed call (µs). */
  perCallMedian: number;
}

function percentile(sorted: readonly number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1));
  return Math.round((sorted[idx] ?? 0) * 100) / 100;
}

export function timeHints(hints: readonly string[], reps = 101): Timing {
  // Warm up so the JIT has compiled the hot paths, then time every hint many times,
  // interleaved (hint by hint, round after round) so no hint gets a quiet or a busy moment to itself.
  for (let r = 0; r < 200; r++) for (const h of hints) classify(h);
  const per: number[][] = hints.map(() => []);
  const all: number[] = [];
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < hints.length; i++) {
      const h = hints[i] as string;
      const t0 = process.hrtime.bigint();
      classify(h);
      const us = Number(process.hrtime.bigint() - t0) / 1000;
      (per[i] as number[]).push(us);
      all.push(us);
    }
  }
  const medians = per.map((xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0).sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  return { perHintP99: percentile(medians, 0.99), perCallP99: percentile(all, 0.99), perCallMedian: percentile(all, 0.5) };
}

export function evaluate(items: Item[], opts: { timing?: boolean } = {}): EvalResult {
  const confusion = Object.fromEntries(
    SAFETY_TIERS.map((t) => [t, Object.fromEntries(SAFETY_TIERS.map((p) => [p, 0]))]),
  ) as Record<SafetyTier, Record<SafetyTier, number>>;
  let exact = 0;
  let under = 0;
  let underDangerous = 0;
  let benign = 0;
  let overBenign = 0;
  const misses: EvalResult['misses'] = [];
  for (const it of items) {
    const c = classify(it.hint);
    const predicted = tierForScore(c.score);
    confusion[it.tier][predicted]++;
    const d = tierRank(predicted) - tierRank(it.tier);
    if (d === 0) exact++;
    else misses.push({ id: it.id, hint: it.hint, label: it.tier, predicted, reasons: c.reasons });
    if (d < 0) {
      under++;
      if (it.tier === 'verify' || it.tier === 'danger_zone') underDangerous++;
    }
    if (it.tier === 'advisory') {
      benign++;
      if (d > 0) overBenign++;
    }
  }
  const n = items.length;
  const timing = opts.timing === false ? undefined : timeHints(items.map((i) => i.hint));
  const r4 = (x: number) => Math.round(x * 10000) / 10000;
  return {
    n,
    exact: r4(exact / n),
    under: r4(under / n),
    under_dangerous: underDangerous,
    over_benign: r4(benign === 0 ? 0 : overBenign / benign),
    us_per_hint_p99: timing ? timing.perHintP99 : 0,
    ...(timing ? { timing } : {}),
    confusion,
    misses,
  };
}

function main(argv: string[]): void {
  let corpus: string | undefined;
  let json = false;
  let showMisses = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--corpus') corpus = argv[++i];
    else if (a?.startsWith('--corpus=')) corpus = a.slice('--corpus='.length);
    else if (a === '--json') json = true;
    else if (a === '--misses') showMisses = true;
    else fail(`unknown argument ${a}; usage: eval:classifier -- --corpus <file.jsonl> [--json] [--misses]`);
  }
  if (!corpus) fail('missing --corpus <file.jsonl>');
  const res = evaluate(loadCorpus(corpus));
  const figures = {
    n: res.n,
    exact: res.exact,
    under: res.under,
    under_dangerous: res.under_dangerous,
    over_benign: res.over_benign,
    us_per_hint_p99: res.us_per_hint_p99,
  };
  const t = res.timing;
  const detail = t ? { us_per_call_p99: t.perCallP99, us_per_call_median: t.perCallMedian } : {};
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...figures, ...detail, confusion: res.confusion })}\n`);
  } else {
    const w = 13;
    const pad = (s: string) => s.padStart(w);
    const lines = ['tier confusion (rows: label, columns: predicted)', pad('') + SAFETY_TIERS.map(pad).join('')];
    for (const t of SAFETY_TIERS) lines.push(pad(t) + SAFETY_TIERS.map((p) => pad(String(res.confusion[t][p]))).join(''));
    lines.push('');
    for (const [k, v] of Object.entries(figures)) lines.push(`${k.padEnd(16)} ${v}`);
    lines.push('');
    lines.push('us_per_hint_p99 = p99 over hints of each hint\'s median time (101 timed rounds after 200 warm-up rounds)');
    for (const [k, v] of Object.entries(detail)) lines.push(`${k.padEnd(19)} ${v}   (every single call, including scheduler/GC noise)`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  if (showMisses) {
    for (const m of res.misses) process.stderr.write(`${m.label} -> ${m.predicted} | ${m.hint} | ${m.reasons.join('; ')}\n`);
  }
}

const invokedDirectly = process.argv[1] !== undefined && /eval-classifier\.ts$/.test(process.argv[1]);
if (invokedDirectly) main(process.argv.slice(2));
