// The governor's decision for one step (the PDP of seed 004 §1.2), in two
// parts the pipeline calls in seed 002's brake order: `grantBrake` (R6) right
// after the halt, then `governStep` — budgets (R4) first, then iteration caps,
// loops, tool errors, persona spawns, oversight triggers and the anomaly
// baseline. Each fired cause resolves through §6; `continue` is recorded
// with the cause it overrode and the checks go on; any other action stops.
import type { DangerLevel, DataClass, DegradationAction, DegradationCause, GovernorCause } from '../../../shared/vocabulary';
import { deviations, type Observed } from './anomaly';
import { checkBudgets, describeExhaustion, type Usage } from './budgets';
import { resolveDegradation, type Resolution } from './degradation';
import { checkGrant } from './grants';
import { checkIterations, detectLoop } from './iteration';
import { firedTriggers, responseTimeMs } from './oversight';
import type { Budget, GovernanceProfile } from './profile';
import { admitPersona } from './spawn';

export type SessionKind = 'root' | 'persona' | 'delegated';

export interface GovernorFacts {
  /** The policy.agents key the profile came from. */
  key: string;
  profile: GovernanceProfile;
  session: {
    kind: SessionKind;
    /** For a persona session: the persona it runs as. */
    persona?: string;
    /** The persona's budget_share of the parent's per-session caps. */
    personaShare?: number;
    phase?: string;
    /** For a delegated peer session: the caps it was admitted with. */
    claimed?: Budget;
  };
  /** Projected usage: the counters plus this step's reported usage and elapsed wall-clock. */
  usage: { session: Usage; day: Usage; persona?: Usage };
  /** Admitted steps and tool calls of the session so far. */
  counts: { iterations: number; toolCalls: number };
  /** Loop signatures of the session's latest admitted steps, newest first. */
  recentSignatures: readonly string[];
  signature: string;
  step: {
    names: readonly string[];
    level: DangerLevel;
    dataClass?: DataClass;
    paths: readonly string[];
    isToolCall: boolean;
    /** The persona a Task-style action would spawn (hook mode). */
    spawn?: string;
  };
  /** Personas of the session running now (for a spawn). */
  running?: { children: number; ofPersona: number };
  observed: Observed;
  /** Causes a timed-out review resolved to `continue` for this very action (used once). */
  passCauses: readonly GovernorCause[];
  previousFailed: boolean;
}

export interface GovernorEvent {
  cause: GovernorCause;
  action: DegradationAction;
  failClosed: boolean;
  detail: Record<string, unknown>;
  /** What a person (and the agent) reads. */
  text: string;
}

export type StopKind = 'not_granted' | 'halt' | 'pause' | 'fallback';

export interface GovernorDecision {
  /** Every event of this step, the stopping one last. */
  events: GovernorEvent[];
  stop?: { kind: StopKind; event: GovernorEvent; value?: unknown };
  /** How long a pause waits for the person (human_oversight.response_time_minutes), when declared. */
  responseTimeMs?: number;
}

const ACTION_TEXT: Record<DegradationAction, string> = {
  halt: 'the governor halts this session',
  pause: 'the governor pauses for a person',
  fallback: 'the governor substitutes the declared fallback',
  continue: 'the declared response is continue (fail-open): the step goes on, and this is recorded',
};

function withSession(facts: GovernorFacts, detail: Record<string, unknown>): Record<string, unknown> {
  return {
    ...detail,
    profile: facts.key,
    ...(facts.session.persona ? { persona: facts.session.persona } : {}),
    ...(facts.session.phase ? { phase: facts.session.phase } : {}),
  };
}

/** R6: the tool and action class must be granted (agent tools, persona tools, phase grants). */
export function grantBrake(facts: GovernorFacts): GovernorDecision | null {
  const result = checkGrant(facts.profile, { names: facts.step.names, level: facts.step.level, ...(facts.session.persona ? { persona: facts.session.persona } : {}), ...(facts.session.phase ? { phase: facts.session.phase } : {}) });
  if (result.granted) return null;
  const event: GovernorEvent = {
    cause: 'on_tool_not_granted',
    action: 'fallback',
    failClosed: false,
    detail: withSession(facts, { outcome: 'tool_not_granted', ...result.detail }),
    text: `tool_not_granted: ${result.why}.`,
  };
  return { events: [event], stop: { kind: 'not_granted', event } };
}

export function governStep(facts: GovernorFacts): GovernorDecision {
  const { profile } = facts;
  const events: GovernorEvent[] = [];
  const skip = new Set(facts.passCauses);

  const apply = (resolution: Resolution, detail: Record<string, unknown>, text: string): GovernorDecision | null => {
    const event: GovernorEvent = {
      cause: resolution.cause,
      action: resolution.action,
      failClosed: resolution.failClosed,
      detail: withSession(facts, {
        ...detail,
        ...(resolution.failClosed ? { fail_closed: true, response: 'none declared: halt (fail-closed)' } : { response: resolution.declaredAt }),
        ...(resolution.action === 'continue' ? { overrode: resolution.cause } : {}),
      }),
      text: `${text} ${resolution.failClosed ? 'No response is declared, so the governor halts this session (fail-closed).' : `Declared response: ${ACTION_TEXT[resolution.action]}.`}`,
    };
    events.push(event);
    if (resolution.action === 'continue') return null;
    const rt = resolution.action === 'pause' ? responseTimeMs(profile) : undefined;
    return {
      events,
      stop: { kind: resolution.action, event, ...(resolution.action === 'fallback' ? { value: resolution.value } : {}) },
      ...(rt !== undefined ? { responseTimeMs: rt } : {}),
    };
  };
  const fire = (cause: DegradationCause, detail: Record<string, unknown>, text: string, first?: Parameters<typeof resolveDegradation>[2]) =>
    skip.has(cause) ? null : apply(resolveDegradation(profile, cause, first), detail, text);

  // §2 budgets (R4): the caps a delegated session was admitted with, then the profile's own.
  const personaUsage = facts.session.persona && facts.usage.persona ? { name: facts.session.persona, share: facts.session.personaShare, usage: facts.usage.persona } : undefined;
  for (const caps of [facts.session.claimed, profile.permissions?.resource_limits?.budget]) {
    const exhausted = checkBudgets({ caps, session: facts.usage.session, day: facts.usage.day, ...(personaUsage ? { persona: personaUsage } : {}) });
    if (exhausted) {
      const stopped = fire('on_budget_exhausted', { boundary: 'budget', dimension: exhausted.dimension, scope: exhausted.scope, observed: exhausted.observed, limit: exhausted.limit, ...(caps === facts.session.claimed ? { caps: 'delegated' } : {}) }, describeExhaustion(exhausted));
      if (stopped) return stopped;
      break;
    }
  }

  // §3 iteration caps, then loops.
  const limit = checkIterations(profile, { ...facts.counts, isToolCall: facts.step.isToolCall });
  if (limit) {
    const stopped = fire('on_iteration_limit', { boundary: limit.limit, observed: limit.observed, limit: limit.cap }, `Iteration limit: this would be ${limit.limit === 'max_iterations' ? 'iteration' : 'tool call'} ${limit.observed} of a session capped at ${limit.cap} (${limit.limit}).`);
    if (stopped) return stopped;
  }
  const loop = detectLoop(profile, facts.recentSignatures, facts.signature);
  if (loop) {
    const onDetected = profile.runtime?.tool_invocation?.loop_detection?.on_detected;
    const stopped = fire(
      'on_iteration_limit',
      { boundary: 'loop_detection', loop_detected: true, repeats: loop.repeats, window: loop.window, signature: facts.signature.slice(0, 16) },
      `Loop detected: the same action (same tool, equivalent arguments) ${loop.repeats} times within ${loop.window} steps.`,
      { response: onDetected, at: 'runtime.tool_invocation.loop_detection.on_detected' },
    );
    if (stopped) return stopped;
  }

  // A failed previous step, when the profile declares how to handle it (else Airlock's own pause applies).
  if (facts.previousFailed && profile.runtime?.degradation?.on_tool_error) {
    const stopped = fire('on_tool_error', { boundary: 'tool_error' }, 'The previous step failed.');
    if (stopped) return stopped;
  }

  // §4.1 a persona spawned through a Task-style tool (hook mode), when sub_agents are declared.
  if (facts.step.spawn !== undefined && profile.permissions?.sub_agents) {
    const admission = admitPersona(profile, { persona: facts.step.spawn, runningChildren: facts.running?.children ?? 0, runningOfPersona: facts.running?.ofPersona ?? 0 });
    if (admission.admitted) {
      events.push({ cause: 'on_sub_agent_admitted', action: 'continue', failClosed: false, detail: withSession(facts, { ...admission.detail, via: 'tool' }), text: `Sub-agent persona "${facts.step.spawn}" admitted (${String(admission.detail.rule)}).` });
    } else {
      const stopped = fire('on_sub_agent_denied', { ...admission.detail, via: 'tool', reasons: admission.reasons }, `Sub-agent spawn denied: ${admission.reasons.join('; ')}.`);
      if (stopped) return stopped;
    }
  }

  // §5 oversight triggers: a fired trigger pauses (monitor_only records it and goes on).
  if (!skip.has('on_oversight_trigger')) {
    const model = profile.human_oversight?.intervention_model ?? 'approve_reject';
    for (const fired of firedTriggers(profile, { sessionCostUsd: facts.usage.session.costUsd, dataClass: facts.step.dataClass, names: facts.step.names, paths: facts.step.paths })) {
      const detail = withSession(facts, { trigger: fired.id, when: fired.matched, intervention_model: model });
      if (model === 'monitor_only') {
        events.push({ cause: 'on_oversight_trigger', action: 'continue', failClosed: false, detail: { ...detail, gates: false }, text: `Oversight trigger "${fired.id}" fired (monitor only: recorded, not paused).` });
        continue;
      }
      const event: GovernorEvent = {
        cause: 'on_oversight_trigger',
        action: 'pause',
        failClosed: false,
        detail,
        text: `Oversight trigger "${fired.id}" fired: a person reviews this step${model === 'plan_editing' ? ' and may send back an edited plan' : ''}.`,
      };
      events.push(event);
      const rt = responseTimeMs(profile);
      return { events, stop: { kind: 'pause', event }, ...(rt !== undefined ? { responseTimeMs: rt } : {}) };
    }
  }

  // §7 anomaly baseline.
  for (const deviation of deviations(profile, { names: facts.step.names, dataClass: facts.step.dataClass, sessionCostUsd: facts.usage.session.costUsd, observed: facts.observed })) {
    const stopped = fire('on_anomaly', { boundary: 'anomaly_baseline', deviation: deviation.kind, ...deviation.detail }, `Anomaly: ${deviation.text}`);
    if (stopped) return stopped;
  }
  return { events };
}
