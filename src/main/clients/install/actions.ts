// One call per user action, shared by `airlock install` (and the Settings
// view): plan (and, unless dry run, apply) an install, uninstall or wrap; then,
// for hooks, run the install check.
import path from 'node:path';
import { DEFAULT_WAIT_SECONDS, INSTALLED_TIMEOUT_SECONDS, MAX_WAIT_SECONDS, OVERHEAD_SECONDS, type HookClient } from '../hooks';
import { applyPlan, planDiff, planInstall, planUninstall, type Applied, type HookSpec, type Plan } from './install';
import { airlockEnv, bridgeLaunch, findCheckout, hookCommand, type LaunchOptions } from './launch';
import { CLIENT_NAMES, HOOK_CLIENTS, clientEnvFromProcess, isHookClient, type ClientEnv, type ClientId } from './locations';
import { checkHookCommand, type HookCheck } from './verify';
import { planUnwrap, planWrap } from './wrap';
import { socketPath } from '../../paths';

export const RELOAD_HINT: Record<ClientId, string> = {
  'claude-desktop': 'Quit and reopen Claude Desktop to load the change.',
  'claude-code': 'Start a new Claude Code session to load the change (`claude mcp list` shows the server).',
  cursor: 'Restart Cursor to load the change.',
  vscode: 'Reload VS Code (or start the server from "MCP: List Servers") to load the change.',
  codex: 'Start a new Codex session to load the change (`codex mcp list` shows the server).',
  gemini: 'Restart Gemini CLI to load the change (`/mcp` lists the server).',
};

export interface InstallRequest {
  client: ClientId;
  uninstall?: boolean;
  /** Also add (or, with uninstall, the plan removes anyway) the client's hook. */
  hook?: boolean;
  /** Run the client's own MCP servers through `airlock wrap` (with uninstall: restore them). */
  wrap?: boolean;
  /** --wait written into the hook command (default: the hook's own, DEFAULT_WAIT_SECONDS). */
  waitSeconds?: number;
  dryRun?: boolean;
  /** Run the installed hook command once with a harmless test action. */
  verify?: boolean;
  /** Where the client configs are (default: this user's). */
  env?: ClientEnv;
  /** Where Airlock runs (AIRLOCK_HOME / AIRLOCK_SOCKET are passed on when set). */
  processEnv?: NodeJS.ProcessEnv;
  /** Override the launched node / bin path (tests, packaged app). */
  launch?: LaunchOptions;
  now?: Date;
}

export interface InstallResult {
  client: ClientId;
  action: 'install' | 'uninstall';
  changed: boolean;
  /** Unified diff of the change ("" when nothing changes). */
  diff: string;
  /** What was written (empty on a dry run or when nothing changed). */
  applied: Applied[];
  plan: Plan;
  /** One sentence for the person: what happened and what to do next. */
  summary: string;
  /** What the person must do once in the client. */
  notes: string[];
  /** The install check of the hook, when one ran. */
  check?: HookCheck;
}

export class InstallRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InstallRequestError';
  }
}

/** The hook entry for a client: Airlock's hook command and a client timeout above the hook's own wait. */
export function hookSpecFor(client: HookClient, waitSeconds: number | undefined, processEnv: NodeJS.ProcessEnv, launch: LaunchOptions = {}): HookSpec {
  const custom = airlockEnv(processEnv);
  const command = hookCommand(client, { ...launch, ...(waitSeconds !== undefined ? { waitSeconds } : {}), ...(custom ? { socket: socketPath(processEnv) } : {}) });
  const wait = waitSeconds ?? DEFAULT_WAIT_SECONDS;
  return { command, timeoutSeconds: Math.max(INSTALLED_TIMEOUT_SECONDS, Math.ceil(wait) + OVERHEAD_SECONDS + 10) };
}

/** Plans and (unless dryRun) applies. Throws ConfigFileError for an unreadable
 *  config and InstallRequestError for a request that makes no sense. */
export function runInstall(request: InstallRequest): InstallResult {
  const { client } = request;
  const name = CLIENT_NAMES[client];
  const env = request.env ?? clientEnvFromProcess();
  const processEnv = request.processEnv ?? process.env;
  if (request.hook && !isHookClient(client)) throw new InstallRequestError(`${name} has no hooks Airlock can use; --hook works with ${HOOK_CLIENTS.join(', ')}.`);
  if (request.hook && request.wrap) throw new InstallRequestError('Use --hook and --wrap in separate runs: --wrap changes your other MCP servers, --hook adds Airlock\'s own entries.');
  const wait = request.waitSeconds;
  if (wait !== undefined && (!Number.isFinite(wait) || wait < 0 || wait > MAX_WAIT_SECONDS)) throw new InstallRequestError(`The hook's wait must be from 0 to ${String(MAX_WAIT_SECONDS)} seconds.`);
  const custom = airlockEnv(processEnv);
  const launch = bridgeLaunch({ ...request.launch, ...(custom ? { env: custom } : {}) });
  let plan: Plan;
  let hook: HookSpec | undefined;
  if (request.wrap) {
    plan = request.uninstall ? planUnwrap(client, { env }) : planWrap(client, { env, launch });
  } else if (request.uninstall) {
    plan = planUninstall(client, { env });
  } else {
    hook = request.hook && isHookClient(client) ? hookSpecFor(client, wait, processEnv, request.launch) : undefined;
    plan = planInstall(client, { env, launch, ...(hook ? { hook } : {}) });
  }
  const changed = plan.changes.some((c) => c.changed);
  const diff = planDiff(plan);
  const applied = changed && !request.dryRun ? applyPlan(plan, request.now) : [];
  let summary: string;
  if (request.wrap) {
    const what = plan.changes.find((c) => c.changed)?.what;
    if (!changed) summary = request.uninstall ? `${name}: no wrapped servers, nothing changed.` : `${name}: no servers left to wrap, nothing changed.`;
    else if (request.dryRun) summary = `Dry run: nothing was written. Run without --dry-run to ${what ?? 'apply it'}.`;
    else summary = `${name}: ${what ?? 'updated'}. ${RELOAD_HINT[client]}`;
  } else if (!changed) summary = plan.action === 'install' ? `${name}: Airlock is already installed, nothing changed.` : `${name}: Airlock is not installed there, nothing changed.`;
  else if (request.dryRun) summary = `Dry run: nothing was written. Run without --dry-run to ${plan.action}.`;
  else summary = `${name}: ${plan.action === 'install' ? 'Airlock installed' : 'Airlock removed'}. ${RELOAD_HINT[client]}`;
  const result: InstallResult = { client, action: plan.action, changed, diff, applied, plan, summary, notes: plan.notes };
  if (hook && request.verify && !request.dryRun && isHookClient(client)) {
    const checkout = request.launch?.binPath ? path.dirname(path.dirname(request.launch.binPath)) : findCheckout();
    result.check = checkHookCommand(client, hook.command, checkout, { env: processEnv });
  }
  return result;
}
