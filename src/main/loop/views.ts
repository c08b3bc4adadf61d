// Stored rows -> the views the human side shows.
import { NO_STEP_LIMIT, tierRank, type PauseKind, type SafetyTier } from '../../shared/vocabulary';
import type { BlockView, ChallengeView, ConfirmationView, ExecutionView, StepView } from './api';
import type { BlockRow, ChallengeRow, ConfirmationRow, ExecutionRow, StoredStep } from './store-port';
import { inert, inertDeep } from '../../shared/text';

// Every view goes to the person (window, consoles): agent text is made inert here, once.
const t = (text: string): string => inert(text, { keepNewlines: true });

const iso = (ms: number): string => new Date(ms).toISOString();

export function stepView(step: StoredStep): StepView {
  const { actionDigest: _digest, loopKey: _key, ...shown } = step;
  return {
    ...shown,
    agent: t(step.agent),
    client: t(step.client),
    hint: t(step.hint),
    action: step.action ? inertDeep(step.action) : null,
    description: step.description === null ? null : t(step.description),
    findings: step.findings === null ? null : t(step.findings),
    reasons: step.reasons.map(t),
    directive: inertDeep(step.directive),
    flags: step.flags.map(t),
  };
}

export function confirmationView(row: ConfirmationRow): ConfirmationView {
  return {
    id: row.id,
    executionId: row.execution_id,
    stepId: row.step_id,
    agent: t(row.agent),
    client: t(row.client),
    hint: t(row.hint),
    kind: row.kind as PauseKind,
    tier: row.tier as SafetyTier,
    riskScore: row.risk_score,
    factors: (JSON.parse(row.factors) as string[]).map(t),
    status: row.status,
    ...(row.scope ? { scope: row.scope } : {}),
    ...(row.reason ? { reason: t(row.reason) } : {}),
    createdAt: row.created_at,
    expiresAt: iso(row.expires_at_ms),
    ...(row.decided_at ? { decidedAt: row.decided_at } : {}),
    ...(row.session ? { session: row.session } : {}),
    ruleable: isRuleable(row),
  };
}

/** "Always allow actions like this" fits a pause for the action's own risk, at the
 *  confirm tier or below: an autoApprove rule can never let verify or danger_zone
 *  through, and cannot lift a step-limit, loop, failure, budget or requiresApproval pause. */
export function isRuleable(row: Pick<ConfirmationRow, 'kind' | 'tier'>): boolean {
  return (row.kind === 'tier' || row.kind === 'tolerance') && tierRank(row.tier as SafetyTier) <= tierRank('confirm');
}

export function challengeView(row: ChallengeRow, code?: string): ChallengeView {
  return {
    id: row.id,
    kind: row.kind,
    agent: t(row.agent),
    client: t(row.client),
    executionId: row.execution_id,
    hint: t(row.hint),
    status: row.status,
    createdAt: row.created_at,
    expiresAt: iso(row.expires_at_ms),
    ...(row.block_id ? { blockId: row.block_id } : {}),
    ...(code ? { code } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

export function blockView(row: BlockRow): BlockView {
  return {
    id: row.id,
    agent: t(row.agent),
    client: t(row.client),
    reason: t(row.reason),
    hint: t(row.hint),
    createdAt: row.created_at,
    challengeId: row.challenge_id,
    ...(row.lifted_at ? { liftedAt: row.lifted_at } : {}),
    ...(row.lifted_by ? { liftedBy: row.lifted_by } : {}),
    scope: row.scope,
    ...(row.session ? { session: row.session } : {}),
    covers: blockCovers(row),
  };
}

/** What a block covers, in words. */
export function blockCovers(row: Pick<BlockRow, 'scope' | 'agent' | 'client' | 'session'>): string {
  switch (row.scope) {
    case 'session':
      return `every action of ${row.client} session ${row.session ?? row.agent} (agent "${row.agent}"); other ${row.client} sessions go on`;
    case 'agent':
      return `every action of agent "${row.agent}", in every session and client`;
    default:
      return `every action of agent "${row.agent}" and of every agent and session of ${row.client}`;
  }
}

export function executionView(row: ExecutionRow, paused: boolean): ExecutionView {
  const stepLimit = row.step_limit + row.steps_granted;
  const unlimited = row.step_limit >= NO_STEP_LIMIT;
  return {
    id: row.id,
    agent: t(row.agent),
    client: t(row.client),
    status: row.status,
    paused,
    implicit: row.implicit === 1,
    ...(row.goal ? { goal: t(row.goal) } : {}),
    startedAt: row.started_at,
    ...(row.ended_at ? { endedAt: row.ended_at } : {}),
    stepsUsed: row.steps_used,
    stepLimit,
    stepsRemaining: Math.max(0, stepLimit - row.steps_used),
    highestTier: row.highest_tier as SafetyTier,
    usage: { tokens: row.tokens, costUsd: row.cost_usd },
    ...(row.session ? { session: row.session } : {}),
    unlimited,
    ...(row.summary ? { summary: row.summary } : {}),
  };
}
