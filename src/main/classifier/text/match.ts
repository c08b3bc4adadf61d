// A trie over lower-cased text that finds lexicon entries in one pass:
// whole words, word prefixes (stems: "delet*" matches delete, deleted,
// deleting, deletion), and — for scripts written without spaces or with
// attached clitics (Chinese, Japanese, Thai, Arabic, Hebrew, Persian, Urdu) —
// substrings anywhere. Entries may span several words ("turn off"). Work is
// linear in the text length times the longest entry.

export type Mode = 'exact' | 'prefix' | 'anywhere';

interface Entry {
  tag: number;
  mode: Mode;
}

interface Node {
  /** Children by character: ASCII in an array, the rest in a map. */
  ascii: (Node | undefined)[] | null;
  next: Map<number, Node> | null;
  entries: Entry[] | null;
}

export interface Hit {
  tag: number;
  start: number;
  end: number;
}

/** Characters of scripts where words are not separated (or carry clitics): match anywhere. */
export function isAnywhereScript(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) || // kana
    (c >= 0x3400 && c <= 0x9fff) || // CJK
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x0e00 && c <= 0x0e7f) || // Thai
    (c >= 0x0e80 && c <= 0x0eff) || // Lao
    (c >= 0x1000 && c <= 0x109f) || // Myanmar
    (c >= 0x1780 && c <= 0x17ff) || // Khmer
    (c >= 0x0590 && c <= 0x05ff) || // Hebrew
    (c >= 0x0600 && c <= 0x06ff) || // Arabic, Persian, Urdu
    (c >= 0x0750 && c <= 0x077f) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfeff)
  );
}

const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 ? 1 : 0;

/** Letters and digits of any script (word characters); apostrophes inside words count too. */
export function isWordChar(c: number): boolean {
  if (c < 128) return ASCII_WORD[c] === 1;
  if (c === 0x2019 || c === 0x2018 || c === 0x2013 || c === 0x2014 || c === 0x201c || c === 0x201d || c === 0xab || c === 0xbb || c === 0xa0) return false;
  // Latin-1 punctuation and symbols (¡ ¿ § ° £ …), but not the letters ª µ º: "¿Borro …?" starts a word at "b".
  if (c >= 0xa1 && c <= 0xbf && c !== 0xaa && c !== 0xb5 && c !== 0xba) return false;
  if (c >= 0x3000 && c <= 0x303f) return false; // CJK punctuation
  if (c >= 0xff00 && c <= 0xff0f) return false;
  if (c === 0x060c || c === 0x061b || c === 0x061f || c === 0x06d4 || c === 0x0964 || c === 0x0965) return false; // Arabic , ; ? . and Devanagari danda
  return true;
}

/** Entries may start with these symbols (--force, .env, @channel, /32, 0.0.0.0/0) after a space or bracket. */
const SYMBOL_START = new Set([45, 46, 64, 47, 36, 35, 95]);
function isOpening(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 40 || c === 91 || c === 123 || c === 34 || c === 39 || c === 96 || c === 58 || c === 61 || c === 44;
}

export class Matcher {
  private root: Node = { ascii: null, next: null, entries: null };
  readonly tags: string[] = [];
  private tagIds = new Map<string, number>();

  tagId(tag: string): number {
    let id = this.tagIds.get(tag);
    if (id === undefined) {
      id = this.tags.length;
      this.tags.push(tag);
      this.tagIds.set(tag, id);
    }
    return id;
  }

  add(text: string, tag: string, mode: Mode): void {
    const id = this.tagId(tag);
    let node = this.root;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let nx: Node | undefined;
      if (c < 128) {
        if (!node.ascii) node.ascii = new Array<Node | undefined>(128);
        nx = node.ascii[c];
        if (!nx) {
          nx = { ascii: null, next: null, entries: null };
          node.ascii[c] = nx;
        }
      } else {
        if (!node.next) node.next = new Map();
        nx = node.next.get(c);
        if (!nx) {
          nx = { ascii: null, next: null, entries: null };
          node.next.set(c, nx);
        }
      }
      node = nx;
    }
    if (!node.entries) node.entries = [];
    if (!node.entries.some((e) => e.tag === id && e.mode === mode)) node.entries.push({ tag: id, mode });
  }

  /** All hits in `text` (already lower-cased and normalised). */
  scan(text: string, out: Hit[] = []): Hit[] {
    const n = text.length;
    let prevWord = false;
    let prevAnywhere = false;
    const first = out.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const word = c < 128 ? ASCII_WORD[c] === 1 : isWordChar(c);
      const anywhere = word && c >= 0x0590 && isAnywhereScript(c);
      // A word starts after a non-word character, or where the script changes (本番のDBを).
      const wordStart = (word && (!prevWord || prevAnywhere !== anywhere)) || (!word && SYMBOL_START.has(c) && (i === 0 || isOpening(text.charCodeAt(i - 1))));
      prevWord = word;
      prevAnywhere = anywhere;
      if (!wordStart && !anywhere) continue;
      const before = out.length;
      let node: Node | undefined = this.root;
      for (let j = i; j < n && node; j++) {
        const cj = text.charCodeAt(j);
        if (cj < 128) {
          const arr: (Node | undefined)[] | null = node.ascii;
          node = arr ? arr[cj] : undefined;
        } else {
          const next: Map<number, Node> | null = node.next;
          node = next ? next.get(cj) : undefined;
        }
        if (!node) break;
        const es = node.entries;
        if (!es) continue;
        const endIsBoundary = j + 1 >= n || !isWordChar(text.charCodeAt(j + 1)) || isAnywhereScript(text.charCodeAt(j + 1)) !== isAnywhereScript(text.charCodeAt(j));
        for (const e of es) {
          if (e.mode === 'anywhere' || (wordStart && (e.mode === 'prefix' || (e.mode === 'exact' && endIsBoundary)))) out.push({ tag: e.tag, start: i, end: j + 1 });
        }
      }
      // Longest match wins at one position ("видаля" delete over "вида" grant, "without asking" over "without").
      if (out.length - before > 1) {
        let maxEnd = 0;
        for (let k = before; k < out.length; k++) maxEnd = Math.max(maxEnd, (out[k] as Hit).end);
        let w = before;
        for (let k = before; k < out.length; k++) if ((out[k] as Hit).end === maxEnd) out[w++] = out[k] as Hit;
        out.length = w;
      }
    }
    void first;
    return out;
  }
}

/** Does the entry text belong to a script matched anywhere? */
export function entryIsAnywhere(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isAnywhereScript(text.charCodeAt(i))) return true;
  return false;
}
