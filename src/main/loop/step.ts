// One reported step, start to finish, in one place: gather the facts, let the
// core decide (evaluateStep), carry out what the verdict calls for, let the
// core build the answer (directiveFor), and record step + directive + audit
// row in the same transaction before anything leaves.
import { randomUUID } from 'node:crypto';
import { ALL_AGENTS, higherTier, LOAD_LIMITS, type AgentNotification, type BlockScope, type Mode, type SafetyTier, type StructuredAction } from '../../shared/vocabulary';
import { clip, showLine } from '../../shared/text';
import {
  AirlockError,
  actionDigest,
  loopKey,
  ANNOUNCEMENT_WINDOW_MS,
  directiveFor,
  evaluateStep,
  isAnnounced,
  neutralFacts,
  stepLimitFor,
  trustOf,
  type Evaluation,
  type RecordStepParams,
  type StepFacts,
} from '../core';
import type { RecordStepResult } from './api';
import { serialiseOnce } from './serialised';
import type { GovernedStep } from './governor';
import type { LoopState } from './state';
import type { BlockRow, ExecutionRow, NewStep } from './store-port';
import { blockView, confirmationView, stepView } from './views';

/** Everything one step's work needs, gathered once. */
interface StepContext {
  execution: ExecutionRow;
  agent: string;
  client: string;
  /** The client's session id (client hooks), or null. */
  session: string | null;
  params: RecordStepParams;
  action: StructuredAction | undefined;
  digest: string;
  loopKey: string;
  mode: Mode;
  at: string;
  /** Side effects that run after the transaction committed (events, code display, notices). */
  after: Array<() => void>;
  /** Steps left, counted for the execution and for the agent across executions (the fewer wins). */
  budget: { stepsUsed: number; stepLimit: number; tokens: number; costUsd: number; sinceStep: number };
  /** Runtime governor: set for an agent with a governance profile (issue 17). */
  governed?: GovernedStep;
}

/** Refused because one agent or client already has too much waiting for the person. */
class FloodRefused extends AirlockError {
  constructor(
    readonly what: string,
    readonly limit: number,
  ) {
    super('RATE_LIMIT_EXCEEDED', `This agent already has ${limit} ${what} waiting for the person at Airlock; wait for their answers before reporting more.`, {
      reason: 'too_many_waiting',
      waiting: what,
      limit,
    });
  }
}

/** A step decided and written (not yet committed), with what follows its commit. */
interface Decided {
  /** A go-ahead and nothing else: advisory, continued, no pass spent, nothing created for the
   *  person. Its record may be lost to a power cut (store/durability.ts); anything else may not. */
  plain: boolean;
  executionId: string;
  seq: number;
  directive: ReturnType<typeof directiveFor>;
  after: Array<() => void>;
  gate: Evaluation['gate'];
}

function answer(result: Decided): RecordStepResult {
  return { execution_id: result.executionId, step: result.seq, directive: result.directive, ...(result.gate ? { gate: result.gate } : {}) };
}

/** Stored text over its bound is cut, and the cut says so. */
function stored(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  return `${text.slice(0, max)}… [cut by Airlock: ${text.length - max} more characters were not stored]`;
}

export class StepRecorder {
  constructor(private readonly state: LoopState) {}

  /** Records one step; `params` were validated at the agent side's door. `connection`
   *  names the MCP connection it came on: an execution it starts implicitly (without a
   *  session) ends when that connection closes. */
  record(client: string, params: RecordStepParams, started: bigint, connection?: string): RecordStepResult {
    const result = this.refusingFloods(client, params, () => this.state.store.transaction(() => this.decideInTransaction(client, params, started, connection)));
    for (const effect of result.after) effect();
    return answer(result);
  }

  /**
   * The same step, committed together with the other steps that arrive in the
   * same turn of the event loop (group commit, store/group-commit.ts): decided
   * now, in arrival order, seeing every earlier step; answered once its rows
   * are durable. What the person's screens are told follows only for a step
   * that was kept: a plain step's event after the answer, a code to show, a
   * confirmation or a block before it.
   */
  async recordGrouped(client: string, params: RecordStepParams, started: bigint, connection?: string): Promise<RecordStepResult> {
    const { value: result, durable } = this.refusingFloods(client, params, () =>
      this.state.store.grouped(
        () => this.decideInTransaction(client, params, started, connection),
        (decided) => decided.plain,
      ),
    );
    try {
      await durable;
    } catch {
      this.state.ports.logger.error('a group of steps did not commit; their agents were told to report them again');
      throw new AirlockError('INTERNAL_ERROR', 'Airlock could not store this step (the database refused the write), so nothing of it was kept; do not take the action yet, report the step again, and tell the person at Airlock if it persists.', {
        reason: 'not_stored',
      });
    }
    // A plain step's event follows its answer (off the hot path); what a person must act
    // on (a code to show, a confirmation, a block) is in front of them no later than the answer.
    const tell = (): void => {
      if (this.state.closed) return;
      for (const effect of result.after) effect();
    };
    if (result.plain) setImmediate(tell);
    else tell();
    return answer(result);
  }

  private refusingFloods<T>(client: string, params: RecordStepParams, fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof FloodRefused) this.state.floodRefused({ agent: params.element_name, client }, error.what, error.limit);
      throw error;
    }
  }

  /** Decides the step and writes its rows; the caller's transaction (or group) commits them. */
  private decideInTransaction(client: string, params: RecordStepParams, started: bigint, connection: string | undefined): Decided {
    const { state } = this;
    const session = params.session_id ?? null;
    const execution = this.executionFor(params.element_name, client, params.execution_id, params.gateway !== undefined, session, connection);
    const action = params.action as StructuredAction | undefined;
    const ctx: StepContext = {
      budget: this.budgetOf(execution, params.element_name, params.gateway !== undefined, session),
      execution,
      agent: params.element_name,
      client,
      session: execution.session,
      params,
      action,
      digest: actionDigest(params.nextActionHint, action),
      loopKey: loopKey(params.nextActionHint, action),
      mode: state.policy.mode,
      at: state.iso(),
      after: [],
    };
    return this.decideAndRecord(ctx, started);
  }

  private executionFor(agent: string, client: string, executionId: string | undefined, gateway: boolean, session: string | null, connection: string | undefined): ExecutionRow {
    const existing = this.state.resolveExecution(agent, client, executionId, session);
    if (existing) return existing;
    const started = this.state.startExecution({ agent, client, implicit: true, session, stepLimit: this.allotment(agent, gateway, session) });
    // A session's execution lives as long as the session (it ends at the client's
    // session end or after idle time); one started over a connection, with it.
    if (session === null && connection !== undefined) this.state.bindToConnection(connection, started.id);
    return started;
  }

  /** The steps an agent may take before a person grants more (CONTRACT.md, step limits):
   *  a gateway session's is the policy's gateway.sessionStepLimit; a client session's
   *  (client hooks) is sessions.maxAutonomousSteps, none by default; else the agent's own
   *  or maxAutonomousSteps. The same allotment bounds the agent across executions. */
  private allotment(agent: string, gateway: boolean, session: string | null): number {
    return gateway ? this.state.policy.gateway.sessionStepLimit : stepLimitFor(this.state.policy, agent, session);
  }

  /** The execution's steps and the agent's (since the person last reset them): whichever has fewer left decides. */
  private budgetOf(execution: ExecutionRow, agent: string, gateway: boolean, session: string | null): StepContext['budget'] {
    const executionLimit = execution.step_limit + execution.steps_granted;
    const limits = this.state.store.agentLimits.get(agent);
    const agentLimit = this.allotment(agent, gateway, session) + (limits?.steps_granted ?? 0);
    const agentUsed = limits?.steps_used ?? 0;
    const byAgent = agentLimit - agentUsed < executionLimit - execution.steps_used;
    return {
      stepsUsed: byAgent ? agentUsed : execution.steps_used,
      stepLimit: byAgent ? agentLimit : executionLimit,
      tokens: limits?.tokens ?? 0,
      costUsd: limits?.cost_usd ?? 0,
      sinceStep: limits?.since_step ?? 0,
    };
  }

  private decideAndRecord(ctx: StepContext, started: bigint): Decided {
    const { state } = this;
    const { execution, params: p } = ctx;
    const stepLimit = ctx.budget.stepLimit;
    const recordOnly = ctx.mode === 'logging' || ctx.mode === 'disabled';
    let evaluation: Evaluation;
    let refs: { confirmationId?: string; challengeId?: string } = {};
    if (recordOnly) {
      evaluation = evaluateStep(neutralFacts(state.policy, p.nextActionHint, ctx.action));
    } else {
      evaluation = evaluateStep(this.gather(ctx, stepLimit));
      if (ctx.mode === 'enforcing') refs = this.carryOut(evaluation, ctx);
    }
    const queued = state.store.notifications.take(execution.id) as AgentNotification[];
    const unannounced = ctx.action ? this.unannouncedBy(ctx.client, ctx.action) : null;
    const directive = directiveFor(evaluation, ctx.mode, {
      hint: p.nextActionHint,
      stepsLeft: stepLimit - ctx.budget.stepsUsed,
      at: ctx.at,
      refs,
      queued,
      unannounced,
      place: state.place,
    });

    const continued = directive.continue;
    const step: NewStep = {
      execution_id: execution.id,
      seq: execution.step_count + 1,
      agent: ctx.agent,
      client: ctx.client,
      hint: p.nextActionHint,
      action_digest: ctx.digest,
      loop_key: ctx.loopKey,
      action: ctx.action ? storedAction(ctx.action) : null,
      description: p.stepDescription ?? null,
      outcome: p.outcome ?? null,
      findings: stored(p.findings ?? null, LOAD_LIMITS.storedFindings),
      level: evaluation.classification.level,
      risk_score: evaluation.score,
      tier: evaluation.tier,
      continued: continued ? 1 : 0,
      stopped: directive.stopped ? 1 : 0,
      reasons: JSON.stringify(evaluation.classification.reasons),
      // Built once: the MCP reply embeds the same text (mcp/server.ts, toolReplyLine).
      directive: serialiseOnce(directive),
      decision_us: Number((process.hrtime.bigint() - started) / 1000n),
      at: ctx.at,
      flags: unannounced !== null ? JSON.stringify(['unannounced']) : null,
    };
    const stepId = state.store.steps.insert(step);
    if (refs.confirmationId) state.store.confirmations.linkStep(refs.confirmationId, stepId);
    if (ctx.governed) {
      state.governor.record(ctx.governed, evaluation, { stepId, agent: ctx.agent, client: ctx.client, mode: ctx.mode, continued, confirmationId: refs.confirmationId, at: ctx.at, digest: ctx.digest });
    }
    if (unannounced !== null) {
      state.store.audit.append({
        at: ctx.at,
        kind: 'unannounced_action',
        agent: ctx.agent,
        client: ctx.client,
        executionId: execution.id,
        detail: { stepId, announced: clip(unannounced, 500), performed: clip(p.nextActionHint, 500) },
      });
    }
    state.store.executions.recordStep({
      id: execution.id,
      used: continued,
      outcome: p.outcome ?? null,
      tokens: p.usage?.tokens ?? 0,
      cost: p.usage?.cost_usd ?? 0,
      highestTier: higherTier(execution.highest_tier as SafetyTier, evaluation.tier),
      // A trust denial refuses one call; nothing is left waiting.
      paused: !continued && !directive.stopped && evaluation.verdict.kind !== 'denied',
      blocked: directive.stopped === true,
      at: ctx.at,
    });
    state.store.agentLimits.record(ctx.agent, continued, p.usage?.tokens ?? 0, p.usage?.cost_usd ?? 0);
    state.store.audit.append({
      at: ctx.at,
      kind: 'step',
      agent: ctx.agent,
      client: ctx.client,
      executionId: execution.id,
      detail: {
        stepId,
        seq: step.seq,
        tier: evaluation.tier,
        riskScore: evaluation.score,
        verdict: recordOnly ? ctx.mode : evaluation.verdict.kind,
        continue: continued,
        stopped: directive.stopped === true,
        mode: ctx.mode,
        ...(evaluation.gate ? { gate: { server: evaluation.gate.server, trust: evaluation.gate.trust, decision: evaluation.gate.decision } } : {}),
      },
    });
    // The view is built after the commit too (off the answer's path when grouped).
    if (state.listeners.size > 0) ctx.after.unshift(() => state.emit({ type: 'step', step: stepView(state.store.steps.decode({ id: stepId, ...step })) }));
    const server = p.gateway ? ctx.action?.server : undefined;
    if (server !== undefined) ctx.after.push(() => state.noteGatewayServer(server, ctx.client, ctx.at));
    const plain =
      continued && directive.stopped !== true && evaluation.tier === 'advisory' && !evaluation.usedPass && refs.confirmationId === undefined && refs.challengeId === undefined;
    return { plain, executionId: execution.id, seq: step.seq, directive, after: ctx.after, gate: evaluation.gate };
  }

  /** The state the pipeline decides on, read once. */
  private gather(ctx: StepContext, stepLimit: number): StepFacts {
    const { state } = this;
    const { execution, params: p } = ctx;
    const halts = state.integrity.haltScopes();
    const block = state.integrity.blockFor({ agent: ctx.agent, client: ctx.client, session: ctx.session });
    // A standing verify challenge holds its own action only; the agent's other actions are judged on their own.
    let awaiting = state.store.challenges.activeVerifyFor(execution.id, ctx.digest);
    if (awaiting && awaiting.expires_at_ms <= state.now()) {
      state.expireChallengeInTransaction(awaiting);
      awaiting = undefined;
    }
    const refused = awaiting ? undefined : state.store.challenges.refusedFor(execution.id, ctx.digest, state.now());
    const window = state.policy.loopDetection.windowSteps;
    // Loops count across the agent's executions, since the person last reset its limits.
    const recent = state.store.steps.recentAgentLoopKeys(ctx.agent, ctx.budget.sinceStep, window);
    const repeats = recent.filter((s) => s.continued === 1 && s.loop_key === ctx.loopKey).length;
    const recentFailures = recent.filter((s) => s.outcome === 'failure').length + (p.outcome === 'failure' ? 1 : 0);
    // A pass counts only when the person's signed decision (or the verified code's event) proves it.
    let confirmationPass = state.store.confirmations.pass(execution.id, ctx.digest, ctx.client, ctx.session);
    if (confirmationPass && state.integrity.confirmation(confirmationPass).status !== 'approved') confirmationPass = undefined;
    let challengePass = confirmationPass ? undefined : state.store.challenges.pass(execution.id, ctx.agent, ctx.digest);
    if (challengePass && !state.integrity.verifiedPass(challengePass)) challengePass = undefined;
    // Runtime governor (issue 17): its facts, for an agent with a governance profile.
    ctx.governed = state.governor.step({ execution, params: p, action: ctx.action, digest: ctx.digest, loopKey: ctx.loopKey });
    const humanPass: StepFacts['humanPass'] = confirmationPass
      ? { via: 'confirmation', id: confirmationPass.id, tier: confirmationPass.tier as SafetyTier }
      : challengePass
        ? { via: 'verification', id: challengePass.id, tier: challengePass.kind === 'danger_zone' ? 'danger_zone' : 'verify' }
        : null;
    return {
      policy: state.policy,
      hint: p.nextActionHint,
      ...(ctx.action ? { action: ctx.action } : {}),
      ...(p.riskScore !== undefined ? { agentRiskScore: p.riskScore } : {}),
      halted: { all: halts.includes(ALL_AGENTS), agent: halts.includes(ctx.agent) },
      block: block ? { id: block.id, challengeId: block.challenge_id, reason: block.reason, scope: block.scope } : null,
      usage: { tokens: ctx.budget.tokens + (p.usage?.tokens ?? 0), costUsd: ctx.budget.costUsd + (p.usage?.cost_usd ?? 0) },
      stepsUsed: ctx.budget.stepsUsed,
      stepLimit,
      ...(p.outcome ? { previousOutcome: p.outcome } : {}),
      repeats,
      recentFailures,
      awaitingVerification: awaiting ? { challengeId: awaiting.id } : null,
      refused: refused ? { challengeId: refused.id, reason: refused.reason } : null,
      humanPass,
      ...(p.gateway && ctx.action?.server !== undefined
        ? { gateway: { server: ctx.action.server, trust: trustOf(state.policy, ctx.action.server, p.gateway.trust) } }
        : {}),
      ...(ctx.governed ? { governor: ctx.governed.facts, governorHalt: ctx.governed.halt, classification: ctx.governed.classification } : {}),
    };
  }

  /** Carries out an enforcing verdict: spends a pass, creates the confirmation, challenge or block it calls for. */
  private carryOut(evaluation: Evaluation, ctx: StepContext): { confirmationId?: string; challengeId?: string } {
    if (evaluation.usedPass) this.usePass(evaluation.usedPass, ctx);
    const verdict = evaluation.verdict;
    switch (verdict.kind) {
      case 'confirm':
        return { confirmationId: this.requestConfirmation(evaluation, verdict.pause, ctx) };
      case 'verify':
        this.refuseFlood(this.state.store.challenges.activeVerifyCount(ctx.agent, ctx.client), LOAD_LIMITS.codesPerAgent, LOAD_LIMITS.codesPerClient, 'verification codes');
        return {
          challengeId: this.state.createChallenge(
            { kind: 'verify', agent: ctx.agent, client: ctx.client, executionId: ctx.execution.id, digest: ctx.digest, hint: ctx.params.nextActionHint, blockId: null },
            ctx.after,
          ),
        };
      case 'danger_zone':
        return { challengeId: this.hardBlock(evaluation.reason ?? 'forbidden action', ctx) };
      default:
        return {};
    }
  }

  private usePass(pass: NonNullable<Evaluation['usedPass']>, ctx: StepContext): void {
    const { store } = this.state;
    if (pass.via === 'confirmation') store.confirmations.use(pass.id);
    else store.challenges.use(pass.id);
    store.audit.append({
      at: ctx.at,
      kind: 'approval_used',
      agent: ctx.agent,
      client: ctx.client,
      executionId: ctx.execution.id,
      detail: { via: pass.via, id: pass.id },
    });
  }

  private requestConfirmation(evaluation: Evaluation, kind: string, ctx: StepContext): string {
    const { state } = this;
    const existing = state.store.confirmations.pendingFor(ctx.execution.id, ctx.digest);
    if (existing) return existing.id;
    this.refuseFlood(state.store.confirmations.pendingCount(ctx.agent, ctx.client), LOAD_LIMITS.pendingPerAgent, LOAD_LIMITS.pendingPerClient, 'actions');
    const id = randomUUID();
    const row = {
      id,
      execution_id: ctx.execution.id,
      step_id: 0,
      agent: ctx.agent,
      client: ctx.client,
      action_digest: ctx.digest,
      loop_key: ctx.loopKey,
      hint: ctx.params.nextActionHint,
      kind,
      tier: evaluation.tier,
      risk_score: evaluation.score,
      factors: JSON.stringify(evaluation.factors),
      created_at: ctx.at,
      // A governor pause waits human_oversight.response_time_minutes when the profile says (issue 17).
      expires_at_ms: state.now() + (evaluation.governor?.responseTimeMs ?? state.policy.oversightTimeoutSeconds * 1000),
      session: ctx.session,
    };
    state.store.confirmations.insert(row);
    state.store.audit.append({
      at: ctx.at,
      kind: 'confirmation_requested',
      agent: ctx.agent,
      client: ctx.client,
      executionId: ctx.execution.id,
      detail: { confirmationId: id, kind, riskScore: evaluation.score },
    });
    ctx.after.push(() => {
      const view = confirmationView(state.store.confirmations.byId(id)!);
      state.emit({ type: 'confirmation', confirmation: view });
      state.notifyItem({ title: `${showLine(ctx.agent, 60)} needs your approval`, body: showLine(ctx.params.nextActionHint, 200), ref: { kind: 'confirmation', id } });
    });
    return id;
  }

  private refuseFlood(count: { agent: number; client: number }, perAgent: number, perClient: number, what: string): void {
    if (count.agent >= perAgent) throw new FloodRefused(what, perAgent);
    if (count.client >= perClient) throw new FloodRefused(what, perClient);
  }

  private hardBlock(reason: string, ctx: StepContext): string {
    const { state } = this;
    const { agent, client, execution } = ctx;
    const hint = ctx.params.nextActionHint;
    const blockId = randomUUID();
    // A session's danger_zone blocks that session by default (the person may widen it);
    // a reported step's blocks its agent and whole MCP client.
    const scope: BlockScope = ctx.session !== null ? state.policy.sessions.blockScope : 'client';
    const block: BlockRow = {
      id: blockId,
      agent,
      client,
      reason,
      hint,
      execution_id: execution.id,
      challenge_id: null,
      created_at: ctx.at,
      lifted_at: null,
      lifted_by: null,
      note: null,
      scope,
      session: ctx.session,
    };
    state.store.blocks.insert({ id: blockId, agent, client, reason, hint, execution_id: execution.id, challenge_id: null, created_at: ctx.at, scope, session: ctx.session });
    const challengeId = state.createChallenge({ kind: 'danger_zone', agent, client, executionId: execution.id, digest: ctx.digest, hint, blockId }, ctx.after);
    state.store.blocks.setChallenge(blockId, challengeId);
    block.challenge_id = challengeId;
    state.store.audit.append({
      at: ctx.at,
      kind: 'block',
      agent,
      client,
      executionId: execution.id,
      detail: { blockId, reason, challengeId, hint: clip(hint, 500), scope, ...(ctx.session ? { session: ctx.session } : {}) },
      subject: blockId,
      sign: true,
    });
    state.integrity.onBlocked(block);
    // Broadcast to every other executing agent, delivered with its next step.
    for (const other of state.store.executions.runningIds()) {
      if (other.id === execution.id) continue;
      state.store.notifications.enqueue(
        other.id,
        state.notification('danger_zone', `Agent "${agent}" was hard-blocked for a dangerous action; stay within safe actions.`, {
          verificationId: challengeId,
          level: 'danger_zone',
          reason,
        }),
      );
    }
    ctx.after.push(() => state.emit({ type: 'block', block: blockView(block) }));
    return challengeId;
  }

  /** The announced hint this hook-observed action was missing from, or null when announced (or nothing was announced). */
  private unannouncedBy(client: string, action: StructuredAction): string | null {
    const latest = this.state.store.steps.latestAnnounced(client);
    if (!latest || this.state.now() - Date.parse(latest.at) > ANNOUNCEMENT_WINDOW_MS) return null;
    return isAnnounced(latest.hint, action) ? null : latest.hint;
  }
}

/** The structured action as stored: JSON, its arguments cut (and marked) past the bound. */
function storedAction(action: StructuredAction): string {
  const json = JSON.stringify(action);
  if (json.length <= LOAD_LIMITS.storedAction) return json;
  const args = JSON.stringify(action.arguments ?? {});
  return JSON.stringify({
    ...action,
    arguments: { _cut_by_airlock: `${json.length} characters; only the first ${LOAD_LIMITS.storedAction / 2} of the arguments are stored`, preview: args.slice(0, LOAD_LIMITS.storedAction / 2) },
  });
}
