// The runtime governor's stateful half (issue 17; seed 004 §1.2's PEP): it
// keeps each governed session's counters, gathers the facts the core's
// procedures decide on (src/main/core/governor), records every event the
// governor produces (its own table, the audit chain, the signed record), and
// carries out halts, timeouts, spawns, delegations and phase changes.
// Agents without a governance profile never reach past `sessionFor`.
import { randomUUID } from 'node:crypto';
import {
  AirlockError,
  classify,
  governor as gov,
  stepLimitFor,
  type EnterPhaseParams,
  type Evaluation,
  type ExecuteAgentParams,
  type RecordStepParams,
} from '../core';
import { clip, inertDeep } from '../../shared/text';
import { ALL_AGENTS, GOVERNOR_TIER, type DegradationAction, type GovernorCause, type Mode, type StructuredAction } from '../../shared/vocabulary';
import type { ExecuteAgentResult } from './api';
import type { GovernorEventRow, GovernorHaltRow, GovernorObserved, GovernorSessionRow } from './governor-port';
import type { LoopState } from './state';
import type { ConfirmationRow, ExecutionRow } from './store-port';
import { confirmationView, executionView } from './views';

const DAY_MINUTES = 24 * 60;
const EMPTY_PROFILE: gov.GovernanceProfile = {};

/** What one governed step needs from the governor: the core's facts and what to record afterwards. */
export interface GovernedStep {
  facts: gov.GovernorFacts;
  halt: { cause: GovernorCause } | null;
  classification: ReturnType<typeof classify>;
  session: GovernorSessionRow;
  root: GovernorSessionRow;
  accountKey: string;
  /** What this step reports the previous one consumed. */
  reported: { tokens: number; cost: number };
  elapsedMs: number;
  nowMs: number;
}

export interface EnterPhaseResult {
  execution_id: string;
  phase: string;
  status: 'entered' | 'pending';
  confirmation_id?: string;
}

/** A refusal decided inside a transaction and thrown after it committed (so the record of it stays). */
class Refusal {
  constructor(readonly error: AirlockError) {}
}

function parseObserved(text: string): GovernorObserved {
  const raw = (text ? JSON.parse(text) : {}) as Partial<GovernorObserved>;
  return { tools: raw.tools ?? [], dataClasses: raw.dataClasses ?? [], costAboveFired: raw.costAboveFired ?? false, boundaries: raw.boundaries ?? {}, passes: raw.passes ?? [] };
}

/** Signed governor events (subject: the agent, or a persona's session) that say which governor halts stand. */
const GOVERNOR_SIGNED = ['governor_halt', 'governor_resumed'] as const;

/** The subject of a persona's own halt and its resume: the persona's session (it does not hold the agent). */
const personaSubject = (executionId: string): string => `persona:${executionId}`;

/** A persona halt the signed record says stands. */
interface PersonaHalt {
  agent: string;
  cause: string;
  at: string;
}

const json = <T>(text: string | null): T | undefined => (text ? (JSON.parse(text) as T) : undefined);

export class GovernorLoop {
  constructor(private readonly state: LoopState) {}

  private get store() {
    return this.state.store;
  }

  // ---- profiles and sessions ---------------------------------------------------

  /** The profile that governs a session: its recorded entry if still in the policy, else the agent's current one. */
  profileOf(session: Pick<GovernorSessionRow, 'profile_key' | 'agent'>): { key: string; profile: gov.GovernanceProfile } | undefined {
    const agents = this.state.policy.agents;
    if (session.profile_key !== null && agents[session.profile_key] && gov.isGoverned(agents[session.profile_key])) {
      return { key: session.profile_key, profile: agents[session.profile_key]! };
    }
    return gov.profileFor(agents, session.agent);
  }

  /** The governed session of an execution; a governed agent's root session is created on first use. */
  sessionFor(execution: ExecutionRow): GovernorSessionRow | undefined {
    const row = this.store.governor.session(execution.id);
    if (row) return row;
    const found = gov.profileFor(this.state.policy.agents, execution.agent);
    if (!found) return undefined;
    this.store.governor.insertSession({
      execution_id: execution.id,
      root_id: execution.id,
      parent_id: null,
      kind: 'root',
      agent: execution.agent,
      profile_key: found.key,
      persona: null,
      peer: null,
      scopes: null,
      budget: null,
      depth: 0,
      phase: null,
      last_step_ms: Date.parse(execution.started_at),
    });
    return this.store.governor.session(execution.id);
  }

  private rootOf(session: GovernorSessionRow): GovernorSessionRow {
    return session.root_id === session.execution_id ? session : (this.store.governor.session(session.root_id) ?? session);
  }

  /** The phase a session's tree is in; a pending entry the person approved is adopted here. */
  private phaseOf(root: GovernorSessionRow, profile: gov.GovernanceProfile): string | undefined {
    if (root.pending_phase && root.pending_phase_confirmation) {
      const row = this.store.confirmations.byId(root.pending_phase_confirmation);
      // A decision counts only with the person's signed event (a row set in the database is undone).
      const decided = row ? this.state.integrity.confirmation(row) : undefined;
      if (decided?.status === 'approved') {
        this.store.governor.setPhase(root.execution_id, root.pending_phase);
        this.store.audit.append({ at: this.state.iso(), kind: 'governor_phase_entered', agent: root.agent, executionId: root.execution_id, detail: { phase: root.pending_phase, from: root.phase, confirmationId: decided.id, by: 'human' } });
        root.phase = root.pending_phase;
        root.pending_phase = null;
        root.pending_phase_confirmation = null;
      } else if (!decided || decided.status === 'denied' || decided.status === 'expired') {
        this.store.governor.setPendingPhase(root.execution_id, null, null);
        root.pending_phase = null;
        root.pending_phase_confirmation = null;
      }
    }
    return gov.phaseOf(profile, root.phase)?.name;
  }

  private haltOf(session: GovernorSessionRow, root: GovernorSessionRow): { cause: GovernorCause } | null {
    if (session.kind === 'persona' && !session.halted_cause) this.restorePersonaHalt(session);
    const cause = session.halted_cause ?? root.halted_cause ?? (root.kind !== 'persona' ? (this.latchOf(root.agent)?.cause ?? null) : null);
    return cause ? { cause: cause as GovernorCause } : null;
  }

  private accountKey(session: Pick<GovernorSessionRow, 'agent'>, key: string | undefined): string {
    return key ?? `agent:${session.agent}`;
  }

  /** The person reset an agent's limits: the rolling day of the account it counts in is cleared too
   *  (a profile's per_day caps are the profile's, so every agent that profile covers starts the day
   *  again). Inside the caller's transaction. Returns the account cleared. */
  resetDay(agent: string): string {
    const key = this.accountKey({ agent }, gov.profileFor(this.state.policy.agents, agent)?.key);
    this.store.governor.clearDay(key);
    this.changed();
    return key;
  }

  // ---- one step ----------------------------------------------------------------

  /** The governor's facts for a step of a governed session, or undefined for an ungoverned one. */
  step(input: { execution: ExecutionRow; params: RecordStepParams; action: StructuredAction | undefined; digest: string; loopKey: string }): GovernedStep | undefined {
    const session = this.sessionFor(input.execution);
    if (!session) return undefined;
    const root = this.rootOf(session);
    const found = this.profileOf(session);
    const profile = found?.profile ?? EMPTY_PROFILE;
    const p = input.params;
    const nowMs = this.state.now();
    const elapsedMs = Math.max(0, nowMs - session.last_step_ms);
    const tokens = p.usage?.tokens ?? 0;
    const cost = p.usage?.cost_usd ?? 0;
    const add = (t: { tokens: number; cost_usd: number; wall_ms: number }): gov.Usage => ({ tokens: t.tokens + tokens, costUsd: t.cost_usd + cost, wallSec: (t.wall_ms + elapsedMs) / 1000 });
    const totals = this.store.governor.totals(root.root_id);
    const accountKey = this.accountKey(session, found?.key);
    const day = this.store.governor.day(accountKey, Math.floor(nowMs / 60_000) - DAY_MINUTES);
    const persona = session.persona ?? undefined;
    const personaShare = persona ? profile.permissions?.sub_agents?.find((s) => s.name === persona)?.budget_share : undefined;
    const observed = parseObserved(root.observed);
    const classification = classify(p.nextActionHint, input.action);
    const spawn = gov.spawnedPersona(input.action);
    const running = spawn !== undefined ? this.store.governor.runningPersonas(root.root_id) : [];
    const loopWindow = profile.runtime?.tool_invocation?.loop_detection?.window;
    const phase = this.phaseOf(root, profile);
    const facts: gov.GovernorFacts = {
      key: found?.key ?? accountKey,
      profile,
      session: {
        kind: session.kind,
        ...(persona ? { persona } : {}),
        ...(personaShare !== undefined ? { personaShare } : {}),
        ...(phase ? { phase } : {}),
        ...(session.kind === 'delegated' && session.budget ? { claimed: json<gov.Budget>(session.budget)! } : {}),
      },
      usage: {
        session: add(totals),
        day: add(day),
        ...(persona ? { persona: add(this.store.governor.personaTotals(root.root_id, persona)) } : {}),
      },
      counts: { iterations: totals.iterations, toolCalls: totals.tool_calls },
      recentSignatures: loopWindow ? this.store.governor.recentSignatures(root.root_id, loopWindow, totals.sessions) : [],
      signature: input.loopKey,
      step: {
        names: gov.toolNames(input.action),
        level: classification.level,
        ...(p.data_classification ? { dataClass: p.data_classification } : {}),
        paths: gov.targetPaths(input.action),
        isToolCall: input.action !== undefined,
        ...(spawn !== undefined ? { spawn } : {}),
      },
      ...(spawn !== undefined ? { running: { children: running.length, ofPersona: running.filter((r) => r.persona === spawn).length } } : {}),
      observed,
      passCauses: observed.passes.filter((x) => x.digest === input.digest).map((x) => x.cause as GovernorCause),
      previousFailed: p.outcome === 'failure',
    };
    return { facts, halt: this.haltOf(session, root), classification, session, root, accountKey, reported: { tokens, cost }, elapsedMs, nowMs };
  }

  /** Records what the governor decided for a step, updates the counters, and carries out a new halt. */
  record(
    governed: GovernedStep,
    evaluation: Evaluation,
    ctx: { stepId: number; agent: string; client: string; mode: Mode; continued: boolean; confirmationId: string | undefined; at: string; digest: string },
  ): void {
    const { session, root, facts } = governed;
    const store = this.store.governor;
    const p = governed.reported;
    store.addUsage(session.execution_id, { tokens: p.tokens, cost: p.cost, wallMs: governed.elapsedMs, iteration: ctx.continued, toolCall: ctx.continued && facts.step.isToolCall, atMs: governed.nowMs });
    store.addDay(governed.accountKey, Math.floor(governed.nowMs / 60_000), { tokens: p.tokens, cost: p.cost, wallMs: governed.elapsedMs });

    const events = evaluation.governor?.events ?? [];
    const observed = parseObserved(root.observed);
    let changed = false;
    if (ctx.continued) {
      // What the session has seen (§7), written only when something is new.
      const tool = facts.step.names[0];
      if (tool !== undefined && !observed.tools.includes(tool)) {
        observed.tools.push(tool);
        changed = true;
      }
      if (facts.step.dataClass && !observed.dataClasses.includes(facts.step.dataClass)) {
        observed.dataClasses.push(facts.step.dataClass);
        changed = true;
      }
      const before = observed.passes.length;
      observed.passes = observed.passes.filter((x) => x.digest !== ctx.digest);
      if (before !== observed.passes.length) changed = true;
    }
    for (const event of events) {
      if (event.detail.session_halted === true) continue;
      observed.boundaries[event.cause] = (observed.boundaries[event.cause] ?? 0) + 1;
      if (event.detail.deviation === 'cost_above_range' && (ctx.continued || event.action !== 'continue')) observed.costAboveFired = true;
      changed = true;
    }
    if (changed) store.setObserved(root.execution_id, JSON.stringify(observed));

    const monitoring = ctx.mode === 'monitoring';
    for (const event of events) {
      this.recordEvent({
        executionId: session.execution_id,
        sessionId: root.root_id,
        stepId: ctx.stepId,
        at: ctx.at,
        cause: event.cause,
        // Monitoring (R1): the governor records what would apply and alters nothing.
        action: monitoring && event.action !== 'continue' ? 'continue' : event.action,
        failClosed: event.failClosed,
        detail: { ...event.detail, summary: event.text, ...(monitoring && event.action !== 'continue' ? { would_have: event.action, mode: 'monitoring' } : {}) },
        confirmationId: event.action === 'pause' && !monitoring ? (ctx.confirmationId ?? null) : null,
        agent: ctx.agent,
        client: ctx.client,
      });
    }
    if (ctx.mode === 'enforcing' && evaluation.verdict.kind === 'governor_halt' && !governed.halt) {
      this.haltSession(session, evaluation.verdict.cause, ctx.at);
    }
    if (events.length > 0) this.changed();
  }

  private recordEvent(e: {
    executionId: string;
    sessionId: string;
    stepId: number | null;
    at: string;
    cause: GovernorCause;
    action: DegradationAction;
    failClosed: boolean;
    detail: Record<string, unknown>;
    confirmationId: string | null;
    agent: string;
    client: string | null;
  }): void {
    this.store.governor.insertEvent({
      execution_id: e.executionId,
      session_id: e.sessionId,
      step_id: e.stepId,
      at: e.at,
      cause: e.cause,
      action: e.action,
      fail_closed: e.failClosed ? 1 : 0,
      detail: JSON.stringify(e.detail),
      confirmation_id: e.confirmationId,
    });
    this.store.audit.append({
      at: e.at,
      kind: 'governor_event',
      agent: e.agent,
      client: e.client,
      executionId: e.executionId,
      detail: {
        cause: e.cause,
        action: e.action,
        ...(e.failClosed ? { fail_closed: true } : {}),
        ...(e.stepId !== null ? { stepId: e.stepId } : {}),
        ...(e.confirmationId ? { confirmationId: e.confirmationId } : {}),
        ...(typeof e.detail.summary === 'string' ? { summary: clip(e.detail.summary, 300) } : {}),
      },
    });
  }

  /** Halts a session (§6 halt): a persona alone, or a whole session with its personas; a top-level session's agent stays halted until the person resumes it. */
  private haltSession(session: GovernorSessionRow, cause: string, at: string): void {
    const store = this.store.governor;
    if (session.kind === 'persona') {
      store.halt(session.execution_id, cause, at);
    } else {
      for (const s of store.tree(session.root_id)) store.halt(s.execution_id, cause, at);
      store.latch({ agent: session.agent, session_id: session.root_id, cause, at });
    }
    const holdsAgent = session.kind !== 'persona';
    if (holdsAgent) this.knownLatches().set(session.agent, { agent: session.agent, session_id: session.root_id, cause, at });
    else this.knownPersonaHalts().set(session.execution_id, { agent: session.agent, cause, at });
    // Every governor halt is signed (subject: the agent, or the persona's session), so a row changed in the database does not lift it.
    this.store.audit.append({
      at,
      kind: 'governor_halt',
      agent: session.agent,
      executionId: session.execution_id,
      detail: { cause, session: session.root_id, scope: holdsAgent ? 'session' : 'persona' },
      subject: holdsAgent ? session.agent : personaSubject(session.execution_id),
      sign: true,
    });
  }

  /** Persona halts in force, by the persona's execution id, as the signed record says (loaded once). */
  private personaHalts: Map<string, PersonaHalt> | undefined;

  private knownPersonaHalts(): Map<string, PersonaHalt> {
    if (this.personaHalts) return this.personaHalts;
    const halts = new Map<string, PersonaHalt>();
    for (const event of this.store.audit.signedOfKinds(GOVERNOR_SIGNED)) {
      const detail = JSON.parse(event.detail) as { cause?: string; scope?: string };
      if (detail.scope !== 'persona' || !event.execution_id || event.subject !== personaSubject(event.execution_id)) continue;
      if (event.kind === 'governor_resumed') halts.delete(event.execution_id);
      else halts.set(event.execution_id, { agent: event.agent ?? '', cause: detail.cause ?? 'halt', at: event.at });
    }
    this.personaHalts = halts;
    return halts;
  }

  /** A persona halt cleared in the database without the person's resume is put back and raised. */
  private restorePersonaHalt(session: GovernorSessionRow): void {
    const lost = this.knownPersonaHalts().get(session.execution_id);
    if (!lost) return;
    this.store.transaction(() => this.store.governor.halt(session.execution_id, lost.cause, lost.at));
    session.halted_cause = lost.cause;
    session.halted_at = lost.at;
    this.state.integrity.raise(
      'forged_resume',
      `The governor halt of persona "${session.persona ?? '?'}" of "${session.agent}" (${lost.cause}) was removed from the database without your resume; Airlock put it back.`,
      session.execution_id,
    );
  }

  /** The governor halts in force, per agent: the table's, and those its signed events say stand (loaded once). */
  private latches: Map<string, GovernorHaltRow> | undefined;

  private knownLatches(): Map<string, GovernorHaltRow> {
    if (this.latches) return this.latches;
    const latches = new Map<string, GovernorHaltRow>();
    for (const event of this.store.audit.signedOfKinds(GOVERNOR_SIGNED)) {
      const agent = event.subject ?? '';
      if (!agent) continue;
      // A persona's own halt does not hold the agent (knownPersonaHalts reads those).
      if ((JSON.parse(event.detail) as { scope?: string }).scope === 'persona') continue;
      if (event.kind === 'governor_resumed') {
        if (agent === ALL_AGENTS) latches.clear();
        else latches.delete(agent);
      } else {
        const detail = JSON.parse(event.detail) as { cause?: string; session?: string };
        latches.set(agent, { agent, session_id: detail.session ?? event.execution_id ?? '', cause: detail.cause ?? 'halt', at: event.at });
      }
    }
    for (const row of this.store.governor.latches()) latches.set(row.agent, row);
    this.latches = latches;
    return latches;
  }

  /** The governor halt holding an agent; one removed from the database without the person's resume is put back and raised. */
  private latchOf(agent: string): GovernorHaltRow | undefined {
    const fromTable = this.store.governor.latched(agent);
    const known = this.knownLatches();
    if (fromTable) {
      known.set(agent, fromTable);
      return fromTable;
    }
    const lost = known.get(agent);
    if (!lost) return undefined;
    this.store.transaction(() => this.store.governor.latch(lost));
    this.state.integrity.raise('forged_resume', `The governor halt of "${agent}" (${lost.cause}) was removed from the database without your resume; Airlock put it back.`, agent);
    return lost;
  }

  // ---- execute_agent: roots, personas, delegations ----------------------------

  /** Refuses a new top-level session of an agent a governor halt holds. */
  refuseIfHalted(agent: string): void {
    const latched = this.latchOf(agent);
    if (!latched) return;
    throw new AirlockError('GOVERNOR_DENIED', `Airlock's governor halted this agent (${latched.cause}); only the person at Airlock can resume it. Stop and tell them.`, {
      cause: latched.cause,
      action: 'halt',
      session: latched.session_id,
    });
  }

  /** A governed root started by execute_agent: its session, in the phase it asked for (inside the caller's transaction). */
  startRoot(execution: ExecutionRow, phase: string | undefined, after: Array<() => void>): { phase?: string; phase_status?: 'entered' | 'pending'; confirmation_id?: string } {
    const session = this.sessionFor(execution);
    if (phase === undefined) return {};
    if (!session) {
      throw new AirlockError('VALIDATION_INVALID_TYPE', 'Parameter "phase" is invalid (this agent has no governance profile with phases); omit it.', { param: 'phase' });
    }
    const entered = this.enter(session, execution, phase, after);
    return { phase: entered.phase, phase_status: entered.status, ...(entered.confirmation_id ? { confirmation_id: entered.confirmation_id } : {}) };
  }

  /** execute_agent with `persona` or `delegate`: admission (§4.1 / §4.2), then the new execution. */
  spawn(client: string, p: ExecuteAgentParams): ExecuteAgentResult {
    const { state } = this;
    const agent = p.element_name;
    const parent = state.resolveExecution(agent, client, p.parent_execution_id);
    if (!parent) {
      throw new AirlockError('VALIDATION_MISSING_PARAM', 'Missing required parameter "parent_execution_id" (you have no running execution to spawn or delegate from); add it and call again.', { param: 'parent_execution_id' });
    }
    const after: Array<() => void> = [];
    const outcome = state.store.transaction((): ExecuteAgentResult | Refusal => (p.persona !== undefined ? this.spawnPersona(client, parent, p, p.persona, after) : this.delegate(client, parent, p, after)));
    for (const effect of after) effect();
    if (outcome instanceof Refusal) throw outcome.error;
    return outcome;
  }

  private spawnPersona(client: string, parent: ExecutionRow, p: ExecuteAgentParams, persona: string, after: Array<() => void>): ExecuteAgentResult | Refusal {
    const parentSession = this.sessionFor(parent);
    const cause: GovernorCause = 'on_sub_agent_denied';
    if (!parentSession) return this.ungoverned(cause, `agent "${parent.agent}" has no governance profile, so it declares no personas`);
    const root = this.rootOf(parentSession);
    const halted = this.haltOf(parentSession, root);
    if (halted) return this.haltedRefusal(halted.cause);
    const profile = this.profileOf(parentSession)?.profile ?? EMPTY_PROFILE;
    const running = this.store.governor.runningPersonas(root.root_id);
    const admission = gov.admitPersona(profile, { persona, runningChildren: running.length, runningOfPersona: running.filter((r) => r.persona === persona).length });
    const hint = `spawn sub-agent persona "${persona}"`;
    const start = (detail: Record<string, unknown>, summary: string): ExecuteAgentResult => {
      const execution = this.state.startExecution({ agent: parent.agent, client, implicit: false, stepLimit: stepLimitFor(this.state.policy, parent.agent), ...(p.goal !== undefined ? { goal: p.goal } : {}), ...(p.parameters !== undefined ? { parameters: p.parameters } : {}) });
      this.store.governor.insertSession({
        execution_id: execution.id,
        root_id: root.root_id,
        parent_id: parent.id,
        kind: 'persona',
        agent: parent.agent,
        profile_key: parentSession.profile_key,
        persona,
        peer: null,
        scopes: null,
        budget: null,
        depth: root.depth,
        phase: null,
        last_step_ms: this.state.now(),
      });
      this.recordEvent({ executionId: parent.id, sessionId: root.root_id, stepId: null, at: this.state.iso(), cause: 'on_sub_agent_admitted', action: 'continue', failClosed: false, detail: { ...detail, persona, execution: execution.id, via: 'execute_agent', summary }, confirmationId: null, agent: parent.agent, client });
      after.push(() => this.state.emit({ type: 'execution', execution: executionView(execution, false) }));
      this.changed(after);
      return { execution_id: execution.id, status: 'running', stepsRemaining: execution.step_limit, session: { root_execution_id: root.root_id, persona } };
    };
    if (admission.admitted) return start(admission.detail, `Sub-agent persona "${persona}" admitted (${String(admission.detail.rule)}).`);
    return this.denied({
      cause,
      parent,
      parentSession,
      root,
      profile,
      client,
      hint,
      digest: `governor:spawn:${persona}`,
      reasons: admission.reasons,
      detail: { ...admission.detail, persona, via: 'execute_agent' },
      admit: (detail, summary) => start(detail, summary),
      after,
    });
  }

  private delegate(client: string, parent: ExecutionRow, p: ExecuteAgentParams, after: Array<() => void>): ExecuteAgentResult | Refusal {
    const request = p.delegate!;
    const cause: GovernorCause = 'on_delegation_denied';
    const parentSession = this.sessionFor(parent);
    if (!parentSession) return this.ungoverned(cause, `agent "${parent.agent}" has no governance profile, so it declares no delegation`);
    // A persona acts under its parent's identity: the parent's session delegates.
    const delegatorSession = parentSession.kind === 'persona' ? this.rootOf(parentSession) : parentSession;
    const halted = this.haltOf(parentSession, delegatorSession);
    if (halted) return this.haltedRefusal(halted.cause);
    const profile = this.profileOf(delegatorSession)?.profile;
    const delegated = delegatorSession.kind === 'delegated';
    const ancestorMaxDepths: number[] = [];
    for (let s = delegated ? this.store.governor.session(delegatorSession.parent_id ?? '') : undefined; s; s = s.kind === 'delegated' || s.kind === 'persona' ? this.store.governor.session(s.kind === 'persona' ? s.root_id : (s.parent_id ?? '')) : undefined) {
      const depth = this.profileOf(s)?.profile.permissions?.delegation?.max_depth;
      if (depth !== undefined) ancestorMaxDepths.push(depth);
      if (s.kind === 'root') break;
    }
    const admission = gov.admitDelegation(
      {
        profile,
        scopes: delegated ? (json<string[]>(delegatorSession.scopes) ?? []) : profile?.security?.scopes,
        budget: delegated ? json<gov.Budget>(delegatorSession.budget) : profile?.permissions?.resource_limits?.budget,
      },
      { peer: request.peer, scopes: request.scopes ?? [], budget: request.budget, depth: delegatorSession.depth + 1, ancestorMaxDepths },
    );
    const start = (detail: Record<string, unknown>, summary: string): ExecuteAgentResult => {
      const peerProfile = gov.profileFor(this.state.policy.agents, request.peer);
      const execution = this.state.startExecution({ agent: request.peer, client, implicit: false, stepLimit: stepLimitFor(this.state.policy, request.peer), ...(p.goal !== undefined ? { goal: p.goal } : {}), ...(p.parameters !== undefined ? { parameters: p.parameters } : {}) });
      this.store.governor.insertSession({
        execution_id: execution.id,
        root_id: execution.id,
        parent_id: parent.id,
        kind: 'delegated',
        agent: request.peer,
        profile_key: peerProfile?.key ?? null,
        persona: null,
        peer: request.peer,
        scopes: JSON.stringify(request.scopes ?? []),
        budget: request.budget ? JSON.stringify(request.budget) : null,
        depth: delegatorSession.depth + 1,
        phase: null,
        last_step_ms: this.state.now(),
      });
      this.recordEvent({ executionId: parent.id, sessionId: delegatorSession.root_id, stepId: null, at: this.state.iso(), cause: 'on_delegation_admitted', action: 'continue', failClosed: false, detail: { ...detail, execution: execution.id, summary }, confirmationId: null, agent: parent.agent, client });
      after.push(() => this.state.emit({ type: 'execution', execution: executionView(execution, false) }));
      this.changed(after);
      return { execution_id: execution.id, status: 'running', stepsRemaining: execution.step_limit, session: { root_execution_id: execution.id, peer: request.peer, depth: delegatorSession.depth + 1 } };
    };
    if (admission.admitted) return start(admission.detail, `Delegation to "${request.peer}" admitted (${String(admission.detail.rule)}).`);
    return this.denied({
      cause,
      parent,
      parentSession: delegatorSession,
      root: delegatorSession,
      profile: profile ?? EMPTY_PROFILE,
      client,
      hint: `delegate to peer "${request.peer}"`,
      digest: `governor:delegate:${request.peer}:${JSON.stringify(request.scopes ?? [])}:${JSON.stringify(request.budget ?? {})}`,
      reasons: admission.reasons,
      detail: admission.detail,
      admit: (detail, summary) => start(detail, summary),
      after,
    });
  }

  /** A denied spawn or delegation: §6 resolution, recorded, carried out. */
  private denied(d: {
    cause: 'on_sub_agent_denied' | 'on_delegation_denied';
    parent: ExecutionRow;
    parentSession: GovernorSessionRow;
    root: GovernorSessionRow;
    profile: gov.GovernanceProfile;
    client: string;
    hint: string;
    digest: string;
    reasons: string[];
    detail: Record<string, unknown>;
    admit: (detail: Record<string, unknown>, summary: string) => ExecuteAgentResult;
    after: Array<() => void>;
  }): ExecuteAgentResult | Refusal {
    const what = d.cause === 'on_sub_agent_denied' ? 'Sub-agent spawn' : 'Delegation';
    const at = this.state.iso();
    const base = { executionId: d.parent.id, sessionId: d.root.root_id, stepId: null, at, agent: d.parent.agent, client: d.client };
    // The person already approved this very spawn after a pause: it goes ahead.
    // Governor pauses are answered per execution, never for a whole client session (session: null).
    const found = this.store.confirmations.pass(d.parent.id, d.digest, d.client, null);
    const pass = found && this.state.integrity.confirmation(found).status === 'approved' ? found : undefined;
    if (pass) {
      this.store.confirmations.use(pass.id);
      this.store.audit.append({ at, kind: 'approval_used', agent: d.parent.agent, client: d.client, executionId: d.parent.id, detail: { via: 'confirmation', id: pass.id } });
      return d.admit({ ...d.detail, approved_by: 'human', confirmation_id: pass.id }, `${what} approved by a person after a pause (${d.reasons.join('; ')}).`);
    }
    const resolution = gov.resolveDegradation(d.profile, d.cause);
    const summary = `${what} denied: ${d.reasons.join('; ')}.`;
    const monitoring = this.state.policy.mode !== 'enforcing';
    const detail = {
      ...d.detail,
      reasons: d.reasons,
      summary,
      ...(resolution.failClosed ? { fail_closed: true, response: 'none declared: halt (fail-closed)' } : { response: resolution.declaredAt }),
      ...(resolution.action === 'continue' ? { overrode: d.cause } : {}),
      ...(monitoring && resolution.action !== 'continue' ? { would_have: resolution.action, mode: this.state.policy.mode } : {}),
    };
    if (monitoring || resolution.action === 'continue') {
      this.recordEvent({ ...base, cause: d.cause, action: 'continue', failClosed: resolution.failClosed, detail, confirmationId: null });
      return d.admit({ ...d.detail, overrode: d.cause }, `${what} admitted despite the denial (${monitoring ? `${this.state.policy.mode} mode` : 'declared response: continue'}).`);
    }
    let confirmationId: string | null = null;
    if (resolution.action === 'pause') {
      confirmationId = this.raiseConfirmation({ execution: d.parent, client: d.client, digest: d.digest, hint: d.hint, factors: [summary], responseTimeMs: gov.responseTimeMs(d.profile), after: d.after });
    }
    this.recordEvent({ ...base, cause: d.cause, action: resolution.action, failClosed: resolution.failClosed, detail, confirmationId });
    if (resolution.action === 'halt') this.haltSession(d.parentSession, d.cause, at);
    this.changed(d.after);
    const next =
      resolution.action === 'halt'
        ? "Airlock's governor halted this session; only the person at Airlock can resume it."
        : resolution.action === 'pause'
          ? 'A person must approve it: call confirm_operation with the confirmationId, then call execute_agent again.'
          : 'The profile\'s fallback is in details.value.';
    return new Refusal(
      new AirlockError('GOVERNOR_DENIED', `${summary} ${next}`, {
        cause: d.cause,
        action: resolution.action,
        ...(resolution.failClosed ? { fail_closed: true } : {}),
        reasons: d.reasons,
        ...(resolution.action === 'fallback' ? { value: resolution.value } : {}),
        ...(confirmationId ? { confirmationId } : {}),
      }),
    );
  }

  private ungoverned(cause: GovernorCause, why: string): Refusal {
    return new Refusal(new AirlockError('GOVERNOR_DENIED', `Not started: ${why}. Ask the person at Airlock to add a governance profile for this agent.`, { cause, action: 'halt', fail_closed: true, reasons: [why], profile: null }));
  }

  private haltedRefusal(cause: string): Refusal {
    return new Refusal(new AirlockError('GOVERNOR_DENIED', `Airlock's governor halted this session (${cause}); nothing was started. Only the person at Airlock can resume it.`, { cause, action: 'halt' }));
  }

  // ---- phases (seed 002 R6) ----------------------------------------------------

  enterPhase(client: string, p: EnterPhaseParams): EnterPhaseResult {
    const execution = this.state.resolveExecution(p.element_name, client, p.execution_id);
    if (!execution) throw new AirlockError('NOT_FOUND_RESOURCE', 'This agent has no running execution; start one with execute_agent (it can name the phase).');
    const after: Array<() => void> = [];
    const result = this.state.store.transaction(() => {
      const session = this.sessionFor(execution);
      if (!session) throw new AirlockError('VALIDATION_INVALID_TYPE', 'Parameter "phase" is invalid (this agent has no governance profile with phases).', { param: 'phase' });
      return this.enter(session, execution, p.phase, after);
    });
    for (const effect of after) effect();
    return result;
  }

  private enter(session: GovernorSessionRow, execution: ExecutionRow, phase: string, after: Array<() => void>): EnterPhaseResult {
    const root = this.rootOf(session);
    const profile = this.profileOf(root)?.profile ?? EMPTY_PROFILE;
    const phases = profile.phases ?? [];
    const target = phases.find((x) => x.name === phase);
    if (!target) {
      throw new AirlockError('VALIDATION_INVALID_TYPE', `Parameter "phase" is invalid (${phases.length === 0 ? 'this agent\'s profile declares no phases' : `declared phases: ${phases.map((x) => `"${x.name}"`).join(', ')}`}); fix it and call again.`, { param: 'phase' });
    }
    const current = this.phaseOf(root, profile);
    if (current === phase) return { execution_id: execution.id, phase, status: 'entered' };
    const digest = `governor:phase:${phase}`;
    if (target.confirm_entry) {
      const found = this.store.confirmations.pass(root.root_id, digest, execution.client, null);
      const pass = found && this.state.integrity.confirmation(found).status === 'approved' ? found : undefined;
      if (!pass) {
        if (root.pending_phase === phase && root.pending_phase_confirmation) {
          return { execution_id: execution.id, phase: current ?? phase, status: 'pending', confirmation_id: root.pending_phase_confirmation };
        }
        const id = this.raiseConfirmation({
          execution: this.store.executions.byId(root.root_id) ?? execution,
          client: execution.client,
          digest,
          hint: `enter phase "${phase}"${current ? ` (from "${current}")` : ''}`,
          factors: [`The agent asks to move to phase "${phase}"; its profile says a person confirms this phase.`, `Phase "${phase}" grants ${target.tools ? `tools ${target.tools.join(', ')}` : 'any tool'}${target.action_classes ? ` for ${target.action_classes.join(', ')} actions` : ''}.`],
          kind: 'phase',
          responseTimeMs: undefined,
          after,
        });
        this.store.governor.setPendingPhase(root.root_id, phase, id);
        this.store.audit.append({ at: this.state.iso(), kind: 'governor_phase_requested', agent: root.agent, executionId: root.root_id, detail: { phase, from: current ?? null, confirmationId: id } });
        this.changed(after);
        return { execution_id: execution.id, phase: current ?? phase, status: 'pending', confirmation_id: id };
      }
      this.store.confirmations.use(pass.id);
    }
    this.store.governor.setPhase(root.root_id, phase);
    this.store.audit.append({ at: this.state.iso(), kind: 'governor_phase_entered', agent: root.agent, executionId: root.root_id, detail: { phase, from: current ?? null, by: target.confirm_entry ? 'human' : 'agent' } });
    this.changed(after);
    return { execution_id: execution.id, phase, status: 'entered' };
  }

  // ---- confirmations the governor raised ---------------------------------------

  private raiseConfirmation(c: { execution: ExecutionRow; client: string; digest: string; hint: string; factors: string[]; responseTimeMs: number | undefined; kind?: 'governor' | 'phase'; after: Array<() => void> }): string {
    const existing = this.store.confirmations.pendingFor(c.execution.id, c.digest);
    if (existing) return existing.id;
    const id = randomUUID();
    const now = this.state.now();
    this.store.confirmations.insert({
      id,
      execution_id: c.execution.id,
      step_id: 0,
      agent: c.execution.agent,
      client: c.client,
      action_digest: c.digest,
      hint: c.hint,
      kind: c.kind ?? 'governor',
      tier: 'confirm',
      risk_score: 0,
      factors: JSON.stringify(c.factors),
      created_at: this.state.iso(),
      expires_at_ms: now + (c.responseTimeMs ?? this.state.policy.oversightTimeoutSeconds * 1000),
      session: null,
    });
    this.store.audit.append({ at: this.state.iso(), kind: 'confirmation_requested', agent: c.execution.agent, client: c.client, executionId: c.execution.id, detail: { confirmationId: id, kind: c.kind ?? 'governor', riskScore: 0 } });
    c.after.push(() => {
      this.state.emit({ type: 'confirmation', confirmation: confirmationView(this.store.confirmations.byId(id)!) });
      this.state.ports.notifier.notify({ title: `${c.execution.agent} needs your approval`, body: clip(c.hint, 200), ref: { kind: 'confirmation', id } });
    });
    return id;
  }

  /**
   * A governor pause nobody answered in time (§5 step 3): resolves
   * on_oversight_timeout — halt by default. Inside tick's transaction;
   * returns true when it told the agent itself.
   */
  onConfirmationExpired(row: ConfirmationRow, after: Array<() => void>): boolean {
    if (row.kind === 'phase') {
      const root = this.store.governor.session(row.execution_id);
      if (root?.pending_phase_confirmation === row.id) this.store.governor.setPendingPhase(root.execution_id, null, null);
      return false;
    }
    if (row.kind !== 'governor') return false;
    const paused = this.store.governor.eventByConfirmation(row.id);
    if (!paused) return false;
    const session = this.store.governor.session(paused.execution_id);
    if (!session) return false;
    const root = this.rootOf(session);
    const profile = this.profileOf(session)?.profile ?? EMPTY_PROFILE;
    const pausedDetail = json<Record<string, unknown>>(paused.detail) ?? {};
    const escalated = pausedDetail.escalated === true;
    const resolution: gov.Resolution = escalated ? { cause: 'on_oversight_timeout', action: 'halt', failClosed: true } : gov.resolveDegradation(profile, 'on_oversight_timeout');
    const at = this.state.iso();
    const waitedMs = Math.max(0, this.state.now() - Date.parse(row.created_at));
    const summary = `No one reviewed "${clip(row.hint, 120)}" within ${Math.round(waitedMs / 1000)} s (${paused.cause}). ${
      resolution.failClosed ? (escalated ? 'It was already escalated once, so the governor halts (fail-closed).' : 'No response is declared, so the governor halts this session (fail-closed).') : `Declared response: ${resolution.action}.`
    }`;
    const base = { executionId: session.execution_id, sessionId: root.root_id, stepId: paused.step_id, at, agent: row.agent, client: row.client };
    let confirmationId: string | null = null;
    if (resolution.action === 'pause') {
      const execution = this.store.executions.byId(row.execution_id);
      if (execution) {
        confirmationId = this.raiseConfirmation({ execution, client: row.client, digest: row.action_digest, hint: row.hint, factors: [...(JSON.parse(row.factors) as string[]), 'Escalated: the first review timed out.'], responseTimeMs: undefined, after });
      }
    }
    this.recordEvent({
      ...base,
      cause: 'on_oversight_timeout',
      action: resolution.action,
      failClosed: resolution.failClosed,
      detail: {
        confirmation_id: row.id,
        paused_cause: paused.cause,
        waited_ms: waitedMs,
        summary,
        ...(resolution.failClosed ? { fail_closed: true } : { response: resolution.declaredAt }),
        ...(resolution.action === 'continue' ? { overrode: 'on_oversight_timeout' } : {}),
        ...(resolution.action === 'fallback' ? { value: resolution.value } : {}),
        ...(persona(session)),
      },
      confirmationId: null,
    });
    if (confirmationId) {
      this.recordEvent({ ...base, cause: paused.cause as GovernorCause, action: 'pause', failClosed: false, detail: { ...pausedDetail, escalated: true, summary: `Escalated again: ${String(pausedDetail.summary ?? paused.cause)}` }, confirmationId });
    }
    switch (resolution.action) {
      case 'halt':
        this.haltSession(session, 'on_oversight_timeout', at);
        this.store.notifications.enqueue(row.execution_id, this.state.notification('autonomy_pause', `No one reviewed "${clip(row.hint)}" in time: Airlock's governor halted this session (on_oversight_timeout). Stop.`, { confirmationId: row.id, reason: 'on_oversight_timeout' }));
        break;
      case 'pause':
        this.store.notifications.enqueue(row.execution_id, this.state.notification('autonomy_pause', `No one reviewed "${clip(row.hint)}" in time; it is escalated again — keep waiting.`, { confirmationId: confirmationId ?? row.id, reason: 'on_oversight_timeout' }));
        break;
      case 'fallback':
        this.store.notifications.enqueue(row.execution_id, this.state.notification('status', `No one reviewed "${clip(row.hint)}" in time: do not take it; the profile's fallback is ${clip(JSON.stringify(resolution.value), 300)}.`, { confirmationId: row.id, reason: 'on_oversight_timeout' }));
        break;
      case 'continue': {
        const observed = parseObserved(root.observed);
        observed.passes.push({ digest: row.action_digest, cause: paused.cause });
        this.store.governor.setObserved(root.execution_id, JSON.stringify(observed));
        this.store.notifications.enqueue(row.execution_id, this.state.notification('status', `No one reviewed "${clip(row.hint)}" in time; the profile's declared response is continue, so you may report it again and go ahead.`, { confirmationId: row.id, reason: 'on_oversight_timeout' }));
        break;
      }
    }
    this.changed(after);
    return true;
  }

  /** What an expired governor confirmation resolved to, for confirm_operation. */
  timeoutOf(confirmationId: string): { cause: 'on_oversight_timeout'; action: DegradationAction; fail_closed?: boolean; value?: unknown; confirmation_id?: string } | undefined {
    const executionId = this.store.confirmations.byId(confirmationId)?.execution_id;
    if (!executionId) return undefined;
    const rows = this.store.governor.eventsOf([executionId]);
    const event = rows.find((r) => r.cause === 'on_oversight_timeout' && json<Record<string, unknown>>(r.detail)?.confirmation_id === confirmationId);
    if (!event) return undefined;
    const detail = json<Record<string, unknown>>(event.detail) ?? {};
    // A pause on timeout escalated to a new card: the agent waits on that one.
    const escalatedTo = event.action === 'pause' ? rows.find((r) => r.id > event.id && r.confirmation_id !== null && json<Record<string, unknown>>(r.detail)?.escalated === true)?.confirmation_id : undefined;
    return {
      cause: 'on_oversight_timeout',
      action: event.action as DegradationAction,
      ...(event.fail_closed === 1 ? { fail_closed: true } : {}),
      ...(detail.value !== undefined ? { value: detail.value } : {}),
      ...(escalatedTo ? { confirmation_id: escalatedTo } : {}),
    };
  }

  // ---- the end of a session, and the person's resume --------------------------

  /** §7 at a session's end: a cost below the baseline's range. Inside the caller's transaction. */
  onSessionEnd(execution: ExecutionRow): void {
    const session = this.store.governor.session(execution.id);
    if (!session || session.kind === 'persona' || this.state.policy.mode === 'logging' || this.state.policy.mode === 'disabled') return;
    const profile = this.profileOf(session)?.profile;
    if (!profile) return;
    const cost = this.store.governor.totals(session.root_id).cost_usd;
    const deviation = gov.endOfSessionDeviation(profile, cost);
    if (!deviation) return;
    const resolution = gov.resolveDegradation(profile, 'on_anomaly');
    const monitoring = this.state.policy.mode !== 'enforcing';
    const at = this.state.iso();
    this.recordEvent({
      executionId: execution.id,
      sessionId: session.root_id,
      stepId: null,
      at,
      cause: 'on_anomaly',
      action: monitoring ? 'continue' : resolution.action,
      failClosed: resolution.failClosed,
      detail: { boundary: 'anomaly_baseline', deviation: deviation.kind, ...deviation.detail, at_session_end: true, summary: `Anomaly: ${deviation.text}`, ...(resolution.failClosed ? { fail_closed: true } : {}), ...(monitoring ? { would_have: resolution.action } : {}) },
      confirmationId: null,
      agent: execution.agent,
      client: execution.client,
    });
    // The session is over: a halt holds the agent's next session for the person.
    if (!monitoring && resolution.action === 'halt') this.haltSession(session, 'on_anomaly', at);
    this.changed();
  }

  /** The person's resume (of one agent, or every agent): lifts governor halts. Inside the caller's transaction. */
  resume(agent: string | null, at: string): number {
    const sessions = this.store.governor.haltedOf(agent);
    this.store.governor.unhalt(sessions.map((s) => s.execution_id));
    const known = this.knownLatches();
    const lifted = new Map(this.store.governor.unlatch(agent).map((row) => [row.agent, row]));
    // What the table lost without a resume is lifted by this one too (the person's decision covers it).
    for (const row of known.values()) if (agent === null || row.agent === agent) lifted.set(row.agent, lifted.get(row.agent) ?? row);
    const latches = [...lifted.values()];
    for (const latch of latches) {
      known.delete(latch.agent);
      // The person's resume is a signed decision like every other (subject: the agent).
      this.store.audit.append({ at, kind: 'governor_resumed', agent: latch.agent, executionId: latch.session_id, detail: { cause: latch.cause, by: 'human' }, subject: latch.agent, sign: true });
    }
    // Persona halts: the table's, and those it lost without a resume (this resume covers them too).
    const personas = this.knownPersonaHalts();
    const resumedPersonas = new Map<string, PersonaHalt>();
    for (const s of sessions) if (s.kind === 'persona') resumedPersonas.set(s.execution_id, { agent: s.agent, cause: s.halted_cause ?? 'halt', at: s.halted_at ?? at });
    for (const [id, halt] of personas) if (agent === null || halt.agent === agent) resumedPersonas.set(id, resumedPersonas.get(id) ?? halt);
    for (const [id, halt] of resumedPersonas) {
      personas.delete(id);
      this.store.audit.append({ at, kind: 'governor_resumed', agent: halt.agent, executionId: id, detail: { cause: halt.cause, by: 'human', scope: 'persona' }, subject: personaSubject(id), sign: true });
    }
    if (sessions.length > 0 || latches.length > 0 || resumedPersonas.size > 0) this.changed();
    return sessions.length + latches.length;
  }

  // ---- the window --------------------------------------------------------------

  private changedPending = false;

  /** Tells the window the governor's state changed (once per tick of the event loop). */
  private changed(after?: Array<() => void>): void {
    const emit = () => {
      if (this.changedPending) return;
      this.changedPending = true;
      queueMicrotask(() => {
        this.changedPending = false;
        this.state.emit({ type: 'governor' });
      });
    };
    if (after) after.push(emit);
    else emit();
  }

  view(): GovernorView {
    const policy = this.state.policy;
    const nowMs = this.state.now();
    const since = Math.floor(nowMs / 60_000) - DAY_MINUTES;
    const profiles = Object.entries(policy.agents)
      .filter(([, entry]) => gov.isGoverned(entry))
      .map(([key, profile]) => {
        const day = this.store.governor.day(key, since);
        return { key, profile, day: { tokens: day.tokens, costUsd: day.cost_usd, wallSec: day.wall_ms / 1000 } };
      });
    const sessions = this.store.governor.running().map((s): GovernedSessionView => {
      const found = this.profileOf(s);
      const root = this.rootOf(s);
      const totals = this.store.governor.totals(s.root_id);
      const observed = parseObserved(root.observed);
      const last = this.store.governor.eventsOf([s.execution_id]).filter((e) => e.cause !== 'on_sub_agent_admitted' && e.cause !== 'on_delegation_admitted').pop();
      return {
        executionId: s.execution_id,
        rootId: s.root_id,
        agent: s.agent,
        kind: s.kind,
        profileKey: found?.key ?? null,
        ...(s.persona ? { persona: s.persona } : {}),
        ...(s.peer ? { peer: s.peer, depth: s.depth } : {}),
        phase: found ? (gov.phaseOf(found.profile, root.phase)?.name ?? null) : null,
        pendingPhase: root.pending_phase,
        halted: s.halted_cause ? { cause: s.halted_cause, at: s.halted_at ?? '' } : null,
        usage: { tokens: totals.tokens, costUsd: totals.cost_usd, wallSec: totals.wall_ms / 1000 },
        counts: { iterations: totals.iterations, toolCalls: totals.tool_calls },
        ...(s.budget ? { claimed: json<gov.Budget>(s.budget)! } : {}),
        boundaries: observed.boundaries,
        ...(last ? { lastEvent: eventView(last) } : {}),
      };
    });
    // Sessions, halts and events carry agent text (names, personas, peers, tools and paths in summaries): inert for every screen.
    return {
      tier: policy.mode === 'enforcing' ? GOVERNOR_TIER : 'R1',
      costModel: gov.COST_MODEL,
      profiles,
      sessions: inertDeep(sessions),
      halts: inertDeep(this.store.governor.latches().map((h) => ({ agent: h.agent, sessionId: h.session_id, cause: h.cause, at: h.at }))),
      events: inertDeep(this.store.governor.recentEvents(50).map(eventView)),
    };
  }
}

function persona(session: GovernorSessionRow): Record<string, unknown> {
  return session.persona ? { persona: session.persona } : {};
}

function eventView(row: GovernorEventRow): GovernorEventView {
  const detail = json<Record<string, unknown>>(row.detail) ?? {};
  return {
    id: row.id,
    executionId: row.execution_id,
    at: row.at,
    cause: row.cause,
    action: row.action,
    failClosed: row.fail_closed === 1,
    summary: typeof detail.summary === 'string' ? detail.summary : row.cause,
    ...(typeof detail.persona === 'string' ? { persona: detail.persona } : {}),
  };
}

// ---- views (the window and the consoles) -----------------------------------------

export interface GovernorEventView {
  id: number;
  executionId: string;
  at: string;
  cause: string;
  action: string;
  failClosed: boolean;
  /** Why it fired, for a person. */
  summary: string;
  persona?: string;
}

export interface GovernedSessionView {
  executionId: string;
  rootId: string;
  agent: string;
  kind: 'root' | 'persona' | 'delegated';
  profileKey: string | null;
  persona?: string;
  peer?: string;
  depth?: number;
  phase: string | null;
  pendingPhase: string | null;
  halted: { cause: string; at: string } | null;
  /** The whole session's usage (root and personas). */
  usage: { tokens: number; costUsd: number; wallSec: number };
  counts: { iterations: number; toolCalls: number };
  claimed?: gov.Budget;
  boundaries: Record<string, number>;
  lastEvent?: GovernorEventView;
}

export interface GovernorView {
  /** The seed-004 tier enforced now: R3 when enforcing, R1 otherwise. */
  tier: string;
  costModel: string;
  profiles: Array<{ key: string; profile: gov.GovernanceProfile; day: { tokens: number; costUsd: number; wallSec: number } }>;
  sessions: GovernedSessionView[];
  halts: Array<{ agent: string; sessionId: string; cause: string; at: string }>;
  events: GovernorEventView[];
}
