// Session history: browse executions (filters, full-text search over step
// hints, keyset pagination), one execution's timeline (steps, human
// decisions, audit events in order), and the filter lists. Read-only: every
// method here only reads, so it works on a read-only connection while the
// engine writes (WAL). Retention and compaction live in ./retention.
import type { SqliteDatabase } from '../store';
import type { AuditRow, ConfirmationRow, ExecutionRow, StepRow } from '../store';
import { decodeStep, indexPendingHints } from '../store';
import { stepView, type StepView } from '../loop';
import { ftsQuery, HistoryQueryError, parseSearch, withFtsErrors } from './query';
import { applyRetention, compact, getRetention, setRetention, type CompactReport, type RetentionReport } from './retention';
import {
  HISTORY_TIERS,
  listExecutionsInput,
  searchInput,
  type HistoryStatus,
  type HistoryTier,
  type ListExecutionsInput,
  type RetentionSetting,
  type SearchInput,
} from './schemas';
import { describeIssues, type ValidationIssue } from '../../shared/issues';
import { resolveIdPrefix } from '../../shared/ids';

// ---- outputs (plain JSON) ---------------------------------------------------

export interface ExecutionSummary {
  id: string;
  agent: string;
  client: string;
  status: HistoryStatus;
  implicit: boolean;
  goal: string | null;
  startedAt: string;
  endedAt: string | null;
  /** Steps reported. */
  steps: number;
  /** Autonomous steps used against the limit. */
  stepsUsed: number;
  highestTier: HistoryTier;
  pauses: number;
  approvals: number;
  blocks: number;
  summary: string | null;
}

export interface ExecutionPage {
  items: ExecutionSummary[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** A piece of a search snippet; `match` marks the words that matched. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  stepId: number;
  executionId: string;
  seq: number;
  agent: string;
  client: string;
  tier: HistoryTier;
  riskScore: number;
  at: string;
  hint: string;
  snippet: SnippetPart[];
}

export interface SearchPage {
  query: string;
  hits: SearchHit[];
  nextCursor: string | null;
}

/** A step in the timeline: the store's one decoded step (as the person sees
 *  it), plus what the timeline adds. */
export interface TimelineStep extends StepView {
  /** The directive's factors (why it paused / stopped / went on). */
  factors: string[];
  /** The pause this step raised, if any, and what became of it. */
  confirmation?: {
    id: string;
    kind: string;
    status: ConfirmationRow['status'];
    requestedAt: string;
    decidedAt: string | null;
    humanMs: number | null;
  };
}

export interface TimelineDecision {
  confirmationId: string;
  stepId: number;
  stepSeq: number | null;
  hint: string;
  kind: string;
  tier: HistoryTier;
  decision: 'approved' | 'denied' | 'expired' | 'withdrawn';
  /** `human` clicked; `timeout` means nobody answered and it was denied (fail-closed);
   *  `client` means the client hook that asked stopped waiting (withdrawn). */
  decidedBy: 'human' | 'timeout' | 'client';
  scope: 'once' | 'execution' | 'session' | null;
  reason: string | null;
  requestedAt: string;
  decidedAt: string;
  /** How long the human took: decidedAt − requestedAt, in milliseconds. */
  humanMs: number;
}

export interface TimelineEvent {
  auditSeq: number;
  kind: string;
  /** `execution`: recorded for this execution; `global`: a global event (halt, mode or policy change …) while it ran. */
  scope: 'execution' | 'global';
  agent: string | null;
  client: string | null;
  detail: Record<string, unknown>;
  /** One line for a person. */
  text: string;
}

export type TimelineEntry =
  | { type: 'step'; at: string; step: TimelineStep }
  | { type: 'decision'; at: string; decision: TimelineDecision }
  | { type: 'event'; at: string; event: TimelineEvent };

export interface Timeline {
  execution: ExecutionSummary & { stepLimit: number; stepsGranted: number; policyDigest: string; tokens: number; costUsd: number };
  entries: TimelineEntry[];
}

// ---- cursors ------------------------------------------------------------------

function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeCursor<T>(cursor: string, check: (v: unknown) => v is T): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (check(value)) return value;
  } catch {
    // fall through
  }
  throw new HistoryQueryError('That page cursor is not valid (it comes from an older list?); start again from the first page.');
}

const isExecutionCursor = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string';
const isStepCursor = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

// ---- the service ------------------------------------------------------------

const DEFAULT_PAGE = 50;
/** Up to this many matching steps, a text filter collects their executions in one statement. */
const DENSE_MATCHES = 20_000;
/** Executions a text filter walks before it collects the rest in one statement. */
const WALK_BUDGET = 400;
/** Matches the walk reads ahead (newest first) for each execution not yet known to match: about one range lookup's cost. */
const READ_AHEAD = 32;
const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';

/** Audit kinds shown as their own entries elsewhere in the timeline (step rows, decisions). */
const FOLDED_KINDS = new Set(['step', 'confirmation_approved', 'confirmation_denied', 'confirmation_expired']);
/** Housekeeping events that say nothing about an execution. */
const HOUSEKEEPING_KINDS = new Set(['retention_changed', 'retention_applied', 'history_compacted']);
/** Audit rows written in the same transaction as a step, before its `step` row. */
const STEP_TRANSACTION_KINDS = new Set(['confirmation_requested', 'challenge_issued', 'block', 'approval_used']);

export class HistoryService {
  readonly db: SqliteDatabase;

  /** Above this many matching steps, a text filter walks executions instead of collecting every match. */
  private readonly denseMatches: number;

  /** Executions a text filter walks before it collects the rest the other way. */
  private readonly walkBudget: number;

  /** Matches read ahead per execution not yet known to match (see walkExecutions). */
  private readonly readAhead: number;

  /** Takes the store, or a Database (a read-only one is enough for everything but retention and compaction). */
  constructor(
    source: SqliteDatabase | { readonly db: SqliteDatabase },
    options: { denseMatches?: number; walkBudget?: number; readAhead?: number } = {},
  ) {
    this.db = 'prepare' in source ? source : source.db;
    this.denseMatches = options.denseMatches ?? DENSE_MATCHES;
    this.walkBudget = options.walkBudget ?? WALK_BUDGET;
    this.readAhead = options.readAhead ?? READ_AHEAD;
  }

  // -- retention and compaction (see ./retention) --

  retention(): RetentionSetting {
    return getRetention(this.db);
  }

  /** Stores the setting (audited) and applies it at once. */
  setRetention(setting: RetentionSetting, now: number = Date.now()): RetentionReport {
    return applyRetention(this.db, setRetention(this.db, setting, now), now);
  }

  /** Applies `setting`, or the stored one. */
  applyRetention(setting?: RetentionSetting, now: number = Date.now()): RetentionReport {
    return applyRetention(this.db, setting ?? getRetention(this.db), now);
  }

  compact(options: { fullVacuumMaxBytes?: number } = {}): CompactReport {
    return compact(this.db, { file: this.db.name, ...options });
  }

  // -- executions --

  listExecutions(input: ListExecutionsInput = {}): ExecutionPage {
    const filter = parseOrThrow(listExecutionsInput, input);
    const limit = filter.limit ?? DEFAULT_PAGE;
    const where: string[] = [];
    const args: Record<string, unknown> = { limit: limit + 1 };
    if (filter.agent !== undefined) {
      where.push('e.agent = @agent');
      args.agent = filter.agent;
    }
    if (filter.client !== undefined) {
      where.push('e.client = @client');
      args.client = filter.client;
    }
    if (filter.from !== undefined) {
      where.push('e.started_at >= @from');
      args.from = filter.from;
    }
    if (filter.to !== undefined) {
      where.push('e.started_at < @to');
      args.to = filter.to;
    }
    if (filter.status !== undefined) {
      where.push('e.status = @status');
      args.status = filter.status;
    }
    if (filter.tier !== undefined) {
      const tiers = filter.tierMatch === 'exact' ? [filter.tier] : HISTORY_TIERS.slice(HISTORY_TIERS.indexOf(filter.tier));
      if (tiers.length < HISTORY_TIERS.length) {
        where.push(`e.highest_tier IN (${tiers.map((_, i) => `@tier${i}`).join(', ')})`);
        tiers.forEach((t, i) => (args[`tier${i}`] = t));
      }
    }
    if (filter.cursor !== undefined) {
      const [startedAt, id] = decodeCursor(filter.cursor, isExecutionCursor);
      where.push('(e.started_at, e.id) < (@cursorStartedAt, @cursorId)');
      args.cursorStartedAt = startedAt;
      args.cursorId = id;
    }
    let rows: ExecutionRow[];
    const text = filter.text !== undefined && filter.text.trim() !== '' ? parseSearch(filter.text) : null;
    if (text) this.indexPending();
    const dense = text !== null && this.countMatches(text.match, this.denseMatches + 1) > this.denseMatches;
    const select = (conditions: string[], extra: Record<string, unknown> = {}, max = limit + 1): ExecutionRow[] =>
      withFtsErrors(
        () =>
          this.db
            .prepare(
              `SELECT e.* FROM executions e ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
                ORDER BY e.started_at DESC, e.id DESC LIMIT @limit`,
            )
            .all({ ...args, ...extra, limit: max }) as ExecutionRow[],
      );
    // Few matching steps: collect their executions once.
    const collected = 'e.id IN (SELECT s.execution_id FROM steps s WHERE s.id IN (SELECT rowid FROM steps_fts WHERE steps_fts MATCH @match))';
    if (!text) {
      rows = select(where);
    } else if (!dense) {
      rows = select([...where, collected], { match: text.match });
    } else {
      rows = this.walkExecutions(text.match, text.longPrefix, where, args, limit + 1, (after, want) =>
        select([...where, collected, '(e.started_at, e.id) < (@afterStartedAt, @afterId)'], { match: text.match, afterStartedAt: after.started_at, afterId: after.id }, want),
      );
    }
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1);
    return {
      items: page.map(summaryOf),
      nextCursor: more && last ? encodeCursor([last.started_at, last.id]) : null,
    };
  }

  /** The search index follows the steps in batches (store/hint-index): a writable connection brings it up to date before a text query. */
  private indexPending(): void {
    if (!this.db.readonly) indexPendingHints(this.db);
  }

  /** How many steps match, counting no further than `cap`. */
  private countMatches(match: string, cap: number): number {
    return withFtsErrors(
      () => (this.db.prepare('SELECT count(*) AS n FROM (SELECT rowid FROM steps_fts WHERE steps_fts MATCH ? LIMIT ?)').get(match, cap) as { n: number }).n,
    );
  }

  /**
   * Many matching steps: walks the filtered executions newest first (the
   * list's own order, filters and cursor in SQL) and keeps those with a
   * matching step. Whether an execution has one is learnt from the matches
   * inside its span of step ids (its first to its last step), never one
   * look-up per step:
   *
   * - the matches newest first from the top of the first span asked about (one
   *   FTS5 cursor, `ORDER BY rowid DESC`), read a few at a time while the next
   *   span is near: every execution seen there has a match, and an execution
   *   whose span that reading has passed without seeing it has none;
   * - the rest of a span (what that reading has not reached) until a match is
   *   its own: one rowid range in FTS5. Every execution seen on the way is
   *   known to match too (interleaved agents: one range can answer for the
   *   executions running beside it). When the range holds many matches of
   *   other executions, the reading goes on down past the span instead: it
   *   reads each match once for every span it passes.
   *
   * Together: per execution a few index look-ups and at most 3 x readAhead
   * rows, plus the reading, which reads each match at most once.
   *
   * Exact whatever the clocks: spans come from the steps themselves. A prefix
   * longer than the prefix indexes costs a merge of all its matches on every
   * FTS5 query, so then only the one cursor is read. When the other filters
   * make matches rare among the executions walked (a word common elsewhere but
   * not for this agent), it stops after a budget and collects the rest the
   * other way.
   */
  private walkExecutions(
    match: string,
    cursorOnly: boolean,
    where: string[],
    args: Record<string, unknown>,
    want: number,
    rest: (after: ExecutionRow, want: number) => ExecutionRow[],
  ): ExecutionRow[] {
    const candidates = this.db.prepare(
      `SELECT e.* FROM executions e ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY e.started_at DESC, e.id DESC`,
    );
    // An execution's span of step ids: the ids of its first and last step by seq (two look-ups in
    // steps_execution; the store writes an execution's steps in seq order). Before an execution is
    // taken to have no match, `outside` checks that none of its steps lies outside the span (one pass
    // over its index entries, no table row); if one does, the exact span is used instead.
    const ends = this.db.prepare(
      `SELECT (SELECT id FROM steps WHERE execution_id = ?1 ORDER BY seq LIMIT 1) AS lo,
              (SELECT id FROM steps WHERE execution_id = ?1 ORDER BY seq DESC LIMIT 1) AS hi`,
    );
    const outside = this.db.prepare('SELECT 1 FROM steps WHERE execution_id = ? AND (id < ? OR id > ?) LIMIT 1');
    const exact = this.db.prepare('SELECT min(id) AS lo, max(id) AS hi FROM steps WHERE execution_id = ?');
    // Rowid bounds are bound as integers (BigInt): FTS5 ignores a REAL bound (a JS number) and reads the whole doclist.
    const matches = (order: 'ASC' | 'DESC', limit = '') =>
      this.db.prepare(
        `SELECT f.rowid AS id, s.execution_id AS eid FROM steps_fts f CROSS JOIN steps s ON s.id = f.rowid
          WHERE f.steps_fts MATCH ? AND f.rowid BETWEEN ? AND ? ORDER BY f.rowid ${order} ${limit}`,
      );
    // A span is read oldest first (FTS5 seeks to a lower bound at once; reading down from an upper bound
    // costs it about twice), its first match with one get (most often the execution's own).
    const first = matches('ASC', 'LIMIT 1');
    const range = matches('ASC');
    const newest = matches('DESC');
    type Hit = { id: number; eid: string };
    /** Executions known to have a matching step. */
    const matched = new Set<string>();
    // The reading newest first: every match in [readTo, top] has been read (readTo > top: none yet).
    let reader: Iterator<Hit> | null = null;
    let top = 0;
    let readTo = 1;
    let readAll = false;
    const read = (max: number, stop: () => boolean): void => {
      for (let n = 0; n < max && !readAll && !stop(); n++) {
        const next = reader!.next();
        if (next.done) readAll = true;
        else {
          matched.add(next.value.eid);
          readTo = next.value.id;
        }
      }
    };
    /**
     * Reads the matches in [lo, hi] oldest first until one of `id` (true), the end (false) or,
     * after `max` rows of other executions, gives up (null).
     */
    const scan = (id: string, lo: number, hi: number, max = Number.MAX_SAFE_INTEGER): boolean | null => {
      if (lo > hi) return false;
      const head = first.get(match, BigInt(lo), BigInt(hi)) as Hit | undefined;
      if (head === undefined) return false;
      matched.add(head.eid);
      if (head.eid === id) return true;
      let n = 1;
      for (const hit of range.iterate(match, BigInt(head.id + 1), BigInt(hi)) as IterableIterator<Hit>) {
        matched.add(hit.eid);
        if (hit.eid === id) return true;
        if (++n >= max) return null;
      }
      return false;
    };
    /** Whether execution `id` has a match among the steps with ids in [lo, hi]. */
    const inSpan = (id: string, lo: number, hi: number): boolean => {
      if (reader === null) {
        top = hi;
        readTo = hi + 1;
        reader = (newest.iterate(match, BigInt(0), BigInt(hi)) as IterableIterator<Hit>)[Symbol.iterator]();
      }
      // Above where the reading started: a range of its own.
      if (hi > top && scan(id, Math.max(lo, top + 1), hi) === true) return true;
      if (lo > top) return false;
      const passed = () => readAll || readTo <= lo;
      // Read on only when at most readAhead steps lie between the reading and this span (the reading
      // is about to pass it), or when each FTS5 query costs a merge of all matches (cursorOnly).
      if (cursorOnly) read(Number.MAX_SAFE_INTEGER, () => matched.has(id) || passed());
      else if (readTo - hi <= this.readAhead) read(this.readAhead, () => matched.has(id) || passed());
      if (matched.has(id)) return true;
      if (passed()) return false;
      const inRange = scan(id, lo, Math.min(hi, readTo - 1), this.readAhead * 2);
      if (inRange !== null) return inRange;
      // Many matches of other executions inside this span (agents side by side, the word theirs):
      // the reading goes on down past it instead, once, and what it reads answers for every later
      // span it passes too.
      read(Number.MAX_SAFE_INTEGER, () => matched.has(id) || passed());
      return matched.has(id);
    };
    type Span = { lo: number | null; hi: number | null };
    const hasMatch = (id: string): boolean => {
      if (matched.has(id)) return true;
      const { lo, hi } = ends.get({ 1: id }) as Span;
      if (lo === null || hi === null) return false;
      if (inSpan(id, lo, hi)) return true;
      if (outside.get(id, lo, hi) === undefined) return false;
      const span = exact.get(id) as Span;
      return inSpan(id, span.lo!, span.hi!);
    };
    const found: ExecutionRow[] = [];
    let walked = 0;
    let stoppedAt: ExecutionRow | null = null;
    withFtsErrors(() => {
      try {
        for (const row of candidates.iterate(args) as IterableIterator<ExecutionRow>) {
          if (hasMatch(row.id)) found.push(row);
          if (found.length >= want) break;
          if (++walked >= this.walkBudget) {
            stoppedAt = row;
            break;
          }
        }
      } finally {
        (reader as Iterator<Hit> | null)?.return?.();
      }
    });
    if (stoppedAt !== null) found.push(...rest(stoppedAt, want - found.length));
    return found;
  }

  execution(executionId: string): ExecutionSummary | null {
    const row = this.db.prepare('SELECT * FROM executions WHERE id = ?').get(executionId) as ExecutionRow | undefined;
    return row ? summaryOf(row) : null;
  }

  /** A full execution id or a unique prefix (the one resolver every surface uses; see shared/ids.ts). */
  resolveExecutionId(idOrPrefix: string): string {
    return resolveIdPrefix(
      'execution',
      idOrPrefix,
      (prefix) =>
        (
          this.db.prepare("SELECT id FROM executions WHERE id = ? OR (id >= ? AND id < ? || char(1114111)) ORDER BY id LIMIT 4").all(prefix, prefix, prefix) as Array<{
            id: string;
          }>
        ).map((r) => r.id),
      { seeAlso: '`airlock history` lists them; it may also have been removed by the retention setting' },
    );
  }

  // -- full-text search --

  search(text: string, options: Omit<SearchInput, 'text'> = {}): SearchPage {
    const input = parseOrThrow(searchInput, { text, ...options });
    const limit = input.limit ?? DEFAULT_PAGE;
    const match = ftsQuery(input.text);
    const before = input.cursor !== undefined ? decodeCursor(input.cursor, isStepCursor) : null;
    this.indexPending();
    const rows = withFtsErrors(
      () =>
        this.db
          .prepare(
            `SELECT s.id, s.execution_id, s.seq, s.agent, s.client, s.tier, s.risk_score, s.at, s.hint,
                    snippet(steps_fts, 0, char(1), char(2), '…', 16) AS snip
               FROM steps_fts JOIN steps s ON s.id = steps_fts.rowid
              WHERE steps_fts MATCH @match ${before !== null ? 'AND steps_fts.rowid < @before' : ''}
              ORDER BY steps_fts.rowid DESC LIMIT @limit`,
          )
          // The cursor bound as an integer: FTS5 ignores a REAL rowid bound (a JS number) and would read every newer match first.
          .all({ match, limit: limit + 1, ...(before !== null ? { before: BigInt(before) } : {}) }) as Array<
          Pick<StepRow, 'id' | 'execution_id' | 'seq' | 'agent' | 'client' | 'tier' | 'risk_score' | 'at' | 'hint'> & { snip: string }
        >,
    );
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return {
      query: match,
      hits: page.map((r) => ({
        stepId: r.id,
        executionId: r.execution_id,
        seq: r.seq,
        agent: r.agent,
        client: r.client,
        tier: r.tier as HistoryTier,
        riskScore: r.risk_score,
        at: r.at,
        hint: r.hint,
        snippet: splitSnippet(r.snip),
      })),
      nextCursor: more ? encodeCursor(page.at(-1)!.id) : null,
    };
  }

  // -- filter lists --

  agents(): string[] {
    return (this.db.prepare('SELECT DISTINCT agent FROM executions ORDER BY agent').all() as Array<{ agent: string }>).map((r) => r.agent);
  }

  clients(): string[] {
    return (this.db.prepare('SELECT DISTINCT client FROM executions ORDER BY client').all() as Array<{ client: string }>).map((r) => r.client);
  }

  // -- one execution's timeline --

  timeline(executionId: string): Timeline | null {
    const row = this.db.prepare('SELECT * FROM executions WHERE id = ?').get(executionId) as ExecutionRow | undefined;
    if (!row) return null;
    const steps = (this.db.prepare('SELECT * FROM steps WHERE execution_id = ? ORDER BY seq').all(executionId) as StepRow[]).map(decodeStep);
    const confirmations = this.db
      .prepare('SELECT * FROM confirmations WHERE execution_id = ? ORDER BY created_at, rowid')
      .all(executionId) as ConfirmationRow[];
    const own = this.db.prepare('SELECT * FROM audit WHERE execution_id = ? ORDER BY seq').all(executionId) as AuditRow[];

    // Global events (halt, resume, mode and policy changes …) while the execution ran.
    let global: AuditRow[] = [];
    if (own.length > 0) {
      const first = own[0]!.seq;
      const last =
        row.status === 'running'
          ? ((this.db.prepare('SELECT max(seq) AS m FROM audit').get() as { m: number | null }).m ?? first)
          : own.at(-1)!.seq;
      global = (
        this.db
          .prepare('SELECT * FROM audit WHERE execution_id IS NULL AND seq BETWEEN ? AND ? AND (agent IS NULL OR agent = ? OR client = ?) ORDER BY seq')
          .all(first, last, row.agent, row.client) as AuditRow[]
      ).filter((a) => !HOUSEKEEPING_KINDS.has(a.kind));
    }
    const audit = mergeBySeq(own, global);

    // Order: the audit chain's seq is the commit order. A step sorts with the
    // first audit row of its own transaction (its pause request, challenge …).
    const stepOrder = new Map<number, number>();
    const decisionOrder = new Map<string, number>();
    let run: AuditRow[] = [];
    for (const a of audit) {
      const detail = parseDetail(a.detail);
      if (a.kind === 'step' && typeof detail.stepId === 'number') {
        const close = run.filter((r) => Math.abs(Date.parse(r.at) - Date.parse(a.at)) <= 2000);
        stepOrder.set(detail.stepId, close.length > 0 ? close[0]!.seq - 0.5 : a.seq);
        run = [];
        continue;
      }
      if (a.execution_id === executionId && STEP_TRANSACTION_KINDS.has(a.kind)) run.push(a);
      else run = [];
      if (FOLDED_KINDS.has(a.kind) && typeof detail.confirmationId === 'string') decisionOrder.set(detail.confirmationId, a.seq);
    }
    const fallbackOrder = (at: string): number => {
      // After the last audit row at or before `at`.
      let order = 0;
      for (const a of audit) if (a.at <= at) order = a.seq;
      return order + 0.75;
    };

    const byStep = new Map<number, ConfirmationRow>();
    for (const c of confirmations) byStep.set(c.step_id, c);
    const stepSeq = new Map(steps.map((s) => [s.id, s.seq]));

    const entries: Array<TimelineEntry & { order: number }> = [];
    for (const s of steps) {
      const c = byStep.get(s.id);
      entries.push({
        type: 'step',
        at: s.at,
        order: stepOrder.get(s.id) ?? fallbackOrder(s.at),
        step: {
          ...stepView(s),
          factors: Array.isArray(s.directive.factors) ? s.directive.factors.map(String) : [],
          ...(c
            ? {
                confirmation: {
                  id: c.id,
                  kind: c.kind,
                  status: c.status,
                  requestedAt: c.created_at,
                  decidedAt: c.decided_at,
                  humanMs: c.decided_at ? humanMs(c) : null,
                },
              }
            : {}),
        },
      });
    }
    for (const c of confirmations) {
      if (c.status === 'pending' || !c.decided_at) continue;
      // An expiry is recorded by the next tick after the deadline (or at the next start):
      // it happened at the deadline.
      const deadline = new Date(c.expires_at_ms).toISOString();
      const at = c.status === 'expired' && deadline < c.decided_at ? deadline : c.decided_at;
      entries.push({
        type: 'decision',
        at,
        order: decisionOrder.get(c.id) ?? fallbackOrder(c.decided_at),
        decision: {
          confirmationId: c.id,
          stepId: c.step_id,
          stepSeq: stepSeq.get(c.step_id) ?? null,
          hint: c.hint,
          kind: c.kind,
          tier: c.tier as HistoryTier,
          decision: c.status,
          decidedBy: c.status === 'expired' ? 'timeout' : c.status === 'withdrawn' ? 'client' : 'human',
          scope: c.scope,
          reason: c.reason,
          requestedAt: c.created_at,
          decidedAt: c.decided_at,
          humanMs: humanMs(c),
        },
      });
    }
    const decided = new Set(confirmations.filter((c) => c.status !== 'pending').map((c) => c.id));
    for (const a of audit) {
      const detail = parseDetail(a.detail);
      if (a.kind === 'step') continue;
      if (FOLDED_KINDS.has(a.kind) && typeof detail.confirmationId === 'string' && decided.has(detail.confirmationId)) continue;
      entries.push({
        type: 'event',
        at: a.at,
        order: a.seq,
        event: {
          auditSeq: a.seq,
          kind: a.kind,
          scope: a.execution_id === executionId ? 'execution' : 'global',
          agent: a.agent,
          client: a.client,
          detail,
          text: describeEvent(a.kind, detail, a.agent),
        },
      });
    }
    // Chronological: by time first; the commit order (above) only orders what
    // happened in the same millisecond, so a step still leads its own transaction.
    entries.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : x.order - y.order || rank(x.type) - rank(y.type)));
    return {
      execution: {
        ...summaryOf(row),
        stepLimit: row.step_limit,
        stepsGranted: row.steps_granted,
        policyDigest: row.policy_digest,
        tokens: row.tokens,
        costUsd: row.cost_usd,
      },
      entries: entries.map(({ order: _order, ...entry }) => entry as TimelineEntry),
    };
  }
}

// ---- helpers ------------------------------------------------------------------

function parseOrThrow<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } } }, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new HistoryQueryError(`Invalid history query: ${describeIssues(parsed.error.issues, input, 'the query')}.`);
}

function summaryOf(row: ExecutionRow): ExecutionSummary {
  return {
    id: row.id,
    agent: row.agent,
    client: row.client,
    status: row.status,
    implicit: row.implicit === 1,
    goal: row.goal,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    steps: row.step_count,
    stepsUsed: row.steps_used,
    highestTier: row.highest_tier as HistoryTier,
    pauses: row.pauses,
    approvals: row.approvals,
    blocks: row.blocks,
    summary: row.summary,
  };
}

function humanMs(c: ConfirmationRow): number {
  return Math.max(0, Date.parse(c.decided_at!) - Date.parse(c.created_at));
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function mergeBySeq(a: AuditRow[], b: AuditRow[]): AuditRow[] {
  return [...a, ...b].sort((x, y) => x.seq - y.seq);
}

function rank(type: TimelineEntry['type']): number {
  return type === 'step' ? 0 : type === 'decision' ? 1 : 2;
}

/** Splits an FTS5 snippet marked with \u0001…\u0002 into parts. */
export function splitSnippet(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = marked;
  while (rest.length > 0) {
    const open = rest.indexOf(MARK_OPEN);
    if (open < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf(MARK_CLOSE, open + 1);
    const end = close < 0 ? rest.length : close;
    parts.push({ text: rest.slice(open + 1, end), match: true });
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  // Adjacent parts of the same kind read as one.
  return parts.reduce<SnippetPart[]>((acc, p) => {
    const prev = acc.at(-1);
    if (prev && prev.match === p.match) prev.text += p.text;
    else if (p.text.length > 0) acc.push({ ...p });
    return acc;
  }, []);
}

/** A snippet as text, with the matches wrapped in `open`/`close` (e.g. « » or ANSI bold). */
export function snippetText(parts: SnippetPart[], open = '«', close = '»'): string {
  return parts.map((p) => (p.match ? `${open}${p.text}${close}` : p.text)).join('');
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));

/** One line for a person about an audit event. Details never hold a code (only ids). */
export function describeEvent(kind: string, d: Record<string, unknown>, agent: string | null): string {
  const who = agent ? `agent ${agent}` : 'all agents';
  switch (kind) {
    case 'execution_started':
      return d.implicit ? 'Execution started implicitly by its first step' : `Execution started${d.goal ? `: ${str(d.goal)}` : ''}`;
    case 'execution_completed':
      return 'Execution completed';
    case 'execution_aborted':
      return 'Execution aborted';
    case 'confirmation_requested':
      return `Paused for the human's approval (${str(d.kind)})`;
    case 'confirmation_approved':
      return 'Approved by the human';
    case 'confirmation_denied':
      return `Denied by the human${d.reason ? `: ${str(d.reason)}` : ''}`;
    case 'confirmation_expired':
      return 'Nobody answered in time: denied (fail-closed)';
    case 'approval_used':
      return `Used an earlier approval (${str(d.via)})`;
    case 'challenge_issued':
      return d.kind === 'danger_zone' ? 'Verification code shown to the human (danger zone)' : 'Verification code shown to the human';
    case 'challenge_expired':
      return 'Verification challenge expired';
    case 'verification_succeeded':
      return `Verification succeeded${d.blockId ? ': block lifted' : ''}`;
    case 'verification_failed':
      return 'Verification FAILED (wrong or used code)';
    case 'verification_locked_out':
      return `Too many failed verifications: locked out until ${str(d.until)}`;
    case 'block':
      return `Hard-blocked: ${str(d.reason)}`;
    case 'block_override':
      return `Block lifted by the human (override)${d.note ? `: ${str(d.note)}` : ''}`;
    case 'code_reissued':
      return 'A fresh verification code was issued for the block';
    case 'halt':
      return `Operator halted ${who}`;
    case 'resume':
      return `Operator resumed ${who}`;
    case 'mode_changed':
      return `Mode changed from ${str(d.from)} to ${str(d.to)}`;
    case 'policy_changed':
      return 'Policy edited';
    case 'policy_changed_during_execution':
      return 'Policy changed while this execution ran (integrity event)';
    case 'steps_granted':
      return `Human granted ${str(d.steps)} more steps`;
    default:
      return kind.replace(/_/g, ' ');
  }
}
