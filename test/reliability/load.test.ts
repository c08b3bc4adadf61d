// Load: N agents × M steps at once, interleaved with human decisions made on
// the console of `airlock serve --console jsonl`. Every few steps an agent
// asks for something that needs approval, waits in confirm_operation, and the
// "human" (this test, reading the console) approves or denies with a reason
// naming that agent and build. Nothing may be lost (every step reported is a
// row, a console event and a reply with the next seq) and nothing may be
// attributed to the wrong agent, client, execution or decision.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClientTransport } from '../../src/main/mcp/socket-client-transport';
import type { PolicyInput } from '../../src/main/core/policy';
import { Agent, ServeProcess, tempHome, type Envelope } from '../integration/helpers/serve';
import { FULL, SIZES, openStoreDb, report, rmHome } from './config';

const POLICY: PolicyInput = { mode: 'enforcing', maxAutonomousSteps: 100_000, patterns: { requiresApproval: ['*deploy to staging*'] } };
const DECIDE_EVERY = FULL ? 50 : 20;

let home: string;
let serve: ServeProcess;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  home = tempHome(POLICY);
  serve = await ServeProcess.start(home);
});

afterAll(async () => {
  for (const close of closers) await close().catch(() => {});
  if (serve) await serve.stop();
  rmHome(home);
});

type Call = (tool: string, operation: string, params: Record<string, unknown>) => Promise<Envelope>;

/** Agents i % 8 == 0 go through a real `airlock bridge`; the others use the SDK client on the socket. */
async function connect(i: number, clientName: string): Promise<Call> {
  if (i % 8 === 0) {
    const agent = await Agent.connect(home, clientName);
    closers.push(() => agent.close());
    return (tool, operation, params) => agent.call(tool, operation, params);
  }
  const client = new Client({ name: clientName, version: '1.0.0' });
  await client.connect(new SocketClientTransport(serve.socketPath));
  closers.push(() => client.close());
  return async (tool, operation, params) => {
    const result = (await client.callTool({ name: tool, arguments: { operation, params } }, undefined, { timeout: 60_000 })) as { content: Array<{ text?: string }> };
    return JSON.parse(result.content[0]?.text ?? 'null') as Envelope;
  };
}

const expectApproval = (agentIndex: number, s: number): boolean => (agentIndex + s / DECIDE_EVERY) % 2 === 0;
const denyReason = (agent: string, s: number): string => `no: build ${s} of ${agent} stays in review`;

describe('load with human decisions', () => {
  it(`${SIZES.loadAgents} agents × ${SIZES.loadSteps} steps with decisions on the console: nothing lost or misattributed`, { timeout: FULL ? 1_200_000 : 120_000 }, async () => {
    const N = SIZES.loadAgents;
    const M = SIZES.loadSteps;
    const since = serve.events.length;
    const calls = await Promise.all(Array.from({ length: N }, (_, i) => connect(i, `load-client-${i}`)));

    // The human: reads pending confirmations off the console and decides each one.
    let running = true;
    const misattributed: string[] = [];
    const decisions: Array<Promise<unknown>> = [];
    const human = (async () => {
      let cursor = since;
      while (running) {
        for (; cursor < serve.events.length; cursor++) {
          const e = serve.events[cursor]!;
          if (e.type !== 'confirmation') continue;
          const c = e.confirmation as { id: string; agent: string; client: string; hint: string; status: string };
          if (c.status !== 'pending') continue;
          const m = /^deploy to staging build (\d+) as (load-agent-(\d+))$/.exec(c.hint);
          if (!m || m[2] !== c.agent || c.client !== `load-client-${m[3]}`) {
            misattributed.push(`confirmation ${c.id}: ${c.agent}/${c.client} for "${c.hint}"`);
            continue;
          }
          const s = Number(m[1]);
          const index = Number(m[3]);
          decisions.push(
            expectApproval(index, s) ? serve.command({ command: 'approve', id: c.id }) : serve.command({ command: 'deny', id: c.id, reason: denyReason(c.agent, s) }),
          );
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const t0 = Date.now();
    const results = await Promise.all(
      calls.map(async (call, i) => {
        const name = `load-agent-${i}`;
        const started = await call('mcp_aql_execute', 'execute_agent', { element_name: name, goal: 'reliability load' });
        const executionId = started.data?.execution_id as string;
        const seqs: number[] = [];
        let approved = 0;
        let denied = 0;
        const step = async (hint: string): Promise<NonNullable<Envelope['data']>> => {
          const res = await call('mcp_aql_create', 'record_execution_step', { element_name: name, nextActionHint: hint, execution_id: executionId });
          if (!res.success) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
          expect(res.data!.execution_id).toBe(executionId);
          seqs.push(res.data!.step!);
          return res.data!;
        };
        for (let s = 1; s <= M; s++) {
          if (s % DECIDE_EVERY !== 0) {
            const data = await step(`read file src/${name}/file-${s}.ts as ${name}`);
            expect(data.directive?.continue, `${name} step ${s}`).toBe(true);
            continue;
          }
          const hint = `deploy to staging build ${s} as ${name}`;
          const paused = await step(hint);
          expect(paused.directive?.continue).toBe(false);
          const confirmationId = paused.directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
          expect(confirmationId, `${name} step ${s}: no confirmation`).toBeTruthy();
          const answer = await call('mcp_aql_execute', 'confirm_operation', { confirmation_id: confirmationId, wait_seconds: 30 });
          if (expectApproval(i, s)) {
            expect(answer.data).toMatchObject({ confirmation_id: confirmationId, status: 'approved', decided_by: 'human' });
            const again = await step(hint);
            expect(again.directive?.continue, `${name}: approved action did not continue`).toBe(true);
            approved++;
          } else {
            expect(answer.data).toMatchObject({ confirmation_id: confirmationId, status: 'denied', decided_by: 'human', reason: denyReason(name, s) });
            denied++;
          }
        }
        const done = await call('mcp_aql_execute', 'complete_execution', { element_name: name, execution_id: executionId, outcome: 'success' });
        expect(done.data).toMatchObject({ status: 'completed' });
        return { name, client: `load-client-${i}`, executionId, seqs, approved, denied };
      }),
    );
    const seconds = (Date.now() - t0) / 1000;
    running = false;
    await human;
    await Promise.all(decisions);
    expect(misattributed).toEqual([]);

    // Replies: consecutive seqs in one execution per agent.
    for (const r of results) expect(r.seqs).toEqual(Array.from({ length: r.seqs.length }, (_, k) => k + 1));
    expect(new Set(results.map((r) => r.executionId)).size).toBe(N);

    // The store: every step a row, with the right agent, client, execution, seq and hint.
    const db = openStoreDb(home);
    try {
      const rows = db.prepare("SELECT agent, client, execution_id, seq, hint FROM steps WHERE agent LIKE 'load-agent-%' ORDER BY id").all() as Array<{
        agent: string;
        client: string;
        execution_id: string;
        seq: number;
        hint: string;
      }>;
      const byAgent = new Map(results.map((r) => [r.name, r]));
      const counts = new Map<string, number>();
      for (const row of rows) {
        const r = byAgent.get(row.agent);
        const ok = r !== undefined && row.client === r.client && row.execution_id === r.executionId && row.hint.endsWith(` as ${row.agent}`);
        if (!ok) misattributed.push(`step row ${row.execution_id}#${row.seq} of ${row.agent}/${row.client}: "${row.hint}"`);
        counts.set(row.agent, (counts.get(row.agent) ?? 0) + 1);
      }
      for (const r of results) expect(counts.get(r.name), `rows of ${r.name}`).toBe(r.seqs.length);
      const confirmations = db.prepare("SELECT agent, client, hint, status, reason FROM confirmations WHERE agent LIKE 'load-agent-%'").all() as Array<{
        agent: string;
        client: string;
        hint: string;
        status: string;
        reason: string | null;
      }>;
      expect(confirmations.length).toBe(results.reduce((n, r) => n + r.approved + r.denied, 0));
      for (const c of confirmations) {
        const m = /^deploy to staging build (\d+) as (load-agent-(\d+))$/.exec(c.hint);
        const index = Number(m?.[3]);
        const s = Number(m?.[1]);
        const want = expectApproval(index, s) ? { status: 'approved', reason: null } : { status: 'denied', reason: denyReason(c.agent, s) };
        if (!m || m[2] !== c.agent || c.client !== `load-client-${index}` || c.status !== want.status || c.reason !== want.reason) {
          misattributed.push(`confirmation of ${c.agent}/${c.client} "${c.hint}": ${c.status} ${c.reason ?? ''}`);
        }
      }
    } finally {
      db.close();
    }

    // The console: one step event per step, attributed like the rows.
    const stepEvents = serve.events.slice(since).filter((e) => e.type === 'step').map((e) => e.step as { agent: string; client: string; executionId: string });
    for (const r of results) {
      const mine = stepEvents.filter((e) => e.agent === r.name);
      expect(mine.length, `console step events of ${r.name}`).toBe(r.seqs.length);
      expect(mine.every((e) => e.client === r.client && e.executionId === r.executionId)).toBe(true);
    }
    expect(misattributed.slice(0, 10)).toEqual([]);

    const totalSteps = results.reduce((n, r) => n + r.seqs.length, 0);
    report('load', {
      agents: N,
      steps_per_agent: M,
      steps_recorded: totalSteps,
      human_decisions: results.reduce((n, r) => n + r.approved + r.denied, 0),
      approved: results.reduce((n, r) => n + r.approved, 0),
      denied: results.reduce((n, r) => n + r.denied, 0),
      through_bridge: results.filter((_, i) => i % 8 === 0).length,
      seconds: Math.round(seconds * 10) / 10,
      steps_per_s: Math.round(totalSteps / seconds),
    });
  });
});
