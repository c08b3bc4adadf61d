import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { tierForScore } from '../../../src/shared/vocabulary';
import type { SafetyTier, StructuredAction } from '../../../src/shared/vocabulary';

export const T = { a: 'advisory', c: 'confirm', v: 'verify', d: 'danger_zone' } as const satisfies Record<string, SafetyTier>;
export type Short = keyof typeof T;

export function tier(hint: string, action?: StructuredAction): SafetyTier {
  return tierForScore(classify(hint, action).score);
}

/**
 * Hints marked as known gaps: rows written "x! hint" whose target tier x the
 * classifier does not reach yet. They stay in the tables as the target; the test
 * asserts the gap is still there, so closing one fails until its mark is removed.
 */
const GAPS = new Set<string>();

/** Rows "x hint" where x is a/c/v/d; "x! hint" marks a known gap (see GAPS). */
export function rows(table: string): [Short, string][] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const gap = l[1] === '!';
      const hint = l.slice(gap ? 3 : 2);
      if (gap) GAPS.add(hint);
      return [l[0] as Short, hint];
    });
}

/** The row's hint lands in tier t; for a known gap, it still does not (remove the mark once it does). */
export function expectRow(t: Short, hint: string): void {
  const got = tier(hint);
  if (GAPS.has(hint)) expect(got, `known gap now reaches ${T[t]}: remove its "!" mark`).not.toBe(T[t]);
  else expect(got).toBe(T[t]);
}

/** A row whose tier may carry a trailing '!' (a known gap): it lands in that tier, or for a gap still does not. */
export function checkMarked(t: string, hint: string): void {
  const want = T[t.replace('!', '') as Short];
  const got = tier(hint);
  if (t.endsWith('!')) expect(got, `known gap now reaches ${want}: remove its "!" mark`).not.toBe(want);
  else expect(got).toBe(want);
}

/**
 * Rows "t hint" whose code t is a tier letter with an optional "!" (checked by checkMarked): " ⏎ " in a hint is a
 * newline, and \${ and \` written inside a String.raw table stand for the plain characters.
 */
export function markedRows(table: string): [string, string][] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const sp = l.indexOf(' ');
      return [l.slice(0, sp), l.slice(sp + 1).replace(/ ⏎ /g, '\n').replace(/\\\$\{/g, '${').replace(/\\`/g, '`')];
    });
}

/**
 * A replayed routine session: every step must be advisory (a hook that pauses routine work gets switched off), and
 * each dangerous twin written in the same notation must keep its tier.
 */
export function replaySession(title: string, routine: readonly string[], dangerous: readonly (readonly [SafetyTier, string])[], minSteps = 35): void {
  describe(title, () => {
    it('every step is advisory', () => {
      const paused = routine.map((h) => [tier(h), h] as const).filter(([t]) => t !== 'advisory');
      expect(paused).toEqual([]);
      expect(routine.length).toBeGreaterThanOrEqual(minSteps);
    });
    it.each(dangerous.map(([t, h]) => [t, h]))('the twin %s: %s', (t, h) => {
      expect(tier(h)).toBe(t);
    });
  });
}
/** The index of the Cursor code_edit notation (only the new text shown) in editNotations' list. */
export const CODE_EDIT_NOTATION = 10;
/** One change of one file in every edit notation the edit grids use (Edit, apply_patch, a unified diff, SEARCH/REPLACE, Cline,
 *  the editor tool, Gemini replace, Roo apply_diff, MultiEdit, Cursor code_edit, and sed for one-line text without a
 *  delimiter clash). cls-edits18 writes code_edit comments as //, cls-edits19 as #; only cls-edits19 lets sed take a slash. */
export function editNotations(path: string, old: string, now: string, opts: { codeComment: '//' | '#'; sedSlashOk: boolean }): string[] {
  const q = (s: string) => JSON.stringify(s);
  const diffOld = old.split('\n').map((l) => `-${l}`).join('\n');
  const diffNew = now.split('\n').map((l) => `+${l}`).join('\n');
  const out = [
    `Edit(file_path: ${q(path)}, old_string: ${q(old)}, new_string: ${q(now)})`,
    `*** Begin Patch\n*** Update File: ${path}\n@@\n${diffOld}\n${diffNew}\n*** End Patch`,
    `--- a/${path}\n+++ b/${path}\n@@ -1,${old.split('\n').length} +1,${now.split('\n').length} @@\n${diffOld}\n${diffNew}`,
    `${path}\n<<<<<<< SEARCH\n${old}\n=======\n${now}\n>>>>>>> REPLACE`,
    `<replace_in_file>\n<path>${path}</path>\n<diff>\n------- SEARCH\n${old}\n=======\n${now}\n+++++++ REPLACE\n</diff>\n</replace_in_file>`,
    `str_replace_based_edit_tool ${JSON.stringify({ command: 'str_replace', path, old_str: old, new_str: now })}`,
    JSON.stringify({ command: 'str_replace', path: `/repo/${path}`, old_str: old, new_str: now }),
    `replace ${JSON.stringify({ file_path: path, old_string: old, new_string: now })}`,
    `apply_diff ${JSON.stringify({ path, diff: `<<<<<<< SEARCH\n:start_line:1\n-------\n${old}\n=======\n${now}\n>>>>>>> REPLACE` })}`,
    `MultiEdit(file_path: ${q(path)}, edits: [{old_string: ${q(old)}, new_string: ${q(now)}}])`,
    `edit_file ${JSON.stringify({ target_file: path, instructions: 'apply the change', code_edit: `${opts.codeComment} ... existing code ...\n${now}\n${opts.codeComment} ... existing code ...` })}`,
  ];
  if (!old.includes('\n') && !now.includes('\n') && !(opts.sedSlashOk ? /[|'\\&[\]*]/ : /[|/'\\&[\]*]/).test(old + now)) out.push(`sed -i 's|${old.trim()}|${now.trim()}|' ${path}`);
  return out;
}

/** One whole file written in every write notation the edit grids use (Write, apply_patch Add File, Cline write_to_file, a
 *  here-doc, Gemini write_file, the editor tool's create; cls-edits19 adds Aider's whole-file block). */
export function writeNotations(path: string, content: string, opts: { aiderWholeFile: boolean }): string[] {
  const q = (s: string) => JSON.stringify(s);
  const out = [
    `Write(file_path: ${q(path)}, content: ${q(content)})`,
    `*** Begin Patch\n*** Add File: ${path}\n${content.split('\n').map((l) => `+${l}`).join('\n')}\n*** End Patch`,
    `<write_to_file>\n<path>${path}</path>\n<content>\n${content}\n</content>\n</write_to_file>`,
    `cat > ${path} <<'CONF'\n${content}\nCONF`,
    `write_file ${JSON.stringify({ file_path: path, content })}`,
    JSON.stringify({ command: 'create', path: `/repo/${path}`, file_text: content }),
  ];
  if (opts.aiderWholeFile) out.push(`${path}\n\`\`\`\n${content}\n\`\`\``);
  return out;
}

type GridRow = [string, string];
/** The edit grids' row builders over editNotations/writeNotations: `grid` one change in every notation, `rgrid` the same
 *  without the Cursor code_edit (a change judged against the old text it cannot show), `wgrid` a whole file written. A
 *  notation index in `skip` marks that row a known gap (`t!`). */
export function editGrids(opts: { codeComment: '//' | '#'; sedSlashOk: boolean; aiderWholeFile: boolean }) {
  const mark = (t: string, hints: string[], skip: number[]): GridRow[] => hints.map((h, i) => [skip.includes(i) ? `${t}!` : t, h]);
  const grid = (t: string, path: string, old: string, now: string, skip: number[] = []): GridRow[] => mark(t, editNotations(path, old, now, opts), skip);
  const rgrid = (t: string, path: string, old: string, now: string, skip: number[] = []): GridRow[] => grid(t, path, old, now, skip).filter((_, i) => i !== CODE_EDIT_NOTATION);
  const wgrid = (t: string, path: string, content: string, skip: number[] = []): GridRow[] => mark(t, writeNotations(path, content, opts), skip);
  return { grid, rgrid, wgrid };
}
