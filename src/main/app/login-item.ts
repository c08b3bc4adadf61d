// Launch at login: login items on macOS and Windows, an XDG autostart
// .desktop file on Linux. Only for an installed app (a dev checkout would
// register the bare Electron binary).
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { app } from 'electron';
import { HIDDEN_ARG, autostartDesktopEntry, autostartFile } from './autostart';

export function launchAtLoginSupported(): boolean {
  return app.isPackaged;
}

export function getLaunchAtLogin(): boolean | null {
  if (!launchAtLoginSupported()) return null;
  if (process.platform === 'linux') return fs.existsSync(autostartFile(process.env, os.homedir()));
  return app.getLoginItemSettings({ args: [HIDDEN_ARG] }).openAtLogin;
}

export function setLaunchAtLogin(enabled: boolean): boolean {
  if (!launchAtLoginSupported()) throw new Error('Starting at login can only be set in the installed Airlock app.');
  if (process.platform === 'linux') {
    const file = autostartFile(process.env, os.homedir());
    if (enabled) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // AppImage: register the AppImage itself, not the temporary mount.
      const executable = process.env.APPIMAGE ?? process.execPath;
      fs.writeFileSync(file, autostartDesktopEntry(executable), { mode: 0o644 });
    } else {
      fs.rmSync(file, { force: true });
    }
    return enabled;
  }
  app.setLoginItemSettings({ openAtLogin: enabled, openAsHidden: true, args: [HIDDEN_ARG] });
  return app.getLoginItemSettings({ args: [HIDDEN_ARG] }).openAtLogin;
}

