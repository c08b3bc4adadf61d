// Fail closed: what may reach the wrapped server while Airlock cannot be
// reached. Listing tools, resources and prompts always passes (it is not a
// tools/call). A tool call passes only when the wrapper runs with
// `--offline read-only` (the default) and two independent judgements agree it
// only reads: Airlock's own classifier says "safe", and the server declares
// readOnlyHint without destructiveHint — and the server is not "untested" in
// the policy file. A request other than tools/call passes on the same terms
// when the protocol defines it as a read (resources/read, prompts/get,
// completion/complete) — that stands in for the server's readOnlyHint —
// and never otherwise (a subscription, sampling, elicitation). Nothing is
// recorded meanwhile (there is nowhere to record).
import { classify, defaultPolicy, parsePolicy, trustOf, type Policy } from '../core';
import type { PolicySource } from '../ports';
import type { StructuredAction, TrustLevel } from '../../shared/vocabulary';

export const OFFLINE_MODES = ['read-only', 'none'] as const;
export type OfflineMode = (typeof OFFLINE_MODES)[number];

export type OfflineVerdict = { allow: true } | { allow: false; why: string };

export interface OfflineContext {
  mode: OfflineMode;
  server: string;
  hint: string;
  action: StructuredAction;
  /** A gated request other than tools/call: whether the protocol defines its method as a read. */
  request?: { readsByProtocol: boolean };
  /** The wrapper's --trust. */
  ceiling?: TrustLevel;
  /** Airlock's policy file, read as it is now (Airlock is not there to ask). */
  policySource?: PolicySource;
}

function policyNow(source: PolicySource | undefined): Policy {
  if (!source) return defaultPolicy;
  try {
    const parsed = parsePolicy(source.load() ?? {});
    return parsed.ok ? parsed.policy : defaultPolicy;
  } catch {
    return defaultPolicy;
  }
}

export function offlineVerdict(ctx: OfflineContext): OfflineVerdict {
  if (ctx.mode === 'none') return { allow: false, why: 'this wrapper lets no tool call through while Airlock is away (--offline none).' };
  const { trust } = trustOf(policyNow(ctx.policySource), ctx.server, ctx.ceiling);
  if (trust === 'untested') return { allow: false, why: `the server "${ctx.server}" is untested, so only listing its tools is allowed.` };
  if (ctx.request) {
    if (!ctx.request.readsByProtocol) return { allow: false, why: `only reads pass while Airlock is away, and ${ctx.action.tool} is not one.` };
  } else if (ctx.action.annotations?.readOnlyHint !== true || ctx.action.annotations.destructiveHint === true) {
    return { allow: false, why: 'only calls the server declares read-only pass while Airlock is away, and this tool is not declared read-only.' };
  }
  const level = classify(ctx.hint, ctx.action).level;
  if (level !== 'safe') return { allow: false, why: `only read-only calls pass while Airlock is away, and Airlock's classifier rates this one ${level}.` };
  return { allow: true };
}
