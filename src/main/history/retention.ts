// Retention (keep N days / unlimited) and compaction of the history.
//
// What retention deletes: executions that ENDED before the cutoff, with their
// steps (the FTS index follows through the steps' delete trigger),
// confirmations, challenges, notifications and lifted blocks. What it never
// deletes: the audit table (the hash chain must stay verifiable from its
// genesis; each deletion is recorded there as `retention_applied`, in the same
// transaction), a running execution, anything of a standing (unlifted) block,
// and no execution that still has an active challenge or a pending
// confirmation (it is taken on a later pass, once they have expired).
//
// The setting lives in the database's `settings` table (key
// `history.retention`), so the app, `airlock serve` and the CLI share it and
// it is changed transactionally, with an audit event (`retention_changed`).
// Without a setting, history is kept without limit.
import fs from 'node:fs';
import type { SqliteDatabase } from '../store';
import { AuditRepository } from '../store/audit';
import { retentionSetting, type RetentionSetting } from './schemas';
import { HistoryQueryError } from './query';

export const RETENTION_KEY = 'history.retention';
export const DEFAULT_RETENTION: RetentionSetting = { unlimited: true };
const DAY_MS = 86_400_000;
/** Executions deleted per transaction: keeps the engine's writes waiting at most a few hundred ms. */
const BATCH = 500;

export interface RetentionReport {
  setting: RetentionSetting;
  /** Executions that ended before this instant were removed (null when unlimited). */
  cutoff: string | null;
  executions: number;
  steps: number;
  confirmations: number;
  challenges: number;
  notifications: number;
  blocks: number;
  /** Audit seqs of the `retention_applied` events written (one per batch). */
  auditSeqs: number[];
}

export interface CompactReport {
  bytesBefore: number;
  bytesAfter: number;
  ftsOptimized: boolean;
  vacuum: 'incremental' | 'full' | 'skipped';
  /** Why a full VACUUM was skipped, when it was. */
  note?: string;
  walCheckpointed: boolean;
}

function hasSettingsTable(db: SqliteDatabase): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'settings'").get() !== undefined;
}

export function getRetention(db: SqliteDatabase): RetentionSetting {
  if (!hasSettingsTable(db)) return DEFAULT_RETENTION;
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(RETENTION_KEY) as { value: string } | undefined;
  if (!row) return DEFAULT_RETENTION;
  try {
    const parsed = retentionSetting.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_RETENTION;
  } catch {
    return DEFAULT_RETENTION;
  }
}

/** Stores the setting (a human decision: audited as `retention_changed`). */
export function setRetention(db: SqliteDatabase, setting: RetentionSetting, now: number = Date.now()): RetentionSetting {
  const parsed = retentionSetting.safeParse(setting);
  if (!parsed.success) throw new HistoryQueryError('Retention is either { keepDays: 1…36500 } or { unlimited: true }.');
  if (!hasSettingsTable(db)) throw new HistoryQueryError('This database predates history settings; open it once with this Airlock version (it migrates).');
  const at = new Date(now).toISOString();
  const audit = new AuditRepository(db);
  db.transaction(() => {
    const previous = getRetention(db);
    db.prepare(
      'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
    ).run(RETENTION_KEY, JSON.stringify(parsed.data), at);
    if (JSON.stringify(previous) !== JSON.stringify(parsed.data)) {
      audit.append({ at, kind: 'retention_changed', detail: { by: 'human', from: previous, to: parsed.data } });
    }
  }).immediate();
  return parsed.data;
}

/**
 * Deletes what the setting no longer keeps (see the top of this file). Works in
 * batches, each one its own transaction carrying its `retention_applied` audit
 * row, so a deletion is never unrecorded and the engine is never held up long.
 */
export function applyRetention(db: SqliteDatabase, setting: RetentionSetting, now: number = Date.now()): RetentionReport {
  const parsed = retentionSetting.safeParse(setting);
  if (!parsed.success) throw new HistoryQueryError('Retention is either { keepDays: 1…36500 } or { unlimited: true }.');
  const report: RetentionReport = {
    setting: parsed.data,
    cutoff: null,
    executions: 0,
    steps: 0,
    confirmations: 0,
    challenges: 0,
    notifications: 0,
    blocks: 0,
    auditSeqs: [],
  };
  if ('unlimited' in parsed.data) return report;
  const cutoff = new Date(now - parsed.data.keepDays * DAY_MS).toISOString();
  report.cutoff = cutoff;
  const at = new Date(now).toISOString();

  const pick = db.prepare(
    `SELECT id FROM executions e
      WHERE e.ended_at IS NOT NULL AND e.ended_at < ? AND e.status != 'running'
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.execution_id = e.id AND b.lifted_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM confirmations c WHERE c.execution_id = e.id AND c.status = 'pending')
        AND NOT EXISTS (SELECT 1 FROM challenges ch WHERE ch.execution_id = e.id AND ch.status = 'active')
      LIMIT ?`,
  );
  const ids = "(SELECT value FROM json_each(@ids))";
  const del = {
    steps: db.prepare(`DELETE FROM steps WHERE execution_id IN ${ids}`),
    confirmations: db.prepare(`DELETE FROM confirmations WHERE execution_id IN ${ids} AND status != 'pending'`),
    challenges: db.prepare(
      `DELETE FROM challenges WHERE execution_id IN ${ids} AND status != 'active'
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.id = challenges.block_id AND b.lifted_at IS NULL)`,
    ),
    notifications: db.prepare(`DELETE FROM notifications WHERE execution_id IN ${ids}`),
    blocks: db.prepare(`DELETE FROM blocks WHERE execution_id IN ${ids} AND lifted_at IS NOT NULL`),
    executions: db.prepare(`DELETE FROM executions WHERE id IN ${ids}`),
  };
  const audit = new AuditRepository(db);
  const batch = db.transaction(() => {
    const picked = (pick.all(cutoff, BATCH) as Array<{ id: string }>).map((r) => r.id);
    if (picked.length === 0) return 0;
    const arg = { ids: JSON.stringify(picked) };
    const counts = {
      executions: 0,
      steps: del.steps.run(arg).changes,
      confirmations: del.confirmations.run(arg).changes,
      challenges: del.challenges.run(arg).changes,
      notifications: del.notifications.run(arg).changes,
      blocks: del.blocks.run(arg).changes,
    };
    counts.executions = del.executions.run(arg).changes;
    const seq = audit.append({
      at,
      kind: 'retention_applied',
      detail: { keepDays: (parsed.data as { keepDays: number }).keepDays, cutoff, ...counts },
    });
    for (const key of Object.keys(counts) as Array<keyof typeof counts>) report[key] += counts[key];
    report.auditSeqs.push(seq);
    return picked.length;
  });
  while (batch.immediate() === BATCH) {
    // next batch
  }
  return report;
}

/** Applies the stored setting. */
export function applyStoredRetention(db: SqliteDatabase, now: number = Date.now()): RetentionReport {
  return applyRetention(db, getRetention(db), now);
}

/**
 * Gives space back: FTS `optimize` (merges the index's segments), a full
 * VACUUM when the file is small enough for it to be quick (which also switches
 * the file to incremental auto-vacuum), else an incremental vacuum when the
 * file already allows it, then a WAL checkpoint(TRUNCATE).
 */
export function compact(db: SqliteDatabase, options: { file?: string; fullVacuumMaxBytes?: number } = {}): CompactReport {
  const limit = options.fullVacuumMaxBytes ?? 256 * 1024 * 1024;
  const size = (): number => {
    const pages = db.pragma('page_count', { simple: true }) as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const wal = options.file && fs.existsSync(`${options.file}-wal`) ? fs.statSync(`${options.file}-wal`).size : 0;
    return pages * pageSize + wal;
  };
  const bytesBefore = size();
  db.exec("INSERT INTO steps_fts(steps_fts) VALUES ('optimize')");
  const autoVacuum = db.pragma('auto_vacuum', { simple: true }) as number; // 0 none, 1 full, 2 incremental
  const dbBytes = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
  let vacuum: CompactReport['vacuum'] = 'skipped';
  let note: string | undefined;
  if (dbBytes <= limit) {
    try {
      if (autoVacuum !== 2) db.pragma('auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
      vacuum = 'full';
    } catch (error) {
      note = `full VACUUM not run: ${(error as Error).message}`;
    }
  } else {
    note = `the database is ${Math.round(dbBytes / 1048576)} MB; a full VACUUM is left out above ${Math.round(limit / 1048576)} MB`;
  }
  if (vacuum !== 'full' && (db.pragma('auto_vacuum', { simple: true }) as number) === 2) {
    db.pragma('incremental_vacuum');
    vacuum = 'incremental';
  }
  const checkpoint = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
  return {
    bytesBefore,
    bytesAfter: size(),
    ftsOptimized: true,
    vacuum,
    ...(note ? { note } : {}),
    walCheckpointed: checkpoint[0]?.busy === 0,
  };
}

export interface MaintenanceOptions {
  now?: () => number;
  intervalMs?: number;
  logger?: { info(message: string, fields?: Record<string, unknown>): void; warn(message: string, fields?: Record<string, unknown>): void };
}

/**
 * For hosts (the app, `airlock serve`): applies the stored retention now and
 * then once a day. The timer does not keep the process alive. Returns stop().
 */
export function startHistoryMaintenance(db: SqliteDatabase, options: MaintenanceOptions = {}): () => void {
  const now = options.now ?? Date.now;
  const run = (): void => {
    try {
      if (!db.open) return;
      const report = applyStoredRetention(db, now());
      if (report.executions > 0) {
        options.logger?.info('history retention applied', {
          executions: report.executions,
          steps: report.steps,
          cutoff: report.cutoff,
        });
      }
    } catch (error) {
      options.logger?.warn('history retention failed', { error: (error as Error).message });
    }
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? DAY_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
