// The governor's part of the store port (issue 17): governed sessions with
// their counters, the per-day usage buckets, the governor's events and the
// agents a governor halt holds. Types only; src/main/store/governor.ts
// implements them with SQLite.
import type { DataClass } from '../../shared/vocabulary';

/** One governed execution. A session is a root execution with the persona
 *  executions spawned under it (root_id names the root); a delegated peer's
 *  execution is a session of its own, linked to its delegator by parent_id. */
export interface GovernorSessionRow {
  execution_id: string;
  root_id: string;
  parent_id: string | null;
  kind: 'root' | 'persona' | 'delegated';
  agent: string;
  /** The policy.agents key whose profile governs it (also the per-day account). */
  profile_key: string | null;
  persona: string | null;
  /** Delegated sessions: the peer's identity, its admitted scopes (JSON array) and caps (JSON budget). */
  peer: string | null;
  scopes: string | null;
  budget: string | null;
  /** Depth below the root of its delegation chain (0 for a root). */
  depth: number;
  /** The phase it is in (null: the profile's first). */
  phase: string | null;
  pending_phase: string | null;
  pending_phase_confirmation: string | null;
  /** This execution's own consumption and admitted counts. */
  tokens: number;
  cost_usd: number;
  wall_ms: number;
  iterations: number;
  tool_calls: number;
  last_step_ms: number;
  /** JSON: what the session has seen (see GovernorObserved); kept on the root. */
  observed: string;
  halted_cause: string | null;
  halted_at: string | null;
}

export type NewGovernorSession = Omit<GovernorSessionRow, 'tokens' | 'cost_usd' | 'wall_ms' | 'iterations' | 'tool_calls' | 'observed' | 'halted_cause' | 'halted_at' | 'pending_phase' | 'pending_phase_confirmation'>;

/** What a session has seen, for §7 and the window. */
export interface GovernorObserved {
  tools: string[];
  dataClasses: DataClass[];
  costAboveFired: boolean;
  /** Boundary events by cause (the anomaly substrate, seed 004 §2/§3 at R3). */
  boundaries: Record<string, number>;
  /** A timed-out review resolved to continue: that action may go once, past that cause. */
  passes: Array<{ digest: string; cause: string }>;
}

export interface GovernorEventRow {
  id: number;
  execution_id: string;
  session_id: string;
  step_id: number | null;
  at: string;
  cause: string;
  action: string;
  fail_closed: number;
  /** JSON object. */
  detail: string;
  confirmation_id: string | null;
}

export type NewGovernorEvent = Omit<GovernorEventRow, 'id'>;

export interface SessionTotals {
  /** Executions in the session (the root and its personas). */
  sessions: number;
  tokens: number;
  cost_usd: number;
  wall_ms: number;
  iterations: number;
  tool_calls: number;
}

export interface GovernorHaltRow {
  agent: string;
  session_id: string;
  cause: string;
  at: string;
}

export interface GovernorStore {
  session(executionId: string): GovernorSessionRow | undefined;
  insertSession(row: NewGovernorSession): void;
  /** Sessions of a root (the root and its personas). */
  tree(rootId: string): GovernorSessionRow[];
  /** Consumption and admitted counts of a whole session (root and personas). */
  totals(rootId: string): SessionTotals;
  /** Consumption of one persona across all its spawns in a session. */
  personaTotals(rootId: string, persona: string): SessionTotals;
  /** Loop signatures of the session's latest admitted steps (root and personas), newest first. */
  recentSignatures(rootId: string, limit: number, sessions: number): string[];
  /** Persona executions of a session still running, by persona. */
  runningPersonas(rootId: string): Array<{ execution_id: string; persona: string }>;
  addUsage(executionId: string, usage: { tokens: number; cost: number; wallMs: number; iteration: boolean; toolCall: boolean; atMs: number }): void;
  setObserved(executionId: string, observed: string): void;
  setPhase(executionId: string, phase: string | null): void;
  setPendingPhase(executionId: string, phase: string | null, confirmationId: string | null): void;
  halt(executionId: string, cause: string, at: string): void;
  /** Clears the halts of the given executions. */
  unhalt(executionIds: readonly string[]): void;
  /** Halted sessions of an agent (to resume). */
  haltedOf(agent: string | null): GovernorSessionRow[];
  /** Running governed sessions (for the window). */
  running(): GovernorSessionRow[];
  addDay(key: string, minute: number, usage: { tokens: number; cost: number; wallMs: number }): void;
  /** Usage of a profile entry in the buckets after `sinceMinute`. */
  day(key: string, sinceMinute: number): { tokens: number; cost_usd: number; wall_ms: number };
  /** Forgets an account's rolling-day usage (the person reset the limits of an agent it counts). */
  clearDay(key: string): void;
  insertEvent(row: NewGovernorEvent): number;
  eventsOf(executionIds: readonly string[]): GovernorEventRow[];
  eventByConfirmation(confirmationId: string): GovernorEventRow | undefined;
  /** The newest events (for the window), newest first. */
  recentEvents(limit: number): GovernorEventRow[];
  latch(row: GovernorHaltRow): void;
  latched(agent: string): GovernorHaltRow | undefined;
  /** Lifts the latches of an agent (null: of every agent); returns them. */
  unlatch(agent: string | null): GovernorHaltRow[];
  latches(): GovernorHaltRow[];
}
