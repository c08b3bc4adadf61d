// Input normalisation. `clean` is applied to everything read as structure:
// invisible characters (zero-width spaces, soft hyphens, BOM) are removed and
// unusual spaces become spaces, so "r\u200bm -rf ~" reads as "rm -rf ~".
// `forWords` prepares a lower-cased copy for the lexicon: typographic
// quotes and full-width forms folded, digits of other scripts made ASCII,
// Arabic vowel marks and Hebrew points dropped.

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

function isPointMark(c: number): boolean {
  return c >= 0x064b && c <= 0x065f || c === 0x0670 || c === 0x0640 || c >= 0x0591 && c <= 0x05c7 && c !== 0x05be && c !== 0x05c0 && c !== 0x05c3 && c !== 0x05c6;
}

/** The same folding for a lexicon entry (Arabic and Hebrew marks dropped, alef forms made one). */
export function foldMarks(e: string): string {
  if (!/[\u0591-\u05c7\u0622-\u0625\u0640-\u065f\u0670]/.test(e)) return e;
  let out = '';
  for (let i = 0; i < e.length; i++) {
    const c = e.charCodeAt(i);
    if (isPointMark(c)) continue;
    out += c === 0x0623 || c === 0x0625 || c === 0x0622 ? '\u0627' : e[i];
  }
  return out;
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
      // Arabic short-vowel marks and tatweel, Hebrew points: optional spelling aids ("ألغِ" is "ألغ"), never meaning.
      if (isPointMark(c)) continue;
      // Alef with hamza or madda is often written as a bare alef ("الغ" for "ألغ"): one form for both.
      if (c === 0x0623 || c === 0x0625 || c === 0x0622) {
        out += '\u0627';
        continue;
      }
      // cls-intlB15: the Arabic thousands and decimal separators (٢٬٥٠٠٬٠٠٠, ٣٫٥) are a comma and a point.
      if (c === 0x066c || c === 0x066b) {
        out += c === 0x066c ? ',' : '.';
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
  // cls-intlA18: chat stretches letters ("borrrra tooodo", "alllle", "tuttoooo"): a run of three or more of one letter is
  // one vowel or two consonants ("borra todo", "alle", "tutto"). (w and x are left: www, xxx.)
  if (STRETCHED.test(t)) t = t.replace(STRETCHED_ALL, (_m, c: string) => (STRETCH_VOWELS.includes(c) ? c : c + c));
  // cls-intlA19: the Czech and Slovak negative imperative is "ne" joined to the imperfective ("nemaž", "nevypínej", "neposílej",
  // "nemažte"): split off, so the negator stands before the verb as in the other languages ("ne maž").
  if (CS_SK_NEG_IMPERATIVE.test(t)) t = t.replace(CS_SK_NEG_IMPERATIVE_ALL, 'ne ');
  // cls-intlB20: Japanese chat contracts "do it (and leave it done)" and "go ahead and do it" onto the verb (消しといて,
  // 読んどいて, 切っちゃって, 消しちゃえ, 消しとけ): the plain te-form (消して, 読んで, 切って) the lexicon knows.
  // cls-intlB20: romanised Hindi-Urdu's "then" after a condition ("tests pass ho jaye to … deploy kar do", "theek hai to …") is
  // no English "to": a clause break.
  if (HI_THEN_B20.test(t)) t = t.replace(HI_THEN_B20_ALL, '$1, phir ');
  if (JA_ASPECT_B20.test(t)) t = t.replace(JA_ASPECT_B20_ALL, (_m, c: string, a?: string, b?: string) => c + (a === 'ど' || b === 'じ' ? 'で' : 'て'));
  // cls-intl20c: Vietnamese "Nếu / Khi / Sau khi … thì …" (if / when … then …) written without a comma: "thì" closes the
  // condition, so its words ("test qua hết") do not join the act after it ("Nếu test qua hết thì deploy lên production").
  if (VI_THEN_C20.test(t)) t = t.replace(VI_THEN_C20_ALL, '$1, thì');
  return t.replace(/\s+/g, ' ');
}
const CS_SK_NEG_IMPERATIVE = /(?<![\p{L}])ne(?=(?:maž|mazej|mazaj|vypín|posíl|posiel|odstraň|ruš|měň|meň|spouštěj|spúšťaj|nasazuj|nasadzuj|ukazuj|zobrazuj|sdílej|zdieľaj|zveřejňuj|zverejňuj|deployuj|pushuj|dávej|dávaj|přidávej|pridávaj|zapínej|zapínaj)\p{L}*(?![\p{L}]))/u;
const HI_THEN_B20 = /(?<![\p{L}])(ho\s+ja(?:a)?y?e|ho\s+jaen|ho\s+jayen|ho\s+gaya|ho\s+gaye|ho\s+gayi|hon|hai|hain|ho)\s+to(?=\s)/u;
const HI_THEN_B20_ALL = new RegExp(HI_THEN_B20.source, 'gu');
const VI_THEN_C20 = /(?<![\p{L}])((?:nếu|khi|sau khi|một khi|hễ)\s[^,.;:!?\n]{1,80}?)\s+thì(?=\s)(?!\s+(?:sao|điều gì|chuyện gì|có|làm sao|phải làm))/iu;
const VI_THEN_C20_ALL = new RegExp(VI_THEN_C20.source, 'giu');
const JA_ASPECT_B20 = /[\u3041-\u3096\u4e00-\u9fff](?:[とど](?:いて|け)|[ちじ]ゃ(?:って|え))/;
const JA_ASPECT_B20_ALL = /([\u3041-\u3096\u4e00-\u9fff])(?:([とど])(?:いて|け)|([ちじ])ゃ(?:って|え))/g;
const CS_SK_NEG_IMPERATIVE_ALL = new RegExp(CS_SK_NEG_IMPERATIVE.source, 'gu');
const STRETCHED = /([a-vyzß-öø-ÿа-яёіїєґα-ωάέήίόύώ])\1\1/;
const STRETCHED_ALL = /([a-vyzß-öø-ÿа-яёіїєґα-ωάέήίόύώ])\1{2,}/g;
const STRETCH_VOWELS = 'aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿаеёиоуыэюяіїєαεηιουωάέήίόύώ';
