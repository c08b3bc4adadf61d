// The agent side of the safety loop: what the MCP server calls. It records
// and answers; it can approve, lift, change or reveal nothing. A reported step
// is handled in ./step.ts.
import { z } from 'zod';
import {
  abortExecutionParams,
  AirlockError,
  completeExecutionParams,
  confirmOperationParams,
  enterPhaseParams,
  executeAgentParams,
  LIMITS,
  parseParams,
  parseRecordStepParams,
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
import type { RecordStepParams } from '../core';
import { codeMatches } from './codes';
import { normaliseName } from '../../shared/text';
import { codePlace } from '../../shared/decision-place';
import { LOAD_LIMITS } from '../../shared/vocabulary';
import { confirmationResult, rateLimited, type LoopState } from './state';
import { StepRecorder } from './step';
import type { ConfirmationRow, ExecutionRow } from './store-port';
import { blockView, challengeView, executionView } from './views';

const DEFAULT_CONFIRM_WAIT_SECONDS = 20;
/** Client names are identities too (see normaliseName): "Cursor" and "cursor\u200b" are one client. */
const clientName = wellFormed(LIMITS.name).transform(normaliseName).pipe(z.string().min(1));
/** Lockouts double with each one in a row, up to this (or the policy's first lockout, if longer). */
const MAX_LOCKOUT_SECONDS = LOAD_LIMITS.maxLockoutSeconds;

const formatSeconds = (seconds: number): string => `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;

export class AgentOperations {
  readonly api: AgentSide;

  private readonly steps: StepRecorder;

  constructor(private readonly core: LoopState) {
    this.steps = new StepRecorder(core);
    this.api = this.createAgentSide();
  }

  private createAgentSide(): AgentSide {
    return {
      executeAgent: (client, params, connection) => this.guard(() => this.executeAgent(client, params, connection)),
      recordStep: (client, params, connection, caller) => this.guard(() => this.recordStep(client, params, connection, caller?.hook === true)),
      recordStepGrouped: (client, params, connection, caller) => this.recordStepGrouped(client, params, connection, caller?.hook === true),
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
      confirmOperation: (client, params, connection, signal) => this.confirmOperation(client, params, connection, signal),
      verifyChallenge: (client, params) => this.guard(() => this.verifyChallenge(client, params)),
      enterPhase: (client, params) => this.guard(() => this.core.governor.enterPhase(this.checkClient(client), parseParams(enterPhaseParams, params))),
      policySummary: () => summarizePolicy(this.core.policy),
      connectionClosed: (connection) => this.guard(() => this.core.connectionClosed(connection)),
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
    // A connection sends the same name with every call: checked and normalised once (bounded).
    const known = typeof client === 'string' ? this.checkedClients.get(client) : undefined;
    if (known !== undefined) return known;
    const parsed = clientName.safeParse(client);
    if (!parsed.success) throw new AirlockError('VALIDATION_INVALID_TYPE', 'The MCP client name is missing or too long; reconnect with a proper clientInfo.name.');
    if (typeof client === 'string') {
      if (this.checkedClients.size >= 1000) this.checkedClients.clear();
      this.checkedClients.set(client, parsed.data);
    }
    return parsed.data;
  }
  private readonly checkedClients = new Map<string, string>();

  private executeAgent(clientRaw: unknown, params: unknown, connection: string | undefined): ExecuteAgentResult {
    const client = this.checkClient(clientRaw);
    const p = parseParams(executeAgentParams, params);
    this.refuseIfBlocked(p.element_name, client);
    // Runtime governor (issue 17): a persona spawn or a delegation is admitted first.
    if (p.persona !== undefined || p.delegate !== undefined) return this.core.governor.spawn(client, p);
    if (p.parent_execution_id !== undefined) {
      throw new AirlockError('VALIDATION_INVALID_TYPE', 'Parameter "parent_execution_id" is invalid without "persona" or "delegate"; add one of them or leave it out.', { param: 'parent_execution_id' });
    }
    this.core.governor.refuseIfHalted(p.element_name);
    // A gateway session (a client's connection through `airlock wrap` to one
    // server) is not one task: its limit is the policy's gateway.sessionStepLimit.
    const policyLimit = p.gateway ? this.core.policy.gateway.sessionStepLimit : stepLimitFor(this.core.policy, p.element_name);
    const stepLimit = Math.min(p.maxAutonomousSteps ?? policyLimit, policyLimit);
    const parameters = p.gateway ? { ...p.parameters, gateway: p.gateway } : p.parameters;
    const after: Array<() => void> = [];
    const { execution, phase } = this.core.store.transaction(() => {
      const started = this.core.startExecution({
        agent: p.element_name,
        client,
        implicit: false,
        stepLimit,
        ...(p.goal !== undefined ? { goal: p.goal } : {}),
        ...(parameters !== undefined ? { parameters } : {}),
      });
      return { execution: started, phase: this.core.governor.startRoot(started, p.phase, after) };
    });
    if (connection !== undefined) this.core.bindToConnection(connection, execution.id);
    this.core.emit({ type: 'execution', execution: executionView(execution, false) });
    for (const effect of after) effect();
    return { execution_id: execution.id, status: 'running', stepsRemaining: stepLimit, ...(phase.phase ? { session: { root_execution_id: execution.id, ...phase } } : {}) };
  }

  private refuseIfBlocked(agent: string, client: string): void {
    const block = this.core.integrity.blockFor({ agent, client });
    if (!block) return;
    throw new AirlockError(
      'AGENT_BLOCKED',
      `This agent is hard-blocked: stop and ask the person for the verification code shown in ${codePlace(this.core.place)}, then call verify_challenge.`,
      { verificationId: block.challenge_id, blockId: block.id, decideIn: this.core.place },
    );
  }

  private recordStep(clientRaw: unknown, params: unknown, connection: string | undefined, hook: boolean): RecordStepResult {
    const { p, started, client } = this.stepParams(clientRaw, params, hook);
    return this.steps.record(client, p, started, connection);
  }

  private async recordStepGrouped(clientRaw: unknown, params: unknown, connection: string | undefined, hook: boolean): Promise<RecordStepResult> {
    try {
      const { p, started, client } = this.stepParams(clientRaw, params, hook);
      return await this.steps.recordGrouped(client, p, started, connection);
    } catch (error) {
      return this.guard(() => {
        throw error;
      });
    }
  }

  /** A reported step's checked input (validated once, here at the door). */
  private stepParams(clientRaw: unknown, params: unknown, hook: boolean): { p: RecordStepParams; started: bigint; client: string } {
    const started = process.hrtime.bigint();
    const client = this.checkClient(clientRaw);
    const p = parseRecordStepParams(params);
    // A client session relaxes what a report gets (no step limit, a block scoped to the
    // session): only Airlock's own client hooks, which read the id from the client, may name one.
    if (p.session_id !== undefined && !hook) {
      throw new AirlockError('VALIDATION_UNKNOWN_PARAM', 'session_id is set by Airlock\'s client hooks only; report the step without it.', { param: 'session_id' });
    }
    return { p, started, client };
  }

  private endExecution(
    clientRaw: unknown,
    agentGiven: string | undefined,
    executionId: string | undefined,
    status: 'completed' | 'cancelled',
    summary: string | null,
    detail: Record<string, unknown>,
  ): EndExecutionResult {
    const client = this.checkClient(clientRaw);
    // By its id alone: the agent is the execution's own (this client's executions only).
    const agent = agentGiven ?? this.core.store.executions.byId(executionId ?? '')?.agent;
    if (agent === undefined) throw new AirlockError('NOT_FOUND_RESOURCE', 'No execution with this execution_id for this MCP client; check the id execute_agent or record_execution_step returned.', { execution_id: executionId });
    this.refuseIfBlocked(agent, client);
    const execution = this.core.resolveExecution(agent, client, executionId) ?? this.sessionExecution(agent, client, executionId);
    if (!execution) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'This agent has no running execution to end; nothing to do.');
    }
    this.core.endExecution(execution.id, status, summary, detail);
    return { execution_id: execution.id, status };
  }

  /** Without an execution_id, a client hook's session end names its agent only: its running session execution. */
  private sessionExecution(agent: string, client: string, executionId: string | undefined): ExecutionRow | undefined {
    if (executionId !== undefined) return undefined;
    return this.core.store.executions.list({ status: 'running', agent, limit: 10 }).find((row) => row.client === client && row.session !== null);
  }

  private async confirmOperation(clientRaw: unknown, params: unknown, connection: string | undefined, signal?: AbortSignal): Promise<ConfirmOperationResult> {
    const { client, p } = this.guard(() => ({ client: this.checkClient(clientRaw), p: parseParams(confirmOperationParams, params) }));
    const lookup = (): ConfirmationRow => {
      const row = this.core.store.confirmations.byId(p.confirmation_id);
      if (!row || row.client !== client) {
        throw new AirlockError('NOT_FOUND_RESOURCE', 'No confirmation with this id for your connection; use the confirmationId from the directive\'s notification.', {
          confirmation_id: p.confirmation_id,
        });
      }
      // A decision reported to the agent must be one the person made (its signed audit event exists).
      return this.core.integrity.confirmation(row);
    };
    let row = this.guard(lookup);
    const waitSeconds = p.wait_seconds ?? DEFAULT_CONFIRM_WAIT_SECONDS;
    // A claiming client hook acts on this answer itself: if it goes away before anyone
    // decides, nobody will act on a decision, so the request is withdrawn.
    const claimed = p.claim === true && connection !== undefined && row.status === 'pending';
    if (claimed) this.core.claimOnConnection(connection, row.id);
    try {
      if (row.status === 'pending' && waitSeconds > 0) {
        const untilExpiry = Math.max(0, row.expires_at_ms - this.core.now());
        await this.core.awaitDecision(row.id, Math.min(waitSeconds * 1000, untilExpiry + 50), signal);
        this.core.tick();
        row = this.guard(lookup);
      }
      // A client hook that cancels its claimed wait will not act on a later decision either.
      if (claimed && signal?.aborted === true && row.status === 'pending') {
        this.core.withdraw(row, 'The client hook that asked cancelled its request before anyone decided, so the action was denied.');
        row = this.guard(lookup);
      }
      if (row.status === 'pending' && p.withdraw_if_undecided === true) {
        this.core.withdraw(row, `The client hook stopped waiting after ${formatSeconds(waitSeconds)} without a decision, so the action was denied.`);
        row = this.guard(lookup);
      }
      // Once means once: a client hook that acts on "approved" takes the one run the
      // approval allows, so the same action reported again asks again.
      // A cancelled request will not act, so it does not spend the approval either.
      if (p.claim === true && signal?.aborted !== true && row.status === 'approved' && row.scope === 'once') {
        const approval = row;
        const spent = this.guard(() =>
          this.core.store.transaction(() => {
            if (!this.core.store.confirmations.spendOnce(approval.id)) return false;
            this.core.store.audit.append({
              at: this.core.iso(),
              kind: 'approval_used',
              agent: approval.agent,
              client: approval.client,
              executionId: approval.execution_id,
              detail: { via: 'confirmation', id: approval.id, by: 'claim' },
            });
            return true;
          }),
        );
        if (!spent) {
          return { confirmation_id: row.id, status: 'used', reason: 'This one-time approval was already used by an earlier run of the action; report the action again to ask again.' };
        }
      }
      const result = confirmationResult(row, this.core.policy.oversightTimeoutSeconds);
      // A governor pause that timed out: what on_oversight_timeout resolved to (issue 17).
      const expired = row;
      const timedOut = expired.status === 'expired' && expired.kind === 'governor' ? this.guard(() => this.core.governor.timeoutOf(expired.id)) : undefined;
      return timedOut ? { ...result, reason: `No one answered in time; the governor's response is ${timedOut.action}.`, degradation: timedOut } : result;
    } finally {
      if (claimed) this.core.releaseClaim(connection, row.id);
    }
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
    // Only the MCP client the challenge belongs to can spend (retire) it or use
    // up its agent's attempts: another client's wrong codes count against that
    // other client and leave the owner's challenge alone.
    const owner = row.client === client;
    const failureKey = owner ? agent : `client:${client}`;
    const now = this.core.now();
    this.enforceRateLimit(failureKey, now);

    if (row.status === 'expired' || (row.status === 'active' && row.expires_at_ms <= now)) {
      if (row.status === 'active') this.core.expireChallenge(row);
      throw new AirlockError('VERIFICATION_EXPIRED', 'This verification code has expired; report the action again for a new challenge, or ask the person at Airlock to issue a fresh code.', {
        challenge_id: row.id,
      });
    }
    const genuine = row.status !== 'active' || this.core.integrity.issuedAsStored(row);
    const matches = row.status === 'active' && genuine && codeMatches(p.code, row.salt, row.code_hash);
    if (!matches) {
      const retire = row.status === 'active' && (owner || !genuine);
      this.core.store.transaction(() => {
        if (retire) this.core.store.challenges.transition(row.id, 'active', 'failed');
        this.core.store.brakes.recordFailure(failureKey, now);
        this.core.store.audit.append({
          at: this.core.iso(),
          kind: 'verification_failed',
          agent,
          client,
          executionId: row.execution_id,
          detail: { challengeId: row.id, challengeStatus: row.status, callerClient: client, owner, retired: retire, countedAgainst: failureKey },
          // Signed, about the key it counts against: the rate limit counts these too,
          // so deleting verify_failures rows (say while Airlock is stopped) resets nothing.
          subject: failureKey,
          sign: true,
        });
      });
      if (retire) {
        this.core.liveCodes.delete(row.id);
        this.core.emit({ type: 'challenge_resolved', challenge: challengeView(this.core.store.challenges.byId(row.id)!) });
      }
      this.core.ports.logger.warn('verification failed', { challengeId: row.id, agent, owner });
      throw new AirlockError(
        'VERIFICATION_FAILED',
        !genuine
          ? 'This challenge cannot be verified (its stored code was tampered with); ask the person at Airlock for a fresh code.'
          : row.status === 'refused'
            ? `The person at Airlock refused this action${row.reason ? `: ${row.reason}` : ''}. Do not retry it; take another approach or ask the user.`
            : retire
              ? 'The code did not match, and this challenge is now retired; ask the person at Airlock for a new code.'
              : row.status === 'active'
                ? 'The code did not match. This challenge belongs to another MCP client, so it stays active for its owner.'
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
        subject: row.id,
        sign: true,
      });
      if (liftedBlock) {
        this.core.store.audit.append({
          at: this.core.iso(),
          kind: 'block_lifted',
          agent,
          client,
          executionId: row.execution_id,
          detail: { blockId: liftedBlock, by: 'verification', challengeId: row.id },
          subject: liftedBlock,
          sign: true,
        });
      }
    });
    if (liftedBlock) this.core.integrity.onLifted(liftedBlock);
    this.core.liveCodes.delete(row.id);
    this.core.emit({ type: 'challenge_resolved', challenge: challengeView(this.core.store.challenges.byId(row.id)!) });
    if (liftedBlock) this.core.emit({ type: 'unblock', block: blockView(this.core.store.blocks.byId(liftedBlock)!) });
    return row.kind === 'danger_zone' ? { verified: true, unblocked: liftedBlock !== null } : { verified: true };
  }

  /** At most maxFailures failed verifications per key per window; then a lockout that doubles each time, capped. */
  private enforceRateLimit(key: string, now: number): void {
    const { maxFailures, windowSeconds, lockoutSeconds } = this.core.policy.rateLimit;
    const lockout = this.core.integrity.lockout(key);
    if (lockout && lockout.until_ms > now) throw rateLimited(lockout.until_ms, now);
    if (this.core.integrity.failuresSince(key, now - windowSeconds * 1000) < maxFailures) return;
    const strikes = (lockout?.strikes ?? 0) + 1;
    const cap = Math.max(lockoutSeconds, MAX_LOCKOUT_SECONDS) * 1000;
    const until = now + Math.min(lockoutSeconds * 1000 * 2 ** Math.min(strikes - 1, 20), cap);
    this.core.store.transaction(() => {
      this.core.store.brakes.setLockout(key, until, strikes);
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: 'verification_locked_out',
        agent: key,
        detail: { until: new Date(until).toISOString(), untilMs: until, strikes },
        subject: key,
        sign: true,
      });
    });
    this.core.integrity.onLockout(key, until, strikes);
    throw rateLimited(until, now);
  }
}
