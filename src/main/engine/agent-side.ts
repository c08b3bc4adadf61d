// The agent side of the safety loop: what the MCP server calls. It records
// and answers; it can approve, lift, change or reveal nothing.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ConfirmationRow, ExecutionRow } from '../store';
import { ALL_AGENTS } from '../store';
import type {
  AgentSide,
  ConfirmOperationResult,
  EndExecutionResult,
  ExecuteAgentResult,
  RecordStepResult,
  VerifyChallengeResult,
} from './api';
import { ANNOUNCEMENT_WINDOW_MS, isAnnounced } from './announce';
import { codeMatches } from './codes';
import { actionDigest } from './digest';
import { AirlockError } from './errors';
import {
  abortExecutionParams,
  completeExecutionParams,
  confirmOperationParams,
  executeAgentParams,
  LIMITS,
  parseParams,
  recordStepParams,
  verifyChallengeParams,
  wellFormed,
  type RecordStepParams,
} from './params';
import { evaluateStep, type Evaluation, type StepFacts } from './pipeline';
import { stepLimitFor, summarizePolicy } from './policy';
import { higherTier } from './tiers';
import type { AgentNotification, AutonomyDirective, Mode, SafetyTier, StructuredAction } from './types';
import { LoopCore, clip, confirmationResult, rateLimited } from './loop-core';
import { blockView, challengeView, confirmationView, executionView, stepView } from './views';

const DEFAULT_CONFIRM_WAIT_SECONDS = 20;
const clientName = wellFormed(LIMITS.name).pipe(z.string().min(1));

interface StepOutcomeRecord {
  directive: AutonomyDirective;
  stepId: number;
  seq: number;
  /** Side effects to run after the transaction committed. */
  after: Array<() => void>;
}

export class AgentOperations {
  readonly api: AgentSide;

  constructor(private readonly core: LoopCore) {
    this.api = this.createAgentSide();
  }

  private createAgentSide(): AgentSide {
    return {
      executeAgent: (client, params) => this.guard(() => this.executeAgent(client, params)),
      recordStep: (client, params) => this.guard(() => this.recordStep(client, params)),
      completeExecution: (client, params) =>
        this.guard(() => {
          const p = parseParams(completeExecutionParams, params);
          return this.endExecution(client, p.element_name, p.execution_id, 'completed', p.summary ?? null, { outcome: p.outcome ?? null });
        }),
      abortExecution: (client, params) =>
        this.guard(() => {
          const p = parseParams(abortExecutionParams, params);
          return this.endExecution(client, p.element_name, p.execution_id, 'cancelled', p.reason ?? null, { reason: p.reason ?? null });
        }),
      confirmOperation: (client, params) => this.confirmOperation(client, params),
      verifyChallenge: (client, params) => this.guard(() => this.verifyChallenge(client, params)),
      policySummary: () => summarizePolicy(this.core.policy),
    };
  }

  /** Turns unexpected failures into INTERNAL_ERROR without their text (it could carry anything). */
  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof AirlockError) throw error;
      this.core.ports.logger.error('agent-side operation failed', { error: error instanceof Error ? error.name : typeof error });
      throw new AirlockError('INTERNAL_ERROR', 'Airlock hit an internal error and recorded nothing for this call; try again, and tell the person at Airlock if it persists.');
    }
  }

  private checkClient(client: unknown): string {
    const parsed = clientName.safeParse(client);
    if (!parsed.success) throw new AirlockError('VALIDATION_INVALID_TYPE', 'The MCP client name is missing or too long; reconnect with a proper clientInfo.name.');
    return parsed.data;
  }

  private executeAgent(clientRaw: unknown, params: unknown): ExecuteAgentResult {
    const client = this.checkClient(clientRaw);
    const p = parseParams(executeAgentParams, params);
    this.refuseIfBlocked(p.element_name, client);
    const policyLimit = stepLimitFor(this.core.policy, p.element_name);
    const stepLimit = Math.min(p.maxAutonomousSteps ?? policyLimit, policyLimit);
    const execution = this.core.store.transaction(() =>
      this.startExecution(p.element_name, client, false, stepLimit, p.goal, p.parameters),
    );
    this.core.emit({ type: 'execution', execution: executionView(execution, false) });
    return { execution_id: execution.id, status: 'running', stepsRemaining: stepLimit };
  }

  private startExecution(
    agent: string,
    client: string,
    implicit: boolean,
    stepLimit: number,
    goal?: string,
    parameters?: Record<string, unknown>,
  ): ExecutionRow {
    const id = randomUUID();
    const startedAt = this.core.iso();
    this.core.store.executions.insert({
      id,
      agent,
      client,
      implicit,
      ...(goal !== undefined ? { goal } : {}),
      ...(parameters !== undefined ? { parameters } : {}),
      stepLimit,
      policyDigest: this.core.policyDigest,
      startedAt,
    });
    this.core.store.audit.append({
      at: startedAt,
      kind: 'execution_started',
      agent,
      client,
      executionId: id,
      detail: { implicit, stepLimit, policyDigest: this.core.policyDigest, ...(goal ? { goal } : {}) },
    });
    return this.core.store.executions.byId(id)!;
  }

  private refuseIfBlocked(agent: string, client: string): void {
    const block = this.core.store.blocks.activeFor(agent, client);
    if (!block) return;
    throw new AirlockError(
      'AGENT_BLOCKED',
      'This agent is hard-blocked: stop and ask the person at Airlock for the verification code, then call verify_challenge.',
      { verificationId: block.challenge_id, blockId: block.id },
    );
  }

  private resolveExecution(agent: string, client: string, executionId: string | undefined): ExecutionRow | undefined {
    if (executionId === undefined) return this.core.store.executions.running(agent, client);
    const row = this.core.store.executions.byId(executionId);
    if (!row || row.agent !== agent || row.client !== client) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'No execution with this execution_id for this agent; omit execution_id to continue your running execution.', { execution_id: executionId });
    }
    if (row.status !== 'running') {
      throw new AirlockError('NOT_FOUND_RESOURCE', `This execution has already ended (${row.status}); omit execution_id or call execute_agent to start a new one.`, { execution_id: executionId });
    }
    return row;
  }

  private recordStep(clientRaw: unknown, params: unknown): RecordStepResult {
    const started = process.hrtime.bigint();
    const client = this.checkClient(clientRaw);
    const p = parseParams(recordStepParams, params);
    const mode = this.core.policy.mode;
    const record = this.core.store.transaction(() => {
      let execution = this.resolveExecution(p.element_name, client, p.execution_id);
      if (!execution) {
        execution = this.startExecution(p.element_name, client, true, stepLimitFor(this.core.policy, p.element_name));
      }
      const result = this.decideAndRecord(execution, client, p, mode, started);
      return { execution, ...result };
    });
    for (const effect of record.after) effect();
    return { execution_id: record.execution.id, step: record.seq, directive: record.directive };
  }

  /** Runs inside the step's transaction: evaluate, apply the verdict, write step + directive + audit row. */
  private decideAndRecord(
    execution: ExecutionRow,
    client: string,
    p: RecordStepParams,
    mode: Mode,
    started: bigint,
  ): Omit<StepOutcomeRecord, 'execution'> {
    const agent = p.element_name;
    const action = p.action as StructuredAction | undefined;
    const digest = actionDigest(p.nextActionHint, action);
    const after: Array<() => void> = [];
    this.pendingStepLinks.length = 0;
    const notifications: AgentNotification[] = this.core.store.notifications.take(execution.id) as AgentNotification[];
    const usage = { tokens: execution.tokens + (p.usage?.tokens ?? 0), costUsd: execution.cost_usd + (p.usage?.cost_usd ?? 0) };
    const stepLimit = execution.step_limit + execution.steps_granted;

    let evaluation: Evaluation;
    let directive: AutonomyDirective;
    let stepTier: SafetyTier;

    if (mode === 'logging' || mode === 'disabled') {
      evaluation = evaluateStep(this.core.neutralFacts(p.nextActionHint, action));
      stepTier = evaluation.tier;
      directive = {
        continue: true,
        factors: [mode === 'logging' ? 'Logging mode: this action was recorded without evaluation.' : 'Airlock is disabled: this action was not evaluated.'],
        stepsRemaining: Math.max(0, stepLimit - execution.steps_used - 1),
      };
    } else {
      const facts = this.gatherFacts(execution, client, p, action, digest, usage, stepLimit);
      evaluation = evaluateStep(facts);
      stepTier = evaluation.tier;
      directive = mode === 'monitoring' ? this.core.monitoringDirective(evaluation) : this.enforce(evaluation, execution, client, p, digest, after, notifications);
      const continued = directive.continue;
      directive.stepsRemaining = Math.max(0, stepLimit - execution.steps_used - (continued ? 1 : 0));
      directive.nextStepRisk = stepTier;
      directive.riskScore = evaluation.score;
    }
    if (notifications.length > 0) directive.notifications = notifications;
    const unannounced = action ? this.unannouncedBy(client, action) : null;
    if (unannounced !== null) {
      directive.factors.push(`Not announced: the agent's latest reported intent was "${clip(unannounced, 120)}".`);
    }

    const continued = directive.continue;
    const seq = execution.step_count + 1;
    const at = this.core.iso();
    const decisionUs = Number((process.hrtime.bigint() - started) / 1000n);
    const stepId = this.core.store.steps.insert({
      execution_id: execution.id,
      seq,
      agent,
      client,
      hint: p.nextActionHint,
      action_digest: digest,
      action: action ? JSON.stringify(action) : null,
      description: p.stepDescription ?? null,
      outcome: p.outcome ?? null,
      findings: p.findings ?? null,
      level: evaluation.classification.level,
      risk_score: evaluation.score,
      tier: stepTier,
      continued: continued ? 1 : 0,
      stopped: directive.stopped ? 1 : 0,
      reasons: JSON.stringify(evaluation.classification.reasons),
      directive: JSON.stringify(directive),
      decision_us: decisionUs,
      at,
      flags: unannounced !== null ? JSON.stringify(['unannounced']) : null,
    });
    if (unannounced !== null) {
      this.core.store.audit.append({
        at,
        kind: 'unannounced_action',
        agent,
        client,
        executionId: execution.id,
        detail: { stepId, announced: clip(unannounced, 500), performed: clip(p.nextActionHint, 500) },
      });
    }
    this.core.store.executions.recordStep({
      id: execution.id,
      used: continued,
      outcome: p.outcome ?? null,
      tokens: p.usage?.tokens ?? 0,
      cost: p.usage?.cost_usd ?? 0,
      highestTier: higherTier(execution.highest_tier as SafetyTier, stepTier),
      paused: !continued && !directive.stopped,
      blocked: directive.stopped === true,
    });
    this.core.store.audit.append({
      at,
      kind: 'step',
      agent,
      client,
      executionId: execution.id,
      detail: {
        stepId,
        seq,
        tier: stepTier,
        riskScore: evaluation.score,
        verdict: mode === 'enforcing' || mode === 'monitoring' ? evaluation.verdict.kind : mode,
        continue: continued,
        stopped: directive.stopped === true,
        mode,
      },
    });
    // Confirmations created for this step point back at it.
    for (const fix of this.pendingStepLinks.splice(0)) fix(stepId);
    if (this.core.listeners.size > 0) {
      const row = this.core.store.steps.byId(stepId)!;
      after.unshift(() => this.core.emit({ type: 'step', step: stepView(row) }));
    }
    return { directive, stepId, seq, after };
  }

  private pendingStepLinks: Array<(stepId: number) => void> = [];

  /** The announced hint this hook-observed action was missing from, or null when announced (or nothing was announced). */
  private unannouncedBy(client: string, action: StructuredAction): string | null {
    const latest = this.core.store.steps.latestAnnounced(client);
    if (!latest || this.core.now() - Date.parse(latest.at) > ANNOUNCEMENT_WINDOW_MS) return null;
    return isAnnounced(latest.hint, action) ? null : latest.hint;
  }

  private gatherFacts(
    execution: ExecutionRow,
    client: string,
    p: RecordStepParams,
    action: StructuredAction | undefined,
    digest: string,
    usage: { tokens: number; costUsd: number },
    stepLimit: number,
  ): StepFacts {
    const halts = this.core.store.brakes.halted();
    const block = this.core.store.blocks.activeFor(p.element_name, client);
    let awaiting = this.core.store.challenges.activeVerifyFor(execution.id);
    if (awaiting && awaiting.expires_at_ms <= this.core.now()) {
      this.core.expireChallengeInTransaction(awaiting);
      awaiting = undefined;
    }
    const window = this.core.policy.loopDetection.windowSteps;
    const repeats = this.core.store.steps
      .recentDigests(execution.id, window)
      .filter((s) => s.continued === 1 && s.action_digest === digest).length;
    const confirmationPass = this.core.store.confirmations.pass(execution.id, digest);
    const challengePass = confirmationPass ? undefined : this.core.store.challenges.pass(execution.id, p.element_name, digest);
    const humanPass: StepFacts['humanPass'] = confirmationPass
      ? { via: 'confirmation', id: confirmationPass.id, tier: confirmationPass.tier as SafetyTier }
      : challengePass
        ? { via: 'verification', id: challengePass.id, tier: challengePass.kind === 'danger_zone' ? 'danger_zone' : 'verify' }
        : null;
    return {
      policy: this.core.policy,
      hint: p.nextActionHint,
      ...(action ? { action } : {}),
      ...(p.riskScore !== undefined ? { agentRiskScore: p.riskScore } : {}),
      halted: { all: halts.includes(ALL_AGENTS), agent: halts.includes(p.element_name) },
      block: block ? { id: block.id, challengeId: block.challenge_id, reason: block.reason } : null,
      usage,
      stepsUsed: execution.steps_used,
      stepLimit,
      ...(p.outcome ? { previousOutcome: p.outcome } : {}),
      repeats,
      awaitingVerification: awaiting ? { challengeId: awaiting.id } : null,
      humanPass,
    };
  }

  /** Applies an enforcing verdict: creates the confirmation, challenge or block it calls for. */
  private enforce(
    evaluation: Evaluation,
    execution: ExecutionRow,
    client: string,
    p: RecordStepParams,
    digest: string,
    after: Array<() => void>,
    notifications: AgentNotification[],
  ): AutonomyDirective {
    const agent = p.element_name;
    const verdict = evaluation.verdict;
    const factors = evaluation.factors;
    const paused = (reason: string | undefined): AutonomyDirective => ({ continue: false, factors, ...(reason ? { reason } : {}) });

    if (evaluation.usedPass) this.usePass(evaluation.usedPass, execution, agent, client);

    switch (verdict.kind) {
      case 'continue':
        return { continue: true, factors };
      case 'halted':
        return paused(evaluation.reason);
      case 'blocked': {
        const block = this.core.store.blocks.activeFor(agent, client)!;
        notifications.push(
          this.core.notification('danger_zone', 'This agent is hard-blocked. Stop, and ask the person at Airlock for the verification code.', {
            ...(block.challenge_id ? { verificationId: block.challenge_id } : {}),
            level: 'danger_zone',
            reason: block.reason,
          }),
        );
        return { ...paused(evaluation.reason), stopped: true };
      }
      case 'awaiting_verification': {
        const challenge = this.core.store.challenges.activeVerifyFor(execution.id)!;
        notifications.push(
          this.core.notification('autonomy_pause', 'Paused until the person at Airlock gives you the verification code; then call verify_challenge.', {
            verificationId: challenge.id,
            level: 'verify',
          }),
        );
        return paused(evaluation.reason);
      }
      case 'confirm': {
        const confirmation = this.requestConfirmation(execution, client, p, digest, evaluation, verdict.pause, after);
        const type = verdict.pause === 'policy' ? 'permission_pending' : 'autonomy_pause';
        notifications.push(
          this.core.notification(type, `Waiting for a person to approve "${clip(p.nextActionHint)}" in Airlock; call confirm_operation to wait for the decision.`, {
            confirmationId: confirmation.id,
            operation: clip(p.nextActionHint, 120),
            level: 'confirm',
            reason: verdict.pause,
          }),
        );
        return paused(evaluation.reason);
      }
      case 'verify': {
        const challengeId = this.core.createChallenge('verify', agent, client, execution.id, digest, p.nextActionHint, null, after);
        notifications.push(
          this.core.notification('autonomy_pause', 'This action needs out-of-band verification: ask the person at Airlock for the code shown there, then call verify_challenge.', {
            verificationId: challengeId,
            level: 'verify',
            operation: clip(p.nextActionHint, 120),
          }),
        );
        return paused(evaluation.reason);
      }
      case 'danger_zone': {
        const challengeId = this.hardBlock(agent, client, execution.id, digest, p.nextActionHint, evaluation.reason ?? 'forbidden action', after);
        notifications.push(
          this.core.notification('danger_zone', 'Hard stop: this agent is blocked. Cease all actions; only the person at Airlock can unblock you.', {
            verificationId: challengeId,
            level: 'danger_zone',
            operation: clip(p.nextActionHint, 120),
            reason: evaluation.reason ?? 'forbidden action',
          }),
        );
        return { ...paused(evaluation.reason), stopped: true };
      }
    }
  }

  private usePass(pass: NonNullable<Evaluation['usedPass']>, execution: ExecutionRow, agent: string, client: string): void {
    if (pass.via === 'confirmation') this.core.store.confirmations.use(pass.id);
    else this.core.store.challenges.use(pass.id);
    this.core.store.audit.append({
      at: this.core.iso(),
      kind: 'approval_used',
      agent,
      client,
      executionId: execution.id,
      detail: { via: pass.via, id: pass.id },
    });
  }

  private requestConfirmation(
    execution: ExecutionRow,
    client: string,
    p: RecordStepParams,
    digest: string,
    evaluation: Evaluation,
    kind: string,
    after: Array<() => void>,
  ): ConfirmationRow {
    const existing = this.core.store.confirmations.pendingFor(execution.id, digest);
    if (existing) return existing;
    const id = randomUUID();
    const row = {
      id,
      execution_id: execution.id,
      step_id: 0,
      agent: p.element_name,
      client,
      action_digest: digest,
      hint: p.nextActionHint,
      kind,
      tier: 'confirm',
      risk_score: evaluation.score,
      factors: JSON.stringify(evaluation.factors),
      created_at: this.core.iso(),
      expires_at_ms: this.core.now() + this.core.policy.oversightTimeoutSeconds * 1000,
    };
    this.core.store.confirmations.insert(row);
    this.pendingStepLinks.push((stepId) => this.core.store.confirmations.linkStep(id, stepId));
    this.core.store.audit.append({
      at: row.created_at,
      kind: 'confirmation_requested',
      agent: p.element_name,
      client,
      executionId: execution.id,
      detail: { confirmationId: id, kind, riskScore: evaluation.score },
    });
    after.push(() => {
      const view = confirmationView(this.core.store.confirmations.byId(id)!);
      this.core.emit({ type: 'confirmation', confirmation: view });
      this.core.ports.notifier.notify({
        title: `${p.element_name} needs your approval`,
        body: clip(p.nextActionHint, 200),
        ref: { kind: 'confirmation', id },
      });
    });
    return this.core.store.confirmations.byId(id)!;
  }

  private hardBlock(agent: string, client: string, executionId: string, digest: string, hint: string, reason: string, after: Array<() => void>): string {
    const blockId = randomUUID();
    const createdAt = this.core.iso();
    this.core.store.blocks.insert({ id: blockId, agent, client, reason, hint, execution_id: executionId, challenge_id: null, created_at: createdAt });
    const challengeId = this.core.createChallenge('danger_zone', agent, client, executionId, digest, hint, blockId, after);
    this.core.store.blocks.setChallenge(blockId, challengeId);
    this.core.store.audit.append({ at: createdAt, kind: 'block', agent, client, executionId, detail: { blockId, reason, challengeId } });
    // Broadcast to every other executing agent, delivered with its next step.
    for (const other of this.core.store.executions.runningIds()) {
      if (other.id === executionId) continue;
      this.core.store.notifications.enqueue(
        other.id,
        this.core.notification('danger_zone', `Agent "${agent}" was hard-blocked for a dangerous action; stay within safe actions.`, {
          verificationId: challengeId,
          level: 'danger_zone',
          reason,
        }),
      );
    }
    after.push(() => this.core.emit({ type: 'block', block: blockView(this.core.store.blocks.byId(blockId)!) }));
    return challengeId;
  }

  private endExecution(
    clientRaw: unknown,
    agent: string,
    executionId: string | undefined,
    status: 'completed' | 'cancelled',
    summary: string | null,
    detail: Record<string, unknown>,
  ): EndExecutionResult {
    const client = this.checkClient(clientRaw);
    this.refuseIfBlocked(agent, client);
    const execution = this.resolveExecution(agent, client, executionId);
    if (!execution) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'This agent has no running execution to end; nothing to do.');
    }
    this.core.store.transaction(() => {
      this.core.store.executions.end(execution.id, status, this.core.iso(), summary);
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: status === 'completed' ? 'execution_completed' : 'execution_aborted',
        agent,
        client,
        executionId: execution.id,
        detail,
      });
    });
    this.core.emit({ type: 'execution', execution: this.core.executionViewOf(execution.id) });
    return { execution_id: execution.id, status };
  }

  private async confirmOperation(clientRaw: unknown, params: unknown): Promise<ConfirmOperationResult> {
    const { client, p } = this.guard(() => ({ client: this.checkClient(clientRaw), p: parseParams(confirmOperationParams, params) }));
    const lookup = (): ConfirmationRow => {
      const row = this.core.store.confirmations.byId(p.confirmation_id);
      if (!row || row.client !== client) {
        throw new AirlockError('NOT_FOUND_RESOURCE', 'No confirmation with this id for your connection; use the confirmationId from the directive\'s notification.', {
          confirmation_id: p.confirmation_id,
        });
      }
      return row;
    };
    let row = this.guard(lookup);
    const waitMs = (p.wait_seconds ?? DEFAULT_CONFIRM_WAIT_SECONDS) * 1000;
    if (row.status === 'pending' && waitMs > 0) {
      const untilExpiry = Math.max(0, row.expires_at_ms - this.core.now());
      await this.core.awaitDecision(row.id, Math.min(waitMs, untilExpiry + 50));
      this.core.tick();
      row = this.guard(lookup);
    }
    return confirmationResult(row, this.core.policy.oversightTimeoutSeconds);
  }

  private verifyChallenge(clientRaw: unknown, params: unknown): VerifyChallengeResult {
    const client = this.checkClient(clientRaw);
    const p = parseParams(verifyChallengeParams, params);
    const row = this.core.store.challenges.byId(p.challenge_id);
    if (!row) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'No verification challenge with this id; use the verificationId from the directive\'s notification.', {
        challenge_id: p.challenge_id,
      });
    }
    const agent = row.agent;
    const now = this.core.now();
    this.enforceRateLimit(agent, now);

    if (row.status === 'expired' || (row.status === 'active' && row.expires_at_ms <= now)) {
      if (row.status === 'active') this.core.expireChallenge(row);
      throw new AirlockError('VERIFICATION_EXPIRED', 'This verification code has expired; report the action again for a new challenge, or ask the person at Airlock to issue a fresh code.', {
        challenge_id: row.id,
      });
    }
    const matches = row.status === 'active' && codeMatches(p.code, row.salt, row.code_hash);
    if (!matches) {
      this.core.store.transaction(() => {
        if (row.status === 'active') this.core.store.challenges.transition(row.id, 'active', 'failed');
        this.core.store.brakes.recordFailure(agent, now);
        this.core.store.audit.append({
          at: this.core.iso(),
          kind: 'verification_failed',
          agent,
          client,
          executionId: row.execution_id,
          detail: { challengeId: row.id, challengeStatus: row.status, callerClient: client },
        });
      });
      this.core.liveCodes.delete(row.id);
      this.core.emit({ type: 'challenge_resolved', challenge: challengeView(this.core.store.challenges.byId(row.id)!) });
      this.core.ports.logger.warn('verification failed', { challengeId: row.id, agent });
      throw new AirlockError(
        'VERIFICATION_FAILED',
        row.status === 'active'
          ? 'The code did not match, and this challenge is now retired; ask the person at Airlock for a new code.'
          : 'This challenge was already used or replaced; ask the person at Airlock for a new code.',
        { challenge_id: row.id },
      );
    }
    let liftedBlock: string | null = null;
    this.core.store.transaction(() => {
      this.core.store.challenges.transition(row.id, 'active', 'verified');
      if (row.kind === 'danger_zone' && row.block_id) {
        if (this.core.store.blocks.lift(row.block_id, this.core.iso(), 'verification', null)) liftedBlock = row.block_id;
      }
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: 'verification_succeeded',
        agent,
        client,
        executionId: row.execution_id,
        detail: { challengeId: row.id, kind: row.kind, ...(liftedBlock ? { blockId: liftedBlock } : {}) },
      });
    });
    this.core.liveCodes.delete(row.id);
    this.core.emit({ type: 'challenge_resolved', challenge: challengeView(this.core.store.challenges.byId(row.id)!) });
    if (liftedBlock) this.core.emit({ type: 'unblock', block: blockView(this.core.store.blocks.byId(liftedBlock)!) });
    return row.kind === 'danger_zone' ? { verified: true, unblocked: liftedBlock !== null } : { verified: true };
  }

  /** At most maxFailures failed verifications per agent per window; then a lockout that doubles each time. */
  private enforceRateLimit(agent: string, now: number): void {
    const { maxFailures, windowSeconds, lockoutSeconds } = this.core.policy.rateLimit;
    const lockout = this.core.store.brakes.lockout(agent);
    if (lockout && lockout.until_ms > now) throw rateLimited(lockout.until_ms, now);
    const recent = this.core.store.brakes.failuresSince(agent, now - windowSeconds * 1000);
    if (recent.n < maxFailures) return;
    const strikes = (lockout?.strikes ?? 0) + 1;
    const until = now + lockoutSeconds * 1000 * 2 ** Math.min(strikes - 1, 10);
    this.core.store.transaction(() => {
      this.core.store.brakes.setLockout(agent, until, strikes);
      this.core.store.audit.append({ at: this.core.iso(), kind: 'verification_locked_out', agent, detail: { until: new Date(until).toISOString(), strikes } });
    });
    throw rateLimited(until, now);
  }

}
