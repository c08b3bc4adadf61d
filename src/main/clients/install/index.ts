// `airlock install`: where each client keeps its configuration, the edits
// that add or remove Airlock's entries (byte-preserving), and the one call
// per user action. The one door of src/main/clients/install.
export {
  CLIENT_IDS,
  CLIENT_NAMES,
  HOOK_CLIENTS,
  clientEnvFromProcess,
  clientLocations,
  isClientId,
  isHookClient,
  type ClientEnv,
  type ClientId,
  type ClientLocations,
  type HookClientId,
} from './locations';
export {
  airlockEnv,
  bridgeLaunch,
  defaultNodeCommand,
  findCheckout,
  hookCommand,
  isAirlockHookCommand,
  shellQuote,
  type LaunchSpec,
} from './launch';
export { ConfigFileError, parseConfig } from './config-edit';
export {
  CURSOR_HOOK_EVENTS,
  SERVER_NAME,
  applyPlan,
  backupPath,
  clientStatuses,
  mergeClaudeHook,
  mergeCursorHooks,
  mergeServer,
  planDiff,
  planInstall,
  planUninstall,
  serverEntry,
  unmergeClaudeHook,
  unmergeCursorHooks,
  unmergeServer,
  type Applied,
  type ClientStatus,
  type FileChange,
  type HookSpec,
  type Plan,
} from './install';
export { InstallRequestError, RELOAD_HINT, hookSpecFor, runInstall, type InstallRequest, type InstallResult } from './actions';
