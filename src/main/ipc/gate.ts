// The ONE door from the renderer into main. Every call: known channel →
// trusted sender → input parsed with the contract's schema → handler → a
// result envelope. Electron's ipcMain and the browser tests both call
// dispatch(); neither registers handlers any other way.
import { contract, type IpcErrorCode, type IpcResult } from '../../shared/contract';
import { isInvokeChannel, type InvokeChannel } from '../../shared/channels';
import type { Logger } from '../ports';
import type { IpcHandlers } from './handlers';
import type { SenderCheck, SenderInfo } from './sender';
import { describeIssues, type ValidationIssue } from '../../shared/issues';

export interface IpcGate {
  dispatch(channel: unknown, input: unknown, sender: SenderInfo): Promise<IpcResult<unknown>>;
}

export function createIpcGate(options: { handlers: IpcHandlers; isTrustedSender: SenderCheck; logger?: Logger }): IpcGate {
  const { handlers, isTrustedSender, logger } = options;
  const fail = (code: IpcErrorCode, message: string): IpcResult<never> => ({ ok: false, error: { code, message } });

  return {
    async dispatch(channel, input, sender) {
      if (!isInvokeChannel(channel)) {
        logger?.warn('ipc: unknown channel refused', { channel: String(channel).slice(0, 100) });
        return fail('UNKNOWN_CHANNEL', 'That action does not exist.');
      }
      if (!isTrustedSender(sender)) {
        // The URL is logged (never the input: it could hold anything).
        logger?.warn('ipc: call from an untrusted frame refused', { channel, url: String(sender?.url).slice(0, 200) });
        return fail('FORBIDDEN_SENDER', 'Only the Airlock window may do that.');
      }
      const parsed = contract[channel].input.safeParse(input);
      if (!parsed.success) return fail('INVALID_INPUT', describeIssue(channel, parsed.error.issues, input));
      try {
        const handler = handlers[channel] as (value: unknown) => unknown;
        const value = await handler(parsed.data);
        return { ok: true, value };
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
        logger?.warn('ipc: handler failed', { channel, error: message });
        return fail('FAILED', message);
      }
    },
  };
}

function describeIssue(channel: InvokeChannel, issues: readonly ValidationIssue[], input: unknown): string {
  if (issues.length === 0) return `The request for "${channel}" was not valid.`;
  return `The request for "${channel}" was not valid: ${describeIssues(issues, input, 'the input')}.`;
}
