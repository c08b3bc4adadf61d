// The separate-OS-user setup (issue 14 item 7), for real where the machine
// allows (root, with groupadd/useradd/runuser): the person runs
// `airlock serve --socket-group <group> --socket <dir outside the home>`; the
// agent runs as another user in that group. The agent's user reaches the
// socket through the real bridge and is served — and cannot read Airlock's
// home, database, keys or anchor, nor open the console's stdin through /proc.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, ROOT, ServeProcess, tempHome } from '../integration/helpers/serve';
import { report, rmHome } from './config';

const AGENT_USER = 'airlock-agent-t';
const AGENT_GROUP = 'airlock-agents-t';

function which(cmd: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin']) {
    if (dir && fs.existsSync(path.join(dir, cmd))) return path.join(dir, cmd);
  }
  return null;
}

function unavailable(): string | null {
  if (process.platform !== 'linux') return 'Linux only (runuser, /etc/group)';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'not root: cannot create a second user';
  for (const tool of ['runuser', 'useradd', 'groupadd', 'userdel', 'groupdel']) if (!which(tool)) return `${tool} is not installed`;
  return null;
}

// Run in this order: the server, then the user, then its group, then files.
const cleanup: Array<() => void | Promise<unknown>> = [];
let stopServe: (() => Promise<unknown>) | undefined;
let removeUser: (() => void) | undefined;
let removeGroup: (() => void) | undefined;
afterAll(async () => {
  for (const fn of [stopServe, removeUser, removeGroup, ...cleanup]) {
    if (!fn) continue;
    try {
      await fn();
    } catch {
      // best effort
    }
  }
});

describe('the agent as a separate OS user', () => {
  it('reaches the socket through the group, and nothing of the person’s', async (ctx) => {
    const why = unavailable();
    if (why) {
      report('separate user', { skipped: why });
      ctx.skip();
      return;
    }
    if (spawnSync('getent', ['group', AGENT_GROUP]).status !== 0) {
      execFileSync(which('groupadd')!, ['--system', AGENT_GROUP]);
      removeGroup = () => execFileSync(which('groupdel')!, [AGENT_GROUP]);
    }
    if (spawnSync('id', ['-u', AGENT_USER]).status !== 0) {
      execFileSync(which('useradd')!, ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', '--gid', AGENT_GROUP, AGENT_USER]);
      removeUser = () => execFileSync(which('userdel')!, [AGENT_USER]);
    }

    const home = tempHome({ patterns: { requiresApproval: ['*deploy*'] } });
    cleanup.push(() => rmHome(home));
    const socketDir = fs.mkdtempSync(path.join('/tmp', 'alk-sock-'));
    cleanup.push(() => fs.rmSync(socketDir, { recursive: true, force: true }));
    const socket = path.join(socketDir, 'airlock.sock');
    // Refused inside the private home: the agent's user could not reach it there.
    const inside = spawnSync(process.execPath, [CLI, 'serve', '--console', 'jsonl', '--no-dialog', '--socket-group', AGENT_GROUP], {
      cwd: ROOT,
      env: { ...process.env, AIRLOCK_HOME: home, AIRLOCK_SOCKET: path.join(home, 'run', 'airlock.sock'), AIRLOCK_KEYCHAIN: 'file' },
      encoding: 'utf8',
      input: '',
      timeout: 30_000,
    });
    expect(inside.status).toBe(1);
    expect(inside.stderr).toMatch(/outside Airlock's home/);

    const serve = await ServeProcess.start(home, ['--socket', socket, '--socket-group', AGENT_GROUP]);
    stopServe = () => serve.stop();
    const gid = Number(execFileSync('getent', ['group', AGENT_GROUP], { encoding: 'utf8' }).split(':')[2]);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o660);
    expect(fs.statSync(socket).gid).toBe(gid);
    expect(fs.statSync(socketDir).mode & 0o777).toBe(0o750);
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);

    // The agent's side, as that user: the real MCP SDK client through the real bridge.
    const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-probe-'));
    cleanup.push(() => fs.rmSync(probeDir, { recursive: true, force: true }));
    fs.chmodSync(probeDir, 0o755);
    const sdk = (p: string): string => `file://${path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'sdk', 'dist', 'esm', p)}`;
    const probe = path.join(probeDir, 'probe.mjs');
    fs.writeFileSync(
      probe,
      `import fs from 'node:fs';
import { Client } from '${sdk('client/index.js')}';
import { StdioClientTransport } from '${sdk('client/stdio.js')}';
const [socket, home, pid] = process.argv.slice(2);
const out = {};
const tryRead = (name, fn) => { try { fn(); out[name] = 'READ'; } catch (e) { out[name] = e.code; } };
tryRead('home', () => fs.readdirSync(home));
tryRead('database', () => fs.readFileSync(home + '/airlock.db'));
tryRead('keys', () => fs.readFileSync(home + '/keys/keychain.json'));
tryRead('anchor', () => fs.readFileSync(home + '/audit-anchor.json'));
tryRead('policy', () => fs.readFileSync(home + '/policy.json'));
tryRead('console_stdin', () => fs.closeSync(fs.openSync('/proc/' + pid + '/fd/0', 'w')));
tryRead('console_stdout', () => fs.closeSync(fs.openSync('/proc/' + pid + '/fd/1', 'r')));
const transport = new StdioClientTransport({ command: process.execPath, args: ['${CLI}', 'bridge', '--socket', socket], stderr: 'pipe' });
const client = new Client({ name: 'other-user-agent', version: '1' });
await client.connect(transport);
const call = async (operation, params) => JSON.parse((await client.callTool({ name: operation === 'record_execution_step' ? 'mcp_aql_create' : 'mcp_aql_execute', arguments: { operation, params } })).content[0].text);
out.step = await call('record_execution_step', { element_name: 'sandboxed', nextActionHint: 'list files' });
out.paused = await call('record_execution_step', { element_name: 'sandboxed', nextActionHint: 'deploy the docs to staging' });
await client.close();
console.log(JSON.stringify(out));
`,
      { mode: 0o644 },
    );
    const result = spawnSync(which('runuser')!, ['-u', AGENT_USER, '--', process.execPath, probe, socket, home, String(serve.child.pid)], { encoding: 'utf8', timeout: 60_000, cwd: '/' });
    if (result.status !== 0) throw new Error(`the probe failed as ${AGENT_USER}: ${result.stderr.slice(0, 800)}`);
    const seen = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, unknown> & {
      step: { success: boolean; data: { directive: { continue: boolean } } };
      paused: { success: boolean; data: { directive: { continue: boolean } } };
    };
    report('separate user', { user: AGENT_USER, group: AGENT_GROUP, ...seen, step: seen.step.success, paused: seen.paused.data.directive.continue });
    expect(seen.step.success).toBe(true);
    expect(seen.step.data.directive.continue).toBe(true);
    expect(seen.paused.data.directive.continue).toBe(false);
    for (const what of ['home', 'database', 'keys', 'anchor', 'policy', 'console_stdin', 'console_stdout']) expect(seen[what], what).toBe('EACCES');
    // And the person's console saw the agent's steps.
    await serve.waitFor((e) => e.type === 'confirmation');
  });
});
