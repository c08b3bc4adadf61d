// The agent side of the safety loop: what the MCP server calls. It records
// and answers; it can approve, lift, change or reveal nothing. A reported step
// is handled in ./step.ts.
import { z } from 'zod';
import {
  abortExecutionParams,
  AirlockError,
  completeExecutionParams,
  confirmOperationParams,
  executeAgentParams,
  LIMITS,
  parseParams,
  recordStepParams,
  stepLimitFor,
  summarizePolicy,
  verifyChallengeParams,
  wellFormed,
} from '../core';
import type {
  AgentSide,
  ConfirmOperationResult,
  EndExecutionResult,
  ExecuteAgentResult,
  RecordStepResult,
  VerifyChallengeResult,
} from './api';
import { codeMatches } from './codes';
import { confirmationResult, rateLimited, type LoopState } from './state';
import { StepRecorder } from './step';
import type { ConfirmationRow } from './store-port';
import { blockView, challengeView, executionView } from './views';

const DEFAULT_CONFIRM_WAIT_SECONDS = 20;
const clientName = wellFormed(LIMITS.name).pipe(z.string().min(1));

export class AgentOperations {
  readonly api: AgentSide;

  private readonly steps: StepRecorder;

  constructor(private readonly core: LoopState) {
    this.steps = new StepRecorder(core);
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
    // A gateway session (a client's connection through `airlock wrap` to one
    // server) is not one task: its limit is the policy's gateway.sessionStepLimit.
    const policyLimit = p.gateway ? this.core.policy.gateway.sessionStepLimit : stepLimitFor(this.core.policy, p.element_name);
    const stepLimit = Math.min(p.maxAutonomousSteps ?? policyLimit, policyLimit);
    const parameters = p.gateway ? { ...p.parameters, gateway: p.gateway } : p.parameters;
    const execution = this.core.store.transaction(() =>
      this.core.startExecution({
        agent: p.element_name,
        client,
        implicit: false,
        stepLimit,
        ...(p.goal !== undefined ? { goal: p.goal } : {}),
        ...(parameters !== undefined ? { parameters } : {}),
      }),
    );
    this.core.emit({ type: 'execution', execution: executionView(execution, false) });
    return { execution_id: execution.id, status: 'running', stepsRemaining: stepLimit };
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

  private recordStep(clientRaw: unknown, params: unknown): RecordStepResult {
    const started = process.hrtime.bigint();
    const client = this.checkClient(clientRaw);
    return this.steps.record(client, parseParams(recordStepParams, params), started);
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
    const execution = this.core.resolveExecution(agent, client, executionId);
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
