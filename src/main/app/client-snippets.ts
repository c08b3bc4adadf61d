// Connection snippets shown in Policy & settings: how an MCP client launches
// `airlock bridge`. No electron import.
import type { ClientSnippet } from '../../shared/types';
import { bridgeLaunch } from '../clients';

/** `node <checkout>/bin/airlock.mjs bridge` for this checkout. Never `npx airlock`:
 *  outside the checkout npm would fetch an unrelated registry package. */
export function bridgeCommand(): { command: string; args: string[] } {
  try {
    const { command, args } = bridgeLaunch();
    return { command, args };
  } catch {
    return { command: 'node', args: ['/path/to/airlock/bin/airlock.mjs', 'bridge'] };
  }
}

export function clientSnippets(command: { command: string; args: string[] } = bridgeCommand()): ClientSnippet[] {
  const json = JSON.stringify({ mcpServers: { airlock: { command: command.command, args: command.args } } }, null, 2);
  const vscode = JSON.stringify({ servers: { airlock: { type: 'stdio', command: command.command, args: command.args } } }, null, 2);
  return [
    { client: 'Claude Desktop', where: 'claude_desktop_config.json (Settings → Developer → Edit config)', snippet: json },
    { client: 'Claude Code', where: 'in a terminal', snippet: `claude mcp add --scope user airlock -- ${[command.command, ...command.args].join(' ')}` },
    { client: 'Cursor', where: '~/.cursor/mcp.json', snippet: json },
    { client: 'VS Code', where: '.vscode/mcp.json', snippet: vscode },
    { client: 'Any of these, automatically', where: 'in a terminal (shows the change first; drop --dry-run to apply)', snippet: `${[command.command, command.args[0] ?? 'airlock'].join(' ')} install claude-code --dry-run` },
  ];
}
