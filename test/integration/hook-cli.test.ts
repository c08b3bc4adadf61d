// The built `airlock hook` / `airlock install` commands as child processes:
// fail-closed when nothing listens on the socket, and end to end against a
// real `airlock serve --console jsonl` where the "human" approves or denies
// on the console.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, CLI, ROOT, ServeProcess, airlockEnv, codeForms, tempHome } from './helpers/serve';

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

function runCli(args: string[], input: string | undefined, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    });
    child.stdin.end(input ?? '');
  });
}

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

/** Newest modification time under a directory. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

// Build the CLI when the bundle is missing or older than the sources. Under `npm test`
// the build has just run, so no test rewrites the bundle while others run it.
beforeAll(() => {
  const bundle = path.join(ROOT, 'out', 'cli', 'airlock.mjs');
  if (!fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < newest(path.join(ROOT, 'src'))) {
    execFileSync('npm', ['run', '-s', 'build:cli'], { cwd: ROOT, stdio: 'inherit' });
  }
}, 120_000);

describe('fail-closed when Airlock is not running', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-hk-'));
  const socket = path.join(dir, 'nobody.sock');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('claude-code: the exact deny output, exit 0, diagnostics on stderr only', async () => {
    const run = await runCli(['hook', 'claude-code'], bash('npm test'), { AIRLOCK_SOCKET: socket, AIRLOCK_HOOK_FAIL_OPEN: '' });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: `Airlock is not running or cannot be reached (nothing is listening at ${socket}), so this action was blocked (fail-closed). Ask the user to start Airlock (the tray app, or \`airlock serve\`), then retry. Do not try to work around this block.`,
        },
      }) + '\n',
    );
    expect(run.stderr).toMatch(/fail-closed/);
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
      const settings = JSON.parse(fs.readFileSync(path.join(home, '.claude', 'settings.json'), 'utf8')) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string; timeout: number }> }> } };
      const hookEntry = settings.hooks.PreToolUse[0]?.hooks[0];
      expect(hookEntry?.command).toBe(`${process.execPath} ${CLI} hook claude-code --wait 100`);
      expect(hookEntry?.timeout).toBe(120);
      const entry = (JSON.parse(fs.readFileSync(path.join(home, '.claude.json'), 'utf8')) as { mcpServers: { airlock: unknown } }).mcpServers.airlock;
      expect(entry).toEqual({ type: 'stdio', command: process.execPath, args: [CLI, 'bridge'] });

      const second = await runCli(['install', 'claude-code', '--hook'], undefined, env);
      expect(second.stdout).toBe('Claude Code: Airlock is already installed, nothing changed.\n');

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

describe('end to end against a real airlock serve', () => {
  let serve: ServeProcess;
  let home: string;

  beforeAll(async () => {
    home = tempHome({
      maxAutonomousSteps: 1000,
      patterns: {
        deny: ['executing shell command: dd if=/dev/zero of=/dev/sda*'],
        requiresApproval: ['executing shell command: git push*'],
        autoApprove: ['executing shell command: echo hello*'],
      },
    });
    serve = await ServeProcess.start(home);
  }, 60_000);

  afterAll(async () => {
    await serve?.stop();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  const env = (): Record<string, string> => airlockEnv(home);

  it('an auto-approved action: no override, recorded as agent claude-code:<session> with the structured action', async () => {
    const since = serve.events.length;
    const run = await runCli(['hook', 'claude-code'], bash('echo hello world', 'sess-a'), env());
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
    const event = await serve.waitFor((e) => e.type === 'step', 10_000, since);
    expect(event.step).toMatchObject({ client: 'claude-code', agent: 'claude-code:sess-a', hint: 'executing shell command: echo hello world', action: { tool: 'Bash', arguments: { command: 'echo hello world' } } });
  });

  it('confirm tier: the hook waits; the human approves on the console → allow', async () => {
    const since = serve.events.length;
    const pending = runCli(['hook', 'claude-code', '--wait', '30'], bash('git push origin main', 'sess-b'), env());
    const asked = await serve.waitFor((e) => e.type === 'confirmation', 15_000, since);
    const id = (asked.confirmation as { id: string }).id;
    expect((await serve.command({ command: 'approve', id })).type).toBe('result');
    const run = await pending;
    expect(JSON.parse(run.stdout)).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'Approved by the user in Airlock.' } });
  });

  it('confirm tier: the human denies with a reason → deny carrying it (Cursor format)', async () => {
    const since = serve.events.length;
    const pending = runCli(['hook', 'cursor', '--wait', '30'], cursorShell('git push origin fix/typo'), env());
    const asked = await serve.waitFor((e) => e.type === 'confirmation', 15_000, since);
    expect(asked.confirmation).toMatchObject({ client: 'cursor-vscode', agent: 'cursor:conv-e2e' });
    const id = (asked.confirmation as { id: string }).id;
    await serve.command({ command: 'deny', id, reason: 'no force pushes' });
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
    const agent = await Agent.connect(home, 'claude-code');
    try {
      expect((await agent.step('code-assistant', 'executing shell command: echo hello from the plan')).success).toBe(true);
      const factorsOf = async (command: string, session: string): Promise<string[]> => {
        const since = serve.events.length;
        await runCli(['hook', 'claude-code', '--wait', '0'], bash(command, session), env());
        const event = await serve.waitFor((e) => e.type === 'step' && (e.step as { agent: string }).agent === `claude-code:${session}`, 10_000, since);
        return (event.step as { directive: { factors: string[] } }).directive.factors;
      };
      expect((await factorsOf('echo hello from the plan', 'sess-e')).join(' ')).not.toMatch(/Not announced/);
      expect((await factorsOf('whoami', 'sess-e')).join(' ')).toMatch(/Not announced: the agent's latest reported intent was "executing shell command: echo hello from the plan"/);
    } finally {
      await agent.close();
    }
  });

  it('danger zone: denied at once, the agent blocked, and the code never reaches the hook\'s output', async () => {
    const since = serve.events.length;
    const run = await runCli(['hook', 'claude-code'], bash('dd if=/dev/zero of=/dev/sda bs=1M', 'sess-d'), env());
    const out = JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } };
    expect(out.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(/^Airlock stopped this action \(danger zone\)/);
    await serve.waitFor((e) => e.type === 'block', 10_000, since);
    const codes = serve.codes();
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) for (const form of codeForms(code)) expect(run.stdout + run.stderr).not.toContain(form);
    // The same agent's next, harmless action is refused while the block stands.
    const next = await runCli(['hook', 'claude-code'], bash('echo hello again', 'sess-d'), env());
    expect(JSON.parse(next.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    // The user gives the agent the code; it submits it over MCP; the block is lifted.
    const challengeId = /"challenge_id": "([^"]+)"/.exec(out.hookSpecificOutput.permissionDecisionReason)?.[1];
    const shown = serve.events.find((e) => e.type === 'challenge' && (e.challenge as { id: string }).id === challengeId);
    expect(shown).toBeTruthy();
    const agent = await Agent.connect(home, 'claude-code');
    try {
      expect(await agent.verify(challengeId!, (shown!.challenge as { code: string }).code)).toMatchObject({ success: true, data: { verified: true, unblocked: true } });
    } finally {
      await agent.close();
    }
    expect((await runCli(['hook', 'claude-code'], bash('echo hello again', 'sess-d'), env())).stdout).toBe('');
  });
});

describe('verify tier end to end (its own airlock serve)', () => {
  let serve: ServeProcess;
  let home: string;
  beforeAll(async () => {
    home = tempHome({ maxAutonomousSteps: 1000 });
    serve = await ServeProcess.start(home);
  }, 60_000);
  afterAll(async () => {
    await serve?.stop();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  const mcpCall = (tool: string, session: string): string =>
    JSON.stringify({ session_id: session, transcript_path: '/t.jsonl', cwd: '/home/dev/app', hook_event_name: 'PreToolUse', tool_name: tool, tool_input: { table: 'audit_log' } });

  it('denied with the challenge id (never the code); the agent submits the user\'s code over MCP; the retry goes through', async () => {
    // MCP tools whose names the classifier rates "dangerous" (risk 61-85: the verify tier).
    let found: { payload: string; reason: string; since: number } | undefined;
    for (const tool of ['mcp__db__bypass_retention_policy', 'mcp__db__force_rebuild_index']) {
      const since = serve.events.length;
      const payload = mcpCall(tool, 'sess-v');
      const run = await runCli(['hook', 'claude-code'], payload, airlockEnv(home));
      const out = run.stdout === '' ? undefined : (JSON.parse(run.stdout) as { hookSpecificOutput: { permissionDecisionReason: string } });
      if (out?.hookSpecificOutput.permissionDecisionReason.startsWith('Airlock paused this action for verification.')) {
        found = { payload, reason: out.hookSpecificOutput.permissionDecisionReason, since };
        break;
      }
    }
    expect(found, 'no candidate action was classified in the verify tier').toBeTruthy();
    const challengeId = /"challenge_id": "([^"]+)"/.exec(found!.reason)?.[1];
    const shown = await serve.waitFor((e) => e.type === 'challenge' && (e.challenge as { id: string }).id === challengeId, 10_000, found!.since);
    const code = (shown.challenge as { code: string }).code;
    for (const form of codeForms(code)) expect(found!.reason).not.toContain(form);
    const agent = await Agent.connect(home, 'claude-code');
    try {
      expect(await agent.verify(challengeId!, code)).toMatchObject({ success: true, data: { verified: true } });
    } finally {
      await agent.close();
    }
    const retry = await runCli(['hook', 'claude-code'], found!.payload, airlockEnv(home));
    expect(retry.stdout).toBe('');
  });
});
