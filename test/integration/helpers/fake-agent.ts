// A minimal AgentSide for testing the MCP surface on its own (the real
// engine is exercised through `airlock serve` in the flow tests).
import type { AgentSide, ConfirmOperationResult, PolicySummary } from '../../../src/main/loop/api';
import { AirlockError } from '../../../src/main/core/errors';
import {
  abortExecutionParams,
  completeExecutionParams,
  confirmOperationParams,
  enterPhaseParams,
  executeAgentParams,
  parseParams,
  recordStepParams,
  verifyChallengeParams,
} from '../../../src/main/core/params';
import { defaultPolicy, summarizePolicy } from '../../../src/main/core/policy';

export interface FakeAgent extends AgentSide {
  calls: Array<{ op: string; client: string; params: unknown }>;
  /** Make the next call of an operation throw this. */
  failNext?: unknown;
  decide(id: string, status: 'approved' | 'denied'): void;
}

export function fakeAgent(): FakeAgent {
  const waiting = new Map<string, (r: ConfirmOperationResult) => void>();
  let step = 0;
  const fake: FakeAgent = {
    calls: [],
    executeAgent(client, params) {
      const p = parseParams(executeAgentParams, params);
      fake.calls.push({ op: 'execute_agent', client, params: p });
      return { execution_id: 'e1', status: 'running', stepsRemaining: 10 };
    },
    recordStep(client, params) {
      if (fake.failNext) {
        const error = fake.failNext;
        fake.failNext = undefined;
        throw error;
      }
      const p = parseParams(recordStepParams, params);
      fake.calls.push({ op: 'record_execution_step', client, params: p });
      step += 1;
      return { execution_id: p.execution_id ?? 'e1', step, directive: { continue: true, factors: ['fake'] } };
    },
    recordStepGrouped(client, params, connection, caller) {
      try {
        return Promise.resolve(fake.recordStep(client, params, connection, caller));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    completeExecution(client, params) {
      parseParams(completeExecutionParams, params);
      return { execution_id: 'e1', status: 'completed' };
    },
    abortExecution(client, params) {
      parseParams(abortExecutionParams, params);
      return { execution_id: 'e1', status: 'cancelled' };
    },
    confirmOperation(client, params) {
      const p = parseParams(confirmOperationParams, params);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve({ confirmation_id: p.confirmation_id, status: 'pending' }), (p.wait_seconds ?? 20) * 1000);
        waiting.set(p.confirmation_id, (r) => {
          clearTimeout(timer);
          resolve(r);
        });
      });
    },
    verifyChallenge(client, params) {
      parseParams(verifyChallengeParams, params);
      throw new AirlockError('VERIFICATION_FAILED', 'The code is wrong; ask the human for the code again.');
    },
    enterPhase(client, params) {
      const p = parseParams(enterPhaseParams, params);
      fake.calls.push({ op: 'enter_phase', client, params: p });
      return { execution_id: 'e1', phase: p.phase, status: 'entered' };
    },
    policySummary: (): PolicySummary => summarizePolicy(defaultPolicy),
    connectionClosed() {},
    decide(id, status) {
      waiting.get(id)?.({ confirmation_id: id, status, decided_by: 'human' });
      waiting.delete(id);
    },
  };
  return fake;
}
