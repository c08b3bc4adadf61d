// The human side of the safety loop: what the window and the terminal
// console call — decisions, overrides, brakes, policy, previews.
import { z } from 'zod';
import { ALL_AGENTS, EXECUTION_STATUSES, type ApprovalScope, type BlockScope, type Mode, type StructuredAction } from '../../shared/vocabulary';
import { clip } from '../../shared/text';
import { humanFields } from '../../shared/human-fields';
import {
  actionDigest,
  commandSegments,
  directiveFor,
  evaluateStep,
  HumanActionError,
  LIMITS,
  literalPattern,
  narrowCover,
  neutralFacts,
  serverName,
  stepLimitFor,
  trustOf,
} from '../core';
import type { BlockView, ChallengeView, ConfirmationView, ExecutionView, HaltState, HintPreview, HumanSide, IssuedCode, RuleProposal, ServerView } from './api';
import { parseHuman, type LoopState } from './state';
import type { ConfirmationRow } from './store-port';
import { blockView, challengeView, confirmationView, executionView, isRuleable, stepView } from './views';

// The same field schemas as the window's contract and the consoles (one limit per field).
const { id: humanId, reason: humanText, agentName, scope: approvalScope, mode: modeField, trust: trustField, steps: grantSteps, hint: hintField, serverName: serverField } = humanFields;

export class HumanOperations {
  readonly api: HumanSide;

  constructor(private readonly core: LoopState) {
    this.api = this.createHumanSide();
  }

  private createHumanSide(): HumanSide {
    return {
      listPending: () => this.core.store.confirmations.pending().map(confirmationView),
      approve: (id, scope) => this.decide(id, 'approved', scope ?? 'once', null),
      deny: (id, reason) => this.decide(id, 'denied', null, reason ?? null),
      proposeRule: (id) => this.proposeRule(id),
      allowAlways: (id, patterns) => this.allowAlways(id, patterns),
      awaited: (id) => this.core.waiters.has(id),
      listChallenges: () => this.core.store.challenges.active().map((row) => challengeView(row, this.core.liveCodes.get(row.id))),
      refuseChallenge: (id, reason) => this.refuseChallenge(id, reason),
      listBlocks: () => this.core.integrity.standingBlocks().map(blockView),
      setBlockScope: (id, scope) => this.setBlockScope(id, scope),
      unblock: (blockId, note) => this.unblock(blockId, note),
      reissueCode: (blockId) => this.reissueCode(blockId),
      halt: (agent) => this.setHalt(true, agent),
      resume: (agent) => this.setHalt(false, agent),
      haltState: () => this.core.haltState(),
      setMode: (mode) => this.setMode(mode),
      grantSteps: (executionId, steps) => this.grantSteps(executionId, steps),
      listExecutions: (filter) => {
        const f = z
          .object({ status: z.enum(EXECUTION_STATUSES).optional(), agent: z.string().max(LIMITS.name).optional(), limit: z.number().int().min(1).max(1000).optional() })
          .strict()
          .parse(filter ?? {});
        return this.core.store.executions.list({ ...f, limit: f.limit ?? 100 }).map((row) => executionView(row, this.core.isPaused(row.id)));
      },
      recentSteps: (limit) => this.core.store.steps.recent(z.number().int().min(1).max(10_000).parse(limit ?? 200)).map(stepView),
      getPolicy: () => structuredClone(this.core.policy),
      replacePolicy: (raw) => this.core.replacePolicy(raw, 'policy_changed'),
      previewHint: (hint, agent) => this.previewHint(hint, agent),
      listServers: () => this.listServers(),
      setServerTrust: (server, trust) => this.setServerTrust(server, trust),
      pendingPolicy: () => this.core.pendingPolicyView(),
      acceptPolicyChange: () => this.core.acknowledgePolicy(),
      rejectPolicyChange: () => this.core.rejectPolicyChange(),
      integrityAlerts: () => [...this.core.integrity.recent],
      resetLimits: (agent) => this.resetLimits(agent),
      clearLockout: (agent) => this.clearLockout(agent),
      raiseAlert: (kind, message) => this.core.integrity.raise(parseHuman(z.string().min(1).max(60), kind, 'alert kind'), parseHuman(z.string().min(1).max(LIMITS.humanText), message, 'alert message')),
      governorState: () => this.core.governor.view(),
      subscribe: (listener) => {
        this.core.listeners.add(listener);
        return () => this.core.listeners.delete(listener);
      },
    };
  }

  private decide(idRaw: unknown, status: 'approved' | 'denied', scopeRaw: ApprovalScope | null, reasonRaw: unknown) {
    const id = parseHuman(humanId, idRaw, 'confirmation id');
    const scope = scopeRaw === null ? null : parseHuman(approvalScope, scopeRaw, 'approval scope');
    const reason = reasonRaw === null ? null : parseHuman(humanText, reasonRaw, 'reason');
    this.core.tick();
    const row = this.core.store.confirmations.byId(id);
    if (!row) throw new HumanActionError('That confirmation no longer exists; refresh the list.');
    if (row.status !== 'pending') throw new HumanActionError(tooLate(row, status, this.core.now()));
    if (scope === 'session' && !row.session) {
      throw new HumanActionError('This request does not belong to a client session; approve it once or for this execution.');
    }
    this.core.store.transaction(() => {
      this.core.store.confirmations.decide(id, status, this.core.iso(), scope, reason);
      if (status === 'approved') {
        this.core.store.executions.countApproval(row.execution_id);
        if (row.kind === 'step_limit') {
          // Another allotment, for the execution and for the agent (its steps span executions).
          const allotment = stepLimitFor(this.core.policy, row.agent, this.core.store.executions.byId(row.execution_id)?.session);
          this.core.store.executions.grantSteps(row.execution_id, allotment);
          this.core.store.agentLimits.grant(row.agent, allotment);
        }
      }
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: status === 'approved' ? 'confirmation_approved' : 'confirmation_denied',
        agent: row.agent,
        client: row.client,
        executionId: row.execution_id,
        detail: { confirmationId: id, decidedBy: 'human', status, ...(scope ? { scope } : {}), ...(reason ? { reason } : {}) },
        subject: id,
        sign: true,
      });
      this.core.store.notifications.enqueue(
        row.execution_id,
        this.core.notification(
          'status',
          status === 'approved'
            ? `A person approved "${clip(row.hint)}"${scope === 'execution' ? ' for the rest of this execution' : scope === 'session' ? ' for the rest of this session' : ''}.`
            : `A person denied "${clip(row.hint)}"${reason ? `: ${reason}` : ''}.`,
          { confirmationId: id },
        ),
      );
    });
    this.core.wake(id);
    const view = confirmationView(this.core.store.confirmations.byId(id)!);
    this.core.emit({ type: 'decision', confirmation: view });
    return view;
  }

  /** The action a request was raised for: its hint and structured action. */
  private actionOf(row: ConfirmationRow): { hint: string; action?: StructuredAction } {
    const step = row.step_id ? this.core.store.steps.byId(row.step_id) : undefined;
    const action = step?.action ?? undefined;
    return { hint: row.hint, ...(action ? { action } : {}) };
  }

  private proposeRule(idRaw: unknown): RuleProposal {
    const id = parseHuman(humanId, idRaw, 'confirmation id');
    const row = this.core.store.confirmations.byId(id);
    if (!row) throw new HumanActionError('That confirmation no longer exists; refresh the list.');
    if (!isRuleable(row)) {
      throw new HumanActionError(
        row.tier === 'verify' || row.tier === 'danger_zone'
          ? `"Always allow" is never offered for a ${row.tier} action: it needs a person (and its code) every time.`
          : row.kind === 'policy'
            ? 'This action matches a "requires approval" pattern of your policy, which asks every time; remove that pattern in the Policy view instead.'
            : `This pause is about the run (${row.kind.replace('_', ' ')}), not the action itself, so a rule would not change it; approve it once or for the ${row.session ? 'session' : 'execution'}.`,
      );
    }
    const { hint, action } = this.actionOf(row);
    const parts = commandSegments(hint, action);
    const policy = this.core.policy;
    const patterns = [...new Set(parts.map(literalPattern))].filter((p) => !policy.patterns.autoApprove.includes(p));
    const next = { ...policy, patterns: { ...policy.patterns, autoApprove: [...policy.patterns.autoApprove, ...patterns] } };
    const covered = narrowCover(next.patterns.autoApprove, parts);
    const evaluation = evaluateStep(neutralFacts(next, hint, action));
    if (!covered || evaluation.verdict.kind !== 'continue') {
      throw new HumanActionError('Airlock cannot write a narrow rule that lets exactly this action through; approve it once or for the session instead.');
    }
    const directive = directiveFor(evaluation, next.mode, { hint, stepsLeft: policy.maxAutonomousSteps, at: this.core.iso(), place: this.core.place });
    return { confirmationId: row.id, patterns, parts, preview: { classification: evaluation.classification, directive, tier: evaluation.tier } };
  }

  private allowAlways(idRaw: unknown, patternsRaw: unknown): { confirmation: ConfirmationView; policy: ReturnType<HumanSide['getPolicy']>; added: string[] } {
    const patterns = parseHuman(humanFields.rulePatterns, patternsRaw, 'rule');
    const proposal = this.proposeRule(idRaw);
    const row = this.core.store.confirmations.byId(proposal.confirmationId)!;
    if (row.status !== 'pending') throw new HumanActionError(tooLate(row, 'approved', this.core.now()));
    const same = patterns.length === proposal.patterns.length && proposal.patterns.every((p) => patterns.includes(p));
    if (!same) throw new HumanActionError('The rule is not the one Airlock proposed for this action (it may have changed); review it again.');
    const policy = this.core.policy;
    const saved = this.core.replacePolicy({ ...policy, patterns: { ...policy.patterns, autoApprove: [...policy.patterns.autoApprove, ...proposal.patterns] } }, 'policy_changed');
    this.core.store.transaction(() =>
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: 'rule_added',
        agent: row.agent,
        client: row.client,
        executionId: row.execution_id,
        detail: { confirmationId: row.id, autoApprove: proposal.patterns, by: 'human' },
        subject: row.id,
        sign: true,
      }),
    );
    const confirmation = this.decide(row.id, 'approved', 'once', null);
    return { confirmation, policy: saved, added: proposal.patterns };
  }

  private refuseChallenge(idRaw: unknown, reasonRaw: unknown): ChallengeView {
    const id = parseHuman(humanId, idRaw, 'challenge id');
    const reason = reasonRaw === undefined || reasonRaw === null ? null : parseHuman(humanText, reasonRaw, 'reason');
    const why = reason && reason.trim() !== '' ? reason.trim() : null;
    this.core.tick();
    const row = this.core.store.challenges.byId(id);
    if (!row) throw new HumanActionError('That verification no longer exists; refresh the list.');
    if (row.kind !== 'verify') {
      throw new HumanActionError('A hard block is not refused: it already stops the agent. Lift it with its code or Unblock, or leave it standing.');
    }
    if (row.status !== 'active') throw new HumanActionError(`That verification is already ${row.status}; there is nothing to refuse.`);
    this.core.store.transaction(() => {
      this.core.store.challenges.refuse(id, why);
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: 'verification_refused',
        agent: row.agent,
        client: row.client,
        executionId: row.execution_id,
        detail: { challengeId: id, by: 'human', ...(why ? { reason: why } : {}) },
        subject: id,
        sign: true,
      });
      if (row.execution_id) {
        this.core.store.notifications.enqueue(
          row.execution_id,
          this.core.notification('status', `A person refused "${clip(row.hint)}"${why ? `: ${why}` : ''}. Do not retry it; take another approach or ask the user.`, {
            verificationId: id,
            ...(why ? { reason: why } : {}),
          }),
        );
      }
    });
    this.core.liveCodes.delete(id);
    const view = challengeView(this.core.store.challenges.byId(id)!);
    this.core.emit({ type: 'challenge_resolved', challenge: view });
    return view;
  }

  private setBlockScope(idRaw: unknown, scopeRaw: unknown): BlockView {
    const id = parseHuman(humanId, idRaw, 'block id');
    const scope: BlockScope = parseHuman(humanFields.blockScope, scopeRaw, 'block scope');
    const block = this.core.store.blocks.byId(id);
    if (!block || block.lifted_at) throw new HumanActionError('That block is no longer standing; refresh the list.');
    if (scope === 'session' && !block.session) throw new HumanActionError('This block did not come from a client session, so it cannot be narrowed to one.');
    if (block.scope !== scope) {
      this.core.store.transaction(() => {
        this.core.store.blocks.setScope(id, scope);
        this.core.store.audit.append({
          at: this.core.iso(),
          kind: 'block_scope_changed',
          agent: block.agent,
          client: block.client,
          executionId: block.execution_id,
          detail: { blockId: id, from: block.scope, to: scope, by: 'human' },
          subject: id,
          sign: true,
        });
      });
      this.core.integrity.onScope(id, scope);
    }
    const view = blockView(this.core.store.blocks.byId(id)!);
    this.core.emit({ type: 'block', block: view });
    return view;
  }

  private unblock(blockIdRaw: unknown, noteRaw: unknown): BlockView {
    const blockId = parseHuman(humanId, blockIdRaw, 'block id');
    const note = noteRaw === undefined ? null : parseHuman(humanText, noteRaw, 'note');
    const block = this.core.integrity.standingBlocks().find((b) => b.id === blockId) ?? this.core.store.blocks.byId(blockId);
    if (!block) throw new HumanActionError('That block no longer exists; refresh the list.');
    if (block.lifted_at) throw new HumanActionError('That block was already lifted.');
    this.core.store.transaction(() => {
      this.core.store.blocks.lift(blockId, this.core.iso(), 'override', note);
      if (block.challenge_id) {
        const challenge = this.core.store.challenges.byId(block.challenge_id);
        if (challenge?.status === 'active') this.core.store.challenges.transition(challenge.id, 'active', 'superseded');
      }
      this.core.store.audit.append({
        at: this.core.iso(),
        kind: 'block_override',
        agent: block.agent,
        client: block.client,
        executionId: block.execution_id,
        detail: { blockId, by: 'human', ...(note ? { note } : {}) },
        subject: blockId,
        sign: true,
      });
      for (const running of this.core.store.executions.runningIds()) {
        if (running.agent === block.agent || (block.scope === 'client' && running.client === block.client)) {
          this.core.store.notifications.enqueue(running.id, this.core.notification('status', 'A person lifted the hard block on this agent.', {}));
        }
      }
    });
    this.core.integrity.onLifted(blockId);
    if (block.challenge_id) this.core.liveCodes.delete(block.challenge_id);
    const view = blockView(this.core.store.blocks.byId(blockId)!);
    this.core.emit({ type: 'unblock', block: view });
    return view;
  }

  private reissueCode(blockIdRaw: unknown): IssuedCode {
    const blockId = parseHuman(humanId, blockIdRaw, 'block id');
    const block = this.core.store.blocks.byId(blockId);
    if (!block || block.lifted_at) throw new HumanActionError('That block is no longer standing; nothing to reissue.');
    const after: Array<() => void> = [];
    const challengeId = this.core.store.transaction(() => {
      if (block.challenge_id) {
        const old = this.core.store.challenges.byId(block.challenge_id);
        if (old?.status === 'active') this.core.store.challenges.transition(old.id, 'active', 'superseded');
      }
      const digest = this.core.store.challenges.byId(block.challenge_id ?? '')?.action_digest ?? actionDigest(block.hint);
      const id = this.core.createChallenge(
        { kind: 'danger_zone', agent: block.agent, client: block.client, executionId: block.execution_id, digest, hint: block.hint, blockId: block.id },
        after,
      );
      this.core.store.blocks.setChallenge(block.id, id);
      this.core.store.audit.append({ at: this.core.iso(), kind: 'code_reissued', agent: block.agent, client: block.client, executionId: block.execution_id, detail: { blockId, challengeId: id } });
      return id;
    });
    if (block.challenge_id) this.core.liveCodes.delete(block.challenge_id);
    for (const effect of after) effect();
    const row = this.core.store.challenges.byId(challengeId)!;
    return { challengeId, code: this.core.liveCodes.get(challengeId)!, expiresAt: new Date(row.expires_at_ms).toISOString() };
  }

  private setHalt(halt: boolean, agentRaw: unknown): HaltState {
    const agent = agentRaw === undefined ? undefined : parseHuman(agentName, agentRaw, 'agent name');
    const scope = agent ?? ALL_AGENTS;
    this.core.store.transaction(() => {
      if (halt) this.core.store.brakes.halt(scope, this.core.iso());
      else this.core.store.brakes.resume(scope);
      // Resuming also lifts what Airlock's governor halted (issue 17).
      if (!halt) this.core.governor.resume(agent ?? null, this.core.iso());
      this.core.store.audit.append({ at: this.core.iso(), kind: halt ? 'halt' : 'resume', agent: agent ?? null, detail: { scope, by: 'human' }, subject: scope, sign: true });
    });
    if (halt) this.core.integrity.onHalt(scope);
    else this.core.integrity.onResume(scope);
    const state = this.core.haltState();
    this.core.emit({ type: 'halt', halt: state });
    return state;
  }

  private setMode(modeRaw: unknown): Mode {
    const mode = parseHuman(modeField, modeRaw, 'mode');
    if (mode === this.core.policy.mode) return mode;
    this.core.replacePolicy({ ...this.core.policy, mode }, 'mode_changed');
    return mode;
  }

  private grantSteps(executionIdRaw: unknown, stepsRaw: unknown): ExecutionView {
    const executionId = parseHuman(humanId, executionIdRaw, 'execution id');
    const steps = parseHuman(grantSteps, stepsRaw, 'number of steps');
    const row = this.core.store.executions.byId(executionId);
    if (!row) throw new HumanActionError('That execution no longer exists; refresh the list.');
    if (row.status !== 'running') throw new HumanActionError(`That execution has already ended (${row.status}).`);
    const settled: string[] = [];
    this.core.store.transaction(() => {
      this.core.store.executions.grantSteps(executionId, steps);
      this.core.store.agentLimits.grant(row.agent, steps);
      this.core.store.audit.append({ at: this.core.iso(), kind: 'steps_granted', agent: row.agent, client: row.client, executionId, detail: { steps, by: 'human' }, subject: executionId, sign: true });
      this.core.store.notifications.enqueue(executionId, this.core.notification('status', `A person granted ${steps} more autonomous steps.`, {}));
      // A step-limit pause waiting on this execution is answered by the grant.
      for (const pending of this.core.store.confirmations.pending()) {
        if (pending.execution_id === executionId && pending.kind === 'step_limit') {
          // Settled, and spent at once: granting steps lets the agent report again,
          // it never approves an action the person has not seen.
          this.core.store.confirmations.decide(pending.id, 'approved', this.core.iso(), 'once', `${steps} more steps granted`);
          this.core.store.confirmations.use(pending.id);
          this.core.store.audit.append({
            at: this.core.iso(),
            kind: 'confirmation_settled',
            agent: pending.agent,
            client: pending.client,
            executionId,
            detail: { confirmationId: pending.id, status: 'approved', scope: 'once', by: 'steps_granted' },
            subject: pending.id,
            sign: true,
          });
          settled.push(pending.id);
        }
      }
    });
    for (const id of settled) {
      this.core.wake(id);
      this.core.emit({ type: 'decision', confirmation: confirmationView(this.core.store.confirmations.byId(id)!) });
    }
    const view = this.core.executionViewOf(executionId);
    this.core.emit({ type: 'execution', execution: view });
    return view;
  }

  private serverView(server: string): ServerView {
    const { policy } = this.core;
    const configured = policy.servers[server];
    const seen = this.core.gatewayServers.get(server);
    return {
      server,
      trust: trustOf(policy, server).trust,
      source: configured ? 'policy' : 'default',
      ...(seen ? { lastSeenAt: seen.lastSeenAt } : {}),
      clients: seen ? [...seen.clients].sort() : [],
    };
  }

  private listServers(): ServerView[] {
    const names = new Set([...Object.keys(this.core.policy.servers), ...this.core.gatewayServers.keys()]);
    return [...names].sort((a, b) => a.localeCompare(b)).map((name) => this.serverView(name));
  }

  private setServerTrust(serverRaw: unknown, trustRaw: unknown): ServerView {
    const server = parseHuman(serverField.pipe(serverName), serverRaw, 'server name');
    const trust = parseHuman(trustField, trustRaw, 'trust level');
    const { policy } = this.core;
    const from = trustOf(policy, server).trust;
    if (policy.servers[server]?.trust !== trust) {
      this.core.replacePolicy({ ...policy, servers: { ...policy.servers, [server]: { trust } } }, 'server_trust_changed', { server, from, to: trust });
    }
    return this.serverView(server);
  }

  /** Steps, loop history and budget use of an agent accumulate across executions until the person resets them here. */
  private resetLimits(agentRaw: unknown): { agent: string } {
    const agent = parseHuman(agentName, agentRaw, 'agent name');
    this.core.store.transaction(() => {
      this.core.store.agentLimits.reset(agent, this.core.store.steps.lastId(), this.core.iso());
      // The governor's rolling day of this agent's account starts again too (recorded in the same signed event).
      const governorDay = this.core.governor.resetDay(agent);
      this.core.store.audit.append({ at: this.core.iso(), kind: 'limits_reset', agent, detail: { by: 'human', governorDay }, subject: agent, sign: true });
    });
    return { agent };
  }

  private clearLockout(agentRaw: unknown): { agent: string } {
    const agent = parseHuman(agentName, agentRaw, 'agent name');
    this.core.store.transaction(() => {
      this.core.store.brakes.setLockout(agent, 0, 0);
      this.core.store.brakes.clearFailures(agent);
      this.core.store.audit.append({ at: this.core.iso(), kind: 'lockout_cleared', agent, detail: { by: 'human' }, subject: agent, sign: true });
    });
    this.core.integrity.onLockoutCleared(agent);
    return { agent };
  }

  /**
   * What this action would get as the first step of a new execution of
   * `agent` now: the same core decision and the same directive builder as a
   * real report (halts and standing blocks of that agent included). Ids of a
   * confirmation or challenge the real step would create are absent.
   */
  private previewHint(hintRaw: unknown, agentRaw: unknown): HintPreview {
    const hint = parseHuman(hintField, hintRaw, 'hint');
    const agent = agentRaw === undefined ? undefined : parseHuman(agentName, agentRaw, 'agent name');
    const { policy } = this.core;
    const stepLimit = agent === undefined ? policy.maxAutonomousSteps : stepLimitFor(policy, agent);
    const halts = this.core.haltState();
    const block = agent === undefined ? undefined : this.core.integrity.standingBlocks().find((b) => b.agent === agent);
    const evaluation = evaluateStep({
      ...neutralFacts(policy, hint),
      ...(policy.mode === 'logging' || policy.mode === 'disabled'
        ? {}
        : {
            halted: { all: halts.all, agent: agent !== undefined && halts.agents.includes(agent) },
            block: block ? { id: block.id, challengeId: block.challenge_id, reason: block.reason } : null,
            stepLimit,
          }),
    });
    const directive = directiveFor(evaluation, policy.mode, { hint, stepsLeft: stepLimit, at: this.core.iso(), place: this.core.place });
    return { classification: evaluation.classification, directive, tier: evaluation.tier };
  }
}

/** Why a decision on an already-settled request changes nothing, for the person. */
function tooLate(row: ConfirmationRow, wanted: 'approved' | 'denied', nowMs: number): string {
  const what = `"${clip(row.hint, 80)}"`;
  const verb = wanted === 'approved' ? 'approval' : 'denial';
  const ago = row.decided_at ? ` ${agoText(nowMs - Date.parse(row.decided_at))}` : '';
  switch (row.status) {
    case 'withdrawn':
      return `Too late: the agent stopped waiting${ago} and ${what} was denied, so your ${verb} had no effect. If the agent tries again, a new request appears.`;
    case 'expired':
      return `Too late: nobody answered in time, so ${what} was denied${ago}; your ${verb} had no effect. If the agent tries again, a new request appears.`;
    default:
      return `That request was already ${row.status}${ago}; your ${verb} had no effect.`;
  }
}

function agoText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s ago`;
  const m = Math.round(s / 60);
  return m < 60 ? `${m} min ago` : `${Math.round(m / 60)} h ago`;
}
