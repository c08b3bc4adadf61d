// §6 Degradation: a fired cause resolves to the declared response, or — when
// none is declared — to halt (fail-closed). Absence of a response is not
// consent to continue.
import type { DegradationAction, DegradationCause } from '../../../shared/vocabulary';
import type { DegradationResponse, GovernanceProfile } from './profile';

export interface Resolution {
  cause: DegradationCause;
  action: DegradationAction;
  /** No response was declared: the governor halts. */
  failClosed: boolean;
  value?: unknown;
  /** Where the response came from, for the record (e.g. "runtime.degradation.on_anomaly"). */
  declaredAt?: string;
}

/**
 * Resolves a cause. `first` is a more specific response tried before
 * runtime.degradation (loop_detection.on_detected for a detected loop, §3).
 */
export function resolveDegradation(profile: GovernanceProfile | undefined, cause: DegradationCause, first?: { response: DegradationResponse | undefined; at: string }): Resolution {
  if (first?.response) return fromResponse(cause, first.response, first.at);
  const declared = profile?.runtime?.degradation?.[cause];
  if (declared) return fromResponse(cause, declared, `runtime.degradation.${cause}`);
  return { cause, action: 'halt', failClosed: true };
}

function fromResponse(cause: DegradationCause, response: DegradationResponse, at: string): Resolution {
  return {
    cause,
    action: response.action,
    failClosed: false,
    declaredAt: at,
    ...(response.action === 'fallback' ? { value: response.value } : {}),
  };
}
