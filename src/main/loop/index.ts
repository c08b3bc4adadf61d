// The stateful safety loop — the one door. It records each step and makes
// each decision durable before answering; the decision itself and the answer
// are the core's (../core: evaluateStep, directiveFor).
export { SafetyLoop, type SafetyLoopOptions } from './safety-loop';
export { normaliseCode } from './codes';
export { stepView } from './views';
export type * from './api';
export type * from './store-port';
