// (cls-api25) Readings of API calls by their structure, shared by the HTTP and tool readers so one act gets one tier on
// both carriers: a body listing several items by their own ids (a set, not one item), a protection named by the item's
// own id or name switched off, a purchase, a delivery scheduled to someone outside, a public link made, a person's
// status set to terminated, a bulk operation fed a list named for everything, and a credential literal's test or live mode.
import type { Loose } from '../text/loose';

/** Keys that say which item an object of a list is (id, InvoiceID, product_id, sku, gid …). */
const isItemIdKey = (k: string): boolean => /^(?:_?id|uuid|gid|sku)$/i.test(k) || /(?:_id|Id|ID)$/.test(k);

/**
 * (cls-api25) A body that lists items with their own ids (`{"Invoices": [{"InvoiceID": "…", "Status": "VOIDED"}, {…}]}`,
 * `[{"id": 101, "price": 0}, {"id": 102, …}]`): the call acts on that many items. 0 when the body is no such list: a
 * top-level array, or an object whose one list-valued key holds objects that each carry an id-like key.
 */
export function listedItems25(body: Loose): number {
  let list: Loose[] | undefined;
  if (Array.isArray(body)) list = body;
  else if (body && typeof body === 'object') {
    const lists = Object.values(body).filter((v): v is Loose[] => Array.isArray(v) && v.length > 1);
    if (lists.length === 1) list = lists[0];
  }
  if (!list || list.length < 2) return 0;
  let n = 0;
  for (const x of list.slice(0, 500)) {
    if (!x || typeof x !== 'object' || Array.isArray(x)) return 0;
    const keys = Object.keys(x);
    // A JSON Patch operation ({"op", "path", "value"}) is one change, not an item.
    if (keys.includes('op') && keys.includes('path')) return 0;
    if (!keys.some(isItemIdKey)) return 0;
    // An item must also change something beside its id.
    if (keys.length < 2) return 0;
    n++;
  }
  return n;
}

/** Words that name a protection in an item's own id or name (require_2fa_on_payout, enforce-sso, fraud_check). */
const PROTECTION_WORD = /^(?:mfa|2fa|twofactor|otp|totp|sso|saml|captcha|recaptcha|fraud|antifraud|kyc|aml|sanctions|ratelimit|ratelimiting|throttle|throttling|waf|firewall|encryption|audit|auditing|lockout|verification|approval|approvals|killswitch)$/;
const REQUIRE_WORD = /^(?:require|required|requires|enforce|enforced|enforces|mandatory|block|blocks|deny|guard|protect|protection|check|checks|verify|screen|screening)$/;

/** Splits an id or a name into lower-case words (require_2fa_on_payout → require, 2fa, on, payout). */
export function idWords25(v: string): string[] {
  return v.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * (cls-api25) A switch whose item is named for a protection, turned off or on (`{"id": "require_2fa_on_payout", "isEnabled":
 * false}`, `feature=fraud_check enabled=false`): off weakens a security control, on hardens it, whatever product holds the
 * switch (a feature flag, a gate, a setting). A key that itself names the protection is switches.ts's reading.
 */
export function namedControl25(all: readonly { key: string; value: string }[]): 'off' | 'on' | undefined {
  const sw = all.find((x) => /^(?:enabled|is_?enabled|isenabled|enable|active|is_?active|on|state|status|default_?value|defaultvalue|feature_?state_?value)$/i.test(x.key) && /^(?:false|off|0|disabled?|inactive|true|on|1|enabled?|active)$/i.test(x.value.trim()));
  if (!sw) return undefined;
  const named = all.some((x) => {
    if (!/^(?:id|name|key|gate|gate_?id|gateid|flag|flag_?key|flagkey|feature|feature_?key|featurekey|feature_?name|featurename|toggle|setting|setting_?name|rule|rule_?name|switch|config_?key|featureflagkey)$/i.test(x.key)) return false;
    const w = idWords25(x.value);
    if (w.length > 8) return false;
    return w.some((y) => PROTECTION_WORD.test(y)) && (w.some((y) => REQUIRE_WORD.test(y)) || w.some((y) => /^(?:mfa|2fa|twofactor|sso|captcha|recaptcha|waf|firewall|killswitch|kyc|aml|antifraud)$/.test(y)));
  });
  if (!named) return undefined;
  return /^(?:false|off|0|disabled?|inactive)$/i.test(sw.value.trim()) ? 'off' : 'on';
}

/** (cls-api25) Words of a purchase (a batch of labels bought, a plan purchased): money spent. */
export const BUY_WORD25 = /^(?:buy|buys|purchase|purchases)$/i;

/** (cls-api25) Words of a recurring or scheduled delivery of data (a schedule, a subscription, a report delivery). */
const DELIVERY_WORD = /^(?:schedules?|scheduled|scheduler|subscriptions?|subscribe|deliveries|delivery|deliver|destinations?|distributions?|exports?|alerts?|notifications?|reports?)$/i;
/** Addresses of personal mailboxes. */
const PERSONAL_MAIL25 = /@(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|aol|gmx|mail|yandex|qq|163)\.[a-z.]+$/i;

/** Words of a recurring delivery (a schedule or a subscription), which reaches its recipients from then on. */
const RECURRING_WORD = /^(?:schedules?|scheduled|subscriptions?|subscribe|crontab|recurring)$/i;

/**
 * (cls-api25) A delivery scheduled or subscribed to people (a BI tool's scheduled plan or subscription, a report
 * delivery): 'outside' when an address key holds a personal mailbox (what it carries leaves the company from then on),
 * 'inside' when it is a recurring delivery to another address (it reaches those people: at least a message sent).
 */
export function deliveryTo25(words: readonly string[], all: readonly { key: string; value: string }[]): 'outside' | 'inside' | undefined {
  const scheduled = all.some((x) => /^(?:crontab|cron|schedule|schedule_?type|frequency|recurrence|interval|schedule_?frequency)$/i.test(x.key) && x.value.trim() !== '');
  if (!words.some((w) => DELIVERY_WORD.test(w)) && !scheduled) return undefined;
  const addrs = all.filter((x) => /^(?:address|addresses|email|emails|to|recipients?|recipient_?email|destination|deliver_?to|send_?to|target|user_?email|subscriber|subscribers|email_?address)$/i.test(x.key)).flatMap((x) => x.value.split(/[\s,;]+/)).map((v) => v.trim()).filter((v) => /^[^@\s]+@[\w-]+(?:\.[\w-]+)+$/.test(v));
  if (!addrs.length) return undefined;
  if (addrs.some((v) => PERSONAL_MAIL25.test(v))) return 'outside';
  // (A delivery run once — …/scheduled_plans/run_once, a test send — is no standing delivery.)
  if (words.some((w) => /^(?:once|now|test|preview)$/i.test(w))) return undefined;
  return words.some((w) => RECURRING_WORD.test(w)) || scheduled ? 'inside' : undefined;
}

/**
 * (cls-api25) A public link made to an item (Metabase's POST …/card/88/public_link, create_public_link, a public
 * share URL, an embed made public): anyone holding the link sees it. Words of the path or the tool name.
 */
export function publicLink25(words: readonly string[]): boolean {
  const i = words.findIndex((w) => /^(?:public|anonymous|publiclink|publicurl)$/i.test(w));
  if (i < 0) return false;
  if (/^(?:publiclink|publicurl)$/i.test(words[i] as string)) return true;
  return words.slice(i + 1, i + 3).some((w) => /^(?:links?|urls?|shares?|sharing|embeds?|uuid)$/i.test(w));
}

/**
 * (cls-api25) A person's status set to ended in an HR or payroll body (`{"employment_status": "terminated"}`, `status:
 * offboarded`): their employment ends, as the …/terminate endpoints read.
 */
export function terminatesByStatus25(all: readonly { key: string; value: string }[]): boolean {
  return all.some((x) => /^(?:status|state|employment_?status|employmentstatus|worker_?status|employee_?status|contract_?status|lifecycle_?status)$/i.test(x.key) && /^(?:terminated|terminate|offboarded|dismissed|separated|fired|let_?go)$/i.test(x.value.trim()));
}

/** (cls-api25) A filter object given and empty (`"filter": {}`, `"where": {}`), at any depth of the first two levels: no narrowing. */
export function emptyFilter25(body: Loose, depth = 0): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body) || depth > 2) return false;
  for (const [k, v] of Object.entries(body)) {
    if (/^(?:filter|filters|where|query|selector|criteria|match)$/i.test(k) && v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) return true;
    if (v && typeof v === 'object' && !Array.isArray(v) && emptyFilter25(v, depth + 1)) return true;
  }
  return false;
}

/**
 * (cls-api25) The list a bulk operation is fed, named for everything (`"staged_upload_path": "tmp/all_customers.jsonl"`,
 * `input_file: every-user.csv`): the operation runs on every item of that kind.
 */
export function feedsEverything25(all: readonly { key: string; value: string }[]): boolean {
  return all.some((x) => /(?:path|file|upload|input|url|source|list)$/i.test(x.key.replace(/[_-]/g, '')) && /(?:^|[/_.-])(?:all|every|entire)[_-]?[a-z]+s?(?:[_.-][\w.]*)?$/i.test(x.value.trim().split('/').pop() ?? ''));
}

/**
 * (cls-api25) The mode a credential literal names by its own prefix (`shippo_test_…`, `sk_test_…`, `pk_live_…`, an
 * `$EASYPOST_TEST_KEY`/`$X_PROD_KEY` variable): test mode moves no real money, live or prod is production.
 */
export function credentialMode25(creds: string): 'test' | 'live' | undefined {
  if (/\b[a-z]{2,12}_live_[A-Za-z0-9]{6,}|\$\{?[A-Z0-9_]*_(?:LIVE|PROD|PRODUCTION)(?:_[A-Z0-9]+)*\}?/.test(creds)) return 'live';
  if (/\b[a-z]{2,12}_test_[A-Za-z0-9]{6,}|\$\{?[A-Z0-9_]*_(?:TEST|SANDBOX)(?:_[A-Z0-9]+)*\}?/.test(creds)) return 'test';
  return undefined;
}

/**
 * (cls-api25) A shipping label created with a carrier and service or a rate chosen (ShipStation's …/createlabel, ShipEngine's
 * POST /v1/labels, create_label {carrier_code, service_code}): the postage is bought. Undefined when nothing names a
 * label; 'test' when the call says it is a test label.
 */
export function labelBought25(words: readonly string[], all: readonly { key: string; value: string }[]): 'live' | 'test' | undefined {
  if (!words.some((w) => /^(?:labels?|createlabel|postage)$/i.test(w)) || words.some((w) => /^(?:void|voids|refund|refunds|cancel|get|list|download|print|format|preview)$/i.test(w))) return undefined;
  if (!all.some((x) => /^(?:carrier_?code|carrier|carrier_?id|carrier_?account|service_?code|service_?level|servicelevel|rate|rate_?id|rateid|shipment|shipment_?id)$/i.test(x.key) && x.value.trim() !== '')) return undefined;
  return all.some((x) => /^(?:test_?label|testlabel|test|test_?mode)$/i.test(x.key) && /^(?:true|1|yes)$/i.test(x.value.trim())) ? 'test' : 'live';
}

/** (cls-api25) Stored value issued as an amount (a gift card's initial value, store credit, a voucher): money given out. */
export const STORED_VALUE_KEY25 = /^(?:initial_?value|initialvalue|initial_?balance|initialbalance|credit_?amount|creditamount|store_?credit|storecredit|voucher_?value|vouchervalue|balance_?amount)$/i;
export const STORED_VALUE_WORD25 = /^(?:giftcards?|gift|cards?|credits?|storecredits?|vouchers?|balances?|wallets?)$/i;

/**
 * (cls-api25) The operation a SOAP request names as the first element of its Body (Workday's
 * `<bsvc:Terminate_Employee_Request>`, NetSuite's `<delete>`, Salesforce's `<urn:delete>`): the request's method, without
 * its namespace and its Request suffix. Undefined when the body is no SOAP envelope.
 */
export function soapOperation25(body: string): string | undefined {
  if (!body.includes('<') || !/<(?:[\w-]+:)?Envelope\b/.test(body)) return undefined;
  const m = /<(?:[\w-]+:)?Body\b[^>]*>\s*<(?:[\w-]+:)?([A-Za-z][\w]*)/.exec(body);
  return m ? (m[1] as string).replace(/_?Request$/, '') : undefined;
}

/** (cls-api25) A role or access right given by a key of any prefix (siteRole, groupUserAccessRight, permission_level) that names an administrator or owner. */
export function adminRoleGiven25(all: readonly { key: string; value: string }[]): boolean {
  return all.some((x) => /^(?:role|roles|role_?name|site_?role|\w*access_?right|access_?level|permission_?level|member_?role|user_?role|account_?type|user_?type|license_?type)$/i.test(x.key) && /admin|owner|superuser|super_?user/i.test(x.value) && !/^(?:non|not|no)[_-]?admin/i.test(x.value));
}

/** (cls-api25) Keys that name how much a person is paid (wage, salary, gross pay, bonus): an amount of money. */
export const PAY_AMOUNT_KEY25 = /^(?:wage|wages|salary|salaries|grosspay|gross_?pay|netpay|net_?pay|bonus|bonus_?amount|payamount|pay_?amount|paymentamount|payment_?amount|reimbursement|reimbursement_?amount|commission|payout_?amount|payoutamount|flat_?amount|flatamount|hourly_?rate|rate_?amount)$/i;
