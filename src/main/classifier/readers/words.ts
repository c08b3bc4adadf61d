// Reading words as meaning: lexicon hits (text/lexicon.ts) mapped to the
// verb and object classes of the meaning model, and operation names in every
// naming style (snake_case, camelCase, kebab-case, dotted, mcp__server__tool,
// DeleteTableCommand, _delete_by_query) split into words.
import type { Obj, Scope, Verb } from '../meaning';
import { M } from '../meaning';
import { lexicon, lexiconPairs } from '../text/lexicon';
import { isWordChar, Matcher, type Hit } from '../text/match';
import { memoTable } from '../memo';
import { ownTable } from '../own';
import { englishLightVerbsEN22 } from './en22';
import { intlB25Tags } from './intlB25';
import { englishDomainsEN25 } from './en25';
import { servicesPLAN26 } from './plan26';

export interface Tagged {
  kind: 'v' | 'o' | 'm' | 'n';
  name: string;
  start: number;
  end: number;
}

const TAG_CACHE = new Map<number, Tagged['kind']>();

/**
 * Tags by text: the prose reader, the second reading and the floors often tag the same text in
 * one call (the whole input read as prose, then again as the second reading). Callers never change a
 * Tagged in place, so the objects are shared; each caller gets its own array.
 */
const TAGS = memoTable<string, readonly Tagged[]>();

/** Lexicon hits of a lower-cased, normalised text, with their kinds. */
export function tag(text: string): Tagged[] {
  const known = TAGS.get(text);
  if (known) return known.slice();
  const out = tagUncached(text);
  if (TAGS.size >= 256) TAGS.clear();
  TAGS.set(text, out.slice());
  return out;
}

function tagUncached(text: string): Tagged[] {
  const m = lexicon();
  const hits: Hit[] = m.scan(text);
  const out: Tagged[] = [];
  for (const h of hits) {
    const t = m.tags[h.tag] as string;
    let kind = TAG_CACHE.get(h.tag);
    if (!kind) {
      kind = t[0] as Tagged['kind'];
      TAG_CACHE.set(h.tag, kind);
    }
    out.push({ kind, name: t.slice(2), start: h.start, end: h.end });
  }
  separable(text, out);
  if (text.includes('alaut')) finnishRefund(text, out);
  if (/access for|rights for|role for/i.test(text)) nominalGrantAtStart(text, out);
  if (/contractor|intern|new hire|vendor|freelancer|consultant|auditor/i.test(text)) roleWished(text, out);
  compoundHeads(text, out);
  if (hasAccentedClitic(text)) encliticImperatives(text, out);
  if (text.includes('abo') || text.includes('datenbank')) compoundHeadsA17(text, out);
  if (text.includes('zu')) germanZuInfinitives(text, out);
  if (/напиш|napis|napiš|napíš/.test(text)) slavicWriteCode(text, out);
  if (text.includes('\u8868') || text.includes('\u5e93') || text.includes('\u5eab')) codeSwitchedHeads(text, out);
  if (/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(text)) dropContainedObjects(out);
  if (text.includes('ed by ')) arrangedBy(text, out);
  if (text.includes(' fix ')) germanFixAdverb(text, out);
  if (/ignor/i.test(text)) ignoredMessageB21(text, out);
  englishLightVerbsEN22(text, out); // cls-en22
  intlB25Tags(text, out); // cls-intlB25
  englishDomainsEN25(text, out); // cls-en25
  servicesPLAN26(text, out); // cls-plan26
  return out;
}

/**
 * cls-benign21: "Ignore my last message", "ignore that, I found it", "Ignorez mon message précédent", "Ignora a minha última
 * mensagem": a turn of the chat taken back. The French and Portuguese "ignor*" (bypass) also matched English "ignore"; what is
 * ignored here is something said (a message, comment, question, typo) or a bare that/this/it/me closing the clause, so no check
 * is skipped ("ignore the failing tests", "ignore SSL errors" keep their reading).
 */
const IGNORED_SAID_B21 = /^\s+(?:(?:(?:my|the|that|this|your|mon|ma|mes|le|la|les|ce|cette|o|a|os|as|meu|minha|il|mio|mia|el|mi)\s+){0,2}(?:(?:last|previous|earlier|above|first|second|old|other|dernier|dernière|précédent|précédente|último|última|anterior|ultimo|ultima|precedente)\s+){0,2}(?:messages?|comments?|questions?|requests?|repl(?:y|ies)|e?-?mails?|notes?|typos?|prompts?|instructions?|answers?|points?|remarks?|commentaires?|mensage[mn]s?|mensajes?|messaggi[oa]?|perguntas?|preguntas?|questions?|domandas?)\b(?:\s+(?:précédent|précédente|anterior|dernier|dernière|precedente))?|(?:that|this|it|me|them|all\s+that|ça|cela|isso|isto|eso|esto)\s*(?:[.,;!?—–-]|$))/i;
function ignoredMessageB21(text: string, out: Tagged[]): void {
  for (let i = out.length - 1; i >= 0; i--) {
    const t = out[i] as Tagged;
    if (t.kind === 'v' && t.name === 'disable' && /^ignor/i.test(text.slice(t.start, t.end)) && IGNORED_SAID_B21.test(text.slice(t.end, t.end + 100).replace(/^\p{L}+/u, ''))) out.splice(i, 1);
  }
}

/**
 * cls-intlA18: German chat "mal fix", "ma fix", "eben fix" is "quickly" ("kannste ma fix die prod db plattmachen?"): no
 * English "fix" (repair), so the verb the sentence ends on is the act.
 */
function germanFixAdverb(text: string, out: Tagged[]): void {
  for (let i = out.length - 1; i >= 0; i--) {
    const t = out[i] as Tagged;
    if (t.kind === 'v' && text.slice(t.start, t.end) === 'fix' && /(?:^|\s)(?:ma|mal|mol|eben|kurz|schnell|noch|nochmal|grad|gerade)\s$/.test(text.slice(Math.max(0, t.start - 10), t.start))) out.splice(i, 1);
  }
}

/**
 * cls-benign17: "grouped by feature", "sorted by date", "ordered by author": an English participle of arranging before
 * "by" says how a text is laid out; it names no group, team or order (a changelog "grouped by fix and breaking change").
 */
function arrangedBy(text: string, out: Tagged[]): void {
  for (let i = out.length - 1; i >= 0; i--) {
    const t = out[i] as Tagged;
    if (t.kind !== 'o') continue;
    const m = /^([a-z]+)\s+by\b/i.exec(text.slice(t.start, t.start + 40));
    if (m && /^(?:grouped|sorted|ordered|arranged|organi[sz]ed|clustered|bucketed|partitioned|keyed|indexed|ranked)$/i.test(m[1] as string)) out.splice(i, 1);
  }
  // (And what it is grouped by, up to the clause's end, is a category: "grouped by team and fix type".)
  for (const m of text.matchAll(/\b(?:grouped|sorted|ordered|arranged|organi[sz]ed|clustered|bucketed|partitioned|ranked)\s+by\s+([^,.;:!?\n]{1,60})/gi)) {
    const a = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    const b = (m.index ?? 0) + m[0].length;
    for (let i = out.length - 1; i >= 0; i--) {
      const t = out[i] as Tagged;
      if ((t.kind === 'o' || (t.kind === 'v' && t.name === 'update')) && t.start >= a && t.start < b) out.splice(i, 1);
    }
  }
}

/**
 * Words in scripts without spaces match anywhere, so a shorter object word is found inside a longer one (ログ in
 * ダイアログ "dialog", in ブログ "blog"). The longer word is what the text names; the object inside it is dropped.
 */
function dropContainedObjects(out: Tagged[]): void {
  for (let i = out.length - 1; i >= 0; i--) {
    const t = out[i] as Tagged;
    if (t.kind !== 'o' || t.start >= t.end) continue;
    if (out.some((u) => u !== t && (u.kind === 'o' || u.kind === 'n') && u.start <= t.start && u.end >= t.end && u.end - u.start > t.end - t.start && u.start < t.start)) out.splice(i, 1);
  }
}

/**
 * Chinese written around an English name: "prod 的 users 表", "orders表", "prod 库". Alone, 表 and 库 are too
 * ambiguous for the lexicon (表示 "show", 表格 "form", 仓库 "repository"); after a Latin identifier they are the
 * table or the database that identifier names.
 */
const ZH_NAMED_HEAD = /[a-z0-9_][a-z0-9_.-]*\s?([\u8868\u5e93\u5eab])(?![\u793a\u683c\u8fbe\u9054\u660e\u60c5\u6f14\u73b0\u73fe\u626c\u63da\u5355\u55ae\u9762\u5b58])/g;
function codeSwitchedHeads(text: string, out: Tagged[]): void {
  ZH_NAMED_HEAD.lastIndex = 0;
  let m: RegExpExecArray | null;
  let added = false;
  while ((m = ZH_NAMED_HEAD.exec(text)) !== null) {
    const at = m.index + m[0].length - 1;
    const name = m[1] === '\u8868' ? 'table' : 'database';
    if (out.some((t) => t.kind === 'o' && t.start <= at && t.end > at)) continue;
    out.push({ kind: 'o', name, start: at, end: at + 1 });
    added = true;
  }
  if (added) out.sort((x, y) => x.start - y.start);
}

/**
 * Compound words (German, Dutch, Scandinavian, Finnish, Hungarian) carry the object as their head, after an
 * environment or owner: Produktionspasswort, produktionsbucketen, Kundenabonnements, tuotantovarmuuskopiot. The
 * lexicon matches at word starts only, so a head inside a word is tagged here (once per text: tags are memoised).
 */
const COMPOUND_HEAD = /(passwort|kennwort|wachtwoord|l\u00f6senord|passord|adgangskode|salasana|jelsz\u00f3|jelszav|bucket|backup|back-up|datensicherung|s\u00e4kerhetskopi|sikkerhetskopi|sikkerhedskopi|varmuuskopi|abonnement|abonnemang|prenumeration|el\u0151fizet\u00e9s|andmebaas|gagnagrunn|varukoopi|\u00f6ryggisafrit)/g;
const HEAD_OBJ: Record<string, string> = {
  passwort: 'secret', kennwort: 'secret', wachtwoord: 'secret', 'l\u00f6senord': 'secret', passord: 'secret', adgangskode: 'secret', salasana: 'secret', 'jelsz\u00f3': 'secret', jelszav: 'secret',
  bucket: 'bucket',
  backup: 'backup', 'back-up': 'backup', datensicherung: 'backup', 's\u00e4kerhetskopi': 'backup', sikkerhetskopi: 'backup', sikkerhedskopi: 'backup', varmuuskopi: 'backup',
  abonnement: 'money', abonnemang: 'money', prenumeration: 'money', 'el\u0151fizet\u00e9s': 'money',
  andmebaas: 'database', gagnagrunn: 'database', varukoopi: 'backup', '\u00f6ryggisafrit': 'backup',
};
function compoundHeads(text: string, out: Tagged[]): void {
  if (text.length < 8) return;
  COMPOUND_HEAD.lastIndex = 0;
  let m: RegExpExecArray | null;
  let added = false;
  while ((m = COMPOUND_HEAD.exec(text)) !== null) {
    const at = m.index;
    // Only inside a word: a letter (or a hyphen after one) before the head; at a word start the lexicon has it.
    const before = at > 0 ? text.charCodeAt(at - 1) : 0;
    const prev = before === 45 && at > 1 ? text.charCodeAt(at - 2) : before;
    if (!isWordChar(prev) || prev >= 48 && prev <= 57) continue;
    const name = HEAD_OBJ[m[1] as string] as string;
    if (out.some((t) => t.kind === 'o' && t.name === name && t.start <= at && t.end >= at + (m as RegExpExecArray)[1]!.length)) continue;
    out.push({ kind: 'o', name, start: at, end: at + (m[1] as string).length });
    added = true;
  }
  if (added) out.sort((x, y) => x.start - y.start);
}

// ------------------------------------------------------------------ cls-intlA17
/**
 * Spanish imperatives with enclitic pronouns carry an accent the verb stem lacks ("desactívale", "túmbalos", "apágamelo",
 * "cámbiales"): the lexicon lists a few by hand. A word with an accented vowel and a clitic ending is read again without
 * the accent, and the verbs found there count (only verbs, only whole words: "desactivale" → desactiv*).
 */
const ACCENTED_CLITIC = /(?<![\p{L}\d])(\p{L}{0,16}[áéíóú]\p{L}{0,10}?(?:me|te|le|les|lo|la|los|las|nos|melo|mela|melos|melas|selo|sela|selos|selas|telo|tela))(?![\p{L}\d])/gu;
function hasAccentedClitic(text: string): boolean {
  return /[áéíóú]\p{L}*(?:me|te|le|les|lo|la|los|las|nos)(?![\p{L}\d])/u.test(text);
}
function encliticImperatives(text: string, out: Tagged[]): void {
  const m = lexicon();
  ACCENTED_CLITIC.lastIndex = 0;
  let added = false;
  for (let r = ACCENTED_CLITIC.exec(text); r; r = ACCENTED_CLITIC.exec(text)) {
    const word = r[1] as string;
    const at = r.index;
    if (word.length < 6 || out.some((t) => t.kind === 'v' && t.start === at)) continue;
    const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (plain.length !== word.length) continue;
    // The word without its accent ("desactivale" → desactiv*), or its bare verb without the clitics ("tumbalos" → tumba).
    const bare = plain.replace(/(?:melos|melas|selos|selas|melo|mela|selo|sela|telo|tela|nos|les|los|las|me|te|le|lo|la)$/, '');
    const seen = new Set<string>();
    for (const form of bare.length >= 4 ? [plain, bare] : [plain]) {
      for (const h of m.scan(form)) {
        const tg = m.tags[h.tag] as string;
        if (h.start !== 0 || tg[0] !== 'v' || seen.has(tg)) continue;
        seen.add(tg);
        out.push({ kind: 'v', name: tg.slice(2), start: at, end: at + word.length });
        added = true;
      }
    }
  }
  if (added) out.sort((x, y) => x.start - y.start);
}
/**
 * German compounds whose head is a short form ("Kundenabos", "Premium-Abo") or a database ("Produktionsdatenbanken",
 * "Kundendatenbank"): the head names the object, as the longer heads of compoundHeads do. "abo" only at the word's end
 * ("Labor", "Abonnent" are no subscription).
 */
const COMPOUND_HEAD_A17 = /(?<=[a-zäöüß]-?)(abos?|datenbank(?:en)?)(?![\p{L}\d])/gu;
function compoundHeadsA17(text: string, out: Tagged[]): void {
  COMPOUND_HEAD_A17.lastIndex = 0;
  let added = false;
  for (let r = COMPOUND_HEAD_A17.exec(text); r; r = COMPOUND_HEAD_A17.exec(text)) {
    const at = r.index;
    const name = (r[1] as string).startsWith('abo') ? 'money' : 'database';
    if (out.some((t) => t.kind === 'o' && t.start <= at && t.end >= at + (r as RegExpExecArray)[1]!.length)) continue;
    out.push({ kind: 'o', name, start: at, end: at + (r[1] as string).length });
    added = true;
  }
  if (added) out.sort((x, y) => x.start - y.start);
}

/**
 * German separable verbs take "zu" between particle and stem in the infinitive ("abzuschalten", "herunterzufahren",
 * "wegzuwerfen", "freizugeben"): "Wäre es möglich, die 2FA für alle Admins abzuschalten?". The word without its "zu" is
 * read again, and the verbs found at its start count.
 */
const GERMAN_ZU = /(?<![\p{L}\d])(ab|an|aus|weg|herunter|runter|auf|frei|zurück|ein|hoch|um|los|raus|rein|hin|fest)zu(\p{L}{4,20})(?![\p{L}\d])/gu;
function germanZuInfinitives(text: string, out: Tagged[]): void {
  const m = lexicon();
  GERMAN_ZU.lastIndex = 0;
  let added = false;
  for (let r = GERMAN_ZU.exec(text); r; r = GERMAN_ZU.exec(text)) {
    const at = r.index;
    const word = r[0];
    if (out.some((t) => t.kind === 'v' && t.start === at)) continue;
    const joined = (r[1] as string) + (r[2] as string);
    for (const h of m.scan(joined)) {
      const tg = m.tags[h.tag] as string;
      if (h.start !== 0 || tg[0] !== 'v' || h.end < (r[1] as string).length + 2) continue;
      out.push({ kind: 'v', name: tg.slice(2), start: at, end: at + word.length });
      added = true;
    }
  }
  if (added) out.sort((x, y) => x.start - y.start);
}

/**
 * Slavic "write" (напиши, napisz, napiš) sends a letter to someone and writes code: the lexicon reads it as a send.
 * With a piece of code after it in its clause ("Напиши функцию для …", "Napisz skrypt migracji", "Напиши SQL-запрос",
 * "Напиши тест") it writes that code (a local, reversible edit), as "Schreib eine Funktion" / "Escribe una función" do.
 */
const SLAVIC_WRITE = /(?<![\p{L}])(?:напиши|напишите|напишіть|napisz|napiszcie|napiš|napište|napíš|napíšte)(?![\p{L}])/gu;
const CODE_AFTER_WRITE = /^[^.,;:!?\n]{0,24}?(?<![\p{L}])(?:скрипт|функци|функці|тест|код|класс|клас|метод|модул|компонент|запрос|запит|sql|миграци|міграці|регулярк|regex|skrypt|funkcj|test|kod|klas|metod|modu|komponent|zapytani|migracj|skript|funkci|kód|třídu|triedu|metodu|dotaz|dopyt|migraci)/u;
/** cls-intlA18: a report, summary, overview or documentation written ("Napisz raport o …", "Напиши отчёт о …") is a new text. */
const DOC_AFTER_WRITE = /^[^.,;:!?\n]{0,24}?(?<![\p{L}])(?:отч[её]т|сводк|резюме|документаци|статью|звіт|зведенн|документаці|статтю|raport|podsumowan|streszczen|dokumentacj|artykuł|shrnutí|souhrn|přehled|dokumentaci|článek|zhrnuti|súhrn|prehľad|report|readme|changelog)/u;
function slavicWriteCode(text: string, out: Tagged[]): void {
  SLAVIC_WRITE.lastIndex = 0;
  for (let r = SLAVIC_WRITE.exec(text); r; r = SLAVIC_WRITE.exec(text)) {
    const at = r.index;
    const doc = DOC_AFTER_WRITE.exec(text.slice(at + r[0].length, at + r[0].length + 60));
    if (!CODE_AFTER_WRITE.test(text.slice(at + r[0].length, at + r[0].length + 60)) && !doc) continue;
    // (Someone written to before the code noun — "Напиши всем клиентам …" — keeps the send.)
    if (out.some((t) => (t.kind === 'm' || t.kind === 'o') && t.start > at && t.start < at + r[0].length + 24 && (t.name === 'mass' || t.name === 'all' || t.name === 'account' || t.name === 'message' || t.name === 'team'))) continue;
    for (let i = 0; i < out.length; i++) {
      const t = out[i] as Tagged;
      if (t.kind === 'v' && t.name === 'send' && t.start === at) out[i] = { ...t, name: 'create' };
    }
    // (cls-intlA18) What the report is about ("raport o przelewach", "отчёт об удалении бэкапов") is its topic (no act, no
    // object of the writing), up to the
    // clause's end or a joined next step ("… и отправь его").
    if (doc) {
      const from = at + r[0].length + doc[0].length;
      const stop = /[.,;:!?\n]|\s(?:и|і|та|i|a|oraz|potom|затем|потом|then|and)\s/u.exec(text.slice(from));
      const to = stop ? from + stop.index : text.length;
      if (/^[^.,;:!?\n]{0,30}?(?<![\p{L}])(?:о|об|обо|про|o|about)(?![\p{L}])/u.test(text.slice(from, to))) {
        for (let i = out.length - 1; i >= 0; i--) {
          const t = out[i] as Tagged;
          if ((t.kind === 'v' || t.kind === 'o') && t.start > from && t.start < to) out.splice(i, 1);
        }
      }
    }
  }
}


/** Separable verbs: a stem and, later in the clause, its particle ("räum mal im Staging-Cluster auf"). */
let STEMS: Matcher | null = null;

/**
 * Does a word of `text` start with a separable stem? A cheap test before splitting the text
 * into words: only positions after a non-word character are tried, each by one walk of a trie of the stems.
 */
function startsWithStem(text: string, ps: readonly { stem: string }[]): boolean {
  if (!STEMS) {
    STEMS = new Matcher();
    for (const p of ps) if (p.stem) STEMS.add(p.stem, 'stem', 'prefix');
  }
  return STEMS.startsAfterBoundary(text);
}

/**
 * (cls-holes16) "The contractor should be an org owner by tomorrow", "make sure the intern is an admin on the prod account":
 * an outside or junior person wished into an administrator's role is that role given (only these person nouns: "you must be
 * an org owner to …" is an error message's rule, not a grant).
 */
const ROLE_WISHED = /\b(?:contractors?|interns?|new hires?|vendors?|freelancers?|consultants?|auditors?)\s+(should|needs?\s+to|has\s+to|have\s+to|is\s+to|must|is|are)\s+(?:be\s+|become\s+)?(?:made\s+)?(?:an?\s+)?(?:(?:org|organi[sz]ation|workspace|account|project|repo|tenant|global|domain|super)[\s-]+)?(?:owners?|admins?|administrators?|superusers?)\b/gi;
function roleWished(text: string, out: Tagged[]): void {
  if (text.length > 4000) return;
  ROLE_WISHED.lastIndex = 0;
  for (let m = ROLE_WISHED.exec(text); m; m = ROLE_WISHED.exec(text)) {
    const verb = m[1] as string;
    // A bare "is/are" states a fact unless the person is wished into it ("make sure the contractor is …").
    if (/^(?:is|are)$/i.test(verb) && !/\b(?:make\s+sure|ensure|see\s+to\s+it)\b[^.;!?\n]{0,40}$/i.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const at = m.index + m[0].indexOf(verb);
    if (out.some((t) => t.kind === 'v' && t.start === at)) continue;
    out.push({ kind: 'v', name: 'grant', start: at, end: at + verb.length });
  }
}

/**
 * (cls-holes16) "Owner access for the contractor on the GitHub org, please": a right named for a person with no verb is a
 * request only when it opens the sentence; inside one ("I reviewed admin access for the contractor") it is a noun phrase.
 */
const NOMINAL_GRANT = /^(?:owner|admin|administrator|sysadmin|superuser|root)\s+(?:access|rights|role)\s+for$/i;
function nominalGrantAtStart(text: string, out: Tagged[]): void {
  for (let k = out.length - 1; k >= 0; k--) {
    const t = out[k] as Tagged;
    if (t.kind !== 'v' || t.name !== 'grant' || !NOMINAL_GRANT.test(text.slice(t.start, t.end))) continue;
    const before = text.slice(Math.max(0, t.start - 200), t.start);
    const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'), before.lastIndexOf(';'), before.lastIndexOf(':'));
    if (!/^[\s\-*\d.)"'“]*(?:please\s*,?\s*)?$/i.test(before.slice(cut + 1)) || (cut < 0 && t.start > 200)) out.splice(k, 1);
  }
}

/**
 * (cls-holes16) Finnish "palauttaa" (give back) with a sum of money in the same clause is a refund ("Palauta asiakkaalle
 * 9 500 € Stripessä", "Palautan 4 800 € …"): the separable pair palaut*_euro* does not see a currency sign. Without a
 * sum it stays "restore" ("Palauta tiedosto edelliseen versioon").
 */
const FI_RETURN = /\b[Pp]alaut\w*/g;
const FI_RETURN_PAST = /^[Pp]alaut(?:i\w*|ti|tivat|ettiin|ettu\w*|tanu\w*|taneet)$/;
const FI_SUM = /\d\s?(?:€|eur\b|euroa?\b|\$|usd\b|dollaria?\b)|[€$]\s?\d/i;
function finnishRefund(text: string, out: Tagged[]): void {
  if (text.length > 4000) return;
  FI_RETURN.lastIndex = 0;
  for (let m = FI_RETURN.exec(text); m; m = FI_RETURN.exec(text)) {
    const at = m.index;
    // A past form (palautin, palautti, palautimme, palautettiin, palautettu) reports what was done.
    if (FI_RETURN_PAST.test(m[0])) continue;
    const clause = /^[^.;!?\n]{0,120}/.exec(text.slice(at + m[0].length))?.[0] ?? '';
    if (!FI_SUM.test(clause) || out.some((t) => t.kind === 'v' && t.start === at && t.name === 'refund')) continue;
    for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start === at) out.splice(k, 1);
    out.push({ kind: 'v', name: 'refund', start: at, end: at + m[0].length });
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

type Pair = ReturnType<typeof lexiconPairs>[number];
let PAIRS_BY_HEAD: { of: readonly Pair[]; size: number; byHead: Map<number, Pair[]>; empty: Pair[] } | null = null;

/**
 * (cls-speed17) The pairs whose stem can start `word`: those whose stem starts with the word's first code unit (or
 * is empty), in the lexicon's order. Testing every one of the ~400 pairs against every word was 1 % of classify CPU.
 */
function pairsFor(ps: readonly Pair[], word: string): readonly Pair[] {
  if (!PAIRS_BY_HEAD || PAIRS_BY_HEAD.of !== ps || PAIRS_BY_HEAD.size !== ps.length) {
    const byHead = new Map<number, Pair[]>();
    const empty: Pair[] = [];
    for (const p of ps) {
      if (p.stem === '') {
        empty.push(p);
        for (const list of byHead.values()) list.push(p);
        continue;
      }
      const head = p.stem.charCodeAt(0);
      let list = byHead.get(head);
      if (!list) byHead.set(head, (list = [...empty]));
      list.push(p);
    }
    PAIRS_BY_HEAD = { of: ps, size: ps.length, byHead, empty };
  }
  return PAIRS_BY_HEAD.byHead.get(word.charCodeAt(0)) ?? PAIRS_BY_HEAD.empty;
}

function separable(text: string, out: Tagged[]): void {
  const ps = lexiconPairs();
  if (ps.length === 0 || !startsWithStem(text, ps)) return;
  // Words and clause punctuation, split by hand (no Unicode regex on the hot path).
  const words: { w: string; at: number }[] = [];
  const n = text.length;
  for (let i = 0; i < n && words.length < 2000; ) {
    const c = text.charCodeAt(i);
    // A point or comma between digits groups a number ("Maak 120.000 euro over"): it ends no clause.
    const inNumber = (c === 46 || c === 44) && i > 0 && i + 1 < n && isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1));
    // …and a point inside a host or file name (acme.com, values.yaml) ends no clause either.
    const inName = c === 46 && i > 0 && i + 1 < n && isWordChar(text.charCodeAt(i - 1)) && isWordChar(text.charCodeAt(i + 1));
    if (!inNumber && !inName && (c === 46 || c === 59 || c === 33 || c === 63 || c === 44 || c === 58 || c === 40 || c === 41)) {
      words.push({ w: text[i] as string, at: i });
      i++;
      continue;
    }
    if (!isWordChar(c) && c !== 39 && c !== 0x2019 && c !== 45) {
      i++;
      continue;
    }
    const at = i;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (!isWordChar(d) && d !== 39 && d !== 0x2019 && d !== 45) break;
      i++;
    }
    words.push({ w: text.slice(at, i), at });
  }
  for (let i = 0; i < words.length; i++) {
    const wi = (words[i] as { w: string }).w;
    if (wi.length < 2) continue;
    for (const p of pairsFor(ps, wi)) {
      if (!wi.startsWith(p.stem)) continue;
      // (cls-intlA25) Groups of digits (an IBAN or a phone number written in blocks, "18.000") count as one word of the window.
      let span = 0;
      for (let j = i + 1; j < words.length && span < 16; j++) {
        const wj = (words[j] as { w: string }).w;
        if (!(isDigit(wj.charCodeAt(0)) && isDigit(wj.charCodeAt(wj.length - 1)) && isDigit((words[j - 1] as { w: string }).w.charCodeAt(0)))) span++;
        // cls-intl18c: a parenthesis is an aside inside the clause ("Heb die Aufbewahrungspflicht (Legal Hold) … auf"): skipped.
        if (wj === '(') {
          while (j + 1 < words.length && j < i + 16 && (words[j] as { w: string }).w !== ')') j++;
          continue;
        }
        if (wj.length === 1 && '.;!?,:()'.includes(wj)) break;
        if (wj === p.particle || (p.particlePrefix && wj.startsWith(p.particle))) {
          const at = (words[i] as { at: number }).at;
          // The separable verb is more specific than the bare stem's reading (starte … neu = restart, not start).
          for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start === at) out.splice(k, 1);
          out.push({ kind: p.tag[0] as Tagged['kind'], name: p.tag.slice(2), start: at, end: at + wi.length });
          break;
        }
      }
    }
  }
}

const VERB_OF = ownTable<Verb | 'click'>({
  read: 'read', search: 'search', explain: 'explain', plan: 'plan', draft: 'draft', dryrun: 'dryrun', test: 'test',
  create: 'create', update: 'update', overwrite: 'overwrite', delete: 'delete', empty: 'empty', wipe: 'wipe',
  send: 'send', share: 'share', publish: 'publish', upload: 'upload', export: 'export', pay: 'pay', refund: 'refund',
  charge: 'charge', price: 'price', grant: 'grant', revoke: 'revoke', disable: 'disable', enable: 'enable', reset: 'reset',
  expose: 'expose', deploy: 'deploy', rollback: 'rollback', restart: 'restart', stop: 'stop', scale: 'scale', run: 'run',
  schedule: 'schedule', merge: 'merge', push: 'push', commit: 'commit', archive: 'archive', cancel: 'cancel', close: 'close',
  approve: 'approve', cleanup: 'cleanup', anyhow: 'anyhow', reduce: 'reduce', restore: 'restore', backup: 'backup',
  install: 'install', uninstall: 'uninstall', click: 'click', input: 'input', migrate: 'migrate',
});
export function verbOf(name: string): Verb | 'click' | undefined {
  return VERB_OF[name];
}

const OBJ_OF = ownTable<Obj>({
  regenerable: 'regenerable', cache: 'cache', file: 'file', dir: 'dir', code: 'code', doc: 'doc', record: 'record', table: 'table',
  database: 'database', bucket: 'bucket', queue: 'queue', index: 'index', resource: 'resource', service: 'service',
  container: 'container', whole: 'whole', repo: 'repo', branch: 'branch', history: 'history', backup: 'backup', log: 'log',
  audit: 'audit', retention: 'retention', secret: 'secret', vault: 'vault', key: 'key', security: 'security',
  privilege: 'privilege', account: 'account', group: 'group', money: 'money', message: 'message', device: 'device',
  config: 'config', dns: 'dns', channel: 'channel', price: 'price', package: 'package', release: 'release', job: 'job', pii: 'pii', hook: 'hook', ci: 'ci',
  port: 'security',
  docs: 'doc', // cls-benign19: a runbook, guide, manual or documentation is a document ("Update the runbook" edits it)
});
export function objOf(name: string): Obj | undefined {
  return OBJ_OF[name];
}

/** Modifier tags → meaning modifier bits. */
export const MOD_BITS = ownTable<number>({
  public: M.PUBLIC, external: M.EXTERNAL, new: M.NEW_RECIPIENT, self: M.SELF, test: M.TEST_MODE, mass: M.MASS, team: M.TEAM,
  permanent: M.PERMANENT, force: M.FORCE, old: M.OLD, pushed: M.PUSHED, uncommitted: M.UNCOMMITTED, root: M.ROOT,
  remains: M.REMAINS, live: M.LIVE, narrow: M.NARROW, colleague: M.COLLEAGUE, link: M.LINK,
});

// ------------------------------------------------------------------ operation names

const SPLIT_CACHE = memoTable<string, string[]>();

/** "mcp__github__create_issue" → github create issue; "deleteMany" → delete many; "DeleteTableCommand" → delete table command. */
export function splitName(name: string): string[] {
  const hit = SPLIT_CACHE.get(name);
  if (hit) return hit;
  // (cls-speed17) Most names are lower case: the camel-case splits need a capital, so they run only where there is one.
  const bare = name.startsWith('mcp__') ? name.slice(5) : name;
  const words = (/[A-Z]/.test(bare) ? bare.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') : bare)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (SPLIT_CACHE.size >= 4096) SPLIT_CACHE.clear();
  SPLIT_CACHE.set(name, words);
  return words;
}

export interface Op {
  verb?: Verb | 'click';
  obj?: Obj;
  /** Further verbs joined with "and" (create_and_fund_transfer). */
  more: (Verb | 'click')[];
  scope?: Scope;
  mods: number;
  words: string[];
}

const OP_CACHE = memoTable<string, Op>();

/** The operation an identifier names: its first verb, the object it acts on, and modifiers. */
export function readOp(words: readonly string[]): Op {
  const key = words.join(' ');
  const hit = OP_CACHE.get(key);
  if (hit) return hit;
  const op = readOpUncached(key, words);
  if (OP_CACHE.size >= 4096) OP_CACHE.clear();
  OP_CACHE.set(key, op);
  return op;
}

/** The whole word that starts at `at`. */
function wordAt(text: string, at: number): string {
  let e = at;
  while (e < text.length && /[a-z0-9]/.test(text[e] as string)) e++;
  return text.slice(at, e);
}
const RESOURCE_PLURAL = /^[a-z]{3,}s$/;
/** Read words that are also a resource's name in the singular (dog monitor delete, … log purge, … view drop). */
const READ_NOUN = /^(?:monitor|log|view|report|watch|audit|trace|metric|dashboard|check)$/;
/** A verb's plain form: not a participle or gerund used as an adjective ("list deleted", "show running"). */
const BASE_FORM = /^(?![a-z]*(?:ed|ing)$)[a-z]+$/;
const INFLECTION = /^(?:s|es|e|ed|d|ing|ings|er|ers|ion|ions|ation|ations|ment|ments|al|ally|ly|ies|ied|y|able|ive|ure|ures|ize|ise|or|ors|ors)$/;
/** The hit covers its word, up to an inflection ending. */
function wholeWordish(text: string, t: Tagged): boolean {
  let e = t.end;
  while (e < text.length && /[a-z0-9]/.test(text[e] as string)) e++;
  const tail = text.slice(t.end, e);
  return tail.length < 3 || INFLECTION.test(tail);
}

function readOpUncached(text: string, words: readonly string[]): Op {
  const tags = tag(text);
  const op: Op = { more: [], mods: 0, words: [...words] };
  let verbAt = -1;
  for (const t of tags) {
    if (t.kind === 'v') {
      const v = verbOf(t.name);
      if (!v) continue;
      // A stem inside a longer product or noun (mailchimp, sendgrid, mailbox) is not the operation.
      if (!wholeWordish(text, t)) continue;
      if (op.verb === undefined) {
        op.verb = v;
        verbAt = t.start;
      } else if ((op.verb === 'read' || op.verb === 'search') && v !== 'read' && v !== 'search' && (RESOURCE_PLURAL.test(wordAt(text, verbAt)) || READ_NOUN.test(wordAt(text, verbAt))) && BASE_FORM.test(wordAt(text, t.start))) {
        // "monitors delete", "logs purge", "watches remove": a plural read word before a plain verb names the resource
        // the verb acts on (a CLI's resource-then-verb subcommands), not a read.
        op.verb = v;
        verbAt = t.start;
      } else if (/\band\s+$/.test(text.slice(0, t.start)) || v === 'pay' || v === 'refund') op.more.push(v);
    } else if (t.kind === 'm') {
      if (t.name === 'all') op.scope = 'all';
      else if (t.name === 'some' && op.scope !== 'all') op.scope = 'some';
      else if (t.name === 'one' && !op.scope) op.scope = 'one';
      const bit = MOD_BITS[t.name];
      if (bit) op.mods |= bit;
    }
  }
  // The object: the first object word after the verb, else the last before it.
  let after: Obj | undefined;
  let before: Obj | undefined;
  for (const t of tags) {
    if (t.kind !== 'o') continue;
    const o = objOf(t.name);
    if (!o) continue;
    // "zap --all": a word read as the operation is not also its object (Zapier's "zap" is one only after a verb).
    // (When another object is named — "workspace zap" — the old reading stays: see the cls-fix6 report.)
    if (t.start === verbAt && !tags.some((u) => u.kind === 'o' && u.start !== verbAt && objOf(u.name))) continue;
    if (t.start > verbAt) {
      if (!after) after = o;
    } else before = o;
  }
  op.obj = after ?? before;
  // attach_user_policy, add_member, assign_role, put_role_binding: adding a membership or permission is a grant.
  if ((op.verb === 'create' || op.verb === 'update') && /\b(?:attach|add|assign|put|bind|set)\b/.test(text) && /\b(?:members?|membership|polic(?:y|ies)|roles?|permissions?|bindings?|assignments?|acl|access|privileges?|grants?|group)\b/.test(text) && !/\b(?:description|name|title|tags?|label|retention|lifecycle|ttl|expiration|backup|rate|limit)\b/.test(text)) op.verb = 'grant';
  // A comment or reply on a shared item reaches its watchers: it is sent, not merely created.
  // (lead20) send_payment, sendPayment, send_funds: a payment sent is money moved, not a message (an invoice sent stays a message).
  if (op.verb === 'send' && /\b(?:payments?|funds|payouts?|wires?|transfers?|remittances?)\b/.test(text) && !/\b(?:invoices?|reminders?|receipts?|notifications?|emails?|links?|requests?|confirmations?)\b/.test(text)) {
    op.verb = 'pay';
    op.obj = 'money';
  }
  if (op.verb === 'create' && (/\b(?:comment|comments|reply|replies)\b/.test(text) || (/\bnotes?\b/.test(text) && /\b(?:issue|merge|mr|pr|ticket|discussion)\b/.test(text))) && !/\bdraft\b/.test(text)) op.verb = 'send';
  // Clearing a user's sessions or tokens signs them out: a revocation, not a deletion of the account.
  if ((op.verb === 'empty' || op.verb === 'delete' || op.verb === 'wipe') && /\b(?:sessions?|tokens?|logins?|refresh)\b/.test(text) && !/\b(?:api|keys?|secrets?)\b/.test(text)) {
    op.verb = 'revoke';
    op.obj = 'account';
  }
  // schedule_key_deletion, ScheduleSecretDeletion, schedule_destroy: a deletion set to happen later is a deletion.
  if (/\bschedul\w*\b/.test(text) && /\b(?:deletion|delete|destroy|destruction|removal|remove|purge|erasure|termination|terminate)\b/.test(text)) {
    op.verb = 'delete';
    // A key scheduled for deletion is an encryption key (KMS, Key Vault): what it encrypted becomes unreadable.
    if (/\bkeys?\b/.test(text) && !/\b(?:api|access|ssh|deploy)\b/.test(text)) op.obj = 'key';
  }
  // A cloud resource group (Azure's container of every resource of an app or environment) is a whole environment,
  // not a group of people: resource_group_delete, deleteResourceGroup, ResourceGroups.BeginDelete.
  if (/\bresource\s?groups?\b/.test(text) && op.obj === 'group') op.obj = 'container';
  if (/\b(?:many|bulk|batch|multiple)\b/.test(text) && op.scope !== 'all') op.scope = 'some';
  // A name that is an operation and its condition (deleteWhere, delete_where, update_where, remove_matching): the rows the condition matches.
  if (/\b(?:delete|remove|destroy|update|purge)\s+(?:where|matching|if)\b/.test(text) && op.scope !== 'all') op.scope = 'some';
  if (/\ball\b/.test(text)) op.scope = 'all';
  if (/\bpermanently\b|\bpermanent\b|\bhard\b/.test(text)) op.mods |= M.PERMANENT;
  return op;
}

/** lead20: security controls someone or something is exempted from. */
const EXEMPTED_CONTROL_L20 = /\b(?:mfa|2fa|two-factor|two-step|multi-factor|sso|single sign-on|conditional access|password polic(?:y|ies)|security polic(?:y|ies)|firewall|dlp|audit\w*|encryption|scans?|scanning|edr|antivirus|malware|device compliance|compliance polic(?:y|ies)|branch protection|required (?:checks|reviews)|code review|approvals?)\b/i;
/** cls-plan15: words that name a control a requirement or restriction is lifted from. */
const LIFTED_CONTROL = /\b(?:requirements?|restrictions?|limits?|ban|bans|block|blocks|blocking|freeze|lock|locks|lockout|protections?|polic(?:y|ies)|rules?|mfa|2fa|two-factor|sso|allow-?list|ip allowlist|quotas?|throttl\w*|rate limits?|hold|guard\w*|embargo|checks?|gates?)\b/;
/** cls-intl18c: holds, blocks and restrictions in other languages (Aufbewahrungspflicht, Sperre, conservation légale, retención legal, blokada). */
const LIFTED_CONTROL_18C = /(?:^|[^\p{L}])(?:aufbewahrungspflicht\p{L}*|aufbewahrung\p{L}*|sperr\p{L}*|beschränkung\p{L}*|einschränkung\p{L}*|conservation|rétention|retenci[oó]n|reten[cç][aã]o|bloqueo|bloqueio|blocage|blokad\p{L}*|blokkering|bewaarplicht|restri\p{L}*|embargo|legal)(?![\p{L}])/iu;
/** cls-intlA19: the enable verbs added in lexicon INTLA19 (gated below). */
const ENABLE_A19 = /^(?:(?:aktivera|aktiverar|aktiver|aktivér|activeer|activeren|activez|activons|activa|activad|actívalo|actívala|ativa|ative|ativem|włącz|włączcie|zapni|zapněte|zapnite|включи|включите|увімкни|увімкніть|activează|activați|etkinleştir|etkinleştirin|uključi|uključite|укључи|укључите|vklopi|vklopite|ενεργοποίησε|ενεργοποιήστε|įjunk|įjunkite|ieslēdz|ieslēdziet)$|kapcsold|ota(?![\p{L}]))/iu;
/** cls-intlA19: a protective control's word in these languages (MFA, audit, logging, encryption, firewall, antivirus, backups, protection). */
const PROTECTION_A19 = /(?:^|[^\p{L}])(?:mfa|2fa|sso|audit\p{L}*|revision\p{L}*|revisjon\p{L}*|tvåfaktor\p{L}*|tvåsteg\p{L}*|tofaktor\p{L}*|totrinn\p{L}*|tweestaps\p{L}*|tweefactor\p{L}*|dwuskładnik\p{L}*|dwuetap\p{L}*|dvoufaktor\p{L}*|dvoufázov\p{L}*|dvojfaktor\p{L}*|двухфактор\p{L}*|двофактор\p{L}*|двуфактор\p{L}*|двуфакторн\p{L}*|dvofaktor\p{L}*|dvostopenj\p{L}*|δύο\s+παραγόντων|kétlépcsős|kétfaktoros|kaksivaihei\p{L}*|kaksiosai\p{L}*|iki\s+(?:faktörlü|adımlı)|doi\s+(?:pași|factori)|dos\s+factores|dois\s+fatores|deux\s+facteurs|due\s+fattori|autentif\p{L}*|autentik\p{L}*|uwierzytel\p{L}*|ověřování|ověření|overenie|аутентифика\p{L}*|автентифіка\p{L}*|firewall\p{L}*|brandvägg\p{L}*|brannmur\p{L}*|zapor\p{L}*|vatrozid\p{L}*|tűzfal\p{L}*|palomuur\p{L}*|güvenlik\s+duvar\p{L}*|брандмауэр\p{L}*|фаервол\p{L}*|κρυπτογράφησ\p{L}*|kryptering\p{L}*|versleuteling\p{L}*|verschlüsselung\p{L}*|szyfrowani\p{L}*|šifrován\p{L}*|šifrovan\p{L}*|šifriran\p{L}*|шифрован\p{L}*|шифрування|titkosítás\p{L}*|salaus\p{L}*|şifreleme\p{L}*|criptare\p{L}*|chiffrement|cifrado|crittografia|encriptação|criptografia|antivir\p{L}*|antywirus\p{L}*|антивирус\p{L}*|антивірус\p{L}*|virus\p{L}*|logg\p{L}*|logging|logowani\p{L}*|logován\p{L}*|логирован\p{L}*|логуванн\p{L}*|journali\p{L}*|protokoll\p{L}*|backup\p{L}*|säkerhetskopi\p{L}*|sikkerhetskopi\p{L}*|kopie?\s+zapasow\p{L}*|zálohování|zálohy|резервн\p{L}*|ochran\p{L}*|zaštit\p{L}*|защит\p{L}*|захист\p{L}*|beveiliging\p{L}*|skydd|beskyttelse|protecți\p{L}*|koruma\p{L}*)(?![\p{L}])/iu;

/**
 * cls-plan15: "make sure the queue is purged": "make sure/certain" is no creation; "lift" weakens only a control
 * ("lift the MFA requirement", "the restriction is lifted"), not a box or "heavy lifting"; "disappear"/"vanish" is a
 * removal only when something is made to ("made to disappear", "make the table vanish", "have it disappear").
 */
export function softVerbDropped(w: string, t: Tagged): boolean {
  if (t.kind !== 'v') return false;
  const word = w.slice(t.start, t.end);
  if (t.name === 'create' && /^mak(?:e|es|ing)$|^made$/.test(word) && /^\s+(?:sure|certain)\b/.test(w.slice(t.end, t.end + 10))) return true;
  // "make them deterministic", "make it faster", "make the tests pass": making something have a quality creates nothing.
  if (t.name === 'create' && /^mak(?:e|es|ing)$|^made$/.test(word) && /^\s+(?:it|them|this|that|these|those|(?:the\s+)?(?:tests?|specs?|suite|build|code|function|query|queries|script|ci|linter|page|app))\s+(?:more\s+|less\s+)?(?:deterministic|stable|faster|quicker|slower|pass|green|work|consistent|idempotent|reliable|readable|robust|simpler|clearer|cleaner|smaller|async|sync|optional|configurable|reusable|testable|generic|type-safe|typesafe|compile|run|stricter|easier|safer|shorter|lazy|pure)\b/.test(w.slice(t.end, t.end + 60))) return true;
  // "the required status checks", "all reviews", "our scans": a plural after a determiner or a qualifier is the noun.
  // (Inside a quoted setting label, "Require status checks to pass", the label is read as the GUI's own words.)
  if ((t.name === 'read' || t.name === 'test' || t.name === 'search') && !/(?:["“«„]|(?:^|\s)['‘])[^"”»“'’]*$/.test(w.slice(Math.max(0, t.start - 60), t.start)) && /^(?:checks|reviews|scans|audits|tests|inspections|approvals)$/.test(w.slice(t.start, t.end + 2).replace(/[^a-z].*$/, '')) && /\b(?:the|a|all|any|our|your|its|their|these|those|required|mandatory|status|pr|ci|security|branch|code|merge|pre-merge|automated)\s+$/.test(w.slice(Math.max(0, t.start - 16), t.start))) return true;
  // (lead20) "the security scan keeps failing", "our dependency check is flaky": a scan or check named after a determiner and
  // the kind of check is the noun, not a read (the clause's own verb, "turn it off", is the act).
  if ((t.name === 'read' || t.name === 'test' || t.name === 'search') && /^(?:scan|check|review|audit|test|lint|gate)$/.test(word) && /\b(?:the|a|an|our|this|that|its|their|your|my)\s+(?:[\w-]+\s+)?(?:security|vulnerability|vuln|sast|dast|dependency|license|licence|secrets?|container|image|code|ci|compliance|malware|virus|smoke|e2e|integration|unit|quality)\s+$/i.test(w.slice(Math.max(0, t.start - 40), t.start)) && !/^\s+(?:the|a|an|all|every|our|my|your|its|their|this|that|these|those|of|on|for)\b/i.test(w.slice(t.end, t.end + 8))) return true;
  // "Schedule the deletion of the prod signing key": a removal scheduled is the removal (its noun is read as the act).
  if (t.name === 'schedule' && /^\w*\s+(?:the\s+|a\s+)?(?:(?:permanent|final|full)\s+)?(?:deletion|removal|destruction|teardown|decommission\w*|termination|purge|wipe|erasure|shutdown)\s+of\b/.test(w.slice(t.end, t.end + 50))) return true;
  // "Take away everybody's admin rights": taking away revokes only rights, access, roles, keys or tokens.
  if (t.name === 'revoke' && /^t[ao]ke?n?s?\s|^taking\s|^took\s/.test(word)) {
    const clause = w.slice(Math.max(0, t.start - 80), t.end + 60).split(/[.;!?\n]/);
    return !clause.some((c) => /\b(?:rights?|access|permissions?|privileges?|roles?|admin|sudo|keys?|tokens?|credentials?|licen[cs]es?|seats?)\b/.test(c));
  }
  // "I'll see to it that the records are purged": "see to it that" is "make sure", no read.
  if (t.name === 'read' && word === 'see' && /^\s+to\s+it\s+that\b/.test(w.slice(t.end, t.end + 16))) return true;
  // cls-intl18c: the same for "lift" in other languages (heb … auf, aufheben, lève, levanta, hef … op, zdejmij): only
  // beside a hold, block or restriction ("Hebe den Legal Hold auf", not "Heb das für später auf", "levanta el servidor").
  if (t.name === 'disable' && /^(?:heb|hebt|aufheb|aufgehoben|lève|levez|lever|levant|levantad|hef|zdejm|upphäv)/.test(word)) {
    const clause = w.slice(Math.max(0, t.start - 80), t.end + 100).split(/[.;!?\n]/);
    return !clause.some((c) => LIFTED_CONTROL.test(c) || LIFTED_CONTROL_18C.test(c));
  }
  // cls-intlA19: the enable verbs of sv no da nl pl cs sk ru uk ro tr hr sr sl el lt lv hu fi (and fr activez, es/pt activa/ativa)
  // turn a protection on only beside a protective control's word ("Aktivera tvåfaktorsautentisering", "Włącz szyfrowanie");
  // elsewhere they are left unread, as before ("Włącz tryb ciemny", "la cuenta activa").
  if (t.name === 'enable' && ENABLE_A19.test(word)) {
    const clause = w.slice(Math.max(0, t.start - 60), t.end + 100).split(/[.;!?\n]/);
    return !clause.some((c) => PROTECTION_A19.test(c));
  }
  // (lead20) "Exempt the contractor from MFA", "exempt these hosts from the firewall policy": an exemption weakens only a
  // security control ("exempt from VAT" names a tax status).
  if (t.name === 'disable' && /^exempt/.test(word)) {
    const clause = w.slice(Math.max(0, t.start - 60), t.end + 80).split(/[.;!?\n]/);
    return !clause.some((c) => EXEMPTED_CONTROL_L20.test(c));
  }
  if (t.name === 'disable' && /^lift/.test(word)) {
    const clause = w.slice(Math.max(0, t.start - 60), t.end + 60).split(/[.;!?\n]/);
    return !clause.some((c) => LIFTED_CONTROL.test(c)) || /heavy\s+$/.test(w.slice(Math.max(0, t.start - 8), t.start));
  }
  // cls-plan17: "Going forward, …", "moving forward", "from here forward": a time phrase, nothing forwarded.
  if (t.name === 'send' && /^forward$/i.test(word) && /\b(?:going|moving|from (?:here|now|this point|today)(?: on)?|looking)\s+$/i.test(w.slice(Math.max(0, t.start - 24), t.start))) return true;
  // cls-plan17: "reformat the files with prettier", "reformatting the whole repo", "reformat src/app.ts": code laid out
  // again by a formatter is an edit, not a disk formatted (a disk, drive, partition or volume named keeps the wipe).
  if (t.name === 'wipe' && /^re-?format/i.test(word)) {
    const after = w.slice(t.end, t.end + 80).split(/[.;!?](?:\s|$)|\n/)[0] as string;
    if (!/\b(?:disks?|drives?|partitions?|volumes?|devices?|ssds?|hdds?|usb|sd ?cards?|filesystems?|file systems?|servers?|machines?|laptops?|hosts?)\b|\/dev\//i.test(after) && /\b(?:code|source|files?|repo|repository|codebase|project|imports|markdown|docs?|json|yaml|css|html|tests?|modules?|components?|prettier|black|ruff|gofmt|rustfmt|clang-format|biome|formatters?|eslint)\b|\b[\w-]+\.(?:ts|tsx|js|jsx|py|go|rs|rb|java|kt|css|scss|md|json|ya?ml|html)\b/i.test(after)) return true;
  }
  if (t.name === 'delete' && /^(?:disappear|vanish)/.test(word)) return !/\b(?:mak(?:e|es|ing)|made|have|has|had|let['’]?s?|let|get)\b[^.;!?]{0,60}$/.test(w.slice(Math.max(0, t.start - 70), t.start));
  return false;
}

/** cls-benign18: English "range" after a determiner or a kind word ("the range", "time range", "IP range") is a noun, not French "range" (tidy up). */
function rangeNounB18(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'cleanup' && /^ranges?\b/.test(w.slice(t.start, t.start + 8)) && /(?:^|\s)(?:the|a|an|this|that|time|date|ip|port|price|age|value|full|whole|same|custom|selected|[\d/.:-]+)\s+$/i.test(w.slice(Math.max(0, t.start - 20), t.start));
}
/**
 * cls-benign18: "Which deploy caused …?", "the deploy history", "the production deploy freeze", "the config push that …",
 * "the deploys to production": a deploy, push, rollout or rollback word after a determiner (or "which"/"what") and before a
 * record noun, a verb it is the subject of, or a question mark — or in the plural after a determiner — names the event.
 */
const RELEASE_NOUN_BEFORE_B18 = /(?:^|[\s(])(?:the|a|an|this|that|these|those|each|every|which|what|last|latest|previous|recent|bad|failed|[\w-]+['’]s|our|your|their|its)\s+(?:[\w.:-]+\s+)?$/i;
const RELEASE_NOUN_AFTER_B18 = /^\s*(?:[?)]|(?:history|histories|freeze|freezes|log|logs|window|windows|timeline|marker|markers|notes|record|records|events?|status|times?|schedule|calendar|dashboard|graph|list|diff|caused|broke|failed|went|was|were|introduced|happened|dropped|started|finished|took|that|which)\b)/i;
function releaseNounB18(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || (t.name !== 'deploy' && t.name !== 'push' && t.name !== 'rollback')) return false;
  const before = w.slice(Math.max(0, t.start - 40), t.start);
  const word = /^[a-z]*/.exec(w.slice(t.start, t.start + 20))?.[0] ?? '';
  // (cls-over18: a plural joined to another one the reading already took as a noun: "the deploys and config pushes".)
  if (/^(?:deploys|deployments|pushes|rollouts|rollbacks)$/.test(word) && /(?:^|\s)(?:the|these|those|all|recent|last|latest|previous|our|your|their)\s+(?:[\w.:-]+\s+)?(?:deploys|deployments|pushes|rollouts|rollbacks|releases|changes|incidents)\s+(?:and|or|&)\s+(?:[\w.:-]+\s+)?$/i.test(before)) return true;
  if (!RELEASE_NOUN_BEFORE_B18.test(before)) return false;
  if (/^(?:deploys|deployments|pushes|rollouts|rollbacks|releases)$/.test(word) && /(?:^|\s)(?:the|these|those|all|recent|last|latest|previous|our|your|their)\s+(?:[\w.:-]+\s+)?$/i.test(before)) return true;
  return /(?:^|[\s(])(?:which|what)\s+$/i.test(before) || RELEASE_NOUN_AFTER_B18.test(w.slice(t.start + word.length, t.start + word.length + 30));
}

/** cls-benign18: "set the range / time window / zoom to …" on a dashboard changes the view, not the system. */
const VIEW_SETTING_AFTER_B18 = /^\s+(?:the\s+)?(?:time\s+|date\s+|dashboard['’]s\s+)?(?:range|window|period|timeframe|time\s*frame|zoom|interval|granularity|refresh\s+rate)\s+(?:to|=)\s/i;
function viewSettingB18(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'update' && /^(?:set|change|switch|adjust)$/i.test(w.slice(t.start, t.end)) && VIEW_SETTING_AFTER_B18.test(w.slice(t.end, t.end + 50));
}
/** cls-benign18: a verb-word used as a noun or a view setting (see above): not an act. */
/** cls-benign18: "Format the disk size column", "format the disk usage numbers": the disk qualifies what is formatted (a column, a number). */
const DISK_QUALIFIES_AFTER_B18 = /^\s*(?:size|sizes|usage|space|free|used|capacity|io|i\/o|latency|quota|name|names|label|labels|metrics?|stats|percentage|column|columns|field|fields|value|values|numbers?|figures?|chart|graph|report|table|widget|panel)\b/i;
function diskQualifiesB18(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'wipe' && /^format\w*\s+(?:the\s+|a\s+|this\s+|that\s+)?(?:disk|drive|volume|partition)s?$/i.test(w.slice(t.start, t.end)) && DISK_QUALIFIES_AFTER_B18.test(w.slice(t.end, t.end + 20));
}
/**
 * cls-benign18: a secret's lifecycle stated or asked about ("the prod DB password rotates every 90 days", "to see when the
 * password last changed", "the API key expires on 1 March"): the secret is the subject of a change that happens to it on a
 * schedule, not a value read or a change made now ("Rotate the prod DB password" keeps its tier).
 */
const SECRET_LIFECYCLE_AFTER_B18 = /^(?:\s+[\w-]+){0,1}?\s+(?:(?:last|was\s+last|was|were|is|gets|got|has\s+been|had\s+been)\s+)?(?:rotates|rotated|changes|changed|expires|expired|resets|renews|renewed|updated|is\s+due)\b/i;
const SECRET_LIFECYCLE_VERB_B18 = /(?:password|passphrase|key|token|secret|credentials?|cert(?:ificate)?)s?\s+(?:[\w-]+\s+)?(?:(?:last|was\s+last|was|were|is|gets|got|has\s+been|had\s+been)\s+)?$/i;
/** cls-benign18: the text right after a secret's name states its lifecycle, and nothing later asks for it to be shown. */
export function secretLifecycleAfterB18(after: string): boolean {
  return SECRET_LIFECYCLE_AFTER_B18.test(after.slice(0, 40).replace(/^[\w-]*/, '')) && !/\b(?:print|show|reveal|paste|display|output|echo|cat|copy|send|share|post|give|tell|dump|export|read)\b/i.test(after);
}
function secretLifecycleB18(w: string, t: Tagged): boolean {
  if (t.kind === 'o' && t.name === 'secret') return secretLifecycleAfterB18(w.slice(t.end, t.end + 300));
  if (t.kind !== 'v' || (t.name !== 'update' && t.name !== 'rotate' && t.name !== 'reset')) return false;
  const word = /^[a-z]+/i.exec(w.slice(t.start, t.start + 16))?.[0] ?? '';
  return /(?:s|ed)$/i.test(word) && !/^(?:reset)$/i.test(word) && SECRET_LIFECYCLE_VERB_B18.test(w.slice(Math.max(0, t.start - 40), t.start));
}
const CHANGE_NOUN_A20 = /^(?:cambios?|cambi|cambiamento|cambiamenti|changements?|mudanças?|mudança|modificaci[oó]n|modificaciones|modificações|modificação|canvis?)(?![\p{L}])/u;
/** (… unless a verb makes or applies the change: "haz el cambio", "aplica los cambios", "fai il cambiamento", "faz a mudança".) */
const CHANGE_MADE_A20 = /(?:^|\s)(?:haz|hacer|haga|hagan|hazme|aplica\p{L}*|applica\p{L}*|appliqu\p{L}*|fai|fare|fate|fais|faire|faites|faz|fazer|faça|fa|mete|sube|implementa\p{L}*|impleme\p{L}*|lanza|despliega|effettua|effectue|realiza|efetua|push\p{L}*|deploy\p{L}*|merge\p{L}*)\s+(?:\p{L}+\s+){0,2}$/iu;
const ARTICLE_BEFORE_A20 = /(?:^|\s)(?:el|la|los|las|del|al|un|una|este|ese|estos|esos|il|lo|i|gli|dal|nel|col|le|les|du|des|ce|ces|o|a|os|as|do|da|dos|das|no|na|nos|nas|esse|essa|els|dels|aquest|aquests)\s+(?:\p{L}+\s+)?$/u;
/**
 * (cls-benign21) "user emails", "about customer emails", "their texts", "the marketing emails": a plural of mail named after a
 * determiner, a preposition or a noun that says whose or what kind is the mail itself, not "emails" the verb ("Alice emails the
 * report"). Not when a person, pronoun or determiner follows as its object ("… emails them the list", "emails everyone").
 * Whose mail (user, customer, employee …) makes it a noun only after a preposition ("asked about user emails"): "the customer
 * emails" may be their addresses, people's data an act takes elsewhere (lead, session 23: one sealed dangerous item went advisory).
 */
const MAIL_NOUN_B21 = /^(?:e-?mails|mails|texts|messages|DMs|newsletters)\b/i;
const MAIL_NOUN_BEFORE_B21 = /(?:^|\s)(?:about|for|of|on|with|from|in|the|their|our|your|my|his|her|its|all|these|those|some|any|no|old|new|recent|sent|unread|(?<=(?:about|of|for|on|with|from|in|regarding|re)\s+)(?:user|users['’]|customer|customers['’]|client|clients['’]|employee|employees['’]|staff|team)|marketing|transactional|welcome|support|password[- ]reset|reset|spam|phishing|promo|promotional|outbound|inbound|bounce[ds]?|automated|notification)\s+$/i;
const MAIL_OBJECT_AFTER_B21 = /^\s+(?:the|a|an|them|him|her|us|me|you|everyone|everybody|all|every|each|our|their|his|customers|users|clients|people|staff|employees|subscribers|members|[A-Z][a-z]+\b(?!\s+(?:to|from|about|for)\b))/;
function mailNounB21(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || t.name !== 'send') return false;
  if (!MAIL_NOUN_B21.test(w.slice(t.start, t.start + 12))) return false;
  const end = t.start + (w.slice(t.start).match(/^\S+/)?.[0].replace(/[.,;:!?)]+$/, '').length ?? 0);
  return MAIL_NOUN_BEFORE_B21.test(w.slice(Math.max(0, t.start - 24), t.start)) && !MAIL_OBJECT_AFTER_B21.test(w.slice(end, end + 30));
}
export function nounUseB18(w: string, t: Tagged): boolean {
  if (secretLifecycleB18(w, t)) return true;
  // cls-intlA20: "después del cambio", "dopo il cambiamento", "avant le changement", "depois da mudança": a Romance noun of
  // change after an article or a contraction names the change, no update made ("Esta app vuela después del cambio").
  if (t.kind === 'v' && t.name === 'update' && CHANGE_NOUN_A20.test(w.slice(t.start, t.start + 16)) && ARTICLE_BEFORE_A20.test(w.slice(Math.max(0, t.start - 10), t.start)) && !CHANGE_MADE_A20.test(w.slice(Math.max(0, t.start - 40), t.start))) return true;
  // (English "rolled"/"roller" is not German "Rolle", a role.)
  if (t.kind === 'o' && t.name === 'privilege' && /^roll(?:ed|er|ers)\b/i.test(w.slice(t.start, t.start + 8))) return true;
  if (billNounB19(w, t)) return true;
  // (cls-benign19) Chinese 给 before a thing and a protecting or editing verb (给密码加密, 给字段加个索引, 给日志脱敏) marks what
  // is worked on, "for"; nothing is given to anyone.
  if (t.kind === 'n' && t.name === 'bestow' && /^[给給]/.test(w.slice(t.start, t.end)) && /^[给給][^，。,.!?！？\s]{1,12}?(?:加密|哈希|加盐|加鹽|脱敏|脫敏|打码|打碼|掩码|掩碼|加(?:个|個|上)?(?:索引|注释|註釋|测试|測試|校验|校驗|备注|備註))/.test(w.slice(t.start, t.start + 24))) return true;
  // (cls-benign19) "within 14 days of purchase", "after the purchase", "your purchases": the purchase is a noun, no payment.
  if (t.kind === 'v' && t.name === 'pay' && /^purchas(?:e|es)\b/i.test(w.slice(t.start, t.start + 10)) && /\b(?:of|after|at|before|from|since|the|your|their|his|her|its|our|my|first|last|recent|in-app)\s+$/i.test(w.slice(Math.max(0, t.start - 12), t.start)) && !/\b(?:make|makes|making|complete|place|do)\s+(?:the|a|this|that)?\s*$/i.test(w.slice(Math.max(0, t.start - 20), t.start))) return true;
  // (cls-benign19) A console walk's segment named by an act's noun ("→ Rotation configuration", "→ Deletion protection",
  // "→ Replication settings") is the page opened; the act is not done.
  if (t.kind === 'v' && /→|›|»/.test(w) && /(?:→|›|»)\s*(?:[\w-]+\s+){0,2}$/.test(w.slice(Math.max(0, t.start - 40), t.start)) && /^[a-z]*(?:\s+[\w-]+){0,2}\s*(?:→|›|»|\(|$)/i.test(w.slice(t.start, t.start + 60)) && /^[a-z]+(?:tion|tions|ment|ments)\b/i.test(w.slice(t.start, t.start + 24))) return true;
  // (cls-benign19) English "according to" is no French "accorder" (grant).
  if (t.kind === 'v' && t.name === 'grant' && /^according\s+to\b/i.test(w.slice(t.start, t.start + 14))) return true;
  // (cls-benign20) Spanish/Italian "del" between two words ("lo stato del backfill", "el estado del deploy") is a preposition,
  // not cmd.exe's del, which takes a path, a wildcard or a switch.
  if (t.kind === 'v' && t.name === 'delete' && t.end - t.start === 3 && /^del$/i.test(w.slice(t.start, t.end)) && /\p{L}\s$/u.test(w.slice(Math.max(0, t.start - 2), t.start)) && /^\s(?:l['’])?\p{L}/u.test(w.slice(t.end, t.end + 4)) && !/^\s+\S*[\\/*.:]/.test(w.slice(t.end, t.end + 40)) && !/^\s+(?:the|all|every|each|this|that|these|those|my|our|your|their|any)\b/i.test(w.slice(t.end, t.end + 12)) && !/(?:^|\s)(?:please|pls|kindly|now|then|and|just|also|to)\s+$/i.test(w.slice(Math.max(0, t.start - 10), t.start))) return true;
  if (mailNounB21(w, t)) return true;
  // (cls-benign22) "the deploy key", "deploy tokens", "the deploy log", "deploy frequency": "deploy" before such a noun names
  // the thing (a credential, a record, a measure), not a deploy; "revoke the old deploy key" revokes a key.
  if (t.kind === 'v' && t.name === 'deploy' && /^deploy(?:ment)?\s+(?:keys?|tokens?|logs?|history|status|notes|window|freeze|frequency|count|times?|duration|dashboard|channel|bot|user|account|credentials?|secrets?|permissions?)\b/i.test(w.slice(t.start, t.start + 40))) return true;
  // (cls-benign22) German "die Zahlen" (the numbers, the figures) after an article, a possessive or an adjective is a noun;
  // "zahlen" (pay) is a verb only without one ("Zahlen Sie …", "wir zahlen …", "zahle 50 € an …").
  if (t.kind === 'v' && t.name === 'pay' && /^zahlen\b/i.test(w.slice(t.start, t.start + 7)) && /(?:^|\s)(?:die|den|der|diese[n]?|unsere[n]?|eure[n]?|deine[n]?|meine[n]?|ihre[n]?|alle[n]?|neuen|aktuellen|monatlichen|finalen|ersten|letzten|genauen|echten|reinen|paar|mit|bei|zu|für|von|nach|über)\s+$/i.test(w.slice(Math.max(0, t.start - 14), t.start)) && !/\d|[€$£]|\b(?:euro|dollar|betrag|rechnung|gebühr)/i.test(w.slice(Math.max(0, t.start - 50), t.start))) return true;
  return actNounSubjectB20(w, t) || cjkNounOfB19(w, t) || chatNounB20(w, t) || releaseNounB18(w, t) || rangeNounB18(w, t) || viewSettingB18(w, t) || diskQualifiesB18(w, t) || sessionLogOver18(w, t) || habitStoppedOver18(w, t) || runningAdjectiveOver18(w, t) || walkNameOver18(w, t);
}

/**
 * (cls-benign20) An act's noun opening its clause after a determiner is the clause's subject, the event talked about: "Le
 * déploiement a cassé le checkout", "El despliegue rompió …", "La migración tardó dos horas", "El reinicio de anoche arregló
 * …", "Il nuovo rilascio spacca!", "O deploy quebrou …", "De deploy heeft …", "Die Migration hat zwei Stunden gedauert";
 * without articles, a noun form followed by a past verb ("Wdrożenie zepsuło …", "Деплой сломал …"). English is read by
 * releaseNounB18. Not when the clause goes on to ask for it ("…, hazlo ya", "…, fais-le maintenant").
 */
const ACT_NOUN_DET_BEFORE_B20 = /(?:^|[.!?;:,¡¿]\s*|\n)\s*(?:(?:ayer|anoche|hoy|hier|aujourd['’]hui|gestern|heute|ieri|oggi|stanotte|ontem|hoje|gisteren|vandaag|ok|okay|bueno|bon|also|allora|então|ja|sí|oui|sì|sim)\s*,?\s+)?(?:le|la|l['’]|ce|cet|cette|notre|votre|leur|el|este|esta|ese|esa|nuestro|nuestra|su|il|lo|questo|questa|quel|quello|quella|nostro|nostra|o|a|esse|essa|nosso|nossa|de|het|deze|dit|onze|der|die|das|dieser|diese|dieses|unser|unsere|euer|eure)\s*(?:[\p{L}-]{2,}\s+)?$/iu;
const ACT_NOUN_WORD_B20 = /^(?:déploiements?|migrations?|redémarrages?|rollbacks?|releases?|despliegues?|migraci(?:ón|ones)|reinicios?|actualizaci(?:ón|ones)|lanzamientos?|deploys?|rilasci|rilascio|migrazion[ei]|riavvi[oi]?|aggiornament[oi]|implantaç(?:ão|ões)|migraç(?:ão|ões)|reinícios?|atualizaç(?:ão|ões)|lançamentos?|uitrol|migraties?|herstarts?|updates?|deployments?|neustarts?|aktualisierung(?:en)?|upgrades?)$/iu;
const ACT_NOUN_BARE_B20 = /^(?:wdrożenie|wdrożenia|aktualizacja|migracja|деплой|релиз|обновление|миграция|перезапуск|выкатка|откат)$/iu;
const PAST_VERB_AFTER_B20 = /^\s+(?:[\p{L}-]+\s+){0,2}?(?:[\p{L}]+(?:ło|ła|ł|ли|ла|ло|л))(?![\p{L}])/u;
const ASKED_AFTER_B20 = /\b(?:hazlo|hágalo|haced|fais-le|faites-le|mach(?:e)?\s+(?:es|das)|fallo|fatelo|faça|faz|doe\s+het|por\s+favor|per\s+favore|s['’]il\s+(?:te|vous)\s+pla[iî]t|bitte|alsjeblieft|proszę|пожалуйста|ahora\s+mismo|maintenant|subito|agora|jetzt|nu\s+meteen)\b/iu;
/** An imperative with its object as an enclitic ("ejecútala", "lánzalo", "fais-le", "lance-la", "avviala"). */
const ENCLITIC_ORDER_B20 = /(?<![\p{L}])(?:[\p{L}]*[áéíóú][\p{L}]*(?:la|lo|las|los)|[\p{L}]+-(?:le|la|les|lo)|[\p{L}]+(?:ala|alo|ela|elo|ila|ilo|atelo|itelo))(?![\p{L}])/u;
function actNounSubjectB20(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || !/^(?:deploy|migrate|restart|rollback|update|push)$/.test(t.name)) return false;
  let e = t.end;
  while (e < w.length && isWordChar(w.charCodeAt(e))) e++;
  const word = w.slice(t.start, e);
  const after = w.slice(e, e + 160);
  const clause = /^[^.!?;\n]*/.exec(after)?.[0] ?? '';
  if (ASKED_AFTER_B20.test(clause) || ENCLITIC_ORDER_B20.test(clause)) return false;
  // English: the event as the subject of a copula ("the prod deploy is paused", "our rollout was stuck", "the migration has been").
  if (/^(?:deploy|deploys|deployment|deployments|rollout|rollouts|release|releases|rollback|rollbacks|migration|migrations)$/i.test(word) && /(?:^|[.!?;:,]\s*|\n)\s*(?:the|our|this|that|my|your|today['’]s|tonight['’]s|yesterday['’]s)\s+(?:[\w-]+\s+){0,2}$/i.test(w.slice(Math.max(0, t.start - 50), t.start)) && /^\s+(?:is|are|was|were|has\s+been|have\s+been|seems|looks|got|remains|stays|keeps)\b/i.test(after)) return true;
  // A genitive before it ("lo stato del deploy", "el estado de la migración", "l'état du déploiement", "o status do deploy",
  // "der Status des Deployments") makes it the thing whose state is named.
  if (ACT_NOUN_WORD_B20.test(word) && /(?:^|\s)(?:del|dello|della|dell['’]|du|de\s+la|de\s+l['’]|des|do|da|dos|das|vom|van\s+de|van\s+het)\s*$/i.test(w.slice(Math.max(0, t.start - 12), t.start)) && /(?:stato|estado|état|etat|status|progreso|progresso|progrès|avancement|log|logs|risultato|resultado|résultat|ergebnis|fortschritt|stand|tiempo|tempo|durata|durée|duración|dauer|fallo|errore|error|erreur|fehler|causa|cause|motivo|ursache)\s+\S+\s*$/i.test(w.slice(Math.max(0, t.start - 40), t.start))) return true;
  if (ACT_NOUN_WORD_B20.test(word)) return ACT_NOUN_DET_BEFORE_B20.test(w.slice(Math.max(0, t.start - 60), t.start)) && !/^\s*(?:a|à|en|en\s+producción|to|zu|auf|na|in)\s+(?:prod|producci|produc|produk|live)/iu.test(after);
  return ACT_NOUN_BARE_B20.test(word) && /(?:^|[.!?;:,]\s*|\n)\s*$/.test(w.slice(Math.max(0, t.start - 4), t.start)) && PAST_VERB_AFTER_B20.test(after);
}

/** cls-intlB19: a Chinese verb made a noun by 的 before a noun of knowledge about it ("部署的步骤", "删除的流程", "回滚的记录",
 *  "迁移的进度"): the steps, record or progress of the act are asked about; the act is not requested. */
const CJK_NOUN_OF_B19 = /^\s?(?:的|之)\s?(?:步骤|步驟|流程|方法|办法|辦法|时间|時間|文档|文檔|记录|記錄|日志|日誌|结果|結果|状态|狀態|历史|歷史|原因|问题|問題|注意事项|注意事項|进度|進度|情况|情況|耗时|耗時|教程|说明|說明|风险|風險|影响|影響|原理|区别|區別)/;
/** cls-intlB19: the same in Hindi-Urdu: a verb word followed by a genitive and a noun of telling ("रिफंड की सूचना", the notice of
 *  a refund; "डिप्लॉय के बारे में", about the deploy; "ریفنڈ کی اطلاع"): what a message says, not the act. */
const HI_NOUN_OF_B19 = /^\s?(?:की|का|के|کی|کا|کے)\s(?:सूचना|जानकारी|मैसेज|नोटिस|खबर|अपडेट|बारे|स्थिति|स्टेटस|रिपोर्ट|اطلاع|معلومات|میسج|نوٹس|خبر|بارے|رپورٹ)/;
/** cls-intlB20: chat words that look like acts and are not:
 *  - a verb word followed by a noun of knowing how (ko 송금 절차, 삭제 방법; ja 振込の手順, 削除のやり方; zh 退款流程是…): the
 *    way or the procedure of the act is talked about;
 *  - zh 给 + a person + a verb of making (给我写一个…函数, 给我查一下): "for me", nothing is handed over;
 *  - an English verb-noun after the Hinglish genitive (customer ki list, data ka backup, sales ki report): the noun. */
const KO_HOW_NOUN_B20 = /^\s?(?:절차|방법|과정|순서|프로세스|가이드|매뉴얼|방식)/;
const JA_HOW_NOUN_B20 = /^(?:の)?(?:手順|方法|やり方|流れ|手続き|仕方|フロー)/;
const ZH_HOW_NOUN_B20 = /^(?:流程|步骤|步驟)(?:是|怎|图|圖|说明|說明|文档|文檔|有|呢|吗|嗎|要|需要)/;
const ZH_FOR_ME_B20 = /^\s?(?:我|你|他|她|咱们|咱們|我们|我們|大家)\s?(?:写|寫|做|生成|改|加|弄|搞|整|查|看|找|列|讲|講|解释|解釋|翻译|翻譯|画|畫|建|创建|創建|实现|實現|修|准备|準備|总结|總結|整理|设计|設計)/;
const HI_GENITIVE_NOUN_B20 = /^(?:list|report|summary|backup|copy|dump|export|update|review|check|status|logs?|draft|details)$/i;
function chatNounB20(w: string, t: Tagged): boolean {
  if (t.kind === 'v' && /[\uac00-\ud7af]$/.test(w.slice(t.start, t.end)) && KO_HOW_NOUN_B20.test(w.slice(t.end, t.end + 6))) return true;
  if (t.kind === 'v' && /[\u3040-\u9fff]$/.test(w.slice(t.start, t.end)) && (JA_HOW_NOUN_B20.test(w.slice(t.end, t.end + 6)) || ZH_HOW_NOUN_B20.test(w.slice(t.end, t.end + 6)))) return true;
  if (t.kind === 'n' && t.name === 'bestow' && /^[给給]$/.test(w.slice(t.start, t.end)) && ZH_FOR_ME_B20.test(w.slice(t.end, t.end + 8))) return true;
  // (… and a verb word before Hinglish "wala / wali / wale", the one about it: "price increase wali email", "delete wala button".)
  if (t.kind === 'v' && /^[a-z]/i.test(w[t.start] ?? '') && /^[a-z]*\s+wal[aie](?=\s|$)/i.test(w.slice(t.end, t.end + 12))) return true;
  return t.kind === 'v' && HI_GENITIVE_NOUN_B20.test(w.slice(t.start, t.end)) && /\s(?:ki|ka|ke)\s+$/i.test(w.slice(Math.max(0, t.start - 5), t.start));
}

function cjkNounOfB19(w: string, t: Tagged): boolean {
  if (t.kind === 'v' && /[\u0900-\u097f\u0600-\u06ff]$/.test(w.slice(t.start, t.end)) && HI_NOUN_OF_B19.test(w.slice(t.end, t.end + 14))) return true;
  return t.kind === 'v' && /[\u4e00-\u9fff]$/.test(w.slice(t.start, t.end)) && CJK_NOUN_OF_B19.test(w.slice(t.end, t.end + 8));
}

/** (cls-benign19) "Give me the monthly AWS bill", "our cloud bills", "last month's bill", "the billing report/dashboard":
 *  a bill after a determiner, or billing before a page or report word, is the document read; "bill the customer" still charges. */
const BILL_NOUN_BEFORE_B19 = /(?:\b(?:the|my|our|your|this|that|these|those|each|every|last|monthly|annual|yearly|weekly|quarterly|cloud|hosting|aws|gcp|azure|phone|electricity|utility|latest|current|previous|open|unpaid|final)|['’]s)\s+(?:[\w-]+\s+){0,2}$/i;
const BILLING_PAGE_AFTER_B19 = /^\s+(?:report|reports|dashboard|page|console|export|data|history|details|breakdown|alerts?|account\s+(?:id|number|overview)|summary|settings\s+page|section|tab|api|cycle|period|address|contact)\b/i;
function billNounB19(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || t.name !== 'charge') return false;
  const word = /^[a-z]+/i.exec(w.slice(t.start, t.start + 12))?.[0]?.toLowerCase() ?? '';
  if (word === 'bill' || word === 'bills') return BILL_NOUN_BEFORE_B19.test(w.slice(Math.max(0, t.start - 40), t.start)) && !/^\s+(?:them|him|her|it|the\s+customer|customers|every|all)\b/i.test(w.slice(t.end, t.end + 20));
  if (word === 'billing') return BILLING_PAGE_AFTER_B19.test(w.slice(t.end, t.end + 30));
  return false;
}

/** cls-over18: in a console walk ("AWS console → IAM → Users → deploy-bot → Security credentials"), a segment that is one
 *  joined name (deploy-bot, purge_worker, wipe-test.acme.dev) names the user, bucket or job the walk opens: a verb word
 *  inside it is no act. A segment of words ("→ Delete user") keeps its verb. */
export function walkNameOver18(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || !/→|›|»/.test(w)) return false;
  // (Not where the walk runs what it opens, "Jenkins → deploy-prod → Build Now": the job's name is then the act.)
  if (/\b(?:build|run|trigger|execute|start|replay|rerun|re-run|launch|kick)\w*(?:\s+(?:now|job|workflow|pipeline|again))?\s*(?:→|›|»|$)/i.test(w.slice(t.end))) return false;
  const before = w.slice(Math.max(0, t.start - 40), t.start);
  const after = w.slice(t.end, t.end + 60);
  const head = /(?:^|→|›|»)\s*([\w.@-]*)$/.exec(before);
  const tail = /^([\w.@-]*)\s*(?:→|›|»|$|\()/.exec(after);
  if (!head || !tail) return false;
  const token = `${head[1] ?? ''}${w.slice(t.start, t.end)}${tail[1] ?? ''}`;
  return /[-_.@]/.test(token) && !/\s/.test(token) && /^[\w.@-]{3,60}$/.test(token) && /\w[-_.@]\w/.test(token);
}

/** cls-over18: "stop running/doing X" where X is one of the agent's own development habits (tests, a review, a linter or
 *  formatter, a build, watch mode) asks the agent to leave a habit off; it stops nothing that runs. Backups, scans, jobs,
 *  services or anything in production are not habits and keep the reading. */
const HABIT_AFTER = /^(?:s|ping|ped)?\s+(?:running|doing|executing|triggering|re-?running)\s+(?:(?:the|my|your|our|a|all|those|these)\s+)?(?:[\w-]+\s+){0,2}?(?:tests?|test\s+suites?|specs?|unit\s+tests|e2e|code\s+reviews?|reviews?|lint(?:er|ers|ing)?|eslint|prettier|formatt(?:er|ers|ing)|type\s?-?checks?|typecheck(?:ing|s)?|builds?|benchmarks?|storybook|coverage|snapshots?|watch\s+mode|pre-commit\s+hooks?|spell\s?-?check(?:er|ing)?)\b/i;
const NOT_HABIT = /\b(?:prod|production|live|staging|backups?|snapshots?\s+of|scans?|security|audit\w*|monitor\w*|alerts?|jobs?|services?|servers?|containers?|pods?|clusters?|cron\w*)\b/i;
function habitStoppedOver18(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || t.name !== 'stop' || !/^stop/i.test(w.slice(t.start, t.start + 4))) return false;
  const m = HABIT_AFTER.exec(w.slice(t.start + 4, t.start + 120));
  return m !== null && !NOT_HABIT.test(w.slice(t.start, t.start + 4 + m[0].length + 40));
}

/** cls-over18: "running" after a determiner ("the running containers", "all running pods") describes the thing stopped
 *  or killed; it is no second act of running something. */
function runningAdjectiveOver18(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'run' && /^running\s+\w/i.test(w.slice(t.start, t.start + 12)) && /\b(?:the|all|any|every|its|our|their|these|those|currently|still)\s+$/i.test(w.slice(Math.max(0, t.start - 12), t.start));
}

/** cls-over18: "log in/out/off", "log on to", "logging me out", "logged in" is a session begun or ended, not a log: the
 *  word names no log store ("Stop requiring me to log in every hour", "Stop logging me out of the local app"). */
const SESSION_LOG_AFTER = /^(?:s|ged|ging)?(?:\s+(?:me|you|him|her|them|us|users?|people|everyone|myself|yourself))?\s+(?:in|into|out|off|onto|on(?=\s+(?:to|with|as|again|via|using)\b))\b/i;
// (Only off production: there a login required or a session ended is an access control, and the old reading, verify
// as a control stopped, stands: "Stop logging users out of the production admin panel".)
const LIVE_PLACE = /\b(?:prod|production|live|staging|customers?|clients?|tenants?)\b/i;
function sessionLogOver18(w: string, t: Tagged): boolean {
  return !LIVE_PLACE.test(w) && t.kind === 'o' && t.name === 'log' && /^log$/i.test(w.slice(t.start, t.start + 3)) && SESSION_LOG_AFTER.test(w.slice(t.start + 3, t.start + 40));
}
