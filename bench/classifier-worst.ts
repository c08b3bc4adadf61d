// The classifier's worst cases and its memory (perf9; issue 12 item 6, issue 8's RSS goal).
//
//   node --import tsx bench/classifier-worst.ts [--kb 16,64,250] [--only shape,shape] [--json]
//
// An agent chooses its input, so what one classify call costs on a long, adversarial input is a
// safety figure, not only a speed one. Each shape below is built at each size and classified once
// with the memo tables emptied (CPU time, process.cpuUsage, which waiting for a core does not
// inflate); `ms_per_kb` at the largest size and `growth` (CPU ratio between the two largest sizes,
// divided by their size ratio: ~1 is linear, ~2 quadratic) show whether work is linear.
// Inputs over MAX_READ (256 KB) are read up to it and rated at least confirm.
//
// `memory`: one classify call in a fresh process (a child started with --expose-gc): the heap and
// RSS it adds after a full GC, and the peak RSS (VmHWM) — what `airlock serve` pays at start-up
// (it warms the classifier up) and any one-shot process that classifies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { classify } from '../src/main/classifier/index';
import { clearMemos } from '../src/main/classifier/memo';

const repeat = (kb: number, piece: (i: number) => string, sep: string): string => {
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < kb * 1024; i++) {
    const p = piece(i);
    parts.push(p);
    n += p.length + sep.length;
  }
  return parts.join(sep).slice(0, kb * 1024);
};

/** Long inputs an agent could send; each is ordinary text repeated, so only its length is adversarial. */
export const SHAPES: Record<string, (kb: number) => string> = {
  'one-letter lines': (kb) => repeat(kb, () => 'a', '\n'),
  'one-word lines (verb)': (kb) => repeat(kb, () => 'delete', '\n'),
  'number words': (kb) => repeat(kb, () => 'zero', ' '),
  sentences: (kb) => repeat(kb, (i) => `Then I will update the config file number ${i} and check the logs for errors.`, ' '),
  'one unpunctuated clause': (kb) => repeat(kb, (i) => `update the config file ${i} and check logs`, ' and '),
  'numbered plan': (kb) => repeat(kb, (i) => `${i + 1}. delete the temp file ${i}`, '\n'),
  'German sentences': (kb) => repeat(kb, (i) => `Bitte lösche die Datei ${i} und prüfe die Logs.`, ' '),
  'Japanese sentences': (kb) => repeat(kb, () => '本番のデータベースを確認して', '。'),
  '&& chain': (kb) => repeat(kb, () => 'echo hi', ' && '),
  '; list': (kb) => repeat(kb, () => 'ls -la /tmp', '; '),
  'SQL statements': (kb) => repeat(kb, (i) => `UPDATE t SET a=${i} WHERE id=${i};`, '\n'),
  URLs: (kb) => repeat(kb, () => 'https://example.com/a/b?c=d', ' '),
  heredoc: (kb) => `cat <<EOF > f.txt\n${repeat(kb, () => 'line of text', '\n')}\nEOF`,
  // One long name in a call (a 30 KB URL or identifier): the call pattern once rescanned it from every position.
  'one long name in a call': (kb) => `requests.post("https://x.io/${'a'.repeat(Math.max(0, kb * 1024 - 40))}", json=payload)`,
  'JSON tool call': (kb) => JSON.stringify({ tool: 'write_file', arguments: { path: 'notes.txt', content: repeat(kb, () => 'some text here', ' ') } }),
};

export interface ShapeFigures {
  shape: string;
  cpu_ms: number[];
  ms_per_kb: number;
  growth: number;
  tier_score: number;
}

function cpuMsOf(text: string): { ms: number; score: number } {
  clearMemos();
  const c0 = process.cpuUsage();
  const r = classify(text);
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, score: r.score };
}

export function runWorst(kbs: readonly number[], only?: readonly string[]): ShapeFigures[] {
  classify('warm up: read README.md and run git status');
  const out: ShapeFigures[] = [];
  for (const [shape, make] of Object.entries(SHAPES)) {
    if (only && !only.includes(shape)) continue;
    const runs = kbs.map((kb) => cpuMsOf(make(kb)));
    const ms = runs.map((r) => Math.round(r.ms));
    const n = kbs.length;
    const last = runs[n - 1] as { ms: number; score: number };
    const prev = runs[n - 2];
    const growth = prev && prev.ms > 0 ? last.ms / prev.ms / ((kbs[n - 1] as number) / (kbs[n - 2] as number)) : NaN;
    out.push({ shape, cpu_ms: ms, ms_per_kb: Math.round((last.ms / (kbs[n - 1] as number)) * 100) / 100, growth: Math.round(growth * 100) / 100, tier_score: last.score });
  }
  return out;
}

export interface MemoryFigures {
  heap_mb_added: number;
  rss_mb_after: number;
  rss_mb_added: number;
  peak_rss_mb: number;
  first_call_cpu_ms: number;
}

/** One classify call in a fresh child process. */
export function firstCallMemory(): MemoryFigures {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, '--child-memory'], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop() as string) as MemoryFigures;
}

function childMemory(): void {
  const gc = (globalThis as { gc?: () => void }).gc as () => void;
  const mb = (x: number) => Math.round((x / 1e6) * 10) / 10;
  gc();
  const m0 = process.memoryUsage();
  const c0 = process.cpuUsage();
  classify('warm up: read README.md and run git status');
  const c = process.cpuUsage(c0);
  gc();
  gc();
  const m1 = process.memoryUsage();
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  const fig: MemoryFigures = {
    heap_mb_added: mb(m1.heapUsed - m0.heapUsed),
    rss_mb_after: mb(m1.rss),
    rss_mb_added: mb(m1.rss - m0.rss),
    peak_rss_mb: hwm ? mb(Number(hwm) * 1024) : NaN,
    first_call_cpu_ms: Math.round((c.user + c.system) / 1000),
  };
  process.stdout.write(`${JSON.stringify(fig)}\n`);
}

function main(argv: string[]): void {
  if (argv[0] === '--child-memory') return childMemory();
  let kbs = [16, 64, 250];
  let only: string[] | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--kb') kbs = String(argv[++i]).split(',').map(Number);
    else if (a === '--only') only = String(argv[++i]).split(',');
    else if (a === '--json') json = true;
    else throw new Error(`unknown argument ${a}; usage: bench/classifier-worst.ts [--kb 16,64,250] [--only shape,shape] [--json]`);
  }
  if (kbs.length < 2 || kbs.some((k) => !(k > 0))) throw new Error('--kb takes at least two sizes in KB');
  const loadStart = loadavg();
  const memory = firstCallMemory();
  const shapes = runWorst(kbs, only);
  const res = { kb: kbs, memory, shapes, load_avg_start: loadStart.map((x) => Math.round(x * 10) / 10), load_avg_end: loadavg().map((x) => Math.round(x * 10) / 10) };
  if (json) {
    process.stdout.write(`${JSON.stringify(res)}\n`);
    return;
  }
  const lines = [
    `classifier worst cases: CPU ms for one call at ${kbs.join(' / ')} KB (memos emptied); load ${res.load_avg_start.join(' ')} -> ${res.load_avg_end.join(' ')}`,
    `memory, one call in a fresh process: heap +${memory.heap_mb_added} MB, RSS ${memory.rss_mb_after} MB (+${memory.rss_mb_added}), peak RSS ${memory.peak_rss_mb} MB, first call ${memory.first_call_cpu_ms} ms CPU`,
    ...shapes.map((s) => `  ${s.shape.padEnd(24)} ${s.cpu_ms.map((m) => String(m).padStart(6)).join(' ')} ms   ${String(s.ms_per_kb).padStart(6)} ms/KB   growth ${s.growth}   score ${s.tier_score}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] !== undefined && /bench[\\/]classifier-worst\.ts$/.test(process.argv[1])) main(process.argv.slice(2));
