// `airlock wrap` end to end: a real `airlock serve`, a real wrapper process
// started by the real MCP SDK client over stdio, and real MCP servers behind
// it (the notes fixture, and the published @modelcontextprotocol/server-memory).
// The fixture logs every tool that ran, so "never reached the server" and
// "exactly once" are counted, not assumed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateMessageRequestSchema, ElicitRequestSchema, EmptyResultSchema, McpError, ListRootsRequestSchema, LoggingMessageNotificationSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { airlockEnv, CLI, codeForms, ROOT, ServeProcess, tempHome, type ConsoleEvent } from './helpers/serve';
import { connect, held, MEMORY_SERVER, NOTES_SERVER, notesLog, ran, textOf, type Connection } from './helpers/gateway';
import { GATEWAY_RPC_ERROR } from '../../src/main/gateway';

let serve: ServeProcess;
let home: string;
const open: Connection[] = [];
let clients = 0;

/** A fresh MCP client name per test: a hard block in one test must not hold up another. */
async function wrapped(options: Partial<Pick<Parameters<typeof connect>[0], 'wrap' | 'server' | 'capabilities' | 'setup' | 'env'>> = {}) {
  const clientName = `gw-client-${++clients}`;
  const connection = await connect({ home, clientName, ...options });
  open.push(connection);
  return { ...connection, clientName };
}

const confirmationFor = (clientName: string, tool: string, since = 0) =>
  serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { client: string; hint: string }).client === clientName && (e.confirmation as { hint: string }).hint.startsWith(`${tool} `), 20_000, since);
const idOf = (event: ConsoleEvent, key: 'confirmation' | 'challenge') => (event[key] as { id: string }).id;

beforeAll(async () => {
  home = tempHome({
    servers: { strict: { trust: 'untested' }, reviewed: { trust: 'community_reviewed' }, certified: { trust: 'certified' }, generated: { trust: 'generated' } },
    // A resource the person wants to see each read of (the gateway's other requests go through the same patterns).
    patterns: { requiresApproval: ['read resource notes://n2 *'] },
  });
  serve = await ServeProcess.start(home);
});

afterAll(async () => {
  for (const c of open) await c.close();
  await serve?.stop();
});

describe('the wrapper is transparent', () => {
  it('initialize, tools, resources and prompts are what the server says, unchanged', async () => {
    const direct = await connect({ home, clientName: 'direct', direct: true });
    open.push(direct);
    const through = await wrapped();
    expect(through.client.getServerVersion()).toEqual(direct.client.getServerVersion());
    expect(through.client.getServerCapabilities()).toEqual(direct.client.getServerCapabilities());
    expect(through.client.getInstructions()).toBe(direct.client.getInstructions());
    expect(await through.client.listTools()).toEqual(await direct.client.listTools());
    expect(await through.client.listResources()).toEqual(await direct.client.listResources());
    expect(await through.client.listResourceTemplates()).toEqual(await direct.client.listResourceTemplates());
    expect(await through.client.readResource({ uri: 'notes://all' })).toEqual(await direct.client.readResource({ uri: 'notes://all' }));
    expect(await through.client.listPrompts()).toEqual(await direct.client.listPrompts());
    expect(await through.client.getPrompt({ name: 'summarize_notes', arguments: { style: 'short' } })).toEqual(
      await direct.client.getPrompt({ name: 'summarize_notes', arguments: { style: 'short' } }),
    );
  });

  it('a read-only call passes, with structured content, and is recorded as a step of the session with tool, server, arguments and annotations', async () => {
    const c = await wrapped();
    const since = serve.events.length;
    const result = await c.call('read_note', { id: 'n2' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ id: 'n2', title: 'ideas', content: 'a gateway for MCP servers' });
    const step = (await serve.waitFor((e) => e.type === 'step' && (e.step as { client: string }).client === c.clientName, 10_000, since)).step as {
      agent: string;
      hint: string;
      tier: string;
      executionId: string;
      action: unknown;
      directive: { continue: boolean; factors: string[] };
    };
    expect(step).toMatchObject({ agent: 'notes', tier: 'advisory', hint: 'read_note on MCP server "notes" with {"id":"n2"}' });
    expect(step.action).toEqual({
      tool: 'read_note',
      server: 'notes',
      arguments: { id: 'n2' },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    });
    expect(step.directive.factors.join(' ')).toContain('Server "notes" is trusted as validated');
    // The session is an execution of its own; a second call is a second step of it.
    await c.call('list_notes');
    const second = (await serve.waitFor((e) => e.type === 'step' && (e.step as { client: string; hint: string }).client === c.clientName && (e.step as { hint: string }).hint.startsWith('list_notes'), 10_000, since)).step as { executionId: string; seq: number };
    expect(second.executionId).toBe(step.executionId);
    expect(second.seq).toBe(2);
  });

  it('progress, logging and cancellation pass both ways', async () => {
    const c = await wrapped();
    const logs: unknown[] = [];
    c.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params.data));
    const progress: number[] = [];
    const result = await c.call('count_slowly', { n: 3, delayMs: 10 }, { onprogress: (p) => void progress.push(p.progress) });
    expect(textOf(result)).toBe('counted to 3');
    expect(progress).toEqual([1, 2, 3]);
    expect(logs).toContain('ran count_slowly');
    // Cancelling a call that reached the server reaches the server.
    const abort = new AbortController();
    const slow = c.call('count_slowly', { n: 200, delayMs: 20 }, { signal: abort.signal, onprogress: () => abort.abort() });
    await expect(slow).rejects.toThrow();
    await expect.poll(() => ran(home, 'count_slowly:cancelled'), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('the server\'s requests to the client (sampling once approved, elicitation, roots) and tools/list_changed pass', async () => {
    let listChanged = 0;
    // Its own server name: the hard block at the end stops this client and this server name.
    const c = await wrapped({
      wrap: ['--name', 'fidelity'],
      capabilities: { sampling: {}, elicitation: {}, roots: { listChanged: true } },
      setup: (client) => {
        client.setRequestHandler(CreateMessageRequestSchema, async (request) => ({
          model: 'test-model',
          role: 'assistant',
          content: { type: 'text', text: `echo: ${(request.params.messages[0]!.content as { text: string }).text}` },
        }));
        client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { ok: true } }));
        client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work/project', name: 'project' }] }));
        client.setNotificationHandler(ToolListChangedNotificationSchema, () => void listChanged++);
      },
    });
    // The server's sampling request is gated like a call: Airlock rates it a confirm, so the person approves it first.
    const since = serve.events.length;
    const asking = c.call('ask_model', { question: 'hi?' });
    const card = await serve.waitFor((e) => e.type === 'confirmation' && (e.confirmation as { client: string; hint: string }).client === c.clientName, 20_000, since);
    expect((card.confirmation as { hint: string }).hint).toBe('MCP server "fidelity" asks the client\'s model for a message (sampling) with {"maxTokens":50,"messages":[{"content":{"text":"hi?","type":"text"},"role":"user"}]}');
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    expect(JSON.parse(textOf(await asking))).toEqual({ model: 'test-model', said: 'echo: hi?' });
    expect(JSON.parse(textOf(await c.call('ask_user', { question: 'ok?' })))).toEqual({ action: 'accept', content: { ok: true } });
    expect(JSON.parse(textOf(await c.call('client_roots')))).toEqual({ roots: [{ uri: 'file:///work/project', name: 'project' }] });
    // A tool added at run time, whose annotations claim it only reads: Airlock judges it by what it does.
    await c.call('add_tool');
    await expect.poll(() => listChanged, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await c.client.listTools()).tools.map((t) => t.name)).toContain('drop_database');
    const drop = held(await c.call('drop_database'));
    expect(drop?.code).toBe('AGENT_BLOCKED');
    expect(ran(home, 'drop_database')).toBe(0);
  });
});

describe('confirmation in the call path', () => {
  it('a destructive call waits for the person, and runs exactly once after the approval', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '30'] });
    const before = ran(home, 'delete_note');
    const since = serve.events.length;
    const pending = c.call('delete_note', { id: 'n1' });
    const card = await confirmationFor(c.clientName, 'delete_note', since);
    const confirmation = card.confirmation as { hint: string; agent: string; client: string; factors: string[] };
    // The same pending card as a loop step, naming server, tool and arguments.
    expect(confirmation).toMatchObject({ agent: 'notes', client: c.clientName, hint: 'delete_note on MCP server "notes" with {"id":"n1"}' });
    expect(ran(home, 'delete_note')).toBe(before);
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    const result = await pending;
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result))).toEqual({ deleted: 'n1' });
    expect(ran(home, 'delete_note')).toBe(before + 1);
  });

  it('a denial reaches the agent with the person\'s reason; the call never runs', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '30'] });
    const before = ran(home, 'delete_note');
    const since = serve.events.length;
    const pending = c.call('delete_note', { id: 'n-denied' });
    const card = await confirmationFor(c.clientName, 'delete_note', since);
    await serve.command({ command: 'deny', id: idOf(card, 'confirmation'), reason: 'keep that one' });
    const error = held(await pending);
    expect(error).toMatchObject({ code: 'CONFIRMATION_DENIED', details: { reason: 'keep that one' } });
    expect(ran(home, 'delete_note')).toBe(before);
  });

  it('CONFIRMATION_REQUIRED: a call-bound, one-time token; the retry runs the call exactly once, and _confirmation never reaches the server', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '1'] });
    const before = ran(home, 'delete_note');
    const first = held(await c.call('delete_note', { id: 'n-token', reason: 'cleanup' }));
    expect(first?.code).toBe('CONFIRMATION_REQUIRED');
    const details = first!.details as { confirmation_token: string; confirmation_id: string; expires_at: string; danger_level: string; operation: string; server: string };
    expect(details).toMatchObject({ operation: 'delete_note', server: 'notes', danger_level: 'destructive' });
    expect(details.confirmation_token).toMatch(/^conf_/);
    expect(Date.parse(details.expires_at)).toBeGreaterThan(Date.now());
    const token = details.confirmation_token;

    // Still undecided: the same token comes back, nothing ran.
    const early = held(await c.call('delete_note', { reason: 'cleanup', id: 'n-token', _confirmation: token }));
    expect(early?.code).toBe('CONFIRMATION_REQUIRED');
    expect((early!.details as { confirmation_token: string }).confirmation_token).toBe(token);
    // Bound to the call: other arguments are refused, and do not spend it.
    expect(held(await c.call('delete_note', { id: 'n-other', reason: 'cleanup', _confirmation: token }))).toMatchObject({
      code: 'CONFIRMATION_TOKEN_INVALID',
      details: { why: 'other_call' },
    });

    await serve.command({ command: 'approve', id: details.confirmation_id });
    // Keys in another order: the same call.
    const done = await c.call('delete_note', { reason: 'cleanup', _confirmation: token, id: 'n-token' });
    expect(done.isError).toBeFalsy();
    expect(ran(home, 'delete_note')).toBe(before + 1);
    // One use.
    expect(held(await c.call('delete_note', { id: 'n-token', reason: 'cleanup', _confirmation: token }))?.code).toBe('CONFIRMATION_TOKEN_INVALID');
    expect(ran(home, 'delete_note')).toBe(before + 1);
    // The server saw the arguments without the gateway's own.
    const calls = notesLog(home).filter((e) => e.tool === 'delete_note' && e.arguments.id === 'n-token');
    expect(calls).toEqual([{ tool: 'delete_note', arguments: { id: 'n-token', reason: 'cleanup' } }]);
  });

  it('races: one approval runs one call, however many identical calls and retries wait on it', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '20'] });
    const before = ran(home, 'delete_note');
    const since = serve.events.length;
    const waiting = [c.call('delete_note', { id: 'n-race' }), c.call('delete_note', { id: 'n-race' }), c.call('delete_note', { id: 'n-race' })];
    const card = await confirmationFor(c.clientName, 'delete_note', since);
    // Identical calls share the pending card.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serve.events.slice(since).filter((e) => e.type === 'confirmation' && (e.confirmation as { client: string }).client === c.clientName)).toHaveLength(1);
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    // The two that lost the race wait on a new card; deny it.
    const next = await serve.waitFor(
      (e) => e.type === 'confirmation' && (e.confirmation as { client: string }).client === c.clientName && idOf(e, 'confirmation') !== idOf(card, 'confirmation'),
      20_000,
      since,
    );
    await serve.command({ command: 'deny', id: idOf(next, 'confirmation'), reason: 'once is enough' });
    const results = await Promise.all(waiting);
    expect(results.filter((r) => !r.isError)).toHaveLength(1);
    expect(results.filter((r) => held(r)?.code === 'CONFIRMATION_DENIED')).toHaveLength(2);
    expect(ran(home, 'delete_note')).toBe(before + 1);
  });

  it('races: the same token in two concurrent retries runs the call once', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '0'] });
    const before = ran(home, 'delete_note');
    const first = held(await c.call('delete_note', { id: 'n-twin' }));
    const { confirmation_token: token, confirmation_id: id } = first!.details as { confirmation_token: string; confirmation_id: string };
    await serve.command({ command: 'approve', id });
    const results = await Promise.all([c.call('delete_note', { id: 'n-twin', _confirmation: token }), c.call('delete_note', { id: 'n-twin', _confirmation: token })]);
    expect(results.filter((r) => !r.isError)).toHaveLength(1);
    expect(results.map((r) => held(r)?.code).filter(Boolean)).toEqual(['CONFIRMATION_TOKEN_INVALID']);
    expect(ran(home, 'delete_note')).toBe(before + 1);
  });

  it('a call the client cancels while it waits never runs, even if the person approves later', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '30'] });
    const before = ran(home, 'delete_note');
    const since = serve.events.length;
    const abort = new AbortController();
    const pending = c.call('delete_note', { id: 'n-cancelled' }, { signal: abort.signal });
    const card = await confirmationFor(c.clientName, 'delete_note', since);
    abort.abort();
    await expect(pending).rejects.toThrow();
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ran(home, 'delete_note')).toBe(before);
  });
});

describe('verification and hard stops', () => {
  it('a dangerous call needs the out-of-band code on retry; a wrong code retires it; the code never reaches the client', async () => {
    const c = await wrapped({ wrap: ['--name', 'reviewed'] });
    const before = ran(home, 'bulk_delete_notes');
    const since = serve.events.length;
    const first = held(await c.call('bulk_delete_notes', { ids: ['a', 'b'] }));
    expect(first?.code).toBe('VERIFICATION_REQUIRED');
    const token = (first!.details as { confirmation_token: string }).confirmation_token;
    const challenge = await serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { client: string }).client === c.clientName, 10_000, since);
    const code = (challenge.challenge as { code: string }).code;
    // Without the code: asked again, token kept.
    expect(held(await c.call('bulk_delete_notes', { ids: ['a', 'b'], _confirmation: token }))?.code).toBe('VERIFICATION_REQUIRED');
    // A wrong code: refused, and the challenge is retired.
    expect(held(await c.call('bulk_delete_notes', { ids: ['a', 'b'], _confirmation: token, _verification_code: 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG' }))?.code).toBe('VERIFICATION_FAILED');
    expect(ran(home, 'bulk_delete_notes')).toBe(before);
    // Asked again: a fresh challenge; the right code lets the call run once.
    const since2 = serve.events.length;
    const second = held(await c.call('bulk_delete_notes', { ids: ['a', 'b'] }));
    expect(second?.code).toBe('VERIFICATION_REQUIRED');
    const fresh = ((await serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { client: string }).client === c.clientName, 10_000, since2)).challenge as { code: string }).code;
    expect(fresh).not.toBe(code);
    const done = await c.call('bulk_delete_notes', { ids: ['a', 'b'], _confirmation: (second!.details as { confirmation_token: string }).confirmation_token, _verification_code: fresh });
    expect(done.isError).toBeFalsy();
    expect(ran(home, 'bulk_delete_notes')).toBe(before + 1);
    expect(notesLog(home).filter((e) => e.tool === 'bulk_delete_notes').every((e) => !('_verification_code' in e.arguments) && !('_confirmation' in e.arguments))).toBe(true);
    const seen = Buffer.concat(c.stdout).toString('utf8');
    for (const shown of [code, fresh]) for (const form of codeForms(shown)) expect(seen).not.toContain(form);
  });

  it('a call that wipes everything never reaches the server without the person: hard block; the code lifts it, and the trust still refuses below certified', async () => {
    const c = await wrapped({ wrap: ['--name', 'wiper'] });
    const since = serve.events.length;
    const first = held(await c.call('wipe_all_notes'));
    expect(first?.code).toBe('AGENT_BLOCKED');
    expect(first?.message).toContain("it needs 'certified'");
    // The whole client is blocked now, reads included.
    expect(held(await c.call('list_notes'))?.code).toBe('AGENT_BLOCKED');
    const code = ((await serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { client: string }).client === c.clientName, 10_000, since)).challenge as { code: string }).code;
    const retry = held(await c.call('wipe_all_notes', { _confirmation: (first!.details as { confirmation_token: string }).confirmation_token, _verification_code: code }));
    expect(retry).toMatchObject({ code: 'PERMISSION_DANGER_LEVEL_DENIED', details: { adapter_trust: 'validated', minimum_trust_required: 'certified', danger_level: 'forbidden' } });
    expect(ran(home, 'wipe_all_notes')).toBe(0);
    // The block is lifted: reads go again.
    expect((await c.call('list_notes')).isError).toBeFalsy();
    expect(Buffer.concat(c.stdout).toString('utf8')).not.toContain(code);
  });

  it('at "certified", the person\'s code is the go-ahead for a catastrophic call, once', async () => {
    const c = await wrapped({ wrap: ['--name', 'certified'] });
    const since = serve.events.length;
    const first = held(await c.call('wipe_all_notes'));
    expect(first?.code).toBe('AGENT_BLOCKED');
    const code = ((await serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { client: string }).client === c.clientName, 10_000, since)).challenge as { code: string }).code;
    const done = await c.call('wipe_all_notes', { _confirmation: (first!.details as { confirmation_token: string }).confirmation_token, _verification_code: code });
    expect(done.isError).toBeFalsy();
    expect(ran(home, 'wipe_all_notes')).toBe(1);
  });
});

describe('requests beyond tools/call are gated the same way', () => {
  const stepFor = (clientName: string, tool: string, since: number) =>
    serve.waitFor((e) => e.type === 'step' && (e.step as { client: string; action?: { tool: string } }).client === clientName && (e.step as { action?: { tool: string } }).action?.tool === tool, 10_000, since);
  const refusal = async (request: Promise<unknown>) => {
    const error = (await request.then(() => undefined, (e: unknown) => e)) as McpError | undefined;
    expect(error).toBeInstanceOf(McpError);
    expect(error!.code).toBe(GATEWAY_RPC_ERROR);
    return error!.data as { code: string; message: string; details: Record<string, unknown> };
  };

  it('resources/read, prompts/get, completion and subscriptions pass at "validated", each a recorded step naming what it reads', async () => {
    const c = await wrapped();
    const since = serve.events.length;
    const before = { resource: ran(home, 'resource'), prompt: ran(home, 'prompt:summarize_notes'), complete: ran(home, 'complete'), subscribe: ran(home, 'subscribe') };
    expect((await c.client.readResource({ uri: 'notes://n1' })).contents[0]).toMatchObject({ uri: 'notes://n1', text: 'milk, bread' });
    expect((await c.client.getPrompt({ name: 'summarize_notes', arguments: { style: 'short' } })).messages[0]!.content).toEqual({ type: 'text', text: 'Summarise my notes in a short style.' });
    expect((await c.client.complete({ ref: { type: 'ref/prompt', name: 'summarize_notes' }, argument: { name: 'style', value: 'sh' } })).completion.values).toEqual(['short', 'shouty']);
    await c.client.subscribeResource({ uri: 'notes://all' });
    expect({ resource: ran(home, 'resource'), prompt: ran(home, 'prompt:summarize_notes'), complete: ran(home, 'complete'), subscribe: ran(home, 'subscribe') }).toEqual({
      resource: before.resource + 1,
      prompt: before.prompt + 1,
      complete: before.complete + 1,
      subscribe: before.subscribe + 1,
    });
    const read = (await stepFor(c.clientName, 'resources/read', since)).step as { agent: string; hint: string; tier: string; action: unknown };
    expect(read).toMatchObject({ agent: 'notes', tier: 'advisory', hint: 'read resource notes://n1 on MCP server "notes"', action: { tool: 'resources/read', server: 'notes', arguments: { uri: 'notes://n1' } } });
    expect(((await stepFor(c.clientName, 'prompts/get', since)).step as { hint: string }).hint).toBe('get prompt summarize_notes on MCP server "notes" with {"arguments":{"style":"short"}}');
    await stepFor(c.clientName, 'completion/complete', since);
    await stepFor(c.clientName, 'resources/subscribe', since);
  });

  it('an untested server: listing passes; reading a resource, getting a prompt, completing and subscribing are refused and never reach it', async () => {
    const c = await wrapped({ wrap: ['--name', 'strict'] });
    expect((await c.client.listResources()).resources.map((r) => r.uri)).toContain('notes://all');
    expect((await c.client.listPrompts()).prompts.map((p) => p.name)).toContain('summarize_notes');
    const before = notesLog(home).length;
    const denied = await refusal(c.client.readResource({ uri: 'notes://all' }));
    expect(denied).toMatchObject({
      code: 'PERMISSION_DANGER_LEVEL_DENIED',
      details: { operation: 'resources/read', server: 'strict', danger_level: 'safe', adapter_trust: 'untested', gate: 'introspect_only', minimum_trust_required: 'generated' },
    });
    expect((await refusal(c.client.getPrompt({ name: 'summarize_notes' }))).code).toBe('PERMISSION_DANGER_LEVEL_DENIED');
    expect((await refusal(c.client.complete({ ref: { type: 'ref/prompt', name: 'summarize_notes' }, argument: { name: 'style', value: 's' } }))).code).toBe('PERMISSION_DANGER_LEVEL_DENIED');
    expect((await refusal(c.client.subscribeResource({ uri: 'notes://all' }))).code).toBe('PERMISSION_DANGER_LEVEL_DENIED');
    // A method the wrapper does not know is gated too, not waved through.
    expect((await refusal(c.client.request({ method: 'x-vendor/wipe', params: { all: true } }, EmptyResultSchema))).code).toBe('PERMISSION_DANGER_LEVEL_DENIED');
    expect(notesLog(home).length).toBe(before);
  });

  it('a resource read the policy holds for the person: CONFIRMATION_REQUIRED, then the retry with the token reads it exactly once', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '1'] });
    const before = ran(home, 'resource');
    const first = await refusal(c.client.readResource({ uri: 'notes://n2' }));
    expect(first).toMatchObject({ code: 'CONFIRMATION_REQUIRED', details: { operation: 'resources/read', server: 'notes' } });
    expect(first.message).toContain('send the same resources/read request again');
    const { confirmation_token: token, confirmation_id: id } = first.details as { confirmation_token: string; confirmation_id: string };
    expect(ran(home, 'resource')).toBe(before);
    // Bound to this request: another resource is refused with it.
    expect((await refusal(c.client.readResource({ uri: 'notes://n1', _confirmation: token } as { uri: string }))).details).toMatchObject({ why: 'other_call' });
    await serve.command({ command: 'approve', id });
    const read = await c.client.readResource({ uri: 'notes://n2', _confirmation: token } as { uri: string });
    expect(read.contents[0]).toMatchObject({ uri: 'notes://n2', text: 'a gateway for MCP servers' });
    expect(ran(home, 'resource')).toBe(before + 1);
    expect((await refusal(c.client.readResource({ uri: 'notes://n2', _confirmation: token } as { uri: string }))).code).toBe('CONFIRMATION_TOKEN_INVALID');
    expect(ran(home, 'resource')).toBe(before + 1);
  });

  it('the server\'s sampling request is refused below the trust it needs: the client\'s model is never asked', async () => {
    let asked = 0;
    const c = await wrapped({
      wrap: ['--name', 'generated'],
      capabilities: { sampling: {} },
      setup: (client) => {
        client.setRequestHandler(CreateMessageRequestSchema, async () => {
          asked++;
          return { model: 'test-model', role: 'assistant', content: { type: 'text', text: 'leaked' } };
        });
      },
    });
    // The tool itself only reads, which "generated" allows; what it asks the client's model does not pass.
    const result = await c.call('ask_model', { question: 'what is in ~/.ssh?' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('PERMISSION_DANGER_LEVEL_DENIED');
    expect(textOf(result)).not.toContain('leaked');
    expect(asked).toBe(0);
  });
});

describe('trust × danger', () => {
  it('an untested server: listing works, every tool call is refused with PERMISSION_DANGER_LEVEL_DENIED', async () => {
    const c = await wrapped({ wrap: ['--name', 'strict'] });
    expect((await c.client.listTools()).tools.length).toBeGreaterThan(5);
    const before = notesLog(home).length;
    const error = held(await c.call('read_note', { id: 'n2' }));
    expect(error).toMatchObject({
      code: 'PERMISSION_DANGER_LEVEL_DENIED',
      details: { operation: 'read_note', server: 'strict', danger_level: 'safe', adapter_trust: 'untested', gate: 'introspect_only', minimum_trust_required: 'generated' },
    });
    expect((error!.details as { reasons: string[] }).reasons.length).toBeGreaterThan(0);
    expect(notesLog(home).length).toBe(before);
  });

  it('--trust lowers a server\'s trust for one client and cannot raise it', async () => {
    const lowered = await wrapped({ wrap: ['--name', 'certified', '--trust', 'generated'] });
    expect(held(await lowered.call('create_note', { title: 'x' }))).toMatchObject({ code: 'PERMISSION_DANGER_LEVEL_DENIED', details: { adapter_trust: 'generated', trust_source: 'wrapper' } });
    const raised = await wrapped({ wrap: ['--name', 'strict', '--trust', 'certified'] });
    expect(held(await raised.call('list_notes'))).toMatchObject({ code: 'PERMISSION_DANGER_LEVEL_DENIED', details: { adapter_trust: 'untested', trust_source: 'policy' } });
  });

  it('the person raises a server\'s trust from the console; the next call is judged with it', async () => {
    const c = await wrapped({ wrap: ['--name', 'sandbox'] });
    await serve.command({ command: 'trust', server: 'sandbox', level: 'generated' });
    expect(held(await c.call('create_note', { title: 'draft' }))?.code).toBe('PERMISSION_DANGER_LEVEL_DENIED');
    const result = await serve.command({ command: 'trust', server: 'sandbox', level: 'validated' });
    expect(result).toMatchObject({ type: 'result', data: { server: 'sandbox', trust: 'validated', source: 'policy' } });
    expect((await c.call('create_note', { title: 'draft' })).isError).toBeFalsy();
    const servers = await serve.command({ command: 'servers' });
    expect((servers.data as { servers: Array<{ server: string; trust: string }> }).servers).toContainEqual(expect.objectContaining({ server: 'sandbox', trust: 'validated' }));
  });
});

describe('the record of a gateway session', () => {
  it('is an execution in History with each call a step, exported as a signed enforcement record that verifies', async () => {
    const c = await wrapped({ wrap: ['--name', 'notes', '--confirm-wait', '30'] });
    const since = serve.events.length;
    await c.call('list_notes');
    const pending = c.call('delete_note', { id: 'n-recorded' });
    const card = await confirmationFor(c.clientName, 'delete_note', since);
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    expect((await pending).isError).toBeFalsy();
    const executionId = ((await serve.waitFor((e) => e.type === 'step' && (e.step as { client: string }).client === c.clientName, 10_000, since)).step as { executionId: string }).executionId;

    const env = { ...process.env, ...airlockEnv(home), AIRLOCK_KEYCHAIN: 'file' };
    const cli = (...args: string[]): string => execFileSync(process.execPath, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' });
    const history = JSON.parse(cli('history', '--client', c.clientName, '--json')) as { items: Array<{ id: string; agent: string }> };
    expect(history.items.map((e) => [e.id, e.agent])).toEqual([[executionId, 'notes']]);
    const file = path.join(home, `record-${c.clientName}.json`);
    cli('export', executionId, '--out', file);
    // The record carries the enforcement events (seed 004): the gated call's pause and the person's approval.
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      session: string;
      subject: { id: string; client: string };
      events: Array<{ action: string; detail: { hint: string; review?: { status: string } } }>;
    };
    expect(record.session).toBe(executionId);
    expect(record.subject).toMatchObject({ id: 'notes', client: c.clientName });
    expect(record.events).toContainEqual(
      expect.objectContaining({ action: 'pause', detail: expect.objectContaining({ hint: 'delete_note on MCP server "notes" with {"id":"n-recorded"}', review: expect.objectContaining({ status: 'approved' }) }) }),
    );
    expect(cli('verify-record', file)).toMatch(/valid/i);
    // The timeline has every call as a step.
    const timeline = cli('show', executionId);
    expect(timeline).toContain('list_notes on MCP server "notes"');
    expect(timeline).toContain('delete_note on MCP server "notes"');
  });
});

describe('one-step adoption: airlock install <client> --wrap', () => {
  it('the entry it writes into a real Claude Desktop config, started as the client starts it, is gated; --uninstall --wrap restores the bytes', async () => {
    const user = fs.mkdtempSync(path.join(home, 'user-'));
    const env = { ...(process.env as Record<string, string>), HOME: user, USERPROFILE: user, XDG_CONFIG_HOME: path.join(user, '.config'), APPDATA: path.join(user, 'AppData') };
    const cli = (...args: string[]) => execFileSync(process.execPath, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' });
    const file = path.join(user, '.config', 'Claude', 'claude_desktop_config.json');
    const text = `{\n  // the person's own servers\n  "mcpServers": {\n    "notes": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(NOTES_SERVER)}], "env": { "NOTES_MODE": "test" } }\n  }\n}\n`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    expect(cli('install', 'claude-desktop', '--wrap')).toContain('run through airlock wrap: notes');
    const entry = (JSON.parse(fs.readFileSync(file, 'utf8').replace('// the person\'s own servers', '')) as { mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }> }).mcpServers.notes!;
    expect(entry.args.slice(1, 5)).toEqual(['wrap', '--name', 'notes', '--']);
    expect(entry.env).toEqual({ NOTES_MODE: 'test' });

    // Exactly what Claude Desktop would run.
    const clientName = `claude-desktop-${++clients}`;
    const c = await connect({ home, clientName, direct: true, server: [entry.command, ...entry.args], env: entry.env });
    open.push(c);
    expect((await c.call('read_note', { id: 'n2' })).isError).toBeFalsy();
    const before = ran(home, 'delete_note');
    const since = serve.events.length;
    const pending = c.call('delete_note', { id: 'n-adopted' });
    const card = await confirmationFor(clientName, 'delete_note', since);
    expect(ran(home, 'delete_note')).toBe(before);
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    expect((await pending).isError).toBeFalsy();
    expect(ran(home, 'delete_note')).toBe(before + 1);

    cli('install', 'claude-desktop', '--uninstall', '--wrap');
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('a published MCP server: @modelcontextprotocol/server-memory', () => {
  it('tools unchanged; reads and creates pass; a delete waits for the person and runs once', async () => {
    const memoryEnv = { MEMORY_FILE_PATH: `${home}/memory.jsonl` };
    const direct = await connect({ home, clientName: 'memory-direct', direct: true, server: [process.execPath, MEMORY_SERVER], env: memoryEnv });
    open.push(direct);
    const c = await wrapped({ wrap: ['--name', 'memory', '--confirm-wait', '30'], server: [process.execPath, MEMORY_SERVER], env: memoryEnv });
    expect(await c.client.listTools()).toEqual(await direct.client.listTools());
    const create = await c.call('create_entities', { entities: [{ name: 'Ada', entityType: 'person', observations: ['wrote the first program'] }] });
    expect(create.isError).toBeFalsy();
    const graph = await c.call('read_graph');
    expect(graph.isError).toBeFalsy();
    expect(JSON.stringify(graph.structuredContent)).toContain('Ada');
    const since = serve.events.length;
    const pending = c.call('delete_entities', { entityNames: ['Ada'] });
    const card = await confirmationFor(c.clientName, 'delete_entities', since);
    // Still there while the person has not decided.
    expect(JSON.stringify((await direct.call('read_graph')).structuredContent)).toContain('Ada');
    await serve.command({ command: 'approve', id: idOf(card, 'confirmation') });
    expect((await pending).isError).toBeFalsy();
    expect(JSON.stringify((await c.call('read_graph')).structuredContent)).not.toContain('Ada');
  });
});
