// The MCP gateway — the one door. `airlock wrap` runs an MCP server behind
// Airlock: every tools/call becomes a step of the safety loop, judged with the
// server's trust (seed 001 §4.1), and reaches the server only when Airlock
// lets it. See ./gateway.ts for the relay, ./airlock-link.ts for the
// connection to Airlock, ./answers.ts for what a held call returns.
export { Gateway, runGateway, type GatewayOptions } from './gateway';
export { AirlockLink, Unreachable, type AirlockLinkOptions, type GateBackend, type Decision, type RecordOutcome, type RecordedStep, type VerifyOutcome } from './airlock-link';
export { answers, envelopeOfAnswer, rpcErrorOf, toolError, GATEWAY_ERROR_CODES, GATEWAY_RPC_ERROR, type GatewayErrorCode, type CallToolError, type ErrorEnvelope } from './answers';
export { CONFIRMATION_ARGUMENT, VERIFICATION_CODE_ARGUMENT, actionFor, callDigest, forwardedRequest, hintFor, readCall, readRequest, recordedArguments, type ToolCall } from './call';
export { offlineVerdict, OFFLINE_MODES, type OfflineMode } from './offline';
export { TokenBook, type TokenGrant } from './tokens';
