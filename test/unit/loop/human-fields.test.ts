// One schema per field of a human command: the window's IPC contract, the
// consoles and the human side accept and refuse the same values.
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../../../src/shared/contract';
import { parseCommandLine } from '../../../src/main/headless/commands';
import { LIMITS } from '../../../src/shared/vocabulary';
import { catchError, openHarness, type Harness } from '../../helpers/airlock';

let h: Harness | undefined;
afterEach(() => h?.close());

const ipcAccepts = (channel: keyof typeof contract, input: unknown): boolean => contract[channel].input.safeParse(input).success;
const consoleAccepts = (command: Record<string, unknown>): boolean => parseCommandLine(JSON.stringify(command)).ok;

describe('human command fields', () => {
  it('an id one character over the limit is refused at every door; at the limit it is accepted as a well-formed id', () => {
    h = openHarness();
    const atLimit = 'c'.repeat(LIMITS.id);
    const over = 'c'.repeat(LIMITS.id + 1);
    expect(ipcAccepts('confirmation:approve', { id: atLimit })).toBe(true);
    expect(ipcAccepts('confirmation:approve', { id: over })).toBe(false);
    expect(consoleAccepts({ command: 'approve', id: atLimit })).toBe(true);
    expect(consoleAccepts({ command: 'approve', id: over })).toBe(false);
    // The human side: at the limit the id is well formed and simply unknown; over it, refused as input.
    expect(catchError(() => h!.airlock.human.approve(atLimit)).message).toMatch(/no|not found|unknown/i);
    expect(catchError(() => h!.airlock.human.approve(over)).message).toMatch(/too long|at most/i);
  });

  it('steps to grant, trust levels, modes and reasons share their bounds', () => {
    for (const [steps, ok] of [[1, true], [LIMITS.grantSteps, true], [0, false], [LIMITS.grantSteps + 1, false], [1.5, false]] as const) {
      expect(ipcAccepts('steps:grant', { executionId: 'e', steps })).toBe(ok);
      expect(consoleAccepts({ command: 'grant_steps', execution_id: 'e', steps })).toBe(ok);
    }
    for (const [trust, ok] of [['validated', true], ['root', false]] as const) {
      expect(ipcAccepts('server:trust', { server: 's', trust })).toBe(ok);
      expect(consoleAccepts({ command: 'trust', server: 's', level: trust })).toBe(ok);
    }
    for (const [mode, ok] of [['monitoring', true], ['off', false]] as const) {
      expect(ipcAccepts('mode:set', { mode })).toBe(ok);
      expect(consoleAccepts({ command: 'mode', mode })).toBe(ok);
    }
    const long = 'r'.repeat(LIMITS.humanText + 1);
    expect(ipcAccepts('confirmation:deny', { id: 'c', reason: long })).toBe(false);
    expect(consoleAccepts({ command: 'deny', id: 'c', reason: long })).toBe(false);
  });
});
