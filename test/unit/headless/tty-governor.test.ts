// The terminal console's `governor` command against a real loop and store: it
// lists what the window's Governor view shows (profiles, sessions, governor
// halts), and `governor halt|resume <agent>` are the person's halt and resume,
// with the same field schema (human-fields.ts) as every other console.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PolicyInput } from '../../../src/main/core';
import { startTtyConsole } from '../../../src/main/headless/tty-console';
import { harnessPerTest, type Harness } from '../../helpers/airlock';

const harness = harnessPerTest();
const CLIENT = 'gov-client';

// eslint-disable-next-line no-control-regex
const plain = (text: string): string => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

function consoleOn(h: Harness): { type(line: string): Promise<string>; close(): void } {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = '';
  output.on('data', (c: Buffer) => (out += c.toString()));
  const tty = startTtyConsole({ human: h.airlock.human, input, output, socketPath: '/tmp/airlock-test.sock', onQuit: () => undefined, now: () => h.clock.now() });
  return {
    async type(line: string) {
      const from = out.length;
      input.write(`${line}\n`);
      await new Promise((r) => setImmediate(r));
      return plain(out.slice(from));
    },
    close: () => tty.close(),
  };
}

describe('tty console: governor', () => {
  it('lists governed profiles, sessions and governor halts; halts and resumes a governed agent', async () => {
    const policy = { maxAutonomousSteps: 1000, agents: { coder: { permissions: { resource_limits: { budget: { tokens: { per_session: 100 } } } } } } } as PolicyInput;
    const h = harness({ policy });
    const tty = consoleOn(h);
    const step = (tokens: number) =>
      h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes', action: { tool: 'Read', arguments: { file_path: 'notes.md' } }, usage: { tokens } });
    expect(step(60).directive.continue).toBe(true);
    expect(step(60).directive).toMatchObject({ continue: false, degradation: { cause: 'on_budget_exhausted', action: 'halt' } });

    const listing = await tty.type('governor');
    expect(listing).toMatch(/Profiles \(use in the last 24 hours\):\n\s+coder: 120 tokens/);
    expect(listing).toMatch(/Governed sessions:\n\s+\S+ coder, HALTED \(on_budget_exhausted\): iterations 1, tool calls 1, tokens 120/);
    expect(listing).toMatch(/Halted by the governor \(resume: governor resume <agent>\):\n\s+coder: on_budget_exhausted since/);

    expect(await tty.type('governor resume coder')).toContain('▶ coder may continue');
    expect(h.airlock.human.governorState().halts).toEqual([]);
    expect(await tty.type('governor halt coder')).toContain('■ coder halted');
    expect(h.airlock.human.haltState().agents).toEqual(['coder']);
    expect(h.airlock.agent.recordStep(CLIENT, { element_name: 'coder', nextActionHint: 'reading notes' }).directive.continue).toBe(false);
    expect(await tty.type('governor resume coder')).toContain('▶ coder may continue');
    expect(h.airlock.human.haltState().agents).toEqual([]);

    // The same field schema as the window and the JSONL console: a bad name is refused, nothing changes.
    expect(await tty.type(`governor halt ${'x'.repeat(300)}`)).toMatch(/! .*agent name/);
    expect(h.airlock.human.haltState().agents).toEqual([]);
    expect(await tty.type('governor halt')).toContain('usage: governor halt <agent>');
    expect(await tty.type('governor frobnicate')).toContain('usage: governor [halt|resume <agent>]');
    tty.close();
  });
});
