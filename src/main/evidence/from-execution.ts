// From Airlock's stored rows to an enforcement record's input. The store's
// own shapes in (steps as the store decodes them, StoredStep; the other
// tables' rows as stored, snake_case — only the members used here), a
// RecordInput out; signing is createRecord's job. The mapping is documented
// in README.md ("Cause mapping"); keep the two in step.
import { COST_MODEL } from '../core/governor';
import { GOVERNOR_TIER } from '../../shared/vocabulary';
import type { AuditRow, BlockRow, ChallengeRow, ConfirmationRow, ExecutionRow, GovernorEventRow, StoredStep } from '../store';
import { parsed } from './export';
import { jcsDigest } from './jcs';
import type { EnforcementAction, EventInput, GovernorTier, RecordInput, RecordOutcome } from './record';

/** What the mapping reads of the execution. */
export type ExecutionLike = Pick<ExecutionRow, 'id' | 'agent' | 'client' | 'status' | 'started_at' | 'policy_digest'> &
  Partial<Pick<ExecutionRow, 'ended_at' | 'step_limit' | 'steps_granted'>>;

/** What the mapping reads of a step: the store's decoded step (store/steps.ts, decodeStep). */
export type RecordStep = Pick<StoredStep, 'id' | 'seq' | 'at' | 'hint' | 'tier' | 'riskScore' | 'continued' | 'stopped' | 'actionDigest' | 'directive'>;

export type ConfirmationLike = Pick<ConfirmationRow, 'id' | 'step_id' | 'kind' | 'status' | 'created_at'> &
  Partial<Pick<ConfirmationRow, 'factors' | 'scope' | 'reason' | 'expires_at_ms' | 'decided_at'>>;

export type ChallengeLike = Pick<ChallengeRow, 'id' | 'kind' | 'status' | 'created_at'> & Partial<Pick<ChallengeRow, 'action_digest' | 'expires_at_ms' | 'block_id'>>;

export type BlockLike = Pick<BlockRow, 'id' | 'reason' | 'created_at'> & Partial<Pick<BlockRow, 'challenge_id' | 'lifted_at' | 'lifted_by'>>;

/** An audit row (store-port AuditRow), the members the integrity events read; `execution_id` bounds an execution's window in audit order. */
export type AuditLike = Pick<AuditRow, 'seq' | 'at' | 'kind' | 'detail'> & Partial<Pick<AuditRow, 'execution_id'>>;

/** One event the runtime governor recorded (its table, governor_events). */
export type GovernorEventLike = Pick<GovernorEventRow, 'id' | 'execution_id' | 'step_id' | 'at' | 'cause' | 'action' | 'fail_closed' | 'detail'> &
  Partial<Pick<GovernorEventRow, 'confirmation_id'>>;

/** A governed execution's session and the governor's events (issue 17). */
export interface GovernorEvidence {
  kind: string;
  profile_key: string | null;
  persona?: string;
  peer?: string;
  depth?: number;
  claimed_budget?: unknown;
  claimed_scopes?: unknown;
  events: readonly GovernorEventLike[];
}

export interface FromExecutionInput {
  execution: ExecutionLike;
  steps?: readonly RecordStep[];
  confirmations?: readonly ConfirmationLike[];
  challenges?: readonly ChallengeLike[];
  blocks?: readonly BlockLike[];
  /** Audit rows that may concern the execution (its own and global ones);
   *  those inside the execution's window that change the policy or the mode
   *  become integrity events. */
  audit?: readonly AuditLike[];
  /** The mode the engine enforced in (enforcing → R2, anything else → R1). */
  mode?: string;
  /** The policy in force, summarised into `limits` (pass it only when it is
   *  the policy pinned at the execution's start). */
  policy?: PolicyLike;
  /** Record issue time (ISO 8601); default now. */
  iat?: string;
  nonce?: string;
  /** Put each step's hint in the event detail (default true). */
  includeHints?: boolean;
  /** Runtime governor: set when the execution was governed by a profile. */
  governor?: GovernorEvidence;
}

export interface PolicyLike {
  mode?: string;
  maxAutonomousSteps?: number;
  riskTolerance?: string;
  oversightTimeoutSeconds?: number;
  challengeTimeoutSeconds?: number;
  loopDetection?: unknown;
  budgets?: unknown;
  patterns?: unknown;
  agents?: Record<string, unknown>;
}

/** Confirm-tier pause kinds (engine PauseKind) → seed cause. */
export const PAUSE_CAUSES: Record<string, EventInput['cause']> = {
  step_limit: 'on_iteration_limit',
  loop: 'on_iteration_limit',
  budget: 'on_budget_exhausted',
  previous_failure: 'on_tool_error',
  tier: 'on_anomaly',
  tolerance: 'on_anomaly',
  policy: 'on_anomaly',
};

/** Audit kinds that change what is enforced mid-execution (§1.3 anti-swap):
 *  the engine's policy_changed, mode_changed, policy_changed_during_execution. */
export const INTEGRITY_AUDIT_KINDS = /policy|mode/i;

const HINT_MAX = 500;
const iso = (ms: number): string => new Date(ms).toISOString();
const time = (at: string): number => Date.parse(at);


function clip(text: string): string {
  if (text.length <= HINT_MAX) return text;
  let end = HINT_MAX - 1;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1; // never split a surrogate pair
  return `${text.slice(0, end)}…`;
}

export function governorTierFor(mode: string | undefined): GovernorTier {
  return mode === undefined || mode === 'enforcing' ? 'R2' : 'R1';
}

export function limitsFromPolicy(policy: PolicyLike | undefined, execution: ExecutionLike): Record<string, unknown> {
  return {
    ...(execution.step_limit !== undefined ? { max_autonomous_steps: execution.step_limit } : {}),
    ...(execution.steps_granted ? { steps_granted: execution.steps_granted } : {}),
    ...(policy
      ? {
          mode: policy.mode,
          risk_tolerance: policy.riskTolerance,
          oversight_timeout_seconds: policy.oversightTimeoutSeconds,
          challenge_timeout_seconds: policy.challengeTimeoutSeconds,
          loop_detection: policy.loopDetection,
          budgets: policy.budgets,
          patterns: policy.patterns,
        }
      : {}),
  };
}

interface TimedEvent extends EventInput {
  order: number;
}

/** See README.md, "Cause mapping". */
export function fromExecution(input: FromExecutionInput): Omit<RecordInput, 'governor'> {
  const { execution } = input;
  const includeHints = input.includeHints !== false;
  // A governed execution enforced in `enforcing` mode gets the governor's tier (R3: §5 triggers and §7 baseline on top of R2).
  const governed = input.governor;
  const baseTier = governorTierFor(input.mode);
  const enforcing = baseTier === 'R2';
  const tier = governed && enforcing ? GOVERNOR_TIER : baseTier;
  const iat = input.iat ?? new Date().toISOString();
  const windowEnd = execution.ended_at ?? iat;
  const events: TimedEvent[] = [];
  let order = 0;
  const push = (at: string, cause: EventInput['cause'], action: EnforcementAction, detail: Record<string, unknown>): void => {
    events.push({ at, cause, action, detail, order: order++ });
  };

  const confirmationsByStep = new Map<number, ConfirmationLike>();
  for (const confirmation of input.confirmations ?? []) confirmationsByStep.set(confirmation.step_id, confirmation);
  const challenges = [...(input.challenges ?? [])].sort((a, b) => time(a.created_at) - time(b.created_at));
  const blocks = input.blocks ?? [];
  const usedChallenges = new Set<string>();

  const challengeFor = (step: RecordStep, kind: string): ChallengeLike | undefined =>
    challenges.find(
      (c) =>
        !usedChallenges.has(c.id) &&
        c.kind === kind &&
        (c.action_digest === undefined || c.action_digest === step.actionDigest) &&
        time(c.created_at) >= time(step.at),
    );

  // The governor's own events carry the seed's cause and the action applied; a
  // step whose outcome the governor decided is told by them alone.
  const confirmationsById = new Map((input.confirmations ?? []).map((c) => [c.id, c]));
  const governorDecided = new Set<number>();
  for (const event of governed?.events ?? []) {
    if (event.step_id !== null && event.action !== 'continue') governorDecided.add(event.step_id);
    const detail = { ...(parsed<Record<string, unknown>>(event.detail) ?? {}) };
    if (!includeHints) delete detail.summary;
    const confirmation = event.confirmation_id ? confirmationsById.get(event.confirmation_id) : undefined;
    push(event.at, event.cause as EventInput['cause'], event.action as EnforcementAction, {
      ...detail,
      governor_event: event.id,
      ...(event.step_id !== null ? { step_id: event.step_id } : {}),
      ...(event.execution_id !== execution.id ? { execution: event.execution_id } : {}),
      ...(event.fail_closed === 1 ? { fail_closed: true } : {}),
      ...(event.confirmation_id ? { confirmation_id: event.confirmation_id } : {}),
      ...(confirmation
        ? { review: { status: confirmation.status, ...(confirmation.decided_at ? { decided_at: confirmation.decided_at, decided_by: 'human' } : {}), ...(confirmation.reason ? { reason: confirmation.reason } : {}) } }
        : {}),
    });
  }

  for (const step of [...(input.steps ?? [])].sort((a, b) => a.seq - b.seq)) {
    if (governorDecided.has(step.id)) continue;
    // A directive column that did not parse decodes as {} (decodeStep): no reason.
    const reason = step.directive.reason ?? '';
    const base: Record<string, unknown> = {
      step: step.seq,
      safety_tier: step.tier,
      risk_score: step.riskScore,
      ...(includeHints ? { hint: clip(step.hint) } : {}),
      ...(reason ? { reason } : {}),
    };

    if (step.continued) {
      // Monitoring mode never pauses: record what would have applied (§6, R1).
      if (!enforcing && step.tier !== 'advisory') {
        push(step.at, 'on_anomaly', 'continue', {
          ...base,
          airlock_trigger: 'risk_tier',
          would_have: step.tier === 'danger_zone' ? 'halt' : 'pause',
          mode: input.mode,
        });
      }
      continue;
    }

    const confirmation = confirmationsByStep.get(step.id);
    if (confirmation) {
      const factors = parsed<string[]>(confirmation.factors) ?? [];
      push(step.at, PAUSE_CAUSES[confirmation.kind] ?? 'on_anomaly', 'pause', {
        ...base,
        airlock_trigger: confirmation.kind,
        ...(confirmation.kind === 'loop' ? { loop_detected: true } : {}),
        confirmation_id: confirmation.id,
        ...(factors.length > 0 ? { factors } : {}),
        review: {
          status: confirmation.status,
          ...(confirmation.decided_at ? { decided_at: confirmation.decided_at, decided_by: 'human' } : {}),
          ...(confirmation.decided_at ? { waited_ms: Math.max(0, time(confirmation.decided_at) - time(confirmation.created_at)) } : {}),
          ...(confirmation.scope ? { scope: confirmation.scope } : {}),
          ...(confirmation.reason ? { reason: confirmation.reason } : {}),
        },
      });
      if (confirmation.status === 'expired') {
        const at = confirmation.decided_at ?? (confirmation.expires_at_ms !== undefined ? iso(confirmation.expires_at_ms) : step.at);
        push(at, 'on_oversight_timeout', 'fallback', {
          step: step.seq,
          confirmation_id: confirmation.id,
          result: 'denied',
          fail_closed: true,
        });
      }
      continue;
    }

    if (reason === 'halted by the operator') {
      push(step.at, 'on_operator_halt', 'halt', { ...base, airlock_trigger: 'operator_halt' });
      continue;
    }
    if (reason.startsWith('hard-blocked:')) {
      push(step.at, 'on_anomaly', 'halt', { ...base, airlock_trigger: 'standing_block' });
      continue;
    }
    if (reason === 'waiting for out-of-band verification') {
      push(step.at, 'on_anomaly', 'pause', { ...base, airlock_trigger: 'awaiting_verification' });
      continue;
    }
    if (step.stopped || step.tier === 'danger_zone') {
      const challenge = challengeFor(step, 'danger_zone');
      if (challenge) usedChallenges.add(challenge.id);
      const block =
        (challenge && blocks.find((b) => b.challenge_id === challenge.id || b.id === challenge.block_id)) ??
        blocks.find((b) => time(b.created_at) === time(step.at));
      push(step.at, 'on_anomaly', 'halt', {
        ...base,
        airlock_trigger: reason.startsWith('denied by policy pattern') ? 'policy_deny' : 'forbidden_action',
        ...(block
          ? {
              block: {
                id: block.id,
                ...(block.lifted_at ? { lifted_at: block.lifted_at, lifted_by: block.lifted_by ?? undefined } : {}),
              },
            }
          : {}),
        ...(challenge ? { challenge_id: challenge.id, verification: challenge.status } : {}),
      });
      continue;
    }
    if (step.tier === 'verify') {
      const challenge = challengeFor(step, 'verify');
      if (challenge) usedChallenges.add(challenge.id);
      push(step.at, 'on_anomaly', 'pause', {
        ...base,
        airlock_trigger: 'verify',
        ...(challenge ? { challenge_id: challenge.id, verification: challenge.status } : {}),
      });
      if (challenge?.status === 'expired' && challenge.expires_at_ms !== undefined) {
        push(iso(challenge.expires_at_ms), 'on_oversight_timeout', 'fallback', {
          step: step.seq,
          challenge_id: challenge.id,
          result: 'not verified in time',
          fail_closed: true,
        });
      }
      continue;
    }
    push(step.at, 'on_anomaly', 'pause', { ...base, airlock_trigger: 'other' });
  }

  // Policy or mode changed while the execution ran: a session-integrity fault
  // (seed §1.3). Airlock applies the person's edit, so the action is continue,
  // recorded with the digest that was pinned.
  let modeChanged = false;
  const start = time(execution.started_at);
  const end = time(windowEnd);
  // The engine writes one global row (policy_changed / mode_changed) and one
  // per running execution (policy_changed_during_execution) for the same
  // change: rows with the same time and new digest become one event.
  const integrity = new Map<string, Record<string, unknown>>();
  const auditRows = [...(input.audit ?? [])].sort((a, b) => a.seq - b.seq);
  // Inside the execution by audit order when its start / end rows are given: a change
  // logged in the same millisecond before it started (Airlock's startup policy_adopted)
  // or after it ended is not one it ran under. Without those rows, by time.
  const ownRow = (kind: RegExp): AuditLike | undefined => auditRows.find((r) => r.execution_id === execution.id && kind.test(r.kind));
  const startSeq = ownRow(/^execution_started$/)?.seq;
  const endSeq = ownRow(/^execution_(?:completed|aborted)$/)?.seq;
  for (const row of auditRows) {
    const at = time(row.at);
    if (!INTEGRITY_AUDIT_KINDS.test(row.kind)) continue;
    if (startSeq !== undefined ? row.seq < startSeq : at < start) continue;
    if (endSeq !== undefined ? row.seq > endSeq : at > end) continue;
    const detail = parsed<Record<string, unknown>>(row.detail) ?? {};
    if (/mode/i.test(row.kind)) modeChanged = true;
    const key = typeof detail.digest === 'string' ? `${row.at}|${detail.digest}` : `seq:${row.seq}`;
    const seen = integrity.get(key);
    if (seen) {
      seen.change = { ...(seen.change as Record<string, unknown>), ...detail };
      (seen.audit_seq as number[]).push(row.seq);
      continue;
    }
    const eventDetail: Record<string, unknown> = {
      airlock_trigger: row.kind,
      audit_seq: [row.seq],
      pinned_policy_digest: execution.policy_digest,
      change: detail,
    };
    integrity.set(key, eventDetail);
    push(row.at, 'on_session_integrity_fault', 'continue', eventDetail);
  }

  events.sort((a, b) => time(a.at) - time(b.at) || a.order - b.order);
  const outcome: RecordOutcome = events.some((e) => e.action === 'halt')
    ? 'halted'
    : execution.status === 'running'
      ? 'paused'
      : 'completed';

  return {
    subject: { id: execution.agent, passport_digest: execution.policy_digest, client: execution.client },
    session: execution.id,
    tier: modeChanged ? 'R1' : tier,
    window: { start: execution.started_at, end: windowEnd },
    iat,
    ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
    limits: {
      ...limitsFromPolicy(input.policy, execution),
      ...(governed ? { governance: governanceLimits(governed, input.policy) } : {}),
    },
    events: events.map(({ order: _order, ...event }) => event),
    outcome,
  };
}

/** The governed session and, when the pinned policy is given, the profile it was governed by. */
function governanceLimits(governed: GovernorEvidence, policy: PolicyLike | undefined): Record<string, unknown> {
  const profile = governed.profile_key !== null ? policy?.agents?.[governed.profile_key] : undefined;
  return {
    session_kind: governed.kind,
    ...(governed.profile_key !== null ? { profile_key: governed.profile_key } : {}),
    ...(governed.persona ? { persona: governed.persona } : {}),
    ...(governed.peer ? { peer: governed.peer, depth: governed.depth } : {}),
    ...(governed.claimed_budget !== undefined ? { admitted_budget: governed.claimed_budget } : {}),
    ...(governed.claimed_scopes !== undefined ? { admitted_scopes: governed.claimed_scopes } : {}),
    ...(profile !== undefined ? { profile } : {}),
    cost_model: COST_MODEL,
  };
}

/** Digest of a policy as the record's passport_digest would carry it when the
 *  store does not provide one: base64url SHA-256 of its JCS bytes. */
export const policyDigest = (policy: unknown): string => jcsDigest(policy);
