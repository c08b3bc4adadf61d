// Row shapes as stored.
export interface ExecutionRow {
  id: string;
  agent: string;
  client: string;
  status: 'running' | 'completed' | 'cancelled';
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
}

export interface StepRow {
  id: number;
  execution_id: string;
  seq: number;
  agent: string;
  client: string;
  hint: string;
  action_digest: string;
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
  status: 'pending' | 'approved' | 'denied' | 'expired';
  scope: 'once' | 'execution' | null;
  reason: string | null;
  created_at: string;
  expires_at_ms: number;
  decided_at: string | null;
  used: number;
}

export interface ChallengeRow {
  id: string;
  kind: 'verify' | 'danger_zone';
  agent: string;
  client: string;
  execution_id: string | null;
  action_digest: string;
  hint: string;
  code_hash: string;
  salt: string;
  status: 'active' | 'verified' | 'failed' | 'expired' | 'superseded';
  created_at: string;
  expires_at_ms: number;
  block_id: string | null;
  used: number;
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
}

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
}
