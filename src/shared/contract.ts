// The IPC contract: every renderer → main channel defined once, with the zod
// schema of its input and of its output. Main validates every input with it
// (src/main/ipc/gate.ts); the preload and the renderer get their types from it.
import { z } from 'zod';
import { listExecutionsInput, retentionSetting, searchInput, timelineInput } from '../main/history/schemas';
import {
  EXPORT_FORMATS,
  type CompactReport,
  type ExecutionPage,
  type HistoryExport,
  type HistoryFacets,
  type HistoryTimeline,
  type RetentionReport,
  type RetentionSetting,
  type SearchPage,
} from './types';
import type {
  AppStatus,
  BlockView,
  ChallengeView,
  ConfirmationView,
  ExecutionView,
  GovernorView,
  HaltState,
  HintPreview,
  IntegrityAlert,
  IssuedCode,
  Mode,
  PendingPolicy,
  Policy,
  ServerView,
  RuleProposal,
  StepView,
} from './types';
import { INVOKE_CHANNELS, type InvokeChannel } from './channels';
import { MODES } from './vocabulary';
import { humanFields } from './human-fields';

const { id, agentName, reason } = humanFields;
const noInput = z.object({}).strict().optional();

/** Outputs are produced by our own main process; their schemas carry the type
 *  and check the outer shape only. */
const view = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);
const list = <T>() => z.array(view<T>());

export const contract = {
  'app:status': { input: noInput, output: view<AppStatus>() },
  'settings:launchAtLogin': {
    input: z.object({ enabled: z.boolean() }).strict(),
    output: z.object({ enabled: z.boolean() }),
  },

  'pending:list': { input: noInput, output: list<ConfirmationView>() },
  'confirmation:approve': {
    input: z.object({ id, scope: humanFields.scope.default('once') }).strict(),
    output: view<ConfirmationView>(),
  },
  'confirmation:deny': {
    input: z.object({ id, reason: reason.optional() }).strict(),
    output: view<ConfirmationView>(),
  },
  'confirmation:batch': {
    input: z
      .discriminatedUnion('action', [
        z.object({ action: z.literal('approve'), ids: z.array(id).min(1).max(500), scope: humanFields.scope.default('once') }).strict(),
        z.object({ action: z.literal('deny'), ids: z.array(id).min(1).max(500), reason: reason.optional() }).strict(),
      ]),
    output: z.object({
      done: list<ConfirmationView>(),
      failed: z.array(z.object({ id: z.string(), error: z.string() })),
    }),
  },

  /** "Always allow actions like this": the rule Airlock proposes (shown first), then writing exactly it. */
  'confirmation:proposeRule': { input: z.object({ id }).strict(), output: view<RuleProposal>() },
  'confirmation:allowAlways': {
    input: z.object({ id, patterns: humanFields.rulePatterns }).strict(),
    output: view<{ confirmation: ConfirmationView; policy: Policy; added: string[] }>(),
  },

  'challenges:list': { input: noInput, output: list<ChallengeView>() },
  'challenge:refuse': { input: z.object({ id, reason: reason.optional() }).strict(), output: view<ChallengeView>() },
  'blocks:list': { input: noInput, output: list<BlockView>() },
  'block:unblock': {
    input: z.object({ id, note: reason.optional() }).strict(),
    output: view<BlockView>(),
  },
  'block:scope': { input: z.object({ id, scope: humanFields.blockScope }).strict(), output: view<BlockView>() },
  'code:reissue': { input: z.object({ blockId: id }).strict(), output: view<IssuedCode>() },
  'clipboard:copyCode': {
    input: z.object({ challengeId: id }).strict(),
    output: z.object({ copied: z.literal(true), clearsAfterSeconds: z.number() }),
  },

  'halt:get': { input: noInput, output: view<HaltState>() },
  'halt:set': {
    input: z.object({ halted: z.boolean(), agent: agentName.optional() }).strict(),
    output: view<HaltState>(),
  },
  'mode:set': { input: z.object({ mode: humanFields.mode }).strict(), output: z.custom<Mode>((v) => (MODES as readonly unknown[]).includes(v)) },
  'steps:grant': {
    input: z.object({ executionId: id, steps: humanFields.steps }).strict(),
    output: view<ExecutionView>(),
  },
  'executions:list': {
    input: z
      .object({
        status: z.enum(['running', 'completed', 'cancelled']).optional(),
        agent: agentName.optional(),
        limit: z.number().int().min(1).max(10_000).optional(),
      })
      .strict()
      .optional(),
    output: list<ExecutionView>(),
  },
  'steps:recent': {
    input: z.object({ limit: z.number().int().min(1).max(10_000).optional() }).strict().optional(),
    output: list<StepView>(),
  },

  'policy:get': { input: noInput, output: view<Policy>() },
  /** The policy itself is validated by the engine's own schema (one source of truth). */
  'policy:replace': { input: z.object({ policy: z.record(z.string(), z.unknown()) }).strict(), output: view<Policy>() },
  /** A policy.json changed outside Airlock (null when none), and the person's answer to it. */
  'policy:pending': { input: noInput, output: z.custom<PendingPolicy | null>((v) => v === null || (typeof v === 'object' && v !== null)) },
  'policy:accept': { input: noInput, output: view<Policy>() },
  'policy:reject': { input: noInput, output: view<Policy>() },
  'integrity:alerts': { input: noInput, output: list<IntegrityAlert>() },
  'hint:preview': {
    input: z.object({ hint: humanFields.hint, agent: agentName.optional() }).strict(),
    output: view<HintPreview>(),
  },

  'servers:list': { input: noInput, output: list<ServerView>() },
  'server:trust': {
    input: z.object({ server: humanFields.serverName, trust: humanFields.trust }).strict(),
    output: view<ServerView>(),
  },
  /** The runtime governor: profiles, governed sessions with live counters, halts, recent events (issue 17). */
  'governor:state': { input: noInput, output: view<GovernorView>() },

  // History: the schemas are the history service's own (src/main/history/schemas.ts).
  'history:list': { input: listExecutionsInput.optional(), output: view<ExecutionPage>() },
  'history:search': { input: searchInput, output: view<SearchPage>() },
  'history:timeline': { input: timelineInput, output: view<HistoryTimeline>() },
  'history:facets': { input: noInput, output: view<HistoryFacets>() },
  'history:export': {
    input: z
      .object({
        executionId: z.string().trim().min(1, 'an execution id is required').max(128),
        format: z.enum(EXPORT_FORMATS),
        /** A counterparty's nonce, bound into a signed record. */
        nonce: z.string().trim().min(1).max(256).optional(),
        /** Leave step hints out of a signed record. */
        includeHints: z.boolean().optional(),
        /** Desktop app: ask where to save it, and write the file there. */
        save: z.boolean().optional(),
      })
      .strict(),
    output: view<HistoryExport>(),
  },
  'history:retention:get': { input: noInput, output: view<RetentionSetting>() },
  'history:retention:set': { input: retentionSetting, output: view<RetentionReport>() },
  'history:compact': { input: noInput, output: view<CompactReport>() },
} as const satisfies Record<InvokeChannel, { input: z.ZodType; output: z.ZodType }>;

// Every channel named in channels.ts has a schema, and nothing else does.
type _Exact = [Exclude<keyof typeof contract, InvokeChannel>, Exclude<InvokeChannel, keyof typeof contract>] extends [never, never] ? true : never;
export const CONTRACT_IS_EXACT: _Exact = true;
void INVOKE_CHANNELS;

export type Contract = typeof contract;
/** What the renderer passes (before defaults). */
export type InputOf<C extends InvokeChannel> = z.input<Contract[C]['input']>;
/** What the handler receives (after parsing and defaults). */
export type ParsedInputOf<C extends InvokeChannel> = z.output<Contract[C]['input']>;
export type OutputOf<C extends InvokeChannel> = z.output<Contract[C]['output']>;

/** What crosses the IPC boundary: a result envelope, never a thrown Error
 *  (Electron would flatten it and could leak a stack). */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: { code: IpcErrorCode; message: string } };
export type IpcErrorCode = 'UNKNOWN_CHANNEL' | 'FORBIDDEN_SENDER' | 'INVALID_INPUT' | 'FAILED';
