// (cls-code14) Clojure / babashka forms written bare — (jdbc/execute! db ["…"]), (fs/delete-tree (fs/home)),
// (sh "rm" "-rf" d), (car/wcar conn (car/flushall)), (.delete f) — rewritten as the calls other languages write
// (jdbc.execute!(db, ["…"]), fs.deleteTree(fs.home()), sh("rm", "-rf", d), f.delete()), so the code reader reads
// every operation by its name, receiver and arguments the same way. One pass over the text; depth and size bounded.

/** A form that opens a Clojure program: a namespaced call, a Java interop call, or a core form followed by code. */
export const LISP_FORM = /^\(\s*(?:(?!(?:and|or|w|s|he|she|either|n)\/)[a-z][\w.-]*\/[A-Za-z][\w!?*<>=.-]*|\.[A-Za-z]\w*\s|[A-Z]\w*\/[a-z]\w*|(?:doseq|dotimes|let|defn-?|def|do|when|when-let|if-let|->>?|sh|println|prn|spit|slurp|with-open|run!|mapv?|doall|future|comment)\s+[[("':])/;

type Node = { k: 'list' | 'vec' | 'map' | 'set'; items: Node[] } | { k: 'atom'; v: string };

const camel = (name: string): string => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const sym = (v: string): string => {
  if (v.startsWith(':')) return JSON.stringify(v.slice(1));
  if (v.startsWith('"') || /^[-+]?\d/.test(v)) return v;
  if (v === 'nil') return 'null';
  return camel(v.replace(/\//g, '.')).replace(/-/g, '_');
};

function parse(text: string): Node[] {
  let i = 0;
  let budget = 20000;
  const read = (depth: number): Node | null => {
    while (i < text.length) {
      const ch = text[i] as string;
      if (/[\s,]/.test(ch)) i++;
      else if (ch === ';') { while (i < text.length && text[i] !== '\n') i++; }
      else if (ch === "'" || ch === '@' || ch === '^' || ch === '`' || ch === '~') i++;
      else if (ch === '#' && (text[i + 1] === '_')) { i += 2; read(depth + 1); }
      else if (ch === '#' && text[i + 1] !== '(' && text[i + 1] !== '{' && text[i + 1] !== '"') i++;
      else break;
    }
    if (i >= text.length || --budget < 0 || depth > 60) return null;
    let ch = text[i] as string;
    if (ch === '#') { i++; ch = text[i] as string; if (ch === '"') { const s = i; i++; while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1; i++; return { k: 'atom', v: JSON.stringify(text.slice(s + 1, i - 1)) }; } if (ch === '{') { i++; return { k: 'set', items: seq('}', depth) }; } }
    if (ch === '(') { i++; return { k: 'list', items: seq(')', depth) }; }
    if (ch === '[') { i++; return { k: 'vec', items: seq(']', depth) }; }
    if (ch === '{') { i++; return { k: 'map', items: seq('}', depth) }; }
    if (ch === '"') {
      const s = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      return { k: 'atom', v: text.slice(s, i) };
    }
    const s = i;
    while (i < text.length && !/[\s,()[\]{}"]/.test(text[i] as string)) i++;
    if (i === s) { i++; return null; }
    return { k: 'atom', v: text.slice(s, i) };
  };
  const seq = (close: string, depth: number): Node[] => {
    const items: Node[] = [];
    for (;;) {
      while (i < text.length && /[\s,]/.test(text[i] as string)) i++;
      if (i >= text.length || budget < 0) return items;
      if (text[i] === close) { i++; return items; }
      if (/[)\]}]/.test(text[i] as string)) { i++; return items; }
      const n = read(depth + 1);
      if (n) items.push(n);
    }
  };
  const top: Node[] = [];
  while (i < text.length && budget > 0) {
    const n = read(0);
    if (n) top.push(n);
  }
  return top;
}

function emit(n: Node, depth = 0): string {
  if (depth > 60) return '';
  if (n.k === 'atom') return sym(n.v);
  const parts = n.items.map((x) => emit(x, depth + 1));
  if (n.k === 'vec' || n.k === 'set') return `[${parts.join(', ')}]`;
  if (n.k === 'map') {
    const kv: string[] = [];
    for (let j = 0; j + 1 < parts.length; j += 2) kv.push(`${(parts[j] as string).replace(/^"(\w+)"$/, '$1')}: ${parts[j + 1] as string}`);
    return `{${kv.join(', ')}}`;
  }
  const head = n.items[0];
  if (!head) return '()';
  const args = parts.slice(1);
  if (head.k === 'atom') {
    const h = head.v;
    // (.method obj args…) is obj.method(args…); (Class. args…) is new Class(args…).
    if (/^\.[A-Za-z]/.test(h)) return `${args[0] ?? ''}.${camel(h.slice(1))}(${args.slice(1).join(', ')})`;
    if (/^[A-Z][\w.]*\.$/.test(h)) return `new ${h.slice(0, -1)}(${args.join(', ')})`;
    // Threading: (-> x (f a)) is f(x, a); (->> x (f a)) is f(a, x).
    if ((h === '->' || h === '->>') && n.items.length > 1) {
      let acc = emit(n.items[1] as Node, depth + 1);
      for (const step of n.items.slice(2)) {
        if (step.k === 'list' && step.items[0]?.k === 'atom') {
          const rest = step.items.slice(1).map((x) => emit(x, depth + 1));
          const name = (step.items[0] as { v: string }).v;
          const all = h === '->' ? [acc, ...rest] : [...rest, acc];
          acc = /^\.[A-Za-z]/.test(name) ? `${all[0] ?? ''}.${camel(name.slice(1))}(${all.slice(1).join(', ')})` : `${sym(name)}(${all.join(', ')})`;
        } else acc = `${emit(step, depth + 1)}(${acc})`;
      }
      return acc;
    }
    // Loops over a sequence: (doseq [x coll] body…) reads as for (x of coll) { body }.
    if ((h === 'doseq' || h === 'for') && n.items[1]?.k === 'vec') {
      const b = (n.items[1] as { items: Node[] }).items;
      return `for (const ${emit(b[0] as Node, depth + 1)} of ${b[1] ? emit(b[1], depth + 1) : '[]'}) { ${args.slice(1).join('; ')} }`;
    }
    if (/^(?:let|when-let|if-let|binding|with-open)$/.test(h) && n.items[1]?.k === 'vec') {
      const b = (n.items[1] as { items: Node[] }).items.map((x) => emit(x, depth + 1));
      const binds: string[] = [];
      for (let j = 0; j + 1 < b.length; j += 2) binds.push(`${b[j] as string} = ${b[j + 1] as string}`);
      return `${binds.join('; ')}; ${args.slice(1).join('; ')}`;
    }
    if (/^(?:do|comment)$/.test(h)) return h === 'comment' ? '' : args.join('; ');
    return `${sym(h)}(${args.join(', ')})`;
  }
  return `${parts[0] as string}(${args.join(', ')})`;
}

/** The forms of a Clojure text written as calls, one statement a line; undefined when the text holds no form. */
export function lispAsCalls(text: string): string | undefined {
  if (text.length > 20000) return undefined;
  const forms = parse(text).filter((n) => n.k === 'list');
  if (!forms.length) return undefined;
  return forms.map((n) => emit(n)).join(';\n');
}
