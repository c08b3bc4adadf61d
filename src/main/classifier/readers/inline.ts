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

export function bindConstants(text: string): string | null {
  if (text.length > MAX_TEXT || !text.includes('=')) return null;
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
