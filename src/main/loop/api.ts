// The two faces of the safety loop. The MCP server gets only AgentSide; the
// window and the terminal console get HumanSide. Nothing on AgentSide can
// approve, deny, unblock, halt, change policy or read a code.
import type { StoredStep } from './store-port';
import type {
  GateView,
  AbortExecutionParams,
  CompleteExecutionParams,
  ConfirmOperationParams,
  EnterPhaseParams,
  ExecuteAgentParams,
  Policy,
  PolicyInput,
  PolicySummary,
  RecordStepParams,
  VerifyChallengeParams,
} from '../core';
import type {
  ApprovalScope,
  AutonomyDirective,
  BlockScope,
  ChallengeKind,
  ChallengeStatus,
  Classification,
  ConfirmationStatus,
  ExecutionStatus,
  Mode,
  PauseKind,
  SafetyTier,
  TrustLevel,
} from '../../shared/vocabulary';

export type { PolicySummary, GateView };
export type { EnterPhaseResult, GovernorView, GovernedSessionView, GovernorEventView } from './governor';
import type { EnterPhaseResult, GovernorView } from './governor';

// ---- agent side -------------------------------------------------------------

export interface ExecuteAgentResult {
  execution_id: string;
  status: 'running';
  stepsRemaining: number;
  /** Runtime governor: the session this execution belongs to (a persona's or a delegated peer's), and its phase. */
  session?: { root_execution_id: string; persona?: string; peer?: string; depth?: number; phase?: string; phase_status?: 'entered' | 'pending'; confirmation_id?: string };
}

export interface RecordStepResult {
  execution_id: string;
  step: number;
  directive: AutonomyDirective;
  /** For a call through `airlock wrap`: the trust × danger cell it fell in. */
  gate?: GateView;
}

export interface EndExecutionResult {
  execution_id: string;
  status: ExecutionStatus;
}

export interface ConfirmOperationResult {
  confirmation_id: string;
  /** `used`: approved once, and that one run was already taken (a claiming client hook
   *  asked after the approval was spent); the action is not allowed again. */
  status: ConfirmationStatus | 'used';
  decided_by?: 'human';
  reason?: string;
  /** When a pending confirmation is denied if no one decides (fail-closed). */
  expires_at?: string;
  /** A governor pause nobody answered: what on_oversight_timeout resolved to (issue 17). */
  degradation?: { cause: 'on_oversight_timeout'; action: string; fail_closed?: boolean; value?: unknown; confirmation_id?: string };
}

export interface VerifyChallengeResult {
  verified: true;
  unblocked?: boolean;
}


/** Every method validates its own input and throws AirlockError on bad input. */
export interface AgentSide {
  /** `client` is the MCP connection's clientInfo.name; `connection` (optional) names the
   *  MCP connection itself, so what is bound to it ends when it closes. */
  executeAgent(client: string, params: ExecuteAgentParams | unknown, connection?: string): ExecuteAgentResult;
  /** `caller.hook`: the connection announced itself as an Airlock client hook (only then
   *  may a step name a client session). */
  recordStep(client: string, params: RecordStepParams | unknown, connection?: string, caller?: { hook: boolean }): RecordStepResult;
  /** recordStep as the MCP server runs it: committed together with the other steps that
   *  arrive in the same turn of the event loop (group commit); resolves once its rows are
   *  durable; the person's screens hear only of stored steps. */
  recordStepGrouped(client: string, params: RecordStepParams | unknown, connection?: string, caller?: { hook: boolean }): Promise<RecordStepResult>;
  completeExecution(client: string, params: CompleteExecutionParams | unknown): EndExecutionResult;
  abortExecution(client: string, params: AbortExecutionParams | unknown): EndExecutionResult;
  /** `signal`: the client cancelled its request — the wait ends; a claimed request is withdrawn. */
  confirmOperation(client: string, params: ConfirmOperationParams | unknown, connection?: string, signal?: AbortSignal): Promise<ConfirmOperationResult>;
  verifyChallenge(client: string, params: VerifyChallengeParams | unknown): VerifyChallengeResult;
  /** Runtime governor: move to a phase of the profile (confirmed by the person where the profile says). */
  enterPhase(client: string, params: EnterPhaseParams | unknown): EnterPhaseResult;
  /** Mode and policy defaults; never any code. */
  policySummary(): PolicySummary;
  /** The MCP connection closed: the executions it started implicitly end, and requests a
   *  client hook on it was waiting for are withdrawn. */
  connectionClosed(connection: string): void;
}

// ---- human side -------------------------------------------------------------

/** A stored step as the person sees it: the store's one decoded shape, its
 *  agent text made inert; the internal digests stay behind. */
export type StepView = Omit<StoredStep, 'actionDigest' | 'loopKey'>;

export interface ConfirmationView {
  id: string;
  executionId: string;
  stepId: number;
  agent: string;
  client: string;
  hint: string;
  kind: PauseKind;
  tier: SafetyTier;
  riskScore: number;
  factors: string[];
  status: ConfirmationStatus;
  scope?: ApprovalScope;
  reason?: string;
  createdAt: string;
  expiresAt: string;
  decidedAt?: string;
  /** The client session it belongs to (client hooks): "approve for this session" applies. */
  session?: string;
  /** Whether "always allow actions like this" may be offered: a pause for the action's
   *  own risk (tier or tolerance) at the confirm tier or below. */
  ruleable: boolean;
}

export interface ChallengeView {
  id: string;
  kind: ChallengeKind;
  agent: string;
  client: string;
  executionId: string | null;
  hint: string;
  status: ChallengeStatus;
  createdAt: string;
  expiresAt: string;
  blockId?: string;
  /** Present only while the code is held in memory for the window's code panel. */
  code?: string;
  /** Why the person refused it (status `refused`). */
  reason?: string;
}

export interface BlockView {
  id: string;
  agent: string;
  client: string;
  reason: string;
  hint: string;
  createdAt: string;
  challengeId: string | null;
  liftedAt?: string;
  liftedBy?: 'verification' | 'override';
  /** What it covers: one client session, the agent, or the agent's whole client. */
  scope: BlockScope;
  session?: string;
  /** In words, for a person: what is blocked. */
  covers: string;
}

export interface ExecutionView {
  id: string;
  agent: string;
  client: string;
  status: ExecutionStatus;
  paused: boolean;
  implicit: boolean;
  goal?: string;
  startedAt: string;
  endedAt?: string;
  stepsUsed: number;
  stepLimit: number;
  stepsRemaining: number;
  highestTier: SafetyTier;
  usage: { tokens: number; costUsd: number };
  /** The client session (client hooks); such an execution ends at the session's end or after idle time. */
  session?: string;
  /** True when the execution has no step limit (client sessions by default). */
  unlimited: boolean;
  summary?: string;
}

export interface HaltState {
  all: boolean;
  agents: string[];
}

export interface HintPreview {
  classification: Classification;
  directive: AutonomyDirective;
  tier: SafetyTier;
}

/** A wrapped MCP server as the person sees it: its trust, and whether it was seen through `airlock wrap`. */
export interface ServerView {
  server: string;
  trust: TrustLevel;
  /** "policy": the person set it; "default": the policy's default for servers it does not name. */
  source: 'policy' | 'default';
  /** Last call through the gateway since Airlock started (absent: not seen yet). */
  lastSeenAt?: string;
  /** The MCP clients that called it through the gateway since Airlock started. */
  clients: string[];
}

/** "Always allow actions like this": the narrow autoApprove rule Airlock would write. */
export interface RuleProposal {
  confirmationId: string;
  /** The autoApprove patterns to add (each matches one command part exactly, or one
   *  directory's files for a file tool), already in force ones left out. */
  patterns: string[];
  /** The command parts of the action, each of which the patterns cover. */
  parts: string[];
  /** What the action gets once the rule is in force (it goes ahead). */
  preview: HintPreview;
}

export interface IssuedCode {
  challengeId: string;
  code: string;
  expiresAt: string;
}

/** A policy.json that changed outside Airlock's editor, waiting for the person. */
export interface PendingPolicy {
  fileDigest: string;
  acceptedDigest: string;
  /** The stricter of both, which runs until the person decides. */
  enforcedDigest: string;
  /** Unified diff, accepted → on disk. */
  diff: string;
  at: string;
}

/** Tampering the engine found and undid (a forged row, a changed audit log). */
export interface IntegrityAlert {
  kind: string;
  message: string;
  at: string;
  subject?: string;
}

export type HumanEvent =
  | { type: 'step'; step: StepView }
  | { type: 'confirmation'; confirmation: ConfirmationView }
  | { type: 'decision'; confirmation: ConfirmationView }
  | { type: 'challenge'; challenge: ChallengeView & { code: string } }
  | { type: 'challenge_resolved'; challenge: ChallengeView }
  | { type: 'block'; block: BlockView }
  | { type: 'unblock'; block: BlockView }
  | { type: 'halt'; halt: HaltState }
  | { type: 'mode'; mode: Mode }
  | { type: 'policy'; policy: Policy }
  | { type: 'execution'; execution: ExecutionView }
  | { type: 'integrity'; alert: IntegrityAlert }
  | { type: 'policy_pending'; pending: PendingPolicy }
  /** The runtime governor's state changed (read it with governorState). */
  | { type: 'governor' };

export interface HumanSide {
  listPending(): ConfirmationView[];
  /** once: this run; execution: the rest of the execution; session: the rest of its client session. */
  approve(confirmationId: string, scope?: ApprovalScope): ConfirmationView;
  deny(confirmationId: string, reason?: string): ConfirmationView;
  /** The rule "always allow actions like this" would write; throws when none may be offered. */
  proposeRule(confirmationId: string): RuleProposal;
  /** Writes exactly the proposed patterns into autoApprove and approves this request once. */
  allowAlways(confirmationId: string, patterns: string[]): { confirmation: ConfirmationView; policy: Policy; added: string[] };
  /** Whether an agent is waiting on this confirmation right now (confirm_operation, a hook's wait). */
  awaited(confirmationId: string): boolean;
  listChallenges(): ChallengeView[];
  /** Turns a verify-tier action down instead of relaying its code; the agent is told why. */
  refuseChallenge(challengeId: string, reason?: string): ChallengeView;
  listBlocks(): BlockView[];
  /** Widens (or narrows) what a standing block covers. */
  setBlockScope(blockId: string, scope: BlockScope): BlockView;
  /** The audited admin override. */
  unblock(blockId: string, note?: string): BlockView;
  /** A fresh code for a standing block (e.g. after a restart). */
  reissueCode(blockId: string): IssuedCode;
  halt(agent?: string): HaltState;
  resume(agent?: string): HaltState;
  haltState(): HaltState;
  setMode(mode: Mode): Mode;
  grantSteps(executionId: string, steps: number): ExecutionView;
  listExecutions(filter?: { status?: ExecutionStatus; agent?: string; limit?: number }): ExecutionView[];
  recentSteps(limit?: number): StepView[];
  getPolicy(): Policy;
  /** Validates; on failure throws with a message naming the bad field, and the old policy stays. */
  replacePolicy(policy: PolicyInput | unknown): Policy;
  /** The wrapped MCP servers: named in the policy or seen through `airlock wrap`. */
  listServers(): ServerView[];
  /** Sets how far the person trusts a wrapped server (seed 001 §4.1); audited. */
  setServerTrust(server: string, trust: TrustLevel): ServerView;
  /** A policy.json changed outside Airlock, waiting for your decision (null when none). */
  pendingPolicy(): PendingPolicy | null;
  /** Accept the changed file as your policy. */
  acceptPolicyChange(): Policy;
  /** Refuse it: the policy you last accepted is written back. */
  rejectPolicyChange(): Policy;
  /** Tampering found since the start (newest last). */
  integrityAlerts(): IntegrityAlert[];
  /** Clears an agent's accumulated steps, loop history and budget use (they span executions until you do), and the governor's rolling day of the account it counts in (a governed agent's profile). */
  resetLimits(agent: string): { agent: string };
  /** Lifts an agent's verification lockout. */
  clearLockout(agent: string): { agent: string };
  /** A host's own finding of tampering (e.g. a console command without proof of the person): recorded and raised. */
  raiseAlert(kind: string, message: string): void;
  /** What would this hint get now? No side effects. */
  previewHint(hint: string, agent?: string): HintPreview;
  /** The runtime governor: profiles, governed sessions with their counters, halts, recent events. */
  governorState(): GovernorView;
  subscribe(listener: (event: HumanEvent) => void): () => void;
}
