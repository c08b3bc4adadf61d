// A small, realistic history made through the real engine (agent side and
// human side) on a real SQLite file, with the test clock moved between events.
import type { Harness } from '../../helpers/airlock';
import { openHarness } from '../../helpers/airlock';

export const DAY = 86_400_000;
export const START = Date.parse('2026-01-01T00:00:00Z');

export const POLICY = {
  maxAutonomousSteps: 10,
  oversightTimeoutSeconds: 60,
  patterns: { requiresApproval: ['*deploy notes*'] },
};

export interface Built {
  h: Harness;
  ids: {
    /** coder @ claude-code, day 0: two advisory steps, completed. */
    reading: string;
    /** deployer @ cursor, day 1: paused for approval, approved after 4.5 s, completed; a global halt/resume while it ran. */
    approved: string;
    /** coder @ cursor, day 2: verify challenge, verified with the code, completed. */
    verified: string;
    /** deployer @ claude-code, day 3: denied with a reason, aborted. */
    denied: string;
    /** researcher @ vscode, day 4: approval expired (nobody answered), still running. */
    expired: string;
  };
}

export function buildHistory(home?: string): Built {
  const h = openHarness({ ...(home ? { home } : {}), policy: POLICY as never });
  const A = h.airlock.agent;
  const H = h.airlock.human;
  const step = (client: string, agent: string, hint: string, extra: Record<string, unknown> = {}) =>
    A.recordStep(client, { element_name: agent, nextActionHint: hint, ...extra });

  // Day 0
  const reading = step('claude-code', 'coder', 'reading README.md for the parser change').execution_id;
  h.clock.advance(1000);
  step('claude-code', 'coder', 'editing src/parser.ts to handle rock and roll or jazz');
  h.clock.advance(1000);
  A.completeExecution('claude-code', { element_name: 'coder' });

  // Day 1: approval after 4.5 s, a global halt and resume while it runs.
  h.clock.advance(DAY);
  const approved = step('cursor', 'deployer', 'reading the deploy notes of the web app for production').execution_id;
  h.clock.advance(4500);
  H.approve(H.listPending()[0]!.id);
  h.clock.advance(500);
  H.halt();
  h.clock.advance(500);
  H.resume();
  h.clock.advance(500);
  step('cursor', 'deployer', 'reading the deploy notes of the web app for production');
  h.clock.advance(1000);
  A.completeExecution('cursor', { element_name: 'deployer' });

  // Day 2: verify tier, verified with the code the human read.
  h.clock.advance(DAY);
  const v = step('cursor', 'coder', 'rotate the billing credentials', { riskScore: 70 });
  const verified = v.execution_id;
  const challengeId = v.directive.notifications!.find((n) => n.type === 'autonomy_pause')!.metadata!.verificationId!;
  h.clock.advance(2000);
  A.verifyChallenge('cursor', { challenge_id: challengeId, code: h.codes.at(-1)!.code });
  step('cursor', 'coder', 'rotate the billing credentials', { riskScore: 70 });
  A.completeExecution('cursor', { element_name: 'coder' });

  // Day 3: denied with a reason, aborted.
  h.clock.advance(DAY);
  const denied = step('claude-code', 'deployer', 'reading the deploy notes of the database migration').execution_id;
  h.clock.advance(12_000);
  H.deny(H.listPending()[0]!.id, 'not on a Friday');
  A.abortExecution('claude-code', { element_name: 'deployer', reason: 'denied' });

  // Day 4: nobody answers; the confirmation expires (fail-closed); still running.
  h.clock.advance(DAY);
  const expired = step('vscode', 'researcher', 'reading the deploy notes of the notebook results').execution_id;
  h.clock.advance(61_000);
  h.airlock.loop.tick();
  step('vscode', 'researcher', 'reading paper notes about vector indexes');

  // The running engine indexes hints for search in batches, a moment after
  // each commit (store/hint-index.ts); readers in other processes see them then.
  h.airlock.store.hintIndex.flush();
  return { h, ids: { reading, approved, verified, denied, expired } };
}
