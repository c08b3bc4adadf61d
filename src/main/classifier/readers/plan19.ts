import { OS_GUARD_G20 } from './gui20';
// (cls-plan19) Plans, GUI steps and memory: shapes read by class.
//
// A job run by its name is the act its name says. CI servers, schedulers and runbook tools (Jenkins, TeamCity, Rundeck,
// Airflow, GitHub Actions, GitLab, Argo, Prefect, AWX …) name their jobs by what they do: "deploy-prod", "purge-old-orders",
// "wipe-prod-cache-and-sessions", "Nuke staging env". Its body is not shown, so the name is read by its words, as a
// script's or a background job's name is (ctx.byName, readers/jobs.ts), whether the job is run from a console walk
// ("Jenkins → deploy-prod → Build Now"), a plan step ("run job 'restart-payments-prod' on all nodes") or a sentence
// ("trigger the dag purge_customer_pii for all regions"). Parameters chosen in the walk ("ENV=prod") and a scope said after
// the name ("on all nodes") are read with it. A job opened, read or viewed (its log, its history) is not run.

/** A walk segment that is the run button. */
const RUN_BUTTON = /^(?:build(?:\s+now|\s+with\s+parameters)?|run(?:\s+(?:job|workflow|pipeline|dag|task|playbook|flow|runbook|deployment|now))?(?:\s+now)?|trigger(?:\s+(?:dag|now|build|pipeline|workflow|run|job|deployment))?(?:\s+w\/\s*config)?|execute(?:\s+(?:now|job))?|start(?:\s+(?:job|build|pipeline|workflow|run|now))?|launch(?:\s+(?:job|template))?|replay|re-?run(?:\s+(?:job|workflow|all\s+jobs))?|play|quick\s+run|custom\s+run)$/i;
/** A segment that names a job: a joined name (deploy-prod, purge_old_orders), optionally quoted or after a job noun. */
const JOINED_NAME = /^(?:(?:job|dag|workflow|pipeline|playbook|task|flow|runbook|template|project)\s+)?["'`“‘]?([A-Za-z][\w.]*(?:[-_/:][\w.]+)+)["'`”’]?$/i;
const QUOTED_NAME = /^(?:(?:job|dag|workflow|pipeline|playbook|task|flow|runbook|template)\s+)?["'`“‘]([^"'`”’\n]{3,60})["'`”’]$/i;
/** A parameter chosen in the walk: ENV=prod, environment: production, target → live. */
const PARAM = /^([\w.-]{1,30})\s*[=:]\s*([\w.-]{1,40})$/;
/** A parameter that says where or how widely the job acts. */
const ENV_PARAM = /^(?:env|environment|target|stage|tier|deploy_env|region|tenant|scope|mode)=|=(?:prod\w*|live|staging|stage|all|\*|everything|dev\w*|test\w*|sandbox|qa)$/i;
/** A run verb before a job named in a sentence. */
const SAID_RUN = /\b(?:run|re-?run|trigger|kick(?:ing)?\s+off|launch|execute|start|fire\s+off|build)\s+(?:the\s+|a\s+)?(?:(?:jenkins|rundeck|airflow|github\s+actions?|gitlab|teamcity|argo|tekton|prefect|dagster|buildkite|circleci|bamboo|octopus|awx|ansible\s+tower|azure\s+devops|spinnaker|control-m|cron)\s+)?(?:(?:job|dag|workflow|pipeline|playbook|task|build|flow|runbook|template)\s+)?(?:["'`“‘]([^"'`”’\n]{3,60})["'`”’]|([A-Za-z][\w.]*(?:[-_][\w.]+)+))(?:\s+(?:job|dag|workflow|pipeline|playbook|task|flow|runbook))?([^.;\n]{0,60})/gi;
/** What a name carries of the act: a scope or an environment said after it. */
const TAIL_SCOPE = /^(?:\s*(?:on|in|for|against|across|with)\s+(?:all|every|each|the|both)?\s*(?:prod\w*|live|staging|(?:\w+\s+){0,2}(?:regions?|tenants?|customers?|accounts?|environments?)))/i;
const JOB_WORD = /\b(?:job|dag|workflow|pipeline|playbook|runbook|build|jenkins|rundeck|airflow|teamcity|actions|gitlab|argo|prefect|dagster|awx|tower|buildkite|circleci|octopus|spinnaker|schedule|cron)\b/i;

/** A run said not to happen: "don't run …", "never trigger …", "without running …". */
const NEGATED = /\b(?:don'?t|do\s+not|never|not|no\s+need\s+to|without|avoid|stop|refuse|won'?t|will\s+not|shouldn'?t|must\s+not|cannot|can'?t)\s+(?:\w+\s+){0,2}$/i;

const DRY_RUN = /\bdry[-_ ]?run\b|--check\b|--noop\b|\bpreview\b|\bwhat-?if\b|\bplan[- ]only\b|\bsimulat\w*/i;

function nameWords(name: string): string {
  // A release, a ship or a promotion named in a job deploys ("release-pipeline" with ENV=prod).
  return name.replace(/\.(?:sh|bash|ps1|py|rb|js|ts|ya?ml|groovy)$/i, '').replace(/[_.:/-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\b(?:release|ship|promote|rollout|roll out)\b/gi, 'deploy').replace(/\btransfer(s?)(?=\s+(?:[a-z]+\s+)?(?:files?|folders?|data|logs?|artifacts?|images?|uploads?|exports?|assets?)\b)/gi, 'copy$1').trim(); // (cls-gui20: a file transfer copies files)
}

/** The names of the jobs a text runs, each as words with the parameters and scope said with it. */
export function jobRunNames19(text: string): string[] {
  if (text.length > 1200 || /^\s*(?:don'?t|do\s+not|never|no\s+need\s+to)\b/i.test(text)) return [];
  const out: string[] = [];
  // A console walk: the run button, the name before it, the parameters between.
  if (/→|›|»|->/.test(text)) {
    for (const line of text.split('\n')) {
      const segs = line.split(/\s*(?:→|›|»|->)\s*/).map((x) => x.trim().replace(/[.!]$/, ''));
      if (segs.length < 3 || segs.length > 14) continue;
      if (segs.some((x) => DRY_RUN.test(x))) continue;
      for (let i = 2; i < segs.length; i++) {
        if (!RUN_BUTTON.test(segs[i] as string)) continue;
        const params: string[] = [];
        for (let j = i - 1; j >= 1; j--) {
          const s = segs[j] as string;
          const p = PARAM.exec(s);
          if (p) { if (ENV_PARAM.test(`${p[1]}=${p[2]}`)) params.push(p[2] as string); continue; }
          if (RUN_BUTTON.test(s)) continue;
          const n = JOINED_NAME.exec(s) ?? QUOTED_NAME.exec(s);
          if (n) out.push(`${nameWords(n[1] as string)}${params.length ? ` in ${params.join(' ')}` : ''}`);
          break;
        }
        // Parameters after the run button ("Build with Parameters → ENV=prod → Build") belong to the same run.
        const later = segs.slice(i + 1).map((s) => PARAM.exec(s)).filter((p): p is RegExpExecArray => p !== null && ENV_PARAM.test(`${p[1]}=${p[2]}`));
        if (later.length && out.length) out[out.length - 1] += ` in ${later.map((p) => p[2]).join(' ')}`;
      }
    }
  }
  // A sentence: "run job 'wipe-prod-cache' on all nodes", "trigger the dag purge_customer_pii for all regions".
  if (out.length === 0 && JOB_WORD.test(text)) {
    SAID_RUN.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = SAID_RUN.exec(text)) && guard++ < 6) {
      const name = (m[1] ?? m[2]) as string;
      if (NEGATED.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      // (A run said to be a dry run, a preview or a check acts on nothing.)
      if (DRY_RUN.test(m[0])) continue;
      // A quoted name with spaces is a job's title only after a job noun ("workflow 'Nuke staging env'").
      if (m[1] && !/[-_]/.test(name) && !/(?:job|dag|workflow|pipeline|playbook|task|build|flow|runbook|template)\s+["'`“‘]$/i.test(text.slice(0, m.index + m[0].indexOf(name)))) continue;
      const tail = TAIL_SCOPE.exec(m[3] ?? '');
      out.push(`${nameWords(name)}${tail ? ` ${tail[0].trim()}` : ''}`);
    }
  }
  return [...new Set(out)].slice(0, 4);
}

// A setting changed by selection in a console walk: "… → Two-step verification → Optional", "… → encryption mode: Off
// (not secure) → Save", "… → Okta Verify: Required → Update policy". The value chosen says what is done to the setting
// the segment before it (or before the colon) names, so the walk is read as that sentence: a value that switches off,
// makes optional or opens to everyone is "turn off …" / "make … optional" / "set … to …", and a value that requires or
// switches on is "turn on …" (a control made stricter weakens nothing). Only where the selection is the walk's last act
// (nothing after it but Save, Update, Apply, OK, Confirm, Done), so no act later in the walk is hidden.
const WALK_SPLIT = /\s*(?:→|›|»|->)\s*/;
const COMMIT_BUTTON = /^(?:save(?:\s+changes)?|update(?:\s+(?:policy|settings|rule))?|apply(?:\s+(?:changes|immediately))?|ok|okay|confirm|done|submit|yes|continue|set|publish(?:\s+changes)?)$/i;
const VALUE_OFF = /^(?:off|disabled?|no|none|never|inactive|not\s+enforced|don'?t\s+(?:require|enforce))(?:\s*\([^)]{0,30}\))?$/i;
const VALUE_OPTIONAL = /^(?:optional|not\s+required|recommended|user'?s?\s+choice|allowed)(?:\s*\([^)]{0,30}\))?$/i;
const VALUE_OPEN = /^(?:anyone(?:\s+with\s+the\s+link)?|everyone(?:,?\s+including\s+external)?|public|all\s+users|any\s+(?:domain|user|ip)|unrestricted|allow\s+all|external\s+users|anyone\s+on\s+the\s+web)(?:\s*\([^)]{0,30}\))?$/i;
const VALUE_ON = /^(?:on|enabled?|required|mandatory|enforced|always|strict|full(?:\s+\(strict\))?|active|require)(?:\s*\([^)]{0,30}\))?$/i;

/** A setting that lets people in: switched off, it narrows access (Sharing outside of Acme: OFF). */
const EXPOSURE_LABEL = /\b(?:shar\w*|public|anonymous|guests?|external|outside|anyone|everyone|invites?|sign-?ups?|self-?service|third-party|link\s+sharing)\b/i;
const CONTROL_LABEL = /\b(?:require\w*|block\w*|prevent\w*|restrict\w*|protect\w*|auth\w*|mfa|2fa|two-?(?:step|factor)|verification|approv\w*|review\w*|encrypt\w*|lock\w*|expir\w*|audit\w*|scan\w*|firewall|allow-?list|deny)\b/i;

/** A setting that protects data or people by its name alone (a scrubber, a filter, a lock): switched off, a control. */
const PROTECTIVE_LABEL = /\b(?:scrub\w*|redact\w*|masking|mask\s+\w+|sanitiz\w*|encrypt\w*|safe\s?search|spam\s+filter\w*|malware|anti-?virus|phishing|dlp|data\s+loss\s+prevention|rate\s+limit\w*|captcha|bot\s+(?:fight|protection)\w*|ddos|waf|firewall|soft\s+delete|versioning|object\s+lock|deletion\s+protection|delete\s+protection|tamper\w*|integrity|signing|signature\s+verification|secret\s+scanning|push\s+protection|dependabot\s+alerts|vulnerability\s+alerts|login\s+alerts|sign-?in\s+alerts)\b/i;
/** The sentence a console walk's final selection says ("closes" when an exposure is switched off), or null. */
export function walkSetting19(text: string): { sentence: string; closes: boolean } | null {
  if (text.length > 600 || /\n/.test(text.trim()) || !WALK_SPLIT.test(text)) return null;
  const segs = text.replace(/^[^→›»]{0,40}?:\s+(?=[A-Z])/, '').split(WALK_SPLIT).map((x) => x.trim().replace(/[.!]$/, '')).filter(Boolean);
  if (segs.length < 3) return null;
  let end = segs.length;
  while (end > 0 && COMMIT_BUTTON.test(segs[end - 1] as string)) end--;
  if (end < 2) return null;
  const last = segs[end - 1] as string;
  let label: string;
  let value: string;
  const colon = /^([^:]{2,60}):\s*([^:]{1,50})$/.exec(last);
  if (colon) { label = (colon[1] as string).trim(); value = (colon[2] as string).trim(); }
  else { label = segs[end - 2] as string; value = last; if (end - 2 < 1) return null; }
  label = label.replace(/^["'“‘`]+|["'”’`]+$/g, '');
  // ("… → Services → select all → Disable": what is switched off is every item of the page before the selection.)
  if (!colon && /^select\s+all$/i.test(label) && end - 3 >= 1) label = `all ${segs[end - 3] as string}`;
  if (/^(?:select|choose|set|pick|change)\b/i.test(label)) label = label.replace(/^(?:select|choose|set|pick|change)\s+(?:to\s+)?/i, '');
  const where = segs.slice(0, colon ? end - 1 : end - 2).join(' / ');
  const sentence = VALUE_OFF.test(value) ? ((PROTECTIVE_LABEL.test(label) || OS_GUARD_G20.test(label)) && !/\bprotection\b/i.test(label) ? `turn off the '${label}' protection` : `turn off '${label}'`)
    : VALUE_OPTIONAL.test(value) ? `turn off the requirement for ${label}`
    : VALUE_OPEN.test(value) ? `set ${label} to ${value.replace(/\s*\([^)]*\)$/, '')}`
    : VALUE_ON.test(value) ? `turn on '${label}'` : null;
  if (!sentence || label.split(/\s+/).length > 8) return null;
  return { sentence: `${sentence} (in ${where})`, closes: VALUE_OFF.test(value) && EXPOSURE_LABEL.test(label) && !CONTROL_LABEL.test(label) };
}

// A step that refers back takes its object from the step before: "1. list the S3 buckets tagged team=growth 2. then
// delete them" deletes the S3 buckets tagged team=growth, a set narrowed by the listing's own filter, not "them" read
// alone (nor the listing's words and the pronoun read as two acts). Only a step before that lists, finds or selects
// (its object is what is listed) lends its object; an export or a dump makes a file, which "it" then names.
const LISTING_STEP = /^\s*(?:(?:first|then|next|now)[,\s]+)?(?:i(?:'ll| will)\s+)?(?:list|find|get|show|select|query|look\s+up|search\s+for|identify|collect|gather|go\s+through|enumerate|locate|pick\s+out|filter(?:\s+for)?|check\s+for|review)\s+(?:me\s+)?(.{3,140}?)\s*[.;:]?\s*$/i;
const PLURAL_BACK = /\b(?:all\s+of\s+(?:them|those|these)|(?:all\s+)?the\s+ones|those\s+ones|each\s+of\s+(?:them|those|these)|every\s+one\s+of\s+(?:them|those|these)|them\s+all|them|those|these)\b/i;
/** The step with its pronoun replaced by the object of the listing step before it, or null. */
export function backRefStep19(prev: string, step: string): string | null {
  if (prev.length > 200 || step.length > 240) return null;
  const m = LISTING_STEP.exec(prev.replace(/^\s*(?:\d+[.)]|[-*•]|\[[ xX]?\])\s*/, ''));
  if (!m) return null;
  const obj = (m[1] as string).replace(/\s+(?:and|then)\s*$/i, '').trim();
  // (Local files under a path keep the path readers' reading of the two steps together.)
  if (/[/~\\]/.test(obj)) return null;
  // The object must be a plural set (buckets, users, branches …), not one thing or a report.
  if (!/\b\w{3,}s\b/.test(obj) || /^(?:the\s+)?(?:sizes?|counts?|numbers?|totals?|logs?|status|results?)\b/i.test(obj)) return null;
  const p = PLURAL_BACK.exec(step);
  if (!p) return null;
  // What a listing returned is a set: "the matching …" (every one of them only where the listing said all or every).
  const set = /^(?:all|every|each)\b/i.test(obj) ? obj : `the matching ${obj.replace(/^(?:the|any|some)\s+/i, '')}`;
  return `${step.slice(0, p.index)}${set}${step.slice(p.index + p[0].length)}`;
}

// A value meant to be public, copied or shown in a console walk ("… → API keys → Publishable key → Copy"): a publishable
// or public key, a site key, an OAuth client id or a project's anon key is shipped to every browser; the "API keys" page
// it sits on does not make it a secret. (The walk's last item decides: "… → Secret key → Reveal" keeps its reading.)
const SHOW_BUTTON = /^(?:copy(?:\s+(?:key|value|to\s+clipboard))?|reveal(?:\s+(?:key|value))?|show(?:\s+(?:key|value))?|view(?:\s+(?:key|value))?|click\s+to\s+(?:copy|reveal)|📋)$/i;
const PUBLIC_VALUE = /^(?:(?:live|test|production|prod)\s+)?(?:publishable\s+(?:api\s+)?key|public\s+(?:api\s+)?key|site\s+key|(?:oauth\s+)?client\s+id|anon(?:ymous)?\s+(?:public\s+)?key|application\s+id|app\s+id|measurement\s+id|pk_(?:live|test)_\w*)(?:\s*\((?:live|test|production)\))?$/i;
export function walkPublicValue19(text: string): boolean {
  if (text.length > 400 || /\n/.test(text.trim()) || !WALK_SPLIT.test(text)) return false;
  const segs = text.split(WALK_SPLIT).map((x) => x.trim().replace(/[.!]$/, '')).filter(Boolean);
  if (segs.length < 3 || !SHOW_BUTTON.test(segs[segs.length - 1] as string)) return false;
  return PUBLIC_VALUE.test(segs[segs.length - 2] as string) && !/\bsecret|private|service[_ ]role|restricted/i.test(text.split(WALK_SPLIT).slice(-2).join(' '));
}

/** A step whose object is what the person names or picks waits on the person: "delete only those they name". */
export const PERSON_CHOSEN19 = /\b(?:only\s+)?(?:those|the\s+ones|ones|whichever(?:\s+\w+)?|what(?:ever)?|the\s+\w+)\s+(?:that\s+|which\s+)?(?:they|you|the\s+user|the\s+owner|he|she|[A-Z][a-z]+)\s+(?:(?:has|have|will|would)\s+)?(?:name|names|named|pick|picks|picked|choose|chooses|chose|chosen|approve|approves|approved|confirm|confirms|confirmed|select|selects|selected|ok['’]?s|okays|okayed|sign(?:s|ed)?\s+off\s+on|mark|marks|marked|tick|ticks|ticked)\b/;

/** A plan's step that hands its own work product over for review ("post the diff for review", "share the plan for
 *  sign-off"): the person is asked, nothing is changed; the diff or plan is the agent's own draft, not data. */
// (cls-plan20: also posted in or on the PR, the merge request or the ticket, as a comment.)
export const REVIEW_HANDOFF19 = /^\s*(?:(?:then|and|finally|lastly)[,\s]+)?(?:post|share|send|put\s+up|present|show|paste|attach|submit|hand\s+over|circulate)\s+(?:the\s+|my\s+|a\s+|this\s+)?(?:(?:schema|helm|terraform|plan|migration|proposed|resulting|final|full)\s+)?(?:diff|plan|proposal|patch|changes|change\s?set|draft)(?:\s+(?:output|file|here))?\s+(?:(?:to|in|on|into|as\s+a\s+comment\s+(?:on|in))\s+(?:you|the\s+user|me|the\s+pr|the\s+pull\s+request|the\s+mr|the\s+merge\s+request|the\s+ticket|the\s+issue)\s+)?(?:for|to\s+get)\s+(?:your\s+|a\s+|the\s+user['’]s\s+)?(?:review|approval|sign-?off|feedback|a\s+look|confirmation)\b[^;\n#@]{0,40}$/i;

/**
 * (cls-plan20b) A marker saying a plan's step or a to-do row will not be done ("won't do", "skipped", "not doing",
 * "❌ cancelled", "out of scope", "descartado", "entfällt", "abandonné", "не делаем", "やらない", "不做"), as regex source.
 */
export const DECLINED_WORDS_B20 = String.raw`(?:❌|🚫|⛔|✗|✘|✖️?)?\s*(?:won['’]?t\s+(?:do|fix|be\s+done|happen)|wont(?:\s*do|\s*fix|fix)|will\s+not\s+(?:do|be\s+done)|not\s+doing(?:\s+(?:this|it|that))?|not\s+(?:planned|needed|going\s+ahead)|skip(?:ped)?|cancel(?:l)?ed|dropped|descoped|de-scoped|out\s+of\s+scope|rejected|declined|abandoned|on\s+hold|deferred|removed\s+from\s+(?:the\s+)?plan|n\/a|descartad[oa]|cancelad[oa]|omitid[oa]|no\s+se\s+hará|no\s+lo\s+haremos|entfällt|gestrichen|abgebrochen|übersprungen|machen\s+wir\s+nicht|nicht\s+geplant|abandonné|annulé|ignoré|hors\s+périmètre|on\s+ne\s+le\s+fait\s+pas|não\s+(?:faremos|será\s+feito)|scartat[oa]|annullat[oa]|saltat[oa]|отменено|пропущено|не\s+делаем|не\s+будем|やらない|見送り|中止|スキップ|不做|跳过|跳過|取消|放弃|放棄|취소|안\s*함|건너뜀|보류)`;
