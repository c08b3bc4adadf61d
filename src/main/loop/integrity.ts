// Decisions are provable (issue 14 item 2). Every state change that loosens
// what the engine enforces — an approval, an unblock, a verified code, a
// resume, a cleared lockout — is written with a signed audit event (the
// governor key; see src/main/store/audit.ts). The engine acts on such a
// state only when that event exists: a row set with sqlite3 (a confirmation
// approved, a block lifted or deleted, a challenge verified, a halt or a
// lockout removed) is put back and raised to the person (window, console,
// audit). Tightening state (a new block, a halt) needs no proof to be obeyed.
//
// Standing blocks, halts and lockouts are held in memory, loaded at start from
// the table *and* the signed events, so deleting a row does not lift anything.
import { ALL_AGENTS } from '../../shared/vocabulary';
import type { LoopState } from './state';
import type { BlockRow, BlockSubject, ChallengeRow, ConfirmationRow } from './store-port';
import { hashCommit } from './codes';

export const SIGNED = {
  confirmationDecided: ['confirmation_approved', 'confirmation_denied', 'confirmation_settled'],
  verified: ['verification_succeeded'],
  issued: ['challenge_issued'],
  blocked: ['block'],
  lifted: ['block_override', 'block_lifted'],
  brakes: ['halt', 'resume'],
  lockouts: ['verification_locked_out', 'lockout_cleared'],
  epoch: ['integrity_epoch'],
} as const;

import type { IntegrityAlert } from './api';

export class Integrity {
  /** Standing blocks by id (the engine's own view; the table is checked against it). */
  private readonly blocks = new Map<string, BlockRow>();
  private readonly halts = new Set<string>();
  private readonly lockouts = new Map<string, { until_ms: number; strikes: number }>();
  private readonly failuresRaised = new Set<string>();
  /** Decisions already proven (id:status:scope), so polling does not re-verify. */
  private readonly proven = new Set<string>();
  readonly recent: IntegrityAlert[] = [];

  constructor(private readonly state: LoopState) {}

  /** Rebuilds the enforced state from the tables and the signed events. */
  load(): void {
    const { store } = this.state;
    for (const row of store.blocks.active()) this.blocks.set(row.id, row);
    const lifts = new Set(store.audit.signedOfKinds(SIGNED.lifted).map((r) => r.subject ?? ''));
    // Blocks lifted before this store was first opened with signing are taken as they were (once, recorded signed).
    for (const id of this.epoch().liftedBlocks) lifts.add(id);
    for (const row of store.blocks.lifted()) {
      if (!lifts.has(row.id)) this.blocks.set(row.id, { ...row, lifted_at: null, lifted_by: null, note: null });
    }
    for (const event of store.audit.signedOfKinds(SIGNED.blocked)) {
      const id = event.subject ?? '';
      if (!id || lifts.has(id) || this.blocks.has(id) || store.blocks.byId(id)) continue;
      const detail = JSON.parse(event.detail) as { reason?: string; challengeId?: string; hint?: string; scope?: BlockRow['scope']; session?: string };
      this.blocks.set(id, {
        id,
        agent: event.agent ?? '',
        client: event.client ?? '',
        reason: detail.reason ?? 'restored from the audit log',
        hint: detail.hint ?? '(the block row was deleted; restored from the audit log)',
        execution_id: event.execution_id,
        challenge_id: detail.challengeId ?? null,
        created_at: event.at,
        lifted_at: null,
        lifted_by: null,
        note: null,
        // A block whose scope the event does not name covers the most (fails closed).
        scope: detail.scope ?? 'client',
        session: detail.session ?? null,
      });
    }
    for (const scope of store.brakes.halted()) this.halts.add(scope);
    for (const event of store.audit.signedOfKinds(SIGNED.brakes)) {
      const scope = event.subject ?? '';
      if (event.kind === 'halt') this.halts.add(scope);
      else if (scope === ALL_AGENTS) this.halts.clear();
      else this.halts.delete(scope);
    }
    for (const event of store.audit.signedOfKinds(SIGNED.lockouts)) {
      const key = event.subject ?? '';
      if (event.kind === 'lockout_cleared') this.lockouts.delete(key);
      else {
        const detail = JSON.parse(event.detail) as { untilMs?: number; strikes?: number };
        if (typeof detail.untilMs === 'number') this.lockouts.set(key, { until_ms: detail.untilMs, strikes: detail.strikes ?? 1 });
      }
    }
    this.repairAll();
  }

  /** The signed record of what was already lifted when signing began (written on first start with it). */
  private epoch(): { liftedBlocks: string[] } {
    const { store } = this.state;
    const event = store.audit.signedOfKinds(SIGNED.epoch)[0];
    if (event) return JSON.parse(event.detail) as { liftedBlocks: string[] };
    const liftedBlocks = store.blocks.lifted().map((b) => b.id);
    store.transaction(() =>
      store.audit.append({
        at: this.state.iso(),
        kind: 'integrity_epoch',
        detail: { liftedBlocks, note: 'from here on, loosening state changes count only with their signed audit event' },
        subject: 'integrity',
        sign: true,
      }),
    );
    return { liftedBlocks };
  }

  // ---- confirmations ---------------------------------------------------------

  /** The row as the engine may act on it: a decision without its signed event is undone. */
  confirmation(row: ConfirmationRow): ConfirmationRow {
    if (row.status !== 'approved' && row.status !== 'denied') return row;
    const key = `${row.id}:${row.status}:${row.scope ?? ''}`;
    if (this.proven.has(key)) return row;
    const event = this.state.store.audit.signedFor(row.id, SIGNED.confirmationDecided);
    const detail = event ? (JSON.parse(event.detail) as { status?: string; scope?: string }) : undefined;
    const status = event?.kind === 'confirmation_denied' ? 'denied' : event ? (detail?.status ?? 'approved') : undefined;
    if (event && status === row.status && (row.status !== 'approved' || (detail?.scope ?? 'once') === (row.scope ?? 'once'))) {
      this.proven.add(key);
      return row;
    }
    this.state.store.transaction(() => this.state.store.confirmations.restorePending(row.id));
    this.raise('forged_confirmation', `A confirmation was marked "${row.status}" in the database without a decision by you; Airlock ignored it and put it back to pending.`, row.id);
    return this.state.store.confirmations.byId(row.id) ?? { ...row, status: 'pending', scope: null, reason: null, decided_at: null, used: 0 };
  }

  // ---- challenges ------------------------------------------------------------

  /** Whether a verified challenge really was verified (its signed event exists); a forged one is retired. */
  verifiedPass(row: ChallengeRow): boolean {
    const key = `${row.id}:verified`;
    if (this.proven.has(key)) return true;
    if (this.state.store.audit.signedFor(row.id, SIGNED.verified)) {
      this.proven.add(key);
      return true;
    }
    this.state.store.transaction(() => this.state.store.challenges.restoreStatus(row.id, 'expired'));
    this.raise('forged_verification', 'A verification challenge was marked verified in the database without its code; Airlock ignored it and retired the challenge.', row.id);
    return false;
  }

  /** Whether the stored code hash is the one Airlock issued (a swapped hash would let a chosen code pass). */
  issuedAsStored(row: ChallengeRow): boolean {
    const event = this.state.store.audit.signedFor(row.id, SIGNED.issued);
    const commit = event ? (JSON.parse(event.detail) as { commit?: string }).commit : undefined;
    if (commit !== undefined && commit === hashCommit(row.id, row.salt, row.code_hash)) return true;
    this.raise('forged_challenge', "A verification challenge's stored code was changed in the database; Airlock refuses it. Issue a fresh code if the block is real.", row.id);
    return false;
  }

  // ---- blocks ----------------------------------------------------------------

  onBlocked(row: BlockRow): void {
    this.blocks.set(row.id, row);
  }

  onLifted(id: string): void {
    this.blocks.delete(id);
  }

  /** The person changed what a block covers (only they can narrow it). */
  onScope(id: string, scope: BlockRow['scope']): void {
    const known = this.blocks.get(id);
    if (known) this.blocks.set(id, { ...known, scope });
  }

  /** The standing block that covers this subject (by the block's scope, as the
   *  engine knows it); a lifted, deleted or narrowed row is put back first. */
  blockFor(subject: BlockSubject): BlockRow | undefined {
    const fromTable = this.state.store.blocks.activeFor(subject);
    if (fromTable) {
      const known = this.blocks.get(fromTable.id);
      if (!known) this.blocks.set(fromTable.id, fromTable); // tightening: obeyed
      if (!known || known.scope === fromTable.scope) return fromTable;
    }
    for (const block of this.blocks.values()) {
      if (covers(block, subject)) {
        const row = this.state.store.blocks.byId(block.id);
        if (!row || row.lifted_at !== null || row.scope !== block.scope) this.restoreBlock(block);
        return block;
      }
    }
    return fromTable;
  }

  standingBlocks(): BlockRow[] {
    this.repairBlocks();
    return this.state.store.blocks.active();
  }

  // ---- halts -----------------------------------------------------------------

  onHalt(scope: string): void {
    this.halts.add(scope);
  }

  onResume(scope: string): void {
    if (scope === ALL_AGENTS) this.halts.clear();
    else this.halts.delete(scope);
  }

  /** The halt scopes in force: the table, plus any the table lost without a signed resume. */
  haltScopes(): string[] {
    const fromTable = this.state.store.brakes.halted();
    if (this.halts.size === 0) return fromTable;
    const missing = [...this.halts].filter((s) => !fromTable.includes(s));
    if (missing.length === 0) {
      for (const scope of fromTable) this.halts.add(scope);
      return fromTable;
    }
    this.state.store.transaction(() => {
      for (const scope of missing) this.state.store.brakes.halt(scope, this.state.iso());
    });
    this.raise('forged_resume', `A halt (${missing.join(', ')}) was removed from the database without your resume; Airlock put it back.`, missing.join(','));
    return this.state.store.brakes.halted();
  }

  // ---- lockouts --------------------------------------------------------------

  onLockout(key: string, untilMs: number, strikes: number): void {
    this.lockouts.set(key, { until_ms: untilMs, strikes });
  }

  onLockoutCleared(key: string): void {
    this.lockouts.delete(key);
    this.failuresRaised.delete(key);
  }

  /** The lockout in force: the table's, or the signed one when the table lost or shortened it. */
  lockout(key: string): { until_ms: number; strikes: number } | undefined {
    const fromTable = this.state.store.brakes.lockout(key);
    const known = this.lockouts.get(key);
    if (!known || known.until_ms <= this.state.now()) return fromTable;
    if (fromTable && fromTable.until_ms >= known.until_ms && fromTable.strikes >= known.strikes) return fromTable;
    this.state.store.transaction(() => this.state.store.brakes.setLockout(key, known.until_ms, known.strikes));
    this.raise('forged_lockout_clear', `The verification lockout of "${key}" was cleared in the database without you; Airlock put it back.`, key);
    return known;
  }

  /**
   * Failed verifications counted against `key` since `sinceMs`: the table's
   * count, or the signed audit chain's when rows were deleted or back-dated
   * (the signed `verification_failed` events since the last signed
   * `lockout_cleared`). Raised once per key and run.
   */
  failuresSince(key: string, sinceMs: number): number {
    const fromTable = this.state.store.brakes.failuresSince(key, sinceMs).n;
    let signed = 0;
    for (const row of this.state.store.audit.signedAbout(key, new Date(sinceMs).toISOString())) {
      if (row.kind === 'lockout_cleared') signed = 0;
      else if (row.kind === 'verification_failed') signed++;
    }
    if (signed > fromTable && !this.failuresRaised.has(key)) {
      this.failuresRaised.add(key);
      this.raise('forged_failures', `Failed verification attempts against "${key}" were removed from the database; Airlock counts them from the signed audit log.`, key);
    }
    return Math.max(fromTable, signed);
  }

  // ---- alerts ------------------------------------------------------------------

  /** Records the tampering (signed audit event) and tells the person (window, console, notification). */
  raise(kind: string, message: string, subject?: string): void {
    const at = this.state.iso();
    const alert: IntegrityAlert = { kind, message, at, ...(subject ? { subject } : {}) };
    this.state.store.transaction(() =>
      this.state.store.audit.append({ at, kind: 'integrity_alert', detail: { alert: kind, message, ...(subject ? { subject } : {}) }, sign: true }),
    );
    this.recent.push(alert);
    if (this.recent.length > 100) this.recent.shift();
    this.state.ports.logger.warn('integrity alert', { kind });
    queueMicrotask(() => {
      this.state.emit({ type: 'integrity', alert });
      this.state.ports.notifier.notify({ title: 'Airlock: the record was tampered with', body: message });
    });
  }

  /** Chain tails that changed under the engine (reported by the audit store). */
  drainAuditAlerts(): void {
    for (const message of this.state.store.audit.alerts()) this.raise('audit_tampered', `The audit log was changed behind Airlock's back: ${message}. Run \`airlock audit verify\`.`);
  }

  private repairAll(): void {
    this.repairBlocks();
    this.haltScopes();
  }

  private repairBlocks(): void {
    const standing = new Set(this.state.store.blocks.active().map((b) => b.id));
    for (const block of this.blocks.values()) if (!standing.has(block.id)) this.restoreBlock(block);
  }

  private restoreBlock(block: BlockRow): void {
    const { lifted_at: _l, lifted_by: _b, note: _n, ...row } = block;
    this.state.store.transaction(() => this.state.store.blocks.restore(row));
    this.raise('forged_unblock', `The hard block on "${block.agent}" was lifted or deleted in the database without your unblock or its code; Airlock put it back.`, block.id);
  }
}

/** Whether a block covers an agent step (the same rule as the store's query). */
function covers(block: BlockRow, subject: BlockSubject): boolean {
  switch (block.scope) {
    case 'client':
      return block.agent === subject.agent || block.client === subject.client;
    case 'agent':
      return block.agent === subject.agent;
    case 'session':
      return block.client === subject.client && (block.agent === subject.agent || (block.session !== null && block.session === subject.session));
  }
}
