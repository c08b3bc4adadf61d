import { describe, expect, it } from 'vitest';
import { recordStepParams } from '../../../src/main/core/params';
import { hintFor, observe, renderOutput, summarizeArguments } from '../../../src/main/clients';
import * as p from './payloads';

describe('hook payload → record_execution_step params', () => {
  it('Claude Code Bash: agent from the session, shell hint, structured action', () => {
    const o = observe('claude-code', p.claudeBash);
    expect(o).toEqual({
      kind: 'step',
      event: 'PreToolUse',
      agent: 'claude-code:4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
      params: {
        element_name: 'claude-code:4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
        nextActionHint: 'executing shell command: rm -rf build/ && npm run build',
        action: { tool: 'Bash', arguments: { command: 'rm -rf build/ && npm run build', description: 'Clean and rebuild', timeout: 120000 } },
      },
    });
  });

  it('Claude Code file, web and MCP tools get specific hints', () => {
    const hint = (payload: unknown): string => {
      const o = observe('claude-code', payload);
      if (o.kind !== 'step') throw new Error('expected a step');
      return o.params.nextActionHint;
    };
    expect(hint(p.claudeWrite)).toBe('calling Write on /home/dev/app/src/config.ts');
    expect(hint(p.claudeEdit)).toBe('calling Edit on /home/dev/app/README.md');
    expect(hint(p.claudeRead)).toBe('calling Read on /home/dev/.ssh/id_ed25519');
    expect(hint(p.claudeWebFetch)).toBe('calling WebFetch on https://example.com/install.sh');
    expect(hint(p.claudeMcp)).toBe(
      'calling MCP tool create_pull_request on server github with {"owner":"acme","repo":"app","title":"Fix parser","head":"fix","base":"main"}',
    );
    const mcp = observe('claude-code', p.claudeMcp);
    expect(mcp.kind === 'step' && mcp.params.action).toEqual({ tool: 'create_pull_request', server: 'github', arguments: p.claudeMcp.tool_input });
  });

  it('every mapped step passes the engine\'s own params schema', () => {
    for (const payload of [p.claudeBash, p.claudeWrite, p.claudeEdit, p.claudeRead, p.claudeWebFetch, p.claudeMcp]) {
      const o = observe('claude-code', payload);
      expect(o.kind).toBe('step');
      if (o.kind === 'step') expect(recordStepParams.safeParse(o.params).success).toBe(true);
    }
    for (const payload of [p.cursorShell, p.cursorMcp]) {
      const o = observe('cursor', payload);
      if (o.kind === 'step') expect(recordStepParams.safeParse(o.params).success).toBe(true);
    }
  });

  it('Cursor beforeShellExecution and beforeMCPExecution (tool_input is a JSON string)', () => {
    expect(observe('cursor', p.cursorShell)).toEqual({
      kind: 'step',
      event: 'beforeShellExecution',
      agent: 'cursor:conv-7d1e',
      params: {
        element_name: 'cursor:conv-7d1e',
        nextActionHint: 'executing shell command: git push --force origin main',
        action: { tool: 'shell', arguments: { command: 'git push --force origin main', cwd: '/home/dev/app' } },
      },
    });
    expect(observe('cursor', p.cursorMcp)).toEqual({
      kind: 'step',
      event: 'beforeMCPExecution',
      agent: 'cursor:conv-7d1e',
      params: {
        element_name: 'cursor:conv-7d1e',
        nextActionHint: 'calling MCP tool query on server npx -y @acme/postgres-mcp with {"sql":"DELETE FROM users WHERE id = 7"}',
        action: { tool: 'query', server: 'npx -y @acme/postgres-mcp', arguments: { sql: 'DELETE FROM users WHERE id = 7' } },
      },
    });
  });

  it('Airlock\'s own MCP-AQL tools are not recorded (the agent must always be able to report and verify)', () => {
    expect(observe('claude-code', p.claudeOwnAirlockTool)).toMatchObject({ kind: 'skip' });
    expect(observe('cursor', p.cursorOwnAirlockTool)).toMatchObject({ kind: 'skip' });
    // Another server's MCP-AQL tools are recorded like any other tool.
    expect(observe('claude-code', { ...p.claudeOwnAirlockTool, tool_name: 'mcp__dollhouse__mcp_aql_create' })).toMatchObject({ kind: 'step' });
  });

  it('long commands and file contents are cut, saying how much', () => {
    const long = 'echo ' + 'x'.repeat(10_000);
    const o = observe('claude-code', { ...p.claudeBash, tool_input: { command: long } });
    if (o.kind !== 'step') throw new Error('expected a step');
    expect(o.params.nextActionHint.length).toBeLessThan(4100);
    expect(o.params.nextActionHint).toMatch(/… \(\d+ more characters\)$/);
    const args = summarizeArguments({ content: 'y'.repeat(5000) }) as { content: string };
    expect(args.content).toBe(`${'y'.repeat(1000)}… (4000 more characters)`);
  });

  it('multi-line shell commands stay on one line in the hint', () => {
    expect(hintFor('Bash', { command: 'cat <<EOF > a\nhello\nEOF' })).toBe('executing shell command: cat <<EOF > a ⏎ hello ⏎ EOF');
  });

  it('a payload without the fields it needs is an input error', () => {
    expect(() => observe('claude-code', { hook_event_name: 'PreToolUse' })).toThrow(/tool_name/);
    expect(() => observe('claude-code', 'nope')).toThrow(/not a JSON object/);
    expect(() => observe('cursor', { hook_event_name: 'beforeShellExecution' })).toThrow(/command/);
  });
});

describe('decision → client hook output (exact)', () => {
  const denyDecision = { kind: 'deny', reason: 'R for the agent', userMessage: 'U for you' } as const;
  it('Claude Code', () => {
    expect(renderOutput('claude-code', { kind: 'pass' })).toBe('');
    expect(renderOutput('claude-code', denyDecision)).toBe(
      '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"R for the agent"}}',
    );
    expect(renderOutput('claude-code', { kind: 'allow', reason: 'ok', userMessage: 'ok' })).toBe(
      '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"ok"}}',
    );
  });
  it('Cursor', () => {
    expect(renderOutput('cursor', { kind: 'pass' })).toBe('{"permission":"allow"}');
    expect(renderOutput('cursor', denyDecision)).toBe(
      '{"permission":"deny","user_message":"U for you","agent_message":"R for the agent","userMessage":"U for you","agentMessage":"R for the agent"}',
    );
  });
});
