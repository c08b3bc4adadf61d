// The gateway's pure parts: reading a call, what is recorded, the token book,
// the offline rule, the default server name.
import { describe, expect, it } from 'vitest';
import { defaultServerName } from '../../../src/cli/commands/wrap';
import { actionFor, answers, callDigest, envelopeOfAnswer, forwardedRequest, hintFor, offlineVerdict, readCall, readRequest, recordedArguments, TokenBook, type ToolCall } from '../../../src/main/gateway';
import { classify } from '../../../src/main/core';
import type { PolicySource } from '../../../src/main/ports';

const call = (tool: string, args?: Record<string, unknown>): ToolCall => {
  const read = readCall({ name: tool, ...(args ? { arguments: args } : {}) });
  if (!read.ok) throw new Error(read.message);
  return read.call;
};

describe('reading a tools/call', () => {
  it('takes out _confirmation and _verification_code, and keeps everything else', () => {
    const read = readCall({ name: 'delete_note', arguments: { id: 'n1', _confirmation: 'conf_x', _verification_code: 'ABCD-EFGH' }, _meta: { progressToken: 1 } });
    expect(read).toEqual({
      ok: true,
      call: { kind: 'tool', tool: 'delete_note', arguments: { id: 'n1' }, stripped: true, confirmation: 'conf_x', verificationCode: 'ABCD-EFGH' },
    });
  });

  it('leaves a call without reserved arguments as it is (forwarded byte for byte)', () => {
    expect(readCall({ name: 'read_note', arguments: { id: 'n1' } })).toEqual({ ok: true, call: { kind: 'tool', tool: 'read_note', arguments: { id: 'n1' }, stripped: false } });
  });

  it('refuses a call without a tool name or with arguments that are not an object', () => {
    expect(readCall({ arguments: {} }).ok).toBe(false);
    expect(readCall({ name: 'x', arguments: ['a'] }).ok).toBe(false);
    expect(readCall(null).ok).toBe(false);
  });
});

describe('reading a gated request other than tools/call', () => {
  const request = (method: string, params: Record<string, unknown>): ToolCall => {
    const read = readRequest(method, params);
    if (!read.ok) throw new Error(read.message);
    return read.call;
  };

  it('its arguments are its params without _meta; the reserved ones come out and are not forwarded', () => {
    const read = request('resources/read', { uri: 'notes://all', _meta: { progressToken: 3 }, _confirmation: 'conf_y' });
    expect(read).toEqual({ kind: 'request', tool: 'resources/read', arguments: { uri: 'notes://all' }, stripped: true, confirmation: 'conf_y' });
    const message = { jsonrpc: '2.0', id: 4, method: 'resources/read', params: { uri: 'notes://all', _meta: { progressToken: 3 }, _confirmation: 'conf_y' } };
    expect(forwardedRequest(message, read)).toEqual({ jsonrpc: '2.0', id: 4, method: 'resources/read', params: { uri: 'notes://all', _meta: { progressToken: 3 } } });
    expect(readRequest('prompts/get', 'x').ok).toBe(false);
    expect(request('ping/x', undefined as unknown as Record<string, unknown>)).toMatchObject({ arguments: {}, stripped: false });
  });

  it('is bound to its method: a token for one request is not one for a tool of the same name', () => {
    expect(callDigest('notes', request('resources/read', { uri: 'notes://all' }))).not.toBe(callDigest('notes', request('resources/read', { uri: 'notes://n1' })));
    expect(callDigest('notes', request('prompts/get', { name: 'x' }))).not.toBe(callDigest('notes', { kind: 'tool', tool: 'prompts/get', arguments: { name: 'x' }, stripped: false }));
  });

  it('is said in words on the card, and judged by what it reads', () => {
    const judged = (method: string, params: Record<string, unknown>) => {
      const action = actionFor('notes', request(method, params), undefined);
      const hint = hintFor('notes', action, 'request');
      return { hint, tool: action.tool, level: classify(hint, action).level };
    };
    expect(judged('resources/read', { uri: 'notes://all' })).toEqual({ hint: 'read resource notes://all on MCP server "notes"', tool: 'resources/read', level: 'safe' });
    expect(judged('prompts/get', { name: 'summarize_notes', arguments: { style: 'short' } })).toMatchObject({ hint: 'get prompt summarize_notes on MCP server "notes" with {"arguments":{"style":"short"}}', level: 'safe' });
    // A resource that holds credentials is no plain read.
    expect(judged('resources/read', { uri: 'file:///home/ann/.ssh/id_rsa' }).level).not.toBe('safe');
    expect(judged('sampling/createMessage', { maxTokens: 10, messages: [] }).hint).toBe('MCP server "notes" asks the client\'s model for a message (sampling) with {"maxTokens":10,"messages":[]}');
    expect(judged('x-vendor/wipe', { all: true }).hint).toBe('MCP method x-vendor/wipe on MCP server "notes" with {"all":true}');
  });

  it('offline, only a request the protocol defines as a read may pass, and only when the classifier rates it safe', () => {
    const offline = (method: string, params: Record<string, unknown>, readsByProtocol: boolean) => {
      const action = actionFor('notes', request(method, params), undefined);
      return offlineVerdict({ mode: 'read-only', server: 'notes', hint: hintFor('notes', action, 'request'), action, request: { readsByProtocol } }).allow;
    };
    expect(offline('resources/read', { uri: 'notes://all' }, true)).toBe(true);
    expect(offline('resources/read', { uri: 'file:///home/ann/.ssh/id_rsa' }, true)).toBe(false);
    expect(offline('resources/subscribe', { uri: 'notes://all' }, false)).toBe(false);
    expect(offline('sampling/createMessage', { maxTokens: 10 }, false)).toBe(false);
  });
});

describe('what binds a token to a call', () => {
  it('is the server, the tool and the arguments, whatever the key order', () => {
    const a = callDigest('notes', call('delete_note', { id: 'n1', force: false }));
    expect(callDigest('notes', call('delete_note', { force: false, id: 'n1' }))).toBe(a);
    expect(callDigest('notes', call('delete_note', { id: 'n2', force: false }))).not.toBe(a);
    expect(callDigest('other', call('delete_note', { id: 'n1', force: false }))).not.toBe(a);
    expect(callDigest('notes', call('read_note', { id: 'n1', force: false }))).not.toBe(a);
    // The reserved arguments are not part of the call.
    expect(callDigest('notes', call('delete_note', { id: 'n1', force: false, _confirmation: 'conf_1' }))).toBe(a);
  });
});

describe('what Airlock records of a call', () => {
  it('keys in canonical order, so a reordered retry is the same action', () => {
    expect(JSON.stringify(recordedArguments({ b: 1, a: { d: 2, c: 3 } }))).toBe('{"a":{"c":3,"d":2},"b":1}');
  });

  it('cuts very long texts and lists, naming their size and hash, so the record stays one exact call', () => {
    const long = 'x'.repeat(20_000);
    const kept = recordedArguments({ content: long, ids: Array.from({ length: 150 }, (_, i) => `id${i}`) });
    expect(String(kept.content)).toMatch(/^x{8192}… \[20000 characters, sha256 [0-9a-f]{16}\]$/);
    expect((kept.ids as string[]).length).toBe(101);
    expect((kept.ids as string[])[100]).toMatch(/^\[… 50 more items, sha256 [0-9a-f]{16}\]$/);
    expect(recordedArguments({ content: `${long}y` }).content).not.toBe(kept.content);
    // Still too long for LIMITS.action: shorter cuts, and it says it was cut (rated at least confirm).
    const many = recordedArguments({ parts: Array.from({ length: 100 }, () => long) });
    expect(JSON.stringify(many).length).toBeLessThan(256 * 1024);
    expect(many.truncated).toBe(true);
    expect(kept.truncated).toBeUndefined();
  });

  it('the hint names server, tool and arguments; the action carries the declared annotations', () => {
    const action = actionFor('notes', call('delete_note', { id: 'n1' }), { destructiveHint: true });
    expect(action).toEqual({ tool: 'delete_note', server: 'notes', arguments: { id: 'n1' }, annotations: { destructiveHint: true } });
    expect(hintFor('notes', action)).toBe('delete_note on MCP server "notes" with {"id":"n1"}');
    expect(hintFor('notes', actionFor('notes', call('list_notes'), undefined))).toBe('list_notes on MCP server "notes"');
  });
});

describe('confirmation tokens', () => {
  it('one call, one use: a claim holds it, a second concurrent claim is refused, a spent token is gone', () => {
    let now = 1000;
    const book = new TokenBook(() => now);
    const token = book.issue('confirmation', 'conf-1', 'digest-a', 61_000);
    expect(token).toMatch(/^conf_[A-Za-z0-9_-]{22}$/);
    expect(book.claim(token, 'digest-b')).toEqual({ ok: false, why: 'other_call' });
    const first = book.claim(token, 'digest-a');
    expect(first.ok).toBe(true);
    expect(book.claim(token, 'digest-a')).toEqual({ ok: false, why: 'in_use' });
    if (!first.ok) return;
    book.release(first.grant);
    const again = book.claim(token, 'digest-a');
    expect(again.ok).toBe(true);
    if (again.ok) book.spend(again.grant);
    expect(book.claim(token, 'digest-a')).toEqual({ ok: false, why: 'spent' });
    expect(book.claim('conf_made_up', 'digest-a')).toEqual({ ok: false, why: 'unknown' });
    const late = book.issue('verification', 'ch-1', 'digest-a', 2000);
    now = 2000;
    expect(book.claim(late, 'digest-a')).toEqual({ ok: false, why: 'expired' });
  });

  it('tokens are unguessable and distinct', () => {
    const book = new TokenBook();
    const tokens = new Set(Array.from({ length: 200 }, () => book.issue('confirmation', 'c', 'd', Date.now() + 60_000)));
    expect(tokens.size).toBe(200);
  });

  it('keeps at most 1000 tokens, dropping the oldest open ones', () => {
    const book = new TokenBook();
    const first = book.issue('confirmation', 'c', 'd', Date.now() + 60_000);
    for (let i = 0; i < 1200; i++) book.issue('confirmation', `c${i}`, 'd', Date.now() + 60_000);
    expect(book.size).toBeLessThanOrEqual(1000);
    expect(book.claim(first, 'd')).toEqual({ ok: false, why: 'unknown' });
  });
});

describe('the offline rule (Airlock not reachable)', () => {
  const source = (policy: unknown): PolicySource => ({ load: () => policy, save: () => undefined });
  const verdict = (tool: string, annotations: Record<string, boolean> | undefined, extra: Partial<Parameters<typeof offlineVerdict>[0]> = {}) => {
    const action = actionFor('notes', call(tool, { id: 'n1' }), annotations);
    return offlineVerdict({ mode: 'read-only', server: 'notes', hint: hintFor('notes', action), action, ...extra });
  };

  it('lets a call through only when the server declares it read-only and Airlock\'s classifier agrees', () => {
    expect(verdict('read_note', { readOnlyHint: true })).toEqual({ allow: true });
    expect(verdict('read_note', undefined).allow).toBe(false);
    expect(verdict('read_note', { readOnlyHint: true, destructiveHint: true }).allow).toBe(false);
    // The server says read-only; the name says otherwise: the hint never lowers it.
    const lying = verdict('purge_notes', { readOnlyHint: true });
    expect(lying.allow).toBe(false);
    if (!lying.allow) expect(lying.why).toMatch(/rates this one (?:destructive|dangerous|forbidden)/);
    expect(verdict('delete_note', { destructiveHint: true }).allow).toBe(false);
  });

  it('--offline none lets nothing through; an untested server (policy file or --trust) neither', () => {
    expect(verdict('read_note', { readOnlyHint: true }, { mode: 'none' }).allow).toBe(false);
    expect(verdict('read_note', { readOnlyHint: true }, { ceiling: 'untested' }).allow).toBe(false);
    expect(verdict('read_note', { readOnlyHint: true }, { policySource: source({ servers: { notes: { trust: 'untested' } } }) }).allow).toBe(false);
    expect(verdict('read_note', { readOnlyHint: true }, { policySource: source({ gateway: { defaultTrust: 'untested' } }) }).allow).toBe(false);
    // An unreadable or refused policy file falls back to the defaults (validated).
    expect(verdict('read_note', { readOnlyHint: true }, { policySource: { load: () => { throw new Error('EACCES'); }, save: () => undefined } }).allow).toBe(true);
    expect(verdict('read_note', { readOnlyHint: true }, { policySource: source({ servers: { notes: { trust: 'bogus' } } }) }).allow).toBe(true);
  });
});

describe('the default server name', () => {
  it('is the package or program the command runs', () => {
    expect(defaultServerName('npx', ['-y', '@modelcontextprotocol/server-memory'])).toBe('server-memory');
    expect(defaultServerName('npx', ['-y', '@modelcontextprotocol/server-filesystem@2026.8.31', '/tmp'])).toBe('server-filesystem');
    expect(defaultServerName('uvx', ['mcp-server-git', '--repository', '.'])).toBe('mcp-server-git');
    expect(defaultServerName('node', ['/opt/servers/notes/notes-server.mjs'])).toBe('notes-server');
    expect(defaultServerName('/usr/local/bin/github-mcp-server', ['stdio'])).toBe('github-mcp-server');
  });
});

describe('where the answers send the person (the directive says: window or console)', () => {
  const ref = { server: 'github', tool: 'delete_repo' };
  const messageOf = (result: Parameters<typeof envelopeOfAnswer>[0]): string => envelopeOfAnswer(result)?.error.message ?? '';
  it('names Airlock\'s console under airlock serve, its window in the app, and both when the directive does not say', () => {
    const onConsole = messageOf(answers.confirmationRequired(ref, undefined, 'tok', 'conf-1', undefined, { continue: false, factors: [], decideIn: 'console' }));
    expect(onConsole).toContain("Ask the user to approve it in Airlock's console");
    expect(onConsole).not.toContain('window');
    expect(messageOf(answers.verificationRequired(ref, undefined, 'tok', 'chal-1', { continue: false, factors: [], decideIn: 'window' }))).toContain("a code is shown only to the person, in Airlock's window (and an OS dialog)");
    expect(messageOf(answers.blocked(ref, undefined, { continue: false, factors: [], decideIn: 'console' }, 'tok', 'chal-2'))).toContain("the code shown in Airlock's console");
    expect(messageOf(answers.blocked(ref, undefined, { continue: false, factors: [] }, undefined, undefined))).toContain("Only the person, in Airlock's window or console, can lift the block.");
  });
});
