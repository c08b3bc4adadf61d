// What a gated call returns to the MCP client when it does not reach the
// server: the directive Airlock built (core/directive.ts, the one builder),
// expressed as an MCP tool result with isError and, as text, the seed's error
// envelope { success: false, error: { code, message, details } } (seed 001
// §4.3–4.4). A tool error, not a JSON-RPC error, so the model reads it.
// Nothing here ever carries a verification code.
import type { AutonomyDirective } from '../../shared/vocabulary';
import type { GateView } from '../core';
import { CONFIRMATION_ARGUMENT, VERIFICATION_CODE_ARGUMENT } from './call';
import { codePlace, decisionPlace, placeOf } from '../../shared/decision-place';

export const GATEWAY_ERROR_CODES = [
  'PERMISSION_DANGER_LEVEL_DENIED',
  'CONFIRMATION_REQUIRED',
  'VERIFICATION_REQUIRED',
  'CONFIRMATION_DENIED',
  'CONFIRMATION_EXPIRED',
  'CONFIRMATION_TOKEN_INVALID',
  'AGENT_BLOCKED',
  'EXECUTION_PAUSED',
  'AIRLOCK_UNAVAILABLE',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

export interface CallToolError {
  content: Array<{ type: 'text'; text: string }>;
  isError: true;
}

export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function toolError(code: string, message: string, details?: Record<string, unknown>): CallToolError {
  const envelope: ErrorEnvelope = { success: false, error: { code, message, ...(details ? { details } : {}) } };
  return { content: [{ type: 'text', text: JSON.stringify(envelope) }], isError: true };
}

/** Reads the envelope back from a gateway answer (tests, and anyone relaying it). */
export function envelopeOfAnswer(result: { content?: unknown }): ErrorEnvelope | undefined {
  const first = Array.isArray(result.content) ? (result.content[0] as { type?: string; text?: string } | undefined) : undefined;
  if (first?.type !== 'text' || typeof first.text !== 'string') return undefined;
  try {
    const parsed = JSON.parse(first.text) as ErrorEnvelope;
    return parsed && parsed.success === false && typeof parsed.error?.code === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Who and what the call was, for every answer's details. */
export interface CallRef {
  server: string;
  /** The tool's name, or the method of a gated request other than tools/call. */
  tool: string;
  /** Default: a tools/call. */
  kind?: 'tool' | 'request';
}

/**
 * The JSON-RPC error code of a held request other than tools/call (those have
 * no tool result to carry the envelope): in the range JSON-RPC leaves to
 * servers, clear of the codes the MCP SDK uses.
 */
export const GATEWAY_RPC_ERROR = -32050;

/** A held request other than tools/call, as a JSON-RPC error: the envelope's message, and its error as data. */
export function rpcErrorOf(result: CallToolError): { code: number; message: string; data: ErrorEnvelope['error'] } {
  const envelope = envelopeOfAnswer(result);
  const error = envelope?.error ?? { code: 'INTERNAL_ERROR', message: 'Airlock\'s gateway held this request.' };
  return { code: GATEWAY_RPC_ERROR, message: `${error.code}: ${error.message}`, data: error };
}

const base = (ref: CallRef, gate: GateView | undefined): Record<string, unknown> => ({
  operation: ref.tool,
  server: ref.server,
  ...(gate ? { danger_level: gate.dangerLevel, reasons: gate.reasons } : {}),
});

const retryWith = (ref: CallRef, token: string, code = false): string =>
  `${ref.kind === 'request' ? `send the same ${ref.tool} request again with the same params plus` : 'call the same tool again with the same arguments plus'} "${CONFIRMATION_ARGUMENT}": "${token}"${
    code ? ` and "${VERIFICATION_CODE_ARGUMENT}": "<the code>"` : ''
  }`;

export const answers = {
  denied(ref: CallRef, directive: AutonomyDirective, gate: GateView | undefined): CallToolError {
    return toolError(
      'PERMISSION_DANGER_LEVEL_DENIED',
      `${directive.reason ?? `Operation '${ref.tool}' denied`}. Do not retry it: only the person, in ${decisionPlace(placeOf(directive.decideIn))}, can raise the server's trust.`,
      {
        ...base(ref, gate),
        ...(gate ? { adapter_trust: gate.trust, trust_source: gate.trustSource, gate: gate.decision, minimum_trust_required: gate.minimumTrust } : {}),
        factors: directive.factors,
      },
    );
  },

  confirmationRequired(ref: CallRef, gate: GateView | undefined, token: string, confirmationId: string, expiresAt: string | undefined, directive: AutonomyDirective): CallToolError {
    return toolError(
      'CONFIRMATION_REQUIRED',
      `This call needs a person's approval in Airlock, and no one has decided yet. Ask the user to approve it in ${decisionPlace(placeOf(directive.decideIn))}, then ${retryWith(ref, token)}. The call was not made.`,
      {
        ...base(ref, gate),
        confirmation_message: `Let the agent call ${ref.tool} on "${ref.server}"?`,
        confirmation_token: token,
        confirmation_id: confirmationId,
        ...(expiresAt ? { expires_at: expiresAt } : {}),
        ...(directive.reason ? { reason: directive.reason } : {}),
      },
    );
  },

  verificationRequired(ref: CallRef, gate: GateView | undefined, token: string, verificationId: string, directive: AutonomyDirective): CallToolError {
    return toolError(
      'VERIFICATION_REQUIRED',
      `Airlock holds this call for out-of-band verification: a code is shown only to the person, in ${codePlace(placeOf(directive.decideIn))}. Ask the user for it (never guess one), then ${retryWith(ref, token, true)}. The call was not made.`,
      {
        ...base(ref, gate),
        confirmation_token: token,
        verification_id: verificationId,
        ...(directive.reason ? { reason: directive.reason } : {}),
      },
    );
  },

  blocked(ref: CallRef, gate: GateView | undefined, directive: AutonomyDirective, token: string | undefined, verificationId: string | undefined): CallToolError {
    // Below the trust the matrix needs, the code lifts the block but the call itself stays refused.
    const stillRefused = gate && (gate.decision === 'deny' || gate.decision === 'introspect_only')
      ? ` Even then this call stays refused at the server's trust level ('${gate.trust}'; it needs '${gate.minimumTrust}'), and only the block is lifted.`
      : '';
    return toolError(
      'AGENT_BLOCKED',
      `Airlock stopped this call and hard-blocked this MCP client: ${directive.reason ?? 'a forbidden action'}. Stop and tell the user.${
        token
          ? ` Only if the user gives you the code shown in ${decisionPlace(placeOf(directive.decideIn))}, ${retryWith(ref, token, true)}; or the user lifts the block there.${stillRefused}`
          : ` Only the person, in ${decisionPlace(placeOf(directive.decideIn))}, can lift the block.`
      } The call was not made.`,
      {
        ...base(ref, gate),
        ...(verificationId ? { verification_id: verificationId } : {}),
        ...(token ? { confirmation_token: token } : {}),
        ...(directive.reason ? { reason: directive.reason } : {}),
      },
    );
  },

  paused(ref: CallRef, gate: GateView | undefined, directive: AutonomyDirective): CallToolError {
    return toolError(
      'EXECUTION_PAUSED',
      `Airlock paused this call${directive.reason ? `: ${directive.reason}` : ''}. It was not made; retry once the user has resumed it in Airlock.`,
      { ...base(ref, gate), ...(directive.reason ? { reason: directive.reason } : {}), factors: directive.factors },
    );
  },

  decidedAgainst(ref: CallRef, status: 'denied' | 'expired', reason: string | undefined): CallToolError {
    return status === 'denied'
      ? toolError('CONFIRMATION_DENIED', `The user denied this call in Airlock${reason ? `: ${reason}` : ''}. Do not retry it; take another approach or ask the user.`, {
          operation: ref.tool,
          server: ref.server,
          ...(reason ? { reason } : {}),
        })
      : toolError('CONFIRMATION_EXPIRED', 'No one decided on this call in Airlock in time, so it was denied (fail-closed). Call it again to ask again.', {
          operation: ref.tool,
          server: ref.server,
        });
  },

  tokenInvalid(ref: CallRef, why: 'unknown' | 'other_call' | 'in_use' | 'spent' | 'expired'): CallToolError {
    const text = {
      unknown: 'is unknown here or was already used',
      spent: 'was already used',
      expired: 'has expired',
      other_call: 'was issued for a different call (another tool or other arguments)',
      in_use: 'is being used by another call right now',
    }[why];
    return toolError(
      'CONFIRMATION_TOKEN_INVALID',
      `The "${CONFIRMATION_ARGUMENT}" token ${text}. The call was not made; call the tool again without "${CONFIRMATION_ARGUMENT}" to ask again.`,
      { operation: ref.tool, server: ref.server, why },
    );
  },

  refused(ref: CallRef, error: { code: string; message: string; details?: Record<string, unknown> }): CallToolError {
    return toolError(error.code, `Airlock refused to record this call (${error.message}), so it was not made (fail-closed).`, {
      operation: ref.tool,
      server: ref.server,
      ...(error.details ? { airlock: error.details } : {}),
    });
  },

  unavailable(ref: CallRef, detail: string, offline: 'read-only' | 'none', why: string): CallToolError {
    return toolError(
      'AIRLOCK_UNAVAILABLE',
      `Airlock is not running or cannot be reached (${detail}), so this call was not made (fail-closed): ${why} Ask the user to start Airlock (the tray app, or \`airlock serve\`), then retry.`,
      { operation: ref.tool, server: ref.server, offline },
    );
  },
};
