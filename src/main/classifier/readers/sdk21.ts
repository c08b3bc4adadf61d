// cls-sdk21: readings shared by the HTTP, SDK and tool readers, so one act gets one tier on every carrier.

/** An on-call or incident service (PagerDuty, Opsgenie, VictorOps/Splunk On-Call, incident.io, FireHydrant, Rootly, xMatters …). */
export const ONCALL_SERVICE = /pagerduty|opsgenie|victorops|splunk[-_ .]?on[-_ ]?call|incident\.io|incidentio|firehydrant|rootly|xmatters|squadcast|grafana[-_ .]?oncall|betterstack|ilert/i;

/**
 * An incident or alert created or triggered in an on-call service pages the people on call (PagerDuty POST /incidents,
 * the Events API's "trigger", pd.incidents.create, mcp__pagerduty__create_incident): a message others receive, not a new
 * inert record. Acknowledging, resolving or listing is not this.
 */
export function pagesOnCall(verb: string | undefined, words: readonly string[], service: string): boolean {
  if (!ONCALL_SERVICE.test(service)) return false;
  if (verb !== 'create' && verb !== 'run' && verb !== 'send' && verb !== undefined && verb !== 'update') return false;
  if (words.some((w) => /^(?:ack|acknowledge|acknowledged|resolve|resolved|list|get|search|notes?|snooze|merge|delete|remove|maintenance|schedules?|overrides?|services?|users?|teams?|policies|policy|escalation)$/i.test(w))) return false;
  return words.some((w) => /^(?:incidents?|alerts?|pages?|trigger|triggers|enqueue|events?)$/i.test(w));
}
