// Trust × danger gating for calls through `airlock wrap` (seed 001 §4.1),
// pure. The matrix is the seed's, cell by cell; the pipeline applies it next
// to Airlock's own tier and keeps the stricter of the two, so trust can add
// gates and never remove one.
import { TRUST_LEVELS, type DangerLevel, type GateDecision, type TrustLevel } from '../../shared/vocabulary';
import type { Policy } from './policy';

/** Seed 001 §4.1: rows are danger levels, columns trust levels. */
export const TRUST_DANGER_MATRIX: Readonly<Record<DangerLevel, Readonly<Record<TrustLevel, GateDecision>>>> = {
  safe: { untested: 'introspect_only', generated: 'allow', validated: 'allow', community_reviewed: 'allow', certified: 'allow' },
  reversible: { untested: 'deny', generated: 'deny', validated: 'allow', community_reviewed: 'allow', certified: 'allow' },
  destructive: { untested: 'deny', generated: 'deny', validated: 'confirm', community_reviewed: 'allow', certified: 'allow' },
  dangerous: { untested: 'deny', generated: 'deny', validated: 'deny', community_reviewed: 'confirm', certified: 'allow' },
  forbidden: { untested: 'deny', generated: 'deny', validated: 'deny', community_reviewed: 'deny', certified: 'confirm' },
};

export function gateFor(trust: TrustLevel, level: DangerLevel): GateDecision {
  return TRUST_DANGER_MATRIX[level][trust];
}

/** Whether the matrix refuses the call outright. */
export const refuses = (decision: GateDecision): boolean => decision === 'deny' || decision === 'introspect_only';

/** The lowest trust at which the matrix no longer refuses a call of this danger level. */
export function minimumTrustFor(level: DangerLevel): TrustLevel {
  return TRUST_LEVELS.find((trust) => !refuses(gateFor(trust, level))) ?? 'certified';
}

export const trustRank = (trust: TrustLevel): number => TRUST_LEVELS.indexOf(trust);
export const lowerTrust = (a: TrustLevel, b: TrustLevel): TrustLevel => (trustRank(a) <= trustRank(b) ? a : b);

/** Where a server's effective trust came from. */
export type TrustSource = 'policy' | 'default' | 'wrapper';

export interface ServerTrust {
  trust: TrustLevel;
  source: TrustSource;
}

/**
 * The trust a wrapped server's calls are judged with: the person's setting in
 * the policy (or the policy's default for servers it does not name), lowered —
 * never raised — by the level the wrapper was started with. So whoever edits
 * an MCP client's config can make a server stricter, not trusted.
 */
export function trustOf(policy: Policy, server: string, ceiling?: TrustLevel): ServerTrust {
  const configured = policy.servers[server]?.trust;
  const base: ServerTrust = configured ? { trust: configured, source: 'policy' } : { trust: policy.gateway.defaultTrust, source: 'default' };
  if (ceiling !== undefined && trustRank(ceiling) < trustRank(base.trust)) return { trust: ceiling, source: 'wrapper' };
  return base;
}
