// The `airlock` command as a user meets it: help, version, the bridge failing
// closed, serve refusing to hijack a live Airlock and replacing a stale
// socket, the bridge ending with either side.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, airlockEnv, CLI, ROOT, ServeProcess, socketFor, tempHome } from './helpers/serve';

const homes: string[] = [];
const cleanup: Array<() => Promise<unknown>> = [];

function home(): string {
  const h = tempHome({ patterns: { autoApprove: ['*read the docs*'] } });
  homes.push(h);
  return h;
}

function run(args: string[], env: Record<string, string> = {}, input?: string) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, input, encoding: 'utf8', timeout: 20_000 });
}

afterAll(async () => {
  for (const fn of cleanup) await fn().catch(() => {});
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

describe('airlock CLI', () => {
  it('has --help and --version, and --help on every subcommand', () => {
    expect(run(['--help']).status).toBe(0);
    expect(run(['--version']).stdout).toMatch(/\d+\.\d+\.\d+/);
    for (const sub of ['bridge', 'serve']) {
      const res = run([sub, '--help']);
      expect(res.status).toBe(0);
      expect(res.stdout).toContain(`airlock ${sub}`);
    }
  });

  it('bridge fails closed with one stderr line when Airlock is not running', () => {
    const h = home();
    const res = run(['bridge'], airlockEnv(h), '{"jsonrpc":"2.0","method":"ping","id":1}\n');
    expect(res.status).not.toBe(0);
    expect(res.stdout).toBe('');
    expect(res.stderr.trim().split('\n')).toEqual(['Airlock is not running — start the Airlock app or `airlock serve`']);
  });

  it('serve never hijacks a live Airlock; the first keeps serving', async () => {
    const h = home();
    const first = await ServeProcess.start(h);
    cleanup.push(() => first.stop());
    const second = run(['serve', '--console', 'jsonl', '--no-dialog'], airlockEnv(h), '');
    expect(second.status).not.toBe(0);
    expect(second.stderr).toMatch(/already running/);
    const agent = await Agent.connect(h, 'cli-live');
    cleanup.push(() => agent.close());
    expect((await agent.step('a', 'read the docs')).data?.directive?.continue).toBe(true);
    if (process.platform !== 'win32') {
      expect(fs.statSync(socketFor(h)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(`${h}/run`).mode & 0o777).toBe(0o700);
    }
    await agent.close();
    expect(await first.stop()).toBe(0);
  });

  it('serve replaces a stale socket left by a crash', async () => {
    if (process.platform === 'win32') return;
    const h = home();
    fs.mkdirSync(`${h}/run`, { recursive: true, mode: 0o700 });
    const squatter = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(socketFor(h))}, () => console.log('up'))`], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise<void>((resolve) => squatter.stdout.once('data', () => resolve()));
    squatter.kill('SIGKILL');
    await new Promise((resolve) => squatter.once('exit', resolve));
    expect(fs.existsSync(socketFor(h))).toBe(true); // stale: the file stayed, nothing answers
    const serve = await ServeProcess.start(h);
    cleanup.push(() => serve.stop());
    const agent = await Agent.connect(h, 'cli-stale');
    expect((await agent.step('a', 'read the docs')).data?.directive?.continue).toBe(true);
    await agent.close();
    await serve.stop();
  });

  it('the bridge exits when Airlock goes away, and when its client closes stdin', async () => {
    const h = home();
    const serve = await ServeProcess.start(h);
    cleanup.push(() => serve.stop());
    const env = { ...process.env, ...airlockEnv(h) };
    const byClient = spawn(process.execPath, [CLI, 'bridge'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const replies: string[] = [];
    byClient.stdout.on('data', (c: Buffer) => replies.push(c.toString()));
    byClient.stdin.end('{"jsonrpc":"2.0","method":"ping","id":7}\n');
    const code = await new Promise<number | null>((resolve) => byClient.once('exit', resolve));
    expect(code).toBe(0);
    expect(replies.join('')).toContain('"id":7');

    const byServer = spawn(process.execPath, [CLI, 'bridge'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise<number | null>((resolve) => byServer.once('exit', resolve));
    await serve.stop();
    expect(await exited).not.toBe(0);
  });

  it('serve --single-tool exposes mcp_aql', async () => {
    const h = home();
    const serve = await ServeProcess.start(h, ['--single-tool']);
    cleanup.push(() => serve.stop());
    const agent = await Agent.connect(h, 'cli-single');
    const { tools } = await agent.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['mcp_aql']);
    expect((await agent.call('mcp_aql', 'record_execution_step', { element_name: 'a', nextActionHint: 'read the docs' })).data?.directive?.continue).toBe(true);
    await agent.close();
    await serve.stop();
  });
});

describe('npm start without the Electron binary', () => {
  it('explains in lines that agree with each other, and points to the headless server', () => {
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', "import { electronBinary } from './scripts/electron-binary.mjs'; process.stdout.write(String(Boolean(electronBinary().binary)))"], { cwd: ROOT, encoding: 'utf8' });
    if (probe.stdout === 'true') return; // the desktop app would start: nothing to explain here
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('its binary is not installed here');
    expect(r.stdout).not.toMatch(/failed to install correctly|delete node_modules/);
    expect(r.stdout).toContain('npx airlock serve');
  });
});
