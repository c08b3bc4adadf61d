// Where each MCP client keeps the configuration Airlock edits, per OS.
// Everything is computed from an injected environment (home dir, APPDATA,
// XDG_CONFIG_HOME, platform) so tests point it at temporary directories.
//
// Sources (checked Nov 2026):
// - Claude Desktop: `claude_desktop_config.json`, top-level `mcpServers`;
//   macOS ~/Library/Application Support/Claude/, Windows %APPDATA%\Claude\
//   (modelcontextprotocol.io user quickstart, playwright.dev/mcp/clients/claude-desktop).
//   There is no official Linux build; community builds use $XDG_CONFIG_HOME/Claude/.
// - Claude Code: user-scope MCP servers in ~/.claude.json `mcpServers`
//   (`claude mcp add --scope user`); hooks in ~/.claude/settings.json
//   `hooks.PreToolUse` (docs.anthropic.com/en/docs/claude-code/hooks).
// - Cursor: ~/.cursor/mcp.json `mcpServers` (%USERPROFILE%\.cursor on Windows);
//   ~/.cursor/hooks.json `{ version: 1, hooks: { beforeShellExecution: [...] } }`
//   (cursor.com/docs/agent/hooks).
// - Codex CLI: ~/.codex/config.toml ($CODEX_HOME when set): `[mcp_servers.<name>]`
//   tables { command, args, env }; hooks inline as `[[hooks.PreToolUse]]` in the
//   same file, or in ~/.codex/hooks.json (developers.openai.com/codex/hooks,
//   developers.openai.com/codex/mcp).
// - Gemini CLI: ~/.gemini/settings.json: `mcpServers` and `hooks.BeforeTool`
//   (google-gemini/gemini-cli docs/tools/mcp-server.md, docs/hooks/reference.md).
// - VS Code: user-profile mcp.json, top-level `servers` (since VS Code 1.102;
//   code.visualstudio.com/docs/copilot/reference/mcp-configuration): macOS
//   ~/Library/Application Support/Code/User/, Windows %APPDATA%\Code\User\,
//   Linux $XDG_CONFIG_HOME/Code/User/. The file is JSON with comments.
import os from 'node:os';
import path from 'node:path';

import { HOOK_CLIENTS, type HookClient } from '../hooks';

export const CLIENT_IDS = ['claude-desktop', 'claude-code', 'cursor', 'vscode', 'codex', 'gemini'] as const;
export type ClientId = (typeof CLIENT_IDS)[number];

export const CLIENT_NAMES: Record<ClientId, string> = {
  'claude-desktop': 'Claude Desktop',
  'claude-code': 'Claude Code',
  cursor: 'Cursor',
  vscode: 'VS Code',
  codex: 'Codex CLI',
  gemini: 'Gemini CLI',
};

/** The clients whose tool-permission path Airlock can also sit in (hooks). */
export { HOOK_CLIENTS };
export type HookClientId = HookClient;

export function isClientId(value: string): value is ClientId {
  return (CLIENT_IDS as readonly string[]).includes(value);
}

export function isHookClient(value: string): value is HookClientId {
  return (HOOK_CLIENTS as readonly string[]).includes(value);
}

export interface ClientEnv {
  platform: NodeJS.Platform;
  home: string;
  /** %APPDATA% on Windows. */
  appData?: string;
  /** $XDG_CONFIG_HOME on Linux. */
  xdgConfigHome?: string;
  /** $CODEX_HOME (Codex CLI's configuration directory; default ~/.codex). */
  codexHome?: string;
}

export function clientEnvFromProcess(env: NodeJS.ProcessEnv = process.env): ClientEnv {
  return {
    platform: process.platform,
    home: os.homedir(),
    appData: env.APPDATA,
    xdgConfigHome: env.XDG_CONFIG_HOME,
    ...(env.CODEX_HOME ? { codexHome: env.CODEX_HOME } : {}),
  };
}

/** Where a client's files are, and the key its MCP servers live under. */
export interface ClientLocations {
  /** The MCP configuration file. */
  mcpFile: string;
  /** JSON (with comments) or TOML (Codex). */
  format: 'json' | 'toml';
  /** The top-level key holding the server map. */
  serversKey: 'mcpServers' | 'servers' | 'mcp_servers';
  /** The hooks file, for clients that support hooks. */
  hooksFile?: string;
  /** Codex only: the alternative hooks.json beside config.toml. */
  hooksJsonFile?: string;
}

function pathFor(platform: NodeJS.Platform): path.PlatformPath {
  return platform === 'win32' ? path.win32 : path.posix;
}

/** The per-user "application data" directory in which desktop apps keep their config. */
function appConfigDir(env: ClientEnv): string {
  const p = pathFor(env.platform);
  switch (env.platform) {
    case 'darwin':
      return p.join(env.home, 'Library', 'Application Support');
    case 'win32':
      return env.appData ?? p.join(env.home, 'AppData', 'Roaming');
    default:
      return env.xdgConfigHome ?? p.join(env.home, '.config');
  }
}

export function clientLocations(client: ClientId, env: ClientEnv): ClientLocations {
  const p = pathFor(env.platform);
  switch (client) {
    case 'claude-desktop':
      return { mcpFile: p.join(appConfigDir(env), 'Claude', 'claude_desktop_config.json'), format: 'json', serversKey: 'mcpServers' };
    case 'claude-code':
      return {
        mcpFile: p.join(env.home, '.claude.json'),
        format: 'json',
        serversKey: 'mcpServers',
        hooksFile: p.join(env.home, '.claude', 'settings.json'),
      };
    case 'cursor':
      return {
        mcpFile: p.join(env.home, '.cursor', 'mcp.json'),
        format: 'json',
        serversKey: 'mcpServers',
        hooksFile: p.join(env.home, '.cursor', 'hooks.json'),
      };
    case 'vscode':
      return { mcpFile: p.join(appConfigDir(env), 'Code', 'User', 'mcp.json'), format: 'json', serversKey: 'servers' };
    case 'codex': {
      const dir = env.codexHome ?? p.join(env.home, '.codex');
      return { mcpFile: p.join(dir, 'config.toml'), format: 'toml', serversKey: 'mcp_servers', hooksFile: p.join(dir, 'config.toml'), hooksJsonFile: p.join(dir, 'hooks.json') };
    }
    case 'gemini': {
      const file = p.join(env.home, '.gemini', 'settings.json');
      return { mcpFile: file, format: 'json', serversKey: 'mcpServers', hooksFile: file };
    }
  }
}
