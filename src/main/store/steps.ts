import type { SqliteDatabase } from './database';
import type { LoopKeyRow, StepRow, NewStep, StepStore, StoredStep } from '../loop/store-port';
import type { StateCache } from './state-cache';
import type { AutonomyDirective, DangerLevel, SafetyTier, StepOutcome, StructuredAction } from '../../shared/vocabulary';

/** The one decoder of a stored step. Tolerant: a column that does not parse
 *  (a damaged or hand-edited file) reads as empty instead of failing the
 *  reader — the audit chain, not this decoder, is what detects tampering. */
export function decodeStep(row: StepRow): StoredStep {
  return {
    id: row.id,
    executionId: row.execution_id,
    seq: row.seq,
    agent: row.agent,
    client: row.client,
    hint: row.hint,
    actionDigest: row.action_digest,
    loopKey: row.loop_key,
    action: row.action ? jsonObject<StructuredAction>(row.action) ?? null : null,
    description: row.description,
    outcome: (row.outcome as StepOutcome | null) ?? null,
    findings: row.findings,
    level: row.level as DangerLevel,
    riskScore: row.risk_score,
    tier: row.tier as SafetyTier,
    continued: row.continued === 1,
    stopped: row.stopped === 1,
    reasons: jsonStrings(row.reasons),
    directive: jsonObject<AutonomyDirective>(row.directive) ?? ({} as AutonomyDirective),
    decisionUs: row.decision_us,
    at: row.at,
    flags: row.flags ? jsonStrings(row.flags) : [],
  };
}

function jsonObject<T>(text: string): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

function jsonStrings(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}


export class StepRepository implements StepStore {
  private readonly insertStmt;
  private readonly recentLoopKeysStmt;
  private readonly recentStmt;
  private readonly byExecutionStmt;
  private readonly byIdStmt;
  private readonly latestAnnouncedStmt;
  private readonly latestAnnouncedPendingStmt;
  private readonly recentAgentLoopKeysStmt;
  private readonly maxIdStmt;
  /** Per agent, inside a checked transaction (./state-cache.ts): its newest `limit` loop keys after step
   *  `since`, newest first (all of them when fewer), kept up to date as its steps are inserted. */
  private readonly loopKeys = new Map<string, { since: number; limit: number; rows: LoopKeyRow[] }>();
  /** Per client: its latest announced intent (a step without a structured action), null for none. */
  private readonly announced = new Map<string, { hint: string; at: string } | null>();

  constructor(
    db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => {
      this.loopKeys.clear();
      this.announced.clear();
    });
    // Positional parameters: better-sqlite3 binds a named one by a property look-up per name per run
    // (about 3 µs for these 21 on every step).
    this.insertStmt = db.prepare(
      `INSERT INTO steps (execution_id, seq, agent, client, hint, action_digest, loop_key, action, description, outcome, findings,
         level, risk_score, tier, continued, stopped, reasons, directive, decision_us, at, flags)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.recentLoopKeysStmt = db.prepare('SELECT loop_key, continued, outcome FROM steps WHERE execution_id = ? ORDER BY seq DESC LIMIT ?');
    this.recentStmt = db.prepare('SELECT * FROM steps ORDER BY id DESC LIMIT ?');
    this.byExecutionStmt = db.prepare('SELECT * FROM steps WHERE execution_id = ? ORDER BY seq');
    this.byIdStmt = db.prepare('SELECT * FROM steps WHERE id = ?');
    this.latestAnnouncedStmt = db.prepare('SELECT s.hint, s.at FROM client_announced c JOIN steps s ON s.id = c.step_id WHERE c.client = ?');
    // client_announced follows the steps in the hint index's batches (./hint-index.ts), not in every step's
    // transaction (a page per step for one agent): the steps after the batches' mark are read here first,
    // newest first from the top of the table (a batch's worth, at most a fraction of a second of steps).
    this.latestAnnouncedPendingStmt = db.prepare(
      'SELECT hint, at FROM steps WHERE id > (SELECT indexed_upto FROM steps_fts_progress WHERE id = 1) AND client = ? AND action IS NULL ORDER BY id DESC LIMIT 1',
    );
    this.recentAgentLoopKeysStmt = db.prepare('SELECT loop_key, continued, outcome FROM steps WHERE agent = ? AND id > ? ORDER BY id DESC LIMIT ?');
    this.maxIdStmt = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM steps');
  }

  /** Loop keys of the agent's latest steps since a step id (its last reset), newest first, across executions. */
  recentAgentLoopKeys(agent: string, afterStepId: number, limit: number): LoopKeyRow[] {
    if (!this.cache?.active) return this.recentAgentLoopKeysStmt.all(agent, afterStepId, limit) as LoopKeyRow[];
    const kept = this.loopKeys.get(agent);
    if (kept && kept.since === afterStepId && kept.limit >= limit) return kept.rows.slice(0, limit);
    const rows = this.recentAgentLoopKeysStmt.all(agent, afterStepId, limit) as LoopKeyRow[];
    this.loopKeys.set(agent, { since: afterStepId, limit, rows });
    return rows.slice();
  }

  lastId(): number {
    return (this.maxIdStmt.get() as { id: number }).id;
  }

  decode(row: StepRow): StoredStep {
    return decodeStep(row);
  }

  insert(step: NewStep): number {
    const s = step;
    const id = Number(
      this.insertStmt.run(
        s.execution_id, s.seq, s.agent, s.client, s.hint, s.action_digest, s.loop_key, s.action, s.description, s.outcome, s.findings,
        s.level, s.risk_score, s.tier, s.continued, s.stopped, s.reasons, s.directive, s.decision_us, s.at, s.flags,
      ).lastInsertRowid,
    );
    const kept = this.loopKeys.get(step.agent);
    if (kept && id > kept.since) {
      kept.rows.unshift({ loop_key: step.loop_key, continued: step.continued, outcome: step.outcome });
      if (kept.rows.length > kept.limit) kept.rows.length = kept.limit;
    }
    // Its client_announced row is written by the next hint index batch (./hint-index.ts); until then
    // latestAnnounced reads the step itself.
    if (step.action === null) this.announced.set(step.client, { hint: step.hint, at: step.at });
    return id;
  }

  /** Loop keys (and reported outcomes) of the execution's latest steps, newest first. */
  recentLoopKeys(executionId: string, limit: number): LoopKeyRow[] {
    return this.recentLoopKeysStmt.all(executionId, limit) as LoopKeyRow[];
  }

  recent(limit: number): StoredStep[] {
    return (this.recentStmt.all(limit) as StepRow[]).map(decodeStep);
  }

  byExecution(executionId: string): StoredStep[] {
    return (this.byExecutionStmt.all(executionId) as StepRow[]).map(decodeStep);
  }

  byId(id: number): StoredStep | undefined {
    const row = this.byIdStmt.get(id) as StepRow | undefined;
    return row ? decodeStep(row) : undefined;
  }

  /** The latest intent a client's agent announced itself (a step without a structured action). */
  latestAnnounced(client: string): { hint: string; at: string } | undefined {
    if (!this.cache?.active) return this.readAnnounced(client);
    const cached = this.announced.get(client);
    if (cached !== undefined) return cached ?? undefined;
    const row = this.readAnnounced(client);
    this.announced.set(client, row ?? null);
    return row;
  }

  /** The newest announced step among those no batch has reached yet, else the client's client_announced row. */
  private readAnnounced(client: string): { hint: string; at: string } | undefined {
    return (this.latestAnnouncedPendingStmt.get(client) ?? this.latestAnnouncedStmt.get(client)) as { hint: string; at: string } | undefined;
  }
}
