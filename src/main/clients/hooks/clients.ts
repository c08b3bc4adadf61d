// The clients whose tool-permission path Airlock sits in through their hooks.
export const HOOK_CLIENTS = ['claude-code', 'cursor', 'codex', 'gemini'] as const;
export type HookClient = (typeof HOOK_CLIENTS)[number];

export function isHookClient(value: string): value is HookClient {
  return (HOOK_CLIENTS as readonly string[]).includes(value);
}

/** The MCP clientInfo.name each client sends when it connects to an MCP server
 *  (Claude Code "claude-code"; Cursor "cursor-vscode", as observed in MCP server
 *  logs; Codex "codex-mcp-client", codex-rs/rmcp-client; Gemini CLI
 *  "gemini-cli-mcp-client", packages/core/src/tools/mcp-client.ts). The hook
 *  connects under the same name, so the steps it records share a principal with
 *  what the same client reports over MCP (announced vs performed, blocks). */
export const MCP_CLIENT_NAME: Record<HookClient, string> = {
  'claude-code': 'claude-code',
  cursor: 'cursor-vscode',
  codex: 'codex-mcp-client',
  gemini: 'gemini-cli-mcp-client',
};
