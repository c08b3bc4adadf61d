// Findings: what one rule concluded about one part of an input. A finding
// names the level its action has in production (or where the environment is
// unknown, which counts as possibly production), and, when the rule knows
// the action is milder elsewhere, its level on staging/shared systems and on
// dev/test/local ones. The environment is resolved once per input
// (resolveFinding) so every rule family speaks the same ladder.
import type { DangerLevel } from '../../shared/vocabulary';

export const RANK: Record<DangerLevel, number> = { safe: 0, reversible: 1, destructive: 2, dangerous: 3, forbidden: 4 };
export const LEVEL_BY_RANK: readonly DangerLevel[] = ['safe', 'reversible', 'destructive', 'dangerous', 'forbidden'];

export type Env = 'prod' | 'staging' | 'dev' | 'unknown';

export interface Finding {
  /** Level in production, and where the environment is unknown. */
  level: DangerLevel;
  /** A short sentence a human reads in the approval window. */
  reason: string;
  /** Level when the environment is not named (defaults to `level`: unknown counts as possibly production). */
  unknown?: DangerLevel;
  /** Level when the target is a staging or shared system (defaults to `level`). */
  staging?: DangerLevel;
  /** Level when the target is a dev, test, sandbox or local system (defaults to `staging`). */
  dev?: DangerLevel;
  /** The target is on this machine: an unknown environment means local (dev), not production. */
  local?: boolean;
  /** The environment the rule read from the action's own arguments (host, namespace, profile …). */
  env?: Env;
  /** A floor no environment lowers (e.g. an unreadable input is at least destructive). */
  floor?: DangerLevel;
  /** No rule placed the action: a fallback that only says what ran (judged again in unplaced.ts). */
  unplaced?: boolean;
  /** cls-over14: the text of the one command no rule placed (its own words, env and stdin), so the floor reads that
   *  command and not the placed commands chained to it (`rm -rf coverage/ && npx nyc mocha`). */
  part?: string;
  /** (cls-over19) The finding is a secret value read into the transcript (readSecret): a pipe that keeps only names lowers it. */
  secretRead?: boolean;
}

/**
 * A copy of a finding with some fields changed. Object.assign rather than a spread: findings
 * come in many shapes, and a spread over many shapes takes V8's slow clone path.
 */
export function withChange(x: Finding, change: Partial<Finding>): Finding {
  return Object.assign({}, x, change);
}

/**
 * A finding at a fixed level. With `prodSensitive`, the level is what the action
 * is on staging and dev systems, and production (or an unknown remote target)
 * is one level higher.
 */
export function f(level: DangerLevel, reason: string, prodSensitive?: boolean): Finding {
  return prodSensitive ? prodRaises(level, reason) : { level, reason };
}

/** A fallback finding: the program or tool is known to run, its operation is not placed. */
export function unplacedRun(level: DangerLevel, reason: string, prodSensitive?: boolean): Finding {
  const x = f(level, reason, prodSensitive);
  x.unplaced = true;
  return x;
}

/** A finding whose level depends on the environment: production/unknown, staging, dev. */
export function ladder(prod: DangerLevel, staging: DangerLevel, dev: DangerLevel, reason: string, local = false): Finding {
  return local ? { level: prod, staging, dev, reason, local } : { level: prod, staging, dev, reason };
}

/**
 * The old "raise in production" shape: `level` is what the action is on a
 * staging or dev system; production (and an unknown remote target) is one
 * level higher.
 */
export function prodRaises(level: DangerLevel, reason: string, local = false): Finding {
  const x = ladder(raise(level), level, level, reason, local);
  x.unknown = level;
  return x;
}

/**
 * Reading a secret value into the agent's context: destructive (it can leave
 * from there); a production or live secret is dangerous (LABELS: Secrets).
 */
const ROOT_CREDENTIAL_L20 = /\b(?:root\s+(?:account|user|password|credentials?|login)|master\s+(?:password|key|user)|break[-_ ]?glass|superuser\s+password|domain\s+admin(?:istrator)?)\b/i;

export function readSecret(reason: string, local = false): Finding {
  // (lead20) A root, master or break-glass credential (bw get password "AWS root account") opens everything whatever the
  // environment: printed, it is dangerous unless a dev system is named.
  const x: Finding = { level: 'dangerous', unknown: ROOT_CREDENTIAL_L20.test(reason) ? 'dangerous' : 'destructive', staging: 'destructive', dev: 'destructive', reason, secretRead: true };
  if (local) x.local = true;
  return x;
}

/** Fixes a finding at one level in every environment. */
export function pin(x: Finding, level: DangerLevel): Finding {
  x.level = level;
  delete x.unknown;
  delete x.staging;
  delete x.dev;
  return x;
}

export function raise(level: DangerLevel, by = 1): DangerLevel {
  return LEVEL_BY_RANK[Math.max(0, Math.min(4, RANK[level] + by))] ?? 'forbidden';
}

export function lower(level: DangerLevel, by = 1): DangerLevel {
  return raise(level, -by);
}

export function atLeast(level: DangerLevel, floor: DangerLevel): DangerLevel {
  return RANK[level] >= RANK[floor] ? level : floor;
}

export function maxLevel(findings: readonly Finding[]): DangerLevel {
  let best: DangerLevel = 'safe';
  for (const x of findings) if (RANK[x.level] > RANK[best]) best = x.level;
  return best;
}

/** The level of a finding once the environment of its target is known. */
export function resolveFinding(x: Finding, env: Env): DangerLevel {
  let e = x.env ?? env;
  if (e === 'unknown' && x.local) e = 'dev';
  let level: DangerLevel;
  if (e === 'unknown') level = x.unknown ?? x.level;
  else if (e === 'staging') level = x.staging ?? x.level;
  else if (e === 'dev') level = x.dev ?? x.staging ?? x.level;
  else level = x.level;
  return x.floor ? atLeast(level, x.floor) : level;
}

/** Shortens evidence quoted inside a reason. */
const MESSY_SPACE = /\s\s|[\t\n\r\f\v]|^\s|\s$/;

export function snippet(s: string, max = 60): string {
  const t = MESSY_SPACE.test(s) ? s.replace(/\s+/g, ' ').trim() : s;
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}

/** (lead19) A job, timer or schedule whose name says it takes backups (pg-backup.timer, prod_db_backup, velero-nightly):
 * pausing, suspending, disabling or deleting it stops the backups (LABELS: disabling backups in production is dangerous). */
export const BACKUP_JOB_NAME = /(?:^|[^a-z])(?:backups?|snapshots?|restic|borg(?:matic)?|barman|pgbackrest|wal-?[eg]|velero|bacula|veeam|duplicity|rsnapshot|autobackup)(?:[^a-z]|$)/i;
export function backupsStopped(how: string): Finding {
  // Not read as this machine's dev work: the machine an agent runs on may be the server whose backups these are.
  return { level: 'dangerous', unknown: 'dangerous', staging: 'destructive', dev: 'destructive', reason: `stops a job that takes backups: no new backups are made (${how})`, local: false };
}
