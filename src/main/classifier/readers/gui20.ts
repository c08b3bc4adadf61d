// cls-gui20: console walks read by their last pressed button, with the path's objects.
//
// A walk ("Argo CD → Applications → payments-prod → Delete → OK", "System Settings > Privacy & Security > FileVault >
// Turn Off…", "FileZilla → connect sftp.partner.io → drag exports/customers.csv to /upload → Transfer") is normalised
// before the prose reader sees it:
// - ">" between steps is an arrow when the text is plainly a menu path (several " > ", no shell syntax);
// - a resource's name is a name: money and record words inside a slug (`payments-prod`, `refund-worker`,
//   `transfer-files-nightly`) say nothing about what the button does, so they are read neutrally (its environment words
//   stay); not when the walk runs a job, whose name is its act (cls-plan19);
// - "Turn Off…", "Turn X Off", "toggle off" as the last step switch the setting before it off, as "→ Off" does;
// - a file-transfer client's Transfer/Upload copies the dragged file to the server (an outside host unless it is named
//   internal), or down to this machine;
// - Argo CD / Flux "Sync → Synchronize" deploys the application (prune: deleting what is not in git);
// - a walk whose last step only looks (View, Logs, Diff, Download statement, Check for updates) reads, when no button
//   before it acts;
// - a share narrowed to Restricted/Private closes access; a mail forwarding to a personal mailbox sends all mail out;
//   a security plugin deactivated weakens that control; a secret key rolled is a credential rotated.
// All checks are bounded (≤ 600 characters, ≤ 16 segments) and use no backtracking-prone patterns.

const ARROWS = /\s*(?:→|›|»|->)\s*/;
const GT = /\s>\s/g;
/** A whole text that is a menu path with ">" separators (not a shell redirection). */
function gtWalk(text: string): boolean {
  const n = text.match(GT)?.length ?? 0;
  if (n < 2 || /[$|;`]|&&|>>|<|\bsudo\b|\becho\b|\bcat\b/.test(text)) return false;
  const segs = text.split(GT);
  return !CMDLINE_SEG.test(text) && segs.every((s) => s.trim().length > 0 && s.trim().length <= 70) && /^[A-Z"'“‘]/.test((segs[0] as string).trim().replace(/^[\w ]{1,20}:\s*/, ''));
}

/** Command-line marks in a segment: a PowerShell cmdlet (Verb-Noun), an option, a block, a variable, an assignment. */
const CMDLINE_SEG = /(?:^|[\s|>/])[A-Z][a-z]+-[A-Z][A-Za-z]+\b|\s--?[a-z][\w-]*(?:\s|=|$)|[{}$]|\b(?:Where-Object|Select-Object|ForEach-Object|Out-File|Set-Content)\b/;
const SLASH = /\s\/\s/g;
const PIPE = /\s\|\s/g;
/** A whole text that is a menu path with " / " or " | " between capitalised steps (not a path, a pipeline or a fraction). */
function sepWalk(text: string, sep: RegExp): boolean {
  const n = text.match(sep)?.length ?? 0;
  if (n < 2 || /[$;`<>]|&&|\b(?:grep|awk|sed|sort|head|tail|xargs|cat|echo)\b/.test(text)) return false;
  const segs = text.split(sep).map((x) => x.trim());
  return !CMDLINE_SEG.test(text) && segs.every((x) => x.length > 0 && x.length <= 60) && segs.filter((x) => /^["'“‘]?[A-Z0-9]/.test(x)).length >= segs.length - 1;
}
const UPLOAD_TO_HOST = /\b(?:upload|copy|send|transfer|sftp|scp|ftp)\s+(?:the\s+|our\s+)?([^\s,;]{2,80}(?:\s+(?:file|export|dump|list|csv|spreadsheet))?)\s+(?:to|onto|into)\s+(?:the\s+)?(?:(?:s?ftp|server|host)\s+)?(?:sftp:\/\/|ftps?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})\b/i;
const DATA_FILE = /\.(?:csv|tsv|xlsx?|json|jsonl|sql|dump|bak|parquet|db|sqlite)\b|\b(?:exports?|customers?|users?|patients?|payroll|employees?|orders|contacts|leads|crm|pii|personal|members|subscribers|accounts)\b/i;
const TYPED_CONFIRM_WORDS = /^\s*(?:then\s+)?type\s+["'“‘]?(DELETE|DESTROY|REMOVE|ERASE|WIPE|PURGE|DROP|RESET|TERMINATE)["'”’]?\s+(?:in(?:to)?\s+(?:the\s+)?(?:confirm\w*\s+)?(?:field|box|input|prompt|dialog)\s+)?(?:and|then)\s+(?:hit|click|press|select|tap)\s+["'“‘]?(?:confirm|ok|enter|return|yes|delete|continue|proceed)\b/i;

/** A text that is a menu path with " > ", " / " or " | " separators, written with arrows; or null. */
export function menuPath20(text: string): string | null {
  if (ARROWS.test(text)) return null;
  if (gtWalk(text)) return text.replace(GT, ' → ');
  if (sepWalk(text, SLASH)) return text.replace(SLASH, ' → ');
  if (sepWalk(text, PIPE)) return text.replace(PIPE, ' → ');
  return null;
}

/** Money and record words that, inside a resource's slug, name the resource only. */
const NAME_OBJECT_WORD = /(?<=^|[-_])(?:payments?|pay|payouts?|transfers?|refunds?|invoices?|invoicing|billing|charges?|wires?|payroll|ledgers?|checkout|orders?|subscriptions?|transactions?|txns?|money|funds?|remittances?|settlements?)(?=$|[-_])/gi;
const SLUG = /(?<![\w./@:-])[a-z0-9]+(?:[-_][a-z0-9]+)+(?![\w./@-])/g;
/** A walk's last act that runs a job or pipeline: the job's name is its act (readers/plan19.ts). */
const RUN_ACT = /^(?:build(?:\s+(?:now|with\s+parameters))?|run(?:\s+(?:job(?:\s+now)?|now|workflow|pipeline))?|trigger(?:\s+dag)?(?:\s+w\/\s+config)?|execute|start(?:\s+job)?|launch|re-?run)$/i;
const COMMIT = /^(?:save(?:\s+changes)?|update(?:\s+(?:policy|settings|rule))?|apply(?:\s+(?:changes|immediately))?|ok|okay|confirm|done|submit|yes|continue)$/i;

/** The last step that only looks. */
const LOOK_END = /^(?:view(?:\s+[\w ]{1,30})?|download|attached\s+devices|(?:dhcp\s+)?clients(?:\s+list)?|device\s+list|details|app\s+details|overview|diff|logs?|console\s+output|metrics|graph|history|build\s+history|definition|activity|preview(?:\s+\w+)?|status|monitoring|resources|about|storage|connected\s+devices|visit|open(?:\s+app)?|check\s+for\s+updates|refresh|events|audit\s+trail|insights|usage|deploy\s+log(?:\s+#?\d+)?|last\s+\d+\s+(?:days|hours|minutes)|last\s+(?:week|month|year|24h)|download\s+(?:statement|statements|csv|pdf|report|invoice|receipt)s?|export(?:\s+(?:csv|pdf|report))?|csv|pdf|print(?:\s+[\w ]{1,30})?)$/i;
/** (lead, session 23) A last step that names a page and then only looks ("Bills, look at last month's charges", "Users and read who is admin"). */
const LOOK_TAIL_L21 = /^(?![\w &'-]*\b(?:delete|remove|destroy|disable|revoke|transfer|pay|refund|send|publish|archive|reset|wipe|purge|erase|cancel|terminate|drop|uncheck|untick)\b)[\w &'-]{1,40}(?:,\s*|\s+and\s+)(?:look\s+at|view|check|read|see|note|review|compare|inspect|find)\b(?![^,;]*\b(?:then|and)\s+(?:click|press|hit|delete|remove|turn|disable|enable|set|change|save|confirm|submit|toggle|uncheck)\b)(?![^→]*\bpermanently\b)[^→]*$/i;
/** A step that acts (a button with a mutating verb): its presence before a look keeps the walk's act. */
const ACT_STEP = /^(?:delete|remove|destroy|terminate|disable|deactivate|turn\s+off|switch\s+off|stop|pause|suspend|scale|restart|reboot|reset|erase|wipe|purge|drop|truncate|revoke|rotate|roll|regenerate|reveal|show\s+(?:secret|value|password|key)|send|pay|transfer|wire|refund|charge|approve|submit|publish|promote|deploy|sync|synchronize|merge|force|grant|invite|add|assign|make|set|enable|allow|share|upload|move|archive|cancel|void|close|lock|unlock|run|build|trigger|execute|apply|import|install|uninstall|transfer\s+ownership)\b/i;

const FILE_CLIENT = /\b(?:filezilla|winscp|cyberduck|transmit|forklift|commander\s+one|sftp|ftps?)\b/i;
const INTERNAL_HOST = /\b(?:internal|intranet|corp|local|lan|acme-internal|our|company)\b|\.(?:internal|local|lan|corp)\b|^(?:10|192\.168|172\.(?:1[6-9]|2\d|3[01]))\./i;
const LOCAL_PATH = /^(?:~|\/Users\/|\/home\/|[A-Z]:\\|(?:my\s+)?(?:downloads|desktop|documents|local)\b)/i;

const RESTRICT_VALUE = /^(?:restricted|private|only\s+me|only\s+(?:people|those)\s+(?:with\s+access|invited|added)|invite[- ]only|specific\s+people|off)$/i;
const SHARE_LABEL = /\b(?:general\s+access|link\s+sharing|sharing|visibility|who\s+can\s+(?:access|view|see)|access)\b/i;
const PERSONAL_MAIL = /[\w.+-]+@(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|proton(?:mail)?|pm|gmx|aol|mail|yandex|zoho)\.[a-z.]{2,6}\b/i;
const PLUGIN_PAGE = /^(?:plugins?|extensions?|add-?ons?|apps?|installed\s+(?:plugins|apps|extensions)|integrations?|modules?)$/i;
const SECURITY_NAME = /\b(?:secur\w*|firewall|wordfence|sucuri|ithemes|solid\s+security|2fa|two[- ]factor|mfa|captcha|recaptcha|antivirus|anti-?malware|malware|limit\s+login|login\s+lockdown|audit|activity\s+log|backup\w*|updraft\w*|fail2ban|crowdsec|waf|ssl|https)\b/i;
const DEACTIVATE = /^(?:deactivate|disable|uninstall|remove|delete|turn\s+off)$/i;

/** "set "L" to "V"" or "L: V" / "L → V" where V stops alerts, notifications, incidents or escalation. */
const ALERT_OFF_VALUE = String.raw`(?:do\s+not|don['’]t|never|no)\s+(?:create|open|send|trigger|raise|notify|alert|page|escalat\w*)\w*(?:\s+\w+){0,3}|no\s+(?:alerts?|notifications?|incidents?|escalations?|paging)|(?:alerts?|notifications?|incidents?|paging)\s+(?:off|disabled)|no\s+one|nobody|never\s+notify|suppress\s+all(?:\s+\w+)?`;
const ALERT_SET = new RegExp(String.raw`\bset\s+["'“‘]?([^"'”’\n]{2,50}?)["'”’]?\s+to\s+["'“‘]?(${ALERT_OFF_VALUE})|(?:^|→|›|»|->)\s*([A-Z][^→›»:\n]{2,50}?)\s*(?::|→|›|»|->)\s*["'“‘]?(${ALERT_OFF_VALUE})["'”’]?\s*(?:$|→|›|»|->)`, 'i');
const ALERT_LABEL = /\b(?:incidents?|alert\w*|notif\w*|escalat\w*|paging|on-?call|urgency|monitor\w*)\b/i;

const MONITOR_PAGE = /\b(?:alert(?:ing)?\s+rules?|alerts?|monitors?|alarms?|uptime\s+checks?|health\s+checks?|synthetics?|notification\s+polic(?:y|ies)|contact\s+points?|escalation\s+polic(?:y|ies))$/i;
const REMOTE_ADMIN = /\b(?:remote\s+(?:management|administration|admin|access|desktop|login)|wan\s+(?:access|administration|management)|telnet|upnp|dmz(?:\s+host)?|web\s+access\s+from\s+wan)\b/i;

/** A device's own preferences (switched off, nothing is weakened). */
const DEVICE_PREF = /^(?:turn\s+|switch\s+)?(?:bluetooth|wi-?fi|night\s+shift|dark\s+mode|do\s+not\s+disturb|focus|airplane\s+mode|flight\s+mode|(?:personal\s+)?hotspot|airdrop|auto-?brightness|true\s+tone|sounds?|haptics|keyboard\s+clicks|auto-?correct\w*|auto-?play|notifications?\s+previews?|handoff|location\s+services|analytics(?:\s+&\s+improvements)?|personali[sz]ed\s+ads)(?:\s*:\s*off|\s+off)?$/i;

export interface Gui20Walk {
  /** The walk rewritten (or a sentence it says). */
  text: string;
  /** The walk only looks: the reason to give. */
  look?: string;
  /** The walk narrows a share or exposure. */
  closes?: boolean;
}

/** The walk rewritten by its last pressed button, or null when the text is no console walk or nothing changes. */
export function walkGui20(text0: string): Gui20Walk | null {
  if (text0.length > 600 || /\n/.test(text0.trim())) return null;
  let text = text0;
  // An alerting setting given a value that stops it ("set "Incident behaviour" to "Do not create incidents"", "Notify: Never"):
  // monitoring switched off for what the walk names, whatever the service is called.
  const alert = ALERT_SET.exec(text);
  if (alert && ALERT_LABEL.test(`${alert[1] ?? alert[3] ?? ''} ${alert[2] ?? alert[4] ?? ''}`)) {
    const svc = /\b(?:services?|integrations?|monitors?|checks?|alert\s+rules?)\s*(?:→|›|»|->)\s*([^→›»\n]{1,60}?)\s*(?:→|›|»|->)/i.exec(text)?.[1] ?? /\bfor\s+(?:the\s+)?([\w.-]+)/i.exec(text)?.[1];
    return { text: `turn off incident alerting${svc ? ` for the service ${svc.replace(NAME_OBJECT_WORD, 'svc')}` : ''}` };
  }
  if (!ARROWS.test(text) && gtWalk(text)) text = text.replace(GT, ' → ');
  else if (!ARROWS.test(text) && sepWalk(text, SLASH)) text = text.replace(SLASH, ' → ');
  else if (!ARROWS.test(text) && sepWalk(text, PIPE)) text = text.replace(PIPE, ' → ');
  // Prose (not a walk): a data file uploaded or copied to a named host that is not the company's leaves it.
  if (!ARROWS.test(text)) {
    const up = UPLOAD_TO_HOST.exec(text);
    if (up && DATA_FILE.test(up[1] as string) && !INTERNAL_HOST.test(up[2] as string) && !/\b(?:our|internal|company|own)\b/i.test(text.slice(up.index, up.index + up[0].length))) {
      return { text: `${text.slice(0, up.index)}${up[0].replace(up[2] as string, `the outside server ${up[2] as string}`)}${text.slice(up.index + up[0].length)}` };
    }
    // A typed confirmation in words whose word is the act ("type DELETE in the confirmation field and hit Confirm").
    const tc = TYPED_CONFIRM_WORDS.exec(text);
    if (tc) return { text: `${(tc[1] as string).toLowerCase()} it (typed confirmation)` };
  }
  if (!ARROWS.test(text)) return null;
  // An optional "Product:" / "Product (host)" head: "Router admin (192.168.1.1) → …" names the console.
  let segs = text.split(ARROWS).map((x) => x.trim()).filter(Boolean);
  if (segs.length < 2 || segs.length > 16) return null;
  segs[0] = (segs[0] as string).replace(/\s*\((?:\d{1,3}(?:\.\d{1,3}){3}|[\w.-]+\.[a-z]{2,})\)\s*$/i, '');
  // The last step's ellipsis ("Turn Off…") and a trailing period.
  segs = segs.map((s) => s.replace(/(?:…|\.{3})$/, '').replace(/[.!]$/, '').trim());
  let end = segs.length;
  while (end > 1 && COMMIT.test(segs[end - 1] as string)) end--;
  const last = segs[end - 1] as string;
  let changed = text !== text0;

  // A file-transfer client: the dragged or uploaded file goes to the server (or comes down).
  if (FILE_CLIENT.test(text)) {
    const host = /\b(?:connect(?:ed)?(?:\s+to)?|open|session:?|host:?|site:?)\s+(?:sftp:\/\/|ftps?:\/\/)?([\w.-]+\.[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})/i.exec(text)?.[1];
    const drag = /\b(?:drag(?:ged)?|upload(?:ed)?|copy|copied|put|send)\s+([~\w./\\:-]+\.\w{1,6}|[~\w./\\:-]+\/)\s*(?:(?:to|into|onto)\s+([~\w./\\:-]+))?/i.exec(text);
    if (host && drag) {
      const file = drag[1] as string;
      const dest = drag[2] ?? '';
      const transferEnd = /^(?:transfer|process\s+queue|upload|start|start\s+transfer|ok|synchroni[sz]e|put|send)$/i.test(last) || /^(?:drag|upload|put|copy|send)/i.test(last);
      if (transferEnd) {
        if (LOCAL_PATH.test(dest)) return { text: `download ${file} from ${host} to ${dest}`, look: `downloads a file to this machine (${file})` };
        return { text: INTERNAL_HOST.test(host) ? `upload ${file} to our internal server ${host}` : `upload ${file} to the outside server ${host}` };
      }
    }
  }

  // A walk that only looks at its end, with no acting button before it.
  if ((LOOK_END.test(last) || LOOK_TAIL_L21.test(last)) && end === segs.length && !segs.slice(1, -1).some((s) => ACT_STEP.test(s) && !/\s&\s/.test(s) && !/^(?:pay\s+&|send\s+&)/i.test(s))) {
    return { text, look: `opens, views or downloads in a console; nothing is changed (${last})` };
  }

  // A share narrowed: "General access: Restricted", "Link sharing → Off".
  const colon = /^([^:]{2,40}):\s*(.{1,40})$/.exec(last);
  const label = colon ? (colon[1] as string) : end >= 2 ? (segs[end - 2] as string) : '';
  const value = colon ? (colon[2] as string) : last;
  // (Not a protection's own switch: "Block public access → Off" opens what it blocked.)
  if (SHARE_LABEL.test(label) && !/\b(?:block|prevent|restrict|den(?:y|ied)|disallow|protect|requir|enforc|lock)\w*/i.test(label) && RESTRICT_VALUE.test(value.trim())) return { text, closes: true };

  // Mail forwarded to a personal mailbox: every incoming message leaves the company.
  if (/\bforward/i.test(text) && /\b(?:gmail|mail|outlook|inbox|exchange|workspace)\b/i.test(text)) {
    const addr = PERSONAL_MAIL.exec(text)?.[0];
    if (addr) return { text: `forward all incoming company email to the personal account ${addr}` };
  }

  // Every alert rule or monitor of a page selected and deleted ("Alert rules → select all → Delete"): all monitoring of it.
  const sel = segs.findIndex((x) => /^select\s+all(?:\s+\d[\d,]*)?(?:\s+[\w ]{1,20})?$/i.test(x));
  if (sel >= 1 && sel < end - 1 && MONITOR_PAGE.test(segs[sel - 1] as string) && /^(?:delete|remove)\b/i.test(segs[sel + 1] as string)) {
    return { text: `delete all ${(segs[sel - 1] as string).toLowerCase()}` };
  }
  // A share link created on a file ("Share → Create link → Copy link" in Dropbox, Box, OneDrive): anyone holding the link opens it.
  const linkAt = segs.findIndex((x) => /^(?:create|generate|get)\s+(?:a\s+)?(?:shar(?:e|ed|eable|ing)\s+)?link$/i.test(x));
  if (linkAt >= 2 && segs.slice(0, linkAt).some((x) => /^share$/i.test(x)) && !/\b(?:only\s+(?:people|invited|those)|people\s+(?:with|in)\s+(?:access|your\s+(?:team|company|org)))\b/i.test(text)) {
    const item = segs[segs.findIndex((x) => /^share$/i.test(x)) - 1] as string;
    return { text: `share the file ${item} with anyone who has the link (${segs[0] as string})` };
  }
  // A router's or device's administration or a remote way in switched on from outside ("Remote management: Enabled").
  if (/^(?:[^:]{0,40}:\s*)?(?:on|enabled?|allow(?:ed)?|yes)$/i.test(colon ? (colon[2] as string) : last) && REMOTE_ADMIN.test(label)) {
    return { text: `open ${label} to the internet (${segs[0] as string})` };
  }
  if (/^(?:[^:]{0,40}:\s*)?(?:off|disabled?|no|none|blocked)$/i.test(colon ? (colon[2] as string) : last) && REMOTE_ADMIN.test(label)) return { text, closes: true };
  // A security plugin deactivated ("Plugins → Wordfence Security → Deactivate").
  if (end >= 3 && DEACTIVATE.test(last)) {
    for (let i = end - 3; i >= 0; i--) {
      if (!PLUGIN_PAGE.test(segs[i] as string)) continue;
      const name = segs.slice(i + 1, end - 1).join(' ');
      if (name && SECURITY_NAME.test(name)) return { text: `disable the security plugin ${name}` };
      break;
    }
  }

  // A secret key rolled or regenerated: the credential changes for every system that uses it.
  if (segs.some((s) => /^(?:roll|regenerate|rotate)(?:\s+(?:api\s+)?key)?$/i.test(s)) && /\b(?:secret|api)\s+keys?\b/i.test(text)) {
    const now = /\bexpir\w*\s*:?\s*(?:now|immediately)\b/i.test(text) ? ' immediately' : '';
    return { text: `rotate the live production secret key${now} (${segs[0] as string})` };
  }

  // Argo CD: the console's Delete and Sync are the CLI's `argocd app delete` (cascading unless "Non-cascading"/"Orphan" is
  // chosen) and `argocd app sync` (with prune when it is checked): the same act clicked or run has the same tier.
  if (/\b(?:argo\s*cd|argocd)\b/i.test(segs[0] as string)) {
    const appAt = segs.findIndex((x, i) => i > 0 && /^(?:apps?|applications?)$/i.test(segs[i - 1] as string));
    const app = appAt > 0 ? (segs[appAt] as string) : segs.find((x) => /^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(x));
    const act = segs.findIndex((x) => /^(?:delete(?:\s+app(?:lication)?)?|sync|synchroni[sz]e)$/i.test(x));
    if (app && /^[\w.-]{1,63}$/.test(app) && act > 0) {
      if (/^delete/i.test(segs[act] as string)) {
        if (!segs.slice(act + 1).every((x) => /^(?:cascade|non-?cascad\w*|orphan|propagation|foreground|background|type|ok|okay|confirm|delete|yes)\b/i.test(x) || COMMIT.test(x))) return null;
        const orphan = /\bnon-?cascad|\borphan/i.test(segs.slice(act + 1).join(' '));
        const name = app.replace(NAME_OBJECT_WORD, 'svc');
        return { text: orphan ? `delete the Argo CD application ${name} (its resources stay)` : `delete the whole application ${name} with every Kubernetes resource it manages` };
      }
      if (/^(?:sync|synchroni[sz]e)$/i.test(segs[segs.length - 1] as string)) {
        const prune = segs.some((x) => /\bprune\b/i.test(x) && !/\b(?:unchecked|off|no|false)\b/i.test(x));
        return { text: `deploy ${app.replace(NAME_OBJECT_WORD, 'svc')}${prune ? ' and prune the resources that are not in git' : ''} (Argo CD sync)` };
      }
    }
  }

  // A device preference switched off (Bluetooth, Wi-Fi, Night Shift …) is a local setting, easily switched back.
  if (end >= 2 && DEVICE_PREF.test(segs[end - 2] as string) && /^(?:off|turn\s+off|switch\s+off|toggle\s+off|disabled?)$/i.test(last) || /^(?:turn|switch)\s+(.{2,30}?)\s+off$/i.test(last) && DEVICE_PREF.test(last) || /^([^:]{2,40}):\s*off$/i.test(last) && DEVICE_PREF.test(last)) {
    return { text, look: `switches a device preference off; easily switched back (${last})` };
  }
  // The last step turns the setting before it off ("FileVault → Turn Off", "Turn Passcode Off", "toggle off").
  const turnOff = /^(?:turn|switch|toggle|set)\s+(?:it\s+)?off$/i.exec(last);
  const turnXOff = /^(?:turn|switch)\s+(?!off\b)([\w-][\w -]{0,40}?)\s+off$/i.exec(last) ?? /^(?:turn|switch)\s+off\s+([\w-][\w -]{0,40})$/i.exec(last);
  if (turnOff && end >= 2) { segs[end - 1] = 'Off'; changed = true; }
  // (lead, session 23) A setting given an "off" value as the last step (Security Level → "Essentially Off", → "Disabled").
  else if (end >= 2 && /^["“'‘]?(?:essentially|fully|completely|totally)?\s*(?:off|disabled|none)["”'’]?$/i.test(last) && !/^off$/i.test(last)) { segs[end - 1] = 'Off'; changed = true; }
  else if (turnXOff) { segs.splice(end - 1, 1, (turnXOff[1] as string).trim(), 'Off'); end++; changed = true; }

  // Resource names are names: money and record words inside a slug are read neutrally (not when a job is run by name).
  if (!RUN_ACT.test(last)) {
    for (let i = 0; i < end - 1; i++) {
      const s = segs[i] as string;
      const t = s.replace(SLUG, (slug) => slug.replace(NAME_OBJECT_WORD, 'svc'));
      if (t !== s) { segs[i] = t; changed = true; }
    }
  }
  // A file transfer named anywhere in the walk ("Transfer files", a job transfer-files-nightly run by name) copies files.
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i] as string;
    if (!/transfer/i.test(s)) continue;
    const t = s.replace(FILE_TRANSFER, (_x, v: string, suf: string | undefined, rest: string) => `${v[0] === 'T' ? 'Copy' : 'copy'}${suf === 's' ? 's' : suf ? (suf === 'ring' ? 'ing' : 'ied') : ''}${rest}`);
    if (t !== s) { segs[i] = t; changed = true; }
  }
  return changed ? { text: segs.join(' → ') } : null;
}

/** cls-gui20: operating-system guards named by their label alone (switched off, a protection is weakened). */
export const OS_GUARD_G20 = /\b(?:file\s?vault|bitlocker|passcode|screen\s+lock|lock\s+screen|gatekeeper|system\s+integrity\s+protection|real-?time\s+protection|tamper\s+protection|cloud-?delivered\s+protection|smartscreen|find\s+my\s+\w+|activation\s+lock|secure\s+boot|user\s+account\s+control|uac|xprotect|lockdown\s+mode|face\s+id|touch\s+id|device\s+encryption|play\s+protect|defender|antivirus|firewall)\b/i;

// A typed confirmation: the field's label names the act ("Type the project ID to confirm shutdown", "Type DELETE to
// confirm"), the typed text names the object (or repeats the act's word). Submitted, it is that act on that object, the
// same act as the button it unlocks; typed without submitting, nothing happens yet.
const CONFIRM_CUE = /\bto\s+(?:confirm|proceed|continue)\b|\bconfirm(?:ation)?\b|\btype\s+["'“‘]?[\w./-]+["'”’]?\s+to\b/i;
const ACT_NOUNS: [RegExp, string][] = [
  [/\b(?:shut\s?down|shutting\s+down)\b/i, 'shut down'],
  [/\b(?:delet\w*|destr\w*|remov\w*|purg\w*|eras\w*|wip\w*|drop\w*)\b/i, 'delete'],
  [/\b(?:terminat\w*)\b/i, 'terminate'],
  [/\b(?:transfer\w*)\b/i, 'transfer ownership of'],
  [/\b(?:disabl\w*|deactivat\w*|turn\w*\s+off)\b/i, 'disable'],
  [/\b(?:reset\w*)\b/i, 'reset'],
  [/\b(?:archiv\w*)\b/i, 'archive'],
  [/\b(?:cancel\w*)\b/i, 'cancel'],
  [/\b(?:revok\w*)\b/i, 'revoke'],
  [/\b(?:publi[cs]\w*|make\s+public)\b/i, 'make public'],
];
const KIND = /\b(project|workspace|organi[sz]ation|org|repository|repo|database|db|cluster|bucket|account|app|application|site|team|space|server|instance|namespace|domain|subscription|tenant|environment|volume|stack|service)\b/i;
export function typedConfirm20(label: string, typed: string): string | null {
  if (label.length > 200 || typed.length > 200 || !CONFIRM_CUE.test(label)) return null;
  const words = `${label} ${typed}`;
  const act = ACT_NOUNS.find(([re]) => re.test(words))?.[1];
  // (A confirmation whose label names no act still confirms something the page asked to be sure of: unknown is not safe.)
  if (!act) return '';
  const kind = KIND.exec(label)?.[1] ?? KIND.exec(typed)?.[1];
  // (The typed text that only repeats the act — "DELETE", "permanently delete" — names no object.)
  const obj = ACT_NOUNS.some(([re]) => re.test(typed)) && !/[-_./]|\d/.test(typed) ? '' : typed.trim();
  return obj ? `${act} the ${kind ?? 'item'} ${obj}` : kind ? `${act} the ${kind}` : `${act} it`;
}

// A computer-use step written as its action (OpenAI CUA `{"type": "click", "x": …, "y": …}`, Anthropic
// `computer(action="left_click", coordinate=[…])` or `{"action": "left_click", …, "text": "…"}`, `computer_call {…}`) with
// its target in a caption, a summary or the agent's reasoning after it: the step in words, by the action's kind. A click
// is a press of what the words name; Enter confirms what they name; typing alone submits nothing; scrolling, moving,
// waiting and screenshots look.
const CU_HEAD = /^\s*(?:(?:computer(?:_call|_use|_action)?|cua|action|step)\s*(?::\s*)?)?(\(|\{)/i;
const CU_KIND = /["']?\b(?:type|action)["']?\s*[:=]\s*["']((?:left_|right_|middle_|double_|triple_)?click|tap|key(?:press)?|press|type|scroll|mouse_move|move|drag|left_click_drag|screenshot|wait|cursor_position|zoom)["']/i;
const CU_LABEL = /["']?\b(?:text|label|element|target|description|name)["']?\s*[:=]\s*["']([^"'\n]{2,160})["']/i;
const CU_NOTE = /^\s*(?:←|<-|—|–|--|#|\/\/|\|)?\s*(?:(?:cua|computer[- ]use)\s+step\s*[;:,]?\s*)?(?:(?:summary|reasoning|caption|screenshot|description|note|target|thought|intent)\s*[:=]\s*)?(.{3,300})$/i;
export function computerUseStep20(t: string): string | null {
  if (t.length > 700 || t.includes('\n')) return null;
  const head = CU_HEAD.exec(t);
  if (!head) return null;
  // The action's own brackets: a flat call or object, or one nested object ({"action": {"type": "click", …}}).
  const open = head.index + head[0].length - 1;
  const close = head[1] === '(' ? ')' : '}';
  let depth = 0;
  let endAt = -1;
  for (let i = open; i < t.length && i < open + 500; i++) {
    const c = t[i];
    if (c === head[1] || c === '{' && head[1] === '{') depth++;
    else if (c === close || c === '}' && head[1] === '{') { depth--; if (depth === 0) { endAt = i; break; } }
  }
  if (endAt < 0) return null;
  const body = t.slice(open, endAt + 1);
  const kind = CU_KIND.exec(body)?.[1]?.toLowerCase();
  if (!kind) return null;
  const rest = t.slice(endAt + 1).replace(/^\s*\)/, '');
  const note = rest.trim() ? CU_NOTE.exec(rest)?.[1]?.trim() : undefined;
  const label = CU_LABEL.exec(body)?.[1];
  if (/^(?:scroll|mouse_move|move|screenshot|wait|cursor_position|zoom)$/.test(kind)) return `look at the screen${note ? ` (${note})` : ''}`;
  if (kind === 'type') {
    // (Typed, then Enter or Return pressed in the same line: submitted, a typed confirmation of what the caption names.)
    const typed = /["']?\btext["']?\s*[:=]\s*["']([^"'\n]{1,80})["']/i.exec(body)?.[1];
    const enter = /\b(?:key(?:press)?|press)\b[^\n]{0,40}?["'[]\s*["']?(?:return|enter|kp_enter)["']?/i.test(rest);
    // (cls-en22: or the dialog it is typed into, named after the step: `… in the "Delete workspace acme" dialog`.)
    const caption = /(?:#|\/\/|←|—|summary:|caption:)\s*([^\n#]{3,200})$/i.exec(rest)?.[1]?.trim() ?? /\b(?:in|into)\s+(?:the\s+)?(["“'‘][^"”'’\n]{3,120}["”'’]\s*(?:dialog|modal|prompt|box|field|confirmation|window|pop-?up)[^\n]{0,60})$/i.exec(rest)?.[1]?.trim();
    if (enter && typed && caption) return `enter "${typed}" in ${caption} and confirm`;
    // (Typed alone: left to the frames' own reading of the line, which submits nothing.)
    return null;
  }
  const what = note ?? label;
  if (!what) return null;
  // (Words that already say what is done — "press the red … button", "clicking … to remove …", "open …" — stand as written.)
  const verbFirst = /^(?:(?:i\s+)?(?:click|clicks|clicking|clicked|press|presses|pressing|pressed|tap|open|opens|opening|select|choose|toggle|switch|turn|confirm|confirms|confirming|submit|hit|check|uncheck|enable|disable|delete|remove)\b)/i.test(what);
  if (/^(?:key(?:press)?|press)$/.test(kind)) {
    const keys = /["']?\b(?:keys|key|text)["']?\s*[:=]\s*\[?\s*["']([^"'\n]{1,40})["']/i.exec(body)?.[1] ?? '';
    if (!/^(?:enter|return|kp_enter|\\n)$/i.test(keys)) return `press a key${note ? ` (${note})` : ''}`;
    return verbFirst ? what : `confirm ${what}`;
  }
  return verbFirst ? what : `click ${what}`;
}

/** "transfer (the) files/data/folders …": files copied, not money moved ("Transfer files", a job transfer-files-nightly). */
const FILE_TRANSFER = /\b([Tt]ransfer)(s|ring|red)?([\s_-]+(?:(?:the|all|these|those|our|my|new|nightly|daily)[\s_-]+)?(?:[a-z]+[\s_-]+)?(?:files?|folders?|directories|directory|documents?|logs?|artifacts?|images?|uploads?|exports?|attachments?|assets?)\b)/g;
/** Names read as names in a label or a walk: money words in a slug neutral, a file transfer a copy. */
export function nameWords20(s: string): string {
  if (s.length > 2000) return s;
  let t = /transfer/i.test(s) ? s.replace(FILE_TRANSFER, (_x, v: string, suf: string | undefined, rest: string) => `${v[0] === 'T' ? 'Copy' : 'copy'}${suf === 's' ? 's' : suf ? (suf === 'ring' ? 'ing' : 'ied') : ''}${rest}`) : s;
  t = t.replace(SLUG, (slug) => slug.replace(NAME_OBJECT_WORD, 'svc'));
  return t;
}

/** A navigation control named by its label ("Payouts nav link", "transfer history tab"): opens a page. */
export const NAV_LABEL20 = /\b(?:tab|nav(?:igation)?(?:\s+(?:link|item|bar))?|menu\s+item|breadcrumb|page\s+link|sidebar\s+(?:link|item)|row)$/i;

// A natural-language instruction handed to a browser agent (Stagehand `page.act("…")`, `stagehand.act({ action: "…" })`,
// `agent.execute("…")`, Browser Use `Agent(task="…")`): the instruction is what the agent will do, read as prose.
const NL_TASK = /\b(?:(?:stagehand|page|browser|agent)(?:\s*\(\s*\))?\s*\.\s*(?:act|execute|run|perform)|Agent)\s*\(\s*(?:\{\s*(?:action|instruction|task)\s*:\s*|(?:task|instruction)\s*=\s*)?(["'`])((?:(?!\1)[^\\\n]|\\.){3,400})\1/;
export function naturalUiTask20(t: string): string | null {
  if (t.length > 2000 || !/\b(?:act|execute|run|perform|Agent)\s*\(/.test(t)) return null;
  const m = NL_TASK.exec(t);
  return m ? (m[2] as string) : null;
}
