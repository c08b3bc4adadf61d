import { afterEach, expect, it } from 'vitest';
import { AirlockError } from '../../../src/main/core/errors';
import { openHarness, type Harness } from '../../helpers/airlock';

let h: Harness | undefined;
afterEach(() => h?.close());

const failure = (fn: () => unknown): AirlockError => {
  try {
    fn();
  } catch (error) {
    return error as AirlockError;
  }
  throw new Error('expected a failure');
};

it('complete_execution and abort_execution take the execution_id alone', () => {
  h = openHarness();
  const { agent, human } = h.airlock;
  const first = agent.executeAgent('cli', { element_name: 'bot' }).execution_id;
  expect(agent.completeExecution('cli', { execution_id: first, outcome: 'success' })).toEqual({ execution_id: first, status: 'completed' });
  const second = agent.executeAgent('cli', { element_name: 'bot' }).execution_id;
  expect(agent.abortExecution('cli', { execution_id: second })).toEqual({ execution_id: second, status: 'cancelled' });
  expect(human.listExecutions({ status: 'running' })).toEqual([]);
  // Another client's execution is not this client's to end.
  const theirs = agent.executeAgent('other', { element_name: 'bot' }).execution_id;
  expect(failure(() => agent.completeExecution('cli', { execution_id: theirs })).code).toBe('NOT_FOUND_RESOURCE');
  // Neither: a clear message naming the field.
  const neither = failure(() => agent.completeExecution('cli', {}));
  expect(neither.code).toBe('VALIDATION_INVALID_TYPE');
  expect(neither.message).toContain('"element_name" is needed when execution_id is absent');
});
