// cls-sdk22: readings shared by the SDK, HTTP and tool readers, so one act gets one tier on every carrier.

/** A mailing or marketing-audience service (its "list" or "audience" is a table of subscribers). */
export const MAILING_SERVICE22 = /mailchimp|sendgrid|klaviyo|mailerlite|brevo|sendinblue|convertkit|mailgun|constantcontact|campaignmonitor|activecampaign|customerio|mailjet|moosend/i;

/**
 * A mailing service's list or audience (Mailchimp lists.deleteList / client.lists.delete_list, Mailgun lists) is its whole
 * table of subscribers, as the HTTP and tool readers already hold; a member, contact or subscriber of it is one record.
 */
export function mailingAudience(words: readonly string[], service: string): boolean {
  if (!MAILING_SERVICE22.test(service)) return false;
  return words.some((w) => /^(?:lists?|audiences?|contactlists?)$/i.test(w)) && !words.some((w) => /^(?:members?|contacts?|subscribers?|emails?|tags?|notes?|segments?|merge|fields?|webhooks?|interests?|categories)$/i.test(w));
}

/** A list whose items are elided by a placeholder ([ /* 312 items from affiliates.csv *\/ ], [ … ], [...rows]): a count unknown, not one. */
export const ELIDED_ITEMS22 = /\[\s{0,20}(?:\/\*|\/\/|\.\.\.|…)/;

/**
 * A token variable's prefix that abbreviates the host's own name (NC → namecheap, GD → godaddy, CF → cloudflare, PD →
 * pagerduty): two to four letters, the first the name's first, the rest in order within it.
 */
export function abbreviates22(prefix: string, host: string): boolean {
  const p = prefix.toLowerCase();
  if (!/^[a-z]{2,4}$/.test(p)) return false;
  const labels = host.toLowerCase().split('.');
  const name = labels.length >= 2 ? (labels[labels.length - 2] as string) : '';
  if (name.length < 4 || name[0] !== p[0]) return false;
  let at = 1;
  for (const ch of p.slice(1)) {
    const k = name.indexOf(ch, at);
    if (k < 0) return false;
    at = k + 1;
  }
  return true;
}

/**
 * A domain's registrar or transfer lock turned off, on any surface: Route 53 Domains disable_domain_transfer_lock, Namecheap
 * setRegistrarLock with LockAction=UNLOCK, GoDaddy or Cloudflare Registrar {"locked": false}, an unlock_domain tool. The
 * domain can then be moved to another registrar: a protection weakened (dangerous).
 */
export function domainLockOff22(name: string, args: string): boolean {
  if (/disable_?domain_?transfer_?lock|disableDomainTransferLock|DisableDomainTransferLock|\bunlock_?domains?\b|\bunlockDomain\b|\bremove_?(?:registrar|transfer)_?lock\b/i.test(name)) return true;
  const lockNamed = /registrar_?lock|transfer_?lock|RegistrarLock|TransferLock|domain_?lock/i.test(name) || /(?:^|[/.])domains?(?:[/.]|$)|registrar/i.test(name);
  if (!lockNamed) return false;
  return /\bLockAction\s*[=:]\s*["']?UNLOCK\b|["']?(?:locked|registrar_?lock|transfer_?lock|transferLock|registrarLock|lock(?:_?enabled)?)["']?\s*[:=]\s*(?:false|False|"?off"?|"?disabled?"?|0)\b/i.test(args);
}

/** The operation a query-style API names in a parameter (AWS Query's ?Action=DeleteUser, Namecheap's ?Command=namecheap.domains.setRegistrarLock). */
export function queryOperation22(url: string): string | undefined {
  return /[?&](?:Action|Command|cmd|op|operation)=([A-Za-z][\w.]{2,80})(?=&|$|#)/.exec(url)?.[1];
}

/**
 * An app store release set live, by words and arguments (a Google Play track update or commit with track "production" and a
 * completed or rolling status, App Store Connect's phasedReleaseState COMPLETE): the build goes to the store's users, a
 * deploy, as the tool reader and fastlane supply already read it. A halted or draft release, or another track, is not this.
 */
export function storeReleaseLive22(words: readonly string[], text: string): boolean {
  if (/["']?phasedReleaseState["']?\s*:\s*["']COMPLETE["']/.test(text)) return true;
  if (!words.some((w) => /^(?:tracks?|releases?|rollouts?|edits?|androidpublisher)$/i.test(w))) return false;
  if (!/["']?track(?:_?name)?["']?\s*[:=]\s*["'](?:production|prod)["']|\/tracks\/production\b|["']production["']\s*,\s*(?:Track|body)\b/i.test(text)) return false;
  return /["']?(?:status|release_?status)["']?\s*[:=]\s*["'](?:completed|complete|inProgress|in_progress|live|released)["']|\.setStatus\(\s*["'](?:completed|inProgress)["']\s*\)|["']?userFraction["']?\s*[:=]\s*0?\.\d/i.test(text);
}

/** A Firebase Remote Config template published or replaced (publishTemplate, remoteconfig_publish, PUT …/remoteConfig): live configuration every app user gets. */
export function remoteConfigPublished22(words: readonly string[]): boolean {
  const joined = words.join(' ').toLowerCase();
  return /\bremote ?config\b|\bremoteconfig\b/.test(joined) && words.some((w) => /^(?:publish|publishes|published|deploy|update|put|set|replace|rollback)$/i.test(w)) && !words.some((w) => /^(?:validate|get|list|describe|versions|download|fetch|read)$/i.test(w));
}

/** An advertising platform's API (its "campaign" is ad spend, not a mailing). */
export const AD_PLATFORM22 = /googleads\.googleapis\.com|google[-_ ]?ads|\bgoogleads\b|graph\.facebook\.com\/v[\d.]+\/(?:act_\d+|\d+\/?$)|facebook_business|FacebookAdsApi|\bAdAccount\(|\bmeta[-_ ]?ads\b|business-api\.tiktok\.com|tiktok[-_ ]?ads|adsapi\.snapchat\.com|ads-api\.(?:twitter|x)\.com|api\.linkedin\.com\/rest\/ad|advertising-api\.amazon|api\.pinterest\.com\/v5\/ad_accounts|bingads|microsoft[-_ ]?ads|CampaignBudget(?:Operation|Service)|campaign_budget|mutate_?campaign_?budgets/i;

/**
 * The budget an ad call sets, in dollars (Google Ads amount_micros / amountMicros; Meta's daily_budget and lifetime_budget in
 * the account currency's minor units; other platforms' budget in units), or 0. Code arithmetic such as 50_000 * 1_000_000 is
 * multiplied out.
 */
export function adBudgetUsd22(text: string, meta: boolean): number {
  let usd = 0;
  const re = /["']?\b(amount_?micros|amountMicros|(?:daily|lifetime|total)_?budget(?:_?micros)?|budget(?:_?amount)?(?:_?micros)?)["']?\s*(?:=|:)\s*["']?([\d_.,]+(?:\s*\*\s*[\d_.,]+)?)/gi;
  for (const m of text.slice(0, 6000).matchAll(re)) {
    const key = (m[1] as string).toLowerCase();
    const n = (m[2] as string).split('*').map((x) => Number(x.trim().replace(/[_,]/g, ''))).reduce((a, b) => a * b, 1);
    if (!Number.isFinite(n) || n <= 0) continue;
    const v = /micros/.test(key) ? n / 1e6 : meta && /budget/.test(key) ? n / 100 : n;
    usd = Math.max(usd, v);
  }
  return usd;
}

/** A backup product's host (its jobs and policies make backups). */
export const BACKUP_PRODUCT22 = /veeam|commvault|rubrik|cohesity|druva|acronis|netbackup|veritas|nakivo|arcserve|backupdr|recoveryservices|backblaze|velero|kasten|zerto|datto/i;

/** A name that says it holds people's data (a dataset "acme/customer-support-transcripts", a bucket "patient-exports"). */
export const PEOPLE_NAMED22 = /["'`/][^"'`\n]{0,80}(?:customers?|clients?|patients?|users?|employees?|members?|subscribers?|transcripts?|personal|pii|payroll|medical|health[-_]?records?|contacts?|candidates?|students?)[^"'`\n]{0,80}["'`]/i;
