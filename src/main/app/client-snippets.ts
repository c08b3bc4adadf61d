// Connection snippets shown in Policy & settings: how an MCP client launches
// `airlock bridge`. No electron import.
import type { ClientSnippet } from '../../shared/types';

export function clientSnippets(command: { command: string; args: string[] } = { command: 'npx', args: ['-y', 'airlock', 'bridge'] }): ClientSnippet[] {
  const json = JSON.stringify({ mcpServers: { airlock: { command: command.command, args: command.args } } }, null, 2);
  const vscode = JSON.stringify({ servers: { airlock: { type: 'stdio', command: command.command, args: command.args } } }, null, 2);
  return [
    { client: 'Claude Desktop', where: 'claude_desktop_config.json (Settings → Developer → Edit config)', snippet: json },
    { client: 'Claude Code', where: 'in a terminal', snippet: `claude mcp add airlock -- ${[command.command, ...command.args].join(' ')}` },
    { client: 'Cursor', where: '~/.cursor/mcp.json', snippet: json },
    { client: 'VS Code', where: '.vscode/mcp.json', snippet: vscode },
    { client: 'Any of these, automatically', where: 'in a terminal (shows the change first; drop --dry-run to apply)', snippet: 'npx airlock install claude-code --dry-run' },
  ];
}
