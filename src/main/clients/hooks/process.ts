// The hook as a process, shared by its two doors: the fast entry every installed
// hook runs (bin/airlock-hook.mjs → out/hook/airlock-hook.mjs, src/hook/main.ts)
// and `airlock hook <client>` in the full CLI. Reads the client's JSON on stdin,
// answers in the client's exact format (answer.ts): stdout carries only the
// answer; an internal failure exits 2 with only the reason on stderr, the one
// answer every client treats as a block.
import fs from 'node:fs';
import { socketPath } from '../../paths';
import { HOOK_CLIENTS, MCP_CLIENT_NAME, isHookClient, type HookClient } from './clients';
import { connectRaw } from './raw-connection';
import { DEFAULT_WAIT_SECONDS, MAX_WAIT_SECONDS, runHook } from './runner';

const MAX_STDIN_BYTES = 32 * 1024 * 1024;

export interface HookProcessOptions {
  wait?: string;
  verifyWait?: string;
  failOpen?: boolean;
  socket?: string;
}

export interface HookIo {
  /** The whole of stdin. */
  readInput(): Promise<string>;
  /** Whether stdin is a terminal (someone typing, not a client). */
  inputIsTerminal: boolean;
  stdout(text: string): Promise<void>;
  stderr(text: string): Promise<void>;
  env: NodeJS.ProcessEnv;
  version?: string;
}

/** The process's own stdin, stdout and stderr, read and written with plain
 *  syscalls where they allow it: a hook does one read and one write, and the
 *  stream objects would cost more to set up than that. */
export function processIo(version?: string): HookIo {
  const fallback = (error: unknown): boolean => ['EAGAIN', 'EWOULDBLOCK', 'EOF', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
  const writeAll = (fd: 1 | 2, text: string): Promise<void> => {
    if (text === '') return Promise.resolve();
    const stream = fd === 1 ? process.stdout : process.stderr;
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off);
      return Promise.resolve();
    } catch (error) {
      if (!fallback(error)) return Promise.resolve(); // the reader went away: nothing left to tell
      return new Promise((resolve) => stream.write(text, () => resolve()));
    }
  };
  return {
    async readInput() {
      try {
        const data = fs.readFileSync(0);
        if (data.length > MAX_STDIN_BYTES) throw new Error('the hook input is larger than 32 MB');
        return data.toString('utf8');
      } catch (error) {
        if (!fallback(error)) throw error;
        return readAll(process.stdin);
      }
    },
    get inputIsTerminal() {
      try {
        return fs.fstatSync(0).isCharacterDevice();
      } catch {
        return false;
      }
    },
    stdout: (text) => writeAll(1, text),
    stderr: (text) => writeAll(2, text),
    env: process.env,
    ...(version !== undefined ? { version } : {}),
  };
}

/** The hook's options from its command line (`<client> [--socket P] [--wait S]
 *  [--verify-wait S] [--fail-open]`); an unknown word is an error (exit 2). */
export function parseHookArgs(args: readonly string[]): { client: string; options: HookProcessOptions } | { error: string } {
  const [client, ...rest] = args;
  if (client === undefined || client.startsWith('-')) return { error: `name the client: one of ${HOOK_CLIENTS.join(', ')}` };
  const options: HookProcessOptions = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? rest[++i];
    switch (flag) {
      case '--socket':
        options.socket = value();
        if (!options.socket) return { error: 'option \'--socket <path>\' argument missing' };
        break;
      case '--wait':
        options.wait = value();
        if (options.wait === undefined) return { error: 'option \'--wait <seconds>\' argument missing' };
        break;
      case '--verify-wait':
        options.verifyWait = value();
        if (options.verifyWait === undefined) return { error: 'option \'--verify-wait <seconds>\' argument missing' };
        break;
      case '--fail-open':
        options.failOpen = true;
        break;
      default:
        return { error: arg.startsWith('-') ? `unknown option '${flag}'` : `unexpected argument '${arg}'` };
    }
  }
  return { client, options };
}

function seconds(value: string | undefined, fallback: number, name: string, diagnostics: string[]): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > MAX_WAIT_SECONDS) {
    diagnostics.push(`airlock hook: ${name} must be a number of seconds from 0 to ${String(MAX_WAIT_SECONDS)}; using ${String(fallback)}.`);
    return fallback;
  }
  return n;
}

function truthy(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_STDIN_BYTES) throw new Error('the hook input is larger than 32 MB');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs the hook once; resolves with the exit code (0, or 2 = block). */
export async function runHookProcess(client: string, options: HookProcessOptions, io: HookIo): Promise<0 | 2> {
  if (!isHookClient(client)) {
    // Exit 2 makes every client block the call and show this: a misconfigured hook fails closed.
    await io.stderr(`airlock hook: unknown client "${client}"; use one of ${HOOK_CLIENTS.join(', ')}.\n`);
    return 2;
  }
  const env = io.env;
  // Diagnostics wait until the answer is known: when the hook exits 2, stderr is
  // the reason the client shows (Codex and Gemini CLI read all of it), so it carries nothing else.
  const diagnostics: string[] = [];
  const socket = options.socket ?? socketPath(env);
  const waitSeconds = seconds(options.wait ?? env.AIRLOCK_HOOK_WAIT_SECONDS, DEFAULT_WAIT_SECONDS, '--wait', diagnostics);
  const verifyWaitSeconds = seconds(options.verifyWait ?? env.AIRLOCK_HOOK_VERIFY_WAIT_SECONDS, 0, '--verify-wait', diagnostics);
  const failOpen = options.failOpen === true || truthy(env.AIRLOCK_HOOK_FAIL_OPEN);
  if (io.inputIsTerminal) await io.stderr('airlock hook: reading the hook JSON from stdin (end with Ctrl-D). Clients run this command themselves; see docs/clients.md.\n');
  let stdin = '';
  try {
    stdin = await io.readInput();
  } catch (error) {
    diagnostics.push(`airlock hook: could not read stdin: ${(error as Error).message}`);
  }
  const answer = await runHook(client as HookClient, stdin, {
    connect: (timeoutMs) => connectRaw({ socketPath: socket, clientName: MCP_CLIENT_NAME[client as HookClient], version: io.version ?? '0.0.0-dev', timeoutMs }),
    waitSeconds,
    verifyWaitSeconds,
    failOpen,
    log: (line) => diagnostics.push(line),
  });
  const stderr = answer.exitCode === 2 ? answer.stderr : diagnostics.join('\n');
  await io.stdout(answer.stdout === '' ? '' : `${answer.stdout}\n`);
  await io.stderr(stderr === '' ? '' : `${stderr}\n`);
  return answer.exitCode;
}
