// The safety loop's vocabulary, as CONTRACT.md names it. Shared by the engine,
// the MCP surface, the human side (window / console) and the store.

export const SAFETY_TIERS = ['advisory', 'confirm', 'verify', 'danger_zone'] as const;
export type SafetyTier = (typeof SAFETY_TIERS)[number];

export const DANGER_LEVELS = ['safe', 'reversible', 'destructive', 'dangerous', 'forbidden'] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

export const MODES = ['enforcing', 'monitoring', 'logging', 'disabled'] as const;
export type Mode = (typeof MODES)[number];

export const OUTCOMES = ['success', 'failure', 'skipped'] as const;
export type StepOutcome = (typeof OUTCOMES)[number];

export type RiskTolerance = 'conservative' | 'moderate' | 'aggressive';

/** Who is speaking on the agent side. `client` comes from the MCP initialize
 *  handshake (the model cannot choose it); `agent` is the reported element_name. */
export interface Principal {
  client: string;
  agent: string;
}

/** A structured form of an action, as client hooks observe it. */
export interface StructuredAction {
  tool: string;
  server?: string;
  arguments?: Record<string, unknown>;
}

export interface Classification {
  level: DangerLevel;
  score: number;
  reasons: string[];
}

export type NotificationType = 'permission_pending' | 'autonomy_pause' | 'danger_zone' | 'status' | 'error';

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

export interface AutonomyDirective {
  continue: boolean;
  factors: string[];
  stopped?: boolean;
  reason?: string;
  stepsRemaining?: number;
  nextStepRisk?: SafetyTier;
  riskScore?: number;
  notifications?: AgentNotification[];
}

export type ExecutionStatus = 'running' | 'completed' | 'cancelled';
export type ConfirmationStatus = 'pending' | 'approved' | 'denied' | 'expired';
export type ApprovalScope = 'once' | 'execution';
/** Why a confirm-tier pause was raised. */
export type PauseKind = 'tier' | 'policy' | 'step_limit' | 'previous_failure' | 'loop' | 'budget' | 'tolerance';
export type ChallengeKind = 'verify' | 'danger_zone';
