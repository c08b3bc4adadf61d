// Byte-preserving edits of Codex's config.toml. toml-eslint-parser (the parser
// behind eslint-plugin-toml) reads the file into an AST with exact source
// ranges; Airlock's entries are whole tables it appends as blocks of their own
// (`[mcp_servers.airlock]`, one `[[hooks.PreToolUse]]` with its
// `[[hooks.PreToolUse.hooks]]`) and removes again by those ranges. Every other
// byte stays as it was, and every edit is checked by parsing the result: the
// document must equal the old one with only Airlock's entries changed, or
// nothing is written. (A patch-style TOML library was tried first and dropped:
// removing one element of an array of tables also removed the sub-tables of
// the element before it.)
import { getStaticTOMLValue, parseTOML } from 'toml-eslint-parser';
import type { AST } from 'toml-eslint-parser';
import { ConfigFileError, isPlainObject, jsonEqual } from './config-edit';

export type TomlData = Record<string, unknown>;

interface TableInfo {
  kind: 'standard' | 'array';
  path: Array<string | number>;
  /** Start of the header line and end of the table's last line (after its line break). */
  start: number;
  end: number;
}

interface KeyValueInfo {
  path: Array<string | number>;
  valueStart: number;
  valueEnd: number;
}

export interface TomlDoc {
  text: string;
  data: TomlData;
  tables: TableInfo[];
  keyValues: KeyValueInfo[];
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}
function nextLineStart(text: string, offset: number): number {
  const n = text.indexOf('\n', offset);
  return n < 0 ? text.length : n + 1;
}

function keyNames(key: AST.TOMLKey): string[] {
  return key.keys.map((k) => (k.type === 'TOMLBare' ? k.name : k.value));
}

/** Reads a TOML file; a file that is not valid TOML is refused, naming the place. */
export function readToml(text: string, file: string): TomlDoc {
  let ast: AST.TOMLProgram;
  try {
    ast = parseTOML(text);
  } catch (error) {
    const e = error as { lineNumber?: number; column?: number; message?: string };
    const where = e.lineNumber ? ` at line ${String(e.lineNumber)}, column ${String((e.column ?? 0) + 1)}` : '';
    throw new ConfigFileError(file, `${file} is not valid TOML (${(e.message ?? 'parse error').split('\n')[0] ?? ''}${where}). Nothing was changed: fix the file (or move it aside) and run the command again.`);
  }
  const data = getStaticTOMLValue(ast) as TomlData;
  const tables: TableInfo[] = [];
  const keyValues: KeyValueInfo[] = [];
  const top = ast.body[0];
  for (const node of top?.body ?? []) {
    if (node.type === 'TOMLTable') {
      tables.push({ kind: node.kind, path: node.resolvedKey, start: lineStart(text, node.range[0]), end: nextLineStart(text, node.range[1]) });
      for (const kv of node.body) keyValues.push({ path: [...node.resolvedKey, ...keyNames(kv.key)], valueStart: kv.value.range[0], valueEnd: kv.value.range[1] });
    } else {
      keyValues.push({ path: keyNames(node.key), valueStart: node.value.range[0], valueEnd: node.value.range[1] });
    }
  }
  return { text, data, tables, keyValues };
}

// ---- rendering ---------------------------------------------------------------------------

function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : JSON.stringify(key);
}

/** A value in TOML's inline notation (JSON's string escapes are valid TOML basic strings). */
export function tomlValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  throw new Error(`cannot write ${typeof value} as TOML`);
}

/** A `[header]` table block: one `key = value` line per entry. */
export function tomlTable(header: string, entries: Record<string, unknown>, eol: string): string {
  return [header, ...Object.entries(entries).map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`)].join(eol) + eol;
}

export function eolOf(text: string): '\n' | '\r\n' {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

// ---- block edits ---------------------------------------------------------------------------

/** Inserts a block (ending with a line break) at a line start or the end, after a blank line. */
export function insertBlock(text: string, at: number, block: string): string {
  const eol = eolOf(text);
  if (text === '') return block;
  let before = text.slice(0, at);
  if (at === text.length && !before.endsWith('\n')) before += eol;
  return `${before}${eol}${block}${text.slice(at)}`;
}

/** Removes whole tables (their header through their last line), each with one blank line before it. */
export function removeTables(text: string, tables: TableInfo[]): string {
  let out = text;
  for (const t of [...tables].sort((a, b) => b.start - a.start)) {
    let start = t.start;
    const prevStart = lineStart(out, start - 1);
    if (start > 0 && out.slice(prevStart, start).trim() === '') start = prevStart;
    out = out.slice(0, start) + out.slice(t.end);
  }
  return out;
}

export function samePath(a: ReadonlyArray<string | number>, b: ReadonlyArray<string | number>): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export function startsWith(path: ReadonlyArray<string | number>, prefix: ReadonlyArray<string | number>): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => k === path[i]);
}

/** Replaces one value's text (a key = value on any line), leaving the rest of the line. */
export function replaceValue(text: string, kv: KeyValueInfo, value: unknown): string {
  return text.slice(0, kv.valueStart) + tomlValue(value) + text.slice(kv.valueEnd);
}

/** Parses the result of an edit and checks it: the document, with Airlock's
 *  parts taken out by `strip`, must equal the original with the same done. */
export function checkEdit(before: string, after: string, file: string, strip: (data: TomlData) => TomlData): TomlDoc {
  const was = readToml(before, file);
  let now: TomlDoc;
  try {
    now = readToml(after, file);
  } catch {
    throw new ConfigFileError(file, `${file}: Airlock could not add its entry without breaking the file's structure (e.g. the table is written inline). Nothing was changed: add it by hand (see docs/clients.md) or move the file aside.`);
  }
  if (!jsonEqual(strip(structuredClone(was.data)), strip(structuredClone(now.data)))) {
    throw new ConfigFileError(file, `${file}: the edit would have changed more than Airlock's own entries. Nothing was changed: add the entry by hand (see docs/clients.md).`);
  }
  return now;
}
