// The engine's ports, Electron-side: verification codes in a native dialog
// (promise form, no parent: never blocks the main process or any window) and
// OS notifications whose click opens the item.
import { dialog, Notification } from 'electron';
import type { CodeDisplay, CodeForHuman, HumanNotice, Logger, Notifier } from '../ports';
import type { View } from '../../shared/channels';
import type { ClipboardGuard } from './clipboard-guard';

export interface PortHost {
  clipboard: ClipboardGuard;
  logger: Logger;
  /** Shows the window on a view (and item). */
  open(view: View, id?: string): void;
}

function codeMessage(code: CodeForHuman): { message: string; detail: string } {
  const stop = code.kind === 'danger_zone';
  const expires = new Date(code.expiresAt);
  return {
    message: stop ? `${code.agent} is blocked. Verification code:` : `${code.agent} is waiting for your verification. Code:`,
    detail: [
      code.code,
      '',
      `Action: ${code.hint.length > 300 ? `${code.hint.slice(0, 300)}…` : code.hint}`,
      `Client: ${code.client}`,
      `Valid until ${Number.isNaN(expires.getTime()) ? code.expiresAt : expires.toLocaleTimeString()}.`,
      '',
      stop
        ? 'Give this code to the agent only if you want to lift the block. Otherwise do nothing, or use Unblock in Airlock.'
        : 'Give this code to the agent only if you want it to go ahead. Otherwise do nothing: it expires.',
    ].join('\n'),
  };
}

export function electronCodeDisplay(host: PortHost): CodeDisplay {
  return {
    show(code) {
      const { message, detail } = codeMessage(code);
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
        .catch((error: unknown) => host.logger.warn('code dialog failed', { error: error instanceof Error ? error.message : String(error) }));
    },
  };
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
      const n = new Notification({ title: notice.title, body: notice.body, silent: false });
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
