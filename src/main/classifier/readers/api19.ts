// (cls-api19) Readings of API calls shared by the HTTP, tool and SDK readers, so one act gets one tier on every carrier:
// a batch body that names its operations by key, a silence narrowed to one alert, access given to someone outside the
// company, a whole organisation or tenant suspended, and bank details written onto a person's record.
import { strings, type Loose } from '../text/loose';

/** Keys of a batch body that remove the items listed under them (WooCommerce/BigCommerce `{"delete": [101, 102]}`). */
const BATCH_REMOVE_KEY = /^(?:delete|deletes|remove|removes|destroy|destroys|archive|archives|purge|trash)$/i;

/**
 * A batch body that names its operations by key (`{"create": […], "update": […], "delete": [101, 102]}`): the removing
 * key with items under it is the operation (the most harmful of the batch), with how many items it lists. Undefined
 * when no removing key holds a non-empty list ("all"/"*" count as every item).
 */
export function batchBodyOp(body: Loose): { verb: 'delete' | 'archive'; count: number; all: boolean } | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  for (const [k, v] of Object.entries(body)) {
    if (!BATCH_REMOVE_KEY.test(k)) continue;
    const verb = /^archive/i.test(k) ? 'archive' : 'delete';
    if (Array.isArray(v) && v.length > 0) return { verb, count: v.length, all: false };
    if (typeof v === 'string' && /^(?:all|\*|everything)$/i.test(v.trim())) return { verb, count: 0, all: true };
  }
  return undefined;
}

/** (cls-over19) One named host in a Datadog scope (no wildcard). */
const ONE_HOST = /^host:[\w.-]+$/;

/** A matcher value that matches every alert (a regex `.*`/`.+`, `*`, empty). */
const MATCH_ANY = /^(?:\.\*|\.\+|\*|~?\s*\.\*|)$/;

/**
 * A silence or downtime body narrowed to named alerts or monitors (Alertmanager/Grafana `matchers` with specific values,
 * a downtime's `monitor_id`), for less than a day: muting one alert for a while, the settled destructive case.
 * Undefined when the body names no matchers or monitor (left to the existing reading).
 */
export function silenceNarrow(body: Loose): boolean | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const o = body as Record<string, Loose>;
  let narrow: boolean | undefined;
  const matchers = o.matchers;
  if (Array.isArray(matchers)) {
    if (matchers.length === 0) return false;
    narrow = matchers.every((m) => {
      if (!m || typeof m !== 'object' || Array.isArray(m)) return false;
      const mm = m as Record<string, Loose>;
      const value = typeof mm.value === 'string' ? mm.value.trim() : '';
      const regex = mm.isRegex === true || mm.isRegex === 'true';
      return value !== '' && !(regex && MATCH_ANY.test(value)) && !MATCH_ANY.test(value) && !(regex && /^\.[*+]|\|?\.\*$/.test(value) && value.length <= 3);
    }) && matchers.some((m) => !!m && typeof m === 'object' && !Array.isArray(m) && /^(?:alertname|alert|alert_?name|rule|rulename|rule_?uid|__alert_rule_uid__|monitor|monitor_?id|check|check_?name)$/i.test(String((m as Record<string, Loose>).name ?? '')) && (m as Record<string, Loose>).isRegex !== true);
    // (A matcher on a broad label alone — env=production, severity=critical, cluster, namespace — mutes every alert it covers.)
  } else if (['monitor_id', 'monitorId', 'monitor_identifier'].some((k) => typeof o[k] === 'number' || typeof o[k] === 'string' && /^\w[\w-]*$/.test(o[k] as string)) && !/^\*$/.test(String(o.scope ?? ''))) narrow = true;
  // (cls-over19) A Datadog downtime scoped to one or a few named hosts (`"scope": "host:web-7"`): those hosts' alerts only.
  else if (((typeof o.scope === 'string' && (o.scope as string).split(',').length <= 3 && (o.scope as string).split(',').every((x) => ONE_HOST.test(x.trim()))) || (Array.isArray(o.scope) && o.scope.length > 0 && o.scope.length <= 3 && o.scope.every((x) => typeof x === 'string' && ONE_HOST.test(x.trim()))))) narrow = true;
  if (narrow === undefined) return undefined;
  if (!narrow) return false;
  // Its length: from startsAt/start to endsAt/end (ISO times or epoch seconds); a day or more is no longer "a while".
  const t = (x: Loose | undefined): number | undefined => typeof x === 'number' ? x * 1000 : typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(x) ? Date.parse(x) : typeof x === 'string' && /^\d{9,10}$/.test(x) ? Number(x) * 1000 : undefined;
  const start = t(o.startsAt ?? o.start ?? o.starts_at);
  const end = t(o.endsAt ?? o.end ?? o.ends_at);
  if (end !== undefined && start !== undefined) return end - start < 24 * 3600 * 1000;
  // With no start, only a duration written out says how long (the classifier has no clock): 2h, 90m, 3600 (seconds).
  const d = String(o.duration ?? o.ttl ?? '').trim();
  const m = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/.exec(d);
  if (!m) return false;
  const n = Number(m[1]);
  const hours = m[2] === 'd' ? n * 24 : m[2] === 'h' ? n : m[2] === 'm' ? n / 60 : n / 3600;
  return hours < 24;
}

/** Addresses of personal mailboxes: someone outside the company whatever the org. */
const PERSONAL_MAIL = /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|mail|yandex)\./i;
/** Keys naming who is given access (a member, an invitee, a guest). */
const MEMBER_KEY = /^(?:email|emails|user|users|user_?email|member|members|member_?email|invitee|invitees|invite|guest|guests|principal|user_?id|user_?ids|userid|userids|login|identity|external_?user|subject|user@odata\.bind|preferredmemberemail)$/i;
/** Keys naming the group, team or channel the access is to, by an address of the company's own domain. */
const GROUP_KEY = /^(?:group_?key|groupkey|group|group_?email|groupemail|list|list_?address|team_?email|channel_?email|owner|domain)$/i;

/**
 * (cls-api19) A person from outside the company given access to a channel, group, team or workspace: a personal
 * mailbox, a member id or role naming a guest or an external user, an address of another domain than the group's own,
 * or a Slack Connect invitation (`inviteShared`, which shares a channel with another organisation by definition).
 */
export function outsiderAdded(nameWords: readonly string[], args: Loose): boolean {
  const words = nameWords.map((w) => w.toLowerCase());
  if (words.includes('invite') && words.includes('shared') || words.includes('inviteshared') || words.includes('connect') && words.some((w) => /^(?:invites?|invite)$/.test(w))) return true;
  const all = strings(args);
  const groupDomains = new Set<string>();
  for (const { key, value } of all) if (GROUP_KEY.test(key)) for (const m of value.matchAll(/@([\w-]+(?:\.[\w-]+)+)/g)) groupDomains.add((m[1] as string).toLowerCase());
  for (const { key, value } of all) {
    const v = value.trim();
    if (MEMBER_KEY.test(key)) {
      if (PERSONAL_MAIL.test(v)) return true;
      // A member id or address that says it is a guest or an outside user (U_EXTERNAL_GUEST, guest_ext@partner.com, #EXT#).
      if (/(?:^|[_\W])(?:external|ext|guest|outside)(?:[_\W]|$)|#EXT#/i.test(v)) return true;
      const d = /@([\w-]+(?:\.[\w-]+)+)/.exec(v)?.[1]?.toLowerCase();
      if (d && groupDomains.size && ![...groupDomains].some((g) => g === d || g.endsWith(`.${d}`) || d.endsWith(`.${g}`))) return true;
    }
    // A role or user type that is a guest's (Teams' "guest", Slack's single/multi-channel guest, Entra's userType Guest).
    if (/^(?:role|roles|user_?type|usertype|member_?type|membertype|type|access_?type)$/i.test(key) && /^(?:guest|guests|external|external_?user|single_?channel_?guest|multi_?channel_?guest|restricted|ultra_?restricted)$/i.test(v)) return true;
    if (/^(?:is_?external|external|is_?guest|guest)$/i.test(key) && /^(?:true|1|yes)$/i.test(v)) return true;
  }
  return false;
}

/** Whole containers of a SaaS customer or the company: an organisation, tenant, workspace, subscription account. */
export const WHOLE_ORG_WORD = /^(?:orgs?|organi[sz]ations?|tenants?|workspaces?|teams?|companies|company|realms?|instances?)$/i;
/** Verbs that take a whole thing offline until someone turns it back on. */
export const SUSPEND_WORD = /^(?:suspend|suspends|disable|disables|deactivate|deactivates|lock|locks|freeze|freezes|pause|pauses|block|blocks)$/i;

/**
 * (cls-api19) A whole organisation, tenant or workspace suspended or disabled (POST …/orgs/{id}/suspend,
 * tenants.disable(…), suspend_workspace): everyone in it loses the service, as a hosted project paused stops serving;
 * one person suspended keeps the access-revoked reading.
 */
export function wholeSuspended(words: readonly string[]): boolean {
  const ws = words.map((w) => w.toLowerCase());
  const i = ws.findIndex((w) => SUSPEND_WORD.test(w));
  if (i < 0) return false;
  if (ws.some((w) => /^(?:users?|members?|people|persons?|accounts?|seats?|employees?|guests?|list|get|status|resume|unsuspend|unlock|reactivate|enable|tokens?|keys?|sessions?|rules?|flags?|features?|alerts?|monitors?|webhooks?|sso|mfa|apps?)$/.test(w))) return false;
  // (A team is a container only when nothing else names a person; "instances" only as a SaaS tenant's own instance.)
  return ws.some((w) => WHOLE_ORG_WORD.test(w) && !/^instances?$/.test(w));
}

/** Keys that hold bank details of where someone is paid. */
const BANK_KEY = /^(?:iban|account_?number|accountnumber|routing_?number|routingnumber|routing_?transit_?number|routingtransitnumber|sort_?code|sortcode|bsb|ifsc|clabe|aba|aba_?number|bank_?account_?number|swift|bic)$/i;
/** Records that are people or payees paid by the company. */
export const PAYEE_RECORD = /^(?:employees?|workers?|contractors?|people|persons?|staff|payees?|vendors?|suppliers?|beneficiar(?:y|ies)|recipients?|contacts?|members?|users?|profiles?|freelancers?|teammates?|hires?|pay|distributions?|paydistributions?|deposits?|directdeposits?)$/i;

/**
 * (cls-api19) Bank details written onto a person's or payee's record (rippling.employees.update(bank_account={…}),
 * PATCH …/employees/221 {"iban": …}, ADP pay-distributions): where their money goes from now on — the classic payroll
 * and vendor-fraud change, a recipient nobody has paid before. A saved bank account id is not details written out.
 */
export function bankDetailsWritten(args: Loose): boolean {
  return strings(args).some((x) => BANK_KEY.test(x.key.replace(/[\s-]/g, '_')) && /\d{4,}|^[A-Z]{2}\d{2}[A-Z0-9]{8,}$/.test(x.value.replace(/[\s-]/g, '')));
}

/** Admin-level credential names (admin_api_keys, owner tokens, organisation admin keys). */
export function adminCredential(words: readonly string[]): boolean {
  const ws = words.map((w) => w.toLowerCase());
  const k = ws.findIndex((w) => /^(?:keys?|apikeys?|tokens?|credentials?)$/.test(w));
  return k > 0 && ws.slice(Math.max(0, k - 3), k).some((w) => /^(?:admin|administrator|owner|root|superuser|superadmin|master|god)$/.test(w));
}

/** Registrar or transfer locks: a domain's protection against being moved to another registrar or owner. */
export function domainLockOff(text: string): boolean {
  return /\b(?:set)?(?:registrar|transfer|domain|reg)[-_ ]?lock\b[^\n]{0,80}?(?:\bunlock(?:ed)?\b|[:=]\s*["']?(?:false|off|disabled?|0)\b|\s(?:false|off|disabled?)\b)|\b(?:unlock|disable|remove)[-_ ]?(?:registrar|transfer|domain)[-_ ]?lock\b/i.test(text) && /\bdomains?\b|\bregistrar\b|\.(?:com|net|org|io|dev|app|co)\b/i.test(text);
}

/** Keys that hold what a customer pays for an item. */
const PRICE_KEY = /^(?:price|regular_?price|sale_?price|unit_?amount|unitamount|unit_?price|list_?price|base_?price|retail_?price|amount_?cents|price_?cents|price_?amount)$/i;

/**
 * (cls-api19) A live price set to nothing or a discount of the whole price (price "0.00", unit_amount 0, percent_off 100,
 * Shopify's percentage 1.0 or a price rule's value -100 with value_type percentage): what customers pay becomes nothing,
 * money lost on every sale. `all` when it applies to every item or every customer. A new price object created at zero
 * is attached to nothing yet (new and inert), so `created` prices do not count; a created discount does.
 */
export function makesFree(args: Loose, created = false): { all: boolean } | undefined {
  const all = strings(args);
  let free = false;
  const percentType = all.some((x) => /^(?:value_?type|valuetype|discount_?type|type)$/i.test(x.key) && /^percent(?:age)?$/i.test(x.value.trim()));
  for (const { key, value } of all) {
    const v = value.trim();
    if (PRICE_KEY.test(key) && /^0+(?:\.0+)?$/.test(v) && !created) free = true;
    if (/^(?:percent_?off|percentoff|discount_?percent(?:age)?|percent|percentage_?off)$/i.test(key) && /^-?100(?:\.0+)?$/.test(v)) free = true;
    if (/^percentage$/i.test(key) && (/^1(?:\.0+)?$/.test(v) || /^-?100(?:\.0+)?$/.test(v))) free = true;
    if (/^value$/i.test(key) && percentType && /^-?100(?:\.0+)?$/.test(v)) free = true;
  }
  if (!free) return undefined;
  // Limited to one use or to named customers (usageLimit: 1, customerSelection: {customers: {add: [one id]}}): one customer's price.
  const text = JSON.stringify(args ?? null).slice(0, 4000);
  if (all.some((x) => /^(?:usage_?limit|usagelimit|max_?uses|max_?redemptions|maxredemptions|redeem_?limit|usage_?count_?limit)$/i.test(x.key) && /^1$/.test(x.value.trim())) || /"customers"\s*:\s*\{\s*"add"\s*:\s*\[\s*"[^"]*"\s*\]/.test(text) || /\bcustomers\s*:\s*\{\s*add\s*:\s*\[\s*"[^"]*"\s*\]/.test(text)) return undefined;
  const every = all.some((x) => /^(?:all|allitems|all_?items|applies_?to_?all|target_?selection|customer_?selection|appliesto|applies_?to)$/i.test(x.key) && /^(?:true|all|entire|all_?items|all_?products|everyone)$/i.test(x.value.trim()))
    || /"(?:items|customerSelection|customer_selection|customerGets)"\s*:\s*\{\s*"all"\s*:\s*true/.test(JSON.stringify(args ?? null).slice(0, 4000));
  // A discount code reaches only those given the code (verify); an automatic discount on everything applies to every sale.
  const code = all.some((x) => /^(?:code|codes|discount_?code|coupon_?code|promo_?code)$/i.test(x.key)) || /basicCodeDiscount|CodeDiscount|discountCode/i.test(text);
  // (A discount object created that applies to nothing yet — a Stripe coupon with percent_off 100 — is new and inert.)
  if (created && !every) return undefined;
  return { all: every && !code };
}

/**
 * (cls-api19) A log exclusion filter that drops everything (Datadog's `exclusion_filters` with `"query": "*"` at
 * `sample_rate` 1): the index keeps nothing new — logging reduced, as a drop rule on every log is.
 */
export function dropsAllLogs(args: Loose): boolean {
  const text = JSON.stringify(args ?? null).slice(0, 6000);
  if (!/exclusion_?filters?|exclusionFilters/i.test(text)) return false;
  return /"query"\s*:\s*"\s*\*\s*"/.test(text) && /"sample_?rate"\s*:\s*"?1(?:\.0+)?"?/.test(text) && !/"is_?enabled"\s*:\s*false/.test(text);
}
