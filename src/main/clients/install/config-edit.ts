// Minimal, comment-preserving edits of client JSON files. Client configs are
// read as JSON with comments (VS Code's mcp.json allows comments and trailing
// commas; Claude Code's ~/.claude.json holds a lot of unrelated state), so we
// never re-serialise a whole file: jsonc-parser computes a text edit for the
// one property we add or remove and formats only the lines around it (a
// neighbouring value written on one line may be re-indented); the rest of
// the file, comments included, stays byte for byte.
import { applyEdits, modify, parse, printParseErrorCode, type FormattingOptions, type ParseError } from 'jsonc-parser';

export type JsonPath = Array<string | number>;

const BOM = '\uFEFF';

export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

/** Parses a config file's text (JSON with comments and trailing commas allowed).
 *  Throws ConfigFileError, naming the place, when it cannot be read safely. */
export function parseConfig(raw: string, file: string): Record<string, unknown> {
  const text = raw.startsWith(BOM) ? raw.slice(1) : raw;
  if (text.trim() === '') return {};
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    const { line, column } = lineCol(text, first.offset);
    throw new ConfigFileError(
      file,
      `${file} is not valid JSON (${printParseErrorCode(first.error)} at line ${String(line)}, column ${String(column)}). Nothing was changed: fix the file (or move it aside) and run the command again.`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ConfigFileError(file, `${file} does not hold a JSON object at the top level. Nothing was changed: fix the file (or move it aside) and run the command again.`);
  }
  return data as Record<string, unknown>;
}

/** The indentation and line endings the file already uses (2 spaces and \n by default). */
export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indented = /\n([ \t]+)["}\]]/.exec(text);
  const indent = indented?.[1];
  if (indent?.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent ? Math.min(indent.length, 8) : 2, eol };
}

/** Sets (or, with `undefined`, removes) the value at `path`. */
export function editAt(text: string, path: JsonPath, value: unknown, options: { insert?: boolean } = {}): string {
  // A byte-order mark (some Windows editors write one) is kept, and kept out of the edit.
  const bom = text.startsWith(BOM) ? BOM : '';
  const body = text.slice(bom.length);
  const base = body.trim() === '' ? '{}' : body;
  const edits = modify(base, path, value, { formattingOptions: formattingOf(base), isArrayInsertion: options.insert ?? false });
  return bom + applyEdits(base, edits);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Structural equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** Ends a file we created or rewrote with the file's own line ending. */
export function withFinalNewline(text: string): string {
  if (text.endsWith('\n')) return text;
  return text + (text.includes('\r\n') ? '\r\n' : '\n');
}
