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
