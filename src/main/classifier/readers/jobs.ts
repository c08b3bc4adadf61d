// (cls-code17) A background job enqueued is the act its worker does. Oban, Exq, Sidekiq, ActiveJob, Resque, Celery, RQ,
// Dramatiq, BullMQ, Agenda, graphile-worker, Hangfire, JobRunr, Laravel/Symfony dispatch, NServiceBus/MassTransit
// commands, asynq and Temporal all name the work: the worker's (job's, task's, message's) name and the arguments handed
// to it say what will run. The worker's body is seldom shown, so the name is read by its words, as a script's or a
// project task's name is (ctx.byName): PurgeAllCustomers is "purge all customers", DeleteInactiveUsers a filtered set,
// UserDeletionWorker.perform_async(id) one account. A job whose name acts on nothing (GenerateThumbnail, BuildReport)
// adds nothing. A test that only asserts a job was enqueued (have_enqueued_job, assert_enqueued) runs no worker.
import { snippet, type Finding, withChange } from '../findings';
import type { DangerLevel } from '../../../shared/vocabulary';
import type { Ctx } from '../rules/types';
import type { Cmd } from '../shell/parse';
import { splitName } from './words';

/** Cheap gate: some enqueue notation is present. */
export const JOB_GATE = /perform_(?:async|in|at|later|bulk|now)\b|\.(?:apply_async|delay|kiq|send_with_options)\s*\(|\benqueue(?:_in|_at|_call)?\s*\(|\bEnqueue(?:<|\s*\()|\b(?:Oban\.insert|NewTask\(|RecurringJob\.AddOrUpdate|BackgroundJob\.(?:Schedule|schedule)|dispatch(?:_sync|Sync|Now)?\s*\(|\.dispatch\s*\(|\bSend(?:Local)?(?:Async)?\s*\(\s*new\b|\bPublish(?:Async)?\s*\(\s*new\b|\w*[Qq]ueue\.add(?:Bulk)?\s*\(|\bagenda\.(?:now|schedule|every)\s*\(|\baddJob\s*\(|(?:ExecuteWorkflow|start_workflow|execute_workflow)\s*\(|\.send_task\s*\(|\bInsert(?:Tx)?\(\s*ctx\s*,\s*(?:tx\s*,\s*)?&?[A-Z]\w*Args\s*\{|\b(?:boss|pgBoss|pgboss)\.(?:send|sendAfter|insert)\s*\(|\binngest\.send\s*\(|\btasks\.trigger\s*\(|Sidekiq(?:::|\.)Client(?:::|\.)push)/;
/** A test that only checks a job was put on the queue. */
export const JOB_ASSERTED = /\b(?:have_enqueued_(?:job|sidekiq_job)|have_been_enqueued|assert_enqueued(?:_with|_jobs)?|refute_enqueued|assert_no_enqueued_jobs|enqueued_jobs|Sidekiq::Testing|Oban\.Testing|all_enqueued)\b/;
/** Suffixes that only say the name is a job. */
const JOB_SUFFIX = /(?:^|\s)(?:worker|job|task|workflow|command|cmd|message|msg|args|actor|handler|event|run|perform|call|execute)$/;

/** The names of the work enqueued, each with the argument text handed to it. */
function jobs(text: string): { name: string; args: string }[] {
  const out: { name: string; args: string }[] = [];
  const push = (name: string | undefined, args = ''): void => {
    if (name && out.length < 20) out.push({ name, args });
  };
  // Receiver-style: Worker.perform_async(…), Job.set(wait: …).perform_later(…), task.delay(…), task.apply_async(…),
  // actor.send_with_options(…), Job::dispatch() (read as Job.dispatch()), Task.kiq(…).
  for (const m of text.matchAll(/\b([A-Za-z_]\w*)(?:\.set\([^()\n]{0,120}\))?\.(?:perform_(?:async|in|at|later|bulk|now)|apply_async|delay|kiq|send_with_options|dispatch(?:_sync|Sync|Now|_now)?)\b\s*(?:\(([^\n]{0,300}))?/g)) {
    if (/^(?:self|this|store|window|document|events?|emitter|bus|app|router|mediator|dispatcher|Redux|ctx|context)$/i.test(m[1] as string)) continue;
    push(m[1], m[2] ?? '');
  }
  // Oban.insert(App.Workers.PurgeAll.new(%{…})) and its pipe form (already written as a call by the code reader).
  for (const m of text.matchAll(/\bOban\.insert(?:_all)?!?\(\s*(?:[A-Z]\w*\.)*([A-Z]\w*)\.new\(([^\n]{0,300})/g)) push(m[1], m[2]);
  // Resque.enqueue(Job, …), Exq.enqueue(Exq, "queue", Worker, args), q.enqueue(func, …) (RQ), Que / Verk / Toniq.
  for (const m of text.matchAll(/\b(?:[A-Za-z_]\w*\.)?enqueue(?:_in|_at|_call)?\s*\(([^\n]{0,400})/g)) {
    const args = m[1] as string;
    const name = /^\s*(?:Exq\s*,\s*["'][^"']*["']\s*,\s*)?(?:\d[\w.]*\s*,\s*)?(?:[A-Z]\w*\.)*([A-Za-z_]\w*)/.exec(args)?.[1];
    if (name && !/^(?:Exq|task|job|t|j|msg|message|payload|item|new)$/.test(name)) push(name, args);
  }
  // Hangfire / JobRunr: BackgroundJob.Enqueue(() => svc.PurgeAll()), Enqueue<ISvc>(x => x.PurgeAll()),
  // RecurringJob.AddOrUpdate("id", () => svc.PurgeAuditLogs(), Cron.Daily), BackgroundJob.enqueue(() -> svc.deleteAll()).
  for (const m of text.matchAll(/\b(?:BackgroundJob|RecurringJob|BackgroundJobClient|_?jobs?|_?backgroundJobs?|jobScheduler|JobScheduler|_?jobClient)\.(?:Enqueue|Schedule|AddOrUpdate|enqueue|schedule|scheduleRecurrently)\b(?:<[\w.]+>)?\s*\(([^\n]{0,300})/g)) {
    for (const c of (m[1] as string).matchAll(/\.\s*([A-Za-z_]\w*)\s*\(/g)) if (!/^(?:Daily|Hourly|Weekly|Monthly|Minutely|FromMinutes|FromHours|FromDays|Now|UtcNow)$/.test(c[1] as string)) push(c[1], m[1]);
  }
  // Laravel's dispatch(new Job), Symfony's $bus->dispatch(new Msg()), NServiceBus / MassTransit Send(new Cmd()).
  for (const m of text.matchAll(/\b(?:dispatch(?:_sync|Sync|Now)?|Send(?:Local)?(?:Async)?|Publish(?:Async)?|push)\s*(?:<[\w.]+>)?\(\s*new\s+(?:[A-Z]\w*\.)*([A-Z]\w*)\s*(?:\(([^\n]{0,300}))?/g)) push(m[1], m[2] ?? '');
  // BullMQ queue.add('name', data), Agenda now/schedule/every('…', 'name'), graphile-worker addJob('name', payload),
  // asynq.NewTask("type:name", payload), Temporal ExecuteWorkflow(ctx, opts, "Name") / start_workflow(Name.run, …).
  for (const m of text.matchAll(/\b\w*[Qq]ueue\.add(?:Bulk)?\s*\(\s*['"`]([^'"`\n]{2,80})['"`]\s*,?([^\n]{0,300})|\bagenda\.(?:now|schedule|every)\s*\(\s*(?:['"`][^'"`\n]{1,40}['"`]\s*,\s*)?['"`]([^'"`\n]{2,80})['"`]([^\n]{0,300})|\baddJob\s*\(\s*['"`]([^'"`\n]{2,80})['"`]([^\n]{0,300})|\bNewTask\(\s*["'`]([^"'`\n]{2,80})["'`]([^\n]{0,300})|\b(?:ExecuteWorkflow|start_workflow|execute_workflow)\s*\(\s*(?:ctx\s*,\s*\w+\s*,\s*)?["']?((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)["']?([^\n]{0,300})/g)) {
    push(m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9], m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? '');
  }
  // (round three) Celery's send_task("tasks.name"), River's Insert(ctx, NameArgs{…}), pg-boss send('name', …), Inngest
  // send({ name: "app/x.y" }), Trigger.dev tasks.trigger("name"), Sidekiq::Client.push("class" => "Name").
  for (const m of text.matchAll(/\.send_task\s*\(\s*["']([\w.:-]{2,120})["']([^\n]{0,300})|\bInsert(?:Tx)?\(\s*ctx\s*,\s*(?:tx\s*,\s*)?&?([A-Z]\w*?)Args\s*\{([^\n]{0,300})|\b(?:boss|pgBoss|pgboss)\.(?:send|sendAfter|insert)\s*\(\s*['"`]([^'"`\n]{2,80})['"`]([^\n]{0,300})|\binngest\.send\s*\(\s*\{\s*name\s*:\s*['"`]([^'"`\n]{2,120})['"`]([^\n]{0,300})|\btasks\.trigger\s*\(\s*['"`]([^'"`\n]{2,80})['"`]([^\n]{0,300})|Sidekiq(?:::|\.)Client(?:::|\.)push(?:_bulk)?\(\s*\{?\s*["':]?class["']?\s*(?:=>|:)\s*["']?([\w:]+)["']?([^\n]{0,300})/g)) {
    push(m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9] ?? m[11], m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? m[12] ?? '');
  }
  return out;
}

/** Words of the literal arguments handed to a job: keys and string values (audience: 'all_customers', cluster: 'es-prod'), not variables. */
function argWords(args: string): string {
  const words: string[] = [];
  for (const m of args.slice(0, 300).matchAll(/["'`]([^"'`\n]{1,60})["'`]|\b([a-z][a-z_]{2,40})\s*(?::(?!:)|=(?![=>]))/g)) words.push(...splitName(((m[1] ?? m[2]) as string)));
  return words.slice(0, 16).join(' ');
}

/** One item's key handed to the job: user.id, user_id, params[:id], tenantId (not ids, a list). */
const ONE_ID = /(?:^|[\s([,{:=])(?:[\w.]*\.)?(?:id|uuid|pk|[a-z]\w*_id|[a-z]\w*Id)\b(?!s)|\[:id\]/;
const RANK: Record<DangerLevel, number> = { safe: 0, reversible: 1, destructive: 2, dangerous: 3, forbidden: 4 };

const NO_CMD = { name: 'job', args: [], text: '' } as unknown as Cmd;

/** What the jobs enqueued in this code do, read from their names and arguments; a test asserting an enqueue runs nothing. */
export function enqueuedJobs(text: string, ctx: Ctx): Finding[] {
  if (!JOB_GATE.test(text) && !JOB_ASSERTED.test(text)) return [];
  if (JOB_ASSERTED.test(text)) return [{ level: 'safe', reason: `a test checks that a job is enqueued; no worker runs (${snippet(text, 50)})` }];
  const out: Finding[] = [];
  for (const j of jobs(text)) {
    // A workflow's entry point (DeleteAllAccountsWorkflow.run) is named by its class; an event (app/users.purge-all) by all of it.
    const parts = j.name.split(/[./:]/).filter(Boolean);
    if (parts.length > 1 && /^(?:run|execute|perform|call|handle|main|start)$/.test(parts[parts.length - 1] as string)) parts.pop();
    const last = /[./:]/.test(j.name) && /^[a-z]/.test(j.name) && !/^[a-z_]+\.[a-z_]+$/.test(j.name) ? parts.slice(-2).join(' ') : (parts[parts.length - 1] ?? j.name);
    let words = splitName(last).join(' ');
    while (JOB_SUFFIX.test(words) && words.includes(' ')) words = words.replace(JOB_SUFFIX, '');
    if (!words || words.length < 3) continue;
    const said = `${words} ${argWords(j.args)}`.trim();
    // One item handed by its key (perform_async(user.id), args=[user_id], [tenant_id]) and no word for all: the job acts
    // on that one item; a whole tenant, organisation or workspace is still many people's data.
    const one = ONE_ID.test(j.args) && !/\b(?:all|every\w*|bulk|batch)\b/.test(said);
    const cap: DangerLevel = /\b(?:tenant|org|organi[sz]ation|workspace|project|company|team|site|store|shop)s?\b/.test(words) ? 'dangerous' : 'destructive';
    for (const x of ctx.byName(said, NO_CMD)) {
      if (x.level === 'safe' || x.level === 'reversible' || x.unplaced) continue;
      const level = one && RANK[x.level] > RANK[cap] ? cap : x.level;
      out.push(withChange(x, { level, ...(level !== x.level ? { unknown: undefined, staging: undefined, floor: undefined } : {}), reason: `enqueues ${last}, a job that ${x.reason.replace(/\s*\([^()]*\)\s*$/, '')}${level !== x.level ? ', for the one item handed to it' : ''} (${snippet(said, 50)})` }));
    }
  }
  return out;
}

/** Enqueue methods: a call of one of them is the job's act (read above), not an apply, a set or a send of its own. */
export const ENQUEUE_CALL = /^(?:perform_(?:async|in|at|later|bulk|now)|apply_async|delay|kiq|send_with_options|send_task|enqueue(?:_in|_at|_call)?|Enqueue|insert|insert_all|Insert|InsertTx|dispatch(?:_sync|Sync|Now|_now)?|AddOrUpdate|set|send|sendAfter|trigger|push|push_bulk|start_workflow)$/;
/** Receivers whose generic method names (send, insert, push, set, trigger) are an enqueue only on them. */
export const QUEUE_RECEIVER = /^(?:Oban|boss|pgBoss|pgboss|inngest|tasks|Sidekiq\.Client|\w*[Rr]iver\w*|\w*(?:Job|Worker))\.?$/;
