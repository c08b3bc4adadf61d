// The store port: what the safety loop needs from durable storage, as types
// only. src/main/store implements it with SQLite; the loop never imports a
// value from the store.
import type {
  ApprovalScope,
  BlockScope,
  AutonomyDirective,
  ChallengeKind,
  ChallengeStatus,
  ConfirmationStatus,
  DangerLevel,
  ExecutionStatus,
  SafetyTier,
  StepOutcome,
  StructuredAction,
} from '../../shared/vocabulary';
import type { GovernorStore } from './governor-port';

// ---- rows, as stored ----------------------------------------------------------
export interface ExecutionRow {
  id: string;
  agent: string;
  client: string;
  status: ExecutionStatus;
  implicit: number;
  goal: string | null;
  parameters: string | null;
  step_limit: number;
  steps_used: number;
  steps_granted: number;
  step_count: number;
  last_outcome: string | null;
  tokens: number;
  cost_usd: number;
  highest_tier: string;
  pauses: number;
  approvals: number;
  blocks: number;
  policy_digest: string;
  started_at: string;
  ended_at: string | null;
  summary: string | null;
  /** The client's session id (client hooks); null for executions without one. */
  session: string | null;
  /** When the latest step was recorded (the start, before any). */
  last_step_at: string | null;
}

export interface StepRow {
  id: number;
  execution_id: string;
  seq: number;
  agent: string;
  client: string;
  hint: string;
  action_digest: string;
  /** The case-folded key loop detection compares. */
  loop_key: string;
  action: string | null;
  description: string | null;
  outcome: string | null;
  findings: string | null;
  level: string;
  risk_score: number;
  tier: string;
  continued: number;
  stopped: number;
  reasons: string;
  directive: string;
  decision_us: number;
  at: string;
  /** JSON array of flags, e.g. ["unannounced"]; null when none. */
  flags: string | null;
}

/** What loop detection reads of the latest steps (undecoded: it runs per step). */
export type LoopKeyRow = Pick<StepRow, 'loop_key' | 'continued' | 'outcome'>;

/** A stored step, decoded once by the store (JSON columns parsed, flags as
 *  booleans): every reader — views, the history timeline, exports, records —
 *  maps from this one shape. */
export interface StoredStep {
  id: number;
  executionId: string;
  seq: number;
  agent: string;
  client: string;
  hint: string;
  actionDigest: string;
  /** The case-folded key loop detection compares. */
  loopKey: string;
  action: StructuredAction | null;
  description: string | null;
  outcome: StepOutcome | null;
  findings: string | null;
  level: DangerLevel;
  riskScore: number;
  tier: SafetyTier;
  continued: boolean;
  stopped: boolean;
  reasons: string[];
  directive: AutonomyDirective;
  /** Microseconds the engine took to decide. */
  decisionUs: number;
  at: string;
  /** e.g. ["unannounced"]: a hook saw an action the agent's announced intent did not mention. */
  flags: string[];
}

export interface ConfirmationRow {
  id: string;
  execution_id: string;
  step_id: number;
  agent: string;
  client: string;
  action_digest: string;
  hint: string;
  kind: string;
  tier: string;
  risk_score: number;
  factors: string;
  status: ConfirmationStatus;
  scope: ApprovalScope | null;
  reason: string | null;
  created_at: string;
  expires_at_ms: number;
  decided_at: string | null;
  used: number;
  /** The client session of the execution that asked (approvals "for this session"). */
  session: string | null;
}

export interface ChallengeRow {
  id: string;
  kind: ChallengeKind;
  agent: string;
  client: string;
  execution_id: string | null;
  action_digest: string;
  hint: string;
  code_hash: string;
  salt: string;
  status: ChallengeStatus;
  created_at: string;
  expires_at_ms: number;
  block_id: string | null;
  used: number;
  /** Why the person refused it (status `refused`). */
  reason: string | null;
}

export interface BlockRow {
  id: string;
  agent: string;
  client: string;
  reason: string;
  hint: string;
  execution_id: string | null;
  challenge_id: string | null;
  created_at: string;
  lifted_at: string | null;
  lifted_by: 'verification' | 'override' | null;
  note: string | null;
  scope: BlockScope;
  session: string | null;
}

/** One row of the hash-chained audit table, as stored: the one audit shape.
 *  The store writes it, `airlock audit verify` and proofs read it, and the
 *  hash covers its AuditEntry. `subject` and `sig` are absent from
 *  databases written before signing (and from reads that do not need them). */
export interface AuditRow {
  seq: number;
  at: string;
  kind: string;
  agent: string | null;
  client: string | null;
  execution_id: string | null;
  detail: string;
  prev_hash: string;
  hash: string;
  /** The state the event changes (confirmation/block/challenge id, halt scope, agent), when it changes one. */
  subject?: string | null;
  /** The governor key's signature over `hash` (authenticated events and checkpoints). */
  sig?: string | null;
}

/** What an audit row's hash covers (store/audit-hash.ts): its content, with
 *  the detail as the object it was written from (the stored JSON text, parsed). */
export type AuditEntry = Pick<AuditRow, 'seq' | 'at' | 'kind' | 'agent' | 'client' | 'execution_id'> & { detail: Record<string, unknown> };

export interface AgentLimitRow {
  agent: string;
  steps_used: number;
  steps_granted: number;
  tokens: number;
  cost_usd: number;
  /** Loop detection looks only at steps after this id (the last reset). */
  since_step: number;
  reset_at: string | null;
}

/** Signs and checks audit rows with the governor key (see src/main/store/audit.ts). */
export interface AuditSigner {
  kid: string;
  sign(data: string): string;
  verify(data: string, signature: string): boolean;
}

// ---- what the loop writes -----------------------------------------------------

export interface NewExecution {
  id: string;
  agent: string;
  client: string;
  implicit: boolean;
  goal?: string;
  parameters?: Record<string, unknown>;
  stepLimit: number;
  policyDigest: string;
  startedAt: string;
  session?: string | null;
}

export interface ExecutionStepUpdate {
  id: string;
  used: boolean;
  outcome: string | null;
  tokens: number;
  cost: number;
  highestTier: string;
  paused: boolean;
  blocked: boolean;
  at: string;
}

export type NewStep = Omit<StepRow, 'id'>;
export type NewConfirmation = Omit<ConfirmationRow, 'status' | 'scope' | 'reason' | 'decided_at' | 'used'>;
export type NewChallenge = Omit<ChallengeRow, 'status' | 'used' | 'reason'>;
export type NewBlock = Omit<BlockRow, 'lifted_at' | 'lifted_by' | 'note'>;

/** Who a block lookup is for. */
export interface BlockSubject {
  agent: string;
  client: string;
  session?: string | null;
}

export interface AuditInput {
  at: string;
  kind: string;
  agent?: string | null;
  client?: string | null;
  executionId?: string | null;
  detail?: Record<string, unknown>;
  /** The state the event changes, for the authenticated lookups (see AuditRow.subject). */
  subject?: string;
  /** Sign the row with the governor key: an authenticated event the engine may act on. */
  sign?: boolean;
}

// ---- the repositories ---------------------------------------------------------

export interface ExecutionStore {
  insert(execution: NewExecution): void;
  byId(id: string): ExecutionRow | undefined;
  /** The agent's running execution for that session (null: one without a session). */
  running(agent: string, client: string, session: string | null): ExecutionRow | undefined;
  /** Running session executions whose latest step is older than `beforeIso`. */
  idleSessions(beforeIso: string): ExecutionRow[];
  recordStep(update: ExecutionStepUpdate): void;
  end(id: string, status: 'completed' | 'cancelled', endedAt: string, summary: string | null): boolean;
  grantSteps(id: string, steps: number): void;
  countApproval(id: string): void;
  list(filter: { status?: string; agent?: string; limit: number }): ExecutionRow[];
  runningIds(): Array<{ id: string; agent: string; client: string }>;
}

export interface StepStore {
  insert(step: NewStep): number;
  /** The one decoder of a stored step (the shape every read returns). */
  decode(row: StepRow): StoredStep;
  /** Loop keys (and reported outcomes) of the execution's latest steps, newest first. */
  recentLoopKeys(executionId: string, limit: number): LoopKeyRow[];
  recent(limit: number): StoredStep[];
  byExecution(executionId: string): StoredStep[];
  byId(id: number): StoredStep | undefined;
  /** The latest intent a client's agent announced itself (a step without a structured action). */
  latestAnnounced(client: string): { hint: string; at: string } | undefined;
  /** Loop keys of the agent's latest steps after a step id, newest first, across executions. */
  recentAgentLoopKeys(agent: string, afterStepId: number, limit: number): LoopKeyRow[];
  lastId(): number;
}

export interface ConfirmationStore {
  insert(row: NewConfirmation): void;
  byId(id: string): ConfirmationRow | undefined;
  pending(): ConfirmationRow[];
  decide(id: string, status: 'approved' | 'denied' | 'expired' | 'withdrawn', decidedAt: string, scope: ApprovalScope | null, reason: string | null): boolean;
  /** An approval the human gave for this action, still usable: in this execution
   *  (once, unspent; or for the execution), or for this client session. */
  pass(executionId: string, actionDigest: string, client: string, session: string | null): ConfirmationRow | undefined;
  use(id: string): void;
  /** Spends an unspent one-time approval; false when there is none to spend. */
  spendOnce(id: string): boolean;
  /** Pending confirmations of an execution. */
  pendingOf(executionId: string): ConfirmationRow[];
  due(nowMs: number): ConfirmationRow[];
  /** The pending confirmation for this same action, so a re-report does not ask twice. */
  pendingFor(executionId: string, actionDigest: string): ConfirmationRow | undefined;
  linkStep(id: string, stepId: number): void;
  pendingCount(agent: string, client: string): { agent: number; client: number };
  /** Undoes a decision no authenticated audit event proves. */
  restorePending(id: string): void;
}

export interface ChallengeStore {
  insert(row: NewChallenge): void;
  byId(id: string): ChallengeRow | undefined;
  /** The active verify challenge holding this action in this execution. */
  activeVerifyFor(executionId: string, actionDigest: string): ChallengeRow | undefined;
  /** A verify challenge for this action the person refused, still within its lifetime. */
  refusedFor(executionId: string, actionDigest: string, nowMs: number): ChallengeRow | undefined;
  transition(id: string, from: ChallengeStatus, status: ChallengeStatus): boolean;
  refuse(id: string, reason: string | null): boolean;
  /** A verified, unused challenge for this action: the human's pass. */
  pass(executionId: string, agent: string, actionDigest: string): ChallengeRow | undefined;
  use(id: string): void;
  active(): ChallengeRow[];
  activeVerifyCount(agent: string, client: string): { agent: number; client: number };
  /** Puts back a status no authenticated audit event proves. */
  restoreStatus(id: string, status: ChallengeStatus): void;
}

export interface BlockStore {
  insert(row: NewBlock): void;
  byId(id: string): BlockRow | undefined;
  /** The standing block that covers this agent (by its scope). */
  activeFor(subject: BlockSubject): BlockRow | undefined;
  active(): BlockRow[];
  setScope(id: string, scope: BlockScope): boolean;
  lift(id: string, at: string, by: 'verification' | 'override', note: string | null): boolean;
  setChallenge(id: string, challengeId: string): void;
  /** Puts a standing block back (insert, or clear its lift). */
  restore(row: NewBlock): void;
  lifted(): BlockRow[];
}

export interface AgentLimitStore {
  get(agent: string): AgentLimitRow | undefined;
  record(agent: string, used: boolean, tokens: number, cost: number): void;
  grant(agent: string, steps: number): void;
  reset(agent: string, sinceStep: number, at: string): void;
}

export interface BrakeStore {
  /** Halt scopes: agent names, or ALL_AGENTS. */
  halted(): string[];
  halt(scope: string, at: string): void;
  resume(scope: string): void;
  recordFailure(agent: string, atMs: number): void;
  failuresSince(agent: string, sinceMs: number): { n: number; oldest: number | null };
  lockout(agent: string): { until_ms: number; strikes: number } | undefined;
  setLockout(agent: string, untilMs: number, strikes: number): void;
  clearFailures(agent: string): void;
}

export interface NotificationStore {
  enqueue(executionId: string, payload: unknown): void;
  /** Takes the undelivered notifications of an execution (inside the step's transaction). */
  take(executionId: string): unknown[];
}

export interface AuditStore {
  /** Appends one row; call inside the transaction that makes the change it records. */
  append(input: AuditInput): number;
  /** Seals the chain head with a signed checkpoint row (inside a transaction). */
  checkpoint(at: string): number | null;
  /** Writes the newest checkpoint to the anchor file (outside a transaction). */
  writeAnchor(): void;
  /** The same with the disk flush it needs off the event loop; settles when it is written (or nothing was due). */
  anchorSoon(): Promise<void>;
  /** The newest authenticated row about `subject` of one of `kinds`. */
  signedFor(subject: string, kinds: readonly string[]): AuditRow | undefined;
  /** Every authenticated row of these kinds, in chain order. */
  signedOfKinds(kinds: readonly string[]): AuditRow[];
  /** Every authenticated row about `subject` recorded after `afterIso`, in chain order. */
  signedAbout(subject: string, afterIso: string): AuditRow[];
  /** Reports of a chain tail that changed under the engine (drained). */
  alerts(): string[];
}

export interface LoopStore {
  readonly executions: ExecutionStore;
  readonly steps: StepStore;
  readonly confirmations: ConfirmationStore;
  readonly challenges: ChallengeStore;
  readonly blocks: BlockStore;
  readonly brakes: BrakeStore;
  readonly notifications: NotificationStore;
  readonly audit: AuditStore;
  readonly agentLimits: AgentLimitStore;
  /** Rewrites the names keyed state is held under (blocks, halts, lockouts, running executions, limits) with `normalise`. */
  renameKeys(normalise: (name: string) => string): number;
  /** The runtime governor's tables (./governor-port.ts). */
  readonly governor: GovernorStore;
  /** Everything fn writes commits together, or nothing does. */
  transaction<T>(fn: () => T): T;
  /**
   * Group commit: runs fn now, in one transaction with whatever else runs this
   * way in the same turn of the event loop (in order; a later fn sees the
   * earlier ones' rows). `durable` resolves once the group committed, and
   * rejects if it did not (then none of fn's rows were kept). If fn throws,
   * its own rows are taken back and the error is thrown here. `isPlain`: what
   * fn wrote may be lost to a power cut (a plain go-ahead step); every other
   * commit is flushed to disk before `durable` resolves.
   */
  grouped<T>(fn: () => T, isPlain?: (value: T) => boolean): { value: T; durable: Promise<void> };
}
