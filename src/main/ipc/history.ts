// The History view's channels: one function each over the HistoryService
// (src/main/history) and the evidence exports (src/main/evidence). No
// electron import; the host may add a `saveFile` (Electron: a save dialog).
// Never a verification code: none is stored, and none is asked for here.
import type { Policy } from '../core/policy';
import { loadExecutionEvidence, openSigningKey, proveExecution, renderExport, type OpenedSigningKey } from '../evidence';
import type { HistoryService } from '../history';
import type { ParsedInputOf } from '../../shared/contract';
import type { HistoryExport, HistoryTimeline } from '../../shared/types';

/** What a host gives the History channels. */
export interface HistoryHost {
  service: HistoryService;
  /** AIRLOCK_HOME: where the governor's signing key is found (OS keychain or a 0600 file). */
  home: string;
  /** The policy in force now (a record carries its limits only when it is still the one pinned at the execution's start). */
  policy(): Policy;
  /** Default: openSigningKey(home), opened once and kept. */
  signingKey?(): Promise<OpenedSigningKey>;
  /** Desktop app: asks the person where to save, writes the file, returns its path (null when cancelled). */
  saveFile?(file: { filename: string; mime: string; text: string }): Promise<string | null>;
}

const NOT_FOUND = 'That execution is no longer in the history (the retention setting may have removed it). Refresh the list.';

const MIME = { record: 'application/json', json: 'application/json', csv: 'text/csv' } as const;

function fileName(executionId: string, format: HistoryExport['format']): string {
  const safe = executionId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 48) || 'execution';
  return format === 'record' ? `airlock-record-${safe}.json` : format === 'csv' ? `airlock-steps-${safe}.csv` : `airlock-execution-${safe}.json`;
}

export function createHistoryApi(host: HistoryHost) {
  let key: Promise<OpenedSigningKey> | null = null;
  const signingKey = (): Promise<OpenedSigningKey> => {
    if (host.signingKey) return host.signingKey();
    // Opened once (probing the OS keychain can take seconds); a failure is not kept.
    key ??= openSigningKey(host.home).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  return {
    timeline(executionId: string): HistoryTimeline {
      const timeline = host.service.timeline(executionId);
      if (!timeline) throw new Error(NOT_FOUND);
      return timeline;
    },

    async export(input: ParsedInputOf<'history:export'>): Promise<HistoryExport> {
      const { executionId, format } = input;
      const evidence = loadExecutionEvidence(host.service.db.name, executionId);
      if (!evidence) throw new Error(NOT_FOUND);
      const base = { executionId, format, filename: fileName(executionId, format), mime: MIME[format] };
      let result: HistoryExport;
      if (format === 'record') {
        const opened = await signingKey();
        const text = renderExport(evidence, {
          executionId,
          format,
          policy: host.policy(),
          key: opened.key,
          proof: proveExecution(host.service.db.name, executionId, opened.key.publicKey),
          ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
          includeHints: input.includeHints !== false,
        });
        result = {
          ...base,
          text,
          governor: opened.key.governor,
          kid: opened.key.kid,
          ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
          ...(opened.warning ? { warning: opened.warning } : {}),
        };
      } else {
        result = { ...base, text: renderExport(evidence, { executionId, format }) };
      }
      if (input.save) {
        if (!host.saveFile) throw new Error('Saving to a file is only possible in the desktop app.');
        result.savedTo = await host.saveFile({ filename: result.filename, mime: result.mime, text: result.text });
      }
      return result;
    },
  };
}
