// `airlock serve --console jsonl` as a real child process, and agents that
// reach it the way MCP clients do: the real SDK Client through a real
// `airlock bridge` child process (StdioClientTransport). Every byte the
// bridges deliver to the clients is recorded, so a test can prove no code
// ever reached an agent.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { PolicyInput } from '../../../src/main/core/policy';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI = path.join(ROOT, 'bin', 'airlock.mjs');

export type ConsoleEvent = Record<string, unknown> & { type: string };

/** Short temp paths: Unix socket paths are limited to ~100 bytes. */
export function tempHome(policy?: PolicyInput): string {
  const base = process.platform === 'win32' ? os.tmpdir() : fs.existsSync('/tmp') ? '/tmp' : os.tmpdir();
  const home = fs.mkdtempSync(path.join(base, 'alk-'));
  if (policy) fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify(policy, null, 2));
  return home;
}

export function socketFor(home: string): string {
  return process.platform === 'win32' ? `\\\\.\\pipe\\airlock-test-${path.basename(home)}` : path.join(home, 'run', 'airlock.sock');
}

export function airlockEnv(home: string): Record<string, string> {
  // The key file, not the OS keychain: no keychain probe per process in tests.
  return { AIRLOCK_HOME: home, AIRLOCK_SOCKET: socketFor(home), AIRLOCK_NO_DIALOG: '1', AIRLOCK_KEYCHAIN: 'file' };
}

/** Everything any bridge wrote to its client, and everything on stderr. */
export const recorded = { bridgeStdout: [] as Buffer[], bridgeStderr: [] as Buffer[], serveStderr: [] as Buffer[] };

export class ServeProcess {
  readonly events: ConsoleEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private stdoutRest = '';
  readonly exited: Promise<number | null>;

  private constructor(
    readonly home: string,
    readonly child: ChildProcess,
  ) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      this.stdoutRest += chunk;
      let i;
      while ((i = this.stdoutRest.indexOf('\n')) >= 0) {
        const line = this.stdoutRest.slice(0, i);
        this.stdoutRest = this.stdoutRest.slice(i + 1);
        if (line.trim() === '') continue;
        this.events.push(JSON.parse(line) as ConsoleEvent);
      }
      for (const wake of [...this.listeners]) wake();
    });
    child.stderr!.on('data', (chunk: Buffer) => recorded.serveStderr.push(chunk));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** The console's per-run token (from `ready`): every command carries it. */
  token = '';

  static async start(home: string, extraArgs: string[] = []): Promise<ServeProcess> {
    const child = spawn(process.execPath, [CLI, 'serve', '--console', 'jsonl', '--no-dialog', ...extraArgs], {
      cwd: ROOT,
      env: { ...process.env, ...airlockEnv(home) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const serve = new ServeProcess(home, child);
    const ready = await serve.waitFor((e) => e.type === 'ready', 20_000);
    serve.token = String(ready.token);
    return serve;
  }

  get socketPath(): string {
    return socketFor(this.home);
  }

  /** One JSON command on the console's stdin, with the console's token. */
  send(command: Record<string, unknown>): void {
    this.child.stdin!.write(JSON.stringify({ token: this.token, ...command }) + '\n');
  }

  sendRaw(line: string): void {
    this.child.stdin!.write(line + '\n');
  }

  /** Waits for an event (seen earlier than `since` index or later) matching pred. */
  waitFor(pred: (event: ConsoleEvent) => boolean, timeoutMs = 10_000, since = 0): Promise<ConsoleEvent> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        for (let i = since; i < this.events.length; i++) {
          const event = this.events[i]!;
          if (pred(event)) {
            cleanup();
            resolve(event);
            return true;
          }
        }
        return false;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for a console event; last: ${JSON.stringify(this.events.slice(-3)).slice(0, 800)}`));
      }, timeoutMs);
      const onExit = (): void => {
        cleanup();
        reject(new Error('airlock serve exited'));
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        this.listeners.delete(onData);
        this.child.off('exit', onExit);
      };
      const onData = (): void => void check();
      this.listeners.add(onData);
      if (check()) return;
      this.child.once('exit', onExit);
    });
  }

  /** Sends a command and waits for its `result` or `error` event. */
  async command(command: Record<string, unknown>): Promise<ConsoleEvent> {
    const ref = `r${Math.random().toString(36).slice(2)}`;
    const since = this.events.length;
    this.send({ ...command, ref });
    return this.waitFor((e) => (e.type === 'result' || e.type === 'error') && e.ref === ref, 10_000, since);
  }

  /** Every code the human console showed. */
  codes(): string[] {
    const out: string[] = [];
    for (const e of this.events) {
      const challenge = e.challenge as { code?: string } | undefined;
      if (e.type === 'challenge' && challenge?.code) out.push(challenge.code);
      const data = e.data as { code?: string } | undefined;
      if (e.type === 'result' && data?.code) out.push(data.code);
    }
    return out;
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }
}

export interface Envelope {
  success: boolean;
  data?: Record<string, unknown> & {
    directive?: Directive;
    execution_id?: string;
    step?: number;
  };
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

export interface Directive {
  continue: boolean;
  factors: string[];
  stopped?: boolean;
  reason?: string;
  nextStepRisk?: string;
  notifications?: Array<{ type: string; message: string; metadata?: { verificationId?: string; confirmationId?: string; reason?: string } }>;
}

export class Agent {
  private constructor(
    readonly client: Client,
    readonly transport: StdioClientTransport,
  ) {}

  /** An SDK client through a real `airlock bridge` child process. */
  static async connect(home: string, clientName: string): Promise<Agent> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'bridge'],
      cwd: ROOT,
      env: { ...(process.env as Record<string, string>), ...airlockEnv(home) },
      stderr: 'pipe',
    });
    const start = transport.start.bind(transport);
    transport.start = async () => {
      await start();
      const proc = (transport as unknown as { _process?: ChildProcess })._process;
      proc?.stdout?.on('data', (chunk: Buffer) => recorded.bridgeStdout.push(chunk));
    };
    transport.stderr?.on('data', (chunk: Buffer) => recorded.bridgeStderr.push(chunk));
    const client = new Client({ name: clientName, version: '1.0.0' });
    await client.connect(transport);
    return new Agent(client, transport);
  }

  async call(tool: string, operation: string, params?: Record<string, unknown>, timeoutMs = 60_000, signal?: AbortSignal): Promise<Envelope> {
    const options = signal ? { timeout: timeoutMs, signal } : { timeout: timeoutMs };
    const result = (await this.client.callTool({ name: tool, arguments: params === undefined ? { operation } : { operation, params } }, undefined, options)) as {
      structuredContent?: unknown;
      content: Array<{ type: string; text?: string }>;
      isError?: boolean;
    };
    const envelope = JSON.parse(result.content[0]?.text ?? 'null') as Envelope;
    if (JSON.stringify(result.structuredContent) !== JSON.stringify(envelope)) throw new Error('structuredContent and text differ');
    if ((result.isError === true) !== !envelope.success) throw new Error('isError does not match success');
    return envelope;
  }

  step(element: string, hint: string, extra: Record<string, unknown> = {}): Promise<Envelope> {
    return this.call('mcp_aql_create', 'record_execution_step', { element_name: element, nextActionHint: hint, ...extra });
  }

  /** `claim`: wait as a client hook does (it acts on the answer itself); `signal` cancels the request. */
  confirm(confirmationId: string, waitSeconds = 20, options: { claim?: boolean; signal?: AbortSignal } = {}): Promise<Envelope> {
    const params = { confirmation_id: confirmationId, wait_seconds: waitSeconds, ...(options.claim ? { claim: true } : {}) };
    return this.call('mcp_aql_execute', 'confirm_operation', params, 60_000 + waitSeconds * 1000, options.signal);
  }

  verify(challengeId: string, code: string): Promise<Envelope> {
    return this.call('mcp_aql_create', 'verify_challenge', { challenge_id: challengeId, code });
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => {});
  }
}

export function notificationOf(directive: Directive | undefined, type: string): NonNullable<Directive['notifications']>[number] | undefined {
  return directive?.notifications?.find((n) => n.type === type);
}

/** Every way a code could be written: as shown, without dashes, lower case. */
export function codeForms(code: string): string[] {
  const bare = code.replace(/[\s-]/g, '');
  return [...new Set([code, bare, code.toLowerCase(), bare.toLowerCase()])];
}
