// The engine's ports, Electron-side: verification codes in a native dialog
// (promise form, no parent: never blocks the main process or any window) and
// OS notifications whose click opens the item.
import { dialog, Notification } from 'electron';
import type { CodeDisplay, CodeForHuman, HumanNotice, Logger, Notifier } from '../ports';
import type { View } from '../../shared/channels';
import type { ClipboardGuard } from './clipboard-guard';
import { coalescedDisplay } from '../headless/code-display';
import { inert, showLine } from '../../shared/text';

export interface PortHost {
  clipboard: ClipboardGuard;
  logger: Logger;
  /** Shows the window on a view (and item). */
  open(view: View, id?: string): void;
}

function codeMessage(code: CodeForHuman, more: number): { message: string; detail: string } {
  const stop = code.kind === 'danger_zone';
  const expires = new Date(code.expiresAt);
  const agent = showLine(code.agent, 60);
  return {
    message: stop ? `${agent} is blocked. Verification code:` : `${agent} is waiting for your verification. Code:`,
    detail: [
      code.code,
      '',
      `Action: ${showLine(code.hint, 300)}`,
      `Client: ${showLine(code.client, 100)}`,
      `Valid until ${Number.isNaN(expires.getTime()) ? code.expiresAt : expires.toLocaleTimeString()}.`,
      '',
      stop
        ? 'Give this code to the agent only if you want to lift the block. Otherwise do nothing, or use Unblock in Airlock.'
        : 'Give this code to the agent only if you want it to go ahead. Otherwise do nothing: it expires.',
      ...(more > 0 ? ['', `${more} more code${more === 1 ? ' is' : 's are'} waiting in Airlock's Verification view.`] : []),
    ].join('\n'),
  };
}

/** One native dialog at a time; codes that arrive meanwhile are coalesced (see coalescedDisplay). */
export function electronCodeDisplay(host: PortHost): CodeDisplay {
  return coalescedDisplay((code, more, onClose) => {
    const { message, detail } = codeMessage(code, more);
    // Deliberately no parent window: a window-modal sheet would block the
    // window, and the sync form would block the event loop for every agent.
    void dialog
      .showMessageBox({
        type: code.kind === 'danger_zone' ? 'warning' : 'info',
        title: 'Airlock verification code',
        message,
        detail,
        buttons: ['Copy code', 'Show in Airlock', 'Close'],
        defaultId: 2,
        cancelId: 2,
        noLink: true,
      })
      .then(({ response }) => {
        if (response === 0) host.clipboard.copy(code.code);
        if (response === 1) host.open('verification', code.challengeId);
      })
      .catch((error: unknown) => host.logger.warn('code dialog failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(onClose);
    return true;
  });
}

const VIEW_OF: Record<NonNullable<HumanNotice['ref']>['kind'], View> = {
  confirmation: 'pending',
  challenge: 'verification',
  block: 'blocks',
};

export function electronNotifier(host: PortHost): Notifier {
  const live = new Set<Notification>(); // keep a reference, or the click handler is collected
  return {
    notify(notice) {
      if (!Notification.isSupported()) return;
      // libnotify (Linux) reads markup in the body: escape it there; everywhere, nothing invisible or controlling.
      const markup = process.platform === 'linux';
      const n = new Notification({ title: inert(notice.title), body: inert(notice.body, { escapeMarkup: markup }), silent: false });
      live.add(n);
      n.on('click', () => {
        live.delete(n);
        host.open(notice.ref ? VIEW_OF[notice.ref.kind] : 'pending', notice.ref?.id);
      });
      n.on('close', () => live.delete(n));
      n.show();
      setTimeout(() => live.delete(n), 10 * 60_000).unref?.();
    },
  };
}
