// A linear lexer for POSIX shell, PowerShell and cmd.exe text: every
// separator (newline, ; & && || | |&), grouping ( ) { }, redirections with
// heredoc bodies, comments, and words made of parts (literal, quoted,
// variable, command substitution) so the interpreter can expand them the way
// a shell would. It never throws and never backtracks: unterminated quotes
// and substitutions end at the end of the input.

export type Dialect = 'posix' | 'powershell' | 'cmd';

export type Part =
  | { k: 'lit'; v: string }
  /** Quoted text: no field splitting, no globbing. */
  | { k: 'q'; v: string }
  /** $NAME, ${NAME…}, %NAME% — `quoted` when inside double quotes. */
  | { k: 'var'; name: string; mod: string; quoted: boolean }
  /** $( … ), ` … `, <( … ) — the text of a script that runs. */
  | { k: 'sub'; script: string; quoted: boolean; proc: boolean };

export interface Word {
  parts: Part[];
  start: number;
  end: number;
}

export interface Heredoc {
  body: string;
  /** The body is taken literally (quoted delimiter): no expansion. */
  literal: boolean;
}

export type Tok =
  | { t: 'word'; w: Word }
  | { t: 'op'; v: string; start: number; end: number }
  | { t: 'redir'; v: string; start: number; end: number; doc?: Heredoc };

export interface Lexed {
  toks: Tok[];
  /** Comment texts (context for the reader: "# live key, no filter"). */
  comments: string[];
}

const SPECIAL_VARS = new Set(['@', '*', '#', '?', '$', '!', '-', '0', '_']);

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 11 || c === 12 || c === 160 || c === 0x3000 || c === 0xfeff;
}
function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Characters a backslash escapes outside quotes (POSIX). Elsewhere the backslash stays (Windows paths). */
const ESCAPABLE = new Set([' ', '\t', '"', "'", '\\', '|', '&', ';', '<', '>', '(', ')', '$', '`', '{', '}', '*', '?', '[', ']', '#', '~', '!', '=']);

/** Index just past the `)` matching the `(` at `open`, skipping quotes; text.length when unbalanced. */
export function matchParen(text: string, open: number, dialect: Dialect = 'posix'): number {
  let depth = 0;
  const n = text.length;
  for (let i = open; i < n; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c === "'") {
      const j = text.indexOf("'", i + 1);
      i = j < 0 ? n : j;
    } else if (c === '"') {
      i = endOfDouble(text, i + 1, dialect);
    } else if (c === '\\' && dialect === 'posix') i++;
    else if (c === '`' && dialect === 'powershell') i++;
  }
  return n;
}

/** Index of the closing `"` of a double-quoted string that starts at `from` (after the opening quote). */
function endOfDouble(text: string, from: number, dialect: Dialect): number {
  const n = text.length;
  const esc = dialect === 'powershell' ? '`' : dialect === 'posix' ? '\\' : '';
  for (let i = from; i < n; i++) {
    const c = text[i];
    if (c === esc) {
      i++;
      continue;
    }
    if (c === '"') return i;
    if (c === '$' && text[i + 1] === '(' && dialect !== 'cmd') i = matchParen(text, i + 1, dialect) - 1;
  }
  return n;
}

function matchBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** ANSI-C quoting ($'…'): \n \t \xHH \NNN \uHHHH. */
function ansiC(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const d = body[++i] as string;
    if (d === 'n') out += '\n';
    else if (d === 't') out += '\t';
    else if (d === 'r') out += '\r';
    else if (d === 'e' || d === 'E') out += '\x1b';
    else if (d === 'x' || d === 'u' || d === 'U') {
      const max = d === 'x' ? 2 : d === 'u' ? 4 : 8;
      let hex = '';
      while (hex.length < max && /[0-9a-fA-F]/.test(body[i + 1] ?? '')) hex += body[++i];
      out += hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)) : d;
    } else if (d >= '0' && d <= '7') {
      let oct = d;
      while (oct.length < 3 && /[0-7]/.test(body[i + 1] ?? '')) oct += body[++i];
      out += String.fromCharCode(parseInt(oct, 8) & 0xff);
    } else out += d;
  }
  return out;
}

/** A here-document waiting for its body: the redirect it belongs to and how its end is written. */
interface PendingHeredoc {
  tok: Extract<Tok, { t: 'redir' }>;
  delim: string;
  strip: boolean;
  literal: boolean;
}

/** Reads the bodies of the pending here-documents, which start after the newline at `from`; returns where reading goes on. */
function takeHeredocs(src: string, pending: PendingHeredoc[], from: number): number {
  const n = src.length;
  let p = from;
  for (const h of pending) {
    let body = '';
    for (;;) {
      if (p >= n) break;
      let e = src.indexOf('\n', p);
      if (e < 0) e = n;
      const line = src.slice(p, e).replace(/\r$/, '');
      p = e + 1;
      const cmp = h.strip ? line.replace(/^\t+/, '') : line;
      if (cmp.trim() === h.delim) break;
      body += `${line}\n`;
    }
    h.tok.doc = { body, literal: h.literal };
  }
  pending.length = 0;
  return Math.min(p, n);
}

export function lex(src: string, dialect: Dialect): Lexed {
  const toks: Tok[] = [];
  const comments: string[] = [];
  const pending: PendingHeredoc[] = [];
  const n = src.length;
  let i = 0;
  let lastWordTok = -1;

  while (i < n) {
    const c = src[i] as string;
    const code = src.charCodeAt(i);
    if (isSpace(code)) {
      i++;
      continue;
    }
    if (c === '\\' && (src[i + 1] === '\n' || (src[i + 1] === '\r' && src[i + 2] === '\n')) && dialect !== 'cmd') {
      i += src[i + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (c === '`' && dialect === 'powershell' && (src[i + 1] === '\n' || src[i + 1] === '\r')) {
      i += src[i + 1] === '\n' ? 2 : src[i + 2] === '\n' ? 3 : 2;
      continue;
    }
    if (dialect === 'cmd' && c === '^' && (src[i + 1] === '\n' || src[i + 1] === '\r')) {
      i += src[i + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (c === '\n' || c === '\r') {
      const end = c === '\r' && src[i + 1] === '\n' ? i + 2 : i + 1;
      toks.push({ t: 'op', v: '\n', start: i, end });
      i = pending.length ? takeHeredocs(src, pending, end) : end;
      continue;
    }
    if (c === '#' && dialect !== 'cmd') {
      if (dialect === 'powershell' && src[i - 1] === '<') {
        // handled with the word below
      }
      let e = src.indexOf('\n', i);
      if (e < 0) e = n;
      comments.push(src.slice(i + 1, e).trim());
      i = e;
      continue;
    }
    if (dialect === 'powershell' && c === '<' && src[i + 1] === '#') {
      let e = src.indexOf('#>', i + 2);
      e = e < 0 ? n : e + 2;
      comments.push(src.slice(i + 2, Math.max(i + 2, e - 2)).trim());
      i = e;
      continue;
    }
    if (dialect === 'cmd' && (src.startsWith('::', i) || /^rem\s/i.test(src.slice(i, i + 4))) && (i === 0 || /[\n&]\s*$/.test(src.slice(Math.max(0, i - 4), i)))) {
      let e = src.indexOf('\n', i);
      if (e < 0) e = n;
      comments.push(src.slice(i, e).trim());
      i = e;
      continue;
    }
    // Operators.
    if (c === '|' || c === '&' || c === ';') {
      const two = src.slice(i, i + 2);
      if (two === '||' || two === '&&' || two === ';;' || two === '|&') {
        toks.push({ t: 'op', v: two, start: i, end: i + 2 });
        i += 2;
        continue;
      }
      if (c === '&' && (src[i + 1] === '>')) {
        const v = src[i + 2] === '>' ? '&>>' : '&>';
        toks.push({ t: 'redir', v, start: i, end: i + v.length });
        i += v.length;
        continue;
      }
      if (c === '&' && dialect === 'powershell' && i + 1 < n && !isSpace(src.charCodeAt(i + 1)) && src[i + 1] !== '\n') {
        // PowerShell call operator: "& tool args" or "&'C:\x.exe'"
        i++;
        continue;
      }
      toks.push({ t: 'op', v: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    // (cls-api25) A PowerShell request body given as a grouped hashtable (-Body (@{ role = "Admin" } | ConvertTo-Json)) is
    // that one argument: the hashtable is the body, not a pipeline of its own.
    if (c === '(' && dialect === 'powershell' && /^\(\s*(?:@\{|ConvertTo-Json\b)/i.test(src.slice(i, i + 40))) {
      const prev = toks[toks.length - 1];
      if (prev && prev.t === 'word' && prev.w.parts.length === 1 && prev.w.parts[0]?.k === 'lit' && /^-Body$/i.test(prev.w.parts[0].v)) {
        const e = matchParen(src, i, dialect);
        toks.push({ t: 'word', w: { parts: [{ k: 'lit', v: src.slice(i, e) }], start: i, end: e } });
        i = e;
        continue;
      }
    }
    if (c === '(' || c === ')') {
      toks.push({ t: 'op', v: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    if ((c === '{' || c === '}') && dialect === 'powershell') {
      toks.push({ t: 'op', v: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    if ((c === '>' || c === '<') && !(src[i + 1] === '(' && dialect === 'posix')) {
      let j = i + 1;
      let v = c;
      if (c === '<' && src[j] === '<') {
        if (src[j + 1] === '<') {
          toks.push({ t: 'redir', v: '<<<', start: i, end: j + 2 });
          i = j + 2;
          continue;
        }
        const strip = src[j + 1] === '-';
        j += strip ? 2 : 1;
        while (j < n && (src[j] === ' ' || src[j] === '\t')) j++;
        // Delimiter word: possibly quoted.
        let delim = '';
        let literal = false;
        while (j < n && !isSpace(src.charCodeAt(j)) && src[j] !== '\n' && src[j] !== ';' && src[j] !== '|' && src[j] !== '&' && src[j] !== ')' && src[j] !== '<' && src[j] !== '>') {
          const d = src[j] as string;
          if (d === "'" || d === '"') {
            literal = true;
            const e = src.indexOf(d, j + 1);
            const stop = e < 0 ? n : e;
            delim += src.slice(j + 1, stop);
            j = stop + 1;
            continue;
          }
          if (d === '\\') {
            literal = true;
            j++;
            continue;
          }
          delim += d;
          j++;
        }
        const tok: Extract<Tok, { t: 'redir' }> = { t: 'redir', v: strip ? '<<-' : '<<', start: i, end: j };
        toks.push(tok);
        if (delim) pending.push({ tok, delim, strip, literal });
        i = j;
        continue;
      }
      if (src[j] === c || src[j] === '|') {
        v += src[j];
        j++;
      }
      // A preceding fd number ("2>", and "2>&1" too: it is no argument of the command) was lexed as a word: drop it.
      const prev = toks[toks.length - 1];
      if (prev && prev.t === 'word' && lastWordTok === toks.length - 1 && prev.w.end === i && prev.w.parts.length === 1 && prev.w.parts[0]?.k === 'lit' && /^[0-9]$/.test(prev.w.parts[0].v)) toks.pop();
      if (src[j] === '&') {
        // >&2, 2>&1: duplication, not a file.
        j++;
        while (j < n && /[0-9-]/.test(src[j] as string)) j++;
        toks.push({ t: 'redir', v: `${v}&`, start: i, end: j });
        i = j;
        continue;
      }
      toks.push({ t: 'redir', v, start: i, end: j });
      i = j;
      continue;
    }
    // A word.
    const start = i;
    const parts: Part[] = [];
    let lit = '';
    while (i < n) {
      const ch = src[i] as string;
      const cc = src.charCodeAt(i);
      if (isSpace(cc) || ch === '\n' || ch === '\r' || ch === ';' || ch === '|' || ch === ')') break;
      if (ch === '&' && dialect !== 'powershell') break;
      if (ch === '&' && dialect === 'powershell' && (src[i + 1] === '&' || i + 1 >= n || isSpace(src.charCodeAt(i + 1)))) break;
      if ((ch === '<' || ch === '>') && !(ch === '<' && src[i + 1] === '(' && dialect === 'posix') && !(ch === '>' && src[i + 1] === '(' && dialect === 'posix')) break;
      if (dialect === 'powershell' && (ch === '{' || ch === '}')) {
        if (ch === '{' && (lit.endsWith('@') || lit.endsWith('$'))) {
          // @{ … } hashtable literal or ${name}: one word.
          const e = matchBrace(src, i);
          lit += src.slice(i, e);
          i = e;
          continue;
        }
        break;
      }
      if (ch === '(') {
        // Grouping, subexpressions and name() definitions end the word; arrays a=( … ),
        // extended globs @( … ) and call syntax written into a command (db.dropDatabase())
        // stay inside it (POSIX only).
        const call = dialect === 'posix' && /[\w$\]]$/.test(lit) && /[.$]/.test(lit) && !/^\(\s*\)\s*\{/.test(src.slice(i, i + 20));
        if (!call && (dialect !== 'posix' || (lit === '' && parts.length === 0) || !/[=@+!?*]$/.test(lit))) break;
        const e = matchParen(src, i, dialect);
        lit += src.slice(i, e);
        i = e;
        continue;
      }
      if (ch === '\\' && dialect === 'posix') {
        const nx = src[i + 1];
        if (nx === undefined) {
          i++;
          continue;
        }
        if (nx === '\n') {
          i += 2;
          continue;
        }
        if (ESCAPABLE.has(nx)) {
          lit = pushText(parts, 'lit', lit);
          parts.push({ k: 'q', v: nx });
          i += 2;
          continue;
        }
        // r\m is rm to a POSIX shell (a backslash before an ordinary character only quotes it); a backslash after
        // a drive or path separator (C:\Users, dir/sub\x) is kept, as Windows paths written into a hint need it.
        if (/[\w-]/.test(nx) && !/[:/\\]/.test(lit)) {
          lit += nx;
          i += 2;
          continue;
        }
        lit += ch;
        i++;
        continue;
      }
      if (ch === '`' && dialect === 'powershell') {
        const nx = src[i + 1];
        if (nx !== undefined) {
          lit = pushText(parts, 'lit', lit);
          parts.push({ k: 'q', v: nx === 'n' ? '\n' : nx === 't' ? '\t' : nx === '0' ? '' : nx });
          i += 2;
          continue;
        }
        i++;
        continue;
      }
      if (ch === '^' && dialect === 'cmd') {
        const nx = src[i + 1];
        if (nx !== undefined) {
          lit += nx;
          i += 2;
          continue;
        }
        i++;
        continue;
      }
      if (ch === "'") {
        lit = pushText(parts, 'lit', lit);
        if (dialect === 'powershell') {
          let v = '';
          let j = i + 1;
          for (; j < n; j++) {
            if (src[j] === "'") {
              if (src[j + 1] === "'") {
                v += "'";
                j++;
                continue;
              }
              break;
            }
            v += src[j];
          }
          parts.push({ k: 'q', v });
          i = Math.min(j + 1, n);
          continue;
        }
        if (dialect === 'cmd') {
          lit += ch;
          i++;
          continue;
        }
        const e = src.indexOf("'", i + 1);
        const stop = e < 0 ? n : e;
        parts.push({ k: 'q', v: src.slice(i + 1, stop) });
        i = stop + 1;
        continue;
      }
      if (ch === '$' && src[i + 1] === "'" && dialect === 'posix') {
        lit = pushText(parts, 'lit', lit);
        let j = i + 2;
        for (; j < n; j++) {
          if (src[j] === '\\') {
            j++;
            continue;
          }
          if (src[j] === "'") break;
        }
        parts.push({ k: 'q', v: ansiC(src.slice(i + 2, Math.min(j, n))) });
        i = Math.min(j + 1, n);
        continue;
      }
      if (ch === '"') {
        lit = pushText(parts, 'lit', lit);
        i = lexDouble(src, i + 1, dialect, parts);
        continue;
      }
      if (ch === '`' && dialect === 'posix') {
        lit = pushText(parts, 'lit', lit);
        const { body, j } = readBackquoted(src, i + 1, false);
        parts.push({ k: 'sub', script: body, quoted: false, proc: false });
        i = Math.min(j + 1, n);
        continue;
      }
      if ((ch === '<' || ch === '>') && src[i + 1] === '(' && dialect === 'posix') {
        lit = pushText(parts, 'lit', lit);
        const e = matchParen(src, i + 1, dialect);
        parts.push({ k: 'sub', script: src.slice(i + 2, Math.max(i + 2, e - 1)), quoted: false, proc: true });
        i = e;
        continue;
      }
      if (ch === '$' && dialect !== 'cmd') {
        const r = lexDollar(src, i, dialect, false, parts, 'lit', lit);
        if (r > i) {
          lit = '';
          i = r;
          continue;
        }
      }
      if (ch === '%' && dialect === 'cmd') {
        const e = src.indexOf('%', i + 1);
        if (e > i + 1 && /^[A-Za-z_][\w()~:,=-]*$/.test(src.slice(i + 1, e))) {
          lit = pushText(parts, 'lit', lit);
          parts.push({ k: 'var', name: src.slice(i + 1, e).toUpperCase(), mod: '', quoted: false });
          i = e + 1;
          continue;
        }
      }
      if (ch === '@' && dialect === 'powershell' && (src[i + 1] === '"' || src[i + 1] === "'") && (src[i + 2] === '\n' || src[i + 2] === '\r')) {
        // PowerShell here-string @" … "@ / @' … '@
        lit = pushText(parts, 'lit', lit);
        const q = src[i + 1] as string;
        const close = src.indexOf(`\n${q}@`, i + 2);
        const stop = close < 0 ? n : close;
        const body = src.slice(i + 3, stop);
        if (q === "'") parts.push({ k: 'q', v: body });
        else lexDouble(`${body}"`, 0, dialect, parts);
        i = close < 0 ? n : close + 3;
        continue;
      }
      lit += ch;
      i++;
    }
    lit = pushText(parts, 'lit', lit);
    if (i === start) {
      // Nothing consumed (a stray character the word loop refuses): make progress.
      toks.push({ t: 'op', v: src[i] as string, start: i, end: i + 1 });
      i++;
      continue;
    }
    toks.push({ t: 'word', w: { parts, start, end: i } });
    lastWordTok = toks.length - 1;
  }
  return { toks, comments };
}

function lexDouble(src: string, from: number, dialect: Dialect, parts: Part[]): number {
  const n = src.length;
  let v = '';
  let i = from;
  for (; i < n; i++) {
    const c = src[i] as string;
    if (c === '"') {
      if (dialect === 'powershell' && src[i + 1] === '"') {
        v += '"';
        i++;
        continue;
      }
      break;
    }
    if (c === '\\' && dialect === 'posix') {
      const nx = src[i + 1];
      if (nx === '$' || nx === '`' || nx === '"' || nx === '\\') {
        v += nx;
        i++;
        continue;
      }
      if (nx === '\n') {
        i++;
        continue;
      }
      v += c;
      continue;
    }
    if (c === '`' && dialect === 'powershell') {
      const nx = src[i + 1];
      if (nx !== undefined) {
        v += nx === 'n' ? '\n' : nx === 't' ? '\t' : nx === '0' ? '' : nx;
        i++;
      }
      continue;
    }
    if (c === '`' && dialect === 'posix') {
      v = pushText(parts, 'q', v);
      const { body, j } = readBackquoted(src, i + 1, true);
      parts.push({ k: 'sub', script: body, quoted: true, proc: false });
      i = src[j] === '`' ? j : j - 1;
      continue;
    }
    if (c === '$' && dialect !== 'cmd') {
      const r = lexDollar(src, i, dialect, true, parts, 'q', v);
      if (r > i) {
        v = '';
        i = r - 1;
        continue;
      }
    }
    if (c === '%' && dialect === 'cmd') {
      const e = src.indexOf('%', i + 1);
      if (e > i + 1 && /^[A-Za-z_][\w()~:,=-]*$/.test(src.slice(i + 1, e))) {
        v = pushText(parts, 'q', v);
        parts.push({ k: 'var', name: src.slice(i + 1, e).toUpperCase(), mod: '', quoted: true });
        i = e;
        continue;
      }
    }
    v += c;
  }
  v = pushText(parts, 'q', v);
  // An empty "" still makes a (possibly empty) word.
  if (parts.length === 0 || i === from) parts.push({ k: 'q', v: '' });
  return Math.min(i + 1, n);
}

/** Lexes a $-expansion at `i`; returns the index after it, or `i` when `$` is literal. */
/** Pushes the text read so far (if any) as a part of its kind; returns the empty text that follows. */
function pushText(parts: Part[], kind: 'lit' | 'q', text: string): string {
  if (text) parts.push({ k: kind, v: text });
  return '';
}

/** Reads a `$` expansion at `i`. Text read before it (`pending`, of `pendingKind`) becomes a part first; when
 *  something is read (the result is past `i`), the caller starts its text afresh. */
function lexDollar(src: string, i: number, dialect: Dialect, quoted: boolean, parts: Part[], pendingKind: 'lit' | 'q', pending: string): number {
  const nx = src[i + 1];
  if (nx === '(') {
    pushText(parts, pendingKind, pending);
    if (src[i + 2] === '(' && dialect === 'posix') {
      // $(( arithmetic )): a number computed at run time.
      const e = matchParen(src, i + 1, dialect);
      parts.push({ k: 'var', name: '((arith))', mod: '', quoted });
      return e;
    }
    const e = matchParen(src, i + 1, dialect);
    parts.push({ k: 'sub', script: src.slice(i + 2, Math.max(i + 2, e - 1)), quoted, proc: false });
    return e;
  }
  if (nx === '{') {
    pushText(parts, pendingKind, pending);
    const e = matchBrace(src, i + 1);
    const body = src.slice(i + 2, Math.max(i + 2, e - 1));
    const m = /^[#!]?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])([\s\S]*)$/.exec(body);
    parts.push({ k: 'var', name: m ? (m[1] as string) : body, mod: m ? (m[2] as string) : '', quoted });
    return e;
  }
  if (nx !== undefined && SPECIAL_VARS.has(nx) && dialect === 'posix') {
    pushText(parts, pendingKind, pending);
    parts.push({ k: 'var', name: nx, mod: '', quoted });
    return i + 2;
  }
  if (nx !== undefined && nx >= '1' && nx <= '9' && dialect === 'posix') {
    pushText(parts, pendingKind, pending);
    parts.push({ k: 'var', name: nx, mod: '', quoted });
    return i + 2;
  }
  let j = i + 1;
  if (dialect === 'powershell') {
    // $env:NAME, $script:x, $_, $_.Prop, $x.Prop
    while (j < src.length && (isNameChar(src.charCodeAt(j)) || (src[j] === ':' && isNameChar(src.charCodeAt(j + 1))))) j++;
  } else {
    while (j < src.length && isNameChar(src.charCodeAt(j))) j++;
  }
  if (j === i + 1) return i;
  pushText(parts, pendingKind, pending);
  let name = src.slice(i + 1, j);
  if (dialect === 'powershell') {
    name = name.toLowerCase();
    // Member access after a variable ($_.GroupId): part of the value, unknown at read time.
    while (src[j] === '.' && isNameChar(src.charCodeAt(j + 1))) {
      j++;
      while (j < src.length && isNameChar(src.charCodeAt(j))) j++;
      name = `${name}.member`;
    }
  }
  parts.push({ k: 'var', name, mod: '', quoted });
  return j;
}

/** The body of a `…` command substitution from `start` (after the opening
 *  backquote), with \` \\ \$ unescaped; inside double quotes a `"` also ends it.
 *  Returns the body and the index of the closing character (or the end). */
function readBackquoted(src: string, start: number, inDoubleQuotes: boolean): { body: string; j: number } {
  let j = start;
  let body = '';
  for (; j < src.length; j++) {
    if (src[j] === '\\' && (src[j + 1] === '`' || src[j + 1] === '\\' || src[j + 1] === '$')) {
      body += src[j + 1];
      j++;
      continue;
    }
    if (src[j] === '`' || (inDoubleQuotes && src[j] === '"')) break;
    body += src[j];
  }
  return { body, j };
}
