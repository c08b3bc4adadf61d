// The headless console's OS dialog: spawned detached without waiting, the
// code handed over on the dialog's stdin — never in its arguments or its
// environment. A fake `zenity` on PATH records what it was given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { dialogCommand, showCodeDialog } from '../../src/main/headless/code-display';
import type { CodeForHuman } from '../../src/main/ports';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-dlg-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const code: CodeForHuman = {
  challengeId: '3f1c2a4e-0000-4000-8000-000000000001',
  code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
  kind: 'verify',
  tier: 'verify',
  agent: 'agent-x',
  client: 'client-y',
  hint: 'rm -rf build/',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

it.skipIf(process.platform !== 'linux')('pops zenity with the code on stdin, not in argv or the environment, without blocking', async () => {
  const script = path.join(dir, 'zenity');
  fs.writeFileSync(
    script,
    `#!/bin/sh\ncat > "${dir}/stdin.txt"\nprintf '%s\\n' "$@" > "${dir}/argv.txt"\nenv > "${dir}/env.txt"\ntouch "${dir}/done"\n`,
    { mode: 0o755 },
  );
  const env = { PATH: `${dir}:/usr/bin:/bin`, DISPLAY: ':99' };
  expect(dialogCommand(code, env)?.command).toBe(script);
  const started = Date.now();
  expect(showCodeDialog(code, env)).toBe(true);
  expect(Date.now() - started).toBeLessThan(500); // never waits for the dialog
  for (let i = 0; i < 100 && !fs.existsSync(path.join(dir, 'done')); i++) await new Promise((r) => setTimeout(r, 50));
  expect(fs.readFileSync(path.join(dir, 'stdin.txt'), 'utf8')).toContain(code.code);
  expect(fs.readFileSync(path.join(dir, 'argv.txt'), 'utf8')).not.toContain(code.code);
  expect(fs.readFileSync(path.join(dir, 'env.txt'), 'utf8')).not.toContain(code.code);
});

it('shows nothing (and does not fail) when no dialog tool or display is available', () => {
  expect(dialogCommand(code, { PATH: dir })).toBeUndefined();
  expect(showCodeDialog(code, { PATH: path.join(dir, 'nowhere') })).toBe(false);
});
