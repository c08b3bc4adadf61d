// The human's commands on the headless console, validated once and run on
// HumanSide. Shared by the JSONL and the interactive console.
import { z } from 'zod';
import type { HumanSide } from '../loop/api';
import { humanFields } from '../../shared/human-fields';
import { describeIssues } from '../../shared/issues';
import { IdLookupError, idsStartingWith, resolveIdPrefix } from '../../shared/ids';

// The same field schemas as the window's contract and the human side.
const { id, agentName, reason } = humanFields;
const agent = agentName.optional();

export const consoleCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('approve'), id, scope: humanFields.scope.optional() }).strict(),
  z.object({ command: z.literal('deny'), id, reason: reason.optional() }).strict(),
  // "Always allow actions like this": first the proposed rule (shown to the person), then writing exactly it.
  z.object({ command: z.literal('propose_rule'), id }).strict(),
  z.object({ command: z.literal('allow_always'), id, patterns: humanFields.rulePatterns }).strict(),
  z.object({ command: z.literal('refuse'), id, reason: reason.optional() }).strict(),
  z.object({ command: z.literal('block_scope'), id, scope: humanFields.blockScope }).strict(),
  z.object({ command: z.literal('unblock'), id, note: reason.optional() }).strict(),
  z.object({ command: z.literal('halt'), agent }).strict(),
  z.object({ command: z.literal('resume'), agent }).strict(),
  z.object({ command: z.literal('mode'), mode: humanFields.mode }).strict(),
  z.object({ command: z.literal('grant_steps'), execution_id: id, steps: humanFields.steps }).strict(),
  z.object({ command: z.literal('reissue_code'), block_id: id }).strict(),
  z.object({ command: z.literal('list') }).strict(),
  z.object({ command: z.literal('servers') }).strict(),
  z.object({ command: z.literal('trust'), server: humanFields.serverName, level: humanFields.trust }).strict(),
  z.object({ command: z.literal('policy_pending') }).strict(),
  z.object({ command: z.literal('policy_accept') }).strict(),
  z.object({ command: z.literal('policy_reject') }).strict(),
  z.object({ command: z.literal('reset_limits'), agent: agentName }).strict(),
  z.object({ command: z.literal('clear_lockout'), agent: agentName }).strict(),
  z.object({ command: z.literal('retention'), keep_days: z.number().int().min(1).max(36_500).optional(), unlimited: z.literal(true).optional() }).strict(),
  z.object({ command: z.literal('alerts') }).strict(),
  z.object({ command: z.literal('governor') }).strict(),
]);
export type ConsoleCommand = z.infer<typeof consoleCommand>;
export const COMMAND_NAMES = [
  'approve',
  'deny',
  'propose_rule',
  'allow_always',
  'refuse',
  'block_scope',
  'unblock',
  'halt',
  'resume',
  'mode',
  'grant_steps',
  'reissue_code',
  'list',
  'servers',
  'trust',
  'policy_pending',
  'policy_accept',
  'policy_reject',
  'reset_limits',
  'clear_lockout',
  'retention',
  'alerts',
  'governor',
] as const;

/** What the host adds to the console beyond HumanSide (history retention lives in the database, beside the engine). */
export interface ConsoleHost {
  setRetention?(setting: { keepDays: number } | { unlimited: true }): unknown;
}

export type ParsedCommand =
  | { ok: true; command: ConsoleCommand; ref?: unknown; token?: unknown }
  | { ok: false; error: string; command?: string; ref?: unknown; token?: unknown };

/** Parses one JSON command line: {"command": "approve", "id": "…", …}
 *  ("type" or "cmd" are accepted for "command"; "ref" is echoed back). */
export function parseCommandLine(line: string): ParsedCommand {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, error: 'not JSON: send one JSON object per line, e.g. {"command":"approve","id":"…"}' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: 'a command must be a JSON object with a "command" field' };
  }
  const raw = { ...(json as Record<string, unknown>) };
  const ref = raw.ref;
  const token = raw.token;
  delete raw.ref;
  delete raw.token;
  if (raw.command === undefined) {
    raw.command = raw.type ?? raw.cmd;
    delete raw.type;
    delete raw.cmd;
  }
  const name = typeof raw.command === 'string' ? raw.command.slice(0, 40) : undefined;
  const parsed = consoleCommand.safeParse(raw);
  if (parsed.success) return { ok: true, command: parsed.data, ref, token };
  if (!name || !(COMMAND_NAMES as readonly string[]).includes(name)) {
    return { ok: false, error: `unknown command; one of ${COMMAND_NAMES.join(', ')}`, command: name, ref, token };
  }
  return { ok: false, error: `bad command: ${describeIssues(parsed.error.issues, raw, 'the command')}`, command: name, ref, token };
}

// Both consoles name items the same way as the CLI: a full id or a unique
// prefix of it (shared/ids.ts), looked up among the items the command acts on.
// A full id of an item that is no longer pending / standing / active goes to
// the human side as it is, which says what became of it (decided, withdrawn
// because the agent stopped waiting, lifted) instead of "no such id".
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orFullId = (resolve: () => string, given: string | undefined): string => {
  try {
    return resolve();
  } catch (error) {
    const raw = (given ?? '').trim();
    if (error instanceof IdLookupError && error.problem === 'unknown' && FULL_ID.test(raw)) return raw.toLowerCase();
    throw error;
  }
};
export const pendingConfirmationId = (human: HumanSide, given: string | undefined, seeAlso = 'see "list"'): string =>
  orFullId(() => resolveIdPrefix('confirmation', given, idsStartingWith(human.listPending().map((c) => c.id)), { noun: 'pending confirmation', seeAlso }), given);
export const activeBlockId = (human: HumanSide, given: string | undefined, seeAlso = 'see "list"'): string =>
  orFullId(() => resolveIdPrefix('block', given, idsStartingWith(human.listBlocks().filter((b) => !b.liftedAt).map((b) => b.id)), { noun: 'standing block', seeAlso }), given);
export const activeChallengeId = (human: HumanSide, given: string | undefined, seeAlso = 'see "list"'): string =>
  orFullId(() => resolveIdPrefix('challenge', given, idsStartingWith(human.listChallenges().map((c) => c.id)), { noun: 'active verification', seeAlso }), given);
export const runningExecutionId = (human: HumanSide, given: string | undefined, seeAlso = 'see "list"'): string =>
  resolveIdPrefix('execution', given, idsStartingWith(human.listExecutions({ status: 'running' }).map((e) => e.id)), { noun: 'running execution', seeAlso });

/** Runs a command on the human side; throws what HumanSide throws. Ids may be unique prefixes. */
export function runCommand(human: HumanSide, command: ConsoleCommand, host: ConsoleHost = {}): unknown {
  switch (command.command) {
    case 'approve':
      return human.approve(pendingConfirmationId(human, command.id), command.scope);
    case 'deny':
      return human.deny(pendingConfirmationId(human, command.id), command.reason);
    case 'propose_rule':
      return human.proposeRule(pendingConfirmationId(human, command.id));
    case 'allow_always':
      return human.allowAlways(pendingConfirmationId(human, command.id), command.patterns);
    case 'refuse':
      return human.refuseChallenge(activeChallengeId(human, command.id), command.reason);
    case 'block_scope':
      return human.setBlockScope(activeBlockId(human, command.id), command.scope);
    case 'unblock':
      return human.unblock(activeBlockId(human, command.id), command.note);
    case 'halt':
      return human.halt(command.agent);
    case 'resume':
      return human.resume(command.agent);
    case 'mode':
      return { mode: human.setMode(command.mode) };
    case 'grant_steps':
      return human.grantSteps(runningExecutionId(human, command.execution_id), command.steps);
    case 'reissue_code':
      return human.reissueCode(activeBlockId(human, command.block_id));
    case 'list':
      return { pending: human.listPending(), challenges: human.listChallenges(), blocks: human.listBlocks(), halt: human.haltState() };
    case 'servers':
      return { servers: human.listServers() };
    case 'trust':
      return human.setServerTrust(command.server, command.level);
    case 'policy_pending':
      return { pending: human.pendingPolicy() };
    case 'policy_accept':
      return { policy: human.acceptPolicyChange() };
    case 'policy_reject':
      return { policy: human.rejectPolicyChange() };
    case 'reset_limits':
      return human.resetLimits(command.agent);
    case 'clear_lockout':
      return human.clearLockout(command.agent);
    case 'alerts':
      return { alerts: human.integrityAlerts() };
    case 'retention': {
      if (!host.setRetention) throw new Error('history retention is not available on this console');
      if ((command.keep_days === undefined) === (command.unlimited === undefined)) throw new Error('give either "keep_days" or "unlimited": true');
      return host.setRetention(command.unlimited ? { unlimited: true } : { keepDays: command.keep_days! });
    }
    case 'governor':
      return human.governorState();
  }
}

/** What the consoles say when the person approves a request no agent waits for any more
 *  (its hook or client gave up): the approval stands, but only a retry uses it. */
export function notWaitingNote(agent: string): string {
  return `${agent} is not waiting for this answer any more (its hook or client stopped waiting). It counts if the agent tries the same action again in this execution; tell it to retry.`;
}

/** The confirmation an approving command (approve, allow_always) names, when it names a pending one. */
export function approvedConfirmation(human: HumanSide, command: ConsoleCommand): string | undefined {
  if (command.command !== 'approve' && command.command !== 'allow_always') return undefined;
  try {
    return pendingConfirmationId(human, command.id);
  } catch {
    return undefined; // runCommand reports the bad id
  }
}

export function errorMessage(error: unknown): { code?: string; message: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? { code, message: error.message } : { message: error.message };
  }
  return { message: 'the command failed' };
}
