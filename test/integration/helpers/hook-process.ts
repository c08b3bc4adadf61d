// The built commands as child processes: the CLI (bin/airlock.mjs) and the
// installed hook entry (bin/airlock-hook.mjs), fed stdin and read back whole.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI, ROOT } from './serve';

export const HOOK = path.join(ROOT, 'bin', 'airlock-hook.mjs');

export interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

export interface RunOptions {
  /** The entry script: the CLI unless told (HOOK, or a copy under test). */
  entry?: string;
  /** Killed with SIGKILL after this long (a hung child fails its test, not the run). */
  timeoutMs?: number;
  onSpawn?: (pid: number) => void;
}

/** Runs `node <entry> ...args` with `input` on stdin and the test's env on top of this process's. */
export function runEntry(args: string[], input: string | undefined, env: Record<string, string>, options: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.entry ?? CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    });
    child.stdin.end(input ?? '');
  });
}

/** One tool call through the installed hook entry, as a client runs it: `airlock-hook <client> ...args` with the event on stdin. */
export function spawnHook(client: string, payload: unknown, env: Record<string, string>, args: string[] = []): Promise<Run> {
  return runEntry([client, ...args], typeof payload === 'string' ? payload : JSON.stringify(payload), env, { entry: HOOK });
}

/** Newest modification time under a directory. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the CLI and hook bundles when either is missing or older than the
 *  sources. Under `npm test` the build has just run, so no test rewrites a
 *  bundle while others run it. */
export function ensureBuilt(): void {
  const bundles = [path.join(ROOT, 'out', 'cli', 'airlock.mjs'), path.join(ROOT, 'out', 'hook', 'airlock-hook.mjs')];
  const sources = newest(path.join(ROOT, 'src'));
  if (bundles.some((bundle) => !fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < sources)) {
    execFileSync('npm', ['run', '-s', 'build:cli'], { cwd: ROOT, stdio: 'inherit' });
  }
}
