// The IPC door: unknown channels, foreign senders and bad input are refused
// before any handler runs; handler errors come back as messages, not throws.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '../../../src/shared/contract';
import { INVOKE_CHANNELS, EVENT_TYPES } from '../../../src/shared/channels';
import { createIpcGate, createIpcHandlers, createSenderCheck, type IpcHandlers } from '../../../src/main/ipc';
import type { HumanSide } from '../../../src/main/loop/api';

const rendererDir = path.resolve('/opt/Airlock/resources/app.asar/out/renderer');
const indexUrl = pathToFileURL(path.join(rendererDir, 'index.html')).href;
const trusted = { url: indexUrl, isMainFrame: true };

function fakeHuman(overrides: Partial<HumanSide> = {}): HumanSide {
  const notCalled = () => {
    throw new Error('not expected');
  };
  return new Proxy(overrides as HumanSide, {
    get: (target, key: string) => (key in target ? (target as unknown as Record<string, unknown>)[key] : vi.fn(notCalled)),
  });
}

function gateWith(human: HumanSide, extras: Partial<Parameters<typeof createIpcHandlers>[1]> = {}) {
  const handlers = createIpcHandlers(human, {
    status: () => ({ version: 't', platform: 'linux', desktop: true, socket: { state: 'listening', path: '/s' }, launchAtLogin: null, clients: [] }),
    copyCode: () => ({ clearsAfterSeconds: 30 }),
    ...extras,
  });
  return { handlers, gate: createIpcGate({ handlers, isTrustedSender: createSenderCheck({ rendererDir, origins: ['http://localhost:5173'] }) }) };
}

describe('the IPC contract', () => {
  it('defines every channel once, each with input and output schemas, and a handler for each', () => {
    expect(new Set(INVOKE_CHANNELS).size).toBe(INVOKE_CHANNELS.length);
    expect(Object.keys(contract).sort()).toEqual([...INVOKE_CHANNELS].sort());
    for (const channel of INVOKE_CHANNELS) {
      expect(contract[channel].input, channel).toBeDefined();
      expect(contract[channel].output, channel).toBeDefined();
    }
    const { handlers } = gateWith(fakeHuman());
    expect(Object.keys(handlers).sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
  });

  it.each([
    ['confirmation:approve', { id: '' }],
    ['confirmation:approve', { id: 'c1', scope: 'forever' }],
    ['confirmation:approve', { id: 'c1', extra: true }],
    ['confirmation:deny', { id: 'c1', reason: 'x'.repeat(2001) }],
    ['confirmation:batch', { action: 'approve', ids: [] }],
    ['confirmation:batch', { action: 'explode', ids: ['a'] }],
    ['block:unblock', {}],
    ['block:unblock', 'b1'],
    ['halt:set', { halted: 'yes' }],
    ['mode:set', { mode: 'chaos' }],
    ['steps:grant', { executionId: 'e1', steps: 0 }],
    ['steps:grant', { executionId: 'e1', steps: 1.5 }],
    ['steps:grant', { executionId: 'e1', steps: 1e9 }],
    ['policy:replace', { policy: 'enforcing' }],
    ['hint:preview', { hint: '   ' }],
    ['clipboard:copyCode', { challengeId: 42 }],
    ['pending:list', { sneaky: true }],
    ['executions:list', { limit: -1 }],
    ['server:trust', { server: 'memory', trust: 'trusted' }],
    ['server:trust', { server: '  ', trust: 'certified' }],
    ['server:trust', { trust: 'certified' }],
    ['servers:list', { all: true }],
  ])('rejects bad input for %s: %j', (channel, input) => {
    expect(contract[channel as keyof typeof contract].input.safeParse(input).success).toBe(false);
  });

  it('accepts good input and fills defaults', () => {
    expect(contract['confirmation:approve'].input.parse({ id: 'c1' })).toEqual({ id: 'c1', scope: 'once' });
    expect(contract['pending:list'].input.parse(undefined)).toBeUndefined();
    expect(contract['steps:grant'].input.parse({ executionId: 'e1', steps: 5 })).toEqual({ executionId: 'e1', steps: 5 });
    expect(contract['confirmation:batch'].input.parse({ action: 'deny', ids: ['a', 'b'], reason: 'no' })).toMatchObject({ action: 'deny' });
    expect(contract['server:trust'].input.parse({ server: ' memory ', trust: 'community_reviewed' })).toEqual({ server: 'memory', trust: 'community_reviewed' });
  });
});

describe('the IPC gate', () => {
  it('routes a valid call from the renderer to the engine, with parsed input', async () => {
    const approve = vi.fn((id: string, scope?: string) => ({ id, scope, status: 'approved' }));
    const { gate } = gateWith(fakeHuman({ approve } as unknown as Partial<HumanSide>));
    const result = await gate.dispatch('confirmation:approve', { id: 'c1' }, trusted);
    expect(result).toEqual({ ok: true, value: { id: 'c1', scope: 'once', status: 'approved' } });
    expect(approve).toHaveBeenCalledWith('c1', 'once');
  });

  it('refuses unknown channels, foreign senders and bad input without calling the engine', async () => {
    const approve = vi.fn();
    const { gate } = gateWith(fakeHuman({ approve } as unknown as Partial<HumanSide>));
    await expect(gate.dispatch('confirmation:approve_all', {}, trusted)).resolves.toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    await expect(gate.dispatch('__proto__', {}, trusted)).resolves.toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    await expect(gate.dispatch('confirmation:approve', { id: 'c1' }, { url: 'https://evil.example/', isMainFrame: true })).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
    await expect(gate.dispatch('confirmation:approve', { id: 'c1' }, { url: indexUrl, isMainFrame: false })).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
    const bad = await gate.dispatch('confirmation:approve', { id: 'c1', scope: 'forever' }, trusted);
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(!bad.ok && bad.error.message).toContain('scope');
    expect(approve).not.toHaveBeenCalled();
  });

  it('turns a handler error into a message for the person', async () => {
    const { gate } = gateWith(
      fakeHuman({
        unblock: () => {
          throw new Error('That block was already lifted.');
        },
      }),
    );
    await expect(gate.dispatch('block:unblock', { id: 'b1' }, trusted)).resolves.toEqual({
      ok: false,
      error: { code: 'FAILED', message: 'That block was already lifted.' },
    });
  });

  it('copies a code by challenge id only; the code never has to come from the renderer', async () => {
    const copied: string[] = [];
    const listChallenges = () => [
      { id: 'ch1', status: 'active', code: 'SECRET-CODE' },
      { id: 'ch2', status: 'verified' },
    ];
    const { gate } = gateWith(fakeHuman({ listChallenges } as unknown as Partial<HumanSide>), {
      copyCode: (code) => {
        copied.push(code);
        return { clearsAfterSeconds: 30 };
      },
    });
    await expect(gate.dispatch('clipboard:copyCode', { challengeId: 'ch1' }, trusted)).resolves.toEqual({ ok: true, value: { copied: true, clearsAfterSeconds: 30 } });
    expect(copied).toEqual(['SECRET-CODE']);
    await expect(gate.dispatch('clipboard:copyCode', { challengeId: 'ch2' }, trusted)).resolves.toMatchObject({ ok: false });
    await expect(gate.dispatch('clipboard:copyCode', { code: 'SECRET-CODE' }, trusted)).resolves.toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('batch-approves, reporting the ones that could not be decided', async () => {
    const approve = vi.fn((id: string) => {
      if (id === 'gone') throw new Error('already decided');
      return { id, status: 'approved' };
    });
    const { gate } = gateWith(fakeHuman({ approve } as unknown as Partial<HumanSide>));
    const result = await gate.dispatch('confirmation:batch', { action: 'approve', ids: ['a', 'gone', 'a'] }, trusted);
    expect(result).toEqual({ ok: true, value: { done: [{ id: 'a', status: 'approved' }], failed: [{ id: 'gone', error: 'already decided' }] } });
  });

  it('launch-at-login is refused where the host cannot set it', async () => {
    const { gate } = gateWith(fakeHuman());
    await expect(gate.dispatch('settings:launchAtLogin', { enabled: true }, trusted)).resolves.toMatchObject({ ok: false, error: { code: 'FAILED' } });
  });
});

describe('the sender check', () => {
  const check = createSenderCheck({ rendererDir, origins: ['http://localhost:5173', 'https://evil.example'] });

  it.each([
    [indexUrl, true],
    [`${indexUrl}#/pending`, true],
    [`${indexUrl}?x=1`, true],
    ['http://localhost:5173/', true],
    ['http://localhost:5173/index.html', true],
  ])('trusts %s', (url, expected) => {
    expect(check({ url, isMainFrame: true })).toBe(expected);
  });

  it.each([
    pathToFileURL(path.join(rendererDir, 'other.html')).href,
    pathToFileURL(path.join(rendererDir, '..', 'renderer-evil', 'index.html')).href,
    pathToFileURL('/tmp/index.html').href,
    'file://evilhost/opt/Airlock/resources/app.asar/out/renderer/index.html',
    'http://localhost:5174/',
    'http://127.0.0.1:5173/',
    'http://user:pw@localhost:5173/',
    'https://evil.example/', // non-loopback origins are never trusted, even if configured
    'about:blank',
    'data:text/html,<script>1</script>',
    'devtools://devtools/bundled/inspector.html',
    'chrome-extension://abc/index.html',
    'javascript:alert(1)',
    '',
    'not a url',
  ])('refuses %s', (url) => {
    expect(check({ url, isMainFrame: true })).toBe(false);
  });

  it('refuses subframes even of the right page, and missing sender info', () => {
    expect(check({ url: indexUrl, isMainFrame: false })).toBe(false);
    expect(check(undefined as never)).toBe(false);
    expect(check({ url: 42 as never, isMainFrame: true })).toBe(false);
  });

  it('trusts nothing when given nothing', () => {
    const none = createSenderCheck({});
    expect(none({ url: indexUrl, isMainFrame: true })).toBe(false);
    expect(none({ url: 'http://localhost:5173/', isMainFrame: true })).toBe(false);
  });
});

export type _Handlers = IpcHandlers;
