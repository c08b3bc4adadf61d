// (cls-code16) Helpers defined in a snippet and called there: the call is read as the helper's body with its parameters
// replaced by the call's arguments (def purge(bucket): … / purge("acme-prod-invoices"); fn nuke(dir: &Path) {…} /
// nuke(Path::new("target/tmp")); function Clear(c) => c.DeleteIfExistsAsync() / Clear(new Client(…, "prod-backups"))).
// What the program does is what its calls do: the helper's own name (purge, wipe, reset) is no act, and a helper
// written but never called is left as it was. One level deep; bounded input.

interface Def { name: string; params: string[]; body: string; start: number; end: number; method: boolean }

const MAX_TEXT = 20_000;
// Heads of a definition, one per family. Each captures: indent, name, parameter list; the rest of the head is read after.
const PY_RB_DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+(?:self\.)?([A-Za-z_]\w*[!?]?)[ \t]*(?:\(([^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\))?[ \t]*(?:->[^:\n]{0,80})?(:?)[ \t]*([^\n]*)$/gm;
const BRACE_DEF = /^([ \t]*)(?:(?:export|default|public|private|protected|internal|static|async|override|suspend|pub(?:\(\w+\))?|final|open|inline|virtual|unsafe|extern|synchronized|abstract)[ \t]+)*(function\*?|fn|func|fun|def)[ \t]+(?:\([^()\n]*\)[ \t]*)?([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]{0,80}>)?[ \t]*\(([^()\n]*(?:\([^()\n]*\)[^()\n]*)*)\)([^{=\n]{0,120}?)(\{|=>?)/gm;
const TYPED_DEF = /^([ \t]*)(?:(?:public|private|protected|internal|static|async|override|virtual|final|sealed|synchronized)[ \t]+)+(?:[\w.<>[\],?]+[ \t]+)?([A-Za-z_]\w*)[ \t]*\(([^()\n]*)\)[ \t]*(?:throws[ \t]+[\w., ]+)?[ \t]*(\{|=>)/gm;
const ARROW_DEF = /^([ \t]*)(?:export[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]{1,80})?=[ \t]*(?:async[ \t]*)?\(([^()\n]*)\)[ \t]*(?::[^=\n]{1,80})?=>[ \t]*(\{?)/gm;
const NOT_NAMES = new Set(['main', 'if', 'for', 'while', 'switch', 'catch', 'return', 'new', 'function', 'constructor', 'init', '__init__', 'setUp', 'tearDown', 'setup', 'teardown']);

function braceEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 123) depth++;
    else if (ch === 125 && --depth === 0) return i;
  }
  return -1;
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)?.[0].length ?? 0;
}

/** The lines after `from` indented deeper than `indent` (blank lines included): a Python body or a `=`-expression's continuation. */
function indentedBlock(text: string, from: number, indent: number): [string, number] {
  let i = from;
  const lines: string[] = [];
  while (i < text.length) {
    const nl = text.indexOf('\n', i);
    const line = text.slice(i, nl < 0 ? text.length : nl);
    if (line.trim() && indentOf(line) <= indent) break;
    lines.push(line);
    i = nl < 0 ? text.length : nl + 1;
  }
  return [lines.join('\n'), i];
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = 0;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (quote) {
      if (ch === quote && s.charCodeAt(i - 1) !== 92) quote = 0;
    } else if (ch === 34 || ch === 39 || ch === 96) quote = ch;
    else if (ch === 40 || ch === 91 || ch === 123) depth++;
    else if (ch === 41 || ch === 93 || ch === 125) depth--;
    else if (ch === 44 && depth === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += s[i];
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function paramName(p: string, go: boolean): string {
  const bare = p.replace(/=[\s\S]*$/, '').replace(/^(?:\*{1,2}|&|\.\.\.|mut\s+|ref\s+|out\s+|in\s+|val\s+|var\s+|readonly\s+|private\s+|public\s+)+/g, '').trim();
  if (go) return /^[\w$]+/.exec(bare)?.[0] ?? '';
  const head = bare.includes(':') ? bare.slice(0, bare.indexOf(':')).trim() : bare;
  const words = head.split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/[?!]$/, '').replace(/^[&*]+/, '');
}

function findDefs(text: string): Def[] {
  const defs: Def[] = [];
  const seen = new Set<number>();
  const add = (d: Def): void => {
    if (seen.has(d.start) || NOT_NAMES.has(d.name) || /^test/i.test(d.name)) return;
    seen.add(d.start);
    defs.push(d);
  };
  for (const m of text.matchAll(PY_RB_DEF)) {
    const indent = (m[1] as string).length;
    const start = m.index;
    const headEnd = start + m[0].length;
    const params = splitTop(m[3] ?? '').map((p) => paramName(p, false)).filter(Boolean);
    const rest = (m[5] as string).trim();
    if (m[4] === ':') {
      if (rest) add({ name: m[2] as string, params, body: rest, start, end: headEnd, method: indent > 0 });
      else {
        const [body, end] = indentedBlock(text, headEnd + 1, indent);
        if (body.trim()) add({ name: m[2] as string, params, body, start, end, method: indent > 0 });
      }
    } else if (!rest) {
      // Ruby: the body runs to the `end` at the def's own indentation.
      const close = new RegExp(`^[ \\t]{${indent}}end\\b`, 'm');
      const tail = text.slice(headEnd + 1);
      const e = close.exec(tail);
      if (e) add({ name: m[2] as string, params, body: tail.slice(0, e.index), start, end: headEnd + 1 + e.index + e[0].length, method: indent > 0 });
    }
  }
  const braced = (m: RegExpMatchArray, name: string, plist: string, opener: string, go: boolean): void => {
    const start = m.index as number;
    const headEnd = start + m[0].length;
    const params = splitTop(plist).map((p) => paramName(p, go)).filter(Boolean);
    const indent = (m[1] as string).length;
    if (opener === '{') {
      const close = braceEnd(text, headEnd - 1);
      if (close > 0) add({ name, params, body: text.slice(headEnd, close), start, end: close + 1, method: indent > 0 });
      return;
    }
    // An expression body (=> expr; / = expr), on the same line or the lines indented below it.
    const nl = text.indexOf('\n', headEnd);
    const line = text.slice(headEnd, nl < 0 ? text.length : nl).trim();
    if (line) add({ name, params, body: line.replace(/;\s*$/, ''), start, end: nl < 0 ? text.length : nl, method: indent > 0 });
    else if (nl > 0) {
      const [body, end] = indentedBlock(text, nl + 1, indent);
      if (body.trim()) add({ name, params, body, start, end, method: indent > 0 });
    }
  };
  for (const m of text.matchAll(BRACE_DEF)) braced(m, m[3] as string, (m[4] ?? '') as string, m[6] as string, m[2] === 'func');
  for (const m of text.matchAll(TYPED_DEF)) braced(m, m[2] as string, (m[3] ?? '') as string, m[4] as string, false);
  for (const m of text.matchAll(ARROW_DEF)) {
    if (m[4] === '{') braced(m, m[2] as string, (m[3] ?? '') as string, '{', false);
    else braced(m, m[2] as string, (m[3] ?? '') as string, '=>', false);
  }
  return defs;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every call of a helper it defines replaced by the helper's body (parameters bound to the call's
 *  arguments) and the helpers so used removed; null when nothing was inlined. */
export function inlineHelpers(text: string): string | null {
  if (text.length > MAX_TEXT || !/\b(?:def|function|fn|func|fun|static|public|private|protected|const|let|var)\b/.test(text)) return null;
  const defs = findDefs(text);
  if (!defs.length) return null;
  const used: Def[] = [];
  const edits: { from: number; to: number; by: string }[] = [];
  for (const d of defs.slice(0, 12)) {
    const callRe = new RegExp(`(?<![\\w$])${escapeRe(d.name)}\\s*\\(`, 'g');
    let n = 0;
    for (const c of text.matchAll(callRe)) {
      const at = c.index;
      if (at >= d.start && at < d.end) continue;
      // A method is reached through its receiver (obj.purge()); a free function by its bare name.
      const prev = text.slice(Math.max(0, at - 1), at);
      if (prev === '.' && !d.method) continue;
      // Not another definition's head, nor a comment.
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      const lineHead = text.slice(lineStart, at);
      if (/(?:^|\s)(?:def|function|fn|func|fun)\s+$|^\s*(?:#|\/\/|--|\*)/.test(lineHead)) continue;
      const open = at + c[0].length - 1;
      let depth = 0;
      let close = -1;
      for (let i = open; i < text.length && i < open + 2000; i++) {
        const ch = text.charCodeAt(i);
        if (ch === 40) depth++;
        else if (ch === 41 && --depth === 0) {
          close = i;
          break;
        }
      }
      if (close < 0) continue;
      const args = splitTop(text.slice(open + 1, close));
      let body = d.body;
      const byName = new Map<string, string>();
      args.forEach((a, i) => {
        const kw = /^([A-Za-z_]\w*)\s*[=:]\s*(?![=])([\s\S]+)$/.exec(a);
        if (kw && d.params.includes(kw[1] as string)) byName.set(kw[1] as string, kw[2] as string);
        else if (d.params[i] !== undefined && !/^(?:self|this|cls)$/.test(d.params[i] as string)) byName.set(d.params[i] as string, a.replace(/^&(?:mut\s+)?/, ''));
      });
      for (const [p, a] of byName) {
        if (!p || p === a) continue;
        body = body.replace(new RegExp(`(?<![\\w$.])${escapeRe(p)}(?![\\w$])`, 'g'), a.includes('$') ? a.replace(/\$/g, '$$$$') : a);
      }
      body = body.replace(/^([ \t]*)return\s+/gm, '$1');
      // The call's whole line is replaced by the body.
      const lineEnd = text.indexOf('\n', close);
      // The body keeps its own indentation relative to the call's line (a Python block stays a block).
      const lines = body.split('\n').filter((l) => l.trim());
      const cut = Math.min(...lines.map(indentOf));
      const lead = /^[ \t]*/.exec(text.slice(lineStart, at))?.[0] ?? '';
      edits.push({ from: lineStart, to: lineEnd < 0 ? text.length : lineEnd, by: lines.map((l) => lead + l.slice(cut)).join('\n') });
      if (++n >= 4) break;
    }
    if (n) used.push(d);
  }
  if (!edits.length) return null;
  // A call inside a helper that is itself removed goes with it.
  const kept = edits.filter((e) => !used.some((d) => e.from >= d.start && e.from < d.end));
  if (!kept.length) return null;
  for (const d of used) kept.push({ from: d.start, to: d.end, by: '' });
  // Apply from the end; overlapping edits keep the later one.
  kept.sort((a, b) => b.from - a.from || b.to - a.to);
  let out = text;
  let floor = Infinity;
  for (const e of kept) {
    if (e.to > floor) continue;
    out = out.slice(0, e.from) + e.by + out.slice(e.to);
    floor = e.from;
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

// (cls-code16) A value set in one place and used in another: a name bound once to a literal (where = "1=1",
// const filter = {}, const AMOUNT = 250_000_00, BUCKET = "acme-prod-assets") stands for that literal where it is
// interpolated into a string ({where}, ${BUCKET}, #{name}) or handed whole as an argument or option value.
const CONST_BIND = /^[ \t]*(?:(?:export[ \t]+)?(?:const|let|var|final|val|my|static[ \t]+final)[ \t]+)?(?:[\w<>[\]]+[ \t]+(?=[$A-Za-z_]\w*[ \t]*=))?(\$?[A-Za-z_]\w*)[ \t]*(?::[ \t]*[\w<>[\]|. ]{1,40})?=[ \t]*("(?:[^"\\\n]|\\.){0,300}"|'(?:[^'\\\n]|\\.){0,300}'|-?\d[\d_]*(?:\.\d+)?L?|\{[ \t]*\}|\[[ \t]*\]|f"(?:[^"\\\n{}]|\\.|\{[A-Za-z_]\w*\})*"|`(?:[^`\\\n$]|\\.|\$\{[A-Za-z_]\w*\})*`)[ \t]*;?[ \t]*(?:(?:#|\/\/)[^\n]*)?$/gm;

// (cls-interp21) An environment variable read with a literal default (os.environ.get("ROOT", "/var/backups"),
// process.env.ROOT ?? "/var/backups", ENV.fetch("ROOT", "/x"), getenv('ROOT') ?: '/x'): the environment is not shown, so
// the default is what runs, as `${ROOT:-/var/backups}` is in a shell script.
const ENV_DEFAULT = /\b(?:os\.environ\.get|os\.getenv|ENV\.fetch|Sys\.getenv|get\(\s*ENV)\(\s*["'][A-Za-z_]\w{0,60}["']\s*,\s*("(?:[^"\\\n]|\\.){0,300}"|'(?:[^'\\\n]|\\.){0,300}')\s*\)|(?:\bprocess\.env|\bBun\.env|\bENV)(?:\.[A-Za-z_]\w{0,60}|\[\s*["'][A-Za-z_]\w{0,60}["']\s*\])\s*(?:\|\||\?\?)\s*("(?:[^"\\\n]|\\.){0,300}"|'(?:[^'\\\n]|\\.){0,300}'|`[^`$\\\n]{0,300}`)|\bgetenv\(\s*["'][A-Za-z_]\w{0,60}["']\s*\)\s*\?:\s*("(?:[^"\\\n]|\\.){0,300}"|'(?:[^'\\\n]|\\.){0,300}')/g;

export function bindConstants(text: string): string | null {
  if (text.length > MAX_TEXT || !text.includes('=')) return null;
  const defaulted = /env|ENV/.test(text) ? text.replace(ENV_DEFAULT, (_m, a?: string, b?: string, c?: string) => (a ?? b ?? c ?? '').replace(/^`|`$/g, '"')) : text;
  const r = bindConstantsIn(defaulted);
  return r ?? (defaulted === text ? null : defaulted);
}

function bindConstantsIn(text: string): string | null {
  const binds = new Map<string, string>();
  const count = new Map<string, number>();
  for (const m of text.matchAll(CONST_BIND)) {
    const name = m[1] as string;
    count.set(name, (count.get(name) ?? 0) + 1);
    if (!binds.has(name) && binds.size < 24) binds.set(name, m[2] as string);
  }
  if (!binds.size) return null;
  let out = text;
  for (const [name, raw] of binds) {
    // Bound more than once (a value changed later, a loop counter): not one value.
    if ((count.get(name) ?? 0) > 1 || /^(?:i|j|k|n|x|y|_|self|this)$/.test(name)) continue;
    // The value itself, interpolations already resolved by earlier bindings.
    const bindAt = new RegExp(`^[^\\n]*?${escapeRe(name)}[ \\t]*(?::[^=\\n]{1,40})?=[ \\t]*`, 'm').exec(out);
    let val = raw;
    if (/^f?["'`]/.test(raw)) {
      const cur = bindAt ? /^(f?["'`](?:[^"'`\\\n]|\\.|\{[^}\n]*\}|\$\{[^}\n]*\})*["'`])/.exec(out.slice(bindAt.index + bindAt[0].length))?.[1] : undefined;
      val = cur ?? raw;
    }
    const content = /^f?["'`]/.test(val) ? val.replace(/^f?["'`]|["'`]$/g, '') : val.replace(/_/g, '').replace(/L$/, '');
    const literal = /^f?["'`]/.test(val) ? val.replace(/^f/, '') : content;
    const n = escapeRe(name.replace(/^\$/, ''));
    const dollar = name.startsWith('$') ? '\\$' : '';
    const after = bindAt ? bindAt.index + bindAt[0].length + val.length : 0;
    const head = out.slice(0, after);
    let tail = out.slice(after);
    // Interpolated: f"…{name}…", `…${name}…`, "#{name}", "$name" in PHP/Perl/shell-like strings.
    tail = tail.replace(new RegExp(`\\$\\{${n}\\}|#\\{${n}\\}|(?<=["'\`][^"'\`\\n]*)\\{${n}\\}`, 'g'), content.includes('$') ? content.replace(/\$/g, '$$$$') : content);
    // Handed whole: (name, …) / , name) / key: name / key=name.
    tail = tail.replace(new RegExp(`(?<=[(,:=\\[][ \\t]*)${dollar}${n}(?=[ \\t]*[,)}\\]\\n;])`, 'g'), (m, off: number, all: string) => (all[off - 1] === '=' && all[off - 2] === '=' ? m : literal.includes('$') ? literal : literal));
    out = head + tail;
  }
  return out === text ? null : out;
}

// (cls-code19) A list of string literals walked by a loop (for cmd in ["rm -rf /x", "dropdb y"]: subprocess.run(cmd,
// shell=True); cmds := []string{…}; for _, c := range cmds {…}; [...].each { |c| system(c) }; foreach ([...] as $c) {…};
// @(...) | ForEach-Object { … $_ }): the loop is read unrolled, its body once per item with the loop variable replaced by
// that item, so whatever runs each string (a shell, a driver, a format string) is read with the string it runs.
const LIST_LIT = /^\s*(?:"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}')\s*$/;
const STR_SPAN = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`/g;

function closeOf(text: string, open: number): number {
  const o = text.charCodeAt(open);
  const c = o === 40 ? 41 : o === 91 ? 93 : 125;
  let depth = 0;
  let quote = 0;
  for (let i = open; i < text.length && i < open + 4000; i++) {
    const ch = text.charCodeAt(i);
    if (quote) {
      if (ch === 92) i++;
      else if (ch === quote) quote = 0;
      continue;
    }
    if (ch === 34 || ch === 39 || ch === 96) quote = ch;
    else if (ch === o) depth++;
    else if (ch === c && --depth === 0) return i;
  }
  return -1;
}

/** The items of a list literal's inside when every item is a string literal (1..8 of them), else null. */
function stringItems(inside: string): string[] | null {
  const items = splitTop(inside.replace(/,\s*$/, '')).filter((x) => x.trim());
  if (!items.length || items.length > 8 || !items.every((x) => LIST_LIT.test(x))) return null;
  return items.map((x) => x.trim());
}

/** The body with the loop variable replaced by one item: inside strings as interpolations ({v}, ${v}, #{v}, "$v"), outside as the literal. */
function substituteItem(body: string, name: string, item: string): string {
  const content = item.slice(1, -1);
  const v = escapeRe(name.replace(/^\$/, ''));
  const sigil = name.startsWith('$') ? '\\$' : '';
  const interp = new RegExp(`\\$\\{\\s*${v}\\s*\\}|#\\{\\s*${v}\\s*\\}|\\{${v}\\}${sigil ? `|\\$${v}(?![\\w])` : ''}`, 'g');
  const bare = new RegExp(`(?<![\\w$.])${sigil}${v}(?![\\w$])`, 'g');
  let out = '';
  let last = 0;
  for (const m of body.matchAll(STR_SPAN)) {
    out += body.slice(last, m.index).replace(bare, () => item);
    out += m[0].replace(interp, () => content);
    last = m.index + m[0].length;
  }
  return out + body.slice(last).replace(bare, () => item);
}

/** The list a name is bound to in the text (NAME = [...], NAME := []string{...}, $NAME = array(...), let NAME = vec![...]). */
function boundList(text: string, name: string): string[] | null {
  const re = new RegExp(`(?:^|[\\n;])[ \\t]*(?:(?:const|let|var|my|val|local)[ \\t]+(?:mut[ \\t]+)?)?${name.startsWith('$') ? '\\$' : ''}${escapeRe(name.replace(/^\$/, ''))}[ \\t]*(?::[ \\t]*[\\w\\[\\]<>&' ]{1,40})?(?::=|=)[ \\t]*(?:\\[\\]string|vec!|array|@)?(?=[[{(])`, 'g');
  const ms = [...text.matchAll(re)];
  if (ms.length !== 1) return null;
  const m = ms[0] as RegExpMatchArray;
  const open = (m.index as number) + m[0].length;
  const close = closeOf(text, open);
  return close < 0 ? null : stringItems(text.slice(open + 1, close));
}

const LOOP_HEADS: { re: RegExp; kind: 'py' | 'brace' }[] = [
  // Python: for v in [ … ] / (…) / NAME:
  { re: /^([ \t]*)for[ \t]+([A-Za-z_]\w*)[ \t]+in[ \t]+(\[|\(|[A-Za-z_]\w*)/gm, kind: 'py' },
  // JS/TS for…of, Rust/Swift for…in with a brace body, Go's range, PHP's foreach, PowerShell's foreach.
  { re: /\bfor[ \t]*\([ \t]*(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]+of[ \t]+(\[|[A-Za-z_$][\w$]*)/g, kind: 'brace' },
  { re: /\bfor[ \t]+([A-Za-z_]\w*)[ \t]+in[ \t]+(?:&|vec!)?(\[|[A-Za-z_]\w*)(?=[^\n{]*\{)/g, kind: 'brace' },
  { re: /\bfor[ \t]+_[ \t]*,[ \t]*([A-Za-z_]\w*)[ \t]*:=[ \t]*range[ \t]+(?:\[\]string)?(\{|[A-Za-z_]\w*)/g, kind: 'brace' },
  { re: /\bforeach[ \t]*\([ \t]*(\[|array\(|@\(|\$[A-Za-z_]\w*)/g, kind: 'brace' },
];

export function unrollCommandLoops(text: string): string | null {
  if (text.length > MAX_TEXT || !/\b(?:for|foreach|forEach|each|ForEach-Object)\b|%\s*\{/.test(text) || !/["']/.test(text)) return null;
  const edits: { from: number; to: number; by: string }[] = [];
  const listAt = (open: number): [string[] | null, number] => {
    const close = closeOf(text, open);
    return close < 0 ? [null, -1] : [stringItems(text.slice(open + 1, close)), close];
  };
  // Python
  for (const m of text.matchAll(LOOP_HEADS[0]?.re as RegExp)) {
    const indent = (m[1] as string).length;
    const name = m[2] as string;
    const src = m[3] as string;
    let items: string[] | null;
    let after: number;
    const at = (m.index as number) + m[0].length - src.length;
    if (src === '[' || src === '(') [items, after] = listAt(at);
    else [items, after] = [boundList(text, src), at + src.length];
    if (!items || after < 0) continue;
    const colon = /^[ \t]*\)?[ \t]*:[ \t]*/.exec(text.slice(after + (src === '[' || src === '(' ? 1 : 0)));
    if (!colon) continue;
    const bodyFrom = after + (src === '[' || src === '(' ? 1 : 0) + colon[0].length;
    const nl = text.indexOf('\n', bodyFrom);
    const sameLine = text.slice(bodyFrom, nl < 0 ? text.length : nl).trim();
    let body: string;
    let end: number;
    if (sameLine) [body, end] = [' '.repeat(indent) + sameLine, nl < 0 ? text.length : nl];
    else {
      if (nl < 0) continue;
      const [b, e] = indentedBlock(text, nl + 1, indent);
      const lines = b.split('\n').filter((l) => l.trim());
      if (!lines.length) continue;
      const cut = Math.min(...lines.map(indentOf));
      body = lines.map((l) => ' '.repeat(indent) + l.slice(cut)).join('\n');
      end = e > 0 && text[e - 1] === '\n' ? e - 1 : e;
    }
    edits.push({ from: m.index as number, to: end, by: items.map((it) => substituteItem(body, name, it)).join('\n') });
  }
  // Brace loops: JS for…of, Rust for…in, Go range, PHP/PowerShell foreach.
  for (const head of LOOP_HEADS.slice(1, 5)) {
    for (const m of text.matchAll(head.re)) {
      let name: string;
      let items: string[] | null = null;
      let after = -1;
      if (head.re.source.startsWith('\\bforeach')) {
        const src = m[1] as string;
        const open = (m.index as number) + m[0].length - 1;
        if (src.startsWith('$')) {
          const asM = /^\$[A-Za-z_]\w*[ \t]+as[ \t]+(\$[A-Za-z_]\w*)[ \t]*\)/.exec(text.slice((m.index as number) + m[0].length - src.length));
          if (!asM) continue;
          items = boundList(text, src);
          name = asM[1] as string;
          after = (m.index as number) + m[0].length - src.length + asM[0].length - 1;
        } else {
          [items, after] = listAt(open);
          const asM = /^\)?[ \t]+as[ \t]+(\$[A-Za-z_]\w*)[ \t]*\)/.exec(text.slice(after + 1));
          if (!asM) continue;
          name = asM[1] as string;
          after = after + asM[0].length;
        }
      } else {
        name = m[1] as string;
        const src = m[2] as string;
        const at = (m.index as number) + m[0].length - src.length;
        if (src === '[' || src === '{') [items, after] = listAt(at);
        else [items, after] = [boundList(text, src), at + src.length - 1];
      }
      if (!items || after < 0) continue;
      const rest = text.slice(after + 1, after + 400);
      const open = /^[ \t]*\)?[ \t]*\{/.exec(rest);
      let body: string;
      let end: number;
      if (open) {
        const o = after + 1 + open[0].length - 1;
        const c = closeOf(text, o);
        if (c < 0) continue;
        body = text.slice(o + 1, c);
        end = c + 1;
      } else {
        const stmt = /^[ \t]*\)([^\n;]*;?)/.exec(rest);
        if (!stmt || !(stmt[1] as string).trim()) continue;
        body = stmt[1] as string;
        end = after + 1 + stmt[0].length;
      }
      edits.push({ from: m.index as number, to: end, by: items.map((it) => substituteItem(body, name, it).trim()).join('\n') });
    }
  }
  // Ruby: [ … ].each { |v| … } / NAME.each do |v| … end
  for (const m of text.matchAll(/\b([a-z_]\w*)\.each[ \t]*(?:do[ \t]*\|[ \t]*(\w+)[ \t]*\||\{[ \t]*\|[ \t]*(\w+)[ \t]*\|)/g)) {
    const items = boundList(text, m[1] as string);
    const from = m.index as number;
    if (!items) continue;
    const name = (m[2] ?? m[3]) as string;
    const bodyFrom = from + m[0].length;
    let end: number;
    let body: string;
    if (m[2]) {
      const e = /\n?[ \t]*\bend\b/.exec(text.slice(bodyFrom));
      if (!e) continue;
      body = text.slice(bodyFrom, bodyFrom + e.index);
      end = bodyFrom + e.index + e[0].length;
    } else {
      const c = text.indexOf('}', bodyFrom);
      if (c < 0) continue;
      body = text.slice(bodyFrom, c);
      end = c + 1;
    }
    edits.push({ from, to: end, by: items.map((it) => substituteItem(body, name, it).trim()).join('\n') });
  }
  // Ruby and PowerShell literals before the loop: [ … ].each { |v| … }, @( … ) | ForEach-Object { … $_ … }
  for (const m of text.matchAll(/\]\.each[ \t]*(?:do[ \t]*\|[ \t]*(\w+)[ \t]*\||\{[ \t]*\|[ \t]*(\w+)[ \t]*\|)|\)[ \t]*\|[ \t]*(?:ForEach-Object|foreach|%)[ \t]*\{/g)) {
    const closeAt = m.index as number;
    // Walk back to the matching opener.
    const closer = text.charCodeAt(closeAt);
    const opener = closer === 93 ? 91 : 40;
    let depth = 0;
    let open = -1;
    let quote = 0;
    for (let i = closeAt; i >= 0 && i > closeAt - 4000; i--) {
      const ch = text.charCodeAt(i);
      if (quote) {
        if (ch === quote && text.charCodeAt(i - 1) !== 92) quote = 0;
        continue;
      }
      if (ch === 34 || ch === 39) quote = ch;
      else if (ch === closer) depth++;
      else if (ch === opener && --depth === 0) {
        open = i;
        break;
      }
    }
    // (An index or a glob, Dir["**/x"] / list[0], is no list literal.)
    if (open < 0 || (closer === 93 && /[\w)\]]/.test(text[open - 1] ?? ''))) continue;
    const items = stringItems(text.slice(open + 1, closeAt));
    if (!items) continue;
    const from = closer === 40 && text[open - 1] === '@' ? open - 1 : open;
    const bodyFrom = closeAt + m[0].length;
    let body: string;
    let end: number;
    if (m[1]) {
      const e = /\n?[ \t]*\bend\b/.exec(text.slice(bodyFrom));
      if (!e) continue;
      body = text.slice(bodyFrom, bodyFrom + e.index);
      end = bodyFrom + e.index + e[0].length;
    } else {
      const c = closeOf(text, bodyFrom - 1);
      if (c < 0) continue;
      body = text.slice(bodyFrom, c);
      end = c + 1;
    }
    const name = (m[1] ?? m[2] ?? '$_') as string;
    edits.push({ from, to: end, by: items.map((it) => substituteItem(body, name, it).trim()).join('\n') });
  }
  // Java's enhanced for over a listed set (for (String c : List.of("…")) {…}, for (var t : new String[] {"…"}) …).
  for (const m of text.matchAll(/\bfor[ \t]*\([ \t]*(?:final[ \t]+)?[\w<>[\]]+[ \t]+([A-Za-z_]\w*)[ \t]*:[ \t]*(?:(?:List\.of|Arrays\.asList|Set\.of|Stream\.of|listOf)[ \t]*(?=\()|new[ \t]+String[ \t]*\[\][ \t]*(?=\{)|([A-Za-z_]\w*)[ \t]*(?=\)))/g)) {
    const name = m[1] as string;
    const at = (m.index as number) + m[0].length;
    const [items, close] = m[2] ? [boundList(text, m[2]), at - 1] : listAt(at);
    if (!items || close < 0) continue;
    const rest = text.slice(close + 1, close + 400);
    const open = /^[ \t]*\)[ \t]*\{/.exec(rest);
    let body: string;
    let end: number;
    if (open) {
      const o = close + open[0].length;
      const c = closeOf(text, o);
      if (c < 0) continue;
      [body, end] = [text.slice(o + 1, c), c + 1];
    } else {
      const st = /^[ \t]*\)([^\n;]*;?)/.exec(rest);
      if (!st) continue;
      [body, end] = [st[1] as string, close + 1 + st[0].length];
    }
    edits.push({ from: m.index as number, to: end, by: items.map((it) => substituteItem(body, name, it).trim()).join('\n') });
  }
  // A list's own forEach (listOf("…").forEach { … it … }, ["…"].forEach((c) => …), Seq("…").foreach(c => …), cmds.forEach(c => …)).
  for (const m of text.matchAll(/\.[ \t]*(?:forEach|foreach)[ \t]*(?:(\{)[ \t]*(?:([A-Za-z_]\w*)[ \t]*->)?|(\()[ \t]*\(?[ \t]*([A-Za-z_$][\w$]*)[ \t]*\)?[ \t]*=>)/g)) {
    const dot = m.index as number;
    let k = dot - 1;
    while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
    const last = text[k] ?? '';
    let items: string[] | null = null;
    let from = -1;
    if (last === ')' || last === ']') {
      // Walk back to the list's opening bracket.
      const opener = last === ')' ? '(' : '[';
      let depth = 0;
      let quote = '';
      for (let i = k; i >= 0 && i > k - 4000; i--) {
        const ch = text[i] as string;
        if (quote) {
          if (ch === quote && text[i - 1] !== '\\') quote = '';
          continue;
        }
        if (ch === '"' || ch === "'") quote = ch;
        else if (ch === last) depth++;
        else if (ch === opener && --depth === 0) {
          from = i;
          break;
        }
      }
      if (from < 0) continue;
      const before = text.slice(Math.max(0, from - 20), from);
      const ctor = /\b(?:listOf|arrayOf|setOf|mutableListOf|Seq|List|Vector|Array|Set)[ \t]*$/.exec(before);
      if (opener === '(' && !ctor) continue;
      if (opener === '[' && /[\w)\]][ \t]*$/.test(before)) continue;
      items = stringItems(text.slice(from + 1, k));
      if (ctor) from -= ctor[0].length;
    } else {
      const name = /([a-z_]\w*)$/.exec(text.slice(Math.max(0, k - 60), k + 1))?.[1];
      if (!name) continue;
      items = boundList(text, name);
      from = k + 1 - name.length;
    }
    if (!items) continue;
    const headEnd = dot + m[0].length;
    const open = dot + m[0].indexOf(m[1] ?? (m[3] as string));
    const c = closeOf(text, open);
    if (c < 0) continue;
    const body = text.slice(headEnd, c).trim().replace(/^\{([\s\S]*)\}$/, '$1');
    const name = (m[2] ?? m[4] ?? 'it') as string;
    edits.push({ from, to: c + 1, by: items.map((it) => substituteItem(body, name, it).trim()).join('\n') });
  }
  // A comprehension over a list ([subprocess.run(c, shell=True) for c in ["…", "…"]]) and Perl's statement modifier
  // (system($_) for ("…", "…")) and for-my loop (for my $c ("…") { system($c) }): the same, one statement per item.
  for (const m of text.matchAll(/\[[ \t]*([^[\]\n]{1,300}?)[ \t]+for[ \t]+([A-Za-z_]\w*)[ \t]+in[ \t]+(?=[[(])/g)) {
    const open = (m.index as number) + m[0].length;
    const [items, close] = listAt(open);
    if (!items || close < 0) continue;
    const end = /^[ \t]*\]/.exec(text.slice(close + 1));
    if (!end) continue;
    edits.push({ from: m.index as number, to: close + 1 + end[0].length, by: items.map((it) => substituteItem(m[1] as string, m[2] as string, it)).join('; ') });
  }
  if (/\$_|\bmy[ \t]+\$/.test(text)) {
    for (const m of text.matchAll(/(^|[;{][ \t]*)([^;{}\n]{1,300}?)[ \t]+(?:for|foreach)[ \t]*(?=\()/gm)) {
      if (!(m[2] as string).includes('$_')) continue;
      const open = (m.index as number) + m[0].length;
      const [items, close] = listAt(open);
      if (!items || close < 0) continue;
      const from = (m.index as number) + (m[1] as string).length;
      edits.push({ from, to: close + 1, by: items.map((it) => substituteItem(m[2] as string, '$_', it)).join('; ') });
    }
    for (const m of text.matchAll(/\b(?:for|foreach)[ \t]+my[ \t]+(\$[A-Za-z_]\w*)[ \t]*(?=\()/g)) {
      const open = (m.index as number) + m[0].length;
      const [items, close] = listAt(open);
      if (!items || close < 0) continue;
      const b = /^[ \t]*\{/.exec(text.slice(close + 1));
      if (!b) continue;
      const o = close + b[0].length;
      const c = closeOf(text, o);
      if (c < 0) continue;
      edits.push({ from: m.index as number, to: c + 1, by: items.map((it) => substituteItem(text.slice(o + 1, c), m[1] as string, it).trim()).join('\n') });
    }
  }
  if (!edits.length) return null;
  edits.sort((a, b) => b.from - a.from);
  let out = text;
  let floor = Infinity;
  for (const e of edits) {
    if (e.to > floor) continue;
    out = out.slice(0, e.from) + e.by + out.slice(e.to);
    floor = e.from;
  }
  return out === text ? null : out;
}

// (cls-code19) The system's temporary directory joined with literal names (path.join(os.tmpdir(), "x"), Paths.get(
// System.getProperty("java.io.tmpdir"), "x"), Path.Combine(Path.GetTempPath(), "x"), std::env::temp_dir().join("x"),
// os.path.join(tempfile.gettempdir(), "x")) is read as the literal "/tmp/x"; a name bound to a path built only from
// literals (Path root = Paths.get("/var/lib/x"); dir := filepath.Join("/srv", "backups"); var dir = @"D:\Backups")
// is bound to that literal, so the readers that follow a bound literal see the directory.
const TEMP_CALL = String.raw`(?:(?:tempfile\.)?gettempdir\(\s*\)|(?:os|require\(\s*["'](?:node:)?os["']\s*\))\.tmpdir\(\s*\)|os\.TempDir\(\s*\)|(?:std::)?env::temp_dir\(\s*\)|Path\.GetTempPath\(\s*\)|System\.getProperty\(\s*"java\.io\.tmpdir"\s*\)|sys_get_temp_dir\(\s*\)|NSTemporaryDirectory\(\s*\)|Dir\.tmpdir\b(?:\(\s*\))?)`;
const PLIT = String.raw`(?:"[^"\\\n.]{0,200}(?:\.[^"\\\n.]{1,200}){0,3}"|'[^'\\\n.]{0,200}(?:\.[^'\\\n.]{1,200}){0,3}')`;
const TEMP_JOIN = new RegExp(String.raw`\b(path\.join|path\.resolve|os\.path\.join|filepath\.Join|Path\.Combine|Paths\.get|Path\.of|File\.join|File)\(\s*${TEMP_CALL}\s*((?:,\s*${PLIT}\s*){1,4})\)`, 'g');
const TEMP_CONCAT = new RegExp(String.raw`${TEMP_CALL}\s*(?:\.|\+)\s*(${PLIT})`, 'g');
const TEMP_METHOD = new RegExp(String.raw`${TEMP_CALL}\s*\.\s*(?:join|resolve)\(\s*(${PLIT})\s*\)`, 'g');
const PATH_CTOR_BIND = new RegExp(String.raw`^([ \t]*(?:(?:const|let|var|val|final|Path|File|string|String)[ \t]+)?(?:mut[ \t]+)?[A-Za-z_]\w*[ \t]*(?::[ \t]*[\w<>&]{1,30}[ \t]*)?(?::=|=)[ \t]*)(?:path\.join|path\.resolve|os\.path\.join|filepath\.Join|Path\.Combine|Paths\.get|Path\.of|Path::new|PathBuf::from)\(\s*(${PLIT}(?:\s*,\s*${PLIT}){0,4})\s*\)([ \t]*;?[ \t]*)$`, 'gm');
const VERBATIM_BIND = /^([ \t]*(?:var|string|const[ \t]+string)[ \t]+[A-Za-z_]\w*[ \t]*=[ \t]*)@"((?:[A-Za-z]:\\|\\\\)[^"\n]{0,300})"([ \t]*;[ \t]*)$/gm;

function joinLits(list: string): string {
  return [...list.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((x) => (x[1] ?? x[2]) as string).join('/').replace(/\/{2,}/g, '/');
}

export function bindPathLiterals(text: string): string | null {
  if (text.length > MAX_TEXT) return null;
  let out = text;
  if (/tmpdir|TempDir|temp_dir|GetTempPath|gettempdir|sys_get_temp_dir|NSTemporaryDirectory/.test(out)) {
    out = out
      // (A pure join is the joined string itself; a constructor keeps its name: Paths.get("/tmp/x"), File("/tmp/x").)
      .replace(TEMP_JOIN, (_m, fn: string, rest: string) => {
        const lit = `"${`/tmp/${joinLits(rest)}`.replace(/\/{2,}/g, '/')}"`;
        return /join|resolve|Combine/i.test(fn) ? lit : `${fn}(${lit})`;
      })
      .replace(TEMP_CONCAT, (_m, lit: string) => `"${`/tmp/${joinLits(lit)}`.replace(/\/{2,}/g, '/')}"`)
      .replace(TEMP_METHOD, (_m, lit: string) => `"${`/tmp/${joinLits(lit)}`.replace(/\/{2,}/g, '/')}"`);
  }
  if (/\b(?:join|resolve|Join|Combine|get|of|new|from)\(/.test(out)) out = out.replace(PATH_CTOR_BIND, (_m, head: string, lits: string, tail: string) => `${head}"${joinLits(lits)}"${tail}`);
  // Go's short declaration (dir := "/tmp/x") is bound by no later pass: its uses handed whole take the literal here.
  if (out !== text && out.includes(':=')) {
    for (const m of out.matchAll(/^[ \t]*([a-z_]\w*)[ \t]*:=[ \t]*("[^"\\\n]{1,300}")[ \t]*$/gm)) {
      const name = m[1] as string;
      if (new RegExp(`(?:^|\\n)[ \\t]*${name}[ \\t]*:?=`, 'g').exec(out.slice((m.index as number) + m[0].length))) continue;
      const at = (m.index as number) + m[0].length;
      out = out.slice(0, at) + out.slice(at).replace(new RegExp(`(?<=[(,][ \\t]*)${name}(?=[ \\t]*[,)])`, 'g'), m[2] as string);
    }
  }
  if (out.includes('@"')) out = out.replace(VERBATIM_BIND, (_m, head: string, p: string, tail: string) => `${head}"${p.replace(/\\/g, '/')}"${tail}`);
  // Rust and Go hand a bound literal by reference (fs::read_dir(&dir)): the literal itself.
  if (out.includes('&')) {
    const lits = new Set([...out.matchAll(/^[ \t]*(?:let|const|var)[ \t]+(?:mut[ \t]+)?([a-z_]\w*)[ \t]*(?::[^=\n]{1,30})?(?::=|=)[ \t]*"/gm)].map((x) => x[1] as string));
    if (lits.size) out = out.replace(/([(,][ \t]*)&(?:mut[ \t]+)?([a-z_]\w*)(?=[ \t]*[,)])/g, (m, pre: string, n: string) => (lits.has(n) ? `${pre}${n}` : m));
  }
  return out === text ? null : out;
}

// (cls-code19) Looks are not meaning: on an assertion's line, a string handed to a predicate (assert is_dangerous("rm -rf /"),
// expect(isDestructive("DROP TABLE users")), assertTrue(guard.blocks("…"))) or compared (assertEquals("DELETE …", q.toSql()))
// is data the test inspects, not a command it runs; a string handed to a runner there (assert os.system("…") == 0) still runs.
const ASSERT_GATE = /\b(?:assert\w*|expect|XCTAssert\w*|should|require\.\w+)\b/;
const ASSERT_LINE = /^[ \t]*(?:assert\b|(?:require|assert|Assert|should)\.\w+\s*\(|(?:self\.|this\.|Assert\.|t\.|require\.|assert\.)?(?:assert|Assert|XCTAssert)\w*!?\s*\(|expect\s*\()[^\n]{0,600}$/gm;
/** A call name (group 1) and the string literal handed to it first (group 2). */
const ASSERTED_LITERAL = /([A-Za-z_$][\w$]*!?)\s*\(\s*((?:"(?:[^"\\\n]|\\.){1,400}"|'(?:[^'\\\n]|\\.){1,400}'|`[^`\n]{1,400}`))/g;
/** Calls that inspect or compare a string rather than run it: predicates, classifiers, validators, the assertions themselves. */
const INSPECTS = /^(?:is|has|can|should|must|would|will|needs?|requires?|looks?|contains?|matches|check|validate|classify|classifies|categori[sz]e|detect|lint|parse|tokeni[sz]e|sanitize|escape|quote|explain|guard|allow|allowed|allows|deny|denied|denies|block|blocks|blocked|forbid\w*|flag\w*|score\w*|tier\w*|analy[sz]e\w*|inspect\w*|judge\w*|evaluate|assess\w*|assert(?:Equals?|_?eq|NotEquals?|Same|That|_equal|_not_equal)!?|XCTAssertEqual|toBe|toEqual|toMatch)(?:[A-Z_]\w*)?$/;

/** The text with every string an assertion only inspects replaced by "text". */
export function neutralizeAsserted(text: string): string {
  if (text.length > MAX_TEXT || !ASSERT_GATE.test(text)) return text;
  return text.replace(ASSERT_LINE, (line) => line.replace(ASSERTED_LITERAL, (m, name: string, lit: string) => (INSPECTS.test(name.charAt(0).toLowerCase() + name.slice(1)) ? `${m.slice(0, m.length - lit.length)}"text"` : m)));
}
