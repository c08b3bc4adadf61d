// Codex's apply_patch format, read into one edit per file, so each file is
// judged by what the patch does to it. Pure.
//
//   *** Begin Patch
//   *** Add File: <path>          +<each line of the new file>
//   *** Delete File: <path>
//   *** Update File: <path>       [*** Move to: <path>]
//   @@ [context]                   ' ' context, '-' removed, '+' added lines
//   *** End of File
//   *** End Patch
// (codex-rs/apply-patch; the grammar Codex's tool instructions give the model.)

export interface PatchEdit {
  operation: 'add' | 'update' | 'delete';
  file_path: string;
  /** Update with a rename: the new path. */
  move_to?: string;
  /** Add: the whole new file. */
  content?: string;
  /** Update: the lines the patch adds and removes (each group joined by newlines). */
  added?: string;
  removed?: string;
}

const HEADER = /^\*\*\* (Add|Delete|Update) File: (.+)$/;

/** The edits of an apply_patch body; undefined when it is not a patch in that format. */
export function parsePatch(text: string): PatchEdit[] | undefined {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let i = lines.findIndex((l) => l.trim() === '*** Begin Patch');
  if (i < 0) return undefined;
  const edits: PatchEdit[] = [];
  let current: (PatchEdit & { plus: string[]; minus: string[] }) | undefined;
  const close = (): void => {
    if (!current) return;
    const { plus, minus, ...edit } = current;
    if (edit.operation === 'add') edit.content = plus.join('\n') + (plus.length > 0 ? '\n' : '');
    if (edit.operation === 'update') {
      edit.added = plus.join('\n');
      edit.removed = minus.join('\n');
    }
    edits.push(edit);
    current = undefined;
  };
  for (i++; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '*** End Patch') {
      close();
      return edits;
    }
    const header = HEADER.exec(line);
    if (header) {
      close();
      const operation = header[1] === 'Add' ? 'add' : header[1] === 'Delete' ? 'delete' : 'update';
      current = { operation, file_path: header[2]!.trim(), plus: [], minus: [] };
      continue;
    }
    if (!current) continue;
    const move = /^\*\*\* Move to: (.+)$/.exec(line);
    if (move && current.operation === 'update') current.move_to = move[1]!.trim();
    else if (line.startsWith('+')) current.plus.push(line.slice(1));
    else if (line.startsWith('-')) current.minus.push(line.slice(1));
  }
  // No "*** End Patch": still report what the text would do.
  close();
  return edits;
}

/** `apply_patch <<'EOF' … EOF` (how models often call it through the shell) → the patch body. */
export function heredocPatch(script: string): string | undefined {
  const m = /^\s*(?:apply_patch|applypatch)\s+<<-?\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1[ \t]*\n/.exec(script);
  if (!m) return undefined;
  const body = script.slice(m[0].length);
  const end = body.search(new RegExp(`^${m[2]!}\\s*$`, 'm'));
  return end < 0 ? body : body.slice(0, end);
}
