// Stored rows -> the views the human side shows.
import type { AutonomyDirective, DangerLevel, PauseKind, SafetyTier, StepOutcome, StructuredAction } from '../../shared/vocabulary';
import type { BlockView, ChallengeView, ConfirmationView, ExecutionView, StepView } from './api';
import type { BlockRow, ChallengeRow, ConfirmationRow, ExecutionRow, StepRow } from './store-port';

const iso = (ms: number): string => new Date(ms).toISOString();

export function stepView(row: StepRow): StepView {
  return {
    id: row.id,
    executionId: row.execution_id,
    seq: row.seq,
    agent: row.agent,
    client: row.client,
    hint: row.hint,
    ...(row.action ? { action: JSON.parse(row.action) as StructuredAction } : {}),
    ...(row.outcome ? { outcome: row.outcome as StepOutcome } : {}),
    tier: row.tier as SafetyTier,
    level: row.level as DangerLevel,
    riskScore: row.risk_score,
    reasons: JSON.parse(row.reasons) as string[],
    directive: JSON.parse(row.directive) as AutonomyDirective,
    decisionUs: row.decision_us,
    at: row.at,
    ...(row.flags ? { flags: JSON.parse(row.flags) as string[] } : {}),
  };
}

export function confirmationView(row: ConfirmationRow): ConfirmationView {
  return {
    id: row.id,
    executionId: row.execution_id,
    stepId: row.step_id,
    agent: row.agent,
    client: row.client,
    hint: row.hint,
    kind: row.kind as PauseKind,
    tier: row.tier as SafetyTier,
    riskScore: row.risk_score,
    factors: JSON.parse(row.factors) as string[],
    status: row.status,
    ...(row.scope ? { scope: row.scope } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    createdAt: row.created_at,
    expiresAt: iso(row.expires_at_ms),
    ...(row.decided_at ? { decidedAt: row.decided_at } : {}),
  };
}

export function challengeView(row: ChallengeRow, code?: string): ChallengeView {
  return {
    id: row.id,
    kind: row.kind,
    agent: row.agent,
    client: row.client,
    executionId: row.execution_id,
    hint: row.hint,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: iso(row.expires_at_ms),
    ...(row.block_id ? { blockId: row.block_id } : {}),
    ...(code ? { code } : {}),
  };
}

export function blockView(row: BlockRow): BlockView {
  return {
    id: row.id,
    agent: row.agent,
    client: row.client,
    reason: row.reason,
    hint: row.hint,
    createdAt: row.created_at,
    challengeId: row.challenge_id,
    ...(row.lifted_at ? { liftedAt: row.lifted_at } : {}),
    ...(row.lifted_by ? { liftedBy: row.lifted_by } : {}),
  };
}

export function executionView(row: ExecutionRow, paused: boolean): ExecutionView {
  const stepLimit = row.step_limit + row.steps_granted;
  return {
    id: row.id,
    agent: row.agent,
    client: row.client,
    status: row.status,
    paused,
    implicit: row.implicit === 1,
    ...(row.goal ? { goal: row.goal } : {}),
    startedAt: row.started_at,
    ...(row.ended_at ? { endedAt: row.ended_at } : {}),
    stepsUsed: row.steps_used,
    stepLimit,
    stepsRemaining: Math.max(0, stepLimit - row.steps_used),
    highestTier: row.highest_tier as SafetyTier,
    usage: { tokens: row.tokens, costUsd: row.cost_usd },
  };
}
