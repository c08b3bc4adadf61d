// Allocation per step outside the socket: one agent's grouped steps through the real engine in one
// process, sampled by the inspector's heap profiler with the collected objects included (what
// `--heap-prof` leaves out); bytes per step by function and by source file.
//
//   node --import tsx bench/heap-step.ts [--steps 4000] [--top 30]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { openAirlock } from '../src/main/airlock';
import { SigningKey } from '../src/main/evidence/keys';

const argv = process.argv.slice(2);
const num = (flag: string, fallback: number): number => {
  const i = argv.indexOf(flag);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const STEPS = num('--steps', 4000);
const TOP = num('--top', 30);

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
}

async function main(): Promise<void> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-heap-step-'));
  fs.writeFileSync(path.join(home, 'policy.json'), JSON.stringify({ mode: 'enforcing', maxAutonomousSteps: 100_000 }));
  const airlock = openAirlock({ home, signingKey: SigningKey.generate() });
  const agent = 'heap-agent';
  const client = 'heap-client';
  const executionId = airlock.agent.executeAgent(client, { element_name: agent }).execution_id;
  // A listener, as the console is: the step event's view is built.
  airlock.human.subscribe(() => {});
  const step = (i: number) =>
    airlock.agent.recordStepGrouped(client, { element_name: agent, execution_id: executionId, nextActionHint: `read file src/${agent}/module-${i % 997}/part-${i}.ts` });
  for (let i = 0; i < 500; i++) await step(i);
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  for (let i = 500; i < 500 + STEPS; i++) await step(i);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
  session.disconnect();
  airlock.close();
  fs.rmSync(home, { recursive: true, force: true });

  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  const walk = (n: Node): void => {
    if (n.selfSize > 0) {
      const file = n.callFrame.url.replace(/^.*\/(src|node_modules)\//, '$1/') || '(native)';
      const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + n.selfSize);
      const dir = file.replace(/\/[^/]*$/, '');
      byFile.set(dir, (byFile.get(dir) ?? 0) + n.selfSize);
      total += n.selfSize;
    }
    for (const c of n.children) walk(c);
  };
  walk(profile.head);
  const show = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / STEPS).toFixed(0).padStart(7)} B  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  process.stdout.write(`allocated per step (sampled, collected objects included): ${(total / STEPS / 1024).toFixed(1)} KB over ${STEPS} steps\n`);
  process.stdout.write(`by folder:\n${show(byFile, 15)}\nby function:\n${show(byFn, TOP)}\n`);
}

await main();
