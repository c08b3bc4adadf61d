// The MCP-AQL response envelope (CONTRACT.md "Envelope"): the same JSON in
// structuredContent and as text in content[0]; isError exactly when
// success is false.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isAirlockError, type ErrorCode } from '../core/errors';

export interface EnvelopeError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export type Envelope = { success: true; data: unknown } | { success: false; error: EnvelopeError };

export const INTERNAL_ERROR_MESSAGE = 'Airlock hit an internal error; try the call again, and tell the operator if it keeps happening.';

export function ok(data: unknown): Envelope {
  return { success: true, data };
}

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): Envelope {
  return details ? { success: false, error: { code, message, details } } : { success: false, error: { code, message } };
}

/** An AirlockError becomes its own envelope; anything else is INTERNAL_ERROR
 *  with a generic message (an exception's text could carry anything). */
export function fromError(error: unknown): Envelope {
  if (isAirlockError(error)) return fail(error.code, error.message, error.details);
  return fail('INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE);
}

export function toToolResult(envelope: Envelope): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(envelope) }],
    structuredContent: envelope as unknown as Record<string, unknown>,
    isError: !envelope.success,
  };
}
