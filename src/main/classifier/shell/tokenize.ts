// A small, linear shell lexer good enough for hints: POSIX-ish quoting, the
// control operators that split commands (| || && ; & and subshell parens),
// redirections, backtick spans. Windows paths keep their backslashes.

export type Token =
  | { t: 'word'; v: string; q: boolean; start: number; end: number }
  | { t: 'op'; v: string; start: number; end: number }
  | { t: 'redir'; v: string; start: number; end: number };

/** Whitespace test without a regex (hot path). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029 || code === 0xfeff;
}
const ESCAPABLE = new Set([' ', '\t', '"', "'", '\\', '|', '&', ';', '<', '>', '(', ')', '$', '`', '\n']);

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const n = src.length;
  const lastClose = src.lastIndexOf(')');
  let i = 0;
  while (i < n) {
    const c = src[i] as string;
    if (isSpace(src.charCodeAt(i))) {
      i++;
      continue;
    }
    // Control operators.
    if (c === '|' || c === '&' || c === ';') {
      const two = src.slice(i, i + 2);
      if (two === '||' || two === '&&' || two === ';;') {
        out.push({ t: 'op', v: two, start: i, end: i + 2 });
        i += 2;
        continue;
      }
      if (two === '&>') {
        const v = src.slice(i, i + 3) === '&>>' ? '&>>' : '&>';
        out.push({ t: 'redir', v, start: i, end: i + v.length });
        i += v.length;
        continue;
      }
      out.push({ t: 'op', v: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === '(' || c === ')') {
      out.push({ t: 'op', v: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === '>' || c === '<') {
      let j = i + 1;
      if (src[j] === c || src[j] === '|') j++;
      if (src[j] === '&') {
        // >&2, <&0: fd duplication, not a file.
        j++;
        while (j < n && /[0-9-]/.test(src[j] as string)) j++;
        out.push({ t: 'redir', v: `${src.slice(i, j)}`, start: i, end: j });
        i = j;
        continue;
      }
      if (c === '<' && src[j] === '(') {
        // Process substitution <( … ): keep as one word.
        const close = src.indexOf(')', j);
        const end = close < 0 ? n : close + 1;
        out.push({ t: 'word', v: src.slice(i, end), q: false, start: i, end });
        i = end;
        continue;
      }
      out.push({ t: 'redir', v: src.slice(i, j), start: i, end: j });
      i = j;
      continue;
    }
    // A word, possibly with quoted parts.
    const start = i;
    let v = '';
    let q = false;
    let depth = 0;
    while (i < n) {
      const ch = src[i] as string;
      if (ch === "'" || ch === '"' || ch === '`') {
        const close = src.indexOf(ch, i + 1);
        if (close < 0) {
          v += src.slice(i + 1);
          i = n;
        } else {
          v += src.slice(i + 1, close);
          i = close + 1;
        }
        q = true;
        continue;
      }
      if (ch === '\\' && i + 1 < n && isSpace(src.charCodeAt(i + 1)) && (/^[A-Za-z]:/.test(v) || v.includes('\\'))) {
        // A Windows path ending in a backslash (C:\ -Recurse): the backslash is literal.
        v += ch;
        i++;
        break;
      }
      if (ch === '\\' && i + 1 < n && ESCAPABLE.has(src[i + 1] as string)) {
        v += src[i + 1];
        i += 2;
        continue;
      }
      if (ch === '$' && src[i + 1] === '(') {
        // $( … ) command substitution: keep it inside the word.
        const close = src.indexOf(')', i + 2);
        const end = close < 0 ? n : close + 1;
        v += src.slice(i, end);
        i = end;
        continue;
      }
      if (ch === '(') {
        depth++;
        v += ch;
        i++;
        continue;
      }
      if (ch === ')') {
        if (depth === 0) break;
        depth--;
        v += ch;
        i++;
        continue;
      }
      if (depth > 0 && isSpace(ch.charCodeAt(0)) && i < lastClose) {
        // Inside a call's parentheses (db.x.find({a: 1})): spaces belong to the word.
        v += ch;
        i++;
        continue;
      }
      if (isSpace(ch.charCodeAt(0)) || ch === '|' || ch === ';' || ch === '<' || ch === '>') {
        // "2>" right after digits is a redirection of that fd.
        if ((ch === '>' || ch === '<') && /^[0-9]$/.test(v) && !q) {
          v = '';
        }
        break;
      }
      if (ch === '&') {
        if (src[i + 1] === '&' || i + 1 >= n || isSpace(src.charCodeAt(i + 1)) || src[i + 1] === '>') break;
      }
      v += ch;
      i++;
    }
    if (i > start && (v !== '' || q)) out.push({ t: 'word', v, q, start, end: i });
  }
  return out;
}
