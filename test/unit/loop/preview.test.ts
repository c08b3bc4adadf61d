// The Policy view's "what would this action get?" is the real answer: the
// preview and a real first report of the same action by the same agent get
// the same directive, for every mode, tolerance and pattern list, with the
// agent halted, hard-blocked or free. Only the ids of what a real step
// creates (a confirmation, a challenge) and time stamps may differ.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODES, RISK_TOLERANCES, type AutonomyDirective } from '../../../src/shared/vocabulary';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();

const HINTS = [
  'executing shell command: ls -la src/',
  'running npm test',
  'git push origin feature/login',
  'deploy the api to production',
  'executing shell command: rm -rf build/',
  'DELETE FROM orders WHERE created_at < now()',
  'terraform destroy -auto-approve in the prod workspace',
  'executing shell command: rm -rf ~',
  'send the newsletter to all customers',
  'reading the runbook about rm -rf',
];
const PATTERNS = ['*deploy*', '*rm -rf*', 'git push*', '*newsletter*', '*ls*', 'running npm test'];

/** The directive without what only a real step can know (ids it created, clock time). */
function comparable(d: AutonomyDirective): unknown {
  return {
    ...d,
    notifications: d.notifications?.map((n) => {
      const { confirmationId: _c, verificationId: _v, ...metadata } = n.metadata ?? {};
      return { type: n.type, message: n.message, metadata };
    }),
  };
}

describe('preview = the real directive', () => {
  // 120 fresh homes (database, migrations, signed policy adoption and closing checkpoint each).
  it('for random policies, hints and brakes', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom(...MODES),
          riskTolerance: fc.constantFrom(...RISK_TOLERANCES),
          maxAutonomousSteps: fc.integer({ min: 1, max: 20 }),
          deny: fc.subarray(PATTERNS, { maxLength: 2 }),
          requiresApproval: fc.subarray(PATTERNS, { maxLength: 2 }),
          autoApprove: fc.subarray(PATTERNS, { maxLength: 2 }),
        }),
        fc.constantFrom(...HINTS),
        fc.constantFrom('free', 'blocked', 'halted-agent', 'halted-all'),
        (p, hint, brake) => {
          const h = harness({
            policy: {
              mode: p.mode,
              riskTolerance: p.riskTolerance,
              maxAutonomousSteps: p.maxAutonomousSteps,
              patterns: { deny: p.deny, requiresApproval: p.requiresApproval, autoApprove: p.autoApprove },
            },
          });
          const { human, agent, store } = h.airlock;
          if (brake === 'blocked') {
            store.blocks.insert({ id: 'block-1', agent: 'coder', client: 'other-client', reason: 'an earlier forbidden action', hint: 'rm -rf /', execution_id: null, challenge_id: null, created_at: new Date(h.clock.now()).toISOString(), scope: 'client', session: null });
          }
          if (brake === 'halted-agent') human.halt('coder');
          if (brake === 'halted-all') human.halt();
          const preview = human.previewHint(hint, 'coder');
          const real = agent.recordStep('test-client', { element_name: 'coder', nextActionHint: hint });
          expect(comparable(preview.directive)).toEqual(comparable(real.directive));
          h.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('names the agent: a halted or blocked agent is previewed as stopped, another agent is not', () => {
    const h = harness();
    h.airlock.human.halt('coder');
    expect(h.airlock.human.previewHint('executing shell command: ls', 'coder').directive.continue).toBe(false);
    expect(h.airlock.human.previewHint('executing shell command: ls', 'reviewer').directive.continue).toBe(true);
  });
});
