// `airlock serve --console jsonl` as a child process for benchmarks. Unlike the
// integration helper (test/integration/helpers/serve.ts), it keeps no console
// events in memory: a million-step run prints a million `step` lines, which
// are drained and dropped. It reads only the `ready` line, timed with
// process.hrtime.bigint() from just before spawn().
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { CLI, ROOT, airlockEnv, socketFor } from '../../test/integration/helpers/serve';

export class BenchServe {
  readonly exited: Promise<void>;
  private constructor(
    readonly home: string,
    readonly child: ChildProcess,
    /** ms from just before spawn() to the `ready` line. */
    readonly startupMs: number,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get socketPath(): string {
    return socketFor(this.home);
  }

  static start(home: string, timeoutMs = 20_000): Promise<BenchServe> {
    return new Promise((resolve, reject) => {
      const t0 = process.hrtime.bigint();
      const child = spawn(process.execPath, [...(process.env.AIRLOCK_SERVE_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []), process.env.AIRLOCK_BENCH_CLI ?? CLI, 'serve', '--console', 'jsonl', '--no-dialog'], {
        cwd: ROOT,
        env: { ...process.env, ...airlockEnv(home) },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let pending = '';
      let ready = false;
      const stderr: string[] = [];
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`serve did not become ready in ${timeoutMs} ms: ${stderr.join('').slice(-500)}`));
      }, timeoutMs);
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => {
        if (stderr.length < 50) stderr.push(chunk);
      });
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (chunk: string) => {
        if (ready) return; // drained and dropped
        pending += chunk;
        const nl = pending.indexOf('\n');
        if (nl < 0) return;
        const first = pending.slice(0, nl);
        pending = '';
        if (first.includes('"type":"ready"')) {
          ready = true;
          clearTimeout(timer);
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          resolve(new BenchServe(home, child, ms));
        }
      });
      child.once('exit', (code, signal) => {
        if (ready) return;
        clearTimeout(timer);
        reject(new Error(`serve exited before ready (${code ?? signal}): ${stderr.join('').slice(-500)}`));
      });
    });
  }

  /** Resident set size and its peak, from /proc (Linux); null elsewhere. */
  memory(): { rssMb: number; peakMb: number } | null {
    return procMemory(this.pid);
  }

  /** CPU time (user + system) the serve process has used, in ms (Linux); null elsewhere. */
  cpuMs(): number | null {
    return procCpuMs(this.pid);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

export function procMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** utime + stime of a process from /proc/<pid>/stat, in ms (clock ticks of 10 ms, the Linux default USER_HZ). */
export function procCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
