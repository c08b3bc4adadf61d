// Shows verification codes to the human in an OS dialog when a dialog tool is
// available (zenity / kdialog / osascript / PowerShell). Spawned detached and
// never awaited. The code and the agent's text never travel in a process's
// arguments (any local user can read /proc/<pid>/cmdline) nor its environment:
// zenity, osascript and PowerShell read them on stdin, kdialog from a 0600 file
// in a 0700 directory, removed when the dialog closes. The agent's text is
// inert (no control or bidi characters) and shown by plain-text viewers
// (zenity --text-info, kdialog --textbox), never by a markup renderer. One
// dialog at a time: codes that arrive while one is open are coalesced into
// one more dialog for the newest, saying how many others wait in the console.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CodeDisplay, CodeForHuman } from '../ports';
import { showLine } from '../../shared/text';

interface DialogCommand {
  command: string;
  args: string[];
  stdin?: string;
  /** A private file that holds the message (kdialog); removed when the dialog closes. */
  file?: { dir: string; path: string; text: string };
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

function message(code: CodeForHuman, more = 0): string {
  const what = code.kind === 'danger_zone' ? 'A hard block needs your verification' : 'An action needs your verification';
  return [
    `${what}.`,
    '',
    `Agent: ${showLine(code.agent, 100)} (client ${showLine(code.client, 100)})`,
    `Action: ${showLine(code.hint, 300)}`,
    '',
    `Code: ${code.code}`,
    '',
    `Give this code to the agent only if you want it to go ahead. Expires ${code.expiresAt}.`,
    ...(more > 0 ? ['', `${more} more verification code${more === 1 ? ' is' : 's are'} waiting: see Airlock's console.`] : []),
  ].join('\n');
}

const appleString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const psString = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The dialog command for this machine, or undefined when none is available. */
export function dialogCommand(code: CodeForHuman, env: NodeJS.ProcessEnv = process.env, more = 0): DialogCommand | undefined {
  const text = message(code, more);
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
  if (kdialog) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-dialog-'));
    fs.chmodSync(dir, 0o700);
    const file = path.join(dir, 'code.txt');
    return { command: kdialog, args: ['--title', title, '--textbox', file, '520', '320'], file: { dir, path: file, text } };
  }
  return undefined;
}

/** Pops the dialog; never blocks, never throws. Returns whether one was started;
 *  `onClose` runs when it is gone (closed, or failed to start). */
export function showCodeDialog(code: CodeForHuman, env: NodeJS.ProcessEnv = process.env, options: { more?: number; onClose?: () => void } = {}): boolean {
  let dialog: DialogCommand | undefined;
  try {
    dialog = dialogCommand(code, env, options.more ?? 0);
  } catch {
    return false;
  }
  if (!dialog) return false;
  const removeFile = (): void => {
    if (dialog?.file) fs.rmSync(dialog.file.dir, { recursive: true, force: true });
  };
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    removeFile();
    options.onClose?.();
  };
  try {
    if (dialog.file) fs.writeFileSync(dialog.file.path, dialog.file.text, { mode: 0o600, flag: 'wx' });
    const child = spawn(dialog.command, dialog.args, {
      detached: true,
      stdio: [dialog.stdin === undefined ? 'ignore' : 'pipe', 'ignore', 'ignore'],
      windowsHide: false,
    });
    child.on('error', close);
    child.on('exit', close);
    if (dialog.stdin !== undefined && child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(dialog.stdin);
    }
    child.unref();
    return true;
  } catch {
    close();
    return false;
  }
}

/**
 * One dialog at a time: a code that arrives while a dialog is open waits; when
 * it closes, one dialog shows the newest waiting code and how many more wait
 * (200 codes never mean 200 dialogs). Still-active codes only.
 */
export function coalescedDisplay(open: (code: CodeForHuman, more: number, onClose: () => void) => boolean, now: () => number = Date.now): CodeDisplay {
  let busy = false;
  let waiting: CodeForHuman[] = [];
  const next = (): void => {
    waiting = waiting.filter((c) => Date.parse(c.expiresAt) > now());
    const newest = waiting.pop();
    if (!newest) return;
    const more = waiting.length;
    waiting = [];
    busy = open(newest, more, () => {
      busy = false;
      next();
    });
  };
  return {
    show(code) {
      waiting.push(code);
      if (!busy) next();
    },
  };
}

/** A CodeDisplay that pops the OS dialog (the console itself shows codes from
 *  the engine's `challenge` events). */
export function dialogCodeDisplay(options: { enabled: boolean; env?: NodeJS.ProcessEnv }): CodeDisplay {
  const display = coalescedDisplay((code, more, onClose) => showCodeDialog(code, options.env, { more, onClose }));
  return {
    show(code) {
      if (options.enabled) display.show(code);
    },
  };
}
