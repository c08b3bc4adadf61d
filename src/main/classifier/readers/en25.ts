// (cls-en25) English prose from business domains the lexicon has no nouns for (logistics and fleets, legal matters,
// insurance claims and policies, manufacturing, game live-ops, media channels), read by the *shape* of what is said so
// that an unknown noun still gets the verb class, scope and amount around it. Read at the tag level (like en22), so the
// main prose reading, the second reading and the floors all get the same act:
//  - "non-" before a word is a prefix ("non-renewal", "non-prod buckets", "non-employees"), not a negation of the verb
//    ("Delete the non-prod buckets" had read as nothing done);
//  - a light verb before a payment noun moves money: "issue the $85,000 settlement payment", "cut a $40,000 check",
//    "process the reimbursement", "release the payout";
//  - an amount of a game's or an app's currency added, dropped or gifted ("add 1,000 gems to every player") is stored
//    value given, as en22's "give 500 points";
//  - something that makes machines run differently (a recipe, firmware, a PLC program, a config, parameters, a price
//    list) pushed, loaded, flashed or rolled out *to* machines, devices, stations, lines, plants, vehicles or stores is
//    a deploy to them (a "push" there is no git push);
//  - an engineering change (ECO-2291, a change order, a BOM, a recipe, a routing) released, promoted or activated is
//    deployed; "bill of materials" and "bill of lading" are documents, no bill to pay;
//  - "unlist", "delist", "hide" of a listing, video, episode or store page takes a public item out of view: cancelled
//    like a subscription (one is destructive, every one dangerous);
//  - a rehearsal: the verbs inside "a dry run of the bulk label void" and a clause "in dry-run mode" are rehearsed,
//    nothing changes;
//  - a check skipped by name ("skip the dry run", "skip the validation step", "no need to run the preflight check")
//    is a control weakened (LABELS: skipped checks), the same as "skip the tests".
import type { Tagged } from './words';

/** Cheap gate: only texts with one of the rules' key words are read. */
const GATE = /terminat|freez|expir|settl|merg|mass-|bulk-|blast|test|draft|key|non-|pay|settlement|reimburs|disburs|cheque|check|indemnit|compensation|remittance|gem|coin|gold|diamond|crystal|credit|token|buck|robux|currency|recipe|firmware|program|ladder|config|parameter|setpoint|setting|update|patch|build|version|profile|polic|routing|instruction|g-?code|bill|bom|eco|ecn|ecr|change|revision|rate|price|unlist|delist|hide|hiding|dry[\s-]?run|simulat|rehears|what-if|valid|verif|inspect|sign-?off|preflight|pre-flight|smoke|safety|double-check|quality|qc|four-eyes|reconcil|sanity/;

function put(out: Tagged[], kind: Tagged['kind'], name: string, start: number, end: number, replaceVerb: boolean): void {
  if (replaceVerb) for (let k = out.length - 1; k >= 0; k--) if ((out[k] as Tagged).kind === 'v' && (out[k] as Tagged).start < end && (out[k] as Tagged).end > start) out.splice(k, 1);
  out.push({ kind, name, start, end });
}
function drop(out: Tagged[], keep: (t: Tagged) => boolean): void {
  for (let k = out.length - 1; k >= 0; k--) if (!keep(out[k] as Tagged)) out.splice(k, 1);
}
function clause(text: string, from: number, len: number): string {
  const m = /^[^.;!?\n]*/.exec(text.slice(from, from + len));
  return m ? m[0] : '';
}

/** An identifier written as words and digits joined by hyphens or underscores. */
const ID_TOKEN = /(?<![\w-])[a-z0-9]+(?:[-_][a-z0-9]+){2,}(?![\w-])/g;
const SOFT_IN_ID = new Set(['draft', 'test', 'code', 'doc', 'cache', 'regenerable', 'dryrun']);
/** "the obsolete test recipe", "one test geofence": a determiner (and adjectives), "test", then a noun. */
const TEST_ADJ = /\b(?:the|a|an|our|that|this|one|old|obsolete|unused|stale|extra|duplicate)\s+(?:[a-z-]+\s+){0,2}?test\s+([a-z][a-z-]{2,})\b(?<!\btest\s+(?:suites?|cases?|files?|specs?|scripts?|runs?|outputs?|results?|reports?|coverage|logs?|data|plans?|harness|framework|runner|matrix|environments?|envs?|servers?|db|database|accounts?|users?|builds?|jobs?|pipelines?|stages?|steps?|mode|fixtures?|helpers?|utils?|commands?|targets?|configs?|snapshots?|doubles?|ids?|names?|descriptions?|titles?|coverage|failures?|errors?|output))/g;

/** Per-rule gates: a rule's regex runs only when its key words are in the text. */
const CURRENCY_WORD = /gem|coin|gold|diamond|crystal|credit|token|buck|robux|shard|orb|rubies|points|tickets|currenc/;
const PAYLOAD_WORD = /path|recipe|firmware|program|ladder|config|parameter|setpoint|setting|update|patch|build|version|profile|polic|routing|instruction|code|bill|bom|revision|rate|pric/;
const TARGET_WORD = /machine|station|device|plc|robot|line|fleet|truck|vehicle|scanner|printer|terminal|kiosk|sensor|gateway|controller|plant|floor|cell|press|filler|unit|handheld|tablet|register|pos\b|till|store|warehouse|branch|location|cnc|mill|lathe|oven|equipment|hardware|endpoint|laptop|phone|console|headset|camera|reader|locker|pump|meter/;

/** A currency amount ($25, €40, 25 dollars, 1,000 USD, 85k). */
const AMOUNT = /(?:[$€£¥₹]\s?\d|\b\d[\d,.]*\s?(?:k\s)?(?:usd|eur|gbp|cad|aud|inr|jpy|dollars?|euros?|pounds?|bucks|rupees?)\b)/;
/** "issue the $85,000 settlement payment", "cut a check", "process the reimbursement", "release the payout to …". */
const PAY_LIGHT = /\b(?:issue|issues|issued|issuing|cut|cuts|cutting|write|writes|wrote|writing|process|processes|processed|processing|release|releases|released|releasing|disburse|disburses|disbursed|disbursing|remit|remits|remitted|remitting|make|makes|made|making|send|sends|sent|sending|authori[sz]e|authori[sz]es|authori[sz]ed|authori[sz]ing)\s+((?:[\w$€£¥₹,.'’#-]+\s+){0,5}?)(payments?|settlements?|payouts?|pay-?outs?|reimbursements?|disbursements?|cheques?|checks?|indemnit(?:y|ies)|restitution|compensation|remittances?)\b/g;
/** What a payment noun names that is no payment: "the payment reminder", "the payout report", "the settlement terms". */
const PAY_NOT_MONEY = /^\s+(?:reminders?|reports?|links?|pages?|forms?|status|details|methods?|terms|history|schedules?|plans?|notices?|notifications?|e-?mails?|confirmations?|receipts?|summary|summaries|requests?|api|service|gateway|processor|letters?|templates?|options?|settings|docs?|documentation|screens?|flow|logic|code|module|tests?|specs?|bugs?|issues?)\b/;
/** A word between the light verb and the payment noun that makes it talk or a plan: "write a summary of the payments". */
const PAY_BETWEEN_TALK = /\b(?:list|summary|report|count|breakdown|overview|number|total|draft|template|test|sample|how|what|which|about|of\s+the)\b/;

/** "add 1,000 gems to every player", "drop 500 free coins into …", "gift 2,000 V-Bucks". */
const ADD_CURRENCY = /\b(?:add|adds|added|adding|deposit|deposits|deposited|depositing|top\s+up|tops\s+up|topped\s+up|drop|drops|dropped|dropping|gift|gifts|gifted|gifting|grant|grants|granted|granting|give|gives|gave|giving|award|awards|awarded|awarding|credit|credits|credited|crediting|send|sends|sent|sending|airdrop|airdrops|airdropped|hand\s+out|handing\s+out)\s+(?:[\w'’-]+\s+){0,4}?(?:\d[\d,.]*k?|an?\s+(?:few\s+)?(?:hundred|thousand|million)|hundreds|thousands|millions)\s+(?:(?:free|bonus|extra|premium|in-game|gold|silver|reward)\s+)?(gems?|coins?|gold|diamonds?|crystals?|credits?|tokens?|v-?bucks|robux|shards?|orbs?|rubies|gold\s+bars|points|tickets|currency)\b/g;
/** "in-game currency", "virtual currency", "premium currency": stored value of a game or an app. */
const GAME_CURRENCY = /\b(?:in-game|virtual|premium|soft|hard|game)\s+(currency|currencies)\b/g;
const GRANT_VERB_BEFORE = /\b(?:add|adds|added|adding|grant|grants|granted|granting|give|gives|gave|giving|gift|gifts|gifted|award|awards|awarded|credit|credits|credited|deposit|deposits|deposited|drop|drops|dropped|airdrop|airdropped|hand\s+out)\b(?![^.;!?\n]*\b(?:remove|removes|removed|deduct|deducts|deducted|take\s+away|revoke|revokes|revoked|reset)\b)[^.;!?\n]{0,60}$/;

/** What makes machines run differently, pushed or loaded *to* machines, devices, stations, sites: a deploy to them. */
const TO_MACHINES = /\b(push|pushes|pushed|pushing|load|loads|loaded|loading|flash|flashes|flashed|flashing|send|sends|sent|sending|download|downloads|downloaded|downloading|roll|rolls|rolled|rolling|apply|applies|applied|applying|install|installs|installed|installing|upload|uploads|uploaded|uploading|deploy|deploys|deployed|deploying|propagate|propagates|propagated|propagating|sync|syncs|synced|syncing|distribute|distributes|distributed|distributing)\s+((?:[\w'’.#-]+\s+){0,6}?)(recipes?|firmware|programs?|ladder\s+logic|configs?|configurations?|parameters?|parameter\s+sets?|setpoints?|settings|updates?|patch(?:es)?|builds?|versions?|profiles?|policies|routings?|work\s+instructions?|tool\s+paths?|g-?code|bill\s+of\s+materials|boms?|revisions?|rate\s+cards?|price\s+lists?|prices|pricing|rates)(?:\s+v?\d[\w.-]*)?\s+(?:(?:for|of|from|at)\s+(?:[\w'’.#-]+\s+){1,4}?)?(?:out\s+)?(?:to|into|onto|on|across|over)\s+((?:[\w'’.#-]+\s+){0,6}?)(machines?|stations?|devices?|plcs?|robots?|lines?|fleet|trucks?|vehicles?|scanners?|printers?|terminals?|kiosks?|sensors?|gateways?|controllers?|plants?|floor|shop\s+floor|cells?|presses|press|fillers?|units?|handhelds?|tablets?|registers?|pos|tills?|stores?|warehouses?|branches?|locations?|cncs?|mills?|lathes?|ovens?|equipment|hardware|endpoints?|laptops?|phones?|consoles?|headsets?|cameras?|readers?|lockers?|pumps?|meters?)\b/g;
/** An engineering change released, promoted or activated: ECO-2291, a change order, a BOM, a recipe, a routing. */
const RELEASE_CHANGE = /\b(release|releases|released|releasing|promote|promotes|promoted|promoting|activate|activates|activated|activating)\s+(?:the\s+|our\s+|this\s+)?(?:new\s+|updated\s+|revised\s+|latest\s+)?(?:(?:eco|ecn|ecr|mco|dcn|cr)[\s-]?#?\d[\w-]*|(?:engineering\s+)?change\s+(?:order|notice|request)s?\b|boms?\b|bill\s+of\s+materials|recipes?\b|routings?\b|work\s+instructions?\b|firmware\b|plc\s+programs?\b|ladder\s+logic\b|rev(?:ision)?\s+[a-z0-9]\b)/g;
/** "bill of materials", "bill of lading": documents, no bill charged. */
const BILL_OF = /\bbills?\s+of\s+(materials|lading)\b/g;
/** "unlist", "delist", "hide" a public item (a listing, a video, an episode, a store page, a product, a game). */
const UNLIST = /\b(?:unlist|unlists|unlisting|delist|delists|delisting|de-list|de-lists|de-listing)\b/g;
const HIDE_PUBLIC = /\b(hide|hides|hid|hiding)\s+(?:[\w'’.#-]+\s+){0,5}?(?:listings?|videos?|episodes?|store\s+pages?|product\s+pages?|products?|games?|apps?|posts?|podcasts?|streams?|vods?|broadcasts?|tracks?|albums?|playlists?|reviews?)\b/g;

/** A key named for what it unlocks: a stream key, a license key, a webhook key (a secret, not a stream or a license). (lead25: signing,
 *  encryption and master keys are cryptographic keys the lexicon already reads as keys: deleting a production one stays forbidden.) */
const KEY_SECRET = /\b(?:stream|streaming|ingest|rtmp|webhook(?:\s+signing)?|publisher|partner|integration|developer|merchant|carrier|account|server|steam\s+web\s+api)\s+keys?\b/g;
/** A secret named before, then put somewhere by a pronoun: "rotate the stream key and paste the new one in #general". */
const PASTE_BACK = /\b(?:paste|pastes|pasted|pasting|post|posts|posted|posting|drop|drops|dropped|dropping|put|puts|putting|share|shares|shared|sharing|send|sends|sent|sending|dm|dms|dm['’]?d|tweet|tweets|tweeted|publish|publishes|published|publishing)\s+(the\s+new\s+ones?|the\s+new\s+key|it|them|that|the\s+value)\s+(?:in|into|to|on|onto|over\s+(?:in|to))\b/g;

/** "expire all gift codes", "expire the promo link": made invalid from now on, as "invalidate" reads. */
const EXPIRE = /(?:^|[.;:!?\n]\s*|\b(?:and|then|please|to|now)\s+)(expire)\s+(?=(?:all|every|each|the|our|these|those|any|this|that|\d)\b)/g;
/** "settle all 14 open claims", "settle the invoice", "settle the lawsuit for $40,000": paid. */
const SETTLE = /\b(settle|settles|settled|settling)\s+(?:up\s+)?(?:[\w'’$€£,.#-]+\s+){0,5}?(?:claims?|invoices?|bills?|balances?|debts?|accounts?|dues|tabs?|suits?|lawsuits?|cases?|disputes?|chargebacks?|liabilit(?:y|ies)|payables?|receivables?|fees?|fines?|penalt(?:y|ies)|premiums?|arrears|outstanding\s+amounts?)\b/g;
/** "merge every duplicate customer record", "merge the two Acme accounts": records folded together (the duplicates end). */
const MERGE_RECORDS = /\b(merge|merges|merged|merging|dedupe|dedup|de-dupe|de-duplicate|deduplicate)\s+(?:(?!(?:from|of|for|with|in|into|to|on|at|by)\b)[\w'’.#-]+\s+){0,4}?(?:records?|duplicates|contacts?|customers?|accounts?|profiles?|leads?|companies|vendors?|suppliers?|players?|users?|members?|patients?|policyholders?|entries|rows|skus?|items?|products?|matters?|claims?)\b/g;
/** "mass-message all members", "blast the whole list", "bulk-email every customer": a send to a mass audience. */
const MASS_SEND = /\b(?:mass|bulk)[-\s](?:message|messages|messaged|messaging|email|emails|emailed|emailing|e-mail|dm|dms|text|texts|texted|texting|mail|mailing|notify|notification|ping|send)\b|\bblast(?:s|ed|ing)?\s+(?=(?:all|every|the\s+(?:whole|entire)|our\s+(?:whole|entire)?|everyone|\d))/g;

/** "terminate the contract / the lease / every geofence": ended for good, judged as a cancel (one → many); a running thing
 *  terminated (an instance, a process, a session) keeps the lexicon's stop. */
const TERMINATE = /\b(terminate|terminates|terminated|terminating)\s+(?=(?:the|this|that|these|those|our|their|his|her|its|all|every|each|any|both)\s)(?!(?:the\s+|this\s+|that\s+|our\s+|all\s+(?:the\s+)?|every\s+|each\s+|any\s+|my\s+)?(?:[\w'’.#-]+\s+){0,3}?(?:instances?|servers?|vms?|machines?|nodes?|clusters?|pods?|containers?|process(?:es)?|pids?|sessions?|jobs?|tasks?|threads?|workers?|connections?|queries|query|programs?|scripts?|runs?|builds?|ec2|droplets?|dynos?|kernels?|notebooks?|shells?|the\s+loop|loops?|tls|ssl)\b)(?=\S)/g;
/** "freeze the account of player 8812", "freeze every driver's payouts": an account or its money blocked, as a suspension. */
const FREEZE = /\b(freeze|freezes|froze|freezing)\s+(?:[\w'’.#-]+\s+){0,5}?(?:accounts?|players?|users?|members?|cards?|wallets?|funds|payouts?|balances?|assets|transfers?|payments?|customers?|drivers?|vendors?|merchants?|sellers?|logins?|profiles?)\b/g;

/** "a dry run of the bulk label void", "a simulation of the purge": what follows is rehearsed. */
const REHEARSAL_OF = /\b(?:dry[\s-]?run|simulation|rehearsal|what-if(?:\s+analysis)?|preview)\s+of\b/g;
/** "… in dry-run mode", "with --dry-run", "as a simulation": the clause's acts are rehearsed. */
const REHEARSAL_MODE = /\b(?:in|with|under|using)\s+(?:a\s+)?(?:dry[\s-]?run|simulation|what-if|plan-only|read-only|preview)\s+mode\b|\bwith\s+--dry-run\b|\bas\s+a\s+(?:dry[\s-]?run|simulation|rehearsal)\b/g;
/** Verbs a rehearsal does not carry out (reading, planning, testing verbs stay). */
const REHEARSED_KEEP = new Set(['read', 'search', 'explain', 'plan', 'test', 'dryrun', 'draft', 'input', 'click']);
/** A clause after the rehearsal that is its own step: "…, then void them", "and then run it for real". */
const REHEARSAL_END = /[.;!?\n]|,\s*(?:then|and\s+then|after\s+that|afterwards)\b|\b(?:and\s+)?then\b|\bfor\s+real\b|\bafter\s+(?:that|it|you|i)\b/;

/** A check named as what is skipped: "skip the dry run", "bypass the validation step", "no need to run the preflight check". */
const SKIP_CHECK = /\b(?:skip|skips|skipped|skipping|bypass|bypasses|bypassed|bypassing|drop|dropping|forgo|forget\s+about|don['’]t\s+bother\s+(?:with|running|doing)|no\s+need\s+(?:to|for)\s+(?:(?:run|do|wait\s+for|get|ask\s+for)\s+)?|without\s+(?:running|doing|waiting\s+for|getting)?)\s*(?:the\s+|a\s+|any\s+|our\s+|its\s+)?(?:[\w-]+\s+){0,2}?(dry[\s-]?runs?|validations?(?:\s+(?:step|stage|check|run))?|verifications?(?:\s+(?:step|stage))?|inspections?(?:\s+(?:step|stage))?|sign-?offs?|preflight(?:\s+checks?)?|pre-flight(?:\s+checks?)?|smoke\s+tests?|safety\s+checks?|double-checks?|confirmations?(?:\s+(?:step|prompt))?|quality\s+checks?|qc(?:\s+(?:step|check))?|qa\s+sign-?off|four-eyes(?:\s+(?:check|review))?|second\s+(?:approvals?|reviews?|signatures?)|reconciliations?(?:\s+step)?|sanity\s+checks?|simulations?|test\s+runs?|trial\s+runs?|first[-\s]article\s+inspections?)\b/g;

export function englishDomainsEN25(text: string, out: Tagged[]): void {
  if (!GATE.test(text)) return;
  const n0 = out.length;
  const first = out[0];
  const last = out[n0 - 1];
  // "non-renewal", "non-prod", "non-employees": a prefix of the word after it, no negation.
  // (lead25: "non-admins", "non-owners" are the people without the right: the right is not given, so the negation stays.)
  if (text.includes('non-')) drop(out, (t) => !(t.kind === 'n' && t.name === 'neg' && text.slice(t.start, t.end) === 'non' && /^-\p{L}/u.test(text.slice(t.end, t.end + 2)) && !/^-(?:admins?|administrators?|owners?|root|superusers?|privileged|sudoers?)\b/i.test(text.slice(t.end, t.end + 16))));
  if (text.includes('key')) {
    for (const m of text.matchAll(KEY_SECRET)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (out.some((t) => t.kind === 'o' && t.name === 'secret' && t.start <= at && t.end >= end)) continue;
      drop(out, (t) => !(t.start >= at && t.end <= end));
      put(out, 'o', 'secret', at, end, false);
      for (const p of text.slice(end).matchAll(PASTE_BACK)) {
        const pAt = end + (p.index ?? 0) + p[0].indexOf(p[1] as string);
        if (!out.some((t) => t.kind === 'o' && t.start >= pAt && t.end <= pAt + (p[1] as string).length)) put(out, 'o', 'secret', pAt, pAt + (p[1] as string).length, false);
      }
    }
  }
  // A word inside an identifier ("TR-draft-7", "test-7781-a") names the thing; no draft, test or code is meant.
  if (/[a-z][-_](?:draft|test|tmp|temp|cache|docs?)[-_]|(?:draft|test|tmp|temp|cache|docs?)[-_]\d/.test(text)) {
    for (const m of text.matchAll(ID_TOKEN)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (!/\d/.test(m[0])) continue;
      drop(out, (t) => !(t.start >= at && t.end <= end && (t.start > at || t.end < end) && SOFT_IN_ID.has(t.name)));
    }
  }
  // "the obsolete test recipe", "a test geofence": "test" before a noun the lexicon does not know says which one, as an
  // adjective; it names no test to run and no code.
  if (text.includes('test ')) {
    for (const m of text.matchAll(TEST_ADJ)) {
      const at = (m.index ?? 0) + m[0].indexOf('test');
      const nounAt = at + 5;
      const nounEnd = nounAt + (m[1] as string).length;
      if (out.some((t) => t.start >= nounAt && t.start < nounEnd)) continue;
      drop(out, (t) => !(t.start >= at && t.end <= at + 4 && (t.name === 'test' || t.name === 'code')));
    }
  }
  if (text.includes('terminat')) for (const m of text.matchAll(TERMINATE)) {
    const at = m.index ?? 0;
    put(out, 'v', 'cancel', at, at + (m[1] as string).length, true);
  }
  if (text.includes('freez') || text.includes('froze')) for (const m of text.matchAll(FREEZE)) {
    const at = m.index ?? 0;
    if (/\b(?:code|deploy\w*|release|merge|change|schema|feature|version|dependenc\w*|price|prices|hiring)\s+freeze/.test(text)) continue;
    put(out, 'v', 'revoke', at, at + (m[1] as string).length, true);
    const noun = /(funds|payouts?|balances?|payments?|transfers?|wallets?)$/.exec(m[0]);
    if (noun) put(out, 'o', 'money', at + m[0].length - (noun[1] as string).length, at + m[0].length, false);
  }
  if (text.includes('expire ')) for (const m of text.matchAll(EXPIRE)) {
    const at = (m.index ?? 0) + m[0].lastIndexOf('expire');
    put(out, 'v', 'empty', at, at + 6, true);
  }
  if (text.includes('settl')) for (const m of text.matchAll(SETTLE)) {
    const at = m.index ?? 0;
    if (/^\s+(?:on|for|with|in|into|down|the\s+(?:question|argument|debate|score|matter\s+of))\b|^\s+(?:\w+\s+)?(?:down|in)\b/.test(text.slice(at + (m[1] as string).length, at + (m[1] as string).length + 24)) && !AMOUNT.test(m[0])) continue;
    put(out, 'v', 'pay', at, at + (m[1] as string).length, true);
  }
  if (/merg|dedup|de-dup/.test(text)) for (const m of text.matchAll(MERGE_RECORDS)) {
    const at = m.index ?? 0;
    if (/\b(?:branch|branches|pr|prs|pull\s+request|mr|commits?|main|master|into\s+(?:main|master|develop|dev|release))\b/.test(clause(text, at, 120))) continue;
    put(out, 'v', 'update', at, at + (m[1] as string).length, true);
  }
  if (/mass[-\s]|bulk[-\s]|blast/.test(text)) for (const m of text.matchAll(MASS_SEND)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    drop(out, (t) => !(t.start >= at && t.end <= end && (t.kind === 'o' || t.kind === 'v')));
    put(out, 'v', 'send', at, end, false);
    put(out, 'm', 'mass', at, end, false);
  }
  if (/pay|settlement|reimburs|disburs|cheque|check|indemnit|restitution|compensation|remittance/.test(text)) for (const m of text.matchAll(PAY_LIGHT)) {
    const at = m.index ?? 0;
    const between = m[1] as string;
    const noun = m[2] as string;
    const nounEnd = at + m[0].length;
    if (PAY_NOT_MONEY.test(text.slice(nounEnd, nounEnd + 30)) || PAY_BETWEEN_TALK.test(between)) continue;
    const rest = clause(text, at, 200);
    // A check or cheque is money only with an amount ("write a check for null" is code); so is "compensation" (a plan).
    if (/^(?:checks?|cheques?|compensation)$/.test(noun) && !AMOUNT.test(rest)) continue;
    const verbEnd = at + m[0].indexOf(' ');
    if (out.some((t) => t.kind === 'v' && t.start > verbEnd && t.start < at + m[0].length - noun.length && t.name !== 'pay' && t.name !== 'update')) continue;
    put(out, 'v', 'pay', at, verbEnd, true);
    if (!out.some((t) => t.kind === 'o' && t.start <= nounEnd - noun.length && t.end >= nounEnd)) put(out, 'o', 'money', nounEnd - noun.length, nounEnd, false);
    // (The noun itself was read as an act — "check" as a read, "release" as a release: what is named is money.)
    drop(out, (t) => !(t.start >= nounEnd - noun.length && t.end <= nounEnd && (t.kind === 'v' || (t.kind === 'o' && t.name !== 'money'))));
  }
  if (CURRENCY_WORD.test(text)) for (const m of text.matchAll(ADD_CURRENCY)) {
    const at = m.index ?? 0;
    const verbEnd = at + (/^(?:top|tops|topped|hand|handing)\s/.test(m[0]) ? m[0].indexOf(' ', m[0].indexOf(' ') + 1) : m[0].indexOf(' '));
    const noun = m[1] as string;
    const nounEnd = at + m[0].length;
    put(out, 'v', 'pay', at, verbEnd, true);
    drop(out, (t) => !(t.start >= nounEnd - noun.length && t.end <= nounEnd));
    put(out, 'o', 'money', nounEnd - noun.length, nounEnd, false);
  }
  if (text.includes('currenc')) for (const m of text.matchAll(GAME_CURRENCY)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    drop(out, (t) => !(t.kind === 'o' && t.start >= at && t.end <= end));
    put(out, 'o', 'money', end - (m[1] as string).length, end, false);
    const before = GRANT_VERB_BEFORE.exec(text.slice(Math.max(0, at - 80), at));
    if (before) {
      const vAt = Math.max(0, at - 80) + before.index;
      put(out, 'v', 'pay', vAt, vAt + (before[0].match(/^\S+(?:\s+(?:up|out))?/) as RegExpMatchArray)[0].length, true);
    }
  }
  if (PAYLOAD_WORD.test(text) && TARGET_WORD.test(text)) for (const m of text.matchAll(TO_MACHINES)) {
    const at = m.index ?? 0;
    const verb = m[1] as string;
    const what = m[3] as string;
    const whatAt = at + verb.length + 1 + (m[2] as string).length;
    put(out, 'v', 'deploy', at, at + verb.length, true);
    if (!out.some((t) => t.kind === 'o' && t.start >= whatAt && t.end <= whatAt + what.length)) put(out, 'o', 'release', whatAt, whatAt + what.length, false);
  }
  if (/releas|promot|activat/.test(text)) for (const m of text.matchAll(RELEASE_CHANGE)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    put(out, 'v', 'deploy', at, at + (m[1] as string).length, true);
    drop(out, (t) => !(t.kind === 'o' && t.name === 'release' && t.start === at));
    if (!out.some((t) => t.kind === 'o' && t.start > at && t.end <= end)) put(out, 'o', 'release', at + (m[1] as string).length + 1, end, false);
  }
  if (text.includes('bill')) for (const m of text.matchAll(BILL_OF)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    drop(out, (t) => !(t.start >= at && t.end <= end && (t.kind === 'v' || t.kind === 'o')));
    put(out, 'o', m[1] === 'materials' ? 'config' : 'record', at, end, false);
  }
  if (/unlist|delist|de-list/.test(text)) for (const m of text.matchAll(UNLIST)) {
    const at = m.index ?? 0;
    put(out, 'v', 'cancel', at, at + m[0].length, true);
  }
  if (/\bhid/.test(text)) for (const m of text.matchAll(HIDE_PUBLIC)) {
    const at = m.index ?? 0;
    put(out, 'v', 'cancel', at, at + (m[1] as string).length, true);
  }
  // Rehearsals: the acts named inside "a dry run of …" (up to the clause's end or a "then") and in a clause "in dry-run mode".
  if (/dry|simulat|rehears|what-if|preview/.test(text)) for (const m of text.matchAll(REHEARSAL_OF)) {
    const from = (m.index ?? 0) + m[0].length;
    const stop = REHEARSAL_END.exec(text.slice(from, from + 200));
    const to = from + (stop ? stop.index : Math.min(200, text.length - from));
    drop(out, (t) => !(t.kind === 'v' && t.start >= from && t.end <= to && !REHEARSED_KEEP.has(t.name)));
  }
  if (/ mode\b|--dry-run|as a /.test(text)) for (const m of text.matchAll(REHEARSAL_MODE)) {
    const at = m.index ?? 0;
    const head = text.slice(0, at);
    const from = Math.max(head.lastIndexOf('.'), head.lastIndexOf(';'), head.lastIndexOf('\n'), head.lastIndexOf('!'), head.lastIndexOf('?'), head.search(/\b(?:then|and\s+then)\s+[^\s]*$/)) + 1;
    const stop = REHEARSAL_END.exec(text.slice(at + m[0].length, at + m[0].length + 160));
    const to = at + m[0].length + (stop ? stop.index : Math.min(160, text.length - at - m[0].length));
    drop(out, (t) => !(t.kind === 'v' && t.start >= from && t.end <= to && !REHEARSED_KEEP.has(t.name)));
    if (!out.some((t) => t.kind === 'v' && t.name === 'dryrun' && t.start >= from && t.end <= to)) put(out, 'v', 'dryrun', at, at + m[0].length, false);
  }
  // A check skipped by name: the check is a control ("skip the dry run when pushing recipes to the floor").
  if (/skip|bypass|drop|forgo|forget|bother|no need|without/.test(text)) for (const m of text.matchAll(SKIP_CHECK)) {
    const at = m.index ?? 0;
    if (withoutUnderNever(text, at, m[0])) continue;
    const end = at + m[0].length;
    const check = m[1] as string;
    const checkAt = end - check.length;
    drop(out, (t) => !(t.start >= checkAt && t.end <= end));
    drop(out, (t) => !(t.start >= at && t.end <= checkAt && (t.kind === 'v' || (t.kind === 'n' && t.name === 'neg')) && !(t.kind === 'v' && t.name === 'disable')));
    if (!out.some((t) => t.kind === 'v' && t.start >= at && t.end <= checkAt && t.name === 'disable')) put(out, 'v', 'disable', at, at + (m[0].match(/^\S+/) as RegExpMatchArray)[0].length, true);
    put(out, 'o', 'security', checkAt, end, false);
  }
  // (Only a list this reader changed is put back in text order.)
  if (out.length !== n0 || out[0] !== first || out[out.length - 1] !== last) out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A check skipped by name and not itself ruled out ("never skip the dry run", "don't bypass the validation step"). */
const SKIP_RULED_OUT = /\b(?:never|don['’]?t|do\s+not|doesn['’]?t|not|no\s+one|nobody|must\s+not|mustn['’]?t|shouldn['’]?t|should\s+not|stop)\s+(?:\w+\s+)?$/;
/** (cls-en25) A standing note or task that skips a named check ("Remember: skip the dry run when pushing recipes", "no need
 *  to run the preflight check from now on"): a control waived for later runs (text/memory.ts memoryWaives). */
export function skipsCheckEN25(text: string): boolean {
  const low = text.toLowerCase();
  if (!GATE.test(low)) return false;
  for (const m of low.matchAll(SKIP_CHECK)) if (!SKIP_RULED_OUT.test(low.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0)) && !withoutUnderNever(low, m.index ?? 0, m[0])) return true;
  return false;
}

/**
 * (cls-en25) "all accounts the anti-cheat flagged", "every label we printed for the Reno warehouse", "everything they
 * shipped in the last 24 hours": English puts a relative clause after its noun without "that" (a contact clause: a
 * subject, then a past-tense verb), and a window of hours or minutes back in time is a filter like "the last 3 days".
 * Either narrows "all" / "every" to a filtered set. (No determiner inside the noun phrase, so "email every customer the
 * invoice we generated" keeps every customer.)
 */
const CONTACT_CLAUSE = /^\s*(?:(?!(?:the|a|an|our|their|your|my|his|her|its|this|that|these|those|of|in|on|at|for|to|from|with|and|or)\b)[\w'’-]+\s+){1,4}?(?:(?:that|which|whom)\s+)?(?:we|you|they|i|he|she|(?:the|our|their|your|my)\s+[\w-]+(?:\s+[\w-]+)?|[a-z]+['’]s\s+[\w-]+)\s+(?:have\s+|had\s+|just\s+|already\s+|ever\s+|wrongly\s+|accidentally\s+|mistakenly\s+)?(?:[a-z]{2,}ed|sent|sold|made|bought|shipped|printed|got|took|built|wrote|ran|did|gave|paid|brought|put|left|kept|found|saw|caught|hit|lost|won|spent|chose|picked|set\s+up|signed\s+up|opened|issued|imported|uploaded|created)\b/;
const HOURS_WINDOW = /^[^.;!?\n]{0,70}?\b(?:in|over|during|within|from|for)\s+the\s+(?:last|past|previous)\s+(?:(?:\d+|few|couple\s+of|two|three|six|twelve|24|48|72)\s+)?(?:hours?|hrs?|minutes?|mins?)\b/;
export function narrowsEN25(after: string): boolean {
  // ("all non-employees", "every non-compliant device": everyone but a group is a filtered set too.)
  return CONTACT_CLAUSE.test(after) || HOURS_WINDOW.test(after) || /^\s*(?:the\s+|of\s+the\s+)?non-[a-z]/.test(after);
}
/** Whether some "all / every / each" in the text is narrowed by a contact clause or a window of hours (the second reading). */
export function allNarrowedEN25(text: string): boolean {
  for (const m of text.matchAll(/\b(?:all|every|each)\b/gi)) if (narrowsEN25(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 90).toLowerCase())) return true;
  return false;
}

/** (cls-en25) A counted amount of a game's or an app's own currency ("500 coins", "2,000 V-Bucks", "1,000 gems") and no
 *  real currency: stored value counted in units, like loyalty points (meaning.ts: one member's balance is one small credit). */
const GAME_UNITS = /\b\d[\d,.]*k?\s+(?:(?:free|bonus|extra|premium|in-game)\s+)?(?:gems?|coins?|diamonds?|crystals?|v-?bucks|robux|shards?|orbs?|rubies|gold(?:\s+bars)?)\b/i;
export function gameUnitsEN25(w: string): boolean {
  return GAME_UNITS.test(w) && !/[$€£¥₹]|\b(?:usd|eur|gbp|dollars?|euros?|pounds?|rupees?|lakh|crore|grand)\b|(?<!v-?)\bbucks\b/i.test(w);
}

/** (cls-en25) A set named by structure: "all / every / each" (or a count of ten or more) before a plural noun ("all inactive
 *  SKUs", "the progression of all players", "1,200 overdue invoices"): meaning.ts reads an emptied set of things it cannot
 *  place as possibly production data, not as one unknown thing. */
const PLURAL_SET = /\b(?:all|every|each)\s+(?:(?:the|of\s+the|our|their|your|its)\s+)?(?:\d[\d,]*\s+)?(?:[\w'’-]+\s+){0,3}?[a-z]{2,}s\b|\b\d{1,3}(?:,\d{3})+\s+(?:[\w'’-]+\s+){0,2}?[a-z]{2,}s\b|\b\d{2,}\s+(?:[\w'’-]+\s+){0,2}?[a-z]{2,}s\b/i;
const PLURAL_NOT_DATA = /\b(?:filters?|tabs?|windows?|notifications?|alerts?\s+in\s+my|selections?|checkboxes|fields?\s+in\s+the\s+form|breakpoints?|highlights?|bookmarks?|terminals?|panes?|warnings?|caches?|cookies|temp\s+files?)\b/i;
export function pluralSetEN25(w: string): boolean {
  return PLURAL_SET.test(w) && !PLURAL_NOT_DATA.test(w);
}

/** "never release a PLC program without QA sign-off", "don't push recipes without a dry run": a "without <check>" under a
 *  ruled-out act asks for the check; nothing is skipped. */
function withoutUnderNever(text: string, at: number, match: string): boolean {
  if (!match.startsWith('without')) return false;
  const head = text.slice(0, at);
  const from = Math.max(head.lastIndexOf('.'), head.lastIndexOf(';'), head.lastIndexOf('\n'), head.lastIndexOf('!'), head.lastIndexOf('?')) + 1;
  return /\b(?:never|don['’]?t|do\s+not|must\s+not|mustn['’]?t|shouldn['’]?t|should\s+not|no\s+one|nobody|nothing)\b/.test(head.slice(from));
}
