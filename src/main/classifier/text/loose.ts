// A tolerant reader for the object notations agents and clients print:
// JSON, JavaScript/Python literals ({userId: 'u_77'}, True/None), Claude
// Code's "Tool(key: value, …)" and Python calls "f(key='v', …)". It never
// throws; what it cannot read it skips. Linear in the input length.
import { setOwn } from '../own';

export type Loose = string | number | boolean | null | Loose[] | { [k: string]: Loose };

interface State {
  s: string;
  i: number;
  depth: number;
}

/** Index just past the bracket that closes the one at `open` ({ [ or (), honouring strings; s.length when unbalanced. */
export function closeBracket(s: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(s, i);
      continue;
    }
    if (c === '{' || c === '[' || c === '(') stack.push(c === '{' ? '}' : c === '[' ? ']' : ')');
    else if (c === '}' || c === ']' || c === ')') {
      if (stack.length === 0) return i;
      if (stack[stack.length - 1] === c) stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return s.length;
}

/** Index of the closing quote of the string starting at `at` (backslash escapes). */
export function skipString(s: string, at: number): number {
  const q = s[at];
  for (let i = at + 1; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === q) return i;
    if (q !== '`' && c === '\n' && q === "'") return i;
  }
  return s.length;
}

function ws(st: State): void {
  const s = st.s;
  while (st.i < s.length) {
    const c = s.charCodeAt(st.i);
    if (c === 32 || c === 9 || c === 10 || c === 13) st.i++;
    else if (c === 35 && st.depth > 0 && s[st.i - 1] !== '"') {
      // Python comment inside a literal
      const e = s.indexOf('\n', st.i);
      st.i = e < 0 ? s.length : e;
    } else break;
  }
}

function readString(st: State): string {
  const s = st.s;
  const q = s[st.i] as string;
  // Python triple quotes
  if (s.startsWith(q.repeat(3), st.i)) {
    const e = s.indexOf(q.repeat(3), st.i + 3);
    const stop = e < 0 ? s.length : e;
    const v = s.slice(st.i + 3, stop);
    st.i = stop + 3;
    return v;
  }
  let out = '';
  let i = st.i + 1;
  for (; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '\\' && i + 1 < s.length) {
      const d = s[++i] as string;
      if (d === 'n') out += '\n';
      else if (d === 't') out += '\t';
      else if (d === 'r') out += '\r';
      else if (d === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) {
        out += String.fromCharCode(parseInt(s.slice(i + 1, i + 5), 16));
        i += 4;
      } else out += d;
      continue;
    }
    if (c === q) break;
    out += c;
  }
  st.i = Math.min(i + 1, s.length);
  return out;
}

const BARE = /[^\s,:=}\])({[]/;

function readBare(st: State): string {
  const s = st.s;
  const start = st.i;
  let depth = 0;
  while (st.i < s.length) {
    const c = s[st.i] as string;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && (c === ',' || c === '}' || c === ']' || c === '\n')) break;
    else if (c === '"' || c === "'") {
      st.i = skipString(s, st.i);
    }
    st.i++;
  }
  return s.slice(start, st.i).trim();
}

function readValue(st: State): Loose {
  ws(st);
  const s = st.s;
  const c = s[st.i];
  if (c === undefined) return null;
  if (st.depth > 40) {
    st.i = s.length;
    return null;
  }
  if (c === '{') return readObject(st, '}');
  if (c === '[') return readArray(st);
  if (c === '"' || c === "'" || c === '`') return readString(st);
  if (BARE.test(c)) {
    const raw = readBare(st);
    if (/^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(raw)) return Number(raw);
    if (raw === 'true' || raw === 'True') return true;
    if (raw === 'false' || raw === 'False') return false;
    if (raw === 'null' || raw === 'None' || raw === 'undefined' || raw === 'nil') return null;
    return raw;
  }
  st.i++;
  return null;
}

function readArray(st: State): Loose[] | { [k: string]: Loose } {
  const out: Loose[] = [];
  // PHP's keyed arrays (['amount' => 1800000, 'currency' => 'usd']) are objects.
  let keyed: { [k: string]: Loose } | undefined;
  st.i++;
  st.depth++;
  const s = st.s;
  for (let guard = 0; st.i < s.length && guard < 100000; guard++) {
    ws(st);
    if (s[st.i] === ']') {
      st.i++;
      break;
    }
    if (s[st.i] === ',') {
      st.i++;
      continue;
    }
    const before = st.i;
    const v = readValue(st);
    ws(st);
    if (s.startsWith('=>', st.i) && (typeof v === 'string' || typeof v === 'number')) {
      st.i += 2;
      keyed ??= {};
      setOwn(keyed, String(v), readValue(st));
    } else out.push(v);
    if (st.i === before) st.i++;
  }
  st.depth--;
  return keyed ?? out;
}

function readObject(st: State, close: string): { [k: string]: Loose } {
  const out: { [k: string]: Loose } = {};
  if (st.s[st.i] === '{' || st.s[st.i] === '(') st.i++;
  st.depth++;
  const s = st.s;
  for (let guard = 0; st.i < s.length && guard < 100000; guard++) {
    ws(st);
    const c = s[st.i];
    if (c === close) {
      st.i++;
      break;
    }
    if (c === ',') {
      st.i++;
      continue;
    }
    let key: string;
    if (c === '"' || c === "'") key = readString(st);
    else {
      const m = /^[\w$@.-]+/.exec(s.slice(st.i, st.i + 200));
      if (!m) {
        // A positional value (Python call "f('x')"): keep it under its index.
        const before = st.i;
        const v = readValue(st);
        if (st.i === before) st.i++;
        out[`$${Object.keys(out).length}`] = v;
        continue;
      }
      key = m[0];
      st.i += m[0].length;
    }
    ws(st);
    if (s[st.i] === ':' || s[st.i] === '=') {
      // Ruby's and PHP's "key" => value reads like key: value.
      st.i += s.startsWith('=>', st.i) ? 2 : 1;
      setOwn(out, key, readValue(st));
    } else out[`$${Object.keys(out).length}`] = key;
  }
  st.depth--;
  return out;
}

/** Reads `{…}` or `[…]` at `at`; returns the value and the index after it. */
export function looseValue(s: string, at = 0): { value: Loose; end: number } {
  const st: State = { s, i: at, depth: 0 };
  const value = readValue(st);
  return { value, end: st.i };
}

/** Reads the inside of a call's parentheses: "key: v, key2: v2" or "key='v'" or positional values. */
export function looseArgs(body: string): { [k: string]: Loose } {
  const st: State = { s: `${body})`, i: 0, depth: 0 };
  return readObject(st, ')');
}

/** Parses strict JSON when possible, else the loose notation. */
export function parseObject(text: string): Loose {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.parse(t) as Loose;
    } catch {
      return looseValue(t, 0).value;
    }
  }
  return looseValue(t, 0).value;
}

/** Every string inside a value (for scanning arguments), with their keys. */
export function strings(v: Loose, out: { key: string; value: string }[] = [], key = '', depth = 0): { key: string; value: string }[] {
  if (out.length > 400 || depth > 12) return out;
  if (typeof v === 'string') out.push({ key, value: v });
  else if (typeof v === 'number' || typeof v === 'boolean') out.push({ key, value: String(v) });
  else if (Array.isArray(v)) for (const x of v) strings(x, out, key, depth + 1);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(x, out, k, depth + 1);
  return out;
}
