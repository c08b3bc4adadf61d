// One call per user action, shared by `airlock install` and the Settings
// view's buttons: plan (and, unless dry run, apply) an install or uninstall.
import { INSTALLED_TIMEOUT_SECONDS, INSTALLED_WAIT_SECONDS, MAX_WAIT_SECONDS, OVERHEAD_SECONDS } from '../hooks';
import { airlockEnv, bridgeLaunch, hookCommand, type LaunchOptions } from './launch';
import { applyPlan, planDiff, planInstall, planUninstall, type Applied, type HookSpec, type Plan } from './install';
import { CLIENT_NAMES, clientEnvFromProcess, isHookClient, type ClientEnv, type ClientId } from './locations';
import { socketPath } from '../../paths';

export const RELOAD_HINT: Record<ClientId, string> = {
  'claude-desktop': 'Quit and reopen Claude Desktop to load the change.',
  'claude-code': 'Start a new Claude Code session to load the change (`claude mcp list` shows the server).',
  cursor: 'Restart Cursor to load the change.',
  vscode: 'Reload VS Code (or start the server from "MCP: List Servers") to load the change.',
};

export interface InstallRequest {
  client: ClientId;
  uninstall?: boolean;
  /** Also add the client's hook (claude-code, cursor). */
  hook?: boolean;
  /** --wait written into the hook command (default INSTALLED_WAIT_SECONDS). */
  waitSeconds?: number;
  dryRun?: boolean;
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
}

export class InstallRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InstallRequestError';
  }
}

export function hookSpecFor(client: 'claude-code' | 'cursor', waitSeconds: number, processEnv: NodeJS.ProcessEnv, launch: LaunchOptions = {}): HookSpec {
  const custom = airlockEnv(processEnv);
  const command = hookCommand(client, { ...launch, waitSeconds, ...(custom ? { socket: socketPath(processEnv) } : {}) });
  return { command, timeoutSeconds: Math.max(INSTALLED_TIMEOUT_SECONDS, Math.ceil(waitSeconds) + OVERHEAD_SECONDS + 10) };
}

/** Plans and (unless dryRun) applies. Throws ConfigFileError for an unreadable
 *  config and InstallRequestError for a request that makes no sense. */
export function runInstall(request: InstallRequest): InstallResult {
  const { client } = request;
  const name = CLIENT_NAMES[client];
  const env = request.env ?? clientEnvFromProcess();
  const processEnv = request.processEnv ?? process.env;
  if (request.hook && !isHookClient(client)) throw new InstallRequestError(`${name} has no hooks Airlock can use; --hook works with claude-code and cursor.`);
  let plan: Plan;
  if (request.uninstall) {
    plan = planUninstall(client, { env });
  } else {
    const wait = request.waitSeconds ?? INSTALLED_WAIT_SECONDS;
    if (!Number.isFinite(wait) || wait < 0 || wait > MAX_WAIT_SECONDS) throw new InstallRequestError(`The hook's wait must be from 0 to ${String(MAX_WAIT_SECONDS)} seconds.`);
    const custom = airlockEnv(processEnv);
    const launch = bridgeLaunch({ ...request.launch, ...(custom ? { env: custom } : {}) });
    const hook = request.hook && isHookClient(client) ? hookSpecFor(client, wait, processEnv, request.launch) : undefined;
    plan = planInstall(client, { env, launch, ...(hook ? { hook } : {}) });
  }
  const changed = plan.changes.some((c) => c.changed);
  const diff = planDiff(plan);
  const applied = changed && !request.dryRun ? applyPlan(plan, request.now) : [];
  let summary: string;
  if (!changed) summary = plan.action === 'install' ? `${name}: Airlock is already installed, nothing changed.` : `${name}: Airlock is not installed there, nothing changed.`;
  else if (request.dryRun) summary = `Dry run: nothing was written. Run without --dry-run to ${plan.action}.`;
  else summary = `${name}: ${plan.action === 'install' ? 'Airlock installed' : 'Airlock removed'}. ${RELOAD_HINT[client]}`;
  return { client, action: plan.action, changed, diff, applied, plan, summary };
}
