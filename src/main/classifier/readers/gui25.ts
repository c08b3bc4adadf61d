// cls-gui25: business consoles read by the structure of the walk, not by their vocabulary.
//
// A walk through an admin console (accounting, payroll and HR, point of sale and shop admin, bookings, property management,
// donor CRMs, a person's bank, photo or account pages) is read by its parts:
// - the selection: "select all" (everything on the page) narrowed by a filter step before it ("filter Status: Overdue",
//   "Department: Sales", "Last gift before 2015") to a filtered set; "select 12 …" is a counted set;
// - the pressed act after it (behind "Actions", "More actions", "Batch actions", "Bulk actions: X"): delete, move to trash or
//   archive, cancel or void, send or remind, refund or charge, dismiss an employee;
// - the page's object before it (Items, Invoices, Constituents, Recurring plans …): subscriptions and charges cancelled or
//   refunded all at once are every customer's live money;
// - a save that submits nothing ("Save and exit", "Save for later", "Save as draft", "Discard draft") and a last step that
//   only reads ("read the latest 20", "sort by newest") end the walk without an act;
// - where money is paid to changed (a vendor's bank account, an employee's direct deposit): payment redirection;
// - a financial or sign-in control switched off (close the books, a lock date cleared, approvals, a PIN or two-step
//   requirement made optional);
// - permissions widened for a role (refunds, voids, compensation, admin) or a role raised to an admin one; an invitation
//   to a personal mailbox with a role;
// - an employee dismissed or terminated;
// - a listing's or a property's availability closed or blocked (every room type or a year: the whole business off sale);
// - the whole shop, store, organisation or account closed or deleted ("Close your shop", a typed confirmation before it);
// - a sandbox, test-mode or demo company named at the head of the walk moves no real money and holds no real data.
// Computer-use and browser-automation notations (an Anthropic `computer {"action": …}` with the agent's narration before it,
// a typed confirmation submitted with "then Enter" in words, Playwright/Puppeteer typing into a confirmation field before a
// press) are put into words here and read the same way.
// Cheap gate: an arrow (or a click sentence) and at most 600 characters; every pattern is bounded.
import { ladder, type Finding } from '../findings';
import { typedConfirm20 } from './gui20';
import type { DangerLevel } from '../../../shared/vocabulary';

const ARROWS = /\s*(?:→|›|»|->)\s*/;
const SEL = /^(?:select(?:ed)?\s+(?:all\b|every(?:thing)?\b|\d[\d,]*\b)|(?:check|tick)\s+all\b|select\s+the\s+\d[\d,]*\b|all\s+\d[\d,]*\s+[a-z]|(?:bulk|batch)\s+select\b)/i;
const FILTER_SEG = /^(?!no\s+(?:criteria|filters?|conditions?)\b)(?:filter(?:ed)?(?:\s+by)?\s+\S|search\s+(?:for\s+)?\S|segment\b|saved\s+view\b|view\s*:|tag(?:ged)?\b|list\s*:|where\b|[\w &'/-]{2,30}?\s*(?::|<|>|=|≤|≥)\s*\S|[\w &'/-]{2,30}?\s+(?:before|after|older\s+than|since|between|is|contains)\s+\S)/i;
const NAMED_SET_PAGE = /^(?:views?|saved\s+views?|segments?|lists?|smart\s+lists?|filters?|saved\s+(?:searches|filters)|groups?|tags?|labels?|folders?|campaigns?|audiences?)$/i;
const CONTAINER = /^(?:(?:more|bulk|batch|other)\s+)?actions?(?:\s*[▾▼])?$|^more$|^(?:bulk|batch)\s+(?:edit|actions?)$|^\.{3}$|^…$|^⋯$|^kebab(?:\s+menu)?$/i;

type Cls = 'delete' | 'trash' | 'cancel' | 'send' | 'refund' | 'pay' | 'dismiss' | 'undo';
const ACT: [RegExp, Cls][] = [
  // Bookkeeping undone on the selected lines (a reconciliation removed and redone, lines uncategorised or unmatched):
  // recoverable, no money moves.
  [/^(?:remove\s*(?:&|and)\s*redo|un-?reconcile|un-?categori[sz]e|un-?match|undo\s+(?:reconciliation|match(?:es)?|categori[sz]ation))\b/i, 'undo'],
  [/^(?:move\s+to\s+(?:the\s+)?(?:trash|bin)|trash|archive|deactivate|disable|hide|unpublish|make\s+inactive|mark\s+(?:as\s+)?inactive|take\s+(?:offline|off\s+sale)|unlist)\b/i, 'trash'],
  // ("Remove & Redo" undoes a reconciliation; "Remove from list", "Remove tag" take a membership or a label off.)
  [/^(?:(?:permanently\s+|mass\s+|bulk\s+|batch\s+)?(?:delete|remove|erase|purge|destroy|wipe)|delete\s+permanently)\b(?!\s*(?:&|and)\s*redo\b|\s+(?:from|tags?|labels?|filters?|selection|formatting|duplicates?)\b)/i, 'delete'],
  [/^(?:dismiss|terminate|offboard|fire)\b/i, 'dismiss'],
  [/^(?:cancel|void|end)\b/i, 'cancel'],
  [/^(?:(?:re)?send|email|e-mail|message|text|sms|notify|remind|share)\b/i, 'send'],
  [/^(?:(?:issue\s+)?refunds?|charge)\b/i, 'refund'],
  [/^(?:pay|payout|submit\s+payments?|approve\s+(?:payments?|bills?|payroll))\b/i, 'pay'],
];
/** Pages whose items are recurring money or live charges (every one cancelled or refunded: every customer's money). */
const MONEY_ITEMS = /\b(?:subscriptions?|recurring|plans?|memberships?|donations?|pledges?|charges?|payments?|transactions?|orders?|bookings?|reservations?)\b/i;
const DATA_PAGE = /\b(?:customers?|clients?|contacts?|leads?|accounts?|items?|products?|listings?|inventory|catalog(?:ue)?|invoices?|bills?|orders?|transactions?|payments?|expenses?|receipts?|estimates?|quotes?|employees?|people|members?|users?|donors?|constituents?|donations?|gifts?|pledges?|tenants?|residents?|owners?|guests?|reservations?|bookings?|properties|units|leases?|photos?|videos?|files?|documents?|messages?|conversations?|emails?|records?|tickets?|posts?|pages?|subscribers?|volunteers?|patients?|students?|vendors?|suppliers?|journals?|entries|data|persons?|profiles?|deals?|companies|organi[sz]ations?|opportunit(?:y|ies)|cases?|notes?|tasks?|events?)\b/i;
const PEOPLE_ITEMS = /\b(?:employees?|team\s+members?|staff|contractors?|people)\b/i;

const SAVE_NO_SUBMIT = /^(?:save\s+(?:and|&)\s+(?:exit|close|finish\s+later|come\s+back\s+later)|save\s+for\s+later|save\s+(?:as\s+)?(?:a\s+)?draft|save\s+draft|discard(?:\s+(?:draft|changes|edits))?|exit\s+without\s+saving|send\s+(?:a\s+)?test(?:\s+(?:email|message))?(?:\s+to\s+(?:me|myself))?)$/i;
const LOOK_LAST = /^(?:read|view|look\s+at|check|see|review|browse|sort(?:\s+by)?|compare|inspect|skim)\b(?![^→]*\b(?:then|and)\s+(?:delete|remove|cancel|send|pay|refund|turn|disable|save|submit|confirm)\b)/i;
const ACT_STEP = /^(?:delete|remove|destroy|terminate|dismiss|disable|deactivate|turn\s+off|reset|erase|wipe|purge|revoke|send|pay|transfer|refund|charge|approve|submit|publish|grant|invite|enable|share|upload|archive|cancel|void|close|block|run|import|edit|change|update|set|add|clear|uncheck)\b/i;

const BANK = /\b(?:bank\s+(?:account|details|info(?:rmation)?)|account\s+number|routing\s+(?:number|no\.?)|sort\s+code|iban|swift(?:\s+code)?|bic|direct\s+deposit|payout\s+(?:account|method|details|bank))\b/i;
const PAYEE_PAYMENT = /\b(?:vendors?|suppliers?|payees?|employees?|contractors?|owners?|landlords?)\b[^→]*(?:→[^→]*){0,4}\bpayment\s+(?:details|info(?:rmation)?|method)\b/i;
const CHANGE_STEP = /^(?:edit|change|update|replace|set|add|new|enter|save|switch)\b|\b\d{6,}\b|:\s*\S/i;

const LOCK_LABEL = /\b(?:close\s+the\s+books|closing\s+date|lock\s+date|period\s+lock|lock(?:ed)?\s+(?:periods?|dates?)|books?\s+clos\w*|approvals?\s+(?:workflow|required|rules?)|requires?\s+approvals?|(?:require\s+)?(?:two[- ](?:step|factor)|2fa|mfa|multi[- ]factor)(?:\s+(?:verification|authentication|requirement))?|require\s+(?:a\s+)?(?:pin|passcode|password)|pin\s+(?:lock|required))\b/i;
const OFF_VALUE = /^(?:(?:toggle|turn|switch)\s+)?off$|^(?:disabled?|optional|none|no|not\s+required|clear(?:ed)?|remove|removed|delete|uncheck(?:ed)?|untick(?:ed)?|never)$|^(?:change|set)\s+(?:it\s+)?to\s+(?:optional|off|none|no)$/i;

const ROLE_PAGE = /\b(?:permissions?|roles?|access\s+levels?|user\s+roles?|privileges?|permission\s+sets?)\b/i;
const STRONG_PERM = /\b(?:refunds?|voids?|cash\s+drawer|no\s+sale|payroll|compensation|salar(?:y|ies)|pay\s+rates?|bank|payments?|payouts?|transfers?|admin\w*|owner|full\s+access|super\s*admin|all\s+(?:access|permissions|data)|delete|export|discounts?|edit)\b/i;
const ADMIN_ROLE = /^(?:role\s*:\s*)?(?:admin(?:istrator)?|owner|super\s*admin|full\s+access|account\s+owner|adviser|advisor|accountant|primary\s+admin|global\s+admin)$/i;
const PERSONAL_MAIL = /[\w.+-]+@(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|proton(?:mail)?|pm|gmx|aol|mail|yandex)\.[a-z.]{2,6}\b/i;

const AVAIL_PAGE = /\b(?:calendar|availability|rates?\s*(?:&|and)\s*availability|room\s+types?|inventory\s+grid)\b/i;
const AVAIL_ACT = /^(?:close(?:\s+out)?|stop\s+sell(?:ing)?|block(?:\s+(?:nights|dates|days|calendar))?|unlist|snooze(?:\s+listing)?|close\s+(?:dates|availability|rooms?|room\s+types?))$/i;
const AVAIL_WHOLE = /\b(?:all\s+(?:room\s+types|rooms|listings|properties|rate\s+plans|dates)|entire\s+property|whole\s+property|next\s+(?:[2-9]\d{2}|\d{4})\s+days|next\s+(?:\d+\s+)?(?:year|months)|\d+\s+months)\b/i;

const WHOLE_THING = /^(?:close|delete|cancel|deactivate|shut\s+down|permanently\s+delete|terminate|disconnect)\s+(?:your|this|my|our|the\s+(?:whole|entire))\s+(?:shop|store|organi[sz]ation|company|business|account|workspace|google\s+account|apple\s+id)\b|^(?:close|delete)\s+(?:shop|store|organi[sz]ation|company|workspace)$/i;

const SANDBOX_HEAD = /\b(?:sandbox|test\s+mode|test\s+(?:account|company|store|shop|environment)|demo\s+(?:company|account|store)|developer\s+sandbox)\b/i;
const MONEY_WORD = /\b(?:refunds?|pay(?:ment|out)?s?|charges?|transfers?|payroll|invoices?)\b/i;

const LEVELS: Record<Cls, { one: [DangerLevel, DangerLevel, DangerLevel]; some: [DangerLevel, DangerLevel, DangerLevel]; all: [DangerLevel, DangerLevel, DangerLevel] }> = {
  delete: { one: ['destructive', 'destructive', 'reversible'], some: ['dangerous', 'dangerous', 'destructive'], all: ['forbidden', 'dangerous', 'destructive'] },
  trash: { one: ['destructive', 'destructive', 'reversible'], some: ['destructive', 'destructive', 'reversible'], all: ['dangerous', 'destructive', 'reversible'] },
  cancel: { one: ['destructive', 'destructive', 'reversible'], some: ['dangerous', 'dangerous', 'destructive'], all: ['dangerous', 'dangerous', 'destructive'] },
  send: { one: ['destructive', 'destructive', 'destructive'], some: ['dangerous', 'dangerous', 'destructive'], all: ['dangerous', 'dangerous', 'destructive'] },
  refund: { one: ['destructive', 'destructive', 'reversible'], some: ['dangerous', 'dangerous', 'reversible'], all: ['forbidden', 'dangerous', 'reversible'] },
  pay: { one: ['destructive', 'destructive', 'reversible'], some: ['dangerous', 'dangerous', 'reversible'], all: ['dangerous', 'dangerous', 'reversible'] },
  undo: { one: ['destructive', 'destructive', 'reversible'], some: ['destructive', 'destructive', 'reversible'], all: ['destructive', 'destructive', 'reversible'] },
  dismiss: { one: ['dangerous', 'dangerous', 'destructive'], some: ['dangerous', 'dangerous', 'destructive'], all: ['forbidden', 'dangerous', 'destructive'] },
};
const WHAT: Record<Cls, string> = { undo: 'undoes the bookkeeping (reconciliation or categories) of', delete: 'deletes', trash: 'archives or trashes (recoverable)', cancel: 'cancels or voids', send: 'sends a message to', refund: 'refunds or charges', pay: 'pays', dismiss: 'dismisses' };

export interface Gui25 {
  findings: Finding[];
  /** Nothing is changed (a read, a save that submits nothing). */
  look?: boolean;
}

const one = (level: DangerLevel, reason: string): Gui25 => ({ findings: [{ level, reason }] });
const lad = (l: [DangerLevel, DangerLevel, DangerLevel], reason: string): Gui25 => ({ findings: [ladder(l[0], l[1], l[2], reason)] });

function actClass(s: string): Cls | undefined {
  for (const [re, c] of ACT) if (re.test(s)) return c;
  return undefined;
}

/** A console walk read by its structure; null when nothing here places it (the other readers then read it). */
export function walkGui25(text: string): Gui25 | null {
  const r = walkGui25Raw(text);
  // A sandbox, test-mode or demo company named at the head of the walk is a test system, whatever detectEnv reads.
  if (r && !r.look && text.length <= 600 && SANDBOX_HEAD.test(text.split(ARROWS).slice(0, 3).join(' '))) for (const x of r.findings) x.env = 'dev';
  return r;
}

function walkGui25Raw(text: string): Gui25 | null {
  if (text.length > 600 || !ARROWS.test(text) || /\n/.test(text.trim())) return null;
  const segs = text.split(ARROWS).map((x) => x.trim().replace(/^["'“‘]|["'”’]$/g, '').replace(/(?:…|\.{3})$/, '').replace(/[.!]$/, '').trim()).filter(Boolean);
  if (segs.length < 3 || segs.length > 18) return null;
  const last = segs[segs.length - 1] as string;
  const head = segs.slice(0, 3).join(' ');
  const sandbox = SANDBOX_HEAD.test(head);
  const snip = text.length > 70 ? `${text.slice(0, 67)}…` : text;

  // A save that submits nothing, a draft discarded, a test send to oneself: nothing reaches anyone.
  if (SAVE_NO_SUBMIT.test(last) && !segs.slice(1, -1).some((s) => /^(?:confirm|submit|send|pay|yes)\b/i.test(s))) {
    return { findings: [{ level: /draft/i.test(last) && !/discard/i.test(last) ? 'reversible' : 'safe', reason: `ends with "${last}": nothing is submitted or sent (${snip})` }], look: true };
  }
  // A last step that only reads, with no acting step before it ("Close the books: view closing date" reads the setting).
  // (A page named by a noun after an act's word — "Pay profile", "Payment method", "Send history" — is a place.)
  if ((LOOK_LAST.test(last) || LOOK_LAST.test(last.replace(/^[^:]{2,60}:\s*/, ''))) && !segs.slice(1, -1).some((s) => ACT_STEP.test(s) && !/^\w+\s+(?:profiles?|methods?|settings|history|details|stubs?|schedules?|page|info|overview|rates?|runs?|reports?)$/i.test(s))) {
    return { findings: [{ level: 'safe', reason: `opens and reads a console page; nothing is changed (${snip})` }], look: true };
  }

  // Sandbox, test mode or a demo company: money moved there is not real money.
  if (sandbox && segs.some((s) => MONEY_WORD.test(s) && ACT_STEP.test(s) || /^(?:refund|pay|charge|send\s+money)\b/i.test(s))) {
    return one('reversible', `moves test-mode money in a sandbox or demo account; nothing real is paid (${snip})`);
  }

  // A live credential's value revealed in an admin console (not a publishable key or a client id; not a test key).
  const reveal = segs.findIndex((s, i) => i >= 2 && /^(?:reveal|show|unmask|copy)\s+(?:the\s+)?(?:(?:live|secret|api|access|admin|private)\s+){0,3}(?:token|key|secret|password)s?(?:\s+once)?$|^reveal(?:\s+once)?$/i.test(s));
  if (reveal >= 2 && /\b(?:token|secret|api\s+key|access\s+key|private\s+key|password|credentials?)\b/i.test(segs.slice(1, reveal + 1).join(' ')) && !/\b(?:publishable|public|client\s+id|test\s+(?:key|token)|pk_)\b/i.test(text) && !/^(?:cancel|close|hide)$/i.test(last)) {
    return lad(['dangerous', 'destructive', 'destructive'], `prints a live credential's value from an admin console (${snip})`);
  }

  // The whole shop, store, organisation or account closed or deleted.
  const whole = segs.find((s) => WHOLE_THING.test(s));
  if (whole && /^(?:cancel|keep(?:\s+[\w ]{1,20})?|no|go\s+back|back|not\s+now)$/i.test(last)) return { findings: [{ level: 'safe', reason: `the closing dialog is dismissed; nothing is closed (${snip})` }], look: true };
  if (whole) {
    // (One bank, card or brokerage account closed is dangerous, as cls-plan19 reads it: the person's other accounts remain.)
    if (/\b(?:checking|savings|card|bank|credit|debit|brokerage|ira|401k|loan)\b/i.test(text)) return lad(['dangerous', 'dangerous', 'destructive'], `closes one bank or card account (${snip})`);
    return lad(['forbidden', 'dangerous', 'destructive'], `${whole.toLowerCase()}: the whole business or account and everything in it (${snip})`);
  }

  // A selection, the act pressed on it, and the page's object.
  const sel = segs.findIndex((s) => SEL.test(s));
  if (sel >= 1) {
    let at = sel + 1;
    while (at < segs.length && CONTAINER.test(segs[at] as string)) at++;
    let actSeg = segs[at];
    if (actSeg && /^(?:bulk|batch)\s+actions?\s*:\s*/i.test(actSeg)) actSeg = actSeg.replace(/^(?:bulk|batch)\s+actions?\s*:\s*/i, '');
    else if (at > sel + 1 && actSeg && /:\s*\S/.test(segs[at - 1] as string)) actSeg = (segs[at - 1] as string).replace(/^[^:]*:\s*/, '');
    const cls = actSeg ? actClass(actSeg) : undefined;
    if (cls && actSeg && !/^(?:cancel|close|keep|no|back|go\s+back|not\s+now)$/i.test(last)) {
      const selSeg = segs[sel] as string;
      // (A named view, list, segment or filter opened before the selection narrows it: "Views → 'All unsolved tickets'".)
      // (A filter that keeps everything — Status: All/Any, or Active on a page of live subscriptions — narrows nothing.)
      const keepsAll = (x: string): boolean => /:\s*(?:all|any|everything)$/i.test(x) || /:\s*(?:active|live)$/i.test(x) && MONEY_ITEMS.test(segs.slice(0, sel).join(' '));
      const filtered = segs.slice(1, sel).some((s, i) => FILTER_SEG.test(s) && !keepsAll(s) || i >= 1 && NAMED_SET_PAGE.test(segs[i] as string)) || /\b(?:pending|overdue|unpaid|draft|inactive|cancelled|canceled|failed|expired|old|archived|selected|matching|filtered)\b/i.test(selSeg);
      const counted = /\d/.test(selSeg) && !/\ball\b/i.test(selSeg);
      let scope: 'some' | 'all' = filtered || counted ? 'some' : 'all';
      let page = '';
      for (let i = sel - 1; i >= 1; i--) { const s = segs[i] as string; if (!FILTER_SEG.test(s) && !/^(?:search|go|find|no\s+(?:criteria|filters?|conditions?))$/i.test(s)) { page = s; break; } }
      const obj = `${page} ${actSeg}`;
      let c: Cls = cls;
      if (c === 'cancel' && /^void\b/i.test(actSeg as string) && scope === 'all') scope = 'all';
      if (c === 'dismiss' && !PEOPLE_ITEMS.test(obj)) c = 'delete';
      // (People's accounts deactivated or suspended lose their access: read as removed, not archived.)
      if (c === 'trash' && /\b(?:members?|users?|accounts?|employees?|guests?|people|staff|seats?|logins?)\b/i.test(obj)) c = 'delete';
      // (Protections — alerts, monitors, backups, logs, audit, policies — are the older readers' to judge: all of them gone is
      // recovery lost.)
      if (c === 'delete' && /\b(?:alert\w*|monitor\w*|alarms?|backups?|snapshots?|logs?|audit\w*|retention|polic(?:y|ies)|firewall|rulesets?|protection\w*|checks?)\b/i.test(obj)) return null;
      // (Everything on a page of settings — rules, templates, categories — is configuration, not a whole data store.)
      let l = LEVELS[c][scope === 'all' && c === 'delete' && !DATA_PAGE.test(obj) ? 'some' : scope];
      // Every subscription, plan or charge cancelled at once: every customer's live money (LABELS: forbidden).
      if (c === 'cancel' && scope === 'all' && MONEY_ITEMS.test(obj) && !/\binvoices?\b/i.test(obj)) l = ['forbidden', 'dangerous', 'destructive'];
      if (c === 'send' && !/\b(?:customers?|clients?|donors?|constituents?|residents?|tenants?|guests?|members?|contacts?|subscribers?|employees?|owners?|invoices?|reminders?|statements?|patients?|students?|parents?|users?|people|volunteers?)\b/i.test(obj)) return null;
      const scopeWords = scope === 'all' ? 'every item on the page' : 'a selected or filtered set';
      return lad(l, `${WHAT[c]} ${scopeWords}${page ? ` of ${page}` : ''} (${snip})`);
    }
  }

  // An employee dismissed or terminated.
  if (segs.some((s) => /^(?:actions?\s*:\s*)?(?:dismiss|terminate|offboard|fire|let\s+go)(?:\s+(?:employee|team\s+member|worker|contractor|staff\s+member|person))?$/i.test(s) || /^(?:dismiss|terminate|offboard|end\s+employment\s+(?:of|for))\s+(?:employee|team\s+member|worker|contractor)/i.test(s)) && (PEOPLE_ITEMS.test(segs.slice(0, 4).join(' ')) || /\b(?:gusto|rippling|deel|personio|bamboohr|justworks|adp|workday|hibob|paychex|zenefits|trinet|remote\.com|oyster|namely|factorial|sage\s+hr)\b/i.test(head)) && !/^(?:cancel|back|keep|no)$/i.test(last)) {
    return lad(['dangerous', 'dangerous', 'destructive'], `dismisses an employee: their access, pay and benefits end (${snip})`);
  }

  // Where money is paid to, changed: a vendor's bank account, an employee's direct deposit.
  // (A payment made to a new payee is the money readers' to rate by its amount and recipient.)
  if ((BANK.test(text) || PAYEE_PAYMENT.test(text)) && segs.slice(1).some((s) => CHANGE_STEP.test(s)) && !/^(?:cancel|back|view|download)\b/i.test(last) && !/\bnew\s+(?:payee|recipient|beneficiary)\b|[$€£¥₹]\s?\d|\d\s?(?:usd|eur|gbp)\b|\b(?:amount|pay\s+now|send\s+payment|make\s+(?:a\s+)?payment|transfer\s+(?:funds|money))\b/i.test(text)) {
    return lad(['dangerous', 'dangerous', 'destructive'], `changes the bank account a payment goes to (payment redirection) (${snip})`);
  }

  // A financial or sign-in control switched off; a closed accounting period unlocked or reopened.
  if (segs.some((s, i) => i >= 2 && /^(?:unlock|reopen|re-open)(?:\s+(?:the\s+)?(?:period|books|month|quarter|year))?$/i.test(s)) && /\b(?:periods?|books|closing|lock\w*|close)\b/i.test(segs.slice(0, -1).join(' '))) {
    return lad(['dangerous', 'dangerous', 'destructive'], `reopens a closed accounting period: a financial control lifted (${snip})`);
  }
  for (let i = 1; i < segs.length; i++) {
    const s = segs[i] as string;
    const colon = /^(.{2,60}?)\s*:\s*(.{1,40})$/.exec(s);
    const label = colon ? (colon[1] as string) : s;
    if (!LOCK_LABEL.test(label)) continue;
    let value = colon ? (colon[2] as string).trim() : (segs[i + 1] ?? '');
    value = value.replace(/^["'“‘]|["'”’]$/g, '').trim();
    // "Two-factor authentication: Required → change to Optional": the value set after the label.
    const next = segs[i + 1] ?? '';
    if (colon && !OFF_VALUE.test(value) && OFF_VALUE.test(next)) value = next;
    if (OFF_VALUE.test(value) || /\b(?:toggle|turn|switch)\s+off\b/i.test(s) || /^(?:uncheck|untick|clear|remove|disable|turn\s+off)\b/i.test(s)) {
      return lad(['dangerous', 'dangerous', 'destructive'], `switches off a financial or sign-in control (${label.trim()}) (${snip})`);
    }
  }

  // A setting that loosens sign-in switched on ("Less secure app access → On", "Allow legacy authentication: On").
  if (/^(?:on|enabled?|allow(?:ed)?|yes|turn\s+on)$/i.test(last.replace(/^[^:]{2,60}:\s*/, '')) && /\b(?:less\s+secure\s+app|insecure|legacy\s+auth\w*|basic\s+auth\w*|unsigned|unknown\s+sources|allow\s+all\s+(?:ips|devices|apps))\b/i.test(segs.slice(-2).join(' '))) {
    return lad(['dangerous', 'dangerous', 'destructive'], `switches on a setting that loosens sign-in or app security (${snip})`);
  }
  // Permissions widened for a role, a role raised to an admin one, an invitation to a personal mailbox with a role.
  // (An audience of everyone — allUsers, anyone, public — is left to the readers of exposure, which rate it higher.)
  if ((ROLE_PAGE.test(segs.slice(0, -1).join(' ')) || segs.some((s) => /^role\s*:/i.test(s))) && !/\b(?:all(?:authenticated)?users|anyone|everyone|public|anonymous|all\s+users)\b/i.test(text)) {
    const grant = segs.find((s) => /^(?:enable|grant|allow|check|tick|turn\s+on|add)\s+\S/i.test(s) && !/^add\s+(?:role|user|new)\b/i.test(s) || /:\s*(?:view\s+and\s+edit|edit|full(?:\s+access)?|allowed?|on|yes|enabled?)$/i.test(s));
    // (The role is a value set after a Role step or in "Role: X"; a Roles page opened on a role's name only looks.)
    const role = segs.find((s, i) => ADMIN_ROLE.test(s) && (/^role\s*:/i.test(s) || i >= 1 && /^(?:(?:change|set|assign|edit)\s+)?role$/i.test(segs[i - 1] as string)));
    if (role || grant && STRONG_PERM.test(grant)) return lad(['dangerous', 'dangerous', 'destructive'], `widens what a role or user may do (${(role ?? grant) as string}) (${snip})`);
  }
  if (/\binvite\b/i.test(text) && PERSONAL_MAIL.test(text) && segs.some((s) => /\brole\b|\badmin|\baccess\b/i.test(s))) {
    return lad(['dangerous', 'dangerous', 'destructive'], `gives a personal outside address access to the company's console (${PERSONAL_MAIL.exec(text)?.[0] ?? ''})`);
  }

  // Availability closed or blocked: every room type or a year is the whole business off sale.
  if (AVAIL_PAGE.test(segs.slice(0, -1).join(' ')) && !/^(?:cancel|back|keep)$/i.test(last)) {
    const actAt = segs.findIndex((s, i) => i >= 1 && AVAIL_ACT.test(s));
    if (actAt >= 1) {
      const whole = AVAIL_WHOLE.test(segs.join(' '));
      return lad(whole ? ['dangerous', 'destructive', 'reversible'] : ['destructive', 'destructive', 'reversible'], `closes bookable availability${whole ? ' for the whole property or a long period: the business off sale' : ''} (${snip})`);
    }
  }
  return null;
}

// ---- computer use and browser automation, put into words ----

const CUA_OBJ = /\{\s*"(?:action|type)"\s*:\s*"((?:left_|right_|middle_|double_|triple_)?click|key|type|scroll|screenshot|mouse_move|wait)"[^{}\n]{0,200}\}/;
/**
 * An Anthropic computer-use action with the agent's narration before it and/or a caption after it
 * ("I'll press the confirm button now. computer {"action": "left_click", …}  // "Delete 2,340 products" …",
 * "Clicking Cancel on the 'Void 14 invoices?' dialog: {"action": "left_click", …}") or a typed text submitted with "then
 * Enter" in words: the step in words. Null when the text is not that (the cls-gui20 reader handles a bare action).
 */
export function narratedComputerUse25(t: string): string | null {
  if (t.length > 800 || t.includes('\n') || !t.includes('"action"') && !t.includes('"type"')) return null;
  const m = CUA_OBJ.exec(t);
  if (!m) return null;
  const kind = (m[1] as string).toLowerCase();
  const before = t.slice(0, m.index).replace(/\b(?:computer(?:_use|_call)?|cua)\s*:?\s*\(?\s*$/i, '').trim().replace(/[:,-]\s*$/, '').trim();
  const after = t.slice(m.index + m[0].length).replace(/^\s*\)/, '').trim().replace(/^(?:\/\/|#|—|–|--|←|\|)\s*/, '').trim();
  if (/^(?:scroll|screenshot|mouse_move|wait)$/.test(kind)) return null;
  // (A tool's own name before its arguments — browser_action {…} — is no narration: the tool readers read it.)
  if (/^[\w.:/-]+$/.test(before)) return null;
  if (kind === 'type') {
    const typed = /"text"\s*:\s*"([^"\n]{1,120})"/.exec(m[0])?.[1];
    const enter = /\b(?:then|and)\s+(?:press(?:es|ing)?\s+|hit(?:s|ting)?\s+)?(?:enter|return)\b|\b(?:then|and)\s+submit/i.test(after);
    const field = /(["“'‘])([^"”'’\n]{4,160}?(?:confirm|proceed)[^"”'’\n]{0,80})["”'’]/i.exec(after)?.[2];
    if (typed && enter && field) return `enter "${typed}" in the "${field}" field and confirm`;
    return null;
  }
  if (kind === 'key') return null;
  // A click: the narration and the caption say what is pressed; a quoted label is the button.
  if (!before && !after) return null;
  if (!before && !/^(?:["“'‘]|the\s+["“'‘])/.test(after)) return null;
  // (A caption that opens on the button's quoted label: that label is what is pressed, the narration says why.)
  const q = /^(?:the\s+)?["“'‘]([^"”'’\n]{2,80})["”'’]\s*(.{0,200})$/.exec(after);
  if (q) return `click "${q[1] as string}" ${q[2] as string}${before ? ` (${before})` : ''}`.replace(/\s+/g, ' ').trim();
  const words = [before, after].filter(Boolean).join('; ');
  return /^(?:i(?:'ll|\s+will)?\s+)?(?:click|press|tap|hit|select|choose|confirm)/i.test(before) || /^clicking\b/i.test(before) ? words : `click ${words}`;
}

const FILL = /\.(?:fill|type)\s*\(\s*(["'`])([^"'`\n]{1,120})\1\s*,\s*(["'`])([^"'`\n]{1,120})\3\s*\)/g;
const PRESS_AFTER = /\.(?:click|tap|press)\s*\(\s*(["'`])((?:(?!\1)[^\n]){1,160})\1/;
/**
 * Browser automation that types a name into a confirmation field and then presses a button: a typed confirmation of the
 * act the button names ("close store" after typing the store's name). Returns the step in words, or null.
 */
export function typedConfirmDriven25(t: string): string | null {
  if (t.length > 4000 || !/confirm/i.test(t) || !/\.(?:fill|type)\s*\(/.test(t)) return null;
  FILL.lastIndex = 0;
  for (let m = FILL.exec(t); m; m = FILL.exec(t)) {
    if (!/confirm/i.test(m[2] as string)) continue;
    const press = PRESS_AFTER.exec(t.slice(m.index + m[0].length));
    if (!press) return null;
    const label = (press[2] as string).replace(/^.*?(?:text\s*=|has-text\(|data-[\w-]+\s*=\s*|aria-label\s*=\s*)\\?["']?/i, '').replace(/[#.[\]=:>~+()"'*^$|/@\\]/g, ' ').replace(/[-_]+/g, ' ').replace(/\b(?:button|btn|action|data)\b/gi, ' ').replace(/\s+/g, ' ').trim();
    if (!label) return null;
    return `${label} (typed confirmation: "${m[4] as string}")`;
  }
  return null;
}

const BANK_FIELD = /\.(?:fill|type|send_keys|sendKeys|setValue)\s*\(\s*(["'`])[^"'`\n]{0,80}?(?:routing|account[-_ ]?(?:number|no)|acct[-_]?num|iban|sort[-_ ]?code|bank[-_ ]?account|swift|bic)[^"'`\n]{0,40}\1|(?:routing|account[-_ ]?number|iban|sort[-_ ]?code|bank[-_ ]?account)[\w-]{0,20}["'`][^\n]{0,40}\.(?:send_keys|sendKeys|fill|type)\s*\(/i;
/** Browser automation that fills a bank account's fields and saves: where a payment goes is changed. */
export function drivenBank25(t: string): string | null {
  if (t.length > 4000 || !BANK_FIELD.test(t)) return null;
  const m = BANK_FIELD.exec(t) as RegExpExecArray;
  if (!/\.(?:click|tap|press|submit)\s*\(/.test(t.slice(m.index))) return null;
  return 'set the bank account number that payments go to, and save it';
}

/** A click sentence or a typed confirmation put into words above, read by its button's label. */
export function clickLabel25(text: string): Gui25 | null {
  // (Cheap gate: only the sentences this file and the computer-use readers write.)
  if (text.length > 400 || !/^(?:click|press|tap|confirm|hit|enter|set)\s|\(typed confirmation: /i.test(text)) return null;
  const tc = /^(.{3,80}?)\s+\(typed confirmation: "([^"]{1,120})"\)$/.exec(text);
  if (tc) {
    const act = tc[1] as string;
    if (/^(?:close|delete|cancel|deactivate|shut\s+down|terminate|remove)\s+(?:the\s+|your\s+|this\s+)?(?:shop|store|organi[sz]ation|org|company|business|account|workspace|property|site)\b/i.test(act)) return lad(['forbidden', 'dangerous', 'destructive'], `${act} "${tc[2] as string}", confirmed by typing its name: the whole business or account`);
    return null;
  }
  if (text === 'set the bank account number that payments go to, and save it') return lad(['dangerous', 'dangerous', 'destructive'], 'changes the bank account a payment goes to (payment redirection)');
  const ent = /^enter "([^"]{1,120})" in the "([^"]{4,240})" field and confirm$/.exec(text);
  if (ent) {
    const said = typedConfirm20(ent[2] as string, ent[1] as string);
    if (said && /^(?:delete|cancel|shut down|terminate|disable)\b/.test(said) && /\b(?:organi[sz]ation|org|company|business|account|workspace|store|shop|subscription|tenant|project)\b/i.test(ent[2] as string)) return lad(['forbidden', 'dangerous', 'destructive'], `${said}, confirmed by typing its name: the whole organisation or account`);
    return null;
  }
  const cq = /^(?:click|press|tap|confirm|hit)\s+(?:the\s+)?["“'‘]([^"”'’]{3,80})["”'’]/i.exec(text);
  if (cq) {
    const label = cq[1] as string;
    const m = /^(?:permanently\s+)?(delete|remove|erase|purge|archive|cancel|void|refund|send|email|message|notify|text)\s+(?:(?:it|this|them)\s+)?(?:to\s+)?(?:all\s+)?(\d[\d,]*)\s+([a-z][\w ]{2,30})$/i.exec(label.trim());
    if (m) {
      const n = Number((m[2] as string).replace(/,/g, ''));
      const c = actClass(m[1] as string);
      // (A message sent to a counted set of people: a bulk send; to a count of anything else, nothing is read here.)
      if (c === 'send' && !/\b(?:customers?|clients?|donors?|constituents?|residents?|tenants?|guests?|members?|contacts?|subscribers?|employees?|owners?|patients?|students?|parents?|users?|people|volunteers?|recipients?|supporters?)\b/i.test(m[3] as string)) return null;
      if (c && n >= 2) {
        let l = LEVELS[c].some;
        if (/\ball\b/i.test(label)) l = LEVELS[c].all;
        return lad(l, `${WHAT[c]} ${n} ${m[3] as string} at once (${label})`);
      }
    }
  }
  return null;
}

// ---- the same acts told as one GUI sentence ("In Gusto, open People, pick Dana Ortiz and click Dismiss employee") ----

const SENT_GATE = /\b(?:employees?|team\s+members?|workers?|contractors?|staff|bank|routing|iban|account\s+number|sort\s+code|direct\s+deposit|lock\s+date|close\s+the\s+books|closing\s+date|periods?|save\s+(?:and|&)\s+exit|save\s+for\s+later)\b/i;
const SENT_TALK = /\?|\b(?:don['’]t|do\s+not|never|not|without|no\s+need|how\s+(?:do|to|can)|explain|document|docs?|guide|what|why|whether|if\s+we|should\s+(?:i|we))\b/i;
const DISMISS_SENT = /\b(?:dismiss|terminate|offboard|fire|let\s+go(?:\s+of)?)\s+(?:the\s+)?(?:employee|team\s+member|worker|contractor|staff\s+member)s?\b(?!\s*(?:process|pod|node|thread|instance|queue|dyno|service|container|job|pool|group|vm|task|host|machine|daemon|script)s?\b)|\b(?:click|press|select|choose|hit)\s+["'“‘]?(?:dismiss|terminate|offboard)\s+(?:employee|team\s+member|worker|contractor)\b/i;
const BANK_CHANGE_SENT = /\b(?:replace|change|update|set|switch|edit|overwrite|swap)\w*\s+(?:(?:its|their|his|her|the|a|an)\s+)?(?:[\w'’-]+\s+){0,3}?(?:bank\s+(?:account|details)(?:\s+number)?|account\s+number|routing\s+(?:number|no)|sort\s+code|iban|direct\s+deposit(?:\s+(?:account|details))?|payout\s+(?:account|bank))\b/i;
const LOCK_OFF_SENT = /\b(?:clear|remove|delete|disable|turn\s+off|switch\s+off|toggle\s+off|uncheck|unlock|reopen|re-open)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:lock\s+date|closing\s+date|period\s+lock|close\s+the\s+books|closed\s+period|accounting\s+period|books)\b/i;
/** One GUI sentence read by its act and object; null when it is not one of these. */
export function guiSentence25(text: string): Gui25 | null {
  if (text.length > 400 || text.includes('→') || !SENT_GATE.test(text) || SENT_TALK.test(text)) return null;
  if (/^(?:click|press|tap|hit)\s+(?:the\s+)?["'“‘](?:save\s+(?:and|&)\s+exit|save\s+for\s+later|save\s+(?:as\s+)?draft)["'”’]/i.test(text)) return { findings: [{ level: 'safe', reason: `saves without submitting; nothing is paid or sent (${text.slice(0, 60)})` }], look: true };
  if (DISMISS_SENT.test(text)) return lad(['dangerous', 'dangerous', 'destructive'], `dismisses an employee: their access, pay and benefits end (${text.slice(0, 60)})`);
  if (BANK_CHANGE_SENT.test(text) && !/\bnew\s+(?:payee|recipient|beneficiary)\b|[$€£¥₹]\s?\d/.test(text)) return lad(['dangerous', 'dangerous', 'destructive'], `changes the bank account a payment goes to (payment redirection) (${text.slice(0, 60)})`);
  if (LOCK_OFF_SENT.test(text)) return lad(['dangerous', 'dangerous', 'destructive'], `lifts a financial control: a closed period or lock date removed (${text.slice(0, 60)})`);
  return null;
}
