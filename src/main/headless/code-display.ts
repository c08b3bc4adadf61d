// Shows verification codes to the human in an OS dialog when a dialog tool is
// available (zenity / kdialog / osascript / PowerShell). Spawned detached and
// never awaited; the code travels on the dialog's stdin (kdialog: argv), never
// in the environment, and is never logged.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CodeDisplay, CodeForHuman } from '../ports';

interface DialogCommand {
  command: string;
  args: string[];
  stdin?: string;
}

function onPath(binary: string, env: NodeJS.ProcessEnv): string | undefined {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const names = process.platform === 'win32' ? [`${binary}.exe`, binary] : [binary];
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {
        // keep looking
      }
    }
  }
  return undefined;
}

function message(code: CodeForHuman): string {
  const what = code.kind === 'danger_zone' ? 'A hard block needs your verification' : 'An action needs your verification';
  return [
    `${what}.`,
    '',
    `Agent: ${code.agent} (client ${code.client})`,
    `Action: ${code.hint.slice(0, 300)}`,
    '',
    `Code: ${code.code}`,
    '',
    `Give this code to the agent only if you want it to go ahead. Expires ${code.expiresAt}.`,
  ].join('\n');
}

const appleString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const psString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The dialog command for this machine, or undefined when none is available. */
export function dialogCommand(code: CodeForHuman, env: NodeJS.ProcessEnv = process.env): DialogCommand | undefined {
  const text = message(code);
  const title = 'Airlock verification code';
  if (process.platform === 'darwin') {
    const osascript = onPath('osascript', env);
    if (!osascript) return undefined;
    return { command: osascript, args: ['-'], stdin: `display dialog ${appleString(text)} with title ${appleString(title)} buttons {"OK"} default button "OK"\n` };
  }
  if (process.platform === 'win32') {
    const ps = onPath('powershell', env) ?? onPath('pwsh', env);
    if (!ps) return undefined;
    const script = `Add-Type -AssemblyName PresentationFramework; [System.Windows.MessageBox]::Show(${psString(text)}, ${psString(title)}) | Out-Null\n`;
    return { command: ps, args: ['-NoProfile', '-NonInteractive', '-Command', '-'], stdin: script };
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return undefined;
  const zenity = onPath('zenity', env);
  if (zenity) return { command: zenity, args: ['--text-info', `--title=${title}`, '--width=520', '--height=320'], stdin: text };
  const kdialog = onPath('kdialog', env);
  if (kdialog) return { command: kdialog, args: ['--title', title, '--msgbox', text] };
  return undefined;
}

/** Pops the dialog; never blocks, never throws. Returns whether one was started. */
export function showCodeDialog(code: CodeForHuman, env: NodeJS.ProcessEnv = process.env): boolean {
  const dialog = dialogCommand(code, env);
  if (!dialog) return false;
  try {
    const child = spawn(dialog.command, dialog.args, {
      detached: true,
      stdio: [dialog.stdin === undefined ? 'ignore' : 'pipe', 'ignore', 'ignore'],
      windowsHide: false,
    });
    child.on('error', () => {});
    if (dialog.stdin !== undefined && child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(dialog.stdin);
    }
    child.unref();
    return true;
  } catch {
    return false;
  }
}

/** A CodeDisplay that pops the OS dialog (the console itself shows codes from
 *  the engine's `challenge` events). */
export function dialogCodeDisplay(options: { enabled: boolean; env?: NodeJS.ProcessEnv }): CodeDisplay {
  return {
    show(code) {
      if (options.enabled) showCodeDialog(code, options.env);
    },
  };
}
