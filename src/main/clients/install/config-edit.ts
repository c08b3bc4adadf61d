// Byte-preserving edits of client JSON files (JSON with comments and trailing
// commas: VS Code's mcp.json, Claude Code's ~/.claude.json, Gemini CLI's
// settings.json). jsonc-parser reads the file into a tree with offsets; each
// edit splices only the text of the one property or array element Airlock adds
// or removes (plus the one comma that separates it), so every other byte —
// neighbouring entries written on one line, comments, indentation, line
// endings — stays exactly as it was. Install followed by uninstall gives the
// original bytes back.
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

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

export interface Layout {
  /** One level of indentation ("  ", "    " or "\t"). */
  unit: string;
  eol: '\n' | '\r\n';
}

/** The indentation and line endings the file already uses (2 spaces and \n by default). */
export function layoutOf(text: string): Layout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indented = /\n([ \t]+)["}\]]/.exec(text);
  const indent = indented?.[1];
  if (indent?.startsWith('\t')) return { unit: '\t', eol };
  return { unit: ' '.repeat(indent ? Math.min(indent.length, 8) : 2), eol };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}
function lineEnd(text: string, offset: number): number {
  const n = text.indexOf('\n', offset);
  const end = n < 0 ? text.length : n;
  return end > 0 && text[end - 1] === '\r' ? end - 1 : end;
}
function indentAt(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))?.[0] ?? '';
}

/** `value` as JSON text, its lines after the first indented by `indent`. */
function render(value: unknown, indent: string, layout: Layout, inline = false): string {
  // One line, spaced like `{ "a": 1, "b": ["x", "y"] }`.
  if (inline) return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']');
  return (JSON.stringify(value, null, layout.unit) ?? 'null').split('\n').join(layout.eol + indent);
}

/** The next character that is not whitespace or a comment, from `offset`. */
function skipTrivia(text: string, offset: number): number {
  let i = offset;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('//', i)) {
      const n = text.indexOf('\n', i);
      i = n < 0 ? text.length : n;
    } else if (text.startsWith('/*', i)) {
      const n = text.indexOf('*/', i + 2);
      i = n < 0 ? text.length : n + 2;
    } else return i;
  }
}

function treeOf(text: string): Node {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!tree) throw new Error('the file could not be read as JSON');
  return tree;
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Inserts `entry` (a `"key": value` or an element, already rendered for the
 *  given indent) as the last member of the object/array `container`. */
function insertMember(text: string, container: Node, member: (indent: string, inline: boolean) => string, layout: Layout): string {
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const members = container.children ?? [];
  const last = members[members.length - 1];
  if (!last) {
    // Empty container: `{}` becomes a block holding the one member.
    const outer = indentAt(text, open);
    const inner = outer + layout.unit;
    return splice(text, open + 1, close, `${layout.eol}${inner}${member(inner, false)}${layout.eol}${outer}`);
  }
  const lastEnd = last.offset + last.length;
  const afterLast = skipTrivia(text, lastEnd);
  const hasComma = text[afterLast] === ',';
  const inline = lineStart(text, lastEnd) === lineStart(text, close);
  if (inline) {
    // `{"a": 1}` → `{"a": 1, "b": 2}`: the new member right after the last one.
    const at = hasComma ? afterLast + 1 : lastEnd;
    return splice(text, at, at, `${hasComma ? '' : ','} ${member('', true)}`);
  }
  // One member per line: a comma after the last value (before any comment on its
  // line), then the new member on a line of its own with the same indentation.
  const indent = indentAt(text, last.offset);
  const commaAt = hasComma ? -1 : lastEnd;
  const lineEndOfLast = lineEnd(text, hasComma ? afterLast : lastEnd);
  let out = splice(text, lineEndOfLast, lineEndOfLast, `${layout.eol}${indent}${member(indent, false)}${hasComma ? ',' : ''}`);
  if (commaAt >= 0) out = splice(out, commaAt, commaAt, ',');
  return out;
}

/** Removes member `index` of the object/array `container`, with the comma that
 *  separated it, leaving every other byte as it was. */
function removeMember(text: string, container: Node, index: number): string {
  const members = container.children ?? [];
  const node = members[index];
  if (!node) return text;
  const start = node.offset;
  const end = node.offset + node.length;
  const afterEnd = skipTrivia(text, end);
  const followedByComma = text[afterEnd] === ',';
  const prev = members[index - 1];
  const ownLine = text.slice(lineStart(text, start), start).trim() === '';
  if (index < members.length - 1) {
    const next = members[index + 1]!;
    if (ownLine && lineStart(text, next.offset) > lineStart(text, start) && text.slice(lineStart(text, next.offset), next.offset).trim() === '') {
      // Whole lines: from this member's line to the next member's line.
      return splice(text, lineStart(text, start), lineStart(text, next.offset), '');
    }
    return splice(text, start, next.offset, '');
  }
  if (!prev) {
    // The only member: the container becomes empty.
    const open = container.offset;
    const close = container.offset + container.length - 1;
    return splice(text, open + 1, close, '');
  }
  const prevEnd = prev.offset + prev.length;
  const commaAt = skipTrivia(text, prevEnd);
  if (ownLine) {
    // The line(s) of this member go, from the end of the line before it. With a
    // trailing comma after it, that comma goes and the previous one stays;
    // without, the comma after the previous member goes too.
    const ls = lineStart(text, start);
    const from = Math.max(prevEnd, ls - (text[ls - 2] === '\r' ? 2 : 1));
    if (followedByComma) return splice(text, from, afterEnd + 1, '');
    const out = splice(text, from, end, '');
    return text[commaAt] === ',' && commaAt < from ? splice(out, commaAt, commaAt + 1, '') : out;
  }
  if (followedByComma) return splice(text, start, afterEnd + 1, '');
  return splice(text, text[commaAt] === ',' ? prevEnd : start, end, '');
}

/** Sets the value at `path` (object keys), creating the objects on the way, by
 *  splicing only the text of what changes. A BOM and the rest of the file stay. */
export function setAt(raw: string, path: string[], value: unknown): string {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const body = raw.slice(bom.length);
  const layout = layoutOf(body);
  const text = body.trim() === '' ? '{}' : body;
  const tree = treeOf(text);
  const existing = findNodeAtLocation(tree, path);
  if (existing) {
    return bom + replaceNode(text, existing, value, layout);
  }
  // The deepest existing object on the path; the rest is created as one nested value.
  let depth = path.length - 1;
  let container: Node | undefined;
  for (; depth >= 0; depth--) {
    container = depth === 0 ? tree : findNodeAtLocation(tree, path.slice(0, depth));
    if (container) break;
  }
  if (!container || container.type !== 'object') throw new Error(`"${path.slice(0, Math.max(depth, 0)).join('.')}" is not an object`);
  let nested: unknown = value;
  for (let i = path.length - 1; i > depth; i--) nested = { [path[i]!]: nested };
  const key = path[depth]!;
  return bom + insertMember(text, container, (indent, inline) => `${JSON.stringify(key)}: ${render(nested, indent, layout, inline)}`, layout);
}

/** Removes the property at `path`; nothing happens when it is not there. */
export function removeAt(raw: string, path: Array<string | number>): string {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const text = raw.slice(bom.length);
  if (text.trim() === '') return raw;
  const tree = treeOf(text);
  const node = findNodeAtLocation(tree, path);
  if (!node) return raw;
  const member = node.parent?.type === 'property' ? node.parent : node;
  const container = member.parent;
  if (!container) return raw;
  const index = (container.children ?? []).indexOf(member);
  return bom + removeMember(text, container, index);
}

/** Appends `value` to the array at `path` (which must exist). */
export function appendAt(raw: string, path: Array<string | number>, value: unknown): string {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const text = raw.slice(bom.length);
  const layout = layoutOf(text);
  const node = findNodeAtLocation(treeOf(text), path);
  if (!node || node.type !== 'array') throw new Error(`"${path.join('.')}" is not an array`);
  return bom + insertMember(text, node, (indent, inline) => render(value, indent, layout, inline), layout);
}

/** Replaces the value at `path` (which must exist), keeping everything around it. */
export function replaceAt(raw: string, path: Array<string | number>, value: unknown): string {
  const bom = raw.startsWith(BOM) ? BOM : '';
  const text = raw.slice(bom.length);
  const layout = layoutOf(text);
  const node = findNodeAtLocation(treeOf(text), path);
  if (!node) throw new Error(`"${path.join('.')}" is not there`);
  return bom + replaceNode(text, node, value, layout);
}

/** A value written on one line stays on one line; a block stays a block at its indentation. */
function replaceNode(text: string, node: Node, value: unknown, layout: Layout): string {
  const member = node.parent?.type === 'property' ? node.parent : node;
  const inline = !text.slice(node.offset, node.offset + node.length).includes('\n') && (node.type !== 'object' && node.type !== 'array' ? true : (node.children?.length ?? 0) > 0);
  return splice(text, node.offset, node.offset + node.length, render(value, indentAt(text, member.offset), layout, inline));
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
