// `airlock install` on temporary HOME directories: existing configs kept,
// backups written, second run changes nothing, --uninstall restores,
// --dry-run writes nothing; per-OS locations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_IDS,
  InstallRequestError,
  applyPlan,
  checkHookCommand,
  clientLocations,
  clientStatuses,
  hookCommand,
  hookSpecFor,
  isAirlockHookCommand,
  planDiff,
  planInstall,
  planUninstall,
  readToml,
  runInstall,
  shellQuote,
  testPayload,
  type ClientEnv,
  type LaunchSpec,
} from '../../../src/main/clients';

let home: string;
let env: ClientEnv;
const launch: LaunchSpec = { command: '/usr/local/bin/node', args: ['/opt/airlock/bin/airlock.mjs', 'bridge'] };
const hook = { command: hookCommand('claude-code', { node: '/usr/local/bin/node', binPath: '/opt/airlock/bin/airlock.mjs', platform: 'linux' }), timeoutSeconds: 120 };
const cursorHook = { command: hookCommand('cursor', { node: '/usr/local/bin/node', binPath: '/opt/airlock/bin/airlock.mjs', platform: 'linux' }), timeoutSeconds: 120 };

beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-install-'));
  env = { platform: 'linux', home };
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
const read = (file: string): string => fs.readFileSync(file, 'utf8');
const backups = (file: string): string[] => fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith(`${path.basename(file)}.airlock-backup-`));

describe('config locations per OS', () => {
  it('macOS, Windows and Linux paths of every client', () => {
    const mac: ClientEnv = { platform: 'darwin', home: '/Users/ann' };
    const win: ClientEnv = { platform: 'win32', home: 'C:\\Users\\ann', appData: 'C:\\Users\\ann\\AppData\\Roaming' };
    const linux: ClientEnv = { platform: 'linux', home: '/home/ann', xdgConfigHome: '/home/ann/.cfg' };
    expect(clientLocations('claude-desktop', mac).mcpFile).toBe('/Users/ann/Library/Application Support/Claude/claude_desktop_config.json');
    expect(clientLocations('claude-desktop', win).mcpFile).toBe('C:\\Users\\ann\\AppData\\Roaming\\Claude\\claude_desktop_config.json');
    expect(clientLocations('claude-desktop', linux).mcpFile).toBe('/home/ann/.cfg/Claude/claude_desktop_config.json');
    expect(clientLocations('claude-code', mac)).toEqual({ mcpFile: '/Users/ann/.claude.json', format: 'json', serversKey: 'mcpServers', hooksFile: '/Users/ann/.claude/settings.json' });
    expect(clientLocations('claude-code', win).hooksFile).toBe('C:\\Users\\ann\\.claude\\settings.json');
    expect(clientLocations('cursor', win)).toEqual({ mcpFile: 'C:\\Users\\ann\\.cursor\\mcp.json', format: 'json', serversKey: 'mcpServers', hooksFile: 'C:\\Users\\ann\\.cursor\\hooks.json' });
    expect(clientLocations('cursor', linux).hooksFile).toBe('/home/ann/.cursor/hooks.json');
    expect(clientLocations('vscode', mac)).toEqual({ mcpFile: '/Users/ann/Library/Application Support/Code/User/mcp.json', format: 'json', serversKey: 'servers' });
    expect(clientLocations('codex', linux)).toEqual({ mcpFile: '/home/ann/.codex/config.toml', format: 'toml', serversKey: 'mcp_servers', hooksFile: '/home/ann/.codex/config.toml', hooksJsonFile: '/home/ann/.codex/hooks.json' });
    expect(clientLocations('codex', { ...linux, codexHome: '/srv/codex' }).mcpFile).toBe('/srv/codex/config.toml');
    expect(clientLocations('gemini', win)).toEqual({ mcpFile: 'C:\\Users\\ann\\.gemini\\settings.json', format: 'json', serversKey: 'mcpServers', hooksFile: 'C:\\Users\\ann\\.gemini\\settings.json' });
    expect(clientLocations('vscode', win).mcpFile).toBe('C:\\Users\\ann\\AppData\\Roaming\\Code\\User\\mcp.json');
    expect(clientLocations('vscode', { platform: 'linux', home: '/home/ann' }).mcpFile).toBe('/home/ann/.config/Code/User/mcp.json');
  });
});

describe('install into an empty HOME', () => {
  it.each(CLIENT_IDS)('%s: creates the config with the Airlock entry; second run changes nothing; uninstall removes the file again', (client) => {
    const first = applyPlan(planInstall(client, { env, launch }));
    expect(first.map((a) => a.result)).toEqual(['created']);
    const loc = clientLocations(client, env);
    const data = (loc.format === 'toml' ? readToml(read(loc.mcpFile), loc.mcpFile).data : JSON.parse(read(loc.mcpFile))) as Record<string, Record<string, unknown>>;
    const entry = data[loc.serversKey]?.airlock;
    expect(entry).toMatchObject({ command: '/usr/local/bin/node', args: ['/opt/airlock/bin/airlock.mjs', 'bridge'] });
    if (client === 'vscode' || client === 'claude-code') expect(entry).toMatchObject({ type: 'stdio' });
    expect(fs.statSync(loc.mcpFile).mode & 0o777).toBe(0o600);

    const second = planInstall(client, { env, launch });
    expect(second.changes.every((c) => !c.changed)).toBe(true);
    expect(applyPlan(second).map((a) => a.result)).toEqual(['unchanged']);

    const removed = applyPlan(planUninstall(client, { env }));
    expect(removed[0]?.result).toBe('deleted');
    expect(fs.existsSync(loc.mcpFile)).toBe(false);
    expect(backups(loc.mcpFile)).toHaveLength(1);
  });
});

describe('install into existing configs', () => {
  const claudeJson = JSON.stringify(
    {
      numStartups: 41,
      tipsHistory: { 'shift-enter': 27 },
      mcpServers: { playwright: { type: 'stdio', command: 'npx', args: ['@playwright/mcp@latest'], env: {} } },
      projects: { '/home/ann/app': { allowedTools: [] } },
    },
    null,
    2,
  );

  it('keeps every other entry byte for byte, writes a backup, is idempotent, and uninstall restores the file exactly', () => {
    const file = path.join(home, '.claude.json');
    write(file, claudeJson);
    fs.chmodSync(file, 0o640);
    const applied = applyPlan(planInstall('claude-code', { env, launch }), new Date('2026-11-22T03:04:05Z'));
    expect(applied).toEqual([
      { file, what: 'add the Airlock MCP server', result: 'updated', backup: `${file}.airlock-backup-20261122T030405Z` },
    ]);
    expect(read(`${file}.airlock-backup-20261122T030405Z`)).toBe(claudeJson);
    const after = JSON.parse(read(file)) as Record<string, unknown>;
    const before = JSON.parse(claudeJson) as Record<string, unknown>;
    expect(after).toEqual({ ...before, mcpServers: { ...(before.mcpServers as object), airlock: { type: 'stdio', command: launch.command, args: launch.args } } });
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);

    expect(planInstall('claude-code', { env, launch }).changes[0]?.changed).toBe(false);

    applyPlan(planUninstall('claude-code', { env }), new Date('2026-11-22T03:04:05Z'));
    expect(read(file)).toBe(claudeJson);
    // Same second: the second backup gets its own name.
    expect(backups(file).sort()).toEqual(['.claude.json.airlock-backup-20261122T030405Z', '.claude.json.airlock-backup-20261122T030405Z-2']);
  });

  it('updates an outdated Airlock entry (the checkout moved) instead of adding a second one', () => {
    const file = path.join(home, '.cursor', 'mcp.json');
    write(file, JSON.stringify({ mcpServers: { airlock: { command: 'node', args: ['/old/bin/airlock.mjs', 'bridge'] }, other: { command: 'x' } } }, null, 2));
    const [status] = clientStatuses({ env, launch }).filter((s) => s.client === 'cursor');
    expect(status).toMatchObject({ connected: true, current: false, hooked: false });
    applyPlan(planInstall('cursor', { env, launch }));
    const data = JSON.parse(read(file)) as { mcpServers: Record<string, unknown> };
    expect(Object.keys(data.mcpServers)).toEqual(['airlock', 'other']);
    expect(data.mcpServers.airlock).toEqual({ command: launch.command, args: launch.args });
  });

  it('VS Code mcp.json with comments and trailing commas: comments kept, entry added under "servers"', () => {
    const file = clientLocations('vscode', env).mcpFile;
    const text = [
      '{',
      '  // My servers',
      '  "servers": {',
      '    "memory": {',
      '      "type": "stdio",',
      '      "command": "npx",',
      '      "args": ["-y", "@modelcontextprotocol/server-memory"], // pinned later',
      '    },',
      '  },',
      '  "inputs": [],',
      '}',
      '',
    ].join('\n');
    write(file, text);
    applyPlan(planInstall('vscode', { env, launch }));
    const after = read(file);
    expect(after).toContain('// My servers');
    expect(after).toContain('// pinned later');
    expect(after).toContain('"airlock": {');
    applyPlan(planUninstall('vscode', { env }));
    expect(read(file)).toContain('// My servers');
    expect(read(file)).not.toContain('airlock');
  });

  it('a file starting with a byte-order mark keeps it', () => {
    const file = clientLocations('claude-desktop', env).mcpFile;
    const text = '\uFEFF{\n  "mcpServers": {}\n}\n';
    write(file, text);
    applyPlan(planInstall('claude-desktop', { env, launch }));
    const after = read(file);
    expect(after.startsWith('\uFEFF{')).toBe(true);
    expect(JSON.parse(after.slice(1))).toEqual({ mcpServers: { airlock: { command: launch.command, args: launch.args } } });
  });

  it('refuses a file that is not valid JSON, naming the place, and writes nothing', () => {
    const file = clientLocations('claude-desktop', env).mcpFile;
    write(file, '{ "mcpServers": { "a": { "command": "x" } ');
    expect(() => planInstall('claude-desktop', { env, launch })).toThrow(/is not valid JSON \(.* at line 1, column \d+\)\. Nothing was changed/);
    write(file, '{ "mcpServers": [] }');
    expect(() => planInstall('claude-desktop', { env, launch })).toThrow(/"mcpServers" is not an object/);
    expect(backups(file)).toEqual([]);
  });

  it('--dry-run: a unified diff, and nothing written', () => {
    const file = clientLocations('claude-desktop', env).mcpFile;
    const text = '{\n  "mcpServers": {\n    "fs": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]\n    }\n  }\n}\n';
    write(file, text);
    const plan = planInstall('claude-desktop', { env, launch });
    const diff = planDiff(plan);
    expect(diff).toContain(`--- ${file}\t(current)`);
    expect(diff).toContain(`+++ ${file}\t(after airlock install)`);
    expect(diff).toContain('+    "airlock": {');
    expect(diff).toContain('+      "command": "/usr/local/bin/node",');
    expect(read(file)).toBe(text);
    expect(backups(file)).toEqual([]);
    expect(planDiff(planUninstall('claude-desktop', { env }))).toBe('');
  });
});

describe('hooks', () => {
  it('Claude Code --hook: adds a PreToolUse hook (matcher "*", command, timeout) next to the user\'s own hooks, and a SessionEnd hook; idempotent; uninstall restores', () => {
    const settings = path.join(home, '.claude', 'settings.json');
    const text = JSON.stringify(
      {
        permissions: { allow: ['Bash(npm test:*)'], deny: ['Read(./.env)'] },
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '/home/ann/bin/check.sh', timeout: 30 }] }],
          PostToolUse: [{ matcher: 'Write|Edit', hooks: [{ type: 'command', command: 'prettier --write' }] }],
        },
      },
      null,
      2,
    );
    write(settings, text);
    applyPlan(planInstall('claude-code', { env, launch, hook }));
    const data = JSON.parse(read(settings)) as { hooks: { PreToolUse: unknown[]; PostToolUse: unknown[] }; permissions: unknown };
    expect(data.hooks.PreToolUse).toEqual([
      { matcher: 'Bash', hooks: [{ type: 'command', command: '/home/ann/bin/check.sh', timeout: 30 }] },
      { matcher: '*', hooks: [{ type: 'command', command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs claude-code', timeout: 120, onFailure: 'block' }] },
    ]);
    expect(data.hooks.PostToolUse).toHaveLength(1);
    // The session end runs the same hook, so the execution ends with the session, not after idle time.
    expect((data.hooks as Record<string, unknown>).SessionEnd).toEqual([
      { matcher: '*', hooks: [{ type: 'command', command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs claude-code', timeout: 15 }] },
    ]);
    expect(backups(settings)).toHaveLength(1);

    const again = planInstall('claude-code', { env, launch, hook });
    expect(again.changes.map((c) => c.changed)).toEqual([false, false]);
    expect(clientStatuses({ env, launch }).find((s) => s.client === 'claude-code')).toMatchObject({ connected: true, current: true, hooked: true });

    // A different wait updates the same entry in place.
    const other = { ...hook, command: `${hook.command} --wait 60` };
    applyPlan(planInstall('claude-code', { env, launch, hook: other }));
    const updated = JSON.parse(read(settings)) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string }> }> } };
    expect(updated.hooks.PreToolUse).toHaveLength(2);
    expect(updated.hooks.PreToolUse[1]?.hooks[0]?.command).toContain('--wait 60');
    expect((updated.hooks as Record<string, Array<{ hooks: Array<{ command: string }> }>>).SessionEnd?.map((g) => g.hooks[0]?.command)).toEqual([other.command]);

    applyPlan(planUninstall('claude-code', { env }));
    expect(read(settings)).toBe(text);
    expect(fs.existsSync(path.join(home, '.claude.json'))).toBe(false);
  });

  it('Cursor --hook: hooks.json version 1, fail-closed entries on beforeShellExecution, beforeMCPExecution and beforeReadFile, and sessionEnd; other hooks kept; uninstall restores', () => {
    const file = path.join(home, '.cursor', 'hooks.json');
    const text = JSON.stringify({ version: 1, hooks: { afterFileEdit: [{ command: './hooks/format.sh' }], beforeShellExecution: [{ command: './hooks/audit.sh' }] } }, null, 2);
    write(file, text);
    applyPlan(planInstall('cursor', { env, launch, hook: cursorHook }));
    const entry = { command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs cursor', timeout: 120, failClosed: true };
    expect(JSON.parse(read(file))).toEqual({
      version: 1,
      hooks: {
        afterFileEdit: [{ command: './hooks/format.sh' }],
        beforeShellExecution: [{ command: './hooks/audit.sh' }, entry],
        beforeMCPExecution: [entry],
        beforeReadFile: [entry],
        // The session end: the same hook ends the conversation's execution at once (it blocks nothing).
        sessionEnd: [{ command: entry.command, timeout: 15 }],
      },
    });
    expect(planInstall('cursor', { env, launch, hook: cursorHook }).changes.every((c) => !c.changed)).toBe(true);
    applyPlan(planUninstall('cursor', { env }));
    expect(read(file)).toBe(text);
  });

  it('Cursor --hook into an empty HOME creates hooks.json; uninstall removes it again', () => {
    const file = path.join(home, '.cursor', 'hooks.json');
    applyPlan(planInstall('cursor', { env, launch, hook: cursorHook }));
    expect(JSON.parse(read(file))).toMatchObject({ version: 1 });
    applyPlan(planUninstall('cursor', { env }));
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(path.join(home, '.cursor', 'mcp.json'))).toBe(false);
  });

  it('--hook is refused for clients without hooks', () => {
    expect(() => planInstall('vscode', { env, launch, hook })).toThrow(/--hook works with claude-code, cursor, codex, gemini/);
  });

  it('hook commands: quoting, and recognising Airlock\'s own', () => {
    expect(hookCommand('claude-code', { waitSeconds: 45, node: '/Applications/My Node/node', binPath: '/Users/ann/src/air lock/bin/airlock.mjs', platform: 'darwin' })).toBe(
      '"/Applications/My Node/node" "/Users/ann/src/air lock/bin/airlock-hook.mjs" claude-code --wait 45',
    );
    expect(hookCommand('cursor', { node: 'C:\\Program Files\\nodejs\\node.exe', binPath: 'C:\\src\\airlock\\bin\\airlock.mjs', platform: 'win32', socket: '\\\\.\\pipe\\airlock-ann' })).toBe(
      '"C:/Program Files/nodejs/node.exe" C:/src/airlock/bin/airlock-hook.mjs cursor --socket //./pipe/airlock-ann',
    );
    expect(isAirlockHookCommand('/usr/bin/node /opt/airlock/bin/airlock-hook.mjs codex', 'codex')).toBe(true);
    expect(isAirlockHookCommand('/usr/bin/node /opt/airlock/bin/airlock-hook.mjs codex', 'gemini')).toBe(false);
    expect(shellQuote('a$b"c')).toBe('"a\\$b\\"c"');
    expect(isAirlockHookCommand('airlock hook claude-code', 'claude-code')).toBe(true);
    expect(isAirlockHookCommand('"/x y/bin/airlock.mjs" hook claude-code --wait 5', 'claude-code')).toBe(true);
    expect(isAirlockHookCommand('/x/bin/airlock.mjs hook cursor', 'claude-code')).toBe(false);
    expect(isAirlockHookCommand('/home/ann/bin/check.sh', 'claude-code')).toBe(false);
  });
});

describe('runInstall (the CLI and the Settings view)', () => {
  const launchOpts = { node: '/usr/local/bin/node', binPath: '/opt/airlock/bin/airlock.mjs' };

  it('dry run: the diff and a summary, nothing written; then install, then "already installed"', () => {
    const dry = runInstall({ client: 'cursor', hook: true, dryRun: true, env, processEnv: {}, launch: launchOpts });
    expect(dry.changed).toBe(true);
    expect(dry.applied).toEqual([]);
    expect(dry.diff).toContain('+        "command": "/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs cursor",');
    expect(dry.diff).toContain('+        "failClosed": true');
    expect(dry.summary).toBe('Dry run: nothing was written. Run without --dry-run to install.');
    expect(fs.existsSync(path.join(home, '.cursor'))).toBe(false);

    const done = runInstall({ client: 'cursor', hook: true, env, processEnv: {}, launch: launchOpts });
    expect(done.applied.map((a) => a.result)).toEqual(['created', 'created']);
    expect(done.summary).toBe('Cursor: Airlock installed. Restart Cursor to load the change.');
    expect(runInstall({ client: 'cursor', hook: true, env, processEnv: {}, launch: launchOpts }).summary).toBe('Cursor: Airlock is already installed, nothing changed.');
    expect(runInstall({ client: 'cursor', uninstall: true, env, processEnv: {} }).summary).toBe('Cursor: Airlock removed. Restart Cursor to load the change.');
    expect(runInstall({ client: 'cursor', uninstall: true, env, processEnv: {} }).summary).toBe('Cursor: Airlock is not installed there, nothing changed.');
  });

  it('a non-default Airlock location is passed on: env in the server entry, --socket in the hook', () => {
    const processEnv = { AIRLOCK_HOME: '/srv/airlock', AIRLOCK_SOCKET: '/srv/airlock/run/a.sock' };
    runInstall({ client: 'claude-code', hook: true, env, processEnv, launch: launchOpts });
    const entry = (JSON.parse(read(path.join(home, '.claude.json'))) as { mcpServers: { airlock: unknown } }).mcpServers.airlock;
    expect(entry).toEqual({ type: 'stdio', command: '/usr/local/bin/node', args: ['/opt/airlock/bin/airlock.mjs', 'bridge'], env: processEnv });
    const settings = JSON.parse(read(path.join(home, '.claude', 'settings.json'))) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string; timeout: number }> }> } };
    expect(settings.hooks.PreToolUse[0]?.hooks[0]).toEqual({
      type: 'command',
      command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs claude-code --socket /srv/airlock/run/a.sock',
      timeout: 120,
      onFailure: 'block',
    });
    expect(hookSpecFor('claude-code', 300, {}, launchOpts).timeoutSeconds).toBe(320);
  });

  it('refuses what makes no sense', () => {
    expect(() => runInstall({ client: 'claude-desktop', hook: true, env, processEnv: {} })).toThrow(InstallRequestError);
    expect(() => runInstall({ client: 'claude-code', hook: true, waitSeconds: -1, env, processEnv: {} })).toThrow(/from 0 to 3600 seconds/);
  });
});

describe('which clients are connected', () => {
  it('finds Airlock under its own name, or under another name the user gave it', () => {
    write(clientLocations('claude-desktop', env).mcpFile, JSON.stringify({ mcpServers: { guard: { command: 'node', args: ['/x/airlock/bin/airlock.mjs', 'bridge'] } } }));
    write(clientLocations('vscode', env).mcpFile, JSON.stringify({ servers: { a: { type: 'stdio', command: 'airlock', args: ['bridge'] }, b: { command: 'node', args: ['other.js'] } } }));
    write(clientLocations('cursor', env).mcpFile, JSON.stringify({ mcpServers: { b: { command: 'node', args: ['/x/airlock/bin/airlock.mjs', 'serve'] } } }));
    const byClient = Object.fromEntries(clientStatuses({ env, launch }).map((s) => [s.client, s]));
    expect(byClient['claude-desktop']).toMatchObject({ connected: true, current: false, entryName: 'guard' });
    expect(byClient.vscode).toMatchObject({ connected: true, entryName: 'a' });
    expect(byClient.cursor).toMatchObject({ connected: false, hooked: false });
    expect(byClient['claude-code']).toMatchObject({ connected: false, current: false, hooked: false });
  });
});

describe('the install check (runs the written hook command once, as the client would)', () => {
  const checkout = path.resolve('.');
  it('tells apart: Airlock answered, Airlock not running (entry fails closed), a broken command', () => {
    // The check never waits on a person: the command sees AIRLOCK_HOOK_WAIT_SECONDS=0.
    expect(checkHookCommand('claude-code', 'test "$AIRLOCK_HOOK_WAIT_SECONDS" = 0 && cat > /dev/null', checkout).state).toBe('answered');
    expect(checkHookCommand('cursor', 'cat > /dev/null; echo \'{"permission":"allow"}\'', checkout).state).toBe('answered');
    expect(checkHookCommand('gemini', 'cat > /dev/null; echo "{}"', checkout).state).toBe('answered');
    const denied = checkHookCommand('codex', 'cat > /dev/null; echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"paused: step limit"}}\'', checkout);
    expect(denied).toEqual({ state: 'answered', message: 'Checked: the hook reached Airlock, which did not let the harmless test action through: paused: step limit' });
    const down = checkHookCommand('gemini', 'cat > /dev/null; echo "Airlock is not running or cannot be reached (x)" >&2; exit 2', checkout);
    expect(down.state).toBe('not-running');
    expect(down.message).toMatch(/The entry was written and fails closed/);
    expect(checkHookCommand('codex', 'cat > /dev/null; echo "node: not found" >&2; exit 127', checkout)).toEqual({ state: 'broken', message: 'The hook command answered unexpectedly (exit 127): node: not found' });
  });

  it('the test action is harmless and in each client\'s own format', () => {
    expect(testPayload('codex', '/c', 's')).toMatchObject({ session_id: 's', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'echo airlock install check' } });
    expect(testPayload('gemini', '/c', 's')).toMatchObject({ hook_event_name: 'BeforeTool', tool_name: 'read_file', tool_input: { file_path: '/c/README.md' } });
    expect(testPayload('cursor', '/c', 's')).toMatchObject({ hook_event_name: 'beforeShellExecution', command: 'echo airlock install check' });
    expect(testPayload('claude-code', '/c', 's')).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Read' });
  });
});
