// gRPC clients (grpcurl, grpc_cli, buf curl, evans): the method a call names
// (billing.v1.InvoiceService/VoidAllOpenInvoices) is read like an SDK method —
// its words give the operation, the resource and the scope, the host gives the
// environment. Listing and describing services reads only.
import { detectEnv } from '../context';
import { f, snippet, unplacedRun } from '../findings';
import { judge, M, type Act } from '../meaning';
import { apiObj, apiVerb, argData } from '../readers/api';
import { readOp, splitName } from '../readers/words';
import { parseObject } from '../text/loose';
import type { Cmd } from '../shell/parse';
import { commandFamily, type Handler } from './types';
import { DB_SERVICE, INSTANCE_WORD } from '../readers/sdk20';

/** Service/Method or package.Service.Method, the way gRPC tools name a method. */
const METHOD = /^(?:[\w.]+\.)?([A-Z]\w*)[/.]([A-Z]\w*)$/;

const grpc: Handler = (cmd: Cmd) => {
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  if (a.some((x) => /^(?:list|describe|ls|desc|type)$/.test(x)) && !a.some((x) => METHOD.test(x))) return [f('safe', `lists or describes gRPC services (${how})`)];
  const target = [...a].reverse().find((x) => METHOD.test(x));
  if (!target) return [unplacedRun('reversible', `gRPC call the reader cannot place (${how})`)];
  const [, service, method] = METHOD.exec(target) as RegExpExecArray;
  const words = splitName(method as string);
  const verb = apiVerb(words);
  if (!verb || verb === 'click') return [unplacedRun('reversible', `gRPC method ${snippet(target, 50)}`)];
  const di = a.findIndex((x) => x === '-d' || x === '--data');
  const data = argData(di >= 0 ? parseObject(a[di + 1] ?? '') : {}, `${service} ${method}`, '');
  const obj = apiObj(words) ?? apiObj(splitName(service as string));
  const op = readOp(words);
  let scope: Act['scope'] = op.scope ?? 'one';
  if (data.everything) scope = 'all';
  // A method named for a plural resource or a batch (CancelSubscriptions, BatchDeleteUsers) given no id acts on a set.
  const last = (words[words.length - 1] ?? '').toLowerCase();
  if (scope === 'one' && (words.some((w) => /^(?:bulk|batch|mass)$/i.test(w)) || (/^(?:delete|cancel|empty|archive|close|refund|revoke|disable)$/.test(verb) && /[a-z]{2}[^su]s$/.test(last) && !/^(?:settings|details|status|stats|metrics|credentials|permissions)$/.test(last))) && !Object.keys(di >= 0 ? (parseObject(a[di + 1] ?? '') as Record<string, unknown>) ?? {} : {}).some((k) => /^(?:id|name|[a-z]+_?id|[a-z]+Id)$/.test(k))) scope = 'some';
  const act: Act = { verb: data.dry ? 'dryrun' : verb, obj: obj ?? 'unknown', scope, mods: data.mods, usd: data.usd || undefined, count: data.count || undefined, what: how };
  // (cls-sdk20) An instance or cluster of a managed database service (Spanner InstanceAdmin/DeleteInstance, Bigtable,
  // Cloud SQL) is the database, as gcloud sql instances delete is.
  if (act.verb === 'delete' && words.some((w) => INSTANCE_WORD.test(w)) && DB_SERVICE.test(`${target} ${positionalHost(a)}`)) act.obj = 'database';
  // Voiding or cancelling invoices cancels bills; it moves no money.
  if (act.verb === 'cancel' && /invoice|order|quote/i.test(method as string)) act.obj = 'record';
  const host = positionalHost(a);
  const env = detectEnv(host);
  if (/^(?:localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host)) act.env = 'dev';
  else if (env.env !== 'unknown') act.env = env.env;
  if (act.mods & M.TEST_MODE) act.env = 'dev';
  const x = judge(act);
  return x ? [x] : [unplacedRun('reversible', `gRPC method ${snippet(target, 50)}`)];
};

function positionalHost(a: readonly string[]): string {
  return a.find((x) => /^[\w.-]+:\d+$/.test(x)) ?? '';
}

export const grpcFamily = commandFamily('grpc', 'gRPC clients (grpcurl, grpc_cli, buf curl, evans): the method name read as verb × resource', {
  grpcurl: grpc,
  grpc_cli: grpc,
  evans: grpc,
});
