// `airlock install`: where each client keeps its configuration, the edits
// that add or remove Airlock's entries (byte-preserving), and the one call
// per user action. The one door of src/main/clients/install.
export {
  CLIENT_IDS,
  CLIENT_NAMES,
  clientEnvFromProcess,
  clientLocations,
  isClientId,
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
export { ConfigFileError, appendAt, layoutOf, parseConfig, removeAt, replaceAt, setAt } from './config-edit';
export { readToml, tomlValue, type TomlDoc } from './toml-edit';
export {
  CURSOR_HOOK_EVENTS,
  HOOK_NOTES,
  SERVER_NAME,
  SESSION_END_EVENT,
  SESSION_END_TIMEOUT_SECONDS,
  applyPlan,
  backupPath,
  clientStatuses,
  enableCodexHooks,
  enableGeminiHooks,
  hookEntry,
  launchesAirlock,
  mergeCodexServer,
  mergeCodexTomlHook,
  mergeCursorHooks,
  mergeGroupedHook,
  mergeServer,
  planDiff,
  planInstall,
  planUninstall,
  serverEntry,
  sessionEndEntry,
  unmergeCodexServer,
  unmergeCodexTomlHook,
  unmergeCursorHooks,
  unmergeGroupedHook,
  unmergeServer,
  type Applied,
  type ClientStatus,
  type FileChange,
  type HookSpec,
  type Plan,
  type ServerStatus,
} from './install';
export { planUnwrap, planWrap, unwrappedCommand, wrappedCommand } from './wrap';
export { checkHookCommand, testPayload, type HookCheck } from './verify';
export { InstallRequestError, RELOAD_HINT, hookSpecFor, runInstall, type InstallRequest, type InstallResult } from './actions';
