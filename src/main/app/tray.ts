// The tray icon: pending count (tooltip everywhere, title on macOS, a badged
// icon elsewhere) and a menu to open the window, switch mode, halt / resume
// every agent, and quit.
import { Menu, Tray, app, nativeImage, type MenuItemConstructorOptions, type NativeImage } from 'electron';
import type { HumanSide } from '../loop/api';
import type { Mode } from '../../shared/vocabulary';
import type { View } from '../../shared/channels';
import { resourceFile } from './window';

const MODE_LABEL: Record<Mode, string> = {
  enforcing: 'Enforcing',
  monitoring: 'Monitoring (never stops agents)',
  logging: 'Logging only',
  disabled: 'Disabled',
};

export interface TrayHost {
  human: HumanSide;
  open(view?: View, id?: string): void;
  quit(): void;
  launchAtLogin(): boolean | null;
  setLaunchAtLogin(enabled: boolean): void;
  onError(message: string): void;
  onPendingCount?(count: number): void;
}

export interface AirlockTray {
  update(): void;
  destroy(): void;
}

function image(name: string): NativeImage {
  const img = nativeImage.createFromPath(resourceFile(name));
  if (name.startsWith('trayTemplate')) img.setTemplateImage(true);
  return img;
}

export function createTray(host: TrayHost): AirlockTray {
  const mac = process.platform === 'darwin';
  const plain = mac ? image('trayTemplate.png') : image('tray.png');
  const badged = mac ? plain : image('tray-badge.png');
  const tray = new Tray(plain);
  tray.on('click', () => host.open());
  let lastCount = -1;

  const safe = (fn: () => void) => () => {
    try {
      fn();
    } catch (error) {
      host.onError(error instanceof Error ? error.message : String(error));
    }
  };

  const update = (): void => {
    const pending = host.human.listPending().filter((c) => c.status === 'pending').length;
    const halt = host.human.haltState();
    const mode = host.human.getPolicy().mode;
    const login = host.launchAtLogin();

    const waiting = pending === 0 ? 'nothing waiting' : `${pending} waiting for you`;
    tray.setToolTip(`Airlock — ${halt.all ? 'all agents halted, ' : ''}${waiting}`);
    if (pending !== lastCount) {
      lastCount = pending;
      if (mac) tray.setTitle(pending > 0 ? String(pending) : '');
      else tray.setImage(pending > 0 ? badged : plain);
      app.setBadgeCount(pending); // dock (macOS), Unity launchers (Linux); no-op elsewhere
      host.onPendingCount?.(pending);
    }

    const template: MenuItemConstructorOptions[] = [
      { label: 'Open Airlock', click: () => host.open() },
      { label: pending > 0 ? `Pending: ${pending}…` : 'Nothing pending', enabled: pending > 0, click: () => host.open('pending') },
      { type: 'separator' },
      {
        label: 'Mode',
        submenu: (Object.keys(MODE_LABEL) as Mode[]).map((m) => ({
          label: MODE_LABEL[m],
          type: 'radio' as const,
          checked: mode === m,
          click: safe(() => host.human.setMode(m)),
        })),
      },
      halt.all
        ? { label: 'Resume all agents', click: safe(() => host.human.resume()) }
        : { label: 'Halt all agents', click: safe(() => host.human.halt()) },
      { type: 'separator' },
      ...(login === null
        ? []
        : [{ label: 'Start at login', type: 'checkbox' as const, checked: login, click: safe(() => host.setLaunchAtLogin(!login)) }]),
      { label: 'Quit Airlock', click: () => host.quit() },
    ];
    tray.setContextMenu(Menu.buildFromTemplate(template));
  };

  update();
  return {
    update,
    destroy: () => tray.destroy(),
  };
}
