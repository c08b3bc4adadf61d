// cls-gui26: console walks and browser/desktop automation read by structure, in consoles no earlier reader was written for
// (CRM and marketing, registrars and DNS, collaboration admin centres, school and clinic portals, app stores and developer
// consoles).
//
// A walk (arrow steps) or a click sentence written by the automation readers (`click "…"; then click "…" (comment)`) is read
// by what its steps do, whatever product it is in:
// - only dismissing buttons pressed (Cancel, Keep …, Go back, Close): nothing happens;
// - a whole business, organisation, workspace, tenant, project, zone or site removed: everything in it (forbidden in
//   production);
// - a preview or a test send ("Preview as", "Send a test email", "Send test") with nothing acted on after it: a look;
// - a live item paused or a rollout halted: resumable (LABELS settled: destructive);
// - an address range that admits every address (0.0.0.0/0, 0.0.0.0–255.255.255.255, ::/0) added to a network-access list;
//   a domain's nameservers pointed elsewhere; anonymous or public access granted; a production signing certificate revoked;
//   an admin credential generated or a private key file downloaded; a course's or site's content reset: dangerous;
// - audit logging switched off: forbidden in production (LABELS);
// - a protection switched on (a "Require …", "Enforce …" label on; a "Disable <exposure>" label on): a hardening.
// Automation (cls-gui26): a typed text submitted with Enter in computer-use, xdotool or AppleScript notation is a typed
// confirmation of what its field names; a label in a UI locator ('Delete 214 contacts') is a label, not SQL.
// Cheap gate: at most 600 characters with an arrow or a click sentence's opening word; every pattern is bounded.
import { ladder, type Finding } from '../findings';
import type { DangerLevel } from '../../../shared/vocabulary';
import { uiDrivenSteps, uiTestText } from '../uidrive';

export interface Gui26 {
  findings: Finding[];
  look?: boolean;
}

const ARROWS = /\s*(?:→|›|»|->)\s*/;
const GATE = /→|›|»|->|^(?:click|check|uncheck|press|tap|enter)\s+"/i;
const CLICK = /\b(?:click|check|uncheck|press|tap)\s+"([^"]{1,160})"/gi;
const DISMISS = /^(?:cancel|keep(?:\s+[\w'’ ]{1,24})?|go\s+back|back|no(?:,?\s+[\w ]{1,20})?|not\s+now|close|dismiss|never\s*mind|stay(?:\s+[\w ]{1,20})?|discard)$/i;

const WHOLE = /^(?:permanently\s+)?(?:delete|remove|close|shut\s+down|terminate|destroy)\s+(?:the\s+|this\s+|your\s+|my\s+|our\s+)?(?:entire\s+|whole\s+)?(?:business(?:\s+(?:account|portfolio|manager))?|company(?:\s+account)?|organi[sz]ation|org|workspace|tenant|enterprise(?:\s+account)?|project|zone|space|site\s+from\s+[\w.]+)(?:\s+and\s+all\s+[\w ]{1,30})?$/i;
const PREVIEW = /^(?:preview(?:\s+(?:as|and\s+test|mode|email|message|campaign|flow))?|send\s+(?:a\s+)?test(?:\s+(?:email|message|sms|text|campaign|notification))?|send\s+test|test\s+send|send\s+preview|preview\s+and\s+test)\b/i;
const ACTING = /^(?:send(?!\s+(?:a\s+)?test)|schedule|publish|launch|activate|delete|remove|save|submit|confirm|apply|pay|refund|import|upload|turn|enable|disable|start|go\s+live)\b/i;
const PAUSE = /^(?:pause(?:\s+(?:campaign|ad\s*sets?|ads?|rollout|release|flow|sequence|automation|journey|sync|schedule|delivery|sending|workflow))?|pause\s+now|halt(?:\s+(?:the\s+)?rollout)?|suspend\s+rollout|status\s*:\s*paused?)$/i;
const ALL_ADDR = /\b0\.0\.0\.0\s*\/\s*0\b|::\/0|\b0\.0\.0\.0\b[^\n]{0,60}\b255\.255\.255\.255\b|\bany\s+ip(?:\s+address)?\b|\ball\s+ip\s+addresses\b/i;
const ACCESS_PAGE = /\b(?:network\s+access|trusted\s+ip|ip\s+(?:ranges?|restrictions?|allow\s*-?\s*list|whitelist|access)|login\s+ip|allow\s*-?\s*list|firewall|access\s+rules?|ip\s+address\s+ranges?)\b/i;
const NAMESERVERS = /\bname\s*servers?\b/i;
const NS_CHANGE = /^(?:custom(?:\s+dns|\s+nameservers?)?|change(?:\s+nameservers?)?|edit\s+nameservers?|use\s+(?:my\s+own|custom)\s+nameservers?|ns\d*\.[\w-]+\.[a-z]{2,}\b.*)$/i;
const ANON = /\b(?:anonymous(?:\s+(?:access|users?|viewers?))?|public\s+access|unauthenticated|anyone\s+with\s+the\s+link|everyone\s+on\s+the\s+internet|guest\s+access)\b/i;
const BLOCKING = /^(?:block|prevent|restrict|disable|deny|disallow|require|lock|no)\b/i;
const GRANT_VAL = /^(?:check(?:ed)?|tick(?:ed)?|on|enabled?|allow(?:ed)?|turn\s+on|toggle\s+on|grant|yes|can\s+view|view(?:\s+(?:space|pages?|site|content))?)$/i;
const CERT = /\b(?:(?:distribution|production|signing|code\s+signing|push|apns|developer\s+id|ssl|tls)\s+(?:certificates?|certs?)|certificates?\s*[,:]?\s*[^→]{0,40}\b(?:distribution|production|developer\s+id)\b|apple\s+distribution|developer\s+id\s+application)\b/i;
const KEY_MAKE = /^(?:generate|create|new|add)(?:\s+(?:a\s+)?(?:new\s+)?(?:private\s+|api\s+|access\s+|admin\s+|service\s+account\s+)*(?:keys?|tokens?|credentials?))?$/i;
const KEY_WIDE = /\b(?:access|role|scope|permissions?)\s*:\s*(?:admin\w*|full(?:\s+access)?|owner|all|read\s*(?:&|and)\s*write)\b|^(?:admin|full\s+access|owner)$/i;
const KEY_FILE = /\b(?:download|export|save)\b[^→]{0,60}(?:\.(?:p8|p12|pfx|pem|jks|keystore)\b|\bprivate\s+key\b|\bservice[- ]account\s+key\b|\bkey\s+file\b)/i;
const AUDIT = /\baudit\s*(?:log(?:ging|s)?|trail|events?)\b|\b(?:standard|activity|access|admin|security)\s+log(?:s|ging|\s+store)?\b/i;
const OFF_STEP = /^(?:uncheck(?:ed)?|untick(?:ed)?|off|disabled?|turn\s+off|toggle\s+off|switch\s+off|no|false|none)$|^(?:uncheck|untick|disable|turn\s+off|switch\s+off|toggle\s+off)\s/i;
const ON_STEP = /^(?:on|enabled?|turn\s+on|toggle\s+on|switch\s+on|check(?:ed)?|tick(?:ed)?|yes|true)$/i;
const HARDEN_LABEL = /^(?:require|enforce|block|prevent|restrict|disable\s+(?:public|external|anonymous|guest|publishing|sharing|web\s+publishing|link\s+sharing|downloads?|export)|disallow|deny|lock)\b/i;
const RESET_CONTENT = /^reset\s+(?:the\s+)?(?:course|class|site|workspace|project|space|board|channel)\s+(?:content|data)\b/i;
const UNPUBLISH = /^(?:unpublish(?:\s+(?:the\s+)?app)?|remove\s+(?:app\s+)?from\s+sale|stop\s+acquisition|stop\s+distribution)$/i;
const SANDBOX = /\b(?:sandbox|test\s+mode|test\s+(?:account|company|store|shop|environment|workspace|org)|demo\s+(?:company|account|store|workspace)|developer\s+sandbox|localhost)\b/i;

const TYPED = /^enter "([^"]{1,120})" in the "([^"]{4,400})" field and confirm$/;
const REMOVE_WORD = /\b(?:delete|remove|erase|close|shut\s+down|terminate|destroy|wipe|purge)\b/i;
const WHOLE_KIND = /\b(?:workspace|organi[sz]ation|org|business|company|tenant|project|zone|enterprise)\b/i;
const ALL_SET = /\b(?:all|every)\s+(?:(?:active|current|live|our)\s+)?(?:customers|contacts|profiles|subscribers|users|members|records|patients|students|accounts|leads|deals|people|donors|clients)\b/i;
const COUNTED = /^(?:permanently\s+)?(?:delete|remove|erase|purge)\s+(\d[\d,]*)\s+((?:[a-z]+\s+){0,2}[a-z]+)$/i;
const lad = (l: [DangerLevel, DangerLevel, DangerLevel], reason: string): Gui26 => ({ findings: [ladder(l[0], l[1], l[2], reason)] });
const clean = (s: string): string => s.trim().replace(/^["'“‘]|["'”’]$/g, '').replace(/(?:…|\.{3})$/, '').replace(/[.!]$/, '').trim();

/** The steps of a walk (arrow segments) or of a click sentence (the quoted labels, then the closing comment). */
function stepsOf(text: string): { segs: string[]; clicks: boolean } | null {
  if (ARROWS.test(text)) {
    const segs = text.split(ARROWS).map(clean).filter(Boolean);
    return segs.length >= 2 && segs.length <= 20 ? { segs, clicks: false } : null;
  }
  const labels = [...text.matchAll(CLICK)].map((m) => clean(m[1] as string));
  return labels.length ? { segs: labels, clicks: true } : null;
}

/** A console walk or a click sentence read by its steps; null when nothing here places it (the older readers then read it). */
export function walkGui26(text: string): Gui26 | null {
  if (text.length > 600 || !GATE.test(text) || /\n/.test(text.trim())) return null;
  const tc = TYPED.exec(text);
  if (tc) return typedRemoval(text, tc[2] as string);
  const st = stepsOf(text);
  if (!st) return null;
  const r = walkRaw(text, st.segs, st.clicks);
  if (r && !r.look && SANDBOX.test(st.clicks ? text : st.segs.slice(0, 3).join(' '))) for (const x of r.findings) x.env = 'dev';
  return r;
}

/** A text typed into a confirmation field and submitted (written by typedSubmit26 and the computer-use readers). */
function typedRemoval(text: string, field: string): Gui26 | null {
  if (!REMOVE_WORD.test(field)) return null;
  const snip = text.length > 70 ? `${text.slice(0, 67)}…` : text;
  if (WHOLE_KIND.test(field)) return lad(['forbidden', 'dangerous', 'destructive'], `a typed confirmation of removing a whole workspace, organisation or project (${snip})`);
  if (ALL_SET.test(field)) return lad(['forbidden', 'dangerous', 'destructive'], `a typed confirmation of removing every item of a kind (${snip})`);
  return null;
}

function walkRaw(text: string, segs: string[], clicks: boolean): Gui26 | null {
  const last = segs[segs.length - 1] as string;
  const snip = text.length > 70 ? `${text.slice(0, 67)}…` : text;
  const all = segs.join(' → ');
  // Only dismissing buttons pressed ("click "Cancel"", "click "Keep my plan""): the dialog closes, nothing happens.
  if (clicks && segs.every((s) => DISMISS.test(s))) return { findings: [{ level: 'safe', reason: `only dismisses a dialog (${last}); nothing is changed (${snip})` }], look: true };
  // (A dialog closed after a confirming press — "Delete Project → Confirm → Close" — closes a done act.)
  const dismissed = DISMISS.test(last) && segs.length >= 2 && !segs.slice(0, -1).some((s) => /^(?:confirm|yes|ok|i\s+understand|continue|proceed)\b/i.test(s));
  // A whole business, organisation, workspace, tenant, project, zone or site removed.
  const whole = segs.find((s) => WHOLE.test(s));
  if (whole && dismissed) return { findings: [{ level: 'safe', reason: `the removal dialog is dismissed (${last}); nothing is removed (${snip})` }], look: true };
  if (whole) return lad(['forbidden', 'dangerous', 'destructive'], `${whole.toLowerCase()}: the whole organisation, workspace or project and everything in it (${snip})`);
  if (dismissed) return null;
  // A walk that only opens a tab, page or report, with no acting step: a look.
  if (/^(?:the\s+)?[\w &'’-]{1,40}\s+(?:tab|page|section|report|dashboard|overview)$/i.test(last) && !segs.some((s) => ACTING.test(s) || /^(?:delete|remove|revoke|cancel|void|reset|purge|archive|unpublish|halt|pause)\b/i.test(s))) {
    return { findings: [{ level: 'safe', reason: `opens a console page; nothing is changed (${snip})` }], look: true };
  }
  // A preview or a test send with nothing acted on after it.
  const pv = segs.findIndex((s) => PREVIEW.test(s));
  if (pv >= 1 && !segs.slice(pv + 1).some((s) => ACTING.test(s) && !PREVIEW.test(s)) && !segs.slice(1, pv).some((s) => /^(?:send|schedule|publish|launch|delete|remove)\b/i.test(s))) {
    return { findings: [{ level: 'safe', reason: `previews or sends a test to check the content; nothing goes to the audience (${snip})` }], look: true };
  }
  // Audit logging switched off.
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i] as string;
    if (!AUDIT.test(s)) continue;
    const off = /^(?:uncheck|untick|disable|turn\s+off|switch\s+off|toggle\s+off)\b/i.test(s) || /:\s*(?:off|disabled?|no|none)$/i.test(s) || segs.slice(i + 1, i + 3).some((x) => OFF_STEP.test(x));
    if (off) return lad(['forbidden', 'dangerous', 'destructive'], `switches audit logging off (${snip})`);
  }
  // A protection switched on: a hardening.
  for (let i = 0; i < segs.length - 1; i++) {
    const label = segs[i] as string;
    if (HARDEN_LABEL.test(label) && segs.slice(i + 1).every((x) => ON_STEP.test(x) || /^(?:save(?:\s+changes)?|done|apply|update|confirm)$/i.test(x)) && ON_STEP.test(segs[i + 1] as string)) {
      return { findings: [{ level: 'reversible', reason: `switches a protection on (${label}); access narrows (${snip})` }], look: true };
    }
  }
  // A protection switched off, and an exposure switched off (access closes).
  for (let i = 0; i < segs.length - 1; i++) {
    const label = segs[i] as string;
    if (HARDEN_LABEL.test(label) && OFF_STEP.test(segs[i + 1] as string)) return lad(['dangerous', 'dangerous', 'destructive'], `switches a protection off (${label}) (${snip})`);
  }
  // (A label that blocks an exposure — "Block public access" — reads the other way: the protection rules above and the older readers judge it.)
  const closed = segs.findIndex((s) => ANON.test(s) && !BLOCKING.test(s));
  if (closed >= 1 && segs.slice(closed + 1).some((s) => OFF_STEP.test(s)) && !segs.slice(closed + 1).some((s) => GRANT_VAL.test(s) && !/^view/i.test(s))) {
    return { findings: [{ level: 'reversible', reason: `switches anonymous or public access off; access narrows (${snip})` }], look: true };
  }
  // An address range that admits every address added to a network-access list.
  if (ALL_ADDR.test(all) && ACCESS_PAGE.test(all) && !segs.some((s) => /^(?:delete|remove)\b/i.test(s))) {
    // (The addresses name no environment: 0.0.0.0 here is every address, not this machine.)
    const r = lad(['dangerous', 'dangerous', 'destructive'], `opens a network-access list to every address (${snip})`);
    for (const x of r.findings) x.env = 'unknown';
    return r;
  }
  // A domain's nameservers pointed elsewhere.
  const ns = segs.findIndex((s) => NAMESERVERS.test(s));
  if (ns >= 1 && segs.slice(ns).some((s, k) => k > 0 && NS_CHANGE.test(s) || /\bns\d*\.[\w-]+\.[a-z]{2,}\b/i.test(s)) && !/^(?:view|check|look)\b/i.test(last)) {
    return lad(['dangerous', 'dangerous', 'destructive'], `points a domain's nameservers elsewhere: whoever runs them controls its web and mail traffic (${snip})`);
  }
  // Anonymous or public access granted.
  const an = segs.findIndex((s) => ANON.test(s) && !BLOCKING.test(s));
  if (an >= 1 && !/\b(?:off|disabled?|no|none|uncheck\w*|remove\w*|revoke\w*|block\w*|restrict\w*)\s*$/i.test(segs[an] as string) && segs.slice(an).some((s, k) => k > 0 && GRANT_VAL.test(s) || /:\s*(?:on|enabled?|allowed?|yes|can\s+view)$/i.test(s)) && !segs.slice(an + 1).some((s) => OFF_STEP.test(s))) {
    return lad(['dangerous', 'dangerous', 'destructive'], `grants anonymous or public access (${snip})`);
  }
  // A production signing certificate revoked.
  if (segs.some((s) => /^revoke\b/i.test(s)) && CERT.test(all)) return lad(['dangerous', 'dangerous', 'destructive'], `revokes a production signing certificate: what is signed or pushed with it stops working (${snip})`);
  // An admin credential generated, or a private key file downloaded.
  if (segs.some((s) => KEY_MAKE.test(s) || /^(?:generate|create)\b.{0,40}\bkey\b/i.test(s)) && (segs.some((s) => KEY_WIDE.test(s)) || KEY_FILE.test(all))) {
    return lad(['dangerous', 'dangerous', 'destructive'], `creates an admin credential or exports a private key (${snip})`);
  }
  // A course's or site's content reset.
  const rc = segs.find((s) => RESET_CONTENT.test(s));
  if (rc) return lad(['dangerous', 'dangerous', 'destructive'], `${rc.toLowerCase()}: everything in it is erased (${snip})`);
  // A live app taken off the store.
  const up = segs.find((s) => UNPUBLISH.test(s));
  if (up) return lad(['dangerous', 'dangerous', 'destructive'], `takes a live app off the store (${up}) (${snip})`);
  // A removal whose button counts what it removes ("Delete 214 contacts"), with no "all" beside the count: a selected set.
  const counted = segs.map((x) => COUNTED.exec(x)).find(Boolean);
  const selAll = segs.some((x) => /^(?:select|check|tick)\s+all\b/i.test(x)) && !/\b(?:views?|segments?|lists?|filter(?:ed)?|search(?:ed)?|tag(?:ged)?|where)\b/i.test(text);
  if (counted && !selAll && !/\ball\b/i.test(counted[0]) && !/^all\s/i.test(segs.slice(0, -1).find((x) => /^all\s+\w/i.test(x)) ?? '') && !/\btype\s+\d/i.test(all)) {
    return lad(['dangerous', 'dangerous', 'destructive'], `deletes ${counted[1] as string} ${counted[2] as string}: a selected set (${snip})`);
  }
  // A live item paused or a rollout halted: resumable.
  if (!clicks && (PAUSE.test(last) || /^status$/i.test(segs[segs.length - 2] ?? '') && /^paused?$/i.test(last))) {
    return lad(['destructive', 'destructive', 'reversible'], `pauses a live item; it can be resumed (${snip})`);
  }
  return null;
}

// ---- automation notations: a typed text submitted with Enter ----

const CU_TYPE = /\{\s*"action"\s*:\s*"type"\s*,\s*"text"\s*:\s*"([^"\n]{1,120})"\s*\}/;
const CU_ENTER = /\{\s*"action"\s*:\s*"key"\s*,\s*"text"\s*:\s*"(?:Return|Enter|KP_Enter)"\s*\}/;
const XDO_TYPE = /\bxdotool\s+type\s+(?:--\S+\s+(?:\d+\s+)?)*(["'])([^"'\n]{1,120})\1/;
const XDO_ENTER = /\bxdotool\s+key\s+(?:--\S+\s+(?:\d+\s+)?)*(?:Return|KP_Enter|Enter)\b/;
const AS_TYPE = /\bkeystroke\s+"([^"\n]{1,120})"/;
const AS_ENTER = /\bkey\s+code\s+(?:36|76)\b|\bkeystroke\s+return\b/;
const NOTE = /(?:^|\s)(?:\/\/|#|--)\s+([^\n]{6,300})$/;

/**
 * A name or word typed and submitted with Enter in computer-use, xdotool or AppleScript notation, with a comment naming the
 * confirmation field: `enter "X" in the "<field>" field and confirm` (read by the typed-confirmation readers). Null otherwise.
 */
export function typedSubmit26(t: string): string | null {
  if (t.length > 1200 || !/"type"|xdotool|keystroke/.test(t)) return null;
  let typed: string | undefined;
  if (CU_ENTER.test(t)) typed = CU_TYPE.exec(t)?.[1];
  else if (XDO_ENTER.test(t)) typed = XDO_TYPE.exec(t)?.[2];
  else if (AS_ENTER.test(t)) typed = AS_TYPE.exec(t)?.[1];
  if (!typed) return null;
  const note = NOTE.exec(t)?.[1]?.trim();
  if (!note || !/\b(?:confirm\w*|type\s+(?:the\s+)?[\w ]{1,30}\s+to\b|danger\s+zone)\b/i.test(note)) return null;
  return `enter "${typed}" in the "${note.replace(/"/g, "'")}" field and confirm`;
}

// ---- an accessibility-tree node pressed ----

const AX_JSON = /^\s*\{\s*"role"\s*:\s*"([\w-]{2,20})"\s*,\s*"name"\s*:\s*"([^"\n]{1,120})"\s*\}\s*\.?\s*(?:click|press|tap|activate|invoke)\b\s*(?:\(\s*\))?\s*;?\s*(?:(?:\/\/|#|--)\s*([^\n]{3,400}))?$/i;
/**
 * An accessibility-tree node given as JSON and pressed (`{"role": "button", "name": "Generate"} click  // Console → Page`):
 * the walk its comment names, ending on the pressed control; with no comment, a click on it. Null otherwise.
 */
export function axJsonPress26(t: string): string | null {
  if (t.length > 600 || !t.includes('"role"')) return null;
  const m = AX_JSON.exec(t);
  if (!m) return null;
  const name = m[2] as string;
  const note = m[3]?.trim();
  return note ? `${note.replace(/[.;]\s*$/, '')} → ${name}` : `click "${name}"`;
}

// ---- an AutoHotkey script's clicks ----

const AHK_GATE = /^\s*(?:#Requires\s+AutoHotkey|#SingleInstance|WinActivate\b|WinWaitActive\b|ControlClick\b)/im;
const AHK_CLICK = /^\s*(?:Control)?Click\b[^;\n]*;\s*([^\n]{3,160})$/gim;
/**
 * An AutoHotkey script that activates a window and clicks what its comments name: the walk in words (window title, then each
 * clicked control, by its quoted label when the comment quotes one). Null otherwise.
 */
export function ahkPress26(t: string): string | null {
  if (t.length > 3000 || !AHK_GATE.test(t)) return null;
  const steps: string[] = [];
  const win = /\bWin(?:Activate|WaitActive)\s*,?\s*\(?\s*"([^"\n]{2,80})"/i.exec(t)?.[1];
  if (win) steps.push(win);
  AHK_CLICK.lastIndex = 0;
  for (let m = AHK_CLICK.exec(t); m && steps.length < 12; m = AHK_CLICK.exec(t)) {
    const note = (m[1] as string).trim();
    steps.push(/['"‘“]([^'"’”\n]{2,80})['"’”]/.exec(note)?.[1] ?? note);
  }
  return steps.length >= 2 ? steps.join(' → ') : null;
}

// ---- labels in UI locators are labels ----

const UI_DRIVER = /\b(?:getByRole|getByText|getByLabel|locator|find_element|findElement|cy\.(?:contains|get)|page\.(?:click|tap|check|uncheck)|By\.(?:XPATH|xpath|LINK_TEXT|CSS_SELECTOR|cssSelector))\b|has-text\(|\btext=/;
const SQL_CLAUSE = /\b(?:from|where|into|table|values|set|join|database|schema)\b/i;
/** Whether the code drives a user interface (computed once per snippet). */
export function drivesUi26(code: string): boolean {
  return code.length <= 20_000 && UI_DRIVER.test(code);
}
/** A literal in code that drives an interface, with no SQL clause word: a control's label ('Delete 214 contacts'), not SQL. */
export function uiLabel26(s: string): boolean {
  return s.length <= 120 && !SQL_CLAUSE.test(s) && !/;/.test(s);
}

// ---- automation that invites an outside address with a role ----

const FILL_MAIL = /\.(?:fill|type|send_keys|sendKeys|setValue)\s*\(\s*(?:(["'`])(?:(?!\1)[^\n]){0,80}\1\s*,\s*)?(["'`])([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\2/;
const ROLE_PICK = /\.(?:selectOption|select_option|select_by_visible_text|selectByVisibleText|select)\s*\(\s*(?:(["'`])(?:(?!\1)[^\n]){0,80}\1\s*,\s*)?(["'`])([\w ./-]{2,40})\2/;
/** Browser automation that fills an address, picks a role and saves: an invitation with that role, as a walk in words. */
export function drivenInvite26(t: string): string | null {
  if (t.length > 4000 || !/@/.test(t)) return null;
  const mail = FILL_MAIL.exec(t);
  if (!mail) return null;
  const role = ROLE_PICK.exec(t.slice(mail.index))?.[3] ?? ROLE_PICK.exec(t)?.[3];
  if (!role || !/\.(?:click|tap|press|submit)\s*\(/.test(t.slice(mail.index))) return null;
  return `Manage access → invite ${mail[3] as string} → Role: ${role.replace(/_/g, ' ').toLowerCase()} → Save`;
}

/** The words the unknown-is-not-safe floor reads of code that drives an interface: what it presses (a UI test: nothing). */
export function uiFloorText26(text: string): string | null {
  if (!drivesUi26(text)) return null;
  if (uiTestText(text)) return '';
  const steps = uiDrivenSteps(text);
  // (Typing into fields with no press and no Enter submits nothing.)
  if (steps === undefined) return /\bKeys\.(?:ENTER|RETURN)\b|\.press\s*\(\s*["'`](?:Enter|Return)|\.submit\s*\(|\\n["'`]/.test(text) ? null : '';
  // (Only dismissing buttons pressed: "Cancel" there names no act.)
  return [...steps.matchAll(CLICK)].every((m) => DISMISS.test(clean(m[1] as string))) ? '' : steps;
}
