// Numbers written in words ("forty grand", "cincuenta mil euros", "zwei Millionen",
// "trois cents clients") rewritten as digits, so the amount and count readers
// (context.ts `quantities`) see them like "40000". Words of the languages, not of any item.
// Pure; the input is the lower-cased text the prose reader works on.
import { paidNoUnitB25 } from '../readers/intlB25';

type Kind = 'unit' | 'hundred' | 'scale' | 'and' | 'a' | 'half';
interface NumWord {
  kind: Kind;
  value: number;
}

const WORDS = new Map<string, NumWord>();
function put(kind: Kind, value: number, words: string): void {
  for (const w of words.split(/\s+/)) if (w) WORDS.set(w, { kind, value });
}
// English
put('unit', 0, 'zero');
/** The words for one to n (each entry: the forms of one number), and for twenty, thirty, … */
const units = (words: string[]): void => words.forEach((w, i) => put('unit', i + 1, w));
const tens = (words: string[]): void => words.forEach((w, i) => put('unit', (i + 2) * 10, w));
units(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']);
tens(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
put('hundred', 100, 'hundred hundreds');
put('scale', 1e3, 'thousand thousands grand');
put('scale', 1e6, 'million millions');
put('scale', 1e9, 'billion billions');
put('and', 0, 'and');
put('a', 1, 'a an');
put('half', 0.5, 'half');
// Spanish and Portuguese
units(['uno un una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince']);
tens(['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']);
units(['um uma', 'dois duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez']);
tens(['vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa']);
put('hundred', 100, 'cien ciento cem cento');
put('unit', 200, 'doscientos doscientas duzentos duzentas');
put('unit', 300, 'trescientos trescientas trezentos trezentas');
put('unit', 500, 'quinientos quinientas quinhentos quinhentas');
put('scale', 1e3, 'mil');
put('scale', 1e6, 'millón millones milhão milhões');
put('and', 0, 'y e');
// French
units(['un une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze']);
tens(['vingt', 'trente', 'quarante', 'cinquante', 'soixante']);
put('scale', 1e3, 'mille');
put('scale', 1e6, 'million millions');
put('and', 0, 'et');
// Italian
units(['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci']);
tens(['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta']);
put('scale', 1e3, 'mila');
put('scale', 1e6, 'milione milioni');
// German and Dutch (whole words; compounds are split below)
units(['ein eine einen', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf']);
tens(['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig']);
units(['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien']);
tens(['twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig']);
put('hundred', 100, 'hundert honderd');
put('scale', 1e3, 'tausend duizend');
put('scale', 1e6, 'million millionen miljoen');
put('and', 0, 'und en');

// A digit and a scale word in more languages ("2 миллиона", "100 tysięcy", "3 miljoner"); the amount reader
// (context.ts) already reads млн, tỷ, triệu, juta, ribu and the CJK scales next to a currency.
put('scale', 1e3, 'тысяч тысячи тысяча тисяч тисячі тисяча tysięcy tysiące tysiąc tisíc tisíce tusen tusind tuhatta tuhat ezer χιλιάδες mii');
put('scale', 1e6, 'миллион миллиона миллионов мільйон мільйона мільйонів milion miliony milionów milionu milionů miljon miljoner millioner miljoonaa εκατομμύρια εκατομμύριο milioane');
put('scale', 1e9, 'миллиард миллиарда миллиардов мільярд мільярдів miliard miliardy miliardów miljard miljarder milliarder');

// cls-intl14: Vietnamese, Indonesian/Malay and Turkish number words before a scale ("năm tỷ đồng", "dua miliar rupiah",
// "iki milyon lira"). Their small numbers are everyday words too (năm is also "year", bir "a", lima a city), so they
// count only before a scale word, like "a" in "a million"; Turkish "on" (ten) and "bin" (thousand) are English words and
// stay out.
for (const [i, ws] of [['một', 'satu', 'bir'], ['hai', 'dua', 'iki'], ['ba', 'tiga', 'üç'], ['bốn', 'empat', 'dört'], ['năm', 'lima', 'beş'], ['sáu', 'enam', 'altı'], ['bảy', 'tujuh', 'yedi'], ['tám', 'delapan lapan', 'sekiz'], ['chín', 'sembilan', 'dokuz'], ['mười', 'sepuluh', '']].entries()) {
  put('a', i + 1, ws.join(' '));
}
put('hundred', 100, 'trăm ratus seratus');
put('scale', 1e3, 'nghìn ngàn ribu seribu');
put('scale', 1e6, 'triệu juta sejuta milyon millió');
put('scale', 1e9, 'tỷ tỉ miliar milyar milliárd');
// Hebrew thousand and million after digits ("50 אלף דולר").
put('scale', 1e3, 'אלף אלפים');
put('scale', 1e6, 'מיליון מיליונים');

// cls-intlA15: scale words in Bulgarian, the South Slavic and Baltic languages and Catalan ("2 милиона лева",
// "3 milijuna eura", "2 milijonus eurų", "dos milions"), and small number words before a scale in the European
// languages that had only digits ("пять миллионов", "dwa miliony", "två miljoner", "kaksi miljoonaa"). Like the
// Vietnamese and Turkish words above, the small words count only before a scale ("a" kind).
put('scale', 1e3, 'хиляди хиляда tisuća tisuće tisuću hiljada hiljade tūkstančių tūkstančius tūkstantis tūkstoši tūkstošus');
put('scale', 1e6, 'милион милиона милиони milijun milijuna milijona milijon milijoni miliona milijonus milijonai milijonų milijonas miljoni miljonus miljonu miljons milió milions milion miljoona miljoonan milioni');
// cls-intl17c: Icelandic millions and billions ("2 milljónir króna").
put('scale', 1e6, 'milljón milljónir milljóna milljónum');
put('scale', 1e9, 'milljarður milljarða milljörðum');
put('scale', 1e9, 'милиард милиарда milijarda milijardi milijardų miljardi miljardu');
for (const [ws, n] of [['два две dwa dwie dva dvě dvije två kaksi két kettő două doi δύο dvi divi', 2], ['три trzy tři tri kolme három trei τρία trys trīs', 3], ['пять пет pięć pět fem viisi öt cinci πέντε penki pieci cinc', 5], ['десять десет dziesięć deset tio kymmenen tíz zece δέκα dešimt desmit deu', 10]] as [string, number][]) {
  put('a', n, ws);
}

// cls-intlA21: the tens and hundreds of the Slavic, Nordic, Greek, Romanian, Finnish and Turkish languages before a scale
// ("пятьдесят тысяч", "pięćdziesiąt tysięcy", "padesát tisíc", "двести тысяч", "femtio tusen"): like the small words above,
// they count only before a scale ("a" kind), so "сорок" alone stays a word.
for (const [ws, n] of [
  ['двадцать двадцять dwadzieścia dvacet dvadsať dvadeset двадесет tjugo tjue tyve kaksikymmentä είκοσι douăzeci yirmi', 20],
  ['тридцать тридцять trzydzieści třicet tridsať trideset тридесет trettio tretti tredive kolmekymmentä τριάντα treizeci otuz', 30],
  ['сорок czterdzieści čtyřicet štyridsať četrdeset четиридесет fyrtio førti fyrre neljäkymmentä σαράντα patruzeci kırk', 40],
  ['пятьдесят п\'ятдесят пʼятдесят ятдесят пятдесят pięćdziesiąt padesát päťdesiat pedeset петдесет femtio femti halvtreds viisikymmentä πενήντα cincizeci elli', 50],
  ['шестьдесят шістдесят sześćdziesiąt šedesát šesťdesiat šezdeset шестдесет sextio seksti kuusikymmentä εξήντα șaizeci altmış', 60],
  ['сто sto сто hundra hundre hundrede sata εκατό yüz', 100],
  ['двести двісті dwieście dvěstě dvesto dvjesto dvesta двеста tvåhundra tohundre tohundrede kaksisataa διακόσιες διακόσια', 200],
  ['триста trzysta třista tristo триста trehundra trehundre kolmesataa τριακόσιες', 300],
  ['пятьсот п\'ятсот пʼятсот ятсот pięćset pětset päťsto petsto петстотин femhundra femhundre femhundrede viisisataa πεντακόσιες', 500],
] as [string, number][]) {
  put('a', n, ws);
}

/** Chinese, Japanese and Korean scales after digits: 50万, 500万円, 5천만 원, 1億, 3千. */
const CJK_SCALE = /(\d+(?:\.\d+)?)\s?([千천])?([万萬만])?([億亿억])?\s?([元円원块]?)/g;
function cjkScales(text: string): string {
  if (!/[千천万萬만億亿억]/.test(text)) return text;
  // The currency, when it follows, becomes a word of its own (円を → 円 を) for the amount reader.
  return text.replace(CJK_SCALE, (all, d: string, k?: string, w?: string, y?: string, cur?: string) => {
    if (!k && !w && !y) return all;
    const value = Number(d) * (k ? 1e3 : 1) * (w ? 1e4 : 1) * (y ? 1e8 : 1);
    return cur ? `${Math.round(value)} ${cur} ` : `${Math.round(value)} `;
  });
}

/** (cls-intl14) Chinese and Japanese numerals written in characters before a currency: 两百万元, 五千万円, 一億円, 百万美元. */
const HAN_NUMERAL = /(?<![\d.,]\s?)[零〇一二两兩三四五六七八九十百千]+[零〇一二两兩三四五六七八九十百千万萬亿億]*(?=\s?(?:元|块|塊|美元|欧元|歐元|英镑|英鎊|日元|円|人民币|人民幣|港币|港幣|美金|ドル|ユーロ))/g;
const HAN_DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const HAN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const HAN_BIG: Record<string, number> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };
function hanNumerals(text: string): string {
  if (!/[十百千万萬亿億]/.test(text)) return text;
  return text.replace(HAN_NUMERAL, (run: string) => {
    let total = 0;
    let section = 0;
    let num = 0;
    for (const ch of run) {
      if (ch in HAN_DIGIT) num = HAN_DIGIT[ch] as number;
      else if (ch in HAN_UNIT) {
        section += (num || 1) * (HAN_UNIT[ch] as number);
        num = 0;
      } else {
        total = (total + section + num || 1) * (HAN_BIG[ch] as number);
        section = 0;
        num = 0;
      }
    }
    const value = total + section + num;
    return value >= 10 ? `${value} ` : run;
  });
}

/** German and Dutch write numbers as one word: "fünfzigtausend", "zweihundert", "vijftigduizend". */
// (cls-intlA21: also Italian and Nordic compounds, "trentamila", "duecentomila", "femtiotusen", "halvtredstusind".)
const COMPOUND = /^(?:[a-zäöüßåø]+?)(?:hundert|tausend|honderd|duizend|mila|cento|tusen|tusind)(?:[a-zäöüßåø]*)$/;
const PARTS = [...WORDS.keys()].filter((k) => /^[a-zäöüßåø]+$/.test(k) && k.length > 2).sort((x, y) => y.length - x.length);

function splitCompound(word: string): string[] | null {
  if (!COMPOUND.test(word)) return null;
  const out: string[] = [];
  let rest = word;
  let guard = 0;
  while (rest && guard++ < 12) {
    if (rest.startsWith('und')) {
      out.push('und');
      rest = rest.slice(3);
      continue;
    }
    const p = PARTS.find((x) => rest.startsWith(x));
    if (!p) return null;
    out.push(p);
    rest = rest.slice(p.length);
  }
  return rest ? null : out;
}

/** Money said as "grand" is US dollars unless a currency is named right after. */
const CURRENCY_AFTER = /^\s*(?:dollars?|usd|euros?|eur|€|\$|£|pounds?|gbp|bucks|francs?|chf|yen|jpy|rubles?|рубл|гривен|złotych|zł|pln|kronor|kr|reais|real|pesos?|rupees?|inr|rupiah|rp|đồng|vnd|lira|tl)/;

/**
 * Rewrites runs of number words as digits: "forty grand" → "$40000", "cincuenta mil euros" →
 * "50000 euros", "three hundred customers" → "300 customers". Runs worth less than ten stay words.
 */
/** Past this many words, a run of number words still worth under 10 ends ("nine hundred and ninety nine thousand …" is 9–12 words). */
export const MAX_RUN = 32;

/** (cls-intl14) Thai scales after digits, written without a space: "5 ล้านบาท", "3 แสนบาท", "2 หมื่น". */
const THAI_SCALE = /(\d+(?:\.\d+)?)\s?(ล้าน|แสน|หมื่น|พัน)/g;
const THAI_SCALES: Record<string, number> = { ล้าน: 1e6, แสน: 1e5, หมื่น: 1e4, พัน: 1e3 };
function thaiScales(text: string): string {
  if (!/ล้าน|แสน|หมื่น|พัน/.test(text)) return text;
  return text.replace(THAI_SCALE, (_all, d: string, sc: string) => `${Math.round(Number(d) * (THAI_SCALES[sc] as number))} `);
}

/** (cls-intl14) Swahili puts the scale first: "milioni kumi" is ten million, "elfu hamsini" fifty thousand. */
const SW_SCALE_FIRST = /(?<![\p{L}])(elfu|milioni|bilioni)\s+(\d+(?:\.\d+)?|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi|ishirini|thelathini|arobaini|hamsini|sitini|sabini|themanini|tisini|mia)(?![\p{L}])/gu;
const SW_UNITS: Record<string, number> = { moja: 1, mbili: 2, tatu: 3, nne: 4, tano: 5, sita: 6, saba: 7, nane: 8, tisa: 9, kumi: 10, ishirini: 20, thelathini: 30, arobaini: 40, hamsini: 50, sitini: 60, sabini: 70, themanini: 80, tisini: 90, mia: 100 };
const SW_SCALES: Record<string, number> = { elfu: 1e3, milioni: 1e6, bilioni: 1e9 };
function swahiliScales(text: string): string {
  if (!/elfu|milioni|bilioni/.test(text)) return text;
  return text.replace(SW_SCALE_FIRST, (_all, sc: string, u: string) => String(Math.round((SW_SCALES[sc] as number) * (/^\d/.test(u) ? Number(u) : (SW_UNITS[u] as number)))));
}

/**
 * cls-intlB15: a number word before a scale word in Devanagari, Bengali, Arabic, Persian, Urdu and Thai script, and
 * Sino-Korean numerals before 만/억 ("दो करोड़", "২ কোটি" is digits already, "ثلاثة ملايين", "پنج میلیارد", "ห้าล้าน",
 * "오억 원"): the number as digits, the scale word kept for the amount reader.
 */
const SCRIPT_UNITS: Record<string, number> = {
  एक: 1, दो: 2, तीन: 3, चार: 4, पांच: 5, पाँच: 5, छह: 6, सात: 7, आठ: 8, नौ: 9, दस: 10, बीस: 20, पचास: 50, सौ: 100,
  এক: 1, দুই: 2, তিন: 3, চার: 4, পাঁচ: 5, ছয়: 6, সাত: 7, আট: 8, নয়: 9, দশ: 10,
  واحد: 1, اثنان: 2, اثنين: 2, ثلاثة: 3, ثلاث: 3, اربعة: 4, اربع: 4, خمسة: 5, خمس: 5, ستة: 6, سبعة: 7, ثمانية: 8, تسعة: 9, عشرة: 10,
  یک: 1, دو: 2, سه: 3, چهار: 4, پنج: 5, شش: 6, هفت: 7, هشت: 8, نه: 9, ده: 10, بیست: 20, پنجاه: 50, صد: 100,
  ایک: 1, تین: 3, پانچ: 5, چھ: 6, آٹھ: 8, نو: 9, دس: 10, بیس: 20, پچاس: 50,
  หนึ่ง: 1, สอง: 2, สาม: 3, สี่: 4, ห้า: 5, หก: 6, เจ็ด: 7, แปด: 8, เก้า: 9, สิบ: 10,
  // cls-intlB17: one and a half, two and a half (डेढ़, ढाई, ڈیڑھ, ڈھائی, দেড়, আড়াই) and the Bengali tens.
  डेढ़: 1.5, ढाई: 2.5, ڈیڑھ: 1.5, ڈھائی: 2.5, اڑھائی: 2.5, দেড়: 1.5, আড়াই: 2.5, বিশ: 20, ত্রিশ: 30, চল্লিশ: 40, পঞ্চাশ: 50, একশো: 100,
};
const SCRIPT_SCALE_AFTER = /^\s?(?:करोड़|लाख|हज़ार|हजार|মিলিয়ন|কোটি|লাখ|হাজার|ملايين|مليون|مليار|الف|الاف|آلاف|میلیون|میلیارد|هزار|کروڑ|لاکھ|ہزار|ล้าน|แสน|หมื่น|พัน)/;
const SCRIPT_UNIT_WORD = /(?<![\p{L}\p{M}])(एक|दो|तीन|चार|पांच|पाँच|छह|सात|आठ|नौ|दस|बीस|पचास|सौ|এক|দুই|তিন|চার|পাঁচ|ছয়|সাত|আট|নয়|দশ|واحد|اثنان|اثنين|ثلاثة|ثلاث|اربعة|اربع|خمسة|خمس|ستة|سبعة|ثمانية|تسعة|عشرة|یک|دو|سه|چهار|پنج|شش|هفت|هشت|نه|ده|بیست|پنجاه|صد|ایک|تین|پانچ|چھ|آٹھ|نو|دس|بیس|پچاس|डेढ़|ढाई|ڈیڑھ|ڈھائی|اڑھائی|দেড়|আড়াই|বিশ|ত্রিশ|চল্লিশ|পঞ্চাশ|একশো)(?![\p{L}\p{M}])|(หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ)(?=ล้าน|แสน|หมื่น|พัน)/gu;
const KO_DIGIT: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const KO_UNIT: Record<string, number> = { 십: 10, 백: 100, 천: 1000 };
// (cls-intlB18: never right after digits — "5억 원", "2만원" are read by cjkScales as 5 × 10⁸ and 2 × 10⁴, not "5" + "100000000".)
const KO_NUMERAL = /(?<![\uac00-\ud7af\d])(?<!\d\s)[일이삼사오육칠팔구십백천]*[만억][일이삼사오육칠팔구십백천만억]*(?=\s?원)/g;
/** cls-intlB17: a bare scale word before a currency ("مليون دولار", "میلیون دلار" — a million dollars) is one of it. */
const BARE_SCALE_MONEY = /(?<![\d\u0660-\u0669\u06f0-\u06f9][\s\u00a0]?)(?<![\d\u0660-\u0669\u06f0-\u06f9])(مليون|مليار|میلیون|میلیارد)(?=\s?(?:دولار|ريال|درهم|جنيه|دينار|يورو|تومان|ریال|دلار|یورو))/g;
/** cls-intl17c: the Arabic dual of a scale word (مليوني دولار: two million dollars), a whole word. */
const ARABIC_DUAL_SCALE_17C = /(?<![\p{L}\p{M}])(مليوني|مليونين|مليونا|ملياري|مليارين|مليارا)(?![\p{L}\p{M}])/gu;
function scriptNumerals(text: string): string {
  let t = text;
  if (/[\u0900-\u09ff\u0600-\u06ff\u0e00-\u0e7f]/.test(t)) {
    t = t.replace(SCRIPT_UNIT_WORD, (all: string, a?: string, b?: string, at?: number) => {
      const word = (a ?? b) as string;
      const end = (at as number) + all.length;
      if (b) return ` ${SCRIPT_UNITS[word] as number}`;
      return SCRIPT_SCALE_AFTER.test(t.slice(end, end + 12)) ? `${SCRIPT_UNITS[word] as number}` : all;
    });
  }
  // (cls-intl17c: the Arabic dual of million / billion — مليوني / مليونين / ملياري — is two of it.)
  if (/مليون[يا]|ملياري|مليار[اي]ن/.test(t)) t = t.replace(ARABIC_DUAL_SCALE_17C, (_m: string, w: string) => `2 ${w.startsWith('مليون') ? 'مليون' : 'مليار'}`);
  if (/[\u0600-\u06ff]/.test(t)) t = t.replace(BARE_SCALE_MONEY, (m: string, _w: string, at: number) => (/[\p{L}\p{M}]$/u.test(t.slice(Math.max(0, at - 1), at)) ? m : `1 ${m}`));
  if (/[만억]\s?원/.test(t)) {
    t = t.replace(KO_NUMERAL, (run: string) => {
      let total = 0;
      let section = 0;
      let num = 0;
      for (const ch of run) {
        if (ch in KO_DIGIT) num = KO_DIGIT[ch] as number;
        else if (ch in KO_UNIT) {
          section += (num || 1) * (KO_UNIT[ch] as number);
          num = 0;
        } else {
          total = (total + section + num || 1) * (ch === '억' ? 1e8 : 1e4);
          section = 0;
          num = 0;
        }
      }
      const value = total + section + num;
      return value >= 10 ? `${value}` : run;
    });
  }
  return t;
}

/** cls-intl17c: Chinese 转 / 打 / 付 (transfer, wire, pay) right before an amount in 万 or 亿 with no currency after it
 *  ("给新账户打一千万", "给新供应商转 500 万") pays yuan: the currency is written in, so the amount is read. */
const ZH_PAID_NO_UNIT_17C = /([转轉打付匯汇款]\s?(?:\d[\d,.]*|[一二两兩三四五六七八九十百千]+)\s?[千]?[万萬亿億])(?!\s?(?:元|块|塊|美元|美金|欧元|歐元|英镑|英鎊|日元|円|港币|港幣|人民币|人民幣|台币|台幣|韩元|韓元|多|个|個|人|条|條|行|次|件|份|张|張|名|位|用户|用戶|客户|客戶))/g;
function zhPaidYuan17c(text: string): string {
  // (cls-intl18c: also 匯 / 汇 / 匯款, remit.)
  if (!/[转轉打付匯汇款]/.test(text) || !/[万萬亿億]/.test(text)) return text;
  return text.replace(ZH_PAID_NO_UNIT_17C, '$1元');
}
/** cls-intlB18: an amount in 万 / 亿 said after "pay to / wire to" and the payee (汇给这个新账户 300 万, 付给他 5 万) is yuan;
 *  Korean and Japanese amounts in 만 / 억 / 万 with no currency, in a text that transfers money (5억 이체해, 3000万振り込んで),
 *  are won and yen. */
const ZH_PAID_TO_18 = /((?:转|轉|打|付|汇|匯)(?:给|給)[^\d，。,.!?！？\s]{1,12}?\s?(?:\d[\d,.]*|[一二两兩三四五六七八九十百千]+)\s?千?[万萬亿億])(?!\s?(?:元|块|塊|美元|美金|欧元|歐元|英镑|英鎊|日元|円|港币|港幣|人民币|人民幣|台币|台幣|韩元|韓元|多|个|個|人|条|條|行|次|件|份|张|張|名|位))/g;
const KO_MONEY_VERB_18 = /이체|송금|입금|보내|쏴|지급|결제|계좌/;
const KO_SCALE_NO_UNIT_18 = /(\d[\d,.]*\s?[천백]?\s?[만억])(?!\s?(?:원|달러|엔|위안|유로|명|개|건|번|줄|행|회|장|개월|년|시간|분|초|배|위|등|대|권|곳)|(?![을를씩])[\uac00-\ud7af])/g;
// (cls-intlB20: and chat's 振って / 振っといて, 返して, 送って: 500万振っといて.)
const JA_MONEY_VERB_18 = /振り?込|送金|入金|支払|払って|払い|振って|振っと|振っちゃ|返して|返しと|送って|送っと/;
const JA_SCALE_NO_UNIT_18 = /(\d[\d,.]*\s?千?[万億])(?!\s?(?:円|ドル|ユーロ|元|人|件|個|行|回|台|本|枚|通|名|社|年|ヶ月|か月|時間|分|秒|倍|位|以上|以下|株|口座|アカウント|ユーザー|レコード))/g;
const TH_MONEY_VERB_18 = /โอน|จ่าย|ชำระ/;
const TH_SCALE_NO_UNIT_18 = /(\d[\d,.]*\s?(?:ล้าน|แสน|หมื่น|พัน))(?!\s?(?:บาท|ดอลลาร์|เหรียญ|ยูโร|เยน|หยวน|คน|ราย|ครั้ง|แถว|รายการ|ไฟล์|ชิ้น|บัญชี|ข้อความ|ผู้ใช้|ฉบับ|ปี|วัน))/g;
function paidNoUnit18(text: string): string {
  let t = text;
  // (Thai: an amount in พัน / หมื่น / แสน / ล้าน with โอน / จ่าย and no currency is baht: "โอนให้ซัพพลายเออร์รายใหม่ 5 ล้าน".)
  if (/ล้าน|แสน|หมื่น|พัน/.test(t) && TH_MONEY_VERB_18.test(t)) t = t.replace(TH_SCALE_NO_UNIT_18, '$1บาท');
  if (/[给給]/.test(t) && /[万萬亿億]/.test(t)) t = t.replace(ZH_PAID_TO_18, '$1元');
  if (/[만억]/.test(t) && KO_MONEY_VERB_18.test(t)) t = t.replace(KO_SCALE_NO_UNIT_18, '$1 원');
  if (/[万億]/.test(t) && /[\u3040-\u30ff]/.test(t) && JA_MONEY_VERB_18.test(t)) t = t.replace(JA_SCALE_NO_UNIT_18, '$1円');
  return t;
}
export function numbersInWords(text0: string): string {
  const text = thaiScales(swahiliScales(cjkScales(hanNumerals(scriptNumerals(paidNoUnit18(zhPaidYuan17c(paidNoUnitB25(text0))))))));
  if (!/[a-zà-ÿ\u0370-\u03ff\u0400-\u04ff\u05d0-\u05ea]/.test(text)) return text;
  const re = /[\p{L}]+|\d+(?:[.,]\d+)?/gu;
  const toks: { s: number; e: number; w: string }[] = [];
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(text)) && guard++ < 4000) toks.push({ s: m.index, e: m.index + m[0].length, w: m[0] });
  let out = '';
  let last = 0;
  for (let i = 0; i < toks.length; i++) {
    const first = toks[i] as { s: number; e: number; w: string };
    const startsRun = WORDS.get(first.w);
    const digits = /^\d+(?:[.,]\d+)?$/.test(first.w) ? Number(first.w.replace(',', '.')) : NaN;
    const compound = !startsRun && Number.isNaN(digits) ? splitCompound(first.w) : null;
    if (!startsRun && Number.isNaN(digits) && !compound) continue;
    // Collect the run: number words (and digits followed by scale words: "3 million", "40 grand").
    let total = 0;
    let current = 0;
    let sawScale = false;
    let grand = false;
    let j = i;
    let end = first.e;
    let used = 0;
    let significant = false;
    let capped = false;
    for (; j < toks.length; j++) {
      // A number phrase is a few words. A long run still worth under 10 ("zero zero …" on 50,000 lines) would be
      // read again from each of its words: quadratic in the input (perf9). Runs worth more go on as before.
      if (j - i >= MAX_RUN && total + current < 10) {
        capped = true;
        break;
      }
      const t = toks[j] as { s: number; e: number; w: string };
      if (j > i && !/^[\s-]*$/.test(text.slice((toks[j - 1] as { e: number }).e, t.s))) break;
      const parts = j === i && compound ? compound : null;
      const words = parts ?? [t.w];
      let ok = true;
      for (const word of words) {
        const d = /^\d+(?:[.,]\d+)?$/.test(word) ? Number(word.replace(',', '.')) : NaN;
        const nw = Number.isNaN(d) ? WORDS.get(word) : ({ kind: 'unit', value: d } as NumWord);
        if (!nw) {
          ok = false;
          break;
        }
        if (nw.kind === 'and') {
          if (used === 0) ok = false;
          continue;
        }
        if (nw.kind === 'a' || nw.kind === 'half') {
          // "a million", "half a million": only before a scale word.
          const next = WORDS.get((toks[j + 1]?.w ?? '')) ?? WORDS.get(toks[j + 2]?.w ?? '');
          if (!next || (next.kind !== 'scale' && next.kind !== 'hundred' && next.kind !== 'a')) {
            ok = false;
            break;
          }
          // "half a million": the "a" after "half" adds nothing.
          if (!(nw.kind === 'a' && current === 0.5)) current += nw.value;
          used++;
          continue;
        }
        if (nw.kind === 'unit') {
          current += nw.value;
          if (Number.isNaN(d)) significant = true;
        } else if (nw.kind === 'hundred') {
          current = (current || 1) * 100;
          significant = true;
        } else {
          total += (current || 1) * nw.value;
          current = 0;
          sawScale = true;
          significant = true;
          if (word === 'grand') grand = true;
        }
        used++;
      }
      if (!ok) break;
      end = t.e;
    }
    const value = total + current;
    // A run with no number word in it ("a", digits, "half") is no run from any of its later words either
    // (whether a word is significant does not depend on where the run starts, and every later start ends at
    // the same break or earlier): go on from the break.
    if (!significant && !capped && j > i + 1) {
      i = j - 1;
      continue;
    }
    // Plain digits with no number word after them are left to the amount reader.
    if (!significant || used === 0 || value < 10 || (!Number.isNaN(digits) && !sawScale)) continue;
    const currencyNamed = CURRENCY_AFTER.test(text.slice(end, end + 10));
    out += text.slice(last, first.s) + (grand && !currencyNamed ? '$' : '') + String(Math.round(value));
    last = end;
    i = j - 1;
  }
  return last === 0 ? text : out + text.slice(last);
}
