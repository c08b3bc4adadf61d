// MCP clients: connecting them to Airlock (`airlock install`) and enforcing
// through their hooks (`airlock hook`). The one door of src/main/clients.
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
export {
  HookInputError,
  MCP_CLIENT_NAME,
  hintFor,
  observe,
  observeClaudeCode,
  observeCursor,
  renderOutput,
  summarizeArguments,
  type Decision,
  type HookClient,
  type Observed,
} from './hook-mapping';
export {
  DEFAULT_WAIT_SECONDS,
  INSTALLED_TIMEOUT_SECONDS,
  INSTALLED_WAIT_SECONDS,
  MAX_WAIT_SECONDS,
  OVERHEAD_SECONDS,
  decideHook,
  messages,
  runHook,
  type AirlockConnection,
  type Envelope,
  type HookRunOptions,
} from './hook-runner';
export { SocketClientTransport, connectAirlock } from './socket-transport';
export { InstallRequestError, RELOAD_HINT, hookSpecFor, runInstall, type InstallRequest, type InstallResult } from './actions';
