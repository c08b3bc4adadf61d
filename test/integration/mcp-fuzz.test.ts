// Random sequences of MCP-AQL calls (any operation, any tool, any arguments,
// ids that really exist) against the real engine over a real socket:
// every answer is a well-formed envelope, the server keeps serving, and
// nothing the agent sends approves, lifts, changes the mode or reveals a code.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAirlock, type Airlock } from '../../src/main/airlock';
import { ERROR_CODES } from '../../src/main/core/errors';
import { SocketClientTransport, startSocketServer, type SocketServer } from '../../src/main/mcp';
import { codeForms, tempHome } from './helpers/serve';

let home: string;
let airlock: Airlock;
let server: SocketServer;
let client: Client;
const codes: string[] = [];
const replies: string[] = [];
const ids = new Set<string>(['00000000-0000-4000-8000-000000000000']);

beforeAll(async () => {
  home = tempHome({ patterns: { deny: ['*drop*'], requiresApproval: ['*deploy*'] }, rateLimit: { maxFailures: 1000, windowSeconds: 60, lockoutSeconds: 1 } });
  airlock = openAirlock({ home, ports: { codeDisplay: { show: (c) => void codes.push(c.code) } } });
  airlock.human.subscribe((e) => {
    if (e.type === 'challenge') codes.push(e.challenge.code);
  });
  server = await startSocketServer({ agent: airlock.agent, socketPath: path.join(home, 'run', 'f.sock') });
  client = new Client({ name: 'fuzzer', version: '1.0.0' });
  await client.connect(new SocketClientTransport(server.socketPath));
});

afterAll(async () => {
  await client?.close().catch(() => {});
  await server?.close();
  airlock?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

const OPS = ['introspect', 'execute_agent', 'record_execution_step', 'verify_challenge', 'complete_execution', 'abort_execution', 'confirm_operation', 'enter_phase'];
const FIELDS = ['element_name', 'nextActionHint', 'execution_id', 'confirmation_id', 'challenge_id', 'code', 'wait_seconds', 'riskScore', 'outcome', 'query', 'name', 'approve', 'mode', 'scope', 'status', 'decided_by', 'persona', 'parent_execution_id', 'delegate', 'phase'];
const ID = '$ID';

const value = fc.oneof(
  fc.constantFrom(ID, ID, 'agent-1', 'deploy to prod', 'drop table users', 'read file', 'success', 'failure', 'approved', 'operations', 'policy', 0, 0.1, 50, 95),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const params = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
  fc.record({ element_name: fc.constantFrom('agent-1', 'agent-2'), nextActionHint: fc.constantFrom('deploy to prod', 'drop db', 'list files', 'read docs'), riskScore: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ confirmation_id: fc.constant(ID), wait_seconds: fc.constantFrom(0, 0.05) }),
  fc.record({ challenge_id: fc.constant(ID), code: fc.string({ minLength: 1, maxLength: 40 }) }),
  fc.anything({ maxDepth: 2 }),
);
const TOOL_OF: Record<string, string> = {
  introspect: 'mcp_aql_read',
  record_execution_step: 'mcp_aql_create',
  verify_challenge: 'mcp_aql_create',
  execute_agent: 'mcp_aql_execute',
  complete_execution: 'mcp_aql_execute',
  abort_execution: 'mcp_aql_execute',
  confirm_operation: 'mcp_aql_execute',
  enter_phase: 'mcp_aql_execute',
};
const randomCall = fc.record({
  tool: fc.constantFrom('mcp_aql_read', 'mcp_aql_create', 'mcp_aql_execute'),
  operation: fc.oneof(fc.constantFrom(...OPS), fc.string({ maxLength: 20 }), fc.integer()),
  params: fc.option(params, { nil: undefined }),
});
// Calls on the right tool, so that steps, pauses, challenges and blocks really happen.
const routedCall = fc.record({ operation: fc.constantFrom(...OPS, 'record_execution_step', 'record_execution_step'), params }).map((c) => ({ ...c, tool: TOOL_OF[c.operation]! }));
const callArb = fc.oneof(randomCall, routedCall, routedCall);

function withIds(input: unknown, pick: () => string): unknown {
  if (input === ID) return pick();
  if (Array.isArray(input)) return input.map((v) => withIds(v, pick));
  if (input && typeof input === 'object') return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, withIds(v, pick)]));
  return input;
}

function collectIds(text: string): void {
  for (const m of text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)) ids.add(m[0]);
}

it('any sequence of calls gets envelopes and changes nothing only a human may change', { timeout: 120_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(callArb, { minLength: 1, maxLength: 8 }), fc.nat(), async (calls, seed) => {
      let n = seed;
      const pool = (): string => {
        const all = [...ids];
        return all[n++ % all.length]!;
      };
      for (const c of calls) {
        const args: Record<string, unknown> = { operation: c.operation };
        if (c.params !== undefined) args.params = withIds(c.params, pool);
        const result = (await client.callTool({ name: c.tool, arguments: args })) as {
          structuredContent?: { success: boolean; error?: { code: string } };
          content: Array<{ text?: string }>;
          isError?: boolean;
        };
        const text = result.content[0]?.text ?? '';
        replies.push(text);
        collectIds(text);
        const envelope = JSON.parse(text) as { success: boolean; error?: { code: string; message: string } };
        expect(result.structuredContent).toEqual(envelope);
        expect(result.isError === true).toBe(!envelope.success);
        if (!envelope.success) {
          expect(ERROR_CODES).toContain(envelope.error?.code);
          expect(envelope.error?.code).not.toBe('INTERNAL_ERROR');
          expect(typeof envelope.error?.message).toBe('string');
        }
      }
    }),
    { numRuns: 150 },
  );
  // Still serving.
  const intro = await client.callTool({ name: 'mcp_aql_read', arguments: { operation: 'introspect' } });
  expect(intro.isError).toBeFalsy();
  // Nothing only a human may do happened.
  expect(airlock.agent.policySummary().mode).toBe('enforcing');
  expect(airlock.human.listExecutions({ limit: 1000 }).length).toBeGreaterThan(0);
  const approvedByAgent = (airlock.store.db.prepare("SELECT count(*) AS n FROM confirmations WHERE status = 'approved'").get() as { n: number }).n;
  expect(approvedByAgent).toBe(0);
  expect(airlock.human.listBlocks().filter((b) => b.liftedAt).length).toBe(0);
  // No code in any reply.
  const all = replies.join('\n');
  expect(codes.length).toBeGreaterThan(0);
  expect(replies.filter((r) => r.includes('"success":true')).length).toBeGreaterThan(10);
  for (const code of codes) for (const form of codeForms(code)) expect(all.includes(form)).toBe(false);
});
