// The pure decision core — the one door. Where go / pause / stop is decided:
// `evaluateStep` (./pipeline.ts). Where the agent's answer is built:
// `directiveFor` (./directive.ts). No I/O: no electron, fs, sockets, child
// processes or store values (a test bundles this door and checks).
export { TRUST_DANGER_MATRIX, gateFor, minimumTrustFor, refuses, trustOf, lowerTrust, trustRank, type ServerTrust, type TrustSource } from './trust';
export { evaluateStep, neutralFacts, firstBroadMatch, narrowCover, literalPattern, type Evaluation, type GateView, type GovernorOutcome, type StepFacts, type Verdict } from './pipeline';
export * as governor from './governor';
export { directiveFor, notification, type DirectiveContext } from './directive';
export { classify, commandSegments } from '../classifier';
export { AirlockError, HumanActionError, isAirlockError, ERROR_CODES, type ErrorCode } from './errors';
export * from './params';
export {
  policySchema,
  serverName,
  parsePolicy,
  policySchemaJson,
  defaultPolicy,
  stepLimitFor,
  stricterPolicy,
  summarizePolicy,
  describePolicy,
  policyDigest,
  RISK_TOLERANCE_THRESHOLD,
  type Policy,
  type PolicyInput,
  type PolicySummary,
} from './policy';
export { actionDigest, loopKey, normaliseHint } from './digest';
export { actionTerms, isAnnounced, ANNOUNCEMENT_WINDOW_MS } from './announce';
