// A trie over lower-cased text that finds lexicon entries in one pass:
// whole words, word prefixes (stems: "delet*" matches delete, deleted,
// deleting, deletion), and — for scripts written without spaces or with
// attached clitics (Chinese, Japanese, Thai, Arabic, Hebrew, Persian, Urdu) —
// substrings anywhere. Entries may span several words ("turn off"). Work is
// linear in the text length times the longest entry.

export type Mode = 'exact' | 'prefix' | 'anywhere';

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
    (c >= 0x1200 && c <= 0x137f) || // Ethiopic (cls-intlB16: Amharic joins prepositions and articles to the word: የ…, ለ…, …ን)
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

/**
 * cls-intlB22: Latin letters and digits (ASCII, Latin-1 and Latin Extended letters). A word also ends where Latin meets
 * another spaced script with no space between (운영 WAF는, DBಯನ್ನು, 5만원): the Latin acronym or product name and the
 * particle or case ending glued to it are two words.
 */
export function isLatinWordChar(c: number): boolean {
  return c < 128 ? ASCII_WORD[c] === 1 : (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff);
}
/** 1 Latin, 2 a letter of another script (Greek onward, not the punctuation and symbol blocks: "Off…" stays one word), 0 else. */
function scriptKind(c: number): number {
  if (isLatinWordChar(c)) return 1;
  return c >= 0x0370 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0xfe00 && c <= 0xfe0f) ? 2 : 0;
}
function scriptSwitch(a: number, b: number): boolean {
  const x = scriptKind(a);
  const y = scriptKind(b);
  return x !== 0 && y !== 0 && x !== y;
}

/** Entries may start with these symbols (--force, .env, @channel, /32, 0.0.0.0/0) after a space or bracket. */
const SYMBOL_START = new Set([45, 46, 64, 47, 36, 35, 95]);
function isOpening(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 40 || c === 91 || c === 123 || c === 34 || c === 39 || c === 96 || c === 58 || c === 61 || c === 44;
}

export class Matcher {
  /**
   * Entries by text: tag * 4 + mode code, in the order they were added (duplicates dropped). The trie itself
   * exists only flattened: a node-object trie (a 128-slot array per node) cost ~24 MB of heap for the
   * lexicon, kept for the life of the process beside the flat form it was built into.
   */
  private byText = new Map<string, number[]>();
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

  /** Whether some entry has this exact text (cls-intl15c: a plain-letter twin never takes a word another entry owns). */
  has(text: string): boolean {
    return this.byText.has(text);
  }

  add(text: string, tag: string, mode: Mode): void {
    const code = this.tagId(tag) * 4 + MODE_CODE[mode];
    const codes = this.byText.get(text);
    if (!codes) this.byText.set(text, [code]);
    else if (!codes.includes(code)) codes.push(code);
    this.flat = null;
  }

  /** The trie flattened into typed arrays (built on first scan, dropped by add). */
  private flat: Flat | null = null;

  /**
   * All hits in `text` (already lower-cased and normalised). Walks the flattened trie: the
   * node-object trie (a 128-slot array per node) spans megabytes, so a scan was bound by
   * cache misses; the flat form is a few hundred kilobytes of sorted edge lists.
   */
  scan(text: string, out: Hit[] = []): Hit[] {
    const t = (this.flat ??= flatten(this.byText));
    const { rootAscii, edgeStart, edgeChar, edgeNext, entryStart, entryTag, entryMode } = t;
    const n = text.length;
    let prevWord = false;
    let prevAnywhere = false;
    let prevKind = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      const word = c < 128 ? ASCII_WORD[c] === 1 : isWordChar(c);
      const anywhere = word && c >= 0x0590 && isAnywhereScript(c);
      const kind = word ? scriptKind(c) : 0;
      // A word starts after a non-word character, or where the script changes (本番のDBを; cls-intlB22: 운영 WAF는).
      const wordStart = (word && (!prevWord || prevAnywhere !== anywhere || (prevKind !== 0 && kind !== 0 && prevKind !== kind))) || (!word && c < 128 && SYMBOL_START_ASCII[c] === 1 && (i === 0 || isOpening(text.charCodeAt(i - 1))));
      prevWord = word;
      prevAnywhere = anywhere;
      prevKind = kind;
      if (!wordStart && !anywhere) continue;
      const before = out.length;
      // The first step from the root is a table lookup for ASCII (most walks end there).
      let node = c < 128 ? (rootAscii[c] as number) : child(edgeStart, edgeChar, edgeNext, 0, c);
      for (let j = i; node >= 0; ) {
        const e0 = entryStart[node] as number;
        const e1 = entryStart[node + 1] as number;
        if (e0 < e1) {
          const endIsBoundary = j + 1 >= n || !isWordChar(text.charCodeAt(j + 1)) || isAnywhereScript(text.charCodeAt(j + 1)) !== isAnywhereScript(text.charCodeAt(j)) || scriptSwitch(text.charCodeAt(j), text.charCodeAt(j + 1));
          for (let k = e0; k < e1; k++) {
            const mode = entryMode[k] as number;
            if (mode === ANYWHERE || (wordStart && (mode === PREFIX || (mode === EXACT && endIsBoundary)))) out.push({ tag: entryTag[k] as number, start: i, end: j + 1 });
          }
        }
        if (++j >= n) break;
        node = child(edgeStart, edgeChar, edgeNext, node, text.charCodeAt(j));
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
    return out;
  }

  /**
   * Does an entry start at position 0 or after a character `inWord` rejects (a non-word character unless
   * told otherwise), as a prefix: what follows it does not matter? One trie walk per such position: a cheap
   * test for "does any of these words or stems start a word of the text".
   */
  startsAfterBoundary(text: string, inWord: (c: number) => boolean = isWordChar): boolean {
    const t = (this.flat ??= flatten(this.byText));
    const { rootAscii, edgeStart, edgeChar, edgeNext, entryStart } = t;
    // An empty entry starts everywhere.
    if ((entryStart[0] as number) < (entryStart[1] as number)) return true;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      if (i > 0 && inWord(text.charCodeAt(i - 1))) continue;
      const c = text.charCodeAt(i);
      let node = c < 128 ? (rootAscii[c] as number) : child(edgeStart, edgeChar, edgeNext, 0, c);
      for (let j = i; node >= 0; ) {
        if ((entryStart[node] as number) < (entryStart[node + 1] as number)) return true;
        if (++j >= n) break;
        node = child(edgeStart, edgeChar, edgeNext, node, text.charCodeAt(j));
      }
    }
    return false;
  }
}

const EXACT = 0;
const PREFIX = 1;
const ANYWHERE = 2;
const MODE_CODE: Record<Mode, number> = { exact: EXACT, prefix: PREFIX, anywhere: ANYWHERE };

const SYMBOL_START_ASCII = new Uint8Array(128);
for (const c of SYMBOL_START) SYMBOL_START_ASCII[c] = 1;

/** A trie in typed arrays: node k's children are edges edgeStart[k] … edgeStart[k+1]-1, sorted by character; its entries likewise. */
interface Flat {
  rootAscii: Int32Array;
  edgeStart: Int32Array;
  edgeChar: Uint16Array;
  edgeNext: Int32Array;
  entryStart: Int32Array;
  entryTag: Int32Array;
  entryMode: Uint8Array;
}

/** The child of `node` by character `c`, or -1. */
function child(edgeStart: Int32Array, edgeChar: Uint16Array, edgeNext: Int32Array, node: number, c: number): number {
  let lo = edgeStart[node] as number;
  let hi = (edgeStart[node + 1] as number) - 1;
  if (hi - lo < 8) {
    for (; lo <= hi; lo++) {
      const x = edgeChar[lo] as number;
      if (x === c) return edgeNext[lo] as number;
      if (x > c) return -1;
    }
    return -1;
  }
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = edgeChar[mid] as number;
    if (x === c) return edgeNext[mid] as number;
    if (x < c) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Lays out the trie of `byText`'s keys without building it as objects: a node is a run of the sorted keys
 * sharing a prefix, numbered breadth-first, its edges sorted by character (UTF-16 code units, the order
 * `sort()` gives), its entries in the order they were added.
 */
function flatten(byText: Map<string, number[]>): Flat {
  const keys = [...byText.keys()].sort();
  // Node k is keys[lo[k]] … keys[hi[k] - 1] at depth dep[k] (they share their first dep[k] characters).
  const lo: number[] = [0];
  const hi: number[] = [keys.length];
  const dep: number[] = [0];
  const edgeStart: number[] = [];
  const edgeChar: number[] = [];
  const edgeNext: number[] = [];
  const entryStart: number[] = [];
  const entryTag: number[] = [];
  const entryMode: number[] = [];
  for (let k = 0; k < lo.length; k++) {
    let a = lo[k] as number;
    const b = hi[k] as number;
    const d = dep[k] as number;
    entryStart.push(entryTag.length);
    if (a < b && (keys[a] as string).length === d) {
      for (const code of byText.get(keys[a] as string) as number[]) {
        entryTag.push(code >> 2);
        entryMode.push(code & 3);
      }
      a++;
    }
    edgeStart.push(edgeChar.length);
    while (a < b) {
      const c = (keys[a] as string).charCodeAt(d);
      let z = a + 1;
      while (z < b && (keys[z] as string).charCodeAt(d) === c) z++;
      edgeChar.push(c);
      edgeNext.push(lo.length);
      lo.push(a);
      hi.push(z);
      dep.push(d + 1);
      a = z;
    }
  }
  edgeStart.push(edgeChar.length);
  entryStart.push(entryTag.length);
  const t: Flat = {
    rootAscii: new Int32Array(128).fill(-1),
    edgeStart: Int32Array.from(edgeStart),
    edgeChar: Uint16Array.from(edgeChar),
    edgeNext: Int32Array.from(edgeNext),
    entryStart: Int32Array.from(entryStart),
    entryTag: Int32Array.from(entryTag),
    entryMode: Uint8Array.from(entryMode),
  };
  for (let e = edgeStart[0] as number; e < (edgeStart[1] as number); e++) if ((edgeChar[e] as number) < 128) t.rootAscii[edgeChar[e] as number] = edgeNext[e] as number;
  return t;
}

/** Does the entry text belong to a script matched anywhere? */
export function entryIsAnywhere(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isAnywhereScript(text.charCodeAt(i))) return true;
  return false;
}
