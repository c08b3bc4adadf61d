// Byte preservation (issue 19 item 3): on realistic configs — comments, odd
// indentation, other servers, other hooks, CRLF — install changes only what it
// adds (every byte outside the inserted entries is the same, comments stay
// where they were, neighbouring entries are not re-indented), and uninstall
// gives the original bytes back. For every client, and for --wrap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffChars } from 'diff';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyPlan,
  clientLocations,
  clientStatuses,
  hookCommand,
  parseConfig,
  planInstall,
  planUninstall,
  planUnwrap,
  planWrap,
  readToml,
  type ClientEnv,
  type ClientId,
  type LaunchSpec,
} from '../../../src/main/clients';

let home: string;
let env: ClientEnv;
const launch: LaunchSpec = { command: '/usr/local/bin/node', args: ['/opt/airlock/bin/airlock.mjs', 'bridge'] };
const hookFor = (client: string): { command: string; timeoutSeconds: number } => ({
  command: hookCommand(client, { node: '/usr/local/bin/node', binPath: '/opt/airlock/bin/airlock.mjs', platform: 'linux' }),
  timeoutSeconds: 120,
});

beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-roundtrip-'));
  env = { platform: 'linux', home };
});
afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
const read = (file: string): string => fs.readFileSync(file, 'utf8');
const crlf = (text: string): string => text.replace(/\n/g, '\r\n');

/** The text install inserted; fails when anything of the original was removed or
 *  changed (beyond the one expected value change, e.g. a hooks switch turned on). */
function insertedOnly(before: string, after: string, change?: [string, string]): string {
  const base = change ? before.replace(change[0], change[1]) : before;
  if (change) expect(base).not.toBe(before);
  let inserted = '';
  for (const part of diffChars(base, after)) {
    expect(part.removed, `install removed or changed original bytes: ${JSON.stringify(part.value)}`).toBeFalsy();
    if (part.added) inserted += part.value;
  }
  return inserted;
}

const jsonFixtures: Record<'claude-desktop' | 'claude-code' | 'cursor' | 'vscode', string> = {
  'claude-desktop': [
    '{',
    '    // servers I use every day',
    '    "mcpServers": {',
    '        "filesystem": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/ann/Desktop"] }, // one line on purpose',
    '        "remote": {"url": "https://mcp.example.com/sse"}',
    '    },',
    '    "globalShortcut": "Ctrl+Space"',
    '}',
    '',
  ].join('\n'),
  'claude-code': JSON.stringify(
    {
      numStartups: 41,
      tipsHistory: { 'shift-enter': 27 },
      mcpServers: { playwright: { type: 'stdio', command: 'npx', args: ['@playwright/mcp@latest'], env: {} } },
      projects: { '/home/ann/app': { allowedTools: [], mcpServers: {} } },
    },
    null,
    2,
  ),
  // The last server ends with a comment on its line: the new entry goes after that line, the comment stays put.
  cursor: '{\n\t"mcpServers": {\n\t\t"postgres": {"command": "npx", "args": ["-y", "@acme/postgres-mcp"], "env": {"DATABASE_URL": "postgres://localhost/app"}} // read replica\n\t}\n}\n',
  vscode: [
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
  ].join('\n'),
};

describe('JSON clients: install inserts only its entry; uninstall restores the bytes', () => {
  for (const [client, fixture] of Object.entries(jsonFixtures) as Array<[keyof typeof jsonFixtures, string]>) {
    for (const [variant, text] of [
      ['LF', fixture],
      ['CRLF', crlf(fixture)],
    ] as const) {
      it(`${client} (${variant})`, () => {
        const file = clientLocations(client, env).mcpFile;
        write(file, text);
        applyPlan(planInstall(client, { env, launch }));
        const after = read(file);
        const inserted = insertedOnly(text, after);
        expect(inserted).toContain('"airlock"');
        expect(inserted).toContain('/opt/airlock/bin/airlock.mjs');
        if (variant === 'CRLF') expect(after.replace(/\r\n/g, '')).not.toMatch(/\n/);
        if (client === 'cursor') expect(after).toMatch(/"DATABASE_URL": "postgres:\/\/localhost\/app"\}\}, \/\/ read replica\r?\n\t\t"airlock": \{/);
        expect((parseConfig(after, file)[clientLocations(client, env).serversKey] as Record<string, unknown>).airlock).toBeTruthy();
        applyPlan(planUninstall(client, { env }));
        expect(read(file)).toBe(text);
      });
    }
  }
});

describe('hook settings: fail-closed entries inserted beside the user\'s own hooks; uninstall restores the bytes', () => {
  it('Claude Code settings.json with comments, another PreToolUse hook, the user\'s own SessionEnd hook and CRLF', () => {
    const file = path.join(home, '.claude', 'settings.json');
    const text = crlf(
      [
        '{',
        '  "permissions": { "allow": ["Bash(npm test:*)"] }, // keep tests quick',
        '  "hooks": {',
        '    "PreToolUse": [',
        '      { "matcher": "Bash", "hooks": [{ "type": "command", "command": "/home/ann/bin/check.sh", "timeout": 30 }] }',
        '    ],',
        '    // save the transcript when I quit',
        '    "SessionEnd": [{ "hooks": [{ "type": "command", "command": "/home/ann/bin/archive.sh" }] }]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    write(file, text);
    applyPlan(planInstall('claude-code', { env, launch, hook: hookFor('claude-code') }));
    const after = read(file);
    const inserted = insertedOnly(text, after);
    expect(inserted).toContain('"onFailure": "block"');
    expect(inserted).toContain('airlock-hook.mjs claude-code');
    // The session end: Airlock's own group beside the user's, the same hook command.
    const data = parseConfig(after, file) as { hooks: { SessionEnd: unknown[] } };
    expect(data.hooks.SessionEnd).toEqual([
      { hooks: [{ type: 'command', command: '/home/ann/bin/archive.sh' }] },
      { matcher: '*', hooks: [{ type: 'command', command: hookFor('claude-code').command, timeout: 15 }] },
    ]);
    expect(planInstall('claude-code', { env, launch, hook: hookFor('claude-code') }).changes.every((c) => !c.changed)).toBe(true);
    applyPlan(planUninstall('claude-code', { env }));
    expect(read(file)).toBe(text);
  });

  it('an install from before the session-end entry: installing again adds only SessionEnd; uninstall removes both', () => {
    const file = path.join(home, '.claude', 'settings.json');
    const command = hookFor('claude-code').command;
    const text = `{\n  "hooks": {\n    "PreToolUse": [{ "matcher": "*", "hooks": [{ "type": "command", "command": "${command}", "timeout": 120, "onFailure": "block" }] }]\n  }\n}\n`;
    write(file, text);
    const plan = planInstall('claude-code', { env, launch, hook: hookFor('claude-code') });
    expect(plan.changes.find((c) => c.file === file)?.changed).toBe(true);
    applyPlan(plan);
    const inserted = insertedOnly(text, read(file));
    expect(inserted).toContain('"SessionEnd"');
    expect(inserted).not.toContain('PreToolUse');
    applyPlan(planUninstall('claude-code', { env }));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('Cursor hooks.json: failClosed and a timeout on every event Airlock gates, and the session end beside the user\'s own', () => {
    const file = path.join(home, '.cursor', 'hooks.json');
    const text =
      '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": "./hooks/format.sh" }], // formatter\n    "beforeShellExecution": [\n      { "command": "./hooks/audit.sh" }\n    ],\n    "sessionEnd": [{ "command": "./hooks/stats.sh" }]\n  }\n}\n';
    write(file, text);
    applyPlan(planInstall('cursor', { env, launch, hook: hookFor('cursor') }));
    const after = read(file);
    insertedOnly(text, after);
    const data = parseConfig(after, file) as { hooks: Record<string, Array<Record<string, unknown>>> };
    for (const event of ['beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile']) {
      expect(data.hooks[event]?.at(-1)).toEqual({ command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs cursor', timeout: 120, failClosed: true });
    }
    expect(data.hooks.sessionEnd).toEqual([{ command: './hooks/stats.sh' }, { command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs cursor', timeout: 15 }]);
    expect(planInstall('cursor', { env, launch, hook: hookFor('cursor') }).changes.every((c) => !c.changed)).toBe(true);
    applyPlan(planUninstall('cursor', { env }));
    expect(read(file)).toBe(text);
  });

  it('Gemini CLI settings.json: MCP server, BeforeTool and SessionEnd hooks (timeouts in ms) and hooks switched back on; uninstall removes Airlock\'s entries', () => {
    const file = path.join(home, '.gemini', 'settings.json');
    const text = [
      '{',
      '  // Gemini CLI settings',
      '  "general": { "vimMode": true },',
      '  "hooksConfig": { "enabled": false },',
      '  "mcpServers": {',
      '    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"], "trust": false }',
      '  },',
      '  "hooks": {',
      '    "BeforeTool": [',
      '      { "matcher": "write_file|replace", "hooks": [{ "name": "lint", "type": "command", "command": "./lint.sh", "timeout": 5000 }] }',
      '    ]',
      '  }',
      '}',
      '',
    ].join('\n');
    write(file, text);
    const plan = planInstall('gemini', { env, launch, hook: hookFor('gemini') });
    expect(plan.changes).toHaveLength(1);
    applyPlan(plan);
    const after = read(file);
    insertedOnly(text, after, ['"enabled": false', '"enabled": true']);
    const data = parseConfig(after, file) as { hooksConfig: { enabled: boolean }; mcpServers: Record<string, unknown>; hooks: { BeforeTool: Array<{ matcher: string; hooks: unknown[] }> } };
    expect(data.hooksConfig.enabled).toBe(true);
    expect(data.mcpServers.airlock).toEqual({ command: launch.command, args: launch.args });
    expect(data.hooks.BeforeTool[1]).toEqual({
      matcher: '*',
      hooks: [{ name: 'airlock', type: 'command', command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs gemini', timeout: 120_000, description: 'Airlock checks every tool call before it runs (fails closed).' }],
    });
    expect((data.hooks as Record<string, unknown>).SessionEnd).toEqual([
      {
        matcher: '*',
        hooks: [{ name: 'airlock-session-end', type: 'command', command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs gemini', timeout: 15_000, description: "Airlock ends this session's record when Gemini CLI exits." }],
      },
    ]);
    expect(plan.notes.join(' ')).toMatch(/restart it/);
    expect(planInstall('gemini', { env, launch, hook: hookFor('gemini') }).changes.every((c) => !c.changed)).toBe(true);
    expect(clientStatuses({ env, launch }).find((s) => s.client === 'gemini')).toMatchObject({ connected: true, current: true, hooked: true });
    applyPlan(planUninstall('gemini', { env }));
    // Hooks stay switched on (the person may have other hooks now); everything else is as it was.
    expect(read(file)).toBe(text.replace('"enabled": false', '"enabled": true'));
  });
});

const codexToml = [
  '# Codex configuration — edited by hand',
  'model = "gpt-5-codex"',
  'approval_policy = "on-request"   # ask before running',
  '',
  '[features]',
  'hooks = false',
  '',
  '[mcp_servers.github]',
  'command = "npx"',
  'args = [ "-y",  "@modelcontextprotocol/server-github" ]',
  'env = { GITHUB_PERSONAL_ACCESS_TOKEN = "ghp_example" }',
  '',
  '    # the docs server',
  '[mcp_servers.docs]',
  '  command = "uvx"',
  '  args = ["mcp-docs"]',
  '',
  '[[hooks.PreToolUse]]',
  'matcher = "Bash"',
  '  [[hooks.PreToolUse.hooks]]',
  '  type = "command"',
  '  command = "/usr/local/bin/guard.sh"   # mine',
  '  timeout = 30',
  '',
  '[profiles.fast]',
  'model = "o4-mini"',
  '',
].join('\n');

describe('Codex CLI config.toml (TOML, byte-preserving)', () => {
  for (const [variant, text] of [
    ['LF', codexToml],
    ['CRLF', crlf(codexToml)],
  ] as const) {
    it(`server and hook as tables of their own; hooks switched on; uninstall restores (${variant})`, () => {
      const file = clientLocations('codex', env).mcpFile;
      write(file, text);
      const plan = planInstall('codex', { env, launch, hook: hookFor('codex') });
      expect(plan.notes.join(' ')).toMatch(/open \/hooks, and trust the Airlock hook/);
      applyPlan(plan);
      const after = read(file);
      const inserted = insertedOnly(text, after, ['hooks = false', 'hooks = true']);
      expect(inserted).toContain('mcp_servers.airlock]');
      expect(inserted).toContain('airlock-hook.mjs codex');
      expect(after).toContain('[mcp_servers.airlock]');
      const data = readToml(after, file).data as { features: Record<string, unknown>; mcp_servers: Record<string, unknown>; hooks: { PreToolUse: unknown[] } };
      expect(data.features.hooks).toBe(true);
      expect(data.mcp_servers.airlock).toEqual({ command: launch.command, args: launch.args });
      expect(Object.keys(data.mcp_servers)).toEqual(['github', 'docs', 'airlock']);
      expect(data.hooks.PreToolUse).toEqual([
        { matcher: 'Bash', hooks: [{ type: 'command', command: '/usr/local/bin/guard.sh', timeout: 30 }] },
        { matcher: '*', hooks: [{ type: 'command', command: '/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs codex', timeout: 120, statusMessage: 'Checking with Airlock' }] },
      ]);
      // Codex has no session-end event (its sessions end in Airlock after idle time): nothing but PreToolUse.
      expect(Object.keys(data.hooks)).toEqual(['PreToolUse']);
      // The server table sits right after the other servers, before the docs comment of the next block.
      expect(after.indexOf('[mcp_servers.airlock]')).toBeLessThan(after.indexOf('[[hooks.PreToolUse]]'));
      expect(planInstall('codex', { env, launch, hook: hookFor('codex') }).changes.every((c) => !c.changed)).toBe(true);
      expect(clientStatuses({ env, launch }).find((s) => s.client === 'codex')).toMatchObject({ connected: true, current: true, hooked: true });
      applyPlan(planUninstall('codex', { env }));
      const eol = variant === 'CRLF' ? '\r\n' : '\n';
      expect(read(file)).toBe(text.replace(`hooks = false${eol}`, `hooks = true${eol}`));
    });
  }

  it('an empty HOME: config.toml created; uninstall removes it again', () => {
    applyPlan(planInstall('codex', { env, launch, hook: hookFor('codex') }));
    const file = clientLocations('codex', env).mcpFile;
    expect(read(file)).toBe(
      '[mcp_servers.airlock]\ncommand = "/usr/local/bin/node"\nargs = ["/opt/airlock/bin/airlock.mjs", "bridge"]\n\n[[hooks.PreToolUse]]\nmatcher = "*"\n\n[[hooks.PreToolUse.hooks]]\ntype = "command"\ncommand = "/usr/local/bin/node /opt/airlock/bin/airlock-hook.mjs codex"\ntimeout = 120\nstatusMessage = "Checking with Airlock"\n',
    );
    applyPlan(planUninstall('codex', { env }));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('a person who keeps hooks in ~/.codex/hooks.json gets the hook there (Codex warns when one layer has both)', () => {
    const hooksJson = path.join(home, '.codex', 'hooks.json');
    const text = '{\n  "hooks": {\n    "Stop": [{ "hooks": [{ "type": "command", "command": "notify.sh" }] }]\n  }\n}\n';
    write(hooksJson, text);
    applyPlan(planInstall('codex', { env, launch, hook: hookFor('codex') }));
    expect(readToml(read(clientLocations('codex', env).mcpFile), 'x').data.hooks).toBeUndefined();
    const data = parseConfig(read(hooksJson), hooksJson) as { hooks: { PreToolUse: Array<{ hooks: Array<{ command: string }> }> } };
    expect(data.hooks.PreToolUse[0]?.hooks[0]?.command).toMatch(/airlock-hook\.mjs codex$/);
    applyPlan(planUninstall('codex', { env }));
    expect(read(hooksJson)).toBe(text);
  });

  it('refuses what it cannot edit safely (an inline hooks list; invalid TOML), naming the file and changing nothing', () => {
    const file = clientLocations('codex', env).mcpFile;
    write(file, 'hooks = { PreToolUse = [] }\n');
    expect(() => planInstall('codex', { env, launch, hook: hookFor('codex') })).toThrow(/Nothing was changed/);
    write(file, '[mcp_servers.x\ncommand = 1\n');
    expect(() => planInstall('codex', { env, launch })).toThrow(/is not valid TOML .*Nothing was changed/);
  });
});

describe('--wrap: the client\'s own servers run through airlock wrap; --uninstall --wrap restores them', () => {
  it('Claude Desktop: stdio servers wrapped (env and other fields kept), remote and Airlock\'s own entry left alone; the original bytes come back', () => {
    const file = clientLocations('claude-desktop', env).mcpFile;
    const text = [
      '{',
      '  "mcpServers": {',
      '    "github": {',
      '      "command": "npx",',
      '      "args": ["-y", "@modelcontextprotocol/server-github"],',
      '      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_example" } // token from 1Password',
      '    },',
      '    "sqlite": { "command": "uvx", "args": ["mcp-server-sqlite", "--db-path", "/Users/ann/test.db"] },',
      '    "bare": { "command": "/usr/local/bin/my-server" },',
      '    "remote": { "url": "https://mcp.example.com/sse" },',
      '    "airlock": { "command": "/usr/local/bin/node", "args": ["/opt/airlock/bin/airlock.mjs", "bridge"] }',
      '  }',
      '}',
      '',
    ].join('\n');
    write(file, text);
    const plan = planWrap('claude-desktop', { env, launch });
    expect(plan.changes[0]?.what).toBe('run through airlock wrap: github, sqlite, bare');
    expect(plan.notes).toEqual(['Not wrapped (remote servers, no command to run): remote.']);
    applyPlan(plan);
    const data = parseConfig(read(file), file) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(data.mcpServers.github).toEqual({
      command: '/usr/local/bin/node',
      args: ['/opt/airlock/bin/airlock.mjs', 'wrap', '--name', 'github', '--', 'npx', '-y', '@modelcontextprotocol/server-github'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_example' },
    });
    expect(data.mcpServers.bare?.args).toEqual(['/opt/airlock/bin/airlock.mjs', 'wrap', '--name', 'bare', '--', '/usr/local/bin/my-server']);
    expect(data.mcpServers.remote).toEqual({ url: 'https://mcp.example.com/sse' });
    expect(data.mcpServers.airlock?.args).toEqual(['/opt/airlock/bin/airlock.mjs', 'bridge']);
    expect(read(file)).toContain('// token from 1Password');
    expect(planWrap('claude-desktop', { env, launch }).changes[0]?.changed).toBe(false);
    const status = clientStatuses({ env, launch }).find((s) => s.client === 'claude-desktop');
    expect(status?.servers).toEqual([
      { name: 'github', wrapped: true, remote: false },
      { name: 'sqlite', wrapped: true, remote: false },
      { name: 'bare', wrapped: true, remote: false },
      { name: 'remote', wrapped: false, remote: true },
    ]);
    applyPlan(planUnwrap('claude-desktop', { env }));
    expect(read(file)).toBe(text);
  });

  it('Codex config.toml: wrapped in place and restored byte for byte', () => {
    const file = clientLocations('codex', env).mcpFile;
    write(file, codexToml);
    applyPlan(planWrap('codex', { env, launch }));
    const data = readToml(read(file), file).data as { mcp_servers: Record<string, Record<string, unknown>> };
    expect(data.mcp_servers.docs).toEqual({ command: '/usr/local/bin/node', args: ['/opt/airlock/bin/airlock.mjs', 'wrap', '--name', 'docs', '--', 'uvx', 'mcp-docs'] });
    expect(data.mcp_servers.github?.env).toEqual({ GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_example' });
    applyPlan(planUnwrap('codex', { env }));
    const back = read(file);
    // Only the args array's spacing can differ: the original wrote `[ "-y",  "…" ]`.
    expect(back.replace('args = ["-y", "@modelcontextprotocol/server-github"]', 'args = [ "-y",  "@modelcontextprotocol/server-github" ]')).toBe(codexToml);
  });

  it.each<ClientId>(['claude-code', 'cursor', 'vscode', 'gemini'])('%s: wrap and restore on a config with one server', (client) => {
    const loc = clientLocations(client, env);
    const text = `{\n  "${loc.serversKey}": {\n    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"] }\n  }\n}\n`;
    write(loc.mcpFile, text);
    applyPlan(planWrap(client, { env, launch }));
    expect((parseConfig(read(loc.mcpFile), loc.mcpFile)[loc.serversKey] as Record<string, { args: string[] }>).fs?.args.slice(1, 5)).toEqual(['wrap', '--name', 'fs', '--']);
    applyPlan(planUnwrap(client, { env }));
    expect(read(loc.mcpFile)).toBe(text);
  });
});
