// The built `airlock hook` / `airlock install` commands and the hook entry
// (bin/airlock-hook.mjs) as child processes: fail-closed when nothing listens
// on the socket, when the CLI is missing or broken, on bad input and when the
// hook is killed mid-call; and end to end against a real `airlock serve
// --console jsonl` where the "human" approves or denies on the console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, CLI, airlockEnv, codeForms } from './helpers/serve';
import { servedAirlock } from './helpers/served-airlock';
import { HOOK, ensureBuilt, runEntry as runCli, spawnHook, type Run } from './helpers/hook-process';
import { connectRaw, runHook, MCP_CLIENT_NAME, type HookClient } from '../../src/main/clients/hooks';
import { HOOK_CLIENTS_UNDER_TEST, clientSession, dangerousCalls, type ClientUnderTest } from './helpers/client-sessions';

const bash = (command: string, session = 'sess-e2e'): string =>
  JSON.stringify({
    session_id: session,
    transcript_path: `/tmp/${session}.jsonl`,
    cwd: '/home/dev/app',
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'e2e' },
    tool_use_id: 'toolu_e2e',
  });

const cursorShell = (command: string): string =>
  JSON.stringify({ conversation_id: 'conv-e2e', generation_id: 'g1', hook_event_name: 'beforeShellExecution', workspace_roots: ['/home/dev/app'], command, cwd: '/home/dev/app' });

beforeAll(ensureBuilt, 120_000);

describe('fail-closed when Airlock is not running', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-hk-'));
  const socket = path.join(dir, 'nobody.sock');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('claude-code: exit 2 (a block in every Claude Code version) with only the reason on stderr', async () => {
    const run = await runCli(['hook', 'claude-code'], bash('npm test'), { AIRLOCK_SOCKET: socket, AIRLOCK_HOOK_FAIL_OPEN: '' });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `Airlock is not running or cannot be reached (nothing is listening at ${socket}), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or \`airlock serve\`), then retry. Do not try to work around this block.\n`,
    );
  });

  it('cursor: the exact deny output', async () => {
    const run = await runCli(['hook', 'cursor'], cursorShell('ls'), { AIRLOCK_SOCKET: socket });
    const out = JSON.parse(run.stdout) as Record<string, string>;
    expect(out.permission).toBe('deny');
    expect(out.agent_message).toBe(
      `Airlock is not running or cannot be reached (nothing is listening at ${socket}), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or \`airlock serve\`), then retry. Do not try to work around this block.`,
    );
    expect(out.user_message).toBe(`Airlock is not running or cannot be reached (nothing is listening at ${socket}), so this action was blocked. Start Airlock and retry.`);
  });

  it('fail-open by environment or flag: no override', async () => {
    expect((await runCli(['hook', 'claude-code'], bash('npm test'), { AIRLOCK_SOCKET: socket, AIRLOCK_HOOK_FAIL_OPEN: '1' })).stdout).toBe('');
    expect((await runCli(['hook', 'claude-code', '--fail-open'], bash('npm test'), { AIRLOCK_SOCKET: socket })).stdout).toBe('');
    expect((await runCli(['hook', 'cursor', '--fail-open'], cursorShell('ls'), { AIRLOCK_SOCKET: socket })).stdout).toBe('{"permission":"allow"}\n');
  });

  it('an unknown client name or a mistyped option exits 2 (Claude Code then blocks the call)', async () => {
    const run = await runCli(['hook', 'claud-code'], bash('ls'), { AIRLOCK_SOCKET: socket });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/unknown client "claud-code"/);
    const typo = await runCli(['hook', 'claude-code', '--wiat', '5'], bash('ls'), { AIRLOCK_SOCKET: socket });
    expect(typo.code).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toMatch(/unknown option '--wiat'/);
  });
});

describe('airlock install as a command, on a temporary HOME', () => {
  it('install --hook, again (nothing changed), --dry-run --uninstall, --uninstall', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-home-'));
    const env = { HOME: home, USERPROFILE: home, XDG_CONFIG_HOME: path.join(home, '.config'), AIRLOCK_HOME: '', AIRLOCK_SOCKET: '' };
    try {
      const first = await runCli(['install', 'claude-code', '--hook'], undefined, env);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`${path.join(home, '.claude.json')}: add the Airlock MCP server: created`);
      // The install check ran the new entry: nothing listens at the default socket of this HOME.
      expect(first.stdout).toContain('Airlock is not running, so the check could not reach it. The entry was written and fails closed');
      const settings = JSON.parse(fs.readFileSync(path.join(home, '.claude', 'settings.json'), 'utf8')) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string; timeout: number; onFailure: string }> }> } };
      const hookEntry = settings.hooks.PreToolUse[0]?.hooks[0];
      expect(hookEntry).toEqual({ type: 'command', command: `${process.execPath} ${HOOK} claude-code`, timeout: 120, onFailure: 'block' });
      const entry = (JSON.parse(fs.readFileSync(path.join(home, '.claude.json'), 'utf8')) as { mcpServers: { airlock: unknown } }).mcpServers.airlock;
      expect(entry).toEqual({ type: 'stdio', command: process.execPath, args: [CLI, 'bridge'] });

      const second = await runCli(['install', 'claude-code', '--hook'], undefined, env);
      expect(second.stdout.split('\n')[0]).toBe('Claude Code: Airlock is already installed, nothing changed.');

      const dry = await runCli(['install', 'claude-code', '--uninstall', '--dry-run'], undefined, env);
      expect(dry.stdout).toContain('-    "airlock": {');
      expect(dry.stdout).toContain('Dry run: nothing was written.');
      expect(fs.existsSync(path.join(home, '.claude.json'))).toBe(true);

      const status = await runCli(['install'], undefined, env);
      expect(status.stdout).toMatch(/Claude Code\s+connected, hook installed/);

      const gone = await runCli(['install', 'claude-code', '--uninstall'], undefined, env);
      expect(gone.code).toBe(0);
      expect(fs.existsSync(path.join(home, '.claude.json'))).toBe(false);
      expect(fs.existsSync(path.join(home, '.claude', 'settings.json'))).toBe(false);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('airlock install --wrap as a command', () => {
  it('--dry-run shows the diff; the wrap; the listing names wrapped servers; --uninstall --wrap restores the file', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-wrap-'));
    const env = { HOME: home, USERPROFILE: home, XDG_CONFIG_HOME: path.join(home, '.config'), AIRLOCK_HOME: '', AIRLOCK_SOCKET: '' };
    const file = path.join(home, '.config', 'Claude', 'claude_desktop_config.json');
    const text = '{\n  "mcpServers": {\n    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "env": { "DEBUG": "1" } }\n  }\n}\n';
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      const dry = await runCli(['install', 'claude-desktop', '--wrap', '--dry-run'], undefined, env);
      expect(dry.stdout).toContain(`+    "fs": { "command": "${process.execPath}", "args": ["${CLI}", "wrap", "--name", "fs", "--", "npx", "-y", "@modelcontextprotocol/server-filesystem", "/tmp"], "env": { "DEBUG": "1" } }`);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
      const wrap = await runCli(['install', 'claude-desktop', '--wrap'], undefined, env);
      expect(wrap.stdout).toContain('run through airlock wrap: fs: updated');
      const listing = await runCli(['install'], undefined, env);
      expect(listing.stdout).toMatch(/Claude Desktop\s+not connected[^\n]*\n\s+servers: fs \(wrapped\)/);
      const back = await runCli(['install', 'claude-desktop', '--uninstall', '--wrap'], undefined, env);
      expect(back.code).toBe(0);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('end to end against a real airlock serve', () => {
  const served = servedAirlock({
    maxAutonomousSteps: 1000,
    patterns: {
      deny: ['executing shell command: dd if=/dev/zero of=/dev/sda*'],
      requiresApproval: ['executing shell command: git push*'],
      autoApprove: ['executing shell command: echo hello*'],
    },
  });

  const env = (): Record<string, string> => airlockEnv(served.home);

  it('an auto-approved action: no override, recorded as agent claude-code:<session> with the structured action', async () => {
    const since = served.serve.events.length;
    const run = await runCli(['hook', 'claude-code'], bash('echo hello world', 'sess-a'), env());
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
    const event = await served.serve.waitFor((e) => e.type === 'step', 10_000, since);
    expect(event.step).toMatchObject({ client: 'claude-code', agent: 'claude-code:sess-a', hint: 'executing shell command: echo hello world', action: { tool: 'Bash', arguments: { command: 'echo hello world' } } });
  });

  it('confirm tier: the hook waits; the human approves on the console → allow', async () => {
    const since = served.serve.events.length;
    const pending = runCli(['hook', 'claude-code', '--wait', '30'], bash('git push origin main', 'sess-b'), env());
    const asked = await served.serve.waitFor((e) => e.type === 'confirmation', 15_000, since);
    const id = (asked.confirmation as { id: string }).id;
    expect((await served.serve.command({ command: 'approve', id })).type).toBe('result');
    const run = await pending;
    expect(JSON.parse(run.stdout)).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'Approved by the user in Airlock.' } });
  });

  it('confirm tier: the human denies with a reason → deny carrying it (Cursor format)', async () => {
    const since = served.serve.events.length;
    const pending = runCli(['hook', 'cursor', '--wait', '30'], cursorShell('git push origin fix/typo'), env());
    const asked = await served.serve.waitFor((e) => e.type === 'confirmation', 15_000, since);
    expect(asked.confirmation).toMatchObject({ client: 'cursor-vscode', agent: 'cursor:conv-e2e' });
    const id = (asked.confirmation as { id: string }).id;
    await served.serve.command({ command: 'deny', id, reason: 'no force pushes' });
    const out = JSON.parse((await pending).stdout) as Record<string, string>;
    expect(out).toEqual({
      permission: 'deny',
      user_message: 'Denied in Airlock: no force pushes.',
      agent_message: 'The user denied this action in Airlock: no force pushes. Do not retry it; take another approach or ask the user.',
      userMessage: 'Denied in Airlock: no force pushes.',
      agentMessage: 'The user denied this action in Airlock: no force pushes. Do not retry it; take another approach or ask the user.',
    });
  });

  it('confirm tier with nobody answering: denied when the wait runs out', async () => {
    const started = Date.now();
    const run = await runCli(['hook', 'claude-code', '--wait', '2'], bash('git push origin feature', 'sess-c'), env());
    expect(JSON.parse(run.stdout).hookSpecificOutput).toMatchObject({ permissionDecision: 'deny' });
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecisionReason).toMatch(/no decision came within 2 seconds/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('announced vs performed: an action the agent did not announce over MCP is flagged on the hook-recorded step', async () => {
    // The hook connects as clientInfo "claude-code", as Claude Code's own MCP connection does.
    const agent = await Agent.connect(served.home, 'claude-code');
    try {
      expect((await agent.step('code-assistant', 'executing shell command: echo hello from the plan')).success).toBe(true);
      const factorsOf = async (command: string, session: string): Promise<string[]> => {
        const since = served.serve.events.length;
        await runCli(['hook', 'claude-code', '--wait', '0'], bash(command, session), env());
        const event = await served.serve.waitFor((e) => e.type === 'step' && (e.step as { agent: string }).agent === `claude-code:${session}`, 10_000, since);
        return (event.step as { directive: { factors: string[] } }).directive.factors;
      };
      expect((await factorsOf('echo hello from the plan', 'sess-e')).join(' ')).not.toMatch(/Not announced/);
      expect((await factorsOf('whoami', 'sess-e')).join(' ')).toMatch(/Not announced: the agent's latest reported intent was "executing shell command: echo hello from the plan"/);
    } finally {
      await agent.close();
    }
  });

  it('danger zone: denied at once, the agent blocked, and the code never reaches the hook\'s output', async () => {
    const since = served.serve.events.length;
    const run = await runCli(['hook', 'claude-code'], bash('dd if=/dev/zero of=/dev/sda bs=1M', 'sess-d'), env());
    const out = JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
    expect(out.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(/^Airlock stopped this action \(danger zone\)/);
    await served.serve.waitFor((e) => e.type === 'block', 10_000, since);
    const codes = served.serve.codes();
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) for (const form of codeForms(code)) expect(run.stdout + run.stderr).not.toContain(form);
    // The same agent's next, harmless action is refused while the block stands.
    const next = await runCli(['hook', 'claude-code'], bash('echo hello again', 'sess-d'), env());
    expect(JSON.parse(next.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    // The user gives the agent the code; it submits it over MCP; the block is lifted.
    const challengeId = /"challenge_id": "([^"]+)"/.exec(out.hookSpecificOutput.permissionDecisionReason)?.[1];
    const shown = served.serve.events.find((e) => e.type === 'challenge' && (e.challenge as { id: string }).id === challengeId);
    expect(shown).toBeTruthy();
    const agent = await Agent.connect(served.home, 'claude-code');
    try {
      expect(await agent.verify(challengeId!, (shown!.challenge as { code: string }).code)).toMatchObject({ success: true, data: { verified: true, unblocked: true } });
    } finally {
      await agent.close();
    }
    expect((await runCli(['hook', 'claude-code'], bash('echo hello again', 'sess-d'), env())).stdout).toBe('');
  });
});

describe('verify tier end to end (its own airlock serve)', () => {
  const served = servedAirlock({ maxAutonomousSteps: 1000 });

  const mcpCall = (tool: string, session: string): string =>
    JSON.stringify({ session_id: session, transcript_path: '/t.jsonl', cwd: '/home/dev/app', hook_event_name: 'PreToolUse', tool_name: tool, tool_input: { table: 'audit_log' } });

  it('denied with the challenge id (never the code); the agent submits the user\'s code over MCP; the retry goes through', async () => {
    // MCP tools whose names the classifier rates "dangerous" (risk 61-85: the verify tier).
    let found: { payload: string; reason: string; since: number } | undefined;
    for (const tool of ['mcp__db__bypass_retention_policy', 'mcp__db__force_rebuild_index']) {
      const since = served.serve.events.length;
      const payload = mcpCall(tool, 'sess-v');
      const run = await runCli(['hook', 'claude-code'], payload, airlockEnv(served.home));
      const out = run.stdout === '' ? undefined : (JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecisionReason: string } });
      if (out?.hookSpecificOutput.permissionDecisionReason.startsWith('Airlock paused this action for verification.')) {
        found = { payload, reason: out.hookSpecificOutput.permissionDecisionReason, since };
        break;
      }
    }
    expect(found, 'no candidate action was classified in the verify tier').toBeTruthy();
    const challengeId = /"challenge_id": "([^"]+)"/.exec(found!.reason)?.[1];
    const shown = await served.serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { id: string }).id === challengeId, 10_000, found!.since);
    const code = (shown.challenge as { code: string }).code;
    for (const form of codeForms(code)) expect(found!.reason).not.toContain(form);
    const agent = await Agent.connect(served.home, 'claude-code');
    try {
      expect(await agent.verify(challengeId!, code)).toMatchObject({ success: true, data: { verified: true } });
    } finally {
      await agent.close();
    }
    const retry = await runCli(['hook', 'claude-code'], found!.payload, airlockEnv(served.home));
    expect(retry.stdout).toBe('');
  });
});

// ---- Codex CLI and Gemini CLI notation -------------------------------------------------------

const codex = (tool: string, input: Record<string, unknown>, session = 'codex-e2e'): string =>
  JSON.stringify({ session_id: session, turn_id: 't1', transcript_path: null, cwd: '/home/dev/app', hook_event_name: 'PreToolUse', model: 'gpt-5-codex', permission_mode: 'default', tool_name: tool, tool_input: input, tool_use_id: 'call_1' });
const codexBash = (script: string, session?: string): string => codex('Bash', { command: `bash -lc '${script.replace(/'/g, `'"'"'`)}'` }, session);
const gemini = (tool: string, input: Record<string, unknown>, session = 'gemini-e2e'): string =>
  JSON.stringify({ session_id: session, transcript_path: '/tmp/g.json', cwd: '/home/dev/app', hook_event_name: 'BeforeTool', timestamp: '2026-11-22T10:00:00.000Z', tool_name: tool, tool_input: input });
const cursorCall = (command: string): string => cursorShell(command);

const CLIENT_CALL: Record<HookClient, (command: string) => string> = {
  'claude-code': (c) => bash(c, 'sess-crash'),
  cursor: cursorCall,
  codex: (c) => codexBash(c),
  gemini: (c) => gemini('run_shell_command', { command: c }),
};
const ALL: HookClient[] = ['claude-code', 'cursor', 'codex', 'gemini'];

/** The client would block the call: exit 2, or a deny in its own format. */
function blocks(client: HookClient, run: Run): boolean {
  if (run.code === 2) return run.stderr.trim() !== '';
  if (run.code !== 0) return false;
  if (client === 'cursor') return (JSON.parse(run.stdout) as { permission?: string }).permission === 'deny';
  if (client === 'gemini') return (JSON.parse(run.stdout) as { decision?: string }).decision === 'deny';
  return run.stdout !== '' && (JSON.parse(run.stdout) as { hookSpecificOutput?: { permissionDecision?: string } }).hookSpecificOutput?.permissionDecision === 'deny';
}

describe('the hook entry (bin/airlock-hook.mjs) leaves the tool blocked whatever breaks, in every client', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-entry-'));
  const socket = path.join(dir, 'nobody.sock');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A copy of the entry in a checkout whose CLI bundle is missing, or replaced by `bundle`. */
  function checkout(name: string, bundle?: string): string {
    const root = path.join(dir, name);
    fs.mkdirSync(path.join(root, 'bin'), { recursive: true });
    fs.copyFileSync(HOOK, path.join(root, 'bin', 'airlock-hook.mjs'));
    if (bundle !== undefined) {
      fs.mkdirSync(path.join(root, 'out', 'cli'), { recursive: true });
      fs.writeFileSync(path.join(root, 'out', 'cli', 'airlock.mjs'), bundle);
    }
    return path.join(root, 'bin', 'airlock-hook.mjs');
  }

  it.each(ALL)('%s: Airlock not running → blocked; Codex, Gemini CLI and Claude Code get exit 2 with the reason, Cursor a deny', async (client) => {
    const run = await spawnHook(client, CLIENT_CALL[client]('ls'), { AIRLOCK_SOCKET: socket });
    expect(blocks(client, run)).toBe(true);
    expect(run.code).toBe(client === 'cursor' ? 0 : 2);
    expect(run.stdout + run.stderr).toMatch(/Airlock is not running or cannot be reached/);
  });

  it.each(ALL)('%s: unreadable input → blocked', async (client) => {
    const run = await spawnHook(client, '{"session_id": ', { AIRLOCK_SOCKET: socket });
    expect(blocks(client, run)).toBe(true);
    expect(run.stdout + run.stderr).toMatch(/could not read the hook input \(it is not valid JSON\)/);
  });

  it.each(ALL)('%s: Airlock\'s CLI not built, not loadable, or crashing → exit 2 with one clear line', async (client) => {
    const missing = await runCli([client], CLIENT_CALL[client]('ls'), { AIRLOCK_SOCKET: socket }, { entry: checkout(`missing-${client}`) });
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^Airlock blocked this action: Airlock's command is not built.*npm run build:cli/);
    const broken = await runCli([client], CLIENT_CALL[client]('ls'), { AIRLOCK_SOCKET: socket }, { entry: checkout(`broken-${client}`, 'export const = ;\n') });
    expect(broken).toMatchObject({ code: 2, stdout: '' });
    expect(broken.stderr).toMatch(/^Airlock blocked this action: Airlock's command could not be loaded/);
    const crashing = await runCli([client], CLIENT_CALL[client]('ls'), { AIRLOCK_SOCKET: socket }, { entry: checkout(`crash-${client}`, "setTimeout(() => { throw new Error('boom'); }, 5);\nawait new Promise((r) => setTimeout(r, 5000));\n") });
    expect(crashing).toMatchObject({ code: 2, stdout: '' });
    expect(crashing.stderr).toMatch(/^Airlock blocked this action: Airlock's hook failed \(boom\)/);
  });

  it('an entry naming an unknown client exits 2', async () => {
    const run = await spawnHook('codx', '{}', { AIRLOCK_SOCKET: socket });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(/unknown client \("codx"\)/);
  });
});

describe('Codex CLI and Gemini CLI end to end against a real airlock serve', () => {
  const served = servedAirlock({
    maxAutonomousSteps: 1000,
    patterns: { deny: ['executing shell command: dd if=/dev/zero of=/dev/sda*'], requiresApproval: ['executing shell command: git push*'], autoApprove: ['executing shell command: echo hello*'] },
  });
  const env = (): Record<string, string> => airlockEnv(served.home);

  it('advisory → the neutral answer (Codex: nothing; Gemini: {}), recorded with the unwrapped script and the client\'s MCP name', async () => {
    const since = served.serve.events.length;
    const c = await spawnHook('codex', codexBash('echo hello from codex', 'codex-a'), env());
    expect(c).toMatchObject({ code: 0, stdout: '' });
    const step = await served.serve.waitFor((e) => e.type === 'step' && (e.step as { agent: string }).agent === 'codex:codex-a', 10_000, since);
    expect(step.step).toMatchObject({ client: 'codex-mcp-client', hint: 'executing shell command: echo hello from codex', action: { tool: 'Bash', arguments: { command: 'echo hello from codex', wrapper: ['bash', '-lc'] } } });
    const g = await spawnHook('gemini', gemini('run_shell_command', { command: 'echo hello from gemini' }, 'gemini-a'), env());
    expect(g).toMatchObject({ code: 0, stdout: '{}\n' });
    const gs = await served.serve.waitFor((e) => e.type === 'step' && (e.step as { agent: string }).agent === 'gemini:gemini-a', 10_000, since);
    expect(gs.step).toMatchObject({ client: 'gemini-cli-mcp-client' });
  });

  it('confirm tier: approved in Airlock → Codex gets no override (it never reads "allow"), Gemini {}; denied → deny', async () => {
    let since = served.serve.events.length;
    const pending = spawnHook('codex', codexBash('git push origin main', 'codex-c'), env(), ['--wait', '30']);
    let asked = await served.serve.waitFor((e) => e.type === 'confirmation', 20_000, since);
    await served.serve.command({ command: 'approve', id: (asked.confirmation as { id: string }).id });
    expect(await pending).toMatchObject({ code: 0, stdout: '' });
    since = served.serve.events.length;
    const gp = spawnHook('gemini', gemini('run_shell_command', { command: 'git push origin feature' }, 'gemini-c'), env(), ['--wait', '30']);
    asked = await served.serve.waitFor((e) => e.type === 'confirmation', 20_000, since);
    await served.serve.command({ command: 'deny', id: (asked.confirmation as { id: string }).id, reason: 'not today' });
    expect(JSON.parse((await gp).stdout)).toMatchObject({ decision: 'deny', reason: expect.stringContaining('not today') as unknown });
  });

  it.each(['claude-code', 'codex', 'gemini'] as HookClient[])('%s: the hook killed while it waits for the person → exit 2, the tool stays blocked', async (client) => {
    const since = served.serve.events.length;
    let pid = 0;
    const payload = client === 'claude-code' ? bash('git push origin kill-test', 'sess-kill') : client === 'codex' ? codexBash('git push origin kill-test', 'codex-kill') : gemini('run_shell_command', { command: 'git push origin kill-test' }, 'gemini-kill');
    const pending = runCli([client, '--wait', '30'], payload, env(), { entry: HOOK, onSpawn: (p) => (pid = p) });
    await served.serve.waitFor((e) => e.type === 'confirmation', 20_000, since);
    process.kill(pid, 'SIGTERM');
    const run = await pending;
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(/^Airlock blocked this action: Airlock's hook was stopped \(SIGTERM\) before Airlock answered\./);
  });

  it('install codex --hook against the running Airlock: the install check reaches it; the trust prompt is explained', async () => {
    const hh = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-codex-home-'));
    try {
      const run = await runCli(['install', 'codex', '--hook'], undefined, { HOME: hh, USERPROFILE: hh, CODEX_HOME: '', ...env() });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Once: Codex asks you to review and trust a new hook: start `codex`, open /hooks, and trust the Airlock hook.');
      expect(run.stdout).toContain('Checked: the hook reached Airlock and a harmless test action was let through.');
      const toml = fs.readFileSync(path.join(hh, '.codex', 'config.toml'), 'utf8');
      expect(toml).toContain(`command = "${process.execPath} ${HOOK} codex --socket ${env().AIRLOCK_SOCKET}"`);
    } finally {
      fs.rmSync(hh, { recursive: true, force: true });
    }
  });

  // Last: a danger zone blocks the client (codex-mcp-client / gemini-cli-mcp-client) until lifted.
  it('danger zone → deny in each client\'s format (Codex\'s deny carries no unknown field)', async () => {
    const c = await spawnHook('codex', codexBash('dd if=/dev/zero of=/dev/sda bs=1M', 'codex-d'), env());
    expect(c.code).toBe(0);
    const out = JSON.parse(c.stdout) as Record<string, unknown> & { hookSpecificOutput: Record<string, unknown> };
    expect(Object.keys(out).sort()).toEqual(['hookSpecificOutput', 'systemMessage']);
    expect(Object.keys(out.hookSpecificOutput).sort()).toEqual(['hookEventName', 'permissionDecision', 'permissionDecisionReason']);
    expect(out.hookSpecificOutput.permissionDecision).toBe('deny');
    const g = await spawnHook('gemini', gemini('run_shell_command', { command: 'dd if=/dev/zero of=/dev/sda bs=1M' }, 'gemini-d'), env());
    expect(JSON.parse(g.stdout)).toMatchObject({ decision: 'deny', reason: expect.stringMatching(/^Airlock stopped this action \(danger zone\)/) as unknown });
  });
});

// ---- A benign session of 200 routine calls, and three dangerous ones, per notation --------------------
// The sessions are test/integration/helpers/client-sessions.ts (the same the loop's unit test runs);
// what today's classifier misjudges is named in test/unit/loop/client-sessions.test.ts and left out here too
// (Cursor's edits and notes, written through its shell as heredocs, are judged by what they write).

const MISJUDGED_ROUTINE: Partial<Record<ClientUnderTest, RegExp>> = {};

describe('replay: 200 routine calls and 3 dangerous ones in each client\'s notation, through the hook, against a real airlock serve with the default policy', () => {
  const served = servedAirlock();

  // The hook's own run (runHook: mapping, the fast hook's raw socket client, real socket, the
  // client's answer) in this process: 800 process starts would only measure Node's start-up
  // (bench/hook.ts measures that; hook-session.test.ts runs the real process).
  const hookOnce = (client: HookClient, payload: Record<string, unknown>): ReturnType<typeof runHook> =>
    runHook(client, JSON.stringify(payload), {
      connect: (timeoutMs) => connectRaw({ socketPath: served.serve.socketPath, clientName: MCP_CLIENT_NAME[client], timeoutMs }),
      waitSeconds: 0,
      failOpen: false,
    });
  const describeCall = (d: Awaited<ReturnType<typeof runHook>>['decision'], payload: Record<string, unknown>): string =>
    `${d.kind}: ${String(payload.tool_name ?? payload.hook_event_name)} ${JSON.stringify(payload.tool_input ?? payload.command ?? payload.file_path).slice(0, 80)}`;

  it.each(HOOK_CLIENTS_UNDER_TEST)('%s: none of the routine calls stopped or waiting; the dangerous ones stopped', async (client) => {
    const since = served.serve.events.length;
    const notAllowed: string[] = [];
    for (const payload of clientSession(client, `${client}-routine`)) {
      const answer = await hookOnce(client, payload);
      // Every answer is in the client's own format.
      expect(answer.exitCode === 0 || answer.stderr !== '').toBe(true);
      if (client === 'gemini' && answer.exitCode === 0) expect(() => JSON.parse(answer.stdout) as unknown).not.toThrow();
      if (answer.decision.kind !== 'pass' && answer.decision.kind !== 'allow') notAllowed.push(describeCall(answer.decision, payload));
    }
    expect(notAllowed.filter((line) => !MISJUDGED_ROUTINE[client]?.test(line))).toEqual([]);
    if (!MISJUDGED_ROUTINE[client]) {
      // Nothing waited for the person: no confirmation was even raised.
      expect(served.serve.events.slice(since).filter((e) => e.type === 'confirmation')).toEqual([]);
    }
    for (const { name } of dangerousCalls(client, 'names')) {
      // Each in its own session: a danger zone blocks its session, which would deny the next call anyway.
      const { payload } = dangerousCalls(client, `${client}-danger-${name}`).find((c) => c.name === name)!;
      const d = (await hookOnce(client, payload)).decision;
      expect({ name, decision: d.kind }).toEqual({ name, decision: 'deny' });
    }
  }, 240_000);
});
