// Text helpers every surface shares. Pure.

/**
 * Shortens text for display: whitespace folded, cut at a word boundary when
 * one is near, the cut marked with "…". Display only — never clip what is
 * classified, matched or stored as the record of an action.
 */
export function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = Math.max(1, max - 1);
  const head = flat.slice(0, room);
  const space = head.lastIndexOf(' ');
  // Prefer a word boundary unless it would throw away more than a third.
  const cut = space >= room * 0.66 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}

// ---- inert text -----------------------------------------------------------
//
// Every string an agent sent is shown to the person through `inert`: nothing
// in it can steer a terminal, a dialog or a notification, and nothing that
// changes how text reads is hidden. Control characters (C0, DEL, C1) become
// their visible Unicode control pictures or a <U+XXXX> tag; bidi overrides,
// isolates and marks, zero-width and other invisible format characters, and
// line/paragraph separators become a <U+XXXX> tag. Printable text is left as
// it is, so inert(inert(x)) === inert(x).

// C0 controls, DEL and C1 controls (U+0080–U+009F: U+009B is a one-character CSI on some terminals).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// Bidi controls, invisible format characters (\p{Cf}: zero-width space/joiners,
// word joiner, BOM, soft hyphen, tag characters, …), line/paragraph separators,
// combining grapheme joiner, Hangul fillers, variation selectors, lone surrogates.
// Combining marks are listed on purpose: each is matched (and tagged) on its own.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\p{Cf}\u2028\u2029\u034f\u115f\u1160\u3164\uffa0\u180b-\u180d\ufe00-\ufe0f\u{e0100}-\u{e01ef}]|\p{Cs}/gu;

// Whether inert() has anything to change (one scan instead of two replaces; most text has nothing):
// CONTROL or INVISIBLE anywhere, without tab and line feed when they are kept (that range is CONTROL's spelt out:
// change both together).
// eslint-disable-next-line no-misleading-character-class
const TO_CHANGE = new RegExp(`${CONTROL.source}|${INVISIBLE.source}`, 'u');
// eslint-disable-next-line no-misleading-character-class
const TO_CHANGE_KEEPING_NEWLINES = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]|${INVISIBLE.source}`, 'u');

const tag = (ch: string): string => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;

export interface InertOptions {
  /** Keep line feeds and tabs (for multi-line surfaces that lay text out themselves). Default false: shown as ␊ and ␉. */
  keepNewlines?: boolean;
  /** Also escape &, < and > as entities, for surfaces that read markup (libnotify bodies). */
  escapeMarkup?: boolean;
}

/** Agent text made safe to show: see the comment above. */
export function inert(text: string, options: InertOptions = {}): string {
  if (!options.escapeMarkup && !(options.keepNewlines ? TO_CHANGE_KEEPING_NEWLINES : TO_CHANGE).test(text)) return text;
  let out = text.replace(CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    if (options.keepNewlines && (ch === '\n' || ch === '\t')) return ch;
    if (code < 0x20) return String.fromCharCode(0x2400 + code); // ␀…␟ (ESC → ␛)
    if (code === 0x7f) return '\u2421'; // ␡
    return tag(ch);
  });
  out = out.replace(INVISIBLE, tag);
  if (options.escapeMarkup) out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return out;
}

/** inert() on every string inside a plain JSON-like value (keys too). */
export function inertDeep<T>(value: T): T {
  if (typeof value === 'string') return inert(value, { keepNewlines: true }) as T;
  if (Array.isArray(value)) return value.map(inertDeep) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // What Object.fromEntries(Object.entries(value).map(…)) gave, without the pairs: own enumerable
    // keys in order, a key that becomes an earlier one's replaces its value in place, and
    // "__proto__" stays an own member (an assignment would set the prototype).
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(source)) {
      const key = inert(k);
      const v = inertDeep(source[k]);
      if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
    }
    return out as T;
  }
  return value;
}

/** clip() then inert(): agent text on a one-line surface. */
export const showLine = (text: string, max = 80): string => inert(clip(text, max));

// ---- names ----------------------------------------------------------------

// Default-ignorable code points and format characters vanish from a name.
const IGNORABLE_IN_NAME = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;

/**
 * The identity of an agent or client name: Unicode NFKC, case folded, with
 * invisible and format characters removed and white space folded. "Worker",
 * "worker\u200b" and "ｗｏｒｋｅｒ" are the same agent. Used for every keyed
 * check (halts, blocks, step limits, rate limits) and stored as the name.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(IGNORABLE_IN_NAME, '')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

// Characters JSON.stringify leaves raw that a terminal or viewer may act on.
const JSON_UNSAFE = /[\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g;

/** JSON.stringify, with every character a terminal could act on written as a
 *  \u escape: lossless for the program reading it, inert on a screen. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(JSON_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
