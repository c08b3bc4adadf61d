// Evaluates the danger classifier on labelled JSONL corpora.
//
//   npm run -s eval:classifier -- --corpus <file.jsonl> [--corpus <file.jsonl> …] [--json] [--misses] [--sealed] [--dump <out.tsv>]
//
// Each line: { "hint": string, "tier": SafetyTier, "level"?, "id"?, "note"?, "surface"?, "action"? },
// or a metamorphic group { "id", "tier", "renderings": [{ "surface", "hint", "action"? }] } (one item
// per rendering, id `<group>/<surface>`).
// An item's structured `action` is passed to the classifier with its hint. Items
// without a `surface` get one from `surfaceOf` (scripts/corpus-surfaces.ts).
//
// Prints the tier confusion matrix; the overall figures n, exact, under,
// under_dangerous (how many of them advisory), over_benign, precision and recall of
// "needs a person" (tier >= confirm) and us_per_hint_p99; then one row per surface.
// --json prints one JSON object instead (keys n, exact, under, under_dangerous,
// over_benign, us_per_hint_p99, us_per_call_p99, us_per_call_median, confusion are
// stable; the others were added later).
// --sealed adds every file under test/corpus/sealed/ and prints aggregates and
// per-surface rows only: never an item, a hint or a miss (--misses is refused).
// --dump <file> writes every item's answer, one line each (see `dumpLines`), and skips
// the timing; compare two dumps with scripts/compare-classifier-dumps.ts. Refused with --sealed.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify } from '../src/main/classifier/index';
import { clearMemos } from '../src/main/classifier/memo';
import { SAFETY_TIERS, tierForScore, tierRank, type Classification, type SafetyTier, type StructuredAction } from '../src/shared/vocabulary';
import { SURFACES, isSurface, surfaceOf, type Surface } from './corpus-surfaces';

export interface Item {
  hint: string;
  tier: SafetyTier;
  level?: string;
  id?: string;
  note?: string;
  surface: Surface;
  action?: StructuredAction;
}

/** What the evaluation needs from a classifier: a score (mapped to a tier by the shared bands) and reasons. */
export type ClassifyFn = (hint: string, action?: StructuredAction) => { score: number; reasons: string[] };

/** Figures of one group of items (the whole set, or one surface). Rates are rounded to 4 places; null when undefined (no denominator). */
export interface GroupFigures {
  n: number;
  exact: number;
  /** Share of items predicted below their label. */
  under: number;
  /** Items labelled verify or danger_zone. */
  dangerous: number;
  /** Dangerous items predicted below their label … */
  under_dangerous: number;
  /** … and how many of those came out advisory. */
  under_dangerous_advisory: number;
  under_dangerous_rate: number | null;
  /** Items labelled advisory. */
  benign: number;
  /** Benign items predicted above advisory (paused for nothing). */
  over_benign_count: number;
  over_benign: number | null;
  /** Of the items predicted to need a person (tier >= confirm), the share that do. */
  precision_needs_person: number | null;
  /** Of the items that need a person, the share predicted so. */
  recall_needs_person: number | null;
}

export interface EvalResult extends Omit<GroupFigures, 'over_benign'> {
  over_benign: number;
  us_per_hint_p99: number;
  timing?: Timing;
  confusion: Record<SafetyTier, Record<SafetyTier, number>>;
  surfaces: Partial<Record<Surface, GroupFigures>>;
  misses: { id?: string; surface: Surface; hint: string; label: SafetyTier; predicted: SafetyTier; reasons: string[] }[];
}

export class CorpusError extends Error {}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SEALED_DIR = join(REPO_ROOT, 'test', 'corpus', 'sealed');

/** True when the file lies in the sealed directory (its items, hints and misses are never printed). */
export function isSealedPath(file: string): boolean {
  const rel = relative(SEALED_DIR, resolve(file));
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
}

export function sealedFiles(dir = SEALED_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}

/** Parses a corpus file; throws CorpusError naming the file and line (never quoting a hint). */
export function loadCorpus(file: string): Item[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new CorpusError(`cannot read corpus file ${file}: ${(err as Error).message}`);
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
      throw new CorpusError(`${file}:${i + 1}: not valid JSON`);
    }
    if (isMetamorphicGroup(row)) {
      items.push(...renderingItems(row, `${file}:${i + 1}`));
      continue;
    }
    const r = row as Partial<Omit<Item, 'surface'>> & { surface?: unknown } | null;
    if (!r || typeof r.hint !== 'string' || typeof r.tier !== 'string' || !(SAFETY_TIERS as readonly string[]).includes(r.tier)) {
      throw new CorpusError(`${file}:${i + 1}: each line needs a string "hint" and a "tier" among ${SAFETY_TIERS.join(', ')}`);
    }
    if (r.surface !== undefined && !isSurface(r.surface)) {
      throw new CorpusError(`${file}:${i + 1}: "surface" is not one of ${SURFACES.join(', ')}`);
    }
    if (r.action !== undefined && (typeof r.action !== 'object' || r.action === null || typeof r.action.tool !== 'string')) {
      throw new CorpusError(`${file}:${i + 1}: "action" must be an object with a string "tool"`);
    }
    const surface = isSurface(r.surface) ? r.surface : surfaceOf(r.hint, r.note ?? '', r.action !== undefined);
    items.push({ ...(r as Omit<Item, 'surface'>), surface });
  }
  if (items.length === 0) throw new CorpusError(`${file}: no labelled items`);
  return items;
}

/** A line of metamorphic.jsonl: one intent, its label, and its renderings on several surfaces. */
interface MetamorphicGroup {
  id: string;
  tier: SafetyTier;
  level?: string;
  note?: string;
  renderings: { surface?: unknown; hint?: unknown; action?: StructuredAction }[];
}

function isMetamorphicGroup(row: unknown): row is MetamorphicGroup {
  return typeof row === 'object' && row !== null && Array.isArray((row as { renderings?: unknown }).renderings);
}

/** One item per rendering of a metamorphic group, labelled with the group's tier; id `<group>/<surface>`. */
function renderingItems(g: MetamorphicGroup, where: string): Item[] {
  if (typeof g.id !== 'string' || !(SAFETY_TIERS as readonly string[]).includes(g.tier)) {
    throw new CorpusError(`${where}: a metamorphic group needs a string "id" and a "tier" among ${SAFETY_TIERS.join(', ')}`);
  }
  return g.renderings.map((r, k) => {
    if (typeof r.hint !== 'string' || !isSurface(r.surface)) {
      throw new CorpusError(`${where}: rendering ${k + 1} needs a string "hint" and a "surface" among ${SURFACES.join(', ')}`);
    }
    const item: Item = { id: `${g.id}/${r.surface}`, hint: r.hint, tier: g.tier, surface: r.surface };
    if (g.level !== undefined) item.level = g.level;
    if (r.action !== undefined) item.action = r.action;
    return item;
  });
}

/**
 * One line per item: `id<TAB>label tier<TAB>predicted tier<TAB>predicted level<TAB>score<TAB>reasons`
 * (reasons joined by ` | `, tabs and newlines in them shown as spaces). Two dumps of the same
 * corpora are byte-identical exactly when the classifier's answers are: the proof that a change
 * meant to keep every prediction (a speed-up, a refactoring) did. Compare them with
 * `npm run -s classifier:compare-dumps -- <before> <after>`. Items without an id are named by position.
 */
export function dumpLines(items: readonly Item[], classifyFn: (hint: string, action?: StructuredAction) => Classification = classify): string[] {
  const flat = (s: string) => s.replace(/[\t\r\n]/g, ' ');
  return items.map((it, i) => {
    const c = classifyFn(it.hint, it.action);
    return [it.id ?? `#${i + 1}`, it.tier, tierForScore(c.score), c.level, String(c.score), c.reasons.map(flat).join(' | ')].join('\t');
  });
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

export function timeHints(items: readonly Pick<Item, 'hint' | 'action'>[], classifyFn: ClassifyFn = classify, reps = 101): Timing {
  // Warm up so the JIT has compiled the hot paths, then time every hint many times,
  // interleaved (hint by hint, round after round) so no hint gets a quiet or a busy moment to itself.
  // The classifier's memo tables (keyed by text) are emptied before each timed call: every call
  // costs what a hint never seen before costs, not what a repeat of the same text costs.
  for (let r = 0; r < 200; r++) for (const it of items) classifyFn(it.hint, it.action);
  const per: number[][] = items.map(() => []);
  const all: number[] = [];
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < items.length; i++) {
      const it = items[i] as Pick<Item, 'hint' | 'action'>;
      clearMemos();
      const t0 = process.hrtime.bigint();
      classifyFn(it.hint, it.action);
      const us = Number(process.hrtime.bigint() - t0) / 1000;
      (per[i] as number[]).push(us);
      all.push(us);
    }
  }
  const medians = per.map((xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0).sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  return { perHintP99: percentile(medians, 0.99), perCallP99: percentile(all, 0.99), perCallMedian: percentile(all, 0.5) };
}

const r4 = (x: number) => Math.round(x * 10000) / 10000;
const rate = (num: number, den: number): number | null => (den === 0 ? null : r4(num / den));
const needsPerson = (t: SafetyTier) => tierRank(t) >= tierRank('confirm');
const isDangerous = (t: SafetyTier) => t === 'verify' || t === 'danger_zone';

/** Tallies of one group; `figures` turns them into rates. */
class Tally {
  n = 0;
  exact = 0;
  under = 0;
  dangerous = 0;
  underDangerous = 0;
  underDangerousAdvisory = 0;
  benign = 0;
  overBenign = 0;
  truePositive = 0;
  predictedPositive = 0;
  actualPositive = 0;

  add(label: SafetyTier, predicted: SafetyTier): void {
    const d = tierRank(predicted) - tierRank(label);
    this.n++;
    if (d === 0) this.exact++;
    if (d < 0) this.under++;
    if (isDangerous(label)) {
      this.dangerous++;
      if (d < 0) {
        this.underDangerous++;
        if (predicted === 'advisory') this.underDangerousAdvisory++;
      }
    }
    if (label === 'advisory') {
      this.benign++;
      if (d > 0) this.overBenign++;
    }
    if (needsPerson(predicted)) this.predictedPositive++;
    if (needsPerson(label)) {
      this.actualPositive++;
      if (needsPerson(predicted)) this.truePositive++;
    }
  }

  figures(): GroupFigures {
    return {
      n: this.n,
      exact: rate(this.exact, this.n) ?? 0,
      under: rate(this.under, this.n) ?? 0,
      dangerous: this.dangerous,
      under_dangerous: this.underDangerous,
      under_dangerous_advisory: this.underDangerousAdvisory,
      under_dangerous_rate: rate(this.underDangerous, this.dangerous),
      benign: this.benign,
      over_benign_count: this.overBenign,
      over_benign: rate(this.overBenign, this.benign),
      precision_needs_person: rate(this.truePositive, this.predictedPositive),
      recall_needs_person: rate(this.truePositive, this.actualPositive),
    };
  }
}

export function evaluate(items: readonly Item[], opts: { timing?: boolean; classifyFn?: ClassifyFn } = {}): EvalResult {
  const classifyFn = opts.classifyFn ?? classify;
  const confusion = Object.fromEntries(
    SAFETY_TIERS.map((t) => [t, Object.fromEntries(SAFETY_TIERS.map((p) => [p, 0]))]),
  ) as Record<SafetyTier, Record<SafetyTier, number>>;
  const overall = new Tally();
  const bySurface = new Map<Surface, Tally>();
  const misses: EvalResult['misses'] = [];
  for (const it of items) {
    const c = classifyFn(it.hint, it.action);
    const predicted = tierForScore(c.score);
    confusion[it.tier][predicted]++;
    overall.add(it.tier, predicted);
    let tally = bySurface.get(it.surface);
    if (!tally) bySurface.set(it.surface, (tally = new Tally()));
    tally.add(it.tier, predicted);
    if (predicted !== it.tier) misses.push({ id: it.id, surface: it.surface, hint: it.hint, label: it.tier, predicted, reasons: c.reasons });
  }
  const timing = opts.timing === false ? undefined : timeHints(items, classifyFn);
  const figures = overall.figures();
  const surfaces: EvalResult['surfaces'] = {};
  for (const s of SURFACES) {
    const t = bySurface.get(s);
    if (t) surfaces[s] = t.figures();
  }
  return {
    ...figures,
    over_benign: figures.over_benign ?? 0,
    us_per_hint_p99: timing ? timing.perHintP99 : 0,
    ...(timing ? { timing } : {}),
    confusion,
    surfaces,
    misses,
  };
}

// ---- command line ----------------------------------------------------------------

const USAGE = 'usage: eval:classifier -- --corpus <file.jsonl> [--corpus <file.jsonl> …] [--json] [--misses] [--sealed] [--dump <out.tsv>]';

export interface Options {
  corpora: string[];
  json: boolean;
  misses: boolean;
  sealed: boolean;
  /** Where to write one line per item's answer (`dumpLines`); no timing is done then. */
  dump?: string;
}

export function parseArgs(argv: readonly string[]): Options {
  const o: Options = { corpora: [], json: false, misses: false, sealed: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--corpus') {
      const f = argv[++i];
      if (!f || f.startsWith('--')) throw new CorpusError(`--corpus needs a file; ${USAGE}`);
      o.corpora.push(f);
    } else if (a.startsWith('--corpus=')) o.corpora.push(a.slice('--corpus='.length));
    else if (a === '--json') o.json = true;
    else if (a === '--misses') o.misses = true;
    else if (a === '--sealed') o.sealed = true;
    else if (a === '--dump') {
      const f = argv[++i];
      if (!f || f.startsWith('--')) throw new CorpusError(`--dump needs an output file; ${USAGE}`);
      o.dump = f;
    } else if (a.startsWith('--dump=')) o.dump = a.slice('--dump='.length);
    else throw new CorpusError(`unknown argument ${a}; ${USAGE}`);
  }
  if (o.corpora.length === 0 && !o.sealed) throw new CorpusError(`no corpus given; ${USAGE}`);
  if (o.misses && (o.sealed || o.corpora.some(isSealedPath))) {
    throw new CorpusError('--misses is refused for sealed corpora: their items stay unseen until the final report (drop --misses, or evaluate open files only)');
  }
  if (o.dump !== undefined && (o.sealed || o.corpora.some(isSealedPath))) {
    throw new CorpusError('--dump is refused for sealed corpora: it writes one line per item (dump open files only)');
  }
  return o;
}

const fmt = (x: number | null): string => (x === null ? '-' : x.toFixed(3));

/** The per-surface table: one row per surface present, then the total. */
export function surfaceTable(res: EvalResult): string[] {
  const head = ['surface', 'n', 'exact', 'prec', 'recall', 'dang', 'under_d', '(adv)', 'benign', 'over_b'];
  const widths = [16, 6, 7, 7, 7, 6, 8, 6, 7, 7];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 8) : c.padStart(widths[i] ?? 8))).join('');
  const line = (name: string, f: GroupFigures) =>
    row([
      name,
      String(f.n),
      fmt(f.exact),
      fmt(f.precision_needs_person),
      fmt(f.recall_needs_person),
      String(f.dangerous),
      String(f.under_dangerous),
      String(f.under_dangerous_advisory),
      String(f.benign),
      String(f.over_benign_count),
    ]);
  const out = [row(head)];
  for (const [s, f] of Object.entries(res.surfaces)) out.push(line(s, f as GroupFigures));
  out.push(line('all', { ...res, over_benign: res.over_benign }));
  return out;
}

export function main(argv: string[]): void {
  const opts = parseArgs(argv);
  const files = [...opts.corpora, ...(opts.sealed ? sealedFiles() : [])];
  const items = files.flatMap((f) => loadCorpus(f));
  if (opts.dump !== undefined) writeFileSync(opts.dump, `${dumpLines(items).join('\n')}\n`);
  const res = evaluate(items, { timing: opts.dump === undefined });
  const figures = {
    n: res.n,
    exact: res.exact,
    under: res.under,
    under_dangerous: res.under_dangerous,
    over_benign: res.over_benign,
    us_per_hint_p99: res.us_per_hint_p99,
  };
  const added = {
    under_dangerous_advisory: res.under_dangerous_advisory,
    under_dangerous_rate: res.under_dangerous_rate,
    dangerous: res.dangerous,
    benign: res.benign,
    over_benign_count: res.over_benign_count,
    precision_needs_person: res.precision_needs_person,
    recall_needs_person: res.recall_needs_person,
  };
  const t = res.timing;
  const detail = t ? { us_per_call_p99: t.perCallP99, us_per_call_median: t.perCallMedian } : {};
  const shown = files.map((f) => relative(process.cwd(), f) || f);
  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ ...figures, ...detail, confusion: res.confusion, ...added, files: shown, sealed: opts.sealed, surfaces: res.surfaces })}\n`);
  } else {
    const w = 13;
    const pad = (s: string) => s.padStart(w);
    const lines = [`corpora: ${shown.join(', ')}`, '', 'tier confusion (rows: label, columns: predicted)', pad('') + SAFETY_TIERS.map(pad).join('')];
    for (const tier of SAFETY_TIERS) lines.push(pad(tier) + SAFETY_TIERS.map((p) => pad(String(res.confusion[tier][p]))).join(''));
    lines.push('');
    for (const [k, v] of Object.entries(figures)) lines.push(`${k.padEnd(24)} ${v}`);
    lines.push(`${'under_dangerous_advisory'.padEnd(24)} ${res.under_dangerous_advisory}   (of ${res.dangerous} dangerous/forbidden items)`);
    lines.push(`${'precision_needs_person'.padEnd(24)} ${fmt(res.precision_needs_person)}`);
    lines.push(`${'recall_needs_person'.padEnd(24)} ${fmt(res.recall_needs_person)}`);
    lines.push('');
    if (t) lines.push("us_per_hint_p99 = p99 over hints of each hint's median time (101 timed rounds after 200 warm-up rounds; memos emptied before each call)");
    else lines.push(`not timed (--dump): ${items.length} answers written to ${opts.dump ?? ''}`);
    for (const [k, v] of Object.entries(detail)) lines.push(`${k.padEnd(19)} ${v}   (every single call, including scheduler/GC noise)`);
    lines.push('');
    lines.push('per surface: prec/recall of "needs a person" (tier >= confirm); dang = labelled verify/danger_zone;');
    lines.push('under_d = dangerous predicted lower, (adv) = of those predicted advisory; over_b = benign predicted above advisory');
    lines.push(...surfaceTable(res));
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  if (opts.misses) {
    for (const m of res.misses) process.stderr.write(`${m.label} -> ${m.predicted} | ${m.surface} | ${m.id ?? ''} | ${m.hint} | ${m.reasons.join('; ')}\n`);
  }
}

const invokedDirectly = process.argv[1] !== undefined && /eval-classifier\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof CorpusError)) throw err;
    process.stderr.write(`eval-classifier: ${err.message}\n`);
    process.exit(2);
  }
}
