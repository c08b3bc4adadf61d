// (cls-en22) English light and phrasal verbs whose meaning is set by what follows them, read at the tag level so every
// reader of prose (the main reading, the second reading, the floors) gets the same act:
//  - a light verb (give, hand out, award, gift, load, stick, put) before stored value — points, miles, credit, vouchers,
//    a currency amount — moves money ("Give every member 1,000 bonus points", "Hand out a $20 voucher to …");
//    "give away" / "hand out" before free things or a count gives them away ("Give away 10,000 free tickets");
//  - "credit $25 to …": the verb credit before an amount;
//  - "knock / shave / take / chop 30% off …", "knock $5 off …": a price cut told by its amount;
//  - "kick / boot X off (or out of) Y": people removed from a place (a rota, a channel, a plan);
//  - "let everyone / anyone / all staff in(to) …": access given to a whole audience;
//  - a person's chart ("Mrs. Alvarez's full chart", "the patient chart") is a medical record, not a graph.
// Each rule needs its whole shape (verb + amount or stored value, verb + people + particle), so the bare verbs keep
// their readings ("give me a summary", "kick off the build", "take notes", "let everyone know").
import type { Tagged } from './words';

/** Stored value a business holds for a person: points, miles, credit, vouchers, coupons, gift cards. */
const STORED_VALUE = /\b(?:(?:bonus|loyalty|reward|rewards|award|frequent[\s-]flyer|air|status)\s+(?:points?|miles|credits?)|(?<!\bstory\s)points|miles|store\s+credits?|account\s+credits?|service\s+credits?|\d[\d,.]*k?\s+(?:in\s+)?credits?|vouchers?|coupons?|gift\s+cards?|gift\s+certificates?|reward\s+certificates?|promo\s+codes?|free\s+(?:months?|years?|credits?|shipping|upgrades?))\b/;
/** A currency amount ($25, €40, 25 dollars, 1,000 USD). */
const AMOUNT = /(?:[$€£¥₹]\s?\d|\b\d[\d,.]*\s?(?:k\s)?(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks|rupees?)\b)/;
const GIVE = /\b(?:give|gives|giving|gave|hand\s+out|hands\s+out|handed\s+out|handing\s+out|award|awards|awarded|awarding|gift|gifts|gifted|load|loads|loaded|loading|stick|sticks|put|puts|drop|drops|grant|grants|granted|granting|dish\s+out|pass\s+out)\b/g;
/** What a light verb gives that is a read or a word, not value: "give me a summary of the points", "give the intern a walkthrough". */
const GIVE_TALK = /^\s*(?:(?:me|us|you)\b|(?:[\w'’-]+\s+){0,4}?(?:a|an|the|some)\s+(?:(?:quick|short|brief|rough|full|detailed)\s+)?(?:summary|count|list|breakdown|overview|number|total|estimate|report|walkthrough|tour|heads[\s-]up|chance|call|hand|look|sense|rundown|review|update|demo|try|shot|go|idea|reason|example|explanation|answer)\b)/;
const GIVE_AWAY = /\b(?:give|gives|giving|gave|giving)\s+away\s+(?:(?:up\s+to|about|around|another|over)\s+)?(?:\d[\d,.]*k?\s|free\b|(?:a\s+)?(?:hundred|thousand|million)s?\b|every\b|all\b)/g;
const CREDIT_AMOUNT = /\bcredit(?:s|ed|ing)?\s+(?:(?:back|another|an?\s+extra|each|every|all)\s+)?(?:[$€£¥₹]\s?\d|\d[\d,.]*\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks|points|miles)\b)/g;
/** "knock 30% off", "shave $5 off", "take another 10 percent off", "chop 20 per cent off". */
const AMOUNT_OFF = /\b(?:knock|knocks|knocked|knocking|shave|shaves|shaved|shaving|take|takes|took|taking|chop|chops|chopped|lop|lops|lopped|slice|slices|sliced)\s+(?:(?:another|an\s+extra|an\s+additional|a\s+further|a\s+flat)\s+)?(?:\d[\d,.]*\s?(?:%|percent\b|per\s+cent\b)|[$€£¥₹]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:dollars?|euros?|pounds?|bucks)\b)\s+off\b/g;
/** What a cut of N% is taken off when it is no price: time, size, load ("knock 30% off the build time"). */
const OFF_NOT_PRICE = /^\s*(?:(?:the|our|my|its|this|that)\s+)?(?:[\w-]+\s+){0,2}?(?:time|times|latency|duration|runtime|build|builds|bundle|size|memory|cpu|load|p99|p95|startup|boot|page\s+weight|test\s+suite|queue\s+depth|backlog|error\s+rate)\b/;
/** "kick every volunteer off the schedule", "boot the contractors out of the channel". */
const KICK = /\b(?:kick|kicks|kicked|kicking|boot|boots|booted|booting)\s+((?:[\w'’.-]+\s+){1,5}?)(?:off|out\s+of|out|from)\b/g;
const KICK_NOT_PEOPLE = /^(?:it|this|that|things?|stuff|the\s+(?:tires|tyres|build|job|pipeline|meeting|process|sprint|project|release|migration|run))\s+$/;
/** "let everyone in", "let all staff into the drive", "let anyone in the company see …". */
const LET_IN = /\blet(?:s|ting)?\s+(?:everyone|everybody|anyone|anybody|all\s+(?:the\s+)?(?:staff|employees|users|members|contractors|guests|visitors|vendors|customers)|the\s+(?:whole|entire)\s+(?:company|org|organi[sz]ation|team|world|internet))\b([^.;!?\n]{0,60}?)\b(?:in(?=\s*(?:[,.;:!?]|$|\s(?:without|with\s+no|and|now|for\s+free|today|tonight)\b))|into|in\s+to|onto|through|access|see|view|read|download|edit|use)\b/g;
const LET_IN_TALK = /\bknow\b|\bhear\b/;
/** A person's chart, the patient's chart, a medical chart: a health record. */
const CHART = /(?:(?:'s|’s|s'|\bpatient|\bmedical|\bclinical|\bhealth|\bher|\bhis|\btheir)\s+(?:(?:full|complete|whole|entire|medical|clinical|latest|current)\s+)?)(charts?)\b/g;

function clause(text: string, from: number, len: number): string {
  const m = /^[^.;!?\n]*/.exec(text.slice(from, from + len));
  return m ? m[0] : '';
}

function put(out: Tagged[], kind: Tagged['kind'], name: string, start: number, end: number, replaceVerb: boolean): void {
  if (replaceVerb) for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start < end && (out[k] as Tagged).end > start) out.splice(k, 1);
  out.push({ kind, name, start, end });
}

/** Cheap gate: only texts with one of the rules' verbs are read. */
const GATE = /\b(?:give|gave|hand|award|gift|load|stick|put|drop|grant|dish|pass|credit|knock|shave|take|took|chop|lop|slice|kick|boot|let|chart)/;

export function englishLightVerbsEN22(text: string, out: Tagged[]): void {
  if (!GATE.test(text)) return;
  for (const m of text.matchAll(GIVE)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    // (A light verb the lexicon read as a grant or a share — "hand out", "give" — is a payment when value follows.)
    if (out.some((t) => t.kind === 'v' && t.start < end && t.end > at && t.name !== 'grant' && t.name !== 'share')) continue;
    const rest = clause(text, end, 120);
    if (GIVE_TALK.test(rest)) continue;
    // Stored value or an amount in the same clause, and no other verb between ("give … a list of the points").
    const sv = STORED_VALUE.exec(rest) ?? AMOUNT.exec(rest);
    if (!sv) continue;
    const between = rest.slice(0, sv.index);
    if (/\b(?:list|summary|report|count|breakdown|overview|number|total|how\s+many|how\s+much|history|balance\s+of|explanation)\b/.test(between)) continue;
    if (out.some((t) => t.kind === 'v' && t.start > end && t.start < end + sv.index)) continue;
    put(out, 'v', 'pay', at, end, true);
  }
  for (const m of text.matchAll(GIVE_AWAY)) {
    const at = m.index ?? 0;
    put(out, 'v', 'pay', at, at + m[0].length, true);
  }
  for (const m of text.matchAll(CREDIT_AMOUNT)) {
    const at = m.index ?? 0;
    put(out, 'v', 'pay', at, at + 'credit'.length, true);
  }
  for (const m of text.matchAll(AMOUNT_OFF)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (OFF_NOT_PRICE.test(clause(text, end, 80))) continue;
    put(out, 'v', 'price', at, end, true);
  }
  for (const m of text.matchAll(KICK)) {
    if (KICK_NOT_PEOPLE.test(m[1] as string)) continue;
    const at = m.index ?? 0;
    put(out, 'v', 'revoke', at, at + m[0].length - (m[0].length - m[0].indexOf(m[1] as string)), true);
  }
  for (const m of text.matchAll(LET_IN)) {
    if (LET_IN_TALK.test(m[1] ?? '')) continue;
    const at = m.index ?? 0;
    put(out, 'v', 'grant', at, at + 3, true);
  }
  for (const m of text.matchAll(CHART)) {
    const at = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    const end = at + (m[1] as string).length;
    for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).start === at && (out[k] as Tagged).kind === 'v') out.splice(k, 1);
    put(out, 'o', 'pii', at, end, false);
  }
}
