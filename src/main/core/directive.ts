// THE answer: the AutonomyDirective an agent receives for one evaluated step.
// Pure. Every path that tells an agent (or a person previewing) what an action
// gets builds it here: the loop's record_execution_step, the Policy view's
// preview, the client hooks (through the loop) and the MCP gateway.
import type { AgentNotification, AutonomyDirective, DecisionPlace, Mode } from '../../shared/vocabulary';
import { codePlace, decisionPlace } from '../../shared/decision-place';
import type { Evaluation } from './pipeline';
import { clip } from '../../shared/text';

export interface DirectiveContext {
  /** The action as reported, for the agent-facing notification text. */
  hint: string;
  /** Steps this execution may still take before this one (step limit − steps used). */
  stepsLeft: number;
  /** ISO time stamped on the notifications built here. */
  at: string;
  /** What the loop created to carry out a pausing verdict (absent in a preview). */
  refs?: { confirmationId?: string; challengeId?: string };
  /** Notifications queued for this execution, delivered with this step. */
  queued?: readonly AgentNotification[];
  /** The intent the agent announced, when a hook-observed action was not in it. */
  unannounced?: string | null;
  /** Where the person decides (the host knows: the app's window, or `airlock serve`'s console). */
  place?: DecisionPlace;
}

/** Verdicts that wait for the person (or a code only they see): the directive says where they decide. */
const WAITS_FOR_PERSON = new Set<Evaluation['verdict']['kind']>(['halted', 'blocked', 'awaiting_verification', 'confirm', 'verify', 'danger_zone', 'denied', 'governor_halt']);

const WOULD_HAVE: Record<Evaluation['verdict']['kind'], string | null> = {
  continue: null,
  halted: 'stopped it (the operator halted agents)',
  blocked: 'stopped it (the agent is hard-blocked)',
  awaiting_verification: 'held it for out-of-band verification',
  refused: 'refused it (a person refused its verification)',
  confirm: "paused it for a person's approval",
  verify: 'paused it for out-of-band verification',
  danger_zone: 'hard-blocked the agent',
  denied: "denied the call (the server's trust level does not allow it)",
  governor_halt: "halted the session (Airlock's governor)",
  fallback: 'refused the step and returned the declared fallback',
  not_granted: 'refused the step (tool_not_granted)',
};

export function notification(type: AgentNotification['type'], message: string, metadata: AgentNotification['metadata'], at: string): AgentNotification {
  return { type, message, ...(metadata && Object.keys(metadata).length > 0 ? { metadata } : {}), timestamp: at };
}

/** Builds the directive for an evaluation under a mode. */
export function directiveFor(evaluation: Evaluation, mode: Mode, context: DirectiveContext): AutonomyDirective {
  const notifications: AgentNotification[] = [...(context.queued ?? [])];
  let directive: AutonomyDirective;
  if (mode === 'logging' || mode === 'disabled') {
    directive = {
      continue: true,
      factors: [mode === 'logging' ? 'Logging mode: this action was recorded without evaluation.' : 'Airlock is disabled: this action was not evaluated.'],
    };
  } else if (mode === 'monitoring') {
    const note = WOULD_HAVE[evaluation.verdict.kind];
    directive = { continue: true, factors: [...evaluation.factors, ...(note ? [`Monitoring mode: enforcing would have ${note}.`] : [])] };
  } else {
    directive = enforcing(evaluation, context, notifications);
  }
  directive.stepsRemaining = Math.max(0, context.stepsLeft - (directive.continue ? 1 : 0));
  if (mode === 'enforcing' || mode === 'monitoring') {
    directive.nextStepRisk = evaluation.tier;
    directive.riskScore = evaluation.score;
  }
  if (mode === 'enforcing' && evaluation.governor?.degradation) directive.degradation = { ...evaluation.governor.degradation };
  if (notifications.length > 0) directive.notifications = notifications;
  if (mode === 'enforcing' && context.place && WAITS_FOR_PERSON.has(evaluation.verdict.kind)) directive.decideIn = context.place;
  if (context.unannounced) {
    directive.factors.push(`Not announced: the agent's latest reported intent was "${clip(context.unannounced, 120)}".`);
  }
  return directive;
}

function enforcing(evaluation: Evaluation, context: DirectiveContext, notifications: AgentNotification[]): AutonomyDirective {
  const { verdict, factors } = evaluation;
  const at = context.at;
  const refs = context.refs ?? {};
  const operation = clip(context.hint, 120);
  const where = decisionPlace(context.place);
  const codeWhere = codePlace(context.place);
  const paused = (): AutonomyDirective => ({ continue: false, factors: [...factors], ...(evaluation.reason ? { reason: evaluation.reason } : {}) });
  switch (verdict.kind) {
    case 'continue':
      return { continue: true, factors: [...factors] };
    case 'halted':
      return paused();
    case 'blocked':
      notifications.push(
        notification('danger_zone', `This agent is hard-blocked. Stop, and ask the person for the verification code shown in ${codeWhere}.`, {
          ...(verdict.challengeId ? { verificationId: verdict.challengeId } : {}),
          level: 'danger_zone',
          reason: verdict.blockReason,
        }, at),
      );
      return { ...paused(), stopped: true };
    case 'awaiting_verification':
      notifications.push(
        notification('autonomy_pause', `Paused until the person gives you the verification code shown in ${codeWhere}; then call verify_challenge.`, {
          verificationId: verdict.challengeId,
          level: 'verify',
        }, at),
      );
      return paused();
    case 'refused':
      notifications.push(
        notification(
          'status',
          `A person at Airlock refused "${clip(context.hint)}"${verdict.refusal ? `: ${verdict.refusal}` : ''}. Do not retry it; take another approach or ask the user.`,
          { verificationId: verdict.challengeId, level: 'verify', operation, ...(verdict.refusal ? { reason: verdict.refusal } : {}) },
          at,
        ),
      );
      return paused();
    case 'confirm':
      notifications.push(
        notification(
          verdict.pause === 'policy' ? 'permission_pending' : 'autonomy_pause',
          `Waiting for a person to approve "${clip(context.hint)}" in ${where}; call confirm_operation to wait for the decision.`,
          { ...(refs.confirmationId ? { confirmationId: refs.confirmationId } : {}), operation, level: 'confirm', reason: verdict.pause },
          at,
        ),
      );
      return paused();
    case 'verify':
      notifications.push(
        notification('autonomy_pause', `This action needs out-of-band verification: ask the person for the code shown in ${codeWhere}, then call verify_challenge.`, {
          ...(refs.challengeId ? { verificationId: refs.challengeId } : {}),
          level: 'verify',
          operation,
        }, at),
      );
      return paused();
    case 'danger_zone':
      notifications.push(
        notification('danger_zone', `Hard stop: this agent is blocked. Cease all actions; only the person, in ${where}, can unblock you.`, {
          ...(refs.challengeId ? { verificationId: refs.challengeId } : {}),
          level: 'danger_zone',
          operation,
          reason: evaluation.reason ?? 'forbidden action',
        }, at),
      );
      return { ...paused(), stopped: true };
    case 'denied':
      notifications.push(
        notification(
          'error',
          `Denied: the trust level of this MCP server does not allow this call. Do not retry it; only the person, in ${where}, can raise the server's trust.`,
          { operation, level: evaluation.classification.level, reason: 'PERMISSION_DANGER_LEVEL_DENIED' },
          at,
        ),
      );
      return paused();
    case 'governor_halt':
      notifications.push(
        notification('autonomy_pause', `Airlock's governor halted this session: stop. Only the person, in ${where}, can resume this agent.`, { level: 'halt', reason: verdict.cause }, at),
      );
      return paused();
    case 'fallback':
      notifications.push(
        notification('status', "Do not take this step: Airlock's governor refused it and returns the profile's declared fallback in directive.degradation.value; go on from there.", { reason: verdict.cause, operation }, at),
      );
      return paused();
    case 'not_granted':
      notifications.push(
        notification('error', 'tool_not_granted: this tool or action class is not granted in the current phase (or to this persona). Do not retry it; use a granted tool, or enter a phase that grants it (enter_phase).', { reason: 'tool_not_granted', operation }, at),
      );
      return paused();
  }
}
