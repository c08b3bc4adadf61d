// `airlock wrap` fails closed: with Airlock not running (or stopped in the
// middle of a session), nothing but read-only calls reaches the server, or
// nothing at all with --offline none; when Airlock is back, every call is
// gated again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CreateMessageRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { GATEWAY_RPC_ERROR } from '../../src/main/gateway';
import { ServeProcess, tempHome } from './helpers/serve';
import { connect, held, notesLog, ran, type Connection } from './helpers/gateway';

const open: Connection[] = [];
const serves: ServeProcess[] = [];

afterAll(async () => {
  for (const c of open) await c.close();
  for (const s of serves) await s.stop();
});

async function wrapped(home: string, wrap: string[] = ['--name', 'notes']): Promise<Connection> {
  const c = await connect({ home, clientName: `offline-${open.length}`, wrap });
  open.push(c);
  return c;
}

describe('Airlock not running', () => {
  it('lists tools, lets declared-and-classified read-only calls through, and refuses the rest with a clear error', async () => {
    const home = tempHome();
    const c = await wrapped(home);
    expect((await c.client.listTools()).tools.map((t) => t.name)).toContain('delete_note');
    expect((await c.call('read_note', { id: 'n1' })).isError).toBeFalsy();
    const refused = held(await c.call('delete_note', { id: 'n1' }));
    expect(refused).toMatchObject({ code: 'AIRLOCK_UNAVAILABLE', details: { operation: 'delete_note', server: 'notes', offline: 'read-only' } });
    expect(refused?.message).toMatch(/not running or cannot be reached .* start Airlock/);
    // Declared read-only, but Airlock's classifier knows better.
    expect(held(await c.call('purge_notes', { olderThanDays: 1 }))?.code).toBe('AIRLOCK_UNAVAILABLE');
    expect(held(await c.call('create_note', { title: 'x' }))?.code).toBe('AIRLOCK_UNAVAILABLE');
    expect(notesLog(home).map((e) => e.tool)).toEqual(['read_note']);
    expect(Buffer.concat(c.stderr).toString('utf8')).toContain('Airlock cannot be reached');
  });

  it('a resource read or a prompt passes on the same terms as a read-only tool; a subscription and the server\'s sampling do not', async () => {
    const home = tempHome();
    let asked = 0;
    const c = await connect({
      home,
      clientName: `offline-${open.length}`,
      wrap: ['--name', 'notes'],
      capabilities: { sampling: {} },
      setup: (client) =>
        client.setRequestHandler(CreateMessageRequestSchema, async () => {
          asked++;
          return { model: 'm', role: 'assistant', content: { type: 'text', text: 'x' } };
        }),
    });
    open.push(c);
    expect((await c.client.readResource({ uri: 'notes://all' })).contents.length).toBe(1);
    expect((await c.client.getPrompt({ name: 'summarize_notes', arguments: { style: 'short' } })).messages.length).toBe(1);
    const subscribe = (await c.client.subscribeResource({ uri: 'notes://all' }).then(() => undefined, (e: unknown) => e)) as McpError;
    expect(subscribe).toBeInstanceOf(McpError);
    expect(subscribe.code).toBe(GATEWAY_RPC_ERROR);
    expect(subscribe.data).toMatchObject({ code: 'AIRLOCK_UNAVAILABLE', details: { operation: 'resources/subscribe', offline: 'read-only' } });
    // The tool only reads and passes; what it asks of the client's model does not.
    const sampling = await c.call('ask_model', { question: 'hi?' });
    expect(sampling.isError).toBe(true);
    expect(asked).toBe(0);
    expect(notesLog(home).map((e) => e.tool)).toEqual(['resource', 'prompt:summarize_notes', 'ask_model']);
  });

  it('--offline none lets no call through; nor does an untested server in the policy file', async () => {
    const home = tempHome({ servers: { strict: { trust: 'untested' } } });
    const none = await wrapped(home, ['--name', 'notes', '--offline', 'none']);
    expect(held(await none.call('read_note', { id: 'n1' }))).toMatchObject({ code: 'AIRLOCK_UNAVAILABLE', details: { offline: 'none' } });
    await expect(none.client.readResource({ uri: 'notes://all' })).rejects.toMatchObject({ code: GATEWAY_RPC_ERROR, data: { code: 'AIRLOCK_UNAVAILABLE' } });
    const strict = await wrapped(home, ['--name', 'strict']);
    expect(held(await strict.call('read_note', { id: 'n1' }))?.code).toBe('AIRLOCK_UNAVAILABLE');
    expect(notesLog(home)).toEqual([]);
  });
});

describe('Airlock comes and goes during a session', () => {
  it('gates again once Airlock is up; when it stops, the destructive call does not reach the server', async () => {
    const home = tempHome();
    const c = await wrapped(home, ['--name', 'notes', '--confirm-wait', '1']);
    expect(held(await c.call('delete_note', { id: 'n1' }))?.code).toBe('AIRLOCK_UNAVAILABLE');

    const serve = await ServeProcess.start(home);
    serves.push(serve);
    expect(held(await c.call('delete_note', { id: 'n1' }))?.code).toBe('CONFIRMATION_REQUIRED');
    expect((await c.call('read_note', { id: 'n2' })).isError).toBeFalsy();
    expect(Buffer.concat(c.stderr).toString('utf8')).toContain('reachable again');

    await serve.stop();
    expect(fs.existsSync(path.join(home, 'run', 'airlock.sock'))).toBe(false);
    expect(held(await c.call('delete_note', { id: 'n1' }))?.code).toBe('AIRLOCK_UNAVAILABLE');
    expect(held(await c.call('wipe_all_notes'))?.code).toBe('AIRLOCK_UNAVAILABLE');
    expect(ran(home, 'delete_note')).toBe(0);
    expect(ran(home, 'wipe_all_notes')).toBe(0);
    expect(notesLog(home).map((e) => e.tool)).toEqual(['read_note']);
  });
});
