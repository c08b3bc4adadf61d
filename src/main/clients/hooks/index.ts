// Client hooks: the pure mapping between each client's hook event and
// Airlock's structured action / the client's answer, and the hook's run
// against Airlock. The one door of src/main/clients/hooks.
export { HOOK_CLIENTS, MCP_CLIENT_NAME, isHookClient, type HookClient } from './clients';
export {
  HookInputError,
  hintFor,
  observe,
  observeClaudeCode,
  observeCodex,
  observeCursor,
  observeGemini,
  splitGeminiMcpName,
  splitMcpToolName,
  type Observed,
} from './observe';
export { renderAnswer, type Answer, type Decision } from './answer';
export { plainWords, quoteWord, shellCommand, type ShellCommand } from './shell';
export { heredocPatch, parsePatch, type PatchEdit } from './apply-patch';
export { boundArguments, clipText } from './bound';
export {
  DEFAULT_WAIT_SECONDS,
  INSTALLED_TIMEOUT_SECONDS,
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
export { connectRaw } from './raw-connection';
export { parseHookArgs, processIo, runHookProcess, type HookIo, type HookProcessOptions } from './process';
