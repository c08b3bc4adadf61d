// `airlock history` (browse executions, filter, search), `airlock show <id>`
// (one execution's timeline), `airlock history search <text>`, `airlock
// history retention`, `airlock history compact`. Reading opens the database in
// AIRLOCK_HOME read-only, so it works while `airlock serve` or the app runs
// (WAL). Exit codes: 0 done, 1 bad input or not found, 2 no data yet.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  HISTORY_STATUSES,
  HISTORY_TIERS,
  HistoryQueryError,
  HistoryService,
  snippetText,
  type ExecutionSummary,
  type HistoryStatus,
  type HistoryTier,
  type ListExecutionsInput,
  type RetentionSetting,
  type Timeline,
  type TimelineEntry,
} from '../../main/history';
import { airlockHome, databaseFile } from '../../main/paths';
import { openDatabase, openReadOnly, type SqliteDatabase } from '../../main/store';
import { stdio, type Output } from '../io';
import { inert } from '../../shared/text';
import { IdLookupError } from '../../shared/ids';

/** Stored agent text goes to the person's terminal: every line is made inert
 *  (in JSON output too: \u escapes inside JSON strings are unaffected). */
function inertOutput(io: Output): Output {
  return { out: (line) => io.out(inert(line, { keepNewlines: true })), err: (line) => io.err(inert(line, { keepNewlines: true })) };
}


class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

function homeOf(options: { home?: string }): string {
  return options.home ? path.resolve(options.home) : airlockHome();
}

function openForReading(home: string): SqliteDatabase {
  const file = databaseFile(home);
  if (!fs.existsSync(file)) throw new CliError(`No Airlock data in ${home} yet — start \`airlock serve\` or the app first.`, 2);
  return openReadOnly(file);
}

function openForWriting(home: string): SqliteDatabase {
  const file = databaseFile(home);
  if (!fs.existsSync(file)) throw new CliError(`No Airlock data in ${home} yet — start \`airlock serve\` or the app first.`, 2);
  return openDatabase(file);
}

function run(io: Output, fn: () => void): number {
  try {
    fn();
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`airlock: ${error.message}`);
      return error.exitCode;
    }
    if (error instanceof HistoryQueryError || error instanceof IdLookupError) {
      io.err(`airlock: ${error.message}`);
      return 1;
    }
    const message = (error as Error).message ?? String(error);
    if (/database is locked|SQLITE_BUSY/i.test(message)) {
      io.err('airlock: the database is busy (Airlock is writing); try again in a moment.');
      return 1;
    }
    throw error;
  }
}

// ---- dates ----------------------------------------------------------------

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * A date for --since/--until: an ISO date or date-time, `today`,
 * `yesterday`, or a duration back from now (`30m`, `12h`, `7d`, `2w`). A bare
 * date given to --until means the end of that day (UTC).
 */
export function parseWhen(value: string, edge: 'since' | 'until', now: number = Date.now()): string {
  const v = value.trim().toLowerCase();
  const rel = /^(\d+)\s*([mhdw])$/.exec(v);
  if (rel) return new Date(now - Number(rel[1]) * UNITS[rel[2]!]!).toISOString();
  const dayStart = (ms: number) => {
    const d = new Date(ms);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  };
  if (v === 'today' || v === 'yesterday') {
    const start = dayStart(now) - (v === 'yesterday' ? UNITS.d! : 0);
    return new Date(edge === 'until' ? start + UNITS.d! : start).toISOString();
  }
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) {
    throw new CliError(`--${edge} ${JSON.stringify(value)}: give a date (2026-01-31), a date-time (2026-01-31T12:00:00Z), today, yesterday, or a duration (12h, 7d, 2w).`);
  }
  if (edge === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return new Date(ms + UNITS.d!).toISOString();
  return new Date(ms).toISOString();
}

// ---- formatting -----------------------------------------------------------

const when = (iso: string | null): string => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '—');
const clock = (iso: string): string => iso.slice(11, 23);

function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(ms / 3_600_000)} h ${Math.round((ms % 3_600_000) / 60_000)} min`;
}

const oneLine = (s: string, max: number): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}

export function formatExecutions(items: ExecutionSummary[]): string[] {
  const rows = [['STARTED (UTC)', 'ID', 'AGENT', 'CLIENT', 'STATUS', 'STEPS', 'TIER', 'PAUSES', 'APPROVALS', 'BLOCKS', 'ENDED']];
  for (const e of items) {
    rows.push([
      when(e.startedAt),
      e.id.slice(0, 8),
      oneLine(e.agent, 24),
      oneLine(e.client, 24),
      e.status,
      String(e.steps),
      e.highestTier,
      String(e.pauses),
      String(e.approvals),
      String(e.blocks),
      e.endedAt ? when(e.endedAt) : '(running)',
    ]);
  }
  return table(rows);
}

function entryLines(entry: TimelineEntry): string[] {
  const t = clock(entry.at);
  switch (entry.type) {
    case 'step': {
      const s = entry.step;
      const verdict = s.stopped ? 'STOPPED' : s.continued ? 'continue' : 'PAUSED';
      const lines = [`${t}  step ${s.seq}  ${s.tier} (risk ${s.riskScore}, ${s.level})  ${verdict}  "${oneLine(s.hint, 100)}"  decided in ${(s.decisionUs / 1000).toFixed(2)} ms`];
      if (s.factors.length > 0) lines.push(`              factors: ${s.factors.join(' · ')}`);
      if (s.outcome) lines.push(`              previous outcome: ${s.outcome}`);
      return lines;
    }
    case 'decision': {
      const d = entry.decision;
      const what = d.decidedBy === 'timeout' ? 'expired: nobody answered, denied (fail-closed)' : `${d.decision.toUpperCase()} by the human`;
      const scope = d.scope === 'execution' ? ' for the rest of the execution' : '';
      return [
        `${t}  ${what}${scope} after ${duration(d.humanMs)} — step ${d.stepSeq ?? '?'} "${oneLine(d.hint, 80)}"${d.reason ? ` (reason: ${oneLine(d.reason, 80)})` : ''}`,
      ];
    }
    case 'event':
      return [`${t}  ${entry.event.scope === 'global' ? '[global] ' : ''}${entry.event.text}`];
  }
}

export function formatTimeline(timeline: Timeline): string[] {
  const e = timeline.execution;
  const lines = [
    `Execution ${e.id}`,
    `  agent ${e.agent} via ${e.client} — ${e.status}${e.implicit ? ' (started implicitly)' : ''}${e.goal ? ` — goal: ${oneLine(e.goal, 100)}` : ''}`,
    `  started ${when(e.startedAt)}, ended ${e.endedAt ? when(e.endedAt) : '(running)'}`,
    `  ${e.steps} step${e.steps === 1 ? '' : 's'} (${e.stepsUsed} of ${e.stepLimit + e.stepsGranted} autonomous), highest tier ${e.highestTier}, ${e.pauses} pause${e.pauses === 1 ? '' : 's'}, ${e.approvals} approval${e.approvals === 1 ? '' : 's'}, ${e.blocks} block${e.blocks === 1 ? '' : 's'}`,
    '',
  ];
  let day = '';
  for (const entry of timeline.entries) {
    if (entry.at.slice(0, 10) !== day) {
      day = entry.at.slice(0, 10);
      lines.push(`${day} (UTC)`);
    }
    lines.push(...entryLines(entry).map((l) => `  ${l}`));
  }
  if (timeline.entries.length === 0) lines.push('  (nothing recorded)');
  return lines;
}

// ---- commands ---------------------------------------------------------------

export interface HistoryOptions {
  home?: string;
  agent?: string;
  client?: string;
  since?: string;
  until?: string;
  tier?: string;
  tierExact?: boolean;
  status?: string;
  search?: string;
  limit?: string;
  cursor?: string;
  json?: boolean;
}

export function runHistory(options: HistoryOptions, io: Output = stdio, now: number = Date.now()): number {
  io = inertOutput(io);
  return run(io, () => {
    const filter: ListExecutionsInput = {};
    if (options.agent) filter.agent = options.agent;
    if (options.client) filter.client = options.client;
    if (options.since) filter.from = parseWhen(options.since, 'since', now);
    if (options.until) filter.to = parseWhen(options.until, 'until', now);
    if (options.tier) {
      if (!HISTORY_TIERS.includes(options.tier as HistoryTier)) throw new CliError(`--tier: one of ${HISTORY_TIERS.join(', ')}.`);
      filter.tier = options.tier as HistoryTier;
      if (options.tierExact) filter.tierMatch = 'exact';
    }
    if (options.status) {
      if (!HISTORY_STATUSES.includes(options.status as HistoryStatus)) throw new CliError(`--status: one of ${HISTORY_STATUSES.join(', ')}.`);
      filter.status = options.status as HistoryStatus;
    }
    if (options.search !== undefined) filter.text = options.search;
    if (options.cursor) filter.cursor = options.cursor;
    if (options.limit !== undefined) {
      const n = Number(options.limit);
      if (!Number.isInteger(n) || n < 1 || n > 500) throw new CliError('--limit: a whole number from 1 to 500.');
      filter.limit = n;
    }
    const home = homeOf(options);
    const db = openForReading(home);
    try {
      const page = new HistoryService(db).listExecutions(filter);
      if (options.json) {
        io.out(JSON.stringify(page, null, 2));
        return;
      }
      if (page.items.length === 0) {
        io.out(filter.cursor ? 'No more executions.' : 'No executions match.');
        return;
      }
      for (const line of formatExecutions(page.items)) io.out(line);
      if (page.nextCursor) io.out(`(more: add --cursor ${page.nextCursor})`);
      io.out('Show one with: airlock show <ID>');
    } finally {
      db.close();
    }
  });
}

export function runShow(id: string, options: { home?: string; json?: boolean }, io: Output = stdio): number {
  io = inertOutput(io);
  return run(io, () => {
    const db = openForReading(homeOf(options));
    try {
      const history = new HistoryService(db);
      const timeline = history.timeline(history.resolveExecutionId(id));
      if (!timeline) throw new CliError(`No execution ${JSON.stringify(id)}.`);
      if (options.json) io.out(JSON.stringify(timeline, null, 2));
      else for (const line of formatTimeline(timeline)) io.out(line);
    } finally {
      db.close();
    }
  });
}

export function runSearch(text: string, options: { home?: string; limit?: string; cursor?: string; json?: boolean }, io: Output = stdio): number {
  io = inertOutput(io);
  return run(io, () => {
    const limit = options.limit === undefined ? undefined : Number(options.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500)) throw new CliError('--limit: a whole number from 1 to 500.');
    const db = openForReading(homeOf(options));
    try {
      const page = new HistoryService(db).search(text, { ...(limit ? { limit } : {}), ...(options.cursor ? { cursor: options.cursor } : {}) });
      if (options.json) {
        io.out(JSON.stringify(page, null, 2));
        return;
      }
      if (page.hits.length === 0) {
        io.out('No steps match.');
        return;
      }
      const rows = [['AT (UTC)', 'EXECUTION', 'STEP', 'AGENT', 'TIER', 'HINT']];
      for (const h of page.hits) {
        rows.push([when(h.at), h.executionId.slice(0, 8), String(h.seq), oneLine(h.agent, 24), h.tier, oneLine(snippetText(h.snippet), 120)]);
      }
      for (const line of table(rows)) io.out(line);
      if (page.nextCursor) io.out(`(more: add --cursor ${page.nextCursor})`);
    } finally {
      db.close();
    }
  });
}

/**
 * Proof of the person for a state-changing command (issue 14): a terminal on
 * stdin and stdout, and "yes" typed into it. An agent's shell tool has no
 * terminal; scripts use the console's `retention` command (with its token).
 * Returns the answer, or null without a terminal.
 */
export function askOnTerminal(question: string): string | null {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return null;
  process.stdout.write(question);
  const buffer = Buffer.alloc(256);
  let answer = '';
  for (;;) {
    let n = 0;
    try {
      n = fs.readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
      throw error;
    }
    if (n === 0) break;
    answer += buffer.subarray(0, n).toString('utf8');
    if (answer.includes('\n') || answer.length > 200) break;
  }
  return answer.trim();
}

export function runRetention(
  options: { home?: string; keepDays?: string; unlimited?: boolean; json?: boolean },
  io: Output = stdio,
  now: number = Date.now(),
  ask: (question: string) => string | null = askOnTerminal,
): number {
  io = inertOutput(io);
  return run(io, () => {
    if (options.keepDays !== undefined && options.unlimited) throw new CliError('Give either --keep-days N or --unlimited, not both.');
    let setting: RetentionSetting | undefined;
    if (options.unlimited) setting = { unlimited: true };
    else if (options.keepDays !== undefined) {
      const n = Number(options.keepDays);
      if (!Number.isInteger(n) || n < 1 || n > 36_500) throw new CliError('--keep-days: a whole number of days from 1 to 36500.');
      setting = { keepDays: n };
    }
    if (setting) {
      const what = 'unlimited' in setting ? 'keep history without limit' : `keep ${setting.keepDays} days of history and delete every execution that ended before`;
      const answer = ask(`Airlock will ${what}. Type yes to go ahead: `);
      if (answer === null) {
        throw new CliError(
          'Changing retention needs you at a terminal (this command had none). From a script, send {"command":"retention","keep_days":N} with the token to `airlock serve --console jsonl`, or use the app.',
        );
      }
      if (answer.toLowerCase() !== 'yes') throw new CliError('Not changed (you did not type yes).');
    }
    const db = setting ? openForWriting(homeOf(options)) : openForReading(homeOf(options));
    try {
      const history = new HistoryService(db);
      if (!setting) {
        const current = history.retention();
        if (options.json) io.out(JSON.stringify({ retention: current }, null, 2));
        else io.out('unlimited' in current ? 'History is kept without limit.' : `History is kept for ${current.keepDays} day${current.keepDays === 1 ? '' : 's'} after an execution ends.`);
        return;
      }
      const report = history.setRetention(setting, now);
      if (options.json) {
        io.out(JSON.stringify(report, null, 2));
        return;
      }
      io.out('unlimited' in setting ? 'History is now kept without limit.' : `History is now kept for ${setting.keepDays} day${setting.keepDays === 1 ? '' : 's'} after an execution ends.`);
      if (report.executions > 0) {
        io.out(`Removed ${report.executions} execution${report.executions === 1 ? '' : 's'} that ended before ${when(report.cutoff)} (${report.steps} steps); the audit log keeps its rows and records the removal.`);
      } else if (report.cutoff) {
        io.out(`Nothing ended before ${when(report.cutoff)}; nothing removed.`);
      }
    } finally {
      db.close();
    }
  });
}

export function runCompact(options: { home?: string; json?: boolean }, io: Output = stdio): number {
  io = inertOutput(io);
  return run(io, () => {
    const db = openForWriting(homeOf(options));
    try {
      const report = new HistoryService(db).compact();
      if (options.json) {
        io.out(JSON.stringify(report, null, 2));
        return;
      }
      const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
      io.out(`Compacted: ${mb(report.bytesBefore)} → ${mb(report.bytesAfter)} (search index optimised, vacuum: ${report.vacuum}${report.walCheckpointed ? ', WAL truncated' : ', WAL in use by another process'}).`);
      if (report.note) io.out(`  ${report.note}`);
    } finally {
      db.close();
    }
  });
}

const homeOption = ['--home <dir>', "Airlock's data directory (default: AIRLOCK_HOME or the OS app-data folder)"] as const;

export function register(program: Command): void {
  // `history`'s own options (--json, --limit, --cursor, --home) also serve its
  // subcommands: commander hands an option given after a subcommand to the
  // parent that defines it, so the subcommands read them with optsWithGlobals().
  const history = program
    .command('history')
    .description('Browse past executions (newest first); `airlock show <id>` for one timeline.')
    .option('--agent <name>', 'only this agent')
    .option('--client <name>', 'only this MCP client')
    .option('--since <when>', 'started at or after: 2026-01-31, 2026-01-31T12:00Z, today, yesterday, 12h, 7d, 2w')
    .option('--until <when>', 'started before (a bare date includes that whole day)')
    .option('--tier <tier>', `highest tier reached at least this: ${HISTORY_TIERS.join(', ')}`)
    .option('--tier-exact', 'with --tier: exactly that tier')
    .option('--status <status>', HISTORY_STATUSES.join(', '))
    .option('--search <text>', 'executions with a step whose hint has these words ("quoted phrase", prefix*)')
    .option('--limit <n>', 'per page (default 50, at most 500)')
    .option('--cursor <cursor>', 'the next page, as printed under the previous one')
    .option('--json', 'print JSON')
    .option(...homeOption)
    .action((options: HistoryOptions) => {
      process.exitCode = runHistory(options);
    });
  history
    .command('search <text...>')
    .description('Full-text search over step hints (newest first), matches marked « » (takes --limit, --cursor, --json, --home).')
    .action((words: string[], _options: unknown, command: Command) => {
      process.exitCode = runSearch(words.join(' '), command.optsWithGlobals());
    });
  history
    .command('retention')
    .description('Show or set how long history is kept after an execution ends; the audit log is always kept (takes --json, --home).')
    .option('--keep-days <n>', 'keep N days, and remove older executions now')
    .option('--unlimited', 'keep everything')
    .action((_options: unknown, command: Command) => {
      process.exitCode = runRetention(command.optsWithGlobals());
    });
  history
    .command('compact')
    .description('Give space back: optimise the search index, vacuum, truncate the WAL (takes --json, --home).')
    .action((_options: unknown, command: Command) => {
      process.exitCode = runCompact(command.optsWithGlobals());
    });
  program
    .command('show')
    .argument('<execution_id>', 'its id, or a unique prefix of it (as `airlock history` shows)')
    .description("One execution's timeline, oldest first: steps, the human's decisions and how long they took, audit events.")
    .option('--json', 'print the timeline as JSON')
    .option(...homeOption)
    .action((id: string, options: { home?: string; json?: boolean }) => {
      process.exitCode = runShow(id, options);
    });
}
