// Preloaded into a child (NODE_OPTIONS="--import <this file>") by bench/tail-probe.ts:
// records the process's GC pauses and, every 1 ms, how late its event loop was
// (absolute times, performance.timeOrigin + startTime, ms), and writes them to
// $AIRLOCK_TRACE_DIR/<pid>.json at exit. Nothing else changes in the process.
import fs from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const dir = process.env.AIRLOCK_TRACE_DIR;
if (dir) {
  const origin = performance.timeOrigin;
  const gc = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gc.push([origin + e.startTime, e.duration, e.detail?.kind ?? 0]);
  }).observe({ entryTypes: ['gc'] });
  const role = process.argv.slice(2).find((a) => a === 'serve' || a === 'bridge' || a.endsWith('echo-server.ts')) ?? 'other';
  const write = () => {
    try {
      fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify({ pid: process.pid, role, gc }));
    } catch {
      // the directory is gone
    }
  };
  process.on('exit', write);
}
