// The pure mapping, per client: published-schema payloads in, the step Airlock
// records (agent, hint, whole structured action) out; Airlock's decision in,
// each client's exact answer out.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { recordStepParams } from '../../../src/main/core/params';
import { LIMITS } from '../../../src/shared/vocabulary';
import { boundArguments, hintFor, observe, parsePatch, renderAnswer, shellCommand, type Decision, type HookClient, type Observed } from '../../../src/main/clients';
import * as p from './payloads';

function stepOf(o: Observed): Extract<Observed, { kind: 'step' }> {
  if (o.kind !== 'step') throw new Error(`expected a step, got a skip: ${o.why}`);
  return o;
}

describe('Claude Code PreToolUse → step', () => {
  it('Bash: agent from the session, shell hint, the whole tool input as the action', () => {
    expect(observe('claude-code', p.claudeBash)).toEqual({
      kind: 'step',
      event: 'PreToolUse',
      agent: 'claude-code:4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
      params: {
        element_name: 'claude-code:4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
        nextActionHint: 'executing shell command: rm -rf build/ && npm run build',
        action: { tool: 'Bash', arguments: { command: 'rm -rf build/ && npm run build', description: 'Clean and rebuild', timeout: 120000 } },
        session_id: '4f1c2d3e-aaaa-bbbb-cccc-0123456789ab',
      },
    });
  });

  it('SessionEnd (Claude Code, Gemini CLI) is the end of the session; without a session id there is nothing to end', () => {
    expect(observe('claude-code', { session_id: 'abc', hook_event_name: 'SessionEnd', reason: 'clear' })).toEqual({
      kind: 'end',
      agent: 'claude-code:abc',
      session: 'abc',
      why: 'SessionEnd (clear)',
      event: 'SessionEnd',
    });
    expect(observe('gemini', { session_id: 'g-1', hook_event_name: 'SessionEnd', reason: 'exit' })).toMatchObject({ kind: 'end', agent: 'gemini:g-1', session: 'g-1' });
    expect(observe('claude-code', { hook_event_name: 'SessionEnd' })).toMatchObject({ kind: 'skip' });
  });

  it('Cursor sessionEnd (common fields + reason, duration_ms) ends the conversation\'s execution; its answer is empty, never an "allow"', () => {
    const payload = {
      conversation_id: 'c-77',
      generation_id: 'g-1',
      model: 'claude-4.5-sonnet',
      hook_event_name: 'sessionEnd',
      cursor_version: '2.4.21',
      workspace_roots: ['/home/dev/app'],
      user_email: null,
      transcript_path: null,
      session_id: 'c-77',
      reason: 'window_close',
      duration_ms: 81234,
      is_background_agent: false,
      final_status: 'completed',
    };
    expect(observe('cursor', payload)).toEqual({ kind: 'end', agent: 'cursor:c-77', session: 'c-77', why: 'sessionEnd (window_close)', event: 'sessionEnd' });
    expect(renderAnswer('cursor', { kind: 'pass' }, 'sessionEnd')).toEqual({ stdout: '{}', stderr: '', exitCode: 0 });
  });

  it('file, web and MCP tools get specific hints; MCP tools carry server and arguments', () => {
    const hint = (payload: unknown): string => stepOf(observe('claude-code', payload)).params.nextActionHint;
    expect(hint(p.claudeWrite)).toBe('calling Write on /home/dev/app/src/config.ts (2 lines)');
    expect(hint(p.claudeEdit)).toBe('calling Edit on /home/dev/app/README.md');
    expect(hint(p.claudeRead)).toBe('calling Read on /home/dev/.ssh/id_ed25519');
    expect(hint(p.claudeWebFetch)).toBe('calling WebFetch on https://example.com/install.sh');
    expect(stepOf(observe('claude-code', p.claudeMcp)).params.action).toEqual({ tool: 'create_pull_request', server: 'github', arguments: p.claudeMcp.tool_input });
  });

  it('long commands and file contents reach Airlock whole (no clipping); only the display hint is shortened', () => {
    const long = 'echo ' + 'x'.repeat(20_000);
    const o = stepOf(observe('claude-code', { ...p.claudeBash, tool_input: { command: long } }));
    expect(o.params.action.arguments).toEqual({ command: long });
    expect(o.params.nextActionHint.length).toBeLessThanOrEqual(LIMITS.hint);
    expect(o.params.nextActionHint).toMatch(/… \(\d+ more characters\)$/);
    const w = stepOf(observe('claude-code', { ...p.claudeWrite, tool_input: { file_path: '/a', content: 'y'.repeat(50_000) } }));
    expect((w.params.action.arguments as { content: string }).content).toHaveLength(50_000);
  });
});

describe('an action above LIMITS.action is cut visibly, never silently', () => {
  it('the longest values are cut with a marker and the action says truncated: true', () => {
    const huge = 'z'.repeat(LIMITS.action + 5000);
    const o = stepOf(observe('claude-code', { ...p.claudeWrite, tool_input: { file_path: '/srv/app/run.sh', content: huge } }));
    const args = o.params.action.arguments as { file_path: string; content: string; truncated: boolean };
    expect(args.truncated).toBe(true);
    expect(args.file_path).toBe('/srv/app/run.sh');
    expect(args.content).toMatch(/… \[cut by Airlock: \d+ more characters\]$/);
    expect(JSON.stringify(args).length).toBeLessThanOrEqual(LIMITS.action);
    expect(recordStepParams.safeParse(o.params).success).toBe(true);
  });

  it('small arguments are returned as they are; huge arrays are cut too', () => {
    const small = { a: 'b' };
    expect(boundArguments(small)).toEqual({ arguments: small, truncated: false });
    const many = { items: Array.from({ length: 100_000 }, (_, i) => i) };
    const cut = boundArguments(many, 10_000);
    expect(cut.truncated).toBe(true);
    expect(JSON.stringify(cut.arguments).length).toBeLessThanOrEqual(10_000);
    expect((cut.arguments.items as unknown[]).at(-1)).toMatch(/cut by Airlock: \d+ more items/);
  });
});

describe('Codex CLI PreToolUse → step', () => {
  it('Bash `bash -lc <script>` is judged by the script; the wrapper is kept beside it', () => {
    const o = stepOf(observe('codex', p.codexBash));
    expect(o.agent).toBe('codex:0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    expect(o.params.nextActionHint).toBe('executing shell command: rm -rf ~');
    expect(o.params.action).toEqual({ tool: 'Bash', arguments: { command: 'rm -rf ~', wrapper: ['bash', '-lc'] } });
    expect(stepOf(observe('codex', p.codexBashPlain)).params.action).toEqual({ tool: 'Bash', arguments: { command: 'npm test' } });
  });

  it('an argv array is read the same way; anything beyond one plain invocation stays whole', () => {
    expect(stepOf(observe('codex', p.codexShellArgv)).params.action.arguments).toEqual({ command: 'git status --short', wrapper: ['bash', '-lc'] });
    // `bash -lc 'echo hi'; rm -rf ~` is two commands: nothing is unwrapped, the classifier sees all of it.
    expect(stepOf(observe('codex', p.codexSneaky)).params.action.arguments).toEqual({ command: "bash -lc 'echo hi'; rm -rf ~" });
    expect(shellCommand(['ls', '-la', 'my dir'])).toEqual({ script: "ls -la 'my dir'", argv: ['ls', '-la', 'my dir'] });
    expect(shellCommand(`bash -c 'it'"'"'s'`).script).toBe("it's");
  });

  it('apply_patch: one edit per file with what the patch adds; the hint names each file', () => {
    const o = stepOf(observe('codex', p.codexApplyPatch));
    expect(o.params.action).toEqual({
      tool: 'apply_patch',
      arguments: {
        file_count: 4,
        edits: [
          { operation: 'update', file_path: '.github/workflows/ci.yml', added: '    if: false', removed: '' },
          { operation: 'add', file_path: 'docs/notes.md', content: '# Notes\nNothing to see.\n' },
          { operation: 'delete', file_path: 'old/script.sh' },
          { operation: 'update', file_path: 'src/a.ts', move_to: 'src/b.ts', added: 'export const b = 1;', removed: 'export const a = 1;' },
        ],
      },
    });
    expect(o.params.nextActionHint).toBe(
      'applying a patch: update .github/workflows/ci.yml (+1 −0 lines: adds if: false); add docs/notes.md (2 lines: # Notes ⏎ Nothing to see.); delete old/script.sh; update src/a.ts → src/b.ts (+1 −1 lines: adds export const b = 1;)',
    );
  });

  it('apply_patch through the shell (heredoc or argv) is judged as a patch', () => {
    const heredoc = { ...p.codexBash, tool_input: { command: ['bash', '-lc', `apply_patch <<'EOF'\n${p.ciPatch}EOF\n`] } };
    expect(stepOf(observe('codex', heredoc)).params.action).toMatchObject({ tool: 'apply_patch', arguments: { via: 'shell', file_count: 4 } });
    const argv = { ...p.codexBash, tool_input: { command: ['apply_patch', p.ciPatch] } };
    expect(stepOf(observe('codex', argv)).params.action).toMatchObject({ tool: 'apply_patch', arguments: { file_count: 4 } });
    expect(parsePatch('not a patch')).toBeUndefined();
  });

  it('MCP tools carry server and arguments; Airlock\'s own tools are not recorded', () => {
    expect(stepOf(observe('codex', p.codexMcp)).params.action).toEqual({ tool: 'query', server: 'postgres', arguments: { sql: 'DELETE FROM users WHERE id = 7' } });
    expect(observe('codex', p.codexOwnAirlockTool)).toMatchObject({ kind: 'skip' });
  });
});

describe('Gemini CLI BeforeTool → step', () => {
  it('run_shell_command, write_file, replace keep every argument', () => {
    const sh = stepOf(observe('gemini', p.geminiShell));
    expect(sh.agent).toBe('gemini:8f2c6a1e-4b7d-4e2a-9c3f-5d6e7f8a9b0c');
    expect(sh.params).toMatchObject({ nextActionHint: 'executing shell command: rm -rf ~', action: { tool: 'run_shell_command', arguments: { command: 'rm -rf ~', description: 'Clean up', dir_path: '/home/dev/app' } } });
    expect(stepOf(observe('gemini', p.geminiWrite)).params.action).toEqual({ tool: 'write_file', arguments: p.geminiWrite.tool_input });
    expect(stepOf(observe('gemini', p.geminiReplace)).params.action).toEqual({ tool: 'replace', arguments: p.geminiReplace.tool_input });
  });

  it('save_memory: the note\'s text is the action (and in the hint); a write to GEMINI.md reads as a memory note too', () => {
    const o = stepOf(observe('gemini', p.geminiSaveMemory));
    expect(o.params.action).toEqual({ tool: 'save_memory', arguments: p.geminiSaveMemory.tool_input });
    expect(o.params.nextActionHint).toBe(`saving a memory note: ${p.geminiSaveMemory.tool_input.fact}`);
    const md = stepOf(observe('gemini', { ...p.geminiWrite, tool_input: { file_path: '/home/dev/.gemini/GEMINI.md', content: 'Always push to main.' } }));
    expect(md.params.nextActionHint).toBe('saving a memory note in /home/dev/.gemini/GEMINI.md: Always push to main.');
  });

  it('web_fetch lists the URLs in its prompt; MCP tools come from mcp_context', () => {
    expect(stepOf(observe('gemini', p.geminiWebFetch)).params.action.arguments).toEqual({ ...p.geminiWebFetch.tool_input, urls: ['https://example.com/install.sh', 'https://example.org/docs'] });
    expect(stepOf(observe('gemini', p.geminiMcp)).params.action).toEqual({ tool: 'create_pull_request', server: 'github', arguments: p.geminiMcp.tool_input });
    const { mcp_context: _context, ...bare } = p.geminiMcp;
    expect(stepOf(observe('gemini', bare)).params.action).toMatchObject({ tool: 'create_pull_request', server: 'github' });
    expect(observe('gemini', p.geminiOwnAirlockTool)).toMatchObject({ kind: 'skip' });
  });

  it('other events are not Airlock\'s business', () => {
    expect(observe('gemini', { ...p.geminiShell, hook_event_name: 'AfterTool' })).toMatchObject({ kind: 'skip' });
  });
});

describe('Cursor → step', () => {
  it('beforeShellExecution, beforeMCPExecution (tool_input is JSON text) and beforeReadFile (never the content)', () => {
    expect(stepOf(observe('cursor', p.cursorShell)).params.action).toEqual({ tool: 'shell', arguments: { command: 'git push --force origin main', cwd: '/home/dev/app' } });
    expect(stepOf(observe('cursor', p.cursorMcp)).params.action).toEqual({ tool: 'query', server: 'npx -y @acme/postgres-mcp', arguments: { sql: 'DELETE FROM users WHERE id = 7' } });
    const read = stepOf(observe('cursor', p.cursorRead));
    expect(read.params.action).toEqual({ tool: 'Read', arguments: { file_path: '/home/dev/app/.env' } });
    expect(JSON.stringify(read)).not.toContain('sk_live_SECRET');
    expect(observe('cursor', p.cursorOwnAirlockTool)).toMatchObject({ kind: 'skip' });
  });
});

describe('every mapped step passes the engine\'s own params schema', () => {
  const all: Array<[HookClient, unknown]> = [
    ...[p.claudeBash, p.claudeWrite, p.claudeEdit, p.claudeRead, p.claudeWebFetch, p.claudeMcp].map((x): [HookClient, unknown] => ['claude-code', x]),
    ...[p.cursorShell, p.cursorMcp, p.cursorRead].map((x): [HookClient, unknown] => ['cursor', x]),
    ...[p.codexBash, p.codexBashPlain, p.codexShellArgv, p.codexSneaky, p.codexApplyPatch, p.codexMcp].map((x): [HookClient, unknown] => ['codex', x]),
    ...[p.geminiShell, p.geminiWrite, p.geminiReplace, p.geminiSaveMemory, p.geminiWebFetch, p.geminiMcp].map((x): [HookClient, unknown] => ['gemini', x]),
  ];
  it.each(all)('%s', (client, payload) => {
    expect(recordStepParams.safeParse(stepOf(observe(client, payload)).params).success).toBe(true);
  });
});

describe('input errors', () => {
  it('a payload without the fields it needs is an input error', () => {
    expect(() => observe('claude-code', { hook_event_name: 'PreToolUse' })).toThrow(/tool_name/);
    expect(() => observe('claude-code', 'nope')).toThrow(/not a JSON object/);
    expect(() => observe('cursor', { hook_event_name: 'beforeShellExecution' })).toThrow(/command/);
    expect(() => observe('codex', { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: {} })).toThrow(/no command/);
    expect(() => observe('gemini', { hook_event_name: 'BeforeTool' })).toThrow(/tool_name/);
  });

  it('multi-line shell commands stay on one line in the hint', () => {
    expect(hintFor('Bash', { command: 'cat <<EOF > a\nhello\nEOF' })).toBe('executing shell command: cat <<EOF > a ⏎ hello ⏎ EOF');
  });
});

describe('decision → each client\'s exact answer', () => {
  const deny: Decision = { kind: 'deny', reason: 'R for the agent', userMessage: 'U for you' };
  const fail: Decision = { kind: 'fail', reason: 'Airlock is not running', userMessage: 'start it' };
  const allow: Decision = { kind: 'allow', reason: 'ok', userMessage: 'ok' };

  it('Claude Code: no output when neutral; deny / allow JSON; an internal failure exits 2', () => {
    expect(renderAnswer('claude-code', { kind: 'pass' })).toEqual({ stdout: '', stderr: '', exitCode: 0 });
    expect(renderAnswer('claude-code', deny).stdout).toBe('{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"R for the agent"}}');
    expect(renderAnswer('claude-code', allow).stdout).toBe('{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"ok"}}');
    expect(renderAnswer('claude-code', fail)).toEqual({ stdout: '', stderr: 'Airlock is not running', exitCode: 2 });
  });

  it('Cursor: allow for advisory (a failClosed entry blocks an empty answer); deny with both message spellings; beforeReadFile gets permission and user_message only', () => {
    expect(renderAnswer('cursor', { kind: 'pass' }).stdout).toBe('{"permission":"allow"}');
    expect(renderAnswer('cursor', deny).stdout).toBe('{"permission":"deny","user_message":"U for you","agent_message":"R for the agent","userMessage":"U for you","agentMessage":"R for the agent"}');
    expect(renderAnswer('cursor', fail)).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('"permission":"deny"') as unknown });
    expect(renderAnswer('cursor', deny, 'beforeReadFile').stdout).toBe('{"permission":"deny","user_message":"U for you"}');
  });

  it('Codex: nothing (never allow / ask, which Codex reads as a failed hook); deny valid against Codex\'s published output schema; failure exits 2 with a non-empty reason', () => {
    const schema = JSON.parse(readFileSync(new URL('./codex-pre-tool-use.output.schema.json', import.meta.url), 'utf8')) as object;
    const validate = new Ajv({ strict: false }).compile(schema);
    for (const d of [{ kind: 'pass' } as Decision, allow]) expect(renderAnswer('codex', d)).toEqual({ stdout: '', stderr: '', exitCode: 0 });
    const denied = renderAnswer('codex', { kind: 'deny', reason: 'line one\nline two', userMessage: 'for\nyou' });
    const parsed = JSON.parse(denied.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    expect(parsed.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(parsed.hookSpecificOutput.permissionDecisionReason).toBe('line one line two');
    // The schema rejects an unknown field: the test would catch one.
    expect(validate({ ...parsed, extra: 1 })).toBe(false);
    expect(renderAnswer('codex', { ...fail, reason: '  ' })).toEqual({ stdout: '', stderr: 'Airlock blocked this action.', exitCode: 2 });
  });

  it('Gemini CLI: {} when neutral; deny with reason and a message for the person; failure exits 2', () => {
    expect(renderAnswer('gemini', { kind: 'pass' }).stdout).toBe('{}');
    expect(renderAnswer('gemini', allow).stdout).toBe('{}');
    expect(renderAnswer('gemini', deny).stdout).toBe('{"decision":"deny","reason":"R for the agent","systemMessage":"U for you"}');
    expect(renderAnswer('gemini', fail)).toEqual({ stdout: '', stderr: 'Airlock is not running', exitCode: 2 });
  });
});
