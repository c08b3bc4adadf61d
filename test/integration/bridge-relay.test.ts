// `airlock bridge` as a byte relay (perf20): each direction reads into one
// reused buffer and writes it on, so a write the kernel does not take at once
// must stop that side's reads until it drains, or the next read would overwrite
// bytes still waiting to be written. These tests relay far more than the pipe
// and socket buffers hold, with the reader stalled, and compare every byte.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, ROOT } from './helpers/serve';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-bridge-relay-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A server on a Unix socket; `onConnection` gets each accepted socket. */
async function server(name: string, onConnection: (s: net.Socket) => void): Promise<{ sock: string; close: () => void }> {
  const sock = path.join(dir, name);
  const srv = net.createServer(onConnection);
  await new Promise<void>((r) => srv.listen(sock, r));
  return { sock, close: () => srv.close() };
}

function collect(stream: NodeJS.ReadableStream, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  return new Promise((resolve) => {
    stream.on('data', (c: Buffer) => {
      chunks.push(c);
      got += c.length;
      if (got >= bytes) resolve(Buffer.concat(chunks));
    });
  });
}

describe('airlock bridge relays bytes unchanged', () => {
  it('an echo of 8 MB in lines of every size, with the client not reading for a while', async () => {
    const echo = await server('echo.sock', (s) => s.pipe(s));
    const child = spawn(process.execPath, [CLI, 'bridge', '--socket', echo.sock], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const sizes = [1, 17, 450, 4_095, 65_536, 65_537, 300_000, 2_000_000];
    const lines: Buffer[] = [];
    let total = 0;
    while (total < 8_000_000) {
      const body = crypto.randomBytes(sizes[lines.length % sizes.length]!).toString('base64url');
      const line = Buffer.from(`{"jsonrpc":"2.0","id":${lines.length},"result":"${body}"}\n`);
      lines.push(line);
      total += line.length;
    }
    const sent = Buffer.concat(lines);
    child.stdout!.pause();
    for (const line of lines) child.stdin!.write(line);
    // The bridge's stdout pipe and the echo's socket fill up while nobody reads.
    await new Promise((r) => setTimeout(r, 300));
    const received = collect(child.stdout!, sent.length);
    child.stdout!.resume();
    const got = await received;
    expect(got.length).toBe(sent.length);
    expect(got.equals(sent)).toBe(true);
    child.stdin!.end();
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(0);
    echo.close();
  });

  it('from the server to the client and from the client to a server that reads late', async () => {
    let upstream: Promise<Buffer> | undefined;
    const payload = crypto.randomBytes(3_000_000);
    const srv = await server('late.sock', (s) => {
      s.pause();
      upstream = new Promise((r) => setTimeout(() => r(collect(s, payload.length)), 300)).then((b) => b as Buffer);
      setTimeout(() => s.resume(), 300);
      s.write(payload);
    });
    const child = spawn(process.execPath, [CLI, 'bridge', '--socket', srv.sock], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const down = collect(child.stdout!, payload.length);
    child.stdin!.write(payload);
    expect((await down).subarray(0, payload.length).equals(payload)).toBe(true);
    await new Promise((r) => setTimeout(r, 350));
    expect((await upstream!).subarray(0, payload.length).equals(payload)).toBe(true);
    child.kill();
    srv.close();
  });

  // The full command's bundle (store, classifier, SDK) holds ~100 MB once started; the relay alone ~50 (Node itself).
  it.skipIf(!fs.existsSync('/proc/self/status'))('`airlock bridge` runs the relay alone, not the whole command', async () => {
    const echo = await server('lean.sock', (s) => s.pipe(s));
    const child = spawn(process.execPath, [CLI, 'bridge', '--socket', echo.sock], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const reply = collect(child.stdout!, 3);
    child.stdin!.write('{}\n');
    expect((await reply).toString()).toBe('{}\n');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
    expect(rssMb).toBeLessThan(75);
    child.stdin!.end();
    expect(await new Promise((r) => child.once('exit', r))).toBe(0);
    echo.close();
  });
});
