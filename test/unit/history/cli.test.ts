// `airlock history`, `airlock show`, `airlock history search|retention|compact`
// through the built CLI (out/cli/airlock.mjs via bin/airlock.mjs), against
// data made by the real engine, read while that engine still has the
// database open (WAL).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runHistory, parseWhen } from '../../../src/cli/commands/history';
import { verifyAuditDatabase } from '../../../src/main/evidence';
import type { ExecutionPage, Timeline } from '../../../src/main/history';
import { databaseFile } from '../../../src/main/paths';
import { codeForms, tempHome } from '../../helpers/airlock';
import { buildHistory, DAY, type Built } from './fixture';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(ROOT, 'bin', 'airlock.mjs');

// Every case spawns the CLI a few times; on a loaded machine that takes seconds.
vi.setConfig({ testTimeout: 90_000 });

let built: Built;
const outputs: string[] = [];

/** The CLI inside a real terminal (script(1) gives it a pty), with `typed` as the person's keystrokes. */
function airlockAtTerminal(args: string[], typed: string, home = built.h.home): { code: number; stdout: string } {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const r = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: ROOT, env: { ...process.env, AIRLOCK_HOME: home }, input: typed, encoding: 'utf8', timeout: 30_000 });
  outputs.push(r.stdout);
  return { code: r.status ?? -1, stdout: r.stdout.replace(/\r/g, '') };
}

function airlock(args: string[], home = built.h.home): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, AIRLOCK_HOME: home },
    encoding: 'utf8',
    timeout: 30_000,
  });
  outputs.push(r.stdout, r.stderr);
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-cli.mjs')], { cwd: ROOT, stdio: 'pipe' });
  built = buildHistory();
}, 120_000);

afterAll(() => {
  // Nothing printed, in any command, carried a verification code.
  const all = outputs.join('\n');
  expect(built.h.codes.length).toBeGreaterThan(0);
  for (const { code } of built.h.codes) for (const form of codeForms(code)) expect(all).not.toContain(form);
  built.h.close();
});

describe('airlock history', () => {
  it('--json: a page of executions with their counts, read while the engine runs', () => {
    const r = airlock(['history', '--json']);
    expect(r.code).toBe(0);
    const page = JSON.parse(r.stdout) as ExecutionPage;
    expect(page.items.map((e) => e.id)).toEqual([built.ids.expired, built.ids.denied, built.ids.verified, built.ids.approved, built.ids.reading]);
    expect(page.items.find((e) => e.id === built.ids.approved)).toMatchObject({ agent: 'deployer', client: 'cursor', steps: 2, pauses: 1, approvals: 1, highestTier: 'confirm' });
  });

  it('filters: --agent, --client, --since/--until, --tier, --status, --search; pages with --cursor', () => {
    const ids = (args: string[]) => (JSON.parse(airlock(['history', '--json', ...args]).stdout) as ExecutionPage).items.map((e) => e.id);
    expect(ids(['--agent', 'coder'])).toEqual([built.ids.verified, built.ids.reading]);
    expect(ids(['--client', 'cursor', '--agent', 'deployer'])).toEqual([built.ids.approved]);
    expect(ids(['--since', '2026-01-02', '--until', '2026-01-03'])).toEqual([built.ids.verified, built.ids.approved]);
    expect(ids(['--tier', 'verify'])).toEqual([built.ids.verified]);
    expect(ids(['--tier', 'confirm', '--tier-exact', '--status', 'completed'])).toEqual([built.ids.approved]);
    expect(ids(['--search', 'deploy "web app"'])).toEqual([built.ids.approved]);
    const first = JSON.parse(airlock(['history', '--json', '--limit', '3']).stdout) as ExecutionPage;
    const second = JSON.parse(airlock(['history', '--json', '--limit', '3', '--cursor', first.nextCursor!]).stdout) as ExecutionPage;
    expect([...first.items, ...second.items].map((e) => e.id)).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('prints a readable table by default', () => {
    const r = airlock(['history', '--agent', 'deployer']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^STARTED \(UTC\)\s+ID\s+AGENT\s+CLIENT\s+STATUS\s+STEPS\s+TIER\s+PAUSES\s+APPROVALS\s+BLOCKS\s+ENDED$/);
    expect(lines[1]).toContain(built.ids.denied.slice(0, 8));
    expect(lines[1]).toMatch(/deployer\s+claude-code\s+cancelled\s+1\s+confirm/);
    expect(lines[2]).toMatch(/deployer\s+cursor\s+completed\s+2\s+confirm\s+1\s+1\s+0/);
    expect(airlock(['history', '--agent', 'nobody']).stdout.trim()).toBe('No executions match.');
  });

  it('hostile search text and bad options get a message and exit 1, never a stack trace', () => {
    for (const text of ['"', '*', '-', '(']) {
      const r = airlock(['history', '--search', text]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^airlock: Nothing to search for/);
    }
    for (const text of ['NEAR(', 'AND OR', 'hint:x', 'deploy"']) {
      const r = airlock(['history', '--search', text, '--json']);
      expect(r.code, text).toBe(0);
      expect(r.stderr).toBe('');
    }
    const bad = airlock(['history', '--tier', 'extreme']);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.stderr).toMatch(/--tier: one of advisory, confirm, verify, danger_zone/);
    expect(airlock(['history', '--since', 'someday']).stderr).toMatch(/--since "someday": give a date/);
    expect(airlock(['history', '--cursor', 'xyz']).stderr).toMatch(/cursor is not valid/);
    expect(outputs.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('says there is no data yet, with exit 2, for an empty home', () => {
    const home = tempHome();
    const r = airlock(['history'], home);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`airlock: No Airlock data in ${home} yet — start \`airlock serve\` or the app first.`);
    expect(fs.existsSync(databaseFile(home))).toBe(false);
    expect(airlock(['show', 'abcd1234'], home).code).toBe(2);
  });
});

describe('airlock history search', () => {
  it('lists matching steps with the matches marked', () => {
    const r = airlock(['history', 'search', 'billing', 'credentials']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('rotate the «billing» «credentials»');
    const json = JSON.parse(airlock(['history', 'search', 'deploy', '--json', '--limit', '2']).stdout) as { hits: unknown[]; nextCursor: string };
    expect(json.hits).toHaveLength(2);
    expect(json.nextCursor).toBeTruthy();
  });
});

describe('airlock show', () => {
  it('--json: the timeline, with who decided what and how long it took', () => {
    const r = airlock(['show', built.ids.approved, '--json']);
    expect(r.code).toBe(0);
    const t = JSON.parse(r.stdout) as Timeline;
    expect(t.execution.id).toBe(built.ids.approved);
    const decision = t.entries.find((e) => e.type === 'decision');
    expect(decision && decision.type === 'decision' && decision.decision).toMatchObject({ decision: 'approved', decidedBy: 'human', humanMs: 4500 });
    expect(t.entries.filter((e) => e.type === 'step')).toHaveLength(2);
    expect(t.entries.some((e) => e.type === 'event' && e.event.kind === 'halt' && e.event.scope === 'global')).toBe(true);
  });

  it('prints the timeline for a person, from an id prefix', () => {
    const r = airlock(['show', built.ids.denied.slice(0, 8)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Execution ${built.ids.denied}`);
    expect(r.stdout).toMatch(/agent deployer via claude-code — cancelled/);
    expect(r.stdout).toMatch(/step 1 {2}confirm .* PAUSED {2}"reading the deploy notes of the database migration" {2}decided in \d+\.\d\d ms/);
    expect(r.stdout).toMatch(/DENIED by the human after 12\.0 s — step 1 "reading the deploy notes of the database migration" \(reason: not on a Friday\)/);
    expect(r.stdout).toMatch(/Execution aborted/);
    const expired = airlock(['show', built.ids.expired]);
    expect(expired.stdout).toMatch(/expired: nobody answered, denied \(fail-closed\) after 1 min 1 s/);
  });

  it('an unknown id is a message, exit 1', () => {
    const r = airlock(['show', 'ffffffff-0000']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/No execution has an id starting with "ffffffff-0000"/);
  });
});

describe('airlock history retention / compact', () => {
  it('shows, sets and applies retention; the audit chain still verifies; compact works', () => {
    expect(airlock(['history', 'retention']).stdout.trim()).toBe('History is kept without limit.');
    // The fixture's clock started 2026-01-01: with a real "now" everything ended long ago.
    // Keep the running execution's engine open meanwhile: retention never touches it.
    // Without a terminal (an agent's shell tool, a script) it refuses and says what to do instead.
    const refused = airlock(['history', 'retention', '--keep-days', '30']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/needs you at a terminal.*"command":"retention"/);
    expect(JSON.parse(airlock(['history', 'retention', '--json']).stdout)).toEqual({ retention: { unlimited: true } });
    expect(airlockAtTerminal(['history', 'retention', '--keep-days', '30'], 'no\n').stdout).toMatch(/Not changed/);
    const set = airlockAtTerminal(['history', 'retention', '--keep-days', '30'], 'yes\n');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/History is now kept for 30 days after an execution ends\.\nRemoved 4 executions that ended before .* \(7 steps\); the audit log keeps its rows and records the removal\./);
    expect(JSON.parse(airlock(['history', 'retention', '--json']).stdout)).toEqual({ retention: { keepDays: 30 } });
    const left = JSON.parse(airlock(['history', '--json']).stdout) as ExecutionPage;
    expect(left.items.map((e) => e.id)).toEqual([built.ids.expired]);
    expect(verifyAuditDatabase(databaseFile(built.h.home)).ok).toBe(true);
    expect(airlock(['audit', 'verify']).code).toBe(0);
    expect(airlock(['history', 'retention', '--keep-days', '0']).stderr).toMatch(/--keep-days: a whole number of days from 1 to 36500/);
    expect(airlockAtTerminal(['history', 'retention', '--unlimited'], 'yes\n').stdout).toMatch(/History is now kept without limit\./);

    const compact = airlock(['history', 'compact', '--json']);
    expect(compact.code).toBe(0);
    expect(JSON.parse(compact.stdout)).toMatchObject({ ftsOptimized: true });
    // The engine keeps working on the same file.
    built.h.airlock.agent.recordStep('vscode', { element_name: 'researcher', nextActionHint: 'reading after the compaction' });
    expect(JSON.parse(airlock(['history', 'search', 'compaction', '--json']).stdout).hits).toHaveLength(1);
  });
});

describe('date options', () => {
  const now = Date.parse('2026-03-10T15:30:00Z');
  it('parses dates, date-times, today/yesterday and durations', () => {
    expect(parseWhen('2026-03-01', 'since', now)).toBe('2026-03-01T00:00:00.000Z');
    expect(parseWhen('2026-03-01', 'until', now)).toBe('2026-03-02T00:00:00.000Z');
    expect(parseWhen('2026-03-01T12:00:00Z', 'until', now)).toBe('2026-03-01T12:00:00.000Z');
    expect(parseWhen('7d', 'since', now)).toBe(new Date(now - 7 * DAY).toISOString());
    expect(parseWhen('12h', 'since', now)).toBe('2026-03-10T03:30:00.000Z');
    expect(parseWhen('today', 'since', now)).toBe('2026-03-10T00:00:00.000Z');
    expect(parseWhen('yesterday', 'until', now)).toBe('2026-03-10T00:00:00.000Z');
    expect(() => parseWhen('soon', 'since', now)).toThrow(/--since "soon"/);
  });

  it('runHistory with an injected clock', () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = runHistory({ home: built.h.home, since: '1d', json: true }, { out: (l) => lines.push(l), err: (l) => errors.push(l) }, Date.parse('2026-01-05T12:00:00Z'));
    expect(code).toBe(0);
    expect((JSON.parse(lines.join('\n')) as ExecutionPage).items.map((e) => e.id)).toEqual([built.ids.expired]);
  });
});
