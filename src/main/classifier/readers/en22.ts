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

/** "take down notes / the minutes / his number": writing down, not taking a thing down. */
const TAKE_DOWN_NOTE = /\btak(?:e|es|ing)|took\b/;
const TAKE_DOWN_WRITE = /\b(?:take|takes|taking|took)\s+down\s+(?:(?:a|some|the|any|my|our|your|his|her|their|quick|detailed|rough|meeting)\s+){0,2}(?:notes?|minutes|details|names?|numbers?|action\s+items|questions|feedback|requirements|what\b|everything\s+(?:they|he|she|you)\s+says?)/g;
/** "zero out the counters / the balances / the usage": values set to zero, an update of what holds them (not emptied). */
const ZERO_OUT_VALUES = /\bzero(?:es|ed|ing|s)?\s+out\s+(?:(?:the|all|every|our|my|their|its|each)\s+)?(?:[\w'’-]+\s+){0,4}?(?:counters?|count|values?|fields?|totals?|balances?|usage|metrics|stats|statistics|quotas?|scores?|points|miles|credits?|amounts?|numbers)\b/g;
/** "Change Owner" on a CRM record (an account, lead, opportunity, case, deal): the record is reassigned, no rights are given. */
const CHANGE_RECORD_OWNER = /\bchange\s+(?:the\s+)?(?:record\s+|account\s+|lead\s+|opportunity\s+|case\s+|deal\s+|contact\s+|ticket\s+)?owner\b/g;
const CRM_CONTEXT = /\b(?:accounts?|leads?|opportunit(?:y|ies)|cases?|deals?|contacts?|tickets?|salesforce|hubspot|pipedrive|zoho|dynamics\s+365)\b/;
const CRM_NOT_RECORD = /\b(?:org(?:ani[sz]ation)?|workspace|repo(?:sitory)?|project|subscription|tenant|billing\s+account|domain|admin|role|group)\s+owner\b|\bowner\s+(?:role|permissions?|rights|access)\b/;
/** One named person's password reset by an administrator ("Active users → Lee Park → Reset password", "open the user
 *  jane@corp.com and click 'Reset password'", "reset Dana's password"): a help-desk change of one person's record. */
const RESET_ONE_PERSON = /\breset\s+(?:the\s+|their\s+|his\s+|her\s+)?password\b|['’]s\s+password\b/;
const RESET_NOT_ONE = /\b(?:admin\w*\s+(?:password|account|user|credentials?|login)|(?:password|credentials?)\s+(?:of|for|on)\s+(?:the\s+)?(?:admin|root)\w*|root|service|db|database|prod(?:uction)?\s+(?:console|db|database|server)|api|token|keys?|secret|vault|wifi|wi-fi|router|break-?glass|system|superuser|sudo|all|every|everyone|everybody|passwords|bulk|mass|each)\b|\band\s+(?:then\s+)?(?:post|send|share|email|paste|print|show|give|tell|dm|text|slack)|\b(?:for|of)\s+(?:the\s+)?(?:[\w-]+\s+)?users\b|\bto\s+['"`]?\S{6,}['"`]?\s*$|\n/;
const ONE_PERSON_NAMED = /[\w.+-]+@[\w-]+\.[\w.]+|(?:→|>|›|»)\s*(?!(?:[\w'’.-]+\s+){0,2}(?:users|people|accounts|members|settings|security|directory|groups|all)\b)[a-z][\w'’.-]*(?:\s+[a-z][\w'’.-]*){0,2}\s*(?:→|>|›|»)\s*(?:click\s+)?['"“]?reset\s+password|\b(?!the\b|their\b|his\b|her\b|my\b|our\b|your\b|every\w*\b|each\b|anyone\b|someone\b|admin\b|root\b)[a-z]{2,}['’]s\s+password|\breset\s+(?:the\s+)?password\s+(?:for|of)\s+(?!the\b|all\b|every|each|our\b|my\b|their\b|admin|root|users?\b|service|db\b|database)[a-z]+(?:\s+[a-z]+)?\s*(?:[.,;!]|$)/;

/** A list the console keeps of what was deleted ("→ Deleted users →", "restore from Deleted items", "the deleted messages
 *  folder"): a place named by its past participle, no deletion. */
const DELETED_PLACE = /(?:(?:→|>|›|»)\s*|\b(?:from|in|under|to|open|the)\s+(?:the\s+)?)(deleted|archived|removed)\s+(?:users|items|files|accounts|messages|mail|records|objects|mailboxes|apps|sites|projects|pages|groups|teams|folders|documents|contacts|products|orders)\b/g;

/** Cheap gate: only texts with one of the rules' verbs are read. */
const GATE = /\b(?:give|gave|hand|award|gift|load|stick|put|drop|grant|dish|pass|credit|knock|shave|take|took|chop|lop|slice|kick|boot|let|chart|zero|change|deleted|archived|removed)/;

export function englishLightVerbsEN22(text: string, out: Tagged[]): void {
  if (RESET_ONE_PERSON.test(text) && !RESET_NOT_ONE.test(text) && ONE_PERSON_NAMED.test(text)) {
    for (let k = out.length - 1; k >= 0; k--) {
      const t = out[k] as Tagged;
      if (t.kind === 'v' && t.name === 'reset') out.splice(k, 1, { ...t, name: 'update' });
      else if (t.kind === 'o' && (t.name === 'secret' || t.name === 'account') && /^password/.test(text.slice(t.start, t.end))) out.splice(k, 1, { ...t, name: 'record' });
      // (A menu the walk passes through — "→ Users → Active users →" — names where the person is listed, not whom it acts on.)
      else if (t.kind === 'o' && /^(?:users|people|accounts|members)$/.test(text.slice(t.start, t.end)) && /(?:→|>|›|»)\s*(?:[\w-]+\s+)?$/.test(text.slice(Math.max(0, t.start - 12), t.start))) out.splice(k, 1);
    }
  }
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
  if (TAKE_DOWN_NOTE.test(text)) {
    for (const m of text.matchAll(TAKE_DOWN_WRITE)) {
      const at = m.index ?? 0;
      for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start === at) out.splice(k, 1);
      put(out, 'v', 'draft', at, at + m[0].indexOf('down') + 4, true);
    }
  }
  for (const m of text.matchAll(ZERO_OUT_VALUES)) {
    const at = m.index ?? 0;
    const end = at + m[0].indexOf('out') + 3;
    if (out.some((t) => t.kind === 'v' && t.name === 'empty' && t.start === at)) put(out, 'v', 'update', at, end, true);
  }
  if (CRM_CONTEXT.test(text) && !CRM_NOT_RECORD.test(text)) {
    for (const m of text.matchAll(CHANGE_RECORD_OWNER)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      for (let k = out.length - 1; k >= 0; k--) {
        const t = out[k] as Tagged;
        if (t.start >= at && t.end <= end && ((t.kind === 'o' && t.name === 'privilege') || (t.kind === 'n' && t.name === 'adminrole'))) out.splice(k, 1);
      }
      put(out, 'o', 'record', end - 'owner'.length, end, false);
    }
  }
  if (text.includes('deleted') || text.includes('archived') || text.includes('removed')) {
    for (const m of text.matchAll(DELETED_PLACE)) {
      const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
      for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start === at) out.splice(k, 1);
    }
  }
  for (const m of text.matchAll(CHART)) {
    const at = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    const end = at + (m[1] as string).length;
    for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).start === at && (out[k] as Tagged).kind === 'v') out.splice(k, 1);
    put(out, 'o', 'pii', at, end, false);
  }
}
