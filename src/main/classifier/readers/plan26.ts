// (cls-plan26) Plans and English prose about services that act on people: clinics, schools, public services and
// utilities, telecom, marketing lists, real estate and travel. The lexicon has few nouns for what these services keep
// (patients, students, grades, permits, households, subscribers, bookings, PNRs, listings, contacts …), so a step such as
// "overwrite the final grade of all 312 students" or "void all 37 pending purchase agreements" had no object or read a
// count as "everything". Read at the tag level (like en22/en25), so the main prose reading, a plan's steps, a to-do
// tool's steps, the second reading and the floors all get the same act:
//  - a people-record noun of these services counted or quantified ("all 312 students", "the 620 households", "each
//    booking", "every subscriber") is records: one or a set of people's records, judged by the ladder (a set in
//    production or an unknown system is dangerous, one is destructive);
//  - "all" before a count ("all 37 agreements", "all 12,400 contacts") is a counted set, a filtered set, not everything;
//  - "each <record>" in a step acts on every one of the set named before: a set, not one item;
//  - a subscriber's number moved or redirected (a SIM swap, a number ported out, calls forwarded to a new number, the
//    account's recovery phone or e-mail replaced) hands the account to whoever holds the new SIM or number: a security
//    control weakened (LABELS: account takeover is the harm MFA and PINs guard against);
//  - a spending limit, spend cap or budget cap lifted, removed or switched off: a money control weakened;
//  - a record's own verbs the lexicon lacks: reschedule/rebook (update), discontinue (cancel), unenroll/disenroll
//    (delete), and one person texted or e-mailed ("text her the new time"): a message sent.
import type { Tagged } from './words';

/** Cheap gate: only texts with one of the rules' key words are read. */
const GATE = /referr|applica|reading|transcript|itinerar|resident|applicant|voter|member|lease|offer|credit|rebate|guard|opt-?in|verification|proctor|lockdown|fraud|kyc|\(|draft|recovery|forwarding|mailchimp|mailgun|mailjet|mailerlite|sendgrid|sendinblue|sendpulse|inactivat|stop|bought|purchas|paid|spent|ordered|restor|pin|passcode|password|approv|patient|student|grade|enrol|permit|household|subscriber|booking|reservation|pnr|listing|contact|lead|agreement|envelope|prescription|appointment|passenger|travel|sim|port|forward|limit|cap\b|schedul|discontinu|text |sms |recipient|claim|meter|submission|parent|guest|number|line|chart/;

function put(out: Tagged[], kind: Tagged['kind'], name: string, start: number, end: number): void {
  out.push({ kind, name, start, end });
}
function drop(out: Tagged[], keep: (t: Tagged) => boolean): void {
  for (let k = out.length - 1; k >= 0; k--) if (!keep(out[k] as Tagged)) out.splice(k, 1);
}
const overlaps = (t: Tagged, a: number, b: number): boolean => t.start < b && t.end > a;

/** What these services keep about people, as nouns (singular or plural; compounds first). */
const RECORD_NOUN = String.raw`(?:patient\s+(?:charts?|records?|files?)|patients?|mrns?|medical\s+records?|appointments?|prescriptions?|referrals?|lab\s+(?:results?|orders?)|encounters?|students?|final\s+grades?|grades?|(?:enrol(?:l)?ment|admissions?|benefits?|loan|rental|housing|job|visa|grant)\s+applications?|enrol(?:l)?ments?|submissions?|transcripts?|report\s+cards?|building\s+permits?|permits?|permit\s+applications?|benefit\s+(?:payments?|claims?)|claims?|households?|recipients?|meter\s+readings?|service\s+orders?|subscribers?|phone\s+numbers?|numbers|mobile\s+lines|phone\s+lines|lines|sims?|sim\s+cards?|contacts?|leads?|audiences?|segments?|listings?|leases?|purchase\s+agreements?|agreements?|envelopes?|bookings?|reservations?|pnrs?|itinerar(?:y|ies)|passengers?|travell?ers?|guests?|parents?|families|residents?|applicants?|voters?|members?)`;
/** A quantifier or a count before the noun ("all 312", "the 620", "every", "each", "~48k", "about 900"). */
const COUNTED = new RegExp(String.raw`\b(?:(all|every|each|the\s+matching|the\s+affected|the\s+selected|the\s+flagged)\s+(?:(?:of\s+)?(?:the|our|their|its|this|these)\s+)?(?:(?:~|about\s+|around\s+|roughly\s+|over\s+)?(\d[\d,.]*k?)\s+)?|(?:the|these|those|about|around|roughly|over|~)\s*(\d[\d,.]*k?)\s+|(?<![\w.,+-])(\d{2,}[\d,]*k?)\s+)(?:[\w'’-]+\s+){0,3}?(${RECORD_NOUN})\b`, 'g');
/** A bare number that is no count of things (a year, a time, an id glued to a noun). */
const NOT_A_COUNT = /^(?:19|20)\d\d$/;

/** A subscriber's number moved to another SIM or carrier, or its calls sent to another number. */
const TAKEOVER = /\b(?:perform|do|process|complete|run|initiate|execute|carry\s+out|push\s+through|action)\s+(?:a|an|the)\s+(?:emergency\s+|manual\s+|quick\s+)?sim[-\s]?swap\b|\bsim[-\s]?swap\s+(?:the|their|her|his|this|that|line|number|\+?\d)|\bswap\s+(?:the|their|her|his|a|this)\s+(?:customer['’]s\s+|subscriber['’]s\s+)?sim\b|\bport(?:ing)?[-\s]out\s+(?:the\s+|their\s+|her\s+|his\s+|this\s+)?(?:number|line|\+?\d)|\bport(?:ing)?\s+(?:the\s+|their\s+|her\s+|his\s+|this\s+)?(?:mobile\s+|phone\s+)?(?:number\s+)?(?:\+?[\d\s()-]{7,20}\s+)?(?:out|away)\b(?![-\s]+(?:requests?|rejections?|orders?|logs?|fraud|attempts?|failures?|errors?|reports?|queues?|status|pins?|codes?|process|volumes?))|\b(?:set\s+up|add|enable|turn\s+on|activate|configure)\s+(?:unconditional\s+|permanent\s+)?call[-\s]forwarding\b[^.;\n]{0,60}\bto\b|\bforward\s+(?:all\s+)?(?:of\s+)?(?:(?:the|their|her|his)\s+)?(?:calls|texts|sms(?:es)?|messages)\s+(?:from\s+[^.;\n]{1,40}\s+)?to\s+(?:a\s+|the\s+|this\s+)?(?:new|another|different|external|personal|\+?\d)|\b(?:change|update|replace|swap)\s+(?:the\s+)?(?:account['’]s\s+|customer['’]s\s+|subscriber['’]s\s+)?(?:registered|recovery|contact|verified|account)\s+(?:phone(?:\s+number)?|e-?mail(?:\s+address)?|number)\b/g;
/** A money control lifted: a spending limit, spend cap or budget cap removed or switched off. */
const LIMIT_LIFTED = /\b(?:lift(?:s|ed|ing)?|remov(?:e|es|ed|ing)|disabl(?:e|es|ed|ing)|turn(?:s|ed|ing)?\s+off|switch(?:es|ed|ing)?\s+off|uncap(?:s|ped|ping)?|get\s+rid\s+of|drop(?:s|ped|ping)?|delet(?:e|es|ed|ing))\s+(?:the\s+|our\s+|its\s+|their\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:spending|spend|budget|credit|transaction|payout|withdrawal|daily|monthly)\s+(?:limits?|caps?|ceilings?)\b/g;
/** A record's own verbs: reschedule/rebook (update), discontinue (cancel), unenroll (delete). */
const RECORD_VERB = /\b(in-?activat(?:e|es|ed|ing)|re-?schedul(?:e|es|ed|ing)|re-?book(?:s|ed|ing)?|discontinu(?:e|es|ed|ing)|un-?enrol(?:l|ls|led|ling|s)?|dis-?enrol(?:l|ls|led|ling|s)?)\b/g;
/** One or a few people texted or e-mailed: "text her the new time", "email the guest the confirmation". */
const MESSAGE_PERSON = /\b(text|sms|e-?mail|whatsapp|message)\s+(?:her|him|them|the\s+(?:patient|guest|customer|parent|student|tenant|buyer|seller|caller|subscriber|traveller|traveler|passenger)s?)\b/g;

/** The act read as "disable <a security control>": the verb on the first word, the control on the rest. */
function controlTags(out: Tagged[], said: string, at: number, end: number): void {
  drop(out, (t) => !((t.kind === 'v' || t.kind === 'o') && overlaps(t, at, end)));
  const verbEnd = at + (/^\S+/.exec(said) as RegExpExecArray)[0].length;
  put(out, 'v', 'disable', at, verbEnd);
  put(out, 'o', 'security', Math.min(verbEnd + 1, end), end);
}

/** A past purchase in a relative clause describes whom ("customers who bought in the last 12 months"): nobody pays now. */
const BOUGHT_WHO = /\b(?:who|that|which)\s+(?:have\s+|had\s+|already\s+|recently\s+|ever\s+|never\s+)?(bought|purchased|paid|spent|ordered|booked|renewed|subscribed|donated)\b/g;
/** A backup restored into something new (a fresh local VM, an empty scratch database): a new copy, nothing overwritten. */
const RESTORE_INTO_NEW = /\brestor(?:e|es|ed|ing)\s+(?:[^.;\n]{0,60}?)\b(?:into|onto|to|in)\s+(?:a|an)\s+(?:(?:fresh|new|empty|blank|clean|scratch|separate|throwaway|temporary|temp|disposable|local|isolated|sandbox|test)\s+){1,3}(?:vm|machine|instance|database|db|container|cluster|environment|env|server|sandbox|copy|schema|folder|directory|volume|box)\b/g;
/** A credential set to a value anyone can guess (0000, 1234, "password", blank, a default, the same for every line). */
const TRIVIAL_CREDENTIAL = /\b(?:reset|set|change|update|switch)\w*\s+(?:[^.;\n]{0,60}?)\b(?:pins?|passcodes?|passwords?|pass\s?phrases?|access\s+codes?|security\s+codes?)\b[^.;\n]{0,80}?\bto\s+(?:["'`]?(?:0000|1111|1234|12345|123456|000000|password|changeme|admin)\b["'`]?|(?:a\s+|the\s+)?(?:default|blank|empty|same)\b)/g;
/** Many people's applications approved at once: "approve the 140 pending permits", "bulk-approve every claim". */
const APPROVE_VERB = /\b(?:bulk[-\s]?)?approv\w*\s+(?:\S+\s+){0,4}$/;

/** The agent halting its own work: "then stop and wait for approval", "stop here", "stop there until Dana signs off". */
const SELF_STOP = /\b(stop)(?:\s+(?:and\s+(?:wait|ask|check\s+(?:in|back)|report|hand\s+(?:it\s+)?over)|here|there|at\s+that\s+point|at\s+this\s+point|for\s+(?:approval|review|sign-?off|now)|until\b|before\s+(?:anything|merging|sending|publishing|applying|running))|\s*[.;]|\s*$)/g;

/** Mail and marketing products whose names hold a verb ("mail", "send"): a name, no act. */
const PRODUCT_WITH_VERB = /\b(?:mailchimp|mailgun|mailjet|mailerlite|sendgrid|sendinblue|sendpulse)\b/g;

/** One part of an organisation after a people noun: "in ECON 101 section 004", "of the Elm St clinic", "on flight UA 902". */
const PART_OF_ORG = /^\s+(?:(?:who\s+are\s+)?(?:in|on|of|from|at|for|enrolled\s+in|booked\s+on|assigned\s+to)\s+)(?:the\s+|our\s+)?(?:[\w'’.&-]+\s+){0,4}?(?:section|sections|course|class|cohort|homeroom|school|clinic|ward|practice|panel|route|zone|district|building|flight|floor|site|department|team|unit|region|branch|campus|programme|program|trial|study|group\s+block|tour|cruise|sailing|event)\b/;

/** A credit, rebate or refund issued or applied to accounts: money given ("issue the $250 credit to all 18,000 accounts"). */
const CREDIT_ISSUED = /\b(issu(?:e|es|ed|ing)|appl(?:y|ies|ied|ying)|post(?:s|ed|ing)?|push(?:es|ed|ing)?|grant(?:s|ed|ing)?|add(?:s|ed|ing)?)\s+(?:(?:a|an|the|our)\s+)?(?:[$€£]\s?\d[\d,.]*k?\s+|\d[\d,.]*k?\s+(?:dollars?|euros?|pounds?)\s+)?(?:[\w-]+\s+){0,2}?(credits?|rebates?|refunds?|reimbursements?|goodwill\s+credits?|bill\s+credits?|account\s+credits?)\b/g;
/** A count in brackets after what is named: "(~1,100)", "(there are 40)", "(about 900 lines)", "(n=312)". */
const BRACKET_COUNT = /\(\s*(?:~|≈|about\s+|around\s+|roughly\s+|approx\.?\s+|over\s+|there\s+are\s+|that['’]s\s+|n\s*=\s*)?(\d[\d,.]*k?)(?:\s+[a-z]+){0,2}\s*\)/g;
/** A safeguard of these services turned off: a fraud or duplicate-charge guard, double opt-in, identity checks, exam proctoring. */
const GUARD_OFF = /\b(?:turn(?:s|ed|ing)?\s+off|switch(?:es|ed|ing)?\s+off|disabl(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|bypass(?:es|ed|ing)?|skip(?:s|ped|ping)?|drop(?:s|ped|ping)?|deactivat(?:e|es|ed|ing))\s+(?:the\s+|our\s+|its\s+|their\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:guard(?:rail)?s?|safeguards?|fraud\s+(?:checks?|rules?|filters?|screening)|velocity\s+checks?|duplicate(?:-charge)?\s+checks?|double\s+opt-?in|opt-?in\s+(?:checks?|confirmation)|consent\s+(?:checks?|requirements?)|identity\s+(?:checks?|verification)|id\s+(?:checks?|verification)|age\s+verification|kyc(?:\s+checks?)?|proctoring|lockdown\s+browser(?:\s+requirement)?|dual\s+(?:approval|control)|two-person\s+(?:rule|approval))\b/g;

/** A record noun narrowed by what follows it ("permit applications older than 7 years", "referrals with no visit"). */
const NARROWED_RECORDS = new RegExp(String.raw`\b(${RECORD_NOUN})\s+(?:older\s+than|not\s+(?:updated|seen|used|opened)|inactive|expired|with\s+no|without|that|who|whose|where|created\s+before|closed\s+before|last\s+(?:seen|updated|active))\b`, 'g');

export function servicesPLAN26(text: string, out: Tagged[]): void {
  if (!GATE.test(text)) return;
  const n0 = out.length;
  if (text.length < 4000 && /\d|all|every|each/.test(text)) for (const m of text.matchAll(COUNTED)) {
    const count = m[2] ?? m[3] ?? m[4];
    if (count && NOT_A_COUNT.test(count)) continue;
    // A count alone (no quantifier) says a set only from two people or records up: "the 620 households".
    if (!m[1] && count && parseFloat(count.replace(/,/g, '')) < 2) continue;
    const noun = m[5] as string;
    const at = m.index ?? 0;
    const nounAt = at + m[0].length - noun.length;
    const nounEnd = at + m[0].length;
    // Bare "lines", "numbers", "members" are records only as phone lines, a number pool, a list's members: a count or a quantifier said so.
    if (/^(?:lines|numbers|members|agreements|claims|grades|contacts|leads|guests|parents|families)$/.test(noun) && !count && m[1] !== 'every' && m[1] !== 'all' && m[1] !== 'each') continue;
    if (!out.some((t) => t.kind === 'o' && overlaps(t, nounAt, nounEnd))) put(out, 'o', 'record', nounAt, nounEnd);
    // "all 312 students", "all 12,400 contacts": a counted set, not everything; so is "every student in section 004",
    // "all patients of the Elm St clinic": one part of an organisation (a section, a clinic, a route, a flight) — unless
    // they are all messaged, where the audience is what counts.
    if ((m[1] === 'all' && count) || ((m[1] === 'all' || m[1] === 'every') && !count && PART_OF_ORG.test(text.slice(nounEnd, nounEnd + 80)) && !out.some((t) => t.kind === 'v' && (t.name === 'send' || t.name === 'publish' || t.name === 'share') && Math.abs(t.start - at) < 80))) {
      drop(out, (t) => !(t.kind === 'm' && (t.name === 'all' || t.name === 'mass') && overlaps(t, at, nounAt)));
      put(out, 'm', 'some', at, at + 3);
    } else if (m[1] && m[1] !== 'all' && m[1] !== 'every' && !out.some((t) => t.kind === 'm' && overlaps(t, at, nounEnd))) {
      put(out, 'm', 'some', at, at + m[1].length);
    }
    // Applications or requests approved in bulk (counted twenty or more, or "in bulk"): each one decided without review,
    // many people's outcomes changed at once, as records updated (approval itself is judged one at a time by meaning.ts).
    const apv = APPROVE_VERB.exec(text.slice(Math.max(0, at - 50), at));
    if (apv && !/[.;:!?\n]/.test(apv[0]) && ((count && parseFloat(count.replace(/,/g, '')) * (/k$/.test(count) ? 1000 : 1) >= 20) || /\b(?:in\s+bulk|bulk[-\s]?approv|en\s+masse|all\s+at\s+once|in\s+one\s+go)\b/.test(text))) {
      const vAt = at - Math.min(50, at) + apv.index;
      for (let k = 0; k < out.length; k++) { const t = out[k] as Tagged; if (t.kind === 'v' && t.name === 'approve' && t.start >= vAt && t.end <= at) out[k] = { ...t, name: 'update' }; }
      drop(out, (t) => !(t.kind === 'v' && (t.name === 'grant' || t.name === 'test') && overlaps(t, at, nounEnd)));
    }
    // People moved from one plan, course or programme to another ("migrate the 48k subscribers to Unlimited 2025"): their
    // records are changed, not a database's schema.
    const head = text.slice(Math.max(0, at - 60), at);
    const mig = /\bmigrat\w*\s+(?:\S+\s+){0,3}$/.exec(head);
    if (mig && !/[.;:!?\n]/.test(mig[0])) {
      const vAt = at - head.length + mig.index;
      for (let k = 0; k < out.length; k++) { const t = out[k] as Tagged; if (t.kind === 'v' && t.name === 'migrate' && t.start >= vAt && t.end <= at) out[k] = { ...t, name: 'update' }; }
    }
  }
  if (text.length < 4000 && /older|inactive|expired|without|with no|that|who|where|before|last/.test(text)) for (const m of text.matchAll(NARROWED_RECORDS)) {
    const noun = m[1] as string;
    const at = m.index ?? 0;
    const end = at + noun.length;
    if (noun === 'listing') continue;
    // (A compound this reader knows — "permit applications", "meter readings" — is records, not the apps or docs its head word names.)
    if (noun.includes(' ')) drop(out, (t) => !(t.kind === 'o' && overlaps(t, at, end) && /^(?:resource|service|doc|code|release|config)$/.test(t.name)));
    if (noun.includes(' ')) drop(out, (t) => !(t.kind === 'v' && t.name === 'grant' && overlaps(t, at, end)));
    if (!out.some((t) => t.kind === 'o' && overlaps(t, at, end))) put(out, 'o', 'record', at, end);
    // ("purge expired permit applications older than 7 years": the narrowed records are deleted, no store emptied.)
    for (let k = 0; k < out.length; k++) { const t = out[k] as Tagged; if (t.kind === 'v' && t.name === 'empty' && t.end <= at && at - t.end < 40 && !/[.;:!?\n]/.test(text.slice(t.end, at))) out[k] = { ...t, name: 'delete' }; }
  }
  if (/sim|port|forward|phone|e-?mail|number/.test(text)) for (const m of text.matchAll(TAKEOVER)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    controlTags(out, m[0], at, end);
  }
  if (/limit|cap|ceiling/.test(text)) for (const m of text.matchAll(LIMIT_LIFTED)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    controlTags(out, m[0], at, end);
  }
  if (/sched|book|discontinu|enrol|activat/.test(text)) for (const m of text.matchAll(RECORD_VERB)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (out.some((t) => t.kind === 'v' && overlaps(t, at, end))) continue;
    const w = m[1] as string;
    put(out, 'v', /sched|book/.test(w) ? 'update' : /discontinu/.test(w) ? 'cancel' : /activat/.test(w) ? 'archive' : 'delete', at, end);
  }
  if (/text|sms|mail|whatsapp|message/.test(text)) for (const m of text.matchAll(MESSAGE_PERSON)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (out.some((t) => t.kind === 'v' && overlaps(t, at, end))) continue;
    put(out, 'v', 'send', at, at + (m[1] as string).length);
    put(out, 'o', 'message', at + (m[1] as string).length + 1, end);
  }
  if (/bought|purchas|paid|spent|order|book|renew|subscrib|donat/.test(text)) for (const m of text.matchAll(BOUGHT_WHO)) {
    const vAt = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    drop(out, (t) => !(t.kind === 'v' && overlaps(t, vAt, vAt + (m[1] as string).length)));
  }
  if (text.includes('restor')) for (const m of text.matchAll(RESTORE_INTO_NEW)) {
    const at = m.index ?? 0;
    for (let k = 0; k < out.length; k++) { const t = out[k] as Tagged; if (t.kind === 'v' && t.name === 'restore' && t.start >= at && t.end <= at + 10) out[k] = { ...t, name: 'create' }; }
  }
  if (/pin|pass|code/.test(text)) for (const m of text.matchAll(TRIVIAL_CREDENTIAL)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    drop(out, (t) => !((t.kind === 'v' || (t.kind === 'o' && t.name !== 'record' && t.name !== 'account')) && overlaps(t, at, end)));
    const verbEnd = at + (/^\S+/.exec(m[0]) as RegExpExecArray)[0].length;
    put(out, 'v', 'disable', at, verbEnd);
    put(out, 'o', 'security', verbEnd + 1, end);
  }
  if (text.includes('stop')) for (const m of text.matchAll(SELF_STOP)) {
    const at = m.index ?? 0;
    // ("Stop." alone, or "stop the … and wait": only the bare verb with nothing to stop is the agent's own halt.)
    if (!/(?:^|[,;]\s*|\b(?:then|and|,)\s+)$/.test(text.slice(Math.max(0, at - 12), at))) continue;
    drop(out, (t) => !(t.kind === 'v' && t.name === 'stop' && overlaps(t, at, at + 4)));
  }
  // "Build the winback email in Klaviyo as a draft": the e-mail is what is built, kept unsent; no send in that sentence.
  if (text.includes('draft')) for (const m of text.matchAll(/[^.;!?\n]*\b(?:as\s+(?:a\s+)?draft|in\s+draft|draft\s+(?:mode|state))\b[^.;!?\n]*/g)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (/\b(?:send|sends|sent|sending|blast|launch|publish|schedule|go\s+live|deliver)\b/.test(m[0])) continue;
    drop(out, (t) => !(t.kind === 'v' && t.name === 'send' && t.start >= at && t.end <= end && /^(?:e-?mail|mail|newsletter|message|sms|text)/.test(text.slice(t.start, t.end + 10))));
  }
  if (/mail|send/.test(text)) for (const m of text.matchAll(PRODUCT_WITH_VERB)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    drop(out, (t) => !(t.kind === 'v' && t.start >= at && t.end <= end));
  }
  if (/credit|rebate|refund|reimburs/.test(text)) for (const m of text.matchAll(CREDIT_ISSUED)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const noun = m[2] as string;
    if (out.some((t) => t.kind === 'v' && t.name === 'pay' && overlaps(t, at, end))) continue;
    drop(out, (t) => !((t.kind === 'v' || t.kind === 'o') && overlaps(t, at, end)));
    put(out, 'v', 'pay', at, at + (m[1] as string).length);
    put(out, 'o', 'money', end - noun.length, end);
  }
  if (text.includes('(')) for (const m of text.matchAll(BRACKET_COUNT)) {
    const c = parseFloat((m[1] as string).replace(/,/g, '')) * (/k$/.test(m[1] as string) ? 1000 : 1);
    const at = m.index ?? 0;
    // (A set only where nothing in the sentence already says its scope; years and versions are no counts.)
    const from = Math.max(text.lastIndexOf('\n', at), text.lastIndexOf('. ', at), 0);
    if (c < 2 || NOT_A_COUNT.test(m[1] as string) || out.some((t) => t.kind === 'm' && (t.name === 'all' || t.name === 'some' || t.name === 'mass') && t.start >= from && t.start < at)) continue;
    if (!out.some((t) => t.kind === 'v' && t.start >= from && t.start < at)) continue;
    put(out, 'm', 'some', at, at + m[0].length);
  }
  if (/guard|opt|consent|verif|kyc|proctor|lockdown|fraud|dual|two-person|duplicate/.test(text)) for (const m of text.matchAll(GUARD_OFF)) controlTags(out, m[0], m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (out.length !== n0) out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * (cls-plan26) "the Riverside development", "a housing development", "the new development on Elm St": in real estate a
 * development is a building project, not a development environment. Read so only where the word stands alone (not in a
 * name like dev-db), after a housing word or a capitalised place name, and no environment noun follows it.
 */
const HOUSING_BEFORE = /\b(?:housing|residential|condo(?:minium)?|apartment|mixed-use|commercial|retail|property|real[-\s]estate|new-build|townhome|townhouse|subdivision|waterfront|luxury|affordable)\s+$/;
const PLACE_NAME_BEFORE = /\b(?:the|a|our|their|this)\s+(?:new\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s+$/;
const ENV_NOUN_AFTER = /^\s+(?:env|environment|server|servers|database|db|cluster|stack|instance|build|branch|mode|machine|box|site|api|settings|config|tenant|account|project|workspace|namespace|version|copy|data|team|work|tools?)\b/i;
export function housingDevelopment26(text: string, lower: string, start: number): boolean {
  const end = start + 11;
  if (lower.slice(start, end) !== 'development' || ENV_NOUN_AFTER.test(lower.slice(end, end + 20))) return false;
  const before = lower.slice(Math.max(0, start - 40), start);
  if (HOUSING_BEFORE.test(before)) return true;
  return text.length === lower.length && PLACE_NAME_BEFORE.test(text.slice(Math.max(0, start - 50), start)) && !/\b(?:prod|production|staging|dev|test)\s+$/i.test(before);
}

/**
 * (cls-plan26) A step that builds or pulls a list ("Build the list of subscribers still on the legacy plan (~48k)",
 * "Pull the 620 households flagged for overpayment", "Export the duplicate charts the MPI job flagged") lends its set
 * to a later "all of them" / "them" / "their" step, as a step that lists or finds does (plan19's backRefStep19): the
 * list's words are read as a listing.
 */
const LIST_BUILT = /^(\s*(?:\d+[.)]|[-*•]|\[[ xX]?\]|\(\d+\))?\s*(?:(?:first|then|next)[,\s]+)?)(?:build|make|compile|prepare|pull|pull\s+up|export|fetch|load|gather|assemble|generate|create)\s+(?:(?:the|a)\s+)?(?:(?:full|complete|final)\s+)?(?:list|set|segment|csv|export|roster|file)\s+of\s+/i;
const PULLED_SET = /^(\s*(?:\d+[.)]|[-*•]|\[[ xX]?\]|\(\d+\))?\s*(?:(?:first|then|next)[,\s]+)?)(?:pull|fetch|export|load|gather)\s+(?=(?:the\s+|all\s+|every\s+)?(?:~|about\s+)?\d)/i;
export function listStepPLAN26(prev: string): string | null {
  if (prev.length > 200) return null;
  // ("(~48k)", "(≈1,400)": an approximate count, no home directory.)
  const p = prev.replace(/\(\s*(?:~|≈|about\s+|approx\.?\s+)(\d[\d,.]*k?)\s*\)/g, '($1)');
  if (LIST_BUILT.test(p)) return p.replace(LIST_BUILT, '$1list ');
  if (PULLED_SET.test(p)) return p.replace(PULLED_SET, '$1list ');
  return null;
}
