// §3 Iteration control. An iteration is every step the agent reports (one
// reason→act turn); a tool call is a step that carries a structured action (a
// tool a client hook or the gateway saw). Counts are of admitted steps, per
// session. Loop signature: the core's loopKey — the hint with whitespace and
// case folded, plus the structured action (tool, server, arguments) case
// folded — so "same tool and equivalent arguments" means equal signatures.
// A loop is detected when the signature would appear `repeats` times (default
// 3) within the last `window` admitted steps of the session, this one included.
import type { GovernanceProfile } from './profile';

export const DEFAULT_LOOP_REPEATS = 3;

export interface IterationFacts {
  iterations: number;
  toolCalls: number;
  isToolCall: boolean;
}

export interface IterationLimit {
  limit: 'max_iterations' | 'max_tool_calls_per_session';
  observed: number;
  cap: number;
}

export function checkIterations(profile: GovernanceProfile, facts: IterationFacts): IterationLimit | null {
  const limits = profile.runtime?.tool_invocation;
  if (!limits) return null;
  if (limits.max_iterations !== undefined && facts.iterations + 1 > limits.max_iterations) {
    return { limit: 'max_iterations', observed: facts.iterations + 1, cap: limits.max_iterations };
  }
  if (facts.isToolCall && limits.max_tool_calls_per_session !== undefined && facts.toolCalls + 1 > limits.max_tool_calls_per_session) {
    return { limit: 'max_tool_calls_per_session', observed: facts.toolCalls + 1, cap: limits.max_tool_calls_per_session };
  }
  return null;
}

export interface LoopFinding {
  repeats: number;
  window: number;
}

/** `recent`: signatures of the session's latest admitted steps, newest first. */
export function detectLoop(profile: GovernanceProfile, recent: readonly string[], signature: string): LoopFinding | null {
  const loop = profile.runtime?.tool_invocation?.loop_detection;
  if (!loop) return null;
  const threshold = loop.repeats ?? DEFAULT_LOOP_REPEATS;
  const seen = recent.slice(0, loop.window - 1).filter((s) => s === signature).length + 1;
  return seen >= threshold ? { repeats: seen, window: loop.window } : null;
}
