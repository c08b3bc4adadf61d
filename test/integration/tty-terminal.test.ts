// The terminal console as a person sees it: `airlock serve` in a real
// terminal (tmux), an agent through the real bridge. One line per event, the
// whole action on demand, cuts at word boundaries and marked, log lines above
// the prompt (what was typed survives), local times, a late approval said so,
// a question before quitting with items waiting, and agent/server strings inert.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { Agent, airlockEnv, CLI, notificationOf, ROOT, tempHome } from './helpers/serve';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const home = tempHome({ patterns: { requiresApproval: ['*deploy*'], deny: ['*drop database*'] } });
const socket = `airlock-test-${process.pid}`;
let agent: Agent | undefined;

const tmux = (...args: string[]): string => {
  const r = spawnSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8', env: { ...process.env, ...airlockEnv(home), TZ: 'Asia/Kolkata' } });
  if (r.status !== 0 && args[0] !== 'has-session' && args[0] !== 'kill-server') throw new Error(`tmux ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};
const screen = (): string => tmux('capture-pane', '-p', '-J', '-t', 'airlock', '-S', '-500');
const waitFor = async (test: (text: string) => boolean, what: string, timeoutMs = 15_000): Promise<string> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const text = screen();
    if (test(text)) return text;
    if (Date.now() > end) throw new Error(`the terminal never showed ${what}; it shows:\n${text.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const waitLine = (pattern: RegExp): Promise<string> => waitFor((t) => pattern.test(t), String(pattern));
const type = (text: string, enter = true): void => {
  tmux('send-keys', '-t', 'airlock', '-l', text);
  if (enter) tmux('send-keys', '-t', 'airlock', 'Enter');
};
const sessionAlive = (): boolean => spawnSync('tmux', ['-L', socket, 'has-session', '-t', 'airlock']).status === 0;
const confirmationOf = (step: Awaited<ReturnType<Agent['step']>>): string =>
  // The pause's own notification (a step may also carry news of an earlier confirmation).
  step.data!.directive!.notifications!.find((n) => n.type !== 'status' && n.metadata?.confirmationId)!.metadata!.confirmationId!;
/** HH:MM now in Kolkata (the terminal's TZ), and a minute later. */
const kolkataMinutes = (): string[] =>
  [0, 60_000].map((d) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + d)));

afterAll(async () => {
  await agent?.close();
  tmux('kill-server');
  fs.rmSync(home, { recursive: true, force: true });
});

it.skipIf(!hasTmux)('reads like a good terminal program', { timeout: 90_000 }, async () => {
  tmux('new-session', '-d', '-s', 'airlock', '-x', '150', '-y', '80', '-c', ROOT, process.execPath, CLI, 'serve', '--console', 'tty', '--no-dialog');
  await waitLine(/Airlock is running on/);
  agent = await Agent.connect(home, 'term-client');

  // A long action: the part that matters is at its end. One line, cut at a word, marked, and where to read the rest.
  const hint = `deploy the docs preview with ${'the usual spelling fixes and '.repeat(6)}then publish it to docs-preview-eu-west`;
  const before = kolkataMinutes();
  const first = await agent.step('bot', hint);
  const confirmLine = (await waitLine(/\[1\] CONFIRM bot/)).split('\n').find((l) => l.includes('[1] CONFIRM bot'))!;
  expect(confirmLine).toMatch(/ (the|usual|spelling|fixes|and)…/);
  expect(confirmLine).toContain('(all of it: show 1)');
  expect(confirmLine).not.toContain('docs-preview-eu-west');
  expect(confirmLine).toContain('[a 1 approve · d 1 deny · show 1]');

  type('show 1');
  const shown = await waitLine(/action: +deploy the docs preview with/);
  expect(shown.replace(/\s+/g, ' ')).toContain('then publish it to docs-preview-eu-west');
  const asked = shown.match(/asked: +(\d\d:\d\d):\d\d \((?:\d+ s ago|now)\)/);
  expect(asked, 'a local time with its age').toBeTruthy();
  expect(before).toContain(asked![1]);
  expect(shown).toMatch(/expires: +(?:\d{4}-\d\d-\d\d )?\d\d:\d\d:\d\d \(in \d+ min\) \(then denied\)/);

  // Approved while no agent waits for it (its hook gave up): one line, and it says so.
  type('a 1');
  const late = await waitLine(/is not waiting for this answer any more/);
  expect(late).toMatch(/✓ approved \[1\] bot: deploy the docs preview with/);
  expect(late.split('\n').filter((l) => /approved/.test(l) && !/airlock>/.test(l))).toHaveLength(1);
  expect(confirmationOf(first)).toBeTruthy();

  // Approved while the agent waits: one line, no note.
  const second = await agent.step('bot', 'deploy the blog preview to staging');
  await waitLine(/\[2\] CONFIRM bot/);
  const waiting = agent.confirm(confirmationOf(second), 30);
  await new Promise((r) => setTimeout(r, 1000));
  type('a 2');
  expect((await waiting).data).toMatchObject({ status: 'approved' });
  const after = await waitLine(/✓ approved \[2\] bot: deploy the blog preview to staging/);
  expect(after.match(/not waiting for this answer/g), after).toHaveLength(1);

  // A log line while something is typed: it goes above, the prompt and "hel" are redrawn below.
  const stopped = await agent.step('bot', 'drop database users');
  const challengeId = notificationOf(stopped.data?.directive, 'danger_zone')!.metadata!.verificationId!;
  await waitLine(/\[3\] BLOCKED bot/);
  type('hel', false);
  await waitFor((t) => /airlock> hel$/.test(t.trimEnd()), 'the typed "hel"');
  await agent.verify(challengeId, 'WRONG-CODE');
  const logged = await waitLine(/airlock warn: verification failed/);
  const lines = logged.trimEnd().split('\n');
  expect(lines[lines.length - 1]).toBe('airlock> hel');
  expect(lines.findIndex((l) => l.includes('airlock warn: verification failed'))).toBeLessThan(lines.length - 1);
  type('p');
  await waitLine(/show \| s <ref> +everything about one item/);
  type('u 3');
  await waitLine(/✓ unblocked bot \(your override\)/);

  // A wrapped server's name from the agent side: inert in `servers`.
  await agent.step('bot', 'read a note', { action: { tool: 'read', server: 'notes\u001b[2J\u001b]0;x\u0007' }, gateway: {} });
  type('servers');
  await waitLine(/notes␛\[2J␛\]0;x␇: /);

  // Quitting with an approval waiting asks first; the second quit stops.
  await agent.step('bot', 'deploy the api to staging');
  await waitLine(/\[\d\] CONFIRM bot \([^)]*\) wants: deploy the api to staging/);
  type('q');
  await waitLine(/1 approval still waits for you\. If Airlock stops, the agents waiting get no answer .* Type "quit" again to stop anyway\./);
  expect(sessionAlive()).toBe(true);
  type('quit');
  const end = Date.now() + 15_000;
  while (sessionAlive() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  expect(sessionAlive()).toBe(false);
});
