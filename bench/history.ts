// History at scale: with 1,000,000 steps stored, listing a page of executions
// (with and without filters) and a full-text search should each answer in
// under 100 ms (issue 6). Self-contained:
//
//   node --import tsx bench/history.ts [--steps N] [--runs N] [--json] [--keep]
//
// generates N steps (default 1,000,000; ~10 per execution, so ~100k
// executions, 6 agents, 4 clients, 180 days, varied hints) straight through the
// store's schema in one transaction in a temp dir, then times each query
// `runs` times (after warm-up) and reports p50/p95 in ms. bench/run.ts calls
// `runHistoryBench({ dbFile, log, quick })` on the database its fill produced
// instead. Timings go here, never into unit tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HistoryService, type ListExecutionsInput } from '../src/main/history';
import { indexPendingHints, openDatabase, type SqliteDatabase } from '../src/main/store';
import { seededRandom as rng } from './lib/seeded-random';

export interface HistoryBenchOptions {
  /** Steps to generate (default 1,000,000; 100,000 when quick). Ignored when dbFile names an existing database. */
  steps?: number;
  /** Measure an existing Airlock database instead of generating one. */
  dbFile?: string;
  /** Timed runs per query (default 40; 15 when quick). */
  runs?: number;
  quick?: boolean;
  /** Keep the generated database (its path is in the result). */
  keep?: boolean;
  log?: (line: string) => void;
}

export interface QueryTiming {
  name: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** Rows the query returned (on its last run). */
  rows: number;
  under_goal: boolean;
}

export interface HistoryBenchResult {
  steps: number;
  executions: number;
  generated: boolean;
  generate_ms: number | null;
  db_mb: number;
  db_file: string | null;
  goal_ms: number;
  all_under_goal: boolean;
  queries: QueryTiming[];
  load_average: number[];
  cores: number;
}

const GOAL_MS = 100;

// ---- data -----------------------------------------------------------------------


const AGENTS = ['coder', 'reviewer', 'deployer', 'researcher', 'data-cleaner', 'release-bot'];
const CLIENTS = ['claude-code', 'cursor', 'claude-desktop', 'vscode'];
const VERBS = [
  'reading', 'writing', 'editing', 'running', 'deleting', 'creating', 'moving', 'renaming', 'installing', 'updating',
  'searching', 'listing', 'compiling', 'testing', 'deploying', 'pushing', 'fetching', 'querying', 'migrating', 'formatting',
];
const THINGS = [
  'src/index.ts', 'README.md', 'package.json', 'the test suite', 'the database schema', 'config.yaml', 'the build output',
  'node_modules', 'the staging server', 'the production cluster', 'docs/guide.md', 'the users table', 'Dockerfile',
  'the CI pipeline', 'a pull request', 'the release branch', 'the changelog', 'the API client', 'invoice records', 'the cache',
];
const WORDS =
  'alpha beta gamma delta kernel parser router widget ledger billing invoice customer session token lambda bucket queue worker cron backup snapshot restore mirror shard replica index vector tensor matrix pixel canvas shader sprite audio video stream socket packet header payload schema column tenant region zone cluster node pod volume secret certificate domain proxy gateway firewall'.split(
    ' ',
  );
const COMMANDS = ['npm test', 'npm run build', 'git status', 'git diff', 'git commit -m "wip"', 'git push origin main', 'ls -la', 'cat .env', 'curl https://api.example.com/v1/items', 'rm -rf build', 'docker compose up', 'psql -c "select 1"', 'kubectl get pods'];
const TIERS = ['advisory', 'confirm', 'verify', 'danger_zone'] as const;

function hintFor(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const words = () => Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(WORDS)).join(' ');
  switch (Math.floor(r() * 4)) {
    case 0:
      return `${pick(VERBS)} ${pick(THINGS)} for the ${words()} change`;
    case 1:
      return `running \`${pick(COMMANDS)}\` in ${pick(THINGS)}`;
    case 2:
      return `${pick(VERBS)} ${words()} ${pick(THINGS)}; then ${pick(VERBS)} ${pick(THINGS)}`;
    default:
      // A rare token now and then, for selective searches.
      return `${pick(VERBS)} ${pick(THINGS)} (ticket ${pick(WORDS)}-${Math.floor(r() * 5000)}${r() < 0.001 ? ' zebracorn' : ''})`;
  }
}

/** Generates `steps` steps (about 10 per execution) in one transaction, through the store's schema, then indexes their hints (as Airlock's store does after commits). */
export function generateHistory(db: SqliteDatabase, steps: number, seed = 42): { executions: number; steps: number } {
  const r = rng(seed);
  const insertExecution = db.prepare(
    `INSERT INTO executions (id, agent, client, status, implicit, step_limit, steps_used, step_count, highest_tier, pauses, approvals, blocks, policy_digest, started_at, ended_at)
     VALUES (@id, @agent, @client, @status, 1, 10, @used, @count, @tier, @pauses, @approvals, @blocks, 'bench', @started, @ended)`,
  );
  const insertStep = db.prepare(
    `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at)
     VALUES (@execution_id, @seq, @agent, @client, @hint, @digest, @level, @risk, @tier, @continued, @stopped, '[]', @directive, @us, @at)`,
  );
  const span = 180 * 86_400_000;
  const start = Date.parse('2026-05-01T00:00:00Z');
  let made = 0;
  let executions = 0;
  db.pragma('synchronous = OFF');
  db.transaction(() => {
    let t = start;
    const gap = span / (steps / 10);
    while (made < steps) {
      const count = Math.min(steps - made, 1 + Math.floor(r() * 19));
      const id = `${executions.toString(16).padStart(8, '0')}-${Math.floor(r() * 0xffff).toString(16).padStart(4, '0')}-4bench`;
      const agent = AGENTS[Math.floor(r() * r() * AGENTS.length)]!;
      const client = CLIENTS[Math.floor(r() * r() * CLIENTS.length)]!;
      t += gap * (0.5 + r());
      const startedAt = new Date(t).toISOString();
      let highest = 0;
      let pauses = 0;
      let blocks = 0;
      let used = 0;
      for (let seq = 1; seq <= count; seq++) {
        const x = r();
        const tier = x < 0.8 ? 0 : x < 0.93 ? 1 : x < 0.985 ? 2 : 3;
        highest = Math.max(highest, tier);
        const continued = tier === 0 ? 1 : 0;
        const stopped = tier === 3 ? 1 : 0;
        if (continued) used++;
        else if (stopped) blocks++;
        else pauses++;
        insertStep.run({
          execution_id: id,
          seq,
          agent,
          client,
          // One agent has words of its own: common overall, absent for the others.
          hint: agent === 'release-bot' ? `${hintFor(r)} via the release train` : hintFor(r),
          digest: `d${made}`,
          level: ['safe', 'reversible', 'dangerous', 'forbidden'][tier],
          risk: [10, 45, 70, 90][tier],
          tier: TIERS[tier],
          continued,
          stopped,
          directive: JSON.stringify({ continue: continued === 1, factors: [], nextStepRisk: TIERS[tier] }),
          us: 50 + Math.floor(r() * 400),
          at: new Date(t + seq * 1500).toISOString(),
        });
        made++;
      }
      const running = made >= steps - 200 && r() < 0.3;
      insertExecution.run({
        id,
        agent,
        client,
        status: running ? 'running' : r() < 0.9 ? 'completed' : 'cancelled',
        used,
        count,
        tier: TIERS[highest],
        pauses,
        approvals: Math.floor(pauses * r()),
        blocks,
        started: startedAt,
        ended: running ? null : new Date(t + (count + 1) * 1500).toISOString(),
      });
      executions++;
    }
  })();
  db.pragma('synchronous = NORMAL');
  indexPendingHints(db);
  db.exec("INSERT INTO steps_fts(steps_fts) VALUES ('optimize')");
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { executions, steps: made };
}

// ---- measuring ----------------------------------------------------------------

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

function time(name: string, runs: number, variants: Array<() => number>): QueryTiming {
  for (let i = 0; i < Math.min(3, variants.length * 2); i++) variants[i % variants.length]!();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const fn = variants[i % variants.length]!;
    const t0 = process.hrtime.bigint();
    rows = fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 0.95);
  return { name, runs, p50_ms: r2(percentile(samples, 0.5)), p95_ms: r2(p95), max_ms: r2(samples.at(-1)!), rows, under_goal: p95 < GOAL_MS };
}

/** Words that occur in the hints: a frequent one and a rare one (from a sample). */
function pickWords(db: SqliteDatabase): { common: string[]; rare: string[] } {
  const rows = db.prepare('SELECT hint FROM steps ORDER BY id DESC LIMIT 5000').all() as Array<{ hint: string }>;
  const counts = new Map<string, number>();
  for (const { hint } of rows) for (const w of new Set(hint.toLowerCase().match(/[a-z]{4,}/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const common = sorted.slice(0, 6).map(([w]) => w);
  const rare = sorted.filter(([, n]) => n <= 2).slice(0, 6).map(([w]) => w);
  return { common: common.length ? common : ['reading'], rare: rare.length ? rare : common.slice(-1) };
}

export async function runHistoryBench(options: HistoryBenchOptions = {}): Promise<HistoryBenchResult> {
  const log = options.log ?? (() => {});
  const runs = options.runs ?? (options.quick ? 15 : 40);
  let dir: string | null = null;
  let file: string;
  let generated = false;
  let generateMs: number | null = null;
  if (options.dbFile && fs.existsSync(options.dbFile)) {
    file = options.dbFile;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-history-bench-'));
    file = path.join(dir, 'airlock.db');
  }
  const db = openDatabase(file);
  try {
    if (dir) {
      const steps = options.steps ?? (options.quick ? 100_000 : 1_000_000);
      log(`history bench: generating ${steps.toLocaleString('en-US')} steps in ${file}`);
      const t0 = Date.now();
      generateHistory(db, steps);
      generateMs = Date.now() - t0;
      generated = true;
      log(`history bench: generated in ${(generateMs / 1000).toFixed(1)} s`);
    } else {
      db.exec('ANALYZE');
    }
    const stepsCount = (db.prepare('SELECT count(*) AS n FROM steps').get() as { n: number }).n;
    const executions = (db.prepare('SELECT count(*) AS n FROM executions').get() as { n: number }).n;
    const history = new HistoryService(db);
    const agents = history.agents();
    const clients = history.clients();
    const { common, rare } = pickWords(db);
    const bounds = db.prepare('SELECT min(started_at) AS lo, max(started_at) AS hi FROM executions').get() as { lo: string; hi: string };
    const lo = Date.parse(bounds.lo);
    const hi = Date.parse(bounds.hi);
    const at = (f: number) => new Date(lo + (hi - lo) * f).toISOString();
    const list = (input: ListExecutionsInput) => () => history.listExecutions({ limit: 50, ...input }).items.length;
    // A cursor 20 pages deep, to show keyset pages cost the same anywhere.
    let deep: string | null = null;
    for (let i = 0; i < 20; i++) deep = history.listExecutions({ limit: 50, ...(deep ? { cursor: deep } : {}) }).nextCursor;

    log(`history bench: ${stepsCount.toLocaleString('en-US')} steps, ${executions.toLocaleString('en-US')} executions; ${runs} runs per query; words ${common[0]} / ${rare[0]}`);
    const queries: QueryTiming[] = [
      time('list: first page (50), no filter', runs, [list({})]),
      time('list: page 21 via cursor', runs, [list(deep ? { cursor: deep } : {})]),
      time('list: by agent', runs, agents.map((agent) => list({ agent }))),
      time('list: by client + status', runs, clients.map((client) => list({ client, status: 'completed' }))),
      time('list: tier at least verify', runs, [list({ tier: 'verify' })]),
      time('list: tier exactly danger_zone + agent', runs, agents.map((agent) => list({ tier: 'danger_zone', tierMatch: 'exact', agent }))),
      time('list: date range (a 7-day window)', runs, [0.2, 0.5, 0.8].map((f) => list({ from: at(f), to: new Date(Date.parse(at(f)) + 7 * 86_400_000).toISOString() }))),
      time('list: agent + client + date range + tier', runs, agents.map((agent, i) => list({ agent, client: clients[i % clients.length]!, from: at(0.1), to: at(0.9), tier: 'confirm' }))),
      time('list: text filter, common word', runs, common.map((w) => list({ text: w }))),
      time('list: text filter, rare word', runs, rare.map((w) => list({ text: w }))),
      time('list: text filter, prefix', runs, common.map((w) => list({ text: `${w.slice(0, 4)}*` }))),
      time('list: text filter + agent', runs, agents.map((agent, i) => list({ text: common[i % common.length]!, agent }))),
      time("list: another agent's word + agent (no match)", runs, agents.filter((a) => a !== 'release-bot').map((agent) => list({ text: 'train', agent }))),
      time('search: common word (50 hits)', runs, common.map((w) => () => history.search(w, { limit: 50 }).hits.length)),
      time('search: two words', runs, common.slice(1, 4).map((w) => () => history.search(`${common[0]} ${w}`, { limit: 50 }).hits.length)),
      time('search: rare word', runs, rare.map((w) => () => history.search(w, { limit: 50 }).hits.length)),
      time('search: prefix (3 letters)', runs, common.map((w) => () => history.search(`${w.slice(0, 3)}*`, { limit: 50 }).hits.length)),
      time('search: prefix (5 letters)', runs, common.map((w) => () => history.search(`${w.slice(0, 5)}*`, { limit: 50 }).hits.length)),
      time('search: no match', runs, [() => history.search('qqqzzzxxy', { limit: 50 }).hits.length]),
      time('agents() + clients()', runs, [() => history.agents().length + history.clients().length]),
    ];
    const someIds = (db.prepare('SELECT id FROM executions ORDER BY rowid DESC LIMIT 5').all() as Array<{ id: string }>).map((r) => r.id);
    queries.push(time('timeline of one execution', runs, someIds.map((id) => () => history.timeline(id)?.entries.length ?? 0)));
    const pages = db.pragma('page_count', { simple: true }) as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const goalQueries = queries.filter((q) => q.name.startsWith('list') || q.name.startsWith('search'));
    return {
      steps: stepsCount,
      executions,
      generated,
      generate_ms: generateMs,
      db_mb: r2((pages * pageSize) / 1048576),
      db_file: dir && options.keep ? file : options.dbFile ?? null,
      goal_ms: GOAL_MS,
      all_under_goal: goalQueries.every((q) => q.under_goal),
      queries,
      load_average: os.loadavg().map(r2),
      cores: os.cpus().length,
    };
  } finally {
    db.close();
    if (dir && !options.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---- command line ------------------------------------------------------------

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const json = argv.includes('--json');
  const steps = value('--steps') ? Number(value('--steps')) : undefined;
  const runs = value('--runs') ? Number(value('--runs')) : undefined;
  const loadBefore = os.loadavg().map(r2);
  const result = await runHistoryBench({
    ...(steps ? { steps } : {}),
    ...(runs ? { runs } : {}),
    keep: argv.includes('--keep'),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...result, load_average_before: loadBefore }, null, 2)}\n`);
    return;
  }
  const width = Math.max(...result.queries.map((q) => q.name.length));
  for (const q of result.queries) {
    process.stdout.write(`${q.name.padEnd(width)}  p50 ${q.p50_ms.toFixed(2).padStart(7)} ms  p95 ${q.p95_ms.toFixed(2).padStart(7)} ms  (${q.rows} rows)${q.under_goal ? '' : '  OVER GOAL'}\n`);
  }
  process.stdout.write(
    `history: ${result.steps.toLocaleString('en-US')} steps / ${result.executions.toLocaleString('en-US')} executions, ${result.db_mb} MB; ` +
      `every list and search p95 ${result.all_under_goal ? '<' : 'NOT <'} ${result.goal_ms} ms; load average before ${loadBefore.join(' ')}, after ${result.load_average.join(' ')} (${result.cores} cores)\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  });
}
