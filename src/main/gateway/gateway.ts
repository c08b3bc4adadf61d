// `airlock wrap`: an MCP server over stdio that runs the wrapped MCP server as
// a child over stdio and relays JSON-RPC between them line by line, untouched
// — initialize and capabilities, tools/list, resources, prompts,
// notifications both ways, cancellation, progress, roots — except the
// requests that reach the server's data or side effects, or the client's
// model and user: `tools/call`, `resources/read`, `prompts/get`,
// `completion/complete`, `resources/subscribe`, any method it does not know
// to be a listing, and the server's own `sampling/createMessage` and
// `elicitation/create`. Each one is held, reported to Airlock as a step, and
// forwarded only when Airlock's answer (the core's directive) lets it go.
// Otherwise the sender gets the answer as an error (a tool error for a
// tools/call) and the other side never sees the request.
//
// A relay rather than the SDK's Client/Server pair: the pair would re-parse,
// re-validate and re-emit every message, negotiate its own protocol version
// and capabilities, and drop whatever it does not know (new methods, fields,
// experimental capabilities). The relay forwards the bytes it was given, so
// the client and the server see each other as they are, and a message that is
// not a tools/call costs one JSON.parse on the client side and, on the child
// side, usually not even that.
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import spawn from 'cross-spawn';
import type { AutonomyDirective, ToolAnnotations, TrustLevel } from '../../shared/vocabulary';
import type { PolicySource } from '../ports';
import type { GateView } from '../core';
import { Unreachable, type GateBackend, type RecordedStep } from './airlock-link';
import { answers, rpcErrorOf, toolError, type CallRef, type CallToolError } from './answers';
import { actionFor, annotationsOf, callDigest, forwardedRequest, hintFor, readCall, readRequest, type ToolCall } from './call';
import { offlineVerdict, type OfflineMode } from './offline';
import { TokenBook, VERIFICATION_TOKEN_MS, type TokenGrant } from './tokens';

export interface GatewayOptions {
  /** The wrapped server's name (`--name`): its steps' agent, and the key of its trust in the policy. */
  server: string;
  command: string;
  args: readonly string[];
  /** `--trust`: can only lower the policy's trust for this server. */
  trust?: TrustLevel;
  /** How long a call waits for the person before it is answered CONFIRMATION_REQUIRED. */
  confirmWaitSeconds: number;
  /** What reaches the server while Airlock cannot be reached. */
  offline: OfflineMode;
  /** Airlock, once the client's name is known. */
  connect(clientName: () => string): GateBackend;
  /** Airlock's policy file, for the offline rule. */
  policySource?: PolicySource;
  /** The MCP client's side: what it writes to us, and where we answer. */
  input: Readable;
  output: Writable;
  /** Diagnostics for the client's log (stderr). Never arguments, tokens or codes. */
  log(line: string): void;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  now?: () => number;
}

type JsonRpcId = string | number;
type Message = Record<string, unknown>;

type Outcome =
  | { kind: 'forward'; call: ToolCall }
  | { kind: 'answer'; result: CallToolError }
  | { kind: 'invalid'; message: string }
  | { kind: 'cancelled' };

interface CallContext {
  call: ToolCall;
  ref: CallRef;
  action: ReturnType<typeof actionFor>;
  hint: string;
  /** The call's digest (server, tool, arguments), computed when a token needs it. */
  readonly digest: string;
  signal: AbortSignal;
  /** When waiting for the person gives way to CONFIRMATION_REQUIRED. */
  deadline: number;
}

const NEWLINE = Buffer.from('\n');
const UNKNOWN_CLIENT = 'unknown-client';
const INTERNAL_TIMEOUT_MS = 5000;
const CHILD_EXIT_GRACE_MS = 5000;
/** After our own tools/list went unanswered, how long calls go on with the annotations known so far. */
const LIST_AGAIN_MS = 30_000;

/**
 * The client's requests that only list what the server offers or keep the
 * session going: never gated (introspection, which even an "untested"
 * server's matrix cell allows). Every other request is gated.
 */
const PASSING_CLIENT_METHODS = new Set(['initialize', 'ping', 'tools/list', 'resources/list', 'resources/templates/list', 'prompts/list', 'resources/unsubscribe', 'logging/setLevel']);
/** Requests the protocol defines as reads: offline, they pass on the same terms as a tool declared read-only. */
const READ_METHODS = new Set(['resources/read', 'prompts/get', 'completion/complete']);
/** The server's requests to the client that are gated: they reach the client's model or its user. */
const GATED_SERVER_METHODS = new Set(['sampling/createMessage', 'elicitation/create']);
/**
 * What makes a line from the server worth parsing. A method or key can only be
 * spelled without its literal text through a `\u` or `\/` escape, so a line
 * with neither the literal names nor such an escape cannot carry a gated
 * request (or anything else the relay looks at).
 */
const CHILD_LINE_MARKERS = ['sampling/createMessage', 'elicitation/create', 'tools/list_changed', '\\u', '\\/'];

/** Which way a gated request goes: from the client to the server, or the server's own request to the client. */
type Direction = 'to-server' | 'to-client';

const isObject = (v: unknown): v is Message => v !== null && typeof v === 'object' && !Array.isArray(v);
const idKey = (id: unknown): string | undefined => (typeof id === 'string' ? `s:${id}` : typeof id === 'number' ? `n:${id}` : undefined);

/** Splits a byte stream into lines (the MCP stdio framing), without decoding what it does not need to. */
class LineSplitter {
  private pending: Buffer[] = [];

  constructor(private readonly onLine: (line: Buffer) => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      if (newline === -1) {
        if (start < chunk.length) this.pending.push(chunk.subarray(start));
        return;
      }
      let line = chunk.subarray(start, newline);
      if (this.pending.length > 0) {
        line = Buffer.concat([...this.pending, line]);
        this.pending = [];
      }
      if (line.length > 0 && line[line.length - 1] === 13) line = line.subarray(0, line.length - 1);
      if (line.length > 0) this.onLine(line);
      start = newline + 1;
    }
  }
}

/**
 * The confirmation or challenge this call's own verdict created. A directive
 * also delivers notifications queued for the session (a person's earlier
 * decision, another agent's block), which name other confirmations and
 * challenges: the verdict's own notification is the last one, carries a
 * level, and is a danger_zone one only when the directive stops.
 */
function idsOf(directive: AutonomyDirective): { confirmationId?: string; verificationId?: string } {
  const own = directive.notifications?.at(-1);
  if (!own?.metadata?.level || (own.type === 'danger_zone' && directive.stopped !== true)) return {};
  return {
    ...(own.metadata.confirmationId ? { confirmationId: own.metadata.confirmationId } : {}),
    ...(own.metadata.verificationId ? { verificationId: own.metadata.verificationId } : {}),
  };
}

/** The directive of a call the trust × danger matrix refused (directiveFor marks it so). */
function isDenial(step: RecordedStep): boolean {
  return step.directive.notifications?.some((n) => n.type === 'error' && n.metadata?.reason === 'PERMISSION_DANGER_LEVEL_DENIED') === true;
}

export class Gateway {
  private child: ChildProcess | undefined;
  private backend: GateBackend | undefined;
  private clientName = UNKNOWN_CLIENT;
  private readonly tokens: TokenBook;
  private readonly now: () => number;
  /** The client's requests being gated, by id: cancelling one stops its wait. */
  private readonly gating = new Map<string, AbortController>();
  /** The server's requests to the client being gated, by the server's id. */
  private readonly gatingFromServer = new Map<string, AbortController>();
  /** The client's tools/list requests in flight, whose answers teach us the tools' annotations. */
  private readonly listing = new Map<string, { cursor: boolean }>();
  /** Our own requests to the child (a tools/list when the client never listed). */
  private readonly internal = new Map<string, (message: Message) => void>();
  private readonly internalPrefix = `airlock-gateway-${randomUUID()}-`;
  private internalSeq = 0;
  private readonly annotations = new Map<string, ToolAnnotations>();
  /** A full listing was seen since the server last said its tools changed. */
  private toolsKnown = false;
  private refreshing: Promise<void> | undefined;
  private listAgainAt = 0;
  private unreachableLogged = false;
  private stopping = false;

  constructor(private readonly options: GatewayOptions) {
    this.now = options.now ?? Date.now;
    this.tokens = new TokenBook(this.now);
  }

  /** Runs until the client or the child goes away; resolves with the exit code. */
  run(): Promise<number> {
    return new Promise((resolve) => {
      const { options } = this;
      let child: ChildProcess;
      try {
        child = spawn(options.command, [...options.args], {
          stdio: ['pipe', 'pipe', 'inherit'],
          env: options.env ?? process.env,
          ...(options.cwd ? { cwd: options.cwd } : {}),
          windowsHide: true,
        });
      } catch (error) {
        options.log(`could not start "${options.command}": ${error instanceof Error ? error.message : String(error)}`);
        resolve(1);
        return;
      }
      this.child = child;
      let finished = false;
      const finish = (code: number): void => {
        if (finished) return;
        finished = true;
        for (const abort of [...this.gating.values(), ...this.gatingFromServer.values()]) abort.abort();
        options.input.off('data', onClientData);
        const backend = this.backend;
        void (backend ? backend.close() : Promise.resolve()).catch(() => undefined).then(() => resolve(code));
      };

      child.on('error', (error: NodeJS.ErrnoException) => {
        options.log(
          error.code === 'ENOENT'
            ? `could not start "${options.command}": no such command. Check the command after "--" in your MCP client's config.`
            : `the wrapped server failed: ${error.message}`,
        );
        finish(1);
      });
      child.stdin?.on('error', () => undefined); // the child went away; its exit says so
      const fromChild = new LineSplitter((line) => this.onChildLine(line));
      child.stdout?.on('data', (chunk: Buffer) => fromChild.push(chunk));
      let exitCode: number | null = null;
      let stdoutDone = !child.stdout;
      let exited = false;
      const maybeFinish = (): void => {
        if (exited && stdoutDone) finish(exitCode ?? 1);
      };
      child.stdout?.on('end', () => {
        stdoutDone = true;
        maybeFinish();
      });
      child.on('exit', (code, signal) => {
        exited = true;
        exitCode = code ?? (signal ? 1 : 0);
        maybeFinish();
      });

      const fromClient = new LineSplitter((line) => this.onClientLine(line));
      const onClientData = (chunk: Buffer): void => fromClient.push(chunk);
      options.input.on('data', onClientData);
      options.input.once('end', () => this.stop());
    });
  }

  /** The client is gone (or a signal came): let the server finish, then make sure it does. */
  stop(): void {
    if (this.stopping) return;
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    child.stdin?.end();
    const kill = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }, 2000).unref();
    }, CHILD_EXIT_GRACE_MS);
    kill.unref();
  }

  // ---- client → child -----------------------------------------------------------

  private onClientLine(line: Buffer): void {
    let message: unknown;
    try {
      message = JSON.parse(line.toString('utf8'));
    } catch {
      // Not ours to judge: the server answers a parse error as it would without us.
      this.toChild(line);
      return;
    }
    if (Array.isArray(message)) {
      // JSON-RPC batches (MCP 2025-03-26 only): each element on its own, so every tools/call in it is gated.
      for (const element of message) if (isObject(element)) this.onClientMessage(element, undefined);
      return;
    }
    if (!isObject(message)) {
      this.toChild(line);
      return;
    }
    this.onClientMessage(message, line);
  }

  private onClientMessage(message: Message, raw: Buffer | undefined): void {
    const forward = (): void => this.toChild(raw ?? Buffer.from(JSON.stringify(message)));
    switch (message.method) {
      case 'tools/call': {
        const key = idKey(message.id);
        if (key === undefined) {
          // A tools/call with no id expects no answer; some servers would still run it. Never forwarded.
          this.options.log('dropped a tools/call sent as a notification (no id): it cannot be gated.');
          return;
        }
        void this.gate(message, key, raw, 'to-server');
        return;
      }
      case 'initialize': {
        const info = isObject(message.params) && isObject(message.params.clientInfo) ? message.params.clientInfo : undefined;
        const name = typeof info?.name === 'string' ? info.name.trim().slice(0, 200) : '';
        if (name && name.isWellFormed()) this.clientName = name;
        forward();
        this.backendNow().warm?.();
        return;
      }
      case 'tools/list': {
        const key = idKey(message.id);
        if (key !== undefined) this.listing.set(key, { cursor: isObject(message.params) && message.params.cursor !== undefined });
        forward();
        return;
      }
      case 'notifications/cancelled': {
        const key = isObject(message.params) ? idKey(message.params.requestId) : undefined;
        const held = key === undefined ? undefined : this.gating.get(key);
        if (held) {
          // The child never saw the request; stop waiting for the person and answer nothing.
          held.abort();
          return;
        }
        forward();
        return;
      }
      default: {
        const method = message.method;
        if (typeof method !== 'string' || PASSING_CLIENT_METHODS.has(method) || method.startsWith('notifications/')) {
          forward(); // a listing, a notification, or the client's answer to the server's request
          return;
        }
        const key = idKey(message.id);
        if (key === undefined) {
          this.options.log(`dropped a ${method.slice(0, 100)} request sent as a notification (no id): it cannot be gated.`);
          return;
        }
        void this.gate(message, key, raw, 'to-server');
      }
    }
  }

  private toChild(line: Buffer): void {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || this.stopping) return;
    stdin.write(Buffer.concat([line, NEWLINE]));
  }

  private toClient(line: Buffer): void {
    this.options.output.write(Buffer.concat([line, NEWLINE]));
  }

  // ---- child → client -----------------------------------------------------------

  private onChildLine(line: Buffer): void {
    // Most lines need no look: only answers to tools/list (ours or the client's), tools/list_changed,
    // the server's gated requests and its cancellation of one do.
    if (
      this.listing.size === 0 &&
      this.internal.size === 0 &&
      !CHILD_LINE_MARKERS.some((marker) => line.includes(marker)) &&
      (this.gatingFromServer.size === 0 || !line.includes('notifications/cancelled'))
    ) {
      this.toClient(line);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(line.toString('utf8'));
    } catch {
      this.toClient(line);
      return;
    }
    if (Array.isArray(message) && message.some((element) => isObject(element) && typeof element.method === 'string' && GATED_SERVER_METHODS.has(element.method))) {
      // A batch (MCP 2025-03-26) carrying a gated request: each element on its own, so the request is gated.
      for (const element of message) if (isObject(element)) this.onChildMessage(element, Buffer.from(JSON.stringify(element)));
      return;
    }
    if (!isObject(message)) {
      this.toClient(line);
      return;
    }
    this.onChildMessage(message, line);
  }

  private onChildMessage(message: Message, line: Buffer): void {
    if (message.method === 'notifications/tools/list_changed') {
      this.toolsKnown = false;
      this.toClient(line);
      return;
    }
    if (typeof message.method === 'string' && GATED_SERVER_METHODS.has(message.method)) {
      const key = idKey(message.id);
      if (key === undefined) this.options.log(`dropped the server's ${message.method} sent as a notification (no id): it cannot be gated.`);
      else void this.gate(message, key, line, 'to-client');
      return;
    }
    if (message.method === 'notifications/cancelled') {
      const key = isObject(message.params) ? idKey(message.params.requestId) : undefined;
      const held = key === undefined ? undefined : this.gatingFromServer.get(key);
      if (held) {
        // The client never saw the server's request: stop waiting and tell it nothing.
        held.abort();
        return;
      }
    }
    const key = message.method === undefined ? idKey(message.id) : undefined;
    if (key !== undefined) {
      const mine = this.internal.get(key);
      if (mine) {
        this.internal.delete(key);
        mine(message);
        return; // the client never asked
      }
      const listed = this.listing.get(key);
      if (listed) {
        this.listing.delete(key);
        this.learnTools(message, !listed.cursor);
      }
    }
    this.toClient(line);
  }

  private learnTools(response: Message, firstPage: boolean): boolean {
    const result = isObject(response.result) ? response.result : undefined;
    if (!result || !Array.isArray(result.tools)) return false;
    for (const tool of result.tools) {
      if (isObject(tool) && typeof tool.name === 'string') this.annotations.set(tool.name, annotationsOf(tool) ?? {});
    }
    const last = result.nextCursor === undefined || result.nextCursor === null;
    if (firstPage && last) this.toolsKnown = true;
    return !last;
  }

  /** The annotations the server declared for a tool: from a listing, or from our own when there was none. */
  private async annotationsFor(tool: string): Promise<ToolAnnotations | undefined> {
    // After a listing failed, use what is known for a while instead of waiting on every call.
    if (!this.toolsKnown && this.now() >= this.listAgainAt) {
      this.refreshing ??= this.listTools().finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
    }
    return this.annotations.get(tool);
  }

  /** Our own paginated tools/list to the child; its answers never reach the client. */
  private async listTools(): Promise<void> {
    let cursor: unknown;
    for (let page = 0; page < 50; page++) {
      const id = `${this.internalPrefix}${++this.internalSeq}`;
      const key = idKey(id)!;
      const response = await new Promise<Message | undefined>((resolve) => {
        const timer = setTimeout(() => {
          this.internal.delete(key);
          resolve(undefined);
        }, INTERNAL_TIMEOUT_MS);
        this.internal.set(key, (message) => {
          clearTimeout(timer);
          resolve(message);
        });
        this.toChild(Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', ...(cursor !== undefined ? { params: { cursor } } : {}) })));
      });
      if (!response || !isObject(response.result)) {
        this.listAgainAt = this.now() + LIST_AGAIN_MS;
        return;
      }
      const more = this.learnTools(response, page === 0);
      if (!more) {
        this.toolsKnown = true;
        return;
      }
      cursor = (response.result as Message).nextCursor;
    }
  }

  // ---- the gate -----------------------------------------------------------------

  private backendNow(): GateBackend {
    this.backend ??= this.options.connect(() => this.clientName);
    return this.backend;
  }

  private async gate(request: Message, key: string, raw: Buffer | undefined, direction: Direction): Promise<void> {
    const abort = new AbortController();
    const gating = direction === 'to-server' ? this.gating : this.gatingFromServer;
    gating.set(key, abort);
    let outcome: Outcome;
    try {
      outcome = await this.decide(request, abort.signal);
    } catch (error) {
      // A bug here must not let the call through.
      this.options.log(`could not gate a tool call (${error instanceof Error ? error.name : typeof error}); it was not made.`);
      outcome = { kind: 'answer', result: toolError('INTERNAL_ERROR', 'Airlock\'s gateway hit an internal error, so this call was not made (fail-closed). Try again; tell the user if it persists.') };
    } finally {
      gating.delete(key);
    }
    if (abort.signal.aborted || outcome.kind === 'cancelled') {
      this.options.log(`${direction === 'to-server' ? 'the client' : 'the server'} cancelled its held ${String(request.method)} request; it was not ${direction === 'to-server' ? 'made' : 'passed on'}.`);
      return;
    }
    const id = request.id as JsonRpcId;
    const [onward, back] = direction === 'to-server' ? [(l: Buffer) => this.toChild(l), (l: Buffer) => this.toClient(l)] : [(l: Buffer) => this.toClient(l), (l: Buffer) => this.toChild(l)];
    switch (outcome.kind) {
      case 'forward':
        // The request as it was sent, unless the gateway's own arguments had to come out.
        onward(outcome.call.stripped || !raw ? Buffer.from(JSON.stringify(forwardedRequest(request, outcome.call))) : raw);
        return;
      case 'answer':
        // A tools/call is answered with a tool result the model reads; other requests have none, so a JSON-RPC error.
        back(Buffer.from(JSON.stringify(request.method === 'tools/call' ? { jsonrpc: '2.0', id, result: outcome.result } : { jsonrpc: '2.0', id, error: rpcErrorOf(outcome.result) })));
        return;
      case 'invalid':
        back(Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: outcome.message } })));
        return;
    }
  }

  private async decide(request: Message, signal: AbortSignal): Promise<Outcome> {
    const read = request.method === 'tools/call' ? readCall(request.params) : readRequest(String(request.method), request.params);
    if (!read.ok) return { kind: 'invalid', message: read.message };
    const { call } = read;
    const server = this.options.server;
    // Only tools carry the server's annotations; a request's nature is its method.
    const annotations = call.kind === 'tool' ? await this.annotationsFor(call.tool) : undefined;
    const action = actionFor(server, call, annotations);
    let digest: string | undefined;
    const ctx: CallContext = {
      call,
      ref: { server, tool: call.tool, kind: call.kind },
      action,
      hint: hintFor(server, action, call.kind),
      get digest() {
        return (digest ??= callDigest(server, call));
      },
      signal,
      deadline: this.now() + this.options.confirmWaitSeconds * 1000,
    };
    if (signal.aborted) return { kind: 'cancelled' };
    return call.confirmation ? this.retry(ctx, call.confirmation) : this.recordAndFollow(ctx, 0);
  }

  /** Reports the call to Airlock and follows the directive. */
  private async recordAndFollow(ctx: CallContext, round: number): Promise<Outcome> {
    let recorded;
    try {
      recorded = await this.backendNow().record(ctx.hint, ctx.action);
    } catch (error) {
      return this.whenUnreachable(ctx, error);
    }
    this.reachable();
    if (!recorded.ok) return { kind: 'answer', result: answers.refused(ctx.ref, recorded.error) };
    return this.follow(ctx, recorded.step, round);
  }

  private async follow(ctx: CallContext, step: RecordedStep, round: number): Promise<Outcome> {
    const { directive, gate } = step;
    if (directive.continue) return { kind: 'forward', call: ctx.call };
    const ids = idsOf(directive);
    if (directive.stopped) {
      const token = ids.verificationId ? this.issueVerification(ctx, ids.verificationId, gate) : undefined;
      return { kind: 'answer', result: answers.blocked(ctx.ref, gate, directive, token, ids.verificationId) };
    }
    if (isDenial(step)) return { kind: 'answer', result: answers.denied(ctx.ref, directive, gate) };
    if (ids.confirmationId) return this.awaitPerson(ctx, ids.confirmationId, gate, directive, round, undefined);
    if (ids.verificationId) {
      return { kind: 'answer', result: answers.verificationRequired(ctx.ref, gate, this.issueVerification(ctx, ids.verificationId, gate), ids.verificationId, directive) };
    }
    return { kind: 'answer', result: answers.paused(ctx.ref, gate, directive) };
  }

  private issueVerification(ctx: CallContext, challengeId: string, gate: GateView | undefined): string {
    return this.tokens.issue('verification', challengeId, ctx.digest, this.now() + VERIFICATION_TOKEN_MS, gate);
  }

  /** Waits for the person's decision until the deadline; then the call goes, is refused, or gets a token. */
  private async awaitPerson(
    ctx: CallContext,
    confirmationId: string,
    gate: GateView | undefined,
    directive: AutonomyDirective | undefined,
    round: number,
    grant: TokenGrant | undefined,
  ): Promise<Outcome> {
    let decision;
    try {
      do {
        const left = Math.max(0, ctx.deadline - this.now()) / 1000;
        decision = await this.backendNow().waitForDecision(confirmationId, left, ctx.signal);
      } while (decision.status === 'pending' && ctx.deadline - this.now() > 500 && !ctx.signal.aborted);
    } catch (error) {
      if (grant) this.tokens.release(grant);
      if (ctx.signal.aborted) return { kind: 'cancelled' };
      return this.whenUnreachable(ctx, error);
    }
    if (ctx.signal.aborted) {
      if (grant) this.tokens.release(grant);
      return { kind: 'cancelled' };
    }
    switch (decision.status) {
      case 'approved':
        if (grant) this.tokens.spend(grant);
        // Airlock spends the approval on the first report of this call that goes ahead: report it again.
        if (round >= 3) return { kind: 'answer', result: answers.paused(ctx.ref, gate, directive ?? { continue: false, factors: [] }) };
        return this.recordAndFollow(ctx, round + 1);
      case 'denied':
      case 'expired':
        if (grant) this.tokens.spend(grant);
        return { kind: 'answer', result: answers.decidedAgainst(ctx.ref, decision.status, decision.reason) };
      case 'pending': {
        let token: string;
        if (grant) {
          this.tokens.release(grant);
          token = grant.token;
        } else {
          const expires = decision.expiresAt ? Date.parse(decision.expiresAt) : this.now() + VERIFICATION_TOKEN_MS;
          token = this.tokens.issue('confirmation', confirmationId, ctx.digest, expires, gate);
        }
        return { kind: 'answer', result: answers.confirmationRequired(ctx.ref, gate, token, confirmationId, decision.expiresAt, directive ?? { continue: false, factors: [] }) };
      }
    }
  }

  /** A retry carrying `_confirmation`: the token must be this call's, and in hand. */
  private async retry(ctx: CallContext, token: string): Promise<Outcome> {
    const claim = this.tokens.claim(token, ctx.digest);
    if (!claim.ok) return { kind: 'answer', result: answers.tokenInvalid(ctx.ref, claim.why) };
    const { grant } = claim;
    if (grant.kind === 'confirmation') return this.awaitPerson(ctx, grant.ref, grant.gate, undefined, 0, grant);
    const code = ctx.call.verificationCode;
    if (!code) {
      this.tokens.release(grant);
      return { kind: 'answer', result: answers.verificationRequired(ctx.ref, grant.gate, grant.token, grant.ref, { continue: false, factors: [] }) };
    }
    let verified;
    try {
      verified = await this.backendNow().verify(grant.ref, code);
    } catch (error) {
      this.tokens.release(grant);
      return this.whenUnreachable(ctx, error);
    }
    // Airlock retires a code on any attempt, right or wrong: so does the token.
    this.tokens.spend(grant);
    if (!verified.ok) {
      return { kind: 'answer', result: toolError(verified.error.code, `${verified.error.message} The call was not made.`, { operation: ctx.ref.tool, server: ctx.ref.server }) };
    }
    return this.recordAndFollow(ctx, 1);
  }

  private whenUnreachable(ctx: CallContext, error: unknown): Outcome {
    if (ctx.signal.aborted) return { kind: 'cancelled' };
    const detail = error instanceof Unreachable ? error.detail : 'the gateway could not ask it';
    if (!(error instanceof Unreachable)) this.options.log(`could not ask Airlock (${error instanceof Error ? error.name : typeof error}).`);
    if (!this.unreachableLogged) {
      this.unreachableLogged = true;
      this.options.log(`Airlock cannot be reached (${detail}); only read-only tool calls reach "${this.options.server}" until it is back (--offline ${this.options.offline}).`);
    }
    const verdict = offlineVerdict({
      mode: this.options.offline,
      server: this.options.server,
      hint: ctx.hint,
      action: ctx.action,
      ...(ctx.call.kind === 'request' ? { request: { readsByProtocol: READ_METHODS.has(ctx.call.tool) } } : {}),
      ...(this.options.trust ? { ceiling: this.options.trust } : {}),
      ...(this.options.policySource ? { policySource: this.options.policySource } : {}),
    });
    if (verdict.allow && !ctx.call.confirmation) return { kind: 'forward', call: ctx.call };
    return { kind: 'answer', result: answers.unavailable(ctx.ref, detail, this.options.offline, verdict.allow ? 'a confirmation token cannot be checked without it.' : verdict.why) };
  }

  private reachable(): void {
    if (this.unreachableLogged) {
      this.unreachableLogged = false;
      this.options.log('Airlock is reachable again; every tool call is gated.');
    }
  }
}

export function runGateway(options: GatewayOptions): { gateway: Gateway; done: Promise<number> } {
  const gateway = new Gateway(options);
  return { gateway, done: gateway.run() };
}
