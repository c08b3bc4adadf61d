// Input normalisation. `clean` is applied to everything read as structure:
// invisible characters (zero-width spaces, soft hyphens, BOM) are removed and
// unusual spaces become spaces, so "r\u200bm -rf ~" reads as "rm -rf ~".
// `forWords` prepares a lower-cased copy for the lexicon: typographic
// quotes and full-width forms folded, digits of other scripts made ASCII.

const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff]/g;
const ODD_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

export function clean(text: string): string {
  let t = text;
  if (hasNonAscii(t)) {
    t = t.replace(INVISIBLE, '').replace(ODD_SPACE, ' ');
    if (/[\uff01-\uff5e]/.test(t)) t = t.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  }
  return t;
}

export function hasNonAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return true;
  return false;
}

const DIGIT_BASES = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0xff10];

/** Lower-cased copy for word matching: ’ → ', “” → ", other digits → ASCII, whitespace folded. */
export function forWords(text: string): string {
  let t = text.toLowerCase();
  if (hasNonAscii(t)) {
    let out = '';
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c < 128) {
        out += t[i];
        continue;
      }
      if (c === 0x2019 || c === 0x2018 || c === 0x02bc) out += "'";
      else if (c === 0x201c || c === 0x201d || c === 0x201e || c === 0xab || c === 0xbb) out += '"';
      else {
        let digit = -1;
        for (const b of DIGIT_BASES) if (c >= b && c <= b + 9) digit = c - b;
        out += digit >= 0 ? String(digit) : t[i];
      }
    }
    t = out;
  }
  return t.replace(/\s+/g, ' ');
}
