// Client hooks: the pure mapping between each client's hook event and
// Airlock's structured action / the client's answer, and the hook's run
// against Airlock. The one door of src/main/clients/hooks.
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
} from './mapping';
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
} from './runner';
export { SocketClientTransport, connectAirlock } from './socket-transport';
