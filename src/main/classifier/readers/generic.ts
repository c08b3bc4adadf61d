// An unfamiliar CLI, or a subcommand a family has no special case for, read
// by the words of its subcommands and its flags ("velero backup delete
// --all", "fly volumes destroy vol_1 -y"): verb and object through the
// lexicon, scope from --all, force from -f/--yes, then the meaning table.
import { f, type Finding, readSecret, snippet, unplacedRun } from '../findings';
import { judge, M, type Act } from '../meaning';
import type { Cmd } from '../shell/parse';
import { apiObj } from './api';
import { readOp, splitName } from './words';

const VALUE_OPTS = /^--?(?:[a-z][\w-]*)$/i;
const REVEAL = /(?:^|\s)--(?:reveal(?:-secrets?|-values?)?|show-secrets?|show-values|with-decryption|decrypt(?:ed)?|plaintext|unmask(?:ed)?|show-password)(?:[\s=]|$)/;
const DRY_WORDS = new Set(['validate', 'preview', 'plan', 'simulate', 'estimate', 'diff', 'lint']);

/** An unfamiliar CLI: its subcommand words and flags read as an operation. */
export function readSubcommands(c: Cmd): Finding[] {
  const words: string[] = [];
  const a = c.args;
  for (let i = 0; i < a.length && words.length < 4; i++) {
    const x = a[i] as string;
    if (x.startsWith('-')) {
      if (VALUE_OPTS.test(x) && !x.includes('=') && a[i + 1] && !a[i + 1]?.startsWith('-') && !/^--?(all|force|yes|y|recursive|r|prune|purge|permanent|public|confirm|quiet|q|verbose|v)$/.test(x)) i++;
      continue;
    }
    if (/^[a-z][a-z0-9:_-]*$/.test(x) && x.length <= 40) words.push(...splitName(x));
    else break;
  }
  const how = snippet(c.text, 70);
  const flagText = a.join(' ').toLowerCase();
  // A flag that prints secret values (auth0 … --reveal-secrets, ssm … --with-decryption): a secret read, whatever the verb.
  if (REVEAL.test(flagText)) return [readSecret(`prints secret values into the transcript (${how})`)];
  // A subcommand that validates, previews or plans (sf project deploy validate, … preview, … plan): nothing changes.
  if (words.some((w) => DRY_WORDS.has(w))) return [f('safe', `validates or previews only; nothing is changed (${how})`)];
  let op = readOp(words);
  // The program's own name may carry the operation (kafka-delete-records, az-purge-logs).
  if ((!op.verb || op.verb === 'click') && /[-_]/.test(c.name)) op = readOp([...splitName(c.name), ...words]);
  const flags = flagText;
  if (!op.verb || op.verb === 'click') {
    return [unplacedRun('reversible', `runs ${c.name}; no risky operation recognised (${how})`)];
  }
  let scope = op.scope ?? 'one';
  // -a is "all" only when it takes no value (many CLIs use it for --app).
  const shortAll = a.some((x, i) => x === '-a' && (i + 1 >= a.length || (a[i + 1] as string).startsWith('-')));
  if (shortAll || /(?:^|\s)(?:--all|--all-\w+|--everything)(?:\s|=|$)/.test(flags) || /--keep-(?:last|daily|within)[= ]0\b/.test(flags)) scope = 'all';
  let mods = op.mods;
  if (/--force|(?:^|\s)-f(?:\s|$)|--yes|(?:^|\s)-y(?:\s|$)|--confirm/.test(flags)) mods |= M.FORCE | M.NO_CONFIRM;
  if (/--public|public-read|--access[= ]public/.test(flags)) mods |= M.PUBLIC;
  // Uploaded but not live: an unpublished theme, a draft release, a hidden page.
  if (/--unpublished|--draft|--hidden|--no-publish|--inactive/.test(flags)) mods |= M.DRAFT;
  if (/--permanent|--purge|--hard/.test(flags)) mods |= M.PERMANENT;
  if (c.sudo) mods |= M.ROOT;
  const progObj = objFromProgram(c.name);
  // Machine nouns of web APIs the lexicon does not hold (linodes, droplets): the same reading as an API call's.
  const apiKind = op.obj || progObj ? undefined : apiObj(words);
  let obj = op.obj ?? progObj ?? (apiKind === 'resource' ? apiKind : undefined);
  // A role, group or permission named for administrators given to someone (auth0 roles assign-users rol_Admin…, … add-member --role owner).
  const roleWords = words.some((w) => /^(?:roles?|permissions?|groups?|members?|memberships?|users?|collaborators?)$/.test(w));
  let verb = op.verb;
  if (roleWords && /^(?:grant|update|create|add|assign|invite)$/.test(verb) && a.some((x) => (!x.startsWith('-') && !words.includes(x) && /admin|owner|superuser|root/i.test(x)) || /^--?(?:role|roles|permission|access-level)[= ]?(?:.*admin|.*owner)/i.test(x))) {
    mods |= M.ADMIN;
    verb = 'grant';
    obj = 'privilege';
  }
  // Records or messages of a queue deleted: the queue is purged.
  if (progObj === 'queue' && (obj === 'record' || obj === 'message') && (op.verb === 'delete' || op.verb === 'empty')) obj = 'queue';
  if (!obj) obj = 'unknown';
  const act: Act = { verb, obj, scope, mods, what: how };
  // An amount given as a flag or a form field (stripe payouts create --amount 2500000, -d amount=150000): payment services count in cents.
  const amount = /(?:^|\s)(?:--amount[= ]|(?:-d\s+)?amount=)(\d+(?:\.\d+)?)(?:\s|$)/.exec(flagText)?.[1];
  if (amount) act.usd = /^(?:stripe|square|adyen|braintree|paddle|chargebee|recurly|mollie)$/.test(c.name) && !amount.includes('.') ? Number(amount) / 100 : Number(amount);
  if (/(?:^|\s)--live(?:\s|$)/.test(flagText)) act.mods |= M.LIVE;
  // A list or audience named for everyone (--list all-customers, --to everyone, --segment all_users).
  if (/(?:^|\s)--?(?:list|to|audience|segment|recipients?|channel|group)[= ](?:all[-_]?\w*|everyone|every[-_]\w+|customers|subscribers)(?:\s|$)/.test(flagText)) act.mods |= M.MASS;
  // Listing secrets shows their names, not their values (fly secrets list, gh secret list).
  if (op.verb === 'read' && (obj === 'secret' || obj === 'vault') && words.some((w) => w === 'list' || w === 'ls')) return [f('safe', `lists secret names only (${how})`)];
  if (op.verb === 'read' || op.verb === 'search' || op.verb === 'test' || op.verb === 'explain') return [judge({ ...act, verb: op.verb }) as Finding];
  if (mods & M.DRAFT && /^(?:push|publish|deploy|upload|create|release|update)$/.test(op.verb)) return [f('reversible', `uploads an unpublished copy; nothing live changes (${how})`)];
  const x = judge(act);
  // judge has no row for this verb and object: nothing placed it, so the floor judges it.
  const out = x ? [x] : [unplacedRun('reversible', `runs ${c.name} (${how})`)];
  for (const v of op.more) {
    const y = judge({ ...act, verb: v === 'click' ? 'run' : v });
    if (y) out.push(y);
  }
  return out;
}

/** What an unfamiliar tool manages, from its name (restic → backups). */
function objFromProgram(name: string): Act['obj'] | undefined {
  if (/^(restic|borg|kopia|duplicity|tmutil|velero|vssadmin|wbadmin|bacula|rsnapshot|pgbackrest|barman|wal-g)$/.test(name)) return 'backup';
  if (/^(vault|op|bw|lpass|pass|aws-vault|sops|keeper|1password)$/.test(name)) return 'secret';
  if (/^(airflow|dagster|prefect|cron|schtasks)$/.test(name)) return 'job';
  if (/^(kafka|rabbitmq|rabbitmqadmin|rabbitmqctl|nats|pulsar|sqs|celery|rq|sidekiq|bull)/.test(name)) return 'queue';
  return undefined;
}

