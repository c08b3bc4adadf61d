// The safety loop's shared state (store port, ports, policy, waiters, codes
// held for the window) and what both sides use — challenges, expiry, policy
// changes, notifications and the human-side event stream.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ALL_AGENTS, type AgentNotification, type ChallengeKind, type DecisionPlace } from '../../shared/vocabulary';
import { clip, inert, showLine } from '../../shared/text';
import { createPatch } from 'diff';
import { AirlockError, defaultPolicy, HumanActionError, notification, parsePolicy, policyDigest, stricterPolicy, type Policy } from '../core';
import type { HumanNotice, Notifier, Ports } from '../ports';
import type { ConfirmOperationResult, ExecutionView, HaltState, HumanEvent, PendingPolicy } from './api';
import { hashCommit, issueCode, newChallengeId } from './codes';
import { Integrity } from './integrity';
import { normaliseName } from '../../shared/text';
import { GovernorLoop } from './governor';
import type { ChallengeRow, ConfirmationRow, ExecutionRow, LoopStore, NewExecution } from './store-port';
import { challengeView, confirmationView, executionView } from './views';
import { describeIssues } from '../../shared/issues';

export type Waiter = () => void;

const GATEWAY_SERVERS_KEPT = 500;
/** How often tick() looks for idle sessions. */
const IDLE_CHECK_MS = 30_000;

export interface ChallengeSpec {
  kind: ChallengeKind;
  agent: string;
  client: string;
  executionId: string | null;
  digest: string;
  hint: string;
  blockId: string | null;
}

/** Audit kinds that record a policy the person accepted (signed, the policy in `detail.policy`). */
const ACCEPTED_POLICY_KINDS = ['policy_adopted', 'policy_changed', 'mode_changed', 'server_trust_changed', 'policy_acknowledged', 'policy_change_rejected'] as const;
const POLICY_SUBJECT = 'policy';

export class LoopState {
  /** Set when the stored policy file was refused; the last good (or default) policy is in force. */
  policyProblem: string | null = null;
  /** The policy the person last accepted (Airlock's editor, or an acknowledged file change). */
  private accepted: { policy: Policy; digest: string } | undefined;
  /** A policy.json changed outside Airlock, waiting for the person; the stricter of both runs meanwhile. */
  pendingPolicy: (PendingPolicy & { policy: Policy }) | null = null;
  policy: Policy;
  policyDigest: string;
  readonly listeners = new Set<(event: HumanEvent) => void>();
  readonly waiters = new Map<string, Set<Waiter>>();
  /** Codes of active challenges, in memory only, for the window's code panel. */
  readonly liveCodes = new Map<string, string>();
  /** Wrapped MCP servers seen through `airlock wrap` since start (for the Policy view's trust list). */
  readonly gatewayServers = new Map<string, { lastSeenAt: string; clients: Set<string> }>();
  /** Proof behind every loosening state change (see ./integrity.ts). */
  readonly integrity: Integrity;
  /** Refused floods, per agent/client key: one notice per minute, not one per refusal. */
  private readonly floods = new Map<string, { at: number; refused: number }>();
  /** Notices about new items (pending actions, codes): coalesced so a burst is one notice plus one summary. */
  private readonly itemNotices: CoalescingNotifier;
  /** MCP connection → what ends or is withdrawn when it closes: the executions it started
   *  (without a session), and the confirmations a client hook on it claimed. */
  readonly connections = new Map<string, { executions: Set<string>; claims: Set<string> }>();
  private lastIdleCheck = 0;
  private isClosed = false;
  /** The runtime governor's stateful half (issue 17). */
  readonly governor = new GovernorLoop(this);

  constructor(
    readonly store: LoopStore,
    readonly ports: Ports,
    /** Where the person decides (messages to agents name it). */
    readonly place: DecisionPlace = 'window',
  ) {
    this.integrity = new Integrity(this);
    this.itemNotices = new CoalescingNotifier(ports.notifier);
    // Names are identities (NFKC, case folded, invisibles removed): state kept under an older spelling follows.
    store.renameKeys(normaliseName);
    this.policy = this.loadPolicy();
    this.policyDigest = policyDigest(this.policy);
    this.integrity.load();
    this.expireVerifyPausesAfterRestart();
  }

  /** A notice about one new item for the person (coalesced with others that follow within seconds). */
  notifyItem(notice: HumanNotice): void {
    this.itemNotices.notify(notice);
  }

  /** Closed (the host is shutting down): what was to follow a commit is dropped. */
  get closed(): boolean {
    return this.isClosed;
  }

  close(): void {
    this.isClosed = true;
    this.itemNotices.close();
    for (const set of this.waiters.values()) for (const wake of set) wake();
    this.waiters.clear();
    this.liveCodes.clear();
    this.connections.clear();
    // Seal the chain head, and anchor it outside the database.
    try {
      this.store.transaction(() => this.store.audit.checkpoint(this.iso()));
      this.store.audit.writeAnchor();
    } catch (error) {
      this.ports.logger.warn('could not write the closing audit checkpoint', { error: error instanceof Error ? error.message : 'unknown' });
    }
  }

  /**
   * A flood was refused (too many pending confirmations or codes for one
   * agent or client): recorded and told to the person once a minute per key,
   * however many calls were refused.
   */
  floodRefused(key: { agent: string; client: string }, what: string, limit: number): void {
    const id = `${key.agent}\u0000${key.client}\u0000${what}`;
    const now = this.now();
    const seen = this.floods.get(id);
    if (seen && now - seen.at < 60_000) {
      seen.refused += 1;
      return;
    }
    const refusedBefore = seen?.refused ?? 0;
    this.floods.set(id, { at: now, refused: 0 });
    this.store.transaction(() =>
      this.store.audit.append({ at: this.iso(), kind: 'flood_refused', agent: key.agent, client: key.client, detail: { what, limit, refusedSinceLastNotice: refusedBefore } }),
    );
    this.ports.notifier.notify({
      title: `${showLine(key.agent, 60)} is flooding Airlock`,
      body: `It already has ${limit} ${what} waiting; Airlock refuses more until you answer some (this notice is not repeated for a minute).`,
    });
  }

  private connection(id: string): { executions: Set<string>; claims: Set<string> } {
    let entry = this.connections.get(id);
    if (!entry) this.connections.set(id, (entry = { executions: new Set(), claims: new Set() }));
    return entry;
  }

  bindToConnection(connection: string, executionId: string): void {
    this.connection(connection).executions.add(executionId);
  }

  claimOnConnection(connection: string, confirmationId: string): void {
    this.connection(connection).claims.add(confirmationId);
  }

  releaseClaim(connection: string, confirmationId: string): void {
    this.connections.get(connection)?.claims.delete(confirmationId);
  }

  /** An MCP connection closed: a request a client hook on it was still waiting for is
   *  withdrawn (nobody will act on a decision), and the executions it started end. */
  connectionClosed(connection: string): void {
    const entry = this.connections.get(connection);
    if (!entry) return;
    this.connections.delete(connection);
    for (const id of entry.claims) {
      const row = this.store.confirmations.byId(id);
      if (row?.status === 'pending') this.withdraw(row, 'The client hook that asked stopped waiting (it ended before anyone decided), so the action was denied.');
    }
    // An implicit execution has nothing more to finish; an explicit one the agent never
    // completed ended abnormally.
    for (const id of entry.executions) {
      const implicit = this.store.executions.byId(id)?.implicit === 1;
      this.endExecution(
        id,
        implicit ? 'completed' : 'cancelled',
        implicit ? 'The MCP connection closed.' : 'The MCP connection closed before the agent completed this execution.',
        { reason: 'connection_closed' },
      );
    }
  }

  /** Withdraws a pending request: the action is denied and a later decision has no effect. */
  withdraw(row: ConfirmationRow, why: string): boolean {
    const done = this.store.transaction(() => {
      if (!this.store.confirmations.decide(row.id, 'withdrawn', this.iso(), null, why)) return false;
      this.store.audit.append({
        at: this.iso(),
        kind: 'confirmation_withdrawn',
        agent: row.agent,
        client: row.client,
        executionId: row.execution_id,
        detail: { confirmationId: row.id, why },
      });
      return true;
    });
    if (done) {
      this.wake(row.id);
      this.emit({ type: 'decision', confirmation: confirmationView(this.store.confirmations.byId(row.id)!) });
    }
    return done;
  }

  /** Ends a running execution (completed or cancelled): its pending requests are
   *  withdrawn and its verify challenges retired. False when it was not running. */
  endExecution(id: string, status: 'completed' | 'cancelled', summary: string | null, detail: Record<string, unknown>): boolean {
    const row = this.store.executions.byId(id);
    if (!row || row.status !== 'running') return false;
    const retired: string[] = [];
    const ended = this.store.transaction(() => {
      if (!this.store.executions.end(id, status, this.iso(), summary)) return false;
      // The runtime governor's end-of-session checks (issue 17), whichever way the session ended.
      this.governor.onSessionEnd(row);
      this.store.audit.append({
        at: this.iso(),
        kind: status === 'completed' ? 'execution_completed' : 'execution_aborted',
        agent: row.agent,
        client: row.client,
        executionId: id,
        detail,
      });
      for (const challenge of this.store.challenges.active()) {
        if (challenge.execution_id === id && challenge.kind === 'verify') {
          this.expireChallengeInTransaction(challenge, 'execution ended');
          retired.push(challenge.id);
        }
      }
      return true;
    });
    if (!ended) return false;
    for (const pending of this.store.confirmations.pendingOf(id)) this.withdraw(pending, 'The execution ended before anyone decided.');
    for (const challengeId of retired) {
      this.liveCodes.delete(challengeId);
      const updated = this.store.challenges.byId(challengeId);
      if (updated) this.emit({ type: 'challenge_resolved', challenge: challengeView(updated) });
    }
    this.emit({ type: 'execution', execution: this.executionViewOf(id) });
    return true;
  }

  /** Session executions with no step for `sessions.idleMinutes` end. */
  closeIdleSessions(): void {
    const idleMs = this.policy.sessions.idleMinutes * 60_000;
    const before = new Date(this.now() - idleMs).toISOString();
    for (const row of this.store.executions.idleSessions(before)) {
      this.endExecution(row.id, 'completed', `The client session was idle for ${this.policy.sessions.idleMinutes} minutes.`, { reason: 'session_idle', idleMinutes: this.policy.sessions.idleMinutes });
    }
  }

  /** Expires what is due (confirmations fail closed, challenges time out). Hosts may call it; a 1 s timer does too. */
  tick(): void {
    this.integrity.drainAuditAlerts();
    // Off the answers' path: the flush before the anchor runs in the thread pool.
    this.store.audit.anchorSoon().catch((error: unknown) => {
      this.ports.logger.warn('could not write the audit anchor', { error: error instanceof Error ? error.message : 'unknown' });
    });
    const now = this.now();
    const due = this.store.confirmations.due(now);
    for (const row of due) {
      const after: Array<() => void> = [];
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
        // A governor pause resolves on_oversight_timeout and tells the agent itself (issue 17).
        if (!this.governor.onConfirmationExpired(row, after)) {
          this.store.notifications.enqueue(row.execution_id, this.notification('status', `No one answered in time, so "${clip(row.hint)}" was denied (fail-closed).`, { confirmationId: row.id }));
        }
        return true;
      });
      for (const effect of after) effect();
      if (decided) {
        this.wake(row.id);
        this.emit({ type: 'decision', confirmation: confirmationView(this.store.confirmations.byId(row.id)!) });
      }
    }
    for (const challenge of this.store.challenges.active()) {
      if (challenge.expires_at_ms <= now) this.expireChallenge(challenge);
    }
    if (now - this.lastIdleCheck >= IDLE_CHECK_MS) {
      this.lastIdleCheck = now;
      this.closeIdleSessions();
    }
  }

  /** Resolves when the human decides (or the confirmation expires), or after waitMs. */
  /** Resolves when the confirmation is decided, after `waitMs`, or when `signal` aborts
   *  (the client cancelled: holding its wait would only hold a timer for nobody). */
  awaitDecision(confirmationId: string, waitMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted === true) return resolve();
      let set = this.waiters.get(confirmationId);
      if (!set) this.waiters.set(confirmationId, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        set!.delete(done);
        if (set!.size === 0) this.waiters.delete(confirmationId);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      signal?.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  wake(confirmationId: string): void {
    const set = this.waiters.get(confirmationId);
    if (set) for (const done of [...set]) done();
  }

  /** Creates a challenge (inside the caller's transaction); its code goes to the human after commit, and only there. */
  createChallenge(spec: ChallengeSpec, after: Array<() => void>): string {
    const id = newChallengeId();
    const secret = issueCode();
    const createdAt = this.iso();
    const expiresAtMs = this.now() + this.policy.challengeTimeoutSeconds * 1000;
    const row: ChallengeRow = {
      id,
      kind: spec.kind,
      agent: spec.agent,
      client: spec.client,
      execution_id: spec.executionId,
      action_digest: spec.digest,
      hint: spec.hint,
      code_hash: secret.hash,
      salt: secret.salt,
      status: 'active',
      created_at: createdAt,
      expires_at_ms: expiresAtMs,
      block_id: spec.blockId,
      used: 0,
      reason: null,
    };
    const { status: _status, used: _used, reason: _reason, ...inserted } = row;
    this.store.challenges.insert(inserted);
    this.store.audit.append({
      at: createdAt,
      kind: 'challenge_issued',
      agent: spec.agent,
      client: spec.client,
      executionId: spec.executionId,
      // Signed, and bound to the stored hash: a hash swapped in the table is refused.
      detail: { challengeId: id, kind: spec.kind, ...(spec.blockId ? { blockId: spec.blockId } : {}), commit: hashCommit(id, secret.salt, secret.hash) },
      subject: id,
      sign: true,
    });
    const code = secret.code;
    after.push(() => {
      this.liveCodes.set(id, code);
      this.ports.codeDisplay.show({
        challengeId: id,
        code,
        kind: spec.kind,
        tier: spec.kind === 'verify' ? 'verify' : 'danger_zone',
        agent: inert(spec.agent),
        client: inert(spec.client),
        hint: inert(spec.hint),
        expiresAt: new Date(expiresAtMs).toISOString(),
        ...(spec.blockId ? { blockId: spec.blockId } : {}),
      });
      this.emit({ type: 'challenge', challenge: { ...challengeView(row), code } });
      this.notifyItem({
        title: spec.kind === 'verify' ? `${showLine(spec.agent, 60)} needs verification` : `${showLine(spec.agent, 60)} was hard-blocked`,
        body: showLine(spec.hint, 200),
        ref: { kind: 'challenge', id },
      });
    });
    return id;
  }

  expireChallenge(row: ChallengeRow): void {
    this.store.transaction(() => this.expireChallengeInTransaction(row));
    this.liveCodes.delete(row.id);
    const updated = this.store.challenges.byId(row.id);
    if (updated) this.emit({ type: 'challenge_resolved', challenge: challengeView(updated) });
  }

  expireChallengeInTransaction(row: ChallengeRow, why = 'timeout'): void {
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
  expireVerifyPausesAfterRestart(): void {
    const active = this.store.challenges.active().filter((c) => c.kind === 'verify');
    if (active.length === 0) return;
    this.store.transaction(() => {
      for (const row of active) this.expireChallengeInTransaction(row, 'restart');
    });
  }

  /** Starts an execution (inside the caller's transaction), pinning the policy digest. */
  startExecution(spec: { agent: string; client: string; implicit: boolean; stepLimit: number; goal?: string; parameters?: Record<string, unknown>; session?: string | null }): ExecutionRow {
    const id = randomUUID();
    const startedAt = this.iso();
    const execution: NewExecution = { id, ...spec, policyDigest: this.policyDigest, startedAt };
    this.store.executions.insert(execution);
    this.store.audit.append({
      at: startedAt,
      kind: 'execution_started',
      agent: spec.agent,
      client: spec.client,
      executionId: id,
      detail: {
        implicit: spec.implicit,
        stepLimit: spec.stepLimit,
        policyDigest: this.policyDigest,
        ...(spec.goal ? { goal: spec.goal } : {}),
        ...(spec.session ? { session: spec.session } : {}),
      },
    });
    return this.store.executions.byId(id)!;
  }

  /** The execution a call names (it must be this agent's and running), or the agent's
   *  running one (for that client session, or one without a session). */
  resolveExecution(agent: string, client: string, executionId: string | undefined, session: string | null = null): ExecutionRow | undefined {
    if (executionId === undefined) return this.store.executions.running(agent, client, session);
    const row = this.store.executions.byId(executionId);
    if (!row || row.agent !== agent || row.client !== client) {
      throw new AirlockError('NOT_FOUND_RESOURCE', 'No execution with this execution_id for this agent; omit execution_id to continue your running execution.', { execution_id: executionId });
    }
    if (row.status !== 'running') {
      throw new AirlockError('NOT_FOUND_RESOURCE', `This execution has already ended (${row.status}); omit execution_id or call execute_agent to start a new one.`, { execution_id: executionId });
    }
    return row;
  }

  haltState(): HaltState {
    const scopes = this.integrity.haltScopes();
    return { all: scopes.includes(ALL_AGENTS), agents: scopes.filter((s) => s !== ALL_AGENTS) };
  }

  replacePolicy(
    raw: unknown,
    auditKind: 'policy_changed' | 'mode_changed' | 'server_trust_changed' | 'policy_acknowledged' | 'policy_change_rejected',
    extra: Record<string, unknown> = {},
  ): Policy {
    const parsed = parsePolicy(raw);
    if (!parsed.ok) throw new HumanActionError(`The policy was not changed: ${parsed.error}.`);
    const previous = this.policy;
    const digest = policyDigest(parsed.policy);
    this.ports.policySource.save(parsed.policy);
    this.store.transaction(() => {
      this.store.audit.append({
        at: this.iso(),
        kind: auditKind,
        detail: {
          by: 'human',
          previousDigest: this.policyDigest,
          digest,
          ...(auditKind === 'mode_changed' ? { from: previous.mode, to: parsed.policy.mode } : {}),
          ...extra,
          // The policy itself: what the engine loads is checked against the last one the person accepted.
          policy: parsed.policy,
        },
        subject: POLICY_SUBJECT,
        sign: true,
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
    this.accepted = { policy: parsed.policy, digest };
    this.pendingPolicy = null;
    this.policy = parsed.policy;
    this.policyDigest = digest;
    this.policyProblem = null;
    this.emit({ type: 'policy', policy: structuredClone(parsed.policy) });
    if (previous.mode !== parsed.policy.mode) this.emit({ type: 'mode', mode: parsed.policy.mode });
    return structuredClone(parsed.policy);
  }

  /** The person accepts the policy file as changed outside Airlock. */
  acknowledgePolicy(): Policy {
    if (!this.pendingPolicy) throw new HumanActionError('No policy change is waiting for you.');
    return this.replacePolicy(this.pendingPolicy.policy, 'policy_acknowledged');
  }

  /** The person refuses it: the policy they last accepted is written back to the file. */
  rejectPolicyChange(): Policy {
    if (!this.pendingPolicy || !this.accepted) throw new HumanActionError('No policy change is waiting for you.');
    return this.replacePolicy(this.accepted.policy, 'policy_change_rejected');
  }

  /** The newest policy the person accepted, from its signed audit event. */
  private acceptedPolicy(): { policy: Policy; digest: string } | undefined {
    const event = this.store.audit.signedFor(POLICY_SUBJECT, ACCEPTED_POLICY_KINDS);
    if (!event) return undefined;
    const parsed = parsePolicy((JSON.parse(event.detail) as { policy?: unknown }).policy);
    return parsed.ok ? { policy: parsed.policy, digest: policyDigest(parsed.policy) } : undefined;
  }

  /**
   * The policy to run (issue 14 item 3): the file's when it is the one the
   * person accepted; the accepted one when the file is missing or refused;
   * and when the file changed outside Airlock, the stricter of both until
   * the person acknowledges (or rejects) the change — with an audit event
   * and a notice either way. The first start adopts the file as accepted.
   */
  loadPolicy(): Policy {
    this.accepted ??= this.acceptedPolicy();
    let raw: unknown;
    let unreadable: string | undefined;
    try {
      raw = this.ports.policySource.load();
    } catch (error) {
      unreadable = error instanceof Error ? error.message : 'unknown error';
    }
    const accepted = this.accepted;
    if (unreadable !== undefined || (raw !== null && raw !== undefined && !parsePolicy(raw).ok)) {
      const why = unreadable ?? (parsePolicy(raw) as { error: string }).error;
      this.policyProblem = `The policy file was refused (${why}); ${accepted ? 'the policy you last accepted' : 'the default policy'} stays in force until it is fixed.`;
      this.ports.logger.warn(this.policyProblem);
      return accepted?.policy ?? defaultPolicy;
    }
    if (raw === null || raw === undefined) {
      const policy = accepted?.policy ?? defaultPolicy;
      this.ports.policySource.save(policy);
      if (!accepted) this.adopt(policy, 'default');
      return policy;
    }
    const parsed = parsePolicy(raw) as { ok: true; policy: Policy };
    const digest = policyDigest(parsed.policy);
    if (!accepted) {
      this.adopt(parsed.policy, 'file');
      return parsed.policy;
    }
    if (digest === accepted.digest) {
      this.pendingPolicy = null;
      return parsed.policy;
    }
    return this.changedOutside(accepted, parsed.policy, digest);
  }

  private adopt(policy: Policy, source: 'file' | 'default'): void {
    const digest = policyDigest(policy);
    this.store.transaction(() =>
      this.store.audit.append({ at: this.iso(), kind: 'policy_adopted', detail: { source, digest, policy }, subject: POLICY_SUBJECT, sign: true }),
    );
    this.accepted = { policy, digest };
  }

  private changedOutside(accepted: { policy: Policy; digest: string }, filePolicy: Policy, fileDigest: string): Policy {
    const enforced = stricterPolicy(accepted.policy, filePolicy);
    const enforcedDigest = policyDigest(enforced);
    // Whoever edited the file may be an agent: the diff is shown inert.
    const diff = inert(createPatch('policy.json', `${JSON.stringify(accepted.policy, null, 2)}\n`, `${JSON.stringify(filePolicy, null, 2)}\n`, 'accepted', 'on disk'), { keepNewlines: true });
    const first = this.pendingPolicy?.fileDigest !== fileDigest;
    this.pendingPolicy = { policy: filePolicy, fileDigest, acceptedDigest: accepted.digest, enforcedDigest, diff, at: this.iso() };
    if (first) {
      this.store.transaction(() =>
        this.store.audit.append({
          at: this.iso(),
          kind: 'policy_changed_outside',
          detail: { acceptedDigest: accepted.digest, fileDigest, enforcedDigest, note: 'the stricter of both runs until the person acknowledges' },
          subject: POLICY_SUBJECT,
          sign: true,
        }),
      );
      const pending = this.pendingPolicyView()!;
      queueMicrotask(() => {
        this.emit({ type: 'policy_pending', pending });
        this.ports.notifier.notify({
          title: 'policy.json changed outside Airlock',
          body: 'Airlock runs the stricter of your accepted policy and the file until you review the change (Policy view, or "policy accept" / "policy reject" on the console).',
        });
      });
    }
    return enforced;
  }

  pendingPolicyView(): PendingPolicy | null {
    if (!this.pendingPolicy) return null;
    const { policy: _policy, ...view } = this.pendingPolicy;
    return view;
  }

  /** Re-reads the policy source (e.g. the file changed on disk); a bad file keeps the current policy. */
  reloadPolicy(): { ok: true } | { ok: false; error: string } {
    const before = this.policyDigest;
    this.policyProblem = null;
    const policy = this.loadPolicy();
    if (this.policyProblem) return { ok: false, error: this.policyProblem };
    const digest = policyDigest(policy);
    if (digest !== before) {
      this.policy = policy;
      this.policyDigest = digest;
      this.emit({ type: 'policy', policy: structuredClone(policy) });
    }
    return { ok: true };
  }

  noteGatewayServer(server: string, client: string, at: string): void {
    let seen = this.gatewayServers.get(server);
    if (!seen) {
      // Bounded: the names come from the agent side.
      if (this.gatewayServers.size >= GATEWAY_SERVERS_KEPT) {
        const oldest = [...this.gatewayServers.entries()].sort((a, b) => a[1].lastSeenAt.localeCompare(b[1].lastSeenAt))[0];
        if (oldest) this.gatewayServers.delete(oldest[0]);
      }
      this.gatewayServers.set(server, (seen = { lastSeenAt: at, clients: new Set() }));
    }
    seen.lastSeenAt = at;
    if (seen.clients.size < 20) seen.clients.add(client);
  }

  isPaused(executionId: string): boolean {
    return (
      this.store.challenges.active().some((c) => c.kind === 'verify' && c.execution_id === executionId) ||
      this.store.confirmations.pendingOf(executionId).length > 0
    );
  }

  executionViewOf(id: string): ExecutionView {
    return executionView(this.store.executions.byId(id)!, this.isPaused(id));
  }

  notification(type: AgentNotification['type'], message: string, metadata: AgentNotification['metadata']): AgentNotification {
    return notification(type, message, metadata, this.iso());
  }

  emit(event: HumanEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        this.ports.logger.warn('a human-side listener failed', { event: event.type });
      }
    }
  }

  now(): number {
    return this.ports.clock.now();
  }

  iso(): string {
    // The steps of one millisecond share the text (a Date and its formatting per step otherwise).
    const ms = this.now();
    if (ms !== this.isoOf.ms) this.isoOf = { ms, text: new Date(ms).toISOString() };
    return this.isoOf.text;
  }

  private isoOf = { ms: NaN, text: '' };
}

export function confirmationResult(row: ConfirmationRow, timeoutSeconds: number): ConfirmOperationResult {
  const expires_at = new Date(row.expires_at_ms).toISOString();
  switch (row.status) {
    case 'approved':
      return {
        confirmation_id: row.id,
        status: 'approved',
        decided_by: 'human',
        ...(row.scope === 'execution' ? { reason: 'approved for the rest of this execution' } : row.scope === 'session' ? { reason: 'approved for the rest of this session' } : {}),
        expires_at,
      };
    case 'denied':
      return { confirmation_id: row.id, status: 'denied', decided_by: 'human', ...(row.reason ? { reason: row.reason } : {}), expires_at };
    case 'expired':
      return { confirmation_id: row.id, status: 'expired', reason: `No one answered within ${timeoutSeconds} s, so the action is denied (fail-closed).`, expires_at };
    case 'withdrawn':
      return { confirmation_id: row.id, status: 'withdrawn', reason: row.reason ?? 'The request was withdrawn before anyone decided, so the action is denied.', expires_at };
    default:
      return { confirmation_id: row.id, status: 'pending', reason: 'Still waiting for a person; call confirm_operation again.', expires_at };
  }
}

export function rateLimited(untilMs: number, now: number): AirlockError {
  const retryAfterSeconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
  return new AirlockError('RATE_LIMIT_EXCEEDED', `Too many failed verifications for this agent; wait ${retryAfterSeconds} s before trying again.`, {
    retryAfterSeconds,
    retryAt: new Date(untilMs).toISOString(),
  });
}

export function parseHuman<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HumanActionError(`The ${what} is not valid: ${describeIssues(parsed.error.issues, value, `the ${what}`)}.`);
  return parsed.data;
}

/**
 * The first notice goes out at once; those that follow within `windowMs`
 * become one summary at the end of the window (and the window starts again
 * while they keep coming): 300 new items are never 300 notifications.
 */
export class CoalescingNotifier implements Notifier {
  private held: HumanNotice[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly inner: Notifier,
    private readonly windowMs = 3000,
  ) {}

  notify(notice: HumanNotice): void {
    if (this.timer === null) {
      this.inner.notify(notice);
      this.arm();
    } else {
      this.held.push(notice);
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.held = [];
  }

  private arm(): void {
    this.timer = setTimeout(() => this.flush(), this.windowMs);
    this.timer.unref?.();
  }

  private flush(): void {
    this.timer = null;
    const held = this.held;
    this.held = [];
    if (held.length === 0) return;
    this.inner.notify(
      held.length === 1
        ? held[0]!
        : { title: `${held.length} more things need you in Airlock`, body: `${held.slice(0, 3).map((n) => n.title).join('; ')}${held.length > 3 ? '; …' : ''}` },
    );
    this.arm();
  }
}
