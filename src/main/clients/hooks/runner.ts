// The hook's logic: record the observed action as a step, read the directive,
// wait (bounded) for the human when Airlock asks for one, and decide. Talks to
// Airlock through an injected connection, so tests script the envelopes.
//
// Tiers → decision:
// - continue                      → pass (no override; the client's own rules apply)
// - confirm (confirmationId)      → wait with confirm_operation (claim: this hook acts on the
//                                   answer, so "approve once" is spent by it; the last wait
//                                   withdraws the request when nobody decided):
//                                   approved → allow, denied → deny with the human's reason,
//                                   expired / withdrawn / already used → deny
// - refused by the person         → deny with the person's reason
// - verify (verificationId)       → deny, telling where the code is (never the code); with
//                                   --verify-wait, re-record every few seconds first and allow
//                                   if the step now continues
// - danger_zone / stopped         → deny at once (re-recording a blocked action only re-blocks)
// - the client's session ended    → complete_execution for the session's agent; no opinion
// - Airlock unreachable / no answer in time → fail (fail-closed), or pass when fail-open is set
// How each client is told (and what "fail" means to it) is answer.ts.
import { renderAnswer, type Answer, type Decision } from './answer';
import type { HookClient } from './clients';
import { HookInputError, observe, type Observed } from './observe';
import { codePlace, decisionPlace, placeOf } from '../../../shared/decision-place';
import type { DecisionPlace } from '../../../shared/vocabulary';

export interface EnvelopeError {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export type Envelope = { success: true; data: unknown } | { success: false; error: EnvelopeError };

export interface AirlockConnection {
  callTool(name: string, args: Record<string, unknown>, options?: { timeoutMs?: number }): Promise<Envelope>;
  close(): Promise<void>;
}

/** How long the hook waits for the person on a confirm-tier action when no --wait
 *  is given. With OVERHEAD_SECONDS the hook always answers within 110 s. */
export const DEFAULT_WAIT_SECONDS = 100;
/** The hook timeout `airlock install` writes into every client's entry: longer
 *  than the hook's own wait plus overhead, so the hook answers before the client
 *  gives up on it (a client that times a hook out lets the tool run, unless the
 *  entry fails closed). */
export const INSTALLED_TIMEOUT_SECONDS = 120;
/** Time allowed on top of the wait for connecting and recording. */
export const OVERHEAD_SECONDS = 10;
export const MAX_WAIT_SECONDS = 3600;
const CONNECT_TIMEOUT_MS = 5000;
const RECORD_TIMEOUT_MS = 10_000;
const CONFIRM_MAX_WAIT_SECONDS = 50;

export interface HookRunOptions {
  connect(timeoutMs: number): Promise<AirlockConnection>;
  /** Total seconds to wait for the human (confirm tier). */
  waitSeconds: number;
  /** Seconds to keep re-checking a verify-tier pause before denying (default 0: deny at once). */
  verifyWaitSeconds?: number;
  /** Seconds between re-checks of a verify-tier pause. */
  pollSeconds?: number;
  /** Let actions through when Airlock cannot be reached. */
  failOpen: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Diagnostics (stderr); never the hook output. */
  log?: (line: string) => void;
}

class Unreachable extends Error {}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Directive {
  continue: boolean;
  stopped?: boolean;
  reason?: string;
  nextStepRisk?: string;
  /** Where the person decides (checked with placeOf: it came over the socket). */
  decideIn?: unknown;
  notifications?: Array<{ type?: string; message?: string; metadata?: { confirmationId?: string; verificationId?: string } }>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function directiveOf(data: unknown): Directive | undefined {
  const d = isObject(data) ? data.directive : undefined;
  if (!isObject(d) || typeof d.continue !== 'boolean') return undefined;
  return d as unknown as Directive;
}

/** The ids this directive's own pause carries. A directive also delivers queued
 *  `status` notices about earlier decisions ("a person approved …", with that
 *  request's id): waiting on one of those would wait on a request already settled. */
function idsOf(d: Directive): { confirmationId?: string; verificationId?: string } {
  let confirmationId: string | undefined;
  let verificationId: string | undefined;
  for (const n of d.notifications ?? []) {
    if (n.type === 'status') continue;
    confirmationId ??= typeof n.metadata?.confirmationId === 'string' ? n.metadata.confirmationId : undefined;
    verificationId ??= typeof n.metadata?.verificationId === 'string' ? n.metadata.verificationId : undefined;
  }
  const out: { confirmationId?: string; verificationId?: string } = {};
  if (confirmationId) out.confirmationId = confirmationId;
  if (verificationId) out.verificationId = verificationId;
  return out;
}

function isDanger(d: Directive): boolean {
  return d.stopped === true || d.nextStepRisk === 'danger_zone';
}

// ---- the messages (for the agent: `reason`; for the person: `userMessage`) ----------

const deny = (reason: string, userMessage: string): Decision => ({ kind: 'deny', reason, userMessage });
const fail = (reason: string, userMessage: string): Decision => ({ kind: 'fail', reason, userMessage });
const allow = (reason: string, userMessage: string): Decision => ({ kind: 'allow', reason, userMessage });

function verifyCall(id: string): string {
  return `mcp_aql_create { "operation": "verify_challenge", "params": { "challenge_id": "${id}", "code": "<the code>" } }`;
}

export const messages = {
  unreachable: (detail: string): Decision =>
    fail(
      `Airlock is not running or cannot be reached (${detail}), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or \`airlock serve\`), then retry. Do not try to work around this block.`,
      `Airlock is not running or cannot be reached (${detail}), so this action was blocked. Start Airlock and retry.`,
    ),
  approved: (why?: string): Decision =>
    allow(`Approved by the user in Airlock${why ? `: ${why}` : ''}.`, `Approved in Airlock${why ? `: ${why}` : ''}.`),
  denied: (why?: string): Decision =>
    deny(
      `The user denied this action in Airlock${why ? `: ${why}` : ' (no reason given)'}. Do not retry it; take another approach or ask the user.`,
      `Denied in Airlock${why ? `: ${why}` : ''}.`,
    ),
  expired: (): Decision =>
    deny(
      'The approval request for this action expired in Airlock before anyone decided, so it was not allowed. Retry the action to ask again.',
      'The approval request expired in Airlock; the action was not allowed.',
    ),
  noDecision: (seconds: number): Decision =>
    deny(
      `Airlock asked the user to approve or deny this action, and no decision came within ${String(seconds)} seconds, so it was not allowed and the request was withdrawn. Tell the user; retrying the action asks them again.`,
      `No decision came within ${String(seconds)} seconds, so the action was not allowed; the request was withdrawn. Retry it to ask again.`,
    ),
  used: (): Decision =>
    deny(
      'The user approved this action once in Airlock, and that one run was already taken, so it was not allowed again. Retry it to ask the user again.',
      'That one-time approval was already used; the action was not allowed again.',
    ),
  verify: (id: string | undefined, place?: DecisionPlace): Decision =>
    deny(
      `Airlock paused this action for verification. The code is shown only in ${codePlace(place)}, never here: ask the user to read it there and give it to you${id ? `, submit it with ${verifyCall(id)}` : ', submit it with verify_challenge'}, then retry the action. Never guess a code.`,
      `Airlock paused this action: read the code shown in ${decisionPlace(place)} and give it to the agent, or deny the action there.`,
    ),
  danger: (why: string | undefined, id: string | undefined, place?: DecisionPlace): Decision =>
    deny(
      `Airlock stopped this action (danger zone)${why ? `: ${why}` : ''}, and this agent is blocked. Do not retry it. To lift the block, the user reads the code in ${decisionPlace(place)} and gives it to you${id ? ` to submit with ${verifyCall(id)}` : ' to submit with verify_challenge'}, or unblocks the agent there.`,
      `Airlock stopped a dangerous action and blocked the agent: see ${decisionPlace(place)} (the code shown there lifts the block, or unblock it there).`,
    ),
  paused: (why: string | undefined, place?: DecisionPlace): Decision =>
    deny(
      `Airlock paused this action${why ? `: ${why}` : ''}. It was not allowed; retry once the user has resumed it in Airlock.`,
      `Airlock paused this action${why ? `: ${why}` : ''}. See ${decisionPlace(place)}.`,
    ),
  refused: (error: EnvelopeError): Decision =>
    error.code === 'AGENT_BLOCKED'
      ? deny(
          `Airlock has blocked this agent: ${error.message}`,
          `Airlock has blocked this agent: see ${decisionPlace(placeOf(error.details?.decideIn))} (enter the code shown there, or unblock it there).`,
        )
      : fail(
          `Airlock could not record this action (${error.code}: ${error.message}), so it was blocked (fail-closed).`,
          `Airlock could not record this action (${error.code}), so it was blocked.`,
        ),
  badAnswer: (): Decision =>
    fail(
      'Airlock answered in a form this hook does not understand, so the action was blocked (fail-closed). Make sure the hook and Airlock come from the same version.',
      'Airlock\'s answer could not be read (version mismatch?), so the action was blocked.',
    ),
  badInput: (what: string): Decision =>
    fail(
      `Airlock's hook could not read the hook input (${what}), so the action was blocked (fail-closed).`,
      `Airlock's hook could not read its input (${what}), so the action was blocked.`,
    ),
  unexpected: (detail: string): Decision =>
    fail(
      `Airlock's hook failed unexpectedly (${detail}), so this action was blocked (fail-closed).`,
      'Airlock\'s hook failed unexpectedly, so the action was blocked.',
    ),
};

// ---- the run -------------------------------------------------------------------------

export async function decideHook(observed: Observed, options: HookRunOptions): Promise<Decision> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? ((): void => undefined);
  if (observed.kind === 'skip') {
    log(`airlock hook: not recorded (${observed.why}).`);
    return { kind: 'pass', note: observed.why };
  }
  if (observed.kind === 'end') return endSession(observed, options, log);
  const waitMs = Math.max(0, Math.min(options.waitSeconds, MAX_WAIT_SECONDS)) * 1000;
  const start = now();
  const hardDeadline = start + waitMs + OVERHEAD_SECONDS * 1000;
  const left = (cap: number): number => Math.max(1, Math.min(cap, hardDeadline - now()));

  let connection: AirlockConnection | undefined;
  const call = async (name: string, args: Record<string, unknown>, timeoutMs: number): Promise<Envelope> => {
    try {
      if (!connection) connection = await options.connect(left(CONNECT_TIMEOUT_MS));
      return await connection.callTool(name, args, { timeoutMs: left(timeoutMs) });
    } catch (error) {
      throw new Unreachable(describe(error));
    }
  };
  const record = async (): Promise<Directive | Decision> => {
    const env = await call('mcp_aql_create', { operation: 'record_execution_step', params: observed.params }, RECORD_TIMEOUT_MS);
    if (!env.success) return messages.refused(env.error);
    return directiveOf(env.data) ?? messages.badAnswer();
  };

  try {
    let d = await record();
    if ('kind' in d) return d;
    const waitDeadline = Math.min(now() + waitMs, hardDeadline - 1000);
    const verifyDeadline = Math.min(now() + Math.max(0, options.verifyWaitSeconds ?? 0) * 1000, hardDeadline - 1000);
    for (;;) {
      if (d.continue) return { kind: 'pass' };
      const ids = idsOf(d);
      const place = placeOf(d.decideIn);
      if (isDanger(d)) return messages.danger(d.reason, ids.verificationId, place);
      if (d.reason?.startsWith(REFUSED)) return messages.denied(d.reason.slice(REFUSED.length).replace(/^: /, '') || undefined);
      if (ids.confirmationId) return await waitForHuman(ids.confirmationId, waitDeadline);
      if (!ids.verificationId) return messages.paused(d.reason, place);
      // Verify tier: only the code (through the agent) or the human lifts it. Re-check a few
      // times if asked to, then say where to look.
      const pollMs = Math.max(0.1, options.pollSeconds ?? 5) * 1000;
      if (now() + pollMs > verifyDeadline) return messages.verify(ids.verificationId, place);
      await sleep(pollMs);
      const again = await record();
      if ('kind' in again) return again;
      d = again;
    }
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    if (options.failOpen) {
      log(`airlock hook: Airlock cannot be reached (${error.message}); letting the action through because fail-open is set.`);
      return { kind: 'pass', note: 'fail-open' };
    }
    log(`airlock hook: Airlock cannot be reached (${error.message}); the action was denied (fail-closed). Start Airlock, or set AIRLOCK_HOOK_FAIL_OPEN=1 / --fail-open to let actions through while it is down.`);
    return messages.unreachable(error.message);
  } finally {
    await connection?.close().catch(() => undefined);
  }

  async function waitForHuman(confirmationId: string, deadline: number): Promise<Decision> {
    for (;;) {
      // With no time left (--wait 0, or the wait used up) it still asks once without
      // waiting: a decision already made counts, and an unanswered request is withdrawn
      // rather than left pending for a hook that is gone.
      const remaining = Math.max(0, Math.floor((deadline - now()) / 1000));
      const waitSeconds = Math.min(CONFIRM_MAX_WAIT_SECONDS, remaining);
      // This hook acts on the answer itself (claim); on its last wait, a request nobody
      // answered is withdrawn, so a later click cannot seem to approve anything.
      const last = remaining <= CONFIRM_MAX_WAIT_SECONDS;
      const asked = now();
      const params = { confirmation_id: confirmationId, wait_seconds: waitSeconds, claim: true, ...(last ? { withdraw_if_undecided: true } : {}) };
      const env = await call('mcp_aql_execute', { operation: 'confirm_operation', params }, waitSeconds * 1000 + 5000);
      if (!env.success) return messages.refused(env.error);
      const data = isObject(env.data) ? env.data : {};
      const why = typeof data.reason === 'string' && data.reason.trim() !== '' ? data.reason.trim() : undefined;
      switch (data.status) {
        case 'approved':
          return messages.approved(why);
        case 'denied':
          return messages.denied(why);
        case 'expired':
          return messages.expired();
        case 'withdrawn':
          return messages.noDecision(Math.round(waitMs / 1000));
        case 'used':
          return messages.used();
        case 'pending':
          if (remaining === 0) return messages.noDecision(Math.round(waitMs / 1000));
          // A server that answers "pending" without waiting must not be hammered.
          if (now() - asked < 500) await sleep(1000);
          continue;
        default:
          return messages.badAnswer();
      }
    }
  }
}

/** How the loop words a directive for an action the person refused (core/pipeline.ts). */
const REFUSED = 'refused by the person at Airlock';

/** The client's session ended: end its execution. Nothing to allow or deny, so no
 *  opinion whatever happens (a blocked session's execution ends after idle time). */
async function endSession(observed: Extract<Observed, { kind: 'end' }>, options: HookRunOptions, log: (line: string) => void): Promise<Decision> {
  let connection: AirlockConnection | undefined;
  try {
    connection = await options.connect(CONNECT_TIMEOUT_MS);
    const env = await connection.callTool(
      'mcp_aql_execute',
      { operation: 'complete_execution', params: { element_name: observed.agent, summary: `The client session ended: ${observed.why}.` } },
      { timeoutMs: RECORD_TIMEOUT_MS },
    );
    if (!env.success) log(`airlock hook: the session's execution was not ended (${env.error.code}: ${env.error.message}).`);
  } catch (error) {
    log(`airlock hook: could not tell Airlock the session ended (${describe(error)}); it ends the session after idle time.`);
  } finally {
    await connection?.close().catch(() => undefined);
  }
  return { kind: 'pass', note: observed.why };
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && typeof e.message !== 'string') return e.code;
  const message = typeof e.message === 'string' ? e.message : String(error);
  return message.split('\n')[0]?.slice(0, 200) ?? 'unknown error';
}

/** The whole hook: stdin text in, the client's exact answer out. Never throws:
 *  any failure becomes a fail-closed answer in that client's terms. */
export async function runHook(client: HookClient, stdinText: string, options: HookRunOptions): Promise<Answer & { decision: Decision }> {
  let decision: Decision;
  let event = '';
  try {
    let payload: unknown;
    try {
      payload = JSON.parse(stdinText);
    } catch {
      throw new HookInputError(stdinText.trim() === '' ? 'it is empty' : 'it is not valid JSON');
    }
    const observed = observe(client, payload);
    event = observed.event;
    decision = await decideHook(observed, options);
  } catch (error) {
    if (error instanceof HookInputError) {
      decision = messages.badInput(error.message);
    } else {
      options.log?.(`airlock hook: unexpected failure: ${describe(error)}`);
      decision = messages.unexpected(describe(error));
    }
  }
  return { ...renderAnswer(client, decision, event), decision };
}
