// Reads one execution and everything the evidence needs from the database,
// read-only (it works while Airlock runs, and never migrates or writes).
import fs from 'node:fs';
import { decodeStep, openReadOnly, type AuditRow, type BlockRow, type ChallengeRow, type ConfirmationRow, type ExecutionRow, type GovernorEventRow, type SqliteDatabase, type StepRow, type StoredStep } from '../store';
import { AuditDatabaseError } from './audit-db';
import type { GovernorEvidence } from './from-execution';

export interface ExecutionEvidence {
  execution: ExecutionRow;
  /** Decoded once by the store (decodeStep), like every other reader's. */
  steps: StoredStep[];
  confirmations: ConfirmationRow[];
  /** Without code hashes or salts. */
  challenges: Array<Pick<ChallengeRow, 'id' | 'kind' | 'agent' | 'client' | 'execution_id' | 'action_digest' | 'hint' | 'status' | 'created_at' | 'expires_at_ms' | 'block_id'>>;
  blocks: BlockRow[];
  /** The execution's own audit rows plus global policy/mode changes (without their hashes). */
  audit: Array<Pick<AuditRow, 'seq' | 'at' | 'kind' | 'agent' | 'client' | 'execution_id' | 'detail'>>;
  /** The mode in force when the execution started, when the audit tells it. */
  modeAtStart?: string;
  /** Runtime governor: the session and its events (a root's include its personas'). */
  governor?: GovernorEvidence;
}

/** The governor's session and events of an execution (issue 17); undefined when it was not governed. */
function loadGovernor(db: SqliteDatabase, executionId: string): GovernorEvidence | undefined {
  const hasTables = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'governor_events'").get();
  if (!hasTables) return undefined;
  const session = db.prepare('SELECT * FROM governor_sessions WHERE execution_id = ?').get(executionId) as
    | { execution_id: string; root_id: string; kind: string; persona: string | null; peer: string | null; depth: number; profile_key: string | null; budget: string | null; scopes: string | null }
    | undefined;
  if (!session) return undefined;
  const ids =
    session.root_id === executionId
      ? (db.prepare('SELECT execution_id FROM governor_sessions WHERE root_id = ?').all(executionId) as Array<{ execution_id: string }>).map((r) => r.execution_id)
      : [executionId];
  const events = db.prepare(`SELECT * FROM governor_events WHERE execution_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`).all(...ids) as GovernorEventRow[];
  return {
    kind: session.kind,
    profile_key: session.profile_key,
    ...(session.persona ? { persona: session.persona } : {}),
    ...(session.peer ? { peer: session.peer, depth: session.depth } : {}),
    ...(session.budget ? { claimed_budget: JSON.parse(session.budget) as unknown } : {}),
    ...(session.scopes ? { claimed_scopes: JSON.parse(session.scopes) as unknown } : {}),
    events,
  };
}

export function loadExecutionEvidence(file: string, executionId: string): ExecutionEvidence | null {
  if (!fs.existsSync(file)) throw new AuditDatabaseError(`no Airlock database at ${file}`);
  const db = openReadOnly(file);
  try {
    const execution = db.prepare('SELECT * FROM executions WHERE id = ?').get(executionId) as ExecutionEvidence['execution'] | undefined;
    if (!execution) return null;
    const steps = (db.prepare('SELECT * FROM steps WHERE execution_id = ? ORDER BY seq').all(executionId) as StepRow[]).map(decodeStep);
    const confirmations = db
      .prepare('SELECT * FROM confirmations WHERE execution_id = ? ORDER BY created_at, id')
      .all(executionId) as ExecutionEvidence['confirmations'];
    const challenges = db
      .prepare(
        `SELECT id, kind, agent, client, execution_id, action_digest, hint, status, created_at, expires_at_ms, block_id
         FROM challenges WHERE execution_id = ? ORDER BY created_at, id`,
      )
      .all(executionId) as ExecutionEvidence['challenges'];
    const blocks = db
      .prepare(
        `SELECT * FROM blocks WHERE execution_id = ?
           OR id IN (SELECT block_id FROM challenges WHERE execution_id = ? AND block_id IS NOT NULL)
         ORDER BY created_at, id`,
      )
      .all(executionId, executionId) as ExecutionEvidence['blocks'];
    const audit = db
      .prepare(
        `SELECT seq, at, kind, agent, client, execution_id, detail FROM audit
         WHERE execution_id = ? OR (execution_id IS NULL AND (kind LIKE '%policy%' OR kind LIKE '%mode%'))
         ORDER BY seq`,
      )
      .all(executionId) as ExecutionEvidence['audit'];
    const started = Date.parse(execution.started_at);
    const firstModeChange = audit.find((row) => row.kind === 'mode_changed' && Date.parse(row.at) >= started);
    let modeAtStart: string | undefined;
    if (firstModeChange) {
      try {
        const from = (JSON.parse(String(firstModeChange.detail)) as { from?: unknown }).from;
        if (typeof from === 'string') modeAtStart = from;
      } catch {
        // leave it unknown
      }
    }
    const governor = loadGovernor(db, executionId);
    return {
      execution,
      steps,
      confirmations,
      challenges,
      blocks,
      audit: audit.filter((row) => row.execution_id === executionId || Date.parse(row.at) >= started),
      ...(modeAtStart ? { modeAtStart } : {}),
      ...(governor ? { governor } : {}),
    };
  } finally {
    db.close();
  }
}
