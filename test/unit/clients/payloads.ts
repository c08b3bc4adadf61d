// Hook payloads as the clients send them on stdin (field sets from the
// clients' hook references: docs.anthropic.com/en/docs/claude-code/hooks,
// cursor.com/docs/agent/hooks).

export const claudeBash = {
  session_id: '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
  transcript_path: '/home/dev/.claude/projects/-home-dev-app/4f1c2d3e-aaaa-bbbb-cccc-0123456789ab.jsonl',
  cwd: '/home/dev/app',
  permission_mode: 'default',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'rm -rf build/ && npm run build', description: 'Clean and rebuild', timeout: 120000 },
  tool_use_id: 'toolu_01ABC123',
};

export const claudeWrite = {
  session_id: 'sess-write',
  transcript_path: '/home/dev/.claude/projects/x/sess-write.jsonl',
  cwd: '/home/dev/app',
  permission_mode: 'acceptEdits',
  hook_event_name: 'PreToolUse',
  tool_name: 'Write',
  tool_input: { file_path: '/home/dev/app/src/config.ts', content: 'export const x = 1;\n' },
  tool_use_id: 'toolu_01WRITE',
};

export const claudeEdit = {
  session_id: 'sess-edit',
  transcript_path: '/t.jsonl',
  cwd: '/home/dev/app',
  hook_event_name: 'PreToolUse',
  tool_name: 'Edit',
  tool_input: { file_path: '/home/dev/app/README.md', old_string: 'foo', new_string: 'bar', replace_all: false },
};

export const claudeRead = {
  session_id: 'sess-read',
  transcript_path: '/t.jsonl',
  cwd: '/home/dev/app',
  hook_event_name: 'PreToolUse',
  tool_name: 'Read',
  tool_input: { file_path: '/home/dev/.ssh/id_ed25519' },
};

export const claudeWebFetch = {
  session_id: 'sess-web',
  transcript_path: '/t.jsonl',
  cwd: '/home/dev/app',
  hook_event_name: 'PreToolUse',
  tool_name: 'WebFetch',
  tool_input: { url: 'https://example.com/install.sh', prompt: 'What does it do?' },
};

export const claudeMcp = {
  session_id: 'sess-mcp',
  transcript_path: '/t.jsonl',
  cwd: '/home/dev/app',
  hook_event_name: 'PreToolUse',
  tool_name: 'mcp__github__create_pull_request',
  tool_input: { owner: 'acme', repo: 'app', title: 'Fix parser', head: 'fix', base: 'main' },
};

export const claudeOwnAirlockTool = {
  session_id: 'sess-own',
  transcript_path: '/t.jsonl',
  cwd: '/home/dev/app',
  hook_event_name: 'PreToolUse',
  tool_name: 'mcp__airlock__mcp_aql_create',
  tool_input: { operation: 'verify_challenge', params: { challenge_id: 'c1', code: 'ABCD-EFGH' } },
};

export const cursorShell = {
  conversation_id: 'conv-7d1e',
  generation_id: 'gen-0042',
  model: 'claude-sonnet-4',
  hook_event_name: 'beforeShellExecution',
  cursor_version: '1.7.2',
  workspace_roots: ['/home/dev/app'],
  user_email: null,
  command: 'git push --force origin main',
  cwd: '/home/dev/app',
};

export const cursorMcp = {
  conversation_id: 'conv-7d1e',
  generation_id: 'gen-0043',
  model: 'claude-sonnet-4',
  hook_event_name: 'beforeMCPExecution',
  cursor_version: '1.7.2',
  workspace_roots: ['/home/dev/app'],
  user_email: 'dev@example.com',
  tool_name: 'query',
  tool_input: '{"sql":"DELETE FROM users WHERE id = 7"}',
  command: 'npx -y @acme/postgres-mcp',
};

export const cursorOwnAirlockTool = {
  conversation_id: 'conv-7d1e',
  generation_id: 'gen-0044',
  hook_event_name: 'beforeMCPExecution',
  workspace_roots: ['/home/dev/app'],
  tool_name: 'mcp_aql_execute',
  tool_input: '{"operation":"confirm_operation","params":{"confirmation_id":"x"}}',
  command: '/usr/bin/node /opt/airlock/bin/airlock.mjs bridge',
};
