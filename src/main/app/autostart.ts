// Launch at login on Linux: an XDG autostart .desktop file. (macOS and
// Windows use Electron's login items.) No electron import.
import path from 'node:path';

export const HIDDEN_ARG = '--hidden';

export function autostartFile(env: NodeJS.ProcessEnv, home: string): string {
  const config = env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(home, '.config');
  return path.join(config, 'autostart', 'airlock.desktop');
}

/** Quotes one Exec argument per the Desktop Entry spec. */
function quoteExecArg(arg: string): string {
  if (!/[\s"'\\$`<>|;&*?#()]/.test(arg)) return arg;
  return `"${arg.replace(/(["`$\\])/g, '\\$1')}"`;
}

export function autostartDesktopEntry(executable: string, args: string[] = [HIDDEN_ARG]): string {
  const exec = [executable, ...args].map(quoteExecArg).join(' ').replace(/%/g, '%%');
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Airlock',
    'Comment=Human-in-the-loop safety layer for AI agents',
    `Exec=${exec}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}
