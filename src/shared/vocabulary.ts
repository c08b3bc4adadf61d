// The one vocabulary of Airlock: enums, score bands and limits that the core,
// the classifier, the loop, the store, the MCP surface, the consoles and the
// window all speak. Plain data and types only — no imports — so every room
// (the renderer included) may depend on it.

export const SAFETY_TIERS = ['advisory', 'confirm', 'verify', 'danger_zone'] as const;
export type SafetyTier = (typeof SAFETY_TIERS)[number];

export const DANGER_LEVELS = ['safe', 'reversible', 'destructive', 'dangerous', 'forbidden'] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

export const MODES = ['enforcing', 'monitoring', 'logging', 'disabled'] as const;
export type Mode = (typeof MODES)[number];

export const OUTCOMES = ['success', 'failure', 'skipped'] as const;
export type StepOutcome = (typeof OUTCOMES)[number];

export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskTolerance = (typeof RISK_TOLERANCES)[number];

export const EXECUTION_STATUSES = ['running', 'completed', 'cancelled'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/** `withdrawn`: the client hook that asked stopped waiting (its wait ran out, or it
 *  ended), so the action was denied and a later decision can have no effect. */
export const CONFIRMATION_STATUSES = ['pending', 'approved', 'denied', 'expired', 'withdrawn'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** once: this one run of the action; execution: the rest of the execution;
 *  session: the rest of the client session (executions that carry a session id). */
export const APPROVAL_SCOPES = ['once', 'execution', 'session'] as const;
export type ApprovalScope = (typeof APPROVAL_SCOPES)[number];

/** What a hard block covers: one client session (a hook's session id), an agent
 *  name, or the agent's whole MCP client (every agent and session of it). */
export const BLOCK_SCOPES = ['session', 'agent', 'client'] as const;
export type BlockScope = (typeof BLOCK_SCOPES)[number];

/** Loop detection pauses on `suspicious` repetition only (an action above the
 *  advisory tier, or repeats while steps fail), or on `any` repetition. */
export const LOOP_PAUSES = ['suspicious', 'any'] as const;
export type LoopPause = (typeof LOOP_PAUSES)[number];

/** Why a confirm-tier pause was raised. `governor`: a profile's degradation
 *  response or oversight trigger paused (the cause is in its governor event);
 *  `phase`: an agent asked to enter a phase the person must confirm. */
export const PAUSE_KINDS = ['tier', 'policy', 'step_limit', 'previous_failure', 'loop', 'budget', 'tolerance', 'governor', 'phase'] as const;
export type PauseKind = (typeof PAUSE_KINDS)[number];

export const CHALLENGE_KINDS = ['verify', 'danger_zone'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** `refused`: the person turned the action down instead of relaying the code. */
export const CHALLENGE_STATUSES = ['active', 'verified', 'failed', 'expired', 'superseded', 'refused'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const NOTIFICATION_TYPES = ['permission_pending', 'autonomy_pause', 'danger_zone', 'status', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How far a person trusts a wrapped MCP server (seed 001 §4.1), lowest first. */
export const TRUST_LEVELS = ['untested', 'generated', 'validated', 'community_reviewed', 'certified'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** What the trust × danger matrix lets a call through a wrapped server do (seed 001 §4.2). */
export const GATE_DECISIONS = ['introspect_only', 'deny', 'confirm', 'allow'] as const;
export type GateDecision = (typeof GATE_DECISIONS)[number];

/** Size limits of what crosses a boundary (characters unless named otherwise). */
export const LIMITS = {
  name: 200,
  hint: 8 * 1024,
  text: 8 * 1024,
  findings: 64 * 1024,
  /** JSON of a structured action's arguments. A client hook that must cut a
   *  longer one says so with `arguments.truncated: true` (CONTRACT.md). */
  action: 256 * 1024,
  id: 100,
  code: 200,
  /** A person's reason for a denial, or a note on an unblock. */
  humanText: 2000,
  /** Steps the person grants an execution at once. */
  grantSteps: 100_000,
} as const;

/** Bounds on what one agent (or MCP client) can make the person face or make Airlock store (issue 14). */
export const LOAD_LIMITS = {
  /** Pending confirmations per agent, and per MCP client; more are refused with RATE_LIMIT_EXCEEDED. */
  pendingPerAgent: 20,
  pendingPerClient: 50,
  /** Active verify challenges (codes waiting) per agent, and per MCP client. */
  codesPerAgent: 5,
  codesPerClient: 20,
  /** The longest verification lockout (unless the policy's first lockout is longer). */
  maxLockoutSeconds: 900,
  /** What is stored of a step's findings and structured action; the cut is marked. */
  storedFindings: 8 * 1024,
  storedAction: 16 * 1024,
} as const;
/** The step limit stored for an execution that has none (client-hook sessions by default). */
export const NO_STEP_LIMIT = 1_000_000_000;

/** What an Airlock client hook announces at initialize (capabilities.experimental):
 *  only such a connection may name a client session (record_execution_step session_id). */
export const HOOK_CAPABILITY = 'airlock/hook';

/** The halt scope that means every agent. */
export const ALL_AGENTS = '*';

// ---- tiers and scores (CONTRACT.md stage 5; seed 003 §8.1) -------------------

/** Baseline score band of each danger level. */
export const LEVEL_BANDS: Record<DangerLevel, readonly [number, number]> = {
  safe: [0, 15],
  reversible: [16, 40],
  destructive: [41, 60],
  dangerous: [61, 85],
  forbidden: [86, 100],
};

export function tierForScore(score: number): SafetyTier {
  if (score >= 86) return 'danger_zone';
  if (score >= 61) return 'verify';
  if (score >= 31) return 'confirm';
  return 'advisory';
}

const TIER_RANK: Record<SafetyTier, number> = { advisory: 0, confirm: 1, verify: 2, danger_zone: 3 };
export const tierRank = (tier: SafetyTier): number => TIER_RANK[tier];
export const higherTier = (a: SafetyTier, b: SafetyTier): SafetyTier => (TIER_RANK[a] >= TIER_RANK[b] ? a : b);

// ---- shapes that cross the agent boundary ------------------------------------

/** Who is speaking on the agent side. `client` comes from the MCP initialize
 *  handshake (the model cannot choose it); `agent` is the reported element_name. */
export interface Principal {
  client: string;
  agent: string;
}

/** What an MCP server declares about one of its tools (hints from a party that may be wrong). */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** A structured form of an action, as client hooks and the gateway observe it. */
export interface StructuredAction {
  tool: string;
  server?: string;
  arguments?: Record<string, unknown>;
  annotations?: ToolAnnotations;
}

export interface Classification {
  level: DangerLevel;
  score: number;
  reasons: string[];
}

export interface AgentNotification {
  type: NotificationType;
  message: string;
  metadata?: {
    operation?: string;
    reason?: string;
    level?: string;
    verificationId?: string;
    confirmationId?: string;
  };
  timestamp: string;
}

/** Where the person decides and reads codes: the desktop app's window, or the console of
 *  `airlock serve` (terminal or JSONL). Hooks and the gateway word their messages by it. */
export const DECISION_PLACES = ['window', 'console'] as const;
export type DecisionPlace = (typeof DECISION_PLACES)[number];

export interface AutonomyDirective {
  continue: boolean;
  factors: string[];
  stopped?: boolean;
  reason?: string;
  /** Set on a directive that waits for a person (or a code only they see): where they decide. */
  decideIn?: DecisionPlace;
  stepsRemaining?: number;
  nextStepRisk?: SafetyTier;
  riskScore?: number;
  notifications?: AgentNotification[];
  /** Set when the runtime governor degraded this step (seed 004 §6). */
  degradation?: DegradationNotice;
}

// ---- the runtime governor (seed 004 §2–§8, seed 002 R6) ------------------------

/** The degradation causes of seed 004 §6 / §8.3, in the seed's order. */
export const DEGRADATION_CAUSES = [
  'on_budget_exhausted',
  'on_iteration_limit',
  'on_sub_agent_denied',
  'on_delegation_denied',
  'on_oversight_timeout',
  'on_tool_error',
  'on_anomaly',
] as const;
export type DegradationCause = (typeof DEGRADATION_CAUSES)[number];

/** Causes the governor records where the seed has no name (Airlock extensions, evidence README). */
export const GOVERNOR_EXTRA_CAUSES = ['on_oversight_trigger', 'on_tool_not_granted', 'on_sub_agent_admitted', 'on_delegation_admitted'] as const;
export type GovernorCause = DegradationCause | (typeof GOVERNOR_EXTRA_CAUSES)[number];

/** The §6 responses. */
export const DEGRADATION_ACTIONS = ['halt', 'pause', 'fallback', 'continue'] as const;
export type DegradationAction = (typeof DEGRADATION_ACTIONS)[number];

/** Data classification, lowest first (ADL Core §10.1). */
export const DATA_CLASSES = ['public', 'internal', 'confidential', 'restricted'] as const;
export type DataClass = (typeof DATA_CLASSES)[number];

/** How a fired oversight trigger asks for a person (seed 004 §5). */
export const INTERVENTION_MODELS = ['approve_reject', 'plan_editing', 'monitor_only'] as const;
export type InterventionModel = (typeof INTERVENTION_MODELS)[number];

/** The conformance tier of seed 004 that Airlock's governor implements when enforcing. */
export const GOVERNOR_TIER = 'R3';

/** What a degraded directive tells the agent: which cause fired and what the governor did. */
export interface DegradationNotice {
  cause: GovernorCause;
  action: DegradationAction;
  /** True when no response was declared and the governor halted (fail-closed). */
  fail_closed?: boolean;
  /** The declared fallback value (action fallback). */
  value?: unknown;
}
