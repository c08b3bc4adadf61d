// The SafetyLoop service: runs the pipeline (./pipeline.ts decides), makes
// each decision durable before it is answered, and gives the human side its
// controls. Agent side and human side are separate objects: the MCP server
// only ever holds `loop.agent`.
import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import type { AirlockStore, ChallengeRow, ConfirmationRow, ExecutionRow } from '../store';
import { ALL_AGENTS } from '../store';
import type { Ports } from '../ports';
import type {
  AgentSide,
  BlockView,
  ConfirmOperationResult,
  EndExecutionResult,
  ExecuteAgentResult,
  ExecutionView,
  HaltState,
  HintPreview,
  HumanEvent,
  HumanSide,
  IssuedCode,
  PolicySummary,
  RecordStepResult,
  VerifyChallengeResult,
} from './api';
import { ANNOUNCEMENT_WINDOW_MS, isAnnounced } from './announce';
import { codeMatches, issueCode, newChallengeId } from './codes';
import { actionDigest } from './digest';
import { AirlockError, HumanActionError } from './errors';
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
import { defaultPolicy, parsePolicy, stepLimitFor, type Policy } from './policy';
import { higherTier } from './tiers';
import type {
  AgentNotification,
  ApprovalScope,
  AutonomyDirective,
  ChallengeKind,
  Mode,
  SafetyTier,
  StructuredAction,
} from './types';
import { MODES } from './types';
import { blockView, challengeView, confirmationView, executionView, stepView } from './views';

const DEFAULT_CONFIRM_WAIT_SECONDS = 20;
const clientName = wellFormed(LIMITS.name).pipe(z.string().min(1));
const humanId = wellFormed(LIMITS.id).pipe(z.string().min(1));
const humanText = wellFormed(2000);

export interface SafetyLoopOptions {
  store: AirlockStore;
  ports: Ports;
}

type Waiter = () => void;

interface StepOutcomeRecord {
  directive: AutonomyDirective;
  stepId: number;
  seq: number;
  /** Side effects to run after the transaction committed. */
  after: Array<() => void>;
}

export class SafetyLoop {
  readonly agent: AgentSide;
  readonly human: HumanSide;
  /** Set when the stored policy file was refused; the last good (or default) policy is in force. */
  policyProblem: string | null = null;

  private policy: Policy;
  private policyDigest: string;
  private readonly listeners = new Set<(event: HumanEvent) => void>();
  private readonly waiters = new Map<string, Set<Waiter>>();
  /** Codes of active challenges, in memory only, for the window's code panel. */
  private readonly liveCodes = new Map<string, string>();
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly store: AirlockStore;
  private readonly ports: Ports;

  constructor(options: SafetyLoopOptions) {
    this.store = options.store;
    this.ports = options.ports;
    this.policy = this.loadPolicy();
    this.policyDigest = digestOf(this.policy);
    this.expireVerifyPausesAfterRestart();
    this.timer = setInterval(() => this.tick(), 1000);
    this.timer.unref?.();
    this.agent = this.createAgentSide();
    this.human = this.createHumanSide();
  }

  close(): void {
    clearInterval(this.timer);
    for (const set of this.waiters.values()) for (const wake of set) wake();
    this.waiters.clear();
    this.liveCodes.clear();
  }

  /** Expires what is due (confirmations fail closed, challenges time out). Hosts may call it; a 1 s timer does too. */
  tick(): void {
    const now = this.now();
    const due = this.store.confirmations.due(now);
    for (const row of due) {
      const decided = this.store.transaction(() => {
        if (!this.store.confirmations.decide(row.id, 'expired', this.iso(), null, null)) return false;
        this.store.audit.append({
          at: this.iso(),
          kind: 'confirmation_expired',
          agent: row.agent,
          client: row.client,
          executionId: row.execution_id,
          detail: { confirmationId: row.id, timeoutSeconds: this.policy.oversightTimeoutSeconds },
        });
        this.store.notifications.enqueue(row.execution_id, this.notification('status', `No one answered in time, so "${clip(row.hint)}" was denied (fail-closed).`, { confirmationId: row.id }));
        return true;
      });
      if (decided) {
        this.wake(row.id);
        this.emit({ type: 'decision', confirmation: confirmationView(this.store.confirmations.byId(row.id)!) });
      }
    }
    for (const challenge of this.store.challenges.active()) {
      if (challenge.expires_at_ms <= now) this.expireChallenge(challenge);
    }
  }

  // ---------------------------------------------------------------- agent side

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
      policySummary: () => this.policySummary(),
    };
  }

  /** Turns unexpected failures into INTERNAL_ERROR without their text (it could carry anything). */
  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof AirlockError) throw error;
      this.ports.logger.error('agent-side operation failed', { error: error instanceof Error ? error.name : typeof error });
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
    const policyLimit = stepLimitFor(this.policy, p.element_name);
    const stepLimit = Math.min(p.maxAutonomousSteps ?? policyLimit, policyLimit);
    const execution = this.store.transaction(() =>
      this.startExecution(p.element_name, client, false, stepLimit, p.goal, p.parameters),
    );
    this.emit({ type: 'execution', execution: executionView(execution, false) });
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
    const startedAt = this.iso();
    this.store.executions.insert({
      id,
      agent,
      client,
      implicit,
      ...(goal !== undefined ? { goal } : {}),
      ...(parameters !== undefined ? { parameters } : {}),
      stepLimit,
      policyDigest: this.policyDigest,
      startedAt,
    });
    this.store.audit.append({
      at: startedAt,
      kind: 'execution_started',
      agent,
      client,
      executionId: id,
      detail: { implicit, stepLimit, policyDigest: this.policyDigest, ...(goal ? { goal } : {}) },
    });
    return this.store.executions.byId(id)!;
  }

  private refuseIfBlocked(agent: string, client: string): void {
    const block = this.store.blocks.activeFor(agent, client);
    if (!block) return;
    throw new AirlockError(
      'AGENT_BLOCKED',
      'This agent is hard-blocked: stop and ask the person at Airlock for the verification code, then call verify_challenge.',
      { verificationId: block.challenge_id, blockId: block.id },
    );
  }

  private resolveExecution(agent: string, client: string, executionId: string | undefined): ExecutionRow | undefined {
    if (executionId === undefined) return this.store.executions.running(agent, client);
    const row = this.store.executions.byId(executionId);
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
    const mode = this.policy.mode;
    const record = this.store.transaction(() => {
      let execution = this.resolveExecution(p.element_name, client, p.execution_id);
      if (!execution) {
        execution = this.startExecution(p.element_name, client, true, stepLimitFor(this.policy, p.element_name));
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
    const notifications: AgentNotification[] = this.store.notifications.take(execution.id) as AgentNotification[];
    const usage = { tokens: execution.tokens + (p.usage?.tokens ?? 0), costUsd: execution.cost_usd + (p.usage?.cost_usd ?? 0) };
    const stepLimit = execution.step_limit + execution.steps_granted;

    let evaluation: Evaluation;
    let directive: AutonomyDirective;
    let stepTier: SafetyTier;

    if (mode === 'logging' || mode === 'disabled') {
      evaluation = evaluateStep(this.neutralFacts(p.nextActionHint, action));
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
      directive = mode === 'monitoring' ? this.monitoringDirective(evaluation) : this.enforce(evaluation, execution, client, p, digest, after, notifications);
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
    const at = this.iso();
    const decisionUs = Number((process.hrtime.bigint() - started) / 1000n);
    const stepId = this.store.steps.insert({
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
      this.store.audit.append({
        at,
        kind: 'unannounced_action',
        agent,
        client,
        executionId: execution.id,
        detail: { stepId, announced: clip(unannounced, 500), performed: clip(p.nextActionHint, 500) },
      });
    }
    this.store.executions.recordStep({
      id: execution.id,
      used: continued,
      outcome: p.outcome ?? null,
      tokens: p.usage?.tokens ?? 0,
      cost: p.usage?.cost_usd ?? 0,
      highestTier: higherTier(execution.highest_tier as SafetyTier, stepTier),
      paused: !continued && !directive.stopped,
      blocked: directive.stopped === true,
    });
    this.store.audit.append({
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
    if (this.listeners.size > 0) {
      const row = this.store.steps.byId(stepId)!;
      after.unshift(() => this.emit({ type: 'step', step: stepView(row) }));
    }
    return { directive, stepId, seq, after };
  }

  private pendingStepLinks: Array<(stepId: number) => void> = [];

  /** The announced hint this hook-observed action was missing from, or null when announced (or nothing was announced). */
  private unannouncedBy(client: string, action: StructuredAction): string | null {
    const latest = this.store.steps.latestAnnounced(client);
    if (!latest || this.now() - Date.parse(latest.at) > ANNOUNCEMENT_WINDOW_MS) return null;
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
    const halts = this.store.brakes.halted();
    const block = this.store.blocks.activeFor(p.element_name, client);
    let awaiting = this.store.challenges.activeVerifyFor(execution.id);
    if (awaiting && awaiting.expires_at_ms <= this.now()) {
      this.expireChallengeInTransaction(awaiting);
      awaiting = undefined;
    }
    const window = this.policy.loopDetection.windowSteps;
    const repeats = this.store.steps
      .recentDigests(execution.id, window)
      .filter((s) => s.continued === 1 && s.action_digest === digest).length;
    const confirmationPass = this.store.confirmations.pass(execution.id, digest);
    const challengePass = confirmationPass ? undefined : this.store.challenges.pass(execution.id, p.element_name, digest);
    const humanPass: StepFacts['humanPass'] = confirmationPass
      ? { via: 'confirmation', id: confirmationPass.id, tier: confirmationPass.tier as SafetyTier }
      : challengePass
        ? { via: 'verification', id: challengePass.id, tier: challengePass.kind === 'danger_zone' ? 'danger_zone' : 'verify' }
        : null;
    return {
      policy: this.policy,
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

  private neutralFacts(hint: string, action?: StructuredAction): StepFacts {
    return {
      policy: this.policy,
      hint,
      ...(action ? { action } : {}),
      halted: { all: false, agent: false },
      block: null,
      usage: { tokens: 0, costUsd: 0 },
      stepsUsed: 0,
      stepLimit: Number.MAX_SAFE_INTEGER,
      repeats: 0,
      awaitingVerification: null,
      humanPass: null,
    };
  }

  private monitoringDirective(evaluation: Evaluation): AutonomyDirective {
    const wouldHave: Record<Evaluation['verdict']['kind'], string | null> = {
      continue: null,
      halted: 'stopped it (the operator halted agents)',
      blocked: 'stopped it (the agent is hard-blocked)',
      awaiting_verification: 'held it for out-of-band verification',
      confirm: "paused it for a person's approval",
      verify: 'paused it for out-of-band verification',
      danger_zone: 'hard-blocked the agent',
    };
    const note = wouldHave[evaluation.verdict.kind];
    return {
      continue: true,
      factors: [...evaluation.factors, ...(note ? [`Monitoring mode: enforcing would have ${note}.`] : [])],
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
        const block = this.store.blocks.activeFor(agent, client)!;
        notifications.push(
          this.notification('danger_zone', 'This agent is hard-blocked. Stop, and ask the person at Airlock for the verification code.', {
            ...(block.challenge_id ? { verificationId: block.challenge_id } : {}),
            level: 'danger_zone',
            reason: block.reason,
          }),
        );
        return { ...paused(evaluation.reason), stopped: true };
      }
      case 'awaiting_verification': {
        const challenge = this.store.challenges.activeVerifyFor(execution.id)!;
        notifications.push(
          this.notification('autonomy_pause', 'Paused until the person at Airlock gives you the verification code; then call verify_challenge.', {
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
          this.notification(type, `Waiting for a person to approve "${clip(p.nextActionHint)}" in Airlock; call confirm_operation to wait for the decision.`, {
            confirmationId: confirmation.id,
            operation: clip(p.nextActionHint, 120),
            level: 'confirm',
            reason: verdict.pause,
          }),
        );
        return paused(evaluation.reason);
      }
      case 'verify': {
        const challengeId = this.createChallenge('verify', agent, client, execution.id, digest, p.nextActionHint, null, after);
        notifications.push(
          this.notification('autonomy_pause', 'This action needs out-of-band verification: ask the person at Airlock for the code shown there, then call verify_challenge.', {
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
          this.notification('danger_zone', 'Hard stop: this agent is blocked. Cease all actions; only the person at Airlock can unblock you.', {
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
    if (pass.via === 'confirmation') this.store.confirmations.use(pass.id);
    else this.store.challenges.use(pass.id);
    this.store.audit.append({
      at: this.iso(),
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
    const existing = this.store.confirmations.pendingFor(execution.id, digest);
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
      created_at: this.iso(),
      expires_at_ms: this.now() + this.policy.oversightTimeoutSeconds * 1000,
    };
    this.store.confirmations.insert(row);
    this.pendingStepLinks.push((stepId) => this.store.confirmations.linkStep(id, stepId));
    this.store.audit.append({
      at: row.created_at,
      kind: 'confirmation_requested',
      agent: p.element_name,
      client,
      executionId: execution.id,
      detail: { confirmationId: id, kind, riskScore: evaluation.score },
    });
    after.push(() => {
      const view = confirmationView(this.store.confirmations.byId(id)!);
      this.emit({ type: 'confirmation', confirmation: view });
      this.ports.notifier.notify({
        title: `${p.element_name} needs your approval`,
        body: clip(p.nextActionHint, 200),
        ref: { kind: 'confirmation', id },
      });
    });
    return this.store.confirmations.byId(id)!;
  }

  /** Creates a challenge; its code goes to the human after commit, and only there. */
  private createChallenge(
    kind: ChallengeKind,
    agent: string,
    client: string,
    executionId: string | null,
    digest: string,
    hint: string,
    blockId: string | null,
    after: Array<() => void>,
  ): string {
    const id = newChallengeId();
    const secret = issueCode();
    const createdAt = this.iso();
    const expiresAtMs = this.now() + this.policy.challengeTimeoutSeconds * 1000;
    this.store.challenges.insert({
      id,
      kind,
      agent,
      client,
      execution_id: executionId,
      action_digest: digest,
      hint,
      code_hash: secret.hash,
      salt: secret.salt,
      created_at: createdAt,
      expires_at_ms: expiresAtMs,
      block_id: blockId,
    });
    this.store.audit.append({
      at: createdAt,
      kind: 'challenge_issued',
      agent,
      client,
      executionId,
      detail: { challengeId: id, kind, ...(blockId ? { blockId } : {}) },
    });
    const code = secret.code;
    after.push(() => {
      this.liveCodes.set(id, code);
      const row = this.store.challenges.byId(id)!;
      this.ports.codeDisplay.show({
        challengeId: id,
        code,
        kind,
        tier: kind === 'verify' ? 'verify' : 'danger_zone',
        agent,
        client,
        hint,
        expiresAt: new Date(expiresAtMs).toISOString(),
        ...(blockId ? { blockId } : {}),
      });
      this.emit({ type: 'challenge', challenge: { ...challengeView(row), code } });
      this.ports.notifier.notify({
        title: kind === 'verify' ? `${agent} needs verification` : `${agent} was hard-blocked`,
        body: clip(hint, 200),
        ref: { kind: 'challenge', id },
      });
    });
    return id;
  }

  private hardBlock(agent: string, client: string, executionId: string, digest: string, hint: string, reason: string, after: Array<() => void>): string {
    const blockId = randomUUID();
    const createdAt = this.iso();
    this.store.blocks.insert({ id: blockId, agent, client, reason, hint, execution_id: executionId, challenge_id: null, created_at: createdAt });
    const challengeId = this.createChallenge('danger_zone', agent, client, executionId, digest, hint, blockId, after);
    this.store.blocks.setChallenge(blockId, challengeId);
    this.store.audit.append({ at: createdAt, kind: 'block', agent, client, executionId, detail: { blockId, reason, challengeId } });
    // Broadcast to every other executing agent, delivered with its next step.
    for (const other of this.store.executions.runningIds()) {
      if (other.id === executionId) continue;
      this.store.notifications.enqueue(
        other.id,
        this.notification('danger_zone', `Agent "${agent}" was hard-blocked for a dangerous action; stay within safe actions.`, {
          verificationId: challengeId,
          level: 'danger_zone',
          reason,
        }),
      );
    }
    after.push(() => this.emit({ type: 'block', block: blockView(this.store.blocks.byId(blockId)!) }));
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
    this.store.transaction(() => {
      this.store.executions.end(execution.id, status, this.iso(), summary);
      this.store.audit.append({
        at: this.iso(),
        kind: status === 'completed' ? 'execution_completed' : 'execution_aborted',
        agent,
        client,
        executionId: execution.id,
        detail,
      });
    });
    this.emit({ type: 'execution', execution: this.executionViewOf(execution.id) });
    return { execution_id: execution.id, status };
  }

  private async confirmOperation(clientRaw: unknown, params: unknown): Promise<ConfirmOperationResult> {
    const { client, p } = this.guard(() => ({ client: this.checkClient(clientRaw), p: parseParams(confirmOperationParams, params) }));
    const lookup = (): ConfirmationRow => {
      const row = this.store.confirmations.byId(p.confirmation_id);
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
      const untilExpiry = Math.max(0, row.expires_at_ms - this.now());
      await this.awaitDecision(row.id, Math.min(waitMs, untilExpiry + 50));
      this.tick();
      row = this.guard(lookup);
    }
    return confirmationResult(row, this.policy.oversightTimeoutSeconds);
  }

  /** Resolves when the human decides (or the confirmation expires), or after waitMs. */
  awaitDecision(confirmationId: string, waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiters.get(confirmationId);
      if (!set) this.waiters.set(confirmationId, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        set!.delete(done);
        if (set!.size === 0) this.waiters.delete(confirmationId);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      set.add(done);
    });
  }

  private wake(confirmationId: string): void {
    const set = this.waiters.get(confirmationId);
    if (set) for (const done of [...set]) done();
  }

  private verifyChallenge(clientRaw: unknown, params: unknown): VerifyChallengeResult {
    const client = this.checkClient(clientRaw);
    const p = parseParams(verifyChallengeParams, params);
    const row = this.store.challenges.byId(p.challenge_id);
    if (!row) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'No verification challenge with this id; use the verificationId from the directive\'s notification.', {
        challenge_id: p.challenge_id,
      });
    }
    const agent = row.agent;
    const now = this.now();
    this.enforceRateLimit(agent, now);

    if (row.status === 'expired' || (row.status === 'active' && row.expires_at_ms <= now)) {
      if (row.status === 'active') this.expireChallenge(row);
      throw new AirlockError('VERIFICATION_EXPIRED', 'This verification code has expired; report the action again for a new challenge, or ask the person at Airlock to issue a fresh code.', {
        challenge_id: row.id,
      });
    }
    const matches = row.status === 'active' && codeMatches(p.code, row.salt, row.code_hash);
    if (!matches) {
      this.store.transaction(() => {
        if (row.status === 'active') this.store.challenges.transition(row.id, 'active', 'failed');
        this.store.brakes.recordFailure(agent, now);
        this.store.audit.append({
          at: this.iso(),
          kind: 'verification_failed',
          agent,
          client,
          executionId: row.execution_id,
          detail: { challengeId: row.id, challengeStatus: row.status, callerClient: client },
        });
      });
      this.liveCodes.delete(row.id);
      this.emit({ type: 'challenge_resolved', challenge: challengeView(this.store.challenges.byId(row.id)!) });
      this.ports.logger.warn('verification failed', { challengeId: row.id, agent });
      throw new AirlockError(
        'VERIFICATION_FAILED',
        row.status === 'active'
          ? 'The code did not match, and this challenge is now retired; ask the person at Airlock for a new code.'
          : 'This challenge was already used or replaced; ask the person at Airlock for a new code.',
        { challenge_id: row.id },
      );
    }
    let liftedBlock: string | null = null;
    this.store.transaction(() => {
      this.store.challenges.transition(row.id, 'active', 'verified');
      if (row.kind === 'danger_zone' && row.block_id) {
        if (this.store.blocks.lift(row.block_id, this.iso(), 'verification', null)) liftedBlock = row.block_id;
      }
      this.store.audit.append({
        at: this.iso(),
        kind: 'verification_succeeded',
        agent,
        client,
        executionId: row.execution_id,
        detail: { challengeId: row.id, kind: row.kind, ...(liftedBlock ? { blockId: liftedBlock } : {}) },
      });
    });
    this.liveCodes.delete(row.id);
    this.emit({ type: 'challenge_resolved', challenge: challengeView(this.store.challenges.byId(row.id)!) });
    if (liftedBlock) this.emit({ type: 'unblock', block: blockView(this.store.blocks.byId(liftedBlock)!) });
    return row.kind === 'danger_zone' ? { verified: true, unblocked: liftedBlock !== null } : { verified: true };
  }

  /** At most maxFailures failed verifications per agent per window; then a lockout that doubles each time. */
  private enforceRateLimit(agent: string, now: number): void {
    const { maxFailures, windowSeconds, lockoutSeconds } = this.policy.rateLimit;
    const lockout = this.store.brakes.lockout(agent);
    if (lockout && lockout.until_ms > now) throw rateLimited(lockout.until_ms, now);
    const recent = this.store.brakes.failuresSince(agent, now - windowSeconds * 1000);
    if (recent.n < maxFailures) return;
    const strikes = (lockout?.strikes ?? 0) + 1;
    const until = now + lockoutSeconds * 1000 * 2 ** Math.min(strikes - 1, 10);
    this.store.transaction(() => {
      this.store.brakes.setLockout(agent, until, strikes);
      this.store.audit.append({ at: this.iso(), kind: 'verification_locked_out', agent, detail: { until: new Date(until).toISOString(), strikes } });
    });
    throw rateLimited(until, now);
  }

  private expireChallenge(row: ChallengeRow): void {
    this.store.transaction(() => this.expireChallengeInTransaction(row));
    this.liveCodes.delete(row.id);
    const updated = this.store.challenges.byId(row.id);
    if (updated) this.emit({ type: 'challenge_resolved', challenge: challengeView(updated) });
  }

  private expireChallengeInTransaction(row: ChallengeRow, why = 'timeout'): void {
    if (!this.store.challenges.transition(row.id, 'active', 'expired')) return;
    this.store.audit.append({
      at: this.iso(),
      kind: 'challenge_expired',
      agent: row.agent,
      client: row.client,
      executionId: row.execution_id,
      detail: { challengeId: row.id, why },
    });
  }

  /** Verify pauses do not survive a restart (the code went with the old process). */
  private expireVerifyPausesAfterRestart(): void {
    const active = this.store.challenges.active().filter((c) => c.kind === 'verify');
    if (active.length === 0) return;
    this.store.transaction(() => {
      for (const row of active) this.expireChallengeInTransaction(row, 'restart');
    });
  }

  private policySummary(): PolicySummary {
    const p = this.policy;
    return {
      mode: p.mode,
      maxAutonomousSteps: p.maxAutonomousSteps,
      riskTolerance: p.riskTolerance,
      challengeTimeoutSeconds: p.challengeTimeoutSeconds,
      oversightTimeoutSeconds: p.oversightTimeoutSeconds,
      rateLimit: p.rateLimit,
      loopDetection: p.loopDetection,
      budgets: p.budgets,
      patterns: p.patterns,
    };
  }

  // ---------------------------------------------------------------- human side

  private createHumanSide(): HumanSide {
    return {
      listPending: () => this.store.confirmations.pending().map(confirmationView),
      approve: (id, scope) => this.decide(id, 'approved', scope ?? 'once', null),
      deny: (id, reason) => this.decide(id, 'denied', null, reason ?? null),
      listChallenges: () => this.store.challenges.active().map((row) => challengeView(row, this.liveCodes.get(row.id))),
      listBlocks: () => this.store.blocks.active().map(blockView),
      unblock: (blockId, note) => this.unblock(blockId, note),
      reissueCode: (blockId) => this.reissueCode(blockId),
      halt: (agent) => this.setHalt(true, agent),
      resume: (agent) => this.setHalt(false, agent),
      haltState: () => this.haltState(),
      setMode: (mode) => this.setMode(mode),
      grantSteps: (executionId, steps) => this.grantSteps(executionId, steps),
      listExecutions: (filter) => {
        const f = z
          .object({ status: z.enum(['running', 'completed', 'cancelled']).optional(), agent: z.string().max(LIMITS.name).optional(), limit: z.number().int().min(1).max(1000).optional() })
          .strict()
          .parse(filter ?? {});
        return this.store.executions.list({ ...f, limit: f.limit ?? 100 }).map((row) => executionView(row, this.isPaused(row.id)));
      },
      recentSteps: (limit) => this.store.steps.recent(z.number().int().min(1).max(10_000).parse(limit ?? 200)).map(stepView),
      getPolicy: () => structuredClone(this.policy),
      replacePolicy: (raw) => this.replacePolicy(raw, 'policy_changed'),
      previewHint: (hint, agent) => this.previewHint(hint, agent),
      subscribe: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }

  private decide(idRaw: unknown, status: 'approved' | 'denied', scopeRaw: ApprovalScope | null, reasonRaw: unknown) {
    const id = parseHuman(humanId, idRaw, 'confirmation id');
    const scope = scopeRaw === null ? null : parseHuman(z.enum(['once', 'execution']), scopeRaw, 'approval scope');
    const reason = reasonRaw === null ? null : parseHuman(humanText, reasonRaw, 'reason');
    this.tick();
    const row = this.store.confirmations.byId(id);
    if (!row) throw new HumanActionError('That confirmation no longer exists; refresh the list.');
    if (row.status !== 'pending') throw new HumanActionError(`That confirmation was already ${row.status}.`);
    this.store.transaction(() => {
      this.store.confirmations.decide(id, status, this.iso(), scope, reason);
      if (status === 'approved') {
        this.store.executions.countApproval(row.execution_id);
        if (row.kind === 'step_limit') this.store.executions.grantSteps(row.execution_id, stepLimitFor(this.policy, row.agent));
      }
      this.store.audit.append({
        at: this.iso(),
        kind: status === 'approved' ? 'confirmation_approved' : 'confirmation_denied',
        agent: row.agent,
        client: row.client,
        executionId: row.execution_id,
        detail: { confirmationId: id, decidedBy: 'human', ...(scope ? { scope } : {}), ...(reason ? { reason } : {}) },
      });
      this.store.notifications.enqueue(
        row.execution_id,
        this.notification(
          'status',
          status === 'approved'
            ? `A person approved "${clip(row.hint)}"${scope === 'execution' ? ' for the rest of this execution' : ''}.`
            : `A person denied "${clip(row.hint)}"${reason ? `: ${reason}` : ''}.`,
          { confirmationId: id },
        ),
      );
    });
    this.wake(id);
    const view = confirmationView(this.store.confirmations.byId(id)!);
    this.emit({ type: 'decision', confirmation: view });
    return view;
  }

  private unblock(blockIdRaw: unknown, noteRaw: unknown): BlockView {
    const blockId = parseHuman(humanId, blockIdRaw, 'block id');
    const note = noteRaw === undefined ? null : parseHuman(humanText, noteRaw, 'note');
    const block = this.store.blocks.byId(blockId);
    if (!block) throw new HumanActionError('That block no longer exists; refresh the list.');
    if (block.lifted_at) throw new HumanActionError('That block was already lifted.');
    this.store.transaction(() => {
      this.store.blocks.lift(blockId, this.iso(), 'override', note);
      if (block.challenge_id) {
        const challenge = this.store.challenges.byId(block.challenge_id);
        if (challenge?.status === 'active') this.store.challenges.transition(challenge.id, 'active', 'superseded');
      }
      this.store.audit.append({
        at: this.iso(),
        kind: 'block_override',
        agent: block.agent,
        client: block.client,
        executionId: block.execution_id,
        detail: { blockId, by: 'human', ...(note ? { note } : {}) },
      });
      for (const running of this.store.executions.runningIds()) {
        if (running.agent === block.agent || running.client === block.client) {
          this.store.notifications.enqueue(running.id, this.notification('status', 'A person lifted the hard block on this agent.', {}));
        }
      }
    });
    if (block.challenge_id) this.liveCodes.delete(block.challenge_id);
    const view = blockView(this.store.blocks.byId(blockId)!);
    this.emit({ type: 'unblock', block: view });
    return view;
  }

  private reissueCode(blockIdRaw: unknown): IssuedCode {
    const blockId = parseHuman(humanId, blockIdRaw, 'block id');
    const block = this.store.blocks.byId(blockId);
    if (!block || block.lifted_at) throw new HumanActionError('That block is no longer standing; nothing to reissue.');
    const after: Array<() => void> = [];
    const challengeId = this.store.transaction(() => {
      if (block.challenge_id) {
        const old = this.store.challenges.byId(block.challenge_id);
        if (old?.status === 'active') this.store.challenges.transition(old.id, 'active', 'superseded');
      }
      const digest = this.store.challenges.byId(block.challenge_id ?? '')?.action_digest ?? actionDigest(block.hint);
      const id = this.createChallenge('danger_zone', block.agent, block.client, block.execution_id, digest, block.hint, block.id, after);
      this.store.blocks.setChallenge(block.id, id);
      this.store.audit.append({ at: this.iso(), kind: 'code_reissued', agent: block.agent, client: block.client, executionId: block.execution_id, detail: { blockId, challengeId: id } });
      return id;
    });
    if (block.challenge_id) this.liveCodes.delete(block.challenge_id);
    for (const effect of after) effect();
    const row = this.store.challenges.byId(challengeId)!;
    return { challengeId, code: this.liveCodes.get(challengeId)!, expiresAt: new Date(row.expires_at_ms).toISOString() };
  }

  private setHalt(halt: boolean, agentRaw: unknown): HaltState {
    const agent = agentRaw === undefined ? undefined : parseHuman(z.string().min(1).max(LIMITS.name), agentRaw, 'agent name');
    const scope = agent ?? ALL_AGENTS;
    this.store.transaction(() => {
      if (halt) this.store.brakes.halt(scope, this.iso());
      else this.store.brakes.resume(scope);
      this.store.audit.append({ at: this.iso(), kind: halt ? 'halt' : 'resume', agent: agent ?? null, detail: { scope, by: 'human' } });
    });
    const state = this.haltState();
    this.emit({ type: 'halt', halt: state });
    return state;
  }

  private haltState(): HaltState {
    const scopes = this.store.brakes.halted();
    return { all: scopes.includes(ALL_AGENTS), agents: scopes.filter((s) => s !== ALL_AGENTS) };
  }

  private setMode(modeRaw: unknown): Mode {
    const mode = parseHuman(z.enum(MODES), modeRaw, 'mode');
    if (mode === this.policy.mode) return mode;
    this.replacePolicy({ ...this.policy, mode }, 'mode_changed');
    return mode;
  }

  private grantSteps(executionIdRaw: unknown, stepsRaw: unknown): ExecutionView {
    const executionId = parseHuman(humanId, executionIdRaw, 'execution id');
    const steps = parseHuman(z.number().int().min(1).max(100_000), stepsRaw, 'number of steps');
    const row = this.store.executions.byId(executionId);
    if (!row) throw new HumanActionError('That execution no longer exists; refresh the list.');
    if (row.status !== 'running') throw new HumanActionError(`That execution has already ended (${row.status}).`);
    const settled: string[] = [];
    this.store.transaction(() => {
      this.store.executions.grantSteps(executionId, steps);
      this.store.audit.append({ at: this.iso(), kind: 'steps_granted', agent: row.agent, client: row.client, executionId, detail: { steps, by: 'human' } });
      this.store.notifications.enqueue(executionId, this.notification('status', `A person granted ${steps} more autonomous steps.`, {}));
      // A step-limit pause waiting on this execution is answered by the grant.
      for (const pending of this.store.confirmations.pending()) {
        if (pending.execution_id === executionId && pending.kind === 'step_limit') {
          this.store.confirmations.decide(pending.id, 'approved', this.iso(), 'once', `${steps} more steps granted`);
          settled.push(pending.id);
        }
      }
    });
    for (const id of settled) {
      this.wake(id);
      this.emit({ type: 'decision', confirmation: confirmationView(this.store.confirmations.byId(id)!) });
    }
    const view = this.executionViewOf(executionId);
    this.emit({ type: 'execution', execution: view });
    return view;
  }

  private replacePolicy(raw: unknown, auditKind: 'policy_changed' | 'mode_changed'): Policy {
    const parsed = parsePolicy(raw);
    if (!parsed.ok) throw new HumanActionError(`The policy was not changed: ${parsed.error}.`);
    const previous = this.policy;
    const digest = digestOf(parsed.policy);
    this.ports.policySource.save(parsed.policy);
    this.store.transaction(() => {
      this.store.audit.append({
        at: this.iso(),
        kind: auditKind,
        detail: { by: 'human', previousDigest: this.policyDigest, digest, ...(auditKind === 'mode_changed' ? { from: previous.mode, to: parsed.policy.mode } : {}) },
      });
      // Each running execution pinned the policy at its start: record the change as an integrity event.
      for (const running of this.store.executions.runningIds()) {
        this.store.audit.append({
          at: this.iso(),
          kind: 'policy_changed_during_execution',
          agent: running.agent,
          client: running.client,
          executionId: running.id,
          detail: { previousDigest: this.policyDigest, digest },
        });
      }
    });
    this.policy = parsed.policy;
    this.policyDigest = digest;
    this.policyProblem = null;
    this.emit({ type: 'policy', policy: structuredClone(parsed.policy) });
    if (previous.mode !== parsed.policy.mode) this.emit({ type: 'mode', mode: parsed.policy.mode });
    return structuredClone(parsed.policy);
  }

  private previewHint(hintRaw: unknown, agentRaw: unknown): HintPreview {
    const hint = parseHuman(z.string().trim().min(1).max(LIMITS.hint), hintRaw, 'hint');
    if (agentRaw !== undefined) parseHuman(z.string().max(LIMITS.name), agentRaw, 'agent name');
    const evaluation = evaluateStep(this.neutralFacts(hint));
    const directive: AutonomyDirective =
      this.policy.mode === 'monitoring'
        ? this.monitoringDirective(evaluation)
        : { continue: evaluation.verdict.kind === 'continue', factors: evaluation.factors, ...(evaluation.reason ? { reason: evaluation.reason } : {}) };
    if (evaluation.verdict.kind === 'danger_zone' && this.policy.mode === 'enforcing') directive.stopped = true;
    directive.nextStepRisk = evaluation.tier;
    directive.riskScore = evaluation.score;
    return { classification: evaluation.classification, directive, tier: evaluation.tier };
  }

  // ---------------------------------------------------------------- helpers

  private loadPolicy(): Policy {
    let raw: unknown;
    try {
      raw = this.ports.policySource.load();
    } catch (error) {
      this.policyProblem = `The policy file could not be read (${error instanceof Error ? error.message : 'unknown error'}); the default policy is in force.`;
      this.ports.logger.warn(this.policyProblem);
      return defaultPolicy;
    }
    if (raw === null || raw === undefined) {
      this.ports.policySource.save(defaultPolicy);
      return defaultPolicy;
    }
    const parsed = parsePolicy(raw);
    if (parsed.ok) return parsed.policy;
    this.policyProblem = `The policy file was refused (${parsed.error}); the default policy is in force until it is fixed.`;
    this.ports.logger.warn(this.policyProblem);
    return defaultPolicy;
  }

  /** Re-reads the policy source (e.g. the file changed on disk); a bad file keeps the current policy. */
  reloadPolicy(): { ok: true } | { ok: false; error: string } {
    let raw: unknown;
    try {
      raw = this.ports.policySource.load();
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'unreadable policy file' };
    }
    const parsed = parsePolicy(raw);
    if (!parsed.ok) {
      this.policyProblem = `The policy file was refused (${parsed.error}); the last good policy stays in force.`;
      return { ok: false, error: parsed.error };
    }
    if (digestOf(parsed.policy) !== this.policyDigest) this.replacePolicy(parsed.policy, 'policy_changed');
    return { ok: true };
  }

  private isPaused(executionId: string): boolean {
    return (
      this.store.challenges.activeVerifyFor(executionId) !== undefined ||
      this.store.confirmations.pending().some((c) => c.execution_id === executionId)
    );
  }

  private executionViewOf(id: string): ExecutionView {
    return executionView(this.store.executions.byId(id)!, this.isPaused(id));
  }

  private notification(type: AgentNotification['type'], message: string, metadata: AgentNotification['metadata']): AgentNotification {
    return { type, message, ...(metadata && Object.keys(metadata).length > 0 ? { metadata } : {}), timestamp: this.iso() };
  }

  private emit(event: HumanEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        this.ports.logger.warn('a human-side listener failed', { event: event.type });
      }
    }
  }

  private now(): number {
    return this.ports.clock.now();
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }
}

function confirmationResult(row: ConfirmationRow, timeoutSeconds: number): ConfirmOperationResult {
  switch (row.status) {
    case 'approved':
      return { confirmation_id: row.id, status: 'approved', decided_by: 'human', ...(row.scope === 'execution' ? { reason: 'approved for the rest of this execution' } : {}) };
    case 'denied':
      return { confirmation_id: row.id, status: 'denied', decided_by: 'human', ...(row.reason ? { reason: row.reason } : {}) };
    case 'expired':
      return { confirmation_id: row.id, status: 'expired', reason: `No one answered within ${timeoutSeconds} s, so the action is denied (fail-closed).` };
    default:
      return { confirmation_id: row.id, status: 'pending', reason: 'Still waiting for a person; call confirm_operation again.' };
  }
}

function rateLimited(untilMs: number, now: number): AirlockError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
  return new AirlockError('RATE_LIMIT_EXCEEDED', `Too many failed verifications for this agent; wait ${retryAfterSeconds} s before trying again.`, {
    retryAfterSeconds,
    retryAt: new Date(untilMs).toISOString(),
  });
}

function parseHuman<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HumanActionError(`The ${what} is not valid (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
  return parsed.data;
}

function digestOf(policy: Policy): string {
  return 'sha256:' + createHash('sha256').update(canonicalize(policy) ?? '').digest('hex');
}

function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
