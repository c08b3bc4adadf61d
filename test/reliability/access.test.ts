// Local access: only the user who runs Airlock can reach it. The socket is
// 0600 in a 0700 directory, the data directory is 0700, the database is not
// readable by others. Where the platform allows (running as root with
// useradd + runuser), a real second OS user tries to connect to the socket
// and to read the database, and must be refused (EACCES).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServeProcess, tempHome } from '../integration/helpers/serve';
import { report, rmHome } from './config';

const SECOND_USER = 'airlock-reltest';

let home: string;
let serve: ServeProcess;

beforeAll(async () => {
  home = tempHome({ maxAutonomousSteps: 100 });
  serve = await ServeProcess.start(home);
});

afterAll(async () => {
  if (serve) await serve.stop();
  rmHome(home);
});

const mode = (p: string): number => fs.statSync(p).mode & 0o777;
const octal = (m: number): string => `0${m.toString(8)}`;

function which(cmd: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const full = path.join(dir, cmd);
    if (fs.existsSync(full)) return full;
  }
  for (const dir of ['/usr/sbin', '/sbin']) if (fs.existsSync(path.join(dir, cmd))) return path.join(dir, cmd);
  return null;
}

/** Why a second-user test cannot run here, or null when it can. */
function secondUserUnavailable(): string | null {
  if (process.platform === 'win32') return 'Windows: the named pipe is scoped to the user; no second-user test';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'not running as root: cannot switch to a second user';
  if (!which('runuser')) return 'runuser is not installed';
  const exists = spawnSync('id', ['-u', SECOND_USER]).status === 0;
  if (!exists && !which('useradd')) return 'useradd is not installed and the test user does not exist';
  return null;
}

describe('local access', () => {
  it('socket 0600 in a 0700 directory, data directory 0700 (so nobody else can reach the database)', () => {
    if (process.platform === 'win32') return;
    const socket = serve.socketPath;
    expect(fs.lstatSync(socket).isSocket()).toBe(true);
    const figures = {
      socket: octal(mode(socket)),
      socket_dir: octal(mode(path.dirname(socket))),
      data_dir: octal(mode(home)),
      db: octal(mode(path.join(home, 'airlock.db'))),
    };
    report('access modes', figures);
    expect(mode(socket)).toBe(0o600);
    expect(mode(path.dirname(socket))).toBe(0o700);
    expect(mode(home)).toBe(0o700);
  });

  // Defence in depth beside the 0700 directory (fixed in 3143d4f).
  it('the database files themselves are not readable by others (0600)', () => {
    if (process.platform === 'win32') throw new Error('not applicable');
    for (const f of ['airlock.db', 'airlock.db-wal', 'airlock.db-shm']) {
      const file = path.join(home, f);
      if (fs.existsSync(file)) expect(mode(file) & 0o077, `${f} is ${octal(mode(file))}`).toBe(0);
    }
  });

  it('a second OS user can neither connect to the socket nor read the database', (ctx) => {
    const why = secondUserUnavailable();
    if (why) {
      report('access second user', { skipped: why });
      ctx.skip();
      return;
    }
    let created = false;
    if (spawnSync('id', ['-u', SECOND_USER]).status !== 0) {
      // Created only for this test, when missing: a system user without a home or a login shell.
      execFileSync(which('useradd')!, ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SECOND_USER]);
      created = true;
    }
    try {
      secondUserProbe(created);
    } finally {
      // Removed again when this test created it.
      if (created && which('userdel')) spawnSync(which('userdel')!, [SECOND_USER]);
    }
  });
});

function secondUserProbe(created: boolean): void {
  {
    const probe = `
      const net = require('node:net'); const fs = require('node:fs');
      const out = {};
      try { fs.readFileSync(process.argv[2]); out.db = 'READ'; } catch (e) { out.db = e.code; }
      try { fs.readdirSync(process.argv[3]); out.dir = 'LISTED'; } catch (e) { out.dir = e.code; }
      const s = net.connect(process.argv[1]);
      s.on('connect', () => { out.socket = 'CONNECTED'; console.log(JSON.stringify(out)); s.destroy(); });
      s.on('error', (e) => { out.socket = e.code; console.log(JSON.stringify(out)); });
    `;
    const res = spawnSync(which('runuser')!, ['-u', SECOND_USER, '--', process.execPath, '-e', probe, serve.socketPath, path.join(home, 'airlock.db'), home], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    // Also the real bridge, as that user: it must fail closed.
    const bridge = spawnSync(which('runuser')!, ['-u', SECOND_USER, '--', process.execPath, path.resolve('bin/airlock.mjs'), 'bridge', '--socket', serve.socketPath], {
      encoding: 'utf8',
      input: '',
      timeout: 20_000,
    });
    if (res.status !== 0 && !res.stdout.trim()) {
      throw new Error(`could not run node as ${SECOND_USER}: ${res.stderr.trim().slice(0, 200)}`);
    }
    const result = JSON.parse(res.stdout.trim()) as { socket: string; db: string; dir: string };
    report('access second user', { user: SECOND_USER, created_user: created, ...result, bridge_exit: bridge.status, bridge_stderr: bridge.stderr.trim().slice(0, 120) });
    expect(result.socket).toBe('EACCES');
    expect(result.db).toBe('EACCES');
    expect(result.dir).toBe('EACCES');
    expect(bridge.status).toBe(1);
  }
}
