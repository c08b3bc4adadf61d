// `airlock serve`: the engine + the MCP socket server, headless, with a
// terminal console for the human (interactive on a TTY, or JSONL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openHost } from '../host';
import { systemClock, type Logger, type Notifier } from '../ports';
import type { ToolMode } from '../mcp';
import { dialogCodeDisplay } from './code-display';
import { startJsonlConsole } from './jsonl-console';
import { startTtyConsole } from './tty-console';

export interface ServeOptions {
  home: string;
  socketPath: string;
  console: 'tty' | 'jsonl';
  toolMode: ToolMode;
  dialogs: boolean;
  /** Open the socket to this group (a separate OS user for the agent); see docs/connect-and-threat-model.md. */
  socketGroup?: string;
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
}

export interface RunningServe {
  socketPath: string;
  stop(): Promise<void>;
  /** Resolves once the server has stopped (quit, stdin closed, or stop()). */
  stopped: Promise<void>;
}

/** Log lines to stderr: message + fields, never a code (the engine never hands one to a logger).
 *  `around`, when given, wraps each write (the terminal console keeps its prompt below log lines). */
export function stderrLogger(stream: NodeJS.WritableStream = process.stderr, around?: { write(fn: () => void): void }): Logger {
  const line = (level: string, message: string, fields?: Record<string, unknown>): void => {
    let extra = '';
    if (fields && Object.keys(fields).length > 0) {
      try {
        extra = ` ${JSON.stringify(fields)}`;
      } catch {
        extra = '';
      }
    }
    const text = `airlock ${level}: ${message}${extra}\n`;
    if (around) around.write(() => stream.write(text));
    else stream.write(text);
  };
  return {
    info: (m, f) => line('info', m, f),
    warn: (m, f) => line('warn', m, f),
    error: (m, f) => line('error', m, f),
  };
}

function stdinIsPipe(): boolean {
  try {
    const stat = fs.fstatSync(0);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

export async function runServe(options: ServeOptions): Promise<RunningServe> {
  const stdin = options.stdin ?? process.stdin;
  const stdout = options.stdout ?? process.stdout;
  // Until a terminal console is up, log lines go straight out; then above its prompt.
  const logAround = { write: (fn: () => void): void => fn() };
  const logger = stderrLogger(options.stderr ?? process.stderr, logAround);

  if (options.socketGroup !== undefined) {
    // The home stays private (0700): a socket inside it could not be reached by the agent's user.
    const inside = path.relative(path.resolve(options.home), path.resolve(path.dirname(options.socketPath)));
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
      throw new Error(`with --socket-group the socket must live outside Airlock's home (${options.home} stays private to you): pass --socket /run/airlock/airlock.sock or another directory of its own`);
    }
  }

  let notify: Notifier['notify'] = () => {};
  const host = await openHost({
    home: options.home,
    socketPath: options.socketPath,
    toolMode: options.toolMode,
    place: 'console',
    ...(options.socketGroup !== undefined ? { socketGroup: options.socketGroup } : {}),
    ports: {
      codeDisplay: dialogCodeDisplay({ enabled: options.dialogs }),
      notifier: { notify: (notice) => notify(notice) },
      clock: systemClock,
      logger,
    },
  });
  const { airlock, signing } = host;
  try {
    await host.listen();
  } catch (error) {
    await host.close();
    throw error;
  }

  let resolveStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      consoleHandle.close();
      await host.close();
      resolveStopped();
    })();
    return stopping;
  };

  const consoleHost = { setRetention: (setting: { keepDays: number } | { unlimited: true }) => host.history.setRetention(setting) };
  let consoleHandle: { close(): void; notice(n: Parameters<Notifier['notify']>[0]): void };
  if (options.console === 'jsonl') {
    // The controlling process closing our stdin pipe means it went away: stop with it
    // (no orphaned Airlock). Stdin from /dev/null or a file (a service) keeps running.
    const onEnd = stdin === process.stdin && !stdinIsPipe() ? undefined : () => void stop();
    // Proof of the person: a per-run secret only the reader of this stdout learns (see jsonl-console.ts).
    const token = randomBytes(24).toString('base64url');
    let lastRefusal = 0;
    const jsonl = startJsonlConsole({
      human: airlock.human,
      input: stdin as never,
      output: stdout as never,
      onEnd,
      token,
      host: consoleHost,
      onRefused: () => {
        if (Date.now() - lastRefusal < 60_000) return;
        lastRefusal = Date.now();
        airlock.human.raiseAlert('console_refused', 'A command reached the console without its token (someone else wrote into its input); it was refused.');
      },
    });
    // Whoever reads the events went away (EPIPE): stop cleanly rather than crash.
    stdout.on('error', () => void stop());
    consoleHandle = jsonl;
    jsonl.emit({ type: 'ready', socket: options.socketPath, home: path.resolve(options.home), pid: process.pid, tool_mode: options.toolMode, token });
    const problem = airlock.policyProblem?.();
    if (problem) jsonl.emit({ type: 'policy_problem', message: problem });
    const pending = airlock.human.pendingPolicy();
    if (pending) jsonl.emit({ type: 'policy_pending', pending });
    for (const alert of airlock.human.integrityAlerts()) jsonl.emit({ type: 'integrity', alert });
  } else {
    const tty = startTtyConsole({ human: airlock.human, input: stdin as never, output: stdout as never, socketPath: options.socketPath, onQuit: () => void stop(), host: consoleHost });
    consoleHandle = tty;
    logAround.write = (fn) => tty.aside(fn);
    const problem = airlock.policyProblem?.();
    if (problem) tty.print(`! policy.json was refused (${problem}); the last good policy is in force.`);
    tty.startupNotes();
  }
  notify = (notice) => consoleHandle.notice(notice);
  // The signing key: say where it lives when it is not in the OS keychain.
  if (signing.warning) consoleHandle.notice({ title: 'Signing key', body: signing.warning });

  return { socketPath: options.socketPath, stop, stopped };
}
