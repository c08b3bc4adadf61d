// Typed errors of the agent-side API. The MCP layer turns them into the
// envelope's `error`; messages say what to do next, and never carry a code.
export const ERROR_CODES = [
  'VALIDATION_MISSING_PARAM',
  'VALIDATION_INVALID_TYPE',
  'VALIDATION_UNKNOWN_PARAM',
  'VALIDATION_PAYLOAD_TOO_LARGE',
  'NOT_FOUND_OPERATION',
  'ENDPOINT_MISMATCH',
  'NOT_FOUND_RESOURCE',
  'AGENT_BLOCKED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
  'RATE_LIMIT_EXCEEDED',
  /** The runtime governor refused a spawn, a delegation or a new session (details: cause, action, reasons). */
  'GOVERNOR_DENIED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AirlockError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AirlockError';
  }
}

export function isAirlockError(error: unknown): error is AirlockError {
  return error instanceof AirlockError;
}

/** A human-side action that cannot be done (already decided, unknown id, bad
 *  policy). The message is shown to the person as is. */
export class HumanActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HumanActionError';
  }
}
