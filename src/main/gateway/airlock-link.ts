// The gateway's connection to the running Airlock: the real MCP SDK client
// on Airlock's local socket, speaking the same MCP-AQL operations as any
// agent (execute_agent, record_execution_step, confirm_operation,
// verify_challenge). It can record and wait; it can approve nothing. The
// principal Airlock sees is the MCP client that talks to the wrapper (its
// clientInfo.name), and the agent is the wrapped server's name.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { z } from 'zod';
import type { AutonomyDirective, StructuredAction, TrustLevel } from '../../shared/vocabulary';
import type { GateView } from '../core';
import { SocketClientTransport } from '../mcp/socket-client-transport';

/** Airlock cannot be reached (not running, socket gone, no answer in time). */
export class Unreachable extends Error {
  constructor(readonly detail: string) {
    super(`Airlock cannot be reached (${detail})`);
    this.name = 'Unreachable';
  }
}

export interface EnvelopeError {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export interface RecordedStep {
  directive: AutonomyDirective;
  gate?: GateView;
}

export type RecordOutcome = { ok: true; step: RecordedStep } | { ok: false; error: EnvelopeError };

export interface Decision {
  status: 'approved' | 'denied' | 'expired' | 'pending';
  reason?: string;
  expiresAt?: string;
}

export type VerifyOutcome = { ok: true } | { ok: false; error: EnvelopeError };

/** What the gateway needs from Airlock; tests may give another one. */
export interface GateBackend {
  record(hint: string, action: StructuredAction): Promise<RecordOutcome>;
  waitForDecision(confirmationId: string, waitSeconds: number, signal?: AbortSignal): Promise<Decision>;
  verify(challengeId: string, code: string): Promise<VerifyOutcome>;
  /** Connects ahead of the first call (the client just initialized); failures wait for that call. */
  warm?(): void;
  close(): Promise<void>;
}

export interface AirlockLinkOptions {
  socketPath: string;
  /** The wrapped server's name: the agent name of its steps. */
  server: string;
  /** The MCP client's clientInfo.name, once the client has said it. */
  clientName(): string;
  /** The trust level the wrapper was started with (it can only lower the policy's). */
  trust?: TrustLevel;
  version: string;
  connectTimeoutMs?: number;
  recordTimeoutMs?: number;
}

type Envelope = { success: true; data: unknown } | { success: false; error: EnvelopeError };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function envelopeOf(raw: unknown): Envelope {
  const result = raw as { structuredContent?: unknown; content?: unknown };
  const structured = result.structuredContent;
  if (isObject(structured) && typeof structured.success === 'boolean') return structured as unknown as Envelope;
  const first = Array.isArray(result.content) ? (result.content[0] as { type?: string; text?: string } | undefined) : undefined;
  if (first?.type === 'text' && typeof first.text === 'string') {
    const parsed = JSON.parse(first.text) as unknown;
    if (isObject(parsed) && typeof parsed.success === 'boolean') return parsed as unknown as Envelope;
  }
  throw new Error('the answer carries no MCP-AQL envelope');
}

/**
 * Any object: `envelopeOf` checks the parts of Airlock's answer it uses (and fails closed on anything else), so the
 * SDK's full CallToolResult schema, checked by `callTool` on every step, was work twice (about 60 µs of the wrapper's
 * CPU per gated call on the bench machine, perf9). Not an object: the request fails, and the call is refused.
 */
const ANY_RESULT = z.object({}).passthrough();

const CONFIRM_WAIT_MAX_SECONDS = 50;

export class AirlockLink implements GateBackend {
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private executionId: string | undefined;
  private closed = false;

  constructor(private readonly options: AirlockLinkOptions) {}

  async record(hint: string, action: StructuredAction): Promise<RecordOutcome> {
    for (let attempt = 0; ; attempt++) {
      const client = await this.connected();
      const params = {
        element_name: this.options.server,
        nextActionHint: hint,
        action,
        gateway: this.options.trust ? { trust: this.options.trust } : {},
        ...(this.executionId ? { execution_id: this.executionId } : {}),
      };
      const envelope = await this.call(client, 'mcp_aql_create', { operation: 'record_execution_step', params }, this.options.recordTimeoutMs ?? 10_000);
      if (!envelope.success) {
        // The session's execution ended (a person, or a fresh database): start another once.
        if (envelope.error.code === 'NOT_FOUND_RESOURCE' && this.executionId && attempt === 0) {
          this.executionId = undefined;
          await this.startSession(client);
          continue;
        }
        return { ok: false, error: envelope.error };
      }
      const data = envelope.data as { directive?: unknown; gate?: unknown; execution_id?: unknown };
      if (!isObject(data.directive) || typeof data.directive.continue !== 'boolean') throw new Unreachable('Airlock answered in a form this wrapper does not understand');
      if (!this.executionId && typeof data.execution_id === 'string') this.executionId = data.execution_id;
      return { ok: true, step: { directive: data.directive as unknown as AutonomyDirective, ...(isObject(data.gate) ? { gate: data.gate as unknown as GateView } : {}) } };
    }
  }

  async waitForDecision(confirmationId: string, waitSeconds: number, signal?: AbortSignal): Promise<Decision> {
    const client = await this.connected();
    const wait = Math.max(0, Math.min(CONFIRM_WAIT_MAX_SECONDS, waitSeconds));
    const envelope = await this.call(
      client,
      'mcp_aql_execute',
      { operation: 'confirm_operation', params: { confirmation_id: confirmationId, wait_seconds: wait } },
      (wait + 10) * 1000,
      signal,
    );
    if (!envelope.success) return { status: 'expired', reason: envelope.error.message };
    const data = envelope.data as { status?: unknown; reason?: unknown; expires_at?: unknown };
    const status = data.status;
    if (status !== 'approved' && status !== 'denied' && status !== 'expired' && status !== 'pending') {
      throw new Unreachable('Airlock answered in a form this wrapper does not understand');
    }
    return {
      status,
      ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
      ...(typeof data.expires_at === 'string' ? { expiresAt: data.expires_at } : {}),
    };
  }

  async verify(challengeId: string, code: string): Promise<VerifyOutcome> {
    const client = await this.connected();
    const envelope = await this.call(client, 'mcp_aql_create', { operation: 'verify_challenge', params: { challenge_id: challengeId, code } }, 15_000);
    return envelope.success ? { ok: true } : { ok: false, error: envelope.error };
  }

  warm(): void {
    this.connected().catch(() => undefined);
  }

  /** Ends the session's execution (best effort) and disconnects. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const client = this.client;
    if (!client) return;
    if (this.executionId) {
      await this.call(
        client,
        'mcp_aql_execute',
        { operation: 'complete_execution', params: { element_name: this.options.server, execution_id: this.executionId, summary: 'The MCP client closed the gateway session.' } },
        2000,
      ).catch(() => undefined);
    }
    await client.close().catch(() => undefined);
    this.client = undefined;
  }

  private async call(client: Client, name: string, args: Record<string, unknown>, timeoutMs: number, signal?: AbortSignal): Promise<Envelope> {
    let raw: unknown;
    try {
      raw = await client.request({ method: 'tools/call', params: { name, arguments: args } }, ANY_RESULT, { timeout: timeoutMs, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new Unreachable(error instanceof Error ? error.message.slice(0, 200) : 'no answer');
    }
    try {
      return envelopeOf(raw);
    } catch {
      throw new Unreachable('Airlock answered in a form this wrapper does not understand');
    }
  }

  private connected(): Promise<Client> {
    if (this.closed) return Promise.reject(new Unreachable('the gateway is shutting down'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    const timeoutMs = this.options.connectTimeoutMs ?? 3000;
    const transport = new SocketClientTransport(this.options.socketPath, timeoutMs);
    const client = new Client({ name: this.options.clientName(), version: this.options.version }, { capabilities: {} });
    try {
      await client.connect(transport, { timeout: timeoutMs });
    } catch (error) {
      await transport.close().catch(() => undefined);
      throw new Unreachable(error instanceof Error ? error.message.slice(0, 200) : 'no connection');
    }
    client.onclose = () => {
      if (this.client === client) this.client = undefined;
    };
    this.client = client;
    if (!this.executionId) await this.startSession(client);
    return client;
  }

  /** One execution per (client, server) session; a blocked client gets none (its steps then say so). */
  private async startSession(client: Client): Promise<void> {
    const envelope = await this.call(
      client,
      'mcp_aql_execute',
      {
        operation: 'execute_agent',
        params: {
          element_name: this.options.server,
          goal: `MCP gateway session: calls from ${this.options.clientName()} to the "${this.options.server}" server through airlock wrap.`,
          gateway: { server: this.options.server },
        },
      },
      this.options.recordTimeoutMs ?? 10_000,
    );
    if (envelope.success) {
      const id = (envelope.data as { execution_id?: unknown }).execution_id;
      if (typeof id === 'string') this.executionId = id;
    }
  }
}
