// Confirmation tokens (seed 001 §4.3): when a call waits longer than the
// client tolerates, the answer carries a token; the retry carries it back in
// `_confirmation`. A token is
// - call-bound: it names one Airlock confirmation or challenge and the digest
//   of one call (server, tool, arguments); a retry of any other call is refused;
// - one-time: it is spent when its confirmation is decided (approved, denied,
//   expired) or its code is tried, and a retry in flight holds it, so a second
//   concurrent retry with the same token is refused;
// - session-bound: it lives in this wrapper process only.
// A token authorises nothing by itself: only the person's decision in Airlock
// does, and Airlock spends that approval on exactly one report of the call.
import { randomBytes } from 'node:crypto';
import type { GateView } from '../core';

export type TokenKind = 'confirmation' | 'verification';

export interface TokenGrant {
  token: string;
  kind: TokenKind;
  /** The Airlock confirmation (kind "confirmation") or challenge (kind "verification") it waits on. */
  ref: string;
  callDigest: string;
  expiresAtMs: number;
  state: 'open' | 'in_use' | 'spent';
  /** The trust × danger cell of the call, to answer a retry that finds no decision yet. */
  gate?: GateView;
}

export type Claim =
  | { ok: true; grant: TokenGrant }
  | { ok: false; why: 'unknown' | 'other_call' | 'in_use' | 'spent' | 'expired' };

/** Tokens kept at most; the oldest open ones go first. */
const MAX_TOKENS = 1000;
/** How long a verification token lives when Airlock's challenge expiry is not known here. */
export const VERIFICATION_TOKEN_MS = 15 * 60 * 1000;

export class TokenBook {
  private readonly grants = new Map<string, TokenGrant>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(kind: TokenKind, ref: string, callDigest: string, expiresAtMs: number, gate?: GateView): string {
    this.prune();
    const token = `conf_${randomBytes(16).toString('base64url')}`;
    this.grants.set(token, { token, kind, ref, callDigest, expiresAtMs, state: 'open', ...(gate ? { gate } : {}) });
    return token;
  }

  /** Takes the token for one retry of the call it was issued for. */
  claim(token: string, callDigest: string): Claim {
    const grant = this.grants.get(token);
    if (!grant) return { ok: false, why: 'unknown' };
    if (grant.state === 'spent') return { ok: false, why: 'spent' };
    if (grant.callDigest !== callDigest) return { ok: false, why: 'other_call' };
    if (grant.state === 'in_use') return { ok: false, why: 'in_use' };
    if (grant.expiresAtMs <= this.now()) {
      grant.state = 'spent';
      return { ok: false, why: 'expired' };
    }
    grant.state = 'in_use';
    return { ok: true, grant };
  }

  /** The retry ended without a decision: the token stays good for the next retry. */
  release(grant: TokenGrant): void {
    if (grant.state === 'in_use') grant.state = 'open';
  }

  spend(grant: TokenGrant): void {
    grant.state = 'spent';
  }

  get size(): number {
    return this.grants.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [token, grant] of this.grants) {
      if (grant.state === 'spent' || grant.expiresAtMs <= now) this.grants.delete(token);
    }
    // Map order is issue order: drop the oldest open tokens past the bound.
    for (const [token, grant] of this.grants) {
      if (this.grants.size < MAX_TOKENS) break;
      if (grant.state === 'open') this.grants.delete(token);
    }
  }
}
