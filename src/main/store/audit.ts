// The append-only, hash-chained audit log, with authenticated events and
// signed checkpoints (issue 14).
//
// - An event that changes what the engine enforces (a decision, an unblock, a
//   verification, a mode or policy change, a lockout) is appended with
//   `sign: true`: the governor key signs the row's hash, so it cannot be made
//   with sqlite3 alone. `subject` names the state it changes (a confirmation,
//   block or challenge id, a halt scope, an agent) and is indexed.
// - Every CHECKPOINT_EVERY rows, and when the host closes, a signed
//   `checkpoint` row seals the chain head; the newest one is also written to
//   an anchor file outside the database, so a truncated or re-linked chain is
//   found by `airlock audit verify`.
// - The repository remembers the head it wrote last (per committed
//   transaction): a tail that changed under it is reported (alerts()).
import fs from 'node:fs';
import path from 'node:path';
import type { SqliteDatabase } from './database';
import { AUDIT_GENESIS, auditEntryOf, auditHash, auditHashOfBody, canonicalDetail, canonicalEntry, canonicalStepDetail } from './audit-hash';
import type { AuditRow, AuditInput, AuditSigner, AuditStore } from '../loop/store-port';
import type { StateCache } from './state-cache';

/** A signed checkpoint every this many audit rows (one signature per ~500 steps). */
export const CHECKPOINT_EVERY = 500;

export interface AuditAnchor {
  seq: number;
  hash: string;
  at: string;
  kid: string;
  sig: string;
}

export class AuditRepository implements AuditStore {
  private readonly lastStmt;
  private readonly insertStmt;
  private readonly byExecutionStmt;
  private readonly hashAtStmt;
  private readonly signedForStmt;
  private readonly signedOfKindStmt;
  private readonly signedAboutStmt;
  private readonly newestCheckpointStmt;
  private signer: AuditSigner | undefined;
  private anchorFile: string | undefined;
  /** The head this repository last wrote, as committed; and the one of the transaction in flight. */
  private head: { seq: number; hash: string } | undefined;
  private pendingHead: { seq: number; hash: string } | undefined;
  private anchored = 0;
  private readonly alertQueue: string[] = [];
  /** Called before a checkpoint is anchored outside the database (the store flushes the WAL). */
  beforeAnchor: () => void = () => {};
  /** The same, off the event loop (anchorSoon). */
  beforeAnchorAsync: () => Promise<void> = () => Promise.resolve();
  private anchoring = false;

  /** The head this repository knows is the table's tail (read and checked since the state cache last
   *  dropped everything, ./state-cache.ts): appends inside a checked transaction need not read it again. */
  private headKnown = false;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly cache?: StateCache,
  ) {
    cache?.onClear(() => (this.headKnown = false));
    this.lastStmt = db.prepare('SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1');
    // Positional parameters (a named one costs a property look-up per name on every row).
    this.insertStmt = db.prepare(
      `INSERT INTO audit (seq, at, kind, agent, client, execution_id, detail, prev_hash, hash, subject, sig)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.byExecutionStmt = db.prepare('SELECT * FROM audit WHERE execution_id = ? ORDER BY seq');
    this.hashAtStmt = db.prepare('SELECT hash FROM audit WHERE seq = ?');
    this.signedForStmt = db.prepare('SELECT * FROM audit WHERE subject = ? AND sig IS NOT NULL ORDER BY seq DESC LIMIT 50');
    this.signedOfKindStmt = db.prepare('SELECT * FROM audit WHERE kind = ? AND sig IS NOT NULL ORDER BY seq');
    this.signedAboutStmt = db.prepare('SELECT * FROM audit WHERE subject = ? AND sig IS NOT NULL AND at > ? ORDER BY seq');
    this.newestCheckpointStmt = db.prepare(`SELECT seq, hash, at, sig FROM audit WHERE kind = 'checkpoint' AND sig IS NOT NULL ORDER BY seq DESC LIMIT 1`);
  }

  /** The governor key that signs decisions and checkpoints, and where the newest checkpoint is anchored. */
  authenticate(signer: AuditSigner, anchorFile?: string): void {
    this.signer = signer;
    this.anchorFile = anchorFile;
    const last = this.lastStmt.get() as { seq: number; hash: string } | undefined;
    this.head = last;
    this.anchored = readAnchor(anchorFile)?.seq ?? 0;
  }

  /** Appends one row; call inside the transaction that makes the change it records. */
  append(input: AuditInput): number {
    let last: { seq: number; hash: string } | undefined;
    const known = this.pendingHead ?? this.head;
    if (this.headKnown && known && this.cache?.active) {
      // Nothing but this repository wrote the table since it last read the tail (the state cache saw every write).
      last = known;
    } else {
      last = this.lastStmt.get() as { seq: number; hash: string } | undefined;
      this.checkTail(last);
      this.headKnown = this.cache?.active === true;
    }
    // Hash exactly what SQLite will store: text is made well-formed first.
    const entry = {
      seq: (last?.seq ?? 0) + 1,
      at: input.at.toWellFormed(),
      kind: input.kind.toWellFormed(),
      agent: input.agent?.toWellFormed() ?? null,
      client: input.client?.toWellFormed() ?? null,
      execution_id: input.executionId?.toWellFormed() ?? null,
    };
    const detail = input.detail ?? {};
    // Serialised once: the stored detail is its canonical JSON, and the hashed entry embeds that same text.
    const detailJson =
      (input.kind === 'step' ? canonicalStepDetail(detail) : undefined) ??
      canonicalDetail(wellFormed(detail) ? detail : (wellFormedDeep(detail) as Record<string, unknown>));
    const prevHash = last?.hash ?? AUDIT_GENESIS;
    const hash = auditHashOfBody(prevHash, canonicalEntry(entry, detailJson));
    const sig = input.sign && this.signer ? this.signer.sign(hash) : null;
    this.insertStmt.run(entry.seq, entry.at, entry.kind, entry.agent, entry.client, entry.execution_id, detailJson, prevHash, hash, input.subject ?? null, sig);
    this.pendingHead = { seq: entry.seq, hash };
    if (this.signer && entry.seq % CHECKPOINT_EVERY === 0 && input.kind !== 'checkpoint') this.checkpoint(input.at);
    return entry.seq;
  }

  /** Seals the head with a signed checkpoint row (unless the last row is one). */
  checkpoint(at: string): number | null {
    if (!this.signer) return null;
    const last = this.db.prepare('SELECT seq, kind FROM audit ORDER BY seq DESC LIMIT 1').get() as { seq: number; kind: string } | undefined;
    if (!last || last.kind === 'checkpoint') return null;
    return this.append({ at, kind: 'checkpoint', detail: { covers: last.seq, kid: this.signer.kid }, sign: true });
  }

  /** Writes the newest signed checkpoint to the anchor file (call outside a transaction, after commit). */
  writeAnchor(): void {
    const row = this.unanchored();
    if (!row) return;
    this.beforeAnchor();
    this.anchor(row);
  }

  /**
   * The same for the periodic tick: the WAL flush it needs first runs off the
   * event loop (a disk flush takes milliseconds here, every agent's answer
   * would wait for it), and the anchor is written once it is done.
   */
  anchorSoon(): Promise<void> {
    if (this.anchoring) return Promise.resolve();
    const row = this.unanchored();
    if (!row) return Promise.resolve();
    this.anchoring = true;
    return this.beforeAnchorAsync()
      .then(() => {
        // Not after the store closed (its closing anchor is written synchronously then).
        if (this.db.open && row.seq > this.anchored) this.anchor(row);
      })
      .finally(() => {
        this.anchoring = false;
      });
  }

  /** The newest signed checkpoint, when it is not anchored yet. */
  private unanchored(): { seq: number; hash: string; at: string; sig: string } | undefined {
    if (!this.anchorFile || !this.signer) return undefined;
    const row = this.newestCheckpointStmt.get() as { seq: number; hash: string; at: string; sig: string } | undefined;
    return row && row.seq > this.anchored ? row : undefined;
  }

  private anchor(row: { seq: number; hash: string; at: string; sig: string }): void {
    if (!this.anchorFile || !this.signer) return;
    const anchor: AuditAnchor = { seq: row.seq, hash: row.hash, at: row.at, kid: this.signer.kid, sig: row.sig };
    fs.mkdirSync(path.dirname(this.anchorFile), { recursive: true, mode: 0o700 });
    const tmp = `${this.anchorFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, this.anchorFile);
    this.anchored = row.seq;
  }

  /** Transaction bookkeeping (AirlockStore.transaction): the head moves only when the rows commit. */
  committed(): void {
    if (this.pendingHead) this.head = this.pendingHead;
    this.pendingHead = undefined;
  }

  rolledBack(): void {
    this.pendingHead = undefined;
  }

  /** The head of the transaction in flight, to return to if a savepoint inside it rolls back. */
  pendingMark(): { seq: number; hash: string } | undefined {
    return this.pendingHead;
  }

  /** A savepoint rolled back: its rows are gone, the head is what it was before it. */
  rolledBackTo(mark: { seq: number; hash: string } | undefined): void {
    this.pendingHead = mark;
  }

  /** Messages about a chain tail that changed under this repository since it last wrote (drained). */
  alerts(): string[] {
    return this.alertQueue.splice(0);
  }

  /** The newest row about `subject` of one of `kinds` whose signature verifies over its recomputed hash. */
  signedFor(subject: string, kinds: readonly string[]): AuditRow | undefined {
    for (const row of this.signedForStmt.all(subject) as AuditRow[]) {
      if (kinds.includes(row.kind) && this.verifies(row)) return row;
    }
    return undefined;
  }

  /** Every row of these kinds whose signature verifies, in chain order. */
  signedOfKinds(kinds: readonly string[]): AuditRow[] {
    const rows = kinds.flatMap((kind) => this.signedOfKindStmt.all(kind) as AuditRow[]);
    return rows.filter((row) => this.verifies(row)).sort((a, b) => a.seq - b.seq);
  }

  /** Every row about `subject` after `afterIso` whose signature verifies, in chain order. */
  signedAbout(subject: string, afterIso: string): AuditRow[] {
    return (this.signedAboutStmt.all(subject, afterIso) as AuditRow[]).filter((row) => this.verifies(row));
  }

  /** The row's content hashes to its hash, and the governor key signed that hash. */
  verifies(row: AuditRow): boolean {
    if (!this.signer || !row.sig) return false;
    let detail: Record<string, unknown>;
    try {
      detail = JSON.parse(row.detail) as Record<string, unknown>;
    } catch {
      return false;
    }
    return auditHash(row.prev_hash, auditEntryOf(row, detail)) === row.hash && this.signer.verify(row.hash, row.sig);
  }

  byExecution(executionId: string): AuditRow[] {
    return this.byExecutionStmt.all(executionId) as AuditRow[];
  }

  all(): IterableIterator<AuditRow> {
    return this.db.prepare('SELECT * FROM audit ORDER BY seq').iterate() as IterableIterator<AuditRow>;
  }

  private checkTail(last: { seq: number; hash: string } | undefined): void {
    const mine = this.pendingHead ?? this.head;
    if (!mine) return;
    if (last && last.seq === mine.seq) {
      if (last.hash !== mine.hash) this.alert(`audit row ${mine.seq} was rewritten after Airlock wrote it`);
      return;
    }
    if (!last || last.seq < mine.seq) {
      this.alert(`audit rows up to ${mine.seq} were deleted after Airlock wrote them (the log now ends at ${last?.seq ?? 0})`);
      return;
    }
    // Others (the history CLI) appended after us: our row must still be there, unchanged.
    const row = this.hashAtStmt.get(mine.seq) as { hash: string } | undefined;
    if (!row || row.hash !== mine.hash) this.alert(`audit row ${mine.seq} was deleted or rewritten after Airlock wrote it`);
  }

  private alert(message: string): void {
    this.alertQueue.push(message);
    // Report once: from here on the chain as it is now is the head.
    this.head = undefined;
    this.pendingHead = undefined;
  }
}

export function readAnchor(file: string | undefined): AuditAnchor | undefined {
  if (!file) return undefined;
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AuditAnchor>;
    if (typeof parsed.seq === 'number' && typeof parsed.hash === 'string' && typeof parsed.sig === 'string') return parsed as AuditAnchor;
  } catch {
    // no anchor yet, or unreadable: none
  }
  return undefined;
}

/** Whether every string in the value (keys too) is well-formed already: then it need not be copied. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object') {
    for (const key in value) if (!key.isWellFormed() || !wellFormed((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function wellFormedDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormedDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toWellFormed(), wellFormedDeep(v)]));
  }
  return value;
}
