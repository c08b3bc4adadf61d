// The interactive console of `airlock serve` (forced with --console tty, fed
// through a pipe): a pending confirmation shows with its number, "a 1"
// approves it, codes are printed for the human, "u 2" lifts a block, "q" quits.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { Agent, airlockEnv, CLI, notificationOf, ROOT, tempHome } from './helpers/serve';

const home = tempHome({ patterns: { requiresApproval: ['*deploy*'], deny: ['*drop database*'] } });
let serve: ChildProcessWithoutNullStreams | undefined;
let agent: Agent | undefined;

afterAll(async () => {
  await agent?.close();
  if (serve && serve.exitCode === null) serve.kill('SIGKILL');
  fs.rmSync(home, { recursive: true, force: true });
});

// eslint-disable-next-line no-control-regex
const plain = (text: string): string => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

it('approves, shows codes, lifts blocks and quits from the terminal console', { timeout: 60_000 }, async () => {
  const child = spawn(process.execPath, [CLI, 'serve', '--console', 'tty', '--no-dialog'], { cwd: ROOT, env: { ...process.env, ...airlockEnv(home) }, stdio: 'pipe' });
  serve = child;
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const waitOut = async (pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const match = plain(out).match(pattern);
      if (match) return match;
      if (Date.now() > end) throw new Error(`console never showed ${pattern}; got:\n${plain(out).slice(-1500)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await waitOut(/Airlock is running on/);

  agent = await Agent.connect(home, 'tty-client');
  const step = await agent.step('bot', 'deploy the docs to staging');
  const confirmationId = step.data?.directive?.notifications?.find((n) => n.metadata?.confirmationId)?.metadata?.confirmationId;
  expect(confirmationId).toBeTruthy();
  await waitOut(/\[1\] CONFIRM bot \(tty-client\) wants: deploy the docs to staging/);
  const waiting = agent.confirm(confirmationId!, 20);
  child.stdin.write('a 1\n');
  expect((await waiting).data).toMatchObject({ status: 'approved', decided_by: 'human' });

  const stopped = await agent.step('bot', 'drop database users');
  expect(stopped.data?.directive?.stopped).toBe(true);
  const challengeId = notificationOf(stopped.data?.directive, 'danger_zone')?.metadata?.verificationId;
  const [, code] = await waitOut(/VERIFICATION CODE for bot[^\n]*\n\s*\n\s+([0-9A-Z]{4}(?:-[0-9A-Z]{4}){6})/);
  expect(JSON.stringify(stopped)).not.toContain(code!);
  await waitOut(/\[2\] BLOCKED bot/);
  child.stdin.write('u 2\n');
  await waitOut(/unblocked bot/);
  expect((await agent.step('bot', 'list files')).data?.directive?.stopped).not.toBe(true);
  expect(challengeId).toBeTruthy();

  // Wrapped MCP servers' trust (airlock wrap).
  child.stdin.write('servers\n');
  await waitOut(/No wrapped MCP servers yet/);
  child.stdin.write('trust memory community_reviewed\n');
  await waitOut(/memory is now trusted as community_reviewed/);
  child.stdin.write('servers\n');
  await waitOut(/memory: community_reviewed\n/);
  child.stdin.write('trust memory trusted\n');
  await waitOut(/usage: trust <server> <untested\|generated\|validated\|community_reviewed\|certified>/);
  expect(JSON.parse(fs.readFileSync(`${home}/policy.json`, 'utf8')).servers).toEqual({ memory: { trust: 'community_reviewed' } });

  child.stdin.write('nonsense\n');
  await waitOut(/unknown command "nonsense"/);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin.write('q\n');
  expect(await exited).toBe(0);
});
