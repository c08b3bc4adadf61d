// The safety loop's one door.
export { SafetyLoop, type SafetyLoopOptions } from './safety-loop';
export { evaluateStep, globMatcher, type Evaluation, type StepFacts, type Verdict } from './pipeline';
export { classify } from '../classifier';
export { tierForScore, tierRank, higherTier, LEVEL_BANDS } from './tiers';
export { AirlockError, HumanActionError, isAirlockError, ERROR_CODES, type ErrorCode } from './errors';
export * from './params';
export {
  policySchema,
  parsePolicy,
  policySchemaJson,
  defaultPolicy,
  stepLimitFor,
  summarizePolicy,
  policyDigest,
  RISK_TOLERANCE_THRESHOLD,
  type Policy,
  type PolicyInput,
} from './policy';
export { normaliseCode } from './codes';
export type * from './api';
export * from './types';
