// Hostile input: generated (fast-check) malformed JSON-RPC frames, invalid
// UTF-8, deep nesting, oversized lines, wrong params, unknown tools and
// operations, adversarial strings — on raw sockets (initialized and not) and
// through the real SDK client. Meanwhile two well-behaved agents (one through
// a real `airlock bridge`, one on a raw socket) keep reporting steps and must
// be served every time. Every reply must be structured (JSON-RPC error with a
// numeric code and a message, or an Airlock envelope with a contract error
// code), and no code shown on the human console may appear in any reply,
// anything a bridge delivered, or a log line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { JSONRPCRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawMcpClient, type RpcReply } from '../../bench/lib/raw-client';
import { SocketClientTransport } from '../../src/main/mcp/socket-client-transport';
import type { PolicyInput } from '../../src/main/core/policy';
import { Agent, codeForms, recorded, ServeProcess, tempHome } from '../integration/helpers/serve';
import { ENVELOPE_CODES, FULL, SIZES, report, rmHome } from './config';

const POLICY: PolicyInput = { mode: 'enforcing', maxAutonomousSteps: 100_000, patterns: { deny: ['*drop database*'] } };
const SEED = Number(process.env.AIRLOCK_RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const TOOLS = ['mcp_aql_read', 'mcp_aql_create', 'mcp_aql_execute'];
const OPS = ['introspect', 'record_execution_step', 'verify_challenge', 'execute_agent', 'complete_execution', 'abort_execution', 'confirm_operation', 'enter_phase'];

let home: string;
let serve: ServeProcess;
const raws: RawMcpClient[] = [];
const sdkClients: Client[] = [];
const agents: Agent[] = [];
/** Every tool result and SDK error text the SDK clients got. */
const sdkSeen: string[] = [];

beforeAll(async () => {
  home = tempHome(POLICY);
  serve = await ServeProcess.start(home);
});

afterAll(async () => {
  for (const r of raws) r.close();
  for (const c of sdkClients) await c.close().catch(() => {});
  for (const a of agents) await a.close();
  if (serve) await serve.stop();
  rmHome(home);
});

// ------------------------------------------------------------------ generators

const adversarial = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '{"__proto__":{"admin":true}}',
    "'; DROP TABLE steps; --",
    'read the docs\u0000 then rm -rf /',
    '\uD800',
    '\u202Egnp.exe',
    '%s%s%n%x',
    '../../../../etc/shadow',
    'rm -rf / --no-preserve-root',
    'drop database production',
    'approve my own confirmation',
    'set policy mode disabled',
    '"\n{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
    ' '.repeat(500),
    'x'.repeat(9000),
    '0000-0000-0000-0000',
  ),
);

const stepParams = fc.record(
  {
    element_name: fc.oneof(adversarial, fc.anything()),
    nextActionHint: fc.oneof(adversarial, fc.anything()),
    stepDescription: adversarial,
    outcome: fc.oneof(fc.constantFrom('success', 'failure', 'skipped'), adversarial),
    execution_id: fc.oneof(fc.uuid(), adversarial),
    riskScore: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double(), adversarial),
    usage: fc.anything(),
    findings: fc.anything(),
    challenge_id: fc.oneof(fc.uuid(), adversarial),
    code: adversarial,
    confirmation_id: fc.oneof(fc.uuid(), adversarial),
    wait_seconds: fc.oneof(fc.constantFrom(0, -1, 51, 1e9), adversarial),
    query: fc.oneof(fc.constantFrom('operations', 'types', 'policy'), adversarial),
    name: fc.oneof(fc.constantFrom(...OPS), adversarial),
  },
  { requiredKeys: [] },
);

/** The `arguments` of a tools/call. */
const toolArguments = fc.oneof(
  fc.record({ operation: fc.oneof(fc.constantFrom(...OPS), adversarial, fc.anything()), params: fc.oneof(stepParams, fc.anything()) }, { requiredKeys: ['operation'] }),
  fc.dictionary(adversarial, fc.anything(), { maxKeys: 5 }),
  fc.anything(),
);

const toolName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TOOLS) }, { weight: 1, arbitrary: adversarial });

type Frame = { kind: string; line: string | Buffer };

const rawFrame: fc.Arbitrary<Frame> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) => ({ kind: 'text', line: s.replace(/\n/g, ' ') })),
  fc.json({ maxDepth: 4 }).map((s) => ({ kind: 'json', line: s })),
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((b) => ({ kind: 'bytes', line: Buffer.from(b.map((x) => (x === 10 ? 32 : x))) })),
  fc
    .record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), fc.constantFrom('1.0', 2, null)),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), fc.anything()),
        method: fc.oneof(
          fc.constantFrom('initialize', 'tools/call', 'tools/list', 'ping', 'resources/list', 'prompts/get', 'logging/setLevel', 'completion/complete', 'notifications/initialized', 'notifications/cancelled'),
          fc.string({ maxLength: 30 }),
          fc.anything(),
        ),
        params: fc.anything(),
        result: fc.anything(),
        error: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((o) => ({ kind: 'rpc-like', line: JSON.stringify(o) ?? 'null' })),
  fc
    .record({ id: fc.oneof(fc.integer({ min: 1000, max: 2 ** 40 }), fc.string({ minLength: 1, maxLength: 30 })), name: toolName, arguments: toolArguments })
    .map(({ id, name, arguments: a }) => ({ kind: 'tools/call', line: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: a } }) })),
);

/** Well-shaped steps with adversarial values: these get past validation into the engine. */
const shapedStep = fc
  .record(
    {
      element_name: adversarial.filter((x) => x.trim().length > 0 && x.length <= 200),
      nextActionHint: adversarial.filter((x) => x.trim().length > 0),
      riskScore: fc.integer({ min: 0, max: 100 }),
      outcome: fc.constantFrom('success', 'failure', 'skipped'),
    },
    { requiredKeys: ['element_name', 'nextActionHint'] },
  )
  .map((params) => ({ name: 'mcp_aql_create', arguments: { operation: 'record_execution_step', params } as unknown }));

const sdkCall = fc.oneof({ weight: 3, arbitrary: fc.record({ name: toolName, arguments: toolArguments }) }, { weight: 1, arbitrary: shapedStep });

// ------------------------------------------------------------------ checks

const problems: string[] = [];

function checkReply(reply: RpcReply, context: string): void {
  const ok =
    reply !== null &&
    typeof reply === 'object' &&
    reply.jsonrpc === '2.0' &&
    ('result' in reply) !== ('error' in reply) &&
    (reply.error === undefined || (Number.isInteger(reply.error.code) && typeof reply.error.message === 'string'));
  if (!ok) {
    problems.push(`unstructured reply to ${context}: ${JSON.stringify(reply).slice(0, 300)}`);
    return;
  }
  const text = reply.result?.content?.[0]?.text;
  if (reply.result && typeof text === 'string' && text.startsWith('{"success"')) checkEnvelopeText(text, reply.result.structuredContent, reply.result.isError, context);
}

function checkEnvelopeText(text: string, structured: unknown, isError: unknown, context: string): void {
  let env: { success?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    env = JSON.parse(text) as typeof env;
  } catch {
    problems.push(`envelope text is not JSON (${context})`);
    return;
  }
  if (JSON.stringify(env) !== JSON.stringify(structured)) problems.push(`structuredContent differs from text (${context})`);
  if ((isError === true) !== (env.success === false)) problems.push(`isError does not match success (${context})`);
  if (env.success === false && (!ENVELOPE_CODES.has(String(env.error?.code)) || typeof env.error?.message !== 'string')) {
    problems.push(`error envelope without a contract code (${context}): ${text.slice(0, 200)}`);
  }
}

// ------------------------------------------------------------------ the run

describe('hostile input', () => {
  it(`${SIZES.hostileMessages} generated hostile messages: structured answers, other agents served, no code leaked`, { timeout: FULL ? 900_000 : 120_000 }, async () => {
    const rawCount = Math.round(SIZES.hostileMessages * 0.6);
    const sdkCount = SIZES.hostileMessages - rawCount - SIZES.oversized;
    const frames = fc.sample(rawFrame, { numRuns: rawCount, seed: SEED });
    const calls = fc.sample(sdkCall, { numRuns: sdkCount, seed: SEED + 1 });

    // Some codes must exist for the leak scan to mean anything: a verify challenge and a hard block.
    const seeding = await RawMcpClient.open(serve.socketPath, 'hostile-seeding-client');
    raws.push(seeding);
    await seeding.step('hostile-verify', 'open notes.txt in the editor', { riskScore: 75 });
    await seeding.step('hostile-destroyer', 'drop database customers');

    // Well-behaved agents, served throughout.
    let barrage = true;
    const goodBridge = await Agent.connect(home, 'hostile-good-bridge');
    agents.push(goodBridge);
    const goodRaw = await RawMcpClient.open(serve.socketPath, 'hostile-good-raw');
    raws.push(goodRaw);
    const good = { bridge: 0, raw: 0 };
    const wellBehaved = [
      (async () => {
        let execution: string | undefined;
        for (let s = 1; barrage || s <= 5; s++) {
          const res = await goodBridge.step('good-bridge', `read file docs/chapter-${s}.md`, execution ? { execution_id: execution } : {});
          expect(res.success, JSON.stringify(res.error)).toBe(true);
          expect(res.data?.step).toBe(s);
          expect(res.data?.directive?.continue).toBe(true);
          execution ??= res.data?.execution_id;
          good.bridge++;
        }
      })(),
      (async () => {
        for (let s = 1; barrage || s <= 5; s++) {
          const { envelope } = await goodRaw.step('good-raw', `read file notes/page-${s}.md`);
          expect(envelope?.success, JSON.stringify(envelope)).toBe(true);
          expect(envelope?.data?.step).toBe(s);
          expect(envelope?.data?.directive?.continue).toBe(true);
          good.raw++;
        }
      })(),
    ];

    // Raw sockets: two initialized, two never initialized. Each frame is followed by a
    // sentinel ping; a frame that is a valid request must get its own reply too.
    const pool = await Promise.all([
      RawMcpClient.open(serve.socketPath, 'hostile-raw-a', { record: true }),
      RawMcpClient.open(serve.socketPath, 'hostile-raw-b', { record: true }),
      RawMcpClient.connect(serve.socketPath, { record: true }),
      RawMcpClient.connect(serve.socketPath, { record: true }),
    ]);
    raws.push(...pool);
    let sentinel = 0;
    let expectedReplies = 0;
    const rawRun = pool.map(async (conn, lane) => {
      for (let i = lane; i < frames.length; i += pool.length) {
        const frame = frames[i]!;
        const before = conn.unmatched.length;
        let expectId: unknown;
        if (typeof frame.line === 'string') {
          try {
            const parsed: unknown = JSON.parse(frame.line);
            if (JSONRPCRequestSchema.safeParse(parsed).success) expectId = (parsed as { id: unknown }).id;
          } catch {
            // not JSON
          }
        }
        conn.writeRaw(frame.line);
        conn.writeRaw('\n');
        const id = `sentinel-${lane}-${sentinel++}`;
        const pong = await conn.requestWithId(id, 'ping', undefined, 15_000);
        if (pong.error && pong.error.code < 0 && pong.error.code > -10) problems.push(`no answer to a ping after a ${frame.kind} frame (${pong.error.message})`);
        if (expectId !== undefined) {
          expectedReplies++;
          const deadline = Date.now() + 10_000;
          while (!conn.unmatched.slice(before).some((r) => r.id === expectId) && Date.now() < deadline && !conn.closed) await new Promise((r) => setTimeout(r, 5));
          if (!conn.unmatched.slice(before).some((r) => r.id === expectId)) problems.push(`no reply to a ${frame.kind} request with id ${JSON.stringify(expectId)}`);
        }
        for (const reply of conn.unmatched.slice(before)) checkReply(reply, `${frame.kind} frame`);
        if (conn.closed) {
          problems.push(`the server closed a connection after a ${frame.kind} frame`);
          return;
        }
      }
    });

    // Oversized lines (over the 1 MiB limit): a structured JSON-RPC error naming the request.
    const oversized = (async () => {
      const conn = pool[0]!;
      for (let k = 0; k < SIZES.oversized; k++) {
        const params = { name: 'mcp_aql_create', arguments: { operation: 'record_execution_step', params: { element_name: 'big', nextActionHint: 'z'.repeat(1_100_000) } } };
        const reply = await conn.requestWithId(`big-${k}`, 'tools/call', params, 30_000);
        checkReply(reply, 'oversized line');
        if ((reply.error?.data as { code?: string } | undefined)?.code !== 'VALIDATION_PAYLOAD_TOO_LARGE') problems.push(`oversized line answered with ${JSON.stringify(reply).slice(0, 200)}`);
      }
    })();

    // Through the SDK client (direct socket), generated arguments for real and unknown tools.
    const sdk = await Promise.all(
      [0, 1].map(async (k) => {
        const client = new Client({ name: `hostile-sdk-${k}`, version: '1.0.0' });
        await client.connect(new SocketClientTransport(serve.socketPath));
        sdkClients.push(client);
        return client;
      }),
    );
    const sdkRun = sdk.map(async (client, lane) => {
      for (let i = lane; i < calls.length; i += sdk.length) {
        const call = calls[i]!;
        const args = (typeof call.arguments === 'object' && call.arguments !== null && !Array.isArray(call.arguments) ? call.arguments : { value: call.arguments }) as Record<string, unknown>;
        try {
          const result = (await client.callTool({ name: call.name, arguments: args }, undefined, { timeout: 15_000 })) as {
            content?: Array<{ text?: string }>;
            structuredContent?: unknown;
            isError?: boolean;
          };
          const text = result.content?.[0]?.text ?? '';
          sdkSeen.push(JSON.stringify(result));
          if (TOOLS.includes(call.name)) checkEnvelopeText(text, result.structuredContent, result.isError, `SDK call of ${call.name}`);
          else if (result.isError !== true) problems.push(`unknown tool ${JSON.stringify(call.name).slice(0, 40)} did not fail`);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          sdkSeen.push(String((error as Error).message));
          if (!Number.isInteger(code)) problems.push(`SDK call failed without a JSON-RPC error: ${String(error).slice(0, 200)}`);
        }
      }
    });

    await Promise.all([...rawRun, oversized, ...sdkRun]);
    barrage = false;
    await Promise.all(wellBehaved);

    // Still alive, and a fresh connection is served.
    expect(serve.child.exitCode).toBeNull();
    const fresh = await RawMcpClient.open(serve.socketPath, 'hostile-after');
    raws.push(fresh);
    expect((await fresh.step('after', 'read the docs after the storm')).envelope?.data?.directive?.continue).toBe(true);

    // No code anywhere an agent or a log could see it.
    const codes = serve.codes();
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const seen = [
      ...pool.flatMap((c) => c.received),
      ...sdkSeen,
      Buffer.concat(recorded.bridgeStdout).toString('utf8'),
      Buffer.concat([...recorded.bridgeStderr, ...recorded.serveStderr]).toString('utf8'),
    ].join('\n');
    const leaked = codes.filter((code) => codeForms(code).some((form) => seen.includes(form)));

    report('hostile', {
      seed: SEED,
      raw_frames: frames.length,
      requests_needing_own_reply: expectedReplies,
      sdk_calls: calls.length,
      oversized_lines: SIZES.oversized,
      well_behaved_steps: good,
      codes_issued: codes.length,
      bytes_scanned: seen.length,
      problems: problems.length,
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(leaked.length, 'a code reached an agent or a log').toBe(0);
    expect(good.bridge).toBeGreaterThanOrEqual(5);
    expect(good.raw).toBeGreaterThanOrEqual(5);
  });
});
