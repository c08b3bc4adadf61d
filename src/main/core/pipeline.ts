// THE decision: go, pause or stop for one reported action. Pure — it reads
// the state the safety loop gathered and returns a verdict; it writes nothing.
// Stages run in CONTRACT.md's order; the first that pauses or stops wins.
import picomatch from 'picomatch';
import { classify, commandSegments } from '../classifier';
import {
  higherTier,
  tierForScore,
  tierRank,
  type BlockScope,
  type Classification,
  type DangerLevel,
  type DegradationNotice,
  type GateDecision,
  type GovernorCause,
  type PauseKind,
  type SafetyTier,
  type StepOutcome,
  type StructuredAction,
  type TrustLevel,
} from '../../shared/vocabulary';
import { RISK_TOLERANCE_THRESHOLD, type Policy } from './policy';
import { gateFor, minimumTrustFor, type ServerTrust, type TrustSource } from './trust';
import { governStep, grantBrake, type GovernorEvent, type GovernorFacts } from './governor'; // runtime governor (issue 17)

export interface StepFacts {
  policy: Policy;
  hint: string;
  action?: StructuredAction;
  agentRiskScore?: number;
  /** Precomputed classification of the hint; classified here when absent. */
  classification?: Classification;
  halted: { all: boolean; agent: boolean };
  block: { id: string; challengeId: string | null; reason: string; scope?: BlockScope } | null;
  /** Usage summed over the execution, including this step's report. */
  usage: { tokens: number; costUsd: number };
  stepsUsed: number;
  stepLimit: number;
  previousOutcome?: StepOutcome;
  /** How many earlier steps of this execution, within the loop window, performed this same action. */
  repeats: number;
  /** How many steps within the loop window reported a failure (this step's report included). */
  recentFailures?: number;
  /** An unresolved verify challenge holding this very action. */
  awaitingVerification: { challengeId: string } | null;
  /** The person refused this very action's verification, and the refusal still stands. */
  refused?: { challengeId: string; reason: string | null } | null;
  /** The human already let this very action through (approval or verified code). */
  humanPass: { via: 'confirmation' | 'verification'; id: string; tier: SafetyTier } | null;
  /** Set for a tool call through `airlock wrap`: the wrapped server and its effective trust. */
  gateway?: { server: string; trust: ServerTrust };
  /** Runtime governor (issue 17): the session was halted by a degradation (R5: no further step goes). */
  governorHalt?: { cause: GovernorCause } | null;
  /** Runtime governor: the facts of an agent with a governance profile. */
  governor?: GovernorFacts;
}

/** The trust × danger cell a gateway call fell in (seed 001 §4.1). */
export interface GateView {
  server: string;
  trust: TrustLevel;
  trustSource: TrustSource;
  dangerLevel: DangerLevel;
  decision: GateDecision;
  /** The lowest trust at which the matrix would not refuse this call. */
  minimumTrust: TrustLevel;
  /** Why the call has its danger level (the classifier's reasons). */
  reasons: string[];
}

export type Verdict =
  | { kind: 'continue' }
  | { kind: 'halted' }
  | { kind: 'blocked'; challengeId: string | null; blockReason: string }
  | { kind: 'awaiting_verification'; challengeId: string }
  | { kind: 'refused'; challengeId: string; refusal: string | null }
  | { kind: 'confirm'; pause: PauseKind }
  | { kind: 'verify' }
  | { kind: 'danger_zone'; byPolicy: boolean }
  /** The trust × danger matrix refused a call through `airlock wrap` (PERMISSION_DANGER_LEVEL_DENIED). */
  | { kind: 'denied'; decision: 'deny' | 'introspect_only' }
  // Runtime governor (issue 17): a degradation halted the session; a declared
  // fallback stands in for the step; the tool is not granted here (R6).
  | { kind: 'governor_halt'; cause: GovernorCause }
  | { kind: 'fallback'; cause: GovernorCause }
  | { kind: 'not_granted' };

/** What the governor decided about a step, for the loop to record and the directive to tell. */
export interface GovernorOutcome {
  events: GovernorEvent[];
  degradation?: DegradationNotice;
  /** A governor pause waits this long for the person (human_oversight.response_time_minutes). */
  responseTimeMs?: number;
}

const BLOCKED_WHO: Record<BlockScope, string> = {
  session: 'This client session',
  agent: 'This agent',
  client: 'This agent (or its MCP client)',
};

export interface Evaluation {
  verdict: Verdict;
  classification: Classification;
  score: number;
  /** The tier this step is shown and recorded with. */
  tier: SafetyTier;
  /** The action's own tier (classifier and agent score), whatever paused it. */
  actionTier: SafetyTier;
  factors: string[];
  reason?: string;
  /** Set when the verdict came through thanks to a human pass, which the loop then uses up. */
  usedPass?: StepFacts['humanPass'];
  /** For a gateway call: the matrix cell, whatever stage decided. */
  gate?: GateView;
  /** Runtime governor: its events for this step (recorded by the loop). */
  governor?: GovernorOutcome;
}

// ---- policy patterns -----------------------------------------------------------
//
// Tightening patterns (deny, requiresApproval) match broadly: case-insensitive,
// `*` crosses anything, against the whole hint, every command part and the
// tool name — any hit counts. The loosening pattern (autoApprove) matches
// narrowly: case-sensitive, `*` stays within one path segment and never
// matches a dot-file or `..`, and every command part of the action must match
// one — so `git status*` never approves `git status; rm -rf ~`, and a tool
// name the agent chose never approves the command it carries.

const MATCHER_CACHE_LIMIT = 512;
const broadMatchers = new Map<string, (text: string) => boolean>();
const narrowMatchers = new Map<string, (text: string) => boolean>();

function matcher(cache: Map<string, (text: string) => boolean>, pattern: string, narrow: boolean): (text: string) => boolean {
  let test = cache.get(pattern);
  if (!test) {
    test = narrow ? picomatch(pattern, { nocase: false, dot: false }) : picomatch(pattern, { nocase: true, dot: true, bash: true });
    if (cache.size >= MATCHER_CACHE_LIMIT) cache.clear();
    cache.set(pattern, test);
  }
  return test;
}

/** The first tightening pattern that matches any of the texts. */
export function firstBroadMatch(patterns: readonly string[], texts: readonly string[]): string | undefined {
  return patterns.find((p) => texts.some((t) => matcher(broadMatchers, p, false)(t)));
}

/** The autoApprove patterns that cover every part, or undefined when some part is not covered. */
export function narrowCover(patterns: readonly string[], parts: readonly string[]): string[] | undefined {
  if (patterns.length === 0 || parts.length === 0) return undefined;
  const used = new Set<string>();
  for (const part of parts) {
    const hit = patterns.find((p) => matcher(narrowMatchers, p, true)(part));
    if (!hit) return undefined;
    used.add(hit);
  }
  return [...used];
}

// Characters picomatch gives a meaning; a leading "." too (it strips "./").
const GLOB_SPECIAL = new Set('\\*?[]{}()!+@|"\''.split(''));

/** A pattern that matches exactly this text, and nothing else, under autoApprove's
 *  narrow matching: each glob-significant character stands in a bracket of its own
 *  (or is escaped where a bracket would change its meaning). */
export function literalPattern(text: string): string {
  return [...text]
    .map((c, i) => {
      if (i === 0 && c === '.') return '[.]';
      if (!GLOB_SPECIAL.has(c)) return c;
      if (c === '\\') return '[\\\\]';
      if (c === ']') return '\\]';
      if (c === '!') return '\\!';
      return `[${c}]`;
    })
    .join('');
}

/** Facts of an action evaluated on its own: no brakes, no history, no passes. */
export function neutralFacts(policy: Policy, hint: string, action?: StructuredAction): StepFacts {
  return {
    policy,
    hint,
    ...(action ? { action } : {}),
    halted: { all: false, agent: false },
    block: null,
    usage: { tokens: 0, costUsd: 0 },
    stepsUsed: 0,
    stepLimit: Number.MAX_SAFE_INTEGER,
    repeats: 0,
    awaitingVerification: null,
    humanPass: null,
  };
}

const TRUST_FROM: Record<TrustSource, string> = {
  policy: ' in the policy',
  default: ' (the policy\'s default for servers it does not name)',
  wrapper: ' (lowered by the wrapper\'s --trust)',
};

function gateView(server: string, trust: ServerTrust, classification: Classification): GateView {
  return {
    server,
    trust: trust.trust,
    trustSource: trust.source,
    dangerLevel: classification.level,
    decision: gateFor(trust.trust, classification.level),
    minimumTrust: minimumTrustFor(classification.level),
    reasons: [...classification.reasons],
  };
}

export function evaluateStep(facts: StepFacts): Evaluation {
  const evaluation = runStages(facts);
  // A human pass is spent on the first report of its action that goes ahead,
  // whether or not this evaluation needed it: approvals are not banked.
  if (evaluation.verdict.kind === 'continue' && facts.humanPass && !evaluation.usedPass) {
    return { ...evaluation, usedPass: facts.humanPass };
  }
  return evaluation;
}

function runStages(facts: StepFacts): Evaluation {
  const { policy } = facts;
  const classification = facts.classification ?? classify(facts.hint, facts.action);
  let score = classification.score;
  const factors: string[] = [];
  if (facts.agentRiskScore !== undefined && facts.agentRiskScore > score) {
    score = Math.round(facts.agentRiskScore);
    factors.push(`The agent rated this action's risk ${score}, above Airlock's own ${classification.score}.`);
  }
  const classifiedTier = tierForScore(score);
  // What a person reads about the action itself, whichever stage decides.
  const actionFactors = [...classification.reasons, `Danger level ${classification.level}, risk ${score} → ${classifiedTier}.`];
  const gate = facts.gateway ? gateView(facts.gateway.server, facts.gateway.trust, classification) : undefined;
  // The governor's events so far (continue events accumulate; a stop adds its own).
  let governed: GovernorOutcome | undefined;
  // Built member by member, in the order the object spreads it replaces gave (classification, score,
  // tier, actionTier, gate?, verdict, factors, reason?, usedPass?, governor?; a stage's own tier replaces
  // the classified one in place): spreads of objects of changing shapes cost ~2 % of serve CPU per step.
  const done = (verdict: Verdict, extra: Partial<Evaluation> = {}): Evaluation => {
    const evaluation: Evaluation = {
      classification,
      score,
      tier: extra.tier ? extra.tier : classifiedTier,
      actionTier: classifiedTier,
    } as Evaluation;
    if (gate) evaluation.gate = gate;
    evaluation.verdict = verdict;
    evaluation.factors = [...factors, ...(extra.factors ?? [])];
    if (extra.reason !== undefined) evaluation.reason = extra.reason;
    if (extra.usedPass) evaluation.usedPass = extra.usedPass;
    if (governed && governed.events.length > 0) evaluation.governor = governed;
    return evaluation;
  };

  // Stage 0 — brakes: the operator's halt switch, hard blocks, budgets.
  if (facts.halted.all || facts.halted.agent) {
    return done({ kind: 'halted' }, { reason: 'halted by the operator', factors: [facts.halted.all ? 'The operator halted all agents.' : 'The operator halted this agent.'] });
  }
  if (facts.governorHalt) {
    const cause = facts.governorHalt.cause;
    const text = `Airlock's governor halted this session (${cause}); no further step goes until the person at Airlock resumes this agent.`;
    governed = { events: [{ cause, action: 'halt', failClosed: false, detail: { session_halted: true }, text }], degradation: { cause, action: 'halt' } };
    return done({ kind: 'governor_halt', cause }, { reason: `halted by the governor: ${cause}`, factors: [text] });
  }
  if (facts.block) {
    return done({ kind: 'blocked', challengeId: facts.block.challengeId, blockReason: facts.block.reason }, {
      tier: 'danger_zone',
      reason: `hard-blocked: ${facts.block.reason}`,
      factors: [`${BLOCKED_WHO[facts.block.scope ?? 'client']} is hard-blocked until a person verifies the code shown in Airlock or lifts the block.`],
    });
  }
  if (facts.refused) {
    const why = facts.refused.reason;
    return done({ kind: 'refused', challengeId: facts.refused.challengeId, refusal: why }, {
      tier: 'verify',
      reason: why ? `refused by the person at Airlock: ${why}` : 'refused by the person at Airlock',
      factors: [`A person refused this action instead of giving its verification code${why ? `: ${why}` : ''}.`],
    });
  }
  if (facts.awaitingVerification) {
    return done({ kind: 'awaiting_verification', challengeId: facts.awaitingVerification.challengeId }, {
      tier: 'verify',
      reason: 'waiting for out-of-band verification',
      factors: ['An earlier action is waiting for the verification code that only the person at Airlock can give.'],
    });
  }

  // Runtime governor, seed 002's brake order: R6 (phase and tool grants) before R4 (cost).
  const governor = facts.governor;
  if (governor) {
    const refused = grantBrake(governor);
    if (refused?.stop) {
      governed = { events: refused.events, degradation: { cause: 'on_tool_not_granted', action: 'fallback', value: 'tool_not_granted' } };
      return done({ kind: 'not_granted' }, { reason: 'tool_not_granted', factors: [refused.stop.event.text, ...actionFactors] });
    }
  }

  const pass = facts.humanPass;
  const passes = (tier: SafetyTier): boolean =>
    pass !== null && (pass.via === 'verification' || tier === 'confirm' || tier === 'advisory');
  // A pause for any reason shows the action's own tier and reasons beside
  // the reason for the pause, so approving it means approving what was seen.
  const pauseOr = (pause: PauseKind, reason: string, factor: string): Evaluation =>
    passes(higherTier('confirm', classifiedTier))
      ? done({ kind: 'continue' }, { usedPass: pass, tier: 'confirm', factors: [factor, ...actionFactors, 'A person approved this action in Airlock.'] })
      : done({ kind: 'confirm', pause }, { tier: higherTier('confirm', classifiedTier), reason, factors: [factor, ...actionFactors] });

  const { maxTokens, maxCostUsd } = policy.budgets;
  if (maxTokens !== undefined && facts.usage.tokens > maxTokens) {
    return pauseOr('budget', 'token budget exceeded', `This execution used ${facts.usage.tokens} tokens, over its budget of ${maxTokens}.`);
  }
  if (maxCostUsd !== undefined && facts.usage.costUsd > maxCostUsd) {
    return pauseOr('budget', 'cost budget exceeded', `This execution cost $${facts.usage.costUsd.toFixed(4)}, over its budget of $${maxCostUsd}.`);
  }

  // Runtime governor: the profile's budgets (R4), then iteration caps, loops,
  // tool errors, persona spawns, oversight triggers, the anomaly baseline.
  if (governor) {
    const decision = governStep(governor);
    governed = { events: decision.events };
    factors.push(...decision.events.filter((e) => e.action === 'continue').map((e) => e.text));
    const stop = decision.stop;
    if (stop && stop.kind !== 'not_granted') {
      const { cause } = stop.event;
      const notice: DegradationNotice = { cause, action: stop.kind, ...(stop.event.failClosed ? { fail_closed: true } : {}), ...(stop.kind === 'fallback' ? { value: stop.value } : {}) };
      governed = { events: decision.events, degradation: notice, ...(decision.responseTimeMs !== undefined ? { responseTimeMs: decision.responseTimeMs } : {}) };
      if (stop.kind === 'halt') return done({ kind: 'governor_halt', cause }, { reason: `halted by the governor: ${cause}`, factors: [stop.event.text, ...actionFactors] });
      if (stop.kind === 'fallback') return done({ kind: 'fallback', cause }, { reason: `${cause}: the declared fallback stands in for this step`, factors: [stop.event.text, ...actionFactors] });
      const paused = pauseOr('governor', `${cause}: waiting for a person`, stop.event.text);
      if (paused.usedPass) {
        // The person approved this very action: the pause is settled, only the continue events remain.
        const { governor: _settled, ...approved } = paused;
        const rest = decision.events.filter((e) => e !== stop.event);
        return rest.length > 0 ? { ...approved, governor: { events: rest } } : approved;
      }
      return paused;
    }
  }

  // Stage 1 — step limit.
  if (facts.stepsUsed >= facts.stepLimit) {
    return pauseOr('step_limit', 'step limit reached', `The agent used all ${facts.stepLimit} autonomous steps; a person can grant more.`);
  }
  // Stage 2 — previous outcome.
  if (facts.previousOutcome === 'failure') {
    return pauseOr('previous_failure', 'the previous step failed', 'The previous step failed; a person should look before the agent goes on.');
  }
  // Stage 3 — loop detection. By default only suspicious repetition pauses: an
  // action above the advisory tier that the person's own autoApprove rules do not
  // cover, or repeats while steps fail. The same read, test or build run again is
  // routine work.
  // The command's parts are read by the policy's patterns only (narrowCover and firstBroadMatch answer
  // undefined for an empty list without reading them): with no patterns (the default), no split.
  const { patterns } = policy;
  const parts = patterns.autoApprove.length > 0 || patterns.deny.length > 0 || patterns.requiresApproval.length > 0 ? commandSegments(facts.hint, facts.action) : [];
  const autoApproved = tierRank(classifiedTier) <= tierRank('confirm') ? narrowCover(policy.patterns.autoApprove, parts) : undefined;
  // Through the gateway, a client re-reading the same thing is no runaway at all.
  const suspicious =
    !(gate && classifiedTier === 'advisory') &&
    (policy.loopDetection.pauseOn === 'any' || (facts.recentFailures ?? 0) > 0 || (classifiedTier !== 'advisory' && autoApproved === undefined));
  if (suspicious && facts.repeats + 1 >= policy.loopDetection.repeats) {
    const failures = facts.recentFailures ?? 0;
    const why = failures > 0 ? `, while ${failures} of the recent steps failed` : classifiedTier !== 'advisory' ? ` and it is a ${classifiedTier}-tier action` : '';
    return pauseOr(
      'loop',
      'the same action keeps repeating',
      `The same action was reported ${facts.repeats + 1} times within ${policy.loopDetection.windowSteps} steps${why}.`,
    );
  }

  // Stage 4 — tightening policy patterns: deny > requiresApproval (any part, broad match).
  const broadTexts = facts.action ? [facts.hint, ...parts, facts.action.tool] : [facts.hint, ...parts];
  const denied = firstBroadMatch(policy.patterns.deny, broadTexts);
  if (denied) {
    if (pass?.via === 'verification') {
      return done({ kind: 'continue' }, { usedPass: pass, tier: 'danger_zone', factors: [`Policy denies "${denied}".`, 'A person verified this action with the out-of-band code.'] });
    }
    return done({ kind: 'danger_zone', byPolicy: true }, { tier: 'danger_zone', reason: `denied by policy pattern "${denied}"`, factors: [`Policy pattern "${denied}" denies this action.`, ...actionFactors] });
  }

  // Stage 4b — trust × danger, for calls through `airlock wrap` (seed 001
  // §4.1). It adds gates and never removes Airlock's: a refusal gives way to
  // Airlock's own danger_zone (which also blocks the agent), and a confirm
  // stands even where autoApprove or the risk tolerance would let the call go.
  if (gate) {
    const cell = `Server "${gate.server}" is trusted as ${gate.trust}${TRUST_FROM[gate.trustSource]}: a ${gate.dangerLevel} call is "${gate.decision}" (seed 001 §4.1).`;
    if (gate.decision === 'deny' || gate.decision === 'introspect_only') {
      if (classifiedTier !== 'danger_zone' || passes('danger_zone')) {
        const tool = facts.action?.tool ?? 'this call';
        return done({ kind: 'denied', decision: gate.decision }, {
          reason:
            gate.decision === 'introspect_only'
              ? `Server "${gate.server}" is untested: only listing its tools, resources and prompts is allowed, so '${tool}' was denied`
              : `Operation '${tool}' (danger: ${gate.dangerLevel}) denied for server "${gate.server}" at trust level '${gate.trust}'`,
          factors: [cell, `Only the person at Airlock can raise the server's trust (at least ${gate.minimumTrust} for this call).`, ...actionFactors],
        });
      }
      factors.push(cell);
    } else if (gate.decision === 'confirm' && tierRank(classifiedTier) <= tierRank('confirm')) {
      return pauseOr('tier', `server "${gate.server}" (trust ${gate.trust}) needs a person's approval for ${gate.dangerLevel} calls`, cell);
    } else {
      factors.push(cell);
    }
  }

  const needsApproval = firstBroadMatch(policy.patterns.requiresApproval, broadTexts);
  if (needsApproval && tierRank(classifiedTier) <= tierRank('confirm')) {
    return pauseOr('policy', `policy pattern "${needsApproval}" requires approval`, `Policy pattern "${needsApproval}" requires a person's approval.`);
  }
  if (needsApproval) factors.push(`Policy pattern "${needsApproval}" requires a person's approval; the action's own tier asks for more.`);

  // Stage 5 — classifier: danger level -> risk score -> tier. Policy never lowers verify or danger_zone.
  factors.push(...actionFactors);
  if (classifiedTier === 'danger_zone') {
    if (passes('danger_zone')) return done({ kind: 'continue' }, { usedPass: pass, factors: ['A person verified this action with the out-of-band code.'] });
    return done({ kind: 'danger_zone', byPolicy: false }, { reason: `forbidden action (risk ${score})` });
  }
  if (classifiedTier === 'verify') {
    if (passes('verify')) return done({ kind: 'continue' }, { usedPass: pass, factors: ['A person verified this action with the out-of-band code.'] });
    return done({ kind: 'verify' }, { reason: `dangerous action (risk ${score}) needs out-of-band verification` });
  }

  // The loosening pattern: only advisory and confirm, only when every part of the action is covered.
  if (autoApproved) {
    return done({ kind: 'continue' }, { factors: [`Policy ${autoApproved.length > 1 ? 'patterns' : 'pattern'} ${autoApproved.map((p) => `"${p}"`).join(', ')} auto-approve every part of this action.`] });
  }

  // Stage 6 — risk tolerance. It can make the confirm boundary stricter for any
  // action, and looser only for actions Airlock itself classified safe or
  // reversible (seed 003 §8.1: reversible is "advisory or confirm, depending on
  // risk tolerance"). A destructive action, or one the agent itself rated
  // riskier, always needs a person.
  const tolerance = RISK_TOLERANCE_THRESHOLD[policy.riskTolerance];
  const relaxable = (classification.level === 'safe' || classification.level === 'reversible') && score === classification.score;
  if (classifiedTier === 'confirm') {
    if (relaxable && score <= tolerance) {
      return done({ kind: 'continue' }, { factors: [`Within the ${policy.riskTolerance} risk tolerance (${tolerance}).`] });
    }
    return pauseOr('tier', `this action needs a person's approval (risk ${score})`, `Risk ${score} is in the confirm tier.`);
  }
  if (score > tolerance) {
    return pauseOr('tolerance', `risk ${score} is above the ${policy.riskTolerance} tolerance`, `Risk ${score} is above the ${policy.riskTolerance} risk tolerance (${tolerance}).`);
  }
  return done({ kind: 'continue' });
}
