// Item 1 of issue 14: every string from an agent is inert on every surface.
// The function itself, the views every surface is fed from, the OS dialog
// (kdialog gets code and text through a 0600 file, never argv), coalesced dialogs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { coalescedDisplay, dialogCommand, showCodeDialog } from '../../../src/main/headless/code-display';
import type { CodeForHuman } from '../../../src/main/ports';
import { inert, inertDeep, jsonLine, normaliseName } from '../../../src/shared/text';
import { harnessPerTest } from '../../helpers/airlock';

const harness = harnessPerTest();
const HOSTILE = 'ls\x1b[2J\x1b[H\x1b]0;pwned\x07\x1b[1A\x1b[2K\r✓ approved\u202Eexe.txt\u200b\u2066x\u2069\x9b31m\u2028fake';
// Anything a terminal, a viewer or a reader could act on or not see.
// eslint-disable-next-line no-control-regex
const DANGEROUS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;

describe('inert()', () => {
  it('shows control characters, escapes, bidi and invisible characters visibly, and keeps the rest', () => {
    const shown = inert(HOSTILE);
    expect(shown).not.toMatch(DANGEROUS);
    expect(shown).not.toContain('\n');
    expect(shown).toContain('␛[2J');
    expect(shown).toContain('<U+202E>');
    expect(shown).toContain('<U+200B>');
    expect(shown).toContain('<U+009B>');
    expect(shown).toContain('␍✓ approved');
    expect(inert('git status — ünïcödé 日本語 🚀')).toBe('git status — ünïcödé 日本語 🚀');
    expect(inert('a\nb\tc', { keepNewlines: true })).toBe('a\nb\tc');
    expect(inert('<b>x</b> & y', { escapeMarkup: true })).toBe('&lt;b&gt;x&lt;/b&gt; &amp; y');
  });

  it('is idempotent and never lets a dangerous character through (property)', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (s) => {
        const once = inert(s);
        expect(once).not.toMatch(DANGEROUS);
        expect(inert(once)).toBe(once);
      }),
    );
  });

  it('jsonLine is lossless for a program and inert for a terminal', () => {
    const line = jsonLine({ hint: HOSTILE });
    expect(line).not.toMatch(DANGEROUS);
    expect((JSON.parse(line) as { hint: string }).hint).toBe(HOSTILE);
    expect(inertDeep({ a: [HOSTILE] }).a[0]).not.toMatch(DANGEROUS);
  });
});

describe('names are identities', () => {
  it('folds case, width and invisible characters', () => {
    for (const n of ['Worker', 'WORKER', 'worker\u200b', '\u202eworker', 'ｗｏｒｋｅｒ', 'wor\u00adker', ' worker ']) expect(normaliseName(n)).toBe('worker');
    expect(normaliseName('worker-2')).not.toBe('worker');
  });
});

describe('the views every surface reads', () => {
  it('carry agent text inert: live steps, pending cards, codes, blocks, executions, notifications, dialogs', () => {
    const h = harness({ policy: { patterns: { requiresApproval: ['*deploy*'], deny: ['*drop database*'] } } });
    const { agent, human } = h.airlock;
    const events: unknown[] = [];
    human.subscribe((e) => events.push(e));
    agent.recordStep('cli\x1b[31m', { element_name: 'bot', nextActionHint: `deploy to staging ${HOSTILE}` });
    agent.recordStep('cli\x1b[31m', { element_name: 'bot', nextActionHint: `drop database x ${HOSTILE}` });
    const surfaces = JSON.stringify([events, human.listPending(), human.listBlocks(), human.listChallenges(), human.recentSteps(), human.listExecutions(), h.notices, h.codes]);
    // JSON.stringify escapes C0 controls as \u001b: look for the escaped form too.
    expect(JSON.parse(surfaces)).toBeTruthy();
    expect(surfaces).not.toMatch(DANGEROUS);
    expect(surfaces).not.toContain('\\u001b');
    expect(surfaces).not.toContain('\\u0007');
    expect(surfaces).toContain('␛[2J');
    expect(h.codes).toHaveLength(1);
  });
});

describe('the OS code dialog', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alk-kd-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const code: CodeForHuman = {
    challengeId: '3f1c2a4e-0000-4000-8000-000000000002',
    code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
    kind: 'danger_zone',
    tier: 'danger_zone',
    agent: 'agent-x',
    client: 'client-y',
    hint: `<b>rm</b> -rf / ${HOSTILE}`,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  };

  it.skipIf(process.platform !== 'linux')('kdialog: code and text in a 0600 file shown as plain text, never in its argv (/proc/<pid>/cmdline) or environment; the file goes when it closes', async () => {
    const script = path.join(dir, 'kdialog');
    // The fake dialog records its own /proc/<pid>/cmdline, environment, the
    // file it was given (and its mode), then waits to be told to close.
    fs.writeFileSync(
      script,
      `#!/bin/sh\ntr '\\0' '\\n' < /proc/$$/cmdline > "${dir}/cmdline.txt"\nenv > "${dir}/env.txt"\nfor a in "$@"; do if [ -f "$a" ]; then cp "$a" "${dir}/file.txt"; stat -c %a "$a" > "${dir}/mode.txt"; stat -c %a "$(dirname "$a")" > "${dir}/dirmode.txt"; echo "$a" > "${dir}/path.txt"; fi; done\ntouch "${dir}/started"\nwhile [ ! -f "${dir}/close" ]; do sleep 0.05; done\n`,
      { mode: 0o755 },
    );
    const env = { PATH: `${dir}:/usr/bin:/bin`, DISPLAY: ':99' };
    expect(dialogCommand(code, env)?.args).not.toContain(code.code);
    let closed = false;
    expect(showCodeDialog(code, env, { onClose: () => (closed = true) })).toBe(true);
    for (let i = 0; i < 100 && !fs.existsSync(path.join(dir, 'started')); i++) await new Promise((r) => setTimeout(r, 50));
    const cmdline = fs.readFileSync(path.join(dir, 'cmdline.txt'), 'utf8');
    expect(cmdline).toContain('--textbox');
    expect(cmdline).not.toContain(code.code);
    expect(cmdline).not.toContain('rm');
    expect(fs.readFileSync(path.join(dir, 'env.txt'), 'utf8')).not.toContain(code.code);
    const shown = fs.readFileSync(path.join(dir, 'file.txt'), 'utf8');
    expect(shown).toContain(code.code);
    expect(shown).not.toMatch(DANGEROUS);
    expect(shown).toContain('<U+202E>');
    expect(fs.readFileSync(path.join(dir, 'mode.txt'), 'utf8').trim()).toBe('600');
    expect(fs.readFileSync(path.join(dir, 'dirmode.txt'), 'utf8').trim()).toBe('700');
    const file = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8').trim();
    fs.writeFileSync(path.join(dir, 'close'), '');
    for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('zenity and the others take the text on stdin, inert', () => {
    const zdir = fs.mkdtempSync(path.join(dir, 'z-'));
    fs.writeFileSync(path.join(zdir, 'zenity'), '#!/bin/sh\n', { mode: 0o755 });
    const cmd = dialogCommand(code, { PATH: zdir, DISPLAY: ':1' })!;
    expect(cmd.args.join(' ')).not.toContain(code.code);
    expect(cmd.stdin).toContain(code.code);
    expect(cmd.stdin).not.toMatch(DANGEROUS);
  });

  it('200 codes are never 200 dialogs: one at a time, the rest coalesced into one more', () => {
    const opened: Array<{ id: string; more: number; close: () => void }> = [];
    const display = coalescedDisplay((c, more, onClose) => {
      opened.push({ id: c.challengeId, more, close: onClose });
      return true;
    });
    for (let i = 0; i < 200; i++) display.show({ ...code, challengeId: `c${i}` });
    expect(opened).toHaveLength(1);
    opened[0]!.close();
    expect(opened).toHaveLength(2);
    expect(opened[1]).toMatchObject({ id: 'c199', more: 198 });
    opened[1]!.close();
    expect(opened).toHaveLength(2);
  });
});

describe('the history CLI', () => {
  it('prints stored agent text inert, as text and as JSON', async () => {
    const { runHistory, runShow } = await import('../../../src/cli/commands/history');
    const h = harness();
    const run = h.airlock.agent.recordStep('cli', { element_name: 'bot', nextActionHint: HOSTILE }).execution_id;
    h.airlock.agent.completeExecution('cli', { element_name: 'bot' });
    h.close();
    for (const json of [false, true]) {
      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      expect(runShow(run, { home: h.home, json }, io)).toBe(0);
      expect(runHistory({ home: h.home, json, search: 'approved' }, io)).toBe(0);
      const text = lines.join('\n');
      // No raw character a terminal acts on; JSON keeps C0 controls as \u escapes (plain ASCII).
      expect(text).not.toMatch(DANGEROUS);
      if (!json) expect(text).toContain('␛[2J');
      expect(text).toContain('<U+202E>');
    }
  });
});
