// Issue 14, tried as an agent with a shell would: escape sequences in hints
// on the real terminal console (in tmux) and in the jsonl console's bytes,
// and commands written into the console's stdin through /proc/<pid>/fd/0.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, airlockEnv, CLI, ROOT, tempHome } from './helpers/serve';

const homes: string[] = [];
const children: ChildProcess[] = [];
const agents: Agent[] = [];
afterAll(async () => {
  for (const a of agents) await a.close();
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

const HOSTILE = 'deploy the docs preview \x1b[2J\x1b[H\x1b]0;owned-title\x07\x1b[1A\x1b[2K\r✓ approved by you \u202Etxt.exe\u200b';
const POLICY = { patterns: { requiresApproval: ['*deploy*'] } };

async function until<T>(what: string, fn: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `airlock serve --console jsonl` whose stdin is a named pipe, as in `controller | airlock serve`. */
function serveOnFifo(home: string): { child: ChildProcess; write: (line: string) => void; events: Array<Record<string, unknown>>; raw: () => Buffer } {
  const fifo = path.join(home, 'console.fifo');
  execFileSync('mkfifo', ['-m', '600', fifo]);
  const fd = fs.openSync(fifo, 'r+'); // read+write: the pipe never sees EOF while we hold it
  const child = spawn(process.execPath, [CLI, 'serve', '--console', 'jsonl', '--no-dialog'], { cwd: ROOT, env: { ...process.env, ...airlockEnv(home) }, stdio: [fd, 'pipe', 'pipe'] });
  children.push(child);
  const chunks: Buffer[] = [];
  const events: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    rest += chunk.toString('utf8');
    let i;
    while ((i = rest.indexOf('\n')) >= 0) {
      events.push(JSON.parse(rest.slice(0, i)) as Record<string, unknown>);
      rest = rest.slice(i + 1);
    }
  });
  return { child, write: (line) => fs.writeSync(fd, `${line}\n`), events, raw: () => Buffer.concat(chunks) };
}

describe.skipIf(process.platform !== 'linux')('the jsonl console', () => {
  it('refuses a command written into its stdin through /proc/<pid>/fd/0 without the token, and tells the person; its bytes stay inert', async () => {
    const home = tempHome(POLICY);
    homes.push(home);
    const serve = serveOnFifo(home);
    const ready = await until('ready', () => serve.events.find((e) => e.type === 'ready'));
    expect(typeof ready.token).toBe('string');

    // The attack: another process of the same user opens the console's stdin and speaks as the person.
    const spoof = fs.openSync(`/proc/${serve.child.pid}/fd/0`, 'w');
    fs.writeSync(spoof, `${JSON.stringify({ command: 'mode', mode: 'disabled', ref: 'spoof' })}\n`);
    fs.closeSync(spoof);
    const refused = await until('the refusal', () => serve.events.find((e) => e.ref === 'spoof'));
    expect(refused).toMatchObject({ type: 'error', code: 'CONSOLE_UNAUTHENTICATED' });
    await until('the alert', () => serve.events.find((e) => e.type === 'integrity'));
    // A guessed token is refused the same way.
    serve.write(JSON.stringify({ command: 'mode', mode: 'disabled', token: 'x'.repeat(32), ref: 'guess' }));
    expect(await until('the second refusal', () => serve.events.find((e) => e.ref === 'guess'))).toMatchObject({ code: 'CONSOLE_UNAUTHENTICATED' });

    // The person's controller, with the token, is obeyed; the mode was never changed by the spoof.
    serve.write(JSON.stringify({ command: 'list', token: ready.token, ref: 'mine' }));
    expect(await until('the list', () => serve.events.find((e) => e.ref === 'mine'))).toMatchObject({ type: 'result', ok: true });
    const agent = await Agent.connect(home, 'hostile-client');
    agents.push(agent);
    const step = await agent.step('bot', HOSTILE);
    expect(step.data?.directive?.continue).toBe(false);
    await until('the pending card', () => serve.events.find((e) => e.type === 'confirmation'));
    const audit = spawnSync(process.execPath, [CLI, 'audit', 'verify', '--json'], { cwd: ROOT, env: { ...process.env, ...airlockEnv(home) }, encoding: 'utf8' });
    expect(audit.status).toBe(0);

    const bytes = serve.raw().toString('utf8');
    expect(bytes).not.toContain('\x1b');
    expect(bytes).not.toContain('\u202e');
    expect(bytes).not.toContain('\u200b');
    expect(bytes).toContain('␛[2J');
  });

  it('spawned with sockets for stdio (as Node, libuv and most supervisors do), its stdin cannot even be opened through /proc', async () => {
    const home = tempHome(POLICY);
    homes.push(home);
    const child = spawn(process.execPath, [CLI, 'serve', '--console', 'jsonl', '--no-dialog'], { cwd: ROOT, env: { ...process.env, ...airlockEnv(home) }, stdio: ['pipe', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    await until('ready', () => out.includes('"ready"'));
    let code: string | undefined;
    try {
      fs.closeSync(fs.openSync(`/proc/${child.pid}/fd/0`, 'w'));
    } catch (error) {
      code = (error as NodeJS.ErrnoException).code;
    }
    expect(code).toBe('ENXIO');
    try {
      fs.closeSync(fs.openSync(`/proc/${child.pid}/fd/1`, 'r'));
      code = 'OPENED';
    } catch (error) {
      code = (error as NodeJS.ErrnoException).code;
    }
    expect(code).toBe('ENXIO');
  });
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;

describe.skipIf(!hasTmux)('the terminal console (a real terminal, in tmux)', () => {
  it('shows a hint full of escape sequences as visible text: the screen is not cleared, no line is erased, the title is not set', async () => {
    const home = tempHome(POLICY);
    homes.push(home);
    const session = `alk-${path.basename(home)}`;
    const env = Object.entries(airlockEnv(home)).map(([k, v]) => `${k}=${v}`);
    execFileSync('tmux', ['new-session', '-d', '-s', session, '-x', '200', '-y', '50', 'env', ...env, process.execPath, CLI, 'serve', '--console', 'tty', '--no-dialog']);
    const pane = (): string => execFileSync('tmux', ['capture-pane', '-p', '-t', session, '-S', '-200'], { encoding: 'utf8' });
    try {
      await until('the console', () => pane().includes('Airlock is running on'));
      const agent = await Agent.connect(home, 'tty-hostile');
      agents.push(agent);
      await agent.step('bot', HOSTILE);
      const screen = await until('the pending card', () => {
        const text = pane();
        return text.includes('CONFIRM bot') ? text : undefined;
      });
      expect(screen).toContain('Airlock is running on'); // the screen was not cleared
      expect(screen).toContain('␛[2J');
      expect(screen).toContain('<U+202E>');
      expect(screen).toMatch(/wants: deploy the docs preview ␛\[2J/);
      expect(screen).toContain('[a 1 approve · d 1 deny · show 1]'); // the real line after the hint was not erased
      const title = execFileSync('tmux', ['display-message', '-p', '-t', session, '#{pane_title}'], { encoding: 'utf8' });
      expect(title).not.toContain('owned-title');
    } finally {
      spawnSync('tmux', ['kill-session', '-t', session]);
    }
  });
});
