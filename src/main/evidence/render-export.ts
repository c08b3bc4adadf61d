// One execution as export text: a signed enforcement record, plain JSON, or
// its steps as CSV. The CLI (`airlock export`) and the window's History view
// both call this; they differ only in how they get the key and where the text goes.
import { policyDigest } from '../core/policy';
import type { Policy } from '../core/policy';
import type { ExecutionEvidence } from './execution-export';
import { executionToJson, stepsToCsv } from './export';
import { fromExecution } from './from-execution';
import type { SigningKey } from './keys';
import { createRecord } from './record';
import type { HistoryProof } from './prove';

/** Refused: the audit chain does not prove the history a record would be signed over. */
export class UnprovenHistoryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The audit log does not prove this execution's history, so Airlock will not sign a record of it: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}. Run \`airlock audit verify\`.`);
    this.name = 'UnprovenHistoryError';
  }
}

export type ExportFormat = 'record' | 'json' | 'csv';

export interface ExportRequest {
  executionId: string;
  format: ExportFormat;
  /** The policy in force now: the record carries its limits only when it is still the one pinned at the execution's start. */
  policy?: Policy;
  /** Required for the signed record. */
  key?: SigningKey;
  /** Required for the signed record: proveExecution's verdict on this execution's history. */
  proof?: HistoryProof;
  nonce?: string;
  includeHints?: boolean;
}

export function renderExport(evidence: ExecutionEvidence, request: ExportRequest): string {
  if (request.format === 'csv') return stepsToCsv(evidence.steps);
  if (request.format === 'json') {
    return executionToJson({
      execution: evidence.execution,
      steps: evidence.steps,
      confirmations: evidence.confirmations,
      audit: evidence.audit.filter((row) => row.execution_id === request.executionId),
    });
  }
  if (!request.key) throw new Error('a signed record needs the signing key');
  if (!request.proof) throw new Error('a signed record needs proof of its history (proveExecution)');
  if (!request.proof.ok) throw new UnprovenHistoryError(request.proof.problems);
  const policy = request.policy;
  const pinned = policy && policyDigest(policy) === evidence.execution.policy_digest ? policy : undefined;
  const input = fromExecution({
      ...evidence,
      mode: evidence.modeAtStart ?? policy?.mode ?? 'enforcing',
      ...(pinned ? { policy: pinned } : {}),
      ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
      includeHints: request.includeHints !== false,
    });
  // The record names the audit chain head it was proven against.
  if (request.proof.head) input.subject = { ...input.subject, audit_head: request.proof.head };
  const record = createRecord(input, request.key);
  return `${JSON.stringify(record, null, 2)}\n`;
}
